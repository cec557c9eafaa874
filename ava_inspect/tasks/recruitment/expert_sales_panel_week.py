"""The recruiter has AVA schedule the sales opening's panel round for 14-18/12: nine applicants
who passed the phone round, in the order of his mail to the hiring manager, each into the
earliest of the four daily slots that fits the candidate's stated availability, both panel
members' calendars and leave (the manager away on 15/12, on approved leave on 18/12, at a
workshop on the morning of 17/12; the recruiter at a job fair on the afternoon of 16/12) and a
free 6-seat room; the manager's reply moves one candidate to afternoons only, which reshuffles
the later ones. Eight are booked (room, interview, invitation copied to the panel, stage), the
ninth fits nowhere and is left alone; the applicant who failed the phone round is not touched.
"""

from typing import Any

from ava_inspect.schema.skills import Skill
from ava_inspect.tasks.builders.calls import Call, Record, call
from ava_inspect.tasks.builders.mail import write_mail
from ava_inspect.tasks.builders.negatives import at_most, not_mailed, unchanged
from ava_inspect.tasks.builders.recruitment import (
    candidate_record,
    interview_record,
    schedule_interview,
    set_stage,
)
from ava_inspect.tasks.builders.rooms import book_room
from ava_inspect.tasks.builders.text import vn_date

JOB = "VT-0006"
TITLE = "Nhân viên kinh doanh giải pháp phần mềm"
RECRUITER, MANAGER = "NV-0016", "NV-0007"  # Bùi Văn Toàn; Hoàng Minh Tuấn
RECRUITER_MAIL, MANAGER_MAIL = "toanbv@saoviet.vn", "tuanhm@saoviet.vn"
WEEK = [f"2026-12-{d}" for d in range(14, 19)]
SIX_SEATS = ["PH-02", "PH-07"]
ROOM_NAME = {
    "PH-02": "Phòng Cúc, tầng 3",
    "PH-07": "Phòng Trúc, tầng 5",
    "PH-03": "Phòng Lan, tầng 4",
}
SLOT_END = {"09:00": "10:00", "10:30": "11:30", "14:00": "15:00", "15:30": "16:30"}

# id: name, email, phone, availability as written in the recruiter's mail
APPLICANTS: dict[str, tuple[str, str, str, str]] = {
    "UV-0063": ("Phan Đức Anh", "ducanh.phan.sales@gmail.com", "0986 302 714", "chỉ sắp xếp được buổi chiều"),
    "UV-0064": ("Nguyễn Thị Mỹ Duyên", "myduyen.nguyen@gmail.com", "0915 647 208", "ngày giờ nào cũng được"),
    "UV-0065": ("Hồ Quang Trung", "trung.hoquang@outlook.com", "0978 215 463", "đang đi công tác đến hết thứ Ba 15/12, từ thứ Tư 16/12 mới phỏng vấn được"),
    "UV-0066": ("Đàm Thu Thảo", "thuthao.dam@gmail.com", "0369 508 127", "ngày giờ nào cũng được"),
    "UV-0067": ("Lưu Minh Hiếu", "hieu.luuminh@gmail.com", "0947 182 635", "chỉ sắp xếp được buổi chiều"),
    "UV-0068": ("Tống Thị Kim Ngân", "kimngan.tong@gmail.com", "0932 714 580", "không đến được thứ Hai"),
    "UV-0069": ("Văn Đức Thịnh", "thinh.vanduc@gmail.com", "0984 360 259", "chỉ sắp xếp được buổi sáng"),
    "UV-0070": ("Nghiêm Thị Hằng", "hang.nghiemthi@yahoo.com", "0916 273 048", "ngày giờ nào cũng được"),
    "UV-0071": ("Lã Văn Phúc", "phuc.lavan@gmail.com", "0358 947 612", "chỉ được chiều thứ Hai hoặc chiều thứ Ba"),
}  # fmt: skip
FAILED = ("UV-0072", "Thái Thị Loan", "loan.thaithi@gmail.com", "0977 430 186")
UNPLACED = "UV-0071"
# candidate: (date, start, rooms that are right: the 6-seat rooms free then)
PLAN: dict[str, tuple[str, str, list[str]]] = {
    "UV-0063": ("2026-12-14", "14:00", ["PH-07"]),  # PH-02: Bùi Khánh Linh's panel
    "UV-0064": ("2026-12-14", "09:00", ["PH-02"]),  # PH-07: Kỹ thuật's giao ban till 10:00
    "UV-0065": ("2026-12-16", "09:00", SIX_SEATS),
    "UV-0066": ("2026-12-14", "15:30", SIX_SEATS),  # afternoons only, per the manager's reply
    "UV-0067": ("2026-12-17", "14:00", ["PH-07"]),  # PH-02: Marketing budget 14:00-16:00
    "UV-0068": ("2026-12-16", "10:30", SIX_SEATS),
    "UV-0069": ("2026-12-14", "10:30", SIX_SEATS),
    "UV-0070": ("2026-12-17", "15:30", ["PH-07"]),
}
KEY = {
    "UV-0063": "duc_anh",
    "UV-0064": "duyen",
    "UV-0065": "trung",
    "UV-0066": "thao",
    "UV-0067": "hieu",
    "UV-0068": "ngan",
    "UV-0069": "thinh",
    "UV-0070": "hang",
}
SLOT_SKILL: dict[str, Skill] = {
    "UV-0063": "branch_on_data",  # the room bookings decide the room
    "UV-0064": "branch_on_data",
    "UV-0065": "regulation_before_action",  # the smallest free room, not the 8-seat Lan
    "UV-0066": "combine_regulations",  # the manager's reply on top of the first mail
    "UV-0067": "combine_regulations",  # reshuffled by Thảo's afternoons-only
    "UV-0068": "branch_on_data",
    "UV-0069": "combine_regulations",
    "UV-0070": "combine_regulations",
}
"""What placing each one's interview takes (the anti-oracles that break it)."""


