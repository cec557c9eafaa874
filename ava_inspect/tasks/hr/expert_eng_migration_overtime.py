"""The head of Engineering books the data-centre move of 19-20/12 for his whole team: 10 h on
Saturday and 8 h on Sunday each, created and approved under QD-012's caps, Saturday first. The
team is fourteen people beside him (a second page of the department): twelve active staff and two
who cannot work (one on maternity leave, one resigned). Each active one's room left is
min(40 - December's live hours, 200 - 2026's live hours), where live means approved or pending
(a request still pending later in December counts; rejected, cancelled and January 2027 hours do
not): seven get the full 18 h, five get less (one nothing at all).
"""

from datetime import date, timedelta
from typing import Any

from ava_inspect.schema.skills import Skill
from ava_inspect.tasks.builders.calls import Assertion, Call, Record, call
from ava_inspect.tasks.builders.decisions import AGREED, decide, overtime_request, request_overtime
from ava_inspect.tasks.builders.negatives import at_most, no_record, untouched
from ava_inspect.tasks.builders.people import employee_record
from ava_inspect.tasks.builders.text import slug

HEAD = "NV-0017"  # Trịnh Quốc Bảo, Trưởng phòng Kỹ thuật
NAM, HUNG, PHUONG, DUC, VIET = "NV-0018", "NV-0019", "NV-0020", "NV-0029", "NV-0034"
HANG, KHOI, YEN, HUY, LINH = "NV-0041", "NV-0042", "NV-0043", "NV-0044", "NV-0045"
SON, TOAN, TRI, QUYNH = "NV-0046", "NV-0047", "NV-0048", "NV-0049"
SAT, SUN = "2026-12-19", "2026-12-20"
REASON = "Chuyển hệ thống sang trung tâm dữ liệu mới"

_PEOPLE = {  # id: (full name, gender, title, email, phone, status)
    HANG: ("Đỗ Thị Thanh Hằng", "nữ", "Kiểm thử viên", "hangdtt", "0912 604 377", "active"),
    KHOI: ("Vũ Minh Khôi", "nam", "Lập trình viên", "khoivm", "0983 215 640", "active"),
    YEN: ("Bùi Thị Yến", "nữ", "Kiểm thử viên", "yenbt", "0936 781 052", "active"),
    HUY: ("Tạ Quang Huy", "nam", "Kỹ sư DevOps", "huytq", "0978 143 906", "active"),
    LINH: ("Nguyễn Thị Mai Linh", "nữ", "Lập trình viên", "linhntm", "0904 552 318", "on_leave"),
    SON: ("Lê Hoàng Sơn", "nam", "Kỹ sư hệ thống", "sonlh", "0961 390 724", "active"),
    TOAN: ("Phan Văn Toàn", "nam", "Lập trình viên", "toanpv", "0915 827 463", "resigned"),
    TRI: ("Cao Minh Trí", "nam", "Lập trình viên", "tricm", "0988 476 201", "active"),
    QUYNH: ("Đinh Thị Quỳnh", "nữ", "Kỹ sư dữ liệu", "quynhdt", "0947 068 539", "active"),
}
STAFF = [NAM, HUNG, PHUONG, DUC, VIET, HANG, KHOI, YEN, HUY, SON, TRI, QUYNH]
"""The active staff, in the order the department list shows them."""
AWAY = [LINH, TOAN]
"""On maternity leave until April, and resigned: neither works the weekend."""


def _emp(id: str) -> Record:
    """An engineer of the department, under the head."""
    name, gender, title, email, phone, status = _PEOPLE[id]
    return employee_record(
        id, name, gender, "PB-KTH", title, HEAD, f"{email}@saoviet.vn", phone, status=status
    )


_ROWS: list[dict[str, Any]] = []


def _done(emp: str, day: str, hours: float, reason: str, status: str = "approved") -> None:
    """Adds one seeded overtime request (ids LTG-0140 on, in the order they are added); a decided
    one was decided by the head."""
    note = AGREED if status == "approved" else "Việc này để sau đợt chuyển."
    decided = (
        {"approver_id": HEAD, "decision_note": note} if status in ("approved", "rejected") else {}
    )
    _ROWS.append(
        overtime_request(f"LTG-0{140 + len(_ROWS)}", emp, day, hours, reason, status, **decided)
    )


