"""The mail tools (the mailbox, directory and templates): a happy path per tool, its result and the
exact world change (read tools leave the world as it was).

The cases are also the baselines of the tests over every tool
(tests/subsystems/test_every_tool.py)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from inspect_ai.tool import ToolError
from tool_calls import (
    Matches,
    ReadCase,
    WriteCase,
    call,
    check_read,
    check_write,
    ids,
    item_ids,
    session,
)

from ava_inspect.core.tools.runtime import Session

MESSAGE_DEFAULTS = {
    "folder": "sent",
    "draft": False,
    "read": True,
    "labels": [],
    "in_reply_to": None,
    "forwarded_from": None,
    "sent_at": "2026-12-09T10:00",
}


READ_CASES: list[ReadCase] = [
    (
        "amismail_search_mail",
        {"unread_only": True},
        item_ids,
        # Lan's own mailbox and the groups she is in; Ngọc's mail (TH-0001, TH-0002) is not there.
        ["TH-0029", "TH-0028", "TH-0020", "TH-0012", "TH-0010"],
    ),
    # sent on 09/12 or later: the four unread mails of 08/12 stay out
    ("amismail_search_mail", {"unread_only": True, "since": "2026-12-09"}, item_ids, ["TH-0029"]),
    (
        "amismail_read_mail",
        {"message_id": "TH-0001", "as": "NV-0006"},
        lambda r: (r["read"], r["body"].endswith("Nam — Phòng Kỹ thuật")),
        (False, True),
    ),
    (
        "amismail_search_directory",
        {"query": "Vũ Thu Hà"},
        lambda r: [(x["kind"], x["id"], x["email"]) for x in r],
        [
            ("employee", "NV-0015", "havt@saoviet.vn"),
            ("employee", "NV-0022", "havt.mkt@saoviet.vn"),
        ],
    ),
    (
        "amismail_list_templates",
        {},
        lambda r: (ids(r), any("body" in x for x in r)),
        ([f"MAU-{n:02d}" for n in range(1, 11)], False),
    ),
    (
        "amismail_get_template",
        {"template_id": "MAU-02"},
        lambda r: (r["name"], "{vi_tri}" in r["subject"]),
        ("Thư mời phỏng vấn", True),
    ),
]


WRITE_CASES: list[WriteCase] = [
    (
        "amismail_write_mail",
        "NV-0006",
        None,
        {
            "to": [" KhaiDV@saoviet.vn"],
            "cc": ["nguyetltm@saoviet.vn"],
            "subject": "Công nợ tháng 12",
            "body": "Anh Khải ơi, em gửi số liệu công nợ tháng 12.",
        },
        {
            "mail.messages": {
                "added": [
                    {
                        **MESSAGE_DEFAULTS,
                        "id": "TH-0038",
                        "sender": "ngocntb@saoviet.vn",
                        "to": ["khaidv@saoviet.vn"],
                        "cc": ["nguyetltm@saoviet.vn"],
                        "subject": "Công nợ tháng 12",
                        "body": "Anh Khải ơi, em gửi số liệu công nợ tháng 12.",
                    }
                ]
            }
        },
    ),
    (
        "amismail_reply_mail",
        "NV-0006",
        None,
        {"message_id": "TH-0001", "body": "Em được tạm ứng tối đa 10.000.000 đồng."},
        {
            "mail.messages": {
                "added": [
                    {
                        **MESSAGE_DEFAULTS,
                        "id": "TH-0038",
                        "sender": "ngocntb@saoviet.vn",
                        "to": ["namhv@saoviet.vn"],
                        "cc": [],
                        "subject": "Re: Hỏi về tạm ứng công tác phí",
                        "body": "Em được tạm ứng tối đa 10.000.000 đồng.",
                        "in_reply_to": "TH-0001",
                    }
                ],
                "changed": {"TH-0001": {"read": True}},
            }
        },
    ),
    (
        "amismail_forward_mail",
        "NV-0006",
        None,
        {"message_id": "TH-0002", "to": ["khaidv@saoviet.vn"], "note": "Anh xem giúp em"},
        {
            "mail.messages": {
                "added": [
                    {
                        **MESSAGE_DEFAULTS,
                        "id": "TH-0038",
                        "sender": "ngocntb@saoviet.vn",
                        "to": ["khaidv@saoviet.vn"],
                        "cc": [],
                        "subject": "Fwd: Đề nghị thanh toán in ấn brochure",
                        "body": Matches(
                            r"(?s)Anh xem giúp em\n\n-+ Thư chuyển tiếp -+\nTừ: namhh@saoviet\.vn\n"
                            r"Tiêu đề: Đề nghị thanh toán in ấn brochure\n\nChào Ngọc,.*Hải Nam"
                        ),
                        "forwarded_from": "TH-0002",
                    }
                ]
            }
        },
    ),
    (
        "amismail_mark_read",
        "NV-0006",
        None,
        {"message_ids": ["TH-0001", "TH-0002"]},
        {"mail.messages": {"changed": {"TH-0001": {"read": True}, "TH-0002": {"read": True}}}},
    ),
    (
        "amismail_save_draft",
        "NV-0006",
        None,
        {
            "to": ["KhaiDV@saoviet.vn "],
            "subject": " Đối chiếu công nợ tháng 12",
            "body": "Anh Khải ơi, em gửi anh bản nháp đối chiếu công nợ tháng 12.",
        },
        {
            "mail.messages": {
                "added": [
                    {
                        **MESSAGE_DEFAULTS,
                        "id": "TH-0038",
                        "folder": "drafts",
                        "draft": True,
                        "sender": "ngocntb@saoviet.vn",
                        "to": ["khaidv@saoviet.vn"],
                        "cc": [],
                        "subject": "Đối chiếu công nợ tháng 12",
                        "body": "Anh Khải ơi, em gửi anh bản nháp đối chiếu công nợ tháng 12.",
                    }
                ]
            }
        },
    ),
    (
        "amismail_move_mail",
        "NV-0006",
        None,
        {"message_ids": ["TH-0003", "TH-0030"], "folder": "archive"},
        {
            "mail.messages": {
                "changed": {"TH-0003": {"folder": "archive"}, "TH-0030": {"folder": "archive"}}
            }
        },
    ),
    (
        "amismail_add_label",
        "NV-0006",
        None,
        {"message_ids": ["TH-0012", "TH-0020"], "label": "  Cần  Duyệt "},
        {
            "mail.messages": {
                "changed": {
                    "TH-0012": {"labels": ["cần duyệt"]},
                    "TH-0020": {"labels": ["công nợ", "cần duyệt"]},
                }
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


def test_mail_since_must_be_a_day() -> None:
    with pytest.raises(ToolError):
        call(session(), "amismail_search_mail", since="09/12/2026")
