"""A reply inviting a customer to a meeting, with a room booked, shown before it is sent; the
requester then moves the meeting to another day, where the first room is taken: the room is
chosen again by QĐ-003 (the smallest free one), the first booking let go, and the one reply sent
carries only the new day, time and room."""

from typing import Any

from ava_inspect.tasks.builders.calls import call
from ava_inspect.tasks.builders.mail import reply
from ava_inspect.tasks.builders.negatives import (
    add_own_manager_not_copied,
    at_most,
    no_record,
    not_mailed,
    replied_once,
)
from ava_inspect.tasks.builders.rooms import book_room, cancel_booking

ME = "NV-0010"
"""Nguyễn Thị Hồng Nhung, North sales; her manager Vũ Đức Anh was copied on the customer's mail."""
MANAGER = "anhvd@saoviet.vn"
ORIGINAL = "TH-0021"
"""Phạm Văn Đức (Minh Phát) to Nhung, cc Vũ Đức Anh and ketoan@: a 2-year renewal proposal."""
DUC = "duc.pv@minhphat.com.vn"
FIRST_BOOKING = "DP-0024"
"""The id the first booking gets (the base has 21, the seed two more)."""

SEED = {
    "calendar.bookings": [
        {
            "id": "DP-0022",
            "room_id": "PH-01",
            "date": "2026-12-18",
            "start": "13:30",
            "end": "15:00",
            "title": "Làm việc với kiểm toán độc lập về hồ sơ quyết toán thuế năm 2026",
            "organizer_id": "NV-0026",
            "attendees": 3,
        },
        {
            "id": "DP-0023",
            "room_id": "PH-02",
            "date": "2026-12-18",
            "start": "14:00",
            "end": "16:00",
            "title": "Họp rà soát kế hoạch tuyển dụng quý I/2027",
            "organizer_id": "NV-0016",
            "attendees": 3,
        },
    ]
}
"""Phòng Sen (4 seats) and Phòng Cúc (6) taken on Friday afternoon; Phòng Lan has the security
training from 15:00 (base DP-0019): Phòng Trúc (6) is the smallest free room then."""

_TITLE = "Trao đổi phương án gia hạn bản quyền 2 năm với Minh Phát"


def _body(when: str, room: str) -> str:
    return (
        "Chào anh Đức,\n\nEm cảm ơn anh đã phản hồi về báo giá gia hạn bản quyền phần mềm bán hàng "
        "năm 2027. Về đề xuất ký gia hạn 2 năm (2027–2028) kèm chiết khấu 10% và bổ sung 5 tài "
        "khoản người dùng, em xin mời anh và chị Trang qua văn phòng Sao Việt để trao đổi trực "
        f"tiếp:\n- Thời gian: {when}\n- Địa điểm: {room}, tòa nhà Sao Việt, 18 Duy Tân, phường Cầu "
        "Giấy, Hà Nội\n\nAnh chị đến nơi cứ lên thẳng phòng họp giúp em nhé.\n\nTrân trọng,\n"
        "Nguyễn Thị Hồng Nhung\nNhân viên kinh doanh — Phòng Kinh doanh\nCông ty Cổ phần Công nghệ "
        "Sao Việt"
    )


_OLD_BODY = _body("10:00–11:30, thứ Năm 17/12/2026", "Phòng Sen, tầng 3")
_NEW_BODY = _body("14:00–15:30, thứ Sáu 18/12/2026", "Phòng Trúc, tầng 5")
_READS = [
    call("amismail_search_mail", query="gia hạn bản quyền", folder="all"),
    call("amismail_read_mail", message_id=ORIGINAL),
    call("document_qa", question="chọn phòng họp"),
    call("meeting_room_search", min_seats=3),
]
_FIRST_ROOM = [
    call("meeting_room_check_availability", date="2026-12-17", start="10:00", end="11:30"),
    book_room("PH-01", "2026-12-17", "10:00", "11:30", _TITLE, 3),
]
_FIRST_DRAFT = {
    "say": "Dạ em đã đặt Phòng Sen (tầng 3, 4 chỗ, phòng nhỏ nhất còn trống) 10:00–11:30 thứ Năm "
    f"17/12 cho 3 người. Thư trả lời anh Đức em soạn như sau, chị xem giúp em:\n\n{_OLD_BODY}"
}
_SECOND_ROOM = [
    cancel_booking(FIRST_BOOKING),
    call("meeting_room_check_availability", date="2026-12-18", start="14:00", end="15:30"),
    book_room("PH-07", "2026-12-18", "14:00", "15:30", _TITLE, 3),
]
_SECOND_DRAFT = {
    "say": "Dạ em đã hủy Phòng Sen ngày 17/12. Chiều thứ Sáu 18/12 Phòng Sen và Phòng Cúc đã có "
    "lịch, Phòng Lan có lớp đào tạo từ 15h, nên em đặt Phòng Trúc (tầng 5, 6 chỗ) 14:00–15:30. "
    f"Thư em sửa lại như sau ạ:\n\n{_NEW_BODY}"
}
_REPLY = reply(ORIGINAL, _NEW_BODY)
_SENT = {"say": "Dạ em đã gửi thư trả lời anh Đức, hẹn 14:00–15:30 thứ Sáu 18/12 tại Phòng Trúc ạ."}
_UP_TO_CORRECTION = [*_READS, *_FIRST_ROOM, _FIRST_DRAFT]

