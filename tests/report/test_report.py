"""`avabench report`: statistics, task sets, skipped samples, pass^k and paired comparisons,
over real offline Inspect runs (see `report_runs.py`)."""

from __future__ import annotations

import math
import re
from pathlib import Path

import pytest
from inspect_ai.log import read_eval_log
from report_runs import history, logs, server_runs, versions

from ava_inspect.cli import main
from ava_inspect.endpoints import safe_url
from ava_inspect.harness.version import TASK_SET_VERSION
from ava_inspect.report import summary as summary_module
from ava_inspect.report.faults import FAULT_OF_KIND, HARNESS, MODEL, fault
from ava_inspect.report.labels import generation
from ava_inspect.report.reading import read_runs
from ava_inspect.report.render import markdown_report, text_comparison, text_report
from ava_inspect.report.runs import TLS_OFF_MARK, Run, SampleResult, read_run
from ava_inspect.report.stats import (
    bootstrap_mean_interval,
    newcombe_paired,
    pass_hat_k,
    sign_test,
    wilson,
)
from ava_inspect.report.summary import (
    KnownSets,
    compare,
    leaderboards,
    min_scored,
    ranks,
    summarize,
    task_set,
)

V, NEXT = str(TASK_SET_VERSION), str(TASK_SET_VERSION + 1)
"""The task set's version, and the next one (a run a later revision would make)."""

# ------------------------------------------------------------------ statistics


def test_wilson_matches_known_values() -> None:
    lo, hi = wilson(0, 10)
    assert lo == 0.0 and hi == pytest.approx(0.2775, abs=1e-4)
    lo, hi = wilson(50, 100)
    assert lo == pytest.approx(0.4038, abs=1e-4) and hi == pytest.approx(0.5962, abs=1e-4)
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
    assert lo == pytest.approx(0.0569, abs=1e-4) and hi == pytest.approx(0.3404, abs=1e-4)
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


@pytest.mark.slow  # reads the shared full-set runs (report_runs.logs: six Inspect runs)
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


@pytest.mark.slow  # reads the shared full-set runs (report_runs.logs: six Inspect runs)
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


@pytest.mark.slow  # reads the shared full-set runs (report_runs.logs: six Inspect runs)
def test_skipped_samples_leave_the_denominator_with_their_reason() -> None:
    s = summarize(read_run(logs()["crash"]))
    assert s.samples == 3 and s.samples_scored == 0 and s.tasks == 0
    [(reason, count)] = s.skipped.items()
    assert count == 3 and "endpoint unreachable" in reason
    assert math.isnan(s.pass_rate)


@pytest.mark.slow  # reads the shared full-set runs (report_runs.logs: six Inspect runs)
def test_epochs_give_pass_hat_k() -> None:
    s = summarize(read_run(logs()["epochs"]))
    assert s.run.epochs == 2 and s.samples_scored == 6 and s.tasks == 3
    assert s.pass_k == [1.0, 1.0]


@pytest.mark.slow  # reads the shared full-set runs (report_runs.logs: six Inspect runs)
def test_compare_pairs_the_same_tasks() -> None:
    c = compare(read_run(logs()["oracle_public"]), read_run(logs()["idle_public"]))
    assert c.paired == 27 and c.difference == 1.0
    assert c.p_value == pytest.approx(2 / 2**27)
    assert len(c.a_only_passed) == 27 and c.b_only_passed == []
    assert c.interval[0] > 0.8 and c.interval[1] == 1.0


@pytest.mark.slow  # reads the shared full-set runs (report_runs.logs: six Inspect runs)
def test_cli_report_prints_and_writes_results(tmp_path, capsys) -> None:  # type: ignore[no-untyped-def]
    out = tmp_path / "RESULTS.md"
    assert main(["report", logs()["dir"], "--write", str(out)]) == 0
    printed = capsys.readouterr().out
    assert (
        f"== full 100, task version {V} (100 tasks): ranked within it only, a run once 90% of its "
        "tasks are scored ==" in printed
    )
    assert f"== public 27, task version {V} (27 tasks)" in printed
    assert "Bỏ ×3: error: RuntimeError: endpoint unreachable (simulated)" in printed
    assert "pass^1 100.0%  pass^2 100.0%" in printed
    text = out.read_text(encoding="utf-8")
    assert f"## Leaderboard: the full set (100 tasks, task version {V})" in text
    assert f"## The public set (27 tasks, task version {V})" in text and "do not compare" in text
    assert "uv run inspect eval ava_inspect/avabench --model none --solver ava_inspect/idle" in text
    assert "-T split=public" in text
    # the run of 2 epochs carries its pass^1 and pass^2 in its table (tau2's reliability)
    [epochs_table] = [t for t in text.split("\n## ") if "pass^1 / … / pass^k" in t]
    assert "| 100.0% / 100.0% |" in epochs_table


