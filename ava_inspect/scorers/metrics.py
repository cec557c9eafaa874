"""Metrics beside Inspect's own."""

from __future__ import annotations

from inspect_ai.scorer import Metric, SampleScore, metric

from .validity import PARSER_KIND


@metric
def total() -> Metric:
    """The sum of the values (used to count skipped samples)."""

    def compute(scores: list[SampleScore]) -> float:
        return float(sum(s.score.as_float() for s in scores))

    return compute


@metric
def parser_suspect() -> Metric:
    """How many samples were left unscored because the server's tool-call parser looks broken."""

    def compute(scores: list[SampleScore]) -> float:
        return float(
            sum(1 for s in scores if (s.score.metadata or {}).get("invalid_kind") == PARSER_KIND)
        )

    return compute
