"""Every check `avabench validate` runs, as plain functions returning `Problem`s."""

from __future__ import annotations

import inspect
from collections import Counter
from collections.abc import Sequence
from typing import Any

from pydantic import ValidationError

from ava_inspect.core.world.clock import NOW
from ava_inspect.core.world.tables import TABLES, SeedError, World, check_references
from ava_inspect.harness.discovery import RawTask, discover, parse
from ava_inspect.harness.problems import Problem, _suggest
from ava_inspect.harness.toolsets import CATALOGUE, toolset
from ava_inspect.harness.worlds import initial_world
from ava_inspect.schema.assertions import Assertion, RecordCount, RecordField, RecordUnchanged
from ava_inspect.schema.evaluation import holds
from ava_inspect.schema.task import ExpertRules, TaskDefinition, calls_of
from ava_inspect.subsystems import base_company


def check_all(
    raws: Sequence[RawTask] | None = None,
) -> tuple[dict[str, TaskDefinition], list[Problem]]:
    """Run every check on a task set; return the valid definitions and all problems.

    `raws` defaults to every task module on disk (`discover()`); passing raw tasks checks exactly
    those, through the same path (used by the tests to feed deliberately broken definitions).
    """
    if raws is None:
        raws, problems = discover()
    else:
        problems = []
    defs: dict[str, TaskDefinition] = {}
    ids = Counter(
        r.data["id"] for r in raws if isinstance(r.data, dict) and isinstance(r.data.get("id"), str)
    )
    for task_id, n in ids.items():
        if n > 1:
            modules = ", ".join(
                r.module for r in raws if isinstance(r.data, dict) and r.data.get("id") == task_id
            )
            problems.append(
                Problem(
                    task_id,
                    f"{n} task modules use this id ({modules}); ids must be unique, so rename "
                    "all but one",
                )
            )
    for raw in raws:
        definition, found = parse(raw)
        problems.extend(found)
        if definition is None or ids[definition.id] > 1:
            continue
        task_problems = check_task(definition)
        problems.extend(task_problems)
        if not task_problems:
            defs[definition.id] = definition
    return defs, problems


def check_task(task: TaskDefinition) -> list[Problem]:
    """The checks that need the world: seed, references, assertions, solutions, initial truth."""
    problems = [Problem(task.id, m) for m in _assertion_schema(task)]
    problems += [Problem(task.id, m) for m in _solution_calls(task)]
    problems += [Problem(task.id, m) for m in expert_scale(task)]
    problems += [Problem(task.id, m) for m in _user_tools(task)]
    seed_problems = [Problem(task.id, m) for m in _seed_records(task)]
    if seed_problems:
        return [*problems, *seed_problems]
    try:
        world = initial_world(task)
    except SeedError as ex:
        return [*problems, Problem(task.id, f"seed does not fit the world schema: {ex}")]
    problems += [
        Problem(task.id, f"seeded world: {m}; use an existing id or seed that record too")
        for m in check_references(world)
    ]
    if task.requester_id is not None and world.get("hr.employees", task.requester_id) is None:
        problems.append(
            Problem(
                task.id,
                f"requester_id '{task.requester_id}' is not an employee id; set it to the "
                "asking employee's id in hr.employees (or seed that employee)",
            )
        )
    if problems:
        return problems
    return [Problem(task.id, m) for m in _initial_truth(task, world)]


def _user_tools(task: TaskDefinition) -> list[str]:
    """The tools a scripted user waits for are tools of the task's domain (a mistyped one would
    never fire, and the user would only nudge)."""
    if task.user is None:
        return []
    offered = {t.name for t in toolset(task.domain)}
    waits = [(f"fact '{f.id}'", tool) for f in task.user.facts for tool in f.tools]
    for index, turn in enumerate(task.user.turns, start=1):
        waits += [(f"turn {index}", tool) for tool in turn.when.tools]
    return [
        f"user: {where} waits for tool '{tool}', which the {task.domain} agent does not have"
        f"{_suggest(tool, sorted(offered))}"
        for where, tool in waits
        if tool not in offered
    ]


