"""A dress and a scarf drafted to Hà Nội (568.000đ + 25.000đ); seeing the draft she moves the
parcel to her parents' home in the former Sóc Trăng, now Cần Thơ: the draft itself carries the new
address and Cần Thơ's 40.000đ fee, and the order is confirmed and paid by a 608.000đ QR."""

from typing import Any

from ava_inspect.tasks.builders.calls import call
from ava_inspect.tasks.builders.orders import (
    BASE_ORDER_IDS,
    confirm_order,
    draft_order,
    new_order_of,
    one_each,
    one_live_order,
    one_new_qr,
    payment_qr,
    qr_sent,
)
from ava_inspect.tasks.builders.variants import with_args

_PHONE = "0796452318"
_NAME = "Trần Minh Thư"
_ADDRESS = "Số 7 ngõ 121 Chùa Láng, phường Láng, Hà Nội"
_NEW_ADDRESS = "Số 86 Hai Bà Trưng, phường Sóc Trăng, Cần Thơ"
"""Her parents' home: the former Sóc Trăng, part of Cần Thơ since 1 July 2025."""
_ORDER = "DH-0008"
"""The id the draft gets: the next after the shop's seven orders."""
_SKUS = ["DSCT-XT-M", "KLV-BE"]
_GOODS = 439000 + 129000
"""568.000đ of goods, under 700.000đ: the province's fee applies."""
_TOTAL = _GOODS + 40000
"""608.000đ: Cần Thơ's 40.000đ fee in place of Hà Nội's 25.000đ."""

_READS = [
    call("search_product", query="đầm suông cổ tròn tay lỡ"),
    call("search_product", query="khăn lụa vuông họa tiết"),
    call("calculate_shipping_fee", province="Hà Nội"),
]
_DRAFT = draft_order(
    customer_name=_NAME,
    phone="0796 452 318",
    address=_ADDRESS,
    province="Hà Nội",
    items=one_each(*_SKUS),
    shipping_fee=25000,
)
_SHOW = {
    "say": "Dạ em lên đơn nháp cho chị rồi ạ: 1 đầm suông cổ tròn tay lỡ xanh than size M "
    "439.000đ, 1 khăn lụa vuông họa tiết màu be 129.000đ. Tiền hàng 568.000đ, dưới 700.000đ nên "
    "phí giao Hà Nội 25.000đ, tổng 593.000đ, chuyển khoản. Người nhận Trần Minh Thư, 0796 452 318, "
    "số 7 ngõ 121 Chùa Láng, phường Láng, Hà Nội. Chị xem giúp em rồi xác nhận để em chốt đơn nhé?"
}
_NEW_FEE = call("calculate_shipping_fee", province="Cần Thơ")
_MOVE = call(
    "update_draft_order",
    order_id=_ORDER,
    address=_NEW_ADDRESS,
    province="Cần Thơ",
    shipping_fee=40000,
)
_SHOW_MOVED = {
    "say": "Dạ em đã đổi địa chỉ nhận trên đơn sang số 86 Hai Bà Trưng, phường Sóc Trăng, Cần Thơ "
    "rồi ạ. Giao về Cần Thơ phí vận chuyển là 40.000đ (thay cho 25.000đ của Hà Nội), thời gian "
    "giao dự kiến khoảng 4 ngày. Đơn của chị: đầm suông cổ tròn xanh than size M và khăn lụa be, "
    "tiền hàng 568.000đ, phí giao 40.000đ, tổng 608.000đ, chuyển khoản; người nhận Trần Minh Thư, "
    "0796 452 318. Chị xác nhận giúp em để em chốt đơn và gửi mã QR nhé?"
}
_QR_SENT = qr_sent(_ORDER, "608.000đ")
_BEFORE = [*_READS, _DRAFT, _SHOW]
_CLOSE = [confirm_order(_ORDER), payment_qr(_ORDER), _QR_SENT]