@pytest.mark.slow  # reads the shared full-set runs (report_runs.logs: six Inspect runs)
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

    from ava_inspect.core.world.persist import world_data
    from ava_inspect.harness.catalog import get_definition
    from ava_inspect.harness.reference import play_reference, replay_reference
    from ava_inspect.harness.worlds import initial_world
    from ava_inspect.scorers.collateral import collateral_writes
    from ava_inspect.scorers.diff import RecordChange, world_changes

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


# ------------------------------------------------------------------ truncations (issue 19.4)


def test_whose_fault_is_one_table_and_only_truncation_is_the_models() -> None:
    assert [k for k, v in FAULT_OF_KIND.items() if v == MODEL] == ["truncated"]
    assert fault("truncated") == MODEL
    for kind in ("error", "tool_call_parser", "unscored", None, "tools_dropped", "refused"):
        assert fault(kind) == HARNESS, kind


@pytest.mark.slow  # reads the shared runs (loopback-server runs, or runs of two task versions)
def test_the_models_truncations_give_the_honest_lower_bound() -> None:
    """Five samples against a loopback server: one passes, one answers without acting (fails),
    one is cut off at max_tokens before any call (the model's), one returns tool calls as text
    (the server's parser), one gets an HTTP 400 (the harness's)."""
    run = read_run(server_runs()["capped"])
    kinds = sorted(str(s.skip_kind) for s in run.samples if s.skipped)
    assert kinds == ["refused", "tool_call_parser", "truncated"]
    s = summarize(run)
    assert (s.tasks, s.pass_rate) == (2, 0.5)
    assert s.truncated == 1 and s.lower_tasks == 3
    assert s.lower_bound == pytest.approx(1 / 3)
    text = text_report([run], [])
    assert "counting the model's 1 truncation(s) as failures: 33.3% over 3 tasks" in text
    md = markdown_report([run], "x").splitlines()
    board = [line for line in md if line.startswith("| ") and "<br>" not in line]
    [row] = [line for line in board if "stub-model" in line]
    assert "| 50.0% | [9.5, 90.5] | 2/5 | 33.3% (1) | 3 |" in row


@pytest.mark.slow  # reads the shared full-set runs (report_runs.logs: six Inspect runs)
def test_a_run_without_truncations_has_its_pass_rate_as_lower_bound() -> None:
    s = summarize(read_run(logs()["oracle_public"]))
    assert s.truncated == 0 and s.lower_bound == s.pass_rate == 1.0


# ------------------------------------------------------------------ ranking (issue 19.5)


def _sample(
    task: str, done: float | None, tier: str = "basic", kind: str | None = None
) -> SampleResult:
    skipped = None if done is not None else "error: x"
    return SampleResult(
        task, 1, task.split(".")[0], tier, False, done, done, skipped, skip_kind=kind
    )


def _run(path: str, samples: list[SampleResult], model: str = "openai-api/x/m") -> Run:
    """A run over exactly these samples' tasks (as `-T sample=N` picks them)."""
    args = {"sample": len({s.task_id for s in samples})}
    return Run(
        path,
        "ava_inspect/avabench",
        model,
        None,
        args,
        1,
        "success",
        1.0,
        samples=samples,
        task_version=TASK_SET_VERSION,
    )


