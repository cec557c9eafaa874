"""Reading AVABench runs from Inspect logs: one `Run` per run, its samples' scores.

A run can leave several files: a copy (the same log in `logs/` and `logs/results/`), a re-graded
copy (`inspect score --output-file`), a cancelled attempt and its `inspect eval-retry`. Inspect
keeps the task id (`eval.task_id`) through all of them; eval-retry gives the new log a new
`eval_id` and `run_id`, re-grading and copying keep both. `read_runs` keeps one file per run
(`dedup.latest`): the latest complete one; the others are listed on it (`Run.duplicates`).
"""

from __future__ import annotations

import math
import zipfile
from collections import Counter
from dataclasses import dataclass, field, replace
from functools import cache
from pathlib import Path
from typing import Any

from inspect_ai.log import list_eval_logs, read_eval_log, read_eval_log_sample_summaries

from ava_inspect.endpoints import is_player
from ava_inspect.report.faults import TRUNCATED_REASON, UNSCORED
from ava_inspect.report.labels import generation
from ava_inspect.scorers.keys import SKILLS_KEY

SCORER = "assertions_scorer"
SELFTEST_TASK = "avabench_selftest"
DEFAULT_ARGS: dict[str, Any] = {"split": "full", "sample": None, "sample_seed": 0, "tier": "all"}
PUBLIC_CUT_KEY = "avabench_public_cut"
"""Task-metadata key `export-public` sets on a log cut down to the public samples of a run."""
PUBLIC_CUT_NOTE = "public samples of the full run"
DEFAULT_REDUCER = "ava_inspect/mean"
"""The tasks' own epochs reducer (what a run without `--epochs-reducer` uses)."""
REDUCER_KIND = "reducer"
"""The kind of a sample its run's epochs reducer left unscored, in a log that gave no other."""


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
    skip_kind: str | None = None
    """The scorer's `invalid_kind` of a skipped sample (`faults.FAULT_OF_KIND`)."""
    tool_calls: int | None = None
    """Tool calls the model (or a scripted solver) made in the sample; None in a log made before
    the scorer counted them."""
    skills: dict[str, tuple[int, int]] | None = None
    """Per skill, (assertions that held, assertions) of a scored sample; None in a log graded
    before assertions named their skill (`avabench rescore` adds it)."""


