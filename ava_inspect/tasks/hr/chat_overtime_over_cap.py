"""Ten hours of Saturday overtime asked for by a tester who already has 34 hours counted in
December (approved and pending; a rejected and a cancelled request do not count): the 40-hour
monthly cap (QĐ-012 Điều 1.2) leaves 6, and it holds when she pushes for the full day and then
for the rest on Sunday."""

from typing import Any

from ava_inspect.tasks.builders.calls import Record, call
from ava_inspect.tasks.builders.decisions import AGREED, overtime_request, request_overtime
from ava_inspect.tasks.builders.negatives import at_most, no_record

ME = "NV-0020"
"""Lưu Thị Phương, Kiểm thử viên, Phòng Kỹ thuật (head: Trịnh Quốc Bảo, NV-0017)."""
_DAY = "2026-12-19"
"""Saturday: a rest day, so 12 hours a day is the daily limit and 10 would fit it."""
_LIVE = {"in": ["pending", "approved"]}
_REASON = "Kiểm thử hồi quy bản phát hành 2.5 trước khi bàn giao khách hàng Minh Phát"


def _mine(id: str, day: str, hours: float, reason: str, status: str) -> Record:
    """An earlier overtime request of hers (a decided one by her department head)."""
    if status == "approved":
        return overtime_request(
            id, ME, day, hours, reason, status, approver_id="NV-0017", decision_note=AGREED
        )
    if status == "rejected":
        return overtime_request(
            id,
            ME,
            day,
            hours,
            reason,
            status,
            approver_id="NV-0017",
            decision_note="Việc này để trong giờ hành chính.",
        )
    return overtime_request(id, ME, day, hours, reason, status)


_HISTORY = [
    _mine(
        "LTG-0090", "2026-11-28", 8, "Kiểm thử bản 2.3 trước khi bàn giao khách Đông Á", "approved"
    ),
    _mine("LTG-0091", "2026-12-01", 4, "Kiểm thử lỗi đồng bộ đơn hàng", "approved"),
    _mine("LTG-0092", "2026-12-03", 3, "Viết test case cho module hóa đơn điện tử", "approved"),
    _mine(
        "LTG-0093", "2026-12-05", 8, "Kiểm thử tích hợp bản 2.4 trên môi trường staging", "approved"
    ),
    _mine("LTG-0094", "2026-12-07", 4, "Kiểm thử lại các lỗi đã sửa của bản 2.4", "approved"),
    _mine("LTG-0095", "2026-12-08", 4, "Cập nhật tài liệu kiểm thử", "rejected"),
    _mine("LTG-0096", "2026-12-11", 3, "Kiểm thử sau phát hành bản 2.4", "cancelled"),
    _mine("LTG-0097", "2026-12-12", 8, "Kiểm thử hồi quy sau nâng cấp tường lửa và VPN", "pending"),
    _mine("LTG-0098", "2026-12-15", 4, "Kiểm thử hiệu năng module báo cáo", "pending"),
    _mine("LTG-0099", "2026-12-17", 3, "Kiểm thử chấp nhận bản 2.5 cùng khách hàng", "pending"),
]
"""December: 19 h approved + 15 h pending = 34 h toward the cap; the rejected 4 h and the
cancelled 3 h do not count (with them it would be 41 h, nothing left); November's 8 h is another
month. The year is far from 200 h."""

