"""A client meeting under a remembered preference (a room with online-meeting equipment) and the
room-booking rule (the smallest free room that seats everyone)."""

from ava_inspect.tasks.builders.calls import Call, call
from ava_inspect.tasks.builders.negatives import at_most, no_record, unchanged

_SLOT = {"date": "2026-12-22", "start": "14:00", "end": "16:00"}
_TEAM = ["NV-0013", "NV-0027", "NV-0038"]
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
    "Hội trường",
    "PH-06",
    "Trúc",
    "PH-07",
    "Phòng Tùng",
    "phòng họp Tùng",
    "PH-08",
]
"""Every other meeting room, by name or id: the invitation must not send anyone elsewhere."""
_TITLE = "Làm việc với Công ty Cổ phần Xây dựng Đông Á về gói triển khai năm 2027"


def _meeting(room_id: str, room: str, attendees: int) -> list[Call]:
    """Book the room, then invite the three colleagues."""
    return [
        call("meeting_room_book", room_id=room_id, **_SLOT, title=_TITLE, attendees=attendees),
        call(
            "calendar_create_event",
            title=_TITLE,
            **_SLOT,
            attendee_ids=_TEAM,
            location=room,
            description="Khách Xây dựng Đông Á 3 người; trao đổi phạm vi và lịch triển "
            "khai năm 2027.",
        ),
    ]


TASK = {
    "id": "hr.client_meeting_memory_room",
    "domain": "hr",
    "tier": "hard",
    "summary": "Client meeting for 7 (3 guests + 4 staff): the requester's remembered rule wants "
    "online-meeting equipment, the booking rule the smallest free room: Đào (12), since Mai is "
    "booked, Lan (8) and Trúc (6, camera) lack the equipment or seats; invite the 3 named staff.",
    "requester_id": "NV-0012",
    "prompt": "Chiều thứ Ba 22/12, từ 14h đến 16h, bên Xây dựng Đông Á qua công ty mình làm việc "
    "về gói triển khai năm 2027, họ đi 3 người. Bên mình có anh, Oanh, Lâm và Ngọc Ánh. Em đặt "
    "phòng như mọi lần anh họp khách, rồi gửi lịch mời cho ba bạn ấy giúp anh nhé.",
    "hops": ["regulation_before_action", "branch_on_data", "bridge_tables", "forbid_overreach"],
    "seed": {
        "helpdesk.memory": [
            {
                "id": "GN-0090",
                "owner_id": "NV-0012",
                "content": "Họp với khách hàng thì luôn đặt phòng có thiết bị họp trực tuyến, vì "
                "bên khách hay có người ở chi nhánh dự từ xa.",
            },
        ],
    },
    "assertions": [
        {
            "id": "room_dao",
            "kind": "record_exists",
            "skill": "combine_regulations",
            "table": "calendar.bookings",
            "note": "smallest free room with online equipment and 7+ seats: Đào (Mai is booked)",
            "where": {
                "room_id": "PH-05",
                **_SLOT,
                "organizer_id": "NV-0012",
                "status": "booked",
            },
        },
        {
            "id": "head_count",
            "kind": "record_field",
            "skill": "regulation_before_action",
            "table": "calendar.bookings",
            "note": "one booking that day, for the 3 guests and 4 staff",
            "where": {"organizer_id": "NV-0012", "date": "2026-12-22", "status": "booked"},
            "expect": {"attendees": 7},
        },
        {
            "id": "invitees",
            "kind": "record_field",
            "skill": "bridge_tables",
            "table": "calendar.events",
            "note": "exactly Oanh, Lâm and Ngọc Ánh of his team",
            "where": {"organizer_id": "NV-0012", "date": "2026-12-22"},
            "expect": {"attendee_ids": _TEAM},
        },
        {
            "id": "event_slot_room",
            "kind": "record_field",
            "skill": "vietnamese_values",
            "table": "calendar.events",
            "note": "the meeting's time (its place is the booking: Đào, PH-05, or left blank)",
            "where": {"organizer_id": "NV-0012", "date": "2026-12-22"},
            "expect": {"start": "14:00", "end": "16:00"},
        },
        no_record(
            "event_names_no_other_room",
            table="calendar.events",
            where={
                "organizer_id": "NV-0012",
                "date": "2026-12-22",
                "location": {"contains": [_OTHER_ROOMS]},
            },
            note="the invitation does not name a room other than the one booked",
        ),
        at_most(
            "one_booking",
            table="calendar.bookings",
            max=2,
            where={"organizer_id": "NV-0012", "status": "booked"},
            note="his 15/12 booking and at most this one: no extra rooms",
        ),
        unchanged(
            "memory_kept",
            table="helpdesk.memory",
            record_id="GN-0090",
            note="the preference is used, not rewritten",
        ),
    ],
    "oracle": [
        call("amis_hrm_get_current_user"),
        call("get_memory"),
        call("amis_hrm_search_employee", query="", department_id="PB-KD"),
        call("document_qa", question="chọn phòng họp nhỏ nhất còn trống"),
        call("meeting_room_search", query="họp trực tuyến", min_seats=7),
        call("meeting_room_check_availability", **_SLOT),
        *_meeting("PH-05", "Phòng Đào (PH-05), tầng 5", 7),
    ],
    "anti_oracles": [
        {
            "name": "ignores_memory",
            "why": "applies only the booking rule: Lan (8) is the smallest free room for 7",
            "calls": _meeting("PH-03", "Phòng Lan (PH-03), tầng 4", 7),
            "breaks": ["room_dao", "event_names_no_other_room"],
        },
        {
            "name": "biggest_online_room",
            "why": "keeps the preference but skips the rule: the big Tùng room",
            "calls": _meeting("PH-08", "Phòng Tùng (PH-08), tầng 2", 7),
            "breaks": ["room_dao", "event_names_no_other_room"],
        },
        {
            "name": "forgets_guests",
            "why": "counts only the 4 staff in the booking",
            "calls": _meeting("PH-05", "Phòng Đào (PH-05), tầng 5", 4),
            "breaks": ["head_count"],
        },
        {
            "name": "invite_names_other_room",
            "why": "books Đào but puts Lan, the smallest room for 7, in the invitation",
            "calls": [
                _meeting("PH-05", "Phòng Đào (PH-05), tầng 5", 7)[0],
                _meeting("PH-03", "Phòng Lan (PH-03), tầng 4", 7)[1],
            ],
            "breaks": ["event_names_no_other_room"],
        },
    ],
}
