"""Eight parcels in one chat: yesterday's draft grows into a free-shipping combo order, the sister's
parcel is corrected and pays its own fee, the aunt's is over the COD limit, the sister-in-law's
blazer combo goes COD, the grandmother's crosses 700k only with a later item, the niece's T-shirt
combo pays its fee by QR, and the mother's and the cousin's are off the fee table."""

from typing import Any

from ava_inspect.tasks.builders.calls import Call, call
from ava_inspect.tasks.builders.negatives import at_most, no_record
from ava_inspect.tasks.builders.orders import (
    BASE_ORDER_IDS,
    confirm_order,
    confirm_with_qr,
    draft_order,
    hand_off,
    item,
    new_order_of,
    one_each,
    order_line,
)
from ava_inspect.tasks.builders.variants import with_args

_HA_PHONE = "0983516204"
_HA_NAME = "Nguyễn Thu Hà"
_HA_ADDRESS = "Số 18 ngõ 95 Chùa Bộc, phường Kim Liên, Hà Nội"
_TRANG_PHONE = "0912637058"
_TRANG_NAME = "Nguyễn Thu Trang"
_TRANG_ADDRESS = "Số 15 Nguyễn Lương Bằng, phường Hải Dương, Hải Dương"
_LAN_PHONE = "0908224713"
_LAN_NAME = "Trần Thị Lan"
_LAN_ADDRESS = "Số 27 Thùy Vân, phường Vũng Tàu, Vũng Tàu"
_MOM_NAME = "Phạm Thị Hoa"
_MOM_PHONE = "0356781249"
_THU = {
    "name": "Hoàng Thị Minh Thu",
    "phone": "0387552916",
    "address": "Số 12 Ngô Gia Tự, phường Kinh Bắc, Bắc Ninh",
    "province": "Bắc Ninh",
}
_GAI = {
    "name": "Nguyễn Thị Gái",
    "phone": "0374618205",
    "address": "Số 8 Lê Lợi, phường Thành Vinh, Nghệ An",
    "province": "Nghệ An",
}
_NGOC = {
    "name": "Lê Bảo Ngọc",
    "phone": "0779213648",
    "address": "Số 45 Nguyễn Trãi, phường An Đông, TP. Hồ Chí Minh",
    "province": "TP. Hồ Chí Minh",
}
_TAM_NAME = "Tôn Nữ Thanh Tâm"
_TAM_PHONE = "0914387260"
_BLAZER_CHOICES = ["BZDS-XT-M", "QTOS-DE-27"]
_TEE_CHOICES = ["ATCT-TR-S", "ATCT-DE-S", "ATCT-BE-S"]
_GAI_SKUS = ["ALCT-XA-Freesize", "KLV-DD", "CDLM-KE-Freesize"]

_QUY_NHON = ["Quy Nhơn", "Bình Định", "Gia Lai"]
_HUE = ["Huế", "Thuận Hóa"]

_COMBO_CHOICES = ["SMLD-TR-M", "SMLD-XN-M", "QTOD-DE-28"]

_READS = [
    call("search_orders_by_phone", phone="0983 516 204"),
    call("search_product", query="combo công sở"),
    call("search_product", query="áo sơ mi lụa nữ tay dài"),
    call("search_product", query="quần tây nữ ống đứng"),
    call("search_product", query="túi tote canvas"),
    call("search_product", query="đầm suông cổ vuông"),
    call("search_product", query="khăn lụa vuông"),
    call("search_product", query="áo khoác dạ dáng dài"),
    call("search_product", query="cardigan len cúc ngọc"),
    call("search_product", query="combo blazer"),
    call("search_product", query="áo blazer dáng suông"),
    call("search_product", query="quần tây ống suông"),
    call("search_product", query="áo len cổ tròn"),
    call("search_product", query="combo 3 áo thun"),
    call("search_product", query="áo thun cổ tròn"),
    call("search_product", query="túi tote canvas mini"),
    call("search_product", query="đầm sơ mi dáng dài"),
]

