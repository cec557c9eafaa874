"""The head of Customer Care clears December's pending leave against her team's shift rule (AVA's
memory: every ca sáng and ca chiều keeps two people of the department; the earlier request is
weighed first): two requests that each fit break Friday's ca chiều together, the IT support
engineer on that shift is not of the department, an annual request finds no days left; in the
week of 28/12 an earlier-starting but later-filed request takes the one spare place on a ca chiều
and a ca sáng of two has none; every approved leave day's shifts are cancelled (QD-013 Điều 3.2);
nobody is put on a shift in place.
"""

from functools import partial
from typing import Any

from ava_inspect.tasks.builders.calls import Record, call
from ava_inspect.tasks.builders.decisions import decide, decided_as, leave_request, request_leave
from ava_inspect.tasks.builders.negatives import at_most, no_record, untouched
from ava_inspect.tasks.builders.people import (
    cancel_shift,
    employee_record,
    register_shift,
    shift_registration,
)
from ava_inspect.tasks.builders.text import slug
from ava_inspect.tasks.builders.variants import swapped_in, without_naming

HEAD = "NV-0025"  # Lý Thị Thanh Tâm, Trưởng phòng Chăm sóc khách hàng
TRANG, DAT = "NV-0041", "NV-0042"  # two customer-care staff of the task's world
CSKH = [HEAD, "NV-0028", "NV-0035", "NV-0036", TRANG, DAT]

RULE = (
    "Nguyên tắc trực ca của phòng CSKH: mỗi ca sáng và ca chiều luôn phải còn ít nhất 2 người "
    "của phòng mình trực, tính cả chị (người phòng khác đăng ký cùng ca không tính). Duyệt đơn "
    "nghỉ của bạn nào thì hủy luôn các ca bạn đó đã đăng ký trong những ngày nghỉ. Đơn nào làm một ca "
    "còn dưới 2 người của phòng thì không duyệt, từ chối và ghi rõ ngày, ca bị thiếu người; "
    "không tự xếp người trực thay. Nhiều đơn cùng làm thiếu một ca thì xét đơn có ngày bắt đầu "
    "nghỉ sớm hơn trước."
)

_TITLE = "Chuyên viên Chăm sóc khách hàng"


def _emp(id: str, name: str, gender: str, email: str, phone: str) -> Record:
    """A customer-care specialist under the head."""
    return employee_record(id, name, gender, "PB-CSKH", _TITLE, HEAD, f"{email}@saoviet.vn", phone)


LR = "hr.leave_requests"
_WEEK_28 = ("2026-12-28", "2026-12-29", "2026-12-30", "2026-12-31")

