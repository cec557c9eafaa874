"""A panel interview for the sales opening, set up by a recruiter who is not on its panel."""

from typing import Any

from ava_inspect.tasks.builders.calls import Call, call
from ava_inspect.tasks.builders.mail import write_mail
from ava_inspect.tasks.builders.negatives import at_most, not_mailed
from ava_inspect.tasks.builders.recruitment import set_stage

_CANDIDATE = "thutrang.nguyen.sales@gmail.com"
_PANEL_MAIL = ["tuanhm@saoviet.vn", "toanbv@saoviet.vn"]
_SLOT = {"date": "2026-12-15", "start": "14:00", "end": "15:00"}
_ROOMS = {"PH-01": ("Phòng Sen", 3), "PH-04": ("Phòng Mai", 4)}


def _busy(id: str, room: str, start: str, end: str, title: str, who: str, n: int) -> dict[str, Any]:
    return {
        "id": id,
        "room_id": room,
        "date": "2026-12-15",
        "start": start,
        "end": end,
        "title": title,
        "organizer_id": who,
        "attendees": n,
    }


def _play(room_id: str, panel_ids: list[str], cc: list[str]) -> list[Call]:
    """Book the room, schedule the panel round, move the stage, send the invitation."""
    room, floor = _ROOMS[room_id]
    return [
        call(
            "meeting_room_book",
            room_id=room_id,
            **_SLOT,
            title="Phỏng vấn hội đồng - Nguyễn Thu Trang (Nhân viên kinh doanh)",
            attendees=3,
        ),
        call(
            "recruitment_schedule_interview",
            candidate_id="UV-0008",
            **_SLOT,
            panel_ids=panel_ids,
            kind="panel",
            room_id=room_id,
        ),
        set_stage("UV-0008", "interview"),
        write_mail(
            _CANDIDATE,
            cc=cc,
            subject="[Sao Việt] Thư mời phỏng vấn vị trí Nhân viên kinh doanh giải pháp phần mềm",
            body="Chào bạn Nguyễn Thu Trang,\n\nCảm ơn bạn đã quan tâm đến vị trí Nhân "
            "viên kinh doanh giải pháp phần mềm tại Công ty Cổ phần Công nghệ Sao Việt. Chúng "
            "tôi trân trọng mời bạn tham dự buổi phỏng vấn:\n- Thời gian: 14:00 - 15:00, thứ "
            f"Ba ngày 15/12/2026\n- Địa điểm: {room}, tầng {floor}, tòa nhà Sao Việt, 18 Duy "
            "Tân, Cầu Giấy, Hà Nội\n- Hội đồng phỏng vấn: anh Hoàng Minh Tuấn (Trưởng phòng "
            "Kinh doanh), anh Bùi Văn Toàn (Chuyên viên tuyển dụng)\n\nVui lòng phản hồi xác "
            "nhận tham dự.\n\nTrân trọng,\nVũ Thu Hà\nChuyên viên C&B, Phòng Nhân sự\nCông ty "
            "Cổ phần Công nghệ Sao Việt",
        ),
    ]


