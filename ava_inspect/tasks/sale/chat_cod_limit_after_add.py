"""A COD order of a coat and a shirt dress (1.639.000đ); she adds trousers, which takes it to
2.008.000đ, just over the 2.000.000đ COD limit, and has said what to do then: drop the dress. The
draft ends as coat and trousers, 1.519.000đ, COD, with no QR."""

from typing import Any

from ava_inspect.tasks.builders.calls import call
from ava_inspect.tasks.builders.negatives import no_record
from ava_inspect.tasks.builders.orders import (
    BASE_ORDER_IDS,
    confirm_order,
    draft_order,
    item,
    new_order_of,
    one_live_order,
    payment_qr,
)

_PHONE = "0862739514"
_NAME = "Trương Thị Hồng Nhung"
_ADDRESS = "Số 35 Ngô Gia Tự, phường Kinh Bắc, Bắc Ninh"
_ORDER = "DH-0008"
"""The id the draft gets: the next after the shop's seven orders."""
_COAT, _DRESS, _TROUSERS = "KDDD-DE-S", "DSMD-BE-M", "QTOS-DE-28"
_WITH_ALL = 1150000 + 489000 + 369000
"""2.008.000đ: over the 2.000.000đ COD limit by 8.000đ."""
_TOTAL = 1150000 + 369000
"""1.519.000đ once the dress is dropped: COD again; over 700.000đ, so shipping is free."""

_READS = [
    call("search_product", query="áo khoác dạ dáng dài"),
    call("search_product", query="đầm sơ mi dáng dài"),
    call("document_qa", question="miễn phí vận chuyển COD thanh toán khi nhận hàng"),
]


def _draft(items: list[dict[str, Any]]) -> dict[str, Any]:
    return draft_order(
        customer_name=_NAME,
        phone="0862 739 514",
        address=_ADDRESS,
        province="Bắc Ninh",
        items=items,
        shipping_fee=0,
    )


_DRAFT = _draft([item(_COAT), item(_DRESS)])
_SHOW = {
    "say": "Dạ em lên đơn nháp cho chị rồi ạ: áo khoác dạ dáng dài đen size S 1.150.000đ, đầm sơ "
    "mi dáng dài thắt eo be size M 489.000đ. Đơn từ 700.000đ nên được miễn phí giao hàng, tổng "
    "1.639.000đ, thanh toán khi nhận hàng. Người nhận Trương Thị Hồng Nhung, 0862 739 514, số 35 "
    "Ngô Gia Tự, phường Kinh Bắc, Bắc Ninh. Chị xem giúp em rồi xác nhận để em chốt đơn nhé?"
}
_ADD_READS = [
    call("search_product", query="quần tây ống suông"),
    call("document_qa", question="COD áp dụng cho đơn có tổng tiền"),
]
_UPDATE = call("update_draft_order", order_id=_ORDER, items=[item(_COAT), item(_TROUSERS)])
_SHOW_UPDATED = {
    "say": "Dạ thêm quần tây ống suông đen size 28 (369.000đ) thì đơn lên 2.008.000đ, vượt mức "
    "COD 2.000.000đ của shop ạ. Nên em bỏ đầm sơ mi ra như chị dặn: đơn còn áo khoác dạ dáng "
    "dài đen size S 1.150.000đ và quần tây ống suông đen size 28 369.000đ, miễn phí giao hàng, "
    "tổng 1.519.000đ, thanh toán khi nhận hàng. Chị xác nhận giúp em để em chốt đơn nhé?"
}
_DONE = {
    "say": f"Dạ em đã chốt đơn {_ORDER} cho chị, tổng 1.519.000đ thanh toán khi nhận hàng, hàng "
    "giao trong 2 ngày ạ."
}
_BEFORE_ADD = [*_READS, _DRAFT, _SHOW]

