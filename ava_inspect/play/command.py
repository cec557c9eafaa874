"""`avabench play`: the interactive form and the step commands, parsed here.

avabench play TASK_ID... [--noise N] [--player NAME] [--no-score]        (a terminal)
avabench play start --session DIR TASK_ID... [--noise N] [--player NAME] [--no-score]
avabench play show  --session DIR
avabench play tools --session DIR [NAME...]
avabench play call  --session DIR NAME 'JSON' [NAME 'JSON' ...]
avabench play say   --session DIR 'TEXT'
avabench play stop  --session DIR
"""

from __future__ import annotations

import argparse
import getpass
import re
import sys
from collections.abc import Sequence

from ava_inspect.play import steps
from ava_inspect.play.channel import SessionError

STEP_COMMANDS = ("start", "show", "tools", "call", "say", "stop")
HELP = (
    "Play tasks exactly as the model sees them: in a terminal, or one step per command\n"
    "(step mode, for an agent). A played run is a normal Inspect log.\n" + __doc__.split("\n", 1)[1]
)


def default_player() -> str:
    """The OS user, as a player name."""
    try:
        name = getpass.getuser()
    except (KeyError, OSError):
        return "player"
    cleaned = "".join(c if c.isalnum() or c in "._-" else "-" for c in name).strip("-.")
    return cleaned or "player"


def brief_name(text: str) -> str:
    """A brief's name as a log tag: letters, digits, '.', '_' or '-'."""
    if not re.fullmatch(r"[A-Za-z0-9._-]{1,40}", text):
        raise argparse.ArgumentTypeError(
            f"{text!r}: name the brief with letters, digits, '.', '_' or '-' (careful, neutral)"
        )
    return text


def _run_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--noise", type=int, default=0, help="distractors per safe table (0)")
    parser.add_argument("--player", default=None, help="who plays (the log's model: player/NAME)")
    parser.add_argument(
        "--no-score", action="store_true", help="do not show the score when a task ends"
    )
    parser.add_argument(
        "--split",
        choices=("full", "public", "private"),
        help="play a whole split instead of task ids (a human baseline: --split public)",
    )
    parser.add_argument("--log-dir", default="logs", help="where the log goes (logs/)")
    parser.add_argument("--retry", metavar="LOG", help="resume an interrupted played log")
    parser.add_argument(
        "--brief",
        type=brief_name,
        help="the brief the player was given (careful, neutral, ...): the leaderboard row says it",
    )
    parser.add_argument(
        "--seen-tasks",
        action="store_true",
        help="the player has read the task definitions: the row is marked not blind",
    )


def parser_for(command: str) -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog=f"avabench play {command}")
    parser.add_argument("--session", required=True, metavar="DIR", help="the session folder")
    if command == "start":
        parser.add_argument("tasks", nargs="*", metavar="TASK_ID", help="task ids or globs")
        _run_options(parser)
    elif command == "tools":
        parser.add_argument("names", nargs="*", metavar="NAME")
    elif command == "call":
        parser.add_argument("items", nargs="*", metavar="NAME JSON")
    elif command == "say":
        parser.add_argument("text", metavar="TEXT")
    return parser


def run_step(command: str, argv: Sequence[str]) -> int:
    args = parser_for(command).parse_args(argv)
    folder = args.session
    try:
        if command == "start":
            text = steps.start(
                folder,
                args.tasks,
                player=args.player or default_player(),
                noise=args.noise,
                split=args.split,
                show_score=not args.no_score,
                log_dir=args.log_dir,
                retry_log=args.retry,
                brief=args.brief,
                blind=not args.seen_tasks,
            )
        elif command == "show":
            text = steps.show(folder)
        elif command == "tools":
            text = steps.tools(folder, args.names)
        elif command == "call":
            text = steps.call(folder, args.items)
        elif command == "say":
            text = steps.say(folder, args.text)
        else:
            text = steps.stop(folder)
    except steps.PlayInputError as err:
        print(f"✗ {err}")
        return 2
    except SessionError as err:
        print(f"✗ {err}")
        return 1
    print(text)
    return 0


def run_interactive(argv: Sequence[str]) -> int:
    from ava_inspect.play.interactive import play_interactive

    parser = argparse.ArgumentParser(
        prog="avabench play",
        description=HELP,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("tasks", nargs="*", metavar="TASK_ID", help="task ids or globs ('hr.*')")
    parser.add_argument("--session", metavar="DIR", help="keep the session folder here")
    _run_options(parser)
    args = parser.parse_args(argv)
    return play_interactive(args, args.player or default_player())


def main(argv: Sequence[str]) -> int:
    """`avabench play ...` (argv after `play`)."""
    if argv and argv[0] in STEP_COMMANDS:
        return run_step(argv[0], argv[1:])
    return run_interactive(argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