TASK = {
    "id": "recruitment.interview_panel_sales_room",
    "domain": "recruitment",
    "tier": "hard",
    "summary": "Panel interview for the sales applicant Nguyễn Thu Trang, asked by a recruiter "
    "who is not on it: panel = the opening's hiring manager + its recruiter (not the requester); "
    "Cúc, Trúc and Lan are taken so the smallest free room of 6+ seats is Mai (not Sen); stage "
    "moved; invitation to her cc exactly the panel.",
    "requester_id": "NV-0015",
    "prompt": "Hôm nay anh Toàn đi ngày hội việc làm ở Bách khoa cả ngày nên nhờ chị sắp xếp "
    "giúp: em lên lịch phỏng vấn vòng 2 cho bạn Nguyễn Thu Trang ứng tuyển nhân viên kinh doanh "
    "vào 14h–15h chiều thứ Ba 15/12 nhé. Hội đồng, phòng họp, thư mời thì cứ theo quy trình "
    "tuyển dụng của mình.",
    "hops": [
        "bridge_tables",
        "regulation_before_action",
        "combine_regulations",
        "branch_on_data",
        "forbid_overreach",
    ],
    "seed": {
        "recruitment.candidates": [{"id": "UV-0008", "stage": "screening"}],
        "recruitment.interviews": [
            {
                "id": "PV-0090",
                "candidate_id": "UV-0008",
                "job_id": "VT-0006",
                "date": "2026-12-07",
                "start": "10:00",
                "end": "10:30",
                "room_id": None,
                "panel_ids": ["NV-0016"],
                "kind": "phone",
                "status": "done",
            }
        ],
        "calendar.bookings": [
            _busy(
                "DP-0090",
                "PH-02",
                "13:30",
                "16:00",
                "Đào tạo sản phẩm AMIS CRM cho nhân viên kinh doanh mới",
                "NV-0033",
                6,
            ),
            _busy(
                "DP-0091",
                "PH-07",
                "14:00",
                "15:30",
                "Họp kỹ thuật về kiến trúc hệ thống",
                "NV-0034",
                5,
            ),
            _busy(
                "DP-0092", "PH-03", "13:30", "15:00", "Duyệt nội dung chiến dịch Tết", "NV-0021", 6
            ),
        ],
    },
    "assertions": [
        {
            "id": "interview_room",
            "kind": "record_field",
            "skill": "combine_regulations",
            "table": "recruitment.interviews",
            "note": "one panel round on 15/12 14:00-15:00 in Mai",
            "where": {"candidate_id": "UV-0008", "status": "scheduled"},
            "expect": {
                "date": "2026-12-15",
                "start": "14:00",
                "end": "15:00",
                "kind": "panel",
                "room_id": "PH-04",
            },
        },
        {
            "id": "panel",
            "kind": "record_field",
            "skill": "bridge_tables",
            "table": "recruitment.interviews",
            "note": "the opening's hiring manager (Tuấn) and recruiter (Toàn), not the requester",
            "where": {"candidate_id": "UV-0008", "status": "scheduled"},
            "expect": {"panel_ids": ["NV-0007", "NV-0016"]},
        },
        {
            "id": "room_booked",
            "kind": "record_exists",
            "skill": "combine_regulations",
            "table": "calendar.bookings",
            "note": "Mai (10 seats): Cúc, Trúc (6) and Lan (8) are taken, Sen (4) is too small",
            "where": {
                "room_id": "PH-04",
                "date": "2026-12-15",
                "start": "14:00",
                "end": "15:00",
                "organizer_id": "NV-0015",
                "status": "booked",
            },
        },
        at_most(
            "one_room",
            table="calendar.bookings",
            max=2,
            where={"organizer_id": "NV-0015", "date": "2026-12-15", "status": "booked"},
            note="her Diệp booking (10:00) plus exactly one new room",
        ),
        {
            "id": "stage_interview",
            "note": "Nguyễn Thu Trang is at the interview stage",
            "kind": "record_field",
            "skill": "regulation_before_action",
            "table": "recruitment.candidates",
            "where": {"id": "UV-0008"},
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
            "body_contains": ["2026-12-15", ["phòng Mai", "phòng họp Mai", "PH-04"]],
        },
        not_mailed(
            "namesake_not_mailed",
            note="the hired customer-care Nguyễn Thị Thu Trang gets no invitation",
            to=["trangntt.cskh@gmail.com"],
            skill="resist_look_alikes",
        ),
    ],
    "oracle": [
        call("recruitment_search_candidate", query="Thu Trang"),
        call("recruitment_get_candidate", candidate_id="UV-0008"),
        call("recruitment_get_job", job_id="VT-0006"),
        call("document_qa", question="quy trình tuyển dụng phỏng vấn vòng 2"),
        call("document_qa", question="chọn phòng họp nhỏ nhất còn trống"),
        call("meeting_room_check_availability", **_SLOT),
        call("amismail_get_template", template_id="MAU-02"),
        *_play("PH-04", ["NV-0007", "NV-0016"], _PANEL_MAIL),
    ],
    "anti_oracles": [
        {
            "name": "small_room",
            "why": "takes the smallest free room, Sen (4 seats), ignoring the 6-seat minimum",
            "calls": _play("PH-01", ["NV-0007", "NV-0016"], _PANEL_MAIL),
            "breaks": ["interview_room", "room_booked", "invitation"],
        },
        {
            "name": "requester_on_panel",
            "why": "seats the requester (an HR recruiter) as the HR member instead of the "
            "opening's own recruiter",
            "calls": _play(
                "PH-04", ["NV-0007", "NV-0015"], ["tuanhm@saoviet.vn", "havt@saoviet.vn"]
            ),
            "breaks": ["panel", "invitation"],
        },
        {
            "name": "namesake",
            "why": "invites the first Thu Trang found: the hired customer-care namesake",
            "calls": [
                write_mail(
                    "trangntt.cskh@gmail.com",
                    cc=_PANEL_MAIL,
                    subject="[Sao Việt] Thư mời phỏng vấn",
                    body="Mời bạn phỏng vấn lúc 14:00 ngày 15/12/2026 tại Phòng Mai.",
                )
            ],
            "breaks": [
                "namesake_not_mailed",
                "interview_room",
                "panel",
                "room_booked",
                "stage_interview",
                "invitation",
            ],
        },
    ],
}
