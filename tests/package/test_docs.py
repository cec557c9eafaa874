"""The pages a newcomer walks: README stays short and keeps its two commands, its index lists every
`docs/` page, every relative link and anchor resolves, every page says whether the public
release ships it, and no page names a machine path. (Their figures: `tests/test_figures.py`.)"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

from ava_inspect.figures import markdown_files, project_root
from ava_inspect.report.release_docs import DOCS_DIR, doc_pages, page_links

ROOT = project_root()
README = ROOT / "README.md"

RUN_COMMAND = "uv run inspect eval ava_inspect/avabench --solver ava_inspect/oracle --model none"
TEST_COMMAND = "uv run ruff check && uv run ruff format --check && uv run mypy && uv run pytest"
"""README's two commands, exactly: the benchmark through its reference solutions, and the tests."""

README_MAX_LINES = 220
"""README is the short way in (about 200 lines); the rest lives in `docs/`."""

FENCE = re.compile(r"^```.*?^```", re.DOTALL | re.MULTILINE)
MACHINE_PATH = re.compile(r"(?<![\w.~-])/(?:work|root|tmp|home|Users)/")


def _prose(text: str) -> str:
    """`text` without its fenced code blocks."""
    return FENCE.sub("", text)


def _bash_lines(text: str) -> list[str]:
    return [
        line.split("#")[0].strip()
        for block in re.findall(r"```bash\n(.*?)```", text, flags=re.DOTALL)
        for line in block.splitlines()
    ]


def _anchors(text: str) -> set[str]:
    """GitHub's anchors for a page's headings (lower case, punctuation dropped, spaces as -)."""
    seen: dict[str, int] = {}
    out = set()
    for heading in re.findall(r"^#{1,6} (.+)$", _prose(text), flags=re.MULTILINE):
        slug = re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")
        n = seen.get(slug, 0)
        seen[slug] = n + 1
        out.add(slug if n == 0 else f"{slug}-{n}")
    return out


def _pages() -> list[Path]:
    return [README, *sorted((ROOT / DOCS_DIR).glob("*.md"))]


def test_readme_keeps_its_two_commands_and_stays_short() -> None:
    text = README.read_text(encoding="utf-8")
    lines = _bash_lines(text)
    assert RUN_COMMAND in lines and TEST_COMMAND in lines
    assert len(text.splitlines()) <= README_MAX_LINES


def test_readme_indexes_every_page() -> None:
    text = README.read_text(encoding="utf-8")
    index = text.split("\n## Documentation\n", 1)[1].split("\n## ", 1)[0]
    linked = set(page_links("README.md", index))
    pages = {p.path for p in doc_pages(ROOT)}  # every page opens with its release marker
    assert pages and linked == pages, (pages - linked, linked - pages)


@pytest.mark.parametrize("page", _pages(), ids=lambda p: p.relative_to(ROOT).as_posix())
def test_every_link_and_anchor_resolves(page: Path) -> None:
    text = _prose(page.read_text(encoding="utf-8"))
    path = page.relative_to(ROOT).as_posix()
    for target in re.findall(r"\]\(([^)\s]+)\)", text):
        if re.match(r"[a-z][a-z0-9+.-]*:", target):
            continue
        file, _, anchor = target.partition("#")
        [resolved] = page_links(path, f"]({file or path})") if file else [path]
        assert (ROOT / resolved).exists(), f"{path} links to {target}: no such file"
        if anchor and resolved.endswith(".md"):
            anchors = _anchors((ROOT / resolved).read_text(encoding="utf-8"))
            assert anchor in anchors, f"{path} links to {target}: no such heading"


def test_no_page_names_a_machine_path() -> None:
    names = {*markdown_files(ROOT), ROOT / "CHANGELOG.md", ROOT / "RESULTS.md"}
    found = [
        f"{p.relative_to(ROOT)}: {m.group()}"
        for p in sorted(names)
        for m in MACHINE_PATH.finditer(p.read_text(encoding="utf-8"))
    ]
    assert not found, found


def test_the_citation_is_citation_cff_s() -> None:
    cff = (ROOT / "CITATION.cff").read_text(encoding="utf-8")
    title = re.search(r'^title: "(.+)"$', cff, flags=re.MULTILINE)
    version = re.search(r'^version: "(.+)"$', cff, flags=re.MULTILINE)
    assert title and version
    text = README.read_text(encoding="utf-8")
    assert f"title   = {{{title[1]}}}," in text and f"version = {{{version[1]}}}," in text


def test_the_floors_readme_states_are_pyproject_s() -> None:
    """README's `name >=floor` requirements are the ones `pyproject.toml` declares."""
    declared = {
        re.match(r"[A-Za-z0-9_.-]+", d)[0]: d  # type: ignore[index]
        for d in tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["project"][
            "dependencies"
        ]
    }
    stated = re.findall(r"`([a-z0-9-]+) (>=[^`]+)`", README.read_text(encoding="utf-8"))
    assert len(stated) >= 4
    for name, spec in stated:
        assert declared.get(name) == name + spec, (name, spec, declared.get(name))
