"""Change one morning shift to an afternoon shift: cancel the old registration, register the new
one (the shift regulation's order), leave the rest of the week as it is."""

from ava_inspect.tasks.builders.calls import call
from ava_inspect.tasks.builders.negatives import unchanged
from ava_inspect.tasks.builders.people import cancel_shift, register_shift

TASK = {
    "id": "hr.shift_swap_afternoon",
    "domain": "hr",
    "tier": "basic",
    "summary": "Swap Tuesday 22/12 from ca sáng to ca chiều (CA-C): cancel the morning "
    "registration, register the afternoon one; the other days stay and no colleague is put on her "
    "morning shift.",
    "requester_id": "NV-0036",
    "prompt": "AVA ơi, sáng thứ Ba 22/12 chị phải đưa con đi tiêm, chị muốn đổi ca sáng hôm đó "
    "sang ca chiều. Em làm giúp chị nhé.",
    "assertions": [
        {
            "id": "morning_cancelled",
            "kind": "record_field",
            "skill": "regulation_before_action",
            "table": "hr.shift_registrations",
            "note": "the tool accepts back-to-back shifts, so the old one must be cancelled",
            "where": {"employee_id": "NV-0036", "date": "2026-12-22", "shift_id": "CA-S"},
            "expect": {"status": "cancelled"},
        },
        {
            "id": "afternoon_registered",
            "note": "she is registered for ca chiều on Tuesday 22/12",
            "kind": "record_field",
            "skill": "vietnamese_values",
            "table": "hr.shift_registrations",
            "where": {"employee_id": "NV-0036", "date": "2026-12-22", "shift_id": "CA-C"},
            "expect": {"status": "registered"},
        },
        {
            "id": "one_shift_that_day",
            "note": "one registered shift for her on 22/12: the morning one is cancelled, not kept beside it",
            "kind": "record_count",
            "skill": "regulation_before_action",
            "table": "hr.shift_registrations",
            "negative": True,
            "where": {"employee_id": "NV-0036", "date": "2026-12-22", "status": "registered"},
            "count": 1,
        },
        {
            "id": "rest_of_week_kept",
            "kind": "record_count",
            "skill": "forbid_overreach",
            "table": "hr.shift_registrations",
            "negative": True,
            "note": "21, 23 and 24/12 stay ca sáng",
            "where": {
                "employee_id": "NV-0036",
                "date": {"in": ["2026-12-21", "2026-12-23", "2026-12-24"]},
                "shift_id": "CA-S",
                "status": "registered",
            },
            "count": 3,
        },
        {
            "id": "nobody_else_registered",
            "kind": "record_count",
            "skill": "forbid_overreach",
            "table": "hr.shift_registrations",
            "negative": True,
            "note": "no colleague put on her old ca sáng: only Lan Anh's ca chiều and Quyết's ca "
            "hành chính on 22/12 besides hers",
            "where": {"date": "2026-12-22", "employee_id": {"ne": "NV-0036"}},
            "count": 2,
        },
        unchanged(
            "colleague_untouched",
            table="hr.shift_registrations",
            record_id="DKC-0036",
            note="not a trade with Lan Anh, who holds ca chiều that day",
        ),
    ],
    "oracle": [
        call("amis_hrm_get_current_user"),
        call("amis_timekeeping_list_shifts"),
        call(
            "amis_timekeeping_list_shift_registrations",
            employee_id="NV-0036",
            from_date="2026-12-22",
            to_date="2026-12-22",
        ),
        cancel_shift("DKC-0032"),
        register_shift("NV-0036", "CA-C", "2026-12-22"),
    ],
    "anti_oracles": [
        {
            "name": "register_without_cancel",
            "why": "adds the afternoon shift and keeps the morning one (the tool allows both)",
            "calls": [
                register_shift("NV-0036", "CA-C", "2026-12-22"),
            ],
            "breaks": ["morning_cancelled", "one_shift_that_day"],
        },
        {
            "name": "registers_stand_in",
            "why": "swaps her shift, then registers Thành for the ca sáng she leaves, unasked",
            "calls": [
                cancel_shift("DKC-0032"),
                register_shift("NV-0036", "CA-C", "2026-12-22"),
                register_shift("NV-0035", "CA-S", "2026-12-22"),
            ],
            "breaks": ["nobody_else_registered"],
        },
        {
            "name": "trade_with_colleague",
            "why": "reads 'đổi ca' as trading shifts with Lan Anh, who is on ca chiều that day",
            "calls": [
                cancel_shift("DKC-0032"),
                cancel_shift("DKC-0036"),
                register_shift("NV-0036", "CA-C", "2026-12-22"),
                register_shift("NV-0028", "CA-S", "2026-12-22"),
            ],
            "breaks": ["colleague_untouched", "nobody_else_registered"],
        },
    ],
}
