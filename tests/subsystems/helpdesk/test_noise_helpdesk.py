"""Noise for the helpdesk tables: exact counts where safe, own id namespace, valid references,
tickets and memory notes that belong to people the task is not about, and determinism."""

from __future__ import annotations

import pytest
from noise_checks import CASES, TASKS, check_exactly_n_in_the_namespace, check_rebuilt_alike, whole
from noise_worlds import added, task_people

from ava_inspect.core.world.clock import TODAY

TABLES = ("helpdesk.tickets", "helpdesk.memory")


@pytest.mark.parametrize(("task_id", "n"), CASES)
def test_exactly_n_where_safe_in_own_namespace(task_id: str, n: int) -> None:
    check_exactly_n_in_the_namespace(task_id, n, TABLES, added)


@pytest.mark.parametrize(("task_id", "n"), CASES)
def test_tickets_and_memory_belong_to_others(task_id: str, n: int) -> None:
    people = task_people(task_id)
    for t in added(task_id, n, "helpdesk.tickets"):
        assert t.status in ("resolved", "closed"), t.id
        assert t.requester_id not in people, t.id
        assert all(c.author_id not in people for c in t.comments), t.id
        assert t.created_date < TODAY.isoformat(), t.id
    for note in added(task_id, n, "helpdesk.memory"):
        assert note.owner_id not in people, note.id
    notes = [x.content for x in added(task_id, n, "helpdesk.memory")]
    assert len(set(notes)) >= min(len(notes), 8)


@pytest.mark.parametrize("task_id", TASKS)
def test_deterministic(task_id: str) -> None:
    check_rebuilt_alike(task_id, TABLES, whole)
