"""End to end through Inspect: scripted mockllm models on real tasks, real setup, tools and scorer.

Every run is offline: `mockllm/model` replays scripted replies (each with `usage` set, so no
tokenizer is fetched) and the oracle run uses `model="none"`.
"""

from __future__ import annotations

import math
import subprocess
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import inspect_ai
import pytest
from inspect_ai.log import EvalLog, read_eval_log, write_eval_log
from inspect_ai.model import ChatMessage, Model, ModelOutput, ModelUsage, get_model
from inspect_ai.scorer import Score
from inspect_ai.solver import Generate, Solver, SolverSpec, TaskState, solver

from ava_inspect.core.inspect_internals import resolve_scorers
from ava_inspect.harness.catalog import definitions, get_definition
from ava_inspect.schema.assertions import RecordCount, RecordExists, RecordField, RecordNotExists
from ava_inspect.schema.task import LEADERBOARD_TIERS
from ava_inspect.scorers.keys import status_of
from ava_inspect.scorers.scorer import COMPLETED, PARTIAL, SKIPPED, STATUS
from ava_inspect.suite import ava_task

LEAVE = "hr.leave_split_unpaid"
ADVANCE = "mail.reply_advance_policy"
SCORER = "assertions_scorer"
MOCK = "mockllm/model"
USAGE = ModelUsage(input_tokens=10, output_tokens=10, total_tokens=20)

LEAVE_IDS = {
    "annual_request",
    "unpaid_request",
    "exactly_two_requests",
    "hr_ticket",
    "ticket_names_dates",
    "namesake_untouched",
}
NEGATIVES = {"exactly_two_requests", "namesake_untouched"}
"""The leave task's "must not" assertions: at most two requests, the namesake untouched."""

Script = Sequence[ModelOutput] | Callable[..., ModelOutput]


# ---------------------------------------------------------------- scripting helpers


def tool_call(tool: str, args: dict[str, Any] | None = None) -> ModelOutput:
    output = ModelOutput.for_tool_call(MOCK, tool, dict(args or {}))
    output.usage = USAGE
    return output


def reply(text: str, stop_reason: str = "stop") -> ModelOutput:
    output = ModelOutput.from_content(MOCK, text, stop_reason=stop_reason)  # type: ignore[arg-type]
    output.usage = USAGE
    return output


def reference_calls(task_id: str) -> list[ModelOutput]:
    """The task's oracle, as a model would make the same calls."""
    return [tool_call(c.tool, c.args) for c in get_definition(task_id).oracle_calls]


def mock(script: Script) -> Model:
    return get_model(MOCK, custom_outputs=script, memoize=False)


def run(log_dir: Path, script: Script, task_id: str = LEAVE, sample_id: Any = None) -> EvalLog:
    """Run one domain task, restricted to `sample_id` (default: `task_id`), with a scripted model."""
    domain = task_id.split(".", 1)[0]
    [log] = inspect_ai.eval(
        ava_task(domain),
        model=mock(script),
        sample_id=task_id if sample_id is None else sample_id,
        log_dir=str(log_dir),
        display="none",
    )
    assert log.status == "success", log.error
    return log


def value_of(score: Score) -> dict[str, Any]:
    """The keys of an AVABench score (always a dict)."""
    assert isinstance(score.value, dict), score.value
    return score.value


def sample_score(log: EvalLog, sample_id: str = LEAVE) -> Score:
    [sample] = [s for s in log.samples or [] if s.id == sample_id]
    assert sample.scores is not None and SCORER in sample.scores, sample.error
    return sample.scores[SCORER]


def outcomes(score: Score) -> dict[str, str]:
    return {r["id"]: r["outcome"] for r in (score.metadata or {}).get("assertions", [])}


def metric(log: EvalLog, key: str, name: str) -> float:
    """The value of metric `name` (e.g. "mean", "total") of score key `key` in the log results."""
    assert log.results is not None
    [entry] = [s for s in log.results.scores if s.name == key]
    found = [m.value for n, m in entry.metrics.items() if n.split("/")[-1] == name]
    assert found, f"no metric {name} for {key}: {list(entry.metrics)}"
    return float(found[0])


def assert_unscored(score: Score, reason_start: str) -> None:
    value = score.value
    assert isinstance(value, dict)
    assert math.isnan(value[COMPLETED])
    assert math.isnan(value[PARTIAL])
    assert value[SKIPPED] == 1
    assert score.reason is not None and score.reason.startswith(reason_start), score.reason
    assert "assertions" not in (score.metadata or {})


