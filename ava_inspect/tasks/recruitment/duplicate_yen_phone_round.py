"""The same applicant filed twice: close the later file, re-book the phone round on the live one."""

from ava_inspect.tasks.builders.calls import Call, call
from ava_inspect.tasks.builders.mail import write_mail
from ava_inspect.tasks.builders.negatives import (
    mailed_once,
    no_record,
    not_mailed,
    unchanged,
)
from ava_inspect.tasks.builders.recruitment import set_stage

_OLD_MAIL = "yen.lehoang97@gmail.com"
_NEW_MAIL = "lhyen.qa@outlook.com"
_SLOT = {"date": "2026-12-11", "start": "10:00", "end": "10:30"}


def _phone(candidate_id: str) -> Call:
    return call(
        "recruitment_schedule_interview",
        candidate_id=candidate_id,
        **_SLOT,
        panel_ids=["NV-0015"],
        kind="phone",
    )


def _invite(to: str, when: str = "10:00 - 10:30 sáng thứ Sáu") -> Call:
    return write_mail(
        to,
        subject="[Sao Việt] Lịch phỏng vấn vòng 1 vị trí Kiểm thử viên phần mềm",
        body="Chào Yến,\n\nChị đã nhận được CV cập nhật của em. Chị hẹn lại cuộc gọi phỏng "
        f"vấn vòng 1 (qua điện thoại) vị trí Kiểm thử viên phần mềm vào {when} ngày "
        "11/12/2026; chị sẽ gọi vào số 0945 716 203 của em.\n\nTrân trọng,\nVũ Thu "
        "Hà\nChuyên viên C&B — Phòng Nhân sự\nCông ty Cổ phần Công nghệ Sao Việt",
    )


_SEED = {
    "mail.messages": [
        {
            "id": "TH-0090",
            "folder": "inbox",
            "sender": _NEW_MAIL,
            "to": ["tuyendung@saoviet.vn"],
            "subject": "Ứng tuyển vị trí Kiểm thử viên phần mềm — Lê Hoàng Yến (CV cập nhật)",
            "body": "Kính gửi anh/chị phụ trách tuyển dụng,\n\nEm là Lê Hoàng Yến. Chiều thứ Ba "
            "em bận họp nên lỡ cuộc gọi phỏng vấn của chị, em rất xin lỗi. Em gửi lại CV cập nhật "
            "(vừa hoàn thành khóa Automation Test với Selenium) và mong được sắp xếp lại lịch.\n\n"
            "Trân trọng,\nLê Hoàng Yến\nĐT: 0945 716 203",
            "sent_at": "2026-12-09T08:12",
            "read": False,
        },
    ],
}


