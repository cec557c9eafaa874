"""The `avabench` command: list, validate and self-test the task set; show the tool catalogue;
report results from logs, re-grade them and export the public release."""

from __future__ import annotations

import argparse
import json
import os
import signal
import sys
from collections.abc import Callable, Sequence
from typing import Any


def _list(args: argparse.Namespace) -> int:
    from ava_inspect.harness.catalog import definitions
    from ava_inspect.harness.dataset import public_ids

    defs = sorted(definitions().values(), key=lambda t: (t.domain, t.tier, t.id))
    public = public_ids(defs)
    rows: list[dict[str, Any]] = [
        {
            "id": t.id,
            "domain": t.domain,
            "tier": t.tier,
            "assertions": len(t.assertions),
            "public": t.id in public,
            "summary": t.summary,
        }
        for t in defs
    ]
    if args.json:
        print(json.dumps(rows, ensure_ascii=False, indent=2))
        return 0
    width = max(len(r["id"]) for r in rows)
    for r in rows:
        scope = "public" if r["public"] else "private"
        print(
            f"{r['id']:<{width}}  {r['tier']:<5}  {r['assertions']:>2} assertions  {scope:<7}  "
            f"{r['summary']}"
        )
    print(f"\n{len(rows)} tasks, {sum(r['assertions'] for r in rows)} assertions")
    return 0


def _validate(args: argparse.Namespace) -> int:
    from ava_inspect.core.world.tables import check_references
    from ava_inspect.harness.checks import check_all
    from ava_inspect.subsystems import base_company

    problems = [f"base company: {p}" for p in check_references(base_company())]
    defs, task_problems = check_all()
    problems += [str(p) for p in task_problems]
    for line in problems:
        print(f"✗ {line}")
    if problems:
        print(f"\n{len(problems)} problem(s); {len(defs)} task(s) valid.")
        return 1
    n = sum(len(t.assertions) for t in defs.values())
    print(f"✓ {len(defs)} tasks valid ({n} assertions); base company references resolve.")
    return 0


def _at_least(minimum: int) -> Callable[[str], int]:
    """An argparse type: a whole number of at least `minimum` (else a usage error naming it)."""

    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
        if value < minimum:
            raise argparse.ArgumentTypeError(f"{value} is less than {minimum}")
        return value

    parse.__name__ = f"whole number >= {minimum}"
    return parse


def _selftest(args: argparse.Namespace) -> int:
    from ava_inspect.selftest import run_selftest

    try:
        verdicts, logs = run_selftest(args.noise, args.log_dir, args.task, args.workers)
    except ValueError as err:
        print(f"✗ {err}")
        return 2
    for v in verdicts:
        mark = "✓" if v.ok else "✗"
        print(f"{mark} {v.task_id:<40} {v.play:<24} {v.message}")
    failed = [v for v in verdicts if not v.ok]
    print(
        f"\n{len(verdicts) - len(failed)}/{len(verdicts)} solutions scored as required "
        f"(references 1.0, wrong solutions fail) at noise {args.noise}. "
        f"Log{'s' if len(logs) > 1 else ''}: {', '.join(logs)}"
    )
    return 1 if failed else 0


def _tools(args: argparse.Namespace) -> int:
    from ava_inspect.harness.toolsets import CATALOGUE

    if args.json:
        from inspect_ai.tool import ToolDef

        rows = [
            {
                "name": t.name,
                "subsystem": t.subsystem,
                "writes": t.writes,
                "summary": t.summary,
                # the JSON schema of its arguments, as Inspect offers it to the model
                "parameters": ToolDef(t.factory()).parameters.model_dump(exclude_none=True),
            }
            for t in CATALOGUE.values()
        ]
        print(json.dumps(rows, ensure_ascii=False, indent=2))
        return 0
    for t in CATALOGUE.values():
        print(
            f"{t.name:<40} {t.subsystem:<12} {'writes' if t.writes else 'reads ':<6}  {t.summary}"
        )
    writes = sum(t.writes for t in CATALOGUE.values())
    print(f"\n{len(CATALOGUE)} tools, {writes} of them write")
    return 0


def _report(args: argparse.Namespace) -> int:
    from ava_inspect.report.reading import read_runs
    from ava_inspect.report.render import text_comparison, text_report, write_results
    from ava_inspect.report.rows import read_totals
    from ava_inspect.report.runs import LogProblem, read_run
    from ava_inspect.report.summary import compare

    if args.compare:
        try:
            a, b = (read_run(path) for path in args.compare)
        except (LogProblem, FileNotFoundError) as err:
            print(f"✗ {err} (--compare takes two AVABench .eval logs)")
            return 2
        print(text_comparison(compare(a, b)), end="")
        return 0
    try:
        runs, notes = read_runs(args.log_dir)
    except FileNotFoundError as err:
        print(f"✗ {err}")
        return 2
    print(text_report(runs, notes, read_totals(args.log_dir)), end="")
    if args.write:
        written = write_results(runs, args.log_dir, args.write)
        print(f"Wrote {' and '.join(written)} from {len(runs)} run(s).")
    return 0


def _export_public(args: argparse.Namespace) -> int:
    from ava_inspect.report.export import ExportError, export_public

    try:
        written = export_public(args.out_dir, args.logs)
    except ExportError as err:
        print(f"✗ {err}")
        return 2
    for line in written:
        print(f"✓ {line}")
    print(f"\nPublic release written to {args.out_dir}.")
    return 0


