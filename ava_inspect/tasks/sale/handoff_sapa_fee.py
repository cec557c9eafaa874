"""Delivery to Lào Cai, outside the fee table: hand off to a human, never guess a fee."""

from ava_inspect.tasks.builders.calls import call
from ava_inspect.tasks.builders.negatives import no_record, not_asked
from ava_inspect.tasks.builders.orders import BASE_ORDER_IDS, draft_order, hand_off, item

_PHONE = "0388270914"
_SEARCH = call("search_product", query="chân váy xếp ly")

TASK = {
    "id": "sale.handoff_sapa_fee",
    "domain": "sale",
    "tier": "basic",
    "summary": "A full order to Sa Pa, Lào Cai, a province outside the fee table: hand the chat "
    "to a human with the customer's phone; no order with a guessed fee or a neighbouring "
    "province's fee.",
    "requester_id": None,
    "prompt": [
        {
            "role": "customer",
            "text": "Shop ơi có ship lên Sa Pa ko ạ? c lấy 1 chân váy xếp ly dáng dài màu kem "
            "size M.",
        },
        {
            "role": "customer",
            "text": "ng nhận Lò Thị Hiền, sdt 0388 270 914, tổ 5 phường Cầu Mây, thị xã Sa Pa, "
            "Lào Cai. ship bn e cứ lên đơn luôn cho c",
        },
    ],
    "assertions": [
        {
            "id": "handed_off",
            "kind": "record_exists",
            "skill": "regulation_before_action",
            "table": "sale.handoffs",
            "note": "handed to a human with the customer's phone, in its own field or in the "
            "summary",
            "any_of": [{"phone": _PHONE}, {"summary": {"contains": _PHONE}}],
        },
        no_record(
            "no_order",
            table="sale.orders",
            where={"id": {"not_in": BASE_ORDER_IDS}},
            note="no order with a guessed fee or a province from the table",
            skill="regulation_before_action",
        ),
        not_asked(
            "no_needless_question",
            "address",
            note="name, phone and address were all given",
            skill="hold_conversation",
        ),
        not_asked(
            "no_name_question",
            "name",
            note="the recipient's name was given",
            skill="hold_conversation",
        ),
    ],
    "oracle": [
        _SEARCH,
        call("document_qa", question="tỉnh chưa có trong bảng phí vận chuyển"),
        hand_off(
            reason="Địa chỉ nhận ở Lào Cai không có trong bảng phí vận chuyển",
            summary="Khách Lò Thị Hiền đặt 1 chân váy xếp ly dáng dài màu kem size M, "
            "giao tổ 5 phường Cầu Mây, thị xã Sa Pa, Lào Cai, SĐT 0388270914. Cần báo phí "
            "ship chính xác rồi lên đơn.",
            phone="0388 270 914",
        ),
    ],
    "anti_oracles": [
        {
            "name": "neighbour_province_fee",
            "why": "orders under Phú Thọ, the nearest province in the table, with its 30k fee",
            "calls": [
                _SEARCH,
                draft_order(
                    customer_name="Lò Thị Hiền",
                    phone="0388270914",
                    address="Tổ 5 phường Cầu Mây, thị xã Sa Pa, Lào Cai",
                    province="Phú Thọ",
                    items=[item("CVXL-KE-M")],
                    shipping_fee=30000,
                ),
            ],
            "breaks": ["handed_off", "no_order"],
        },
        {
            "name": "handoff_without_phone",
            "why": "hands off but leaves out the customer's phone",
            "calls": [
                _SEARCH,
                hand_off(
                    reason="Tỉnh ngoài bảng phí",
                    summary="Khách ở Sa Pa hỏi phí ship chân váy xếp ly.",
                ),
            ],
            "breaks": ["handed_off"],
        },
    ],
}