def _cv(name: str, years: str, field: str) -> str:
    return (
        f"{name.upper()} — Nhân viên kinh doanh\nKinh nghiệm: {years} kinh doanh B2B {field}\n"
        "Kỹ năng: tư vấn, đàm phán, thuyết trình; có xe máy, sẵn sàng đi gặp khách hàng ở các "
        "tỉnh lân cận Hà Nội"
    )


_FIELDS = {
    "UV-0063": ("2 năm", "phần mềm quản lý bán hàng"),
    "UV-0064": ("3 năm", "thiết bị văn phòng"),
    "UV-0065": ("4 năm", "giải pháp ERP"),
    "UV-0066": ("1 năm 6 tháng", "hóa đơn điện tử"),
    "UV-0067": ("2 năm", "phần mềm kế toán"),
    "UV-0068": ("1 năm 3 tháng", "dịch vụ chữ ký số"),
    "UV-0069": ("3 năm", "thiết bị mạng cho doanh nghiệp"),
    "UV-0070": ("2 năm 4 tháng", "phần mềm nhân sự"),
    "UV-0071": ("1 năm 8 tháng", "dịch vụ hosting"),
    "UV-0072": ("1 năm", "phần mềm quản lý trường học"),
}


def _candidate(cid: str, name: str, email: str, phone: str) -> Record:
    years, field = _FIELDS[cid]
    return candidate_record(
        cid, name, email, phone, JOB, "screening", "TopCV", _cv(name, years, field)
    )


_PHONE_SLOTS = [
    ("2026-12-07", "08:30"), ("2026-12-07", "09:00"), ("2026-12-07", "10:00"),
    ("2026-12-07", "10:30"), ("2026-12-07", "15:00"), ("2026-12-08", "08:30"),
    ("2026-12-08", "09:00"), ("2026-12-08", "10:00"), ("2026-12-08", "10:30"),
    ("2026-12-08", "14:00"),
]  # fmt: skip


def _phone_round(n: int, cid: str) -> Record:
    day, start = _PHONE_SLOTS[n]
    h, m = start.split(":")
    end = f"{h}:30" if m == "00" else f"{int(h) + 1:02d}:00"
    return interview_record(
        f"PV-03{n + 1:02d}", cid, JOB, day, start, end, None, [RECRUITER], "phone"
    )


