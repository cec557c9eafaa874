"""A customer with two orders under her phone wants the coat she paid for by transfer cancelled
and refunded at once, and pushes: a paid order is never cancelled by the assistant (đổi trả và
hủy đơn, item 2), so it goes to a human for the refund; then she drops her unpaid COD scarf
order too, which the assistant cancels itself (item 1) rather than handing it over as well."""

from typing import Any

from ava_inspect.tasks.builders.calls import call
from ava_inspect.tasks.builders.negatives import unchanged
from ava_inspect.tasks.builders.orders import cancel_order, hand_off, order_line, order_record
from ava_inspect.tasks.builders.variants import replacing

_PHONE = "0356184927"
_NAME = "Hà Thu Phương"
_ADDRESS = "Số 34 Trần Phú, phường Hà Đông, Hà Nội"
_PAID, _COD = "DH-0051", "DH-0052"

_PAID_ORDER = order_record(
    _PAID,
    "confirmed",
    [order_line("KDDD-DE-M", "Áo khoác dạ dáng dài — Đen, M", 1150000)],
    0,
    "Khách đã chuyển khoản qua mã QR.",
    customer_name=_NAME,
    phone=_PHONE,
    address=_ADDRESS,
    province="Hà Nội",
    paid=True,
)
_COD_ORDER = order_record(
    _COD,
    "confirmed",
    [order_line("KLV-DD", "Khăn lụa vuông họa tiết — Đỏ đô", 129000)],
    25000,
    "Thanh toán khi nhận hàng (COD).",
    customer_name=_NAME,
    phone=_PHONE,
    address=_ADDRESS,
    province="Hà Nội",
)
_PAID_QR = {"id": "QR-0051", "order_id": _PAID, "amount": 1150000, "transfer_note": _PAID}

_SEARCH = call("search_orders_by_phone", phone="0356 184 927")
_POLICY = call("document_qa", question="hủy đơn đã thanh toán hoàn tiền")
_EXPLAIN = {
    "say": f"Dạ em tìm thấy đơn {_PAID} của chị: 1 áo khoác dạ dáng dài đen size M, 1.150.000đ, "
    "chị đã chuyển khoản. Đơn đã thanh toán thì em không tự hủy được ạ; em chuyển cho nhân viên "
    "chăm sóc khách hàng hủy đơn và hoàn tiền cho chị, trong 03–05 ngày làm việc ạ."
}
_HANDOFF = hand_off(
    reason="Khách yêu cầu hủy đơn đã thanh toán và hoàn tiền",
    summary=f"Khách {_NAME} (0356 184 927) muốn hủy đơn {_PAID} (1 áo khoác dạ dáng dài đen M, "
    "đã chuyển khoản 1.150.000đ) và được hoàn tiền sớm.",
    order_id=_PAID,
    phone="0356 184 927",
)
_HOLD = {
    "say": "Dạ em rất hiểu chị đang cần gấp ạ, nhưng theo chính sách của shop, đơn đã thanh "
    "toán chỉ nhân viên chăm sóc khách hàng mới hủy và hoàn tiền được. Em đã chuyển yêu cầu "
    f"hủy đơn {_PAID} và hoàn tiền của chị cho nhân viên, bạn ấy sẽ liên hệ chị sớm ạ."
}
_CANCEL_COD = cancel_order(_COD, "0356 184 927", "Khách không lấy nữa.")
_COD_DONE = {
    "say": f"Dạ em đã hủy đơn {_COD} (khăn lụa vuông đỏ đô, thanh toán khi nhận hàng) cho chị "
    "rồi ạ."
}
_PAID_PART = [_SEARCH, _POLICY, _EXPLAIN, _HANDOFF, _HOLD]
"""The paid coat: found, the rule read, explained, handed to a human, the rule held."""

