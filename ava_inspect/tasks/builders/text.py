"""Dates and ids written the way tasks show them."""

from __future__ import annotations


def vn_date(iso: str) -> str:
    """2026-12-09 → 09/12/2026."""
    y, m, d = iso.split("-")
    return f"{d}/{m}/{y}"


def slug(record_id: str) -> str:
    """A record id as part of an assertion id: TH-0018 → th_0018."""
    return record_id.lower().replace("-", "_")
