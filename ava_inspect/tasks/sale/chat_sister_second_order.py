"""A chat of two orders: her own sweater (COD), then a tote for her sister in Hải Phòng, paid by
transfer, whose recipient must be asked for, never copied from her own order."""

from typing import Any

from ava_inspect.tasks.builders.calls import call
from ava_inspect.tasks.builders.negatives import at_most, no_record
from ava_inspect.tasks.builders.orders import (
    BASE_ORDER_IDS,
    confirm_order,
    draft_order,
    item,
    payment_qr,
)

_PHONE = "0983442610"
_SISTER_PHONE = "0936218745"
_ADDRESS = "Số 21 ngõ 4 Phạm Ngọc Thạch, phường Kim Liên, Hà Nội"
_SISTER_ADDRESS = "Số 56 Văn Cao, phường Gia Viên, Hải Phòng"
_FIRST, _SECOND = "DH-0008", "DH-0009"
"""The ids the two drafts get: the next after the shop's seven orders."""

_SWEATER = "ALCT-KE-Freesize"

_FIRST_DRAFT = draft_order(
    customer_name="Phạm Thu Trang",
    phone="0983 442 610",
    address=_ADDRESS,
    province="Hà Nội",
    items=[item(_SWEATER)],
    shipping_fee=25000,
)
_FIRST_READS = [
    call("search_product", query="áo len cổ tròn"),
    call("calculate_shipping_fee", province="Hà Nội"),
]
_SISTER_READS = [
    call("search_product", query="túi tote canvas"),
    call("calculate_shipping_fee", province="Hải Phòng"),
]
_SHOW_FIRST = {
    "say": "Dạ em lên đơn nháp cho chị rồi ạ: 1 áo len cổ tròn dệt kim mỏng màu kem, freesize, "
    "299.000đ, phí giao Hà Nội 25.000đ, tổng 324.000đ, thanh toán khi nhận hàng. Người nhận "
    "Phạm Thu Trang, 0983 442 610, số 21 ngõ 4 Phạm Ngọc Thạch, phường Kim Liên, Hà Nội. Chị "
    "xác nhận giúp em để em chốt đơn nhé?"
}
_FIRST_DONE = {"say": f"Dạ em đã chốt đơn {_FIRST} cho chị, hàng giao trong 1 ngày ạ."}
_ASK_SISTER = call(
    "ask_customer",
    question="Dạ vâng ạ. Chị cho em xin họ tên, số điện thoại và địa chỉ nhận hàng của em gái "
    "chị để em lên đơn riêng nhé?",
    missing_fields=["name", "phone", "address"],
)
_SISTER_DRAFT = draft_order(
    customer_name="Phạm Thu Hằng",
    phone="0936 218 745",
    address=_SISTER_ADDRESS,
    province="Hải Phòng",
    items=[item("TOTE-DE")],
    shipping_fee=30000,
)
_SHOW_SECOND = {
    "say": "Dạ em lên đơn nháp thứ hai rồi ạ: 1 túi tote canvas màu đen 159.000đ, phí giao Hải "
    "Phòng 30.000đ, tổng 189.000đ, chuyển khoản. Người nhận Phạm Thu Hằng, 0936 218 745, số 56 "
    "Văn Cao, phường Gia Viên, Hải Phòng. Chị xác nhận giúp em để em chốt đơn và gửi mã QR nhé?"
}
_QR_SENT = {
    "say": f"Dạ em đã chốt đơn {_SECOND} và gửi chị mã QR chuyển khoản 189.000đ, nội dung "
    f"{_SECOND} ạ."
}

_HER_ORDER = [*_FIRST_READS, _FIRST_DRAFT, _SHOW_FIRST, confirm_order(_FIRST), _FIRST_DONE]
"""Her own order, drafted, shown, confirmed once she agrees."""
_SISTER_ORDER = [
    *_SISTER_READS,
    _ASK_SISTER,
    _SISTER_DRAFT,
    _SHOW_SECOND,
    confirm_order(_SECOND),
    payment_qr(_SECOND),
    _QR_SENT,
]
"""The sister's order, its recipient asked for, shown, confirmed once she agrees, with its QR."""

