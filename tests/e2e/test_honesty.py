"""Never a silent 0, and never a rank for what was never scored.

Through the real pipeline (Inspect's `eval`, its CLI, `inspect score`, the loopback OpenAI
stub server): a server that answers text and never a tool call gets a run-level warning on the
console and in the report, the idle baseline stays scored, valid tool calls are scored whatever
usage a proxy reports; an epochs reducer that cannot work is refused before the run with no log,
a log whose reducer left every sample unscored is not ranked, runs that differ by reducer are
told apart by it, per-domain n counts tasks, and `--compare` warns on differing settings.
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import inspect_ai
import pytest
from inspect_ai import Epochs
from inspect_ai.log import EvalLog, write_eval_log
from inspect_ai.model import get_model
from openai_stub import Reply, Request, StubServer, completion
from report_runs import environment

from ava_inspect.cli import main
from ava_inspect.harness.catalog import get_definition
from ava_inspect.oracles.baselines import idle
from ava_inspect.oracles.solver import oracle
from ava_inspect.report.reading import read_runs
from ava_inspect.report.render import text_comparison, text_report
from ava_inspect.report.runs import read_run
from ava_inspect.report.summary import compare, summarize
from ava_inspect.scorers.scorer import SKIPPED, assertions_scorer

LEAVE = "hr.leave_split_unpaid"
ROOM = "hr.book_room_basic"
STUB_MODEL = "openai-api/stub/stub-model"
SCORER = "assertions_scorer"
SERVER_HINT = "check the server's tool support"


@pytest.fixture(autouse=True)
def stub_key(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setenv("STUB_API_KEY", "test-key")
    monkeypatch.delenv("AVABENCH_SSL_VERIFY", raising=False)
    yield
    from ava_inspect.core.inspect_internals import cached_models

    for key in [k for k in cached_models if "stub" in k]:
        del cached_models[key]


def stub_eval(
    server: StubServer, monkeypatch: pytest.MonkeyPatch, log_dir: Path, **args: Any
) -> EvalLog:
    """`inspect eval ava_inspect/hr --model openai-api/stub/stub-model --sample-id LEAVE ROOM`."""
    monkeypatch.setenv("STUB_BASE_URL", server.base_url)
    [log] = inspect_ai.eval(
        "ava_inspect/hr",
        model=get_model(STUB_MODEL, memoize=False),
        sample_id=[LEAVE, ROOM],
        log_dir=str(log_dir),
        display="none",
        **args,
    )
    assert log.status == "success", log.error
    return log


def values(log: EvalLog) -> list[dict[str, Any]]:
    out = []
    for sample in log.samples or []:
        score = (sample.scores or {})[SCORER]
        assert isinstance(score.value, dict)
        out.append({**score.value, "reason": score.reason})
    return out


# ---------------------------------------------------------------- 4. never a silent 0


@pytest.mark.parametrize(
    "usage",
    [None, {"prompt_tokens": 0, "completion_tokens": 0, "total_tokens": 0}],
    ids=["measured usage", "usage of 0 tokens"],
)
def test_a_server_that_never_returns_a_tool_call_is_warned_about(
    usage: dict[str, int] | None,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    # A server that ignores the tools and answers text: scored 0 (never unscored), but the run
    # says, on the console and in the report, that no sample ever called a tool.
    with StubServer(lambda r: completion("Dạ, em sẽ kiểm tra giúp chị ạ.", usage=usage)) as s:
        log = stub_eval(s, monkeypatch, tmp_path)
    assert [(v[SKIPPED], v["task_completed_correctly"]) for v in values(log)] == [(0, 0)] * 2
    printed = capsys.readouterr().err
    assert printed.count("0 of 2 samples called a tool") == 1
    assert SERVER_HINT in printed and STUB_MODEL in printed
    runs, _ = read_runs(str(tmp_path))
    report = text_report(runs, [])
    assert "⚠ 0 of 2 samples called a tool" in report and SERVER_HINT in report


def test_a_run_that_calls_tools_gets_no_such_warning(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # One sample acts, one answers in words: the run is not a server without tool support.
    def script(request: Request) -> Reply:
        calls = get_definition(LEAVE).oracle_calls
        if str(get_definition(LEAVE).prompt)[:60] in request.prompt and request.turn < len(calls):
            return completion(tool_calls=[(calls[request.turn].tool, calls[request.turn].args)])
        return completion("Dạ, em đã làm xong.")

    with StubServer(script) as server:
        stub_eval(server, monkeypatch, tmp_path)
    assert "called a tool" not in capsys.readouterr().err
    runs, _ = read_runs(str(tmp_path))
    assert summarize(runs[0]).tool_users == 1
    assert "called a tool" not in text_report(runs, [])


def test_the_idle_baseline_stays_scored_and_is_not_blamed_on_a_server(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    [log] = inspect_ai.eval(
        "ava_inspect/crm",
        solver=idle(),
        model="none",
        limit=3,
        log_dir=str(tmp_path),
        display="none",
    )
    assert [(v[SKIPPED], v["task_completed_correctly"]) for v in values(log)] == [(0, 0)] * 3
    printed = capsys.readouterr().err
    assert "0 of 3 samples called a tool: the idle baseline" in printed
    assert "⚠" not in printed and SERVER_HINT not in printed
    report = text_report(read_runs(str(tmp_path))[0], [])
    assert "samples scored 3/3" in report and "the idle baseline" in report
    assert SERVER_HINT not in report


@pytest.mark.parametrize("prompt_tokens", [0, 7], ids=["zero", "placeholder"])
def test_valid_tool_calls_are_scored_whatever_usage_a_proxy_reports(
    prompt_tokens: int, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    # A proxy that reports 0 (or a placeholder) prompt tokens: the model's valid calls to the
    # offered tools prove the tools reached it; the samples are scored, not "tools dropped".
    usage = {"prompt_tokens": prompt_tokens, "completion_tokens": 5, "total_tokens": 5}

    def script(request: Request) -> Reply:
        task_id = LEAVE if str(get_definition(LEAVE).prompt)[:60] in request.prompt else ROOM
        calls = get_definition(task_id).oracle_calls
        if request.turn < len(calls):
            call = calls[request.turn]
            return completion(tool_calls=[(call.tool, call.args)], usage=usage)
        return completion("Dạ, em đã làm xong.", usage=usage)

    with StubServer(script) as server:
        log = stub_eval(server, monkeypatch, tmp_path)
    for value in values(log):
        assert value[SKIPPED] == 0, value["reason"]
        assert value["task_completed_correctly"] == 1


# ---------------------------------------------------------------- 12. reducers and the report


@pytest.mark.parametrize(
    ("epochs", "reducer", "words"),
    [
        (3, "ava_inspect/pass_k_5", "cannot work with --epochs 3"),
        (1, "ava_inspect/pass_at_2", "cannot work with --epochs 1"),
        (2, "ava_inspect/at_least_3", "no sample could pass"),
        (3, "mean", "Use --epochs-reducer ava_inspect/mean"),
    ],
)
def test_a_reducer_that_cannot_work_is_refused_before_the_run(
    epochs: int, reducer: str, words: str, tmp_path: Path
) -> None:
    with pytest.raises(ValueError, match=words):
        inspect_ai.eval(
            "ava_inspect/crm",
            solver=oracle(),
            model="none",
            limit=1,
            epochs=Epochs(epochs, reducer),
            log_dir=str(tmp_path),
            display="none",
        )
    assert list(tmp_path.iterdir()) == []  # no log, so no later report shows it


@pytest.mark.slow  # drives Inspect or a real process end to end
def test_the_cli_refuses_a_bad_reducer_in_one_line_with_no_log(tmp_path: Path) -> None:
    log_dir = tmp_path / "logs"
    command = [
        str(Path(sys.executable).parent / "inspect"), "eval", "ava_inspect/crm",
        "--solver", "ava_inspect/oracle", "--model", "none", "--limit", "3", "--epochs", "3",
        "--epochs-reducer", "ava_inspect/pass_k_5", "--log-dir", str(log_dir),
        "--display", "plain",
    ]  # fmt: skip
    env = {**os.environ, "COLUMNS": "1000"}  # Inspect's console wraps at the terminal's width
    done = subprocess.run(command, capture_output=True, text=True, timeout=300, env=env)
    output = done.stdout + done.stderr
    assert done.returncode == 1, output[-2000:]
    assert "Traceback" not in output
    [line] = [x for x in output.splitlines() if "pass_k_5" in x]
    assert "cannot work with --epochs 3" in line and "--epochs 5" in line
    assert not log_dir.exists() or not any(log_dir.iterdir())


def oracle_run(log_dir: Path, epochs: int, reducer: str | None = None, **task_args: Any) -> str:
    """The reference solutions over the first 3 crm tasks; the log's path."""
    [log] = inspect_ai.eval(
        "ava_inspect/crm",
        task_args=task_args,
        solver=oracle(),
        model="none",
        limit=3,
        epochs=Epochs(epochs, reducer) if reducer else epochs,
        log_dir=str(log_dir),
        display="none",
    )
    assert log.status == "success", log.error
    assert log.location
    return log.location


