"""`avabench play`: step mode and the interactive loop, through the real eval in the background.

Each session starts a real eval process (the player model, the task's setup, tools, scorer and
log), so these tests play a handful of sessions and check several things in each.
"""

from __future__ import annotations

import json
import os
import pty
import select
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import inspect_ai
import pytest
from inspect_ai.event import ModelEvent
from inspect_ai.log import EvalLog, read_eval_log

from ava_inspect.core.inspect_internals import openai_chat_tools, resolve_scorers
from ava_inspect.harness.catalog import get_definition
from ava_inspect.play import steps
from ava_inspect.play.channel import Session, SessionError
from ava_inspect.play.interactive import split_calls
from ava_inspect.play.render import tool_line, tools_text

WAIT = 600.0
"""Seconds a test waits for the eval process (generous: CI machines are slow and shared)."""

REFERENCE_TASK = "hr.leave_split_unpaid"
ANTI_TASK = "hr.book_room_basic"
ANTI = "next_friday"
SCORER = "assertions_scorer"


def play_calls(folder: Path, task_id: str, play: str = "reference") -> str:
    """Play a scripted solution's calls one turn each; the output of the last call."""
    task = get_definition(task_id)
    calls = task.oracle_calls if play == "reference" else task.anti_oracle(play).tool_calls
    out = ""
    for c in calls:
        out = steps.call(folder, [c.tool, json.dumps(c.args, ensure_ascii=False)], timeout=WAIT)
        assert "Error:" not in out or play != "reference", out
    return out


def log_of(text: str) -> EvalLog:
    line = next(ln for ln in text.splitlines() if "Log: " in ln)
    return read_eval_log(line.split("Log: ", 1)[1].strip(), resolve_attachments=True)


def score_value(log: EvalLog, sample_id: str) -> dict[str, Any]:
    sample = next(s for s in log.samples or [] if s.id == sample_id)
    assert sample.scores, f"{sample_id} has no score"
    value = sample.scores[SCORER].value
    assert isinstance(value, dict)
    return value


def outcomes(log: EvalLog, sample_id: str) -> dict[str, str]:
    sample = next(s for s in log.samples or [] if s.id == sample_id)
    score = (sample.scores or {})[SCORER]
    return {a["id"]: a["outcome"] for a in (score.metadata or {})["assertions"]}


def hidden_words(task_id: str) -> list[str]:
    """What a blind player must not see before the task ends: its id, summary, assertion ids
    and notes."""
    task = get_definition(task_id)
    words = [task.id, task.summary]
    words += [a.id for a in task.assertions if "_" in a.id]  # plain words may occur in any text
    words += [a.note for a in task.assertions if a.note]
    return words


def current_task(folder: Path) -> str:
    """The task being played (the test may look; a player is never shown it)."""
    session = Session(folder)
    start = session.task_start(session.task_started())
    assert start is not None
    return str(start["sample_id"])


