"""Collateral writes: what the agent changed that the reference solution does not change.

The assertions name the records a task is about; an agent can still damage others. To count that
damage, the records the agent changes are compared with those the reference solution changes when
played on the sample's own initial world (noise included; `tasks.reference`):

- an updated or deleted record is collateral when the reference leaves it alone (by table and id);
- created records are compared per table by count (created ids are numbered in creation order,
  so an extra creation shifts them): those beyond the number the reference creates in that table
  are collateral.

The count is shown in the score explanation and metadata; it never enters `partial_credit`.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Mapping
from typing import Any

from pydantic import BaseModel

from ava_inspect.core.world.persist import Rows
from ava_inspect.harness.reference import ReferenceChanges, reference_key, replay_reference
from ava_inspect.harness.sample_info import world_fingerprint
from ava_inspect.schema.task import TaskDefinition
from ava_inspect.scorers.diff import RecordChange


class Collateral(BaseModel):
    """The agent's changes outside the reference solution's, for one sample."""

    count: int | None
    """None when the reference solution could not be played on this world (see `problem`)."""
    records: list[str] = []
    """`<change> <table> <id>` of each collateral update or deletion, and each extra creation."""
    problem: str | None = None


_REPLAYED: OrderedDict[tuple[str, str], ReferenceChanges] = OrderedDict()
_REPLAYED_SIZE = 256


def sample_reference(
    task: TaskDefinition,
    recorded: ReferenceChanges | None,
    metadata: Mapping[str, Any],
    initial: Rows,
) -> ReferenceChanges:
    """What the reference solution changes on a sample's world (`initial`, read from its
    `metadata`): the result `recorded` in the metadata when it was made under the current
    reference and engine, else a replay (kept per reference and world, so every epoch and
    re-grade of a sample plays it once)."""
    key = reference_key(task)
    if recorded is not None and recorded.key == key:
        return recorded
    cache_key = (key, world_fingerprint(metadata, initial))
    if cache_key in _REPLAYED:
        _REPLAYED.move_to_end(cache_key)
        return _REPLAYED[cache_key]
    reference = replay_reference(task, initial)
    _REPLAYED[cache_key] = reference
    if len(_REPLAYED) > _REPLAYED_SIZE:
        _REPLAYED.popitem(last=False)
    return reference


def collateral_writes(reference: ReferenceChanges, agent: list[RecordChange]) -> Collateral:
    """The agent's changes (`agent`, from `diff.world_changes`) that the reference solution does
    not make on the same initial world."""
    if reference.problem is not None:
        return Collateral(
            count=None, problem=f"reference solution not playable: {reference.problem}"
        )
    touched = set(reference.touched)
    records = [
        f"{c.change} {c.table} {c.id}"
        for c in agent
        if c.change != "created" and (c.table, c.id) not in touched
    ]
    created: dict[str, list[str]] = {}
    for c in agent:
        if c.change == "created":
            created.setdefault(c.table, []).append(c.id)
    for table, ids in created.items():
        extra = len(ids) - reference.created.get(table, 0)
        if extra > 0:
            records += [f"created {table} {rid}" for rid in ids[-extra:]]
    return Collateral(count=len(records), records=records)
