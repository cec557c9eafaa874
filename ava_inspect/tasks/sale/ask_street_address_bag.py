"""Only the province is given for delivery: ask for the street address, never order to a province."""

from ava_inspect.tasks.builders.calls import call
from ava_inspect.tasks.builders.negatives import no_record, not_asked
from ava_inspect.tasks.builders.orders import BASE_ORDER_IDS, draft_order, item

TASK = {
    "id": "sale.ask_street_address_bag",
    "domain": "sale",
    "tier": "basic",
    "summary": "The customer gives name and phone but only 'giao về Bắc Ninh' as the address: ask "
    "for the full delivery address and create no order addressed to a bare province.",
    "requester_id": None,
    "prompt": [
        {"role": "customer", "text": "shop ơi túi xách công sở da PU màu be còn ko ạ"},
        {
            "role": "assistant",
            "text": "Dạ Túi xách công sở da PU màu be còn hàng ạ, giá 459.000đ, đựng vừa laptop "
            "14 inch. Chị muốn lấy mấy chiếc ạ?",
        },
        {
            "role": "customer",
            "text": "lấy 1 cái e nhé. tên Ngô Bảo Ngọc, sdt 0346 118 952, giao về Bắc Ninh nha",
        },
    ],
    "assertions": [
        {
            "id": "asked_address",
            "note": "a question to the customer asks for the full delivery address",
            "kind": "record_exists",
            "skill": "hold_conversation",
            "table": "sale.questions",
            "where": {"missing_fields": {"contains": "address"}},
        },
        no_record(
            "no_order",
            table="sale.orders",
            where={"id": {"not_in": BASE_ORDER_IDS}},
            note="a province is not a delivery address: no order until the address is given",
        ),
        not_asked(
            "no_name_question",
            "name",
            note="the name was given: do not ask for it",
            skill="hold_conversation",
        ),
        not_asked(
            "no_phone_question",
            "phone",
            note="the phone was given: do not ask for it",
            skill="hold_conversation",
        ),
    ],
    "oracle": [
        call("search_product", query="túi xách công sở"),
        call(
            "ask_customer",
            question="Dạ chị cho em xin địa chỉ nhận hàng cụ thể ở Bắc Ninh (số nhà, "
            "đường, phường/xã, huyện) để em lên đơn nhé?",
            missing_fields=["address"],
        ),
    ],
    "anti_oracles": [
        {
            "name": "province_as_address",
            "why": "orders with the bare province 'Bắc Ninh' as the delivery address",
            "calls": [
                call("search_product", query="túi xách công sở"),
                call("calculate_shipping_fee", province="Bắc Ninh"),
                draft_order(
                    customer_name="Ngô Bảo Ngọc",
                    phone="0346 118 952",
                    address="Bắc Ninh",
                    province="Bắc Ninh",
                    items=[item("TXCS-BE")],
                    shipping_fee=30000,
                ),
            ],
            "breaks": ["asked_address", "no_order"],
        },
        {
            "name": "asks_everything",
            "why": "sends a stock form asking again for name, phone and address",
            "calls": [
                call("search_product", query="túi xách công sở"),
                call(
                    "ask_customer",
                    question="Chị cho em xin họ tên, số điện thoại và địa chỉ nhận hàng ạ.",
                    missing_fields=["name", "phone", "address"],
                ),
            ],
            "breaks": ["no_name_question", "no_phone_question"],
        },
    ],
}
