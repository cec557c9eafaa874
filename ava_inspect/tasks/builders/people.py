"""The company's people (AMIS HRM) and their shifts (AMIS Chấm công): employees and shift
registrations to seed, registering and cancelling a shift."""

from __future__ import annotations

from typing import Any

from ava_inspect.tasks.builders.calls import Call, Record, call


def employee_record(
    id: str,
    full_name: str,
    gender: str,
    department_id: str,
    title: str,
    manager_id: str,
    email: str,
    phone: str,
    **more: Any,
) -> Record:
    """An employee to seed (`more`: `status` of one on leave or gone)."""
    return {
        "id": id,
        "full_name": full_name,
        "gender": gender,
        "department_id": department_id,
        "title": title,
        "manager_id": manager_id,
        "email": email,
        "phone": phone,
        **more,
    }


def shift_registration(id: str, employee_id: str, shift_id: str, date: str) -> Record:
    """A registered shift to seed."""
    return {
        "id": id,
        "employee_id": employee_id,
        "shift_id": shift_id,
        "date": date,
        "status": "registered",
    }


def register_shift(employee_id: str, shift_id: str, date: str) -> Call:
    """`amis_timekeeping_register_shift`."""
    return call(
        "amis_timekeeping_register_shift", employee_id=employee_id, shift_id=shift_id, date=date
    )


def cancel_shift(registration_id: str) -> Call:
    """`amis_timekeeping_cancel_shift`."""
    return call("amis_timekeeping_cancel_shift", registration_id=registration_id)
