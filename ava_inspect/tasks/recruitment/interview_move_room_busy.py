"""Move a panel interview to a slot where its room is taken: pick the new room by both rules."""

from ava_inspect.tasks.builders.calls import Call, call
from ava_inspect.tasks.builders.mail import write_mail
from ava_inspect.tasks.builders.negatives import at_most, unchanged
from ava_inspect.tasks.builders.rooms import cancel_booking

_CANDIDATE = "diep.hongoc@gmail.com"
_NEW = {"date": "2026-12-17", "start": "14:00", "end": "15:00"}


def _move(room_id: str) -> list[Call]:
    """Book `room_id` for the new slot, then move the interview there."""
    return [
        call(
            "meeting_room_book",
            room_id=room_id,
            **_NEW,
            title="Phỏng vấn hội đồng - Hồ Thị Ngọc Diệp (Kiểm thử viên phần mềm)",
            attendees=3,
        ),
        call("recruitment_reschedule_interview", interview_id="PV-0006", **_NEW, room_id=room_id),
    ]


def _notice(room: str, floor: int, slot: str = "14:00 - 15:00") -> Call:
    return write_mail(
        _CANDIDATE,
        cc="baotq@saoviet.vn",
        subject="[Sao Việt] Thay đổi lịch phỏng vấn vị trí Kiểm thử viên phần mềm",
        body="Chào bạn Hồ Thị Ngọc Diệp,\n\nDo hội đồng có việc đột xuất, buổi phỏng vấn "
        f"vòng 2 vị trí Kiểm thử viên phần mềm của bạn được dời sang:\n- Thời gian: {slot}, "
        f"thứ Năm ngày 17/12/2026\n- Địa điểm: {room}, tầng {floor}, tòa nhà Sao Việt, "
        "18 Duy Tân, Cầu Giấy, Hà Nội\n- Hội đồng phỏng vấn: anh Trịnh Quốc Bảo (Trưởng "
        "phòng Kỹ thuật), chị Vũ Thu Hà (Phòng Nhân sự)\n\nMong bạn thông cảm và phản hồi "
        "xác nhận giúp chúng tôi.\n\nTrân trọng,\nVũ Thu Hà\nChuyên viên C&B, Phòng Nhân sự\n"
        "Công ty Cổ phần Công nghệ Sao Việt",
    )


_RELEASE = cancel_booking("DP-0021")

