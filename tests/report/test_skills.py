"""The skill profile: every assertion's skill reaches the log, the report's per-skill rates and
their clustered intervals, `--compare` per skill, the chart, and which tasks discriminate."""

from __future__ import annotations

import math
import xml.etree.ElementTree as ET
from collections import Counter
from dataclasses import replace
from functools import cache
from pathlib import Path

import pytest
from report_runs import run

from ava_inspect.harness.catalog import definitions
from ava_inspect.oracles.baselines import idle
from ava_inspect.oracles.solver import oracle
from ava_inspect.report.chart import chart_svg, heat
from ava_inspect.report.render import markdown_report, text_comparison, write_results
from ava_inspect.report.runs import Run, SampleResult, read_run
from ava_inspect.report.skills import compare_skills, profile
from ava_inspect.report.stats import clustered_rate, paired_rate_difference, wilson
from ava_inspect.report.summary import compare
from ava_inspect.schema.skills import SKILLS


@cache
def two_runs() -> tuple[str, str]:
    """The oracle and the idle baseline over the same 8 tasks."""
    import tempfile

    root = Path(tempfile.mkdtemp(prefix="ava-skills-"))
    return (
        run(root, oracle(), sample=8, sample_seed=3),
        run(root, idle(), sample=8, sample_seed=3),
    )


def expected_counts(task_ids: frozenset[str]) -> Counter[str]:
    """Assertions per skill over these tasks, from their definitions."""
    defs = definitions()
    return Counter(a.skill for t in task_ids for a in defs[t].assertions)


def test_every_shipped_assertion_names_a_skill_of_the_closed_list() -> None:
    used = Counter(a.skill for t in definitions().values() for a in t.assertions)
    assert set(used) <= set(SKILLS)
    assert sum(used.values()) == sum(len(t.assertions) for t in definitions().values())


def test_the_oracle_holds_every_assertion_of_every_skill() -> None:
    good = read_run(two_runs()[0])
    rates = profile(good)
    assert rates is not None
    counts = expected_counts(good.task_ids)
    assert {x.skill: x.assertions for x in rates} == dict(counts)
    for x in rates:
        assert x.held == x.assertions and x.rate == 1.0
        assert x.interval[1] == 1.0 and 0 < x.interval[0] < 1


def test_idle_holds_its_must_nots_and_fails_the_work() -> None:
    idle = read_run(two_runs()[1])
    rates = {x.skill: x for x in profile(idle) or []}
    # what holds is exactly the idle's kept "must not"s and nothing else: doing nothing
    # over-does nothing and gets no work done
    defs = definitions()
    kept = Counter(a.skill for t in idle.task_ids for a in defs[t].assertions if a.negative)
    assert {k: x.held for k, x in rates.items() if x.held} == dict(kept)
    assert rates["forbid_overreach"].rate > max(
        x.rate for k, x in rates.items() if k != "forbid_overreach"
    )


def test_compare_gives_the_paired_difference_per_skill() -> None:
    a, b = (read_run(p) for p in two_runs())
    rows = compare_skills(a, b)
    assert rows is not None
    assert [x.skill for x in rows] == [s for s in SKILLS if s in {x.skill for x in rows}]
    for x in rows:
        assert x.rate_a == 1.0 and x.difference == pytest.approx(x.rate_a - x.rate_b)
        assert x.interval[0] <= x.difference <= x.interval[1] <= 1.0
        assert x.better_b == 0 and x.better_a <= x.tasks
    assert any(x.difference > 0 and x.better_a > 0 for x in rows)
    text = text_comparison(compare(a, b))
    first = rows[0]
    assert "by skill (assertions, clustered by task" in text
    assert f"A 100.0%  B {100 * first.rate_b:.1f}%  A − B {100 * first.difference:+.1f} points" in (
        text
    )


