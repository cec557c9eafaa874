"""Noise for the sale tables: exact counts where safe, own id namespace, valid references, orders
that follow the shop's rules, no order or hand-off of a phone or a person of the task, no clashing
keys, payment QRs for their own orders, and determinism."""

from __future__ import annotations

import re
from functools import cache

import pytest
from noise_checks import (
    CASES,
    NOISE_ID,
    TASKS,
    check_exactly_n_in_the_namespace,
    check_rebuilt_alike,
    whole,
)
from noise_worlds import added, clean, noisy, task_text

from ava_inspect.core.tools.common import digits, fold
from ava_inspect.subsystems.crm.records import CrmWorld
from ava_inspect.subsystems.hr.records import HrWorld
from ava_inspect.subsystems.recruitment.records import RecruitmentWorld
from ava_inspect.subsystems.sale.records import SaleWorld

TABLES = ("sale.orders", "sale.payment_qrs", "sale.handoffs", "sale.questions")
PHONE_IN_TEXT = re.compile(r"\d[\d .\-]{7,}\d")


@cache
def task_phones(task_id: str) -> frozenset[str]:
    """Every phone number the task's text mentions (as digits)."""
    return frozenset(digits(m) for m in PHONE_IN_TEXT.findall(task_text(task_id)))


@pytest.mark.parametrize(("task_id", "n"), CASES)
def test_exactly_n_where_safe_in_own_namespace(task_id: str, n: int) -> None:
    check_exactly_n_in_the_namespace(task_id, n, TABLES, added)


@pytest.mark.parametrize(("task_id", "n"), CASES)
def test_orders_follow_the_shop_rules(task_id: str, n: int) -> None:
    world = clean(task_id)
    fees = {f.province: f.fee for f in SaleWorld.of(world).shipping_fees}
    skus = {v.sku: v.price for p in SaleWorld.of(world).products for v in p.variants}
    combos = {c.sku: c for c in SaleWorld.of(world).combos}
    for o in added(task_id, n, "sale.orders"):
        assert o.subtotal == sum(line.quantity * line.unit_price for line in o.lines), o.id
        assert o.total == o.subtotal - o.discount + o.shipping_fee, o.id
        assert o.shipping_fee == (0 if o.subtotal >= 700_000 else fees[o.province]), o.id
        assert o.payment_status == "unpaid" or o.status == "confirmed", o.id
        for line in o.lines:
            if line.sku in combos:
                assert line.unit_price == combos[line.sku].price
                assert all(c in skus for c in line.combo_choices)
            else:
                assert skus[line.sku] == line.unit_price, line.sku


@pytest.mark.parametrize(("task_id", "n"), CASES)
def test_no_order_or_handoff_of_a_task_phone_or_person(task_id: str, n: int) -> None:
    world = clean(task_id)
    text = fold(task_text(task_id))
    orders = added(task_id, n, "sale.orders")
    real_phones = {o.phone for o in SaleWorld.of(world).orders} | {
        digits(e.phone) for e in HrWorld.of(world).employees
    }
    real_names = {fold(e.full_name) for e in HrWorld.of(world).employees}
    real_names |= {fold(o.customer_name) for o in SaleWorld.of(world).orders}
    real_names |= {fold(c.full_name) for c in RecruitmentWorld.of(world).candidates}
    real_names |= {fold(c.full_name) for c in CrmWorld.of(world).contacts}
    for o in orders:
        assert o.phone not in task_phones(task_id) and o.phone not in real_phones, o.id
        assert re.fullmatch(r"0\d{9}", o.phone), o.id
        name = fold(o.customer_name)
        assert name not in real_names and name not in text, o.id
        assert not any(name in r or r in name for r in real_names), o.id
    for h in added(task_id, n, "sale.handoffs"):
        assert h.order_id is None, h.id
        assert h.phone not in task_phones(task_id) and h.phone not in real_phones, h.id


@pytest.mark.parametrize(("task_id", "n"), CASES)
def test_unique_keys_never_collide(task_id: str, n: int) -> None:
    world = noisy(task_id, n)
    orders = SaleWorld.of(world).orders
    assert len({o.draft_code for o in orders}) == len(orders)
    noise_orders = added(task_id, n, "sale.orders")
    assert len({o.phone for o in noise_orders}) == len(noise_orders)
    assert len({o.customer_name for o in noise_orders}) == len(noise_orders)
    qr_orders = [q.order_id for q in SaleWorld.of(world).payment_qrs]
    assert len(set(qr_orders)) == len(qr_orders)


@pytest.mark.parametrize(("task_id", "n"), CASES)
def test_each_noise_qr_pays_its_noise_order(task_id: str, n: int) -> None:
    world = noisy(task_id, n)
    for q in added(task_id, n, "sale.payment_qrs"):
        order = world.record("sale.orders", q.order_id)
        assert NOISE_ID.search(order.id), q.id
        assert order.status != "draft", q.id
        assert q.amount == order.total and q.transfer_note == order.id, q.id


@pytest.mark.parametrize("task_id", TASKS)
def test_deterministic(task_id: str) -> None:
    check_rebuilt_alike(task_id, TABLES, whole)
