"""Decisions on requests (`ava_approval`), the leave and overtime requests to seed, and the
assertion that a request was decided."""

from __future__ import annotations

from typing import Any

from ava_inspect.schema.skills import Skill
from ava_inspect.tasks.builders.calls import Assertion, Call, Record, call
from ava_inspect.tasks.builders.text import slug

AGREED = "Đồng ý."
"""The note an approval carries when nothing more needs saying."""


def decide(request_id: str, decision: str, note: str = AGREED) -> Call:
    """`ava_approval`: approve or reject a leave or overtime request, with a note."""
    return call("ava_approval", request_id=request_id, decision=decision, note=note)


def request_leave(
    employee_id: str, leave_type: str, start_date: str, end_date: str, reason: str
) -> Call:
    """`amis_hrm_create_leave_request`: file a leave request for approval."""
    return call(
        "amis_hrm_create_leave_request",
        employee_id=employee_id,
        leave_type=leave_type,
        start_date=start_date,
        end_date=end_date,
        reason=reason,
    )


def request_overtime(employee_id: str, date: str, hours: float, reason: str) -> Call:
    """`amis_timekeeping_create_overtime_request`: file an overtime request for approval."""
    return call(
        "amis_timekeeping_create_overtime_request",
        employee_id=employee_id,
        date=date,
        hours=hours,
        reason=reason,
    )


def leave_request(
    id: str,
    employee_id: str,
    leave_type: str,
    start_date: str,
    end_date: str,
    days: float,
    reason: str,
    status: str = "pending",
    **decided: Any,
) -> Record:
    """A leave request to seed (`decided`: `approver_id` and `decision_note` of a decided one)."""
    return {
        "id": id,
        "employee_id": employee_id,
        "leave_type": leave_type,
        "start_date": start_date,
        "end_date": end_date,
        "days": days,
        "reason": reason,
        "status": status,
        **decided,
    }


def overtime_request(
    id: str,
    employee_id: str,
    date: str,
    hours: float,
    reason: str,
    status: str = "pending",
    **decided: Any,
) -> Record:
    """An overtime request to seed (`decided`: `approver_id` and `decision_note` of a decided
    one)."""
    return {
        "id": id,
        "employee_id": employee_id,
        "date": date,
        "hours": hours,
        "reason": reason,
        "status": status,
        **decided,
    }


def decided_as(
    record_id: str, table: str, status: str, note: str, *, approver_id: str, skill: Skill
) -> Assertion:
    """The request `record_id` of `table` ends `status`, decided by `approver_id` (id
    `<record id>_<status>`); `skill`: what deciding it right takes."""
    return {
        "id": f"{slug(record_id)}_{status}",
        "kind": "record_field",
        "skill": skill,
        "table": table,
        "note": note,
        "where": {"id": record_id},
        "expect": {"status": status, "approver_id": approver_id},
    }
