"""The house: every import of the package runs downward, and no two modules or packages import
each other (`docs/architecture.md` draws it).

Layers, bottom first. A module may import its own layer and the ones below, never one above;
inside a layer the modules form no cycle, and neither do the packages (folders).
"""

from __future__ import annotations

import ast
from collections import defaultdict
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[2] / "ava_inspect"

LAYERS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("core: the world, the tool runtime, reading Vietnamese", ("core",)),
    ("schema: the task and assertion formats", ("schema",)),
    ("subsystems: tables, company, tools, noise; the registration point", ("subsystems",)),
    ("tasks: the task definitions, as data", ("tasks",)),
    (
        "harness, noise and the user: loading, checking, building samples, the user in the loop",
        ("harness", "noise", "conversation"),
    ),
    ("grading", ("scorers", "refusals")),
    ("the Inspect tasks and their endpoints", ("suite", "endpoints", "interrupts")),
    (
        "what runs them: baselines, play, report, cli, the registry entry point",
        ("oracles", "play", "report", "cli", "selftest", "rescore", "figures", "_registry"),
    ),
)
"""(what the layer holds, its top-level modules and packages under `ava_inspect/`)."""

SUBSYSTEM_KINDS = ("records", "company", "tools", "regulations", "places", "noise", "subsystem")
"""Inside the subsystems layer a module may use another subsystem's module of its own kind or an
earlier one: records come first, noise last (a tool reads another subsystem's records or tools,
never its noise)."""


def module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imports_of(path: Path) -> set[str]:
    """Every `ava_inspect` module this file imports, at any depth of its code (a function's
    import is an arrow too)."""
    name = module_name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {a.name for a in node.names if a.name.startswith("ava_inspect")}
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                module = ".".join([*base, *([node.module] if node.module else [])])
            else:
                module = node.module or ""
            if not module.startswith("ava_inspect"):
                continue
            for alias in node.names:
                sub = f"{module}.{alias.name}"
                found.add(sub if _is_module(sub) else module)
    found.discard(name)
    return found


def _is_module(dotted: str) -> bool:
    path = PACKAGE.parent.joinpath(*dotted.split("."))
    return path.with_suffix(".py").is_file() or (path / "__init__.py").is_file()


def graph() -> dict[str, set[str]]:
    return {module_name(p): imports_of(p) for p in sorted(PACKAGE.rglob("*.py"))}


def layer_of(module: str) -> int:
    parts = module.split(".")
    if len(parts) == 1:
        return len(LAYERS) - 1  # ava_inspect/__init__.py
    for index, (_, members) in enumerate(LAYERS):
        if parts[1] in members:
            return index
    raise AssertionError(
        f"{module} is in no layer: add its top-level name to LAYERS in tests/package/test_layers.py "
        "(and to docs/architecture.md)"
    )


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one node (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in sorted(edges.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for v in sorted(edges):
        if v not in index:
            visit(v)
    return found


def test_every_module_is_in_a_layer() -> None:
    for module in graph():
        layer_of(module)


def test_imports_run_only_downward() -> None:
    upward = [
        f"{m} ({LAYERS[layer_of(m)][0].split(':')[0]}) imports {i} "
        f"({LAYERS[layer_of(i)][0].split(':')[0]})"
        for m, targets in graph().items()
        for i in sorted(targets)
        if layer_of(i) > layer_of(m)
    ]
    assert upward == []


def test_no_module_cycle() -> None:
    assert cycles(graph()) == []


def package_of(module: str) -> str:
    """The folder a module lives in (a package's `__init__` is its own folder)."""
    path = PACKAGE.parent.joinpath(*module.split("."))
    return module if path.is_dir() else module.rpartition(".")[0]


def test_no_package_cycle() -> None:
    """No two folders import each other; the subsystems' folders, which do read each other's
    records, are checked by kind instead (`test_subsystems_use_each_other_by_kind`)."""
    edges: dict[str, set[str]] = defaultdict(set)
    for module, targets in graph().items():
        for target in targets:
            a, b = package_of(module), package_of(target)
            if a != b and not (_in_a_subsystem(a) and _in_a_subsystem(b)):
                if b.startswith(f"{a}.") or a.startswith(f"{b}."):
                    continue  # a package and its own sub-package (the registration point)
                edges[a].add(b)
    assert cycles(edges) == []


def _in_a_subsystem(package: str) -> bool:
    return package.startswith("ava_inspect.subsystems.")


def test_subsystems_use_each_other_by_kind() -> None:
    wrong = []
    for module, targets in graph().items():
        if not _in_a_subsystem(package_of(module)) or module.count(".") != 3:
            continue
        kind = module.rsplit(".", 1)[1]
        for target in targets:
            if not _in_a_subsystem(package_of(target)) or target.count(".") != 3:
                continue
            if package_of(target) == package_of(module):
                continue
            other = target.rsplit(".", 1)[1]
            if SUBSYSTEM_KINDS.index(other) > SUBSYSTEM_KINDS.index(kind):
                wrong.append(f"{module} imports {target}")
    assert wrong == []


def test_no_subsystem_module_imports_the_registration_point() -> None:
    """A subsystem's module imports its neighbours' modules, never `ava_inspect.subsystems`
    itself (which imports every subsystem: the arrow would run up)."""
    bad = [
        m
        for m, targets in graph().items()
        if _in_a_subsystem(package_of(m)) and "ava_inspect.subsystems" in targets
    ]
    assert bad == []


@pytest.mark.parametrize(
    ("edges", "expected"),
    [
        ({"a": {"b"}, "b": {"a"}}, [["a", "b"]]),
        ({"a": {"b"}, "b": {"c"}, "c": set()}, []),
        ({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}, [["a", "b", "c"]]),
    ],
)
def test_the_cycle_finder_finds_cycles(
    edges: dict[str, set[str]], expected: list[list[str]]
) -> None:
    assert cycles(edges) == expected
