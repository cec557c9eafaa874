"""The Inspect tasks: one per domain, and `avabench` for all five."""

from __future__ import annotations

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
) -> Task:
    tasks = select_tasks(domain, split, sample, sample_seed, tier)
    name = domain or "avabench"
    return Task(
        dataset=build_dataset(name, tasks),
        setup=world_setup(),
        solver=default_agent(),
        scorer=assertions_scorer(),
        message_limit=MESSAGE_LIMIT,
        score_on_error=True,
        fail_on_error=False,
        metadata={"split": split, "sample": sample, "sample_seed": sample_seed, "tier": tier},
    )


@task
def avabench(
    split: Split = "full",
    sample: int | None = None,
    sample_seed: int = 0,
    tier: TierFilter = "all",
) -> Task:
    """All five domains, interleaved; metrics grouped by domain."""
    return ava_task(None, split, sample, sample_seed, tier)


@task
def sale(
    split: Split = "full", sample: int | None = None, sample_seed: int = 0, tier: TierFilter = "all"
) -> Task:
    """MISA's sales agent serving a shop's customers."""
    return ava_task("sale", split, sample, sample_seed, tier)


@task
def hr(
    split: Split = "full", sample: int | None = None, sample_seed: int = 0, tier: TierFilter = "all"
) -> Task:
    """AMIS HRM: leave, approvals, shifts, rooms and calendar, memory."""
    return ava_task("hr", split, sample, sample_seed, tier)


@task
def crm(
    split: Split = "full", sample: int | None = None, sample_seed: int = 0, tier: TierFilter = "all"
) -> Task:
    """Accounting and CRM: customers, owners and managers, invoices, receivables."""
    return ava_task("crm", split, sample, sample_seed, tier)


@task
def recruitment(
    split: Split = "full", sample: int | None = None, sample_seed: int = 0, tier: TierFilter = "all"
) -> Task:
    """AMIS recruitment: openings, CVs, stages, interviews and rooms, offers."""
    return ava_task("recruitment", split, sample, sample_seed, tier)


@task
def mail(
    split: Split = "full", sample: int | None = None, sample_seed: int = 0, tier: TierFilter = "all"
) -> Task:
    """AMIS Mail: triage, template replies, forwarding, answers from regulations."""
    return ava_task("mail", split, sample, sample_seed, tier)
