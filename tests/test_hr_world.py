"""The HR and calendar world: the base data keeps the company's own rules (leave, approval, room
booking, shifts, overtime) and the invariants the shipped tasks rely on; the timekeeping, leave and
calendar tools keep their integrity rules and leave regulation-level rules to the agent."""

from __future__ import annotations

import itertools
from collections import defaultdict
from datetime import date, datetime, timedelta
from typing import Any

import pytest
from inspect_ai.tool import ToolError

from ava_inspect.tools import CATALOGUE
from ava_inspect.tools.common import working_days
from ava_inspect.tools.runtime import Session, call_op
from ava_inspect.world.clock import TODAY
from ava_inspect.world.company import base_company
from ava_inspect.world.state import WorldState, check_references, merge

BASE = base_company()
HR = BASE.hr
CAL = BASE.calendar
EMP = {e.id: e for e in HR.employees}
HEAD = {d.id: d.manager_id for d in HR.departments}
SHIFT = {s.id: s for s in HR.shifts}
ROOM = {r.id: r for r in CAL.rooms}
LIVE = ("pending", "approved")


def session(user_id: str | None, world: WorldState | None = None) -> Session:
    return Session(world=merge(world or BASE, {}), user_id=user_id)


def call(s: Session, name: str, **args: Any) -> Any:
    return call_op(CATALOGUE[name].op, s, args)


def refused(s: Session, name: str, phrase: str, **args: Any) -> str:
    """The call fails with a ToolError containing `phrase` and leaves the world as it was."""
    before = s.world.model_dump()
    with pytest.raises(ToolError) as err:
        call(s, name, **args)
    assert phrase in err.value.message, err.value.message
    assert s.world.model_dump() == before
    return err.value.message


def day(value: str) -> date:
    return date.fromisoformat(value)


def minutes(clock: str) -> int:
    hours, mins = clock.split(":")
    return int(hours) * 60 + int(mins)


# --- the base data ------------------------------------------------------------------------------


def test_references_resolve() -> None:
    assert check_references(BASE) == []


def test_leave_requests_cover_every_state_several_departments_and_three_months() -> None:
    requests = HR.leave_requests
    assert len(requests) >= 15
    assert {r.status for r in requests} == {"pending", "approved", "rejected", "cancelled"}
    assert len({EMP[r.employee_id].department_id for r in requests}) >= 6
    assert {r.start_date[:7] for r in requests} >= {"2026-11", "2026-12", "2027-01"}


def test_leave_days_are_the_working_days_of_the_range() -> None:
    for r in HR.leave_requests:
        workdays = len(working_days(day(r.start_date), day(r.end_date)))
        if r.days == 0.5:
            assert r.start_date == r.end_date and workdays == 1, r.id
        else:
            assert r.days == workdays, r.id


def test_approved_annual_days_are_part_of_annual_used_and_pending_fits_the_balance() -> None:
    approved: dict[str, float] = defaultdict(float)
    pending: dict[str, float] = defaultdict(float)
    for r in HR.leave_requests:
        if r.leave_type == "annual" and r.start_date.startswith("2026"):
            if r.status == "approved":
                approved[r.employee_id] += r.days
            elif r.status == "pending":
                pending[r.employee_id] += r.days
    balances = {b.employee_id: b for b in HR.leave_balances if b.year == 2026}
    assert set(balances) == set(EMP), "every employee has a 2026 balance"
    for emp, b in balances.items():
        assert approved[emp] <= b.annual_used, emp
        assert b.annual_entitled - b.annual_used - pending[emp] >= 0, emp
    # annual leave in 2027 would have no balance to count against
    assert not [
        r.id for r in HR.leave_requests if r.leave_type == "annual" and r.start_date > "2027"
    ]


def test_live_leave_requests_do_not_overlap() -> None:
    live = [r for r in HR.leave_requests if r.status in LIVE]
    for a in live:
        for b in live:
            if a.id < b.id and a.employee_id == b.employee_id:
                assert a.end_date < b.start_date or b.end_date < a.start_date, (a.id, b.id)


