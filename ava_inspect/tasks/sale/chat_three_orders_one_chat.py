"""A chat of three orders to three provinces: her own skirt to Hà Nội (COD), two cardigans for
her mother in Nghệ An (698.000đ, 2.000đ under the free-shipping line, so Nghệ An's fee, paid by
QR), and a blazer and a belt for her sister-in-law in Cần Thơ (788.000đ, free shipping, COD).
Each relative's name, phone and address come only when asked; each parcel is priced on its own."""

from typing import Any

from ava_inspect.tasks.builders.calls import call
from ava_inspect.tasks.builders.negatives import at_most, no_record
from ava_inspect.tasks.builders.orders import (
    BASE_ORDER_IDS,
    confirm_order,
    draft_order,
    item,
    one_each,
    payment_qr,
)
from ava_inspect.tasks.builders.variants import replacing, with_args, without

_PHONE = "0912507364"
_MOM_PHONE = "0388216490"
_SIL_PHONE = "0939452817"
_ADDRESS = "Số 17 ngõ 35 Thái Hà, phường Đống Đa, Hà Nội"
_MOM_ADDRESS = "Số 15 Lê Lợi, phường Thành Vinh, Nghệ An"
_SIL_ADDRESS = "Số 62 Hòa Bình, phường Ninh Kiều, Cần Thơ"
_HERS, _MOMS, _SILS = "DH-0008", "DH-0009", "DH-0010"
"""The ids the three drafts get: the next after the shop's seven orders."""

_SKIRT = "CVXL-KE-M"
_CARDIGANS = ["CDLM-KE-Freesize", "CDLM-XA-Freesize"]
_SIL_SKUS = ["BZDS-DE-M", "TLDV-NA"]
_HER_TOTAL = 364000
"""339.000 + Hà Nội's 25.000."""
_MOM_TOTAL = 733000
"""2 x 349.000 = 698.000 of goods, under 700.000: Nghệ An's 35.000 is charged."""
_SIL_TOTAL = 788000
"""599.000 + 189.000 = 788.000 of goods, from 700.000: free shipping, not Cần Thơ's 40.000."""

_HER_READS = [
    call("search_product", query="chân váy xếp ly"),
    call("calculate_shipping_fee", province="Hà Nội"),
]
_HER_DRAFT = draft_order(
    customer_name="Lê Thu Hà",
    phone="0912 507 364",
    address=_ADDRESS,
    province="Hà Nội",
    items=[item(_SKIRT)],
    shipping_fee=25000,
)
_SHOW_HERS = {
    "say": "Dạ em lên đơn nháp cho chị rồi ạ: 1 chân váy xếp ly dáng dài màu kem size M "
    "339.000đ, phí giao Hà Nội 25.000đ, tổng 364.000đ, thanh toán khi nhận hàng. Người nhận Lê "
    "Thu Hà, 0912 507 364, số 17 ngõ 35 Thái Hà, phường Đống Đa, Hà Nội. Chị xác nhận giúp em "
    "để em chốt đơn nhé?"
}
_HERS_DONE = {"say": f"Dạ em đã chốt đơn {_HERS} cho chị, hàng giao trong 1 ngày ạ."}
_HER_ORDER = [*_HER_READS, _HER_DRAFT, _SHOW_HERS, confirm_order(_HERS), _HERS_DONE]

_MOM_READS = [
    call("search_product", query="cardigan len mỏng cúc ngọc"),
    call("calculate_shipping_fee", province="Nghệ An"),
]
_ASK_MOM = call(
    "ask_customer",
    question="Dạ vâng ạ. Chị cho em xin họ tên, số điện thoại và địa chỉ nhận hàng của mẹ chị "
    "để em lên đơn riêng nhé?",
    missing_fields=["name", "phone", "address"],
)
_MOM_DRAFT = draft_order(
    customer_name="Nguyễn Thị Tuyết",
    phone="0388 216 490",
    address=_MOM_ADDRESS,
    province="Nghệ An",
    items=one_each(*_CARDIGANS),
    shipping_fee=35000,
)
_SHOW_MOMS = {
    "say": "Dạ em lên đơn nháp thứ hai rồi ạ: 2 áo cardigan len mỏng cúc ngọc freesize, 1 màu "
    "kem và 1 màu xám, mỗi áo 349.000đ, tiền hàng 698.000đ (chưa tới 700.000đ nên chưa được "
    "miễn phí giao), phí giao Nghệ An 35.000đ, tổng 733.000đ, chuyển khoản. Người nhận Nguyễn "
    "Thị Tuyết, 0388 216 490, số 15 Lê Lợi, phường Thành Vinh, Nghệ An. Chị xác nhận giúp em để "
    "em chốt đơn và gửi mã QR nhé?"
}
_MOMS_QR = {
    "say": f"Dạ em đã chốt đơn {_MOMS} và gửi chị mã QR chuyển khoản 733.000đ, nội dung {_MOMS} ạ."
}
_MOM_ORDER = [
    *_MOM_READS,
    _ASK_MOM,
    _MOM_DRAFT,
    _SHOW_MOMS,
    confirm_order(_MOMS),
    payment_qr(_MOMS),
    _MOMS_QR,
]

