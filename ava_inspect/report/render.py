"""The report as text (terminal) and as RESULTS.md."""

from __future__ import annotations

import math
from dataclasses import dataclass

from ava_inspect.report.reading import distinguish
from ava_inspect.report.rows import Row, read_totals, row_of
from ava_inspect.report.runs import DEFAULT_REDUCER, PUBLIC_CUT_NOTE, TLS_OFF_MEANING, Run
from ava_inspect.report.skills import compare_skills, profile
from ava_inspect.report.summary import (
    FULL,
    MIN_SCORED_SHARE,
    OTHER,
    PUBLIC,
    TIER,
    Comparison,
    Summary,
    TaskSet,
    leaderboards,
    min_scored,
    per_task,
    ranks,
    summarize,
    task_set,
    tier_sort_key,
    version_conflicts,
)
from ava_inspect.schema.skills import skill_label
from ava_inspect.scorers.validity import (
    IDLE_SOLVER,
    PARSER_REASON,
    no_tool_call_message,
    parser_message,
)
from ava_inspect.subsystems import DOMAINS

PUBLIC_WARNING = (
    "Scores on the public 27 are always some tens of percent higher than on the full 100, "
    "because that sample falls mostly in the basic tier: do not compare the two numbers directly."
)
RANKING_RULE = (
    f"A run is ranked only when at least {MIN_SCORED_SHARE:.0%} of the tasks it set out to do "
    "were scored; the others are listed after the ranked ones, marked –."
)
TRUNCATION_RULE = (
    "`trunc.=fail` is the pass rate counting the samples the model itself cut off before any "
    "tool call (max_tokens or a full context: unscored by the brief's rule) as failures: the "
    "honest lower bound, with their count. Samples unscored by the harness's or the server's "
    "fault (an error that survived the retries, a misconfigured tool-call parser, ...) stay out "
    "of both."
)
METHOD = (
    "Pass rate = mean of `task_completed_correctly` over the scored tasks (with epochs, each "
    "task's mean over its epochs). Its 95% interval is the Wilson score interval over the "
    "scored tasks (n = tasks, so epochs do not narrow it). Skipped samples (Bỏ: an error that "
    "survived Inspect's retries, a misconfigured tool-call parser, or a model cut off before "
    "any tool call) leave every denominator and are counted with their reasons. "
    f"{TRUNCATION_RULE} `tasks` is scored / set out to do. "
    '`neg. broken` counts the "must not" assertions that held at the start and not at the end '
    "(and, in brackets, the tasks with at least one). `collateral` counts records the agent "
    "changed that the reference solution leaves alone on the same world; it is not part of "
    "partial credit. pass^k (epochs > 1) is the chance that k epochs of a task all pass, "
    "C(c,k)/C(n,k) averaged over tasks. Runs are ranked only against runs over the same task "
    f"set at the same task version (`v`, Inspect's `task_version`). {RANKING_RULE} A run's "
    "label names every generation setting (max_tokens, temperature, reasoning_effort, "
    "extra_body, server, model args, limits, ...) that differs among the runs shown. A run "
    "appears once however many files it left (copies, re-gradings, an eval-retry of a "
    "cancelled attempt): the latest complete file, named under `Reproduce`."
)


def pct(x: float | None) -> str:
    return "—" if x is None or math.isnan(x) else f"{100 * x:.1f}%"


def interval(iv: tuple[float, float] | list[float]) -> str:
    lo, hi = iv
    return "—" if lo is None or math.isnan(lo) else f"[{100 * lo:.1f}, {100 * hi:.1f}]"


def _wall(seconds: float | None) -> str:
    if seconds is None:
        return "—"
    return f"{seconds:.0f} s" if seconds < 120 else f"{seconds / 60:.1f} min"


def _tasks(n: int) -> str:
    return f"n={n} task" if n == 1 else f"n={n} tasks"


def _domains(s: Summary) -> str:
    """Each domain's pass rate over its tasks (n counts tasks, whatever the epochs)."""
    return "  ".join(f"{d} {pct(r)} ({_tasks(n)})" for d, (r, n) in s.by_domain.items())


def _tiers(s: Summary) -> str:
    return "  ".join(f"{t} {pct(r)} ({_tasks(n)})" for t, (r, n) in s.by_tier.items())


