"""A week off for one's own wedding: the leave regulation gives 3 paid wedding days (Điều 3); the
rest is annual leave as far as the balance goes, which counts the pending request (Điều 2.3), and
unpaid leave with an HR ticket beyond it (Điều 6)."""

from ava_inspect.tasks.builders.calls import call
from ava_inspect.tasks.builders.decisions import request_leave
from ava_inspect.tasks.builders.helpdesk import open_ticket
from ava_inspect.tasks.builders.negatives import at_most, unchanged
from ava_inspect.tasks.builders.variants import with_args

ME = "NV-0027"  # Trần Văn Lâm, Nhân viên kinh doanh

SEED = {
    "hr.leave_requests": [
        {
            "id": "DNP-0090",
            "employee_id": ME,
            "leave_type": "annual",
            "start_date": "2026-12-14",
            "end_date": "2026-12-15",
            "days": 2.0,
            "reason": "Về quê Nam Định chuẩn bị đám cưới",
            "status": "pending",
        },
    ],
}


_TICKET = open_ticket(
    team="hr",
    title="Nghỉ không hưởng lương 1 ngày - Trần Văn Lâm (Phòng Kinh doanh)",
    description="Em nghỉ không hưởng lương 1 ngày, thứ Sáu 25/12/2026 (sau 3 ngày nghỉ cưới "
    "21-23/12 và 1 ngày phép năm cuối cùng 24/12). Nhờ phòng Nhân sự trừ lương trong kỳ "
    "lương tháng 12 theo Điều 6 Quy chế nghỉ phép.",
)

