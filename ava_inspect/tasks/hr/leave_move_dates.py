"""Move a pending leave request to new dates: the requester's own request, the right working
days, and no leftover on the old dates."""

from ava_inspect.tasks.builders.calls import call
from ava_inspect.tasks.builders.decisions import request_leave
from ava_inspect.tasks.builders.negatives import no_record

ME = "NV-0019"  # Nguyễn Văn Hưng, Phòng Kỹ thuật (a namesake works in Sales)

TASK = {
    "id": "hr.leave_move_dates",
    "domain": "hr",
    "tier": "basic",
    "summary": "Move the requester's pending 2-day annual leave from 17-18/12 to Thu-Fri of the "
    "week after (24-25/12), leaving no request on the old dates and nothing for his namesake.",
    "requester_id": ME,
    "prompt": "Em ơi, bệnh viện đổi lịch hẹn khám cho con anh rồi. Đơn nghỉ phép tuần sau của anh, "
    "em dời sang thứ Năm với thứ Sáu tuần sau nữa giúp anh nhé.",
    "assertions": [
        {
            "id": "moved_to_new_dates",
            "kind": "record_exists",
            "skill": "vietnamese_values",
            "table": "hr.leave_requests",
            "note": "a pending request for Thursday 24/12 to Friday 25/12",
            "where": {
                "employee_id": ME,
                "start_date": "2026-12-24",
                "end_date": "2026-12-25",
                "status": "pending",
            },
        },
        {
            "id": "still_two_annual_days",
            "kind": "record_field",
            "skill": "vietnamese_values",
            "table": "hr.leave_requests",
            "note": "still annual leave, 2 working days",
            "where": {"employee_id": ME, "start_date": "2026-12-24"},
            "expect": {"leave_type": "annual", "days": 2},
        },
        {
            "id": "old_dates_gone",
            "kind": "record_not_exists",
            "skill": "forbid_overreach",
            "table": "hr.leave_requests",
            "negative": False,
            "note": "no live request left on 17-18/12",
            "where": {
                "employee_id": ME,
                "start_date": "2026-12-17",
                "status": {"in": ["pending", "approved"]},
            },
        },
        {
            "id": "one_live_request",
            "kind": "record_count",
            "skill": "forbid_overreach",
            "table": "hr.leave_requests",
            "negative": True,
            "note": "one live request in all: moved, not duplicated",
            "where": {
                "employee_id": ME,
                "status": {"in": ["pending", "approved"]},
                "start_date": {"gte": "2026-12-01"},
            },
            "count": 1,
        },
        no_record(
            "namesake_untouched",
            table="hr.leave_requests",
            where={"employee_id": "NV-0030", "start_date": {"gte": "2026-12-14"}},
            note="the Sales Nguyễn Văn Hưng gets no request",
            skill="resist_look_alikes",
        ),
    ],
    "oracle": [
        call("amis_hrm_get_current_user"),
        call("amis_hrm_list_leave_requests", employee_id=ME, status="pending"),
        call(
            "amis_hrm_update_leave_request",
            request_id="DNP-0002",
            start_date="2026-12-24",
            end_date="2026-12-25",
        ),
    ],
    "anti_oracles": [
        {
            "name": "new_request_old_kept",
            "why": "files a new request for 24-25/12 and leaves the old one pending",
            "calls": [
                call("amis_hrm_get_current_user"),
                request_leave(ME, "annual", "2026-12-24", "2026-12-25", "Đưa con đi khám"),
            ],
            "breaks": ["old_dates_gone", "one_live_request"],
        },
        {
            "name": "one_week_too_far",
            "why": "counts 'tuần sau nữa' one week too far and moves the leave to 31/12-01/01",
            "calls": [
                call("amis_hrm_get_current_user"),
                call(
                    "amis_hrm_update_leave_request",
                    request_id="DNP-0002",
                    start_date="2026-12-31",
                    end_date="2027-01-01",
                ),
            ],
            "breaks": ["moved_to_new_dates", "still_two_annual_days"],
        },
    ],
}
