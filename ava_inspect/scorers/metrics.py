"""Metrics beside Inspect's own."""

from __future__ import annotations

from inspect_ai.scorer import Metric, SampleScore, metric


@metric
def total() -> Metric:
    """The sum of the values (used to count skipped samples)."""

    def compute(scores: list[SampleScore]) -> float:
        return float(sum(s.score.as_float() for s in scores))

    return compute
