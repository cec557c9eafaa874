"""How a sample's world is kept: the initial world in the sample's metadata, the agent's changes
in its store.

The store holds only what the agent changed, by table and record id (`None` for a deleted
record), always relative to the initial world. It stays small however large the world is, so
Inspect's per-call store snapshots, the store events in the log and re-grading stay cheap; the
final world is `apply_changes(initial, changes)`. Fixed lookup tables are never stored: they come
from the base company, shared and read-only.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from functools import cache
from typing import Any

from inspect_ai.util import Store, StoreModel
from pydantic import Field, TypeAdapter

from ava_inspect.core.world.tables import (
    TABLES,
    World,
    base_world,
    lookup_tables,
    mutable_tables,
    world_class,
)

Row = dict[str, Any]
Rows = dict[str, list[Row]]
"""The mutable tables of a world as JSON-native rows, by table path."""
Changes = dict[str, dict[str, Row | None]]
"""Per table, the rows the agent created or updated (by id), `None` for those it deleted."""


class WorldChanges(StoreModel):
    """The agent's changes to the sample's world, in its store (the typed key
    `WorldChanges:changes`)."""

    changes: Changes = Field(default_factory=dict)


CHANGES_KEY = "WorldChanges:changes"
"""Where `WorldChanges` keeps the changes in the store, and in the log's sample store."""
LEGACY_CHANGES_KEY = "ava:world:changes"
"""Where logs made before the typed store kept them (read, never written)."""


def world_data(world: World, paths: tuple[str, ...] | None = None) -> Rows:
    """The mutable tables of a world (or those in `paths`) as JSON-native rows (each table in
    one call of its adapter: half the time of dumping record by record, on every write)."""
    return {
        path: _table_adapter(path).dump_python(world.table(path), mode="json")
        for path in (mutable_tables() if paths is None else paths)
    }


@cache
def _table_adapter(path: str) -> TypeAdapter[list[Any]]:
    # The element type is the table's model, chosen at run time: no static type can name it.
    return TypeAdapter(list[TABLES[path].model])  # type: ignore[misc, arg-type]


def table_from_rows(path: str, rows: list[Row]) -> list[Any]:
    """Typed records of one mutable table, validated from rows."""
    return _table_adapter(path).validate_python(rows)


class UnloadedTable:
    """Stands for a table a partial world did not load: reading it is an error, never an empty
    table."""

    def __init__(self, path: str) -> None:
        self.path = path

    def _refuse(self, *args: object) -> Any:
        raise LookupError(f"table '{self.path}' was not loaded into this partial world")

    __iter__ = __len__ = __getitem__ = __contains__ = __bool__ = _refuse


def world_from_data(data: Mapping[str, list[Row]], paths: Iterable[str] | None = None) -> World:
    """A typed world from mutable-table rows, with the shared lookup tables attached.

    With `paths`, only those mutable tables are validated (a grader reads a few tables of a
    large world); reading any other one raises `LookupError`."""
    wanted = set(data) if paths is None else set(paths)
    nested: dict[str, dict[str, list[Row]]] = {}
    for path, rows in data.items():
        if path in wanted:
            subsystem, name = path.split(".", 1)
            nested.setdefault(subsystem, {})[name] = rows
    world = world_class().model_validate(nested)
    if paths is not None:
        for path in mutable_tables():
            if path not in wanted:
                world.set_table(path, UnloadedTable(path))  # type: ignore[arg-type]
    base = base_world()
    for path in lookup_tables():
        world.set_table(path, base.table(path))
    return world


def world_after(initial: World, final: Mapping[str, list[Row]], changes: Changes) -> World:
    """The typed world after `changes`: `initial` (left untouched) with only the changed tables
    validated again from the `final` rows; the other tables are shared with `initial`."""
    world = initial.model_copy()
    for subsystem in {path.split(".", 1)[0] for path in changes}:
        object.__setattr__(world, subsystem, getattr(initial, subsystem).model_copy())
    for path in changes:
        if path not in mutable_tables():
            raise ValueError(f"the stored changes name an unknown table '{path}'")
        world.set_table(path, table_from_rows(path, final[path]))
    return world


def table_changes(initial: list[Row], current: list[Row]) -> dict[str, Row | None]:
    """The changes that turn one table's initial rows into its current rows."""
    before = {r["id"]: r for r in initial}
    changes: dict[str, Row | None] = {}
    for row in current:
        if before.get(row["id"]) != row:
            changes[row["id"]] = row
    now = {r["id"] for r in current}
    changes.update({rid: None for rid in before if rid not in now})
    return changes


def apply_changes(initial: Mapping[str, list[Row]], changes: Changes) -> Rows:
    """The rows after `changes`: updated rows in place, deleted ones dropped, new ones appended
    in the order they were made. Tables without changes are the initial lists themselves."""
    final = dict(initial)
    for path, delta in changes.items():
        if path not in final:
            raise ValueError(f"the stored changes name an unknown table '{path}'")
        updated = [delta.get(r["id"], r) for r in final[path]]
        known = {r["id"] for r in final[path]}
        rows = [r for r in updated if r is not None]
        rows += [r for rid, r in delta.items() if rid not in known and r is not None]
        final[path] = rows
    return final


def stored_changes(store_data: Store | Mapping[str, Any]) -> Changes:
    """The agent's changes in a store's data (a live `Store` or its dict read back from a log)."""
    key = CHANGES_KEY if CHANGES_KEY in store_data else LEGACY_CHANGES_KEY
    value = store_data.get(key) or {}
    if not isinstance(value, dict):
        raise ValueError(f"the sample store's '{key}' is not a mapping of tables")
    return value


def store_changes(store: Store, changes: Changes) -> None:
    """Record the agent's changes (the whole map: it is small, changes only)."""
    WorldChanges(store=store).changes = changes