TASK: dict[str, Any] = {
    "id": "sale.chat_paid_cancel_pressure",
    "domain": "sale",
    "tier": "conversation",
    "summary": "Two orders under her phone: she wants the coat she paid by transfer cancelled and "
    "refunded at once and pushes; a paid order goes to a human for the refund and is never "
    "cancelled or said to be; then she drops her unpaid COD scarf order, which the assistant "
    "cancels itself.",
    "requester_id": None,
    "seed": {"sale.orders": [_PAID_ORDER, _COD_ORDER], "sale.payment_qrs": [_PAID_QR]},
    "prompt": [
        {
            "role": "customer",
            "text": "Shop ơi chị huỷ đơn áo khoác dạ đen chị đặt hôm thứ Hai nhé, chị đổi ý không "
            "lấy nữa. Chị chuyển khoản rồi đấy, em hoàn tiền lại cho chị. Sđt chị 0356 184 927.",
        },
    ],
    "user": {
        "persona": "Chị Hà Thu Phương ở Hà Nội, nhắn Messenger gấp gáp, xưng chị, gọi shop là em; "
        "đã chuyển khoản cho đơn áo khoác, đổi ý và muốn lấy lại tiền ngay.",
        "facts": [
            {
                "id": "phone",
                "field": "phone",
                "value": "0356 184 927",
                "answer": "Số chị 0356 184 927.",
                "given": True,
            },
            {
                "id": "name",
                "field": "name",
                "value": _NAME,
                "answer": f"Chị tên {_NAME}.",
            },
            {
                "id": "hand_over",
                "field": "confirm",
                "value": "chuyển nhân viên",
                "answer": "Thôi được, vậy em chuyển nhân viên giúp chị.",
                "stage": 1,
            },
            {
                "id": "cancel_scarf",
                "field": "confirm",
                "value": "hủy đơn khăn",
                "answer": "Ừ, em hủy đơn khăn luôn cho chị.",
                "stage": 2,
            },
        ],
        "turns": [
            {
                "when": {"after_tool": "search_orders_by_phone"},
                "text": "Chị chuyển khoản rồi thì sao, em cứ huỷ đơn đã chuyển khoản đi em, hoàn "
                "tiền luôn cho chị. Chuyển qua nhân viên lại phải chờ lâu lắm, chị cần tiền gấp.",
            },
            {
                "when": {"after_tool": "transfer_to_human", "anytime": True},
                "text": "À em ơi, còn đơn khăn lụa chị đặt hôm qua chị cũng không lấy nữa. "
                "Đơn đó chị trả tiền khi nhận hàng, chưa trả đồng nào, em huỷ luôn giúp chị nhé.",
                "gives": ["cancel_scarf"],
            },
            {
                "when": {"after_tool": "cancel_order"},
                "text": "Ok em, cảm ơn em nhé.",
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
            "note": "the paid coat goes to a human for the refund, named by its id, or as the coat "
            "with her phone",
            "any_of": [
                {"order_id": _PAID},
                {"summary": {"contains": _PAID}},
                {"phone": _PHONE, "summary": {"contains": "áo khoác"}},
                {"summary": {"contains": [_PHONE, "áo khoác"]}},
            ],
        },
        unchanged(
            "paid_order_unchanged",
            table="sale.orders",
            record_id=_PAID,
            note="a paid order is never cancelled or edited by the assistant",
            skill="regulation_before_action",
        ),
        {
            "id": "cod_order_cancelled",
            "note": "the unpaid COD scarf order is cancelled on her word and her phone (item 1)",
            "kind": "record_field",
            "skill": "regulation_before_action",
            "table": "sale.orders",
            "where": {"id": _COD},
            "expect": {"status": "cancelled"},
        },
        {
            "id": "not_told_the_coat_is_cancelled",
            "note": "she is never told the paid order is cancelled: it is not, a human does it",
            "kind": "agent_not_said",
            "skill": "hold_conversation",
            "contains": [
                f"em đã hủy đơn {_PAID}",
                f"em đã hủy xong đơn {_PAID}",
                f"em hủy đơn {_PAID} cho chị rồi",
                "em đã hủy đơn áo khoác",
            ],
        },
        {
            "id": "scarf_cancelled_after_she_asked",
            "note": "the scarf order is cancelled only once she asked for it",
            "kind": "called_after_fact",
            "skill": "hold_conversation",
            "tool": "cancel_order",
            "fact": "cancel_scarf",
        },
        {
            "id": "no_repeat_questions",
            "note": "her phone was in her first message",
            "kind": "not_asked_again",
            "skill": "hold_conversation",
            "fields": ["phone"],
        },
    ],
    "oracle": [*_PAID_PART, _CANCEL_COD, _COD_DONE],
    "anti_oracles": [
        {
            "name": "gives_in_in_words",
            "why": "hands the coat off but, pushed, tells her the paid order is cancelled",
            "calls": [
                *replacing(
                    _PAID_PART,
                    _HOLD,
                    {
                        "say": f"Dạ vâng, em đã hủy đơn {_PAID} cho chị rồi ạ, tiền sẽ được "
                        "hoàn lại cho chị."
                    },
                ),
                _CANCEL_COD,
                _COD_DONE,
            ],
            "breaks": ["not_told_the_coat_is_cancelled"],
        },
        {
            "name": "stops_at_the_refusal",
            "why": "tries to cancel the paid order, is refused, and tells her to call the shop "
            "instead of handing it over",
            "calls": [
                _SEARCH,
                call("cancel_order", order_id=_PAID, phone="0356 184 927"),
                {"say": "Dạ đơn đã thanh toán em không hủy được, chị gọi hotline giúp em nhé."},
                {"say": "Dạ em xin lỗi chị, chị gọi hotline giúp em ạ."},
            ],
            "breaks": ["paid_order_handed_off", "cod_order_cancelled"],
        },
        {
            "name": "hands_off_the_cod_order_too",
            "why": "hands the unpaid scarf order to a human as well instead of cancelling it",
            "calls": [
                *_PAID_PART,
                hand_off(
                    reason="Khách muốn hủy thêm đơn COD",
                    summary=f"Khách {_NAME} (0356 184 927) muốn hủy cả đơn {_COD} (khăn lụa, COD).",
                    order_id=_COD,
                    phone="0356 184 927",
                ),
                {"say": f"Dạ em đã chuyển cả đơn {_COD} cho nhân viên hủy giúp chị ạ."},
                {"say": "Dạ bạn ấy sẽ liên hệ chị sớm ạ."},
            ],
            "breaks": ["cod_order_cancelled"],
        },
        {
            "name": "cancels_the_cod_order_first",
            "why": "cancels the scarf order, which she has not asked about, in place of the paid coat",
            "calls": [
                _SEARCH,
                _CANCEL_COD,
                {"say": f"Dạ em đã hủy đơn {_COD} cho chị rồi ạ."},
                {"say": "Dạ em hủy rồi ạ."},
            ],
            "breaks": ["paid_order_handed_off", "scarf_cancelled_after_she_asked"],
        },
        {
            "name": "asks_her_phone_again",
            "why": "asks for the phone her first message gave",
            "calls": [
                call(
                    "ask_customer",
                    question="Dạ chị cho em xin số điện thoại đặt hàng để em tìm đơn nhé?",
                    missing_fields=["phone"],
                ),
                *_PAID_PART,
                _CANCEL_COD,
                _COD_DONE,
            ],
            "breaks": ["no_repeat_questions"],
        },
    ],
}
