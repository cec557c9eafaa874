"""The generic world: `TableSpec`, `WorldPart` (one subsystem's tables), `World` (every
subsystem's parts), the table registry, and `merge()`.

The core knows no subsystem. Each subsystem declares its part (`HrWorld(WorldPart)`, with its
`SUBSYSTEM` name and its `TABLES`); the one registration point (`ava_inspect.subsystems`)
composes them into the concrete `WorldState` and calls `register_world`, which fills the table
registry every function here reads.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Self

from pydantic import BaseModel, ConfigDict, ValidationError

from ava_inspect.core.world.records import Record


@dataclass(frozen=True)
class TableSpec:
    """What the engine knows about one table.

    `lookup` tables are fixed company data: never changed by tools, never seeded by tasks, never
    given noise, and kept out of the per-sample store. `refs` maps a field to the table its value
    (or each value of a list field) must name.
    """

    path: str
    model: type[Record]
    id_prefix: str
    lookup: bool = False
    refs: Mapping[str, str] = field(default_factory=dict)

    @property
    def subsystem(self) -> str:
        return self.path.split(".", 1)[0]

    @property
    def name(self) -> str:
        return self.path.split(".", 1)[1]


class WorldPart(BaseModel):
    """One subsystem's tables (each a list of records), as a field of the world."""

    model_config = ConfigDict(extra="forbid", strict=True)

    SUBSYSTEM: ClassVar[str]
    """The subsystem's name: the world's field and the first part of its table paths."""
    TABLES: ClassVar[tuple[TableSpec, ...]]
    """The subsystem's tables, in order; each `path` is `<SUBSYSTEM>.<field>`."""

    @classmethod
    def of(cls, world: World) -> Self:
        """This subsystem's part of a world, typed (`HrWorld.of(world).employees`)."""
        part = getattr(world, cls.SUBSYSTEM)
        if not isinstance(part, cls):
            raise TypeError(f"the world's '{cls.SUBSYSTEM}' is not a {cls.__name__}")
        return part

    def check_references(self, ids: Mapping[str, set[str]]) -> list[str]:
        """Broken references `TableSpec.refs` cannot express (the ids of every table given)."""
        return []


@dataclass(frozen=True)
class _Registry:
    world: type[World]
    base: Callable[[], World]
    tables: dict[str, TableSpec]
    mutable: tuple[str, ...]
    lookup: tuple[str, ...]
    domains: tuple[str, ...]


_REGISTRY: list[_Registry] = []

TABLES: dict[str, TableSpec] = {}
"""Every table of the registered world, by `<subsystem>.<table>` path (filled by
`register_world`; empty until `ava_inspect.subsystems` is imported)."""


def register_world(
    world: type[World], base: Callable[[], World], domains: Sequence[str] = ()
) -> None:
    """Make `world` (the composed world class) and `base` (the base company) the ones every
    core function uses. Called once, by `ava_inspect.subsystems`. `domains`: the task domains, in order."""
    parts: list[type[WorldPart]] = []
    for name, info in world.model_fields.items():
        part = info.annotation
        if not (isinstance(part, type) and issubclass(part, WorldPart)):
            raise TypeError(f"world field '{name}' is not a WorldPart")
        if name != part.SUBSYSTEM:
            raise ValueError(f"world field '{name}' holds the part of '{part.SUBSYSTEM}'")
        parts.append(part)
    specs: dict[str, TableSpec] = {}
    for part in parts:
        for spec in part.TABLES:
            if spec.subsystem != part.SUBSYSTEM or spec.name not in part.model_fields:
                raise ValueError(f"table '{spec.path}' is not a field of {part.__name__}")
            specs[spec.path] = spec
        missing = set(part.model_fields) - {s.name for s in part.TABLES}
        if missing:
            raise ValueError(f"{part.__name__} fields without a TableSpec: {sorted(missing)}")
    _REGISTRY[:] = [
        _Registry(
            world=world,
            base=base,
            tables=specs,
            mutable=tuple(p for p, s in specs.items() if not s.lookup),
            lookup=tuple(p for p, s in specs.items() if s.lookup),
            domains=tuple(domains),
        )
    ]
    TABLES.clear()
    TABLES.update(specs)


def _registered() -> _Registry:
    if not _REGISTRY:
        raise RuntimeError(
            "no world is registered: import ava_inspect.subsystems (the registration point) first"
        )
    return _REGISTRY[0]


def world_class() -> type[World]:
    """The composed world class (`ava_inspect.subsystems.WorldState`)."""
    return _registered().world


def base_world() -> World:
    """The base company (shared: callers must not change it)."""
    return _registered().base()


def mutable_tables() -> tuple[str, ...]:
    """The tables tools change and tasks seed, in registry order."""
    return _registered().mutable


def lookup_tables() -> tuple[str, ...]:
    """The fixed company tables: never changed, never seeded, never stored per sample."""
    return _registered().lookup


def task_domains() -> tuple[str, ...]:
    """The task domains (`tasks/<domain>/`), in the leaderboard's order."""
    return _registered().domains


