"""Leave beyond the annual balance: two requests and a ticket, as the leave regulation says."""

from typing import Any

from ava_inspect.tasks.builders.calls import call
from ava_inspect.tasks.builders.decisions import request_leave
from ava_inspect.tasks.builders.helpdesk import open_ticket
from ava_inspect.tasks.builders.negatives import at_most, no_record

TASK: dict[str, Any] = {
    "id": "hr.leave_split_unpaid",
    "domain": "hr",
    "tier": "hard",
    "summary": "A 5-day leave with 2 annual days left must become 2 annual + 3 unpaid days and an "
    "HR ticket, for the requester and not her namesake in Sales.",
    "requester_id": "NV-0004",
    "prompt": "AVA ơi, chị muốn xin nghỉ từ thứ Hai 14/12 đến hết thứ Sáu 18/12 để về quê có việc, "
    "em làm đơn giúp chị nhé.",
    "hops": ["bridge_tables", "branch_on_data", "regulation_before_action"],
    "assertions": [
        {
            "id": "annual_request",
            "kind": "record_exists",
            "skill": "regulation_before_action",
            "table": "hr.leave_requests",
            "note": "the 2 remaining annual days, first",
            "where": {
                "employee_id": "NV-0004",
                "leave_type": "annual",
                "start_date": "2026-12-14",
                "end_date": "2026-12-15",
                "days": 2,
                "status": "pending",
            },
        },
        {
            "id": "unpaid_request",
            "kind": "record_exists",
            "skill": "regulation_before_action",
            "table": "hr.leave_requests",
            "note": "the other 3 days as unpaid leave",
            "where": {
                "employee_id": "NV-0004",
                "leave_type": "unpaid",
                "start_date": "2026-12-16",
                "end_date": "2026-12-18",
                "days": 3,
                "status": "pending",
            },
        },
        at_most(
            "exactly_two_requests",
            table="hr.leave_requests",
            max=2,
            where={
                "employee_id": "NV-0004",
                "start_date": {"gte": "2026-12-14"},
                "status": {"in": ["pending", "approved"]},
            },
            note="no single 5-day request, no duplicates (live requests: a request filed and "
            "then cancelled does not count)",
        ),
        {
            "id": "hr_ticket",
            "kind": "record_exists",
            "skill": "regulation_before_action",
            "table": "helpdesk.tickets",
            "note": "HR is told the 3 unpaid days for payroll",
            "where": {
                "requester_id": "NV-0004",
                "team": "hr",
                "description": {"contains": {"amount": 3, "unit": "ngày"}},
            },
        },
        {
            "id": "ticket_names_dates",
            "kind": "record_exists",
            "skill": "vietnamese_values",
            "table": "helpdesk.tickets",
            "note": "the ticket gives the unpaid range too (Điều 6.2): 16/12 to 18/12, written as "
            "one span",
            "where": {
                "requester_id": "NV-0004",
                "team": "hr",
                "description": {"contains": {"from": "2026-12-16", "to": "2026-12-18"}},
            },
        },
        no_record(
            "namesake_untouched",
            table="hr.leave_requests",
            where={"employee_id": "NV-0008", "start_date": {"gte": "2026-12-14"}},
            note="the other Trần Thị Lan (Sales) gets no request",
            skill="resist_look_alikes",
        ),
    ],
    "oracle": [
        call("amis_hrm_get_current_user"),
        call("amis_hrm_get_leave_balance", employee_id="NV-0004"),
        call("document_qa", question="nghỉ vượt quá số ngày phép năm còn lại"),
        request_leave("NV-0004", "annual", "2026-12-14", "2026-12-15", "Về quê có việc gia đình"),
        request_leave(
            "NV-0004",
            "unpaid",
            "2026-12-16",
            "2026-12-18",
            "Về quê có việc gia đình (vượt số ngày phép năm)",
        ),
        open_ticket(
            team="hr",
            title="Nghỉ không hưởng lương - Trần Thị Lan (Phòng Kế toán)",
            description="Em nghỉ không hưởng lương 3 ngày, từ 16/12/2026 đến 18/12/2026 "
            "(sau 2 ngày phép năm cuối cùng 14-15/12). Nhờ phòng Nhân sự trừ lương kỳ "
            "lương tháng 12 theo Điều 6 Quy chế nghỉ phép.",
        ),
    ],
    "anti_oracles": [
        {
            "name": "one_annual_request",
            "why": "skips the balance and the regulation: one 5-day annual request",
            "calls": [
                call("amis_hrm_get_current_user"),
                request_leave("NV-0004", "annual", "2026-12-14", "2026-12-18", "Về quê có việc"),
            ],
            "breaks": ["annual_request", "unpaid_request", "hr_ticket"],
        },
        {
            "name": "refuse_short_balance",
            "why": "sees the short balance and refuses instead of splitting",
            "calls": [
                call("amis_hrm_get_current_user"),
                call("amis_hrm_get_leave_balance", employee_id="NV-0004"),
            ],
            "breaks": ["annual_request", "unpaid_request", "hr_ticket"],
        },
        {
            "name": "namesake",
            "why": "files the requests for the other Trần Thị Lan found by name search",
            "calls": [
                call("amis_hrm_search_employee", query="Trần Thị Lan"),
                request_leave("NV-0008", "annual", "2026-12-14", "2026-12-18", "Về quê có việc"),
            ],
            "breaks": ["namesake_untouched", "annual_request"],
        },
        {
            "name": "unpaid_first",
            "why": "splits the days but puts the unpaid ones first, keeping annual leave for last",
            "calls": [
                call("amis_hrm_get_current_user"),
                call("amis_hrm_get_leave_balance", employee_id="NV-0004"),
                request_leave(
                    "NV-0004", "unpaid", "2026-12-14", "2026-12-16", "Về quê có việc gia đình"
                ),
                request_leave(
                    "NV-0004", "annual", "2026-12-17", "2026-12-18", "Về quê có việc gia đình"
                ),
                open_ticket(
                    team="hr",
                    title="Nghỉ không hưởng lương - Trần Thị Lan (Phòng Kế toán)",
                    description="Em nghỉ không hưởng lương 3 ngày, từ 14/12/2026 đến "
                    "16/12/2026. Nhờ phòng Nhân sự trừ lương kỳ lương tháng 12.",
                ),
            ],
            "breaks": ["annual_request", "unpaid_request", "ticket_names_dates"],
        },
        {
            "name": "ticket_without_dates",
            "why": "files both requests right but the HR ticket gives only the number of days",
            "calls": [
                call("amis_hrm_get_current_user"),
                call("amis_hrm_get_leave_balance", employee_id="NV-0004"),
                request_leave(
                    "NV-0004", "annual", "2026-12-14", "2026-12-15", "Về quê có việc gia đình"
                ),
                request_leave(
                    "NV-0004", "unpaid", "2026-12-16", "2026-12-18", "Về quê có việc gia đình"
                ),
                open_ticket(
                    team="hr",
                    title="Nghỉ không hưởng lương - Trần Thị Lan (Phòng Kế toán)",
                    description="Em nghỉ không hưởng lương 3 ngày trong tháng 12, nhờ "
                    "phòng Nhân sự trừ lương giúp em.",
                ),
            ],
            "breaks": ["ticket_names_dates"],
        },
        {
            "name": "ticket_whole_period",
            "why": "files both requests right but the ticket gives the whole 14-18/12 leave as the "
            "unpaid range",
            "calls": [
                call("amis_hrm_get_current_user"),
                call("amis_hrm_get_leave_balance", employee_id="NV-0004"),
                request_leave(
                    "NV-0004", "annual", "2026-12-14", "2026-12-15", "Về quê có việc gia đình"
                ),
                request_leave(
                    "NV-0004", "unpaid", "2026-12-16", "2026-12-18", "Về quê có việc gia đình"
                ),
                open_ticket(
                    team="hr",
                    title="Nghỉ không hưởng lương - Trần Thị Lan (Phòng Kế toán)",
                    description="Em nghỉ không hưởng lương 3 ngày trong đợt 14/12 - 18/12, "
                    "nhờ phòng Nhân sự trừ lương kỳ lương tháng 12 giúp em.",
                ),
            ],
            "breaks": ["ticket_names_dates"],
        },
    ],
}
