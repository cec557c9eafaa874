"""The sales agent's tools, with the real tools' rules enforced on every call."""

from __future__ import annotations

import hashlib
import re
from collections import Counter
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict

from ..world.sale import CustomerQuestion, Handoff, Order, OrderLine, PaymentQr
from .common import digits, find, fold, search_text_matches, view
from .runtime import Session, ava_tool, fail, require

GENERIC_ADDRESS_FORMS = {
    "ban",
    "minh",
    "anh",
    "chi",
    "em",
    "shop",
    "khach",
    "khach hang",
    "a",
    "c",
    "e",
    "anh chi",
    "quy khach",
    "co",
    "chu",
    "bac",
    "ad",
    "admin",
    "a c",
}
"""Forms of address that are not a name (compared accent-free, punctuation as spaces)."""

_PROVINCE_ALIASES = {
    "hn": "ha noi",
    "tphcm": "ho chi minh",
    "hcm": "ho chi minh",
    "sai gon": "ho chi minh",
    "sg": "ho chi minh",
    "hp": "hai phong",
    "dn": "da nang",
}


class OrderItem(BaseModel):
    """One item the customer orders."""

    model_config = ConfigDict(extra="forbid")

    sku: str
    quantity: int
    combo_choices: list[str] = []


def _province_key(name: str) -> str:
    key = fold(name).replace(".", " ")
    for prefix in ("thanh pho ", "tp ", "tinh "):
        if key.startswith(prefix):
            key = key[len(prefix) :]
    key = " ".join(key.split())
    return _PROVINCE_ALIASES.get(key.replace(" ", ""), _PROVINCE_ALIASES.get(key, key))


def _fee_row(s: Session, province: str) -> Any | None:
    key = _province_key(province)
    return next((f for f in s.world.sale.shipping_fees if _province_key(f.province) == key), None)


def _variant_index(s: Session) -> dict[str, tuple[Any, Any]]:
    return {v.sku: (p, v) for p in s.world.sale.products for v in p.variants}


def _reject_draft_code(order_id: str, action: str) -> None:
    require(
        not order_id.strip().upper().startswith("DRAFT-"),
        f"'{order_id}' là mã nháp (DRAFT-...), không dùng để {action}. Hãy dùng order_id "
        "(dạng DH-...) trả về khi tạo đơn.",
    )


def _order_for_phone(s: Session, order_id: str, phone: str) -> Order:
    order: Order = find(s.world.sale.orders, order_id.strip(), "đơn hàng")
    require(
        digits(phone) and digits(phone) == digits(order.phone),
        "Số điện thoại không khớp với số đặt đơn này; không thể thao tác. Hãy hỏi lại khách "
        "số điện thoại đã dùng khi đặt hàng.",
    )
    return order


@ava_tool("sale", writes=False)
def search_product(s: Session, query: str) -> dict[str, Any]:
    """Tìm sản phẩm và combo trong cửa hàng (không phân biệt dấu). Kết quả gồm SKU của từng biến
    thể (màu, size), giá và tình trạng còn hàng. Chỉ dùng SKU có trong kết quả này để lên đơn.

    Args:
        query: Tên hoặc loại sản phẩm, ví dụ "áo sơ mi lụa" hoặc "combo công sở".
    """
    require(query.strip(), "query không được để trống.")
    products = [
        p
        for p in s.world.sale.products
        if search_text_matches(query, p.name, p.category, p.description)
        or any(search_text_matches(query, p.name, v.color, v.size) for v in p.variants)
    ]
    combos = [c for c in s.world.sale.combos if search_text_matches(query, c.name, c.sku)]
    found = [v.sku for p in products for v in p.variants] + [c.sku for c in combos]
    s.seen_skus.extend(sku for sku in found if sku not in s.seen_skus)
    return {
        "products": [view(p) for p in products],
        "combos": [
            {
                "sku": c.sku,
                "name": c.name,
                "price": c.price,
                "components": [
                    {
                        "product_id": k.product_id,
                        "product_name": s.world.get("sale.products", k.product_id).name,
                        "quantity": k.quantity,
                    }
                    for k in c.components
                ],
            }
            for c in combos
        ],
    }


