"""Per-run numbers, task sets, leaderboards and paired comparisons over `Run`s."""

from __future__ import annotations

import math
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from typing import Any

from ava_inspect.report.faults import MODEL, fault
from ava_inspect.report.runs import DEFAULT_ARGS, Run
from ava_inspect.report.stats import (
    bootstrap_mean_interval,
    newcombe_paired,
    pass_hat_k,
    sign_test,
    wilson,
)
from ava_inspect.subsystems import DOMAINS

FULL, PUBLIC, TIER, OTHER = "full", "public", "tier", "other"

HEADLINE_TIERS = ("hard", "basic")
"""The brief's tiers: the full set (the headline leaderboard) is every task of these."""
TIER_ORDER = ("hard", "basic", "expert")
"""How tiers are shown; a tier not listed (one added later) follows them, alphabetically."""

MIN_SCORED_SHARE = 0.9
"""A run is ranked only when at least this share of the tasks it set out to do was scored:
below it, the unscored tasks (skipped, never run) could change its place, and a pass rate over
the tasks that happened to be scorable is not the task set's. Unranked runs are shown, after the
ranked ones, with the count."""


def min_scored(tasks: int) -> int:
    """Scored tasks a run of `tasks` needs to be ranked."""
    return math.ceil(MIN_SCORED_SHARE * tasks - 1e-9)


@dataclass(frozen=True)
class TaskSet:
    """The tasks a run covers, at one version of the task set. Runs are ranked only against
    runs of the same task set and version."""

    kind: str
    ids: frozenset[str]
    label: str
    version: str = "0"
    tier: str | None = None
    """The tier of a `TIER` set (every task of one tier outside the headline, e.g. expert)."""

    @property
    def key(self) -> tuple[str, str | None, str, frozenset[str] | None]:
        """Runs with the same key share a leaderboard."""
        return (self.kind, self.tier, self.version, self.ids if self.kind == OTHER else None)


@dataclass(frozen=True)
class KnownSets:
    headline: frozenset[str]
    public: frozenset[str]
    tiers: dict[str, frozenset[str]]


def _known_sets() -> KnownSets:
    try:
        from ava_inspect.harness.catalog import definitions
        from ava_inspect.harness.dataset import public_ids

        tiers: dict[str, set[str]] = defaultdict(set)
        for tid, t in definitions().items():
            tiers[t.tier].add(tid)
        headline = frozenset(t for tier in HEADLINE_TIERS for t in tiers.get(tier, ()))
        return KnownSets(
            headline, frozenset(public_ids()), {k: frozenset(v) for k, v in tiers.items()}
        )
    except Exception:  # a broken task tree still gets a report; every set is then "other"
        return KnownSets(frozenset(), frozenset(), {})


def tier_sort_key(tier: str) -> tuple[int, str]:
    return (TIER_ORDER.index(tier), tier) if tier in TIER_ORDER else (len(TIER_ORDER), tier)


