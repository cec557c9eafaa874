"""The score explanation shown in `inspect view`: what each failed assertion asked for and why
the world does not satisfy it, then what the agent changed.

For a failed or broken assertion it gives, in words, what the assertion asked for and what in the
final world stands against it: the nearest miss (`nearest`) for an assertion that wants a record
or a mail, the records or mails that break a "must not", a count with the records counted, the
fields a must-stay-unchanged record lost. Passed and kept assertions get one line each. The text
is markdown without tables or emoji, so it reads in a narrow column and without an emoji font.
Only failed and broken assertions are worked out, so grading a passing sample costs nothing more.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Any

from ava_inspect.core.world.tables import World
from ava_inspect.schema.assertions import (
    AgentNotSaid,
    AgentSaid,
    Assertion,
    CalledAfterFact,
    ConversationAssertion,
    MailNotSent,
    MailSent,
    NotAskedAgain,
    RecordCount,
    RecordExists,
    RecordField,
    RecordNotExists,
    RecordUnchanged,
)
from ava_inspect.scorers.collateral import Collateral
from ava_inspect.scorers.diff import RecordChange
from ava_inspect.scorers.grading import AssertionResult, Grade
from ava_inspect.scorers.nearest import (
    ORIGIN_WORDS,
    Candidate,
    Check,
    Conditions,
    Origins,
    asked_filter,
    asked_mail,
    changed_fields,
    mail_candidates,
    mail_checks,
    mail_conditions,
    mail_summary,
    matching_records,
    nearest_record,
    origin_of,
    origins,
    record_checks,
    record_values,
    shown,
)

LISTED = 6
"""How many records a list of matching or breaking records names before "and N more"."""

OUTCOME_WORDS = {
    "failed": "FAILED",
    "broken": "BROKEN",
    "passed": "passed",
    "kept": "kept (true from the start, not counted)",
}

_MD_SPECIAL = re.compile(r"[\\`*\[\]<>|~]|(?<!\w)_|_(?!\w)")


def md(text: str) -> str:
    """Plain text made safe to embed in markdown (no accidental emphasis, links or HTML); an
    underscore inside a word (`employee_id`) is left as it is, as markdown leaves it."""
    return _MD_SPECIAL.sub(lambda m: "\\" + m.group(0), text)


# ---------------------------------------------------------------- why an assertion is false


def item(text: str) -> str:
    """A top-level list line (`text` is markdown)."""
    return f"- {text}"


def sub(text: str) -> str:
    """A nested list line (`text` is markdown)."""
    return f"  - {text}"


def _origin(c: Candidate) -> str:
    return ORIGIN_WORDS[c.origin]


def _nearest(best: Candidate, checks: list[Check], ties: int | None, what: str) -> list[str]:
    """The nearest-miss lines: the candidate, how many conditions it meets, what differs."""
    head = f"nearest miss: **{md(best.record_id)}** ({_origin(best)}), meets {best.met} of {best.total}"
    if ties:
        head += f" (and {ties} other {what}{'s' if ties > 1 else ''} by the agent as close)"
    lines = [item(head)]
    lines += [sub(md(c.miss)) for c in checks if not c.ok]
    met = [c.asked for c in checks if c.ok]
    if met:
        lines.append(sub(f"meets: {md('; '.join(met))}"))
    return lines


def _nearest_record(
    final: World,
    table: str,
    conditions: Conditions,
    found: Origins,
    skip: Sequence[str] = (),
    *,
    filter_size: int | None = None,
    count: bool = False,
) -> list[str]:
    """The nearest-miss lines of a table assertion, saying first when the agent left the table
    alone; empty when the table has no record that could be one (`nearest_record`: the first
    `filter_size` conditions are the filter, `count` when the assertion counts its records)."""
    near = nearest_record(
        final, table, conditions, found, skip, filter_size=filter_size, count=count
    )
    if near is None:
        return []
    lines = []
    if not any(t == table for t, _ in found):
        lines.append(item(f"the agent created or changed no record in {md(table)}"))
    best = near.candidate
    if best.met == 0:
        text = (
            f"nearest miss: none; no record of {md(table)} meets any of the {best.total} conditions"
        )
        return [*lines, item(text)]
    return [*lines, *_nearest(best, record_checks(best.record, conditions), near.ties, "record")]


def _named(found: list[Candidate], describe: Callable[[Any], str]) -> list[str]:
    """Up to `LISTED` records as nested lines, the agent's first: id, origin, `describe(record)`."""
    agent_first = sorted(found, key=lambda c: (c.origin == "untouched", c.record_id))
    lines = [
        sub(f"**{md(c.record_id)}** ({_origin(c)}): {md(describe(c.record))}")
        for c in agent_first[:LISTED]
    ]
    if len(found) > LISTED:
        lines.append(sub(f"… and {len(found) - LISTED} more"))
    return lines


def _records(n: int | None) -> str:
    return "record" if n == 1 else "records"


def _count_words(a: RecordCount) -> str:
    if a.count is not None:
        return f"exactly {a.count}"
    if a.min is not None and a.max is not None:
        return f"between {a.min} and {a.max}"
    if a.min is not None:
        return f"at least {a.min}"
    return f"at most {a.max}"


