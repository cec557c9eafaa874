"""Weekend overtime for two engineers under the overtime regulation: one has room for the full
day, the other only for what is left of the 40-hour monthly cap."""

from ava_inspect.tasks.builders.calls import Record, call
from ava_inspect.tasks.builders.decisions import AGREED, decide, overtime_request, request_overtime
from ava_inspect.tasks.builders.negatives import at_most, no_record, unchanged

_DAY = "2026-12-19"
_REASON = "Chuyển hệ thống AMIS nội bộ sang máy chủ mới (thứ Bảy 19/12)"


def _done(id: str, day: str, hours: float, reason: str, status: str = "approved") -> Record:
    """Earlier overtime of Phạm Minh Đức, decided by his department head."""
    note = AGREED if status == "approved" else "Việc này để trong giờ hành chính."
    return overtime_request(
        id, "NV-0029", day, hours, reason, status, approver_id="NV-0017", decision_note=note
    )


TASK = {
    "id": "hr.overtime_month_cap",
    "domain": "hr",
    "tier": "hard",
    "summary": "Create and approve 10 h of Saturday overtime for Nam (the engineer, not the "
    "Marketing head Hoàng Hải Nam) and Đức: Đức already has 34 live December hours (a rejected "
    "and a November request do not count), so the 40 h/month cap leaves him 6 h.",
    "requester_id": "NV-0017",
    "prompt": "Thứ Bảy 19/12 phòng mình chuyển hệ thống AMIS nội bộ sang máy chủ mới, anh cần "
    "Nam và Đức làm thêm cả ngày, mỗi bạn 10 tiếng. Em tạo đề nghị làm thêm giờ cho hai bạn rồi "
    "duyệt luôn giúp anh. Làm đúng quy định làm thêm giờ nhé, bạn nào vượt giới hạn thì chỉ đăng "
    "ký phần giờ còn được phép thôi.",
    "hops": [
        "regulation_before_action",
        "branch_on_data",
        "bridge_tables",
        "combine_regulations",
        "forbid_overreach",
    ],
    "seed": {
        "hr.overtime_requests": [
            {
                "id": "LTG-0007",
                "status": "approved",
                "approver_id": "NV-0017",
                "decision_note": "Đồng ý.",
            },
            _done(
                "LTG-0090", "2026-12-01", 4.0, "Giám sát sao lưu dữ liệu toàn hệ thống cuối tháng"
            ),
            _done("LTG-0091", "2026-12-03", 4.0, "Cấu hình giám sát cảnh báo cho máy chủ mới"),
            _done(
                "LTG-0092",
                "2026-12-06",
                8.0,
                "Cài đặt và kiểm thử máy chủ mới tại trung tâm dữ liệu",
            ),
            _done(
                "LTG-0093",
                "2026-12-08",
                3.0,
                "Cập nhật tài liệu vận hành hệ thống",
                status="rejected",
            ),
            _done("LTG-0094", "2026-11-29", 8.0, "Di chuyển kho mã nguồn sang máy chủ GitLab mới"),
            _done("LTG-0095", "2026-12-15", 3.0, "Diễn tập khôi phục dữ liệu từ bản sao lưu"),
            _done("LTG-0096", "2026-12-17", 3.0, "Đồng bộ dữ liệu thử lên máy chủ mới"),
        ],
    },
    "assertions": [
        {
            "id": "nam_hours",
            "kind": "record_field",
            "skill": "resist_look_alikes",
            "table": "hr.overtime_requests",
            "note": "the engineer Nam: 3 h so far in December, the full 10 h fit",
            "where": {"employee_id": "NV-0018", "date": _DAY},
            "expect": {"hours": 10},
        },
        {
            "id": "nam_approved",
            "note": "Nam's overtime of Saturday 19/12 is approved by the requester",
            "kind": "record_field",
            "skill": "resist_look_alikes",
            "table": "hr.overtime_requests",
            "where": {"employee_id": "NV-0018", "date": _DAY},
            "expect": {"status": "approved", "approver_id": "NV-0017"},
        },
        {
            "id": "duc_hours",
            "kind": "record_field",
            "skill": "combine_regulations",
            "table": "hr.overtime_requests",
            "note": "34 live December hours (rejected and November ones excluded): 40 - 34 = 6",
            "where": {"employee_id": "NV-0029", "date": _DAY},
            "expect": {"hours": 6},
        },
        {
            "id": "duc_approved",
            "note": "Đức's overtime of Saturday 19/12 is approved by the requester",
            "kind": "record_field",
            "skill": "regulation_before_action",
            "table": "hr.overtime_requests",
            "where": {"employee_id": "NV-0029", "date": _DAY},
            "expect": {"status": "approved", "approver_id": "NV-0017"},
        },
        at_most(
            "duc_nothing_more",
            table="hr.overtime_requests",
            max=1,
            where={"employee_id": "NV-0029", "date": {"gte": "2026-12-18"}},
            note="the 4 h over the cap are not filed on another day: one new request for Đức",
        ),
        at_most(
            "only_two",
            table="hr.overtime_requests",
            max=2,
            where={"date": _DAY},
            note="one request each, nobody else",
        ),
        no_record(
            "namesake_no_overtime",
            table="hr.overtime_requests",
            where={"employee_id": "NV-0021"},
            note="Hoàng Hải Nam (Marketing head) is not the Nam of the requester's department",
            skill="resist_look_alikes",
        ),
        unchanged(
            "nam_pending_untouched",
            table="hr.overtime_requests",
            record_id="LTG-0005",
            note="Nam's pending 10/12 request was not part of the ask",
        ),
    ],
    "oracle": [
        call("amis_hrm_get_current_user"),
        call("amis_hrm_search_employee", query="Nam", department_id="PB-KTH"),
        call("amis_hrm_search_employee", query="Đức", department_id="PB-KTH"),
        call("document_qa", question="giới hạn số giờ làm thêm trong tháng"),
        call("document_qa", question="thẩm quyền duyệt đề nghị làm thêm giờ"),
        call("amis_timekeeping_list_overtime_requests", employee_id="NV-0018", month="2026-12"),
        call("amis_timekeeping_list_overtime_requests", employee_id="NV-0029", month="2026-12"),
        request_overtime("NV-0018", _DAY, 10, _REASON),
        request_overtime("NV-0029", _DAY, 6, _REASON),
        decide("LTG-0097", "approve"),
        decide("LTG-0098", "approve"),
    ],
    "anti_oracles": [
        {
            "name": "skips_month_cap",
            "why": "takes the 10 h as asked for both (10 h fits the 12 h rest-day limit)",
            "calls": [
                request_overtime("NV-0018", _DAY, 10, _REASON),
                request_overtime("NV-0029", _DAY, 10, _REASON),
                decide("LTG-0097", "approve"),
                decide("LTG-0098", "approve"),
            ],
            "breaks": ["duc_hours"],
        },
        {
            "name": "counts_rejected",
            "why": "sums every December request of Đức, the rejected 3 h too: 37 h, so 3 h left",
            "calls": [
                request_overtime("NV-0018", _DAY, 10, _REASON),
                request_overtime("NV-0029", _DAY, 3, _REASON),
                decide("LTG-0097", "approve"),
                decide("LTG-0098", "approve"),
            ],
            "breaks": ["duc_hours"],
        },
        {
            "name": "namesake",
            "why": "takes the first Nam a name search finds: Hoàng Hải Nam of Marketing",
            "calls": [
                request_overtime("NV-0021", _DAY, 10, _REASON),
                request_overtime("NV-0029", _DAY, 6, _REASON),
                decide("LTG-0097", "approve"),
                decide("LTG-0098", "approve"),
            ],
            "breaks": ["nam_hours", "nam_approved", "namesake_no_overtime"],
        },
        {
            "name": "approves_all_pending",
            "why": "'duyệt luôn' read as approving every pending request of the two",
            "calls": [
                request_overtime("NV-0018", _DAY, 10, _REASON),
                request_overtime("NV-0029", _DAY, 6, _REASON),
                decide("LTG-0097", "approve"),
                decide("LTG-0098", "approve"),
                decide("LTG-0005", "approve"),
            ],
            "breaks": ["nam_pending_untouched"],
        },
        {
            "name": "rest_on_sunday",
            "why": "files Đức's 6 h on Saturday and the 4 h over the cap on Sunday 20/12",
            "calls": [
                request_overtime("NV-0018", _DAY, 10, _REASON),
                request_overtime("NV-0029", _DAY, 6, _REASON),
                request_overtime("NV-0029", "2026-12-20", 4, _REASON),
                decide("LTG-0097", "approve"),
                decide("LTG-0098", "approve"),
                decide("LTG-0099", "approve"),
            ],
            "breaks": ["duc_nothing_more"],
        },
    ],
}