def expert_scale(task: TaskDefinition) -> list[str]:
    """An expert task is hard by scale: enough lookups, writes, checked records, 'must not'
    assertions and wrong paths (`ExpertRules`)."""
    if task.tier != "expert":
        return []
    rules = ExpertRules
    known = [c for c in task.oracle_calls if c.tool in CATALOGUE]
    writes = sum(CATALOGUE[c.tool].writes for c in known)
    lookups = len(known) - writes
    positives = sum(not a.negative for a in task.assertions)
    negatives = sum(a.negative for a in task.assertions)
    found = [
        (lookups, rules.min_lookups, "reads (lookups) in the reference solution"),
        (writes, rules.min_writes, "writes in the reference solution"),
        (positives, rules.min_positive_assertions, "assertions on what the end state must hold"),
        (negatives, rules.min_negatives, "'must not' assertions (negative: true)"),
        (len(task.anti_oracles), rules.min_anti_oracles, "anti-oracles"),
    ]
    return [
        f"an expert task needs at least {least} {what}; it has {have}: an expert task is hard "
        "by scale (many records, many writes), so add them, or make it a hard task"
        for have, least, what in found
        if have < least
    ]


def _assertion_schema(task: TaskDefinition) -> list[str]:
    problems = []
    for a in task.assertions:
        label = f"assertion '{a.id}'"
        problems += _note_problems(label, a.note)
        table = getattr(a, "table", "mail.messages")
        if table not in TABLES:
            problems.append(f"{label}: unknown table '{table}'{_suggest(table, list(TABLES))}")
            continue
        spec = TABLES[table]
        if spec.lookup:
            problems.append(
                f"{label}: '{table}' is a fixed lookup table that never changes; assert on the "
                "records the agent creates or changes instead"
            )
        fields = set(spec.model.model_fields)
        conditions = {**getattr(a, "where", {}), **(a.expect if isinstance(a, RecordField) else {})}
        for alternative in getattr(a, "any_of", []):
            conditions.update(alternative)
        for field in conditions:
            root = field.split(".", 1)[0]
            if root not in fields:
                problems.append(
                    f"{label}: field '{field}' is not in {table}{_suggest(root, fields)} "
                    f"(fields: {', '.join(sorted(fields))})"
                )
    return problems


def _note_problems(label: str, note: str) -> list[str]:
    """Every assertion carries a note: the score explanation and the viewer show it beside the
    id, so a reader sees what was checked in terms of the world."""
    if not note.strip():
        return [
            f'{label}: has no note; add "note": one English line saying what it checks in '
            'terms of the world (e.g. "an annual-leave request for Lan 14-15/12, 2 days, '
            'pending")'
        ]
    if "\n" in note:
        return [f"{label}: the note spans several lines; keep it to one line"]
    return []


def _seed_records(task: TaskDefinition) -> list[str]:
    """Each seeded record checked on its own against its table's model (and a seeded mail
    against the world's now: none is sent later).

    The message names the record, the field, the value given and the fix; `merge()` stays the
    final check of the whole seeded world.
    """
    base = base_company()
    problems: list[str] = []
    for path, records in task.seed.items():
        spec = TABLES.get(path)
        if spec is None:
            problems.append(f"seed: unknown table '{path}'{_suggest(path, list(TABLES))}")
            continue
        if spec.lookup:
            problems.append(
                f"seed: '{path}' is a fixed lookup table; tasks cannot seed it, so add the "
                "record to the base company instead"
            )
            continue
        fields = list(spec.model.model_fields)
        for i, record in enumerate(records):
            record_id = record.get("id")
            if not isinstance(record_id, str) or not record_id:
                problems.append(f"seed {path}[#{i}]: every seeded record needs a string 'id'")
                continue
            label = f"seed {path}[{record_id}]"
            unknown = [k for k in record if k not in fields]
            for key in unknown:
                problems.append(
                    f"{label}: unknown field '{key}'{_suggest(key, fields)} "
                    f"(fields: {', '.join(sorted(fields))})"
                )
            if unknown:
                continue
            sent_at = record.get("sent_at")
            if path == "mail.messages" and isinstance(sent_at, str) and sent_at > NOW:
                problems.append(
                    f"{label}: sent_at '{sent_at}' is after the world's now ({NOW}, "
                    "world/clock.py NOW), so the agent would see mail from the future; send it "
                    "at or before then"
                )
            existing = base.get(path, record_id)
            row = {**existing.model_dump(mode="json"), **record} if existing else dict(record)
            try:
                spec.model.model_validate(row)
            except ValidationError as ex:
                problems += [f"{label}: {_seed_value_error(err)}" for err in ex.errors()]
    return problems


