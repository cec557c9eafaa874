"""The figures the markdown pages state are the code's (`ava_inspect/figures.py`): every span in
every page is fresh, the figures README states are all spans, and `avabench docs` finds and
fixes a stale one."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from ava_inspect.cli import main
from ava_inspect.figures import (
    MEASURED_FILE,
    SPAN,
    check_docs,
    figures,
    markdown_files,
    project_root,
    rewrite,
)
from ava_inspect.harness.catalog import definitions
from ava_inspect.harness.dataset import public_ids
from ava_inspect.harness.toolsets import CATALOGUE
from ava_inspect.harness.version import TASK_SET_VERSION

ROOT = project_root()

STATED_IN_README = (
    "task_set_version",
    "headline",
    "headline.assertions",
    "headline.per_domain",
    "public",
    "private.headline",
    "expert",
    "expert.most_writes",
    "tools",
    "tools.writes",
    "limits.messages",
    "limits.max_tokens",
    "measured.tests.default",
    "measured.costs_table",
)
"""Figures README states, each of which drifted or could: each must be a span."""


def test_every_markdown_page_matches_the_code() -> None:
    assert ROOT / "README.md" in markdown_files(ROOT)
    stale = check_docs(ROOT)
    assert not stale, "\n".join(map(str, stale)) + "\n(run `uv run avabench docs --write`)"


def test_readme_states_its_figures_as_spans() -> None:
    named = {m["name"] for m in SPAN.finditer((ROOT / "README.md").read_text(encoding="utf-8"))}
    assert set(STATED_IN_README) <= named, set(STATED_IN_README) - named
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    assert f"<!-- fig:task_set_version -->{TASK_SET_VERSION}<!-- /fig -->" in text


def test_the_figures_are_the_code_s() -> None:
    defs = definitions()
    known = figures(ROOT)
    headline = [t for t in defs.values() if t.tier in ("basic", "hard")]
    assert known["tasks"] == str(len(defs))
    assert known["tasks.solutions"] == str(sum(1 + len(t.anti_oracles) for t in defs.values()))
    assert known["headline.assertions"] == str(sum(len(t.assertions) for t in headline))
    assert known["public"] == str(len(public_ids()))
    assert known["private.headline"] == str(len(headline) - len(public_ids()))
    assert known["tools"] == str(len(CATALOGUE))
    assert known["task_set_version"] == str(TASK_SET_VERSION)
    assert known["limits.tokens"] == "2,000,000"  # thousands separated from 10,000 on
    assert "measured.tests.default" in known
    # computed over another task set (the public release's): its own counts
    public = figures(ROOT, [defs[t] for t in public_ids()])
    assert public["tasks"] == public["public"] == str(len(public_ids()))
    assert "expert" not in public and "headline.per_domain" not in public  # 6, 6, 5, 5, 5


def test_rewrite_fixes_stale_spans_and_flags_unknown_ones() -> None:
    text = (
        "now <!-- fig:v -->2<!-- /fig --> and <!-- fig:nope -->9<!-- /fig -->\n"
        "<!-- fig:t -->\n| old |\n<!-- /fig -->\n"
    )
    fixed, wrong = rewrite(text, {"v": "3", "t": "| new |"})
    assert fixed == (
        "now <!-- fig:v -->3<!-- /fig --> and <!-- fig:nope -->9<!-- /fig -->\n"
        "<!-- fig:t -->\n| new |\n<!-- /fig -->\n"
    )
    assert wrong == [("v", "2", "3"), ("nope", "9", None), ("t", "| old |", "| new |")]


def test_docs_command_refuses_then_fixes_a_stale_page(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Any markdown page (a future docs/ page here), outside git as well."""
    (tmp_path / "bench").mkdir()
    shutil.copy(ROOT / MEASURED_FILE, tmp_path / MEASURED_FILE)
    page = tmp_path / "docs" / "tasks.md"
    page.parent.mkdir()
    page.write_text("There are <!-- fig:headline -->99<!-- /fig --> tasks.\n", encoding="utf-8")
    assert main(["docs", "--root", str(tmp_path)]) == 1
    out = capsys.readouterr().out
    assert "docs/tasks.md: headline shows '99'" in out and "avabench docs --write" in out
    assert main(["docs", "--root", str(tmp_path), "--write"]) == 0
    assert re.search(r"fig:headline -->100<", page.read_text(encoding="utf-8"))
    assert main(["docs", "--root", str(tmp_path)]) == 0
    page.write_text("<!-- fig:no_such_figure -->1<!-- /fig -->\n", encoding="utf-8")
    assert main(["docs", "--root", str(tmp_path), "--write"]) == 1
    assert "no figure is named 'no_such_figure'" in capsys.readouterr().out
