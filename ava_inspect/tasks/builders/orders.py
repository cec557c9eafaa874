"""The shop's orders (Mây Store): draft orders and their items, confirmations and payment QRs,
and orders to seed."""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from typing import Any

from ava_inspect.subsystems import base_company
from ava_inspect.subsystems.sale.records import SaleWorld
from ava_inspect.tasks.builders.calls import Assertion, Call, Record, call, given
from ava_inspect.tasks.builders.negatives import at_most

BASE_ORDER_IDS: list[str] = [o.id for o in SaleWorld.of(base_company()).orders]
"""The shop's existing orders: any other order in a task's end state was created by the agent."""


def item(sku: str, quantity: int = 1, *, choices: Sequence[str] | None = None) -> dict[str, Any]:
    """One item of a draft order as the agent asks for it (a combo's choices when given)."""
    return {"sku": sku, "quantity": quantity, **given(combo_choices=choices)}


def one_each(*skus: str) -> list[dict[str, Any]]:
    """One piece of each SKU, as a draft order's items."""
    return [item(sku) for sku in skus]


def draft_order(
    customer_name: str,
    phone: str,
    address: str,
    province: str,
    items: list[dict[str, Any]],
    shipping_fee: int,
    note: str | None = None,
) -> Call:
    """`create_draft_order` for one parcel (`note` left out unless given)."""
    return call(
        "create_draft_order",
        customer_name=customer_name,
        phone=phone,
        address=address,
        province=province,
        items=items,
        shipping_fee=shipping_fee,
        **given(note=note),
    )


def confirm_order(order_id: str) -> Call:
    """`confirm_order`: the customer has agreed to the draft."""
    return call("confirm_order", order_id=order_id)


def payment_qr(order_id: str) -> Call:
    """`create_payment_qr` for a confirmed order."""
    return call("create_payment_qr", order_id=order_id)


def confirm_with_qr(order_id: str) -> list[Call]:
    """Confirm the order, then make its payment QR."""
    return [confirm_order(order_id), payment_qr(order_id)]


def cancel_order(order_id: str, phone: str, reason: str | None = None) -> Call:
    """`cancel_order`, with the phone the order was placed with."""
    return call("cancel_order", order_id=order_id, phone=phone, **given(reason=reason))


def hand_off(
    reason: str, summary: str, *, order_id: str | None = None, phone: str | None = None
) -> Call:
    """`transfer_to_human`: a person of the shop takes the conversation over."""
    return call(
        "transfer_to_human", reason=reason, summary=summary, **given(order_id=order_id, phone=phone)
    )


def new_order_of(phone: str) -> dict[str, Any]:
    """An assertion's `where` for an order the agent created under `phone`."""
    return {"phone": phone, "id": {"not_in": BASE_ORDER_IDS}}


def order_line(sku: str, name: str, price: int) -> dict[str, Any]:
    """One order line as `create_draft_order` stores it (quantity 1, no combo choices)."""
    return {"sku": sku, "name": name, "quantity": 1, "unit_price": price, "combo_choices": []}


def draft_code(order_id: str) -> str:
    """The preview code `create_draft_order` shows the customer for an order id."""
    return "DRAFT-" + hashlib.sha1(order_id.encode()).hexdigest()[:6].upper()


def order_record(
    order_id: str,
    status: str,
    lines: list[dict[str, Any]],
    shipping_fee: int,
    note: str = "",
    *,
    customer_name: str,
    phone: str,
    address: str,
    province: str,
    paid: bool = False,
) -> Record:
    """An order to seed, its draft code, subtotal and total worked out as the tools do."""
    subtotal = sum(line["unit_price"] * line["quantity"] for line in lines)
    return {
        "id": order_id,
        "draft_code": draft_code(order_id),
        "status": status,
        "payment_status": "paid" if paid else "unpaid",
        "customer_name": customer_name,
        "phone": phone,
        "address": address,
        "province": province,
        "lines": lines,
        "subtotal": subtotal,
        "shipping_fee": shipping_fee,
        "total": subtotal + shipping_fee,
        "note": note,
    }


LIVE = {"in": ["draft", "confirmed"]}
"""An order still standing: a draft or a confirmed one (not cancelled)."""


def one_new_qr(note: str) -> Assertion:
    """`one_qr`: at most one QR for the orders the agent created (none per attempt)."""
    where = {"order_id": {"not_in": BASE_ORDER_IDS}}
    return at_most("one_qr", table="sale.payment_qrs", max=1, where=where, note=note)


def one_live_order(phone: str, note: str) -> Assertion:
    """`one_live_order`: at most one standing order the agent created under `phone` (a change
    went on the draft, not on a second order beside it)."""
    where = {**new_order_of(phone), "status": LIVE}
    return at_most("one_live_order", table="sale.orders", max=1, where=where, note=note)


def qr_sent(order_id: str, amount: str) -> dict[str, str]:
    """The reply of a chat's reference once the order is confirmed and its QR sent: `amount` as
    the customer reads it (`"608.000đ"`)."""
    return {
        "say": f"Dạ em đã chốt đơn {order_id} và gửi chị mã QR chuyển khoản {amount}, nội dung "
        f"{order_id} ạ. Shop giữ hàng cho chị 24 giờ."
    }
