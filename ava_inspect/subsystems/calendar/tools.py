"""Meeting rooms, room bookings and calendar events."""

from __future__ import annotations

from typing import Any

from ava_inspect.core.tools.arguments import Day, Line
from ava_inspect.core.tools.common import (
    current_employee_id,
    employee_name,
    find,
    page,
    parse_day,
    parse_slot,
    search_text_matches,
    view,
)
from ava_inspect.core.tools.runtime import Session, ava_tool, require
from ava_inspect.subsystems.calendar.records import CalendarEvent, CalendarWorld, RoomBooking
from ava_inspect.subsystems.hr.records import HrWorld


def _overlaps(booking: RoomBooking, day: str, start: str, end: str) -> bool:
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
        for r in CalendarWorld.of(s.world).rooms
        if r.seats >= min_seats
        and search_text_matches(query, r.name, f"tầng {r.floor}", " ".join(r.equipment))
    ]


@ava_tool("calendar", writes=False)
def meeting_room_check_availability(
    s: Session, date: Day, start: str, end: str, room_id: str = ""
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
        [find(CalendarWorld.of(s.world).rooms, room_id, "phòng họp")]
        if room_id
        else CalendarWorld.of(s.world).rooms
    )
    result = []
    for room in rooms:
        clashes = [
            {"booking_id": b.id, "start": b.start, "end": b.end, "title": b.title}
            for b in CalendarWorld.of(s.world).bookings
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
def meeting_room_list_bookings(s: Session, date: Day, room_id: str = "") -> list[dict[str, Any]]:
    """Liệt kê lịch đặt phòng trong một ngày.

    Args:
        date: Ngày (YYYY-MM-DD).
        room_id: Chỉ lấy lịch của phòng này; để trống: mọi phòng.
    """
    day = parse_day(date, "date").isoformat()
    return [
        view(b)
        for b in CalendarWorld.of(s.world).bookings
        if b.date == day and (not room_id or b.room_id == room_id)
    ]


@ava_tool("calendar", writes=True)
def meeting_room_book(
    s: Session, room_id: str, date: Day, start: str, end: str, title: Line, attendees: int
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
    room = find(CalendarWorld.of(s.world).rooms, room_id, "phòng họp")
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
            for b in CalendarWorld.of(s.world).bookings
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
    CalendarWorld.of(s.world).bookings.append(booking)
    return view(booking)


@ava_tool("calendar", writes=True)
def meeting_room_cancel_booking(s: Session, booking_id: str) -> dict[str, Any]:
    """Hủy một lịch đặt phòng do người dùng hiện tại đặt.

    Args:
        booking_id: Mã lịch đặt phòng, ví dụ "DP-0007".
    """
    booking = find(CalendarWorld.of(s.world).bookings, booking_id, "lịch đặt phòng")
    require(booking.status == "booked", "Lịch này đã bị hủy.")
    require(
        booking.organizer_id == current_employee_id(s),
        "Chỉ người đặt phòng mới hủy được lịch này.",
    )
    booking.status = "cancelled"
    return view(booking)


# --- calendar events ----------------------------------------------------------------------


def _event_view(s: Session, event: Any) -> dict[str, Any]:
    return {
        **view(event),
        "organizer_name": employee_name(s, event.organizer_id),
        "attendee_names": [employee_name(s, a) for a in event.attendee_ids],
    }


def _check_attendees(s: Session, attendee_ids: list[str], organizer: str) -> list[str]:
    """The attendee list after the checks every event passes."""
    for attendee in attendee_ids:
        find(HrWorld.of(s.world).employees, attendee, "nhân viên")
    require(
        len(set(attendee_ids)) == len(attendee_ids), "attendee_ids có người bị lặp, hãy bỏ bớt."
    )
    require(
        organizer not in attendee_ids,
        "Người tổ chức (người dùng hiện tại) đã có mặt trong sự kiện; bỏ mã của mình khỏi "
        "attendee_ids.",
    )
    return list(attendee_ids)


_LEAVE_STATE = {"pending": "chờ duyệt", "approved": "đã duyệt"}


def busy_people(
    s: Session, people: list[str], day: str, start: str, end: str, skip_event: str = ""
) -> list[dict[str, Any]]:
    """Who of `people` already has another event at that time or a leave request that day (for
    the model to weigh: events and interviews are saved anyway, with this `busy` list)."""
    busy = [
        {"employee_id": p, "kind": "event", "ref": e.id, "detail": f"{e.title} ({e.start}-{e.end})"}
        for e in CalendarWorld.of(s.world).events
        if e.id != skip_event
        and e.status == "confirmed"
        and e.date == day
        and e.start < end
        and start < e.end
        for p in people
        if p == e.organizer_id or p in e.attendee_ids
    ]
    busy += [
        {
            "employee_id": p,
            "kind": "leave",
            "ref": r.id,
            "detail": f"có đơn nghỉ {r.start_date} đến {r.end_date} ({_LEAVE_STATE[r.status]})",
        }
        for r in HrWorld.of(s.world).leave_requests
        if r.status in ("pending", "approved") and r.start_date <= day <= r.end_date
        for p in people
        if p == r.employee_id
    ]
    return busy


@ava_tool("calendar", writes=False)
def calendar_list_events(
    s: Session,
    employee_id: str = "",
    from_date: Day = "",
    to_date: Day = "",
    include_cancelled: bool = False,
    limit: int = 20,
    offset: int = 0,
) -> dict[str, Any]:
    """Liệt kê các sự kiện, cuộc họp trên lịch theo nhân viên và khoảng ngày.

    Lấy các sự kiện nhân viên tổ chức hoặc được mời, sắp theo ngày và giờ bắt đầu.

    Args:
        employee_id: Mã nhân viên: lấy sự kiện người này tổ chức hoặc được mời; để trống: mọi sự
            kiện. Để xem lịch của chính người dùng, truyền mã của họ (amis_hrm_get_current_user).
        from_date: Từ ngày (YYYY-MM-DD, tính cả ngày này); để trống: không giới hạn.
        to_date: Đến ngày (YYYY-MM-DD, tính cả ngày này); để trống: không giới hạn.
        include_cancelled: true để lấy cả sự kiện đã hủy; mặc định chỉ lấy sự kiện còn hiệu lực.
        limit: Số kết quả tối đa mỗi trang (1-50).
        offset: Bỏ qua bao nhiêu kết quả đầu (phân trang).
    """
    lo = parse_day(from_date, "from_date").isoformat() if from_date else ""
    hi = parse_day(to_date, "to_date").isoformat() if to_date else ""
    if employee_id:
        find(HrWorld.of(s.world).employees, employee_id, "nhân viên")
    hits = [
        _event_view(s, e)
        for e in sorted(CalendarWorld.of(s.world).events, key=lambda e: (e.date, e.start, e.id))
        if (include_cancelled or e.status == "confirmed")
        and (not employee_id or employee_id == e.organizer_id or employee_id in e.attendee_ids)
        and (not lo or e.date >= lo)
        and (not hi or e.date <= hi)
    ]
    return page(hits, limit, offset)


@ava_tool("calendar", writes=True)
def calendar_create_event(
    s: Session,
    title: Line,
    date: Day,
    start: str,
    end: str,
    attendee_ids: list[str],
    location: Line = "",
    description: str = "",
) -> dict[str, Any]:
    """Tạo sự kiện (cuộc họp) trên lịch do người dùng hiện tại tổ chức và mời đồng nghiệp.

    Việc đặt phòng họp là thao tác riêng (meeting_room_book). Kết quả có `busy`: những người (kể
    cả người tổ chức) đã có sự kiện khác trùng giờ hoặc có đơn nghỉ ngày đó.

    Args:
        title: Tên sự kiện, ví dụ "Họp giao ban phòng Kế toán".
        date: Ngày diễn ra (YYYY-MM-DD).
        start: Giờ bắt đầu (HH:MM).
        end: Giờ kết thúc (HH:MM).
        attendee_ids: Mã nhân viên của những người được mời (không gồm người tổ chức), ví dụ
            ["NV-0005", "NV-0006"]; danh sách rỗng nếu là lịch cá nhân.
        location: Địa điểm, ví dụ "Phòng Lan (PH-03), tầng 4" hoặc "Trực tuyến qua Google Meet".
        description: Nội dung, chương trình hoặc ghi chú cho người dự.
    """
    organizer = current_employee_id(s)
    require(title.strip(), "title không được để trống.")
    day, start, end = parse_slot(date, start, end)
    attendees = _check_attendees(s, attendee_ids, organizer)
    event = CalendarEvent(
        id=s.world.next_id("calendar.events"),
        title=title.strip(),
        date=day,
        start=start,
        end=end,
        organizer_id=organizer,
        attendee_ids=attendees,
        location=location.strip(),
        description=description.strip(),
    )
    busy = busy_people(s, [organizer, *attendees], day, start, end)
    CalendarWorld.of(s.world).events.append(event)
    return {**_event_view(s, event), "busy": busy}


def _own_event(s: Session, event_id: str) -> Any:
    event = find(CalendarWorld.of(s.world).events, event_id, "sự kiện")
    require(event.status == "confirmed", f"Sự kiện {event_id} đã bị hủy.")
    require(
        event.organizer_id == current_employee_id(s),
        f"Chỉ người tổ chức ({employee_name(s, event.organizer_id)}) mới sửa hoặc hủy được sự "
        f"kiện {event_id}.",
    )
    return event


@ava_tool("calendar", writes=True)
def calendar_update_event(
    s: Session,
    event_id: str,
    date: Day | None = None,
    start: str | None = None,
    end: str | None = None,
    attendee_ids: list[str] | None = None,
    location: Line | None = None,
) -> dict[str, Any]:
    """Đổi thời gian, người được mời hoặc địa điểm của sự kiện do người dùng hiện tại tổ chức.

    Chỉ truyền những gì cần đổi. Đổi giờ không tự đổi lịch đặt phòng: đặt phòng mới và hủy lịch
    cũ bằng các công cụ meeting_room_*. Kết quả có `busy` như calendar_create_event.

    Args:
        event_id: Mã sự kiện, ví dụ "SK-0005" (lấy từ calendar_list_events).
        date: Ngày mới (YYYY-MM-DD); bỏ qua để giữ nguyên.
        start: Giờ bắt đầu mới (HH:MM); bỏ qua để giữ nguyên.
        end: Giờ kết thúc mới (HH:MM); bỏ qua để giữ nguyên.
        attendee_ids: Danh sách đầy đủ mới của người được mời (thay cho danh sách cũ, không gồm
            người tổ chức); bỏ qua để giữ nguyên.
        location: Địa điểm mới; bỏ qua để giữ nguyên.
    """
    event = _own_event(s, event_id)
    require(
        any(v is not None for v in (date, start, end, attendee_ids, location)),
        "Cần ít nhất một thông tin mới: date, start, end, attendee_ids hoặc location.",
    )
    day, start, end = parse_slot(
        date if date is not None else event.date,
        start if start is not None else event.start,
        end if end is not None else event.end,
    )
    attendees = (
        _check_attendees(s, attendee_ids, event.organizer_id)
        if attendee_ids is not None
        else list(event.attendee_ids)
    )
    busy = busy_people(s, [event.organizer_id, *attendees], day, start, end, skip_event=event.id)
    event.date, event.start, event.end = day, start, end
    event.attendee_ids = attendees
    if location is not None:
        event.location = location.strip()
    return {**_event_view(s, event), "busy": busy}


@ava_tool("calendar", writes=True)
def calendar_cancel_event(s: Session, event_id: str) -> dict[str, Any]:
    """Hủy một sự kiện do người dùng hiện tại tổ chức.

    Lịch đặt phòng của sự kiện (nếu có) hủy riêng bằng meeting_room_cancel_booking.

    Args:
        event_id: Mã sự kiện, ví dụ "SK-0005" (lấy từ calendar_list_events).
    """
    event = _own_event(s, event_id)
    event.status = "cancelled"
    return _event_view(s, event)
