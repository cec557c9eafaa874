"""The 3-tee combo whose sizes come over the turns: the beige tee she moves to XL for her husband
is sold out in XL, so he gets a white XL and she keeps the beige L for herself; the combo price
covers three of the four tees only, the fourth is at its own price, and Đà Nẵng's fee stays."""

from typing import Any

from ava_inspect.tasks.builders.calls import call
from ava_inspect.tasks.builders.negatives import at_most, no_record
from ava_inspect.tasks.builders.orders import (
    BASE_ORDER_IDS,
    confirm_order,
    draft_order,
    item,
    new_order_of,
    payment_qr,
)

_PHONE = "0935627418"
_NAME = "Hồ Thị Kim Oanh"
_ADDRESS = "Số 26 Hà Huy Tập, phường Thanh Khê, Đà Nẵng"
_ORDER = "DH-0008"
"""The id the draft gets: the next after the shop's seven orders."""
_COMBO = "COMBO-THUN-3"
_FIRST = ["ATCT-TR-M", "ATCT-DE-M", "ATCT-BE-L"]
"""Her first three: white and black M, beige L."""
_HUSBAND = "ATCT-TR-XL"
"""Beige XL is sold out: the husband's tee becomes a white XL."""
_TEES = [*_FIRST, _HUSBAND]
_SUBTOTAL = 399000 + 159000
"""The combo for three tees, the fourth at its own price: 558.000đ, under 700.000đ."""
_FEE = 35000
_TOTAL = _SUBTOTAL + _FEE

_READS = [
    call("search_product", query="combo áo thun"),
    call("get_combo_detail", combo_sku=_COMBO),
    call("search_product", query="áo thun cổ tròn cotton basic"),
]
_ASK_SIZES = call(
    "ask_customer",
    question="Dạ combo 3 áo thun basic giá 399.000đ, chị chọn 1 trắng, 1 đen, 1 be rồi ạ. Chị "
    "cho em xin size của từng áo (S, M, L, XL) để em lên đơn nhé?",
    missing_fields=["variant"],
)
_FEE_CHECK = call("calculate_shipping_fee", province="Đà Nẵng")
_DRAFT = draft_order(
    customer_name=_NAME,
    phone="0935 627 418",
    address=_ADDRESS,
    province="Đà Nẵng",
    items=[item(_COMBO, choices=_FIRST)],
    shipping_fee=_FEE,
)
_SHOW = {
    "say": "Dạ em lên đơn nháp cho chị rồi ạ: combo 3 áo thun basic (trắng M, đen M, be L) "
    "399.000đ, phí giao Đà Nẵng 35.000đ, tổng 434.000đ, thanh toán khi nhận hàng. Người nhận Hồ "
    "Thị Kim Oanh, 0935 627 418, số 26 Hà Huy Tập, phường Thanh Khê, Đà Nẵng. Chị xem giúp em "
    "rồi xác nhận để em chốt đơn nhé?"
}
_STOCK = call("get_product_detail", product_id="SP-09")
_SOLD_OUT = {
    "say": "Dạ áo thun basic màu be size XL bên em hết hàng rồi ạ. Size XL hiện còn màu trắng và "
    "đen. Chị muốn đổi áo của anh sang màu nào size XL, hay giữ áo be size L ạ?"
}
_UPDATE = call(
    "update_draft_order",
    order_id=_ORDER,
    items=[item(_COMBO, choices=_FIRST), item(_HUSBAND)],
)
_SHOW_UPDATED = {
    "say": "Dạ em sửa đơn rồi ạ: combo 3 áo thun basic (trắng M, đen M, be L) 399.000đ, thêm 1 "
    "áo thun trắng size XL cho anh giá lẻ 159.000đ (combo chỉ tính cho 3 áo). Tiền hàng "
    "558.000đ, dưới 700.000đ nên vẫn tính phí giao Đà Nẵng 35.000đ, tổng 593.000đ, thanh toán "
    "khi nhận hàng. Chị xác nhận giúp em để em chốt đơn nhé?"
}
_DONE = {"say": f"Dạ em đã chốt đơn {_ORDER} cho chị, tổng 593.000đ, hàng giao trong 3 ngày ạ."}


def _split(extra: str) -> dict[str, Any]:
    """The combo holding the three tees other than `extra`, and `extra` on its own line."""
    return {
        "lines.*.sku": [_COMBO, extra],
        "lines.*.combo_choices": [t for t in _TEES if t != extra],
    }


def _updated(items: list[dict[str, Any]]) -> dict[str, Any]:
    return call("update_draft_order", order_id=_ORDER, items=items)


_BEFORE_CHANGE = [*_READS, _ASK_SIZES, _FEE_CHECK, _DRAFT, _SHOW, _STOCK, _SOLD_OUT]
"""Sizes asked, the draft shown, her change to beige XL found sold out and told."""

