"""The task worlds the noise tests share: each clean and noisy world is built once per test run,
whichever test module asks first (they are read, never changed), and what the tests of each
subsystem's noise ask of them."""

from __future__ import annotations

import json
from functools import cache
from typing import Any

from ava_inspect.core.noise.focus import Focus
from ava_inspect.core.world.tables import World
from ava_inspect.harness.catalog import definitions
from ava_inspect.harness.worlds import initial_world
from ava_inspect.noise import task_focus
from ava_inspect.noise.inject import add_noise
from ava_inspect.subsystems.hr.records import HrWorld


@cache
def clean(task_id: str) -> World:
    """The task's world without noise."""
    return initial_world(definitions()[task_id])


@cache
def noisy(task_id: str, n: int) -> World:
    """The task's world with `n` distractors in every safe table."""
    return add_noise(clean(task_id), definitions()[task_id], n)[0]


@cache
def focus(task_id: str) -> Focus:
    """The records and dates the task is about."""
    return task_focus(definitions()[task_id], clean(task_id))


@cache
def rebuilt(task_id: str, n: int) -> World:
    """The task's noisy world made again from scratch, a fresh initial world through the noise
    engine: the determinism tests of each subsystem compare their tables with `noisy`."""
    task = definitions()[task_id]
    return add_noise(initial_world(task), task, n)[0]


def added(task_id: str, n: int, table: str) -> list[Any]:
    """The records noise added to `table` of the task's world."""
    before = {r.id for r in clean(task_id).table(table)}
    return [r for r in noisy(task_id, n).table(table) if r.id not in before]


@cache
def task_text(task_id: str) -> str:
    """The task's whole definition as JSON text."""
    return json.dumps(definitions()[task_id].model_dump(mode="json"), ensure_ascii=False)


@cache
def task_people(task_id: str) -> frozenset[str]:
    """Employee ids of the task: named by id or by email anywhere in its definition."""
    task = definitions()[task_id]
    world = clean(task_id)
    text = task_text(task_id)
    ids = set(task_focus(task, world).of("hr.employees"))
    ids |= {e.id for e in HrWorld.of(world).employees if e.email in text}
    if task.requester_id:
        ids.add(task.requester_id)
    return frozenset(ids)
