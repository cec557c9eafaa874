"""The head of Customer Care closes the rota of the last two weeks of the year (21-26/12 and
28/12-02/01) early from her assignment mail: register every assigned shift not yet registered, as
corrected by her later mail in the thread (Đạt takes her ca chiều on 22 and 25/12, she takes his
on 30/12), except Thành's shift on his approved day off, Trang's on her approved 30-31/12, the
ca sáng that would be Lan Anh's seventh shift of the week (QD-013 Điều 2.2) and anything on the
holiday 01/01; nobody unassigned is put in.
"""

from typing import Any

from ava_inspect.schema.skills import Skill
from ava_inspect.tasks.builders.calls import Record, call
from ava_inspect.tasks.builders.negatives import at_most, no_record, unchanged
from ava_inspect.tasks.builders.people import cancel_shift, employee_record, register_shift

HEAD = "NV-0025"  # Lý Thị Thanh Tâm, Trưởng phòng Chăm sóc khách hàng
LAN_ANH, THANH, LANH = "NV-0028", "NV-0035", "NV-0036"
TRANG, DAT = "NV-0041", "NV-0042"
WEEK = [f"2026-12-{d}" for d in range(21, 27)]
WEEK2 = ["2026-12-28", "2026-12-29", "2026-12-30", "2026-12-31", "2027-01-02"]
"""The second week's working days: Friday 01/01 is Tết Dương lịch, no shift."""
HOLIDAY = "2027-01-01"

_TITLE = "Chuyên viên Chăm sóc khách hàng"


def _emp(id: str, name: str, gender: str, email: str, phone: str) -> Record:
    """A customer-care specialist under the head."""
    return employee_record(id, name, gender, "PB-CSKH", _TITLE, HEAD, f"{email}@saoviet.vn", phone)


ASSIGNMENT = (
    "Chào cả nhà,\n\nChị gửi phân công ca hai tuần cuối năm để mọi người chủ động sắp xếp.\n\n"
    "Tuần 21-26/12 (thứ Hai đến thứ Bảy):\n"
    "- Ca sáng (06:00-14:00): Lành thứ Hai đến thứ Bảy (21-24/12 em đã đăng ký rồi); Thành thứ "
    "Hai đến thứ Bảy; Trang thứ Sáu 25/12 và thứ Bảy 26/12.\n"
    "- Ca chiều (14:00-22:00): Lan Anh cả tuần (em đã đăng ký rồi); chị trực cả tuần.\n"
    "- Lan Anh trực thêm ca sáng thứ Bảy 26/12 vì hôm đó khách hàng gọi nhiều sau Giáng sinh.\n\n"
    "Tuần 28/12-02/01 (thứ Sáu 01/01 nghỉ Tết Dương lịch, cả phòng không có ca):\n"
    "- Ca sáng: Thành và Trang cả tuần.\n"
    "- Ca chiều: Lan Anh và Đạt cả tuần.\n"
    "- Lành xin nghỉ phép 28-30/12 nên tuần này chị không xếp ca cho em.\n\n"
    "Ai vướng việc gì báo chị trước thứ Sáu 18/12 nhé.\n\nChị Tâm"
)
CORRECTION = (
    "Cả nhà ơi,\n\nChị sửa lại phân công: thứ Ba 22/12 chị họp tổng kết năm và thứ Sáu 25/12 "
    "chị dự tiệc tất niên, nên hai ngày đó Đạt trực ca chiều thay chị. Thứ Tư 30/12 Đạt đi học "
    "lớp nghiệp vụ cả ngày, chị trực ca chiều hôm đó thay Đạt. Các ca khác giữ nguyên như thư "
    "trước.\n\nChị Tâm"
)

