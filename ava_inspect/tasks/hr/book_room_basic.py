"""Book a named room for a meeting: look the room up, check it is free, book it once."""

from ava_inspect.tasks.builders.calls import call
from ava_inspect.tasks.builders.negatives import at_most
from ava_inspect.tasks.builders.rooms import book_room

TASK = {
    "id": "hr.book_room_basic",
    "domain": "hr",
    "tier": "basic",
    "summary": "Book room Mai for Friday 11/12 09:00-10:30 for 8 people, once.",
    "requester_id": "NV-0007",
    "prompt": "Em đặt giúp anh phòng Mai sáng thứ Sáu tuần này, từ 9h đến 10h30, để họp giao ban "
    "phòng Kinh doanh, khoảng 8 người nhé.",
    "assertions": [
        {
            "id": "booked",
            "kind": "record_exists",
            "skill": "vietnamese_values",
            "table": "calendar.bookings",
            "note": "room Mai, Friday 11/12, 09:00-10:30, by the requester",
            "where": {
                "room_id": "PH-04",
                "date": "2026-12-11",
                "start": "09:00",
                "end": "10:30",
                "organizer_id": "NV-0007",
                "status": "booked",
            },
        },
        {
            "id": "attendees",
            "note": "the Mai booking of Friday 11/12 09:00 is for 8 people",
            "kind": "record_field",
            "skill": "vietnamese_values",
            "table": "calendar.bookings",
            "where": {"room_id": "PH-04", "date": "2026-12-11", "start": "09:00"},
            "expect": {"attendees": 8},
        },
        at_most(
            "one_booking",
            table="calendar.bookings",
            max=1,
            where={"organizer_id": "NV-0007"},
            note="no duplicate or extra bookings",
        ),
    ],
    "oracle": [
        call("meeting_room_search", query="Mai"),
        call(
            "meeting_room_check_availability",
            date="2026-12-11",
            start="09:00",
            end="10:30",
            room_id="PH-04",
        ),
        book_room(
            "PH-04",
            date="2026-12-11",
            start="09:00",
            end="10:30",
            title="Họp giao ban phòng Kinh doanh",
            attendees=8,
        ),
    ],
    "anti_oracles": [
        {
            "name": "next_friday",
            "why": "reads 'thứ Sáu tuần này' as the Friday of next week",
            "calls": [
                book_room(
                    "PH-04",
                    date="2026-12-18",
                    start="09:00",
                    end="10:30",
                    title="Họp giao ban phòng Kinh doanh",
                    attendees=8,
                ),
            ],
            "breaks": ["booked", "attendees"],
        },
        {
            "name": "smallest_room_over_named",
            "why": "applies the smallest-room rule over the room he named: Lan (8 seats) for 8",
            "calls": [
                call(
                    "meeting_room_check_availability", date="2026-12-11", start="09:00", end="10:30"
                ),
                book_room(
                    "PH-03",
                    date="2026-12-11",
                    start="09:00",
                    end="10:30",
                    title="Họp giao ban phòng Kinh doanh",
                    attendees=8,
                ),
            ],
            "breaks": ["booked", "attendees"],
        },
    ],
}
