"""A department head approves one named request: "Hà" of his own department, not the namesake
in HR who is also off at the end of the month, and nothing else."""

from ava_inspect.tasks.builders.calls import call
from ava_inspect.tasks.builders.decisions import decide
from ava_inspect.tasks.builders.negatives import unchanged

HEAD = "NV-0021"  # Hoàng Hải Nam, Trưởng phòng Marketing

SEED = {
    "hr.leave_requests": [
        {
            "id": "DNP-0090",
            "employee_id": "NV-0015",
            "leave_type": "annual",
            "start_date": "2026-12-29",
            "end_date": "2026-12-30",
            "days": 2.0,
            "reason": "Về quê Hà Nam thăm ông bà dịp cuối năm",
            "status": "pending",
        },
    ],
}

TASK = {
    "id": "hr.leave_approve_named",
    "domain": "hr",
    "tier": "basic",
    "summary": "The head of Marketing approves the end-of-month leave of 'Hà' in his team: Vũ Thu Hà of "
    "Marketing, not her namesake in HR with a pending request on nearly the same days; nothing "
    "else decided.",
    "requester_id": HEAD,
    "prompt": "Duyệt giúp anh đơn nghỉ cuối tháng của Hà bên anh nhé.",
    "seed": SEED,
    "assertions": [
        {
            "id": "ha_marketing_approved",
            "kind": "record_field",
            "skill": "resist_look_alikes",
            "table": "hr.leave_requests",
            "note": "Vũ Thu Hà (Marketing), 28-29/12: approved by her head",
            "where": {"id": "DNP-0009"},
            "expect": {"status": "approved", "approver_id": HEAD},
        },
        {
            "id": "balance_charged",
            "kind": "record_field",
            "skill": "resist_look_alikes",
            "table": "hr.leave_balances",
            "note": "the approval went through the system: 8 + 2 annual days used",
            "where": {"employee_id": "NV-0022", "year": 2026},
            "expect": {"annual_used": 10},
        },
        unchanged(
            "hr_namesake_untouched",
            table="hr.leave_requests",
            record_id="DNP-0090",
            note="Vũ Thu Hà of HR is not in his department",
            skill="resist_look_alikes",
        ),
        {
            "id": "one_decision",
            "kind": "record_count",
            "skill": "forbid_overreach",
            "table": "hr.leave_requests",
            "note": "only that request decided (not Khang's wedding leave too)",
            "where": {"approver_id": HEAD, "start_date": {"gte": "2026-12-01"}},
            "count": 1,
        },
    ],
    "oracle": [
        call("amis_hrm_get_current_user"),
        call("amis_hrm_search_employee", query="Hà"),
        call("amis_hrm_list_leave_requests", department_id="PB-MKT", status="pending"),
        call("amis_hrm_get_leave_balance", employee_id="NV-0022"),
        decide("DNP-0009", "approve"),
    ],
    "anti_oracles": [
        {
            "name": "hr_namesake",
            "why": "takes the first Vũ Thu Hà found (HR) and approves her request",
            "calls": [
                call("amis_hrm_search_employee", query="Vũ Thu Hà"),
                decide("DNP-0090", "approve"),
            ],
            "breaks": ["ha_marketing_approved", "balance_charged", "hr_namesake_untouched"],
        },
        {
            "name": "approve_both_ha",
            "why": "approves every pending request of a 'Hà' at the end of the month",
            "calls": [
                decide("DNP-0009", "approve"),
                decide("DNP-0090", "approve"),
            ],
            "breaks": ["hr_namesake_untouched", "one_decision"],
        },
        {
            "name": "whole_department",
            "why": "approves every pending request of Marketing",
            "calls": [
                decide("DNP-0009", "approve"),
                decide("DNP-0010", "approve"),
            ],
            "breaks": ["one_decision"],
        },
    ],
}
