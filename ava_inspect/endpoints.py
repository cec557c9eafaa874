"""The model endpoint: what AVABench adds to Inspect's handling of a real server.

Per model, once, before the run's first call (the `endpoint_setup` solver):

- TLS: `SSL_CERT_FILE` (or `SSL_CERT_DIR`) pointing at an internal CA is the safe way; Inspect's
  OpenAI clients honour it as they are. `AVABENCH_SSL_VERIFY=0` is the explicit insecure opt-in:
  the evaluated model's OpenAI client gets a transport that does not verify certificates.
  Nothing else turns verification off. Each sample's trace and the log's task metadata
  (`ssl_verify`) record it, and the console says so when the run starts and ends.
- Deterministic refusals (`refusals`: llama.cpp's "tools param requires --jinja flag", a 400,
  a 404 model, 401/403, an untrusted certificate) are never retried, neither by Inspect (the
  provider's `should_retry` says no) nor by the openai client (a reply is marked
  `x-should-retry: false`, the client's own convention; a certificate, see below); the console
  says how to fix it.
- What the model sends is data, never a crash: a lone UTF-16 surrogate anywhere in a reply (a
  tool call's arguments, the answer's text; JSON can carry `\\ud800`, UTF-8 cannot) becomes
  U+FFFD before Inspect records the reply (`without_lone_surrogates`), so the log can be written
  and the tools refuse the text like any broken character; tool-call arguments sent as a JSON
  object rather than as JSON text (some servers do) are read as the same JSON
  (`arguments_as_json_text`).
- An untrusted certificate fails the request at once: the openai client, which retries a failed
  connection by itself, gets an error it passes on without a retry (`refuse_untrusted_certificate`).
- The output cap: self-hosted OpenAI-compatible providers get `DEFAULT_MAX_TOKENS` when the run
  gives no `--max-tokens` (through the provider's own default, the slot Inspect fills
  `max_tokens` from); hosted providers keep their own defaults.

Per run (`RunGuard`, the task's `early_stopping`): the reducers are checked (see
`scorers.reducers`), and a run whose first samples were all refused stops scheduling the rest.

At the end of a run the console says, once each: the tool-call parser looks misconfigured; the
tools never reached the model; the server refused; no scored sample called a tool (its samples
stay scored; a note for the idle baseline); TLS was off; and, loudly, that nothing was scored — then `inspect eval` / `inspect eval-retry` exit non-zero (`RUN_UNSCORED_EXIT`).

Inspect's private APIs used here are all in the section "Private Inspect APIs" at the end.
"""

from __future__ import annotations

import dataclasses
import json
import os
import re
import ssl
import sys
from collections.abc import Callable, Sequence
from typing import Any, TypeVar, cast
from urllib.parse import urlsplit, urlunsplit

import openai
from inspect_ai.dataset import Sample
from inspect_ai.hooks import Hooks, RunEnd, RunStart, hooks
from inspect_ai.log import EvalLog, EvalSpec, transcript
from inspect_ai.model import Model, get_model
from inspect_ai.scorer import SampleScore
from inspect_ai.solver import Generate, Solver, TaskState, solver
from inspect_ai.util import EarlyStop
from pydantic import BaseModel

from ava_inspect.core.inspect_internals import (
    connect_timeout,
    default_client_kwargs,
    exit_inspect_cli,
    override_chat_choices,
    override_generate,
    override_max_tokens,
    override_should_retry,
    provider_client_timeout,
    provider_http_client,
    replace_provider_http_client,
)
from ava_inspect.interrupts import ignore_forwarded_interrupt
from ava_inspect.refusals import Refusal, classify, exception_chain, refusal_of
from ava_inspect.scorers.reducers import check_reducers
from ava_inspect.scorers.validity import (
    REFUSED_KIND,
    TOOLS_DROPPED_KIND,
    kind_counts,
    no_tool_call_message,
    parser_message,
    scored_counts,
    tool_use,
)

