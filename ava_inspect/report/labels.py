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
from typing import Any

from ava_inspect.endpoints import safe_url

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


def sort_key(key: str) -> tuple[int, str]:
    return (ORDER.index(key), key) if key in ORDER else (len(ORDER), key)