def test_decisions_follow_the_approval_regulation() -> None:
    """QD-002: up to 3 days the direct manager, more the department head; a head's own leave
    goes to the deputy director. A rejection says why; undecided requests have no approver."""
    for r in HR.leave_requests:
        emp = EMP[r.employee_id]
        if r.status in ("approved", "rejected"):
            head = HEAD[emp.department_id]
            expected = emp.manager_id if r.days <= 3 else head
            if head == emp.id:
                expected = "NV-0002"
            assert r.approver_id == expected, r.id
        else:
            assert r.approver_id is None and r.decision_note == "", r.id
        if r.status == "rejected":
            assert len(r.decision_note) > 30, r.id
    for o in HR.overtime_requests:
        if o.status == "approved":
            assert o.approver_id == HEAD[EMP[o.employee_id].department_id], o.id
        else:
            assert o.approver_id is None, o.id


def test_the_leave_task_invariants_hold() -> None:
    assert not [r.id for r in HR.leave_requests if r.employee_id == "NV-0004"]
    assert not [
        r.id
        for r in HR.leave_requests
        if r.employee_id == "NV-0008" and r.start_date >= "2026-12-14"
    ]
    b = next(b for b in HR.leave_balances if b.employee_id == "NV-0004" and b.year == 2026)
    assert (b.annual_entitled, b.annual_used) == (12, 10)


def test_rooms_differ_in_size_floor_and_equipment() -> None:
    assert sorted(ROOM) == [f"PH-{n:02d}" for n in range(1, 9)]
    assert len({r.name for r in CAL.rooms}) == 8
    assert len({r.floor for r in CAL.rooms}) >= 4
    assert len({r.seats for r in CAL.rooms}) >= 6
    assert len({tuple(r.equipment) for r in CAL.rooms}) == 8


def _overlap(a: Any, b: Any) -> bool:
    return a.date == b.date and a.start < b.end and b.start < a.end


def test_bookings_keep_the_room_rules() -> None:
    """QD-003: no double booking, enough seats, at most 4 hours, the hall for 20+ people."""
    booked = [b for b in CAL.bookings if b.status == "booked"]
    for b in CAL.bookings:
        assert b.attendees <= ROOM[b.room_id].seats, b.id
        assert minutes(b.end) - minutes(b.start) <= 240, b.id
        if b.room_id == "PH-06":
            assert b.attendees >= 20, b.id
        assert TODAY - timedelta(days=7) <= day(b.date) <= TODAY + timedelta(days=14), b.id
    for a in booked:
        for b in booked:
            if a.id < b.id and a.room_id == b.room_id:
                assert not _overlap(a, b), (a.id, b.id)
    assert len([b for b in CAL.bookings if b.date > TODAY.isoformat()]) >= 12


def test_the_room_task_invariants_hold() -> None:
    assert [r.id for r in CAL.rooms if "mai" in r.name.lower()] == ["PH-04"]
    assert not [b.id for b in CAL.bookings if b.organizer_id == "NV-0007"]
    assert not [
        b.id for b in CAL.bookings if b.organizer_id == "NV-0014" and b.date == "2026-12-11"
    ]
    s = session("NV-0007")
    [mai] = call(
        s,
        "meeting_room_check_availability",
        date="2026-12-11",
        start="09:00",
        end="10:30",
        room_id="PH-04",
    )
    assert mai["available"]
    # the panel interview: every room with 6 or 7 seats is taken, Lan (8) is the smallest free
    rooms = call(
        s, "meeting_room_check_availability", date="2026-12-11", start="14:00", end="15:00"
    )
    free = sorted((r["seats"], r["room_id"]) for r in rooms if r["available"] and r["seats"] >= 6)
    assert free[0] == (8, "PH-03")
    assert free[1][0] > 8
    assert all(not r["available"] for r in rooms if r["seats"] in (6, 7))