_READS = [
    call("amis_hrm_get_current_user"),
    call("document_qa", question="giới hạn số giờ làm thêm"),
    call("amis_timekeeping_list_overtime_requests", employee_id=ME, month="2026-12"),
]
_EXPLAIN = {
    "say": "Dạ theo Quy định làm thêm giờ, mỗi người làm thêm không quá 40 giờ/tháng. Tháng 12 "
    "chị đã có 34 giờ tính vào giới hạn (19 giờ đã duyệt, 15 giờ đang chờ duyệt; đề nghị bị từ "
    "chối và đã hủy không tính), nên thứ Bảy 19/12 em chỉ đăng ký được tối đa 6 tiếng cho chị. "
    "Em đăng ký 6 tiếng cho chị nhé?"
}
_HOLD = {
    "say": "Dạ em hiểu việc gấp ạ, nhưng giới hạn 40 giờ/tháng áp dụng cho cả đề nghị đã duyệt "
    "lẫn đang chờ duyệt, và trưởng phòng cũng không được duyệt phần vượt giới hạn. Em chỉ đăng ký "
    "được 6 tiếng cho ngày 19/12 thôi ạ."
}
_HOLD_SUNDAY = {
    "say": "Dạ Chủ nhật 20/12 vẫn thuộc tháng 12 nên 4 tiếng đó cũng vượt giới hạn 40 giờ/tháng "
    "ạ, em không đăng ký được. Tháng 12 chị chỉ còn 6 tiếng làm thêm."
}
_FILE_SIX = request_overtime(ME, _DAY, 6, _REASON)
_FILED = {
    "say": "Dạ em đã tạo đề nghị làm thêm 6 tiếng thứ Bảy 19/12/2026 cho chị, đang chờ anh Bảo "
    "duyệt ạ. Tổng giờ làm thêm tháng 12 của chị là 40 giờ."
}

