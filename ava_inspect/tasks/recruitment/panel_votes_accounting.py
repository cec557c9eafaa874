"""Decide three accounting finalists from the panel's evaluations, per QD-004 step 4."""

from ava_inspect.tasks.builders.calls import Call, Record, call
from ava_inspect.tasks.builders.mail import write_mail
from ava_inspect.tasks.builders.negatives import no_record, not_mailed, unchanged
from ava_inspect.tasks.builders.recruitment import (
    evaluation_record,
    finished_round,
    send_offer,
    set_stage,
)
from ava_inspect.tasks.builders.variants import with_args

_BINH_MAIL = "binh.luongthanh@gmail.com"
_THU_MAIL = "minhthu.tran.kt@gmail.com"
_HIEN_MAIL = "hien.phungthu@gmail.com"
_RECRUITER = "toanbv@saoviet.vn"


def _round(id: str, candidate: str, day: str, start: str, end: str, kind: str) -> Record:
    """A finished round for the accountant opening."""
    return finished_round(
        id,
        candidate,
        "VT-0003",
        day,
        start,
        end,
        kind,
        manager="NV-0003",
        recruiter="NV-0016",
        room="PH-02",
    )


def _eval(id: str, candidate: str, evaluator: str, score: int, comment: str) -> Record:
    """An evaluation whose recommendation follows its score."""
    recommendation = "hire" if score >= 4 else "reject" if score <= 2 else "consider"
    return evaluation_record(id, candidate, evaluator, score, recommendation, comment)


_LETTER = write_mail(
    _BINH_MAIL,
    subject="[Sao Việt] Kết quả ứng tuyển vị trí Kế toán tổng hợp",
    body="Chào Lương Thị Thanh Bình,\n\nCảm ơn bạn đã dành thời gian ứng tuyển và tham gia "
    "vòng phỏng vấn hội đồng vị trí Kế toán tổng hợp tại Công ty Cổ phần Công nghệ Sao Việt. "
    "Sau khi cân nhắc kỹ, chúng tôi rất tiếc chưa thể mời bạn tham gia vòng tiếp theo ở thời "
    "điểm này.\n\nHồ sơ của bạn sẽ được lưu trong dữ liệu ứng viên của công ty và chúng tôi "
    "sẽ liên hệ khi có vị trí phù hợp hơn. Chúc bạn sớm tìm được công việc như mong muốn."
    "\n\nTrân trọng,\nLê Thị Minh Nguyệt\nKế toán trưởng",
)


def _reminder(to: str) -> Call:
    return write_mail(
        to,
        subject="Nhắc nhập phiếu đánh giá ứng viên Phùng Thị Thu Hiền",
        body="Chào anh Toàn,\n\nBuổi phỏng vấn hội đồng vị trí Kế toán tổng hợp với bạn "
        "Phùng Thị Thu Hiền đã diễn ra ngày 07/12/2026 nhưng trên AMIS mới có phiếu đánh giá "
        "của chị Nguyệt. Theo Quy trình tuyển dụng, mỗi thành viên hội đồng nhập phiếu trong "
        "vòng 01 ngày làm việc sau buổi phỏng vấn; anh nhập giúp phiếu của anh để chị Nguyệt "
        "chốt kết quả nhé.\n\nTrân trọng,\nLê Thị Minh Nguyệt\nKế toán trưởng",
    )


