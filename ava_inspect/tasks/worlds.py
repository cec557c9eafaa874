"""Building a task's world: the base company with the task's seed merged on."""

from __future__ import annotations

from ..world.company import base_company
from ..world.state import WorldState, merge
from .definition import TaskDefinition


def initial_world(task: TaskDefinition) -> WorldState:
    """The world the agent starts from (raises `SeedError` if the seed does not fit)."""
    return merge(base_company(), task.seed)
