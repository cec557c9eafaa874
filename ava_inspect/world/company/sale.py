"""Mây Store: catalogue, combos, shipping fees, and orders already placed."""

from typing import Any


def _variants(
    code: str, price: int, colors: dict[str, str], sizes: list[str]
) -> list[dict[str, Any]]:
    return [
        {"sku": f"{code}-{ck}-{size}", "color": color, "size": size, "price": price}
        for ck, color in colors.items()
        for size in sizes
    ]


PRODUCTS = [
    {
        "id": "SP-01",
        "name": "Áo sơ mi lụa nữ tay dài",
        "category": "Áo sơ mi",
        "description": "Lụa satin mềm, cổ đức, dáng suông công sở.",
        "variants": _variants(
            "SMLD", 289000, {"TR": "Trắng", "XN": "Xanh nhạt", "HP": "Hồng phấn"}, ["S", "M", "L"]
        ),
    },
    {
        "id": "SP-02",
        "name": "Áo sơ mi lụa nữ tay ngắn",
        "category": "Áo sơ mi",
        "description": "Lụa satin, tay ngắn, cổ đức.",
        "variants": _variants("SMLN", 259000, {"TR": "Trắng", "DE": "Đen"}, ["S", "M", "L"]),
    },
    {
        "id": "SP-03",
        "name": "Quần tây nữ ống đứng",
        "category": "Quần",
        "description": "Vải tuyết mưa co giãn nhẹ, cạp cao.",
        "variants": _variants(
            "QTOD", 349000, {"DE": "Đen", "XA": "Xám"}, ["26", "27", "28", "29", "30"]
        ),
    },
    {
        "id": "SP-04",
        "name": "Túi tote canvas",
        "category": "Phụ kiện",
        "description": "Canvas dày 16oz, có khóa kéo và túi nhỏ bên trong.",
        "variants": [
            {"sku": "TOTE-BE", "color": "Be", "price": 159000},
            {"sku": "TOTE-DE", "color": "Đen", "price": 159000},
        ],
    },
    {
        "id": "SP-05",
        "name": "Chân váy chữ A dáng midi",
        "category": "Váy",
        "description": "Vải tweed, có lót, dài qua gối.",
        "variants": _variants("CVA", 319000, {"DE": "Đen", "BE": "Be"}, ["S", "M", "L"]),
    },
]

COMBOS = [
    {
        "id": "CB-01",
        "sku": "COMBO-CONGSO-3",
        "name": "Combo Công sở 3 món",
        "price": 799000,
        "components": [
            {"product_id": "SP-01", "quantity": 2},
            {"product_id": "SP-03", "quantity": 1},
        ],
    },
]

SHIPPING_FEES = [
    {"id": "VC-01", "province": "Hà Nội", "fee": 25000, "eta_days": 1},
    {"id": "VC-02", "province": "TP. Hồ Chí Minh", "fee": 30000, "eta_days": 3},
    {"id": "VC-03", "province": "Hải Phòng", "fee": 30000, "eta_days": 2},
    {"id": "VC-04", "province": "Đà Nẵng", "fee": 35000, "eta_days": 3},
    {"id": "VC-05", "province": "Bắc Ninh", "fee": 30000, "eta_days": 2},
    {"id": "VC-06", "province": "Cần Thơ", "fee": 40000, "eta_days": 4},
]

ORDERS = [
    {
        "id": "DH-0001",
        "draft_code": "DRAFT-51C7A2",
        "status": "confirmed",
        "payment_status": "paid",
        "customer_name": "Lê Thị Thảo",
        "phone": "0904771326",
        "address": "Số 3 ngõ 15 Huỳnh Thúc Kháng, Đống Đa, Hà Nội",
        "province": "Hà Nội",
        "lines": [
            {
                "sku": "CVA-DE-M",
                "name": "Chân váy chữ A dáng midi — Đen, M",
                "quantity": 1,
                "unit_price": 319000,
            }
        ],
        "subtotal": 319000,
        "shipping_fee": 25000,
        "total": 344000,
    },
]

SALE = {
    "products": PRODUCTS,
    "combos": COMBOS,
    "shipping_fees": SHIPPING_FEES,
    "orders": ORDERS,
    "payment_qrs": [
        {"id": "QR-0001", "order_id": "DH-0001", "amount": 344000, "transfer_note": "DH-0001"}
    ],
    "handoffs": [],
    "questions": [],
}
