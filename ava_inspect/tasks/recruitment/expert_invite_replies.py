"""The recruiter has AVA work through the candidates' replies to next week's panel invitations
in the shared recruitment mailbox: three withdraw (one of two applicants named Nguyễn Văn Nam,
told apart by the sender's address; one a base applicant), three ask to move (one's first choice
falls on the CSKH head's training afternoon, so her second choice is taken), two confirm. Each
withdrawal cancels the interview and its room booking and closes the file as 'withdrawn'; each
move reschedules, books the room at the new time, frees the old booking and mails the new time
copied to the panel (QD-004 bước 3e); the confirmations and the other Nam are left alone.
"""

from typing import Any

from ava_inspect.tasks.builders.calls import Call, call
from ava_inspect.tasks.builders.mail import write_mail
from ava_inspect.tasks.builders.negatives import at_most, not_mailed, unchanged
from ava_inspect.tasks.builders.recruitment import cancel_interview, reschedule_interview, set_stage
from ava_inspect.tasks.builders.rooms import book_room, cancel_booking
from ava_inspect.tasks.builders.text import vn_date

RECRUITER, RECRUITER_MAIL = "NV-0015", "havt@saoviet.vn"  # Vũ Thu Hà
INBOX = "tuyendung@saoviet.vn"
MANAGERS = {"VT-0002": "NV-0017", "VT-0004": "NV-0021", "VT-0005": "NV-0025"}
MANAGER_MAIL = {"NV-0017": "baotq@saoviet.vn", "NV-0021": "namhh@saoviet.vn"}
MANAGER_MAIL["NV-0025"] = "tamltt@saoviet.vn"
WEEK = [f"2026-12-{d}" for d in range(14, 19)]

# id: name, email, phone, job, interview, date, start, end, room, booking
NEW: dict[str, tuple[str, str, str, str, str, str, str, str, str, str]] = {
    "UV-0081": ("Nguyễn Văn Nam", "nam.nguyenvan.cskh@gmail.com", "0985 407 312", "VT-0005", "PV-0401", "2026-12-14", "09:00", "10:00", "PH-02", "DP-0401"),
    "UV-0082": ("Nguyễn Văn Nam", "namnv.tester@gmail.com", "0916 238 570", "VT-0002", "PV-0402", "2026-12-16", "09:00", "10:00", "PH-02", "DP-0402"),
    "UV-0083": ("Trần Thị Lệ", "le.tranthi97@gmail.com", "0363 915 248", "VT-0005", "PV-0403", "2026-12-15", "14:00", "15:00", "PH-07", "DP-0403"),
    "UV-0084": ("Phùng Văn Lợi", "loi.phungvan@gmail.com", "0978 542 106", "VT-0004", "PV-0404", "2026-12-16", "10:30", "11:30", "PH-02", "DP-0404"),
    "UV-0085": ("Đặng Thị Hoa", "hoa.dangthi.qa@gmail.com", "0947 316 825", "VT-0002", "PV-0405", "2026-12-17", "09:00", "10:00", "PH-07", "DP-0405"),
    "UV-0086": ("Kim Minh Châu", "minhchau.kim@outlook.com", "0934 680 217", "VT-0004", "PV-0406", "2026-12-16", "15:00", "16:00", "PH-07", "DP-0406"),
    "UV-0087": ("Lục Thị Thu", "thu.lucthi@gmail.com", "0357 129 486", "VT-0005", "PV-0407", "2026-12-18", "10:00", "11:00", "PH-02", "DP-0407"),
}  # fmt: skip
# The base applicants who wrote in: Bùi Khánh Linh (PV-0016, DP-0020), Hồ Thị Ngọc Diệp
# (PV-0006, DP-0021).
LINH, DIEP = "UV-0017", "UV-0009"
EMAIL = {c: v[1] for c, v in NEW.items()} | {
    LINH: "khanhlinh.bui@gmail.com",
    DIEP: "diep.hongoc@gmail.com",
}
NAME = {c: v[0] for c, v in NEW.items()} | {LINH: "Bùi Khánh Linh", DIEP: "Hồ Thị Ngọc Diệp"}
JOB = {c: v[3] for c, v in NEW.items()} | {LINH: "VT-0005", DIEP: "VT-0002"}
INTERVIEW = {c: v[4] for c, v in NEW.items()} | {LINH: "PV-0016", DIEP: "PV-0006"}
BOOKING = {c: v[9] for c, v in NEW.items()} | {LINH: "DP-0020", DIEP: "DP-0021"}
TITLE = {
    "VT-0002": "Kiểm thử viên phần mềm",
    "VT-0004": "Chuyên viên Marketing nội dung",
    "VT-0005": "Chuyên viên Chăm sóc khách hàng",
}

