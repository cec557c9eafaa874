"""Mây Store: catalogue, combos, shipping fees, and orders already placed.

Colour codes in SKUs: TR Trắng, DE Đen, XN Xanh nhạt, XD Xanh đậm, XT Xanh than, XR Xanh rêu,
HP Hồng phấn, HD Hồng đất, DD Đỏ đô, XA Xám, BE Be, KE Kem, NA Nâu. Look-alike products are
deliberate: "Áo sơ mi lụa nữ tay dài" (SP-01) and "Áo sơ mi lụa cổ nơ tay dài" (SP-07, no light
blue or pink); "Chân váy chữ A dáng midi" (SP-05) and "... dáng ngắn" (SP-14, the only one with XL
and navy); "Đầm suông cổ vuông" (SP-17, the only one in burgundy) and "... cổ tròn" (SP-18);
"Túi tote canvas" (SP-04, the only one in beige) and "... mini" (SP-25, cream); the two blazers
(only SP-21 in beige, only SP-22 in cream).
"""

import hashlib
from typing import Any


def _variants(
    code: str,
    price: int,
    colors: dict[str, str],
    sizes: list[str],
    sold_out: tuple[str, ...] = (),
) -> list[dict[str, Any]]:
    """One SKU per colour and size (`SMLD-TR-M`); `sold_out` names `<colour>-<size>` suffixes."""
    return [
        {
            "sku": f"{code}-{ck}-{size}",
            "color": color,
            "size": size,
            "price": price,
            "in_stock": f"{ck}-{size}" not in sold_out,
        }
        for ck, color in colors.items()
        for size in sizes
    ]


def _colours(
    code: str, price: int, colors: dict[str, str], sold_out: tuple[str, ...] = ()
) -> list[dict[str, Any]]:
    """One SKU per colour, for products without sizes (`TOTE-BE`)."""
    return [
        {"sku": f"{code}-{ck}", "color": color, "price": price, "in_stock": ck not in sold_out}
        for ck, color in colors.items()
    ]


def _draft_code(order_id: str) -> str:
    """The preview code `create_draft_order` shows the customer for an order id."""
    return "DRAFT-" + hashlib.sha1(order_id.encode()).hexdigest()[:6].upper()


SML = ["S", "M", "L"]
WAIST = ["26", "27", "28", "29", "30"]
FREE = ["Freesize"]

