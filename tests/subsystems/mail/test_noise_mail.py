"""Noise for the mail, helpdesk and sale tables: exact counts where safe, own id namespace, valid
references, no clashing keys, no second right answer, and determinism."""

from __future__ import annotations

import json
import re
from functools import cache
from typing import Any

import pytest
from noise_worlds import clean, noisy

from ava_inspect.core.tools.common import digits, fold
from ava_inspect.core.world.clock import TODAY
from ava_inspect.core.world.tables import check_references
from ava_inspect.harness.catalog import definitions
from ava_inspect.harness.worlds import initial_world
from ava_inspect.noise import add_noise, safe_tables, task_focus
from ava_inspect.schema.task import TaskDefinition
from ava_inspect.subsystems.crm.records import CrmWorld
from ava_inspect.subsystems.hr.records import HrWorld
from ava_inspect.subsystems.mail.records import Mailboxes, MailWorld
from ava_inspect.subsystems.recruitment.records import RecruitmentWorld
from ava_inspect.subsystems.sale.records import SaleWorld

NOISE_ID = re.compile(r"-N\d{3}$")
TASK_IDS = sorted(definitions())
SIZES = (1, 8, 64)
TABLES = (
    "mail.messages",
    "helpdesk.tickets",
    "helpdesk.memory",
    "sale.orders",
    "sale.payment_qrs",
    "sale.handoffs",
    "sale.questions",
)
PHONE_IN_TEXT = re.compile(r"\d[\d .\-]{7,}\d")


def _task(task_id: str) -> TaskDefinition:
    return definitions()[task_id]


def added(task_id: str, n: int, table: str) -> list[Any]:
    before = {r.id for r in clean(task_id).table(table)}
    return [r for r in noisy(task_id, n).table(table) if r.id not in before]


def _text(task: TaskDefinition) -> str:
    return json.dumps(task.model_dump(mode="json"), ensure_ascii=False)


@cache
def task_people(task_id: str) -> frozenset[str]:
    """Employee ids of the task: named by id or by email anywhere in its definition."""
    task = _task(task_id)
    world = clean(task_id)
    text = _text(task)
    ids = set(task_focus(task, world).of("hr.employees"))
    ids |= {e.id for e in HrWorld.of(world).employees if e.email in text}
    if task.requester_id:
        ids.add(task.requester_id)
    return frozenset(ids)


@cache
def task_phones(task_id: str) -> frozenset[str]:
    """Every phone number the task's text mentions (as digits)."""
    return frozenset(digits(m) for m in PHONE_IN_TEXT.findall(_text(_task(task_id))))


CASES = [(t, n) for t in TASK_IDS for n in SIZES]


@pytest.mark.parametrize(("task_id", "n"), CASES)
def test_exactly_n_where_safe_in_own_namespace(task_id: str, n: int) -> None:
    safe = set(safe_tables(_task(task_id)))
    for table in TABLES:
        rows = added(task_id, n, table)
        assert len(rows) == (n if table in safe else 0), table
        assert all(NOISE_ID.search(r.id) for r in rows), table
    assert check_references(noisy(task_id, n)) == []


@pytest.mark.parametrize(("task_id", "n"), CASES)
def test_mail_never_sent_never_from_the_task(task_id: str, n: int) -> None:
    world = clean(task_id)
    people = task_people(task_id)
    their_mail = {e.email for e in HrWorld.of(world).employees if e.id in people}
    for m in added(task_id, n, "mail.messages"):
        assert m.folder in ("inbox", "archive"), m.id
        assert m.sender not in their_mail, m.id
        assert m.sent_at < f"{TODAY.isoformat()}T08:00", m.id
        assert m.in_reply_to is None and m.forwarded_from is None
        assert m.read or m.folder == "inbox", m.id
        for d in task_focus(_task(task_id), world).dates:
            assert d not in m.body


@pytest.mark.parametrize(("task_id", "n"), CASES)
def test_mail_noise_is_in_the_requesters_mailboxes(task_id: str, n: int) -> None:
    task = _task(task_id)
    if task.requester_id is None:
        return
    world = noisy(task_id, n)
    box = Mailboxes.of(world.record("hr.employees", task.requester_id), MailWorld.of(world).groups)
    for m in added(task_id, n, "mail.messages"):
        assert box.holds(m), (m.id, m.to)
        assert box.folder(m) == m.folder, m.id


@pytest.mark.parametrize(("task_id", "n"), CASES)
def test_tickets_and_memory_belong_to_others(task_id: str, n: int) -> None:
    people = task_people(task_id)
    for t in added(task_id, n, "helpdesk.tickets"):
        assert t.status in ("resolved", "closed"), t.id
        assert t.requester_id not in people, t.id
        assert all(c.author_id not in people for c in t.comments), t.id
        assert t.created_date < TODAY.isoformat(), t.id
    for note in added(task_id, n, "helpdesk.memory"):
        assert note.owner_id not in people, note.id
    notes = [x.content for x in added(task_id, n, "helpdesk.memory")]
    assert len(set(notes)) >= min(len(notes), 8)


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
    text = fold(_text(_task(task_id)))
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


@pytest.mark.parametrize("task_id", TASK_IDS)
def test_deterministic(task_id: str) -> None:
    task = _task(task_id)
    again, _ = add_noise(initial_world(task), task, 8)
    for table in TABLES:
        first = [r.model_dump() for r in noisy(task_id, 8).table(table)]
        assert first == [r.model_dump() for r in again.table(table)], table
