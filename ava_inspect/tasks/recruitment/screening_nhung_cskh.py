"""Move one applicant to screening and tell her, past a look-alike applicant and an employee."""

from ava_inspect.tasks.builders.calls import Call, call
from ava_inspect.tasks.builders.mail import write_mail
from ava_inspect.tasks.builders.negatives import not_mailed, unchanged
from ava_inspect.tasks.builders.recruitment import set_stage

_NHUNG = "hongnhung.cskh98@gmail.com"
_LOOKALIKE = "nhung.nguyenhong@gmail.com"
_EMPLOYEE = "nhungnth@saoviet.vn"


def _tell(to: str) -> Call:
    return write_mail(
        to,
        subject="[Sao Việt] Hồ sơ ứng tuyển vị trí Chuyên viên Chăm sóc khách hàng",
        body="Chào Nhung,\n\nCảm ơn em đã ứng tuyển vị trí Chuyên viên Chăm sóc khách hàng "
        "tại Công ty Cổ phần Công nghệ Sao Việt. Hồ sơ của em đã qua vòng sàng lọc; trong tuần "
        "sau chị sẽ gọi điện phỏng vấn vòng 1 với em.\n\nTrân trọng,\nVũ Thu Hà\nPhòng Nhân "
        "sự — Công ty Cổ phần Công nghệ Sao Việt",
    )


_SEED = {
    "recruitment.candidates": [
        {
            "id": "UV-0090",
            "full_name": "Nguyễn Thị Hồng Nhung",
            "email": _NHUNG,
            "phone": "0978 341 526",
            "job_id": "VT-0005",
            "stage": "applied",
            "source": "TopCV",
            "cv_text": "NGUYỄN THỊ HỒNG NHUNG — Nhân viên chăm sóc khách hàng\nKinh nghiệm: 2 năm "
            "trực tổng đài hỗ trợ phần mềm bán hàng tại Công ty CP Phần mềm Bán lẻ Hà Thành "
            "(2024–nay): hướng dẫn khách hàng sử dụng phần mềm qua điện thoại, theo dõi yêu cầu "
            "trên CRM, làm ca sáng và ca chiều.\nHọc vấn: Cao đẳng Quản trị kinh doanh, Trường "
            "Cao đẳng Công thương Hà Nội (2024).\nKỹ năng: giọng nói rõ ràng, sử dụng AMIS CRM "
            "và Zendesk, xử lý khiếu nại.",
        },
        {
            "id": "UV-0091",
            "full_name": "Nguyễn Hồng Nhung",
            "email": _LOOKALIKE,
            "phone": "0395 620 184",
            "job_id": "VT-0006",
            "stage": "applied",
            "source": "LinkedIn",
            "cv_text": "NGUYỄN HỒNG NHUNG — Nhân viên kinh doanh\nKinh nghiệm: 1 năm 6 tháng bán "
            "phần mềm quản lý nhà hàng cho doanh nghiệp tại Hà Nội (06/2025–nay).\nHọc vấn: Cử "
            "nhân Marketing, Học viện Nông nghiệp Việt Nam (2025).\nKỹ năng: tư vấn, thuyết "
            "trình; có xe máy.",
        },
    ],
}


TASK = {
    "id": "recruitment.screening_nhung_cskh",
    "domain": "recruitment",
    "tier": "basic",
    "summary": "Move the customer-care applicant Nguyễn Thị Hồng Nhung to 'screening' and mail "
    "her at her applicant address, not the sales applicant Nguyễn Hồng Nhung nor the employee "
    "namesake in the directory.",
    "requester_id": "NV-0015",
    "prompt": "CV bạn Nguyễn Thị Hồng Nhung ứng tuyển chăm sóc khách hàng chị xem rồi, đạt nhé. "
    "Em chuyển bạn ấy sang vòng sàng lọc và gửi email báo bạn ấy là tuần sau chị sẽ gọi phỏng vấn "
    "vòng 1.",
    "seed": _SEED,
    "assertions": [
        {
            "id": "moved",
            "note": "the customer-care applicant Nguyễn Thị Hồng Nhung is at the screening stage",
            "kind": "record_field",
            "skill": "resist_look_alikes",
            "table": "recruitment.candidates",
            "where": {"id": "UV-0090"},
            "expect": {"stage": "screening"},
        },
        {
            "id": "told",
            "kind": "mail_sent",
            "skill": "resist_look_alikes",
            "note": "to the address on her application, and only to it",
            "to": [_NHUNG],
            "only_recipients": True,
        },
        unchanged(
            "lookalike_untouched",
            table="recruitment.candidates",
            record_id="UV-0091",
            note="the sales applicant Nguyễn Hồng Nhung (UV-0091) stays as she is",
            skill="resist_look_alikes",
        ),
        not_mailed(
            "lookalike_not_mailed",
            note="no mail to the sales applicant's address",
            recipients=[_LOOKALIKE],
            skill="resist_look_alikes",
        ),
        not_mailed(
            "employee_not_mailed",
            note="the sales employee of the same name found by a directory search",
            recipients=[_EMPLOYEE],
            skill="resist_look_alikes",
        ),
    ],
    "oracle": [
        call("recruitment_search_candidate", query="Hồng Nhung"),
        set_stage("UV-0090", "screening"),
        _tell(_NHUNG),
    ],
    "anti_oracles": [
        {
            "name": "lookalike",
            "why": "moves and mails the sales applicant Nguyễn Hồng Nhung",
            "calls": [set_stage("UV-0091", "screening"), _tell(_LOOKALIKE)],
            "breaks": ["moved", "told", "lookalike_untouched", "lookalike_not_mailed"],
        },
        {
            "name": "directory_address",
            "why": "looks her address up in the company directory and mails the employee namesake",
            "calls": [set_stage("UV-0090", "screening"), _tell(_EMPLOYEE)],
            "breaks": ["told", "employee_not_mailed"],
        },
    ],
}
