"""Regulations (document Q&A), tickets to internal teams, and AVA's memory."""

from __future__ import annotations

import unicodedata
from typing import Any, Literal

from ava_inspect.core.tools.arguments import Line
from ava_inspect.core.tools.common import (
    current_employee_id,
    employee_name,
    find,
    page,
    search_text_matches,
    view,
)
from ava_inspect.core.tools.runtime import Session, ava_tool, fail, require
from ava_inspect.subsystems.helpdesk.records import HelpdeskWorld, MemoryNote, Ticket, TicketComment
from ava_inspect.subsystems.helpdesk.regulations import search

TEAMS = ("hr", "it", "accounting", "admin", "legal", "sales")
TEAM_DEPARTMENTS: dict[str, tuple[str, ...]] = {
    "hr": ("PB-NS",),
    "it": ("PB-HC",),
    "accounting": ("PB-KT",),
    "admin": ("PB-HC",),
    "legal": ("PB-BGD",),
    "sales": ("PB-KD",),
}
"""The departments whose staff handle each team's tickets (IT support sits in Phòng Hành chính;
legal questions go to the Board)."""
TEAM_NAMES = {
    "hr": "Nhân sự",
    "it": "Hỗ trợ CNTT",
    "accounting": "Kế toán",
    "admin": "Hành chính",
    "legal": "Pháp chế",
    "sales": "Kinh doanh",
}
REQUESTER, TEAM = "requester", "team"
TRANSITIONS: dict[tuple[str, str], frozenset[str]] = {
    ("open", "in_progress"): frozenset({TEAM}),
    ("open", "resolved"): frozenset({TEAM}),
    ("in_progress", "resolved"): frozenset({TEAM}),
    ("open", "closed"): frozenset({REQUESTER}),
    ("in_progress", "closed"): frozenset({REQUESTER}),
    ("resolved", "closed"): frozenset({REQUESTER, TEAM}),
    ("resolved", "open"): frozenset({REQUESTER}),
}
"""Who may move a ticket from one status to another. `closed` is final."""
NOTE_NEEDED = {("open", "resolved"), ("in_progress", "resolved"), ("resolved", "open")}
"""Moves that need a note: the result of the work, or why the requester reopens."""
MAX_TEXT = 2000
MAX_MEMORY_TEXT = 500
MAX_NOTES = 30


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
        for p in search(HelpdeskWorld.of(s.world).documents, question, limit)
    ]


@ava_tool("helpdesk", writes=False)
def document_get(s: Session, document_id: str) -> dict[str, Any]:
    """Đọc toàn văn một văn bản quy chế, quy định.

    Args:
        document_id: Mã văn bản, ví dụ "QD-001".
    """
    return view(find(HelpdeskWorld.of(s.world).documents, document_id, "văn bản"))


@ava_tool("helpdesk", writes=False)
def document_list(s: Session) -> list[dict[str, Any]]:
    """Liệt kê các văn bản quy chế, quy định hiện hành (mã, tên, lĩnh vực, ngày hiệu lực)."""
    return [view(d, "content") for d in HelpdeskWorld.of(s.world).documents]


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
        for t in HelpdeskWorld.of(s.world).tickets
        if (not status or t.status == status) and search_text_matches(query, t.title, t.description)
    ]
    return page(hits, limit, offset)


