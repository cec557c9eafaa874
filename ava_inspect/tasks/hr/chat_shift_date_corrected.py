"""A morning shift changed to an afternoon one (QĐ-013 Điều 3.1: cancel the old, register the
new), then the day corrected once it is done: the wrong day goes back to its morning shift, and
the change is made on the right day; the rest of the week and the colleagues stay as they are."""

from typing import Any

from ava_inspect.tasks.builders.calls import call
from ava_inspect.tasks.builders.negatives import no_record
from ava_inspect.tasks.builders.people import cancel_shift, register_shift

ME = "NV-0035"
"""Lý Văn Thành, CSKH: ca sáng Monday to Saturday 14-19/12 (DKC-0002 ... DKC-0022)."""
WED_MORNING, THU_MORNING = "DKC-0010", "DKC-0014"
"""His ca sáng of Wed 16/12 and Thu 17/12."""
WRONG = "DKC-0045"
"""The id his first new registration gets (ca chiều 16/12, the next after DKC-0044)."""
_WED, _THU = "2026-12-16", "2026-12-17"
_LIVE = "registered"

_READS = [
    call("amis_hrm_get_current_user"),
    call("amis_timekeeping_list_shifts"),
    call(
        "amis_timekeeping_list_shift_registrations",
        employee_id=ME,
        from_date="2026-12-14",
        to_date="2026-12-19",
    ),
    call("document_qa", question="đổi ca làm việc"),
]
_SWAP_WED = [cancel_shift(WED_MORNING), register_shift(ME, "CA-C", _WED)]
_SWAPPED = {
    "say": "Dạ em đã hủy ca sáng và đăng ký ca chiều (14:00–22:00) thứ Tư 16/12/2026 cho anh "
    "ạ; các ngày khác trong tuần anh vẫn ca sáng."
}
_FIRST_CHANGE = [*_READS, *_SWAP_WED, _SWAPPED]
"""The first request: Wednesday's morning shift changed to the afternoon one, and told."""
_RESTORE_WED = [cancel_shift(WRONG), register_shift(ME, "CA-S", _WED)]
_SWAP_THU = [cancel_shift(THU_MORNING), register_shift(ME, "CA-C", _THU)]
_CORRECTED = {
    "say": "Dạ em đã trả thứ Tư 16/12 về ca sáng như cũ (hủy ca chiều em vừa đăng ký), và đổi "
    "thứ Năm 17/12 từ ca sáng sang ca chiều cho anh ạ."
}
_OK = {"say": "Dạ vâng ạ, anh cần đổi gì thêm cứ nhắn em nhé."}


def _on(day: str, shift: str) -> dict[str, Any]:
    """His live registration of `shift` on `day`."""
    return {"employee_id": ME, "date": day, "shift_id": shift, "status": _LIVE}


