"""The eval behind a play session, run in its own process: `python -m ava_inspect.play.server DIR`.

It is a normal Inspect eval of an AVABench task with the player model (`player/NAME`), one
sample at a time, every finished sample flushed to the log at once (a killed session loses
nothing already played; `inspect eval-retry`, or `play start --retry LOG`, resumes it). Hooks
tell the front ends when a task starts and ends, with its score.
"""

from __future__ import annotations

import json
import math
import os
import sys
import traceback
from typing import Any
from urllib.parse import urlparse
from urllib.request import url2pathname

from inspect_ai import eval, eval_retry
from inspect_ai.hooks import Hooks, SampleEnd, SampleStart, TaskEnd, TaskStart, hooks
from inspect_ai.log import list_eval_logs, read_eval_log

from ava_inspect.harness.catalog import definitions
from ava_inspect.play.channel import (
    SESSION_ENV,
    Finished,
    Session,
    SessionConfig,
    TaskResult,
    play_tags,
    write_json,
)
from ava_inspect.schema.task import run_tier

PLAY_HOOKS = "avabench_play"


def _session() -> Session | None:
    folder = os.environ.get(SESSION_ENV)
    return Session(folder) if folder else None


@hooks(name=PLAY_HOOKS, description="AVABench play: tells the player when a task starts and ends")
class PlayHooks(Hooks):
    """Writes each task's start and result into the session folder."""

    def enabled(self) -> bool:
        return _session() is not None

    async def on_task_start(self, data: TaskStart) -> None:
        session = _session()
        assert session is not None
        write_json(session.eval_path, {"eval_id": data.eval_id, "log": None})

    async def on_task_end(self, data: TaskEnd) -> None:
        session = _session()
        assert session is not None
        location = local_path(data.log.location) if data.log.location else None
        write_json(session.eval_path, {"eval_id": data.eval_id, "log": location})

    async def on_sample_start(self, data: SampleStart) -> None:
        session = _session()
        assert session is not None
        number = session.task_started() + 1
        write_json(
            session.task_start_path(number),
            {"sample_id": str(data.summary.id), "epoch": data.summary.epoch},
        )

    async def on_sample_end(self, data: SampleEnd) -> None:
        session = _session()
        assert session is not None
        sample = data.sample
        values: dict[str, Any] = {}
        explanation = ""
        for score in (sample.scores or {}).values():
            if isinstance(score.value, dict):
                values = {
                    k: (None if isinstance(v, float) and math.isnan(v) else v)
                    for k, v in score.value.items()
                }
            explanation = score.explanation or ""
        result = TaskResult(
            task_number=session.task_started(),
            sample_id=str(sample.id),
            values=values,
            explanation=explanation,
            error=sample.error.message if sample.error else None,
            limit=f"{sample.limit.type} limit ({sample.limit.limit})" if sample.limit else None,
        )
        write_json(session.task_result_path(result.task_number), result)


def eval_task(config: SessionConfig) -> tuple[str, dict[str, Any], list[str] | None]:
    """The registered AVABench task, its arguments and the sample ids a session plays."""
    args: dict[str, Any] = {"noise": config.noise}
    if config.split is not None:
        args["split"] = config.split
        return "ava_inspect/avabench", args, None
    domains = {task_id.split(".", 1)[0] for task_id in config.task_ids}
    known = definitions()
    tiers = {run_tier(known[t].tier) for t in config.task_ids if t in known}
    if len(tiers) == 1 and tiers != {"all"}:
        args["tier"] = tiers.pop()  # the expert and conversation tiers are outside the 100
    name = f"ava_inspect/{domains.pop()}" if len(domains) == 1 else "ava_inspect/avabench"
    return name, args, list(config.task_ids)


def run(session: Session) -> Finished:
    """Run the session's eval to its end; what Inspect reports and where the log is."""
    config = session.config()
    common: dict[str, Any] = {
        "log_dir": config.log_dir,
        "max_samples": 1,
        "max_tasks": 1,
        "log_buffer": 1,
        "display": "none",
        "score_display": False,
    }
    if config.retry_log:
        logs = eval_retry(config.retry_log, **common)
    else:
        name, args, sample_ids = eval_task(config)
        logs = eval(
            name,
            model=f"player/{config.player}",
            task_args=args,
            sample_id=sample_ids,
            tags=play_tags(config),
            **common,
        )
    if not logs:  # Inspect returns no log when the run is interrupted
        return Finished(status="cancelled", log=log_location(session, config.log_dir))
    log = logs[0]
    error = log.error.message if log.error else None
    return Finished(status=log.status, log=log.location, error=error)


def local_path(location: str) -> str:
    """A log's location as a path when it is a local file (`file://...` from a listing)."""
    if location.startswith("file://"):
        return url2pathname(urlparse(location).path)
    return location


def log_location(session: Session, log_dir: str) -> str | None:
    """Where this session's eval wrote its log (the hooks recorded its eval id)."""
    if not session.eval_path.exists():
        return None
    recorded = json.loads(session.eval_path.read_text(encoding="utf-8"))
    if recorded.get("log"):
        return str(recorded["log"])
    for info in list_eval_logs(log_dir):
        if read_eval_log(info, header_only=True).eval.eval_id == recorded["eval_id"]:
            return local_path(info.name)
    return None


def main(argv: list[str]) -> int:
    session = Session(argv[0])
    os.environ[SESSION_ENV] = str(session.folder)
    try:
        finished = run(session)
    except KeyboardInterrupt:
        finished = Finished(status="cancelled", log=log_location(session, session.config().log_dir))
    except BaseException as err:  # the front end prints it: never leave it waiting silently
        traceback.print_exc()
        finished = Finished(status="error", error=f"{type(err).__name__}: {err}")
    write_json(session.finished_path, finished)
    return 0 if finished.status == "success" else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
