"""Vietnam's provinces as the world (December 2026) knows them.

From 1 July 2025 (Nghị quyết 202/2025/QH15) the 63 provinces became 34 and the district level
was removed: communes and wards are directly under their province, and an address reads
"Số 12 Nguyễn Trãi, phường Thanh Xuân, Hà Nội". People still write the old names, so
`FORMER_PROVINCES` says where each old province now belongs.
"""

from __future__ import annotations

UNCHANGED = (
    "Hà Nội", "Huế", "Lai Châu", "Điện Biên", "Sơn La", "Lạng Sơn", "Quảng Ninh", "Thanh Hóa",
    "Nghệ An", "Hà Tĩnh", "Cao Bằng",
)  # fmt: skip
"""The 11 provinces the reorganisation left as they were."""

MERGED: dict[str, tuple[str, ...]] = {
    "Tuyên Quang": ("Tuyên Quang", "Hà Giang"),
    "Lào Cai": ("Lào Cai", "Yên Bái"),
    "Thái Nguyên": ("Thái Nguyên", "Bắc Kạn"),
    "Phú Thọ": ("Phú Thọ", "Vĩnh Phúc", "Hòa Bình"),
    "Bắc Ninh": ("Bắc Ninh", "Bắc Giang"),
    "Hưng Yên": ("Hưng Yên", "Thái Bình"),
    "Hải Phòng": ("Hải Phòng", "Hải Dương"),
    "Ninh Bình": ("Ninh Bình", "Hà Nam", "Nam Định"),
    "Quảng Trị": ("Quảng Trị", "Quảng Bình"),
    "Đà Nẵng": ("Đà Nẵng", "Quảng Nam"),
    "Quảng Ngãi": ("Quảng Ngãi", "Kon Tum"),
    "Gia Lai": ("Gia Lai", "Bình Định"),
    "Khánh Hòa": ("Khánh Hòa", "Ninh Thuận"),
    "Lâm Đồng": ("Lâm Đồng", "Đắk Nông", "Bình Thuận"),
    "Đắk Lắk": ("Đắk Lắk", "Phú Yên"),
    "TP. Hồ Chí Minh": ("TP. Hồ Chí Minh", "Bình Dương", "Bà Rịa - Vũng Tàu"),
    "Đồng Nai": ("Đồng Nai", "Bình Phước"),
    "Tây Ninh": ("Tây Ninh", "Long An"),
    "Cần Thơ": ("Cần Thơ", "Sóc Trăng", "Hậu Giang"),
    "Vĩnh Long": ("Vĩnh Long", "Bến Tre", "Trà Vinh"),
    "Đồng Tháp": ("Đồng Tháp", "Tiền Giang"),
    "Cà Mau": ("Cà Mau", "Bạc Liêu"),
    "An Giang": ("An Giang", "Kiên Giang"),
}
"""The 23 provinces formed by merging, each with the old provinces it took in (its own first)."""

PROVINCES: tuple[str, ...] = (*UNCHANGED, *MERGED)
"""The 34 provinces and centrally-run cities since 1 July 2025."""

RENAMED = {"Thừa Thiên Huế": "Huế"}
"""Renamed, not merged: Thừa Thiên Huế became the centrally-run city of Huế on 1 January 2025."""

FORMER_PROVINCES: dict[str, str] = (
    {old: new for new, olds in MERGED.items() for old in olds if old != new}
    | {"Vũng Tàu": "TP. Hồ Chí Minh", "BRVT": "TP. Hồ Chí Minh"}
    | RENAMED
)
"""An old province name (or a common short form of it) -> the province it belongs to now."""
