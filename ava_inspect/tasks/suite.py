"""The Inspect tasks: one per domain, and `avabench` for all five."""

from __future__ import annotations

from collections.abc import Callable

from inspect_ai import Task, task
from inspect_ai.solver import Solver, generate

from ..scorers.scorer import assertions_scorer
from .dataset import Split, TierFilter, build_dataset, select_tasks
from .setup import world_setup

MESSAGE_LIMIT = 80
"""Messages per sample before the run stops it (the agent loop's step limit)."""


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
    tasks = select_tasks(domain, split, sample, sample_seed, tier)
    name = domain or "avabench"
    return Task(
        dataset=build_dataset(name, tasks, noise),
        setup=world_setup(),
        solver=default_agent(),
        scorer=assertions_scorer(),
        message_limit=MESSAGE_LIMIT,
        score_on_error=True,
        fail_on_error=False,
        metadata={
            "split": split,
            "sample": sample,
            "sample_seed": sample_seed,
            "tier": tier,
            "noise": noise,
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
