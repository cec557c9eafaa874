"""The play commands, one function each, shared by step mode and the interactive loop.

Each returns the text to print: what the model would see next. A command that sends something
(`call`, `say`) returns once the eval has the next turn ready (or the task's result, or the
run's end).
"""

from __future__ import annotations

import fnmatch
import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Sequence
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ava_inspect.play.channel import (
    SESSION_ENV,
    Reply,
    Session,
    SessionConfig,
    SessionError,
    ToolCallRequest,
    Turn,
    wait_until,
    write_json,
)
from ava_inspect.play.render import RULE, messages_text, new_messages, result_text, tools_text

if TYPE_CHECKING:  # the play command loads the task catalogue only when it needs it
    from ava_inspect.harness.arguments import Split

COMMANDS_HINT = (
    "Commands: tools [NAME...] · NAME {json} [NAME {json} ...] (tool calls, one turn) · "
    "history · show · say TEXT (a reply with no tool call: it ends the task unless the user answers)"
)


class PlayInputError(ValueError):
    """Input the player must correct; nothing was sent."""


# ---------------------------------------------------------------- choosing tasks


def resolve_task_ids(patterns: Sequence[str]) -> list[str]:
    """Task ids and globs ('hr.*') to the ids they name, in the order given, each once."""
    from ava_inspect.harness.catalog import definitions
    from ava_inspect.schema.task import run_tier

    defs = definitions()
    known = sorted(defs)
    chosen: list[str] = []
    for pattern in patterns:
        matched = [t for t in known if fnmatch.fnmatchcase(t, pattern)]
        if not matched:
            raise PlayInputError(
                f"no task matches {pattern!r}: give task ids or globs such as 'hr.leave_*' "
                "(`avabench list` shows the ids)"
            )
        chosen += [t for t in matched if t not in chosen]
    groups = sorted({run_tier(defs[t].tier) for t in chosen})
    if len(groups) > 1:
        raise PlayInputError(
            "one session plays tasks of one run: the 100 (tier=all), or one tier outside them; "
            f"these tasks span {', '.join(groups)}: start a session for each (e.g. 'sale.chat_*')"
        )
    return chosen


# ---------------------------------------------------------------- starting and stopping


def start(
    folder: str | os.PathLike[str],
    patterns: Sequence[str],
    *,
    player: str,
    noise: int = 0,
    split: Split | None = None,
    show_score: bool = True,
    log_dir: str = "logs",
    retry_log: str | None = None,
    timeout: float | None = None,
    brief: str | None = None,
    blind: bool = True,
) -> str:
    """Start the eval in the background; the first task's prompt once it is ready. `brief` and
    `blind` (the player has not read the task definitions) label the run (`channel.play_tags`)."""
    from ava_inspect.play.provider import PLAYER_NAME

    if noise < 0:
        raise PlayInputError("--noise must be 0 or a positive number of distractors per table")
    if not PLAYER_NAME.match(player):
        raise PlayInputError(
            f"--player {player!r}: use letters, digits, '.', '_' or '-' (e.g. lan.nguyen)"
        )
    if retry_log is None and split is None and not patterns:
        raise PlayInputError("give task ids or globs to play ('hr.leave_*'), or --split public")
    if retry_log is not None and not Path(retry_log).exists():
        raise PlayInputError(f"--retry {retry_log}: no such log")
    if split is not None:
        from ava_inspect.harness.dataset import select_tasks

        task_ids = [t.id for t in select_tasks(None, split)]
    else:
        task_ids = resolve_task_ids(patterns)
    session = Session(folder)
    if session.folder.exists() and any(session.folder.iterdir()):
        raise PlayInputError(
            f"{session.folder} is not empty: give a new or empty folder for the session"
        )
    session.folder.mkdir(parents=True, exist_ok=True)
    config = SessionConfig(
        player=player,
        task_ids=task_ids,
        split=split,
        noise=noise,
        show_score=show_score,
        log_dir=str(Path(log_dir).resolve()),
        retry_log=str(Path(retry_log).resolve()) if retry_log else None,
        brief=brief,
        blind=blind,
    )
    write_json(session.config_path, config)
    env = {**os.environ, SESSION_ENV: str(session.folder)}
    with session.server_log.open("w") as log:
        process = subprocess.Popen(
            [sys.executable, "-m", "ava_inspect.play.server", str(session.folder)],
            stdin=subprocess.DEVNULL,
            stdout=log,
            stderr=subprocess.STDOUT,
            env=env,
            start_new_session=True,  # a terminal's Ctrl-C or a closed shell does not reach it
        )
    session.pid_path.write_text(str(process.pid), encoding="utf-8")
    count = "the public set" if split else f"{len(task_ids)} task(s)" if task_ids else "a retry"
    head = f"Play session started: {count}, noise {noise}, player {player}."
    return f"{head}\n{next_view(session, timeout=timeout)}"


