"""Reading AVABench runs from Inspect logs: one `Run` per `.eval` log, its samples' scores."""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from inspect_ai.log import list_eval_logs, read_eval_log, read_eval_log_sample_summaries

SCORER = "assertions_scorer"
SELFTEST_TASK = "avabench_selftest"
DEFAULT_ARGS: dict[str, Any] = {"split": "full", "sample": None, "sample_seed": 0, "tier": "all"}


@dataclass(frozen=True)
class SampleResult:
    """One scored (or skipped) sample of a run."""

    task_id: str
    epoch: int
    domain: str
    tier: str
    public: bool
    completed: float | None
    """1/0, None when skipped."""
    partial: float | None
    skipped: str | None
    """Why the sample was left out (the "Bỏ" column), None when scored."""
    negatives_broken: int = 0
    collateral: int | None = None
    tokens: int = 0


@dataclass
class Run:
    """One Inspect log of an AVABench task."""

    path: str
    task: str
    model: str
    solver: str | None
    task_args: dict[str, Any]
    epochs: int
    status: str
    wall_seconds: float | None
    samples: list[SampleResult] = field(default_factory=list)
    note: str = ""
    """Set on a run cut down to some of its samples (`restricted`)."""

    @property
    def name(self) -> str:
        return Path(self.path).name

    @property
    def shown_path(self) -> str:
        """The log's path relative to the working directory when it is below it."""
        try:
            return str(Path(self.path).resolve().relative_to(Path.cwd()))
        except ValueError:
            return self.path

    @property
    def noise(self) -> int:
        return int(self.task_args.get("noise") or 0)

    @property
    def label(self) -> str:
        """Model, and the solver when one replaced the agent (`none + ava_inspect/idle`)."""
        model = "none" if self.model == "none/none" else self.model
        label = f"{model} + {self.solver}" if self.solver else model
        return f"{label} ({self.note})" if self.note else label

    @property
    def task_ids(self) -> frozenset[str]:
        return frozenset(s.task_id for s in self.samples)

    @property
    def scored(self) -> list[SampleResult]:
        return [s for s in self.samples if s.skipped is None]

    @property
    def skipped(self) -> Counter[str]:
        return Counter(s.skipped for s in self.samples if s.skipped is not None)

    def reproduce(self) -> str:
        """The command that makes this run again."""
        model = "none" if self.model == "none/none" else self.model
        parts = ["uv run inspect eval", self.task, f"--model {model}"]
        if self.solver:
            parts.append(f"--solver {self.solver}")
        for key, value in self.task_args.items():
            if key in DEFAULT_ARGS and DEFAULT_ARGS[key] == value:
                continue
            if value is not None and not (key == "noise" and value == 0):
                parts.append(f"-T {key}={value}")
        if self.epochs > 1:
            parts.append(f"--epochs {self.epochs}")
        parts.append(f"--log-dir {Path(self.shown_path).parent}")
        return " ".join(parts)

    def restricted(self, ids: frozenset[str], note: str) -> Run:
        """The same run over only the samples of `ids`; `note` says so in its label."""
        return replace(self, samples=[s for s in self.samples if s.task_id in ids], note=note)


class LogProblem(Exception):
    """A log that is not an AVABench run (or cannot be read); the message says which and why."""


def _tokens(summary: Any) -> int:
    usage = getattr(summary, "model_usage", None) or {}
    return sum(int(getattr(u, "total_tokens", 0) or 0) for u in usage.values())


def _sample(summary: Any) -> SampleResult:
    meta = summary.metadata or {}
    task_id = str(meta.get("task_id") or summary.id)
    base = {
        "task_id": task_id,
        "epoch": int(summary.epoch),
        "domain": str(meta.get("domain") or task_id.split(".", 1)[0]),
        "tier": str(meta.get("tier") or "?"),
        "public": bool(meta.get("public", False)),
        "tokens": _tokens(summary),
    }
    score = (summary.scores or {}).get(SCORER)
    if score is None:
        error = summary.error or (f"limit: {summary.limit}" if summary.limit else "no score")
        return SampleResult(
            **base, completed=None, partial=None, skipped=f"not scored: {str(error)[:200]}"
        )
    value = score.value if isinstance(score.value, dict) else {}
    completed = value.get("task_completed_correctly")
    if value.get("skipped") or completed is None or _nan(completed):
        reason = score.reason or (score.metadata or {}).get("invalid") or "skipped"
        return SampleResult(**base, completed=None, partial=None, skipped=str(reason))
    meta_score = score.metadata or {}
    return SampleResult(
        **base,
        completed=float(completed),
        partial=float(value.get("partial_credit", math.nan)),
        skipped=None,
        negatives_broken=int(meta_score.get("negatives_broken") or 0),
        collateral=meta_score.get("collateral"),
    )


def _nan(value: Any) -> bool:
    return isinstance(value, float) and math.isnan(value)


def read_run(path: str) -> Run:
    """One run from an `.eval` (or `.json`) log; raises `LogProblem` if it is not an AVABench
    run."""
    try:
        header = read_eval_log(path, header_only=True)
    except Exception as ex:  # an unreadable file is reported, never fatal to the report
        raise LogProblem(f"{path}: cannot read ({type(ex).__name__}: {ex})") from None
    task = header.eval.task
    scorers = {s.name for s in (header.results.scores if header.results else [])}
    if task == SELFTEST_TASK:
        raise LogProblem(f"{path}: a selftest log (scripted plays, not a run); left out")
    if not task.startswith("ava_inspect/") and SCORER not in scorers:
        raise LogProblem(f"{path}: task '{task}' is not an AVABench task")
    started, ended = header.stats.started_at, header.stats.completed_at
    wall = None
    if started and ended:
        from datetime import datetime

        wall = (datetime.fromisoformat(ended) - datetime.fromisoformat(started)).total_seconds()
    try:
        summaries = read_eval_log_sample_summaries(path)
    except Exception as ex:
        raise LogProblem(f"{path}: cannot read samples ({type(ex).__name__}: {ex})") from None
    return Run(
        path=path,
        task=task,
        model=header.eval.model,
        solver=header.eval.solver,
        task_args=dict(header.eval.task_args or {}),
        epochs=int(header.eval.config.epochs or 1),
        status=str(header.status),
        wall_seconds=wall,
        samples=[_sample(s) for s in summaries],
    )


def read_runs(location: str) -> tuple[list[Run], list[str]]:
    """Every AVABench run under a directory (recursively) or in one log file, oldest first,
    and a note for each log left out."""
    p = Path(location)
    if not p.exists():
        raise FileNotFoundError(
            f"'{location}' does not exist: pass a log directory (default logs/) or an .eval file"
        )
    paths = (
        [str(p)]
        if p.is_file()
        else [
            info.name.removeprefix("file://")
            for info in list_eval_logs(str(p.resolve()), recursive=True)
        ]
    )
    runs: list[Run] = []
    notes: list[str] = []
    for path in sorted(paths):
        try:
            runs.append(read_run(path))
        except LogProblem as ex:
            notes.append(str(ex))
    return runs, notes
