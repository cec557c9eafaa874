"""The HR and calendar world: the base data keeps the company's own rules (leave, approval, room
booking, shifts, overtime) and the invariants the shipped tasks rely on; the timekeeping, leave and
calendar tools keep their integrity rules and leave regulation-level rules to the agent."""

from __future__ import annotations

import functools
import itertools
from collections import defaultdict
from datetime import date, datetime, timedelta
from typing import Any

import pytest
from inspect_ai.tool import ToolError

from ava_inspect.core.tools.common import working_days
from ava_inspect.core.tools.runtime import Session, call_op
from ava_inspect.core.world.clock import HOLIDAYS, TODAY
from ava_inspect.core.world.tables import World, check_references, merge
from ava_inspect.harness.catalog import definitions
from ava_inspect.harness.toolsets import CATALOGUE
from ava_inspect.harness.worlds import initial_world
from ava_inspect.subsystems import base_company
from ava_inspect.subsystems.calendar.records import CalendarWorld
from ava_inspect.subsystems.crm.records import CrmWorld
from ava_inspect.subsystems.helpdesk.records import HelpdeskWorld
from ava_inspect.subsystems.hr.records import HrWorld
from ava_inspect.subsystems.mail.records import MailWorld

BASE = base_company()
HR = HrWorld.of(BASE)
CAL = CalendarWorld.of(BASE)
EMP = {e.id: e for e in HR.employees}
HEAD = {d.id: d.manager_id for d in HR.departments}
SHIFT = {s.id: s for s in HR.shifts}
ROOM = {r.id: r for r in CAL.rooms}
LIVE = ("pending", "approved")


def session(user_id: str | None, world: World | None = None) -> Session:
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


def annual_days(world: World, status: str) -> dict[str, float]:
    """Each employee's days of 2026 annual leave requests in one state."""
    days: dict[str, float] = defaultdict(float)
    for r in HrWorld.of(world).leave_requests:
        if r.leave_type == "annual" and r.start_date.startswith("2026") and r.status == status:
            days[r.employee_id] += r.days
    return days


def test_annual_used_is_the_sum_of_approved_annual_requests_and_pending_fits_the_balance() -> None:
    """The rule a real HRM keeps: the days used are the approved requests' days (nothing is carried
    over from 2025, QD-001 Điều 2.2), so every used day is listed in the request history."""
    approved, pending = annual_days(BASE, "approved"), annual_days(BASE, "pending")
    balances = {b.employee_id: b for b in HR.leave_balances if b.year == 2026}
    assert set(balances) == set(EMP), "every employee has a 2026 balance"
    for emp, b in balances.items():
        assert approved[emp] == b.annual_used, emp
        assert b.annual_entitled - b.annual_used - pending[emp] >= 0, emp
    # annual leave in 2027 would have no balance to count against
    assert not [
        r.id for r in HR.leave_requests if r.leave_type == "annual" and r.start_date > "2027"
    ]


@pytest.mark.parametrize("task_id", sorted(definitions()))
def test_every_task_world_keeps_used_days_equal_to_approved_requests(task_id: str) -> None:
    world = initial_world(definitions()[task_id])
    approved = annual_days(world, "approved")
    for b in HrWorld.of(world).leave_balances:
        if b.year == 2026:
            assert approved[b.employee_id] == b.annual_used, (task_id, b.employee_id)


