"""`avabench export-public`: only the public tasks go out, and the exported tree works.

No private task's id, prompt or seeded text may appear anywhere in the export (logs read back
through Inspect, since `.eval` files are compressed); `validate` and `selftest` run in the
exported tree (a subprocess with this venv's Python, `PYTHONPATH` at the export) report 27.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from functools import cache
from pathlib import Path

import pytest
from inspect_ai.log import read_eval_log
from report_runs import logs

import ava_inspect
from ava_inspect.cli import main
from ava_inspect.report.export import ExportError, export_public
from ava_inspect.tasks.catalog import definitions
from ava_inspect.tasks.dataset import public_ids
from ava_inspect.world.company import base_company
from ava_inspect.world.persist import world_data
from ava_inspect.world.state import LOOKUP_TABLES

MIN_SEEDED = 15
"""Seeded strings at least this long are checked (shorter ones are common words and names)."""


def _strings(value: object) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for v in value.values() for s in _strings(v)]
    if isinstance(value, list):
        return [s for v in value for s in _strings(v)]
    return []


@cache
def private_markers() -> dict[str, set[str]]:
    """Private task ids, prompt fragments, and seeded text not shared with public data (the
    public tasks, the base company, the engine's own source outside `tasks/`)."""
    public = public_ids()
    defs = definitions()
    private = [t for t in defs.values() if t.id not in public]
    engine = "".join(
        path.read_text(encoding="utf-8")
        for path in Path(ava_inspect.__file__).parent.rglob("*.py")
        if "tasks" not in path.relative_to(Path(ava_inspect.__file__).parent).parts[:1]
    )
    shared = (
        engine
        + json.dumps([defs[t].model_dump(mode="json") for t in public], ensure_ascii=False)
        + json.dumps(
            world_data(base_company(), tuple(world_data(base_company())) + LOOKUP_TABLES),
            ensure_ascii=False,
        )
    )
    prompts = set()
    for t in private:
        texts = [t.prompt] if isinstance(t.prompt, str) else [turn.text for turn in t.prompt]
        prompts |= {text[:40] for text in texts if len(text) >= 20 and text[:40] not in shared}
    seeded = {
        s for t in private for s in _strings(t.seed) if len(s) >= MIN_SEEDED and s not in shared
    }
    return {"ids": {t.id for t in private}, "prompts": prompts, "seeded": seeded}


def exported_text(root: Path) -> dict[str, str]:
    texts = {}
    for path in root.rglob("*"):
        if not path.is_file():
            continue
        if path.suffix == ".eval":
            texts[str(path)] = read_eval_log(str(path)).model_dump_json()
        else:
            texts[str(path)] = path.read_text(encoding="utf-8", errors="replace")
    return texts


@pytest.fixture(scope="module")
def export(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("export") / "public"
    export_public(str(out), logs()["full_dir"])
    return out


def test_the_markers_are_real() -> None:
    markers = private_markers()
    assert len(markers["ids"]) == 73
    assert len(markers["prompts"]) >= 60 and len(markers["seeded"]) >= 100


def test_export_layout(export: Path) -> None:
    assert (export / "ava_inspect" / "_registry.py").exists()
    assert (export / "pyproject.toml").exists() and (export / "README.md").exists()
    tasks = [
        p for p in (export / "ava_inspect" / "tasks").glob("*/*.py") if not p.name.startswith("_")
    ]
    assert len(tasks) == 27
    assert not list(export.rglob("__pycache__")) and not (export / "tests").exists()
    [public_log] = (export / "logs" / "public27").glob("*.eval")
    log = read_eval_log(str(public_log))
    assert {str(s.id) for s in log.samples or []} == public_ids()
    assert log.samples and log.samples[0].messages, "full traces of the public tasks"
    [totals] = (export / "logs" / "full100").glob("*.json")
    data = json.loads(totals.read_text(encoding="utf-8"))
    assert data["tasks"] == 100 and set(data["by_domain"]) == {
        "sale",
        "hr",
        "crm",
        "recruitment",
        "mail",
    }


def test_no_private_task_leaks(export: Path) -> None:
    markers = private_markers()
    leaks = []
    for path, text in exported_text(export).items():
        for kind, values in markers.items():
            for value in values:
                pattern = rf"\b{re.escape(value)}\b" if kind == "ids" else re.escape(value)
                if re.search(pattern, text):
                    leaks.append(f"{kind} {value[:40]!r} in {path}")
    assert not leaks, "\n".join(leaks[:20])


def test_the_full100_totals_name_no_task(export: Path) -> None:
    every = set(definitions())
    for path in (export / "logs" / "full100").glob("*.json"):
        text = path.read_text(encoding="utf-8")
        assert not [t for t in every if t in text]


def _run_in(export: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(export)}
    return subprocess.run(
        [sys.executable, "-m", "ava_inspect.cli", *args],
        cwd=export,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )


def test_validate_and_selftest_in_the_export_report_27(export: Path) -> None:
    done = _run_in(export, "validate")
    assert done.returncode == 0, done.stdout + done.stderr
    assert "27 tasks valid" in done.stdout
    done = _run_in(export, "selftest", "--workers", "2")
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    tasks = {line.split()[1] for line in done.stdout.splitlines() if line.startswith("✓ ")}
    assert len(tasks) == 27 and tasks == public_ids()
    done = _run_in(export, "list", "--json")
    assert len(json.loads(done.stdout)) == 27


def test_export_refuses_a_non_empty_directory(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    (tmp_path / "keep.txt").write_text("x")
    with pytest.raises(ExportError, match="not empty"):
        export_public(str(tmp_path), logs()["full_dir"])
    assert main(["export-public", str(tmp_path)]) == 2
    assert "not empty" in capsys.readouterr().out
