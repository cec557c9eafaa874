"""Moving a world in and out of an Inspect sample store.

Only mutable tables live in the store (one key per table); fixed lookup tables come from the base
company, shared and read-only, so the store (snapshotted on every tool call) stays small.
"""

from __future__ import annotations

from typing import Any

from inspect_ai.util import Store

from .company import base_company
from .state import LOOKUP_TABLES, MUTABLE_TABLES, WorldState

KEY_PREFIX = "ava:world:"


def world_data(world: WorldState) -> dict[str, list[dict[str, Any]]]:
    """The mutable tables of a world as JSON-native rows, by table path."""
    return {path: [r.model_dump(mode="json") for r in world.table(path)] for path in MUTABLE_TABLES}


def world_from_data(data: dict[str, list[dict[str, Any]]]) -> WorldState:
    """A typed world from mutable-table rows, with the shared lookup tables attached."""
    nested: dict[str, dict[str, list[dict[str, Any]]]] = {}
    for path, rows in data.items():
        subsystem, name = path.split(".", 1)
        nested.setdefault(subsystem, {})[name] = rows
    world = WorldState.model_validate(nested)
    base = base_company()
    for path in LOOKUP_TABLES:
        world.set_table(path, base.table(path))
    return world


def write_world(store: Store, world: WorldState) -> None:
    """Put a whole world into the store (at sample setup)."""
    for path, rows in world_data(world).items():
        store.set(KEY_PREFIX + path, rows)


def read_world(store: Store) -> WorldState:
    """The world held in the store, as a fresh typed copy."""
    return world_from_data({p: store.get(KEY_PREFIX + p, []) for p in MUTABLE_TABLES})


def save_changes(store: Store, world: WorldState) -> None:
    """Write back the tables that differ from the store's version."""
    for path, rows in world_data(world).items():
        key = KEY_PREFIX + path
        if store.get(key, []) != rows:
            store.set(key, rows)


def store_world_data(store_data: dict[str, Any]) -> dict[str, list[dict[str, Any]]]:
    """The mutable-table rows in a store's plain dict (as read back from a log)."""
    return {p: list(store_data.get(KEY_PREFIX + p, [])) for p in MUTABLE_TABLES}
