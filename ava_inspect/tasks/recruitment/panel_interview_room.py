"""A panel interview under two rules: the recruitment process and the room-booking rule."""

from ava_inspect.tasks.builders.calls import Call, call
from ava_inspect.tasks.builders.mail import write_mail
from ava_inspect.tasks.builders.negatives import at_most, no_record, not_mailed, unchanged
from ava_inspect.tasks.builders.recruitment import set_stage

_CANDIDATE = "huy.phamquang@gmail.com"
_PANEL_MAIL = ["baotq@saoviet.vn", "toanbv@saoviet.vn"]
_SLOT = {"date": "2026-12-11", "start": "14:00", "end": "15:00"}


def _book(room_id: str, title: str) -> Call:
    return call("meeting_room_book", room_id=room_id, **_SLOT, title=title, attendees=3)


def _schedule(candidate_id: str, panel_ids: list[str], room_id: str) -> list[Call]:
    """Schedule the panel interview, then move the candidate to the interview stage."""
    return [
        call(
            "recruitment_schedule_interview",
            candidate_id=candidate_id,
            **_SLOT,
            panel_ids=panel_ids,
            kind="panel",
            room_id=room_id,
        ),
        set_stage(candidate_id, "interview"),
    ]


TASK = {
    "id": "recruitment.panel_interview_room",
    "domain": "recruitment",
    "tier": "hard",
    "summary": "Schedule the Backend candidate (not his namesake applying as tester) for a panel "
    "interview: hiring manager + recruiter, smallest free room with at least 6 seats (Lan), stage "
    "moved, invitation to him cc the panel.",
    "requester_id": "NV-0014",
    "prompt": "Em sắp xếp giúp chị buổi phỏng vấn vòng 2 cho bạn Phạm Quang Huy ứng tuyển Lập "
    "trình viên Backend nhé, chiều thứ Sáu 11/12 từ 14h đến 15h. Làm theo đúng quy trình tuyển "
    "dụng: mời hội đồng, đặt phòng và gửi thư mời cho bạn ấy.",
    "hops": ["bridge_tables", "combine_regulations", "branch_on_data", "forbid_overreach"],
    "seed": {
        # the sprint review keeps room Cúc busy, but the hiring manager is not in it: the panel's
        # calendars are free at 14:00-15:00 (recruitment_schedule_interview reports clashes)
        "calendar.events": [
            {
                "id": "SK-0004",
                "attendee_ids": ["NV-0018", "NV-0019", "NV-0029", "NV-0034"],
            },
        ],
    },
    "assertions": [
        {
            "id": "interview",
            "kind": "record_field",
            "skill": "combine_regulations",
            "table": "recruitment.interviews",
            "note": "one panel interview, hiring manager + recruiter, in room Lan",
            "where": {"candidate_id": "UV-0001", "date": "2026-12-11"},
            "expect": {
                "start": "14:00",
                "end": "15:00",
                "room_id": "PH-03",
                "kind": "panel",
                "panel_ids": ["NV-0017", "NV-0016"],
            },
        },
        {
            "id": "room_booked",
            "kind": "record_exists",
            "skill": "combine_regulations",
            "table": "calendar.bookings",
            "note": "Lan (8 seats): Cúc (6) is busy, Sen (4) is under the 6-seat minimum",
            "where": {
                "room_id": "PH-03",
                "date": "2026-12-11",
                "start": "14:00",
                "end": "15:00",
                "status": "booked",
            },
        },
        at_most(
            "one_room",
            table="calendar.bookings",
            max=1,
            where={"organizer_id": "NV-0014", "date": "2026-12-11", "status": "booked"},
            note="one room booked by the recruiter on 11/12, not two",
        ),
        {
            "id": "stage_interview",
            "note": "the Backend candidate UV-0001 is at the interview stage",
            "kind": "record_field",
            "skill": "regulation_before_action",
            "table": "recruitment.candidates",
            "where": {"id": "UV-0001"},
            "expect": {"stage": "interview"},
        },
        {
            "id": "invitation",
            "kind": "mail_sent",
            "skill": "regulation_before_action",
            "note": "to the candidate, cc exactly the panel",
            "to": [_CANDIDATE],
            "cc": _PANEL_MAIL,
            "only_recipients": True,
            "body_contains": ["2026-12-11", ["Lan", "PH-03"]],
        },
        unchanged(
            "namesake_untouched",
            table="recruitment.candidates",
            record_id="UV-0002",
            note="his namesake applying as tester (UV-0002) stays as he is",
            skill="resist_look_alikes",
        ),
        no_record(
            "namesake_no_interview",
            table="recruitment.interviews",
            where={"candidate_id": "UV-0002"},
            note="no interview for the namesake UV-0002",
            skill="resist_look_alikes",
        ),
        not_mailed(
            "namesake_not_mailed",
            note="no mail to the namesake's address",
            recipients=["quanghuy.qa95@gmail.com"],
            skill="resist_look_alikes",
        ),
    ],
    "oracle": [
        call("recruitment_search_candidate", query="Phạm Quang Huy"),
        call("recruitment_get_job", job_id="VT-0001"),
        call("document_qa", question="phỏng vấn vòng 2 hội đồng phòng họp"),
        call("document_qa", question="chọn phòng họp nhỏ nhất còn trống"),
        call("meeting_room_check_availability", date="2026-12-11", start="14:00", end="15:00"),
        _book("PH-03", "Phỏng vấn vòng 2 - Phạm Quang Huy (Lập trình viên Backend)"),
        *_schedule("UV-0001", ["NV-0017", "NV-0016"], "PH-03"),
        call("amismail_get_template", template_id="MAU-02"),
        write_mail(
            _CANDIDATE,
            cc=_PANEL_MAIL,
            subject="[Sao Việt] Thư mời phỏng vấn vị trí Lập trình viên Backend (Java)",
            body="Chào bạn Phạm Quang Huy,\n\nCảm ơn bạn đã quan tâm đến vị trí Lập trình viên "
            "Backend (Java) tại Công ty Cổ phần Công nghệ Sao Việt. Chúng tôi trân trọng mời bạn "
            "tham dự buổi phỏng vấn:\n- Thời gian: 14:00 - 15:00, thứ Sáu ngày 11/12/2026\n"
            "- Địa điểm: Phòng Lan, tầng 4, tòa nhà Sao Việt, 18 Duy Tân, Cầu Giấy, Hà Nội\n"
            "- Hội đồng phỏng vấn: anh Trịnh Quốc Bảo (Trưởng phòng Kỹ thuật), anh Bùi Văn Toàn "
            "(Chuyên viên tuyển dụng)\n\nVui lòng phản hồi xác nhận tham dự.\n\nTrân trọng,\n"
            "Đinh Thị Mai\nTrưởng phòng Nhân sự",
        ),
    ],
    "anti_oracles": [
        {
            "name": "small_room",
            "why": "ignores the 6-seat rule and books the smallest free room (Sen, 4 seats)",
            "calls": [
                _book("PH-01", "Phỏng vấn Phạm Quang Huy"),
                *_schedule("UV-0001", ["NV-0017", "NV-0016"], "PH-01"),
            ],
            "breaks": ["interview", "room_booked"],
        },
        {
            "name": "namesake",
            "why": "schedules the first Phạm Quang Huy found: the tester applicant",
            "calls": _schedule("UV-0002", ["NV-0017", "NV-0015"], "PH-03"),
            "breaks": ["namesake_no_interview", "namesake_untouched", "interview"],
        },
        {
            "name": "requester_on_panel",
            "why": "seats the requester (the HR head) as the HR member instead of the opening's "
            "recruiter, and copies her on the invitation",
            "calls": [
                _book("PH-03", "Phỏng vấn vòng 2 - Phạm Quang Huy (Lập trình viên Backend)"),
                *_schedule("UV-0001", ["NV-0017", "NV-0014"], "PH-03"),
                write_mail(
                    _CANDIDATE,
                    cc=["baotq@saoviet.vn", "maidt@saoviet.vn"],
                    subject="[Sao Việt] Thư mời phỏng vấn vị trí Lập trình viên Backend",
                    body="Chào bạn Phạm Quang Huy,\n\nMời bạn phỏng vấn lúc 14:00 - 15:00 "
                    "thứ Sáu ngày 11/12/2026 tại Phòng Lan, tầng 4.\n\nTrân trọng,\nĐinh Thị Mai",
                ),
            ],
            "breaks": ["interview", "invitation"],
        },
    ],
}
