"""The conversation engine's test task, a chat: the name is given only when asked, the colour
changes after the draft, and the order is confirmed only once the customer agrees to the changed
draft.

It is test data, not part of the task set (the conversation tier enters the set, under a new
task-set version, once its tasks have been played blind): `registered()` adds it to the loaded
definitions for the duration of a test.
"""

from collections.abc import Iterator
from contextlib import contextmanager

from ava_inspect.harness.catalog import definitions
from ava_inspect.harness.checks import check_task
from ava_inspect.schema.task import TaskDefinition
from ava_inspect.tasks.builders.calls import call
from ava_inspect.tasks.builders.orders import confirm_order, draft_order, item

_PHONE = "0912345678"
_ADDRESS = "Số 8 Lý Thường Kiệt, phường Hoàn Kiếm, Hà Nội"
_ORDER = "DH-0008"
"""The id the draft gets: the next after the shop's seven orders."""

_ASK_NAME = call(
    "ask_customer",
    question="Dạ túi tote canvas màu be còn hàng ạ. Chị cho em xin họ tên người nhận để em lên "
    "đơn nhé?",
    missing_fields=["name"],
)
_BEIGE_DRAFT = draft_order(
    customer_name="Nguyễn Thu Hà",
    phone="0912 345 678",
    address=_ADDRESS,
    province="Hà Nội",
    items=[item("TOTE-BE")],
    shipping_fee=25000,
)
_SHOW_BEIGE = {
    "say": "Dạ em đã lên đơn nháp cho chị: 1 túi tote canvas màu be 159.000đ, phí giao Hà Nội "
    "25.000đ, tổng 184.000đ, thanh toán khi nhận hàng. Người nhận Nguyễn Thu Hà, 0912 345 678, "
    "số 8 Lý Thường Kiệt, phường Hoàn Kiếm, Hà Nội. Chị xác nhận giúp em để em chốt đơn nhé?"
}

