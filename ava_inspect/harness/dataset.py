"""Choosing tasks (split, tier, stratified sample) and turning them into Inspect samples."""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence

from inspect_ai.dataset import MemoryDataset, Sample
from inspect_ai.model import ChatMessage, ChatMessageAssistant, ChatMessageUser

from ava_inspect.core.world.persist import world_data
from ava_inspect.harness.arguments import Split, TaskArgumentError, TierFilter, check_task_args
from ava_inspect.harness.catalog import definitions
from ava_inspect.harness.digest import combined, remember_world, setup_parts
from ava_inspect.harness.reference import play_reference
from ava_inspect.harness.sample_info import INITIAL_WORLD_KEY, SampleInfo, encode_world
from ava_inspect.harness.version import TASK_SET_VERSION
from ava_inspect.harness.worlds import initial_world
from ava_inspect.noise import add_noise
from ava_inspect.schema.task import LEADERBOARD_TIERS, TaskDefinition
from ava_inspect.subsystems import DOMAINS

PUBLIC_SAMPLE = 27
PUBLIC_SEED = 0


def stratified_sample(tasks: Sequence[TaskDefinition], n: int, seed: int) -> list[TaskDefinition]:
    """A deterministic sample of `n` tasks spread as evenly as possible over the domains.

    Each domain's tasks are shuffled with a generator seeded by (seed, domain); domains are
    served round-robin in a seeded order until `n` tasks are taken (or none are left).
    """
    by_domain = {
        d: sorted((t for t in tasks if t.domain == d), key=lambda t: t.id) for d in DOMAINS
    }
    for domain, items in by_domain.items():
        random.Random(f"{seed}:{domain}").shuffle(items)
    order = [d for d in DOMAINS if by_domain[d]]
    random.Random(seed).shuffle(order)
    taken: list[TaskDefinition] = []
    while len(taken) < n and any(by_domain[d] for d in order):
        for domain in order:
            if by_domain[domain] and len(taken) < n:
                taken.append(by_domain[domain].pop(0))
    return taken


def public_ids(tasks: Iterable[TaskDefinition] | None = None) -> set[str]:
    """The public set: `sample=27, sample_seed=0` over the full set of the brief's 100 tasks (the
    expert tier has no public tasks)."""
    pool = [
        t
        for t in (tasks if tasks is not None else definitions().values())
        if t.tier in LEADERBOARD_TIERS
    ]
    return {t.id for t in stratified_sample(pool, PUBLIC_SAMPLE, PUBLIC_SEED)}


def interleave(tasks: Sequence[TaskDefinition]) -> list[TaskDefinition]:
    """Tasks in round-robin domain order, so a partial run is not biased toward one domain."""
    queues = {d: [t for t in tasks if t.domain == d] for d in DOMAINS}
    out: list[TaskDefinition] = []
    while any(queues.values()):
        for d in DOMAINS:
            if queues[d]:
                out.append(queues[d].pop(0))
    return out


def select_tasks(
    domain: str | None = None,
    split: Split = "full",
    sample: int | None = None,
    sample_seed: int = 0,
    tier: TierFilter = "all",
) -> list[TaskDefinition]:
    """The tasks a run covers, in run order (a bad argument: `TaskArgumentError`)."""
    check_task_args(split, sample, sample_seed, tier, 0)
    if domain is not None and domain not in DOMAINS:
        raise ValueError(f"domain must be one of {', '.join(DOMAINS)}, not '{domain}'")
    every = sorted(definitions().values(), key=lambda t: t.id)
    public = public_ids(every)
    chosen = [
        t
        for t in every
        if (split == "full" or (t.id in public) == (split == "public"))
        and (domain is None or t.domain == domain)
        and (t.tier == tier if tier != "all" else t.tier in LEADERBOARD_TIERS)
    ]
    selection = f"domain={domain or 'all'} split={split} tier={tier}"
    if not chosen:
        raise TaskArgumentError(
            f"no task matches {selection} ({len(every)} tasks in the set, {len(public)} of them "
            "public)"
        )
    if sample is not None:
        if sample > len(chosen):
            raise TaskArgumentError(
                f"sample={sample} is more than the {len(chosen)} tasks of {selection}: give a "
                f"number from 1 to {len(chosen)}, or leave sample out to run all {len(chosen)}."
            )
        chosen = stratified_sample(chosen, sample, sample_seed)
    return interleave(chosen)


def prompt_messages(task: TaskDefinition) -> list[ChatMessage]:
    """The conversation the agent receives (after the system message)."""
    if isinstance(task.prompt, str):
        return [ChatMessageUser(content=task.prompt)]
    return [
        ChatMessageUser(content=t.text)
        if t.role == "customer"
        else ChatMessageAssistant(content=t.text)
        for t in task.prompt
    ]


def to_samples(
    task: TaskDefinition, public: bool, plays: Sequence[str | None] = (None,), noise: int = 0
) -> list[Sample]:
    """Inspect samples of one task, one per play (None: the agent's own run), sharing one world:
    the prompt, and metadata carrying the task id, its initial world (with `noise` distractors
    in every safe table), what the reference solution changes on that world, and the digests of
    everything put before the agent (`digest`)."""
    world, report = add_noise(initial_world(task), task, noise)
    rows = world_data(world)
    encoded = encode_world(rows)
    reference = play_reference(task, world, rows)  # the world is not needed after this
    parts = setup_parts(task, remember_world(task, report.noise, encoded))
    samples = []
    for play in plays:
        info = SampleInfo(
            task_id=task.id,
            summary=task.summary,
            domain=task.domain,
            tier=task.tier,
            public=public,
            requester_id=task.requester_id,
            noise=report.noise,
            noise_counts=report.counts,
            play=play,
            reference=reference,
            setup=combined(parts),
            setup_parts=parts,
            task_version=TASK_SET_VERSION,
        )
        samples.append(
            Sample(
                id=task.id if play is None else f"{task.id}#{play}",
                input=prompt_messages(task),
                metadata={**info.model_dump(mode="json"), INITIAL_WORLD_KEY: encoded},
            )
        )
    return samples


def to_sample(
    task: TaskDefinition, public: bool, play: str | None = None, noise: int = 0
) -> Sample:
    """The Inspect sample of one task (and play): see `to_samples`."""
    return to_samples(task, public, (play,), noise)[0]


def build_dataset(name: str, tasks: Sequence[TaskDefinition], noise: int = 0) -> MemoryDataset:
    public = public_ids()
    return MemoryDataset([to_sample(t, t.id in public, noise=noise) for t in tasks], name=name)