@dataclass
class Run:
    """One AVABench run, read from the Inspect log kept for it."""

    path: str
    task: str
    model: str
    solver: str | None
    task_args: dict[str, Any]
    epochs: int
    status: str
    wall_seconds: float | None
    samples: list[SampleResult] = field(default_factory=list)
    reducer: str = DEFAULT_REDUCER
    """The epochs reducer(s) of the run (`--epochs-reducer`), as the log names them."""
    note: str = ""
    """Set on a run cut down to some of its samples (`restricted`)."""
    eval_id: str = ""
    task_uid: str = ""
    """Inspect's `eval.task_id`: the same in a run's copies, re-gradings and eval-retries."""
    task_version: int | str = 0
    """Inspect's `eval.task_version` (`Task(version=...)`): the revision of the task set."""
    created: str = ""
    completed_at: str = ""
    ssl_verify: bool | None = None
    """The task metadata's `ssl_verify`: False when the run had TLS verification off."""
    generation: dict[str, str] = field(default_factory=dict)
    """What shaped the model's replies (`labels.generation`)."""
    intended: frozenset[str] = frozenset()
    """The tasks the run set out to do (its dataset's sample ids), finished or not."""
    selected: bool = False
    """Inspect's own `--limit` or `--sample-id` narrowed the run."""
    detail: str = ""
    """The generation fields that tell this run from the others shown (`labels.distinguish`)."""
    duplicates: list[str] = field(default_factory=list)
    """The run's other files, left out of the report, each with what it is."""
    first_sample: tuple[str | int, int] | None = None
    tags: tuple[str, ...] = ()
    """Inspect's `eval.tags`; a played run's say how it was played (`play.channel.play_tags`)."""

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
    def calls_model(self) -> bool:
        return self.model != "none/none"

    @property
    def tls_off(self) -> bool:
        return self.ssl_verify is False

    @property
    def label(self) -> str:
        """Model, the solver when one replaced the agent (`none + ava_inspect/idle`), the
        generation fields that set it apart, and `[TLS off]` when it had verification off."""
        model = "none" if self.model == "none/none" else self.model
        if is_player(self.model):  # a person or an agent played it (`avabench play`)
            model = f"player: {self.model.split('/', 1)[1]} ({self.played_as})"
        label = f"{model} + {self.solver}" if self.solver else model
        notes = ", ".join(x for x in (self.detail, self.note) if x)
        if notes:
            label = f"{label} ({notes})"
        return f"{label} {TLS_OFF_MARK}" if self.tls_off else label

    @property
    def played_as(self) -> str:
        """How a played run was played: its brief, blind or not, and the day (from its tags)."""
        brief = next((t.removeprefix("brief:") for t in self.tags if t.startswith("brief:")), "")
        seen = "seen-tasks" in self.tags
        words = [brief or "no brief recorded", "not blind" if seen else "blind"]
        if self.created:
            words.append(f"played {self.created[:10]}")
        return ", ".join(words)

    @property
    def task_ids(self) -> frozenset[str]:
        return frozenset(s.task_id for s in self.samples)

    @property
    def intended_ids(self) -> frozenset[str]:
        return self.intended or self.task_ids

    @property
    def scored(self) -> list[SampleResult]:
        return [s for s in self.samples if s.skipped is None]

    @property
    def skipped(self) -> Counter[str]:
        return Counter(s.skipped for s in self.samples if s.skipped is not None)

    def reproduce(self) -> str:
        """The command that makes this run again."""
        if is_player(self.model):
            return (
                f"uv run avabench play --player {self.model.split('/', 1)[1]}"
                + "".join(f" --brief {t[6:]}" for t in self.tags if t.startswith("brief:"))
                + (" --seen-tasks" if "seen-tasks" in self.tags else "")
                + (f" --split {self.task_args['split']}" if self.task_args.get("split") else "")
                + (f" --noise {self.noise}" if self.noise else "")
                + " TASK_ID...  (played: see docs/playing.md)"
            )
        model = "none" if self.model == "none/none" else self.model
        parts = ["uv run inspect eval", self.task, f"--model {model}"]
        if self.tls_off:
            parts.insert(0, "AVABENCH_SSL_VERIFY=0")
        if self.solver:
            parts.append(f"--solver {self.solver}")
        for key, value in self.task_args.items():
            if key in DEFAULT_ARGS and DEFAULT_ARGS[key] == value:
                continue
            if value is not None and not (key == "noise" and value == 0):
                parts.append(f"-T {key}={value}")
        if self.epochs > 1:
            parts.append(f"--epochs {self.epochs}")
        if self.reducer != DEFAULT_REDUCER:
            parts.append(f"--epochs-reducer {self.reducer}")
        parts.append(f"--log-dir {Path(self.shown_path).parent}")
        return " ".join(parts)

    def restricted(self, ids: frozenset[str], note: str) -> Run:
        """The same run over only the samples of `ids`; `note` says so in its label."""
        return replace(
            self,
            samples=[s for s in self.samples if s.task_id in ids],
            intended=self.intended_ids & ids,
            note=note,
        )


TLS_OFF_MARK = "[TLS off]"
TLS_OFF_MEANING = (
    f"{TLS_OFF_MARK}: TLS certificate verification was off for the model endpoint "
    "(AVABENCH_SSL_VERIFY=0): the connection was encrypted but the server was not authenticated."
)


class LogProblem(Exception):
    """A log that is not an AVABench run (or cannot be read); the message says which and why."""


def _tokens(summary: Any) -> int:
    usage = getattr(summary, "model_usage", None) or {}
    return sum(int(getattr(u, "total_tokens", 0) or 0) for u in usage.values())


