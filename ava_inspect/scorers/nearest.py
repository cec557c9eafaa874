"""The nearest miss: the record that comes closest to what a failed assertion asked for.

An assertion asks for records by conditions. Each condition is checked on its own, with the
same matching the assertion uses, so a record that meets them all is exactly a match:

- a table assertion has one condition per `where` field (and, for `record_field`, per `expect`
  field);
- a mail assertion has one per address it lists (`to`, `cc`, `recipients`), one per needle
  (`subject_contains`, `body_contains`, `body_not_contains`), one each for `only_recipients`,
  `recipient_outside`, `in_reply_to` and `forwarded_from` when given, and "is in the Sent
  folder" (so a draft the agent made but never sent shows up as a near miss).

Closest, precisely: candidates are ranked by the number of conditions they meet (more first);
ties go to the records the agent created or changed before those it left alone, then to the
smaller id. The candidates are the table's records in the final world; for mail, the sent mails
and every message the agent created or changed.

A filter's scope conditions say which set of records it is about, so a record outside that set
is never a near miss of it (`nearest_record`): `id` (the filter names its records), and the
set fields `SCOPE_FIELDS` (a mail's folder, a record's kind) for a record the agent left alone
(an untouched sent mail is no near miss of a draft) and, in a count, for every record (an inbox
count never offers a sent mail). A record the agent made in the wrong folder or of the wrong
kind stays the near miss of an assertion that asks for one record: that is the agent's miss.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from pydantic import BaseModel

from ava_inspect.core.vietnamese.matching import as_date, parse_dates, parse_numbers
from ava_inspect.core.world.tables import World
from ava_inspect.schema.assertions import MailFilter
from ava_inspect.schema.evaluation import MISSING, condition_holds, field_value, mail_matches
from ava_inspect.scorers.diff import RecordChange
from ava_inspect.subsystems.mail.records import MailWorld

MAIL_TABLE = "mail.messages"

Origin = Literal["created", "updated", "untouched"]
ORIGIN_WORDS: dict[str, str] = {
    "created": "created by the agent",
    "updated": "changed by the agent",
    "untouched": "already there, not touched by the agent",
}

Conditions = Sequence[tuple[str, Any]]
"""A filter's conditions as (field, condition) pairs (`where` then `expect` for `record_field`)."""

Origins = Mapping[tuple[str, str], str]
"""(table, id) -> "created" / "updated" / "deleted", from the agent's changes."""


def origins(changes: Iterable[RecordChange]) -> dict[tuple[str, str], str]:
    """Which records the agent created, updated or deleted (from `diff.world_changes`)."""
    return {(c.table, c.id): c.change for c in changes}


def origin_of(found: Origins, table: str, record_id: str) -> Origin:
    change = found.get((table, record_id))
    return change if change in ("created", "updated") else "untouched"  # type: ignore[return-value]


# ---------------------------------------------------------------- values and conditions in words

_TOKEN = re.compile(r"^[\w.@:+/-]+$")


def clip(text: str, limit: int = 100) -> str:
    """`text` cut to at most `limit` characters at a word boundary, with an ellipsis."""
    text = " ".join(text.split())
    if len(text) <= limit:
        return text
    cut = text[: limit - 1]
    space = cut.rfind(" ")
    if space > limit // 2:
        cut = cut[:space]
    return cut.rstrip(" ,.;:") + "…"


def shown(value: Any, limit: int = 100) -> str:
    """A value as a reader wants to see it: ids, dates and numbers bare, text in quotes."""
    if value is MISSING:
        return "(no such field)"
    if isinstance(value, BaseModel):
        value = value.model_dump(mode="json")
    if value is None or value == "":
        return "empty"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    if isinstance(value, int | float):
        return str(value)
    if isinstance(value, str):
        return value if _TOKEN.match(value) else f"“{clip(value, limit)}”"
    if isinstance(value, dict):
        return clip("{" + ", ".join(f"{k} {shown(v, 40)}" for k, v in value.items()) + "}", limit)
    if isinstance(value, list):
        if not value:
            return "none"
        joint = "; " if any(isinstance(v, dict) for v in value) else ", "
        return clip(joint.join(shown(v, limit) for v in value), limit)
    return clip(str(value), limit)


