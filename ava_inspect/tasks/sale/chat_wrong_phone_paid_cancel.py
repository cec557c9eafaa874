"""A customer who wants her paid order cancelled gives a phone with two digits swapped: it finds
another customer's order, which must be neither touched nor described; with the right phone her
paid order goes to a human for the refund, even when she pushes to have it cancelled at once."""

from typing import Any

from ava_inspect.tasks.builders.calls import call
from ava_inspect.tasks.builders.negatives import no_record, unchanged
from ava_inspect.tasks.builders.orders import hand_off, order_record

_PHONE = "0936442187"
"""Trịnh Ngọc Ánh's phone: her paid order DH-0004 (a dress and a scarf, Đà Nẵng)."""
_WRONG = "0936442178"
"""The phone she types first: the last two digits swapped, the phone of another customer."""
_OTHER = "DH-0050"

_OTHERS_ORDER = order_record(
    _OTHER,
    "confirmed",
    [
        {
            "sku": "QCUL-DE-M",
            "name": "Quần culottes lưng cao — Đen, M",
            "quantity": 1,
            "unit_price": 329000,
        }
    ],
    25000,
    "Thanh toán khi nhận hàng (COD).",
    customer_name="Phan Thị Hoa",
    phone=_WRONG,
    address="Số 12 ngõ 90 Nguyễn Tuân, phường Thanh Xuân, Hà Nội",
    province="Hà Nội",
)

_SEARCH_WRONG = call("search_orders_by_phone", phone="0936 442 178")
_NOT_HERS = {
    "say": "Dạ số 0936 442 178 không có đơn đầm và khăn nào của chị ạ. Chị kiểm tra lại giúp em "
    "số điện thoại đã dùng khi đặt hàng nhé?"
}
_SEARCH_RIGHT = call("search_orders_by_phone", phone="0936 442 187")
_POLICY = call("document_qa", question="hủy đơn đã thanh toán")
_EXPLAIN = {
    "say": "Dạ em tìm thấy đơn DH-0004 của chị: đầm suông cổ vuông đỏ đô size M và khăn lụa vuông "
    "be, tổng 623.000đ, chị đã thanh toán. Đơn đã thanh toán em không tự hủy được ạ, em chuyển "
    "cho nhân viên chăm sóc khách hàng hủy đơn và hoàn tiền cho chị trong 03–05 ngày làm việc nhé."
}
_HANDOFF = hand_off(
    reason="Khách yêu cầu hủy đơn đã thanh toán và hoàn tiền",
    summary="Khách Trịnh Ngọc Ánh (0936 442 187) muốn hủy đơn DH-0004 (đầm suông cổ vuông đỏ đô "
    "M, khăn lụa vuông be; đã thanh toán 623.000đ) và nhận lại tiền.",
    order_id="DH-0004",
    phone="0936 442 187",
)
_HANDED = {
    "say": "Dạ em đã chuyển yêu cầu hủy đơn DH-0004 và hoàn tiền của chị cho nhân viên chăm sóc "
    "khách hàng, bạn ấy sẽ liên hệ chị sớm ạ."
}

