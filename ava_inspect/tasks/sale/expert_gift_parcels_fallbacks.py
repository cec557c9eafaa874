"""Year-end gifts in nine parcels under the customer's own rules: a sold-out colour becomes black
in the same size, an item with no black is dropped, and a parcel left under 700k gets a scarf
(which frees the shipping of some, not of others); one house number corrected, one item taken out
in a later message, four old provinces, two parcels paid on delivery."""

from typing import Any

from ava_inspect.tasks.builders.calls import Call, call
from ava_inspect.tasks.builders.negatives import at_most, no_record
from ava_inspect.tasks.builders.orders import (
    BASE_ORDER_IDS,
    confirm_order,
    draft_order,
    new_order_of,
    one_each,
    order_line,
    payment_qr,
)
from ava_inspect.tasks.builders.variants import replacing, with_args

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

_P5 = {
    "name": "Vũ Thị Hồng Nhung",
    "phone": "0342815693",
    "address": "Số 22 Lý Bôn, phường Thái Bình, Thái Bình",
    "province": "Thái Bình",
}
_P6 = {
    "name": "Trần Thu Trang",
    "phone": "0389406127",
    "address": "Số 15 Trần Hưng Đạo, phường Nam Định, Nam Định",
    "province": "Nam Định",
}
_P7 = {
    "name": "Nguyễn Hoài An",
    "phone": "0935274801",
    "address": "Số 21 Trần Phú, phường Hội An, Quảng Nam",
    "province": "Quảng Nam",
}
_P8 = {
    "name": "Huỳnh Thị Mười",
    "phone": "0918530264",
    "address": "Số 8 đại lộ Bình Dương, phường Thủ Dầu Một, Bình Dương",
    "province": "Bình Dương",
}
_P9 = {
    "name": "Đinh Thị Thu Hà",
    "phone": "0327968145",
    "address": "Số 40 Trần Hưng Đạo, phường Hồng Gai, Quảng Ninh",
    "province": "Quảng Ninh",
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

_P5_LINES = [order_line("CVXL-DE-L", "Chân váy xếp ly dáng dài — Đen, L", 339000), _SCARF]
_P6_LINES = [
    order_line("ATCT-DE-XL", "Áo thun cổ tròn cotton basic — Đen, XL", 159000),
    order_line("GLCV-XA-Freesize", "Áo gile len cổ V — Xám, Freesize", 249000),
    _SCARF,
]
_P7_LINES = [order_line("BZDS-DE-S", "Áo blazer nữ dáng suông — Đen, S", 599000), _SCARF]
_P8_LINES = [
    order_line("QTOS-DE-26", "Quần tây nữ ống suông — Đen, 26", 369000),
    order_line("DSMD-XR-M", "Đầm sơ mi dáng dài thắt eo — Xanh rêu, M", 489000),
]
_P9_LINES = [
    order_line("CDLM-XA-Freesize", "Áo cardigan len mỏng cúc ngọc — Xám, Freesize", 349000),
    _SCARF,
]

_READS = [
    call("search_product", query="đầm ôm công sở có đai eo"),
    call("search_product", query="áo len cổ tròn"),
    call("search_product", query="túi xách công sở"),
    call("search_product", query="chân váy chữ A dáng ngắn"),
    call("search_product", query="áo kiểu cổ vuông tay bồng"),
    call("search_product", query="túi tote canvas mini"),
    call("search_product", query="cardigan len cúc ngọc"),
    call("search_product", query="thắt lưng da khóa vuông"),
    call("search_product", query="áo khoác dạ dáng dài"),
    call("search_product", query="quần tây ống suông"),
    call("search_product", query="khăn lụa vuông"),
    call("search_product", query="quần jean ống đứng"),
    call("search_product", query="áo sơ mi lụa cổ nơ"),
    call("search_product", query="chân váy xếp ly"),
    call("search_product", query="áo thun cổ tròn"),
    call("search_product", query="áo gile len"),
    call("search_product", query="blazer dáng suông"),
    call("search_product", query="đầm sơ mi dáng dài"),
    call("document_qa", question="miễn phí vận chuyển"),
    call("document_qa", question="COD thanh toán khi nhận hàng"),
    call("calculate_shipping_fee", province="Hà Nội"),
    call("calculate_shipping_fee", province="Hải Dương"),
    call("calculate_shipping_fee", province="Bắc Giang"),
    call("calculate_shipping_fee", province="Thanh Hóa"),
    call("calculate_shipping_fee", province="Thái Bình"),
    call("calculate_shipping_fee", province="Nam Định"),
    call("calculate_shipping_fee", province="Quảng Nam"),
    call("calculate_shipping_fee", province="Bình Dương"),
    call("calculate_shipping_fee", province="Quảng Ninh"),
]


def _order(person: dict[str, Any], skus: list[str], fee: int, **changes: str) -> Call:
    """`person`'s parcel, one of each of `skus` (`changes`: another address, a note)."""
    parcel = draft_order(
        person["name"], person["phone"], person["address"], person["province"], one_each(*skus), fee
    )
    return with_args(parcel, **changes)


def _skus(lines: list[dict[str, Any]]) -> list[str]:
    return [line["sku"] for line in lines]


_P1_ORDER = _order(_P1, _skus(_P1_LINES), 25000)
_P2_ORDER = _order(_P2, _skus(_P2_LINES), 0)
_P3_ORDER = _order(_P3, _skus(_P3_LINES), 0)
_P4_ORDER = _order(_P4, _skus(_P4_LINES), 0, note="Thanh toán khi nhận hàng (COD).")
_P5_ORDER = _order(_P5, _skus(_P5_LINES), 30000)
_P6_ORDER = _order(_P6, _skus(_P6_LINES), 30000)
_P7_ORDER = _order(_P7, _skus(_P7_LINES), 0)
_P8_ORDER = _order(_P8, _skus(_P8_LINES), 0, note="Thanh toán khi nhận hàng (COD).")
_P9_ORDER = _order(_P9, _skus(_P9_LINES), 35000)

_RIGHT = [
    _P1_ORDER,
    confirm_order("DH-0008"),
    payment_qr("DH-0008"),
    _P2_ORDER,
    confirm_order("DH-0009"),
    payment_qr("DH-0009"),
    _P3_ORDER,
    confirm_order("DH-0010"),
    payment_qr("DH-0010"),
    _P4_ORDER,
    confirm_order("DH-0011"),
    _P5_ORDER,
    confirm_order("DH-0012"),
    payment_qr("DH-0012"),
    _P6_ORDER,
    confirm_order("DH-0013"),
    payment_qr("DH-0013"),
    _P7_ORDER,
    confirm_order("DH-0014"),
    payment_qr("DH-0014"),
    _P8_ORDER,
    confirm_order("DH-0015"),
    _P9_ORDER,
    confirm_order("DH-0016"),
    payment_qr("DH-0016"),
]


_NEW_QR = {"order_id": {"not_in": BASE_ORDER_IDS}}

TASK = {
    "id": "sale.expert_gift_parcels_fallbacks",
    "domain": "sale",
    "tier": "expert",
    "summary": "Nine gift parcels under the customer's rules. Sold-out colours become black in "
    "the same size (pink-brown dress S, brown bag, navy short skirt S, mini tote moss, grey coat "
    "L, brown trousers 30, moss pleated skirt L, beige T-shirt XL, beige blazer S, beige "
    "trousers 26); the burgundy sweater (twice), the pink-brown blouse L (twice) and the dark "
    "jeans 26 have no black, so they are dropped; a parcel still under 700k gets a beige scarf: "
    "Hà Nội 529k -> 658k, still under, 25k fee, QR 683k; Bắc Giang (now Bắc Ninh) 657k -> 786k, "
    "now free, QR; Thái Bình (now Hưng Yên) after the bow blouse is taken out 339k -> 468k + 30k, "
    "QR 498k; Nam Định (now Ninh Bình) 408k -> 537k + 30k, QR 567k; Quảng Nam (now Đà Nẵng) "
    "599k -> 728k free, QR; Quảng Ninh 349k -> 478k + 35k, QR 513k. Hải Dương parcel at house "
    "48 (corrected from 84), 738k free, QR. Grandmother's 1.519M (Thanh Hóa) and mother-in-law's "
    "858k (Bình Dương, now TP. HCM) parcels free and COD, no QR.",
    "requester_id": None,
    "prompt": [
        {
            "role": "customer",
            "text": "Shop ơi c đặt quà cuối năm, 9 đơn gửi 9 người nhé:\n"
            "1) Phạm Thu Hằng, 0916 372 045, số 5 ngõ 12 Tô Hiến Thành, p. Hai Bà Trưng, HN: 1 "
            "đầm ôm công sở có đai eo màu hồng đất size S + 1 áo len cổ tròn màu đỏ đô\n"
            "2) Đỗ Thị Lan Anh, 0975 630 218, số 84 Nguyễn Lương Bằng, p. Hải Dương, Hải "
            "Dương: 1 túi xách công sở màu nâu + 1 chân váy chữ A dáng ngắn xanh than size S\n"
            "3) Ngô Minh Thư, 0358 907 462, số 17 Xương Giang, p. Bắc Giang, Bắc Giang: 1 áo "
            "kiểu cổ vuông tay bồng hồng đất size L + 1 túi tote mini màu xanh rêu + 1 "
            "cardigan len cúc ngọc hồng phấn + 1 thắt lưng da khoá vuông màu nâu\n"
            "4) bà nội c: Lê Thị Nhàn, 0387 214 596, số 60 Lê Hoàn, p. Hạc Thành, Thanh Hoá: 1 "
            "áo khoác dạ dáng dài màu xám size L + 1 quần tây ống suông màu nâu size 30\n"
            "5) Vũ Thị Hồng Nhung, 0342 815 693, số 22 Lý Bôn, p. Thái Bình, Thái Bình: 1 quần "
            "jean ống đứng xanh đậm size 26 + 1 áo sơ mi lụa cổ nơ màu kem size S + 1 chân váy "
            "xếp ly xanh rêu size L\n"
            "6) Trần Thu Trang, 0389 406 127, số 15 Trần Hưng Đạo, p. Nam Định, Nam Định: 1 áo "
            "thun cổ tròn màu be size XL + 1 áo gile len cổ V màu xám\n"
            "7) Nguyễn Hoài An, 0935 274 801, số 21 Trần Phú, p. Hội An, Quảng Nam: 1 blazer "
            "dáng suông màu be size S + 1 áo len cổ tròn đỏ đô\n"
            "8) mẹ chồng c: Huỳnh Thị Mười, 0918 530 264, số 8 đại lộ Bình Dương, p. Thủ Dầu "
            "Một, Bình Dương: 1 quần tây ống suông màu be size 26 + 1 đầm sơ mi dáng dài xanh "
            "rêu size M\n"
            "9) Đinh Thị Thu Hà, 0327 968 145, số 40 Trần Hưng Đạo, p. Hồng Gai, Quảng Ninh: 1 "
            "áo kiểu cổ vuông tay bồng hồng đất size L + 1 cardigan len cúc ngọc màu xám",
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
            "text": "c ck hết, e gửi QR từng đơn cho c. Riêng đơn của bà với đơn của mẹ chồng c "
            "thì để các cụ trả tiền mặt khi nhận nhé. À nhầm, nhà Lan Anh số 48 Nguyễn Lương "
            "Bằng chứ k phải 84 đâu e. Với đơn của Nhung e bỏ cái áo sơ mi cổ nơ ra giúp c, nó "
            "bảo có rồi. E chốt hết giúp c nha",
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
            "skill": "branch_on_data",
            "table": "sale.orders",
            "where": new_order_of(_P1["phone"]),
            "expect": {"status": "confirmed", "lines": _P1_LINES},
        },
        {
            "id": "p1_total",
            "note": "658.000đ with the scarf is still under 700.000đ: Hà Nội's 25.000đ fee, total "
            "683.000đ",
            "kind": "record_field",
            "skill": "combine_regulations",
            "table": "sale.orders",
            "where": new_order_of(_P1["phone"]),
            "expect": {"subtotal": 658000, "shipping_fee": 25000, "total": 683000},
        },
        {
            "id": "p1_qr",
            "note": "a QR for Hằng's parcel for 683.000đ",
            "kind": "record_exists",
            "skill": "combine_regulations",
            "table": "sale.payment_qrs",
            "where": {**_NEW_QR, "amount": 683000},
        },
        {
            "id": "p2_lines",
            "note": "Lan Anh's parcel at the corrected house number 48: the black bag and the "
            "black short skirt S (brown bag and navy S sold out), no scarf (738k)",
            "kind": "record_field",
            "skill": "branch_on_data",
            "table": "sale.orders",
            "where": new_order_of(_P2["phone"]),
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
            "skill": "branch_on_data",
            "table": "sale.payment_qrs",
            "where": {**_NEW_QR, "amount": 738000},
        },
        {
            "id": "p3_lines",
            "note": "Thư's parcel: no blouse (pink-brown L sold out, no black), the black mini "
            "tote (moss sold out), the pink cardigan, the brown belt, and the scarf (657k < 700k)",
            "kind": "record_field",
            "skill": "combine_regulations",
            "table": "sale.orders",
            "where": new_order_of(_P3["phone"]),
            "expect": {"status": "confirmed", "province": "Bắc Ninh", "lines": _P3_LINES},
        },
        {
            "id": "p3_free",
            "note": "with the scarf Thư's parcel is 786.000đ >= 700.000đ: it now ships free",
            "kind": "record_field",
            "skill": "combine_regulations",
            "table": "sale.orders",
            "where": new_order_of(_P3["phone"]),
            "expect": {"subtotal": 786000, "shipping_fee": 0, "total": 786000},
        },
        {
            "id": "p3_qr",
            "note": "a QR for Thư's parcel for 786.000đ",
            "kind": "record_exists",
            "skill": "combine_regulations",
            "table": "sale.payment_qrs",
            "where": {**_NEW_QR, "amount": 786000},
        },
        {
            "id": "p4_order",
            "note": "the grandmother's parcel: the black coat L (grey L sold out) and the black "
            "trousers 30 (brown 30 sold out), 1.519.000đ, free shipping, confirmed",
            "kind": "record_field",
            "skill": "branch_on_data",
            "table": "sale.orders",
            "where": new_order_of(_P4["phone"]),
            "expect": {
                "status": "confirmed",
                "lines": _P4_LINES,
                "subtotal": 1519000,
                "shipping_fee": 0,
                "total": 1519000,
            },
        },
        {
            "id": "p5_lines",
            "note": "Nhung's parcel: no jeans (dark 26 sold out, no black), no bow blouse (taken "
            "out in the later message), the black pleated skirt L (moss L sold out), and the "
            "scarf (339k < 700k)",
            "kind": "record_field",
            "skill": "branch_on_data",
            "table": "sale.orders",
            "where": new_order_of(_P5["phone"]),
            "expect": {"status": "confirmed", "province": "Hưng Yên", "lines": _P5_LINES},
        },
        {
            "id": "p5_total",
            "note": "468.000đ with the scarf is still under 700.000đ: Hưng Yên's 30.000đ fee "
            "(Thái Bình is now Hưng Yên), total 498.000đ, and its QR",
            "kind": "record_field",
            "skill": "combine_regulations",
            "table": "sale.orders",
            "where": new_order_of(_P5["phone"]),
            "expect": {"subtotal": 468000, "shipping_fee": 30000, "total": 498000},
        },
        {
            "id": "p5_qr",
            "note": "a QR for Nhung's parcel for 498.000đ",
            "kind": "record_exists",
            "skill": "combine_regulations",
            "table": "sale.payment_qrs",
            "where": {**_NEW_QR, "amount": 498000},
        },
        {
            "id": "p6_lines",
            "note": "Trang's parcel: the black T-shirt XL (beige XL sold out), the grey vest, and "
            "the scarf (408k < 700k)",
            "kind": "record_field",
            "skill": "branch_on_data",
            "table": "sale.orders",
            "where": new_order_of(_P6["phone"]),
            "expect": {"status": "confirmed", "province": "Ninh Bình", "lines": _P6_LINES},
        },
        {
            "id": "p6_total",
            "note": "537.000đ with the scarf is still under 700.000đ: Ninh Bình's 30.000đ fee "
            "(Nam Định is now Ninh Bình), total 567.000đ",
            "kind": "record_field",
            "skill": "combine_regulations",
            "table": "sale.orders",
            "where": new_order_of(_P6["phone"]),
            "expect": {"subtotal": 537000, "shipping_fee": 30000, "total": 567000},
        },
        {
            "id": "p6_qr",
            "note": "a QR for Trang's parcel for 567.000đ",
            "kind": "record_exists",
            "skill": "combine_regulations",
            "table": "sale.payment_qrs",
            "where": {**_NEW_QR, "amount": 567000},
        },
        {
            "id": "p7_order",
            "note": "An's parcel: the black blazer S (beige S sold out), no sweater (burgundy sold "
            "out, no black), the scarf (599k < 700k), 728.000đ now ships free (Quảng Nam is now "
            "Đà Nẵng)",
            "kind": "record_field",
            "skill": "combine_regulations",
            "table": "sale.orders",
            "where": new_order_of(_P7["phone"]),
            "expect": {
                "status": "confirmed",
                "province": "Đà Nẵng",
                "lines": _P7_LINES,
                "subtotal": 728000,
                "shipping_fee": 0,
                "total": 728000,
            },
        },
        {
            "id": "p7_qr",
            "note": "a QR for An's parcel for 728.000đ",
            "kind": "record_exists",
            "skill": "combine_regulations",
            "table": "sale.payment_qrs",
            "where": {**_NEW_QR, "amount": 728000},
        },
        {
            "id": "p8_order",
            "note": "the mother-in-law's parcel: the black trousers 26 (beige 26 sold out) and the "
            "moss shirt dress M, 858.000đ, free shipping, TP. Hồ Chí Minh (Bình Dương's province "
            "now), confirmed",
            "kind": "record_field",
            "skill": "branch_on_data",
            "table": "sale.orders",
            "where": new_order_of(_P8["phone"]),
            "expect": {
                "status": "confirmed",
                "province": "TP. Hồ Chí Minh",
                "lines": _P8_LINES,
                "subtotal": 858000,
                "shipping_fee": 0,
                "total": 858000,
            },
        },
        {
            "id": "p9_lines",
            "note": "Hà's parcel: no blouse (pink-brown L sold out, no black), the grey cardigan "
            "and the scarf (349k < 700k)",
            "kind": "record_field",
            "skill": "branch_on_data",
            "table": "sale.orders",
            "where": new_order_of(_P9["phone"]),
            "expect": {"status": "confirmed", "lines": _P9_LINES},
        },
        {
            "id": "p9_total",
            "note": "478.000đ with the scarf is still under 700.000đ: Quảng Ninh's 35.000đ fee, "
            "total 513.000đ",
            "kind": "record_field",
            "skill": "combine_regulations",
            "table": "sale.orders",
            "where": new_order_of(_P9["phone"]),
            "expect": {"subtotal": 478000, "shipping_fee": 35000, "total": 513000},
        },
        {
            "id": "p9_qr",
            "note": "a QR for Hà's parcel for 513.000đ",
            "kind": "record_exists",
            "skill": "combine_regulations",
            "table": "sale.payment_qrs",
            "where": {**_NEW_QR, "amount": 513000},
        },
        at_most(
            "no_qr_for_grandmother",
            table="sale.payment_qrs",
            max=7,
            where=_NEW_QR,
            note="the grandmother and the mother-in-law pay cash on delivery: only the seven "
            "other parcels get a QR",
        ),
        no_record(
            "no_old_house_number",
            table="sale.orders",
            where={"address": {"contains": "84 Nguyễn Lương Bằng"}},
            note="no parcel goes to the house number 84 the customer corrected",
            skill="hold_conversation",
        ),
        at_most(
            "nine_parcels",
            table="sale.orders",
            max=9,
            where={"id": {"not_in": BASE_ORDER_IDS}},
            note="one order per recipient",
        ),
    ],
    "oracle": [*_READS, *_RIGHT],
    "anti_oracles": [
        {
            "name": "other_colour_when_no_black",
            "why": "replaces the sold-out burgundy sweater and pink-brown blouse with another "
            "colour instead of dropping them",
            "calls": [
                *_READS,
                *replacing(_RIGHT, _P1_ORDER, _order(_P1, ["DOCD-DE-S", "ALCT-NA-Freesize"], 0)),
            ],
            "breaks": ["p1_lines", "p1_total", "p1_qr"],
        },
        {
            "name": "scarf_rule_before_dropping",
            "why": "judges Thư's parcel at 906k, before the blouse is dropped, so adds no scarf "
            "and charges Bắc Ninh's fee on 657k",
            "calls": [
                *_READS,
                *replacing(_RIGHT, _P3_ORDER, _order(_P3, _skus(_P3_LINES)[:3], 30000)),
            ],
            "breaks": ["p3_lines", "p3_free", "p3_qr"],
        },
        {
            "name": "fee_kept_after_scarf",
            "why": "adds the scarf to Thư's parcel but still charges the fee it had below 700k",
            "calls": [*_READS, *replacing(_RIGHT, _P3_ORDER, _order(_P3, _skus(_P3_LINES), 30000))],
            "breaks": ["p3_free", "p3_qr"],
        },
        {
            "name": "old_house_number",
            "why": "ships Lan Anh's parcel to house 84 of the first message",
            "calls": [
                *_READS,
                *replacing(
                    _RIGHT,
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
                *replacing(_RIGHT, _P2_ORDER, _order(_P2, [*_skus(_P2_LINES), "KLV-BE"], 0)),
            ],
            "breaks": ["p2_lines", "p2_qr"],
        },
        {
            "name": "qr_for_grandmother",
            "why": "issues a QR for the grandmother's COD parcel too",
            "calls": [*_READS, *_RIGHT, payment_qr("DH-0011")],
            "breaks": ["no_qr_for_grandmother"],
        },
        {
            "name": "qr_for_mother_in_law",
            "why": "issues a QR for the mother-in-law's COD parcel, missing that she pays cash too",
            "calls": [*_READS, *_RIGHT, payment_qr("DH-0015")],
            "breaks": ["no_qr_for_grandmother"],
        },
        {
            "name": "keeps_bow_blouse",
            "why": "misses that Nhung's bow blouse was taken out: the black one S stays, 658k "
            "with the scarf 787k, free",
            "calls": [
                *_READS,
                *replacing(_RIGHT, _P5_ORDER, _order(_P5, ["SMCN-DE-S", *_skus(_P5_LINES)], 0)),
            ],
            "breaks": ["p5_lines", "p5_total", "p5_qr"],
        },
        {
            "name": "scarf_frees_shipping",
            "why": "takes the added scarf as making every parcel ship free, waiving Trang's and "
            "Hà's fees",
            "calls": [
                *_READS,
                *[
                    _order(_P6, _skus(_P6_LINES), 0)
                    if c == _P6_ORDER
                    else _order(_P9, _skus(_P9_LINES), 0)
                    if c == _P9_ORDER
                    else c
                    for c in _RIGHT
                ],
            ],
            "breaks": ["p6_total", "p6_qr", "p9_total", "p9_qr"],
        },
        {
            "name": "jeans_in_another_colour",
            "why": "orders Nhung's jeans 26 in light blue instead of dropping them (dark 26 is "
            "sold out and the jeans have no black)",
            "calls": [
                *_READS,
                *replacing(
                    _RIGHT, _P5_ORDER, _order(_P5, ["QJOD-XN-26", *_skus(_P5_LINES)[:1]], 0)
                ),
            ],
            "breaks": ["p5_lines", "p5_total", "p5_qr"],
        },
    ],
}
