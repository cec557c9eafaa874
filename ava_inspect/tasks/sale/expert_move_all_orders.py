"""A customer moving to Hội An asks to move every open order to her new address: sixteen orders
under two phones, each with its own decision. Confirmed unpaid ones are re-addressed (fees and
QRs follow), five drafts are moved, priced one by one against the 700k threshold (one just under
it, one just over), confirmed and given QRs, one draft also resized; the two paid ones are handed
off; her mother's and her sister's stay; the coat is cancelled; the cancelled one stays so."""

from functools import partial
from typing import Any

from ava_inspect.schema.skills import Skill
from ava_inspect.tasks.builders.calls import Call, call
from ava_inspect.tasks.builders.negatives import no_record, unchanged
from ava_inspect.tasks.builders.orders import (
    BASE_ORDER_IDS,
    cancel_order,
    confirm_with_qr,
    draft_order,
    hand_off,
    item,
    one_each,
    order_line,
    order_record,
    payment_qr,
)
from ava_inspect.tasks.builders.variants import replacing, with_args

_PHONE = "0965208417"
_OLD_PHONE = "0904553186"
_NAME = "Trần Ngọc Diệp"
_HOME = "Số 19 ngõ 7 Thái Hà, phường Đống Đa, Hà Nội"
_NEW_ADDRESS = "Số 21 Trần Phú, phường Hội An, Quảng Nam"
_QR_NOTE = "Xác nhận sáng 09/12, khách chuyển khoản qua mã QR."
_COD = "Thanh toán khi nhận hàng (COD)."
_SISTER = "Trần Ngọc Hân"
_SISTER_ADDRESS = "Số 45 Võ Văn Ngân, phường Thủ Đức, TP. Hồ Chí Minh"


_order = partial(order_record, customer_name=_NAME, phone=_PHONE, address=_HOME, province="Hà Nội")
"""One of the customer's orders to seed (another name, phone or address where given)."""


