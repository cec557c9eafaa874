"""The recruitment tools (openings, candidates, interviews, evaluations and offers): a happy path
per tool, its result and the exact world change (read tools leave the world as it was);
interview clashes, withdrawals, unknown openings.

The cases are also the baselines of the tests over every tool
(tests/subsystems/test_every_tool.py)."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import pytest
from inspect_ai.tool import ToolError
from tool_calls import (
    ReadCase,
    WriteCase,
    call,
    check_read,
    check_write,
    ids,
    item_ids,
    pick,
    session,
)

from ava_inspect.core.tools.runtime import Session
from ava_inspect.core.world.persist import world_data
from ava_inspect.core.world.tables import merge
from ava_inspect.subsystems import base_company

BASE = base_company()


READ_CASES: list[ReadCase] = [
    ("recruitment_search_job", {"query": "backend"}, ids, ["VT-0001"]),
    (
        "recruitment_get_job",
        {"job_id": "VT-0003"},
        pick("hiring_manager_name", "recruiter_name", "salary_max"),
        {
            "hiring_manager_name": "Lê Thị Minh Nguyệt",
            "recruiter_name": "Bùi Văn Toàn",
            "salary_max": 20000000,
        },
    ),
    (
        "recruitment_search_candidate",
        {"query": "Phạm Quang Huy"},
        lambda r: [(x["id"], x["job_title"], "cv_text" in x) for x in r["items"]],
        [
            ("UV-0001", "Lập trình viên Backend (Java)", False),
            ("UV-0002", "Kiểm thử viên phần mềm", False),
        ],
    ),
    (
        "recruitment_get_candidate",
        {"candidate_id": "UV-0005"},
        lambda r: (ids(r["interviews"]), r["cv_text"].startswith("NGUYỄN HOÀNG LONG")),
        (["PV-0001", "PV-0002"], True),
    ),
    (
        "recruitment_skill_sumarize_cv",
        {"candidate_id": "UV-0001"},
        lambda r: (sorted(r["sections"]), r["job_id"], r["sections"]["Kỹ năng"]),
        (["Học vấn", "Kinh nghiệm", "Kỹ năng"], "VT-0001", "Java 17, Spring Boot, Docker, Redis."),
    ),
    ("recruitment_list_interviews", {"date": "2026-12-10"}, ids, ["PV-0001", "PV-0017", "PV-0018"]),
    # VT-0001's applicants UV-0001, UV-0005 and UV-0006; other jobs' interviews stay out
    (
        "recruitment_list_interviews",
        {"job_id": "VT-0001"},
        ids,
        ["PV-0001", "PV-0002", "PV-0003", "PV-0004", "PV-0020"],
    ),
    (
        "recruitment_list_evaluations",
        {"candidate_id": "UV-0006"},
        lambda r: [(x["id"], x["evaluator_name"], x["score"], x["recommendation"]) for x in r],
        [("DG-0001", "Trịnh Quốc Bảo", 5, "hire"), ("DG-0002", "Bùi Văn Toàn", 4, "hire")],
    ),
]


WRITE_CASES: list[WriteCase] = [
    (
        "recruitment_update_candidate_stage",
        "NV-0016",
        None,
        {"candidate_id": "UV-0001", "stage": "interview"},
        {"recruitment.candidates": {"changed": {"UV-0001": {"stage": "interview"}}}},
    ),
    (
        "recruitment_schedule_interview",
        "NV-0016",
        None,
        {
            "candidate_id": "UV-0001",
            "date": "2026-12-14",
            "start": "09:00",
            "end": "10:00",
            "panel_ids": ["NV-0017", "NV-0016"],
            "kind": "technical",
            "room_id": "PH-03",
        },
        {
            "recruitment.interviews": {
                "added": [
                    {
                        "id": "PV-0021",
                        "candidate_id": "UV-0001",
                        "job_id": "VT-0001",
                        "date": "2026-12-14",
                        "start": "09:00",
                        "end": "10:00",
                        "room_id": "PH-03",
                        "panel_ids": ["NV-0017", "NV-0016"],
                        "kind": "technical",
                        "status": "scheduled",
                    }
                ]
            }
        },
    ),
    (
        "recruitment_reschedule_interview",
        "NV-0015",
        None,
        {
            "interview_id": "PV-0006",
            "date": "2026-12-16",
            "start": "09:00",
            "end": "10:00",
            "room_id": "PH-03",
        },
        {
            "recruitment.interviews": {
                "changed": {
                    "PV-0006": {
                        "date": "2026-12-16",
                        "start": "09:00",
                        "end": "10:00",
                        "room_id": "PH-03",
                    }
                }
            }
        },
    ),
    (
        "recruitment_cancel_interview",
        "NV-0015",
        None,
        {"interview_id": "PV-0017"},
        {"recruitment.interviews": {"changed": {"PV-0017": {"status": "cancelled"}}}},
    ),
    (
        "recruitment_add_evaluation",
        "NV-0016",
        None,
        {
            "candidate_id": "UV-0013",
            "score": 4,
            "recommendation": "hire",
            "comment": "Chắc nghiệp vụ, đã dùng MISA 6 năm; kỳ vọng lương 18 triệu.",
        },
        {
            "recruitment.evaluations": {
                "added": [
                    {
                        "id": "DG-0010",
                        "candidate_id": "UV-0013",
                        "evaluator_id": "NV-0016",
                        "score": 4,
                        "recommendation": "hire",
                        "comment": "Chắc nghiệp vụ, đã dùng MISA 6 năm; kỳ vọng lương 18 triệu.",
                    }
                ]
            }
        },
    ),
    (
        "recruitment_send_offer",
        "NV-0016",
        None,
        {
            "candidate_id": "UV-0013",
            "salary": 18000000,
            "start_date": "2027-01-04",
            "body": "Chào bạn Phùng Thị Thu Hiền,\n\nChúc mừng bạn đã trúng tuyển vị trí Kế toán "
            "tổng hợp. Mức lương: 18.000.000 đồng/tháng (gross).",
        },
        {
            "recruitment.offers": {
                "added": [
                    {
                        "id": "OF-0003",
                        "candidate_id": "UV-0013",
                        "job_id": "VT-0003",
                        "salary": 18000000,
                        "start_date": "2027-01-04",
                        "status": "sent",
                        "body": "Chào bạn Phùng Thị Thu Hiền,\n\nChúc mừng bạn đã trúng tuyển vị "
                        "trí Kế toán tổng hợp. Mức lương: 18.000.000 đồng/tháng (gross).",
                    }
                ]
            },
            "recruitment.candidates": {"changed": {"UV-0013": {"stage": "offer"}}},
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


INTERVIEW_CLASH_SEED: dict[str, list[dict[str, Any]]] = {
    "calendar.events": [
        {
            "id": "SK-0090",
            "title": "Họp kế hoạch quý I",
            "date": "2026-12-16",
            "start": "09:30",
            "end": "11:00",
            "organizer_id": "NV-0003",
            "attendee_ids": ["NV-0017"],
        }
    ],
    "hr.leave_requests": [
        {
            "id": "DNP-0090",
            "employee_id": "NV-0016",
            "leave_type": "annual",
            "start_date": "2026-12-16",
            "end_date": "2026-12-16",
            "days": 1.0,
            "status": "approved",
        }
    ],
}


def test_interview_reports_the_panels_calendar_and_leave_like_an_event_does() -> None:
    """calendar_create_event saves and reports `busy`; the interview tools do the same."""
    s = session("NV-0015", merge(BASE, INTERVIEW_CLASH_SEED))
    slot = {"date": "2026-12-16", "start": "10:00", "end": "11:00"}
    interview = call(
        s,
        "recruitment_schedule_interview",
        candidate_id="UV-0001",
        **slot,
        panel_ids=["NV-0017", "NV-0016"],
    )
    assert {(b["employee_id"], b["kind"], b["ref"]) for b in interview["busy"]} == {
        ("NV-0017", "event", "SK-0090"),
        ("NV-0016", "leave", "DNP-0090"),
    }
    assert s.world.get("recruitment.interviews", interview["id"]) is not None, "saved anyway"
    event = call(
        session("NV-0015", merge(BASE, INTERVIEW_CLASH_SEED)),
        "calendar_create_event",
        title="Phỏng vấn",
        **slot,
        attendee_ids=["NV-0017", "NV-0016"],
    )
    assert event["busy"] == interview["busy"]
    moved = call(
        s,
        "recruitment_reschedule_interview",
        interview_id=interview["id"],
        date="2026-12-17",
        start="10:00",
        end="11:00",
    )
    assert moved["busy"] == []
    back = call(
        s,
        "recruitment_reschedule_interview",
        interview_id=interview["id"],
        date="2026-12-16",
        start="09:00",
        end="09:45",
    )
    assert {b["ref"] for b in back["busy"]} == {"SK-0090", "DNP-0090"}


def test_an_interview_clash_with_another_interview_is_still_refused() -> None:
    s = session("NV-0015")
    before = world_data(s.world)
    with pytest.raises(ToolError, match="đã ở hội đồng buổi phỏng vấn PV-0006"):
        call(
            s,
            "recruitment_schedule_interview",
            candidate_id="UV-0001",
            date="2026-12-15",
            start="10:30",
            end="11:30",
            panel_ids=["NV-0017"],
        )
    assert world_data(s.world) == before


def test_a_withdrawal_closes_the_file_as_withdrawn() -> None:
    s = session("NV-0015")
    result = call(
        s, "recruitment_update_candidate_stage", candidate_id="UV-0005", stage="withdrawn"
    )
    assert result["stage"] == "withdrawn"
    assert [i["id"] for i in result["scheduled_interviews"]] == ["PV-0001"], "left to cancel"
    found = call(s, "recruitment_search_candidate", stage="withdrawn")
    assert item_ids(found) == ["UV-0005"]
    before = world_data(s.world)
    cases: list[tuple[str, dict[str, Any], str]] = [
        ("recruitment_update_candidate_stage", {"stage": "screening"}, "Hồ sơ đã đóng (withdrawn)"),
        ("recruitment_update_candidate_stage", {"stage": "rejected"}, "Hồ sơ đã đóng"),
        (
            "recruitment_schedule_interview",
            {"date": "2026-12-17", "start": "09:00", "end": "10:00", "panel_ids": ["NV-0016"]},
            "Hồ sơ ứng viên đã đóng (withdrawn)",
        ),
        (
            "recruitment_reschedule_interview",
            {"date": "2026-12-17", "start": "09:00", "end": "10:00"},
            "Hồ sơ ứng viên đã đóng (withdrawn)",
        ),
        (
            "recruitment_send_offer",
            {"salary": 20000000, "start_date": "2027-01-04", "body": "Thư mời"},
            "vòng withdrawn",
        ),
    ]
    for name, args, phrase in cases:
        target = (
            {"interview_id": "PV-0001"} if "reschedule" in name else {"candidate_id": "UV-0005"}
        )
        with pytest.raises(ToolError, match=re.escape(phrase)):
            call(s, name, **target, **args)
    assert world_data(s.world) == before


def test_interviews_of_an_unknown_job_are_refused_by_name() -> None:
    with pytest.raises(ToolError) as err:
        call(session(), "recruitment_list_interviews", job_id="VT-9999")
    assert "VT-9999" in err.value.message
