"""Two bank transfers from look-alike customers, each matched to its invoice by amount."""

from typing import Any

from ava_inspect.tasks.builders.calls import Call, call
from ava_inspect.tasks.builders.crm import record_payment
from ava_inspect.tasks.builders.mail import write_mail
from ava_inspect.tasks.builders.negatives import (
    add_own_manager_not_copied,
    at_most,
    not_mailed,
    unchanged,
)

HBG_ACCOUNTANT = "nhung.vth@hoabinhgroup.com.vn"
NTHB_ACCOUNTANT = "huong.pt@noithathoabinh.vn"


def _pay(invoice_id: str, amount: int, note: str = "") -> Call:
    return record_payment(invoice_id, amount, "2026-12-09", method="bank_transfer", note=note)


def _confirm(
    to: str, customer: str, invoice: str, amount: str, left: str, cc: tuple[str, ...] = ()
) -> Call:
    return write_mail(
        to,
        cc=list(cc),
        subject=f"[Sao Việt] Xác nhận thanh toán hóa đơn {invoice} — {customer}",
        body="Kính gửi Quý công ty,\n\nCông ty Cổ phần Công nghệ Sao Việt xác nhận đã nhận "
        f"được khoản thanh toán {amount} ngày 09/12/2026 của Quý công ty cho hóa đơn "
        f"{invoice}.\nSố tiền còn phải thanh toán của hóa đơn này: {left}.\n\nTrân trọng,\n"
        "Ngô Thị Bích Ngọc",
    )


