"""The public release's README, CHANGELOG and documentation pages, made from public facts only.

None is a project page with the private tasks scrubbed out: the README is `RELEASE_README`
filled with the figures of the public tasks (`ava_inspect/figures.py`) and an index of the pages
it ships; the CHANGELOG is the project's rule for versions plus, for each version, only the entry
it marks public (`<!-- public -->...<!-- /public -->`), which every version must have; and each
page under `docs/` is public or private as a whole, by the marker line it opens with
(`<!-- release: public -->` or `<!-- release: private -->`). A public page ships with its figures
computed again over the public tasks; a private one stays home. Nothing is cut out of a page, and
no heading or wording of any page is part of this contract.
"""

from __future__ import annotations

import posixpath
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from ava_inspect.figures import SPAN

PUBLIC_ENTRY = re.compile(r"<!-- public -->\n(?P<text>.*?)\n<!-- /public -->", re.DOTALL)
"""A version's public summary in CHANGELOG.md: what the release's CHANGELOG says of it."""

VERSION_HEADING = re.compile(r"(?m)^## Version (?P<version>\S+)\n")


class ReleaseDocError(ValueError):
    """A document of the release cannot be made from public facts; the message says why."""


def release_changelog(text: str) -> str:
    """The release's CHANGELOG: the head of `text` (the versioning rule; not the paragraph on
    public entries) and, under each version's heading, its public entry alone."""
    parts = VERSION_HEADING.split(text)
    head, rest = parts[0], parts[1:]
    # the paragraph about the public entries concerns the repository's file alone
    head = "\n\n".join(p for p in head.split("\n\n") if "<!-- public -->" not in p)
    out = [head.rstrip("\n") + "\n"]
    for version, body in zip(rest[0::2], rest[1::2], strict=True):
        entry = PUBLIC_ENTRY.search(body)
        if entry is None:
            raise ReleaseDocError(
                f"CHANGELOG.md's version {version} has no public entry: add "
                "`<!-- public -->` ... `<!-- /public -->` around what the public release may say "
                "of it (no private task, prompt or trap)"
            )
        out.append(f"## Version {version}\n\n{entry['text'].strip()}\n")
    return "\n".join(out)


RELEASE_README = """\
# AVABench: the public release

Does a model really get MISA's business work done? AVABench seeds a simulated Vietnamese company
(AMIS HRM, CRM and accounting, recruitment, AMIS Mail, and a shop's sales agent), gives the agent
one Vietnamese request and real tools with side effects, lets it work for many steps, and grades
**the world it leaves behind** with assertions, never the conversation. It is an
[Inspect AI](https://inspect.aisi.org.uk/) package: `ava_inspect`.

This release holds the whole engine (the world, the {tools} tools, the scorer, noise, the report)
with {tasks} tasks, and the results of the full-set runs, whose other tasks are kept back so that
the leaderboard cannot be trained on.

## What is here

| path | what |
|---|---|
| `ava_inspect/` | the package, with {tasks} task definitions: {tasks.crm} crm, {tasks.hr} hr, {tasks.mail} mail, {tasks.recruitment} recruitment, {tasks.sale} sale; {tasks.basic} basic and {tasks.hard} hard, {tasks.assertions} assertions in all |
| `RESULTS.md` | the leaderboard, made here by `uv run avabench report logs --write RESULTS.md` from the logs below (run it again: the same file) |
| `logs/public27/` | each full-set run's samples of the tasks here, as Inspect logs with full traces |
| `logs/full100/` | each full-set run's totals as JSON: pass rate and its interval, per domain and per tier; no task, prompt or trace |
| `tests/` | value matching, assertion grading, the tool runtime, and the noise tests over every task here |

## Two commands

Run every task here through its reference solution (no model endpoint needed), then open the
traces in Inspect's viewer:

```bash
pip install uv && uv run inspect eval ava_inspect/avabench --solver ava_inspect/oracle --model none
uv run inspect view        # the log is under logs/
```

Set up and run the tests:

```bash
pip install uv && uv run ruff check && uv run ruff format --check && uv run pytest
```

## The gates

```bash
uv run avabench validate        # every task definition and the base company, checked
uv run avabench selftest [N]    # all {tasks.solutions} solutions: every reference scores 1.0, every wrong one fails
uv run avabench list [--json]   # id, domain, tier, assertions, summary
uv run avabench tools [--json]  # the tool catalogue: name, subsystem, reads or writes
```

## Running a model

Any Inspect model works. A self-hosted OpenAI-compatible server (vLLM, SGLang, llama.cpp's
`llama-server --jinja`) is reached with Inspect's `openai-api/<service>/<model>` provider, which
reads `<SERVICE>_BASE_URL` and `<SERVICE>_API_KEY`:

```bash
export MYSERVER_BASE_URL=http://127.0.0.1:8000/v1 MYSERVER_API_KEY=none
uv run inspect eval ava_inspect/avabench --model openai-api/myserver/<model> -T noise=8
```

Tasks: `ava_inspect/avabench` (all {tasks.domains} domains) and one per domain
(`ava_inspect/sale`, `ava_inspect/hr`, `ava_inspect/crm`, `ava_inspect/recruitment`,
`ava_inspect/mail`). `-T tier=basic` or `-T tier=hard` selects one tier, `-T noise=N` adds N
distractor records to every table no assertion reads. Each sample stops after
{limits.messages} messages and {limits.tokens} tokens (`--message-limit`, `--token-limit`);
self-hosted providers get {limits.max_tokens} output tokens per call (`--max-tokens`); a failed
call is retried {limits.retries} times (`--max-retries`). A sample that cannot be scored honestly
(the server refused it, an error outlived the retries, the tools never reached the model, the
model was cut off before any tool call, or the server's tool-call parser is misconfigured) is
unscored with its reason, never a silent 0. Every log records the task set's version
(`task_version`, now {task_set_version}; see `CHANGELOG.md`).

## Results

`RESULTS.md` holds the full-set leaderboard (totals only, from `logs/full100/`) and the table of
the tasks here (from `logs/public27/`); `avabench report` reads both:

```bash
uv run avabench report logs                     # every run, the full-set totals included
uv run avabench report logs --write RESULTS.md  # RESULTS.md again, as shipped
uv run avabench report --compare A.eval B.eval  # two runs, paired by task
```

A run is ranked when at least {ranking.min_scored_percent}% of its tasks were scored. Baselines
need no model:

```bash
uv run inspect eval ava_inspect/avabench --solver ava_inspect/oracle  --model none
uv run inspect eval ava_inspect/avabench --solver ava_inspect/idle    --model none
uv run inspect eval ava_inspect/avabench --solver ava_inspect/shotgun --model none
```

<!-- docs index -->
## Licence and citation

MIT (see `LICENSE`). To cite AVABench, use `CITATION.cff`.
"""
"""The release's README; `{name}` is a figure of the public tasks (`figures.figures`)."""


