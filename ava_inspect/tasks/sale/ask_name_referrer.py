"""The buyer calls herself 'mình' and names only the friend who referred her: ask her name."""

from ava_inspect.tasks.builders.calls import Call, call
from ava_inspect.tasks.builders.negatives import no_record, not_asked
from ava_inspect.tasks.builders.orders import BASE_ORDER_IDS, draft_order, item


def _order(name: str) -> Call:
    return draft_order(
        customer_name=name,
        phone="0916 502 773",
        address="Số 56 Phan Chu Trinh, Hoàn Kiếm, Hà Nội",
        province="Hà Nội",
        items=[item("ALCT-XA-Freesize")],
        shipping_fee=25000,
        note="COD",
    )


_SEARCH = call("search_product", query="áo len cổ tròn")

TASK = {
    "id": "sale.ask_name_referrer",
    "domain": "sale",
    "tier": "basic",
    "summary": "The buyer gives phone and address, calls herself only 'mình' and mentions the "
    "friend who referred her: ask for the recipient's name, neither using the referrer's name "
    "nor ordering under a form of address.",
    "requester_id": None,
    "prompt": [
        {
            "role": "customer",
            "text": "Chào shop, mình được bạn Thu Trang giới thiệu qua đây ạ 😊 Mình lấy 1 áo "
            "len cổ tròn màu xám nhé, giao về số 56 Phan Chu Trinh, Hoàn Kiếm, Hà Nội, sđt "
            "0916 502 773. Ship cod giúp mình nha",
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
            where={"id": {"not_in": BASE_ORDER_IDS}},
            note="no order under the referrer's name, a form of address or an invented name",
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
        _SEARCH,
        call(
            "ask_customer",
            question="Dạ áo len cổ tròn màu xám còn hàng ạ. Bạn cho shop xin họ tên người "
            "nhận để shop lên đơn COD nhé?",
            missing_fields=["name"],
        ),
    ],
    "anti_oracles": [
        {
            "name": "referrer_as_name",
            "why": "takes the friend who referred the buyer, Thu Trang, as the recipient",
            "calls": [_SEARCH, _order("Thu Trang")],
            "breaks": ["asked_name", "no_order"],
        },
        {
            "name": "placeholder_name",
            "why": "orders under a placeholder name and asks nothing",
            "calls": [_SEARCH, _order("Khách giới thiệu")],
            "breaks": ["asked_name", "no_order"],
        },
    ],
}
