"""Real, offline Inspect runs shared by the report, baseline and export tests (made once per
test process): the scripted solvers with `model="none"`, a run's history as Inspect's own
commands leave it (Ctrl-C, `eval-retry`, `inspect score`, a copy), and runs against a loopback
OpenAI-compatible server whose replies are scripted per task."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from functools import cache
from pathlib import Path
from typing import Any

import anyio
import inspect_ai
from inspect_ai.solver import Generate, Solver, TaskState, solver

from ava_inspect.harness.version import TASK_SET_VERSION
from ava_inspect.oracles.baselines import idle
from ava_inspect.oracles.solver import oracle

INTERRUPT_ENV = "AVA_TEST_INTERRUPT_AT"


@solver
def crash() -> Solver:
    """A solver that fails like an endpoint outage: every sample ends in an error."""

    async def solve(state: TaskState, generate: Generate) -> TaskState:
        raise RuntimeError("endpoint unreachable (simulated)")

    return solve


@solver
def interrupt_at() -> Solver:
    """The reference solution, except on the sample named by `$AVA_TEST_INTERRUPT_AT`: there it
    presses Ctrl-C (SIGINT to its own process), as a user stopping the run."""
    inner = oracle()

    async def solve(state: TaskState, generate: Generate) -> TaskState:
        if os.environ.get(INTERRUPT_ENV) == str(state.sample_id):
            os.kill(os.getpid(), signal.SIGINT)
            await anyio.sleep(120)
        return await inner(state, generate)

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
        log_realtime=False,  # the tests read the finished log, never the live sample buffer
    )
    return log.location


@contextmanager
def environment(**values: str) -> Iterator[None]:
    """Environment variables set for the block, then restored."""
    before = {k: os.environ.get(k) for k in values}
    os.environ.update(values)
    try:
        yield
    finally:
        for key, value in before.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value


@cache
def logs() -> dict[str, str]:
    """A directory mixing task sets: idle over the full set, oracle and idle over the public set,
    a crashing solver over 3 tasks (skipped samples), oracle with 2 epochs over 3 tasks; and a
    directory of full-set runs (what export-public reads): that idle run and an oracle run with
    TLS verification off (`AVABENCH_SSL_VERIFY=0`)."""
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
    with environment(AVABENCH_SSL_VERIFY="0"):
        made["oracle_full_tls_off"] = run(full, oracle())
    return made


def inspect_cli(*args: str, cwd: Path, env: dict[str, str] | None = None) -> None:
    """Inspect's own command line (this venv's), as a user runs it."""
    done = subprocess.run(
        [sys.executable, "-m", "inspect_ai", *args],
        cwd=cwd,
        env={**os.environ, **(env or {})},
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]


HISTORY_SAMPLE = 5
HISTORY_SEED = 3


@cache
def history() -> dict[str, str]:
    """One run's files as a user leaves them, made with Inspect's own commands:

    - `cancelled`: `inspect eval` stopped with Ctrl-C at the 4th of 5 samples;
    - `retry`: `inspect eval-retry` of it (same task id, new eval id and run id);
    - `regraded`: `inspect score --action overwrite --output-file` of the retry (same eval id);
    - `copy`: the retry copied to `results/` (a run logged to both `logs/` and `logs/results/`).
    """
    from ava_inspect.harness.dataset import select_tasks

    root = Path(tempfile.mkdtemp(prefix="ava-history-"))
    logs_dir = root / "logs"
    order = [t.id for t in select_tasks(None, "full", HISTORY_SAMPLE, HISTORY_SEED)]
    inspect_cli(
        "eval",
        "ava_inspect/avabench",
        "-T",
        f"sample={HISTORY_SAMPLE}",
        "-T",
        f"sample_seed={HISTORY_SEED}",
        "--solver",
        f"{Path(__file__).resolve()}@interrupt_at",
        "--model",
        "none",
        "--max-samples",
        "1",
        "--log-dir",
        str(logs_dir),
        "--display",
        "none",
        cwd=root,
        env={INTERRUPT_ENV: order[3]},
    )
    [cancelled] = logs_dir.glob("*.eval")
    inspect_cli(
        "eval-retry", str(cancelled), "--log-dir", str(logs_dir), "--display", "none", cwd=root
    )
    [retry] = set(logs_dir.glob("*.eval")) - {cancelled}
    regraded = logs_dir / f"{retry.stem}-regraded.eval"
    inspect_cli(
        "score",
        str(retry),
        "--scorer",
        "ava_inspect/assertions_scorer",
        "--action",
        "overwrite",
        "--output-file",
        str(regraded),
        "--display",
        "none",
        cwd=root,
    )
    (logs_dir / "results").mkdir()
    copy = logs_dir / "results" / retry.name
    shutil.copy(retry, copy)
    return {
        "dir": str(logs_dir),
        "cancelled": str(cancelled),
        "retry": str(retry),
        "regraded": str(regraded),
        "copy": str(copy),
        "interrupted_at": order[3],
    }


# ------------------------------------------------------------------ a loopback server

SERVER_TASKS = 5


def server_tasks() -> list[Any]:
    """Five office tasks of the 100 (a text prompt): the first basic one with a short reference
    solution, then the next four (a tier outside the 100 is not in the run)."""
    from ava_inspect.harness.catalog import definitions

    office = [
        t
        for t in sorted(definitions().values(), key=lambda t: t.id)
        if t.domain != "sale" and isinstance(t.prompt, str) and t.tier in ("basic", "hard")
    ]
    first = next(t for t in office if t.tier == "basic" and len(t.oracle) <= 3)
    return [first, *[t for t in office if t is not first][: SERVER_TASKS - 1]]


def server_script(tasks: list[Any]) -> Any:
    """Replies per task, by the task's prompt in the request: the first task's reference calls
    one per turn (it passes); an answer without acting (scored, fails); a reply cut off at
    max_tokens before any call (the model's own truncation); tool calls as raw text (the
    server's tool-call parser); an HTTP 400 (an error the harness cannot score)."""
    from openai_stub import Reply, Request, completion, error

    def script(request: Request) -> Reply:
        task = next((t for t in tasks if t.prompt in request.prompt), None)
        index = tasks.index(task) if task else 1
        if index == 0:
            assert task is not None
            calls = task.oracle_calls
            if request.turn < len(calls):
                call = calls[request.turn]
                return completion(tool_calls=[(call.tool, dict(call.args))])
            return completion(content="Dạ, em đã xử lý xong.")
        if index == 2:
            return completion(content="Dạ, em xin phép kiểm tra", finish_reason="length")
        if index == 3:
            return completion(
                content='<tool_call>{"name": "amismail_list_inbox", "arguments": {}}</tool_call>'
            )
        if index == 4:
            return error(400, "Unsupported parameter: 'stop'")
        return completion(content="Dạ, em đã xử lý xong.")

    return script


def server_run(log_dir: Path, base_url: str, via_env: bool = False, **config: Any) -> str:
    """One run of the five server tasks against the loopback server at `base_url` (passed as
    `--model-base-url`, or with `via_env` as the provider's `STUB_BASE_URL`), with the generate
    config given."""
    env = {"STUB_API_KEY": "test", **({"STUB_BASE_URL": base_url} if via_env else {})}
    with environment(**env):
        [log] = inspect_ai.eval(
            "ava_inspect/avabench",
            model="openai-api/stub/stub-model",
            model_base_url=None if via_env else base_url,
            sample_id=[t.id for t in server_tasks()],
            log_dir=str(log_dir),
            display="none",
            max_retries=0,
            **config,
        )
    return log.location


@cache
def server_runs() -> dict[str, str]:
    """Runs of the five server tasks: `capped` (max_tokens 64) on one server, `warm`
    (temperature, extra_body) on another named by `STUB_BASE_URL`, and `capped_again`, exactly
    like `capped`."""
    from openai_stub import StubServer

    root = Path(tempfile.mkdtemp(prefix="ava-server-"))
    script = server_script(server_tasks())
    with StubServer(script) as first, StubServer(script) as second:
        return {
            "dir": str(root),
            "capped": server_run(root, first.base_url, max_tokens=64),
            "warm": server_run(
                root,
                second.base_url,
                via_env=True,
                temperature=0.6,
                extra_body={"chat_template_kwargs": {"enable_thinking": False}},
            ),
            "capped_again": server_run(root, first.base_url, max_tokens=64),
            "first_url": first.base_url,
            "second_url": second.base_url,
        }


@cache
def versions() -> dict[str, str]:
    """The idle public run at the task set's version (a copy of the one in `logs()`) and the
    same run at the next version (`Task(version=...)`, as the next revision will carry)."""
    from inspect_ai import task_with

    from ava_inspect.suite import avabench

    root = Path(tempfile.mkdtemp(prefix="ava-versions-"))
    v0 = shutil.copy(logs()["idle_public"], root)
    [log] = inspect_ai.eval(
        task_with(avabench(split="public"), version=TASK_SET_VERSION + 1),
        solver=idle(),
        model="none",
        log_dir=str(root),
        display="none",
    )
    return {"dir": str(root), "v0": str(v0), "v1": log.location}
