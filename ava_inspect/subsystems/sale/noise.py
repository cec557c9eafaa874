"""Distractors for the sale tables.

`sale.orders`: orders of other customers for the products the chat is about (a look-alike tote, the
same combo in other colours), with other phones: never a phone of the task or of its chat, never a
real customer's name or a name the chat mentions. Totals follow the shop's rules (lines, free
shipping from 700.000đ, the fee table). `sale.payment_qrs`: one QR per noise order for exactly its
total. `sale.handoffs` and `sale.questions`: earlier conversations with other customers.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass
from typing import Any

from ava_inspect.core.noise.context import NoiseContext, generator, per_table
from ava_inspect.core.noise.names import FAMILY_NAMES, GIVEN_NAMES, MIDDLE_NAMES
from ava_inspect.core.tools.common import digits, fold
from ava_inspect.subsystems.crm.records import CrmWorld
from ava_inspect.subsystems.hr.records import HrWorld
from ava_inspect.subsystems.mail.noise import definition_texts
from ava_inspect.subsystems.recruitment.records import RecruitmentWorld
from ava_inspect.subsystems.sale.records import SaleWorld

FREE_SHIPPING_FROM = 700_000
"""The sales policy: goods worth 700.000đ or more ship free."""

ADDRESSES = {
    "Hà Nội": (
        "Số {n} ngõ {m} Chùa Láng, phường Láng, Hà Nội",
        "Số {n} Nguyễn Khang, phường Yên Hòa, Hà Nội",
        "Số {n} ngõ {m} Kim Mã, phường Giảng Võ, Hà Nội",
        "Căn {n}0{m} tòa A2 chung cư Ecohome, phường Đông Ngạc, Hà Nội",
        "Số {n} Lê Trọng Tấn, phường Phương Liệt, Hà Nội",
    ),
    "TP. Hồ Chí Minh": (
        "Số {n} Nguyễn Trãi, phường An Đông, TP. Hồ Chí Minh",
        "Số {n}/{m} Phan Văn Trị, phường Gò Vấp, TP. Hồ Chí Minh",
        "Số {n} Lê Văn Sỹ, phường Nhiêu Lộc, TP. Hồ Chí Minh",
        "Số {n} đại lộ Bình Dương, phường Thủ Dầu Một, TP. Hồ Chí Minh",
    ),
    "Hải Phòng": (
        "Số {n} Văn Cao, phường Gia Viên, Hải Phòng",
        "Số {n} Tô Hiệu, phường Lê Chân, Hải Phòng",
        "Số {n} Nguyễn Lương Bằng, phường Hải Dương, Hải Phòng",
    ),
    "Đà Nẵng": (
        "Số {n} Nguyễn Văn Linh, phường Hải Châu, Đà Nẵng",
        "Số {n} Tôn Đức Thắng, phường Hòa Khánh, Đà Nẵng",
    ),
    "Bắc Ninh": (
        "Số {n} Ngô Gia Tự, phường Kinh Bắc, Bắc Ninh",
        "Số {n} Xương Giang, phường Bắc Giang, Bắc Ninh",
    ),
    "Cần Thơ": ("Số {n} đường 30/4, phường Ninh Kiều, Cần Thơ",),
    "Hưng Yên": ("Số {n} Nguyễn Văn Linh, phường Phố Hiến, Hưng Yên",),
    "Ninh Bình": ("Số {n} Trần Hưng Đạo, phường Hoa Lư, Ninh Bình",),
    "Quảng Ninh": ("Số {n} Trần Hưng Đạo, phường Hồng Gai, Quảng Ninh",),
    "Thái Nguyên": ("Số {n} Lương Ngọc Quyến, phường Phan Đình Phùng, Thái Nguyên",),
    "Phú Thọ": ("Số {n} Hùng Vương, phường Việt Trì, Phú Thọ",),
    "Thanh Hóa": ("Số {n} Lê Hoàn, phường Hạc Thành, Thanh Hóa",),
    "Nghệ An": ("Số {n} Lê Lợi, phường Thành Vinh, Nghệ An",),
    "Đồng Nai": ("Số {n} Phạm Văn Thuận, phường Tam Hiệp, Đồng Nai",),
}
"""Delivery addresses by province of the fee table: a ward directly under its province (no
district since 1 July 2025), some in provinces merged in (Bình Dương, Hải Dương, Bắc Giang)."""
MOBILE_PREFIXES = ("090", "091", "093", "096", "097", "098", "086", "088", "035", "038", "039")


# ------------------------------------------------------------------ what to stay away from


@dataclass(frozen=True)
class ShopScope:
    chat: str  # the task's text, folded
    avoid_phones: frozenset[str]  # digits of every phone of the task, its chat and the world
    taken_names: frozenset[str]  # folded names of every real person
    qr_for_every_order: bool  # `sale.payment_qrs` gets noise: every noise order has its QR


_PHONE_IN_TEXT = re.compile(r"\+?\d[\d .\-]{7,}\d")


@per_table
def shop_scope(ctx: NoiseContext) -> ShopScope:
    strings, touched = definition_texts(ctx)
    w = ctx.world
    phones = {digits(m) for s in strings for m in _PHONE_IN_TEXT.findall(s)}
    phones |= {digits(s) for s in strings if 9 <= len(digits(s)) <= 11 and len(s) <= 16}
    phones |= {o.phone for o in SaleWorld.of(w).orders} | {
        h.phone for h in SaleWorld.of(w).handoffs
    }
    phones |= {digits(e.phone) for e in HrWorld.of(w).employees}
    phones |= {digits(c.phone) for c in CrmWorld.of(w).contacts if getattr(c, "phone", "")}
    phones |= {digits(c.phone) for c in CrmWorld.of(w).customers if c.phone}
    phones |= {
        digits(c.phone) for c in RecruitmentWorld.of(w).candidates if getattr(c, "phone", "")
    }
    taken = {fold(e.full_name) for e in HrWorld.of(w).employees}
    taken |= {fold(c.full_name) for c in RecruitmentWorld.of(w).candidates}
    taken |= {fold(c.full_name) for c in CrmWorld.of(w).contacts}
    taken |= {fold(o.customer_name) for o in SaleWorld.of(w).orders}
    return ShopScope(
        fold(" ".join(strings)),
        frozenset(p for p in phones if p),
        frozenset(taken),
        # orders get noise only when untouched, so QRs get noise unless they are asserted on
        "sale.payment_qrs" not in touched,
    )


def customer_name(ctx: NoiseContext, scope: ShopScope, index: int) -> str:
    """A shop customer's name, distinct for every index up to 200, of no real person and none the
    chat names (nor containing one, nor contained in one)."""
    a = (7 * index) % len(FAMILY_NAMES)
    middles = MIDDLE_NAMES["nữ"]
    b = ((index - 1) // len(FAMILY_NAMES) * 3 + a) % len(middles)
    for _ in range(50):
        name = f"{FAMILY_NAMES[a]} {middles[b]} {ctx.rng.choice(GIVEN_NAMES['nữ'])}"
        key = fold(name)
        clash = key in scope.chat or any(key in t or t in key for t in scope.taken_names)
        if not clash:
            return name
    raise RuntimeError("no free customer name")


def customer_phone(ctx: NoiseContext, scope: ShopScope, index: int) -> str:
    """Ten digits, distinct for every index below 1000 (the last three digits depend on the index
    only), never a phone of the task, its chat or the world."""
    tail = f"{index * 389 % 1000:03d}"
    for _ in range(50):
        number = f"{ctx.rng.choice(MOBILE_PREFIXES)}{ctx.rng.randrange(10_000):04d}{tail}"
        if number not in scope.avoid_phones and number not in scope.chat.replace(" ", ""):
            return number
    raise RuntimeError("no free phone number")


# ------------------------------------------------------------------ orders


def _similar_products(ctx: NoiseContext, scope: ShopScope) -> list[Any]:
    """Products whose name shares words with the chat, best first (empty for other tasks)."""
    words = set(re.findall(r"\w+", scope.chat))
    scored = []
    for p in SaleWorld.of(ctx.world).products:
        name_words = [x for x in re.findall(r"\w+", fold(p.name)) if len(x) >= 3]
        score = sum(1 for x in name_words if x in words)
        if score >= 2:
            scored.append((-score, p.id, p))
    return [p for _, _, p in sorted(scored)]


def _line(product: Any, variant: Any, quantity: int) -> dict[str, Any]:
    detail = ", ".join(x for x in (variant.color, variant.size) if x)
    return {
        "sku": variant.sku,
        "name": f"{product.name} — {detail}" if detail else product.name,
        "quantity": quantity,
        "unit_price": variant.price,
    }


def _combo_line(ctx: NoiseContext, combo: Any) -> dict[str, Any]:
    choices: list[str] = []
    for comp in combo.components:
        product = ctx.world.record("sale.products", comp.product_id)
        stock = [v for v in product.variants if v.in_stock]
        choices.extend(ctx.rng.choice(stock).sku for _ in range(comp.quantity))
    return {
        "sku": combo.sku,
        "name": combo.name,
        "quantity": 1,
        "unit_price": combo.price,
        "combo_choices": choices,
    }


def _lines(ctx: NoiseContext, scope: ShopScope) -> list[dict[str, Any]]:
    rng = ctx.rng
    products = SaleWorld.of(ctx.world).products
    similar = _similar_products(ctx, scope)
    chat_combos = [c for c in SaleWorld.of(ctx.world).combos if fold(c.name) in scope.chat]
    lines: list[dict[str, Any]] = []
    if chat_combos and rng.random() < 0.5:
        lines.append(_combo_line(ctx, rng.choice(chat_combos)))
    elif rng.random() < 0.2:
        lines.append(_combo_line(ctx, rng.choice(SaleWorld.of(ctx.world).combos)))
    count = rng.choice((0, 1, 1, 2)) if lines else rng.choice((1, 1, 2, 3))
    used: set[str] = set()
    for _ in range(count):
        pool = similar[:4] if similar and rng.random() < 0.6 else products
        product = rng.choice(pool)
        stock = [v for v in product.variants if v.in_stock and v.sku not in used]
        if not stock:
            continue
        variant = rng.choice(stock)
        used.add(variant.sku)
        lines.append(_line(product, variant, rng.choice((1, 1, 1, 2))))
    if not lines:
        product = rng.choice(products)
        lines.append(_line(product, next(v for v in product.variants if v.in_stock), 1))
    return lines


def _status(scope: ShopScope, index: int) -> tuple[str, str, str]:
    """(status, payment_status, note), by index. With QR noise every order has a QR, so it was
    confirmed: paid, awaiting the transfer, or cancelled before paying."""
    if scope.qr_for_every_order:
        return (
            ("confirmed", "unpaid", "Khách chọn chuyển khoản qua mã QR; chưa nhận được tiền."),
            ("confirmed", "paid", "Khách đã chuyển khoản qua mã QR."),
            ("cancelled", "unpaid", "Hủy: khách đổi ý trước khi chuyển khoản."),
        )[index % 3]
    return (
        ("confirmed", "unpaid", "Thanh toán khi nhận hàng (COD)."),
        ("draft", "unpaid", "Khách hẹn báo lại màu trong hôm nay."),
        ("confirmed", "paid", "Khách đã chuyển khoản."),
        ("cancelled", "unpaid", "Hủy: khách đặt nhầm size, sẽ đặt lại sau."),
    )[index % 4]


def draft_code(order_id: str) -> str:
    """The preview code the shop shows for an order id (as `create_draft_order` does)."""
    return "DRAFT-" + hashlib.sha1(order_id.encode()).hexdigest()[:6].upper()


@generator("sale.orders")
def order(ctx: NoiseContext, index: int) -> dict[str, Any]:
    """Another customer's order for products like the chat's, with its own name and phone."""
    rng = ctx.rng
    scope = shop_scope(ctx)
    order_id = ctx.noise_id(index)
    fee_rows = sorted(SaleWorld.of(ctx.world).shipping_fees, key=lambda f: f.id)
    row = rng.choice(fee_rows)
    province = row.province
    templates = ADDRESSES.get(province) or (f"Số {{n}} đường Trần Phú, {province}",)
    address = rng.choice(templates).format(n=rng.randrange(2, 180), m=rng.randrange(2, 99))
    lines = _lines(ctx, scope)
    subtotal = sum(line["quantity"] * line["unit_price"] for line in lines)
    shipping = 0 if subtotal >= FREE_SHIPPING_FROM else row.fee
    status, paid, note = _status(scope, index)
    return {
        "id": order_id,
        "draft_code": draft_code(order_id),
        "status": status,
        "payment_status": paid,
        "customer_name": customer_name(ctx, scope, index),
        "phone": customer_phone(ctx, scope, index),
        "address": address,
        "province": province,
        "lines": lines,
        "subtotal": subtotal,
        "discount": 0,
        "shipping_fee": shipping,
        "total": subtotal + shipping,
        "note": note,
    }


@generator("sale.payment_qrs", needs=("sale.orders",))
def payment_qr(ctx: NoiseContext, index: int) -> dict[str, Any]:
    """The QR of the index-th noise order, for exactly its total."""
    target = ctx.noise["sale.orders"][index - 1]
    if target["status"] == "draft":
        raise RuntimeError(f"noise order {target['id']} is a draft and cannot have a QR")
    return {
        "id": ctx.noise_id(index),
        "order_id": target["id"],
        "amount": target["total"],
        "transfer_note": target["id"],
    }


# ------------------------------------------------------------------ earlier conversations

_NO_FEE_PROVINCES = ("Lào Cai", "Sơn La", "Cao Bằng", "Gia Lai", "Đắk Lắk", "Cà Mau", "Huế")


@generator("sale.handoffs")
def handoff(ctx: NoiseContext, index: int) -> dict[str, Any]:
    """An earlier conversation with another customer handed to a human agent."""
    rng = ctx.rng
    scope = shop_scope(ctx)
    product = rng.choice(_similar_products(ctx, scope)[:4] or SaleWorld.of(ctx.world).products)
    name = customer_name(ctx, scope, index + 100)
    quantity = rng.choice((20, 30, 50))
    sizes = {v.size for v in product.variants if v.size and v.size != "Freesize"}
    options = [
        (
            "Khách muốn giao hàng tới tỉnh chưa có trong bảng phí vận chuyển",
            f"Chị {name} đặt {product.name}, giao về {rng.choice(_NO_FEE_PROVINCES)}; tỉnh này "
            "chưa có phí vận chuyển, nhờ anh chị báo phí và thời gian giao.",
        ),
        (
            "Khách yêu cầu hủy đơn đã thanh toán",
            f"Chị {name} đã chuyển khoản đơn {product.name} nhưng muốn hủy vì đổi ý, cần hoàn "
            "tiền.",
        ),
        (
            "Khách phản ánh hàng lỗi",
            f"Chị {name} nhận {product.name} bị lỗi đường may, muốn đổi sản phẩm mới.",
        ),
        (
            "Khách hỏi mua số lượng lớn",
            f"Chị {name} muốn lấy {quantity} chiếc {product.name} làm quà cho nhân viên công ty, "
            "hỏi giá sỉ và xuất hóa đơn VAT.",
        ),
    ]
    if len(sizes) > 1:
        options.append(
            (
                "Khách muốn đổi size sau khi nhận hàng",
                f"Chị {name} nhận {product.name} bị chật, muốn đổi size lớn hơn và hỏi phí gửi "
                "đổi.",
            )
        )
    reason, summary = rng.choice(options)
    return {
        "id": ctx.noise_id(index),
        "reason": reason,
        "order_id": None,
        "phone": customer_phone(ctx, scope, index + 500) if rng.random() < 0.7 else "",
        "summary": summary,
    }


@generator("sale.questions")
def question(ctx: NoiseContext, index: int) -> dict[str, Any]:
    """A question asked back to another customer in an earlier conversation."""
    rng = ctx.rng
    scope = shop_scope(ctx)
    product = rng.choice(_similar_products(ctx, scope)[:4] or SaleWorld.of(ctx.world).products)
    colours = sorted({v.color for v in product.variants if v.color and v.in_stock})
    sizes = sorted({v.size for v in product.variants if v.size and v.in_stock})
    options: list[tuple[str, list[str]]] = [
        (
            f"Dạ {product.name} còn hàng ạ. Chị cho em xin họ tên người nhận để em lên đơn nhé?",
            ["name"],
        ),
        (f"Dạ chị cho em xin địa chỉ nhận hàng để em báo phí ship {product.name} ạ?", ["address"]),
        ("Dạ chị cho em xin số điện thoại người nhận để bên giao hàng liên hệ ạ?", ["phone"]),
        (
            f"Dạ chị lấy {product.name} mấy chiếc ạ? Em kiểm tra kho rồi báo chị ngay.",
            ["quantity"],
        ),
        (
            "Dạ chị cho em xin họ tên, số điện thoại và địa chỉ người nhận để em lên đơn ạ?",
            ["name", "phone", "address"],
        ),
        ("Dạ chị muốn nhận hàng giờ hành chính hay buổi tối ạ?", ["other"]),
    ]
    if len(colours) > 1:
        options.append(
            (
                f"Dạ {product.name} còn màu {', '.join(colours[:-1])} và {colours[-1]}, chị chọn "
                "màu nào ạ?",
                ["variant"],
            )
        )
    if len(sizes) > 1:
        options.append(
            (
                f"Dạ {product.name} có size {', '.join(sizes)}, chị cho em xin chiều cao cân nặng "
                "để em tư vấn size nhé?",
                ["variant"],
            )
        )
    text, missing = rng.choice(options)
    return {"id": ctx.noise_id(index), "question": text, "missing_fields": missing}
