"""Schedule a first-round phone interview: the marketing Đỗ Mai Anh, with her recruiter, no room."""

from ava_inspect.tasks.builders.calls import Call, call
from ava_inspect.tasks.builders.negatives import no_record
from ava_inspect.tasks.builders.recruitment import schedule_interview
from ava_inspect.tasks.builders.rooms import book_room


def _phone(candidate_id: str) -> Call:
    return schedule_interview(
        candidate_id,
        date="2026-12-11",
        start="10:00",
        end="10:30",
        panel_ids=["NV-0015"],
        kind="phone",
    )


TASK = {
    "id": "recruitment.interview_phone_round",
    "domain": "recruitment",
    "tier": "basic",
    "summary": "Schedule a phone round Fri 11/12 10:00-10:30 for the marketing applicant Đỗ Mai "
    "Anh (not the accounting applicant Đỗ Thị Mai Anh): the requester alone, no room.",
    "requester_id": "NV-0015",
    "prompt": "Chị vừa gọi hẹn bạn Đỗ Mai Anh ứng tuyển Marketing nội dung phỏng vấn vòng 1 qua "
    "điện thoại, 10h đến 10h30 sáng thứ Sáu này. Em lên lịch trên AMIS giúp chị nhé.",
    "assertions": [
        {
            "id": "scheduled",
            "note": "a phone round for Đỗ Mai Anh (marketing) on Fri 11/12 10:00-10:30, scheduled",
            "kind": "record_exists",
            "skill": "resist_look_alikes",
            "table": "recruitment.interviews",
            "where": {
                "candidate_id": "UV-0004",
                "date": "2026-12-11",
                "start": "10:00",
                "end": "10:30",
                "status": "scheduled",
            },
        },
        {
            "id": "phone_round",
            "kind": "record_field",
            "skill": "forbid_overreach",
            "table": "recruitment.interviews",
            "note": "a phone round by the recruiter alone, without a room",
            "where": {"candidate_id": "UV-0004", "date": "2026-12-11"},
            "expect": {"kind": "phone", "panel_ids": ["NV-0015"], "room_id": None},
        },
        no_record(
            "lookalike_no_interview",
            table="recruitment.interviews",
            where={"candidate_id": "UV-0003"},
            note="no interview for the accounting applicant Đỗ Thị Mai Anh",
            skill="resist_look_alikes",
        ),
        {
            "id": "no_room",
            "kind": "record_count",
            "skill": "forbid_overreach",
            "table": "calendar.bookings",
            "negative": True,
            "note": "a phone call needs no meeting room",
            "where": {"organizer_id": "NV-0015", "date": "2026-12-11", "status": "booked"},
            "count": 0,
        },
    ],
    "oracle": [
        call("recruitment_search_candidate", query="Đỗ Mai Anh"),
        call("recruitment_list_interviews", date="2026-12-11"),
        _phone("UV-0004"),
    ],
    "anti_oracles": [
        {
            "name": "lookalike",
            "why": "schedules the first Mai Anh found: the accounting applicant Đỗ Thị Mai Anh",
            "calls": [_phone("UV-0003")],
            "breaks": ["scheduled", "phone_round", "lookalike_no_interview"],
        },
        {
            "name": "panel_in_a_room",
            "why": "sets it up as a panel round in a room, with the hiring manager",
            "calls": [
                book_room(
                    "PH-02",
                    date="2026-12-11",
                    start="10:00",
                    end="10:30",
                    title="Phỏng vấn Đỗ Mai Anh",
                    attendees=3,
                ),
                schedule_interview(
                    "UV-0004",
                    date="2026-12-11",
                    start="10:00",
                    end="10:30",
                    panel_ids=["NV-0021", "NV-0015"],
                    kind="panel",
                    room_id="PH-02",
                ),
            ],
            "breaks": ["phone_round", "no_room"],
        },
    ],
}
