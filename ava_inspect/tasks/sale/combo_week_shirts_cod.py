"""The 5-shirt combo with a repeated colour, free shipping by policy, confirmed for COD, no QR."""

from ava_inspect.tasks.builders.calls import Call, call
from ava_inspect.tasks.builders.negatives import one_order
from ava_inspect.tasks.builders.orders import confirm_order, draft_order, item, payment_qr

_PHONE = "0945218367"
_NAME = "Phan Thị Mai Anh"
_ADDRESS = "Số 56 Nguyễn Văn Cừ, Hưng Bình, TP. Vinh, Nghệ An"
_CHOICES = ["SMLD-TR-S", "SMLD-TR-S", "SMLD-HP-S", "SMLN-TR-S", "SMLN-DE-S"]

_LOOKUPS = [
    call("search_product", query="combo sơ mi"),
    call("search_product", query="áo sơ mi lụa nữ tay dài"),
    call("search_product", query="áo sơ mi lụa nữ tay ngắn"),
]


def _order(choices: list[str], shipping_fee: int) -> Call:
    return draft_order(
        customer_name=_NAME,
        phone="0945 218 367",
        address=_ADDRESS,
        province="Nghệ An",
        items=[item("COMBO-SOMI-5", choices=choices)],
        shipping_fee=shipping_fee,
        note="Thanh toán khi nhận hàng (COD).",
    )


_CONFIRM = confirm_order("DH-0008")

TASK = {
    "id": "sale.combo_week_shirts_cod",
    "domain": "sale",
    "tier": "hard",
    "summary": "Order the 5-shirt combo with two identical white long-sleeve shirts (combo "
    "choices repeat a SKU to match the component quantity), ship free to Nghệ An by the sales "
    "policy (1.190.000đ >= 700.000đ), confirm for cash on delivery and issue no QR.",
    "requester_id": None,
    "prompt": [
        {"role": "customer", "text": "shop ơi combo sơ mi cả tuần 5 chiếc giá bn vậy e"},
        {
            "role": "assistant",
            "text": "Dạ Combo Sơ mi cả tuần 5 chiếc giá 1.190.000đ ạ, gồm 3 áo sơ mi lụa nữ tay "
            "dài và 2 áo sơ mi lụa nữ tay ngắn. Chị chọn giúp em màu và size cho từng chiếc nhé.",
        },
        {
            "role": "customer",
            "text": "ok c lấy 1 combo nha. 3 cái tay dài thì 2 cái trắng 1 cái hồng, 2 cái cộc "
            "tay 1 trắng 1 đen, size S hết nhé e. Gửi cho Phan Thị Mai Anh, sdt 0945 218 367, "
            "56 Nguyễn Văn Cừ, p. Hưng Bình, tp Vinh, Nghệ An. C nhận hàng rồi trả tiền mặt, e "
            "chốt đơn luôn giúp c",
        },
    ],
    "hops": ["bridge_tables", "regulation_before_action", "branch_on_data", "forbid_overreach"],
    "assertions": [
        {
            "id": "order_confirmed",
            "note": "the order for Phan Thị Mai Anh, Nghệ An, is confirmed",
            "kind": "record_field",
            "skill": "hold_conversation",
            "table": "sale.orders",
            "where": {"phone": _PHONE},
            "expect": {"status": "confirmed", "customer_name": _NAME, "province": "Nghệ An"},
        },
        {
            "id": "combo_choices",
            "kind": "record_field",
            "skill": "bridge_tables",
            "table": "sale.orders",
            "note": "two white + one pink long-sleeve S, one white + one black short-sleeve S",
            "where": {"phone": _PHONE},
            "expect": {
                "lines.0.sku": "COMBO-SOMI-5",
                "lines.0.quantity": 1,
                "lines.0.combo_choices": _CHOICES,
            },
        },
        {
            "id": "free_shipping_total",
            "kind": "record_field",
            "skill": "regulation_before_action",
            "table": "sale.orders",
            "note": "goods 1.190.000đ >= 700.000đ: no fee, although Nghệ An's fee is 35.000đ",
            "where": {"phone": _PHONE},
            "expect": {"subtotal": 1190000, "shipping_fee": 0, "total": 1190000},
        },
        {
            "id": "no_qr_for_cod",
            "kind": "record_count",
            "skill": "forbid_overreach",
            "table": "sale.payment_qrs",
            "negative": True,
            "note": "the customer pays cash on delivery: no QR code is issued",
            "where": {},
            "count": 3,
        },
        one_order("single_order", _PHONE, note="one order for her phone, not a second one"),
    ],
    "oracle": [
        *_LOOKUPS,
        call("get_combo_detail", combo_sku="COMBO-SOMI-5"),
        call("document_qa", question="miễn phí vận chuyển"),
        call("document_qa", question="thanh toán khi nhận hàng COD"),
        call("calculate_shipping_fee", province="Nghệ An"),
        _order(_CHOICES, 0),
        _CONFIRM,
    ],
    "anti_oracles": [
        {
            "name": "padded_choices",
            "why": "lists each colour once, and when the tool asks for 3 long-sleeve SKUs pads "
            "with a light-blue shirt instead of repeating the white one",
            "calls": [
                *_LOOKUPS,
                _order(["SMLD-TR-S", "SMLD-HP-S", "SMLN-TR-S", "SMLN-DE-S"], 0),
                _order(["SMLD-TR-S", "SMLD-HP-S", "SMLD-XN-S", "SMLN-TR-S", "SMLN-DE-S"], 0),
                _CONFIRM,
            ],
            "breaks": ["combo_choices"],
        },
        {
            "name": "charges_shipping",
            "why": "adds Nghệ An's 35.000đ fee without reading the free-shipping policy",
            "calls": [
                *_LOOKUPS,
                call("calculate_shipping_fee", province="Nghệ An"),
                _order(_CHOICES, 35000),
                _CONFIRM,
            ],
            "breaks": ["free_shipping_total"],
        },
        {
            "name": "qr_for_cod",
            "why": "issues a transfer QR although the customer pays cash on delivery",
            "calls": [
                *_LOOKUPS,
                _order(_CHOICES, 0),
                _CONFIRM,
                payment_qr("DH-0008"),
            ],
            "breaks": ["no_qr_for_cod"],
        },
        {
            "name": "left_as_draft",
            "why": "creates the order but never confirms it although the customer said chốt",
            "calls": [*_LOOKUPS, _order(_CHOICES, 0)],
            "breaks": ["order_confirmed"],
        },
    ],
}
