"""Next week's panel rounds of Toàn's openings: each candidate invited by template, moved on."""

from typing import Any

from ava_inspect.schema.skills import Skill
from ava_inspect.tasks.builders.calls import Call, call
from ava_inspect.tasks.builders.mail import write_mail
from ava_inspect.tasks.builders.negatives import mailed_once, not_mailed, unchanged
from ava_inspect.tasks.builders.recruitment import cancel_interview, set_stage
from ava_inspect.tasks.builders.rooms import cancel_booking
from ava_inspect.tasks.builders.text import slug, vn_date
from ava_inspect.tasks.builders.variants import replacing, with_args

REQUESTER = "NV-0016"
TOAN = "toanbv@saoviet.vn"
MANAGERS = {
    "VT-0001": ("NV-0017", "baotq@saoviet.vn", "Trịnh Quốc Bảo", "Trưởng phòng Kỹ thuật"),
    "VT-0003": ("NV-0003", "nguyetltm@saoviet.vn", "Lê Thị Minh Nguyệt", "Kế toán trưởng"),
    "VT-0006": ("NV-0007", "tuanhm@saoviet.vn", "Hoàng Minh Tuấn", "Trưởng phòng Kinh doanh"),
}
JOBS = {
    "VT-0001": "Lập trình viên Backend (Java)",
    "VT-0003": "Kế toán tổng hợp",
    "VT-0006": "Nhân viên kinh doanh giải pháp phần mềm",
}
ROOMS = {"PH-02": ("Phòng Cúc", 3), "PH-07": ("Phòng Trúc", 5)}
WEEKDAYS = {"14": "thứ Hai", "15": "thứ Ba", "16": "thứ Tư", "17": "thứ Năm", "18": "thứ Sáu"}

NEW_CANDIDATES = {
    # id: (name, email, phone, job, stage, cv)
    "UV-0021": (
        "Ngô Thành Trung",
        "trung.ngothanh@gmail.com",
        "0972 418 305",
        "VT-0001",
        "screening",
        "4 năm lập trình Java/Spring Boot tại công ty fintech; PostgreSQL, Kafka, Docker.",
    ),
    "UV-0022": (
        "Nguyễn Thị Hải Yến",
        "haiyen.nguyen.kt@gmail.com",
        "0983 552 167",
        "VT-0003",
        "screening",
        "5 năm kế toán tổng hợp doanh nghiệp thương mại; thành thạo MISA SME, lập BCTC năm.",
    ),
    "UV-0023": (
        "Lương Thị Thu Hà",
        "thuha.luong@outlook.com",
        "0916 730 284",
        "VT-0003",
        "screening",
        "Kế toán tổng hợp 4 năm tại công ty xây dựng; chứng chỉ kế toán trưởng; quyết toán thuế.",
    ),
    "UV-0024": (
        "Đặng Văn Hiếu",
        "hieu.dangvan@gmail.com",
        "0904 816 229",
        "VT-0003",
        "interview",
        "6 năm kế toán, 2 năm kế toán tổng hợp tại công ty phần mềm; IFRS cơ bản.",
    ),
    "UV-0025": (
        "Trịnh Ngọc Hân",
        "hantn.sales@gmail.com",
        "0938 207 641",
        "VT-0006",
        "screening",
        "3 năm bán giải pháp ERP cho doanh nghiệp vừa và nhỏ; vượt chỉ tiêu 2025.",
    ),
    "UV-0026": (
        "Phạm Đức Lương",
        "luongpd.bizdev@gmail.com",
        "0961 384 052",
        "VT-0006",
        "screening",
        "2 năm kinh doanh phần mềm kế toán; tiếng Anh giao tiếp tốt.",
    ),
    "UV-0027": (
        "Vũ Hoàng Nam",
        "namvh.java@gmail.com",
        "0977 603 418",
        "VT-0001",
        "screening",
        "5 năm Java backend, microservices, Redis; từng làm tại công ty thương mại điện tử.",
    ),
    "UV-0028": (
        "Đỗ Thị Quỳnh Như",
        "nhu.dtq@gmail.com",
        "0945 116 390",
        "VT-0006",
        "screening",
        "4 năm kinh doanh B2B giải pháp CRM; từng quản lý 60 khách hàng doanh nghiệp.",
    ),
}
NAMES = {cid: c[0] for cid, c in NEW_CANDIDATES.items()} | {"UV-0001": "Phạm Quang Huy"}
EMAILS = {cid: c[1] for cid, c in NEW_CANDIDATES.items()} | {"UV-0001": "huy.phamquang@gmail.com"}
JOB_OF = {cid: c[3] for cid, c in NEW_CANDIDATES.items()} | {"UV-0001": "VT-0001"}