@cache
def _catalogue() -> dict[str, tuple[str, str]]:
    """Each task's (domain, tier) in this checkout, for logs whose samples lack them."""
    try:
        from ava_inspect.harness.catalog import definitions

        return {tid: (t.domain, t.tier) for tid, t in definitions().items()}
    except Exception:  # a broken task tree still gets a report
        return {}


def _tool_calls(meta: dict[str, Any]) -> int | None:
    count = meta.get("tool_calls")
    return count if isinstance(count, int) and not isinstance(count, bool) else None


def _skills(meta: dict[str, Any]) -> dict[str, tuple[int, int]] | None:
    tally = meta.get(SKILLS_KEY)
    if not isinstance(tally, dict):
        return None
    out: dict[str, tuple[int, int]] = {}
    for skill, pair in tally.items():
        if (
            not isinstance(pair, list | tuple)
            or len(pair) != 2
            or not all(isinstance(x, int) and not isinstance(x, bool) for x in pair)
            or not 0 <= pair[0] <= pair[1]
        ):
            return None  # not a tally this scorer wrote: no profile rather than a wrong one
        out[str(skill)] = (pair[0], pair[1])
    return out


def _sample(summary: Any) -> SampleResult:
    meta = summary.metadata or {}
    task_id = str(meta.get("task_id") or summary.id)
    known_domain, known_tier = _catalogue().get(task_id, (task_id.split(".", 1)[0], "?"))
    base: dict[str, Any] = {
        "task_id": task_id,
        "epoch": int(summary.epoch),
        "domain": str(meta.get("domain") or known_domain),
        "tier": str(meta.get("tier") or known_tier),
        "public": bool(meta.get("public", False)),
        "tokens": _tokens(summary),
    }
    score = (summary.scores or {}).get(SCORER)
    if score is None:
        error = summary.error or (f"limit: {summary.limit}" if summary.limit else "no score")
        return SampleResult(
            **base,
            completed=None,
            partial=None,
            skipped=f"not scored: {str(error)[:200]}",
            skip_kind=UNSCORED,
        )
    value = score.value if isinstance(score.value, dict) else {}
    completed = value.get("task_completed_correctly")
    meta_score = score.metadata or {}
    if value.get("skipped") or completed is None or _nan(completed):
        reason = str(score.reason or meta_score.get("invalid") or "skipped")
        kind = meta_score.get("invalid_kind") or (
            "truncated" if reason.startswith(TRUNCATED_REASON) else None
        )
        return SampleResult(
            **base,
            completed=None,
            partial=None,
            skipped=reason,
            skip_kind=kind and str(kind),
            tool_calls=_tool_calls(meta_score),
        )
    return SampleResult(
        **base,
        completed=float(completed),
        partial=float(value.get("partial_credit", math.nan)),
        skipped=None,
        negatives_broken=int(meta_score.get("negatives_broken") or 0),
        collateral=meta_score.get("collateral"),
        tool_calls=_tool_calls(meta_score),
        skills=_skills(meta_score),
    )


def reducer_verdicts(header: Any) -> dict[str, tuple[str, str]]:
    """The samples (by id) the run's epochs reducer left unscored: id -> (reason, kind).

    Inspect's results are the reduced scores: a k-reducer with fewer than k scored epochs of a
    sample leaves it unscored however its epochs went (`NOTHING WAS SCORED` for a whole run of
    `--epochs 3 --epochs-reducer ava_inspect/pass_k_5`); the report follows that verdict."""
    verdicts: dict[str, tuple[str, str]] = {}
    for reductions in header.reductions or []:
        if reductions.scorer != SCORER:
            continue
        for reduced in reductions.samples:
            value = reduced.value if isinstance(reduced.value, dict) else {}
            completed = value.get("task_completed_correctly")
            if value.get("skipped") or completed is None or _nan(completed):
                meta = reduced.metadata or {}
                reason = str(reduced.reason or meta.get("invalid") or "skipped")
                kind = str(meta.get("invalid_kind") or REDUCER_KIND)
                verdicts[str(reduced.sample_id)] = (reason, kind)
    return verdicts


