"""AMIS HRM tools: who is who, leave balances, leave requests, shifts and overtime."""

from __future__ import annotations

import math
import re
from datetime import date
from typing import Annotated, Any, Literal

from ava_inspect.core.tools.arguments import Day, Month, Range
from ava_inspect.core.tools.common import (
    current_employee_id,
    employee_name,
    find,
    page,
    parse_day,
    search_text_matches,
    view,
    working_days,
)
from ava_inspect.core.tools.runtime import Session, ava_tool, fail, require
from ava_inspect.subsystems.hr.records import (
    HrWorld,
    LeaveRequest,
    LeaveType,
    OvertimeRequest,
    ShiftRegistration,
)

LEAVE_TYPES = ("annual", "unpaid", "sick", "maternity", "wedding", "bereavement")
REQUEST_STATUSES = ("pending", "approved", "rejected", "cancelled")
MAX_OVERTIME_HOURS = 12
"""The most overtime one person may be asked for on one day (QD-012, on a rest day)."""
OVERTIME_STEP = 0.5
"""Overtime is asked for in half hours (QD-012 Điều 2 khoản 1)."""
MAX_LEAVE_SPAN_DAYS = 366
"""The longest date range one leave request may cover (a guard against mistyped years)."""


def _employee_view(s: Session, emp: Any) -> dict[str, Any]:
    dept = s.world.get("hr.departments", emp.department_id)
    manager = s.world.get("hr.employees", emp.manager_id) if emp.manager_id else None
    return {
        **view(emp),
        "department_name": dept.name if dept else None,
        "manager_name": manager.full_name if manager else None,
    }


@ava_tool("hr", writes=False)
def amis_hrm_get_current_user(s: Session) -> dict[str, Any]:
    """Lấy thông tin nhân viên đang trò chuyện với AVA (người dùng hiện tại): mã, họ tên,
    phòng ban, chức danh, quản lý trực tiếp, email."""
    return _employee_view(
        s, find(HrWorld.of(s.world).employees, current_employee_id(s), "nhân viên")
    )


@ava_tool("hr", writes=False)
def amis_hrm_search_employee(
    s: Session, query: str = "", department_id: str = "", limit: int = 10, offset: int = 0
) -> dict[str, Any]:
    """Tìm nhân viên theo họ tên, email, số điện thoại hoặc chức danh (không phân biệt dấu).

    Args:
        query: Từ khóa tìm kiếm, ví dụ "Trần Thị Lan" hoặc "kế toán". Để trống để liệt kê.
        department_id: Chỉ tìm trong phòng ban này (mã phòng ban, ví dụ "PB-KT"). Để trống: mọi phòng.
        limit: Số kết quả tối đa mỗi trang (1-50).
        offset: Bỏ qua bao nhiêu kết quả đầu (phân trang).
    """
    hits = [
        _employee_view(s, e)
        for e in HrWorld.of(s.world).employees
        if (not department_id or e.department_id == department_id)
        and search_text_matches(query, e.full_name, e.email, e.phone, e.title)
    ]
    return page(hits, limit, offset)


@ava_tool("hr", writes=False)
def amis_hrm_get_employee(s: Session, employee_id: str) -> dict[str, Any]:
    """Xem hồ sơ một nhân viên: phòng ban, chức danh, quản lý trực tiếp, email, điện thoại.

    Args:
        employee_id: Mã nhân viên, ví dụ "NV-0004".
    """
    return _employee_view(s, find(HrWorld.of(s.world).employees, employee_id, "nhân viên"))


@ava_tool("hr", writes=False)
def amis_hrm_list_departments(s: Session) -> list[dict[str, Any]]:
    """Liệt kê các phòng ban với mã phòng ban và trưởng phòng."""
    return [
        {**view(d), "manager_name": s.world.record("hr.employees", d.manager_id).full_name}
        if d.manager_id
        else view(d)
        for d in HrWorld.of(s.world).departments
    ]