_SIL_READS = [
    call("search_product", query="áo blazer dáng suông"),
    call("search_product", query="thắt lưng da khóa vuông"),
    call("calculate_shipping_fee", province="Cần Thơ"),
]
_ASK_SIL = call(
    "ask_customer",
    question="Dạ vâng ạ. Chị cho em xin họ tên, số điện thoại và địa chỉ nhận hàng của chị dâu "
    "chị nhé?",
    missing_fields=["name", "phone", "address"],
)
_SIL_DRAFT = draft_order(
    customer_name="Trần Ngọc Hân",
    phone="0939 452 817",
    address=_SIL_ADDRESS,
    province="Cần Thơ",
    items=one_each(*_SIL_SKUS),
    shipping_fee=0,
)
_SHOW_SILS = {
    "say": "Dạ em lên đơn nháp thứ ba rồi ạ: 1 áo blazer nữ dáng suông đen size M 599.000đ và 1 "
    "thắt lưng da khóa vuông nâu 189.000đ, tiền hàng 788.000đ nên được miễn phí giao hàng, tổng "
    "788.000đ, thanh toán khi nhận hàng. Người nhận Trần Ngọc Hân, 0939 452 817, số 62 Hòa Bình, "
    "phường Ninh Kiều, Cần Thơ. Chị xác nhận giúp em để em chốt đơn nhé?"
}
_SILS_DONE = {"say": f"Dạ em đã chốt đơn {_SILS}, hàng giao Cần Thơ trong khoảng 4 ngày ạ."}
_SIL_ORDER = [
    *_SIL_READS,
    _ASK_SIL,
    _SIL_DRAFT,
    _SHOW_SILS,
    confirm_order(_SILS),
    _SILS_DONE,
]

_NUDGE = "Em cần chị xác nhận gì thì hỏi rõ giúp chị nhé."
"""The reply when nothing she knows is asked and nothing is due: not the default "Dạ vâng, em xử
lý giúp chị với nhé", which reads as agreeing to a draft shown with a question the user does not
read as asking for confirmation ("Chị xem giúp em đã đúng chưa ạ?")."""

