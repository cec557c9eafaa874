"""Noise of the recruitment tables: counts, ids, references, unique keys, no candidate repeating
a real person or one the task is about, interviews clear of the task and of each other, offers,
evaluations and openings that follow the process, CVs whose dates give the experience they
state, and determinism."""

from __future__ import annotations

from typing import Any

import pytest
from cv_years import periods, problems, stated
from noise_checks import (
    CASES,
    TASKS,
    check_exactly_n_in_the_namespace,
    check_generated_again,
    check_no_repeated_identity,
    check_unique_keys,
    marked,
    marked_rows,
    unmarked,
)
from noise_worlds import focus, noisy

from ava_inspect.core.tools.common import fold
from ava_inspect.core.world.clock import TODAY
from ava_inspect.subsystems.calendar.records import CalendarWorld
from ava_inspect.subsystems.hr.records import HrWorld
from ava_inspect.subsystems.recruitment.records import RecruitmentWorld

TABLES = (
    "recruitment.job_openings",
    "recruitment.candidates",
    "recruitment.interviews",
    "recruitment.evaluations",
    "recruitment.offers",
)


@pytest.mark.parametrize(("task_id", "n"), CASES)
def test_counts_ids_and_references(task_id: str, n: int) -> None:
    check_exactly_n_in_the_namespace(task_id, n, TABLES, marked_rows)


@pytest.mark.parametrize(("task_id", "n"), CASES)
def test_unique_keys(task_id: str, n: int) -> None:
    check_unique_keys(
        noisy(task_id, n),
        (
            ("recruitment.candidates", "email"),
            ("recruitment.candidates", "full_name"),
            ("recruitment.job_openings", "title"),
        ),
    )


@pytest.mark.parametrize(("task_id", "n"), CASES)
def test_no_repeated_identity(task_id: str, n: int) -> None:
    world = noisy(task_id, n)
    check_no_repeated_identity(world, task_id, (("recruitment.candidates", "full_name"),))


def _overlap(a: Any, b: Any) -> bool:
    return bool(a.date == b.date and a.start < b.end and b.start < a.end)


@pytest.mark.parametrize(("task_id", "n"), CASES)
def test_interviews_clash_free_and_off_focus_dates(task_id: str, n: int) -> None:
    world = noisy(task_id, n)
    dates = focus(task_id).dates
    live = [i for i in RecruitmentWorld.of(world).interviews if i.status != "cancelled"]
    bookings = [b for b in CalendarWorld.of(world).bookings if b.status == "booked"]
    events = [e for e in CalendarWorld.of(world).events if e.status == "confirmed"]
    leave = [r for r in HrWorld.of(world).leave_requests if r.status in ("pending", "approved")]
    for i in marked(world, "recruitment.interviews"):
        assert i.date not in dates, i.id
        cand = world.record("recruitment.candidates", i.candidate_id)
        assert cand.job_id == i.job_id
        assert (i.status == "scheduled") == (i.date > TODAY.isoformat()), i.id
        if i.room_id:
            room = world.record("calendar.rooms", i.room_id)
            assert room.seats >= 6
        for other in live:
            if other.id == i.id or not _overlap(i, other):
                continue
            assert not (i.room_id and i.room_id == other.room_id), (i.id, other.id)
            assert not set(i.panel_ids) & set(other.panel_ids), (i.id, other.id)
        for b in bookings:
            if _overlap(i, b):
                assert b.room_id != i.room_id and b.organizer_id not in i.panel_ids, (i.id, b.id)
        for e in events:
            if _overlap(i, e):
                assert not {e.organizer_id, *e.attendee_ids} & set(i.panel_ids), (i.id, e.id)
        for r in leave:
            assert not (r.employee_id in i.panel_ids and r.start_date <= i.date <= r.end_date)


@pytest.mark.parametrize(("task_id", "n"), CASES)
def test_recruitment_consistent(task_id: str, n: int) -> None:
    world = noisy(task_id, n)
    for o in marked(world, "recruitment.offers"):
        job = world.record("recruitment.job_openings", o.job_id)
        cand = world.record("recruitment.candidates", o.candidate_id)
        assert job.salary_min <= o.salary <= job.salary_max, o.id
        assert cand.job_id == job.id
        assert (
            o.status == "withdrawn"
            or {
                "offer": "sent",
                "hired": "accepted",
                "rejected": "declined",
            }[cand.stage]
            == o.status
        ), o.id
    for c in marked(world, "recruitment.candidates"):
        if c.stage in ("offer", "hired"):
            assert "-N" in c.job_id, c.id  # never fills a real opening's headcount
        same_job = [
            f
            for f in focus(task_id).records(world, "recruitment.candidates")
            if f.job_id == c.job_id
        ]
        assert all(fold(f.full_name.split()[-1]) != fold(c.full_name.split()[-1]) for f in same_job)
    for e in marked(world, "recruitment.evaluations"):
        panels = [
            i.panel_ids
            for i in RecruitmentWorld.of(world).interviews
            if i.candidate_id == e.candidate_id and i.kind == "panel" and i.status == "done"
        ]
        assert any(e.evaluator_id in p for p in panels), e.id
    evaluated = [(e.candidate_id, e.evaluator_id) for e in RecruitmentWorld.of(world).evaluations]
    assert len(evaluated) == len(set(evaluated))
    real_titles = {fold(j.title) for j in unmarked(world, "recruitment.job_openings")}
    for j in marked(world, "recruitment.job_openings"):
        assert not any(t in fold(j.title) for t in real_titles), j.title
        assert j.salary_min <= j.salary_max
        assert j.hiring_manager_id != j.recruiter_id


@pytest.mark.parametrize(("task_id", "n"), CASES)
def test_noise_cvs_date_the_experience_they_state(task_id: str, n: int) -> None:
    for c in marked(noisy(task_id, n), "recruitment.candidates"):
        assert periods(c.cv_text) and stated(c.cv_text), c.id
        assert problems(c.cv_text) == [], (c.id, c.cv_text)


@pytest.mark.parametrize("task_id", TASKS)
def test_deterministic(task_id: str) -> None:
    """Generating again from scratch gives exactly the records of the noisy world."""
    check_generated_again(task_id, TABLES)
