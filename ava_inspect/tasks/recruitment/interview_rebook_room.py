"""Re-book the room of an already scheduled interview after its booking was cancelled."""

from ava_inspect.tasks.builders.calls import Call, call
from ava_inspect.tasks.builders.negatives import at_most, no_record, unchanged
from ava_inspect.tasks.builders.recruitment import reschedule_interview
from ava_inspect.tasks.builders.rooms import book_room


def _book(room_id: str) -> Call:
    return book_room(
        room_id,
        date="2026-12-14",
        start="14:00",
        end="15:00",
        title="Phỏng vấn hội đồng - Bùi Khánh Linh (Chuyên viên Chăm sóc khách hàng)",
        attendees=3,
    )


TASK = {
    "id": "recruitment.interview_rebook_room",
    "domain": "recruitment",
    "tier": "basic",
    "summary": "Re-book the room of Bùi Khánh Linh's scheduled panel interview (Cúc, Mon 14/12 "
    "14:00-15:00, read from the interview) after its booking was cancelled by mistake; once.",
    "requester_id": "NV-0015",
    "prompt": "Hôm trước chị lỡ tay hủy nhầm lịch phòng của buổi phỏng vấn vòng 2 bạn Bùi Khánh "
    "Linh. Em đặt lại phòng cho buổi đó giúp chị với.",
    "seed": {"calendar.bookings": [{"id": "DP-0020", "status": "cancelled"}]},
    "assertions": [
        {
            "id": "rebooked",
            "kind": "record_exists",
            "skill": "bridge_tables",
            "table": "calendar.bookings",
            "note": "the interview's own room and slot",
            "where": {
                "room_id": "PH-02",
                "date": "2026-12-14",
                "start": "14:00",
                "end": "15:00",
                "organizer_id": "NV-0015",
                "status": "booked",
            },
        },
        at_most(
            "one_booking",
            table="calendar.bookings",
            max=1,
            where={"organizer_id": "NV-0015", "date": "2026-12-14", "status": "booked"},
            note="one room booked by the recruiter on 14/12, not two",
        ),
        no_record(
            "no_other_room",
            table="calendar.bookings",
            where={"date": "2026-12-14", "room_id": "PH-07", "start": "14:00"},
            note="not Trúc, the other free 6-seat room",
            skill="resist_look_alikes",
        ),
        unchanged(
            "interview_unchanged",
            table="recruitment.interviews",
            record_id="PV-0016",
            note="the interview PV-0016 itself stays as it is",
        ),
    ],
    "oracle": [
        call("recruitment_search_candidate", query="Bùi Khánh Linh"),
        call("recruitment_list_interviews", candidate_id="UV-0017"),
        call(
            "meeting_room_check_availability",
            date="2026-12-14",
            start="14:00",
            end="15:00",
            room_id="PH-02",
        ),
        _book("PH-02"),
    ],
    "anti_oracles": [
        {
            "name": "other_six_seater",
            "why": "picks a room afresh (Trúc, also 6 seats and free) and moves the interview",
            "calls": [
                _book("PH-07"),
                reschedule_interview(
                    "PV-0016", date="2026-12-14", start="14:00", end="15:00", room_id="PH-07"
                ),
            ],
            "breaks": ["rebooked", "no_other_room", "interview_unchanged"],
        },
    ],
}
