"""AMIS CRM and accounting: customers, contacts, opportunities, activities, invoices, payments."""

from __future__ import annotations

from typing import ClassVar, Literal

from ava_inspect.core.world.records import Email, IsoDate, Money, Record
from ava_inspect.core.world.tables import TableSpec, WorldPart


class Customer(Record):
    """A customer company or person; `owner_id` is the employee in charge."""

    name: str
    kind: Literal["external", "internal"] = "external"
    tax_code: str = ""
    address: str = ""
    email: Email | None = None
    phone: str = ""
    owner_id: str
    note: str = ""


class Contact(Record):
    """A person at a customer."""

    customer_id: str
    full_name: str
    title: str = ""
    email: Email | None = None
    phone: str = ""


class Opportunity(Record):
    """A sales opportunity."""

    customer_id: str
    name: str
    stage: Literal["new", "qualified", "proposal", "negotiation", "won", "lost"]
    amount: Money
    owner_id: str
    expected_close: IsoDate


class Activity(Record):
    """A logged interaction with a customer."""

    customer_id: str
    kind: Literal["call", "meeting", "email", "note", "reminder"]
    content: str
    date: IsoDate
    created_by: str


class Invoice(Record):
    """A sales invoice; `paid_amount` sums the recorded payments."""

    customer_id: str
    issue_date: IsoDate
    due_date: IsoDate
    amount: Money
    paid_amount: Money = 0
    status: Literal["unpaid", "partially_paid", "paid", "cancelled"] = "unpaid"
    description: str = ""


class Payment(Record):
    """Money received against an invoice."""

    invoice_id: str
    amount: Money
    date: IsoDate
    method: Literal["bank_transfer", "cash"] = "bank_transfer"
    note: str = ""


class CrmWorld(WorldPart):
    """The CRM and accounting subsystem."""

    SUBSYSTEM: ClassVar[str] = "crm"
    TABLES: ClassVar[tuple[TableSpec, ...]] = (
        TableSpec("crm.customers", Customer, "KH", refs={"owner_id": "hr.employees"}),
        TableSpec("crm.contacts", Contact, "LH", refs={"customer_id": "crm.customers"}),
        TableSpec(
            "crm.opportunities",
            Opportunity,
            "CH",
            refs={"customer_id": "crm.customers", "owner_id": "hr.employees"},
        ),
        TableSpec(
            "crm.activities",
            Activity,
            "HDG",
            refs={"customer_id": "crm.customers", "created_by": "hr.employees"},
        ),
        TableSpec("crm.invoices", Invoice, "HD", refs={"customer_id": "crm.customers"}),
        TableSpec("crm.payments", Payment, "PT", refs={"invoice_id": "crm.invoices"}),
    )

    customers: list[Customer] = []
    contacts: list[Contact] = []
    opportunities: list[Opportunity] = []
    activities: list[Activity] = []
    invoices: list[Invoice] = []
    payments: list[Payment] = []
