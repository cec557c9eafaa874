"""Assertions: declarative checks on a world, with `where` filters and value matching by meaning.

An assertion is data (a pydantic model with closed keys), so a typo such as `body_contain` or an
operator such as `equal` is a validation error, never a silently true check.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from decimal import Decimal
from typing import Annotated, Any, Literal, TypeVar

from pydantic import BaseModel, ConfigDict, Field, field_validator

from ..world.state import WorldState, table_spec
from .matching import as_date, as_number, needle_of, text_contains, values_equal
from .vn_words import UNITS

Operator = Literal["eq", "ne", "gt", "gte", "lt", "lte", "in", "not_in", "contains", "not_contains"]
OPERATORS: tuple[str, ...] = Operator.__args__  # type: ignore[attr-defined]

Condition = dict[str, Any]
"""`{field: value}` (equality) or `{field: {operator: value}}`; all conditions must hold.

A text needle (of `contains`, `not_contains`, `subject_contains`, `body_contains`,
`body_not_contains`) may be a list of alternatives, mentioned when any one of them is: `["Cúc",
"PH-02"]`. `contains` given a list of needles requires every one (as `body_contains` does):
`{"contains": ["ngõ 42", "Trần Duy Hưng"]}`; `not_contains` forbids every one.
"""


class _Closed(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class AssertionBase(_Closed):
    """Fields every assertion has."""

    id: str = Field(pattern=r"^[a-z0-9_]+$", description="Short slug, unique within the task.")
    note: str = Field("", description="What this assertion proves, in one English line.")
    negative: bool = Field(False, description="A 'must not' assertion: must not be broken.")


BARE_NUMBER_LIMIT = 1000
"""A text needle that is a whole number below this must say what it counts (its unit)."""


def text_needle(value: Any, where: str) -> Any:
    """A needle for text containment, validated: a dict becomes a `Quantity` or `DateSpan`.

    A whole number below 1000 is refused: on its own it matches any standalone quantity of
    that value (2 days, 2 weeks, 2 people), so the assertion must state its unit.
    """
    try:
        needle = needle_of(value)
    except ValueError as ex:
        raise ValueError(f"{where}: {ex}") from None
    if needle is None or isinstance(needle, bool | list | tuple | dict):
        raise ValueError(
            f"{where}: {value!r} is not a needle; use text, a number, a date, a quantity "
            "{'amount': 2, 'unit': 'ngày'} or a date span {'from': ..., 'to': ...}"
        )
    number = as_number(needle) if isinstance(needle, int | float | Decimal) else None
    if (
        number is not None
        and number == number.to_integral_value()
        and abs(number) < BARE_NUMBER_LIMIT
    ):
        raise ValueError(
            f"{where}: the bare number {value!r} would match any standalone {value} (days, "
            f"weeks, people...); state what it counts: {{'amount': {value}, 'unit': ...}} "
            f"with a unit among {', '.join(UNITS)}"
        )
    return needle


def _is_needle(value: Any) -> bool:
    """Whether a `contains` value is a text needle to validate (a record dict, as in `lines
    contains {...}`, is compared as a whole instead)."""
    if isinstance(value, dict):
        return bool({"amount", "unit"} & set(value)) or set(value) == {"from", "to"}
    return not isinstance(value, str)


def _check_operators(conditions: Condition) -> Condition:
    checked: Condition = {}
    for field, cond in conditions.items():
        if isinstance(cond, dict):
            if len(cond) != 1:
                raise ValueError(f"{field}: one operator per field, got {sorted(cond)}")
            ((op, expected),) = cond.items()
            if op not in OPERATORS:
                raise ValueError(
                    f"{field}: unknown operator '{op}'; use one of {', '.join(OPERATORS)}"
                )
            if op in ("contains", "not_contains"):
                cond = {op: _contains_value(expected, f"{field} {op}")}
        checked[field] = cond
    return checked


def _contains_value(expected: Any, where: str) -> Any:
    """The value of `contains` / `not_contains`, validated: one needle, or a list of needles
    (all of them), each of which may be a list of alternatives; a record dict (`lines
    contains {...}`) is compared as a whole."""
    if isinstance(expected, list):
        if not expected:
            raise ValueError(f"{where}: give at least one needle")
        return [_alternatives_or_needle(e, f"{where}[{i}]") for i, e in enumerate(expected)]
    return text_needle(expected, where) if _is_needle(expected) else expected


def _alternatives_or_needle(value: Any, where: str, records: bool = True) -> Any:
    """One needle, or a non-empty, flat list of alternatives (mentioned when any one is).
    `records`: a record dict may stand for itself (a table field's `contains`; not in mail)."""

    def one(v: Any, label: str) -> Any:
        return text_needle(v, label) if not records or _is_needle(v) else v

    if not isinstance(value, list):
        return one(value, where)
    if not value or any(isinstance(alt, list) for alt in value):
        raise ValueError(
            f"{where}: a list of alternatives must hold at least one needle and no lists"
        )
    return [one(alt, f"{where}[{i}]") for i, alt in enumerate(value)]


class _TableAssertion(AssertionBase):
    table: str
    where: Condition = {}
    any_of: list[Condition] = Field(
        [],
        description="Alternatives: a record matches when it meets `where` and at least one of "
        "these conditions (e.g. the phone in its own field, or written in the summary).",
    )

    _where_ops = field_validator("where")(_check_operators)

    @field_validator("any_of")
    @classmethod
    def _alternatives(cls, alternatives: list[Condition]) -> list[Condition]:
        if len(alternatives) == 1:
            raise ValueError("any_of needs two or more alternatives; put a single one in where")
        for conditions in alternatives:
            if not conditions:
                raise ValueError("an any_of alternative needs at least one condition")
            _check_operators(conditions)
        return alternatives

    def selects(self, record: Any) -> bool:
        """Whether a record meets `where` and, if given, one of the `any_of` alternatives."""
        return condition_holds(record, self.where) and (
            not self.any_of or any(condition_holds(record, alt) for alt in self.any_of)
        )


class RecordExists(_TableAssertion):
    """At least one record of `table` matches `where`."""

    kind: Literal["record_exists"]


class RecordNotExists(_TableAssertion):
    """No record of `table` matches `where`."""

    kind: Literal["record_not_exists"]
    negative: bool = True


class RecordCount(_TableAssertion):
    """The number of matching records is exactly `count` (or within `min`..`max`)."""

    kind: Literal["record_count"]
    count: int | None = Field(None, ge=0)
    min: int | None = Field(None, ge=0)
    max: int | None = Field(None, ge=0)


class RecordField(_TableAssertion):
    """Exactly one record matches `where`, and it satisfies every condition in `expect`."""

    kind: Literal["record_field"]
    expect: Condition

    _expect_ops = field_validator("expect")(_check_operators)


class RecordUnchanged(AssertionBase):
    """The record with `record_id` is exactly as it was at the start (and still exists)."""

    kind: Literal["record_unchanged"]
    table: str
    record_id: str
    negative: bool = True


class _MailFilter(AssertionBase):
    to: list[str] = Field([], description="Every address listed must be among the To recipients.")
    cc: list[str] = Field([], description="Every address listed must be among the Cc recipients.")
    recipients: list[str] = Field(
        [], description="Every address listed must be among the To or Cc recipients."
    )
    only_recipients: bool = Field(
        False, description="To and Cc together must be exactly the listed addresses."
    )
    recipient_outside: list[str] = Field(
        [],
        description="Matches a mail with any recipient whose domain is not one of these domains.",
    )
    subject_contains: list[Any] = []
    body_contains: list[Any] = Field(
        [],
        description="Every needle must be mentioned: text, a number >= 1000 or with a fraction, "
        "a date, a clock time, a phone, a quantity {'amount': 2, 'unit': 'ngày'} (optionally "
        "'stated_as': 'owed' / 'paid') or a date span {'from': 'YYYY-MM-DD', 'to': 'YYYY-MM-DD'}.",
    )
    body_not_contains: list[Any] = []
    in_reply_to: str | None = None
    forwarded_from: str | None = None

    @field_validator("subject_contains", "body_contains", "body_not_contains")
    @classmethod
    def _needles(cls, values: list[Any], info: Any) -> list[Any]:
        return [
            _alternatives_or_needle(v, f"{info.field_name}[{i}]", records=False)
            for i, v in enumerate(values)
        ]


class MailSent(_MailFilter):
    """A mail in the Sent folder matches every given filter."""

    kind: Literal["mail_sent"]


class MailNotSent(_MailFilter):
    """No mail in the Sent folder matches the given filters."""

    kind: Literal["mail_not_sent"]
    negative: bool = True


Assertion = Annotated[
    RecordExists
    | RecordNotExists
    | RecordCount
    | RecordField
    | RecordUnchanged
    | MailSent
    | MailNotSent,
    Field(discriminator="kind"),
]
ASSERTION_KINDS: tuple[str, ...] = (
    "record_exists",
    "record_not_exists",
    "record_count",
    "record_field",
    "record_unchanged",
    "mail_sent",
    "mail_not_sent",
)


# ---------------------------------------------------------------- evaluation


_MISSING = object()


def field_value(record: Any, path: str) -> Any:
    """The value at a dotted path (`"lines.0.sku"`) in a record; a missing step gives `_MISSING`.

    A `*` step takes every item of a list and gathers what the rest of the path gives for each,
    one flat list (`"lines.*.combo_choices"`: every line's choices, whatever the order or number
    of lines; items without the field are left out)."""
    value = record
    steps = path.split(".")
    for i, step in enumerate(steps):
        if step == "*":
            if not isinstance(value, list):
                return _MISSING
            rest = ".".join(steps[i + 1 :])
            found = [field_value(item, rest) if rest else item for item in value]
            return [
                x for v in found if v is not _MISSING for x in (v if isinstance(v, list) else [v])
            ]
        if isinstance(value, list):
            if not step.isdigit() or int(step) >= len(value):
                return _MISSING
            value = value[int(step)]
        elif isinstance(value, dict):
            value = value.get(step, _MISSING)
        else:
            value = getattr(value, step, _MISSING)
        if value is _MISSING:
            return _MISSING
    return value


def condition_holds(record: Any, where: Condition) -> bool:
    """Whether a record (model or dict) meets every condition of a `where` filter."""
    for field, cond in where.items():
        actual = field_value(record, field)
        if actual is _MISSING:
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


def matching(world: WorldState, table: str, where: Condition) -> list[Any]:
    """The records of `table` that meet `where`."""
    return [r for r in world.table(table) if condition_holds(r, where)]


def selected(world: WorldState, assertion: _TableAssertion) -> list[Any]:
    """The records of the assertion's table that meet its `where` (and one `any_of`)."""
    return [r for r in world.table(assertion.table) if assertion.selects(r)]


def _shown(value: Any) -> str:
    if value is _MISSING:
        return "(missing)"
    if isinstance(value, BaseModel):
        value = value.model_dump(mode="json")
    text = repr(value)
    return text if len(text) <= 120 else text[:117] + "..."


def _mail_matches(a: _MailFilter, mail: Any) -> bool:
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


def _domains(a: _MailFilter) -> set[str]:
    return {d.casefold() for d in a.recipient_outside}


def sent_mails(world: WorldState) -> list[Any]:
    return [m for m in world.mail.messages if m.folder == "sent"]


def holds(assertion: Assertion, world: WorldState, initial: WorldState) -> tuple[bool, str]:
    """Whether the assertion is true on `world`, and a short detail for the explanation.

    `initial` is the world at the start, used by `record_unchanged`.
    """
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
        n = sum(1 for m in sent_mails(world) if _mail_matches(assertion, m))
        if isinstance(assertion, MailSent):
            return n > 0, f"{n} matching sent mail"
        return n == 0, f"{n} matching sent mail"
    raise TypeError(f"unknown assertion {assertion!r}")


def tables_touched(assertions: Sequence[Assertion]) -> set[str]:
    """The tables the assertions read (mail assertions read `mail.messages`)."""
    touched = set()
    for a in assertions:
        touched.add(getattr(a, "table", "mail.messages"))
    return touched


def fields_of(table: str) -> set[str]:
    """The field names records of `table` have."""
    return set(table_spec(table).model.model_fields)