def _pending_annual_requests(s: Session, employee_id: str, year: int) -> list[LeaveRequest]:
    """The employee's pending annual-leave requests that start in `year`."""
    return [
        r
        for r in HrWorld.of(s.world).leave_requests
        if r.employee_id == employee_id
        and r.leave_type == "annual"
        and r.status == "pending"
        and r.start_date[:4] == str(year)
    ]


def _pending_annual(s: Session, employee_id: str, year: int) -> float:
    """Annual days of the employee's pending requests that start in `year`."""
    return sum(r.days for r in _pending_annual_requests(s, employee_id, year))


def _balance_row(s: Session, employee_id: str, year: int) -> Any | None:
    return next(
        (
            b
            for b in HrWorld.of(s.world).leave_balances
            if b.employee_id == employee_id and b.year == year
        ),
        None,
    )


@ava_tool("hr", writes=False)
def amis_hrm_get_leave_balance(s: Session, employee_id: str) -> dict[str, Any]:
    """Xem số ngày phép năm của nhân viên trong năm hiện tại, theo khoản 3 Điều 2 Quy chế nghỉ
    phép: được hưởng, đã nghỉ, còn lại hiện tại (annual_left_now = được hưởng - đã nghỉ), các đơn
    phép năm đang chờ duyệt, và còn có thể xin thêm (annual_left_after_pending = còn lại - đang
    chờ duyệt).

    Args:
        employee_id: Mã nhân viên, ví dụ "NV-0004".
    """
    find(HrWorld.of(s.world).employees, employee_id, "nhân viên")
    year = int(s.today[:4])
    balance = _balance_row(s, employee_id, year)
    require(balance is not None, f"Nhân viên {employee_id} chưa có bảng phép năm {year}.")
    pending = _pending_annual_requests(s, employee_id, year)
    pending_days = sum(r.days for r in pending)
    left_now = balance.annual_entitled - balance.annual_used  # type: ignore[union-attr]
    after = left_now - pending_days
    summary = (
        f"Còn lại hiện tại {_days(left_now)} ngày (được hưởng {_days(balance.annual_entitled)}, "  # type: ignore[union-attr]
    )
    summary += f"đã nghỉ {_days(balance.annual_used)})."  # type: ignore[union-attr]
    if pending:
        ids = ", ".join(f"{r.id}: {_days(r.days)} ngày" for r in pending)
        summary += f" Đang chờ duyệt {_days(pending_days)} ngày ({ids}); "
        summary += (
            f"sau các đơn này còn có thể xin thêm {_days(after)} ngày."
            if after >= 0
            else f"các đơn này vượt số ngày còn lại {_days(-after)} ngày."
        )
    else:
        summary += " Không có đơn phép năm nào đang chờ duyệt."
    return {
        "employee_id": employee_id,
        "year": year,
        "annual_entitled": balance.annual_entitled,  # type: ignore[union-attr]
        "annual_used": balance.annual_used,  # type: ignore[union-attr]
        "annual_left_now": left_now,
        "annual_pending": pending_days,
        "pending_request_ids": [r.id for r in pending],
        "annual_left_after_pending": after,
        "summary": summary,
    }


def _days(value: float) -> str:
    """A day count as Vietnamese write it: 2, 2,5, -1,5."""
    text = f"{value:g}"
    return text.replace(".", ",")


def _check_status(status: str) -> None:
    require(
        not status or status in REQUEST_STATUSES,
        f"status phải là một trong {', '.join(REQUEST_STATUSES)} (hoặc để trống), nhận '{status}'.",
    )


def _leave_days(
    s: Session, employee_id: str, start: date, end: date, exclude_id: str | None
) -> float:
    """The working days of a leave from start to end, after the checks every leave request
    passes: a sane range with at least one working day, overlapping no other live request."""
    require(start <= end, "start_date phải trước hoặc bằng end_date.")
    require(
        (end - start).days < MAX_LEAVE_SPAN_DAYS,
        f"Một đơn nghỉ không dài quá {MAX_LEAVE_SPAN_DAYS} ngày; kiểm tra lại start_date và end_date.",
    )
    days = len(working_days(start, end))
    require(
        days > 0, "Khoảng ngày này không có ngày làm việc nào (chỉ gồm thứ Bảy, Chủ nhật, ngày lễ)."
    )
    for other in HrWorld.of(s.world).leave_requests:
        require(
            not (
                other.id != exclude_id
                and other.employee_id == employee_id
                and other.status in ("pending", "approved")
                and other.start_date <= end.isoformat()
                and start.isoformat() <= other.end_date
            ),
            f"Trùng ngày với đơn {other.id} ({other.start_date} đến {other.end_date}) "
            "của cùng nhân viên.",
        )
    return float(days)


