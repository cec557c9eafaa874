"""Debt reminder for a partly paid invoice: the outstanding, not the face value, to the right people."""

from ava_inspect.tasks.builders.calls import Call, call
from ava_inspect.tasks.builders.crm import log_activity
from ava_inspect.tasks.builders.mail import write_mail
from ava_inspect.tasks.builders.negatives import not_mailed, unchanged

CUSTOMER_ACCOUNTANT = "binh.ttt@dongaconstruction.vn"
OWNER = "tungpt@saoviet.vn"
OWNER_MANAGER = "tuanhm@saoviet.vn"


def _remind(to: str, cc: list[str], lines: str, total: str) -> list[Call]:
    """The reminder mail and the logged activity."""
    return [
        write_mail(
            to,
            cc=cc,
            subject="[Sao Việt] Nhắc thanh toán công nợ quá hạn — Công ty Cổ phần Xây dựng Đông Á",
            body="Kính gửi Quý công ty,\n\nCông ty Cổ phần Công nghệ Sao Việt trân trọng "
            f"thông báo các hóa đơn sau của Quý công ty đã quá hạn thanh toán:\n{lines}\n"
            f"Tổng số tiền còn phải thanh toán: {total}.\n\nTrân trọng,\nLê Thị Minh Nguyệt",
        ),
        log_activity(
            "KH-0005", "reminder", f"Gửi thư nhắc nợ hóa đơn quá hạn, tổng còn phải thu {total}."
        ),
    ]


