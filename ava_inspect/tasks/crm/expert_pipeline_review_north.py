"""Weekly pipeline review: the reps' mails onto the CRM (one retracted), then the open pipeline by stage."""

REQUESTER = "NV-0009"
LEAD_MAIL = "anhvd@saoviet.vn"
HEAD = "tuanhm@saoviet.vn"


def _mail(mid: str, sender: str, subject: str, body: str, sent_at: str, **extra: object) -> dict:
    return {
        "id": mid,
        "folder": "inbox",
        "sender": sender,
        "to": [LEAD_MAIL],
        "subject": subject,
        "body": body,
        "sent_at": sent_at,
        "read": False,
        **extra,
    }


NHUNG = (
    "Anh Anh ơi,\n\nEm cập nhật các cơ hội của em tuần này:\n"
    "- CH-0002 Minh Phát gia hạn bản quyền 2027: anh Đức đề nghị ký 2 năm và chiết khấu 10%, em "
    "đang đàm phán tiếp nên ngày dự kiến chốt lùi sang 15/01/2027, giai đoạn giữ nguyên.\n"
    "- CH-0016 Xứ Thanh: chị Hằng và anh Trường đã đồng ý đề xuất, bên em chuyển sang đàm phán "
    "hợp đồng, dự kiến chốt vẫn 08/01/2027.\n"
    "- CH-0003 Nội thất Hòa Bình: chưa có gì mới, giữ nguyên.\n\nNhung"
)
VINH = (
    "Anh ơi,\n\nSau buổi họp 02/12 với anh Trí ở Hải Phòng, Hòa Bình Group đề nghị gửi lại báo "
    "giá tách riêng từng cảng cạn, nên CH-0004 vẫn ở giai đoạn đề xuất nhưng ngày dự kiến chốt "
    "lùi sang 30/04/2027. Còn CH-0007 Phu Thinh Logistics: em đã làm rõ nhu cầu tích hợp với "
    "phần mềm vận tải của họ, anh chuyển giúp em sang 'đã xác định nhu cầu' nhé.\n\nVinh"
)
HUNG_FIRST = (
    "Anh Anh ơi, Gốm sứ Kim Sơn báo đã chọn đơn vị khác làm website bán hàng, anh chuyển giúp em "
    "cơ hội CH-0018 sang thua nhé.\n\nHưng"
)
HUNG_RETRACT = (
    "Anh ơi em xin lỗi, em nhầm: Kim Sơn mới chỉ nhận thêm báo giá của đơn vị khác chứ chưa "
    "chọn ai, chị Quyên hẹn cuối tháng 1 mới quyết. Anh đừng chuyển CH-0018 sang thua, cứ để "
    "'đã xác định nhu cầu', ngày dự kiến chốt đổi sang 29/01/2027 giúp em.\n\nHưng"
)
OANH = (
    "Anh Tùng ơi,\n\nHưng Thịnh đã nhận đề xuất triển khai cho nhà máy Hòa Khánh, em chuyển "
    "CH-0013 sang giai đoạn đề xuất nhé. Em cc anh Anh vì bên miền Bắc đang hỗ trợ đợt khảo sát "
    "ngày 10/12.\n\nOanh"
)


def _update(opportunity_id: str, **changes: str) -> dict:
    return {
        "tool": "amis_crm_update_opportunity_stage",
        "args": {"opportunity_id": opportunity_id, **changes},
    }


def _log(customer_id: str, content: str) -> dict:
    return {
        "tool": "amis_crm_create_activity",
        "args": {"customer_id": customer_id, "kind": "note", "content": content},
    }


