"""When a sample cannot be scored honestly: the harness or the endpoint failed, not the agent.

The rules, checked in this order; each gives a `reason` (shown in the score) and a `kind`:

- `refused`: the server refused the call in a way a retry never changes (llama.cpp's "tools
  param requires --jinja flag", a 400 for a parameter, a 404 model, 401/403, an untrusted
  certificate: see `refusals`); it was not retried;
- `error`: another error ended the sample (it survived Inspect's retries); a prompt the server
  refused as longer than the model's context counts as truncation instead (below), or, after a
  tool call, as the end of the sample (scored on the world as it stands);
- `tools_dropped`: the usage the server reported shows the tool definitions cannot have reached
  the model (the first call's prompt is far smaller than the tool schemas alone: a chat template
  that cannot carry tools, e.g. llama.cpp's fallback template) — never when the model made a
  valid call to an offered tool (then the tools did reach it, whatever a proxy's usage says),
  and never on a prompt of 0 tokens (a server or proxy that does not count);
- `tool_call_parser`: the server's tool-call parser signature appears and no tool call was ever
  parsed in the sample: the reply carries tool calls as raw text (`<tool_call>`, `<function=...>`,
  ```` ```tool_code ````, a bare JSON `{"name": ..., "arguments": ...}` naming an offered tool,
  ...) or says `finish_reason: tool_calls` without any tool call;
- `truncated`: the model was cut off (max_tokens or context length) before it made any tool call.

`parser_warning(log)` turns a log's `tool_call_parser` samples into the once-per-run warning;
`endpoints.run_warnings` does the same for the other endpoint kinds. A run whose scored samples
never called a tool is not unscored (the idle baseline means to do nothing, and a model may
answer in words), but `tool_use(log)` and `no_tool_call_message` make it a run-level warning:
its 0s may be a server that never passed the tools on.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from inspect_ai.event import ErrorEvent, ModelEvent
from inspect_ai.log import EvalLog, read_eval_log_sample_summaries, transcript
from inspect_ai.model import ChatMessage, ChatMessageAssistant, ContentReasoning, ContentText
from inspect_ai.solver import TaskState
from inspect_ai.tool import ToolInfo

from ava_inspect.core.inspect_internals import MODEL_GENERATE_ERROR
from ava_inspect.refusals import CONTEXT_LENGTH, refusal_in

TRUNCATION_STOPS = ("max_tokens", "model_length")

InvalidKind = Literal["error", "refused", "tools_dropped", "tool_call_parser", "truncated"]

PARSER_KIND: InvalidKind = "tool_call_parser"
PARSER_METRIC = "parser_suspect"
"""The metric (on `skipped`) that counts samples left unscored by the tool-call parser rule."""
REFUSED_KIND: InvalidKind = "refused"
TOOLS_DROPPED_KIND: InvalidKind = "tools_dropped"

REFUSED_REASON = "refused by the server (not retried)"
"""How the reason of a sample ended by a deterministic refusal begins."""
TOOLS_DROPPED_REASON = "tools not in the prompt"
"""How the reason of a sample whose tool definitions never reached the model begins."""

CHARS_PER_TOKEN_BOUND = 8
"""No tokenizer packs the tool schemas (JSON with Vietnamese descriptions: about 3.2 characters a
token with Gemma's and Qwen's) into fewer tokens than characters / 8: a prompt smaller than that
cannot hold them. The margin is wide on purpose (2.5x): a false alarm would unscore a sample."""

TOOL_CALL_MARKERS = (
    "<tool_call>",  # Hermes / Qwen / GLM
    "<function=",  # Llama 3.1 / Qwen3-Coder XML
    "<|python_tag|>",  # Llama 3.x
    "[TOOL_CALLS]",  # Mistral
    "<|tool_calls_section_begin|>",  # Kimi K2
    "<|tool_call_begin|>",
    "<｜tool▁calls▁begin｜>",  # DeepSeek V3 / R1
    "<｜tool▁call▁begin｜>",
    "```tool_code",  # Gemma
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
            if refusal_in(error.message, error.traceback) is not None:
                return REFUSED_KIND, f"{REFUSED_REASON}: {summary}"
            return "error", f"error: {summary}"
        # The server refused a prompt longer than the model's context (vLLM and SGLang answer
        # 400, which Inspect reports as an error): the conversation's length ended the sample.
        if not acted:
            return "truncated", f"truncated before any tool call (context length: {summary})"
        return None  # scored on the world as it stands
    calls = [e for e in events if isinstance(e, ModelEvent)]
    tool_names = {t.name for call in calls for t in call.tools}
    # a valid call to an offered tool proves the tools reached the model: no usage can say not
    dropped = None if called_offered_tool(state.messages, tool_names) else tools_dropped(calls)
    if dropped is not None:
        return TOOLS_DROPPED_KIND, f"{TOOLS_DROPPED_REASON}: {dropped}"
    if acted:
        return None
    outputs = [e.output for e in calls]
    signature = parser_signature(state.messages, outputs, tool_names)
    if signature is not None:
        return PARSER_KIND, f"{PARSER_REASON}: {signature}; no tool call was parsed"
    stop = state.output.stop_reason if state.output.choices else None  # no output: no model
    if stop in TRUNCATION_STOPS:
        return "truncated", f"truncated before any tool call (stop_reason: {stop})"
    return None


PARSER_REASON = "tool-call parser"
"""How the reason of a sample left unscored by the tool-call parser rule begins."""


SCRIPTED_USAGE = ("mockllm/", "player/")
"""Providers whose usage is not a server's count: a script's (`mockllm`), or none at all (a
person or an agent playing through `avabench play`)."""


def tools_dropped(calls: Sequence[ModelEvent]) -> str | None:
    """Why the tool definitions cannot have reached the model, or None.

    Reads the first call that offered tools and whose usage the server reported: its whole prompt
    (input tokens, cached ones included) must be at least the tool schemas' characters divided
    by `CHARS_PER_TOKEN_BOUND`. No usage, a prompt of 0 tokens (a proxy that does not count) or
    a scripted usage (`mockllm`): no verdict from that call.
    """
    for call in calls:
        usage = call.output.usage if call.output else None
        if not call.tools or usage is None or call.model.startswith(SCRIPTED_USAGE):
            continue
        prompt = (
            usage.input_tokens
            + (usage.input_tokens_cache_read or 0)
            + (usage.input_tokens_cache_write or 0)
        )
        if prompt <= 0:
            continue  # not a count: no prompt that carries a request is 0 tokens
        chars = tool_schema_chars(call.tools)
        floor = chars // CHARS_PER_TOKEN_BOUND
        if prompt >= floor:
            return None
        return (
            f"the server counted {prompt} prompt tokens for the first call, where the "
            f"{len(call.tools)} tool definitions alone need at least {floor} ({chars} characters "
            f"of schema, at most {CHARS_PER_TOKEN_BOUND} a token): the chat template left them out"
        )
    return None


def tool_schema_chars(tools: Sequence[ToolInfo]) -> int:
    """Characters of the tool definitions as JSON (what a chat template renders into the prompt)."""
    return len(json.dumps([t.model_dump(exclude_none=True) for t in tools], ensure_ascii=False))


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
            return _cut(line.strip())
    summary = _first_line(message) or _last_line(traceback) or "(no message)"
    return _cut(summary)


def _cut(text: str, limit: int = 300) -> str:
    """`text` within `limit` characters: cut at the last space before it, with an ellipsis."""
    if len(text) <= limit:
        return text
    head = text[: limit - 1]
    space = head.rfind(" ")
    return (head[:space] if space > limit // 2 else head).rstrip() + "…"


def made_tool_call(messages: Iterable[ChatMessage]) -> bool:
    return any(isinstance(m, ChatMessageAssistant) and m.tool_calls for m in messages)


def tool_call_count(messages: Iterable[ChatMessage]) -> int:
    """Tool calls the assistant made in the conversation (the model's, or a scripted solver's)."""
    return sum(len(m.tool_calls or []) for m in messages if isinstance(m, ChatMessageAssistant))


def called_offered_tool(messages: Iterable[ChatMessage], tool_names: Iterable[str]) -> bool:
    """Whether the assistant made a well-formed call (its arguments parsed) to one of the tools
    offered to it (`tool_names`)."""
    offered = set(tool_names)
    return any(
        call.function in offered and call.parse_error is None
        for m in messages
        if isinstance(m, ChatMessageAssistant)
        for call in m.tool_calls or []
    )


def parser_signature(
    messages: Iterable[ChatMessage], outputs: Iterable[Any] = (), tool_names: Iterable[str] = ()
) -> str | None:
    """How the server's tool-call parser showed itself broken, or None.

    `outputs` are the model outputs of the sample's calls (from its `ModelEvent`s): a reply whose
    `stop_reason` is `tool_calls` but that carries no tool call is the first signature; raw
    tool-call syntax in any assistant text (answer or reasoning) is the second; a bare JSON call
    (`{"name": ..., "arguments"|"parameters": {...}}`, alone or in a list) is the third — when
    it names one of `tool_names` (the tools offered), or, without them, when it is the whole
    reply. An ordinary reply that happens to hold JSON names no offered tool.
    """
    names = set(tool_names)
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
            name = bare_json_call(text, names)
            if name is not None:
                return f"tool calls came back as text (bare JSON call of {name!r} in the reply)"
    return None


_JSON_OBJECT_START = re.compile(r"\{\s*\"")
_FENCE = re.compile(r"^```[\w-]*\s*\n?(.*?)\n?```$", re.DOTALL)
_IDENTIFIER = re.compile(r"^[A-Za-z_][\w.\-]*$")
_MAX_CANDIDATES = 200


def bare_json_call(text: str, tool_names: set[str]) -> str | None:
    """The tool a bare JSON call in `text` names, or None.

    A call is an object with a string `name` and an `arguments` or `parameters` object (or JSON
    string), or OpenAI's `{"function": {...}}` wrapping of one. With `tool_names`, a call anywhere
    in the text counts if it names an offered tool; without them, only a reply that is nothing
    but calls (optionally in one code fence) counts.
    """
    if tool_names:
        decoder = json.JSONDecoder()
        for n, found in enumerate(_JSON_OBJECT_START.finditer(text)):
            if n >= _MAX_CANDIDATES:
                break
            try:
                value, _ = decoder.raw_decode(text, found.start())
            except ValueError:
                continue
            name = _call_name(value)
            if name in tool_names:
                return name
        return None
    body = text.strip()
    fenced = _FENCE.match(body)
    if fenced:
        body = fenced.group(1).strip()
    try:
        value = json.loads(body)
    except ValueError:
        return None
    calls = value if isinstance(value, list) and value else [value]
    names = [_call_name(c) for c in calls]
    if all(n is not None and _IDENTIFIER.match(n) for n in names):
        return names[0]
    return None


def _call_name(value: Any) -> str | None:
    if not isinstance(value, dict):
        return None
    if isinstance(value.get("function"), dict):
        value = value["function"]
    name = value.get("name")
    args = value.get("arguments", value.get("parameters"))
    if isinstance(name, str) and (isinstance(args, dict) or _is_json_object(args)):
        return name
    return None


def _is_json_object(value: Any) -> bool:
    if not isinstance(value, str):
        return False
    try:
        return isinstance(json.loads(value), dict)
    except ValueError:
        return False


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
    counts = kind_counts(log)
    return counts.parser, counts.samples


KIND_METRICS = {
    PARSER_KIND: PARSER_METRIC,
    TOOLS_DROPPED_KIND: "tools_dropped",
    REFUSED_KIND: "refused",
}
"""The metric (on `skipped`) that counts each kind of unscored sample."""


@dataclass(frozen=True)
class KindCounts:
    """How many samples of a log were left unscored, by kind (`KIND_METRICS`'s kinds)."""

    samples: int
    kinds: dict[str, int]

    def of(self, kind: str) -> int:
        return self.kinds.get(kind, 0)

    @property
    def parser(self) -> int:
        return self.of(PARSER_KIND)


def kind_counts(log: EvalLog) -> KindCounts:
    """Unscored samples by kind: from the samples when the log has them, else from the metrics
    of its results (so a header-only read, as the CLI's end-of-run hook gets, works too)."""
    if log.samples:
        kinds: dict[str, set[tuple[Any, int]]] = {}
        for sample in log.samples:
            for score in (sample.scores or {}).values():
                kind = (score.metadata or {}).get("invalid_kind")
                value = score.value if isinstance(score.value, dict) else {}
                if kind in KIND_METRICS and value.get("skipped"):
                    kinds.setdefault(kind, set()).add((sample.id, sample.epoch))
        return KindCounts(len(log.samples), {k: len(v) for k, v in kinds.items()})
    results = log.results
    if results is None:
        return KindCounts(0, {})
    by_metric = {metric: kind for kind, metric in KIND_METRICS.items()}
    found: dict[str, int] = {}
    for entry in results.scores:
        for name, metric in entry.metrics.items():
            kind = by_metric.get(name.split("/")[-1])
            if kind is not None and metric.value:
                found[kind] = int(metric.value)
    return KindCounts(results.total_samples, found)


IDLE_SOLVER = "ava_inspect/idle"
"""The baseline that answers without acting (`oracles.baselines.idle`): it never calls a tool."""

TOOL_CALLS_KEY = "tool_calls"
"""The score metadata key that counts the sample's tool calls (every score, scored or not)."""


@dataclass(frozen=True)
class ToolUse:
    """How many of a log's scored samples called a tool."""

    scored: int
    """Scored samples whose score counts their tool calls."""
    calling: int
    """Those that called at least one tool."""


def tool_use(log: EvalLog) -> ToolUse | None:
    """Tool use over a log's scored samples: from its samples, or (a header-only log, as an
    eval set's run-end hook gets) from the sample summaries in its file. None when no scored
    sample counts its tool calls (a log made before the scorer did) or the file cannot be read."""
    if log.samples:
        scores = [score for s in log.samples for score in (s.scores or {}).values()]
    else:
        if not log.location:
            return None
        try:
            summaries = read_eval_log_sample_summaries(log.location)
        except Exception:  # a log the hook cannot read: no verdict, never a crash
            return None
        scores = [score for s in summaries for score in (s.scores or {}).values()]
    counts = [
        count
        for score in scores
        if isinstance(score.value, dict) and score.value.get("skipped") == 0
        for count in [(score.metadata or {}).get(TOOL_CALLS_KEY)]
        if isinstance(count, int)
    ]
    if not counts:
        return None
    return ToolUse(len(counts), sum(1 for c in counts if c > 0))


def no_tool_call_message(model: str, solver: str | None, scored: int) -> str:
    """What to say of a run none of whose `scored` samples called a tool: a note for the idle
    baseline (it means to), a warning for anything else."""
    if solver == IDLE_SOLVER:
        return (
            f"ℹ 0 of {scored} samples called a tool: the idle baseline ({IDLE_SOLVER}) answers "
            "without acting, by design; its samples stay scored (the floor)."
        )
    if model == "none/none":
        return (
            f"⚠ 0 of {scored} samples called a tool: the solver {solver or '(default)'} acted "
            "on nothing (there is no model), so every score is the world as it was seeded."
        )
    return (
        f"⚠ 0 of {scored} samples called a tool ({model}): check the server's tool support. "
        "The model answered in words every time; its samples are scored (0 where the task "
        "needed an action), but a server that never passed the tools on, or cannot return "
        "tool calls, gives the same 0s (vLLM: --enable-auto-tool-choice --tool-call-parser "
        "<parser>; SGLang: --tool-call-parser <parser>; llama.cpp: --jinja and a chat template "
        "that renders tools)."
    )


def scored_counts(log: EvalLog) -> tuple[int, int]:
    """(samples scored, samples planned) in a log; epochs count once per sample, reduced."""
    results = log.results
    planned = results.total_samples if results is not None else len(log.samples or [])
    if log.samples:
        scored = {
            s.id
            for s in log.samples
            for score in (s.scores or {}).values()
            if isinstance(score.value, dict) and score.value.get("skipped") == 0
        }
        return len(scored), planned
    if results is None:
        return 0, 0
    for entry in results.scores:
        if entry.name == "task_completed_correctly":
            if entry.scored_samples is not None:
                return entry.scored_samples, planned
            means = [m.value for m in entry.metrics.values() if m.name == "mean"]
            return (planned if means and not math.isnan(means[0]) else 0), planned
    return 0, planned


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
