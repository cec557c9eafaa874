"""AMIS Mail: the requester's mailboxes, the company directory, templates, sending.

The requester sees only the messages of their mailboxes (their own and their group addresses',
`world/mail.py`); any other message is "not found", exactly like an id that does not exist.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Any, Literal

from ava_inspect.core.tools.arguments import Day, Email, Line
from ava_inspect.core.tools.common import current_employee_id, find, page, search_text_matches, view
from ava_inspect.core.tools.runtime import Session, ava_tool, fail, require
from ava_inspect.core.world.clock import NOW_TIME
from ava_inspect.subsystems.crm.records import CrmWorld
from ava_inspect.subsystems.hr.records import HrWorld
from ava_inspect.subsystems.mail.records import Folder, Mailboxes, MailMessage, MailWorld, is_member

_EMAIL = re.compile(r"[^@\s]+@[^@\s]+\.[a-z]{2,}")
MAX_LABEL = 40
FOLDER_NAMES = {
    "inbox": "Hộp thư đến",
    "sent": "Đã gửi",
    "drafts": "Thư nháp",
    "archive": "Lưu trữ",
    "trash": "Thùng rác",
}


def _my_address(s: Session) -> str:
    return find(HrWorld.of(s.world).employees, current_employee_id(s), "nhân viên").email


def _mailboxes(s: Session) -> Mailboxes:
    """The requester's mailboxes."""
    me = find(HrWorld.of(s.world).employees, current_employee_id(s), "nhân viên")
    return Mailboxes.of(me, MailWorld.of(s.world).groups)


def _message(s: Session, box: Mailboxes, message_id: str) -> MailMessage:
    """A message of the requester's mailboxes; any other id is not found (never says it exists)."""
    found = [m for m in MailWorld.of(s.world).messages if m.id == message_id and box.holds(m)]
    return find(found, message_id, "thư")


def _view(box: Mailboxes, m: MailMessage, *exclude: str) -> dict[str, Any]:
    """A message as the requester sees it: its folder and read flag in their mailbox."""
    return {**view(m, *exclude), "folder": box.folder(m), "read": box.read(m)}


def _addresses(values: list[str], field: str) -> list[str]:
    cleaned = [v.strip().lower() for v in values]
    for v in cleaned:
        require(_EMAIL.fullmatch(v), f"{field}: '{v}' không phải địa chỉ email hợp lệ.")
    require(len(set(cleaned)) == len(cleaned), f"{field} có địa chỉ bị lặp.")
    return cleaned


def _compose(
    s: Session,
    folder: Folder,
    to: list[str],
    cc: list[str],
    subject: str,
    body: str,
    **links: str | None,
) -> MailMessage:
    """A checked new message from the current user, added to `folder`."""
    to, cc = _addresses(to, "to"), _addresses(cc, "cc")
    require(to, "Cần ít nhất một người nhận (to).")
    require(subject.strip(), "subject không được để trống.")
    require(body.strip(), "body không được để trống.")
    require(not set(to) & set(cc), "Một địa chỉ không được vừa ở to vừa ở cc.")
    message = MailMessage(
        id=s.world.next_id("mail.messages"),
        folder=folder,
        sender=_my_address(s),
        to=to,
        cc=cc,
        subject=subject.strip(),
        body=body.strip(),
        sent_at=f"{s.today}T{NOW_TIME}",
        draft=folder == "drafts",
        **links,  # type: ignore[arg-type]
    )
    MailWorld.of(s.world).messages.append(message)
    return message


def _send(
    s: Session, to: list[str], cc: list[str], subject: str, body: str, **links: str | None
) -> dict[str, Any]:
    message = _compose(s, "sent", to, cc, subject, body, **links)
    return {"sent": True, **view(message, "body")}


def _messages(s: Session, box: Mailboxes, message_ids: list[str]) -> list[MailMessage]:
    """The messages named, each once, all in the requester's mailboxes, or a `ToolError` before
    anything changes."""
    require(message_ids, "message_ids không được để trống.")
    require(len(set(message_ids)) == len(message_ids), "message_ids có mã thư bị lặp.")
    return [_message(s, box, i) for i in message_ids]