SSL_VERIFY_ENV = "AVABENCH_SSL_VERIFY"
OFF_VALUES = ("0", "false", "no", "off")
ON_VALUES = ("1", "true", "yes", "on")

INSECURE_NOTICE = (
    f"⚠ TLS certificate verification is OFF for the model endpoint ({SSL_VERIFY_ENV}=0): the "
    "connection is encrypted but the server is not authenticated. To trust an internal CA "
    "instead, unset it and set SSL_CERT_FILE to the CA's certificate (PEM)."
)

DEFAULT_MAX_TOKENS = 8192
"""Output tokens per model call on self-hosted servers when the run gives no `--max-tokens`
(docs/running.md, "Limits: the safe defaults"): an agent turn is one tool call and its reasoning (hundreds to a few
thousand tokens, thinking models included); runaway text stops at 8192 instead of running to the
end of the context (vLLM, SGLang) or forever (llama.cpp); and a 32k-context vLLM server, which
rejects a request whose prompt plus max_tokens exceeds its context, still has room for ~8k tokens
of conversation after the ~16k-token office prompt."""

SELF_HOSTED_PROVIDERS = ("openai-api", "vllm", "sglang", "ollama", "llama-cpp-python")
"""Providers whose servers do not bound a reply by themselves. Hosted APIs (openai, anthropic,
google, ...) keep their own default: they cap a reply at the model's limit, and reject an explicit
max_tokens above it."""

REFUSAL_STOP_AFTER = 3
"""A run whose first this-many finished samples (fewer if the run is smaller) were all refused
stops scheduling the others."""

RUN_UNSCORED_EXIT = 1
"""`inspect eval` / `eval-retry` exit status when an AVABench run scored no sample, or its log
says `error`."""

NOTICES_NAME = "avabench_notices"
NOTICES_DESCRIPTION = (
    "AVABench: at the end of a run, says why samples went unscored (server refusals, tools that "
    "never reached the model, a misconfigured tool-call parser), when no scored sample called a "
    "tool, when TLS verification was off, and exits non-zero when nothing was scored."
)

_notices_registered = False
_seen_refusals: dict[str, tuple[Refusal, str]] = {}
"""Refusals met in this process: kind -> (refusal, the server's words), first seen first."""


def ssl_verify() -> bool:
    """False only when `AVABENCH_SSL_VERIFY` asks to turn verification off (0/false/no/off)."""
    raw = os.environ.get(SSL_VERIFY_ENV)
    value = (raw or "").strip().lower()
    if value in ("", *ON_VALUES):
        return True
    if value in OFF_VALUES:
        return False
    raise ValueError(
        f"{SSL_VERIFY_ENV}={raw!r} is not understood: set it to 0 to turn TLS certificate "
        "verification off for the model endpoint (insecure), or unset it; to trust an internal "
        "CA, set SSL_CERT_FILE to the CA's certificate instead."
    )


def _ssl_verify_or_default() -> bool:
    try:
        return ssl_verify()
    except ValueError:
        return True


def note_avabench_task() -> None:
    """Called when an AVABench task is built: registers the run notices in this process.

    Registered here rather than on import, so Inspect's start-up banner ("hooks enabled: ...")
    stays out of runs that use no AVABench task (the entry point is imported by every run).
    """
    global _notices_registered
    if not _notices_registered:
        hooks(name=NOTICES_NAME, description=NOTICES_DESCRIPTION)(AvabenchNotices)
        _notices_registered = True


# ---------------------------------------------------------------- per model


def prepare_model(model: Model, verify: bool) -> None:
    """Everything AVABench sets on the evaluated model, once (see the module docstring)."""
    api: Any = model.api
    if getattr(api, _PREPARED, False):
        return
    if not verify:
        _disable_tls_verification(api)
    _refuse_without_retry(api)
    override_generate(api, without_lone_surrogates)
    override_chat_choices(api, arguments_as_json_text)
    if str(model).split("/", 1)[0] in SELF_HOSTED_PROVIDERS:
        _default_max_tokens(api, DEFAULT_MAX_TOKENS)
    setattr(api, _PREPARED, True)


