"""A blouse, culottes and a moss-green mini tote: the moss mini tote is sold out, so she is told
and picks the full-size beige tote instead; its 159.000đ (not the mini's 119.000đ) lifts the goods
from 697.000đ to 737.000đ, over the free-shipping line, so the order ships free (COD)."""

from typing import Any

from ava_inspect.tasks.builders.calls import call
from ava_inspect.tasks.builders.negatives import no_record
from ava_inspect.tasks.builders.orders import (
    BASE_ORDER_IDS,
    confirm_order,
    draft_order,
    new_order_of,
    one_each,
    one_live_order,
)
from ava_inspect.tasks.builders.variants import replacing

_PHONE = "0366218947"
_NAME = "Vũ Thị Hồng Nhung"
_ADDRESS = "Số 32 Trần Hưng Đạo, phường Hồng Gai, Quảng Ninh"
_ORDER = "DH-0008"
"""The id the draft gets: the next after the shop's seven orders."""
_BLOUSE, _CULOTTES = "AKCV-KE-M", "QCUL-DE-M"
_SOLD_OUT = "TOTEM-XR"
"""Túi tote canvas mini, xanh rêu: the one variant of the mini tote that is sold out."""
_TOTE = "TOTE-BE"
"""Her pick once told: the full-size canvas tote in beige (159.000đ)."""
_SKUS = [_BLOUSE, _CULOTTES, _TOTE]
_TOTAL = 249000 + 329000 + 159000
"""737.000đ of goods, from 700.000đ: free shipping. With a 119.000đ mini it would be 697.000đ,
under the line, and Quảng Ninh's 35.000đ would apply. No combo holds two of the three pieces."""

_READS = [
    call("search_product", query="áo kiểu cổ vuông tay bồng"),
    call("search_product", query="quần culottes lưng cao"),
    call("search_product", query="túi tote canvas"),
    call("document_qa", question="miễn phí vận chuyển"),
]
_SOLD_OUT_SAID = {
    "say": "Dạ chị ơi, túi tote canvas mini màu xanh rêu bên em hết hàng rồi ạ. Túi mini hiện "
    "còn màu kem và màu đen (119.000đ); hoặc chị có thể lấy túi tote canvas loại to, canvas dày "
    "16oz có khóa kéo, màu be hoặc đen (159.000đ). Chị muốn đổi sang mẫu nào ạ?"
}
_DRAFT = draft_order(
    customer_name=_NAME,
    phone="0366 218 947",
    address=_ADDRESS,
    province="Quảng Ninh",
    items=one_each(*_SKUS),
    shipping_fee=0,
)
_SHOW = {
    "say": "Dạ em lên đơn nháp cho chị rồi ạ: áo kiểu cổ vuông tay bồng màu kem size M 249.000đ, "
    "quần culottes lưng cao màu đen size M 329.000đ, túi tote canvas màu be 159.000đ. Tiền hàng "
    "737.000đ, từ 700.000đ nên chị được miễn phí giao hàng, tổng 737.000đ, thanh toán khi nhận "
    "hàng. Người nhận Vũ Thị Hồng Nhung, 0366 218 947, số 32 Trần Hưng Đạo, phường Hồng Gai, "
    "Quảng Ninh. Chị xác nhận giúp em để em chốt đơn nhé?"
}
_DONE = {
    "say": f"Dạ em đã chốt đơn {_ORDER} cho chị, tổng 737.000đ thanh toán khi nhận hàng, hàng "
    "giao trong khoảng 2 ngày ạ."
}
_FEE = call("calculate_shipping_fee", province="Quảng Ninh")

