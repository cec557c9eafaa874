"""`avabench play TASK_ID...` in a terminal (or with commands piped to stdin)."""

from __future__ import annotations

import argparse
import json
import tempfile
from collections.abc import Callable

from ava_inspect.play import steps
from ava_inspect.play.channel import Session, SessionError

HELP = """Commands (each line is one):
  tools                      one line per tool: name, parameters, first line of its description
  tools NAME [NAME...]       the full definition, exactly as the model receives it
  NAME {json} [NAME {json}]  tool calls (several in one line are one turn)
  history                    the task's whole conversation so far
  show                       what the model sees now
  say TEXT                   a reply with no tool call: it ends the task unless the user
                             answers (`say` alone: type lines, end with '.')
  stop                       stop the run (the log keeps every finished task)
  help                       this list"""


def split_calls(line: str) -> list[str]:
    """`NAME {json} NAME {json}` to [NAME, JSON, NAME, JSON] (JSON may hold spaces)."""
    items: list[str] = []
    decoder = json.JSONDecoder()
    rest = line.strip()
    while rest:
        name, _, after = rest.partition(" ")
        if name.endswith("{") or "{" in name:
            name, brace, tail = name.partition("{")
            after = f"{brace}{tail} {after}".strip()
        after = after.lstrip()
        if not after:
            raise steps.PlayInputError(
                f"{name} needs its arguments as JSON (use {{}} for none); nothing was sent"
            )
        try:
            _, end = decoder.raw_decode(after)
        except json.JSONDecodeError as err:
            raise steps.PlayInputError(
                f"the arguments of {name} are not valid JSON ({err.msg} at column {err.colno}); "
                "nothing was sent"
            ) from None
        items += [name, after[:end]]
        rest = after[end:].strip()
    return items


def play_interactive(
    args: argparse.Namespace, player: str, read: Callable[[str], str] = input
) -> int:
    """The loop: print what the model sees, read a command, until the run ends."""
    folder = args.session or tempfile.mkdtemp(prefix="avabench-play-")
    try:
        print(
            steps.start(
                folder,
                args.tasks,
                player=player,
                noise=args.noise,
                split=args.split,
                show_score=not args.no_score,
                log_dir=args.log_dir,
                retry_log=args.retry,
                brief=args.brief,
                blind=not args.seen_tasks,
            )
        )
    except (steps.PlayInputError, SessionError) as err:
        print(f"✗ {err}")
        return 2
    while True:
        try:
            line = read("play> ").strip()
        except (EOFError, KeyboardInterrupt):
            print()
            print(steps.stop(folder))
            return 1
        if not line:
            continue
        word, _, rest = line.partition(" ")
        try:
            if word == "help":
                print(HELP)
                continue
            if word == "stop":
                print(steps.stop(folder))
                return 1
            if word == "tools":
                print(steps.tools(folder, rest.split()))
                continue
            if word == "history":
                print(steps.history(folder))
                continue
            if word == "show":
                print(steps.show(folder))
                continue
            if word == "say":
                text = rest.strip() or read_lines(read)
                out = steps.say(folder, text)
            else:
                out = steps.call(folder, split_calls(line))
        except steps.PlayInputError as err:
            print(f"✗ {err}")
            continue
        except SessionError as err:
            print(f"✗ {err}")
            return 1
        print(out)
        if Session(folder).finished() is not None:
            return 0


def read_lines(read: Callable[[str], str]) -> str:
    """A multi-line reply, ended by a line holding only '.'."""
    lines: list[str] = []
    while True:
        line = read("... ")
        if line.strip() == ".":
            return "\n".join(lines)
        lines.append(line)
