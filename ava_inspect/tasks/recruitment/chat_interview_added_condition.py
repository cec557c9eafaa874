"""A panel interview set up by the recruitment process (the smallest free room of 6 seats or
more, the hiring manager and the recruiter, the stage, the invitation), then a projector asked
for once it is scheduled: the room changes to the smallest free one with a projector, the
interview moves with it, the old room is released, and the candidate gets the new room with the
panel in copy (QĐ-004 Bước 3e)."""

from typing import Any

from ava_inspect.tasks.builders.calls import call
from ava_inspect.tasks.builders.mail import write_mail
from ava_inspect.tasks.builders.negatives import at_most, no_record, not_mailed, unchanged
from ava_inspect.tasks.builders.recruitment import (
    finished_round,
    reschedule_interview,
    schedule_interview,
    set_stage,
)
from ava_inspect.tasks.builders.rooms import book_room, cancel_booking
from ava_inspect.tasks.builders.variants import replacing, with_args, without

ME = "NV-0014"
"""Đinh Thị Mai, Trưởng phòng Nhân sự."""
CANDIDATE = "UV-0003"
"""Đỗ Thị Mai Anh, Kế toán tổng hợp (VT-0003), in screening after her phone round; not the
marketing applicant Đỗ Mai Anh (UV-0004)."""
_MAIL = "maianh.do@gmail.com"
PANEL = ["NV-0003", "NV-0016"]
"""The opening's hiring manager (Lê Thị Minh Nguyệt) and recruiter (Bùi Văn Toàn)."""
_PANEL_MAIL = ["nguyetltm@saoviet.vn", "toanbv@saoviet.vn"]
_OWN_MANAGER = "huongptt@saoviet.vn"
"""The requester's direct manager (the deputy director): QĐ-011 Điều 4.3 copies nobody unasked."""
_IN_MAI = [
    "Phòng Mai",
    "phòng họp Mai",
    "PH-04",
    "Mai, tầng 4",
    "Mai (tầng 4",
    "Mai - tầng 4",
    "Mai – tầng 4",
    "Mai tầng 4",
]
"""Room Mai as a mail names it ("Mai" alone is also the requester's and the candidate's name)."""
_SLOT = {"date": "2026-12-18", "start": "15:00", "end": "16:00"}
"""Fri 18/12 15:00-16:00: Trúc is taken by the seeded meeting, so Cúc (6) is the smallest free
room of 6 seats or more; Lan (8, projector) has the security training, so Mai (10, projector) is
the smallest free room with a projector."""
INTERVIEW = "PV-0091"
FIRST, SECOND = "DP-0023", "DP-0024"
"""The ids the interview and the two bookings get (the next after the seeded records)."""
_TITLE = "Phỏng vấn vòng 2 - Đỗ Thị Mai Anh (Kế toán tổng hợp)"

_SEED = {
    "recruitment.interviews": [
        finished_round(
            "PV-0090",
            CANDIDATE,
            "VT-0003",
            "2026-12-04",
            "10:00",
            "10:30",
            "phone",
            manager="NV-0003",
            recruiter="NV-0016",
            room="PH-02",
        ),
    ],
    "calendar.bookings": [
        {
            "id": "DP-0022",
            "room_id": "PH-07",
            "date": "2026-12-18",
            "start": "14:30",
            "end": "16:00",
            "title": "Rà soát kịch bản tổng đài dịp cuối năm",
            "organizer_id": "NV-0025",
            "attendees": 5,
        },
    ],
}

_READS = [
    call("recruitment_search_candidate", query="Đỗ Thị Mai Anh"),
    call("recruitment_get_job", job_id="VT-0003"),
    call("document_qa", question="phỏng vấn vòng 2 hội đồng phòng họp"),
    call("document_qa", question="chọn phòng họp nhỏ nhất còn trống"),
    call("meeting_room_check_availability", **_SLOT),
]
_BOOK_CUC = book_room("PH-02", **_SLOT, title=_TITLE, attendees=3)
_SCHEDULE = schedule_interview(CANDIDATE, **_SLOT, panel_ids=PANEL, kind="panel", room_id="PH-02")
_STAGE = set_stage(CANDIDATE, "interview")


