"""The task worlds the noise tests share: each clean and noisy world is built once per test run,
whichever test module asks first (they are read, never changed)."""

from __future__ import annotations

from functools import cache

from ava_inspect.core.noise.focus import Focus
from ava_inspect.core.world.tables import World
from ava_inspect.harness.catalog import definitions
from ava_inspect.harness.worlds import initial_world
from ava_inspect.noise import task_focus
from ava_inspect.noise.inject import add_noise


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