def disable_tls_verification(model: Model) -> bool:
    """Give `model`'s OpenAI client a transport that does not verify certificates (once).

    False when the model has no such client (e.g. `none`, `mockllm`, a non-OpenAI provider).
    """
    return _disable_tls_verification(model.api)


@solver
def endpoint_setup() -> Solver:
    """Prepare the evaluated model (`prepare_model`); record `AVABENCH_SSL_VERIFY=0` in the trace."""

    async def solve(state: TaskState, generate: Generate) -> TaskState:
        verify = ssl_verify()
        model = get_model()
        prepare_model(model, verify)
        if not verify and _has_openai_client(model.api):
            transcript().info(INSECURE_NOTICE, source="avabench")
        return state

    return solve


async def mark_final_refusal(response: Any) -> None:
    """An httpx response hook: a 5xx that is a deterministic refusal gets `x-should-retry: false`
    (the openai client retries 5xx replies itself, unless told not to)."""
    if response.status_code < 500:
        return  # 4xx: the client retries only 408, 409 and 429, which may pass
    await response.aread()
    if classify(response.status_code, response.text) is not None:
        response.headers["x-should-retry"] = "false"


async def refuse_untrusted_certificate(send: Any, request: Any, **kwargs: Any) -> Any:
    """`send(request)`, an httpx client's; a certificate that does not verify raises an
    `openai.APIConnectionError`, which the openai client passes on at once (it retries the
    connection errors of httpx, but not its own errors), instead of httpx's `ConnectError`."""
    try:
        return await send(request, **kwargs)
    except Exception as ex:
        if not any(isinstance(c, ssl.SSLCertVerificationError) for c in exception_chain(ex)):
            raise
        raise openai.APIConnectionError(request=request) from ex


T = TypeVar("T")

_SURROGATE = re.compile("[\ud800-\udfff]")


def without_lone_surrogates(value: T) -> T:
    """`value` (a model's reply: its output, its raw call, any string, list, dict, pydantic
    model or dataclass in them) with every UTF-16 surrogate that is not half of a pair replaced
    by U+FFFD, in place; a pair written as two halves becomes its character."""
    if isinstance(value, str):
        if _SURROGATE.search(value) is None:
            return value
        clean = value.encode("utf-16", "surrogatepass").decode("utf-16", "replace")
        return cast(T, clean)
    if isinstance(value, tuple):
        items: Any = tuple(without_lone_surrogates(v) for v in value)
        return value if all(a is b for a, b in zip(items, value, strict=True)) else items
    if isinstance(value, list):
        for i, item in enumerate(value):
            value[i] = without_lone_surrogates(item)
    elif isinstance(value, dict):
        for key in list(value):
            clean_key = without_lone_surrogates(key)
            item = value.pop(key) if clean_key is not key else value[key]
            value[clean_key] = without_lone_surrogates(item)
    elif isinstance(value, BaseModel):
        for name, item in list(vars(value).items()):
            cleaned = without_lone_surrogates(item)
            if cleaned is not item:
                vars(value)[name] = cleaned
        without_lone_surrogates(value.__pydantic_extra__)
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            item = getattr(value, f.name)
            cleaned = without_lone_surrogates(item)
            if cleaned is not item:
                object.__setattr__(value, f.name, cleaned)
    return value


def arguments_as_json_text(completion: Any) -> Any:
    """An OpenAI chat completion whose tool calls carry their `arguments` as JSON text, as the
    API defines them: an object (or any other JSON value) some servers send instead is written
    out as the JSON it is."""
    for choice in getattr(completion, "choices", None) or []:
        message = getattr(choice, "message", None)
        for call in getattr(message, "tool_calls", None) or []:
            function = getattr(call, "function", None)
            arguments = getattr(function, "arguments", None)
            if function is not None and arguments is not None and not isinstance(arguments, str):
                function.arguments = json.dumps(arguments, ensure_ascii=False)
    return completion


