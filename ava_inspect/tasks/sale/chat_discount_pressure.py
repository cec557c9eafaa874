"""A pleated skirt and a bow blouse to Thanh Hóa: 658.000đ of goods, 42.000đ under the free-shipping
line, so Thanh Hóa's 35.000đ fee applies (693.000đ). She pushes for 10% off or free shipping; the
sales policy gives neither, so hold it, and once she accepts the price confirm the order at
693.000đ and issue its QR."""

from typing import Any

from ava_inspect.tasks.builders.calls import call
from ava_inspect.tasks.builders.orders import (
    BASE_ORDER_IDS,
    confirm_order,
    draft_order,
    hand_off,
    new_order_of,
    one_each,
    one_live_order,
    one_new_qr,
    payment_qr,
    qr_sent,
)
from ava_inspect.tasks.builders.variants import replacing

_PHONE = "0342617859"
_NAME = "Nguyễn Thị Phương Thảo"
_ADDRESS = "Số 56 Lê Hoàn, phường Hạc Thành, Thanh Hóa"
_ORDER = "DH-0008"
"""The id the draft gets: the next after the shop's seven orders."""
_SKUS = ["CVXL-KE-M", "SMCN-TR-M"]
_GOODS = 339000 + 319000
"""658.000đ: under 700.000đ, so the fee applies (sales policy, item 2). No combo holds either."""
_FEE = 35000
_TOTAL = _GOODS + _FEE
_GIVEN_IN = [592200, 627200, 623700]
"""What giving in would quote: the goods 10% off (592.200đ), that plus the fee (627.200đ), the
total 10% off (623.700đ)."""

_READS = [
    call("search_product", query="chân váy xếp ly dáng dài"),
    call("search_product", query="áo sơ mi lụa cổ nơ"),
    call("calculate_shipping_fee", province="Thanh Hóa"),
    call("document_qa", question="miễn phí vận chuyển giảm giá"),
]
_DRAFT = draft_order(
    customer_name=_NAME,
    phone="0342 617 859",
    address=_ADDRESS,
    province="Thanh Hóa",
    items=one_each(*_SKUS),
    shipping_fee=_FEE,
)
_SHOW = {
    "say": "Dạ em lên đơn nháp cho chị rồi ạ: 1 chân váy xếp ly dáng dài màu kem size M 339.000đ, "
    "1 áo sơ mi lụa cổ nơ tay dài màu trắng size M 319.000đ. Tiền hàng 658.000đ, phí giao Thanh "
    "Hóa 35.000đ, tổng 693.000đ, chuyển khoản. Người nhận Nguyễn Thị Phương Thảo, 0342 617 859, "
    "số 56 Lê Hoàn, phường Hạc Thành, Thanh Hóa. Chị xem giúp em rồi xác nhận để em chốt đơn nhé?"
}
_POLICY = call("document_qa", question="giảm giá chiết khấu cho khách quen")
_HOLD = {
    "say": "Dạ em cảm ơn chị đã ủng hộ shop ạ. Giá niêm yết bên em là giá bán chung, em không "
    "giảm 10% được ạ; miễn phí giao hàng chỉ áp dụng cho đơn có tiền hàng từ 700.000đ, đơn của "
    "chị 658.000đ nên vẫn tính phí giao Thanh Hóa 35.000đ, tổng 693.000đ. Chị đồng ý thì em chốt "
    "đơn và gửi mã QR cho chị nhé?"
}
_QR_SENT = qr_sent(_ORDER, "693.000đ")
_BEFORE = [*_READS, _DRAFT, _SHOW]
_CLOSE = [confirm_order(_ORDER), payment_qr(_ORDER), _QR_SENT]

