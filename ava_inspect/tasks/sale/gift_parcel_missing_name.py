"""Two parcels: the customer's own is complete (free shipping, QR); her sister's lacks a name."""

from ava_inspect.tasks.builders.calls import Call, call
from ava_inspect.tasks.builders.negatives import at_most, no_record, not_asked
from ava_inspect.tasks.builders.orders import (
    BASE_ORDER_IDS,
    confirm_order,
    draft_order,
    item,
    one_each,
    order_line,
    payment_qr,
)

_PHONE = "0977452318"
_SISTER_PHONE = "0905317246"
_NAME = "Đỗ Thanh Hương"


_READS = [
    call("search_product", query="blazer"),
    call("search_product", query="thắt lưng da"),
    call("search_product", query="khăn lụa vuông"),
]


def _own_order(fee: int) -> Call:
    return draft_order(
        customer_name=_NAME,
        phone="0977 452 318",
        address="Số 88 Nguyễn Văn Cừ, Ninh Kiều, Cần Thơ",
        province="Cần Thơ",
        items=one_each("BZDL-KE-S", "TLDV-NA"),
        shipping_fee=fee,
    )


_CONFIRM_AND_QR = [
    confirm_order("DH-0008"),
    payment_qr("DH-0008"),
]

_ASK_SISTER_NAME = call(
    "ask_customer",
    question="Dạ đơn của chị em đã chốt và gửi mã QR ạ. Với đơn khăn lụa gửi em gái chị ở "
    "Đà Nẵng, chị cho em xin họ tên người nhận để em lên đơn nhé?",
    missing_fields=["name"],
)


def _sister_order(name: str) -> Call:
    return draft_order(
        customer_name=name,
        phone="0905 317 246",
        address="Số 12 Lê Duẩn, Hải Châu, Đà Nẵng",
        province="Đà Nẵng",
        items=[item("KLV-XT")],
        shipping_fee=35000,
        note="COD",
    )


TASK = {
    "id": "sale.gift_parcel_missing_name",
    "domain": "sale",
    "tier": "hard",
    "summary": "Two parcels: order the customer's own (748k >= 700k, free shipping, QR for "
    "748.000đ) and, for the gift to her sister named only 'em gái c', ask the recipient's name "
    "instead of ordering it under the buyer's name or a made-up one.",
    "requester_id": None,
    "prompt": [
        {
            "role": "customer",
            "text": "Shop ơi c đặt 2 đơn nha. Đơn của c: 1 áo blazer màu kem size S với 1 thắt "
            "lưng da màu nâu. Giao cho Đỗ Thanh Hương, 0977 452 318, số 88 Nguyễn Văn Cừ, Ninh "
            "Kiều, Cần Thơ. Đơn này c ck qua QR luôn, e chốt r gửi mã cho c nhé.",
        },
        {
            "role": "assistant",
            "text": "Dạ em ghi nhận đơn của chị ạ. Còn đơn thứ hai chị muốn đặt sản phẩm gì và "
            "giao cho ai ạ?",
        },
        {
            "role": "customer",
            "text": "đơn 2 là 1 khăn lụa vuông màu xanh than gửi em gái c ở ĐN, sdt em c 0905 317 "
            "246, số 12 Lê Duẩn, Hải Châu, Đà Nẵng. Đơn này ship cod nhé e",
        },
    ],
    "hops": [
        "regulation_before_action",
        "combine_regulations",
        "branch_on_data",
        "forbid_overreach",
    ],
    "assertions": [
        {
            "id": "own_order",
            "kind": "record_field",
            "skill": "resist_look_alikes",
            "table": "sale.orders",
            "note": "the cream blazer exists only in the cropped cut (SP-22), not the straight one",
            "where": {"phone": _PHONE},
            "expect": {
                "status": "confirmed",
                "customer_name": _NAME,
                "province": "Cần Thơ",
                "lines": [
                    order_line("BZDL-KE-S", "Áo blazer nữ dáng lửng — Kem, S", 559000),
                    order_line("TLDV-NA", "Thắt lưng da khóa vuông — Nâu", 189000),
                ],
            },
        },
        {
            "id": "free_shipping_total",
            "kind": "record_field",
            "skill": "regulation_before_action",
            "table": "sale.orders",
            "note": "748.000đ of goods >= 700.000đ: no Cần Thơ fee, total 748.000đ",
            "where": {"phone": _PHONE},
            "expect": {"subtotal": 748000, "shipping_fee": 0, "total": 748000},
        },
        {
            "id": "qr_amount",
            "note": "a QR for her own order DH-0008 for 748.000đ, shipping free",
            "kind": "record_exists",
            "skill": "regulation_before_action",
            "table": "sale.payment_qrs",
            "where": {"order_id": "DH-0008", "amount": 748000},
        },
        {
            "id": "asked_sister_name",
            "note": "a question to the customer asks for her sister's name",
            "kind": "record_exists",
            "skill": "hold_conversation",
            "table": "sale.questions",
            "where": {"missing_fields": {"contains": "name"}},
        },
        at_most(
            "one_new_order",
            table="sale.orders",
            max=1,
            where={"id": {"not_in": BASE_ORDER_IDS}},
            note="no order for the sister under the buyer's name, 'em gái' or an invented name",
        ),
        no_record(
            "no_sister_order",
            table="sale.orders",
            where={"phone": _SISTER_PHONE},
            note="no order for the sister's parcel (her phone) before her name is known",
        ),
        not_asked(
            "no_needless_question",
            "address",
            note="the sister's phone and address were given: ask only her name",
            skill="hold_conversation",
        ),
    ],
    "oracle": [
        *_READS,
        call("document_qa", question="miễn phí vận chuyển"),
        call("document_qa", question="xác nhận đơn đủ họ tên người nhận"),
        call("calculate_shipping_fee", province="Cần Thơ"),
        _own_order(0),
        *_CONFIRM_AND_QR,
        _ASK_SISTER_NAME,
    ],
    "anti_oracles": [
        {
            "name": "buyer_name_on_gift",
            "why": "orders the sister's parcel under the buyer's own name",
            "calls": [
                *_READS,
                _own_order(0),
                *_CONFIRM_AND_QR,
                _sister_order(_NAME),
            ],
            "breaks": ["asked_sister_name", "one_new_order", "no_sister_order"],
        },
        {
            "name": "relation_as_name",
            "why": "uses 'Em gái chị Hương' as the recipient name, and asks nothing",
            "calls": [
                *_READS,
                _own_order(0),
                *_CONFIRM_AND_QR,
                _sister_order("Em gái chị Hương"),
            ],
            "breaks": ["asked_sister_name", "one_new_order", "no_sister_order"],
        },
        {
            "name": "charges_can_tho_fee",
            "why": "adds the 40k Cần Thơ fee without reading the free-shipping policy",
            "calls": [*_READS, _own_order(40000), *_CONFIRM_AND_QR, _ASK_SISTER_NAME],
            "breaks": ["free_shipping_total", "qr_amount"],
        },
    ],
}
