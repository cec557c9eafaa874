"""Re-grading judges only worlds the agent saw, and `avabench rescore` says what flipped.

The logs are real runs: Inspect's `eval` of the package's task with the oracle solver and the
`none` model; re-grades go through Inspect's scoring (`inspect_ai.score`, as `inspect score`
does, or `avabench rescore`), with the task, a regulation or a tool edited in between.
"""

from __future__ import annotations

import dataclasses
import json
import math
import os
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import inspect_ai
import pytest
from inspect_ai.log import EvalLog, read_eval_log, write_eval_log
from inspect_ai.scorer import Score
from inspect_ai.solver import SolverSpec
from inspect_ai.tool import Tool, ToolDef

from ava_inspect import subsystems as company
from ava_inspect.cli import main
from ava_inspect.core.inspect_internals import resolve_scorers
from ava_inspect.harness import digest
from ava_inspect.harness.catalog import get_definition
from ava_inspect.harness.toolsets import CATALOGUE
from ava_inspect.harness.version import TASK_SET_VERSION
from ava_inspect.schema.assertions import RecordExists
from ava_inspect.scorers.keys import COMPLETED, SKIPPED, STATUS, status_of
from ava_inspect.subsystems.helpdesk.records import HelpdeskWorld
from ava_inspect.suite import ava_task

LEAVE = "hr.leave_split_unpaid"
ADVANCE = "mail.reply_advance_policy"
SCORER = "assertions_scorer"
REGULATION = "QD-011"


def oracle_log(log_dir: Path, task_id: str, noise: int = 0) -> Path:
    """A run of the task's reference solution through Inspect (no model): its log file."""
    [log] = inspect_ai.eval(
        ava_task(task_id.split(".", 1)[0], noise=noise),
        solver=SolverSpec("ava_inspect/oracle"),
        model="none",
        sample_id=task_id,
        log_dir=str(log_dir),
        display="none",
    )
    assert log.status == "success", log.error
    assert log.location
    return Path(log.location)


