"""A sweater-and-culottes combo with a scarf, drafted at 713.000đ with Hà Nội's fee; she swaps the
culottes for straight trousers, which breaks the combo: the three pieces at their own prices come
to 777.000đ, over 700.000đ, so the fee goes too, and the QR is for 777.000đ."""

from typing import Any

from ava_inspect.tasks.builders.calls import call
from ava_inspect.tasks.builders.negatives import no_record
from ava_inspect.tasks.builders.orders import (
    BASE_ORDER_IDS,
    cancel_order,
    confirm_order,
    draft_order,
    item,
    new_order_of,
    one_live_order,
    one_new_qr,
    payment_qr,
    qr_sent,
)

_PHONE = "0328546170"
_NAME = "Vũ Ngọc Diệp"
_ADDRESS = "Số 14 ngõ 165 Thái Hà, phường Đống Đa, Hà Nội"
_ORDER = "DH-0008"
"""The id the draft gets: the next after the shop's seven orders."""
_COMBO = "COMBO-LEN-CULOTTES"
_SWEATER, _CULOTTES, _SCARF = "ALCT-XA-Freesize", "QCUL-DE-M", "KLV-XT"
_TROUSERS = "QTOD-DE-27"
_PIECES = [_SWEATER, _TROUSERS, _SCARF]
_TOTAL = 299000 + 349000 + 129000
"""777.000đ of goods at their own prices (no combo holds a sweater and straight trousers), over
700.000đ: free shipping. The first draft was 559.000 + 129.000 = 688.000đ + 25.000đ = 713.000đ."""

_READS = [
    call("search_product", query="combo áo len quần culottes"),
    call("get_combo_detail", combo_sku=_COMBO),
    call("search_product", query="áo len cổ tròn"),
    call("search_product", query="quần culottes"),
    call("search_product", query="khăn lụa vuông"),
    call("calculate_shipping_fee", province="Hà Nội"),
]


def _draft(items: list[dict[str, Any]], shipping_fee: int) -> dict[str, Any]:
    return draft_order(
        customer_name=_NAME,
        phone="0328 546 170",
        address=_ADDRESS,
        province="Hà Nội",
        items=items,
        shipping_fee=shipping_fee,
    )


_DRAFT = _draft([item(_COMBO, choices=[_SWEATER, _CULOTTES]), item(_SCARF)], 25000)
_SHOW = {
    "say": "Dạ em lên đơn nháp cho chị rồi ạ: combo áo len và quần culottes (áo len xám, "
    "culottes đen size M) 559.000đ, khăn lụa vuông xanh than 129.000đ. Tiền hàng 688.000đ, dưới "
    "700.000đ nên phí giao Hà Nội 25.000đ, tổng 713.000đ, chuyển khoản. Chị xem giúp em rồi xác "
    "nhận để em chốt đơn nhé?"
}
_CHANGE_READS = [
    call("search_product", query="quần tây ống đứng"),
    call("document_qa", question="combo miễn phí vận chuyển"),
]
_NEW_ITEMS = [item(_SWEATER), item(_TROUSERS), item(_SCARF)]
_UPDATE = call("update_draft_order", order_id=_ORDER, items=_NEW_ITEMS, shipping_fee=0)
_SHOW_UPDATED = {
    "say": "Dạ em sửa đơn rồi ạ. Đổi sang quần tây ống đứng thì không còn là combo áo len và "
    "quần culottes nữa, nên các món tính giá lẻ: áo len xám 299.000đ, quần tây ống đứng đen size "
    "27 349.000đ, khăn lụa xanh than 129.000đ. Tiền hàng 777.000đ, từ 700.000đ nên được miễn phí "
    "giao hàng, tổng 777.000đ, chuyển khoản. Chị xác nhận giúp em để em chốt đơn và gửi mã QR nhé?"
}
_QR_SENT = qr_sent(_ORDER, "777.000đ")
_BEFORE_CHANGE = [*_READS, _DRAFT, _SHOW]
_CHANGE = [*_CHANGE_READS, _UPDATE, _SHOW_UPDATED]
_CLOSE = [confirm_order(_ORDER), payment_qr(_ORDER), _QR_SENT]

