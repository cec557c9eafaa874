"""Building blocks several sale tasks use (not a task: modules starting with `_` are skipped)."""

from __future__ import annotations

from typing import Any

from ava_inspect.subsystems import base_company
from ava_inspect.subsystems.sale.records import SaleWorld

BASE_ORDER_IDS: list[str] = [o.id for o in SaleWorld.of(base_company()).orders]
"""The shop's existing orders: any other order in a task's end state was created by the agent."""


def order_line(sku: str, name: str, price: int) -> dict[str, Any]:
    """One order line as `create_draft_order` stores it (quantity 1, no combo choices)."""
    return {"sku": sku, "name": name, "quantity": 1, "unit_price": price, "combo_choices": []}