def _rescore(args: argparse.Namespace) -> int:
    from pathlib import Path

    from ava_inspect.rescore import run

    out = Path(args.out) if args.out else None
    return run([Path(p) for p in args.logs], out, args.allow_changed, args.in_place)


def _play(args: argparse.Namespace) -> int:
    from ava_inspect.play.command import main as play_main

    return play_main(args.play_args)


def _docs(args: argparse.Namespace) -> int:
    from pathlib import Path

    from ava_inspect.figures import check_docs

    root = Path(args.root).resolve()
    stale = check_docs(root, write=args.write)
    unknown = [s for s in stale if s.actual is None]
    for item in unknown if args.write else stale:
        print(f"✗ {item}")
    if args.write:
        fixed = len(stale) - len(unknown)
        print(f"{fixed} figure(s) rewritten; {len(unknown)} span(s) name no figure.")
        return 1 if unknown else 0
    if stale:
        print(f"\n{len(stale)} stale figure(s): run `avabench docs --write`.")
        return 1
    print("✓ every figure in the markdown pages matches the code.")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="avabench", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("list", help="list the tasks")
    p.add_argument("--json", action="store_true", help="print a JSON array")
    p.set_defaults(run=_list)
    p = sub.add_parser("validate", help="check every task definition and the base company")
    p.set_defaults(run=_validate)
    p = sub.add_parser("selftest", help="run every reference and wrong solution through Inspect")
    p.add_argument(
        "noise",
        nargs="?",
        type=_at_least(0),
        default=0,
        help="distractors per safe table, 0 or more (default 0)",
    )
    p.add_argument("--log-dir", default="logs/selftest", help="where the selftest log goes")
    p.add_argument(
        "--task",
        action="append",
        default=[],
        metavar="GLOB",
        help="only tasks whose id matches (e.g. 'hr.*'); repeatable",
    )
    p.add_argument(
        "--workers",
        type=_at_least(1),
        help="processes to spread the tasks over, 1 or more (default: one per core)",
    )
    p.set_defaults(run=_selftest)
    p = sub.add_parser("tools", help="print the tool catalogue")
    p.add_argument("--json", action="store_true", help="print a JSON array")
    p.set_defaults(run=_tools)
    p = sub.add_parser("report", help="leaderboards and run comparisons from Inspect logs")
    p.add_argument("log_dir", nargs="?", default="logs", help="log directory or file (logs/)")
    p.add_argument("--write", metavar="FILE", help="also write the markdown report (RESULTS.md)")
    p.add_argument(
        "--compare",
        nargs=2,
        metavar=("A", "B"),
        help="paired difference of two runs (.eval logs) over the same tasks",
    )
    p.set_defaults(run=_report)
    p = sub.add_parser(
        "export-public", help="write the public release (the public tasks, their logs)"
    )
    p.add_argument("out_dir", help="a new or empty directory")
    p.add_argument(
        "--logs", default="logs/results", help="where the full-set runs are (logs/results)"
    )
    p.set_defaults(run=_export_public)
    p = sub.add_parser(
        "rescore",
        help="re-grade logs with the current assertions (no model, no API key); print what flipped",
        description="Re-grade AVABench .eval logs with the current assertions, without a model "
        "or API key, write the re-graded logs and print each sample whose verdict or assertion "
        "outcomes changed, then a summary. A sample whose task has since changed what it put "
        "before the agent (system prompt, tools, company, request, starting world), or a log "
        "of another task set version, is left unscored with the reason.",
    )
    p.add_argument("logs", nargs="+", metavar="LOG", help="an .eval log (several allowed)")
    p.add_argument(
        "--out",
        metavar="DIR",
        help="directory for the re-graded logs (default: beside each log, as <name>-rescored.eval)",
    )
    p.add_argument(
        "--allow-changed",
        action="store_true",
        help="grade samples whose task changed since the run anyway (recorded in each score)",
    )
    p.add_argument(
        "--in-place", action="store_true", help="overwrite each input log with its re-grade"
    )
    p.set_defaults(run=_rescore)
    p = sub.add_parser(
        "docs", help="check (or --write) the figures the markdown pages carry against the code"
    )
    p.add_argument("--write", action="store_true", help="rewrite stale figures in place")
    p.add_argument("--root", default=".", help="the project's root (the current directory)")
    p.set_defaults(run=_docs)
    p = sub.add_parser(
        "play",
        help="play tasks as the model does (a terminal, or step mode: play start|show|tools|call|say|stop)",
        add_help=False,
    )
    p.add_argument("play_args", nargs=argparse.REMAINDER)
    p.set_defaults(run=_play)
    words = list(sys.argv[1:] if argv is None else argv)
    if words[:1] == ["play"]:
        # play parses its own arguments: argparse's REMAINDER loses a first one that looks like
        # an option (`play --help`, `play --noise 2 hr.*` were "unrecognized arguments").
        args = argparse.Namespace(run=_play, play_args=words[1:])
    else:
        args = parser.parse_args(words)
    try:
        return int(args.run(args))
    except BrokenPipeError:
        return _reader_gone()


def _reader_gone() -> int:
    """The reader of stdout went away (`avabench tools | head`): stop quietly, as Unix tools do.

    Python would otherwise print a traceback, and another when it flushes stdout on exit.
    """
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, sys.stdout.fileno())
    os.close(devnull)
    return 128 + signal.SIGPIPE


if __name__ == "__main__":
    sys.exit(main())
