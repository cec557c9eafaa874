"""Move a phone round to a new slot on the candidate's request, and tell her."""

from ava_inspect.tasks.builders.calls import Call, call
from ava_inspect.tasks.builders.mail import write_mail
from ava_inspect.tasks.builders.negatives import not_mailed
from ava_inspect.tasks.builders.recruitment import reschedule_interview


def _move(date: str, end: str) -> Call:
    return reschedule_interview("PV-0017", date=date, start="09:00", end=end)


def _tell(date: str, slot: str = "09:00 - 09:30") -> Call:
    y, m, d = date.split("-")
    return write_mail(
        "giangdth.96@gmail.com",
        subject="[Sao Việt] Xác nhận lịch phỏng vấn qua điện thoại mới",
        body="Chào bạn Đoàn Thị Hương Giang,\n\nTheo đề nghị của bạn, buổi phỏng vấn vòng 1 "
        f"qua điện thoại vị trí Chuyên viên Chăm sóc khách hàng được dời sang {slot} "
        f"ngày {d}/{m}/{y}. Chị sẽ gọi cho bạn vào số 0356 927 401.\n\nTrân trọng,\nVũ Thu "
        "Hà\nChuyên viên C&B, Phòng Nhân sự\nCông ty Cổ phần Công nghệ Sao Việt",
    )


TASK = {
    "id": "recruitment.interview_reschedule_phone",
    "domain": "recruitment",
    "tier": "basic",
    "summary": "Move Đoàn Thị Hương Giang's phone round from Thu 10/12 10:00 to Fri 11/12 "
    "09:00-09:30 (moved, not duplicated) and mail her the new time.",
    "requester_id": "NV-0015",
    "prompt": "Bạn Đoàn Thị Hương Giang xin dời buổi phỏng vấn điện thoại sáng mai sang 9h sáng "
    "thứ Sáu, vẫn nửa tiếng như cũ. Em đổi lịch trên hệ thống rồi mail báo lại cho bạn ấy giúp "
    "chị nhé.",
    "assertions": [
        {
            "id": "moved",
            "note": "Giang's scheduled phone round is Fri 11/12 09:00-09:30, with the recruiter alone",
            "kind": "record_field",
            "skill": "vietnamese_values",
            "table": "recruitment.interviews",
            "where": {"candidate_id": "UV-0018", "status": "scheduled"},
            "expect": {
                "date": "2026-12-11",
                "start": "09:00",
                "end": "09:30",
                "kind": "phone",
                "panel_ids": ["NV-0015"],
            },
        },
        {
            "id": "no_duplicate",
            "note": "one scheduled round for her: moved, not duplicated",
            "kind": "record_count",
            "skill": "forbid_overreach",
            "table": "recruitment.interviews",
            "negative": True,
            "where": {"candidate_id": "UV-0018", "status": "scheduled"},
            "count": 1,
        },
        {
            "id": "notice",
            "kind": "mail_sent",
            "skill": "vietnamese_values",
            "note": "the new date and start time",
            "to": ["giangdth.96@gmail.com"],
            "body_contains": ["2026-12-11", "09:00"],
        },
        not_mailed(
            "no_stale_date",
            note="no mail to her that gives another Friday",
            to=["giangdth.96@gmail.com"],
            body_contains=["2026-12-18"],
            skill="vietnamese_values",
        ),
    ],
    "oracle": [
        call("recruitment_search_candidate", query="Đoàn Thị Hương Giang"),
        call("recruitment_list_interviews", candidate_id="UV-0018"),
        _move("2026-12-11", "09:30"),
        _tell("2026-12-11"),
    ],
    "anti_oracles": [
        {
            "name": "next_week_friday",
            "why": "reads 'thứ Sáu' as Friday of next week",
            "calls": [_move("2026-12-18", "09:30"), _tell("2026-12-18")],
            "breaks": ["moved", "notice", "no_stale_date"],
        },
        {
            "name": "an_hour",
            "why": "books a one-hour slot instead of keeping the half hour",
            "calls": [_move("2026-12-11", "10:00"), _tell("2026-12-11")],
            "breaks": ["moved"],
        },
        {
            "name": "mail_keeps_old_time",
            "why": "moves the call right but the mail still gives the old 10:00 start",
            "calls": [_move("2026-12-11", "09:30"), _tell("2026-12-11", "10:00 - 10:30")],
            "breaks": ["notice"],
        },
    ],
}