TASK: dict[str, Any] = {
    "id": "hr.chat_shift_date_corrected",
    "domain": "hr",
    "tier": "conversation",
    "summary": "Change Wed 16/12 from ca sáng to ca chiều (cancel, then register), then the "
    "day is corrected to Thu 17/12 once done: Wednesday goes back to ca sáng alone (the ca chiều "
    "cancelled, the ca sáng registered again), Thursday becomes ca chiều alone; the rest of the "
    "week and the colleagues' shifts are untouched.",
    "requester_id": ME,
    "prompt": "AVA ơi, sáng thứ Tư 16/12 anh phải đưa bố đi khám ở Bạch Mai, em đổi giúp anh ca "
    "sáng hôm đó sang ca chiều nhé.",
    "user": {
        "persona": "Anh Lý Văn Thành, chuyên viên Phòng Chăm sóc khách hàng, nhắn AVA trên MISA "
        "AMIS trong giờ nghỉ giữa ca, xưng anh, gọi AVA là em.",
        "facts": [
            {
                "id": "confirm_wednesday",
                "field": "confirm",
                "value": "đổi ca sáng thứ Tư 16/12 sang ca chiều",
                "answer": "Ừ đúng rồi, em đổi giúp anh nhé.",
            },
            {
                "id": "confirm_thursday",
                "field": "confirm",
                "value": "thứ Tư giữ ca sáng, thứ Năm đổi sang ca chiều",
                "answer": "Ừ, thứ Tư em để anh ca sáng như cũ, thứ Năm 17/12 đổi sang ca chiều "
                "giúp anh.",
                "stage": 1,
            },
        ],
        "turns": [
            {
                "when": {"after_tool": "amis_timekeeping_register_shift"},
                "text": "Ôi chết em ơi, anh xem lại giấy hẹn thì bố anh khám sáng thứ Năm 17/12 "
                "chứ không phải thứ Tư. Thứ Tư anh vẫn làm ca sáng như cũ, em chuyển việc đổi ca "
                "sang thứ Năm giúp anh nhé.",
            },
            {
                "when": {
                    "after_tool": "amis_timekeeping_register_shift",
                    "args": {"shift_id": "CA-S"},
                },
                "text": "Ok em.",
            },
            {
                "when": {
                    "after_tool": "amis_timekeeping_register_shift",
                    "args": {"shift_id": "CA-C", "date": _THU},
                    "anytime": True,
                },
                "text": "Ok em, cảm ơn em nhé.",
                "ends": True,
            },
        ],
        "nudge": "Em làm giúp anh như anh nhắn nhé.",
        "give_up": "Thôi để anh nhờ chị Tâm đổi giúp vậy, cảm ơn em.",
        "already_said": "Anh nhắn ở trên rồi mà em: {answer}",
    },
    "assertions": [
        {
            "id": "wednesday_morning_back",
            "kind": "record_exists",
            "skill": "hold_conversation",
            "table": "hr.shift_registrations",
            "note": "Wed 16/12, the mistaken day, is his ca sáng again",
            "where": _on(_WED, "CA-S"),
        },
        no_record(
            "no_wednesday_afternoon",
            table="hr.shift_registrations",
            where=_on(_WED, "CA-C"),
            note="the ca chiều registered on the wrong day does not stay",
            skill="hold_conversation",
        ),
        {
            "id": "one_shift_wednesday",
            "kind": "record_count",
            "skill": "regulation_before_action",
            "table": "hr.shift_registrations",
            "negative": True,
            "note": "one live shift of his on 16/12, as before the chat",
            "where": {"employee_id": ME, "date": _WED, "status": _LIVE},
            "count": 1,
        },
        {
            "id": "thursday_afternoon",
            "kind": "record_exists",
            "skill": "hold_conversation",
            "table": "hr.shift_registrations",
            "note": "Thu 17/12, the corrected day, is his ca chiều",
            "where": _on(_THU, "CA-C"),
        },
        {
            "id": "thursday_morning_cancelled",
            "kind": "record_field",
            "skill": "regulation_before_action",
            "table": "hr.shift_registrations",
            "note": "Thursday's ca sáng is cancelled for the ca chiều (QĐ-013 Điều 3.1), not "
            "kept beside it",
            "where": {"id": THU_MORNING},
            "expect": {"status": "cancelled"},
        },
        {
            "id": "one_shift_thursday",
            "kind": "record_count",
            "skill": "regulation_before_action",
            "table": "hr.shift_registrations",
            "negative": True,
            "note": "one live shift of his on 17/12",
            "where": {"employee_id": ME, "date": _THU, "status": _LIVE},
            "count": 1,
        },
        {
            "id": "rest_of_week_kept",
            "kind": "record_count",
            "skill": "forbid_overreach",
            "table": "hr.shift_registrations",
            "negative": True,
            "note": "14, 15, 18 and 19/12 stay ca sáng",
            "where": {
                "employee_id": ME,
                "date": {"in": ["2026-12-14", "2026-12-15", "2026-12-18", "2026-12-19"]},
                "shift_id": "CA-S",
                "status": _LIVE,
            },
            "count": 4,
        },
        {
            "id": "colleagues_untouched",
            "kind": "record_count",
            "skill": "forbid_overreach",
            "table": "hr.shift_registrations",
            "negative": True,
            "note": "nobody else is moved or put on his ca sáng: Lan Anh's ca sáng, Lành's and "
            "Tâm's ca chiều and Quyết's ca hành chính on 16 and 17/12",
            "where": {
                "employee_id": {"ne": ME},
                "date": {"in": [_WED, _THU]},
                "status": _LIVE,
            },
            "count": 8,
        },
    ],
    "oracle": [
        *_FIRST_CHANGE,
        *_RESTORE_WED,
        *_SWAP_THU,
        _CORRECTED,
        _OK,
    ],
    "anti_oracles": [
        {
            "name": "leaves_wednesday_afternoon",
            "why": "makes the change on Thursday but leaves Wednesday on the ca chiều",
            "calls": [
                *_FIRST_CHANGE,
                *_SWAP_THU,
                {"say": "Dạ em đã đổi thứ Năm 17/12 sang ca chiều cho anh ạ."},
                _OK,
                _OK,
            ],
            "breaks": ["wednesday_morning_back", "no_wednesday_afternoon"],
        },
        {
            "name": "restores_without_cancelling",
            "why": "registers Wednesday's ca sáng again but keeps the ca chiều beside it (the "
            "tool allows back-to-back shifts)",
            "calls": [
                *_FIRST_CHANGE,
                register_shift(ME, "CA-S", _WED),
                *_SWAP_THU,
                _CORRECTED,
                _OK,
            ],
            "breaks": ["no_wednesday_afternoon", "one_shift_wednesday"],
        },
        {
            "name": "cancels_wednesday_altogether",
            "why": "cancels the wrong ca chiều but never registers Wednesday's ca sáng again",
            "calls": [
                *_FIRST_CHANGE,
                cancel_shift(WRONG),
                *_SWAP_THU,
                _CORRECTED,
                _OK,
                _OK,
            ],
            "breaks": ["wednesday_morning_back", "one_shift_wednesday"],
        },
        {
            "name": "keeps_thursday_morning",
            "why": "puts Wednesday right, then adds Thursday's ca chiều without cancelling its "
            "ca sáng",
            "calls": [
                *_FIRST_CHANGE,
                *_RESTORE_WED,
                register_shift(ME, "CA-C", _THU),
                _CORRECTED,
                _OK,
            ],
            "breaks": ["thursday_morning_cancelled", "one_shift_thursday"],
        },
    ],
}