TASK = {
    "id": "sale.chat_tote_colour_change",
    "domain": "sale",
    "tier": "conversation",
    "summary": "A chat for one tote: ask the recipient's name (never invent it), switch the "
    "draft to black when the customer changes her mind, and confirm only after she agrees to "
    "the changed draft; never ask again for the phone or address she gave.",
    "requester_id": None,
    "prompt": [
        {
            "role": "customer",
            "text": "Shop ơi chị lấy 1 túi tote canvas màu be nhé. Giao về số 8 Lý Thường Kiệt, "
            "phường Hoàn Kiếm, Hà Nội, sđt 0912 345 678.",
        },
    ],
    "user": {
        "persona": "Chị Nguyễn Thu Hà, nhân viên văn phòng ở Hà Nội, nhắn Messenger ngắn gọn, "
        "xưng chị, gọi shop là em.",
        "facts": [
            {
                "id": "name",
                "field": "name",
                "value": "Nguyễn Thu Hà",
                "answer": "Người nhận là Nguyễn Thu Hà em nhé.",
            },
            {
                "id": "phone",
                "field": "phone",
                "value": "0912 345 678",
                "answer": "0912 345 678 em nhé.",
                "given": True,
            },
            {
                "id": "address",
                "field": "address",
                "value": "số 8 Lý Thường Kiệt",
                "answer": "Số 8 Lý Thường Kiệt, phường Hoàn Kiếm, Hà Nội em ạ.",
                "given": True,
            },
            {
                "id": "black",
                "field": "variant",
                "value": "màu đen",
                "answer": "Chị lấy màu đen nhé.",
                "stage": 1,
            },
            {
                "id": "confirm",
                "field": "confirm",
                "value": "chốt đơn màu đen",
                "answer": "Ok em, màu đen như thế là đúng rồi, chốt đơn cho chị nhé.",
                "stage": 1,
            },
        ],
        "turns": [
            {
                "when": {"after_tool": "create_draft_order"},
                "text": "À mà thôi em ơi, chị đổi sang màu đen nhé, màu be dễ bẩn quá.",
                "gives": ["black"],
            },
            {
                "when": {"after_tool": "confirm_order"},
                "text": "Ok em, cảm ơn em nhé!",
                "ends": True,
            },
        ],
    },
    "assertions": [
        {
            "id": "black_order_confirmed",
            "note": "one black tote confirmed for Nguyễn Thu Hà at the given phone and address",
            "kind": "record_exists",
            "skill": "branch_on_data",
            "table": "sale.orders",
            "where": {
                "phone": _PHONE,
                "status": "confirmed",
                "customer_name": "Nguyễn Thu Hà",
                "address": {"contains": "8 Lý Thường Kiệt"},
                "lines.*.sku": {"contains": "TOTE-DE"},
                "total": 184000,
            },
        },
        {
            "id": "no_beige_order",
            "note": "the beige tote she changed her mind about is not confirmed",
            "kind": "record_not_exists",
            "skill": "branch_on_data",
            "table": "sale.orders",
            "where": {
                "phone": _PHONE,
                "status": "confirmed",
                "lines.*.sku": {"contains": "TOTE-BE"},
            },
        },
        {
            "id": "one_confirmed_order",
            "note": "one confirmed order for her phone",
            "kind": "record_count",
            "skill": "branch_on_data",
            "table": "sale.orders",
            "negative": True,
            "where": {"phone": _PHONE, "status": "confirmed"},
            "max": 1,
        },
        {
            "id": "confirmed_after_she_agreed",
            "note": "the order is confirmed only after she agreed to the changed draft",
            "kind": "called_after_fact",
            "skill": "hold_conversation",
            "tool": "confirm_order",
            "fact": "confirm",
        },
        {
            "id": "no_repeat_questions",
            "note": "the phone and address were in her first message: never asked again",
            "kind": "not_asked_again",
            "skill": "hold_conversation",
            "fields": ["phone", "address"],
        },
    ],
    "oracle": [
        call("search_product", query="túi tote canvas"),
        _ASK_NAME,
        call("calculate_shipping_fee", province="Hà Nội"),
        _BEIGE_DRAFT,
        _SHOW_BEIGE,
        call("update_draft_order", order_id=_ORDER, items=[item("TOTE-DE")]),
        {
            "say": "Dạ em đã đổi sang túi tote canvas màu đen cho chị, giá vẫn 159.000đ, tổng "
            "184.000đ cả phí giao. Chị xác nhận giúp em để em chốt đơn nhé?"
        },
        confirm_order(_ORDER),
        {"say": f"Dạ em đã chốt đơn {_ORDER} cho chị, shop giao trong 1 ngày ạ."},
    ],
    "anti_oracles": [
        {
            "name": "confirms_before_she_agrees",
            "why": "confirms the beige draft right after making it, without asking her",
            "calls": [
                call("search_product", query="túi tote canvas"),
                _ASK_NAME,
                _BEIGE_DRAFT,
                confirm_order(_ORDER),
                {"say": f"Dạ em đã chốt đơn {_ORDER} cho chị ạ."},
            ],
            "breaks": ["black_order_confirmed", "no_beige_order", "confirmed_after_she_agreed"],
        },
        {
            "name": "ignores_the_colour_change",
            "why": "asks her to confirm again after the change but confirms the beige draft",
            "calls": [
                call("search_product", query="túi tote canvas"),
                _ASK_NAME,
                _BEIGE_DRAFT,
                _SHOW_BEIGE,
                {"say": "Dạ vâng, chị xác nhận giúp em để em chốt đơn nhé?"},
                confirm_order(_ORDER),
                {"say": "Dạ em đã chốt đơn cho chị ạ."},
            ],
            "breaks": ["black_order_confirmed", "no_beige_order"],
        },
        {
            "name": "asks_the_phone_again",
            "why": "asks for the name and, again, for the phone she already gave",
            "calls": [
                call("search_product", query="túi tote canvas"),
                call(
                    "ask_customer",
                    question="Chị cho em xin họ tên và số điện thoại người nhận nhé?",
                    missing_fields=["name", "phone"],
                ),
                _BEIGE_DRAFT,
                _SHOW_BEIGE,
                call("update_draft_order", order_id=_ORDER, items=[item("TOTE-DE")]),
                {"say": "Dạ em đổi sang màu đen rồi ạ, chị xác nhận giúp em chốt đơn nhé?"},
                confirm_order(_ORDER),
                {"say": "Dạ em đã chốt đơn cho chị ạ."},
            ],
            "breaks": ["no_repeat_questions"],
        },
    ],
}


@contextmanager
def registered() -> Iterator[TaskDefinition]:
    """The task, added to this process's task definitions while the block runs."""
    defs = definitions()
    task = TaskDefinition.model_validate(TASK)
    assert not check_task(task), check_task(task)
    defs[task.id] = task
    try:
        yield task
    finally:
        del defs[task.id]
