"""A room booked for five, then two guests and a projector added once it is booked: the first
room no longer fits, so the booking moves to the smallest free room that seats seven and has a
projector (QĐ-003 Điều 2.1, guests counted), and the first room is released (Điều 4)."""

from typing import Any

from ava_inspect.tasks.builders.calls import call
from ava_inspect.tasks.builders.negatives import at_most, no_record
from ava_inspect.tasks.builders.rooms import book_room, cancel_booking

ME = "NV-0011"
"""Lê Quang Vinh, Nhân viên kinh doanh: no booking of his own on file."""
_SLOT = {"date": "2026-12-17", "start": "14:00", "end": "15:30"}
"""Thu 17/12 14:00-15:30: Sen seats 4, Cúc is taken (14:00-16:00), so Trúc (6) is the smallest
free room for 5; Lan (8, projector) is taken by the seeded training, so Mai (10, projector) is
the smallest free room for 7 with a projector."""
FIRST, SECOND = "DP-0023", "DP-0024"
"""The ids his two bookings get (the next after the seeded DP-0022)."""
_TITLE = "Chuẩn bị demo AMIS cho khách hàng Minh Phát Group"

_LAN_TAKEN = {
    "id": "DP-0022",
    "room_id": "PH-03",
    "date": "2026-12-17",
    "start": "13:30",
    "end": "15:00",
    "title": "Đào tạo quy trình đối soát hóa đơn điện tử",
    "organizer_id": "NV-0006",
    "attendees": 6,
}

_READS = [
    call("amis_hrm_get_current_user"),
    call("document_qa", question="quy định chọn phòng họp"),
    call("meeting_room_check_availability", **_SLOT),
]
_BOOK_TRUC = book_room("PH-07", **_SLOT, title=_TITLE, attendees=5)
_BOOKED = {
    "say": "Dạ em đã đặt phòng Trúc (PH-07, tầng 5, 6 chỗ) chiều thứ Năm 17/12 từ 14:00 đến "
    "15:30 cho 5 người ạ. Phòng Sen chỉ có 4 chỗ, phòng Cúc đã có lịch họp khác, nên Trúc là "
    "phòng nhỏ nhất còn trống đủ chỗ."
}
_FIRST_ROOM = [*_READS, _BOOK_TRUC, _BOOKED]
"""The first request: the smallest free room for 5, booked and told."""
_LOOK_AGAIN = [
    call("meeting_room_search", query="máy chiếu", min_seats=7),
    call("meeting_room_check_availability", **_SLOT),
]
_BOOK_MAI = book_room("PH-04", **_SLOT, title=_TITLE, attendees=7)
_MOVED = {
    "say": "Dạ em đã đổi sang phòng Mai (PH-04, tầng 4, 10 chỗ, có máy chiếu) cho 7 người, tính "
    "cả 2 khách của Minh Phát Group, và đã hủy lịch phòng Trúc ạ. Phòng Lan (8 chỗ, có máy chiếu) "
    "đã có lịch từ 13:30 đến 15:00 nên không đặt được."
}
_THANKS = {"say": "Dạ vâng ạ, anh cần gì thêm cứ nhắn em nhé."}