def _reduced(result: SampleResult, verdict: tuple[str, str] | None, reducer: str) -> SampleResult:
    """`result`, unscored when the reducer left its sample unscored though this epoch was not."""
    if verdict is None or result.skipped is not None:
        return result
    reason, kind = verdict
    return replace(
        result,
        completed=None,
        partial=None,
        skipped=f"left unscored by the epochs reducer {reducer}: {reason}",
        skip_kind=kind,
        negatives_broken=0,
        skills=None,
        collateral=None,
    )


def _nan(value: Any) -> bool:
    return isinstance(value, float) and math.isnan(value)


ZIP_SIGNATURE = b"PK\x03\x04"
"""How a zip archive, so an `.eval` log, begins."""


def unreadable(path: str, error: Exception, part: str = "") -> str:
    """Why Inspect could not read the log at `path`, in words a user can act on: empty,
    truncated (a zip whose end is missing: an interrupted copy or download), not an Inspect log
    at all, or Inspect's own error when it is none of these."""
    file = Path(path)
    try:
        size = file.stat().st_size
        with file.open("rb") as stream:
            start = stream.read(len(ZIP_SIGNATURE))
    except OSError as err:
        return f"{path}: cannot read ({err.strerror or err})"
    if size == 0:
        return f"{path}: an empty file (0 bytes), not an Inspect log"
    if file.suffix == ".eval":
        if start != ZIP_SIGNATURE:
            return f"{path}: not an Inspect log (an .eval log is a zip archive; this file is not)"
        if not zipfile.is_zipfile(file):
            return (
                f"{path}: truncated: an .eval log whose end is missing ({size:,} bytes); "
                "copy it again from where the run wrote it"
            )
    what = f"its {part}" if part else "it"
    return (
        f"{path}: not a readable Inspect log, cannot read {what} ({type(error).__name__}: {error})"
    )


def read_run(path: str) -> Run:
    """One run from an `.eval` (or `.json`) log; raises `LogProblem` if it is not an AVABench
    run."""
    try:
        header = read_eval_log(path, header_only=True)
    except Exception as ex:  # an unreadable file is reported, never fatal to the report
        raise LogProblem(unreadable(path, ex)) from None
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
        raise LogProblem(unreadable(path, ex, "samples")) from None
    metadata = header.eval.metadata or {}
    verify = metadata.get("ssl_verify")
    config = header.eval.config
    reducer = ", ".join(config.epochs_reducer or [DEFAULT_REDUCER])
    verdicts = reducer_verdicts(header)
    return Run(
        path=path,
        task=task,
        model=header.eval.model,
        solver=header.eval.solver,
        task_args=dict(header.eval.task_args or {}),
        epochs=int(config.epochs or 1),
        status=str(header.status),
        wall_seconds=wall,
        samples=[_reduced(_sample(s), verdicts.get(str(s.id)), reducer) for s in summaries],
        reducer=reducer,
        note=PUBLIC_CUT_NOTE if metadata.get(PUBLIC_CUT_KEY) else "",
        eval_id=header.eval.eval_id,
        task_uid=header.eval.task_id,
        task_version=header.eval.task_version,
        created=header.eval.created,
        completed_at=ended or "",
        ssl_verify=verify if isinstance(verify, bool) else None,
        generation=generation(header),
        intended=frozenset(str(i) for i in (header.eval.dataset.sample_ids or [])),
        selected=config.limit is not None or config.sample_id is not None,
        first_sample=(summaries[0].id, summaries[0].epoch) if summaries else None,
        tags=tuple(header.eval.tags or ()),
    )


def log_paths(location: str) -> list[str]:
    """Every log file under a directory (recursively), or the one file given."""
    p = Path(location)
    if not p.exists():
        raise FileNotFoundError(
            f"'{location}' does not exist: pass a log directory (default logs/) or an .eval file"
        )
    if p.is_file():
        return [str(p)]
    return sorted(
        info.name.removeprefix("file://")
        for info in list_eval_logs(str(p.resolve()), recursive=True)
    )