def test_events_match_their_room_bookings_and_nobody_is_on_leave() -> None:
    assert len(CAL.events) >= 8
    for e in CAL.events:
        assert e.organizer_id not in e.attendee_ids, e.id
        assert len(set(e.attendee_ids)) == len(e.attendee_ids), e.id
        assert e.start < e.end, e.id
        room = next((r for r in CAL.rooms if f"({r.id})" in e.location), None)
        if room is not None:
            [booking] = [
                b
                for b in CAL.bookings
                if b.room_id == room.id
                and (b.date, b.start, b.end, b.organizer_id)
                == (e.date, e.start, e.end, e.organizer_id)
            ]
            assert (booking.status == "cancelled") == (e.status == "cancelled"), e.id
            assert len(e.attendee_ids) + 1 <= booking.attendees <= room.seats, e.id
        for person in [e.organizer_id, *e.attendee_ids]:
            assert not [
                r.id
                for r in HR.leave_requests
                if r.employee_id == person
                and r.status in LIVE
                and r.start_date <= e.date <= r.end_date
            ], (e.id, person)


def _shift_span(reg: Any) -> tuple[datetime, datetime]:
    shift = SHIFT[reg.shift_id]
    start = datetime.fromisoformat(f"{reg.date}T{shift.start}")
    return start, datetime.fromisoformat(f"{reg.date}T{shift.end}")


def test_shift_registrations_follow_the_shift_regulation() -> None:
    """QD-013 for customer care and IT support: no overlapping shifts, at most 6 a week, two
    people on every morning and afternoon shift of the week already due, 12 hours of rest
    between shifts, and nobody on shift while on leave."""
    regs = [r for r in HR.shift_registrations if r.status == "registered"]
    assert {EMP[r.employee_id].department_id for r in regs} == {"PB-CSKH", "PB-HC"}
    assert {r.employee_id for r in regs if EMP[r.employee_id].department_id == "PB-HC"} == {
        "NV-0037"
    }
    assert all(r.date > TODAY.isoformat() for r in HR.shift_registrations)
    per_person: dict[str, list[tuple[datetime, datetime]]] = defaultdict(list)
    per_week: dict[tuple[str, int], int] = defaultdict(int)
    for r in regs:
        per_person[r.employee_id].append(_shift_span(r))
        per_week[(r.employee_id, day(r.date).isocalendar().week)] += 1
    for emp, spans in per_person.items():
        spans.sort()
        for (_, end), (start, _) in itertools.pairwise(spans):
            assert start - end >= timedelta(hours=12), emp
    assert max(per_week.values()) <= 6
    week = [TODAY + timedelta(days=5 + n) for n in range(6)]  # Monday 14/12 to Saturday 19/12
    for d in week:
        for shift in ("CA-S", "CA-C"):
            on = [r for r in regs if r.date == d.isoformat() and r.shift_id == shift]
            assert len(on) >= 2, (d, shift)
    for r in regs:
        assert not [
            x.id
            for x in HR.leave_requests
            if x.employee_id == r.employee_id
            and x.status in LIVE
            and x.start_date <= r.date <= x.end_date
        ], r.id
    # the week after is still open for registration (deadline Friday 18/12)
    later = [r for r in regs if r.date >= "2026-12-21"]
    assert later and len({r.employee_id for r in later}) < 5


def test_overtime_stays_within_the_overtime_regulation() -> None:
    """QD-012: 4 hours on a working day, 12 on a rest day, 40 a month."""
    monthly: dict[tuple[str, str], float] = defaultdict(float)
    for o in HR.overtime_requests:
        limit = 4 if day(o.date).weekday() < 5 else 12
        assert o.hours <= limit, o.id
        if o.status in LIVE:
            monthly[(o.employee_id, o.date[:7])] += o.hours
    assert max(monthly.values()) <= 40
    assert {o.status for o in HR.overtime_requests} == {"pending", "approved"}


