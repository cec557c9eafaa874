"""A conversation through the real pipeline: a scripted model talks to the task's user in
`ava_task`'s own loop; the user's turns, the recording, the end and the score are checked, and a
model bound to the `user` role words the turns instead."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import inspect_ai
import pytest
from conversation_run import MOCK, SCORER, mock, only_sample, outputs, replies, user_turns
from conversation_task import registered
from inspect_ai.log import EvalSample
from inspect_ai.model import Model, ModelOutput

from ava_inspect.harness.catalog import definitions, get_definition
from ava_inspect.oracles.baselines import SHOTGUN_ANSWER, shotgun
from ava_inspect.selftest import run_selftest
from ava_inspect.suite import ava_task

TASK = "sale.chat_tote_colour_change"


@pytest.fixture(autouse=True)
def conversation_task() -> Iterator[None]:
    with registered():
        yield


def run(log_dir: Path, script: list[ModelOutput], **roles: Model) -> EvalSample:
    [log] = inspect_ai.eval(
        ava_task("sale", tier="conversation"),
        model=mock(script),
        model_roles=dict(roles) or None,
        sample_id=TASK,
        log_dir=str(log_dir),
        display="none",
    )
    return only_sample(log)


def test_the_reference_conversation_passes_and_the_user_answers_in_turn(tmp_path: Path) -> None:
    task = get_definition(TASK)
    sample = run(tmp_path, outputs(task.oracle))
    assert sample.scores is not None
    score = sample.scores[SCORER]
    assert isinstance(score.value, dict) and score.value["task_completed_correctly"] == 1
    assert task.user is not None
    assert user_turns(sample) == [
        task.user.fact("name").answer,
        task.user.turns[0].text,
        task.user.fact("confirm").answer,
        task.user.turns[1].text,
    ]
    assert sample.store["Conversation:user"] == "scripted"
    assert sample.store["Conversation:end"] == "goodbye"
    kinds = [e["kind"] for e in sample.store["Conversation:events"]]
    assert kinds.count("user") == 4 and kinds.count("tool") == 6
    again = run(tmp_path, outputs(task.oracle))
    assert user_turns(again) == user_turns(sample), "the same conversation, the same turns"


def test_an_agent_that_never_acts_is_nudged_until_the_user_gives_up(tmp_path: Path) -> None:
    task = get_definition(TASK)
    assert task.user is not None
    sample = run(tmp_path, replies("Dạ shop chào chị ạ.", "Dạ vâng ạ.", "Dạ.", "Dạ."))
    assert user_turns(sample) == [task.user.nudge, task.user.nudge, task.user.give_up]
    assert sample.store["Conversation:end"] == "gave_up"
    assert sample.scores is not None
    score = sample.scores[SCORER]
    assert isinstance(score.value, dict) and score.value["task_completed_correctly"] == 0


def test_confirming_before_she_agrees_is_caught(tmp_path: Path) -> None:
    task = get_definition(TASK)
    steps = task.anti_oracle("confirms_before_she_agrees").calls
    sample = run(tmp_path, outputs(steps) + replies("Dạ.", "Dạ.", "Dạ."))
    assert sample.scores is not None
    metadata = sample.scores[SCORER].metadata or {}
    failed = {a["id"] for a in metadata["assertions"] if a["outcome"] != "passed"}
    assert {"confirmed_after_she_agreed", "black_order_confirmed"} <= failed


def test_a_model_in_the_user_role_words_the_turns(tmp_path: Path) -> None:
    task = get_definition(TASK)
    worded = [f"(lời chị Hà) {i}" for i in range(4)]
    user = mock(replies(*worded))
    sample = run(tmp_path, outputs(task.oracle), user=user)
    assert user_turns(sample) == worded
    assert sample.store["Conversation:user"] == f"model:{MOCK}"
    # what the turns hold is still the script's: the same facts, turns and end
    events = [e for e in sample.store["Conversation:events"] if e["kind"] == "user"]
    assert [e.get("facts", []) for e in events] == [["name"], ["black"], ["confirm"], []]
    assert sample.store["Conversation:end"] == "goodbye"


@pytest.mark.parametrize(
    "noise", [0, pytest.param(8, marks=pytest.mark.slow), pytest.param(64, marks=pytest.mark.slow)]
)
def test_selftest_plays_every_conversation_as_required(noise: int, tmp_path: Path) -> None:
    """The reference conversation scores 1.0 and each wrong one fails on what it breaks, through
    the same selftest as every task (at noise 0 here; 8 and 64 in CI's slow run)."""
    verdicts, _ = run_selftest(noise, log_dir=str(tmp_path), only=[TASK], workers=1)
    assert len(verdicts) == 1 + len(get_definition(TASK).anti_oracles)
    assert all(v.ok for v in verdicts), [v.message for v in verdicts if not v.ok]


def test_a_reference_that_stops_before_the_goodbye_is_refused(tmp_path: Path) -> None:
    task = get_definition(TASK)
    short = task.model_copy(update={"oracle": task.oracle[:-1]})
    defs = definitions()
    defs[TASK] = short
    try:
        verdicts, _ = run_selftest(0, log_dir=str(tmp_path), only=[TASK], workers=1)
    finally:
        defs[TASK] = task
    [reference] = [v for v in verdicts if v.play == "reference"]
    assert not reference.ok and "goodbye" in reference.message


def test_the_shotgun_baseline_is_recorded_as_a_model_is(tmp_path: Path) -> None:
    """The shotgun never talks, but its calls are in the conversation, so a rule such as 'no
    order confirmed before she agreed' judges them instead of holding by default."""
    [log] = inspect_ai.eval(
        ava_task("sale", tier="conversation"),
        model="none",
        solver=shotgun(),
        sample_id=TASK,
        log_dir=str(tmp_path),
        display="none",
    )
    sample = only_sample(log)
    calls = [c for m in sample.messages if m.role == "assistant" for c in m.tool_calls or []]
    events = sample.store["Conversation:events"]
    assert calls and [e["tool"] for e in events if e["kind"] == "tool"] == [
        c.function for c in calls
    ]
    assert events[-1] == {"kind": "agent", "text": SHOTGUN_ANSWER}
