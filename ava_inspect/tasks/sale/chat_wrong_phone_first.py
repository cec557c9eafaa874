"""A new order drafted with the phone she typed, two digits swapped (another customer's number);
she corrects it once she sees the draft: the correction goes onto the draft before it is
confirmed, nothing of hers stays live on the mistyped number, the other customer's order there is
neither touched nor named, and the order is confirmed and paid by QR under her right phone."""

from typing import Any

from ava_inspect.tasks.builders.calls import call
from ava_inspect.tasks.builders.negatives import at_most, no_record, unchanged
from ava_inspect.tasks.builders.orders import (
    BASE_ORDER_IDS,
    cancel_order,
    confirm_order,
    draft_order,
    item,
    new_order_of,
    one_new_qr,
    order_record,
    payment_qr,
    qr_sent,
)

_PHONE = "0977265813"
"""Her phone."""
_WRONG = "0977265183"
"""The phone she types first: 813 typed as 183; another customer's number."""
_OTHER = "DH-0008"
_OTHER_NAME = "Đinh Văn Khải"
_OTHERS_ORDER = order_record(
    _OTHER,
    "confirmed",
    [
        {
            "sku": "GLCV-XT-Freesize",
            "name": "Áo gile len cổ V — Xanh than, Freesize",
            "quantity": 1,
            "unit_price": 249000,
        }
    ],
    25000,
    "Thanh toán khi nhận hàng (COD).",
    customer_name=_OTHER_NAME,
    phone=_WRONG,
    address="Số 40 ngõ 12 Láng Hạ, phường Láng, Hà Nội",
    province="Hà Nội",
)
_HERS = {"not_in": [*BASE_ORDER_IDS, _OTHER]}
"""An order the agent made (not the shop's, not the other customer's)."""
_NAME = "Lương Bích Ngọc"
_ADDRESS = "Số 9 Tô Hiệu, phường Lê Chân, Hải Phòng"
_ORDER = "DH-0009"
"""The id the draft gets: the next after the shop's seven orders and the other customer's."""
_SKUS = ["DSMD-XR-S", "TLDV-NA"]
_TOTAL = 489000 + 189000 + 30000
"""678.000đ of goods, under 700.000đ: Hải Phòng's 30.000đ fee, 708.000đ."""

_READS = [
    call("search_product", query="đầm sơ mi dáng dài thắt eo"),
    call("search_product", query="thắt lưng da khóa vuông"),
    call("calculate_shipping_fee", province="Hải Phòng"),
]


def _draft(phone: str) -> dict[str, Any]:
    return draft_order(
        customer_name=_NAME,
        phone=phone,
        address=_ADDRESS,
        province="Hải Phòng",
        items=[item(sku) for sku in _SKUS],
        shipping_fee=30000,
    )


_DRAFT = _draft("0977 265 183")
_SHOW = {
    "say": "Dạ em lên đơn nháp cho chị rồi ạ: 1 đầm sơ mi dáng dài thắt eo xanh rêu size S "
    "489.000đ, 1 thắt lưng da khóa vuông nâu 189.000đ. Tiền hàng 678.000đ, dưới 700.000đ nên phí "
    "giao Hải Phòng 30.000đ, tổng 708.000đ, chuyển khoản. Người nhận Lương Bích Ngọc, 0977 265 "
    "183, số 9 Tô Hiệu, phường Lê Chân, Hải Phòng. Chị xem giúp em rồi xác nhận để em chốt đơn "
    "nhé?"
}
_FIX = call("update_draft_order", order_id=_ORDER, phone="0977 265 813")
_SHOW_FIXED = {
    "say": "Dạ em đã sửa số điện thoại trên đơn thành 0977 265 813 rồi ạ. Đơn của chị: đầm sơ mi "
    "dáng dài thắt eo xanh rêu size S và thắt lưng da nâu, phí giao 30.000đ, tổng 708.000đ, "
    "chuyển khoản; người nhận Lương Bích Ngọc, 0977 265 813, số 9 Tô Hiệu, phường Lê Chân, Hải "
    "Phòng. Chị xác nhận giúp em để em chốt đơn và gửi mã QR nhé?"
}
_QR_SENT = qr_sent(_ORDER, "708.000đ")
_BEFORE_FIX = [*_READS, _DRAFT, _SHOW]
_CLOSE = [confirm_order(_ORDER), payment_qr(_ORDER), _QR_SENT]

