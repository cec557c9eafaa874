"""What a task is about: the records and dates its definition names."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from ..tasks.definition import TaskDefinition
from ..world.state import TABLES, WorldState

_ISO_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")


def _strings(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for v in value.values():
            yield from _strings(v)
    elif isinstance(value, list | tuple):
        for v in value:
            yield from _strings(v)


@dataclass(frozen=True)
class Focus:
    """Ids (by table) and ISO dates that the task's seed, assertions and solutions mention."""

    ids: dict[str, frozenset[str]] = field(default_factory=dict)
    dates: frozenset[str] = frozenset()

    def of(self, table: str) -> list[str]:
        """The focus ids of one table, sorted (for deterministic choices)."""
        return sorted(self.ids.get(table, frozenset()))

    def records(self, world: WorldState, table: str) -> list[Any]:
        """The focus records of one table, in id order."""
        return [r for r in (world.get(table, i) for i in self.of(table)) if r is not None]


def _named(record: Any, mentioned: set[str]) -> bool:
    email = getattr(record, "email", None)
    return record.id in mentioned or bool(email and email.casefold() in mentioned)


def task_focus(task: TaskDefinition, world: WorldState) -> Focus:
    """Every world record whose id (or email) appears anywhere in the task's definition, and the
    ISO dates it mentions."""
    strings = list(_strings(task.model_dump(mode="json")))
    mentioned = set(strings) | {s.casefold() for s in strings}
    ids: dict[str, frozenset[str]] = {}
    for path in TABLES:
        hits = frozenset(r.id for r in world.table(path) if _named(r, mentioned))
        if hits:
            ids[path] = hits
    dates = frozenset(d for s in strings for d in _ISO_DATE.findall(s))
    return Focus(ids, dates)