# panel rounds next week: interview: (candidate, date, start, end, room, booking)
PANELS = {
    "PV-0021": ("UV-0001", "2026-12-14", "10:30", "11:30", "PH-07", "DP-0031"),
    "PV-0022": ("UV-0027", "2026-12-15", "14:00", "15:00", "PH-02", "DP-0032"),
    "PV-0023": ("UV-0021", "2026-12-16", "09:00", "10:00", "PH-07", "DP-0033"),
    "PV-0024": ("UV-0022", "2026-12-15", "09:00", "10:00", "PH-02", "DP-0034"),
    "PV-0025": ("UV-0023", "2026-12-16", "14:00", "15:00", "PH-02", "DP-0035"),
    "PV-0026": ("UV-0024", "2026-12-18", "09:00", "10:00", "PH-07", "DP-0036"),
    "PV-0027": ("UV-0028", "2026-12-16", "10:00", "11:00", "PH-07", "DP-0037"),
    "PV-0028": ("UV-0025", "2026-12-18", "14:00", "15:00", "PH-02", "DP-0038"),
}
INVITE_SKILLS: dict[str, Skill] = {
    "PV-0021": "resist_look_alikes",
    "PV-0022": "bridge_tables",
    "PV-0024": "regulation_before_action",
    "PV-0025": "regulation_before_action",
    "PV-0027": "regulation_before_action",
    "PV-0028": "regulation_before_action",
}
"""The skill each invitation tests: the panel copied by QD-004 step 3c, the other Phạm Quang
Huy's address, or the room of the round (Cúc, not Trúc) read from the room list."""
WITHDRAWN = "UV-0021"
ALREADY_INVITED = "UV-0024"
INVITED = [p for p, r in PANELS.items() if r[0] not in (WITHDRAWN, ALREADY_INVITED)]
PHONE_DONE = {
    # candidate: (interview, date, start, end), each a half hour of Toàn's, clear of his others
    "UV-0021": ("PV-0031", "2026-12-01", "08:30", "09:00"),
    "UV-0022": ("PV-0032", "2026-12-02", "08:30", "09:00"),
    "UV-0023": ("PV-0033", "2026-12-03", "08:30", "09:00"),
    "UV-0024": ("PV-0034", "2026-12-04", "08:30", "09:00"),
    "UV-0025": ("PV-0035", "2026-12-01", "11:00", "11:30"),
    "UV-0027": ("PV-0036", "2026-12-02", "11:00", "11:30"),
    "UV-0028": ("PV-0037", "2026-12-07", "11:00", "11:30"),
}


def _panel_text(job: str) -> str:
    _, _, name, title = MANAGERS[job]
    return f"{name} ({title}) và Bùi Văn Toàn (Chuyên viên tuyển dụng)"


def _invite(pid: str, **over: Any) -> Call:
    cid, day, start, end, room, _ = PANELS[pid]
    job = JOB_OF[cid]
    room_name, floor = ROOMS[over.get("room", room)]
    when = f"{over.get('start', start)}–{over.get('end', end)} {WEEKDAYS[day[-2:]]}, ngày {vn_date(day)}"
    body = (
        f"Chào {NAMES[cid]},\n\nCảm ơn bạn đã quan tâm đến vị trí {JOBS[job]} tại Công ty Cổ phần "
        "Công nghệ Sao Việt. Chúng tôi trân trọng mời bạn tham dự buổi phỏng vấn:\n"
        f"- Thời gian: {when}\n- Địa điểm: {room_name}, tầng {floor}, tòa nhà Sao Việt, 18 Duy "
        f"Tân, phường Cầu Giấy, Hà Nội\n- Hội đồng phỏng vấn: {_panel_text(job)}\n\nVui lòng phản "
        "hồi xác nhận tham dự.\n\nTrân trọng,\nBùi Văn Toàn\nChuyên viên tuyển dụng — Phòng Nhân "
        "sự\nCông ty Cổ phần Công nghệ Sao Việt"
    )
    return write_mail(
        over.get("to", EMAILS[cid]),
        cc=over.get("cc", [MANAGERS[job][1]]),
        subject=f"[Sao Việt] Thư mời phỏng vấn vị trí {JOBS[job]}",
        body=body,
    )


