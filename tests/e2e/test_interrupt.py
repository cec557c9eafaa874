"""Ctrl-C under `uv run` (the way the README runs everything) stops a run as Inspect does when
started directly: a short message, the "Resume task with: inspect eval-retry" hint, the log
marked cancelled. A real `uv run inspect eval` in its own process group gets SIGINT as a
terminal's Ctrl-C sends it (to the whole group), with a standard input that is not a terminal,
where uv forwards the signal once more; and the guard itself, on asyncio's handler."""

from __future__ import annotations

import asyncio
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from inspect_ai.log import read_eval_log

from ava_inspect import interrupts

UV = shutil.which("uv")


@pytest.mark.slow  # starts a real `uv run avabench` and waits for it to stop
@pytest.mark.skipif(UV is None, reason="needs uv on PATH, as the README's commands do")
def test_ctrl_c_under_uv_run_cancels_the_run_with_a_resume_hint(tmp_path: Path) -> None:
    assert UV is not None
    logs = tmp_path / "logs"
    output = tmp_path / "output.txt"
    inspect = str(Path(sys.executable).parent / "inspect")  # this environment's Inspect
    command = [
        UV, "run", "--no-project", inspect, "eval", "ava_inspect/avabench",
        "--solver", "ava_inspect/oracle", "--model", "none", "--max-samples", "1",
        "--log-dir", str(logs),
    ]  # fmt: skip
    with output.open("wb") as out:
        run = subprocess.Popen(
            command, stdin=subprocess.DEVNULL, stdout=out, stderr=subprocess.STDOUT,
            start_new_session=True,  # its own process group, as a terminal's foreground job
        )  # fmt: skip
        try:
            deadline = time.monotonic() + 240
            while not list(logs.glob("*.eval")) and time.monotonic() < deadline:
                assert run.poll() is None, output.read_text(errors="replace")[-3000:]
                time.sleep(0.5)
            time.sleep(2)  # samples are running (125 tasks, one at a time, take far longer)
            os.killpg(run.pid, signal.SIGINT)  # Ctrl-C: SIGINT to every process of the group
            run.wait(timeout=120)
        finally:
            if run.poll() is None:
                os.killpg(run.pid, signal.SIGKILL)
    text = " ".join(output.read_text(errors="replace").split())  # unwrapped
    assert "Resume task with" in text and "eval-retry" in text, text[-3000:]
    assert "Aborted!" not in text and "Traceback" not in text, text[-3000:]
    [log] = logs.glob("*.eval")
    header = read_eval_log(str(log), header_only=True)
    assert header.status == "cancelled"


def test_the_guard_drops_a_second_sigint_within_the_window(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Inside a running asyncio loop (whose SIGINT handler cancels the main task on the first
    signal and raises KeyboardInterrupt on the next): the forwarded duplicate is dropped, a
    later Ctrl-C still stops at once; outside `uv run` nothing changes."""
    monkeypatch.delenv("UV", raising=False)

    async def outside() -> bool:
        return interrupts.ignore_forwarded_interrupt()

    assert asyncio.run(outside()) is False
    monkeypatch.setenv("UV", "uv")

    async def main() -> str:
        assert interrupts.ignore_forwarded_interrupt(window=0.5)
        os.kill(os.getpid(), signal.SIGINT)  # the terminal's
        try:
            await asyncio.sleep(5)
        except asyncio.CancelledError:
            os.kill(os.getpid(), signal.SIGINT)  # uv's, forwarded: dropped
            await asyncio.sleep(0.6)  # cleanup, undisturbed
            os.kill(os.getpid(), signal.SIGINT)  # a second Ctrl-C, later: stops at once
            await asyncio.sleep(5)
        return "not interrupted"

    before = signal.getsignal(signal.SIGINT)
    try:
        with pytest.raises(KeyboardInterrupt):
            asyncio.run(main())
    finally:
        signal.signal(signal.SIGINT, before)
