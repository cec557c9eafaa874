"""Noise of the hr tables: counts, ids, references, unique keys, the rules that keep a distractor
from becoming a second right answer, the world's own rules, and determinism (the calendar's are in
tests/subsystems/calendar/test_noise_calendar.py)."""

from __future__ import annotations

from collections import defaultdict
from datetime import date

import pytest
from noise_checks import (
    CASES,
    LIVE,
    TASKS,
    check_counts_ids_and_references,
    check_rebuilt_alike,
    noise,
    on_leave,
)
from noise_worlds import clean, focus, noisy

from ava_inspect.core.tools.common import digits, fold, search_text_matches, working_days
from ava_inspect.core.world.clock import TODAY
from ava_inspect.harness.catalog import definitions
from ava_inspect.noise import safe_tables
from ava_inspect.subsystems.crm.records import CrmWorld
from ava_inspect.subsystems.hr.records import HrWorld
from ava_inspect.subsystems.recruitment.records import RecruitmentWorld

TABLES = (
    "hr.departments",
    "hr.employees",
    "hr.leave_balances",
    "hr.leave_requests",
    "hr.shift_registrations",
    "hr.overtime_requests",
)


def focus_people(task_id: str) -> set[str]:
    return set(focus(task_id).ids.get("hr.employees", frozenset()))


@pytest.mark.parametrize(("task_id", "n"), CASES)
def test_counts_ids_and_references(task_id: str, n: int) -> None:
    check_counts_ids_and_references(task_id, n, TABLES)


@pytest.mark.parametrize(("task_id", "n"), CASES)
def test_unique_keys(task_id: str, n: int) -> None:
    world = noisy(task_id, n)
    emails = [e.email.casefold() for e in HrWorld.of(world).employees]
    assert len(set(emails)) == len(emails)
    phones = [digits(e.phone) for e in HrWorld.of(world).employees]
    assert len(set(phones)) == len(phones)
    names = [fold(d.name) for d in HrWorld.of(world).departments]
    codes = [d.code for d in HrWorld.of(world).departments]
    assert len(set(names)) == len(names)
    assert len(set(codes)) == len(codes)
    years = [(b.employee_id, b.year) for b in HrWorld.of(world).leave_balances]
    assert len(set(years)) == len(years)
    assert all(b.year < TODAY.year for b in noise(world, "hr.leave_balances"))


@pytest.mark.parametrize(("task_id", "n"), CASES)
def test_employees_are_look_alikes_not_copies(task_id: str, n: int) -> None:
    world, base = noisy(task_id, n), clean(task_id)
    people = [e.full_name for e in HrWorld.of(base).employees]
    people += [c.full_name for c in CrmWorld.of(base).contacts]
    people += [c.full_name for c in RecruitmentWorld.of(base).candidates]
    heads = {d.id: d.manager_id for d in HrWorld.of(base).departments}
    given = defaultdict(set)
    for e in HrWorld.of(base).employees:
        given[e.department_id].add(fold(e.full_name.split()[-1]))
    real_emails = {e.email.split("@")[0] for e in HrWorld.of(base).employees}
    added = noise(world, "hr.employees")
    for e in added:
        for other in people:
            assert fold(e.full_name) != fold(other), e.full_name
            assert not search_text_matches(other, e.full_name), (e.full_name, other)
            assert not search_text_matches(e.full_name, other), (e.full_name, other)
        words = fold(e.full_name).split()
        assert not any(w.startswith(g) for w in words for g in given[e.department_id])
        assert e.department_id in heads
        assert e.manager_id == heads[e.department_id]
        assert "trưởng" not in e.title.casefold()
        local = e.email.split("@")[0]
        assert not any(local.startswith(r) or r.startswith(local) for r in real_emails)
    noise_names = [fold(e.full_name) for e in added]
    assert len(set(noise_names)) == len(noise_names)
    # same family name and department as the people of the task
    fp = [e for e in HrWorld.of(base).employees if e.id in focus_people(task_id)]
    noised = "hr.employees" in safe_tables(definitions()[task_id])  # not a table the task reads
    if fp and n >= 8 and noised:
        pairs = {(e.full_name.split()[0], e.department_id) for e in fp}
        assert any((e.full_name.split()[0], e.department_id) in pairs for e in added)


@pytest.mark.parametrize(("task_id", "n"), CASES)
def test_every_department_has_its_head_and_staff(task_id: str, n: int) -> None:
    """No empty unit: departments get no noise, and noise colleagues join real ones."""
    world = noisy(task_id, n)
    assert noise(world, "hr.departments") == []
    staff = defaultdict(set)
    for e in HrWorld.of(world).employees:
        staff[e.department_id].add(e.id)
    for d in HrWorld.of(world).departments:
        assert d.manager_id in staff[d.id] and len(staff[d.id]) >= 2, d.id