def _seed_value_error(err: Any) -> str:
    """One pydantic error of a seeded record, naming the field, the value given and the fix."""
    field = ".".join(str(p) for p in err["loc"]) or "(record)"
    if err["type"] == "missing":
        return f"required field '{field}' is missing; a new record gives every required field"
    value = err.get("input")
    msg = str(err["msg"]).removeprefix("Value error, ")
    line = f"field '{field}' = {value!r}: {msg}"
    if isinstance(value, str) and err["type"] in ("int_type", "float_type"):
        try:
            number = float(value)
        except ValueError:
            return line
        shown = int(number) if number.is_integer() else number
        line += f"; write the number without quotes ({shown}, not {value!r})"
    return line


def _solution_calls(task: TaskDefinition) -> list[str]:
    offered = {t.name for t in toolset(task.domain)}
    problems = []
    plays = [("oracle", task.oracle_calls)] + [
        (f"anti-oracle '{a.name}'", calls_of(a.calls)) for a in task.anti_oracles
    ]
    for label, calls in plays:
        for i, call in enumerate(calls):
            where = f"{label} call {i + 1}"
            spec = CATALOGUE.get(call.tool)
            if spec is None:
                problems.append(
                    f"{where}: tool '{call.tool}' is not registered{_suggest(call.tool, list(CATALOGUE))}"
                )
                continue
            if call.tool not in offered:
                problems.append(
                    f"{where}: tool '{call.tool}' is not offered in the {task.domain} domain"
                )
            params = list(inspect.signature(spec.op).parameters)[1:]
            for arg in call.args:
                if arg not in params:
                    problems.append(
                        f"{where}: {call.tool} has no parameter '{arg}'{_suggest(arg, params)}"
                    )
    return problems


def _initial_truth(task: TaskDefinition, world: World) -> list[str]:
    problems = []
    counted = 0
    for a in task.assertions:
        if isinstance(a, RecordUnchanged) and world.get(a.table, a.record_id) is None:
            problems.append(
                f"assertion '{a.id}': record '{a.record_id}' is not in {a.table}; name a record "
                "of the base company or the seed"
            )
            continue
        true_at_start, detail = holds(a, world, world)
        counted += not true_at_start
        if a.negative and not true_at_start:
            problems.append(_negative_false_at_start(a, detail))
    if not problems and counted == 0:
        problems.append(
            "every assertion is already true on the initial world, so the task is satisfied "
            "before the agent acts; add an assertion on what the agent must change"
        )
    return problems


def _negative_false_at_start(a: Assertion, detail: str) -> str:
    """A "must not" that is already false before the agent acts.

    Such an assertion can never be broken, so it silently grades as a requirement (and never
    counts as a broken "must not"). Noise cannot change this: distractors go only into tables no
    assertion reads (`noise.inject.safe_tables`), so the initial world at noise 0 decides it.
    """
    if isinstance(a, RecordCount) and a.count is not None:
        hint = f"for 'at most {a.count}', write max: {a.count} instead of count: {a.count}"
    else:
        hint = "narrow its filter to what the agent must not do"
    return (
        f"assertion '{a.id}' is a 'must not' (negative) but is false on the initial world "
        f"({detail}): it can never be broken and silently grades as a requirement. Make it "
        f"hold at the start ({hint}) or, if the agent must bring it about, set negative: false"
    )


def assertion_table(a: Assertion) -> str:
    return getattr(a, "table", "mail.messages")
