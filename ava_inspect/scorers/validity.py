"""When a sample cannot be scored honestly: the harness or the endpoint failed, not the agent.

Three rules, checked in this order; each gives a `reason` (shown in the score) and a `kind`:

- `error`: an error ended the sample (it survived Inspect's retries); a prompt the server
  refused as longer than the model's context counts as truncation instead (below), or, after a
  tool call, as the end of the sample (scored on the world as it stands);
- `tool_call_parser`: the server's tool-call parser signature appears and no tool call was ever
  parsed in the sample: the reply carries tool calls as raw text (`<tool_call>`, `<function=...>`,
  ...) or says `finish_reason: tool_calls` without any tool call;
- `truncated`: the model was cut off (max_tokens or context length) before it made any tool call.

`parser_warning(log)` turns a log's `tool_call_parser` samples into the once-per-run warning.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any, Literal

from inspect_ai.event import ErrorEvent, ModelEvent
from inspect_ai.log import EvalLog, transcript
from inspect_ai.model import ChatMessage, ChatMessageAssistant, ContentReasoning, ContentText
from inspect_ai.solver import TaskState

from ..inspect_internals import MODEL_GENERATE_ERROR

TRUNCATION_STOPS = ("max_tokens", "model_length")

InvalidKind = Literal["error", "tool_call_parser", "truncated"]

PARSER_KIND: InvalidKind = "tool_call_parser"
PARSER_METRIC = "parser_suspect"
"""The metric (on `skipped`) that counts samples left unscored by the tool-call parser rule."""

TOOL_CALL_MARKERS = (
    "<tool_call>",  # Hermes / Qwen / GLM
    "<function=",  # Llama 3.1 / Qwen3-Coder XML
    "<|python_tag|>",  # Llama 3.x
    "[TOOL_CALLS]",  # Mistral
    "<|tool_calls_section_begin|>",  # Kimi K2
    "<|tool_call_begin|>",
    "<｜tool▁calls▁begin｜>",  # DeepSeek V3 / R1
    "<｜tool▁call▁begin｜>",
)
"""Raw tool-call syntax of common chat templates: if it reaches the client as text, the server
did not parse it (vLLM without `--enable-auto-tool-choice --tool-call-parser ...`, a wrong
parser, or SGLang without `--tool-call-parser`)."""


def invalid_reason(state: TaskState) -> str | None:
    """Why this sample must be left out of every denominator, or None if it can be scored."""
    found = invalidity(state)
    return found[1] if found else None


def invalidity(state: TaskState) -> tuple[InvalidKind, str] | None:
    """The kind and the reason this sample is invalid, or None if it can be scored."""
    events = transcript().events
    acted = made_tool_call(state.messages)
    errors = [e for e in events if isinstance(e, ErrorEvent)]
    if errors:
        error = errors[-1].error
        summary = error_summary(error.message, error.traceback)
        if not CONTEXT_LENGTH.search(f"{summary}\n{error.message}"):
            return "error", f"error: {summary}"
        # The server refused a prompt longer than the model's context (vLLM and SGLang answer
        # 400, which Inspect reports as an error): the conversation's length ended the sample.
        if not acted:
            return "truncated", f"truncated before any tool call (context length: {summary})"
        return None  # scored on the world as it stands
    if acted:
        return None
    outputs = [e.output for e in events if isinstance(e, ModelEvent)]
    signature = parser_signature(state.messages, outputs)
    if signature is not None:
        return PARSER_KIND, f"{PARSER_REASON}: {signature}; no tool call was parsed"
    stop = state.output.stop_reason if state.output.choices else None  # no output: no model
    if stop in TRUNCATION_STOPS:
        return "truncated", f"truncated before any tool call (stop_reason: {stop})"
    return None


PARSER_REASON = "tool-call parser"
"""How the reason of a sample left unscored by the tool-call parser rule begins."""

CONTEXT_LENGTH = re.compile(
    r"maximum context length|context_length_exceeded|longer than the model's context length"
    r"|exceeds? the (?:model's )?(?:maximum )?context",
    re.IGNORECASE,
)
"""How OpenAI, vLLM and SGLang word a prompt that does not fit the model's context."""