def mentioned(text: Any, needle: Any) -> str:
    """For a needle a text fails to mention: the figures (or dates) the text does mention, which
    is what a reader compares it with: ` (it mentions 5000000, 2026-12-14)`; else empty."""
    if not isinstance(text, str):
        return ""
    if isinstance(needle, int | float) and not isinstance(needle, bool):
        found = [format(n.normalize(), "f") for n in parse_numbers(text)]
    elif as_date(needle) is not None:
        found = [d.isoformat() for d in parse_dates(text)]
    else:
        return ""
    unique = list(dict.fromkeys(found))
    if not unique:
        return (
            " (it mentions no figure)"
            if isinstance(needle, int | float)
            else " (it mentions no date)"
        )
    more = ", …" if len(unique) > 6 else ""
    return f" (it mentions {', '.join(unique[:6])}{more})"


def _split(cond: Any) -> tuple[str, Any]:
    if isinstance(cond, dict):
        ((op, expected),) = cond.items()
        return op, expected
    return "eq", cond


def _is_date(value: Any) -> bool:
    return isinstance(value, str) and as_date(value) is not None


_ORDER_WORDS = {
    "gt": ("more than", "after"),
    "gte": ("at least", "on or after"),
    "lt": ("less than", "before"),
    "lte": ("at most", "on or before"),
}


def predicate(cond: Any) -> str:
    """What a condition wants of a field, as a verb phrase: `be on or after 2026-12-14`."""
    op, expected = _split(cond)
    value = shown(expected)
    if op in _ORDER_WORDS:
        number, day = _ORDER_WORDS[op]
        return f"be {day if _is_date(expected) else number} {value}"
    return {
        "eq": f"be {value}",
        "ne": f"not be {value}",
        "in": f"be one of {value}",
        "not_in": f"be none of {value}",
        "contains": f"contain {value}",
        "not_contains": f"not contain {value}",
    }[op]


def asked(field: str, cond: Any) -> str:
    """One condition of a `where` or `expect` filter, in words: `start_date on or after
    2026-12-14`."""
    verb = predicate(cond)
    if verb.startswith("be "):
        return f"{field} {verb[3:]}"
    if verb.startswith("not be "):
        return f"{field} not {verb[7:]}"
    if verb.startswith("contain "):
        return f"{field} contains {verb[8:]}"
    return f"{field} does not contain {verb[12:]}"


def asked_filter(conditions: Conditions) -> str:
    return ", ".join(asked(f, c) for f, c in conditions)


# ---------------------------------------------------------------- checks and candidates


@dataclass(frozen=True)
class Check:
    """One condition on one record: what was asked, whether the record meets it, and (when it
    does not) what the record has instead, as a sentence."""

    asked: str
    ok: bool
    miss: str = ""


@dataclass(frozen=True)
class Candidate:
    """A record ranked against an assertion's conditions."""

    record_id: str
    origin: Origin
    oks: tuple[bool, ...]
    record: Any

    @property
    def met(self) -> int:
        return sum(self.oks)

    @property
    def total(self) -> int:
        return len(self.oks)

    @property
    def matches(self) -> bool:
        return all(self.oks)


def rank(candidates: Iterable[Candidate]) -> list[Candidate]:
    """Closest first: most conditions met, then the agent's records, then by id."""
    return sorted(candidates, key=lambda c: (-c.met, c.origin == "untouched", c.record_id))


def matching_records(
    world: World, table: str, conditions: Conditions, found: Origins
) -> list[Candidate]:
    """The records of `table` that meet every condition (an exact match, as the assertion sees)."""
    every = (True,) * len(conditions)
    return [
        Candidate(r.id, origin_of(found, table, r.id), every, r)
        for r in world.table(table)
        if all(condition_holds(r, {f: c}) for f, c in conditions)
    ]


SCOPE_FIELDS = frozenset({"folder", "draft", "kind"})
"""Fields that put a record in a set of its own: a mail's folder, an activity's, interview's or
customer's kind (see the module's scope conditions)."""


