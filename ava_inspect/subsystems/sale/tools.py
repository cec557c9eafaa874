"""The sales agent's tools, with the real tools' rules enforced on every call."""

from __future__ import annotations

import hashlib
import re
from collections import Counter
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict

from ava_inspect.core.tools.arguments import MAX_QUANTITY, Line, Phone, Quantity, phone_number
from ava_inspect.core.tools.common import (
    digits,
    find,
    fold,
    page,
    query_variants,
    search_text_matches,
    view,
)
from ava_inspect.core.tools.runtime import Session, ava_tool, fail, require
from ava_inspect.subsystems.sale.places import FORMER_PROVINCES, RENAMED
from ava_inspect.subsystems.sale.records import (
    Combo,
    CustomerQuestion,
    Handoff,
    Order,
    OrderLine,
    PaymentQr,
    Product,
    SaleWorld,
)

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

FREE_SHIPPING_FROM = 700_000
"""Goods value (after discount) from which shipping is free: the shop's sales policy, item 2."""

SEEN_NOTE = (
    "Chỉ để tham khảo: SKU dùng để lên đơn (items, combo_choices) phải có trong kết quả "
    "search_product của cuộc trò chuyện này."
)

_PROVINCE_ALIASES = {
    "hn": "ha noi",
    "tphcm": "ho chi minh",
    "hcm": "ho chi minh",
    "sai gon": "ho chi minh",
    "sg": "ho chi minh",
    "hp": "hai phong",
    "dn": "da nang",
}


PRODUCT_SYNONYMS = {
    "cộc tay": "tay ngắn",
    "tay cộc": "tay ngắn",
    "tay lửng": "tay lỡ",
    "sơmi": "sơ mi",
    "quần âu": "quần tây",
    "quần bò": "quần jean",
    "jeans": "jean",
    "váy liền": "đầm",
    "váy liền thân": "đầm",
    "váy đầm": "đầm",
    "áo phông": "áo thun",
    "áo vest": "áo blazer",
    "áo vét": "áo blazer",
    "ghi lê": "gile",
    "gi lê": "gile",
    "giỏ xách": "túi xách",
    "dây nịt": "thắt lưng",
    "dây lưng": "thắt lưng",
    "xanh navy": "xanh than",
    "navy": "xanh than",
    "xanh tím than": "xanh than",
    "tím than": "xanh than",
}
"""What customers write -> the shop's own wording. Only true equivalents: a rewritten query finds
exactly what the shop's wording finds, so a synonym never makes a look-alike a hit ("váy" alone is
a skirt to some and a dress to others, so it is not here; "giỏ" alone is a basket)."""


class OrderItem(BaseModel):
    """One item the customer orders."""

    model_config = ConfigDict(extra="forbid")

    sku: str
    quantity: Quantity
    combo_choices: list[str] = []


def _province_key(name: str) -> str:
    key = re.sub(r"[.\-–—]", " ", fold(name))
    for prefix in ("thanh pho ", "tp ", "tinh "):
        if key.startswith(prefix):
            key = key[len(prefix) :]
    key = " ".join(key.split())
    return _PROVINCE_ALIASES.get(key.replace(" ", ""), _PROVINCE_ALIASES.get(key, key))


_FORMER = {_province_key(old): new for old, new in FORMER_PROVINCES.items()}
"""Old province (folded) -> the province it belongs to since 1 July 2025."""


def current_province(name: str) -> tuple[str, str | None]:
    """The folded key of the province `name` means today, and the current province's name when
    `name` is a former one ("Bình Dương" -> ("ho chi minh", "TP. Hồ Chí Minh"))."""
    key = _province_key(name)
    now = _FORMER.get(key) or _FORMER.get(key.replace(" ", ""))
    return (_province_key(now), now) if now else (key, None)