@ava_tool("hr", writes=False)
def amis_hrm_list_leave_requests(
    s: Session,
    employee_id: str = "",
    department_id: str = "",
    status: str = "",
    from_date: Day = "",
    to_date: Day = "",
    limit: int = 20,
    offset: int = 0,
) -> dict[str, Any]:
    """Liệt kê đơn nghỉ theo nhân viên, phòng ban, trạng thái và khoảng ngày.

    Args:
        employee_id: Mã nhân viên; để trống: mọi nhân viên.
        department_id: Mã phòng ban; để trống: mọi phòng ban.
        status: "pending", "approved", "rejected" hoặc "cancelled"; để trống: mọi trạng thái.
        from_date: Chỉ lấy đơn kết thúc từ ngày này (YYYY-MM-DD); để trống: không giới hạn.
        to_date: Chỉ lấy đơn bắt đầu đến ngày này (YYYY-MM-DD); để trống: không giới hạn.
        limit: Số kết quả tối đa mỗi trang (1-50).
        offset: Bỏ qua bao nhiêu kết quả đầu (phân trang).
    """
    _check_status(status)
    lo = parse_day(from_date, "from_date").isoformat() if from_date else ""
    hi = parse_day(to_date, "to_date").isoformat() if to_date else ""
    depts = {e.id: e.department_id for e in HrWorld.of(s.world).employees}
    hits = [
        {**view(r), "department_id": depts.get(r.employee_id)}
        for r in HrWorld.of(s.world).leave_requests
        if (not employee_id or r.employee_id == employee_id)
        and (not department_id or depts.get(r.employee_id) == department_id)
        and (not status or r.status == status)
        and (not lo or r.end_date >= lo)
        and (not hi or r.start_date <= hi)
    ]
    return page(hits, limit, offset)


@ava_tool("hr", writes=True)
def amis_hrm_create_leave_request(
    s: Session,
    employee_id: str,
    leave_type: Literal["annual", "unpaid", "sick", "maternity", "wedding", "bereavement"],
    start_date: Day,
    end_date: Day,
    reason: str = "",
) -> dict[str, Any]:
    """Tạo đơn xin nghỉ (trạng thái chờ duyệt) cho một khoảng ngày liên tục. Số ngày được tính
    theo ngày làm việc (thứ Hai - thứ Sáu), không tính ngày lễ.

    Args:
        employee_id: Mã nhân viên xin nghỉ.
        leave_type: Loại nghỉ: "annual" (phép năm), "unpaid" (không lương), "sick" (ốm),
            "maternity" (thai sản), "wedding" (cưới), "bereavement" (tang).
        start_date: Ngày bắt đầu nghỉ (YYYY-MM-DD).
        end_date: Ngày kết thúc nghỉ, tính cả ngày này (YYYY-MM-DD).
        reason: Lý do nghỉ.
    """
    find(HrWorld.of(s.world).employees, employee_id, "nhân viên")
    require(leave_type in LEAVE_TYPES, f"leave_type phải là một trong {', '.join(LEAVE_TYPES)}.")
    start, end = parse_day(start_date, "start_date"), parse_day(end_date, "end_date")
    days = _leave_days(s, employee_id, start, end, exclude_id=None)
    request = LeaveRequest(
        id=s.world.next_id("hr.leave_requests"),
        employee_id=employee_id,
        leave_type=leave_type,
        start_date=start.isoformat(),
        end_date=end.isoformat(),
        days=days,
        reason=reason,
    )
    HrWorld.of(s.world).leave_requests.append(request)
    return view(request)


