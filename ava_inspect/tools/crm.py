"""AMIS CRM and accounting: customers, contacts, activities, invoices and payments."""

from __future__ import annotations

from typing import Any, Literal

from ..world.crm import Activity, Payment
from .common import (
    current_employee_id,
    employee_name,
    find,
    page,
    parse_day,
    search_text_matches,
    view,
)
from .runtime import Session, ava_tool, require


def _invoice_view(s: Session, inv: Any) -> dict[str, Any]:
    customer = s.world.get("crm.customers", inv.customer_id)
    return {
        **view(inv),
        "customer_name": customer.name if customer else None,
        "outstanding": inv.amount - inv.paid_amount,
        "overdue": inv.status in ("unpaid", "partially_paid") and inv.due_date < s.today,
    }


@ava_tool("crm", writes=False)
def amis_crm_search_customer(
    s: Session, query: str, limit: int = 10, offset: int = 0
) -> dict[str, Any]:
    """Tìm khách hàng theo tên, mã số thuế, email hoặc số điện thoại (không phân biệt dấu).
    Nhiều công ty có tên gần giống nhau: đối chiếu kỹ tên đầy đủ và mã số thuế.

    Args:
        query: Từ khóa, ví dụ "Minh Phát".
        limit: Số kết quả tối đa mỗi trang (1-50).
        offset: Bỏ qua bao nhiêu kết quả đầu (phân trang).
    """
    hits = [
        {**view(c), "owner_name": employee_name(s, c.owner_id)}
        for c in s.world.crm.customers
        if search_text_matches(query, c.name, c.tax_code, c.email, c.phone)
    ]
    return page(hits, limit, offset)


@ava_tool("crm", writes=False)
def amis_crm_get_customer(s: Session, customer_id: str) -> dict[str, Any]:
    """Xem hồ sơ khách hàng: nhân viên phụ trách, người liên hệ, cơ hội, hoạt động gần đây.

    Args:
        customer_id: Mã khách hàng, ví dụ "KH-0001".
    """
    c = find(s.world.crm.customers, customer_id, "khách hàng")
    return {
        **view(c),
        "owner_name": employee_name(s, c.owner_id),
        "contacts": [view(x) for x in s.world.crm.contacts if x.customer_id == c.id],
        "opportunities": [view(x) for x in s.world.crm.opportunities if x.customer_id == c.id],
        "recent_activities": [view(x) for x in s.world.crm.activities if x.customer_id == c.id][
            -5:
        ],
    }


@ava_tool("crm", writes=False)
def amis_crm_search_contact(s: Session, query: str, limit: int = 10) -> list[dict[str, Any]]:
    """Tìm người liên hệ của khách hàng theo tên, chức danh, email hoặc tên công ty.

    Args:
        query: Từ khóa, ví dụ "kế toán Minh Phát".
        limit: Số kết quả tối đa (1-50).
    """
    customers = {c.id: c.name for c in s.world.crm.customers}
    hits = [
        {**view(x), "customer_name": customers.get(x.customer_id)}
        for x in s.world.crm.contacts
        if search_text_matches(query, x.full_name, x.title, x.email, customers.get(x.customer_id))
    ]
    return page(hits, limit)["items"]  # type: ignore[no-any-return]


@ava_tool("crm", writes=True)
def amis_crm_create_activity(
    s: Session,
    customer_id: str,
    kind: Literal["call", "meeting", "email", "note", "reminder"],
    content: str,
) -> dict[str, Any]:
    """Ghi một hoạt động vào hồ sơ khách hàng (ngày hôm nay, người ghi là người dùng hiện tại).

    Args:
        customer_id: Mã khách hàng.
        kind: "call" (gọi điện), "meeting" (gặp), "email", "note" (ghi chú), "reminder" (nhắc nợ).
        content: Nội dung hoạt động.
    """
    find(s.world.crm.customers, customer_id, "khách hàng")
    require(content.strip(), "content không được để trống.")
    activity = Activity(
        id=s.world.next_id("crm.activities"),
        customer_id=customer_id,
        kind=kind,
        content=content.strip(),
        date=s.today,
        created_by=current_employee_id(s),
    )
    s.world.crm.activities.append(activity)
    return view(activity)


