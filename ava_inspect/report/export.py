"""`avabench export-public`: the public release of AVABench.

OUT_DIR gets:

- the package with only the public tasks' definitions (`ava_inspect/`, `pyproject.toml`,
  `uv.lock`, `README.md`, `RESULTS.md`): `validate` and `selftest` there report the public set;
- `logs/public27/`: for every full-set run, an Inspect log holding only the public tasks'
  samples, with full traces (its metrics recomputed over those samples);
- `logs/full100/`: for every full-set run, a JSON file of totals and per-domain and per-tier
  scores only: no task id, prompt or trace, public ones included.

Tests, benchmarks and compiled files are not copied.
"""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path
from typing import Any

from inspect_ai.log import read_eval_log, recompute_metrics, write_eval_log

from .runs import Run, read_runs
from .summary import FULL, summarize, task_set

ROOT_FILES = ("pyproject.toml", "uv.lock", "README.md", "RESULTS.md", "LICENSE", ".python-version")
IGNORED = shutil.ignore_patterns("__pycache__", "*.pyc", ".pytest_cache", ".ruff_cache")


class ExportError(Exception):
    """The export cannot be made; the message says how to fix it."""


def project_root() -> Path:
    """The directory holding `pyproject.toml` and the `ava_inspect` package."""
    root = Path(__file__).resolve().parents[2]
    if not (root / "pyproject.toml").exists():
        raise ExportError(
            "export-public copies the project it runs from, but no pyproject.toml was found next "
            f"to the ava_inspect package ({root}); run it from a source checkout"
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


def export_public(out_dir: str, log_dir: str = "logs/results") -> list[str]:
    """Write the public release to `out_dir` (which must not exist or be empty); returns what was
    written, one line per item."""
    from ..tasks.dataset import public_ids

    out = Path(out_dir)
    if out.exists() and any(out.iterdir()):
        raise ExportError(f"'{out_dir}' is not empty: choose a new directory or remove it first")
    root = project_root()
    public = public_ids()
    modules = task_modules()
    private_files = {path for tid, path in modules.items() if tid not in public}
    package = root / "ava_inspect"

    def ignore(directory: str, names: list[str]) -> set[str]:
        skipped = set(IGNORED(directory, names))
        return skipped | {n for n in names if (Path(directory) / n).resolve() in private_files}

    out.mkdir(parents=True, exist_ok=True)
    shutil.copytree(package, out / "ava_inspect", ignore=ignore)
    written = [f"ava_inspect/ with {len(public)} public task definitions"]
    for name in ROOT_FILES:
        src = root / name
        if src.exists():
            text = src.read_text(encoding="utf-8")
            if name == "README.md":
                text = _public_readme(text, modules, public)
            (out / name).write_text(text, encoding="utf-8")
            written.append(name)
    written += _export_logs(out, log_dir, public)
    return written


def _public_readme(text: str, modules: dict[str, Path], public: set[str]) -> str:
    """The README with every private task reference replaced by a public task of the same
    domain and tier (the README points at example tasks)."""
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
    return text


def _export_logs(out: Path, log_dir: str, public: set[str]) -> list[str]:
    if not Path(log_dir).exists():
        return [f"no logs: '{log_dir}' does not exist (run the baselines first; see RESULTS.md)"]
    runs, _ = read_runs(log_dir)
    full = [r for r in runs if task_set(r).kind == FULL]
    written: list[str] = []
    for index, run in enumerate(full, start=1):
        stem = f"{index:02d}_{_slug(run.label)}_noise{run.noise}"
        _write_public_log(run, public, out / "logs" / "public27" / f"{stem}.eval")
        _write_totals(run, out / "logs" / "full100" / f"{stem}.json")
        written.append(f"logs/public27/{stem}.eval and logs/full100/{stem}.json ({run.label})")
    return written or [f"no full-set run in '{log_dir}': logs/ left empty"]


def _slug(text: str) -> str:
    return re.sub(r"[^a-zA-Z0-9.-]+", "-", text).strip("-")


def _write_public_log(run: Run, public: set[str], target: Path) -> None:
    log = read_eval_log(run.path)
    log.samples = [s for s in (log.samples or []) if str(s.id).split("#", 1)[0] in public]
    kept = {s.id for s in log.samples}
    log.eval.dataset.sample_ids = [i for i in (log.eval.dataset.sample_ids or []) if i in kept]
    log.eval.dataset.samples = len(log.eval.dataset.sample_ids)
    if log.reductions:
        for reduction in log.reductions:
            reduction.samples = [s for s in reduction.samples if s.sample_id in kept]
    recompute_metrics(log)
    target.parent.mkdir(parents=True, exist_ok=True)
    write_eval_log(log, str(target))


def _write_totals(run: Run, target: Path) -> None:
    s = summarize(run)
    totals: dict[str, Any] = {
        "model": run.model,
        "solver": run.solver,
        "task_set": f"full {s.tasks}",
        "noise": run.noise,
        "epochs": run.epochs,
        "tasks": s.tasks,
        "samples_scored": s.samples_scored,
        "skipped": sum(s.skipped.values()),
        "pass_rate": s.pass_rate,
        "pass_rate_95ci_wilson": list(s.interval),
        "partial_credit": s.partial,
        "by_domain": {d: {"pass_rate": r, "samples": n} for d, (r, n) in s.by_domain.items()},
        "by_tier": {t: {"pass_rate": r, "samples": n} for t, (r, n) in s.by_tier.items()},
        "negatives_broken": s.negatives_broken,
        "collateral_writes": s.collateral,
        "tokens_per_sample": s.tokens_per_sample,
        "wall_seconds": run.wall_seconds,
        "pass_k": s.pass_k,
        "reproduce": run.reproduce(),
    }
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(json.dumps(totals, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