def test_the_threshold_is_ninety_percent_of_the_tasks_set_out() -> None:
    assert (min_scored(100), min_scored(27), min_scored(3), min_scored(10)) == (90, 25, 3, 9)
    ids = [f"hr.t{i}" for i in range(10)]
    lucky = _run("lucky.eval", [_sample(ids[0], 1.0), *[_sample(t, None) for t in ids[1:]]])
    steady = _run("steady.eval", [_sample(t, float(i < 4)) for i, t in enumerate(ids)])
    almost = _run(
        "almost.eval", [*[_sample(t, 1.0) for t in ids[:8]], *[_sample(t, None) for t in ids[8:]]]
    )
    [(_, board)] = leaderboards([lucky, steady, almost])
    assert [s.run.path for s in board] == ["steady.eval", "lucky.eval", "almost.eval"]
    assert ranks(board) == [1, None, None]
    text = text_report([lucky, steady, almost], [])
    assert text.count("\n–. ") == 2 and "\n1. openai-api/x/m" in text
    assert "not ranked: 1 of its 10 tasks scored; ranking needs 9 (90%)" in text
    md = markdown_report([lucky, steady, almost], "x")
    assert "– not ranked: fewer than 90% of its tasks scored" in md
    assert "A run is ranked only when at least 90% of the tasks" in md


@pytest.mark.slow  # reads the shared runs (loopback-server runs, or runs of two task versions)
def test_server_runs_with_few_scored_tasks_are_shown_but_not_ranked() -> None:
    runs, _ = read_runs(server_runs()["dir"])
    [(_, board)] = leaderboards(runs)
    assert len(board) == 3 and ranks(board) == [None, None, None]


# ------------------------------------------------------------------ labels (issue 19.5)


@pytest.mark.slow  # reads the shared runs (loopback-server runs, or runs of two task versions)
def test_labels_name_the_generation_settings_that_differ() -> None:
    made = server_runs()
    runs, _ = read_runs(made["dir"])
    labels = {Path(r.path).name: r.label for r in runs}
    capped = labels[Path(made["capped"]).name]
    warm = labels[Path(made["warm"]).name]
    again = labels[Path(made["capped_again"]).name]
    assert f"base_url={made['first_url']}" in capped and "max_tokens=64" in capped
    assert "temperature=default" in capped and "extra_body=default" in capped
    assert f"base_url={made['second_url']}" in warm and "temperature=0.6" in warm
    # a provider's <SERVICE>_BASE_URL reaches the log only through the task's metadata
    header = read_eval_log(made["warm"], header_only=True)
    assert header.eval.model_base_url is None
    assert (header.eval.metadata or {})["base_url"] == made["second_url"]
    assert 'extra_body={"chat_template_kwargs":{"enable_thinking":false}}' in warm
    assert "max_tokens=default" in warm
    # the same settings on the same server: told apart by when (or, within a minute, which) run
    when = re.compile(r", (?:started \d{4}-\d\d-\d\d \d\d:\d\d|eval \w{8})\)$")
    assert when.search(capped) and when.search(again) and capped != again
    assert len(set(labels.values())) == 3
    # the harness's own settings (retries, timeouts) are never a difference
    assert not any("max_retries" in label or "timeout" in label for label in labels.values())


@pytest.mark.slow  # reads the shared full-set runs (report_runs.logs: six Inspect runs)
def test_a_run_that_calls_no_model_shows_no_generation_settings() -> None:
    runs, _ = read_runs(logs()["dir"])
    assert all(r.detail == "" for r in runs)
    both = [*runs, read_run(server_runs()["capped"])]
    from ava_inspect.report.reading import distinguish

    labelled = distinguish(both)
    assert all(r.detail == "" for r in labelled if not r.calls_model)
    assert labelled[-1].detail == ""  # alone among model runs: nothing differs


@pytest.mark.slow  # reads the shared runs (loopback-server runs, or runs of two task versions)
def test_secrets_never_reach_a_label() -> None:
    header = read_eval_log(server_runs()["capped"], header_only=True)
    header.eval.model_args = {"api_key": "sk-secret", "client_timeout": 30}
    header.plan.config.extra_headers = {"Authorization": "Bearer sk-secret", "X-Team": "ava"}
    header.eval.model_base_url = "https://user:sk-secret@llm.example.internal:8443/v1?key=sk"
    shown = generation(header)
    assert "sk-secret" not in str(shown) and "key=sk" not in str(shown)
    assert shown["model_args.api_key"] == "***" and shown["model_args.client_timeout"] == "30"
    assert shown["extra_headers"] == '{"Authorization":"***","X-Team":"ava"}'
    assert shown["base_url"] == "https://llm.example.internal:8443/v1"
    assert shown["max_tokens"] == "64" and "max_retries" not in shown
    assert safe_url("not a url") == "not a url"


# ------------------------------------------------------------------ one run, one row (19.9)


