"""The hr tools (employees, leave, approval, shifts and overtime): a happy path per tool, its
result and the exact world change (read tools leave the world as it was); leave in far years,
overtime totals and the cap.

The cases are also the baselines of the tests over every tool
(tests/subsystems/test_every_tool.py)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from inspect_ai.tool import ToolError
from tool_calls import (
    ME,
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

from ava_inspect.core.tools.common import fold
from ava_inspect.core.tools.runtime import Session
from ava_inspect.core.world.tables import merge
from ava_inspect.subsystems import base_company

BASE = base_company()


READ_CASES: list[ReadCase] = [
    (
        "amis_hrm_get_current_user",
        {},
        pick("id", "department_name", "manager_name"),
        {"id": ME, "department_name": "Phòng Kế toán", "manager_name": "Lê Thị Minh Nguyệt"},
    ),
    (
        "amis_hrm_search_employee",
        {"query": "tran thi lan"},
        lambda r: (
            {"NV-0004", "NV-0008"} <= set(item_ids(r)),
            all("tran thi lan" in fold(x["full_name"]) for x in r["items"]),
        ),
        (True, True),
    ),
    (
        "amis_hrm_get_employee",
        {"employee_id": "NV-0008"},
        pick("full_name", "department_name", "manager_name"),
        {
            "full_name": "Trần Thị Lan",
            "department_name": "Phòng Kinh doanh",
            "manager_name": "Vũ Đức Anh",
        },
    ),
    (
        "amis_hrm_list_departments",
        {},
        lambda r: (
            {"PB-KT", "PB-NS", "PB-KTH"} <= set(ids(r)),
            next(d["manager_name"] for d in r if d["id"] == "PB-KT"),
        ),
        (True, "Lê Thị Minh Nguyệt"),
    ),
    (
        "amis_hrm_get_leave_balance",
        {"employee_id": "NV-0019"},
        pick("annual_entitled", "annual_used", "annual_left_now", "annual_left_after_pending"),
        {
            "annual_entitled": 12,
            "annual_used": 1,
            "annual_left_now": 11,
            "annual_left_after_pending": 9,
        },
    ),
    (
        "amis_hrm_list_leave_requests",
        {"department_id": "PB-KD", "from_date": "2026-12-05"},
        lambda r: [(x["id"], x["department_id"]) for x in r["items"]],
        [
            ("DNP-0003", "PB-KD"),
            ("DNP-0004", "PB-KD"),
            ("DNP-0005", "PB-KD"),
            ("DNP-0018", "PB-KD"),
        ],
    ),
    ("amis_timekeeping_list_shifts", {}, ids, ["CA-HC", "CA-S", "CA-C"]),
    (
        "amis_timekeeping_list_shift_registrations",
        {"department_id": "PB-CSKH", "from_date": "2026-12-19", "to_date": "2026-12-19"},
        lambda r: [(x["employee_id"], x["shift_name"]) for x in r["items"]],
        [
            ("NV-0028", "Ca sáng"),
            ("NV-0035", "Ca sáng"),
            ("NV-0025", "Ca chiều"),
            ("NV-0036", "Ca chiều"),
        ],
    ),
    (
        "amis_timekeeping_list_overtime_requests",
        {"department_id": "PB-KTH", "month": "2026-12"},
        lambda r: (item_ids(r), r["hours_by_status"], r["hours_toward_cap"]),
        (
            ["LTG-0003", "LTG-0005", "LTG-0007"],
            {"pending": 9.0, "approved": 6.0, "rejected": 0.0, "cancelled": 0.0},
            15.0,
        ),
    ),
]


WRITE_CASES: list[WriteCase] = [
    (
        "amis_hrm_create_leave_request",
        ME,
        None,
        {
            "employee_id": ME,
            "leave_type": "annual",
            "start_date": "2026-12-14",
            "end_date": "2026-12-20",
            "reason": "Về quê",
        },
        {
            "hr.leave_requests": {
                "added": [
                    {
                        "id": "DNP-0020",
                        "employee_id": ME,
                        "leave_type": "annual",
                        "start_date": "2026-12-14",
                        "end_date": "2026-12-20",
                        "days": 5.0,
                        "reason": "Về quê",
                        "status": "pending",
                        "approver_id": None,
                        "decision_note": "",
                    }
                ]
            }
        },
    ),
    (
        "amis_hrm_cancel_leave_request",
        "NV-0019",
        None,
        {"request_id": "DNP-0002"},
        {"hr.leave_requests": {"changed": {"DNP-0002": {"status": "cancelled"}}}},
    ),
    (
        "ava_approval",
        "NV-0017",
        None,
        {"request_id": "DNP-0002", "decision": "approve", "note": "Đồng ý"},
        {
            "hr.leave_requests": {
                "changed": {
                    "DNP-0002": {
                        "status": "approved",
                        "approver_id": "NV-0017",
                        "decision_note": "Đồng ý",
                    }
                }
            },
            "hr.leave_balances": {"changed": {"QP-0019-2026": {"annual_used": 3.0}}},
        },
    ),
    (
        "ava_approval",
        "NV-0017",
        None,
        {
            "request_id": "LTG-0007",
            "decision": "reject",
            "note": "Đợt bảo trì này anh Quyết làm là đủ.",
        },
        {
            "hr.overtime_requests": {
                "changed": {
                    "LTG-0007": {
                        "status": "rejected",
                        "approver_id": "NV-0017",
                        "decision_note": "Đợt bảo trì này anh Quyết làm là đủ.",
                    }
                }
            }
        },
    ),
    (
        "amis_hrm_update_leave_request",
        "NV-0019",
        None,
        {
            "request_id": "DNP-0002",
            "end_date": "2026-12-21",
            "reason": "Đưa con đi khám và điều trị",
        },
        {
            "hr.leave_requests": {
                "changed": {
                    "DNP-0002": {
                        "end_date": "2026-12-21",
                        "days": 3.0,
                        "reason": "Đưa con đi khám và điều trị",
                    }
                }
            }
        },
    ),
    (
        "amis_timekeeping_register_shift",
        "NV-0035",
        None,
        {"employee_id": "NV-0035", "shift_id": "CA-C", "date": "2026-12-21"},
        {
            "hr.shift_registrations": {
                "added": [
                    {
                        "id": "DKC-0045",
                        "employee_id": "NV-0035",
                        "shift_id": "CA-C",
                        "date": "2026-12-21",
                        "status": "registered",
                    }
                ]
            }
        },
    ),
    (
        "amis_timekeeping_cancel_shift",
        "NV-0037",
        None,
        {"registration_id": "DKC-0044"},
        {"hr.shift_registrations": {"changed": {"DKC-0044": {"status": "cancelled"}}}},
    ),
    (
        "amis_timekeeping_create_overtime_request",
        "NV-0020",
        None,
        {
            "employee_id": "NV-0020",
            "date": "2026-12-16",
            "hours": 2.5,
            "reason": " Kiểm thử hồi quy bản vá 2.4.1 ",
        },
        {
            "hr.overtime_requests": {
                "added": [
                    {
                        "id": "LTG-0009",
                        "employee_id": "NV-0020",
                        "date": "2026-12-16",
                        "hours": 2.5,
                        "reason": "Kiểm thử hồi quy bản vá 2.4.1",
                        "status": "pending",
                        "approver_id": None,
                        "decision_note": "",
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


def test_approving_leave_in_a_year_without_a_balance_is_refused() -> None:
    s = session("NV-0009")
    request = call(
        s,
        "amis_hrm_create_leave_request",
        employee_id="NV-0008",
        leave_type="annual",
        start_date="2027-01-04",
        end_date="2027-01-05",
    )
    before = s.world.model_dump()
    with pytest.raises(ToolError, match="chưa có bảng phép năm 2027"):
        call(s, "ava_approval", request_id=request["id"], decision="approve")
    assert s.world.model_dump() == before


@pytest.mark.parametrize(
    ("start", "end", "phrase"),
    [
        ("9999-12-31", "9999-12-31", "nằm ngoài khoảng ngày"),
        ("2026-12-09", "9999-12-31", "nằm ngoài khoảng ngày"),
        ("0001-01-01", "2026-12-31", "nằm ngoài khoảng ngày"),
        ("2026-12-09", "2028-12-31", "không dài quá"),
    ],
)
def test_far_away_leave_dates_are_refused(start: str, end: str, phrase: str) -> None:
    """A year outside the date window, or a leave longer than a year inside it, is refused."""
    s = session()
    before = s.world.model_dump()
    args = {"employee_id": ME, "leave_type": "unpaid", "start_date": start, "end_date": end}
    with pytest.raises(ToolError, match=phrase):
        call(s, "amis_hrm_create_leave_request", **args)
    assert s.world.model_dump() == before


def _overtime(id_: str, employee: str, day: str, hours: float, status: str) -> dict[str, Any]:
    return {
        "id": id_,
        "employee_id": employee,
        "date": day,
        "hours": hours,
        "reason": "Hỗ trợ triển khai",
        "status": status,
    }


OVERTIME_SEED = {
    "hr.overtime_requests": [
        _overtime("LTG-0090", "NV-0029", "2026-12-01", 4.0, "approved"),
        _overtime("LTG-0091", "NV-0029", "2026-12-02", 3.0, "rejected"),
        _overtime("LTG-0092", "NV-0029", "2026-12-03", 2.0, "cancelled"),
        _overtime("LTG-0093", "NV-0029", "2026-11-28", 8.0, "approved"),
    ]
}


def test_overtime_totals_count_toward_the_cap_only_approved_and_pending() -> None:
    """A rejected or cancelled request never counts toward QD-012's 40 h/month cap."""
    s = session("NV-0017", merge(BASE, OVERTIME_SEED))
    december = call(
        s, "amis_timekeeping_list_overtime_requests", employee_id="NV-0029", month="2026-12"
    )
    # LTG-0003 approved 6 h, LTG-0007 pending 6 h, and the seeded four (one in November)
    assert december["hours_by_status"] == {
        "pending": 6.0,
        "approved": 10.0,
        "rejected": 3.0,
        "cancelled": 2.0,
    }
    assert december["hours_toward_cap"] == 16.0
    assert "total_hours" not in december, "a total that adds rejected hours is gone"
    assert "40 giờ/tháng" in december["hours_note"] and "rejected" in december["hours_note"]
    everyone = call(s, "amis_timekeeping_list_overtime_requests", department_id="PB-KTH", limit=1)
    per_month = {
        (r["employee_id"], r["month"]): r["hours_toward_cap"] for r in everyone["by_employee_month"]
    }
    assert per_month == {
        ("NV-0018", "2026-12"): 3.0,
        ("NV-0029", "2026-11"): 8.0,
        ("NV-0029", "2026-12"): 16.0,
    }
    assert everyone["hours_toward_cap"] == 27.0 and len(everyone["items"]) == 1


