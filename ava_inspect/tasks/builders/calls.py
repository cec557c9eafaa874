"""One tool call as a task writes it, and the names of the shapes builders return."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

Call = dict[str, Any]
"""A tool call of a reference or wrong solution: `{"tool": ..., "args": {...}}`."""
Record = dict[str, Any]
"""A record to seed into one of the world's tables."""
Assertion = dict[str, Any]
"""One assertion of a task (the schema in `ava_inspect/schema/assertions.py`)."""


def call(tool: str, **args: Any) -> Call:
    """`tool` called with `args`, in the order given."""
    return {"tool": tool, "args": args}


def given(**args: Any) -> dict[str, Any]:
    """`args` without those left as None (an optional argument not passed)."""
    return {k: v for k, v in args.items() if v is not None}


def addresses(to: str | Sequence[str]) -> list[str]:
    """One address or several, as the list a mail tool takes."""
    return [to] if isinstance(to, str) else list(to)
