"""`avabench export-public`: only the public tasks go out, and the exported tree works.

No private task's id, prompt or seeded text may appear anywhere in the export (logs read back
through Inspect, since `.eval` files are compressed); `validate` and `selftest` run in the
exported tree (a subprocess with this venv's Python, `PYTHONPATH` at the export) report 27; its
RESULTS.md is its own report over the logs it ships; its README's test command passes there.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from functools import cache
from pathlib import Path

import pytest
from inspect_ai.log import read_eval_log
from report_runs import logs

import ava_inspect
from ava_inspect.cli import main
from ava_inspect.report import export as export_module
from ava_inspect.report.export import RELEASE_TESTS, ExportError, export_public
from ava_inspect.report.runs import TLS_OFF_MARK
from ava_inspect.tasks.catalog import definitions
from ava_inspect.tasks.dataset import public_ids
from ava_inspect.tasks.version import TASK_SET_VERSION
from ava_inspect.world.company import base_company
from ava_inspect.world.persist import world_data
from ava_inspect.world.state import LOOKUP_TABLES

REPO_TESTS = Path(__file__).parent

MIN_SEEDED = 15
"""Seeded strings at least this long are checked (shorter ones are common words and names)."""
DERIVED_PREFIXES = ("Re: ", "Fwd: ")
"""The mail tools' reply and forward subjects: `Re: <a public mail's subject>` in a public trace
is the tools' work on public data, even when a private task seeds the same reply."""


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

    def derived(text: str) -> bool:
        """What the tools make from public data: a reply's or a forward's subject."""
        return any(text.startswith(p) and text[len(p) :] in shared for p in DERIVED_PREFIXES)

    seeded = {
        s
        for t in private
        for s in _strings(t.seed)
        if len(s) >= MIN_SEEDED and s not in shared and not derived(s)
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
    assert len(markers["ids"]) == len(definitions()) - len(public_ids())  # the expert tier too
    assert len(markers["prompts"]) >= 60 and len(markers["seeded"]) >= 100


def test_export_layout(export: Path) -> None:
    assert (export / "ava_inspect" / "_registry.py").exists()
    assert (export / "pyproject.toml").exists() and (export / "README.md").exists()
    tasks = [
        p for p in (export / "ava_inspect" / "tasks").glob("*/*.py") if not p.name.startswith("_")
    ]
    assert len(tasks) == 27
    assert not list(export.rglob("__pycache__")) and not (export / "bench").exists()
    shipped = {p.name for p in (export / "tests").iterdir()}
    assert shipped == {n for n in RELEASE_TESTS if (REPO_TESTS / n).exists()}
    public_logs = sorted((export / "logs" / "public27").glob("*.eval"))
    assert len(public_logs) == 2  # the idle and the oracle full-set runs
    for path in public_logs:
        log = read_eval_log(str(path))
        assert {str(s.id) for s in log.samples or []} == public_ids()
        assert log.samples and log.samples[0].messages, "full traces of the public tasks"
    totals = sorted((export / "logs" / "full100").glob("*.json"))
    assert len(totals) == 2
    for path in totals:
        data = json.loads(path.read_text(encoding="utf-8"))
        assert data["tasks"] == 100 and set(data["by_domain"]) == {
            "sale",
            "hr",
            "crm",
            "recruitment",
            "mail",
        }
        assert data["task_version"] == str(TASK_SET_VERSION) and data["ranked"] is True


def test_tls_off_is_marked_in_the_totals(export: Path) -> None:
    data = {
        p.name: json.loads(p.read_text(encoding="utf-8"))
        for p in (export / "logs" / "full100").glob("*.json")
    }
    [oracle] = [d for name, d in data.items() if "oracle" in name]
    [idle] = [d for name, d in data.items() if "idle" in name]
    assert oracle["ssl_verify"] is False and TLS_OFF_MARK in oracle["label"]
    assert "verification was off" in oracle["warning"]
    assert oracle["pass_rate"] == 1.0
    assert (
        idle["ssl_verify"] is True and "warning" not in idle and TLS_OFF_MARK not in idle["label"]
    )


def test_the_release_results_are_its_own(export: Path) -> None:
    text = (export / "RESULTS.md").read_text(encoding="utf-8")
    assert text != (Path(ava_inspect.__file__).parents[1] / "RESULTS.md").read_text("utf-8")
    assert "Generated by `uv run avabench report logs --write RESULTS.md`" in text
    assert "ava_inspect/shotgun" not in text  # the repository's rows, whose logs stay home
    titles = [line for line in text.splitlines() if line.startswith("## ")]
    assert titles[:2] == [
        f"## Leaderboard: the full set (100 tasks, task version {TASK_SET_VERSION})",
        f"## The public set (27 tasks, task version {TASK_SET_VERSION})",
    ]
    rows = [line for line in text.splitlines() if line.startswith("| ") and "none +" in line]
    assert len(rows) == 4
    assert sum(TLS_OFF_MARK in row for row in rows) == 2
    assert sum("public samples of the full run" in row for row in rows) == 2
    # the command RESULTS.md names makes RESULTS.md again, byte for byte, in the release
    done = _run_in(export, "report", "logs", "--write", "RESULTS.md")
    assert done.returncode == 0, done.stdout + done.stderr
    assert (export / "RESULTS.md").read_text(encoding="utf-8") == text
    assert (
        f"totals only (full 100, task version {TASK_SET_VERSION}): none + ava_inspect/oracle"
        in done.stdout
    )
    assert f"== public 27, task version {TASK_SET_VERSION} (27 tasks)" in done.stdout


def test_the_release_readme_says_what_it_holds(export: Path) -> None:
    text = (export / "README.md").read_text(encoding="utf-8")
    defs = definitions()
    every = sum(1 + len(t.anti_oracles) for t in defs.values())
    public = sum(1 + len(defs[t].anti_oracles) for t in public_ids())
    headline = [t for t in defs.values() if t.tier in ("hard", "basic")]
    assert "bench/" not in text
    for count in {len(defs), len(headline)}:
        assert not re.search(rf"\b{count} tasks\b", text), count
    assert not re.search(rf"\b{every} solutions\b", text)
    assert "## This release" in text and "## Results" in text
    assert "logs/public27/" in text and "logs/full100/" in text and "`tests/`" in text
    # the counts the project's README gives are the release's own
    sample = "## Gates\n\nselftest plays all {e} solutions of the {n} tasks.\n"
    released = export_module._public_readme(
        sample.format(e=every, n=len(defs)), export_module.task_modules(), public_ids(), public
    )
    assert f"all {public} solutions of the 27 tasks" in released


def test_the_release_readme_test_command_passes_in_the_release(export: Path) -> None:
    """The README's test command, run in the release (`uv run X` as this venv's `python -m X`):
    ruff, and pytest over the tests it ships (not "no tests ran", exit 5)."""
    text = (export / "README.md").read_text(encoding="utf-8")
    [command] = [
        line.strip()
        for block in re.findall(r"```bash\n(.*?)```", text, flags=re.DOTALL)
        for line in block.splitlines()
        if "uv run pytest" in line
    ]
    steps = [step.strip() for step in command.split("&&") if step.strip() != "pip install uv"]
    assert [step.split()[2] for step in steps][-1] == "pytest"
    env = {**os.environ, "PYTHONPATH": str(export)}
    for step in steps:
        words = step.split()
        assert words[:2] == ["uv", "run"], step
        done = subprocess.run(
            [
                sys.executable,
                "-m",
                *words[2:],
                *(["-q", "-p", "no:cacheprovider"] if words[2] == "pytest" else []),
            ],
            cwd=export,
            env=env,
            capture_output=True,
            text=True,
            timeout=1800,
        )
        assert done.returncode == 0, f"{step}: " + done.stdout[-3000:] + done.stderr[-2000:]
        if words[2] == "pytest":
            assert re.search(r"\d+ passed", done.stdout), done.stdout[-500:]


def test_no_private_task_leaks(export: Path) -> None:
    markers = private_markers()
    ids = re.compile(r"\b(?:" + "|".join(map(re.escape, sorted(markers["ids"]))) + r")\b")
    leaks = []
    for path, text in exported_text(export).items():
        leaks += [f"ids {m.group()!r} in {path}" for m in ids.finditer(text)]
        for kind in ("prompts", "seeded"):
            leaks += [f"{kind} {v[:40]!r} in {path}" for v in markers[kind] if v in text]
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
    assert main(["export-public", str(tmp_path), "--logs", logs()["full_dir"]]) == 2
    assert "not empty" in capsys.readouterr().out


def test_export_refuses_missing_logs_or_no_full_set_run(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    out = tmp_path / "release"
    assert main(["export-public", str(out), "--logs", str(tmp_path / "no-such-folder")]) == 2
    assert "is not a folder" in capsys.readouterr().out and not out.exists()
    (tmp_path / "empty").mkdir()
    with pytest.raises(ExportError, match="no full-set run"):
        export_public(str(out), str(tmp_path / "empty"))
    (tmp_path / "public").mkdir()
    shutil.copy(logs()["oracle_public"], tmp_path / "public")
    with pytest.raises(ExportError, match=r"no full-set run .*\(1 other run"):
        export_public(str(out), str(tmp_path / "public"))
    assert not out.exists()


def test_export_refuses_a_file_naming_a_private_task(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    named = next(
        p.name
        for p in sorted(REPO_TESTS.glob("test_*_world.py"))
        if any(
            re.search(rf"\b{re.escape(t)}\b", p.read_text("utf-8"))
            for t in private_markers()["ids"]
        )
    )
    monkeypatch.setattr(export_module, "RELEASE_TESTS", (*RELEASE_TESTS, named))
    out = tmp_path / "release"
    with pytest.raises(ExportError, match=rf"tests/{named} names the private task"):
        export_public(str(out), logs()["full_dir"])
    assert not out.exists(), "a refused export leaves nothing behind"