def first_text(messages: list[ChatMessage]) -> str:
    return "\n".join(m.text for m in messages if m.role == "user")


# ---------------------------------------------------------------- runs shared by several tests


def namesake_request() -> ModelOutput:
    """A leave request for the other Trần Thị Lan (NV-0008, Sales)."""
    return tool_call(
        "amis_hrm_create_leave_request",
        {
            "employee_id": "NV-0008",
            "leave_type": "annual",
            "start_date": "2026-12-14",
            "end_date": "2026-12-18",
            "reason": "Về quê có việc",
        },
    )


@pytest.fixture(scope="module")
def log_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("logs")


@pytest.fixture(scope="module")
def correct_log(log_dir: Path) -> EvalLog:
    return run(
        log_dir, [*reference_calls(LEAVE), reply("Dạ, em đã tạo hai đơn và báo phòng Nhân sự.")]
    )


@pytest.fixture(scope="module")
def shotgun_log(log_dir: Path) -> EvalLog:
    """The right work, plus a request for the namesake."""
    calls = [*reference_calls(LEAVE), namesake_request()]
    return run(log_dir, [*calls, reply("Dạ, em đã tạo đơn cho cả hai chị Lan.")])


def _boom_on_leave(message: str) -> Callable[..., ModelOutput]:
    """A model whose endpoint fails on the leave task and answers (doing nothing) elsewhere."""

    class EndpointError(Exception):
        def __init__(self) -> None:
            super().__init__(message)
            self.message = message

    def generate(input: list[ChatMessage], *_: Any) -> ModelOutput:
        if "về quê" in first_text(input):
            raise EndpointError()
        return reply("Dạ, em chưa làm được việc này ạ.")

    return generate


@pytest.fixture(scope="module")
def error_log(log_dir: Path) -> EvalLog:
    """Both hr tasks: the leave one errors, the room one is answered without doing anything."""
    return run(
        log_dir,
        _boom_on_leave("503 Service Unavailable: upstream overloaded\nretry later"),
        sample_id=[LEAVE, "hr.book_room_basic"],
    )


# ---------------------------------------------------------------- (a) correct trajectory


def test_correct_trajectory_scores_full(correct_log: EvalLog) -> None:
    score = sample_score(correct_log)
    assert score.value == {COMPLETED: 1, PARTIAL: 1.0, SKIPPED: 0, STATUS: "passed"}
    assert outcomes(score) == {
        "annual_request": "passed",
        "unpaid_request": "passed",
        "exactly_two_requests": "kept",
        "hr_ticket": "passed",
        "ticket_names_dates": "passed",
        "namesake_untouched": "kept",
    }
    assert score.metadata is not None
    assert (score.metadata["counted"], score.metadata["passed"]) == (4, 4)
    assert score.metadata["negatives_broken"] == 0
    assert metric(correct_log, COMPLETED, "mean") == 1.0
    assert metric(correct_log, SKIPPED, "total") == 0


# ---------------------------------------------------------------- (b) shotgun trajectory


def test_shotgun_breaks_the_namesake_assertion(shotgun_log: EvalLog) -> None:
    score = sample_score(shotgun_log)
    found = outcomes(score)
    assert found["namesake_untouched"] == "broken"
    assert found["exactly_two_requests"] == "kept"
    assert {k: v for k, v in found.items() if k not in NEGATIVES} == dict.fromkeys(
        LEAVE_IDS - NEGATIVES, "passed"
    )
    assert score.value == {
        COMPLETED: 0,
        PARTIAL: pytest.approx(4 / 5),
        SKIPPED: 0,
        STATUS: "failed",
    }
    assert score.metadata is not None
    assert score.metadata["negatives_broken"] == 1
    assert metric(shotgun_log, COMPLETED, "mean") == 0.0


def test_several_requests_fail_the_count(log_dir: Path) -> None:
    # A third request for the requester breaks the "at most two requests" negative.
    extra = tool_call(
        "amis_hrm_create_leave_request",
        {
            "employee_id": "NV-0004",
            "leave_type": "unpaid",
            "start_date": "2026-12-21",
            "end_date": "2026-12-21",
        },
    )
    log = run(log_dir, [*reference_calls(LEAVE), extra, reply("Dạ xong.")])
    score = sample_score(log)
    assert outcomes(score)["exactly_two_requests"] == "broken"
    assert score.value == {
        COMPLETED: 0,
        PARTIAL: pytest.approx(4 / 5),
        SKIPPED: 0,
        STATUS: "failed",
    }


