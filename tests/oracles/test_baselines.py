"""The baselines: `idle` scores 0 and breaks nothing; `shotgun` is generic, deterministic, and
fails through broken "must not" assertions."""

from __future__ import annotations

import inspect as pyinspect
from pathlib import Path

import pytest
from report_runs import logs, run

from ava_inspect.core.world.tables import TABLES
from ava_inspect.harness.toolsets import CATALOGUE
from ava_inspect.oracles.baselines import (
    _param_tables,
    _required,
    _target,
    dates,
    name_phrases,
    phones,
    shotgun,
)
from ava_inspect.report.runs import read_run


def test_request_parsing() -> None:
    assert name_phrases("Duyệt giúp anh đơn nghỉ cuối tháng của Hà bên anh nhé.") == ["Hà"]
    assert name_phrases("Gửi Trần Thị Lan và công ty Minh Phát nhé. AVA ơi") == [
        "Trần Thị Lan",
        "Minh Phát",
    ]
    assert phones("số 0903 418 652 hoặc +84 912.345.678") == ["0903418652", "0912345678"]
    assert dates("từ 14/12 đến 18/12/2026, không phải 31/2") == ["2026-12-14", "2026-12-18"]


def test_every_id_parameter_of_a_writing_tool_names_a_table() -> None:
    """Shotgun finds what a tool acts on from the catalogue alone: this must keep working as
    tools are added."""
    for spec in CATALOGUE.values():
        params = list(pyinspect.signature(spec.op).parameters)[1:]
        for name in params:
            if name.endswith(("_id", "_ids")):
                tables = _param_tables(spec, name)
                assert tables, f"{spec.name}.{name} names no table"
                assert all(t in TABLES for t in tables)
        if spec.writes and any(n.endswith("_id") for n in _required(spec)):
            assert _target(dict(pyinspect.signature(spec.op).parameters)) is not None


@pytest.mark.slow  # reads the shared full-set runs (report_runs.logs: six Inspect runs)
def test_idle_scores_zero_and_breaks_nothing() -> None:
    r = read_run(logs()["idle_full"])
    assert len(r.samples) == 100 and not r.skipped
    assert all(s.completed == 0.0 for s in r.samples)
    assert all(s.negatives_broken == 0 and s.collateral == 0 for s in r.samples)


@pytest.fixture(scope="module")
def shotgun_runs(tmp_path_factory: pytest.TempPathFactory) -> tuple[str, str]:
    root = tmp_path_factory.mktemp("shotgun")
    first = run(root / "a", shotgun(), sample=10, sample_seed=3)
    second = run(root / "b", shotgun(), sample=10, sample_seed=3)
    return first, second


@pytest.mark.slow  # drives Inspect or a real process end to end
def test_shotgun_fails_through_broken_negatives(shotgun_runs: tuple[str, str]) -> None:
    r = read_run(shotgun_runs[0])
    assert len(r.samples) == 10 and not r.skipped, r.skipped
    failed = [s for s in r.samples if s.completed == 0.0]
    broken = [s for s in failed if s.negatives_broken > 0]
    assert len(failed) == 10
    # over the full set 56 of 100 fail with a broken negative (RESULTS.md); this sample: 5 of 10
    assert len(broken) >= 5, [s.task_id for s in failed if not s.negatives_broken]
    assert sum(s.collateral or 0 for s in r.samples) > 50


@pytest.mark.slow  # reads two shotgun runs over the full set
def test_shotgun_is_deterministic(shotgun_runs: tuple[str, str]) -> None:
    from inspect_ai.log import read_eval_log

    def calls(path: str) -> dict[str, list[tuple[str, str]]]:
        log = read_eval_log(path)
        return {
            str(s.id): [
                (c.function, repr(sorted(c.arguments.items())))
                for m in s.messages
                for c in (getattr(m, "tool_calls", None) or [])
            ]
            for s in log.samples or []
        }

    a, b = calls(shotgun_runs[0]), calls(shotgun_runs[1])
    assert a == b and all(a.values())
    assert Path(shotgun_runs[0]).exists()
