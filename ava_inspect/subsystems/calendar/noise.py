"""Distractors for the calendar tables.

Bookings in the task's rooms on other days and events of the task's colleagues: they tempt the
agent that reads a booking or a meeting of another day (or a cancelled one) as the one asked
about. Nothing lands on the task's dates, no room is double-booked, nobody is in two places at
once or in a meeting on a day of their live leave.
"""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any

from ava_inspect.core.noise.context import NoiseContext, generator
from ava_inspect.core.world.clock import TODAY
from ava_inspect.subsystems.calendar.records import CalendarWorld
from ava_inspect.subsystems.hr.noise import (
    Make,
    colleagues,
    leave_week,
    protected_dates,
    series,
    tries,
    with_manager,
    workday,
)
from ava_inspect.subsystems.hr.records import HrWorld

MEETINGS = {
    "BGD": ("Họp Ban Giám đốc định kỳ", "Làm việc với đối tác chiến lược", "Duyệt kế hoạch quý"),
    "KT": (
        "Họp giao ban phòng Kế toán", "Rà soát công nợ phải thu", "Chốt số liệu báo cáo thuế",
        "Đối chiếu chứng từ thanh toán",
    ),
    "KD": (
        "Họp giao ban phòng Kinh doanh", "Họp nhóm Kinh doanh miền Bắc",
        "Họp nhóm Kinh doanh miền Nam", "Review pipeline cơ hội bán hàng",
        "Demo sản phẩm cho khách hàng",
    ),
    "NS": (
        "Họp giao ban phòng Nhân sự", "Phỏng vấn vòng 1 ứng viên", "Rà soát bảng lương",
        "Đào tạo hội nhập nhân viên mới",
    ),
    "KTH": (
        "Họp giao ban phòng Kỹ thuật", "Sprint planning", "Review code module thanh toán",
        "Họp kỹ thuật về kiến trúc hệ thống",
    ),
    "MKT": (
        "Họp giao ban Marketing", "Brainstorm chiến dịch Tết", "Duyệt nội dung fanpage tháng",
        "Họp với agency quảng cáo",
    ),
    "HC": ("Họp giao ban phòng Hành chính", "Kiểm kê tài sản văn phòng", "Họp kế hoạch mua sắm"),
    "CSKH": (
        "Giao ban tuần phòng Chăm sóc khách hàng", "Rà soát phiếu hỗ trợ tồn đọng",
        "Đào tạo kịch bản tổng đài",
    ),
}  # fmt: skip
DEFAULT_MEETINGS = ("Họp trao đổi công việc", "Họp nhóm dự án")
ONLINE = ("Trực tuyến qua Google Meet", "Trực tuyến qua Microsoft Teams", "Trực tuyến qua Zoom")
OUTSIDE = (
    "Văn phòng khách hàng, tòa nhà Keangnam, Nam Từ Liêm",
    "Văn phòng khách hàng, 72 Trần Hưng Đạo, Hoàn Kiếm",
    "Văn phòng đối tác, tòa nhà Capital Place, Ba Đình",
)
"""Where meetings with customers and partners happen."""
LARGE = ("Đào tạo nội bộ toàn công ty", "Hội thảo giới thiệu sản phẩm cho khách hàng")
"""Titles for rooms of more than 20 seats."""
DESCRIPTIONS = (
    "Mọi người chuẩn bị số liệu trước buổi họp.", "Tài liệu gửi kèm qua email.",
    "Nội dung: cập nhật tiến độ và vướng mắc trong tuần.", "",
)  # fmt: skip


def _minutes(clock: str) -> int:
    return int(clock[:2]) * 60 + int(clock[3:])


def _clock(minutes: int) -> str:
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


def _slot(ctx: NoiseContext) -> tuple[str, str]:
    """A half-hour-aligned slot of office hours that keeps clear of the lunch break: starting
    08:00-11:00 and ending by 12:00, or starting 13:30-16:30 and ending by 17:30."""
    if ctx.rng.random() < 0.5:
        start, close = ctx.rng.randrange(16, 23) * 30, 12 * 60
    else:
        start, close = ctx.rng.randrange(27, 34) * 30, 17 * 60 + 30
    length = ctx.rng.choice((30, 60, 60, 60, 90, 120, 180))
    return _clock(start), _clock(min(start + length, close))


def _overlap(a: dict[str, Any], day: str, start: str, end: str) -> bool:
    return bool(a["date"] == day and a["start"] < end and start < a["end"])


def _title(ctx: NoiseContext, organizer: Any) -> str:
    dept = ctx.world.get("hr.departments", organizer.department_id)
    return ctx.rng.choice(MEETINGS.get(dept.code if dept else "", DEFAULT_MEETINGS))


def _on_leave(ctx: NoiseContext, people: list[str], day: str) -> bool:
    return any(
        r.employee_id in people
        and r.status in ("pending", "approved")
        and r.start_date <= day <= r.end_date
        for r in HrWorld.of(ctx.world).leave_requests
    )


