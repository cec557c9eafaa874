"""Task selection, stratified samples, interleaving, samples' metadata, registry."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from ava_inspect.core.inspect_internals import registry_lookup
from ava_inspect.core.world.persist import world_from_data
from ava_inspect.harness.catalog import definitions
from ava_inspect.harness.dataset import (
    interleave,
    public_ids,
    select_tasks,
    stratified_sample,
    to_sample,
)
from ava_inspect.harness.sample_info import SampleInfo, initial_world_data
from ava_inspect.schema.task import LEADERBOARD_TIERS, TaskDefinition
from ava_inspect.subsystems import DOMAINS, MUTABLE_TABLES


def _fake_tasks(per_domain: int) -> list[TaskDefinition]:
    """Copies of a real task under new ids, `per_domain` in each domain."""
    template = definitions()["hr.book_room_basic"].model_dump()
    tasks = []
    for domain in DOMAINS:
        for i in range(per_domain):
            data = {**template, "id": f"{domain}.t{i:02d}", "domain": domain}
            data["requester_id"] = None if domain == "sale" else template["requester_id"]
            tasks.append(TaskDefinition.model_validate(data))
    return tasks


def test_stratified_sample_is_even_and_deterministic() -> None:
    tasks = _fake_tasks(20)
    first = stratified_sample(tasks, 27, 0)
    assert [t.id for t in first] == [t.id for t in stratified_sample(tasks, 27, 0)]
    counts = Counter(t.domain for t in first)
    assert len(first) == 27
    assert sorted(counts.values()) == [5, 5, 5, 6, 6]
    other = stratified_sample(tasks, 27, 1)
    assert {t.id for t in other} != {t.id for t in first}


def test_stratified_sample_does_not_depend_on_input_order() -> None:
    tasks = _fake_tasks(20)
    assert {t.id for t in stratified_sample(tasks, 27, 0)} == {
        t.id for t in stratified_sample(list(reversed(tasks)), 27, 0)
    }


def test_sample_larger_than_pool_takes_everything() -> None:
    tasks = _fake_tasks(2)
    assert len(stratified_sample(tasks, 27, 0)) == 10


def test_interleave_round_robins_domains() -> None:
    order = interleave(_fake_tasks(3))
    assert [t.domain for t in order[:5]] == list(DOMAINS)
    assert [t.domain for t in order[5:10]] == list(DOMAINS)


def test_public_and_private_split_partition_the_set() -> None:
    every = {t.id for t in select_tasks()}
    public = public_ids()
    assert public <= every
    leaderboard = [t for t in definitions().values() if t.tier in LEADERBOARD_TIERS]
    assert public == {t.id for t in stratified_sample(leaderboard, 27, 0)}
    if public == every:
        with pytest.raises(ValueError, match="split=private"):
            select_tasks(split="private")
    else:
        private = {t.id for t in select_tasks(split="private")}
        assert private == every - public


def test_filters_by_domain_and_tier() -> None:
    hard_hr = select_tasks("hr", tier="hard")
    assert hard_hr and all(t.domain == "hr" and t.tier == "hard" for t in hard_hr)
    with pytest.raises(ValueError, match="domain must be one of"):
        select_tasks("finance")
    with pytest.raises(ValueError, match="tier='medium' is not allowed"):
        select_tasks(tier="medium")


def test_sample_metadata_is_plain_json_with_the_initial_world() -> None:
    task = definitions()["hr.leave_split_unpaid"]
    sample = to_sample(task, public=True)
    assert sample.id == task.id
    json.dumps(sample.metadata)  # no live objects: logs re-grade without code
    info = SampleInfo.model_validate(sample.metadata)
    assert (info.task_id, info.domain, info.tier, info.requester_id) == (
        task.id,
        "hr",
        "hard",
        "NV-0004",
    )
    world = initial_world_data(sample.metadata or {})
    assert set(world) == set(MUTABLE_TABLES)
    assert "helpdesk.documents" not in world  # lookup tables stay out
    assert world_from_data(world).get("hr.employees", "NV-0004") is not None


def test_tasks_tools_solver_and_scorer_are_registered_under_the_package() -> None:
    for name in ("avabench", *DOMAINS):
        assert registry_lookup("task", f"ava_inspect/{name}") is not None
    assert registry_lookup("solver", "ava_inspect/oracle") is not None
    assert registry_lookup("scorer", "ava_inspect/assertions_scorer") is not None
    assert registry_lookup("tool", "ava_inspect/amis_hrm_create_leave_request") is not None