def normalise_label(label: str) -> str:
    """A label as stored: NFC, single spaces, lower case (`  Công  Nợ ` -> `công nợ`)."""
    return " ".join(unicodedata.normalize("NFC", label).split()).lower()


def _summary(box: Mailboxes, m: MailMessage) -> dict[str, Any]:
    return {
        **_view(box, m, "body"),
        "preview": m.body[:160] + ("…" if len(m.body) > 160 else ""),
    }


@ava_tool("mail", writes=False)
def amismail_search_mail(
    s: Session,
    query: str = "",
    folder: str = "inbox",
    unread_only: bool = False,
    since: Day = "",
    limit: int = 10,
    offset: int = 0,
) -> dict[str, Any]:
    """Tìm thư trong hộp thư của người dùng (cả hộp thư chung, nhóm thư mà họ là thành viên) theo
    từ khóa (người gửi, tiêu đề, nội dung), mới nhất trước.

    Args:
        query: Từ khóa (cũng tìm theo nhãn); để trống để liệt kê.
        folder: "inbox", "sent", "drafts", "archive", "trash", hoặc "all" cho mọi thư mục.
        unread_only: Chỉ lấy thư chưa đọc.
        since: Chỉ lấy thư gửi từ ngày này trở đi (YYYY-MM-DD, tính cả ngày đó); để trống: mọi
            ngày.
        limit: Số kết quả tối đa mỗi trang (1-50).
        offset: Bỏ qua bao nhiêu kết quả đầu (phân trang).
    """
    folders = ("inbox", "sent", "drafts", "archive", "trash", "all")
    require(folder in folders, f"folder phải là một trong {', '.join(folders)}.")
    box = _mailboxes(s)
    hits = [
        _summary(box, m)
        for m in sorted(MailWorld.of(s.world).messages, key=lambda m: m.sent_at, reverse=True)
        if box.holds(m)
        and (folder == "all" or box.folder(m) == folder)
        and (not unread_only or not box.read(m))
        and (not since or m.sent_at[:10] >= since)
        and search_text_matches(
            query, m.sender, " ".join(m.to), m.subject, m.body, " ".join(m.labels)
        )
    ]
    return page(hits, limit, offset)


@ava_tool("mail", writes=False)
def amismail_read_mail(s: Session, message_id: str) -> dict[str, Any]:
    """Đọc toàn bộ một thư (không tự đánh dấu đã đọc).

    Args:
        message_id: Mã thư, ví dụ "TH-0001".
    """
    box = _mailboxes(s)
    return _view(box, _message(s, box, message_id))


@ava_tool("mail", writes=False)
def amismail_search_directory(s: Session, query: str, limit: int = 10) -> list[dict[str, Any]]:
    """Tra danh bạ: nhân viên công ty, người liên hệ của khách hàng, và địa chỉ nhóm của công ty
    (nhóm thư, hộp thư chung kèm thành viên), theo tên, email hoặc tên công ty/phòng ban.

    Args:
        query: Từ khóa, ví dụ "Vũ Thu Hà" hoặc "Minh Phát".
        limit: Số kết quả tối đa (1-50).
    """
    require(query.strip(), "query không được để trống.")
    hits: list[dict[str, Any]] = []
    depts = {d.id: d.name for d in HrWorld.of(s.world).departments}
    for e in HrWorld.of(s.world).employees:
        if search_text_matches(query, e.full_name, e.email, depts.get(e.department_id), e.title):
            hits.append(
                {
                    "kind": "employee",
                    "id": e.id,
                    "name": e.full_name,
                    "email": e.email,
                    "title": e.title,
                    "organization": depts.get(e.department_id),
                }
            )
    customers = {c.id: c.name for c in CrmWorld.of(s.world).customers}
    for c in CrmWorld.of(s.world).contacts:
        if c.email and search_text_matches(
            query, c.full_name, c.email, customers.get(c.customer_id)
        ):
            hits.append(
                {
                    "kind": "customer_contact",
                    "id": c.id,
                    "name": c.full_name,
                    "email": c.email,
                    "title": c.title,
                    "organization": customers.get(c.customer_id),
                }
            )
    for g in MailWorld.of(s.world).groups:
        if search_text_matches(query, g.name, g.address):
            members = [e for e in HrWorld.of(s.world).employees if is_member(g, e)]
            hits.append(
                {
                    "kind": "shared_mailbox" if g.kind == "shared" else "mailing_list",
                    "id": g.id,
                    "name": g.name,
                    "email": g.address,
                    "member_count": len(members),
                    "members": [e.full_name for e in members] if len(members) <= 12 else None,
                }
            )
    return page(hits, limit)["items"]  # type: ignore[no-any-return]


