"""Customers' money and history: payments recorded against invoices (AMIS Kế toán) and
activities logged on customers (AMIS CRM)."""

from __future__ import annotations

from ava_inspect.core.world.clock import TODAY
from ava_inspect.schema.skills import Skill
from ava_inspect.tasks.builders.calls import Assertion, Call, call, given
from ava_inspect.tasks.builders.text import slug

TODAY_ISO = TODAY.isoformat()
"""The day every task's world is seen, as tables write dates."""


def record_payment(
    invoice_id: str,
    amount: int,
    payment_date: str,
    method: str | None = None,
    note: str | None = None,
) -> Call:
    """`amis_accounting_record_payment` (`method` and `note` left out unless given)."""
    return call(
        "amis_accounting_record_payment",
        invoice_id=invoice_id,
        amount=amount,
        payment_date=payment_date,
        **given(method=method, note=note),
    )


def log_activity(customer_id: str, kind: str, content: str) -> Call:
    """`amis_crm_create_activity`: a call, mail, meeting, note or reminder on a customer."""
    return call("amis_crm_create_activity", customer_id=customer_id, kind=kind, content=content)


def activity_logged(
    customer_id: str,
    note: str,
    *,
    created_by: str,
    skill: Skill,
    date: str = TODAY_ISO,
    key: str | None = None,
) -> Assertion:
    """`created_by` logged an activity on `customer_id` on `date`, today unless given (id
    `logged_<key>`, the customer's id by default); `skill`: what finding it takes."""
    return {
        "id": f"logged_{slug(key or customer_id)}",
        "kind": "record_exists",
        "skill": skill,
        "table": "crm.activities",
        "note": note,
        "where": {"customer_id": customer_id, "created_by": created_by, "date": date},
    }
