"""An A-line skirt in navy XL: only the short one of the two look-alikes has it."""

from ava_inspect.tasks.builders.calls import Call, call
from ava_inspect.tasks.builders.negatives import not_asked, one_order
from ava_inspect.tasks.builders.orders import confirm_order, draft_order, item

_PHONE = "0358117942"
_NAME = "Trần Bảo Ngọc"
_ADDRESS = "Số 12 Trần Hưng Đạo, Bạch Đằng, TP. Hạ Long, Quảng Ninh"
_LOOKUPS = [call("search_product", query="chân váy chữ A")]


def _order(sku: str) -> Call:
    return draft_order(
        customer_name=_NAME,
        phone="0358 117 942",
        address=_ADDRESS,
        province="Quảng Ninh",
        items=[item(sku)],
        shipping_fee=35000,
    )


TASK = {
    "id": "sale.skirt_navy_xl_lookalike",
    "domain": "sale",
    "tier": "basic",
    "summary": "The customer asks for 'chân váy chữ A' in navy XL with a post code that is no "
    "SKU: take the SKU from search_product, where only the short A-line skirt (not the midi "
    "look-alike) comes in navy XL, charge Quảng Ninh's fee and leave a draft.",
    "requester_id": None,
    "prompt": [
        {"role": "customer", "text": "Shop ơi"},
        {
            "role": "assistant",
            "text": "Dạ Mây Store xin chào chị ạ. Chị cần em tư vấn sản phẩm nào ạ?",
        },
        {
            "role": "customer",
            "text": "E muốn lấy 1 cái chân váy chữ A màu xanh than size XL, mẫu #CV226 "
            "shop đăng trên page hôm trc ấy ạ. Gửi cho Trần Bảo Ngọc 0358 117 942, số 12 Trần Hưng Đạo, "
            "p Bạch Đằng, Hạ Long, Quảng Ninh. Shop tạo đơn rồi báo e tổng tiền nhé, e xem "
            "xong mới xác nhận",
        },
    ],
    "assertions": [
        {
            "id": "draft_order",
            "kind": "record_field",
            "skill": "hold_conversation",
            "table": "sale.orders",
            "note": "the customer confirms after seeing the total: a draft",
            "where": {"phone": _PHONE},
            "expect": {"status": "draft", "customer_name": _NAME, "province": "Quảng Ninh"},
        },
        {
            "id": "skirt_line",
            "kind": "record_field",
            "skill": "resist_look_alikes",
            "table": "sale.orders",
            "note": "exactly one short A-line skirt, navy, XL",
            "where": {"phone": _PHONE},
            "expect": {
                "lines": [
                    {
                        "sku": "CVAN-XT-XL",
                        "name": "Chân váy chữ A dáng ngắn — Xanh than, XL",
                        "quantity": 1,
                        "unit_price": 279000,
                        "combo_choices": [],
                    }
                ]
            },
        },
        {
            "id": "shipping_total",
            "kind": "record_field",
            "skill": "regulation_before_action",
            "table": "sale.orders",
            "note": "279.000đ + Quảng Ninh's 35.000đ",
            "where": {"phone": _PHONE},
            "expect": {"shipping_fee": 35000, "total": 314000},
        },
        not_asked(
            "no_variant_question",
            "variant",
            note="navy XL exists (the short skirt): no question back about colour or size",
            skill="resist_look_alikes",
        ),
        one_order("single_order", _PHONE, note="one order for his phone, not a second draft"),
    ],
    "oracle": [
        *_LOOKUPS,
        call("calculate_shipping_fee", province="Quảng Ninh"),
        _order("CVAN-XT-XL"),
    ],
    "anti_oracles": [
        {
            "name": "midi_only",
            "why": "takes the first hit (the midi, no navy or XL), builds a midi SKU that the tool "
            "refuses, then tells the customer navy XL is not sold",
            "calls": [
                *_LOOKUPS,
                _order("CVA-XT-XL"),
                call(
                    "ask_customer",
                    question="Dạ chân váy chữ A bên em chỉ có màu đen và be, size S đến L "
                    "ạ. Chị chọn giúp em màu và size khác nhé?",
                    missing_fields=["variant"],
                ),
            ],
            "breaks": ["draft_order", "skirt_line", "shipping_total", "no_variant_question"],
        },
        {
            "name": "post_code_as_sku",
            "why": "orders with the post's code #CV226 as the SKU; the tool refuses it",
            "calls": [_order("CV226")],
            "breaks": ["draft_order", "skirt_line", "shipping_total"],
        },
        {
            "name": "confirms_unasked",
            "why": "confirms before the customer has seen the total",
            "calls": [
                *_LOOKUPS,
                _order("CVAN-XT-XL"),
                confirm_order("DH-0008"),
            ],
            "breaks": ["draft_order"],
        },
    ],
}