@pytest.fixture(scope="module")
def leave_log(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return oracle_log(tmp_path_factory.mktemp("leave"), LEAVE)


@pytest.fixture(scope="module")
def noisy_log(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return oracle_log(tmp_path_factory.mktemp("noisy"), ADVANCE, noise=1)


@pytest.fixture(autouse=True)
def fresh_digests() -> Iterator[None]:
    """Each test computes the setup digests as a new process would (and leaves no edit cached)."""

    def clear() -> None:
        digest.company_digest.cache_clear()
        digest.tools_digest.cache_clear()
        digest._WORLDS.clear()

    clear()
    yield
    clear()


def inspect_score(path: Path, **scorer_args: Any) -> EvalLog:
    """`inspect score LOG --scorer ava_inspect/assertions_scorer [-S ...] --model none
    --action overwrite`, in process."""
    log = read_eval_log(str(path))
    scorers = resolve_scorers(log, "ava_inspect/assertions_scorer", scorer_args)
    return inspect_ai.score(log, scorers, model="none", action="overwrite", display="none")


def the_score(log: EvalLog) -> Score:
    [sample] = log.samples or []
    assert sample.scores and SCORER in sample.scores
    return sample.scores[SCORER]


def completed(score: Score) -> object:
    """The score's `task_completed_correctly`."""
    assert isinstance(score.value, dict)
    return score.value[COMPLETED]


def assert_task_changed(score: Score, *why: str) -> None:
    value = score.value
    assert isinstance(value, dict)
    assert value[SKIPPED] == 1 and math.isnan(value[COMPLETED]), value
    assert value[STATUS] == status_of(None)
    assert (score.metadata or {}).get("invalid_kind") == "task_changed"
    assert score.reason and "changed since this run" in score.reason
    for words in why:
        assert words in score.reason, score.reason


def assert_passed(score: Score) -> None:
    value = score.value
    assert isinstance(value, dict)
    assert value[SKIPPED] == 0 and value[COMPLETED] == 1, (value, score.reason)


def edit_regulation(monkeypatch: pytest.MonkeyPatch) -> None:
    """QĐ-011 as it would read after an edit of one of its articles."""
    base = company.base_company()
    edited = base.model_copy(deep=True)
    edited.set_table(
        "helpdesk.documents",
        [
            d.model_copy(update={"content": d.content + "\n5. Không gửi bản sao cho quản lý."})
            if d.id == REGULATION
            else d
            for d in HelpdeskWorld.of(base).documents
        ],
    )
    monkeypatch.setattr(company, "base_company", lambda: edited)


def edit_tool_description(monkeypatch: pytest.MonkeyPatch, name: str) -> None:
    """Tool `name` offered with a reworded description."""
    spec = CATALOGUE[name]

    def reworded() -> Tool:
        original = ToolDef(spec.factory())

        async def execute(**kwargs: Any) -> Any:  # a new function: the original keeps its own
            return await original.tool(**kwargs)

        return ToolDef(
            execute,
            name=original.name,
            description=f"{original.description} (bản mới)",
            parameters=original.parameters,
        ).as_tool()

    monkeypatch.setitem(CATALOGUE, name, dataclasses.replace(spec, factory=reworded))


def edited_task(task_id: str, **update: Any) -> Callable[[str], Any]:
    """get_definition, with one task's definition updated (the task as edited after a run)."""
    edited = get_definition(task_id).model_copy(update=update)
    return lambda i: edited if i == task_id else get_definition(i)


def impossible_first_assertion(monkeypatch: pytest.MonkeyPatch) -> str:
    """Fix (break) the leave task's first assertion only: no world meets it now."""
    task = get_definition(LEAVE)
    first = task.assertions[0]
    assert isinstance(first, RecordExists)
    impossible = first.model_copy(update={"where": {**first.where, "id": "DNP-9999"}})
    monkeypatch.setattr(
        "ava_inspect.scorers.scorer.get_definition",
        edited_task(LEAVE, assertions=[impossible, *task.assertions[1:]]),
    )
    return first.id


def as_unversioned(path: Path, out: Path, version: int = 0, legacy_setup: bool = False) -> Path:
    """The log as a harness of `version` (0: before versions) would have written it: the header's
    `task_version`, and samples without the digests (or with the request-only one)."""
    log = read_eval_log(str(path))
    log.eval.task_version = version
    for sample in log.samples or []:
        sample.metadata.pop("task_version")
        sample.metadata.pop("setup_parts")
        sample.metadata["setup"] = (
            digest.request_digest(get_definition(LEAVE)) if legacy_setup else None
        )
    write_eval_log(log, str(out))
    return out


# ---------------------------------------------------------------- the digest itself


def test_the_sample_records_what_the_agent_saw(leave_log: Path) -> None:
    [sample] = read_eval_log(str(leave_log)).samples or []
    parts = sample.metadata["setup_parts"]
    assert set(parts) == {"prompt", "tools", "company", "request", "world"}
    assert sample.metadata["setup"] == digest.combined(parts)
    assert sample.metadata["task_version"] == TASK_SET_VERSION
    assert parts["world"] == digest.world_digest(sample.metadata["initial_world"])


@pytest.mark.slow  # drives Inspect or a real process end to end
def test_the_digest_is_the_same_in_every_process(leave_log: Path, noisy_log: Path) -> None:
    """Another process, other string hashes, another working directory: the same digests as the
    ones the runs recorded (the noisy world rebuilt from the definition)."""
    recorded = {
        s.metadata["task_id"]: (s.metadata["setup_parts"], s.metadata["noise"])
        for path in (leave_log, noisy_log)
        for s in read_eval_log(str(path)).samples or []
    }
    code = (
        "import json, sys\n"
        "from ava_inspect.harness import digest\n"
        "from ava_inspect.harness.catalog import get_definition\n"
        "asked = json.loads(sys.argv[1])\n"
        "print(json.dumps({i: digest.setup_parts(get_definition(i), "
        "digest.current_world_digest(get_definition(i), n)) for i, n in asked.items()}))\n"
    )
    asked = json.dumps({i: n for i, (_, n) in recorded.items()})
    for seed in ("0", "4242"):
        out = subprocess.run(
            [sys.executable, "-c", code, asked],
            env={**os.environ, "PYTHONHASHSEED": seed},
            cwd=Path(__file__).parent,
            capture_output=True,
            text=True,
            check=True,
        )
        assert json.loads(out.stdout) == {i: parts for i, (parts, _) in recorded.items()}


# ---------------------------------------------------------------- what the agent saw changed


def test_regrading_after_a_regulation_changed_is_not_scored(
    leave_log: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The agent read the regulation as it was: today's text cannot be the ground of its grade."""
    edit_regulation(monkeypatch)
    assert_task_changed(the_score(inspect_score(leave_log)), "the base company")


def test_regrading_after_a_tool_description_changed_is_not_scored(
    leave_log: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    edit_tool_description(monkeypatch, "amis_hrm_create_leave_request")
    assert_task_changed(the_score(inspect_score(leave_log)), "the tools offered")


def test_regrading_a_changed_task_when_allowed_is_graded_and_says_so(
    leave_log: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    edit_regulation(monkeypatch)
    regraded = inspect_score(leave_log, allow_changed=True)
    score = the_score(regraded)
    assert_passed(score)
    graded_with = (score.metadata or {})["graded_with"]
    assert graded_with["allow_changed"] is True
    assert graded_with["task_version"] == TASK_SET_VERSION
    [change] = graded_with["changed_since_run"]
    assert "the base company" in change
    [sample] = read_eval_log(str(leave_log)).samples or []
    assert graded_with["setup"] != sample.metadata["setup"]
    [scorer] = regraded.eval.scorers or []
    assert (scorer.options or {}).get("allow_changed") is True


def test_a_changed_distractor_is_not_scored(noisy_log: Path, tmp_path: Path) -> None:
    """A noisy sample re-graded in a fresh process is graded (its world is rebuilt to the same
    digest); one whose distractors differ from the ones the task makes now (a run made when
    the generators made others) is not."""
    assert_passed(the_score(inspect_score(noisy_log)))
    log = read_eval_log(str(noisy_log))
    [sample] = log.samples or []
    world = sample.metadata["initial_world"]
    table = next(t for t in sorted(world) if "-N001" in world[t])
    world[table] = world[table].replace("-N001", "-N101")  # a run made by other generators
    sample.metadata["setup_parts"]["world"] = digest.world_digest(world)
    write_eval_log(log, str(tmp_path / "edited.eval"))
    digest._WORLDS.clear()
    assert_task_changed(the_score(inspect_score(tmp_path / "edited.eval")), "started from")


# ---------------------------------------------------------------- task versions


def test_a_log_of_task_version_zero_is_not_scored(leave_log: Path, tmp_path: Path) -> None:
    old = as_unversioned(leave_log, tmp_path / "v0.eval", version=0)
    assert main(["rescore", str(old)]) == 0
    score = the_score(read_eval_log(str(tmp_path / "v0-rescored.eval")))
    assert_task_changed(score, "task set version 0 (before versions were recorded)")
    # `inspect score` cannot read the header: a sample without its version is not scored either
    assert_task_changed(the_score(inspect_score(old)), "does not say which task set version")
    assert_passed(the_score(inspect_score(old, allow_changed=True)))


def test_a_log_of_the_same_version_from_before_the_digests_regrades_an_assertion_fix(
    leave_log: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    old = as_unversioned(leave_log, tmp_path / "v3.eval", TASK_SET_VERSION, legacy_setup=True)
    fixed = impossible_first_assertion(monkeypatch)
    assert main(["rescore", str(old), "--out", str(tmp_path / "out")]) == 0
    score = the_score(read_eval_log(str(tmp_path / "out" / "v3.eval")))
    assert completed(score) == 0
    assert {r["id"]: r["outcome"] for r in (score.metadata or {})["assertions"]}[fixed] == "failed"


# ---------------------------------------------------------------- avabench rescore


def test_rescore_prints_the_flip_and_the_assertion(
    leave_log: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    fixed = impossible_first_assertion(monkeypatch)
    assert main(["rescore", str(leave_log), "--out", str(tmp_path)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == f"{LEAVE}  epoch 1  passed → failed  ({fixed} passed → failed)", out
    assert out[1] == f"{leave_log.name}: 1 samples, 1 flipped, 0 unscored"
    assert completed(the_score(read_eval_log(str(leave_log)))) == 1
    assert completed(the_score(read_eval_log(str(tmp_path / leave_log.name)))) == 0


def test_rescore_counts_the_unscored_and_says_why(
    leave_log: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    edit_regulation(monkeypatch)
    assert main(["rescore", str(leave_log), "--out", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert f"{LEAVE}  epoch 1  passed → {status_of(None)} [task_changed]" in out
    assert "1 samples, 1 flipped, 1 unscored (1 task_changed)" in out
    assert "task_changed, e.g.: " in out and "the base company" in out
    capsys.readouterr()
    assert main(["rescore", str(leave_log), "--out", str(tmp_path), "--allow-changed"]) == 0
    assert "1 samples, 0 flipped, 0 unscored" in capsys.readouterr().out


def test_rescore_never_overwrites_the_log_unless_asked(
    leave_log: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    before = leave_log.read_bytes()
    assert main(["rescore", str(leave_log), "--out", str(leave_log.parent)]) == 2
    assert "--in-place" in capsys.readouterr().out
    assert leave_log.read_bytes() == before


def test_rescore_reports_a_file_that_is_not_a_log(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "notes.eval"
    bad.write_text("not a log", encoding="utf-8")
    assert main(["rescore", str(bad)]) == 2
    assert capsys.readouterr().out.startswith(f"✗ {bad}: not a readable Inspect log")
