"""The Inspect tasks: `avabench` for all five domains, and one per domain.

Each is a literal `@task` function, so Inspect sees it everywhere: `inspect list tasks`, its
docs, and `inspect eval ava_inspect/suite.py@hr` (which loads this file outside its
package: imports here are absolute). They share their arguments and checks through `ava_task`.
"""

from __future__ import annotations

from typing import Any

from inspect_ai import Epochs, Task, task
from inspect_ai.model import GenerateConfig, get_model
from inspect_ai.solver import Solver

from ava_inspect.conversation.agent import conversation_agent
from ava_inspect.core.inspect_internals import EpochsCheckedTask
from ava_inspect.endpoints import (
    DEFAULT_MAX_TOKENS,
    RunGuard,
    endpoint_base_url,
    endpoint_setup,
    is_player,
    note_avabench_task,
    ssl_verify,
)
from ava_inspect.harness.arguments import Split, TierFilter, check_task_args
from ava_inspect.harness.dataset import build_dataset, select_tasks
from ava_inspect.harness.setup import world_setup
from ava_inspect.harness.version import TASK_SET_VERSION
from ava_inspect.scorers import reducers
from ava_inspect.scorers.scorer import assertions_scorer

MESSAGE_LIMIT = 80
"""Messages per sample before the run stops it (the agent loop's step limit; `--message-limit`)."""

TOKEN_LIMIT = 2_000_000
"""Tokens (input and output, all model calls) per sample before the run stops it
(`--token-limit`). An office-domain call carries about 50 KB of tool definitions (some 15-20k
tokens), so a sample that reaches the message limit uses about 1M."""

EXPERT_MESSAGE_LIMIT = 240
"""Messages per expert sample (`-T tier=expert`). Measured: careful agents playing the 15 expert
tasks blind at noise 8 used 30-80 messages (several calls per turn); one call per turn would take
up to some 130."""

EXPERT_TOKEN_LIMIT = 12_000_000
"""Tokens per expert sample. Measured on the same plays: 0.1-0.7M input tokens (each call carries
the tool definitions, 25-110 KB, and the conversation so far); one call per turn, up to some 3M."""


def sample_limits(tier: str) -> tuple[int, int]:
    """(message limit, token limit) of a run over `tier` (`--message-limit`/`--token-limit`
    override both)."""
    if tier == "expert":
        return EXPERT_MESSAGE_LIMIT, EXPERT_TOKEN_LIMIT
    return MESSAGE_LIMIT, TOKEN_LIMIT


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
"""The tasks' generate config: the CLI's (or `eval()`'s) values override each one. The output cap
(`endpoints.DEFAULT_MAX_TOKENS`, for self-hosted servers) is the provider's default instead, so
that hosted APIs keep theirs; `--max-tokens` overrides it too."""

MAX_TOKENS_DEFAULT = DEFAULT_MAX_TOKENS
"""Output tokens per call on self-hosted OpenAI-compatible servers without `--max-tokens`."""

PLAYER_CONFIG = GenerateConfig(max_retries=0)
"""A played run's config: no attempt timeout, no total timeout and no retries, since a person
or an agent may think as long as they like and is never asked the same turn twice."""


def generate_defaults() -> GenerateConfig:
    """The safe defaults, or none of the timeouts when the run's model is a player."""
    try:
        model = str(get_model())
    except ValueError:  # no model yet (the task is built outside an eval)
        return SAFE_DEFAULTS
    return PLAYER_CONFIG if is_player(model) else SAFE_DEFAULTS


def default_agent() -> Solver:
    """Inspect's tool loop, which ends when the model answers without calling a tool; in a
    conversation task, the task's user answers that reply until the conversation ends."""
    return conversation_agent()