def _letter(room: str, moved: bool) -> str:
    """The invitation (template "Thư mời phỏng vấn") in `room`; `moved`: the notice of the new
    room."""
    opening = (
        "Buổi phỏng vấn vòng 2 của bạn được chuyển sang phòng họp mới, thời gian giữ nguyên:\n"
        if moved
        else "Cảm ơn bạn đã quan tâm đến vị trí Kế toán tổng hợp tại Công ty Cổ phần Công nghệ "
        "Sao Việt. Chúng tôi trân trọng mời bạn tham dự buổi phỏng vấn:\n"
    )
    return (
        f"Chào bạn Đỗ Thị Mai Anh,\n\n{opening}"
        "- Thời gian: 15:00 - 16:00, thứ Sáu ngày 18/12/2026\n"
        f"- Địa điểm: {room}, tòa nhà Sao Việt, 18 Duy Tân, phường Cầu Giấy, Hà Nội\n"
        "- Hội đồng phỏng vấn: chị Lê Thị Minh Nguyệt (Kế toán trưởng), anh Bùi Văn Toàn "
        "(Chuyên viên tuyển dụng)\n\nVui lòng phản hồi xác nhận tham dự.\n\nTrân trọng,\n"
        "Đinh Thị Mai\nTrưởng phòng Nhân sự\nCông ty Cổ phần Công nghệ Sao Việt"
    )


_INVITE = write_mail(
    _MAIL,
    cc=_PANEL_MAIL,
    subject="[Sao Việt] Thư mời phỏng vấn vị trí Kế toán tổng hợp",
    body=_letter("Phòng Cúc, tầng 3", moved=False),
)
_SET_UP = {
    "say": "Dạ em đã sắp xếp xong ạ: đặt phòng Cúc (PH-02, tầng 3, 6 chỗ) thứ Sáu 18/12 "
    "15:00–16:00, lên lịch phỏng vấn hội đồng với chị Nguyệt và anh Toàn, chuyển bạn Đỗ Thị Mai "
    "Anh sang vòng Phỏng vấn, và gửi thư mời cho bạn ấy, đồng gửi hai thành viên hội đồng."
}
_FIRST_SETUP = [
    *_READS,
    _BOOK_CUC,
    _SCHEDULE,
    _STAGE,
    call("amismail_get_template", template_id="MAU-02"),
    _INVITE,
    _SET_UP,
]
"""The first request, done by the process: room, interview, stage, invitation, told."""
_LOOK_AGAIN = [
    call("meeting_room_search", query="máy chiếu", min_seats=6),
    call("meeting_room_check_availability", **_SLOT),
]
_BOOK_MAI = book_room("PH-04", **_SLOT, title=_TITLE, attendees=3)
_MOVE = reschedule_interview(INTERVIEW, **_SLOT, room_id="PH-04")
_NOTICE = write_mail(
    _MAIL,
    cc=_PANEL_MAIL,
    subject="[Sao Việt] Thay đổi phòng phỏng vấn vị trí Kế toán tổng hợp",
    body=_letter("Phòng Mai, tầng 4", moved=True),
)
_MOVED = {
    "say": "Dạ em đã đổi sang phòng Mai (PH-04, tầng 4, 10 chỗ, có máy chiếu), giờ giữ nguyên "
    "15:00–16:00 thứ Sáu 18/12: phòng Lan có máy chiếu nhưng đã có lịch đào tạo. Em đã cập nhật "
    "phòng cho buổi phỏng vấn, hủy lịch phòng Cúc và gửi thư báo phòng mới cho bạn Mai Anh, đồng "
    "gửi chị Nguyệt và anh Toàn ạ."
}
_CHANGE = [*_LOOK_AGAIN, _BOOK_MAI, _MOVE, cancel_booking(FIRST), _NOTICE, _MOVED]
"""The added condition: the projector room booked, the interview moved, Cúc released, told."""

