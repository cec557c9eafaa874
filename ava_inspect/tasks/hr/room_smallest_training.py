"""Book a room for a head count and a slot, no room named: the smallest free room that seats
everyone, by the room-booking rule."""

from ava_inspect.tasks.builders.calls import Call, call
from ava_inspect.tasks.builders.negatives import at_most, no_record

_SLOT = {"date": "2026-12-18", "start": "15:00", "end": "16:30"}
_TITLE = "Đào tạo hội nhập nhân viên mới tháng 12"


def _book(room_id: str) -> Call:
    return call("meeting_room_book", room_id=room_id, **_SLOT, title=_TITLE, attendees=7)


TASK = {
    "id": "hr.room_smallest_training",
    "domain": "hr",
    "tier": "basic",
    "summary": "Book a room for 7 people on Friday 18/12 15:00-16:30 with no room named: Lan (8) "
    "is booked, so the smallest free room that fits is Mai (10), not Đào or Tùng.",
    "requester_id": "NV-0033",
    "prompt": "Em ơi, chiều thứ Sáu 18/12 chị tổ chức buổi hội nhập cho nhân viên mới, tính cả "
    "chị là 7 người, từ 15h đến 16h30. Em đặt giúp chị một phòng họp nhé.",
    "assertions": [
        {
            "id": "room_mai",
            "kind": "record_exists",
            "skill": "regulation_before_action",
            "table": "calendar.bookings",
            "note": "Cúc and Trúc seat 6, Lan (8) is taken 15:00-17:00: Mai (10) is the smallest",
            "where": {"room_id": "PH-04", **_SLOT, "organizer_id": "NV-0033", "status": "booked"},
        },
        {
            "id": "head_count",
            "note": "her booking of 18/12 is for 7 people",
            "kind": "record_field",
            "skill": "vietnamese_values",
            "table": "calendar.bookings",
            "where": {"organizer_id": "NV-0033", "date": "2026-12-18"},
            "expect": {"attendees": 7},
        },
        at_most(
            "one_booking",
            table="calendar.bookings",
            max=2,
            where={"organizer_id": "NV-0033", "status": "booked"},
            note="her 16/12 training and this one, no extra rooms held",
        ),
        no_record(
            "no_big_room",
            table="calendar.bookings",
            where={"date": "2026-12-18", "room_id": {"in": ["PH-05", "PH-06", "PH-08"]}},
            note="the large rooms stay free for large meetings",
            skill="regulation_before_action",
        ),
    ],
    "oracle": [
        call("document_qa", question="quy định chọn phòng họp"),
        call("meeting_room_check_availability", **_SLOT),
        _book("PH-04"),
    ],
    "anti_oracles": [
        {
            "name": "roomy_room",
            "why": "skips the rule and books Đào (12 seats) to be comfortable",
            "calls": [_book("PH-05")],
            "breaks": ["room_mai", "no_big_room"],
        },
        {
            "name": "hall_for_training",
            "why": "books the hall because it is a training session",
            "calls": [_book("PH-06")],
            "breaks": ["room_mai", "no_big_room"],
        },
    ],
}
