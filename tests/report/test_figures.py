"""The figures the markdown pages state are the code's (`ava_inspect/figures.py`): every span in
every page (README and each `docs/` page) is fresh, the figures each page states are all spans,
the baselines' figures are RESULTS.md's, and `avabench docs` finds and fixes a stale one."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from ava_inspect.cli import main
from ava_inspect.core.world.clock import TODAY
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
from ava_inspect.schema.assertions import ASSERTION_KINDS

ROOT = project_root()

STATED_ON: dict[str, tuple[str, ...]] = {
    "README.md": (
        "task_set_version",
        "headline",
        "headline.assertions",
        "headline.per_domain",
        "public",
        "private.headline",
        "expert",
        "tools",
        "tools.writes",
        "limits.messages",
        "limits.max_tokens",
        "world.today",
        "measured.baselines.shotgun",
    ),
    "docs/running.md": (
        "limits.retries",
        "limits.timeout",
        "limits.attempt_timeout",
        "limits.max_tokens",
        "limits.messages",
        "limits.tokens",
        "limits.expert_messages",
        "limits.expert_tokens",
        "limits.refusal_stop_after",
        "public.sample",
        "tools_dropped.chars_per_token",
        "measured.prefix_share_table",
    ),
    "docs/tools.md": ("tools", "tools.writes", "tools.max_quantity", "world.provinces"),
    "docs/writing-tasks.md": (
        "assertions.kinds",
        "assertions.operators",
        "needles.units",
        "needles.bare_number_limit",
        "tasks.min_hops",
        "expert.min_writes",
    ),
    "docs/results.md": ("ranking.min_scored_percent", "measured.explanation.median_ms"),
    "docs/expert-tier.md": ("expert", "expert.most_writes", "measured.expert_play.table"),
    "docs/release.md": (
        "headline",
        "public",
        "private.headline",
        "ranking.min_scored.headline",
        "measured.baselines.shotgun",
    ),
    "docs/testing.md": ("measured.tests.default", "measured.tests.default_time"),
    "docs/performance.md": ("measured.costs_table",),
}
"""Figures each page states, each of which drifted or could: each must be a span there."""


def test_every_markdown_page_matches_the_code() -> None:
    pages = markdown_files(ROOT)
    assert ROOT / "README.md" in pages
    docs = sorted((ROOT / "docs").glob("*.md"))
    assert docs and set(docs) <= set(pages), set(docs) - set(pages)
    stale = check_docs(ROOT)
    assert not stale, "\n".join(map(str, stale)) + "\n(run `uv run avabench docs --write`)"


@pytest.mark.parametrize("page", sorted(STATED_ON))
def test_each_page_states_its_figures_as_spans(page: str) -> None:
    text = (ROOT / page).read_text(encoding="utf-8")
    named = {m["name"] for m in SPAN.finditer(text)}
    assert set(STATED_ON[page]) <= named, set(STATED_ON[page]) - named
    if page == "README.md":
        assert f"<!-- fig:task_set_version -->{TASK_SET_VERSION}<!-- /fig -->" in text


def _pass_rates(results: str, heading: str) -> dict[str, list[float]]:
    """Each run's pass rates (%) in the table under the RESULTS.md heading starting `heading`."""
    section = results.split(f"\n## {heading}", 1)[1].split("\n## ", 1)[0]
    rows = [line.split("|")[1:-1] for line in section.splitlines() if line.startswith("| ")]
    header = [cell.strip() for cell in rows[0]]
    rates: dict[str, list[float]] = {}
    for row in rows[2:]:
        cells = dict(zip(header, (c.strip() for c in row), strict=True))
        solver = cells["run"].split(" + ")[-1]
        rates.setdefault(solver, []).append(float(cells["pass rate"].rstrip("%")))
    return rates


def test_the_baseline_figures_are_results_md_s() -> None:
    """The baselines' pass rates the pages quote (`measured.baselines.*`) are RESULTS.md's."""
    known = figures(ROOT)
    results = (ROOT / "RESULTS.md").read_text(encoding="utf-8")
    full = _pass_rates(results, "Leaderboard: the full set")
    expert = _pass_rates(results, "The expert tier")

    def percent(name: str) -> float:
        return float(known[f"measured.baselines.{name}"].rstrip("%"))

    assert set(full["ava_inspect/oracle"]) == {percent("oracle")}
    assert set(full["ava_inspect/idle"]) == {percent("idle")}
    assert full["ava_inspect/shotgun"] == [percent("shotgun")]
    assert expert["ava_inspect/shotgun"] == [percent("shotgun_expert")]
    words = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
    passes = round(percent("shotgun") * int(known["headline"]) / 100)
    assert words[known["measured.baselines.shotgun_passes"]] == passes


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
    assert known["assertions.kinds"].count("`") == 2 * len(ASSERTION_KINDS)
    assert known["assertions.operators"].startswith("`eq`, `ne`")
    assert known["needles.units"].startswith("`đồng`, `usd`") and "`ngày`" in known["needles.units"]
    assert known["world.today"] == f"{TODAY:%A} {TODAY.day} {TODAY:%B %Y}"  # C locale
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