@ava_tool("sale", writes=False)
def calculate_shipping_fee(s: Session, province: str) -> dict[str, Any]:
    """Tra phí vận chuyển theo bảng phí của cửa hàng cho tỉnh/thành của địa chỉ nhận. Tỉnh không
    có trong bảng phí thì KHÔNG được ước tính phí: chuyển cho nhân viên (transfer_to_human).

    Args:
        province: Tỉnh/thành phố nhận hàng, ví dụ "Hà Nội".
    """
    row = _fee_row(s, province)
    require(
        row is not None,
        f"'{province}' không có trong bảng phí vận chuyển. Không được ước tính phí; hãy chuyển "
        "cuộc trò chuyện cho nhân viên bằng transfer_to_human.",
    )
    return {"province": row.province, "fee": row.fee, "eta_days": row.eta_days}


def _order_line(s: Session, item: OrderItem) -> OrderLine:
    sku = item.sku.strip()
    require(
        sku in s.seen_skus,
        f"SKU '{sku}' không có trong kết quả search_product của cuộc trò chuyện này. Không tự đặt "
        "mã SKU: hãy gọi search_product và dùng đúng SKU trả về.",
    )
    require(item.quantity >= 1, "quantity phải từ 1 trở lên.")
    variants = _variant_index(s)
    if sku in variants:
        product, variant = variants[sku]
        require(not item.combo_choices, f"{sku} không phải combo; bỏ combo_choices.")
        require(variant.in_stock, f"{sku} đã hết hàng.")
        detail = ", ".join(x for x in (variant.color, variant.size) if x)
        return OrderLine(
            sku=sku,
            name=f"{product.name} — {detail}" if detail else product.name,
            quantity=item.quantity,
            unit_price=variant.price,
        )
    combo = next((c for c in s.world.sale.combos if c.sku == sku), None)
    if combo is None:
        fail(f"SKU '{sku}' không tồn tại.")
    choices = [c.strip() for c in item.combo_choices]
    for choice in choices:
        require(
            choice in s.seen_skus and choice in variants,
            f"Lựa chọn '{choice}' không phải SKU biến thể có trong kết quả search_product.",
        )
        require(variants[choice][1].in_stock, f"{choice} đã hết hàng.")
    picked = Counter(variants[c][0].id for c in choices)
    needed = {k.product_id: k.quantity * item.quantity for k in combo.components}
    for product_id, count in needed.items():
        name = s.world.get("sale.products", product_id).name
        require(
            picked.get(product_id, 0) == count,
            f"Combo {combo.name} x{item.quantity} cần đúng {count} lựa chọn SKU cho '{name}', "
            f"nhận {picked.get(product_id, 0)}.",
        )
    extra = set(picked) - set(needed)
    require(not extra, f"combo_choices có sản phẩm không thuộc combo: {sorted(extra)}.")
    return OrderLine(
        sku=sku,
        name=combo.name,
        quantity=item.quantity,
        unit_price=combo.price,
        combo_choices=choices,
    )


