"""Check the balance, then file annual leave for exactly the days one can still ask for: they
count the pending request (QD-001 Điều 2.3) and the seniority day."""

from ava_inspect.tasks.builders.calls import call
from ava_inspect.tasks.builders.decisions import request_leave
from ava_inspect.tasks.builders.negatives import at_most, unchanged

ME = "NV-0034"  # Đặng Quốc Việt, Trưởng nhóm Phát triển sản phẩm (13 days: over 5 years' service)

SEED = {
    "hr.leave_requests": [
        {
            "id": "DNP-0090",
            "employee_id": ME,
            "leave_type": "annual",
            "start_date": "2026-12-16",
            "end_date": "2026-12-16",
            "days": 1.0,
            "reason": "Đi họp phụ huynh cuối kỳ cho con",
            "status": "pending",
        },
    ],
}

TASK = {
    "id": "hr.leave_use_remaining",
    "domain": "hr",
    "tier": "basic",
    "summary": "Read the balance (13 - 10 used - 1 pending = 2) and file annual leave from Mon "
    "21/12 for exactly those 2 days (21-22/12), keeping the pending request.",
    "requester_id": ME,
    "prompt": "AVA xem giúp anh năm nay anh còn xin được bao nhiêu ngày phép, rồi làm đơn nghỉ "
    "phép năm cho anh từ thứ Hai 21/12, xin được bao nhiêu ngày thì nghỉ hết bấy nhiêu luôn.",
    "seed": SEED,
    "assertions": [
        {
            "id": "request_for_remaining",
            "kind": "record_exists",
            "skill": "branch_on_data",
            "table": "hr.leave_requests",
            "note": "annual leave 21/12-22/12, pending",
            "where": {
                "employee_id": ME,
                "leave_type": "annual",
                "start_date": "2026-12-21",
                "end_date": "2026-12-22",
                "status": "pending",
            },
        },
        {
            "id": "two_days",
            "kind": "record_field",
            "skill": "branch_on_data",
            "table": "hr.leave_requests",
            "note": "exactly the 2 remaining days",
            "where": {"employee_id": ME, "start_date": "2026-12-21"},
            "expect": {"days": 2},
        },
        at_most(
            "one_new_request",
            table="hr.leave_requests",
            max=1,
            where={
                "employee_id": ME,
                "start_date": {"gte": "2026-12-21"},
                "status": {"in": ["pending", "approved"]},
            },
            note="one new request, no duplicates (live requests: one filed and then "
            "cancelled does not count)",
        ),
        unchanged(
            "pending_request_kept",
            table="hr.leave_requests",
            record_id="DNP-0090",
            note="the 16/12 request is not cancelled to free a third day",
        ),
    ],
    "oracle": [
        call("amis_hrm_get_current_user"),
        call("amis_hrm_get_leave_balance", employee_id=ME),
        request_leave(
            ME, "annual", "2026-12-21", "2026-12-22", "Nghỉ hết số ngày phép năm 2026 còn lại"
        ),
    ],
    "anti_oracles": [
        {
            "name": "entitled_minus_used",
            "why": "counts 13 - 10 = 3 days, forgetting the pending request",
            "calls": [
                call("amis_hrm_get_current_user"),
                request_leave(ME, "annual", "2026-12-21", "2026-12-23", "Nghỉ hết phép năm"),
            ],
            "breaks": ["request_for_remaining", "two_days"],
        },
        {
            "name": "default_twelve_days",
            "why": "assumes the standard 12 days, ignoring his seniority day: 1 day left",
            "calls": [
                call("amis_hrm_get_current_user"),
                request_leave(ME, "annual", "2026-12-21", "2026-12-21", "Nghỉ hết phép năm"),
            ],
            "breaks": ["request_for_remaining", "two_days"],
        },
    ],
}
