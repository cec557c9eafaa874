"""Alternatives in assertions: `any_of` conditions and needle lists, by meaning, never looser.

Each wrong form a task must still fail is checked next to the right forms it must accept.
"""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import TypeAdapter, ValidationError

from ava_inspect.core.world.tables import World, merge
from ava_inspect.harness.catalog import definitions
from ava_inspect.harness.worlds import initial_world
from ava_inspect.schema.assertions import Assertion
from ava_inspect.schema.evaluation import compare, holds

ASSERTION: TypeAdapter[Any] = TypeAdapter(Assertion)
ROOM_CUC = ["Cúc", "PH-02"]


def _assertion(data: dict[str, Any]) -> Any:
    return ASSERTION.validate_python(data)


@pytest.mark.parametrize(
    ("text", "mentioned"),
    [
        ("Phòng Cúc, tầng 3", True),
        ("phòng họp Cúc", True),
        ("Cúc (PH-02)", True),
        ("PH-02", True),
        ("Phòng Trúc (PH-07)", False),
        ("Phòng Cúc", True),
        ("Hội trường (PH-06)", False),
    ],
)
def test_a_needle_list_is_any_of_its_alternatives(text: str, mentioned: bool) -> None:
    assert compare("contains", text, [ROOM_CUC]) is mentioned


def test_contains_a_list_needs_every_needle_and_not_contains_forbids_every_one() -> None:
    given = "Số 15, Ngõ 42, Trần Duy Hưng, Cầu Giấy"
    address = [["số 15", "15 ngõ", "15, ngõ"], "ngõ 42", "Trần Duy Hưng"]
    assert compare("contains", given, address)
    assert compare("contains", "15 Ngõ 42 Trần Duy Hưng", address)
    assert not compare("contains", "Ngõ 42 Trần Duy Hưng", address)
    assert not compare("contains", "Số 16, Ngõ 42, Trần Duy Hưng", address)
    assert not compare("not_contains", "Phòng Lan", ["Sen", "Lan"])
    assert compare("not_contains", "Phòng Đào (PH-05)", ["Sen", "Lan"])


def _handoff_world(**handoff: Any) -> tuple[Any, World]:
    task = definitions()["sale.handoff_sapa_fee"]
    world = initial_world(task)
    record = {"id": "CS-0900", "reason": "Tỉnh ngoài bảng phí", "summary": "", **handoff}
    return task, merge(world, {"sale.handoffs": [record]})


@pytest.mark.parametrize(
    ("handoff", "passes"),
    [
        ({"phone": "0388270914", "summary": "Khách ở Sa Pa hỏi phí ship."}, True),
        ({"summary": "Khách Lò Thị Hiền, SĐT 0388 270 914, hỏi phí ship."}, True),
        ({"summary": "Khách ở Sa Pa hỏi phí ship chân váy."}, False),
        ({"phone": "0388270915", "summary": "Khách ở Sa Pa, SĐT 0388 270 915."}, False),
    ],
)
def test_any_of_takes_the_phone_from_its_field_or_the_summary(
    handoff: dict[str, Any], passes: bool
) -> None:
    task, world = _handoff_world(**handoff)
    handed_off = next(a for a in task.assertions if a.id == "handed_off")
    assert holds(handed_off, world, world)[0] is passes


def test_needle_lists_and_alternatives_must_be_well_formed() -> None:
    base = {"id": "x", "kind": "mail_sent", "skill": "branch_on_data"}
    with pytest.raises(ValidationError, match="at least one needle and no lists"):
        _assertion({**base, "body_contains": [[]]})
    with pytest.raises(ValidationError, match="at least one needle and no lists"):
        _assertion({**base, "body_contains": [[["Cúc"]]]})
    table = {
        "id": "x",
        "kind": "record_exists",
        "skill": "branch_on_data",
        "table": "sale.handoffs",
    }
    with pytest.raises(ValidationError, match="two or more alternatives"):
        _assertion({**table, "any_of": [{"phone": "0388270914"}]})
    with pytest.raises(ValidationError, match="unknown operator"):
        _assertion({**table, "any_of": [{"phone": {"equal": "1"}}, {"summary": "x"}]})
    with pytest.raises(ValidationError, match="give at least one needle"):
        _assertion({**table, "where": {"summary": {"contains": []}}})
