"""The conversation as it happened, in the sample's store: what grading and re-grading read.

Every message between the agent and the user, and every tool call the agent made between them,
in order, as plain JSON under the typed key `Conversation:events` (so a log re-grades without
code), with who played the user and how the conversation ended.
"""

from __future__ import annotations

from typing import Any, Literal

from inspect_ai.util import Store, StoreModel
from pydantic import BaseModel, ConfigDict, Field

EndReason = Literal["goodbye", "gave_up", "turn_limit"]
SCRIPTED = "scripted"
"""`Conversation.user` when the task's scripted user played (the default)."""


class Event(BaseModel):
    """One step of the conversation."""

    model_config = ConfigDict(extra="ignore", frozen=True)

    kind: Literal["agent", "tool", "user"]
    text: str = ""
    """agent: what the agent told the user (a reply, or an `ask_customer` question); user: what
    the user said."""
    tool: str | None = None
    """tool: the tool called."""
    args: dict[str, Any] = {}
    """tool: its arguments."""
    ok: bool = True
    """tool: it succeeded (a refused call changed nothing)."""
    asked: list[str] = []
    """agent: the fields it names (the generous reading, `asks.asked_fields`)."""
    asked_again: list[str] = []
    """agent: the fields already given that it asks for again (`asks.requested_fields`)."""
    facts: list[str] = []
    """user: the fact ids this message gives."""
    turn: int | None = None
    """user: the scheduled turn (1-based) this message says, if any."""
    said: Literal["answer", "turn", "nudge", "give_up", "opening"] | None = None
    """user: why the user said it (answers to what was asked, a scheduled turn, a nudge)."""


class Conversation(StoreModel):
    """The conversation of one sample."""

    user: str = SCRIPTED
    """Who played the user: `scripted`, or `model:<name>` for the LLM user."""
    events: list[dict[str, Any]] = Field(default_factory=list)
    end: EndReason | None = None
    """How it ended (None: the agent or a limit stopped it first)."""


def conversation_of(store: Store) -> Conversation:
    return Conversation(store=store)


def read_events(events: list[dict[str, Any]]) -> list[Event]:
    return [Event.model_validate(e) for e in events]


def events_from_store(store: Any) -> list[Event]:
    """The events of a live store or of a store read back from a log (a plain dict)."""
    if isinstance(store, Store):
        return read_events(conversation_of(store).events)
    return read_events(list(store.get("Conversation:events", [])))