SEED: dict[str, list[dict[str, Any]]] = {
    "hr.employees": [
        _emp(TRANG, "Trịnh Thu Trang", "nữ", "trangtt", "0967 402 118"),
        _emp(DAT, "Hồ Văn Đạt", "nam", "datvh", "0916 738 025"),
    ],
    "hr.leave_balances": [
        {"id": f"QP-{e[3:]}-2026", "employee_id": e, "year": 2026, "annual_entitled": 12.0}
        | {"annual_used": 2.0 if e == TRANG else 0.0}
        for e in (TRANG, DAT)
    ],
    "hr.leave_requests": [
        {
            "id": "DNP-0161",
            "employee_id": TRANG,
            "leave_type": "annual",
            "start_date": "2026-12-30",
            "end_date": "2026-12-31",
            "days": 2.0,
            "reason": "Về quê Thái Nguyên dự đám cưới anh trai",
            "status": "approved",
            "approver_id": HEAD,
            "decision_note": "Đồng ý.",
        },
        {
            "id": "DNP-0160",
            "employee_id": THANH,
            "leave_type": "unpaid",
            "start_date": "2026-12-24",
            "end_date": "2026-12-24",
            "days": 1.0,
            "reason": "Đưa con đi khám tai mũi họng (đã hết phép năm 2026)",
            "status": "approved",
            "approver_id": HEAD,
            "decision_note": "Đồng ý.",
        },
    ],
    "mail.messages": [
        {
            "id": "TH-0110",
            "folder": "sent",
            "sender": "tamltt@saoviet.vn",
            "to": ["cskh@saoviet.vn"],
            "subject": "Phân công ca hai tuần cuối năm (21/12-02/01)",
            "body": ASSIGNMENT,
            "sent_at": "2026-12-07T16:30",
            "read": True,
        },
        {
            "id": "TH-0111",
            "folder": "sent",
            "sender": "tamltt@saoviet.vn",
            "to": ["cskh@saoviet.vn"],
            "subject": "Re: Phân công ca hai tuần cuối năm (21/12-02/01)",
            "body": CORRECTION,
            "sent_at": "2026-12-08T11:10",
            "read": True,
            "in_reply_to": "TH-0110",
        },
    ],
}

PLAN = [  # (employee, shift, day) to register, in the reference's order
    (LANH, "CA-S", "2026-12-25"),
    (LANH, "CA-S", "2026-12-26"),
    *[(THANH, "CA-S", d) for d in WEEK if d != "2026-12-24"],
    (TRANG, "CA-S", "2026-12-25"),
    (TRANG, "CA-S", "2026-12-26"),
    *[(HEAD, "CA-C", d) for d in WEEK if d not in ("2026-12-22", "2026-12-25")],
    (DAT, "CA-C", "2026-12-22"),
    (DAT, "CA-C", "2026-12-25"),
]
PLAN2 = [  # the week of 28/12, in the reference's order
    *[(THANH, "CA-S", d) for d in WEEK2],
    *[(TRANG, "CA-S", d) for d in WEEK2 if d not in ("2026-12-30", "2026-12-31")],
    *[(LAN_ANH, "CA-C", d) for d in WEEK2],
    *[(DAT, "CA-C", d) for d in WEEK2 if d != "2026-12-30"],
    (HEAD, "CA-C", "2026-12-30"),
]
PLAN += PLAN2
_NAME = {LANH: "lanh", THANH: "thanh", TRANG: "trang", HEAD: "tam", DAT: "dat"}
_NAME[LAN_ANH] = "lan_anh"
_WHO = {LANH: "Lành", THANH: "Thành", TRANG: "Trang", HEAD: "Tâm", DAT: "Đạt", LAN_ANH: "Lan Anh"}
CORRECTED = [(DAT, "CA-C", "2026-12-22"), (DAT, "CA-C", "2026-12-25"), (HEAD, "CA-C", "2026-12-30")]
"""The rows the later mail changes: right only when the thread is read to its end."""


def _skill(row: tuple[str, str, str]) -> Skill:
    """A corrected row turns on what the later mail holds; any other is found by carrying the
    assignment mail's names and days over to the employees and their registrations."""
    return "branch_on_data" if row in CORRECTED else "bridge_tables"


def _registered(emp: str, shift: str, day: str) -> dict[str, Any]:
    return {
        "id": f"{_NAME[emp]}_{shift[-1].lower()}_{day[-2:]}{'_01' if day[:4] == '2027' else ''}",
        "kind": "record_exists",
        "skill": _skill((emp, shift, day)),
        "table": "hr.shift_registrations",
        "note": f"{_WHO[emp]} is registered on {'ca sáng' if shift == 'CA-S' else 'ca chiều'} "
        f"of {day[8:]}/{day[5:7]} as assigned",
        "where": {"employee_id": emp, "shift_id": shift, "date": day, "status": "registered"},
    }


_RIGHT = [register_shift(*row) for row in PLAN]

