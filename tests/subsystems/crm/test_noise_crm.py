"""Noise of the crm and recruitment tables: counts, ids, references, unique keys, the rules that
keep a distractor from becoming a second right answer, and determinism."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest
from cv_years import periods, problems, stated
from noise_worlds import clean, focus, noisy

from ava_inspect.core.noise.context import GENERATORS, NoiseContext
from ava_inspect.core.tools.common import fold
from ava_inspect.core.world.clock import TODAY
from ava_inspect.core.world.tables import World, check_references
from ava_inspect.harness.catalog import definitions
from ava_inspect.noise import safe_tables
from ava_inspect.subsystems.calendar.records import CalendarWorld
from ava_inspect.subsystems.crm.records import CrmWorld
from ava_inspect.subsystems.hr.records import HrWorld
from ava_inspect.subsystems.recruitment.records import RecruitmentWorld

TABLES = (
    "crm.customers",
    "crm.contacts",
    "crm.opportunities",
    "crm.activities",
    "crm.invoices",
    "crm.payments",
    "recruitment.job_openings",
    "recruitment.candidates",
    "recruitment.interviews",
    "recruitment.evaluations",
    "recruitment.offers",
)
TASKS = sorted(definitions())
SIZES = (1, 8, 64)
NOISE_ID = re.compile(r"-N\d{3}$")
CASES = [(t, n) for t in TASKS for n in SIZES]


def noise(world: World, table: str) -> list[Any]:
    return [r for r in world.table(table) if "-N" in r.id]


def real(world: World, table: str) -> list[Any]:
    return [r for r in world.table(table) if "-N" not in r.id]


def people(world: World) -> set[str]:
    names = {e.full_name for e in real(world, "hr.employees")}
    names |= {c.full_name for c in real(world, "crm.contacts")}
    names |= {c.full_name for c in real(world, "recruitment.candidates")}
    return {fold(n) for n in names}


@pytest.mark.parametrize(("task_id", "n"), CASES)
def test_counts_ids_and_references(task_id: str, n: int) -> None:
    world = noisy(task_id, n)
    safe = set(safe_tables(definitions()[task_id]))
    for table in TABLES:
        rows = noise(world, table)
        assert len(rows) == (n if table in safe else 0), table
        assert all(NOISE_ID.search(r.id) for r in rows), table
    assert check_references(world) == []


@pytest.mark.parametrize(("task_id", "n"), CASES)
def test_unique_keys(task_id: str, n: int) -> None:
    world = noisy(task_id, n)
    for table, key in (
        ("crm.customers", "name"),
        ("crm.customers", "email"),
        ("crm.customers", "tax_code"),
        ("crm.contacts", "email"),
        ("recruitment.candidates", "email"),
        ("recruitment.candidates", "full_name"),
        ("recruitment.job_openings", "title"),
    ):
        values = [fold(str(getattr(r, key))) for r in world.table(table)]
        noisy_values = [fold(str(getattr(r, key))) for r in noise(world, table)]
        others = [v for v in values if values.count(v) > 1]
        assert not set(noisy_values) & set(others), (table, key)


@pytest.mark.parametrize(("task_id", "n"), CASES)
def test_no_repeated_identity(task_id: str, n: int) -> None:
    world = noisy(task_id, n)
    known = people(world)
    focus_people = [c.full_name for c in focus(task_id).records(world, "recruitment.candidates")]
    focus_customers = set(focus(task_id).of("crm.customers"))
    focus_people += [
        c.full_name for c in real(world, "crm.contacts") if c.customer_id in focus_customers
    ]
    for table, field in (("crm.contacts", "full_name"), ("recruitment.candidates", "full_name")):
        for r in noise(world, table):
            name = fold(getattr(r, field))
            assert name not in known, (table, r.id, name)
            for p in map(fold, focus_people):
                assert p not in name and name not in p, (table, r.id, name, p)
    real_names = {fold(c.name) for c in real(world, "crm.customers")}
    focus_names = [fold(c.name) for c in focus(task_id).records(world, "crm.customers")]
    for c in noise(world, "crm.customers"):
        name = fold(c.name)
        assert name not in real_names
        assert not any(f in name or name in f for f in focus_names), c.name


@pytest.mark.parametrize("n", SIZES)
def test_prompt_brand_never_repeated(n: int) -> None:
    """An Nhiên's prompt names the customer by brand: no look-alike may carry that brand."""
    world = noisy("crm.record_payment_an_nhien", n)
    assert noise(world, "crm.customers")
    assert all("an nhien" not in fold(c.name) for c in noise(world, "crm.customers"))
    # Minh Phát's prompt spells out the legal name: look-alikes may share the brand
    world = noisy("crm.remind_overdue_minh_phat", n)
    names = [fold(c.name) for c in noise(world, "crm.customers")]
    assert all("cong ty tnhh thuong mai minh phat" not in name for name in names)
    if n >= 8:
        assert any("minh phat" in name for name in names)


