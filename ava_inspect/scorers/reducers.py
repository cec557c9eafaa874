"""Epoch reducers that keep each key of AVABench's score meaningful.

Inspect's own reducers apply one statistic to every key of a dict score: `pass_at_k` and
`at_least_k` turn `partial_credit` 0.6 into 0 (below the 1.0 threshold), and `mean` turns a sample
skipped in one epoch of four into `skipped` = 0.25, a quarter of a sample. These reducers read
the keys separately, over the epochs that were scored:

- `task_completed_correctly`: the named statistic (mean, max, pass@k, at-least-k, pass^k);
- `partial_credit`: the mean (the max for `max`);
- `skipped`: 1 only when the sample has no usable epoch (no scored epoch, or fewer than k for
  the k-reducers): its other values are then NaN and it leaves every denominator, as a single
  skipped epoch does; `status` says the same in words;
- the metadata adds `epochs`, `scored_epochs` and each skipped epoch's reason; `tool_calls` is
  the sum over the epochs.

Registered as `ava_inspect/mean` (the tasks' default), `ava_inspect/max`,
`ava_inspect/pass_at_<k>`, `ava_inspect/at_least_<k>` and `ava_inspect/pass_k_<k>`
(`--epochs-reducer ava_inspect/pass_at_2`). `check_reducers` refuses, before the run starts and
with no log written, Inspect's own (naming the AVABench equivalent) and a k-reducer whose k
exceeds the run's epochs (every sample would be unscored, or could never pass).
"""

from __future__ import annotations

import math
import re
import statistics
from collections.abc import Callable, Sequence
from typing import Any

from inspect_ai.scorer import Score, ScoreReducer, score_reducer

from ava_inspect.core.inspect_internals import PrerequisiteError
from ava_inspect.scorers.keys import COMPLETED, PARTIAL, SKIPPED, STATUS, status_of
from ava_inspect.scorers.validity import TOOL_CALLS_KEY

Stat = Callable[[list[float]], float]

PACKAGE = "ava_inspect"

EQUIVALENTS = {
    "mean": "mean",
    "median": "mean",
    "mode": "mean",
    "majority": "mean",
    "max": "max",
    "pass_at": "pass_at",
    "at_least": "at_least",
    "pass_k": "pass_k",
}


K_REDUCERS = ("pass_at", "at_least", "pass_k")
"""AVABench's reducers that take a k: each needs at least k scored epochs of a sample."""

_K_NAME = re.compile(rf"^{PACKAGE}/({'|'.join(K_REDUCERS)})_(\d+)$")


class ReducerError(PrerequisiteError, ValueError):
    """An epochs reducer a run cannot use: Inspect's CLI prints it as one plain line before the
    run (no traceback, no log); `eval()` raises it as a `ValueError`."""

    def __init__(self, message: str) -> None:
        ValueError.__init__(self, message)
        self.message: str = message  # PrerequisiteError types it as any rich renderable

    def __str__(self) -> str:
        return str(self.message)


def check_reducers(names: Sequence[str] | None, epochs: int | None = None) -> None:
    """Raise `ReducerError` for the first reducer a run of `epochs` epochs cannot use: one that
    is not AVABench's (naming the one to use instead), or a k-reducer whose k is below 1 or
    above `epochs` (None: not checked)."""
    for name in names or []:
        if name.startswith(f"{PACKAGE}/"):
            _check_k(name, epochs)
            continue
        base, _, k = name.rpartition("_") if name.rsplit("_", 1)[-1].isdigit() else (name, "", "")
        equivalent = EQUIVALENTS.get(base, "mean")
        suggestion = f"{PACKAGE}/{equivalent}" + (f"_{k}" if k and equivalent != "mean" else "")
        raise ReducerError(
            f"The epochs reducer {name!r} does not keep AVABench's score keys meaningful (Inspect's "
            "reducers apply one statistic to every key: pass_at/at_least zero partial_credit, "
            "mean counts a sample skipped in some epochs as a fraction of a sample). Use "
            f"--epochs-reducer {suggestion} instead (see docs/running.md, Epochs)."
        )


def _check_k(name: str, epochs: int | None) -> None:
    found = _K_NAME.match(name)
    if found is None or epochs is None:
        return
    base, k = found.group(1), int(found.group(2))
    if 1 <= k <= epochs:
        return
    if k < 1:
        raise ReducerError(
            f"The epochs reducer {name!r} cannot work: k must be at least 1 "
            f"(e.g. --epochs-reducer {PACKAGE}/{base}_1)."
        )
    outcome = "no sample could pass" if base == "at_least" else "no sample would be scored"
    raise ReducerError(
        f"The epochs reducer {name!r} cannot work with --epochs {epochs}: it needs {k} scored "
        f"epochs of each sample, so {outcome}. Run with --epochs {k} or more, "
        f"or use --epochs-reducer {PACKAGE}/{base}_{epochs}."
    )


