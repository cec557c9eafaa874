"""The sales agent's world: catalogue, combos, shipping fees, orders, QR codes, hand-offs."""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar, Literal

from pydantic import Field

from ava_inspect.core.world.records import LOOKUP_CONFIG, Money, Part, Record
from ava_inspect.core.world.tables import TableSpec, WorldPart


class ProductVariant(Part):
    """One orderable SKU of a product."""

    sku: str
    color: str | None = None
    size: str | None = None
    price: Money
    in_stock: bool = True


class Product(Record):
    """A product in the shop's catalogue (lookup table)."""

    model_config = LOOKUP_CONFIG

    name: str
    category: str
    description: str = ""
    variants: list[ProductVariant] = Field(min_length=1)


class ComboComponent(Part):
    """A product in a combo and how many of it the combo holds."""

    product_id: str
    quantity: int = Field(ge=1)


class Combo(Record):
    """A bundle sold at one price; the buyer picks a variant SKU per unit of each component."""

    model_config = LOOKUP_CONFIG

    sku: str
    name: str
    price: Money
    components: list[ComboComponent] = Field(min_length=1)


class ShippingFee(Record):
    """Shipping fee to one province (lookup table); provinces not listed have no fee."""

    model_config = LOOKUP_CONFIG

    province: str
    fee: Money
    eta_days: int = Field(ge=0)


class OrderLine(Part):
    """One line of an order: a product SKU, or a combo SKU with the variant SKUs chosen."""

    sku: str
    name: str
    quantity: int = Field(ge=1)
    unit_price: Money
    combo_choices: list[str] = []


class Order(Record):
    """An order. Drafts carry a `DRAFT-` preview code; `id` is the order's real code."""

    draft_code: str
    status: Literal["draft", "confirmed", "cancelled"] = "draft"
    payment_status: Literal["unpaid", "paid"] = "unpaid"
    customer_name: str
    phone: str
    address: str
    province: str
    lines: list[OrderLine] = Field(min_length=1)
    subtotal: Money
    discount: Money = 0
    shipping_fee: Money
    total: Money
    note: str = ""


class PaymentQr(Record):
    """A bank-transfer QR code issued for an order."""

    order_id: str
    amount: Money
    transfer_note: str


class Handoff(Record):
    """A conversation handed to a human agent."""

    reason: str
    order_id: str | None = None
    phone: str = ""
    summary: str = ""


class CustomerQuestion(Record):
    """A question AVA asked the customer back (e.g. for a missing name or address)."""

    question: str
    missing_fields: list[Literal["name", "phone", "address", "variant", "quantity", "other"]] = []


class SaleWorld(WorldPart):
    """The sales subsystem."""

    SUBSYSTEM: ClassVar[str] = "sale"
    TABLES: ClassVar[tuple[TableSpec, ...]] = (
        TableSpec("sale.products", Product, "SP", lookup=True),
        TableSpec("sale.combos", Combo, "CB", lookup=True),
        TableSpec("sale.shipping_fees", ShippingFee, "VC", lookup=True),
        TableSpec("sale.orders", Order, "DH"),
        TableSpec("sale.payment_qrs", PaymentQr, "QR", refs={"order_id": "sale.orders"}),
        TableSpec("sale.handoffs", Handoff, "CT", refs={"order_id": "sale.orders"}),
        TableSpec("sale.questions", CustomerQuestion, "CH-KH"),
    )

    products: list[Product] = []
    combos: list[Combo] = []
    shipping_fees: list[ShippingFee] = []
    orders: list[Order] = []
    payment_qrs: list[PaymentQr] = []
    handoffs: list[Handoff] = []
    questions: list[CustomerQuestion] = []

    def check_references(self, ids: Mapping[str, set[str]]) -> list[str]:
        """Every combo component names a product."""
        return [
            f"sale.combos[{combo.id}] component '{comp.product_id}' names no product"
            for combo in self.combos
            for comp in combo.components
            if comp.product_id not in ids["sale.products"]
        ]