class World(BaseModel):
    """The simulated company: one `WorldPart` per subsystem, each of strict, closed tables."""

    model_config = ConfigDict(extra="forbid", strict=True)

    def table(self, path: str) -> list[Any]:
        """The live list of records of a table (`"hr.employees"`)."""
        spec = table_spec(path)
        return getattr(getattr(self, spec.subsystem), spec.name)  # type: ignore[no-any-return]

    def set_table(self, path: str, records: list[Any]) -> None:
        spec = table_spec(path)
        object.__setattr__(getattr(self, spec.subsystem), spec.name, records)

    def get(self, path: str, record_id: str) -> Any | None:
        """The record with this id, or None."""
        return next((r for r in self.table(path) if r.id == record_id), None)

    def record(self, path: str, record_id: str) -> Any:
        """The record with this id, for an id the world itself holds (a record's reference, a
        task's requester): `MissingRecordError` when there is none, a fault of the world, never
        of a model's call."""
        found = self.get(path, record_id)
        if found is None:
            raise MissingRecordError(path, record_id)
        return found

    def tables(self, paths: Sequence[str] | None = None) -> Iterator[tuple[str, list[Any]]]:
        for path in TABLES if paths is None else paths:
            yield path, self.table(path)

    def next_id(self, path: str) -> str:
        """The id a tool gives the next record it creates in `path`.

        Counts only ids of the form `<PREFIX>-<digits>`, so noise records (which use their own
        `<PREFIX>-N...` namespace) never shift the ids tools create.
        """
        prefix = table_spec(path).id_prefix
        pattern = re.compile(rf"{re.escape(prefix)}-(\d+)")
        numbers = [int(m.group(1)) for r in self.table(path) if (m := pattern.fullmatch(r.id))]
        return f"{prefix}-{max(numbers, default=0) + 1:04d}"


class MissingRecordError(LookupError):
    """An id the world refers to that no record of its table has."""

    def __init__(self, path: str, record_id: str) -> None:
        super().__init__(f"no record '{record_id}' in table '{path}'")
        self.path = path
        self.record_id = record_id


class UnknownTableError(KeyError):
    """A table path that names no table."""

    def __str__(self) -> str:
        return str(self.args[0])


def table_spec(path: str) -> TableSpec:
    """The spec of a table, or an error listing the valid paths."""
    try:
        return TABLES[path]
    except KeyError:
        raise UnknownTableError(
            f"unknown table '{path}'; tables are: {', '.join(TABLES)}"
        ) from None


Seed = Mapping[str, Sequence[Mapping[str, Any]]]
"""A task's own records, by table path. A record whose id exists updates that record's fields;
a record with a new id is added whole."""


class SeedError(ValueError):
    """A seed that does not fit the world's schema."""


def merge(base: World, seed: Seed) -> World:
    """A new world: `base` with `seed` applied (base is left untouched).

    Raises `SeedError` naming the table, the record and the problem.
    """
    data = base.model_dump(mode="json")
    for path, records in seed.items():
        spec = table_spec(path) if path in TABLES else None
        if spec is None:
            raise SeedError(f"unknown table '{path}'; tables are: {', '.join(TABLES)}")
        if spec.lookup:
            raise SeedError(
                f"'{path}' is a fixed lookup table; tasks cannot seed it. Add the record to the "
                "base company instead"
            )
        rows: list[dict[str, Any]] = data[spec.subsystem][spec.name]
        by_id = {row["id"]: row for row in rows}
        for record in records:
            record_id = record.get("id")
            if not isinstance(record_id, str) or not record_id:
                raise SeedError(f"{path}: every seeded record needs a string 'id' ({record!r})")
            if record_id in by_id:
                by_id[record_id].update(record)
            else:
                row = dict(record)
                rows.append(row)
                by_id[record_id] = row
    try:
        return type(base).model_validate(data)
    except ValidationError as ex:
        raise SeedError(describe_validation_error(ex, data)) from None


def describe_validation_error(ex: ValidationError, data: Mapping[str, Any]) -> str:
    """One line per problem, naming the table and the record id instead of list indexes."""
    lines = []
    for err in ex.errors():
        loc = list(err["loc"])
        where = ".".join(str(p) for p in loc)
        if len(loc) >= 3 and isinstance(loc[2], int):
            rows = data.get(str(loc[0]), {}).get(str(loc[1]), [])
            rid = rows[loc[2]].get("id", f"#{loc[2]}") if loc[2] < len(rows) else f"#{loc[2]}"
            rest = ".".join(str(p) for p in loc[3:]) or "(record)"
            where = f"{loc[0]}.{loc[1]}[{rid}].{rest}"
        lines.append(f"{where}: {err['msg']}")
    return "; ".join(lines)


def check_references(world: World) -> list[str]:
    """Every broken reference and duplicate id in the world, as readable lines."""
    problems: list[str] = []
    ids: dict[str, set[str]] = {}
    for path, rows in world.tables():
        seen: set[str] = set()
        for row in rows:
            if row.id in seen:
                problems.append(f"{path}: duplicate id '{row.id}'")
            seen.add(row.id)
        ids[path] = seen
    for path, spec in TABLES.items():
        for row in world.table(path):
            for field_name, target in spec.refs.items():
                value = getattr(row, field_name)
                values = value if isinstance(value, list) else [value]
                for v in values:
                    if v is not None and v not in ids[target]:
                        problems.append(
                            f"{path}[{row.id}].{field_name} = '{v}' names no record in {target}"
                        )
    for name in type(world).model_fields:
        part: WorldPart = getattr(world, name)
        problems.extend(part.check_references(ids))
    return problems