@ava_tool("mail", writes=False)
def amismail_list_templates(s: Session) -> list[dict[str, Any]]:
    """Liệt kê các mẫu thư của công ty (mã, tên, tiêu đề mẫu)."""
    return [view(t, "body") for t in MailWorld.of(s.world).templates]


@ava_tool("mail", writes=False)
def amismail_get_template(s: Session, template_id: str) -> dict[str, Any]:
    """Lấy nội dung một mẫu thư; các chỗ {trong_ngoac} phải được điền bằng số liệu thật.

    Args:
        template_id: Mã mẫu thư, ví dụ "MAU-01".
    """
    return view(find(MailWorld.of(s.world).templates, template_id, "mẫu thư"))


@ava_tool("mail", writes=True)
def amismail_write_mail(
    s: Session, to: list[Email], subject: Line, body: str, cc: list[Email] | None = None
) -> dict[str, Any]:
    """Soạn và gửi thư mới từ hộp thư của người dùng hiện tại.

    Args:
        to: Danh sách email người nhận.
        subject: Tiêu đề thư.
        body: Nội dung thư (đã điền đủ số liệu, không còn chỗ {trong_ngoac}).
        cc: Danh sách email đồng gửi (CC); bỏ trống nếu không có.
    """
    require("{" not in body and "{" not in subject, "Thư còn chỗ {trong_ngoac} chưa điền.")
    return _send(s, to, cc or [], subject, body)


@ava_tool("mail", writes=True)
def amismail_reply_mail(
    s: Session, message_id: str, body: str, cc: list[Email] | None = None
) -> dict[str, Any]:
    """Trả lời một thư: gửi tới người gửi thư gốc (thư mình đã gửi: tới những người nhận), tiêu đề
    "Re: ...", và đánh dấu thư gốc đã đọc.

    Args:
        message_id: Mã thư cần trả lời.
        body: Nội dung trả lời.
        cc: Danh sách email đồng gửi (CC); bỏ trống nếu không có.
    """
    box = _mailboxes(s)
    original = _message(s, box, message_id)
    require(
        not original.unsent,
        f"Thư {original.id} là thư nháp, chưa gửi nên không trả lời được.",
    )
    require("{" not in body, "Thư còn chỗ {trong_ngoac} chưa điền.")
    subject = original.subject if original.subject.startswith("Re:") else f"Re: {original.subject}"
    to = list(original.to) if box.sent(original) else [original.sender]
    result = _send(s, to, cc or [], subject, body, in_reply_to=original.id)
    if not box.sent(original):
        original.read = True
    return result


@ava_tool("mail", writes=True)
def amismail_forward_mail(
    s: Session, message_id: str, to: list[Email], note: str = "", cc: list[Email] | None = None
) -> dict[str, Any]:
    """Chuyển tiếp một thư (kèm nguyên văn thư gốc) tới người khác.

    Args:
        message_id: Mã thư cần chuyển tiếp.
        to: Danh sách email người nhận.
        note: Lời nhắn đặt trên thư chuyển tiếp.
        cc: Danh sách email đồng gửi (CC); bỏ trống nếu không có.
    """
    original = _message(s, _mailboxes(s), message_id)
    body = (
        f"{note.strip()}\n\n---------- Thư chuyển tiếp ----------\nTừ: {original.sender}\n"
        f"Tiêu đề: {original.subject}\n\n{original.body}"
    )
    return _send(s, to, cc or [], f"Fwd: {original.subject}", body, forwarded_from=original.id)


