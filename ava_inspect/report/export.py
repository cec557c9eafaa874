"""`avabench export-public`: the public release of AVABench.

OUT_DIR gets:

- the package with only the public tasks' definitions (`ava_inspect/`, `pyproject.toml`,
  `uv.lock`, the licence, citation and changelog): `validate` and `selftest` there report the
  public set;
- `logs/public27/`: for every full-set run of `--logs`, an Inspect log holding only the public
  tasks' samples, with full traces (its metrics recomputed over those samples);
- `logs/full100/`: for every full-set run, a JSON file of totals and per-domain and per-tier
  scores only: no task id, prompt or trace, public ones included;
- `RESULTS.md`, made in the release by the release's own `avabench report logs --write
  RESULTS.md` (so it holds exactly the runs whose logs it ships, and re-running that command
  there gives the same file);
- `tests/`: the test files that apply to the public tasks (`RELEASE_TESTS`);
- `README.md`: the project's, saying what the release holds, its counts and results section
  its own, without the benchmarks (`bench/`, not shipped) and with the private tasks it points
  at replaced by public ones.

Nothing of a private task may leave: every text file written is checked for the private task
ids, and the export is removed and refused if one is found.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

from inspect_ai.log import read_eval_log, recompute_metrics, write_eval_log

from .rows import row_of
from .runs import PUBLIC_CUT_KEY, Run, read_runs
from .summary import FULL, HEADLINE_TIERS, summarize, task_set

ROOT_FILES = (
    "pyproject.toml",
    "uv.lock",
    "LICENSE",
    ".python-version",
    "CITATION.cff",
    "CHANGELOG.md",
)
"""Copied as they are when the project has them (README and RESULTS are the release's own)."""

REDACTED_FILES = ("CHANGELOG.md",)
"""Files whose mentions of private tasks are replaced by "a private task" rather than refused."""

RELEASE_TESTS = (
    "conftest.py",
    "noise_worlds.py",
    "test_grading.py",
    "test_matching.py",
    "test_runtime.py",
    "test_noise_hr.py",
    "test_noise_mail_helpdesk_sale.py",
)
"""The test files that apply to any task set, so to the public one: value matching, the
assertion grading, the tool runtime, and the noise tests over every task the tree holds (with
their helpers). The others name private tasks, or the full set's counts, or need the whole
repository (the report's own tests); they stay home."""

DROPPED_SECTIONS = ("Performance",)
"""README sections about what the release does not ship (the benchmarks under `bench/`)."""

RESULTS_SECTION = "Results: report, baselines, public release"
"""The README section the release replaces with its own (`release_results_section`)."""

IGNORED = shutil.ignore_patterns("__pycache__", "*.pyc", ".pytest_cache", ".ruff_cache")


class ExportError(Exception):
    """The export cannot be made; the message says how to fix it."""


def project_root() -> Path:
    """The directory holding `pyproject.toml` and the `ava_inspect` package."""
    root = Path(__file__).resolve().parents[2]
    if not (root / "pyproject.toml").exists():
        raise ExportError(
            "export-public copies the project it runs from, but no pyproject.toml was found next "
            "to the ava_inspect package; run it from a source checkout"
        )
    return root


def task_modules() -> dict[str, Path]:
    """Each task id's module file."""
    import importlib

    from ..tasks.catalog import discover

    found, problems = discover()
    if problems:
        raise ExportError(
            "the task set has problems; run `avabench validate` and fix them first: "
            + "; ".join(str(p) for p in problems[:3])
        )
    out = {}
    for raw in found:
        module = importlib.import_module(raw.module)
        out[str(raw.data["id"])] = Path(str(module.__file__)).resolve()
    return out


def full_runs(log_dir: str) -> list[Run]:
    """The full-set runs under `log_dir` (one per run); refuses a missing folder or none."""
    if not Path(log_dir).is_dir():
        raise ExportError(
            f"--logs '{log_dir}' is not a folder: the release ships the logs of the full-set "
            "runs, so point --logs at them (run the baselines first: README, 'Results')"
        )
    runs, _ = read_runs(log_dir)
    full = [r for r in runs if task_set(r).kind == FULL]
    if not full:
        raise ExportError(
            f"no full-set run in '{log_dir}' ({len(runs)} other run(s)): the release's results "
            "come from full-set runs; run the baselines first (README, 'Results')"
        )
    return full


def export_public(out_dir: str, log_dir: str = "logs/results") -> list[str]:
    """Write the public release to `out_dir` (which must not exist or be empty); returns what was
    written, one line per item."""
    from ..tasks.catalog import definitions
    from ..tasks.dataset import public_ids

    out = Path(out_dir)
    if out.exists() and any(out.iterdir()):
        raise ExportError(f"'{out_dir}' is not empty: choose a new directory or remove it first")
    root = project_root()
    runs = full_runs(log_dir)
    public = public_ids()
    modules = task_modules()
    private = sorted(set(modules) - public, key=len, reverse=True)
    private_files = {modules[tid] for tid in private}
    package = root / "ava_inspect"

    def ignore(directory: str, names: list[str]) -> set[str]:
        skipped = set(IGNORED(directory, names))
        return skipped | {n for n in names if (Path(directory) / n).resolve() in private_files}

    out.mkdir(parents=True, exist_ok=True)
    try:
        shutil.copytree(package, out / "ava_inspect", ignore=ignore)
        written = [f"ava_inspect/ with {len(public)} public task definitions"]
        for name in ROOT_FILES:
            src = root / name
            if src.exists():
                text = src.read_text(encoding="utf-8")
                if name in REDACTED_FILES:
                    text = _redacted(text, private)
                (out / name).write_text(text, encoding="utf-8")
                written.append(name)
        written += _copy_tests(root, out)
        defs = definitions()
        solutions = sum(1 + len(defs[t].anti_oracles) for t in public)
        readme = _public_readme(
            (root / "README.md").read_text(encoding="utf-8"), modules, public, solutions
        )
        (out / "README.md").write_text(readme, encoding="utf-8")
        written.append("README.md (of the release)")
        _refuse_leaks(out, private)  # what came from the repository, before the slow part
        written += _export_logs(out, runs, public)
        written.append(_write_results(out))
        _refuse_leaks(out, private)
    except BaseException:
        shutil.rmtree(out, ignore_errors=True)
        raise
    return written


def _copy_tests(root: Path, out: Path) -> list[str]:
    shipped = []
    for name in RELEASE_TESTS:
        src = root / "tests" / name
        if src.exists():
            (out / "tests").mkdir(exist_ok=True)
            shutil.copy2(src, out / "tests" / name)
            shipped.append(name)
    return [f"tests/ ({len(shipped)} files that apply to the public tasks)"] if shipped else []


def _redacted(text: str, private: list[str]) -> str:
    for tid in private:
        domain, slug = tid.split(".", 1)
        text = re.sub(rf"\b{re.escape(tid)}\b", "a private task", text)
        text = text.replace(f"{domain}/{slug}.py", "a private task's module")
    return text


def _refuse_leaks(out: Path, private: list[str]) -> None:
    """Every text file of the release (logs aside: they hold public samples only) must name no
    private task."""
    patterns = [(t, re.compile(rf"\b{re.escape(t)}\b")) for t in private]
    for path in sorted(out.rglob("*")):
        if not path.is_file() or path.suffix == ".eval":
            continue
        text = path.read_text(encoding="utf-8", errors="replace")
        for tid, pattern in patterns:
            if pattern.search(text):
                raise ExportError(
                    f"{path.relative_to(out)} names the private task '{tid}': remove it there "
                    "(a test file: or from RELEASE_TESTS); nothing was exported"
                )


def _sections(text: str) -> list[tuple[str, str]]:
    """The README as (heading, body) pairs; the part before the first `## ` has heading ""."""
    parts = re.split(r"(?m)^## (.+)\n", text)
    out = [("", parts[0])]
    out += [(parts[i].strip(), parts[i + 1]) for i in range(1, len(parts) - 1, 2)]
    return out


def _without_bench(body: str) -> str:
    """A section without what points at `bench/`: its table rows, and its other paragraphs."""
    kept = []
    for block in re.split(r"\n\s*\n", body):
        if "bench/" not in block:
            kept.append(block)
        elif block.lstrip().startswith("|"):
            kept.append("\n".join(line for line in block.splitlines() if "bench/" not in line))
    return "\n\n".join(kept)


def _public_readme(text: str, modules: dict[str, Path], public: set[str], solutions: int) -> str:
    """The release's README: the project's, with the release's own "This release" and results
    sections, the public counts, no benchmarks, and public tasks where it points at private
    ones."""
    from ..tasks.catalog import definitions

    defs = definitions()
    for tid in sorted(set(modules) - public, key=len, reverse=True):
        task = defs[tid]
        stand_in = sorted(
            t for t in public if defs[t].domain == task.domain and defs[t].tier == task.tier
        ) or sorted(public)
        domain, slug = tid.split(".", 1)
        new_domain, new_slug = stand_in[0].split(".", 1)
        text = text.replace(f"{domain}/{slug}.py", f"{new_domain}/{new_slug}.py")
        text = re.sub(rf"\b{re.escape(tid)}\b", stand_in[0], text)
    headline = [t for t in defs.values() if t.tier in HEADLINE_TIERS]
    task_counts = {len(defs), len(headline)}  # with a tier beyond the brief's, both are named
    solution_counts = {sum(1 + len(t.anti_oracles) for t in ts) for ts in (defs.values(), headline)}
    out = []
    for heading, body in _sections(text):
        if heading in DROPPED_SECTIONS:
            continue
        if heading == RESULTS_SECTION:
            out.append(release_results_section(len(public)))
            continue
        body = _without_bench(body)
        for count in task_counts:
            body = re.sub(rf"\b{count} tasks\b", f"{len(public)} tasks", body)
        for count in solution_counts:
            body = re.sub(rf"\b{count} solutions\b", f"{solutions} solutions", body)
        if heading:
            out.append(f"## {heading}\n{body}")
        else:
            out.append(
                body.rstrip("\n")
                + "\n\n"
                + release_intro(len(public), len(headline), len(defs) - len(public))
            )
    return "\n".join(part.rstrip("\n") + "\n" for part in out)


def release_intro(public: int, headline: int, private: int) -> str:
    return f"""## This release

This is AVABench's public release: the whole engine (the world, the tools, the scorer, noise,
the report) with the {public} public tasks of the {headline} (the stratified sample
`-T split=public`), and the results of the full-set runs:

| path | what |
|---|---|
| `RESULTS.md` | the leaderboard, made here by `uv run avabench report logs --write RESULTS.md` from the logs below (run it again: the same file) |
| `logs/public27/` | each full-set run's samples of the public tasks, as Inspect logs with full traces (`uv run inspect view --log-dir logs/public27`) |
| `logs/full100/` | each full-set run's totals as JSON: pass rate and its interval, per domain and per tier; no task, prompt or trace |
| `tests/` | the tests that apply to the public tasks: value matching, assertion grading, the tool runtime, and the noise tests over every task here (`uv run pytest`) |

The other {private} tasks, their traces and the tests that name them stay private, so
that the full-set leaderboard cannot be trained on; the benchmarks of the harness's own costs
are not shipped either. Here the full set (`-T split=full`, the default) is the {public} public
tasks.
"""


def release_results_section(public: int) -> str:
    return f"""## Results

`RESULTS.md` holds the full-set leaderboard (totals only, from `logs/full100/`) and the public
set's table (from the Inspect logs in `logs/public27/`); `avabench report` reads both:

```bash
uv run avabench report logs                     # every run, the full-set totals included
uv run avabench report logs --write RESULTS.md  # RESULTS.md again, as shipped
uv run avabench report --compare A.eval B.eval  # two runs of logs/public27, paired by task
```

The report's rules (Wilson intervals, skipped samples, the lower bound counting the model's own
truncations as failures, one row per run, ranking within a task set and task version) are those
of RESULTS.md's last section. Baselines need no model; over the {public} tasks here:

```bash
uv run inspect eval ava_inspect/avabench --solver ava_inspect/oracle  --model none
uv run inspect eval ava_inspect/avabench --solver ava_inspect/idle    --model none
uv run inspect eval ava_inspect/avabench --solver ava_inspect/shotgun --model none
```
"""


def _export_logs(out: Path, runs: list[Run], public: set[str]) -> list[str]:
    every = {t for r in runs for t in r.intended_ids}
    written: list[str] = []
    for index, run in enumerate(runs, start=1):
        stem = f"{index:02d}_{_slug(run.label)}_noise{run.noise}"
        _write_public_log(run, public, out / "logs" / "public27" / f"{stem}.eval")
        row = row_of(summarize(run), task_set(run).label)
        row.skipped_reasons = {_scrub(k, every): v for k, v in row.skipped_reasons.items()}
        # the exporter's log folder means nothing in the release; the run needs every task
        command = re.sub(r" --log-dir \S+", "", row.reproduce)
        row.reproduce = f"{command}  # the full set: with the private tasks, not in this release"
        row.log = f"logs/full100/{stem}.json"
        target = out / "logs" / "full100" / f"{stem}.json"
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(row.to_json(), encoding="utf-8")
        written.append(f"logs/public27/{stem}.eval and logs/full100/{stem}.json ({run.label})")
    return written


def _scrub(text: str, ids: set[str]) -> str:
    for tid in sorted(ids, key=len, reverse=True):
        text = re.sub(rf"\b{re.escape(tid)}\b", "(a task)", text)
    return text


def _slug(text: str) -> str:
    return re.sub(r"[^a-zA-Z0-9.-]+", "-", text).strip("-")[:80]


def _write_public_log(run: Run, public: set[str], target: Path) -> None:
    log = read_eval_log(run.path)
    log.samples = [s for s in (log.samples or []) if str(s.id).split("#", 1)[0] in public]
    kept = {s.id for s in log.samples}
    log.eval.dataset.sample_ids = [i for i in (log.eval.dataset.sample_ids or []) if i in kept]
    log.eval.dataset.samples = len(log.eval.dataset.sample_ids)
    log.eval.metadata = {**(log.eval.metadata or {}), PUBLIC_CUT_KEY: True}
    if log.reductions:
        for reduction in log.reductions:
            reduction.samples = [s for s in reduction.samples if s.sample_id in kept]
    recompute_metrics(log)
    target.parent.mkdir(parents=True, exist_ok=True)
    write_eval_log(log, str(target))


def _write_results(out: Path) -> str:
    """RESULTS.md of the release, made by the release's own report over the logs it ships."""
    env = {**os.environ, "PYTHONPATH": str(out)}
    done = subprocess.run(
        [sys.executable, "-m", "ava_inspect.cli", "report", "logs", "--write", "RESULTS.md"],
        cwd=out,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )
    if done.returncode != 0 or not (out / "RESULTS.md").exists():
        raise ExportError(
            "the release's own report could not write its RESULTS.md: "
            + (done.stdout + done.stderr)[-1500:]
        )
    return "RESULTS.md (the release's own report over logs/)"