@ava_tool("helpdesk", writes=True)
def helpdesk_create_ticket(
    s: Session,
    team: Literal["hr", "it", "accounting", "admin", "legal", "sales"],
    title: Line,
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
    HelpdeskWorld.of(s.world).tickets.append(ticket)
    return view(ticket)


def _roles(s: Session, ticket: Ticket) -> set[str]:
    """What the current user is to this ticket: its requester, a member of its team, both or
    neither."""
    me = current_employee_id(s)
    roles = set()
    if ticket.requester_id == me:
        roles.add(REQUESTER)
    emp = s.world.get("hr.employees", me)
    if emp is not None and emp.department_id in TEAM_DEPARTMENTS[ticket.team]:
        roles.add(TEAM)
    return roles


def _next_statuses(ticket: Ticket, roles: set[str]) -> list[str]:
    return [to for (frm, to), who in TRANSITIONS.items() if frm == ticket.status and who & roles]


def _ticket_view(s: Session, ticket: Ticket) -> dict[str, Any]:
    roles = _roles(s, ticket) if s.user_id is not None else set()
    people = [ticket.requester_id, *(c.author_id for c in ticket.comments)]
    return {
        **view(ticket),
        "team_name": TEAM_NAMES[ticket.team],
        "names": {p: employee_name(s, p) for p in people},
        "your_next_statuses": _next_statuses(ticket, roles),
    }


def _handlers(ticket: Ticket) -> str:
    return f"người tạo yêu cầu hoặc nhân viên bộ phận {TEAM_NAMES[ticket.team]}"


@ava_tool("helpdesk", writes=False)
def helpdesk_get_ticket(s: Session, ticket_id: str) -> dict[str, Any]:
    """Xem đầy đủ một yêu cầu (ticket): người tạo, bộ phận xử lý, trạng thái, các bình luận (tên
    người theo mã ở names), và các trạng thái người dùng hiện tại được phép chuyển sang
    (your_next_statuses).

    Args:
        ticket_id: Mã yêu cầu, ví dụ "YC-0001".
    """
    return _ticket_view(s, find(HelpdeskWorld.of(s.world).tickets, ticket_id, "yêu cầu"))


@ava_tool("helpdesk", writes=True)
def helpdesk_update_ticket(
    s: Session,
    ticket_id: str,
    status: Literal["open", "in_progress", "resolved", "closed"],
    note: str = "",
) -> dict[str, Any]:
    """Chuyển trạng thái một yêu cầu (ticket). Chỉ người tạo yêu cầu hoặc nhân viên bộ phận xử
    lý được đổi trạng thái, theo các bước:
    - Bộ phận xử lý: open -> in_progress (nhận xử lý); open hoặc in_progress -> resolved (đã xử
      lý xong, bắt buộc ghi note kết quả).
    - Người tạo: open hoặc in_progress -> closed (rút yêu cầu); resolved -> closed (xác nhận đã
      xong); resolved -> open (mở lại, bắt buộc ghi note lý do).
    - Bộ phận xử lý cũng được đóng (closed) yêu cầu đã resolved. Yêu cầu đã closed không mở lại
      được: hãy tạo yêu cầu mới.
    Bộ phận xử lý theo phòng ban: hr - Phòng Nhân sự; accounting - Phòng Kế toán; admin và it -
    Phòng Hành chính (gồm bộ phận hỗ trợ CNTT); legal - Ban Giám đốc; sales - Phòng Kinh doanh.

    Args:
        ticket_id: Mã yêu cầu, ví dụ "YC-0001".
        status: Trạng thái mới: "open", "in_progress", "resolved" hoặc "closed".
        note: Ghi chú kèm theo, được lưu thành một bình luận của người dùng hiện tại; bắt buộc
            khi chuyển sang resolved hoặc mở lại yêu cầu.
    """
    ticket = find(HelpdeskWorld.of(s.world).tickets, ticket_id, "yêu cầu")
    roles = _roles(s, ticket)
    require(roles, f"Chỉ {_handlers(ticket)} mới được đổi trạng thái yêu cầu {ticket.id}.")
    require(
        ticket.status != "closed",
        f"Yêu cầu {ticket.id} đã đóng (closed); nếu vấn đề tái diễn hãy tạo yêu cầu mới.",
    )
    require(status != ticket.status, f"Yêu cầu {ticket.id} đang ở trạng thái {status} rồi.")
    move = (ticket.status, status)
    reachable = [to for (frm, to) in TRANSITIONS if frm == ticket.status]
    require(
        move in TRANSITIONS,
        f"Không chuyển được yêu cầu từ {ticket.status} sang {status}; từ {ticket.status} chỉ "
        f"chuyển được sang: {', '.join(reachable)}.",
    )
    who = "người tạo yêu cầu" if REQUESTER in TRANSITIONS[move] else "bộ phận xử lý"
    allowed = ", ".join(_next_statuses(ticket, roles)) or "không trạng thái nào"
    require(
        TRANSITIONS[move] & roles,
        f"Bước {ticket.status} -> {status} dành cho {who}, bạn không thực hiện được. Với yêu cầu "
        f"{ticket.id}, bạn được chuyển sang: {allowed}.",
    )
    text = note.strip()
    require(
        text or move not in NOTE_NEEDED,
        "Cần ghi note: kết quả xử lý khi chuyển sang resolved, hoặc lý do khi mở lại yêu cầu.",
    )
    require(len(text) <= MAX_TEXT, f"note tối đa {MAX_TEXT} ký tự.")
    if text:
        ticket.comments = [
            *ticket.comments,
            TicketComment(author_id=current_employee_id(s), text=text),
        ]
    ticket.status = status
    return _ticket_view(s, ticket)


@ava_tool("helpdesk", writes=True)
def helpdesk_add_comment(s: Session, ticket_id: str, text: str) -> dict[str, Any]:
    """Thêm bình luận vào một yêu cầu (ticket), ví dụ bổ sung thông tin hoặc hỏi tiến độ. Chỉ
    người tạo yêu cầu hoặc nhân viên bộ phận xử lý được bình luận; yêu cầu đã đóng thì không.

    Args:
        ticket_id: Mã yêu cầu, ví dụ "YC-0001".
        text: Nội dung bình luận.
    """
    ticket = find(HelpdeskWorld.of(s.world).tickets, ticket_id, "yêu cầu")
    require(_roles(s, ticket), f"Chỉ {_handlers(ticket)} mới được bình luận yêu cầu {ticket.id}.")
    require(
        ticket.status != "closed",
        f"Yêu cầu {ticket.id} đã đóng (closed); hãy tạo yêu cầu mới nếu cần trao đổi thêm.",
    )
    body = text.strip()
    require(body, "text không được để trống.")
    require(len(body) <= MAX_TEXT, f"text tối đa {MAX_TEXT} ký tự.")
    ticket.comments = [*ticket.comments, TicketComment(author_id=current_employee_id(s), text=body)]
    return _ticket_view(s, ticket)


def _same_text(a: str, b: str) -> bool:
    def norm(t: str) -> str:
        return " ".join(unicodedata.normalize("NFC", t).split()).casefold()

    return norm(a) == norm(b)


@ava_tool("helpdesk", writes=False)
def get_memory(s: Session) -> list[dict[str, Any]]:
    """Đọc các ghi nhớ AVA đã lưu cho người dùng hiện tại (sở thích, cách làm việc, thông tin
    cần nhớ), mỗi ghi nhớ có mã (id) và nội dung."""
    me = current_employee_id(s)
    return [view(n, "owner_id") for n in HelpdeskWorld.of(s.world).memory if n.owner_id == me]


@ava_tool("helpdesk", writes=True)
def edit_memory(
    s: Session,
    action: Literal["add", "update", "delete"],
    note_id: str = "",
    content: str = "",
) -> dict[str, Any]:
    """Thêm, sửa hoặc xóa một ghi nhớ của người dùng hiện tại. Chỉ lưu điều người dùng muốn AVA
    nhớ lâu dài; chỉ sửa, xóa được ghi nhớ của chính người đó (xem mã bằng get_memory).

    Args:
        action: "add" (thêm ghi nhớ mới), "update" (thay nội dung) hoặc "delete" (xóa).
        note_id: Mã ghi nhớ, ví dụ "GN-0001"; bắt buộc với update và delete, để trống với add.
        content: Nội dung ghi nhớ (tối đa 500 ký tự); bắt buộc với add và update.
    """
    me = current_employee_id(s)
    require(action in ("add", "update", "delete"), "action phải là add, update hoặc delete.")
    mine = [n for n in HelpdeskWorld.of(s.world).memory if n.owner_id == me]
    text = content.strip()
    if action in ("add", "update"):
        require(text, f"content không được để trống khi {action}.")
        require(len(text) <= MAX_MEMORY_TEXT, f"content tối đa {MAX_MEMORY_TEXT} ký tự.")
    if action == "add":
        require(not note_id.strip(), "Khi thêm ghi nhớ mới (add), để trống note_id.")
        same = next((n for n in mine if _same_text(n.content, text)), None)
        require(same is None, f"Đã có ghi nhớ này ({same.id if same else ''}).")
        require(
            len(mine) < MAX_NOTES,
            f"Bạn đã có {MAX_NOTES} ghi nhớ; hãy xóa hoặc gộp bớt trước khi thêm.",
        )
        added = MemoryNote(id=s.world.next_id("helpdesk.memory"), owner_id=me, content=text)
        HelpdeskWorld.of(s.world).memory.append(added)
        return {"action": "add", **view(added, "owner_id")}
    require(note_id.strip(), f"Cần note_id của ghi nhớ để {action}. Gọi get_memory để xem mã.")
    note = next((n for n in mine if n.id == note_id), None)
    if note is None:
        fail(
            f"Không tìm thấy ghi nhớ có mã '{note_id}' của bạn. Gọi get_memory để xem mã các "
            "ghi nhớ của bạn."
        )
    if action == "update":
        note.content = text
        return {"action": "update", **view(note, "owner_id")}
    HelpdeskWorld.of(s.world).memory.remove(note)
    return {"action": "delete", "id": note.id, "deleted": True}