def test_overtime_totals_per_year_keep_next_year_apart() -> None:
    """The yearly cap counts one calendar year: a pending January request of the next year is in
    the filter's sum but not in this year's per-person total."""
    seed = {
        "hr.overtime_requests": [
            *OVERTIME_SEED["hr.overtime_requests"],
            _overtime("LTG-0094", "NV-0029", "2027-01-09", 12.0, "pending"),
        ]
    }
    s = session("NV-0017", merge(BASE, seed))
    duc = call(s, "amis_timekeeping_list_overtime_requests", employee_id="NV-0029")
    per_year = {r["year"]: r["hours_toward_cap"] for r in duc["by_employee_year"]}
    assert per_year["2027"] == 12.0
    assert duc["hours_toward_cap"] == per_year["2026"] + 12.0
    assert "by_employee_year" in duc["hours_note"]


def test_overtime_cap_task_reads_34_hours_for_duc() -> None:
    """The hard overtime task's arithmetic is what the tool now says, with no rejected hours."""
    from ava_inspect.harness.catalog import get_definition
    from ava_inspect.harness.worlds import initial_world

    task = get_definition("hr.overtime_month_cap")
    s = session(task.requester_id, initial_world(task))
    duc = call(s, "amis_timekeeping_list_overtime_requests", employee_id="NV-0029", month="2026-12")
    assert duc["hours_toward_cap"] == 34.0
    assert duc["hours_by_status"]["rejected"] == 3.0


