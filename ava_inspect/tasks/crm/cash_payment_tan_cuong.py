"""Record a cash payment that settles what is left of an invoice."""

from ava_inspect.tasks.builders.calls import call
from ava_inspect.tasks.builders.crm import record_payment
from ava_inspect.tasks.builders.negatives import at_most

TASK = {
    "id": "crm.cash_payment_tan_cuong",
    "domain": "crm",
    "tier": "basic",
    "summary": "Record Tân Cương cooperative's 5.9M cash payment (method cash, not the default bank "
    "transfer) on HD-0037, which it settles (paid, 9.9M).",
    "requester_id": "NV-0039",
    "prompt": "Chị Lụa bên Hợp tác xã chè Tân Cương vừa qua văn phòng nộp tiền mặt 5,9 triệu, trả "
    "nốt tiền gói phần mềm kế toán. Anh thu rồi, em ghi nhận thanh toán trên AMIS giúp anh.",
    "assertions": [
        {
            "id": "payment_recorded",
            "note": "a 5.900.000đ payment on HD-0037, dated today",
            "kind": "record_exists",
            "skill": "bridge_tables",
            "table": "crm.payments",
            "where": {"invoice_id": "HD-0037", "amount": 5900000, "date": "2026-12-09"},
        },
        {
            "id": "paid_in_cash",
            "note": "today's payment on HD-0037 is recorded as cash",
            "kind": "record_field",
            "skill": "vietnamese_values",
            "table": "crm.payments",
            "where": {"invoice_id": "HD-0037", "date": "2026-12-09"},
            "expect": {"method": "cash"},
        },
        {
            "id": "invoice_settled",
            "kind": "record_field",
            "skill": "branch_on_data",
            "table": "crm.invoices",
            "note": "4M paid in November + 5.9M today = the 9.9M invoice",
            "where": {"id": "HD-0037"},
            "expect": {"status": "paid", "paid_amount": 9900000},
        },
        at_most(
            "one_payment_today",
            table="crm.payments",
            max=1,
            where={"date": "2026-12-09"},
            note="one payment recorded today, not two",
        ),
    ],
    "oracle": [
        call("amis_crm_search_customer", query="Tân Cương"),
        call("amis_accounting_search_invoice", customer_id="KH-0017"),
        record_payment(
            "HD-0037",
            5900000,
            "2026-12-09",
            method="cash",
            note="Chị Dương Thị Lụa nộp tiền mặt tại văn phòng, thanh toán nốt",
        ),
    ],
    "anti_oracles": [
        {
            "name": "default_method",
            "why": "leaves the method at its default, bank transfer",
            "calls": [record_payment("HD-0037", 5900000, "2026-12-09")],
            "breaks": ["paid_in_cash"],
        },
    ],
}
