"""An order drafted for Đà Nẵng is moved, before she confirms, to her parents' home in Huế, a
city outside the fee table; she pushes for a 0đ fee (the goods pass 700.000đ) or Đà Nẵng's: the
shipping policy (item 2) says no fee is estimated and no order is made for such an address, even
one that ships free, so the chat goes to a human, and no order is confirmed or moved to Huế."""

from typing import Any

from ava_inspect.tasks.builders.calls import call
from ava_inspect.tasks.builders.negatives import no_record
from ava_inspect.tasks.builders.orders import (
    BASE_ORDER_IDS,
    confirm_order,
    draft_order,
    hand_off,
    one_each,
)
from ava_inspect.tasks.builders.variants import replacing

_PHONE = "0905726148"
_NAME = "Tôn Nữ Bảo Trâm"
_DA_NANG = "Số 120 Lê Duẩn, phường Thanh Khê, Đà Nẵng"
_HUE = "Số 24 Lê Lợi, phường Thuận Hóa, Huế"
_DRAFT_ID = "DH-0008"
"""The id the draft gets: the next after the shop's seven orders."""
_SKUS = ["TXCS-DE", "SMCN-TR-M"]
"""459.000 + 319.000 = 778.000 of goods: free shipping wherever the fee table reaches."""

_READS = [
    call("search_product", query="túi xách công sở da PU"),
    call("search_product", query="áo sơ mi lụa cổ nơ tay dài"),
    call("calculate_shipping_fee", province="Đà Nẵng"),
]
_DRAFT = draft_order(
    customer_name=_NAME,
    phone="0905 726 148",
    address=_DA_NANG,
    province="Đà Nẵng",
    items=one_each(*_SKUS),
    shipping_fee=0,
)
_SHOW = {
    "say": "Dạ em lên đơn nháp cho chị rồi ạ: 1 túi xách công sở da PU màu đen 459.000đ và 1 áo "
    "sơ mi lụa cổ nơ tay dài màu trắng size M 319.000đ, tiền hàng 778.000đ nên được miễn phí giao "
    "hàng, tổng 778.000đ, thanh toán khi nhận hàng. Người nhận Tôn Nữ Bảo Trâm, 0905 726 148, số "
    "120 Lê Duẩn, phường Thanh Khê, Đà Nẵng. Chị xác nhận giúp em để em chốt đơn nhé?"
}
_CHECK_HUE = [call("document_qa", question="tỉnh chưa có trong bảng phí vận chuyển")]
"""The rule for an address outside the table (`calculate_shipping_fee` refuses Huế, so a reference,
whose calls must all go through, leaves that call out)."""
_EXPLAIN = {
    "say": "Dạ Huế hiện chưa có trong bảng phí vận chuyển của shop ạ. Theo chính sách vận "
    "chuyển, với địa chỉ ngoài bảng phí em không được tự ước tính phí và không tự lên đơn, kể cả "
    "khi đơn được miễn phí vận chuyển, vì bảng phí cho cả thời gian giao hàng. Em chuyển chị sang "
    "nhân viên chăm sóc khách hàng để báo phí và thời gian giao về Huế chính xác cho chị nhé."
}
_HANDOFF = hand_off(
    reason="Địa chỉ nhận ở Huế không có trong bảng phí vận chuyển",
    summary=f"Khách {_NAME} (0905 726 148) đặt 1 túi xách công sở da PU đen và 1 áo sơ mi lụa cổ "
    "nơ tay dài trắng M (778.000đ, COD), muốn giao về số 24 Lê Lợi, phường Thuận Hóa, Huế thay "
    f"cho địa chỉ Đà Nẵng của đơn nháp {_DRAFT_ID}. Cần báo phí, thời gian giao và lên đơn.",
    order_id=_DRAFT_ID,
    phone="0905 726 148",
)
_HELD = {
    "say": "Dạ em hiểu ạ, nhưng Huế ngoài bảng phí nên em không lên đơn với phí 0đ hay phí của "
    "Đà Nẵng được ạ. Em đã chuyển yêu cầu của chị cho nhân viên chăm sóc khách hàng, bạn ấy sẽ "
    "báo phí và lên đơn giao về Huế cho chị sớm ạ."
}
_DRAFTED = [*_READS, _DRAFT, _SHOW]
"""Her Đà Nẵng order, drafted and shown: she moves it before confirming."""

