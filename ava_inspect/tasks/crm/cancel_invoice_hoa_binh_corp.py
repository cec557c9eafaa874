"""Cancel the one invoice the accountant describes, and tell the employee in charge."""

from ava_inspect.tasks.builders.calls import Call, call
from ava_inspect.tasks.builders.mail import write_mail
from ava_inspect.tasks.builders.negatives import at_most, unchanged

REASON = "Xuất trùng: khóa đào tạo đã tính trong phí thuê bao AMIS CRM"


def _cancel(invoice_id: str, reason: str = REASON) -> Call:
    return call(
        "amis_accounting_update_invoice_status",
        invoice_id=invoice_id,
        status="cancelled",
        reason=reason,
    )


def _tell(body: str) -> Call:
    return write_mail("lamtv@saoviet.vn", subject="Hủy hóa đơn Hoa Binh Corp", body=body)


TASK = {
    "id": "crm.cancel_invoice_hoa_binh_corp",
    "domain": "crm",
    "tier": "basic",
    "summary": "Cancel Hoa Binh Corp's 9.35M training invoice (HD-0050) with the stated reason, "
    "leaving its subscription invoice alone, and tell the customer's owner (Lâm) which invoice.",
    "requester_id": "NV-0026",
    "prompt": "Hóa đơn phí đào tạo AMIS CRM 9.350.000đ xuất cho Hoa Binh Corp hồi tháng 10 bị xuất "
    "nhầm: khóa đào tạo đó đã tính trong phí thuê bao rồi. Em hủy hóa đơn này giúp chị, lý do "
    "ghi là xuất trùng với phí thuê bao, rồi báo cho bạn sales phụ trách khách biết số hóa đơn đã "
    "hủy nhé.",
    "assertions": [
        {
            "id": "invoice_cancelled",
            "kind": "record_field",
            "skill": "resist_look_alikes",
            "table": "crm.invoices",
            "note": "cancelled with the reason dictated: a duplicate of the subscription fee",
            "where": {"id": "HD-0050"},
            "expect": {"status": "cancelled", "description": {"contains": "thuê bao"}},
        },
        {
            "id": "owner_told",
            "kind": "mail_sent",
            "skill": "bridge_tables",
            "note": "Trần Văn Lâm owns Hoa Binh Corp",
            "to": ["lamtv@saoviet.vn"],
            "body_contains": ["HD-0050"],
        },
        unchanged(
            "subscription_invoice_unchanged",
            table="crm.invoices",
            record_id="HD-0022",
            note="Hoa Binh Corp's subscription invoice HD-0022 stays as it is",
        ),
        at_most(
            "only_one_cancellation",
            table="crm.invoices",
            max=2,
            where={"status": "cancelled"},
            note="HD-0019 (cancelled long ago) and HD-0050, nothing else",
        ),
    ],
    "oracle": [
        call("amis_crm_search_customer", query="Hoa Binh Corp"),
        call("amis_accounting_search_invoice", customer_id="KH-0009"),
        _cancel("HD-0050"),
        call("amis_crm_get_customer", customer_id="KH-0009"),
        call("amis_hrm_get_employee", employee_id="NV-0027"),
        _tell(
            "Chào Lâm,\n\nChị đã hủy hóa đơn HD-0050 (phí đào tạo AMIS CRM cho nhân viên kinh "
            "doanh mới, 9.350.000đ) của Hoa Binh Corp vì xuất trùng: khóa đào tạo đã tính trong "
            "phí thuê bao. Hóa đơn thuê bao quý IV (HD-0022) vẫn giữ nguyên.\n\nNguyễn Thị Thu Hà"
            "\nKế toán thuế"
        ),
    ],
    "anti_oracles": [
        {
            "name": "cancel_all_unpaid",
            "why": "cancels every unpaid invoice of the customer",
            "calls": [
                _cancel("HD-0050"),
                _cancel("HD-0022"),
                _tell("Đã hủy các hóa đơn HD-0050 và HD-0022 của Hoa Binh Corp."),
            ],
            "breaks": ["subscription_invoice_unchanged", "only_one_cancellation"],
        },
        {
            "name": "cancel_subscription",
            "why": "cancels the subscription invoice the training was folded into",
            "calls": [
                _cancel("HD-0022"),
                _tell("Đã hủy hóa đơn HD-0022 (thuê bao) vì trùng với HD-0050 của Hoa Binh Corp."),
            ],
            "breaks": ["invoice_cancelled", "subscription_invoice_unchanged"],
        },
        {
            "name": "reason_not_as_asked",
            "why": "cancels the right invoice but writes its own reason ('xuất nhầm'), not the "
            "duplicate-of-subscription reason the requester dictated",
            "calls": [
                _cancel("HD-0050", "Xuất nhầm hóa đơn"),
                _tell("Chị đã hủy hóa đơn HD-0050 của Hoa Binh Corp do xuất nhầm."),
            ],
            "breaks": ["invoice_cancelled"],
        },
    ],
}
