"""Cancel the one pending leave request the requester describes (by its reason), not the other
late-December one nor the dental appointment."""

from ava_inspect.tasks.builders.calls import call
from ava_inspect.tasks.builders.decisions import leave_request
from ava_inspect.tasks.builders.negatives import unchanged

ME = "NV-0024"  # Cao Thị Yến, Nhân viên hành chính


SEED = {
    "hr.leave_requests": [
        leave_request(
            "DNP-0090",
            ME,
            "annual",
            "2026-12-16",
            "2026-12-16",
            1.0,
            "Nhổ răng khôn ở Bệnh viện Răng Hàm Mặt",
        ),
        leave_request(
            "DNP-0091",
            ME,
            "annual",
            "2026-12-28",
            "2026-12-29",
            2.0,
            "Về quê Hải Dương dự giỗ ông nội",
        ),
        leave_request(
            "DNP-0092",
            ME,
            "annual",
            "2026-12-31",
            "2026-12-31",
            1.0,
            "Nghỉ nối Tết Dương lịch, đi Đà Lạt",
        ),
    ],
}

TASK = {
    "id": "hr.leave_cancel_right_one",
    "domain": "hr",
    "tier": "basic",
    "summary": "Of three pending leave requests, cancel only the late-December trip home "
    "(28-29/12), identified by its reason; the 31/12 request and the dental day stay.",
    "requester_id": ME,
    "prompt": "AVA ơi, nhà chị dời ngày giỗ ông sang tháng Giêng rồi, em hủy giúp chị cái đơn nghỉ "
    "về quê cuối tháng này nhé.",
    "seed": SEED,
    "assertions": [
        {
            "id": "trip_home_cancelled",
            "kind": "record_field",
            "skill": "resist_look_alikes",
            "table": "hr.leave_requests",
            "note": "the 28-29/12 request for the death anniversary is cancelled",
            "where": {"id": "DNP-0091"},
            "expect": {"status": "cancelled"},
        },
        unchanged(
            "new_year_kept",
            table="hr.leave_requests",
            record_id="DNP-0092",
            note="the other late-December request (31/12, Đà Lạt) stays",
            skill="resist_look_alikes",
        ),
        unchanged(
            "dental_kept",
            table="hr.leave_requests",
            record_id="DNP-0090",
            note="the dental appointment on 16/12 stays",
        ),
        {
            "id": "no_new_request",
            "kind": "record_count",
            "skill": "forbid_overreach",
            "table": "hr.leave_requests",
            "negative": True,
            "note": "nothing re-filed (the new date is not set yet)",
            "where": {"employee_id": ME, "start_date": {"gte": "2026-12-01"}},
            "count": 3,
        },
    ],
    "oracle": [
        call("amis_hrm_get_current_user"),
        call("amis_hrm_list_leave_requests", employee_id=ME, status="pending"),
        call("amis_hrm_cancel_leave_request", request_id="DNP-0091"),
    ],
    "anti_oracles": [
        {
            "name": "cancel_all_late_december",
            "why": "cancels every request at the end of the month",
            "calls": [
                call("amis_hrm_cancel_leave_request", request_id="DNP-0091"),
                call("amis_hrm_cancel_leave_request", request_id="DNP-0092"),
            ],
            "breaks": ["new_year_kept"],
        },
        {
            "name": "cancel_last_one",
            "why": "takes the last request of the month without reading the reasons",
            "calls": [
                call("amis_hrm_cancel_leave_request", request_id="DNP-0092"),
            ],
            "breaks": ["trip_home_cancelled", "new_year_kept"],
        },
    ],
}
