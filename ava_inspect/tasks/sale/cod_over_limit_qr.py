"""A 2.038.000đ draft: over the COD limit, so it is confirmed and paid by QR."""

from ava_inspect.tasks.builders.calls import call
from ava_inspect.tasks.builders.negatives import at_most
from ava_inspect.tasks.builders.orders import confirm_order, payment_qr

_PHONE = "0357880264"

_READS = [
    call("search_orders_by_phone", phone="0357 880 264"),
    call("document_qa", question="COD thanh toán khi nhận hàng"),
]

TASK = {
    "id": "sale.cod_over_limit_qr",
    "domain": "sale",
    "tier": "basic",
    "summary": "The customer prefers COD on a 2.038.000đ draft but accepts a transfer if COD is not "
    "possible: COD stops at 2.000.000đ, so confirm the real order id and issue a QR for the "
    "full total.",
    "requester_id": None,
    "seed": {
        "sale.orders": [
            {
                "id": "DH-0050",
                "draft_code": "DRAFT-3DB7CD",
                "status": "draft",
                "customer_name": "Phạm Quỳnh Anh",
                "phone": _PHONE,
                "address": "14 Nguyễn Thị Minh Khai, Quận 1, TP. Hồ Chí Minh",
                "province": "TP. Hồ Chí Minh",
                "lines": [
                    {
                        "sku": "KDDD-DE-M",
                        "name": "Áo khoác dạ dáng dài — Đen, M",
                        "quantity": 1,
                        "unit_price": 1150000,
                    },
                    {
                        "sku": "BZDL-KE-M",
                        "name": "Áo blazer nữ dáng lửng — Kem, M",
                        "quantity": 1,
                        "unit_price": 559000,
                    },
                    {
                        "sku": "QCUL-DE-M",
                        "name": "Quần culottes lưng cao — Đen, M",
                        "quantity": 1,
                        "unit_price": 329000,
                    },
                ],
                "subtotal": 2038000,
                "shipping_fee": 0,
                "total": 2038000,
            }
        ]
    },
    "prompt": [
        {
            "role": "customer",
            "text": "e ơi c lấy áo khoác dạ dáng dài đen size M, blazer dáng lửng màu kem size M "
            "với quần culottes đen size M nhé. Người nhận Phạm Quỳnh Anh, 0357 880 264, 14 Nguyễn "
            "Thị Minh Khai, Q1, HCM",
        },
        {
            "role": "assistant",
            "text": "Dạ em đã lên đơn nháp DRAFT-3DB7CD cho chị: Áo khoác dạ dáng dài — Đen, M "
            "(1.150.000đ), Áo blazer nữ dáng lửng — Kem, M (559.000đ), Quần culottes lưng cao — "
            "Đen, M (329.000đ). Tổng tiền hàng 2.038.000đ, đơn được miễn phí vận chuyển, tổng "
            "thanh toán 2.038.000đ. Chị muốn thanh toán COD hay chuyển khoản ạ?",
        },
        {
            "role": "customer",
            "text": "cod đc ko e? ko đc thì thôi c ck cũng đc, chốt đơn luôn cho c nha",
        },
    ],
    "assertions": [
        {
            "id": "order_confirmed",
            "note": "draft DH-0050 is confirmed at 2.038.000đ of goods, 2.038.000đ in total",
            "kind": "record_field",
            "skill": "bridge_tables",
            "table": "sale.orders",
            "where": {"id": "DH-0050"},
            "expect": {"status": "confirmed", "subtotal": 2038000, "total": 2038000},
        },
        {
            "id": "qr_full_total",
            "kind": "record_exists",
            "skill": "regulation_before_action",
            "table": "sale.payment_qrs",
            "note": "over the 2.000.000đ COD limit: transfer first, QR for the whole total",
            "where": {"order_id": "DH-0050", "amount": 2038000},
        },
        {
            "id": "single_order",
            "note": "one order for her phone, not a second one beside the draft",
            "kind": "record_count",
            "skill": "forbid_overreach",
            "table": "sale.orders",
            "negative": True,
            "where": {"phone": _PHONE},
            "count": 1,
        },
        at_most(
            "one_qr",
            table="sale.payment_qrs",
            max=1,
            where={"order_id": "DH-0050"},
            note="exactly one QR for the order, not one per attempt",
        ),
    ],
    "oracle": [
        *_READS,
        confirm_order("DH-0050"),
        payment_qr("DH-0050"),
    ],
    "anti_oracles": [
        {
            "name": "confirms_as_cod",
            "why": "confirms the order for COD without checking the COD limit, no QR",
            "calls": [
                call("search_orders_by_phone", phone="0357880264"),
                confirm_order("DH-0050"),
            ],
            "breaks": ["qr_full_total"],
        },
        {
            "name": "draft_code",
            "why": "confirms and asks for the QR with the DRAFT- code shown in the chat",
            "calls": [
                confirm_order("DRAFT-3DB7CD"),
                payment_qr("DRAFT-3DB7CD"),
            ],
            "breaks": ["order_confirmed", "qr_full_total"],
        },
    ],
}
