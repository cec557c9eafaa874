"""The wards and communes the world's addresses name, by province, as they are since 1 July 2025
(checked against the list of the 3,321 communes and wards of Vietnam's 34 provinces). An address
may name only these: add a ward here after checking it is a real current one of that province."""

from __future__ import annotations

CURRENT_WARDS: dict[str, frozenset[str]] = {
    "Hà Nội": frozenset({
        "phường Láng", "phường Thanh Xuân", "xã Quang Minh", "phường Cầu Giấy", "phường Bồ Đề",
        "phường Nghĩa Đô", "phường Tương Mai", "phường Xuân Đỉnh", "phường Hoàng Liệt",
        "phường Hai Bà Trưng", "phường Hà Đông", "phường Việt Hưng", "xã Đông Anh",
        "xã Phúc Thịnh", "phường Yên Hòa", "phường Giảng Võ", "phường Đông Ngạc",
        "phường Phương Liệt", "phường Hoàn Kiếm", "phường Đống Đa",
    }),
    "TP. Hồ Chí Minh": frozenset({
        "phường Tân Sơn Nhất", "phường Tân Thuận", "phường An Khánh", "phường Xuân Hòa",
        "phường Thủ Đức", "phường An Đông", "phường Gò Vấp", "phường Nhiêu Lộc",
        "phường Thủ Dầu Một", "phường Sài Gòn",
    }),
    "Hải Phòng": frozenset({
        "phường Ngô Quyền", "phường Đông Hải", "phường Gia Viên", "phường Hải An",
        "phường Lê Chân", "phường Hải Dương",
    }),
    "Bắc Ninh": frozenset({
        "phường Đồng Nguyên", "xã Yên Phong", "phường Từ Sơn", "phường Kinh Bắc",
        "phường Bắc Giang",
    }),
    "Cần Thơ": frozenset({"phường Phước Thới", "phường Ninh Kiều"}),
    "Khánh Hòa": frozenset({"phường Nha Trang"}),
    "Thái Nguyên": frozenset({"xã Tân Cương", "phường Phan Đình Phùng"}),
    "Đà Nẵng": frozenset({
        "phường Liên Chiểu", "phường An Hải", "phường Thanh Khê", "phường Hải Châu",
        "phường Hòa Khánh",
    }),
    "Thanh Hóa": frozenset({"phường Quảng Phú", "phường Hạc Thành"}),
    "Nghệ An": frozenset({"phường Thành Vinh"}),
    "Lâm Đồng": frozenset({"phường Cam Ly - Đà Lạt"}),
    "Quảng Ninh": frozenset({"phường Đông Triều", "phường Hồng Gai"}),
    "Hưng Yên": frozenset({"phường Phố Hiến", "phường Mỹ Hào", "phường Thái Bình", "phường Trần Hưng Đạo"}),
    "Ninh Bình": frozenset({"phường Nam Định", "phường Thành Nam", "phường Hoa Lư"}),
    "Phú Thọ": frozenset({"phường Việt Trì"}),
    "Đồng Nai": frozenset({"phường Tam Hiệp"}),
}  # fmt: skip
