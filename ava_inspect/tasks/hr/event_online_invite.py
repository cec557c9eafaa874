"""Create one online meeting with the right two invitees (one of them in another department)."""

from ava_inspect.tasks.builders.calls import Call, call
from ava_inspect.tasks.builders.negatives import no_record
from ava_inspect.tasks.builders.rooms import book_room

_EVENT = {
    "title": "Chuẩn bị nâng cấp tổng đài tối thứ Sáu 18/12",
    "date": "2026-12-16",
    "start": "15:00",
    "end": "15:45",
    "location": "Trực tuyến qua Google Meet",
    "description": "Thống nhất kịch bản trực tổng đài trong thời gian nâng cấp.",
}


def _event(attendee_ids: list[str]) -> Call:
    return call("calendar_create_event", **_EVENT, attendee_ids=attendee_ids)


TASK = {
    "id": "hr.event_online_invite",
    "domain": "hr",
    "tier": "basic",
    "summary": "Create an online meeting on 16/12 15:00-15:45 inviting exactly Trần Thị Lành (not "
    "a Trần Thị Lan) and Quyết of IT support; no room booked for it.",
    "requester_id": "NV-0025",
    "prompt": "Tạo giúp chị một cuộc họp online qua Google Meet lúc 15h chiều thứ Tư 16/12, "
    "họp 45 phút, để chuẩn bị cho đợt nâng cấp tổng đài tối thứ Sáu. Mời Lành bên mình với "
    "Quyết bên IT nhé.",
    "assertions": [
        {
            "id": "slot",
            "note": "her event of 16/12 runs 15:00-15:45 and is confirmed",
            "kind": "record_field",
            "skill": "vietnamese_values",
            "table": "calendar.events",
            "where": {"organizer_id": "NV-0025", "date": "2026-12-16"},
            "expect": {"start": "15:00", "end": "15:45", "status": "confirmed"},
        },
        {
            "id": "invitees",
            "kind": "record_field",
            "skill": "resist_look_alikes",
            "table": "calendar.events",
            "note": "Trần Thị Lành (CSKH) and Ngô Văn Quyết (IT support), nobody else",
            "where": {"organizer_id": "NV-0025", "date": "2026-12-16"},
            "expect": {"attendee_ids": ["NV-0036", "NV-0037"]},
        },
        {
            "id": "online",
            "kind": "record_field",
            "skill": "vietnamese_values",
            "table": "calendar.events",
            "where": {"organizer_id": "NV-0025", "date": "2026-12-16"},
            "note": "the place says the meeting is online (Google Meet, trực tuyến, online)",
            "expect": {"location": {"contains": [["Meet", "trực tuyến", "online"]]}},
        },
        no_record(
            "no_room",
            table="calendar.bookings",
            where={"organizer_id": "NV-0025", "date": "2026-12-16"},
            note="an online meeting holds no meeting room",
        ),
    ],
    "oracle": [
        call("amis_hrm_search_employee", query="Lành"),
        call("amis_hrm_search_employee", query="Quyết"),
        _event(["NV-0036", "NV-0037"]),
    ],
    "anti_oracles": [
        {
            "name": "lan_for_lanh",
            "why": "drops the diacritics and invites a Trần Thị Lan",
            "calls": [_event(["NV-0008", "NV-0037"])],
            "breaks": ["invitees"],
        },
        {
            "name": "books_room",
            "why": "also holds a meeting room for an online meeting",
            "calls": [
                _event(["NV-0036", "NV-0037"]),
                book_room(
                    "PH-01",
                    date="2026-12-16",
                    start="15:00",
                    end="15:45",
                    title=_EVENT["title"],
                    attendees=3,
                ),
            ],
            "breaks": ["no_room"],
        },
        {
            "name": "whole_team",
            "why": "invites the whole customer-care team as well",
            "calls": [_event(["NV-0028", "NV-0035", "NV-0036", "NV-0037"])],
            "breaks": ["invitees"],
        },
    ],
}
