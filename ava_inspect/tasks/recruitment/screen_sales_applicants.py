"""Screen the new applicants of the sales opening by its must-have criteria and QD-004 step 1."""

from ava_inspect.tasks.builders.calls import Call, call
from ava_inspect.tasks.builders.mail import write_mail
from ava_inspect.tasks.builders.negatives import unchanged
from ava_inspect.tasks.builders.recruitment import set_stage

_JOB = "VT-0006"
_PASS = ["UV-0008", "UV-0090"]
_FAIL = ["UV-0019", "UV-0091", "UV-0092"]
_MANAGER = "tuanhm@saoviet.vn"


def _report(names: list[str]) -> Call:
    return write_mail(
        _MANAGER,
        subject="Kết quả sàng lọc hồ sơ Nhân viên kinh doanh giải pháp phần mềm",
        body="Chào anh Tuấn,\n\nEm gửi anh danh sách ứng viên vị trí Nhân viên kinh doanh "
        "giải pháp phần mềm đã qua vòng sàng lọc hồ sơ:\n"
        + "\n".join(f"- {n}" for n in names)
        + "\n\nCác hồ sơ còn lại chưa đáp ứng yêu cầu bắt buộc của vị trí nên đã được loại."
        "\n\nEm cảm ơn anh,\nBùi Văn Toàn\nChuyên viên tuyển dụng — Phòng Nhân sự",
    )


_SEED = {
    "recruitment.candidates": [
        {
            "id": "UV-0090",
            "full_name": "Trương Văn Hiếu",
            "email": "hieu.truongvan.sales@gmail.com",
            "phone": "0985 314 602",
            "job_id": _JOB,
            "stage": "applied",
            "source": "TopCV",
            "cv_text": "TRƯƠNG VĂN HIẾU — Nhân viên kinh doanh dự án\nKinh nghiệm: 3 năm tại Công "
            "ty TNHH Thiết bị Văn phòng Thăng Long (2023–nay): bán máy in, máy photocopy và giải "
            "pháp quản lý in ấn cho doanh nghiệp, trường học tại Hà Nội, Bắc Ninh, Hưng Yên; tự "
            "tìm khách hàng, lập báo giá, thương lượng hợp đồng, quản lý 60 khách hàng doanh "
            "nghiệp.\nHọc vấn: Cử nhân Kinh tế, Đại học Thương mại (2023).\nKỹ năng: tư vấn, "
            "thuyết trình giải pháp, đàm phán hợp đồng; có xe máy, quen đi gặp khách hàng ở các "
            "tỉnh lân cận Hà Nội.",
        },
        {
            "id": "UV-0091",
            "full_name": "Lâm Thị Ngọc Hân",
            "email": "ngochan.lam@gmail.com",
            "phone": "0367 208 415",
            "job_id": _JOB,
            "stage": "applied",
            "source": "VietnamWorks",
            "cv_text": "LÂM THỊ NGỌC HÂN — Chuyên viên tư vấn phần mềm\nKinh nghiệm: 2 năm 3 "
            "tháng telesales tại Công ty CP An ninh mạng Lá Chắn Xanh (09/2024–nay): gọi điện tư "
            "vấn và bán phần mềm diệt virus, gói sao lưu dữ liệu cho khách hàng cá nhân, hộ gia "
            "đình; đạt chỉ tiêu 10/12 tháng.\nHọc vấn: Cử nhân Quản trị kinh doanh, Đại học Mở Hà "
            "Nội (2024).\nKỹ năng: tư vấn qua điện thoại, chốt đơn, sử dụng CRM; có xe máy.",
        },
        {
            "id": "UV-0092",
            "full_name": "Đặng Minh Quân",
            "email": "quan.dangminh@outlook.com",
            "phone": "0918 642 357",
            "job_id": _JOB,
            "stage": "applied",
            "source": "LinkedIn",
            "cv_text": "ĐẶNG MINH QUÂN — Account Executive\nKinh nghiệm: 2 năm tại Công ty CP Phần "
            "mềm Kế toán Nam Việt (2024–nay): bán phần mềm kế toán và hóa đơn điện tử cho doanh "
            "nghiệp nhỏ qua điện thoại và họp trực tuyến; đạt 105% chỉ tiêu năm 2025.\nHọc vấn: "
            "Cử nhân Tài chính – Ngân hàng, Học viện Ngân hàng (2024).\nKỹ năng: tư vấn giải "
            "pháp, thuyết trình trực tuyến, đàm phán; không có xe máy (đi lại bằng xe buýt), mong "
            "muốn làm việc tại văn phòng, không đi gặp khách hàng ở tỉnh.",
        },
    ],
}


