"""The AVABench scorer: grade the final world against the task's assertions.

The score is a dict: `task_completed_correctly` (0/1, its mean is the pass rate),
`partial_credit` (passed / counted, a dense reward), `skipped` (1 for an invalid sample, whose
other two values are NaN so it leaves every denominator) and `status` (the same in words, so that
Inspect's viewer never shows a skipped sample as a lone "1"). Over epochs, `reducers` keeps each
key meaningful. Everything it needs is in the sample:
the task id and the initial world in its metadata, the agent's changes in its store; so
`inspect score` (or `avabench rescore`) re-grades a log with the current assertion definitions,
unless its task has since changed what it put before the agent (`tasks.digest`).
"""

from __future__ import annotations

import math
from collections.abc import Awaitable, Callable

from inspect_ai.scorer import Score, Target, grouped, mean, scorer, stderr
from inspect_ai.solver import TaskState

from ava_inspect.core.conversation import events_from_store
from ava_inspect.core.inspect_internals import register_bare_name
from ava_inspect.core.world.live import close_world
from ava_inspect.core.world.persist import (
    apply_changes,
    stored_changes,
    world_after,
    world_from_data,
)
from ava_inspect.harness.catalog import get_definition
from ava_inspect.harness.digest import changes_since_run, combined
from ava_inspect.harness.sample_info import SampleInfo, initial_world_data
from ava_inspect.harness.version import TASK_SET_VERSION
from ava_inspect.schema.assertions import tables_touched
from ava_inspect.scorers.collateral import collateral_writes, sample_reference
from ava_inspect.scorers.diff import world_changes
from ava_inspect.scorers.explanation import explain
from ava_inspect.scorers.grading import grade
from ava_inspect.scorers.keys import COMPLETED, PARTIAL, SKILLS_KEY, SKIPPED, STATUS, status_of
from ava_inspect.scorers.metrics import parser_suspect, refused, tools_dropped, total
from ava_inspect.scorers.validity import TOOL_CALLS_KEY, invalidity, tool_call_count


@scorer(
    metrics={
        COMPLETED: [mean(), stderr(), grouped(mean(), "domain", all=False)],
        PARTIAL: [mean(), stderr(), grouped(mean(), "domain", all=False)],
        SKIPPED: [total(), parser_suspect(), tools_dropped(), refused()],
    }
)
def assertions_scorer(  # type: ignore[no-untyped-def]
    allow_changed: bool = False, log_task_version: int | None = None
):
    """Grade the world the agent left behind (never the conversation).

    Args:
        allow_changed: Grade a sample even when its task has changed what it put before the
            agent, or the log is of another task set version (the score records it).
        log_task_version: The `task_version` of the log being re-graded, for samples that do
            not record their own (`avabench rescore` passes the log header's).
    """

    async def score(state: TaskState, target: Target) -> Score:
        close_world(state.store)  # the agent is done: its live world is no longer needed
        info = state.metadata_as(SampleInfo)
        invalid = invalidity(state)
        if invalid is not None:
            kind, reason = invalid
            return _unscored(info.task_id, reason, kind)
        task = get_definition(info.task_id)
        changed, now = changes_since_run(info, task, log_task_version)
        graded_with = {
            "task_version": TASK_SET_VERSION,
            "setup": combined(now),
            "allow_changed": allow_changed,
            "changed_since_run": changed,
        }
        if changed and not allow_changed:
            unscored = _unscored(
                info.task_id,
                f"{info.task_id} changed since this run: {'; '.join(changed)}. The current "
                "assertions cannot judge a world the agent never saw: run the task again (or "
                "re-grade with allow_changed=true to grade it anyway, recorded in the score)",
                TASK_CHANGED,
            )
            return unscored.model_copy(
                update={"metadata": {**(unscored.metadata or {}), "graded_with": graded_with}}
            )
        initial_data = initial_world_data(state.metadata)
        stored = stored_changes(state.store)
        final_data = apply_changes(initial_data, stored)
        # the grader reads only the tables its assertions name
        initial = world_from_data(initial_data, tables_touched(task.assertions))
        final = world_after(initial, final_data, stored)
        events = events_from_store(state.store)
        result = grade(task.assertions, initial, final, events)
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
                SKILLS_KEY: result.skill_tally(),
                "changes": [c.model_dump() for c in changes],
                "collateral": collateral.count,
                "collateral_records": collateral.records,
                "graded_with": graded_with,
            },
        )

    return counting_tool_calls(score)


def counting_tool_calls(
    score: Callable[[TaskState, Target], Awaitable[Score]],
) -> Callable[[TaskState, Target], Awaitable[Score]]:
    """`score`, whose every Score (scored or not) also counts the sample's tool calls in its
    metadata (`tool_calls`): what tells a run that never called a tool (`validity.tool_use`)."""

    async def counted(state: TaskState, target: Target) -> Score:
        result = await score(state, target)
        metadata = dict(result.metadata or {})
        metadata[TOOL_CALLS_KEY] = tool_call_count(state.messages)
        return result.model_copy(update={"metadata": metadata})

    return counted


# Inspect records the scorer in a log as `assertions_scorer`, without its package, and
# `inspect score LOG` (no `--scorer`) looks that name up: let it find this one.
register_bare_name("scorer", assertions_scorer)

TASK_CHANGED = "task_changed"
"""The `invalid_kind` of a re-graded sample whose task has changed what it put before the agent
(or whose log is of another task set version)."""


def _unscored(task_id: str, reason: str, kind: str) -> Score:
    """A sample left out of every denominator (`skipped`), with the reason it cannot be scored."""
    return Score(
        value={COMPLETED: math.nan, PARTIAL: math.nan, SKIPPED: 1, STATUS: status_of(None)},
        reason=reason,
        explanation=f"Bỏ (skipped, not scored): {reason}",
        metadata={"task_id": task_id, "invalid": reason, "invalid_kind": kind},
    )


__all__ = ["COMPLETED", "PARTIAL", "SKIPPED", "STATUS", "assertions_scorer"]
