"""When a sample cannot be scored honestly: the harness or the endpoint failed, not the agent."""

from __future__ import annotations

from inspect_ai.event import ErrorEvent
from inspect_ai.log import transcript
from inspect_ai.model import ChatMessageAssistant
from inspect_ai.solver import TaskState

TRUNCATION_STOPS = ("max_tokens", "model_length")


def invalid_reason(state: TaskState) -> str | None:
    """Why this sample must be left out of every denominator, or None if it can be scored.

    - an error ended the sample (it survived Inspect's retries);
    - the model was cut off (max_tokens or context length) before it made any tool call.
    """
    errors = [e for e in transcript().events if isinstance(e, ErrorEvent)]
    if errors:
        error = errors[-1].error
        # The message can be empty (an exception whose `message` attribute is ""): fall back to
        # the last line of the traceback, which names the exception type.
        summary = _first_line(error.message) or _last_line(error.traceback) or "(no message)"
        return f"error: {summary[:300]}"
    made_tool_call = any(
        isinstance(m, ChatMessageAssistant) and m.tool_calls for m in state.messages
    )
    if not made_tool_call and state.output.stop_reason in TRUNCATION_STOPS:
        return f"truncated before any tool call (stop_reason: {state.output.stop_reason})"
    return None


def _first_line(text: str | None) -> str:
    lines = [line.strip() for line in (text or "").splitlines() if line.strip()]
    return lines[0] if lines else ""


def _last_line(text: str | None) -> str:
    lines = [line.strip() for line in (text or "").splitlines() if line.strip()]
    return lines[-1] if lines else ""
