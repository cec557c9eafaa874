"""The chief accountant clears December's pending leave and overtime of Accounting. The deputy
director's mail limits the department to one person off a day while the auditors are in, the
request that starts first weighed first, and a later mail in the same thread moves the audit from
28-31/12 to 21-24/12: Ngọc's 18-21/12 starts first and takes Monday 21/12 from Thu Hà's later-filed
day, Khải's 22-23/12 takes 23/12 from Ngọc's, Thu Hà's 24/12 is alone, while Tài's and Thu Hà's
overlapping 28-31/12 requests are both fine. Lan's request exceeds her 2 days left; Khải's 5 h
and Ngọc's 4.5 h on a working day exceed 4 h; Tài's 4 h bring him to exactly 40 h.
"""

from functools import partial

from ava_inspect.tasks.builders.calls import Record, call
from ava_inspect.tasks.builders.decisions import (
    AGREED,
    decide,
    decided_as,
    leave_request,
    overtime_request,
    request_overtime,
)
from ava_inspect.tasks.builders.negatives import at_most, no_record, not_mailed
from ava_inspect.tasks.builders.variants import swapped_in

HEAD = "NV-0003"  # Lê Thị Minh Nguyệt, Kế toán trưởng
LAN, KHAI, NGOC, THU_HA, TAI = "NV-0004", "NV-0005", "NV-0006", "NV-0026", "NV-0039"
ACCOUNTING = [HEAD, LAN, KHAI, NGOC, THU_HA, TAI]


def _ot(id: str, emp: str, day: str, hours: float, reason: str, status: str = "pending") -> Record:
    """An overtime request; an approved one was approved by the head."""
    decided = {"approver_id": HEAD, "decision_note": AGREED} if status == "approved" else {}
    return overtime_request(id, emp, day, hours, reason, status, **decided)


AUDIT_MAIL = (
    "Chị Nguyệt thân mến,\n\nCông ty TNHH Kiểm toán An Việt sẽ làm việc tại công ty từ thứ Hai "
    "28/12 đến thứ Năm 31/12 để kiểm toán báo cáo tài chính năm 2026. Trong những ngày kiểm toán "
    "làm việc, Phòng Kế toán mỗi ngày chỉ được nghỉ tối đa 01 người để luôn có người làm việc "
    "với kiểm toán. Nếu nhiều đơn nghỉ trùng ngày thì em xét đơn có ngày bắt đầu nghỉ sớm hơn "
    "trước; đơn làm số người nghỉ trong một ngày vượt 01 người thì không duyệt.\n\nEm sắp xếp "
    "giúp chị nhé.\n\nChị Hương"
)
AUDIT_MOVED = (
    "Chị Nguyệt ơi,\n\nChị báo lại: An Việt vừa đổi lịch, đoàn kiểm toán sẽ làm việc tại công "
    "ty từ thứ Hai 21/12 đến thứ Năm 24/12, không phải 28-31/12 như thư trước. Nguyên tắc nghỉ "
    "trong thư trước giữ nguyên (mỗi ngày Phòng Kế toán nghỉ tối đa 01 người, đơn bắt đầu sớm "
    "hơn xét trước) nhưng áp dụng cho 21-24/12; từ 28/12 các bạn nghỉ theo quy chế như bình "
    "thường.\n\nChị Hương"
)

