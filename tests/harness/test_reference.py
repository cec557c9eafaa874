"""What the reference solution changes, recorded in each sample when it is made (collateral writes
read it instead of playing the reference again), and the partial worlds the grader reads."""

from __future__ import annotations

import pytest

from ava_inspect.core.world.persist import world_data, world_from_data
from ava_inspect.harness.catalog import definitions, get_definition
from ava_inspect.harness.dataset import to_sample
from ava_inspect.harness.reference import ReferenceChanges, reference_key, replay_reference
from ava_inspect.harness.sample_info import SampleInfo, initial_world_data
from ava_inspect.harness.worlds import initial_world
from ava_inspect.schema.task import Call
from ava_inspect.scorers.collateral import sample_reference

TASK = "hr.leave_split_unpaid"


@pytest.mark.parametrize("noise", [0, 8])
@pytest.mark.parametrize("task_id", sorted(definitions()))
def test_the_recorded_reference_is_what_a_replay_finds(task_id: str, noise: int) -> None:
    task = get_definition(task_id)
    sample = to_sample(task, public=False, noise=noise)
    recorded = SampleInfo.model_validate(sample.metadata).reference
    assert recorded is not None and recorded.key == reference_key(task)
    assert recorded.problem is None, f"{task_id}: the reference is not playable: {recorded.problem}"
    assert recorded.touched or recorded.created, f"{task_id}: the reference changes nothing"
    assert recorded == replay_reference(task, initial_world_data(sample.metadata or {}))


def test_a_recorded_reference_is_used_only_under_the_current_key() -> None:
    task = get_definition(TASK)
    metadata = to_sample(task, public=False).metadata or {}
    initial = initial_world_data(metadata)
    true = replay_reference(task, initial)
    planted = ReferenceChanges(key=reference_key(task), touched=[("hr.employees", "NV-0001")])
    assert sample_reference(task, planted, metadata, initial) is planted
    stale = planted.model_copy(update={"key": "made-by-another-reference"})
    assert sample_reference(task, stale, metadata, initial) == true
    # a log from before it was recorded
    assert sample_reference(task, None, metadata, initial) == true


def test_the_key_names_the_reference_calls_and_its_requester() -> None:
    task = get_definition(TASK)
    assert reference_key(task) == reference_key(task.model_copy())
    first = task.oracle_calls[0]
    other_args = Call(tool=first.tool, args={**first.args, "_note": "x"})
    changed = task.model_copy(update={"oracle": [other_args, *task.oracle_calls[1:]]})
    assert reference_key(changed) != reference_key(task)
    fewer = task.model_copy(update={"oracle": task.oracle_calls[:-1]})
    assert reference_key(fewer) != reference_key(task)
    someone_else = task.model_copy(update={"requester_id": "NV-0001"})
    assert reference_key(someone_else) != reference_key(task)


def test_an_unplayable_reference_is_recorded_as_a_problem() -> None:
    task = get_definition(TASK)
    broken = task.model_copy(
        update={"oracle": [Call(tool="amis_hrm_get_employee", args={"employee_id": "NV-9999"})]}
    )
    metadata = to_sample(task, public=False).metadata or {}
    reference = replay_reference(broken, initial_world_data(metadata))
    assert reference.problem and "NV-9999" in reference.problem
    assert not reference.touched and not reference.created


def test_a_partial_world_loads_only_the_tables_asked_for() -> None:
    data = world_data(initial_world(get_definition(TASK)))
    full = world_from_data(data)
    partial = world_from_data(data, ["hr.leave_requests"])
    assert partial.table("hr.leave_requests") == full.table("hr.leave_requests")
    assert partial.table("sale.products")  # lookup tables are always there
    for read in (list, len, bool, lambda t: t[0], lambda t: None in t):
        with pytest.raises(LookupError, match=r"'hr\.employees' was not loaded"):
            read(partial.table("hr.employees"))