WITHDRAW = ["UV-0081", "UV-0085", DIEP]
# candidate: (new date, start, end, rooms that are right)
MOVES: dict[str, tuple[str, str, str, list[str]]] = {
    LINH: ("2026-12-15", "09:00", "10:00", ["PH-02", "PH-07"]),
    "UV-0083": ("2026-12-17", "14:00", "15:00", ["PH-07"]),  # PH-02: Marketing's budget
    "UV-0086": ("2026-12-18", "09:00", "10:00", ["PH-02", "PH-07"]),
}
CONFIRM = ["UV-0084", "UV-0087"]
OTHER_NAM = "UV-0082"
KEY = {
    "UV-0081": "nam",
    "UV-0085": "hoa",
    DIEP: "diep",
    LINH: "linh",
    "UV-0083": "le",
    "UV-0086": "chau",
}


def _cv(cid: str) -> str:
    return (
        f"{NAME[cid].upper()} — ứng viên {TITLE[JOB[cid]]}\nKinh nghiệm: 2 năm ở vị trí tương "
        "đương\nHọc vấn: Cử nhân, Đại học Kinh tế Quốc dân"
    )


REPLIES: list[tuple[str, str, str, str, str]] = [  # id, sender, subject, body, sent_at
    (
        "TH-0131",
        EMAIL["UV-0081"],
        "Re: [Sao Việt] Thư mời phỏng vấn vị trí Chuyên viên Chăm sóc khách hàng",
        "Chào chị,\n\nEm là Nguyễn Văn Nam, ứng viên vị trí Chuyên viên Chăm sóc khách hàng. Em "
        "rất cảm ơn công ty đã mời phỏng vấn, nhưng em vừa nhận lời làm việc ở một công ty khác "
        "nên em xin rút hồ sơ và không tham dự buổi phỏng vấn sáng thứ Hai 14/12 ạ.\n\nEm Nam",
        "2026-12-08T19:12",
    ),
    (
        "TH-0132",
        EMAIL[LINH],
        "Re: [Sao Việt] Thư mời phỏng vấn vị trí Chuyên viên Chăm sóc khách hàng",
        "Chào chị Hà,\n\nChiều thứ Hai 14/12 em có lịch thi chứng chỉ tiếng Anh nên không tham "
        "dự được. Chị cho em xin chuyển sang 9:00 sáng thứ Ba 15/12 được không ạ? Em cảm ơn "
        "chị.\n\nBùi Khánh Linh",
        "2026-12-08T20:30",
    ),
    (
        "TH-0133",
        EMAIL["UV-0083"],
        "Re: [Sao Việt] Thư mời phỏng vấn vị trí Chuyên viên Chăm sóc khách hàng",
        "Chào chị,\n\nEm là Trần Thị Lệ. Chiều thứ Ba 15/12 em phải đưa mẹ đi khám nên xin phép "
        "dời buổi phỏng vấn. Em có thể vào 14:00 thứ Tư 16/12; nếu giờ đó hội đồng bận thì em xin "
        "14:00 thứ Năm 17/12 ạ.\n\nEm cảm ơn chị,\nTrần Thị Lệ",
        "2026-12-09T07:45",
    ),
    (
        "TH-0134",
        EMAIL["UV-0084"],
        "Re: [Sao Việt] Thư mời phỏng vấn vị trí Chuyên viên Marketing nội dung",
        "Chào chị,\n\nEm xác nhận sẽ tham dự buổi phỏng vấn lúc 10:30 thứ Tư 16/12 tại Phòng Cúc "
        "ạ. Em cảm ơn chị.\n\nPhùng Văn Lợi",
        "2026-12-09T08:02",
    ),
    (
        "TH-0135",
        EMAIL["UV-0085"],
        "Re: [Sao Việt] Thư mời phỏng vấn vị trí Kiểm thử viên phần mềm",
        "Chào anh chị,\n\nEm là Đặng Thị Hoa. Sau khi cân nhắc, em quyết định ở lại công ty hiện "
        "tại nên xin rút hồ sơ ứng tuyển vị trí Kiểm thử viên phần mềm. Em xin lỗi vì báo muộn "
        "ạ.\n\nĐặng Thị Hoa",
        "2026-12-09T08:20",
    ),
    (
        "TH-0136",
        EMAIL["UV-0086"],
        "Re: [Sao Việt] Thư mời phỏng vấn vị trí Chuyên viên Marketing nội dung",
        "Chào chị,\n\nEm là Kim Minh Châu. Chiều thứ Tư 16/12 em vướng buổi nghiệm thu dự án ở "
        "công ty cũ. Chị cho em xin dời sang 9:00 sáng thứ Sáu 18/12 nhé. Em cảm ơn chị!\n\n"
        "Minh Châu",
        "2026-12-09T08:41",
    ),
    (
        "TH-0137",
        EMAIL["UV-0087"],
        "Re: [Sao Việt] Thư mời phỏng vấn vị trí Chuyên viên Chăm sóc khách hàng",
        "Chào chị,\n\nEm xác nhận tham dự phỏng vấn lúc 10:00 thứ Sáu 18/12 ạ.\n\nLục Thị Thu",
        "2026-12-09T09:05",
    ),
    (
        "TH-0138",
        EMAIL[DIEP],
        "Re: [Sao Việt] Thư mời phỏng vấn vị trí Kiểm thử viên phần mềm",
        "Chào chị Hà,\n\nEm là Hồ Thị Ngọc Diệp. Em rất tiếc phải báo là em đã nhận offer ở công "
        "ty khác, nên em xin rút hồ sơ và hủy buổi phỏng vấn thứ Ba 15/12 ạ. Cảm ơn chị đã hỗ trợ "
        "em trong thời gian qua.\n\nNgọc Diệp",
        "2026-12-09T09:30",
    ),
]

