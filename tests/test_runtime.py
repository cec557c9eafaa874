"""The tool runtime's own guards: oversized arguments are refused before they reach the world."""

from __future__ import annotations

import pytest
from inspect_ai.tool import ToolError

from ava_inspect.tools import CATALOGUE
from ava_inspect.tools.runtime import MAX_ITEMS, MAX_TEXT, Session, call_op
from ava_inspect.world.company import base_company
from ava_inspect.world.state import merge


def _session() -> Session:
    return Session(world=merge(base_company(), {}), user_id="NV-0006")


def test_a_huge_string_is_refused_and_changes_nothing() -> None:
    s = _session()
    before = s.world.model_dump()
    args = {"to": ["havt@saoviet.vn"], "subject": "Báo cáo", "body": "x" * (MAX_TEXT + 1)}
    with pytest.raises(ToolError, match="body quá dài"):
        call_op(CATALOGUE["amismail_write_mail"].op, s, args)
    assert s.world.model_dump() == before


def test_a_string_at_the_limit_is_accepted() -> None:
    s = _session()
    args = {"to": ["havt@saoviet.vn"], "subject": "Báo cáo", "body": "x" * MAX_TEXT}
    result = call_op(CATALOGUE["amismail_write_mail"].op, s, args)
    assert result["sent"] is True


def test_too_many_list_items_are_refused() -> None:
    s = _session()
    ids = ["TH-0001"] * (MAX_ITEMS + 1)
    with pytest.raises(ToolError, match="quá nhiều phần tử"):
        call_op(CATALOGUE["amismail_mark_read"].op, s, {"message_ids": ids})


def test_a_huge_string_inside_a_list_is_refused() -> None:
    s = _session()
    args = {"to": ["a" * (MAX_TEXT + 1) + "@x.vn"], "subject": "s", "body": "b"}
    with pytest.raises(ToolError, match="to quá dài"):
        call_op(CATALOGUE["amismail_write_mail"].op, s, args)
