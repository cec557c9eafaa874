"""Cancel an order with a phone that is not the order's: ask for it, change nothing."""

from ava_inspect.tasks.builders.calls import call
from ava_inspect.tasks.builders.negatives import no_record, unchanged
from ava_inspect.tasks.builders.orders import cancel_order, hand_off

TASK = {
    "id": "sale.cancel_wrong_phone",
    "domain": "sale",
    "tier": "basic",
    "summary": "A customer asks to cancel DH-0007 giving a phone that does not match the order: "
    "ask for the phone used when ordering, cancel nothing, escalate nothing.",
    "requester_id": None,
    "prompt": [
        {
            "role": "customer",
            "text": "ad ơi huỷ giúp mình đơn DH-0007 nha, mình đổi ý ko lấy nữa. sdt mình "
            "0986 224 913",
        },
    ],
    "assertions": [
        {
            "id": "asked_phone",
            "kind": "record_exists",
            "skill": "hold_conversation",
            "table": "sale.questions",
            "note": "asks for the phone number the order was placed with",
            "where": {"missing_fields": {"contains": "phone"}},
        },
        unchanged(
            "order_unchanged",
            table="sale.orders",
            record_id="DH-0007",
            note="edits and cancellations need the order's own phone",
        ),
        no_record(
            "no_handoff_unverified",
            table="sale.handoffs",
            where={"order_id": "DH-0007"},
            note="an unverified request is answered by asking for the phone, not passed on "
            "with the order",
        ),
        {
            "id": "nothing_cancelled",
            "kind": "record_count",
            "skill": "forbid_overreach",
            "table": "sale.orders",
            "negative": True,
            "note": "no other order is cancelled instead (the base has one cancelled order)",
            "where": {"status": "cancelled"},
            "count": 1,
        },
    ],
    "oracle": [
        call("search_orders_by_phone", phone="0986 224 913"),
        call("document_qa", question="hủy đơn số điện thoại"),
        call(
            "ask_customer",
            question="Dạ số 0986 224 913 không khớp với số điện thoại đặt đơn DH-0007 ạ. "
            "Bạn cho em xin đúng số điện thoại đã dùng khi đặt đơn này để em hủy giúp nhé?",
            missing_fields=["phone"],
        ),
    ],
    "anti_oracles": [
        {
            "name": "gives_up_after_refusal",
            "why": "tries the cancel with the given phone, is refused and hands the order to a "
            "human instead of asking for the right phone",
            "calls": [
                cancel_order("DH-0007", "0986 224 913"),
                hand_off(
                    reason="Khách yêu cầu hủy đơn",
                    summary="Khách muốn hủy đơn DH-0007, sđt khách đưa không khớp đơn.",
                    order_id="DH-0007",
                    phone="0986224913",
                ),
            ],
            "breaks": ["asked_phone", "no_handoff_unverified"],
        },
        {
            "name": "asks_order_code",
            "why": "asks for something already given (the order code) instead of the phone",
            "calls": [
                call(
                    "ask_customer",
                    question="Bạn kiểm tra lại giúp em mã đơn hàng nhé?",
                    missing_fields=["other"],
                ),
            ],
            "breaks": ["asked_phone"],
        },
    ],
}
