"""The player model: an Inspect model provider whose turns come from a person or an agent.

`player/NAME` (registered as `ava_inspect/player`) makes a played run a normal Inspect eval:
the same setup, tools, store, scorer and log as a model's run, with NAME as the model in the
log. Each call writes what a model would receive into the session folder and waits — without
a timeout and never retried — for the player's answer (see `channel`).
"""

from __future__ import annotations

import os
import re

import anyio
from inspect_ai.model import (
    ChatCompletionChoice,
    ChatMessage,
    ChatMessageAssistant,
    GenerateConfig,
    ModelAPI,
    ModelOutput,
    ModelUsage,
    StopReason,
    messages_to_openai,
    modelapi,
)
from inspect_ai.tool import ToolCall, ToolChoice, ToolFunction, ToolInfo

from ava_inspect.endpoints import PLAYER_PROVIDER
from ava_inspect.play.channel import (
    POLL_SECONDS,
    SESSION_ENV,
    Session,
    SessionError,
    Turn,
    write_json,
)

PLAYER_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$")


def openai_tool(tool: ToolInfo) -> dict[str, object]:
    """A tool as the OpenAI chat API receives it (what Inspect's OpenAI providers send)."""
    return {
        "type": "function",
        "function": {
            "name": tool.name,
            "description": tool.description,
            "parameters": tool.parameters.model_dump(exclude_none=True),
        },
    }


def openai_tool_choice(choice: ToolChoice) -> object:
    if isinstance(choice, ToolFunction):
        return {"type": "function", "function": {"name": choice.name}}
    return "required" if choice == "any" else choice


@modelapi(name=PLAYER_PROVIDER)
class PlayerAPI(ModelAPI):
    """Turns answered by a person or an agent through `avabench play` (model `player/NAME`)."""

    def __init__(
        self,
        model_name: str,
        base_url: str | None = None,
        api_key: str | None = None,
        config: GenerateConfig | None = None,
    ) -> None:
        super().__init__(model_name, base_url, api_key, [], config or GenerateConfig())
        if not PLAYER_NAME.match(model_name):
            raise ValueError(
                f"player name {model_name!r}: use letters, digits, '.', '_' or '-' "
                "(e.g. player/lan.nguyen)"
            )
        self._turns = 0

    def max_connections(self) -> int:
        return 1

    def should_retry(self, ex: Exception) -> bool:
        return False  # a person's answer is never asked for twice

    async def generate(
        self,
        input: list[ChatMessage],
        tools: list[ToolInfo],
        tool_choice: ToolChoice,
        config: GenerateConfig,
    ) -> ModelOutput:
        folder = os.environ.get(SESSION_ENV)
        if not folder:
            raise SessionError(
                f"model {PLAYER_PROVIDER}/{self.model_name} is played through a session: run it with "
                "`avabench play` (`avabench play start --session DIR --retry LOG` resumes a log)"
            )
        session = Session(folder)
        self._turns += 1
        number = self._turns
        turn = Turn(
            number=number,
            task_number=max(session.task_started(), 1),
            messages=[dict(m) for m in await messages_to_openai(input)],
            tools=[openai_tool(t) for t in tools],
            tool_choice=openai_tool_choice(tool_choice),
        )
        write_json(session.turn_path(number), turn)
        while (reply := session.reply(number)) is None:
            await anyio.sleep(POLL_SECONDS)
        if reply.tool_calls:
            message = ChatMessageAssistant(
                content=reply.text,
                tool_calls=[
                    ToolCall(id=f"call_{number}_{i}", function=c.function, arguments=c.arguments)
                    for i, c in enumerate(reply.tool_calls, start=1)
                ],
                model=self.model_name,
                source="generate",
            )
            stop: StopReason = "tool_calls"
        else:
            message = ChatMessageAssistant(
                content=reply.text, model=self.model_name, source="generate"
            )
            stop = "stop"
        return ModelOutput(
            model=self.model_name,
            choices=[ChatCompletionChoice(message=message, stop_reason=stop)],
            usage=ModelUsage(input_tokens=0, output_tokens=0, total_tokens=0),
        )
