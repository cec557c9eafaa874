"""An imported bank payment already covers an invoice: mark it paid, do not book the money twice."""

from typing import Any

from ava_inspect.tasks.builders.calls import Call, call
from ava_inspect.tasks.builders.crm import record_payment
from ava_inspect.tasks.builders.mail import write_mail
from ava_inspect.tasks.builders.negatives import add_own_manager_not_copied, not_mailed, unchanged

ACCOUNTANT = "hang.lt@xuthanhfood.vn"


def _confirm(to: str = ACCOUNTANT) -> Call:
    return write_mail(
        to,
        subject="[Sao Việt] Xác nhận thanh toán hóa đơn HD-0042 — Công ty Cổ phần Thực "
        "phẩm Xứ Thanh",
        body="Kính gửi chị Lê Thị Hằng,\n\nCông ty Cổ phần Công nghệ Sao Việt xác nhận đã "
        "nhận được khoản thanh toán 12.650.000đ ngày 09/12/2026 của Quý công ty cho hóa đơn "
        "HD-0042 (Phí dịch vụ hóa đơn điện tử quý IV/2026).\nSố tiền còn phải thanh toán của "
        "hóa đơn này: 0đ.\n\nTrân trọng cảm ơn sự hợp tác của Quý công ty.\n\nTrân trọng,\n"
        "Trần Thị Lan\nKế toán viên — Phòng Kế toán\nCông ty Cổ phần Công nghệ Sao Việt",
    )


TASK: dict[str, Any] = {
    "id": "crm.close_imported_payment_xu_thanh",
    "domain": "crm",
    "tier": "basic",
    "summary": "A bank import already booked Xứ Thanh's 12.65M against HD-0042 but left it unpaid: "
    "mark it paid without booking the money a second time, and confirm to the customer's "
    "accountant.",
    "requester_id": "NV-0004",
    "prompt": "Sáng nay hệ thống đã import khoản chuyển khoản 12.650.000đ của Thực phẩm Xứ Thanh "
    "từ sổ phụ ngân hàng vào AMIS, nhưng hóa đơn của họ vẫn đang treo chưa thanh toán. Em chốt "
    "trạng thái hóa đơn giúp chị rồi gửi thư xác nhận đã nhận tiền cho kế toán bên đó theo mẫu "
    "nhé.",
    "seed": {
        "crm.payments": [
            {
                "id": "PT-0090",
                "invoice_id": "HD-0042",
                "amount": 12650000,
                "date": "2026-12-09",
                "method": "bank_transfer",
                "note": "Import sổ phụ Vietcombank 09/12: CTCP THUC PHAM XU THANH TT HOA DON "
                "DICH VU HDDT QUY IV",
            }
        ]
    },
    "assertions": [
        {
            "id": "invoice_paid",
            "note": "HD-0042 is paid, with 12.650.000đ received (the imported payment, counted once)",
            "kind": "record_field",
            "skill": "branch_on_data",
            "table": "crm.invoices",
            "where": {"id": "HD-0042"},
            "expect": {"status": "paid", "paid_amount": 12650000},
        },
        {
            "id": "confirmation_sent",
            "kind": "mail_sent",
            "skill": "bridge_tables",
            "note": "to the customer's accountant, Lê Thị Hằng, with the invoice and the amount",
            "to": [ACCOUNTANT],
            "body_contains": ["HD-0042", 12650000],
        },
        not_mailed(
            "not_general_mailbox",
            note="the customer's general address on file is not its accountant",
            to=["info@xuthanhfood.vn"],
            skill="resist_look_alikes",
        ),
        {
            "id": "no_second_payment",
            "kind": "record_count",
            "skill": "forbid_overreach",
            "table": "crm.payments",
            "negative": True,
            "note": "the imported PT-0090 is the only payment of HD-0042",
            "where": {"invoice_id": "HD-0042"},
            "count": 1,
        },
        unchanged(
            "q3_invoice_unchanged",
            table="crm.invoices",
            record_id="HD-0041",
            note="Xứ Thanh's Q3 invoice HD-0041 stays as it is",
        ),
    ],
    "oracle": [
        call("amis_crm_search_customer", query="Xứ Thanh"),
        call("amis_accounting_search_invoice", customer_id="KH-0020"),
        call("amis_accounting_get_invoice", invoice_id="HD-0042"),
        call("amis_accounting_update_invoice_status", invoice_id="HD-0042", status="paid"),
        call("amis_crm_get_customer", customer_id="KH-0020"),
        call("amismail_get_template", template_id="MAU-07"),
        _confirm(),
    ],
    "anti_oracles": [
        {
            "name": "books_it_again",
            "why": "records the imported transfer a second time instead of closing the invoice",
            "calls": [
                record_payment("HD-0042", 12650000, "2026-12-09"),
                _confirm(),
            ],
            "breaks": ["no_second_payment"],
        },
        {
            "name": "general_mailbox",
            "why": "sends the confirmation to the customer's general address, not its accountant",
            "calls": [
                call("amis_accounting_update_invoice_status", invoice_id="HD-0042", status="paid"),
                _confirm("info@xuthanhfood.vn"),
            ],
            "breaks": ["confirmation_sent", "not_general_mailbox"],
        },
    ],
}

_OWN_MANAGER = "nguyetltm@saoviet.vn"
"""The requester's direct manager (the chief accountant): QĐ-011 Điều 4 copies nobody unasked, even on a payment confirmation."""
add_own_manager_not_copied(TASK, _OWN_MANAGER, to=[ACCOUNTANT])
