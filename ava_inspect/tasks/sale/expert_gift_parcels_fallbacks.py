"""Year-end gifts in four parcels under the customer's own rules: a sold-out colour becomes black
in the same size, an item with no black is dropped, and a parcel left under 700k gets a scarf;
one house number corrected, one parcel paid on delivery."""

from ._shared import BASE_ORDER_IDS, order_line

_P1 = {
    "name": "Phạm Thu Hằng",
    "phone": "0916372045",
    "address": "Số 5 ngõ 12 Tô Hiến Thành, phường Hai Bà Trưng, Hà Nội",
    "province": "Hà Nội",
}
_P2 = {
    "name": "Đỗ Thị Lan Anh",
    "phone": "0975630218",
    "address": "Số 48 Nguyễn Lương Bằng, phường Hải Dương, Hải Dương",
    "province": "Hải Dương",
}
_P3 = {
    "name": "Ngô Minh Thư",
    "phone": "0358907462",
    "address": "Số 17 Xương Giang, phường Bắc Giang, Bắc Giang",
    "province": "Bắc Giang",
}
_P4 = {
    "name": "Lê Thị Nhàn",
    "phone": "0387214596",
    "address": "Số 60 Lê Hoàn, phường Hạc Thành, Thanh Hóa",
    "province": "Thanh Hóa",
}

_SCARF = order_line("KLV-BE", "Khăn lụa vuông họa tiết — Be", 129000)
_P1_LINES = [order_line("DOCD-DE-S", "Đầm ôm công sở có đai eo — Đen, S", 529000), _SCARF]
_P2_LINES = [
    order_line("TXCS-DE", "Túi xách công sở da PU — Đen", 459000),
    order_line("CVAN-DE-S", "Chân váy chữ A dáng ngắn — Đen, S", 279000),
]
_P3_LINES = [
    order_line("TOTEM-DE", "Túi tote canvas mini — Đen", 119000),
    order_line("CDLM-HP-Freesize", "Áo cardigan len mỏng cúc ngọc — Hồng phấn, Freesize", 349000),
    order_line("TLDV-NA", "Thắt lưng da khóa vuông — Nâu", 189000),
    _SCARF,
]
_P4_LINES = [
    order_line("KDDD-DE-L", "Áo khoác dạ dáng dài — Đen, L", 1150000),
    order_line("QTOS-DE-30", "Quần tây nữ ống suông — Đen, 30", 369000),
]

_READS = [
    {"tool": "search_product", "args": {"query": "đầm ôm công sở có đai eo"}},
    {"tool": "search_product", "args": {"query": "áo len cổ tròn"}},
    {"tool": "search_product", "args": {"query": "túi xách công sở"}},
    {"tool": "search_product", "args": {"query": "chân váy chữ A dáng ngắn"}},
    {"tool": "search_product", "args": {"query": "áo kiểu cổ vuông tay bồng"}},
    {"tool": "search_product", "args": {"query": "túi tote canvas mini"}},
    {"tool": "search_product", "args": {"query": "cardigan len cúc ngọc"}},
    {"tool": "search_product", "args": {"query": "thắt lưng da khóa vuông"}},
    {"tool": "search_product", "args": {"query": "áo khoác dạ dáng dài"}},
    {"tool": "search_product", "args": {"query": "quần tây ống suông"}},
    {"tool": "search_product", "args": {"query": "khăn lụa vuông"}},
    {"tool": "document_qa", "args": {"question": "miễn phí vận chuyển"}},
    {"tool": "document_qa", "args": {"question": "COD thanh toán khi nhận hàng"}},
    {"tool": "calculate_shipping_fee", "args": {"province": "Hà Nội"}},
    {"tool": "calculate_shipping_fee", "args": {"province": "Hải Dương"}},
    {"tool": "calculate_shipping_fee", "args": {"province": "Bắc Giang"}},
    {"tool": "calculate_shipping_fee", "args": {"province": "Thanh Hóa"}},
]


