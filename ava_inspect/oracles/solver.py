"""Scripted solutions played through the real tools: the reference (oracle) and the wrong ones.

The calls go through Inspect's own tool execution, so the trace, the store events and the score
are exactly what a model making the same calls would get.
"""

from __future__ import annotations

from inspect_ai.model import ChatMessage, ChatMessageAssistant, ChatMessageTool, execute_tools
from inspect_ai.solver import Generate, Solver, TaskState, solver
from inspect_ai.tool import ToolCall
from inspect_ai.util import registry_info

from ava_inspect.conversation.agent import record_step, start_conversation, user_reply
from ava_inspect.harness.catalog import get_definition
from ava_inspect.harness.sample_info import SampleInfo
from ava_inspect.schema.conversation import UserScript
from ava_inspect.schema.task import Call, Say, Step, calls_of

REFERENCE = "reference"


class OracleCallFailed(RuntimeError):
    """A reference solution's call was refused: the task or a tool is broken, not the agent."""


@solver
def oracle(play: str = REFERENCE) -> Solver:
    """Play a task's reference solution (`play="reference"`) or the anti-oracle named `play`.

    A sample whose metadata names a `play` (selftest samples) plays that one instead.
    """

    async def solve(state: TaskState, generate: Generate) -> TaskState:
        info = state.metadata_as(SampleInfo)
        task = get_definition(info.task_id)
        name = info.play or play
        steps = task.oracle if name == REFERENCE else task.anti_oracle(name).calls
        strict = name == REFERENCE
        if task.user is None:
            await play_calls(state, calls_of(steps), strict=strict, label=name)
            state.messages.append(ChatMessageAssistant(content=DONE, model=name))
        else:
            await play_conversation(state, task.user, steps, strict=strict, label=name)
        return state

    return solve


DONE = "Dạ, em đã xử lý xong."
"""The scripted solutions' last reply (a task without a user)."""


async def play_conversation(
    state: TaskState, script: UserScript, steps: list[Step], strict: bool, label: str
) -> None:
    """Play the steps of a conversation task: each tool call, and each message to the user, which
    the user answers (as it answers a model). The reference must reach the user's goodbye."""
    start_conversation(state)
    ended = False
    for index, step in enumerate(steps, start=1):
        if isinstance(step, Say):
            message = ChatMessageAssistant(content=step.say, model=label)
            state.messages.append(message)
            results: list[ChatMessage] = []
        else:
            message, results = await _call(state, step, index, strict, label)
        if record_step(state, script, message, results) and await user_reply(state, script):
            ended = index == len(steps) or not strict
            if not ended:
                raise OracleCallFailed(
                    f"the user ended the reference conversation at step {index} of "
                    f"{len(steps)}: {state.messages[-1].text!r}"
                )
            break
    if strict and not ended:
        raise OracleCallFailed(
            "the reference conversation ended before the user said goodbye; its last user "
            f"message: {state.messages[-1].text!r}"
        )


async def play_calls(state: TaskState, calls: list[Call], strict: bool, label: str) -> None:
    """Append each call as an assistant tool call and execute it with the sample's tools."""
    for index, call in enumerate(calls, start=1):
        await _call(state, call, index, strict, label)


async def _call(
    state: TaskState, call: Call, index: int, strict: bool, label: str
) -> tuple[ChatMessageAssistant, list[ChatMessage]]:
    """One call as an assistant message, executed; the message and its results.

    The call is executed with just the tool it names: the same execution, without Inspect
    describing every offered tool again on every call. A tool the sample does not offer is left
    to Inspect's own error."""
    offered = {registry_info(t).name.split("/", 1)[-1]: t for t in state.tools}
    message = ChatMessageAssistant(
        content="",
        tool_calls=[ToolCall(id=f"{label}-{index}", function=call.tool, arguments=dict(call.args))],
        model=label,
    )
    state.messages.append(message)
    tools = [offered[call.tool]] if call.tool in offered else state.tools
    result = await execute_tools(state.messages, tools)
    state.messages.extend(result.messages)
    errors = [m for m in result.messages if isinstance(m, ChatMessageTool) and m.error]
    if strict and errors:
        raise OracleCallFailed(
            f"reference call {index} ({call.tool}) was refused: {errors[0].error.message}"  # type: ignore[union-attr]
        )
    return message, list(result.messages)
