"""A change after confirmation: once her dress (size S, Bắc Ninh, COD) is confirmed, she wants size
M and a belt as well, the old order cancelled and a new one made. A confirmed order's items cannot
be edited, but an unpaid order may be cancelled on her word (đổi trả và hủy đơn, item 1): cancel
it, and the new order's 718.000đ of goods crosses 700.000đ, so it ships free."""

from typing import Any

from ava_inspect.tasks.builders.calls import call
from ava_inspect.tasks.builders.negatives import at_most, no_record
from ava_inspect.tasks.builders.orders import (
    BASE_ORDER_IDS,
    cancel_order,
    confirm_order,
    draft_order,
    hand_off,
    item,
    new_order_of,
    one_each,
)
from ava_inspect.tasks.builders.variants import replacing, with_args, without

_PHONE = "0977318526"
_ADDRESS = "Số 8 Ngô Gia Tự, phường Kinh Bắc, Bắc Ninh"
_FIRST, _SECOND = "DH-0008", "DH-0009"
"""The ids the two drafts get: the next after the shop's seven orders."""
_DRESS_S, _DRESS_M, _BELT = "DOCD-DE-S", "DOCD-DE-M", "TLDV-DE"
_FIRST_TOTAL = 559000
"""529.000 + Bắc Ninh's 30.000."""
_NEW_TOTAL = 718000
"""529.000 + 189.000 = 718.000 of goods, from 700.000: free shipping."""

_RECIPIENT = {
    "customer_name": "Vương Thị Kim Oanh",
    "phone": "0977 318 526",
    "address": _ADDRESS,
    "province": "Bắc Ninh",
}
_FIRST_DRAFT = draft_order(**_RECIPIENT, items=[item(_DRESS_S)], shipping_fee=30000)
_SHOW_FIRST = {
    "say": "Dạ em lên đơn nháp cho chị rồi ạ: 1 đầm ôm công sở có đai eo màu đen size S "
    "529.000đ, phí giao Bắc Ninh 30.000đ, tổng 559.000đ, thanh toán khi nhận hàng. Người nhận "
    "Vương Thị Kim Oanh, 0977 318 526, số 8 Ngô Gia Tự, phường Kinh Bắc, Bắc Ninh. Chị xác nhận "
    "giúp em để em chốt đơn nhé?"
}
_FIRST_DONE = {"say": f"Dạ em đã chốt đơn {_FIRST} cho chị, hàng giao trong khoảng 2 ngày ạ."}
_FIRST_ORDER = [
    call("search_product", query="đầm ôm công sở có đai eo"),
    call("calculate_shipping_fee", province="Bắc Ninh"),
    _FIRST_DRAFT,
    _SHOW_FIRST,
    confirm_order(_FIRST),
    _FIRST_DONE,
]
"""Her first order, drafted, shown, confirmed once she agrees."""

_CHANGE_READS = [
    call("search_product", query="thắt lưng da khóa vuông"),
    call("document_qa", question="hủy đơn đã xác nhận chưa thanh toán"),
]
_NEW_DRAFT = draft_order(**_RECIPIENT, items=one_each(_DRESS_M, _BELT), shipping_fee=0)
_SHOW_NEW = {
    "say": f"Dạ đơn {_FIRST} đã xác nhận nên em không sửa sản phẩm trên đơn được, em sẽ hủy đơn "
    "đó và lên đơn mới cho chị ạ. Đơn nháp mới: 1 đầm ôm công sở có đai eo màu đen size M "
    "529.000đ và 1 thắt lưng da khóa vuông màu đen 189.000đ, tiền hàng 718.000đ nên được miễn "
    "phí giao hàng, tổng 718.000đ, thanh toán khi nhận hàng, giao cho chị về địa chỉ cũ. Chị "
    "xác nhận giúp em để em chốt đơn mới nhé?"
}
_CANCEL = cancel_order(
    _FIRST, "0977 318 526", "Khách đổi sang size M và thêm thắt lưng, đặt lại đơn mới."
)
_NEW_DONE = {
    "say": f"Dạ em đã hủy đơn {_FIRST} và chốt đơn mới {_SECOND} cho chị: đầm size M và thắt lưng "
    "đen, tổng 718.000đ, miễn phí giao hàng, chị thanh toán khi nhận hàng ạ."
}
_CHANGE = [*_CHANGE_READS, _NEW_DRAFT, _SHOW_NEW, _CANCEL, confirm_order(_SECOND), _NEW_DONE]
"""The change: the new draft shown, then the old order cancelled and the new one confirmed."""