def _weekend(month: int, nth: int) -> tuple[str, str]:
    """The nth Saturday of a 2026 month and the Sunday after it."""
    d = date(2026, month, 1)
    while d.weekday() != 5:
        d += timedelta(1)
    d += timedelta(7 * (nth - 1))
    return d.isoformat(), (d + timedelta(1)).isoformat()


_JOBS = (
    "Nâng cấp hệ thống kiểm thử tự động",
    "Kiểm thử hồi quy trước phát hành",
    "Kiểm thử hiệu năng hệ thống",
    "Kiểm thử bản vá bảo mật",
)
_OPS = (
    "Bảo trì định kỳ máy chủ và hệ thống lưu trữ",
    "Cập nhật bản vá hệ điều hành cho máy chủ",
    "Kiểm tra phương án khôi phục dữ liệu",
)

# Phương: 8 h + 7 h on the first weekend of February to November, 12 h in January: 162 h
for _m in range(2, 12):
    for _d, _h in zip(_weekend(_m, 1), (8.0, 7.0), strict=True):
        _done(PHUONG, _d, _h, _JOBS[_m % len(_JOBS)])
_done(PHUONG, "2026-01-10", 12.0, "Kiểm thử phiên bản 2.0")
# Phương's December so far: 30 h (the month leaves her 10, the year 8)
_done(PHUONG, "2026-12-01", 4.0, "Kiểm thử bản phát hành 2.4")
_done(PHUONG, "2026-12-02", 4.0, "Kiểm thử bản phát hành 2.4")
_done(PHUONG, "2026-12-05", 12.0, "Kiểm thử dữ liệu khi nâng cấp PostgreSQL")
_done(PHUONG, "2026-12-06", 10.0, "Kiểm thử dữ liệu khi nâng cấp PostgreSQL")
# Đức: 6 h (LTG-0003) + 12 h here approved, 6 h pending (LTG-0007), a rejected 4 h: 24 h
_done(DUC, "2026-12-01", 4.0, "Giám sát sao lưu dữ liệu cuối tháng 11")
_done(DUC, "2026-12-02", 4.0, "Viết tài liệu vận hành", "rejected")
_done(DUC, "2026-12-03", 4.0, "Cấu hình cân bằng tải cho máy chủ mới")
_done(DUC, "2026-12-08", 4.0, "Chuẩn bị kịch bản chuyển hệ thống")
# Việt: 4 h so far
_done(VIET, "2026-12-02", 4.0, "Sửa lỗi khẩn cho khách hàng lớn")
# Hằng: 27.5 h approved + 4 h pending = 31.5 live (a cancelled 3 h, a rejected 6 h): 8.5 left
_done(HANG, "2026-12-01", 4.0, "Kiểm thử tích hợp cổng thanh toán")
_done(HANG, "2026-12-02", 4.0, "Kiểm thử tích hợp cổng thanh toán")
_done(HANG, "2026-12-03", 3.0, "Viết kịch bản kiểm thử tự động", "cancelled")
_done(HANG, "2026-12-05", 12.0, "Kiểm thử dữ liệu khi nâng cấp PostgreSQL")
_done(HANG, "2026-12-06", 7.5, "Kiểm thử dữ liệu khi nâng cấp PostgreSQL")
_done(HANG, "2026-12-10", 4.0, "Kiểm thử bản vá trước phát hành 2.4", "pending")
_done(HANG, "2026-12-13", 6.0, "Rà soát lỗi tồn đọng", "rejected")
# Khôi: 16 h in November; December 26.5 approved + 2 pending = 28.5 live: 11.5 left;
# a pending 4 h in January 2027 is next year's
_done(KHOI, "2026-11-07", 8.0, "Phát triển tính năng xuất hóa đơn điện tử")
_done(KHOI, "2026-11-08", 8.0, "Phát triển tính năng xuất hóa đơn điện tử")
_done(KHOI, "2026-12-03", 4.0, "Sửa lỗi đồng bộ dữ liệu khách hàng")
_done(KHOI, "2026-12-05", 12.0, "Chuyển dữ liệu thử nghiệm sang máy chủ mới")
_done(KHOI, "2026-12-06", 10.5, "Chuyển dữ liệu thử nghiệm sang máy chủ mới")
_done(KHOI, "2026-12-08", 2.0, "Rà soát mã nguồn trước phát hành 2.4", "pending")
_done(KHOI, "2027-01-05", 4.0, "Triển khai phiên bản 2.5 cho khách hàng", "pending")
# Yến: 15.5 h on the second weekend of each month to November and 4 h in March (174.5), 12 h
# in December: 186.5 live in 2026, 13.5 left; a cancelled 10 h in November and a pending 12 h
# in January 2027 do not count
for _m in range(1, 12):
    for _d, _h in zip(_weekend(_m, 1 if _m == 2 else 2), (8.0, 7.5), strict=True):
        _done(YEN, _d, _h, _JOBS[(_m + 1) % len(_JOBS)])