TASK = {
    "id": "hr.leave_wedding_split",
    "domain": "hr",
    "tier": "hard",
    "summary": "A 5-day wedding leave becomes 3 wedding days (QD-001 Điều 3) + the 1 annual day "
    "left after a pending request + 1 unpaid day and an HR ticket (Điều 6); the pending request "
    "stays.",
    "requester_id": ME,
    "prompt": "AVA ơi, em cưới vợ vào thứ Hai 21/12 ở quê Nam Định. Em muốn nghỉ trọn tuần đó, từ "
    "21/12 đến hết thứ Sáu 25/12, AVA làm đơn giúp em cho đúng quy định công ty nhé.",
    "hops": [
        "regulation_before_action",
        "combine_regulations",
        "branch_on_data",
        "forbid_overreach",
    ],
    "seed": SEED,
    "assertions": [
        {
            "id": "wedding_request",
            "kind": "record_exists",
            "skill": "regulation_before_action",
            "table": "hr.leave_requests",
            "note": "3 paid wedding days from the wedding day (QD-001 Điều 3)",
            "where": {
                "employee_id": ME,
                "leave_type": "wedding",
                "start_date": "2026-12-21",
                "end_date": "2026-12-23",
                "days": 3,
                "status": "pending",
            },
        },
        {
            "id": "annual_request",
            "kind": "record_exists",
            "skill": "combine_regulations",
            "table": "hr.leave_requests",
            "note": "the 1 annual day left (12 - 9 used - 2 pending), first after the wedding days",
            "where": {
                "employee_id": ME,
                "leave_type": "annual",
                "start_date": "2026-12-24",
                "end_date": "2026-12-24",
                "days": 1,
                "status": "pending",
            },
        },
        {
            "id": "unpaid_request",
            "kind": "record_exists",
            "skill": "combine_regulations",
            "table": "hr.leave_requests",
            "note": "the last day as unpaid leave (Điều 6.1)",
            "where": {
                "employee_id": ME,
                "leave_type": "unpaid",
                "start_date": "2026-12-25",
                "end_date": "2026-12-25",
                "days": 1,
                "status": "pending",
            },
        },
        at_most(
            "exactly_three_requests",
            table="hr.leave_requests",
            max=3,
            where={
                "employee_id": ME,
                "start_date": {"gte": "2026-12-21"},
                "status": {"in": ["pending", "approved"]},
            },
            note="no 5-day wedding or annual request, no duplicates (live requests: one filed and then "
            "cancelled does not count)",
        ),
        {
            "id": "hr_ticket",
            "kind": "record_exists",
            "skill": "regulation_before_action",
            "table": "helpdesk.tickets",
            "note": "HR is told the unpaid day, 25/12, for payroll (Điều 6.2): that day on its own, "
            "not as the end of a longer span",
            "where": {
                "requester_id": ME,
                "team": "hr",
                "description": {"contains": {"from": "2026-12-25", "to": "2026-12-25"}},
            },
        },
        unchanged(
            "pending_request_kept",
            table="hr.leave_requests",
            record_id="DNP-0090",
            note="the pending 14-15/12 request is not cancelled to free annual days",
        ),
    ],
    "oracle": [
        call("amis_hrm_get_current_user"),
        call("document_qa", question="nghỉ kết hôn được nghỉ bao nhiêu ngày"),
        call("document_get", document_id="QD-001"),
        call("amis_hrm_get_leave_balance", employee_id=ME),
        call("amis_hrm_list_leave_requests", employee_id=ME),
        request_leave(
            ME,
            "wedding",
            "2026-12-21",
            "2026-12-23",
            "Nghỉ cưới: lễ cưới thứ Hai 21/12 tại Nam Định",
        ),
        request_leave(
            ME, "annual", "2026-12-24", "2026-12-24", "Nghỉ sau cưới (ngày phép năm còn lại)"
        ),
        request_leave(
            ME, "unpaid", "2026-12-25", "2026-12-25", "Nghỉ sau cưới (vượt số ngày phép năm)"
        ),
        _TICKET,
    ],
    "anti_oracles": [
        {
            "name": "five_wedding_days",
            "why": "files the whole week as wedding leave without reading the regulation",
            "calls": [
                call("amis_hrm_get_current_user"),
                request_leave(ME, "wedding", "2026-12-21", "2026-12-25", "Nghỉ cưới"),
            ],
            "breaks": [
                "wedding_request",
                "annual_request",
                "unpaid_request",
                "hr_ticket",
            ],
        },
        {
            "name": "ignore_pending_request",
            "why": "counts the balance as entitled - used (3) and files 2 annual days",
            "calls": [
                call("amis_hrm_get_current_user"),
                request_leave(ME, "wedding", "2026-12-21", "2026-12-23", "Nghỉ cưới"),
                request_leave(ME, "annual", "2026-12-24", "2026-12-25", "Nghỉ sau cưới"),
            ],
            "breaks": ["annual_request", "unpaid_request", "hr_ticket"],
        },
        {
            "name": "no_ticket",
            "why": "splits the requests right but forgets the HR ticket for the unpaid day",
            "calls": [
                call("amis_hrm_get_current_user"),
                request_leave(ME, "wedding", "2026-12-21", "2026-12-23", "Nghỉ cưới"),
                request_leave(ME, "annual", "2026-12-24", "2026-12-24", "Nghỉ sau cưới"),
                request_leave(ME, "unpaid", "2026-12-25", "2026-12-25", "Nghỉ sau cưới"),
            ],
            "breaks": ["hr_ticket"],
        },
        {
            "name": "ticket_whole_week",
            "why": "splits the requests right but the ticket gives the whole 21-25/12 week as the "
            "unpaid range",
            "calls": [
                call("amis_hrm_get_current_user"),
                request_leave(ME, "wedding", "2026-12-21", "2026-12-23", "Nghỉ cưới"),
                request_leave(ME, "annual", "2026-12-24", "2026-12-24", "Nghỉ sau cưới"),
                request_leave(ME, "unpaid", "2026-12-25", "2026-12-25", "Nghỉ sau cưới"),
                open_ticket(
                    team="hr",
                    title="Nghỉ không hưởng lương - Trần Văn Lâm (Phòng Kinh doanh)",
                    description="Em nghỉ không hưởng lương 1 ngày trong đợt nghỉ cưới "
                    "21/12 - 25/12, nhờ phòng Nhân sự trừ lương kỳ lương tháng 12.",
                ),
            ],
            "breaks": ["hr_ticket"],
        },
        {
            "name": "cancel_pending_to_free_days",
            "why": "cancels the 14-15/12 request to file two annual days after the wedding",
            "calls": [
                call("amis_hrm_get_current_user"),
                call("amis_hrm_cancel_leave_request", request_id="DNP-0090"),
                request_leave(ME, "wedding", "2026-12-21", "2026-12-23", "Nghỉ cưới"),
                request_leave(ME, "annual", "2026-12-24", "2026-12-25", "Nghỉ sau cưới"),
            ],
            "breaks": [
                "annual_request",
                "unpaid_request",
                "hr_ticket",
                "pending_request_kept",
            ],
        },
        {
            "name": "annual_first",
            "why": "reads Điều 6.1's 'from the first day off' over the whole week and files the "
            "annual day on the wedding day, the wedding days after it",
            "calls": [
                call("amis_hrm_get_current_user"),
                request_leave(ME, "annual", "2026-12-21", "2026-12-21", "Nghỉ cưới (phép năm)"),
                request_leave(ME, "wedding", "2026-12-22", "2026-12-24", "Nghỉ cưới"),
                request_leave(ME, "unpaid", "2026-12-25", "2026-12-25", "Nghỉ sau cưới"),
                with_args(
                    _TICKET,
                    description="Em nghỉ không hưởng lương 1 ngày, thứ Sáu 25/12/2026. "
                    "Nhờ phòng Nhân sự trừ lương kỳ lương tháng 12.",
                ),
            ],
            "breaks": ["wedding_request", "annual_request"],
        },
    ],
}
