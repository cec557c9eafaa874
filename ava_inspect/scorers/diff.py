"""A compact diff of what the agent changed in the world: created, updated, deleted records."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel


class RecordChange(BaseModel):
    """One record the agent created, updated or deleted."""

    table: str
    id: str
    change: str
    fields: dict[str, list[Any]] = {}
    """Updates: field -> [before, after]. Creations: field -> [value]."""


def world_changes(
    before: dict[str, list[dict[str, Any]]], after: dict[str, list[dict[str, Any]]]
) -> list[RecordChange]:
    """Changes between two sets of mutable-table rows (as stored), table by table."""
    changes: list[RecordChange] = []
    for table in sorted(set(before) | set(after)):
        old = {r["id"]: r for r in before.get(table, [])}
        new = {r["id"]: r for r in after.get(table, [])}
        for rid, row in new.items():
            if rid not in old:
                fields = {k: [v] for k, v in row.items() if k != "id" and v not in (None, "", [])}
                changes.append(RecordChange(table=table, id=rid, change="created", fields=fields))
            elif row != old[rid]:
                fields = {
                    k: [old[rid].get(k), row.get(k)]
                    for k in sorted(set(row) | set(old[rid]))
                    if row.get(k) != old[rid].get(k)
                }
                changes.append(RecordChange(table=table, id=rid, change="updated", fields=fields))
        changes.extend(
            RecordChange(table=table, id=rid, change="deleted") for rid in old if rid not in new
        )
    return changes