@pytest.mark.parametrize(("task_id", "n"), CASES)
def test_nothing_attached_to_focus_customers(task_id: str, n: int) -> None:
    world = noisy(task_id, n)
    focus_ids = set(focus(task_id).of("crm.customers"))
    for table in ("crm.contacts", "crm.opportunities", "crm.activities"):
        assert not [r.id for r in noise(world, table) if r.customer_id in focus_ids], table
    soon = TODAY.toordinal() + 7
    for inv in noise(world, "crm.invoices"):
        if inv.customer_id in focus_ids and inv.status in ("unpaid", "partially_paid"):
            from datetime import date

            assert date.fromisoformat(inv.due_date).toordinal() > soon, inv.id


@pytest.mark.parametrize(("task_id", "n"), CASES)
def test_invoices_and_payments_consistent(task_id: str, n: int) -> None:
    world = noisy(task_id, n)
    paid: dict[str, int] = {}
    for p in CrmWorld.of(world).payments:
        paid[p.invoice_id] = paid.get(p.invoice_id, 0) + p.amount
        assert p.date < TODAY.isoformat() or "-N" not in p.id, p.id
    for inv in noise(world, "crm.invoices"):
        assert inv.issue_date <= inv.due_date
        assert inv.paid_amount == paid.get(inv.id, 0), inv.id
        expected = {
            "paid": inv.paid_amount == inv.amount,
            "partially_paid": 0 < inv.paid_amount < inv.amount,
            "unpaid": inv.paid_amount == 0,
            "cancelled": inv.paid_amount == 0,
        }
        assert expected[inv.status], inv.id
    for p in noise(world, "crm.payments"):
        inv = world.record("crm.invoices", p.invoice_id)
        assert "-N" in inv.id and inv.issue_date <= p.date, p.id


def _overlap(a: Any, b: Any) -> bool:
    return bool(a.date == b.date and a.start < b.end and b.start < a.end)


@pytest.mark.parametrize(("task_id", "n"), CASES)
def test_interviews_clash_free_and_off_focus_dates(task_id: str, n: int) -> None:
    world = noisy(task_id, n)
    dates = focus(task_id).dates
    live = [i for i in RecruitmentWorld.of(world).interviews if i.status != "cancelled"]
    bookings = [b for b in CalendarWorld.of(world).bookings if b.status == "booked"]
    events = [e for e in CalendarWorld.of(world).events if e.status == "confirmed"]
    leave = [r for r in HrWorld.of(world).leave_requests if r.status in ("pending", "approved")]
    for i in noise(world, "recruitment.interviews"):
        assert i.date not in dates, i.id
        cand = world.record("recruitment.candidates", i.candidate_id)
        assert cand.job_id == i.job_id
        assert (i.status == "scheduled") == (i.date > TODAY.isoformat()), i.id
        if i.room_id:
            room = world.record("calendar.rooms", i.room_id)
            assert room.seats >= 6
        for other in live:
            if other.id == i.id or not _overlap(i, other):
                continue
            assert not (i.room_id and i.room_id == other.room_id), (i.id, other.id)
            assert not set(i.panel_ids) & set(other.panel_ids), (i.id, other.id)
        for b in bookings:
            if _overlap(i, b):
                assert b.room_id != i.room_id and b.organizer_id not in i.panel_ids, (i.id, b.id)
        for e in events:
            if _overlap(i, e):
                assert not {e.organizer_id, *e.attendee_ids} & set(i.panel_ids), (i.id, e.id)
        for r in leave:
            assert not (r.employee_id in i.panel_ids and r.start_date <= i.date <= r.end_date)