def _where(conditions: Conditions) -> str:
    return f" where {asked_filter(conditions)}" if conditions else ""


def _conversation_asked(a: ConversationAssertion) -> str:
    scope = f" after the user's turn {a.after_turn}" if a.after_turn else ""
    if isinstance(a, AgentSaid | AgentNotSaid):
        needles = ", ".join(shown(x) for x in a.contains)
        which = "one message" if isinstance(a, AgentSaid) else "no message"
        return f"{which} of the agent to the user{scope} mentioning {needles}"
    if isinstance(a, NotAskedAgain):
        what = ", ".join(a.fields) if a.fields else "anything"
        return f"the agent never asks again for {what} the user already gave{scope}"
    if isinstance(a, CalledAfterFact):
        return f"every {a.tool} call comes after the user gave '{a.fact}'{scope}"
    raise TypeError(f"unknown assertion {a!r}")


def asked_for(a: Assertion) -> str:
    """What an assertion asks of the final world, in words (plain text)."""
    if isinstance(a, ConversationAssertion):
        return _conversation_asked(a)
    if isinstance(a, RecordUnchanged):
        return f"{a.table} {a.record_id} left exactly as it was at the start"
    if isinstance(a, MailSent | MailNotSent):
        wanted = asked_mail(mail_conditions(a))
        return f"{'a' if isinstance(a, MailSent) else 'no'} sent mail: {wanted}"
    where = _where(list(a.where.items()))
    if isinstance(a, RecordExists):
        return f"a record in {a.table}{where}"
    if isinstance(a, RecordNotExists):
        return f"no record in {a.table}{where}"
    if isinstance(a, RecordCount):
        number = a.max if a.count is None else a.count
        return f"{_count_words(a)} {_records(number)} in {a.table}{where}"
    return f"exactly one record in {a.table}{where}, with {asked_filter(list(a.expect.items()))}"


def why_false(a: Assertion, initial: World, final: World, found: Origins) -> list[str]:
    """Markdown list lines (`item`, `sub`) saying what in `final` makes the assertion false
    (for a conversation assertion, the grader's detail line says it)."""
    if isinstance(a, ConversationAssertion):
        return []
    if isinstance(a, RecordUnchanged):
        return _unchanged(a, initial, final, found)
    if isinstance(a, MailSent | MailNotSent):
        return _mail(a, final, found)
    where = list(a.where.items())
    matches = matching_records(final, a.table, where, found)
    if isinstance(a, RecordNotExists):
        return [item("broken by:"), *_named(matches, lambda r: record_values(r, where))]
    if isinstance(a, RecordExists):
        return _nearest_record(final, a.table, where, found) or _empty(a.table)
    if isinstance(a, RecordCount):
        return _count(a, initial, final, found, where, matches)
    return _field(a, final, found, where, matches)


def _empty(table: str) -> list[str]:
    return [item(f"found: {md(table)} has no records")]


def _count(
    a: RecordCount,
    initial: World,
    final: World,
    found: Origins,
    where: Conditions,
    matches: list[Candidate],
) -> list[str]:
    """A count's lines: how many match; when too few, first the records that stopped matching
    (why it failed), then those still matching, and a nearest miss only when the ones that
    stopped do not account for the shortfall; when too many, the matching records."""
    head = item(f"found: {len(matches)} matching, should be {_count_words(a)}")
    named = _named(matches, lambda r: record_values(r, where))
    now = {c.record_id for c in matches}
    at_start = matching_records(initial, a.table, where, {})
    lost = sorted(c.record_id for c in at_start if c.record_id not in now)
    lost_lines = []
    if lost:
        lost_lines.append(item(f"no longer matching (matched at the start): {md(', '.join(lost))}"))
        for rid in lost:
            record = final.get(a.table, rid)
            if record is None:
                lost_lines.append(sub(f"**{md(rid)}**: deleted by the agent"))
                continue
            misses = [k.miss for k in record_checks(record, where) if not k.ok]
            origin = ORIGIN_WORDS[origin_of(found, a.table, rid)]
            lost_lines.append(sub(f"**{md(rid)}** ({origin}): {md('; '.join(misses))}"))
    needed = a.count if a.count is not None else a.min
    if needed is None or len(matches) >= needed:  # too many
        return [head, *named, *lost_lines]
    lines = [head, *lost_lines]
    if lost and named:
        lines.append(item("still matching:"))
    lines += named
    if len(matches) + len(lost) < needed:  # more are missing than stopped matching
        lines += _nearest_record(final, a.table, where, found, skip=lost, count=True)
    return lines


def _field(
    a: RecordField, final: World, found: Origins, where: Conditions, matches: list[Candidate]
) -> list[str]:
    expect = list(a.expect.items())
    if len(matches) > 1:
        return [
            item(f"found: {len(matches)} records match the filter, should be exactly one"),
            *_named(matches, lambda r: record_values(r, expect)),
        ]
    if len(matches) == 1:
        [record] = matches
        checks = record_checks(record.record, expect)
        return [
            item(f"the record: **{md(record.record_id)}** ({_origin(record)})"),
            *(sub(md(c.miss)) for c in checks if not c.ok),
        ]
    near = _nearest_record(final, a.table, [*where, *expect], found, filter_size=len(where))
    return [item("found: no record matches the filter"), *near] if near else _empty(a.table)