SEED: dict[str, list[dict[str, Any]]] = {
    "recruitment.candidates": [
        {
            "id": c,
            "full_name": v[0],
            "email": v[1],
            "phone": v[2],
            "job_id": v[3],
            "stage": "interview",
            "source": "TopCV",
            "cv_text": _cv(c),
        }
        for c, v in NEW.items()
    ],
    "recruitment.interviews": [
        {
            "id": v[4],
            "candidate_id": c,
            "job_id": v[3],
            "date": v[5],
            "start": v[6],
            "end": v[7],
            "room_id": v[8],
            "panel_ids": [MANAGERS[v[3]], RECRUITER],
            "kind": "panel",
        }
        for c, v in NEW.items()
    ],
    "calendar.bookings": [
        {
            "id": v[9],
            "room_id": v[8],
            "date": v[5],
            "start": v[6],
            "end": v[7],
            "title": f"Phỏng vấn hội đồng - {v[0]} ({TITLE[v[3]]})",
            "organizer_id": RECRUITER,
            "attendees": 3,
        }
        for v in NEW.values()
    ],
    "calendar.events": [
        {
            "id": "SK-0170",
            "title": "Đào tạo quy trình xử lý khiếu nại cho nhân viên CSKH mới",
            "date": "2026-12-16",
            "start": "13:30",
            "end": "16:00",
            "organizer_id": "NV-0025",
            "attendee_ids": ["NV-0028", "NV-0036"],
            "location": "Phòng Sen (PH-01), tầng 3",
        }
    ],
    "mail.messages": [
        {
            "id": i,
            "folder": "inbox",
            "sender": sender,
            "to": [INBOX],
            "subject": subject,
            "body": body,
            "sent_at": at,
            "read": False,
        }
        for i, sender, subject, body, at in REPLIES
    ],
}


