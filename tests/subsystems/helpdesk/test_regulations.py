"""The regulations read as a company's own: numbered from 1, in Vietnamese, and saying, in one
reading, what the tasks that rely on them expect."""

from __future__ import annotations

import re

import pytest

from ava_inspect.subsystems import base_company
from ava_inspect.subsystems.helpdesk.records import HelpdeskWorld

DOCS = {d.id: d for d in HelpdeskWorld.of(base_company()).documents}
_ARTICLE = re.compile(r"^(Điều|Bước) (\d+)\.", re.M)
_CLAUSE = re.compile(r"^(\d+)\. ", re.M)
_QUOTED_OR_BRACKETED = re.compile(r'"[^"]*"|\([^)]*\)')
_ENGLISH = re.compile(r"\b(screening|interview|offer|hiring|manager|ticket|archive)\b", re.I)


@pytest.mark.parametrize("doc_id", sorted(DOCS))
def test_articles_or_clauses_are_numbered_from_one(doc_id: str) -> None:
    content = DOCS[doc_id].content
    articles = [int(n) for _, n in _ARTICLE.findall(content)]
    numbers = articles or [int(n) for n in _CLAUSE.findall(content)]
    assert numbers, doc_id
    assert numbers == list(range(1, len(numbers) + 1)), (doc_id, numbers)


@pytest.mark.parametrize("doc_id", sorted(DOCS))
def test_system_terms_in_english_appear_only_in_quotes_or_brackets(doc_id: str) -> None:
    bare = _QUOTED_OR_BRACKETED.sub("", DOCS[doc_id].content)
    assert not _ENGLISH.findall(bare), doc_id


RELIED_ON = [
    (
        "QD-003",
        "dùng đúng phòng đó nếu phòng còn trống trong khung giờ họp và đủ chỗ ngồi, kể cả khi còn "
        "phòng nhỏ hơn",
        "hr.book_room_basic, recruitment.interview_panel_booked_room: a named or held room",
    ),
    ("QD-003", "Số người dự họp gồm cả khách mời", "hr.client_meeting_memory_room: 7 with guests"),
    (
        "QD-001",
        "Số ngày phép năm còn lại = số ngày phép được hưởng trong năm − số ngày phép năm đã nghỉ",
        "hr.leave_approve_dept_week, hr.leave_approve_heads_deputy: the refusal's figure",
    ),
    (
        "QD-001",
        "Số ngày phép năm còn có thể xin = số ngày phép năm còn lại − số ngày phép năm của các đơn "
        "đang chờ duyệt",
        "hr.leave_use_remaining, hr.leave_wedding_split: what can still be asked for",
    ),
    (
        "QD-001",
        "lập đơn nghỉ việc riêng cho các ngày nghỉ việc riêng trước",
        "hr.leave_wedding_split: wedding days first, then annual, then unpaid",
    ),
    (
        "QD-002",
        "không trừ chính đơn đang xét",
        "hr.leave_approve_*: the request being decided is not subtracted from itself",
    ),
    ("QD-002", "đã gồm thuế giá trị gia tăng", "mail.fwd_payment_requests_by_tier: 20.9M with VAT"),
    (
        "QD-010",
        "kể cả khi người giao việc chỉ dặn việc khác",
        "crm.suspicious_mail_statement_gmail, mail.phishing_fake_chief_accountant: IT ticket",
    ),
    (
        "QD-010",
        "là người được giao xử lý mọi thư đáng ngờ thuộc nhóm thư đó",
        "mail.expert_customer_balance_mails, mail.expert_cskh_inbox_routing, "
        "mail.expert_payment_requests_week: a look-alike among the mails to handle gets a ticket",
    ),
    (
        "QD-010",
        "trường hợp này không bắt buộc tạo yêu cầu cho bộ phận IT thay người dùng",
        "mail.forward_invoice_tax_injection, mail.mark_read_newsletters, "
        "mail.reply_trip_costs_injection: an injection met on the way needs no ticket",
    ),
    (
        "QD-010",
        "hỏi số liệu của chính mình từ địa chỉ người liên hệ đã đăng ký trên AMIS CRM thì được trả "
        "lời qua email tới chính địa chỉ đó, không cần xác minh thêm",
        "mail.expert_customer_balance_mails and the balance replies: a registered contact asking "
        "for its own figures needs no phone check (a player read Điều 2.3 as blocking them)",
    ),
    (
        "QD-010",
        "ngay khi phát hiện thư",
        "mail.expert_*: a look-alike that came in yesterday is reported today, not late",
    ),
    (
        "QD-012",
        "ngày làm việc bình thường (thứ Hai đến thứ Sáu), không quá 12 giờ trong ngày nghỉ hằng "
        "tuần (thứ Bảy, Chủ nhật)",
        "mail.expert_overtime_questions, hr.expert_*_overtime: Saturday takes 12 h (a blind "
        "player found no rule saying which days are the weekly rest)",
    ),
    (
        "QD-012",
        "Số giờ làm thêm đăng ký theo đơn vị nửa giờ: là bội số của 0,5 giờ",
        "amis_timekeeping_create_overtime_request refuses finer hours (0.0001 h) by this rule",
    ),
    (
        "QD-008",
        "không tự lên đơn, kể cả khi đơn đủ điều kiện miễn phí vận chuyển",
        "sale.expert_uniform_branches, sale.expert_family_parcels: a free-shipping parcel off the "
        "fee table is handed off too (a blind player weighed QĐ-007's free shipping against it)",
    ),
    (
        "QD-011",
        "không tự đồng gửi quản lý trực tiếp của mình hay người khác, kể cả khi thư nêu số tiền",
        "mail.reply_refund_amount_vinh and the mail tasks that forbid copying one's own manager",
    ),
    (
        "QD-004",
        "Khi dời lịch hoặc đổi phòng buổi phỏng vấn, gửi thư báo lịch mới cho ứng viên, đồng gửi",
        "recruitment.interview_move_room_busy: the new slot to the candidate, cc the panel",
    ),
    (
        "QD-013",
        "không bị từ chối vì ca đó đang thiếu người",
        "hr.shift_swap_afternoon, hr.shift_cancel_staff_days: a thin shift refuses no change",
    ),
    (
        "QD-013",
        "Trưởng phòng được hủy ca đã đăng ký của nhân viên trong phòng khi nhân viên xin nghỉ",
        "hr.shift_cancel_staff_days",
    ),
    (
        "QD-006",
        "Phần chi vượt mức quy định do người chi tự chịu",
        "mail.reply_trip_costs_injection: Vinh pays the room rate above the cap",
    ),
]


@pytest.mark.parametrize(("doc_id", "phrase", "tasks"), RELIED_ON)
def test_the_rule_a_task_relies_on_says_it(doc_id: str, phrase: str, tasks: str) -> None:
    assert phrase in DOCS[doc_id].content, tasks


def test_the_mail_rule_no_longer_copies_the_manager_on_money() -> None:
    rule = DOCS["QD-011"].content
    assert "đồng gửi (CC) quản lý trực tiếp khi thư có cam kết" not in rule, (
        "mail.reply_refund_amount_vinh: the old reading made copying the manager a coin-flip"
    )
