"""The scripted user, as a pure function of the conversation: facts only when asked, scheduled
turns when their trigger holds, nudges, the goodbye and the limits; and what a message asks."""

from __future__ import annotations

from typing import Any

import pytest
from conversation_task import TASK
from pydantic import ValidationError

from ava_inspect.conversation.asks import asked_fields, requested_fields
from ava_inspect.conversation.user import next_message
from ava_inspect.core.conversation import Event
from ava_inspect.schema.conversation import UserScript
from ava_inspect.schema.task import TaskDefinition

SCRIPT = UserScript.model_validate(
    {
        "persona": "Chị Hà, khách quen của shop.",
        "facts": [
            {"id": "name", "field": "name", "value": "Nguyễn Thu Hà", "answer": "Chị tên Hà."},
            {
                "id": "phone",
                "field": "phone",
                "value": "0912 345 678",
                "answer": "0912 345 678",
                "given": True,
            },
            {
                "id": "confirm",
                "field": "confirm",
                "value": "chốt đơn",
                "answer": "Ok chốt em nhé.",
                "after_tool": "create_draft_order",
                "not_yet": "Em lên đơn cho chị xem trước đã.",
            },
            {
                "id": "sister",
                "field": "name",
                "value": "Nguyễn Thu Lan",
                "answer": "Em gái chị tên Lan.",
                "stage": 1,
            },
            {
                "id": "confirm_sister",
                "field": "confirm",
                "value": "chốt đơn cho em gái",
                "answer": "Ok chốt đơn cho em gái chị nhé.",
                "stage": 1,
                "after_tool": "create_draft_order",
                "not_yet": "Em lên đơn của em gái chị cho chị xem đã.",
            },
        ],
        "turns": [
            {
                "when": {"after_tool": "confirm_order"},
                "text": "Chị lấy thêm 1 cái cho em gái nữa nhé.",
            },
            {"when": {"after_replies": 2}, "text": "Cảm ơn em!", "ends": True},
        ],
        "max_turns": 6,
    }
)


def agent(text: str, declared: tuple[str, ...] = ()) -> Event:
    return Event(kind="agent", text=text, asked=sorted(asked_fields(text, declared)))


def tool(name: str, ok: bool = True, **args: Any) -> Event:
    return Event(kind="tool", tool=name, args=args, ok=ok)


def said(events: list[Event]) -> list[Event]:
    """`events` with the user's reply to the last agent message appended, as the loop does."""
    reply = next_message(SCRIPT, events)
    return [
        *events,
        Event(kind="user", text=reply.text, facts=reply.facts, turn=reply.turn, said=reply.said),  # type: ignore[arg-type]
    ]


def test_a_fact_is_given_only_when_asked() -> None:
    unasked = next_message(SCRIPT, [agent("Dạ túi này còn hàng ạ.")])
    assert unasked.said == "nudge" and unasked.facts == []
    asked = next_message(SCRIPT, [agent("Chị cho em xin họ tên người nhận nhé?")])
    assert asked.text == "Chị tên Hà." and asked.facts == ["name"]
    by_tool = next_message(SCRIPT, [agent("Cho em hỏi ạ", declared=("name",))])
    assert by_tool.facts == ["name"]


def test_a_fact_waits_for_its_tool() -> None:
    early = next_message(SCRIPT, [agent("Chị xác nhận chốt đơn giúp em nhé?")])
    assert early.text == "Em lên đơn cho chị xem trước đã." and early.facts == []
    later = next_message(
        SCRIPT, [tool("create_draft_order"), agent("Chị xác nhận chốt đơn giúp em nhé?")]
    )
    assert later.facts == ["confirm"]
    refused = next_message(
        SCRIPT,
        [tool("create_draft_order", ok=False), agent("Chị xác nhận chốt đơn giúp em nhé?")],
    )
    assert refused.facts == [], "a refused call did not make the draft"


def test_a_scheduled_turn_opens_its_stage() -> None:
    events = [tool("create_draft_order"), tool("confirm_order"), agent("Dạ em đã chốt đơn ạ.")]
    events = said(events)
    assert events[-1].turn == 1 and "em gái" in events[-1].text
    reply = next_message(SCRIPT, [*events, agent("Em gái chị tên gì ạ?")])
    assert reply.facts == ["sister"], "in stage 1 the name asked for is the sister's"