@ava_tool("hr", writes=True)
def amis_hrm_cancel_leave_request(s: Session, request_id: str) -> dict[str, Any]:
    """Hủy một đơn nghỉ đang chờ duyệt.

    Args:
        request_id: Mã đơn nghỉ, ví dụ "DNP-0012".
    """
    request = find(HrWorld.of(s.world).leave_requests, request_id, "đơn nghỉ")
    require(
        request.status == "pending", f"Chỉ hủy được đơn đang chờ duyệt; đơn này: {request.status}."
    )
    request.status = "cancelled"
    return view(request)


@ava_tool("hr", writes=True)
def amis_hrm_update_leave_request(
    s: Session,
    request_id: str,
    leave_type: LeaveType | None = None,
    start_date: Day | None = None,
    end_date: Day | None = None,
    reason: str | None = None,
) -> dict[str, Any]:
    """Sửa một đơn nghỉ đang chờ duyệt: đổi ngày nghỉ, loại nghỉ hoặc lý do.

    Khi đổi ngày, số ngày nghỉ được tính lại theo ngày làm việc (thứ Hai - thứ Sáu, trừ ngày lễ). Đơn đã duyệt,
    bị từ chối hoặc đã hủy không sửa được: hãy tạo đơn mới.

    Args:
        request_id: Mã đơn nghỉ cần sửa, ví dụ "DNP-0012".
        leave_type: Loại nghỉ mới: "annual" (phép năm), "unpaid" (không lương), "sick" (ốm),
            "maternity" (thai sản), "wedding" (cưới), "bereavement" (tang); bỏ qua để giữ nguyên.
        start_date: Ngày bắt đầu nghỉ mới (YYYY-MM-DD); bỏ qua để giữ nguyên.
        end_date: Ngày kết thúc nghỉ mới, tính cả ngày này (YYYY-MM-DD); bỏ qua để giữ nguyên.
        reason: Lý do nghỉ mới; bỏ qua để giữ nguyên.
    """
    request = find(HrWorld.of(s.world).leave_requests, request_id, "đơn nghỉ")
    require(
        request.status == "pending",
        f"Chỉ sửa được đơn đang chờ duyệt; đơn {request_id} đang ở trạng thái {request.status}. "
        "Hãy tạo đơn mới nếu cần.",
    )
    require(
        any(v is not None for v in (leave_type, start_date, end_date, reason)),
        "Cần ít nhất một thông tin mới: leave_type, start_date, end_date hoặc reason.",
    )
    require(
        leave_type is None or leave_type in LEAVE_TYPES,
        f"leave_type phải là một trong {', '.join(LEAVE_TYPES)}.",
    )
    days = request.days
    start, end = request.start_date, request.end_date
    if start_date is not None or end_date is not None:
        new_start = parse_day(start_date, "start_date") if start_date is not None else None
        new_end = parse_day(end_date, "end_date") if end_date is not None else None
        first = new_start or date.fromisoformat(start)
        last = new_end or date.fromisoformat(end)
        days = _leave_days(s, request.employee_id, first, last, exclude_id=request.id)
        start, end = first.isoformat(), last.isoformat()
    if leave_type is not None:
        request.leave_type = leave_type
    request.start_date, request.end_date, request.days = start, end, days
    if reason is not None:
        request.reason = reason
    return view(request)