_EXCEPTION_LINE = re.compile(r"^(?:[A-Za-z_]\w*\.)*[A-Za-z_]\w*(?:Error|Exception|Timeout)\w*: \S")
_WRAPPERS = ("tenacity.RetryError", "RetryError", MODEL_GENERATE_ERROR)


def error_summary(message: str | None, traceback: str | None) -> str:
    """One line that says what went wrong, at most 300 characters.

    The root cause in the traceback comes first (`openai.InternalServerError: Error code: 500 -
    ...`, not the `RetryError` Inspect's retries wrap it in, nor the request dump of a
    `ModelGenerateError`); then the message's first line; then the traceback's last line (an
    exception whose `message` is empty).
    """
    for line in (traceback or "").splitlines():
        if _EXCEPTION_LINE.match(line) and not line.startswith(_WRAPPERS):
            return line.strip()[:300]
    summary = _first_line(message) or _last_line(traceback) or "(no message)"
    return summary[:300]


def made_tool_call(messages: Iterable[ChatMessage]) -> bool:
    return any(isinstance(m, ChatMessageAssistant) and m.tool_calls for m in messages)


def parser_signature(messages: Iterable[ChatMessage], outputs: Iterable[Any] = ()) -> str | None:
    """How the server's tool-call parser showed itself broken, or None.

    `outputs` are the model outputs of the sample's calls (from its `ModelEvent`s): a reply whose
    `stop_reason` is `tool_calls` but that carries no tool call is the first signature; raw
    tool-call syntax in any assistant text (answer or reasoning) is the second.
    """
    for output in outputs:
        if not output.choices:
            continue
        if output.stop_reason == "tool_calls" and not output.message.tool_calls:
            return "the server said finish_reason 'tool_calls' but sent no tool call"
    for message in messages:
        if not isinstance(message, ChatMessageAssistant):
            continue
        for text in _texts(message):
            for marker in TOOL_CALL_MARKERS:
                if marker in text:
                    return f"tool calls came back as text ({marker!r} in the reply)"
    return None


def parser_warning(log: EvalLog) -> str | None:
    """The plain-words warning for a run whose server's tool-call parser looks misconfigured.

    None when no sample of the log was left unscored by the tool-call parser rule. Reads the
    samples when the log has them, else the `parser_suspect` metric of its results (so a
    header-only read works too).
    """
    suspects, total = parser_counts(log)
    return parser_message(log.eval.model, suspects, total) if suspects else None


def parser_message(model: str, suspects: int, total: int) -> str:
    """The warning itself: what happened, what it means for the scores, what to do."""
    return (
        f"⚠ The server's tool-call parser is probably misconfigured ({model}): in {suspects} of "
        f"{total} sample(s) the model's tool calls came back as plain text, or the reply said "
        "'tool_calls' without any, and no tool call was ever parsed. Those samples are not "
        "scored (counted in 'skipped'). Start the server with tool-call parsing for this model "
        "(vLLM: --enable-auto-tool-choice --tool-call-parser <parser>, e.g. hermes for Qwen; "
        "SGLang: --tool-call-parser <parser>) and run again."
    )


def parser_counts(log: EvalLog) -> tuple[int, int]:
    """(samples left unscored by the tool-call parser rule, samples) in a log."""
    if log.samples:
        flagged = {
            (s.id, s.epoch)
            for s in log.samples
            for score in (s.scores or {}).values()
            if (score.metadata or {}).get("invalid_kind") == PARSER_KIND
        }
        return len(flagged), len(log.samples)
    results = log.results
    if results is None:
        return 0, 0
    for entry in results.scores:
        for name, metric in entry.metrics.items():
            if name.split("/")[-1] == PARSER_METRIC and metric.value:
                return int(metric.value), results.total_samples
    return 0, results.total_samples


def _texts(message: ChatMessageAssistant) -> list[str]:
    if isinstance(message.content, str):
        return [message.content]
    texts: list[str] = []
    for part in message.content:
        if isinstance(part, ContentText):
            texts.append(part.text)
        elif isinstance(part, ContentReasoning) and not part.redacted:
            texts.append(part.reasoning)
    return texts


def _first_line(text: str | None) -> str:
    lines = [line.strip() for line in (text or "").splitlines() if line.strip()]
    return lines[0] if lines else ""


def _last_line(text: str | None) -> str:
    lines = [line.strip() for line in (text or "").splitlines() if line.strip()]
    return lines[-1] if lines else ""