PRODUCTS = [
    # --- áo -----------------------------------------------------------------------------------
    {
        "id": "SP-01",
        "name": "Áo sơ mi lụa nữ tay dài",
        "category": "Áo sơ mi",
        "description": "Lụa satin mềm, cổ đức, dáng suông công sở.",
        "variants": _variants(
            "SMLD", 289000, {"TR": "Trắng", "XN": "Xanh nhạt", "HP": "Hồng phấn"}, SML
        ),
    },
    {
        "id": "SP-02",
        "name": "Áo sơ mi lụa nữ tay ngắn",
        "category": "Áo sơ mi",
        "description": "Lụa satin, tay ngắn, cổ đức.",
        "variants": _variants("SMLN", 259000, {"TR": "Trắng", "DE": "Đen"}, SML),
    },
    {
        "id": "SP-06",
        "name": "Áo kiểu cổ vuông tay bồng",
        "category": "Áo kiểu",
        "description": "Vải đũi Hàn mềm, cổ vuông, tay bồng nhẹ, khóa kéo sau lưng.",
        "variants": _variants(
            "AKCV", 249000, {"TR": "Trắng", "KE": "Kem", "HD": "Hồng đất"}, SML, ("HD-L",)
        ),
    },
    {
        "id": "SP-07",
        "name": "Áo sơ mi lụa cổ nơ tay dài",
        "category": "Áo sơ mi",
        "description": "Lụa satin Hàn Quốc, cổ thắt nơ mềm, tay dài bo chun, cúc bọc vải.",
        "variants": _variants(
            "SMCN", 319000, {"TR": "Trắng", "KE": "Kem", "DE": "Đen"}, SML, ("KE-S",)
        ),
    },
    {
        "id": "SP-08",
        "name": "Áo len cổ tròn dệt kim mỏng",
        "category": "Áo len",
        "description": "Len dệt kim pha cotton, mỏng nhẹ, mặc trong văn phòng máy lạnh; bo gấu và "
        "cổ tay.",
        "variants": _variants(
            "ALCT",
            299000,
            {"KE": "Kem", "XA": "Xám", "NA": "Nâu", "DD": "Đỏ đô"},
            FREE,
            ("DD-Freesize",),
        ),
    },
    {
        "id": "SP-09",
        "name": "Áo thun cổ tròn cotton basic",
        "category": "Áo thun",
        "description": "Cotton 100% định lượng 220gsm, dáng suông vừa, mặc trong blazer hoặc "
        "cardigan đều đẹp.",
        "variants": _variants(
            "ATCT", 159000, {"TR": "Trắng", "DE": "Đen", "BE": "Be"}, [*SML, "XL"], ("BE-XL",)
        ),
    },
    {
        "id": "SP-10",
        "name": "Áo gile len cổ V",
        "category": "Áo len",
        "description": "Len tăm mềm, cổ V, không tay, mặc ngoài áo sơ mi.",
        "variants": _variants("GLCV", 249000, {"BE": "Be", "XA": "Xám", "XT": "Xanh than"}, FREE),
    },
    # --- quần ---------------------------------------------------------------------------------
    {
        "id": "SP-03",
        "name": "Quần tây nữ ống đứng",
        "category": "Quần",
        "description": "Vải tuyết mưa co giãn nhẹ, cạp cao.",
        "variants": _variants("QTOD", 349000, {"DE": "Đen", "XA": "Xám"}, WAIST),
    },
    {
        "id": "SP-11",
        "name": "Quần tây nữ ống suông",
        "category": "Quần",
        "description": "Vải tuyết mưa Hàn, cạp cao có đai, ống suông rộng che khuyết điểm chân.",
        "variants": _variants(
            "QTOS", 369000, {"DE": "Đen", "BE": "Be", "NA": "Nâu"}, WAIST, ("BE-26", "NA-30")
        ),
    },
    {
        "id": "SP-12",
        "name": "Quần culottes lưng cao",
        "category": "Quần",
        "description": "Vải lụa Hàn rủ, ống rộng dài qua bắp chân, lưng chun phía sau.",
        "variants": _variants("QCUL", 329000, {"DE": "Đen", "KE": "Kem", "XT": "Xanh than"}, SML),
    },
    {
        "id": "SP-13",
        "name": "Quần jean nữ ống đứng",
        "category": "Quần",
        "description": "Denim cotton co giãn nhẹ, cạp cao, màu wash nhẹ, không rách.",
        "variants": _variants(
            "QJOD", 399000, {"XN": "Xanh nhạt", "XD": "Xanh đậm"}, WAIST, ("XD-26",)
        ),
    },
    # --- váy ----------------------------------------------------------------------------------
    {
        "id": "SP-05",
        "name": "Chân váy chữ A dáng midi",
        "category": "Váy",
        "description": "Vải tweed, có lót, dài qua gối.",
        "variants": _variants("CVA", 319000, {"DE": "Đen", "BE": "Be"}, SML),
    },
    {
        "id": "SP-14",
        "name": "Chân váy chữ A dáng ngắn",
        "category": "Váy",
        "description": "Vải kaki thô, dài trên gối, khóa kéo bên hông, có quần lót trong.",
        "variants": _variants(
            "CVAN", 279000, {"DE": "Đen", "BE": "Be", "XT": "Xanh than"}, [*SML, "XL"], ("XT-S",)
        ),
    },
    {
        "id": "SP-15",
        "name": "Chân váy bút chì xẻ sau",
        "category": "Váy",
        "description": "Vải tuyết mưa co giãn, dáng ôm, dài ngang gối, xẻ sau tiện đi lại.",
        "variants": _variants("CVBC", 299000, {"DE": "Đen", "XA": "Xám", "BE": "Be"}, SML),
    },
    {
        "id": "SP-16",
        "name": "Chân váy xếp ly dáng dài",
        "category": "Váy",
        "description": "Voan lụa hai lớp, xếp ly nhuyễn, lưng chun, dài qua bắp chân.",
        "variants": _variants(
            "CVXL", 339000, {"DE": "Đen", "KE": "Kem", "XR": "Xanh rêu"}, SML, ("XR-L",)
        ),
    },
    # --- đầm ----------------------------------------------------------------------------------
    {
        "id": "SP-17",
        "name": "Đầm suông cổ vuông tay lỡ",
        "category": "Đầm",
        "description": "Vải tuyết mưa dày dặn, cổ vuông, tay lỡ, dài qua gối, có túi hai bên.",
        "variants": _variants("DSCV", 459000, {"DE": "Đen", "DD": "Đỏ đô", "XT": "Xanh than"}, SML),
    },
    {
        "id": "SP-18",
        "name": "Đầm suông cổ tròn tay lỡ",
        "category": "Đầm",
        "description": "Vải tuyết mưa, cổ tròn viền, tay lỡ, dài qua gối, khóa kéo sau.",
        "variants": _variants(
            "DSCT", 439000, {"DE": "Đen", "XT": "Xanh than", "BE": "Be"}, SML, ("BE-S",)
        ),
    },
    {
        "id": "SP-19",
        "name": "Đầm ôm công sở có đai eo",
        "category": "Đầm",
        "description": "Vải cotton lạnh co giãn, dáng ôm, cổ tròn, kèm đai eo cùng màu.",
        "variants": _variants(
            "DOCD", 529000, {"DE": "Đen", "XT": "Xanh than", "HD": "Hồng đất"}, SML, ("HD-S",)
        ),
    },
    {
        "id": "SP-20",
        "name": "Đầm sơ mi dáng dài thắt eo",
        "category": "Đầm",
        "description": "Vải đũi mềm, cổ đức, tay dài xắn gấu, kèm đai thắt eo rời.",
        "variants": _variants("DSMD", 489000, {"TR": "Trắng", "BE": "Be", "XR": "Xanh rêu"}, SML),
    },
    # --- áo khoác -----------------------------------------------------------------------------
    {
        "id": "SP-21",
        "name": "Áo blazer nữ dáng suông",
        "category": "Áo khoác",
        "description": "Vải tuyết mưa dày có lót, vai độn nhẹ, hai túi nắp, cài một khuy.",
        "variants": _variants(
            "BZDS", 599000, {"DE": "Đen", "BE": "Be", "XT": "Xanh than"}, SML, ("BE-S",)
        ),
    },
    {
        "id": "SP-22",
        "name": "Áo blazer nữ dáng lửng",
        "category": "Áo khoác",
        "description": "Dáng ngắn ngang eo, cổ vest, có lót, hợp với chân váy và quần cạp cao.",
        "variants": _variants("BZDL", 559000, {"DE": "Đen", "KE": "Kem"}, SML),
    },
    {
        "id": "SP-23",
        "name": "Áo khoác dạ dáng dài",
        "category": "Áo khoác",
        "description": "Dạ pha len 60%, dáng dài qua gối, cổ vest, lót trần bông mỏng.",
        "variants": _variants(
            "KDDD", 1150000, {"DE": "Đen", "NA": "Nâu", "XA": "Xám"}, SML, ("XA-L",)
        ),
    },
    {
        "id": "SP-24",
        "name": "Áo cardigan len mỏng cúc ngọc",
        "category": "Áo khoác",
        "description": "Len dệt kim mỏng, cúc ngọc trai, dáng lửng, khoác ngoài trong phòng máy "
        "lạnh.",
        "variants": _variants("CDLM", 349000, {"KE": "Kem", "HP": "Hồng phấn", "XA": "Xám"}, FREE),
    },
    # --- phụ kiện -----------------------------------------------------------------------------
    {
        "id": "SP-04",
        "name": "Túi tote canvas",
        "category": "Phụ kiện",
        "description": "Canvas dày 16oz, có khóa kéo và túi nhỏ bên trong.",
        "variants": _colours("TOTE", 159000, {"BE": "Be", "DE": "Đen"}),
    },
    {
        "id": "SP-25",
        "name": "Túi tote canvas mini",
        "category": "Phụ kiện",
        "description": "Canvas 12oz, cỡ nhỏ 25 x 20 cm, đựng vừa ví, điện thoại và sổ tay.",
        "variants": _colours(
            "TOTEM", 119000, {"KE": "Kem", "DE": "Đen", "XR": "Xanh rêu"}, ("XR",)
        ),
    },
    {
        "id": "SP-26",
        "name": "Thắt lưng da khóa vuông",
        "category": "Phụ kiện",
        "description": "Da bò thật bản 2,5 cm, khóa vuông mạ vàng mờ, đục sẵn 5 lỗ.",
        "variants": _colours("TLDV", 189000, {"DE": "Đen", "NA": "Nâu"}),
    },
    {
        "id": "SP-27",
        "name": "Khăn lụa vuông họa tiết",
        "category": "Phụ kiện",
        "description": "Lụa twill 70 x 70 cm, họa tiết hoa nhí, thắt cổ hoặc buộc quai túi.",
        "variants": _colours("KLV", 129000, {"XT": "Xanh than", "DD": "Đỏ đô", "BE": "Be"}),
    },
    {
        "id": "SP-28",
        "name": "Túi xách công sở da PU",
        "category": "Phụ kiện",
        "description": "Da PU vân nhám, đựng vừa laptop 14 inch, có quai đeo chéo tháo rời.",
        "variants": _colours("TXCS", 459000, {"DE": "Đen", "BE": "Be", "NA": "Nâu"}, ("NA",)),
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
    {
        "id": "CB-02",
        "sku": "COMBO-CONGSO-2",
        "name": "Combo Công sở 2 món",
        "price": 499000,
        "components": [
            {"product_id": "SP-02", "quantity": 1},
            {"product_id": "SP-05", "quantity": 1},
        ],
    },
    {
        "id": "CB-03",
        "sku": "COMBO-BLAZER",
        "name": "Combo Blazer thanh lịch",
        "price": 849000,
        "components": [
            {"product_id": "SP-21", "quantity": 1},
            {"product_id": "SP-11", "quantity": 1},
        ],
    },
    {
        "id": "CB-04",
        "sku": "COMBO-THUN-3",
        "name": "Combo 3 áo thun basic",
        "price": 399000,
        "components": [{"product_id": "SP-09", "quantity": 3}],
    },
    {
        "id": "CB-05",
        "sku": "COMBO-DAM-TOTE",
        "name": "Combo Đầm suông và túi tote",
        "price": 549000,
        "components": [
            {"product_id": "SP-17", "quantity": 1},
            {"product_id": "SP-04", "quantity": 1},
        ],
    },
    {
        "id": "CB-06",
        "sku": "COMBO-SOMI-5",
        "name": "Combo Sơ mi cả tuần 5 chiếc",
        "price": 1190000,
        "components": [
            {"product_id": "SP-01", "quantity": 3},
            {"product_id": "SP-02", "quantity": 2},
        ],
    },
    {
        "id": "CB-07",
        "sku": "COMBO-LEN-CULOTTES",
        "name": "Combo Áo len và quần culottes",
        "price": 559000,
        "components": [
            {"product_id": "SP-08", "quantity": 1},
            {"product_id": "SP-12", "quantity": 1},
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
    {"id": "VC-07", "province": "Hưng Yên", "fee": 30000, "eta_days": 2},
    {"id": "VC-08", "province": "Ninh Bình", "fee": 30000, "eta_days": 2},
    {"id": "VC-09", "province": "Quảng Ninh", "fee": 35000, "eta_days": 2},
    {"id": "VC-10", "province": "Thái Nguyên", "fee": 30000, "eta_days": 2},
    {"id": "VC-11", "province": "Phú Thọ", "fee": 30000, "eta_days": 2},
    {"id": "VC-12", "province": "Thanh Hóa", "fee": 35000, "eta_days": 3},
    {"id": "VC-13", "province": "Nghệ An", "fee": 35000, "eta_days": 3},
    {"id": "VC-14", "province": "Đồng Nai", "fee": 35000, "eta_days": 4},
]
"""One row per province of today (34 since 1 July 2025, `places.py`); an old name the customer
writes is read as the province it now belongs to ("Bình Dương" pays TP. Hồ Chí Minh's fee).

Left out on purpose (no fee: hand the customer to a human), 20 of the 34: the mountain provinces
(Lào Cai, Sơn La, Điện Biên, Lai Châu, Cao Bằng, Lạng Sơn, Tuyên Quang), the centre from Hà Tĩnh
to the Central Highlands (Hà Tĩnh, Quảng Trị, Huế, Quảng Ngãi, Gia Lai, Đắk Lắk, Khánh Hòa, Lâm
Đồng), and the far south beyond Cần Thơ and Đồng Nai (Tây Ninh, Vĩnh Long, Đồng Tháp, An Giang, Cà
Mau)."""

OUTSIDE_FEE_TABLE = (
    "Lào Cai", "Sơn La", "Điện Biên", "Lai Châu", "Cao Bằng", "Lạng Sơn", "Tuyên Quang", "Hà Tĩnh",
    "Quảng Trị", "Huế", "Quảng Ngãi", "Gia Lai", "Đắk Lắk", "Khánh Hòa", "Lâm Đồng", "Tây Ninh",
    "Vĩnh Long", "Đồng Tháp", "An Giang", "Cà Mau",
)  # fmt: skip

ORDERS = [
    {
        "id": "DH-0001",
        "draft_code": _draft_code("DH-0001"),
        "status": "confirmed",
        "payment_status": "paid",
        "customer_name": "Lê Thị Thảo",
        "phone": "0904771326",
        "address": "Số 3 ngõ 15 Huỳnh Thúc Kháng, phường Giảng Võ, Hà Nội",
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
    {
        "id": "DH-0002",
        "draft_code": _draft_code("DH-0002"),
        "status": "draft",
        "customer_name": "Đỗ Minh Ngọc",
        "phone": "0978213546",
        "address": "Số 27 Lạch Tray, phường Gia Viên, Hải Phòng",
        "province": "Hải Phòng",
        "lines": [
            {
                "sku": "BZDS-DE-M",
                "name": "Áo blazer nữ dáng suông — Đen, M",
                "quantity": 1,
                "unit_price": 599000,
            }
        ],
        "subtotal": 599000,
        "shipping_fee": 30000,
        "total": 629000,
        "note": "Khách đang cân nhắc đổi sang màu be, hẹn tối nay báo lại.",
    },
    {
        "id": "DH-0003",
        "draft_code": _draft_code("DH-0003"),
        "status": "confirmed",
        "customer_name": "Hoàng Phương Linh",
        "phone": "0915608233",
        "address": "Số 112 Trần Phú, phường Hạc Thành, Thanh Hóa",
        "province": "Thanh Hóa",
        "lines": [
            {
                "sku": "COMBO-CONGSO-2",
                "name": "Combo Công sở 2 món",
                "quantity": 1,
                "unit_price": 499000,
                "combo_choices": ["SMLN-TR-M", "CVA-DE-M"],
            },
            {
                "sku": "TLDV-DE",
                "name": "Thắt lưng da khóa vuông — Đen",
                "quantity": 1,
                "unit_price": 189000,
            },
        ],
        "subtotal": 688000,
        "shipping_fee": 35000,
        "total": 723000,
        "note": "Thanh toán khi nhận hàng (COD).",
    },
    {
        "id": "DH-0004",
        "draft_code": _draft_code("DH-0004"),
        "status": "confirmed",
        "payment_status": "paid",
        "customer_name": "Trịnh Ngọc Ánh",
        "phone": "0936442187",
        "address": "Căn 1205 tòa B chung cư Monarchy, 25 Trần Hưng Đạo, phường An Hải, Đà Nẵng",
        "province": "Đà Nẵng",
        "lines": [
            {
                "sku": "DSCV-DD-M",
                "name": "Đầm suông cổ vuông tay lỡ — Đỏ đô, M",
                "quantity": 1,
                "unit_price": 459000,
            },
            {
                "sku": "KLV-BE",
                "name": "Khăn lụa vuông họa tiết — Be",
                "quantity": 1,
                "unit_price": 129000,
            },
        ],
        "subtotal": 588000,
        "shipping_fee": 35000,
        "total": 623000,
    },
    {
        "id": "DH-0005",
        "draft_code": _draft_code("DH-0005"),
        "status": "cancelled",
        "customer_name": "Vũ Hải Yến",
        "phone": "0868350972",
        "address": "Số 9 ngõ 68 Cầu Giấy, phường Cầu Giấy, Hà Nội",
        "province": "Hà Nội",
        "lines": [
            {
                "sku": "QCUL-KE-M",
                "name": "Quần culottes lưng cao — Kem, M",
                "quantity": 2,
                "unit_price": 329000,
            }
        ],
        "subtotal": 658000,
        "shipping_fee": 25000,
        "total": 683000,
        "note": "Hủy: Khách đặt nhầm size M, sẽ đặt lại size S.",
    },
    {
        "id": "DH-0006",
        "draft_code": _draft_code("DH-0006"),
        "status": "confirmed",
        "customer_name": "Lê Thị Thảo",
        "phone": "0904771326",
        "address": "Số 3 ngõ 15 Huỳnh Thúc Kháng, phường Giảng Võ, Hà Nội",
        "province": "Hà Nội",
        "lines": [
            {
                "sku": "KDDD-NA-M",
                "name": "Áo khoác dạ dáng dài — Nâu, M",
                "quantity": 1,
                "unit_price": 1150000,
            }
        ],
        "subtotal": 1150000,
        "shipping_fee": 0,
        "total": 1150000,
        "note": "Khách chọn chuyển khoản qua mã QR; cửa hàng chưa nhận được tiền.",
    },
    {
        "id": "DH-0007",
        "draft_code": _draft_code("DH-0007"),
        "status": "confirmed",
        "customer_name": "Nguyễn Khánh Linh",
        "phone": "0393117508",
        "address": "Số 45 Võ Văn Ngân, phường Thủ Đức, TP. Hồ Chí Minh",
        "province": "TP. Hồ Chí Minh",
        "lines": [
            {
                "sku": "COMBO-BLAZER",
                "name": "Combo Blazer thanh lịch",
                "quantity": 1,
                "unit_price": 849000,
                "combo_choices": ["BZDS-DE-S", "QTOS-DE-27"],
            }
        ],
        "subtotal": 849000,
        "shipping_fee": 0,
        "total": 849000,
        "note": "Thanh toán khi nhận hàng (COD).",
    },
]
"""Orders already placed: a paid one and an unpaid one with a QR waiting for the transfer (Lê Thị
Thảo, a returning customer), a draft, two COD orders, a paid order, and a cancelled one."""

SALE = {
    "products": PRODUCTS,
    "combos": COMBOS,
    "shipping_fees": SHIPPING_FEES,
    "orders": ORDERS,
    "payment_qrs": [
        {"id": "QR-0001", "order_id": "DH-0001", "amount": 344000, "transfer_note": "DH-0001"},
        {"id": "QR-0002", "order_id": "DH-0004", "amount": 623000, "transfer_note": "DH-0004"},
        {"id": "QR-0003", "order_id": "DH-0006", "amount": 1150000, "transfer_note": "DH-0006"},
    ],
    "handoffs": [],
    "questions": [],
}