def ava_task(
    domain: str | None,
    split: Split = "full",
    sample: int | None = None,
    sample_seed: int = 0,
    tier: TierFilter = "all",
    noise: int = 0,
    **unknown: Any,
) -> Task:
    """The Inspect task over the selected tasks of a domain (None: all five).

    Args:
        domain: One of the five domains, or None for all of them (the `avabench` task).
        split: "full", "public" (the stratified sample of 27, seed 0) or "private" (the rest).
        sample: A deterministic sample of this many tasks, spread evenly over the domains.
        sample_seed: The seed of that sample.
        tier: "all", or one tier of the definitions (`arguments.TIER_CHOICES`).
        noise: Distractor records added to every safe table of each task's world.
        **unknown: Any other `-T` argument: an error naming it (Inspect passes them here).

    Every argument is checked before the run (`arguments.check_task_args`): a wrong one raises
    `TaskArgumentError`, naming it and the values it takes.
    """
    check_task_args(split, sample, sample_seed, tier, noise, unknown)
    verify = ssl_verify()  # a value it does not understand is an error here, before the run
    tasks = select_tasks(domain, split, sample, sample_seed, tier)
    name = domain or "avabench"
    message_limit, token_limit = sample_limits(tier)
    note_avabench_task()
    return EpochsCheckedTask(
        dataset=build_dataset(name, tasks, noise),
        setup=[endpoint_setup(), world_setup()],
        solver=default_agent(),
        scorer=assertions_scorer(),
        config=generate_defaults(),
        epochs=Epochs(1, reducers.mean()),
        check_epochs=reducers.check_reducers,  # --epochs-reducer: refused before the run
        early_stopping=RunGuard(),
        message_limit=message_limit,
        token_limit=token_limit,
        score_on_error=True,
        fail_on_error=False,
        version=TASK_SET_VERSION,
        metadata={
            "split": split,
            "sample": sample,
            "sample_seed": sample_seed,
            "tier": tier,
            "noise": noise,
            "ssl_verify": verify,
            "max_tokens_default": MAX_TOKENS_DEFAULT,
            "base_url": endpoint_base_url(),
        },
    )


# The tasks Inspect registers as `ava_inspect/<name>`. Their arguments are `ava_task`'s (which
# documents and checks them); `**unknown` lets a misspelt `-T` argument reach that check.


@task
def avabench(
    split: Split = "full",
    sample: int | None = None,
    sample_seed: int = 0,
    tier: TierFilter = "all",
    noise: int = 0,
    **unknown: Any,
) -> Task:
    """AVABench: all five domains, interleaved; metrics grouped by domain.

    Args: split, sample, sample_seed, tier, noise (see `ava_task`).
    """
    return ava_task(None, split, sample, sample_seed, tier, noise, **unknown)


@task
def sale(
    split: Split = "full",
    sample: int | None = None,
    sample_seed: int = 0,
    tier: TierFilter = "all",
    noise: int = 0,
    **unknown: Any,
) -> Task:
    """AVABench sale: MISA's sales agent serving a shop's customers.

    Args: split, sample, sample_seed, tier, noise (see `ava_task`).
    """
    return ava_task("sale", split, sample, sample_seed, tier, noise, **unknown)


@task
def hr(
    split: Split = "full",
    sample: int | None = None,
    sample_seed: int = 0,
    tier: TierFilter = "all",
    noise: int = 0,
    **unknown: Any,
) -> Task:
    """AVABench hr: AMIS HRM — leave, approvals, shifts, rooms and calendar, memory.

    Args: split, sample, sample_seed, tier, noise (see `ava_task`).
    """
    return ava_task("hr", split, sample, sample_seed, tier, noise, **unknown)


@task
def crm(
    split: Split = "full",
    sample: int | None = None,
    sample_seed: int = 0,
    tier: TierFilter = "all",
    noise: int = 0,
    **unknown: Any,
) -> Task:
    """AVABench crm: accounting and CRM — customers, owners and managers, invoices, receivables.

    Args: split, sample, sample_seed, tier, noise (see `ava_task`).
    """
    return ava_task("crm", split, sample, sample_seed, tier, noise, **unknown)


@task
def recruitment(
    split: Split = "full",
    sample: int | None = None,
    sample_seed: int = 0,
    tier: TierFilter = "all",
    noise: int = 0,
    **unknown: Any,
) -> Task:
    """AVABench recruitment: openings, CVs, stages, interviews and rooms, offers.

    Args: split, sample, sample_seed, tier, noise (see `ava_task`).
    """
    return ava_task("recruitment", split, sample, sample_seed, tier, noise, **unknown)


@task
def mail(
    split: Split = "full",
    sample: int | None = None,
    sample_seed: int = 0,
    tier: TierFilter = "all",
    noise: int = 0,
    **unknown: Any,
) -> Task:
    """AVABench mail: AMIS Mail — triage, template replies, forwarding, answers from regulations.

    Args: split, sample, sample_seed, tier, noise (see `ava_task`).
    """
    return ava_task("mail", split, sample, sample_seed, tier, noise, **unknown)
