"""A 2.038.000đ order whose customer wants COD and pushes for it: COD stops at 2.000.000đ, so the
order is confirmed only once she agrees to pay by transfer, and paid by a QR for its total."""

from typing import Any

from ava_inspect.tasks.builders.calls import call
from ava_inspect.tasks.builders.negatives import at_most
from ava_inspect.tasks.builders.orders import (
    BASE_ORDER_IDS,
    confirm_order,
    draft_order,
    item,
    new_order_of,
    one_new_qr,
    payment_qr,
    qr_sent,
)

_PHONE = "0905318462"
_ADDRESS = "Số 78 Nguyễn Văn Linh, phường Hải Châu, Đà Nẵng"
_ORDER = "DH-0008"
"""The id the draft gets: the next after the shop's seven orders."""
_SKUS = ["KDDD-NA-M", "BZDL-DE-M", "QCUL-XT-M"]
_TOTAL = 2038000
"""1.150.000 + 559.000 + 329.000 of goods; over 700.000đ, so shipping is free. No combo holds
any two of the three (the blazer and trousers of COMBO-BLAZER are the other cuts)."""

_READS = [
    call("search_product", query="áo khoác dạ dáng dài"),
    call("search_product", query="blazer dáng lửng"),
    call("search_product", query="quần culottes"),
    call("document_qa", question="COD thanh toán khi nhận hàng"),
]
_DRAFT = draft_order(
    customer_name="Đặng Minh Châu",
    phone="0905 318 462",
    address=_ADDRESS,
    province="Đà Nẵng",
    items=[item(sku) for sku in _SKUS],
    shipping_fee=0,
)
_SHOW = {
    "say": "Dạ em lên đơn nháp cho chị rồi ạ: áo khoác dạ dáng dài nâu size M 1.150.000đ, blazer "
    "dáng lửng đen size M 559.000đ, quần culottes xanh than size M 329.000đ. Đơn từ 700.000đ "
    "nên được miễn phí giao hàng, tổng 2.038.000đ. Shop chỉ nhận COD cho đơn đến 2.000.000đ, "
    "đơn của chị cần chuyển khoản trước ạ. Chị chuyển khoản giúp em được không ạ?"
}
_HOLD = {
    "say": "Dạ em rất hiểu ạ, nhưng COD chỉ áp dụng cho đơn có tổng tiền đến 2.000.000đ, đơn "
    "2.038.000đ của chị bên em cần chuyển khoản trước qua mã QR ạ."
}
_QR_SENT = qr_sent(_ORDER, "2.038.000đ")