# --- shifts -----------------------------------------------------------------------------------


def test_register_shift_refuses_a_duplicate_or_an_overlap_but_not_back_to_back_shifts() -> None:
    s = session("NV-0025")
    refused(
        s,
        "amis_timekeeping_register_shift",
        "trùng giờ",
        employee_id="NV-0028",
        shift_id="CA-S",
        date="2026-12-14",
    )
    refused(
        s,
        "amis_timekeeping_register_shift",
        "DKC-0001",
        employee_id="NV-0028",
        shift_id="CA-HC",
        date="2026-12-14",
    )
    # ca sáng ends when ca chiều starts: both on one day is allowed
    reg = call(
        s,
        "amis_timekeeping_register_shift",
        employee_id="NV-0028",
        shift_id="CA-C",
        date="2026-12-14",
    )
    assert (reg["status"], reg["start"], reg["end"]) == ("registered", "14:00", "22:00")


def test_register_shift_leaves_the_weekly_limit_to_the_agent() -> None:
    """NV-0028 already has six shifts in the week of 14/12; a seventh is the agent's call."""
    s = session("NV-0025")
    week = call(
        s,
        "amis_timekeeping_list_shift_registrations",
        employee_id="NV-0028",
        from_date="2026-12-14",
        to_date="2026-12-20",
    )
    assert week["total"] == 6
    reg = call(
        s,
        "amis_timekeeping_register_shift",
        employee_id="NV-0028",
        shift_id="CA-S",
        date="2026-12-20",
    )
    assert reg["id"] == "DKC-0045"


def test_an_unknown_shift_names_the_real_ones() -> None:
    message = refused(
        session("NV-0037"),
        "amis_timekeeping_register_shift",
        "CA-S (Ca sáng)",
        employee_id="NV-0037",
        shift_id="Ca sáng",
        date="2026-12-21",
    )
    assert "CA-C (Ca chiều)" in message


def test_changing_a_shift_is_cancel_then_register() -> None:
    s = session("NV-0036")
    args = {"employee_id": "NV-0036", "shift_id": "CA-S", "date": "2026-12-15"}
    refused(s, "amis_timekeeping_register_shift", "trùng giờ", **{**args, "shift_id": "CA-HC"})
    mine = call(
        s,
        "amis_timekeeping_list_shift_registrations",
        employee_id="NV-0036",
        from_date="2026-12-15",
        to_date="2026-12-15",
    )
    [old] = mine["items"]
    assert call(s, "amis_timekeeping_cancel_shift", registration_id=old["id"])["status"] == (
        "cancelled"
    )
    refused(s, "amis_timekeeping_cancel_shift", "đã bị hủy", registration_id=old["id"])
    assert call(s, "amis_timekeeping_register_shift", **args)["shift_id"] == "CA-S"
    listed = call(
        s,
        "amis_timekeeping_list_shift_registrations",
        employee_id="NV-0036",
        from_date="2026-12-15",
        to_date="2026-12-15",
        include_cancelled=True,
    )
    assert [(x["shift_id"], x["status"]) for x in listed["items"]] == [
        ("CA-S", "registered"),
        ("CA-C", "cancelled"),
    ]


def test_a_past_shift_cannot_be_cancelled() -> None:
    past = {"id": "DKC-0900", "employee_id": "NV-0035", "shift_id": "CA-S", "date": "2026-12-07"}
    s = session("NV-0035", merge(BASE, {"hr.shift_registrations": [past]}))
    refused(s, "amis_timekeeping_cancel_shift", "đã qua", registration_id="DKC-0900")


def test_shift_registrations_filter_by_shift_and_department() -> None:
    s = session("NV-0025")
    mornings = call(
        s,
        "amis_timekeeping_list_shift_registrations",
        shift_id="CA-S",
        from_date="2026-12-21",
        to_date="2026-12-26",
    )
    assert {x["employee_id"] for x in mornings["items"]} == {"NV-0036"}
    it = call(s, "amis_timekeeping_list_shift_registrations", department_id="PB-HC")
    assert {x["employee_id"] for x in it["items"]} == {"NV-0037"}


