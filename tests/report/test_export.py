"""`avabench export-public`: only the public tasks go out, and the exported tree works.

No private task's id, bare slug, prompt sentence, summary, wrong path or seeded text may appear
anywhere in the export, nor in the wheel and sdist built from it (logs read back through
Inspect, archives opened; text NFC-normalised and case-folded); `validate` and `selftest` run in the
exported tree (a subprocess with this venv's Python, `PYTHONPATH` at the export) report 27; its
RESULTS.md is its own report over the logs it ships; its README's test command passes there.
"""

from __future__ import annotations

import io
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import unicodedata
import zipfile
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from inspect_ai.log import read_eval_log
from report_runs import logs

import ava_inspect
from ava_inspect.cli import main
from ava_inspect.core.world.persist import world_data
from ava_inspect.figures import figures
from ava_inspect.harness.catalog import definitions
from ava_inspect.harness.dataset import public_ids
from ava_inspect.harness.version import TASK_SET_VERSION
from ava_inspect.report import export as export_module
from ava_inspect.report import release_docs
from ava_inspect.report.export import RELEASE_TESTS, ExportError, export_public
from ava_inspect.report.runs import TLS_OFF_MARK
from ava_inspect.subsystems import LOOKUP_TABLES, base_company

REPO_TESTS = Path(__file__).parents[1]
REPO = REPO_TESTS.parent

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


MIN_SENTENCE = 25
"""Prompt sentences and fragments at least this long are checked (shorter ones are greetings)."""
TRAPS = ("look-alike mail", "overtime cap", "19-20/12")
"""Traps of private tasks the project's pages describe, which no release page may repeat."""


def _norm(text: str) -> str:
    return unicodedata.normalize("NFC", text).casefold()


def _sentences(text: str) -> list[str]:
    """A prompt's sentences and, for long ones, their clauses (split at commas and colons)."""
    pieces = re.split(r"(?<=[.!?])\s+|\n+", text)
    pieces += [c for p in pieces for c in re.split(r"[,:;]\s+", p)]
    return [p.strip() for p in pieces if len(p.strip()) >= MIN_SENTENCE]


@cache
def private_markers() -> dict[str, set[str]]:
    """What only private tasks hold (normalised): ids, bare slugs, prompt sentences, summaries
    and wrong paths, and seeded text not shared with public data (the public tasks, the base
    company, the engine's own source outside `tasks/`)."""
    public = public_ids()
    defs = definitions()
    private = [t for t in defs.values() if t.id not in public]
    engine = "".join(
        path.read_text(encoding="utf-8")
        for path in Path(ava_inspect.__file__).parent.rglob("*.py")
        if "tasks" not in path.relative_to(Path(ava_inspect.__file__).parent).parts[:1]
    )
    shared = _norm(
        engine
        + json.dumps([defs[t].model_dump(mode="json") for t in public], ensure_ascii=False)
        + json.dumps(
            world_data(base_company(), tuple(world_data(base_company())) + LOOKUP_TABLES),
            ensure_ascii=False,
        )
    )
    prompts, notes = set(), set()
    for t in private:
        texts = [t.prompt] if isinstance(t.prompt, str) else [turn.text for turn in t.prompt]
        prompts |= {_norm(s) for text in texts for s in _sentences(text)}
        notes |= {_norm(t.summary)} | {_norm(a.why) for a in t.anti_oracles if len(a.why) >= 20}

    def derived(text: str) -> bool:
        """What the tools make from public data: a reply's or a forward's subject."""
        prefixes = [_norm(p) for p in DERIVED_PREFIXES]
        return any(text.startswith(p) and text[len(p) :] in shared for p in prefixes)

    seeded = {
        _norm(s)
        for t in private
        for s in _strings(t.seed)
        if len(s) >= MIN_SEEDED and _norm(s) not in shared and not derived(_norm(s))
    }
    return {
        "ids": {t.id for t in private},
        "slugs": {t.id.split(".", 1)[1] for t in private},
        "prompts": {p for p in prompts if p not in shared},
        "notes": {n for n in notes if n not in shared},
        "seeded": seeded,
        "traps": {_norm(t) for t in TRAPS},
    }


