"""One run, one row: of the files a run left, the latest complete one.

Files belong to the same run when they share Inspect's task id (`eval.task_id`, kept by
`inspect eval-retry`, `inspect score` and any copy) and set out to do the same tasks (an export's
cut-down log keeps the task id but not the tasks). Of those, the kept file is the first by:

1. complete (`status: success`) before cancelled, errored or still running;
2. the latest to finish (`stats.completed_at`): an eval-retry after the attempt it resumed;
3. the latest graded (the newest score event of its first sample): a re-grade after the
   grading it replaced. Identical copies tie, and the first path (sorted) is kept.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import replace

from inspect_ai.event import ScoreEvent
from inspect_ai.log import read_eval_log_sample

from ava_inspect.report.runs import Run


def latest(runs: list[Run]) -> list[Run]:
    """One run per run: the file kept, with the others in its `duplicates`."""
    groups: dict[tuple[str, frozenset[str]], list[Run]] = defaultdict(list)
    for run in runs:
        groups[(run.task_uid or run.eval_id or run.path, run.intended_ids)].append(run)
    return [_keep(group) for group in groups.values()]


def _keep(group: list[Run]) -> Run:
    if len(group) == 1:
        return group[0]
    finish = {r.path: (r.status == "success", r.completed_at) for r in group}
    best = max(finish.values())
    tied = [r for r in group if finish[r.path] == best]
    graded = {r.path: scored_at(r) for r in group} if len(tied) > 1 else {}
    # max() keeps the first of equals: the first path of identical copies
    kept = max(sorted(tied, key=lambda r: r.path), key=lambda r: graded.get(r.path, ""))
    others = sorted((r for r in group if r is not kept), key=lambda r: r.path)
    return replace(
        kept,
        duplicates=[f"{r.shown_path}: {_relation(r, kept, graded)}" for r in others],
    )


def _relation(other: Run, kept: Run, graded: dict[str, str]) -> str:
    if other.eval_id != kept.eval_id:
        if other.status != "success" and other.completed_at <= kept.completed_at:
            return f"an earlier attempt, {other.status}, that eval-retry resumed"
        return f"another attempt of the same run, {other.status}"
    if other.status != kept.status:
        return f"the same run, {other.status}"
    if graded.get(other.path) == graded.get(kept.path):
        return "an identical copy"
    return "the same run, graded before the re-grade kept here"


def scored_at(run: Run) -> str:
    """When the run's file was last graded: the newest score event of its first sample (an
    `inspect score` re-grade writes new ones); "" when it has none."""
    if run.first_sample is None:
        return ""
    sample_id, epoch = run.first_sample
    try:
        sample = read_eval_log_sample(run.path, id=sample_id, epoch=epoch)
    except Exception:  # an unreadable sample leaves the choice to the path
        return ""
    times = [e.timestamp.isoformat() for e in sample.events if isinstance(e, ScoreEvent)]
    return max(times, default="")