def _withdraw(cid: str, stage: str = "withdrawn") -> list[Call]:
    return [
        cancel_interview(INTERVIEW[cid]),
        cancel_booking(BOOKING[cid]),
        set_stage(cid, stage),
    ]


def _move(cid: str, day: str, start: str, end: str, room: str) -> list[Call]:
    manager = MANAGERS[JOB[cid]]
    return [
        book_room(
            room,
            date=day,
            start=start,
            end=end,
            title=f"Phỏng vấn hội đồng - {NAME[cid]} ({TITLE[JOB[cid]]})",
            attendees=3,
        ),
        reschedule_interview(INTERVIEW[cid], date=day, start=start, end=end, room_id=room),
        cancel_booking(BOOKING[cid]),
        write_mail(
            EMAIL[cid],
            cc=[MANAGER_MAIL[manager], RECRUITER_MAIL],
            subject=f"[Sao Việt] Lịch phỏng vấn mới vị trí {TITLE[JOB[cid]]}",
            body=f"Chào {NAME[cid]},\n\nCông ty đã dời buổi phỏng vấn hội đồng vị trí "
            f"{TITLE[JOB[cid]]} của bạn sang {start}-{end} ngày {vn_date(day)}, tại phòng "
            f"{room}, tòa nhà Sao Việt, 18 Duy Tân, phường Cầu Giấy, Hà Nội. Hội đồng "
            "phỏng vấn giữ nguyên.\n\nVui lòng phản hồi xác nhận tham dự.\n\nTrân trọng,\n"
            "Vũ Thu Hà",
        ),
    ]


_READS = [
    call("amis_hrm_get_current_user"),
    call("amismail_search_mail", query="phỏng vấn", limit=20),
    *[call("amismail_read_mail", message_id=r[0]) for r in REPLIES],
    call("document_qa", question="dời lịch phỏng vấn báo lịch mới"),
    call("recruitment_search_candidate", query="Nguyễn Văn Nam"),
    *[call("recruitment_list_interviews", date=d) for d in WEEK],
    *[call("meeting_room_list_bookings", date=d) for d in WEEK],
    *[
        call("calendar_list_events", employee_id=e, from_date=WEEK[0], to_date=WEEK[-1])
        for e in ("NV-0025", "NV-0021", "NV-0015")
    ],
]
_WITHDRAWALS = [x for c in WITHDRAW for x in _withdraw(c)]
_MOVES = [x for c, (d, s, e, rooms) in MOVES.items() for x in _move(c, d, s, e, rooms[0])]
_RIGHT = [*_WITHDRAWALS, *_MOVES]


def _without_tool(calls: list[dict[str, Any]], tool: str) -> list[dict[str, Any]]:
    return [c for c in calls if c["tool"] != tool]


