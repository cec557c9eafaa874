"""Scripted solutions played through the real tools: the reference (oracle) and the wrong ones.

The calls go through Inspect's own tool execution, so the trace, the store events and the score
are exactly what a model making the same calls would get.
"""

from __future__ import annotations

from inspect_ai.model import ChatMessageAssistant, ChatMessageTool, execute_tools
from inspect_ai.solver import Generate, Solver, TaskState, solver
from inspect_ai.tool import ToolCall
from inspect_ai.util import registry_info

from ava_inspect.harness.catalog import get_definition
from ava_inspect.harness.sample_info import SampleInfo
from ava_inspect.schema.task import Call

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
        calls = task.oracle if name == REFERENCE else task.anti_oracle(name).calls
        await play_calls(state, calls, strict=name == REFERENCE, label=name)
        state.messages.append(ChatMessageAssistant(content="Dạ, em đã xử lý xong.", model=name))
        return state

    return solve


async def play_calls(state: TaskState, calls: list[Call], strict: bool, label: str) -> None:
    """Append each call as an assistant tool call and execute it with the sample's tools.

    Each call is executed with just the tool it names: the same execution, without Inspect
    describing every offered tool again on every call. A tool the sample does not offer is left
    to Inspect's own error."""
    offered = {registry_info(t).name.split("/", 1)[-1]: t for t in state.tools}
    for index, call in enumerate(calls, start=1):
        message = ChatMessageAssistant(
            content="",
            tool_calls=[
                ToolCall(id=f"{label}-{index}", function=call.tool, arguments=dict(call.args))
            ],
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
