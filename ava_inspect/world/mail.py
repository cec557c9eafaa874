"""AMIS Mail: the requester's mailbox and the company's mail templates."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict

from .records import LOOKUP_CONFIG, Email, IsoDateTime, Record

Folder = Literal["inbox", "sent", "drafts", "archive", "trash"]


class MailMessage(Record):
    """One message in the requester's mailbox."""

    folder: Folder
    sender: Email
    to: list[Email]
    cc: list[Email] = []
    subject: str
    body: str
    sent_at: IsoDateTime
    read: bool = True
    labels: list[str] = []
    in_reply_to: str | None = None
    forwarded_from: str | None = None


class MailTemplate(Record):
    """A company mail template (lookup table); `{placeholders}` are filled in by the writer."""

    model_config = LOOKUP_CONFIG

    name: str
    subject: str
    body: str


class MailWorld(BaseModel):
    """The mail subsystem."""

    model_config = ConfigDict(extra="forbid", strict=True)

    messages: list[MailMessage] = []
    templates: list[MailTemplate] = []