def scope_indices(
    conditions: Conditions, filter_size: int | None = None
) -> tuple[set[int], set[int]]:
    """The `id` conditions and the `SCOPE_FIELDS` conditions among the first `filter_size`
    conditions (the `where` filter; all of them by default), as two sets of indices."""
    size = len(conditions) if filter_size is None else filter_size
    ids = {i for i, (f, _) in enumerate(conditions[:size]) if f == "id"}
    sets = {i for i, (f, _) in enumerate(conditions[:size]) if f in SCOPE_FIELDS}
    return ids, sets


_COSTLY = ("contains", "not_contains")
"""Operators that read whole texts; checked last, and on untouched records only when needed."""


@dataclass(frozen=True)
class Nearest:
    """The closest record that is not a match, and how many others as close (see
    `nearest_record`)."""

    candidate: Candidate
    ties: int | None


def nearest_record(
    world: World,
    table: str,
    conditions: Conditions,
    found: Origins,
    skip: Iterable[str] = (),
    *,
    filter_size: int | None = None,
    count: bool = False,
) -> Nearest | None:
    """The record of `table` closest to meeting every condition without meeting them all (none
    in `skip`, none outside the filter's scope), ranked as the module says; None when every
    record matches or there is none. The first `filter_size` conditions are the `where` filter
    (all by default); `count` says the assertion counts that filter's records.

    The records the agent made are checked in full, so `ties` counts those as close as the
    best when it is one of them. An untouched record has its text conditions checked only when
    it could still be closer than the best so far (the cost stays that of grading); `ties` is
    then None when the best is untouched.
    """
    skipped = set(skip)
    records = [r for r in world.table(table) if r.id not in skipped]
    made = sorted(
        (r for r in records if origin_of(found, table, r.id) != "untouched"), key=lambda r: r.id
    )
    rest = sorted(
        (r for r in records if origin_of(found, table, r.id) == "untouched"), key=lambda r: r.id
    )
    cheap = [i for i, (_, c) in enumerate(conditions) if _split(c)[0] not in _COSTLY]
    costly = len(conditions) - len(cheap)

    def holds(r: Any, i: int) -> bool:
        field, cond = conditions[i]
        return condition_holds(r, {field: cond})

    ids, sets = scope_indices(conditions, filter_size)
    made = [r for r in made if all(holds(r, i) for i in ids | (sets if count else set()))]
    rest = [r for r in rest if all(holds(r, i) for i in ids | sets)]
    best: Candidate | None = None
    ties = 0
    for r in made:
        oks = tuple(holds(r, i) for i in range(len(conditions)))
        if all(oks):
            continue
        c = Candidate(r.id, origin_of(found, table, r.id), oks, r)
        if best is None or c.met > best.met:
            best, ties = c, 0
        elif c.met == best.met:
            ties += 1
    for r in rest:
        known = {i: holds(r, i) for i in cheap}
        if best is not None and sum(known.values()) + costly <= best.met:
            continue  # cannot be closer than the best so far (ties rank after it)
        oks = tuple(known[i] if i in known else holds(r, i) for i in range(len(conditions)))
        if all(oks):
            continue
        c = Candidate(r.id, "untouched", oks, r)
        if best is None or c.met > best.met:
            best = c
    if best is None:
        return None
    return Nearest(best, ties if best.origin != "untouched" else None)


def record_checks(record: Any, conditions: Conditions) -> list[Check]:
    """Each condition on `record`; a miss says what the record has and what it should be."""
    checks = []
    for field, cond in conditions:
        if condition_holds(record, {field: cond}):
            checks.append(Check(asked(field, cond), True))
            continue
        value = field_value(record, field)
        long = _split(cond)[0] in ("contains", "not_contains")
        has = "has no such field" if value is MISSING else f"is {shown(value, 160 if long else 80)}"
        op, expected = _split(cond)
        hint = mentioned(value, expected) if op == "contains" else ""
        checks.append(
            Check(asked(field, cond), False, f"{field} {has}, should {predicate(cond)}{hint}")
        )
    return checks