def server_words(ex: BaseException) -> str:
    """What the server (or the TLS layer) said: the error's message, and its root cause's."""
    chain = exception_chain(ex)
    status_error = next((c for c in chain if isinstance(c, openai.APIStatusError)), None)
    if status_error is not None:
        return status_error.message
    root = next((str(c) for c in reversed(chain) if str(c)), "")
    words = str(ex)
    return words if root in ("", words) else f"{words} ({root})"


def note_refusal(refusal: Refusal, words: str) -> None:
    """Say once per kind, at once, that the server refused and how to fix it."""
    if refusal.kind in _seen_refusals:
        return
    _seen_refusals[refusal.kind] = (refusal, words)
    _say(refusal_message(refusal, words))


def refusal_message(refusal: Refusal, words: str, samples: int | None = None) -> str:
    counted = f" in {samples} sample(s)" if samples else ""
    return (
        f"⚠ The model server refused the request{counted}, and will every time (not retried; "
        f"those samples are unscored): {_shorten(words)}\n  Fix: {refusal.fix}."
    )


# ---------------------------------------------------------------- per run


class RunGuard:
    """The task's early-stopping manager (Inspect's `EarlyStopping` protocol).

    At the start it refuses epoch reducers the run cannot use (`check_reducers`; the task refuses
    them earlier, before the log, and this catches a run that bypassed that). It
    stops scheduling samples once the first `REFUSAL_STOP_AFTER` finished samples (fewer if the
    run is smaller) were all refused by the server: the rest would be refused too.
    """

    def __init__(self, stop_after: int = REFUSAL_STOP_AFTER) -> None:
        self.stop_after = stop_after
        self.planned = 0
        self.finished = 0
        self.refused = 0
        self.stopped: str | None = None

    async def start_task(self, task: EvalSpec, samples: list[Sample], epochs: int) -> str:
        check_reducers(task.config.epochs_reducer, epochs)
        self.planned = len(samples) * epochs
        self.finished = self.refused = 0  # a Task object may run again (eval-set retries)
        self.stopped = None
        return "avabench_run_guard"

    async def schedule_sample(self, id: str | int, epoch: int) -> EarlyStop | None:
        if self.stopped is None:
            return None
        return EarlyStop(id=id, epoch=epoch, reason=self.stopped)

    async def complete_sample(
        self, id: str | int, epoch: int, scores: dict[str, SampleScore]
    ) -> None:
        self.finished += 1
        if any(
            (s.score.metadata or {}).get("invalid_kind") == REFUSED_KIND for s in scores.values()
        ):
            self.refused += 1
        first = min(self.stop_after, self.planned or self.stop_after)
        if self.stopped is None and self.finished == first and self.refused == first:
            self.stopped = (
                f"not run: the server refused each of the first {first} sample(s) and would "
                "refuse this one too"
            )
            if self.planned > self.finished:
                _say(
                    f"⚠ AVABench stops the run: the server refused each of its first {first} "
                    "sample(s) and would refuse the others too. Fix the server (see above), then "
                    "resume with `inspect eval-retry <log>`."
                )

    async def complete_task(self) -> dict[str, Any]:
        return {"stopped": self.stopped, "refused": self.refused, "finished": self.finished}


# ---------------------------------------------------------------- end of run


TOOLS_DROPPED_FIX = (
    "start llama-server with --jinja and a chat template that renders tools (the model's own, "
    "or --chat-template-file <template.jinja>); a base model with no chat template gets "
    "llama.cpp's fallback template, which drops them"
)


