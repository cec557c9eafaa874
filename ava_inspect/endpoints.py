"""The model endpoint: TLS verification, and what a run says about its endpoint at start and end.

TLS: `SSL_CERT_FILE` (or `SSL_CERT_DIR`) pointing at an internal CA is the safe way; Inspect's
OpenAI clients honour it as they are. `AVABENCH_SSL_VERIFY=0` is the explicit insecure opt-in: the
`endpoint_setup` solver gives the evaluated model's OpenAI client (Inspect's `openai`,
`openai-api`, `vllm`, `sglang`, ... providers) a transport that does not verify certificates, once,
before the run's first model call. Nothing else is changed and nothing else turns verification
off. Each sample's trace and the log's task metadata (`ssl_verify`) record it, and the console
says so when the run starts and ends.

At the end of a run the console also says, once, when the server's tool-call parser looks
misconfigured (see `scorers.validity.parser_warning`).
"""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence
from typing import Any

from inspect_ai.hooks import Hooks, RunEnd, RunStart, hooks
from inspect_ai.log import EvalLog, transcript
from inspect_ai.model import Model, get_model
from inspect_ai.solver import Generate, Solver, TaskState, solver

from .inspect_internals import (
    connect_timeout,
    default_client_kwargs,
    provider_client_timeout,
    provider_http_client,
    replace_provider_http_client,
)
from .scorers.validity import parser_counts, parser_message

SSL_VERIFY_ENV = "AVABENCH_SSL_VERIFY"
OFF_VALUES = ("0", "false", "no", "off")
ON_VALUES = ("1", "true", "yes", "on")

INSECURE_NOTICE = (
    f"⚠ TLS certificate verification is OFF for the model endpoint ({SSL_VERIFY_ENV}=0): the "
    "connection is encrypted but the server is not authenticated. To trust an internal CA "
    "instead, unset it and set SSL_CERT_FILE to the CA's certificate (PEM)."
)

_MARK = "_avabench_insecure_tls"
_notices_registered = False
NOTICES_NAME = "avabench_notices"
NOTICES_DESCRIPTION = (
    "AVABench: at the end of a run, warns once when the server's tool-call parser looks "
    "misconfigured; says when TLS verification was off."
)


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


def disable_tls_verification(model: Model) -> bool:
    """Give `model`'s OpenAI client a transport that does not verify certificates (once).

    False when the model has no such client (e.g. `none`, `mockllm`, a non-OpenAI provider).
    """
    api: Any = model.api
    if getattr(api, _MARK, False):
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
    setattr(api, _MARK, True)
    return True


@solver
def endpoint_setup() -> Solver:
    """Honour `AVABENCH_SSL_VERIFY=0` for the evaluated model, and record it in the trace."""

    async def solve(state: TaskState, generate: Generate) -> TaskState:
        if not ssl_verify() and disable_tls_verification(get_model()):
            transcript().info(INSECURE_NOTICE, source="avabench")
        return state

    return solve


def run_warnings(logs: Sequence[EvalLog]) -> list[str]:
    """What the console says at the end of a run: the parser warning (once), TLS off."""
    lines: list[str] = []
    flagged = [(log, *parser_counts(log)) for log in logs]
    suspects = sum(s for _, s, _ in flagged)
    if suspects:
        total = sum(t for _, _, t in flagged)
        models = sorted({log.eval.model for log, s, _ in flagged if s})
        lines.append(parser_message(", ".join(models), suspects, total))
    if not _ssl_verify_or_default():
        lines.append(INSECURE_NOTICE)
    return lines


def _say(text: str) -> None:
    """To stderr, whatever `--display` is (Inspect's console is silent with `--display none`)."""
    print(text, file=sys.stderr, flush=True)


class AvabenchNotices(Hooks):
    """Console notices for runs of AVABench tasks (registered once one is built)."""

    async def on_run_start(self, data: RunStart) -> None:
        if not _ssl_verify_or_default():
            _say(INSECURE_NOTICE)

    async def on_run_end(self, data: RunEnd) -> None:
        for line in run_warnings(list(data.logs)):
            _say(line)