_POLICY_READS = [
    call("get_combo_detail", combo_sku="COMBO-CONGSO-3"),
    call("document_qa", question="miễn phí vận chuyển"),
    call("document_qa", question="COD áp dụng cho đơn tổng tiền"),
    call("document_qa", question="tỉnh chưa có trong bảng phí vận chuyển"),
    call("calculate_shipping_fee", province="Hà Nội"),
    call("calculate_shipping_fee", province="Hải Dương"),
    call("calculate_shipping_fee", province="Vũng Tàu"),
    call("calculate_shipping_fee", province="Bắc Ninh"),
    call("calculate_shipping_fee", province="Nghệ An"),
    call("calculate_shipping_fee", province="TP. Hồ Chí Minh"),
    call("get_combo_detail", combo_sku="COMBO-BLAZER"),
    call("get_combo_detail", combo_sku="COMBO-THUN-3"),
]


def _own(fee: int | None) -> Call:
    args: dict[str, Any] = {
        "order_id": "DH-0008",
        "items": [item("COMBO-CONGSO-3", choices=_COMBO_CHOICES), item("TOTE-DE")],
    }
    if fee is not None:
        args["shipping_fee"] = fee
    return call("update_draft_order", **args)


def _sister(dress: str, fee: int) -> Call:
    return draft_order(
        customer_name=_TRANG_NAME,
        phone="0912 637 058",
        address=_TRANG_ADDRESS,
        province="Hải Dương",
        items=one_each(dress, "KLV-BE"),
        shipping_fee=fee,
    )


def _aunt(skus: list[str]) -> Call:
    return draft_order(
        customer_name=_LAN_NAME,
        phone="0908 224 713",
        address=_LAN_ADDRESS,
        province="Vũng Tàu",
        items=one_each(*skus),
        shipping_fee=0,
    )


def _other(person: dict[str, Any], items: list[dict[str, Any]], fee: int) -> Call:
    return draft_order(
        customer_name=person["name"],
        phone=person["phone"],
        address=person["address"],
        province=person["province"],
        items=items,
        shipping_fee=fee,
    )


_THU_ORDER = _other(_THU, [item("COMBO-BLAZER", choices=_BLAZER_CHOICES)], 0)
_GAI_ORDER = _other(_GAI, one_each(*_GAI_SKUS), 0)
_NGOC_ORDER = _other(
    _NGOC,
    [item("COMBO-THUN-3", choices=_TEE_CHOICES), item("TOTEM-KE")],
    30000,
)


_HANDOFF = hand_off(
    reason="Hai địa chỉ nhận ở Quy Nhơn (Bình Định, nay thuộc Gia Lai) và ở Huế không có "
    "trong bảng phí vận chuyển",
    summary="Khách Nguyễn Thu Hà (0983516204) gửi: (1) 1 áo cardigan len mỏng cúc ngọc màu "
    "kem cho mẹ Phạm Thị Hoa, 0356 781 249, số 45 Nguyễn Huệ, phường Quy Nhơn, Gia Lai; mẹ "
    "trả COD. (2) 1 đầm sơ mi dáng dài thắt eo màu trắng size M cho em họ Tôn Nữ Thanh Tâm, "
    "0914 387 260, số 10 Lê Lợi, phường Thuận Hóa, Huế; trả COD. Cần báo phí ship và lên hai "
    "đơn này. Các đơn khác của khách đã chốt: DH-0008 đến DH-0013.",
    phone="0983516204",
)

_HANDOFF_MOTHER_ONLY = hand_off(
    reason="Địa chỉ nhận ở Quy Nhơn (Bình Định, nay thuộc Gia Lai) không có trong bảng "
    "phí vận chuyển",
    summary="Khách Nguyễn Thu Hà (0983516204) gửi 1 áo cardigan len mỏng cúc ngọc màu kem "
    "cho mẹ Phạm Thị Hoa, 0356 781 249, số 45 Nguyễn Huệ, phường Quy Nhơn, Gia Lai; mẹ trả "
    "COD. Cần báo phí ship và lên đơn này.",
    phone="0983516204",
)

_RIGHT = [
    _own(0),
    *confirm_with_qr("DH-0008"),
    _sister("DSCV-DD-M", 30000),
    *confirm_with_qr("DH-0009"),
    _aunt(["KDDD-DE-L", "KDDD-NA-L"]),
    *confirm_with_qr("DH-0010"),
    _THU_ORDER,
    confirm_order("DH-0011"),
    _GAI_ORDER,
    confirm_order("DH-0012"),
    _NGOC_ORDER,
    *confirm_with_qr("DH-0013"),
    _HANDOFF,
]
_REST = _RIGHT[9:-1]
"""The three parcels added past the aunt's (all but the handoff)."""