def record_values(record: Any, conditions: Conditions) -> str:
    """The record's values of the fields a filter names (`employee_id is NV-0008, ...`), or, when
    the filter names only its id or nothing, a summary of the record."""
    fields = [f for f, _ in conditions if f != "id"]
    if not fields:
        return record_summary(record)
    return ", ".join(f"{f} is {shown(field_value(record, f), 60)}" for f in fields)


def record_summary(record: Any, fields: int = 5) -> str:
    """The first few filled-in fields of a record: `customer_name “Lan”, phone 0912345678, ...`."""
    row = record.model_dump(mode="json") if isinstance(record, BaseModel) else dict(record)
    filled = [(k, v) for k, v in row.items() if k != "id" and v not in (None, "", [], {})]
    return ", ".join(f"{k} {shown(v, 50)}" for k, v in filled[:fields])


# ---------------------------------------------------------------- mail


_FILTER_DEFAULTS: dict[str, Any] = {
    name: info.default
    for name, info in MailFilter.model_fields.items()
    if name not in ("id", "note", "negative", "kind")
}


def _only(a: MailFilter, **fields: Any) -> MailFilter:
    """`a` with every mail filter cleared but `fields`: one condition, matched as `a` matches."""
    return a.model_copy(update={**_FILTER_DEFAULTS, **fields})


def _addresses(values: Iterable[str]) -> set[str]:
    return {v.casefold() for v in values}


def _listed(values: Sequence[str]) -> str:
    return ", ".join(values) or "nobody"


@dataclass(frozen=True)
class MailCondition:
    """One condition of a mail assertion: its words, its test, and what a mail that fails it
    has instead (a sentence)."""

    asked: str
    holds: Callable[[Any], bool]
    miss: Callable[[Any], str]


def _by_filter(single: MailFilter) -> Callable[[Any], bool]:
    return lambda mail: mail_matches(single, mail)


def _only_recipients_miss(a: MailFilter) -> Callable[[Any], str]:
    def miss(mail: Any) -> str:
        sent_to = [*mail.to, *mail.cc]
        extra = [r for r in sent_to if r.casefold() not in _addresses([*a.to, *a.cc])]
        missing = [r for r in [*a.to, *a.cc] if r.casefold() not in _addresses(sent_to)]
        parts = [f"it also went to {', '.join(extra)}"] if extra else []
        parts += [f"not to {', '.join(missing)}"] if missing else []
        wanted = ", ".join([*a.to, *a.cc])
        return f"{' and '.join(parts)}; should go to exactly {wanted}"

    return miss


