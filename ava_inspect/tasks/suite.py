"""The Inspect tasks: one per domain, and `avabench` for all five."""

from __future__ import annotations

from collections.abc import Callable

from inspect_ai import Task, task
from inspect_ai.model import GenerateConfig
from inspect_ai.solver import Solver, generate

from ..endpoints import endpoint_setup, note_avabench_task, ssl_verify
from ..report.labels import endpoint_base_url
from ..scorers.scorer import assertions_scorer
from .dataset import Split, TierFilter, build_dataset, select_tasks
from .setup import world_setup

MESSAGE_LIMIT = 80
"""Messages per sample before the run stops it (the agent loop's step limit; `--message-limit`)."""

TOKEN_LIMIT = 2_000_000
"""Tokens (input and output, all model calls) per sample before the run stops it
(`--token-limit`). An office-domain call carries about 50 KB of tool definitions (some 15-20k
tokens), so a sample that reaches the message limit uses about 1M."""

MAX_RETRIES = 5
"""Retries of a failed model call (Inspect's, each on top of the openai client's own 2;
`--max-retries`). Inspect's default is to retry forever."""

TIMEOUT = 1800
"""Seconds one model call may take, retries included, before it fails (`--timeout`)."""

ATTEMPT_TIMEOUT = 600
"""Seconds one attempt may take before it is abandoned and retried (`--attempt-timeout`)."""

SAFE_DEFAULTS = GenerateConfig(
    max_retries=MAX_RETRIES, timeout=TIMEOUT, attempt_timeout=ATTEMPT_TIMEOUT
)
"""The tasks' generate config: the CLI's (or `eval()`'s) values override each one."""


def default_agent() -> Solver:
    """A tool loop that ends when the model answers without calling a tool."""
    return generate(tool_calls="loop")


def ava_task(
    domain: str | None,
    split: Split = "full",
    sample: int | None = None,
    sample_seed: int = 0,
    tier: TierFilter = "all",
    noise: int = 0,
) -> Task:
    """The Inspect task over the selected tasks of a domain (None: all five)."""
    if noise < 0:
        raise ValueError("noise must be 0 or a positive number of distractors per table")
    verify = ssl_verify()  # a value it does not understand is an error here, before the run
    tasks = select_tasks(domain, split, sample, sample_seed, tier)
    name = domain or "avabench"
    note_avabench_task()
    return Task(
        dataset=build_dataset(name, tasks, noise),
        setup=[endpoint_setup(), world_setup()],
        solver=default_agent(),
        scorer=assertions_scorer(),
        config=SAFE_DEFAULTS,
        message_limit=MESSAGE_LIMIT,
        token_limit=TOKEN_LIMIT,
        score_on_error=True,
        fail_on_error=False,
        metadata={
            "split": split,
            "sample": sample,
            "sample_seed": sample_seed,
            "tier": tier,
            "noise": noise,
            "ssl_verify": verify,
            "base_url": endpoint_base_url(),
        },
    )


TASK_ARGS_DOC = """Args:
    split: "full", "public" (the stratified sample of 27, seed 0) or "private".
    sample: A deterministic sample of this many tasks, spread evenly over the domains.
    sample_seed: The seed of that sample.
    tier: "all", "hard" or "basic".
    noise: Distractor records added to every safe table of each task's world."""


def _registered(domain: str | None, summary: str) -> Callable[..., Task]:
    """The `@task` for one domain (None: all five), registered as `ava_inspect/<name>`."""

    def build(
        split: Split = "full",
        sample: int | None = None,
        sample_seed: int = 0,
        tier: TierFilter = "all",
        noise: int = 0,
    ) -> Task:
        return ava_task(domain, split, sample, sample_seed, tier, noise)

    build.__name__ = build.__qualname__ = domain or "avabench"
    build.__doc__ = f"{summary}\n\n{TASK_ARGS_DOC}"
    return task(build)


avabench = _registered(None, "All five domains, interleaved; metrics grouped by domain.")
sale = _registered("sale", "MISA's sales agent serving a shop's customers.")
hr = _registered("hr", "AMIS HRM: leave, approvals, shifts, rooms and calendar, memory.")
crm = _registered(
    "crm", "Accounting and CRM: customers, owners and managers, invoices, receivables."
)
recruitment = _registered(
    "recruitment", "AMIS recruitment: openings, CVs, stages, interviews and rooms, offers."
)
mail = _registered(
    "mail", "AMIS Mail: triage, template replies, forwarding, answers from regulations."
)
