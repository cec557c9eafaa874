"""The report as text (terminal) and as RESULTS.md."""

from __future__ import annotations

import math

from ..scorers.validity import PARSER_REASON, parser_message
from .runs import Run
from .summary import (
    FULL,
    PUBLIC,
    Comparison,
    Summary,
    TaskSet,
    leaderboards,
    summarize,
    task_set,
)

PUBLIC_WARNING = (
    "Scores on the public 27 are always some tens of percent higher than on the full 100, "
    "because that sample falls mostly in the basic tier: do not compare the two numbers directly."
)
METHOD = (
    "Pass rate = mean of `task_completed_correctly` over the scored tasks (with epochs, each "
    "task's mean over its epochs). Its 95% interval is the Wilson score interval over the "
    "scored tasks (n = tasks, so epochs do not narrow it). Skipped samples (Bỏ: an error that "
    "survived Inspect's retries, or a model cut off before any tool call) leave every "
    'denominator and are counted with their reasons. `neg. broken` counts the "must not" '
    "assertions that held at the start and not at the end (and, in brackets, the tasks with at "
    "least one). `collateral` counts records the agent changed that the reference solution "
    "leaves alone on the same world; it is not part of partial credit. pass^k (epochs > 1) is "
    "the chance that k epochs of a task all pass, C(c,k)/C(n,k) averaged over tasks. Runs are "
    "ranked only against runs over the same task set."
)


def pct(x: float) -> str:
    return "—" if math.isnan(x) else f"{100 * x:.1f}%"


def interval(iv: tuple[float, float]) -> str:
    lo, hi = iv
    return "—" if math.isnan(lo) else f"[{100 * lo:.1f}, {100 * hi:.1f}]"


def _wall(seconds: float | None) -> str:
    if seconds is None:
        return "—"
    return f"{seconds:.0f} s" if seconds < 120 else f"{seconds / 60:.1f} min"


def _skipped(s: Summary) -> str:
    return str(sum(s.skipped.values()))


def _domains(s: Summary) -> str:
    return "  ".join(f"{d} {pct(r)} (n={n})" for d, (r, n) in s.by_domain.items())


def _tiers(s: Summary) -> str:
    return "  ".join(f"{t} {pct(r)} (n={n})" for t, (r, n) in s.by_tier.items())


def text_report(runs: list[Run], notes: list[str]) -> str:
    """Every run, grouped by task set and ranked within it."""
    lines: list[str] = []
    for ts, summaries in leaderboards(runs):
        lines += [f"== {ts.label} ({len(ts.ids)} tasks): ranked within this task set only ==", ""]
        for rank, s in enumerate(summaries, start=1):
            r = s.run
            lines.append(
                f"{rank}. {r.label}  noise {r.noise}  epochs {r.epochs}  "
                f"pass rate {pct(s.pass_rate)} {interval(s.interval)} (95% Wilson, "
                f"{s.tasks} tasks)  partial credit {pct(s.partial)}"
            )
            lines.append(
                f"   samples scored {s.samples_scored}/{s.samples}  skipped (Bỏ) {_skipped(s)}  "
                f"negatives broken {s.negatives_broken} (in {s.tasks_with_broken_negatives} "
                f"tasks)  collateral writes {s.collateral}"
                + (
                    f" (+{s.collateral_unknown} samples not computed)"
                    if s.collateral_unknown
                    else ""
                )
                + f"  tokens/sample {s.tokens_per_sample:.0f}  wall {_wall(r.wall_seconds)}"
            )
            lines.append(f"   by domain: {_domains(s)}")
            lines.append(f"   by tier:   {_tiers(s)}")
            for reason, count in s.skipped.most_common():
                lines.append(f"   Bỏ ×{count}: {reason}")
            suspects = sum(
                1 for x in r.samples if x.skipped and x.skipped.startswith(PARSER_REASON)
            )
            if suspects:
                lines.append("   " + parser_message(r.model, suspects, len(r.samples)))
            if s.pass_k:
                lines.append(
                    "   " + "  ".join(f"pass^{k} {pct(v)}" for k, v in enumerate(s.pass_k, start=1))
                )
            if r.status != "success":
                lines.append(f"   status: {r.status} (the run did not finish)")
            lines.append(f"   log: {r.shown_path}")
        lines.append("")
    if not runs:
        lines.append("No AVABench runs found.")
    for note in notes:
        lines.append(f"(left out: {note})")
    return "\n".join(lines).rstrip() + "\n"


