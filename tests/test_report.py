"""`avabench report`: statistics, task sets, skipped samples, pass^k and paired comparisons,
over real offline Inspect runs (see `report_runs.py`)."""

from __future__ import annotations

import math

import pytest
from report_runs import logs

from ava_inspect.cli import main
from ava_inspect.report.runs import read_run, read_runs
from ava_inspect.report.stats import (
    bootstrap_mean_interval,
    newcombe_paired,
    pass_hat_k,
    sign_test,
    wilson,
)
from ava_inspect.report.summary import compare, leaderboards, summarize, task_set

# ------------------------------------------------------------------ statistics


def test_wilson_matches_known_values() -> None:
    lo, hi = wilson(0, 10)
    assert lo == 0.0 and hi == pytest.approx(0.2775, abs=1e-4)
    lo, hi = wilson(50, 100)
    assert (lo, hi) == (pytest.approx(0.4038, abs=1e-4), pytest.approx(0.5962, abs=1e-4))
    assert all(math.isnan(x) for x in wilson(0, 0))


def test_sign_test_is_the_exact_binomial() -> None:
    assert sign_test(0, 5) == pytest.approx(2 / 32)
    assert sign_test(1, 9) == pytest.approx(2 * 11 / 1024)
    assert sign_test(3, 3) == 1.0
    assert sign_test(0, 0) == 1.0


def test_newcombe_paired_interval() -> None:
    # Newcombe (1998), Table II example a=36, b=12, c=2, d=0: method 10 gives 0.0569 to 0.3404
    a = [1] * 36 + [1] * 12 + [0] * 2
    b = [1] * 36 + [0] * 12 + [1] * 2
    lo, hi = newcombe_paired(a, b)
    assert (lo, hi) == (pytest.approx(0.0569, abs=1e-4), pytest.approx(0.3404, abs=1e-4))
    lo, hi = newcombe_paired([1, 0, 1, 0, 1, 1], [1, 0, 0, 1, 1, 1])
    assert -1 < lo < 0 < hi < 1 and lo == pytest.approx(-hi)


def test_pass_hat_k_and_bootstrap() -> None:
    assert pass_hat_k([[1, 1, 0]], 1) == pytest.approx(2 / 3)
    assert pass_hat_k([[1, 1, 0]], 2) == pytest.approx(1 / 3)
    assert pass_hat_k([[1, 1], [0, 1]], 2) == pytest.approx(0.5)
    lo, hi = bootstrap_mean_interval([1.0, 0.0, 0.5, 0.5])
    assert 0 <= lo <= 0.5 <= hi <= 1
    assert bootstrap_mean_interval([0.2] * 5) == pytest.approx((0.2, 0.2))


# ------------------------------------------------------------------ real runs


def test_runs_are_grouped_by_task_set_and_never_ranked_together() -> None:
    runs, notes = read_runs(logs()["dir"])
    assert not notes
    kinds = {task_set(r).kind for r in runs}
    assert kinds == {"full", "public", "other"}
    boards = leaderboards(runs)
    assert [ts.kind for ts, _ in boards][:2] == ["full", "public"]
    for ts, summaries in boards:
        assert all(task_set(s.run).ids == ts.ids for s in summaries)
    public = next(s for ts, s in boards if ts.kind == "public")
    assert [s.run.solver for s in public] == ["ava_inspect/oracle", "ava_inspect/idle"]
    assert public[0].pass_rate == 1.0 and public[1].pass_rate == 0.0
    assert len(task_set(public[0].run).ids) == 27


def test_idle_full_run_summary() -> None:
    s = summarize(read_run(logs()["idle_full"]))
    assert (s.tasks, s.samples_scored, sum(s.skipped.values())) == (100, 100, 0)
    assert (
        s.pass_rate == 0.0
        and s.interval[0] == 0.0
        and s.interval[1] == pytest.approx(0.037, abs=1e-3)
    )
    assert s.negatives_broken == 0 and s.collateral == 0
    assert set(s.by_domain) == {"sale", "hr", "crm", "recruitment", "mail"}
    assert {n for _, n in s.by_domain.values()} == {20}
    assert s.by_tier == {"basic": (0.0, 60), "hard": (0.0, 40)}


def test_skipped_samples_leave_the_denominator_with_their_reason() -> None:
    s = summarize(read_run(logs()["crash"]))
    assert s.samples == 3 and s.samples_scored == 0 and s.tasks == 0
    [(reason, count)] = s.skipped.items()
    assert count == 3 and "endpoint unreachable" in reason
    assert math.isnan(s.pass_rate)


def test_epochs_give_pass_hat_k() -> None:
    s = summarize(read_run(logs()["epochs"]))
    assert s.run.epochs == 2 and s.samples_scored == 6 and s.tasks == 3
    assert s.pass_k == [1.0, 1.0]


