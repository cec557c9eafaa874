"""The suite's runs: the default one, fast, and what CI adds: the full noise sweep (`-m sweep`)
and the slow tests (`-m slow`, marked where they are written).

The noise tests (`test_noise*.py`: tests/noise and each subsystem's in tests/subsystems) check
each property of the noisy worlds for every task at every noise level: about 7,200 cases, most of
the suite's time, nearly all of it spent building the noisy worlds. The default run keeps every
property and every level on a quarter of the tasks, in rotation: task number i (in id order) is
checked when i is a multiple of `SHARE`, at level number (i / SHARE) mod 3 of that test's levels,
the same level in every noise test, so each such task's noisy world is built once. The noise
tests that take a task but no level build its world at level 8: they run for the chosen tasks
whose rotation level is 8. The other cases get the `sweep` marker: `pytest -m sweep` runs just
them, and CI runs both; the other cases at a test's smallest level (nearly the clean world) get
`deep` instead, which CI leaves to maintainers with the selftest at noise 64 (`pytest -m deep`):
together the three runs cover every case. The noise cases are ordered by task
and level, so the parallel workers split the worlds between them rather than each building all.
"""

from __future__ import annotations

from collections import defaultdict
from functools import cache

import pytest

from ava_inspect.harness.catalog import definitions

NOISE_MODULES = "test_noise"
SHARE = 6
"""The default run checks the noise properties on every `SHARE`-th task (in id order)."""
TASK_ONLY_LEVEL = 8
"""The level the noise tests that take only a task build (`noisy(task_id, 8)`)."""


@cache
def _task_number(task_id: str) -> int:
    ids = sorted(definitions())
    return ids.index(task_id) if task_id in ids else sum(map(ord, task_id))


def _case(item: pytest.Item) -> tuple[str, str, int | None] | None:
    """(test, task, noise level or None) of a noise test case; None for any other test."""
    spec = getattr(item, "callspec", None)
    if spec is None or not item.path.name.startswith(NOISE_MODULES):
        return None
    task_id, n = spec.params.get("task_id"), spec.params.get("n")
    if not isinstance(task_id, str):
        return None
    test = f"{item.path.name}::{getattr(item, 'originalname', item.name)}"
    return test, task_id, n if isinstance(n, int) else None


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    levels: dict[str, set[int]] = defaultdict(set)
    cases = {}
    for item in items:
        case = _case(item)
        if case is not None:
            cases[item] = case
            if case[2] is not None:
                levels[case[0]].add(case[2])
    every_level = sorted(set().union(*levels.values()) | {TASK_ONLY_LEVEL})
    for item, (test, task_id, n) in cases.items():
        ordered = sorted(levels[test]) if n is not None else every_level
        level = n if n is not None else TASK_ONLY_LEVEL
        number = _task_number(task_id)
        if number % SHARE or ordered.index(level) != number // SHARE % len(ordered):
            # the smallest level, nearly the clean world, is left to `-m deep` (CI's time)
            deep = n is not None and level == ordered[0] and len(ordered) > 1
            item.add_marker(pytest.mark.deep if deep else pytest.mark.sweep)
    # The noise cases of one world run side by side (the other tests first, in their order): a
    # worker gets a contiguous share of the list, so each worker builds its own worlds instead
    # of both building nearly all of them.
    order = {item: i for i, item in enumerate(items)}

    def key(item: pytest.Item) -> tuple[int, str, int, int]:
        case = cases.get(item)
        if case is None:
            return (0, "", 0, order[item])
        level = case[2] if case[2] is not None else TASK_ONLY_LEVEL
        return (1, case[1], level, order[item])

    items.sort(key=key)
