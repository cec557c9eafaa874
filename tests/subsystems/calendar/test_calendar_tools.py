"""The calendar tools (meeting rooms and calendar events): a happy path per tool, its result and
the exact world change (read tools leave the world as it was).

The cases are also the baselines of the tests over every tool
(tests/subsystems/test_every_tool.py)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from tool_calls import (
    ME,
    ReadCase,
    WriteCase,
    check_read,
    check_write,
    ids,
)

from ava_inspect.core.tools.runtime import Session

READ_CASES: list[ReadCase] = [
    (
        "meeting_room_search",
        {"query": "máy chiếu", "min_seats": 10},
        ids,
        ["PH-04", "PH-05", "PH-06"],
    ),
    (
        "meeting_room_check_availability",
        {"date": "2026-12-11", "start": "14:00", "end": "15:00"},
        lambda r: {
            x["room_id"]: [c["booking_id"] for c in x["conflicts"]] for x in r if not x["available"]
        },
        {"PH-02": ["DP-0001"], "PH-04": ["DP-0002"], "PH-07": ["DP-0005"]},
    ),
    (
        "meeting_room_list_bookings",
        {"date": "2026-12-11", "room_id": "PH-04"},
        ids,
        ["DP-0002", "DP-0004"],
    ),
    (
        "calendar_list_events",
        {"employee_id": "NV-0017", "from_date": "2026-12-10", "to_date": "2026-12-18"},
        lambda r: [(x["id"], x["organizer_name"]) for x in r["items"]],
        [
            ("SK-0002", "Bùi Văn Toàn"),
            ("SK-0004", "Lưu Thị Phương"),
            ("SK-0005", "Trịnh Quốc Bảo"),
        ],
    ),
]


WRITE_CASES: list[WriteCase] = [
    (
        "meeting_room_book",
        ME,
        None,
        {
            "room_id": "PH-03",
            "date": "2026-12-11",
            "start": "09:00",
            "end": "10:00",
            "title": "  Họp nhóm kế toán ",
            "attendees": 5,
        },
        {
            "calendar.bookings": {
                "added": [
                    {
                        "id": "DP-0022",
                        "room_id": "PH-03",
                        "date": "2026-12-11",
                        "start": "09:00",
                        "end": "10:00",
                        "title": "Họp nhóm kế toán",
                        "organizer_id": ME,
                        "attendees": 5,
                        "status": "booked",
                    }
                ]
            }
        },
    ),
    (
        "meeting_room_cancel_booking",
        "NV-0020",
        None,
        {"booking_id": "DP-0001"},
        {"calendar.bookings": {"changed": {"DP-0001": {"status": "cancelled"}}}},
    ),
    (
        "calendar_create_event",
        "NV-0003",
        None,
        {
            "title": " Họp chốt số liệu quyết toán năm 2026 ",
            "date": "2026-12-21",
            "start": "15:00",
            "end": "16:00",
            "attendee_ids": ["NV-0004", "NV-0005", "NV-0006"],
            "location": "Phòng Lan (PH-03), tầng 4",
            "description": "Mang theo bảng đối chiếu công nợ.",
        },
        {
            "calendar.events": {
                "added": [
                    {
                        "id": "SK-0014",
                        "title": "Họp chốt số liệu quyết toán năm 2026",
                        "date": "2026-12-21",
                        "start": "15:00",
                        "end": "16:00",
                        "organizer_id": "NV-0003",
                        "attendee_ids": ["NV-0004", "NV-0005", "NV-0006"],
                        "location": "Phòng Lan (PH-03), tầng 4",
                        "description": "Mang theo bảng đối chiếu công nợ.",
                        "status": "confirmed",
                    }
                ]
            }
        },
    ),
    (
        "calendar_update_event",
        "NV-0017",
        None,
        {
            "event_id": "SK-0005",
            "start": "09:00",
            "end": "10:30",
            "attendee_ids": ["NV-0019", "NV-0020", "NV-0029"],
        },
        {
            "calendar.events": {
                "changed": {
                    "SK-0005": {
                        "start": "09:00",
                        "end": "10:30",
                        "attendee_ids": ["NV-0019", "NV-0020", "NV-0029"],
                    }
                }
            }
        },
    ),
    (
        "calendar_cancel_event",
        "NV-0021",
        None,
        {"event_id": "SK-0008"},
        {"calendar.events": {"changed": {"SK-0008": {"status": "cancelled"}}}},
    ),
]


@pytest.mark.parametrize(
    ("name", "args", "project", "expected"), READ_CASES, ids=[c[0] for c in READ_CASES]
)
def test_read_tool(
    name: str, args: dict[str, Any], project: Callable[[Any], Any], expected: Any
) -> None:
    check_read(name, args, project, expected)


@pytest.mark.parametrize(
    ("name", "user", "prepare", "args", "expected"), WRITE_CASES, ids=[c[0] for c in WRITE_CASES]
)
def test_write_tool(
    name: str,
    user: str | None,
    prepare: Callable[[Session], Any] | None,
    args: dict[str, Any],
    expected: dict[str, Any],
) -> None:
    check_write(name, user, prepare, args, expected)
