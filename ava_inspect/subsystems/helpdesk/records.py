"""Helpdesk: the company's written regulations, tickets, and AVA's memory notes."""

from __future__ import annotations

from typing import ClassVar, Literal

from pydantic import BaseModel, ConfigDict

from ava_inspect.core.world.records import LOOKUP_CONFIG, IsoDate, Record
from ava_inspect.core.world.tables import TableSpec, WorldPart


class Document(Record):
    """A written regulation or policy (lookup table)."""

    model_config = LOOKUP_CONFIG

    title: str
    category: str
    effective_date: IsoDate
    content: str


class TicketComment(BaseModel):
    """A comment on a ticket."""

    model_config = ConfigDict(extra="forbid", strict=True)

    author_id: str
    text: str


class Ticket(Record):
    """A request to an internal team (HR, IT, accounting, ...)."""

    requester_id: str
    team: Literal["hr", "it", "accounting", "admin", "legal", "sales"]
    title: str
    description: str
    status: Literal["open", "in_progress", "resolved", "closed"] = "open"
    created_date: IsoDate
    comments: list[TicketComment] = []


class MemoryNote(Record):
    """Something AVA remembers for one user."""

    owner_id: str
    content: str


class HelpdeskWorld(WorldPart):
    """The helpdesk subsystem."""

    SUBSYSTEM: ClassVar[str] = "helpdesk"
    TABLES: ClassVar[tuple[TableSpec, ...]] = (
        TableSpec("helpdesk.documents", Document, "QD", lookup=True),
        TableSpec("helpdesk.tickets", Ticket, "YC", refs={"requester_id": "hr.employees"}),
        TableSpec("helpdesk.memory", MemoryNote, "GN", refs={"owner_id": "hr.employees"}),
    )

    documents: list[Document] = []
    tickets: list[Ticket] = []
    memory: list[MemoryNote] = []