@ava_tool("hr", writes=True)
def ava_approval(
    s: Session, request_id: str, decision: Literal["approve", "reject"], note: str = ""
) -> dict[str, Any]:
    """Duyệt hoặc từ chối một đơn nghỉ ("DNP-...") hoặc đề nghị làm thêm giờ ("LTG-...").

    Người duyệt là người dùng hiện tại. Duyệt đơn phép năm sẽ cộng số ngày vào số ngày phép đã
    nghỉ của nhân viên.

    Args:
        request_id: Mã đơn cần xử lý: đơn nghỉ, ví dụ "DNP-0012", hoặc đề nghị làm thêm giờ, ví dụ
            "LTG-0005".
        decision: "approve" để duyệt, "reject" để từ chối.
        note: Ý kiến duyệt; khi từ chối, ghi rõ lý do.
    """
    approver = current_employee_id(s)
    require(decision in ("approve", "reject"), "decision phải là 'approve' hoặc 'reject'.")
    leave: Any = s.world.get("hr.leave_requests", request_id)
    overtime = s.world.get("hr.overtime_requests", request_id)
    if leave is None and overtime is None:
        fail(
            f"Không tìm thấy đơn nghỉ hay đề nghị làm thêm giờ có mã '{request_id}'. Hãy dùng "
            "amis_hrm_list_leave_requests hoặc amis_timekeeping_list_overtime_requests để lấy đúng mã."
        )
    request: Any = leave if leave is not None else overtime
    require(request.status == "pending", f"Đơn {request_id} không ở trạng thái chờ duyệt.")
    require(request.employee_id != approver, "Không thể tự duyệt đơn của chính mình.")
    balance_row: Any = None
    if leave is not None and decision == "approve" and leave.leave_type == "annual":
        year = int(leave.start_date[:4])
        balance_row = _balance_row(s, leave.employee_id, year)
        require(
            balance_row is not None,
            f"Không thể duyệt: nhân viên {leave.employee_id} chưa có bảng phép năm {year}.",
        )
        remaining = (
            balance_row.annual_entitled
            - balance_row.annual_used
            - _pending_annual(s, leave.employee_id, year)
        )
        require(
            remaining >= 0,
            "Không thể duyệt: đơn vượt số ngày phép còn lại của nhân viên (sau khi trừ các đơn "
            "phép năm khác đang chờ duyệt).",
        )
    request.status = "approved" if decision == "approve" else "rejected"
    request.approver_id = approver
    request.decision_note = note
    if balance_row is not None:
        balance_row.annual_used = balance_row.annual_used + leave.days
    return view(request)


# --- timekeeping: shifts and overtime -----------------------------------------------------


def _shift_row(s: Session, reg: Any) -> dict[str, Any]:
    shift = s.world.get("hr.shifts", reg.shift_id)
    return {
        **view(reg),
        "employee_name": employee_name(s, reg.employee_id),
        "shift_name": shift.name if shift else None,
        "start": shift.start if shift else None,
        "end": shift.end if shift else None,
    }


@ava_tool("hr", writes=False)
def amis_timekeeping_list_shifts(s: Session) -> list[dict[str, Any]]:
    """Liệt kê các ca làm việc (mã ca, tên ca, giờ bắt đầu, giờ kết thúc) dùng khi đăng ký ca."""
    return [view(shift) for shift in HrWorld.of(s.world).shifts]


@ava_tool("hr", writes=False)
def amis_timekeeping_list_shift_registrations(
    s: Session,
    employee_id: str = "",
    department_id: str = "",
    shift_id: str = "",
    from_date: Day = "",
    to_date: Day = "",
    include_cancelled: bool = False,
    limit: int = 50,
    offset: int = 0,
) -> dict[str, Any]:
    """Liệt kê các đăng ký ca làm việc theo nhân viên, phòng ban, ca và khoảng ngày.

    Kết quả sắp theo ngày rồi giờ bắt đầu ca, kèm tên nhân viên, tên ca và giờ ca.

    Args:
        employee_id: Mã nhân viên; để trống: mọi nhân viên.
        department_id: Mã phòng ban, ví dụ "PB-CSKH"; để trống: mọi phòng ban.
        shift_id: Mã ca, ví dụ "CA-S" (lấy từ amis_timekeeping_list_shifts); để trống: mọi ca.
        from_date: Từ ngày (YYYY-MM-DD, tính cả ngày này); để trống: không giới hạn.
        to_date: Đến ngày (YYYY-MM-DD, tính cả ngày này); để trống: không giới hạn.
        include_cancelled: true để lấy cả các đăng ký đã hủy; mặc định chỉ lấy đăng ký còn hiệu lực.
        limit: Số kết quả tối đa mỗi trang (1-50).
        offset: Bỏ qua bao nhiêu kết quả đầu (phân trang).
    """
    lo = parse_day(from_date, "from_date").isoformat() if from_date else ""
    hi = parse_day(to_date, "to_date").isoformat() if to_date else ""
    depts = {e.id: e.department_id for e in HrWorld.of(s.world).employees}
    starts = {shift.id: shift.start for shift in HrWorld.of(s.world).shifts}
    regs = [
        r
        for r in HrWorld.of(s.world).shift_registrations
        if (include_cancelled or r.status == "registered")
        and (not employee_id or r.employee_id == employee_id)
        and (not department_id or depts.get(r.employee_id) == department_id)
        and (not shift_id or r.shift_id == shift_id)
        and (not lo or r.date >= lo)
        and (not hi or r.date <= hi)
    ]
    regs.sort(key=lambda r: (r.date, starts.get(r.shift_id, ""), r.employee_id))
    return page([_shift_row(s, r) for r in regs], limit, offset)


