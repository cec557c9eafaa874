"""A withdrawal by mail: find the applicant by the sender's address, not by his namesake's name."""

from ava_inspect.tasks.builders.calls import Call, call
from ava_inspect.tasks.builders.mail import reply, write_mail
from ava_inspect.tasks.builders.negatives import mailed_once, not_mailed, unchanged
from ava_inspect.tasks.builders.recruitment import cancel_interview, set_stage

_TESTER_MAIL = "quanghuy.qa95@gmail.com"
_BACKEND_MAIL = "huy.phamquang@gmail.com"

_REPLY = reply(
    "TH-0090",
    body="Chào Huy,\n\nChị đã nhận được thư của em. Chị đã đóng hồ sơ ứng tuyển vị trí "
    "Kiểm thử viên phần mềm của em trên hệ thống và hủy cuộc gọi phỏng vấn vòng 1 sáng thứ "
    "Sáu 11/12. Cảm ơn em đã quan tâm đến Sao Việt, chúc em thành công ở công việc mới.\n\n"
    "Trân trọng,\nVũ Thu Hà\nChuyên viên C&B — Phòng Nhân sự\nCông ty Cổ phần Công nghệ Sao "
    "Việt",
)


def _close(candidate_id: str, interview_id: str, stage: str = "withdrawn") -> list[Call]:
    return [
        set_stage(candidate_id, stage),
        cancel_interview(interview_id),
    ]


_SEED = {
    "recruitment.candidates": [{"id": "UV-0001", "stage": "interview"}],
    "recruitment.interviews": [
        {
            "id": "PV-0090",
            "candidate_id": "UV-0002",
            "job_id": "VT-0002",
            "date": "2026-12-11",
            "start": "10:00",
            "end": "10:30",
            "room_id": None,
            "panel_ids": ["NV-0015"],
            "kind": "phone",
            "status": "scheduled",
        },
        {
            "id": "PV-0091",
            "candidate_id": "UV-0001",
            "job_id": "VT-0001",
            "date": "2026-12-14",
            "start": "09:00",
            "end": "10:00",
            "room_id": "PH-03",
            "panel_ids": ["NV-0017", "NV-0016"],
            "kind": "panel",
            "status": "scheduled",
        },
    ],
    "mail.messages": [
        {
            "id": "TH-0090",
            "folder": "inbox",
            "sender": _TESTER_MAIL,
            "to": ["havt@saoviet.vn"],
            "subject": "Xin rút hồ sơ ứng tuyển",
            "body": "Chào chị Hà,\n\nEm cảm ơn chị đã liên hệ và hẹn lịch gọi điện với em. Tuy "
            "nhiên em vừa nhận lời làm việc ở một công ty khác nên em xin phép rút hồ sơ ứng tuyển "
            "tại Sao Việt, mong chị thông cảm vì đã làm mất thời gian của chị.\n\nEm chúc chị và "
            "công ty nhiều sức khỏe.\nPhạm Quang Huy",
            "sent_at": "2026-12-08T21:32",
            "read": False,
        },
    ],
}


