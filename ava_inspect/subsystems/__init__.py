"""The one registration point: every subsystem of the simulated company, and all that derives
from the list.

The base company every task starts from is Công ty Cổ phần Công nghệ Sao Việt (saoviet.vn), a
Hà Nội software firm running on MISA AMIS, and Mây Store, the fashion shop its sales agent serves.
Each subsystem is one folder (`<name>/`: `records.py`, `company.py`, `tools.py`, `noise.py`,
`README.md`) that declares its `SUBSYSTEM`; `NAMES` lists them, and from that list come the world
(`WorldState`, its table registry), the base company, the tool catalogue, the noise generators
and the task domains. Adding a subsystem: copy a folder, add its name to `NAMES` (README.md here).
"""

from __future__ import annotations

from functools import lru_cache
from importlib import import_module
from typing import Any

from pydantic import Field, create_model

from ava_inspect.core.noise.context import check_generators
from ava_inspect.core.subsystem import Subsystem
from ava_inspect.core.tools.runtime import CATALOGUE
from ava_inspect.core.world.tables import (
    TABLES,
    TableSpec,
    World,
    lookup_tables,
    mutable_tables,
    register_world,
)

NAMES: tuple[str, ...] = ("hr", "crm", "recruitment", "mail", "calendar", "helpdesk", "sale")
"""Every subsystem, in the order of the world's tables."""

COMPANY_NAME = "Công ty Cổ phần Công nghệ Sao Việt"
COMPANY_DOMAIN = "saoviet.vn"
SHOP_NAME = "Mây Store"


def _declared(name: str) -> Subsystem:
    declared = getattr(import_module(f"{__name__}.{name}.subsystem"), "SUBSYSTEM", None)
    if not isinstance(declared, Subsystem):
        raise TypeError(f"ava_inspect/subsystems/{name}/subsystem.py must declare SUBSYSTEM")
    if declared.name != name:
        raise ValueError(f"subsystem folder '{name}' declares the part of '{declared.name}'")
    return declared


SUBSYSTEMS: tuple[Subsystem, ...] = tuple(_declared(name) for name in NAMES)

_fields: dict[str, Any] = {s.name: (s.part, Field(default_factory=s.part)) for s in SUBSYSTEMS}
WorldState: type[World] = create_model("WorldState", __base__=World, **_fields)
"""The simulated company: one field per subsystem (`HrWorld.of(world)` reads one, typed)."""
WorldState.__module__ = __name__
WorldState.__doc__ = "The simulated company: one strict, closed part per subsystem."


@lru_cache(maxsize=1)
def base_company() -> World:
    """The base world (shared: callers must not change it; `merge()` returns a new world)."""
    return WorldState.model_validate({s.name: s.company for s in SUBSYSTEMS})


DOMAINS: tuple[str, ...] = tuple(
    s.name
    for s in sorted((s for s in SUBSYSTEMS if s.domain is not None), key=lambda s: s.domain or 0)
)
"""The task domains (`tasks/<domain>/`), in the leaderboard's order."""

register_world(WorldState, base_company, DOMAINS)

MUTABLE_TABLES: tuple[str, ...] = mutable_tables()
"""The tables tools change and tasks seed."""
LOOKUP_TABLES: tuple[str, ...] = lookup_tables()
"""The fixed company tables (never changed, seeded or stored per sample)."""

check_generators(MUTABLE_TABLES)


def _tool_order() -> None:
    """The catalogue in the order models have always read it: by subsystem name, each
    subsystem's tools as its `tools.py` defines them (the tools digest pins this order)."""
    for spec in CATALOGUE.values():
        if spec.subsystem not in NAMES:
            raise ValueError(
                f"tool '{spec.name}' says subsystem '{spec.subsystem}'; subsystems are {NAMES}"
            )
    ordered = sorted(CATALOGUE.values(), key=lambda t: t.subsystem)
    CATALOGUE.clear()
    CATALOGUE.update((t.name, t) for t in ordered)


_tool_order()

__all__ = [
    "COMPANY_DOMAIN",
    "COMPANY_NAME",
    "DOMAINS",
    "LOOKUP_TABLES",
    "MUTABLE_TABLES",
    "NAMES",
    "SHOP_NAME",
    "SUBSYSTEMS",
    "TABLES",
    "TableSpec",
    "WorldState",
    "base_company",
]