@ava_tool("hr", writes=True)
def amis_timekeeping_register_shift(
    s: Session, employee_id: str, shift_id: str, date: Day
) -> dict[str, Any]:
    """Đăng ký một ca làm việc cho nhân viên vào một ngày.

    Không đăng ký được nếu nhân viên đã có ca trùng giờ trong ngày đó. Các quy định khác về đăng
    ký ca (hạn đăng ký, số ca tối đa mỗi tuần, số người mỗi ca) hãy tra Quy định đăng ký ca làm
    việc và tự kiểm tra trước khi gọi.

    Args:
        employee_id: Mã nhân viên đăng ký ca.
        shift_id: Mã ca: "CA-S" (ca sáng), "CA-C" (ca chiều), "CA-HC" (ca hành chính); xem
            amis_timekeeping_list_shifts.
        date: Ngày làm ca (YYYY-MM-DD).
    """
    find(HrWorld.of(s.world).employees, employee_id, "nhân viên")
    shift = s.world.get("hr.shifts", shift_id)
    require(
        shift is not None,
        f"Không có ca '{shift_id}'. Các mã ca: "
        + ", ".join(f"{c.id} ({c.name})" for c in HrWorld.of(s.world).shifts)
        + ".",
    )
    day = parse_day(date, "date").isoformat()
    for reg in HrWorld.of(s.world).shift_registrations:
        other = s.world.get("hr.shifts", reg.shift_id)
        require(
            not (
                reg.employee_id == employee_id
                and reg.status == "registered"
                and reg.date == day
                and other is not None
                and other.start < shift.end  # type: ignore[union-attr]
                and shift.start < other.end  # type: ignore[union-attr]
            ),
            f"Nhân viên {employee_id} đã đăng ký {other.name if other else reg.shift_id} "
            f"({reg.id}) ngày {day}, trùng giờ với ca này. Nếu muốn đổi ca, hủy đăng ký cũ trước.",
        )
    reg = ShiftRegistration(
        id=s.world.next_id("hr.shift_registrations"),
        employee_id=employee_id,
        shift_id=shift.id,  # type: ignore[union-attr]
        date=day,
    )
    HrWorld.of(s.world).shift_registrations.append(reg)
    return _shift_row(s, reg)


@ava_tool("hr", writes=True)
def amis_timekeeping_cancel_shift(s: Session, registration_id: str) -> dict[str, Any]:
    """Hủy một đăng ký ca làm việc chưa diễn ra.

    Args:
        registration_id: Mã đăng ký ca, ví dụ "DKC-0012" (lấy từ
            amis_timekeeping_list_shift_registrations).
    """
    reg = find(HrWorld.of(s.world).shift_registrations, registration_id, "đăng ký ca")
    require(reg.status == "registered", f"Đăng ký ca {registration_id} đã bị hủy trước đó.")
    require(
        reg.date >= s.today,
        f"Ca ngày {reg.date} đã qua, không hủy được đăng ký {registration_id}.",
    )
    reg.status = "cancelled"
    return _shift_row(s, reg)