def province_note(name: str) -> str | None:
    """What the tool tells the model when the customer wrote a former province."""
    _, now = current_province(name)
    if now is None:
        return None
    since = (
        "thành phố trực thuộc trung ương từ 01/01/2025"
        if now in RENAMED.values()
        else "sắp xếp đơn vị hành chính từ 01/07/2025"
    )
    return (
        f"'{name.strip()}' nay thuộc {now} ({since}): phí vận chuyển và tỉnh/thành của đơn tính "
        f"theo {now}."
    )


def _fee_row(s: Session, province: str) -> Any | None:
    key, _ = current_province(province)
    return next(
        (f for f in SaleWorld.of(s.world).shipping_fees if _province_key(f.province) == key), None
    )


def _off_table(province: str) -> str:
    """Why a province has no fee, naming where a former province now belongs."""
    _, now = current_province(province)
    where = f"'{province}' (nay thuộc {now})" if now else f"'{province}'"
    return f"{where} không có trong bảng phí vận chuyển"


def _variant_index(s: Session) -> dict[str, tuple[Any, Any]]:
    return {v.sku: (p, v) for p in SaleWorld.of(s.world).products for v in p.variants}


def _reject_draft_code(order_id: str, action: str) -> None:
    require(
        not order_id.strip().upper().startswith("DRAFT-"),
        f"'{order_id}' là mã nháp (DRAFT-...), không dùng để {action}. Hãy dùng order_id "
        "(dạng DH-...) trả về khi tạo đơn.",
    )


def _phone_key(phone: str) -> str:
    """The digits an order is filed under: a Vietnamese number in national form
    (`+84 903 418 652` -> `0903418652`)."""
    return phone_number(phone) or digits(phone)


def _order_for_phone(s: Session, order_id: str, phone: str) -> Order:
    order: Order = find(SaleWorld.of(s.world).orders, order_id.strip(), "đơn hàng")
    require(
        _phone_key(phone) and _phone_key(phone) == digits(order.phone),
        "Số điện thoại không khớp với số đặt đơn này; không thể thao tác. Hãy hỏi lại khách "
        "số điện thoại đã dùng khi đặt hàng.",
    )
    return order


@ava_tool("sale", writes=False)
def search_product(s: Session, query: str, limit: int = 5, offset: int = 0) -> dict[str, Any]:
    """Tìm sản phẩm và combo trong cửa hàng (không phân biệt dấu; hiểu cách gọi quen thuộc như
    "cộc tay" là "tay ngắn", "quần âu" là "quần tây", "áo phông" là "áo thun", "navy" là "xanh
    than"). Kết quả gồm SKU của từng biến thể (màu, size), giá và tình trạng còn hàng. Chỉ dùng SKU
    có trong kết quả này để lên đơn.

    Args:
        query: Tên hoặc loại sản phẩm, ví dụ "áo sơ mi lụa" hoặc "combo công sở".
        limit: Số sản phẩm tối đa mỗi trang (1-10); từ khóa càng cụ thể, kết quả càng gọn.
        offset: Bỏ qua bao nhiêu sản phẩm đầu (phân trang).
    """
    require(query.strip(), "query không được để trống.")
    require(1 <= limit <= 10, "limit phải từ 1 đến 10.")
    queries = query_variants(query, PRODUCT_SYNONYMS)
    matches = [
        p
        for p in SaleWorld.of(s.world).products
        if any(
            search_text_matches(q, p.name, p.category, p.description)
            or any(search_text_matches(q, p.name, v.color, v.size) for v in p.variants)
            for q in queries
        )
    ]
    found_page = page(matches, limit, offset)
    products: list[Product] = found_page["items"]
    combos = [
        c
        for c in SaleWorld.of(s.world).combos
        if any(search_text_matches(q, c.name, c.sku) for q in queries)
    ]
    found = [v.sku for p in products for v in p.variants] + [c.sku for c in combos]
    s.seen_skus.extend(sku for sku in found if sku not in s.seen_skus)
    return {
        "total_products": found_page["total"],
        "has_more": found_page["has_more"],
        "products": [view(p) for p in products],
        "combos": [
            {
                "sku": c.sku,
                "name": c.name,
                "price": c.price,
                "components": [
                    {
                        "product_id": k.product_id,
                        "product_name": s.world.record("sale.products", k.product_id).name,
                        "quantity": k.quantity,
                    }
                    for k in c.components
                ],
            }
            for c in combos
        ],
    }


