"""Building a task's world: the base company with the task's seed merged on."""

from __future__ import annotations

from ava_inspect.core.world.tables import World, merge
from ava_inspect.schema.task import TaskDefinition
from ava_inspect.subsystems import base_company


def initial_world(task: TaskDefinition) -> World:
    """The world the agent starts from (raises `SeedError` if the seed does not fit)."""
    return merge(base_company(), task.seed)