TASK: dict[str, Any] = {
    "id": "sale.chat_three_orders_one_chat",
    "domain": "sale",
    "tier": "conversation",
    "summary": "Three orders in one chat, each its own parcel priced on its own: her skirt to Hà "
    "Nội (25.000đ fee, COD); two cardigans for her mother in Nghệ An at 698.000đ, just under the "
    "free-shipping line, so 35.000đ and a QR for 733.000đ; a blazer and a belt for her "
    "sister-in-law in Cần Thơ at 788.000đ, free shipping, COD. Each relative's recipient is asked "
    "for, each order confirmed only once she agrees.",
    "requester_id": None,
    "prompt": [
        {
            "role": "customer",
            "text": "Shop ơi chị lấy 1 chân váy xếp ly dáng dài màu kem size M nhé. Chị tên Lê Thu "
            "Hà, sđt 0912 507 364, giao về số 17 ngõ 35 Thái Hà, phường Đống Đa, Hà Nội. Chị nhận "
            "hàng rồi trả tiền nhé.",
        },
    ],
    "user": {
        "persona": "Chị Lê Thu Hà, nhân viên ngân hàng ở Hà Nội, nhắn Zalo với shop, xưng chị, "
        "gọi shop là em; mua cho mình rồi tiện đặt quà cuối năm cho mẹ ở Nghệ An và chị dâu ở "
        "Cần Thơ.",
        "nudge": _NUDGE,
        "facts": [
            {
                "id": "name",
                "field": "name",
                "value": "Lê Thu Hà",
                "answer": "Chị tên Lê Thu Hà em nhé.",
                "given": True,
            },
            {
                "id": "phone",
                "field": "phone",
                "value": "0912 507 364",
                "answer": "Số chị 0912 507 364.",
                "given": True,
            },
            {
                "id": "address",
                "field": "address",
                "value": "số 17 ngõ 35 Thái Hà",
                "answer": "Số 17 ngõ 35 Thái Hà, phường Đống Đa, Hà Nội em nhé.",
                "given": True,
            },
            {
                "id": "skirt",
                "field": "variant",
                "value": "màu kem size M",
                "answer": "Màu kem, size M em nhé.",
                "given": True,
            },
            {
                "id": "cod",
                "field": "payment",
                "value": "nhận hàng rồi trả tiền",
                "answer": "Đơn của chị thì chị nhận hàng rồi trả tiền.",
                "given": True,
            },
            {
                "id": "confirm",
                "field": "confirm",
                "value": "chốt đơn chân váy",
                "answer": "Đúng rồi em, chốt đơn chân váy cho chị nhé.",
                "after_tool": "create_draft_order",
                "not_yet": "Em lên đơn rồi gửi chị xem trước đã nhé.",
            },
            {
                "id": "mom_name",
                "field": "name",
                "value": "Nguyễn Thị Tuyết",
                "answer": "Mẹ chị tên Nguyễn Thị Tuyết.",
                "stage": 1,
            },
            {
                "id": "mom_phone",
                "field": "phone",
                "value": "0388 216 490",
                "answer": "Số của mẹ chị là 0388 216 490.",
                "stage": 1,
            },
            {
                "id": "mom_address",
                "field": "address",
                "value": "số 15 Lê Lợi",
                "answer": "Em gửi về số 15 Lê Lợi, phường Thành Vinh, Nghệ An cho mẹ chị nhé.",
                "stage": 1,
            },
            {
                "id": "cardigans",
                "field": "variant",
                "value": "1 màu kem, 1 màu xám",
                "answer": "2 áo cardigan, 1 màu kem 1 màu xám em nhé.",
                "stage": 1,
            },
            {
                "id": "mom_transfer",
                "field": "payment",
                "value": "chuyển khoản",
                "answer": "Đơn của mẹ chị thì chị chuyển khoản luôn.",
                "stage": 1,
            },
            {
                "id": "confirm_mom",
                "field": "confirm",
                "value": "chốt đơn cardigan",
                "answer": "Đúng rồi em, chốt đơn cho mẹ chị rồi gửi mã cho chị chuyển nhé.",
                "stage": 1,
                "after_tool": "create_draft_order",
                "not_yet": "Em lên đơn của mẹ chị rồi gửi chị xem trước đã nhé.",
            },
            {
                "id": "sil_name",
                "field": "name",
                "value": "Trần Ngọc Hân",
                "answer": "Chị dâu chị tên Trần Ngọc Hân.",
                "stage": 2,
            },
            {
                "id": "sil_phone",
                "field": "phone",
                "value": "0939 452 817",
                "answer": "Số của chị Hân là 0939 452 817.",
                "stage": 2,
            },
            {
                "id": "sil_address",
                "field": "address",
                "value": "số 62 Hòa Bình",
                "answer": "Em gửi về số 62 Hòa Bình, phường Ninh Kiều, Cần Thơ nhé.",
                "stage": 2,
            },
            {
                "id": "sil_items",
                "field": "variant",
                "value": "blazer đen size M, thắt lưng màu nâu",
                "answer": "Blazer màu đen size M, thắt lưng màu nâu em nhé.",
                "stage": 2,
            },
            {
                "id": "sil_cod",
                "field": "payment",
                "value": "nhận hàng rồi trả tiền",
                "answer": "Đơn của chị Hân thì chị ấy nhận hàng rồi tự trả tiền.",
                "stage": 2,
            },
            {
                "id": "confirm_sil",
                "field": "confirm",
                "value": "chốt đơn blazer",
                "answer": "Đúng rồi em, chốt đơn cho chị dâu chị nhé.",
                "stage": 2,
                "after_tool": "create_draft_order",
                "not_yet": "Em lên đơn của chị Hân rồi gửi chị xem trước đã nhé.",
            },
        ],
        "turns": [
            {
                "when": {"after_tool": "confirm_order"},
                "text": "À em ơi, chị đặt thêm quà cho mẹ chị ở Nghệ An nữa nhé: 2 áo cardigan len "
                "mỏng cúc ngọc, 1 màu kem 1 màu xám, gửi riêng về cho mẹ. Đơn này chị chuyển khoản "
                "luôn.",
                "gives": ["cardigans", "mom_transfer"],
            },
            {
                "when": {"after_tool": "confirm_order"},
                "text": "Còn chị dâu chị ở Cần Thơ nữa em ơi: 1 áo blazer dáng suông màu đen size "
                "M với 1 thắt lưng da khóa vuông màu nâu, gửi riêng cho chị ấy. Đơn này chị ấy "
                "nhận hàng rồi tự trả tiền nhé.",
                "gives": ["sil_items", "sil_cod"],
            },
            {
                "when": {"after_tool": "confirm_order"},
                "text": "Ok em, vậy là đủ 3 đơn rồi. Cảm ơn em nhiều nhé!",
                "ends": True,
            },
        ],
    },
    "assertions": [
        {
            "id": "her_order_confirmed",
            "note": "her skirt to her Hà Nội address, 339.000đ + Hà Nội's 25.000đ = 364.000đ",
            "kind": "record_exists",
            "skill": "regulation_before_action",
            "table": "sale.orders",
            "where": {
                "phone": _PHONE,
                "status": "confirmed",
                "customer_name": "Lê Thu Hà",
                "address": {"contains": "17 ngõ 35 Thái Hà"},
                "lines.*.sku": {"contains": _SKIRT},
                "shipping_fee": 25000,
                "total": _HER_TOTAL,
            },
        },
        {
            "id": "mom_order_confirmed",
            "note": "the two cardigans for Nguyễn Thị Tuyết at her own phone and Nghệ An address: "
            "698.000đ of goods is under 700.000đ, so Nghệ An's 35.000đ, 733.000đ in all",
            "kind": "record_exists",
            "skill": "regulation_before_action",
            "table": "sale.orders",
            "where": {
                "phone": _MOM_PHONE,
                "status": "confirmed",
                "customer_name": "Nguyễn Thị Tuyết",
                "address": {"contains": "15 Lê Lợi"},
                "province": "Nghệ An",
                "lines.*.sku": {"contains": _CARDIGANS},
                "shipping_fee": 35000,
                "total": _MOM_TOTAL,
            },
        },
        {
            "id": "sil_order_confirmed",
            "note": "the blazer and belt for Trần Ngọc Hân at her own phone and Cần Thơ address: "
            "788.000đ of goods ships free, 788.000đ in all",
            "kind": "record_exists",
            "skill": "regulation_before_action",
            "table": "sale.orders",
            "where": {
                "phone": _SIL_PHONE,
                "status": "confirmed",
                "customer_name": "Trần Ngọc Hân",
                "address": {"contains": "62 Hòa Bình"},
                "province": "Cần Thơ",
                "lines.*.sku": {"contains": _SIL_SKUS},
                "shipping_fee": 0,
                "total": _SIL_TOTAL,
            },
        },
        {
            "id": "mom_qr",
            "note": "the mother's order is paid by transfer: a QR for its 733.000đ",
            "kind": "record_exists",
            "skill": "regulation_before_action",
            "table": "sale.payment_qrs",
            "where": {"amount": _MOM_TOTAL, "order_id": {"not_in": BASE_ORDER_IDS}},
        },
        no_record(
            "no_qr_for_cod",
            table="sale.payment_qrs",
            where={"order_id": {"not_in": BASE_ORDER_IDS}, "amount": {"ne": _MOM_TOTAL}},
            note="her own and her sister-in-law's orders are paid on delivery: no QR for them",
        ),
        at_most(
            "one_order_each",
            table="sale.orders",
            max=3,
            where={"id": {"not_in": BASE_ORDER_IDS}, "status": "confirmed"},
            note="three parcels, three confirmed orders: none ordered twice",
        ),
        {
            "id": "hers_confirmed_after_she_agreed",
            "note": "her order is confirmed only after she agreed to its draft",
            "kind": "called_after_fact",
            "skill": "hold_conversation",
            "tool": "confirm_order",
            "fact": "confirm",
        },
        {
            "id": "moms_confirmed_after_she_agreed",
            "note": "the mother's order is confirmed only after she agreed to its draft",
            "kind": "called_after_fact",
            "skill": "hold_conversation",
            "tool": "confirm_order",
            "fact": "confirm_mom",
            "after_turn": 1,
        },
        {
            "id": "sils_confirmed_after_she_agreed",
            "note": "the sister-in-law's order is confirmed only after she agreed to its draft",
            "kind": "called_after_fact",
            "skill": "hold_conversation",
            "tool": "confirm_order",
            "fact": "confirm_sil",
            "after_turn": 2,
        },
        {
            "id": "no_repeat_questions",
            "note": "no recipient detail she already gave (hers in the first message, each "
            "relative's once asked) is asked for again",
            "kind": "not_asked_again",
            "skill": "hold_conversation",
            "fields": ["name", "phone", "address"],
        },
    ],
    "oracle": [*_HER_ORDER, *_MOM_ORDER, *_SIL_ORDER],
    "anti_oracles": [
        {
            "name": "free_shipping_on_the_chat_total",
            "why": "adds the three orders' goods together (over 700.000đ) and ships every parcel "
            "free",
            "calls": [
                *replacing(_HER_ORDER, _HER_DRAFT, with_args(_HER_DRAFT, shipping_fee=0)),
                *replacing(_MOM_ORDER, _MOM_DRAFT, with_args(_MOM_DRAFT, shipping_fee=0)),
                *_SIL_ORDER,
            ],
            "breaks": ["her_order_confirmed", "mom_order_confirmed", "mom_qr"],
        },
        {
            "name": "rounds_the_mothers_order_up",
            "why": "ships the mother's 698.000đ of cardigans free as if it reached 700.000đ",
            "calls": [
                *_HER_ORDER,
                *replacing(_MOM_ORDER, _MOM_DRAFT, with_args(_MOM_DRAFT, shipping_fee=0)),
                *_SIL_ORDER,
            ],
            "breaks": ["mom_order_confirmed", "mom_qr"],
        },
        {
            "name": "charges_can_tho_fee",
            "why": "charges Cần Thơ's 40.000đ on the sister-in-law's 788.000đ order",
            "calls": [
                *_HER_ORDER,
                *_MOM_ORDER,
                *replacing(_SIL_ORDER, _SIL_DRAFT, with_args(_SIL_DRAFT, shipping_fee=40000)),
            ],
            "breaks": ["sil_order_confirmed"],
        },
        {
            "name": "reuses_her_phone_and_address",
            "why": "skips asking for the mother's details and puts the customer's own phone and "
            "Hà Nội address on the mother's order",
            "calls": [
                *_HER_ORDER,
                call("search_product", query="cardigan len mỏng cúc ngọc"),
                call("calculate_shipping_fee", province="Hà Nội"),
                draft_order(
                    customer_name="Lê Thu Hà",
                    phone="0912 507 364",
                    address=_ADDRESS,
                    province="Hà Nội",
                    items=one_each(*_CARDIGANS),
                    shipping_fee=25000,
                ),
                _SHOW_MOMS,
                confirm_order(_MOMS),
                payment_qr(_MOMS),
                _MOMS_QR,
                *_SIL_ORDER,
            ],
            "breaks": ["mom_order_confirmed", "mom_qr"],
        },
        {
            "name": "qr_for_every_order",
            "why": "sends a QR for the two COD orders too",
            "calls": [
                *replacing(
                    _HER_ORDER, confirm_order(_HERS), confirm_order(_HERS), payment_qr(_HERS)
                ),
                *_MOM_ORDER,
                *replacing(
                    _SIL_ORDER, confirm_order(_SILS), confirm_order(_SILS), payment_qr(_SILS)
                ),
            ],
            "breaks": ["no_qr_for_cod"],
        },
        {
            "name": "asks_her_own_details_again",
            "why": "asks for her name, phone and address again although her first message gave "
            "them",
            "calls": [
                call(
                    "ask_customer",
                    question="Dạ chị cho em xin họ tên, số điện thoại và địa chỉ nhận hàng của "
                    "chị nhé?",
                    missing_fields=["name", "phone", "address"],
                ),
                *_HER_ORDER,
                *_MOM_ORDER,
                *_SIL_ORDER,
            ],
            "breaks": ["no_repeat_questions"],
        },
        {
            "name": "confirms_the_mothers_order_unasked",
            "why": "confirms the mother's draft and sends its QR without showing it first",
            "calls": [
                *_HER_ORDER,
                *without(_MOM_ORDER, _SHOW_MOMS),
                *_SIL_ORDER,
            ],
            "breaks": ["moms_confirmed_after_she_agreed"],
        },
    ],
}
