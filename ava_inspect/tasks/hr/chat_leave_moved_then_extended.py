"""A leave request whose day is corrected after it is filed, then extended past the balance: the
days she can still ask for count the request already pending (QĐ-001 Điều 2.3), so the extension
becomes an annual day, unpaid days and an HR ticket (Điều 6)."""

from typing import Any

from ava_inspect.tasks.builders.calls import call
from ava_inspect.tasks.builders.decisions import request_leave
from ava_inspect.tasks.builders.helpdesk import open_ticket
from ava_inspect.tasks.builders.negatives import no_record

ME = "NV-0004"
"""Trần Thị Lan, Kế toán viên: 12 days, 10 taken, nothing pending, so 2 days she can ask for."""
FIRST = "DNP-0020"
"""The id her first request gets (the next after the requests on file)."""
LIVE = {"in": ["pending", "approved"]}

_REASON = "Đưa con đi khám bệnh"
_TRIP = "Cho con về quê thăm ông bà"
_READS = [
    call("amis_hrm_get_current_user"),
    call("amis_hrm_get_leave_balance", employee_id=ME),
]
_FIRST = request_leave(ME, "annual", "2026-12-17", "2026-12-17", _REASON)
_FILED = {
    "say": f"Dạ em đã tạo đơn nghỉ phép năm {FIRST} cho chị ngày thứ Năm 17/12/2026 (1 ngày), "
    "đơn đang chờ quản lý của chị duyệt ạ."
}
_MOVE = call(
    "amis_hrm_update_leave_request",
    request_id=FIRST,
    start_date="2026-12-18",
    end_date="2026-12-18",
)
_MOVED = {"say": f"Dạ em đã đổi đơn {FIRST} sang thứ Sáu 18/12/2026 (1 ngày) cho chị ạ."}
_MOVED_DAY = [*_READS, _FIRST, _FILED, _MOVE, _MOVED]
"""The first two requests of the chat: 17/12 filed, then moved to 18/12."""
_RULE = call("document_qa", question="nghỉ vượt quá số ngày phép năm còn lại")
_ANNUAL_21 = request_leave(ME, "annual", "2026-12-21", "2026-12-21", _TRIP)
_UNPAID = request_leave(
    ME, "unpaid", "2026-12-22", "2026-12-23", f"{_TRIP} (vượt số ngày phép năm còn lại)"
)
_TICKET = open_ticket(
    team="hr",
    title="Nghỉ không hưởng lương - Trần Thị Lan (Phòng Kế toán)",
    description="Em nghỉ không hưởng lương 2 ngày, từ 22/12/2026 đến 23/12/2026, sau ngày phép "
    "năm cuối cùng 21/12. Nhờ phòng Nhân sự trừ lương kỳ lương gần nhất theo Điều 6 Quy chế nghỉ "
    "phép.",
)
_DONE = {
    "say": "Dạ chị còn 2 ngày phép năm: ngày 18/12 và 21/12 là phép năm, ngày 22/12 và 23/12 em "
    "làm đơn nghỉ không hưởng lương, và đã gửi ticket cho phòng Nhân sự để trừ lương 2 ngày đó ạ."
}


def _covers(day: str, leave_type: str) -> dict[str, Any]:
    """A live request of hers, of `leave_type`, whose range holds `day`."""
    return {
        "employee_id": ME,
        "leave_type": leave_type,
        "status": LIVE,
        "start_date": {"lte": day},
        "end_date": {"gte": day},
    }