def epochs_text(run: Run) -> str:
    """`epochs 3`, with the reducer when it matters (epochs > 1, or not the default)."""
    if run.epochs > 1 or run.reducer != DEFAULT_REDUCER:
        return f"epochs {run.epochs} (reducer {run.reducer})"
    return f"epochs {run.epochs}"


def no_tool_call_note(s: Summary) -> str | None:
    """The run-level warning when none of the run's scored samples called a tool, or None."""
    if s.tool_users != 0 or not s.samples_scored:
        return None
    return no_tool_call_message(s.run.model, s.run.solver, s.samples_scored)


def _set_title(ts: TaskSet) -> str:
    return f"{ts.label}, task version {ts.version}"


def _version_warning(ts: TaskSet, others: list[str]) -> str:
    return (
        f"⚠ This task set also has runs at task version {', '.join(others)}, ranked apart: "
        f"the tasks changed between versions, so do not compare them with these (version "
        f"{ts.version}). See the CHANGELOG."
    )


def _truncations(s: Summary) -> str:
    return (
        f"counting the model's {s.truncated} truncation(s) as failures: "
        f"{pct(s.lower_bound)} over {s.lower_tasks} tasks"
    )


def text_report(runs: list[Run], notes: list[str], totals: list[Row] | None = None) -> str:
    """Every run, grouped by task set and version and ranked within it; `totals` are runs known
    only by their totals (a public release's full-set runs)."""
    lines: list[str] = []
    boards = leaderboards(distinguish(runs))
    conflicts = version_conflicts(boards)
    for ts, summaries in boards:
        lines.append(
            f"== {_set_title(ts)} ({len(ts.ids)} tasks): ranked within it only, "
            f"a run once {MIN_SCORED_SHARE:.0%} of its tasks are scored =="
        )
        if ts in conflicts:
            lines.append(_version_warning(ts, conflicts[ts]))
        lines.append("")
        for rank, s in zip(ranks(summaries), summaries, strict=True):
            lines += _text_run(rank, s)
        lines.append("")
    for row in totals or []:
        lines += _text_totals(row)
    if not runs and not totals:
        lines.append("No AVABench runs found.")
    for note in notes:
        lines.append(f"(left out: {note})")
    return "\n".join(lines).rstrip() + "\n"


def _skills_text(run: Run) -> str:
    """`regulation 80% [55–93] (15) · ...`: each skill's rate, interval and assertions."""
    return " · ".join(
        f"{skill_label(x.skill)} {pct(x.rate)} {interval(x.interval)} ({x.assertions})"
        for x in profile(run) or []
    )


def _skill_table(runs: list[Run]) -> list[str]:
    """RESULTS.md's skill profiles: a row per run with tallies (grouped by task set as the
    leaderboards are), a column per skill."""
    profiles = [(s.run, ts, profile(s.run)) for ts, board in leaderboards(runs) for s in board]
    shown = [(r, ts, p) for r, ts, p in profiles if p]
    if not shown:
        return []
    skills = [x.skill for x in max((p for _, _, p in shown), key=len)]
    for _, _, p in shown:
        skills += [x.skill for x in p if x.skill not in skills]
    head = ["Run", "Tasks", "Noise", "Version", *(skill_label(k) for k in skills)]
    lines = [
        "## Skill profile",
        "",
        'Each run\'s pass rate per skill, over assertions (a kept "must not" counts as held), '
        "with its 95% interval clustered by task (assertions of one task pass and fail "
        "together) and, below it, the number of assertions. The skills and what each tests: "
        "[docs/writing-tasks.md](docs/writing-tasks.md#skills). Compare two runs' profiles "
        "with `uv run avabench report --compare A.eval B.eval`.",
        "",
        "| " + " | ".join(head) + " |",
        "|" + "---|" * len(head),
    ]
    for r, ts, p in shown:
        by = {x.skill: x for x in p}
        cells = [
            f"{pct(by[k].rate)} {interval(by[k].interval)}<br>{by[k].assertions}"
            if k in by
            else "—"
            for k in skills
        ]
        lines.append(
            f"| {md_cell(r.label)} | {ts.label} ({len(ts.ids)}) | {r.noise} | {r.task_version} | "
            + " | ".join(cells)
            + " |"
        )
    return [*lines, ""]


