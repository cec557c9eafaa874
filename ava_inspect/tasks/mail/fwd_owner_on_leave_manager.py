"""Forward a customer's mail to the salesperson in charge, or to their manager when on leave."""

from ava_inspect.tasks.builders.calls import Call, call
from ava_inspect.tasks.builders.negatives import forwarded_once, not_mailed

MAIL = "TH-0090"


def _forward(to: list[str], cc: list[str] | None = None) -> Call:
    args = {
        "message_id": MAIL,
        "to": to,
        "note": "Em chuyển anh/chị đề nghị gửi hợp đồng gia hạn thuê bao AMIS CRM 2027 của khách "
        "hàng, nhờ anh/chị xử lý giúp.",
    }
    if cc:
        args["cc"] = cc
    return call("amismail_forward_mail", **args)


TASK = {
    "id": "mail.fwd_owner_on_leave_manager",
    "domain": "mail",
    "tier": "hard",
    "summary": "Forward Hoa Binh Corp's renewal request (sender address -> contact -> customer -> "
    "salesperson in charge) to that salesperson's manager Phan Thanh Tùng, because the "
    "salesperson Trần Văn Lâm is on approved leave today; not the look-alike Hòa Bình owners.",
    "requester_id": "NV-0025",
    "prompt": "Hộp thư CSKH vừa nhận mail của chị kế toán trưởng bên Hòa Bình xin hợp đồng gia "
    "hạn thuê bao, việc này bên Kinh doanh lo. Em chuyển tiếp cho bạn kinh doanh phụ trách khách "
    "đó giúp chị. Nếu hôm nay bạn ấy nghỉ phép thì chuyển thẳng cho quản lý trực tiếp của bạn ấy "
    "luôn cho kịp nhé.",
    "hops": ["bridge_tables", "branch_on_data", "forbid_overreach"],
    "seed": {
        "mail.messages": [
            {
                "id": MAIL,
                "folder": "inbox",
                "sender": "quynh.lam@hoabinhcorp.com",
                "to": ["cskh@saoviet.vn"],
                "subject": "Đề nghị gửi hợp đồng gia hạn thuê bao AMIS CRM năm 2027",
                "body": "Kính gửi Quý công ty,\n\nTheo trao đổi giữa Tổng Giám đốc Tan Wei Ming và "
                "đại diện Sao Việt ngày 07/12/2026, chúng tôi đồng ý gia hạn thuê bao AMIS CRM cho "
                "50 người dùng năm 2027 với mức giảm 8% nếu ký trước ngày 30/12/2026. Đề nghị Quý "
                "công ty gửi dự thảo hợp đồng gia hạn và báo giá sau chiết khấu trong tuần này để "
                "chúng tôi trình ký.\n\nTrân trọng,\nLâm Ngọc Quỳnh\nKế toán trưởng — Hoa Binh Corp",
                "sent_at": "2026-12-09T08:40",
                "read": False,
            }
        ],
        "hr.leave_requests": [
            {
                "id": "DNP-0090",
                "employee_id": "NV-0027",
                "leave_type": "annual",
                "start_date": "2026-12-08",
                "end_date": "2026-12-10",
                "days": 3.0,
                "reason": "Đưa mẹ vào TP. Hồ Chí Minh mổ mắt",
                "status": "approved",
                "approver_id": "NV-0012",
                "decision_note": "Đồng ý.",
            }
        ],
        "hr.leave_balances": [{"id": "QP-0027-2026", "annual_used": 12.0}],
    },
    "assertions": [
        {
            "id": "forwarded_to_manager",
            "kind": "mail_sent",
            "skill": "bridge_tables",
            "forwarded_from": MAIL,
            "note": "to the on-leave salesperson's direct manager only",
            "to": ["tungpt@saoviet.vn"],
            "only_recipients": True,
        },
        forwarded_once("one_forward", MAIL, note="the renewal request TH-0090 is forwarded once"),
        not_mailed(
            "owner_on_leave_skipped",
            note="no mail to Trần Văn Lâm, on leave today",
            recipients=["lamtv@saoviet.vn"],
            skill="branch_on_data",
        ),
        not_mailed(
            "furniture_owner_not_mailed",
            note="owner of the look-alike Công ty TNHH Nội thất Hòa Bình",
            recipients=["nhungnth@saoviet.vn"],
            skill="resist_look_alikes",
        ),
        not_mailed(
            "group_owner_not_mailed",
            note="owner of the look-alike Công ty Cổ phần Hòa Bình Group",
            recipients=["vinhlq@saoviet.vn"],
            skill="resist_look_alikes",
        ),
        not_mailed(
            "dept_head_not_mailed",
            note="the head of sales is not the salesperson's direct manager",
            recipients=["tuanhm@saoviet.vn"],
            skill="bridge_tables",
        ),
    ],
    "oracle": [
        call("amismail_search_mail", query="gia hạn thuê bao", unread_only=True),
        call("amismail_read_mail", message_id=MAIL),
        call("amismail_search_directory", query="quynh.lam@hoabinhcorp.com"),
        call("amis_crm_search_contact", query="quynh.lam@hoabinhcorp.com"),
        call("amis_crm_get_customer", customer_id="KH-0009"),
        call("amis_hrm_get_employee", employee_id="NV-0027"),
        call(
            "amis_hrm_list_leave_requests",
            employee_id="NV-0027",
            from_date="2026-12-09",
            to_date="2026-12-09",
        ),
        call("amis_hrm_get_employee", employee_id="NV-0012"),
        _forward(["tungpt@saoviet.vn"]),
    ],
    "anti_oracles": [
        {
            "name": "skips_leave_check",
            "why": "forwards to the salesperson in charge without checking that he is on leave",
            "calls": [_forward(["lamtv@saoviet.vn"])],
            "breaks": ["forwarded_to_manager", "owner_on_leave_skipped"],
        },
        {
            "name": "lookalike_customer",
            "why": "takes the first 'Hòa Bình' customer (Nội thất Hòa Bình) and its owner",
            "calls": [_forward(["nhungnth@saoviet.vn"])],
            "breaks": ["forwarded_to_manager", "furniture_owner_not_mailed"],
        },
        {
            "name": "department_head",
            "why": "sends it up to the head of sales instead of the salesperson's direct manager",
            "calls": [_forward(["tuanhm@saoviet.vn"])],
            "breaks": ["forwarded_to_manager", "dept_head_not_mailed"],
        },
        {
            "name": "manager_and_owner",
            "why": "forwards to the manager but copies the salesperson who is on leave",
            "calls": [_forward(["tungpt@saoviet.vn"], cc=["lamtv@saoviet.vn"])],
            "breaks": ["forwarded_to_manager", "owner_on_leave_skipped"],
        },
    ],
}