# --- overtime and approval --------------------------------------------------------------------


@pytest.mark.parametrize("hours", [0, -1, 12.5, float("nan"), float("inf")])
def test_overtime_hours_must_be_between_0_and_12(hours: float) -> None:
    refused(
        session("NV-0020"),
        "amis_timekeeping_create_overtime_request",
        "hours phải lớn hơn 0",
        employee_id="NV-0020",
        date="2026-12-19",
        hours=hours,
        reason="Kiểm thử",
    )


def test_overtime_on_one_day_adds_up_to_at_most_12_hours() -> None:
    s = session("NV-0029")
    args = {"employee_id": "NV-0029", "date": "2026-12-12", "reason": "Bảo trì VPN"}
    refused(s, "amis_timekeeping_create_overtime_request", "đã có 6 giờ", **args, hours=6.5)
    assert call(s, "amis_timekeeping_create_overtime_request", **args, hours=6)["hours"] == 6.0
    refused(
        s,
        "amis_timekeeping_create_overtime_request",
        "reason không được để trống",
        **{**args, "date": "2026-12-19", "reason": "  "},
        hours=2,
    )


def test_overtime_limits_of_the_regulation_are_left_to_the_agent() -> None:
    """Six hours on a Wednesday breaks QD-012's 4-hour day limit: the tool takes it (the agent
    must check), and the list's total lets it see the month."""
    s = session("NV-0029")
    call(
        s,
        "amis_timekeeping_create_overtime_request",
        employee_id="NV-0029",
        date="2026-12-16",
        hours=6,
        reason="Xử lý sự cố",
    )
    december = call(
        s, "amis_timekeeping_list_overtime_requests", employee_id="NV-0029", month="2026-12"
    )
    assert december["total_hours"] == 18.0
    pending = call(s, "amis_timekeeping_list_overtime_requests", status="pending", month="2026-12")
    assert item_ids(pending) == ["LTG-0005", "LTG-0006", "LTG-0007", "LTG-0009", "LTG-0008"]
    refused(s, "amis_timekeeping_list_overtime_requests", "YYYY-MM", month="12/2026")
    refused(s, "amis_timekeeping_list_overtime_requests", "status phải là", status="open")


def item_ids(result: dict[str, Any]) -> list[str]:
    return [x["id"] for x in result["items"]]


def test_approval_decides_overtime_requests() -> None:
    s = session("NV-0023")
    done = call(s, "ava_approval", request_id="LTG-0006", decision="approve", note="Đồng ý.")
    assert (done["status"], done["approver_id"], done["decision_note"]) == (
        "approved",
        "NV-0023",
        "Đồng ý.",
    )
    assert s.world.hr.leave_balances == BASE.hr.leave_balances
    refused(
        s, "ava_approval", "không ở trạng thái chờ duyệt", request_id="LTG-0006", decision="reject"
    )
    refused(
        session("NV-0037"),
        "ava_approval",
        "tự duyệt",
        request_id="LTG-0006",
        decision="approve",
    )
    refused(
        s,
        "ava_approval",
        "amis_timekeeping_list_overtime_requests",
        request_id="LTG-9999",
        decision="approve",
    )


def test_approval_keeps_its_leave_rules() -> None:
    s = session("NV-0009")
    request = call(
        s,
        "amis_hrm_create_leave_request",
        employee_id="NV-0010",
        leave_type="annual",
        start_date="2026-12-28",
        end_date="2026-12-28",
    )
    refused(
        s, "ava_approval", "vượt số ngày phép còn lại", request_id=request["id"], decision="approve"
    )
    rejected = call(
        s, "ava_approval", request_id=request["id"], decision="reject", note="Còn lại 0 ngày phép."
    )
    assert rejected["status"] == "rejected"
    # the last annual day of NV-0021 fits exactly; approving it uses it up
    s = session("NV-0002")
    call(s, "ava_approval", request_id="DNP-0011", decision="approve")
    balance = call(s, "amis_hrm_get_leave_balance", employee_id="NV-0021")
    assert (balance["annual_used"], balance["annual_pending"], balance["annual_remaining"]) == (
        13,
        0,
        0,
    )


