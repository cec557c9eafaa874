"""The skill profile of a run: its pass rate per skill, over assertions (`schema.skills`).

Each scored sample's score carries its tally `{skill: [held, assertions]}` (a kept "must not"
held); a task's epochs add up, and a task is one cluster of the interval (`stats.clustered_rate`).
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass

from ava_inspect.report.runs import Run
from ava_inspect.report.stats import clustered_rate, paired_rate_difference, sign_test
from ava_inspect.schema.skills import SKILLS


@dataclass(frozen=True)
class SkillRate:
    """One skill of one run."""

    skill: str
    held: int
    assertions: int
    tasks: int
    rate: float
    interval: tuple[float, float]


@dataclass(frozen=True)
class SkillDifference:
    """One skill of two runs over the tasks both scored."""

    skill: str
    tasks: int
    rate_a: float
    rate_b: float
    difference: float
    interval: tuple[float, float]
    better_a: int
    """Tasks whose assertions of this skill held more often in A."""
    better_b: int
    p_value: float


def tallies(run: Run) -> dict[str, dict[str, tuple[int, int]]] | None:
    """Per task, per skill, (held, assertions) summed over its scored epochs; None when a scored
    sample has no tally (a log graded before skills)."""
    out: dict[str, dict[str, list[int]]] = defaultdict(dict)
    for s in run.scored:
        if s.skills is None:
            return None
        for skill, (held, total) in s.skills.items():
            pair = out[s.task_id].setdefault(skill, [0, 0])
            pair[0] += held
            pair[1] += total
    return {t: {k: (v[0], v[1]) for k, v in by.items()} for t, by in out.items()}


def _order(skills: set[str]) -> list[str]:
    """The closed list's order, then any skill a log names that this checkout does not know."""
    return [s for s in SKILLS if s in skills] + sorted(skills - set(SKILLS))


def profile(run: Run) -> list[SkillRate] | None:
    """The run's rate per skill, in the closed list's order; None without tallies."""
    per_task = tallies(run)
    if per_task is None or not per_task:
        return None
    skills = {k for by in per_task.values() for k in by}
    rates = []
    for skill in _order(skills):
        pairs = [by[skill] for by in per_task.values() if skill in by]
        rate, iv = clustered_rate(pairs)
        rates.append(
            SkillRate(
                skill=skill,
                held=sum(h for h, _ in pairs),
                assertions=sum(t for _, t in pairs),
                tasks=len(pairs),
                rate=rate,
                interval=iv,
            )
        )
    return rates


def compare_skills(a: Run, b: Run) -> list[SkillDifference] | None:
    """Per skill, A's rate minus B's over the tasks both scored, with its paired interval and an
    exact sign test on the tasks where one held more of the skill; None without tallies."""
    ta, tb = tallies(a), tallies(b)
    if ta is None or tb is None:
        return None
    common = sorted(set(ta) & set(tb))
    skills = {k for t in common for k in ta[t]} | {k for t in common for k in tb[t]}
    out = []
    for skill in _order(skills):
        tasks = [t for t in common if skill in ta[t] and skill in tb[t]]
        xa, xb = [ta[t][skill] for t in tasks], [tb[t][skill] for t in tasks]
        diff, iv = paired_rate_difference(xa, xb)
        share_a = [h / n for h, n in xa]
        share_b = [h / n for h, n in xb]
        wins = sum(x > y for x, y in zip(share_a, share_b, strict=True))
        losses = sum(x < y for x, y in zip(share_a, share_b, strict=True))
        out.append(
            SkillDifference(
                skill=skill,
                tasks=len(tasks),
                rate_a=sum(h for h, _ in xa) / sum(n for _, n in xa) if tasks else float("nan"),
                rate_b=sum(h for h, _ in xb) / sum(n for _, n in xb) if tasks else float("nan"),
                difference=diff,
                interval=iv,
                better_a=wins,
                better_b=losses,
                p_value=sign_test(wins, losses),
            )
        )
    return out
