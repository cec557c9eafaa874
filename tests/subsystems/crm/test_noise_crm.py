"""Noise of the crm tables: counts, ids, references, unique keys, the rules that keep a distractor
from becoming a second right answer, and determinism (the recruitment tables' are in
tests/subsystems/recruitment/test_noise_recruitment.py)."""

from __future__ import annotations

import pytest
from noise_checks import (
    CASES,
    SIZES,
    TASKS,
    check_exactly_n_in_the_namespace,
    check_generated_again,
    check_no_repeated_identity,
    check_unique_keys,
    marked,
    marked_rows,
    unmarked,
)
from noise_worlds import focus, noisy

from ava_inspect.core.tools.common import fold
from ava_inspect.core.world.clock import TODAY
from ava_inspect.subsystems.crm.records import CrmWorld

TABLES = (
    "crm.customers",
    "crm.contacts",
    "crm.opportunities",
    "crm.activities",
    "crm.invoices",
    "crm.payments",
)


@pytest.mark.parametrize(("task_id", "n"), CASES)
def test_counts_ids_and_references(task_id: str, n: int) -> None:
    check_exactly_n_in_the_namespace(task_id, n, TABLES, marked_rows)


@pytest.mark.parametrize(("task_id", "n"), CASES)
def test_unique_keys(task_id: str, n: int) -> None:
    check_unique_keys(
        noisy(task_id, n),
        (
            ("crm.customers", "name"),
            ("crm.customers", "email"),
            ("crm.customers", "tax_code"),
            ("crm.contacts", "email"),
        ),
    )


@pytest.mark.parametrize(("task_id", "n"), CASES)
def test_no_repeated_identity(task_id: str, n: int) -> None:
    world = noisy(task_id, n)
    check_no_repeated_identity(world, task_id, (("crm.contacts", "full_name"),))
    real_names = {fold(c.name) for c in unmarked(world, "crm.customers")}
    focus_names = [fold(c.name) for c in focus(task_id).records(world, "crm.customers")]
    for c in marked(world, "crm.customers"):
        name = fold(c.name)
        assert name not in real_names
        assert not any(f in name or name in f for f in focus_names), c.name


@pytest.mark.parametrize("n", SIZES)
def test_prompt_brand_never_repeated(n: int) -> None:
    """An Nhiên's prompt names the customer by brand: no look-alike may carry that brand."""
    world = noisy("crm.record_payment_an_nhien", n)
    assert marked(world, "crm.customers")
    assert all("an nhien" not in fold(c.name) for c in marked(world, "crm.customers"))
    # Minh Phát's prompt spells out the legal name: look-alikes may share the brand
    world = noisy("crm.remind_overdue_minh_phat", n)
    names = [fold(c.name) for c in marked(world, "crm.customers")]
    assert all("cong ty tnhh thuong mai minh phat" not in name for name in names)
    if n >= 8:
        assert any("minh phat" in name for name in names)


@pytest.mark.parametrize(("task_id", "n"), CASES)
def test_nothing_attached_to_focus_customers(task_id: str, n: int) -> None:
    world = noisy(task_id, n)
    focus_ids = set(focus(task_id).of("crm.customers"))
    for table in ("crm.contacts", "crm.opportunities", "crm.activities"):
        assert not [r.id for r in marked(world, table) if r.customer_id in focus_ids], table
    soon = TODAY.toordinal() + 7
    for inv in marked(world, "crm.invoices"):
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
    for inv in marked(world, "crm.invoices"):
        assert inv.issue_date <= inv.due_date
        assert inv.paid_amount == paid.get(inv.id, 0), inv.id
        expected = {
            "paid": inv.paid_amount == inv.amount,
            "partially_paid": 0 < inv.paid_amount < inv.amount,
            "unpaid": inv.paid_amount == 0,
            "cancelled": inv.paid_amount == 0,
        }
        assert expected[inv.status], inv.id
    for p in marked(world, "crm.payments"):
        inv = world.record("crm.invoices", p.invoice_id)
        assert "-N" in inv.id and inv.issue_date <= p.date, p.id


@pytest.mark.parametrize("task_id", TASKS)
def test_deterministic(task_id: str) -> None:
    """Generating again from scratch gives exactly the records of the noisy world."""
    check_generated_again(task_id, TABLES)
