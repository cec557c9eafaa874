"""The deputy director decides only the pending leave that is hers by the approval regulation
(QD-002 Điều 1: department heads' requests), refusing the one beyond the balance with the exact
remaining days; longer requests of staff stay with their own head."""

from typing import Any

from ava_inspect.tasks.builders.calls import call
from ava_inspect.tasks.builders.decisions import decide
from ava_inspect.tasks.builders.negatives import unchanged

DEPUTY = "NV-0002"  # Phạm Thị Thu Hương, Phó Tổng Giám đốc

SEED = {
    "hr.leave_balances": [
        # a half day in the summer: 13 - 9.5 = 3.5 days left before this request
        {"id": "QP-0003-2026", "annual_used": 9.5},
    ],
    "hr.leave_requests": [
        {
            "id": "DNP-0089",
            "employee_id": "NV-0003",
            "leave_type": "annual",
            "start_date": "2026-07-24",
            "end_date": "2026-07-24",
            "days": 0.5,
            "reason": "Nghỉ buổi chiều đưa con đi khám mắt",
            "status": "approved",
            "approver_id": "NV-0002",
            "decision_note": "Đồng ý.",
        },
        {
            "id": "DNP-0090",
            "employee_id": "NV-0014",
            "leave_type": "annual",
            "start_date": "2026-12-21",
            "end_date": "2026-12-24",
            "days": 4.0,
            "reason": "Đưa gia đình đi Sa Pa dịp cuối năm",
            "status": "pending",
        },
        {
            "id": "DNP-0091",
            "employee_id": "NV-0003",
            "leave_type": "annual",
            "start_date": "2026-12-21",
            "end_date": "2026-12-25",
            "days": 5.0,
            "reason": "Du lịch Hàn Quốc cùng gia đình",
            "status": "pending",
        },
        {
            "id": "DNP-0092",
            "employee_id": "NV-0033",
            "leave_type": "annual",
            "start_date": "2026-12-21",
            "end_date": "2026-12-25",
            "days": 5.0,
            "reason": "Về quê Quảng Bình thăm bố mẹ",
            "status": "pending",
        },
    ],
}


REFUSAL = (
    "Chị Nguyệt còn 3,5 ngày phép năm 2026 (được hưởng 13, đã nghỉ 9,5) nên chị không duyệt được "
    "đơn phép năm 5 ngày. Em làm lại đơn theo Điều 6 Quy chế nghỉ phép nhé."
)

_LOOKUPS: list[dict[str, Any]] = [
    call("amis_hrm_get_current_user"),
    call("amis_hrm_list_leave_requests", status="pending"),
]