# ---------------------------------------------------------------- (c) doing nothing


def test_doing_nothing_scores_zero_and_breaks_nothing(log_dir: Path) -> None:
    log = run(log_dir, [reply("Dạ, chị muốn nghỉ mấy ngày ạ?")])
    score = sample_score(log)
    assert score.value == {COMPLETED: 0, PARTIAL: 0.0, SKIPPED: 0, STATUS: "failed"}
    found = outcomes(score)
    assert set(found) == LEAVE_IDS
    assert "broken" not in found.values()
    assert found["namesake_untouched"] == "kept"
    assert score.metadata is not None
    assert (score.metadata["counted"], score.metadata["passed"]) == (4, 0)


# ---------------------------------------------------------------- (d) model error


def test_model_error_leaves_the_sample_unscored(error_log: EvalLog) -> None:
    [errored] = [s for s in error_log.samples or [] if s.id == LEAVE]
    assert errored.error is not None
    score = sample_score(error_log)
    assert_unscored(score, "error")
    assert "503 Service Unavailable" in (score.reason or "")
    assert "\n" not in (score.reason or "")
    # The other sample is scored (0: it did nothing); the errored one leaves every denominator.
    other = sample_score(error_log, "hr.book_room_basic")
    assert other.value == {COMPLETED: 0, PARTIAL: 0.0, SKIPPED: 0, STATUS: "failed"}
    assert metric(error_log, SKIPPED, "total") == 1
    assert metric(error_log, COMPLETED, "mean") == 0.0
    assert metric(error_log, PARTIAL, "mean") == 0.0


def test_model_error_without_a_message_is_still_unscored(log_dir: Path) -> None:
    # An exception whose `message` attribute is empty (Inspect reports that attribute).
    log = run(log_dir, _boom_on_leave(""))
    [sample] = log.samples or []
    assert sample.error is not None
    assert_unscored(sample_score(log), "error")
    assert metric(log, SKIPPED, "total") == 1


# ---------------------------------------------------------------- (e) truncation


@pytest.mark.parametrize("stop_reason", ["max_tokens", "model_length"])
def test_truncated_first_reply_is_unscored(log_dir: Path, stop_reason: str) -> None:
    log = run(log_dir, [reply("Dạ, để em xem quy chế nghỉ phép, theo Điều", stop_reason)])
    score = sample_score(log)
    assert_unscored(score, "truncated")
    assert stop_reason in (score.reason or "")
    assert metric(log, SKIPPED, "total") == 1


def test_truncation_after_a_tool_call_is_scored(log_dir: Path) -> None:
    log = run(
        log_dir,
        [tool_call("amis_hrm_get_current_user"), reply("Dạ, chị Lan ơi, theo Điều", "max_tokens")],
    )
    score = sample_score(log)
    assert score.value == {COMPLETED: 0, PARTIAL: 0.0, SKIPPED: 0, STATUS: "failed"}
    assert metric(log, SKIPPED, "total") == 0


# ---------------------------------------------------------------- (f) re-grading a log


def rescore(log: EvalLog, out_dir: Path) -> EvalLog:
    """`inspect score LOG --scorer ava_inspect/assertions_scorer --action overwrite
    --output-file OUT`, in process: read the log from disk, resolve the scorer by its registry
    name, score, write the output file and read it back."""
    assert log.location
    on_disk = read_eval_log(log.location)
    scorers = resolve_scorers(on_disk, "ava_inspect/assertions_scorer")
    scored = inspect_ai.score(on_disk, scorers, action="overwrite", display="none")
    out = out_dir / f"rescored-{Path(log.location).name}"
    write_eval_log(scored, str(out))
    return read_eval_log(str(out))


def _same_value(a: Any, b: Any) -> bool:
    assert isinstance(a, dict) and isinstance(b, dict) and a.keys() == b.keys()
    return all(
        (math.isnan(a[k]) and math.isnan(b[k]))
        if isinstance(a[k], float) and math.isnan(a[k])
        else a[k] == b[k]
        for k in a
    )