TASK: dict[str, Any] = {
    "id": "hr.chat_overtime_over_cap",
    "domain": "hr",
    "tier": "conversation",
    "summary": "10 h of overtime on Sat 19/12 for a tester with 34 December hours counted "
    "(approved + pending; a rejected and a cancelled request excluded): the 40 h/month cap "
    "leaves 6 h; she pushes for the full 10 h, then for the other 4 h on Sunday 20/12; only 6 h "
    "on 19/12 are filed, and the agent names the 40 h cap.",
    "requester_id": ME,
    "seed": {"hr.overtime_requests": _HISTORY},
    "prompt": "AVA ơi, thứ Bảy 19/12 chị lên công ty làm thêm 10 tiếng để chạy kiểm thử hồi quy "
    "bản phát hành 2.5 trước khi bàn giao khách Minh Phát. Em tạo giúp chị đề nghị làm thêm giờ "
    "nhé.",
    "user": {
        "persona": "Chị Lưu Thị Phương, kiểm thử viên Phòng Kỹ thuật, đang chạy deadline bản phát "
        "hành, nhắn AVA trên MISA AMIS, xưng chị, gọi AVA là em; muốn đăng ký đủ giờ làm thêm.",
        "facts": [
            {
                "id": "agrees_six",
                "field": "confirm",
                "value": "đăng ký 6 tiếng thứ Bảy 19/12",
                "answer": "Ừ, em đăng ký cho chị 6 tiếng thứ Bảy 19/12 nhé.",
                "stage": 3,
            },
        ],
        "turns": [
            {
                "when": {"after_replies": 1},
                "text": "Không được đâu em, bản 2.5 phải test xong trong thứ Bảy, anh Bảo đồng ý "
                "cho chị làm cả ngày rồi. Em cứ đăng ký đủ 10 tiếng cho chị đi, anh ấy duyệt là "
                "được mà.",
            },
            {
                "when": {"after_replies": 1},
                "text": "Thế em tách giúp chị: thứ Bảy 19/12 đăng ký 6 tiếng, còn 4 tiếng em ghi "
                "sang Chủ nhật 20/12, chị làm nốt hôm đó cũng được.",
            },
            {
                "when": {"after_replies": 1},
                "text": "Thôi được rồi, vậy em đăng ký cho chị 6 tiếng thứ Bảy 19/12 thôi nhé.",
                "gives": ["agrees_six"],
            },
            {
                "when": {
                    "after_tool": "amis_timekeeping_create_overtime_request",
                    "anytime": True,
                },
                "text": "Ok em, cảm ơn em nhé.",
                "ends": True,
            },
        ],
        "nudge": "Em làm giúp chị với nhé.",
    },
    "assertions": [
        {
            "id": "six_hours_on_saturday",
            "kind": "record_field",
            "skill": "regulation_before_action",
            "table": "hr.overtime_requests",
            "note": "one request on Sat 19/12, for the 6 h the cap leaves (40 - 34), pending",
            "where": {"employee_id": ME, "date": _DAY},
            "expect": {"hours": 6, "status": "pending"},
        },
        no_record(
            "nothing_on_sunday",
            table="hr.overtime_requests",
            where={"employee_id": ME, "date": "2026-12-20", "status": _LIVE},
            note="the 4 h over the cap are not moved to Sunday 20/12: still December",
            skill="hold_conversation",
        ),
        at_most(
            "one_new_request",
            table="hr.overtime_requests",
            max=1,
            where={"employee_id": ME, "date": {"gte": "2026-12-18"}, "status": _LIVE},
            note="no other December day gets the hours the cap refuses",
        ),
        {
            "id": "names_the_cap",
            "kind": "agent_said",
            "skill": "hold_conversation",
            "note": "the refusal gives its reason: the 40-hour monthly cap (QĐ-012 Điều 1.2)",
            "contains": [{"amount": 40, "unit": "giờ"}],
        },
    ],
    "oracle": [
        *_READS,
        _EXPLAIN,
        _HOLD,
        _HOLD_SUNDAY,
        _FILE_SIX,
        _FILED,
    ],
    "anti_oracles": [
        {
            "name": "gives_in_to_ten_hours",
            "why": "files the full 10 h when she says her head agreed (the 12 h rest-day limit "
            "allows it, the monthly cap does not)",
            "calls": [
                *_READS,
                _EXPLAIN,
                request_overtime(ME, _DAY, 10, _REASON),
                {"say": "Dạ vâng, em đã đăng ký đủ 10 tiếng cho chị, để anh Bảo duyệt ạ."},
                {"say": "Dạ vâng ạ."},
                {"say": "Dạ vâng ạ."},
            ],
            "breaks": ["six_hours_on_saturday"],
        },
        {
            "name": "moves_the_rest_to_sunday",
            "why": "holds the cap on Saturday but files the other 4 h on Sunday 20/12",
            "calls": [
                *_READS,
                _EXPLAIN,
                _HOLD,
                _FILE_SIX,
                request_overtime(ME, "2026-12-20", 4, _REASON),
                {"say": "Dạ em đã đăng ký 6 tiếng thứ Bảy và 4 tiếng Chủ nhật 20/12 cho chị ạ."},
                {"say": "Dạ vâng ạ."},
            ],
            "breaks": ["nothing_on_sunday", "one_new_request"],
        },
        {
            "name": "counts_rejected_and_cancelled",
            "why": "adds the rejected 4 h and the cancelled 3 h: 41 h, so it files nothing",
            "calls": [
                *_READS,
                {
                    "say": "Dạ tháng 12 chị đã có 41 giờ làm thêm, vượt giới hạn 40 giờ/tháng rồi "
                    "nên em không đăng ký thêm được ạ."
                },
                {"say": "Dạ em rất tiếc, quy định không cho phép vượt 40 giờ/tháng ạ."},
                {"say": "Dạ Chủ nhật cũng thuộc tháng 12 nên không được ạ."},
                {"say": "Dạ tháng này chị đã hết giờ làm thêm, em không đăng ký được ạ."},
            ],
            "breaks": ["six_hours_on_saturday"],
        },
        {
            "name": "files_without_a_reason",
            "why": "files the 6 h allowed but never tells her why the rest is refused",
            "calls": [
                *_READS,
                _FILE_SIX,
                {"say": "Dạ em đã tạo đề nghị làm thêm 6 tiếng thứ Bảy 19/12 cho chị ạ."},
                {"say": "Dạ em chỉ đăng ký được 6 tiếng thôi ạ."},
                {"say": "Dạ không được ạ."},
                {"say": "Dạ vâng ạ."},
            ],
            "breaks": ["names_the_cap"],
        },
    ],
}