TASK: dict[str, Any] = {
    "id": "sale.chat_out_of_stock_variant",
    "domain": "sale",
    "tier": "conversation",
    "summary": "A blouse, culottes and a moss-green mini tote to Quảng Ninh, COD: the moss mini is "
    "sold out, so tell her the options and let her choose; she takes the full-size beige tote, "
    "whose 159.000đ lifts the goods to 737.000đ, so the order ships free (the mini would have "
    "left 697.000đ and a 35.000đ fee); confirmed once she agrees.",
    "requester_id": None,
    "prompt": [
        {
            "role": "customer",
            "text": "Shop ơi chị lấy 1 áo kiểu cổ vuông tay bồng màu kem size M, 1 quần culottes "
            "lưng cao màu đen size M với 1 túi tote mini màu xanh rêu nhé. Người nhận Vũ Thị "
            "Hồng Nhung, sđt 0366 218 947, địa chỉ số 32 Trần Hưng Đạo, phường Hồng Gai, Quảng "
            "Ninh. Chị trả tiền khi nhận hàng nha.",
        },
    ],
    "user": {
        "persona": "Chị Vũ Thị Hồng Nhung, giáo viên ở Hạ Long, Quảng Ninh, nhắn Zalo với shop "
        "buổi tối, xưng chị, gọi shop là em; thích túi xanh rêu nhưng dễ tính, hết thì đổi mẫu "
        "khác.",
        "facts": [
            {
                "id": "name",
                "field": "name",
                "value": _NAME,
                "answer": "Chị tên Vũ Thị Hồng Nhung.",
                "given": True,
            },
            {
                "id": "phone",
                "field": "phone",
                "value": "0366 218 947",
                "answer": "Số chị 0366 218 947.",
                "given": True,
            },
            {
                "id": "address",
                "field": "address",
                "value": "số 32 Trần Hưng Đạo",
                "answer": "Số 32 Trần Hưng Đạo, phường Hồng Gai, Quảng Ninh em nhé.",
                "given": True,
            },
            {
                "id": "cod",
                "field": "payment",
                "value": "trả tiền khi nhận hàng",
                "answer": "Chị trả tiền khi nhận hàng nhé.",
                "given": True,
            },
            {
                "id": "tote_choice",
                "field": "variant",
                "value": "túi tote canvas loại to màu be",
                "answer": "Mini xanh rêu hết thì thôi, chị đổi sang túi tote canvas loại to màu "
                "be nhé em, không lấy mini nữa. Áo với quần vẫn như chị nhắn nha.",
                "after_tool": "search_product",
                "not_yet": "Em xem giúp chị túi mini xanh rêu còn hàng không đã nhé.",
            },
            {
                "id": "confirm",
                "field": "confirm",
                "value": "chốt đơn",
                "answer": "Đúng rồi em, chốt đơn cho chị nhé.",
                "after_tool": "create_draft_order",
                "not_yet": "Em lên đơn cho chị xem trước đã nhé.",
            },
        ],
        "turns": [
            {
                "when": {"after_tool": "confirm_order", "anytime": True},
                "text": "Ok em, cảm ơn em nhé. Có hàng xanh rêu lại thì báo chị với.",
                "ends": True,
            },
        ],
    },
    "assertions": [
        {
            "id": "order_confirmed",
            "note": "the blouse, the culottes and the full-size beige tote she chose, 737.000đ of "
            "goods shipped free, confirmed for her in Quảng Ninh",
            "kind": "record_exists",
            "skill": "regulation_before_action",
            "table": "sale.orders",
            "where": {
                **new_order_of(_PHONE),
                "status": "confirmed",
                "customer_name": _NAME,
                "address": {"contains": "32 Trần Hưng Đạo"},
                "province": "Quảng Ninh",
                "lines.*.sku": _SKUS,
                "subtotal": _TOTAL,
                "shipping_fee": 0,
                "total": _TOTAL,
            },
        },
        no_record(
            "sold_out_tote_not_ordered",
            table="sale.orders",
            where={"lines.*.sku": {"contains": _SOLD_OUT}},
            note="the sold-out moss-green mini tote is on no order",
            skill="branch_on_data",
        ),
        no_record(
            "no_mini_tote_picked_for_her",
            table="sale.orders",
            where={
                **new_order_of(_PHONE),
                "status": "confirmed",
                "lines.*.sku": {"contains": [["TOTEM-KE", "TOTEM-DE"]]},
            },
            note="no other mini tote chosen in her place: she picked the full-size beige one",
            skill="hold_conversation",
        ),
        one_live_order(_PHONE, "one order for her, not a second draft beside the first"),
        no_record(
            "no_qr_for_cod",
            table="sale.payment_qrs",
            where={"order_id": {"not_in": BASE_ORDER_IDS}},
            note="she pays on delivery (737.000đ is within the COD limit): no transfer QR",
        ),
        {
            "id": "confirmed_after_she_agreed",
            "note": "the order is confirmed only after she agreed to its draft",
            "kind": "called_after_fact",
            "skill": "hold_conversation",
            "tool": "confirm_order",
            "fact": "confirm",
        },
        {
            "id": "confirmed_after_she_chose",
            "note": "the order is confirmed only after she chose the replacement tote herself",
            "kind": "called_after_fact",
            "skill": "hold_conversation",
            "tool": "confirm_order",
            "fact": "tote_choice",
        },
        {
            "id": "no_repeat_questions",
            "note": "her name, phone and address were in her first message",
            "kind": "not_asked_again",
            "skill": "hold_conversation",
            "fields": ["name", "phone", "address"],
        },
    ],
    "oracle": [
        *_READS,
        _SOLD_OUT_SAID,
        _DRAFT,
        _SHOW,
        confirm_order(_ORDER),
        _DONE,
    ],
    "anti_oracles": [
        {
            "name": "picks_a_mini_for_her",
            "why": "swaps the sold-out moss mini for the cream mini on its own, charging "
            "Quảng Ninh's fee on 697.000đ, and confirms at once",
            "calls": [
                *_READS,
                _FEE,
                draft_order(
                    customer_name=_NAME,
                    phone="0366 218 947",
                    address=_ADDRESS,
                    province="Quảng Ninh",
                    items=one_each(_BLOUSE, _CULOTTES, "TOTEM-KE"),
                    shipping_fee=35000,
                ),
                confirm_order(_ORDER),
                {
                    "say": "Dạ túi mini xanh rêu hết hàng nên em đổi sang túi mini kem cho chị, "
                    f"em đã chốt đơn {_ORDER}, tổng 732.000đ ạ."
                },
                {"say": "Dạ vâng ạ."},
            ],
            "breaks": [
                "order_confirmed",
                "no_mini_tote_picked_for_her",
                "confirmed_after_she_agreed",
                "confirmed_after_she_chose",
            ],
        },
        {
            "name": "keeps_the_mini_fee",
            "why": "works out the fee on the mini's 697.000đ before she chooses and keeps "
            "Quảng Ninh's 35.000đ on the 737.000đ order",
            "calls": replacing(
                [*_READS, _FEE, _SOLD_OUT_SAID, _DRAFT, _SHOW, confirm_order(_ORDER), _DONE],
                _DRAFT,
                draft_order(
                    customer_name=_NAME,
                    phone="0366 218 947",
                    address=_ADDRESS,
                    province="Quảng Ninh",
                    items=one_each(*_SKUS),
                    shipping_fee=35000,
                ),
            ),
            "breaks": ["order_confirmed"],
        },
        {
            "name": "drops_the_tote",
            "why": "leaves the sold-out tote out without offering another and orders the other "
            "two pieces with the fee",
            "calls": [
                *_READS,
                _FEE,
                draft_order(
                    customer_name=_NAME,
                    phone="0366 218 947",
                    address=_ADDRESS,
                    province="Quảng Ninh",
                    items=one_each(_BLOUSE, _CULOTTES),
                    shipping_fee=35000,
                ),
                {
                    "say": "Dạ túi mini xanh rêu hết hàng nên em lên đơn áo kem size M và quần "
                    "culottes đen size M, phí giao 35.000đ, tổng 613.000đ ạ. Chị xác nhận giúp em "
                    "nhé?"
                },
                confirm_order(_ORDER),
                _DONE,
            ],
            "breaks": ["order_confirmed"],
        },
        {
            "name": "second_draft_beside_the_first",
            "why": "drafts the two pieces first, then a new draft with the tote she chose, "
            "leaving the first draft open",
            "calls": [
                *_READS,
                _FEE,
                draft_order(
                    customer_name=_NAME,
                    phone="0366 218 947",
                    address=_ADDRESS,
                    province="Quảng Ninh",
                    items=one_each(_BLOUSE, _CULOTTES),
                    shipping_fee=35000,
                ),
                _SOLD_OUT_SAID,
                _DRAFT,
                _SHOW,
                confirm_order("DH-0009"),
                _DONE,
            ],
            "breaks": ["one_live_order"],
        },
        {
            "name": "asks_her_address_again",
            "why": "tells her the options but asks for her name and address again before drafting",
            "calls": [
                *_READS,
                _SOLD_OUT_SAID,
                call(
                    "ask_customer",
                    question="Dạ chị cho em xin lại họ tên và địa chỉ nhận hàng để em lên đơn nhé?",
                    missing_fields=["name", "address"],
                ),
                _DRAFT,
                _SHOW,
                confirm_order(_ORDER),
                _DONE,
            ],
            "breaks": ["no_repeat_questions"],
        },
    ],
}
