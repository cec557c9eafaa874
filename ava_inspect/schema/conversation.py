"""`UserScript`: the customer or requester who answers, as part of a task's definition.

A conversation task carries one. The scripted user is deterministic: what it says next is a
function of the conversation so far (what the agent asked, said and did), so the same
conversation always produces the same user turns.

- `facts`: what the user knows and gives only when asked for it (through `ask_customer` or in
  the agent's plain reply). A fact of a later `stage` becomes the one asked for once the turn
  that opens the stage has been said (the second order's recipient after "lấy thêm 1 đơn").
- `turns`: what the user says on its own, in order, each when its trigger holds at the agent's
  next reply: after a tool has succeeded, after the agent's n-th reply, or once the agent has
  said something (a fee, a refusal), counted since the previous scheduled turn (or, `anytime`,
  over the whole conversation). A turn may end the conversation (`ends`: the goodbye).
- When the agent replies and the user has nothing due (no fact asked, no turn due), the user
  nudges; after `max_nudges` of them in a row, or `max_turns` user turns in all, the
  conversation ends (recorded as such).
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from ava_inspect.schema.assertions import text_needle

FactField = Literal[
    "name", "phone", "address", "variant", "quantity", "payment", "confirm", "date", "other"
]
FACT_FIELDS: tuple[str, ...] = FactField.__args__  # type: ignore[attr-defined]

DEFAULT_NUDGE = "Ừ em cứ làm đi, cần chị trả lời gì thì em hỏi rõ giúp chị nhé."
"""Said when nothing is asked or due: never a yes (an agent confirming on it has no agreement)."""
DEFAULT_GIVE_UP = "Thôi để chị tính sau vậy, cảm ơn em."
DEFAULT_ALREADY_SAID = "Chị nhắn ở trên rồi mà em: {answer}"


class _Closed(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Fact(_Closed):
    """Something the user knows and says when (and only when) the agent asks for it."""

    id: str = Field(pattern=r"^[a-z0-9_]+$")
    field: FactField
    value: str = Field(
        min_length=1,
        description="The fact itself (a name, a phone, an address): a message that repeats it "
        "checks the fact rather than asking for it again.",
    )
    answer: str = Field(min_length=1, description="What the user says when asked, in Vietnamese.")
    stage: int = Field(
        0,
        ge=0,
        description="0: from the start; k: once the user's k-th scheduled turn has been said.",
    )
    given: bool = Field(False, description="Already in the opening message (asking is re-asking).")
    after_tool: str | list[str] | None = Field(
        None,
        description="Said only once this tool (or any of these) has succeeded in the fact's "
        "stage (the customer confirms a draft after seeing it, whether it was updated or made "
        "again; the second order's confirmation waits for the second draft); asked before "
        "that, the user says `not_yet`.",
    )
    not_yet: str = ""

    @property
    def tools(self) -> tuple[str, ...]:
        """The tools `after_tool` names (none when the fact waits for nothing)."""
        return _named(self.after_tool)

    @model_validator(mode="after")
    def _not_yet(self) -> Fact:
        if self.after_tool is not None and not self.not_yet.strip():
            raise ValueError(f"fact '{self.id}': after_tool needs not_yet (what is said before)")
        return self


def _named(after_tool: str | list[str] | None) -> tuple[str, ...]:
    if after_tool is None:
        return ()
    return (after_tool,) if isinstance(after_tool, str) else tuple(after_tool)


class Trigger(_Closed):
    """When a scheduled turn is due (exactly one of the three)."""

    after_tool: str | list[str] | None = None
    """A call of this tool (or of any of these) has succeeded: the dates corrected with
    `update_...` or by a new request after `cancel_...`."""
    args: dict[str, Any] = {}
    """With `after_tool`: the call's arguments include these (by equality)."""
    times: int = Field(1, ge=1)
    """With `after_tool`: this many such calls have succeeded (the goodbye once every one of
    three reminders is sent, not after the first)."""
    after_replies: int | None = Field(None, ge=1)
    """The agent has replied to the user this many times."""
    said: list[Any] = []
    """The agent has said each of these (text needles, matched by meaning as assertions do)."""
    anytime: bool = False
    """Counted over the whole conversation, not only since the previous scheduled turn (a
    goodbye once the order is handed over, whenever that was done)."""

    @property
    def tools(self) -> tuple[str, ...]:
        """The tools `after_tool` names (none for the other triggers)."""
        return _named(self.after_tool)

    @field_validator("said")
    @classmethod
    def _needles(cls, said: list[Any]) -> list[Any]:
        return [text_needle(n, f"said[{i}]") for i, n in enumerate(said)]

    @model_validator(mode="after")
    def _one(self) -> Trigger:
        chosen = [self.after_tool is not None, self.after_replies is not None, bool(self.said)]
        if sum(chosen) != 1:
            raise ValueError("a trigger is exactly one of after_tool, after_replies, said")
        if (self.args or self.times > 1) and self.after_tool is None:
            raise ValueError("args and times narrow after_tool; give after_tool too")
        return self


class UserTurn(_Closed):
    """Something the user says unasked, once its trigger holds."""

    when: Trigger
    text: str = Field(min_length=1)
    gives: list[str] = Field(
        [], description="Fact ids this turn states (a correction's new size): given from then on."
    )
    ends: bool = Field(False, description="The goodbye: the conversation ends with it.")


class UserScript(_Closed):
    """The user of a conversation task."""

    persona: str = Field(
        min_length=1,
        description="Who the user is and how they write (for the LLM user), in one line.",
    )
    facts: list[Fact] = []
    turns: list[UserTurn] = Field(min_length=1)
    nudge: str = DEFAULT_NUDGE
    give_up: str = DEFAULT_GIVE_UP
    already_said: str = Field(
        DEFAULT_ALREADY_SAID,
        description="The reply to a re-asked fact; `{answer}` is the fact's value.",
    )
    max_nudges: int = Field(2, ge=1)
    max_turns: int = Field(12, ge=1)

    @field_validator("turns")
    @classmethod
    def _ends_last(cls, turns: list[UserTurn]) -> list[UserTurn]:
        if not turns[-1].ends or any(t.ends for t in turns[:-1]):
            raise ValueError("the last scheduled turn, and only it, ends the conversation")
        return turns

    @model_validator(mode="after")
    def _facts(self) -> UserScript:
        ids = [f.id for f in self.facts]
        if len(set(ids)) != len(ids):
            raise ValueError("fact ids must be unique")
        for fact in self.facts:
            if fact.stage > len(self.turns) - 1:
                raise ValueError(
                    f"fact '{fact.id}': stage {fact.stage} opens after turn {fact.stage}, but "
                    f"only {len(self.turns) - 1} turns come before the goodbye"
                )
        for index, turn in enumerate(self.turns):
            unknown = sorted(set(turn.gives) - set(ids))
            if unknown:
                raise ValueError(f"turn {index + 1} gives unknown facts {unknown}; facts: {ids}")
        seen: set[tuple[str, int]] = set()
        for fact in self.facts:
            key = (fact.field, fact.stage)
            if key in seen:
                raise ValueError(
                    f"two facts of field '{fact.field}' in stage {fact.stage}: the user could "
                    "not tell which one is asked for"
                )
            seen.add(key)
        return self

    def fact(self, fact_id: str) -> Fact:
        for f in self.facts:
            if f.id == fact_id:
                return f
        raise KeyError(f"no fact '{fact_id}'; facts are {[f.id for f in self.facts]}")
