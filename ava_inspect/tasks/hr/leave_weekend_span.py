"""One annual-leave request across a weekend, for the requester and not his namesake: the dates
he names, 4 working days."""

from ava_inspect.tasks.builders.calls import call
from ava_inspect.tasks.builders.decisions import request_leave
from ava_inspect.tasks.builders.negatives import at_most, unchanged

ME = "NV-0030"  # Nguyễn Văn Hưng, Phòng Kinh doanh (a namesake works in Engineering)

TASK = {
    "id": "hr.leave_weekend_span",
    "domain": "hr",
    "tier": "basic",
    "summary": "File one annual-leave request Thu 17/12 - Tue 22/12 (4 working days across the "
    "weekend) for the requester, not his namesake in Engineering who is off 17-18/12.",
    "requester_id": ME,
    "prompt": "AVA làm giúp anh đơn nghỉ phép năm từ thứ Năm 17/12 đến hết thứ Ba 22/12 nhé, anh "
    "đưa bố mẹ vào Đà Nẵng chơi mấy hôm.",
    "assertions": [
        {
            "id": "request_dates",
            "kind": "record_exists",
            "skill": "vietnamese_values",
            "table": "hr.leave_requests",
            "note": "one request from 17/12 to 22/12, pending, for the requester",
            "where": {
                "employee_id": ME,
                "start_date": "2026-12-17",
                "end_date": "2026-12-22",
                "status": "pending",
            },
        },
        {
            "id": "annual_four_days",
            "kind": "record_field",
            "skill": "vietnamese_values",
            "table": "hr.leave_requests",
            "note": "annual leave, 4 working days (Saturday and Sunday not counted)",
            "where": {"employee_id": ME, "start_date": "2026-12-17"},
            "expect": {"leave_type": "annual", "days": 4},
        },
        at_most(
            "one_request",
            table="hr.leave_requests",
            max=1,
            where={
                "employee_id": ME,
                "start_date": {"gte": "2026-12-14"},
                "status": {"in": ["pending", "approved"]},
            },
            note="one request, not one per week and no duplicate (live requests: one filed and then "
            "cancelled does not count)",
        ),
        unchanged(
            "namesake_request_untouched",
            table="hr.leave_requests",
            record_id="DNP-0002",
            note="the Engineering Nguyễn Văn Hưng's 17-18/12 request is left alone",
            skill="resist_look_alikes",
        ),
        {
            "id": "nothing_for_namesake",
            "kind": "record_count",
            "skill": "resist_look_alikes",
            "table": "hr.leave_requests",
            "negative": True,
            "note": "no new request for the namesake",
            "where": {"employee_id": "NV-0019", "start_date": {"gte": "2026-12-01"}},
            "count": 1,
        },
    ],
    "oracle": [
        call("amis_hrm_get_current_user"),
        call("amis_hrm_get_leave_balance", employee_id=ME),
        request_leave(ME, "annual", "2026-12-17", "2026-12-22", "Đưa bố mẹ đi Đà Nẵng"),
    ],
    "anti_oracles": [
        {
            "name": "namesake_by_search",
            "why": "finds 'Nguyễn Văn Hưng' by name, takes the Engineering one, is refused for "
            "the overlap and files the days after it",
            "calls": [
                call("amis_hrm_search_employee", query="Nguyễn Văn Hưng"),
                request_leave(
                    "NV-0019", "annual", "2026-12-21", "2026-12-22", "Đưa bố mẹ đi Đà Nẵng"
                ),
            ],
            "breaks": ["request_dates", "annual_four_days", "nothing_for_namesake"],
        },
        {
            "name": "two_requests_by_week",
            "why": "splits the leave at the weekend into two requests",
            "calls": [
                call("amis_hrm_get_current_user"),
                request_leave(ME, "annual", "2026-12-17", "2026-12-18", "Đưa bố mẹ đi Đà Nẵng"),
                request_leave(ME, "annual", "2026-12-21", "2026-12-22", "Đưa bố mẹ đi Đà Nẵng"),
            ],
            "breaks": ["request_dates", "annual_four_days", "one_request"],
        },
    ],
}
