"""Noise for the mail table: exact counts where safe, own id namespace, valid references, mail
never sent by or about the task's people and in the requester's mailboxes, and determinism (the
helpdesk's and the sale's are in tests/subsystems/helpdesk and tests/subsystems/sale)."""

from __future__ import annotations

import pytest
from noise_checks import CASES, TASKS, check_exactly_n_in_the_namespace, check_rebuilt_alike, whole
from noise_worlds import added, clean, noisy, task_people

from ava_inspect.core.world.clock import TODAY
from ava_inspect.harness.catalog import definitions
from ava_inspect.noise import task_focus
from ava_inspect.subsystems.hr.records import HrWorld
from ava_inspect.subsystems.mail.records import Mailboxes, MailWorld

TABLES = ("mail.messages",)


@pytest.mark.parametrize(("task_id", "n"), CASES)
def test_exactly_n_where_safe_in_own_namespace(task_id: str, n: int) -> None:
    check_exactly_n_in_the_namespace(task_id, n, TABLES, added)


@pytest.mark.parametrize(("task_id", "n"), CASES)
def test_mail_never_sent_never_from_the_task(task_id: str, n: int) -> None:
    world = clean(task_id)
    people = task_people(task_id)
    their_mail = {e.email for e in HrWorld.of(world).employees if e.id in people}
    for m in added(task_id, n, "mail.messages"):
        assert m.folder in ("inbox", "archive"), m.id
        assert m.sender not in their_mail, m.id
        assert m.sent_at < f"{TODAY.isoformat()}T08:00", m.id
        assert m.in_reply_to is None and m.forwarded_from is None
        assert m.read or m.folder == "inbox", m.id
        for d in task_focus(definitions()[task_id], world).dates:
            assert d not in m.body


@pytest.mark.parametrize(("task_id", "n"), CASES)
def test_mail_noise_is_in_the_requesters_mailboxes(task_id: str, n: int) -> None:
    task = definitions()[task_id]
    if task.requester_id is None:
        return
    world = noisy(task_id, n)
    box = Mailboxes.of(world.record("hr.employees", task.requester_id), MailWorld.of(world).groups)
    for m in added(task_id, n, "mail.messages"):
        assert box.holds(m), (m.id, m.to)
        assert box.folder(m) == m.folder, m.id


@pytest.mark.parametrize("task_id", TASKS)
def test_deterministic(task_id: str) -> None:
    check_rebuilt_alike(task_id, TABLES, whole)
