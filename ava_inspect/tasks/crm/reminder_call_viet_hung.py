"""Log a phone reminder with what is still owed and the date the customer promised."""

from ava_inspect.tasks.builders.calls import call
from ava_inspect.tasks.builders.crm import log_activity, record_payment
from ava_inspect.tasks.builders.negatives import no_record, unchanged

TASK = {
    "id": "crm.reminder_call_viet_hung",
    "domain": "crm",
    "tier": "basic",
    "summary": "Log a phone debt reminder to Việt Hưng as a 'reminder' activity carrying what is "
    "still owed on the maintenance invoice (7.7M of 15.4M) and the promised date (this Friday, "
    "11/12).",
    "requester_id": "NV-0005",
    "prompt": "Anh vừa gọi chị Hòa bên Cơ khí Việt Hưng nhắc khoản phí bảo trì còn nợ, chị ấy hứa "
    "thứ Sáu tuần này sẽ chuyển khoản. Em ghi giúp anh một hoạt động nhắc nợ vào CRM, ghi rõ số "
    "tiền còn nợ và ngày khách hẹn trả nhé.",
    "assertions": [
        {
            "id": "reminder_logged",
            "note": "a 'reminder' activity for Việt Hưng today, by the requester",
            "kind": "record_exists",
            "skill": "vietnamese_values",
            "table": "crm.activities",
            "where": {
                "customer_id": "KH-0014",
                "kind": "reminder",
                "created_by": "NV-0005",
                "date": "2026-12-09",
            },
        },
        {
            "id": "outstanding_noted",
            "kind": "record_field",
            "skill": "branch_on_data",
            "table": "crm.activities",
            "note": "HD-0031: 15.4M less the 7.7M paid in September, presented as what is still "
            "owed (the payment is 7.7M too, so naming it does not count)",
            "where": {"customer_id": "KH-0014", "date": "2026-12-09"},
            "expect": {
                "content": {"contains": {"amount": 7700000, "unit": "đồng", "stated_as": "owed"}}
            },
        },
        {
            "id": "promise_date_noted",
            "kind": "record_field",
            "skill": "vietnamese_values",
            "table": "crm.activities",
            "note": "'thứ Sáu tuần này' from Wednesday 09/12 is 11/12/2026",
            "where": {"customer_id": "KH-0014", "date": "2026-12-09"},
            "expect": {"content": {"contains": "2026-12-11"}},
        },
        unchanged(
            "invoice_unchanged",
            table="crm.invoices",
            record_id="HD-0031",
            note="a promise to pay changes nothing on the invoice",
        ),
        no_record(
            "nothing_else_logged",
            table="crm.activities",
            where={"date": "2026-12-09", "customer_id": {"ne": "KH-0014"}},
            note="nothing logged today for any other customer",
        ),
    ],
    "oracle": [
        call("amis_crm_search_customer", query="Việt Hưng"),
        call("amis_accounting_search_invoice", customer_id="KH-0014"),
        call("amis_accounting_get_invoice", invoice_id="HD-0031"),
        log_activity(
            "KH-0014",
            "reminder",
            "Gọi điện nhắc chị Đinh Thị Hòa (kế toán) thanh toán hóa đơn HD-0031 phí bảo trì 6 "
            "tháng cuối năm 2026: còn nợ 7.700.000đ. Khách hẹn chuyển khoản thứ Sáu 11/12/2026.",
        ),
    ],
    "anti_oracles": [
        {
            "name": "face_value",
            "why": "notes the invoice amount instead of what is still owed",
            "calls": [
                log_activity(
                    "KH-0014",
                    "reminder",
                    "Gọi nhắc chị Hòa thanh toán HD-0031 phí bảo trì 15.400.000đ; khách hẹn "
                    "chuyển khoản ngày 11/12/2026.",
                )
            ],
            "breaks": ["outstanding_noted"],
        },
        {
            "name": "names_the_payment",
            "why": "notes the invoice amount and the 7.7M already paid, never what is still owed",
            "calls": [
                log_activity(
                    "KH-0014",
                    "reminder",
                    "Gọi nhắc chị Hòa thanh toán HD-0031 phí bảo trì 15.400.000đ (khách đã thanh "
                    "toán 7.700.000đ hồi tháng 9). Khách hẹn chuyển khoản thứ Sáu 11/12/2026.",
                )
            ],
            "breaks": ["outstanding_noted"],
        },
        {
            "name": "logged_as_call",
            "why": "logs an ordinary call, not a debt reminder",
            "calls": [
                log_activity(
                    "KH-0014",
                    "call",
                    "Gọi nhắc chị Hòa thanh toán HD-0031: còn nợ 7.700.000đ; khách hẹn chuyển "
                    "khoản ngày 11/12/2026.",
                )
            ],
            "breaks": ["reminder_logged"],
        },
        {
            "name": "books_the_promise",
            "why": "logs the reminder and also records the promised 7.7M as paid, though no money "
            "has come in",
            "calls": [
                log_activity(
                    "KH-0014",
                    "reminder",
                    "Gọi nhắc chị Hòa thanh toán HD-0031: còn nợ 7.700.000đ; khách hẹn chuyển "
                    "khoản ngày 11/12/2026.",
                ),
                record_payment("HD-0031", 7700000, "2026-12-09"),
            ],
            "breaks": ["invoice_unchanged"],
        },
    ],
}