@pytest.mark.parametrize(("task_id", "n"), CASES)
def test_leave_never_a_second_answer(task_id: str, n: int) -> None:
    world = noisy(task_id, n)
    people, dates = focus_people(task_id), focus(task_id).dates
    live = [r for r in HrWorld.of(world).leave_requests if r.status in LIVE]
    for r in noise(world, "hr.leave_requests"):
        start, end = date.fromisoformat(r.start_date), date.fromisoformat(r.end_date)
        assert start <= end
        assert r.days == len(working_days(start, end)) > 0
        if r.status in LIVE:
            assert not (r.employee_id in people and r.end_date >= f"{TODAY.year}-01-01")
            assert not any(r.start_date <= d <= r.end_date for d in dates)
            assert not (r.leave_type == "annual" and r.status == "approved" and start.year >= 2026)
            for other in live:
                if other.id != r.id and other.employee_id == r.employee_id:
                    assert other.end_date < r.start_date or r.end_date < other.start_date
        if r.status in ("approved", "rejected"):
            assert r.approver_id is not None
    # a live annual request never takes anyone's 2026 balance below zero
    balances = {b.employee_id: b for b in HrWorld.of(world).leave_balances if b.year == TODAY.year}
    pending: dict[str, float] = defaultdict(float)
    for r in live:
        if r.status == "pending" and r.leave_type == "annual" and r.start_date[:4] == "2026":
            pending[r.employee_id] += r.days
    for emp, days in pending.items():
        if emp in balances and any(x.employee_id == emp for x in noise(world, "hr.leave_requests")):
            b = balances[emp]
            assert b.annual_entitled - b.annual_used - days >= 0, emp


@pytest.mark.parametrize(("task_id", "n"), CASES)
def test_shifts_are_history(task_id: str, n: int) -> None:
    world = noisy(task_id, n)
    dates = focus(task_id).dates
    seen = set()
    for r in HrWorld.of(world).shift_registrations:
        if r.status == "registered":
            assert (r.employee_id, r.date) not in seen
            seen.add((r.employee_id, r.date))
    for r in noise(world, "hr.shift_registrations"):
        assert r.date < TODAY.isoformat()
        assert r.date not in dates
        assert date.fromisoformat(r.date).weekday() < 6
    # the rota's two people per ca sáng and ca chiều, never more, on the days noise fills
    days = {r.date for r in noise(world, "hr.shift_registrations")}
    counts: dict[tuple[str, str], int] = defaultdict(int)
    for r in HrWorld.of(world).shift_registrations:
        if r.status == "registered" and r.shift_id != "CA-HC" and r.date in days:
            counts[(r.date, r.shift_id)] += 1
    assert all(c <= 2 for c in counts.values())


@pytest.mark.parametrize(("task_id", "n"), CASES)
def test_overtime_within_rules(task_id: str, n: int) -> None:
    world = noisy(task_id, n)
    people, dates = focus_people(task_id), focus(task_id).dates
    month = TODAY.isoformat()[:7]
    added = noise(world, "hr.overtime_requests")
    for r in added:
        rest_day = date.fromisoformat(r.date).weekday() >= 5
        assert 0 < r.hours <= (12 if rest_day else 4)
        assert r.date not in dates
        if r.employee_id in people and r.status in LIVE:
            assert r.date[:7] < month
    totals: dict[tuple[str, str], float] = defaultdict(float)
    for r in HrWorld.of(world).overtime_requests:
        if r.status in LIVE:
            totals[(r.employee_id, r.date[:7])] += r.hours
    touched = {(r.employee_id, r.date[:7]) for r in added}
    assert all(totals[k] <= 40 for k in touched)


@pytest.mark.parametrize("task_id", TASKS)
def test_deterministic(task_id: str) -> None:
    check_rebuilt_alike(task_id, TABLES, noise)


@pytest.mark.parametrize(("task_id", "n"), CASES)
def test_nobody_works_on_a_day_off(task_id: str, n: int) -> None:
    world = noisy(task_id, n)
    away = on_leave(world)
    for r in noise(world, "hr.overtime_requests"):
        assert not away(r.employee_id, r.date), r.id
    for s in noise(world, "hr.shift_registrations"):
        if s.status == "registered":
            assert not away(s.employee_id, s.date), s.id