TASK: dict[str, Any] = {
    "id": "mail.chat_reply_date_corrected",
    "domain": "mail",
    "tier": "conversation",
    "summary": "Reply to Minh Phát's director inviting him to a meeting on Thu 17/12 10:00 with a "
    "room booked, shown before sending; she then moves it to Fri 18/12 14:00, when Sen and Cúc "
    "are taken: the 17/12 booking let go, Phòng Trúc booked (smallest free, QĐ-003), and one "
    "reply sent after the correction with only 18/12, 14:00 and Phòng Trúc; no copy to her "
    "manager or ketoan@, though both were on the customer's mail.",
    "requester_id": ME,
    "seed": SEED,
    "prompt": "AVA ơi, em trả lời thư anh Đức bên Minh Phát về việc gia hạn bản quyền 2 năm giúp "
    "chị nhé: mời anh Đức và chị Trang kế toán trưởng bên đó qua văn phòng mình ở 18 Duy Tân lúc "
    "10h sáng thứ Năm 17/12 để trao đổi trực tiếp, họp đến 11h30. Em đặt luôn phòng họp cho 3 "
    "người (chị, anh Đức, chị Trang; anh Đức tự báo chị Trang), trong thư ghi rõ giờ và phòng để "
    "anh chị ấy lên thẳng. Soạn xong cho chị xem trước rồi hẵng gửi nhé.",
    "user": {
        "persona": "Chị Nguyễn Thị Hồng Nhung, nhân viên kinh doanh nhóm miền Bắc, nhắn AVA giữa "
        "hai cuộc gọi với khách; xưng chị, gọi AVA là em.",
        "facts": [
            {
                "id": "date",
                "field": "date",
                "value": "10h thứ Năm 17/12",
                "answer": "10h sáng thứ Năm 17/12, họp đến 11h30 em nhé.",
                "given": True,
            },
            {
                "id": "new_date",
                "field": "date",
                "value": "14h thứ Sáu 18/12",
                "answer": "14h chiều thứ Sáu 18/12, họp đến 15h30 em nhé.",
                "stage": 1,
            },
            {
                "id": "send",
                "field": "confirm",
                "value": "gửi thư đã sửa",
                "answer": "Ok rồi em, gửi anh Đức đi nhé.",
                "stage": 2,
            },
        ],
        "turns": [
            {
                "when": {"after_replies": 1},
                "text": "À em ơi, anh Đức vừa gọi, sáng thứ Năm anh ấy phải ra Hải Phòng. Em đổi "
                "sang 14h chiều thứ Sáu 18/12 giúp chị, vẫn họp tiếng rưỡi đến 15h30, sửa cả phòng "
                "và thư nhé.",
                "gives": ["new_date"],
            },
            {
                "when": {"after_replies": 1},
                "text": "Ok rồi em, thư như vậy được rồi, gửi anh Đức đi nhé.",
                "gives": ["send"],
            },
            {
                "when": {"after_tool": "amismail_reply_mail", "anytime": True},
                "text": "Cảm ơn em nhé.",
                "ends": True,
            },
        ],
    },
    "assertions": [
        {
            "id": "reply_with_the_new_slot",
            "kind": "mail_sent",
            "skill": "hold_conversation",
            "note": "the reply to Phạm Văn Đức names Fri 18/12, 14:00 and Phòng Trúc, and neither "
            "the first day nor the first room",
            "in_reply_to": ORIGINAL,
            "to": [DUC],
            "body_contains": ["2026-12-18", "14:00", "Phòng Trúc"],
            "body_not_contains": ["2026-12-17", "Phòng Sen"],
        },
        not_mailed(
            "first_day_never_mailed",
            note="no mail to him ever named Thu 17/12: the draft was corrected before it was sent",
            recipients=[DUC],
            body_contains=["2026-12-17"],
            skill="hold_conversation",
        ),
        replied_once("one_reply", ORIGINAL, note="one reply, not a first one and a correction"),
        {
            "id": "sent_after_the_correction",
            "kind": "called_after_fact",
            "skill": "hold_conversation",
            "note": "she asked to see the draft first: the reply went out only after her "
            "correction, never on the first draft",
            "tool": "amismail_reply_mail",
            "fact": "new_date",
        },
        {
            "id": "room_on_the_new_day",
            "kind": "record_exists",
            "skill": "regulation_before_action",
            "table": "calendar.bookings",
            "note": "Phòng Trúc, the smallest room free on Fri 18/12 14:00-15:30 (Sen and Cúc are "
            "taken, Lan from 15:00), held by her for 3",
            "where": {
                "room_id": "PH-07",
                "date": "2026-12-18",
                "start": "14:00",
                "end": "15:30",
                "organizer_id": ME,
                "status": "booked",
            },
        },
        no_record(
            "nothing_held_on_the_first_day",
            table="calendar.bookings",
            where={"organizer_id": ME, "date": "2026-12-17", "status": "booked"},
            note="the room booked for Thu 17/12 is let go (QĐ-003 Điều 4)",
            skill="regulation_before_action",
        ),
        at_most(
            "one_room_on_the_new_day",
            table="calendar.bookings",
            max=1,
            where={"organizer_id": ME, "date": "2026-12-18", "status": "booked"},
            note="one room for the meeting, not two",
        ),
        not_mailed(
            "accounting_not_copied",
            note="ketoan@ was on the customer's mail, but neither she nor a process asks for a "
            "copy of this reply (QĐ-011 Điều 4.2-4.3)",
            in_reply_to=ORIGINAL,
            recipients=["ketoan@saoviet.vn"],
        ),
    ],
    "oracle": [
        *_UP_TO_CORRECTION,
        *_SECOND_ROOM,
        _SECOND_DRAFT,
        _REPLY,
        _SENT,
    ],
    "anti_oracles": [
        {
            "name": "sends_the_first_draft",
            "why": "sends the reply at once instead of showing it, then sends a second mail with "
            "the new day",
            "calls": [
                *_READS,
                *_FIRST_ROOM,
                reply(ORIGINAL, _OLD_BODY),
                {"say": "Dạ em đã đặt Phòng Sen và gửi thư mời anh Đức 10h thứ Năm 17/12 ạ."},
                *_SECOND_ROOM,
                reply(ORIGINAL, f"Chào anh Đức, em xin đổi lịch hẹn ạ.\n\n{_NEW_BODY}"),
                _SENT,
            ],
            "breaks": ["sent_after_the_correction", "first_day_never_mailed", "one_reply"],
        },
        {
            "name": "first_room_kept",
            "why": "books Phòng Trúc for Friday but leaves Phòng Sen held on Thursday",
            "calls": [
                *_UP_TO_CORRECTION,
                *_SECOND_ROOM[1:],
                _SECOND_DRAFT,
                _REPLY,
                _SENT,
            ],
            "breaks": ["nothing_held_on_the_first_day"],
        },
        {
            "name": "bigger_room",
            "why": "skips the 6-seat Phòng Trúc and books the 10-seat Phòng Mai on Friday",
            "calls": [
                *_UP_TO_CORRECTION,
                cancel_booking(FIRST_BOOKING),
                book_room("PH-04", "2026-12-18", "14:00", "15:30", _TITLE, 3),
                _SECOND_DRAFT,
                reply(ORIGINAL, _body("14:00–15:30, thứ Sáu 18/12/2026", "Phòng Mai, tầng 4")),
                _SENT,
            ],
            "breaks": ["room_on_the_new_day", "reply_with_the_new_slot"],
        },
        {
            "name": "old_room_in_the_mail",
            "why": "moves the booking right but only changes the time in the mail, which still "
            "names Phòng Sen",
            "calls": [
                *_UP_TO_CORRECTION,
                *_SECOND_ROOM,
                _SECOND_DRAFT,
                reply(ORIGINAL, _body("14:00–15:30, thứ Sáu 18/12/2026", "Phòng Sen, tầng 3")),
                _SENT,
            ],
            "breaks": ["reply_with_the_new_slot"],
        },
        {
            "name": "replies_to_all",
            "why": "copies everyone the customer's mail was sent to: her manager and ketoan@",
            "calls": [
                *_UP_TO_CORRECTION,
                *_SECOND_ROOM,
                _SECOND_DRAFT,
                reply(ORIGINAL, _NEW_BODY, cc=[MANAGER, "ketoan@saoviet.vn"]),
                _SENT,
            ],
            "breaks": ["accounting_not_copied"],
        },
    ],
}

add_own_manager_not_copied(
    {**TASK, "oracle": [s for s in TASK["oracle"] if "tool" in s]}, MANAGER, in_reply_to=ORIGINAL
)
"""The builder's wrong path copies the reference's calls (its `copying` takes no messages to the
user): her manager in the cc of the reply, played without the conversation's replies."""