def md_cell(text: str) -> str:
    return text.replace("|", "\\|")


def _text_run(rank: int | None, s: Summary) -> list[str]:
    r = s.run
    lines = [
        f"{rank if rank else '–'}. {r.label}  noise {r.noise}  {epochs_text(r)}  "
        f"task version {r.task_version}  pass rate {pct(s.pass_rate)} {interval(s.interval)} "
        f"(95% Wilson, {s.tasks} tasks)  partial credit {pct(s.partial)}",
        *([f"   {_truncations(s)}"] if s.truncated else []),
        f"   samples scored {s.samples_scored}/{s.samples}  skipped (Bỏ) {sum(s.skipped.values())}  "
        f"negatives broken {s.negatives_broken} (in {s.tasks_with_broken_negatives} tasks)  "
        f"collateral writes {s.collateral}"
        + (f" (+{s.collateral_unknown} samples not computed)" if s.collateral_unknown else "")
        + f"  tokens/sample {s.tokens_per_sample:.0f}  wall {_wall(r.wall_seconds)}",
        f"   by domain: {_domains(s)}",
        f"   by tier:   {_tiers(s)}",
        *([f"   by skill:  {_skills_text(r)}"] if profile(r) else []),
    ]
    if not s.ranked:
        lines.append(
            f"   not ranked: {s.tasks} of its {s.intended} tasks scored; ranking needs "
            f"{min_scored(s.intended)} ({MIN_SCORED_SHARE:.0%})"
        )
    for reason, count in s.skipped.most_common():
        lines.append(f"   Bỏ ×{count}: {reason}")
    suspects = sum(1 for x in r.samples if x.skipped and x.skipped.startswith(PARSER_REASON))
    if suspects:
        lines.append("   " + parser_message(r.model, suspects, len(r.samples)))
    idle = no_tool_call_note(s)
    if idle:
        lines.append(f"   {idle}")
    if s.pass_k:
        lines.append(
            "   " + "  ".join(f"pass^{k} {pct(v)}" for k, v in enumerate(s.pass_k, start=1))
        )
    if r.tls_off:
        lines.append(f"   {TLS_OFF_MEANING}")
    if r.status != "success":
        lines.append(f"   status: {r.status} (the run did not finish)")
    lines.append(f"   log: {r.shown_path}")
    for duplicate in r.duplicates:
        lines.append(f"   left out, same run: {duplicate}")
    return lines


def _text_totals(row: Row) -> list[str]:
    lines = [
        f"totals only ({row.task_set}, task version {row.task_version}): {row.label}  noise "
        f"{row.noise}  epochs {row.epochs}  pass rate {pct(row.pass_rate)} "
        f"{interval(row.pass_rate_95ci_wilson)} ({row.tasks} tasks)  "
        f"trunc.=fail {pct(row.pass_rate_truncations_as_failures)} ({row.truncated})  "
        f"partial credit {pct(row.partial_credit)}",
        f"   from the totals of {row.log}; its samples are not here",
    ]
    if row.tls_off:
        lines.append(f"   {TLS_OFF_MEANING}")
    return [*lines, ""]


@dataclass
class Section:
    """One table of RESULTS.md."""

    kind: str
    title: str
    version: str
    rows: list[Row]
    same_set: tuple[str, str | None, str]
    """Sections with the same `same_set` are one task set at different versions."""


def _sorted(rows: list[Row]) -> list[Row]:
    def low(x: float) -> float:
        return -1.0 if x is None or math.isnan(x) else x

    return sorted(
        rows, key=lambda r: (not r.ranked, -low(r.pass_rate), -low(r.partial_credit), r.label)
    )


def _title(ts: TaskSet, count: int) -> str:
    where = f"{count} tasks, task version {ts.version}"
    return {
        FULL: f"Leaderboard: the full set ({where})",
        PUBLIC: f"The public set ({where})",
        TIER: f"The {ts.tier} tier ({where})",
    }.get(
        ts.kind, f"Other task set: {ts.label.removeprefix('other: ')} (task version {ts.version})"
    )


