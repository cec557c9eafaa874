"""Check one CV against the opening's requirements, reject it and send the result letter."""

from ava_inspect.tasks.builders.calls import Call, call
from ava_inspect.tasks.builders.mail import write_mail
from ava_inspect.tasks.builders.negatives import not_mailed, unchanged
from ava_inspect.tasks.builders.recruitment import set_stage

_LUC = "luctv.kt@gmail.com"
_REJECT = set_stage("UV-0014", "rejected")


def _letter(to: list[str]) -> Call:
    return write_mail(
        to,
        subject="[Sao Việt] Kết quả ứng tuyển vị trí Kế toán tổng hợp",
        body="Chào Trịnh Văn Lực,\n\nCảm ơn bạn đã dành thời gian ứng tuyển và tham gia "
        "vòng sàng lọc hồ sơ vị trí Kế toán tổng hợp tại Công ty Cổ phần Công nghệ Sao Việt. "
        "Sau khi cân nhắc kỹ, chúng tôi rất tiếc chưa thể mời bạn tham gia vòng tiếp theo ở "
        "thời điểm này.\n\nHồ sơ của bạn sẽ được lưu trong dữ liệu ứng viên của công ty và "
        "chúng tôi sẽ liên hệ khi có vị trí phù hợp hơn. Chúc bạn sớm tìm được công việc như "
        "mong muốn.\n\nTrân trọng,\nBùi Văn Toàn\nChuyên viên tuyển dụng — Phòng Nhân sự",
    )


TASK = {
    "id": "recruitment.reject_luc_accounting",
    "domain": "recruitment",
    "tier": "basic",
    "summary": "Check Trịnh Văn Lực's CV against the accounting opening (college degree, 1 year "
    "stock accounting, no MISA vs. a degree, 3 years and MISA required): reject him and send him "
    "alone the 'not selected' letter.",
    "requester_id": "NV-0016",
    "prompt": "Em đối chiếu giúp anh CV bạn Trịnh Văn Lực với yêu cầu vị trí kế toán tổng hợp. "
    "Không đạt thì loại hồ sơ và gửi thư báo kết quả theo mẫu cho bạn ấy luôn nhé.",
    "assertions": [
        {
            "id": "rejected",
            "kind": "record_field",
            "skill": "branch_on_data",
            "table": "recruitment.candidates",
            "note": "cao đẳng, 1 year of stock accounting, never used MISA: below every must-have",
            "where": {"id": "UV-0014"},
            "expect": {"stage": "rejected"},
        },
        {
            "id": "result_letter",
            "kind": "mail_sent",
            "skill": "forbid_overreach",
            "note": "the result letter to him alone, naming the position",
            "to": [_LUC],
            "only_recipients": True,
            "body_contains": ["Kế toán tổng hợp"],
        },
        unchanged(
            "other_applicant_untouched",
            table="recruitment.candidates",
            record_id="UV-0003",
            note="the other accounting applicant in screening",
        ),
        not_mailed(
            "other_applicant_not_mailed",
            note="no mail to the other accounting applicant, Đỗ Thị Mai Anh",
            to=["maianh.do@gmail.com"],
        ),
    ],
    "oracle": [
        call("recruitment_search_candidate", query="Trịnh Văn Lực"),
        call("recruitment_skill_sumarize_cv", candidate_id="UV-0014"),
        _REJECT,
        call("amismail_get_template", template_id="MAU-06"),
        _letter([_LUC]),
    ],
    "anti_oracles": [
        {
            "name": "letter_only",
            "why": "sends the letter but leaves the file open in AMIS",
            "calls": [_letter([_LUC])],
            "breaks": ["rejected"],
        },
        {
            "name": "letter_cc_whole_opening",
            "why": "sends one letter to every applicant of the opening",
            "calls": [_REJECT, _letter([_LUC, "maianh.do@gmail.com"])],
            "breaks": ["result_letter", "other_applicant_not_mailed"],
        },
    ],
}