def _product_for(s: Session, code: str) -> Product:
    key = code.strip().upper()
    require(key, "product_id không được để trống: hãy dùng mã SP-... hoặc SKU từ search_product.")
    for product in SaleWorld.of(s.world).products:
        if product.id == key or any(v.sku == key for v in product.variants):
            return product
    require(
        not any(key in (c.id, c.sku) for c in SaleWorld.of(s.world).combos),
        f"'{code.strip()}' là combo, không phải sản phẩm: hãy dùng get_combo_detail.",
    )
    fail(
        f"Không tìm thấy sản phẩm có mã hoặc SKU '{code.strip()}'. Hãy dùng search_product để "
        "lấy đúng mã."
    )


def _options(product: Product) -> dict[str, list[str]]:
    return {
        "colors": list(dict.fromkeys(v.color for v in product.variants if v.color)),
        "sizes": list(dict.fromkeys(v.size for v in product.variants if v.size)),
    }


@ava_tool("sale", writes=False)
def get_product_detail(s: Session, product_id: str) -> dict[str, Any]:
    """Xem chi tiết một sản phẩm: mô tả, các màu và size, từng biến thể (SKU, giá, còn hàng hay
    hết), và các combo có sản phẩm này. Công cụ này chỉ để xem: SKU dùng để lên đơn vẫn phải có
    trong kết quả search_product của cuộc trò chuyện này (gọi search_product trước khi lên đơn).

    Args:
        product_id: Mã sản phẩm (dạng SP-...) hoặc SKU của một biến thể của nó, lấy từ kết quả
            search_product.
    """
    product = _product_for(s, product_id)
    in_combos = [
        {"sku": c.sku, "name": c.name, "price": c.price, "quantity": k.quantity}
        for c in SaleWorld.of(s.world).combos
        for k in c.components
        if k.product_id == product.id
    ]
    return {
        **view(product),
        **_options(product),
        "in_stock_count": sum(v.in_stock for v in product.variants),
        "combos": in_combos,
        "note": SEEN_NOTE,
    }


def _combo_for(s: Session, code: str) -> Combo:
    key = code.strip().upper()
    require(key, "combo_sku không được để trống: hãy dùng SKU combo từ search_product.")
    combo = next((c for c in SaleWorld.of(s.world).combos if key in (c.id, c.sku)), None)
    if combo is None:
        require(
            key not in _variant_index(s)
            and not any(p.id == key for p in SaleWorld.of(s.world).products),
            f"'{code.strip()}' là sản phẩm, không phải combo: hãy dùng get_product_detail.",
        )
        fail(
            f"Không tìm thấy combo '{code.strip()}'. Hãy tìm bằng search_product (ví dụ "
            '"combo") để lấy đúng SKU combo.'
        )
    return combo


@ava_tool("sale", writes=False)
def get_combo_detail(s: Session, combo_sku: str) -> dict[str, Any]:
    """Xem chi tiết một combo: giá combo, giá mua lẻ, từng sản phẩm trong combo với số lượng và
    số SKU biến thể (màu, size) khách cần chọn cho mỗi combo. Đặt n combo thì số lựa chọn của mỗi
    sản phẩm nhân n. Công cụ này chỉ để xem: SKU biến thể đưa vào combo_choices phải có trong kết
    quả search_product của cuộc trò chuyện này (tìm từng sản phẩm của combo).

    Args:
        combo_sku: SKU của combo (dạng COMBO-...) lấy từ kết quả search_product, hoặc mã CB-....
    """
    combo = _combo_for(s, combo_sku)
    components = []
    separate = 0
    for k in combo.components:
        product: Product = s.world.record("sale.products", k.product_id)
        separate += k.quantity * min(v.price for v in product.variants)
        components.append(
            {
                "product_id": product.id,
                "product_name": product.name,
                "quantity": k.quantity,
                "choices_needed": k.quantity,
                **_options(product),
                "variants": [
                    {"sku": v.sku, "color": v.color, "size": v.size, "in_stock": v.in_stock}
                    for v in product.variants
                ],
            }
        )
    needs = "; ".join(f"{c['choices_needed']} SKU của '{c['product_name']}'" for c in components)
    return {
        "id": combo.id,
        "sku": combo.sku,
        "name": combo.name,
        "price": combo.price,
        "separate_price": separate,
        "saving": separate - combo.price,
        "components": components,
        "how_to_order": f"Mỗi combo: combo_choices gồm đúng {needs}.",
        "note": SEEN_NOTE,
    }


