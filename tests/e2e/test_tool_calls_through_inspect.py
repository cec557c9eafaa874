"""Tool calls through the real Inspect wrapper: each call applies completely or not at all,
argument errors reach the model as errors, and the sample's store ends as the initial world plus
exactly the calls that succeeded."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import inspect_ai
import pytest
from inspect_ai.model import ChatMessageTool, get_model
from inspect_ai.tool import ToolError
from scripted_calls import tool_call_outputs

from ava_inspect.core.tools import runtime as tool_runtime
from ava_inspect.core.tools.runtime import Session
from ava_inspect.harness.sample_info import final_world_data, initial_world_data
from ava_inspect.subsystems.calendar.records import CalendarWorld
from ava_inspect.suite import ava_task

OCCUPIED = {"room_id": "PH-02", "date": "2026-12-11", "start": "14:00", "end": "15:00"}


GOOD_BOOKING = {
    "room_id": "PH-04",
    "date": "2026-12-11",
    "start": "09:00",
    "end": "10:30",
    "title": "Họp giao ban phòng Kinh doanh",
    "attendees": 8,
}


PROBE_TITLE = "probe: fails after changing the world"


def test_tool_calls_apply_completely_or_not_at_all(
    tmp_path: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    real_call_op = tool_runtime.call_op

    def probing_call_op(op: Callable[..., Any], s: Session, args: dict[str, Any]) -> Any:
        """Run the op for real, then fail: the world in the session has changed by then."""
        result = real_call_op(op, s, args)
        if args.get("title") == PROBE_TITLE:
            assert CalendarWorld.of(s.world).bookings[-1].title == PROBE_TITLE
            raise ToolError("probe failure after the change")
        return result

    monkeypatch.setattr(tool_runtime, "call_op", probing_call_op)
    calls: list[tuple[str, dict[str, Any]]] = [
        ("meeting_room_book", {**OCCUPIED, "title": "Họp", "attendees": 3}),
        (
            "meeting_room_book",
            {**OCCUPIED, "start": "07:00", "end": "08:00", "title": "Họp", "attendees": "nhiều"},
        ),
        (
            "amis_hrm_create_leave_request",
            {
                "employee_id": "NV-0007",
                "leave_type": "annual",
                "start_date": "2026-12-18",
                "end_date": "2026-12-16",
            },
        ),
        ("meeting_room_book", {**GOOD_BOOKING, "date": "2026-12-14", "title": PROBE_TITLE}),
        ("meeting_room_book", GOOD_BOOKING),
        ("meeting_room_book", {**GOOD_BOOKING, "start": "10:00", "end": "11:00"}),
        ("meeting_room_list_bookings", {"date": "2026-12-11", "room_id": "PH-04"}),
    ]
    model = get_model(
        "mockllm/model", custom_outputs=tool_call_outputs(calls, "Xong."), memoize=False
    )
    [log] = inspect_ai.eval(
        ava_task("hr"),
        model=model,
        sample_id="hr.book_room_basic",
        log_dir=str(tmp_path),
        display="none",
        score_display=False,
    )
    assert log.status == "success"
    [sample] = log.samples or []
    assert sample.error is None, "a tool call crashed the sample"

    results = {m.tool_call_id: m for m in sample.messages if isinstance(m, ChatMessageTool)}
    assert len(results) == len(calls)
    errors = {
        cid: (m.error.type, m.error.message) if m.error else None for cid, m in results.items()
    }
    assert errors["call-0"] is not None and "trùng giờ" in errors["call-0"][1]
    assert errors["call-1"] is not None and errors["call-1"][0] == "unknown"
    assert (
        errors["call-1"][1].startswith("attendees phải là số nguyên")
        and "nhiều" in errors["call-1"][1]
    )
    assert errors["call-2"] is not None and "start_date phải trước" in errors["call-2"][1]
    assert errors["call-3"] == ("unknown", "probe failure after the change")
    assert errors["call-4"] is None
    assert errors["call-5"] is not None and "trùng giờ" in errors["call-5"][1]
    assert errors["call-6"] is None
    booked = json.loads(results["call-4"].text)
    listed = json.loads(results["call-6"].text)
    assert [b["id"] for b in listed] == ["DP-0002", "DP-0004", booked["id"]]

    # the final store is the initial world plus exactly the one successful booking
    initial = initial_world_data(sample.metadata)
    final = final_world_data(sample.metadata, sample.store)
    expected = {path: list(records) for path, records in initial.items()}
    expected["calendar.bookings"] = [
        *initial["calendar.bookings"],
        {**GOOD_BOOKING, "id": booked["id"], "organizer_id": "NV-0007", "status": "booked"},
    ]
    assert final == expected
    # and the session memory is consistent with it
    assert sample.store["SessionState:user_id"] == "NV-0007"