_SEED = {
    "recruitment.candidates": [
        {
            "id": "UV-0090",
            "full_name": "Lương Thị Thanh Bình",
            "email": _BINH_MAIL,
            "phone": "0986 413 207",
            "job_id": "VT-0003",
            "stage": "interview",
            "source": "TopCV",
            "cv_text": "LƯƠNG THỊ THANH BÌNH — Kế toán tổng hợp\nKinh nghiệm: 3 năm 4 tháng kế "
            "toán tổng hợp tại Công ty TNHH Thương mại Dịch vụ Phú An (08/2023–nay): hạch toán, "
            "lập báo cáo thuế hằng quý.\nHọc vấn: Cử nhân Kế toán, Đại học Công nghiệp Hà Nội "
            "(2023).\nKỹ năng: MISA SME, Excel.",
        },
        {
            "id": "UV-0091",
            "full_name": "Trần Minh Thư",
            "email": _THU_MAIL,
            "phone": "0914 275 630",
            "job_id": "VT-0003",
            "stage": "interview",
            "source": "VietnamWorks",
            "cv_text": "TRẦN MINH THƯ — Kế toán tổng hợp\nKinh nghiệm: 5 năm kế toán tổng hợp tại "
            "Công ty CP Dược phẩm Thanh Xuân (2021–nay): lập báo cáo tài chính năm, quyết toán "
            "thuế TNDN, làm việc với kiểm toán.\nHọc vấn: Cử nhân Kế toán, Học viện Tài chính "
            "(2021).\nKỹ năng: MISA AMIS Kế toán, MISA SME, Excel nâng cao.",
        },
    ],
    "recruitment.interviews": [
        _round("PV-0090", "UV-0090", "2026-12-01", "14:00", "14:30", "phone"),
        _round("PV-0091", "UV-0090", "2026-12-08", "09:00", "10:00", "panel"),
        _round("PV-0092", "UV-0091", "2026-12-02", "10:00", "10:30", "phone"),
        _round("PV-0093", "UV-0091", "2026-12-08", "14:00", "15:00", "panel"),
    ],
    "recruitment.evaluations": [
        _eval(
            "DG-0090",
            "UV-0090",
            "NV-0003",
            2,
            "Bài test lập bảng cân đối phát sinh sai nhiều bút toán điều chỉnh; chưa từng tự lập "
            "báo cáo tài chính năm, mới làm báo cáo thuế quý.",
        ),
        _eval(
            "DG-0091",
            "UV-0090",
            "NV-0016",
            2,
            "Trả lời lúng túng khi hỏi về quyết toán thuế TNDN; thái độ tốt nhưng chưa đáp ứng "
            "được vị trí tổng hợp. Đề nghị gửi thư cảm ơn.",
        ),
        _eval(
            "DG-0092",
            "UV-0091",
            "NV-0003",
            5,
            "Vững báo cáo tài chính và quyết toán thuế, đã làm việc với kiểm toán độc lập; bài "
            "test làm đúng và nhanh nhất trong các ứng viên.",
        ),
        _eval(
            "DG-0093",
            "UV-0091",
            "NV-0016",
            4,
            "Giao tiếp rõ ràng, mong muốn lương 19 triệu trong khung đã duyệt; có thể nhận việc "
            "từ đầu tháng 01/2027.",
        ),
    ],
}


