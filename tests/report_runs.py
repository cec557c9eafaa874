"""Real, offline Inspect runs shared by the report, baseline and export tests (made once per
test process): the scripted solvers with `model="none"`."""

from __future__ import annotations

import tempfile
from functools import cache
from pathlib import Path

import inspect_ai
from inspect_ai.solver import Generate, Solver, TaskState, solver

from ava_inspect.oracles.baselines import idle
from ava_inspect.oracles.solver import oracle


@solver
def crash() -> Solver:
    """A solver that fails like an endpoint outage: every sample ends in an error."""

    async def solve(state: TaskState, generate: Generate) -> TaskState:
        raise RuntimeError("endpoint unreachable (simulated)")

    return solve


def run(log_dir: Path, solver: Solver, epochs: int = 1, **task_args: object) -> str:
    """One eval into `log_dir`; the log's path."""
    [log] = inspect_ai.eval(
        "ava_inspect/avabench",
        task_args=dict(task_args),
        solver=solver,
        model="none",
        log_dir=str(log_dir),
        display="none",
        epochs=epochs,
    )
    return log.location


@cache
def logs() -> dict[str, str]:
    """A directory mixing task sets: idle over the full set, oracle and idle over the public set,
    a crashing solver over 3 tasks (skipped samples), oracle with 2 epochs over 3 tasks; and a
    directory holding only the idle full-set log (what export-public reads)."""
    import shutil

    root = Path(tempfile.mkdtemp(prefix="ava-report-"))
    mixed, full = root / "mixed", root / "full"
    made = {
        "dir": str(mixed),
        "idle_full": run(mixed, idle()),
        "oracle_public": run(mixed, oracle(), split="public"),
        "idle_public": run(mixed, idle(), split="public"),
        "crash": run(mixed, crash(), sample=3, sample_seed=1),
        "epochs": run(mixed, oracle(), epochs=2, sample=3, sample_seed=2),
        "full_dir": str(full),
    }
    full.mkdir()
    shutil.copy(made["idle_full"], full)
    return made
