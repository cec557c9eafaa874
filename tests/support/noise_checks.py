"""What the noise tests of every subsystem check of their own tables, in one place: how many
distractors each table gets and under which ids, unique keys, people who are nobody real and
nobody the task is about, determinism; each tests/subsystems/<name>/test_noise_<name>.py names
its tables and adds what is particular to them.

Every task at every level (`CASES`); the default run keeps one level a task (tests/conftest.py).
"""

from __future__ import annotations

import random
import re
from collections import defaultdict
from collections.abc import Callable, Sequence
from typing import Any

from noise_worlds import clean, focus, noisy, rebuilt

from ava_inspect.core.noise.context import GENERATORS, NoiseContext
from ava_inspect.core.tools.common import fold
from ava_inspect.core.world.tables import World, check_references
from ava_inspect.harness.catalog import definitions
from ava_inspect.noise import safe_tables
from ava_inspect.subsystems.hr.records import HrWorld

TASKS = sorted(definitions())
SIZES = (1, 8, 64)
CASES = [(t, n) for t in TASKS for n in SIZES]
NOISE_ID = re.compile(r"-N\d{3}$")
"""A distractor's id: its table's prefix, `-N` and three digits."""
LIVE = ("pending", "approved")

Select = Callable[[World, str], list[Any]]
"""Which records of a world's table a check reads."""


def noise(world: World, table: str) -> list[Any]:
    """The table's distractors, by the form of their id."""
    return [r for r in world.table(table) if NOISE_ID.search(r.id)]


def real(world: World, table: str) -> list[Any]:
    return [r for r in world.table(table) if not NOISE_ID.search(r.id)]


def marked(world: World, table: str) -> list[Any]:
    """The records whose id carries the noise mark `-N` anywhere (a distractor whose id is
    otherwise malformed among them)."""
    return [r for r in world.table(table) if "-N" in r.id]


def unmarked(world: World, table: str) -> list[Any]:
    return [r for r in world.table(table) if "-N" not in r.id]


def whole(world: World, table: str) -> list[Any]:
    return list(world.table(table))


def check_counts_ids_and_references(task_id: str, n: int, tables: Sequence[str]) -> None:
    """`n` distractors in each of `tables` the task leaves safe and none in the others, each id
    once, every real record kept, and every reference of the world resolving."""
    world = noisy(task_id, n)
    safe = set(safe_tables(definitions()[task_id]))
    for table in tables:
        added = noise(world, table)
        assert len(added) == (n if table in safe else 0), table
        assert len({r.id for r in added}) == len(added)
        assert len(real(world, table)) == len(clean(task_id).table(table)), table
    assert check_references(world) == []


def check_exactly_n_in_the_namespace(
    task_id: str, n: int, tables: Sequence[str], rows: Callable[[str, int, str], list[Any]]
) -> None:
    """The distractors `rows` finds: `n` in each of `tables` the task leaves safe and none in the
    others, all with noise ids; and every reference of the world resolving."""
    safe = set(safe_tables(definitions()[task_id]))
    for table in tables:
        found = rows(task_id, n, table)
        assert len(found) == (n if table in safe else 0), table
        assert all(NOISE_ID.search(r.id) for r in found), table
    assert check_references(noisy(task_id, n)) == []


def marked_rows(task_id: str, n: int, table: str) -> list[Any]:
    """The records of the task's noisy world marked as noise (`-N` in the id)."""
    return marked(noisy(task_id, n), table)


def check_unique_keys(world: World, keys: Sequence[tuple[str, str]]) -> None:
    """No distractor takes a value of a (table, field) key that another record also holds."""
    for table, key in keys:
        values = [fold(str(getattr(r, key))) for r in world.table(table)]
        noisy_values = [fold(str(getattr(r, key))) for r in marked(world, table)]
        others = [v for v in values if values.count(v) > 1]
        assert not set(noisy_values) & set(others), (table, key)


def people_names(world: World) -> set[str]:
    """The folded names of the world's real people: employees, contacts and candidates."""
    names = {e.full_name for e in unmarked(world, "hr.employees")}
    names |= {c.full_name for c in unmarked(world, "crm.contacts")}
    names |= {c.full_name for c in unmarked(world, "recruitment.candidates")}
    return {fold(n) for n in names}


def check_no_repeated_identity(
    world: World, task_id: str, fields: Sequence[tuple[str, str]]
) -> None:
    """No distractor of a (table, name field) is named like a real person, nor inside or around
    the name of someone the task is about (its candidates, its customers' contacts)."""
    known = people_names(world)
    focus_people = [c.full_name for c in focus(task_id).records(world, "recruitment.candidates")]
    focus_customers = set(focus(task_id).of("crm.customers"))
    focus_people += [
        c.full_name for c in unmarked(world, "crm.contacts") if c.customer_id in focus_customers
    ]
    for table, field in fields:
        for r in marked(world, table):
            name = fold(getattr(r, field))
            assert name not in known, (table, r.id, name)
            for p in map(fold, focus_people):
                assert p not in name and name not in p, (table, r.id, name, p)


def check_rebuilt_alike(task_id: str, tables: Sequence[str], select: Select) -> None:
    """The world made again from scratch holds, in each of `tables`, the same records `select`
    reads as the noisy world (level 8)."""
    again = rebuilt(task_id, 8)
    for table in tables:
        first = [r.model_dump() for r in select(noisy(task_id, 8), table)]
        assert [r.model_dump() for r in select(again, table)] == first, table


def check_generated_again(task_id: str, tables: Sequence[str]) -> None:
    """Each generator of `tables`, run again from scratch (its own random stream, the tables it
    needs made first, in the engine's order), makes exactly the distractors of the noisy world
    (level 8)."""
    task, n = definitions()[task_id], 8
    world = noisy(task_id, n)
    made: dict[str, list[dict[str, Any]]] = {}
    for table in safe_tables(task):
        if table not in tables:
            continue
        needs = GENERATORS[table].needs
        rng = random.Random(f"{task.id}|{n}|{table}")
        ctx = NoiseContext(
            clean(task_id), focus(task_id), rng, table, task.id, {t: made[t] for t in needs}
        )
        made[table] = [GENERATORS[table].make(ctx, i) for i in range(1, n + 1)]
        assert made[table] == [r.model_dump(mode="json") for r in marked(world, table)], table


def on_leave(world: World) -> Callable[[str, str], bool]:
    """Whether an employee is on live leave (pending or approved) on a day."""
    off = defaultdict(list)
    for r in HrWorld.of(world).leave_requests:
        if r.status in LIVE:
            off[r.employee_id].append((r.start_date, r.end_date))

    def away(emp: str, day: str) -> bool:
        return any(a <= day <= b for a, b in off[emp])

    return away
