"""Metrics beside Inspect's own."""

from __future__ import annotations

from inspect_ai.scorer import Metric, SampleScore, metric

from ava_inspect.scorers.validity import PARSER_KIND, REFUSED_KIND, TOOLS_DROPPED_KIND


@metric
def total() -> Metric:
    """The sum of the values (used to count skipped samples)."""

    def compute(scores: list[SampleScore]) -> float:
        return float(sum(s.score.as_float() for s in scores))

    return compute


def _count_kind(kind: str) -> Metric:
    def compute(scores: list[SampleScore]) -> float:
        return float(
            sum(
                1
                for s in scores
                if s.score.as_float()  # the `skipped` value (metrics see one key)
                and (s.score.metadata or {}).get("invalid_kind") == kind
            )
        )

    return compute


@metric
def parser_suspect() -> Metric:
    """How many samples were left unscored because the server's tool-call parser looks broken."""
    return _count_kind(PARSER_KIND)


@metric
def tools_dropped() -> Metric:
    """How many samples were left unscored because the tools never reached the model."""
    return _count_kind(TOOLS_DROPPED_KIND)


@metric
def refused() -> Metric:
    """How many samples the server refused in a way a retry does not change."""
    return _count_kind(REFUSED_KIND)
