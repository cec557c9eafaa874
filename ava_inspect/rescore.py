"""`avabench rescore`: re-grade logs with the current assertions, without a model or API key, and
say what flipped and why.

Grading is Inspect's own (`inspect_ai.score`, as `inspect score` does) with AVABench's scorer,
given the log header's `task_version` (for samples that do not record their own) and, when asked,
`allow_changed`; the model is Inspect's `none`, since the scorer calls none.
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import inspect_ai
from inspect_ai.log import EvalLog, EvalSample, read_eval_log, write_eval_log
from inspect_ai.model import get_model
from inspect_ai.scorer import Score

from ava_inspect.scorers.keys import COMPLETED, STATUS, status_of
from ava_inspect.scorers.scorer import assertions_scorer

SCORER = "assertions_scorer"


class RescoreError(Exception):
    """A log that cannot be re-graded (unreadable, no samples, or not AVABench's)."""


@dataclass(frozen=True)
class Flip:
    """One sample whose verdict or assertion outcomes changed."""

    task_id: str
    epoch: int
    old: str
    new: str
    assertions: list[tuple[str, str, str]]
    """(assertion id, old outcome, new outcome), for each whose outcome changed."""
    kind: str | None = None
    """The new score's `invalid_kind` when it is unscored."""

    def line(self) -> str:
        """The flip as one line of the report."""
        verdict = f"{self.old} → {self.new}" + (f" [{self.kind}]" if self.kind else "")
        changed = ", ".join(f"{a} {o} → {n}" for a, o, n in self.assertions)
        return f"{self.task_id}  epoch {self.epoch}  {verdict}" + (
            f"  ({changed})" if changed else ""
        )


@dataclass
class Rescored:
    """What re-grading one log did."""

    source: Path
    out: Path
    samples: int = 0
    flips: list[Flip] = field(default_factory=list)
    unscored: Counter[str] = field(default_factory=Counter)
    """Unscored samples after the re-grade, by `invalid_kind`."""
    example_reasons: dict[str, str] = field(default_factory=dict)
    """One reason per kind of unscored sample."""

    def summary(self) -> str:
        """The closing lines: samples, flips, unscored and why."""
        verdicts = sum(f.old != f.new for f in self.flips)
        lines = [
            f"{self.source.name}: {self.samples} samples, {verdicts} flipped"
            + (
                f", {len(self.flips) - verdicts} with assertions changed (same verdict)"
                if len(self.flips) > verdicts
                else ""
            )
            + f", {sum(self.unscored.values())} unscored"
            + (
                " (" + ", ".join(f"{n} {k}" for k, n in sorted(self.unscored.items())) + ")"
                if self.unscored
                else ""
            )
        ]
        lines += [f"  {kind}, e.g.: {reason}" for kind, reason in self.example_reasons.items()]
        lines.append(f"  wrote {self.out}")
        return "\n".join(lines)


def output_path(log: Path, out_dir: Path | None, in_place: bool) -> Path:
    """Where the re-graded log goes: over the input only when asked, else in `out_dir` under its
    own name, else beside it as `<name>-rescored.eval`."""
    if in_place:
        return log
    if out_dir is not None:
        out = out_dir / log.name
    else:
        out = log.with_name(f"{log.stem}-rescored{log.suffix}")
    if out.resolve() == log.resolve():
        raise RescoreError(
            f"{log}: --out is the log's own directory, which would overwrite it; give another "
            "directory, or --in-place to overwrite it"
        )
    return out


def _verdict(score: Score | None) -> str:
    if score is None:
        return "none"
    value = score.value
    if not isinstance(value, dict):
        return "none"
    status = value.get(STATUS)
    if isinstance(status, str):
        return status
    completed = value.get(COMPLETED)
    return status_of(completed if isinstance(completed, (int, float)) else math.nan)


def _outcomes(score: Score | None) -> dict[str, str]:
    rows: Any = ((score.metadata or {}) if score else {}).get("assertions") or []
    return {r["id"]: r["outcome"] for r in rows if isinstance(r, dict) and "id" in r}


def _task_id(sample: EvalSample) -> str:
    return str((sample.metadata or {}).get("task_id") or sample.id)


def compare(before: EvalLog, after: EvalLog, source: Path, out: Path) -> Rescored:
    """What changed from `before` to `after`, sample by sample (matched by id and epoch)."""
    result = Rescored(source=source, out=out)
    old = {(s.id, s.epoch): s for s in before.samples or []}
    for sample in after.samples or []:
        result.samples += 1
        previous = old.get((sample.id, sample.epoch))
        then = (previous.scores or {}).get(SCORER) if previous else None
        now = (sample.scores or {}).get(SCORER)
        kind = (now.metadata or {}).get("invalid_kind") if now else None
        if kind is not None:
            result.unscored[kind] += 1
            result.example_reasons.setdefault(kind, (now.reason if now else None) or "")
        a, b = _outcomes(then), _outcomes(now)
        changed = [
            (i, a.get(i, "-"), b.get(i, "-"))
            for i in dict.fromkeys([*a, *b])
            if a.get(i, "-") != b.get(i, "-")
        ]
        if kind is not None and not b:
            changed = []  # unscored: its assertions were not run, the kind says why
        if _verdict(then) != _verdict(now) or changed:
            result.flips.append(
                Flip(_task_id(sample), sample.epoch, _verdict(then), _verdict(now), changed, kind)
            )
    return result


def rescore_log(path: Path, out: Path, allow_changed: bool = False) -> Rescored:
    """Re-grade one log with the current assertions and write it to `out`."""
    try:
        log = read_eval_log(str(path))
    except Exception as ex:  # any unreadable file is reported, not raised
        raise RescoreError(
            f"{path}: not a readable Inspect log ({type(ex).__name__}: {ex})"
        ) from ex
    samples = log.samples or []
    if not samples:
        raise RescoreError(f"{path}: the log has no samples to re-grade")
    if not all("task_id" in (s.metadata or {}) for s in samples):
        raise RescoreError(f"{path}: its samples carry no AVABench task id; is it an AVABench log?")
    version = log.eval.task_version  # Inspect's is `int | str`; AVABench's are ints
    scorer = assertions_scorer(
        allow_changed=allow_changed, log_task_version=version if isinstance(version, int) else None
    )
    regraded = inspect_ai.score(
        log, scorer, model=get_model("none"), action="overwrite", display="none"
    )
    out.parent.mkdir(parents=True, exist_ok=True)
    write_eval_log(regraded, str(out))
    return compare(log, regraded, path, out)


def run(logs: list[Path], out_dir: Path | None, allow_changed: bool, in_place: bool) -> int:
    """Re-grade every log, printing each flip and a summary per log (2 if a log failed)."""
    status = 0
    written: set[Path] = set()
    for path in logs:
        try:
            out = output_path(path, out_dir, in_place)
            if out.resolve() in written:
                raise RescoreError(f"{path}: {out} was already written from another log")
            written.add(out.resolve())
            result = rescore_log(path, out, allow_changed)
        except RescoreError as err:
            print(f"✗ {err}")
            status = 2
            continue
        for flip in result.flips:
            print(flip.line())
        print(result.summary())
    return status