def mail_conditions(a: MailFilter) -> list[MailCondition]:
    """The conditions of a mail assertion: being sent, then one per address, needle and flag."""
    conds = [
        MailCondition(
            "it is in the Sent folder",
            lambda m: m.folder == "sent",
            lambda m: f"it is in {m.folder}, never sent",
        )
    ]
    for address in a.to:
        conds.append(
            MailCondition(
                f"To includes {address}",
                _by_filter(_only(a, to=[address])),
                lambda m, x=address: f"To is {_listed(m.to)}, should include {x}",  # type: ignore[misc]  # mypy cannot infer a lambda with a default
            )
        )
    for address in a.cc:
        conds.append(
            MailCondition(
                f"Cc includes {address}",
                _by_filter(_only(a, cc=[address])),
                lambda m, x=address: f"Cc is {_listed(m.cc)}, should include {x}",  # type: ignore[misc]  # mypy cannot infer a lambda with a default
            )
        )
    for address in a.recipients:
        conds.append(
            MailCondition(
                f"To or Cc includes {address}",
                _by_filter(_only(a, recipients=[address])),
                lambda m, x=address: (  # type: ignore[misc]  # mypy cannot infer a lambda with a default
                    f"To is {_listed(m.to)} and Cc {_listed(m.cc)}, should include {x}"
                ),
            )
        )
    if a.only_recipients:
        wanted = _addresses([*a.to, *a.cc])
        conds.append(
            MailCondition(
                "no other recipients",
                lambda m: _addresses([*m.to, *m.cc]) == wanted,
                _only_recipients_miss(a),
            )
        )
    if a.recipient_outside:
        domains = ", ".join(a.recipient_outside)
        conds.append(
            MailCondition(
                f"a recipient outside {domains}",
                _by_filter(_only(a, recipient_outside=a.recipient_outside)),
                lambda m: f"every recipient is at {domains}",
            )
        )
    for needle in a.subject_contains:
        conds.append(
            MailCondition(
                f"the subject mentions {shown(needle)}",
                _by_filter(_only(a, subject_contains=[needle])),
                lambda m, n=needle: f"the subject {shown(m.subject)} does not mention {shown(n)}",  # type: ignore[misc]  # mypy cannot infer a lambda with a default
            )
        )
    for needle in a.body_contains:
        conds.append(
            MailCondition(
                f"the body mentions {shown(needle)}",
                _by_filter(_only(a, body_contains=[needle])),
                lambda m, n=needle: f"the body does not mention {shown(n)}{mentioned(m.body, n)}",  # type: ignore[misc]  # mypy cannot infer a lambda with a default
            )
        )
    for needle in a.body_not_contains:
        conds.append(
            MailCondition(
                f"the body does not mention {shown(needle)}",
                _by_filter(_only(a, body_not_contains=[needle])),
                lambda m, n=needle: f"the body mentions {shown(n)}, should not",  # type: ignore[misc]  # mypy cannot infer a lambda with a default
            )
        )
    if a.in_reply_to is not None:
        conds.append(
            MailCondition(
                f"it replies to {a.in_reply_to}",
                _by_filter(_only(a, in_reply_to=a.in_reply_to)),
                lambda m, x=a.in_reply_to: (  # type: ignore[misc]  # mypy cannot infer a lambda with a default
                    (f"it replies to {m.in_reply_to}" if m.in_reply_to else "it is not a reply")
                    + f", should reply to {x}"
                ),
            )
        )
    if a.forwarded_from is not None:
        conds.append(
            MailCondition(
                f"it forwards {a.forwarded_from}",
                _by_filter(_only(a, forwarded_from=a.forwarded_from)),
                lambda m, x=a.forwarded_from: (  # type: ignore[misc]  # mypy cannot infer a lambda with a default
                    (
                        f"it forwards {m.forwarded_from}"
                        if m.forwarded_from
                        else "it is not a forward"
                    )
                    + f", should forward {x}"
                ),
            )
        )
    return conds


def asked_mail(conds: Sequence[MailCondition]) -> str:
    """What a mail assertion asks of a sent mail, in words (its conditions after the folder)."""
    return ", ".join(c.asked for c in conds[1:]) or "to anyone"


def mail_candidates(
    world: World, conds: Sequence[MailCondition], found: Origins
) -> list[Candidate]:
    """The sent mails and every message the agent created or changed, closest first."""
    return rank(
        Candidate(m.id, origin_of(found, MAIL_TABLE, m.id), tuple(c.holds(m) for c in conds), m)
        for m in MailWorld.of(world).messages
        if m.folder == "sent" or origin_of(found, MAIL_TABLE, m.id) != "untouched"
    )


def mail_checks(mail: Any, conds: Sequence[MailCondition]) -> list[Check]:
    checks = []
    for c in conds:
        ok = c.holds(mail)
        checks.append(Check(c.asked, ok, "" if ok else c.miss(mail)))
    return checks


def mail_summary(mail: Any) -> str:
    """Who a mail went to and its subject: `To a@x, Cc b@y; subject “...”`."""
    cc = f", Cc {', '.join(mail.cc)}" if mail.cc else ""
    return f"To {_listed(mail.to)}{cc}; subject {shown(mail.subject, 80)}"


# ---------------------------------------------------------------- a record's changed fields


def changed_fields(before: Any, after: Any) -> list[str]:
    """`field: before → after` for each field that differs between two versions of a record."""
    old, new = before.model_dump(mode="json"), after.model_dump(mode="json")
    return [
        f"{k}: {shown(old.get(k), 60)} → {shown(new.get(k), 60)}"
        for k in sorted(set(old) | set(new))
        if old.get(k) != new.get(k)
    ]
