"""Every check `avabench validate` runs, as plain functions returning `Problem`s."""

from __future__ import annotations

import inspect
from collections import Counter

from ..scorers.assertions import Assertion, RecordField, RecordUnchanged, holds
from ..tools import CATALOGUE, toolset
from ..world.state import TABLES, SeedError, WorldState, check_references
from .catalog import discover, parse
from .definition import TaskDefinition
from .problems import Problem, _suggest
from .worlds import initial_world


def check_all() -> tuple[dict[str, TaskDefinition], list[Problem]]:
    """Load every task and run every check; return the valid definitions and all problems."""
    raws, problems = discover()
    defs: dict[str, TaskDefinition] = {}
    ids = Counter(r.data.get("id") for r in raws if isinstance(r.data, dict) and r.data.get("id"))
    for task_id, n in ids.items():
        if n > 1:
            problems.append(Problem(task_id, f"{n} task modules use this id; ids must be unique"))
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
    try:
        world = initial_world(task)
    except SeedError as ex:
        return [*problems, Problem(task.id, f"seed does not fit the world schema: {ex}")]
    problems += [Problem(task.id, f"seeded world: {m}") for m in check_references(world)]
    if task.requester_id is not None and world.get("hr.employees", task.requester_id) is None:
        problems.append(
            Problem(task.id, f"requester_id '{task.requester_id}' is not an employee id")
        )
    if problems:
        return problems
    return [Problem(task.id, m) for m in _initial_truth(task, world)]


def _assertion_schema(task: TaskDefinition) -> list[str]:
    problems = []
    for a in task.assertions:
        label = f"assertion '{a.id}'"
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
        for field in conditions:
            root = field.split(".", 1)[0]
            if root not in fields:
                problems.append(
                    f"{label}: field '{field}' is not in {table}{_suggest(root, fields)} "
                    f"(fields: {', '.join(sorted(fields))})"
                )
    return problems


def _solution_calls(task: TaskDefinition) -> list[str]:
    offered = {t.name for t in toolset(task.domain)}
    problems = []
    plays = [("oracle", task.oracle)] + [
        (f"anti-oracle '{a.name}'", a.calls) for a in task.anti_oracles
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


def _initial_truth(task: TaskDefinition, world: WorldState) -> list[str]:
    problems = []
    counted = 0
    for a in task.assertions:
        if isinstance(a, RecordUnchanged) and world.get(a.table, a.record_id) is None:
            problems.append(f"assertion '{a.id}': record '{a.record_id}' is not in {a.table}")
            continue
        true_at_start, _ = holds(a, world, world)
        counted += not true_at_start
    if not problems and counted == 0:
        problems.append(
            "every assertion is already true on the initial world, so the task is satisfied "
            "before the agent acts; add an assertion on what the agent must change"
        )
    return problems


def assertion_table(a: Assertion) -> str:
    return getattr(a, "table", "mail.messages")