ROUND_ONE = (
    "Chào anh Tuấn,\n\nEm báo anh kết quả phỏng vấn vòng 1 (qua điện thoại) vị trí Nhân viên "
    "kinh doanh giải pháp phần mềm tuần này. Các bạn đạt, em xếp theo thứ tự ưu tiên:\n"
    + "\n".join(
        f"{i}. {name} — {avail}" for i, (name, _, _, avail) in enumerate(APPLICANTS.values(), 1)
    )
    + f"\n\nKhông đạt: {FAILED[1]} (chưa đáp ứng yêu cầu kinh nghiệm B2B, chủ yếu bán lẻ)."
    "\n\nTuần sau 14-18/12 em sẽ xếp lịch phỏng vấn hội đồng cho các bạn đạt, anh xem giúp em "
    "lịch của anh nhé.\n\nEm Toàn"
)
MANAGER_REPLY = (
    "Toàn ơi,\n\nAnh xem rồi. Em lưu ý giúp anh: thứ Ba 15/12 anh đi gặp khách hàng ở Bắc Ninh "
    "cả ngày, thứ Sáu 18/12 anh nghỉ phép (đơn đã duyệt), sáng thứ Năm 17/12 anh dự hội thảo "
    "Chuyển đổi số. Ngoài ra bạn Đàm Thu Thảo vừa gọi cho anh xin chỉ phỏng vấn buổi chiều vì "
    "buổi sáng bạn ấy chưa xin nghỉ ở công ty cũ được. Các bạn khác giữ nguyên như thư em.\n\n"
    "Anh Tuấn"
)

SEED: dict[str, list[dict[str, Any]]] = {
    "recruitment.candidates": [
        *[_candidate(c, n, e, p) for c, (n, e, p, _) in APPLICANTS.items()],
        _candidate(*FAILED),
    ],
    "recruitment.interviews": [_phone_round(n, c) for n, c in enumerate([*APPLICANTS, FAILED[0]])],
    "calendar.events": [
        {
            "id": "SK-0160",
            "title": "Gặp khách hàng tại Bắc Ninh (Công ty CP Thép Kinh Bắc, KCN Quế Võ)",
            "date": "2026-12-15",
            "start": "08:00",
            "end": "17:30",
            "organizer_id": MANAGER,
            "location": "Bắc Ninh",
        },
        {
            "id": "SK-0161",
            "title": "Ngày hội việc làm Đại học Thương mại",
            "date": "2026-12-16",
            "start": "13:30",
            "end": "17:00",
            "organizer_id": RECRUITER,
            "location": "Đại học Thương mại, phường Cầu Giấy, Hà Nội",
            "description": "Gian tuyển dụng của Sao Việt; Toàn trực cả buổi chiều.",
        },
    ],
    "hr.leave_requests": [
        {
            "id": "DNP-0171",
            "employee_id": MANAGER,
            "leave_type": "annual",
            "start_date": "2026-12-18",
            "end_date": "2026-12-18",
            "days": 1.0,
            "reason": "Việc gia đình",
            "status": "approved",
            "approver_id": "NV-0002",
            "decision_note": "Đồng ý.",
        }
    ],
    "hr.leave_balances": [
        {
            "id": "QP-0007-2026",
            "employee_id": MANAGER,
            "year": 2026,
            "annual_entitled": 13.0,
            "annual_used": 12.0,
        }
    ],
    "mail.messages": [
        {
            "id": "TH-0123",
            "folder": "sent",
            "sender": RECRUITER_MAIL,
            "to": [MANAGER_MAIL],
            "subject": "Kết quả phỏng vấn vòng 1 — Nhân viên kinh doanh giải pháp phần mềm",
            "body": ROUND_ONE,
            "sent_at": "2026-12-08T16:10",
            "read": True,
        },
        {
            "id": "TH-0124",
            "folder": "inbox",
            "sender": MANAGER_MAIL,
            "to": [RECRUITER_MAIL],
            "subject": "Re: Kết quả phỏng vấn vòng 1 — Nhân viên kinh doanh giải pháp phần mềm",
            "body": MANAGER_REPLY,
            "sent_at": "2026-12-09T08:40",
            "read": False,
            "in_reply_to": "TH-0123",
        },
    ],
}


