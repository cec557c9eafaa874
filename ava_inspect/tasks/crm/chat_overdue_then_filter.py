"""The debt accountant asks which customers are overdue; once he has the list he narrows it to
the North sales team's customers owing 50 million or more, and wants reminders for exactly those:
by the collection procedure (QĐ-005), each to its accounting contact, cc its owner and the
owner's manager, the overdue invoices at what is still owed, and a reminder logged."""

from typing import Any

from ava_inspect.tasks.builders.calls import Call, call
from ava_inspect.tasks.builders.crm import TODAY_ISO, log_activity
from ava_inspect.tasks.builders.mail import write_mail
from ava_inspect.tasks.builders.negatives import (
    add_own_manager_not_copied,
    at_most,
    not_mailed,
    unchanged,
)
from ava_inspect.tasks.builders.variants import with_args

ME = "NV-0005"
"""Đỗ Văn Khải, Kế toán công nợ; his manager is the chief accountant Lê Thị Minh Nguyệt."""
MANAGER = "nguyetltm@saoviet.vn"
NHUNG, VINH, ANH_VD = "nhungnth@saoviet.vn", "vinhlq@saoviet.vn", "anhvd@saoviet.vn"
"""The two North owners of the three customers, and their manager, the North team lead."""
TRANG = "trang.ntt@minhphat.com.vn"
HANH = "hanh.lt@minhphatgroup.vn"
NHUNG_HBG = "nhung.vth@hoabinhgroup.com.vn"
LOAN = "loan.ptt@phuthinhlogistics.com"
"""Phu Thinh Logistics (North, Vinh): 49.6M overdue, 59.4M at face value."""
KHOA = "accounting@minhphatjsc.com"
"""Minh Phat JSC (South, Oanh): 55M overdue once the seeded invoice is counted."""

SEED = {
    "crm.invoices": [
        {
            "id": "HD-0091",
            "customer_id": "KH-0012",
            "issue_date": "2026-10-30",
            "due_date": "2026-11-29",
            "amount": 19800000,
            "paid_amount": 9800000,
            "status": "partially_paid",
            "description": "Phí cấu hình kết nối AMIS Kế toán với phần mềm quản lý vận tải",
        },
        {
            "id": "HD-0092",
            "customer_id": "KH-0003",
            "issue_date": "2026-10-27",
            "due_date": "2026-11-26",
            "amount": 24200000,
            "paid_amount": 0,
            "status": "unpaid",
            "description": "Phí đào tạo kế toán kho cho 2 kho Bình Dương",
        },
    ],
    "crm.payments": [
        {
            "id": "PT-0091",
            "invoice_id": "HD-0091",
            "amount": 9800000,
            "date": "2026-11-27",
            "method": "bank_transfer",
            "note": "Thanh toán một phần phí cấu hình kết nối",
        }
    ],
}

