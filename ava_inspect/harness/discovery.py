"""Finding task modules (`ava_inspect/tasks/<domain>/*.py`) and validating each `TASK` alone."""

from __future__ import annotations

import importlib
import pkgutil
from dataclasses import dataclass
from typing import Any

from pydantic import ValidationError

from ava_inspect.harness.problems import Problem, describe_definition_error
from ava_inspect.schema.task import TaskDefinition
from ava_inspect.subsystems import DOMAINS


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
        package = importlib.import_module(f"ava_inspect.tasks.{domain}")
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