@ava_tool("hr", writes=True)
def amis_timekeeping_create_overtime_request(
    s: Session,
    employee_id: str,
    date: Day,
    hours: Annotated[float, Range(0, MAX_OVERTIME_HOURS, integer=False, low_open=True)],
    reason: str,
) -> dict[str, Any]:
    """Tạo đề nghị làm thêm giờ (trạng thái chờ duyệt) cho nhân viên vào một ngày.

    Giới hạn số giờ làm thêm theo ngày, tháng và năm hãy tra Quy định làm thêm giờ và tự kiểm tra
    trước khi gọi; tổng số giờ các đề nghị của một người trong một ngày không quá 12.

    Args:
        employee_id: Mã nhân viên làm thêm giờ.
        date: Ngày làm thêm (YYYY-MM-DD).
        hours: Số giờ làm thêm, lớn hơn 0 và không quá 12, theo từng nửa giờ (ví dụ 3 hoặc
            2.5).
        reason: Công việc cần làm thêm giờ.
    """
    find(HrWorld.of(s.world).employees, employee_id, "nhân viên")
    day = parse_day(date, "date").isoformat()
    require(
        isinstance(hours, int | float)
        and not isinstance(hours, bool)
        and math.isfinite(hours)
        and 0 < hours <= MAX_OVERTIME_HOURS,
        f"hours phải lớn hơn 0 và không quá {MAX_OVERTIME_HOURS}, nhận {hours}.",
    )
    require(
        (hours / OVERTIME_STEP).is_integer(),
        f"hours phải là bội số của 0,5 giờ (Quy định làm thêm giờ QD-012, Điều 2 khoản 1: đăng "
        f"ký theo từng nửa giờ), nhận {f'{hours:g}'.replace('.', ',')}. Ví dụ 2 hoặc 2.5.",
    )
    require(reason.strip(), "reason không được để trống: ghi rõ công việc làm thêm giờ.")
    booked = sum(
        r.hours
        for r in HrWorld.of(s.world).overtime_requests
        if r.employee_id == employee_id and r.date == day and r.status in ("pending", "approved")
    )
    require(
        booked + hours <= MAX_OVERTIME_HOURS,
        f"Nhân viên {employee_id} đã có {booked:g} giờ làm thêm (chờ duyệt hoặc đã duyệt) ngày "
        f"{day}; thêm {hours:g} giờ sẽ vượt {MAX_OVERTIME_HOURS} giờ trong một ngày.",
    )
    request = OvertimeRequest(
        id=s.world.next_id("hr.overtime_requests"),
        employee_id=employee_id,
        date=day,
        hours=float(hours),
        reason=reason.strip(),
    )
    HrWorld.of(s.world).overtime_requests.append(request)
    return view(request)


OVERTIME_COUNTED = ("approved", "pending")
"""Requests whose hours count toward QD-012's monthly and yearly caps: approved ones, and pending
ones (approving them must not break the cap either); rejected and cancelled ones never count."""
OVERTIME_NOTE = (
    "hours_toward_cap = giờ đã duyệt (approved) + giờ đang chờ duyệt (pending): số giờ tính vào "
    "giới hạn 40 giờ/tháng và 200 giờ/năm (Quy định làm thêm giờ, Điều 1.2), theo từng người. Đề "
    "nghị bị từ chối (rejected) hoặc đã hủy (cancelled) không tính. Tổng ở ngoài cùng cộng mọi đề "
    "nghị khớp bộ lọc (có thể gồm nhiều người, nhiều tháng, nhiều năm). by_employee_month và "
    "by_employee_year tính cả tháng, cả năm của từng người, gồm mọi đề nghị của người đó trong kỳ "
    "(kể cả đề nghị ngoài bộ lọc tháng hay trạng thái): so với giới hạn tháng dùng "
    "by_employee_month, với giới hạn năm dùng by_employee_year."
)


def _hours(rows: list[dict[str, Any]]) -> dict[str, Any]:
    by_status = {status: 0.0 for status in REQUEST_STATUSES}
    for row in rows:
        by_status[row["status"]] += row["hours"]
    return {
        "hours_by_status": by_status,
        "hours_toward_cap": sum(by_status[status] for status in OVERTIME_COUNTED),
    }