_LIST = {
    "say": "Dạ, tính đến hôm nay 09/12/2026 có 14 khách hàng đang có công nợ quá hạn (số tiền "
    "còn phải thu của các hóa đơn đã quá hạn), tổng 494.100.000đ:\n"
    "1. Công ty TNHH Thương mại Minh Phát: 65.350.000đ — Nguyễn Thị Hồng Nhung\n"
    "2. Công ty Cổ phần Minh Phát Group: 52.000.000đ — Lê Quang Vinh\n"
    "3. Minh Phat JSC: 55.000.000đ — Đặng Thị Kim Oanh\n"
    "4. Công ty Cổ phần Xây dựng Đông Á: 34.000.000đ — Phan Thanh Tùng\n"
    "5. Công ty TNHH Nội thất Hòa Bình: 32.450.000đ — Nguyễn Thị Hồng Nhung\n"
    "6. Công ty Cổ phần Hòa Bình Group: 105.100.000đ — Lê Quang Vinh\n"
    "7. Hoa Binh Corp: 9.350.000đ — Trần Văn Lâm\n"
    "8. Công ty TNHH Vật liệu Xây dựng Phú Thịnh: 24.500.000đ — Nguyễn Văn Hưng\n"
    "9. Phu Thinh Logistics JSC: 49.600.000đ — Lê Quang Vinh\n"
    "10. Công ty TNHH Cơ khí Chính xác Việt Hưng: 7.700.000đ — Nguyễn Văn Hưng\n"
    "11. Công ty Cổ phần Thủy sản Mekong Xanh: 27.300.000đ — Trần Văn Lâm\n"
    "12. Hợp tác xã Chè sạch Tân Cương: 5.900.000đ — Nguyễn Văn Hưng\n"
    "13. Công ty Cổ phần Thực phẩm Xứ Thanh: 12.650.000đ — Nguyễn Thị Hồng Nhung\n"
    "14. Công ty TNHH Gốm sứ Kim Sơn: 13.200.000đ — Nguyễn Văn Hưng"
}
_READS = [
    call("document_qa", question="quy trình nhắc nợ hóa đơn quá hạn"),
    call("amis_hrm_search_employee", query="", department_id="PB-KD", limit=50),
    call("amis_crm_get_customer", customer_id="KH-0001"),
    call("amis_crm_get_customer", customer_id="KH-0002"),
    call("amis_crm_get_customer", customer_id="KH-0008"),
    call("amismail_get_template", template_id="MAU-01"),
]
_ASK = {
    "say": "Dạ, nhóm Kinh doanh miền Bắc gồm anh Vũ Đức Anh (trưởng nhóm), chị Trần Thị Lan, chị "
    "Nguyễn Thị Hồng Nhung, anh Lê Quang Vinh và anh Nguyễn Văn Hưng. Khách của nhóm có tổng quá "
    "hạn còn phải thu từ 50 triệu trở lên là 3 khách:\n"
    "- Công ty TNHH Thương mại Minh Phát: 65.350.000đ (HD-0001, HD-0002)\n"
    "- Công ty Cổ phần Minh Phát Group: 52.000.000đ (HD-0005)\n"
    "- Công ty Cổ phần Hòa Bình Group: 105.100.000đ (HD-0018, HD-0021)\n"
    "Phu Thinh Logistics JSC chỉ còn 49.600.000đ quá hạn nên không thuộc đợt này. Em gửi thư nhắc "
    "theo mẫu tới kế toán của từng khách, đồng gửi bạn phụ trách và anh Đức Anh, rồi ghi hoạt "
    "động nhắc nợ trên CRM. Anh xác nhận giúp em để em gửi nhé?"
}
_SIGNATURE = (
    "\n\nTrân trọng,\nĐỗ Văn Khải\nKế toán công nợ — Phòng Kế toán\nCông ty Cổ phần Công nghệ "
    "Sao Việt"
)
_OPENING = (
    "Công ty Cổ phần Công nghệ Sao Việt trân trọng thông báo các hóa đơn sau của Quý công ty đã "
    "quá hạn thanh toán:\n"
)
_CLOSING = (
    "\n\nKính đề nghị Quý công ty thu xếp thanh toán trong thời gian sớm nhất. Nếu Quý công ty "
    "đã thanh toán, xin vui lòng bỏ qua thư này."
)


def _reminder(to: str, cc: list[str], customer: str, greeting: str, lines: str, total: str) -> Call:
    return write_mail(
        to,
        cc=cc,
        subject=f"[Sao Việt] Nhắc thanh toán công nợ quá hạn — {customer}",
        body=f"Kính gửi {greeting},\n\n{_OPENING}{lines}\nTổng số tiền còn phải thanh toán: "
        f"{total}.{_CLOSING}{_SIGNATURE}",
    )


