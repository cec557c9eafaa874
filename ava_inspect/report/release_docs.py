"""The public release's README and CHANGELOG, made from public facts only.

Neither is the project's page with the private tasks scrubbed out: the README is
`RELEASE_README` filled with the figures of the public tasks (`ava_inspect/figures.py`), and
the CHANGELOG is the project's rule for versions plus, for each version, only the entry it
marks public (`<!-- public -->...<!-- /public -->`), which every version must have.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

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

## Licence and citation

MIT (see `LICENSE`). To cite AVABench, use `CITATION.cff`.
"""
"""The release's README; `{name}` is a figure of the public tasks (`figures.figures`)."""


FIGURE = re.compile(r"\{(?P<name>[a-z0-9_.]+)\}")
"""A figure's place in `RELEASE_README`."""


def release_readme(known: Mapping[str, str]) -> str:
    """`RELEASE_README` with the figures `known` (computed over the release's tasks)."""
    missing = sorted({m["name"] for m in FIGURE.finditer(RELEASE_README)} - set(known))
    if missing:
        raise ReleaseDocError(f"the release README names figures the release lacks: {missing}")
    return FIGURE.sub(lambda m: known[m["name"]], RELEASE_README)