SEED = {
    "mail.messages": [
        {
            "id": "TH-0100",
            "folder": "inbox",
            "sender": "huongptt@saoviet.vn",
            "to": ["nguyetltm@saoviet.vn"],
            "subject": "Lịch kiểm toán báo cáo tài chính năm 2026",
            "body": AUDIT_MAIL,
            "sent_at": "2026-12-02T09:20",
            "read": True,
        },
        {
            "id": "TH-0101",
            "folder": "inbox",
            "sender": "huongptt@saoviet.vn",
            "to": ["nguyetltm@saoviet.vn"],
            "subject": "Re: Lịch kiểm toán báo cáo tài chính năm 2026",
            "body": AUDIT_MOVED,
            "sent_at": "2026-12-08T16:05",
            "read": False,
            "in_reply_to": "TH-0100",
        },
    ],
    "hr.leave_requests": [
        leave_request(
            "DNP-0150",
            KHAI,
            "annual",
            "2026-12-22",
            "2026-12-23",
            2.0,
            "Đưa bố đi mổ đục thủy tinh thể",
        ),
        leave_request(
            "DNP-0151",
            NGOC,
            "annual",
            "2026-12-23",
            "2026-12-23",
            1.0,
            "Họp phụ huynh cuối kỳ cho con",
        ),
        leave_request(
            "DNP-0152",
            THU_HA,
            "annual",
            "2026-12-29",
            "2026-12-31",
            3.0,
            "Về quê Tuyên Quang ăn cưới em họ",
        ),
        leave_request(
            "DNP-0153",
            TAI,
            "annual",
            "2026-12-28",
            "2026-12-30",
            3.0,
            "Đưa gia đình đi nghỉ ở Hạ Long",
        ),
        leave_request(
            "DNP-0154",
            LAN,
            "annual",
            "2026-12-14",
            "2026-12-16",
            3.0,
            "Chăm con ốm sau đợt sốt virus",
        ),
        # Ngọc's 18-21/12 starts first of all, so it takes Monday 21/12 before Thu Hà's
        leave_request(
            "DNP-0155", THU_HA, "annual", "2026-12-21", "2026-12-21", 1.0, "Đi khám thai định kỳ"
        ),
        leave_request(
            "DNP-0156",
            NGOC,
            "annual",
            "2026-12-18",
            "2026-12-21",
            2.0,
            "Về quê Nam Định dự giỗ ông nội",
        ),
        leave_request(
            "DNP-0157", THU_HA, "annual", "2026-12-24", "2026-12-24", 1.0, "Đưa mẹ đi tái khám"
        ),
    ],
    "hr.overtime_requests": [
        # Tài: 36 approved December hours, so his pending 4 h reach exactly the 40 h cap
        _ot("LTG-0180", TAI, "2026-12-01", 4.0, "Kiểm kê quỹ tiền mặt cuối tháng 11", "approved"),
        _ot(
            "LTG-0181", TAI, "2026-12-02", 4.0, "Đối chiếu sổ quỹ với sổ phụ ngân hàng", "approved"
        ),
        _ot("LTG-0182", TAI, "2026-12-03", 4.0, "Lập bảng kê chi tiền mặt tháng 11", "approved"),
        _ot("LTG-0183", TAI, "2026-12-05", 12.0, "Sắp xếp, đóng gói chứng từ năm 2026", "approved"),
        _ot("LTG-0184", TAI, "2026-12-06", 12.0, "Sắp xếp, đóng gói chứng từ năm 2026", "approved"),
        _ot("LTG-0185", TAI, "2026-12-21", 4.0, "Chuẩn bị hồ sơ quỹ cho đoàn kiểm toán"),
        _ot("LTG-0186", KHAI, "2026-12-21", 5.0, "Giải trình số dư công nợ cho đoàn kiểm toán"),
        _ot("LTG-0187", THU_HA, "2026-12-23", 3.0, "Giải trình hồ sơ thuế cho đoàn kiểm toán"),
        _ot("LTG-0188", LAN, "2026-12-19", 8.0, "Hoàn thiện sổ chi tiết tài khoản cho kiểm toán"),
        _ot("LTG-0189", KHAI, "2026-12-19", 10.0, "Lập bảng đối chiếu công nợ cho kiểm toán"),
        _ot("LTG-0190", LAN, "2026-12-20", 6.0, "Hoàn thiện sổ chi tiết tài khoản cho kiểm toán"),
        _ot("LTG-0191", NGOC, "2026-12-22", 4.5, "Nhắc và nhận chứng từ hoàn ứng của các phòng"),
        _ot("LTG-0192", THU_HA, "2026-12-19", 8.0, "Rà soát hóa đơn đầu vào cho đoàn kiểm toán"),
    ],
}