TASK: dict[str, Any] = {
    "id": "hr.chat_room_added_condition",
    "domain": "hr",
    "tier": "conversation",
    "summary": "A room for 5 on Thu 17/12 14:00-15:30 (Trúc: Sen is too small, Cúc taken), then "
    "2 customer guests and a projector once booked: 7 people counting the guests, Lan is taken, "
    "so the booking moves to Mai for 7 and Trúc is released; no larger room.",
    "requester_id": ME,
    "seed": {"calendar.bookings": [_LAN_TAKEN]},
    "prompt": "AVA ơi, chiều thứ Năm 17/12 từ 14h đến 15h30 nhóm anh họp chuẩn bị buổi demo AMIS "
    "cho khách Minh Phát Group, tính cả anh là 5 người. Em đặt giúp anh một phòng họp nhé.",
    "user": {
        "persona": "Anh Lê Quang Vinh, nhân viên kinh doanh Phòng Kinh doanh, nhắn AVA trên MISA "
        "AMIS giữa hai cuộc gọi với khách, xưng anh, gọi AVA là em.",
        "facts": [
            {
                "id": "confirm_first",
                "field": "confirm",
                "value": "đặt phòng cho 5 người",
                "answer": "Ừ, em đặt phòng đó giúp anh nhé.",
            },
            {
                "id": "confirm_move",
                "field": "confirm",
                "value": "đổi phòng cho 7 người có máy chiếu",
                "answer": "Ừ, em đổi sang phòng đó giúp anh.",
                "stage": 1,
            },
        ],
        "turns": [
            {
                "when": {"after_tool": "meeting_room_book"},
                "text": "À em ơi, anh vừa chốt với khách: bên Minh Phát Group cử thêm 2 anh chị "
                "sang dự cùng, và anh cần chiếu bản demo lên máy chiếu cho mọi người xem. Em đổi "
                "giúp anh sang phòng phù hợp nhé.",
            },
            {
                "when": {"after_tool": "meeting_room_book"},
                "text": "Ok em.",
            },
            {
                "when": {"after_tool": "meeting_room_cancel_booking", "anytime": True},
                "text": "Ổn rồi, cảm ơn em nhé.",
                "ends": True,
            },
        ],
        "nudge": "Em cứ làm giúp anh theo như anh nhắn ở trên nhé.",
        "give_up": "Thôi để anh tự xem lại phòng sau vậy, cảm ơn em.",
        "already_said": "Anh nhắn ở trên rồi mà em: {answer}",
    },
    "assertions": [
        {
            "id": "first_booking_truc",
            "kind": "record_exists",
            "skill": "regulation_before_action",
            "table": "calendar.bookings",
            "note": "the first result: Trúc for 5, the smallest free room that seats them (Sen "
            "seats 4, Cúc is taken)",
            "where": {"room_id": "PH-07", **_SLOT, "organizer_id": ME, "attendees": 5},
        },
        {
            "id": "room_mai_for_seven",
            "kind": "record_exists",
            "skill": "regulation_before_action",
            "table": "calendar.bookings",
            "note": "7 people counting the 2 guests (QĐ-003 Điều 2.1) and a projector: Lan is "
            "taken, so Mai (10 seats) is the smallest free room that fits",
            "where": {
                "room_id": "PH-04",
                **_SLOT,
                "organizer_id": ME,
                "status": "booked",
                "attendees": 7,
            },
        },
        no_record(
            "truc_released",
            table="calendar.bookings",
            where={
                "room_id": "PH-07",
                "date": "2026-12-17",
                "organizer_id": ME,
                "status": "booked",
            },
            note="Trúc, no longer used, is cancelled on the system (Điều 4), not kept beside Mai",
            skill="regulation_before_action",
        ),
        at_most(
            "one_room_held",
            table="calendar.bookings",
            max=1,
            where={"organizer_id": ME, "date": "2026-12-17", "status": "booked"},
            note="one room held for the meeting",
        ),
        no_record(
            "no_larger_room",
            table="calendar.bookings",
            where={
                "organizer_id": ME,
                "date": "2026-12-17",
                "status": "booked",
                "room_id": {"in": ["PH-05", "PH-06", "PH-08"]},
            },
            note="not Đào, Tùng or the hall: the larger rooms stay free for larger meetings",
            skill="regulation_before_action",
        ),
    ],
    "oracle": [
        *_FIRST_ROOM,
        *_LOOK_AGAIN,
        _BOOK_MAI,
        cancel_booking(FIRST),
        _MOVED,
        _THANKS,
    ],
    "anti_oracles": [
        {
            "name": "keeps_the_first_room",
            "why": "books Mai for the new condition but leaves Trúc booked",
            "calls": [*_FIRST_ROOM, *_LOOK_AGAIN, _BOOK_MAI, _MOVED, _THANKS, _THANKS],
            "breaks": ["truc_released", "one_room_held"],
        },
        {
            "name": "forgets_the_guests",
            "why": "moves to a projector room but keeps the head count at 5, without the guests",
            "calls": [
                *_FIRST_ROOM,
                *_LOOK_AGAIN,
                book_room("PH-04", **_SLOT, title=_TITLE, attendees=5),
                cancel_booking(FIRST),
                _MOVED,
                _THANKS,
            ],
            "breaks": ["room_mai_for_seven"],
        },
        {
            "name": "roomy_projector_room",
            "why": "takes Đào (12 seats) for comfort instead of the smallest room that fits",
            "calls": [
                *_FIRST_ROOM,
                *_LOOK_AGAIN,
                book_room("PH-05", **_SLOT, title=_TITLE, attendees=7),
                cancel_booking(FIRST),
                {"say": "Dạ em đã đổi sang phòng Đào (PH-05) cho 7 người và hủy phòng Trúc ạ."},
                _THANKS,
            ],
            "breaks": ["room_mai_for_seven", "no_larger_room"],
        },
        {
            "name": "projector_room_from_the_start",
            "why": "books Mai for 5 at once 'in case', then keeps it as it is when the guests "
            "and the projector come",
            "calls": [
                *_READS,
                book_room("PH-04", **_SLOT, title=_TITLE, attendees=5),
                {"say": "Dạ em đã đặt phòng Mai (PH-04) cho 5 người ạ."},
                {"say": "Dạ phòng Mai có máy chiếu và 10 chỗ, đủ cho cả khách rồi ạ."},
                {"say": "Dạ vâng ạ."},
            ],
            "breaks": ["first_booking_truc", "room_mai_for_seven"],
        },
    ],
}