TASK = {
    "id": "recruitment.duplicate_yen_phone_round",
    "domain": "recruitment",
    "tier": "hard",
    "summary": "Lê Hoàng Yến filed twice for the tester opening: close the later file (applied, "
    "by e-mail), keep the live one in 'screening' and re-book her missed phone round on it "
    "(recruiter alone, no room, per QD-004 step 2); the time goes to the address she just used, "
    "and no 'not selected' letter.",
    "requester_id": "NV-0015",
    "prompt": "Chiều thứ Ba chị gọi vòng 1 cho bạn Lê Hoàng Yến (ứng tuyển kiểm thử) mà bạn ấy "
    "không nghe máy nên chị hủy lịch rồi, giờ bạn ấy lại nộp thêm một bộ hồ sơ nữa qua email. "
    "Em đóng bộ hồ sơ nộp trùng đi, hẹn lại cuộc gọi vòng 1 cho bạn ấy 10h–10h30 sáng thứ Sáu "
    "này, rồi báo lịch cho bạn ấy qua cái email bạn ấy vừa dùng giúp chị nhé.",
    "hops": ["branch_on_data", "bridge_tables", "regulation_before_action", "forbid_overreach"],
    "seed": _SEED,
    "assertions": [
        {
            "id": "duplicate_closed",
            "kind": "record_field",
            "skill": "branch_on_data",
            "table": "recruitment.candidates",
            "note": (
                "the later file (applied, sent by e-mail, CV of 12/2026) is the duplicate, closed: "
                "'rejected' or 'withdrawn' (no rule says which stage closes a duplicate)"
            ),
            "where": {"id": "UV-0012"},
            "expect": {"stage": {"in": ["rejected", "withdrawn"]}},
        },
        unchanged(
            "live_file_kept",
            table="recruitment.candidates",
            record_id="UV-0011",
            note="the file in process stays in 'screening': the phone round belongs there",
            skill="branch_on_data",
        ),
        {
            "id": "phone_round",
            "kind": "record_field",
            "skill": "regulation_before_action",
            "table": "recruitment.interviews",
            "note": "QD-004 step 2: a phone round by the opening's recruiter alone, no room",
            "where": {"candidate_id": "UV-0011", "status": "scheduled"},
            "expect": {
                "date": "2026-12-11",
                "start": "10:00",
                "end": "10:30",
                "kind": "phone",
                "panel_ids": ["NV-0015"],
                "room_id": None,
            },
        },
        no_record(
            "no_round_on_duplicate",
            table="recruitment.interviews",
            where={"candidate_id": "UV-0012"},
            note="no interview on her duplicate file UV-0012",
            skill="branch_on_data",
        ),
        {
            "id": "time_sent",
            "kind": "mail_sent",
            "skill": "bridge_tables",
            "note": "to the address she just wrote from, and only to it, with the day and hour",
            "to": [_NEW_MAIL],
            "only_recipients": True,
            "body_contains": ["2026-12-11", "10:00"],
        },
        mailed_once(
            "no_rejection_letter",
            _NEW_MAIL,
            note="one mail to her: closing the duplicate is no 'not selected' letter",
        ),
        not_mailed(
            "old_address_not_mailed",
            note="no mail to her old address yen.lehoang97@gmail.com",
            recipients=[_OLD_MAIL],
            skill="bridge_tables",
        ),
    ],
    "oracle": [
        call("recruitment_search_candidate", query="Lê Hoàng Yến"),
        call("recruitment_get_candidate", candidate_id="UV-0011"),
        call("recruitment_get_candidate", candidate_id="UV-0012"),
        call("recruitment_get_job", job_id="VT-0002"),
        call("document_qa", question="phỏng vấn vòng 1 qua điện thoại"),
        set_stage("UV-0012", "rejected"),
        _phone("UV-0011"),
        call("amismail_search_mail", query="Lê Hoàng Yến"),
        _invite(_NEW_MAIL),
    ],
    "anti_oracles": [
        {
            "name": "close_the_first_hit",
            "why": "closes the first file found (the live one) and books the call on the duplicate",
            "calls": [set_stage("UV-0011", "rejected"), _phone("UV-0012"), _invite(_NEW_MAIL)],
            "breaks": [
                "duplicate_closed",
                "live_file_kept",
                "phone_round",
                "no_round_on_duplicate",
            ],
        },
        {
            "name": "panel_round",
            "why": "skips QD-004: books a panel with the hiring manager instead of the phone round",
            "calls": [
                set_stage("UV-0012", "rejected"),
                call(
                    "recruitment_schedule_interview",
                    candidate_id="UV-0011",
                    **_SLOT,
                    panel_ids=["NV-0017", "NV-0015"],
                    kind="panel",
                    room_id="PH-02",
                ),
                _invite(_NEW_MAIL),
            ],
            "breaks": ["phone_round"],
        },
        {
            "name": "not_selected_letter",
            "why": "sends the 'not selected' template for the closed duplicate as well",
            "calls": [
                set_stage("UV-0012", "rejected"),
                _phone("UV-0011"),
                _invite(_NEW_MAIL),
                write_mail(
                    _NEW_MAIL,
                    subject="[Sao Việt] Kết quả ứng tuyển vị trí Kiểm thử viên phần mềm",
                    body="Chào Lê Hoàng Yến,\n\nChúng tôi rất tiếc chưa thể mời bạn tham "
                    "gia vòng tiếp theo ở thời điểm này.\n\nTrân trọng,\nVũ Thu Hà",
                ),
            ],
            "breaks": ["no_rejection_letter"],
        },
        {
            "name": "old_address",
            "why": "mails the time to the address of the old file",
            "calls": [set_stage("UV-0012", "rejected"), _phone("UV-0011"), _invite(_OLD_MAIL)],
            "breaks": ["time_sent", "old_address_not_mailed"],
        },
        {
            "name": "day_without_hour",
            "why": "books the call right but tells her only the day, not the hour",
            "calls": [
                set_stage("UV-0012", "rejected"),
                _phone("UV-0011"),
                _invite(_NEW_MAIL, "sáng thứ Sáu"),
            ],
            "breaks": ["time_sent"],
        },
    ],
}
