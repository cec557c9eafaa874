"""The typed world of a running sample, kept in memory between tool calls.

Validating the whole world from the store on every call would make each call pay for the size of
the world. Instead each sample's store gets one `LiveWorld`: the typed world and its rows, made
once at setup. A call runs on it directly; a writing call then records what changed in the store
(`persist.WorldChanges`) and a failed one restores the tables it touched, so a call still applies
completely or not at all. If anything else replaced the stored changes, the live world is rebuilt
from the initial world and those changes.
"""

from __future__ import annotations

import weakref
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from inspect_ai.util import Store

from ava_inspect.core.world.persist import (
    CHANGES_KEY,
    Changes,
    Rows,
    apply_changes,
    store_changes,
    stored_changes,
    table_changes,
    table_from_rows,
    world_data,
    world_from_data,
)
from ava_inspect.core.world.tables import World, mutable_tables


@dataclass
class LiveWorld:
    """A sample's current world: typed, its rows, and the rows it started from."""

    world: World
    rows: Rows
    initial: Rows
    written: Changes

    def changed_tables(self) -> Rows:
        """The current rows of the tables that differ from `rows` (what the last call did)."""
        now = world_data(self.world)
        return {path: now[path] for path in mutable_tables() if now[path] != self.rows[path]}

    def restore(self, changed: Rows) -> None:
        """Put back the typed records of the `changed` tables as they were before the call."""
        for path in changed:
            self.world.set_table(path, table_from_rows(path, self.rows[path]))

    def commit(self, store: Store, changed: Rows) -> None:
        """Record the `changed` tables (their current rows) in the store, as changes from the
        initial world."""
        changes = dict(self.written)
        for path, rows in changed.items():
            delta = table_changes(self.initial[path], rows)
            if delta:
                changes[path] = delta
            else:
                changes.pop(path, None)
            self.rows[path] = rows
        store_changes(store, changes)
        self.written = changes


_LIVE: OrderedDict[int, LiveWorld] = OrderedDict()
"""Live worlds by `id()` of their store (a `Store` is not hashable), most recently used last. An
entry goes when its sample is scored (`close_world`), when its store is collected, or when more
than `MAX_LIVE` samples are open (a sample whose world was dropped rebuilds it on its next call)."""
MAX_LIVE = 256


def _keep(store: Store, live: LiveWorld) -> None:
    key = id(store)
    if key not in _LIVE:
        weakref.finalize(store, _LIVE.pop, key, None)
    _LIVE[key] = live
    _LIVE.move_to_end(key)
    while len(_LIVE) > MAX_LIVE:
        _LIVE.popitem(last=False)


_SOURCES: dict[int, Callable[[], Rows]] = {}
"""How to read each open sample's initial world again, should its live world be dropped."""


def close_world(store: Store) -> None:
    """Forget a sample's live world (its changes stay in the store)."""
    _LIVE.pop(id(store), None)
    _SOURCES.pop(id(store), None)


def open_world(store: Store, initial: Rows, source: Callable[[], Rows] | None = None) -> World:
    """Start a sample on `initial` (at setup): no changes yet. `source` reads the initial world
    again if the live world is dropped before the sample ends."""
    world = world_from_data(initial)
    none: Changes = {}
    store_changes(store, none)
    _keep(store, LiveWorld(world=world, rows=dict(initial), initial=initial, written=none))
    if source is not None:
        _SOURCES[id(store)] = source
        weakref.finalize(store, _SOURCES.pop, id(store), None)
    return world


def live_world(store: Store, initial: Rows | None = None) -> LiveWorld:
    """The sample's live world; rebuilt from `initial` (or the one it was opened with) and the
    stored changes when the store no longer holds what the live world last wrote."""
    live = _LIVE.get(id(store))
    # The stored object itself, not `WorldChanges(store=...).changes` (a typed read makes a copy):
    # the same object as the live world last wrote means nothing else changed the world.
    current: Any = store.get(CHANGES_KEY)
    if live is not None and current is live.written:
        _LIVE.move_to_end(id(store))
        return live
    base = initial if initial is not None else live.initial if live is not None else None
    if base is None and id(store) in _SOURCES:
        base = _SOURCES[id(store)]()
    if base is None:
        raise RuntimeError(
            "this sample's world was never set up: run the task's `world_setup` solver first"
        )
    changes = stored_changes(store)
    rows = apply_changes(base, changes)
    live = LiveWorld(world=world_from_data(rows), rows=rows, initial=base, written=changes)
    _keep(store, live)
    return live