TASK: dict[str, Any] = {
    "id": "hr.chat_leave_moved_then_extended",
    "domain": "hr",
    "tier": "conversation",
    "summary": "Annual leave on Thu 17/12, moved to Fri 18/12 once filed, then extended to Mon "
    "21 - Wed 23/12: with 2 days she can ask for and 18/12 pending, 18 and 21/12 are annual, "
    "22-23/12 unpaid, and HR gets a ticket for the 2 unpaid days; nothing stays on 17/12.",
    "requester_id": ME,
    "prompt": "AVA ơi tạo giúp chị đơn nghỉ phép năm thứ Năm 17/12 nhé, chị đưa con đi khám.",
    "user": {
        "persona": "Chị Trần Thị Lan, kế toán viên Phòng Kế toán, nhắn AVA trên MISA AMIS giữa "
        "giờ làm, xưng chị, gọi AVA là em.",
        "turns": [
            {
                "when": {"after_tool": "amis_hrm_create_leave_request"},
                "text": "À em ơi chị nhầm, lịch khám của con là thứ Sáu 18/12 chứ không phải thứ "
                "Năm. Em đổi sang thứ Sáu giúp chị nhé.",
            },
            {
                "when": {
                    "after_tool": [
                        "amis_hrm_update_leave_request",
                        "amis_hrm_create_leave_request",
                    ]
                },
                "text": "À em ơi, ngoài thứ Sáu 18/12 ra, em cho chị nghỉ thêm từ thứ Hai 21/12 "
                "đến hết thứ Tư 23/12 nữa nhé, chị cho con về quê với ông bà mấy hôm.",
            },
            {
                "when": {"after_tool": "helpdesk_create_ticket", "anytime": True},
                "text": "Ok em, cảm ơn em nhé.",
                "ends": True,
            },
        ],
    },
    "assertions": [
        {
            "id": "annual_on_18",
            "kind": "record_exists",
            "skill": "hold_conversation",
            "table": "hr.leave_requests",
            "note": "Fri 18/12, the corrected day, is annual leave",
            "where": _covers("2026-12-18", "annual"),
        },
        {
            "id": "annual_on_21",
            "kind": "record_exists",
            "skill": "regulation_before_action",
            "table": "hr.leave_requests",
            "note": "Mon 21/12 uses her last annual day (2 she could ask for, 18/12 pending)",
            "where": _covers("2026-12-21", "annual"),
        },
        {
            "id": "unpaid_22_23",
            "kind": "record_exists",
            "skill": "regulation_before_action",
            "table": "hr.leave_requests",
            "note": "the rest, Tue 22 - Wed 23/12, as unpaid leave (QĐ-001 Điều 6.1)",
            "where": {
                "employee_id": ME,
                "leave_type": "unpaid",
                "status": "pending",
                "start_date": "2026-12-22",
                "end_date": "2026-12-23",
            },
        },
        {
            "id": "hr_ticket",
            "kind": "record_exists",
            "skill": "regulation_before_action",
            "table": "helpdesk.tickets",
            "note": "HR is told the 2 unpaid days and their range, for payroll (Điều 6.2)",
            "where": {
                "requester_id": ME,
                "team": "hr",
                "description": {
                    "contains": [
                        {"amount": 2, "unit": "ngày"},
                        {"from": "2026-12-22", "to": "2026-12-23"},
                    ]
                },
            },
        },
        no_record(
            "nothing_left_on_17",
            table="hr.leave_requests",
            where={
                "employee_id": ME,
                "status": LIVE,
                "start_date": {"lte": "2026-12-17"},
                "end_date": {"gte": "2026-12-17"},
            },
            note="the mistaken Thursday is cancelled or moved, not kept beside the Friday",
            skill="hold_conversation",
        ),
        no_record(
            "no_annual_past_the_balance",
            table="hr.leave_requests",
            where={
                "employee_id": ME,
                "leave_type": "annual",
                "status": LIVE,
                "start_date": {"lte": "2026-12-23"},
                "end_date": {"gte": "2026-12-22"},
            },
            note="no annual leave on 22 or 23/12: her 2 days are 18 and 21/12 (Điều 6.3)",
            skill="regulation_before_action",
        ),
    ],
    "oracle": [
        *_MOVED_DAY,
        _RULE,
        _ANNUAL_21,
        _UNPAID,
        _TICKET,
        _DONE,
    ],
    "anti_oracles": [
        {
            "name": "forgets_the_pending_day",
            "why": "counts 2 days for the extension as if 18/12 were not pending: annual 21-22, "
            "unpaid 23",
            "calls": [
                *_MOVED_DAY,
                request_leave(ME, "annual", "2026-12-21", "2026-12-22", _TRIP),
                request_leave(ME, "unpaid", "2026-12-23", "2026-12-23", _TRIP),
                open_ticket(
                    team="hr",
                    title="Nghỉ không hưởng lương - Trần Thị Lan",
                    description="Em nghỉ không hưởng lương 1 ngày 23/12/2026.",
                ),
                _DONE,
            ],
            "breaks": ["unpaid_22_23", "hr_ticket", "no_annual_past_the_balance"],
        },
        {
            "name": "keeps_the_thursday",
            "why": "files a new request for 18/12 and leaves the mistaken 17/12 one pending",
            "calls": [
                *_READS,
                _FIRST,
                _FILED,
                request_leave(ME, "annual", "2026-12-18", "2026-12-18", _REASON),
                _MOVED,
                _RULE,
                _UNPAID,
                _TICKET,
                _DONE,
            ],
            "breaks": ["nothing_left_on_17", "annual_on_21"],
        },
        {
            "name": "one_annual_request_for_the_trip",
            "why": "files the whole extension as annual leave without looking at the balance",
            "calls": [
                *_MOVED_DAY,
                request_leave(ME, "annual", "2026-12-21", "2026-12-23", _TRIP),
                {"say": "Dạ em đã tạo đơn nghỉ phép năm 21/12-23/12 cho chị ạ."},
                {"say": "Dạ vâng ạ."},
            ],
            "breaks": ["unpaid_22_23", "hr_ticket", "no_annual_past_the_balance"],
        },
        {
            "name": "no_ticket",
            "why": "splits the extension right but never tells HR about the unpaid days",
            "calls": [
                *_MOVED_DAY,
                _RULE,
                _ANNUAL_21,
                _UNPAID,
                {"say": "Dạ em đã tạo đơn phép năm 21/12 và đơn không lương 22-23/12 cho chị ạ."},
                {"say": "Dạ vâng ạ."},
            ],
            "breaks": ["hr_ticket"],
        },
    ],
}