def _book(cid: str, day: str, start: str, room: str) -> list[Call]:
    name = APPLICANTS[cid][0]
    end = SLOT_END[start]
    invite = (
        f"Chào {name},\n\nCảm ơn bạn đã quan tâm đến vị trí {TITLE} tại Công ty Cổ phần Công "
        "nghệ Sao Việt. Chúng tôi trân trọng mời bạn tham dự buổi phỏng vấn:\n"
        f"- Thời gian: {start}-{end} ngày {vn_date(day)}\n- Địa điểm: {ROOM_NAME[room]}, tòa nhà "
        "Sao Việt, 18 Duy Tân, phường Cầu Giấy, Hà Nội\n- Hội đồng phỏng vấn: anh Hoàng Minh "
        "Tuấn (Trưởng phòng Kinh doanh), anh Bùi Văn Toàn (Chuyên viên tuyển dụng)\n\nVui lòng "
        "phản hồi xác nhận tham dự.\n\nTrân trọng,\nBùi Văn Toàn"
    )
    return [
        book_room(
            room,
            date=day,
            start=start,
            end=end,
            title=f"Phỏng vấn hội đồng - {name} ({TITLE})",
            attendees=3,
        ),
        schedule_interview(
            cid,
            date=day,
            start=start,
            end=end,
            panel_ids=[MANAGER, RECRUITER],
            kind="panel",
            room_id=room,
        ),
        write_mail(
            APPLICANTS[cid][1],
            cc=[MANAGER_MAIL, RECRUITER_MAIL],
            subject=f"[Sao Việt] Thư mời phỏng vấn vị trí {TITLE}",
            body=invite,
        ),
        set_stage(cid, "interview"),
    ]


def _plan(plan: dict[str, tuple[str, str, list[str]]]) -> list[dict[str, Any]]:
    return [call for cid, (d, t, rooms) in plan.items() for call in _book(cid, d, t, rooms[0])]


_READS = [
    call("amis_hrm_get_current_user"),
    call("amismail_search_mail", query="vòng 1", folder="all"),
    call("amismail_read_mail", message_id="TH-0123"),
    call("amismail_read_mail", message_id="TH-0124"),
    call("document_qa", question="phỏng vấn hội đồng phòng họp"),
    call("document_qa", question="chọn phòng họp nhỏ nhất"),
    call("recruitment_get_job", job_id=JOB),
    call("recruitment_search_candidate", job_id=JOB, limit=50),
    call("calendar_list_events", employee_id=MANAGER, from_date=WEEK[0], to_date=WEEK[-1]),
    call("calendar_list_events", employee_id=RECRUITER, from_date=WEEK[0], to_date=WEEK[-1]),
    call("amis_hrm_list_leave_requests", employee_id=MANAGER, from_date=WEEK[0], to_date=WEEK[-1]),
    call(
        "amis_hrm_list_leave_requests", employee_id=RECRUITER, from_date=WEEK[0], to_date=WEEK[-1]
    ),
    call("meeting_room_search", min_seats=6),
    *[
        call("meeting_room_list_bookings", date=d)
        for d in ("2026-12-14", "2026-12-16", "2026-12-17")
    ],
    *[call("recruitment_list_interviews", date=d) for d in WEEK],
    call("amismail_get_template", template_id="MAU-02"),
]
_RIGHT = _plan(PLAN)

# Without the manager's reply Thảo takes 14/12 10:30, Hiếu 14/12 15:30, Thịnh fits nowhere
# (the free mornings are gone or the manager's) and Hằng takes 17/12 14:00.
_NO_REPLY_PLAN = {
    "UV-0063": PLAN["UV-0063"],
    "UV-0064": PLAN["UV-0064"],
    "UV-0065": PLAN["UV-0065"],
    "UV-0066": ("2026-12-14", "10:30", SIX_SEATS),
    "UV-0067": ("2026-12-14", "15:30", SIX_SEATS),
    "UV-0068": PLAN["UV-0068"],
    "UV-0070": ("2026-12-17", "14:00", ["PH-07"]),
}