TASK: dict[str, Any] = {
    "id": "sale.chat_province_change_fee",
    "domain": "sale",
    "tier": "conversation",
    "summary": "A dress and a scarf drafted to Hà Nội (568.000đ + 25.000đ, transfer); seeing the "
    "draft she moves it to her parents' home in the former Sóc Trăng, now Cần Thơ: the draft "
    "itself gets the new address and Cần Thơ's 40.000đ fee, nothing stays live in Hà Nội, and it "
    "is confirmed once she agrees and paid by a 608.000đ QR.",
    "requester_id": None,
    "prompt": [
        {
            "role": "customer",
            "text": "Shop ơi chị lấy 1 đầm suông cổ tròn tay lỡ màu xanh than size M với 1 khăn lụa "
            "vuông màu be nhé. Chị tên Trần Minh Thư, sđt 0796 452 318, giao về số 7 ngõ 121 Chùa "
            "Láng, phường Láng, Hà Nội. Chị chuyển khoản nha em.",
        },
    ],
    "user": {
        "persona": "Chị Trần Minh Thư, nhân viên ngân hàng ở Hà Nội, quê Sóc Trăng, nhắn Zalo với "
        "shop, xưng chị, gọi shop là em; sắp về quê nghỉ Tết dương lịch nên đổi chỗ nhận hàng.",
        "facts": [
            {
                "id": "name",
                "field": "name",
                "value": _NAME,
                "answer": "Chị tên Trần Minh Thư.",
                "given": True,
            },
            {
                "id": "phone",
                "field": "phone",
                "value": "0796 452 318",
                "answer": "Số chị 0796 452 318.",
                "given": True,
            },
            {
                "id": "address",
                "field": "address",
                "value": "số 7 ngõ 121 Chùa Láng",
                "answer": "Số 7 ngõ 121 Chùa Láng, phường Láng, Hà Nội em nhé.",
                "given": True,
            },
            {
                "id": "transfer",
                "field": "payment",
                "value": "chuyển khoản",
                "answer": "Chị chuyển khoản em nhé.",
                "given": True,
            },
            {
                "id": "new_address",
                "field": "address",
                "value": "số 86 Hai Bà Trưng",
                "answer": "Em gửi về số 86 Hai Bà Trưng, phường Sóc Trăng, TP Cần Thơ cho chị nhé.",
                "stage": 1,
            },
            {
                "id": "confirm",
                "field": "confirm",
                "value": "chốt đơn",
                "answer": "Ừ đúng rồi em, chốt đơn rồi gửi mã QR cho chị nhé.",
                "stage": 2,
            },
        ],
        "turns": [
            {
                "when": {"after_tool": "create_draft_order"},
                "text": "À em ơi, chị đổi địa chỉ nhận nhé. Cuối tuần này chị về quê rồi, em gửi "
                "về nhà bố mẹ chị ở số 86 Hai Bà Trưng, phường Sóc Trăng, TP Cần Thơ giúp chị (Sóc "
                "Trăng cũ đấy em, giờ nhập vào Cần Thơ rồi). Vẫn chị nhận, số điện thoại như cũ, "
                "đơn ở Hà Nội em bỏ đi nhé.",
                "gives": ["new_address"],
            },
            {
                "when": {
                    "after_tool": ["update_draft_order", "create_draft_order", "update_order"]
                },
                "text": "Ok em, vậy em chốt đơn rồi gửi mã QR cho chị chuyển khoản nhé.",
                "gives": ["confirm"],
            },
            {
                "when": {"after_tool": "create_payment_qr", "anytime": True},
                "text": "Chị chuyển rồi nhé em, cảm ơn em.",
                "ends": True,
            },
        ],
    },
    "assertions": [
        {
            "id": "order_moved",
            "note": "the dress and scarf confirmed for her at the Cần Thơ address, with Cần Thơ's "
            "40.000đ fee: 608.000đ",
            "kind": "record_exists",
            "skill": "regulation_before_action",
            "table": "sale.orders",
            "where": {
                **new_order_of(_PHONE),
                "status": "confirmed",
                "customer_name": _NAME,
                "address": {"contains": "86 Hai Bà Trưng"},
                "province": "Cần Thơ",
                "lines.*.sku": _SKUS,
                "shipping_fee": 40000,
                "total": _TOTAL,
            },
        },
        {
            "id": "qr_new_total",
            "note": "a transfer QR for the new total, 608.000đ, not the Hà Nội 593.000đ",
            "kind": "record_exists",
            "skill": "regulation_before_action",
            "table": "sale.payment_qrs",
            "where": {"amount": _TOTAL, "order_id": {"not_in": BASE_ORDER_IDS}},
        },
        one_new_qr("one QR for the order"),
        {
            "id": "nothing_live_in_hanoi",
            "note": "no draft or order of hers is left live at the Hà Nội address or province",
            "kind": "record_not_exists",
            "skill": "forbid_overreach",
            "negative": True,
            "table": "sale.orders",
            "where": {**new_order_of(_PHONE), "status": {"in": ["draft", "confirmed"]}},
            "any_of": [{"province": "Hà Nội"}, {"address": {"contains": "Chùa Láng"}}],
        },
        one_live_order(_PHONE, "one order for her: the draft moved, not a second one beside it"),
        {
            "id": "confirmed_after_she_agreed",
            "note": "confirmed only after she agreed to the moved draft",
            "kind": "called_after_fact",
            "skill": "hold_conversation",
            "tool": "confirm_order",
            "fact": "confirm",
        },
        {
            "id": "new_price_told",
            "note": "once the change moves the fee, she is told the new fee or the new total "
            "(40.000đ, 608.000đ)",
            "kind": "agent_said",
            "skill": "hold_conversation",
            "after_turn": 1,
            "contains": [[40000, 608000]],
        },
        {
            "id": "no_repeat_questions",
            "note": "her name and phone were in her first message, the new address in her change",
            "kind": "not_asked_again",
            "skill": "hold_conversation",
            "fields": ["name", "phone", "address"],
        },
    ],
    "oracle": [*_BEFORE, _NEW_FEE, _MOVE, _SHOW_MOVED, *_CLOSE],
    "anti_oracles": [
        {
            "name": "keeps_the_hanoi_draft",
            "why": "acknowledges the new address but confirms the draft as it was, to Hà Nội, "
            "and sends the 593.000đ QR",
            "calls": [
                *_BEFORE,
                {"say": "Dạ vâng ạ, em ghi nhận địa chỉ mới của chị rồi ạ."},
                *_CLOSE,
            ],
            "breaks": [
                "order_moved",
                "qr_new_total",
                "nothing_live_in_hanoi",
                "confirmed_after_she_agreed",
            ],
        },
        {
            "name": "moves_the_address_not_the_province",
            "why": "writes the Cần Thơ address onto the draft but leaves its province and fee "
            "those of Hà Nội",
            "calls": [
                *_BEFORE,
                with_args(_MOVE, province="Hà Nội", shipping_fee=25000),
                _SHOW_MOVED,
                *_CLOSE,
            ],
            "breaks": ["order_moved", "qr_new_total", "nothing_live_in_hanoi"],
        },
        {
            "name": "new_draft_beside_the_old",
            "why": "drafts the order again for Cần Thơ and leaves the Hà Nội draft open",
            "calls": [
                *_BEFORE,
                _NEW_FEE,
                with_args(_DRAFT, address=_NEW_ADDRESS, province="Cần Thơ", shipping_fee=40000),
                _SHOW_MOVED,
                confirm_order("DH-0009"),
                payment_qr("DH-0009"),
                _QR_SENT,
            ],
            "breaks": ["nothing_live_in_hanoi", "one_live_order"],
        },
        {
            "name": "confirms_then_moves",
            "why": "confirms the Hà Nội draft as soon as she writes, then moves the confirmed "
            "order with update_order and sends the QR without her agreeing to the new total",
            "calls": [
                *_BEFORE,
                confirm_order(_ORDER),
                call(
                    "update_order",
                    order_id=_ORDER,
                    phone="0796 452 318",
                    address=_NEW_ADDRESS,
                    province="Cần Thơ",
                ),
                payment_qr(_ORDER),
                _QR_SENT,
            ],
            "breaks": ["confirmed_after_she_agreed"],
        },
        {
            "name": "asks_the_new_address_again",
            "why": "after she writes the new address, asks for it again before moving the draft",
            "calls": [
                *_BEFORE,
                call(
                    "ask_customer",
                    question="Dạ chị cho em xin địa chỉ nhận hàng mới ở Cần Thơ để em sửa đơn nhé?",
                    missing_fields=["address"],
                ),
                _NEW_FEE,
                _MOVE,
                _SHOW_MOVED,
                *_CLOSE,
            ],
            "breaks": ["no_repeat_questions"],
        },
        {
            "name": "changes_it_silently",
            "why": "changes the draft right but asks her to confirm without telling her the new "
            "fee or total",
            "calls": [
                *_BEFORE,
                _MOVE,
                {
                    "say": "Dạ em đã sửa đơn theo ý chị rồi ạ. Chị xác nhận giúp em để em chốt đơn nhé?"
                },
                confirm_order(_ORDER),
                payment_qr(_ORDER),
                {"say": f"Dạ em đã chốt đơn {_ORDER} và gửi mã QR cho chị rồi ạ."},
            ],
            "breaks": ["new_price_told"],
        },
    ],
}