SEED: dict[str, list[dict[str, Any]]] = {
    "hr.employees": [
        _emp(TRANG, "Trịnh Thu Trang", "nữ", "trangtt", "0967 402 118"),
        _emp(DAT, "Hồ Văn Đạt", "nam", "datvh", "0916 738 025"),
    ],
    "hr.leave_balances": [
        {"id": f"QP-{e[3:]}-2026", "employee_id": e, "year": 2026, "annual_entitled": 12.0}
        | {"annual_used": 0.0}
        for e in (TRANG, DAT)
    ],
    "hr.shift_registrations": [
        # a third person on ca sáng Monday to Wednesday and on ca chiều Thursday to Saturday
        *[
            shift_registration(f"DKC-01{n:02d}", TRANG, "CA-S", f"2026-12-{14 + n}")
            for n in range(3)
        ],
        *[
            shift_registration(f"DKC-01{3 + n:02d}", DAT, "CA-C", f"2026-12-{17 + n}")
            for n in range(3)
        ],
        # the week of 28/12 (01/01 is a holiday): Lành, on leave then, is not on it
        *[shift_registration(f"DKC-011{n}", "NV-0035", "CA-S", d) for n, d in enumerate(_WEEK_28)],
        *[shift_registration(f"DKC-012{n}", TRANG, "CA-S", d) for n, d in enumerate(_WEEK_28)],
        *[shift_registration(f"DKC-013{n}", HEAD, "CA-C", d) for n, d in enumerate(_WEEK_28)],
        *[shift_registration(f"DKC-014{n}", DAT, "CA-C", d) for n, d in enumerate(_WEEK_28)],
        *[shift_registration(f"DKC-015{n}", "NV-0028", "CA-C", d) for n, d in enumerate(_WEEK_28)],
    ],
    "hr.leave_requests": [
        leave_request(
            "DNP-0140",
            "NV-0035",
            "unpaid",
            "2026-12-14",
            "2026-12-15",
            2.0,
            "Đưa mẹ đi mổ mắt ở Bệnh viện Mắt Trung ương (đã hết phép năm 2026)",
        ),
        leave_request(
            "DNP-0141",
            "NV-0028",
            "annual",
            "2026-12-16",
            "2026-12-16",
            1.0,
            "Đi làm lại căn cước công dân và hộ chiếu",
        ),
        leave_request(
            "DNP-0142",
            "NV-0036",
            "annual",
            "2026-12-17",
            "2026-12-18",
            2.0,
            "Đưa con đi khám và điều trị viêm tai giữa",
        ),
        leave_request(
            "DNP-0143",
            DAT,
            "annual",
            "2026-12-18",
            "2026-12-18",
            1.0,
            "Về quê Hưng Yên dự đám hỏi của em gái",
        ),
        leave_request(
            "DNP-0144",
            "NV-0035",
            "annual",
            "2026-12-24",
            "2026-12-24",
            1.0,
            "Đưa con đi tiêm phòng",
        ),
        leave_request(
            "DNP-0145",
            HEAD,
            "annual",
            "2026-12-31",
            "2026-12-31",
            1.0,
            "Nghỉ nối Tết Dương lịch, về quê Phú Thọ",
        ),
        # the week of 28/12: Lan Anh filed first, but Đạt's 28-29/12 starts earlier and takes
        # the one ca chiều of 29/12 that three of the department share; ca sáng has two only
        leave_request(
            "DNP-0146", "NV-0028", "annual", "2026-12-29", "2026-12-29", 1.0, "Đi khám răng"
        ),
        leave_request(
            "DNP-0147",
            DAT,
            "annual",
            "2026-12-28",
            "2026-12-29",
            2.0,
            "Đưa bố đi khám sức khỏe định kỳ ở Hà Nội",
        ),
        leave_request(
            "DNP-0148",
            TRANG,
            "annual",
            "2026-12-28",
            "2026-12-28",
            1.0,
            "Làm thủ tục nhập học cho con",
        ),
    ],
    "helpdesk.memory": [{"id": "GN-0007", "owner_id": HEAD, "content": RULE}],
}

# the registrations the approved leave frees (base ids of the week of 14/12)
CANCEL = {
    "DKC-0002": "Thành's ca sáng on Monday 14/12",
    "DKC-0006": "Thành's ca sáng on Tuesday 15/12",
    "DKC-0009": "Lan Anh's ca sáng on Wednesday 16/12",
    "DKC-0015": "Lành's ca chiều on Thursday 17/12",
    "DKC-0019": "Lành's ca chiều on Friday 18/12",
    "DKC-0140": "Đạt's ca chiều on Monday 28/12",
    "DKC-0141": "Đạt's ca chiều on Tuesday 29/12",
}


_NOTE_DAT = (
    "Chị chưa duyệt được: chị đã duyệt đơn nghỉ 17-18/12 của Lành (đơn bắt đầu sớm hơn), nếu em "
    "nghỉ thì ca chiều thứ Sáu 18/12 chỉ còn 1 người của phòng trực, dưới mức 2 người."
)
_NOTE_THANH = (
    "Em đã nghỉ đủ 12/12 ngày phép năm 2026, số ngày phép năm còn lại là 0 nên chị không duyệt "
    "được đơn phép năm."
)

_NOTE_LAN_ANH = (
    "Chị chưa duyệt được: chị đã duyệt đơn nghỉ 28-29/12 của Đạt (đơn bắt đầu sớm hơn), nếu em "
    "nghỉ thì ca chiều thứ Ba 29/12 chỉ còn 1 người của phòng trực, dưới mức 2 người."
)
_NOTE_TRANG = (
    "Chị chưa duyệt được: ca sáng thứ Hai 28/12 chỉ có em và Thành, nếu em nghỉ thì chỉ còn 1 "
    "người của phòng trực, dưới mức 2 người."
)

