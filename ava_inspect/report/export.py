"""`avabench export-public`: the public release of AVABench.

OUT_DIR gets:

- the package with only the public tasks' definitions (`ava_inspect/`, `pyproject.toml` without
  the repository's `Private :: Do Not Upload` classifier, so its wheel and sdist can be published,
  `uv.lock`, the licence and citation): `validate` and `selftest` there report the public set;
- `CHANGELOG.md`: the project's versioning rule and each version's public entry alone
  (`release_docs.release_changelog`);
- `logs/public27/`: for every full-set run of `--logs`, an Inspect log holding only the public
  tasks' samples, with full traces (its metrics recomputed over those samples);
- `logs/full100/`: for every full-set run, a JSON file of totals and per-domain and per-tier
  scores only: no task id, prompt or trace, public ones included;
- `RESULTS.md`, made in the release by the release's own `avabench report logs --write
  RESULTS.md` (so it holds exactly the runs whose logs it ships, and re-running that command
  there gives the same file);
- `tests/`: the test files that apply to the public tasks (`RELEASE_TESTS`);
- `README.md`: the release template filled with the figures of the public tasks and an index of
  the pages below (`release_docs.release_readme`), never the project's README scrubbed;
- `docs/`: the public pages, whole, each figure computed again over the public tasks
  (`release_docs.release_page`). A page is public or private by the marker line it opens with;
  the private ones stay home, and a page without a marker, a public page stating a figure the
  release lacks, or one linking to a file the release does not ship stops the export.

Nothing of a private task may leave: every text file written is checked for the private task
ids and their bare slugs, and the export is removed and refused if one is found
(`tests/report/test_export.py` also greps the logs and the wheel for prompts and seeded records).
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

from inspect_ai.log import read_eval_log, recompute_metrics, write_eval_log

from ava_inspect.figures import figures
from ava_inspect.report.reading import read_runs
from ava_inspect.report.release_docs import (
    DOCS_DIR,
    Page,
    ReleaseDocError,
    doc_pages,
    page_links,
    release_changelog,
    release_page,
    release_readme,
)
from ava_inspect.report.rows import row_of
from ava_inspect.report.runs import PUBLIC_CUT_KEY, Run
from ava_inspect.report.summary import FULL, summarize, task_set

ROOT_FILES = ("uv.lock", "LICENSE", ".python-version", "CITATION.cff")
"""Copied as they are when the project has them (README, CHANGELOG, RESULTS, pyproject and the
docs pages are the release's own)."""

WRITTEN_LATER = ("RESULTS.md",)
"""Files of the release written after its pages (a page may link to them)."""

PRIVATE_CLASSIFIER = "Private :: Do Not Upload"
"""The repository's pyproject carries it (its package holds the private split); the release's
does not."""

RELEASE_TESTS = (
    "conftest.py",
    "support/noise_worlds.py",
    "support/noise_checks.py",
    "grading/test_grading.py",
    "core/test_matching.py",
    "core/test_runtime.py",
    "subsystems/hr/test_noise_hr.py",
    "subsystems/calendar/test_noise_calendar.py",
    "subsystems/mail/test_noise_mail.py",
    "subsystems/helpdesk/test_noise_helpdesk.py",
    "subsystems/sale/test_noise_sale.py",
)
"""The test files that apply to any task set, so to the public one: value matching, the
assertion grading, the tool runtime, and the noise tests over every task the tree holds (with
their helpers), by their path under `tests/` (the release keeps the folders). The others name
private tasks, or the full set's counts, or need the whole repository (the report's own tests);
they stay home."""

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

    from ava_inspect.harness.discovery import discover

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
            "runs, so point --logs at them (run the baselines first: docs/release.md)"
        )
    runs, _ = read_runs(log_dir)
    full = [r for r in runs if task_set(r).kind == FULL]
    if not full:
        raise ExportError(
            f"no full-set run in '{log_dir}' ({len(runs)} other run(s)): the release's results "
            "come from full-set runs; run the baselines first (docs/release.md)"
        )
    return full


def export_public(out_dir: str, log_dir: str = "logs/results") -> list[str]:
    """Write the public release to `out_dir` (which must not exist or be empty); returns what was
    written, one line per item."""
    from ava_inspect.harness.catalog import definitions
    from ava_inspect.harness.dataset import public_ids

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
                shutil.copy2(src, out / name)
                written.append(name)
        project = (root / "pyproject.toml").read_text(encoding="utf-8")
        (out / "pyproject.toml").write_text(public_pyproject(project), encoding="utf-8")
        written.append("pyproject.toml (publishable: no private classifier)")
        changelog = (root / "CHANGELOG.md").read_text(encoding="utf-8")
        (out / "CHANGELOG.md").write_text(release_changelog(changelog), encoding="utf-8")
        written.append("CHANGELOG.md (each version's public entry)")
        written += _copy_tests(root, out)
        defs = definitions()
        known = figures(root, [defs[t] for t in sorted(public)])
        pages = doc_pages(root)
        (out / "README.md").write_text(release_readme(known, pages), encoding="utf-8")
        written.append("README.md (the release's, from the public tasks' figures)")
        written += _write_pages(out, pages, known)
        _refuse_leaks(out, private)  # what came from the repository, before the slow part
        written += _export_logs(out, runs, public)
        written.append(_write_results(out))
        _refuse_leaks(out, private)
    except ReleaseDocError as err:
        shutil.rmtree(out, ignore_errors=True)
        raise ExportError(str(err)) from None
    except BaseException:
        shutil.rmtree(out, ignore_errors=True)
        raise
    return written


def public_pyproject(text: str) -> str:
    """The release's pyproject: the project's without the classifier (and its comment) that
    keeps the repository's package off PyPI."""
    kept: list[str] = []
    for line in text.splitlines(keepends=True):
        if PRIVATE_CLASSIFIER in line:
            while kept and kept[-1].startswith("#"):
                kept.pop()
            continue
        kept.append(line)
    return "".join(kept)


def _copy_tests(root: Path, out: Path) -> list[str]:
    shipped = []
    for name in RELEASE_TESTS:
        src = root / "tests" / name
        if src.exists():
            (out / "tests" / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(src, out / "tests" / name)
            shipped.append(name)
    return [f"tests/ ({len(shipped)} files that apply to the public tasks)"] if shipped else []


def _write_pages(out: Path, pages: list[Page], known: dict[str, str]) -> list[str]:
    """The public pages, whole, with the release's figures; the private ones are left out. Every
    file a public page links to must be in the release."""
    public = [p for p in pages if p.public]
    shipped = {p.path for p in public}
    for page in public:
        text = release_page(page, known)
        for target in page_links(page.path, text):
            if not ((out / target).exists() or target in shipped or target in WRITTEN_LATER):
                raise ExportError(
                    f"{page.path} is public but links to {target}, which the release does not "
                    "ship: link a public page, or make this one private; nothing was exported"
                )
        (out / page.path).parent.mkdir(parents=True, exist_ok=True)
        (out / page.path).write_text(text, encoding="utf-8")
    if not public:
        return []
    left = len(pages) - len(public)
    return [f"{DOCS_DIR}/ ({len(public)} public pages; {left} private ones left out)"]


def _refuse_leaks(out: Path, private: list[str]) -> None:
    """Every text file of the release (logs aside: they hold public samples only) must name no
    private task, by its id or its bare slug."""
    names = {t: t for t in private} | {t.split(".", 1)[1]: t for t in private}
    patterns = [(t, re.compile(rf"\b{re.escape(n)}\b")) for n, t in names.items()]
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
