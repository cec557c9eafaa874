"""Meeting rooms (the office's booking system)."""

from __future__ import annotations

from ava_inspect.tasks.builders.calls import Call, call


def book_room(room_id: str, date: str, start: str, end: str, title: str, attendees: int) -> Call:
    """`meeting_room_book` for one slot."""
    return call(
        "meeting_room_book",
        room_id=room_id,
        date=date,
        start=start,
        end=end,
        title=title,
        attendees=attendees,
    )


def cancel_booking(booking_id: str) -> Call:
    """`meeting_room_cancel_booking`."""
    return call("meeting_room_cancel_booking", booking_id=booking_id)