def _per_person(
    hits: list[dict[str, Any]], every: list[dict[str, Any]], key: str, width: int
) -> list[dict[str, Any]]:
    """Hours per person and period, for each (person, period) a matching request falls in: the
    period is the first `width` characters of the date (7: the month, 4: the year), and its hours
    come from all of that person's requests in it (`every`), as QD-012's caps count them. A month
    filter must not shrink a yearly total to that month."""
    wanted = {(h["employee_id"], h["date"][:width]) for h in hits}
    groups: dict[tuple[str, str], list[dict[str, Any]]] = {}
    for row in every:
        period = (row["employee_id"], row["date"][:width])
        if period in wanted:
            groups.setdefault(period, []).append(row)
    return [
        {
            "employee_id": employee,
            "employee_name": rows[0]["employee_name"],
            key: period,
            **_hours(rows),
        }
        for (employee, period), rows in sorted(groups.items())
    ]


def _overtime_totals(hits: list[dict[str, Any]], every: list[dict[str, Any]]) -> dict[str, Any]:
    """Hours of the matching requests by status and what counts toward the cap; then, for the
    people and periods they fall in, each person's whole month (the monthly cap) and whole year
    (the yearly cap) from all their requests in `every`."""
    return {
        **_hours(hits),
        "by_employee_month": _per_person(hits, every, "month", 7),
        "by_employee_year": _per_person(hits, every, "year", 4),
        "hours_note": OVERTIME_NOTE,
    }


@ava_tool("hr", writes=False)
def amis_timekeeping_list_overtime_requests(
    s: Session,
    employee_id: str = "",
    department_id: str = "",
    status: str = "",
    month: Month = "",
    limit: int = 20,
    offset: int = 0,
) -> dict[str, Any]:
    """Liệt kê đề nghị làm thêm giờ theo nhân viên, phòng ban, trạng thái và tháng.

    Kèm tổng số giờ của mọi đề nghị khớp bộ lọc (không chỉ trang này): `hours_by_status` theo
    từng trạng thái; `hours_toward_cap` là số giờ tính vào giới hạn 40 giờ/tháng, 200 giờ/năm của
    Quy định làm thêm giờ: đã duyệt cộng đang chờ duyệt, không tính đề nghị bị từ chối hay đã
    hủy. `by_employee_month` và `by_employee_year` cho mỗi người có đề nghị khớp bộ lọc các số đó
    của cả tháng, cả năm của người đó (mọi đề nghị trong kỳ, kể cả ngoài bộ lọc tháng hay trạng
    thái), để so với giới hạn tính theo người: tháng với 40 giờ, năm với 200 giờ.

    Args:
        employee_id: Mã nhân viên; để trống: mọi nhân viên.
        department_id: Mã phòng ban; để trống: mọi phòng ban.
        status: "pending", "approved", "rejected" hoặc "cancelled"; để trống: mọi trạng thái.
        month: Tháng dạng YYYY-MM, ví dụ "2026-12"; để trống: mọi tháng.
        limit: Số kết quả tối đa mỗi trang (1-50).
        offset: Bỏ qua bao nhiêu kết quả đầu (phân trang).
    """
    _check_status(status)
    require(
        not month or re.fullmatch(r"\d{4}-(0[1-9]|1[0-2])", month) is not None,
        f"month phải có dạng YYYY-MM (ví dụ 2026-12), nhận '{month}'.",
    )
    depts = {e.id: e.department_id for e in HrWorld.of(s.world).employees}
    every = [
        {
            **view(r),
            "employee_name": employee_name(s, r.employee_id),
            "department_id": depts.get(r.employee_id),
        }
        for r in sorted(HrWorld.of(s.world).overtime_requests, key=lambda r: (r.date, r.id))
    ]
    hits = [
        r
        for r in every
        if (not employee_id or r["employee_id"] == employee_id)
        and (not department_id or r["department_id"] == department_id)
        and (not status or r["status"] == status)
        and (not month or r["date"][:7] == month)
    ]
    return {**page(hits, limit, offset), **_overtime_totals(hits, every)}