TASK = {
    "id": "recruitment.interview_move_room_busy",
    "domain": "recruitment",
    "tier": "hard",
    "summary": "Reschedule the tester's panel interview to Thu 17/12 14:00 where its room Cúc is "
    "taken: book the smallest free room with at least 6 seats (Trúc, not the 4-seat Sen), move "
    "the interview there, release the old booking, notify the candidate cc the hiring manager.",
    "requester_id": "NV-0015",
    "prompt": "Anh Bảo vừa báo sáng thứ Ba 15/12 phải đi gặp khách hàng đột xuất. Em dời buổi "
    "phỏng vấn vòng 2 của bạn Hồ Thị Ngọc Diệp sang chiều thứ Năm 17/12, từ 14h đến 15h giúp "
    "chị. Phòng họp em xử lý theo đúng quy định nhé, xong gửi mail báo lịch mới cho bạn ấy, cc "
    "anh Bảo.",
    "hops": [
        "regulation_before_action",
        "combine_regulations",
        "branch_on_data",
        "forbid_overreach",
    ],
    "assertions": [
        {
            "id": "interview_moved",
            "kind": "record_field",
            "skill": "combine_regulations",
            "table": "recruitment.interviews",
            "note": "the one live interview is on 17/12 14:00-15:00 in Trúc, panel unchanged",
            "where": {"candidate_id": "UV-0009", "status": "scheduled"},
            "expect": {
                "date": "2026-12-17",
                "start": "14:00",
                "end": "15:00",
                "room_id": "PH-07",
                "panel_ids": ["NV-0017", "NV-0015"],
            },
        },
        {
            "id": "room_booked",
            "kind": "record_exists",
            "skill": "combine_regulations",
            "table": "calendar.bookings",
            "note": "Trúc (6 seats): Cúc (6) is taken by the Marketing budget meeting, Sen (4) "
            "is under the 6-seat minimum",
            "where": {
                "room_id": "PH-07",
                "date": "2026-12-17",
                "start": "14:00",
                "end": "15:00",
                "organizer_id": "NV-0015",
                "status": "booked",
            },
        },
        at_most(
            "one_room",
            table="calendar.bookings",
            max=1,
            where={"organizer_id": "NV-0015", "date": "2026-12-17", "status": "booked"},
            note="no second room held for the new slot",
        ),
        {
            "id": "old_room_released",
            "kind": "record_field",
            "skill": "regulation_before_action",
            "table": "calendar.bookings",
            "note": "the room-booking rule: cancel a booking no longer used (Cúc on 15/12)",
            "where": {"id": "DP-0021"},
            "expect": {"status": "cancelled"},
        },
        unchanged(
            "other_interview_booking_kept",
            table="calendar.bookings",
            record_id="DP-0020",
            note="her look-alike booking (Cúc, Bùi Khánh Linh's panel on 14/12) stays held",
            skill="resist_look_alikes",
        ),
        {
            "id": "one_live_interview",
            "kind": "record_count",
            "skill": "forbid_overreach",
            "table": "recruitment.interviews",
            "negative": True,
            "note": "moved, not duplicated",
            "where": {"candidate_id": "UV-0009", "status": "scheduled"},
            "count": 1,
        },
        {
            "id": "notice",
            "kind": "mail_sent",
            "skill": "vietnamese_values",
            "note": "to the candidate, cc the hiring manager, with the new date, hour and room",
            "to": [_CANDIDATE],
            "cc": ["baotq@saoviet.vn"],
            "body_contains": ["2026-12-17", "14:00", ["Trúc", "PH-07"]],
        },
    ],
    "oracle": [
        call("recruitment_search_candidate", query="Hồ Thị Ngọc Diệp"),
        call("recruitment_list_interviews", candidate_id="UV-0009"),
        call("document_qa", question="phỏng vấn vòng 2 hội đồng phòng họp"),
        call("document_get", document_id="QD-003"),
        call("meeting_room_check_availability", **_NEW),
        *_move("PH-07"),
        call("meeting_room_list_bookings", date="2026-12-15", room_id="PH-02"),
        _RELEASE,
        call("amismail_search_directory", query="Trịnh Quốc Bảo"),
        _notice("Phòng Trúc", 5),
    ],
    "anti_oracles": [
        {
            "name": "keep_old_room",
            "why": "moves the interview but keeps Cúc, which the Marketing budget meeting holds "
            "at the new time (the recruitment tool only checks other interviews)",
            "calls": [
                call("recruitment_reschedule_interview", interview_id="PV-0006", **_NEW),
                _notice("Phòng Cúc", 3),
            ],
            "breaks": ["interview_moved", "room_booked", "old_room_released", "notice"],
        },
        {
            "name": "smallest_free_room",
            "why": "applies only the booking rule and takes Sen (4 seats), under the 6-seat "
            "minimum for a panel interview",
            "calls": [*_move("PH-01"), _RELEASE, _notice("Phòng Sen", 3)],
            "breaks": ["interview_moved", "room_booked", "notice"],
        },
        {
            "name": "old_booking_kept",
            "why": "books Trúc and moves the interview but leaves the old Cúc booking held",
            "calls": [*_move("PH-07"), _notice("Phòng Trúc", 5)],
            "breaks": ["old_room_released"],
        },
        {
            "name": "wrong_booking_released",
            "why": "releases her other 'Phỏng vấn hội đồng' booking in Cúc (Bùi Khánh Linh, 14/12) "
            "instead of Diệp's",
            "calls": [
                *_move("PH-07"),
                cancel_booking("DP-0020"),
                _notice("Phòng Trúc", 5),
            ],
            "breaks": ["old_room_released", "other_interview_booking_kept"],
        },
        {
            "name": "notice_keeps_old_hour",
            "why": "moves everything right but the mail keeps the old 10:00-11:00 hour",
            "calls": [*_move("PH-07"), _RELEASE, _notice("Phòng Trúc", 5, "10:00 - 11:00")],
            "breaks": ["notice"],
        },
    ],
}