@ava_tool("sale", writes=False)
def calculate_shipping_fee(s: Session, province: Line) -> dict[str, Any]:
    """Tra phí vận chuyển theo bảng phí của cửa hàng cho tỉnh/thành của địa chỉ nhận.
    Tỉnh, thành theo đơn vị hành chính từ 01/07/2025 (tên tỉnh cũ được quy về tỉnh, thành hiện nay
    và kết quả ghi rõ). Bảng phí không có mọi tỉnh: tỉnh không có trong bảng thì KHÔNG được ước
    tính phí, chuyển cho nhân viên (transfer_to_human).

    Args:
        province: Tỉnh/thành phố nhận hàng, ví dụ "Hà Nội".
    """
    row: Any = _fee_row(s, province)
    require(
        row is not None,
        f"{_off_table(province)}. Không được ước tính phí; hãy chuyển cuộc trò chuyện cho nhân "
        "viên bằng transfer_to_human.",
    )
    result = {"province": row.province, "fee": row.fee, "eta_days": row.eta_days}
    note = province_note(province)
    return {**result, "province_note": note} if note else result


def _order_line(s: Session, item: OrderItem, known: frozenset[str]) -> OrderLine:
    """One order line, built only from SKUs the agent has seen: in this chat's search_product
    results, or (`known`) already on the order being changed."""
    sku = item.sku.strip()
    require(
        sku in s.seen_skus or sku in known,
        f"SKU '{sku}' không có trong kết quả search_product của cuộc trò chuyện này. Không tự đặt "
        "mã SKU: hãy gọi search_product và dùng đúng SKU trả về.",
    )
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
    combo = next((c for c in SaleWorld.of(s.world).combos if c.sku == sku), None)
    if combo is None:
        fail(f"SKU '{sku}' không tồn tại.")
    choices = [c.strip() for c in item.combo_choices]
    for choice in choices:
        require(
            (choice in s.seen_skus or choice in known) and choice in variants,
            f"Lựa chọn '{choice}' không phải SKU biến thể có trong kết quả search_product.",
        )
        require(variants[choice][1].in_stock, f"{choice} đã hết hàng.")
    picked = Counter(variants[c][0].id for c in choices)
    needed = {k.product_id: k.quantity * item.quantity for k in combo.components}
    for product_id, count in needed.items():
        name = s.world.record("sale.products", product_id).name
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


def _checked_name(customer_name: str) -> str:
    name = " ".join(customer_name.split())
    require(
        any(ch.isalpha() for ch in name),
        "Thiếu họ tên người nhận: hãy hỏi khách (ask_customer), không tự điền.",
    )
    require(
        " ".join(re.sub(r"[\W_]+", " ", fold(name)).split()) not in GENERIC_ADDRESS_FORMS,
        f"'{name}' là cách xưng hô, không phải họ tên. Hãy hỏi khách họ tên người nhận.",
    )
    return name


def _checked_phone(phone: str) -> str:
    """The recipient's mobile number as an order stores it: 10 digits (`0903418652`)."""
    require(digits(phone), "Thiếu số điện thoại: hãy hỏi khách (ask_customer), không tự điền.")
    national = phone_number(phone)
    require(
        national is not None and re.fullmatch(r"0[35789]\d{8}", national) is not None,
        f"Số điện thoại '{phone.strip()}' không hợp lệ: cần số di động Việt Nam 10 chữ số (ví "
        "dụ 0903 418 652 hoặc +84 903 418 652).",
    )
    return national  # type: ignore[return-value]