def stop(folder: str | os.PathLike[str], timeout: float = 60) -> str:
    """Stop the eval (as Ctrl-C would): the log keeps every task already played."""
    session = Session(folder)
    session.config()
    finished = session.finished()
    if finished is None and session.server_alive():
        pid = session.server_pid()
        assert pid is not None
        os.kill(pid, signal.SIGINT)
        deadline = time.monotonic() + timeout
        while session.server_alive() and time.monotonic() < deadline:
            time.sleep(0.1)
        if session.server_alive():
            os.kill(pid, signal.SIGKILL)
        finished = session.finished()
    if finished is None:
        return "The session's eval was not running (it may have been killed); its log has every finished task."
    return f"STOPPED ({finished.status}). Log: {finished.log or '(none written)'}"


# ---------------------------------------------------------------- what the player sees


def require_running(session: Session) -> None:
    """Refuse to read or answer a session whose eval died without finishing."""
    session.config()
    if session.finished() is None and not session.server_alive():
        tail = session.server_tail(10)
        raise SessionError(
            "the eval process of this session ended without finishing (killed or crashed). "
            "Its log keeps every task already played: resume it with "
            "`avabench play start --session NEW_DIR --retry LOG`."
            + (f"\nIts last output:\n{tail}" if tail else "")
        )


def pending_turn(session: Session) -> Turn | None:
    """The turn waiting for the player's answer, if there is one."""
    turn = session.latest_turn()
    if turn is None or session.reply(turn.number) is not None:
        return None
    return turn


def next_view(session: Session, timeout: float | None = None) -> str:
    """Wait for the next thing the player must see, mark it seen and return it: the results of
    tasks that ended since the last view, then the new turn (a new task's whole prompt, or the
    results of the player's calls), or the run's end."""
    config = session.config()
    seen = session.seen()

    def ready() -> Any:
        turn = pending_turn(session)
        if turn is not None and turn.number > seen.turn:
            return turn
        return session.finished()

    event = wait_until(ready, session, "the next turn", timeout)
    parts: list[str] = []
    ended = event.task_number - 1 if isinstance(event, Turn) else session.task_started()
    for number in range(seen.results + 1, ended + 1):
        result = wait_until(
            partial(session.task_result, number), session, "the task's score", timeout
        )
        parts.append(result_text(result, config.show_score))
    if not isinstance(event, Turn):
        session.mark_seen(seen.turn, ended)
        parts.append(
            f"{RULE}\nRUN FINISHED ({event.status}). Log: {event.log or '(none written)'}"
            + (f"\n{event.error}" if event.error else "")
        )
        return "\n".join(parts)
    previous = session.turn(seen.turn) if seen.turn else None
    if previous is None or previous.task_number != event.task_number:
        parts += [
            task_header(session, event),
            messages_text(event.messages),
            f"{RULE}\n{COMMANDS_HINT}",
        ]
    else:
        parts.append(messages_text(new_messages(event.messages), event.messages))
    session.mark_seen(event.number, ended)
    return "\n".join(parts)