def _table(summaries: list[Summary]) -> list[str]:
    head = (
        "| # | run | noise | epochs | pass rate | 95% CI | tasks | Bỏ | partial | "
        + " | ".join(d for d in ("sale", "hr", "crm", "recruitment", "mail"))
        + " | hard | basic | neg. broken | collateral | tokens/sample | wall |"
    )
    rows = [head, "|" + "---|" * (head.count("|") - 1)]
    for rank, s in enumerate(summaries, start=1):
        r = s.run
        domains = " | ".join(
            pct(s.by_domain.get(d, (math.nan, 0))[0])
            for d in ("sale", "hr", "crm", "recruitment", "mail")
        )
        tiers = " | ".join(pct(s.by_tier.get(t, (math.nan, 0))[0]) for t in ("hard", "basic"))
        rows.append(
            f"| {rank} | {r.label} | {r.noise} | {r.epochs} | {pct(s.pass_rate)} | "
            f"{interval(s.interval)} | {s.tasks} | {_skipped(s)} | {pct(s.partial)} | {domains} | "
            f"{tiers} | {s.negatives_broken} ({s.tasks_with_broken_negatives}) | {s.collateral} | "
            f"{s.tokens_per_sample:.0f} | {'—' if r.note else _wall(r.wall_seconds)} |"
        )
    return rows


def _reproduce(summaries: list[Summary]) -> list[str]:
    lines = ["```bash"]
    for rank, s in enumerate(summaries, start=1):
        lines.append(f"# {rank}. {s.run.label}, noise {s.run.noise}")
        lines.append(s.run.reproduce())
    return [*lines, "```"]


def _public_subsets(runs: list[Run]) -> tuple[TaskSet, list[Summary]] | None:
    """Each full-set run's public samples, as runs over the public set."""
    from ..tasks.dataset import public_ids

    full = [r for r in runs if task_set(r).kind == FULL]
    if not full:
        return None
    ids = frozenset(public_ids())
    summaries = [summarize(r.restricted(ids, "public samples of the full run")) for r in full]
    summaries.sort(key=lambda s: (-s.pass_rate, -s.partial, s.run.label))
    return TaskSet(PUBLIC, ids, f"public {len(ids)}"), summaries


def markdown_report(runs: list[Run], log_dir: str) -> str:
    """RESULTS.md: the full-set leaderboard, the public set apart with its warning, the method
    and the command for each row."""
    boards = leaderboards(runs)
    out = [
        "# AVABench results",
        "",
        f"Generated by `uv run avabench report {log_dir} --write RESULTS.md` from the Inspect "
        "logs of the runs below; every number can be re-derived from those logs.",
        "",
    ]
    sections: list[tuple[str, TaskSet, list[Summary]]] = []
    public = _public_subsets(runs)
    if public and not any(ts.kind == PUBLIC for ts, _ in boards):
        boards.append(public)
    elif public:
        boards = [(ts, s + public[1] if ts.kind == PUBLIC else s) for ts, s in boards]
    for ts, summaries in boards:
        title = {
            FULL: f"Leaderboard: the full set ({len(ts.ids)} tasks)",
            PUBLIC: f"The public set ({len(ts.ids)} tasks)",
        }.get(ts.kind, f"Other task set: {ts.label}")
        sections.append((title, ts, summaries))
    if not any(ts.kind == FULL for _, ts, _ in sections):
        out += ["No run over the full set yet.", ""]
    for title, ts, summaries in sections:
        out += [f"## {title}", ""]
        if ts.kind == PUBLIC:
            out += [f"> {PUBLIC_WARNING}", ""]
        if ts.kind == FULL and all(s.run.model == "none/none" for s in summaries):
            out += [
                "Only the scripted baselines so far (no model endpoint): `oracle` plays each "
                "task's reference solution (the ceiling), `idle` answers without acting (the "
                "floor: scores 0, breaks nothing) and `shotgun` acts on every record it finds "
                '(fails through broken "must not" assertions).',
                "",
            ]
        if ts.kind == PUBLIC:
            summaries = sorted(summaries, key=lambda s: (-s.pass_rate, -s.partial, s.run.label))
        out += _table(summaries)
        out += ["", "Reproduce each row:", "", *_reproduce(summaries), ""]
    out += [
        "## How the numbers are produced",
        "",
        METHOD,
        "",
        "Compare two runs over the same tasks (paired difference with its 95% interval, an exact "
        "test and the tasks that flipped): `uv run avabench report --compare A.eval B.eval`.",
        "",
    ]
    return "\n".join(out)


def text_comparison(c: Comparison) -> str:
    lines = [
        f"A: {c.a.label} (noise {c.a.noise}, epochs {c.a.epochs})  {c.a.shown_path}",
        f"B: {c.b.label} (noise {c.b.noise}, epochs {c.b.epochs})  {c.b.shown_path}",
        f"paired tasks: {c.paired}"
        + (f"  (left out: {c.unpaired} tasks scored in only one run)" if c.unpaired else ""),
        f"pass rate A {pct(c.rate_a)}  B {pct(c.rate_b)}",
        f"difference A − B: {'—' if math.isnan(c.difference) else f'{100 * c.difference:+.1f}'} "
        f"points, 95% interval {interval(c.interval)} ({c.method})",
        f"exact two-sided p = {c.p_value:.4g} on {len(c.a_only_passed) + len(c.b_only_passed)} "
        "discordant tasks",
        f"better in A ({len(c.a_only_passed)}): {', '.join(c.a_only_passed) or '—'}",
        f"better in B ({len(c.b_only_passed)}): {', '.join(c.b_only_passed) or '—'}",
    ]
    return "\n".join(lines) + "\n"
