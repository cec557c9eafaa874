"""Calling the tools directly, as the tests of every subsystem's tools do: a fresh session on a
copy of the base company, one call through the tool runtime, what changed table by table, and
the happy-path checks (`check_read`, `check_write`) each subsystem's `READ_CASES` and
`WRITE_CASES` run (tests/subsystems/<name>/test_<name>_tools.py); `happy_paths()` gathers those
cases for the tests over every tool."""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Callable
from functools import cache
from importlib import import_module
from pathlib import Path
from typing import Any, cast

from ava_inspect.core.tools.runtime import Session, call_op
from ava_inspect.core.world.tables import World, check_references, merge
from ava_inspect.harness.toolsets import CATALOGUE
from ava_inspect.subsystems import NAMES, base_company

ME = "NV-0004"
"""Trần Thị Lan, Phòng Kế toán: the default person asking."""


# --- helpers ----------------------------------------------------------------------------------


def session(user_id: str | None = ME, world: World | None = None) -> Session:
    """A fresh session on its own copy of the world (the base company by default)."""
    return Session(world=merge(world or base_company(), {}), user_id=user_id)


def call(s: Session, name: str, **args: Any) -> Any:
    return call_op(CATALOGUE[name].op, s, args)


def rows(world: World) -> dict[str, dict[str, dict[str, Any]]]:
    return {
        path: {r.id: r.model_dump(mode="json") for r in records} for path, records in world.tables()
    }


def changes(before: World, after: World) -> dict[str, dict[str, Any]]:
    """What changed, by table: whole `added` records, the new values of `changed` fields by id,
    and `removed` ids. Tables that did not change are left out."""
    old, new = rows(before), rows(after)
    out: dict[str, dict[str, Any]] = {}
    for path in new:
        added = [row for rid, row in new[path].items() if rid not in old[path]]
        removed = sorted(rid for rid in old[path] if rid not in new[path])
        changed = {
            rid: {k: v for k, v in row.items() if old[path][rid].get(k) != v}
            for rid, row in new[path].items()
            if rid in old[path] and old[path][rid] != row
        }
        entry = {
            k: v for k, v in (("added", added), ("changed", changed), ("removed", removed)) if v
        }
        if entry:
            out[path] = entry
    return out


class Matches:
    """Equal to any string matching a regular expression (for generated codes)."""

    def __init__(self, pattern: str) -> None:
        self.pattern = pattern

    def __eq__(self, other: object) -> bool:
        return isinstance(other, str) and re.fullmatch(self.pattern, other) is not None

    def __hash__(self) -> int:
        return hash(self.pattern)

    def __repr__(self) -> str:
        return f"Matches({self.pattern!r})"


def ids(result: list[dict[str, Any]]) -> list[str]:
    return [x["id"] for x in result]


def item_ids(result: dict[str, Any]) -> list[str]:
    return [x["id"] for x in result["items"]]


def pick(*keys: str) -> Callable[[dict[str, Any]], dict[str, Any]]:
    return lambda result: {k: result[k] for k in keys}


ReadCase = tuple[str, dict[str, Any], Callable[[Any], Any], Any]
"""(tool, arguments, what of the result to compare, what it must be); called as ME."""
WriteCase = tuple[str, str | None, Callable[[Session], Any] | None, dict[str, Any], dict[str, Any]]
"""(tool, who calls it, what to do first, arguments, the exact change by table)."""


def check_read(
    name: str, args: dict[str, Any], project: Callable[[Any], Any], expected: Any
) -> None:
    """A read tool gives a JSON result, the part `project` picks is `expected`, and the world is
    as it was (an `as` argument names who calls it, ME by default)."""
    args = dict(args)
    s = session(args.pop("as", ME))
    before = s.world.model_dump()
    result = call(s, name, **args)
    json.dumps(result)
    assert project(result) == expected
    assert s.world.model_dump() == before, f"read tool {name} changed the world"


def check_write(
    name: str,
    user: str | None,
    prepare: Callable[[Session], Any] | None,
    args: dict[str, Any],
    expected: dict[str, Any],
) -> None:
    """A writing tool makes exactly the `expected` change, reports the records it made or changed
    as they now are, and leaves every reference resolving."""
    s = session(user)
    if prepare:
        prepare(s)
    before = merge(s.world, {})
    result = call(s, name, **args)
    json.dumps(result)
    diff = changes(before, s.world)
    assert diff == expected
    # the result reports the records the call created or changed, as they now are
    now = rows(s.world)
    touched = {
        rid: now[path][rid]
        for path, entry in diff.items()
        for rid in [r["id"] for r in entry.get("added", [])] + list(entry.get("changed", {}))
    }
    for shown in _reported_records(result):
        record = touched[shown.get("id") or shown["order_id"]]
        assert {k: v for k, v in shown.items() if k in record} == {
            k: record[k] for k in shown if k in record
        }
    assert check_references(s.world) == []


def _reported_records(result: Any) -> list[dict[str, Any]]:
    if isinstance(result, list):
        return [{"id": x} for x in result]
    if "payment" in result:
        return [result["payment"], result["invoice"]]
    return [result]


SUBSYSTEM_TESTS = Path(__file__).resolve().parents[1] / "subsystems"


@cache
def happy_paths() -> dict[str, tuple[list[ReadCase], list[WriteCase]]]:
    """Each subsystem's happy-path cases, by subsystem name, from its tool tests: imported as
    pytest imports them (their folder first on `sys.path`, the module by its file name), so a
    test run holds one copy of each. A case for another subsystem's tool is refused."""
    found = {}
    for name in NAMES:
        folder = str(SUBSYSTEM_TESTS / name)
        if folder not in sys.path:
            sys.path.insert(0, folder)
        module = import_module(f"test_{name}_tools")
        read = cast(list[ReadCase], module.READ_CASES)
        write = cast(list[WriteCase], module.WRITE_CASES)
        tools = [c[0] for c in read] + [c[0] for c in write]
        foreign = sorted({t for t in tools if CATALOGUE[t].subsystem != name})
        assert not foreign, f"tests/subsystems/{name}/test_{name}_tools.py has cases of {foreign}"
        found[name] = (read, write)
    return found
