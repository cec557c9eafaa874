"""Finding and loading task definitions: every `TASK` in `ava_inspect/tasks/<domain>/*.py`."""

from __future__ import annotations

import importlib
import pkgutil
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from pydantic import ValidationError

from .definition import DOMAINS, TaskDefinition
from .problems import Problem, describe_definition_error


@dataclass(frozen=True)
class RawTask:
    """A task module as found on disk, before validation."""

    module: str
    domain: str
    data: Any


def discover() -> tuple[list[RawTask], list[Problem]]:
    """Every task module of every domain package, in a stable order."""
    found: list[RawTask] = []
    problems: list[Problem] = []
    for domain in DOMAINS:
        package = importlib.import_module(f"{__package__}.{domain}")
        for info in sorted(pkgutil.iter_modules(package.__path__), key=lambda m: m.name):
            if info.name.startswith("_"):
                continue
            name = f"{package.__name__}.{info.name}"
            try:
                module = importlib.import_module(name)
            except Exception as ex:  # a broken module is reported, not fatal to the others
                problems.append(Problem(name, f"cannot import: {type(ex).__name__}: {ex}"))
                continue
            if not hasattr(module, "TASK"):
                problems.append(Problem(name, "defines no TASK; a task module sets TASK = {...}"))
                continue
            found.append(RawTask(name, domain, module.TASK))
    return found, problems


def parse(raw: RawTask) -> tuple[TaskDefinition | None, list[Problem]]:
    """Validate one raw task into a definition, or explain what is wrong with it."""
    label = raw.data.get("id", raw.module) if isinstance(raw.data, dict) else raw.module
    try:
        definition = TaskDefinition.model_validate(raw.data)
    except ValidationError as ex:
        return None, [Problem(str(label), line) for line in describe_definition_error(ex)]
    if definition.domain != raw.domain:
        return None, [
            Problem(
                definition.id,
                f"lives in the '{raw.domain}' folder but says domain '{definition.domain}'; "
                "move the file or fix the domain",
            )
        ]
    return definition, []


class TaskDefinitionError(RuntimeError):
    """The task set does not validate; the message lists every problem."""


@lru_cache(maxsize=1)
def definitions() -> dict[str, TaskDefinition]:
    """All task definitions by id, validated; raises `TaskDefinitionError` listing any problem."""
    from .checks import check_all

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
