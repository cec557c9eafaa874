"""A team lead's meeting: the team is his direct reports, the room the smallest free one for them
all by the room-booking rule, the invitation exactly the team."""

from ava_inspect.tasks.builders.calls import Call, call
from ava_inspect.tasks.builders.negatives import at_most, no_record

_SLOT = {"date": "2026-12-15", "start": "10:00", "end": "11:00"}
_TEAM = ["NV-0008", "NV-0010", "NV-0011", "NV-0030"]
_OTHER_ROOMS = [
    "Sen",
    "PH-01",
    "Cúc",
    "PH-02",
    "Lan",
    "PH-03",
    "Phòng Mai",
    "phòng họp Mai",
    "PH-04",
    "Phòng Đào",
    "phòng họp Đào",
    "PH-05",
    "Hội trường",
    "PH-06",
    "Phòng Tùng",
    "phòng họp Tùng",
    "PH-08",
]
"""Every other meeting room, by name or id: the invitation must not send the team elsewhere."""
_TITLE = "Chốt danh sách khách hàng tiềm năng quý I/2027 - nhóm Kinh doanh miền Bắc"


def _meeting(room_id: str, room: str, attendees: int, invitees: list[str]) -> list[Call]:
    """Book the room, then put the meeting on the invitees' calendars."""
    return [
        call("meeting_room_book", room_id=room_id, **_SLOT, title=_TITLE, attendees=attendees),
        call(
            "calendar_create_event",
            title=_TITLE,
            **_SLOT,
            attendee_ids=invitees,
            location=room,
            description="Mỗi bạn mang danh sách khách hàng tiềm năng và chỉ tiêu quý I/2027.",
        ),
    ]


TASK = {
    "id": "hr.team_meeting_smallest_room",
    "domain": "hr",
    "tier": "hard",
    "summary": "A team lead meets 'cả nhóm': his 4 direct reports + himself = 5 people, so the "
    "smallest free room is Trúc (6; Cúc is booked, Sen's 4 seats too few), invitation to exactly "
    "the 4 reports, not the whole Sales department.",
    "requester_id": "NV-0009",
    "prompt": "Sáng thứ Ba 15/12 anh muốn họp cả nhóm từ 10h đến 11h để chốt danh sách khách hàng "
    "tiềm năng quý I. Em đặt phòng họp theo đúng quy định của công ty rồi gửi lịch mời cả nhóm "
    "giúp anh nhé.",
    "hops": ["bridge_tables", "regulation_before_action", "branch_on_data", "forbid_overreach"],
    "assertions": [
        {
            "id": "room_truc",
            "kind": "record_exists",
            "skill": "regulation_before_action",
            "table": "calendar.bookings",
            "note": "Trúc (6 seats): Sen (4) is too small for 5, Cúc (6) is booked 10:00-11:00",
            "where": {
                "room_id": "PH-07",
                "date": "2026-12-15",
                "start": "10:00",
                "end": "11:00",
                "organizer_id": "NV-0009",
                "status": "booked",
            },
        },
        {
            "id": "head_count",
            "kind": "record_field",
            "skill": "bridge_tables",
            "table": "calendar.bookings",
            "note": "one booking that day, for the 4 reports and the requester",
            "where": {"organizer_id": "NV-0009", "date": "2026-12-15", "status": "booked"},
            "expect": {"attendees": 5},
        },
        {
            "id": "invitees",
            "kind": "record_field",
            "skill": "bridge_tables",
            "table": "calendar.events",
            "note": "exactly his direct reports: not the department, not the other sales team",
            "where": {"organizer_id": "NV-0009", "date": "2026-12-15"},
            "expect": {"attendee_ids": _TEAM},
        },
        {
            "id": "event_slot_room",
            "kind": "record_field",
            "skill": "vietnamese_values",
            "table": "calendar.events",
            "note": "the meeting's time (its place is the booking: Trúc, PH-07, or left blank)",
            "where": {"organizer_id": "NV-0009", "date": "2026-12-15"},
            "expect": {"start": "10:00", "end": "11:00"},
        },
        no_record(
            "event_names_no_other_room",
            table="calendar.events",
            where={
                "organizer_id": "NV-0009",
                "date": "2026-12-15",
                "location": {"contains": [_OTHER_ROOMS]},
            },
            note="the invitation does not name a room other than the one booked",
        ),
        at_most(
            "one_event",
            table="calendar.events",
            max=1,
            where={"organizer_id": "NV-0009", "date": {"gte": "2026-12-11"}},
            note="no duplicate invitations (his 10/12 meeting is before)",
        ),
        at_most(
            "one_booking",
            table="calendar.bookings",
            max=1,
            where={"organizer_id": "NV-0009", "date": {"gte": "2026-12-11"}, "status": "booked"},
            note="no extra room held on another day (his 10/12 booking is before)",
        ),
    ],
    "oracle": [
        call("amis_hrm_get_current_user"),
        call("amis_hrm_search_employee", department_id="PB-KD", limit=50),
        call("document_qa", question="quy định đặt phòng họp chọn phòng"),
        call("meeting_room_check_availability", **_SLOT),
        *_meeting("PH-07", "Phòng Trúc (PH-07), tầng 5", 5, _TEAM),
    ],
    "anti_oracles": [
        {
            "name": "forgets_himself",
            "why": "counts only the 4 reports and books the 4-seat Sen",
            "calls": _meeting("PH-01", "Phòng Sen (PH-01), tầng 3", 4, _TEAM),
            "breaks": ["room_truc", "head_count", "event_names_no_other_room"],
        },
        {
            "name": "skips_room_rule",
            "why": "books a comfortable bigger room (Lan, 8 seats) instead of the smallest free one",
            "calls": _meeting("PH-03", "Phòng Lan (PH-03), tầng 4", 5, _TEAM),
            "breaks": ["room_truc", "event_names_no_other_room"],
        },
        {
            "name": "whole_department",
            "why": "reads 'cả nhóm' as the whole Sales department and books Mai for 10",
            "calls": _meeting(
                "PH-04",
                "Phòng Mai (PH-04), tầng 4",
                10,
                ["NV-0007", *_TEAM, "NV-0012", "NV-0013", "NV-0027", "NV-0038"],
            ),
            "breaks": ["room_truc", "head_count", "invitees", "event_names_no_other_room"],
        },
        {
            "name": "invite_names_other_room",
            "why": "books Trúc but sends the team to Cúc, the room it first looked at",
            "calls": [
                _meeting("PH-07", "Phòng Trúc (PH-07), tầng 5", 5, _TEAM)[0],
                _meeting("PH-02", "Phòng Cúc (PH-02), tầng 3", 5, _TEAM)[1],
            ],
            "breaks": ["event_names_no_other_room"],
        },
    ],
}