@ava_tool("crm", writes=False)
def amis_accounting_search_invoice(
    s: Session,
    customer_id: str = "",
    status: str = "",
    overdue_only: bool = False,
    limit: int = 20,
    offset: int = 0,
) -> dict[str, Any]:
    """Tìm hóa đơn bán hàng; mỗi hóa đơn kèm số tiền còn phải thu (`outstanding`) và cờ quá hạn.

    Args:
        customer_id: Mã khách hàng; để trống: mọi khách hàng.
        status: "unpaid", "partially_paid", "paid" hoặc "cancelled"; để trống: mọi trạng thái.
        overdue_only: Chỉ lấy hóa đơn đã quá hạn và chưa thanh toán đủ.
        limit: Số kết quả tối đa mỗi trang (1-50).
        offset: Bỏ qua bao nhiêu kết quả đầu (phân trang).
    """
    views = [
        _invoice_view(s, inv)
        for inv in s.world.crm.invoices
        if (not customer_id or inv.customer_id == customer_id)
        and (not status or inv.status == status)
    ]
    return page([v for v in views if v["overdue"] or not overdue_only], limit, offset)


@ava_tool("crm", writes=False)
def amis_accounting_get_invoice(s: Session, invoice_id: str) -> dict[str, Any]:
    """Xem chi tiết một hóa đơn và các khoản đã thanh toán.

    Args:
        invoice_id: Mã hóa đơn, ví dụ "HD-0002".
    """
    inv = find(s.world.crm.invoices, invoice_id, "hóa đơn")
    return {
        **_invoice_view(s, inv),
        "payments": [view(p) for p in s.world.crm.payments if p.invoice_id == inv.id],
    }


@ava_tool("crm", writes=True)
def amis_accounting_record_payment(
    s: Session,
    invoice_id: str,
    amount: int,
    payment_date: str,
    method: Literal["bank_transfer", "cash"] = "bank_transfer",
    note: str = "",
) -> dict[str, Any]:
    """Ghi nhận một khoản thanh toán cho hóa đơn; hóa đơn tự chuyển "partially_paid" hoặc "paid".

    Args:
        invoice_id: Mã hóa đơn được thanh toán.
        amount: Số tiền nhận (đồng, số nguyên, ví dụ 45600000).
        payment_date: Ngày nhận tiền (YYYY-MM-DD).
        method: "bank_transfer" (chuyển khoản) hoặc "cash" (tiền mặt).
        note: Ghi chú.
    """
    inv = find(s.world.crm.invoices, invoice_id, "hóa đơn")
    require(
        inv.status in ("unpaid", "partially_paid"),
        f"Hóa đơn {invoice_id} đang ở trạng thái {inv.status}.",
    )
    require(amount > 0, "amount phải lớn hơn 0.")
    outstanding = inv.amount - inv.paid_amount
    require(
        amount <= outstanding,
        f"Số tiền {amount:,}đ vượt số còn phải thu {outstanding:,}đ của hóa đơn.".replace(",", "."),
    )
    day = parse_day(payment_date, "payment_date").isoformat()
    require(day <= s.today, "payment_date không được sau ngày hôm nay.")
    payment = Payment(
        id=s.world.next_id("crm.payments"),
        invoice_id=inv.id,
        amount=amount,
        date=day,
        method=method,
        note=note,
    )
    s.world.crm.payments.append(payment)
    inv.paid_amount = inv.paid_amount + amount
    inv.status = "paid" if inv.paid_amount == inv.amount else "partially_paid"
    return {"payment": view(payment), "invoice": _invoice_view(s, inv)}
