"""What a task is about (`Focus`): the records and dates its definition names, its text, and the
tables its assertions read. Made by `ava_inspect.noise.task_focus`; generators only read it."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from ava_inspect.core.world.tables import World


def strings_in(value: Any) -> Iterator[str]:
    """Every string in a JSON value, depth first."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for v in value.values():
            yield from strings_in(v)
    elif isinstance(value, list | tuple):
        for v in value:
            yield from strings_in(v)


@dataclass(frozen=True)
class Focus:
    """Ids (by table) and ISO dates that the task's seed, assertions and solutions mention."""

    ids: dict[str, frozenset[str]] = field(default_factory=dict)
    dates: frozenset[str] = frozenset()
    definition: dict[str, Any] = field(default_factory=dict)
    """The task's whole definition, as JSON (empty for a focus made by hand)."""
    touched: frozenset[str] = frozenset()
    """The tables the task's assertions read (they never get noise)."""

    @property
    def requester_id(self) -> str | None:
        """The employee who asks (None for a shop customer)."""
        value = self.definition.get("requester_id")
        return value if isinstance(value, str) else None

    def strings(self) -> list[str]:
        """Every string of the task's definition."""
        return list(strings_in(self.definition))

    def prompt(self) -> str:
        """The request as one text: the prompt, or every turn of the chat."""
        prompt = self.definition.get("prompt", "")
        if isinstance(prompt, str):
            return prompt
        return " ".join(str(turn.get("text", "")) for turn in prompt)

    def of(self, table: str) -> list[str]:
        """The focus ids of one table, sorted (for deterministic choices)."""
        return sorted(self.ids.get(table, frozenset()))

    def records(self, world: World, table: str) -> list[Any]:
        """The focus records of one table, in id order."""
        return [r for r in (world.get(table, i) for i in self.of(table)) if r is not None]
