"""A department head's "approve next week's leave": only his department, only next week, and the
request beyond the balance is refused with the exact remaining days (QD-001 Điều 7, QD-002 Điều 1).
"""

from typing import Any

from ava_inspect.tasks.builders.calls import call
from ava_inspect.tasks.builders.decisions import decide, request_leave
from ava_inspect.tasks.builders.negatives import unchanged

HEAD = "NV-0017"  # Trịnh Quốc Bảo, Trưởng phòng Kỹ thuật

SEED = {
    "hr.leave_balances": [
        # a half day taken in the spring: 12 - 9.5 = 2.5 days left before this request
        {"id": "QP-0018-2026", "annual_used": 9.5},
        # Đức's last half day (DNP-0094) is used: no annual day left, so his unpaid request is the
        # one QD-001 Điều 6 asks for, not a request to refuse
        {"id": "QP-0029-2026", "annual_used": 12},
    ],
    "hr.leave_requests": [
        {
            "id": "DNP-0089",
            "employee_id": "NV-0018",
            "leave_type": "annual",
            "start_date": "2026-04-16",
            "end_date": "2026-04-16",
            "days": 0.5,
            "reason": "Nghỉ buổi chiều đưa con đi tiêm phòng",
            "status": "approved",
            "approver_id": "NV-0017",
            "decision_note": "Đồng ý.",
        },
        {
            "id": "DNP-0090",
            "employee_id": "NV-0018",
            "leave_type": "annual",
            "start_date": "2026-12-14",
            "end_date": "2026-12-17",
            "days": 4.0,
            "reason": "Về quê Thái Bình sửa nhà cho bố mẹ",
            "status": "pending",
        },
        {
            "id": "DNP-0091",
            "employee_id": "NV-0029",
            "leave_type": "unpaid",
            "start_date": "2026-12-14",
            "end_date": "2026-12-15",
            "days": 2.0,
            "reason": "Làm thủ tục sang tên nhà đất ở quê (đã hết phép năm 2026)",
            "status": "pending",
        },
        {
            "id": "DNP-0094",
            "employee_id": "NV-0029",
            "leave_type": "annual",
            "start_date": "2026-12-08",
            "end_date": "2026-12-08",
            "days": 0.5,
            "reason": "Nghỉ buổi sáng đi khám răng",
            "status": "approved",
            "approver_id": "NV-0017",
            "decision_note": "Đồng ý.",
        },
        {
            "id": "DNP-0092",
            "employee_id": "NV-0030",
            "leave_type": "annual",
            "start_date": "2026-12-17",
            "end_date": "2026-12-18",
            "days": 2.0,
            "reason": "Đi đám cưới bạn thân ở Đà Nẵng",
            "status": "pending",
        },
        {
            "id": "DNP-0093",
            "employee_id": "NV-0020",
            "leave_type": "annual",
            "start_date": "2026-12-28",
            "end_date": "2026-12-29",
            "days": 2.0,
            "reason": "Đưa con về quê nội ở Hưng Yên dịp cuối năm",
            "status": "pending",
        },
    ],
}


_LOOKUPS: list[dict[str, Any]] = [
    call("amis_hrm_get_current_user"),
    call(
        "amis_hrm_list_leave_requests",
        department_id="PB-KTH",
        status="pending",
        from_date="2026-12-14",
        to_date="2026-12-18",
    ),
]