_NUDGE = "Em cần chị xác nhận gì thì hỏi rõ giúp chị nhé."
"""The reply when nothing she knows is asked and nothing is due: not the default "Dạ vâng, em xử
lý giúp chị với nhé", which reads as agreeing to a draft shown with a question the user does not
read as asking for confirmation ("Chị xem giúp em đã đúng chưa ạ?")."""

TASK: dict[str, Any] = {
    "id": "sale.chat_change_after_confirm",
    "domain": "sale",
    "tier": "conversation",
    "summary": "Her black dress size S to Bắc Ninh (30.000đ fee, COD) is confirmed; then she wants "
    "size M and a black belt too, the old order cancelled and a new one made: a confirmed order's "
    "items cannot be edited but an unpaid one may be cancelled on her word, so cancel it and "
    "confirm, once she agrees, a new order whose 718.000đ of goods ships free.",
    "requester_id": None,
    "prompt": [
        {
            "role": "customer",
            "text": "Shop ơi chị lấy 1 đầm ôm công sở có đai eo màu đen size S nhé. Giao về số 8 "
            "Ngô Gia Tự, phường Kinh Bắc, Bắc Ninh, Vương Thị Kim Oanh, 0977 318 526. Chị nhận "
            "hàng trả tiền nhé em.",
        },
    ],
    "user": {
        "persona": "Chị Vương Thị Kim Oanh ở Bắc Ninh, nhắn Zalo với shop, xưng chị, gọi shop là "
        "em; chốt đơn nhanh rồi mới nhớ ra mình mặc size M.",
        "nudge": _NUDGE,
        "facts": [
            {
                "id": "name",
                "field": "name",
                "value": "Vương Thị Kim Oanh",
                "answer": "Vương Thị Kim Oanh em nhé.",
                "given": True,
            },
            {
                "id": "phone",
                "field": "phone",
                "value": "0977 318 526",
                "answer": "Số chị 0977 318 526.",
                "given": True,
            },
            {
                "id": "address",
                "field": "address",
                "value": "số 8 Ngô Gia Tự",
                "answer": "Số 8 Ngô Gia Tự, phường Kinh Bắc, Bắc Ninh em nhé.",
                "given": True,
            },
            {
                "id": "size_s",
                "field": "variant",
                "value": "màu đen size S",
                "answer": "Màu đen size S em nhé.",
                "given": True,
            },
            {
                "id": "cod",
                "field": "payment",
                "value": "nhận hàng trả tiền",
                "answer": "Chị nhận hàng trả tiền em nhé.",
                "given": True,
            },
            {
                "id": "confirm",
                "field": "confirm",
                "value": "chốt đơn đầm size S",
                "answer": "Đúng rồi em, chốt đơn cho chị nhé.",
                "after_tool": "create_draft_order",
                "not_yet": "Em lên đơn rồi gửi chị xem trước đã nhé.",
            },
            {
                "id": "new_items",
                "field": "variant",
                "value": "đầm size M, thắt lưng màu đen",
                "answer": "Đầm màu đen size M, thắt lưng màu đen em nhé.",
                "stage": 1,
            },
            {
                "id": "confirm_new",
                "field": "confirm",
                "value": "chốt đơn mới",
                "answer": "Đúng rồi em, chốt đơn mới này cho chị nhé.",
                "stage": 1,
                "after_tool": "create_draft_order",
                "not_yet": "Em cứ hủy đơn cũ, lên đơn mới rồi gửi chị xem trước đã nhé.",
            },
        ],
        "turns": [
            {
                "when": {"after_tool": "confirm_order"},
                "text": "Ơ em ơi chị nhầm, chị mặc size M cơ, size S chật lắm. Mà chị lấy thêm 1 "
                "thắt lưng da khóa vuông màu đen nữa nhé. Đơn vừa rồi em hủy đi, lên lại cho chị "
                "đơn mới gộp cả hai món, vẫn giao chỗ cũ, chị vẫn nhận hàng trả tiền.",
                "gives": ["new_items"],
            },
            {
                "when": {"after_tool": "confirm_order"},
                "text": "Ok em, vậy được rồi. Cảm ơn em nhé!",
                "ends": True,
            },
        ],
    },
    "assertions": [
        {
            "id": "old_order_cancelled",
            "note": "the confirmed size-S order is cancelled, as she asked (unpaid, her phone)",
            "kind": "record_field",
            "skill": "regulation_before_action",
            "table": "sale.orders",
            "where": {"id": _FIRST},
            "expect": {"status": "cancelled"},
        },
        {
            "id": "new_order_confirmed",
            "note": "a new order of the size-M dress and the black belt for her, 718.000đ of goods "
            "so free shipping, 718.000đ in all, confirmed",
            "kind": "record_exists",
            "skill": "regulation_before_action",
            "table": "sale.orders",
            "where": {
                **new_order_of(_PHONE),
                "status": "confirmed",
                "customer_name": "Vương Thị Kim Oanh",
                "address": {"contains": "8 Ngô Gia Tự"},
                "lines.*.sku": {"contains": [_DRESS_M, _BELT]},
                "shipping_fee": 0,
                "total": _NEW_TOTAL,
            },
        },
        at_most(
            "one_live_order",
            table="sale.orders",
            max=1,
            where={**new_order_of(_PHONE), "status": "confirmed"},
            note="one confirmed order at the end: the old one does not stay beside the new",
        ),
        no_record(
            "no_qr",
            table="sale.payment_qrs",
            where={"order_id": {"not_in": BASE_ORDER_IDS}},
            note="she pays on delivery: no QR",
        ),
        {
            "id": "first_confirmed_after_she_agreed",
            "note": "the first order is confirmed only after she agreed to its draft",
            "kind": "called_after_fact",
            "skill": "hold_conversation",
            "tool": "confirm_order",
            "fact": "confirm",
        },
        {
            "id": "new_confirmed_after_she_agreed",
            "note": "the new order is confirmed only after she agreed to its draft",
            "kind": "called_after_fact",
            "skill": "hold_conversation",
            "tool": "confirm_order",
            "fact": "confirm_new",
            "after_turn": 1,
        },
    ],
    "oracle": [*_FIRST_ORDER, *_CHANGE],
    "anti_oracles": [
        {
            "name": "keeps_the_old_fee",
            "why": "re-creates the order but keeps Bắc Ninh's 30.000đ though the goods now reach "
            "700.000đ",
            "calls": [
                *_FIRST_ORDER,
                *replacing(_CHANGE, _NEW_DRAFT, with_args(_NEW_DRAFT, shipping_fee=30000)),
            ],
            "breaks": ["new_order_confirmed"],
        },
        {
            "name": "new_order_beside_the_old",
            "why": "makes the new order but never cancels the confirmed size-S one",
            "calls": [*_FIRST_ORDER, *without(_CHANGE, _CANCEL)],
            "breaks": ["old_order_cancelled", "one_live_order"],
        },
        {
            "name": "belt_as_a_second_order",
            "why": "leaves the size-S order as it is and puts only the belt on a second order",
            "calls": [
                *_FIRST_ORDER,
                *_CHANGE_READS,
                draft_order(**_RECIPIENT, items=[item(_BELT)], shipping_fee=30000),
                {
                    "say": "Dạ em lên thêm đơn nháp thắt lưng da khóa vuông đen 189.000đ, phí "
                    "giao 30.000đ, tổng 219.000đ ạ. Chị xác nhận giúp em nhé?"
                },
                confirm_order(_SECOND),
                {"say": f"Dạ em đã chốt đơn {_SECOND} cho chị ạ."},
            ],
            "breaks": ["old_order_cancelled", "new_order_confirmed", "one_live_order"],
        },
        {
            "name": "confirms_the_new_order_unasked",
            "why": "cancels and re-creates, then confirms the new draft without showing it",
            "calls": [*_FIRST_ORDER, *without(_CHANGE, _SHOW_NEW)],
            "breaks": ["new_confirmed_after_she_agreed"],
        },
        {
            "name": "hands_the_change_off",
            "why": "hands an unpaid order she asked to cancel to a human instead of cancelling it "
            "and ordering again",
            "calls": [
                *_FIRST_ORDER,
                *_CHANGE_READS,
                hand_off(
                    reason="Khách muốn đổi size và thêm sản phẩm vào đơn đã xác nhận",
                    summary=f"Khách Vương Thị Kim Oanh (0977 318 526) muốn đổi đơn {_FIRST} "
                    "sang size M và thêm 1 thắt lưng da khóa vuông đen.",
                    order_id=_FIRST,
                    phone="0977 318 526",
                ),
                {"say": "Dạ em đã chuyển yêu cầu của chị cho nhân viên chăm sóc khách hàng ạ."},
                {"say": "Dạ bạn ấy sẽ liên hệ chị sớm ạ."},
            ],
            "breaks": ["old_order_cancelled", "new_order_confirmed"],
        },
        {
            "name": "confirms_her_first_draft_at_once",
            "why": "confirms the first order right after drafting it, without asking her",
            "calls": [*without(_FIRST_ORDER, _SHOW_FIRST), *_CHANGE],
            "breaks": ["first_confirmed_after_she_agreed"],
        },
    ],
}