def test_pending_leave_of_next_year_does_not_use_this_years_balance() -> None:
    s = session("NV-0019")
    call(
        s,
        "amis_hrm_create_leave_request",
        employee_id="NV-0019",
        leave_type="annual",
        start_date="2027-01-05",
        end_date="2027-01-06",
    )
    balance = call(s, "amis_hrm_get_leave_balance", employee_id="NV-0019")
    assert (balance["annual_pending"], balance["annual_remaining"]) == (2, 9)


# --- updating a leave request -----------------------------------------------------------------


def test_update_leave_recomputes_working_days_and_keeps_the_rest() -> None:
    s = session("NV-0036")
    # 28/12 (Mon) to 04/01 (Mon): six weekdays, but 01/01 is Tết Dương lịch: five leave days
    updated = call(s, "amis_hrm_update_leave_request", request_id="DNP-0013", end_date="2027-01-04")
    assert (updated["start_date"], updated["end_date"], updated["days"]) == (
        "2026-12-28",
        "2027-01-04",
        5.0,
    )
    assert updated["leave_type"] == "annual" and updated["reason"].startswith("Về quê Nghệ An")
    changed = call(s, "amis_hrm_update_leave_request", request_id="DNP-0013", leave_type="unpaid")
    assert (changed["leave_type"], changed["days"]) == ("unpaid", 5.0)


def test_update_leave_keeps_a_half_day_when_the_dates_stay() -> None:
    half = {
        "id": "DNP-0900",
        "employee_id": "NV-0020",
        "leave_type": "annual",
        "start_date": "2026-12-21",
        "end_date": "2026-12-21",
        "days": 0.5,
        "reason": "Nghỉ buổi sáng",
    }
    s = session("NV-0020", merge(BASE, {"hr.leave_requests": [half]}))
    updated = call(
        s, "amis_hrm_update_leave_request", request_id="DNP-0900", reason="Nghỉ buổi chiều"
    )
    assert (updated["days"], updated["reason"]) == (0.5, "Nghỉ buổi chiều")


def test_update_leave_refuses_what_create_refuses() -> None:
    s = session("NV-0010")
    refused(
        s,
        "amis_hrm_update_leave_request",
        "Chỉ sửa được đơn đang chờ duyệt",
        request_id="DNP-0004",
        reason="x",
    )
    refused(s, "amis_hrm_update_leave_request", "Cần ít nhất một", request_id="DNP-0005")
    refused(
        s,
        "amis_hrm_update_leave_request",
        "start_date phải trước",
        request_id="DNP-0005",
        start_date="2026-12-24",
    )
    refused(
        s,
        "amis_hrm_update_leave_request",
        "không có ngày làm việc",
        request_id="DNP-0005",
        start_date="2026-12-26",
        end_date="2026-12-27",
    )
    call(
        s,
        "amis_hrm_create_leave_request",
        employee_id="NV-0010",
        leave_type="unpaid",
        start_date="2026-12-28",
        end_date="2026-12-28",
    )
    refused(
        s,
        "amis_hrm_update_leave_request",
        "Trùng ngày với đơn DNP-0020",
        request_id="DNP-0005",
        end_date="2026-12-28",
    )
    # moving a request within its own dates is no clash with itself
    moved = call(s, "amis_hrm_update_leave_request", request_id="DNP-0005", start_date="2026-12-22")
    assert moved["days"] == 2.0


# --- calendar events --------------------------------------------------------------------------