_done(YEN, "2026-03-18", 4.0, "Kiểm thử bản vá bảo mật")
_done(YEN, "2026-11-21", 10.0, "Kiểm thử hiệu năng hệ thống", "cancelled")
_done(YEN, "2026-12-05", 12.0, "Kiểm thử dữ liệu khi nâng cấp PostgreSQL")
_done(YEN, "2027-01-09", 12.0, "Kiểm thử phiên bản 2.5 trước khi triển khai", "pending")
# Huy: 32 h approved + 8 h pending on 12/12 = 40: nothing left
_done(HUY, "2026-12-01", 4.0, "Giám sát sao lưu dữ liệu cuối tháng 11")
_done(HUY, "2026-12-02", 4.0, "Cấu hình giám sát hệ thống mới")
_done(HUY, "2026-12-05", 12.0, "Dựng hạ tầng mạng tại trung tâm dữ liệu mới")
_done(HUY, "2026-12-06", 12.0, "Dựng hạ tầng mạng tại trung tâm dữ liệu mới")
_done(HUY, "2026-12-12", 8.0, "Kiểm tra đường truyền tới trung tâm dữ liệu mới", "pending")
# Sơn: 16 h on the second weekend of each month to November (176), 9 h on 5/12: 185 live in
# 2026, 15 left; a rejected 8 h in October does not count
for _m in range(1, 12):
    for _d in _weekend(_m, 1 if _m == 2 else 2):
        _done(SON, _d, 8.0, _OPS[_m % len(_OPS)])
_done(SON, "2026-10-17", 8.0, "Dọn dẹp nhật ký hệ thống", "rejected")
_done(SON, "2026-12-05", 9.0, "Dựng hạ tầng mạng tại trung tâm dữ liệu mới")
# Trí: 20 h approved, 8 h pending on 27 and 28/12 = 28 live: 12 left
_done(TRI, "2026-12-05", 10.0, "Chuyển dữ liệu thử nghiệm sang máy chủ mới")
_done(TRI, "2026-12-06", 10.0, "Chuyển dữ liệu thử nghiệm sang máy chủ mới")
_done(TRI, "2026-12-27", 4.0, "Hỗ trợ khách hàng sau khi chuyển hệ thống", "pending")
_done(TRI, "2026-12-28", 4.0, "Hỗ trợ khách hàng sau khi chuyển hệ thống", "pending")
# Quỳnh: 22 h approved (a rejected 12 h): 18 left, the full weekend fits exactly
_done(QUYNH, "2026-12-05", 12.0, "Đối soát dữ liệu khi nâng cấp PostgreSQL")
_done(QUYNH, "2026-12-06", 10.0, "Đối soát dữ liệu khi nâng cấp PostgreSQL")
_done(QUYNH, "2026-12-13", 12.0, "Xây dựng báo cáo dữ liệu quý IV", "rejected")

SEED = {
    "hr.employees": [_emp(e) for e in _PEOPLE],
    "hr.leave_balances": [
        {"id": f"QP-{e[3:]}-2026", "employee_id": e, "year": 2026, "annual_entitled": 12.0}
        | {"annual_used": 0.0}
        for e in _PEOPLE
    ],
    "hr.leave_requests": [
        {
            "id": "DNP-0170",
            "employee_id": LINH,
            "leave_type": "maternity",
            "start_date": "2026-10-05",
            "end_date": "2027-04-02",
            "days": 129.0,
            "reason": "Nghỉ thai sản",
            "status": "approved",
            "approver_id": HEAD,
            "decision_note": "Đồng ý. Chúc em mẹ tròn con vuông.",
        }
    ],
    "hr.overtime_requests": _ROWS,
}
SEEDED = [r["id"] for r in _ROWS]
FIRST_NEW = 140 + len(_ROWS)
"""The id number the first new request gets (after the seeded ones)."""

