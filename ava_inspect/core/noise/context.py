"""What a noise generator receives, and how generators are registered."""

from __future__ import annotations

import functools
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, TypeVar

from ava_inspect.core.noise.focus import Focus
from ava_inspect.core.world.clock import TODAY
from ava_inspect.core.world.tables import World, table_spec


@dataclass
class NoiseContext:
    """One table's generation: the task's world (base + seed, no noise), its focus, a seeded rng,
    the noise already generated for the tables this one needs, and this table's own so far.

    A generator references records of `world`, or noise records of the tables it `needs` (in
    `noise`); it never repeats a real record and never creates a second right answer: a
    distractor is close to the task's records, never equal to them.
    """

    world: World
    focus: Focus
    rng: random.Random
    table: str
    task_id: str
    noise: dict[str, list[dict[str, Any]]] = field(default_factory=dict)
    made: list[dict[str, Any]] = field(default_factory=list)
    """The records of this table generated so far (earlier indexes)."""
    memo: dict[Any, Any] = field(default_factory=dict)
    """Values computed once per table generation (see `per_table`)."""

    @property
    def today(self) -> str:
        return TODAY.isoformat()

    def noise_id(self, index: int, table: str | None = None) -> str:
        """The id of the index-th noise record of a table (`NV-N001`), outside the tool ids."""
        return f"{table_spec(table or self.table).id_prefix}-N{index:03d}"


Generator = Callable[[NoiseContext, int], dict[str, Any]]
"""Makes the index-th (1-based) distractor of a table, as a JSON-native record dict."""


T = TypeVar("T")


def per_table(fn: Callable[[NoiseContext], T]) -> Callable[[NoiseContext], T]:
    """Compute `fn(ctx)` once per table generation: the world, focus and task do not change while
    a table's distractors are made. Only for functions that draw nothing from `ctx.rng` and
    return values nobody mutates."""

    @functools.wraps(fn)
    def once(ctx: NoiseContext) -> T:
        if fn not in ctx.memo:
            ctx.memo[fn] = fn(ctx)
        return ctx.memo[fn]  # type: ignore[no-any-return]

    return once


@dataclass(frozen=True)
class Registered:
    make: Generator
    needs: tuple[str, ...]


GENERATORS: dict[str, Registered] = {}
"""Every table's generator (filled as the subsystems' `noise.py` modules are imported)."""


def check_generators(mutable: tuple[str, ...]) -> None:
    """Every mutable table has a generator, and every generator names mutable tables only."""
    for table, registered in GENERATORS.items():
        for t in (table, *registered.needs):
            if t not in mutable:
                raise ValueError(
                    f"the noise generator of '{table}' names '{t}', not a mutable table"
                )
    missing = [t for t in mutable if t not in GENERATORS]
    if missing:
        raise ValueError(f"tables without a noise generator (add one to its noise.py): {missing}")


def generator(table: str, needs: tuple[str, ...] = ()) -> Callable[[Generator], Generator]:
    """Register the distractor generator of a table.

    `needs`: tables whose noise this one references (e.g. payments need noise invoices). The
    table only gets noise when those tables do, and their noise is generated first.
    """

    def register(fn: Generator) -> Generator:
        if table in GENERATORS:
            raise ValueError(f"two noise generators for {table}")
        GENERATORS[table] = Registered(fn, needs)
        return fn

    return register