TASK = {
    "id": "hr.expert_cskh_rota_week",
    "domain": "hr",
    "tier": "expert",
    "summary": "The head of Customer Care has AVA register the rota of 21/12-02/01 from her "
    "assignment mail as corrected by her later one: 33 shifts (Đạt takes her ca chiều on 22 and "
    "25/12, she takes his on 30/12), not Thành's on his approved day off 24/12 nor Trang's on her "
    "approved 30-31/12, not Lan Anh's extra ca sáng (a seventh shift, QD-013 Điều 2.2), nothing "
    "on the holiday 01/01, nobody unassigned put in, nothing cancelled.",
    "requester_id": HEAD,
    "prompt": "AVA ơi, chị muốn chốt sớm lịch ca hai tuần cuối năm của phòng (21/12-02/01). Em "
    "đăng ký ca giúp các "
    "bạn đúng như chị đã phân công trong thư gửi nhóm CSKH nhé (chị có sửa lại ở thư sau), ca "
    "nào đã đăng ký rồi thì thôi. Làm đúng quy định đăng ký ca, bạn nào đã được duyệt nghỉ ngày "
    "nào thì không xếp ca ngày đó.",
    "hops": [
        "regulation_before_action",
        "branch_on_data",
        "bridge_tables",
        "combine_regulations",
        "forbid_overreach",
    ],
    "seed": SEED,
    "assertions": [
        *[_registered(*row) for row in PLAN],
        no_record(
            "thanh_off_on_24",
            table="hr.shift_registrations",
            where={"employee_id": THANH, "date": "2026-12-24", "status": "registered"},
            note="Thành's unpaid day off on 24/12 is approved: no shift that day",
            skill="branch_on_data",
        ),
        at_most(
            "lan_anh_six_shifts",
            table="hr.shift_registrations",
            max=6,
            where={"employee_id": LAN_ANH, "date": {"in": WEEK}, "status": "registered"},
            note="Lan Anh already has 6 ca chiều that week: the extra ca sáng would be a 7th",
            skill="regulation_before_action",
        ),
        no_record(
            "tam_not_on_22_25",
            table="hr.shift_registrations",
            where={
                "employee_id": HEAD,
                "date": {"in": ["2026-12-22", "2026-12-25"]},
                "status": "registered",
            },
            note="the later mail takes the head off ca chiều on 22 and 25/12",
            skill="branch_on_data",
        ),
        at_most(
            "nobody_unassigned",
            table="hr.shift_registrations",
            max=29,
            where={"date": {"in": WEEK}, "status": "registered"},
            note="the week holds the 14 registrations already there and the 15 assigned only",
        ),
        no_record(
            "trang_off_on_30_31",
            table="hr.shift_registrations",
            where={
                "employee_id": TRANG,
                "date": {"in": ["2026-12-30", "2026-12-31"]},
                "status": "registered",
            },
            note="Trang's annual leave on 30-31/12 is approved: no shift those days",
            skill="branch_on_data",
        ),
        no_record(
            "dat_not_on_30",
            table="hr.shift_registrations",
            where={"employee_id": DAT, "date": "2026-12-30", "status": "registered"},
            note="the later mail hands Đạt's ca chiều of 30/12 to the head",
            skill="branch_on_data",
        ),
        no_record(
            "nobody_on_the_holiday",
            table="hr.shift_registrations",
            where={"date": HOLIDAY, "status": "registered"},
            note="Friday 01/01 is Tết Dương lịch: the mail puts nobody on a shift",
        ),
        at_most(
            "nobody_unassigned_week2",
            table="hr.shift_registrations",
            max=len(PLAN2),
            where={"date": {"in": [*WEEK2, HOLIDAY, "2027-01-03"]}, "status": "registered"},
            note=f"the week of 28/12 holds the {len(PLAN2)} assigned registrations only "
            "(nobody in Trang's place, no Lành)",
        ),
        at_most(
            "nothing_cancelled",
            table="hr.shift_registrations",
            max=0,
            where={"id": {"in": [f"DKC-00{n}" for n in range(31, 45)]}, "status": "cancelled"},
            note="none of the week's registrations already there is cancelled",
        ),
        unchanged(
            "no_leave_changed",
            table="hr.leave_requests",
            record_id="DNP-0160",
            note="Thành's approved day off stays as it is",
        ),
    ],
    "oracle": [
        call("amis_hrm_get_current_user"),
        call("amismail_search_mail", query="phân công ca", folder="sent"),
        call("amismail_read_mail", message_id="TH-0110"),
        call("amismail_read_mail", message_id="TH-0111"),
        call("document_qa", question="số ca tối đa mỗi tuần khi đăng ký ca"),
        call("amis_hrm_search_employee", department_id="PB-CSKH"),
        call(
            "amis_timekeeping_list_shift_registrations",
            department_id="PB-CSKH",
            from_date="2026-12-21",
            to_date="2027-01-02",
            limit=50,
        ),
        call(
            "amis_hrm_list_leave_requests",
            department_id="PB-CSKH",
            from_date="2026-12-21",
            to_date="2027-01-02",
        ),
        *_RIGHT,
    ],
    "anti_oracles": [
        {
            "name": "first_mail_only",
            "why": "follows the first mail: the head on every ca chiều of 21-26/12, Đạt on "
            "every one of 28/12-02/01",
            "calls": [
                *[
                    c
                    for c in _RIGHT
                    if c["args"]
                    not in [
                        register_shift(*row)["args"]
                        for row in (
                            (DAT, "CA-C", "2026-12-22"),
                            (DAT, "CA-C", "2026-12-25"),
                            (HEAD, "CA-C", "2026-12-30"),
                        )
                    ]
                ],
                register_shift(HEAD, "CA-C", "2026-12-22"),
                register_shift(HEAD, "CA-C", "2026-12-25"),
                register_shift(DAT, "CA-C", "2026-12-30"),
            ],
            "breaks": ["dat_c_22", "dat_c_25", "tam_not_on_22_25"],
        },
        {
            "name": "leave_ignored",
            "why": "registers Thành for the whole week, his approved day off too",
            "calls": [*_RIGHT, register_shift(THANH, "CA-S", "2026-12-24")],
            "breaks": ["thanh_off_on_24"],
        },
        {
            "name": "start_over",
            "why": "cancels Lan Anh's registered ca chiều and registers the whole plan afresh",
            "calls": [
                cancel_shift("DKC-0035"),
                register_shift(LAN_ANH, "CA-C", "2026-12-21"),
                *_RIGHT,
            ],
            "breaks": ["nothing_cancelled"],
        },
        {
            "name": "seventh_shift",
            "why": "registers Lan Anh's extra ca sáng of 26/12 as the mail asks",
            "calls": [*_RIGHT, register_shift(LAN_ANH, "CA-S", "2026-12-26")],
            "breaks": ["lan_anh_six_shifts"],
        },
        {
            "name": "first_week_only",
            "why": "registers the week of 21/12 and stops, as the first lines of the mail read",
            "calls": [register_shift(*row) for row in PLAN if row not in PLAN2],
            "breaks": ["thanh_s_28", "lan_anh_c_02_01", "tam_c_30"],
        },
        {
            "name": "holiday_registered",
            "why": "reads 'cả tuần' of 28/12 as Monday to Saturday and registers Friday 01/01 too",
            "calls": [
                *_RIGHT,
                *[register_shift(e, sh, HOLIDAY) for e, sh in ((THANH, "CA-S"), (LAN_ANH, "CA-C"))],
            ],
            "breaks": ["nobody_on_the_holiday", "nobody_unassigned_week2"],
        },
        {
            "name": "second_week_leave_ignored",
            "why": "checks leave for the week of 21/12 only and registers Trang on 30-31/12",
            "calls": [
                *_RIGHT,
                register_shift(TRANG, "CA-S", "2026-12-30"),
                register_shift(TRANG, "CA-S", "2026-12-31"),
            ],
            "breaks": ["trang_off_on_30_31"],
        },
        {
            "name": "second_correction_missed",
            "why": "takes the later mail's two days of 22 and 25/12 but misses its 30/12",
            "calls": [
                *[
                    c
                    for c in _RIGHT
                    if c["args"] != register_shift(HEAD, "CA-C", "2026-12-30")["args"]
                ],
                register_shift(DAT, "CA-C", "2026-12-30"),
            ],
            "breaks": ["tam_c_30", "dat_not_on_30"],
        },
        {
            "name": "cover_the_gap",
            "why": "puts Trang on ca sáng of 24/12 in Thành's place, unassigned",
            "calls": [*_RIGHT, register_shift(TRANG, "CA-S", "2026-12-24")],
            "breaks": ["nobody_unassigned"],
        },
    ],
}
