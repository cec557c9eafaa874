"""Grading a world: assertions, value matching, the scoring rule and the Inspect scorer
(`scorers.scorer.assertions_scorer`)."""

from .matching import text_contains, values_equal

__all__ = ["text_contains", "values_equal"]