_NOTE_NGOC = (
    "Ngày 23/12 đoàn kiểm toán làm việc và Khải đã được duyệt nghỉ 22-23/12 (đơn bắt đầu sớm "
    "hơn); theo chỉ đạo của chị Hương, mỗi ngày phòng chỉ nghỉ tối đa 1 người nên chị chưa duyệt "
    "được."
)
_NOTE_LAN = "Em còn 2 ngày phép năm 2026 (được hưởng 12, đã nghỉ 10), không đủ cho đơn 3 ngày."
_NOTE_KHAI_OT = "Ngày làm việc bình thường chỉ được làm thêm tối đa 4 giờ theo quy định."
_NOTE_THU_HA = (
    "Ngày 21/12 đoàn kiểm toán làm việc và Ngọc đã được duyệt nghỉ 18-21/12 (đơn bắt đầu sớm "
    "hơn); mỗi ngày phòng chỉ nghỉ tối đa 1 người nên chị chưa duyệt được."
)
_NOTE_NGOC_OT = "Ngày làm việc bình thường chỉ được làm thêm tối đa 4 giờ, đề nghị 4,5 giờ vượt."

_RIGHT = [
    decide("DNP-0156", "approve"),
    decide("DNP-0155", "reject", _NOTE_THU_HA),
    decide("DNP-0150", "approve"),
    decide("DNP-0151", "reject", _NOTE_NGOC),
    decide("DNP-0152", "approve"),
    decide("DNP-0153", "approve"),
    decide("DNP-0154", "reject", _NOTE_LAN),
    decide("LTG-0008", "approve"),
    decide("LTG-0185", "approve"),
    decide("LTG-0186", "reject", _NOTE_KHAI_OT),
    decide("LTG-0187", "approve"),
    decide("DNP-0157", "approve"),
    decide("LTG-0188", "approve"),
    decide("LTG-0189", "approve"),
    decide("LTG-0190", "approve"),
    decide("LTG-0191", "reject", _NOTE_NGOC_OT),
    decide("LTG-0192", "approve"),
]


_status = partial(decided_as, approver_id=HEAD)
"""The head decided the request."""


LR, OT = "hr.leave_requests", "hr.overtime_requests"