def _order(person: dict, skus: list[str], fee: int, **changes: str) -> dict:
    return {
        "tool": "create_draft_order",
        "args": {
            "customer_name": person["name"],
            "phone": person["phone"],
            "address": person["address"],
            "province": person["province"],
            "items": [{"sku": sku, "quantity": 1} for sku in skus],
            "shipping_fee": fee,
            **changes,
        },
    }


def _confirm(order_id: str) -> dict:
    return {"tool": "confirm_order", "args": {"order_id": order_id}}


def _qr(order_id: str) -> dict:
    return {"tool": "create_payment_qr", "args": {"order_id": order_id}}


def _skus(lines: list[dict]) -> list[str]:
    return [line["sku"] for line in lines]


_P1_ORDER = _order(_P1, _skus(_P1_LINES), 25000)
_P2_ORDER = _order(_P2, _skus(_P2_LINES), 0)
_P3_ORDER = _order(_P3, _skus(_P3_LINES), 0)
_P4_ORDER = _order(_P4, _skus(_P4_LINES), 0, note="Thanh toán khi nhận hàng (COD).")

_RIGHT = [
    _P1_ORDER,
    _confirm("DH-0008"),
    _qr("DH-0008"),
    _P2_ORDER,
    _confirm("DH-0009"),
    _qr("DH-0009"),
    _P3_ORDER,
    _confirm("DH-0010"),
    _qr("DH-0010"),
    _P4_ORDER,
    _confirm("DH-0011"),
]


def _replacing(old: dict, *new: dict) -> list[dict]:
    """The right calls with `old` replaced, in place, by `new`."""
    return [n for c in _RIGHT for n in ((c,) if c != old else new)]


def _new(person: dict) -> dict:
    return {"phone": person["phone"], "id": {"not_in": BASE_ORDER_IDS}}


_NEW_QR = {"order_id": {"not_in": BASE_ORDER_IDS}}

