"""The AVABench scorer: grade the final world against the task's assertions.

The score is a dict: `task_completed_correctly` (0/1, its mean is the pass rate),
`partial_credit` (passed / counted, a dense reward), `skipped` (1 for an invalid sample, whose
other two values are NaN so it leaves every denominator) and `status` (the same in words, so that
Inspect's viewer never shows a skipped sample as a lone "1"). Over epochs, `reducers` keeps each
key meaningful. Everything it needs is in the sample:
the task id and the initial world in its metadata, the agent's changes in its store; so
`inspect score` re-grades a log with the current assertion definitions.
"""

from __future__ import annotations

import math

from inspect_ai.scorer import Score, Target, grouped, mean, scorer, stderr
from inspect_ai.solver import TaskState

from ..inspect_internals import register_bare_name
from ..tasks.catalog import get_definition
from ..tasks.sample_info import SampleInfo, initial_world_data, setup_digest
from ..world.live import close_world
from ..world.persist import apply_changes, stored_changes, world_after, world_from_data
from .assertions import tables_touched
from .collateral import collateral_writes, sample_reference
from .diff import world_changes
from .explanation import explain
from .grading import grade
from .keys import COMPLETED, PARTIAL, SKIPPED, STATUS, status_of
from .metrics import parser_suspect, refused, tools_dropped, total
from .validity import invalidity


@scorer(
    metrics={
        COMPLETED: [mean(), stderr(), grouped(mean(), "domain", all=False)],
        PARTIAL: [mean(), stderr(), grouped(mean(), "domain", all=False)],
        SKIPPED: [total(), parser_suspect(), tools_dropped(), refused()],
    }
)
def assertions_scorer():  # type: ignore[no-untyped-def]
    """Grade the world the agent left behind (never the conversation)."""

    async def score(state: TaskState, target: Target) -> Score:
        close_world(state.store)  # the agent is done: its live world is no longer needed
        info = state.metadata_as(SampleInfo)
        invalid = invalidity(state)
        if invalid is not None:
            kind, reason = invalid
            return _unscored(info.task_id, reason, kind)
        task = get_definition(info.task_id)
        if info.setup is not None and info.setup != (now := setup_digest(task)):
            return _unscored(
                info.task_id,
                f"{info.task_id} changed since this run: its request or seed records differ "
                f"from the ones the agent was given (setup {info.setup} in the log, {now} "
                "now), so the current assertions cannot judge this run; run the task again",
                TASK_CHANGED,
            )
        initial_data = initial_world_data(state.metadata)
        stored = stored_changes(state.store)
        final_data = apply_changes(initial_data, stored)
        # the grader reads only the tables its assertions name
        initial = world_from_data(initial_data, tables_touched(task.assertions))
        final = world_after(initial, final_data, stored)
        result = grade(task.assertions, initial, final)
        # only the tables the agent changed can differ (the others are the initial lists)
        changes = world_changes(
            {t: initial_data[t] for t in stored}, {t: final_data[t] for t in stored}
        )
        reference = sample_reference(task, info.reference, state.metadata, initial_data)
        collateral = collateral_writes(reference, changes)
        return Score(
            value={
                COMPLETED: result.task_completed_correctly,
                PARTIAL: result.partial_credit,
                SKIPPED: 0,
                STATUS: status_of(result.task_completed_correctly),
            },
            answer=state.output.completion[:500] if state.output else None,
            explanation=explain(task.assertions, result, initial, final, changes, collateral),
            metadata={
                "task_id": info.task_id,
                "assertions": [r.model_dump() for r in result.results],
                "counted": result.counted,
                "passed": result.passed,
                "negatives_broken": result.negatives_broken,
                "changes": [c.model_dump() for c in changes],
                "collateral": collateral.count,
                "collateral_records": collateral.records,
            },
        )

    return score


# Inspect records the scorer in a log as `assertions_scorer`, without its package, and
# `inspect score LOG` (no `--scorer`) looks that name up: let it find this one.
register_bare_name("scorer", assertions_scorer)

TASK_CHANGED = "task_changed"
"""The `invalid_kind` of a re-graded sample whose task has changed its request or seed."""


def _unscored(task_id: str, reason: str, kind: str) -> Score:
    """A sample left out of every denominator (`skipped`), with the reason it cannot be scored."""
    return Score(
        value={COMPLETED: math.nan, PARTIAL: math.nan, SKIPPED: 1, STATUS: status_of(None)},
        reason=reason,
        explanation=f"Bỏ (skipped, not scored): {reason}",
        metadata={"task_id": task_id, "invalid": reason, "invalid_kind": kind},
    )


__all__ = ["COMPLETED", "PARTIAL", "SKIPPED", "STATUS", "assertions_scorer"]