ASSERTIONS: list[dict[str, Any]] = [
    *[
        {
            "id": f"{KEY[c]}_interview",
            "kind": "record_exists",
            "skill": SLOT_SKILL[c],
            "table": "recruitment.interviews",
            "note": f"{APPLICANTS[c][0]} ({APPLICANTS[c][3]}): panel {d[8:]}/12 {t}-"
            f"{SLOT_END[t]}, manager and recruiter, in {' or '.join(rooms)}",
            "where": {
                "candidate_id": c,
                "date": d,
                "start": t,
                "end": SLOT_END[t],
                "room_id": {"in": rooms},
                "panel_ids": {"contains": [MANAGER, RECRUITER]},
                "status": "scheduled",
            },
        }
        for c, (d, t, rooms) in PLAN.items()
    ],
    *[
        {
            "id": f"{KEY[c]}_room",
            "kind": "record_exists",
            "skill": "regulation_before_action",
            "table": "calendar.bookings",
            "note": f"a free 6-seat room is booked for {APPLICANTS[c][0]}'s slot (QD-003, QD-004)",
            "where": {
                "room_id": {"in": rooms},
                "date": d,
                "start": t,
                "end": SLOT_END[t],
                "status": "booked",
            },
        }
        for c, (d, t, rooms) in PLAN.items()
    ],
    *[
        {
            "id": f"{KEY[c]}_invite",
            "kind": "mail_sent",
            "skill": "regulation_before_action",
            "note": f"{APPLICANTS[c][0]} is invited for {d[8:]}/12 at {t}, the panel copied",
            "to": [APPLICANTS[c][1]],
            "cc": [MANAGER_MAIL],
            "body_contains": [d, t],
        }
        for c, (d, t, _) in PLAN.items()
    ],
    {
        "id": "eight_in_interview",
        "kind": "record_count",
        "skill": "regulation_before_action",
        "table": "recruitment.candidates",
        "note": "the eight scheduled move to 'interview' (QD-004 bước 3d)",
        "where": {"id": {"in": list(PLAN)}, "stage": "interview"},
        "count": 8,
    },
    at_most(
        "phuc_not_scheduled",
        table="recruitment.interviews",
        max=0,
        where={"candidate_id": UNPLACED, "kind": {"ne": "phone"}},
        note="Phúc can only come Monday or Tuesday afternoon: Monday's are taken, the manager "
        "is in Bắc Ninh on Tuesday; no interview for him",
        skill="branch_on_data",
    ),
    {
        "id": "phuc_left_alone",
        "kind": "record_field",
        "skill": "forbid_overreach",
        "table": "recruitment.candidates",
        "negative": True,
        "note": "Phúc stays in 'screening' for the recruiter to decide",
        "where": {"id": UNPLACED},
        "expect": {"stage": "screening"},
    },
    unchanged(
        "loan_untouched",
        table="recruitment.candidates",
        record_id=FAILED[0],
        note="Loan failed the phone round: not invited, not moved",
    ),
    at_most(
        "loan_not_scheduled",
        table="recruitment.interviews",
        max=0,
        where={"candidate_id": FAILED[0], "kind": {"ne": "phone"}},
        note="Loan failed the phone round: no panel interview for her",
    ),
    at_most(
        "nothing_on_manager_days_off",
        table="recruitment.interviews",
        max=0,
        where={"job_id": JOB, "date": {"in": ["2026-12-15", "2026-12-18"]}},
        note="no panel of the opening on 15/12 (Bắc Ninh) or 18/12 (approved leave)",
        skill="bridge_tables",
    ),
    at_most(
        "no_extra_rooms",
        table="calendar.bookings",
        max=8,
        where={"organizer_id": RECRUITER, "date": {"in": WEEK}, "status": "booked"},
        note="the recruiter books the eight rooms and nothing more that week",
    ),
    not_mailed(
        "phuc_not_mailed", note="no invitation goes to Phúc", recipients=[APPLICANTS[UNPLACED][1]]
    ),
]