def _public_subsets(runs: list[Run]) -> list[tuple[TaskSet, Summary]]:
    """Each full-set run's public samples, as runs over the public set."""
    from ava_inspect.harness.dataset import public_ids

    ids = frozenset(public_ids())
    out = []
    for r in runs:
        ts = task_set(r)
        if ts.kind == FULL and ts.ids != ids:
            part = r.restricted(ids, PUBLIC_CUT_NOTE)
            out.append((TaskSet(PUBLIC, ids, f"public {len(ids)}", ts.version), summarize(part)))
    return out


def sections(runs: list[Run], totals: list[Row]) -> list[Section]:
    """The tables of RESULTS.md: each board, the public samples of each full-set run beside the
    public runs, and the totals-only rows in the full set of their version."""
    runs = distinguish(runs)
    boards = leaderboards(runs)
    out: dict[tuple[str, str | None, str, str], Section] = {}

    def add(ts: TaskSet, row: Row, count: int) -> None:
        same_set = (ts.kind, ts.tier, ts.label if ts.kind == OTHER else "")
        key = (*same_set, ts.version)
        if key not in out:
            out[key] = Section(ts.kind, _title(ts, count), ts.version, [], same_set)
        out[key].rows.append(row)

    for ts, summaries in boards:
        for s in summaries:
            add(ts, row_of(s, ts.label, wall=not s.run.note), len(ts.ids))
    for ts, s in _public_subsets(runs):
        add(ts, row_of(s, ts.label, wall=False), len(ts.ids))
    for row in totals:
        full = TaskSet(FULL, frozenset(), row.task_set, row.task_version)
        add(full, row, row.intended)
    order = {FULL: 0, TIER: 1, PUBLIC: 2, OTHER: 3}
    found = sorted(
        out.items(),
        key=lambda kv: (order[kv[0][0]], tier_sort_key(kv[0][1] or ""), kv[0][2], kv[0][3]),
    )
    return [Section(s.kind, s.title, s.version, _sorted(s.rows), s.same_set) for _, s in found]


def _table(rows: list[Row]) -> list[str]:
    domains = [*DOMAINS, *sorted({d for r in rows for d in r.by_domain} - set(DOMAINS))]
    tiers = sorted({t for r in rows for t in r.by_tier}, key=tier_sort_key)
    tiers = tiers if len(tiers) > 1 else []
    reliability = max((len(r.pass_k) for r in rows), default=0) > 1
    head = (
        "| # | run | v | noise | epochs | pass rate | 95% CI | "
        + ("pass^1 / … / pass^k | " if reliability else "")
        + "tasks | trunc.=fail | Bỏ | partial | "
        + "".join(f"{d} | " for d in domains)
        + "".join(f"{t} | " for t in tiers)
        + "neg. broken | collateral | tokens/sample | wall |"
    )
    lines = [head, "|" + "---|" * (head.count("|") - 1)]
    rank = 0
    for r in rows:
        rank += r.ranked
        cells = [
            str(rank) if r.ranked else "–",
            r.label,
            r.task_version,
            str(r.noise),
            str(r.epochs) if r.reducer == DEFAULT_REDUCER else f"{r.epochs} ({r.reducer})",
            pct(r.pass_rate),
            interval(r.pass_rate_95ci_wilson),
            *([" / ".join(pct(v) for v in r.pass_k) or "—"] if reliability else []),
            f"{r.tasks}/{r.intended}",
            f"{pct(r.pass_rate_truncations_as_failures)} ({r.truncated})",
            str(r.skipped),
            pct(r.partial_credit),
            *(pct(r.by_domain.get(d, {}).get("pass_rate")) for d in domains),
            *(pct(r.by_tier.get(t, {}).get("pass_rate")) for t in tiers),
            f"{r.negatives_broken} ({r.tasks_with_broken_negatives})",
            str(r.collateral_writes),
            f"{r.tokens_per_sample:.0f}" if not math.isnan(r.tokens_per_sample) else "—",
            _wall(r.wall_seconds),
        ]
        lines.append("| " + " | ".join(cells) + " |")
    return lines


