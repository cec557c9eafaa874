"""Helpdesk: the company's written regulations, tickets, and AVA's memory notes."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict

from .records import LOOKUP_CONFIG, IsoDate, Record


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


class HelpdeskWorld(BaseModel):
    """The helpdesk subsystem."""

    model_config = ConfigDict(extra="forbid", strict=True)

    documents: list[Document] = []
    tickets: list[Ticket] = []
    memory: list[MemoryNote] = []