def test_compare_pairs_the_same_tasks() -> None:
    c = compare(read_run(logs()["oracle_public"]), read_run(logs()["idle_public"]))
    assert c.paired == 27 and c.difference == 1.0
    assert c.p_value == pytest.approx(2 / 2**27)
    assert len(c.a_only_passed) == 27 and c.b_only_passed == []
    assert c.interval[0] > 0.8 and c.interval[1] == 1.0


def test_cli_report_prints_and_writes_results(tmp_path, capsys) -> None:  # type: ignore[no-untyped-def]
    out = tmp_path / "RESULTS.md"
    assert main(["report", logs()["dir"], "--write", str(out)]) == 0
    printed = capsys.readouterr().out
    assert "== full 100 (100 tasks): ranked within this task set only ==" in printed
    assert "== public 27 (27 tasks)" in printed
    assert "Bỏ ×3: error: RuntimeError: endpoint unreachable (simulated)" in printed
    assert "pass^1 100.0%  pass^2 100.0%" in printed
    text = out.read_text(encoding="utf-8")
    assert "## Leaderboard: the full set (100 tasks)" in text
    assert "## The public set (27 tasks)" in text and "do not compare" in text
    assert "uv run inspect eval ava_inspect/avabench --model none --solver ava_inspect/idle" in text
    assert "-T split=public" in text


def test_cli_compare_and_bad_input(capsys) -> None:  # type: ignore[no-untyped-def]
    assert main(["report", "--compare", logs()["oracle_public"], logs()["idle_public"]]) == 0
    printed = capsys.readouterr().out
    assert "paired tasks: 27" in printed and "better in A (27)" in printed
    assert main(["report", "no/such/dir"]) == 2
    assert "does not exist" in capsys.readouterr().out
    assert main(["report", "--compare", "missing.eval", logs()["idle_public"]]) == 2
    assert "--compare takes two AVABench .eval logs" in capsys.readouterr().out


# ------------------------------------------------------------------ collateral writes


def test_collateral_counts_changes_outside_the_reference() -> None:
    import copy

    from ava_inspect.scorers.collateral import collateral_writes
    from ava_inspect.scorers.diff import RecordChange, world_changes
    from ava_inspect.tasks.catalog import get_definition
    from ava_inspect.tasks.reference import play_reference, replay_reference
    from ava_inspect.tasks.worlds import initial_world
    from ava_inspect.world.persist import world_data

    task = get_definition("hr.leave_split_unpaid")
    world = initial_world(task)
    initial = world_data(world)
    before = copy.deepcopy(initial)
    reference = replay_reference(task, initial)
    assert initial == before, "playing the reference must not touch the sample's initial rows"
    # the reference's own changes, as the scorer sees an agent's: no collateral
    play_reference(task, world, initial)
    ref = world_changes(initial, world_data(world))
    assert ref and collateral_writes(reference, ref).count == 0
    other = next(r for r in initial["hr.employees"] if r["id"] not in {c.id for c in ref})
    extra = [
        *ref,
        RecordChange(table="hr.employees", id=other["id"], change="updated"),
        RecordChange(table="crm.contacts", id="LH-9999", change="created"),
    ]
    result = collateral_writes(reference, extra)
    assert result.count == 2
    assert result.records == [
        f"updated hr.employees {other['id']}",
        "created crm.contacts LH-9999",
    ]
    # created records are compared by count per table: one more than the reference is one extra
    created = [c for c in ref if c.change == "created"]
    assert created
    shifted = [*ref, created[0].model_copy(update={"id": created[0].id + "-X"})]
    assert collateral_writes(reference, shifted).count == 1


def test_the_parser_warning_is_printed_once_per_run_that_needs_it() -> None:
    from ava_inspect.report.render import text_report
    from ava_inspect.report.runs import Run, SampleResult

    def sample(task: str, skipped: str | None) -> SampleResult:
        done = None if skipped else 1.0
        return SampleResult(task, 1, "hr", "basic", True, done, done, skipped)

    parser = "tool-call parser: tool calls came back as text ('<tool_call>' in the reply)"
    broken = Run("a.eval", "avabench", "openai-api/misa/m", None, {}, 1, "success", 1.0)
    broken.samples = [sample("hr.a", parser), sample("hr.b", parser), sample("hr.c", None)]
    fine = Run("b.eval", "avabench", "openai-api/misa/n", None, {}, 1, "success", 1.0)
    fine.samples = [sample("hr.a", "error: 500"), sample("hr.b", None), sample("hr.c", None)]
    text = text_report([broken, fine], [])
    assert text.count("tool-call parser is probably misconfigured") == 1
    assert "(openai-api/misa/m): in 2 of 3 sample(s)" in text
