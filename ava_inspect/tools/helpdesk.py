"""Regulations (document Q&A), tickets to internal teams, and AVA's memory."""

from __future__ import annotations

from typing import Any, Literal

from ..world.helpdesk import Ticket
from .common import current_employee_id, find, page, search_text_matches, view
from .regulations import search
from .runtime import Session, ava_tool, require

TEAMS = ("hr", "it", "accounting", "admin", "legal", "sales")


@ava_tool("helpdesk", writes=False)
def document_qa(s: Session, question: str, limit: int = 5) -> list[dict[str, Any]]:
    """Tra cứu quy chế, quy định, chính sách của công ty: trả về các đoạn liên quan nhất kèm
    tên văn bản. Đọc kỹ đoạn trả về trước khi hành động.

    Args:
        question: Câu hỏi hoặc từ khóa, ví dụ "nghỉ quá số ngày phép" hoặc "tạm ứng công tác".
        limit: Số đoạn tối đa trả về (1-10).
    """
    require(question.strip(), "question không được để trống.")
    require(1 <= limit <= 10, "limit phải từ 1 đến 10.")
    return [
        {"document_id": p.document_id, "title": p.title, "passage": p.text}
        for p in search(s.world.helpdesk.documents, question, limit)
    ]


@ava_tool("helpdesk", writes=False)
def document_get(s: Session, document_id: str) -> dict[str, Any]:
    """Đọc toàn văn một văn bản quy chế, quy định.

    Args:
        document_id: Mã văn bản, ví dụ "QD-001".
    """
    return view(find(s.world.helpdesk.documents, document_id, "văn bản"))


@ava_tool("helpdesk", writes=False)
def document_list(s: Session) -> list[dict[str, Any]]:
    """Liệt kê các văn bản quy chế, quy định hiện hành (mã, tên, lĩnh vực, ngày hiệu lực)."""
    return [view(d, "content") for d in s.world.helpdesk.documents]


@ava_tool("helpdesk", writes=False)
def helpdesk_search_ticket(
    s: Session, query: str = "", status: str = "", limit: int = 10, offset: int = 0
) -> dict[str, Any]:
    """Tìm yêu cầu (ticket) theo từ khóa và trạng thái.

    Args:
        query: Từ khóa trong tiêu đề hoặc nội dung; để trống để liệt kê.
        status: "open", "in_progress", "resolved" hoặc "closed"; để trống: mọi trạng thái.
        limit: Số kết quả tối đa mỗi trang (1-50).
        offset: Bỏ qua bao nhiêu kết quả đầu (phân trang).
    """
    hits = [
        view(t)
        for t in s.world.helpdesk.tickets
        if (not status or t.status == status) and search_text_matches(query, t.title, t.description)
    ]
    return page(hits, limit, offset)


@ava_tool("helpdesk", writes=True)
def helpdesk_create_ticket(
    s: Session,
    team: Literal["hr", "it", "accounting", "admin", "legal", "sales"],
    title: str,
    description: str,
) -> dict[str, Any]:
    """Tạo yêu cầu (ticket) từ người dùng hiện tại gửi tới một bộ phận nội bộ.

    Args:
        team: Bộ phận nhận: "hr" (Nhân sự), "it", "accounting" (Kế toán), "admin" (Hành chính),
            "legal" (Pháp chế), "sales" (Kinh doanh).
        title: Tiêu đề ngắn.
        description: Nội dung chi tiết, ghi đủ số liệu bộ phận nhận cần để xử lý.
    """
    require(team in TEAMS, f"team phải là một trong {', '.join(TEAMS)}.")
    require(title.strip() and description.strip(), "title và description không được để trống.")
    ticket = Ticket(
        id=s.world.next_id("helpdesk.tickets"),
        requester_id=current_employee_id(s),
        team=team,
        title=title.strip(),
        description=description.strip(),
        created_date=s.today,
    )
    s.world.helpdesk.tickets.append(ticket)
    return view(ticket)
