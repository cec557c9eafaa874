"""One Ctrl-C, one interrupt, under `uv run` as well as without it.

A Ctrl-C in a terminal sends SIGINT to the whole foreground process group: `uv run` and the
`inspect` process it started. uv (0.13, for one) also forwards the SIGINT it got to its child
about 200 ms later when its standard input is not a terminal (an IDE's run button, a script, a
pipe into it, CI), so Inspect sees a second Ctrl-C while it is still writing the
cancelled log: asyncio takes the second one as "stop now", which leaves the log at `started`
with no "Resume task with: inspect eval-retry ..." hint and, with a terminal display, prints a
KeyboardInterrupt traceback over every running task. Started directly, the same run stops
cleanly. `ignore_forwarded_interrupt` lets the first SIGINT through and drops another that comes
within `FORWARDED_WITHIN` seconds of it; a deliberate second Ctrl-C after that still stops at
once, as it does without uv.
"""

from __future__ import annotations

import os
import signal
import threading
import time
from types import FrameType
from typing import Any

FORWARDED_WITHIN = 1.0
"""Seconds after a SIGINT during which another is taken for the same Ctrl-C (uv: 0.2 s)."""

_GUARD = "_avabench_forwarded_interrupt_guard"


def under_uv_run() -> bool:
    """Whether this process was started by `uv run` (which sets `UV` for what it runs)."""
    return "UV" in os.environ


def ignore_forwarded_interrupt(window: float = FORWARDED_WITHIN) -> bool:
    """Under `uv run`, wrap the SIGINT handler in place (asyncio's, once a run has started) so
    that a second SIGINT within `window` seconds of the first is dropped. Returns whether the
    guard is in place (False outside `uv run`, off the main thread, or with no handler)."""
    if not under_uv_run() or threading.current_thread() is not threading.main_thread():
        return False
    current = signal.getsignal(signal.SIGINT)
    if getattr(current, _GUARD, False):
        return True
    if not callable(current):
        return False
    first: float | None = None

    def on_sigint(signum: int, frame: FrameType | None) -> Any:
        nonlocal first
        now = time.monotonic()
        if first is not None and now - first < window:
            return None  # the same Ctrl-C, forwarded again by uv
        if first is None:
            first = now
        return current(signum, frame)

    setattr(on_sigint, _GUARD, True)
    signal.signal(signal.SIGINT, on_sigint)
    return True