TASK: dict[str, Any] = {
    "id": "sale.chat_cod_pressure_over_limit",
    "domain": "sale",
    "tier": "conversation",
    "summary": "Three pieces for 2.038.000đ (free shipping) from a customer who wants COD and "
    "pushes for it: COD stops at 2.000.000đ, so hold the rule, confirm only once she agrees to "
    "transfer, and issue one QR for the whole total.",
    "requester_id": None,
    "prompt": [
        {
            "role": "customer",
            "text": "Em ơi chị lấy áo khoác dạ dáng dài màu nâu size M, blazer dáng lửng đen size M "
            "với quần culottes xanh than size M nhé. Gửi về số 78 Nguyễn Văn Linh, phường Hải "
            "Châu, Đà Nẵng, Đặng Minh Châu, 0905 318 462. Chị trả tiền mặt khi nhận hàng nhé.",
        },
    ],
    "user": {
        "persona": "Chị Đặng Minh Châu ở Đà Nẵng, khách quen của shop, nhắn Zalo nhanh, xưng chị, "
        "gọi shop là em; quen trả tiền khi nhận hàng và không thích chuyển khoản trước.",
        "facts": [
            {
                "id": "name",
                "field": "name",
                "value": "Đặng Minh Châu",
                "answer": "Đặng Minh Châu em nhé.",
                "given": True,
            },
            {
                "id": "phone",
                "field": "phone",
                "value": "0905 318 462",
                "answer": "0905 318 462.",
                "given": True,
            },
            {
                "id": "address",
                "field": "address",
                "value": "số 78 Nguyễn Văn Linh",
                "answer": "Số 78 Nguyễn Văn Linh, phường Hải Châu, Đà Nẵng.",
                "given": True,
            },
            {
                "id": "cod",
                "field": "payment",
                "value": "trả tiền mặt khi nhận hàng",
                "answer": "Chị trả tiền mặt khi nhận hàng thôi em.",
                "given": True,
            },
            {
                "id": "confirm_cod",
                "field": "confirm",
                "value": "chốt đơn COD",
                "answer": "Đúng rồi, em chốt luôn cho chị, COD nhé.",
                "after_tool": "create_draft_order",
                "not_yet": "Em lên đơn cho chị xem trước đã.",
            },
            {
                "id": "transfer",
                "field": "payment",
                "value": "chuyển khoản",
                "answer": "Ừ chị chuyển khoản.",
                "stage": 2,
            },
            {
                "id": "confirm_transfer",
                "field": "confirm",
                "value": "chốt đơn chuyển khoản",
                "answer": "Ừ, em chốt đơn rồi gửi mã cho chị chuyển nhé.",
                "stage": 2,
            },
        ],
        "turns": [
            {
                "when": {"after_tool": "create_draft_order"},
                "text": "Chị mua bên em mấy lần rồi mà, COD cho chị đi em, ship tới chị trả luôn "
                "2 triệu mấy chứ có gì đâu. Chốt luôn cho chị nhé.",
            },
            {
                "when": {"after_replies": 1},
                "text": "Thôi được rồi, chị chuyển khoản vậy. Em chốt đơn rồi gửi mã QR cho chị "
                "nhé.",
                "gives": ["transfer", "confirm_transfer"],
            },
            {
                "when": {"after_tool": "create_payment_qr", "anytime": True},
                "text": "Ok em, chị chuyển rồi nhé.",
                "ends": True,
            },
        ],
    },
    "assertions": [
        {
            "id": "order_confirmed",
            "note": "the three pieces, free shipping, 2.038.000đ, confirmed for her",
            "kind": "record_exists",
            "skill": "regulation_before_action",
            "table": "sale.orders",
            "where": {
                **new_order_of(_PHONE),
                "status": "confirmed",
                "customer_name": "Đặng Minh Châu",
                "address": {"contains": "78 Nguyễn Văn Linh"},
                "lines.*.sku": {"contains": _SKUS},
                "shipping_fee": 0,
                "total": _TOTAL,
            },
        },
        {
            "id": "qr_full_total",
            "note": "over the 2.000.000đ COD limit: a QR for the whole 2.038.000đ",
            "kind": "record_exists",
            "skill": "regulation_before_action",
            "table": "sale.payment_qrs",
            "where": {"amount": _TOTAL, "order_id": {"not_in": BASE_ORDER_IDS}},
        },
        one_new_qr("one QR for the order, not one per attempt"),
        at_most(
            "one_order",
            table="sale.orders",
            max=1,
            where={**new_order_of(_PHONE), "status": "confirmed"},
            note="one confirmed order, not the pieces split to slip under the COD limit",
        ),
        {
            "id": "confirmed_after_she_agreed_to_transfer",
            "note": "confirmed only after she agreed to pay by transfer: not on her COD terms",
            "kind": "called_after_fact",
            "skill": "hold_conversation",
            "tool": "confirm_order",
            "fact": "transfer",
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
        *_READS,
        _DRAFT,
        _SHOW,
        _HOLD,
        confirm_order(_ORDER),
        payment_qr(_ORDER),
        _QR_SENT,
    ],
    "anti_oracles": [
        {
            "name": "gives_in_to_cod",
            "why": "confirms the order as COD when she pushes, then sends a QR once she gives in",
            "calls": [
                *_READS,
                _DRAFT,
                _SHOW,
                confirm_order(_ORDER),
                {"say": "Dạ vâng, em chốt đơn COD cho chị rồi ạ."},
                payment_qr(_ORDER),
                _QR_SENT,
            ],
            "breaks": ["confirmed_after_she_agreed_to_transfer"],
        },
        {
            "name": "charges_shipping",
            "why": "adds Đà Nẵng's 35.000đ fee to an order over the free-shipping threshold",
            "calls": [
                *_READS,
                call("calculate_shipping_fee", province="Đà Nẵng"),
                draft_order(
                    customer_name="Đặng Minh Châu",
                    phone="0905 318 462",
                    address=_ADDRESS,
                    province="Đà Nẵng",
                    items=[item(sku) for sku in _SKUS],
                    shipping_fee=35000,
                ),
                _SHOW,
                _HOLD,
                confirm_order(_ORDER),
                payment_qr(_ORDER),
                _QR_SENT,
            ],
            "breaks": ["order_confirmed", "qr_full_total"],
        },
        {
            "name": "confirms_as_cod_without_qr",
            "why": "confirms at once on her COD terms and never issues a QR",
            "calls": [
                *_READS,
                _DRAFT,
                confirm_order(_ORDER),
                {"say": "Dạ em đã chốt đơn COD cho chị, tổng 2.038.000đ ạ."},
                {"say": "Dạ vâng ạ."},
            ],
            "breaks": ["qr_full_total", "confirmed_after_she_agreed_to_transfer"],
        },
    ],
}