@pytest.mark.parametrize("which", ["correct_log", "shotgun_log", "error_log"])
def test_regrading_reproduces_the_scores(
    which: str, request: pytest.FixtureRequest, tmp_path: Path
) -> None:
    original: EvalLog = request.getfixturevalue(which)
    regraded = rescore(original, tmp_path)
    assert len(regraded.samples or []) == len(original.samples or [])
    for sample in original.samples or []:
        before = sample_score(original, str(sample.id))
        after = sample_score(regraded, str(sample.id))
        assert _same_value(before.value, after.value), (before.value, after.value)
        assert outcomes(after) == outcomes(before)
        assert after.reason == before.reason
        for key in ("collateral", "collateral_records"):
            assert (after.metadata or {}).get(key) == (before.metadata or {}).get(key)
    for key, name in [(COMPLETED, "mean"), (PARTIAL, "mean"), (SKIPPED, "total")]:
        b, a = metric(original, key, name), metric(regraded, key, name)
        assert (math.isnan(a) and math.isnan(b)) or a == b, (key, b, a)
    if which == "shotgun_log":
        assert outcomes(sample_score(regraded))["namesake_untouched"] == "broken"


def test_regrading_a_log_made_before_references_were_recorded(
    shotgun_log: EvalLog, tmp_path: Path
) -> None:
    """Samples without the reference's changes in their metadata: the scorer plays it itself."""
    assert shotgun_log.location
    old = read_eval_log(shotgun_log.location)
    for sample in old.samples or []:
        assert sample.metadata.pop("reference") is not None
    old_path = tmp_path / "old.eval"
    write_eval_log(old, str(old_path))
    regraded = rescore(read_eval_log(str(old_path)), tmp_path)
    for sample in shotgun_log.samples or []:
        before = sample_score(shotgun_log, str(sample.id))
        after = sample_score(regraded, str(sample.id))
        assert after.value == before.value
        assert after.metadata and before.metadata
        assert after.metadata["collateral"] == before.metadata["collateral"] > 0
        assert after.metadata["collateral_records"] == before.metadata["collateral_records"]


