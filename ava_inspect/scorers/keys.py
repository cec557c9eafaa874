"""The keys of AVABench's score value, and the `status` word shown beside them."""

from __future__ import annotations

import math

COMPLETED = "task_completed_correctly"
PARTIAL = "partial_credit"
SKIPPED = "skipped"
STATUS = "status"
"""In words: `passed`, `failed`, `skipped (not scored)`, or (epochs) `passed in part`. Inspect's
viewer shows only the values of a score that are not NaN; without it, a skipped sample's header
would read a lone `1` (its `skipped` flag) under the label "Score", like a pass."""

SKIPPED_STATUS = "skipped (not scored)"


def status_of(completed: float | None) -> str:
    """The `status` word for a `task_completed_correctly` value (None or NaN: skipped)."""
    if completed is None or math.isnan(completed):
        return SKIPPED_STATUS
    if completed >= 1.0:
        return "passed"
    if completed <= 0.0:
        return "failed"
    return "passed in part"


SKILLS_KEY = "skills"
"""Score-metadata key of a sample's skill tally, `{skill: [assertions that hold, assertions]}`:
small enough to survive Inspect's summary thinning, so the report's profile reads summaries."""