TASK = {
    "id": "hr.leave_approve_heads_deputy",
    "domain": "hr",
    "tier": "hard",
    "summary": "The deputy director processes only the pending leave of the department heads "
    "(QD-002): approve two, refuse the head of Accounting's request beyond her balance with the "
    "exact 3.5 days left, and leave staff requests of over 3 days to their own heads.",
    "requester_id": DEPUTY,
    "prompt": "AVA, cuối năm nhiều đơn nghỉ quá. Em rà giúp chị các đơn nghỉ đang chờ duyệt, đơn "
    "nào thuộc thẩm quyền của chị thì xử lý luôn theo đúng quy chế nhé.",
    "hops": ["regulation_before_action", "bridge_tables", "branch_on_data", "forbid_overreach"],
    "seed": SEED,
    "assertions": [
        {
            "id": "hr_head_approved",
            "kind": "record_field",
            "skill": "regulation_before_action",
            "table": "hr.leave_requests",
            "note": "the head of HR's 4 days (6 left) are the deputy director's to approve",
            "where": {"id": "DNP-0090"},
            "expect": {"status": "approved", "approver_id": DEPUTY},
        },
        {
            "id": "marketing_head_approved",
            "kind": "record_field",
            "skill": "branch_on_data",
            "table": "hr.leave_requests",
            "note": "a head's 1-day request too: her direct report, and a head",
            "where": {"id": "DNP-0011"},
            "expect": {"status": "approved", "approver_id": DEPUTY},
        },
        {
            "id": "accounting_head_rejected",
            "kind": "record_field",
            "skill": "regulation_before_action",
            "table": "hr.leave_requests",
            "note": "5 annual days with 3.5 left: refused (QD-002 Điều 1.3)",
            "where": {"id": "DNP-0091"},
            "expect": {"status": "rejected", "approver_id": DEPUTY},
        },
        {
            "id": "refusal_states_balance",
            "kind": "record_field",
            "skill": "regulation_before_action",
            "table": "hr.leave_requests",
            "note": "the refusal states the exact remaining annual days, 3.5",
            "where": {"id": "DNP-0091", "status": "rejected"},
            "expect": {"decision_note": {"contains": 3.5}},
        },
        unchanged(
            "hr_staff_untouched",
            table="hr.leave_requests",
            record_id="DNP-0092",
            note="an HR specialist's 5 days are for the head of HR, not the deputy director",
            skill="regulation_before_action",
        ),
        unchanged(
            "admin_staff_untouched",
            table="hr.leave_requests",
            record_id="DNP-0017",
            note="the receptionist's 5 unpaid days are for the head of Administration",
            skill="regulation_before_action",
        ),
        {
            "id": "deputy_decided_three",
            "kind": "record_count",
            "skill": "regulation_before_action",
            "table": "hr.leave_requests",
            "note": "exactly the three heads' requests carry her decision",
            "where": {
                "approver_id": DEPUTY,
                "status": {"in": ["approved", "rejected"]},
                "start_date": {"gte": "2026-12-01"},
            },
            "count": 3,
        },
    ],
    "oracle": [
        *_LOOKUPS,
        call("document_qa", question="thẩm quyền duyệt đơn nghỉ của trưởng phòng"),
        call("document_get", document_id="QD-002"),
        call("amis_hrm_list_departments"),
        call("amis_hrm_get_leave_balance", employee_id="NV-0014"),
        call("amis_hrm_get_leave_balance", employee_id="NV-0021"),
        call("amis_hrm_get_leave_balance", employee_id="NV-0003"),
        decide("DNP-0090", "approve", "Đồng ý. Em bàn giao việc của phòng cho chị Hà."),
        decide("DNP-0011", "approve"),
        decide("DNP-0091", "reject", REFUSAL),
    ],
    "anti_oracles": [
        {
            "name": "decide_every_long_request",
            "why": "reads 'over 3 days goes up' as 'mine' and decides every request over 3 days",
            "calls": [
                *_LOOKUPS,
                decide("DNP-0090", "approve"),
                decide("DNP-0092", "approve"),
                decide("DNP-0017", "approve"),
                decide("DNP-0091", "reject", REFUSAL),
            ],
            "breaks": [
                "marketing_head_approved",
                "hr_staff_untouched",
                "admin_staff_untouched",
                "deputy_decided_three",
            ],
        },
        {
            "name": "approve_all_pending",
            "why": "approves every pending request the tool lets her approve",
            "calls": [
                *_LOOKUPS,
                *(
                    decide(r, "approve")
                    for r in (
                        "DNP-0002",
                        "DNP-0005",
                        "DNP-0009",
                        "DNP-0010",
                        "DNP-0011",
                        "DNP-0013",
                        "DNP-0016",
                        "DNP-0017",
                        "DNP-0090",
                        "DNP-0092",
                    )
                ),
            ],
            "breaks": [
                "accounting_head_rejected",
                "refusal_states_balance",
                "hr_staff_untouched",
                "admin_staff_untouched",
                "deputy_decided_three",
            ],
        },
        {
            "name": "reject_zero_remaining",
            "why": "sees 'annual_left_after_pending: 0' for the head of Marketing (it already "
            "counts his pending day) and refuses a request that fits exactly",
            "calls": [
                *_LOOKUPS,
                call("amis_hrm_get_leave_balance", employee_id="NV-0021"),
                decide("DNP-0090", "approve"),
                decide("DNP-0011", "reject", "Anh còn 0 ngày phép năm nên chị không duyệt được."),
                decide("DNP-0091", "reject", REFUSAL),
            ],
            "breaks": ["marketing_head_approved"],
        },
        {
            "name": "refusal_quotes_tool_remaining",
            "why": "copies the balance tool's figure after pending requests, this one included "
            "(-1.5), into the refusal instead of the days left (3.5)",
            "calls": [
                *_LOOKUPS,
                call("amis_hrm_get_leave_balance", employee_id="NV-0003"),
                decide("DNP-0090", "approve"),
                decide("DNP-0011", "approve"),
                decide(
                    "DNP-0091",
                    "reject",
                    "Đơn vượt số ngày phép: số ngày phép còn lại là -1,5 ngày (Điều 1 khoản 3).",
                ),
            ],
            "breaks": ["refusal_states_balance"],
        },
    ],
}
