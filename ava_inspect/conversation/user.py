"""The scripted user: what it says next, as a pure function of the conversation so far.

`next_message(script, events)` reads the events (the agent's messages and tool calls, the
user's own messages) and returns the user's next message: the answers to what the agent's last
message asked, the next scheduled turn if its trigger holds, or a nudge; and whether the
conversation ends with it. The same events always give the same message.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ava_inspect.core.conversation import EndReason, Event
from ava_inspect.core.vietnamese.matching import text_contains
from ava_inspect.schema.conversation import Fact, Trigger, UserScript


@dataclass(frozen=True)
class UserMessage:
    """What the user says next."""

    text: str
    facts: list[str] = field(default_factory=list)
    """Fact ids it gives."""
    turn: int | None = None
    """The scheduled turn it says (1-based)."""
    said: str = "answer"
    end: EndReason | None = None


@dataclass
class _Progress:
    """Where the conversation stands, read from its events."""

    given: set[str] = field(default_factory=set)
    turns_said: int = 0
    user_messages: int = 0
    nudges_in_a_row: int = 0
    since_turn: list[Event] = field(default_factory=list)
    """The events since the last scheduled turn was said (or since the start)."""
    succeeded: list[tuple[int, Event]] = field(default_factory=list)
    """Every successful tool call so far, with the stage it was made in (the scheduled turns
    said before it)."""


def progress(script: UserScript, events: list[Event]) -> _Progress:
    p = _Progress(given={f.id for f in script.facts if f.given})
    for event in events:
        if event.kind == "user":
            p.user_messages += 1
            p.given |= set(event.facts)
            p.nudges_in_a_row = p.nudges_in_a_row + 1 if event.said == "nudge" else 0
            if event.turn is not None:
                p.turns_said = event.turn
                p.since_turn = []
                continue
        elif event.kind == "tool" and event.ok:
            p.succeeded.append((p.turns_said, event))
        p.since_turn.append(event)
    return p


def current_fact(script: UserScript, field_name: str, stage: int) -> Fact | None:
    """The fact of `field_name` the user means at `stage`: the latest one opened so far."""
    opened = [f for f in script.facts if f.field == field_name and f.stage <= stage]
    return max(opened, key=lambda f: f.stage) if opened else None


def given_values(script: UserScript, given: set[str], stage: int) -> dict[str, str]:
    """field -> value of each current fact already given (what asking for again would be)."""
    values: dict[str, str] = {}
    for name in {f.field for f in script.facts}:
        fact = current_fact(script, name, stage)
        if fact is not None and fact.id in given:
            values[name] = fact.value
    return values


def triggered(trigger: Trigger, since: list[Event]) -> bool:
    """Whether `trigger` holds on `since`: the events since the last scheduled turn, or all of
    them (`anytime`); only the agent's messages and tool calls count."""
    if trigger.after_tool is not None:
        done = sum(
            e.kind == "tool"
            and e.ok
            and e.tool in trigger.tools
            and all(e.args.get(k) == v for k, v in trigger.args.items())
            for e in since
        )
        return done >= trigger.times
    replies = [e for e in since if e.kind == "agent"]
    if trigger.after_replies is not None:
        return len(replies) >= trigger.after_replies
    return all(any(text_contains(e.text, needle) for e in replies) for needle in trigger.said)


def _tool_done(fact: Fact, succeeded: list[tuple[int, Event]]) -> bool:
    """Whether the fact's `after_tool` has succeeded within the fact's stage (the second order's
    confirmation waits for the second draft, not the first)."""
    return any(e.tool in fact.tools and stage >= fact.stage for stage, e in succeeded)


def next_message(script: UserScript, events: list[Event]) -> UserMessage:
    """The user's reply to the agent's last message (the last `agent` event)."""
    p = progress(script, events)
    last = None  # the agent's message since the user last spoke (none: an empty reply)
    for e in reversed(events):
        if e.kind == "user":
            break
        if e.kind == "agent":
            last = e
            break
    asked = list(last.asked) if last is not None else []
    turn_index = p.turns_said
    due = turn_index < len(script.turns) and triggered(
        script.turns[turn_index].when,
        events if script.turns[turn_index].when.anytime else p.since_turn,
    )
    turn = script.turns[turn_index] if due else None
    # the fields the due turn states anew (a corrected phone): it answers for them
    corrected = {script.fact(f).field for f in turn.gives} if turn is not None else set()
    answers: list[str] = []
    facts: list[str] = []
    for name in asked:
        fact = current_fact(script, name, p.turns_said)
        if fact is None or name in corrected:
            continue
        if fact.id in p.given:
            if last is not None and name in last.asked_again:  # not when merely restated
                answers.append(script.already_said.format(answer=fact.value))
        elif fact.after_tool is not None and not _tool_done(fact, p.succeeded):
            answers.append(fact.not_yet)
        else:
            answers.append(fact.answer)
            facts.append(fact.id)
    end: EndReason | None = None
    turn_number: int | None = None
    if turn is not None:
        answers.append(turn.text)
        facts += [f for f in turn.gives if f not in facts]
        turn_number = turn_index + 1
        end = "goodbye" if turn.ends else None
    said = "turn" if turn_number is not None else "answer"
    if not answers:
        if p.nudges_in_a_row >= script.max_nudges:
            return UserMessage(text=script.give_up, said="give_up", end="gave_up")
        answers.append(script.nudge)
        said = "nudge"
    if end is None and p.user_messages + 1 >= script.max_turns:
        end = "turn_limit"
    return UserMessage(
        text=" ".join(dict.fromkeys(answers)), facts=facts, turn=turn_number, said=said, end=end
    )