ASSERTIONS: list[dict[str, Any]] = [
    *[
        a
        for c in WITHDRAW
        for a in (
            {
                "id": f"{KEY[c]}_interview_cancelled",
                "kind": "record_field",
                "skill": "resist_look_alikes" if c == "UV-0081" else "bridge_tables",
                "table": "recruitment.interviews",
                "note": f"{NAME[c]} withdrew ({c}): her/his panel {INTERVIEW[c]} is cancelled",
                "where": {"id": INTERVIEW[c]},
                "expect": {"status": "cancelled"},
            },
            {
                "id": f"{KEY[c]}_room_freed",
                "kind": "record_field",
                "skill": "bridge_tables",
                "table": "calendar.bookings",
                "note": f"the room booking {BOOKING[c]} of that panel is cancelled (QD-003 Điều 4)",
                "where": {"id": BOOKING[c]},
                "expect": {"status": "cancelled"},
            },
            {
                "id": f"{KEY[c]}_withdrawn",
                "kind": "record_field",
                "skill": "resist_look_alikes" if c == "UV-0081" else "branch_on_data",
                "table": "recruitment.candidates",
                "note": f"{NAME[c]}'s file is closed as 'withdrawn' (her/his own decision)",
                "where": {"id": c},
                "expect": {"stage": "withdrawn"},
            },
        )
    ],
    *[
        a
        for c, (d, s, e, rooms) in MOVES.items()
        for a in (
            {
                "id": f"{KEY[c]}_moved",
                "kind": "record_exists",
                "skill": "bridge_tables" if c == "UV-0083" else "regulation_before_action",
                "table": "recruitment.interviews",
                "note": f"{NAME[c]}'s panel {INTERVIEW[c]} moves to {d[8:]}/12 {s}-{e} in a "
                f"free 6-seat room ({' or '.join(rooms)})",
                "where": {
                    "id": INTERVIEW[c],
                    "date": d,
                    "start": s,
                    "end": e,
                    "room_id": {"in": rooms},
                    "status": "scheduled",
                },
            },
            {
                "id": f"{KEY[c]}_new_room",
                "kind": "record_exists",
                "skill": "bridge_tables" if c == "UV-0083" else "regulation_before_action",
                "table": "calendar.bookings",
                "note": f"a 6-seat room is booked for {NAME[c]}'s new time",
                "where": {
                    "room_id": {"in": rooms},
                    "date": d,
                    "start": s,
                    "end": e,
                    "status": "booked",
                },
            },
            {
                "id": f"{KEY[c]}_old_room_freed",
                "kind": "record_field",
                "skill": "bridge_tables",
                "table": "calendar.bookings",
                "note": f"the old booking {BOOKING[c]} is cancelled",
                "where": {"id": BOOKING[c]},
                "expect": {"status": "cancelled"},
            },
            {
                "id": f"{KEY[c]}_notice",
                "kind": "mail_sent",
                "skill": "regulation_before_action",
                "note": f"{NAME[c]} gets the new time, the hiring manager copied (QD-004 bước 3e)",
                "to": [EMAIL[c]],
                "cc": [MANAGER_MAIL[MANAGERS[JOB[c]]]],
                "body_contains": [d, s],
            },
        )
    ],
    unchanged(
        "other_nam_untouched",
        table="recruitment.candidates",
        record_id=OTHER_NAM,
        note="the tester applicant Nguyễn Văn Nam (another address) did not write: untouched",
        skill="resist_look_alikes",
    ),
    unchanged(
        "other_nam_interview_kept",
        table="recruitment.interviews",
        record_id=INTERVIEW[OTHER_NAM],
        note="his panel on 16/12 stays as it is",
        skill="resist_look_alikes",
    ),
    {
        "id": "confirmed_kept",
        "kind": "record_count",
        "skill": "forbid_overreach",
        "table": "recruitment.interviews",
        "negative": True,
        "note": "Lợi and Thu confirmed: their panels stay scheduled where they were",
        "where": {
            "id": {"in": [INTERVIEW[c] for c in CONFIRM]},
            "status": "scheduled",
            "date": {"in": ["2026-12-16", "2026-12-18"]},
        },
        "count": 2,
    },
    at_most(
        "le_not_on_training",
        table="recruitment.interviews",
        max=0,
        where={"candidate_id": "UV-0083", "date": "2026-12-16"},
        note="Lệ's first choice, 16/12 14:00, is the CSKH head's training afternoon",
        skill="bridge_tables",
    ),
    not_mailed(
        "other_nam_not_mailed",
        note="nothing goes to the other Nam's address",
        recipients=[EMAIL[OTHER_NAM]],
        skill="resist_look_alikes",
    ),
    at_most(
        "no_extra_rooms",
        table="calendar.bookings",
        max=3,
        where={
            "organizer_id": RECRUITER,
            "id": {"not_in": list(BOOKING.values())},
            "date": {"in": WEEK},
            "status": "booked",
        },
        note="three new bookings for the three moves and no more",
    ),
]