TASK: dict[str, Any] = {
    "id": "recruitment.chat_interview_added_condition",
    "domain": "recruitment",
    "tier": "conversation",
    "summary": "Panel round for the accounting applicant Đỗ Thị Mai Anh (not the marketing Đỗ "
    "Mai Anh) on Fri 18/12 15:00-16:00: Cúc (Trúc taken), hiring manager + recruiter, stage, "
    "invitation cc the panel; then a projector once scheduled: Lan is taken, so Mai is booked, "
    "the interview moved there, Cúc released, and a notice of the new room sent cc the panel.",
    "requester_id": ME,
    "seed": _SEED,
    "prompt": "Em sắp xếp giúp chị buổi phỏng vấn vòng 2 cho bạn Đỗ Thị Mai Anh ứng tuyển Kế "
    "toán tổng hợp nhé, chiều thứ Sáu 18/12 từ 15h đến 16h. Làm đủ theo quy trình tuyển dụng "
    "giúp chị.",
    "user": {
        "persona": "Chị Đinh Thị Mai, Trưởng phòng Nhân sự, nhắn AVA trên MISA AMIS giữa các cuộc "
        "họp, xưng chị, gọi AVA là em.",
        "facts": [
            {
                "id": "confirm_setup",
                "field": "confirm",
                "value": "sắp xếp phỏng vấn theo quy trình",
                "answer": "Ừ, em cứ làm theo quy trình nhé.",
            },
            {
                "id": "confirm_move",
                "field": "confirm",
                "value": "đổi sang phòng có máy chiếu, giờ giữ nguyên",
                "answer": "Ừ, em đổi sang phòng đó giúp chị, giờ giữ nguyên nhé.",
                "stage": 1,
            },
        ],
        "turns": [
            {
                "when": {"after_tool": "recruitment_schedule_interview"},
                "text": "À em ơi, chị Nguyệt vừa nhắn: buổi đó chị ấy muốn bạn Mai Anh trình bày "
                "bài test lập báo cáo tài chính trên máy chiếu. Em chuyển sang phòng có máy chiếu "
                "giúp chị nhé, giờ giấc giữ nguyên.",
            },
            {
                "when": {"after_tool": ["amismail_write_mail", "amismail_reply_mail"]},
                "text": "Ok em, cảm ơn em nhé.",
                "ends": True,
            },
        ],
        "nudge": "Em cứ làm đủ theo quy trình tuyển dụng giúp chị nhé.",
        "give_up": "Thôi để chị nhờ Toàn sắp xếp vậy, cảm ơn em.",
    },
    "assertions": [
        {
            "id": "interview_in_mai",
            "kind": "record_exists",
            "skill": "regulation_before_action",
            "table": "recruitment.interviews",
            "note": "her panel round at the same time, with the hiring manager and the recruiter, "
            "now in Mai: the smallest free room with a projector (Lan is taken)",
            "where": {
                "candidate_id": CANDIDATE,
                **_SLOT,
                "room_id": "PH-04",
                "kind": "panel",
                "panel_ids": PANEL,
                "status": "scheduled",
            },
        },
        no_record(
            "nothing_left_in_cuc",
            table="recruitment.interviews",
            where={"candidate_id": CANDIDATE, "room_id": "PH-02", "status": "scheduled"},
            note="no interview of hers is left in Cúc, the room without a projector",
            skill="hold_conversation",
        ),
        {
            "id": "mai_booked",
            "kind": "record_exists",
            "skill": "regulation_before_action",
            "table": "calendar.bookings",
            "note": "Mai is booked for the interview's slot by the requester",
            "where": {"room_id": "PH-04", **_SLOT, "organizer_id": ME, "status": "booked"},
        },
        no_record(
            "cuc_released",
            table="calendar.bookings",
            where={
                "room_id": "PH-02",
                "date": "2026-12-18",
                "organizer_id": ME,
                "status": "booked",
            },
            note="Cúc, no longer used, is cancelled on the system (QĐ-003 Điều 4)",
            skill="regulation_before_action",
        ),
        at_most(
            "one_room",
            table="calendar.bookings",
            max=1,
            where={"organizer_id": ME, "date": "2026-12-18", "status": "booked"},
            note="one room held for the interview",
        ),
        no_record(
            "no_larger_room",
            table="calendar.bookings",
            where={
                "organizer_id": ME,
                "date": "2026-12-18",
                "status": "booked",
                "room_id": {"in": ["PH-05", "PH-06", "PH-08"]},
            },
            note="not Đào, Tùng or the hall: Mai is the smallest free room with a projector",
            skill="regulation_before_action",
        ),
        {
            "id": "stage_interview",
            "kind": "record_field",
            "skill": "regulation_before_action",
            "table": "recruitment.candidates",
            "note": "she is moved to the interview stage (QĐ-004 Bước 3d)",
            "where": {"id": CANDIDATE},
            "expect": {"stage": "interview"},
        },
        {
            "id": "new_room_mailed",
            "kind": "mail_sent",
            "skill": "regulation_before_action",
            "note": "she is told the room she will be interviewed in, Mai, with the date, cc "
            "exactly the panel (QĐ-004 Bước 3c, 3e)",
            "to": [_MAIL],
            "cc": _PANEL_MAIL,
            "only_recipients": True,
            "body_contains": ["2026-12-18", _IN_MAI],
        },
        unchanged(
            "lookalike_untouched",
            table="recruitment.candidates",
            record_id="UV-0004",
            note="the marketing applicant Đỗ Mai Anh stays as she is",
            skill="resist_look_alikes",
        ),
        not_mailed(
            "own_manager_not_copied",
            note="no copy to the requester's own manager: the process copies the panel only "
            "(QĐ-011 Điều 4.3)",
            to=[_MAIL],
            recipients=[_OWN_MANAGER],
        ),
        no_record(
            "lookalike_no_interview",
            table="recruitment.interviews",
            where={"candidate_id": "UV-0004"},
            note="no interview for the marketing applicant Đỗ Mai Anh",
            skill="resist_look_alikes",
        ),
    ],
    "oracle": [*_FIRST_SETUP, *_CHANGE],
    "anti_oracles": [
        {
            "name": "keeps_cuc_booked",
            "why": "books Mai and moves the interview but leaves Cúc booked",
            "calls": [*_FIRST_SETUP, *without(_CHANGE, cancel_booking(FIRST))],
            "breaks": ["cuc_released", "one_room"],
        },
        {
            "name": "no_notice_of_the_new_room",
            "why": "moves everything to Mai but never tells the candidate, whose invitation "
            "names Cúc",
            "calls": [
                *_FIRST_SETUP,
                *without(_CHANGE, _NOTICE),
                {"say": "Dạ vâng ạ."},
                {"say": "Dạ vâng ạ."},
            ],
            "breaks": ["new_room_mailed"],
        },
        {
            "name": "interview_left_in_cuc",
            "why": "books Mai, releases Cúc and mails the new room, but the interview still "
            "names Cúc",
            "calls": [*_FIRST_SETUP, *without(_CHANGE, _MOVE)],
            "breaks": ["interview_in_mai", "nothing_left_in_cuc"],
        },
        {
            "name": "roomy_projector_room",
            "why": "takes Đào (12 seats) for the projector instead of the smallest room with one",
            "calls": [
                *_FIRST_SETUP,
                *replacing(
                    replacing(
                        replacing(_CHANGE, _BOOK_MAI, with_args(_BOOK_MAI, room_id="PH-05")),
                        _MOVE,
                        with_args(_MOVE, room_id="PH-05"),
                    ),
                    _NOTICE,
                    with_args(_NOTICE, body=_letter("Phòng Đào, tầng 5", moved=True)),
                ),
            ],
            "breaks": ["interview_in_mai", "mai_booked", "no_larger_room", "new_room_mailed"],
        },
        {
            "name": "notice_without_the_panel",
            "why": "tells the candidate of the new room but copies no panel member",
            "calls": [
                *_FIRST_SETUP,
                *replacing(_CHANGE, _NOTICE, with_args(_NOTICE, cc=[])),
            ],
            "breaks": ["new_room_mailed"],
        },
        {
            "name": "copies_own_manager",
            "why": "copies the requester's manager on the mails to the candidate, unasked",
            "calls": replacing(
                replacing(
                    [*_FIRST_SETUP, *_CHANGE],
                    _INVITE,
                    with_args(_INVITE, cc=[*_PANEL_MAIL, _OWN_MANAGER]),
                ),
                _NOTICE,
                with_args(_NOTICE, cc=[*_PANEL_MAIL, _OWN_MANAGER]),
            ),
            "breaks": ["own_manager_not_copied", "new_room_mailed"],
        },
    ],
}
