"""File the hiring manager's evaluation of the right Phạm Quang Huy and remind the other member."""

from ava_inspect.tasks.builders.calls import Call, Record, call
from ava_inspect.tasks.builders.mail import write_mail
from ava_inspect.tasks.builders.negatives import no_record, not_mailed
from ava_inspect.tasks.builders.recruitment import evaluate, finished_round
from ava_inspect.tasks.builders.variants import with_args

_HA = "havt@saoviet.vn"
_COMMENT = (
    "Viết test case chắc tay, kiểm thử API bằng Postman tốt nhưng chưa làm kiểm thử tự động; "
    "nên cho làm thêm một bài test trước khi quyết định."
)


def _evaluate(candidate_id: str) -> Call:
    return evaluate(candidate_id, score=3, recommendation="consider", comment=_COMMENT)


def _remind(to: str) -> Call:
    return write_mail(
        to,
        subject="Nhắc nhập phiếu đánh giá ứng viên Phạm Quang Huy (Kiểm thử viên)",
        body="Chào chị Hà,\n\nAnh đã nhập phiếu đánh giá cho bạn Phạm Quang Huy (vị trí "
        "Kiểm thử viên phần mềm) sau buổi phỏng vấn hội đồng chiều 08/12. Theo Quy trình tuyển "
        "dụng, chị nhập giúp phiếu của chị trong hôm nay nhé.\n\nCảm ơn chị,\nTrịnh Quốc Bảo",
    )


def _round(id: str, day: str, start: str, end: str, kind: str) -> Record:
    """Huy's finished rounds for the tester opening."""
    return finished_round(
        id,
        "UV-0002",
        "VT-0002",
        day,
        start,
        end,
        kind,
        manager="NV-0017",
        recruiter="NV-0015",
        room="PH-02",
    )


TASK = {
    "id": "recruitment.evaluate_huy_remind_panel",
    "domain": "recruitment",
    "tier": "basic",
    "summary": "File the hiring manager's evaluation (3, 'consider') for the Phạm Quang Huy he "
    "interviewed yesterday, the tester (not the Backend namesake), and remind the other panel "
    "member, Vũ Thu Hà of HR (not her Marketing namesake).",
    "requester_id": "NV-0017",
    "prompt": "Nhập giúp anh phiếu đánh giá bạn Phạm Quang Huy anh phỏng vấn chiều qua nhé: 3 "
    "điểm, đề xuất cân nhắc. Nhận xét: viết test case chắc tay, kiểm thử API bằng Postman tốt "
    "nhưng chưa làm kiểm thử tự động, nên cho làm thêm một bài test. Xong nhắc người còn lại "
    "trong hội đồng nhập phiếu trong hôm nay giúp anh.",
    "seed": {
        "recruitment.candidates": [{"id": "UV-0002", "stage": "interview"}],
        "recruitment.interviews": [
            _round("PV-0090", "2026-12-03", "09:00", "09:30", "phone"),
            _round("PV-0091", "2026-12-08", "14:00", "15:00", "panel"),
        ],
    },
    "assertions": [
        {
            "id": "evaluation",
            "kind": "record_field",
            "skill": "resist_look_alikes",
            "table": "recruitment.evaluations",
            "note": "yesterday's panel was the tester Huy's",
            "where": {"candidate_id": "UV-0002", "evaluator_id": "NV-0017"},
            "expect": {"score": 3, "recommendation": "consider"},
        },
        no_record(
            "namesake_not_evaluated",
            table="recruitment.evaluations",
            where={"candidate_id": "UV-0001"},
            note="the Backend Huy has had no panel yet",
            skill="resist_look_alikes",
        ),
        {
            "id": "panel_member_reminded",
            "kind": "mail_sent",
            "skill": "bridge_tables",
            "note": "the other panel member is the tester opening's recruiter",
            "to": [_HA],
            "body_contains": ["Huy"],
        },
        not_mailed(
            "not_marketing_ha",
            note="the Marketing Vũ Thu Hà is neither sent nor copied the reminder",
            recipients=["havt.mkt@saoviet.vn"],
            skill="resist_look_alikes",
        ),
        not_mailed(
            "not_backend_recruiter",
            note="Bùi Văn Toàn recruits for the Backend opening, not on this panel: not sent, "
            "not copied",
            recipients=["toanbv@saoviet.vn"],
        ),
    ],
    "oracle": [
        call("recruitment_search_candidate", query="Phạm Quang Huy"),
        call("recruitment_list_interviews", date="2026-12-08"),
        _evaluate("UV-0002"),
        call("amismail_search_directory", query="Vũ Thu Hà"),
        _remind(_HA),
    ],
    "anti_oracles": [
        {
            "name": "backend_namesake",
            "why": "evaluates the first Huy found (Backend) and reminds that opening's recruiter",
            "calls": [_evaluate("UV-0001"), _remind("toanbv@saoviet.vn")],
            "breaks": [
                "evaluation",
                "namesake_not_evaluated",
                "panel_member_reminded",
                "not_backend_recruiter",
            ],
        },
        {
            "name": "marketing_ha",
            "why": "right evaluation, but the reminder goes to the marketing Vũ Thu Hà",
            "calls": [_evaluate("UV-0002"), _remind("havt.mkt@saoviet.vn")],
            "breaks": ["panel_member_reminded", "not_marketing_ha"],
        },
        {
            "name": "cc_both_recruiters",
            "why": "reminds the right Hà but copies Bùi Văn Toàn too, unsure which recruiter sat "
            "on the panel",
            "calls": [
                _evaluate("UV-0002"),
                with_args(_remind(_HA), cc=["toanbv@saoviet.vn"]),
            ],
            "breaks": ["not_backend_recruiter"],
        },
    ],
}