def test_list_events_by_attendee_or_organiser_and_dates() -> None:
    s = session("NV-0004")
    mine = call(s, "calendar_list_events", employee_id="NV-0021")
    assert item_ids(mine) == ["SK-0007", "SK-0008", "SK-0010", "SK-0011"]
    every = call(s, "calendar_list_events", from_date="2026-12-15", to_date="2026-12-15")
    assert every["total"] == 0
    cancelled = call(
        s,
        "calendar_list_events",
        from_date="2026-12-15",
        to_date="2026-12-15",
        include_cancelled=True,
    )
    assert [(x["id"], x["status"]) for x in cancelled["items"]] == [("SK-0012", "cancelled")]
    refused(s, "calendar_list_events", "Không tìm thấy nhân viên", employee_id="NV-9999")


def test_create_event_checks_attendees_and_reports_who_is_busy() -> None:
    s = session("NV-0017")
    base = {"title": "Họp kỹ thuật", "date": "2026-12-18", "start": "09:00", "end": "10:00"}
    refused(s, "calendar_create_event", "NV-9999", **base, attendee_ids=["NV-0019", "NV-9999"])
    refused(s, "calendar_create_event", "bị lặp", **base, attendee_ids=["NV-0019", "NV-0019"])
    refused(s, "calendar_create_event", "bỏ mã của mình", **base, attendee_ids=["NV-0017"])
    refused(s, "calendar_create_event", "title", **{**base, "title": " "}, attendee_ids=[])
    refused(
        s,
        "calendar_create_event",
        "start phải trước end",
        **{**base, "end": "08:00"},
        attendee_ids=[],
    )
    event = call(s, "calendar_create_event", **base, attendee_ids=["NV-0019", "NV-0020"])
    assert event["organizer_id"] == "NV-0017"
    assert event["busy"] == [
        {
            "employee_id": "NV-0019",
            "kind": "leave",
            "ref": "DNP-0002",
            "detail": "có đơn nghỉ 2026-12-17 đến 2026-12-18 (chờ duyệt)",
        }
    ]
    clash = call(
        s,
        "calendar_create_event",
        **{**base, "date": "2026-12-14", "start": "09:30"},
        attendee_ids=["NV-0029"],
    )
    assert {(b["employee_id"], b["ref"]) for b in clash["busy"]} == {
        ("NV-0017", "SK-0005"),
        ("NV-0029", "SK-0005"),
    }


def test_only_the_organiser_updates_or_cancels_an_event() -> None:
    refused(
        session("NV-0019"),
        "calendar_update_event",
        "Chỉ người tổ chức",
        event_id="SK-0005",
        start="09:00",
    )
    refused(session("NV-0019"), "calendar_cancel_event", "Trịnh Quốc Bảo", event_id="SK-0005")
    refused(session(None), "calendar_cancel_event", "không gắn với nhân viên", event_id="SK-0005")
    s = session("NV-0024")
    refused(s, "calendar_update_event", "đã bị hủy", event_id="SK-0012", location="Phòng Sen")
    refused(s, "calendar_cancel_event", "đã bị hủy", event_id="SK-0012")


def test_update_event_changes_only_what_is_given() -> None:
    s = session("NV-0017")
    refused(s, "calendar_update_event", "Cần ít nhất một", event_id="SK-0005")
    refused(s, "calendar_update_event", "start phải trước end", event_id="SK-0005", start="10:30")
    moved = call(
        s, "calendar_update_event", event_id="SK-0005", date="2026-12-15", location="Phòng Lan"
    )
    assert (moved["date"], moved["start"], moved["end"], moved["location"]) == (
        "2026-12-15",
        "08:30",
        "10:00",
        "Phòng Lan",
    )
    assert moved["attendee_ids"] == ["NV-0019", "NV-0020", "NV-0029", "NV-0034"]
    assert moved["busy"] == []
    cancelled = call(s, "calendar_cancel_event", event_id="SK-0005")
    assert cancelled["status"] == "cancelled"
    assert (
        call(s, "calendar_list_events", employee_id="NV-0019", to_date="2026-12-15")["total"] == 1
    )