def test_overtime_yearly_total_is_the_whole_year_under_a_month_filter() -> None:
    """A month filter picks the requests listed, not the span of the cap totals: the yearly total
    still counts the person's other months (a careful agent reading `by_employee_year` with
    month=2026-12 once saw only December, and would have approved past 200 h)."""
    s = session("NV-0017", merge(BASE, OVERTIME_SEED))
    december = call(
        s, "amis_timekeeping_list_overtime_requests", employee_id="NV-0029", month="2026-12"
    )
    whole = call(s, "amis_timekeeping_list_overtime_requests", employee_id="NV-0029")
    year = {r["year"]: r for r in december["by_employee_year"]}
    assert year == {r["year"]: r for r in whole["by_employee_year"]}
    assert year["2026"]["hours_toward_cap"] == december["hours_toward_cap"] + 8.0, "November's 8 h"
    months = {r["month"] for r in december["by_employee_month"]}
    assert months == {"2026-12"}, "only the months a listed request falls in"
    pending = call(
        s, "amis_timekeeping_list_overtime_requests", employee_id="NV-0029", status="pending"
    )
    [dec] = pending["by_employee_month"]
    assert dec["hours_toward_cap"] == 16.0, "approved hours count even when listing pending ones"
    assert pending["hours_toward_cap"] == 6.0