_SEED_ORDERS = [
    _order(
        "DH-0008",
        "confirmed",
        [order_line("BZDL-DE-M", "Áo blazer nữ dáng lửng — Đen, M", 559000)],
        25000,
        _QR_NOTE,
    ),
    _order(
        "DH-0009",
        "confirmed",
        [order_line("KDDD-NA-M", "Áo khoác dạ dáng dài — Nâu, M", 1150000)],
        0,
        _COD,
    ),
    _order(
        "DH-0010",
        "draft",
        [
            order_line("ATCT-TR-M", "Áo thun cổ tròn cotton basic — Trắng, M", 159000),
            order_line("CVBC-DE-M", "Chân váy bút chì xẻ sau — Đen, M", 299000),
        ],
        25000,
    ),
    _order(
        "DH-0011",
        "draft",
        [
            order_line("QCUL-KE-M", "Quần culottes lưng cao — Kem, M", 329000),
            order_line("AKCV-KE-M", "Áo kiểu cổ vuông tay bồng — Kem, M", 249000),
            order_line("TLDV-DE", "Thắt lưng da khóa vuông — Đen", 189000),
        ],
        0,
    ),
    _order(
        "DH-0012",
        "confirmed",
        [order_line("CVXL-DE-M", "Chân váy xếp ly dáng dài — Đen, M", 339000)],
        25000,
        "Khách đã chuyển khoản qua mã QR.",
        paid=True,
    ),
    _order(
        "DH-0013",
        "confirmed",
        [order_line("DSCT-DE-L", "Đầm suông cổ tròn tay lỡ — Đen, L", 439000)],
        25000,
        _COD,
        customer_name="Nguyễn Thị Lựu",
        address="Số 3 ngõ 41 Trương Định, phường Tương Mai, Hà Nội",
    ),
    _order(
        "DH-0014",
        "cancelled",
        [order_line("QTOD-DE-27", "Quần tây nữ ống đứng — Đen, 27", 349000)],
        25000,
        "Hủy: Khách đặt nhầm size, đã đặt lại size khác.",
    ),
    _order(
        "DH-0015",
        "confirmed",
        [
            order_line("KLV-XT", "Khăn lụa vuông họa tiết — Xanh than", 129000),
            order_line("TOTE-BE", "Túi tote canvas — Be", 159000),
        ],
        25000,
        _COD,
        phone=_OLD_PHONE,
    ),
    _order(
        "DH-0016",
        "confirmed",
        [
            order_line("DOCD-XT-M", "Đầm ôm công sở có đai eo — Xanh than, M", 529000),
            order_line("QTOD-XA-27", "Quần tây nữ ống đứng — Xám, 27", 349000),
        ],
        0,
        _COD,
    ),
    _order(
        "DH-0017",
        "confirmed",
        [order_line("TXCS-BE", "Túi xách công sở da PU — Be", 459000)],
        25000,
        "Khách đã chuyển khoản qua mã QR.",
        paid=True,
    ),
    _order(
        "DH-0018",
        "confirmed",
        [order_line("CDLM-KE-Freesize", "Áo cardigan len mỏng cúc ngọc — Kem, Freesize", 349000)],
        30000,
        _COD,
        customer_name=_SISTER,
        address=_SISTER_ADDRESS,
        province="TP. Hồ Chí Minh",
    ),
    _order(
        "DH-0019",
        "confirmed",
        [
            order_line("SMLD-XN-M", "Áo sơ mi lụa nữ tay dài — Xanh nhạt, M", 289000),
            order_line("CVBC-XA-M", "Chân váy bút chì xẻ sau — Xám, M", 299000),
            order_line("TOTEM-KE", "Túi tote canvas mini — Kem", 119000),
        ],
        0,
        _QR_NOTE,
    ),
    _order(
        "DH-0020",
        "draft",
        [
            {
                "sku": "COMBO-DAM-TOTE",
                "name": "Combo Đầm suông và túi tote",
                "quantity": 1,
                "unit_price": 549000,
                "combo_choices": ["DSCV-XT-M", "TOTE-BE"],
            }
        ],
        25000,
    ),
    _order(
        "DH-0021",
        "confirmed",
        [
            {
                **order_line("ATCT-DE-S", "Áo thun cổ tròn cotton basic — Đen, S", 159000),
                "quantity": 2,
            }
        ],
        25000,
        _COD,
    ),
    _order(
        "DH-0022",
        "draft",
        [
            order_line("QCUL-DE-M", "Quần culottes lưng cao — Đen, M", 329000),
            order_line("GLCV-BE-Freesize", "Áo gile len cổ V — Be, Freesize", 249000),
            order_line("TOTEM-DE", "Túi tote canvas mini — Đen", 119000),
        ],
        25000,
    ),
    _order(
        "DH-0023",
        "draft",
        [
            order_line("SMLD-TR-M", "Áo sơ mi lụa nữ tay dài — Trắng, M", 289000),
            order_line("CVBC-DE-M", "Chân váy bút chì xẻ sau — Đen, M", 299000),
            order_line("TOTEM-KE", "Túi tote canvas mini — Kem", 119000),
        ],
        0,
    ),
]
_SEED_IDS = [o["id"] for o in _SEED_ORDERS]

_SEED_QRS = [
    {"id": "QR-0004", "order_id": "DH-0008", "amount": 584000, "transfer_note": "DH-0008"},
    {"id": "QR-0005", "order_id": "DH-0012", "amount": 364000, "transfer_note": "DH-0012"},
    {"id": "QR-0006", "order_id": "DH-0017", "amount": 484000, "transfer_note": "DH-0017"},
    {"id": "QR-0007", "order_id": "DH-0019", "amount": 707000, "transfer_note": "DH-0019"},
]

_READS = [
    call("search_orders_by_phone", phone="0965 208 417"),
    call("search_orders_by_phone", phone="0904 553 186"),
    call("calculate_shipping_fee", province="Quảng Nam"),
    call("document_qa", question="miễn phí vận chuyển"),
    call("document_qa", question="sửa đơn đã thanh toán"),
    call("document_qa", question="hủy đơn chưa thanh toán"),
    call("search_product", query="áo thun cổ tròn"),
    call("search_product", query="chân váy bút chì"),
    call("search_product", query="quần culottes"),
    call("search_product", query="áo kiểu cổ vuông"),
    call("search_product", query="thắt lưng da"),
    call("search_product", query="combo đầm suông và túi tote"),
    call("search_product", query="đầm suông cổ vuông"),
    call("search_product", query="túi tote canvas"),
    call("search_product", query="áo gile len"),
    call("search_product", query="túi tote canvas mini"),
    call("search_product", query="áo sơ mi lụa nữ tay dài"),
]


def _move_confirmed(order_id: str, phone: str = _PHONE) -> Call:
    return call(
        "update_order", order_id=order_id, phone=phone, address=_NEW_ADDRESS, province="Quảng Nam"
    )


