"""Two cream sweaters and a navy scarf drafted at 727.000đ, shipped free; seeing the draft she takes
one sweater only: the 428.000đ left is under 700.000đ, so Đà Nẵng's 35.000đ fee must come back
onto the draft, and the order is confirmed and paid by a 463.000đ QR."""

from typing import Any

from ava_inspect.tasks.builders.calls import call
from ava_inspect.tasks.builders.orders import (
    BASE_ORDER_IDS,
    confirm_order,
    draft_order,
    item,
    new_order_of,
    one_live_order,
    one_new_qr,
    payment_qr,
    qr_sent,
)
from ava_inspect.tasks.builders.variants import with_args

_PHONE = "0903572416"
_NAME = "Lê Thị Minh Hiền"
_ADDRESS = "Số 120 Điện Biên Phủ, phường Thanh Khê, Đà Nẵng"
_ORDER = "DH-0008"
"""The id the draft gets: the next after the shop's seven orders."""
_SWEATER, _SCARF = "ALCT-KE-Freesize", "KLV-XT"
_FIRST_GOODS = 2 * 299000 + 129000
"""727.000đ: from 700.000đ, so the first draft ships free."""
_GOODS = 299000 + 129000
"""428.000đ once she takes one sweater: under 700.000đ, Đà Nẵng's 35.000đ applies."""
_FEE = 35000
_TOTAL = _GOODS + _FEE

_READS = [
    call("search_product", query="áo len cổ tròn dệt kim"),
    call("search_product", query="khăn lụa vuông"),
    call("document_qa", question="miễn phí vận chuyển"),
    call("calculate_shipping_fee", province="Đà Nẵng"),
]
_DRAFT = draft_order(
    customer_name=_NAME,
    phone="0903 572 416",
    address=_ADDRESS,
    province="Đà Nẵng",
    items=[item(_SWEATER, 2), item(_SCARF)],
    shipping_fee=0,
)
_SHOW = {
    "say": "Dạ em lên đơn nháp cho chị rồi ạ: 2 áo len cổ tròn dệt kim mỏng màu kem freesize "
    "(299.000đ/cái) và 1 khăn lụa vuông họa tiết xanh than 129.000đ. Tiền hàng 727.000đ, từ "
    "700.000đ nên chị được miễn phí giao hàng, tổng 727.000đ, chuyển khoản. Người nhận Lê Thị "
    "Minh Hiền, 0903 572 416, số 120 Điện Biên Phủ, phường Thanh Khê, Đà Nẵng. Chị xác nhận giúp "
    "em để em chốt đơn nhé?"
}
_UPDATE = call(
    "update_draft_order",
    order_id=_ORDER,
    items=[item(_SWEATER), item(_SCARF)],
    shipping_fee=_FEE,
)
_SHOW_UPDATED = {
    "say": "Dạ em đã sửa đơn còn 1 áo len kem và 1 khăn lụa xanh than rồi ạ. Tiền hàng còn "
    "428.000đ, dưới 700.000đ nên đơn không còn được miễn phí giao hàng, phí giao Đà Nẵng "
    "35.000đ, tổng 463.000đ, chuyển khoản. Chị xác nhận giúp em để em chốt đơn và gửi mã QR nhé?"
}
_QR_SENT = qr_sent(_ORDER, "463.000đ")
_BEFORE = [*_READS, _DRAFT, _SHOW]
_CLOSE = [confirm_order(_ORDER), payment_qr(_ORDER), _QR_SENT]

