"""AMIS HRM: departments, employees, leave, shifts and overtime."""

from __future__ import annotations

from typing import ClassVar, Literal

from pydantic import Field

from ava_inspect.core.world.records import LOOKUP_CONFIG, Days, Email, IsoDate, IsoTime, Record
from ava_inspect.core.world.tables import TableSpec, WorldPart

LeaveType = Literal["annual", "unpaid", "sick", "maternity", "wedding", "bereavement"]
RequestStatus = Literal["pending", "approved", "rejected", "cancelled"]


class Department(Record):
    """A department; `manager_id` is its head (lookup table: the company's fixed structure)."""

    model_config = LOOKUP_CONFIG

    name: str
    code: str
    manager_id: str | None = None


class Employee(Record):
    """A person on the payroll. `manager_id` is the direct manager (None for the director)."""

    full_name: str
    gender: Literal["nam", "nữ"]
    department_id: str
    title: str
    manager_id: str | None = None
    email: Email
    phone: str
    status: Literal["active", "on_leave", "resigned"] = "active"


class LeaveBalance(Record):
    """Annual-leave entitlement and what is already used for one employee and year."""

    employee_id: str
    year: int
    annual_entitled: Days
    annual_used: Days


class LeaveRequest(Record):
    """A request for days off (inclusive dates, working days only)."""

    employee_id: str
    leave_type: LeaveType
    start_date: IsoDate
    end_date: IsoDate
    days: Days
    reason: str = ""
    status: RequestStatus = "pending"
    approver_id: str | None = None
    decision_note: str = ""


class Shift(Record):
    """A work shift (lookup table)."""

    model_config = LOOKUP_CONFIG

    name: str
    start: IsoTime
    end: IsoTime


class ShiftRegistration(Record):
    """An employee registered for a shift on a date."""

    employee_id: str
    shift_id: str
    date: IsoDate
    status: Literal["registered", "cancelled"] = "registered"


class OvertimeRequest(Record):
    """A request to work overtime on one date; `decision_note` is the approver's comment."""

    employee_id: str
    date: IsoDate
    hours: float = Field(gt=0)
    reason: str = ""
    status: RequestStatus = "pending"
    approver_id: str | None = None
    decision_note: str = ""


class HrWorld(WorldPart):
    """The HR subsystem."""

    SUBSYSTEM: ClassVar[str] = "hr"
    TABLES: ClassVar[tuple[TableSpec, ...]] = (
        TableSpec(
            "hr.departments", Department, "PB", lookup=True, refs={"manager_id": "hr.employees"}
        ),
        TableSpec(
            "hr.employees",
            Employee,
            "NV",
            refs={"department_id": "hr.departments", "manager_id": "hr.employees"},
        ),
        TableSpec("hr.leave_balances", LeaveBalance, "QP", refs={"employee_id": "hr.employees"}),
        TableSpec(
            "hr.leave_requests",
            LeaveRequest,
            "DNP",
            refs={"employee_id": "hr.employees", "approver_id": "hr.employees"},
        ),
        TableSpec("hr.shifts", Shift, "CA", lookup=True),
        TableSpec(
            "hr.shift_registrations",
            ShiftRegistration,
            "DKC",
            refs={"employee_id": "hr.employees", "shift_id": "hr.shifts"},
        ),
        TableSpec(
            "hr.overtime_requests",
            OvertimeRequest,
            "LTG",
            refs={"employee_id": "hr.employees", "approver_id": "hr.employees"},
        ),
    )

    departments: list[Department] = []
    employees: list[Employee] = []
    leave_balances: list[LeaveBalance] = []
    leave_requests: list[LeaveRequest] = []
    shifts: list[Shift] = []
    shift_registrations: list[ShiftRegistration] = []
    overtime_requests: list[OvertimeRequest] = []