def test_the_archived_leave_is_past_and_meets_no_other_record_of_its_person() -> None:
    """The history behind the balances: January to October, one week each, nobody on leave on a
    day they logged a customer activity, attended an event or worked overtime."""
    history = [r for r in HR.leave_requests if r.id.startswith("DNP-H")]
    assert len(history) > 100 and all(r.status == "approved" for r in history)
    assert all("2026-01-01" <= r.start_date <= r.end_date <= "2026-10-31" for r in history)
    assert all(
        day(r.start_date).isocalendar()[1] == day(r.end_date).isocalendar()[1] for r in history
    )
    busy = {(a.created_by, a.date) for a in CrmWorld.of(BASE).activities}
    busy |= {(o.employee_id, o.date) for o in HR.overtime_requests}
    busy |= {(e, ev.date) for ev in CAL.events for e in [ev.organizer_id, *ev.attendee_ids]}
    for r in history:
        for d in working_days(day(r.start_date), day(r.end_date)):
            assert (r.employee_id, d.isoformat()) not in busy, r.id
    assert annual_days(BASE, "approved")["NV-0004"] == 10, (
        "the issue's example: 10 used, all listed"
    )


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
            if emp.id in (
                "NV-0001",
                "NV-0002",
            ):  # the deputy's goes to the director, his to himself
                expected = "NV-0001"
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
    assert not [
        r.id for r in HR.leave_requests if r.employee_id == "NV-0004" and r.start_date >= "2026-11"
    ]
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
    return bool(a.date == b.date and a.start < b.end and b.start < a.end)


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
    assert december["hours_toward_cap"] == 18.0
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
    assert HrWorld.of(s.world).leave_balances == HrWorld.of(BASE).leave_balances
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
    assert (balance["annual_used"], balance["annual_pending"], balance["annual_left_now"]) == (
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
    assert (balance["annual_pending"], balance["annual_left_after_pending"]) == (2, 9)


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


# --- what the hr tasks rely on ----------------------------------------------------------------
# Each hr task has exactly one right outcome because of the facts below. A data edit that breaks
# one would silently give a task a second right answer (the selftest would not notice).


@functools.cache
def _task_world(task_id: str) -> World:
    """The world a task starts from: the base company with the task's seed merged on."""
    return initial_world(definitions()[task_id])


def _named(part: str, world: World = BASE) -> list[str]:
    """Ids of the employees whose full name contains `part` as whole words."""
    words = part.split()
    return [
        e.id
        for e in HrWorld.of(world).employees
        if any(
            e.full_name.split()[i : i + len(words)] == words
            for i in range(len(e.full_name.split()))
        )
    ]


def _reports(manager_id: str, world: World = BASE) -> set[str]:
    return {e.id for e in HrWorld.of(world).employees if e.manager_id == manager_id}


def _free_rooms(day_: str, start: str, end: str, world: World = BASE) -> list[tuple[int, str]]:
    """(seats, room id) of the rooms with no live booking overlapping the slot, smallest first."""
    taken = {
        b.room_id
        for b in CalendarWorld.of(world).bookings
        if b.status == "booked" and b.date == day_ and b.start < end and start < b.end
    }
    return sorted((r.seats, r.id) for r in CalendarWorld.of(world).rooms if r.id not in taken)


def _remaining(employee_id: str, world: World) -> float:
    """Annual days left in 2026 (QD-001 Điều 2.3: entitled - used - pending annual)."""
    b = next(
        b
        for b in HrWorld.of(world).leave_balances
        if b.employee_id == employee_id and b.year == 2026
    )
    pending = sum(
        r.days
        for r in HrWorld.of(world).leave_requests
        if r.employee_id == employee_id
        and r.leave_type == "annual"
        and r.status == "pending"
        and r.start_date.startswith("2026")
    )
    return b.annual_entitled - b.annual_used - pending


def _workdays(start: str, end: str) -> int:
    return len(working_days(day(start), day(end)))


def _regulation(doc_id: str) -> str:
    return next(d.content for d in HelpdeskWorld.of(BASE).documents if d.id == doc_id)


def test_the_regulations_the_hr_tasks_apply_say_what_the_tasks_expect() -> None:
    leave, approval, rooms = _regulation("QD-001"), _regulation("QD-002"), _regulation("QD-003")
    overtime, shifts = _regulation("QD-012"), _regulation("QD-013")
    assert "Kết hôn: nghỉ 03 ngày" in leave, "hr.leave_wedding_split: 3 wedding days"
    assert "lập HAI đơn" in leave and "tính từ ngày nghỉ đầu tiên" in leave, (
        "hr.leave_split_unpaid, hr.leave_wedding_split: annual first, then unpaid"
    )
    assert "(ticket) tới Phòng Nhân sự" in leave and "khoảng ngày tương ứng" in leave, (
        "hr.leave_split_unpaid, hr.leave_wedding_split: an HR ticket naming the unpaid days"
    )
    assert "các đơn đang chờ duyệt" in leave, (
        "hr.leave_use_remaining, hr.leave_wedding_split: the balance counts pending requests"
    )
    assert "Đơn của nhân viên từ 03 ngày làm việc trở xuống: quản lý trực tiếp" in approval, (
        "hr.leave_approve_team_authority, hr.leave_approve_heads_deputy: up to 3 days the manager"
    )
    assert "dù nhiều hay ít ngày, đều do Phó Tổng Giám đốc duyệt" in approval, (
        "hr.leave_approve_heads_deputy: heads' leave, of any length, goes to the deputy director"
    )
    assert "ghi rõ số ngày phép còn lại" in approval, (
        "hr.leave_approve_dept_week, hr.leave_approve_heads_deputy: the refusal states the balance"
    )
    assert "Chọn phòng nhỏ nhất còn trống có đủ chỗ ngồi" in rooms, (
        "hr.room_smallest_training, hr.team_meeting_smallest_room, "
        "hr.client_meeting_memory_room: the smallest free room"
    )
    assert (
        "không quá 12 giờ trong ngày nghỉ" in overtime and "40 giờ trong một tháng" in overtime
    ), "hr.overtime_month_cap: 12 h on a rest day, 40 h a month"
    assert "hủy đăng ký ca cũ trước rồi đăng ký ca mới" in shifts, (
        "hr.shift_swap_afternoon: change a shift by cancel then register"
    )


def test_book_room_basic_mai_is_one_room_free_on_friday_morning() -> None:
    msg = "hr.book_room_basic: 'thứ Sáu tuần này' is 11/12 and room Mai is PH-04, free 9:00-10:30"
    assert date(2026, 12, 9) == TODAY and TODAY.weekday() == 2, msg
    assert [r.id for r in CAL.rooms if "Mai" in r.name.split()] == ["PH-04"], msg
    assert (10, "PH-04") in _free_rooms("2026-12-11", "09:00", "10:30"), msg
    assert ROOM["PH-04"].seats >= 8, msg
    assert not [b.id for b in CAL.bookings if b.organizer_id == "NV-0007"], msg


def test_client_meeting_room_dao_is_the_smallest_free_room_with_online_equipment() -> None:
    msg = (
        "hr.client_meeting_memory_room: of the rooms with online-meeting equipment, Mai is booked "
        "22/12 14-16 and Đào (12) is the smallest free one for 7; Lan (8) is free without it"
    )
    online = {r.id for r in CAL.rooms if "thiết bị họp trực tuyến" in r.equipment}
    assert online == {"PH-04", "PH-05", "PH-08"}, msg
    free = _free_rooms("2026-12-22", "14:00", "16:00")
    assert next(room for seats, room in free if seats >= 7 and room in online) == "PH-05", msg
    assert next(room for seats, room in free if seats >= 7) == "PH-03", msg
    assert "PH-04" not in {room for _, room in free}, msg


def test_client_meeting_the_three_colleagues_are_his_team_and_nothing_is_booked_yet() -> None:
    msg = (
        "hr.client_meeting_memory_room: Oanh, Lâm and Ngọc Ánh are one person each, the three "
        "reports of NV-0012, who holds one booking (15/12) and no event on 22/12"
    )
    assert (_named("Oanh"), _named("Lâm"), _named("Ngọc Ánh")) == (
        ["NV-0013"],
        ["NV-0027"],
        ["NV-0038"],
    ), msg
    assert _reports("NV-0012") == {"NV-0013", "NV-0027", "NV-0038"}, msg
    assert [b.id for b in CAL.bookings if b.organizer_id == "NV-0012" and b.status == "booked"] == [
        "DP-0010"
    ], msg
    assert not [e.id for e in CAL.events if e.organizer_id == "NV-0012"], msg
    world = _task_world("hr.client_meeting_memory_room")
    assert [m.id for m in HelpdeskWorld.of(world).memory if m.owner_id == "NV-0012"] == [
        "GN-0006",
        "GN-0090",
    ], msg


def test_event_move_misa_call_is_one_event_and_one_ngoc_in_accounting() -> None:
    msg = (
        "hr.event_move_misa_call: SK-0006 is NV-0023's only MISA call (online, with NV-0003 and "
        "NV-0037), he organises only it and SK-0011, and the one Ngọc of Accounting is NV-0006"
    )
    misa = [e for e in CAL.events if "MISA" in e.title]
    assert [e.id for e in misa] == ["SK-0006"], msg
    assert (misa[0].organizer_id, misa[0].attendee_ids) == ("NV-0023", ["NV-0003", "NV-0037"]), msg
    assert "Google Meet" in misa[0].location, msg
    assert sorted(e.id for e in CAL.events if e.organizer_id == "NV-0023") == [
        "SK-0006",
        "SK-0011",
    ], msg
    assert [i for i in _named("Ngọc") if EMP[i].department_id == "PB-KT"] == ["NV-0006"], msg
    assert EMP["NV-0038"].department_id == "PB-KD", msg
    assert not [b.id for b in CAL.bookings if b.organizer_id == "NV-0023"], msg


def test_event_online_invite_lanh_and_quyet_are_one_person_each() -> None:
    msg = (
        "hr.event_online_invite: Lành is NV-0036 of Customer care (two Trần Thị Lan exist), "
        "Quyết is NV-0037 of IT support, and NV-0025 has nothing on 16/12"
    )
    assert _named("Lành") == ["NV-0036"] and EMP["NV-0036"].department_id == "PB-CSKH", msg
    assert _named("Trần Thị Lan") == ["NV-0004", "NV-0008"], msg
    assert _named("Quyết") == ["NV-0037"] and "CNTT" in EMP["NV-0037"].title, msg
    assert HEAD["PB-CSKH"] == "NV-0025", msg
    assert not [
        e.id for e in CAL.events if e.organizer_id == "NV-0025" and e.date == "2026-12-16"
    ], msg
    assert not [
        b.id for b in CAL.bookings if b.organizer_id == "NV-0025" and b.date == "2026-12-16"
    ], msg


def test_leave_approve_dept_week_next_weeks_engineering_requests() -> None:
    msg = (
        "hr.leave_approve_dept_week: next week's pending Engineering leave is DNP-0002, DNP-0090 "
        "and DNP-0091; Nam has 2.5 annual days for 4, Hưng enough; DNP-0092 is the Sales Hưng"
    )
    world = _task_world("hr.leave_approve_dept_week")
    depts = {e.id: e.department_id for e in HrWorld.of(world).employees}
    week = sorted(
        r.id
        for r in HrWorld.of(world).leave_requests
        if r.status == "pending"
        and depts[r.employee_id] == "PB-KTH"
        and r.start_date <= "2026-12-18"
        and r.end_date >= "2026-12-14"
    )
    assert week == ["DNP-0002", "DNP-0090", "DNP-0091"], msg
    requests = {r.id: r for r in HrWorld.of(world).leave_requests}
    assert (requests["DNP-0090"].days, _remaining("NV-0018", world) + 4) == (4, 2.5), msg
    assert requests["DNP-0091"].leave_type == "unpaid", msg
    assert _remaining("NV-0019", world) >= 0, msg
    assert HEAD["PB-KTH"] == "NV-0017" and all(
        EMP[requests[r].employee_id].manager_id == "NV-0017" for r in week
    ), msg
    assert EMP[requests["DNP-0092"].employee_id].full_name == EMP["NV-0019"].full_name, msg
    assert depts[requests["DNP-0092"].employee_id] == "PB-KD", msg
    assert requests["DNP-0093"].start_date > "2026-12-18", msg


def test_leave_approve_heads_deputy_exactly_three_pending_requests_are_hers() -> None:
    msg = (
        "hr.leave_approve_heads_deputy: by QD-002 the deputy director decides exactly DNP-0011, "
        "DNP-0090 and DNP-0091; the head of Accounting has 3.5 days for 5, Marketing's head "
        "exactly 1 for 1"
    )
    world = _task_world("hr.leave_approve_heads_deputy")
    emp = {e.id: e for e in HrWorld.of(world).employees}
    heads = {d.manager_id: d.id for d in HrWorld.of(world).departments}
    dept_head = {d.id: d.manager_id for d in HrWorld.of(world).departments}

    def approver(r: Any) -> str | None:
        e = emp[r.employee_id]
        if e.id in heads:
            return "NV-0002"
        return e.manager_id if r.days <= 3 else dept_head[e.department_id]

    hers = sorted(
        r.id
        for r in HrWorld.of(world).leave_requests
        if r.status == "pending" and approver(r) == "NV-0002"
    )
    assert hers == ["DNP-0011", "DNP-0090", "DNP-0091"], msg
    assert _remaining("NV-0003", world) + 5 == 3.5, msg
    assert _remaining("NV-0021", world) == 0 and _remaining("NV-0014", world) >= 0, msg
    assert not [
        r.id
        for r in HrWorld.of(world).leave_requests
        if r.approver_id == "NV-0002" and r.start_date >= "2026-12-01"
    ], msg


def test_leave_approve_named_one_ha_in_marketing_with_leave_at_the_end_of_the_month() -> None:
    msg = (
        "hr.leave_approve_named: the only Hà of Marketing is NV-0022 (DNP-0009, 28-29/12, 8 days "
        "used); her namesake NV-0015 is in HR; no other Marketing request at month end"
    )
    world = _task_world("hr.leave_approve_named")
    assert [i for i in _named("Hà") if EMP[i].department_id == "PB-MKT"] == ["NV-0022"], msg
    assert EMP["NV-0015"].full_name == EMP["NV-0022"].full_name, msg
    assert EMP["NV-0015"].department_id == "PB-NS", msg
    late = sorted(
        r.id
        for r in HrWorld.of(world).leave_requests
        if r.status == "pending"
        and EMP[r.employee_id].department_id == "PB-MKT"
        and r.employee_id != "NV-0021"
        and "2026-12-21" <= r.start_date <= "2026-12-31"
    )
    assert late == ["DNP-0009"], msg
    b = next(
        b for b in HrWorld.of(world).leave_balances if b.employee_id == "NV-0022" and b.year == 2026
    )
    assert b.annual_used == 8, msg
    assert not [
        r.id
        for r in HrWorld.of(world).leave_requests
        if r.approver_id == "NV-0021" and r.start_date >= "2026-12-01"
    ], msg


def test_leave_approve_team_authority_his_team_and_its_pending_requests() -> None:
    msg = (
        "hr.leave_approve_team_authority: NV-0009's team is NV-0008/0010/0011/0030 with pending "
        "DNP-0090 (2 d), DNP-0005 (3 d) and DNP-0091 (4 d, for the head of Sales, "
        "tuanhm@saoviet.vn); DNP-0092 is the southern team's"
    )
    world = _task_world("hr.leave_approve_team_authority")
    team = _reports("NV-0009", world)
    assert team == {"NV-0008", "NV-0010", "NV-0011", "NV-0030"}, msg
    pending = {
        r.id: r.days
        for r in HrWorld.of(world).leave_requests
        if r.status == "pending" and r.employee_id in team
    }
    assert pending == {"DNP-0090": 2, "DNP-0005": 3, "DNP-0091": 4}, msg
    assert HEAD["PB-KD"] == "NV-0007" and EMP["NV-0007"].email == "tuanhm@saoviet.vn", msg
    other = next(r for r in HrWorld.of(world).leave_requests if r.id == "DNP-0092")
    assert EMP[other.employee_id].manager_id == "NV-0012", msg
    assert not [
        r.id
        for r in HrWorld.of(world).leave_requests
        if r.approver_id == "NV-0009" and r.status == "approved" and r.start_date >= "2026-12-14"
    ], msg


def test_leave_cancel_right_one_only_one_trip_home_at_the_end_of_the_month() -> None:
    msg = (
        "hr.leave_cancel_right_one: NV-0024 has only the three seeded requests (and her past "
        "approved leave), and of the two "
        "at the end of December only DNP-0091 is the trip home"
    )
    assert not [
        r.id for r in HR.leave_requests if r.employee_id == "NV-0024" and r.status != "approved"
    ], msg
    assert all(r.start_date < "2026-11" for r in HR.leave_requests if r.employee_id == "NV-0024"), (
        msg
    )
    world = _task_world("hr.leave_cancel_right_one")
    mine = {
        r.id: r
        for r in HrWorld.of(world).leave_requests
        if r.employee_id == "NV-0024" and r.start_date >= "2026-11"
    }
    assert sorted(mine) == ["DNP-0090", "DNP-0091", "DNP-0092"], msg
    late = [r for r in mine.values() if r.start_date >= "2026-12-21"]
    assert sorted(r.id for r in late if "quê" in r.reason) == ["DNP-0091"], msg
    assert len(late) == 2, msg


def test_leave_move_dates_hung_has_one_request_to_move_to_working_days() -> None:
    msg = (
        "hr.leave_move_dates: NV-0019's only live request is DNP-0002 (annual, 17-18/12); "
        "24-25/12 are two working days; his namesake NV-0030 has no request from 14/12"
    )
    live = [
        r
        for r in HR.leave_requests
        if r.employee_id == "NV-0019" and r.status in LIVE and r.start_date >= "2026-11"
    ]
    assert [(r.id, r.status, r.leave_type, r.start_date, r.end_date) for r in live] == [
        ("DNP-0002", "pending", "annual", "2026-12-17", "2026-12-18")
    ], msg
    assert _workdays("2026-12-24", "2026-12-25") == 2, msg
    assert _named("Nguyễn Văn Hưng") == ["NV-0019", "NV-0030"], msg
    assert not [
        r.id
        for r in HR.leave_requests
        if r.employee_id == "NV-0030" and r.start_date >= "2026-12-14"
    ], msg


def test_leave_split_unpaid_lan_has_two_days_for_five() -> None:
    msg = (
        "hr.leave_split_unpaid: NV-0004 has 2 annual days left and no request; 14-18/12 are 5 "
        "working days; the other Trần Thị Lan (NV-0008) has nothing from 14/12"
    )
    assert _remaining("NV-0004", BASE) == 2, msg
    assert not [
        r.id for r in HR.leave_requests if r.employee_id == "NV-0004" and r.start_date >= "2026-11"
    ], msg
    assert _workdays("2026-12-14", "2026-12-18") == 5, msg
    assert _workdays("2026-12-14", "2026-12-15") == 2, msg
    assert not [
        r.id
        for r in HR.leave_requests
        if r.employee_id == "NV-0008" and r.start_date >= "2026-12-14"
    ], msg


def test_leave_use_remaining_viet_has_two_days_left() -> None:
    msg = (
        "hr.leave_use_remaining: NV-0034 is entitled to 13, used 10 and has 1 pending day (seed), "
        "so 2 days are left; 21-22/12 are working days"
    )
    world = _task_world("hr.leave_use_remaining")
    b = next(
        b for b in HrWorld.of(world).leave_balances if b.employee_id == "NV-0034" and b.year == 2026
    )
    assert (b.annual_entitled, b.annual_used) == (13, 10), msg
    assert _remaining("NV-0034", world) == 2, msg
    assert _workdays("2026-12-21", "2026-12-23") == 3, msg
    assert not [
        r.id
        for r in HrWorld.of(world).leave_requests
        if r.employee_id == "NV-0034" and r.start_date >= "2026-12-21"
    ], msg


def test_leave_wedding_split_lam_has_one_annual_day_for_the_week() -> None:
    msg = (
        "hr.leave_wedding_split: NV-0027 has 12 - 9 - 2 pending = 1 annual day; 21-25/12 are 5 "
        "working days; nothing else of his is live from 21/12"
    )
    world = _task_world("hr.leave_wedding_split")
    assert _remaining("NV-0027", world) == 1, msg
    assert _workdays("2026-12-21", "2026-12-25") == 5, msg
    assert not [
        r.id
        for r in HrWorld.of(world).leave_requests
        if r.employee_id == "NV-0027" and r.status in LIVE and r.end_date >= "2026-12-21"
    ], msg


def test_leave_weekend_span_hung_of_sales_and_his_namesakes_leave() -> None:
    msg = (
        "hr.leave_weekend_span: NV-0030 shares his name with NV-0019 (pending 17-18/12), has "
        "nothing from 14/12 and enough days for the 4 working days 17-22/12"
    )
    assert EMP["NV-0030"].full_name == EMP["NV-0019"].full_name, msg
    assert [
        r.id for r in HR.leave_requests if r.employee_id == "NV-0019" and r.start_date >= "2026-11"
    ] == ["DNP-0002"], msg
    assert not [
        r.id
        for r in HR.leave_requests
        if r.employee_id == "NV-0030" and r.start_date >= "2026-12-14"
    ], msg
    assert _workdays("2026-12-17", "2026-12-22") == 4, msg
    assert _remaining("NV-0030", BASE) >= 4, msg


def test_memory_update_summary_tung_has_one_note_to_update() -> None:
    msg = (
        "hr.memory_update_summary: NV-0012's only note is GN-0006 (anh Tùng, gạch đầu dòng, "
        "tối đa 5 ý), with nothing about millions or 3 points yet"
    )
    notes = [m for m in HelpdeskWorld.of(BASE).memory if m.owner_id == "NV-0012"]
    assert [m.id for m in notes] == ["GN-0006"], msg
    content = notes[0].content
    assert "anh Tùng" in content and "gạch đầu dòng" in content and "tối đa 5 ý" in content, msg
    assert "triệu" not in content and "3" not in content, msg


def test_overtime_month_cap_duc_has_six_hours_left_and_nam_room_for_ten() -> None:
    msg = (
        "hr.overtime_month_cap: 19/12 is a Saturday; Đức (NV-0029) has 34 live December hours "
        "(37 with the rejected 3 h), Nam (NV-0018) 3; the one Nam and one Đức of Engineering"
    )
    world = _task_world("hr.overtime_month_cap")
    assert day("2026-12-19").weekday() == 5, msg

    def december(employee_id: str, statuses: tuple[str, ...]) -> float:
        return sum(
            o.hours
            for o in HrWorld.of(world).overtime_requests
            if o.employee_id == employee_id and o.date[:7] == "2026-12" and o.status in statuses
        )

    assert december("NV-0029", LIVE) == 34, msg
    assert december("NV-0029", (*LIVE, "rejected")) == 37, msg
    assert december("NV-0018", LIVE) == 3, msg
    kth = [e.id for e in HrWorld.of(world).employees if e.department_id == "PB-KTH"]
    assert [i for i in _named("Nam", world) if i in kth] == ["NV-0018"], msg
    assert [i for i in _named("Đức", world) if i in kth] == ["NV-0029"], msg
    assert "NV-0021" in _named("Nam", world) and EMP["NV-0021"].department_id == "PB-MKT", msg
    assert not [
        o.id
        for o in HrWorld.of(world).overtime_requests
        if o.date >= "2026-12-18" and o.employee_id == "NV-0029"
    ], msg
    assert not [o.id for o in HrWorld.of(world).overtime_requests if o.date == "2026-12-19"], msg


def test_room_smallest_training_mai_is_the_smallest_free_room_for_seven() -> None:
    msg = (
        "hr.room_smallest_training: on 18/12 15:00-16:30 Lan (8) is booked, so Mai (10) is the "
        "smallest free room for 7; NV-0033 holds one other booking"
    )
    free = [
        (seats, room) for seats, room in _free_rooms("2026-12-18", "15:00", "16:30") if seats >= 7
    ]
    assert free[0] == (10, "PH-04"), msg
    assert "PH-03" not in {room for _, room in free}, msg
    assert [b.id for b in CAL.bookings if b.organizer_id == "NV-0033" and b.status == "booked"] == [
        "DP-0011"
    ], msg


def test_team_meeting_truc_is_the_smallest_free_room_for_his_team_of_five() -> None:
    msg = (
        "hr.team_meeting_smallest_room: NV-0009 has 4 direct reports; on 15/12 10-11 Cúc is "
        "booked and Sen seats 4, so Trúc (6) is the smallest free room for 5; he has nothing "
        "booked or organised from 11/12"
    )
    assert _reports("NV-0009") == {"NV-0008", "NV-0010", "NV-0011", "NV-0030"}, msg
    free = _free_rooms("2026-12-15", "10:00", "11:00")
    assert next((seats, room) for seats, room in free if seats >= 5) == (6, "PH-07"), msg
    assert "PH-02" not in {room for _, room in free} and ROOM["PH-01"].seats == 4, msg
    assert not [
        b.id for b in CAL.bookings if b.organizer_id == "NV-0009" and b.date >= "2026-12-11"
    ], msg
    assert not [
        e.id for e in CAL.events if e.organizer_id == "NV-0009" and e.date >= "2026-12-11"
    ], msg


def test_shift_tasks_registrations_on_the_days_they_change() -> None:
    msg = (
        "hr.shift_cancel_staff_days, hr.shift_swap_afternoon: Lan Anh (NV-0028, reports to "
        "NV-0025) works ca chiều 21-26/12 (DKC-0035..0040); Lành (NV-0036) ca sáng 21-24/12 "
        "(DKC-0031..0034); besides them only Quyết (ca hành chính) on 22 and 24/12 and nobody "
        "on 25/12"
    )
    regs = {r.id: r for r in HR.shift_registrations if r.status == "registered"}

    def on(employee_id: str) -> dict[str, tuple[str, str]]:
        return {
            r.id: (r.date, r.shift_id)
            for r in regs.values()
            if r.employee_id == employee_id and r.date >= "2026-12-21"
        }

    assert _named("Lan Anh") == ["NV-0028"] and EMP["NV-0028"].manager_id == "NV-0025", msg
    assert on("NV-0028") == {f"DKC-00{35 + n}": (f"2026-12-{21 + n}", "CA-C") for n in range(6)}, (
        msg
    )
    assert on("NV-0036") == {f"DKC-00{31 + n}": (f"2026-12-{21 + n}", "CA-S") for n in range(4)}, (
        msg
    )

    def besides(employee_id: str, *days: str) -> list[str]:
        """Every registration (any status) on those days of anyone but `employee_id`."""
        return sorted(
            r.id for r in HR.shift_registrations if r.date in days and r.employee_id != employee_id
        )

    assert besides("NV-0028", "2026-12-24", "2026-12-25") == ["DKC-0034", "DKC-0044"], msg
    assert besides("NV-0036", "2026-12-22") == ["DKC-0036", "DKC-0042"], msg
    assert (SHIFT["CA-C"].name, SHIFT["CA-C"].start) == ("Ca chiều", "14:00"), msg
    assert not [
        r.id
        for r in HR.leave_requests
        if r.employee_id == "NV-0028" and r.start_date >= "2026-12-21"
    ], msg


# --- expert tasks -------------------------------------------------------------------------------


def _busy_days(employee_id: str, world: World = BASE) -> set[str]:
    """Days the employee logged a customer activity, attends an event or has live overtime."""
    days = {a.date for a in CrmWorld.of(world).activities if a.created_by == employee_id}
    days |= {
        ev.date
        for ev in CalendarWorld.of(world).events
        if employee_id in [ev.organizer_id, *ev.attendee_ids]
    }
    days |= {
        o.date
        for o in HrWorld.of(world).overtime_requests
        if o.employee_id == employee_id and o.status in LIVE
    }
    return days


def test_expert_sales_head_december_tiers_balances_and_quiet_leave_days() -> None:
    """hr.expert_sales_head_december: the head of Sales decides >3-day leave of everyone and his
    two team leads' own; the balances behind each decision; nothing clashes with the leave he
    approves; Hưng of Sales has no other unpaid leave; Lâm's and Oanh's December overtime is the
    task's own; 01/01/2027 is a holiday; the rules say what the task applies."""
    msg = "hr.expert_sales_head_december"
    task = definitions()[msg]
    world = initial_world(task)
    assert HEAD["PB-KD"] == "NV-0007", msg
    assert _reports("NV-0007") >= {"NV-0009", "NV-0012"}, msg
    assert _reports("NV-0009") == {"NV-0008", "NV-0010", "NV-0011", "NV-0030"}, msg
    assert _reports("NV-0012") == {"NV-0013", "NV-0027", "NV-0038"}, msg
    left = {"NV-0009": 6, "NV-0012": 4, "NV-0027": 3, "NV-0011": 7, "NV-0013": 10, "NV-0038": 11}
    for emp, days in left.items():
        b = next(
            b for b in HrWorld.of(world).leave_balances if b.employee_id == emp and b.year == 2026
        )
        assert b.annual_entitled - b.annual_used == days, (msg, emp)
    approved_leave = {
        "NV-0009": ("2026-12-28", "2026-12-29"),
        "NV-0013": ("2026-12-28", "2026-12-31"),
    }
    approved_leave["NV-0038"] = ("2026-12-21", "2026-12-25")
    for emp, (start, end) in approved_leave.items():
        clash = {d.isoformat() for d in working_days(day(start), day(end))} & _busy_days(emp, world)
        assert not clash, (msg, emp, clash)
    assert "2027-01-01" in HOLIDAYS and _workdays("2026-12-28", "2027-01-01") == 4, msg
    assert not [
        r.id for r in HR.leave_requests if r.employee_id == "NV-0030" and r.leave_type == "unpaid"
    ], msg
    assert not [
        o.id
        for o in HR.overtime_requests
        if o.employee_id in ("NV-0027", "NV-0013", "NV-0011", "NV-0008", "NV-0012")
        and o.date.startswith("2026-12")
    ], msg
    leave, overtime = _regulation("QD-001"), _regulation("QD-012")
    assert "không hưởng lương tối đa 10 ngày làm việc mỗi năm" in leave, msg
    assert "không quá 04 giờ trong một ngày làm việc bình thường" in overtime, msg
    assert "không duyệt đề nghị làm vượt giới hạn" in overtime, msg


def test_expert_sales_head_december_tung_ids_run_against_dates() -> None:
    """hr.expert_sales_head_december: Tùng's ids and dates run in opposite orders, so an agent
    deciding in id order gets his month wrong (the full replay of the head's remembered rules,
    with the yearly cap, is in test_expert_sales_head_december_world.py)."""
    msg = "hr.expert_sales_head_december"
    world = initial_world(definitions()[msg])
    tung = sorted(
        (o.id, o.date)
        for o in HrWorld.of(world).overtime_requests
        if o.id in ("LTG-0145", "LTG-0146")
    )
    assert tung == [("LTG-0145", "2026-12-27"), ("LTG-0146", "2026-12-26")], msg


def test_expert_cskh_leave_coverage_rota_balances_and_the_it_engineer() -> None:
    """hr.expert_cskh_leave_coverage: the base rota of the week of 14/12 the task cancels from,
    Quyết of IT support (not Customer Care) on Friday's ca chiều, nothing registered for the week
    of 28/12, the balances behind each decision, and quiet days for the leave it approves."""
    msg = "hr.expert_cskh_leave_coverage"
    world = initial_world(definitions()[msg])
    regs = {r.id: r for r in HR.shift_registrations}
    expected = {
        "DKC-0002": ("NV-0035", "CA-S", "2026-12-14"),
        "DKC-0006": ("NV-0035", "CA-S", "2026-12-15"),
        "DKC-0009": ("NV-0028", "CA-S", "2026-12-16"),
        "DKC-0015": ("NV-0036", "CA-C", "2026-12-17"),
        "DKC-0019": ("NV-0036", "CA-C", "2026-12-18"),
        "DKC-0030": ("NV-0037", "CA-C", "2026-12-18"),
    }
    for id, (emp, shift, date_) in expected.items():
        r = regs[id]
        assert (r.employee_id, r.shift_id, r.date, r.status) == (emp, shift, date_, "registered")
    assert regs["DKC-0029"].status == "cancelled" and len(regs) == 44, msg
    assert EMP["NV-0037"].department_id == "PB-HC", msg
    assert {e.id for e in HR.employees if e.department_id == "PB-CSKH"} == {
        "NV-0025",
        "NV-0028",
        "NV-0035",
        "NV-0036",
    }, msg
    assert not {"NV-0041", "NV-0042"} & set(EMP), msg
    assert not [r.id for r in HR.shift_registrations if r.date >= "2026-12-28"], msg
    for emp, left in {"NV-0035": 0, "NV-0036": 5, "NV-0028": 8}.items():
        b = next(
            b for b in HrWorld.of(world).leave_balances if b.employee_id == emp and b.year == 2026
        )
        assert b.annual_entitled - b.annual_used == left, (msg, emp)
    assert not [
        r.id for r in HR.leave_requests if r.employee_id == "NV-0035" and r.leave_type == "unpaid"
    ]
    leave_days = {
        "NV-0035": ("2026-12-14", "2026-12-15"),
        "NV-0028": ("2026-12-16", "2026-12-16"),
        "NV-0036": ("2026-12-17", "2026-12-18"),
        "NV-0042": ("2026-12-28", "2026-12-29"),
    }
    for emp, (start, end) in leave_days.items():
        days = {d.isoformat() for d in working_days(day(start), day(end))}
        assert not days & _busy_days(emp, world), (msg, emp)
    assert "Trưởng phòng được hủy ca đã đăng ký của nhân viên trong phòng" in _regulation("QD-013")
    # the week of 28/12 in the task's world: two on each ca sáng, three on each ca chiều
    week = [
        r for r in HrWorld.of(world).shift_registrations if "2026-12-28" <= r.date <= "2026-12-31"
    ]
    for d in ("2026-12-28", "2026-12-29", "2026-12-30", "2026-12-31"):
        morning = {r.employee_id for r in week if r.date == d and r.shift_id == "CA-S"}
        evening = {r.employee_id for r in week if r.date == d and r.shift_id == "CA-C"}
        assert morning == {"NV-0035", "NV-0041"}, (msg, d)
        assert evening == {"NV-0025", "NV-0042", "NV-0028"}, (msg, d)


def test_expert_eng_migration_overtime_the_team_and_its_2026_overtime() -> None:
    """hr.expert_eng_migration_overtime: Engineering is its head and five active staff; their
    only base overtime is Đức's approved 5/12 and pending 12/12 and Nam's pending 10/12; the
    weekend is a Saturday and a Sunday; QD-012 caps the day, the month and the year."""
    msg = "hr.expert_eng_migration_overtime"
    team = {e.id for e in HR.employees if e.department_id == "PB-KTH"}
    assert team == {"NV-0017", "NV-0018", "NV-0019", "NV-0020", "NV-0029", "NV-0034"}, msg
    assert all(
        EMP[e].status == "active" and EMP[e].manager_id == "NV-0017" for e in team - {"NV-0017"}
    )
    base = {
        (o.id, o.employee_id, o.hours, o.status)
        for o in HR.overtime_requests
        if o.employee_id in team
    }
    assert base == {
        ("LTG-0003", "NV-0029", 6.0, "approved"),
        ("LTG-0005", "NV-0018", 3.0, "pending"),
        ("LTG-0007", "NV-0029", 6.0, "pending"),
    }, msg
    assert max(int(o.id[4:]) for o in HR.overtime_requests) < 140, msg
    assert (day("2026-12-19").weekday(), day("2026-12-20").weekday()) == (5, 6), msg
    overtime = _regulation("QD-012")
    assert "không quá 200 giờ trong một năm" in overtime and "40 giờ trong một tháng" in overtime


def test_expert_eng_migration_overtime_room_left_is_what_the_task_books() -> None:
    """hr.expert_eng_migration_overtime: in the task's world Engineering lists fifteen people
    (a second page at the default ten), twelve active staff beside the head; each one's room left
    under QD-012 (approved + pending, December for the month, 2026 only for the year) gives the
    hours the task books, Saturday first; no leave spans the weekend and nobody has an event on it."""
    msg = "hr.expert_eng_migration_overtime"
    task = definitions()[msg]
    world = initial_world(task)
    from ava_inspect.tasks.hr import expert_eng_migration_overtime as eng

    assert not set(eng._PEOPLE) & set(EMP), msg
    dept = [e for e in HrWorld.of(world).employees if e.department_id == "PB-KTH"]
    assert len(dept) == 15 and len(dept) > 10, msg
    active = {e.id for e in dept if e.status == "active"} - {"NV-0017"}
    assert active == set(eng.STAFF), msg
    booked = {(e, d): h for e, d, h in eng._NEW}
    for emp in eng.STAFF:
        live = [
            o
            for o in HrWorld.of(world).overtime_requests
            if o.employee_id == emp and o.status in LIVE
        ]
        month = sum(o.hours for o in live if o.date.startswith("2026-12"))
        year = sum(o.hours for o in live if o.date.startswith("2026"))
        left = min(40 - month, 200 - year)
        assert booked.get((emp, eng.SAT), 0) == min(10, left), (msg, emp)
        assert booked.get((emp, eng.SUN), 0) == max(0, min(8, left - 10)), (msg, emp)
        assert not [o.id for o in live if o.date in (eng.SAT, eng.SUN)], (msg, emp)
        assert not [
            r.id
            for r in HrWorld.of(world).leave_requests
            if r.employee_id == emp
            and r.status in LIVE
            and r.start_date <= eng.SUN
            and r.end_date >= eng.SAT
        ], (msg, emp)
        assert not [
            ev.id
            for ev in CalendarWorld.of(world).events
            if ev.date in (eng.SAT, eng.SUN) and emp in [ev.organizer_id, *ev.attendee_ids]
        ], (msg, emp)
    assert {e.id: e.status for e in dept if e.id in eng.AWAY} == {
        "NV-0045": "on_leave",
        "NV-0047": "resigned",
    }, msg


def test_expert_accounting_audit_week_team_balances_and_year_end_plan() -> None:
    """hr.expert_accounting_audit_week: Accounting is the chief accountant and five staff who
    report to her; their balances; no other December leave or overtime of theirs but Ngọc's
    pending 30/12; the year-end plan mail (TH-0007) gives nobody a task on a day of the leave the
    task approves; nothing else in the chief accountant's mail speaks of the audit's dates."""
    msg = "hr.expert_accounting_audit_week"
    world = initial_world(definitions()[msg])
    team = {e.id for e in HR.employees if e.department_id == "PB-KT"}
    assert team == {"NV-0003", "NV-0004", "NV-0005", "NV-0006", "NV-0026", "NV-0039"}, msg
    assert all(EMP[e].manager_id == "NV-0003" for e in team - {"NV-0003"}), msg
    left = {"NV-0004": 2, "NV-0005": 8, "NV-0006": 4.5, "NV-0026": 7, "NV-0039": 5}
    for emp, days in left.items():
        b = next(
            b for b in HrWorld.of(world).leave_balances if b.employee_id == emp and b.year == 2026
        )
        assert b.annual_entitled - b.annual_used == days, (msg, emp)
    assert not [
        r.id for r in HR.leave_requests if r.employee_id in team and r.start_date >= "2026-12"
    ]
    december = [o.id for o in HR.overtime_requests if o.employee_id in team and o.date >= "2026-12"]
    assert december == ["LTG-0008"], msg
    plan = next(m for m in MailWorld.of(BASE).messages if m.id == "TH-0007").body
    for line in ("15/12: Khải", "22/12: hạn cuối", "25/12: Thu Hà", "31/12: Tài"):
        assert line in plan, (msg, line)
    assert not [
        m.id for m in MailWorld.of(BASE).messages if "kiểm toán báo cáo tài chính" in m.body
    ], msg
    approved = [
        ("NV-0005", "2026-12-22", "2026-12-23"),
        ("NV-0026", "2026-12-29", "2026-12-31"),
        ("NV-0039", "2026-12-28", "2026-12-30"),
        ("NV-0006", "2026-12-18", "2026-12-21"),
        ("NV-0026", "2026-12-24", "2026-12-24"),
    ]
    for emp, start, end in approved:
        taken = {d.isoformat() for d in working_days(day(start), day(end))}
        assert not taken & _busy_days(emp, world), (msg, emp)
    # one person off a day of 21-24/12, requests weighed by start date, gives the reference
    task = definitions()[msg]
    verdict = {
        c.args["request_id"]: c.args["decision"]
        for c in task.oracle_calls
        if c.tool == "ava_approval" and c.args["request_id"].startswith("DNP")
    }
    off: set[str] = set()
    pending = [
        r for r in HrWorld.of(world).leave_requests if r.employee_id in team and r.id in verdict
    ]
    for r in sorted(pending, key=lambda r: r.start_date):
        audit = {d.isoformat() for d in working_days(day(r.start_date), day(r.end_date))}
        audit &= {"2026-12-21", "2026-12-22", "2026-12-23", "2026-12-24"}
        if audit & off:
            assert verdict[r.id] == "reject", (msg, r.id)
        elif verdict[r.id] == "approve":
            off |= audit
    assert len({r.start_date for r in pending}) == len(pending), msg


def test_expert_cskh_rota_week_registrations_and_the_heads_two_evenings() -> None:
    """hr.expert_cskh_rota_week: the week of 21/12 already holds Lành's four ca sáng, Lan Anh's
    six ca chiều and Quyết's ca hành chính; the head's year-end meeting (22/12) and party (25/12)
    are why her later mail hands those two ca chiều to Đạt, and nothing else of hers meets a ca
    chiều that week; the regulation caps a week at 6 shifts."""
    msg = "hr.expert_cskh_rota_week"
    week = [f"2026-12-{d}" for d in range(21, 27)]
    regs = {
        r.id: (r.employee_id, r.shift_id, r.date)
        for r in HR.shift_registrations
        if r.date in week and r.status == "registered"
    }
    expected = {f"DKC-00{31 + n}": ("NV-0036", "CA-S", week[n]) for n in range(4)}
    expected |= {f"DKC-00{35 + n}": ("NV-0028", "CA-C", week[n]) for n in range(6)}
    expected |= {f"DKC-00{41 + n}": ("NV-0037", "CA-HC", week[n]) for n in range(4)}
    assert regs == expected, msg
    head_events = {
        (ev.date, ev.start)
        for ev in CAL.events
        if ev.date in week and "NV-0025" in [ev.organizer_id, *ev.attendee_ids]
    }
    assert head_events == {("2026-12-22", "14:00"), ("2026-12-25", "18:30")}, msg
    assert not [
        r.id
        for r in HR.leave_requests
        if r.employee_id in ("NV-0025", "NV-0028", "NV-0035", "NV-0036")
        and r.status in LIVE
        and r.start_date <= week[-1]
        and r.end_date >= week[0]
    ], msg
    assert "không quá 06 ca mỗi tuần" in _regulation("QD-013"), msg
    # the week of 28/12: empty in the base; 01/01 a holiday; in the task's world the only live
    # leave of the people assigned is Trang's approved 30-31/12 (Lành, on pending leave 28-30/12,
    # is assigned nothing); the head has nothing on 30/12 when she takes Đạt's ca chiều
    week2 = ["2026-12-28", "2026-12-29", "2026-12-30", "2026-12-31", "2027-01-02"]
    assert "2027-01-01" in HOLIDAYS and not [
        r.id for r in HR.shift_registrations if r.date >= "2026-12-28"
    ], msg
    world = initial_world(definitions()[msg])
    assigned = ("NV-0025", "NV-0028", "NV-0035", "NV-0041", "NV-0042")
    live = {
        (r.employee_id, r.start_date, r.end_date, r.status)
        for r in HrWorld.of(world).leave_requests
        if r.employee_id in (*assigned, "NV-0036")
        and r.status in LIVE
        and r.start_date <= week2[-1]
        and r.end_date >= week2[0]
    }
    assert live == {
        ("NV-0041", "2026-12-30", "2026-12-31", "approved"),
        ("NV-0036", "2026-12-28", "2026-12-30", "pending"),
    }, msg
    assert not [
        ev.id
        for ev in CalendarWorld.of(world).events
        if ev.date in week2 and set(assigned) & {ev.organizer_id, *ev.attendee_ids}
    ], msg
