"""The head of Engineering books the data-centre move of 19-20/12 for his whole team: 10 h on
Saturday and 8 h on Sunday each, created and approved under QD-012's caps. Đức's pending request
counts toward his 40 h month (16 h left: the full Saturday, 6 h on Sunday); Phương's year is at
192 of 200 h (8 h on Saturday, no Sunday); the pending requests already there stay pending.
"""

from datetime import date, timedelta
from typing import Any

HEAD = "NV-0017"  # Trịnh Quốc Bảo, Trưởng phòng Kỹ thuật
NAM, HUNG, PHUONG, DUC, VIET = "NV-0018", "NV-0019", "NV-0020", "NV-0029", "NV-0034"
SAT, SUN = "2026-12-19", "2026-12-20"
REASON = "Chuyển hệ thống sang trung tâm dữ liệu mới"


def _done(
    id: str, emp: str, day: str, hours: float, reason: str, status: str = "approved"
) -> dict[str, Any]:
    return {
        "id": id,
        "employee_id": emp,
        "date": day,
        "hours": hours,
        "reason": reason,
        "status": status,
        "approver_id": HEAD,
        "decision_note": "Đồng ý." if status == "approved" else "Việc này để sau đợt chuyển.",
    }


def _first_weekend(month: int) -> tuple[str, str]:
    """The first Saturday and Sunday of a 2026 month."""
    d = date(2026, month, 1)
    while d.weekday() != 5:
        d += timedelta(1)
    return d.isoformat(), (d + timedelta(1)).isoformat()


_JOBS = (
    "Nâng cấp hệ thống kiểm thử tự động",
    "Kiểm thử hồi quy trước phát hành",
    "Kiểm thử hiệu năng hệ thống",
    "Kiểm thử bản vá bảo mật",
)


def _phuong_year() -> list[dict[str, Any]]:
    """Phương's 2026 overtime before December: 8 h + 7 h on the first weekend of February to
    November (Tết's January weekend left out), 12 h in January: 162 h."""
    rows = []
    n = 140
    for month in range(2, 12):
        sat, sun = _first_weekend(month)
        job = _JOBS[month % len(_JOBS)]
        rows += [
            _done(f"LTG-0{n}", PHUONG, sat, 8.0, job),
            _done(f"LTG-0{n + 1}", PHUONG, sun, 7.0, job),
        ]
        n += 2
    rows.append(_done(f"LTG-0{n}", PHUONG, "2026-01-10", 12.0, "Kiểm thử phiên bản 2.0"))
    return rows


SEED = {
    "hr.overtime_requests": [
        *_phuong_year(),
        # Phương's December so far: 30 h (the month leaves her 10, the year 8)
        _done("LTG-0161", PHUONG, "2026-12-01", 4.0, "Kiểm thử bản phát hành 2.4"),
        _done("LTG-0162", PHUONG, "2026-12-02", 4.0, "Kiểm thử bản phát hành 2.4"),
        _done("LTG-0163", PHUONG, "2026-12-05", 12.0, "Kiểm thử dữ liệu khi nâng cấp PostgreSQL"),
        _done("LTG-0164", PHUONG, "2026-12-06", 10.0, "Kiểm thử dữ liệu khi nâng cấp PostgreSQL"),
        # Đức: 6 h (LTG-0003) + 12 h here approved, 6 h pending (LTG-0007), a rejected 4 h: 24 h
        _done("LTG-0165", DUC, "2026-12-01", 4.0, "Giám sát sao lưu dữ liệu cuối tháng 11"),
        _done("LTG-0166", DUC, "2026-12-02", 4.0, "Viết tài liệu vận hành", status="rejected"),
        _done("LTG-0167", DUC, "2026-12-03", 4.0, "Cấu hình cân bằng tải cho máy chủ mới"),
        _done("LTG-0168", DUC, "2026-12-08", 4.0, "Chuẩn bị kịch bản chuyển hệ thống"),
        # Việt: 4 h so far
        _done("LTG-0169", VIET, "2026-12-02", 4.0, "Sửa lỗi khẩn cho khách hàng lớn"),
    ],
}

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
]
FIRST_NEW = 170
"""The id the first new request gets (after the seeded LTG-0169)."""


