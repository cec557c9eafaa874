"""AMIS CRM and accounting: customers, contacts, opportunities, activities, invoices, payments."""

from __future__ import annotations

import unicodedata
from datetime import timedelta
from typing import Any, Literal

from ava_inspect.core.tools.arguments import (
    Amount,
    Day,
    Email,
    Line,
    Phone,
    check_email,
    check_phone,
)
from ava_inspect.core.tools.common import (
    current_employee_id,
    employee_name,
    find,
    page,
    parse_day,
    search_text_matches,
    view,
)
from ava_inspect.core.tools.runtime import Session, ava_tool, fail, require
from ava_inspect.subsystems.crm.records import Activity, Contact, CrmWorld, Customer, Payment
from ava_inspect.subsystems.hr.records import HrWorld

STAGES = ("new", "qualified", "proposal", "negotiation", "won", "lost")
CLOSED_STAGES = ("won", "lost")
ACTIVITY_KINDS = ("call", "meeting", "email", "note", "reminder")
DUE_SOON_DAYS = 7
"""An open invoice due from today to today + 7 days is "due within 7 days"."""


def _money(amount: int) -> str:
    """`45600000` -> `45.600.000đ`."""
    return f"{amount:,}đ".replace(",", ".")


def _clean(text: str) -> str:
    """NFC text with runs of whitespace collapsed to one space."""
    return " ".join(unicodedata.normalize("NFC", text).split())


def _checked_email(value: str, field: str) -> str:
    """An address as stored: checked (`arguments.check_email`), lower case."""
    return check_email(field, value).lower()


def _checked_phone(value: str, field: str) -> str:
    """A number as stored: as written, one space between groups (`arguments.check_phone`)."""
    phone = _clean(check_phone(field, value))
    require(phone, f"{field} không được để trống.")
    return phone


def _checked_name(value: str) -> str:
    name = _clean(value)
    require(
        any(ch.isalpha() for ch in name),
        "full_name không được để trống: cần họ tên đầy đủ của người liên hệ.",
    )
    return name


def _invoice_view(s: Session, inv: Any) -> dict[str, Any]:
    customer = s.world.get("crm.customers", inv.customer_id)
    return {
        **view(inv),
        "customer_name": customer.name if customer else None,
        "outstanding": 0 if inv.status == "cancelled" else inv.amount - inv.paid_amount,
        "overdue": inv.status in ("unpaid", "partially_paid") and inv.due_date < s.today,
    }


def _active_employee(s: Session, employee_id: str, role: str) -> Any:
    """An employee who may take over `role`, or a `ToolError` saying why not."""
    owner = find(HrWorld.of(s.world).employees, employee_id, "nhân viên")
    require(
        owner.status == "active",
        f"Nhân viên {owner.id} ({owner.full_name}) không còn làm việc (trạng thái "
        f"{owner.status}), không thể {role}. Chọn một nhân viên đang làm việc.",
    )
    return owner


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
        for c in CrmWorld.of(s.world).customers
        if search_text_matches(query, c.name, c.tax_code, c.email, c.phone)
    ]
    return page(hits, limit, offset)


@ava_tool("crm", writes=False)
def amis_crm_get_customer(s: Session, customer_id: str) -> dict[str, Any]:
    """Xem hồ sơ khách hàng: nhân viên phụ trách, người liên hệ, cơ hội, hoạt động gần đây.

    Args:
        customer_id: Mã khách hàng, ví dụ "KH-0001".
    """
    c = find(CrmWorld.of(s.world).customers, customer_id, "khách hàng")
    return {
        **view(c),
        "owner_name": employee_name(s, c.owner_id),
        "contacts": [view(x) for x in CrmWorld.of(s.world).contacts if x.customer_id == c.id],
        "opportunities": [
            view(x) for x in CrmWorld.of(s.world).opportunities if x.customer_id == c.id
        ],
        "recent_activities": [
            view(x) for x in CrmWorld.of(s.world).activities if x.customer_id == c.id
        ][-5:],
    }