TASK = {
    "id": "recruitment.screen_sales_applicants",
    "domain": "recruitment",
    "tier": "hard",
    "summary": "Screen the five new sales applicants against the opening's must-haves (1 year B2B, "
    "motorbike and travel; software is only a plus): two pass to 'screening' per QD-004 step 1 "
    "(not 'interview'), three rejected (B2C telesales, no experience, no motorbike), hiring "
    "manager told who passed; no other opening or stage touched.",
    "requester_id": "NV-0016",
    "prompt": "Vị trí Nhân viên kinh doanh giải pháp phần mềm đang có mấy hồ sơ mới nộp chưa ai "
    "xem. Em đối chiếu CV từng bạn với yêu cầu của vị trí rồi xử lý theo quy trình tuyển dụng "
    "giúp anh: bạn nào đạt thì cho qua vòng sàng lọc, bạn nào không đạt thì loại. Xong gửi anh "
    "Tuấn danh sách các bạn đạt để anh ấy nắm trước nhé.",
    "hops": ["regulation_before_action", "branch_on_data", "bridge_tables", "forbid_overreach"],
    "seed": _SEED,
    "assertions": [
        {
            "id": "trang_screening",
            "kind": "record_field",
            "skill": "regulation_before_action",
            "table": "recruitment.candidates",
            "note": "2 years B2B e-invoice sales, motorbike: passes, into 'screening' (QD-004 step 1)",
            "where": {"id": "UV-0008"},
            "expect": {"stage": "screening"},
        },
        {
            "id": "hieu_screening",
            "kind": "record_field",
            "skill": "branch_on_data",
            "table": "recruitment.candidates",
            "note": "3 years B2B office equipment: software experience is only preferred, he passes",
            "where": {"id": "UV-0090"},
            "expect": {"stage": "screening"},
        },
        {
            "id": "three_rejected",
            "kind": "record_count",
            "skill": "branch_on_data",
            "table": "recruitment.candidates",
            "note": "no experience (Phong), B2C telesales (Hân), no motorbike/no travel (Quân)",
            "where": {"id": {"in": _FAIL}, "stage": "rejected"},
            "count": 3,
        },
        {
            "id": "report_to_manager",
            "kind": "mail_sent",
            "skill": "branch_on_data",
            "note": "the hiring manager Hoàng Minh Tuấn gets the names of both who passed",
            "to": [_MANAGER],
            "body_contains": [
                ["Thu Trang", "bạn Trang", "Trang ("],
                ["Văn Hiếu", "bạn Hiếu", "Hiếu ("],
            ],
        },
        {
            "id": "other_openings_untouched",
            "kind": "record_count",
            "skill": "forbid_overreach",
            "table": "recruitment.candidates",
            "negative": True,
            "note": "the new applicants of other openings (Quý, Yến's second file, Lực) stay 'applied'",
            "where": {"job_id": {"ne": _JOB}, "stage": "applied"},
            "count": 3,
        },
        unchanged(
            "khanh_untouched",
            table="recruitment.candidates",
            record_id="UV-0020",
            note="the applicant already in screening is not part of this batch",
        ),
        {
            "id": "no_new_interviews",
            "kind": "record_count",
            "skill": "forbid_overreach",
            "table": "recruitment.interviews",
            "negative": True,
            "note": "nobody asked for interviews: only Khánh's existing phone round",
            "where": {"job_id": _JOB},
            "count": 1,
        },
    ],
    "oracle": [
        call("recruitment_search_job", query="kinh doanh giải pháp phần mềm"),
        call("recruitment_get_job", job_id=_JOB),
        call("document_qa", question="quy trình tuyển dụng sàng lọc hồ sơ"),
        call("recruitment_search_candidate", job_id=_JOB, stage="applied"),
        *[call("recruitment_skill_sumarize_cv", candidate_id=c) for c in [*_PASS, *_FAIL]],
        *[set_stage(c, "screening") for c in _PASS],
        *[set_stage(c, "rejected") for c in _FAIL],
        call("amismail_search_directory", query="Hoàng Minh Tuấn"),
        _report(["Nguyễn Thu Trang", "Trương Văn Hiếu"]),
    ],
    "anti_oracles": [
        {
            "name": "straight_to_interview",
            "why": "skips QD-004: moves those who pass straight to the interview stage",
            "calls": [
                *[set_stage(c, "interview") for c in _PASS],
                *[set_stage(c, "rejected") for c in _FAIL],
                _report(["Nguyễn Thu Trang", "Trương Văn Hiếu"]),
            ],
            "breaks": ["trang_screening", "hieu_screening"],
        },
        {
            "name": "software_as_must_have",
            "why": "reads 'ưu tiên phần mềm' as a must-have and rejects the office-equipment seller",
            "calls": [
                set_stage("UV-0008", "screening"),
                *[set_stage(c, "rejected") for c in ["UV-0090", *_FAIL]],
                _report(["Nguyễn Thu Trang"]),
            ],
            "breaks": ["hieu_screening", "report_to_manager"],
        },
        {
            "name": "keyword_software",
            "why": "passes the B2C telesales CV because it says 'phần mềm'",
            "calls": [
                *[set_stage(c, "screening") for c in [*_PASS, "UV-0091"]],
                *[set_stage(c, "rejected") for c in ["UV-0019", "UV-0092"]],
                _report(["Nguyễn Thu Trang", "Trương Văn Hiếu", "Lâm Thị Ngọc Hân"]),
            ],
            "breaks": ["three_rejected"],
        },
        {
            "name": "every_new_applicant",
            "why": "screens every 'applied' candidate of the company, not only this opening's",
            "calls": [
                *[set_stage(c, "screening") for c in _PASS],
                *[set_stage(c, "rejected") for c in [*_FAIL, "UV-0007", "UV-0012", "UV-0014"]],
                _report(["Nguyễn Thu Trang", "Trương Văn Hiếu"]),
            ],
            "breaks": ["other_openings_untouched"],
        },
    ],
}
