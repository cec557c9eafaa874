"""The typed world of a running sample, kept in memory between tool calls.

Validating the whole world from the store on every call would make each call pay for the size of
the world. Instead each sample's store gets one `LiveWorld`: the typed world and its rows, made
once at setup. A call runs on it directly; a writing call then records what changed in the store
(`persist.CHANGES_KEY`) and a failed one restores the tables it touched, so a call still applies
completely or not at all. If anything else replaced the stored changes, the live world is rebuilt
from the initial world and those changes.
"""

from __future__ import annotations

import weakref
from dataclasses import dataclass
from typing import Any

from inspect_ai.util import Store

from .persist import (
    CHANGES_KEY,
    Changes,
    Rows,
    apply_changes,
    stored_changes,
    table_changes,
    table_from_rows,
    world_data,
    world_from_data,
)
from .state import MUTABLE_TABLES, WorldState


@dataclass
class LiveWorld:
    """A sample's current world: typed, its rows, and the rows it started from."""

    world: WorldState
    rows: Rows
    initial: Rows
    written: Changes

    def changed_tables(self) -> list[str]:
        """The tables whose records differ from `rows` (what the last call did)."""
        now = world_data(self.world)
        return [path for path in MUTABLE_TABLES if now[path] != self.rows[path]]

    def restore(self, paths: list[str]) -> None:
        """Put back the typed records of `paths` as they were before the call."""
        for path in paths:
            self.world.set_table(path, table_from_rows(path, self.rows[path]))

    def commit(self, store: Store, paths: list[str]) -> None:
        """Record the current state of `paths` in the store, as changes from the initial world."""
        now = world_data(self.world, tuple(paths))
        changes = dict(self.written)
        for path in paths:
            delta = table_changes(self.initial[path], now[path])
            if delta:
                changes[path] = delta
            else:
                changes.pop(path, None)
            self.rows[path] = now[path]
        store.set(CHANGES_KEY, changes)
        self.written = changes


_LIVE: dict[int, LiveWorld] = {}
"""Live worlds by `id()` of their store (a `Store` is not hashable); an entry goes with its store."""


def _keep(store: Store, live: LiveWorld) -> None:
    key = id(store)
    if key not in _LIVE:
        weakref.finalize(store, _LIVE.pop, key, None)
    _LIVE[key] = live


def open_world(store: Store, initial: Rows) -> WorldState:
    """Start a sample on `initial` (at setup): no changes yet."""
    world = world_from_data(initial)
    none: Changes = {}
    store.set(CHANGES_KEY, none)
    _keep(store, LiveWorld(world=world, rows=dict(initial), initial=initial, written=none))
    return world


def live_world(store: Store, initial: Rows | None = None) -> LiveWorld:
    """The sample's live world; rebuilt from `initial` (or the one it was opened with) and the
    stored changes when the store no longer holds what the live world last wrote."""
    live = _LIVE.get(id(store))
    current: Any = store.get(CHANGES_KEY)
    if live is not None and current is live.written:
        return live
    base = initial if initial is not None else live.initial if live is not None else None
    if base is None:
        raise RuntimeError(
            "this sample's world was never set up: run the task's `world_setup` solver first"
        )
    changes = stored_changes(store)
    rows = apply_changes(base, changes)
    live = LiveWorld(world=world_from_data(rows), rows=rows, initial=base, written=changes)
    _keep(store, live)
    return live
