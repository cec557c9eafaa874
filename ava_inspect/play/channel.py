"""The play session: a folder shared by the eval (the player model and its hooks) and the front ends.

The eval runs in a background process. Each time Inspect asks the player model for a turn, the
model writes what a model would receive (`turns/NNNNNN.json`: the messages and the tool list in
the OpenAI wire format) and waits, for as long as it takes, for the player's answer
(`replies/NNNNNN.json`: tool calls or a reply). Hooks record when a task starts and ends
(`tasks/NNNN.json`, with its score) and the run's end (`finished.json`). Every file is written
whole (to a temporary name, then renamed), so a reader never sees half of one.
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict

SESSION_ENV = "AVABENCH_PLAY_SESSION"
"""The session folder the player model talks through (set for the eval's process)."""

POLL_SECONDS = 0.05


class SessionError(RuntimeError):
    """A session that cannot be used as asked: the message says why and what to do."""


class SessionConfig(BaseModel):
    """What `play start` asked for; written once when the session starts."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    player: str
    task_ids: list[str]
    split: Literal["full", "public", "private"] | None = None
    noise: int = 0
    show_score: bool = True
    log_dir: str
    retry_log: str | None = None
    brief: str | None = None
    """The brief the player was given (`--brief`: careful, neutral, ...)."""
    blind: bool = True
    """The player has not read the task definitions (`--seen-tasks` says it has)."""


PLAYED_TAG = "played"
BRIEF_TAG = "brief:"
BLIND_TAG, SEEN_TAG = "blind", "seen-tasks"


def play_tags(config: SessionConfig) -> list[str]:
    """The Inspect tags of a played run: `played`, `blind` or `seen-tasks`, and `brief:NAME`."""
    tags = [PLAYED_TAG, BLIND_TAG if config.blind else SEEN_TAG]
    return [*tags, f"{BRIEF_TAG}{config.brief}"] if config.brief else tags


class Turn(BaseModel):
    """One request to the player: exactly what a model receives for this call."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    number: int
    task_number: int
    """Which task of the run this turn belongs to (1-based)."""
    messages: list[dict[str, Any]]
    tools: list[dict[str, Any]]
    tool_choice: Any = "auto"


class ToolCallRequest(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    function: str
    arguments: dict[str, Any]


class Reply(BaseModel):
    """The player's answer to a turn: tool calls, or a reply (text) with none, which ends the task
    unless the task's user answers it."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    tool_calls: list[ToolCallRequest] = []
    text: str = ""


class TaskResult(BaseModel):
    """A task of the run has ended: its score (hidden from the player with `--no-score`)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    task_number: int
    sample_id: str
    values: dict[str, Any] = {}
    explanation: str = ""
    error: str | None = None
    limit: str | None = None


class Seen(BaseModel):
    """The last turn shown to the player, and how many tasks' results were shown."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    turn: int = 0
    results: int = 0


class Finished(BaseModel):
    """The eval has ended (`status` as Inspect reports it) and where its log is."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    status: str
    log: str | None = None
    error: str | None = None


def write_json(path: Path, data: BaseModel | dict[str, Any]) -> None:
    """Write a whole file atomically (temporary name, then rename)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    text = data.model_dump_json(indent=1) if isinstance(data, BaseModel) else json.dumps(data)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    tmp.write_text(text, encoding="utf-8")
    os.replace(tmp, path)


class Session:
    """The folder of one play session."""

    def __init__(self, folder: str | os.PathLike[str]) -> None:
        self.folder = Path(folder).resolve()

    # ------------------------------------------------------------------ layout

    @property
    def config_path(self) -> Path:
        return self.folder / "session.json"

    @property
    def pid_path(self) -> Path:
        return self.folder / "server.pid"

    @property
    def server_log(self) -> Path:
        return self.folder / "server.log"

    @property
    def eval_path(self) -> Path:
        """The eval's id and, once it has ended, its log."""
        return self.folder / "eval.json"

    @property
    def finished_path(self) -> Path:
        return self.folder / "finished.json"

    @property
    def seen_path(self) -> Path:
        """The last turn whose messages the front end has printed."""
        return self.folder / "seen.json"

    def turn_path(self, number: int) -> Path:
        return self.folder / "turns" / f"{number:06d}.json"

    def reply_path(self, number: int) -> Path:
        return self.folder / "replies" / f"{number:06d}.json"

    def task_start_path(self, task_number: int) -> Path:
        return self.folder / "tasks" / f"{task_number:04d}.start.json"

    def task_result_path(self, task_number: int) -> Path:
        return self.folder / "tasks" / f"{task_number:04d}.result.json"

    # ------------------------------------------------------------------ reading

    def exists(self) -> bool:
        return self.config_path.exists()

    def config(self) -> SessionConfig:
        if not self.config_path.exists():
            raise SessionError(
                f"no play session in {self.folder}: start one with "
                "`avabench play start --session DIR TASK_ID...`"
            )
        return SessionConfig.model_validate_json(self.config_path.read_text(encoding="utf-8"))

    def latest_turn(self) -> Turn | None:
        turns = sorted((self.folder / "turns").glob("*.json"))
        if not turns:
            return None
        return Turn.model_validate_json(turns[-1].read_text(encoding="utf-8"))

    def turn(self, number: int) -> Turn | None:
        path = self.turn_path(number)
        if not path.exists():
            return None
        return Turn.model_validate_json(path.read_text(encoding="utf-8"))

    def reply(self, number: int) -> Reply | None:
        path = self.reply_path(number)
        if not path.exists():
            return None
        return Reply.model_validate_json(path.read_text(encoding="utf-8"))

    def task_started(self) -> int:
        """How many tasks of the run have started."""
        return len(list((self.folder / "tasks").glob("*.start.json")))

    def task_start(self, task_number: int) -> dict[str, Any] | None:
        path = self.task_start_path(task_number)
        return json.loads(path.read_text(encoding="utf-8")) if path.exists() else None

    def task_result(self, task_number: int) -> TaskResult | None:
        path = self.task_result_path(task_number)
        if not path.exists():
            return None
        return TaskResult.model_validate_json(path.read_text(encoding="utf-8"))

    def finished(self) -> Finished | None:
        if not self.finished_path.exists():
            return None
        return Finished.model_validate_json(self.finished_path.read_text(encoding="utf-8"))

    def seen(self) -> Seen:
        """How far the front ends have shown the session to the player."""
        if not self.seen_path.exists():
            return Seen()
        return Seen.model_validate_json(self.seen_path.read_text(encoding="utf-8"))

    def mark_seen(self, turn: int, results: int) -> None:
        write_json(self.seen_path, Seen(turn=turn, results=results))

    def server_pid(self) -> int | None:
        if not self.pid_path.exists():
            return None
        return int(self.pid_path.read_text(encoding="utf-8").strip())

    def server_alive(self) -> bool:
        pid = self.server_pid()
        if pid is None:
            return False
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return False
        except PermissionError:
            return True
        # a zombie (exited, not yet reaped by its parent) is not alive
        status = Path(f"/proc/{pid}/stat")
        if status.exists():
            fields = status.read_text().rsplit(")", 1)[-1].split()
            return bool(fields) and fields[0] != "Z"
        return True

    def server_tail(self, lines: int = 25) -> str:
        if not self.server_log.exists():
            return ""
        return "\n".join(self.server_log.read_text(errors="replace").splitlines()[-lines:])


def wait_until(
    ready: Callable[[], Any], session: Session, what: str, timeout: float | None = None
) -> Any:
    """Poll until `ready()` returns something truthy; raise if the eval process died first.

    `timeout` (seconds) is for tests; a person or agent waiting on the eval waits as long as
    the eval takes."""
    start = time.monotonic()
    while True:
        value = ready()
        if value:
            return value
        if not session.server_alive():
            value = ready()  # it may have written the file just before it exited
            if value:
                return value
            tail = session.server_tail()
            raise SessionError(
                f"the eval process of this session ended while waiting for {what}."
                + (f"\nIts last output:\n{tail}" if tail else "")
            )
        if timeout is not None and time.monotonic() - start > timeout:
            raise SessionError(f"timed out after {timeout:.0f} s waiting for {what}")
        time.sleep(POLL_SECONDS)