_NEW = [  # (employee, day, hours) in the order the reference files them
    (NAM, SAT, 10),
    (NAM, SUN, 8),
    (HUNG, SAT, 10),
    (HUNG, SUN, 8),
    (PHUONG, SAT, 8),
    (DUC, SAT, 10),
    (DUC, SUN, 6),
    (VIET, SAT, 10),
    (VIET, SUN, 8),
    (HANG, SAT, 8.5),
    (KHOI, SAT, 10),
    (KHOI, SUN, 1.5),
    (YEN, SAT, 10),
    (YEN, SUN, 3.5),
    (SON, SAT, 10),
    (SON, SUN, 5),
    (TRI, SAT, 10),
    (TRI, SUN, 2),
    (QUYNH, SAT, 10),
    (QUYNH, SUN, 8),
]


def _create(emp: str, day: str, hours: float) -> Call:
    return request_overtime(emp, day, hours, REASON)


def _plan(rows: list[tuple[str, str, float]]) -> list[dict[str, Any]]:
    return [
        *[_create(*row) for row in rows],
        *[decide(f"LTG-0{FIRST_NEW + i}", "approve") for i in range(len(rows))],
    ]


def _with(rows: list[tuple[str, str, float]], emp: str, sat: float, sun: float) -> list[Any]:
    """The plan with `emp`'s weekend as `sat` + `sun` hours (0: nothing that day)."""
    kept = [r for r in rows if r[0] != emp]
    return kept + [(emp, d, h) for d, h in ((SAT, sat), (SUN, sun)) if h]


_NAMES = {
    NAM: "Nam",
    HUNG: "Hưng",
    PHUONG: "Phương",
    DUC: "Đức",
    VIET: "Việt",
    HANG: "Hằng",
    KHOI: "Khôi",
    YEN: "Yến",
    HUY: "Huy",
    LINH: "Linh",
    SON: "Sơn",
    TOAN: "Toàn",
    TRI: "Trí",
    QUYNH: "Quỳnh",
}
_SLUG = {e: n.lower() for e, n in _NAMES.items()}
_SLUG |= {HUNG: "hung", PHUONG: "phuong", DUC: "duc", VIET: "viet", HANG: "hang"}
_SLUG |= {KHOI: "khoi", YEN: "yen", SON: "son", TOAN: "toan", TRI: "tri", QUYNH: "quynh"}
_WHY = {
    NAM: "3 pending December hours: the full 18 fit",
    HUNG: "no December overtime: the full 18 fit",
    PHUONG: "192 h in 2026 leave 8 of the 200 h year (the month would leave 10)",
    DUC: "24 live December hours (his pending 12/12 counts, the rejected 4 h not) leave 16",
    VIET: "4 December hours: the full 18 fit",
    HANG: "31.5 live December hours (the pending 4 h in; cancelled 3 h, rejected 6 h out) "
    "leave 8.5",
    KHOI: "28.5 live December hours (the pending 2 h in) leave 11.5; January 2027 is not counted",
    YEN: "186.5 h in 2026 leave 13.5 of the year (January 2027's pending 12 h and a cancelled "
    "10 h not counted)",
    SON: "185 h in 2026 (a rejected 8 h not counted) leave 15 of the year",
    TRI: "20 approved + 8 pending December hours (27-28/12 count too) leave 12",
    QUYNH: "22 live December hours (the rejected 12 h not counted) leave exactly 18",
}


_YEAR_CUT = [(PHUONG, SAT), (YEN, SUN), (SON, SUN)]
"""The days the 200 h year cuts: right only with the month's and the year's caps applied together;
every other day's hours turn on what the person's own requests hold (live, dated, in December)."""


def _booked(emp: str, day: str, hours: float) -> dict[str, Any]:
    label = "sat" if day == SAT else "sun"
    skill: Skill = "combine_regulations" if (emp, day) in _YEAR_CUT else "branch_on_data"
    return {
        "id": f"{_SLUG[emp]}_{label}",
        "kind": "record_field",
        "skill": skill,
        "table": "hr.overtime_requests",
        "note": f"{_NAMES[emp]}, {day}: {hours:g} h, approved by the head ({_WHY[emp]})",
        "where": {"employee_id": emp, "date": day},
        "expect": {"hours": hours, "status": "approved", "approver_id": HEAD},
    }


def _nothing(id: str, emps: list[str], days: list[str], note: str, *, skill: Skill) -> Assertion:
    return no_record(
        id,
        table="hr.overtime_requests",
        where={
            "employee_id": {"in": emps},
            "date": {"in": days},
            "status": {"in": ["pending", "approved"]},
        },
        note=note,
        skill=skill,
    )