@pytest.mark.slow  # reads the shared runs (report_runs: full-set runs and a run's history)
def test_what_inspect_keeps_through_retry_and_regrading() -> None:
    """The facts the de-duplication rests on, from Inspect's own commands: eval-retry keeps the
    task id and gives a new eval id and run id; re-grading keeps all three."""
    h = history()
    head = {k: read_eval_log(h[k], header_only=True) for k in ("cancelled", "retry", "regraded")}
    assert head["cancelled"].status == "cancelled" and head["retry"].status == "success"
    assert len({x.eval.task_id for x in head.values()}) == 1
    assert head["retry"].eval.eval_id != head["cancelled"].eval.eval_id
    assert head["retry"].eval.run_id != head["cancelled"].eval.run_id
    assert head["regraded"].eval.eval_id == head["retry"].eval.eval_id
    assert head["regraded"].eval.run_id == head["retry"].eval.run_id


@pytest.mark.slow  # reads the shared runs (report_runs: full-set runs and a run's history)
def test_a_run_with_its_retry_regrade_and_copy_is_one_row() -> None:
    h = history()
    runs, notes = read_runs(h["dir"])
    assert not notes
    [run] = runs
    assert run.path == h["regraded"] and run.status == "success"
    assert len(run.scored) == 5
    relation = {d.split(": ", 1)[0]: d.split(": ", 1)[1] for d in run.duplicates}
    by_file = {Path(k).name if "results" not in k else "copy": v for k, v in relation.items()}
    assert by_file[Path(h["cancelled"]).name] == (
        "an earlier attempt, cancelled, that eval-retry resumed"
    )
    assert by_file[Path(h["retry"]).name] == "the same run, graded before the re-grade kept here"
    assert by_file["copy"] == "the same run, graded before the re-grade kept here"
    text = text_report(runs, notes)
    assert text.count("pass rate") == 1 and f"log: {run.shown_path}" in text
    assert text.count("left out, same run: ") == 3
    md = markdown_report(runs, h["dir"])
    assert f"(from {Path(h['regraded']).name})" in md


@pytest.mark.slow  # reads the shared runs (report_runs: full-set runs and a run's history)
def test_the_cancelled_attempt_alone_is_shown_as_unfinished() -> None:
    h = history()
    run = read_run(h["cancelled"])
    assert run.status == "cancelled" and len(run.intended_ids) == 5
    interrupted = next(s for s in run.samples if s.task_id == h["interrupted_at"])
    assert interrupted.skipped is not None
    assert "status: cancelled (the run did not finish)" in text_report([run], [])


@pytest.mark.slow  # reads the shared runs (report_runs: full-set runs and a run's history)
def test_an_identical_copy_and_the_original_are_one_row(tmp_path: Path) -> None:
    import shutil

    h = history()
    (tmp_path / "results").mkdir()
    shutil.copy(h["retry"], tmp_path)
    shutil.copy(h["retry"], tmp_path / "results")
    [run] = read_runs(str(tmp_path))[0]
    assert run.path == str(tmp_path / Path(h["retry"]).name)  # the first path of equals
    [duplicate] = run.duplicates
    assert duplicate.endswith(": an identical copy") and "results" in duplicate


# ------------------------------------------------------------------ TLS off (19.10)