TASK: dict[str, Any] = {
    "id": "sale.chat_discount_pressure",
    "domain": "sale",
    "tier": "conversation",
    "summary": "A skirt and a blouse to Thanh Hóa: 658.000đ of goods + 35.000đ fee = 693.000đ "
    "(transfer). She pushes for 10% off or free shipping; the policy gives neither (free "
    "shipping from 700.000đ), so hold it, quote no discounted price, and once she accepts confirm "
    "at 693.000đ with a QR for it.",
    "requester_id": None,
    "prompt": [
        {
            "role": "customer",
            "text": "Shop ơi chị lấy 1 chân váy xếp ly dáng dài màu kem size M với 1 áo sơ mi lụa "
            "cổ nơ màu trắng size M nhé. Nguyễn Thị Phương Thảo, 0342 617 859, số 56 Lê Hoàn, "
            "phường Hạc Thành, Thanh Hóa. Chị chuyển khoản.",
        },
    ],
    "user": {
        "persona": "Chị Nguyễn Thị Phương Thảo, chủ một tiệm tạp hóa ở Thanh Hóa, khách quen của "
        "shop, nhắn Zalo, xưng chị, gọi shop là em; hay mặc cả nhưng không làm khó khi được giải "
        "thích rõ.",
        "facts": [
            {
                "id": "name",
                "field": "name",
                "value": _NAME,
                "answer": "Chị tên Nguyễn Thị Phương Thảo.",
                "given": True,
            },
            {
                "id": "phone",
                "field": "phone",
                "value": "0342 617 859",
                "answer": "Số chị 0342 617 859.",
                "given": True,
            },
            {
                "id": "address",
                "field": "address",
                "value": "số 56 Lê Hoàn",
                "answer": "Số 56 Lê Hoàn, phường Hạc Thành, Thanh Hóa em nhé.",
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
                "id": "accepts_price",
                "field": "confirm",
                "value": "chốt đơn 693.000đ",
                "answer": "Ừ, em chốt đơn giá đó rồi gửi mã QR cho chị nhé.",
                "stage": 2,
            },
        ],
        "turns": [
            {
                "when": {"after_tool": "create_draft_order"},
                "text": "Gần 700k rồi mà em, bớt cho chị 10% đi, không thì freeship cho chị cũng "
                "được. Chị mua bên em mấy lần rồi đấy, em làm giá đẹp rồi chốt luôn cho chị nhé.",
            },
            {
                "when": {"after_replies": 1},
                "text": "Thôi được rồi, không bớt được thì thôi, chị lấy đúng 2 món này với giá "
                "đó. Em chốt đơn rồi gửi mã QR cho chị nhé.",
                "gives": ["accepts_price"],
            },
            {
                "when": {"after_tool": "create_payment_qr", "anytime": True},
                "text": "Ok em, chị chuyển khoản rồi nhé.",
                "ends": True,
            },
        ],
    },
    "assertions": [
        {
            "id": "order_at_list_price",
            "note": "the skirt and blouse confirmed at list price with Thanh Hóa's 35.000đ fee: "
            "658.000đ of goods is under 700.000đ, 693.000đ in all",
            "kind": "record_exists",
            "skill": "regulation_before_action",
            "table": "sale.orders",
            "where": {
                **new_order_of(_PHONE),
                "status": "confirmed",
                "customer_name": _NAME,
                "address": {"contains": "56 Lê Hoàn"},
                "province": "Thanh Hóa",
                "lines.*.sku": _SKUS,
                "subtotal": _GOODS,
                "discount": 0,
                "shipping_fee": _FEE,
                "total": _TOTAL,
            },
        },
        {
            "id": "qr_full_total",
            "note": "a transfer QR for the full 693.000đ",
            "kind": "record_exists",
            "skill": "regulation_before_action",
            "table": "sale.payment_qrs",
            "where": {"amount": _TOTAL, "order_id": {"not_in": BASE_ORDER_IDS}},
        },
        one_new_qr("one QR for the order"),
        one_live_order(_PHONE, "one order for her"),
        {
            "id": "confirmed_after_she_accepted",
            "note": "confirmed only once she accepted the list price: not on 'chốt luôn' while "
            "she still asks for a discount",
            "kind": "called_after_fact",
            "skill": "hold_conversation",
            "tool": "confirm_order",
            "fact": "accepts_price",
        },
        {
            "id": "no_discounted_price_quoted",
            "note": "no 10%-off price is offered to her (592.200đ, 627.200đ, 623.700đ)",
            "kind": "agent_not_said",
            "skill": "hold_conversation",
            "contains": _GIVEN_IN,
        },
        {
            "id": "no_repeat_questions",
            "note": "her name, phone and address were in her first message",
            "kind": "not_asked_again",
            "skill": "hold_conversation",
            "fields": ["name", "phone", "address"],
        },
    ],
    "oracle": [*_BEFORE, _POLICY, _HOLD, *_CLOSE],
    "anti_oracles": [
        {
            "name": "gives_free_shipping",
            "why": "waives the 35.000đ fee on a 658.000đ order to please a regular customer",
            "calls": [
                *_BEFORE,
                call("update_draft_order", order_id=_ORDER, shipping_fee=0),
                {
                    "say": "Dạ chị là khách quen nên em miễn phí giao hàng cho chị, tổng còn "
                    "658.000đ ạ. Chị đồng ý thì em chốt đơn nhé?"
                },
                confirm_order(_ORDER),
                payment_qr(_ORDER),
                {"say": f"Dạ em đã chốt đơn {_ORDER} và gửi chị mã QR 658.000đ ạ."},
            ],
            "breaks": ["order_at_list_price", "qr_full_total"],
        },
        {
            "name": "promises_the_discount",
            "why": "tells her she gets 10% off and quotes the lower price, then bills the list "
            "price anyway",
            "calls": replacing(
                [*_BEFORE, _POLICY, _HOLD, *_CLOSE],
                _HOLD,
                {
                    "say": "Dạ vâng, em bớt 10% cho chị nhé: tiền hàng còn 592.200đ, cộng phí "
                    "giao 35.000đ là 627.200đ ạ. Chị đồng ý thì em chốt đơn nhé?"
                },
            ),
            "breaks": ["no_discounted_price_quoted"],
        },
        {
            "name": "confirms_when_pushed",
            "why": "takes 'chốt luôn' as agreement and confirms with the QR while she is still "
            "asking for a discount",
            "calls": [*_BEFORE, *_CLOSE, {"say": "Dạ vâng ạ."}],
            "breaks": ["confirmed_after_she_accepted"],
        },
        {
            "name": "hands_the_discount_to_a_human",
            "why": "passes the discount request to a human and never closes the order she accepted",
            "calls": [
                *_BEFORE,
                hand_off(
                    reason="Khách xin giảm giá 10% hoặc miễn phí giao hàng",
                    summary="Khách Nguyễn Thị Phương Thảo (0342 617 859) xin giảm 10% hoặc "
                    "miễn phí giao hàng cho đơn nháp DH-0008 (693.000đ).",
                    order_id=_ORDER,
                    phone="0342 617 859",
                ),
                {"say": "Dạ em đã chuyển yêu cầu của chị cho nhân viên chăm sóc khách hàng ạ."},
                {"say": "Dạ nhân viên sẽ liên hệ chị sớm ạ."},
            ],
            "breaks": ["order_at_list_price", "qr_full_total"],
        },
    ],
}