@ava_tool("crm", writes=False)
def amis_crm_search_contact(s: Session, query: str, limit: int = 10) -> list[dict[str, Any]]:
    """Tìm người liên hệ của khách hàng theo tên, chức danh, email hoặc tên công ty.

    Args:
        query: Từ khóa, ví dụ "kế toán Minh Phát".
        limit: Số kết quả tối đa (1-50).
    """
    customers = {c.id: c.name for c in CrmWorld.of(s.world).customers}
    hits = [
        {**view(x), "customer_name": customers.get(x.customer_id)}
        for x in CrmWorld.of(s.world).contacts
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
    find(CrmWorld.of(s.world).customers, customer_id, "khách hàng")
    require(content.strip(), "content không được để trống.")
    activity = Activity(
        id=s.world.next_id("crm.activities"),
        customer_id=customer_id,
        kind=kind,
        content=content.strip(),
        date=s.today,
        created_by=current_employee_id(s),
    )
    CrmWorld.of(s.world).activities.append(activity)
    return view(activity)


@ava_tool("crm", writes=True)
def amis_crm_update_customer(
    s: Session,
    customer_id: str,
    address: Line = "",
    email: Email = "",
    phone: Phone = "",
    note: str = "",
    owner_id: str = "",
) -> dict[str, Any]:
    """Cập nhật hồ sơ khách hàng: địa chỉ, email, điện thoại, ghi chú, nhân viên phụ trách.
    Chỉ truyền các trường cần đổi; trường để trống được giữ nguyên.

    Args:
        customer_id: Mã khách hàng, ví dụ "KH-0007".
        address: Địa chỉ mới; để trống: giữ nguyên.
        email: Email chung mới của khách hàng; để trống: giữ nguyên.
        phone: Số điện thoại mới, ví dụ "024 3872 6619"; để trống: giữ nguyên.
        note: Ghi chú mới, thay thế toàn bộ ghi chú hiện có (muốn giữ nội dung cũ thì ghi lại cả
            nội dung cũ); để trống: giữ nguyên.
        owner_id: Mã nhân viên phụ trách mới (phải là nhân viên đang làm việc), ví dụ "NV-0030";
            để trống: giữ nguyên. Các cơ hội bán hàng của khách hàng giữ người phụ trách riêng;
            giao cơ hội cho người khác bằng amis_crm_update_opportunity_stage (owner_id).
    """
    c = find(CrmWorld.of(s.world).customers, customer_id, "khách hàng")
    changes: dict[str, Any] = {}
    if address.strip():
        changes["address"] = _clean(address)
    if email.strip():
        changes["email"] = _checked_email(email, "email")
    if phone.strip():
        changes["phone"] = _checked_phone(phone, "phone")
    if note.strip():
        changes["note"] = note.strip()
    if owner_id:
        changes["owner_id"] = _active_employee(s, owner_id, "phụ trách khách hàng").id
    require(
        changes,
        "Chưa có thông tin nào để cập nhật: truyền ít nhất một trong address, email, phone, note, "
        "owner_id.",
    )
    Customer.model_validate({**view(c), **changes})
    updated = sorted(k for k, v in changes.items() if getattr(c, k) != v)
    for key, value in changes.items():
        setattr(c, key, value)
    return {**view(c), "owner_name": employee_name(s, c.owner_id), "updated_fields": updated}


def _contact_view(s: Session, contact: Any) -> dict[str, Any]:
    customer = s.world.get("crm.customers", contact.customer_id)
    return {**view(contact), "customer_name": customer.name if customer else None}


def _require_unique_contact(
    s: Session, customer_id: str, name: str, email: str | None, me: str
) -> None:
    for other in CrmWorld.of(s.world).contacts:
        if other.customer_id != customer_id or other.id == me:
            continue
        require(
            other.full_name.casefold() != name.casefold(),
            f"Khách hàng {customer_id} đã có người liên hệ {other.full_name} ({other.id}); dùng "
            "amis_crm_update_contact để sửa thông tin người này.",
        )
        require(
            not email or other.email != email,
            f"Email {email} đã là email của người liên hệ {other.full_name} ({other.id}) cùng khách "
            "hàng; kiểm tra lại email.",
        )


@ava_tool("crm", writes=True)
def amis_crm_create_contact(
    s: Session,
    customer_id: str,
    full_name: Line,
    title: Line = "",
    email: Email = "",
    phone: Phone = "",
) -> dict[str, Any]:
    """Thêm một người liên hệ mới cho khách hàng.
    Trước khi thêm, xem người liên hệ hiện có (amis_crm_get_customer) để tránh tạo trùng.

    Args:
        customer_id: Mã khách hàng, ví dụ "KH-0007".
        full_name: Họ tên đầy đủ, ví dụ "Phùng Thị Hương".
        title: Chức danh, ví dụ "Kế toán trưởng", "Giám đốc", "Trưởng phòng Mua hàng".
        email: Email của người liên hệ (có thể để trống).
        phone: Số điện thoại (có thể để trống), ví dụ "0912 345 678".
    """
    find(CrmWorld.of(s.world).customers, customer_id, "khách hàng")
    name = _checked_name(full_name)
    mail = _checked_email(email, "email") if email.strip() else None
    tel = _checked_phone(phone, "phone") if phone.strip() else ""
    _require_unique_contact(s, customer_id, name, mail, "")
    contact = Contact(
        id=s.world.next_id("crm.contacts"),
        customer_id=customer_id,
        full_name=name,
        title=_clean(title),
        email=mail,
        phone=tel,
    )
    CrmWorld.of(s.world).contacts.append(contact)
    return _contact_view(s, contact)


@ava_tool("crm", writes=True)
def amis_crm_update_contact(
    s: Session,
    contact_id: str,
    full_name: Line = "",
    title: Line = "",
    email: Email = "",
    phone: Phone = "",
) -> dict[str, Any]:
    """Sửa thông tin một người liên hệ của khách hàng (họ tên, chức danh, email, điện thoại).
    Chỉ truyền các trường cần đổi; trường để trống được giữ nguyên.

    Args:
        contact_id: Mã người liên hệ, ví dụ "LH-0014".
        full_name: Họ tên mới; để trống: giữ nguyên.
        title: Chức danh mới, ví dụ "Kế toán trưởng"; để trống: giữ nguyên.
        email: Email mới; để trống: giữ nguyên.
        phone: Số điện thoại mới; để trống: giữ nguyên.
    """
    contact = find(CrmWorld.of(s.world).contacts, contact_id, "người liên hệ")
    changes: dict[str, Any] = {}
    if full_name.strip():
        changes["full_name"] = _checked_name(full_name)
    if title.strip():
        changes["title"] = _clean(title)
    if email.strip():
        changes["email"] = _checked_email(email, "email")
    if phone.strip():
        changes["phone"] = _checked_phone(phone, "phone")
    require(
        changes,
        "Chưa có thông tin nào để cập nhật: truyền ít nhất một trong full_name, title, email, "
        "phone.",
    )
    _require_unique_contact(
        s,
        contact.customer_id,
        changes.get("full_name", contact.full_name),
        changes.get("email", contact.email),
        contact.id,
    )
    Contact.model_validate({**view(contact), **changes})
    updated = sorted(k for k, v in changes.items() if getattr(contact, k) != v)
    for key, value in changes.items():
        setattr(contact, key, value)
    return {**_contact_view(s, contact), "updated_fields": updated}


def _opportunity_view(s: Session, opp: Any) -> dict[str, Any]:
    customer = s.world.get("crm.customers", opp.customer_id)
    return {
        **view(opp),
        "customer_name": customer.name if customer else None,
        "owner_name": employee_name(s, opp.owner_id),
    }


@ava_tool("crm", writes=False)
def amis_crm_list_opportunities(
    s: Session,
    customer_id: str = "",
    owner_id: str = "",
    stage: str = "",
    limit: int = 20,
    offset: int = 0,
) -> dict[str, Any]:
    """Liệt kê cơ hội bán hàng theo khách hàng, nhân viên phụ trách và giai đoạn.

    Args:
        customer_id: Mã khách hàng; để trống: mọi khách hàng.
        owner_id: Mã nhân viên phụ trách cơ hội; để trống: mọi nhân viên.
        stage: Giai đoạn: "new" (mới), "qualified" (đã xác định nhu cầu), "proposal" (đã gửi đề
            xuất), "negotiation" (đàm phán), "won" (thắng), "lost" (thua); để trống: mọi giai đoạn.
        limit: Số kết quả tối đa mỗi trang (1-50).
        offset: Bỏ qua bao nhiêu kết quả đầu (phân trang).
    """
    if customer_id:
        find(CrmWorld.of(s.world).customers, customer_id, "khách hàng")
    if owner_id:
        find(HrWorld.of(s.world).employees, owner_id, "nhân viên")
    require(
        not stage or stage in STAGES,
        f"stage '{stage}' không hợp lệ; chọn một trong: {', '.join(STAGES)}.",
    )
    hits = [
        _opportunity_view(s, o)
        for o in CrmWorld.of(s.world).opportunities
        if (not customer_id or o.customer_id == customer_id)
        and (not owner_id or o.owner_id == owner_id)
        and (not stage or o.stage == stage)
    ]
    return page(hits, limit, offset)


@ava_tool("crm", writes=True)
def amis_crm_update_opportunity_stage(
    s: Session,
    opportunity_id: str,
    stage: Literal["new", "qualified", "proposal", "negotiation", "won", "lost"] | None = None,
    expected_close: Day = "",
    owner_id: str = "",
) -> dict[str, Any]:
    """Cập nhật một cơ hội bán hàng còn mở: chuyển giai đoạn, đổi ngày dự kiến chốt hoặc giao cơ
    hội cho nhân viên phụ trách khác. Chỉ truyền những gì cần đổi. Cơ hội "won" (thắng) hoặc
    "lost" (thua) là đã đóng: không chuyển lại giai đoạn khác, không đổi người phụ trách.

    Args:
        opportunity_id: Mã cơ hội, ví dụ "CH-0004".
        stage: Giai đoạn mới: "new", "qualified", "proposal", "negotiation", "won" (thắng, ký
            hợp đồng) hoặc "lost" (thua, khách không mua); bỏ qua để giữ nguyên.
        expected_close: Ngày dự kiến chốt mới (YYYY-MM-DD): với cơ hội còn mở, không trước hôm
            nay; khi đóng (won/lost), là ngày chốt, không sau hôm nay. Để trống: giữ nguyên.
        owner_id: Mã nhân viên phụ trách mới của cơ hội (phải là nhân viên đang làm việc), ví dụ
            "NV-0030"; để trống: giữ nguyên. Đổi người phụ trách khách hàng
            (amis_crm_update_customer) không tự đổi người phụ trách các cơ hội của khách hàng đó.
    """
    opp = find(CrmWorld.of(s.world).opportunities, opportunity_id, "cơ hội")
    require(
        stage is None or stage in STAGES,
        f"stage '{stage}' không hợp lệ; chọn một trong: {', '.join(STAGES)}.",
    )
    require(
        opp.stage not in CLOSED_STAGES,
        f"Cơ hội {opp.id} đã đóng ở giai đoạn {opp.stage}; không chuyển lại giai đoạn khác hay "
        "đổi người phụ trách được. Nếu khách hàng có nhu cầu mới, cần tạo một cơ hội mới.",
    )
    require(
        stage is not None or expected_close or owner_id,
        "Chưa có thông tin nào để cập nhật: truyền ít nhất một trong stage, expected_close, "
        "owner_id.",
    )
    new_stage = opp.stage if stage is None else stage
    close = opp.expected_close
    if expected_close:
        close = parse_day(expected_close, "expected_close").isoformat()
        if new_stage in CLOSED_STAGES:
            require(
                close <= s.today, "Cơ hội đóng (won/lost): expected_close không được sau hôm nay."
            )
        else:
            require(close >= s.today, "Cơ hội còn mở: expected_close không được trước hôm nay.")
    owner = _active_employee(s, owner_id, "phụ trách cơ hội").id if owner_id else opp.owner_id
    previous = {"previous_stage": opp.stage, "previous_owner_id": opp.owner_id}
    updated = sorted(
        k
        for k, old, new in (
            ("stage", opp.stage, new_stage),
            ("expected_close", opp.expected_close, close),
            ("owner_id", opp.owner_id, owner),
        )
        if old != new
    )
    require(
        updated,
        f"Không có gì thay đổi: cơ hội {opp.id} đã ở giai đoạn {opp.stage}, dự kiến chốt "
        f"{opp.expected_close}, do {employee_name(s, opp.owner_id)} ({opp.owner_id}) phụ trách.",
    )
    opp.stage, opp.expected_close, opp.owner_id = new_stage, close, owner
    return {**_opportunity_view(s, opp), **previous, "updated_fields": updated}


@ava_tool("crm", writes=False)
def amis_crm_list_activities(
    s: Session,
    customer_id: str = "",
    kind: str = "",
    from_date: Day = "",
    to_date: Day = "",
    limit: int = 20,
    offset: int = 0,
) -> dict[str, Any]:
    """Liệt kê hoạt động đã ghi với khách hàng (gọi điện, gặp, email, ghi chú, nhắc nợ).
    Hoạt động mới nhất đứng trước.

    Args:
        customer_id: Mã khách hàng; để trống: mọi khách hàng.
        kind: "call" (gọi điện), "meeting" (gặp), "email", "note" (ghi chú) hoặc "reminder" (nhắc
            nợ); để trống: mọi loại.
        from_date: Chỉ lấy hoạt động từ ngày này (YYYY-MM-DD); để trống: không giới hạn.
        to_date: Chỉ lấy hoạt động đến ngày này, tính cả ngày này (YYYY-MM-DD); để trống: không
            giới hạn.
        limit: Số kết quả tối đa mỗi trang (1-50).
        offset: Bỏ qua bao nhiêu kết quả đầu (phân trang).
    """
    if customer_id:
        find(CrmWorld.of(s.world).customers, customer_id, "khách hàng")
    require(
        not kind or kind in ACTIVITY_KINDS,
        f"kind '{kind}' không hợp lệ; chọn một trong: {', '.join(ACTIVITY_KINDS)}.",
    )
    lo = parse_day(from_date, "from_date").isoformat() if from_date else ""
    hi = parse_day(to_date, "to_date").isoformat() if to_date else ""
    require(not (lo and hi) or lo <= hi, "from_date phải trước hoặc bằng to_date.")
    customers = {c.id: c.name for c in CrmWorld.of(s.world).customers}
    hits = [
        {
            **view(a),
            "customer_name": customers.get(a.customer_id),
            "created_by_name": employee_name(s, a.created_by),
        }
        for a in CrmWorld.of(s.world).activities
        if (not customer_id or a.customer_id == customer_id)
        and (not kind or a.kind == kind)
        and (not lo or a.date >= lo)
        and (not hi or a.date <= hi)
    ]
    hits.sort(key=lambda a: (a["date"], a["id"]), reverse=True)
    return page(hits, limit, offset)


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
        for inv in CrmWorld.of(s.world).invoices
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
    inv = find(CrmWorld.of(s.world).invoices, invoice_id, "hóa đơn")
    return {
        **_invoice_view(s, inv),
        "payments": [view(p) for p in CrmWorld.of(s.world).payments if p.invoice_id == inv.id],
    }


@ava_tool("crm", writes=True)
def amis_accounting_record_payment(
    s: Session,
    invoice_id: str,
    amount: Amount,
    payment_date: Day,
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
    inv = find(CrmWorld.of(s.world).invoices, invoice_id, "hóa đơn")
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
    CrmWorld.of(s.world).payments.append(payment)
    inv.paid_amount = inv.paid_amount + amount
    inv.status = "paid" if inv.paid_amount == inv.amount else "partially_paid"
    return {"payment": view(payment), "invoice": _invoice_view(s, inv)}


@ava_tool("crm", writes=False)
def amis_accounting_get_receivables(s: Session, customer_id: str = "") -> dict[str, Any]:
    """Tổng hợp công nợ phải thu theo khách hàng: quá hạn, đến hạn trong 7 ngày, chưa đến hạn.
    Số tiền còn phải thu của các hóa đơn chưa thanh toán đủ, tính đến hôm nay, được chia thành
    quá hạn (`overdue`: hạn thanh toán trước hôm nay), đến hạn trong 7 ngày tới
    (`due_within_7_days`: hạn từ hôm nay đến hôm nay + 7 ngày) và chưa đến hạn (`not_yet_due`),
    kèm tổng cộng và từng hóa đơn. Hóa đơn đã hủy không tính. Số tiền là số nguyên (đồng).

    Args:
        customer_id: Mã khách hàng, ví dụ "KH-0007"; để trống: mọi khách hàng còn công nợ.
    """
    if customer_id:
        find(CrmWorld.of(s.world).customers, customer_id, "khách hàng")
    today = parse_day(s.today, "today")
    soon = (today + timedelta(days=DUE_SOON_DAYS)).isoformat()
    buckets = ("overdue", "due_within_7_days", "not_yet_due")
    rows: dict[str, dict[str, Any]] = {}
    for c in CrmWorld.of(s.world).customers:
        if not customer_id or c.id == customer_id:
            rows[c.id] = {
                "customer_id": c.id,
                "customer_name": c.name,
                "kind": c.kind,
                "owner_id": c.owner_id,
                "owner_name": employee_name(s, c.owner_id),
                **dict.fromkeys(buckets, 0),
                "total": 0,
                "invoices": [],
            }
    for inv in CrmWorld.of(s.world).invoices:
        outstanding = inv.amount - inv.paid_amount
        row = rows.get(inv.customer_id)
        if row is None or inv.status not in ("unpaid", "partially_paid") or outstanding <= 0:
            continue
        if inv.due_date < s.today:
            bucket = "overdue"
        elif inv.due_date <= soon:
            bucket = "due_within_7_days"
        else:
            bucket = "not_yet_due"
        row[bucket] += outstanding
        row["total"] += outstanding
        row["invoices"].append(
            {
                "invoice_id": inv.id,
                "due_date": inv.due_date,
                "amount": inv.amount,
                "paid_amount": inv.paid_amount,
                "outstanding": outstanding,
                "bucket": bucket,
                "days_overdue": (today - parse_day(inv.due_date, "due_date")).days
                if bucket == "overdue"
                else 0,
            }
        )
    customers = [r for r in rows.values() if customer_id or r["total"] > 0]
    totals = {key: sum(r[key] for r in customers) for key in (*buckets, "total")}
    return {"as_of": s.today, "due_soon_until": soon, "customers": customers, "totals": totals}


@ava_tool("crm", writes=True)
def amis_accounting_update_invoice_status(
    s: Session, invoice_id: str, status: str, reason: str = ""
) -> dict[str, Any]:
    """Hủy một hóa đơn chưa thanh toán, hoặc chốt "đã thanh toán" khi các khoản thu đã đủ.
    Chỉ chốt "paid" khi tổng các khoản thanh toán đã ghi nhận bằng số tiền hóa đơn. Tiền nhận
    được thì ghi bằng amis_accounting_record_payment (hóa đơn tự chuyển trạng thái), không dùng
    công cụ này.

    Args:
        invoice_id: Mã hóa đơn, ví dụ "HD-0020".
        status: Trạng thái mới: "cancelled" (hủy; chỉ với hóa đơn "unpaid" chưa có khoản thanh
            toán nào) hoặc "paid" (chỉ khi tổng các khoản thanh toán đã ghi nhận bằng số tiền
            hóa đơn).
        reason: Lý do hủy (bắt buộc khi status là "cancelled"), ví dụ "Sai mã số thuế người mua".
    """
    inv = find(CrmWorld.of(s.world).invoices, invoice_id, "hóa đơn")
    payments = [p for p in CrmWorld.of(s.world).payments if p.invoice_id == inv.id]
    received = sum(p.amount for p in payments)
    require(inv.status != "cancelled", f"Hóa đơn {inv.id} đã bị hủy trước đó; không đổi được nữa.")
    if status == "cancelled":
        require(
            inv.status == "unpaid" and not payments and inv.paid_amount == 0,
            f"Không thể hủy hóa đơn {inv.id}: hóa đơn đã có {len(payments)} khoản thanh toán, "
            f"tổng {_money(received)}. Chỉ hủy được hóa đơn chưa thanh toán đồng nào; hóa đơn "
            "đã thu tiền phải được Kế toán trưởng xử lý điều chỉnh.",
        )
        why = _clean(reason)
        require(why, "Cần ghi lý do hủy hóa đơn (reason), ví dụ 'Sai mã số thuế người mua'.")
        inv.description = f"{inv.description}\nHủy: {why}" if inv.description else f"Hủy: {why}"
        inv.status = "cancelled"
    elif status == "paid":
        require(inv.status != "paid", f"Hóa đơn {inv.id} đã ở trạng thái paid (đã thanh toán).")
        require(
            received >= inv.amount,
            f"Chưa thể đánh dấu hóa đơn {inv.id} đã thanh toán: các khoản đã ghi nhận mới là "
            f"{_money(received)} trên {_money(inv.amount)}, còn thiếu "
            f"{_money(inv.amount - received)}. Chỉ khi đã thực nhận tiền mới ghi nhận thanh toán "
            "bằng amis_accounting_record_payment; hóa đơn tự chuyển 'paid' khi nhận đủ.",
        )
        inv.paid_amount = received
        inv.status = "paid"
    else:
        fail(
            f"Không đổi được trạng thái hóa đơn sang '{status}'. Công cụ này chỉ nhận 'cancelled' "
            "(hủy hóa đơn chưa thanh toán) hoặc 'paid' (khi các khoản thanh toán đã đủ); "
            "'unpaid' và 'partially_paid' do hệ thống tự cập nhật theo các khoản thanh toán."
        )
    return _invoice_view(s, inv)
