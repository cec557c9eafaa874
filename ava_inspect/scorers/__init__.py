"""Grading a world: assertions, value matching, the scoring rule and the Inspect scorer
(`scorers.scorer.assertions_scorer`)."""

from ava_inspect.core.vietnamese.matching import DateSpan, Quantity, text_contains, values_equal

__all__ = ["DateSpan", "Quantity", "text_contains", "values_equal"]