def _archive_text(name: str, data: bytes) -> dict[str, str]:
    """The text of every member of a wheel, zip or sdist (nested archives opened too)."""
    members: dict[str, bytes] = {}
    if name.endswith((".whl", ".zip")):
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            members = {m: archive.read(m) for m in archive.namelist() if not m.endswith("/")}
    elif name.endswith((".tar.gz", ".tgz")):
        with tarfile.open(fileobj=io.BytesIO(data)) as archive:
            for member in archive.getmembers():
                handle = archive.extractfile(member) if member.isfile() else None
                if handle is not None:
                    members[member.name] = handle.read()
    texts: dict[str, str] = {}
    for entry, content in members.items():
        where = f"{name}!{entry}"
        if entry.endswith((".whl", ".zip", ".tar.gz", ".tgz")):
            texts |= _archive_text(where, content)
        elif entry.endswith(".eval"):
            texts[where] = "".join(_archive_text(where + ".zip", content).values())
        else:
            texts[where] = content.decode("utf-8", errors="replace")
    return texts


def exported_text(root: Path) -> dict[str, str]:
    """Every file under `root` as text (paths included): logs read back through Inspect and as
    archives, wheels and sdists opened."""
    texts = {}
    for path in root.rglob("*"):
        if not path.is_file():
            continue
        texts[f"{path} (path)"] = str(path.relative_to(root))
        if path.suffix == ".eval":
            texts[str(path)] = read_eval_log(str(path)).model_dump_json()
            texts |= _archive_text(f"{path}.zip", path.read_bytes())
        elif path.name.endswith((".whl", ".zip", ".tar.gz", ".tgz")):
            texts |= _archive_text(str(path), path.read_bytes())
        else:
            texts[str(path)] = path.read_text(encoding="utf-8", errors="replace")
    return texts


def trie_pattern(words: set[str]) -> str:
    """One regex matching any of `words`, as a trie (`(?:a(?:b|c)|d)`): the regex engine reads
    the text once, instead of once per word."""
    trie: dict[str, Any] = {}
    for word in words:
        node = trie
        for ch in word:
            node = node.setdefault(ch, {})
        node[""] = {}

    def chain(ch: str, node: dict[str, Any]) -> str:
        """`ch` and the run of single children after it (no nesting for a run)."""
        run = [ch]
        while len(node) == 1 and "" not in node:
            [(ch, node)] = node.items()
            run.append(ch)
        return re.escape("".join(run)) + branch(node)

    def branch(node: dict[str, Any]) -> str:
        alternatives = [chain(ch, node[ch]) for ch in sorted(node) if ch]
        if not alternatives:
            return ""
        body = alternatives[0] if len(alternatives) == 1 else "(?:" + "|".join(alternatives) + ")"
        if "" not in node:
            return body
        return f"(?:{body})?"

    return branch(trie)


@cache
def _marker_patterns() -> tuple[re.Pattern[str], dict[str, str], re.Pattern[str]]:
    markers = private_markers()
    names = sorted(markers["ids"] | markers["slugs"], key=len, reverse=True)
    kinds = {v: kind for kind in ("prompts", "notes", "seeded", "traps") for v in markers[kind]}
    texts = re.compile(trie_pattern(set(kinds)))
    return re.compile(r"\b(?:" + "|".join(map(re.escape, names)) + r")\b"), kinds, texts


def leaks_in(texts: dict[str, str]) -> list[str]:
    """Every private marker found in `texts`, one line each: ids and slugs as words, and the
    prompt sentences, notes, seeded text and traps anywhere (the longest one at each place)."""
    ids, kinds, phrases = _marker_patterns()
    found = []
    for path, raw in texts.items():
        text = _norm(raw)
        found += [f"id or slug {m.group()!r} in {path}" for m in ids.finditer(text)]
        found += [
            f"{kinds[m.group()]} {m.group()[:50]!r} in {path}" for m in phrases.finditer(text)
        ]
    return found


