"""Every subsystem's README names each of its tables and tools, and each file the contract lists
(`ava_inspect/subsystems/README.md`)."""

from __future__ import annotations

from pathlib import Path

import pytest

from ava_inspect.core.noise.context import GENERATORS
from ava_inspect.core.tools.runtime import CATALOGUE
from ava_inspect.subsystems import NAMES, SUBSYSTEMS

ROOT = Path(__file__).resolve().parents[2] / "ava_inspect" / "subsystems"
FILES = ("records.py", "company.py", "tools.py", "noise.py", "subsystem.py", "README.md")


@pytest.mark.parametrize("subsystem", SUBSYSTEMS, ids=NAMES)
def test_the_readme_names_every_table_and_tool(subsystem: object) -> None:
    from ava_inspect.core.subsystem import Subsystem

    assert isinstance(subsystem, Subsystem)
    folder = ROOT / subsystem.name
    for name in FILES:
        assert (folder / name).is_file(), f"{folder.name}/ has no {name} (see subsystems/README.md)"
    readme = (folder / "README.md").read_text(encoding="utf-8")
    missing = [f"`{t.path}`" for t in subsystem.part.TABLES if f"`{t.path}`" not in readme]
    missing += [
        f"`{t.name}`"
        for t in CATALOGUE.values()
        if t.subsystem == subsystem.name and f"`{t.name}`" not in readme
    ]
    assert missing == [], f"{folder.name}/README.md does not name {missing}: add a line for each"


def test_every_mutable_table_has_a_generator_in_its_own_subsystem() -> None:
    for subsystem in SUBSYSTEMS:
        for table in subsystem.part.TABLES:
            if table.lookup:
                assert table.path not in GENERATORS, f"{table.path} is fixed: it gets no noise"
            else:
                made_in = GENERATORS[table.path].make.__module__
                assert made_in == subsystem.noise.__name__, (table.path, made_in)


def test_every_tool_is_defined_in_its_own_subsystem() -> None:
    modules = {s.name: s.tools.__name__ for s in SUBSYSTEMS}
    wrong = [
        (t.name, t.subsystem, t.op.__module__)
        for t in CATALOGUE.values()
        if t.op.__module__ != modules[t.subsystem]
    ]
    assert wrong == []