TASK: dict[str, Any] = {
    "id": "sale.chat_combo_broken_by_change",
    "domain": "sale",
    "tier": "conversation",
    "summary": "A sweater-and-culottes combo with a scarf, drafted at 688.000đ + Hà Nội's 25.000đ; "
    "she swaps the culottes for straight trousers: the combo is gone, the three pieces at their "
    "own prices make 777.000đ, over 700.000đ, so the fee goes too; the draft is changed (no combo "
    "left on a live order), confirmed once she agrees, and paid by a 777.000đ QR.",
    "requester_id": None,
    "prompt": [
        {
            "role": "customer",
            "text": "Shop ơi chị lấy combo áo len với quần culottes nhé: áo len màu xám, quần "
            "culottes đen size M. Lấy thêm 1 khăn lụa vuông màu xanh than. Gửi về Vũ Ngọc Diệp, "
            "0328 546 170, số 14 ngõ 165 Thái Hà, phường Đống Đa, Hà Nội. Chị chuyển khoản nhé.",
        },
    ],
    "user": {
        "persona": "Chị Vũ Ngọc Diệp, nhân viên ngân hàng ở Hà Nội, nhắn Messenger với shop, "
        "xưng chị, gọi shop là em; hay đổi ý khi nhìn lại đơn.",
        "facts": [
            {
                "id": "name",
                "field": "name",
                "value": _NAME,
                "answer": "Vũ Ngọc Diệp em nhé.",
                "given": True,
            },
            {
                "id": "phone",
                "field": "phone",
                "value": "0328 546 170",
                "answer": "Số chị 0328 546 170.",
                "given": True,
            },
            {
                "id": "address",
                "field": "address",
                "value": "số 14 ngõ 165 Thái Hà",
                "answer": "Số 14 ngõ 165 Thái Hà, phường Đống Đa, Hà Nội.",
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
                "id": "trousers",
                "field": "variant",
                "value": "quần tây ống đứng màu đen size 27",
                "answer": "Quần tây ống đứng màu đen, size 27 em nhé.",
                "stage": 1,
            },
            {
                "id": "confirm",
                "field": "confirm",
                "value": "chốt đơn",
                "answer": "Ok em, chốt đơn rồi gửi mã QR cho chị nhé.",
                "stage": 2,
            },
        ],
        "turns": [
            {
                "when": {"after_tool": "create_draft_order"},
                "text": "À em ơi chị đổi ý, quần culottes chị có rồi, em đổi sang quần tây ống "
                "đứng màu đen size 27 giúp chị nhé. Áo len với khăn giữ nguyên.",
                "gives": ["trousers"],
            },
            {
                "when": {"after_tool": ["update_draft_order", "create_draft_order"]},
                "text": "Ok em, vậy được, chốt đơn rồi gửi mã QR cho chị nhé.",
                "gives": ["confirm"],
            },
            {
                "when": {"after_tool": "create_payment_qr", "anytime": True},
                "text": "Ok em, chị chuyển khoản luôn đây.",
                "ends": True,
            },
        ],
    },
    "assertions": [
        {
            "id": "order_confirmed",
            "note": "her order, confirmed, to her Hà Nội address",
            "kind": "record_exists",
            "skill": "hold_conversation",
            "table": "sale.orders",
            "where": {
                **new_order_of(_PHONE),
                "status": "confirmed",
                "customer_name": _NAME,
                "address": {"contains": "ngõ 165 Thái Hà"},
                "province": "Hà Nội",
            },
        },
        {
            "id": "three_pieces_at_own_prices",
            "note": "the grey sweater, the black straight trousers 27 and the navy scarf, each "
            "on its own line: no combo holds the sweater and straight trousers",
            "kind": "record_exists",
            "skill": "branch_on_data",
            "table": "sale.orders",
            "where": {**new_order_of(_PHONE), "status": "confirmed", "lines.*.sku": _PIECES},
        },
        {
            "id": "repriced",
            "note": "777.000đ of goods, over 700.000đ: free shipping, 777.000đ in all (not the "
            "combo's 713.000đ, nor 802.000đ with the old fee)",
            "kind": "record_exists",
            "skill": "regulation_before_action",
            "table": "sale.orders",
            "where": {
                **new_order_of(_PHONE),
                "status": "confirmed",
                "subtotal": _TOTAL,
                "shipping_fee": 0,
                "total": _TOTAL,
            },
        },
        {
            "id": "qr_new_total",
            "note": "the transfer QR is for the new 777.000đ",
            "kind": "record_exists",
            "skill": "regulation_before_action",
            "table": "sale.payment_qrs",
            "where": {"amount": _TOTAL, "order_id": {"not_in": BASE_ORDER_IDS}},
        },
        one_new_qr("one QR, the new total's: none left for the old combo price"),
        no_record(
            "no_combo_left",
            table="sale.orders",
            where={
                **new_order_of(_PHONE),
                "status": {"in": ["draft", "confirmed"]},
                "lines.*.sku": {"contains": _COMBO},
            },
            note="the combo she gave up stays on no live order (no draft left at the old price)",
        ),
        one_live_order(_PHONE, "one live order for her, not a second one beside the first draft"),
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
            "note": "her name, phone, address and payment were in her first message",
            "kind": "not_asked_again",
            "skill": "hold_conversation",
            "fields": ["name", "phone", "address", "payment"],
        },
    ],
    "oracle": [*_BEFORE_CHANGE, *_CHANGE, *_CLOSE],
    "anti_oracles": [
        {
            "name": "keeps_the_old_fee",
            "why": "changes the items but leaves the draft's 25.000đ fee, though 777.000đ ships "
            "free",
            "calls": [
                *_BEFORE_CHANGE,
                *_CHANGE_READS,
                call("update_draft_order", order_id=_ORDER, items=_NEW_ITEMS),
                _SHOW_UPDATED,
                *_CLOSE,
            ],
            "breaks": ["repriced", "qr_new_total"],
        },
        {
            "name": "keeps_the_combo",
            "why": "keeps the combo line and adds the trousers beside it",
            "calls": [
                *_BEFORE_CHANGE,
                *_CHANGE_READS,
                call(
                    "update_draft_order",
                    order_id=_ORDER,
                    items=[
                        item(_COMBO, choices=[_SWEATER, _CULOTTES]),
                        item(_TROUSERS),
                        item(_SCARF),
                    ],
                    shipping_fee=0,
                ),
                _SHOW_UPDATED,
                *_CLOSE,
            ],
            "breaks": ["three_pieces_at_own_prices", "repriced", "qr_new_total", "no_combo_left"],
        },
        {
            "name": "new_draft_beside_the_old",
            "why": "drafts the new pieces as a second order and leaves the combo draft open",
            "calls": [
                *_BEFORE_CHANGE,
                *_CHANGE_READS,
                _draft(_NEW_ITEMS, 0),
                _SHOW_UPDATED,
                confirm_order("DH-0009"),
                payment_qr("DH-0009"),
                _QR_SENT,
            ],
            "breaks": ["no_combo_left", "one_live_order"],
        },
        {
            "name": "confirms_the_change_unasked",
            "why": "confirms and sends the QR right after changing the draft, without showing "
            "her the new price",
            "calls": [*_BEFORE_CHANGE, *_CHANGE_READS, _UPDATE, *_CLOSE],
            "breaks": ["confirmed_after_she_agreed"],
        },
        {
            "name": "qr_before_the_change",
            "why": "confirms and sends a QR for the first draft unasked, then cancels it and "
            "makes a new order when she changes the trousers",
            "calls": [
                *_READS,
                _DRAFT,
                confirm_order(_ORDER),
                payment_qr(_ORDER),
                {"say": "Dạ em đã chốt đơn và gửi mã QR 713.000đ cho chị ạ."},
                *_CHANGE_READS,
                cancel_order(_ORDER, phone="0328 546 170", reason="Khách đổi sản phẩm"),
                _draft(_NEW_ITEMS, 0),
                _SHOW_UPDATED,
                confirm_order("DH-0009"),
                payment_qr("DH-0009"),
                _QR_SENT,
            ],
            "breaks": ["one_qr", "confirmed_after_she_agreed"],
        },
    ],
}
