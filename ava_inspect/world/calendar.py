"""Meeting rooms, room bookings and calendar events."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from .records import LOOKUP_CONFIG, IsoDate, IsoTime, Record


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


class CalendarWorld(BaseModel):
    """The calendar subsystem."""

    model_config = ConfigDict(extra="forbid", strict=True)

    rooms: list[MeetingRoom] = []
    bookings: list[RoomBooking] = []
    events: list[CalendarEvent] = []