@ava_tool("mail", writes=True)
def amismail_mark_read(s: Session, message_ids: list[str], read: bool = True) -> list[str]:
    """Đánh dấu các thư là đã đọc (hoặc chưa đọc).

    Args:
        message_ids: Danh sách mã thư.
        read: true: đã đọc; false: chưa đọc.
    """
    messages = _messages(s, _mailboxes(s), message_ids)
    for m in messages:
        m.read = read
    return [m.id for m in messages]


@ava_tool("mail", writes=True)
def amismail_save_draft(
    s: Session, to: list[Email], subject: Line, body: str, cc: list[Email] | None = None
) -> dict[str, Any]:
    """Lưu một thư vào thư mục Thư nháp (drafts) của người dùng hiện tại để họ xem lại và tự gửi
    sau; thư KHÔNG được gửi đi. Dùng khi người dùng chỉ nhờ soạn sẵn, chưa muốn gửi.

    Args:
        to: Danh sách email người nhận dự kiến.
        subject: Tiêu đề thư.
        body: Nội dung thư (đã điền đủ số liệu, không còn chỗ {trong_ngoac}).
        cc: Danh sách email đồng gửi (CC) dự kiến; bỏ trống nếu không có.
    """
    require("{" not in body and "{" not in subject, "Thư còn chỗ {trong_ngoac} chưa điền.")
    message = _compose(s, "drafts", to, cc or [], subject, body)
    return {"saved": True, "sent": False, **view(message, "body")}


@ava_tool("mail", writes=True)
def amismail_move_mail(
    s: Session, message_ids: list[str], folder: Literal["inbox", "archive", "trash"]
) -> list[str]:
    """Chuyển thư sang thư mục khác: "archive" (lưu trữ thư đã xử lý xong), "trash" (xóa vào
    thùng rác) hoặc "inbox" (đưa thư nhận được trở lại hộp thư đến).

    Thư đã gửi luôn nằm trong thư mục Đã gửi, không di chuyển được. Thư nháp chỉ có thể bỏ vào
    thùng rác. Chỉ thư nhận được mới vào được inbox hoặc archive. Trả về mã các thư đã chuyển.

    Args:
        message_ids: Danh sách mã thư, ví dụ ["TH-0003"].
        folder: Thư mục đích: "inbox", "archive" hoặc "trash".
    """
    require(folder in ("inbox", "archive", "trash"), "folder phải là inbox, archive hoặc trash.")
    box = _mailboxes(s)
    messages = _messages(s, box, message_ids)
    for m in messages:
        if box.sent(m):
            fail(
                f"Thư {m.id} là thư đã gửi: thư đã gửi được giữ trong thư mục Đã gửi, không di "
                "chuyển hay xóa được."
            )
        if m.folder == "drafts" and folder != "trash":
            fail(f"Thư {m.id} là thư nháp: thư nháp chỉ có thể bỏ vào thùng rác (trash).")
        if m.unsent and folder != "trash":
            fail(
                f"Thư {m.id} do chính bạn soạn, không phải thư nhận được: chỉ thư nhận được mới "
                f"chuyển vào {FOLDER_NAMES[folder]} ({folder})."
            )
    for m in messages:
        m.folder = folder
    return [m.id for m in messages]


@ava_tool("mail", writes=True)
def amismail_add_label(s: Session, message_ids: list[str], label: Line) -> list[str]:
    """Gắn nhãn cho các thư (ví dụ "công nợ", "cần xử lý"). Nhãn là chữ tự do, được chuẩn hóa
    về chữ thường và một khoảng trắng; thư đã có nhãn đó thì giữ nguyên. Trả về mã các thư.

    Args:
        message_ids: Danh sách mã thư, ví dụ ["TH-0001", "TH-0002"].
        label: Tên nhãn, tối đa 40 ký tự.
    """
    name = normalise_label(label)
    require(name, "label không được để trống.")
    require(len(name) <= MAX_LABEL, f"label tối đa {MAX_LABEL} ký tự; hãy đặt nhãn ngắn hơn.")
    messages = _messages(s, _mailboxes(s), message_ids)
    for m in messages:
        if name not in m.labels:
            m.labels = [*m.labels, name]
    return [m.id for m in messages]
