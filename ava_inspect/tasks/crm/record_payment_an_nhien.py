"""Record a customer's transfer against the invoice it matches."""

from ava_inspect.tasks.builders.calls import call
from ava_inspect.tasks.builders.crm import record_payment
from ava_inspect.tasks.builders.negatives import paid_once, unchanged

TASK = {
    "id": "crm.record_payment_an_nhien",
    "domain": "crm",
    "tier": "basic",
    "summary": "Record An Nhiên's 45.6M transfer on the invoice of that amount and mark it paid.",
    "requester_id": "NV-0006",
    "prompt": "Bên An Nhiên vừa chuyển khoản 45.600.000đ sáng nay, em ghi nhận thanh toán vào "
    "hóa đơn tương ứng giúp chị nhé.",
    "assertions": [
        {
            "id": "payment_recorded",
            "note": "a 45.600.000đ payment on HD-0006, dated today",
            "kind": "record_exists",
            "skill": "branch_on_data",
            "table": "crm.payments",
            "where": {"invoice_id": "HD-0006", "amount": 45600000, "date": "2026-12-09"},
        },
        {
            "id": "invoice_paid",
            "note": "HD-0006 is paid, 45.600.000đ received",
            "kind": "record_field",
            "skill": "branch_on_data",
            "table": "crm.invoices",
            "where": {"id": "HD-0006"},
            "expect": {"status": "paid", "paid_amount": 45600000},
        },
        unchanged(
            "other_invoice_unchanged",
            table="crm.invoices",
            record_id="HD-0007",
            note="An Nhiên's other invoice HD-0007 stays as it is",
        ),
        paid_once("one_payment", "HD-0006", note="one payment on HD-0006, not two"),
    ],
    "oracle": [
        call("amis_crm_search_customer", query="An Nhiên"),
        call("amis_accounting_search_invoice", customer_id="KH-0004"),
        record_payment(
            "HD-0006",
            45600000,
            "2026-12-09",
            method="bank_transfer",
            note="Chuyển khoản ngày 09/12/2026",
        ),
    ],
    "anti_oracles": [
        {
            "name": "oldest_first",
            "why": "spreads the money over both invoices instead of matching the amount",
            "calls": [
                record_payment("HD-0007", 12300000, "2026-12-09"),
                record_payment("HD-0006", 33300000, "2026-12-09"),
            ],
            "breaks": ["payment_recorded", "invoice_paid", "other_invoice_unchanged"],
        },
    ],
}
