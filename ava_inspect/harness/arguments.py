"""The task arguments (`-T name=value`), their allowed values, and the check run before a run.

Inspect hands a task every `-T` argument its signature names and, when the task also takes
`**kwargs`, every other one too (otherwise it drops an unknown one with a warning). The AVABench
tasks take `**unknown` so that a misspelt argument reaches `check_task_args` and stops the run
with an error naming it, instead of running with the default.
"""

from __future__ import annotations

import difflib
from collections.abc import Mapping
from typing import Any, Literal, get_args

from ava_inspect.core.inspect_internals import PrerequisiteError
from ava_inspect.schema.task import Tier

Split = Literal["full", "public", "private"]
"""`-T split=`: the full set, its stratified public sample, or the rest."""
SPLITS: tuple[str, ...] = get_args(Split)

TierFilter = str
"""`-T tier=`: "all" or one tier (`TIER_CHOICES`; a plain str, so that a tier added to the
definitions' `Tier` needs no second edit here)."""

TIERS: tuple[str, ...] = get_args(Tier)
"""The task tiers, as the task definitions declare them (the one place a tier is added)."""

TIER_CHOICES: tuple[str, ...] = ("all", *TIERS)
"""`-T tier=`: "all" (the brief's 100: every tier but the expert tier above them), or one."""

TASK_ARGUMENTS: dict[str, str] = {
    "split": f"one of {', '.join(SPLITS)} (default full)",
    "sample": "a whole number of tasks, at least 1 (default: every selected task)",
    "sample_seed": "a whole number (default 0)",
    "tier": f"one of {', '.join(TIER_CHOICES)} (default all: the 100 basic and hard tasks; "
    "the expert and conversation tiers run only as tier=expert, tier=conversation)",
    "noise": "a whole number of distractors per safe table, 0 or more (default 0)",
}
"""Every task argument and the values it allows, as error messages state them."""


class TaskArgumentError(PrerequisiteError, ValueError):
    """A task argument Inspect was given that AVABench cannot run with.

    Inspect's CLI prints it as a plain message before the run (no traceback); `eval()` raises it
    as a `ValueError`.
    """

    message: str

    def __init__(self, message: str) -> None:
        ValueError.__init__(self, message)
        self.message = message

    def __str__(self) -> str:
        return self.message


def _allowed(name: str) -> str:
    return f"-T {name}= takes {TASK_ARGUMENTS[name]}"


def _whole_number(name: str, value: object, minimum: int | None) -> int:
    """`value` as an int, or an error naming the argument (True/False and 8.0 are not numbers)."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise TaskArgumentError(f"{name}={value!r} is not allowed: {_allowed(name)}.")
    if minimum is not None and value < minimum:
        raise TaskArgumentError(f"{name}={value} is not allowed: {_allowed(name)}.")
    return value


def _choice(name: str, value: object, choices: tuple[str, ...]) -> str:
    if not isinstance(value, str) or value not in choices:
        raise TaskArgumentError(f"{name}={value!r} is not allowed: {_allowed(name)}.")
    return value


def _unknown_message(names: list[str]) -> str:
    parts = []
    for name in names:
        close = difflib.get_close_matches(name, TASK_ARGUMENTS, n=1)
        parts.append(f"'{name}'" + (f" (did you mean '{close[0]}'?)" if close else ""))
    known = ", ".join(TASK_ARGUMENTS)
    return (
        f"unknown task argument{'s' if len(names) > 1 else ''} {', '.join(parts)}: the AVABench "
        f"tasks take {known}."
    )


def check_task_args(
    split: object,
    sample: object,
    sample_seed: object,
    tier: object,
    noise: object,
    unknown: Mapping[str, Any] | None = None,
) -> None:
    """Raise `TaskArgumentError` naming the first argument a run cannot use, and what it takes.

    Whether `sample` exceeds the selected tasks is checked where they are selected
    (`dataset.select_tasks`), since that depends on the domain, split and tier.
    """
    if unknown:
        raise TaskArgumentError(_unknown_message(sorted(unknown)))
    _choice("split", split, SPLITS)
    if sample is not None:
        _whole_number("sample", sample, 1)
    _whole_number("sample_seed", sample_seed, None)
    _choice("tier", tier, TIER_CHOICES)
    _whole_number("noise", noise, 0)