def _footnotes(rows: list[Row]) -> list[str]:
    notes = []
    unranked = [r for r in rows if not r.ranked]
    if unranked:
        counts = "; ".join(
            f"{r.label}: {r.tasks} of {r.intended}, needs {r.needed}" for r in unranked
        )
        notes.append(
            f"– not ranked: fewer than {MIN_SCORED_SHARE:.0%} of its tasks scored ({counts})."
        )
    for r in rows:
        if r.tool_users == 0 and r.samples_scored and r.solver != IDLE_SOLVER:
            notes.append(f"{r.label}: {no_tool_call_message(r.model, r.solver, r.samples_scored)}")
    if any(r.tls_off for r in rows):
        notes.append(TLS_OFF_MEANING)
    return [line for note in notes for line in (note, "")]


def _reproduce(rows: list[Row]) -> list[str]:
    lines = ["```bash"]
    rank = 0
    for r in rows:
        rank += r.ranked
        place = f"{rank}." if r.ranked else "–"
        lines.append(f"# {place} {r.label}, noise {r.noise} (from {r.log})")
        lines.append(r.reproduce)
    return [*lines, "```"]


def _headroom(runs: list[Run]) -> list[str]:
    """Which tasks discriminate: over the runs that are not scripted baselines, the tasks every
    one of them passes and the tasks every one fails (each task its mean over its epochs)."""
    agents = [r for r in distinguish(runs) if r.model != "none/none"]
    lines = ["## Which tasks discriminate", ""]
    if len(agents) < 2:
        return [
            *lines,
            f"Needs two runs that are not scripted baselines (there {'is' if len(agents) == 1 else 'are'} "
            f"{len(agents)}): a task only tells runs apart when some pass it and some fail it.",
            "",
        ]
    scored = [per_task(r) for r in agents]
    common = sorted(set.intersection(*(set(t) for t in scored)))
    means = {t: [sum(s[t]) / len(s[t]) for s in scored] for t in common}
    passed = [t for t, m in means.items() if all(x >= 1 for x in m)]
    failed = [t for t, m in means.items() if all(x <= 0 for x in m)]
    lines += [
        f"Over the {len(agents)} runs above that are not scripted baselines and the "
        f"{len(common)} tasks all of them scored: {len(common) - len(passed) - len(failed)} "
        "tasks tell them apart. The others have no headroom among these runs:",
        "",
        f"- passed by every run ({len(passed)}): " + (", ".join(f"`{t}`" for t in passed) or "—"),
        f"- failed by every run ({len(failed)}): " + (", ".join(f"`{t}`" for t in failed) or "—"),
        "",
    ]
    return lines


def markdown_report(runs: list[Run], log_dir: str, chart: str | None = None) -> str:
    """RESULTS.md: the full-set leaderboard, each tier outside it and the public set apart
    (with its warning), the method and the command for each row. Totals JSON files under
    `log_dir` (a public release's full-set runs) join the full set."""
    totals = read_totals(log_dir)
    found = sections(runs, totals)
    out = [
        "# AVABench results",
        "",
        f"Generated by `uv run avabench report {log_dir} --write RESULTS.md` from the Inspect "
        "logs of the runs below; every number can be re-derived from those logs.",
        "",
    ]
    if not totals:
        out += [
            "A clone does not carry these logs (`logs/` is not in the repository): "
            "`uv run python -m ava_inspect.report.remake` "
            "re-runs every row below that needs no model endpoint (the commands under each "
            "table) into a new log directory and rewrites this file from those logs; "
            "`git diff RESULTS.md` then shows what changed (log names, dates, wall times).",
            "",
        ]
    if totals:
        out += [
            "The full-set rows come from the totals files under "
            f"`{log_dir}` (`full100/`): the private tasks' samples behind them are not published; "
            "the public set's rows come from the Inspect logs of its samples.",
            "",
        ]
    if chart:
        out += [f"![Pass rates and skill profiles of the runs below]({chart})", ""]
    if not any(s.kind == FULL for s in found):
        out += ["No run over the full set yet.", ""]
    versions: dict[tuple[str, str | None, str], set[str]] = {}
    for s in found:
        versions.setdefault(s.same_set, set()).add(s.version)
    for section in found:
        out += [f"## {section.title}", ""]
        others = sorted(versions[section.same_set] - {section.version})
        if others:
            out += [
                f"> ⚠ Runs of this task set at task version {', '.join(others)} are in their own "
                "table: the tasks changed between versions, do not compare the two.",
                "",
            ]
        if section.kind == PUBLIC:
            out += [f"> {PUBLIC_WARNING}", ""]
        if section.kind == FULL and all(r.model == "none/none" for r in section.rows):
            out += [
                "Only the scripted baselines so far (no model endpoint): `oracle` plays each "
                "task's reference solution (the ceiling), `idle` answers without acting (the "
                "floor: scores 0, breaks nothing) and `shotgun` acts on every record it finds "
                '(fails through broken "must not" assertions).',
                "",
            ]
        out += _table(section.rows)
        out += ["", *_footnotes(section.rows)]
        out += ["Reproduce each row:", "", *_reproduce(section.rows), ""]
    out += _skill_table(distinguish(runs))
    out += _headroom(runs)
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