def _checked_address(address: str) -> str:
    require(
        any(ch.isalnum() for ch in address),
        "Thiếu địa chỉ: hãy hỏi khách (ask_customer), không tự điền.",
    )
    return " ".join(address.split())


def _checked_fee_row(s: Session, province: str) -> Any:
    row = _fee_row(s, province)
    require(
        row is not None,
        f"{_off_table(province)}; không được ước tính phí. Hãy dùng transfer_to_human.",
    )
    return row


def _check_fee(row: Any, shipping_fee: int) -> None:
    require(
        shipping_fee in (row.fee, 0),
        f"shipping_fee phải theo bảng phí ({row.fee}đ cho {row.province}) hoặc 0 khi được miễn "
        "phí theo chính sách bán hàng.",
    )


def _order_lines(
    s: Session, items: list[OrderItem], known: frozenset[str] = frozenset()
) -> list[OrderLine]:
    require(items, "items không được để trống.")
    _require_cap_per_sku(items)
    return [_order_line(s, item, known) for item in items]


def _require_cap_per_sku(items: list[OrderItem]) -> None:
    """At most `MAX_QUANTITY` units of one SKU on an order, however many lines carry it (a combo
    per person on its own line is a fair way to order; splitting 1,998 units in two is not)."""
    rows: dict[str, list[int]] = {}
    for number, item in enumerate(items, start=1):
        rows.setdefault(item.sku.strip(), []).append(number)
    for sku, numbers in rows.items():
        total = sum(items[n - 1].quantity for n in numbers)
        if total > MAX_QUANTITY:
            fail(
                f"items có SKU '{sku}' ở {len(numbers)} dòng (dòng "
                f"{', '.join(map(str, numbers))}) với tổng quantity {total}: một đơn nhận tối đa "
                f"{MAX_QUANTITY} sản phẩm của một SKU, dù chia ra bao nhiêu dòng. Hãy hỏi lại "
                "khách số lượng."
            )


def _skus_on(order: Order) -> frozenset[str]:
    """The SKUs an order already holds (its lines' and their combo choices): shown by get_order,
    so re-listing them when editing the order is no guess."""
    return frozenset(sku for line in order.lines for sku in (line.sku, *line.combo_choices))