_DRAFT_SEED = {
    "id": "DH-0008",
    "draft_code": "DRAFT-9C1B34",
    "status": "draft",
    "customer_name": _HA_NAME,
    "phone": _HA_PHONE,
    "address": _HA_ADDRESS,
    "province": "Hà Nội",
    "lines": [order_line("TOTE-DE", "Túi tote canvas — Đen", 159000)],
    "subtotal": 159000,
    "shipping_fee": 25000,
    "total": 184000,
    "note": "Khách hẹn hôm sau đặt thêm đồ rồi chốt một lần.",
}

TASK = {
    "id": "sale.expert_family_parcels",
    "domain": "sale",
    "tier": "expert",
    "summary": "Eight parcels in one chat. Her own: yesterday's tote draft DH-0008 gets the "
    "office combo added (958k, free shipping, QR). Her sister's, corrected from S to M plus a "
    "scarf: 588k < 700k so Hải Dương (now Hải Phòng) pays 30k, QR 618k. Her aunt's two coats "
    "(grey L sold out, so black L as told): 2.3M ships free but is over the 2M COD limit, so QR. "
    "Sister-in-law's blazer combo (navy M + black trousers 27) 849k free, COD. Grandmother's "
    "sweater + scarf 428k, with the cardigan of the later message 777k: free, COD. Niece's "
    "T-shirt combo + mini tote 518k + HCM 30k, QR 548k. Her mother's in Quy Nhơn (Bình Định, now "
    "Gia Lai) and her cousin's in Huế are off the fee table: handed off, no orders.",
    "requester_id": None,
    "seed": {"sale.orders": [_DRAFT_SEED]},
    "prompt": [
        {
            "role": "customer",
            "text": "Shop ơi hôm qua c có lên đơn nháp cái túi tote canvas đen rồi đấy (sdt c "
            "0983 516 204), hnay c đặt thêm cho cả nhà luôn nhé, mỗi người 1 đơn riêng, ship "
            "riêng:\n"
            "1. Đơn của c: e gộp vào cái đơn nháp hôm qua, thêm 1 combo công sở 3 món: 2 áo sơ "
            "mi lụa tay dài 1 trắng 1 xanh nhạt size M, quần tây ống đứng đen size 28.\n"
            "2. Em gái c: Nguyễn Thu Trang, 0912 637 058, số 15 Nguyễn Lương Bằng, p. Hải "
            "Dương, Hải Dương. Lấy 1 đầm suông cổ vuông màu đỏ đô size S.\n"
            "3. Cô c ở Vũng Tàu: Trần Thị Lan, 0908 224 713, số 27 Thùy Vân, p. Vũng Tàu. 2 áo "
            "khoác dạ dáng dài size L, 1 cái xám 1 cái nâu, màu xám mà hết thì lấy màu đen.\n"
            "4. Mẹ c ở Quy Nhơn: Phạm Thị Hoa, 0356 781 249, số 45 Nguyễn Huệ, p. Quy Nhơn, "
            "Bình Định. 1 áo cardigan len mỏng cúc ngọc màu kem.\n"
            "5. Chị dâu c: Hoàng Thị Minh Thu, 0387 552 916, số 12 Ngô Gia Tự, p. Kinh Bắc, Bắc "
            "Ninh. 1 combo blazer: blazer dáng suông xanh than size M + quần ống suông đen size "
            "27.\n"
            "6. Bà nội c: Nguyễn Thị Gái, 0374 618 205, số 8 Lê Lợi, p. Thành Vinh, Nghệ An. 1 "
            "áo len cổ tròn màu xám + 1 khăn lụa vuông màu đỏ đô.\n"
            "7. Cháu c: Lê Bảo Ngọc, 0779 213 648, số 45 Nguyễn Trãi, p. An Đông, TP.HCM. 1 "
            "combo 3 áo thun basic size S, 1 trắng 1 đen 1 be, + 1 túi tote mini màu kem.\n"
            "8. Em họ c ở Huế: Tôn Nữ Thanh Tâm, 0914 387 260, số 10 Lê Lợi, p. Thuận Hóa, "
            "Thừa Thiên Huế. 1 đầm sơ mi dáng dài màu trắng size M.",
        },
        {
            "role": "assistant",
            "text": "Dạ em cảm ơn chị ạ. Chị cho em hỏi các đơn mình thanh toán thế nào ạ: chuyển "
            "khoản qua mã QR hay nhận hàng rồi trả tiền mặt (COD)?",
        },
        {
            "role": "customer",
            "text": "đơn của c, em gái c với cháu Ngọc thì c ck, e gửi QR nhé. Còn cô, mẹ, chị "
            "dâu, bà nội với em Tâm thì để mọi người trả tiền mặt lúc nhận, đơn nào k COD được "
            "thì c ck trước cũng đc, e cứ gửi QR cho c",
        },
        {
            "role": "customer",
            "text": "à e ơi sửa giúp c đơn em gái: nó bảo lấy size M chứ k phải S, thêm cho nó 1 "
            "khăn lụa vuông màu be nữa. Đơn bà nội thêm cho bà 1 áo cardigan len cúc ngọc màu "
            "kem nữa nhé, bà hay bị lạnh. Xong e chốt hết các đơn cho c luôn nha",
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
            "id": "own_draft_lines",
            "note": "yesterday's draft DH-0008 now holds the office combo (white + light-blue "
            "long-sleeve M, black trousers 28) and the black tote, and is confirmed",
            "kind": "record_exists",
            "skill": "bridge_tables",
            "table": "sale.orders",
            "where": {
                "id": "DH-0008",
                "status": "confirmed",
                "phone": _HA_PHONE,
                "subtotal": 958000,
            },
            "any_of": [
                {
                    f"lines.{combo}.sku": "COMBO-CONGSO-3",
                    f"lines.{combo}.quantity": 1,
                    f"lines.{combo}.combo_choices": _COMBO_CHOICES,
                    f"lines.{1 - combo}.sku": "TOTE-DE",
                    f"lines.{1 - combo}.quantity": 1,
                }
                for combo in (0, 1)
            ],
        },
        {
            "id": "own_free_shipping",
            "note": "958.000đ of goods >= 700.000đ: the draft's 25.000đ Hà Nội fee is dropped",
            "kind": "record_field",
            "skill": "regulation_before_action",
            "table": "sale.orders",
            "where": {"id": "DH-0008"},
            "expect": {"subtotal": 958000, "shipping_fee": 0, "total": 958000},
        },
        {
            "id": "own_qr",
            "note": "a QR for DH-0008 for 958.000đ",
            "kind": "record_exists",
            "skill": "regulation_before_action",
            "table": "sale.payment_qrs",
            "where": {"order_id": "DH-0008", "amount": 958000},
        },
        {
            "id": "sister_lines",
            "note": "the sister's parcel is confirmed with the corrected size M dress and the "
            "beige scarf",
            "kind": "record_field",
            "skill": "hold_conversation",
            "table": "sale.orders",
            "where": {"phone": _TRANG_PHONE},
            "expect": {
                "status": "confirmed",
                "customer_name": _TRANG_NAME,
                "lines": [
                    order_line("DSCV-DD-M", "Đầm suông cổ vuông tay lỡ — Đỏ đô, M", 459000),
                    order_line("KLV-BE", "Khăn lụa vuông họa tiết — Be", 129000),
                ],
            },
        },
        {
            "id": "sister_fee",
            "note": "588.000đ < 700.000đ: Hải Dương is now Hải Phòng, whose 30.000đ fee applies "
            "(the parcels are not pooled)",
            "kind": "record_field",
            "skill": "regulation_before_action",
            "table": "sale.orders",
            "where": {"phone": _TRANG_PHONE},
            "expect": {
                "province": "Hải Phòng",
                "subtotal": 588000,
                "shipping_fee": 30000,
                "total": 618000,
            },
        },
        {
            "id": "sister_qr",
            "note": "a QR for the sister's parcel for 618.000đ",
            "kind": "record_exists",
            "skill": "regulation_before_action",
            "table": "sale.payment_qrs",
            "where": {"amount": 618000, "order_id": {"not_in": BASE_ORDER_IDS}},
        },
        {
            "id": "aunt_lines",
            "note": "the aunt's parcel is confirmed: grey L is sold out, so a black L and a brown "
            "L coat, shipped to TP. Hồ Chí Minh (Vũng Tàu's province now)",
            "kind": "record_field",
            "skill": "branch_on_data",
            "table": "sale.orders",
            "where": {"phone": _LAN_PHONE},
            "expect": {
                "status": "confirmed",
                "customer_name": _LAN_NAME,
                "province": "TP. Hồ Chí Minh",
                "lines": [
                    order_line("KDDD-DE-L", "Áo khoác dạ dáng dài — Đen, L", 1150000),
                    order_line("KDDD-NA-L", "Áo khoác dạ dáng dài — Nâu, L", 1150000),
                ],
            },
        },
        {
            "id": "aunt_total",
            "note": "2.300.000đ of goods ships free",
            "kind": "record_field",
            "skill": "regulation_before_action",
            "table": "sale.orders",
            "where": {"phone": _LAN_PHONE},
            "expect": {"subtotal": 2300000, "shipping_fee": 0, "total": 2300000},
        },
        {
            "id": "aunt_qr",
            "note": "2.300.000đ is over the 2.000.000đ COD limit: a QR for the full total, as "
            "the customer allowed",
            "kind": "record_exists",
            "skill": "regulation_before_action",
            "table": "sale.payment_qrs",
            "where": {"amount": 2300000, "order_id": {"not_in": BASE_ORDER_IDS}},
        },
        {
            "id": "mother_handed_off",
            "note": "the Quy Nhơn parcel (Gia Lai, off the fee table) goes to a human who can "
            "reach the customer or her mother (a phone, or her own order DH-0008)",
            "kind": "record_exists",
            "skill": "regulation_before_action",
            "table": "sale.handoffs",
            "any_of": [
                {"phone": _MOM_PHONE},
                {"summary": {"contains": _MOM_PHONE}},
                {"summary": {"contains": _MOM_NAME}},
                {"phone": _HA_PHONE, "summary": {"contains": [_QUY_NHON]}},
                {"order_id": "DH-0008", "summary": {"contains": [_QUY_NHON]}},
                {"summary": {"contains": [_HA_PHONE, _QUY_NHON]}},
            ],
        },
        {
            "id": "cousin_handed_off",
            "note": "the Huế parcel (off the fee table) goes to a human too, naming the cousin "
            "(her phone or name, or the customer's phone with the place); one handoff may carry "
            "both",
            "kind": "record_exists",
            "skill": "regulation_before_action",
            "table": "sale.handoffs",
            "any_of": [
                {"phone": _TAM_PHONE},
                {"summary": {"contains": _TAM_PHONE}},
                {"summary": {"contains": _TAM_NAME}},
                {"phone": _HA_PHONE, "summary": {"contains": [_HUE]}},
                {"order_id": "DH-0008", "summary": {"contains": [_HUE]}},
                {"summary": {"contains": [_HA_PHONE, _HUE]}},
            ],
        },
        {
            "id": "thu_order",
            "note": "the sister-in-law's blazer combo: navy blazer M and black trousers 27, "
            "849.000đ, free shipping, Bắc Ninh, confirmed (COD)",
            "kind": "record_field",
            "skill": "bridge_tables",
            "table": "sale.orders",
            "where": new_order_of(_THU["phone"]),
            "expect": {
                "status": "confirmed",
                "lines.*.sku": ["COMBO-BLAZER"],
                "lines.*.combo_choices": _BLAZER_CHOICES,
                "subtotal": 849000,
                "shipping_fee": 0,
                "total": 849000,
            },
        },
        {
            "id": "gai_lines",
            "note": "the grandmother's parcel: the grey sweater, the burgundy scarf and the cream "
            "cardigan of the later message",
            "kind": "record_field",
            "skill": "hold_conversation",
            "table": "sale.orders",
            "where": new_order_of(_GAI["phone"]),
            "expect": {"status": "confirmed", "lines.*.sku": _GAI_SKUS},
        },
        {
            "id": "gai_free",
            "note": "with the cardigan the grandmother's parcel is 777.000đ: it ships free (428k "
            "alone would pay Nghệ An's 35k)",
            "kind": "record_field",
            "skill": "regulation_before_action",
            "table": "sale.orders",
            "where": new_order_of(_GAI["phone"]),
            "expect": {"subtotal": 777000, "shipping_fee": 0, "total": 777000},
        },
        {
            "id": "ngoc_order",
            "note": "the niece's parcel: the T-shirt combo (white, black, beige S) and the cream "
            "mini tote, 518.000đ < 700.000đ, so TP. Hồ Chí Minh's 30.000đ fee, 548.000đ",
            "kind": "record_field",
            "skill": "regulation_before_action",
            "table": "sale.orders",
            "where": new_order_of(_NGOC["phone"]),
            "expect": {
                "status": "confirmed",
                "lines.*.combo_choices": _TEE_CHOICES,
                "lines.*.sku": {"contains": "TOTEM-KE"},
                "subtotal": 518000,
                "shipping_fee": 30000,
                "total": 548000,
            },
        },
        {
            "id": "ngoc_qr",
            "note": "a QR for the niece's parcel for 548.000đ",
            "kind": "record_exists",
            "skill": "regulation_before_action",
            "table": "sale.payment_qrs",
            "where": {"amount": 548000, "order_id": {"not_in": BASE_ORDER_IDS}},
        },
        no_record(
            "no_mother_order",
            table="sale.orders",
            where={"phone": {"in": [_MOM_PHONE, _TAM_PHONE]}},
            note="no order for the mother's or the cousin's parcel under a guessed province or fee",
            skill="regulation_before_action",
        ),
        at_most(
            "five_new_orders",
            table="sale.orders",
            max=5,
            where={"id": {"not_in": [*BASE_ORDER_IDS, "DH-0008"]}},
            note="five new orders (sister, aunt, sister-in-law, grandmother, niece): her own "
            "goes into yesterday's draft, the mother's and the cousin's are handed off",
        ),
        at_most(
            "at_most_four_new_qrs",
            table="sale.payment_qrs",
            max=4,
            where={"order_id": {"not_in": BASE_ORDER_IDS}},
            note="the sister-in-law and the grandmother pay cash: only the four QRs (hers, her "
            "sister's, the aunt's over the COD limit, the niece's)",
        ),
    ],
    "oracle": [*_READS, *_POLICY_READS, *_RIGHT],
    "anti_oracles": [
        {
            "name": "ignores_size_correction",
            "why": "orders the sister's dress in the size S of the first message, and no scarf",
            "calls": [
                *_READS,
                _own(0),
                *confirm_with_qr("DH-0008"),
                with_args(_sister("DSCV-DD-S", 30000), items=[item("DSCV-DD-S")]),
                *confirm_with_qr("DH-0009"),
                _aunt(["KDDD-DE-L", "KDDD-NA-L"]),
                *confirm_with_qr("DH-0010"),
                *_REST,
                _HANDOFF,
            ],
            "breaks": ["sister_lines", "sister_fee", "sister_qr"],
        },
        {
            "name": "pools_free_shipping",
            "why": "waives the sister's fee because the whole family's basket is far over 700.000đ",
            "calls": [
                *_READS,
                _own(0),
                *confirm_with_qr("DH-0008"),
                _sister("DSCV-DD-M", 0),
                *confirm_with_qr("DH-0009"),
                _aunt(["KDDD-DE-L", "KDDD-NA-L"]),
                *confirm_with_qr("DH-0010"),
                *_REST,
                _HANDOFF,
            ],
            "breaks": ["sister_fee", "sister_qr"],
        },
        {
            "name": "aunt_cod_over_limit",
            "why": "confirms the aunt's 2.3M order for COD, as first asked, over the 2M limit",
            "calls": [
                *_READS,
                _own(0),
                *confirm_with_qr("DH-0008"),
                _sister("DSCV-DD-M", 30000),
                *confirm_with_qr("DH-0009"),
                _aunt(["KDDD-DE-L", "KDDD-NA-L"]),
                confirm_order("DH-0010"),
                *_REST,
                _HANDOFF,
            ],
            "breaks": ["aunt_qr"],
        },
        {
            "name": "keeps_draft_fee",
            "why": "adds the combo to the draft but leaves its old 25.000đ fee in place",
            "calls": [
                *_READS,
                _own(None),
                *confirm_with_qr("DH-0008"),
                _sister("DSCV-DD-M", 30000),
                *confirm_with_qr("DH-0009"),
                _aunt(["KDDD-DE-L", "KDDD-NA-L"]),
                *confirm_with_qr("DH-0010"),
                *_REST,
                _HANDOFF,
            ],
            "breaks": ["own_free_shipping", "own_qr"],
        },
        {
            "name": "new_order_instead_of_draft",
            "why": "creates a fresh order for her own parcel and leaves yesterday's draft alone",
            "calls": [
                *_READS,
                draft_order(
                    customer_name=_HA_NAME,
                    phone=_HA_PHONE,
                    address=_HA_ADDRESS,
                    province="Hà Nội",
                    items=_own(0)["args"]["items"],
                    shipping_fee=0,
                ),
                *confirm_with_qr("DH-0009"),
                _sister("DSCV-DD-M", 30000),
                *confirm_with_qr("DH-0010"),
                _aunt(["KDDD-DE-L", "KDDD-NA-L"]),
                *confirm_with_qr("DH-0011"),
                _HANDOFF,
            ],
            "breaks": ["own_draft_lines", "own_free_shipping", "own_qr"],
        },
        {
            "name": "grandmother_before_cardigan",
            "why": "misses the cardigan of the later message: 428.000đ plus Nghệ An's 35.000đ",
            "calls": [
                *_READS,
                *[
                    _other(_GAI, one_each(*_GAI_SKUS[:2]), 35000) if c == _GAI_ORDER else c
                    for c in _RIGHT
                ],
            ],
            "breaks": ["gai_lines", "gai_free"],
        },
        {
            "name": "qr_for_cash_parcels",
            "why": "sends QRs for the sister-in-law's and the grandmother's parcels, who pay cash",
            "calls": [
                *_READS,
                *_RIGHT,
                *confirm_with_qr("DH-0011")[1:],
                *confirm_with_qr("DH-0012")[1:],
            ],
            "breaks": ["at_most_four_new_qrs"],
        },
        {
            "name": "blazer_bought_apart",
            "why": "orders the blazer and the trousers as two items (968.000đ) instead of the "
            "combo the customer asked for",
            "calls": [
                *_READS,
                *[
                    _other(
                        _THU,
                        one_each(*_BLAZER_CHOICES),
                        0,
                    )
                    if c == _THU_ORDER
                    else c
                    for c in _RIGHT
                ],
            ],
            "breaks": ["thu_order"],
        },
        {
            "name": "niece_ships_free",
            "why": "waives the niece's fee because the family's baskets together are far over 700k",
            "calls": [
                *_READS,
                *[with_args(c, shipping_fee=0) if c == _NGOC_ORDER else c for c in _RIGHT],
            ],
            "breaks": ["ngoc_order", "ngoc_qr"],
        },
        {
            "name": "cousin_under_neighbour",
            "why": "orders the Huế parcel under Đà Nẵng's fee instead of handing it off",
            "calls": [
                *_READS,
                *_RIGHT[:-1],
                _HANDOFF_MOTHER_ONLY,
                draft_order(
                    customer_name=_TAM_NAME,
                    phone=_TAM_PHONE,
                    address="Số 10 Lê Lợi, phường Thuận Hóa, Thừa Thiên Huế",
                    province="Đà Nẵng",
                    items=[item("DSMD-TR-M")],
                    shipping_fee=35000,
                ),
                confirm_order("DH-0014"),
            ],
            "breaks": ["cousin_handed_off", "no_mother_order", "five_new_orders"],
        },
        {
            "name": "mother_under_neighbour",
            "why": "orders the Quy Nhơn parcel under Đà Nẵng, the nearest province in the fee "
            "table, instead of handing it off",
            "calls": [
                *_READS,
                *_RIGHT[:-1],
                draft_order(
                    customer_name=_MOM_NAME,
                    phone=_MOM_PHONE,
                    address="Số 45 Nguyễn Huệ, phường Quy Nhơn, Bình Định",
                    province="Đà Nẵng",
                    items=[item("CDLM-KE-Freesize")],
                    shipping_fee=35000,
                ),
                confirm_order("DH-0014"),
            ],
            "breaks": ["mother_handed_off", "no_mother_order", "five_new_orders"],
        },
    ],
}
