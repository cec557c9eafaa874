"""Wrong paths made from the right one: a call replaced, calls left out, a copy added.

A conversation's reference mixes calls with replies (`{"say": ...}`); every helper here leaves a
reply as it is."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ava_inspect.tasks.builders.calls import Call

MAIL_SENDING = ("amismail_write_mail", "amismail_reply_mail")
"""The tools that send a new mail or a reply (a forward carries another's mail)."""


def with_args(c: Call, **changes: Any) -> Call:
    """The call `c` with some arguments changed (in place) or added (after the others)."""
    return {**c, "args": {**c["args"], **changes}}


def replacing(calls: Sequence[Call], old: Call, *new: Call) -> list[Call]:
    """`calls` with each call equal to `old` replaced, in place, by `new` (none: left out)."""
    return [n for c in calls for n in ((c,) if c != old else new)]


def without(calls: Sequence[Call], *dropped: Call) -> list[Call]:
    """`calls` without those equal to one of `dropped`."""
    return [c for c in calls if c not in dropped]


def swapped_in(calls: Sequence[Call], new: Call, *, on: str) -> list[Call]:
    """`calls` with `new` in place of each call whose argument `on` is `new`'s (the decision on
    the same request, the stage of the same candidate...)."""
    return [new if c.get("args", {}).get(on) == new["args"][on] else c for c in calls]


def without_naming(calls: Sequence[Call], *values: object) -> list[Call]:
    """`calls` without those that pass one of `values` as an argument (every call on a request,
    a registration, a candidate...)."""
    return [c for c in calls if not any(v in values for v in c.get("args", {}).values())]


def copying(calls: Sequence[Call], address: str, tools: Sequence[str] = MAIL_SENDING) -> list[Call]:
    """`calls` with `address` added to the cc of every mail sent by `tools`."""
    return [
        with_args(c, cc=[*c["args"].get("cc", []), address]) if c.get("tool") in tools else c
        for c in calls
    ]
