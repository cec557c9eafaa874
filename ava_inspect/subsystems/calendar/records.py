"""Meeting rooms, room bookings and calendar events."""

from __future__ import annotations

from typing import ClassVar, Literal

from pydantic import Field

from ava_inspect.core.world.records import LOOKUP_CONFIG, IsoDate, IsoTime, Record
from ava_inspect.core.world.tables import TableSpec, WorldPart


class MeetingRoom(Record):
    """A meeting room (lookup table)."""

    model_config = LOOKUP_CONFIG

    name: str
    floor: int
    seats: int = Field(ge=1)
    equipment: list[str] = []


class RoomBooking(Record):
    """A room held for a time slot."""

    room_id: str
    date: IsoDate
    start: IsoTime
    end: IsoTime
    title: str
    organizer_id: str
    attendees: int = Field(ge=1)
    status: Literal["booked", "cancelled"] = "booked"


class CalendarEvent(Record):
    """An event on employees' calendars."""

    title: str
    date: IsoDate
    start: IsoTime
    end: IsoTime
    organizer_id: str
    attendee_ids: list[str] = []
    location: str = ""
    description: str = ""
    status: Literal["confirmed", "cancelled"] = "confirmed"


class CalendarWorld(WorldPart):
    """The calendar subsystem."""

    SUBSYSTEM: ClassVar[str] = "calendar"
    TABLES: ClassVar[tuple[TableSpec, ...]] = (
        TableSpec("calendar.rooms", MeetingRoom, "PH", lookup=True),
        TableSpec(
            "calendar.bookings",
            RoomBooking,
            "DP",
            refs={"room_id": "calendar.rooms", "organizer_id": "hr.employees"},
        ),
        TableSpec(
            "calendar.events",
            CalendarEvent,
            "SK",
            refs={"organizer_id": "hr.employees", "attendee_ids": "hr.employees"},
        ),
    )

    rooms: list[MeetingRoom] = []
    bookings: list[RoomBooking] = []
    events: list[CalendarEvent] = []