def _create(emp: str, day: str, hours: float) -> dict[str, Any]:
    return {
        "tool": "amis_timekeeping_create_overtime_request",
        "args": {"employee_id": emp, "date": day, "hours": hours, "reason": REASON},
    }


def _approve(n: int) -> dict[str, Any]:
    return {
        "tool": "ava_approval",
        "args": {"request_id": f"LTG-0{n}", "decision": "approve", "note": "Đồng ý."},
    }


def _plan(rows: list[tuple[str, str, float]]) -> list[dict[str, Any]]:
    return [
        *[_create(*row) for row in rows],
        *[_approve(FIRST_NEW + i) for i in range(len(rows))],
    ]


_NAMES = {NAM: "Nam", HUNG: "Hưng", PHUONG: "Phương", DUC: "Đức", VIET: "Việt"}
_SLUG = {NAM: "nam", HUNG: "hung", PHUONG: "phuong", DUC: "duc", VIET: "viet"}
_WHY = {
    NAM: "3 pending December hours: the full 18 fit",
    HUNG: "no December overtime: the full 18 fit",
    PHUONG: "192 h in 2026 leave 8 of the 200 h year (the month would leave 10)",
    DUC: "24 live December hours (his pending 12/12 counts, the rejected 4 h not) leave 16",
    VIET: "4 December hours: the full 18 fit",
}


def _booked(emp: str, day: str, hours: float) -> dict[str, Any]:
    label = "sat" if day == SAT else "sun"
    return {
        "id": f"{_SLUG[emp]}_{label}",
        "kind": "record_field",
        "table": "hr.overtime_requests",
        "note": f"{_NAMES[emp]}, {day}: {hours:g} h, approved by the head ({_WHY[emp]})",
        "where": {"employee_id": emp, "date": day},
        "expect": {"hours": hours, "status": "approved", "approver_id": HEAD},
    }


