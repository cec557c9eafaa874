"""Move one event the requester organises and add one colleague (the right Ngọc) to it."""

from typing import Any

from ava_inspect.tasks.builders.calls import Call, call
from ava_inspect.tasks.builders.negatives import no_record, unchanged

_MOVE = {"date": "2026-12-18", "start": "10:00", "end": "11:00"}


def _update(**args: Any) -> Call:
    return call("calendar_update_event", event_id="SK-0006", **args)


TASK = {
    "id": "hr.event_move_misa_call",
    "domain": "hr",
    "tier": "basic",
    "summary": "Move the requester's AMIS renewal call with MISA to Friday 18/12 10:00-11:00 and "
    "add Ngọc of Accounting (not Ngọc Ánh of Sales), keeping the two invitees already there.",
    "requester_id": "NV-0023",
    "prompt": "Bên MISA xin lùi buổi trao đổi gia hạn hợp đồng AMIS sang 10h sáng thứ Sáu 18/12, "
    "vẫn họp 1 tiếng. Em đổi lịch giúp anh, mời thêm Ngọc bên Kế toán vào để nắm chi phí nhé.",
    "assertions": [
        {
            "id": "moved",
            "kind": "record_field",
            "skill": "vietnamese_values",
            "table": "calendar.events",
            "note": "the same event, moved (not a new one)",
            "where": {"id": "SK-0006"},
            "expect": {**_MOVE, "status": "confirmed"},
        },
        {
            "id": "invitees",
            "kind": "record_field",
            "skill": "resist_look_alikes",
            "table": "calendar.events",
            "note": "the two invitees kept and Ngô Thị Bích Ngọc added",
            "where": {"id": "SK-0006"},
            "expect": {"attendee_ids": ["NV-0003", "NV-0037", "NV-0006"]},
        },
        {
            "id": "no_new_event",
            "note": "he still organises two events: the call is moved, not created again",
            "kind": "record_count",
            "skill": "forbid_overreach",
            "table": "calendar.events",
            "negative": True,
            "where": {"organizer_id": "NV-0023"},
            "count": 2,
        },
        unchanged(
            "party_untouched",
            table="calendar.events",
            record_id="SK-0011",
            note="his year-end party event stays as it is",
        ),
        no_record(
            "no_room",
            table="calendar.bookings",
            where={"organizer_id": "NV-0023", "date": "2026-12-18"},
            note="the call stays online: no meeting room held for it",
        ),
    ],
    "oracle": [
        call("calendar_list_events", employee_id="NV-0023", from_date="2026-12-09"),
        call("amis_hrm_search_employee", query="Ngọc", department_id="PB-KT"),
        _update(**_MOVE, attendee_ids=["NV-0003", "NV-0037", "NV-0006"]),
    ],
    "anti_oracles": [
        {
            "name": "replaces_invitees",
            "why": "passes only the new person as attendee_ids, dropping the two already invited",
            "calls": [_update(**_MOVE, attendee_ids=["NV-0006"])],
            "breaks": ["invitees"],
        },
        {
            "name": "ngoc_anh",
            "why": "adds the first Ngọc a name search finds: Phan Thị Ngọc Ánh of Sales",
            "calls": [_update(**_MOVE, attendee_ids=["NV-0003", "NV-0037", "NV-0038"])],
            "breaks": ["invitees"],
        },
        {
            "name": "new_event",
            "why": "cancels the event and creates a new one instead of moving it",
            "calls": [
                call("calendar_cancel_event", event_id="SK-0006"),
                call(
                    "calendar_create_event",
                    title="Trao đổi gia hạn hợp đồng AMIS năm 2027 với MISA",
                    **_MOVE,
                    attendee_ids=["NV-0003", "NV-0037", "NV-0006"],
                    location="Trực tuyến qua Google Meet",
                ),
            ],
            "breaks": ["moved", "invitees", "no_new_event"],
        },
    ],
}