def run_warnings(logs: Sequence[EvalLog]) -> list[str]:
    """What the console says at the end of a run, each once: parser, tools, refusals, a run
    that never called a tool, TLS, and the loud notice when nothing was scored."""
    lines: list[str] = []
    counted = [(log, kind_counts(log)) for log in logs]
    total = sum(c.samples for _, c in counted)

    def models(kind: str) -> str:
        return ", ".join(sorted({log.eval.model for log, c in counted if c.of(kind)}))

    parser = sum(c.parser for _, c in counted)
    if parser:
        lines.append(parser_message(models("parser"), parser, total))
    dropped = sum(c.of(TOOLS_DROPPED_KIND) for _, c in counted)
    if dropped:
        lines.append(
            f"⚠ The tool definitions never reached the model ({models(TOOLS_DROPPED_KIND)}): in "
            f"{dropped} of {total} sample(s) the server counted fewer prompt tokens than the tool "
            "schemas alone need, so its chat template left them out. Those samples are not "
            f"scored (counted in 'skipped').\n  Fix: {TOOLS_DROPPED_FIX}."
        )
    refused = sum(c.of(REFUSED_KIND) for _, c in counted)
    if refused:
        if _seen_refusals:
            for refusal, words in _seen_refusals.values():
                lines.append(refusal_message(refusal, words, refused))
        else:
            lines.append(
                f"⚠ The model server refused {refused} sample(s) in a way a retry does not "
                "change (not retried; unscored): each sample's score reason has its words."
            )
    for log in logs:
        notice = no_tool_call_notice(log)
        if notice:
            lines.append(notice)
    if not _ssl_verify_or_default():
        lines.append(INSECURE_NOTICE)
    for log in logs:
        notice = unscored_run_notice(log)
        if notice:
            lines.append(notice)
    return lines


def no_tool_call_notice(log: EvalLog) -> str | None:
    """The warning for an AVABench run none of whose scored samples called a tool (a note for
    the idle baseline), or None; its samples stay scored (`validity.no_tool_call_message`)."""
    if not _is_avabench(log) or log.status == "cancelled":
        return None
    use = tool_use(log)
    if use is None or not use.scored or use.calling:
        return None
    return no_tool_call_message(log.eval.model, log.eval.solver, use.scored)


def unscored_run_notice(log: EvalLog) -> str | None:
    """The loud notice for an AVABench run that scored no sample, or None."""
    if not _is_avabench(log) or log.status == "cancelled":
        return None
    scored, total = scored_counts(log)
    if scored or not total:
        return None
    bar = "!" * 72
    return (
        f"{bar}\n!! NOTHING WAS SCORED: none of the {total} sample(s) of this run "
        f"({log.eval.task}, {log.eval.model}) got a score. The endpoint or the model setup\n!! "
        "failed (see the notices above and each sample's reason); the numbers of this run "
        "mean nothing.\n"
        f"!! Log: {log.location}\n{bar}"
    )


def _is_avabench(log: EvalLog) -> bool:
    return "ssl_verify" in (log.eval.metadata or {})


def _say(text: str) -> None:
    """To stderr, whatever `--display` is (Inspect's console is silent with `--display none`)."""
    print(text, file=sys.stderr, flush=True)


def _shorten(text: str, limit: int = 400) -> str:
    one_line = " ".join(text.split())
    return one_line if len(one_line) <= limit else one_line[: limit - 1] + "…"


class AvabenchNotices(Hooks):
    """Console notices for runs of AVABench tasks (registered once one is built)."""

    async def on_run_start(self, data: RunStart) -> None:
        ignore_forwarded_interrupt()  # one Ctrl-C, one interrupt, under `uv run` too
        _seen_refusals.clear()
        if not _ssl_verify_or_default():
            _say(INSECURE_NOTICE)

    async def on_run_end(self, data: RunEnd) -> None:
        logs = list(data.logs)
        for line in run_warnings(logs):
            _say(line)
        if data.exception is None and any(run_failed(log) for log in logs):
            _exit_from_cli(RUN_UNSCORED_EXIT)


