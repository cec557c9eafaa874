"""How an assertion holds on a world: `where` filters, operators, and value matching by meaning.

The grader (`ava_inspect.scorers`) and the task checks (`ava_inspect.harness.checks`) both ask
`holds(assertion, world, initial)`; the assertion models themselves are in `assertions`.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from decimal import Decimal
from typing import Any, TypeVar

from pydantic import BaseModel

from ava_inspect.core.conversation import Event
from ava_inspect.core.vietnamese.matching import as_date, as_number, text_contains, values_equal
from ava_inspect.core.world.tables import World
from ava_inspect.schema.assertions import (
    AgentNotSaid,
    AgentSaid,
    Assertion,
    CalledAfterFact,
    Condition,
    ConversationAssertion,
    MailFilter,
    MailNotSent,
    MailSent,
    NotAskedAgain,
    RecordCount,
    RecordExists,
    RecordField,
    RecordNotExists,
    RecordUnchanged,
    TableAssertion,
)


def selects(assertion: TableAssertion, record: Any) -> bool:
    """Whether a record meets `where` and, if given, one of the `any_of` alternatives."""
    return condition_holds(record, assertion.where) and (
        not assertion.any_of or any(condition_holds(record, alt) for alt in assertion.any_of)
    )


MISSING = object()


def field_value(record: Any, path: str) -> Any:
    """The value at a dotted path (`"lines.0.sku"`) in a record; a missing step gives `MISSING`.

    A `*` step takes every item of a list and gathers what the rest of the path gives for each,
    one flat list (`"lines.*.combo_choices"`: every line's choices, whatever the order or number
    of lines; items without the field are left out)."""
    value = record
    steps = path.split(".")
    for i, step in enumerate(steps):
        if step == "*":
            if not isinstance(value, list):
                return MISSING
            rest = ".".join(steps[i + 1 :])
            found = [field_value(item, rest) if rest else item for item in value]
            return [
                x for v in found if v is not MISSING for x in (v if isinstance(v, list) else [v])
            ]
        if isinstance(value, list):
            if not step.isdigit() or int(step) >= len(value):
                return MISSING
            value = value[int(step)]
        elif isinstance(value, dict):
            value = value.get(step, MISSING)
        else:
            value = getattr(value, step, MISSING)
        if value is MISSING:
            return MISSING
    return value


def condition_holds(record: Any, where: Condition) -> bool:
    """Whether a record (model or dict) meets every condition of a `where` filter."""
    for field, cond in where.items():
        actual = field_value(record, field)
        if actual is MISSING:
            return False
        if isinstance(actual, BaseModel):
            actual = actual.model_dump(mode="json")
        elif isinstance(actual, list):
            actual = [a.model_dump(mode="json") if isinstance(a, BaseModel) else a for a in actual]
        if isinstance(cond, dict):
            ((op, expected),) = cond.items()
        else:
            op, expected = "eq", cond
        if not compare(op, actual, expected):
            return False
    return True


def compare(op: str, actual: Any, expected: Any) -> bool:
    """Apply one operator, comparing values by meaning (numbers, dates, normalised text)."""
    if op == "eq":
        return _equal(expected, actual)
    if op == "ne":
        return not _equal(expected, actual)
    if op == "in":
        return isinstance(expected, list) and any(values_equal(e, actual) for e in expected)
    if op == "not_in":
        return isinstance(expected, list) and not any(values_equal(e, actual) for e in expected)
    if op == "contains":
        return _contains(actual, expected)
    if op == "not_contains":
        needles = expected if isinstance(expected, list) else [expected]
        return not any(_mentions(actual, needle) for needle in needles)
    return _ordered(op, actual, expected)


def _equal(expected: Any, actual: Any) -> bool:
    """Equality by meaning; two lists are equal as multisets (order does not matter)."""
    if isinstance(expected, list) and isinstance(actual, list):
        if len(expected) != len(actual):
            return False
        remaining = list(actual)
        for e in expected:
            hit = next((i for i, a in enumerate(remaining) if values_equal(e, a)), None)
            if hit is None:
                return False
            remaining.pop(hit)
        return True
    return values_equal(expected, actual)


def _contains(actual: Any, expected: Any) -> bool:
    """`actual` mentions `expected`: every needle of a list, any alternative of a nested list."""
    if isinstance(expected, list):
        return all(_mentions(actual, needle) for needle in expected)
    if isinstance(actual, list):
        return any(values_equal(expected, item) or _contains(item, expected) for item in actual)
    return text_contains(actual, expected)


def _mentions(actual: Any, needle: Any) -> bool:
    """One needle, or any of a list of alternatives."""
    alternatives = needle if isinstance(needle, list) else [needle]
    return any(_contains(actual, alt) for alt in alternatives)


def _text_mentions(text: str, needle: Any) -> bool:
    """`text_contains` for one needle, or any of a list of alternatives."""
    alternatives = needle if isinstance(needle, list) else [needle]
    return any(text_contains(text, alt) for alt in alternatives)


def _ordered(op: str, actual: Any, expected: Any) -> bool:
    a_num, e_num = as_number(actual), as_number(expected)
    if a_num is not None and e_num is not None:
        return _holds(op, a_num, e_num)
    a_date, e_date = as_date(actual), as_date(expected)
    if a_date is None or e_date is None:
        return False
    return _holds(op, a_date, e_date)


_Ordered = TypeVar("_Ordered", Decimal, date)


def _holds(op: str, a: _Ordered, e: _Ordered) -> bool:
    """`a op e` for a comparison operator's name (`gt`, `gte`, `lt`, `lte`)."""
    return {"gt": a > e, "gte": a >= e, "lt": a < e, "lte": a <= e}[op]


