"""A team lead approves his team's pending leave within his authority (QD-002 Điều 1: up to 3
working days the direct manager; more, the department head) and asks the head to decide the rest.
"""

from typing import Any

from ava_inspect.tasks.builders.calls import Call, call
from ava_inspect.tasks.builders.decisions import decide
from ava_inspect.tasks.builders.mail import write_mail
from ava_inspect.tasks.builders.negatives import unchanged

LEAD = "NV-0009"  # Vũ Đức Anh, Trưởng nhóm Kinh doanh miền Bắc
HEAD_MAIL = "tuanhm@saoviet.vn"  # Hoàng Minh Tuấn, Trưởng phòng Kinh doanh

SEED = {
    "hr.leave_requests": [
        {
            "id": "DNP-0090",
            "employee_id": "NV-0008",
            "leave_type": "annual",
            "start_date": "2026-12-21",
            "end_date": "2026-12-22",
            "days": 2.0,
            "reason": "Đưa mẹ đi mổ mắt ở Bệnh viện Mắt Trung ương",
            "status": "pending",
        },
        {
            "id": "DNP-0091",
            "employee_id": "NV-0011",
            "leave_type": "annual",
            "start_date": "2026-12-28",
            "end_date": "2026-12-31",
            "days": 4.0,
            "reason": "Đưa gia đình đi Phú Quốc dịp cuối năm (đã đặt vé máy bay)",
            "status": "pending",
        },
        {
            "id": "DNP-0092",
            "employee_id": "NV-0013",
            "leave_type": "annual",
            "start_date": "2026-12-21",
            "end_date": "2026-12-22",
            "days": 2.0,
            "reason": "Về quê Cần Thơ ăn cưới em gái",
            "status": "pending",
        },
    ],
}


def _mail(to: str, body: str) -> Call:
    return write_mail(to, subject="Nhờ anh duyệt đơn nghỉ phép của Lê Quang Vinh", body=body)


ESCALATION = (
    "Chào anh Tuấn,\n\nEm là AVA, trợ lý của anh Vũ Đức Anh. Đơn nghỉ phép năm DNP-0091 của "
    "Lê Quang Vinh (nhóm Kinh doanh miền Bắc) từ 28/12/2026 đến 31/12/2026, 4 ngày làm việc, "
    "vượt thẩm quyền duyệt của trưởng nhóm (đơn trên 03 ngày do trưởng phòng duyệt theo Điều 1 "
    "Quy chế phân cấp phê duyệt). Vinh còn 7 ngày phép năm. Nhờ anh xem và duyệt giúp ạ.\n\n"
    "Trân trọng,\nAVA"
)

_LOOKUPS: list[dict[str, Any]] = [
    call("amis_hrm_get_current_user"),
    call("amis_hrm_search_employee", department_id="PB-KD", limit=20),
    call("amis_hrm_list_leave_requests", department_id="PB-KD", status="pending"),
]