_ANTI = [
    {
        "name": "manager_reply_missed",
        "why": "follows the first mail only: Thảo in the morning, which pushes Hiếu, Hằng "
        "forward and leaves Thịnh without a slot",
        "calls": _plan(_NO_REPLY_PLAN),
        "breaks": ["thao_interview", "hieu_interview", "thinh_interview", "hang_interview"],
    },
    {
        "name": "travel_day_ignored",
        "why": "puts Phúc on Tuesday 15/12 at 14:00, when the manager is in Bắc Ninh",
        "calls": [*_RIGHT, *_book(UNPLACED, "2026-12-15", "14:00", "PH-02")],
        "breaks": ["phuc_not_scheduled", "nothing_on_manager_days_off", "phuc_left_alone"],
    },
    {
        "name": "leave_ignored",
        "why": "fills Friday 18/12 first for Hằng (the manager's approved day off) instead of "
        "17/12 15:30",
        "calls": [
            *_plan({c: v for c, v in PLAN.items() if c != "UV-0070"}),
            *_book("UV-0070", "2026-12-18", "09:00", "PH-02"),
        ],
        "breaks": ["hang_interview", "nothing_on_manager_days_off"],
    },
    {
        "name": "bigger_room",
        "why": "books the 8-seat Phòng Lan for Trung although a 6-seat room is free",
        "calls": [
            *_plan({c: v for c, v in PLAN.items() if c != "UV-0065"}),
            *_book("UV-0065", "2026-12-16", "09:00", "PH-03"),
        ],
        "breaks": ["trung_interview", "trung_room"],
    },
    {
        "name": "panel_not_copied",
        "why": "sends the invitations to the candidates alone",
        "calls": [
            {**c, "args": {k: v for k, v in c["args"].items() if k != "cc"}}
            if c["tool"] == "amismail_write_mail"
            else c
            for c in _RIGHT
        ],
        "breaks": ["duyen_invite", "hang_invite"],
    },
    {
        "name": "stage_left",
        "why": "schedules and invites but leaves everyone in 'screening'",
        "calls": [c for c in _RIGHT if c["tool"] != "recruitment_update_candidate_stage"],
        "breaks": ["eight_in_interview"],
    },
    {
        "name": "failed_one_invited",
        "why": "also gives Loan, who failed the phone round, a panel on 16/12",
        "calls": [
            *_RIGHT,
            schedule_interview(
                FAILED[0],
                date="2026-12-16",
                start="14:00",
                end="15:00",
                panel_ids=[MANAGER, RECRUITER],
                kind="panel",
            ),
        ],
        "breaks": ["loan_not_scheduled"],
    },
]

TASK = {
    "id": "recruitment.expert_sales_panel_week",
    "domain": "recruitment",
    "tier": "expert",
    "summary": "The recruiter has AVA schedule the sales opening's panel round of 14-18/12: nine "
    "who passed the phone round, in his mail's order, each in the earliest of four daily slots "
    "fitting the candidate's availability, both panel calendars and leave, and a free 6-seat "
    "room; the manager's reply makes Thảo afternoons-only, which reshuffles the rest. Eight "
    "booked (room, interview, invitation copied to the panel, stage), Phúc fits nowhere, Loan "
    "(failed) untouched.",
    "requester_id": RECRUITER,
    "prompt": "AVA ơi, em xếp lịch phỏng vấn vòng 2 (hội đồng) tuần sau 14-18/12 cho các bạn "
    "kinh doanh đã đạt vòng 1 giúp anh, theo đúng thứ tự trong thư anh gửi anh Tuấn hôm qua "
    "(anh Tuấn có trả lời thêm). Mỗi buổi 1 tiếng, bắt đầu lúc 9:00, 10:30, 14:00 hoặc 15:30; "
    "lần lượt từng bạn vào khung sớm nhất mà cả hội đồng, bạn ấy và phòng đều được. Làm đủ các "
    "bước theo quy trình tuyển dụng nhé; bạn nào không xếp được trong tuần thì để nguyên và "
    "báo anh.",
    "hops": [
        "regulation_before_action",
        "branch_on_data",
        "bridge_tables",
        "combine_regulations",
        "forbid_overreach",
    ],
    "seed": SEED,
    "assertions": ASSERTIONS,
    "oracle": [*_READS, *_RIGHT],
    "anti_oracles": _ANTI,
}