_MINH_PHAT = _reminder(
    TRANG,
    [NHUNG, ANH_VD],
    "Công ty TNHH Thương mại Minh Phát",
    "chị Nguyễn Thị Thu Trang",
    "- Hóa đơn HD-0001 (đến hạn 15/10/2026): còn phải thanh toán 48.400.000đ\n"
    "- Hóa đơn HD-0002 (đến hạn 19/11/2026): còn phải thanh toán 16.950.000đ",
    "65.350.000đ",
)
_MP_GROUP = _reminder(
    HANH,
    [VINH, ANH_VD],
    "Công ty Cổ phần Minh Phát Group",
    "chị Lê Thị Hạnh",
    "- Hóa đơn HD-0005 (đến hạn 31/10/2026): còn phải thanh toán 52.000.000đ",
    "52.000.000đ",
)
_HB_GROUP = _reminder(
    NHUNG_HBG,
    [VINH, ANH_VD],
    "Công ty Cổ phần Hòa Bình Group",
    "chị Vũ Thị Hồng Nhung",
    "- Hóa đơn HD-0018 (đến hạn 04/10/2026): còn phải thanh toán 46.800.000đ\n"
    "- Hóa đơn HD-0021 (đến hạn 15/11/2026): còn phải thanh toán 58.300.000đ",
    "105.100.000đ",
)
_LOGS = [
    log_activity(
        "KH-0001",
        "reminder",
        "Gửi thư nhắc nợ HD-0001 (48.400.000đ) và HD-0002 (16.950.000đ) quá hạn, tổng còn phải "
        "thu 65.350.000đ.",
    ),
    log_activity(
        "KH-0002", "reminder", "Gửi thư nhắc nợ HD-0005 quá hạn, còn phải thu 52.000.000đ."
    ),
    log_activity(
        "KH-0008",
        "reminder",
        "Gửi thư nhắc nợ HD-0018 (46.800.000đ) và HD-0021 (58.300.000đ) quá hạn, tổng còn phải "
        "thu 105.100.000đ.",
    ),
]
_DONE = {
    "say": "Dạ em đã gửi thư nhắc nợ cho Minh Phát (65.350.000đ), Minh Phát Group (52.000.000đ) "
    "và Hòa Bình Group (105.100.000đ), mỗi thư tới kế toán của khách, đồng gửi bạn phụ trách và "
    "anh Vũ Đức Anh, và đã ghi hoạt động nhắc nợ cho cả 3 khách trên CRM ạ."
}
_START = [call("amis_accounting_get_receivables"), _LIST]

# (customer, accounting contact, owner, owner's manager) of every overdue customer: the wrong
# path that reminds them all before hearing which ones
_EVERYONE = [
    ("KH-0001", TRANG, NHUNG, ANH_VD),
    ("KH-0002", HANH, VINH, ANH_VD),
    ("KH-0003", KHOA, "oanhdtk@saoviet.vn", "tungpt@saoviet.vn"),
    ("KH-0005", "binh.ttt@dongaconstruction.vn", "tungpt@saoviet.vn", "tuanhm@saoviet.vn"),
    ("KH-0007", "huong.pt@noithathoabinh.vn", NHUNG, ANH_VD),
    ("KH-0008", NHUNG_HBG, VINH, ANH_VD),
    ("KH-0009", "quynh.lam@hoabinhcorp.com", "lamtv@saoviet.vn", "tungpt@saoviet.vn"),
    ("KH-0012", LOAN, VINH, ANH_VD),
    ("KH-0014", "hoa.dt@cokhiviethung.vn", "hungnv3@saoviet.vn", ANH_VD),
    ("KH-0015", "tuyen.ttm@mekongxanh.com.vn", "lamtv@saoviet.vn", "tungpt@saoviet.vn"),
    ("KH-0020", "hang.lt@xuthanhfood.vn", NHUNG, ANH_VD),
    ("KH-0023", "quyen.nt@gomsukimson.vn", "hungnv3@saoviet.vn", ANH_VD),
]


def _plain_reminder(customer_id: str, to: str, owner: str, manager: str) -> list[Call]:
    return [
        write_mail(
            to,
            cc=[owner, manager],
            subject="[Sao Việt] Nhắc thanh toán công nợ quá hạn",
            body="Kính gửi Quý công ty,\n\nCác hóa đơn của Quý công ty đã quá hạn thanh toán, "
            f"kính đề nghị Quý công ty thu xếp thanh toán sớm.{_SIGNATURE}",
        ),
        log_activity(customer_id, "reminder", "Gửi thư nhắc nợ các hóa đơn quá hạn."),
    ]