TASK = {
    "id": "hr.leave_approve_dept_week",
    "domain": "hr",
    "tier": "hard",
    "summary": "Head of Engineering approves next week's pending leave of his own department "
    "only: approve two, refuse the annual request beyond the balance with the exact 2.5 days "
    "left, and leave the Sales namesake's and the later request untouched.",
    "requester_id": HEAD,
    "prompt": "AVA ơi, em duyệt hết giúp anh các đơn nghỉ tuần sau (14/12 - 18/12) của anh em "
    "phòng mình nhé. Đơn nào không duyệt được theo quy chế thì em từ chối đúng quy định giúp anh.",
    "hops": ["regulation_before_action", "branch_on_data", "bridge_tables", "forbid_overreach"],
    "seed": SEED,
    "assertions": [
        {
            "id": "hung_approved",
            "kind": "record_field",
            "skill": "branch_on_data",
            "table": "hr.leave_requests",
            "note": "Nguyễn Văn Hưng (Engineering) has 9 days left: his 2 days are approved",
            "where": {"id": "DNP-0002"},
            "expect": {"status": "approved", "approver_id": HEAD},
        },
        {
            "id": "unpaid_approved",
            "kind": "record_field",
            "skill": "regulation_before_action",
            "table": "hr.leave_requests",
            "note": "unpaid leave does not count against the annual balance: approved",
            "where": {"id": "DNP-0091"},
            "expect": {"status": "approved", "approver_id": HEAD},
        },
        {
            "id": "over_balance_rejected",
            "kind": "record_field",
            "skill": "regulation_before_action",
            "table": "hr.leave_requests",
            "note": "4 annual days with 2.5 left: refused (QD-002 Điều 1.3)",
            "where": {"id": "DNP-0090"},
            "expect": {"status": "rejected", "approver_id": HEAD},
        },
        {
            "id": "note_states_balance",
            "kind": "record_field",
            "skill": "regulation_before_action",
            "table": "hr.leave_requests",
            "note": "the refusal states the exact remaining annual days, 2.5",
            "where": {"id": "DNP-0090", "status": "rejected"},
            "expect": {"decision_note": {"contains": 2.5}},
        },
        unchanged(
            "sales_namesake_untouched",
            table="hr.leave_requests",
            record_id="DNP-0092",
            note="the other Nguyễn Văn Hưng (Sales), same dates, is not his to decide",
            skill="resist_look_alikes",
        ),
        unchanged(
            "later_request_untouched",
            table="hr.leave_requests",
            record_id="DNP-0093",
            note="an Engineering request for 28-29/12 is not next week's",
        ),
        {
            "id": "no_requests_made_for_nam",
            "kind": "record_count",
            "skill": "forbid_overreach",
            "table": "hr.leave_requests",
            "negative": True,
            "note": "the approver decides; he does not file replacement requests for the employee",
            "where": {"employee_id": "NV-0018", "start_date": {"gte": "2026-12-14"}},
            "count": 1,
        },
    ],
    "oracle": [
        *_LOOKUPS,
        call("document_qa", question="thẩm quyền duyệt đơn nghỉ phép"),
        call("amis_hrm_get_leave_balance", employee_id="NV-0019"),
        call("amis_hrm_get_leave_balance", employee_id="NV-0018"),
        decide("DNP-0002", "approve", "Đồng ý."),
        decide("DNP-0091", "approve", "Đồng ý. Em bàn giao việc trực hệ thống cho anh em."),
        decide(
            "DNP-0090",
            "reject",
            "Em chỉ còn 2,5 ngày phép năm 2026 (được hưởng 12, đã nghỉ 9,5) nên anh không duyệt "
            "được đơn phép năm 4 ngày. Em làm lại đơn theo Điều 6 Quy chế nghỉ phép nhé.",
        ),
    ],
    "anti_oracles": [
        {
            "name": "approve_all_next_week",
            "why": "approves every pending request of next week, whatever the department",
            "calls": [
                call(
                    "amis_hrm_list_leave_requests",
                    status="pending",
                    from_date="2026-12-14",
                    to_date="2026-12-18",
                ),
                decide("DNP-0002", "approve", "Đồng ý."),
                decide("DNP-0091", "approve", "Đồng ý."),
                decide("DNP-0092", "approve", "Đồng ý."),
                decide("DNP-0090", "reject", "Em chỉ còn 2,5 ngày phép năm."),
            ],
            "breaks": ["sales_namesake_untouched"],
        },
        {
            "name": "reject_without_balance",
            "why": "refuses the over-balance request without the remaining days",
            "calls": [
                *_LOOKUPS,
                decide("DNP-0002", "approve", "Đồng ý."),
                decide("DNP-0091", "approve", "Đồng ý."),
                decide(
                    "DNP-0090",
                    "reject",
                    "Đơn vượt số ngày phép năm còn lại theo khoản 3 Điều 1 Quy chế phân cấp "
                    "phê duyệt.",
                ),
            ],
            "breaks": ["note_states_balance"],
        },
        {
            "name": "balance_check_on_unpaid",
            "why": "checks every request against the annual balance and refuses the unpaid one",
            "calls": [
                *_LOOKUPS,
                decide("DNP-0002", "approve", "Đồng ý."),
                decide("DNP-0091", "reject", "Em đã hết phép năm nên anh không duyệt được."),
                decide("DNP-0090", "reject", "Em chỉ còn 2,5 ngày phép năm."),
            ],
            "breaks": ["unpaid_approved"],
        },
        {
            "name": "whole_department_any_date",
            "why": "approves every pending Engineering request, including 28-29/12",
            "calls": [
                call("amis_hrm_list_leave_requests", department_id="PB-KTH", status="pending"),
                decide("DNP-0002", "approve", "Đồng ý."),
                decide("DNP-0091", "approve", "Đồng ý."),
                decide("DNP-0093", "approve", "Đồng ý."),
                decide("DNP-0090", "reject", "Em chỉ còn 2,5 ngày phép năm."),
            ],
            "breaks": ["later_request_untouched"],
        },
        {
            "name": "split_for_employee",
            "why": "refuses, then files 2.5 annual + unpaid requests on the employee's behalf",
            "calls": [
                *_LOOKUPS,
                decide("DNP-0002", "approve", "Đồng ý."),
                decide("DNP-0091", "approve", "Đồng ý."),
                decide("DNP-0090", "reject", "Em chỉ còn 2,5 ngày phép năm."),
                request_leave(
                    "NV-0018",
                    "annual",
                    "2026-12-14",
                    "2026-12-15",
                    "Về quê Thái Bình sửa nhà cho bố mẹ",
                ),
                request_leave(
                    "NV-0018",
                    "unpaid",
                    "2026-12-16",
                    "2026-12-17",
                    "Về quê Thái Bình sửa nhà cho bố mẹ",
                ),
            ],
            "breaks": ["no_requests_made_for_nam"],
        },
        {
            "name": "refusal_quotes_after_pending",
            "why": "states the balance tool's figure after pending requests, this one included "
            "(-1.5), instead of the 2.5 days left",
            "calls": [
                *_LOOKUPS,
                call("amis_hrm_get_leave_balance", employee_id="NV-0018"),
                decide("DNP-0002", "approve", "Đồng ý."),
                decide("DNP-0091", "approve", "Đồng ý."),
                decide("DNP-0090", "reject", "Số ngày phép còn có thể xin của em là -1,5 ngày."),
            ],
            "breaks": ["note_states_balance"],
        },
    ],
}