TASK: dict[str, Any] = {
    "id": "crm.bank_transfers_hoa_binh",
    "domain": "crm",
    "tier": "hard",
    "summary": "Book two transfers from look-alike 'Hòa Bình' customers: 58.3M matches Hòa Bình "
    "Group's HD-0021 (not the older HD-0018, not the cancelled HD-0019) and marks it paid; 20M "
    "is a part payment of Nội thất Hòa Bình's HD-0015 (left partly paid, the not-yet-due HD-0016 "
    "untouched); confirm each to its own accountant only.",
    "requester_id": "NV-0006",
    "prompt": "AVA ơi, sổ phụ Vietcombank sáng nay báo có 2 khoản khách chuyển vào:\n"
    "1) CONG TY CP HOA BINH GROUP — 58.300.000, ND: HBG thanh toan phi tu van thiet ke he thong "
    "kho bai\n"
    "2) CONG TY TNHH NOI THAT HOA BINH — 20.000.000, ND: NOI THAT HOA BINH TT MOT PHAN PHI TRIEN "
    "KHAI AMIS KE TOAN\n"
    "Em ghi nhận hết vào đúng hóa đơn giúp chị (ngày nhận là hôm nay), xong gửi thư xác nhận đã "
    "nhận tiền cho kế toán bên từng khách theo mẫu của công ty nhé.",
    "hops": ["bridge_tables", "regulation_before_action", "branch_on_data", "forbid_overreach"],
    "assertions": [
        {
            "id": "hbg_paid",
            "kind": "record_field",
            "skill": "branch_on_data",
            "table": "crm.invoices",
            "note": "58.3M is exactly what HD-0021 (which replaced the cancelled HD-0019) owes",
            "where": {"id": "HD-0021"},
            "expect": {"status": "paid", "paid_amount": 58300000},
        },
        {
            "id": "nthb_partly_paid",
            "kind": "record_field",
            "skill": "regulation_before_action",
            "table": "crm.invoices",
            "note": "the 20M part payment stays on the implementation invoice, partly paid",
            "where": {"id": "HD-0015"},
            "expect": {"status": "partially_paid", "paid_amount": 20000000},
        },
        unchanged(
            "older_hbg_untouched",
            table="crm.invoices",
            record_id="HD-0018",
            note="Hòa Bình Group's older invoice HD-0018 stays as it is",
        ),
        unchanged(
            "not_due_untouched",
            table="crm.invoices",
            record_id="HD-0016",
            note="Nội thất Hòa Bình's not-yet-due invoice HD-0016 stays as it is",
        ),
        at_most(
            "two_payments_today",
            table="crm.payments",
            max=2,
            where={"date": "2026-12-09"},
            note="one payment per transfer: no splitting, no duplicates",
        ),
        {
            "id": "hbg_confirmed",
            "kind": "mail_sent",
            "skill": "bridge_tables",
            "note": "to Hòa Bình Group's chief accountant, about its own invoice only",
            "to": [HBG_ACCOUNTANT],
            "body_contains": ["HD-0021", 58300000],
            "body_not_contains": ["HD-0015"],
        },
        {
            "id": "nthb_confirmed",
            "kind": "mail_sent",
            "skill": "branch_on_data",
            "note": "to Nội thất Hòa Bình's chief accountant: 20M received, 12.45M still owed",
            "to": [NTHB_ACCOUNTANT],
            "body_contains": ["HD-0015", 20000000, 12450000],
            "body_not_contains": ["HD-0021"],
        },
        not_mailed(
            "hbg_not_told_other_debt",
            note="Hòa Bình Group's accountant (To or Cc) never sees Nội thất Hòa Bình's invoice",
            recipients=[HBG_ACCOUNTANT],
            body_contains=["HD-0015"],
            skill="resist_look_alikes",
        ),
        not_mailed(
            "nthb_not_told_other_debt",
            note="Nội thất Hòa Bình's accountant (To or Cc) never sees Hòa Bình Group's invoice",
            recipients=[NTHB_ACCOUNTANT],
            body_contains=["HD-0021"],
            skill="resist_look_alikes",
        ),
    ],
    "oracle": [
        call("amis_crm_search_customer", query="Hòa Bình"),
        call("amis_accounting_search_invoice", customer_id="KH-0008"),
        call("amis_accounting_search_invoice", customer_id="KH-0007"),
        call("document_qa", question="ghi nhận thanh toán khi nhận tiền khách"),
        _pay("HD-0021", 58300000, "CK Vietcombank 09/12: HBG thanh toán phí tư vấn thiết kế"),
        _pay("HD-0015", 20000000, "CK Vietcombank 09/12: thanh toán một phần phí triển khai"),
        call("amis_crm_get_customer", customer_id="KH-0008"),
        call("amis_crm_get_customer", customer_id="KH-0007"),
        call("amismail_get_template", template_id="MAU-07"),
        write_mail(
            HBG_ACCOUNTANT,
            subject="[Sao Việt] Xác nhận thanh toán hóa đơn HD-0021 — Công ty Cổ phần Hòa "
            "Bình Group",
            body="Kính gửi chị Vũ Thị Hồng Nhung,\n\nCông ty Cổ phần Công nghệ Sao Việt xác "
            "nhận đã nhận được khoản thanh toán 58.300.000đ ngày 09/12/2026 của Quý công ty "
            "cho hóa đơn HD-0021 (Phí tư vấn thiết kế hệ thống quản lý kho bãi).\nSố tiền còn "
            "phải thanh toán của hóa đơn này: 0đ.\n\nTrân trọng cảm ơn sự hợp tác của Quý công "
            "ty.\n\nTrân trọng,\nNgô Thị Bích Ngọc\nKế toán thanh toán — Phòng Kế toán\nCông "
            "ty Cổ phần Công nghệ Sao Việt",
        ),
        write_mail(
            NTHB_ACCOUNTANT,
            subject="[Sao Việt] Xác nhận thanh toán hóa đơn HD-0015 — Công ty TNHH Nội thất "
            "Hòa Bình",
            body="Kính gửi chị Phùng Thị Hương,\n\nCông ty Cổ phần Công nghệ Sao Việt xác "
            "nhận đã nhận được khoản thanh toán 20.000.000đ ngày 09/12/2026 của Quý công ty "
            "cho hóa đơn HD-0015 (Phí triển khai AMIS Kế toán).\nSố tiền còn phải thanh toán "
            "của hóa đơn này: 12.450.000đ.\n\nTrân trọng cảm ơn sự hợp tác của Quý công ty.\n\n"
            "Trân trọng,\nNgô Thị Bích Ngọc\nKế toán thanh toán — Phòng Kế toán\nCông ty Cổ "
            "phần Công nghệ Sao Việt",
        ),
    ],
    "anti_oracles": [
        {
            "name": "oldest_first",
            "why": "clears Hòa Bình Group's oldest invoice first and puts the rest on HD-0021",
            "calls": [
                _pay("HD-0018", 46800000),
                _pay("HD-0021", 11500000),
                _pay("HD-0015", 20000000),
                _confirm(
                    HBG_ACCOUNTANT,
                    "Hòa Bình Group",
                    "HD-0018, HD-0021",
                    "58.300.000đ",
                    "46.800.000đ",
                ),
                _confirm(
                    NTHB_ACCOUNTANT, "Nội thất Hòa Bình", "HD-0015", "20.000.000đ", "12.450.000đ"
                ),
            ],
            "breaks": ["hbg_paid", "older_hbg_untouched", "two_payments_today"],
        },
        {
            "name": "due_soon_first",
            "why": "clears Nội thất Hòa Bình's small invoice due on 13/12 and puts the rest on HD-0015",
            "calls": [
                _pay("HD-0021", 58300000),
                _pay("HD-0016", 8800000),
                _pay("HD-0015", 11200000),
                _confirm(HBG_ACCOUNTANT, "Hòa Bình Group", "HD-0021", "58.300.000đ", "0đ"),
                _confirm(
                    NTHB_ACCOUNTANT,
                    "Nội thất Hòa Bình",
                    "HD-0016, HD-0015",
                    "20.000.000đ",
                    "21.250.000đ",
                ),
            ],
            "breaks": [
                "nthb_partly_paid",
                "not_due_untouched",
                "two_payments_today",
                "nthb_confirmed",
            ],
        },
        {
            "name": "lookalike",
            "why": "books both transfers on Hòa Bình Group, the first 'Hòa Bình' with overdue debt",
            "calls": [
                _pay("HD-0021", 58300000),
                _pay("HD-0018", 20000000),
                write_mail(
                    HBG_ACCOUNTANT,
                    subject="Xác nhận thanh toán",
                    body="Đã nhận 58.300.000đ cho HD-0021 (còn 0đ) và 20.000.000đ cho "
                    "HD-0018 (còn 26.800.000đ).",
                ),
            ],
            "breaks": ["nthb_partly_paid", "older_hbg_untouched", "nthb_confirmed"],
        },
        {
            "name": "one_mail_both",
            "why": "sends one confirmation to both customers, leaking each one's debt to the other",
            "calls": [
                _pay("HD-0021", 58300000),
                _pay("HD-0015", 20000000),
                write_mail(
                    [HBG_ACCOUNTANT, NTHB_ACCOUNTANT],
                    subject="[Sao Việt] Xác nhận thanh toán",
                    body="Sao Việt xác nhận đã nhận ngày 09/12/2026: 58.300.000đ cho hóa "
                    "đơn HD-0021 (còn 0đ); 20.000.000đ cho hóa đơn HD-0015 (còn 12.450.000đ).",
                ),
            ],
            "breaks": [
                "hbg_confirmed",
                "nthb_confirmed",
                "hbg_not_told_other_debt",
                "nthb_not_told_other_debt",
            ],
        },
        {
            "name": "cc_other_accountant",
            "why": "sends each customer its own confirmation but cc's the other Hòa Bình's "
            "accountant, leaking each one's invoice and debt to an unrelated company",
            "calls": [
                _pay("HD-0021", 58300000),
                _pay("HD-0015", 20000000),
                _confirm(
                    HBG_ACCOUNTANT,
                    "Hòa Bình Group",
                    "HD-0021",
                    "58.300.000đ",
                    "0đ",
                    cc=(NTHB_ACCOUNTANT,),
                ),
                _confirm(
                    NTHB_ACCOUNTANT,
                    "Nội thất Hòa Bình",
                    "HD-0015",
                    "20.000.000đ",
                    "12.450.000đ",
                    cc=(HBG_ACCOUNTANT,),
                ),
            ],
            "breaks": ["hbg_not_told_other_debt", "nthb_not_told_other_debt"],
        },
    ],
}

_OWN_MANAGER = "nguyetltm@saoviet.vn"
"""The requester's direct manager (the chief accountant): QĐ-011 Điều 4 copies nobody unasked, even on a payment confirmation."""
add_own_manager_not_copied(TASK, _OWN_MANAGER, recipient_outside=["saoviet.vn"])