def _logged(customer_id: str, note: str) -> dict[str, Any]:
    return {
        "id": f"logged_{customer_id.lower().replace('-', '_')}",
        "kind": "record_exists",
        "skill": "regulation_before_action",
        "table": "crm.activities",
        "note": note,
        "where": {
            "customer_id": customer_id,
            "kind": "reminder",
            "created_by": ME,
            "date": TODAY_ISO,
        },
    }


TASK: dict[str, Any] = {
    "id": "crm.chat_overdue_then_filter",
    "domain": "crm",
    "tier": "conversation",
    "summary": "List the customers overdue today; then, told 'only the North team's customers "
    "owing 50M or more', remind exactly Minh Phát (65.35M), Minh Phát Group (52M) and Hòa Bình "
    "Group (105.1M) by QĐ-005 (accounting contact, cc owner and the North lead, overdue invoices "
    "at outstanding, logged), not the South's Minh Phat JSC (55M) nor Phu Thinh Logistics (49.6M "
    "owed, 59.4M at face value), and nothing before the condition is given.",
    "requester_id": ME,
    "seed": SEED,
    "prompt": "AVA ơi, em xem giúp anh tính đến hôm nay những khách hàng nào đang có công nợ quá "
    "hạn nhé: mỗi khách bao nhiêu tiền quá hạn, bạn kinh doanh nào phụ trách.",
    "user": {
        "persona": "Anh Đỗ Văn Khải, kế toán công nợ Phòng Kế toán, nhắn AVA trên MISA AMIS lúc "
        "chuẩn bị đợt nhắc nợ cuối năm; xưng anh, gọi AVA là em, nhắn ngắn gọn.",
        "nudge": "Ừ, em cứ làm tiếp giúp anh nhé.",
        "give_up": "Thôi để anh tự làm vậy, cảm ơn em.",
        "already_said": "Anh nói ở trên rồi mà em: {answer}",
        "facts": [
            {
                "id": "filter",
                "field": "other",
                "value": "khách nhóm Kinh doanh miền Bắc có tổng quá hạn từ 50 triệu trở lên",
                "answer": "Chỉ khách của nhóm Kinh doanh miền Bắc có tổng quá hạn từ 50 triệu trở "
                "lên thôi em.",
                "stage": 1,
            },
            {
                "id": "confirm",
                "field": "confirm",
                "value": "gửi nhắc nợ cho đúng các khách đó",
                "answer": "Đúng rồi, em gửi đi nhé.",
                "stage": 1,
            },
        ],
        "turns": [
            {
                "when": {
                    "after_tool": [
                        "amis_accounting_get_receivables",
                        "amis_accounting_search_invoice",
                    ]
                },
                "text": "Ok em. Đợt này anh chỉ nhắc khách của nhóm Kinh doanh miền Bắc (nhóm anh "
                "Vũ Đức Anh, tính cả khách anh Đức Anh tự phụ trách) mà tổng tiền quá hạn còn phải "
                "thu từ 50 triệu trở lên thôi. Em gửi thư nhắc nợ cho đúng những khách đó theo quy "
                "trình thu hồi công nợ giúp anh nhé.",
                "gives": ["filter"],
            },
            {
                "when": {"after_tool": "amis_crm_create_activity", "times": 3},
                "text": "Ok em, cảm ơn em nhé.",
                "ends": True,
            },
        ],
    },
    "assertions": [
        {
            "id": "minh_phat_reminded",
            "kind": "mail_sent",
            "skill": "regulation_before_action",
            "note": "Minh Phát (65.35M, Nhung): its chief accountant, cc Nhung and her manager Vũ "
            "Đức Anh, HD-0001 and HD-0002 at what is still owed, and the total",
            "to": [TRANG],
            "cc": [NHUNG, ANH_VD],
            "body_contains": ["HD-0001", 48400000, "HD-0002", 16950000, 65350000],
        },
        not_mailed(
            "minh_phat_not_due_left_out",
            note="Minh Phát's HD-0003 is not yet due: not in its reminder",
            to=[TRANG],
            body_contains=["HD-0003"],
            skill="regulation_before_action",
        ),
        {
            "id": "minh_phat_group_reminded",
            "kind": "mail_sent",
            "skill": "regulation_before_action",
            "note": "Minh Phát Group (52M, Vinh): its accountant, cc Vinh and Vũ Đức Anh, HD-0005",
            "to": [HANH],
            "cc": [VINH, ANH_VD],
            "body_contains": ["HD-0005", 52000000],
        },
        {
            "id": "hoa_binh_group_reminded",
            "kind": "mail_sent",
            "skill": "branch_on_data",
            "note": "Hòa Bình Group (105.1M, Vinh): its chief accountant, cc Vinh and Vũ Đức Anh, "
            "HD-0018 at 46.8M still owed (not its 96.8M face value), HD-0021, total 105.1M",
            "to": [NHUNG_HBG],
            "cc": [VINH, ANH_VD],
            "body_contains": ["HD-0018", 46800000, "HD-0021", 58300000, 105100000],
        },
        not_mailed(
            "hoa_binh_group_not_due_left_out",
            note="Hòa Bình Group's HD-0020 falls due on 31/12: not in its reminder",
            to=[NHUNG_HBG],
            body_contains=["HD-0020"],
            skill="regulation_before_action",
        ),
        _logged("KH-0001", "a reminder logged on Minh Phát by the requester today (QĐ-005 bước 4)"),
        _logged("KH-0002", "a reminder logged on Minh Phát Group by the requester today"),
        _logged("KH-0008", "a reminder logged on Hòa Bình Group by the requester today"),
        not_mailed(
            "no_south_team_reminder",
            note="the South team's customers are left out (Minh Phat JSC owes 55M, but is "
            "Oanh's): no reminder copies their lead Phan Thanh Tùng",
            recipients=["tungpt@saoviet.vn"],
            skill="bridge_tables",
        ),
        not_mailed(
            "minh_phat_jsc_not_reminded",
            note="nothing to the South look-alike Minh Phat JSC's accountant",
            recipients=[KHOA],
            skill="resist_look_alikes",
        ),
        not_mailed(
            "logistics_not_reminded",
            note="Phu Thinh Logistics owes 49.6M overdue (59.4M only at face value): below 50M",
            recipients=[LOAN],
            skill="branch_on_data",
        ),
        at_most(
            "three_reminders_only",
            table="crm.activities",
            max=3,
            where={"kind": "reminder", "date": TODAY_ISO},
            note="reminders logged today for the three customers only",
        ),
        {
            "id": "reminded_after_the_condition",
            "kind": "called_after_fact",
            "skill": "hold_conversation",
            "note": "no reminder went out before he said which customers: his first message "
            "asked only for the list",
            "tool": "amismail_write_mail",
            "fact": "filter",
        },
        unchanged(
            "not_due_invoice_unchanged",
            table="crm.invoices",
            record_id="HD-0003",
            note="Minh Phát's not-yet-due invoice stays as it is (QĐ-005 khoản 1)",
        ),
    ],
    "oracle": [
        *_START,
        *_READS,
        _ASK,
        _MINH_PHAT,
        _MP_GROUP,
        _HB_GROUP,
        *_LOGS,
        _DONE,
    ],
    "anti_oracles": [
        {
            "name": "reminds_everyone_at_once",
            "why": "sends a reminder to every overdue customer as soon as it has the list, before "
            "hearing which ones he wants",
            "calls": [
                call("amis_accounting_get_receivables"),
                *[c for row in _EVERYONE for c in _plain_reminder(*row)],
                _LIST,
                {"say": "Dạ em đã gửi thư nhắc nợ cho tất cả các khách quá hạn rồi ạ."},
                {"say": "Dạ vâng ạ."},
            ],
            "breaks": [
                "reminded_after_the_condition",
                "no_south_team_reminder",
                "minh_phat_jsc_not_reminded",
                "logistics_not_reminded",
                "three_reminders_only",
            ],
        },
        {
            "name": "ignores_the_team",
            "why": "keeps only the 50M threshold and reminds Minh Phat JSC, a South customer",
            "calls": [
                *_START,
                *_READS,
                _MINH_PHAT,
                _MP_GROUP,
                _reminder(
                    KHOA,
                    ["oanhdtk@saoviet.vn", "tungpt@saoviet.vn"],
                    "Minh Phat JSC",
                    "anh Trần Minh Khoa",
                    "- Hóa đơn HD-0008 (đến hạn 09/11/2026): còn phải thanh toán 30.800.000đ\n"
                    "- Hóa đơn HD-0092 (đến hạn 26/11/2026): còn phải thanh toán 24.200.000đ",
                    "55.000.000đ",
                ),
                log_activity("KH-0003", "reminder", "Gửi thư nhắc nợ HD-0008, HD-0092."),
                _HB_GROUP,
                *_LOGS,
                _DONE,
            ],
            "breaks": [
                "no_south_team_reminder",
                "minh_phat_jsc_not_reminded",
                "three_reminders_only",
            ],
        },
        {
            "name": "face_value",
            "why": "adds up invoice amounts instead of what is still owed, so Phu Thinh Logistics "
            "(59.4M face, 49.6M owed) passes the threshold",
            "calls": [
                *_START,
                *_READS,
                _MINH_PHAT,
                _MP_GROUP,
                _HB_GROUP,
                _reminder(
                    LOAN,
                    [VINH, ANH_VD],
                    "Phu Thinh Logistics JSC",
                    "chị Phạm Thị Thanh Loan",
                    "- Hóa đơn HD-0028 (đến hạn 21/11/2026): 39.600.000đ\n"
                    "- Hóa đơn HD-0091 (đến hạn 29/11/2026): 19.800.000đ",
                    "59.400.000đ",
                ),
                *_LOGS,
                log_activity("KH-0012", "reminder", "Gửi thư nhắc nợ HD-0028, HD-0091."),
                _DONE,
            ],
            "breaks": ["logistics_not_reminded", "three_reminders_only"],
        },
        {
            "name": "not_due_invoice_included",
            "why": "lists every open invoice of Hòa Bình Group, the one due on 31/12 too, so its "
            "total becomes 150.1M",
            "calls": [
                *_START,
                *_READS,
                _MINH_PHAT,
                _MP_GROUP,
                _reminder(
                    NHUNG_HBG,
                    [VINH, ANH_VD],
                    "Công ty Cổ phần Hòa Bình Group",
                    "chị Vũ Thị Hồng Nhung",
                    "- Hóa đơn HD-0018: 46.800.000đ\n- Hóa đơn HD-0020: 45.000.000đ\n"
                    "- Hóa đơn HD-0021: 58.300.000đ",
                    "150.100.000đ",
                ),
                *_LOGS,
                _DONE,
            ],
            "breaks": ["hoa_binh_group_reminded", "hoa_binh_group_not_due_left_out"],
        },
        {
            "name": "department_head_copied",
            "why": "copies the head of Sales instead of the owners' own manager, the North lead",
            "calls": [
                *_START,
                *_READS,
                *[
                    with_args(m, cc=[m["args"]["cc"][0], "tuanhm@saoviet.vn"])
                    for m in (_MINH_PHAT, _MP_GROUP, _HB_GROUP)
                ],
                *_LOGS,
                _DONE,
            ],
            "breaks": [
                "minh_phat_reminded",
                "minh_phat_group_reminded",
                "hoa_binh_group_reminded",
            ],
        },
        {
            "name": "no_reminders_logged",
            "why": "sends the three reminders but logs nothing on the customers",
            "calls": [
                *_START,
                *_READS,
                _MINH_PHAT,
                _MP_GROUP,
                _HB_GROUP,
                _DONE,
                {"say": "Dạ vâng ạ."},
            ],
            "breaks": ["logged_kh_0001", "logged_kh_0002", "logged_kh_0008"],
        },
    ],
}

add_own_manager_not_copied(
    {**TASK, "oracle": [s for s in TASK["oracle"] if "tool" in s]},
    MANAGER,
    subject_contains=["Nhắc thanh toán công nợ"],
)
"""The builder's wrong path copies the reference's calls (its `copying` takes no messages to the
user): the manager in the cc of every reminder, played without the conversation's replies."""