_RIGHT = [
    decide("DNP-0140", "approve", "Đồng ý. Chị đã hủy ca sáng 14 và 15/12 của em."),
    cancel_shift("DKC-0002"),
    cancel_shift("DKC-0006"),
    decide("DNP-0141", "approve", "Đồng ý. Chị đã hủy ca sáng 16/12 của em."),
    cancel_shift("DKC-0009"),
    decide("DNP-0142", "approve", "Đồng ý. Chị đã hủy ca chiều 17 và 18/12 của em."),
    cancel_shift("DKC-0015"),
    cancel_shift("DKC-0019"),
    decide("DNP-0143", "reject", _NOTE_DAT),
    decide("DNP-0144", "reject", _NOTE_THANH),
    decide("DNP-0013", "approve", "Đồng ý. Em không có ca nào trong tuần 28/12."),
    decide("DNP-0147", "approve", "Đồng ý. Chị đã hủy ca chiều 28 và 29/12 của em."),
    cancel_shift("DKC-0140"),
    cancel_shift("DKC-0141"),
    decide("DNP-0146", "reject", _NOTE_LAN_ANH),
    decide("DNP-0148", "reject", _NOTE_TRANG),
]


_status = partial(decided_as, approver_id=HEAD)
"""The head decided the request."""


def _cancelled(id: str, note: str) -> dict[str, Any]:
    """The registration `id` of a day the approved leave covers is cancelled: found by carrying
    the request's days over to the timekeeping registrations."""
    return {
        "id": f"{slug(id)}_cancelled",
        "kind": "record_field",
        "skill": "bridge_tables",
        "table": "hr.shift_registrations",
        "note": f"{note} is cancelled: the leave was approved",
        "where": {"id": id},
        "expect": {"status": "cancelled"},
    }


