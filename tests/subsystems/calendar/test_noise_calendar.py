"""Noise of the calendar tables: counts, ids, references, room bookings and events that keep clear
of the task and of each other, nobody booked on a day off, and determinism."""

from __future__ import annotations

import pytest
from noise_checks import (
    CASES,
    TASKS,
    check_counts_ids_and_references,
    check_rebuilt_alike,
    noise,
    on_leave,
)
from noise_worlds import focus, noisy

from ava_inspect.subsystems.calendar.records import CalendarWorld

TABLES = ("calendar.bookings", "calendar.events")


@pytest.mark.parametrize(("task_id", "n"), CASES)
def test_counts_ids_and_references(task_id: str, n: int) -> None:
    check_counts_ids_and_references(task_id, n, TABLES)


@pytest.mark.parametrize(("task_id", "n"), CASES)
def test_calendar_keeps_clear_of_the_task(task_id: str, n: int) -> None:
    world = noisy(task_id, n)
    dates = focus(task_id).dates
    seats = {r.id: r.seats for r in CalendarWorld.of(world).rooms}
    booked = [b for b in CalendarWorld.of(world).bookings if b.status == "booked"]
    for b in noise(world, "calendar.bookings"):
        assert b.date not in dates
        assert 1 <= b.attendees <= seats[b.room_id]
        for other in booked:
            if other.id != b.id and other.room_id == b.room_id and other.date == b.date:
                assert other.end <= b.start or b.end <= other.start, (b.id, other.id)
    confirmed = [e for e in CalendarWorld.of(world).events if e.status == "confirmed"]
    for e in noise(world, "calendar.events"):
        assert e.date not in dates
        assert e.organizer_id not in e.attendee_ids
        assert len(set(e.attendee_ids)) == len(e.attendee_ids)
        if e.status != "confirmed":
            continue
        who = {e.organizer_id, *e.attendee_ids}
        for event in confirmed:
            if (
                event.id != e.id
                and event.date == e.date
                and who
                & {
                    event.organizer_id,
                    *event.attendee_ids,
                }
            ):
                assert event.end <= e.start or e.end <= event.start, (e.id, event.id)


@pytest.mark.parametrize("task_id", TASKS)
def test_deterministic(task_id: str) -> None:
    check_rebuilt_alike(task_id, TABLES, noise)


@pytest.mark.parametrize(("task_id", "n"), CASES)
def test_nobody_works_on_a_day_off(task_id: str, n: int) -> None:
    world = noisy(task_id, n)
    away = on_leave(world)
    for b in noise(world, "calendar.bookings"):
        assert not away(b.organizer_id, b.date), b.id
    for e in noise(world, "calendar.events"):
        assert not any(away(p, e.date) for p in (e.organizer_id, *e.attendee_ids)), e.id