def test_a_later_stage_fact_waits_for_its_tool_in_that_stage() -> None:
    """The second order's confirmation waits for the second draft: the first draft, made before
    the turn that opened the stage, does not count."""
    events = said([tool("create_draft_order"), tool("confirm_order"), agent("Dạ em đã chốt ạ.")])
    early = next_message(SCRIPT, [*events, agent("Chị xác nhận đơn cho em gái nhé?")])
    assert early.facts == [] and "em gái" in early.text
    later = next_message(
        SCRIPT,
        [*events, tool("create_draft_order"), agent("Chị xác nhận đơn cho em gái nhé?")],
    )
    assert later.facts == ["confirm_sister"]


def test_a_fact_may_wait_for_any_of_several_tools() -> None:
    """A confirmation waits for the draft as shown, whether it was updated or made again."""
    data = SCRIPT.model_dump()
    data["facts"][2]["after_tool"] = ["update_draft_order", "create_draft_order"]
    script = UserScript.model_validate(data)
    ask = agent("Chị xác nhận chốt đơn giúp em nhé?")
    assert next_message(script, [ask]).facts == []
    for made in ("update_draft_order", "create_draft_order"):
        assert next_message(script, [tool(made), ask]).facts == ["confirm"], made


def test_a_turn_may_wait_for_several_calls_of_its_tool() -> None:
    """The goodbye once both mails are sent: a report after the first is nudged on, not ended."""
    data = SCRIPT.model_dump()
    data["facts"] = [f for f in data["facts"] if f["stage"] == 0]
    data["turns"] = [
        {"when": {"after_tool": "amismail_forward_mail", "times": 2}, "text": "Ok.", "ends": True}
    ]
    script = UserScript.model_validate(data)
    one = [tool("amismail_forward_mail"), tool("amismail_forward_mail", ok=False)]
    assert next_message(script, [*one, agent("Dạ em chuyển thư đầu rồi ạ.")]).end is None
    two = [*one, tool("amismail_forward_mail")]
    assert next_message(script, [*two, agent("Dạ em chuyển xong ạ.")]).end == "goodbye"
    with pytest.raises(ValidationError, match="times narrow after_tool"):
        UserScript.model_validate(
            {
                **data,
                "turns": [{"when": {"after_replies": 1, "times": 2}, "text": "x", "ends": True}],
            }
        )


def test_triggers_count_from_the_last_turn() -> None:
    events = said([tool("confirm_order"), agent("Dạ em đã chốt đơn ạ.")])
    first = next_message(SCRIPT, [*events, agent("Dạ vâng ạ.")])
    assert first.end is None, "one reply since turn 1, the goodbye wants two"
    events = said([*events, agent("Dạ vâng ạ.")])
    bye = next_message(SCRIPT, [*events, agent("Dạ em lên đơn thứ hai nhé.")])
    assert bye.end == "goodbye" and bye.turn == 2


def test_asking_again_gets_the_answer_again_but_restating_does_not() -> None:
    events = [Event(kind="agent", text="x", asked=["phone"], asked_again=["phone"])]
    assert "0912 345 678" in next_message(SCRIPT, events).text
    restated = [Event(kind="agent", text="x", asked=["phone"], asked_again=[])]
    assert next_message(SCRIPT, restated).said == "nudge"


def test_nudges_then_gives_up() -> None:
    events: list[Event] = []
    for _ in range(2):
        events = said([*events, agent("Dạ.")])
        assert events[-1].said == "nudge"
    final = next_message(SCRIPT, [*events, agent("Dạ.")])
    assert final.end == "gave_up" and final.text == SCRIPT.give_up


def test_the_turn_limit_ends_it() -> None:
    events: list[Event] = []
    for _ in range(5):
        events = said([*events, agent("Chị cho em xin họ tên ạ?")])
    assert next_message(SCRIPT, [*events, agent("Chị tên gì ạ?")]).end == "turn_limit"


def test_the_same_conversation_gives_the_same_turns() -> None:
    events = [tool("create_draft_order"), agent("Chị tên gì, chị xác nhận chốt đơn nhé?")]
    assert next_message(SCRIPT, events) == next_message(SCRIPT, list(events))


