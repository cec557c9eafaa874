"""AMIS HRM tools: who is who, leave balances and leave requests."""

from __future__ import annotations

from typing import Any, Literal

from ..world.hr import LeaveRequest
from .common import (
    current_employee_id,
    find,
    page,
    parse_day,
    search_text_matches,
    view,
    working_days,
)
from .runtime import Session, ava_tool, require

LEAVE_TYPES = ("annual", "unpaid", "sick", "maternity", "wedding", "bereavement")
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
    return _employee_view(s, find(s.world.hr.employees, current_employee_id(s), "nhân viên"))


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
        for e in s.world.hr.employees
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
    return _employee_view(s, find(s.world.hr.employees, employee_id, "nhân viên"))


@ava_tool("hr", writes=False)
def amis_hrm_list_departments(s: Session) -> list[dict[str, Any]]:
    """Liệt kê các phòng ban với mã phòng ban và trưởng phòng."""
    return [
        {**view(d), "manager_name": s.world.get("hr.employees", d.manager_id).full_name}
        if d.manager_id
        else view(d)
        for d in s.world.hr.departments
    ]


def _pending_annual(s: Session, employee_id: str) -> float:
    return sum(
        r.days
        for r in s.world.hr.leave_requests
        if r.employee_id == employee_id and r.leave_type == "annual" and r.status == "pending"
    )


@ava_tool("hr", writes=False)
def amis_hrm_get_leave_balance(s: Session, employee_id: str) -> dict[str, Any]:
    """Xem số ngày phép năm của nhân viên trong năm hiện tại: được hưởng, đã nghỉ, đang chờ
    duyệt và còn lại (còn lại = được hưởng - đã nghỉ - đang chờ duyệt).

    Args:
        employee_id: Mã nhân viên, ví dụ "NV-0004".
    """
    find(s.world.hr.employees, employee_id, "nhân viên")
    year = int(s.today[:4])
    balance = next(
        (b for b in s.world.hr.leave_balances if b.employee_id == employee_id and b.year == year),
        None,
    )
    require(balance is not None, f"Nhân viên {employee_id} chưa có bảng phép năm {year}.")
    pending = _pending_annual(s, employee_id)
    return {
        "employee_id": employee_id,
        "year": year,
        "annual_entitled": balance.annual_entitled,  # type: ignore[union-attr]
        "annual_used": balance.annual_used,  # type: ignore[union-attr]
        "annual_pending": pending,
        "annual_remaining": balance.annual_entitled - balance.annual_used - pending,  # type: ignore[union-attr]
    }