@pytest.fixture(scope="module")
def played(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """One session of two tasks (played in the benchmark's order): one by its reference solution
    (with bad JSON and an unknown tool on the way), the other by an anti-oracle."""
    base = tmp_path_factory.mktemp("play")
    folder = base / "session"
    out: dict[str, Any] = {"folder": folder, "seen": []}
    first = steps.start(
        folder,
        [REFERENCE_TASK, ANTI_TASK],
        player="tester",
        log_dir=str(base / "logs"),
        timeout=WAIT,
        brief="careful",
    )
    session = Session(folder)
    for number in (1, 2):
        task_id = current_task(folder)
        if task_id == REFERENCE_TASK:
            out["seen"].append(first if number == 1 else out["ended"][-1].split("TASK 2 of 2")[1])
            out["before"] = session.latest_turn()
            with pytest.raises(steps.PlayInputError, match="not valid JSON"):
                steps.call(folder, ["amis_hrm_get_current_user", "{not json"], timeout=WAIT)
            with pytest.raises(steps.PlayInputError, match="JSON object"):
                steps.call(folder, ["amis_hrm_get_current_user", "[1, 2]"], timeout=WAIT)
            with pytest.raises(steps.PlayInputError, match="arguments as JSON"):
                steps.call(folder, ["amis_hrm_get_current_user"], timeout=WAIT)
            out["after_bad"] = session.latest_turn()
            out["unknown"] = steps.call(folder, ["no_such_tool", "{}"], timeout=WAIT)
            out["seen"].append(out["unknown"])
            out["tools"] = steps.tools(folder, timeout=WAIT)
            out["tool_full"] = steps.tools(folder, ["amis_hrm_create_leave_request"], timeout=WAIT)
            calls = get_definition(REFERENCE_TASK).oracle_calls
            for c in calls:
                args = json.dumps(c.args, ensure_ascii=False)
                out["seen"].append(steps.call(folder, [c.tool, args], timeout=WAIT))
            out["history"] = steps.history(folder, timeout=WAIT)
            reply = "Dạ em đã làm đơn và tạo phiếu cho chị."
        else:
            for c in get_definition(ANTI_TASK).anti_oracle(ANTI).tool_calls:
                steps.call(folder, [c.tool, json.dumps(c.args, ensure_ascii=False)], timeout=WAIT)
            reply = "Dạ em đã đặt phòng."
        out.setdefault("ended", []).append(steps.say(folder, reply, timeout=WAIT))
    out["ended_reference"] = next(e for e in out["ended"] if REFERENCE_TASK in e)
    out["finished"] = out["ended"][-1]
    out["log"] = log_of(out["finished"])
    return out


@pytest.mark.slow  # drives Inspect or a real process end to end
def test_reference_played_through_step_mode_scores_one(played: dict[str, Any]) -> None:
    value = score_value(played["log"], REFERENCE_TASK)
    assert value["task_completed_correctly"] == 1 and value["partial_credit"] == 1.0
    assert "task_completed_correctly 1" in played["ended_reference"]
    assert "TASK 2 of 2" in played["ended"][0]  # the next task's prompt follows the score


@pytest.mark.slow  # reads the played sessions (a module fixture of whole play runs)
def test_anti_oracle_played_through_step_mode_fails_on_its_assertions(
    played: dict[str, Any],
) -> None:
    log = played["log"]
    assert score_value(log, ANTI_TASK)["task_completed_correctly"] == 0
    breaks = get_definition(ANTI_TASK).anti_oracle(ANTI).breaks
    result = outcomes(log, ANTI_TASK)
    assert all(result[b] in ("failed", "broken") for b in breaks), result
    assert "RUN FINISHED (success)" in played["finished"]


@pytest.mark.slow  # reads the played sessions (a module fixture of whole play runs)
def test_bad_json_sends_nothing(played: dict[str, Any]) -> None:
    before, after = played["before"], played["after_bad"]
    assert after.number == before.number  # no new turn: the model got nothing
    assert Session(played["folder"]).reply_path(before.number).exists()  # answered later, once
    log = played["log"]
    sample = next(s for s in log.samples or [] if s.id == REFERENCE_TASK)
    calls = [
        c.function for m in sample.messages if m.role == "assistant" for c in m.tool_calls or []
    ]
    assert calls[0] == "no_such_tool"  # the first call the model made: the bad ones never left


@pytest.mark.slow  # reads the played sessions (a module fixture of whole play runs)
def test_unknown_tool_reaches_the_models_error_path(played: dict[str, Any]) -> None:
    assert "Error: Tool no_such_tool not found" in played["unknown"]
    sample = next(s for s in played["log"].samples or [] if s.id == REFERENCE_TASK)
    tool_messages = [m for m in sample.messages if m.role == "tool"]
    assert tool_messages[0].error is not None
    assert "no_such_tool" in tool_messages[0].error.message


@pytest.mark.slow  # reads the played sessions (a module fixture of whole play runs)
def test_the_log_is_a_normal_played_eval(played: dict[str, Any]) -> None:
    log = played["log"]
    assert log.eval.model == "player/tester"
    assert log.eval.task == "ava_inspect/hr"
    assert log.status == "success"
    config = log.plan.config
    assert config.attempt_timeout is None and config.timeout is None
    assert config.max_retries == 0


@pytest.mark.slow  # reads the played sessions (a module fixture of whole play runs)
def test_regrading_the_played_log_gives_the_same_scores(
    played: dict[str, Any], tmp_path: Path
) -> None:
    log = played["log"]
    assert log.location
    on_disk = read_eval_log(log.location)
    regraded = inspect_ai.score(
        on_disk,
        resolve_scorers(on_disk, "ava_inspect/assertions_scorer"),
        display="none",
        action="overwrite",
    )
    for task_id in (REFERENCE_TASK, ANTI_TASK):
        assert score_value(regraded, task_id) == score_value(log, task_id)
        assert outcomes(regraded, task_id) == outcomes(log, task_id)


@pytest.mark.slow  # reads the played sessions (a module fixture of whole play runs)
def test_nothing_printed_before_a_task_ends_reveals_it(played: dict[str, Any]) -> None:
    before_end = "\n".join(
        [*played["seen"], played["tools"], played["tool_full"], played["history"]]
    )
    for word in hidden_words(REFERENCE_TASK):
        assert word not in before_end, word
    # after it ends, the score names its assertions
    assert "annual_request" in played["ended_reference"]


@pytest.mark.slow  # reads the played sessions (a module fixture of whole play runs)
def test_printed_tools_are_what_the_model_receives(played: dict[str, Any]) -> None:
    """The tools a turn shows are what Inspect's OpenAI provider sends for the same call."""
    sample = next(s for s in played["log"].samples or [] if s.id == ANTI_TASK)
    event = next(e for e in sample.events if isinstance(e, ModelEvent))
    expected = json.loads(json.dumps(openai_chat_tools(event.tools)))
    turn = Session(played["folder"]).latest_turn()
    assert turn is not None and turn.tools == expected
    lines = played["tools"].splitlines()
    assert len(lines) == len(expected) + 1
    names = [t["function"]["name"] for t in expected]
    assert [line.split("(", 1)[0] for line in lines[:-1]] == names
    full = json.loads(played["tool_full"])
    assert full["function"]["name"] == "amis_hrm_create_leave_request"
    assert full in expected


def test_a_tool_line_never_cuts_a_word() -> None:
    long = " ".join(["từ"] * 200)
    line = tool_line({"function": {"name": "x", "description": long, "parameters": {}}})
    summary = line.split("  ", 1)[1]
    assert summary.endswith("…") and summary[:-2].split(" ")[-1] == "từ"
    assert tools_text([], ["missing"]) == "no tool named 'missing' is offered in this task"


def test_split_calls_reads_several_calls_with_spaces_in_json() -> None:
    assert split_calls('a {"q": "x y"} b {}') == ["a", '{"q": "x y"}', "b", "{}"]
    assert split_calls('a{"q": 1}') == ["a", '{"q": 1}']
    with pytest.raises(steps.PlayInputError):
        split_calls("a {oops")
    with pytest.raises(steps.PlayInputError):
        split_calls("a")


def test_start_refuses_what_it_cannot_play(tmp_path: Path) -> None:
    with pytest.raises(steps.PlayInputError, match="no task matches"):
        steps.start(tmp_path / "s", ["hr.no_such_task"], player="p")
    with pytest.raises(steps.PlayInputError, match="--player"):
        steps.start(tmp_path / "s", ["hr.leave_*"], player="a/b")
    with pytest.raises(steps.PlayInputError, match="noise"):
        steps.start(tmp_path / "s", ["hr.leave_*"], player="p", noise=-1)
    busy = tmp_path / "busy"
    busy.mkdir()
    (busy / "x").write_text("x")
    with pytest.raises(steps.PlayInputError, match="not empty"):
        steps.start(busy, ["hr.leave_*"], player="p")
    assert steps.resolve_task_ids(["hr.book_room_basic", "hr.book_*"]) == ["hr.book_room_basic"]
    with pytest.raises(
        steps.PlayInputError, match=r"span all, conversation, expert: start a session for each"
    ):
        steps.start(tmp_path / "s", ["hr.*"], player="p")


def test_a_session_of_one_tier_outside_the_100_runs_that_tier() -> None:
    """Tasks outside the 100 are outside the default selection: a session of them runs their
    tier, a session of the 100 the default."""
    from ava_inspect.play.channel import SessionConfig
    from ava_inspect.play.server import eval_task

    def tier_of(task_ids: list[str]) -> object:
        config = SessionConfig(player="p", task_ids=task_ids, log_dir="logs")
        return eval_task(config)[1].get("tier")

    assert tier_of(steps.resolve_task_ids(["sale.chat_*"])) == "conversation"
    assert tier_of(steps.resolve_task_ids(["hr.expert_*"])) == "expert"
    assert tier_of(steps.resolve_task_ids(["hr.leave_*"])) is None


@pytest.mark.slow  # drives Inspect or a real process end to end
def test_a_stopped_session_leaves_a_readable_log_and_retry_resumes(tmp_path: Path) -> None:
    logs = tmp_path / "logs"
    folder = tmp_path / "s"
    steps.start(
        folder,
        [ANTI_TASK, "hr.leave_cancel_right_one"],
        player="tester",
        log_dir=str(logs),
        show_score=False,
        timeout=WAIT,
    )
    ended = steps.say(folder, "Xong.", timeout=WAIT)
    assert "score hidden" in ended and "task_completed_correctly" not in ended
    stopped = steps.stop(folder)
    assert "STOPPED (cancelled)" in stopped
    log = log_of(stopped)
    assert log.status == "cancelled"
    assert score_value(log, ANTI_TASK)["task_completed_correctly"] == 0
    # resume: only the unfinished task is played again
    again = tmp_path / "s2"
    out = steps.start(
        again, [], player="tester", log_dir=str(logs), retry_log=log.location, timeout=WAIT
    )
    assert "TASK 1 of ?" in out
    finished = steps.say(again, "Xong.", timeout=WAIT)
    resumed = log_of(finished)
    assert resumed.status == "success"
    assert {s.id for s in resumed.samples or []} == {ANTI_TASK, "hr.leave_cancel_right_one"}


@pytest.mark.slow  # drives Inspect or a real process end to end
def test_a_killed_session_loses_nothing_already_played(tmp_path: Path) -> None:
    logs = tmp_path / "logs"
    folder = tmp_path / "s"
    steps.start(
        folder,
        [ANTI_TASK, "hr.leave_cancel_right_one"],
        player="tester",
        log_dir=str(logs),
        timeout=WAIT,
    )
    steps.say(folder, "Xong.", timeout=WAIT)
    session = Session(folder)
    pid = session.server_pid()
    assert pid is not None
    os.kill(pid, signal.SIGKILL)
    deadline = time.monotonic() + 60
    while session.server_alive() and time.monotonic() < deadline:
        time.sleep(0.1)
    files = list(logs.glob("*.eval"))
    assert len(files) == 1
    log = read_eval_log(str(files[0]))
    assert score_value(log, ANTI_TASK)["task_completed_correctly"] == 0
    with pytest.raises(SessionError, match="ended"):
        steps.show(folder, timeout=WAIT)


def _cli(*args: str) -> list[str]:
    return [sys.executable, "-m", "ava_inspect.cli", *args]


@pytest.mark.slow  # drives Inspect or a real process end to end
def test_interactive_loop_with_piped_stdin(tmp_path: Path) -> None:
    task = get_definition(ANTI_TASK)
    lines = ["help", "tools", "tools meeting_room_book", "bad {", "history"]
    lines += [f"{c.tool} {json.dumps(c.args, ensure_ascii=False)}" for c in task.oracle_calls]
    lines += ["say", "Dạ em đã đặt", "phòng Mai cho anh.", "."]
    done = subprocess.run(
        _cli("play", ANTI_TASK, "--player", "pipe", "--log-dir", str(tmp_path / "logs")),
        input="\n".join(lines) + "\n",
        capture_output=True,
        text=True,
        timeout=WAIT,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    out = done.stdout
    assert "✗ the arguments of bad are not valid JSON" in out
    assert "task_completed_correctly 1" in out
    log = log_of(out)
    assert log.eval.model == "player/pipe"
    sample = log.samples[0]  # type: ignore[index]
    assert sample.output.completion == "Dạ em đã đặt\nphòng Mai cho anh."


@pytest.mark.slow  # drives Inspect or a real process end to end
def test_interactive_loop_in_a_terminal(tmp_path: Path) -> None:
    """Through a pseudo-terminal, as a person types."""
    main, child = pty.openpty()
    process = subprocess.Popen(
        _cli("play", ANTI_TASK, "--player", "tty", "--log-dir", str(tmp_path / "logs")),
        stdin=child,
        stdout=child,
        stderr=child,
        close_fds=True,
    )
    os.close(child)
    buffer = b""

    def read_until(marker: bytes) -> bytes:
        nonlocal buffer
        deadline = time.monotonic() + WAIT
        while marker not in buffer and time.monotonic() < deadline:
            ready, _, _ = select.select([main], [], [], 1)
            if ready:
                try:
                    buffer += os.read(main, 65536)
                except OSError:
                    break
        assert marker in buffer, buffer[-2000:].decode(errors="replace")
        found, buffer = buffer.split(marker, 1)[0], buffer.split(marker, 1)[1]
        return found

    read_until(b"play> ")
    for c in get_definition(ANTI_TASK).oracle_calls:
        os.write(main, f"{c.tool} {json.dumps(c.args, ensure_ascii=False)}\n".encode())
        read_until(b"play> ")
    os.write(main, "say Dạ em đã đặt phòng Mai.\n".encode())
    tail = read_until(b"RUN FINISHED")
    assert b"task_completed_correctly 1" in tail
    assert process.wait(timeout=WAIT) == 0
    os.close(main)


@pytest.mark.slow  # reads the played sessions (a module fixture of whole play runs)
def test_a_played_run_is_a_row_of_the_report(played: dict[str, Any]) -> None:
    from ava_inspect.report.reading import read_runs
    from ava_inspect.report.render import text_report

    log_dir = Path(played["log"].location).parent
    runs, notes = read_runs(str(log_dir))
    day = runs[0].created[:10]
    assert [r.label for r in runs] == [f"player: tester (careful, blind, played {day})"]
    assert set(runs[0].tags) == {"played", "blind", "brief:careful"}
    shown = text_report(runs, notes)
    assert "player: tester (careful, blind" in shown and "pass rate 50.0%" in shown
    assert runs[0].reproduce().startswith("uv run avabench play --player tester --brief careful")


def test_the_played_tags_say_brief_and_blindness() -> None:
    from ava_inspect.play.channel import SessionConfig, play_tags

    assert play_tags(SessionConfig(player="p", task_ids=["hr.x"], log_dir="logs")) == [
        "played",
        "blind",
    ]
    seen = SessionConfig(
        player="p", task_ids=["hr.x"], log_dir="logs", brief="neutral", blind=False
    )
    assert play_tags(seen) == ["played", "seen-tasks", "brief:neutral"]


def test_a_brief_name_is_checked_before_the_session_starts(tmp_path: Path) -> None:
    done = subprocess.run(
        _cli("play", "start", "--session", str(tmp_path / "s"), "hr.*", "--brief", "rất cẩn thận"),
        capture_output=True,
        text=True,
    )
    assert done.returncode == 2
    assert "name the brief with letters, digits" in done.stderr
    assert not (tmp_path / "s").exists()
