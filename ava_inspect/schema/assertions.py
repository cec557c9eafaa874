"""Assertions: declarative checks on a world, with `where` filters and value matching by meaning.

An assertion is data (a pydantic model with closed keys), so a typo such as `body_contain` or an
operator such as `equal` is a validation error, never a silently true check.
"""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from ava_inspect.core.vietnamese.matching import (
    as_number,
    needle_of,
)
from ava_inspect.core.vietnamese.words import UNITS
from ava_inspect.core.world.tables import table_spec
from ava_inspect.schema.skills import Skill

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
    skill: Skill = Field(
        description="The skill it tests, one of `schema.skills.SKILLS` (the report's profile)."
    )


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


class TableAssertion(AssertionBase):
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


class RecordExists(TableAssertion):
    """At least one record of `table` matches `where`."""

    kind: Literal["record_exists"]


class RecordNotExists(TableAssertion):
    """No record of `table` matches `where`."""

    kind: Literal["record_not_exists"]
    negative: bool = True


class RecordCount(TableAssertion):
    """The number of matching records is exactly `count` (or within `min`..`max`)."""

    kind: Literal["record_count"]
    count: int | None = Field(None, ge=0)
    min: int | None = Field(None, ge=0)
    max: int | None = Field(None, ge=0)


class RecordField(TableAssertion):
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


class MailFilter(AssertionBase):
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


class MailSent(MailFilter):
    """A mail in the Sent folder matches every given filter."""

    kind: Literal["mail_sent"]


class MailNotSent(MailFilter):
    """No mail in the Sent folder matches the given filters."""

    kind: Literal["mail_not_sent"]
    negative: bool = True


class ConversationAssertion(AssertionBase):
    """An assertion on the conversation of a conversation task (`TaskDefinition.user`): what the
    agent told the user and when it acted, as recorded in the sample (`core.conversation`)."""

    after_turn: int | None = Field(
        None,
        ge=1,
        description="Only what came after the user's scheduled turn of this number (1-based).",
    )


class _SaidAssertion(ConversationAssertion):
    """What the agent told the user: needles, each one or a list of alternatives."""

    contains: list[Any] = Field(min_length=1)

    @field_validator("contains")
    @classmethod
    def _needles(cls, v: list[Any]) -> list[Any]:
        return [
            _alternatives_or_needle(x, f"contains[{i}]", records=False) for i, x in enumerate(v)
        ]


class AgentSaid(_SaidAssertion):
    """One of the agent's messages to the user mentions every needle (the fee quoted, the
    refusal given), each matched by meaning."""

    kind: Literal["agent_said"]


class AgentNotSaid(_SaidAssertion):
    """None of the agent's messages to the user mentions any of the needles."""

    kind: Literal["agent_not_said"]
    negative: bool = True


class NotAskedAgain(ConversationAssertion):
    """The agent never asked again for something the user had already given (of `fields`, or
    any): a message that repeats the value to check it does not count."""

    kind: Literal["not_asked_again"]
    fields: list[str] = []
    negative: bool = True


class CalledAfterFact(ConversationAssertion):
    """Every call of `tool` that went through came after the user gave fact `fact` (no order
    confirmed before the customer agreed)."""

    kind: Literal["called_after_fact"]
    tool: str
    fact: str
    negative: bool = True


CONVERSATION_KINDS: tuple[str, ...] = (
    "agent_said",
    "agent_not_said",
    "not_asked_again",
    "called_after_fact",
)


Assertion = Annotated[
    RecordExists
    | RecordNotExists
    | RecordCount
    | RecordField
    | RecordUnchanged
    | MailSent
    | MailNotSent
    | AgentSaid
    | AgentNotSaid
    | NotAskedAgain
    | CalledAfterFact,
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
    *CONVERSATION_KINDS,
)


def tables_touched(assertions: Sequence[Assertion]) -> set[str]:
    """The tables the assertions read (mail assertions read `mail.messages`)."""
    touched = set()
    for a in assertions:
        if not isinstance(a, ConversationAssertion):
            touched.add(getattr(a, "table", "mail.messages"))
    return touched


def fields_of(table: str) -> set[str]:
    """The field names records of `table` have."""
    return set(table_spec(table).model.model_fields)
