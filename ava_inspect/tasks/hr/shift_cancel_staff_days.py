"""A department head cancels two shift registrations of one of her staff, and nothing else."""

from ava_inspect.tasks.builders.calls import call
from ava_inspect.tasks.builders.decisions import request_leave
from ava_inspect.tasks.builders.negatives import no_record, unchanged
from ava_inspect.tasks.builders.people import cancel_shift, register_shift

TASK = {
    "id": "hr.shift_cancel_staff_days",
    "domain": "hr",
    "tier": "basic",
    "summary": "The customer-care head cancels Lan Anh's ca chiều on 24 and 25/12: exactly those "
    "two registrations, not Lành's shift on the same day, no stand-in registered, no leave request "
    "filed for her.",
    "requester_id": "NV-0025",
    "prompt": "Lan Anh xin nghỉ hai ngày 24 và 25/12, em hủy giúp chị các ca đã đăng ký của bạn "
    "ấy hai hôm đó nhé.",
    "assertions": [
        {
            "id": "thursday_cancelled",
            "note": "Lan Anh's shift of Thursday 24/12 is cancelled",
            "kind": "record_field",
            "skill": "bridge_tables",
            "table": "hr.shift_registrations",
            "where": {"employee_id": "NV-0028", "date": "2026-12-24"},
            "expect": {"status": "cancelled"},
        },
        {
            "id": "friday_cancelled",
            "note": "Lan Anh's shift of Friday 25/12 is cancelled",
            "kind": "record_field",
            "skill": "bridge_tables",
            "table": "hr.shift_registrations",
            "where": {"employee_id": "NV-0028", "date": "2026-12-25"},
            "expect": {"status": "cancelled"},
        },
        {
            "id": "other_days_kept",
            "kind": "record_count",
            "skill": "forbid_overreach",
            "table": "hr.shift_registrations",
            "negative": True,
            "note": "21, 22, 23 and 26/12 stay registered",
            "where": {
                "employee_id": "NV-0028",
                "date": {"in": ["2026-12-21", "2026-12-22", "2026-12-23", "2026-12-26"]},
                "status": "registered",
            },
            "count": 4,
        },
        unchanged(
            "lanh_untouched",
            table="hr.shift_registrations",
            record_id="DKC-0034",
            note="Trần Thị Lành's ca sáng on the same Thursday",
            skill="resist_look_alikes",
        ),
        {
            "id": "nobody_else_registered",
            "kind": "record_count",
            "skill": "forbid_overreach",
            "table": "hr.shift_registrations",
            "negative": True,
            "note": "no stand-in registered on 24-25/12: only Lành's ca sáng and Quyết's ca hành "
            "chính on 24/12 besides Lan Anh's",
            "where": {
                "date": {"in": ["2026-12-24", "2026-12-25"]},
                "employee_id": {"ne": "NV-0028"},
            },
            "count": 2,
        },
        no_record(
            "no_leave_filed",
            table="hr.leave_requests",
            where={"employee_id": "NV-0028", "start_date": {"gte": "2026-12-21"}},
            note="the head asked only for the shifts; the leave request is Lan Anh's own",
        ),
    ],
    "oracle": [
        call("amis_hrm_search_employee", query="Lan Anh"),
        call(
            "amis_timekeeping_list_shift_registrations",
            employee_id="NV-0028",
            from_date="2026-12-24",
            to_date="2026-12-25",
        ),
        cancel_shift("DKC-0038"),
        cancel_shift("DKC-0039"),
    ],
    "anti_oracles": [
        {
            "name": "whole_day",
            "why": "cancels every registration of Thursday 24/12, Lành's too",
            "calls": [cancel_shift("DKC-0034"), cancel_shift("DKC-0038"), cancel_shift("DKC-0039")],
            "breaks": ["lanh_untouched"],
        },
        {
            "name": "files_leave_too",
            "why": "also files the leave request the head did not ask for",
            "calls": [
                cancel_shift("DKC-0038"),
                cancel_shift("DKC-0039"),
                request_leave("NV-0028", "annual", "2026-12-24", "2026-12-25", "Việc riêng"),
            ],
            "breaks": ["no_leave_filed"],
        },
        {
            "name": "registers_stand_in",
            "why": "keeps ca chiều staffed by registering Thành in Lan Anh's place, unasked",
            "calls": [
                cancel_shift("DKC-0038"),
                cancel_shift("DKC-0039"),
                register_shift("NV-0035", "CA-C", "2026-12-24"),
                register_shift("NV-0035", "CA-C", "2026-12-25"),
            ],
            "breaks": ["nobody_else_registered"],
        },
    ],
}
