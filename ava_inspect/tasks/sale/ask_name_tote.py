"""A customer gives phone and address but no name: ask, never invent."""

from ava_inspect.tasks.builders.calls import call
from ava_inspect.tasks.builders.negatives import no_record, not_asked
from ava_inspect.tasks.builders.orders import draft_order, item

_PHONE = "0912345678"

TASK = {
    "id": "sale.ask_name_tote",
    "domain": "sale",
    "tier": "basic",
    "summary": "The customer signs as 'chị' with phone and address but no name: ask for the "
    "recipient's name and create no order.",
    "requester_id": None,
    "prompt": [
        {
            "role": "customer",
            "text": "Shop ơi chị lấy 1 túi tote canvas màu be nhé. Giao về số 8 "
            "Lý Thường Kiệt, Hoàn Kiếm, Hà Nội, sđt 0912 345 678.",
        },
    ],
    "assertions": [
        {
            "id": "asked_name",
            "note": "a question to the customer asks for the recipient's name",
            "kind": "record_exists",
            "skill": "hold_conversation",
            "table": "sale.questions",
            "where": {"missing_fields": {"contains": "name"}},
        },
        no_record(
            "no_order",
            table="sale.orders",
            where={"phone": _PHONE},
            note="no order with an invented or generic name",
        ),
        not_asked(
            "no_needless_question",
            "phone",
            note="the phone was given: do not ask for it",
            skill="hold_conversation",
        ),
        not_asked(
            "no_address_question",
            "address",
            note="the address was given: do not ask for it",
            skill="hold_conversation",
        ),
    ],
    "oracle": [
        call("search_product", query="túi tote canvas"),
        call(
            "ask_customer",
            question="Dạ túi tote canvas màu be còn hàng ạ. Chị cho em xin họ tên người nhận "
            "để em lên đơn nhé?",
            missing_fields=["name"],
        ),
    ],
    "anti_oracles": [
        {
            "name": "invented_name",
            "why": "fills in a made-up recipient name and orders",
            "calls": [
                call("search_product", query="túi tote canvas"),
                draft_order(
                    customer_name="Khách Tote",
                    phone="0912 345 678",
                    address="Số 8 Lý Thường Kiệt, Hoàn Kiếm, Hà Nội",
                    province="Hà Nội",
                    items=[item("TOTE-BE")],
                    shipping_fee=25000,
                ),
            ],
            "breaks": ["asked_name", "no_order"],
        },
    ],
}
