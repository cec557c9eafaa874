"""The customer accepts a draft shown by its DRAFT- code: confirm the real order id, then QR."""

from ava_inspect.tasks.builders.calls import call
from ava_inspect.tasks.builders.orders import confirm_order, draft_order, one_each, payment_qr

_PHONE = "0962573184"
_LINES = [
    {
        "sku": "CVBC-DE-M",
        "name": "Chân váy bút chì xẻ sau — Đen, M",
        "quantity": 1,
        "unit_price": 299000,
        "combo_choices": [],
    },
    {
        "sku": "SMLN-TR-M",
        "name": "Áo sơ mi lụa nữ tay ngắn — Trắng, M",
        "quantity": 1,
        "unit_price": 259000,
        "combo_choices": [],
    },
]

TASK = {
    "id": "sale.draft_code_confirm_qr",
    "domain": "sale",
    "tier": "basic",
    "summary": "The chat showed only the draft's DRAFT- code: find the real order id by the "
    "customer's phone, confirm that draft and issue its QR for 588.000đ, without a second order.",
    "requester_id": None,
    "prompt": [
        {
            "role": "customer",
            "text": "Shop ơi c lấy 1 chân váy bút chì màu đen size M với 1 áo sơ mi lụa cộc tay "
            "trắng size M nhé. Giao cho Bùi Khánh Vy, 0962 573 184, số 14 Lý Thái Tổ, Suối Hoa, "
            "tp Bắc Ninh",
        },
        {
            "role": "assistant",
            "text": "Dạ em đã tạo đơn nháp cho chị ạ:\n"
            "- Chân váy bút chì xẻ sau — Đen, M: 299.000đ\n"
            "- Áo sơ mi lụa nữ tay ngắn — Trắng, M: 259.000đ\n"
            "- Phí vận chuyển Bắc Ninh: 30.000đ\n"
            "Tổng cộng: 588.000đ\n"
            "Mã đơn nháp: DRAFT-3DB7CD. Người nhận: Bùi Khánh Vy, 0962 573 184, số 14 Lý Thái "
            "Tổ, Suối Hoa, TP. Bắc Ninh. Chị kiểm tra giúp em, đúng rồi thì chị báo em chốt đơn "
            "nhé.",
        },
        {"role": "customer", "text": "ok chốt đơn, gửi mã QR cho c"},
    ],
    "seed": {
        "sale.orders": [
            {
                "id": "DH-0050",
                "draft_code": "DRAFT-3DB7CD",
                "status": "draft",
                "customer_name": "Bùi Khánh Vy",
                "phone": _PHONE,
                "address": "Số 14 Lý Thái Tổ, Suối Hoa, TP. Bắc Ninh, Bắc Ninh",
                "province": "Bắc Ninh",
                "lines": _LINES,
                "subtotal": 558000,
                "shipping_fee": 30000,
                "total": 588000,
            }
        ]
    },
    "assertions": [
        {
            "id": "order_confirmed",
            "kind": "record_field",
            "skill": "bridge_tables",
            "table": "sale.orders",
            "note": "the seeded draft itself is confirmed",
            "where": {"id": "DH-0050"},
            "expect": {"status": "confirmed", "total": 588000},
        },
        {
            "id": "qr_amount",
            "note": "a QR for draft DH-0050 (the real id behind the DRAFT- code) for 588.000đ",
            "kind": "record_exists",
            "skill": "bridge_tables",
            "table": "sale.payment_qrs",
            "where": {"order_id": "DH-0050", "amount": 588000},
        },
        {
            "id": "lines_untouched",
            "kind": "record_field",
            "skill": "forbid_overreach",
            "table": "sale.orders",
            "negative": True,
            "note": "the customer accepted the draft as shown: same goods, same fee",
            "where": {"id": "DH-0050"},
            "expect": {"lines": _LINES, "shipping_fee": 30000},
        },
        {
            "id": "single_order",
            "kind": "record_count",
            "skill": "forbid_overreach",
            "table": "sale.orders",
            "negative": True,
            "note": "no second order re-created for the same purchase",
            "where": {"phone": _PHONE},
            "count": 1,
        },
    ],
    "oracle": [
        call("search_orders_by_phone", phone="0962 573 184"),
        confirm_order("DH-0050"),
        payment_qr("DH-0050"),
    ],
    "anti_oracles": [
        {
            "name": "draft_code_only",
            "why": "confirms and asks for the QR with the DRAFT- code from the chat; both refused",
            "calls": [
                confirm_order("DRAFT-3DB7CD"),
                payment_qr("DRAFT-3DB7CD"),
            ],
            "breaks": ["order_confirmed", "qr_amount"],
        },
        {
            "name": "recreates_order",
            "why": "after the DRAFT- code is refused, places the same order again and pays that",
            "calls": [
                confirm_order("DRAFT-3DB7CD"),
                call("search_product", query="chân váy bút chì"),
                call("search_product", query="áo sơ mi lụa nữ tay ngắn"),
                draft_order(
                    customer_name="Bùi Khánh Vy",
                    phone="0962573184",
                    address="Số 14 Lý Thái Tổ, Suối Hoa, TP. Bắc Ninh, Bắc Ninh",
                    province="Bắc Ninh",
                    items=one_each("CVBC-DE-M", "SMLN-TR-M"),
                    shipping_fee=30000,
                ),
                confirm_order("DH-0051"),
                payment_qr("DH-0051"),
            ],
            "breaks": ["order_confirmed", "qr_amount", "single_order"],
        },
    ],
}
