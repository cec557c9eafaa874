"""The tasks as Inspect sees them: literal `@task`s, the task-set version, checked arguments."""

from __future__ import annotations

import inspect as pyinspect
import re
import subprocess
import sys
from pathlib import Path
from typing import Any, get_args

import pytest
from inspect_ai import Task
from inspect_ai.log import list_eval_logs, read_eval_log

from ava_inspect import suite
from ava_inspect.harness.arguments import (
    SPLITS,
    TASK_ARGUMENTS,
    TIER_CHOICES,
    TaskArgumentError,
)
from ava_inspect.harness.version import TASK_SET_VERSION
from ava_inspect.schema.task import Tier
from ava_inspect.subsystems import DOMAINS

ROOT = Path(__file__).resolve().parents[2]
TASK_NAMES = ("avabench", *DOMAINS)
INSPECT = [sys.executable, "-m", "inspect_ai"]


def _inspect(*args: str, cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    return subprocess.run([*INSPECT, *args], cwd=cwd, capture_output=True, text=True, timeout=600)


def test_every_task_is_a_literal_function_with_its_own_docstring() -> None:
    source = Path(suite.__file__).read_text(encoding="utf-8")
    docs = set()
    for name in TASK_NAMES:
        assert re.search(rf"^@task\ndef {name}\(", source, re.M), f"{name} is not a literal @task"
        fn = getattr(suite, name)
        doc = pyinspect.getdoc(fn) or ""
        assert doc and doc not in docs
        docs.add(doc)
        params = list(pyinspect.signature(fn).parameters)
        assert params == [*TASK_ARGUMENTS, "unknown"]


def test_every_task_carries_the_task_set_version() -> None:
    for name in TASK_NAMES:
        task = getattr(suite, name)(sample=1)
        assert isinstance(task, Task)
        assert task.version == TASK_SET_VERSION


def test_the_changelog_heads_with_the_current_version() -> None:
    changelog = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    versions = [int(v) for v in re.findall(r"^## Version (\d+)\b", changelog, re.M)]
    assert versions, "CHANGELOG.md has no '## Version N' entry"
    assert versions[0] == TASK_SET_VERSION, "bump TASK_SET_VERSION with the CHANGELOG entry"
    assert versions == sorted(versions, reverse=True) == list(range(versions[0], 0, -1))


def test_allowed_tiers_come_from_the_definitions() -> None:
    assert ("all", *get_args(Tier)) == TIER_CHOICES
    for tier in get_args(Tier):
        assert tier in TASK_ARGUMENTS["tier"]


BAD_ARGUMENTS: list[tuple[dict[str, Any], str]] = [
    ({"noise": "abc"}, "noise='abc' is not allowed: -T noise= takes a whole number"),
    ({"noise": -1}, "noise=-1 is not allowed"),
    ({"noise": 8.0}, "noise=8.0 is not allowed"),
    ({"noise": True}, "noise=True is not allowed"),
    ({"sample_seed": "x"}, "sample_seed='x' is not allowed: -T sample_seed= takes a whole number"),
    (
        {"sample": 0},
        "sample=0 is not allowed: -T sample= takes a whole number of tasks, at least 1",
    ),
    ({"sample": "5"}, "sample='5' is not allowed"),
    ({"sample": 1000}, "sample=1000 is more than the 20 tasks of domain=hr split=full tier=all"),
    ({"split": "pub"}, "split='pub' is not allowed: -T split= takes one of full, public, private"),
    ({"tier": "medium"}, "tier='medium' is not allowed: -T tier= takes one of all, hard, basic"),
    ({"nosie": 8}, "unknown task argument 'nosie' (did you mean 'noise'?)"),
    (
        {"seed": 1, "teir": 2},
        "unknown task arguments 'seed', 'teir' (did you mean 'tier'?)",
    ),
]


@pytest.mark.parametrize(("kwargs", "message"), BAD_ARGUMENTS)
def test_a_bad_argument_is_an_error_naming_it(kwargs: dict[str, Any], message: str) -> None:
    with pytest.raises(TaskArgumentError) as error:
        suite.hr(**kwargs)
    assert message in str(error.value)
    assert isinstance(error.value, ValueError)  # eval() callers catch it as such


def test_good_arguments_pass_unchanged() -> None:
    task = suite.crm(split="public", sample=2, sample_seed=3, tier="all", noise=1)
    assert len(task.dataset) == 2
    assert task.metadata is not None
    assert {k: task.metadata[k] for k in TASK_ARGUMENTS} == {
        "split": "public",
        "sample": 2,
        "sample_seed": 3,
        "tier": "all",
        "noise": 1,
    }
    assert SPLITS == ("full", "public", "private")


def test_the_whole_selection_is_a_valid_sample_size() -> None:
    everything = suite.hr()
    assert len(suite.hr(sample=len(everything.dataset)).dataset) == len(everything.dataset)


@pytest.mark.slow  # drives Inspect or a real process end to end
@pytest.mark.parametrize(
    ("argument", "message"),
    [
        ("noise=abc", "noise='abc' is not allowed"),
        ("nosie=8", "unknown task argument 'nosie' (did you mean 'noise'?)"),
    ],
)
def test_inspect_stops_before_the_run_with_the_message(
    argument: str, message: str, tmp_path: Path
) -> None:
    run = _inspect(
        "eval", "ava_inspect/hr", "-T", argument, "--model", "none", "--log-dir", str(tmp_path)
    )
    out = " ".join((run.stdout + run.stderr).split())  # Inspect wraps the message
    assert run.returncode != 0
    assert message in out
    assert "Traceback" not in out
    assert not list(tmp_path.iterdir()), "no log: the run never started"


@pytest.mark.slow  # drives Inspect or a real process end to end
def test_inspect_lists_the_tasks_from_the_package_directory() -> None:
    run = _inspect("list", "tasks")
    assert run.returncode == 0, run.stderr
    listed = set(run.stdout.split())
    assert {f"ava_inspect/suite.py@{name}" for name in TASK_NAMES} <= listed


@pytest.mark.slow  # drives Inspect or a real process end to end
def test_inspect_evaluates_a_task_by_file_and_logs_the_version(tmp_path: Path) -> None:
    run = _inspect(
        "eval",
        "ava_inspect/suite.py@hr",
        "--solver",
        "ava_inspect/oracle",
        "--model",
        "none",
        "-T",
        "sample=2",
        "--log-dir",
        str(tmp_path),
        "--display",
        "none",
    )
    assert run.returncode == 0, run.stdout + run.stderr
    (info,) = list_eval_logs(str(tmp_path))
    log = read_eval_log(info.name)
    assert log.status == "success"
    assert log.eval.task_version == TASK_SET_VERSION
    assert log.eval.task_args["sample"] == 2
    assert log.samples is not None and len(log.samples) == 2
    for sample in log.samples:  # the oracle, played through the task loaded from its file
        assert sample.scores is not None
        (score,) = sample.scores.values()
        assert isinstance(score.value, dict) and score.value["task_completed_correctly"] == 1