def _move_draft(order_id: str, fee: int) -> Call:
    return call(
        "update_draft_order",
        order_id=order_id,
        address=_NEW_ADDRESS,
        province="Quảng Nam",
        shipping_fee=fee,
    )


_MOVE_A = _move_confirmed("DH-0008")
_CANCEL_COAT = cancel_order("DH-0009", _PHONE, reason="Khách không dùng đến nữa")
_MOVE_C = _move_draft("DH-0010", 35000)
_CULOTTES_S = one_each("QCUL-KE-S", "AKCV-KE-M", "TLDV-DE")
_MOVE_D = with_args(_move_draft("DH-0011", 0), items=_CULOTTES_S)
_MOVE_D_SIZE_KEPT = _move_draft("DH-0011", 0)
_HANDOFF = hand_off(
    reason="Khách muốn đổi địa chỉ giao của hai đơn đã thanh toán DH-0012 và DH-0017",
    summary="Chị Trần Ngọc Diệp (0965208417) chuyển nhà, muốn đổi địa chỉ giao hai đơn đã "
    "chuyển khoản DH-0012 và DH-0017 sang Số 21 Trần Phú, phường Hội An, Quảng Nam (nay "
    "thuộc Đà Nẵng).",
    order_id="DH-0012",
    phone=_PHONE,
)
_MOVE_DRESS = _move_confirmed("DH-0016")
_MOVE_SET = _move_confirmed("DH-0019")
_MOVE_COMBO = _move_draft("DH-0020", 35000)
_MOVE_TEES = _move_confirmed("DH-0021")
_MOVE_697 = _move_draft("DH-0022", 35000)
_MOVE_707 = _move_draft("DH-0023", 0)
_MOVE_OLD_PHONE = _move_confirmed("DH-0015", "0904 553 186")

_RIGHT = [
    _MOVE_A,
    _CANCEL_COAT,
    _MOVE_C,
    *confirm_with_qr("DH-0010"),
    _MOVE_D,
    *confirm_with_qr("DH-0011"),
    _HANDOFF,
    _MOVE_OLD_PHONE,
    _MOVE_DRESS,
    _MOVE_SET,
    _MOVE_COMBO,
    *confirm_with_qr("DH-0020"),
    _MOVE_TEES,
    _MOVE_697,
    *confirm_with_qr("DH-0022"),
    _MOVE_707,
    *confirm_with_qr("DH-0023"),
]


def _moved(order_id: str, fee: int, total: int, *, skill: Skill, **more: object) -> dict[str, Any]:
    return {
        "kind": "record_field",
        "skill": skill,
        "table": "sale.orders",
        "where": {"id": order_id},
        "expect": {
            "province": "Đà Nẵng",
            "address": {"contains": ["Trần Phú", "Hội An"]},
            "customer_name": _NAME,
            "shipping_fee": fee,
            "total": total,
            **more,
        },
    }