TASK = {
    "id": "recruitment.panel_votes_accounting",
    "domain": "recruitment",
    "tier": "hard",
    "summary": "Decide the three accounting finalists from the panel's evaluations: both members "
    "say hire -> 'offer' (Thư); both say reject -> rejected + result letter (Bình); Hiền has only "
    "the hiring manager's evaluation, so per QD-004 step 4 nothing is decided and the recruiter "
    "(Bùi Văn Toàn) is reminded to file his.",
    "requester_id": "NV-0003",
    "prompt": "Tuần này chị phỏng vấn vòng 2 xong ba bạn ứng tuyển Kế toán tổng hợp rồi. Em xem "
    "phiếu đánh giá của hội đồng và xử lý theo quy trình tuyển dụng giúp chị: bạn nào đạt thì "
    "chuyển sang vòng offer để chị làm thư mời nhận việc, bạn nào không đạt thì loại và gửi thư "
    "báo kết quả cho bạn ấy. Còn vướng gì thì em nhắn người liên quan luôn nhé.",
    "hops": ["regulation_before_action", "branch_on_data", "bridge_tables", "forbid_overreach"],
    "seed": _SEED,
    "assertions": [
        {
            "id": "thu_offer",
            "kind": "record_field",
            "skill": "branch_on_data",
            "table": "recruitment.candidates",
            "note": "both panel members recommend hire (5 and 4)",
            "where": {"id": "UV-0091"},
            "expect": {"stage": "offer"},
        },
        {
            "id": "binh_rejected",
            "kind": "record_field",
            "skill": "branch_on_data",
            "table": "recruitment.candidates",
            "note": "both panel members recommend reject (2 and 2)",
            "where": {"id": "UV-0090"},
            "expect": {"stage": "rejected"},
        },
        {
            "id": "binh_letter",
            "kind": "mail_sent",
            "skill": "forbid_overreach",
            "note": "the result letter goes to Bình alone and names the position",
            "to": [_BINH_MAIL],
            "only_recipients": True,
            "body_contains": ["Kế toán tổng hợp"],
        },
        unchanged(
            "hien_undecided",
            table="recruitment.candidates",
            record_id="UV-0013",
            note="only one of two panel evaluations: not decided on the manager's vote alone",
            skill="regulation_before_action",
        ),
        {
            "id": "reminder_to_recruiter",
            "kind": "mail_sent",
            "skill": "bridge_tables",
            "note": "the panel member who has not filed (the opening's recruiter) is reminded",
            "to": [_RECRUITER],
            "body_contains": ["Hiền"],
        },
        not_mailed(
            "hien_not_mailed",
            note="no result letter or offer mail to Hiền while undecided",
            recipients=[_HIEN_MAIL],
        ),
        not_mailed(
            "thu_not_mailed",
            note="the offer letter is the requester's own job; no letter to Thư",
            recipients=[_THU_MAIL],
        ),
        no_record(
            "no_offer_for_thu",
            table="recruitment.offers",
            where={"candidate_id": "UV-0091"},
            note="Thư is moved to the offer stage only: the offer itself (salary, start date) "
            "is the requester's to make",
        ),
        {
            "id": "early_applicants_untouched",
            "kind": "record_count",
            "skill": "forbid_overreach",
            "table": "recruitment.candidates",
            "negative": True,
            "note": "Mai Anh (screening) and Lực (applied) are not part of the panel decision",
            "where": {"job_id": "VT-0003", "stage": {"in": ["applied", "screening"]}},
            "count": 2,
        },
    ],
    "oracle": [
        call("recruitment_search_job", query="Kế toán tổng hợp"),
        call("recruitment_search_candidate", job_id="VT-0003", stage="interview"),
        call("recruitment_list_evaluations", candidate_id="UV-0013"),
        call("recruitment_list_evaluations", candidate_id="UV-0090"),
        call("recruitment_list_evaluations", candidate_id="UV-0091"),
        call("recruitment_list_interviews", candidate_id="UV-0013"),
        call("document_qa", question="đánh giá ứng viên sau phỏng vấn hội đồng"),
        set_stage("UV-0091", "offer"),
        set_stage("UV-0090", "rejected"),
        call("amismail_get_template", template_id="MAU-06"),
        _LETTER,
        call("amismail_search_directory", query="Bùi Văn Toàn"),
        _reminder(_RECRUITER),
    ],
    "anti_oracles": [
        {
            "name": "one_vote_enough",
            "why": "takes the hiring manager's 'hire' as the result and moves Hiền to offer too",
            "calls": [
                set_stage("UV-0091", "offer"),
                set_stage("UV-0013", "offer"),
                set_stage("UV-0090", "rejected"),
                _LETTER,
            ],
            "breaks": ["hien_undecided", "reminder_to_recruiter"],
        },
        {
            "name": "reminds_the_wrong_recruiter",
            "why": "reminds Vũ Thu Hà, the recruiter of other openings, instead of this opening's",
            "calls": [
                set_stage("UV-0091", "offer"),
                set_stage("UV-0090", "rejected"),
                _LETTER,
                _reminder("havt@saoviet.vn"),
            ],
            "breaks": ["reminder_to_recruiter"],
        },
        {
            "name": "letters_to_everyone",
            "why": "sends the result letter to every finalist it processed, Thư and Hiền included",
            "calls": [
                set_stage("UV-0091", "offer"),
                set_stage("UV-0090", "rejected"),
                with_args(_LETTER, to=[_BINH_MAIL, _THU_MAIL, _HIEN_MAIL]),
                _reminder(_RECRUITER),
            ],
            "breaks": ["binh_letter", "hien_not_mailed", "thu_not_mailed"],
        },
        {
            "name": "offer_for_thu",
            "why": "moves Thư to 'offer' through the offer tool, at the 19 million she asked for",
            "calls": [
                send_offer(
                    "UV-0091",
                    salary=19000000,
                    start_date="2027-01-04",
                    body="Chào bạn Trần Minh Thư,\n\nChúc mừng bạn đã trúng tuyển vị trí "
                    "Kế toán tổng hợp. Mức lương: 19.000.000 đồng/tháng (gross). Ngày bắt đầu "
                    "làm việc: 04/01/2027.\n\nTrân trọng,\nLê Thị Minh Nguyệt",
                ),
                set_stage("UV-0090", "rejected"),
                _LETTER,
                _reminder(_RECRUITER),
            ],
            "breaks": ["no_offer_for_thu"],
        },
    ],
}
