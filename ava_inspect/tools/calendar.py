"""Meeting rooms and room bookings."""

from __future__ import annotations

from typing import Any

from ..world.calendar import RoomBooking
from .common import current_employee_id, find, parse_day, parse_slot, search_text_matches, view
from .runtime import Session, ava_tool, require


def _overlaps(booking: Any, day: str, start: str, end: str) -> bool:
    return (
        booking.status == "booked"
        and booking.date == day
        and booking.start < end
        and start < booking.end
    )


@ava_tool("calendar", writes=False)
def meeting_room_search(s: Session, query: str = "", min_seats: int = 1) -> list[dict[str, Any]]:
    """Tìm phòng họp theo tên, tầng hoặc thiết bị; lọc theo số chỗ ngồi tối thiểu.

    Args:
        query: Từ khóa, ví dụ "Phòng Mai" hoặc "máy chiếu"; để trống để liệt kê mọi phòng.
        min_seats: Chỉ lấy phòng có ít nhất ngần này chỗ ngồi.
    """
    return [
        view(r)
        for r in s.world.calendar.rooms
        if r.seats >= min_seats
        and search_text_matches(query, r.name, f"tầng {r.floor}", " ".join(r.equipment))
    ]


@ava_tool("calendar", writes=False)
def meeting_room_check_availability(
    s: Session, date: str, start: str, end: str, room_id: str = ""
) -> list[dict[str, Any]]:
    """Kiểm tra phòng họp trống trong một khung giờ: mỗi phòng kèm `available` và các lịch trùng.

    Args:
        date: Ngày họp (YYYY-MM-DD).
        start: Giờ bắt đầu (HH:MM).
        end: Giờ kết thúc (HH:MM).
        room_id: Chỉ kiểm tra phòng này; để trống: mọi phòng.
    """
    day, start, end = parse_slot(date, start, end)
    rooms = (
        [find(s.world.calendar.rooms, room_id, "phòng họp")] if room_id else s.world.calendar.rooms
    )
    result = []
    for room in rooms:
        clashes = [
            {"booking_id": b.id, "start": b.start, "end": b.end, "title": b.title}
            for b in s.world.calendar.bookings
            if b.room_id == room.id and _overlaps(b, day, start, end)
        ]
        result.append(
            {
                "room_id": room.id,
                "name": room.name,
                "seats": room.seats,
                "available": not clashes,
                "conflicts": clashes,
            }
        )
    return result


@ava_tool("calendar", writes=False)
def meeting_room_list_bookings(s: Session, date: str, room_id: str = "") -> list[dict[str, Any]]:
    """Liệt kê lịch đặt phòng trong một ngày.

    Args:
        date: Ngày (YYYY-MM-DD).
        room_id: Chỉ lấy lịch của phòng này; để trống: mọi phòng.
    """
    day = parse_day(date, "date").isoformat()
    return [
        view(b)
        for b in s.world.calendar.bookings
        if b.date == day and (not room_id or b.room_id == room_id)
    ]


@ava_tool("calendar", writes=True)
def meeting_room_book(
    s: Session, room_id: str, date: str, start: str, end: str, title: str, attendees: int
) -> dict[str, Any]:
    """Đặt phòng họp cho người dùng hiện tại. Không đặt được nếu phòng đã có lịch trùng giờ
    hoặc không đủ chỗ ngồi.

    Args:
        room_id: Mã phòng họp, ví dụ "PH-03" (lấy từ meeting_room_search).
        date: Ngày họp (YYYY-MM-DD).
        start: Giờ bắt đầu (HH:MM).
        end: Giờ kết thúc (HH:MM).
        title: Tên cuộc họp.
        attendees: Số người dự họp.
    """
    organizer = current_employee_id(s)
    room = find(s.world.calendar.rooms, room_id, "phòng họp")
    day, start, end = parse_slot(date, start, end)
    require(title.strip(), "title không được để trống.")
    require(attendees >= 1, "attendees phải từ 1 trở lên.")
    require(
        attendees <= room.seats,
        f"{room.name} chỉ có {room.seats} chỗ, không đủ cho {attendees} người.",
    )
    clash = next(
        (
            b
            for b in s.world.calendar.bookings
            if b.room_id == room.id and _overlaps(b, day, start, end)
        ),
        None,
    )
    require(
        clash is None,
        f"{room.name} đã có lịch '{clash.title if clash else ''}' "
        f"({clash.start if clash else ''}-{clash.end if clash else ''}) trùng giờ.",
    )
    booking = RoomBooking(
        id=s.world.next_id("calendar.bookings"),
        room_id=room.id,
        date=day,
        start=start,
        end=end,
        title=title.strip(),
        organizer_id=organizer,
        attendees=attendees,
    )
    s.world.calendar.bookings.append(booking)
    return view(booking)


@ava_tool("calendar", writes=True)
def meeting_room_cancel_booking(s: Session, booking_id: str) -> dict[str, Any]:
    """Hủy một lịch đặt phòng do người dùng hiện tại đặt.

    Args:
        booking_id: Mã lịch đặt phòng, ví dụ "DP-0007".
    """
    booking = find(s.world.calendar.bookings, booking_id, "lịch đặt phòng")
    require(booking.status == "booked", "Lịch này đã bị hủy.")
    require(
        booking.organizer_id == current_employee_id(s),
        "Chỉ người đặt phòng mới hủy được lịch này.",
    )
    booking.status = "cancelled"
    return view(booking)
