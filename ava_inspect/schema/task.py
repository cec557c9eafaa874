"""`TaskDefinition`: one benchmark task as readable data.

A task module under `ava_inspect/tasks/<domain>/` defines `TASK = {...}`; the loader validates it
into this model. Everything a task is (who asks, what, the seed, the assertions, the reference
solution and the wrong ones) lives in that one definition.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from ava_inspect.core.world.tables import task_domains
from ava_inspect.schema.assertions import Assertion, CalledAfterFact, ConversationAssertion
from ava_inspect.schema.conversation import UserScript

Tier = Literal["hard", "basic", "expert", "conversation"]
LEADERBOARD_TIERS: tuple[str, ...] = ("hard", "basic")
"""The brief's 100 tasks (5 domains x 8 hard + 12 basic): the leaderboard and every default.
The expert tier above them, and the conversation tier (tasks with a user who answers), are run
only when asked for (`-T tier=expert`, `-T tier=conversation`) and reported apart."""


def run_tier(tier: str) -> str:
    """The `-T tier=` value of the run a task of `tier` is in ("all" for the 100)."""
    return "all" if tier in LEADERBOARD_TIERS else tier


class ExpertRules:
    """What makes an expert task: hard by scale and depth, never by wording (`validate` checks)."""

    min_lookups = 6
    """Reads in the reference solution: the hops from the request to the facts it needs."""
    min_writes = 10
    """Writes in the reference solution."""
    min_positive_assertions = 8
    """Records (or mails) the end state must hold, each checked by its own assertion."""
    min_negatives = 2
    """'Must not' assertions that stop a shotgun agent."""
    min_anti_oracles = 3
    """Tempting wrong paths, each failing on the assertions it names."""


MIN_HOPS = 3
"""Kinds of hop a hard or expert task needs (`hops`)."""

Hop = Literal[
    "regulation_before_action",
    "branch_on_data",
    "bridge_tables",
    "combine_regulations",
    "forbid_overreach",
]


class _Closed(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Call(_Closed):
    """One tool call of a scripted solution."""

    tool: str
    args: dict[str, Any] = {}


class Say(_Closed):
    """A message of a scripted solution to the user of a conversation task (`TaskDefinition.user`):
    a plain reply, which the user answers."""

    say: str = Field(min_length=1)


Step = Call | Say
"""One step of a scripted solution: a tool call, or (conversation tasks) a message to the user."""


def calls_of(steps: list[Step]) -> list[Call]:
    """The tool calls of a scripted solution, in order (its messages to the user left out)."""
    return [s for s in steps if isinstance(s, Call)]


class ChatTurn(_Closed):
    """A turn of the conversation so far (the sales agent receives the whole chat)."""

    role: Literal["customer", "assistant"]
    text: str = Field(min_length=1)


class AntiOracle(_Closed):
    """A deliberately wrong solution: the tempting path. It must fail on `breaks`."""

    name: str = Field(pattern=r"^[a-z0-9_]+$")
    why: str = Field(min_length=1, description="The mistake it plays, in one English line.")
    calls: list[Step]
    breaks: list[str] = Field(min_length=1, description="Assertion ids it must fail.")

    @property
    def tool_calls(self) -> list[Call]:
        """Its tool calls (its messages to the user left out)."""
        return calls_of(self.calls)


class TaskDefinition(_Closed):
    """One AVABench task."""

    id: str = Field(pattern=r"^[a-z]+\.[a-z0-9_]+$")
    domain: str = Field(description="One of the registered task domains (`task_domains()`).")
    tier: Tier
    summary: str = Field(min_length=1, description="What it tests, in one English line.")
    requester_id: str | None = Field(
        description="The employee asking (None: a shop customer, sale domain only)."
    )
    prompt: str | list[ChatTurn] = Field(
        description="The Vietnamese request, or (sale) the chat so far ending with the customer."
    )
    hops: list[Hop] = []
    seed: dict[str, list[dict[str, Any]]] = {}
    assertions: list[Assertion] = Field(min_length=1)
    oracle: list[Step] = Field(min_length=1)
    anti_oracles: list[AntiOracle] = []
    user: UserScript | None = Field(
        None,
        description="The user who answers (a conversation task): the agent's reply no longer "
        "ends the task while the user has more to say.",
    )

    @property
    def oracle_calls(self) -> list[Call]:
        """The reference solution's tool calls."""
        return calls_of(self.oracle)

    @model_validator(mode="after")
    def _consistent(self) -> TaskDefinition:
        domains = task_domains()
        if self.domain not in domains:
            raise ValueError(f"domain '{self.domain}' is not a task domain: {', '.join(domains)}")
        if not self.id.startswith(f"{self.domain}."):
            raise ValueError(f"id '{self.id}' must start with its domain '{self.domain}.'")
        if (self.requester_id is None) != (self.domain == "sale"):
            raise ValueError(
                "requester_id must be an employee id, except in the sale domain where the "
                "requester is a shop customer (requester_id: None)"
            )
        if isinstance(self.prompt, list) and (
            self.domain != "sale" or not self.prompt or self.prompt[-1].role != "customer"
        ):
            raise ValueError("a chat prompt is for the sale domain and ends with a customer turn")
        self._check_conversation()
        says = any(isinstance(s, Say) for s in self.oracle) or any(
            isinstance(s, Say) for a in self.anti_oracles for s in a.calls
        )
        if says and self.user is None:
            raise ValueError(
                "a 'say' step talks to the task's user: give the task a 'user', or make the "
                "step a tool call"
            )
        ids = [a.id for a in self.assertions]
        duplicated = sorted({i for i in ids if ids.count(i) > 1})
        if duplicated:
            raise ValueError(f"duplicate assertion ids: {duplicated}")
        names = [a.name for a in self.anti_oracles]
        if len(set(names)) != len(names):
            raise ValueError("anti-oracle names must be unique within a task")
        for anti in self.anti_oracles:
            unknown = sorted(set(anti.breaks) - set(ids))
            if unknown:
                raise ValueError(
                    f"anti-oracle '{anti.name}' breaks unknown assertion ids {unknown}; "
                    f"assertion ids are {ids}"
                )
        if self.tier in ("hard", "expert") and len(set(self.hops)) < MIN_HOPS:
            raise ValueError(
                f"a {self.tier} task needs at least three hops in 'hops', each of another kind "
                f"(it has {len(set(self.hops))}); hops are: {', '.join(Hop.__args__)}"  # type: ignore[attr-defined]
            )
        if self.tier in ("hard", "expert") and not self.anti_oracles:
            raise ValueError(
                f"a {self.tier} task has at least one anti-oracle (the tempting wrong path)"
            )
        return self

    def _check_conversation(self) -> None:
        if self.tier == "conversation" and self.user is None:
            raise ValueError("a conversation task has a 'user' who answers the agent")
        talk = [a for a in self.assertions if isinstance(a, ConversationAssertion)]
        if talk and self.user is None:
            raise ValueError(
                f"assertion '{talk[0].id}' ({talk[0].kind}) reads the conversation: give the "
                "task a 'user', or assert on the world"
            )
        if self.user is None:
            return
        facts = [f.id for f in self.user.facts]
        for a in talk:
            if isinstance(a, CalledAfterFact) and a.fact not in facts:
                raise ValueError(f"assertion '{a.id}': no fact '{a.fact}'; facts are {facts}")
            if a.after_turn is not None and a.after_turn > len(self.user.turns):
                raise ValueError(
                    f"assertion '{a.id}': after_turn {a.after_turn}, but the user has "
                    f"{len(self.user.turns)} turns"
                )

    def anti_oracle(self, name: str) -> AntiOracle:
        for anti in self.anti_oracles:
            if anti.name == name:
                return anti
        raise KeyError(f"task {self.id} has no anti-oracle '{name}'")