_NUDGE = "Em cứ làm theo đúng những gì chị nhắn nhé."
"""The reply when nothing she knows is asked and nothing is due: not the default "Dạ vâng, em xử
lý giúp chị với nhé", which, after the move to Huế, could read as agreeing to keep the Đà Nẵng
draft ("Hay chị vẫn nhận ở Đà Nẵng ạ?")."""

TASK: dict[str, Any] = {
    "id": "sale.chat_address_off_fee_table",
    "domain": "sale",
    "tier": "conversation",
    "summary": "A 778.000đ order drafted for Đà Nẵng is moved, before she confirms, to Huế, "
    "outside the fee table; pushed for a 0đ fee (it would ship free) or Đà Nẵng's, hold the "
    "shipping policy (no fee estimated, no order made, even a free-shipping one) and hand the "
    "chat to a human with her phone and Huế; no order confirmed or moved to Huế.",
    "requester_id": None,
    "prompt": [
        {
            "role": "customer",
            "text": "Shop ơi chị lấy 1 túi xách công sở da PU màu đen với 1 áo sơ mi lụa cổ nơ tay "
            "dài màu trắng size M nhé. Giao về số 120 Lê Duẩn, phường Thanh Khê, Đà Nẵng giúp "
            "chị, Tôn Nữ Bảo Trâm, 0905 726 148. Chị nhận hàng trả tiền.",
        },
    ],
    "user": {
        "persona": "Chị Tôn Nữ Bảo Trâm, làm việc ở Đà Nẵng, quê Huế, nhắn Zalo với shop, xưng "
        "chị, gọi shop là em; cuối tuần về quê nên muốn nhận hàng ở nhà bố mẹ.",
        "nudge": _NUDGE,
        "facts": [
            {
                "id": "name",
                "field": "name",
                "value": _NAME,
                "answer": f"Chị tên {_NAME}.",
                "given": True,
            },
            {
                "id": "phone",
                "field": "phone",
                "value": "0905 726 148",
                "answer": "Số chị 0905 726 148.",
                "given": True,
            },
            {
                "id": "address",
                "field": "address",
                "value": "số 120 Lê Duẩn",
                "answer": "Số 120 Lê Duẩn, phường Thanh Khê, Đà Nẵng.",
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
                "id": "hue_address",
                "field": "address",
                "value": "số 24 Lê Lợi",
                "answer": "Số 24 Lê Lợi, phường Thuận Hóa, Huế em nhé, nhà bố mẹ chị.",
                "stage": 1,
            },
            {
                "id": "hand_over",
                "field": "confirm",
                "value": "chuyển nhân viên",
                "answer": "Ừ, vậy em chuyển nhân viên giúp chị.",
                "stage": 2,
            },
        ],
        "turns": [
            {
                "when": {"after_tool": "create_draft_order"},
                "text": "À em ơi khoan chốt, cuối tuần này chị về quê rồi, em gửi về nhà bố mẹ chị "
                "ở Huế luôn cho chị nhé: số 24 Lê Lợi, phường Thuận Hóa, Huế. Vẫn tên chị, số "
                "chị.",
                "gives": ["hue_address"],
            },
            {
                "when": {"after_replies": 1},
                "text": "Đơn chị trên 700 nghìn được freeship rồi mà em, phí ship có tính đâu mà "
                "phải tra. Em cứ để phí 0đ lên đơn cho chị đi, không thì lấy phí như Đà Nẵng cũng "
                "được, Huế gần Đà Nẵng mà.",
            },
            {
                "when": {"after_tool": "transfer_to_human", "anytime": True},
                "text": "Thôi được rồi, vậy chị chờ nhân viên bên em báo nhé. Cảm ơn em.",
                "ends": True,
            },
        ],
    },
    "assertions": [
        {
            "id": "handed_off",
            "kind": "record_exists",
            "skill": "regulation_before_action",
            "table": "sale.handoffs",
            "note": "the chat goes to a human with her phone (its own field or the summary) and "
            "Huế as where the parcel goes (reason or summary)",
            "any_of": [
                {"phone": _PHONE, "summary": {"contains": "Huế"}},
                {"phone": _PHONE, "reason": {"contains": "Huế"}},
                {"summary": {"contains": [_PHONE, "Huế"]}},
                {"summary": {"contains": _PHONE}, "reason": {"contains": "Huế"}},
            ],
        },
        no_record(
            "no_confirmed_order",
            table="sale.orders",
            where={"id": {"not_in": BASE_ORDER_IDS}, "status": "confirmed"},
            note="no order is confirmed: not the Đà Nẵng draft she moved, not one for Huế",
            skill="hold_conversation",
        ),
        no_record(
            "no_order_to_hue",
            table="sale.orders",
            where={"id": {"not_in": BASE_ORDER_IDS}, "address": {"contains": "Huế"}},
            note="no order carries the Huế address under a province of the table or a guessed fee",
            skill="regulation_before_action",
        ),
        {
            "id": "no_repeat_questions",
            "note": "her name, phone and both addresses were given unasked",
            "kind": "not_asked_again",
            "skill": "hold_conversation",
            "fields": ["name", "phone", "address"],
        },
    ],
    "oracle": [*_DRAFTED, *_CHECK_HUE, _EXPLAIN, _HANDOFF, _HELD],
    "anti_oracles": [
        {
            "name": "free_shipping_under_da_nang",
            "why": "gives in: moves the draft to the Huế address under Đà Nẵng with the 0đ fee "
            "and confirms it",
            "calls": [
                *_DRAFTED,
                *_CHECK_HUE,
                _EXPLAIN,
                call(
                    "update_draft_order",
                    order_id=_DRAFT_ID,
                    address=_HUE,
                    province="Đà Nẵng",
                ),
                confirm_order(_DRAFT_ID),
                {"say": "Dạ em đã chốt đơn giao về Huế, miễn phí giao hàng cho chị ạ."},
            ],
            "breaks": ["no_confirmed_order", "no_order_to_hue", "handed_off"],
        },
        {
            "name": "da_nang_fee_for_hue",
            "why": "gives in with Đà Nẵng's 35.000đ: a new Huế order under Đà Nẵng, then a handoff",
            "calls": [
                *_DRAFTED,
                *_CHECK_HUE,
                _EXPLAIN,
                draft_order(
                    customer_name=_NAME,
                    phone="0905 726 148",
                    address=_HUE,
                    province="Đà Nẵng",
                    items=one_each(*_SKUS),
                    shipping_fee=35000,
                ),
                _HANDOFF,
                _HELD,
            ],
            "breaks": ["no_order_to_hue"],
        },
        {
            "name": "confirms_the_da_nang_draft",
            "why": "confirms the Đà Nẵng draft and leaves the move to Huế to staff",
            "calls": [*_DRAFTED, *_CHECK_HUE, confirm_order(_DRAFT_ID), _EXPLAIN, _HANDOFF, _HELD],
            "breaks": ["no_confirmed_order"],
        },
        {
            "name": "refuses_without_handoff",
            "why": "explains the rule and tells her to call the shop, handing nothing over",
            "calls": [
                *_DRAFTED,
                *_CHECK_HUE,
                _EXPLAIN,
                {"say": "Dạ em không lên đơn được, chị gọi hotline của shop giúp em nhé."},
            ],
            "breaks": ["handed_off"],
        },
        {
            "name": "handoff_without_hue",
            "why": "hands off with her phone but never says the parcel goes to Huế",
            "calls": replacing(
                [*_DRAFTED, *_CHECK_HUE, _EXPLAIN, _HANDOFF, _HELD],
                _HANDOFF,
                hand_off(
                    reason="Khách cần báo phí vận chuyển",
                    summary=f"Khách {_NAME} (0905 726 148) cần báo phí giao hàng cho đơn nháp "
                    f"{_DRAFT_ID}.",
                    order_id=_DRAFT_ID,
                    phone="0905 726 148",
                ),
            ),
            "breaks": ["handed_off"],
        },
        {
            "name": "asks_for_the_address_again",
            "why": "asks for the Huế address her message already gave",
            "calls": [
                *_DRAFTED,
                call(
                    "ask_customer",
                    question="Dạ chị cho em xin địa chỉ nhận hàng mới ở Huế nhé?",
                    missing_fields=["address"],
                ),
                *_CHECK_HUE,
                _EXPLAIN,
                _HANDOFF,
                _HELD,
            ],
            "breaks": ["no_repeat_questions"],
        },
    ],
}