def _unchanged(a: RecordUnchanged, initial: World, final: World, found: Origins) -> list[str]:
    before, after = initial.get(a.table, a.record_id), final.get(a.table, a.record_id)
    if after is None:
        return [item("found: the record was deleted by the agent")]
    if before is None:
        return [item("found: the record did not exist at the start")]
    return [
        item(f"{ORIGIN_WORDS[origin_of(found, a.table, a.record_id)]}:"),
        *(sub(md(line)) for line in changed_fields(before, after)),
    ]


def _mail(a: MailSent | MailNotSent, final: World, found: Origins) -> list[str]:
    conds = mail_conditions(a)
    ranked = mail_candidates(final, conds, found)
    matches = [c for c in ranked if c.matches]
    if isinstance(a, MailNotSent):
        return [item("broken by:"), *_named(matches, mail_summary)]
    made = [c for c in ranked if c.origin != "untouched"]
    lines = [] if made else [item("the agent sent no mail and wrote no draft")]
    if not ranked:
        return [*lines, item("found: no mail in the Sent folder")]
    best = ranked[0]
    if best.met == 0:
        return [*lines, item("nearest miss: none; no sent mail meets any of its conditions")]
    ties = sum(1 for c in made if c is not best and c.met == best.met)
    shown_ties = ties if best.origin != "untouched" else None
    return [*lines, *_nearest(best, mail_checks(best.record, conds), shown_ties, "mail")]


# ---------------------------------------------------------------- the whole explanation


def _headline(result: Grade) -> str:
    done = "Completed" if result.task_completed_correctly else "Not completed"
    return (
        f"**{done}**: {result.passed} of {result.counted} counted assertions passed "
        f"(partial credit {result.partial_credit:.2f})"
    )


def _title(r: AssertionResult) -> str:
    must_not = " (must not)" if r.negative else ""
    note = f": {md(r.note)}" if r.note else ""
    return f"`{r.id}`{must_not}{note}"


def _changes(changes: Sequence[RecordChange], limit: int = 40) -> list[str]:
    lines = []
    for c in changes[:limit]:
        head = f"- {c.change} {md(c.table)} **{md(c.id)}**"
        if c.change == "updated":
            fields = "; ".join(
                f"{k}: {shown(a, 60)} → {shown(b, 60)}" for k, (a, b) in c.fields.items()
            )
            lines.append(f"{head}: {md(fields)}")
        elif c.change == "created":
            fields = ", ".join(f"{k} {shown(v[0], 60)}" for k, v in list(c.fields.items())[:8])
            lines.append(f"{head}: {md(fields)}")
        else:
            lines.append(head)
    if len(changes) > limit:
        lines.append(f"- … and {len(changes) - limit} more")
    return lines or ["- nothing"]


def _collateral(collateral: Collateral, limit: int = 20) -> list[str]:
    if collateral.count is None:
        return [f"**Collateral writes**: not computed ({md(collateral.problem or '')})"]
    lines = [
        f"**Collateral writes: {collateral.count}** (records changed that the reference "
        "solution leaves alone on this world; not part of partial credit)"
    ]
    if collateral.records:
        lines.append("")
        lines += [f"- {md(r)}" for r in collateral.records[:limit]]
        if len(collateral.records) > limit:
            lines.append(f"- … and {len(collateral.records) - limit} more")
    return lines


def explain(
    assertions: Sequence[Assertion],
    result: Grade,
    initial: World,
    final: World,
    changes: Sequence[RecordChange],
    collateral: Collateral,
) -> str:
    """The markdown explanation of a graded sample: the outcome, each failed or broken assertion
    with what it asked for and what stands against it, the others one line each, what the agent
    changed, and the collateral writes."""
    found = origins(changes)
    by_id = {a.id: a for a in assertions}
    problems = [r for r in result.results if not r.ok]
    fine = [r for r in result.results if r.ok]
    lines = [_headline(result), ""]
    for r in problems:
        a = by_id[r.id]
        lines.append(f"**{OUTCOME_WORDS[r.outcome]}** {_title(r)}")
        lines.append("")
        lines.append(item(f"asked: {md(asked_for(a))}"))
        if isinstance(a, ConversationAssertion):
            lines.append(item(f"found: {md(r.detail)}"))
        lines += why_false(a, initial, final, found)
        lines.append("")
    if fine:
        lines += ["**Passed or kept**", ""]
        lines += [f"- {OUTCOME_WORDS[r.outcome]}: {_title(r)} ({md(r.detail)})" for r in fine]
        lines.append("")
    lines += ["**What the agent changed in the world**", "", *_changes(changes), ""]
    lines += _collateral(collateral)
    return "\n".join(lines)


__all__ = ["asked_for", "explain", "why_false"]
