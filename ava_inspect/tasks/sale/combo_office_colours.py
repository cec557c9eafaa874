"""A combo with variant components, free shipping by policy, confirmed and paid by QR."""

from ava_inspect.tasks.builders.calls import call
from ava_inspect.tasks.builders.negatives import one_order
from ava_inspect.tasks.builders.orders import confirm_order, draft_order, item, payment_qr

_PHONE = "0987654321"

TASK = {
    "id": "sale.combo_office_colours",
    "domain": "sale",
    "tier": "hard",
    "summary": "Order the 3-piece office combo with the colours and sizes the customer names in "
    "everyday words, free shipping by the sales policy (799k >= 700k), confirm with the real "
    "order id and issue a QR for exactly 799.000đ.",
    "requester_id": None,
    "prompt": [
        {"role": "customer", "text": "Shop ơi combo công sở 3 món còn hàng không em?"},
        {
            "role": "assistant",
            "text": "Dạ còn ạ. Combo Công sở 3 món gồm 2 áo sơ mi lụa tay dài "
            "và 1 quần tây ống đứng, giá 799.000đ. Chị chọn giúp em màu và size từng món nhé.",
        },
        {
            "role": "customer",
            "text": "Chị lấy 1 áo trắng với 1 áo xanh nhạt, size M, quần màu đen "
            "size 28 nha. Giao cho Nguyễn Thị Hoa, 0987 654 321, số 15 ngõ 42 Trần Duy Hưng, Cầu "
            "Giấy, Hà Nội. Chị chuyển khoản luôn, em lên đơn rồi gửi chị mã QR nhé.",
        },
    ],
    "hops": ["bridge_tables", "regulation_before_action", "branch_on_data"],
    "assertions": [
        {
            "id": "order_confirmed",
            "note": "the order for Nguyễn Thị Hoa, Hà Nội, is confirmed",
            "kind": "record_field",
            "skill": "bridge_tables",
            "table": "sale.orders",
            "where": {"phone": _PHONE},
            "expect": {
                "status": "confirmed",
                "customer_name": "Nguyễn Thị Hoa",
                "province": "Hà Nội",
            },
        },
        {
            "id": "combo_choices",
            "kind": "record_field",
            "skill": "bridge_tables",
            "table": "sale.orders",
            "note": "one white M and one light-blue M shirt, black trousers size 28",
            "where": {"phone": _PHONE},
            "expect": {
                "lines.0.sku": "COMBO-CONGSO-3",
                "lines.0.quantity": 1,
                "lines.0.combo_choices": ["SMLD-TR-M", "SMLD-XN-M", "QTOD-DE-28"],
            },
        },
        {
            "id": "free_shipping_total",
            "kind": "record_field",
            "skill": "regulation_before_action",
            "table": "sale.orders",
            "note": "free shipping from 700.000đ: total 799.000đ",
            "where": {"phone": _PHONE},
            "expect": {"shipping_fee": 0, "total": 799000},
        },
        {
            "id": "qr_amount",
            "note": "a QR for the new order DH-0008 for exactly 799.000đ",
            "kind": "record_exists",
            "skill": "regulation_before_action",
            "table": "sale.payment_qrs",
            "where": {"order_id": "DH-0008", "amount": 799000},
        },
        one_order("single_order", _PHONE, note="one order for her phone, not a second one"),
        {
            "id": "address_as_given",
            "kind": "record_field",
            "skill": "vietnamese_values",
            "table": "sale.orders",
            "note": "the customer's own address (house 15, alley 42, Trần Duy Hưng), in any "
            "punctuation, not a made-up or shortened one",
            "where": {"phone": _PHONE},
            "expect": {
                "address": {"contains": [["số 15", "15 ngõ", "15, ngõ"], "ngõ 42", "Trần Duy Hưng"]}
            },
        },
    ],
    "oracle": [
        call("search_product", query="combo công sở"),
        call("search_product", query="áo sơ mi lụa tay dài"),
        call("search_product", query="quần tây ống đứng"),
        call("document_qa", question="miễn phí vận chuyển"),
        call("calculate_shipping_fee", province="Hà Nội"),
        draft_order(
            customer_name="Nguyễn Thị Hoa",
            phone="0987 654 321",
            address="Số 15 ngõ 42 Trần Duy Hưng, Cầu Giấy, Hà Nội",
            province="Hà Nội",
            items=[item("COMBO-CONGSO-3", choices=["SMLD-TR-M", "SMLD-XN-M", "QTOD-DE-28"])],
            shipping_fee=0,
        ),
        confirm_order("DH-0008"),
        payment_qr("DH-0008"),
    ],
    "anti_oracles": [
        {
            "name": "charges_shipping",
            "why": "adds the Hà Nội fee without reading the free-shipping policy",
            "calls": [
                call("search_product", query="combo công sở"),
                call("search_product", query="áo sơ mi lụa tay dài"),
                call("search_product", query="quần tây ống đứng"),
                draft_order(
                    customer_name="Nguyễn Thị Hoa",
                    phone="0987654321",
                    address="Số 15 ngõ 42 Trần Duy Hưng, Cầu Giấy, Hà Nội",
                    province="Hà Nội",
                    items=[
                        item("COMBO-CONGSO-3", choices=["SMLD-TR-M", "SMLD-XN-M", "QTOD-DE-28"])
                    ],
                    shipping_fee=25000,
                ),
                confirm_order("DH-0008"),
                payment_qr("DH-0008"),
            ],
            "breaks": ["free_shipping_total", "qr_amount"],
        },
        {
            "name": "draft_code",
            "why": "confirms and asks for the QR with the DRAFT- code shown to the customer",
            "calls": [
                call("search_product", query="combo công sở"),
                call("search_product", query="áo sơ mi lụa tay dài"),
                call("search_product", query="quần tây ống đứng"),
                draft_order(
                    customer_name="Nguyễn Thị Hoa",
                    phone="0987654321",
                    address="Số 15 ngõ 42 Trần Duy Hưng, Cầu Giấy, Hà Nội",
                    province="Hà Nội",
                    items=[
                        item("COMBO-CONGSO-3", choices=["SMLD-TR-M", "SMLD-XN-M", "QTOD-DE-28"])
                    ],
                    shipping_fee=0,
                ),
                confirm_order("DRAFT-B156F4"),
                payment_qr("DRAFT-B156F4"),
            ],
            "breaks": ["order_confirmed", "qr_amount"],
        },
        {
            "name": "wrong_colour",
            "why": "maps 'xanh nhạt' to the pink shirt's SKU",
            "calls": [
                call("search_product", query="combo công sở"),
                call("search_product", query="áo sơ mi lụa tay dài"),
                call("search_product", query="quần tây ống đứng"),
                draft_order(
                    customer_name="Nguyễn Thị Hoa",
                    phone="0987654321",
                    address="Số 15 ngõ 42 Trần Duy Hưng, Cầu Giấy, Hà Nội",
                    province="Hà Nội",
                    items=[
                        item("COMBO-CONGSO-3", choices=["SMLD-TR-M", "SMLD-HP-M", "QTOD-DE-28"])
                    ],
                    shipping_fee=0,
                ),
                confirm_order("DH-0008"),
            ],
            "breaks": ["combo_choices"],
        },
        {
            "name": "shortened_address",
            "why": "drops the house number and keeps only the alley and street",
            "calls": [
                call("search_product", query="combo công sở"),
                draft_order(
                    customer_name="Nguyễn Thị Hoa",
                    phone="0987654321",
                    address="Ngõ 42 Trần Duy Hưng, Cầu Giấy, Hà Nội",
                    province="Hà Nội",
                    items=[
                        item("COMBO-CONGSO-3", choices=["SMLD-TR-M", "SMLD-XN-M", "QTOD-DE-28"])
                    ],
                    shipping_fee=0,
                ),
                confirm_order("DH-0008"),
                payment_qr("DH-0008"),
            ],
            "breaks": ["address_as_given"],
        },
    ],
}