@pytest.mark.parametrize(("task_id", "n"), CASES)
def test_recruitment_consistent(task_id: str, n: int) -> None:
    world = noisy(task_id, n)
    for o in noise(world, "recruitment.offers"):
        job = world.record("recruitment.job_openings", o.job_id)
        cand = world.record("recruitment.candidates", o.candidate_id)
        assert job.salary_min <= o.salary <= job.salary_max, o.id
        assert cand.job_id == job.id
        assert (
            o.status == "withdrawn"
            or {
                "offer": "sent",
                "hired": "accepted",
                "rejected": "declined",
            }[cand.stage]
            == o.status
        ), o.id
    for c in noise(world, "recruitment.candidates"):
        if c.stage in ("offer", "hired"):
            assert "-N" in c.job_id, c.id  # never fills a real opening's headcount
        same_job = [
            f
            for f in focus(task_id).records(world, "recruitment.candidates")
            if f.job_id == c.job_id
        ]
        assert all(fold(f.full_name.split()[-1]) != fold(c.full_name.split()[-1]) for f in same_job)
    for e in noise(world, "recruitment.evaluations"):
        panels = [
            i.panel_ids
            for i in RecruitmentWorld.of(world).interviews
            if i.candidate_id == e.candidate_id and i.kind == "panel" and i.status == "done"
        ]
        assert any(e.evaluator_id in p for p in panels), e.id
    evaluated = [(e.candidate_id, e.evaluator_id) for e in RecruitmentWorld.of(world).evaluations]
    assert len(evaluated) == len(set(evaluated))
    real_titles = {fold(j.title) for j in real(world, "recruitment.job_openings")}
    for j in noise(world, "recruitment.job_openings"):
        assert not any(t in fold(j.title) for t in real_titles), j.title
        assert j.salary_min <= j.salary_max
        assert j.hiring_manager_id != j.recruiter_id


@pytest.mark.parametrize(("task_id", "n"), CASES)
def test_noise_cvs_date_the_experience_they_state(task_id: str, n: int) -> None:
    for c in noise(noisy(task_id, n), "recruitment.candidates"):
        assert periods(c.cv_text) and stated(c.cv_text), c.id
        assert problems(c.cv_text) == [], (c.id, c.cv_text)


@pytest.mark.parametrize("task_id", TASKS)
def test_deterministic(task_id: str) -> None:
    """Generating again from scratch gives exactly the records of the noisy world."""
    task, n = definitions()[task_id], 8
    world = noisy(task_id, n)
    made: dict[str, list[dict[str, Any]]] = {}
    for table in safe_tables(task):
        if table not in TABLES:
            continue
        needs = GENERATORS[table].needs
        rng = random.Random(f"{task.id}|{n}|{table}")
        ctx = NoiseContext(
            clean(task_id), focus(task_id), rng, table, task.id, {t: made[t] for t in needs}
        )
        made[table] = [GENERATORS[table].make(ctx, i) for i in range(1, n + 1)]
        assert made[table] == [r.model_dump(mode="json") for r in noise(world, table)], table