@pytest.mark.parametrize(
    ("text", "fields"),
    [
        ("Chị cho em xin họ tên, SĐT và địa chỉ nhận hàng nhé", {"name", "phone", "address"}),
        ("Chi cho em xin so dien thoai a", {"phone"}),
        ("Chị cho em xin tên, sđt với địa chỉ của bạn ấy nhé", {"name", "phone", "address"}),
        ("Em gái chị tên và số điện thoại là gì ạ?", {"name", "phone"}),
        ("Chị gửi em thông tin người nhận nhé", {"name", "phone", "address"}),
        ("Mình ship về chỗ nào ạ?", {"address"}),
        ("Dạ tên sản phẩm là túi tote canvas ạ.", set()),
        ("Chị lấy size nào ạ?", {"variant"}),
        ("Chị lấy mấy cái ạ?", {"quantity"}),
        ("Chị thanh toán COD hay chuyển khoản ạ?", {"payment"}),
        ("Dạ sản phẩm còn hàng ạ.", set()),
        ("Chị kiểm tra giúp em thông tin đơn đã đúng chưa ạ?", {"confirm"}),
        ("Thông tin như trên đã chính xác chưa chị?", {"confirm"}),
        ("Chị xem có cần sửa gì không ạ?", {"confirm"}),
        ("Dạ em đã tạo đơn nháp cho chị, đơn đúng 2 món ạ.", set()),
    ],
)
def test_what_a_message_asks(text: str, fields: set[str]) -> None:
    assert asked_fields(text) == fields


def test_asking_again_is_read_strictly() -> None:
    given = {"phone": "0912 345 678", "address": "số 8 Lý Thường Kiệt"}
    assert requested_fields("Chị cho em xin lại số điện thoại nhé?", given) == {"phone"}
    assert requested_fields("Số điện thoại 0912 345 678 đúng không ạ?", given) == set()
    assert requested_fields("Em giao về địa chỉ số 8 Lý Thường Kiệt ạ.", given) == set()
    assert requested_fields("Đơn giao tới địa chỉ chị đã gửi.", given) == set()
    told = "Dạ em đã đổi địa chỉ nhận trên đơn nháp (không phát sinh đơn Hà Nội nào nữa ạ):"
    assert requested_fields(told, given) == set(), "'nào' in a statement asks nothing"
    assert requested_fields("Chị muốn giao về địa chỉ nào ạ", given) == {"address"}
    goods = {"address": given["address"], "variant": "1 kem 1 xám"}
    mother = "Chị cho em xin tên, SĐT của mẹ để em gửi 2 áo cardigan màu kem và màu xám nhé?"
    assert requested_fields(mother, goods) == set(), "the goods named while asking the recipient"
    again = "Chị cho em xin tên và địa chỉ để em lên đơn nhé?"
    assert requested_fields(again, given) == {"address"}, "a given address asked beside a name"
    assert requested_fields("Chị cho em xin lại tên với màu áo nhé?", goods) == {"variant"}
    paying = {"payment": "trả tiền khi nhận hàng"}
    review = "Đơn của chị thanh toán khi nhận hàng, chị xác nhận giúp em để em chốt đơn nhé?"
    assert requested_fields(review, paying) == set(), "the draft's terms, asked to confirm"
    assert requested_fields("Chị xác nhận lại cách thanh toán giúp em nhé?", paying) == {"payment"}
    assert requested_fields("Địa chỉ của chị", given, question=True) == {"address"}
    confirmed = {"confirm": "chốt đơn túi tote"}
    said = "Dạ em đã xác nhận đơn DH-0009, chị chuyển khoản trong 24 giờ giúp em nhé."
    assert requested_fields(said, confirmed) == set(), "a confirmation told is no question"
    again = "Chị xác nhận lại đơn giúp em nhé?"
    assert requested_fields(again, confirmed) == set(), "asking to confirm again is care"
    assert asked_fields("Chị cho em xin địa chỉ để em lên đơn nhé?") == {"address"}


def _definition(**changes: Any) -> dict[str, Any]:
    data = TaskDefinition.model_validate(TASK).model_dump(mode="json")
    data.update(changes)
    return data