COMPARED_SETTINGS: dict[str, str] = {
    "noise": "distractor records per table: the worlds were not the same",
    "tier": "tiers selected: the tasks come from different tiers",
    "epochs": "epochs per task: each task's mean rests on a different number of tries",
    "reducer": "epochs reducers: the samples each left unscored differ",
}
"""The run settings `--compare` checks, and why a difference matters."""


def setting_warnings(a: Run, b: Run) -> list[str]:
    """One warning for each setting of `COMPARED_SETTINGS` in which A and B differ."""
    values = {
        "noise": (a.noise, b.noise),
        "tier": (a.task_args.get("tier", "all"), b.task_args.get("tier", "all")),
        "epochs": (a.epochs, b.epochs),
        "reducer": (a.reducer, b.reducer),
    }
    return [
        f"⚠ A and B ran with different {name} ({va} and {vb}): {COMPARED_SETTINGS[name]}, so "
        "the difference mixes the models with it."
        for name, (va, vb) in values.items()
        if str(va) != str(vb)
    ]


def text_comparison(c: Comparison) -> str:
    a, b = distinguish([c.a, c.b])
    lines = [
        f"A: {a.label} (noise {a.noise}, {epochs_text(a)}, task version {a.task_version})  "
        f"{a.shown_path}",
        f"B: {b.label} (noise {b.noise}, {epochs_text(b)}, task version {b.task_version})  "
        f"{b.shown_path}",
    ]
    if str(a.task_version) != str(b.task_version):
        lines.append(
            f"⚠ A and B ran different versions of the task set ({a.task_version} and "
            f"{b.task_version}): the tasks changed between them, so the difference mixes the "
            "models with the tasks' changes."
        )
    lines += setting_warnings(a, b)
    lines += [
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
    lines += _skill_comparison(c.a, c.b)
    for run in (a, b):
        if run.tls_off:
            lines.append(f"{run.label}: {TLS_OFF_MEANING}")
    return "\n".join(lines) + "\n"


def _skill_comparison(a: Run, b: Run) -> list[str]:
    """The two runs' skill profiles side by side with the paired difference per skill."""
    rows = compare_skills(a, b)
    if rows is None:
        return [
            "skill profile: not in both logs (graded before assertions named their skill; "
            "`uv run avabench rescore` re-grades a log with them)"
        ]
    lines = ["", "by skill (assertions, clustered by task; paired over the tasks both scored):"]
    width = max((len(skill_label(x.skill)) for x in rows), default=5)
    for x in rows:
        name = skill_label(x.skill)
        diff = "—" if math.isnan(x.difference) else f"{100 * x.difference:+.1f}"
        lines.append(
            f"  {name:<{width}}  A {pct(x.rate_a)}  B {pct(x.rate_b)}  A − B {diff} points "
            f"{interval(x.interval)}  tasks {x.tasks} (better in A {x.better_a}, in B "
            f"{x.better_b}, exact p = {x.p_value:.3g})"
        )
    return lines


def write_results(runs: list[Run], log_dir: str, target: str) -> list[str]:
    """RESULTS.md at `target` and its chart beside it (the same name, `.svg`); the paths."""
    from pathlib import Path

    from ava_inspect.report.chart import chart_svg

    md_path = Path(target)
    svg_path = md_path.with_suffix(".svg")
    tables = [(sec.title, sec.rows) for sec in sections(runs, read_totals(log_dir))]
    svg_path.write_text(chart_svg(tables, distinguish(runs)), encoding="utf-8")
    md_path.write_text(markdown_report(runs, log_dir, chart=svg_path.name), encoding="utf-8")
    return [str(md_path), str(svg_path)]