TASK = {
    "id": "sale.expert_gift_parcels_fallbacks",
    "domain": "sale",
    "tier": "expert",
    "summary": "Four gift parcels under the customer's rules. Sold-out colours become black in "
    "the same size (pink-brown dress S, brown bag, navy short skirt S, mini tote moss, grey coat "
    "L, brown trousers 30); the burgundy sweater and the pink-brown blouse L have no black, so "
    "they are dropped; a parcel still under 700k gets a beige scarf: Hà Nội 529k -> 658k, still "
    "under, so 25k fee, QR 683k; Bắc Giang (now Bắc Ninh) 657k -> 786k, now free, QR 786k. "
    "Hải Dương parcel at house 48 (corrected from 84), 738k free, QR. Grandmother's 1.519M "
    "parcel in Thanh Hóa free and COD, no QR.",
    "requester_id": None,
    "prompt": [
        {
            "role": "customer",
            "text": "Shop ơi c đặt quà cuối năm, 4 đơn gửi 4 người nhé:\n"
            "1) Phạm Thu Hằng, 0916 372 045, số 5 ngõ 12 Tô Hiến Thành, p. Hai Bà Trưng, HN: 1 "
            "đầm ôm công sở có đai eo màu hồng đất size S + 1 áo len cổ tròn màu đỏ đô\n"
            "2) Đỗ Thị Lan Anh, 0975 630 218, số 84 Nguyễn Lương Bằng, p. Hải Dương, Hải "
            "Dương: 1 túi xách công sở màu nâu + 1 chân váy chữ A dáng ngắn xanh than size S\n"
            "3) Ngô Minh Thư, 0358 907 462, số 17 Xương Giang, p. Bắc Giang, Bắc Giang: 1 áo "
            "kiểu cổ vuông tay bồng hồng đất size L + 1 túi tote mini màu xanh rêu + 1 "
            "cardigan len cúc ngọc hồng phấn + 1 thắt lưng da khoá vuông màu nâu\n"
            "4) bà nội c: Lê Thị Nhàn, 0387 214 596, số 60 Lê Hoàn, p. Hạc Thành, Thanh Hoá: 1 "
            "áo khoác dạ dáng dài màu xám size L + 1 quần tây ống suông màu nâu size 30",
        },
        {
            "role": "customer",
            "text": "Mấy màu này hay hết hàng lắm, e làm theo giúp c thế này nhé: món nào hết màu "
            "c chọn thì lấy màu đen cùng size; món đó mà không có màu đen thì bỏ luôn. Sau "
            "khi đổi/bỏ xong mà đơn nào tiền hàng vẫn dưới 700k thì thêm vào đơn đó 1 khăn lụa "
            "vuông màu be (c trả tiền khăn) để làm quà kèm.",
        },
        {
            "role": "assistant",
            "text": "Dạ em ghi nhận ạ. Chị cho em hỏi các đơn mình thanh toán chuyển khoản qua mã "
            "QR hay nhận hàng trả tiền (COD) ạ?",
        },
        {
            "role": "customer",
            "text": "c ck hết, e gửi QR từng đơn cho c. Riêng đơn của bà thì để bà trả tiền mặt "
            "khi nhận nhé. À nhầm, nhà Lan Anh số 48 Nguyễn Lương Bằng chứ k phải 84 đâu e. "
            "E chốt hết giúp c nha",
        },
    ],
    "hops": [
        "bridge_tables",
        "regulation_before_action",
        "combine_regulations",
        "branch_on_data",
        "forbid_overreach",
    ],
    "assertions": [
        {
            "id": "p1_lines",
            "note": "Hằng's parcel: the black dress S (pink-brown S is sold out), no sweater (the "
            "burgundy one is sold out and it has no black), and the beige scarf (529k < 700k)",
            "kind": "record_field",
            "table": "sale.orders",
            "where": _new(_P1),
            "expect": {"status": "confirmed", "lines": _P1_LINES},
        },
        {
            "id": "p1_total",
            "note": "658.000đ with the scarf is still under 700.000đ: Hà Nội's 25.000đ fee, total "
            "683.000đ",
            "kind": "record_field",
            "table": "sale.orders",
            "where": _new(_P1),
            "expect": {"subtotal": 658000, "shipping_fee": 25000, "total": 683000},
        },
        {
            "id": "p1_qr",
            "note": "a QR for Hằng's parcel for 683.000đ",
            "kind": "record_exists",
            "table": "sale.payment_qrs",
            "where": {**_NEW_QR, "amount": 683000},
        },
        {
            "id": "p2_lines",
            "note": "Lan Anh's parcel at the corrected house number 48: the black bag and the "
            "black short skirt S (brown bag and navy S sold out), no scarf (738k)",
            "kind": "record_field",
            "table": "sale.orders",
            "where": _new(_P2),
            "expect": {
                "status": "confirmed",
                "province": "Hải Phòng",
                "address": {"contains": "48 Nguyễn Lương Bằng"},
                "lines": _P2_LINES,
                "subtotal": 738000,
                "shipping_fee": 0,
            },
        },
        {
            "id": "p2_qr",
            "note": "a QR for Lan Anh's parcel for 738.000đ",
            "kind": "record_exists",
            "table": "sale.payment_qrs",
            "where": {**_NEW_QR, "amount": 738000},
        },
        {
            "id": "p3_lines",
            "note": "Thư's parcel: no blouse (pink-brown L sold out, no black), the black mini "
            "tote (moss sold out), the pink cardigan, the brown belt, and the scarf (657k < 700k)",
            "kind": "record_field",
            "table": "sale.orders",
            "where": _new(_P3),
            "expect": {"status": "confirmed", "province": "Bắc Ninh", "lines": _P3_LINES},
        },
        {
            "id": "p3_free",
            "note": "with the scarf Thư's parcel is 786.000đ >= 700.000đ: it now ships free",
            "kind": "record_field",
            "table": "sale.orders",
            "where": _new(_P3),
            "expect": {"subtotal": 786000, "shipping_fee": 0, "total": 786000},
        },
        {
            "id": "p3_qr",
            "note": "a QR for Thư's parcel for 786.000đ",
            "kind": "record_exists",
            "table": "sale.payment_qrs",
            "where": {**_NEW_QR, "amount": 786000},
        },
        {
            "id": "p4_order",
            "note": "the grandmother's parcel: the black coat L (grey L sold out) and the black "
            "trousers 30 (brown 30 sold out), 1.519.000đ, free shipping, confirmed",
            "kind": "record_field",
            "table": "sale.orders",
            "where": _new(_P4),
            "expect": {
                "status": "confirmed",
                "lines": _P4_LINES,
                "subtotal": 1519000,
                "shipping_fee": 0,
                "total": 1519000,
            },
        },
        {
            "id": "no_qr_for_grandmother",
            "negative": True,
            "note": "the grandmother pays cash on delivery: only the three other parcels get a QR",
            "kind": "record_count",
            "table": "sale.payment_qrs",
            "where": _NEW_QR,
            "max": 3,
        },
        {
            "id": "no_old_house_number",
            "negative": True,
            "note": "no parcel goes to the house number 84 the customer corrected",
            "kind": "record_not_exists",
            "table": "sale.orders",
            "where": {"address": {"contains": "84 Nguyễn Lương Bằng"}},
        },
        {
            "id": "four_parcels",
            "negative": True,
            "note": "one order per recipient",
            "kind": "record_count",
            "table": "sale.orders",
            "where": {"id": {"not_in": BASE_ORDER_IDS}},
            "max": 4,
        },
    ],
    "oracle": [*_READS, *_RIGHT],
    "anti_oracles": [
        {
            "name": "other_colour_when_no_black",
            "why": "replaces the sold-out burgundy sweater and pink-brown blouse with another "
            "colour instead of dropping them",
            "calls": [
                *_READS,
                *_replacing(_P1_ORDER, _order(_P1, ["DOCD-DE-S", "ALCT-NA-Freesize"], 0)),
            ],
            "breaks": ["p1_lines", "p1_total", "p1_qr"],
        },
        {
            "name": "scarf_rule_before_dropping",
            "why": "judges Thư's parcel at 906k, before the blouse is dropped, so adds no scarf "
            "and charges Bắc Ninh's fee on 657k",
            "calls": [
                *_READS,
                *_replacing(_P3_ORDER, _order(_P3, _skus(_P3_LINES)[:3], 30000)),
            ],
            "breaks": ["p3_lines", "p3_free", "p3_qr"],
        },
        {
            "name": "fee_kept_after_scarf",
            "why": "adds the scarf to Thư's parcel but still charges the fee it had below 700k",
            "calls": [*_READS, *_replacing(_P3_ORDER, _order(_P3, _skus(_P3_LINES), 30000))],
            "breaks": ["p3_free", "p3_qr"],
        },
        {
            "name": "old_house_number",
            "why": "ships Lan Anh's parcel to house 84 of the first message",
            "calls": [
                *_READS,
                *_replacing(
                    _P2_ORDER,
                    _order(
                        _P2,
                        _skus(_P2_LINES),
                        0,
                        address="Số 84 Nguyễn Lương Bằng, phường Hải Dương, Hải Dương",
                    ),
                ),
            ],
            "breaks": ["p2_lines", "no_old_house_number"],
        },
        {
            "name": "scarf_in_every_parcel",
            "why": "adds the scarf to every parcel, including those already over 700k",
            "calls": [
                *_READS,
                *_replacing(_P2_ORDER, _order(_P2, [*_skus(_P2_LINES), "KLV-BE"], 0)),
            ],
            "breaks": ["p2_lines", "p2_qr"],
        },
        {
            "name": "qr_for_grandmother",
            "why": "issues a QR for the grandmother's COD parcel too",
            "calls": [*_READS, *_RIGHT, _qr("DH-0011")],
            "breaks": ["no_qr_for_grandmother"],
        },
    ],
}
