"""Amounts of money written the Vietnamese way: dots between thousands."""

from __future__ import annotations


def thousands(amount: int) -> str:
    """12650000 → 12.650.000."""
    return f"{amount:,}".replace(",", ".")


def vnd(amount: int) -> str:
    """12650000 → 12.650.000đ (as invoices and statements write it)."""
    return f"{thousands(amount)}đ"


def dong(amount: int) -> str:
    """18500000 → 18.500.000 đồng (as offer letters write it)."""
    return f"{thousands(amount)} đồng"
