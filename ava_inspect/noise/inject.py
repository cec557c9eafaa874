"""Adding N distractors to every safe table of a task's world, deterministically."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass
from typing import Any

import ava_inspect.subsystems  # noqa: F401  (importing it registers every table's generator)
from ava_inspect.core.noise.context import GENERATORS, NoiseContext
from ava_inspect.core.noise.focus import Focus, strings_in
from ava_inspect.core.world.tables import World, merge, mutable_tables
from ava_inspect.schema.assertions import tables_touched
from ava_inspect.schema.task import TaskDefinition

_ISO_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")


class NoiseError(RuntimeError):
    """A table's generator found no place for a distractor on this task's world."""


@dataclass(frozen=True)
class NoiseReport:
    """How much noise went where (recorded in each sample's metadata)."""

    noise: int
    counts: dict[str, int]


def _named(record: Any, mentioned: set[str]) -> bool:
    email = getattr(record, "email", None)
    return record.id in mentioned or bool(email and email.casefold() in mentioned)


def task_focus(task: TaskDefinition, world: World) -> Focus:
    """What the task is about: every world record whose id (or email) appears anywhere in its
    definition, the ISO dates it mentions, the definition itself and the tables its assertions
    read."""
    definition = task.model_dump(mode="json")
    strings = list(strings_in(definition))
    mentioned = set(strings) | {s.casefold() for s in strings}
    ids: dict[str, frozenset[str]] = {}
    for path, rows in world.tables():
        hits = frozenset(r.id for r in rows if _named(r, mentioned))
        if hits:
            ids[path] = hits
    dates = frozenset(d for s in strings for d in _ISO_DATE.findall(s))
    return Focus(ids, dates, definition, frozenset(tables_touched(task.assertions)))


def safe_tables(task: TaskDefinition) -> list[str]:
    """Tables that get noise, in generation order: mutable, untouched by the task's assertions,
    with every table their generator needs safe too."""
    touched = tables_touched(task.assertions)
    safe = {t for t in mutable_tables() if t not in touched}
    changed = True
    while changed:
        changed = False
        for t in sorted(safe):
            registered = GENERATORS.get(t)
            if registered is None:
                raise RuntimeError(f"no noise generator for {t}")
            if not set(registered.needs) <= safe:
                safe.discard(t)
                changed = True
    ordered: list[str] = []

    def visit(t: str) -> None:
        if t not in ordered:
            for need in GENERATORS[t].needs:
                visit(need)
            ordered.append(t)

    for t in mutable_tables():
        if t in safe:
            visit(t)
    return ordered


def add_noise(world: World, task: TaskDefinition, n: int) -> tuple[World, NoiseReport]:
    """`world` with `n` distractors in every safe table; the same task and n give the same world."""
    if n < 0:
        raise ValueError("noise must be 0 or a positive number of records per table")
    if n == 0:
        return world, NoiseReport(0, {})
    focus = task_focus(task, world)
    seed: dict[str, list[dict[str, Any]]] = {}
    for table in safe_tables(task):
        rng = random.Random(f"{task.id}|{n}|{table}")
        needs = {t: seed[t] for t in GENERATORS[table].needs}
        ctx = NoiseContext(world, focus, rng, table, task.id, needs)
        for index in range(1, n + 1):
            try:
                ctx.made.append(GENERATORS[table].make(ctx, index))
            except (RuntimeError, IndexError, ValueError) as ex:
                raise NoiseError(
                    f"{task.id}: noise for {table} could not make distractor {index} of {n} "
                    f"({type(ex).__name__}: {ex}). Distractors keep off the task's dates and "
                    "every day between two of them less than a week apart; when the seed's "
                    "dates fill the generator's window, spread them out (or move one a week "
                    "away) so the table has free days left"
                ) from ex
        seed[table] = ctx.made
    return merge(world, seed), NoiseReport(n, {t: len(rows) for t, rows in seed.items()})
