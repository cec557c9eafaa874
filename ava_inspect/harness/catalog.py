"""The task set: every `TASK` of `ava_inspect/tasks/<domain>/*.py`, validated and checked
(`checks.check_all`) once per process."""

from __future__ import annotations

from functools import lru_cache

from ava_inspect.harness.checks import check_all
from ava_inspect.schema.task import TaskDefinition


class TaskDefinitionError(RuntimeError):
    """The task set does not validate; the message lists every problem."""


@lru_cache(maxsize=1)
def definitions() -> dict[str, TaskDefinition]:
    """All task definitions by id, validated; raises `TaskDefinitionError` listing any problem."""
    defs, problems = check_all()
    if problems:
        listed = "\n".join(f"  {p}" for p in problems)
        raise TaskDefinitionError(
            f"{len(problems)} problem(s) in the task definitions "
            f"(run `avabench validate` for the full report):\n{listed}"
        )
    return defs


def get_definition(task_id: str) -> TaskDefinition:
    try:
        return definitions()[task_id]
    except KeyError:
        raise KeyError(f"no task '{task_id}' in this version of AVABench") from None
