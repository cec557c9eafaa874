"""Collateral writes: what the agent changed that the reference solution does not change.

The assertions name the records a task is about; an agent can still damage others. To count that
damage, the reference solution's calls are played on the sample's own initial world (noise
included) through the tool functions, and the records it changes are compared with the agent's:

- an updated or deleted record is collateral when the reference leaves it alone (by table and id);
- created records are compared per table by count (created ids are numbered in creation order,
  so an extra creation shifts them): those beyond the number the reference creates in that table
  are collateral.

The count is shown in the score explanation and metadata; it never enters `partial_credit`.
"""

from __future__ import annotations

import hashlib
from collections import Counter, OrderedDict

from inspect_ai.tool import ToolError
from pydantic import BaseModel

from ..tasks.catalog import get_definition
from ..tasks.sample_info import encode_world
from ..tools.runtime import CATALOGUE, Session, call_op, typed_args
from ..world.persist import Rows, world_data, world_from_data
from .diff import RecordChange, world_changes


class Collateral(BaseModel):
    """The agent's changes outside the reference solution's, for one sample."""

    count: int | None
    """None when the reference solution could not be played on this world (see `problem`)."""
    records: list[str] = []
    """`<change> <table> <id>` of each collateral update or deletion, and each extra creation."""
    problem: str | None = None


class _Reference(BaseModel):
    touched: frozenset[tuple[str, str]]
    created: dict[str, int]
    problem: str | None = None


def reference_changes(task_id: str, initial: Rows) -> list[RecordChange]:
    """The records the task's reference solution changes when played on `initial`.

    Raises `ToolError` if a reference call is refused on this world."""
    task = get_definition(task_id)
    world = world_from_data(initial)
    session = Session(world=world, user_id=task.requester_id)
    for call in task.oracle:
        call_op(CATALOGUE[call.tool].op, session, typed_args(call.tool, call.args))
    return world_changes(initial, world_data(world))


_CACHE: OrderedDict[tuple[str, str], _Reference] = OrderedDict()
_CACHE_SIZE = 256


def _reference(task_id: str, initial: Rows) -> _Reference:
    """The reference's changes, cached per (task, initial world): every epoch and every re-grade
    of a sample plays it once."""
    key = (task_id, hashlib.sha256(encode_world(initial).encode()).hexdigest())
    if key in _CACHE:
        _CACHE.move_to_end(key)
        return _CACHE[key]
    try:
        changes = reference_changes(task_id, initial)
        ref = _Reference(
            touched=frozenset((c.table, c.id) for c in changes if c.change != "created"),
            created=dict(Counter(c.table for c in changes if c.change == "created")),
        )
    except (ToolError, KeyError) as ex:
        ref = _Reference(touched=frozenset(), created={}, problem=f"{type(ex).__name__}: {ex}")
    _CACHE[key] = ref
    if len(_CACHE) > _CACHE_SIZE:
        _CACHE.popitem(last=False)
    return ref


def collateral_writes(task_id: str, initial: Rows, agent: list[RecordChange]) -> Collateral:
    """The agent's changes (`agent`, from `diff.world_changes`) that the reference solution does
    not make on the same initial world."""
    ref = _reference(task_id, initial)
    if ref.problem is not None:
        return Collateral(count=None, problem=f"reference solution not playable: {ref.problem}")
    records = [
        f"{c.change} {c.table} {c.id}"
        for c in agent
        if c.change != "created" and (c.table, c.id) not in ref.touched
    ]
    created: dict[str, list[str]] = {}
    for c in agent:
        if c.change == "created":
            created.setdefault(c.table, []).append(c.id)
    for table, ids in created.items():
        extra = len(ids) - ref.created.get(table, 0)
        if extra > 0:
            records += [f"created {table} {rid}" for rid in ids[-extra:]]
    return Collateral(count=len(records), records=records)


def describe_collateral(collateral: Collateral, limit: int = 20) -> list[str]:
    """Lines for the score explanation."""
    if collateral.count is None:
        return [f"**Collateral writes**: not computed ({collateral.problem})"]
    head = (
        f"**Collateral writes: {collateral.count}** (records changed that the reference solution "
        "leaves alone on this world; not part of partial credit)"
    )
    lines = [head]
    if collateral.records:
        lines.append("")
        lines += [f"    {r}" for r in collateral.records[:limit]]
        if len(collateral.records) > limit:
            lines.append(f"    … and {len(collateral.records) - limit} more")
    return lines
