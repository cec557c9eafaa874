"""Dropping an item takes a draft under the free-shipping threshold while it moves province."""

from ava_inspect.tasks.builders.calls import Call, call
from ava_inspect.tasks.builders.orders import confirm_order, draft_order, item, payment_qr

_PHONE = "0962318447"
_ADDRESS = "Số 12 Nguyễn Đăng Đạo, phường Kinh Bắc, Bắc Ninh"

_READS = [
    call("search_orders_by_phone", phone="0962 318 447"),
    call("search_product", query="đầm ôm công sở"),
]


def _edit(shipping_fee: int) -> Call:
    return call(
        "update_draft_order",
        order_id="DH-0050",
        address=_ADDRESS,
        province="Bắc Ninh",
        items=[item("DOCD-XT-M")],
        shipping_fee=shipping_fee,
    )


_CONFIRM_AND_QR = [
    confirm_order("DH-0050"),
    payment_qr("DH-0050"),
]

TASK = {
    "id": "sale.draft_drop_item_reprice",
    "domain": "sale",
    "tier": "hard",
    "summary": "The customer drops the belt from a 718k free-shipping draft and moves it to Bắc "
    "Ninh: the 529k that is left is under 700k, so the draft (found by phone, not re-created) "
    "must carry Bắc Ninh's 30k fee before it is confirmed and the QR issued for 559.000đ.",
    "requester_id": None,
    "seed": {
        "sale.orders": [
            {
                "id": "DH-0050",
                "draft_code": "DRAFT-3DB7CD",
                "status": "draft",
                "customer_name": "Bùi Thanh Hương",
                "phone": _PHONE,
                "address": "Số 21 ngõ 6 Kim Mã, Ba Đình, Hà Nội",
                "province": "Hà Nội",
                "lines": [
                    {
                        "sku": "DOCD-XT-M",
                        "name": "Đầm ôm công sở có đai eo — Xanh than, M",
                        "quantity": 1,
                        "unit_price": 529000,
                    },
                    {
                        "sku": "TLDV-NA",
                        "name": "Thắt lưng da khóa vuông — Nâu",
                        "quantity": 1,
                        "unit_price": 189000,
                    },
                ],
                "subtotal": 718000,
                "shipping_fee": 0,
                "total": 718000,
            }
        ]
    },
    "prompt": [
        {
            "role": "customer",
            "text": "Shop ơi c lấy 1 đầm ôm công sở có đai eo màu xanh than size M với 1 thắt "
            "lưng da khoá vuông màu nâu nhé. Người nhận Bùi Thanh Hương, 0962 318 447, số 21 ngõ "
            "6 Kim Mã, Ba Đình, Hà Nội",
        },
        {
            "role": "assistant",
            "text": "Dạ em đã lên đơn nháp DRAFT-3DB7CD cho chị: 1 Đầm ôm công sở có đai eo — "
            "Xanh than, M (529.000đ) và 1 Thắt lưng da khóa vuông — Nâu (189.000đ). Tổng tiền "
            "hàng 718.000đ, đơn từ 700.000đ được miễn phí vận chuyển nên chị thanh toán "
            "718.000đ. Chị kiểm tra giúp em rồi xác nhận để em chốt đơn nhé.",
        },
        {
            "role": "customer",
            "text": "à e ơi bỏ cái thắt lưng ra giúp c, c chỉ lấy đầm thôi. Với đổi địa chỉ sang "
            "nhà mẹ c: số 12 Nguyễn Đăng Đạo, phường Kinh Bắc, Bắc Ninh nhé. Thế thôi chốt đơn "
            "luôn e, gửi c mã QR c ck",
        },
    ],
    "hops": ["regulation_before_action", "branch_on_data", "bridge_tables", "forbid_overreach"],
    "assertions": [
        {
            "id": "draft_edited_confirmed",
            "kind": "record_field",
            "skill": "bridge_tables",
            "table": "sale.orders",
            "note": "the same order, now confirmed, to the mother's address in Bắc Ninh",
            "where": {"id": "DH-0050"},
            "expect": {
                "status": "confirmed",
                "customer_name": "Bùi Thanh Hương",
                "phone": _PHONE,
                "province": "Bắc Ninh",
                "address": {"contains": "Nguyễn Đăng Đạo"},
            },
        },
        {
            "id": "dress_only",
            "kind": "record_field",
            "skill": "bridge_tables",
            "table": "sale.orders",
            "note": "the belt is gone, the navy M dress stays",
            "where": {"id": "DH-0050"},
            "expect": {"lines.0.sku": "DOCD-XT-M", "lines.0.quantity": 1, "subtotal": 529000},
        },
        {
            "id": "fee_repriced",
            "kind": "record_field",
            "skill": "regulation_before_action",
            "table": "sale.orders",
            "note": "529.000đ < 700.000đ: no more free shipping; Bắc Ninh's fee is 30.000đ",
            "where": {"id": "DH-0050"},
            "expect": {"shipping_fee": 30000, "total": 559000},
        },
        {
            "id": "qr_amount",
            "note": "a QR for DH-0050 for 559.000đ: 529.000đ of goods plus Bắc Ninh's 30.000đ fee",
            "kind": "record_exists",
            "skill": "regulation_before_action",
            "table": "sale.payment_qrs",
            "where": {"order_id": "DH-0050", "amount": 559000},
        },
        {
            "id": "no_second_order",
            "kind": "record_count",
            "skill": "forbid_overreach",
            "table": "sale.orders",
            "negative": True,
            "note": "edit the draft, do not create a new order beside it",
            "where": {"phone": _PHONE},
            "count": 1,
        },
    ],
    "oracle": [
        *_READS,
        call("document_qa", question="miễn phí vận chuyển"),
        call("calculate_shipping_fee", province="Bắc Ninh"),
        _edit(30000),
        *_CONFIRM_AND_QR,
    ],
    "anti_oracles": [
        {
            "name": "keeps_free_shipping",
            "why": "keeps the draft's free shipping after the goods fell under 700.000đ",
            "calls": [*_READS, _edit(0), *_CONFIRM_AND_QR],
            "breaks": ["fee_repriced", "qr_amount"],
        },
        {
            "name": "new_order",
            "why": "creates a fresh order instead of editing the draft, leaving the draft behind",
            "calls": [
                *_READS,
                call("calculate_shipping_fee", province="Bắc Ninh"),
                draft_order(
                    customer_name="Bùi Thanh Hương",
                    phone="0962318447",
                    address=_ADDRESS,
                    province="Bắc Ninh",
                    items=[item("DOCD-XT-M")],
                    shipping_fee=30000,
                ),
                confirm_order("DH-0051"),
                payment_qr("DH-0051"),
            ],
            "breaks": ["draft_edited_confirmed", "qr_amount", "no_second_order"],
        },
        {
            "name": "draft_code",
            "why": "edits the order, then confirms and asks for the QR with the DRAFT- code from "
            "the chat",
            "calls": [
                *_READS,
                _edit(30000),
                confirm_order("DRAFT-3DB7CD"),
                payment_qr("DRAFT-3DB7CD"),
            ],
            "breaks": ["draft_edited_confirmed", "qr_amount"],
        },
    ],
}