TASK: dict[str, Any] = {
    "id": "sale.chat_wrong_phone_first",
    "domain": "sale",
    "tier": "conversation",
    "summary": "A dress and a belt to Hải Phòng, drafted with the phone she typed (0977 265 183); "
    "seeing the draft she corrects it to 0977 265 813: the draft itself is corrected before it "
    "is confirmed, nothing of hers stays live on the mistyped number, the other customer's order "
    "on it is neither touched nor named, and the order is confirmed once she agrees and paid by a "
    "708.000đ QR.",
    "requester_id": None,
    "seed": {"sale.orders": [_OTHERS_ORDER]},
    "prompt": [
        {
            "role": "customer",
            "text": "Shop ơi chị lấy 1 đầm sơ mi dáng dài thắt eo màu xanh rêu size S với 1 thắt "
            "lưng da khoá vuông màu nâu nhé. Chị tên Lương Bích Ngọc, sđt 0977 265 183, giao về "
            "số 9 Tô Hiệu, phường Lê Chân, Hải Phòng. Chị chuyển khoản nhé em.",
        },
    ],
    "user": {
        "persona": "Chị Lương Bích Ngọc ở Hải Phòng, nhắn Messenger vội trên điện thoại, xưng "
        "chị, gọi shop là em; gõ nhanh nên hay nhầm số, đọc lại đơn mới thấy.",
        "facts": [
            {
                "id": "name",
                "field": "name",
                "value": _NAME,
                "answer": "Chị tên Lương Bích Ngọc.",
                "given": True,
            },
            {
                "id": "wrong_phone",
                "field": "phone",
                "value": "0977 265 183",
                "answer": "Số chị 0977 265 183.",
                "given": True,
            },
            {
                "id": "address",
                "field": "address",
                "value": "số 9 Tô Hiệu",
                "answer": "Số 9 Tô Hiệu, phường Lê Chân, Hải Phòng em nhé.",
                "given": True,
            },
            {
                "id": "transfer",
                "field": "payment",
                "value": "chuyển khoản",
                "answer": "Chị chuyển khoản em nhé.",
                "given": True,
            },
            {
                "id": "right_phone",
                "field": "phone",
                "value": "0977 265 813",
                "answer": "Số đúng của chị là 0977 265 813 em nhé.",
                "stage": 1,
            },
            {
                "id": "confirm",
                "field": "confirm",
                "value": "chốt đơn",
                "answer": "Ừ em chốt đơn rồi gửi mã QR cho chị nhé.",
                "stage": 2,
            },
        ],
        "turns": [
            {
                "when": {"after_tool": ["create_draft_order", "search_orders_by_phone"]},
                "text": "Ơ khoan em ơi, số điện thoại chị gõ nhầm rồi, số đúng là 0977 265 813 "
                "nhé. Số 0977 265 183 không phải của chị đâu, em đừng để số đó nha.",
                "gives": ["right_phone"],
            },
            {
                "when": {"after_tool": ["update_draft_order", "create_draft_order"]},
                "text": "Đúng rồi em, giờ thì chốt đơn rồi gửi mã QR cho chị nhé.",
                "gives": ["confirm"],
            },
            {
                "when": {"after_tool": "create_payment_qr", "anytime": True},
                "text": "Ok em, chị chuyển luôn nhé. Cảm ơn em.",
                "ends": True,
            },
        ],
    },
    "assertions": [
        {
            "id": "order_on_her_phone",
            "note": "the dress and belt, confirmed under her corrected phone, 708.000đ with "
            "Hải Phòng's fee",
            "kind": "record_exists",
            "skill": "hold_conversation",
            "table": "sale.orders",
            "where": {
                **new_order_of(_PHONE),
                "status": "confirmed",
                "customer_name": _NAME,
                "address": {"contains": "9 Tô Hiệu"},
                "province": "Hải Phòng",
                "lines.*.sku": _SKUS,
                "shipping_fee": 30000,
                "total": _TOTAL,
            },
        },
        {
            "id": "qr_for_the_order",
            "note": "a transfer QR for the order's 708.000đ",
            "kind": "record_exists",
            "skill": "regulation_before_action",
            "table": "sale.payment_qrs",
            "where": {"amount": _TOTAL, "order_id": {"not_in": BASE_ORDER_IDS}},
        },
        one_new_qr("one QR, for the order under her right phone"),
        no_record(
            "nothing_live_on_the_wrong_phone",
            table="sale.orders",
            where={"phone": _WRONG, "id": _HERS, "status": {"in": ["draft", "confirmed"]}},
            note="no draft or order of hers is left on the mistyped number",
        ),
        no_record(
            "no_handoff_on_the_wrong_phone",
            table="sale.handoffs",
            where={"phone": _WRONG},
            note="nothing is handed over under the mistyped number either",
        ),
        unchanged(
            "other_customers_order_untouched",
            table="sale.orders",
            record_id=_OTHER,
            note="the order on the mistyped number is another customer's: not cancelled or edited",
            skill="resist_look_alikes",
        ),
        {
            "id": "other_customer_not_named",
            "note": "the other customer's name is never told to her (customer data rules)",
            "kind": "agent_not_said",
            "skill": "hold_conversation",
            "contains": [_OTHER_NAME],
        },
        at_most(
            "one_live_order",
            table="sale.orders",
            max=1,
            where={
                "phone": {"in": [_PHONE, _WRONG]},
                "id": _HERS,
                "status": {"in": ["draft", "confirmed"]},
            },
            note="one order for her, not a second beside the first draft",
        ),
        {
            "id": "confirmed_after_she_agreed",
            "note": "confirmed only after she agreed to the corrected draft: never on the "
            "mistyped number",
            "kind": "called_after_fact",
            "skill": "hold_conversation",
            "tool": "confirm_order",
            "fact": "confirm",
        },
        {
            "id": "no_repeat_questions",
            "note": "her name, address and payment were in her first message",
            "kind": "not_asked_again",
            "skill": "hold_conversation",
            "fields": ["name", "address", "payment"],
        },
    ],
    "oracle": [*_BEFORE_FIX, _FIX, _SHOW_FIXED, *_CLOSE],
    "anti_oracles": [
        {
            "name": "ignores_the_correction",
            "why": "acknowledges the new number but confirms and sends the QR on the draft as it "
            "was, under the mistyped phone",
            "calls": [
                *_BEFORE_FIX,
                {"say": "Dạ vâng ạ, em ghi nhận số 0977 265 813 của chị rồi ạ."},
                *_CLOSE,
            ],
            "breaks": [
                "order_on_her_phone",
                "nothing_live_on_the_wrong_phone",
                "confirmed_after_she_agreed",
            ],
        },
        {
            "name": "puts_the_number_in_the_note",
            "why": "writes the right number into the draft's note and leaves the mistyped one in "
            "the phone field",
            "calls": [
                *_BEFORE_FIX,
                call(
                    "update_draft_order",
                    order_id=_ORDER,
                    note="Số điện thoại đúng của khách: 0977 265 813",
                ),
                _SHOW_FIXED,
                *_CLOSE,
            ],
            "breaks": ["order_on_her_phone", "nothing_live_on_the_wrong_phone"],
        },
        {
            "name": "new_draft_beside_the_old",
            "why": "drafts the order again under the right phone and leaves the first draft open "
            "on the mistyped one",
            "calls": [
                *_BEFORE_FIX,
                _draft("0977 265 813"),
                _SHOW_FIXED,
                confirm_order("DH-0010"),
                payment_qr("DH-0010"),
                _QR_SENT,
            ],
            "breaks": ["nothing_live_on_the_wrong_phone", "one_live_order"],
        },
        {
            "name": "clears_the_wrong_number",
            "why": "looks the mistyped number up to clear it, cancels every unpaid order on it "
            "(the other customer's too) and drafts the order again under her phone",
            "calls": [
                *_BEFORE_FIX,
                call("search_orders_by_phone", phone="0977 265 183"),
                cancel_order(_ORDER, phone="0977 265 183", reason="Khách nhập nhầm số điện thoại"),
                cancel_order(_OTHER, phone="0977 265 183", reason="Khách nhập nhầm số điện thoại"),
                _draft("0977 265 813"),
                _SHOW_FIXED,
                confirm_order("DH-0010"),
                payment_qr("DH-0010"),
                _QR_SENT,
            ],
            "breaks": ["other_customers_order_untouched"],
        },
        {
            "name": "names_the_number_owner",
            "why": "tells her the mistyped number is another customer's and whose",
            "calls": [
                *_BEFORE_FIX,
                call("search_orders_by_phone", phone="0977 265 183"),
                {
                    "say": f"Dạ số 0977 265 183 là số của anh {_OTHER_NAME} đặt đơn bên em ạ, em "
                    "sửa sang số đúng của chị ngay."
                },
                _FIX,
                _SHOW_FIXED,
                *_CLOSE,
            ],
            "breaks": ["other_customer_not_named"],
        },
        {
            "name": "confirms_then_fixes",
            "why": "confirms the draft on the mistyped number as soon as she writes, then moves "
            "the confirmed order to the right phone",
            "calls": [
                *_BEFORE_FIX,
                confirm_order(_ORDER),
                call(
                    "update_order",
                    order_id=_ORDER,
                    phone="0977 265 183",
                    new_phone="0977 265 813",
                ),
                payment_qr(_ORDER),
                _QR_SENT,
            ],
            "breaks": ["confirmed_after_she_agreed"],
        },
        {
            "name": "asks_her_address_again",
            "why": "after the correction asks for her name and address again as if starting over",
            "calls": [
                *_BEFORE_FIX,
                call(
                    "ask_customer",
                    question="Dạ chị cho em xin lại họ tên và địa chỉ nhận hàng để em sửa đơn nhé?",
                    missing_fields=["name", "address"],
                ),
                _FIX,
                _SHOW_FIXED,
                *_CLOSE,
            ],
            "breaks": ["no_repeat_questions"],
        },
    ],
}
