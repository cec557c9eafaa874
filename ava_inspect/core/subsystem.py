"""`Subsystem`: what one AMIS subsystem brings to the world, as its package declares it."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import ModuleType
from typing import Any

from ava_inspect.core.world.tables import WorldPart


@dataclass(frozen=True)
class Subsystem:
    """One subsystem: its tables, its base company data, its tools and its noise generators.

    Declared once, as `SUBSYSTEM` in `ava_inspect/subsystems/<name>/__init__.py`, and listed once
    in `ava_inspect.subsystems.SUBSYSTEMS`, from which the world, the table registry, the tool
    catalogue, the noise generators and the task domains are derived.
    """

    part: type[WorldPart]
    """The subsystem's tables (`records.py`)."""
    company: Mapping[str, Any]
    """The base company's records of each table, by table name (`company.py`)."""
    tools: ModuleType
    """The module whose `@ava_tool`s are the subsystem's tools (`tools.py`)."""
    noise: ModuleType
    """The module whose `@generator`s make its tables' distractors (`noise.py`)."""
    domain: int | None = None
    """The position of the subsystem's tasks among the task domains (`tasks/<name>/`), or None
    when no task belongs to it (its tables serve the other domains' tasks)."""

    @property
    def name(self) -> str:
        return self.part.SUBSYSTEM
