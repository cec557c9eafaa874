"""Mark an applicant hired once his offer is accepted, and tell the right Hà (C&B) his start date."""

from ava_inspect.tasks.builders.calls import Call, call
from ava_inspect.tasks.builders.mail import write_mail
from ava_inspect.tasks.builders.negatives import not_mailed, unchanged
from ava_inspect.tasks.builders.recruitment import set_stage
from ava_inspect.tasks.builders.variants import with_args

_CB = "havt@saoviet.vn"
_MKT = "havt.mkt@saoviet.vn"


def _notify(to: str) -> Call:
    return write_mail(
        to,
        subject="Chuẩn bị hồ sơ nhận việc — Trần Đức Mạnh (Lập trình viên Backend)",
        body="Chào chị Hà,\n\nỨng viên Trần Đức Mạnh đã nhận offer vị trí Lập trình viên "
        "Backend (Java), mức lương 28.000.000 đồng/tháng, ngày bắt đầu làm việc 04/01/2027. "
        "Chị chuẩn bị giúp em hồ sơ nhận việc và hợp đồng thử việc cho bạn ấy nhé.\n\nEm cảm "
        "ơn chị,\nBùi Văn Toàn\nChuyên viên tuyển dụng — Phòng Nhân sự",
    )


_HIRE = set_stage("UV-0006", "hired")

TASK = {
    "id": "recruitment.hired_manh_notify_cb",
    "domain": "recruitment",
    "tier": "basic",
    "summary": "Move the Backend applicant whose offer is accepted to 'hired' and tell Vũ Thu Hà "
    "of C&B (not her Marketing namesake) his start date, read from the offer (04/01/2027).",
    "requester_id": "NV-0016",
    "prompt": "Bạn Trần Đức Mạnh bên Backend xác nhận đồng ý offer trên hệ thống rồi nhé. Em "
    "chuyển hồ sơ bạn ấy sang đã tuyển, rồi báo chị Hà bên C&B chuẩn bị hồ sơ nhận việc, ghi rõ "
    "ngày bạn ấy bắt đầu đi làm giúp anh.",
    "seed": {"recruitment.offers": [{"id": "OF-0001", "status": "accepted"}]},
    "assertions": [
        {
            "id": "hired",
            "note": "the Backend applicant UV-0006 is at the 'hired' stage",
            "kind": "record_field",
            "skill": "branch_on_data",
            "table": "recruitment.candidates",
            "where": {"id": "UV-0006"},
            "expect": {"stage": "hired"},
        },
        {
            "id": "cb_told_start_date",
            "kind": "mail_sent",
            "skill": "bridge_tables",
            "note": "the C&B specialist gets his name and the offer's start date",
            "to": [_CB],
            "body_contains": [["Đức Mạnh", "bạn Mạnh", "anh Mạnh", "em Mạnh"], "2027-01-04"],
        },
        not_mailed(
            "not_marketing_ha",
            note="the Marketing Vũ Thu Hà is neither sent nor copied the hiring details",
            recipients=[_MKT],
            skill="resist_look_alikes",
        ),
        unchanged(
            "other_backend_untouched",
            table="recruitment.candidates",
            record_id="UV-0005",
            note="the other Backend finalist is still interviewing",
        ),
    ],
    "oracle": [
        call("recruitment_search_candidate", query="Trần Đức Mạnh"),
        call("recruitment_get_candidate", candidate_id="UV-0006"),
        _HIRE,
        call("amismail_search_directory", query="Vũ Thu Hà"),
        _notify(_CB),
    ],
    "anti_oracles": [
        {
            "name": "marketing_ha",
            "why": "mails the first Vũ Thu Hà in the directory: the marketing specialist",
            "calls": [_HIRE, _notify(_MKT)],
            "breaks": ["cb_told_start_date", "not_marketing_ha"],
        },
        {
            "name": "no_start_date",
            "why": "does not read the offer and leaves the start date out",
            "calls": [
                _HIRE,
                write_mail(
                    _CB,
                    subject="Chuẩn bị hồ sơ nhận việc — Trần Đức Mạnh",
                    body="Chào chị Hà,\n\nỨng viên Trần Đức Mạnh đã nhận offer vị trí Lập "
                    "trình viên Backend (Java). Chị chuẩn bị giúp em hồ sơ nhận việc nhé.\n\n"
                    "Bùi Văn Toàn",
                ),
            ],
            "breaks": ["cb_told_start_date"],
        },
        {
            "name": "cc_both_ha",
            "why": "cannot tell the two Vũ Thu Hà apart and copies the Marketing one as well",
            "calls": [
                _HIRE,
                with_args(_notify(_CB), cc=[_MKT]),
            ],
            "breaks": ["not_marketing_ha"],
        },
    ],
}
