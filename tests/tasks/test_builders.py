"""The task builders: plain data, the very shapes tasks wrote by hand, and never a task domain."""

from __future__ import annotations

from typing import Any

from ava_inspect.harness.discovery import discover
from ava_inspect.tasks.builders.calls import call
from ava_inspect.tasks.builders.mail import reply, write_mail
from ava_inspect.tasks.builders.negatives import add_own_manager_not_copied
from ava_inspect.tasks.builders.orders import draft_order, item, one_each
from ava_inspect.tasks.builders.variants import replacing, swapped_in, with_args, without_naming


def test_the_builders_are_never_loaded_as_tasks() -> None:
    found, problems = discover()
    assert problems == []
    assert not [r.module for r in found if ".builders" in r.module]
    assert len(found) == len({r.module for r in found})


def test_a_call_keeps_its_arguments_in_the_order_written() -> None:
    assert list(call("x", b=1, a=2)["args"]) == ["b", "a"]
    assert write_mail("a@saoviet.vn", subject="S", body="B") == {
        "tool": "amismail_write_mail",
        "args": {"to": ["a@saoviet.vn"], "subject": "S", "body": "B"},
    }
    assert list(write_mail(["a", "b"], subject="S", body="B", cc=[])["args"]) == [
        "to",
        "cc",
        "subject",
        "body",
    ]
    assert reply("TH-0001", "B", cc="c")["args"] == {
        "message_id": "TH-0001",
        "cc": ["c"],
        "body": "B",
    }


def test_an_optional_argument_not_given_is_left_out() -> None:
    order = draft_order("N", "0900", "A", "Hà Nội", one_each("X", "Y"), 25000)
    assert "note" not in order["args"]
    assert order["args"]["items"] == [{"sku": "X", "quantity": 1}, {"sku": "Y", "quantity": 1}]
    assert item("C", 2, choices=["a"]) == {"sku": "C", "quantity": 2, "combo_choices": ["a"]}


def test_variants_change_a_copy_of_the_right_path() -> None:
    right = [call("read", id="1"), call("decide", request_id="R1", decision="approve")]
    other = call("decide", request_id="R1", decision="reject")
    assert swapped_in(right, other, on="request_id") == [right[0], other]
    assert replacing(right, right[0]) == [right[1]]
    assert without_naming(right, "R1") == [right[0]]
    changed = with_args(right[1], decision="reject", note="n")
    assert list(changed["args"]) == ["request_id", "decision", "note"]
    assert right[1]["args"]["decision"] == "approve"


def test_the_own_manager_rule_copies_the_manager_on_every_mail_sent() -> None:
    task: dict[str, Any] = {
        "assertions": [],
        "anti_oracles": [],
        "oracle": [call("read"), write_mail("x", subject="S", body="B", cc=["y"]), reply("T", "B")],
    }
    add_own_manager_not_copied(task, "boss@saoviet.vn", in_reply_to="T")
    [rule] = task["assertions"]
    assert rule["id"] == "own_manager_not_copied" and rule["in_reply_to"] == "T"
    [wrong] = task["anti_oracles"]
    assert wrong["breaks"] == ["own_manager_not_copied"]
    assert [c["args"].get("cc") for c in wrong["calls"]] == [
        None,
        ["y", "boss@saoviet.vn"],
        ["boss@saoviet.vn"],
    ]


def test_the_variants_leave_a_conversations_replies_as_they_are() -> None:
    said = {"say": "Dạ em gửi thư mời rồi ạ."}
    right = [call("decide", request_id="R1"), said, write_mail("x", subject="S", body="B")]
    assert swapped_in(right, call("decide", request_id="R1", v=2), on="request_id")[1] == said
    assert without_naming(right, "R1") == right[1:]
    task: dict[str, Any] = {"assertions": [], "anti_oracles": [], "oracle": right}
    add_own_manager_not_copied(task, "boss@saoviet.vn")
    [wrong] = task["anti_oracles"]
    assert wrong["calls"][1] == said and wrong["calls"][2]["args"]["cc"] == ["boss@saoviet.vn"]
