"""Vietnamese name parts and other building blocks shared by the noise generators."""

from __future__ import annotations

import random

from ava_inspect.core.tools.common import fold

FAMILY_NAMES = (
    "Nguyễn", "Trần", "Lê", "Phạm", "Hoàng", "Vũ", "Đặng", "Bùi", "Đỗ", "Hồ", "Ngô", "Dương",
    "Lý", "Phan", "Trịnh", "Đinh", "Mai", "Cao", "Lưu", "Tạ",
)  # fmt: skip
MIDDLE_NAMES = {
    "nam": ("Văn", "Đức", "Minh", "Quốc", "Hữu", "Thanh", "Công", "Xuân", "Quang", "Tiến"),
    "nữ": ("Thị", "Thu", "Ngọc", "Thanh", "Minh", "Hồng", "Phương", "Kim", "Thúy", "Bích"),
}
GIVEN_NAMES = {
    "nam": (
        "Anh", "Bình", "Cường", "Dũng", "Duy", "Giang", "Hải", "Hiếu", "Hoàng", "Khánh", "Khoa",
        "Kiên", "Long", "Mạnh", "Nghĩa", "Phong", "Quân", "Sơn", "Thắng", "Trung", "Tú", "Vinh",
    ),
    "nữ": (
        "Anh", "Chi", "Dung", "Giang", "Hằng", "Hạnh", "Hiền", "Hoa", "Huệ", "Linh", "Loan", "Ly",
        "My", "Nga", "Nhàn", "Oanh", "Quyên", "Thảo", "Trang", "Uyên", "Vân", "Yến",
    ),
}  # fmt: skip


def person_name(rng: random.Random, family: str, gender: str, avoid_given: set[str]) -> str:
    """`<family> <middle> <given>` whose given name is none of `avoid_given` (accent-free)."""
    avoid = {fold(g) for g in avoid_given}
    pool = [g for g in GIVEN_NAMES[gender] if fold(g) not in avoid]
    return f"{family} {rng.choice(MIDDLE_NAMES[gender])} {rng.choice(pool)}"


def phone(rng: random.Random) -> str:
    """A Vietnamese mobile number written as people write it (`0912 345 678`)."""
    prefix = rng.choice(("090", "091", "093", "096", "097", "098", "086", "088", "035", "038"))
    rest = f"{rng.randrange(10_000_000):07d}"
    return f"{prefix}{rest[0]} {rest[1:4]} {rest[4:]}"