@ava_tool("sale", writes=True)
def create_draft_order(
    s: Session,
    customer_name: str,
    phone: str,
    address: str,
    province: str,
    items: list[OrderItem],
    shipping_fee: int,
    note: str = "",
) -> dict[str, Any]:
    """Tạo đơn hàng nháp. Trả về order_id (DH-...) dùng cho mọi thao tác sau, và mã nháp
    draft_code (DRAFT-...) chỉ để hiển thị cho khách.

    Args:
        customer_name: Họ tên người nhận do khách cung cấp. Nếu khách chưa cho tên thì phải hỏi
            (ask_customer), không tự điền; không dùng cách xưng hô chung chung (bạn, mình, anh,
            chị, shop) làm tên.
        phone: Số điện thoại người nhận do khách cung cấp; thiếu thì phải hỏi, không tự điền.
        address: Địa chỉ nhận hàng do khách cung cấp; thiếu thì phải hỏi, không tự điền.
        province: Tỉnh/thành phố của địa chỉ nhận hàng.
        items: Các sản phẩm: mỗi mục gồm sku (lấy từ kết quả search_product), quantity, và với
            combo có biến thể thì combo_choices là danh sách SKU biến thể đã chọn; số SKU chọn cho
            mỗi sản phẩm trong combo phải bằng đúng số lượng của sản phẩm đó trong combo.
        shipping_fee: Phí vận chuyển (đồng) theo bảng phí (calculate_shipping_fee) và chính sách
            bán hàng hiện hành; không ước tính cho tỉnh ngoài bảng phí.
        note: Ghi chú của khách.
    """
    name = " ".join(customer_name.split())
    require(
        any(ch.isalpha() for ch in name),
        "Thiếu họ tên người nhận: hãy hỏi khách (ask_customer), không tự điền.",
    )
    require(
        " ".join(re.sub(r"[\W_]+", " ", fold(name)).split()) not in GENERIC_ADDRESS_FORMS,
        f"'{name}' là cách xưng hô, không phải họ tên. Hãy hỏi khách họ tên người nhận.",
    )
    phone_digits = digits(phone)
    require(phone_digits, "Thiếu số điện thoại: hãy hỏi khách (ask_customer), không tự điền.")
    require(
        len(phone_digits) == 10 and phone_digits.startswith("0"),
        f"Số điện thoại '{phone}' không hợp lệ (cần 10 chữ số, bắt đầu bằng 0).",
    )
    require(
        any(ch.isalnum() for ch in address),
        "Thiếu địa chỉ: hãy hỏi khách (ask_customer), không tự điền.",
    )
    row = _fee_row(s, province)
    require(
        row is not None,
        f"'{province}' không có trong bảng phí vận chuyển; không được ước tính phí. Hãy dùng "
        "transfer_to_human.",
    )
    require(
        shipping_fee in (row.fee, 0),
        f"shipping_fee phải theo bảng phí ({row.fee}đ cho {row.province}) hoặc 0 khi được miễn "
        "phí theo chính sách bán hàng.",
    )
    require(items, "items không được để trống.")
    lines = [_order_line(s, item) for item in items]
    subtotal = sum(line.unit_price * line.quantity for line in lines)
    order_id = s.world.next_id("sale.orders")
    order = Order(
        id=order_id,
        draft_code="DRAFT-" + hashlib.sha1(order_id.encode()).hexdigest()[:6].upper(),
        customer_name=name,
        phone=phone_digits,
        address=" ".join(address.split()),
        province=row.province,
        lines=lines,
        subtotal=subtotal,
        shipping_fee=shipping_fee,
        total=subtotal + shipping_fee,
        note=note,
    )
    s.world.sale.orders.append(order)
    return {"order_id": order.id, **view(order, "id")}


@ava_tool("sale", writes=True)
def confirm_order(s: Session, order_id: str) -> dict[str, Any]:
    """Xác nhận đơn nháp khi khách đã đồng ý. Dùng order_id (DH-...), không dùng mã DRAFT-.

    Args:
        order_id: Mã đơn dạng DH-... trả về từ create_draft_order.
    """
    _reject_draft_code(order_id, "xác nhận đơn")
    order = find(s.world.sale.orders, order_id.strip(), "đơn hàng")
    require(order.status == "draft", f"Đơn {order.id} không ở trạng thái nháp ({order.status}).")
    order.status = "confirmed"
    return {"order_id": order.id, **view(order, "id")}


@ava_tool("sale", writes=True)
def create_payment_qr(s: Session, order_id: str) -> dict[str, Any]:
    """Tạo mã QR chuyển khoản cho đơn đã xác nhận, đúng bằng tổng tiền của đơn. Không dùng mã
    DRAFT-.

    Args:
        order_id: Mã đơn dạng DH-... đã xác nhận.
    """
    _reject_draft_code(order_id, "tạo mã QR")
    order = find(s.world.sale.orders, order_id.strip(), "đơn hàng")
    require(order.status == "confirmed", "Chỉ tạo mã QR cho đơn đã xác nhận (confirm_order).")
    require(order.payment_status == "unpaid", "Đơn này đã được thanh toán.")
    existing = next((q for q in s.world.sale.payment_qrs if q.order_id == order.id), None)
    require(existing is None, f"Đơn đã có mã QR {existing.id if existing else ''}.")
    qr = PaymentQr(
        id=s.world.next_id("sale.payment_qrs"),
        order_id=order.id,
        amount=order.total,
        transfer_note=order.id,
    )
    s.world.sale.payment_qrs.append(qr)
    return view(qr)


