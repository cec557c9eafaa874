"""The agent's loop with a user in it, and the recording both the model and the scripts share.

A task without a user runs Inspect's own tool loop: the agent's first reply without a tool call
ends it. A conversation task (`TaskDefinition.user`) runs Inspect's `generate` one step at a
time; whenever the agent speaks to the user (a plain reply, or an `ask_customer` question that
went through), the user answers as the next user message, until the user says goodbye, gives
up, or reaches the turn limit. Every step is recorded in the store (`core.conversation`), which
is what the grader reads.

The user is the task's scripted user, unless a model is bound to the `user` role
(`--model-role user=...`): then that model says, in its own words, what the scripted user would
(`llm_user`), so the turns' content and the grading stay those of the script.
"""

from __future__ import annotations

from collections.abc import Sequence

from inspect_ai.model import (
    ChatMessage,
    ChatMessageAssistant,
    ChatMessageTool,
    ChatMessageUser,
    Model,
    model_roles,
)
from inspect_ai.solver import Generate, Solver, TaskState, solver

from ava_inspect.conversation.asks import asked_fields, requested_fields
from ava_inspect.conversation.llm_user import ASK_TOOL, phrase
from ava_inspect.conversation.user import given_values, next_message, progress
from ava_inspect.core.conversation import SCRIPTED, Event, conversation_of, read_events
from ava_inspect.harness.catalog import get_definition
from ava_inspect.harness.sample_info import SampleInfo
from ava_inspect.schema.conversation import FACT_FIELDS, UserScript

USER_ROLE = "user"


def user_model() -> Model | None:
    """The model bound to the `user` role, if any (else the scripted user plays)."""
    bound = model_roles().get(USER_ROLE)
    if isinstance(bound, list):
        return bound[0] if bound else None
    return bound


def _ordered(fields: set[str]) -> list[str]:
    return [f for f in FACT_FIELDS if f in fields]


def record_step(
    state: TaskState,
    script: UserScript,
    message: ChatMessageAssistant,
    results: Sequence[ChatMessage],
) -> bool:
    """Record one agent message and its tools' results; True when it spoke to the user (a plain
    reply, or an `ask_customer` call that went through)."""
    conversation = conversation_of(state.store)
    events = list(conversation.events)
    errors = {
        m.tool_call_id: m.error is not None for m in results if isinstance(m, ChatMessageTool)
    }
    spoke: list[str] = []
    declared: set[str] = set()
    for call in message.tool_calls or []:
        ok = not errors.get(call.id, False)
        events.append(
            Event(kind="tool", tool=call.function, args=dict(call.arguments), ok=ok).model_dump(
                exclude_defaults=True
            )
        )
        if call.function == ASK_TOOL and ok:
            spoke.append(str(call.arguments.get("question", "")))
            fields = call.arguments.get("missing_fields") or []
            declared |= {str(f) for f in fields} if isinstance(fields, list) else set()
    asking = bool(spoke)
    if message.text.strip() and (asking or not message.tool_calls):
        spoke.insert(0, message.text)
    if spoke:
        text = "\n".join(s for s in spoke if s.strip())
        p = progress(script, read_events(events))
        given = given_values(script, p.given, p.turns_said)
        event = Event(
            kind="agent",
            text=text,
            asked=_ordered(asked_fields(text, declared)),
            asked_again=_ordered(requested_fields(text, given, question=asking)),
        )
        events.append(event.model_dump(exclude_defaults=True))
    conversation.events = events
    return bool(spoke) or not message.tool_calls


async def user_reply(state: TaskState, script: UserScript) -> bool:
    """The user's answer to the agent's last message, appended; True when the conversation ended."""
    conversation = conversation_of(state.store)
    events = list(conversation.events)
    reply = next_message(script, read_events(events))
    model = user_model()
    text = reply.text if model is None else await phrase(model, script, state.messages, reply.text)
    events.append(
        Event(
            kind="user",
            text=text,
            facts=reply.facts,
            turn=reply.turn,
            said=reply.said,  # type: ignore[arg-type]
        ).model_dump(exclude_defaults=True)
    )
    conversation.events = events
    if reply.end is not None:
        conversation.end = reply.end
    state.messages.append(ChatMessageUser(content=text))
    return reply.end is not None


def start_conversation(state: TaskState) -> None:
    """Name who plays the user (before the first agent turn)."""
    model = user_model()
    conversation_of(state.store).user = SCRIPTED if model is None else f"model:{model}"


@solver
def conversation_agent() -> Solver:
    """Inspect's tool loop; with the task's user answering in a conversation task."""

    async def solve(state: TaskState, generate: Generate) -> TaskState:
        task = get_definition(state.metadata_as(SampleInfo).task_id)
        if task.user is None:
            return await generate(state, tool_calls="loop")
        start_conversation(state)
        while not state.completed:
            before = len(state.messages)
            state = await generate(state, tool_calls="single")
            added = state.messages[before:]
            reply = next((m for m in added if isinstance(m, ChatMessageAssistant)), None)
            if reply is None:  # the model gave nothing (a limit or an error stopped it)
                break
            results = added[added.index(reply) + 1 :]
            if record_step(state, task.user, reply, results) and await user_reply(state, task.user):
                break
        return state

    return solve