TASK: dict[str, Any] = {
    "id": "sale.chat_quantity_free_shipping",
    "domain": "sale",
    "tier": "conversation",
    "summary": "Two cream sweaters and a navy scarf to Đà Nẵng drafted at 727.000đ with free "
    "shipping (transfer); seeing the draft she takes one sweater only: 428.000đ is under "
    "700.000đ, so the draft gets Đà Nẵng's 35.000đ fee back, and it is confirmed once she "
    "agrees and paid by a 463.000đ QR.",
    "requester_id": None,
    "prompt": [
        {
            "role": "customer",
            "text": "Em ơi chị lấy 2 áo len cổ tròn màu kem với 1 khăn lụa vuông màu xanh than nhé. "
            "Lê Thị Minh Hiền, 0903 572 416, số 120 Điện Biên Phủ, phường Thanh Khê, Đà Nẵng. "
            "Chị chuyển khoản.",
        },
    ],
    "user": {
        "persona": "Chị Lê Thị Minh Hiền, kế toán ở Đà Nẵng, nhắn Zalo với shop, xưng chị, gọi "
        "shop là em; định mua một áo cho em gái nhưng em gái bảo đã mua rồi.",
        "facts": [
            {
                "id": "name",
                "field": "name",
                "value": _NAME,
                "answer": "Chị tên Lê Thị Minh Hiền.",
                "given": True,
            },
            {
                "id": "phone",
                "field": "phone",
                "value": "0903 572 416",
                "answer": "Số chị 0903 572 416.",
                "given": True,
            },
            {
                "id": "address",
                "field": "address",
                "value": "số 120 Điện Biên Phủ",
                "answer": "Số 120 Điện Biên Phủ, phường Thanh Khê, Đà Nẵng em nhé.",
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
                "id": "two_sweaters",
                "field": "quantity",
                "value": "2 áo len",
                "answer": "Chị lấy 2 áo len kem với 1 khăn em nhé.",
                "given": True,
            },
            {
                "id": "one_sweater",
                "field": "quantity",
                "value": "1 áo len",
                "answer": "Giờ chị lấy 1 áo len kem với 1 khăn thôi em.",
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
                "text": "À em ơi, áo len chị bớt 1 cái nhé, chỉ lấy 1 áo len kem thôi, em gái chị "
                "bảo nó mua rồi. Khăn vẫn lấy như cũ.",
                "gives": ["one_sweater"],
            },
            {
                "when": {"after_tool": ["update_draft_order", "create_draft_order"]},
                "text": "Ok em, vậy em chốt đơn rồi gửi mã QR cho chị nhé.",
                "gives": ["confirm"],
            },
            {
                "when": {"after_tool": "create_payment_qr", "anytime": True},
                "text": "Chị chuyển khoản rồi nhé em, cảm ơn em.",
                "ends": True,
            },
        ],
    },
    "assertions": [
        {
            "id": "order_repriced",
            "note": "one sweater and the scarf, 428.000đ of goods, under 700.000đ: confirmed with "
            "Đà Nẵng's 35.000đ fee, 463.000đ",
            "kind": "record_exists",
            "skill": "regulation_before_action",
            "table": "sale.orders",
            "where": {
                **new_order_of(_PHONE),
                "status": "confirmed",
                "customer_name": _NAME,
                "address": {"contains": "120 Điện Biên Phủ"},
                "province": "Đà Nẵng",
                "lines.*.sku": [_SWEATER, _SCARF],
                "subtotal": _GOODS,
                "shipping_fee": _FEE,
                "total": _TOTAL,
            },
        },
        {
            "id": "qr_new_total",
            "note": "a transfer QR for 463.000đ, the fee included (not 428.000đ or 727.000đ)",
            "kind": "record_exists",
            "skill": "regulation_before_action",
            "table": "sale.payment_qrs",
            "where": {"amount": _TOTAL, "order_id": {"not_in": BASE_ORDER_IDS}},
        },
        one_new_qr("one QR for the order"),
        one_live_order(_PHONE, "one order for her: the draft changed, not a second one beside it"),
        {
            "id": "confirmed_after_she_agreed",
            "note": "confirmed only after she agreed to the changed draft and its new total",
            "kind": "called_after_fact",
            "skill": "hold_conversation",
            "tool": "confirm_order",
            "fact": "confirm",
        },
        {
            "id": "new_price_told",
            "note": "once the change moves the fee, she is told the new fee or the new total "
            "(35.000đ, 463.000đ)",
            "kind": "agent_said",
            "skill": "hold_conversation",
            "after_turn": 1,
            "contains": [[35000, 463000]],
        },
        {
            "id": "no_repeat_questions",
            "note": "her name, phone and address were in her first message",
            "kind": "not_asked_again",
            "skill": "hold_conversation",
            "fields": ["name", "phone", "address"],
        },
    ],
    "oracle": [*_BEFORE, _UPDATE, _SHOW_UPDATED, *_CLOSE],
    "anti_oracles": [
        {
            "name": "keeps_free_shipping",
            "why": "lowers the sweaters to one but leaves the draft's free shipping: 428.000đ, "
            "under the line, shipped free",
            "calls": [
                *_BEFORE,
                call(
                    "update_draft_order",
                    order_id=_ORDER,
                    items=[item(_SWEATER), item(_SCARF)],
                ),
                {
                    "say": "Dạ em đã sửa đơn còn 1 áo len kem và 1 khăn lụa xanh than, tổng "
                    "428.000đ, miễn phí giao hàng ạ. Chị xác nhận giúp em nhé?"
                },
                confirm_order(_ORDER),
                payment_qr(_ORDER),
                {"say": f"Dạ em đã chốt đơn {_ORDER} và gửi chị mã QR 428.000đ ạ."},
            ],
            "breaks": ["order_repriced", "qr_new_total"],
        },
        {
            "name": "ignores_the_change",
            "why": "acknowledges one sweater but confirms the 727.000đ draft with both",
            "calls": [
                *_BEFORE,
                {"say": "Dạ vâng ạ, em ghi nhận rồi ạ."},
                confirm_order(_ORDER),
                payment_qr(_ORDER),
                {"say": f"Dạ em đã chốt đơn {_ORDER} và gửi chị mã QR 727.000đ ạ."},
            ],
            "breaks": ["order_repriced", "qr_new_total", "confirmed_after_she_agreed"],
        },
        {
            "name": "drops_the_sweater_line",
            "why": "removes the sweater line altogether instead of lowering it to one",
            "calls": [
                *_BEFORE,
                with_args(_UPDATE, items=[item(_SCARF)]),
                _SHOW_UPDATED,
                *_CLOSE,
            ],
            "breaks": ["order_repriced", "qr_new_total"],
        },
        {
            "name": "new_draft_beside_the_old",
            "why": "drafts the smaller order again with the fee and leaves the first draft open",
            "calls": [
                *_BEFORE,
                with_args(_DRAFT, items=[item(_SWEATER), item(_SCARF)], shipping_fee=_FEE),
                _SHOW_UPDATED,
                confirm_order("DH-0009"),
                payment_qr("DH-0009"),
                _QR_SENT,
            ],
            "breaks": ["one_live_order"],
        },
        {
            "name": "confirms_the_change_unasked",
            "why": "changes the draft and confirms it with its QR at once, before she has seen "
            "the new total",
            "calls": [*_BEFORE, _UPDATE, *_CLOSE],
            "breaks": ["confirmed_after_she_agreed"],
        },
        {
            "name": "changes_it_silently",
            "why": "changes the draft right but asks her to confirm without telling her the new "
            "fee or total",
            "calls": [
                *_BEFORE,
                _UPDATE,
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
