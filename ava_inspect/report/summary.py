"""Per-run numbers, task sets, leaderboards and paired comparisons over `Run`s."""

from __future__ import annotations

import math
from collections import Counter, defaultdict
from dataclasses import dataclass, field

from ..tasks.definition import DOMAINS
from .runs import DEFAULT_ARGS, Run
from .stats import (
    bootstrap_mean_interval,
    newcombe_paired,
    pass_hat_k,
    sign_test,
    wilson,
)

FULL, PUBLIC, OTHER = "full", "public", "other"


@dataclass(frozen=True)
class TaskSet:
    """The tasks a run covers. Runs are ranked only against runs of the same task set."""

    kind: str
    ids: frozenset[str]
    label: str


def _known_sets() -> tuple[frozenset[str], frozenset[str]]:
    try:
        from ..tasks.catalog import definitions
        from ..tasks.dataset import public_ids

        return frozenset(definitions()), frozenset(public_ids())
    except Exception:  # a broken task tree still gets a report; every set is then "other"
        return frozenset(), frozenset()


def task_set(run: Run) -> TaskSet:
    """Full (every task of this version), public (the 27) or other (named by the run's args)."""
    every, public = _known_sets()
    ids = run.task_ids
    if ids and ids == every:
        return TaskSet(FULL, ids, f"full {len(ids)}")
    if ids and ids == public:
        return TaskSet(PUBLIC, ids, f"public {len(ids)}")
    args = ", ".join(
        f"{k}={v}"
        for k, v in run.task_args.items()
        if k != "noise" and DEFAULT_ARGS.get(k, object()) != v
    )
    return TaskSet(
        OTHER, ids, f"other: {len(ids)} tasks of {run.task}" + (f" ({args})" if args else "")
    )


@dataclass
class Summary:
    """What the report prints for one run."""

    run: Run
    tasks: int
    samples_scored: int
    skipped: Counter[str]
    pass_rate: float
    interval: tuple[float, float]
    partial: float
    by_domain: dict[str, tuple[float, int]]
    by_tier: dict[str, tuple[float, int]]
    negatives_broken: int
    tasks_with_broken_negatives: int
    collateral: int
    collateral_unknown: int
    tokens_per_sample: float
    pass_k: list[float] = field(default_factory=list)

    @property
    def samples(self) -> int:
        return len(self.run.samples)


def _mean(values: list[float]) -> float:
    return sum(values) / len(values) if values else math.nan


def per_task(run: Run) -> dict[str, list[float]]:
    """Each scored task's outcomes (one per scored epoch)."""
    outcomes: dict[str, list[float]] = defaultdict(list)
    for s in run.scored:
        outcomes[s.task_id].append(s.completed or 0.0)
    return dict(outcomes)


def summarize(run: Run) -> Summary:
    scored = run.scored
    tasks = per_task(run)
    task_means = [_mean(v) for v in tasks.values()]
    rate = _mean(task_means)
    groups: dict[str, dict[str, list[float]]] = {
        "domain": defaultdict(list),
        "tier": defaultdict(list),
    }
    for s in scored:
        groups["domain"][s.domain].append(s.completed or 0.0)
        groups["tier"][s.tier].append(s.completed or 0.0)
    by_domain = {
        d: (_mean(groups["domain"][d]), len(groups["domain"][d]))
        for d in [*DOMAINS, *sorted(set(groups["domain"]) - set(DOMAINS))]
        if groups["domain"].get(d)
    }
    by_tier = {t: (_mean(v), len(v)) for t, v in sorted(groups["tier"].items())}
    broken_tasks = {s.task_id for s in scored if s.negatives_broken}
    epochs = max((len(v) for v in tasks.values()), default=0)
    return Summary(
        run=run,
        tasks=len(tasks),
        samples_scored=len(scored),
        skipped=run.skipped,
        pass_rate=rate,
        interval=wilson(rate * len(tasks), len(tasks)) if tasks else (math.nan, math.nan),
        partial=_mean([s.partial for s in scored if s.partial is not None]),
        by_domain=by_domain,
        by_tier=by_tier,
        negatives_broken=sum(s.negatives_broken for s in scored),
        tasks_with_broken_negatives=len(broken_tasks),
        collateral=sum(s.collateral or 0 for s in scored),
        collateral_unknown=sum(s.collateral is None for s in scored),
        tokens_per_sample=_mean([float(s.tokens) for s in run.samples]),
        pass_k=[
            pass_hat_k([[int(x) for x in v] for v in tasks.values()], k)
            for k in range(1, epochs + 1)
        ]
        if epochs > 1
        else [],
    )


def leaderboards(runs: list[Run]) -> list[tuple[TaskSet, list[Summary]]]:
    """Runs grouped by task set (full first, then public, then the others), each group ranked
    by pass rate (then partial credit). Groups are never ranked together."""
    groups: dict[frozenset[str], tuple[TaskSet, list[Summary]]] = {}
    for run in runs:
        ts = task_set(run)
        groups.setdefault(ts.ids, (ts, []))[1].append(summarize(run))
    order = {FULL: 0, PUBLIC: 1, OTHER: 2}
    out = []
    for ts, summaries in sorted(groups.values(), key=lambda g: (order[g[0].kind], g[0].label)):
        summaries.sort(key=lambda s: (-_nan_low(s.pass_rate), -_nan_low(s.partial), s.run.label))
        out.append((ts, summaries))
    return out


def _nan_low(x: float) -> float:
    return -1.0 if math.isnan(x) else x


@dataclass
class Comparison:
    """Run A against run B over the tasks both scored."""

    a: Run
    b: Run
    paired: int
    rate_a: float
    rate_b: float
    difference: float
    """rate_a - rate_b"""
    interval: tuple[float, float]
    method: str
    p_value: float
    a_only_passed: list[str]
    b_only_passed: list[str]
    unpaired: int


def compare(a: Run, b: Run) -> Comparison:
    """The paired difference of two runs over the same tasks, its 95% interval and an exact
    sign test; the tasks that flipped."""
    ta, tb = per_task(a), per_task(b)
    common = sorted(set(ta) & set(tb))
    ma = [_mean(ta[t]) for t in common]
    mb = [_mean(tb[t]) for t in common]
    binary = all(len(ta[t]) == 1 and len(tb[t]) == 1 for t in common)
    if binary:
        interval = newcombe_paired([int(x) for x in ma], [int(x) for x in mb])
        method = "Newcombe paired score interval; exact McNemar test"
    else:
        interval = bootstrap_mean_interval([x - y for x, y in zip(ma, mb, strict=True)])
        method = "bootstrap over tasks (10,000 resamples, seed 0); exact sign test"
    wins = sum(x > y for x, y in zip(ma, mb, strict=True))
    losses = sum(x < y for x, y in zip(ma, mb, strict=True))
    return Comparison(
        a=a,
        b=b,
        paired=len(common),
        rate_a=_mean(ma),
        rate_b=_mean(mb),
        difference=_mean(ma) - _mean(mb) if common else math.nan,
        interval=interval,
        method=method,
        p_value=sign_test(wins, losses),
        a_only_passed=[t for t, x, y in zip(common, ma, mb, strict=True) if x > y],
        b_only_passed=[t for t, x, y in zip(common, ma, mb, strict=True) if x < y],
        unpaired=len(set(ta) ^ set(tb)),
    )
