"""expert_year_end_statements: the world the statements are drawn from — what the ledger shows,
the credits in the notes, the handover and Nguyệt's guidance — leads to the figures the task
expects, and nothing else in it points another way."""

from __future__ import annotations

from ava_inspect.core.tools.common import fold
from ava_inspect.core.world.tables import World
from ava_inspect.harness.catalog import definitions
from ava_inspect.harness.worlds import initial_world
from ava_inspect.subsystems.crm.records import CrmWorld
from ava_inspect.tasks.crm import expert_year_end_statements as task

TASK_ID = "crm.expert_year_end_statements"
CREDITS = {"KH-0008": 52470000, "KH-0009": 7264000, "KH-0081": 6875000}
LEFT_OUT = {"HD-0090"}


def _world() -> World:
    return initial_world(definitions()[TASK_ID])


def _open(world: World, customer_id: str) -> list[tuple[str, int, str]]:
    """(invoice, still owed, due) of the customer's open invoices, earliest due first."""
    rows = [
        (i.id, i.amount - i.paid_amount, i.due_date)
        for i in CrmWorld.of(world).invoices
        if i.customer_id == customer_id
        and i.status in ("unpaid", "partially_paid")
        and i.id not in LEFT_OUT
    ]
    return sorted(rows, key=lambda r: (r[2], r[0]))


def _offset(rows: list[tuple[str, int, str]], credit: int) -> list[tuple[str, int, str]]:
    """Nguyệt's rule: the credit off the invoice due first, then the next; cleared ones go."""
    out = []
    for inv, owed, due in rows:
        used = min(credit, owed)
        credit -= used
        if owed - used:
            out.append((inv, owed - used, due))
    assert credit == 0, "every credit is smaller than what the customer owes"
    return out


def test_statements_follow_from_the_ledger_notes_and_guidance() -> None:
    world = _world()
    for customer, (_, _, _, rows, total) in task.STATEMENTS.items():
        expected = _offset(_open(world, customer), CREDITS.get(customer, 0))
        assert sorted(expected) == sorted(rows), f"{customer}: the rows of its statement"
        assert sum(r[1] for r in rows) == total, f"{customer}: its total"


def test_reps_after_the_handover() -> None:
    """The CRM still has the old owners; the handover mail moves exactly two customers."""
    world = _world()
    owners = {c.id: c.owner_id for c in CrmWorld.of(world).customers}
    assert owners["KH-0009"] == "NV-0027" and owners["KH-0020"] == "NV-0010"
    handover = world.record("mail.messages", "TH-0101")
    assert "KH-0009" in handover.body and "KH-0020" in handover.body
    assert "ketoan@saoviet.vn" in handover.cc, "Khải's team mailbox gets the handover"
    moved = {"KH-0009", "KH-0020"}
    for customer, (_, _, rep, _, _) in task.STATEMENTS.items():
        crm_rep = {"NV-0010": task.NHUNG, "NV-0011": task.VINH}.get(owners[customer])
        assert rep == (task.VINH if customer in moved else crm_rep), customer
    # Lâm's other customers stay his: only Hoa Binh Corp of his leaves
    assert {c.id for c in CrmWorld.of(world).customers if c.owner_id == "NV-0027"} >= {"KH-0009"}


def test_credit_notes_and_the_refunded_one() -> None:
    world = _world()
    for customer, amount in CREDITS.items():
        note = world.record("crm.customers", customer).note
        assert f"{amount:,}đ".replace(",", ".") in note and "chưa cấn trừ" in note, customer
    refunded = world.record("crm.customers", "KH-0085").note
    assert refunded.rindex("đã chi hoàn") > refunded.index("chưa cấn trừ"), "refund is later"
    theirs = {c for c in task.STATEMENTS} | set(task.DEBTLESS)
    noted = {c.id for c in CrmWorld.of(world).customers if c.id in theirs and "cấn trừ" in c.note}
    assert noted == {*CREDITS, "KH-0085"}, "no other customer of theirs has a credit"
    # the ordering traps: due order differs from number order (HD-0020/21) and list order
    due = {i.id: i.due_date for i in CrmWorld.of(world).invoices}
    assert due["HD-0021"] < due["HD-0020"] and due["HD-0050"] < due["HD-0022"]


def test_one_accountant_each_and_the_guidance_mail() -> None:
    world = _world()
    accountants = {
        c: [
            x.email
            for x in CrmWorld.of(world).contacts
            if x.customer_id == c
            and fold(x.title).startswith("ke toan")
            and x.email not in task.NOT_TO
        ]
        for c in task.STATEMENTS
    }
    assert {c: a for c, a in accountants.items()} == {c: [s[1]] for c, s in task.STATEMENTS.items()}
    guidance = world.record("mail.messages", "TH-0102")
    assert guidance.sender == task.CHIEF and guidance.to == ["khaidv@saoviet.vn"]
    assert "HD-0090" in guidance.body and "hạn sớm nhất" in guidance.body
    hd90 = world.record("crm.invoices", "HD-0090")
    assert hd90.status == "unpaid" and hd90.paid_amount == 0, "HD-0090 is open in the ledger"


def test_face_value_totals_are_what_the_anti_oracle_says() -> None:
    """rep_totals_face_value reports the listed invoices at face value: those sums, not others."""
    world = _world()
    amount = {i.id: i.amount for i in CrmWorld.of(world).invoices}
    face = {task.NHUNG: 0, task.VINH: 0}
    for _, _, rep, rows, _ in task.STATEMENTS.values():
        face[rep] += sum(amount[r[0]] for r in rows)
    assert face == task.FACE
