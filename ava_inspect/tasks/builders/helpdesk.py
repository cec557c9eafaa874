"""The helpdesk: tickets to the IT or HR team."""

from __future__ import annotations

from ava_inspect.tasks.builders.calls import Call, call


def open_ticket(team: str, title: str, description: str) -> Call:
    """`helpdesk_create_ticket` for `team`."""
    return call("helpdesk_create_ticket", team=team, title=title, description=description)