TASK = {
    "id": "crm.remind_partial_dong_a",
    "domain": "crm",
    "tier": "hard",
    "summary": "Remind Đông Á of its one overdue, partly paid invoice at the outstanding 34M (not "
    "the 74M face value), leaving out the not-yet-due one; to its chief accountant (not the first "
    "listed contact), cc the owner, a team lead, and his own manager, the head of Sales; log it.",
    "requester_id": "NV-0003",
    "prompt": "Bên Xây dựng Đông Á vẫn còn nợ tiền triển khai AMIS, quá hạn hơn tháng rồi mà chưa "
    "thấy động tĩnh gì. Em gửi thư nhắc nợ bên đó theo đúng quy trình thu hồi công nợ của phòng "
    "mình giúp chị nhé.",
    "hops": ["regulation_before_action", "bridge_tables", "branch_on_data", "forbid_overreach"],
    "assertions": [
        {
            "id": "reminder_recipients",
            "kind": "mail_sent",
            "skill": "regulation_before_action",
            "note": "the chief accountant; cc the owner (Tùng) and his manager (Tuấn, head of Sales)",
            "to": [CUSTOMER_ACCOUNTANT],
            "cc": [OWNER, OWNER_MANAGER],
            "only_recipients": True,
        },
        {
            "id": "reminder_outstanding",
            "kind": "mail_sent",
            "skill": "branch_on_data",
            "note": "HD-0011 with what is still owed: 74M less the 40M already paid",
            "to": [CUSTOMER_ACCOUNTANT],
            "body_contains": ["HD-0011", 34000000],
        },
        not_mailed(
            "not_due_left_out",
            note="HD-0012 is due on 30/12: not reminded",
            to=[CUSTOMER_ACCOUNTANT],
            body_contains=["HD-0012"],
            skill="regulation_before_action",
        ),
        not_mailed(
            "purchasing_not_mailed",
            note="the first contact on file is the purchasing head, not the accountant (neither "
            "To nor Cc)",
            recipients=["khoi.vd@dongaconstruction.vn"],
            skill="resist_look_alikes",
        ),
        {
            "id": "reminder_logged",
            "note": "a 'reminder' activity for Đông Á (KH-0005), by the requester",
            "kind": "record_exists",
            "skill": "regulation_before_action",
            "table": "crm.activities",
            "where": {"customer_id": "KH-0005", "kind": "reminder", "created_by": "NV-0003"},
        },
        unchanged(
            "not_due_unchanged",
            table="crm.invoices",
            record_id="HD-0012",
            note="Đông Á's not-yet-due invoice HD-0012 stays as it is",
        ),
    ],
    "oracle": [
        call("amis_crm_search_customer", query="Đông Á"),
        call("amis_crm_get_customer", customer_id="KH-0005"),
        call("document_qa", question="quy trình thu hồi công nợ nhắc nợ"),
        call("document_get", document_id="QD-005"),
        call("amis_accounting_search_invoice", customer_id="KH-0005"),
        call("amis_hrm_get_employee", employee_id="NV-0012"),
        call("amis_hrm_get_employee", employee_id="NV-0007"),
        call("amismail_get_template", template_id="MAU-01"),
        write_mail(
            CUSTOMER_ACCOUNTANT,
            cc=[OWNER, OWNER_MANAGER],
            subject="[Sao Việt] Nhắc thanh toán công nợ quá hạn — Công ty Cổ phần Xây dựng Đông Á",
            body="Kính gửi chị Tạ Thị Thanh Bình,\n\nCông ty Cổ phần Công nghệ Sao Việt "
            "trân trọng thông báo các hóa đơn sau của Quý công ty đã quá hạn thanh toán:\n"
            "- Hóa đơn HD-0011 (Phí triển khai AMIS Kế toán giai đoạn 1, đến hạn 25/10/2026): "
            "giá trị 74.000.000đ, đã thanh toán 40.000.000đ, còn phải thanh toán 34.000.000đ\n"
            "Tổng số tiền còn phải thanh toán: 34.000.000đ.\n\nKính đề nghị Quý công ty thu "
            "xếp thanh toán trong thời gian sớm nhất. Nếu Quý công ty đã thanh toán, xin vui "
            "lòng bỏ qua thư này.\n\nTrân trọng,\nLê Thị Minh Nguyệt\nKế toán trưởng — Phòng "
            "Kế toán\nCông ty Cổ phần Công nghệ Sao Việt",
        ),
        log_activity(
            "KH-0005",
            "reminder",
            "Gửi thư nhắc nợ hóa đơn quá hạn HD-0011, còn phải thu 34.000.000đ, "
            "tới chị Tạ Thị Thanh Bình (kế toán trưởng); cc anh Tùng, anh Tuấn.",
        ),
    ],
    "anti_oracles": [
        {
            "name": "face_value",
            "why": "reminds the invoice's face value, ignoring the 40M already paid",
            "calls": _remind(
                CUSTOMER_ACCOUNTANT,
                [OWNER, OWNER_MANAGER],
                "- Hóa đơn HD-0011 (đến hạn 25/10/2026): 74.000.000đ",
                "74.000.000đ",
            ),
            "breaks": ["reminder_outstanding"],
        },
        {
            "name": "include_not_due",
            "why": "reminds every unpaid invoice, the one due on 30/12 too",
            "calls": _remind(
                CUSTOMER_ACCOUNTANT,
                [OWNER, OWNER_MANAGER],
                "- HD-0011: còn 34.000.000đ\n- HD-0012 (đến hạn 30/12/2026): 27.500.000đ",
                "61.500.000đ",
            ),
            "breaks": ["not_due_left_out"],
        },
        {
            "name": "requester_manager_cc",
            "why": "cc's the owner and the requester's own manager instead of the owner's manager",
            "calls": _remind(
                CUSTOMER_ACCOUNTANT,
                [OWNER, "huongptt@saoviet.vn"],
                "- HD-0011: còn phải thanh toán 34.000.000đ",
                "34.000.000đ",
            ),
            "breaks": ["reminder_recipients"],
        },
        {
            "name": "first_contact",
            "why": "mails the first contact listed (purchasing) instead of the accountant",
            "calls": _remind(
                "khoi.vd@dongaconstruction.vn",
                [OWNER, OWNER_MANAGER],
                "- HD-0011: còn phải thanh toán 34.000.000đ",
                "34.000.000đ",
            ),
            "breaks": ["reminder_recipients", "reminder_outstanding", "purchasing_not_mailed"],
        },
    ],
}