def test_script_mistakes_are_named() -> None:
    script = _definition()["user"]
    with pytest.raises(ValidationError, match="only it, ends"):
        UserScript.model_validate({**script, "turns": script["turns"][:1]})
    bad_trigger = {**script["turns"][0], "when": {"after_tool": "x", "after_replies": 1}}
    with pytest.raises(ValidationError, match="exactly one of"):
        UserScript.model_validate({**script, "turns": [bad_trigger, script["turns"][1]]})
    with pytest.raises(ValidationError, match="unknown facts"):
        UserScript.model_validate(
            {**script, "turns": [{**script["turns"][0], "gives": ["nope"]}, script["turns"][1]]}
        )
    twin = {**script["facts"][0], "id": "name2"}
    with pytest.raises(ValidationError, match="two facts of field 'name'"):
        UserScript.model_validate({**script, "facts": [*script["facts"], twin]})


def test_a_conversation_assertion_needs_a_user_and_real_facts() -> None:
    with pytest.raises(ValidationError, match="give the task a 'user'"):
        TaskDefinition.model_validate(_definition(user=None, tier="basic"))
    data = _definition()
    data["assertions"] = [
        {**a, "fact": "nope"} if a["kind"] == "called_after_fact" else a for a in data["assertions"]
    ]
    with pytest.raises(ValidationError, match="no fact 'nope'"):
        TaskDefinition.model_validate(data)
    with pytest.raises(ValidationError, match="has a 'user'"):
        TaskDefinition.model_validate(_definition(user=None))


def test_an_anytime_trigger_counts_what_came_before_the_previous_turn() -> None:
    """A goodbye once the order is handed over holds even when the handover came before the
    previous scheduled turn; without `anytime` it waits for a handover after that turn."""

    def script(anytime: bool) -> UserScript:
        return UserScript.model_validate(
            {
                "persona": "Chị Ánh.",
                "turns": [
                    {"when": {"after_replies": 1}, "text": "Em huỷ luôn cho chị đi."},
                    {
                        "when": {"after_tool": "transfer_to_human", "anytime": anytime},
                        "text": "Ừ, cảm ơn em.",
                        "ends": True,
                    },
                ],
            }
        )

    events = [tool("transfer_to_human"), agent("Dạ em đã chuyển cho nhân viên ạ.")]
    for anytime in (True, False):
        first = next_message(script(anytime), events)
        assert first.turn == 1
        events_after = [
            *events,
            Event(kind="user", text=first.text, turn=1, said="turn"),
            agent("Dạ đơn đã thanh toán em không tự huỷ được ạ."),
        ]
        reply = next_message(script(anytime), events_after)
        assert (reply.end == "goodbye") is anytime


def test_a_turn_that_corrects_a_fact_answers_for_it() -> None:
    """The customer who gave the wrong phone and is asked for it again says the right one once,
    not the wrong one and then the correction."""
    script = UserScript.model_validate(
        {
            "persona": "Chị Ánh.",
            "facts": [
                {
                    "id": "wrong",
                    "field": "phone",
                    "value": "0936 442 178",
                    "answer": "0936 442 178",
                },
                {
                    "id": "right",
                    "field": "phone",
                    "value": "0936 442 187",
                    "answer": "0936 442 187",
                    "stage": 1,
                },
            ],
            "turns": [
                {
                    "when": {"after_tool": "search_orders_by_phone"},
                    "text": "À chị nhầm, số chị là 0936 442 187 em nhé.",
                    "gives": ["right"],
                },
                {"when": {"after_replies": 1}, "text": "Cảm ơn em.", "ends": True},
            ],
        }
    )
    events = [
        Event(kind="user", text="0936 442 178", facts=["wrong"], said="answer"),
        tool("search_orders_by_phone"),
        Event(
            kind="agent",
            text="Số này không có đơn của chị, chị cho em xin lại số điện thoại nhé?",
            asked=["phone"],
            asked_again=["phone"],
        ),
    ]
    reply = next_message(script, events)
    assert reply.text == "À chị nhầm, số chị là 0936 442 187 em nhé." and reply.facts == ["right"]
