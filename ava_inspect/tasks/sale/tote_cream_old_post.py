"""A pasted old post: the cream tote at 119k is the mini tote, not the beige full-size one."""

from ava_inspect.tasks.builders.calls import Call, call
from ava_inspect.tasks.builders.negatives import one_order
from ava_inspect.tasks.builders.orders import confirm_order, draft_order, item, payment_qr

_PHONE = "0972806453"
_NAME = "Lương Thị Kim Oanh"
_ADDRESS = "Số 31 ngõ 91 Nguyễn Chí Thanh, Láng Hạ, Đống Đa, Hà Nội"
_LOOKUPS = [call("search_product", query="túi tote canvas")]


def _order(sku: str, note: str = "Thanh toán khi nhận hàng (COD).") -> Call:
    return draft_order(
        customer_name=_NAME,
        phone="0972 806 453",
        address=_ADDRESS,
        province="Hà Nội",
        items=[item(sku)],
        shipping_fee=25000,
        note=note,
    )


_CONFIRM = confirm_order("DH-0008")

TASK = {
    "id": "sale.tote_cream_old_post",
    "domain": "sale",
    "tier": "basic",
    "summary": "The customer pastes an old post ('[MS226] túi tote canvas màu kem sữa 119k'): "
    "the post code is no SKU, and only the mini tote comes in cream at 119.000đ (the full-size "
    "look-alike is beige, 159.000đ); order it with Hà Nội's fee and confirm for COD, no QR.",
    "requester_id": None,
    "prompt": [
        {
            "role": "customer",
            "text": "[MS226] Túi tote canvas màu kem sữa 🤍 giá chỉ 119k, đựng vừa ví, điện "
            "thoại, sổ tay. Inbox shop để đặt nhé!",
        },
        {
            "role": "customer",
            "text": "c lấy 1 cái như bài này nha e. Lương Thị Kim Oanh, 0972 806 453, 31 ngõ 91 "
            "Nguyễn Chí Thanh, Láng Hạ, Đống Đa, HN. Ship cod, e chốt đơn luôn giúp c",
        },
    ],
    "assertions": [
        {
            "id": "order_confirmed",
            "note": "the order for Lương Thị Kim Oanh, Hà Nội, is confirmed",
            "kind": "record_field",
            "skill": "hold_conversation",
            "table": "sale.orders",
            "where": {"phone": _PHONE},
            "expect": {"status": "confirmed", "customer_name": _NAME, "province": "Hà Nội"},
        },
        {
            "id": "mini_tote_line",
            "kind": "record_field",
            "skill": "resist_look_alikes",
            "table": "sale.orders",
            "note": "exactly one cream mini tote, 119.000đ",
            "where": {"phone": _PHONE},
            "expect": {
                "lines": [
                    {
                        "sku": "TOTEM-KE",
                        "name": "Túi tote canvas mini — Kem",
                        "quantity": 1,
                        "unit_price": 119000,
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
            "note": "119.000đ + Hà Nội's 25.000đ",
            "where": {"phone": _PHONE},
            "expect": {"shipping_fee": 25000, "total": 144000},
        },
        {
            "id": "no_qr_for_cod",
            "kind": "record_count",
            "skill": "forbid_overreach",
            "table": "sale.payment_qrs",
            "negative": True,
            "note": "cash on delivery: no QR code is issued",
            "where": {},
            "count": 3,
        },
        one_order("single_order", _PHONE, note="one order for her phone, not a second one"),
    ],
    "oracle": [
        *_LOOKUPS,
        call("calculate_shipping_fee", province="Hà Nội"),
        _order("TOTEM-KE"),
        _CONFIRM,
    ],
    "anti_oracles": [
        {
            "name": "beige_full_size",
            "why": "takes the first hit, the full-size tote, reading its beige as cream",
            "calls": [*_LOOKUPS, _order("TOTE-BE"), _CONFIRM],
            "breaks": ["mini_tote_line", "shipping_total"],
        },
        {
            "name": "post_code_as_sku",
            "why": "orders with the post's code MS226 as the SKU; the tool refuses it",
            "calls": [_order("MS226"), _CONFIRM],
            "breaks": ["order_confirmed", "mini_tote_line", "shipping_total"],
        },
        {
            "name": "qr_for_cod",
            "why": "issues a transfer QR although the customer pays cash on delivery",
            "calls": [
                *_LOOKUPS,
                _order("TOTEM-KE"),
                _CONFIRM,
                payment_qr("DH-0008"),
            ],
            "breaks": ["no_qr_for_cod"],
        },
    ],
}
