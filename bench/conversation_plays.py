"""Blind plays of the conversation tier, tallied: `uv run python bench/conversation_plays.py LOG...`.

Reads the `.eval` logs of `avabench play` sessions (files, or directories holding them), groups
the samples by the player's brief (the player name holds `careful` or `neutral`: `blind-careful-b2`)
and prints, per brief, pass^1 and pass^k over the tasks played k times (tau2's C(c,k)/C(n,k),
the report's own `pass_hat_k`), then one row per task: its plays, passes, and for each failed play
the assertions that failed and how the conversation ended. Unscored samples are named apart, never
counted as failures; so are plays judged the task's or the simulator's fault (`--fault
PLAYER=TASK`, once the fault is fixed and the task replayed).
"""

from __future__ import annotations

import argparse
import sys
from collections import defaultdict
from collections.abc import Collection
from dataclasses import dataclass, field
from pathlib import Path

from inspect_ai.log import read_eval_log

from ava_inspect.report.stats import pass_hat_k

SCORER = "assertions_scorer"
HELD = {"passed", "kept"}
BRIEFS = ("careful", "neutral")


@dataclass
class Plays:
    """One brief's plays of one task."""

    outcomes: list[int] = field(default_factory=list)
    failures: list[str] = field(default_factory=list)
    unscored: list[str] = field(default_factory=list)
    faults: list[str] = field(default_factory=list)


def log_files(paths: list[str]) -> list[Path]:
    found: list[Path] = []
    for p in map(Path, paths):
        found += sorted(p.rglob("*.eval")) if p.is_dir() else [p]
    return found


def tally(
    files: list[Path], faults: Collection[tuple[str, str]] = ()
) -> dict[str, dict[str, Plays]]:
    """brief -> task id -> its plays; `faults`: (player, task id) plays judged not the agent's."""
    out: dict[str, dict[str, Plays]] = defaultdict(lambda: defaultdict(Plays))
    for path in files:
        log = read_eval_log(str(path))
        player = log.eval.model.removeprefix("player/")
        brief = next((b for b in BRIEFS if b in player), "other")
        for sample in log.samples or []:
            plays = out[brief][str(sample.id)]
            score = (sample.scores or {}).get(SCORER)
            value = score.value if score is not None else None
            if not isinstance(value, dict) or value.get("skipped"):
                plays.unscored.append(f"{player}: {score.reason if score else sample.error}")
                continue
            if (player, str(sample.id)) in faults:
                plays.faults.append(player)
                continue
            passed = int(value.get("task_completed_correctly") == 1)
            plays.outcomes.append(passed)
            if not passed:
                failed = [
                    a["id"]
                    for a in (score.metadata or {}).get("assertions", [])  # type: ignore[union-attr]
                    if a["outcome"] not in HELD
                ]
                end = sample.store.get("Conversation:end")
                plays.failures.append(f"{player}: {', '.join(failed)} (ended: {end})")
    return out


def report(by_brief: dict[str, dict[str, Plays]]) -> str:
    lines: list[str] = []
    for brief, tasks in sorted(by_brief.items()):
        outcomes = [p.outcomes for p in tasks.values() if p.outcomes]
        most = max((len(o) for o in outcomes), default=0)
        plays = sum(len(o) for o in outcomes)
        lines.append(f"## {brief}: {len(tasks)} tasks, {plays} scored plays")
        figures = [
            f"pass^{k} {pass_hat_k(outcomes, k):.0%} over "
            f"{sum(len(o) >= k for o in outcomes)} tasks"
            for k in range(1, most + 1)
        ]
        lines += [
            "; ".join(figures),
            "",
            "| task | plays | passed | failed plays |",
            "|---|---|---|---|",
        ]
        for task_id, p in sorted(tasks.items()):
            failed = "; ".join(
                p.failures
                + [f"unscored: {u}" for u in p.unscored]
                + [f"left out, not the agent's fault (fixed, replayed): {f}" for f in p.faults]
            )
            failed = failed or "—"
            lines.append(f"| `{task_id}` | {len(p.outcomes)} | {sum(p.outcomes)} | {failed} |")
        lines.append("")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("logs", nargs="+", help="play logs (.eval) or directories of them")
    parser.add_argument(
        "--fault",
        action="append",
        default=[],
        metavar="PLAYER=TASK",
        help="a play judged the task's or the simulator's fault, left out of the figures",
    )
    args = parser.parse_args(argv)
    faults = {(p, t) for p, _, t in (f.partition("=") for f in args.fault)}
    files = log_files(args.logs)
    if not files:
        print("no .eval log found", file=sys.stderr)
        return 2
    print(report(tally(files, faults)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