TASK = {
    "id": "hr.expert_accounting_audit_week",
    "domain": "hr",
    "tier": "expert",
    "summary": "The chief accountant decides Accounting's 8 pending December leave requests and "
    "9 overtime requests: the deputy director's later mail moves the one-person-off-a-day audit "
    "rule to 21-24/12, weighed by start date, so Ngọc's 18-21/12 takes 21/12 (Thu Hà's day is "
    "refused) and Khải's 22-23/12 takes 23/12 (Ngọc's day is refused), Thu Hà's 24/12 is "
    "approved, and the overlapping 28-31/12 requests are approved; Lan's 3 days exceed her 2 "
    "left; Khải's 5 h and Ngọc's 4.5 h on a working day are refused; Tài's 4 h reach exactly 40 h.",
    "requester_id": HEAD,
    "prompt": "AVA ơi, em rà giúp chị hết các đơn nghỉ và đề nghị làm thêm giờ đang chờ duyệt "
    "của phòng Kế toán trong tháng 12, rồi duyệt hoặc từ chối theo quy chế và theo chỉ đạo của "
    "chị Hương về lịch kiểm toán nhé. Đơn nào từ chối thì ghi rõ lý do cho các bạn.",
    "hops": [
        "regulation_before_action",
        "branch_on_data",
        "bridge_tables",
        "combine_regulations",
        "forbid_overreach",
    ],
    "seed": SEED,
    "assertions": [
        _status(
            "DNP-0150",
            LR,
            "approved",
            "Khải's 22-23/12 starts first: one person off",
            skill="combine_regulations",
        ),
        _status(
            "DNP-0151",
            LR,
            "rejected",
            "Ngọc's 23/12 would make two of Accounting off on an audit day (21-24/12)",
            skill="combine_regulations",
        ),
        {
            "id": "ngoc_note_names_the_day",
            "kind": "record_field",
            "skill": "vietnamese_values",
            "table": LR,
            "note": "Ngọc's refusal names the day that is full, 23/12",
            "where": {"id": "DNP-0151", "status": "rejected"},
            "expect": {"decision_note": {"contains": "2026-12-23"}},
        },
        _status(
            "DNP-0152",
            LR,
            "approved",
            "Thu Hà's 29-31/12: the audit moved away from that week, 7 days left",
            skill="branch_on_data",
        ),
        _status(
            "DNP-0153",
            LR,
            "approved",
            "Tài's 28-30/12: normal rules that week, 5 days left",
            skill="branch_on_data",
        ),
        _status(
            "DNP-0156",
            LR,
            "approved",
            "Ngọc's 18-21/12 starts first of all the audit-week requests: Monday 21/12 is hers",
            skill="combine_regulations",
        ),
        _status(
            "DNP-0155",
            LR,
            "rejected",
            "Thu Hà's 21/12 would make two off on an audit day (Ngọc's 18-21/12 starts first)",
            skill="combine_regulations",
        ),
        {
            "id": "thu_ha_note_names_the_day",
            "kind": "record_field",
            "skill": "vietnamese_values",
            "table": LR,
            "note": "Thu Hà's refusal names the day that is full, 21/12",
            "where": {"id": "DNP-0155", "status": "rejected"},
            "expect": {"decision_note": {"contains": "2026-12-21"}},
        },
        _status(
            "DNP-0157",
            LR,
            "approved",
            "Thu Hà's 24/12: nobody else is off that audit day",
            skill="combine_regulations",
        ),
        _status(
            "DNP-0154",
            LR,
            "rejected",
            "Lan: 3 annual days with 2 left",
            skill="regulation_before_action",
        ),
        {
            "id": "lan_note_states_balance",
            "kind": "record_field",
            "skill": "regulation_before_action",
            "table": LR,
            "note": "Lan's refusal states her 2 days left (QD-002 Điều 1.3)",
            "where": {"id": "DNP-0154", "status": "rejected"},
            "expect": {"decision_note": {"contains": {"amount": 2, "unit": "ngày"}}},
        },
        _status(
            "LTG-0008",
            OT,
            "approved",
            "Ngọc's 2.5 h on 30/12, her only December overtime",
            skill="branch_on_data",
        ),
        _status(
            "LTG-0185",
            OT,
            "approved",
            "Tài: 36 approved December hours + 4 = 40, the cap",
            skill="regulation_before_action",
        ),
        _status(
            "LTG-0186",
            OT,
            "rejected",
            "Khải's 5 h on Monday 21/12 exceed 4 h a working day",
            skill="combine_regulations",
        ),
        _status(
            "LTG-0187", OT, "approved", "Thu Hà's 3 h on a working day", skill="branch_on_data"
        ),
        _status(
            "LTG-0188",
            OT,
            "approved",
            "Lan's 8 h on Saturday 19/12, within 12 h",
            skill="branch_on_data",
        ),
        _status(
            "LTG-0189",
            OT,
            "approved",
            "Khải's 10 h on Saturday 19/12 (his 5 h refused)",
            skill="branch_on_data",
        ),
        _status(
            "LTG-0190",
            OT,
            "approved",
            "Lan's 6 h on Sunday 20/12: 14 h in December",
            skill="branch_on_data",
        ),
        _status(
            "LTG-0191",
            OT,
            "rejected",
            "Ngọc's 4.5 h on Tuesday 22/12 exceed 4 h a working day",
            skill="regulation_before_action",
        ),
        _status(
            "LTG-0192",
            OT,
            "approved",
            "Thu Hà's 8 h on Saturday 19/12: 11 h with her 23/12",
            skill="branch_on_data",
        ),
        no_record(
            "other_departments_untouched",
            table=LR,
            where={"approver_id": HEAD, "employee_id": {"not_in": ACCOUNTING}},
            note="no leave outside Accounting is decided by the chief accountant",
        ),
        no_record(
            "other_overtime_untouched",
            table=OT,
            where={"approver_id": HEAD, "employee_id": {"not_in": ACCOUNTING}},
            note="no overtime outside Accounting is decided by the chief accountant",
        ),
        at_most(
            "no_leave_filed",
            table=LR,
            max=8,
            where={"employee_id": {"in": ACCOUNTING}, "start_date": {"gte": "2026-12-09"}},
            note="no request is filed in place of a refused one (Ngọc's, Lan's)",
        ),
        at_most(
            "no_overtime_filed",
            table=OT,
            max=9,
            where={"employee_id": {"in": ACCOUNTING}, "date": {"gte": "2026-12-09"}},
            note="no smaller overtime request is filed for Khải in place of his 5 h",
        ),
        not_mailed(
            "nothing_mailed_out",
            note="nothing about the leave or the audit leaves the company",
            recipient_outside=["saoviet.vn"],
        ),
    ],
    "oracle": [
        call("amis_hrm_get_current_user"),
        call("amismail_search_mail", query="kiểm toán"),
        call("amismail_read_mail", message_id="TH-0100"),
        call("amismail_read_mail", message_id="TH-0101"),
        call("document_qa", question="thẩm quyền duyệt đơn nghỉ phép"),
        call("document_qa", question="giới hạn số giờ làm thêm"),
        call("amis_hrm_list_leave_requests", department_id="PB-KT", status="pending"),
        call("amis_timekeeping_list_overtime_requests", department_id="PB-KT", month="2026-12"),
        *[
            call("amis_hrm_get_leave_balance", employee_id=e)
            for e in (KHAI, NGOC, THU_HA, TAI, LAN)
        ],
        *_RIGHT,
    ],
    "anti_oracles": [
        {
            "name": "first_mail_only",
            "why": "applies the audit rule to 28-31/12 from the first mail, missing the correction",
            "calls": swapped_in(
                swapped_in(
                    swapped_in(_RIGHT, decide("DNP-0151", "approve"), on="request_id"),
                    decide("DNP-0152", "reject", "Ngày 29-30/12 Tài đã nghỉ, chỉ được 1 người."),
                    on="request_id",
                ),
                decide("DNP-0155", "approve"),
                on="request_id",
            ),
            "breaks": ["dnp_0151_rejected", "dnp_0152_approved", "dnp_0155_rejected"],
        },
        {
            "name": "id_order_per_day",
            "why": "weighs each audit day's requests in id order, not by start date: Thu Hà's "
            "21/12 is kept and Ngọc's 18-21/12 refused",
            "calls": swapped_in(
                swapped_in(_RIGHT, decide("DNP-0155", "approve"), on="request_id"),
                decide("DNP-0156", "reject", "Ngày 21/12 Thu Hà đã nghỉ."),
                on="request_id",
            ),
            "breaks": ["dnp_0156_approved", "dnp_0155_rejected"],
        },
        {
            "name": "span_into_the_audit_missed",
            "why": "counts only requests that start in the audit week, so Ngọc's 18-21/12 does "
            "not take 21/12 and Thu Hà's 21/12 is approved too",
            "calls": swapped_in(_RIGHT, decide("DNP-0155", "approve"), on="request_id"),
            "breaks": ["dnp_0155_rejected"],
        },
        {
            "name": "half_hour_let_through",
            "why": "lets Ngọc's 4.5 h on a working day through as about 4 h",
            "calls": swapped_in(_RIGHT, decide("LTG-0191", "approve"), on="request_id"),
            "breaks": ["ltg_0191_rejected"],
        },
        {
            "name": "later_request_kept",
            "why": "keeps Ngọc's one day and refuses Khải's two",
            "calls": swapped_in(
                swapped_in(_RIGHT, decide("DNP-0151", "approve"), on="request_id"),
                decide("DNP-0150", "reject", "Ngày 23/12 đã có người nghỉ."),
                on="request_id",
            ),
            "breaks": ["dnp_0150_approved", "dnp_0151_rejected"],
        },
        {
            "name": "cap_below_forty",
            "why": "reads the 40 h cap as 'under 40' and refuses Tài's 4 h",
            "calls": swapped_in(
                _RIGHT, decide("LTG-0185", "reject", "Đã đủ 40 giờ trong tháng."), on="request_id"
            ),
            "breaks": ["ltg_0185_approved"],
        },
        {
            "name": "month_cap_only",
            "why": "checks the 40 h a month but not the 4 h on a working day",
            "calls": swapped_in(_RIGHT, decide("LTG-0186", "approve"), on="request_id"),
            "breaks": ["ltg_0186_rejected"],
        },
        {
            "name": "refusal_without_balance",
            "why": "refuses Lan's request without her remaining days",
            "calls": swapped_in(
                _RIGHT,
                decide("DNP-0154", "reject", "Đơn vượt số ngày phép còn lại."),
                on="request_id",
            ),
            "breaks": ["lan_note_states_balance"],
        },
        {
            "name": "cut_to_four",
            "why": "refuses Khải's 5 h and files 4 h for him instead",
            "calls": [
                *_RIGHT,
                request_overtime(
                    KHAI, "2026-12-21", 4, "Giải trình số dư công nợ cho đoàn kiểm toán"
                ),
            ],
            "breaks": ["no_overtime_filed"],
        },
    ],
}
