"""A candidate withdraws: cancel his panel interview and its room, nothing else of that day."""

from ava_inspect.tasks.builders.calls import call
from ava_inspect.tasks.builders.negatives import unchanged
from ava_inspect.tasks.builders.recruitment import cancel_interview
from ava_inspect.tasks.builders.rooms import cancel_booking

_CANCEL_INTERVIEW = cancel_interview("PV-0001")
_RELEASE_ROOM = cancel_booking("DP-0006")

TASK = {
    "id": "recruitment.interview_cancel_withdrawn",
    "domain": "recruitment",
    "tier": "basic",
    "summary": "Nguyễn Hoàng Long withdrew: cancel his panel interview of 10/12 and release its "
    "room booking, leaving the requester's other interview and booking of that day alone.",
    "requester_id": "NV-0016",
    "prompt": "Bạn Nguyễn Hoàng Long vừa báo đã nhận việc ở công ty khác, xin rút hồ sơ. Em hủy "
    "giúp anh buổi phỏng vấn hội đồng chiều mai của bạn ấy, trả luôn phòng đã đặt cho buổi đó.",
    "assertions": [
        {
            "id": "interview_cancelled",
            "note": "Nguyễn Hoàng Long's panel interview PV-0001 is cancelled",
            "kind": "record_field",
            "skill": "bridge_tables",
            "table": "recruitment.interviews",
            "where": {"id": "PV-0001"},
            "expect": {"status": "cancelled"},
        },
        {
            "id": "room_released",
            "kind": "record_field",
            "skill": "bridge_tables",
            "table": "calendar.bookings",
            "note": "Cúc 15:00-16:00 on 10/12, booked for this interview",
            "where": {"id": "DP-0006"},
            "expect": {"status": "cancelled"},
        },
        unchanged(
            "training_booking_kept",
            table="calendar.bookings",
            record_id="DP-0003",
            note="the requester's AMIS training in Lan the same morning stays",
        ),
        unchanged(
            "phone_round_kept",
            table="recruitment.interviews",
            record_id="PV-0018",
            note="the requester's phone round with Hà Quốc Khánh the same afternoon stays",
        ),
    ],
    "oracle": [
        call("recruitment_search_candidate", query="Nguyễn Hoàng Long"),
        call("recruitment_list_interviews", candidate_id="UV-0005"),
        call("meeting_room_list_bookings", date="2026-12-10"),
        _CANCEL_INTERVIEW,
        _RELEASE_ROOM,
    ],
    "anti_oracles": [
        {
            "name": "clear_the_day",
            "why": "cancels every interview and booking of the requester on 10/12",
            "calls": [
                _CANCEL_INTERVIEW,
                _RELEASE_ROOM,
                cancel_interview("PV-0018"),
                cancel_booking("DP-0003"),
            ],
            "breaks": ["training_booking_kept", "phone_round_kept"],
        },
        {
            "name": "room_left_held",
            "why": "cancels the interview but forgets the room booking",
            "calls": [_CANCEL_INTERVIEW],
            "breaks": ["room_released"],
        },
    ],
}
