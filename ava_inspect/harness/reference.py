"""What a task's reference solution changes on a sample's world, worked out when the sample is made.

Collateral writes compare the agent's changes with the reference solution's on the same world.
Playing the reference needs a world of its own, so each sample carries the result in its metadata
under a key naming everything the result depends on: the reference's calls, its requester, and the
source of the code that plays them (tools and world). A scorer whose key differs (the reference or
that code changed since the run) plays the reference again; fixing an assertion does not.
"""

from __future__ import annotations

import hashlib
import json
from functools import cache
from pathlib import Path

from inspect_ai.tool import ToolError
from pydantic import BaseModel, ConfigDict

from ava_inspect.core.tools.runtime import CATALOGUE, Session, call_op, typed_args
from ava_inspect.core.world.persist import Rows, table_changes, world_data, world_from_data
from ava_inspect.core.world.tables import World
from ava_inspect.schema.task import TaskDefinition

_PACKAGE = Path(__file__).resolve().parent.parent
_ENGINE = ("core", "subsystems", "harness/reference.py")
"""The code a reference play runs through, relative to the package."""


class ReferenceChanges(BaseModel):
    """The records a reference solution changes on one world."""

    model_config = ConfigDict(frozen=True)

    key: str
    """`reference_key` of the task when this was worked out."""
    touched: list[tuple[str, str]] = []
    """(table, id) of each record it updates or deletes, sorted."""
    created: dict[str, int] = {}
    """How many records it creates, per table."""
    problem: str | None = None
    """Why the reference could not be played on this world (then nothing else is known)."""


@cache
def engine_digest() -> str:
    """A hash of the source of the core and the subsystems (tools, world): what a reference play
    depends on."""
    digest = hashlib.sha256()
    for part in _ENGINE:
        root = _PACKAGE / part
        files = sorted(root.rglob("*.py")) if root.is_dir() else [root]
        for file in files:
            digest.update(file.relative_to(_PACKAGE).as_posix().encode())
            digest.update(file.read_bytes())
    return digest.hexdigest()


def reference_key(task: TaskDefinition) -> str:
    """What a reference play's result depends on besides the world: its requester and calls, and
    the engine code (`engine_digest`)."""
    calls = [[c.tool, c.args] for c in task.oracle_calls]
    text = json.dumps([task.requester_id, calls], ensure_ascii=False, sort_keys=True, default=str)
    return hashlib.sha256(f"{engine_digest()}\n{text}".encode()).hexdigest()


def play_reference(task: TaskDefinition, world: World, rows: Rows) -> ReferenceChanges:
    """Play the task's reference calls on `world` (whose mutable rows are `rows`) and name what
    they change. `world` is changed by the play: pass one that is not needed afterwards."""
    key = reference_key(task)
    session = Session(world=world, user_id=task.requester_id)
    try:
        for call in task.oracle_calls:
            call_op(CATALOGUE[call.tool].op, session, typed_args(call.tool, call.args))
    except (ToolError, KeyError) as ex:
        return ReferenceChanges(key=key, problem=f"{type(ex).__name__}: {ex}")
    touched: set[tuple[str, str]] = set()
    created: dict[str, int] = {}
    for path, now in world_data(world).items():
        before = {r["id"] for r in rows[path]}
        for rid in table_changes(rows[path], now):
            if rid in before:
                touched.add((path, rid))
            else:
                created[path] = created.get(path, 0) + 1
    return ReferenceChanges(key=key, touched=sorted(touched), created=created)


def replay_reference(task: TaskDefinition, initial: Rows) -> ReferenceChanges:
    """`play_reference` on a fresh world made from `initial` (left unchanged)."""
    return play_reference(task, world_from_data(initial), initial)
