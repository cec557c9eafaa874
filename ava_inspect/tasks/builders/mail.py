"""Mails: writing, replying and forwarding (AMIS Mail's tools), and an inbox mail to seed."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ava_inspect.tasks.builders.calls import Call, Record, addresses, call


def write_mail(
    to: str | Sequence[str],
    subject: str,
    body: str,
    *,
    cc: str | Sequence[str] | None = None,
) -> Call:
    """A new mail (`cc` left out unless given; an empty list is given)."""
    copies = {} if cc is None else {"cc": addresses(cc)}
    return call("amismail_write_mail", to=addresses(to), **copies, subject=subject, body=body)


def reply(message_id: str, body: str, *, cc: str | Sequence[str] | None = None) -> Call:
    """A reply to the mail `message_id`: its sender gets it, and `cc` when given."""
    copies = {} if cc is None else {"cc": addresses(cc)}
    return call("amismail_reply_mail", message_id=message_id, **copies, body=body)


def forward(
    message_id: str,
    to: str | Sequence[str],
    note: str,
    *,
    cc: str | Sequence[str] | None = None,
) -> Call:
    """The mail `message_id` forwarded to `to` with a `note` above it."""
    copies = {} if cc is None else {"cc": addresses(cc)}
    return call(
        "amismail_forward_mail", message_id=message_id, to=addresses(to), note=note, **copies
    )


def inbox_mail(
    id: str,
    sender: str,
    to: str | Sequence[str],
    subject: str,
    body: str,
    sent_at: str,
    **more: Any,
) -> Record:
    """An unread mail in the inbox of `to` (`more`: `in_reply_to`, or `read=True`)."""
    return {
        "id": id,
        "folder": "inbox",
        "sender": sender,
        "to": addresses(to),
        "subject": subject,
        "body": body,
        "sent_at": sent_at,
        "read": more.pop("read", False),
        **more,
    }