_ANTI = [
    {
        "name": "wrong_nam",
        "why": "withdraws the first Nguyễn Văn Nam found, the tester applicant",
        "calls": [
            *[x for c in WITHDRAW for x in _withdraw(OTHER_NAM if c == "UV-0081" else c)],
            *_MOVES,
        ],
        "breaks": ["nam_withdrawn", "other_nam_untouched", "other_nam_interview_kept"],
    },
    {
        "name": "first_choice_blindly",
        "why": "moves Lệ to 16/12 14:00 although the CSKH head trains new staff then",
        "calls": [
            *_WITHDRAWALS,
            *[
                x
                for c, (d, s, e, rooms) in MOVES.items()
                for x in (
                    _move(c, "2026-12-16", "14:00", "15:00", "PH-07")
                    if c == "UV-0083"
                    else _move(c, d, s, e, rooms[0])
                )
            ],
        ],
        "breaks": ["le_moved", "le_new_room", "le_not_on_training"],
    },
    {
        "name": "rooms_left_booked",
        "why": "cancels the withdrawn panels but not their room bookings",
        "calls": [
            *[c for c in _WITHDRAWALS if c["tool"] != "meeting_room_cancel_booking"],
            *_MOVES,
        ],
        "breaks": ["nam_room_freed", "hoa_room_freed", "diep_room_freed"],
    },
    {
        "name": "old_rooms_kept",
        "why": "books the new rooms but never frees the old bookings of the moved panels",
        "calls": [
            *_WITHDRAWALS,
            *[
                c
                for c in _MOVES
                if not (
                    c["tool"] == "meeting_room_cancel_booking"
                    and c["args"]["booking_id"] in [BOOKING[m] for m in MOVES]
                )
            ],
        ],
        "breaks": ["linh_old_room_freed", "le_old_room_freed", "chau_old_room_freed"],
    },
    {
        "name": "no_notice",
        "why": "moves the panels on AMIS and tells no one",
        "calls": _without_tool(_RIGHT, "amismail_write_mail"),
        "breaks": ["linh_notice", "le_notice", "chau_notice"],
    },
    {
        "name": "withdrawal_as_rejection",
        "why": "closes the withdrawn files as 'rejected' (the company's decision)",
        "calls": [*[x for c in WITHDRAW for x in _withdraw(c, "rejected")], *_MOVES],
        "breaks": ["nam_withdrawn", "hoa_withdrawn", "diep_withdrawn"],
    },
]

TASK = {
    "id": "recruitment.expert_invite_replies",
    "domain": "recruitment",
    "tier": "expert",
    "summary": "The recruiter has AVA work through 8 replies to next week's panel invitations: "
    "3 withdrawals (one of two namesakes, by sender address) cancel interview and room and "
    "close the file as withdrawn; 3 moves reschedule, book the new room, free the old and "
    "mail the new time copied to the panel (one first choice clashes with the CSKH head's "
    "training, so her second); 2 confirmations and the other Nam left alone.",
    "requester_id": RECRUITER,
    "prompt": "AVA ơi, hộp thư tuyển dụng có mấy thư ứng viên trả lời thư mời phỏng vấn tuần "
    "sau. Em xử lý giúp chị theo quy trình nhé: bạn nào xin rút thì hủy lịch phỏng vấn, hủy "
    "phòng và đóng hồ sơ đúng như bạn ấy muốn; bạn nào xin dời thì dời sang giờ bạn ấy đề "
    "xuất nếu hội đồng và phòng đều trống (bạn nào đưa hai phương án thì ưu tiên phương án "
    "đầu), đặt phòng mới, hủy phòng cũ và báo lịch mới; bạn nào xác nhận thì thôi.",
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