def task_set(run: Run, known: KnownSets | None = None) -> TaskSet:
    """Public (the 27), full (every task of the headline tiers), one tier outside them (every
    expert task), or other (named by the run's args); at the run's task version.

    Matched on the tasks the run set out to do; a run of another task version, whose tasks this
    checkout does not have, is matched on its arguments (Inspect's `--limit`/`--sample-id`
    unset). In a public release the full set is the public set: public wins.
    """
    known = known or _known_sets()
    ids = run.intended_ids
    version = str(run.task_version)
    args = {**DEFAULT_ARGS, **{k: v for k, v in run.task_args.items() if k != "noise"}}
    plain = not run.selected and args["sample"] is None and not run.note
    if ids:
        if ids == known.public:
            return TaskSet(PUBLIC, ids, f"public {len(ids)}", version)
        if ids == known.headline:
            return TaskSet(FULL, ids, f"full {len(ids)}", version)
        for tier, tier_ids in sorted(known.tiers.items()):
            if tier not in HEADLINE_TIERS and ids == tier_ids:
                return TaskSet(TIER, ids, f"{tier} {len(ids)}", version, tier)
    if ids and plain:  # another version's set: by what the run asked for
        tier = str(args["tier"])
        if args["split"] == "public" and tier == "all":
            return TaskSet(PUBLIC, ids, f"public {len(ids)}", version)
        if args["split"] == "full" and tier == "all":
            return TaskSet(FULL, ids, f"full {len(ids)}", version)
        if args["split"] == "full" and tier not in HEADLINE_TIERS:
            return TaskSet(TIER, ids, f"{tier} {len(ids)}", version, tier)
    shown = ", ".join(
        f"{k}={v}"
        for k, v in run.task_args.items()
        if k != "noise" and DEFAULT_ARGS.get(k, object()) != v
    )
    if run.selected:
        shown = ", ".join(x for x in (shown, "--limit/--sample-id") if x)
    return TaskSet(
        OTHER,
        ids,
        f"other: {len(ids)} tasks of {run.task}" + (f" ({shown})" if shown else ""),
        version,
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
    """Pass rate and tasks per domain (each task its mean over its scored epochs)."""
    by_tier: dict[str, tuple[float, int]]
    """The same per tier."""
    negatives_broken: int
    tasks_with_broken_negatives: int
    collateral: int
    collateral_unknown: int
    tokens_per_sample: float
    pass_k: list[float] = field(default_factory=list)
    truncated: int = 0
    """Samples left unscored by the model's own fault (`faults.FAULT_OF_KIND`)."""
    lower_bound: float = math.nan
    """The pass rate counting those samples as failures: the honest lower bound."""
    lower_tasks: int = 0
    """The tasks behind `lower_bound` (scored, or unscored by the model's own fault)."""
    intended: int = 0
    """The tasks the run set out to do."""
    tool_users: int | None = None
    """Scored samples that called a tool (None: the log does not say)."""

    @property
    def samples(self) -> int:
        return len(self.run.samples)

    @property
    def ranked(self) -> bool:
        """Enough of its tasks were scored to rank it (`MIN_SCORED_SHARE`)."""
        return self.intended > 0 and self.tasks >= min_scored(self.intended)


def _mean(values: list[float]) -> float:
    return sum(values) / len(values) if values else math.nan


def per_task(run: Run) -> dict[str, list[float]]:
    """Each scored task's outcomes (one per scored epoch)."""
    outcomes: dict[str, list[float]] = defaultdict(list)
    for s in run.scored:
        outcomes[s.task_id].append(s.completed or 0.0)
    return dict(outcomes)


def with_truncations(run: Run) -> dict[str, list[float]]:
    """Each task's outcomes counting the model's own unscored samples as failures."""
    outcomes: dict[str, list[float]] = defaultdict(list, per_task(run))
    for s in run.samples:
        if s.skipped is not None and fault(s.skip_kind) == MODEL:
            outcomes[s.task_id].append(0.0)
    return dict(outcomes)


def summarize(run: Run) -> Summary:
    scored = run.scored
    tasks = per_task(run)
    task_means = [_mean(v) for v in tasks.values()]
    rate = _mean(task_means)
    bound = with_truncations(run)
    # by domain and tier, each task counts once (its mean over its scored epochs), as in the
    # pass rate: n is tasks, whatever the epochs
    groups: dict[str, dict[str, list[float]]] = {
        "domain": defaultdict(list),
        "tier": defaultdict(list),
    }
    where = {s.task_id: (s.domain, s.tier) for s in scored}
    for task_id, outcomes in tasks.items():
        domain, tier = where[task_id]
        groups["domain"][domain].append(_mean(outcomes))
        groups["tier"][tier].append(_mean(outcomes))
    by_domain = {
        d: (_mean(groups["domain"][d]), len(groups["domain"][d]))
        for d in [*DOMAINS, *sorted(set(groups["domain"]) - set(DOMAINS))]
        if groups["domain"].get(d)
    }
    by_tier = {
        t: (_mean(groups["tier"][t]), len(groups["tier"][t]))
        for t in sorted(groups["tier"], key=tier_sort_key)
    }
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
        truncated=sum(1 for s in run.samples if s.skipped and fault(s.skip_kind) == MODEL),
        lower_bound=_mean([_mean(v) for v in bound.values()]),
        lower_tasks=len(bound),
        intended=len(run.intended_ids),
        tool_users=tool_users(run),
    )


def tool_users(run: Run) -> int | None:
    """How many of the run's scored samples called a tool; None when none of them says (a log
    made before the scorer counted tool calls)."""
    counts = [s.tool_calls for s in run.scored if s.tool_calls is not None]
    return sum(1 for c in counts if c > 0) if counts else None


KIND_ORDER = {FULL: 0, TIER: 1, PUBLIC: 2, OTHER: 3}


def leaderboards(runs: list[Run]) -> list[tuple[TaskSet, list[Summary]]]:
    """Runs grouped by task set and task version (full first, then each tier outside the
    headline, public, the others), each group ranked (`rank_order`). Groups are never ranked
    together."""
    known = _known_sets()
    groups: dict[tuple[Any, ...], tuple[TaskSet, list[Summary]]] = {}
    for run in runs:
        ts = task_set(run, known)
        groups.setdefault(ts.key, (ts, []))[1].append(summarize(run))
    ordered = sorted(
        groups.values(),
        key=lambda g: (
            KIND_ORDER[g[0].kind],
            tier_sort_key(g[0].tier or ""),
            g[0].label,
            g[0].version,
        ),
    )
    return [(ts, rank_order(summaries)) for ts, summaries in ordered]


def rank_order(summaries: list[Summary]) -> list[Summary]:
    """Ranked runs first, by pass rate then partial credit; then the unranked, the same way."""
    return sorted(
        summaries,
        key=lambda s: (not s.ranked, -_nan_low(s.pass_rate), -_nan_low(s.partial), s.run.label),
    )


def ranks(summaries: list[Summary]) -> list[int | None]:
    """Each run's place (None: not ranked), for summaries in `rank_order`."""
    out: list[int | None] = []
    for s in summaries:
        out.append(sum(1 for x in out if x is not None) + 1 if s.ranked else None)
    return out


def version_conflicts(boards: list[tuple[TaskSet, list[Summary]]]) -> dict[TaskSet, list[str]]:
    """For each board whose task set also has runs at another task version, those versions."""

    def same_set(ts: TaskSet) -> tuple[str, str | None, str]:
        return (ts.kind, ts.tier, ts.label if ts.kind == OTHER else "")

    versions: dict[tuple[str, str | None, str], set[str]] = defaultdict(set)
    for ts, _ in boards:
        versions[same_set(ts)].add(ts.version)
    return {
        ts: sorted(versions[same_set(ts)] - {ts.version})
        for ts, _ in boards
        if len(versions[same_set(ts)]) > 1
    }


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