def epoch_runs(root: Path) -> dict[str, str]:
    """Oracle runs over 3 crm tasks: 3 epochs (default reducer), 3 epochs with pass_k_3, one
    epoch at noise 1 over the basic tier; and the first re-graded with pass_k_5 (Inspect's
    `inspect score --epochs-reducer`), which leaves every sample unscored."""
    made = {
        "mean": oracle_run(root / "runs", 3),
        "pass_k_3": oracle_run(root / "runs", 3, "ava_inspect/pass_k_3"),
        "noisy": oracle_run(root / "other", 1, noise=1, tier="basic"),
    }
    from inspect_ai import score
    from inspect_ai.log import read_eval_log

    regraded = score(
        read_eval_log(made["mean"]),
        assertions_scorer(),
        epochs_reducer="ava_inspect/pass_k_5",
        action="overwrite",
        display="none",
    )
    (root / "unscored").mkdir()
    made["unscored"] = str(root / "unscored" / "regraded.eval")
    write_eval_log(regraded, made["unscored"])
    return made


@pytest.fixture(scope="module")
def runs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    return epoch_runs(tmp_path_factory.mktemp("epochs"))


@pytest.mark.slow  # drives Inspect or a real process end to end
def test_a_log_whose_reducer_scored_nothing_is_not_ranked(runs: dict[str, str]) -> None:
    log_dir = str(Path(runs["unscored"]).parent)
    [run], _ = read_runs(log_dir)
    s = summarize(run)
    assert (s.tasks, s.samples_scored, s.samples, s.ranked) == (0, 0, 9, False)
    report = text_report([run], [])
    assert report.splitlines()[2].startswith("–. ")  # listed, never ranked
    assert "pass rate —" in report and "samples scored 0/9" in report
    assert "reducer ava_inspect/pass_k_5" in report
    assert "not ranked: 0 of its 3 tasks scored" in report
    assert "left unscored by the epochs reducer ava_inspect/pass_k_5" in report