@ava_tool("sale", writes=True)
def create_draft_order(
    s: Session,
    customer_name: Line,
    phone: Phone,
    address: Line,
    province: Line,
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
        items: Các sản phẩm: mỗi mục gồm sku (lấy từ kết quả search_product), quantity (1-999),
            và với combo có biến thể thì combo_choices là danh sách SKU biến thể đã chọn; số SKU
            chọn cho mỗi sản phẩm trong combo phải bằng đúng số lượng của sản phẩm đó trong combo.
            Tổng quantity của một SKU trên cả đơn không quá 999, dù chia ra nhiều mục.
        shipping_fee: Phí vận chuyển (đồng) theo bảng phí (calculate_shipping_fee) và chính sách
            bán hàng hiện hành; không ước tính cho tỉnh ngoài bảng phí.
        note: Ghi chú của khách.
    """
    name = _checked_name(customer_name)
    phone_digits = _checked_phone(phone)
    clean_address = _checked_address(address)
    row = _checked_fee_row(s, province)
    _check_fee(row, shipping_fee)
    lines = _order_lines(s, items)
    subtotal = sum(line.unit_price * line.quantity for line in lines)
    order_id = s.world.next_id("sale.orders")
    order = Order(
        id=order_id,
        draft_code="DRAFT-" + hashlib.sha1(order_id.encode()).hexdigest()[:6].upper(),
        customer_name=name,
        phone=phone_digits,
        address=clean_address,
        province=row.province,
        lines=lines,
        subtotal=subtotal,
        shipping_fee=shipping_fee,
        total=subtotal + shipping_fee,
        note=note,
    )
    SaleWorld.of(s.world).orders.append(order)
    return _with_note({"order_id": order.id, **view(order, "id")}, province)


def _with_note(result: dict[str, Any], province: str) -> dict[str, Any]:
    """A result, with the note on a former province the customer wrote."""
    note = province_note(province) if province.strip() else None
    return {**result, "province_note": note} if note else result


def _require_some_change(*given: object) -> None:
    require(
        any(given),
        "Không có thay đổi nào: hãy truyền ít nhất một thông tin cần sửa (để trống là giữ nguyên).",
    )


def _require_province_with_address(address: str, province: str) -> None:
    require(
        not address.strip() or province.strip(),
        "Khi đổi địa chỉ, hãy truyền kèm province (tỉnh/thành của địa chỉ mới) để tính đúng phí "
        "vận chuyển.",
    )


def _replace_order(s: Session, order: Order, changes: dict[str, Any]) -> Order:
    """The order with `changes` applied, validated whole before it replaces the old record."""
    updated = Order.model_validate({**order.model_dump(), **changes})
    orders = SaleWorld.of(s.world).orders
    orders[orders.index(order)] = updated
    return updated


@ava_tool("sale", writes=True)
def update_draft_order(
    s: Session,
    order_id: str,
    customer_name: Line = "",
    phone: Phone = "",
    address: Line = "",
    province: Line = "",
    items: list[OrderItem] | None = None,
    shipping_fee: int | None = None,
    note: str = "",
) -> dict[str, Any]:
    """Sửa đơn nháp (chưa xác nhận): đổi sản phẩm, họ tên, số điện thoại, địa chỉ người nhận, phí
    vận chuyển hoặc ghi chú. Chỉ truyền những gì cần đổi; tham số để trống thì giữ nguyên. Mọi quy
    tắc của create_draft_order được áp dụng lại cho đơn sau khi sửa. Đơn đã xác nhận thì dùng
    update_order.

    Args:
        order_id: Mã đơn dạng DH-... trả về từ create_draft_order; không dùng mã DRAFT-.
        customer_name: Họ tên người nhận mới do khách cung cấp, không tự điền; không dùng cách
            xưng hô chung chung (bạn, mình, anh, chị, shop). Để trống nếu không đổi.
        phone: Số điện thoại người nhận mới do khách cung cấp. Để trống nếu không đổi.
        address: Địa chỉ nhận hàng mới do khách cung cấp; khi đổi địa chỉ phải truyền kèm
            province. Để trống nếu không đổi.
        province: Tỉnh/thành phố của địa chỉ nhận hàng; phải có trong bảng phí vận chuyển. Để
            trống nếu không đổi.
        items: Danh sách sản phẩm mới, thay toàn bộ sản phẩm cũ của đơn, theo đúng quy tắc của
            create_draft_order (sku lấy từ kết quả search_product; với combo, combo_choices có
            đúng số SKU cho mỗi sản phẩm). Bỏ qua nếu không đổi sản phẩm.
        shipping_fee: Phí vận chuyển mới (đồng) theo bảng phí (calculate_shipping_fee) và chính
            sách bán hàng; xem lại khi đổi tỉnh hoặc đổi sản phẩm. Bỏ qua để giữ nguyên.
        note: Ghi chú mới của khách, thay ghi chú cũ. Để trống nếu không đổi.
    """
    _reject_draft_code(order_id, "sửa đơn")
    order: Order = find(SaleWorld.of(s.world).orders, order_id.strip(), "đơn hàng")
    require(
        order.status == "draft",
        f"Đơn {order.id} không còn là đơn nháp ({order.status}). Đơn đã xác nhận và chưa thanh "
        "toán thì sửa bằng update_order; đơn đã hủy thì không sửa được.",
    )
    _require_some_change(
        customer_name.strip(),
        phone.strip(),
        address.strip(),
        province.strip(),
        items is not None,
        shipping_fee is not None,
        note.strip(),
    )
    _require_province_with_address(address, province)
    changes: dict[str, Any] = {}
    if customer_name.strip():
        changes["customer_name"] = _checked_name(customer_name)
    if phone.strip():
        changes["phone"] = _checked_phone(phone)
    if address.strip():
        changes["address"] = _checked_address(address)
    row = _checked_fee_row(s, province if province.strip() else order.province)
    fee = order.shipping_fee if shipping_fee is None else shipping_fee
    _check_fee(row, fee)
    lines = order.lines if items is None else _order_lines(s, items, _skus_on(order))
    subtotal = sum(line.unit_price * line.quantity for line in lines)
    require(subtotal >= order.discount, "Tổng tiền hàng nhỏ hơn khoản giảm giá của đơn.")
    changes.update(
        province=row.province,
        lines=[line.model_dump() for line in lines],
        subtotal=subtotal,
        shipping_fee=fee,
        total=subtotal - order.discount + fee,
    )
    if note.strip():
        changes["note"] = note.strip()
    updated = _replace_order(s, order, changes)
    return _with_note({"order_id": updated.id, **view(updated, "id")}, province)


@ava_tool("sale", writes=True)
def confirm_order(s: Session, order_id: str) -> dict[str, Any]:
    """Xác nhận đơn nháp khi khách đã đồng ý. Dùng order_id (DH-...), không dùng mã DRAFT-.

    Args:
        order_id: Mã đơn dạng DH-... trả về từ create_draft_order.
    """
    _reject_draft_code(order_id, "xác nhận đơn")
    order = find(SaleWorld.of(s.world).orders, order_id.strip(), "đơn hàng")
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
    order = find(SaleWorld.of(s.world).orders, order_id.strip(), "đơn hàng")
    require(order.status == "confirmed", "Chỉ tạo mã QR cho đơn đã xác nhận (confirm_order).")
    require(order.payment_status == "unpaid", "Đơn này đã được thanh toán.")
    existing = next((q for q in SaleWorld.of(s.world).payment_qrs if q.order_id == order.id), None)
    require(existing is None, f"Đơn đã có mã QR {existing.id if existing else ''}.")
    qr = PaymentQr(
        id=s.world.next_id("sale.payment_qrs"),
        order_id=order.id,
        amount=order.total,
        transfer_note=order.id,
    )
    SaleWorld.of(s.world).payment_qrs.append(qr)
    return view(qr)


@ava_tool("sale", writes=False)
def search_orders_by_phone(s: Session, phone: Phone) -> list[dict[str, Any]]:
    """Tìm các đơn hàng đặt bằng một số điện thoại.

    Args:
        phone: Số điện thoại khách cung cấp.
    """
    wanted = _phone_key(phone)
    require(len(wanted) == 10, "Số điện thoại cần 10 chữ số.")
    return [
        {"order_id": o.id, **view(o, "id")}
        for o in SaleWorld.of(s.world).orders
        if o.phone == wanted
    ]


@ava_tool("sale", writes=False)
def get_order(s: Session, order_id: str, phone: Phone) -> dict[str, Any]:
    """Xem một đơn hàng; cần số điện thoại khớp với đơn.

    Args:
        order_id: Mã đơn dạng DH-....
        phone: Số điện thoại đặt đơn, do khách cung cấp.
    """
    order = _order_for_phone(s, order_id, phone)
    return {"order_id": order.id, **view(order, "id")}


@ava_tool("sale", writes=True)
def update_order(
    s: Session,
    order_id: str,
    phone: Phone,
    customer_name: Line = "",
    new_phone: Phone = "",
    address: Line = "",
    province: Line = "",
) -> dict[str, Any]:
    """Sửa thông tin người nhận của đơn ĐÃ XÁC NHẬN và CHƯA THANH TOÁN: họ tên, số điện thoại hoặc
    địa chỉ giao hàng. Cần số điện thoại khớp với đơn. Đổi sang tỉnh/thành khác thì phí vận
    chuyển được tính lại theo bảng phí và chính sách miễn phí vận chuyển, và mã QR đã tạo của đơn
    (nếu có) được cập nhật theo tổng tiền mới; tỉnh ngoài bảng phí thì không được ước tính phí:
    chuyển cho nhân viên. Đơn đã thanh toán thì KHÔNG được sửa: chuyển cho nhân viên
    (transfer_to_human). Đơn nháp thì dùng update_draft_order. Không đổi sản phẩm của đơn đã xác
    nhận ở đây.

    Args:
        order_id: Mã đơn dạng DH-...; không dùng mã DRAFT-.
        phone: Số điện thoại đã dùng khi đặt đơn, do khách cung cấp (để xác minh).
        customer_name: Họ tên người nhận mới do khách cung cấp, không tự điền; không dùng cách
            xưng hô chung chung (bạn, mình, anh, chị, shop). Để trống nếu không đổi.
        new_phone: Số điện thoại người nhận mới. Để trống nếu không đổi.
        address: Địa chỉ giao hàng mới do khách cung cấp; khi đổi địa chỉ phải truyền kèm
            province. Để trống nếu không đổi.
        province: Tỉnh/thành phố của địa chỉ giao hàng mới. Để trống nếu không đổi.
    """
    _reject_draft_code(order_id, "sửa đơn")
    order = _order_for_phone(s, order_id, phone)
    require(order.status != "cancelled", f"Đơn {order.id} đã bị hủy, không sửa được.")
    require(
        order.status != "draft",
        f"Đơn {order.id} còn là đơn nháp (chưa xác nhận): hãy sửa bằng update_draft_order.",
    )
    require(
        order.payment_status != "paid",
        "Đơn đã thanh toán: trợ lý không được sửa. Hãy chuyển cho nhân viên (transfer_to_human).",
    )
    _require_some_change(
        customer_name.strip(), new_phone.strip(), address.strip(), province.strip()
    )
    _require_province_with_address(address, province)
    changes: dict[str, Any] = {}
    if customer_name.strip():
        changes["customer_name"] = _checked_name(customer_name)
    if new_phone.strip():
        changes["phone"] = _checked_phone(new_phone)
    if address.strip():
        changes["address"] = _checked_address(address)
    if province.strip():
        row: Any = _fee_row(s, province)
        require(
            row is not None,
            f"{_off_table(province)}; không được ước tính phí và chưa đổi được địa chỉ. Hãy "
            "chuyển cho nhân viên (transfer_to_human).",
        )
        if row.province != order.province:
            free = order.subtotal - order.discount >= FREE_SHIPPING_FROM
            fee = 0 if free else row.fee
            changes.update(
                province=row.province,
                shipping_fee=fee,
                total=order.subtotal - order.discount + fee,
            )
    updated = _replace_order(s, order, changes)
    qr = next((q for q in SaleWorld.of(s.world).payment_qrs if q.order_id == updated.id), None)
    if qr is not None and qr.amount != updated.total:
        qrs = SaleWorld.of(s.world).payment_qrs
        qr = PaymentQr.model_validate({**qr.model_dump(), "amount": updated.total})
        qrs[next(i for i, q in enumerate(qrs) if q.id == qr.id)] = qr
    return _with_note(
        {
            "order_id": updated.id,
            **view(updated, "id"),
            "payment_qr": view(qr) if qr is not None else None,
        },
        province,
    )


@ava_tool("sale", writes=True)
def cancel_order(s: Session, order_id: str, phone: Phone, reason: str = "") -> dict[str, Any]:
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
    s: Session, reason: str, summary: str, order_id: str = "", phone: Phone = ""
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
        find(SaleWorld.of(s.world).orders, order_id.strip(), "đơn hàng")
    handoff = Handoff(
        id=s.world.next_id("sale.handoffs"),
        reason=reason.strip(),
        summary=summary.strip(),
        order_id=order_id.strip() or None,
        phone=_phone_key(phone) if digits(phone) else "",
    )
    SaleWorld.of(s.world).handoffs.append(handoff)
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
    SaleWorld.of(s.world).questions.append(q)
    return view(q)
