"""Make RESULTS.md again from new logs: `uv run python -m ava_inspect.report.remake`.

RESULTS.md is written from logs a clone does not carry (`logs/` is not in the repository). This
re-runs every row RESULTS.md lists that needs no model endpoint (its "Reproduce each row"
commands with `--model none`: the scripted baselines), each once, into a log directory, then
writes RESULTS.md from those logs as `avabench report LOG_DIR --write RESULTS.md` does. A row that
calls a model is named and left out (it needs that model's endpoint: run its command by hand).
`git diff RESULTS.md` then shows what changed: the log names, their dates and wall times, and
nothing else if the numbers hold.
"""

from __future__ import annotations

import argparse
import os
import shlex
import subprocess
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

COMMAND_START = "uv run inspect eval "
NO_MODEL = "--model none"


@dataclass(frozen=True)
class Rerun:
    """One reproduce command of RESULTS.md: its Inspect arguments (after `inspect eval`, without
    `--log-dir`), and whether it needs a model endpoint."""

    command: str
    arguments: tuple[str, ...]
    environment: tuple[tuple[str, str], ...] = ()
    """Variables the command sets before `uv run` (`AVABENCH_SSL_VERIFY=0`)."""

    @property
    def needs_model(self) -> bool:
        return NO_MODEL not in self.command


def reproduce_commands(results: str) -> list[Rerun]:
    """The distinct `inspect eval` commands of a RESULTS.md text, in the order it lists them."""
    seen: dict[str, Rerun] = {}
    for line in results.splitlines():
        line = line.strip()
        if COMMAND_START not in line or line.startswith("#"):
            continue
        start = line.index(COMMAND_START)
        environment = tuple(
            tuple(word.split("=", 1)) for word in shlex.split(line[:start]) if "=" in word
        )
        words = shlex.split(line[start + len(COMMAND_START) :])
        arguments: list[str] = []
        skip = False
        for word in words:
            if skip:
                skip = False
            elif word == "--log-dir":
                skip = True
            elif not word.startswith("--log-dir="):
                arguments.append(word)
        rerun = Rerun(line, tuple(arguments), environment)  # type: ignore[arg-type]
        seen.setdefault(" ".join(rerun.arguments), rerun)
    return list(seen.values())


def remake(
    results_file: str, log_dir: str, display: str = "none", out: str | None = None
) -> tuple[list[Rerun], list[Rerun]]:
    """Re-run the no-model rows of `results_file` into `log_dir` (which must hold no log yet),
    then write `out` (default: `results_file`) from the logs there. Returns the commands run
    and those left out. Raises `ValueError` for a directory that already holds logs, an input
    without a command, or a command that fails."""
    from ava_inspect.report.reading import read_runs
    from ava_inspect.report.render import write_results
    from ava_inspect.report.runs import log_paths

    text = Path(results_file).read_text(encoding="utf-8")
    commands = reproduce_commands(text)
    run = [c for c in commands if not c.needs_model]
    left = [c for c in commands if c.needs_model]
    if not run:
        raise ValueError(f"{results_file} lists no run that needs no model endpoint")
    if Path(log_dir).exists() and log_paths(log_dir):
        raise ValueError(
            f"{log_dir} already holds logs, which would join the report: give a new --log-dir"
        )
    for number, rerun in enumerate(run, 1):
        print(f"[{number}/{len(run)}] inspect eval {' '.join(rerun.arguments)}", flush=True)
        started = time.monotonic()
        inspect = [sys.executable, "-m", "inspect_ai", "eval", *rerun.arguments]
        done = subprocess.run(
            [*inspect, "--log-dir", log_dir, "--display", display],
            env={**os.environ, **dict(rerun.environment)},
        )
        if done.returncode != 0:
            raise ValueError(f"`{rerun.command}` failed (exit status {done.returncode})")
        print(f"      done in {time.monotonic() - started:.0f} s", flush=True)
    runs, notes = read_runs(log_dir)
    for note in notes:
        print(f"(left out: {note})")
    target = out or results_file
    write_results(runs, log_dir, str(target))
    return run, left


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m ava_inspect.report.remake",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument(
        "--results", default="RESULTS.md", help="the file whose rows are re-run (RESULTS.md)"
    )
    parser.add_argument(
        "--log-dir", default="logs/results", help="a new directory for the logs (logs/results)"
    )
    parser.add_argument("--write", metavar="FILE", help="write here instead of over --results")
    parser.add_argument("--display", default="none", help="Inspect's --display for each run (none)")
    args = parser.parse_args(argv)
    try:
        run, left = remake(args.results, args.log_dir, args.display, args.write)
    except (ValueError, FileNotFoundError) as err:
        print(f"✗ {err}")
        return 2
    for rerun in left:
        print(f"not re-run (it calls a model endpoint): {rerun.command}")
    target = args.write or args.results
    print(
        f"\nWrote {target} from {len(run)} new run(s) in {args.log_dir}; `git diff {target}` "
        "shows what changed (log names, dates and wall times, if the numbers hold)."
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
