"""An added scarf lifts the basket over 700.000đ: the fee quoted earlier no longer applies."""

from ava_inspect.tasks.builders.calls import Call, call
from ava_inspect.tasks.builders.negatives import one_order
from ava_inspect.tasks.builders.orders import (
    confirm_order,
    draft_order,
    one_each,
    order_line,
    payment_qr,
)

_PHONE = "0983216457"
_NAME = "Phạm Thu Hà"
_ADDRESS = "Số 21 Văn Cao, Ngô Quyền, Hải Phòng"


_LINES = [
    order_line("SMLD-TR-M", "Áo sơ mi lụa nữ tay dài — Trắng, M", 289000),
    order_line("SMLD-HP-M", "Áo sơ mi lụa nữ tay dài — Hồng phấn, M", 289000),
    order_line("KLV-BE", "Khăn lụa vuông họa tiết — Be", 129000),
]

_READS = [
    call("search_product", query="áo sơ mi lụa tay dài"),
    call("search_product", query="khăn lụa vuông"),
]


def _order(fee: int, shirt_white: str = "SMLD-TR-M") -> Call:
    return draft_order(
        customer_name=_NAME,
        phone="0983 216 457",
        address=_ADDRESS,
        province="Hải Phòng",
        items=one_each(shirt_white, "SMLD-HP-M", "KLV-BE"),
        shipping_fee=fee,
    )


_CONFIRM_AND_QR = [
    confirm_order("DH-0008"),
    payment_qr("DH-0008"),
]

TASK = {
    "id": "sale.freeship_added_scarf",
    "domain": "sale",
    "tier": "hard",
    "summary": "AVA quoted 578k + 30k Hải Phòng shipping; the customer adds a 129k scarf, so the "
    "goods reach 707k and shipping becomes free by the sales policy: confirm and issue a QR for "
    "exactly 707.000đ, not the earlier quoted fee.",
    "requester_id": None,
    "prompt": [
        {
            "role": "customer",
            "text": "shop ơi áo sơ mi lụa tay dài còn size M ko, c lấy 1 trắng 1 hồng. ship về "
            "HP hết bn e?",
        },
        {
            "role": "assistant",
            "text": "Dạ áo sơ mi lụa tay dài size M màu trắng và màu hồng phấn đều còn hàng ạ, "
            "giá 289.000đ/chiếc. 2 áo là 578.000đ, phí ship về Hải Phòng 30.000đ, tổng "
            "608.000đ ạ. Chị cho em xin họ tên, số điện thoại và địa chỉ nhận hàng để em lên đơn "
            "nhé.",
        },
        {
            "role": "customer",
            "text": "ok e, thêm cho c 1 khăn lụa vuông màu be nữa nhé. Ng nhận Phạm Thu Hà, "
            "sdt 0983 216 457, số 21 Văn Cao, Ngô Quyền, HP. E chốt đơn r gửi c mã QR c ck luôn",
        },
    ],
    "hops": ["regulation_before_action", "branch_on_data", "bridge_tables"],
    "assertions": [
        {
            "id": "order_confirmed",
            "note": "the order for Phạm Thu Hà, Hải Phòng, is confirmed",
            "kind": "record_field",
            "skill": "hold_conversation",
            "table": "sale.orders",
            "where": {"phone": _PHONE},
            "expect": {
                "status": "confirmed",
                "customer_name": _NAME,
                "province": "Hải Phòng",
            },
        },
        {
            "id": "order_lines",
            "kind": "record_field",
            "skill": "resist_look_alikes",
            "table": "sale.orders",
            "note": "the white and pink long-sleeve silk shirts (SP-01, not the bow-collar SP-07) "
            "in M, and the beige scarf",
            "where": {"phone": _PHONE},
            "expect": {"lines": _LINES, "subtotal": 707000},
        },
        {
            "id": "free_shipping_total",
            "kind": "record_field",
            "skill": "regulation_before_action",
            "table": "sale.orders",
            "note": "707.000đ of goods >= 700.000đ: free shipping, total 707.000đ",
            "where": {"phone": _PHONE},
            "expect": {"shipping_fee": 0, "total": 707000},
        },
        {
            "id": "qr_amount",
            "note": "a QR for the new order DH-0008 for exactly 707.000đ, shipping free",
            "kind": "record_exists",
            "skill": "regulation_before_action",
            "table": "sale.payment_qrs",
            "where": {"order_id": "DH-0008", "amount": 707000},
        },
        one_order("single_order", _PHONE, note="one order for her phone, not a second one"),
    ],
    "oracle": [
        *_READS,
        call("document_qa", question="miễn phí vận chuyển"),
        call("calculate_shipping_fee", province="Hải Phòng"),
        _order(0),
        *_CONFIRM_AND_QR,
    ],
    "anti_oracles": [
        {
            "name": "keeps_quoted_fee",
            "why": "keeps the 30k Hải Phòng fee quoted before the scarf was added",
            "calls": [*_READS, _order(30000), *_CONFIRM_AND_QR],
            "breaks": ["free_shipping_total", "qr_amount"],
        },
        {
            "name": "look_alike_shirt",
            "why": "takes the white shirt from the bow-collar look-alike (319k)",
            "calls": [*_READS, _order(0, "SMCN-TR-M"), *_CONFIRM_AND_QR],
            "breaks": ["order_lines", "free_shipping_total", "qr_amount"],
        },
        {
            "name": "stops_at_draft",
            "why": "creates the right draft but neither confirms it nor issues the QR",
            "calls": [*_READS, _order(0)],
            "breaks": ["order_confirmed", "qr_amount"],
        },
    ],
}
