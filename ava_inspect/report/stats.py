"""The statistics behind `avabench report`: intervals, exact tests and pass^k.

- A pass rate's 95% interval is the Wilson score interval over the scored tasks (with epochs,
  each task's mean over its epochs is one observation, so repeating epochs does not narrow it).
- A paired difference of two runs over the same tasks is Newcombe's hybrid score interval for
  paired proportions (method 10, Newcombe 1998) when every task is pass/fail, and a seeded
  bootstrap over tasks when epochs make per-task means; the test is the exact two-sided sign test
  on the tasks that differ (for pass/fail pairs this is the exact McNemar test).
- A skill's pass rate is over assertions, clustered by task (`clustered_rate`): a Wilson
  interval on the effective sample size the task clusters leave; two runs' skill rates are
  compared by `paired_rate_difference` over the tasks both scored.
- pass^k is the probability that k epochs of a task all pass, estimated per task as
  C(c, k) / C(n, k) from c passes in n epochs and averaged over tasks.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

Z95 = 1.959963984540054


def wilson(successes: float, n: int, z: float = Z95) -> tuple[float, float]:
    """Wilson score interval for a proportion (successes may be fractional: a mean times n)."""
    if n <= 0:
        return (math.nan, math.nan)
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    lo = 0.0 if successes <= 0 else max(0.0, centre - half)
    hi = 1.0 if successes >= n else min(1.0, centre + half)
    return (lo, hi)


def sign_test(wins: int, losses: int) -> float:
    """Exact two-sided binomial test of wins vs losses at p = 0.5 (ties left out)."""
    n = wins + losses
    if n == 0:
        return 1.0
    k = min(wins, losses)
    tail: float = sum(math.comb(n, i) for i in range(k + 1)) / 2**n
    return min(1.0, 2 * tail)


def newcombe_paired(a: Sequence[int], b: Sequence[int], z: float = Z95) -> tuple[float, float]:
    """95% interval of mean(a) - mean(b) for paired 0/1 outcomes (Newcombe's method 10)."""
    n = len(a)
    if n == 0 or n != len(b):
        return (math.nan, math.nan)
    both = sum(1 for x, y in zip(a, b, strict=True) if x and y)
    only_a = sum(1 for x, y in zip(a, b, strict=True) if x and not y)
    only_b = sum(1 for x, y in zip(a, b, strict=True) if y and not x)
    neither = n - both - only_a - only_b
    p1, p2 = (both + only_a) / n, (both + only_b) / n
    l1, u1 = wilson(both + only_a, n, z)
    l2, u2 = wilson(both + only_b, n, z)
    margins = (both + only_a) * (only_b + neither) * (both + only_b) * (only_a + neither)
    phi = (both * neither - only_a * only_b) / math.sqrt(margins) if margins else 0.0
    theta = p1 - p2
    delta = math.sqrt(max(0.0, (p1 - l1) ** 2 - 2 * phi * (p1 - l1) * (u2 - p2) + (u2 - p2) ** 2))
    eps = math.sqrt(max(0.0, (u1 - p1) ** 2 - 2 * phi * (u1 - p1) * (p2 - l2) + (p2 - l2) ** 2))
    return (max(-1.0, theta - delta), min(1.0, theta + eps))


def bootstrap_mean_interval(
    diffs: Sequence[float], resamples: int = 10_000, seed: int = 0
) -> tuple[float, float]:
    """Percentile 95% interval of the mean of `diffs`, resampling tasks (seeded: reproducible)."""
    n = len(diffs)
    if n == 0:
        return (math.nan, math.nan)
    rng = random.Random(seed)
    means = sorted(sum(rng.choices(diffs, k=n)) / n for _ in range(resamples))
    return (means[int(0.025 * resamples)], means[int(0.975 * resamples) - 1])


def pass_hat_k(outcomes: Sequence[Sequence[int]], k: int) -> float:
    """pass^k over tasks: each task's outcomes are its epochs' 0/1 results; tasks with fewer
    than k scored epochs are left out."""
    values = [math.comb(sum(o), k) / math.comb(len(o), k) for o in outcomes if len(o) >= k]
    return sum(values) / len(values) if values else math.nan


def clustered_rate(
    pairs: Sequence[tuple[int, int]], z: float = Z95
) -> tuple[float, tuple[float, float]]:
    """The rate sum(held) / sum(total) over clusters (a task's assertions of one skill: they pass
    and fail together, so they are not independent), with a 95% Wilson interval on the
    effective sample size: n_eff = r(1 - r) / v, v the cluster-robust (linearised) variance of
    the ratio, at most the number of assertions; when every cluster agrees (r is 0 or 1, v is 0)
    the clusters themselves are the sample. Pairs with no assertion are left out."""
    used = [(h, t) for h, t in pairs if t > 0]
    m, held, total = len(used), sum(h for h, _ in used), sum(t for _, t in used)
    if m == 0:
        return (math.nan, (math.nan, math.nan))
    r = held / total
    n_eff = float(m)
    if m > 1 and 0 < r < 1:
        v = m / (m - 1) * sum((h - r * t) ** 2 for h, t in used) / total**2
        n_eff = min(float(total), r * (1 - r) / v) if v > 0 else float(total)
    n = max(1, round(n_eff))
    lo, hi = wilson(r * n, n, z)
    return (r, (min(lo, r), max(hi, r)))


def paired_rate_difference(
    a: Sequence[tuple[int, int]], b: Sequence[tuple[int, int]], z: float = Z95
) -> tuple[float, tuple[float, float]]:
    """rate(a) - rate(b) of two runs' (held, total) on the same clusters (tasks, in the same
    order), with a 95% normal interval from the paired cluster-robust variance of the two
    ratios (each task's residuals of A and of B taken together), clipped to [-1, 1]."""
    used = [(x, y) for x, y in zip(a, b, strict=True) if x[1] > 0 and y[1] > 0]
    m = len(used)
    if m == 0:
        return (math.nan, (math.nan, math.nan))
    ta, tb = sum(x[1] for x, _ in used), sum(y[1] for _, y in used)
    ra, rb = sum(x[0] for x, _ in used) / ta, sum(y[0] for _, y in used) / tb
    d = ra - rb
    if m == 1:
        return (d, (-1.0, 1.0))
    e = [(x[0] - ra * x[1]) / ta - (y[0] - rb * y[1]) / tb for x, y in used]
    half = z * math.sqrt(m / (m - 1) * sum(v * v for v in e))
    return (d, (max(-1.0, d - half), min(1.0, d + half)))
