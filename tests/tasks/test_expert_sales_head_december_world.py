"""hr.expert_sales_head_december: the facts its one right end state rests on. The head's two
memory notes (the 40 h month and, later, the 200 h year, each person's requests in date order)
applied to the task's world give the reference's overtime decisions; the earlier 2026 hours of
the two people near the year cap; the pending list spans two pages; no overtime falls on a day
its person has leave; the rules say what the task applies."""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from ava_inspect.core.tools.runtime import Session, call_op
from ava_inspect.core.world.tables import World, merge
from ava_inspect.harness.catalog import definitions
from ava_inspect.harness.toolsets import CATALOGUE
from ava_inspect.harness.worlds import initial_world
from ava_inspect.noise.inject import add_noise
from ava_inspect.subsystems.helpdesk.records import HelpdeskWorld
from ava_inspect.subsystems.hr.records import HrWorld

TASK_ID = "hr.expert_sales_head_december"
HEAD = "NV-0007"
LIVE = ("pending", "approved")


def _world() -> World:
    return initial_world(definitions()[TASK_ID])


def _sales(world: World) -> set[str]:
    return {e.id for e in HrWorld.of(world).employees if e.department_id == "PB-KD"}


def _call(world: World, name: str, **args: Any) -> Any:
    session = Session(world=merge(world, {}), user_id=HEAD)
    return call_op(CATALOGUE[name].op, session, args)


def _reference_overtime() -> dict[str, str]:
    return {
        c.args["request_id"]: c.args["decision"]
        for c in definitions()[TASK_ID].oracle_calls
        if c.tool == "ava_approval" and c.args["request_id"].startswith("LTG")
    }


def test_the_remembered_rules_give_the_reference_overtime_decisions() -> None:
    """Each person's pending December requests in date order, against the daily caps, 40 h a
    month and 200 h a year; approved hours count, refused and cancelled ones do not, and a refused
    request adds nothing. That gives exactly the reference's decisions, one per pending request of
    December (January's stays)."""
    world = _world()
    sales = _sales(world)
    mine = [o for o in HrWorld.of(world).overtime_requests if o.employee_id in sales]
    decided: dict[str, str] = {}
    for emp in sales - {HEAD}:
        own = [o for o in mine if o.employee_id == emp]
        month = sum(o.hours for o in own if o.status == "approved" and o.date[:7] == "2026-12")
        year = sum(o.hours for o in own if o.status == "approved" and o.date[:4] == "2026")
        pending = sorted(
            (o for o in own if o.status == "pending" and o.date[:7] == "2026-12"),
            key=lambda o: o.date,
        )
        for o in pending:
            cap = 12 if date.fromisoformat(o.date).weekday() >= 5 else 4
            fits = o.hours <= cap and month + o.hours <= 40 and year + o.hours <= 200
            decided[o.id] = "approve" if fits else "reject"
            if fits:
                month, year = month + o.hours, year + o.hours
    assert decided == _reference_overtime()
    january = [o.id for o in mine if o.status == "pending" and o.date[:7] == "2027-01"]
    assert january == ["LTG-0135"]


def test_the_year_cap_people_and_what_does_not_count() -> None:
    """Hưng has 171.5 approved hours of 2026 before December and a cancelled 8 h; Ánh 188.5 and
    a refused 6 h. Their live 2026 hours (pending included) are past 200, so noise can add no
    approved hours of theirs; everyone else of Sales stays far from 200."""
    world = _world()
    sales = _sales(world)

    def hours(emp: str, status: tuple[str, ...], before_december: bool = True) -> float:
        return sum(
            o.hours
            for o in HrWorld.of(world).overtime_requests
            if o.employee_id == emp
            and o.status in status
            and o.date[:4] == "2026"
            and (o.date < "2026-12-01" or not before_december)
        )

    assert hours("NV-0030", ("approved",)) == 171.5
    assert hours("NV-0030", ("cancelled",)) == 8.0
    assert hours("NV-0038", ("approved",)) == 188.5
    assert hours("NV-0038", ("rejected",)) == 6.0
    for emp in ("NV-0030", "NV-0038"):
        assert hours(emp, LIVE, before_december=False) > 200, emp
    for emp in sales - {"NV-0030", "NV-0038"}:
        assert hours(emp, LIVE, before_december=False) <= 150, emp
    memory = [m.content for m in HelpdeskWorld.of(world).memory if m.owner_id == HEAD]
    assert len(memory) == 2 and all(len(m) <= 500 for m in memory)
    assert "theo ngày làm thêm, ngày sớm xét trước" in memory[0]
    assert "200 giờ/năm" in memory[1] and "trong năm (không phải trong tháng)" in memory[1]
    assert "đã hủy không tính" in memory[1]


def test_the_pending_overtime_list_spans_two_pages() -> None:
    """The head's pending overtime list of Sales holds 33 December requests and one of January;
    at the tool's default page of 20 the rest are on a second page."""
    world = _world()
    first = _call(
        world, "amis_timekeeping_list_overtime_requests", department_id="PB-KD", status="pending"
    )
    assert first["has_more"] and len(first["items"]) == 20
    assert first["total"] == 34
    decided = set(_reference_overtime())
    assert len(decided) == 33 and {o["id"] for o in first["items"]} < decided


def test_no_overtime_on_a_day_of_leave_and_the_rules_say_it() -> None:
    """No 2026 overtime of Sales falls on a day of its person's pending or approved leave (nor on
    a day of leave the task refuses); QD-012 states both daily caps and the yearly one."""
    world = _world()
    sales = _sales(world)
    leave = [
        r for r in HrWorld.of(world).leave_requests if r.employee_id in sales and r.status in LIVE
    ]
    for o in HrWorld.of(world).overtime_requests:
        if o.employee_id not in sales or o.date[:4] != "2026":
            continue
        clash = [
            r.id
            for r in leave
            if r.employee_id == o.employee_id and r.start_date <= o.date and o.date <= r.end_date
        ]
        assert not clash, (o.id, clash)
    rules = next(d.content for d in HelpdeskWorld.of(world).documents if d.id == "QD-012")
    assert "không quá 12 giờ trong ngày nghỉ hằng tuần" in rules
    assert "không quá 200 giờ trong một năm" in rules


@pytest.mark.parametrize("noise", [8, 64])
def test_noise_changes_none_of_the_facts_the_decisions_rest_on(noise: int) -> None:
    """Noise adds no pending request of Sales (its own look-alike colleagues included) for the
    head to decide, no approved 2026 hour of the two people near the year cap and no approved
    December hour of the task's people."""
    task = definitions()[TASK_ID]
    clean = _world()
    noisy, _ = add_noise(_world(), task, noise)
    sales, people = _sales(noisy), _sales(clean)

    def facts(world: World) -> tuple[set[str], set[str], dict[str, float]]:
        pending_ot = {
            o.id
            for o in HrWorld.of(world).overtime_requests
            if o.employee_id in sales and o.status == "pending"
        }
        pending_leave = {
            r.id
            for r in HrWorld.of(world).leave_requests
            if r.employee_id in sales and r.status == "pending"
        }
        approved = {
            e: sum(
                o.hours
                for o in HrWorld.of(world).overtime_requests
                if o.employee_id == e
                and o.status == "approved"
                and (o.date[:7] == "2026-12" or e in ("NV-0030", "NV-0038"))
                and o.date[:4] == "2026"
            )
            for e in sorted(people)
        }
        return pending_ot, pending_leave, approved

    assert facts(noisy) == facts(clean)