@ava_tool("hr", writes=False)
def amis_hrm_list_leave_requests(
    s: Session,
    employee_id: str = "",
    department_id: str = "",
    status: str = "",
    from_date: str = "",
    to_date: str = "",
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
    lo = parse_day(from_date, "from_date").isoformat() if from_date else ""
    hi = parse_day(to_date, "to_date").isoformat() if to_date else ""
    depts = {e.id: e.department_id for e in s.world.hr.employees}
    hits = [
        {**view(r), "department_id": depts.get(r.employee_id)}
        for r in s.world.hr.leave_requests
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
    start_date: str,
    end_date: str,
    reason: str = "",
) -> dict[str, Any]:
    """Tạo đơn xin nghỉ (trạng thái chờ duyệt) cho một khoảng ngày liên tục. Số ngày được tính
    theo ngày làm việc (thứ Hai - thứ Sáu).

    Args:
        employee_id: Mã nhân viên xin nghỉ.
        leave_type: Loại nghỉ: "annual" (phép năm), "unpaid" (không lương), "sick" (ốm),
            "maternity" (thai sản), "wedding" (cưới), "bereavement" (tang).
        start_date: Ngày bắt đầu nghỉ (YYYY-MM-DD).
        end_date: Ngày kết thúc nghỉ, tính cả ngày này (YYYY-MM-DD).
        reason: Lý do nghỉ.
    """
    find(s.world.hr.employees, employee_id, "nhân viên")
    require(leave_type in LEAVE_TYPES, f"leave_type phải là một trong {', '.join(LEAVE_TYPES)}.")
    start, end = parse_day(start_date, "start_date"), parse_day(end_date, "end_date")
    require(start <= end, "start_date phải trước hoặc bằng end_date.")
    require(
        (end - start).days < MAX_LEAVE_SPAN_DAYS,
        f"Một đơn nghỉ không dài quá {MAX_LEAVE_SPAN_DAYS} ngày; kiểm tra lại start_date và end_date.",
    )
    days = len(working_days(start, end))
    require(days > 0, "Khoảng ngày này không có ngày làm việc nào (chỉ gồm thứ Bảy, Chủ nhật).")
    for other in s.world.hr.leave_requests:
        require(
            not (
                other.employee_id == employee_id
                and other.status in ("pending", "approved")
                and other.start_date <= end.isoformat()
                and start.isoformat() <= other.end_date
            ),
            f"Trùng ngày với đơn {other.id} ({other.start_date} đến {other.end_date}) "
            "của cùng nhân viên.",
        )
    request = LeaveRequest(
        id=s.world.next_id("hr.leave_requests"),
        employee_id=employee_id,
        leave_type=leave_type,
        start_date=start.isoformat(),
        end_date=end.isoformat(),
        days=float(days),
        reason=reason,
    )
    s.world.hr.leave_requests.append(request)
    return view(request)


@ava_tool("hr", writes=True)
def amis_hrm_cancel_leave_request(s: Session, request_id: str) -> dict[str, Any]:
    """Hủy một đơn nghỉ đang chờ duyệt.

    Args:
        request_id: Mã đơn nghỉ, ví dụ "DNP-0012".
    """
    request = find(s.world.hr.leave_requests, request_id, "đơn nghỉ")
    require(
        request.status == "pending", f"Chỉ hủy được đơn đang chờ duyệt; đơn này: {request.status}."
    )
    request.status = "cancelled"
    return view(request)


@ava_tool("hr", writes=True)
def ava_approval(
    s: Session, request_id: str, decision: Literal["approve", "reject"], note: str = ""
) -> dict[str, Any]:
    """Duyệt hoặc từ chối một đơn nghỉ với tư cách người dùng hiện tại.

    Args:
        request_id: Mã đơn nghỉ cần xử lý, ví dụ "DNP-0012".
        decision: "approve" để duyệt, "reject" để từ chối.
        note: Ý kiến duyệt; khi từ chối, ghi rõ lý do.
    """
    approver = current_employee_id(s)
    request = find(s.world.hr.leave_requests, request_id, "đơn nghỉ")
    require(decision in ("approve", "reject"), "decision phải là 'approve' hoặc 'reject'.")
    require(request.status == "pending", f"Đơn {request_id} không ở trạng thái chờ duyệt.")
    require(request.employee_id != approver, "Không thể tự duyệt đơn của chính mình.")
    balance_row = None
    if decision == "approve" and request.leave_type == "annual":
        balance = amis_hrm_get_leave_balance(s, request.employee_id)
        require(
            balance["annual_remaining"] >= 0,
            "Không thể duyệt: đơn vượt số ngày phép còn lại của nhân viên.",
        )
        year = int(request.start_date[:4])
        balance_row = next(
            (
                b
                for b in s.world.hr.leave_balances
                if b.employee_id == request.employee_id and b.year == year
            ),
            None,
        )
        require(
            balance_row is not None,
            f"Không thể duyệt: nhân viên {request.employee_id} chưa có bảng phép năm {year}.",
        )
    request.status = "approved" if decision == "approve" else "rejected"
    request.approver_id = approver
    request.decision_note = note
    if balance_row is not None:
        balance_row.annual_used = balance_row.annual_used + request.days
    return view(request)
