"""The helpdesk tools (the regulations, tickets and memory notes): a happy path per tool, its
result and the exact world change (read tools leave the world as it was).

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
    item_ids,
)

from ava_inspect.core.tools.runtime import Session

READ_CASES: list[ReadCase] = [
    (
        "document_qa",
        {"question": "tạm ứng công tác", "limit": 2},
        lambda r: (len(r), r[0]["document_id"], "tạm ứng tối đa" in r[0]["passage"]),
        (2, "QD-006", True),
    ),
    (
        "document_get",
        {"document_id": "QD-003"},
        lambda r: (r["title"], "phòng họp" in r["content"].lower()),
        ("Quy định sử dụng phòng họp", True),
    ),
    (
        "document_list",
        {},
        lambda r: (len(r) >= 9, any("content" in x for x in r), ids(r)[:3]),
        (True, False, ["QD-001", "QD-002", "QD-003"]),
    ),
    ("helpdesk_search_ticket", {"status": "closed"}, item_ids, ["YC-0001", "YC-0003"]),
    (
        "helpdesk_get_ticket",
        {"ticket_id": "YC-0004"},
        lambda r: (r["status"], r["team_name"], r["names"]["NV-0037"], r["your_next_statuses"]),
        ("in_progress", "Hỗ trợ CNTT", "Ngô Văn Quyết", []),
    ),
    ("get_memory", {}, ids, []),
]


WRITE_CASES: list[WriteCase] = [
    (
        "helpdesk_create_ticket",
        ME,
        None,
        {"team": "it", "title": "Máy in tầng 3 hỏng", "description": "Máy in báo kẹt giấy."},
        {
            "helpdesk.tickets": {
                "added": [
                    {
                        "id": "YC-0010",
                        "requester_id": ME,
                        "team": "it",
                        "title": "Máy in tầng 3 hỏng",
                        "description": "Máy in báo kẹt giấy.",
                        "status": "open",
                        "created_date": "2026-12-09",
                        "comments": [],
                    }
                ]
            }
        },
    ),
    (
        "helpdesk_update_ticket",
        "NV-0037",
        None,
        {"ticket_id": "YC-0008", "status": "in_progress", "note": " Em nhận xử lý. "},
        {
            "helpdesk.tickets": {
                "changed": {
                    "YC-0008": {
                        "status": "in_progress",
                        "comments": [{"author_id": "NV-0037", "text": "Em nhận xử lý."}],
                    }
                }
            }
        },
    ),
    (
        "helpdesk_add_comment",
        "NV-0011",
        None,
        {"ticket_id": "YC-0007", "text": "Em bổ sung số hóa đơn 0004517 ngày 04/12."},
        {
            "helpdesk.tickets": {
                "changed": {
                    "YC-0007": {
                        "comments": [
                            {
                                "author_id": "NV-0011",
                                "text": "Em bổ sung số hóa đơn 0004517 ngày 04/12.",
                            }
                        ]
                    }
                }
            }
        },
    ),
    (
        "edit_memory",
        "NV-0009",
        None,
        {"action": "add", "content": " Họp nhóm miền Bắc chiều thứ Năm hằng tuần. "},
        {
            "helpdesk.memory": {
                "added": [
                    {
                        "id": "GN-0007",
                        "owner_id": "NV-0009",
                        "content": "Họp nhóm miền Bắc chiều thứ Năm hằng tuần.",
                    }
                ]
            }
        },
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