def run_failed(log: EvalLog) -> bool:
    """An AVABench run that must not end the command with success: its log says `error` (e.g.
    a refused reducer), or it scored nothing."""
    return _is_avabench(log) and (log.status == "error" or unscored_run_notice(log) is not None)


# ---------------------------------------------------------------- the evaluated model's client
#
# What leans on Inspect's internals (a provider's HTTP client, per-instance overrides of
# `should_retry` and `max_tokens`, the CLI's exit status) goes through `inspect_internals`.

_PREPARED = "_avabench_prepared"
_MARK_INSECURE = "_avabench_insecure_tls"
_MARK_HOOKED = "_avabench_refusal_hook"


def _has_openai_client(api: Any) -> bool:
    return provider_http_client(api) is not None


def _disable_tls_verification(api: Any) -> bool:
    if getattr(api, _MARK_INSECURE, False):
        return True
    if provider_http_client(api) is None:
        return False
    import httpx2
    from openai import DefaultAsyncHttpxClient

    kwargs: dict[str, Any] = {"verify": False}
    client_timeout = provider_client_timeout(api)
    if client_timeout is not None:  # as the provider builds it for `-M client_timeout=...`
        kwargs["timeout"] = httpx2.Timeout(
            timeout=client_timeout, connect=max(client_timeout, connect_timeout())
        )
    # The provider's own `initialize()` rebuilds its OpenAI client around `http_client`.
    replace_provider_http_client(api, DefaultAsyncHttpxClient(**default_client_kwargs(**kwargs)))
    setattr(api, _MARK_INSECURE, True)
    setattr(api, _MARK_HOOKED, False)  # a new client: hook it again
    return True


def _refuse_without_retry(api: Any) -> None:
    """Deterministic refusals: no retry by Inspect, none by the openai client."""

    def should_retry(
        ex: BaseException, provider_should_retry: Callable[[BaseException], Any]
    ) -> Any:
        refusal = refusal_of(ex)
        if refusal is not None:
            note_refusal(refusal, server_words(ex))
            return False
        return provider_should_retry(ex)

    override_should_retry(api, should_retry)
    _mark_refusals_final(api)


def _mark_refusals_final(api: Any) -> None:
    client = provider_http_client(api)
    if client is None or getattr(api, _MARK_HOOKED, False):
        return
    client.event_hooks["response"].append(mark_final_refusal)
    send = client.send
    client.send = lambda request, **kwargs: refuse_untrusted_certificate(send, request, **kwargs)
    setattr(api, _MARK_HOOKED, True)


def _default_max_tokens(api: Any, cap: int) -> None:
    override_max_tokens(api, cap)


def _exit_from_cli(status: int) -> None:
    exit_inspect_cli(status)


def endpoint_base_url() -> str | None:
    """The evaluated model's server, without credentials: what an AVABench task records in its
    metadata (`base_url`) when it is built, so runs against different servers are told apart
    (Inspect logs `model_base_url` only when `--model-base-url` is given, not a provider's
    `<SERVICE>_BASE_URL`). None when there is no model or it has no base URL (`none`)."""
    try:
        from inspect_ai.model import get_model

        url = getattr(get_model().api, "base_url", None)
    except Exception:  # no active model (a task built outside a run): nothing to record
        return None
    return safe_url(str(url)) if url else None


def safe_url(url: str) -> str:
    """A URL without user info, query or fragment (they may carry credentials)."""
    try:
        parts = urlsplit(url)
    except ValueError:
        return "(unreadable URL)"
    host = parts.hostname or ""
    if parts.port:
        host = f"{host}:{parts.port}"
    return urlunsplit((parts.scheme, host, parts.path, "", ""))


PLAYER_PROVIDER = "player"


def is_player(model_name: str) -> bool:
    """Whether a model name (`provider/name`) is a played run."""
    return model_name.split("/", 1)[0] == PLAYER_PROVIDER