INVITES = {pid: _invite(pid) for pid in INVITED}
RIGHT_WORK = [
    *INVITES.values(),
    *[set_stage(PANELS[pid][0], "interview") for pid in INVITED],
    set_stage(WITHDRAWN, "withdrawn"),
    cancel_interview("PV-0023"),
    cancel_booking("DP-0033"),
]


def _invite_assertion(pid: str) -> dict[str, Any]:
    cid, day, start, _, room, _ = PANELS[pid]
    job = JOB_OF[cid]
    return {
        "id": f"invite_{slug(cid)}",
        "kind": "mail_sent",
        "skill": INVITE_SKILLS[pid],
        "note": f"{NAMES[cid]} ({JOBS[job]}): {pid} on {day} at {start} in {ROOMS[room][0]} "
        f"floor {ROOMS[room][1]}, panel {MANAGERS[job][2]} and Toàn; cc the hiring manager alone "
        "(QD-004 step 3c)",
        "to": [EMAILS[cid]],
        "cc": [MANAGERS[job][1]],
        "only_recipients": True,
        "subject_contains": [JOBS[job]],
        "body_contains": [day, start, ROOMS[room][0], MANAGERS[job][2]],
    }


TASK = {
    "id": "mail.expert_interview_invites_week",
    "domain": "mail",
    "tier": "expert",
    "summary": "Toàn's panel rounds of next week (14–18/12) for his three openings: six candidates "
    "invited by the template filled from each scheduled round (date, time, room and floor, "
    "panel), cc each opening's hiring manager, and moved to the interview stage; the one already "
    "invited left; the one who withdrew by mail closed, his round cancelled and its room "
    "released; Hà's rounds, the phone round and the namesake in another opening untouched.",
    "requester_id": REQUESTER,
    "prompt": "Tuần sau các vị trí anh phụ trách có mấy buổi phỏng vấn vòng hội đồng đã xếp lịch "
    "trên hệ thống rồi. Em gửi thư mời phỏng vấn cho từng ứng viên theo đúng quy trình tuyển dụng "
    "(ai anh mời rồi thì thôi) và chuyển họ sang vòng phỏng vấn giúp anh. Bạn nào đã báo rút hồ sơ "
    "thì đóng hồ sơ, hủy lịch và trả phòng luôn nhé.",
    "hops": [
        "regulation_before_action",
        "bridge_tables",
        "branch_on_data",
        "combine_regulations",
        "forbid_overreach",
    ],
    "seed": {
        "recruitment.candidates": [
            {
                "id": cid,
                "full_name": name,
                "email": email,
                "phone": phone,
                "job_id": job,
                "stage": stage,
                "cv_text": cv,
                "source": "TopCV",
            }
            for cid, (name, email, phone, job, stage, cv) in NEW_CANDIDATES.items()
        ],
        "recruitment.interviews": [
            *[
                {
                    "id": pid,
                    "candidate_id": cid,
                    "job_id": JOB_OF[cid],
                    "date": day,
                    "start": start,
                    "end": end,
                    "room_id": room,
                    "panel_ids": [MANAGERS[JOB_OF[cid]][0], REQUESTER],
                    "kind": "panel",
                    "status": "scheduled",
                }
                for pid, (cid, day, start, end, room, _) in PANELS.items()
            ],
            *[
                {
                    "id": pid,
                    "candidate_id": cid,
                    "job_id": JOB_OF[cid],
                    "date": day,
                    "start": start,
                    "end": end,
                    "room_id": None,
                    "panel_ids": [REQUESTER],
                    "kind": "phone",
                    "status": "done",
                }
                for cid, (pid, day, start, end) in PHONE_DONE.items()
            ],
            {
                "id": "PV-0038",
                "candidate_id": "UV-0026",
                "job_id": "VT-0006",
                "date": "2026-12-17",
                "start": "14:00",
                "end": "14:30",
                "room_id": None,
                "panel_ids": [REQUESTER],
                "kind": "phone",
                "status": "scheduled",
            },
        ],
        "calendar.bookings": [
            {
                "id": booking,
                "room_id": room,
                "date": day,
                "start": start,
                "end": end,
                "title": f"Phỏng vấn hội đồng - {NAMES[cid]} ({JOBS[JOB_OF[cid]]})",
                "organizer_id": REQUESTER,
                "attendees": 3,
                "status": "booked",
            }
            for cid, day, start, end, room, booking in PANELS.values()
        ],
        "mail.messages": [
            {
                "id": "TH-0101",
                "folder": "sent",
                "sender": TOAN,
                "to": [EMAILS[ALREADY_INVITED]],
                "cc": [MANAGERS["VT-0003"][1]],
                "subject": "[Sao Việt] Thư mời phỏng vấn vị trí Kế toán tổng hợp",
                "body": _invite("PV-0026")["args"]["body"],
                "sent_at": "2026-12-08T16:30",
                "read": True,
            },
            {
                "id": "TH-0102",
                "folder": "inbox",
                "sender": EMAILS[ALREADY_INVITED],
                "to": [TOAN],
                "subject": "Re: [Sao Việt] Thư mời phỏng vấn vị trí Kế toán tổng hợp",
                "body": "Chào anh Toàn,\n\nEm xác nhận tham dự buổi phỏng vấn lúc 09:00 thứ Sáu "
                "18/12/2026 tại Phòng Trúc ạ.\n\nEm cảm ơn anh.\nĐặng Văn Hiếu",
                "sent_at": "2026-12-08T20:15",
                "in_reply_to": "TH-0101",
                "read": True,
            },
            {
                "id": "TH-0103",
                "folder": "inbox",
                "sender": EMAILS[WITHDRAWN],
                "to": [TOAN],
                "subject": "Xin rút hồ sơ ứng tuyển Lập trình viên Backend (Java)",
                "body": "Chào anh Toàn,\n\nEm cảm ơn anh đã hẹn lịch phỏng vấn vòng hội đồng ngày "
                "16/12. Tuy nhiên hôm qua em đã nhận lời mời làm việc của một công ty khác nên xin "
                "phép rút hồ sơ ứng tuyển vị trí Lập trình viên Backend (Java) ạ. Mong anh thông "
                "cảm.\n\nTrân trọng,\nNgô Thành Trung",
                "sent_at": "2026-12-09T07:55",
                "read": False,
            },
        ],
    },
    "assertions": [
        *[_invite_assertion(pid) for pid in INVITED],
        *[
            {
                "id": f"stage_{slug(PANELS[pid][0])}",
                "kind": "record_field",
                "skill": "branch_on_data",
                "table": "recruitment.candidates",
                "note": f"{NAMES[PANELS[pid][0]]} moves to the interview stage (QD-004 step 3d)",
                "where": {"id": PANELS[pid][0]},
                "expect": {"stage": "interview"},
            }
            for pid in INVITED
        ],
        {
            "id": "withdrawn_closed",
            "kind": "record_field",
            "skill": "branch_on_data",
            "table": "recruitment.candidates",
            "note": "Ngô Thành Trung withdrew by mail: his file is closed as withdrawn",
            "where": {"id": WITHDRAWN},
            "expect": {"stage": "withdrawn"},
        },
        {
            "id": "withdrawn_round_cancelled",
            "kind": "record_field",
            "skill": "branch_on_data",
            "table": "recruitment.interviews",
            "note": "his round PV-0023 is cancelled",
            "where": {"id": "PV-0023"},
            "expect": {"status": "cancelled"},
        },
        {
            "id": "withdrawn_room_released",
            "kind": "record_field",
            "skill": "bridge_tables",
            "table": "calendar.bookings",
            "note": "Trúc 09:00–10:00 on 16/12, booked for it, is released (QD-003 art. 4)",
            "where": {"id": "DP-0033"},
            "expect": {"status": "cancelled"},
        },
        not_mailed(
            "withdrawn_not_invited",
            note="no invitation to the candidate who withdrew",
            recipients=[EMAILS[WITHDRAWN]],
            subject_contains=["Thư mời phỏng vấn"],
            skill="branch_on_data",
        ),
        mailed_once(
            "invited_once",
            EMAILS[ALREADY_INVITED],
            note="Đặng Văn Hiếu, invited (and confirmed) yesterday, gets no second invitation",
            skill="branch_on_data",
        ),
        not_mailed(
            "namesake_left",
            note="the other Phạm Quang Huy (tester opening, Hà's) gets nothing",
            recipients=["quanghuy.qa95@gmail.com"],
            skill="resist_look_alikes",
        ),
        not_mailed(
            "not_diep",
            note="no invitation to Hồ Thị Ngọc Diệp (Hà's tester round)",
            recipients=["diep.hongoc@gmail.com"],
        ),
        not_mailed(
            "not_khanh_linh",
            note="no invitation to Bùi Khánh Linh (Hà's customer-care round)",
            recipients=["khanhlinh.bui@gmail.com"],
        ),
        not_mailed(
            "phone_round_not_invited",
            note="Phạm Đức Lương's phone round on 17/12 needs no panel invitation",
            recipients=["luongpd.bizdev@gmail.com"],
            skill="branch_on_data",
        ),
        unchanged(
            "phone_candidate_stays",
            table="recruitment.candidates",
            record_id="UV-0026",
            note="the phone-round candidate stays in screening",
            skill="branch_on_data",
        ),
        unchanged(
            "hieu_interview_kept",
            table="recruitment.interviews",
            record_id="PV-0026",
            note="Hiếu's confirmed round stays as it is",
        ),
    ],
    "oracle": [
        call("recruitment_search_job"),
        call("document_get", document_id="QD-004"),
        call("document_get", document_id="QD-003"),
        call("amismail_get_template", template_id="MAU-02"),
        *[
            call("recruitment_list_interviews", date=d)
            for d in ("2026-12-14", "2026-12-15", "2026-12-16", "2026-12-17", "2026-12-18")
        ],
        *[call("recruitment_get_candidate", candidate_id=PANELS[pid][0]) for pid in PANELS],
        call("amismail_search_mail", query="phỏng vấn", folder="all"),
        call("amismail_read_mail", message_id="TH-0103"),
        call("meeting_room_list_bookings", date="2026-12-16"),
        *RIGHT_WORK,
    ],
    "anti_oracles": [
        {
            "name": "invites_everyone",
            "why": "invites every panel round of the three openings, the withdrawn and the "
            "already invited candidates too",
            "calls": [*RIGHT_WORK[:-3], _invite("PV-0023"), _invite("PV-0026")],
            "breaks": [
                "withdrawn_closed",
                "withdrawn_round_cancelled",
                "withdrawn_room_released",
                "withdrawn_not_invited",
                "invited_once",
            ],
        },
        {
            "name": "no_cc",
            "why": "sends each invitation to the candidate alone",
            "calls": [
                with_args(c, cc=[]) if c["tool"] == "amismail_write_mail" else c for c in RIGHT_WORK
            ],
            "breaks": [f"invite_{slug(PANELS[pid][0])}" for pid in INVITED],
        },
        {
            "name": "cc_the_ceo",
            "why": "copies the CEO on Bảo's round as well, which no rule asks for",
            "calls": replacing(
                RIGHT_WORK,
                INVITES["PV-0021"],
                _invite("PV-0021", cc=["baotq@saoviet.vn", "hungnv@saoviet.vn"]),
            ),
            "breaks": ["invite_uv_0001"],
        },
        {
            "name": "wrong_huy",
            "why": "sends Huy's invitation to the other Phạm Quang Huy's address",
            "calls": replacing(
                RIGHT_WORK, INVITES["PV-0021"], _invite("PV-0021", to="quanghuy.qa95@gmail.com")
            ),
            "breaks": ["invite_uv_0001", "namesake_left"],
        },
        {
            "name": "room_not_released",
            "why": "closes the withdrawn file and cancels his round but keeps the room",
            "calls": RIGHT_WORK[:-1],
            "breaks": ["withdrawn_room_released"],
        },
        {
            "name": "no_stage_moves",
            "why": "sends the invitations but leaves every candidate in screening",
            "calls": [c for c in RIGHT_WORK if c["tool"] != "recruitment_update_candidate_stage"],
            "breaks": [f"stage_{slug(PANELS[pid][0])}" for pid in INVITED] + ["withdrawn_closed"],
        },
        {
            "name": "wrong_room_floor",
            "why": "writes Trúc for Nam's round, which is in Cúc",
            "calls": replacing(RIGHT_WORK, INVITES["PV-0022"], _invite("PV-0022", room="PH-07")),
            "breaks": ["invite_uv_0027"],
        },
        {
            "name": "phone_round_too",
            "why": "also invites the phone-round candidate and moves him on",
            "calls": [
                *RIGHT_WORK,
                write_mail(
                    "luongpd.bizdev@gmail.com",
                    subject="[Sao Việt] Thư mời phỏng vấn vị trí Nhân viên kinh doanh "
                    "giải pháp phần mềm",
                    body="Chào Phạm Đức Lương,\n\nMời bạn phỏng vấn qua điện thoại 14:00 "
                    "ngày 17/12/2026.\n\nBùi Văn Toàn",
                ),
                set_stage("UV-0026", "interview"),
            ],
            "breaks": ["phone_round_not_invited", "phone_candidate_stays"],
        },
    ],
}