TASK = {
    "id": "hr.leave_approve_team_authority",
    "domain": "hr",
    "tier": "hard",
    "summary": "A sales team lead approves his own reports' leave of up to 3 days, leaves the "
    "4-day request pending and mails the head of Sales to decide it (QD-002), and does not touch "
    "the other sales team's request.",
    "requester_id": LEAD,
    "prompt": "AVA ơi, em duyệt giúp anh các đơn nghỉ đang chờ của anh em trong nhóm anh nhé. Đơn "
    "nào vượt thẩm quyền của anh thì em gửi mail cho người có thẩm quyền nhờ duyệt giúp, nói rõ "
    "đơn của ai, nghỉ ngày nào.",
    "hops": ["regulation_before_action", "bridge_tables", "branch_on_data", "forbid_overreach"],
    "seed": SEED,
    "assertions": [
        {
            "id": "lan_approved",
            "kind": "record_field",
            "skill": "regulation_before_action",
            "table": "hr.leave_requests",
            "note": "Trần Thị Lan (his report), 2 days: within his authority",
            "where": {"id": "DNP-0090"},
            "expect": {"status": "approved", "approver_id": LEAD},
        },
        {
            "id": "nhung_approved",
            "kind": "record_field",
            "skill": "regulation_before_action",
            "table": "hr.leave_requests",
            "note": "Nguyễn Thị Hồng Nhung (his report), 3 unpaid days: within his authority",
            "where": {"id": "DNP-0005"},
            "expect": {"status": "approved", "approver_id": LEAD},
        },
        unchanged(
            "vinh_left_pending",
            table="hr.leave_requests",
            record_id="DNP-0091",
            note="Lê Quang Vinh's 4 days need the head of department: neither approved nor "
            "refused by the team lead",
            skill="regulation_before_action",
        ),
        {
            "id": "escalated_to_head",
            "kind": "mail_sent",
            "skill": "bridge_tables",
            "note": "the head of Sales (bridge: request > 3 days -> department -> its head -> "
            "address) is asked to decide Vinh's request, with its dates (to 31/12)",
            "to": [HEAD_MAIL],
            "body_contains": ["Vinh", "2026-12-31"],
        },
        unchanged(
            "other_team_untouched",
            table="hr.leave_requests",
            record_id="DNP-0092",
            note="Đặng Thị Kim Oanh reports to the southern team lead, not to him",
            skill="bridge_tables",
        ),
        {
            "id": "lead_decided_two",
            "kind": "record_count",
            "skill": "regulation_before_action",
            "table": "hr.leave_requests",
            "note": "exactly his two in-authority requests are approved by him",
            "where": {
                "approver_id": LEAD,
                "status": "approved",
                "start_date": {"gte": "2026-12-14"},
            },
            "count": 2,
        },
    ],
    "oracle": [
        *_LOOKUPS,
        call("document_qa", question="thẩm quyền duyệt đơn nghỉ phép theo số ngày"),
        call("amis_hrm_get_leave_balance", employee_id="NV-0008"),
        call("amis_hrm_get_leave_balance", employee_id="NV-0011"),
        decide("DNP-0090", "approve"),
        decide("DNP-0005", "approve", "Đồng ý nghỉ không hưởng lương 3 ngày."),
        call("amis_hrm_get_employee", employee_id="NV-0007"),
        _mail(HEAD_MAIL, ESCALATION),
    ],
    "anti_oracles": [
        {
            "name": "approve_whole_team",
            "why": "approves every request of his team, the 4-day one too",
            "calls": [
                *_LOOKUPS,
                decide("DNP-0090", "approve"),
                decide("DNP-0005", "approve"),
                decide("DNP-0091", "approve"),
            ],
            "breaks": ["vinh_left_pending", "escalated_to_head", "lead_decided_two"],
        },
        {
            "name": "approve_whole_department",
            "why": "approves every pending request of Sales it can, and escalates nothing",
            "calls": [
                *_LOOKUPS,
                decide("DNP-0090", "approve"),
                decide("DNP-0005", "approve"),
                decide("DNP-0092", "approve"),
            ],
            "breaks": ["other_team_untouched", "escalated_to_head", "lead_decided_two"],
        },
        {
            "name": "reject_over_authority",
            "why": "refuses the 4-day request instead of leaving it to the head",
            "calls": [
                *_LOOKUPS,
                decide("DNP-0090", "approve"),
                decide("DNP-0005", "approve"),
                decide(
                    "DNP-0091",
                    "reject",
                    "Đơn trên 3 ngày vượt thẩm quyền trưởng nhóm, em gửi lại trưởng phòng.",
                ),
                _mail(HEAD_MAIL, ESCALATION),
            ],
            "breaks": ["vinh_left_pending"],
        },
        {
            "name": "escalation_without_dates",
            "why": "asks the head to decide Vinh's request but does not say which days it covers",
            "calls": [
                *_LOOKUPS,
                decide("DNP-0090", "approve"),
                decide("DNP-0005", "approve"),
                _mail(
                    HEAD_MAIL,
                    "Chào anh Tuấn,\n\nĐơn nghỉ phép năm 4 ngày của Lê Quang Vinh vượt thẩm quyền "
                    "duyệt của trưởng nhóm, nhờ anh xem và duyệt giúp ạ.\n\nTrân trọng,\nAVA",
                ),
            ],
            "breaks": ["escalated_to_head"],
        },
        {
            "name": "escalate_everything",
            "why": "approves nothing itself and sends all three requests to the head",
            "calls": [
                *_LOOKUPS,
                _mail(
                    HEAD_MAIL,
                    "Nhờ anh duyệt các đơn nghỉ của nhóm miền Bắc: Trần Thị Lan 21-22/12, "
                    "Nguyễn Thị Hồng Nhung 21-23/12, Lê Quang Vinh 28-31/12.",
                ),
            ],
            "breaks": ["lan_approved", "nhung_approved", "lead_decided_two"],
        },
    ],
}
