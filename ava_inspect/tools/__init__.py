"""The world's tools: one module per subsystem, each a thin `@tool` over typed world state."""

from . import calendar, crm, helpdesk, hr, mail, recruitment, sale
from .runtime import CATALOGUE, Session, ToolSpec, ava_tool

__all__ = [
    "CATALOGUE",
    "Session",
    "ToolSpec",
    "ava_tool",
    "calendar",
    "crm",
    "helpdesk",
    "hr",
    "mail",
    "recruitment",
    "sale",
]

SALE_AGENT_SUBSYSTEMS = ("sale",)
"""The shop's sales agent sees only the sale tools, plus the shop's policy documents."""
SALE_AGENT_EXTRA = ("document_qa", "document_get")


def toolset(domain: str) -> list[ToolSpec]:
    """The tools AVA offers in a domain: the sales agent's own, or the office assistant's."""
    if domain == "sale":
        return [
            t
            for t in CATALOGUE.values()
            if t.subsystem in SALE_AGENT_SUBSYSTEMS or t.name in SALE_AGENT_EXTRA
        ]
    return [t for t in CATALOGUE.values() if t.subsystem != "sale"]