TASK: dict[str, Any] = {
    "id": "sale.chat_cod_limit_after_add",
    "domain": "sale",
    "tier": "conversation",
    "summary": "A COD draft of a coat and a shirt dress (1.639.000đ); she adds trousers, still "
    "wanting COD, and says to drop the dress if COD no longer works: 2.008.000đ is over the "
    "2.000.000đ limit, so the draft becomes coat and trousers, 1.519.000đ, free shipping, COD, "
    "confirmed once she agrees, no QR and no split order.",
    "requester_id": None,
    "prompt": [
        {
            "role": "customer",
            "text": "Em ơi chị lấy 1 áo khoác dạ dáng dài màu đen size S với 1 đầm sơ mi dáng dài "
            "thắt eo màu be size M nhé. Gửi về Trương Thị Hồng Nhung, 0862 739 514, số 35 Ngô Gia "
            "Tự, phường Kinh Bắc, Bắc Ninh. Chị trả tiền mặt khi nhận hàng.",
        },
    ],
    "user": {
        "persona": "Chị Trương Thị Hồng Nhung ở Bắc Ninh, nhắn Zalo với shop, xưng chị, gọi shop "
        "là em; chỉ trả tiền mặt khi nhận hàng, không chuyển khoản trước.",
        "facts": [
            {
                "id": "name",
                "field": "name",
                "value": _NAME,
                "answer": "Trương Thị Hồng Nhung em nhé.",
                "given": True,
            },
            {
                "id": "phone",
                "field": "phone",
                "value": "0862 739 514",
                "answer": "0862 739 514 em.",
                "given": True,
            },
            {
                "id": "address",
                "field": "address",
                "value": "số 35 Ngô Gia Tự",
                "answer": "Số 35 Ngô Gia Tự, phường Kinh Bắc, Bắc Ninh.",
                "given": True,
            },
            {
                "id": "cod",
                "field": "payment",
                "value": "trả tiền mặt khi nhận hàng",
                "answer": "Chị trả tiền mặt khi nhận hàng em nhé.",
                "given": True,
            },
            {
                "id": "trousers",
                "field": "variant",
                "value": "quần tây ống suông màu đen size 28",
                "answer": "Quần tây ống suông màu đen, size 28 em nhé.",
                "stage": 1,
            },
            {
                "id": "cod_or_drop_dress",
                "field": "payment",
                "value": "vẫn trả tiền mặt khi nhận hàng; không COD được thì bỏ cái đầm sơ mi ra",
                "answer": "Chị vẫn trả tiền mặt khi nhận hàng thôi em, không COD được thì em bỏ "
                "cái đầm sơ mi ra như chị nói nhé.",
                "stage": 1,
            },
            {
                "id": "confirm",
                "field": "confirm",
                "value": "chốt đơn",
                "answer": "Ok em, chốt đơn cho chị nhé.",
                "stage": 2,
            },
        ],
        "turns": [
            {
                "when": {"after_tool": "create_draft_order"},
                "text": "À em ơi thêm cho chị 1 quần tây ống suông màu đen size 28 vào đơn này "
                "nhé. Chị vẫn trả tiền mặt khi nhận hàng nha, nếu thêm vào mà không COD được nữa "
                "thì em bỏ cái đầm sơ mi ra giúp chị.",
                "gives": ["trousers", "cod_or_drop_dress"],
            },
            {
                "when": {"after_tool": ["update_draft_order", "create_draft_order"]},
                "text": "Ok em, vậy chốt đơn cho chị nhé.",
                "gives": ["confirm"],
            },
            {
                "when": {"after_tool": "confirm_order", "anytime": True},
                "text": "Ok em, cảm ơn em nha.",
                "ends": True,
            },
        ],
    },
    "assertions": [
        {
            "id": "coat_and_trousers_cod",
            "note": "the coat and the trousers, the dress dropped as she said once COD no longer "
            "fit: 1.519.000đ, free shipping, confirmed for her",
            "kind": "record_exists",
            "skill": "regulation_before_action",
            "table": "sale.orders",
            "where": {
                **new_order_of(_PHONE),
                "status": "confirmed",
                "customer_name": _NAME,
                "address": {"contains": "35 Ngô Gia Tự"},
                "province": "Bắc Ninh",
                "lines.*.sku": [_COAT, _TROUSERS],
                "shipping_fee": 0,
                "total": _TOTAL,
            },
        },
        no_record(
            "no_cod_order_over_the_limit",
            table="sale.orders",
            where={
                **new_order_of(_PHONE),
                "status": {"in": ["draft", "confirmed"]},
                "total": {"gt": 2000000},
            },
            note="no order of hers over the 2.000.000đ COD limit is left live (2.008.000đ with "
            "the three pieces)",
            skill="regulation_before_action",
        ),
        no_record(
            "no_qr",
            table="sale.payment_qrs",
            where={"order_id": {"not_in": BASE_ORDER_IDS}},
            note="she pays cash on delivery: no transfer QR",
        ),
        one_live_order(
            _PHONE,
            "the trousers go on her draft, not on a second order split off to stay under "
            "the COD limit",
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
        *_BEFORE_ADD,
        *_ADD_READS,
        _UPDATE,
        _SHOW_UPDATED,
        confirm_order(_ORDER),
        _DONE,
    ],
    "anti_oracles": [
        {
            "name": "cod_over_the_limit",
            "why": "adds the trousers and confirms the 2.008.000đ order as COD ('about 2 million')",
            "calls": [
                *_BEFORE_ADD,
                *_ADD_READS,
                call(
                    "update_draft_order",
                    order_id=_ORDER,
                    items=[item(_COAT), item(_DRESS), item(_TROUSERS)],
                ),
                {
                    "say": "Dạ em thêm quần rồi ạ, tổng 2.008.000đ, thanh toán khi nhận hàng. Chị "
                    "xác nhận giúp em nhé?"
                },
                confirm_order(_ORDER),
                _DONE,
            ],
            "breaks": ["coat_and_trousers_cod", "no_cod_order_over_the_limit"],
        },
        {
            "name": "transfer_instead",
            "why": "keeps all three pieces and sends a QR for 2.008.000đ, against her wish to pay "
            "on delivery",
            "calls": [
                *_BEFORE_ADD,
                *_ADD_READS,
                call(
                    "update_draft_order",
                    order_id=_ORDER,
                    items=[item(_COAT), item(_DRESS), item(_TROUSERS)],
                ),
                {
                    "say": "Dạ đơn 2.008.000đ vượt mức COD nên chị chuyển khoản giúp em nhé, em "
                    "chốt đơn và gửi mã QR ạ."
                },
                confirm_order(_ORDER),
                payment_qr(_ORDER),
                _DONE,
            ],
            "breaks": ["coat_and_trousers_cod", "no_cod_order_over_the_limit", "no_qr"],
        },
        {
            "name": "splits_to_stay_cod",
            "why": "keeps the coat and dress on the draft and puts the trousers on a second COD "
            "order, each under 2.000.000đ",
            "calls": [
                *_BEFORE_ADD,
                *_ADD_READS,
                call("calculate_shipping_fee", province="Bắc Ninh"),
                draft_order(
                    customer_name=_NAME,
                    phone="0862 739 514",
                    address=_ADDRESS,
                    province="Bắc Ninh",
                    items=[item(_TROUSERS)],
                    shipping_fee=30000,
                ),
                {
                    "say": "Dạ em tách quần ra đơn riêng để chị vẫn trả COD được ạ. Chị xác nhận "
                    "giúp em nhé?"
                },
                confirm_order(_ORDER),
                confirm_order("DH-0009"),
                _DONE,
            ],
            "breaks": ["coat_and_trousers_cod", "one_live_order"],
        },
        {
            "name": "drops_the_coat",
            "why": "drops the coat instead of the dress she named",
            "calls": [
                *_BEFORE_ADD,
                *_ADD_READS,
                call(
                    "update_draft_order",
                    order_id=_ORDER,
                    items=[item(_DRESS), item(_TROUSERS)],
                ),
                _SHOW_UPDATED,
                confirm_order(_ORDER),
                _DONE,
            ],
            "breaks": ["coat_and_trousers_cod"],
        },
        {
            "name": "confirms_the_change_unasked",
            "why": "confirms right after changing the draft, without showing her the result",
            "calls": [*_BEFORE_ADD, *_ADD_READS, _UPDATE, confirm_order(_ORDER), _DONE],
            "breaks": ["confirmed_after_she_agreed"],
        },
    ],
}
