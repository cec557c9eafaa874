"""AMIS Mail: the company's messages, its group mailboxes, and its mail templates.

A message is stored once and belongs to mailboxes: its sender's (in Sent) and its recipients'
(to and cc). A group address belongs to its members: a mailing list (all@, kinhdoanh@) delivers
to each member's mailbox, a shared mailbox (ketoan@, tuyendung@) is opened by each member; both
put the message in the members' mailboxes. A draft (`draft`, even once in the trash) is only in its author's mailbox. An employee
sees the messages of their mailboxes and no others.

`folder`, `read` and `labels` are the message's state in its recipients' mailboxes (one state,
as members of a shared mailbox share it); in its sender's mailbox a sent message is always in
Sent and read. So a colleague's mail stored in `sent` is in the recipient's inbox.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import ClassVar, Literal

from ava_inspect.core.world.records import LOOKUP_CONFIG, Email, IsoDateTime, Record
from ava_inspect.core.world.tables import TableSpec, WorldPart
from ava_inspect.subsystems.hr.records import Employee

Folder = Literal["inbox", "sent", "drafts", "archive", "trash"]


class MailMessage(Record):
    """One message, in the mailboxes of its sender and recipients."""

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
    draft: bool = False
    """Never sent: a draft, in Drafts or thrown in the trash (only in its author's mailbox)."""

    @property
    def unsent(self) -> bool:
        return self.draft or self.folder == "drafts"


class MailGroup(Record):
    """A company group address (lookup table): a mailing list or a shared mailbox.

    Its members are every employee of `department_ids`, plus `member_ids`, or, with `everyone`,
    every employee who has not left.
    """

    model_config = LOOKUP_CONFIG

    address: Email
    name: str
    kind: Literal["list", "shared"]
    everyone: bool = False
    department_ids: list[str] = []
    member_ids: list[str] = []


class MailTemplate(Record):
    """A company mail template (lookup table); `{placeholders}` are filled in by the writer."""

    model_config = LOOKUP_CONFIG

    name: str
    subject: str
    body: str


class MailWorld(WorldPart):
    """The mail subsystem."""

    SUBSYSTEM: ClassVar[str] = "mail"
    TABLES: ClassVar[tuple[TableSpec, ...]] = (
        TableSpec("mail.messages", MailMessage, "TH"),
        TableSpec(
            "mail.groups",
            MailGroup,
            "NHOM",
            lookup=True,
            refs={"department_ids": "hr.departments", "member_ids": "hr.employees"},
        ),
        TableSpec("mail.templates", MailTemplate, "MAU", lookup=True),
    )

    messages: list[MailMessage] = []
    groups: list[MailGroup] = []
    templates: list[MailTemplate] = []


def is_member(group: MailGroup, employee: Employee) -> bool:
    """Whether an employee belongs to a group address (one who has left belongs to none)."""
    if employee.status == "resigned":
        return False
    return (
        group.everyone
        or employee.department_id in group.department_ids
        or employee.id in group.member_ids
    )


@dataclass(frozen=True)
class Mailboxes:
    """An employee's mailboxes: their own address and the group addresses they belong to."""

    own: str
    addresses: frozenset[str]

    @classmethod
    def of(cls, employee: Employee, groups: Iterable[MailGroup]) -> Mailboxes:
        own = employee.email.lower()
        return cls(
            own, frozenset({own, *(g.address.lower() for g in groups if is_member(g, employee))})
        )

    def holds(self, message: MailMessage) -> bool:
        """Whether the message is in these mailboxes (a draft: only in its author's)."""
        if message.unsent:
            return message.sender.lower() == self.own
        return any(a.lower() in self.addresses for a in (message.sender, *message.to, *message.cc))

    def sent(self, message: MailMessage) -> bool:
        """Whether the message was sent from these mailboxes (it is in their Sent folder)."""
        return not message.unsent and message.sender.lower() in self.addresses

    def folder(self, message: MailMessage) -> Folder:
        """The folder the message is in, here."""
        if self.sent(message):
            return "sent"
        return "inbox" if message.folder == "sent" else message.folder

    def read(self, message: MailMessage) -> bool:
        """Whether the message is read, here (one's own sent mail always is)."""
        return self.sent(message) or message.read