@pytest.mark.slow  # reads the module's runs against loopback servers
def test_per_domain_n_counts_tasks_and_runs_differ_by_their_reducer(
    runs: dict[str, str],
) -> None:
    found, _ = read_runs(str(Path(runs["mean"]).parent))
    assert {r.reducer for r in found} == {"ava_inspect/mean", "ava_inspect/pass_k_3"}
    for r in found:
        assert r.detail == f"reducer={r.reducer}"  # not an eval id
        assert summarize(r).by_domain == {"crm": (1.0, 3)}
    report = text_report(found, [])
    assert "crm 100.0% (n=3 tasks)" in report and "(n=9" not in report
    assert "--epochs-reducer ava_inspect/pass_k_3" in read_run(runs["pass_k_3"]).reproduce()


@pytest.mark.slow  # reads the module's runs against loopback servers
def test_compare_warns_when_the_runs_settings_differ(
    runs: dict[str, str], capsys: pytest.CaptureFixture[str]
) -> None:
    same = text_comparison(compare(read_run(runs["mean"]), read_run(runs["mean"])))
    assert "⚠" not in same
    by_reducer = text_comparison(compare(read_run(runs["mean"]), read_run(runs["pass_k_3"])))
    assert [x for x in by_reducer.splitlines() if x.startswith("⚠")] == [
        "⚠ A and B ran with different reducer (ava_inspect/mean and ava_inspect/pass_k_3): "
        "epochs reducers: the samples each left unscored differ, so the difference mixes the "
        "models with it."
    ]
    assert main(["report", "--compare", runs["pass_k_3"], runs["noisy"]]) == 0
    printed = capsys.readouterr().out
    for setting in ("noise (0 and 1)", "tier (all and basic)", "epochs (3 and 1)", "reducer"):
        assert f"different {setting}" in printed, printed


def test_the_reducer_check_uses_the_runs_own_epochs(tmp_path: Path) -> None:
    # k = epochs is fine: the check sees --epochs, not the task's default of 1.
    with environment(AVABENCH_SSL_VERIFY="1"):
        path = oracle_run(tmp_path, 2, "ava_inspect/pass_k_2")
    [run], _ = read_runs(path)
    assert summarize(run).samples_scored == 6