@pytest.mark.slow  # drives Inspect or a real process end to end
def test_inspect_score_finds_the_scorer_the_log_names(correct_log: EvalLog, tmp_path: Path) -> None:
    """`inspect score LOG` without `--scorer`: Inspect looks up the scorer by the name the log
    records (without the package prefix) and must find AVABench's."""
    assert correct_log.location and correct_log.eval.scorers
    assert [s.name for s in correct_log.eval.scorers] == [SCORER]  # the bare name
    assert [callable(s) for s in resolve_scorers(read_eval_log(correct_log.location))] == [True]
    out = tmp_path / "regraded.eval"
    command = [
        str(Path(sys.executable).parent / "inspect"), "score", correct_log.location,
        "--model", "none", "--action", "overwrite", "--output-file", str(out), "--display", "none",
    ]  # fmt: skip
    done = subprocess.run(command, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    after = sample_score(read_eval_log(str(out)))
    assert after.value == sample_score(correct_log).value
    assert outcomes(after) == outcomes(sample_score(correct_log))


def _changed(task_id: str, **update: Any) -> Callable[[str], Any]:
    """get_definition, with one task's definition updated (the task as edited after a run)."""
    edited = get_definition(task_id).model_copy(update=update)
    return lambda i: edited if i == task_id else get_definition(i)


def test_regrading_after_the_request_or_seed_changed_is_not_scored(
    correct_log: EvalLog, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The agent was given the old request: the current assertions cannot judge its run, so the
    re-grade leaves the sample unscored with the reason, instead of a pass or a fail."""
    task = get_definition(LEAVE)
    monkeypatch.setattr(
        "ava_inspect.scorers.scorer.get_definition",
        _changed(LEAVE, prompt=f"{task.prompt} Nhớ ghi chú lý do nhé."),
    )
    after = sample_score(rescore(correct_log, tmp_path))
    assert value_of(after)[SKIPPED] == 1 and math.isnan(value_of(after)[COMPLETED])
    assert value_of(after)[STATUS] == status_of(None)
    assert after.reason and "changed since this run" in after.reason
    assert (after.metadata or {}).get("invalid_kind") == "task_changed"


def test_regrading_after_an_assertion_fix_still_scores(
    correct_log: EvalLog, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Fixing an assertion is what re-grading is for: the setup is unchanged, the run is graded
    with the new assertion (here one that no world meets, so the pass becomes a fail)."""
    task = get_definition(LEAVE)
    first = task.assertions[0]
    assert isinstance(first, RecordExists | RecordNotExists | RecordCount | RecordField)
    impossible = first.model_copy(update={"where": {**first.where, "id": "DNP-9999"}})
    monkeypatch.setattr(
        "ava_inspect.scorers.scorer.get_definition",
        _changed(LEAVE, assertions=[impossible, *task.assertions[1:]]),
    )
    after = sample_score(rescore(correct_log, tmp_path))
    assert value_of(after)[SKIPPED] == 0 and value_of(after)[COMPLETED] == 0
    assert outcomes(after)[first.id] == "failed"


# ---------------------------------------------------------------- (g) every reference solution


@pytest.mark.slow  # drives Inspect or a real process end to end
@pytest.mark.parametrize("tier", ["all", "expert"])
def test_every_oracle_scores_one(log_dir: Path, tier: str) -> None:
    """Every reference, through Inspect: the 100 of the default run, then the expert tier."""
    [log] = inspect_ai.eval(
        "ava_inspect/avabench",
        task_args={"tier": tier},
        solver=SolverSpec("ava_inspect/oracle"),
        model="none",
        log_dir=str(log_dir),
        display="none",
    )
    assert log.status == "success", log.error
    samples = log.samples or []
    chosen = {
        t.id
        for t in definitions().values()
        if (t.tier == "expert") == (tier == "expert") and t.tier in (*LEADERBOARD_TIERS, tier)
    }
    assert len(samples) == len(chosen) >= 10
    assert {s.id for s in samples} == chosen
    for sample in samples:
        assert sample.error is None, (sample.id, sample.error)
        score = sample_score(log, str(sample.id))
        assert score.value == {COMPLETED: 1, PARTIAL: 1.0, SKIPPED: 0, STATUS: "passed"}, (
            sample.id,
            score.reason,
        )
        assert score.metadata is not None and score.metadata["counted"] >= 1, sample.id
    assert metric(log, COMPLETED, "mean") == 1.0
    assert metric(log, SKIPPED, "total") == 0


# ---------------------------------------------------------------- (h) Vietnamese numbers


@pytest.mark.parametrize(
    ("body", "figures"),
    [
        (
            "Chào anh Nam,\n\nTheo Điều 5 Quy chế chi tiêu nội bộ, anh được tạm ứng tối đa 10tr "
            "mỗi chuyến công tác và quyết toán trong 15 ngày sau chuyến đi.\n\nTrân trọng,\nNgọc",
            "passed",
        ),
        (
            "Chào anh Nam,\n\nAnh được tạm ứng tối đa 100tr mỗi chuyến và quyết toán trong "
            "15 ngày.\n\nTrân trọng,\nNgọc",
            "failed",
        ),
        (
            "Chào anh Nam,\n\nAnh được tạm ứng tối đa 10tr mỗi chuyến và quyết toán trong "
            "5 ngày.\n\nTrân trọng,\nNgọc",
            "failed",
        ),
    ],
)
def test_reply_figures_read_by_value(log_dir: Path, body: str, figures: str) -> None:
    script = [
        tool_call("amismail_read_mail", {"message_id": "TH-0001"}),
        tool_call(
            "amismail_reply_mail",
            {"message_id": "TH-0001", "cc": ["baotq@saoviet.vn"], "body": body},
        ),
        reply("Dạ, em đã trả lời anh Nam, cc anh Bảo."),
    ]
    score = sample_score(run(log_dir, script, ADVANCE), ADVANCE)
    found = outcomes(score)
    assert found["reply_figures"] == figures
    assert found["reply_recipients"] == "passed"
    assert "broken" not in found.values()
    assert found["one_reply"] == "kept"
    # Counted: reply_recipients and reply_figures (the "must not" ones, one_reply among them, kept).
    ok = int(figures == "passed")
    assert score.value == {
        COMPLETED: ok,
        PARTIAL: pytest.approx((1 + ok) / 2),
        SKIPPED: 0,
        STATUS: "passed" if ok else "failed",
    }


def test_a_solver_that_leaves_no_model_output_is_scored(log_dir: Path) -> None:
    @solver
    def silent() -> Solver:
        async def solve(state: TaskState, generate: Generate) -> TaskState:
            return state

        return solve

    [log] = inspect_ai.eval(
        ava_task("hr"),
        solver=silent(),
        model="none",
        sample_id=LEAVE,
        log_dir=str(log_dir),
        display="none",
    )
    score = sample_score(log)
    assert score.value == {COMPLETED: 0, PARTIAL: 0.0, SKIPPED: 0, STATUS: "failed"}, score.reason