TASK: dict[str, Any] = {
    "id": "sale.chat_combo_variants_over_turns",
    "domain": "sale",
    "tier": "conversation",
    "summary": "The 3-tee combo, colours first, sizes asked, then the beige tee moved to XL for "
    "her husband: beige XL is sold out, so he gets a white XL and she keeps the beige L; the "
    "combo price covers three tees and the fourth is at its own 159.000đ, so 558.000đ stays "
    "under free shipping and Đà Nẵng's fee makes 593.000đ, COD, confirmed once she agrees.",
    "requester_id": None,
    "prompt": [
        {
            "role": "customer",
            "text": "Shop ơi c lấy combo 3 áo thun basic nha, 1 trắng 1 đen 1 be. Gửi về Hồ Thị "
            "Kim Oanh, 0935 627 418, số 26 Hà Huy Tập, phường Thanh Khê, Đà Nẵng. C trả tiền khi "
            "nhận hàng nhé.",
        },
    ],
    "user": {
        "persona": "Chị Hồ Thị Kim Oanh ở Đà Nẵng, nhắn Zalo với shop, viết tắt, xưng c, gọi "
        "shop là e; mua áo thun cho mình và cho chồng, nghĩ tới đâu nhắn tới đó.",
        "facts": [
            {
                "id": "name",
                "field": "name",
                "value": _NAME,
                "answer": "Hồ Thị Kim Oanh e nhé.",
                "given": True,
            },
            {
                "id": "phone",
                "field": "phone",
                "value": "0935 627 418",
                "answer": "0935 627 418 e.",
                "given": True,
            },
            {
                "id": "address",
                "field": "address",
                "value": "số 26 Hà Huy Tập",
                "answer": "Số 26 Hà Huy Tập, phường Thanh Khê, Đà Nẵng.",
                "given": True,
            },
            {
                "id": "cod",
                "field": "payment",
                "value": "trả tiền khi nhận hàng",
                "answer": "C trả tiền khi nhận hàng nha.",
                "given": True,
            },
            {
                "id": "sizes",
                "field": "variant",
                "value": "trắng và đen size M, be size L",
                "answer": "Áo trắng với áo đen c mặc size M, áo be thì size L e nhé.",
            },
            {
                "id": "husband_tee",
                "field": "variant",
                "value": "trắng size XL cho chồng, vẫn giữ be size L",
                "answer": "Thế cho anh ấy cái màu trắng size XL e nhé. Còn cái be size L thì c "
                "vẫn lấy cho c, vậy e thêm cái trắng XL vào đơn, tất cả là 4 cái nha.",
                "stage": 1,
            },
            {
                "id": "confirm",
                "field": "confirm",
                "value": "chốt đơn",
                "answer": "Ok e, chốt đơn cho c nhé.",
                "stage": 2,
            },
        ],
        "turns": [
            {
                "when": {"after_tool": "create_draft_order"},
                "text": "À e ơi, c tính lại rồi: cái áo be là c mua cho chồng, e đổi sang size XL "
                "giúp c nha.",
            },
            {
                "when": {"after_tool": ["update_draft_order", "create_draft_order"]},
                "text": "Ok e, vậy được rồi, chốt đơn cho c nhé.",
                "gives": ["confirm"],
            },
            {
                "when": {"after_tool": "confirm_order", "anytime": True},
                "text": "Ok e, cảm ơn e nha.",
                "ends": True,
            },
        ],
    },
    "assertions": [
        {
            "id": "order_confirmed",
            "note": "her order, confirmed, to her Đà Nẵng address",
            "kind": "record_exists",
            "skill": "hold_conversation",
            "table": "sale.orders",
            "where": {
                **new_order_of(_PHONE),
                "status": "confirmed",
                "customer_name": _NAME,
                "address": {"contains": "26 Hà Huy Tập"},
                "province": "Đà Nẵng",
            },
        },
        {
            "id": "combo_and_fourth_tee",
            "note": "four tees (white M, black M, beige L, white XL): three of them in one 3-tee "
            "combo and the fourth on its own line, whichever of the four it is",
            "kind": "record_exists",
            "skill": "branch_on_data",
            "table": "sale.orders",
            "where": {**new_order_of(_PHONE), "status": "confirmed"},
            "any_of": [_split(tee) for tee in _TEES],
        },
        {
            "id": "totals",
            "note": "399.000đ combo + 159.000đ tee = 558.000đ, under 700.000đ: Đà Nẵng's "
            "35.000đ fee, 593.000đ in all",
            "kind": "record_exists",
            "skill": "regulation_before_action",
            "table": "sale.orders",
            "where": {
                **new_order_of(_PHONE),
                "status": "confirmed",
                "subtotal": _SUBTOTAL,
                "shipping_fee": _FEE,
                "total": _TOTAL,
            },
        },
        at_most(
            "one_order",
            table="sale.orders",
            max=1,
            where={**new_order_of(_PHONE), "status": {"in": ["draft", "confirmed"]}},
            note="the husband's tee goes on her draft, not on a second order",
        ),
        no_record(
            "no_qr_for_cod",
            table="sale.payment_qrs",
            where={"order_id": {"not_in": BASE_ORDER_IDS}},
            note="she pays on delivery: no transfer QR",
        ),
        {
            "id": "confirmed_after_she_agreed",
            "note": "confirmed only after she agreed to the changed draft",
            "kind": "called_after_fact",
            "skill": "hold_conversation",
            "tool": "confirm_order",
            "fact": "confirm",
        },
        {
            "id": "no_repeat_questions",
            "note": "her name, phone and address were in her first message",
            "kind": "not_asked_again",
            "skill": "hold_conversation",
            "fields": ["name", "phone", "address"],
        },
    ],
    "oracle": [
        *_BEFORE_CHANGE,
        _UPDATE,
        _SHOW_UPDATED,
        confirm_order(_ORDER),
        _DONE,
    ],
    "anti_oracles": [
        {
            "name": "swaps_her_beige_away",
            "why": "gives the husband the white XL inside the combo and drops her beige L",
            "calls": [
                *_BEFORE_CHANGE,
                _updated([item(_COMBO, choices=["ATCT-TR-M", "ATCT-DE-M", _HUSBAND])]),
                _SHOW_UPDATED,
                confirm_order(_ORDER),
                _DONE,
            ],
            "breaks": ["combo_and_fourth_tee", "totals"],
        },
        {
            "name": "four_at_list_price",
            "why": "drops the combo once a fourth tee comes and lists all four at 159.000đ",
            "calls": [
                *_BEFORE_CHANGE,
                _updated([item(t) for t in _TEES]),
                _SHOW_UPDATED,
                confirm_order(_ORDER),
                _DONE,
            ],
            "breaks": ["combo_and_fourth_tee", "totals"],
        },
        {
            "name": "free_shipping_for_four",
            "why": "ships free once the order has four pieces, though 558.000đ is under 700.000đ",
            "calls": [
                *_BEFORE_CHANGE,
                call(
                    "update_draft_order",
                    order_id=_ORDER,
                    items=[item(_COMBO, choices=_FIRST), item(_HUSBAND)],
                    shipping_fee=0,
                ),
                _SHOW_UPDATED,
                confirm_order(_ORDER),
                _DONE,
            ],
            "breaks": ["totals"],
        },
        {
            "name": "second_order_for_the_husband",
            "why": "confirms her first draft and puts the husband's tee on an order of its own",
            "calls": [
                *_BEFORE_CHANGE,
                confirm_order(_ORDER),
                draft_order(
                    customer_name=_NAME,
                    phone="0935 627 418",
                    address=_ADDRESS,
                    province="Đà Nẵng",
                    items=[item(_HUSBAND)],
                    shipping_fee=_FEE,
                ),
                _SHOW_UPDATED,
                confirm_order("DH-0009"),
                _DONE,
            ],
            "breaks": ["combo_and_fourth_tee", "totals", "one_order", "confirmed_after_she_agreed"],
        },
        {
            "name": "confirms_the_change_unasked",
            "why": "confirms right after editing the draft, without showing her the new total",
            "calls": [*_BEFORE_CHANGE, _UPDATE, confirm_order(_ORDER), _DONE],
            "breaks": ["confirmed_after_she_agreed"],
        },
        {
            "name": "qr_for_a_cod_order",
            "why": "issues a transfer QR for an order she pays on delivery",
            "calls": [
                *_BEFORE_CHANGE,
                _UPDATE,
                _SHOW_UPDATED,
                confirm_order(_ORDER),
                payment_qr(_ORDER),
                _DONE,
            ],
            "breaks": ["no_qr_for_cod"],
        },
        {
            "name": "asks_her_details_again",
            "why": "asks for her name, phone and address again before drafting",
            "calls": [
                *_READS,
                call(
                    "ask_customer",
                    question="Dạ chị cho em xin size từng áo, họ tên, số điện thoại và địa chỉ "
                    "nhận hàng nhé?",
                    missing_fields=["variant", "name", "phone", "address"],
                ),
                *_BEFORE_CHANGE[len(_READS) + 1 :],
                _UPDATE,
                _SHOW_UPDATED,
                confirm_order(_ORDER),
                _DONE,
            ],
            "breaks": ["no_repeat_questions"],
        },
    ],
}