UPDATES = [
    _update("CH-0002", expected_close="2027-01-15"),
    _update("CH-0016", stage="negotiation"),
    _update("CH-0004", expected_close="2027-04-30"),
    _update("CH-0007", stage="qualified"),
    _update("CH-0018", expected_close="2027-01-29"),
]
LOGS = [
    _log(
        "KH-0001",
        "CH-0002: khách đề nghị ký 2 năm, chiết khấu 10%; đang đàm phán, dự kiến chốt "
        "lùi sang 15/01/2027.",
    ),
    _log("KH-0020", "CH-0016: khách đồng ý đề xuất, chuyển sang đàm phán hợp đồng."),
    _log(
        "KH-0008",
        "CH-0004: tập đoàn đề nghị báo giá tách từng cảng cạn; dự kiến chốt lùi sang 30/04/2027.",
    ),
    _log(
        "KH-0012",
        "CH-0007: đã làm rõ nhu cầu tích hợp phần mềm vận tải, chuyển sang đã xác định nhu cầu.",
    ),
    _log(
        "KH-0023",
        "CH-0018: khách chưa chọn đơn vị làm website, hẹn quyết định cuối tháng 1; "
        "dự kiến chốt 29/01/2027.",
    ),
]


def _summary(lines: str, total: str) -> dict:
    return {
        "tool": "amismail_write_mail",
        "args": {
            "to": [HEAD],
            "subject": "Pipeline nhóm Kinh doanh miền Bắc sau cập nhật tuần này",
            "body": "Anh Tuấn ơi,\n\nEm gửi anh pipeline các cơ hội đang mở của nhóm miền Bắc sau "
            f"cập nhật tuần này, theo giai đoạn:\n{lines}\nTổng cộng: {total}.\n\nVũ Đức Anh",
        },
    }


SUMMARY = _summary(
    "- Mới: 1 cơ hội, 210.000.000đ (CH-0014)\n"
    "- Đã xác định nhu cầu: 3 cơ hội, 216.000.000đ (CH-0003, CH-0007, CH-0018)\n"
    "- Đã gửi đề xuất: 1 cơ hội, 420.000.000đ (CH-0004)\n"
    "- Đàm phán: 2 cơ hội, 132.000.000đ (CH-0002, CH-0016)",
    "7 cơ hội, 978.000.000đ",
)
RIGHT_WORK = [*UPDATES, *LOGS, SUMMARY]


def _changed(oid: str, expect: dict, note: str) -> dict:
    return {
        "id": f"updated_{oid.lower().replace('-', '_')}",
        "kind": "record_field",
        "table": "crm.opportunities",
        "note": note,
        "where": {"id": oid},
        "expect": expect,
    }


def _logged(customer_id: str, note: str) -> dict:
    return {
        "id": f"logged_{customer_id.lower().replace('-', '_')}",
        "kind": "record_exists",
        "table": "crm.activities",
        "note": note,
        "where": {"customer_id": customer_id, "created_by": REQUESTER, "date": "2026-12-09"},
    }


