"""The package as a user installs it: declared dependencies are the imported ones, no exact
pins, and the licence and citation agree with pyproject.toml."""

from __future__ import annotations

import ast
import re
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
IMPORT_NAMES = {"inspect_ai": "inspect-ai"}  # import name -> distribution, where they differ


def _distribution(requirement: str) -> str:
    return re.split(r"[<>=!~;\[ ]", requirement, maxsplit=1)[0].strip().lower()


def _imported(folder: str) -> set[str]:
    """Top-level modules imported anywhere under `folder`, outside the standard library and the
    project's own modules (the package and the test and bench helpers)."""
    local = {"ava_inspect"} | {p.stem for d in ("tests", "bench") for p in (ROOT / d).rglob("*.py")}
    found = set()
    for path in (ROOT / folder).rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names = [node.module]
            else:
                continue
            for name in names:
                top = name.split(".")[0]
                if top not in sys.stdlib_module_names and top not in local:
                    found.add(IMPORT_NAMES.get(top, top).lower())
    return found


def test_the_package_declares_exactly_what_it_imports() -> None:
    declared = {_distribution(r) for r in PYPROJECT["project"]["dependencies"]}
    assert _imported("ava_inspect") == declared


def test_tests_and_benchmarks_import_only_declared_packages() -> None:
    runtime = {_distribution(r) for r in PYPROJECT["project"]["dependencies"]}
    dev = {_distribution(r) for r in PYPROJECT["dependency-groups"]["dev"]}
    assert _imported("tests") | _imported("bench") <= runtime | dev


def test_dependencies_are_ranges_with_floors() -> None:
    for requirement in PYPROJECT["project"]["dependencies"]:
        assert "==" not in requirement, (
            f"{requirement}: an exact pin keeps AVABench out of others' environments"
        )
        assert ">=" in requirement, f"{requirement}: declare the floor CI tests"


def test_licence_and_citation_agree_with_the_project() -> None:
    project = PYPROJECT["project"]
    assert project["license"] == "MIT"
    assert (ROOT / "LICENSE").read_text(encoding="utf-8").startswith("MIT License")
    citation = (ROOT / "CITATION.cff").read_text(encoding="utf-8")
    assert re.search(r"^license: MIT$", citation, re.M)
    assert re.search(rf'^version: "{re.escape(project["version"])}"$', citation, re.M)
    assert project["requires-python"] == ">=3.11"