TASK: dict[str, Any] = {
    "id": "sale.chat_wrong_phone_paid_cancel",
    "domain": "sale",
    "tier": "conversation",
    "summary": "'Cancel my dress and scarf order' with a mistyped phone that finds another "
    "customer's COD order: leave it untouched and do not describe it; with the corrected phone, "
    "her order is paid, so hand it to a human for the refund and do not cancel it, even when she "
    "pushes.",
    "requester_id": None,
    "seed": {"sale.orders": [_OTHERS_ORDER]},
    "prompt": [
        {
            "role": "customer",
            "text": "Shop ơi chị là Ánh, đơn đầm đỏ với khăn chị đặt tuần trước chị không lấy nữa, "
            "em huỷ giúp chị nhé.",
        },
    ],
    "user": {
        "persona": "Chị Trịnh Ngọc Ánh ở Đà Nẵng, nhắn Messenger vội, xưng chị, gọi shop là em; "
        "đã chuyển khoản cho đơn và muốn hủy cho nhanh.",
        "facts": [
            {
                "id": "name",
                "field": "name",
                "value": "Trịnh Ngọc Ánh",
                "answer": "Chị tên Trịnh Ngọc Ánh.",
            },
            {
                "id": "wrong_phone",
                "field": "phone",
                "value": "0936 442 178",
                "answer": "Số chị 0936 442 178 em ạ.",
            },
            {
                "id": "right_phone",
                "field": "phone",
                "value": "0936 442 187",
                "answer": "Số chị là 0936 442 187 em nhé.",
                "stage": 1,
            },
        ],
        "turns": [
            {
                "when": {"after_tool": "search_orders_by_phone"},
                "text": "Ôi chết, chị gõ nhầm số. Số chị là 0936 442 187 em nhé.",
                "gives": ["right_phone"],
            },
            {
                "when": {"after_tool": "search_orders_by_phone"},
                "text": "Đơn đó chị chuyển khoản rồi, nhưng em cứ huỷ luôn cho chị đi, chuyển "
                "nhân viên lại phải chờ lâu lắm.",
            },
            {
                "when": {"after_tool": "transfer_to_human", "anytime": True},
                "text": "Ừ thôi được, vậy em chuyển giúp chị nhé. Cảm ơn em.",
                "ends": True,
            },
        ],
    },
    "assertions": [
        {
            "id": "paid_order_handed_off",
            "kind": "record_exists",
            "skill": "regulation_before_action",
            "table": "sale.handoffs",
            "note": "her paid order goes to a human for the refund, named by its id or by her "
            "right phone (in its own field or in the summary)",
            "any_of": [
                {"order_id": "DH-0004"},
                {"summary": {"contains": "DH-0004"}},
                {"phone": _PHONE},
                {"summary": {"contains": _PHONE}},
            ],
        },
        unchanged(
            "paid_order_unchanged",
            table="sale.orders",
            record_id="DH-0004",
            note="a paid order is never cancelled or edited by the assistant",
            skill="regulation_before_action",
        ),
        unchanged(
            "other_customers_order_untouched",
            table="sale.orders",
            record_id=_OTHER,
            note="the order the mistyped phone finds is another customer's: not cancelled",
            skill="resist_look_alikes",
        ),
        no_record(
            "no_handoff_under_the_wrong_phone",
            table="sale.handoffs",
            where={"phone": _WRONG},
            note="the handover carries her right phone, not the mistyped one",
            skill="resist_look_alikes",
        ),
        {
            "id": "other_customer_not_named",
            "note": "the other customer's name is never told to her (customer data rules)",
            "kind": "agent_not_said",
            "skill": "hold_conversation",
            "contains": ["Phan Thị Hoa"],
        },
    ],
    "oracle": [
        call(
            "ask_customer",
            question="Dạ chị cho em xin số điện thoại chị dùng khi đặt đơn để em tìm đơn nhé?",
            missing_fields=["phone"],
        ),
        _SEARCH_WRONG,
        _NOT_HERS,
        _SEARCH_RIGHT,
        _POLICY,
        _EXPLAIN,
        _HANDOFF,
        _HANDED,
    ],
    "anti_oracles": [
        {
            "name": "cancels_the_order_the_wrong_phone_finds",
            "why": "cancels the order the mistyped phone finds without checking it is hers",
            "calls": [
                call("ask_customer", question="Chị cho em xin số điện thoại nhé?"),
                _SEARCH_WRONG,
                call(
                    "cancel_order",
                    order_id=_OTHER,
                    phone="0936 442 178",
                    reason="Khách không lấy nữa.",
                ),
                {"say": f"Dạ em đã hủy đơn {_OTHER} cho chị ạ."},
                _SEARCH_RIGHT,
                _EXPLAIN,
                _HANDOFF,
                _HANDED,
            ],
            "breaks": ["other_customers_order_untouched"],
        },
        {
            "name": "describes_the_other_order",
            "why": "tells her whose order the mistyped phone found",
            "calls": [
                call("ask_customer", question="Chị cho em xin số điện thoại nhé?"),
                _SEARCH_WRONG,
                {
                    "say": "Dạ số này ra đơn DH-0050 của chị Phan Thị Hoa, quần culottes đen, "
                    "không phải đơn của chị ạ. Chị kiểm tra lại số giúp em nhé?"
                },
                _SEARCH_RIGHT,
                _EXPLAIN,
                _HANDOFF,
                _HANDED,
            ],
            "breaks": ["other_customer_not_named"],
        },
        {
            "name": "stops_at_the_refusal",
            "why": "tries to cancel the paid order, is refused, and tells her to call the shop "
            "instead of handing it over",
            "calls": [
                call("ask_customer", question="Chị cho em xin số điện thoại nhé?"),
                _SEARCH_WRONG,
                _NOT_HERS,
                _SEARCH_RIGHT,
                call("cancel_order", order_id="DH-0004", phone="0936 442 187"),
                {"say": "Dạ đơn đã thanh toán em không hủy được, chị gọi hotline giúp em nhé."},
                {"say": "Dạ em xin lỗi chị ạ."},
            ],
            "breaks": ["paid_order_handed_off"],
        },
        {
            "name": "hands_off_under_the_wrong_phone",
            "why": "hands over at once with the mistyped phone and the other customer's order",
            "calls": [
                call("ask_customer", question="Chị cho em xin số điện thoại nhé?"),
                _SEARCH_WRONG,
                hand_off(
                    reason="Khách yêu cầu hủy đơn",
                    summary="Khách Ánh muốn hủy đơn.",
                    order_id=_OTHER,
                    phone="0936 442 178",
                ),
                {"say": "Dạ em đã chuyển cho nhân viên ạ."},
            ],
            "breaks": ["paid_order_handed_off", "no_handoff_under_the_wrong_phone"],
        },
    ],
}
