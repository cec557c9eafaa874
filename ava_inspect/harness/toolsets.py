"""Which tools AVA offers in a domain: the sales agent's own, or the office assistant's."""

from __future__ import annotations

from ava_inspect.core.tools.runtime import CATALOGUE, ToolSpec
from ava_inspect.subsystems import SUBSYSTEMS

SALE_AGENT_SUBSYSTEMS = ("sale",)
"""The shop's sales agent sees only the sale tools, plus the shop's policy documents."""
SALE_AGENT_EXTRA = ("document_qa", "document_get")

__all__ = ["CATALOGUE", "SUBSYSTEMS", "ToolSpec", "toolset"]


def toolset(domain: str) -> list[ToolSpec]:
    """The tools AVA offers in a domain, in catalogue order."""
    if domain == "sale":
        return [
            t
            for t in CATALOGUE.values()
            if t.subsystem in SALE_AGENT_SUBSYSTEMS or t.name in SALE_AGENT_EXTRA
        ]
    return [t for t in CATALOGUE.values() if t.subsystem != "sale"]