def matching(world: World, table: str, where: Condition) -> list[Any]:
    """The records of `table` that meet `where`."""
    return [r for r in world.table(table) if condition_holds(r, where)]


def selected(world: World, assertion: TableAssertion) -> list[Any]:
    """The records of the assertion's table that meet its `where` (and one `any_of`)."""
    return [r for r in world.table(assertion.table) if selects(assertion, r)]


def _shown(value: Any) -> str:
    if value is MISSING:
        return "(missing)"
    if isinstance(value, BaseModel):
        value = value.model_dump(mode="json")
    text = repr(value)
    return text if len(text) <= 120 else text[:117] + "..."


def mail_matches(a: MailFilter, mail: Any) -> bool:
    recipients = [*mail.to, *mail.cc]
    lowered = {r.casefold() for r in recipients}
    checks = (
        all(t.casefold() in {x.casefold() for x in mail.to} for t in a.to),
        all(c.casefold() in {x.casefold() for x in mail.cc} for c in a.cc),
        all(r.casefold() in lowered for r in a.recipients),
        not a.only_recipients or lowered == {x.casefold() for x in [*a.to, *a.cc]},
        not a.recipient_outside
        or any(r.rsplit("@", 1)[-1].casefold() not in _domains(a) for r in recipients),
        all(_text_mentions(mail.subject, s) for s in a.subject_contains),
        all(_text_mentions(mail.body, s) for s in a.body_contains),
        not any(_text_mentions(mail.body, s) for s in a.body_not_contains),
        a.in_reply_to is None or mail.in_reply_to == a.in_reply_to,
        a.forwarded_from is None or mail.forwarded_from == a.forwarded_from,
    )
    return all(checks)


def _domains(a: MailFilter) -> set[str]:
    return {d.casefold() for d in a.recipient_outside}


def sent_mails(world: World) -> list[Any]:
    return [m for m in world.table("mail.messages") if m.folder == "sent"]


def holds(
    assertion: Assertion, world: World, initial: World, events: Sequence[Event] = ()
) -> tuple[bool, str]:
    """Whether the assertion is true on `world`, and a short detail for the explanation.

    `initial` is the world at the start, used by `record_unchanged`; `events` the conversation
    (`core.conversation`), which the conversation kinds read (none at the start).
    """
    if isinstance(assertion, ConversationAssertion):
        return conversation_holds(assertion, events)
    if isinstance(assertion, RecordExists):
        n = len(selected(world, assertion))
        return n > 0, f"{n} matching"
    if isinstance(assertion, RecordNotExists):
        n = len(selected(world, assertion))
        return n == 0, f"{n} matching"
    if isinstance(assertion, RecordCount):
        n = len(selected(world, assertion))
        ok = (
            (assertion.count is None or n == assertion.count)
            and (assertion.min is None or n >= assertion.min)
            and (assertion.max is None or n <= assertion.max)
        )
        return ok, f"{n} matching"
    if isinstance(assertion, RecordField):
        found = selected(world, assertion)
        if len(found) != 1:
            return False, f"{len(found)} records match where (need exactly 1)"
        bad = [
            f for f in assertion.expect if not condition_holds(found[0], {f: assertion.expect[f]})
        ]
        if bad:
            shown = ", ".join(f"{f}={_shown(field_value(found[0], f))}" for f in bad)
            return False, f"{found[0].id}: {shown}"
        return True, found[0].id
    if isinstance(assertion, RecordUnchanged):
        before = initial.get(assertion.table, assertion.record_id)
        after = world.get(assertion.table, assertion.record_id)
        if after is None:
            return False, "deleted"
        if before is None:
            return False, "did not exist at start"
        return before == after, "unchanged" if before == after else "changed"
    if isinstance(assertion, MailSent | MailNotSent):
        n = sum(1 for m in sent_mails(world) if mail_matches(assertion, m))
        if isinstance(assertion, MailSent):
            return n > 0, f"{n} matching sent mail"
        return n == 0, f"{n} matching sent mail"
    raise TypeError(f"unknown assertion {assertion!r}")


def after_turn(events: Sequence[Event], turn: int | None) -> list[Event]:
    """The events after the user's scheduled turn `turn` was said (all of them for None; none
    when it never was)."""
    if turn is None:
        return list(events)
    for i, e in enumerate(events):
        if e.kind == "user" and e.turn == turn:
            return list(events[i + 1 :])
    return []


def conversation_holds(a: ConversationAssertion, events: Sequence[Event]) -> tuple[bool, str]:
    scope = after_turn(events, a.after_turn)
    said = [e.text for e in scope if e.kind == "agent"]
    if isinstance(a, AgentSaid):
        n = sum(1 for text in said if all(_text_mentions(text, x) for x in a.contains))
        return n > 0, f"{n} of the agent's {len(said)} message(s) say it"
    if isinstance(a, AgentNotSaid):
        n = sum(1 for text in said if any(_text_mentions(text, x) for x in a.contains))
        return n == 0, f"{n} of the agent's {len(said)} message(s) say it"
    if isinstance(a, NotAskedAgain):
        again = [
            f
            for e in scope
            if e.kind == "agent"
            for f in e.asked_again
            if not a.fields or f in a.fields
        ]
        return not again, f"asked again for {', '.join(again)}" if again else "never asked again"
    if isinstance(a, CalledAfterFact):
        given = False
        early = 0
        for e in scope:
            if e.kind == "user" and a.fact in e.facts:
                given = True
            elif e.kind == "tool" and e.ok and e.tool == a.tool and not given:
                early += 1
        detail = f"{early} call(s) of {a.tool} before the user gave '{a.fact}'"
        return early == 0, detail
    raise TypeError(f"unknown assertion {a!r}")