TASK = {
    "id": "recruitment.withdraw_huy_tester",
    "domain": "recruitment",
    "tier": "hard",
    "summary": "Process a withdrawal mail from 'Phạm Quang Huy': the sender's address identifies "
    "the tester applicant, not the Backend namesake; close his file as withdrawn, cancel his "
    "scheduled phone round, reply once; the namesake's file and panel interview stay untouched.",
    "requester_id": "NV-0015",
    "prompt": "Tối qua bạn Phạm Quang Huy có gửi mail xin rút hồ sơ đấy em. Em xử lý giúp chị "
    "trên AMIS: đóng hồ sơ của bạn ấy, có lịch phỏng vấn nào thì hủy luôn, rồi trả lời mail cảm "
    "ơn bạn ấy nhé.",
    "hops": ["bridge_tables", "branch_on_data", "forbid_overreach"],
    "seed": _SEED,
    "assertions": [
        {
            "id": "tester_closed",
            "kind": "record_field",
            "skill": "bridge_tables",
            "table": "recruitment.candidates",
            "note": "the sender quanghuy.qa95@gmail.com is the tester applicant; he withdrew, so "
            "his file closes as withdrawn, not as a rejection by the company",
            "where": {"id": "UV-0002"},
            "expect": {"stage": "withdrawn"},
        },
        {
            "id": "phone_round_cancelled",
            "note": "the tester's phone round PV-0090 is cancelled",
            "kind": "record_field",
            "skill": "bridge_tables",
            "table": "recruitment.interviews",
            "where": {"id": "PV-0090"},
            "expect": {"status": "cancelled"},
        },
        {
            "id": "reply_sent",
            "kind": "mail_sent",
            "skill": "bridge_tables",
            "note": "a reply to the withdrawal mail itself",
            "to": [_TESTER_MAIL],
            "in_reply_to": "TH-0090",
        },
        mailed_once(
            "one_mail_to_tester",
            _TESTER_MAIL,
            note="just the thank-you reply: no 'not selected' letter on top of it",
        ),
        unchanged(
            "namesake_untouched",
            table="recruitment.candidates",
            record_id="UV-0001",
            note="the Backend namesake's file UV-0001 stays as it is",
            skill="resist_look_alikes",
        ),
        unchanged(
            "namesake_panel_kept",
            table="recruitment.interviews",
            record_id="PV-0091",
            note="the namesake's panel interview PV-0091 stays as it is",
            skill="resist_look_alikes",
        ),
        not_mailed(
            "namesake_not_mailed",
            note="no mail to the Backend namesake",
            recipients=[_BACKEND_MAIL],
            skill="resist_look_alikes",
        ),
    ],
    "oracle": [
        call("amismail_search_mail", query="rút hồ sơ"),
        call("amismail_read_mail", message_id="TH-0090"),
        call("recruitment_search_candidate", query=_TESTER_MAIL),
        call("recruitment_list_interviews", candidate_id="UV-0002"),
        *_close("UV-0002", "PV-0090"),
        _REPLY,
    ],
    "anti_oracles": [
        {
            "name": "first_namesake",
            "why": "takes the first 'Phạm Quang Huy' found: the Backend applicant",
            "calls": [*_close("UV-0001", "PV-0091"), _REPLY],
            "breaks": [
                "tester_closed",
                "phone_round_cancelled",
                "namesake_untouched",
                "namesake_panel_kept",
            ],
        },
        {
            "name": "both_namesakes",
            "why": "cannot tell the two apart and closes both files",
            "calls": [*_close("UV-0002", "PV-0090"), *_close("UV-0001", "PV-0091"), _REPLY],
            "breaks": ["namesake_untouched", "namesake_panel_kept"],
        },
        {
            "name": "interview_left_on",
            "why": "closes the file but leaves the phone round on the recruiter's schedule",
            "calls": [_close("UV-0002", "PV-0090")[0], _REPLY],
            "breaks": ["phone_round_cancelled"],
        },
        {
            "name": "closed_as_rejected",
            "why": "closes the file as a rejection by the company, though he withdrew himself",
            "calls": [*_close("UV-0002", "PV-0090", stage="rejected"), _REPLY],
            "breaks": ["tester_closed"],
        },
        {
            "name": "rejection_letter_too",
            "why": "also sends the 'not selected' template letter to someone who withdrew",
            "calls": [
                *_close("UV-0002", "PV-0090"),
                _REPLY,
                write_mail(
                    _TESTER_MAIL,
                    subject="[Sao Việt] Kết quả ứng tuyển vị trí Kiểm thử viên phần mềm",
                    body="Chào Phạm Quang Huy,\n\nChúng tôi rất tiếc chưa thể mời bạn "
                    "tham gia vòng tiếp theo ở thời điểm này.\n\nTrân trọng,\nVũ Thu Hà",
                ),
            ],
            "breaks": ["one_mail_to_tester"],
        },
    ],
}
