"""A size change on a draft quoted by its DRAFT- code: edit that draft, keep the other line."""

from typing import Any

from ava_inspect.tasks.builders.calls import Call, call
from ava_inspect.tasks.builders.orders import confirm_order, draft_order, item, one_each

_PHONE = "0387640291"
_SHIRT = {
    "sku": "ATCT-TR-M",
    "name": "Áo thun cổ tròn cotton basic — Trắng, M",
    "quantity": 1,
    "unit_price": 159000,
    "combo_choices": [],
}
_TROUSERS_27 = {
    "sku": "QTOS-DE-27",
    "name": "Quần tây nữ ống suông — Đen, 27",
    "quantity": 1,
    "unit_price": 369000,
    "combo_choices": [],
}
_TROUSERS_28 = {**_TROUSERS_27, "sku": "QTOS-DE-28", "name": "Quần tây nữ ống suông — Đen, 28"}

_LOOKUPS = [
    call("search_orders_by_phone", phone="0387 640 291"),
    call("search_product", query="quần tây ống suông"),
]


def _update(items: list[dict[str, Any]]) -> Call:
    return call("update_draft_order", order_id="DH-0050", items=items)


_BOTH = one_each("QTOS-DE-28", "ATCT-TR-M")

TASK = {
    "id": "sale.draft_code_change_size",
    "domain": "sale",
    "tier": "basic",
    "summary": "The customer quotes her draft by its DRAFT- code and changes the trousers from "
    "size 27 to 28: find the real order id by phone, replace the items keeping the T-shirt, and "
    "leave the order a draft for her to review.",
    "requester_id": None,
    "prompt": [
        {
            "role": "customer",
            "text": "Cho c đặt 1 quần tây ống suông đen size 27 vs 1 áo thun cổ tròn trắng size M. "
            "Ngô Thanh Tâm, 0387 640 291, số 5 ngõ 120 Trường Chinh, Phương Mai, Đống Đa, Hà Nội",
        },
        {
            "role": "assistant",
            "text": "Dạ em gửi chị đơn nháp ạ:\n"
            "- Quần tây nữ ống suông — Đen, 27: 369.000đ\n"
            "- Áo thun cổ tròn cotton basic — Trắng, M: 159.000đ\n"
            "- Phí vận chuyển Hà Nội: 25.000đ\n"
            "Tổng cộng: 553.000đ. Mã đơn nháp: DRAFT-3DB7CD.\n"
            "Chị xem giúp em thông tin đã đúng chưa ạ?",
        },
        {
            "role": "customer",
            "text": "à e ơi quần đổi sang size 28 giúp c nha, 27 sợ chật. áo giữ nguyên. đơn "
            "DRAFT-3DB7CD ấy. sửa xong e gửi lại c xem rồi c chốt sau",
        },
    ],
    "seed": {
        "sale.orders": [
            {
                "id": "DH-0050",
                "draft_code": "DRAFT-3DB7CD",
                "status": "draft",
                "customer_name": "Ngô Thanh Tâm",
                "phone": _PHONE,
                "address": "Số 5 ngõ 120 Trường Chinh, Phương Mai, Đống Đa, Hà Nội",
                "province": "Hà Nội",
                "lines": [_TROUSERS_27, _SHIRT],
                "subtotal": 528000,
                "shipping_fee": 25000,
                "total": 553000,
            }
        ]
    },
    "assertions": [
        {
            "id": "size_28_added",
            "note": "draft DH-0050 now carries the black trousers in size 28 at 369.000đ",
            "kind": "record_field",
            "skill": "bridge_tables",
            "table": "sale.orders",
            "where": {"id": "DH-0050"},
            "expect": {"lines": {"contains": _TROUSERS_28}},
        },
        {
            "id": "size_27_gone",
            "kind": "record_field",
            "skill": "bridge_tables",
            "table": "sale.orders",
            "note": "the size is changed, not a second pair added",
            "where": {"id": "DH-0050"},
            "expect": {"lines": {"not_contains": _TROUSERS_27}},
        },
        {
            "id": "tshirt_kept",
            "kind": "record_field",
            "skill": "forbid_overreach",
            "table": "sale.orders",
            "negative": True,
            "note": "'áo giữ nguyên': the white T-shirt M stays on the order",
            "where": {"id": "DH-0050"},
            "expect": {"lines": {"contains": _SHIRT}},
        },
        {
            "id": "totals_kept",
            "kind": "record_field",
            "skill": "forbid_overreach",
            "table": "sale.orders",
            "negative": True,
            "note": "same prices and Hà Nội fee, no extra line: 528.000đ + 25.000đ",
            "where": {"id": "DH-0050"},
            "expect": {"subtotal": 528000, "shipping_fee": 25000, "total": 553000},
        },
        {
            "id": "still_draft",
            "kind": "record_field",
            "skill": "hold_conversation",
            "table": "sale.orders",
            "negative": True,
            "note": "the customer reviews before confirming",
            "where": {"id": "DH-0050"},
            "expect": {"status": "draft"},
        },
        {
            "id": "single_order",
            "kind": "record_count",
            "skill": "forbid_overreach",
            "table": "sale.orders",
            "negative": True,
            "note": "the draft is edited, not re-created",
            "where": {"phone": _PHONE},
            "count": 1,
        },
    ],
    "oracle": [
        *_LOOKUPS,
        call("search_product", query="áo thun cổ tròn"),
        _update(_BOTH),
    ],
    "anti_oracles": [
        {
            "name": "drops_tshirt",
            "why": "passes only the changed trousers as items, which replaces every line",
            "calls": [*_LOOKUPS, _update([item("QTOS-DE-28")])],
            "breaks": ["tshirt_kept", "totals_kept"],
        },
        {
            "name": "new_order",
            "why": "the DRAFT- code is refused, so it places a fresh order with size 28",
            "calls": [
                call("update_draft_order", order_id="DRAFT-3DB7CD", items=_BOTH),
                *_LOOKUPS[1:],
                call("search_product", query="áo thun cổ tròn"),
                draft_order(
                    customer_name="Ngô Thanh Tâm",
                    phone="0387640291",
                    address="Số 5 ngõ 120 Trường Chinh, Phương Mai, Đống Đa, Hà Nội",
                    province="Hà Nội",
                    items=_BOTH,
                    shipping_fee=25000,
                ),
            ],
            "breaks": ["size_28_added", "size_27_gone", "single_order"],
        },
        {
            "name": "confirms_unasked",
            "why": "edits the draft and confirms it although the customer wants to review first",
            "calls": [
                *_LOOKUPS,
                call("search_product", query="áo thun cổ tròn"),
                _update(_BOTH),
                confirm_order("DH-0050"),
            ],
            "breaks": ["still_draft"],
        },
    ],
}
