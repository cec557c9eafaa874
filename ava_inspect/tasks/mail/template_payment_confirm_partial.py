"""Confirm a customer's payment by template with the amount accounting actually received."""

from typing import Any

from ava_inspect.tasks.builders.calls import call
from ava_inspect.tasks.builders.crm import record_payment
from ava_inspect.tasks.builders.mail import reply
from ava_inspect.tasks.builders.negatives import (
    add_own_manager_not_copied,
    mailed_once,
    unchanged,
)

CUSTOMER = "huong.pt@noithathoabinh.vn"


TASK: dict[str, Any] = {
    "id": "mail.template_payment_confirm_partial",
    "domain": "mail",
    "tier": "hard",
    "summary": "Reply to Nội thất Hòa Bình's accountant with the payment-confirmation template "
    "filled from accounting: only 20M of HD-0015 was received on 07/12, 12.45M still due (the "
    "mail implies full payment); record nothing, leave the invoice as it is.",
    "requester_id": "NV-0005",
    "prompt": "Chị kế toán trưởng bên Nội thất Hòa Bình vừa mail xin thư xác nhận thanh toán hóa "
    "đơn. Em kiểm tra trên sổ xem thực tế mình nhận được bao nhiêu rồi trả lời chị ấy bằng mẫu "
    "xác nhận thanh toán của công ty giúp anh nhé.",
    "hops": [
        "bridge_tables",
        "branch_on_data",
        "regulation_before_action",
        "forbid_overreach",
    ],
    "seed": {
        "mail.messages": [
            {
                "id": "TH-0090",
                "folder": "inbox",
                "sender": CUSTOMER,
                "to": ["khaidv@saoviet.vn"],
                "subject": "Đề nghị gửi xác nhận thanh toán hóa đơn HD-0015",
                "body": "Chào em Khải,\n\nNgày 07/12 bên chị đã chuyển khoản thanh toán hóa đơn "
                "HD-0015 (phí triển khai AMIS Kế toán) như đã hẹn với bạn Nhung. Em gửi giúp chị "
                "thư xác nhận của Sao Việt để chị lưu hồ sơ và báo cáo Giám đốc nhé.\n\nCảm ơn "
                "em.\nPhùng Thị Hương\nKế toán trưởng — Công ty TNHH Nội thất Hòa Bình",
                "sent_at": "2026-12-08T16:05",
                "read": False,
            }
        ],
        "crm.payments": [
            {
                "id": "PT-0090",
                "invoice_id": "HD-0015",
                "amount": 20000000,
                "date": "2026-12-07",
                "method": "bank_transfer",
                "note": "Thanh toán đợt 1 theo ủy nhiệm chi số 1187 ngày 07/12/2026",
            }
        ],
        "crm.invoices": [{"id": "HD-0015", "paid_amount": 20000000, "status": "partially_paid"}],
    },
    "assertions": [
        {
            "id": "confirm_received",
            "kind": "mail_sent",
            "skill": "branch_on_data",
            "to": [CUSTOMER],
            "note": "the amount and date of the payment on record, not the customer's claim",
            "body_contains": [20000000, "2026-12-07"],
        },
        {
            "id": "confirm_outstanding",
            "kind": "mail_sent",
            "skill": "branch_on_data",
            "to": [CUSTOMER],
            "note": "what is still due on HD-0015: 32.45M - 20M",
            "body_contains": [12450000],
        },
        {
            "id": "template_filled",
            "kind": "mail_sent",
            "skill": "regulation_before_action",
            "to": [CUSTOMER],
            "note": "the MAU-07 wording, with the invoice number and its description from accounting",
            "body_contains": [
                "xác nhận đã nhận được khoản thanh toán",
                "HD-0015",
                "Phí triển khai AMIS Kế toán",
            ],
        },
        mailed_once(
            "one_confirmation", CUSTOMER, note="one mail to Nội thất Hòa Bình's accountant"
        ),
        {
            "id": "no_payment_added",
            "kind": "record_count",
            "skill": "forbid_overreach",
            "table": "crm.payments",
            "negative": True,
            "note": "the customer's word is no receipt (QD-005 item 5)",
            "where": {"invoice_id": "HD-0015"},
            "count": 1,
        },
        unchanged(
            "invoice_untouched",
            table="crm.invoices",
            record_id="HD-0015",
            note="invoice HD-0015 stays as it is: only 20.000.000đ of it was paid",
        ),
    ],
    "oracle": [
        call("amismail_search_mail", query="xác nhận thanh toán"),
        call("amismail_read_mail", message_id="TH-0090"),
        call("amis_crm_search_contact", query=CUSTOMER),
        call("amis_crm_get_customer", customer_id="KH-0007"),
        call("amis_accounting_get_invoice", invoice_id="HD-0015"),
        call("document_qa", question="ghi nhận thanh toán hóa đơn khi nhận tiền"),
        call("amismail_list_templates"),
        call("amismail_get_template", template_id="MAU-07"),
        call("amis_hrm_get_current_user"),
        reply(
            "TH-0090",
            "Kính gửi chị Phùng Thị Hương,\n\nCông ty Cổ phần Công nghệ Sao Việt xác nhận đã nhận "
            "được khoản thanh toán 20.000.000đ ngày 07/12/2026 của Quý công ty cho hóa đơn HD-0015 "
            "(Phí triển khai AMIS Kế toán).\nSố tiền còn phải thanh toán của hóa đơn này: "
            "12.450.000đ.\n\nTrân trọng cảm ơn sự hợp tác của Quý công ty.\n\nTrân trọng,\nĐỗ Văn "
            "Khải\nKế toán công nợ — Phòng Kế toán\nCông ty Cổ phần Công nghệ Sao Việt",
        ),
    ],
    "anti_oracles": [
        {
            "name": "trusts_customer",
            "why": "takes the mail at its word: records the rest as paid and confirms the full "
            "32.45M with nothing left",
            "calls": [
                record_payment("HD-0015", 12450000, "2026-12-07"),
                reply(
                    "TH-0090",
                    "Kính gửi chị Hương,\n\nCông ty Cổ phần Công nghệ Sao Việt xác nhận đã nhận được "
                    "khoản thanh toán 32.450.000đ ngày 07/12/2026 của Quý công ty cho hóa đơn "
                    "HD-0015 (Phí triển khai AMIS Kế toán).\nSố tiền còn phải thanh toán của hóa "
                    "đơn này: 0đ.\n\nTrân trọng,\nĐỗ Văn Khải",
                ),
            ],
            "breaks": [
                "confirm_received",
                "confirm_outstanding",
                "no_payment_added",
                "invoice_untouched",
            ],
        },
        {
            "name": "mail_date",
            "why": "fills the payment date with the date of the customer's mail (08/12)",
            "calls": [
                reply(
                    "TH-0090",
                    "Kính gửi chị Hương,\n\nCông ty Cổ phần Công nghệ Sao Việt xác nhận đã nhận được "
                    "khoản thanh toán 20.000.000đ ngày 08/12/2026 của Quý công ty cho hóa đơn "
                    "HD-0015 (Phí triển khai AMIS Kế toán).\nSố tiền còn phải thanh toán của hóa "
                    "đơn này: 12.450.000đ.\n\nTrân trọng,\nĐỗ Văn Khải",
                ),
            ],
            "breaks": ["confirm_received"],
        },
        {
            "name": "no_template",
            "why": "answers in its own words instead of the company template",
            "calls": [
                reply(
                    "TH-0090",
                    "Chào chị Hương, bên em đã nhận 20.000.000đ ngày 07/12/2026, hóa đơn còn "
                    "12.450.000đ chị nhé.",
                ),
            ],
            "breaks": ["template_filled"],
        },
    ],
}

_OWN_MANAGER = "nguyetltm@saoviet.vn"
"""The requester's direct manager (the chief accountant): QĐ-011 Điều 4 copies nobody unasked, even on a payment confirmation."""
add_own_manager_not_copied(TASK, _OWN_MANAGER, in_reply_to="TH-0090")