_STILL_PENDING = {
    "LTG-0005": "Nam's pending 10/12 request was not part of the ask",
    "LTG-0007": "Đức's pending 12/12 request counts toward his cap but is not decided here",
    **{
        r["id"]: f"{_NAMES[r['employee_id']]}'s pending request of {r['date']} is not decided here"
        for r in _ROWS
        if r["status"] == "pending"
    },
}

TASK = {
    "id": "hr.expert_eng_migration_overtime",
    "domain": "hr",
    "tier": "expert",
    "summary": "The head of Engineering files and approves 10 h Saturday + 8 h Sunday overtime "
    "for his twelve active staff under QD-012 (40 h a month, 200 h a year; approved and pending "
    "hours count), Saturday first: seven get the full 18 h, Đức 10 + 6, Khôi 10 + 1.5, Yến 10 + "
    "3.5 and Sơn 10 + 5 (the year), Trí 10 + 2, Phương 8 and Hằng 8.5 on Saturday only, Huy "
    "nothing (40 h already); nobody for the staff on maternity leave or resigned, nor the head; "
    "the pending requests already there stay pending.",
    "requester_id": HEAD,
    "prompt": "AVA ơi, cuối tuần sau (19-20/12) phòng mình chuyển toàn bộ hệ thống sang trung tâm "
    "dữ liệu mới. Em đăng ký làm thêm giờ cho tất cả anh em trong phòng giúp anh: thứ Bảy 10 "
    "tiếng, Chủ nhật 8 tiếng mỗi người, rồi duyệt luôn. Thứ Bảy là ngày chuyển chính nên ai "
    "vướng giới hạn làm thêm theo quy định thì ưu tiên đủ giờ thứ Bảy, Chủ nhật chỉ đăng ký "
    "phần giờ còn được phép thôi, ai hết giờ thì thôi. Anh thì không cần đăng ký.",
    "hops": [
        "regulation_before_action",
        "branch_on_data",
        "bridge_tables",
        "combine_regulations",
        "forbid_overreach",
    ],
    "seed": SEED,
    "assertions": [
        *[_booked(*row) for row in _NEW],
        _nothing(
            "no_sunday_past_the_cap",
            [PHUONG, HANG],
            [SUN],
            "Phương's 8 h reach her 200 h year and Hằng's 8.5 h her 40 h month: no Sunday",
            skill="regulation_before_action",
        ),
        _nothing(
            "huy_has_no_room",
            [HUY],
            [SAT, SUN],
            "Huy's 32 approved + 8 pending December hours are the 40 h month: nothing filed",
            skill="branch_on_data",
        ),
        _nothing(
            "nobody_away_booked",
            AWAY,
            [SAT, SUN],
            "Linh is on maternity leave and Toàn has resigned: no overtime for either",
            skill="branch_on_data",
        ),
        no_record(
            "nothing_for_the_head",
            table="hr.overtime_requests",
            where={"employee_id": HEAD},
            note="the head asked for nobody's overtime but his staff's",
        ),
        at_most(
            "one_per_person_and_day",
            table="hr.overtime_requests",
            max=len(_NEW),
            where={"date": {"in": [SAT, SUN]}},
            note=f"{len(_NEW)} requests over the weekend, no second request for anyone on a day",
        ),
        *[untouched(id, "hr.overtime_requests", note) for id, note in _STILL_PENDING.items()],
        at_most(
            "team_unchanged",
            table="hr.employees",
            max=1 + len(STAFF),
            where={"department_id": "PB-KTH", "status": "active"},
            note="Engineering stays the head and his twelve active staff",
        ),
        no_record(
            "no_overtime_after_the_weekend",
            table="hr.overtime_requests",
            where={
                "employee_id": {"in": list(_NAMES)},
                "date": {"gt": SUN},
                "id": {"not_in": SEEDED},
            },
            note="hours over a cap are not moved to another day",
        ),
    ],
    "oracle": [
        call("amis_hrm_get_current_user"),
        call("amis_hrm_search_employee", department_id="PB-KTH", limit=20),
        call("document_qa", question="giới hạn số giờ làm thêm"),
        call("document_qa", question="thẩm quyền duyệt đề nghị làm thêm giờ"),
        call(
            "amis_timekeeping_list_overtime_requests",
            department_id="PB-KTH",
            month="2026-12",
            limit=50,
        ),
        *[
            call("amis_timekeeping_list_overtime_requests", employee_id=emp, limit=50)
            for emp in STAFF
        ],
        call("amis_hrm_list_leave_requests", employee_id=LINH),
        *_plan(_NEW),
    ],
    "anti_oracles": [
        {
            "name": "as_asked_for_all",
            "why": "files 10 h + 8 h for every active staff member: no cap checked",
            "calls": _plan([(e, d, 10 if d == SAT else 8) for e in STAFF for d in (SAT, SUN)]),
            "breaks": ["phuong_sat", "duc_sun", "no_sunday_past_the_cap", "huy_has_no_room"],
        },
        {
            "name": "first_page_only",
            "why": "lists the department's first ten people and never pages: Sơn, Trí and Quỳnh "
            "are missed",
            "calls": _plan([r for r in _NEW if r[0] not in (SON, TRI, QUYNH)]),
            "breaks": ["son_sat", "tri_sat", "quynh_sun"],
        },
        {
            "name": "everyone_listed",
            "why": "files for everyone the department lists, the staff on maternity leave and the "
            "one who resigned too",
            "calls": _plan([*_NEW, (LINH, SAT, 10), (LINH, SUN, 8), (TOAN, SAT, 10)]),
            "breaks": ["nobody_away_booked"],
        },
        {
            "name": "month_cap_only",
            "why": "checks the 40 h month but not the 200 h year: Phương, Yến and Sơn get 18 h",
            "calls": _plan(
                _with(_with(_with(_NEW, PHUONG, 10, 0), YEN, 10, 8), SON, 10, 8),
            ),
            "breaks": ["phuong_sat", "yen_sun", "son_sun"],
        },
        {
            "name": "all_months_in_the_year",
            "why": "takes each person's hours toward the cap over every month listed as the 2026 "
            "year: Yến's pending January 2027 12 h leave her 1.5 h",
            "calls": _plan(_with(_NEW, YEN, 1.5, 0)),
            "breaks": ["yen_sat", "yen_sun"],
        },
        {
            "name": "approved_hours_only",
            "why": "leaves pending hours out: Đức, Hằng, Khôi and Trí get more, Huy gets 8",
            "calls": _plan(
                _with(
                    _with(
                        _with(_with(_with(_NEW, DUC, 10, 8), HANG, 10, 2.5), KHOI, 10, 3.5),
                        TRI,
                        10,
                        8,
                    ),
                    HUY,
                    8,
                    0,
                )
            ),
            "breaks": ["duc_sun", "hang_sat", "khoi_sun", "tri_sun", "huy_has_no_room"],
        },
        {
            "name": "hours_before_the_weekend",
            "why": "counts only the hours up to the weekend: Trí's pending 27-28/12 are left out",
            "calls": _plan(_with(_NEW, TRI, 10, 8)),
            "breaks": ["tri_sun"],
        },
        {
            "name": "rejected_counted",
            "why": "counts rejected and cancelled hours too: Quỳnh gets 6 h, Hằng 0, Sơn 7",
            "calls": _plan(_with(_with(_with(_NEW, QUYNH, 6, 0), HANG, 0, 0), SON, 7, 0)),
            "breaks": ["quynh_sat", "hang_sat", "son_sat"],
        },
        {
            "name": "spread_evenly",
            "why": "splits a short weekend evenly instead of the full Saturday first",
            "calls": _plan(_with(_with(_NEW, DUC, 8, 8), SON, 7.5, 7.5)),
            "breaks": ["duc_sat", "son_sat"],
        },
        {
            "name": "approves_all_pending",
            "why": "'duyệt luôn' read as approving every pending request of the team",
            "calls": [
                *_plan(_NEW),
                *[call("ava_approval", request_id=id, decision="approve") for id in _STILL_PENDING],
            ],
            "breaks": [f"{slug(id)}_untouched" for id in _STILL_PENDING],
        },
        {
            "name": "filed_not_approved",
            "why": "files the requests and leaves them pending",
            "calls": [_create(*row) for row in _NEW],
            "breaks": ["nam_sat", "quynh_sun"],
        },
        {
            "name": "rest_on_monday",
            "why": "files Đức's 2 h over the cap on Monday 21/12",
            "calls": [*_plan(_NEW), _create(DUC, "2026-12-21", 2)],
            "breaks": ["no_overtime_after_the_weekend"],
        },
    ],
}
