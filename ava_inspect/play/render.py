"""What the player reads: messages and tools printed exactly as the model receives them."""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from typing import Any

from ava_inspect.play.channel import TaskResult

RULE = "─" * 72


def content_text(content: Any) -> str:
    """A message's content as text (the parts of a list, one after the other)."""
    if content is None:
        return ""
    if isinstance(content, str):
        return content
    parts = []
    for part in content:
        if isinstance(part, dict) and part.get("type") == "text":
            parts.append(str(part.get("text", "")))
        else:
            parts.append(json.dumps(part, ensure_ascii=False))
    return "\n".join(parts)


def tool_names(messages: Sequence[dict[str, Any]]) -> dict[str, str]:
    """Tool call id -> the function it called, from the assistant messages."""
    names: dict[str, str] = {}
    for m in messages:
        for call in m.get("tool_calls") or []:
            names[str(call.get("id"))] = str(call.get("function", {}).get("name"))
    return names


def message_block(message: dict[str, Any], names: dict[str, str]) -> str:
    role = message.get("role", "?")
    if role == "tool":
        call_id = str(message.get("tool_call_id"))
        head = f"tool result · {names.get(call_id, '?')} · {call_id}"
        return f"{RULE}\n[{head}]\n{content_text(message.get('content'))}"
    text = content_text(message.get("content"))
    calls = message.get("tool_calls") or []
    lines = [RULE, f"[{role}]"]
    if text:
        lines.append(text)
    for call in calls:
        function = call.get("function", {})
        lines.append(
            f"→ call {function.get('name')} {function.get('arguments')}  ({call.get('id')})"
        )
    return "\n".join(lines)


def messages_text(
    messages: Sequence[dict[str, Any]], context: Sequence[dict[str, Any]] = ()
) -> str:
    """Messages one after another; `context` (earlier messages) only names the tool calls."""
    names = tool_names([*context, *messages])
    return "\n".join(message_block(m, names) for m in messages)


def new_messages(messages: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    """What a turn adds after the player's last reply: the messages after the last assistant
    message (the results of its tool calls, or the user's answer to it)."""
    last = max((i for i, m in enumerate(messages) if m.get("role") == "assistant"), default=None)
    return list(messages) if last is None else list(messages[last + 1 :])


def _type(schema: dict[str, Any]) -> str:
    if "type" in schema:
        kind = schema["type"]
        if kind == "array":
            return f"{_type(schema.get('items', {}))}[]"
        return "|".join(kind) if isinstance(kind, list) else str(kind)
    options = schema.get("anyOf") or schema.get("oneOf")
    if options:
        return "|".join(_type(o) for o in options if o.get("type") != "null") or "null"
    return "any"


def tool_line(tool: dict[str, Any]) -> str:
    """`name(param: type, optional?: type)  the description's first sentence`."""
    function = tool["function"]
    params = function.get("parameters", {})
    required = set(params.get("required", []))
    shown = [
        f"{name}{'' if name in required else '?'}: {_type(schema)}"
        for name, schema in params.get("properties", {}).items()
    ]
    return f"{function['name']}({', '.join(shown)})  {first_sentence(function)}".rstrip()


SUMMARY_WIDTH = 160
SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-ZÀ-Ỹ\"(`])")


def first_sentence(function: dict[str, Any]) -> str:
    """The description's first sentence on one line (a docstring's wrapped lines joined); one
    longer than `SUMMARY_WIDTH` is cut at the last space before it, never inside a word."""
    text = (function.get("description") or "").strip().split("\n\n", 1)[0]
    joined = " ".join(line.strip() for line in text.splitlines() if line.strip())
    sentence = SENTENCE_END.split(joined, maxsplit=1)[0]
    if len(sentence) <= SUMMARY_WIDTH:
        return sentence
    cut = sentence.rfind(" ", 0, SUMMARY_WIDTH)
    return f"{sentence[: cut if cut > 0 else SUMMARY_WIDTH].rstrip(' ,;:')} …"


def tools_text(tools: Sequence[dict[str, Any]], names: Sequence[str] = ()) -> str:
    """One line per tool, or the full definitions of the tools named."""
    if not names:
        lines = [tool_line(t) for t in tools]
        return "\n".join([*lines, f"({len(tools)} tools; `tools NAME` shows one in full)"])
    by_name = {t["function"]["name"]: t for t in tools}
    blocks = []
    for name in names:
        if name in by_name:
            blocks.append(json.dumps(by_name[name], ensure_ascii=False, indent=2))
        else:
            blocks.append(f"no tool named {name!r} is offered in this task")
    return "\n".join(blocks)


def result_text(result: TaskResult, show_score: bool) -> str:
    """What the player sees when a task ends."""
    lines = [RULE, f"TASK {result.task_number} ENDED ({result.sample_id})"]
    if result.error:
        lines.append(f"The sample ended with an error: {result.error}")
    if result.limit:
        lines.append(f"The sample reached its {result.limit}.")
    if not show_score:
        lines.append("(score hidden: --no-score)")
        return "\n".join(lines)
    if result.values:
        shown = ", ".join(f"{k} {v}" for k, v in result.values.items())
        lines.append(f"Score: {shown}")
    if result.explanation:
        lines += ["", result.explanation]
    return "\n".join(lines)