def _window(ctx: NoiseContext) -> tuple[date, date, frozenset[str]]:
    """The days noise meetings may take: seven weeks around today, outside the weeks of noise
    leave and the task's dates."""
    first, last = TODAY - timedelta(days=21), TODAY + timedelta(days=28)
    days = (first + timedelta(days=k) for k in range((last - first).days + 1))
    avoid = {d.isoformat() for d in days if leave_week(d)}
    return first, last, protected_dates(ctx) | avoid


def _people(ctx: NoiseContext) -> list[Any]:
    focus, mates = colleagues(ctx)
    return focus + mates or with_manager(HrWorld.of(ctx.world).employees)


@generator("calendar.bookings")
def booking(ctx: NoiseContext, index: int) -> dict[str, Any]:
    """A booking of the task's rooms (every room when the task names none) on another day, by
    the task's people or their colleagues: tempts taking another day's booking for the one asked
    about. Never on the task's dates, never clashing with a booking of the room or of the
    organiser, never for more people than the room seats."""

    def setup() -> Make:
        found = [ctx.world.get("calendar.rooms", i) for i in ctx.focus.of("calendar.rooms")]
        for b in ctx.focus.records(ctx.world, "calendar.bookings"):
            found.append(ctx.world.get("calendar.rooms", b.room_id))
        rooms = sorted({r.id: r for r in found if r is not None}.values(), key=lambda r: r.id)
        rooms = rooms or [r for r in CalendarWorld.of(ctx.world).rooms if r.seats <= 20]
        people = _people(ctx)
        first, last, protected = _window(ctx)
        real = [b.model_dump(mode="json") for b in CalendarWorld.of(ctx.world).bookings]

        def make(made: list[dict[str, Any]]) -> dict[str, Any]:
            def attempt() -> dict[str, Any] | None:
                organizer = ctx.rng.choice(people)
                team = sum(
                    e.department_id == organizer.department_id
                    for e in HrWorld.of(ctx.world).employees
                )
                size = ctx.rng.randint(2, max(2, min(team + 1, 10)))
                fit = sorted((r for r in rooms if r.seats >= size), key=lambda r: r.seats)
                room = ctx.rng.choice(fit[:2] or rooms)
                if room.seats > 20:
                    size = ctx.rng.randint(room.seats // 2, room.seats)
                day = workday(ctx, first, last, protected).isoformat()
                start, end = _slot(ctx)
                others = real + made
                if any(
                    (room.id == b["room_id"] or organizer.id == b["organizer_id"])
                    and _overlap(b, day, start, end)
                    for b in others
                ):
                    return None
                if _on_leave(ctx, [organizer.id], day):
                    return None
                return {
                    "room_id": room.id,
                    "date": day,
                    "start": start,
                    "end": end,
                    "title": ctx.rng.choice(LARGE) if room.seats > 20 else _title(ctx, organizer),
                    "organizer_id": organizer.id,
                    "attendees": min(size, room.seats),
                    "status": "cancelled" if ctx.rng.random() < 0.1 else "booked",
                }

            return tries(ctx, "booking", attempt)

        return make

    return series(ctx, index, setup)


@generator("calendar.events")
def event(ctx: NoiseContext, index: int) -> dict[str, Any]:
    """A meeting of the task's people or their colleagues with their own department, online or
    outside the office (so it holds no meeting room) on another day: tempts reading another day's
    or a cancelled meeting as the one asked about. Never on the task's dates, nobody double-booked
    with a confirmed event, nobody on a day of their live leave."""

    def setup() -> Make:
        people = _people(ctx)
        first, last, protected = _window(ctx)
        real = [e.model_dump(mode="json") for e in CalendarWorld.of(ctx.world).events]

        def make(made: list[dict[str, Any]]) -> dict[str, Any]:
            def attempt() -> dict[str, Any] | None:
                organizer = ctx.rng.choice(people)
                mates = [
                    e.id
                    for e in HrWorld.of(ctx.world).employees
                    if e.department_id == organizer.department_id
                    and e.id != organizer.id
                    and e.status == "active"
                ]
                guests = ctx.rng.sample(mates, min(len(mates), ctx.rng.randint(1, 4)))
                everyone = [organizer.id, *guests]
                day = workday(ctx, first, last, protected).isoformat()
                start, end = _slot(ctx)
                if any(
                    o["status"] == "confirmed"
                    and {o["organizer_id"], *o["attendee_ids"]} & set(everyone)
                    and _overlap(o, day, start, end)
                    for o in real + made
                ):
                    return None
                if _on_leave(ctx, everyone, day):
                    return None
                title = _title(ctx, organizer)
                outside = any(w in title for w in ("khách hàng", "đối tác", "agency"))
                return {
                    "title": title,
                    "date": day,
                    "start": start,
                    "end": end,
                    "organizer_id": organizer.id,
                    "attendee_ids": guests,
                    "location": ctx.rng.choice(OUTSIDE if outside else ONLINE),
                    "description": ctx.rng.choice(DESCRIPTIONS),
                    "status": "cancelled" if ctx.rng.random() < 0.1 else "confirmed",
                }

            return tries(ctx, "event", attempt)

        return make

    return series(ctx, index, setup)
