"""What set a run's model replies apart, and labels that tell runs apart.

A run's `generation` is everything in its log that shapes what the model replies: the effective
generate config (`max_tokens`, `temperature`, `top_p`, `reasoning_effort`, `extra_body`, `seed`,
... with the task's defaults and the command line's overrides merged, as Inspect logs it in the
plan), the server (`--model-base-url`, or the `base_url` the task recorded), the model args
(`-M`) and the sample limits. Fields that only change how a call is made (retries, timeouts,
connections) are left out. Secrets never reach a label: values under key-, token-, secret- or
password-like names are masked, and a URL loses its user info and query.

`distinguish(runs)` labels each run by the fields whose values differ among the runs shown.
"""

from __future__ import annotations

import json
import re
from collections import defaultdict
from dataclasses import replace
from typing import TYPE_CHECKING, Any
from urllib.parse import urlsplit, urlunsplit

if TYPE_CHECKING:
    from .runs import Run

TRANSPORT = frozenset(
    {
        "max_retries",
        "timeout",
        "attempt_timeout",
        "stream_idle_timeout",
        "max_connections",
        "adaptive_connections",
        "batch",
        "cache",
        "cache_prompt",
    }
)
"""Generate-config fields that change how a call is made, not what the model replies."""

LIMITS = ("message_limit", "token_limit", "time_limit", "working_limit")
"""Eval-config fields that bound what a sample can do (`--message-limit`, ...)."""

ORDER = (
    "base_url",
    "max_tokens",
    "temperature",
    "top_p",
    "top_k",
    "reasoning_effort",
    "reasoning_tokens",
    "seed",
    "extra_body",
    *LIMITS,
)
"""Shown first, in this order; every other field after them, alphabetically."""

SECRET = re.compile(
    r"(?:^|[-_.])(?:api[-_]?key|key|token|access[-_]?token|secret|password|passwd|auth"
    r"|authorization|cookie|bearer)(?:$|[-_.])",
    re.IGNORECASE,
)
"""A model arg's or a header's name whose value may be a credential (masked in labels)."""
DEFAULT = "default"
"""What a label shows for a field a run left unset (the server's or the task's default)."""


def generation(header: Any) -> dict[str, str]:
    """What shapes a run's model replies, from its log header; values as shown in labels."""
    out: dict[str, str] = {}
    config = header.plan.config.model_dump(exclude_none=True) if header.plan else {}
    for key, value in config.items():
        if key not in TRANSPORT:
            out[key] = _show(value)
    metadata = header.eval.metadata or {}
    base_url = header.eval.model_base_url or metadata.get("base_url")
    if base_url:
        out["base_url"] = safe_url(str(base_url))
    for key, value in (header.eval.model_args or {}).items():
        out[f"model_args.{key}"] = "***" if SECRET.search(str(key)) else _show(value)
    for key in LIMITS:
        value = getattr(header.eval.config, key, None)
        if value is not None:
            out[key] = _show(value)
    return out


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


def _show(value: Any) -> str:
    value = _masked(value)
    if isinstance(value, dict | list):
        return json.dumps(value, ensure_ascii=False, separators=(",", ":"), sort_keys=True)
    return str(value)


def _masked(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: "***" if SECRET.search(str(k)) else _masked(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_masked(v) for v in value]
    return value


def _sort_key(key: str) -> tuple[int, str]:
    return (ORDER.index(key), key) if key in ORDER else (len(ORDER), key)


def differing(runs: list[Run]) -> list[str]:
    """The generation fields whose values are not the same in every run that calls a model."""
    calling = [r for r in runs if r.calls_model]
    keys = {k for r in calling for k in r.generation}
    return sorted(
        (k for k in keys if len({r.generation.get(k, DEFAULT) for r in calling}) > 1),
        key=_sort_key,
    )


def distinguish(runs: list[Run]) -> list[Run]:
    """The runs, each labelled by the generation fields that differ among them (`detail`).

    A run that calls no model (`--model none`) shows none: nothing generates. When the runs'
    epochs reducers differ, each shows its own. Runs still alike after that (same label, noise,
    epochs, task version and tasks) get their start time.
    """
    keys = differing(runs)
    reducers = len({r.reducer for r in runs}) > 1

    def detail(r: Run) -> str:
        shown = [f"{k}={r.generation.get(k, DEFAULT)}" for k in keys] if r.calls_model else []
        return ", ".join([*shown, *([f"reducer={r.reducer}"] if reducers else [])])

    labelled = [replace(r, detail=detail(r)) for r in runs]
    alike: dict[tuple[Any, ...], list[int]] = defaultdict(list)
    for i, r in enumerate(labelled):
        alike[(r.label, r.noise, r.epochs, str(r.task_version), r.intended_ids)].append(i)
    for indexes in alike.values():
        if len(indexes) < 2:
            continue
        starts = [labelled[i].created[:16].replace("T", " ") for i in indexes]
        for i, start in zip(indexes, starts, strict=True):
            r = labelled[i]
            when = f"started {start}" if starts.count(start) == 1 else f"eval {r.eval_id[:8]}"
            labelled[i] = replace(r, detail=", ".join(x for x in (r.detail, when) if x))
    return labelled