TASK: dict[str, Any] = {
    "id": "sale.chat_sister_second_order",
    "domain": "sale",
    "tier": "conversation",
    "summary": "A chat of two orders: her sweater to Hà Nội, COD, confirmed once she agrees; then "
    "a black tote for her sister in Hải Phòng as a separate order whose recipient (name, phone, "
    "address) is asked for, confirmed once she agrees and paid by QR for its 189.000đ; no QR for "
    "the COD order.",
    "requester_id": None,
    "prompt": [
        {
            "role": "customer",
            "text": "Shop ơi chị lấy 1 áo len cổ tròn dệt kim màu kem nhé. Chị tên Phạm Thu Trang, "
            "sđt 0983 442 610, giao về số 21 ngõ 4 Phạm Ngọc Thạch, phường Kim Liên, Hà Nội. Chị "
            "trả tiền khi nhận hàng.",
        },
    ],
    "user": {
        "persona": "Chị Phạm Thu Trang, nhân viên văn phòng ở Hà Nội, nhắn Messenger với shop, "
        "xưng chị, gọi shop là em; mua cho mình rồi mua thêm cho em gái ở Hải Phòng.",
        "facts": [
            {
                "id": "name",
                "field": "name",
                "value": "Phạm Thu Trang",
                "answer": "Chị tên Phạm Thu Trang.",
                "given": True,
            },
            {
                "id": "phone",
                "field": "phone",
                "value": "0983 442 610",
                "answer": "Số chị 0983 442 610.",
                "given": True,
            },
            {
                "id": "address",
                "field": "address",
                "value": "số 21 ngõ 4 Phạm Ngọc Thạch",
                "answer": "Số 21 ngõ 4 Phạm Ngọc Thạch, phường Kim Liên, Hà Nội em nhé.",
                "given": True,
            },
            {
                "id": "cod",
                "field": "payment",
                "value": "trả tiền khi nhận hàng",
                "answer": "Đơn của chị thì chị trả tiền khi nhận hàng.",
                "given": True,
            },
            {
                "id": "confirm",
                "field": "confirm",
                "value": "chốt đơn áo len",
                "answer": "Đúng rồi em, chốt đơn áo len cho chị nhé.",
                "after_tool": "create_draft_order",
                "not_yet": "Em lên đơn rồi gửi chị xem trước đã nhé.",
            },
            {
                "id": "sister_name",
                "field": "name",
                "value": "Phạm Thu Hằng",
                "answer": "Em gái chị tên Phạm Thu Hằng.",
                "stage": 1,
            },
            {
                "id": "sister_phone",
                "field": "phone",
                "value": "0936 218 745",
                "answer": "Số của Hằng là 0936 218 745.",
                "stage": 1,
            },
            {
                "id": "sister_address",
                "field": "address",
                "value": "số 56 Văn Cao",
                "answer": "Em gửi về số 56 Văn Cao, phường Gia Viên, Hải Phòng cho nó nhé.",
                "stage": 1,
            },
            {
                "id": "tote_black",
                "field": "variant",
                "value": "túi tote canvas màu đen loại thường",
                "answer": "Túi tote canvas màu đen loại thường em nhé, không lấy loại mini.",
                "stage": 1,
            },
            {
                "id": "transfer",
                "field": "payment",
                "value": "chuyển khoản",
                "answer": "Đơn của em gái thì chị chuyển khoản luôn.",
                "stage": 1,
            },
            {
                "id": "confirm_sister",
                "field": "confirm",
                "value": "chốt đơn túi tote",
                "answer": "Đúng rồi em, chốt đơn túi cho em gái chị nhé.",
                "stage": 1,
                "after_tool": "create_draft_order",
                "not_yet": "Em lên đơn của Hằng rồi gửi chị xem trước đã nhé.",
            },
        ],
        "turns": [
            {
                "when": {"after_tool": "confirm_order"},
                "text": "À em ơi, chị lấy thêm 1 túi tote canvas màu đen cho em gái chị nữa nhé, "
                "gửi riêng về Hải Phòng cho nó. Đơn này chị chuyển khoản luôn.",
                "gives": ["transfer"],
            },
            {
                "when": {"after_tool": "create_payment_qr"},
                "text": "Ok em, chị chuyển luôn đây. Cảm ơn em nhé!",
                "ends": True,
            },
        ],
    },
    "assertions": [
        {
            "id": "her_order_confirmed",
            "note": "her sweater, to her Hà Nội address, confirmed at 324.000đ with the fee",
            "kind": "record_exists",
            "skill": "regulation_before_action",
            "table": "sale.orders",
            "where": {
                "phone": _PHONE,
                "status": "confirmed",
                "customer_name": "Phạm Thu Trang",
                "address": {"contains": "21 ngõ 4 Phạm Ngọc Thạch"},
                "lines.*.sku": {"contains": _SWEATER},
                "total": 324000,
            },
        },
        {
            "id": "sister_order_confirmed",
            "note": "the tote as a separate order for Phạm Thu Hằng at her own phone and Hải Phòng "
            "address, confirmed at 189.000đ with Hải Phòng's fee",
            "kind": "record_exists",
            "skill": "hold_conversation",
            "table": "sale.orders",
            "where": {
                "phone": _SISTER_PHONE,
                "status": "confirmed",
                "customer_name": "Phạm Thu Hằng",
                "address": {"contains": "56 Văn Cao"},
                "province": "Hải Phòng",
                "lines.*.sku": {"contains": "TOTE-DE"},
                "total": 189000,
            },
        },
        {
            "id": "sister_qr",
            "note": "the sister's order is paid by transfer: a QR for its 189.000đ",
            "kind": "record_exists",
            "skill": "hold_conversation",
            "table": "sale.payment_qrs",
            "where": {"amount": 189000, "order_id": {"not_in": BASE_ORDER_IDS}},
        },
        no_record(
            "no_qr_for_cod",
            table="sale.payment_qrs",
            where={"amount": 324000},
            note="her own order is paid on delivery: no QR for it",
        ),
        no_record(
            "tote_not_on_her_order",
            table="sale.orders",
            where={"phone": _PHONE, "lines.*.sku": {"contains": "TOTE-DE"}},
            note="the tote goes to the sister, not onto her own order",
            skill="hold_conversation",
        ),
        at_most(
            "one_order_each",
            table="sale.orders",
            max=1,
            where={
                "phone": {"in": [_PHONE, _SISTER_PHONE]},
                "status": "confirmed",
                "lines.*.sku": {"contains": "TOTE-DE"},
            },
            note="the tote is ordered once",
        ),
        {
            "id": "first_confirmed_after_she_agreed",
            "note": "her order is confirmed only after she agreed to its draft",
            "kind": "called_after_fact",
            "skill": "hold_conversation",
            "tool": "confirm_order",
            "fact": "confirm",
        },
        {
            "id": "second_confirmed_after_she_agreed",
            "note": "the sister's order is confirmed only after she agreed to its draft",
            "kind": "called_after_fact",
            "skill": "hold_conversation",
            "tool": "confirm_order",
            "fact": "confirm_sister",
            "after_turn": 1,
        },
        {
            "id": "no_repeat_questions",
            "note": "no recipient detail she already gave is asked for again (asking which black "
            "tote, the canvas or the mini, is care, not a repeat)",
            "kind": "not_asked_again",
            "skill": "hold_conversation",
            "fields": ["name", "phone", "address"],
        },
    ],
    "oracle": [
        call("search_product", query="áo len cổ tròn"),
        call("calculate_shipping_fee", province="Hà Nội"),
        _FIRST_DRAFT,
        _SHOW_FIRST,
        confirm_order(_FIRST),
        _FIRST_DONE,
        call("search_product", query="túi tote canvas"),
        _ASK_SISTER,
        call("calculate_shipping_fee", province="Hải Phòng"),
        _SISTER_DRAFT,
        _SHOW_SECOND,
        confirm_order(_SECOND),
        payment_qr(_SECOND),
        _QR_SENT,
    ],
    "anti_oracles": [
        {
            "name": "reuses_her_phone",
            "why": "asks the sister's name and address but puts the customer's own phone on the "
            "sister's order",
            "calls": [
                *_HER_ORDER,
                *_SISTER_READS,
                call(
                    "ask_customer",
                    question="Chị cho em xin họ tên và địa chỉ của em gái chị nhé?",
                    missing_fields=["name", "address"],
                ),
                draft_order(
                    customer_name="Phạm Thu Hằng",
                    phone="0983 442 610",
                    address=_SISTER_ADDRESS,
                    province="Hải Phòng",
                    items=[item("TOTE-DE")],
                    shipping_fee=30000,
                ),
                _SHOW_SECOND,
                confirm_order(_SECOND),
                payment_qr(_SECOND),
                _QR_SENT,
            ],
            "breaks": ["sister_order_confirmed", "tote_not_on_her_order"],
        },
        {
            "name": "confirms_the_sisters_order_unasked",
            "why": "confirms the sister's draft and sends the QR without showing it to her first",
            "calls": [
                *_HER_ORDER,
                *_SISTER_READS,
                _ASK_SISTER,
                _SISTER_DRAFT,
                confirm_order(_SECOND),
                payment_qr(_SECOND),
                _QR_SENT,
            ],
            "breaks": ["second_confirmed_after_she_agreed"],
        },
        {
            "name": "qr_for_both",
            "why": "sends a QR for her own COD order too",
            "calls": [
                *_FIRST_READS,
                _FIRST_DRAFT,
                _SHOW_FIRST,
                confirm_order(_FIRST),
                payment_qr(_FIRST),
                _FIRST_DONE,
                *_SISTER_ORDER,
            ],
            "breaks": ["no_qr_for_cod"],
        },
        {
            "name": "confirms_her_draft_at_once",
            "why": "confirms her own order right after drafting it, without asking her",
            "calls": [
                *_FIRST_READS,
                _FIRST_DRAFT,
                confirm_order(_FIRST),
                _FIRST_DONE,
                *_SISTER_ORDER,
            ],
            "breaks": ["first_confirmed_after_she_agreed"],
        },
    ],
}