FIGURE = re.compile(r"\{(?P<name>[a-z0-9_.]+)\}")
"""A figure's place in `RELEASE_README`."""


DOCS_INDEX = "<!-- docs index -->\n"
"""Where `RELEASE_README` lists the pages the release ships."""


def release_readme(known: Mapping[str, str], pages: Sequence[Page] = ()) -> str:
    """`RELEASE_README` with the figures `known` (computed over the release's tasks) and an
    index of the public `pages` it ships."""
    missing = sorted({m["name"] for m in FIGURE.finditer(RELEASE_README)} - set(known))
    if missing:
        raise ReleaseDocError(f"the release README names figures the release lacks: {missing}")
    text = FIGURE.sub(lambda m: known[m["name"]], RELEASE_README)
    shipped = [p for p in pages if p.public]
    index = "".join(f"- [{p.title}]({p.path})\n" for p in shipped)
    return text.replace(DOCS_INDEX, f"## Documentation\n\n{index}\n" if shipped else "")


DOCS_DIR = "docs"
"""The documentation pages, relative to the project root (and to the release's)."""

RELEASE_MARK = re.compile(r"\A<!-- release: (?P<kind>[a-z]+) -->\n")
"""The line a page opens with: whether the public release ships it."""

LINK = re.compile(r"\]\((?P<target>[^)\s]+)\)")
"""A markdown link's target."""


@dataclass(frozen=True)
class Page:
    """A documentation page: its path from the project root (`docs/running.md`), whether the
    release ships it, its title (its `# ` line) and its text."""

    path: str
    public: bool
    title: str
    text: str


def doc_pages(root: Path) -> list[Page]:
    """Every page under `root / DOCS_DIR`; refuses a page that does not say whether it is public
    or that has no title."""
    pages = []
    for file in sorted((root / DOCS_DIR).glob("*.md")):
        path = file.relative_to(root).as_posix()
        text = file.read_text(encoding="utf-8")
        mark = RELEASE_MARK.match(text)
        if mark is None or mark["kind"] not in ("public", "private"):
            raise ReleaseDocError(
                f"{path} does not say whether the public release ships it: open it with the line "
                "`<!-- release: public -->` or `<!-- release: private -->` (a page goes out whole "
                "or not at all)"
            )
        title = next((line[2:].strip() for line in text.splitlines() if line.startswith("# ")), "")
        if not title:
            raise ReleaseDocError(f"{path} has no title: give it a `# ` line")
        pages.append(Page(path, mark["kind"] == "public", title, text))
    return pages


def release_page(page: Page, known: Mapping[str, str]) -> str:
    """A public page as the release ships it: without its marker line, each figure span replaced
    by the release's own value (plain text: the release does not check its pages' figures).
    Refuses a figure the release does not have (the expert tier's, the private split's)."""
    body = RELEASE_MARK.sub("", page.text, count=1)
    missing = sorted({m["name"] for m in SPAN.finditer(body)} - set(known))
    if missing:
        raise ReleaseDocError(
            f"{page.path} is public but states figures the release does not have: "
            f"{', '.join(missing)}; state them on a private page, or make this one private"
        )

    def one(match: re.Match[str]) -> str:
        value = known[match["name"]]
        return f"\n{value}\n" if match["value"].startswith("\n") else value

    return SPAN.sub(one, body)


def page_links(path: str, text: str) -> list[str]:
    """The files a page links to, as paths from the project root (external links and anchors
    within the page aside)."""
    out = []
    for match in LINK.finditer(text):
        target = match["target"].split("#", 1)[0]
        if not target or re.match(r"[a-z][a-z0-9+.-]*:", target):
            continue
        out.append(posixpath.normpath(posixpath.join(posixpath.dirname(path), target)))
    return out
