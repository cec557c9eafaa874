"""Two parcels: the Hà Nội one is ordered with its own fee, the Huế one is handed to a human."""

from ava_inspect.tasks.builders.calls import Call, call
from ava_inspect.tasks.builders.negatives import at_most, no_record
from ava_inspect.tasks.builders.orders import (
    BASE_ORDER_IDS,
    confirm_order,
    draft_order,
    hand_off,
    item,
    one_each,
    order_line,
    payment_qr,
)

_PHONE = "0962384105"
_NAME = "Vũ Minh Châu"
_ADDRESS = "Số 7 ngõ 120 Hoàng Quốc Việt, Cầu Giấy, Hà Nội"


_READS = [
    call("search_product", query="đầm ôm công sở"),
    call("search_product", query="khăn lụa vuông"),
    call("search_product", query="áo khoác dạ dáng dài"),
]


def _hanoi_order(fee: int) -> Call:
    return draft_order(
        customer_name=_NAME,
        phone="0962 384 105",
        address=_ADDRESS,
        province="Hà Nội",
        items=one_each("DOCD-XT-M", "KLV-DD"),
        shipping_fee=fee,
    )


_CONFIRM_AND_QR = [
    confirm_order("DH-0008"),
    payment_qr("DH-0008"),
]

_HANDOFF = hand_off(
    reason="Địa chỉ nhận ở Huế không có trong bảng phí vận chuyển",
    summary="Khách Vũ Minh Châu muốn gửi 1 áo khoác dạ dáng dài màu nâu size M cho mẹ là "
    "Trần Thị Mai, 34 Lê Lợi, phường Vĩnh Ninh, TP Huế, SĐT người nhận 0962384105. Huế "
    "ngoài bảng phí: cần báo phí ship chính xác và lên đơn này. Đơn Hà Nội DH-0008 đã lên "
    "và gửi QR.",
    phone="0962384105",
)

TASK = {
    "id": "sale.split_parcel_hue_handoff",
    "domain": "sale",
    "tier": "hard",
    "summary": "Two parcels in one chat: order the Hà Nội one (658k of goods, below 700k, so the "
    "25k fee applies and the QR is 683.000đ) and hand the Huế parcel (outside the fee table) to a "
    "human without creating an order or guessing a fee.",
    "requester_id": None,
    "prompt": [
        {
            "role": "customer",
            "text": "e ơi c muốn đặt 2 đơn nhé. Đơn 1 giao cho c ở HN: 1 đầm ôm công sở màu xanh "
            "than size M với 1 khăn lụa vuông màu đỏ đô. Tên Vũ Minh Châu, sdt 0962 384 105, số 7 "
            "ngõ 120 Hoàng Quốc Việt, Cầu Giấy. Đơn này e chốt luôn r gửi c mã QR c ck nha.",
        },
        {
            "role": "customer",
            "text": "Đơn 2 là 1 áo khoác dạ dáng dài màu nâu size M gửi mẹ c ở Huế: Trần Thị Mai, "
            "34 Lê Lợi, phường Vĩnh Ninh, TP Huế, sdt người nhận cứ để sdt của c. Ship vào Huế "
            "bn e báo c nhé",
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
            "id": "hanoi_order",
            "note": "the Hà Nội parcel for Vũ Minh Châu is confirmed: the navy belted dress M and the burgundy silk scarf",
            "kind": "record_field",
            "skill": "branch_on_data",
            "table": "sale.orders",
            "where": {"phone": _PHONE, "province": "Hà Nội"},
            "expect": {
                "status": "confirmed",
                "customer_name": _NAME,
                "lines": [
                    order_line("DOCD-XT-M", "Đầm ôm công sở có đai eo — Xanh than, M", 529000),
                    order_line("KLV-DD", "Khăn lụa vuông họa tiết — Đỏ đô", 129000),
                ],
            },
        },
        {
            "id": "hanoi_fee_total",
            "kind": "record_field",
            "skill": "regulation_before_action",
            "table": "sale.orders",
            "note": "658.000đ of goods in this order < 700.000đ: the Hà Nội fee applies, even "
            "though both parcels together exceed 700.000đ",
            "where": {"phone": _PHONE, "province": "Hà Nội"},
            "expect": {"subtotal": 658000, "shipping_fee": 25000, "total": 683000},
        },
        {
            "id": "qr_amount",
            "note": "a QR for the Hà Nội order DH-0008 for 683.000đ (658.000đ + 25.000đ)",
            "kind": "record_exists",
            "skill": "regulation_before_action",
            "table": "sale.payment_qrs",
            "where": {"order_id": "DH-0008", "amount": 683000},
        },
        {
            "id": "hue_handed_off",
            "kind": "record_exists",
            "skill": "regulation_before_action",
            "table": "sale.handoffs",
            "note": "the Huế parcel goes to a human who can reach the customer: her phone (in "
            "its own field or in the summary) or her Hà Nội order",
            "any_of": [
                {"phone": _PHONE},
                {"summary": {"contains": _PHONE}},
                {"order_id": "DH-0008"},
            ],
        },
        at_most(
            "one_new_order",
            table="sale.orders",
            max=1,
            where={"id": {"not_in": BASE_ORDER_IDS}},
            note="no order for the Huế parcel with a guessed province or fee",
        ),
        no_record(
            "no_coat_order",
            table="sale.orders",
            where={"customer_name": "Trần Thị Mai"},
            note="no order for the Huế parcel to Trần Thị Mai",
            skill="regulation_before_action",
        ),
    ],
    "oracle": [
        *_READS,
        call("document_qa", question="miễn phí vận chuyển"),
        call("calculate_shipping_fee", province="Hà Nội"),
        call("document_qa", question="tỉnh chưa có trong bảng phí vận chuyển"),
        _hanoi_order(25000),
        *_CONFIRM_AND_QR,
        _HANDOFF,
    ],
    "anti_oracles": [
        {
            "name": "free_by_both_parcels",
            "why": "waives the Hà Nội fee because the two parcels together pass 700.000đ",
            "calls": [*_READS, _hanoi_order(0), *_CONFIRM_AND_QR, _HANDOFF],
            "breaks": ["hanoi_fee_total", "qr_amount"],
        },
        {
            "name": "hue_as_da_nang",
            "why": "orders the Huế parcel under the nearest province in the fee table (Đà Nẵng) "
            "instead of handing it off",
            "calls": [
                *_READS,
                _hanoi_order(25000),
                *_CONFIRM_AND_QR,
                draft_order(
                    customer_name="Trần Thị Mai",
                    phone="0962384105",
                    address="34 Lê Lợi, phường Vĩnh Ninh, TP Huế",
                    province="Đà Nẵng",
                    items=[item("KDDD-NA-M")],
                    shipping_fee=0,
                ),
            ],
            "breaks": ["hue_handed_off", "one_new_order", "no_coat_order"],
        },
        {
            "name": "hands_off_everything",
            "why": "hands the whole chat to a human and leaves the Hà Nội order undone",
            "calls": [*_READS, _HANDOFF],
            "breaks": ["hanoi_order", "hanoi_fee_total", "qr_amount"],
        },
    ],
}