@pytest.mark.slow  # reads the shared full-set runs (report_runs.logs: six Inspect runs)
def test_tls_off_is_marked_wherever_the_runs_numbers_appear(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    made = logs()
    run = read_run(made["oracle_full_tls_off"])
    assert run.tls_off and run.label.endswith(TLS_OFF_MARK)
    assert not read_run(made["idle_full"]).tls_off
    text = text_report([run], [])
    assert TLS_OFF_MARK in text and "AVABENCH_SSL_VERIFY=0" in text
    out = tmp_path / "RESULTS.md"
    assert main(["report", made["full_dir"], "--write", str(out)]) == 0
    md = out.read_text(encoding="utf-8")
    rows = [line for line in md.splitlines() if line.startswith("| ") and "oracle" in line]
    board = [row for row in rows if "<br>" not in row]  # the skill profile's cells have two lines
    assert len(board) == 2  # the full set, and its public samples
    assert len(rows) == 3  # and its skill profile
    assert all(TLS_OFF_MARK in row for row in rows)
    idle_rows = [line for line in md.splitlines() if line.startswith("| ") and "idle" in line]
    assert idle_rows and not any(TLS_OFF_MARK in row for row in idle_rows)
    assert "certificate verification was off" in md
    assert "AVABENCH_SSL_VERIFY=0 uv run inspect eval ava_inspect/avabench --model none " in md
    compared = text_comparison(compare(run, read_run(made["idle_full"])))
    assert compared.count(TLS_OFF_MARK) >= 2  # its label, and what it means
    capsys.readouterr()


# ------------------------------------------------------------------ task versions (20.4)


@pytest.mark.slow  # reads the shared runs (loopback-server runs, or runs of two task versions)
def test_runs_are_grouped_by_task_version_with_a_warning() -> None:
    made = versions()
    runs, _ = read_runs(made["dir"])
    assert sorted(str(r.task_version) for r in runs) == [V, NEXT]
    boards = leaderboards(runs)
    assert [(ts.kind, ts.version) for ts, _ in boards] == [("public", V), ("public", NEXT)]
    text = text_report(runs, [])
    assert f"== public 27, task version {V} (27 tasks)" in text
    assert f"== public 27, task version {NEXT} (27 tasks)" in text
    assert f"also has runs at task version {NEXT}, ranked apart" in text
    assert f"also has runs at task version {V}, ranked apart" in text
    md = markdown_report(runs, made["dir"])
    assert f"## The public set (27 tasks, task version {V})" in md
    assert f"## The public set (27 tasks, task version {NEXT})" in md
    assert md.count("are in their own table") == 2
    v1 = [line for line in md.splitlines() if line.startswith("| 1 | none + ava_inspect/idle")]
    assert [row.split(" | ")[2] for row in v1] == [V, NEXT]  # the version in every row
    compared = text_comparison(compare(read_run(made["v0"]), read_run(made["v1"])))
    assert f"ran different versions of the task set ({V} and {NEXT})" in compared


# ------------------------------------------------------------------ tiers (issue 21)


def _with_tiers(monkeypatch: pytest.MonkeyPatch, tiers: dict[str, frozenset[str]]) -> None:
    real = summary_module._known_sets()
    known = KnownSets(real.headline, real.public, {**real.tiers, **tiers})
    monkeypatch.setattr(summary_module, "_known_sets", lambda: known)


@pytest.mark.slow  # reads the shared full-set runs (report_runs.logs: six Inspect runs)
def test_an_expert_tier_gets_its_own_table(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    expert = [f"{d}.expert_{i}" for d in ("hr", "crm", "mail") for i in range(2)]
    _with_tiers(monkeypatch, {"expert": frozenset(expert)})
    run = _run("expert.eval", [_sample(t, float(i % 2), "expert") for i, t in enumerate(expert)])
    full = read_run(logs()["idle_full"])
    public = read_run(logs()["oracle_public"])
    boards = leaderboards([public, run, full])
    assert [(ts.kind, ts.tier) for ts, _ in boards] == [
        ("full", None),
        ("tier", "expert"),
        ("public", None),
    ]
    md = markdown_report([public, run, full], str(tmp_path))
    titles = [line for line in md.splitlines() if line.startswith("## ")]
    assert titles[:3] == [
        f"## Leaderboard: the full set (100 tasks, task version {V})",
        f"## The expert tier (6 tasks, task version {V})",
        f"## The public set (27 tasks, task version {V})",
    ]
    assert f"== expert 6, task version {V} (6 tasks)" in text_report([run], [])


@pytest.mark.slow  # reads the shared full-set runs (report_runs.logs: six Inspect runs)
def test_an_unknown_tier_never_crashes_the_report(tmp_path: Path) -> None:
    samples = [
        _sample("hr.a", 1.0, "basic"),
        _sample("hr.b", 0.0, "legendary"),
        _sample("hr.c", 1.0, "hard"),
    ]
    run = _run("odd.eval", samples)
    s = summarize(run)
    assert list(s.by_tier) == ["hard", "basic", "legendary"]
    md = markdown_report([run], str(tmp_path))
    assert "| hard | basic | legendary |" in md
    assert (
        "by tier:   hard 100.0% (n=1 task)  basic 100.0% (n=1 task)  legendary 0.0% (n=1 task)"
        in (text_report([run], []))
    )
    # no expert run, no expert table
    assert "expert" not in markdown_report([read_run(logs()["idle_full"])], str(tmp_path))
    assert task_set(run).kind == "other"
