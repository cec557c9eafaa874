"""The noise engine: the safety rule, exact counts, determinism, its own id namespace, metadata,
and the selftest gate on noisy worlds."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from noise_worlds import noisy

from ava_inspect.core.world.persist import world_data
from ava_inspect.core.world.tables import check_references
from ava_inspect.harness.catalog import definitions
from ava_inspect.harness.dataset import to_sample
from ava_inspect.harness.sample_info import SampleInfo, initial_world_data
from ava_inspect.harness.worlds import initial_world
from ava_inspect.noise import NoiseError, add_noise, safe_tables
from ava_inspect.schema.assertions import tables_touched
from ava_inspect.schema.task import TaskDefinition
from ava_inspect.selftest import run_selftest
from ava_inspect.subsystems import LOOKUP_TABLES, MUTABLE_TABLES
from ava_inspect.suite import ava_task

NOISE_ID = re.compile(r"-N\d{3}$")
TASK_IDS = sorted(definitions())


def _task(task_id: str) -> TaskDefinition:
    return definitions()[task_id]


@pytest.mark.parametrize("task_id", TASK_IDS)
def test_no_noise_in_asserted_or_lookup_tables(task_id: str) -> None:
    task = _task(task_id)
    safe = set(safe_tables(task))
    assert not safe & tables_touched(task.assertions)
    assert not safe & set(LOOKUP_TABLES)
    clean, world = initial_world(task), noisy(task_id, 8)
    for table in (*tables_touched(task.assertions), *LOOKUP_TABLES):
        assert [r.id for r in world.table(table)] == [r.id for r in clean.table(table)], table


@pytest.mark.parametrize("n", [1, 8, 64])
@pytest.mark.parametrize("task_id", TASK_IDS)
def test_each_safe_table_gets_exactly_n_in_their_own_namespace(task_id: str, n: int) -> None:
    task = _task(task_id)
    clean, world = initial_world(task), noisy(task_id, n)
    safe = safe_tables(task)
    assert safe, "every task leaves some table safe for noise"
    for table in MUTABLE_TABLES:
        added = [r.id for r in world.table(table) if r.id not in {x.id for x in clean.table(table)}]
        assert len(added) == (n if table in safe else 0), table
        assert all(NOISE_ID.search(i) for i in added), table
        # the ids tools create do not move
        assert world.next_id(table) == clean.next_id(table), table
    assert check_references(world) == []


@pytest.mark.parametrize("task_id", TASK_IDS)
def test_noise_is_deterministic(task_id: str) -> None:
    task = _task(task_id)
    first, report = add_noise(initial_world(task), task, 8)
    again, report_again = add_noise(initial_world(task), task, 8)
    assert world_data(first) == world_data(again)
    assert report == report_again
    other, _ = add_noise(initial_world(task), task, 9)
    assert world_data(other) != world_data(first)


def test_zero_noise_is_the_clean_world() -> None:
    task = _task(TASK_IDS[0])
    world, report = add_noise(initial_world(task), task, 0)
    assert world_data(world) == world_data(initial_world(task))
    assert report.counts == {}
    with pytest.raises(ValueError, match="noise"):
        add_noise(initial_world(task), task, -1)


def test_sample_metadata_records_the_noise() -> None:
    task = _task("hr.leave_split_unpaid")
    sample = to_sample(task, public=True, noise=8)
    info = SampleInfo.model_validate(sample.metadata)
    assert info.noise == 8
    assert info.noise_counts == {t: 8 for t in safe_tables(task)}
    json.dumps(sample.metadata)
    assert initial_world_data(sample.metadata or {}) == world_data(noisy(task.id, 8))


def test_task_argument_reaches_every_sample() -> None:
    task = ava_task("crm", noise=3)
    for sample in task.dataset:
        assert (sample.metadata or {})["noise"] == 3
    with pytest.raises(ValueError, match="noise"):
        ava_task("crm", noise=-2)


@pytest.mark.slow  # every solution of a domain through Inspect, twice: `avabench selftest` too
@pytest.mark.parametrize("domain", ["sale", "hr", "crm", "recruitment", "mail"])
@pytest.mark.parametrize("n", [8, pytest.param(64, marks=pytest.mark.deep)])
def test_selftest_passes_on_noisy_worlds(n: int, domain: str, tmp_path: object) -> None:
    """Every solution of a domain scores as required on its noisy world (one test per domain, so
    the parallel workers share the load)."""
    verdicts, _ = run_selftest(n, log_dir=str(tmp_path), only=[f"{domain}.*"], workers=1)
    failed = [v for v in verdicts if not v.ok]
    assert not failed, "\n".join(f"{v.task_id} {v.play}: {v.message}" for v in failed)
    tasks = [t for t in definitions().values() if t.domain == domain]
    assert len(verdicts) == sum(1 + len(t.anti_oracles) for t in tasks)


def test_a_failed_play_on_a_noisy_world_names_the_noise_involved(tmp_path: object) -> None:
    """A reference judged against a stricter assertion fails, naming the task, the assertion
    and the noise records the assertion matched."""
    import inspect_ai

    from ava_inspect.selftest import judge, selftest_task

    task = _task("hr.leave_split_unpaid")
    [log] = inspect_ai.eval(
        selftest_task([task], 8), model="none", log_dir=str(tmp_path), display="none"
    )
    reference = next(s for s in log.samples or [] if s.id == f"{task.id}#reference")
    # the same sample judged as if it should have found a balance row of a noise year
    stricter = task.model_copy(deep=True)
    score = reference.scores["assertions_scorer"]  # type: ignore[index]
    rows = score.metadata["assertions"]  # type: ignore[index]
    rows[0] = {**rows[0], "outcome": "failed", "detail": "forced"}
    score.value["task_completed_correctly"] = 0  # type: ignore[index]
    object.__setattr__(
        stricter.assertions[0],
        "where",
        {"employee_id": {"ne": "NV-0004"}},
    )
    object.__setattr__(stricter.assertions[0], "table", "hr.leave_balances")
    verdict = judge(reference, stricter)
    assert not verdict.ok
    assert verdict.task_id == task.id
    assert "annual_request failed" in verdict.message
    assert "noise 8" in verdict.message
    assert re.search(r"hr\.leave_balances QP-N\d{3}", verdict.message)


def test_dates_that_fill_the_window_get_an_error_naming_the_task_and_the_fix() -> None:
    """A seed whose dates leave a generator no free day (every day between two dates less than a
    week apart is kept free of distractors) stops with the task, the table and what to change,
    not with a bare IndexError or RuntimeError from inside a generator."""
    import copy
    from datetime import date, timedelta

    from ava_inspect.harness.discovery import RawTask, parse
    from ava_inspect.tasks.hr.leave_split_unpaid import TASK

    task: dict[str, Any] = copy.deepcopy(TASK)
    day = date(2026, 11, 2)
    rows: list[dict[str, Any]] = []
    while day < date(2027, 2, 10):
        rows.append(
            {
                "id": f"DNP-{900 + len(rows):04d}",
                "employee_id": "NV-0004",
                "leave_type": "unpaid",
                "start_date": day.isoformat(),
                "end_date": day.isoformat(),
                "days": 1,
                "reason": "Việc riêng",
                "status": "rejected",
            }
        )
        day += timedelta(days=6)
    task["seed"] = {"hr.leave_requests": rows}
    definition, problems = parse(RawTask("ava_inspect.tasks.hr.probe", "hr", task))
    assert definition is not None and problems == []
    with pytest.raises(NoiseError) as caught:
        add_noise(initial_world(definition), definition, 8)
    message = str(caught.value)
    assert message.startswith("hr.leave_split_unpaid: noise for ")
    assert "spread them out" in message