def task_header(session: Session, turn: Turn) -> str:
    config = session.config()
    total = len(config.task_ids) or "?"
    return f"{'═' * 72}\nTASK {turn.task_number} of {total}"


def show(folder: str | os.PathLike[str], timeout: float | None = None) -> str:
    """What the model sees now: the current task's messages since the player's last answer."""
    session = Session(folder)
    require_running(session)
    turn = pending_turn(session)
    if turn is None:
        return next_view(session, timeout)
    if turn.number > session.seen().turn:
        return next_view(session, timeout)
    previous = session.turn(turn.number - 1)
    if previous is None or previous.task_number != turn.task_number:
        return "\n".join(
            [task_header(session, turn), messages_text(turn.messages), f"{RULE}\n{COMMANDS_HINT}"]
        )
    return messages_text(new_messages(turn.messages), turn.messages)


def history(folder: str | os.PathLike[str], timeout: float | None = None) -> str:
    """The current task's whole conversation, as the model receives it."""
    session = Session(folder)
    require_running(session)
    turn = wait_until(lambda: pending_turn(session), session, "the next turn", timeout)
    return messages_text(turn.messages)


def tools(
    folder: str | os.PathLike[str], names: Sequence[str] = (), timeout: float | None = None
) -> str:
    session = Session(folder)
    require_running(session)
    turn = wait_until(lambda: pending_turn(session), session, "the next turn", timeout)
    return tools_text(turn.tools, names)


# ---------------------------------------------------------------- answering


def parse_calls(items: Sequence[str]) -> list[ToolCallRequest]:
    """`NAME 'JSON' [NAME 'JSON' ...]` to tool calls; anything malformed is refused whole."""
    if not items:
        raise PlayInputError("give a tool name and its arguments as JSON: NAME '{\"key\": ...}'")
    if len(items) % 2:
        raise PlayInputError(
            f"every tool name needs its arguments as JSON ({len(items)} item(s) given: "
            "NAME 'JSON' [NAME 'JSON' ...]; use '{}' for none)"
        )
    calls = []
    for name, raw in zip(items[::2], items[1::2], strict=True):
        calls.append(parse_call(name, raw))
    return calls


def parse_call(name: str, raw: str) -> ToolCallRequest:
    if not name or any(c.isspace() for c in name) or name.startswith(("{", "[")):
        raise PlayInputError(f"{name!r} is not a tool name (NAME 'JSON'); nothing was sent")
    try:
        arguments = json.loads(raw)
    except json.JSONDecodeError as err:
        raise PlayInputError(
            f"the arguments of {name} are not valid JSON ({err.msg} at column {err.colno}); "
            "nothing was sent"
        ) from None
    if not isinstance(arguments, dict):
        raise PlayInputError(
            f"the arguments of {name} must be a JSON object ({{...}}), not "
            f"{type(arguments).__name__}; nothing was sent"
        )
    return ToolCallRequest(function=name, arguments=arguments)


def send(folder: str | os.PathLike[str], reply: Reply, timeout: float | None = None) -> str:
    """Answer the pending turn and return what comes next."""
    session = Session(folder)
    if session.finished() is not None:
        raise PlayInputError("the run has finished: nothing more to answer")
    require_running(session)
    turn = wait_until(lambda: pending_turn(session), session, "the turn to answer", timeout)
    if turn.number > session.seen().turn:
        # the player answers a turn it has not been shown: show it instead of answering blind
        raise PlayInputError(
            "there is a turn you have not seen yet; nothing was sent:\n"
            + next_view(session, timeout)
        )
    write_json(session.reply_path(turn.number), reply)
    return next_view(session, timeout)


def call(folder: str | os.PathLike[str], items: Sequence[str], timeout: float | None = None) -> str:
    return send(folder, Reply(tool_calls=parse_calls(items)), timeout)


def say(folder: str | os.PathLike[str], text: str, timeout: float | None = None) -> str:
    if not text.strip():
        raise PlayInputError("say needs the reply's text; nothing was sent")
    return send(folder, Reply(text=text), timeout)