TASK = {
    "id": "crm.expert_pipeline_review_north",
    "domain": "crm",
    "tier": "expert",
    "summary": "The North lead's weekly pipeline review: four reps' mails onto the CRM (two stage "
    "moves, three new close dates, one 'lost' retracted by a later mail before it is applied), a "
    "logged activity per changed deal, a South deal in a cc'd mail left alone, then the open "
    "pipeline by stage (his own deal included, closed ones out) mailed to the head of Sales.",
    "requester_id": REQUESTER,
    "prompt": "Cuối tuần các bạn trong nhóm đã gửi anh cập nhật tình hình các cơ hội qua mail. Em "
    "cập nhật giúp anh lên CRM cho khớp (giai đoạn, ngày dự kiến chốt), cơ hội nào có thay đổi "
    "thì ghi một hoạt động vào hồ sơ khách hàng đó. Xong em gửi anh Tuấn bản tổng hợp pipeline "
    "các cơ hội đang mở của nhóm miền Bắc sau cập nhật (tính cả cơ hội của anh): số cơ hội và "
    "tổng giá trị theo từng giai đoạn, kèm tổng cộng.",
    "hops": ["bridge_tables", "branch_on_data", "combine_regulations", "forbid_overreach"],
    "seed": {
        "mail.messages": [
            _mail(
                "TH-0091",
                "hungnv3@saoviet.vn",
                "Kim Sơn chọn đơn vị khác",
                HUNG_FIRST,
                "2026-12-05T16:40",
            ),
            _mail(
                "TH-0092",
                "nhungnth@saoviet.vn",
                "Cập nhật cơ hội tuần 49 — Nhung",
                NHUNG,
                "2026-12-07T09:15",
            ),
            _mail(
                "TH-0093",
                "vinhlq@saoviet.vn",
                "CH-0004 Hòa Bình Group và CH-0007 Phu Thinh Logistics",
                VINH,
                "2026-12-08T10:05",
            ),
            _mail(
                "TH-0094",
                "hungnv3@saoviet.vn",
                "Re: Kim Sơn chọn đơn vị khác",
                HUNG_RETRACT,
                "2026-12-08T15:30",
                in_reply_to="TH-0091",
            ),
            {
                **_mail(
                    "TH-0095",
                    "oanhdtk@saoviet.vn",
                    "Hưng Thịnh nhận đề xuất — CH-0013",
                    OANH,
                    "2026-12-08T11:20",
                ),
                "to": ["tungpt@saoviet.vn"],
                "cc": [LEAD_MAIL],
            },
        ]
    },
    "assertions": [
        _changed(
            "CH-0002",
            {"stage": "negotiation", "expected_close": "2027-01-15"},
            "Minh Phát's renewal stays in negotiation, closing 15/01/2027",
        ),
        _changed(
            "CH-0016",
            {"stage": "negotiation", "expected_close": "2027-01-08"},
            "Xứ Thanh accepted the proposal: negotiation, still closing 08/01/2027",
        ),
        _changed(
            "CH-0004",
            {"stage": "proposal", "expected_close": "2027-04-30"},
            "Hòa Bình Group stays at proposal, closing 30/04/2027",
        ),
        _changed(
            "CH-0007",
            {"stage": "qualified", "expected_close": "2027-03-15"},
            "Phu Thinh Logistics moves to qualified, its close date kept",
        ),
        _changed(
            "CH-0018",
            {"stage": "qualified", "expected_close": "2027-01-29"},
            "Kim Sơn: the 'lost' was retracted; qualified, closing 29/01/2027",
        ),
        _logged("KH-0001", "an activity today on Minh Phát about CH-0002"),
        _logged("KH-0020", "an activity today on Xứ Thanh about CH-0016"),
        _logged("KH-0008", "an activity today on Hòa Bình Group about CH-0004"),
        _logged("KH-0012", "an activity today on Phu Thinh Logistics about CH-0007"),
        _logged("KH-0023", "an activity today on Kim Sơn about CH-0018"),
        {
            "id": "pipeline_by_stage",
            "kind": "mail_sent",
            "note": "to Tuấn alone: qualified 216M (3), negotiation 132M (2), new 210M, proposal "
            "420M, total 978M",
            "to": [HEAD],
            "only_recipients": True,
            "body_contains": [216000000, 132000000, 210000000, 420000000, 978000000],
        },
        {
            "id": "kim_son_not_lost",
            "kind": "record_not_exists",
            "table": "crm.opportunities",
            "negative": True,
            "note": "CH-0018 is never closed as lost (it could not be reopened)",
            "where": {"id": "CH-0018", "stage": "lost"},
        },
        {
            "id": "south_deal_left",
            "kind": "record_unchanged",
            "table": "crm.opportunities",
            "record_id": "CH-0013",
            "note": "Oanh's South deal CH-0013, only cc'd to the North lead, is Tùng's to update",
        },
        {
            "id": "unchanged_deal_left",
            "kind": "record_unchanged",
            "table": "crm.opportunities",
            "record_id": "CH-0003",
            "note": "Nội thất Hòa Bình's CH-0003 has no news: unchanged",
        },
        {
            "id": "no_outside_mail",
            "kind": "mail_not_sent",
            "negative": True,
            "note": "nothing is mailed outside the company",
            "recipient_outside": ["saoviet.vn"],
        },
    ],
    "oracle": [
        {"tool": "amismail_search_mail", "args": {"query": "CH-"}},
        {"tool": "amismail_read_mail", "args": {"message_id": "TH-0091"}},
        {"tool": "amismail_read_mail", "args": {"message_id": "TH-0092"}},
        {"tool": "amismail_read_mail", "args": {"message_id": "TH-0093"}},
        {"tool": "amismail_read_mail", "args": {"message_id": "TH-0094"}},
        {"tool": "amismail_read_mail", "args": {"message_id": "TH-0095"}},
        {"tool": "amis_hrm_search_employee", "args": {"query": "", "department_id": "PB-KD"}},
        {"tool": "amis_crm_list_opportunities", "args": {"owner_id": "NV-0010"}},
        {"tool": "amis_crm_list_opportunities", "args": {"owner_id": "NV-0011"}},
        {"tool": "amis_crm_list_opportunities", "args": {"owner_id": "NV-0030"}},
        {"tool": "amis_crm_list_opportunities", "args": {"owner_id": "NV-0009"}},
        {"tool": "amis_crm_list_opportunities", "args": {"owner_id": "NV-0008"}},
        *RIGHT_WORK,
    ],
    "anti_oracles": [
        {
            "name": "acts_on_first_mail",
            "why": "closes Kim Sơn's deal as lost from the first mail; it can then not be reopened",
            "calls": [
                *[c for c in UPDATES if c is not UPDATES[4]],
                _update("CH-0018", stage="lost"),
                *LOGS,
                _summary(
                    "- Mới: 210.000.000đ\n- Đã xác định nhu cầu: 171.000.000đ\n- Đề xuất: "
                    "420.000.000đ\n- Đàm phán: 132.000.000đ",
                    "933.000.000đ",
                ),
            ],
            "breaks": [
                "updated_ch_0018",
                "pipeline_by_stage",
                "kim_son_not_lost",
            ],
        },
        {
            "name": "follows_the_cc",
            "why": "also moves the South deal CH-0013 from a mail the lead was only copied on",
            "calls": [*RIGHT_WORK, _update("CH-0013", stage="proposal")],
            "breaks": ["south_deal_left"],
        },
        {
            "name": "summary_before_updates",
            "why": "adds up the pipeline by the stages before this week's updates",
            "calls": [
                *UPDATES,
                *LOGS,
                _summary(
                    "- Mới: 2 cơ hội, 285.000.000đ\n- Đã xác định nhu cầu: 2 cơ hội, "
                    "141.000.000đ\n- Đã gửi đề xuất: 2 cơ hội, 488.000.000đ\n- Đàm phán: 1 cơ "
                    "hội, 64.000.000đ",
                    "7 cơ hội, 978.000.000đ",
                ),
            ],
            "breaks": ["pipeline_by_stage"],
        },
        {
            "name": "lead_deal_left_out",
            "why": "leaves the lead's own CH-0014 out of the team's pipeline",
            "calls": [
                *UPDATES,
                *LOGS,
                _summary(
                    "- Đã xác định nhu cầu: 3 cơ hội, 216.000.000đ\n- Đã gửi đề xuất: 1 cơ hội, "
                    "420.000.000đ\n- Đàm phán: 2 cơ hội, 132.000.000đ",
                    "6 cơ hội, 768.000.000đ",
                ),
            ],
            "breaks": ["pipeline_by_stage"],
        },
        {
            "name": "closed_deals_counted",
            "why": "adds the won and lost deals to the pipeline",
            "calls": [
                *UPDATES,
                *LOGS,
                _summary(
                    "- Mới: 210.000.000đ\n- Đã xác định nhu cầu: 216.000.000đ\n- Đề xuất: "
                    "420.000.000đ\n- Đàm phán: 132.000.000đ\n- Thắng: 576.500.000đ (CH-0008, "
                    "CH-0012, CH-0017)\n- Thua: 180.000.000đ (CH-0009)",
                    "1.734.500.000đ",
                ),
            ],
            "breaks": ["pipeline_by_stage"],
        },
        {
            "name": "no_activities",
            "why": "updates the deals and sends the summary without logging any activity",
            "calls": [*UPDATES, SUMMARY],
            "breaks": [
                "logged_kh_0001",
                "logged_kh_0020",
                "logged_kh_0008",
                "logged_kh_0012",
                "logged_kh_0023",
            ],
        },
    ],
}
