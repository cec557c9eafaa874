"""The dress-and-tote combo, colours in everyday words, left as a draft the customer reviews."""

from ava_inspect.tasks.builders.calls import Call, call
from ava_inspect.tasks.builders.negatives import one_order
from ava_inspect.tasks.builders.orders import confirm_order, draft_order, item

_PHONE = "0869402115"
_NAME = "Đỗ Thu Hà"
_CHOICES = ["DSCV-DD-M", "TOTE-DE"]

_LOOKUPS = [
    call("search_product", query="combo đầm suông"),
    call("search_product", query="đầm suông cổ vuông"),
    call("search_product", query="túi tote canvas"),
]


def _order(shipping_fee: int) -> Call:
    return draft_order(
        customer_name=_NAME,
        phone="0869 402 115",
        address="Số 88 Lê Lợi, Máy Tơ, Ngô Quyền, Hải Phòng",
        province="Hải Phòng",
        items=[item("COMBO-DAM-TOTE", choices=_CHOICES)],
        shipping_fee=shipping_fee,
    )


TASK = {
    "id": "sale.combo_dress_tote_colours",
    "domain": "sale",
    "tier": "basic",
    "summary": "Draft the dress-and-tote combo with one SKU per component from everyday colour "
    "words ('đỏ rượu vang' is Đỏ đô), Hải Phòng's fee since 549.000đ is under the free-shipping "
    "threshold, and leave it as a draft for the customer to review.",
    "requester_id": None,
    "prompt": [
        {
            "role": "customer",
            "text": "e ơi c lấy combo đầm suông + túi tote nhé. Đầm màu đỏ rượu vang size M, túi "
            "màu đen. Gửi về Đỗ Thu Hà 0869 402 115, số 88 Lê Lợi, Máy Tơ, Ngô Quyền, Hải "
            "Phòng. E lên đơn trước đi, tối c xem lại r mới chốt nha",
        },
    ],
    "assertions": [
        {
            "id": "draft_order",
            "kind": "record_field",
            "skill": "hold_conversation",
            "table": "sale.orders",
            "note": "the customer reviews tonight: the order stays a draft",
            "where": {"phone": _PHONE},
            "expect": {"status": "draft", "customer_name": _NAME, "province": "Hải Phòng"},
        },
        {
            "id": "combo_choices",
            "kind": "record_field",
            "skill": "bridge_tables",
            "table": "sale.orders",
            "note": "burgundy square-neck dress M and the black canvas tote",
            "where": {"phone": _PHONE},
            "expect": {
                "lines.0.sku": "COMBO-DAM-TOTE",
                "lines.0.quantity": 1,
                "lines.0.combo_choices": _CHOICES,
            },
        },
        {
            "id": "shipping_total",
            "kind": "record_field",
            "skill": "regulation_before_action",
            "table": "sale.orders",
            "note": "549.000đ < 700.000đ: Hải Phòng's 30.000đ fee applies",
            "where": {"phone": _PHONE},
            "expect": {"subtotal": 549000, "shipping_fee": 30000, "total": 579000},
        },
        one_order("single_order", _PHONE, note="one order for her phone, not a second draft"),
    ],
    "oracle": [
        *_LOOKUPS,
        call("calculate_shipping_fee", province="Hải Phòng"),
        _order(30000),
    ],
    "anti_oracles": [
        {
            "name": "free_shipping_combo",
            "why": "ships the combo free although 549.000đ is under 700.000đ",
            "calls": [*_LOOKUPS, _order(0)],
            "breaks": ["shipping_total"],
        },
        {
            "name": "confirms_unasked",
            "why": "confirms the order although the customer wants to review it first",
            "calls": [
                *_LOOKUPS,
                _order(30000),
                confirm_order("DH-0008"),
            ],
            "breaks": ["draft_order"],
        },
    ],
}