TASK = {
    "id": "sale.expert_move_all_orders",
    "domain": "sale",
    "tier": "expert",
    "summary": "Move every open order to Hội An (Quảng Nam, now Đà Nẵng, 35k): confirmed unpaid "
    "orders by update_order: DH-0008 (584k -> 594k, its QR follows), DH-0016 (878k, free, COD), "
    "DH-0019 (707k, free, QR unchanged), DH-0021 (343k -> 353k COD); drafts moved with the right "
    "fee, confirmed and given QRs: DH-0010 (458k + 35k), DH-0011 (767k free, culottes resized "
    "to S), DH-0020 (combo 549k + 35k), DH-0022 (697k, just under: + 35k = 732k), DH-0023 (707k, "
    "free); the paid DH-0012 and DH-0017 handed off; DH-0015 on her old phone moved too (313k -> "
    "323k COD); her mother's DH-0013 and her sister's DH-0018 kept; the coat DH-0009 cancelled "
    "as her later message says; the cancelled DH-0014 left alone.",
    "requester_id": None,
    "seed": {"sale.orders": _SEED_ORDERS, "sale.payment_qrs": _SEED_QRS},
    "prompt": [
        {
            "role": "customer",
            "text": "Shop ơi c là Diệp, sdt 0965 208 417. Tuần sau c chuyển vào Hội An sống rồi, "
            "e chuyển giúp c tất cả các đơn chưa giao của c sang địa chỉ mới: số 21 Trần Phú, "
            "p. Hội An, Quảng Nam nhé, người nhận vẫn là c. Riêng đơn c đặt gửi mẹ c thì giữ "
            "nguyên địa chỉ của mẹ. Mấy đơn nháp thì e chốt luôn rồi gửi QR để c ck.",
        },
        {
            "role": "assistant",
            "text": "Dạ em chào chị Diệp, em kiểm tra các đơn theo số 0965 208 417 ngay ạ.",
        },
        {
            "role": "customer",
            "text": "à có 1 đơn c đặt bằng số cũ 0904 553 186 nữa, e chuyển luôn đơn đó nhé. "
            "Còn đơn cái áo khoác dạ thì thôi e hủy giúp c, vào trong đó nóng k mặc đến. Đơn c "
            "gửi em gái c ở Sài Gòn thì cũng giữ nguyên cho nó. À cái quần culottes kem trong "
            "đơn nháp e đổi giúp c sang size S nhé, dạo này c gầy đi",
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
            "id": "blazer_moved",
            "note": "confirmed DH-0008 goes to Hội An: 559.000đ < 700.000đ, so Đà Nẵng's 35.000đ "
            "fee, total 594.000đ, still confirmed",
            **_moved("DH-0008", 35000, 594000, status="confirmed", skill="branch_on_data"),
        },
        {
            "id": "blazer_qr",
            "note": "the QR of DH-0008 now asks for 594.000đ",
            "kind": "record_field",
            "skill": "branch_on_data",
            "table": "sale.payment_qrs",
            "where": {"order_id": "DH-0008"},
            "expect": {"amount": 594000},
        },
        {
            "id": "coat_cancelled",
            "note": "the coat order DH-0009 is cancelled, as her later message says",
            "kind": "record_field",
            "skill": "hold_conversation",
            "table": "sale.orders",
            "where": {"id": "DH-0009"},
            "expect": {"status": "cancelled"},
        },
        {
            "id": "small_draft_moved",
            "note": "draft DH-0010 moves and is confirmed: 458.000đ < 700.000đ, so Đà Nẵng's "
            "35.000đ fee (not Hà Nội's 25.000đ, not free), total 493.000đ",
            **_moved(
                "DH-0010", 35000, 493000, status="confirmed", skill="regulation_before_action"
            ),
        },
        {
            "id": "small_draft_qr",
            "note": "a QR for DH-0010 for 493.000đ",
            "kind": "record_exists",
            "skill": "regulation_before_action",
            "table": "sale.payment_qrs",
            "where": {"order_id": "DH-0010", "amount": 493000},
        },
        {
            "id": "big_draft_moved",
            "note": "draft DH-0011 moves and is confirmed: 767.000đ ships free, total 767.000đ, "
            "its culottes now size S as the later message asks",
            **_moved(
                "DH-0011",
                0,
                767000,
                status="confirmed",
                skill="hold_conversation",
                **{"lines.*.sku": ["QCUL-KE-S", "AKCV-KE-M", "TLDV-DE"]},
            ),
        },
        {
            "id": "big_draft_qr",
            "note": "a QR for DH-0011 for 767.000đ",
            "kind": "record_exists",
            "skill": "regulation_before_action",
            "table": "sale.payment_qrs",
            "where": {"order_id": "DH-0011", "amount": 767000},
        },
        {
            "id": "paid_handed_off",
            "note": "the paid DH-0012 cannot be re-addressed by the assistant: it goes to a human, "
            "named by its id",
            "kind": "record_exists",
            "skill": "regulation_before_action",
            "table": "sale.handoffs",
            "any_of": [{"order_id": "DH-0012"}, {"summary": {"contains": "DH-0012"}}],
        },
        {
            "id": "second_paid_handed_off",
            "note": "the paid DH-0017 goes to a human too, named by its id (one handoff may name "
            "both)",
            "kind": "record_exists",
            "skill": "branch_on_data",
            "table": "sale.handoffs",
            "any_of": [{"order_id": "DH-0017"}, {"summary": {"contains": "DH-0017"}}],
        },
        {
            "id": "dress_moved",
            "note": "confirmed COD DH-0016 (878.000đ) moves and still ships free",
            **_moved("DH-0016", 0, 878000, status="confirmed", skill="branch_on_data"),
        },
        {
            "id": "set_moved",
            "note": "confirmed DH-0019 (707.000đ, just over 700.000đ) moves and still ships free",
            **_moved("DH-0019", 0, 707000, status="confirmed", skill="branch_on_data"),
        },
        {
            "id": "set_qr_kept",
            "negative": True,
            "note": "the QR of DH-0019 still asks for 707.000đ",
            "kind": "record_field",
            "skill": "forbid_overreach",
            "table": "sale.payment_qrs",
            "where": {"order_id": "DH-0019"},
            "expect": {"amount": 707000},
        },
        {
            "id": "combo_draft_moved",
            "note": "draft DH-0020 (combo 549.000đ) moves with Đà Nẵng's 35.000đ fee, confirmed, "
            "584.000đ",
            **_moved(
                "DH-0020", 35000, 584000, status="confirmed", skill="regulation_before_action"
            ),
        },
        {
            "id": "combo_draft_qr",
            "note": "a QR for DH-0020 for 584.000đ",
            "kind": "record_exists",
            "skill": "regulation_before_action",
            "table": "sale.payment_qrs",
            "where": {"order_id": "DH-0020", "amount": 584000},
        },
        {
            "id": "tees_moved",
            "note": "confirmed COD DH-0021 (two T-shirts, 318.000đ) moves: 35.000đ fee, 353.000đ",
            **_moved("DH-0021", 35000, 353000, status="confirmed", skill="branch_on_data"),
        },
        {
            "id": "just_under_draft_moved",
            "note": "draft DH-0022 is 697.000đ, just under 700.000đ: Đà Nẵng's 35.000đ fee, "
            "732.000đ, confirmed",
            **_moved(
                "DH-0022", 35000, 732000, status="confirmed", skill="regulation_before_action"
            ),
        },
        {
            "id": "just_under_draft_qr",
            "note": "a QR for DH-0022 for 732.000đ",
            "kind": "record_exists",
            "skill": "regulation_before_action",
            "table": "sale.payment_qrs",
            "where": {"order_id": "DH-0022", "amount": 732000},
        },
        {
            "id": "just_over_draft_moved",
            "note": "draft DH-0023 is 707.000đ, just over 700.000đ: ships free, confirmed",
            **_moved("DH-0023", 0, 707000, status="confirmed", skill="regulation_before_action"),
        },
        {
            "id": "just_over_draft_qr",
            "note": "a QR for DH-0023 for 707.000đ",
            "kind": "record_exists",
            "skill": "regulation_before_action",
            "table": "sale.payment_qrs",
            "where": {"order_id": "DH-0023", "amount": 707000},
        },
        {
            "id": "old_phone_order_moved",
            "note": "DH-0015 on her old phone moves too: 288.000đ, so 35.000đ, total 323.000đ "
            "(its phone may stay the old one or become her current one)",
            **_moved(
                "DH-0015",
                35000,
                323000,
                status="confirmed",
                phone={"in": [_OLD_PHONE, _PHONE]},
                skill="bridge_tables",
            ),
        },
        unchanged(
            "mother_order_kept",
            table="sale.orders",
            record_id="DH-0013",
            note="her mother's order DH-0013 keeps its Hà Nội address and everything else",
            skill="resist_look_alikes",
        ),
        unchanged(
            "sister_order_kept",
            table="sale.orders",
            record_id="DH-0018",
            note="her sister's order DH-0018 keeps its TP. Hồ Chí Minh address and everything else",
            skill="resist_look_alikes",
        ),
        unchanged(
            "cancelled_order_kept",
            table="sale.orders",
            record_id="DH-0014",
            note="the order cancelled earlier, DH-0014, is not revived or moved",
        ),
        no_record(
            "no_qr_for_coat",
            table="sale.payment_qrs",
            where={"order_id": {"in": ["DH-0009", "DH-0015", "DH-0016", "DH-0021"]}},
            note="the cancelled coat order and the COD orders get no QR",
        ),
        no_record(
            "no_new_orders",
            table="sale.orders",
            where={"id": {"not_in": [*BASE_ORDER_IDS, *_SEED_IDS]}},
            note="every order is edited in place, none re-created",
        ),
    ],
    "oracle": [*_READS, *_RIGHT],
    "anti_oracles": [
        {
            "name": "moves_mothers_order",
            "why": "moves every order found under her phone, her mother's too",
            "calls": [*_READS, *_RIGHT, _move_confirmed("DH-0013")],
            "breaks": ["mother_order_kept"],
        },
        {
            "name": "moved_draft_ships_free",
            "why": "moves the small draft with fee 0 instead of Đà Nẵng's 35.000đ",
            "calls": [*_READS, *replacing(_RIGHT, _MOVE_C, _move_draft("DH-0010", 0))],
            "breaks": ["small_draft_moved", "small_draft_qr"],
        },
        {
            "name": "moves_sisters_order",
            "why": "moves her sister's order too, although the later message keeps it",
            "calls": [*_READS, *_RIGHT, _move_confirmed("DH-0018")],
            "breaks": ["sister_order_kept"],
        },
        {
            "name": "just_under_ships_free",
            "why": "rounds the 697.000đ draft up to the threshold and ships it free",
            "calls": [*_READS, *replacing(_RIGHT, _MOVE_697, _move_draft("DH-0022", 0))],
            "breaks": ["just_under_draft_moved", "just_under_draft_qr"],
        },
        {
            "name": "keeps_culottes_size",
            "why": "moves the draft but misses the later size change of its culottes",
            "calls": [*_READS, *replacing(_RIGHT, _MOVE_D, _MOVE_D_SIZE_KEPT)],
            "breaks": ["big_draft_moved"],
        },
        {
            "name": "one_paid_order_handed_off",
            "why": "hands off only the first paid order found, DH-0012",
            "calls": [
                *_READS,
                *replacing(
                    _RIGHT,
                    _HANDOFF,
                    with_args(
                        _HANDOFF,
                        reason="Khách muốn đổi địa chỉ giao của đơn đã thanh toán DH-0012",
                        summary="Chị Trần Ngọc Diệp (0965208417) chuyển nhà, muốn đổi địa "
                        "chỉ giao đơn DH-0012 (đã chuyển khoản) sang Số 21 Trần Phú, phường "
                        "Hội An, Quảng Nam.",
                    ),
                ),
            ],
            "breaks": ["second_paid_handed_off"],
        },
        {
            "name": "qr_for_cod_orders",
            "why": "sends a QR for every moved order, the COD ones too",
            "calls": [
                *_READS,
                *_RIGHT,
                payment_qr("DH-0016"),
                payment_qr("DH-0021"),
            ],
            "breaks": ["no_qr_for_coat"],
        },
        {
            "name": "drafts_left_unconfirmed",
            "why": "moves the newer drafts but leaves them as drafts, without QRs",
            "calls": [
                *_READS,
                *[
                    c
                    for c in _RIGHT
                    if c["args"].get("order_id") not in ("DH-0020", "DH-0022", "DH-0023")
                    or c["tool"] == "update_draft_order"
                ],
            ],
            "breaks": [
                "combo_draft_moved",
                "combo_draft_qr",
                "just_under_draft_moved",
                "just_under_draft_qr",
                "just_over_draft_moved",
                "just_over_draft_qr",
            ],
        },
        {
            "name": "misses_old_phone",
            "why": "moves only the orders on her current phone",
            "calls": [*_READS, *[c for c in _RIGHT if c != _MOVE_OLD_PHONE]],
            "breaks": ["old_phone_order_moved"],
        },
        {
            "name": "coat_moved_not_cancelled",
            "why": "follows the first message for the coat: moves it and issues a QR",
            "calls": [
                *_READS,
                *replacing(
                    _RIGHT,
                    _CANCEL_COAT,
                    _move_confirmed("DH-0009"),
                    payment_qr("DH-0009"),
                ),
            ],
            "breaks": ["coat_cancelled", "no_qr_for_coat"],
        },
        {
            "name": "paid_order_skipped",
            "why": "leaves the paid order where it is without handing it to a human",
            "calls": [*_READS, *[c for c in _RIGHT if c != _HANDOFF]],
            "breaks": ["paid_handed_off"],
        },
        {
            "name": "recreates_blazer_order",
            "why": "cancels the confirmed blazer order and places it again at the new address",
            "calls": [
                *_READS,
                call("search_product", query="áo blazer nữ dáng lửng"),
                *replacing(
                    _RIGHT,
                    _MOVE_A,
                    cancel_order("DH-0008", _PHONE),
                    draft_order(
                        customer_name=_NAME,
                        phone=_PHONE,
                        address=_NEW_ADDRESS,
                        province="Quảng Nam",
                        items=[item("BZDL-DE-M")],
                        shipping_fee=35000,
                    ),
                    *confirm_with_qr("DH-0024"),
                ),
            ],
            "breaks": ["blazer_moved", "blazer_qr", "no_new_orders"],
        },
    ],
}