def reduce_epochs(
    scores: list[Score], completed_stat: Stat, partial_stat: Stat = statistics.mean
) -> Score:
    """One score for a sample's epochs: each key by its own rule (see the module docstring)."""
    scored = [s for s in scores if not _skipped(s)]
    skipped = [s for s in scores if _skipped(s)]
    completed = (
        completed_stat([float(_value(s)[COMPLETED]) for s in scored]) if scored else math.nan
    )
    base = scored[0] if scored else scores[0]
    metadata: dict[str, Any] = dict(base.metadata or {})
    if scored:
        for key in ("invalid", "invalid_kind"):
            metadata.pop(key, None)
    metadata.update(
        epochs=len(scores),
        scored_epochs=len(scored),
        skipped_epochs=[s.reason or "skipped" for s in skipped],
    )
    calls = [(s.metadata or {}).get(TOOL_CALLS_KEY) for s in scores]
    if any(isinstance(c, int) for c in calls):  # over every epoch, as the scorer counts them
        metadata[TOOL_CALLS_KEY] = sum(c for c in calls if isinstance(c, int))
    value: dict[str, float | str]
    if math.isnan(completed):
        if scored:  # a k-reducer with fewer than k scored epochs
            reason = (
                f"only {len(scored)} of {len(scores)} epochs scored: fewer than the reducer needs"
            )
            metadata.update(invalid=reason, invalid_kind="too_few_epochs")
        else:
            reason = skipped[0].reason or "skipped"
        value = {COMPLETED: math.nan, PARTIAL: math.nan, SKIPPED: 1, STATUS: status_of(None)}
        return Score(
            value=value,
            reason=reason,
            explanation=f"Bỏ (skipped, not scored): {reason}",
            metadata=metadata,
        )
    partial = partial_stat([float(_value(s)[PARTIAL]) for s in scored])
    value = {COMPLETED: completed, PARTIAL: partial, SKIPPED: 0, STATUS: status_of(completed)}
    explanations = {s.explanation for s in scored}
    return Score(
        value=value,
        answer=base.answer,
        explanation=base.explanation if len(explanations) == 1 else None,
        metadata=metadata,
    )


def _skipped(score: Score) -> bool:
    value = score.value
    if not isinstance(value, dict):
        return True
    completed = value.get(COMPLETED)
    return (
        bool(value.get(SKIPPED)) or not isinstance(completed, int | float) or math.isnan(completed)
    )


def _value(score: Score) -> dict[str, Any]:
    assert isinstance(score.value, dict)
    return score.value


def _pass_at(k: int) -> Stat:
    def stat(values: list[float]) -> float:
        total, correct = len(values), sum(1 for v in values if v >= 1.0)
        if total < k:
            return math.nan
        if total - correct < k:
            return 1.0
        return 1.0 - math.prod(1.0 - k / n for n in range(total - correct + 1, total + 1))

    return stat


def _at_least(k: int) -> Stat:
    def stat(values: list[float]) -> float:
        return 1.0 if sum(1 for v in values if v >= 1.0) >= k else 0.0

    return stat


def _pass_k(k: int) -> Stat:
    def stat(values: list[float]) -> float:
        total, correct = len(values), sum(1 for v in values if v >= 1.0)
        if total < k:
            return math.nan
        return math.comb(correct, k) / math.comb(total, k)

    return stat


@score_reducer(name=f"{PACKAGE}/mean")
def mean() -> ScoreReducer:
    """Completion rate over the scored epochs; partial credit their mean."""
    return lambda scores: reduce_epochs(scores, statistics.mean)


@score_reducer(name=f"{PACKAGE}/max")
def max_() -> ScoreReducer:
    """Completed in any scored epoch; the best partial credit."""
    return lambda scores: reduce_epochs(scores, max, max)


@score_reducer(name=f"{PACKAGE}/pass_at")
def pass_at(k: int) -> ScoreReducer:
    """pass@k of completion over the scored epochs (Chen et al. 2021); partial credit their mean."""
    return lambda scores: reduce_epochs(scores, _pass_at(k))


@score_reducer(name=f"{PACKAGE}/at_least")
def at_least(k: int) -> ScoreReducer:
    """1 when at least k scored epochs completed the task; partial credit their mean."""
    return lambda scores: reduce_epochs(scores, _at_least(k))


@score_reducer(name=f"{PACKAGE}/pass_k")
def pass_k(k: int) -> ScoreReducer:
    """pass^k (all of k draws complete) over the scored epochs; partial credit their mean."""
    return lambda scores: reduce_epochs(scores, _pass_k(k))