@ava_tool("sale", writes=False)
def search_orders_by_phone(s: Session, phone: str) -> list[dict[str, Any]]:
    """Tìm các đơn hàng đặt bằng một số điện thoại.

    Args:
        phone: Số điện thoại khách cung cấp.
    """
    wanted = digits(phone)
    require(len(wanted) == 10, "Số điện thoại cần 10 chữ số.")
    return [{"order_id": o.id, **view(o, "id")} for o in s.world.sale.orders if o.phone == wanted]


@ava_tool("sale", writes=False)
def get_order(s: Session, order_id: str, phone: str) -> dict[str, Any]:
    """Xem một đơn hàng; cần số điện thoại khớp với đơn.

    Args:
        order_id: Mã đơn dạng DH-....
        phone: Số điện thoại đặt đơn, do khách cung cấp.
    """
    order = _order_for_phone(s, order_id, phone)
    return {"order_id": order.id, **view(order, "id")}


@ava_tool("sale", writes=True)
def cancel_order(s: Session, order_id: str, phone: str, reason: str = "") -> dict[str, Any]:
    """Hủy đơn chưa thanh toán theo yêu cầu của khách. Cần số điện thoại khớp với đơn. Đơn đã
    thanh toán thì KHÔNG được hủy: chuyển cho nhân viên (transfer_to_human).

    Args:
        order_id: Mã đơn dạng DH-....
        phone: Số điện thoại đặt đơn, do khách cung cấp.
        reason: Lý do hủy.
    """
    _reject_draft_code(order_id, "hủy đơn")
    order = _order_for_phone(s, order_id, phone)
    require(
        order.payment_status != "paid",
        "Đơn đã thanh toán: trợ lý không được hủy. Hãy chuyển cho nhân viên (transfer_to_human).",
    )
    require(order.status != "cancelled", "Đơn đã bị hủy trước đó.")
    order.status = "cancelled"
    order.note = f"{order.note}\nHủy: {reason}".strip() if reason else order.note
    return {"order_id": order.id, **view(order, "id")}


@ava_tool("sale", writes=True)
def transfer_to_human(
    s: Session, reason: str, summary: str, order_id: str = "", phone: str = ""
) -> dict[str, Any]:
    """Chuyển cuộc trò chuyện cho nhân viên chăm sóc khách hàng.

    Args:
        reason: Lý do chuyển, ví dụ "khách yêu cầu hủy đơn đã thanh toán".
        summary: Tóm tắt yêu cầu của khách để nhân viên xử lý tiếp.
        order_id: Mã đơn liên quan (DH-...), nếu có.
        phone: Số điện thoại của khách, nếu có.
    """
    require(reason.strip() and summary.strip(), "reason và summary không được để trống.")
    if order_id:
        _reject_draft_code(order_id, "chuyển nhân viên")
        find(s.world.sale.orders, order_id.strip(), "đơn hàng")
    handoff = Handoff(
        id=s.world.next_id("sale.handoffs"),
        reason=reason.strip(),
        summary=summary.strip(),
        order_id=order_id.strip() or None,
        phone=digits(phone),
    )
    s.world.sale.handoffs.append(handoff)
    return view(handoff)


@ava_tool("sale", writes=True)
def ask_customer(
    s: Session,
    question: str,
    missing_fields: list[Literal["name", "phone", "address", "variant", "quantity", "other"]],
) -> dict[str, Any]:
    """Gửi câu hỏi lại cho khách khi còn thiếu thông tin (họ tên, số điện thoại, địa chỉ, màu/size,
    số lượng) thay vì tự điền.

    Args:
        question: Câu hỏi gửi khách, lịch sự, bằng tiếng Việt.
        missing_fields: Những thông tin còn thiếu: "name", "phone", "address", "variant",
            "quantity", "other".
    """
    require(question.strip(), "question không được để trống.")
    require(missing_fields, "missing_fields cần ít nhất một mục.")
    q = CustomerQuestion(
        id=s.world.next_id("sale.questions"),
        question=question.strip(),
        missing_fields=list(dict.fromkeys(missing_fields)),
    )
    s.world.sale.questions.append(q)
    return view(q)