@pytest.fixture(scope="module")
def export(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("export") / "public"
    export_public(str(out), logs()["full_dir"])
    return out


@pytest.fixture(scope="module")
def release_dist(export: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The wheel and sdist built from the release, as its publisher would (`uv build`)."""
    dist = tmp_path_factory.mktemp("dist")
    done = subprocess.run(
        ["uv", "build", "--wheel", "--sdist", "--out-dir", str(dist), str(export)],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    return dist


def test_the_markers_are_real() -> None:
    markers = private_markers()
    assert len(markers["ids"]) == len(definitions()) - len(public_ids())  # the expert tier too
    assert len(markers["prompts"]) >= 300 and len(markers["seeded"]) >= 100
    assert len(markers["notes"]) >= 200
    assert "expert_payment_requests_week" in markers["slugs"]
    assert (
        _norm(
            "cuối tuần sau (19-20/12) phòng mình chuyển toàn bộ hệ thống sang trung tâm dữ liệu mới."
        )
        in markers["prompts"]
    )
    # the project's own pages are full of them: the markers find what a release must not hold
    repo = Path(ava_inspect.__file__).parents[1]
    pages = [repo / "README.md", repo / "CHANGELOG.md", *sorted((repo / "docs").glob("*.md"))]
    found = leaks_in({str(p.relative_to(repo)): p.read_text("utf-8") for p in pages})
    assert any("slug 'expert_payment_requests_week'" in f for f in found)
    assert any("traps" in f for f in found)
    # every marker of every kind is found wherever it sits in a text (the trie reads them all)
    for kind in ("prompts", "notes", "seeded", "traps"):
        for value in sorted(markers[kind])[:: max(1, len(markers[kind]) // 40)]:
            planted = leaks_in({"planted": f"…{value}…"})
            assert planted and repr(value[:50]) in planted[0], (kind, value)


def _release_figures() -> dict[str, str]:
    defs = definitions()
    return figures(REPO, [defs[t] for t in sorted(public_ids())])


def test_pages_are_public_or_private_whole_and_the_public_ones_hold_nothing_private() -> None:
    """Every page says whether it ships; each public one renders with the release's figures
    (none of the expert tier's or the private split's), names nothing private, and links only
    to what the release ships. No export needed: this is what the export will check."""
    pages = release_docs.doc_pages(REPO)
    public = [p for p in pages if p.public]
    assert public and len(public) < len(pages)
    assert "docs/expert-tier.md" not in {p.path for p in public}
    known = _release_figures()
    rendered = {p.path: release_docs.release_page(p, known) for p in public}
    assert not leaks_in(rendered), leaks_in(rendered)[:10]
    release_files = {"README.md", "CHANGELOG.md", "RESULTS.md", *export_module.ROOT_FILES}
    for path, text in rendered.items():
        assert "<!-- fig:" not in text and "<!-- release:" not in text, path
        for target in release_docs.page_links(path, text):
            assert target in rendered or target in release_files, f"{path} links to {target}"
    # the figures are the release's: the running page counts the public tasks
    assert f"the {len(public_ids())} basic and hard tasks" in rendered["docs/running.md"]


def test_a_page_goes_out_whole_or_not_at_all(tmp_path: Path) -> None:
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "a.md").write_text("# A\n\nno marker\n", encoding="utf-8")
    with pytest.raises(release_docs.ReleaseDocError, match=r"docs/a\.md does not say whether"):
        release_docs.doc_pages(tmp_path)
    (docs / "a.md").write_text(
        "<!-- release: public -->\n# A\n\n<!-- fig:expert -->25<!-- /fig --> tasks; see "
        "[b](b.md#x).\n",
        encoding="utf-8",
    )
    (docs / "b.md").write_text("<!-- release: private -->\n# B\n", encoding="utf-8")
    a, b = release_docs.doc_pages(tmp_path)
    assert (a.public, a.title, b.public) == (True, "A", False)
    known = _release_figures()
    with pytest.raises(
        release_docs.ReleaseDocError, match=r"docs/a\.md is public but states .*expert"
    ):
        release_docs.release_page(a, known)
    out = tmp_path / "release"
    out.mkdir()
    with pytest.raises(ExportError, match=r"docs/a\.md is public but links to docs/b\.md"):
        export_module._write_pages(out, [a, b], known | {"expert": "25"})
    readme = release_docs.release_readme(known, [a, b])
    assert "## Documentation\n\n- [A](docs/a.md)\n" in readme and "docs/b.md" not in readme
    assert "<!-- docs index -->" not in release_docs.release_readme(known)


@pytest.mark.slow  # builds the release from the full run and reads it whole
def test_export_layout(export: Path) -> None:
    assert (export / "ava_inspect" / "_registry.py").exists()
    assert (export / "pyproject.toml").exists() and (export / "README.md").exists()
    tasks = [
        p
        for p in (export / "ava_inspect" / "tasks").glob("*/*.py")
        if not p.name.startswith("_") and p.parent.name != "builders"
    ]
    assert (export / "ava_inspect" / "tasks" / "builders" / "orders.py").exists()
    assert len(tasks) == 27
    assert not list(export.rglob("__pycache__")) and not (export / "bench").exists()
    shipped = {
        p.relative_to(export / "tests").as_posix()
        for p in (export / "tests").rglob("*")
        if p.is_file()
    }
    assert shipped == {n for n in RELEASE_TESTS if (REPO_TESTS / n).exists()}
    # the public pages, whole, with the release's figures; no private page
    pages = release_docs.doc_pages(REPO)
    assert {p.relative_to(export).as_posix() for p in (export / "docs").iterdir()} == {
        p.path for p in pages if p.public
    }
    readme = (export / "README.md").read_text(encoding="utf-8")
    for page in pages:
        assert (f"]({page.path})" in readme) is page.public, page.path
        if page.public:
            text = (export / page.path).read_text(encoding="utf-8")
            assert "<!-- fig:" not in text and text.startswith(f"# {page.title}\n"), page.path
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


@pytest.mark.slow  # builds the release from the full run and reads it whole
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


@pytest.mark.slow  # builds the release from the full run and reads it whole
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
    lines = text.splitlines()
    rows = [
        line for line in lines if line.startswith("| ") and "none +" in line and "<br>" not in line
    ]
    assert len(rows) == 4
    assert (export / "RESULTS.svg").exists()  # the chart the release's own report drew
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


@pytest.mark.slow  # builds the release from the full run and reads it whole
def test_the_release_readme_says_what_it_holds(export: Path) -> None:
    """Its counts are the public tasks', it has no section on what it lacks, and every
    `avabench` and `inspect` command it shows runs there (`--help` stands in for a run)."""
    text = (export / "README.md").read_text(encoding="utf-8")
    defs = definitions()
    public = [defs[t] for t in public_ids()]
    assert "bench/" not in text and "expert" not in text.lower()
    assert f"with {len(public)} task definitions" in text
    assert f"{sum(len(t.assertions) for t in public)} assertions in all" in text
    assert f"all {sum(1 + len(t.anti_oracles) for t in public)} solutions" in text
    for domain in ("crm", "hr", "mail", "recruitment", "sale"):
        assert f"{sum(t.domain == domain for t in public)} {domain}" in text
    basic = sum(t.tier == "basic" for t in public)
    assert f"{basic} basic and {len(public) - basic} hard" in text
    assert f"`task_version`, now {TASK_SET_VERSION}" in text
    counts = {int(n) for n in re.findall(r"\b(\d+) tasks?\b", text)}
    assert counts <= {len(public)}, counts  # no other task count (the full set's, a tier's)
    assert "## This release" not in text and "private" not in text.lower()
    assert "logs/public27/" in text and "logs/full100/" in text and "`tests/`" in text
    commands = {
        line.split("#")[0].split()[3]
        for block in re.findall(r"```bash\n(.*?)```", text, flags=re.DOTALL)
        for line in block.splitlines()
        if line.startswith("uv run avabench ")
    }
    assert commands >= {"validate", "selftest", "list", "tools", "report"}
    for command in sorted(commands):
        done = _run_in(export, command, "--help")
        assert done.returncode == 0, command + done.stdout + done.stderr


@pytest.mark.slow  # builds the release from the full run and reads it whole
def test_the_release_changelog_is_public_entries_only(export: Path) -> None:
    text = (export / "CHANGELOG.md").read_text(encoding="utf-8")
    versions = re.findall(r"(?m)^## Version (\d+)$", text)
    assert versions == [str(v) for v in range(TASK_SET_VERSION, 0, -1)]
    assert "<!-- public -->" not in text and "<!-- /public -->" not in text
    assert "expert" not in text
    repo = (Path(ava_inspect.__file__).parents[1] / "CHANGELOG.md").read_text("utf-8")
    with pytest.raises(release_docs.ReleaseDocError, match="version 3 has no public entry"):
        release_docs.release_changelog(
            repo.replace("## Version 3\n\n<!-- public -->", "## Version 3\n")
        )


@pytest.mark.slow  # builds the release from the full run and reads it whole
def test_the_release_wheel_holds_only_public_tasks_and_can_be_published(
    export: Path, release_dist: Path
) -> None:
    [wheel] = release_dist.glob("*.whl")
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
        [metadata] = [n for n in names if n.endswith(".dist-info/METADATA")]
        meta = archive.read(metadata).decode("utf-8")
    modules = {
        n.split("/")[-2] + "." + n.split("/")[-1][:-3]
        for n in names
        if re.fullmatch(r"ava_inspect/tasks/[a-z]+/[a-z0-9_]+\.py", n)
        and not n.split("/")[-1].startswith("_")
    }
    builders = {m for m in modules if m.startswith("builders.")}
    assert "builders.orders" in builders  # the shared builders ship; they are not tasks
    assert modules - builders == public_ids()
    assert export_module.PRIVATE_CLASSIFIER not in meta
    # the repository's own package holds every task, so PyPI must refuse it
    repo = (Path(ava_inspect.__file__).parents[1] / "pyproject.toml").read_text("utf-8")
    assert f'classifiers = ["{export_module.PRIVATE_CLASSIFIER}"]' in repo


@pytest.mark.slow  # builds the release from the full run and reads it whole
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


@pytest.mark.slow  # builds the release from the full run and reads it whole
def test_no_private_task_leaks(export: Path, release_dist: Path) -> None:
    leaks = leaks_in(exported_text(export) | exported_text(release_dist))
    assert not leaks, f"{len(leaks)} leaks:\n" + "\n".join(leaks[:30])


@pytest.mark.slow  # builds the release from the full run and reads it whole
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


@pytest.mark.slow  # builds the release from the full run and reads it whole
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


@pytest.mark.slow  # reads the shared full-set runs (report_runs.logs: six Inspect runs)
def test_export_refuses_a_non_empty_directory(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    (tmp_path / "keep.txt").write_text("x")
    with pytest.raises(ExportError, match="not empty"):
        export_public(str(tmp_path), logs()["full_dir"])
    assert main(["export-public", str(tmp_path), "--logs", logs()["full_dir"]]) == 2
    assert "not empty" in capsys.readouterr().out


@pytest.mark.slow  # reads the shared full-set runs (report_runs.logs: six Inspect runs)
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


@pytest.mark.slow  # reads the shared full-set runs (report_runs.logs: six Inspect runs)
def test_export_refuses_a_file_naming_a_private_task(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    named = next(
        p.relative_to(REPO_TESTS).as_posix()
        for p in sorted(REPO_TESTS.rglob("test_*_world.py"))
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
