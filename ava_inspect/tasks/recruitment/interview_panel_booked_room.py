"""Schedule a panel interview into a room the requester already booked; stage to interview."""

from ava_inspect.tasks.builders.calls import Call, call
from ava_inspect.tasks.builders.negatives import unchanged
from ava_inspect.tasks.builders.recruitment import set_stage

_SLOT = {"date": "2026-12-16", "start": "09:00", "end": "10:00"}


def _schedule(panel_ids: list[str]) -> list[Call]:
    return [
        call(
            "recruitment_schedule_interview",
            candidate_id="UV-0020",
            **_SLOT,
            panel_ids=panel_ids,
            kind="panel",
            room_id="PH-03",
        ),
        set_stage("UV-0020", "interview"),
    ]


TASK = {
    "id": "recruitment.interview_panel_booked_room",
    "domain": "recruitment",
    "tier": "basic",
    "summary": "Schedule Hà Quốc Khánh's panel round into the Lan booking the requester already "
    "holds (Wed 16/12 09:00-10:00): panel = sales hiring manager + recruiter, no second booking, "
    "stage to interview.",
    "requester_id": "NV-0016",
    "prompt": "Anh đặt sẵn phòng Lan từ 9h đến 10h sáng thứ Tư 16/12 rồi. Em lên lịch phỏng vấn "
    "vòng 2 cho bạn Hà Quốc Khánh vào khung đó, hội đồng theo đúng quy trình, rồi chuyển bạn ấy "
    "sang vòng phỏng vấn giúp anh.",
    "seed": {
        "recruitment.interviews": [{"id": "PV-0018", "date": "2026-12-07", "status": "done"}],
        "calendar.bookings": [
            {
                "id": "DP-0090",
                "room_id": "PH-03",
                "date": "2026-12-16",
                "start": "09:00",
                "end": "10:00",
                "title": "Phỏng vấn vòng 2 - Hà Quốc Khánh",
                "organizer_id": "NV-0016",
                "attendees": 3,
            }
        ],
    },
    "assertions": [
        {
            "id": "interview",
            "note": "Khánh's scheduled panel round is Wed 16/12 09:00-10:00 in room Lan",
            "kind": "record_field",
            "skill": "bridge_tables",
            "table": "recruitment.interviews",
            "where": {"candidate_id": "UV-0020", "status": "scheduled"},
            "expect": {
                "date": "2026-12-16",
                "start": "09:00",
                "end": "10:00",
                "kind": "panel",
                "room_id": "PH-03",
            },
        },
        {
            "id": "panel",
            "kind": "record_field",
            "skill": "regulation_before_action",
            "table": "recruitment.interviews",
            "note": "the sales opening's hiring manager (Tuấn) and its recruiter (the requester)",
            "where": {"candidate_id": "UV-0020", "status": "scheduled"},
            "expect": {"panel_ids": ["NV-0007", "NV-0016"]},
        },
        {
            "id": "stage_interview",
            "note": "Hà Quốc Khánh is at the interview stage",
            "kind": "record_field",
            "skill": "regulation_before_action",
            "table": "recruitment.candidates",
            "where": {"id": "UV-0020"},
            "expect": {"stage": "interview"},
        },
        {
            "id": "no_second_booking",
            "kind": "record_count",
            "skill": "forbid_overreach",
            "table": "calendar.bookings",
            "negative": True,
            "note": "the room is already held: no new booking",
            "where": {"organizer_id": "NV-0016", "date": "2026-12-16", "status": "booked"},
            "count": 1,
        },
        unchanged(
            "held_booking_kept",
            table="calendar.bookings",
            record_id="DP-0090",
            note="the Lan booking already made is used as it is",
        ),
    ],
    "oracle": [
        call("recruitment_search_candidate", query="Hà Quốc Khánh"),
        call("recruitment_get_job", job_id="VT-0006"),
        call("meeting_room_list_bookings", date="2026-12-16", room_id="PH-03"),
        *_schedule(["NV-0007", "NV-0016"]),
    ],
    "anti_oracles": [
        {
            "name": "recruiter_alone",
            "why": "keeps the phone-round panel (the recruiter alone) for the panel round",
            "calls": _schedule(["NV-0016"]),
            "breaks": ["panel"],
        },
        {
            "name": "books_again",
            "why": "books another room for the slot instead of using the one already held",
            "calls": [
                call(
                    "meeting_room_book",
                    room_id="PH-02",
                    **_SLOT,
                    title="Phỏng vấn Hà Quốc Khánh",
                    attendees=3,
                ),
                call(
                    "recruitment_schedule_interview",
                    candidate_id="UV-0020",
                    **_SLOT,
                    panel_ids=["NV-0007", "NV-0016"],
                    kind="panel",
                    room_id="PH-02",
                ),
                set_stage("UV-0020", "interview"),
            ],
            "breaks": ["interview", "no_second_booking"],
        },
    ],
}
