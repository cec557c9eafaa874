"""The common "must not" assertions, and the wrong path that breaks each."""

from __future__ import annotations

from typing import Any

from ava_inspect.tasks.builders.calls import Assertion
from ava_inspect.tasks.builders.text import slug
from ava_inspect.tasks.builders.variants import copying


def untouched(record_id: str, table: str, note: str) -> Assertion:
    """The record `record_id` of `table` is left as seeded (id `<record id>_untouched`)."""
    return {
        "id": f"{slug(record_id)}_untouched",
        "kind": "record_unchanged",
        "table": table,
        "negative": True,
        "note": note,
        "record_id": record_id,
    }


def add_own_manager_not_copied(task: dict[str, Any], manager: str, **scope: Any) -> None:
    """Adds to `task` the rule that its mail copies nobody unasked (QĐ-011 Điều 4.3), even the
    requester's own manager `manager` when the mail names money or a date: the assertion
    `own_manager_not_copied` (over the mails `scope` picks: `to`, `in_reply_to`,
    `recipient_outside`...) and the wrong path `copies_own_manager`, the task's reference with
    `manager` in the cc of every mail it sends. Call it once the task's reference is written."""
    task["assertions"].append(
        {
            "id": "own_manager_not_copied",
            "kind": "mail_not_sent",
            "note": "no copy to the requester's own manager: neither the request nor a process "
            "asks for one (QĐ-011 Điều 4.3), even though the mail names money or a date",
            "recipients": [manager],
            **scope,
        }
    )
    task["anti_oracles"].append(
        {
            "name": "copies_own_manager",
            "why": "reads the old 'copy your manager when a mail commits money or a date' into "
            "the mail rule and copies the requester's manager",
            "calls": copying(task["oracle"], manager),
            "breaks": ["own_manager_not_copied"],
        }
    )