TASK = {
    "id": "hr.expert_cskh_leave_coverage",
    "domain": "hr",
    "tier": "expert",
    "summary": "The head of Customer Care decides December's pending leave by her remembered "
    "two-per-shift rule: approve 5 (cancelling the 7 shifts they free), refuse Đạt's 18/12 "
    "(with Lành's earlier request Friday's ca chiều keeps 1 of the department; IT's Quyết does "
    "not count), Thành's annual day (0 left), Lan Anh's 29/12 (Đạt's 28-29/12 starts first) and "
    "Trang's 28/12 (ca sáng has two only); her own request stays, nobody is put on a shift.",
    "requester_id": HEAD,
    "prompt": "AVA ơi, em xử lý giúp chị hết các đơn nghỉ đang chờ duyệt của phòng mình trong "
    "tháng 12 nhé, theo quy chế công ty và nguyên tắc trực ca của phòng (em có ghi nhớ rồi đấy). "
    "Đơn nào duyệt thì em hủy luôn ca của bạn đó trong những ngày nghỉ; đơn nào không duyệt được "
    "thì từ chối, ghi rõ lý do cho các bạn.",
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
            "DNP-0140",
            LR,
            "approved",
            "Thành's unpaid 14-15/12: ca sáng keeps Lan Anh and Trang; 2 of 10 unpaid days",
            skill="combine_regulations",
        ),
        _status(
            "DNP-0141",
            LR,
            "approved",
            "Lan Anh's 16/12: ca sáng keeps Thành and Trang",
            skill="branch_on_data",
        ),
        _status(
            "DNP-0142",
            LR,
            "approved",
            "Lành's 17-18/12 starts first: ca chiều keeps Tâm and Đạt on both days",
            skill="regulation_before_action",
        ),
        _status(
            "DNP-0143",
            LR,
            "rejected",
            "Đạt's 18/12 after Lành's leaves Friday's ca chiều with Tâm alone of the department",
            skill="bridge_tables",
        ),
        {
            "id": "dat_note_names_the_day",
            "kind": "record_field",
            "skill": "vietnamese_values",
            "table": "hr.leave_requests",
            "note": "the refusal names the short day, Friday 18/12, as the rule asks",
            "where": {"id": "DNP-0143", "status": "rejected"},
            "expect": {"decision_note": {"contains": "2026-12-18"}},
        },
        _status(
            "DNP-0144",
            LR,
            "rejected",
            "Thành has used all 12 annual days: none left",
            skill="regulation_before_action",
        ),
        {
            "id": "thanh_note_states_zero",
            "kind": "record_field",
            "skill": "regulation_before_action",
            "table": "hr.leave_requests",
            "note": "the refusal states that no annual day is left (0, used up; QD-002 Điều 1.3)",
            "where": {"id": "DNP-0144", "status": "rejected"},
            "expect": {
                "decision_note": {
                    "contains": [
                        [
                            {"amount": 0, "unit": "ngày"},
                            "là 0",
                            "hết phép",
                            "không còn ngày phép",
                            "đã nghỉ đủ 12",
                        ]
                    ]
                }
            },
        },
        _status(
            "DNP-0013",
            LR,
            "approved",
            "Lành's 28-30/12: she is on no shift that week; 5 days left cover both her requests",
            skill="branch_on_data",
        ),
        _status(
            "DNP-0147",
            LR,
            "approved",
            "Đạt's 28-29/12 starts before Lan Anh's 29/12: ca chiều keeps Tâm and Lan Anh",
            skill="regulation_before_action",
        ),
        _status(
            "DNP-0146",
            LR,
            "rejected",
            "Lan Anh's 29/12 after Đạt's leaves ca chiều of 29/12 with Tâm alone",
            skill="regulation_before_action",
        ),
        {
            "id": "lan_anh_note_names_the_day",
            "kind": "record_field",
            "skill": "vietnamese_values",
            "table": "hr.leave_requests",
            "note": "the refusal names the short day, Tuesday 29/12",
            "where": {"id": "DNP-0146", "status": "rejected"},
            "expect": {"decision_note": {"contains": "2026-12-29"}},
        },
        _status(
            "DNP-0148",
            LR,
            "rejected",
            "Trang's 28/12 leaves ca sáng with Thành alone",
            skill="branch_on_data",
        ),
        {
            "id": "trang_note_names_the_day",
            "kind": "record_field",
            "skill": "vietnamese_values",
            "table": "hr.leave_requests",
            "note": "the refusal names the short day, Monday 28/12",
            "where": {"id": "DNP-0148", "status": "rejected"},
            "expect": {"decision_note": {"contains": "2026-12-28"}},
        },
        *[_cancelled(id, note) for id, note in CANCEL.items()],
        untouched("DKC-0151", "hr.shift_registrations", "Lan Anh keeps her ca chiều of 29/12"),
        untouched("DKC-0120", "hr.shift_registrations", "Trang keeps her ca sáng of 28/12"),
        at_most(
            "no_stand_in_week_28",
            table="hr.shift_registrations",
            max=20,
            where={"date": {"in": list(_WEEK_28)}},
            note="nobody is put on a shift of the week of 28/12: its 20 registrations only",
        ),
        untouched("DKC-0104", "hr.shift_registrations", "Đạt keeps his ca chiều of 18/12"),
        untouched(
            "DNP-0145",
            "hr.leave_requests",
            "the head's own leave goes to the deputy director",
            skill="regulation_before_action",
        ),
        untouched("DNP-0016", "hr.leave_requests", "HR's pending leave is not hers to decide"),
        no_record(
            "no_stand_in",
            table="hr.shift_registrations",
            where={
                "date": {"in": [f"2026-12-{d}" for d in range(14, 20)]},
                "shift_id": "CA-C",
                "employee_id": {"in": ["NV-0028", "NV-0035", TRANG]},
            },
            note="nobody of the morning team is put on a ca chiều of the week in place",
        ),
        no_record(
            "no_stand_in_morning",
            table="hr.shift_registrations",
            where={
                "date": {"in": [f"2026-12-{d}" for d in range(14, 20)]},
                "shift_id": "CA-S",
                "employee_id": {"in": [HEAD, "NV-0036", DAT]},
            },
            note="nobody of the afternoon team is put on a ca sáng of the week in place",
        ),
        at_most(
            "only_leave_days_cancelled",
            table="hr.shift_registrations",
            max=0,
            where={
                "status": "cancelled",
                "id": {"not_in": [*CANCEL, "DKC-0029"]},
            },
            note="no registration but the five of the approved leave days is cancelled",
        ),
        at_most(
            "no_leave_filed",
            table="hr.leave_requests",
            max=10,
            where={"employee_id": {"in": CSKH}, "start_date": {"gte": "2026-12-09"}},
            note="no request is filed in place of a refused one",
        ),
    ],
    "oracle": [
        call("amis_hrm_get_current_user"),
        call("get_memory"),
        call("document_qa", question="hủy ca đã đăng ký khi nhân viên xin nghỉ"),
        call("document_qa", question="thẩm quyền duyệt đơn nghỉ phép"),
        call("amis_hrm_list_leave_requests", department_id="PB-CSKH", status="pending"),
        call(
            "amis_timekeeping_list_shift_registrations",
            from_date="2026-12-14",
            to_date="2026-12-19",
        ),
        call(
            "amis_timekeeping_list_shift_registrations",
            from_date="2026-12-21",
            to_date="2026-12-31",
        ),
        call("amis_hrm_get_employee", employee_id="NV-0037"),
        call("amis_hrm_get_leave_balance", employee_id="NV-0035"),
        call("amis_hrm_get_leave_balance", employee_id="NV-0036"),
        call("amis_hrm_get_leave_balance", employee_id="NV-0028"),
        call("amis_hrm_get_leave_balance", employee_id=DAT),
        *_RIGHT,
    ],
    "anti_oracles": [
        {
            "name": "counts_it_support",
            "why": "counts Quyết (IT support, ca chiều on 18/12) as a second person and approves "
            "Đạt's day too",
            "calls": [
                *swapped_in(_RIGHT, decide("DNP-0143", "approve"), on="request_id"),
                cancel_shift("DKC-0104"),
            ],
            "breaks": ["dnp_0143_rejected", "dkc_0104_untouched"],
        },
        {
            "name": "later_request_first",
            "why": "approves Đạt's one day and refuses Lành's two for the short Friday",
            "calls": [
                *swapped_in(
                    swapped_in(
                        without_naming(_RIGHT, "DKC-0015", "DKC-0019"),
                        decide("DNP-0142", "reject", "Ca chiều 18/12 chỉ còn 1 người."),
                        on="request_id",
                    ),
                    decide("DNP-0143", "approve"),
                    on="request_id",
                ),
                cancel_shift("DKC-0104"),
            ],
            "breaks": ["dnp_0142_approved", "dkc_0015_cancelled", "dnp_0143_rejected"],
        },
        {
            "name": "id_order_week_28",
            "why": "weighs the week of 28/12 in id order: Lan Anh's 29/12 kept, Đạt's refused",
            "calls": [
                *swapped_in(
                    swapped_in(
                        without_naming(_RIGHT, "DKC-0140", "DKC-0141"),
                        decide("DNP-0146", "approve", "Đồng ý."),
                        on="request_id",
                    ),
                    decide("DNP-0147", "reject", "Ca chiều 29/12 chỉ còn 1 người."),
                    on="request_id",
                ),
                cancel_shift("DKC-0151"),
            ],
            "breaks": ["dnp_0147_approved", "dnp_0146_rejected", "dkc_0151_untouched"],
        },
        {
            "name": "third_person_not_checked",
            "why": "approves Trang's 28/12 as if ca sáng had a third person, as in the week of 14/12",
            "calls": [
                *swapped_in(_RIGHT, decide("DNP-0148", "approve"), on="request_id"),
                cancel_shift("DKC-0120"),
            ],
            "breaks": ["dnp_0148_rejected", "dkc_0120_untouched"],
        },
        {
            "name": "approve_without_cancelling",
            "why": "decides every request right but leaves the shifts of the approved days",
            "calls": [c for c in _RIGHT if c["tool"] == "ava_approval"],
            "breaks": [f"{slug(id)}_cancelled" for id in CANCEL],
        },
        {
            "name": "stand_in",
            "why": "approves Đạt's day and puts Trang on Friday's ca chiều in his place",
            "calls": [
                *swapped_in(_RIGHT, decide("DNP-0143", "approve"), on="request_id"),
                cancel_shift("DKC-0104"),
                register_shift(TRANG, "CA-C", "2026-12-18"),
            ],
            "breaks": ["dnp_0143_rejected", "no_stand_in"],
        },
        {
            "name": "unpaid_in_place",
            "why": "refuses Thành's annual day and files it as unpaid leave for him",
            "calls": [
                *_RIGHT,
                request_leave(
                    "NV-0035", "unpaid", "2026-12-24", "2026-12-24", "Đưa con đi tiêm phòng"
                ),
            ],
            "breaks": ["no_leave_filed"],
        },
        {
            "name": "refusal_without_reason",
            "why": "refuses Thành's annual day with no word of his balance",
            "calls": swapped_in(
                _RIGHT, decide("DNP-0144", "reject", "Chị không duyệt."), on="request_id"
            ),
            "breaks": ["thanh_note_states_zero"],
        },
        {
            "name": "week_28_left_alone",
            "why": "stops at the registered weeks and leaves Lành's 28-30/12 request pending",
            "calls": without_naming(_RIGHT, "DNP-0013"),
            "breaks": ["dnp_0013_approved"],
        },
        {
            "name": "cancel_whole_week",
            "why": "cancels every shift of the week of the people on leave, not only their days",
            "calls": [*_RIGHT, cancel_shift("DKC-0010"), cancel_shift("DKC-0014")],
            "breaks": ["only_leave_days_cancelled"],
        },
    ],
}
