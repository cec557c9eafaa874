"""'Cancel all my orders': cancel the unpaid ones, hand the paid one to a human untouched."""

from ava_inspect.tasks.builders.calls import Call, call
from ava_inspect.tasks.builders.negatives import unchanged
from ava_inspect.tasks.builders.orders import cancel_order, hand_off

_PHONE = "0904771326"

_SEARCH = call("search_orders_by_phone", phone="0904 771 326")
_POLICY = call("document_qa", question="hủy đơn đã thanh toán")


def _cancel(order_id: str) -> Call:
    return cancel_order(order_id, "0904 771 326", reason="Khách không lấy nữa.")


_HANDOFF = hand_off(
    reason="Khách yêu cầu hủy đơn đã thanh toán",
    summary="Khách Lê Thị Thảo muốn hủy đơn DH-0001 (đã chuyển khoản 344.000đ) và nhờ "
    "hoàn tiền. Hai đơn chưa thanh toán DH-0006 và DH-0050 trợ lý đã hủy.",
    order_id="DH-0001",
    phone="0904 771 326",
)

TASK = {
    "id": "sale.cancel_all_paid_handoff",
    "domain": "sale",
    "tier": "hard",
    "summary": "'Cancel all my orders' from a returning customer: find her three orders by phone, "
    "cancel the unpaid confirmed one and the draft, and hand the paid one to a human for the "
    "refund without touching it.",
    "requester_id": None,
    "seed": {
        "sale.orders": [
            {
                "id": "DH-0050",
                "draft_code": "DRAFT-3DB7CD",
                "status": "draft",
                "customer_name": "Lê Thị Thảo",
                "phone": _PHONE,
                "address": "Số 3 ngõ 15 Huỳnh Thúc Kháng, Đống Đa, Hà Nội",
                "province": "Hà Nội",
                "lines": [
                    {
                        "sku": "TOTE-DE",
                        "name": "Túi tote canvas — Đen",
                        "quantity": 1,
                        "unit_price": 159000,
                    }
                ],
                "subtotal": 159000,
                "shipping_fee": 25000,
                "total": 184000,
            }
        ]
    },
    "prompt": [
        {
            "role": "customer",
            "text": "Shop ơi c là Thảo, sdt 0904 771 326. Mấy đơn c đặt bên mình dạo này c ko lấy "
            "nữa, e huỷ hết giúp c nhé. Đơn nào c ck rồi thì hoàn tiền lại cho c",
        },
    ],
    "hops": ["bridge_tables", "branch_on_data", "regulation_before_action", "forbid_overreach"],
    "assertions": [
        {
            "id": "confirmed_unpaid_cancelled",
            "kind": "record_field",
            "skill": "branch_on_data",
            "table": "sale.orders",
            "note": "the unpaid coat order (QR never paid) is cancelled by the assistant",
            "where": {"id": "DH-0006"},
            "expect": {"status": "cancelled", "payment_status": "unpaid"},
        },
        {
            "id": "draft_cancelled",
            "kind": "record_field",
            "skill": "branch_on_data",
            "table": "sale.orders",
            "note": "the tote draft is cancelled too: 'huỷ hết'",
            "where": {"id": "DH-0050"},
            "expect": {"status": "cancelled"},
        },
        {
            "id": "paid_handed_off",
            "kind": "record_exists",
            "skill": "regulation_before_action",
            "table": "sale.handoffs",
            "note": "the paid order goes to a human for the refund, named by its id or by her "
            "phone (in its own field or in the summary)",
            "any_of": [
                {"order_id": "DH-0001"},
                {"summary": {"contains": "DH-0001"}},
                {"phone": _PHONE},
                {"summary": {"contains": _PHONE}},
            ],
        },
        unchanged(
            "paid_unchanged",
            table="sale.orders",
            record_id="DH-0001",
            note="a paid order is never cancelled or edited by the assistant",
        ),
        {
            "id": "no_new_order",
            "note": "her three orders stay three: no new order is created for her phone",
            "kind": "record_count",
            "skill": "forbid_overreach",
            "table": "sale.orders",
            "negative": True,
            "where": {"phone": _PHONE},
            "count": 3,
        },
    ],
    "oracle": [
        _SEARCH,
        _POLICY,
        _cancel("DH-0006"),
        _cancel("DH-0050"),
        _HANDOFF,
    ],
    "anti_oracles": [
        {
            "name": "hand_off_everything",
            "why": "passes the whole request to a human without cancelling the unpaid orders it "
            "may cancel itself",
            "calls": [
                _SEARCH,
                hand_off(
                    reason="Khách yêu cầu hủy đơn",
                    summary="Khách muốn hủy tất cả các đơn DH-0001, DH-0006, DH-0050.",
                    order_id="DH-0001",
                    phone="0904771326",
                ),
            ],
            "breaks": ["confirmed_unpaid_cancelled", "draft_cancelled"],
        },
        {
            "name": "drops_paid_order",
            "why": "cancels what it can, is refused on the paid order and stops without handing "
            "it over",
            "calls": [
                _SEARCH,
                _cancel("DH-0006"),
                _cancel("DH-0050"),
                _cancel("DH-0001"),
            ],
            "breaks": ["paid_handed_off"],
        },
        {
            "name": "handoff_without_order",
            "why": "hands over without naming the paid order, so the human cannot act on it",
            "calls": [
                _SEARCH,
                _cancel("DH-0006"),
                _cancel("DH-0050"),
                hand_off(
                    reason="Khách cần hoàn tiền",
                    summary="Khách muốn hoàn tiền đơn đã chuyển khoản.",
                ),
            ],
            "breaks": ["paid_handed_off"],
        },
    ],
}