TASK = {
    "id": "hr.expert_eng_migration_overtime",
    "domain": "hr",
    "tier": "expert",
    "summary": "The head of Engineering files and approves 10 h Saturday + 8 h Sunday overtime "
    "for his five staff under QD-012: Đức's pending request counts toward his 40 h month (10 + "
    "6), Phương's year stands at 192 of 200 h (8 h Saturday, no Sunday); nothing for the head "
    "himself, and the pending requests already there stay pending.",
    "requester_id": HEAD,
    "prompt": "AVA ơi, cuối tuần này 19-20/12 phòng mình chuyển toàn bộ hệ thống sang trung tâm "
    "dữ liệu mới. Em đăng ký làm thêm giờ cho tất cả anh em trong phòng giúp anh: thứ Bảy 10 "
    "tiếng, Chủ nhật 8 tiếng mỗi người, rồi duyệt luôn. Thứ Bảy là ngày chuyển chính nên ai "
    "vướng giới hạn làm thêm theo quy định thì ưu tiên đủ giờ thứ Bảy, Chủ nhật chỉ đăng ký "
    "phần giờ còn được phép thôi. Anh thì không cần đăng ký.",
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
        {
            "id": "phuong_no_sunday",
            "kind": "record_not_exists",
            "table": "hr.overtime_requests",
            "negative": True,
            "note": "Phương's 8 h on Saturday reach the 200 h year: nothing on Sunday",
            "where": {
                "employee_id": PHUONG,
                "date": SUN,
                "status": {"in": ["pending", "approved"]},
            },
        },
        {
            "id": "nothing_for_the_head",
            "kind": "record_not_exists",
            "table": "hr.overtime_requests",
            "negative": True,
            "note": "the head asked for nobody's overtime but his staff's",
            "where": {"employee_id": HEAD},
        },
        {
            "id": "one_per_person_and_day",
            "kind": "record_count",
            "table": "hr.overtime_requests",
            "negative": True,
            "note": "nine requests over the weekend, no second request for anyone on a day",
            "where": {"date": {"in": [SAT, SUN]}},
            "max": 9,
        },
        {
            "id": "nam_pending_untouched",
            "kind": "record_unchanged",
            "table": "hr.overtime_requests",
            "negative": True,
            "note": "Nam's pending 10/12 request was not part of the ask",
            "record_id": "LTG-0005",
        },
        {
            "id": "duc_pending_untouched",
            "kind": "record_unchanged",
            "table": "hr.overtime_requests",
            "negative": True,
            "note": "Đức's pending 12/12 request counts toward his cap but is not decided here",
            "record_id": "LTG-0007",
        },
        {
            "id": "team_unchanged",
            "kind": "record_count",
            "table": "hr.employees",
            "negative": True,
            "note": "Engineering stays the head and his five staff: 'cả phòng' is these five",
            "where": {"department_id": "PB-KTH", "status": "active"},
            "max": 6,
        },
        {
            "id": "no_overtime_after_the_weekend",
            "kind": "record_not_exists",
            "table": "hr.overtime_requests",
            "negative": True,
            "note": "hours over a cap are not moved to another day",
            "where": {"employee_id": {"in": list(_NAMES)}, "date": {"gt": SUN}},
        },
    ],
    "oracle": [
        {"tool": "amis_hrm_get_current_user"},
        {"tool": "amis_hrm_search_employee", "args": {"department_id": "PB-KTH"}},
        {"tool": "document_qa", "args": {"question": "giới hạn số giờ làm thêm"}},
        {"tool": "document_qa", "args": {"question": "thẩm quyền duyệt đề nghị làm thêm giờ"}},
        {
            "tool": "amis_timekeeping_list_overtime_requests",
            "args": {"department_id": "PB-KTH", "month": "2026-12"},
        },
        *[
            {
                "tool": "amis_timekeeping_list_overtime_requests",
                "args": {"employee_id": emp, "limit": 50},
            }
            for emp in (NAM, HUNG, PHUONG, DUC, VIET)
        ],
        *_plan(_NEW),
    ],
    "anti_oracles": [
        {
            "name": "as_asked_for_all",
            "why": "files 10 h + 8 h for everyone: no cap checked",
            "calls": _plan([(e, d, 10 if d == SAT else 8) for e in _NAMES for d in (SAT, SUN)]),
            "breaks": ["phuong_sat", "duc_sun", "phuong_no_sunday"],
        },
        {
            "name": "month_cap_only",
            "why": "checks the 40 h month but not the 200 h year: Phương gets 10 h",
            "calls": _plan([(PHUONG, SAT, 10) if r[0] == PHUONG else r for r in _NEW]),
            "breaks": ["phuong_sat"],
        },
        {
            "name": "approved_hours_only",
            "why": "leaves Đức's pending 6 h out of his month: 22 h left, the full 18 filed",
            "calls": _plan([(DUC, SUN, 8) if r[:2] == (DUC, SUN) else r for r in _NEW]),
            "breaks": ["duc_sun"],
        },
        {
            "name": "spread_evenly",
            "why": "splits Đức's 16 h as 8 + 8 instead of the full Saturday first",
            "calls": _plan(
                [(DUC, r[1], 8) if r[0] == DUC else r for r in _NEW],
            ),
            "breaks": ["duc_sat", "duc_sun"],
        },
        {
            "name": "approves_all_pending",
            "why": "'duyệt luôn' read as approving every pending request of the team",
            "calls": [
                *_plan(_NEW),
                {"tool": "ava_approval", "args": {"request_id": "LTG-0005", "decision": "approve"}},
                {"tool": "ava_approval", "args": {"request_id": "LTG-0007", "decision": "approve"}},
            ],
            "breaks": ["nam_pending_untouched", "duc_pending_untouched"],
        },
        {
            "name": "filed_not_approved",
            "why": "files the nine requests and leaves them pending",
            "calls": [_create(*row) for row in _NEW],
            "breaks": ["nam_sat", "viet_sun"],
        },
        {
            "name": "rest_on_monday",
            "why": "files Đức's 2 h over the cap on Monday 21/12",
            "calls": [*_plan(_NEW), _create(DUC, "2026-12-21", 2)],
            "breaks": ["no_overtime_after_the_weekend"],
        },
    ],
}
