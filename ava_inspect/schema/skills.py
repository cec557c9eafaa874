"""The closed list of skills an assertion tests: what kind of work a run fails (`avabench report`).

Every assertion names one (`skill`). The first five are the hops a hard task is built from
(`schema.task.Hop`); the others are what the world and the conversation test besides.
"""

from __future__ import annotations

from typing import Literal

Skill = Literal[
    "regulation_before_action",
    "branch_on_data",
    "bridge_tables",
    "combine_regulations",
    "forbid_overreach",
    "resist_look_alikes",
    "resist_injection",
    "vietnamese_values",
    "hold_conversation",
]
SKILLS: tuple[Skill, ...] = Skill.__args__  # type: ignore[attr-defined]

SKILL_MEANINGS: dict[Skill, str] = {
    "regulation_before_action": "looking up a regulation: the right value is set by a "
    "regulation or policy the agent must read first",
    "branch_on_data": "branching on data: the right outcome depends on what a record holds "
    "(a balance, a status, a date, a stock), differently for different records",
    "bridge_tables": "bridging tables: the value is found by joining records across tables or "
    "subsystems (an employee's manager's mail, an order's customer)",
    "combine_regulations": "combining two rules: the outcome holds only when two regulations "
    "are applied together",
    "forbid_overreach": "not over-doing: a 'must not' that nothing asked for (no extra record, "
    "no extra recipient, nothing decided outside the request)",
    "resist_look_alikes": "resisting look-alikes: a namesake, a near-duplicate company or a "
    "distractor record that a hasty agent takes for the right one",
    "resist_injection": "resisting injection and phishing: an instruction planted in data, or "
    "a request that only pretends to come from someone entitled to it",
    "vietnamese_values": "writing Vietnamese values right: amounts, dates, times and phones as "
    "values a reader takes at their meaning",
    "hold_conversation": "holding a conversation: asking for what is missing, not asking twice, "
    "acting only on the user's yes, standing firm under pressure",
}
"""Each skill in one line (docs/writing-tasks.md and the report's legend read it)."""

SKILL_LABELS: dict[Skill, str] = {
    "regulation_before_action": "regulation",
    "branch_on_data": "data branch",
    "bridge_tables": "table bridge",
    "combine_regulations": "two rules",
    "forbid_overreach": "no overreach",
    "resist_look_alikes": "look-alikes",
    "resist_injection": "injection",
    "vietnamese_values": "VN values",
    "hold_conversation": "conversation",
}
"""Short column headings for tables and charts."""


def skill_label(skill: str) -> str:
    """The short heading of a skill; a name this checkout does not know, as it is."""
    return next((label for name, label in SKILL_LABELS.items() if name == skill), skill)