def test_the_report_shows_the_profile_and_writes_the_chart(tmp_path: Path) -> None:
    runs = [read_run(p) for p in two_runs()]
    md = markdown_report(runs, str(tmp_path), chart="RESULTS.svg")
    assert "![Pass rates and skill profiles of the runs below](RESULTS.svg)" in md
    assert "## Skill profile" in md and "## Which tasks discriminate" in md
    assert "Needs two runs that are not scripted baselines (there are 0)" in md
    written = write_results(runs, str(tmp_path), str(tmp_path / "RESULTS.md"))
    assert written == [str(tmp_path / "RESULTS.md"), str(tmp_path / "RESULTS.svg")]
    svg = ET.parse(tmp_path / "RESULTS.svg").getroot()  # well-formed, self-contained
    texts = [t.text or "" for t in svg.iter("{http://www.w3.org/2000/svg}text")]
    assert any("Skill profile" in t for t in texts)
    assert "regulation" in texts or "no overreach" in texts


def test_a_log_graded_before_skills_has_no_profile() -> None:
    a, b = (read_run(p) for p in two_runs())
    old = replace(a, samples=[replace(s, skills=None) for s in a.samples])
    assert profile(old) is None
    assert compare_skills(old, b) is None
    assert "skill profile: not in both logs" in text_comparison(compare(old, b))


def _run(name: str, outcomes: dict[str, float]) -> Run:
    return Run(
        path=f"/x/{name}.eval",
        task="ava_inspect/avabench",
        model=f"openai/{name}",
        solver=None,
        task_args={},
        epochs=1,
        status="success",
        wall_seconds=1.0,
        samples=[
            SampleResult(
                task_id=t,
                epoch=1,
                domain="hr",
                tier="basic",
                public=False,
                completed=v,
                partial=v,
                skipped=None,
                skills={"branch_on_data": (int(v), 1)},
            )
            for t, v in outcomes.items()
        ],
    )


def test_which_tasks_discriminate() -> None:
    a = _run("a", {"hr.x": 1.0, "hr.y": 0.0, "hr.z": 1.0})
    b = _run("b", {"hr.x": 1.0, "hr.y": 0.0, "hr.z": 0.0})
    md = markdown_report([a, b], "x")
    assert "and the 3 tasks all of them scored: 1 tasks tell them apart" in md
    assert "- passed by every run (1): `hr.x`" in md
    assert "- failed by every run (1): `hr.y`" in md


def test_clustered_rate_counts_tasks_not_assertions_when_tasks_agree() -> None:
    # 3 tasks, all of whose 10 assertions hold: the sample is 3 tasks, not 30 assertions
    rate, iv = clustered_rate([(10, 10)] * 3)
    assert rate == 1.0 and iv[0] == pytest.approx(wilson(3, 3)[0]) and iv[1] == 1.0
    # four tasks of one assertion each, half held: the cluster-robust variance (with its
    # m / (m - 1) small-sample factor) leaves an effective sample of 3
    rate, iv = clustered_rate([(1, 1), (0, 1), (1, 1), (0, 1)])
    assert rate == 0.5
    assert iv == pytest.approx(wilson(1.5, 3))
    # tasks that hold all five or none: no narrower than the same four tasks of one assertion
    rate, iv = clustered_rate([(5, 5), (0, 5), (5, 5), (0, 5)])
    assert iv == pytest.approx(wilson(1.5, 3))
    # assertions that disagree within each task: the 20 assertions are the sample
    rate, iv = clustered_rate([(1, 2)] * 10)
    assert iv == pytest.approx(wilson(10, 20))
    assert math.isnan(clustered_rate([])[0]) and math.isnan(clustered_rate([(0, 0)])[0])


def test_paired_rate_difference() -> None:
    same = [(1, 2), (2, 2), (0, 1)]
    assert paired_rate_difference(same, same) == (0.0, (0.0, 0.0))
    d, (lo, hi) = paired_rate_difference([(2, 2)] * 5, [(0, 2)] * 4 + [(2, 2)])
    assert d == pytest.approx(0.8) and lo < 0.8 < hi <= 1.0
    d, iv = paired_rate_difference([(1, 1)], [(0, 1)])
    assert d == 1.0 and iv == (-1.0, 1.0)  # one task says nothing about the spread


def test_heat_runs_red_to_green() -> None:
    assert heat(0.0) == "#dc2626" and heat(1.0) == "#16a34a" and heat(math.nan) == "#e5e7eb"
    assert chart_svg([], []).count("No AVABench runs found.") == 1
