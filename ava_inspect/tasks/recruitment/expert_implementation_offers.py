"""The recruiter closes the panel round of the implementation consultant opening as the hiring
manager's mail says: a weighted total per candidate (40% the test out of 10 halved, 40% the
manager's score, 20% the recruiter's), a pass at 3.5 with no 'reject' vote, offers in order of
the total until the headcount is full (one seat already taken by a hire), the salary asked in
the CV clamped to the approved range, a start date; his later mail corrects one score and one
start date. Two offers (with their letters), four rejections (with theirs), six kept in reserve
untouched, and the list back to the manager.
"""

from typing import Any

from ava_inspect.schema.skills import Skill
from ava_inspect.tasks.builders.calls import Call, Record, call
from ava_inspect.tasks.builders.mail import write_mail
from ava_inspect.tasks.builders.money import dong
from ava_inspect.tasks.builders.negatives import at_most, not_mailed, unchanged
from ava_inspect.tasks.builders.recruitment import (
    candidate_record,
    evaluation_record,
    interview_record,
    send_offer,
    set_stage,
)
from ava_inspect.tasks.builders.text import vn_date

JOB = "VT-0008"
TITLE = "Chuyên viên triển khai phần mềm kế toán"
RECRUITER = "NV-0015"  # Vũ Thu Hà
MANAGER = "NV-0017"  # Trịnh Quốc Bảo, Trưởng phòng Kỹ thuật
MANAGER_MAIL = "baotq@saoviet.vn"
LOW, HIGH = 14000000, 22000000
START, LATE_START = "2027-01-04", "2027-01-18"

# id: name, gender, email, phone, expected salary (triệu), test /10, manager score,
#     recruiter score, manager's recommendation, recruiter's recommendation
PEOPLE: dict[str, tuple[str, str, str, str, int, str, int, int, str, str]] = {
    "UV-0051": ("Đỗ Văn Khải", "nam", "khai.dovan@gmail.com", "0985 163 207", 18, "8,0", 4, 3, "hire", "consider"),
    "UV-0052": ("Lê Thị Thanh Hương", "nữ", "thanhhuong.le92@gmail.com", "0912 870 534", 17, "8,0", 4, 4, "hire", "hire"),
    "UV-0053": ("Phạm Gia Huy", "nam", "giahuy.pham@outlook.com", "0977 204 619", 21, "9,5", 5, 3, "hire", "reject"),
    "UV-0054": ("Nguyễn Thu Trà", "nữ", "thutra.nguyen@gmail.com", "0936 518 472", 15, "6,0", 4, 3, "consider", "consider"),
    "UV-0055": ("Vương Minh Tuấn", "nam", "tuan.vuongminh@gmail.com", "0968 392 015", 19, "9,5", 3, 5, "consider", "hire"),
    "UV-0056": ("Hà Thị Bích Ngọc", "nữ", "bichngoc.ha@gmail.com", "0349 627 180", 13, "7,0", 4, 4, "hire", "hire"),
    "UV-0057": ("Cao Văn Sơn", "nam", "son.caovan@yahoo.com", "0918 045 763", 16, "5,5", 3, 4, "consider", "consider"),
    "UV-0058": ("Trương Quỳnh Anh", "nữ", "quynhanh.truong@gmail.com", "0983 716 249", 24, "9,0", 4, 5, "hire", "hire"),
    "UV-0059": ("Lại Đức Minh", "nam", "minh.laiduc@gmail.com", "0357 281 904", 16, "6,5", 4, 4, "hire", "consider"),
    "UV-0060": ("Dương Thị Hậu", "nữ", "hau.duongthi@gmail.com", "0905 437 826", 15, "7,0", 3, 5, "consider", "hire"),
    "UV-0061": ("Mai Xuân Trường", "nam", "truong.maixuan@gmail.com", "0972 619 358", 20, "9,0", 2, 4, "reject", "consider"),
    "UV-0062": ("Khổng Thị Vân", "nữ", "van.khongthi@outlook.com", "0388 150 674", 14, "7,5", 3, 4, "consider", "hire"),
}  # fmt: skip
QUYNH_ANH, NGOC, TUAN, HUY = "UV-0058", "UV-0056", "UV-0055", "UV-0053"
OFFERS = {QUYNH_ANH: (HIGH, LATE_START), NGOC: (LOW, START)}  # ranked 4.4 and 4.2
REJECTED = ["UV-0053", "UV-0054", "UV-0057", "UV-0061"]
RESERVE = [c for c in PEOPLE if c not in OFFERS and c not in REJECTED]
TOTALS = {  # after the manager's correction of Ngọc's score (4 -> 5)
    "UV-0051": 3.8, "UV-0052": 4.0, "UV-0053": 4.5, "UV-0054": 3.4, "UV-0055": 4.1,
    "UV-0056": 4.2, "UV-0057": 3.1, "UV-0058": 4.4, "UV-0059": 3.7, "UV-0060": 3.6,
    "UV-0061": 3.4, "UV-0062": 3.5,
}  # fmt: skip

_CAREERS = {
    "UV-0051": "3 năm triển khai phần mềm kế toán cho doanh nghiệp bán lẻ tại Công ty CP Giải pháp Số "
    "Kinh Bắc",
    "UV-0052": "2 năm 6 tháng triển khai MISA SME cho doanh nghiệp tại đại lý MISA Thăng Long",
    "UV-0053": "4 năm triển khai ERP tại Công ty TNHH Tư vấn Hệ thống Đông Dương",
    "UV-0054": "2 năm 2 tháng hỗ trợ khách hàng phần mềm kế toán tại Công ty TNHH Phần mềm Việt "
    "Tín; trước đó 2 năm kế toán tổng hợp",
    "UV-0055": "3 năm 4 tháng tư vấn triển khai phần mềm kế toán tại Công ty CP Phần mềm Nam Á",
    "UV-0056": "2 năm triển khai phần mềm hóa đơn điện tử tại Công ty TNHH Công nghệ Hồng Hà",
    "UV-0057": "2 năm hỗ trợ kỹ thuật phần mềm kế toán tại Công ty CP Công nghệ Tây Hồ",
    "UV-0058": "5 năm triển khai MISA AMIS cho khối doanh nghiệp tại Công ty CP Giải pháp Trí Tín",
    "UV-0059": "2 năm 3 tháng hỗ trợ triển khai ERP tại Công ty CP Phần mềm Bình Minh",
    "UV-0060": "2 năm 8 tháng hỗ trợ và đào tạo người dùng phần mềm kế toán tại Công ty CP Tin học "
    "Hà Đông",
    "UV-0061": "3 năm lập trình phần mềm kế toán, 2 năm triển khai tại khách hàng ở Công ty CP "
    "Phần mềm Sông Hồng",
    "UV-0062": "2 năm triển khai phần mềm kế toán cho chuỗi nhà hàng tại Công ty TNHH Công nghệ "
    "Sen Vàng",
}
_REMARKS = {
    "UV-0053": "Trả lời chuyên môn tốt nhưng khi được hỏi thì cho biết không đi công tác tỉnh "
    "được, trong khi vị trí phải đi triển khai tại khách hàng ở các tỉnh hằng tháng.",
    "UV-0061": "Nền tảng lập trình tốt nhưng trình bày nghiệp vụ kế toán cho khách hàng còn "
    "lúng túng; chưa phù hợp vai trò triển khai.",
}


def _cv(cid: str) -> str:
    name, _, _, _, salary, *_ = PEOPLE[cid]
    return (
        f"{name.upper()} — Chuyên viên triển khai phần mềm\n"
        f"Kinh nghiệm: {_CAREERS[cid]}\n"
        "Học vấn: Cử nhân Kế toán, Học viện Tài chính\n"
        "Kỹ năng: nghiệp vụ kế toán doanh nghiệp, đào tạo người dùng, MISA SME/AMIS\n"
        f"Mức lương mong muốn: {salary} triệu đồng/tháng (gross)"
    )


def _manager_comment(cid: str) -> str:
    rec = PEOPLE[cid][8]
    if cid in _REMARKS and rec == "reject":
        return _REMARKS[cid]
    return {
        "hire": "Nắm chắc nghiệp vụ kế toán, xử lý tốt tình huống triển khai; đề xuất tuyển.",
        "consider": "Nghiệp vụ đạt mức cơ bản, cần thêm thời gian làm quen sản phẩm; cân nhắc.",
    }[rec]


def _recruiter_comment(cid: str) -> str:
    test, rec = PEOPLE[cid][5], PEOPLE[cid][9]
    remark = _REMARKS.get(cid) if rec == "reject" else None
    body = (
        remark
        or {
            "hire": "Giao tiếp rõ ràng, thái độ cầu thị, sẵn sàng đi công tác tỉnh.",
            "consider": "Giao tiếp ổn, cần kèm cặp thêm kỹ năng trình bày với khách hàng.",
        }[rec]
    )
    return f"Bài test nghiệp vụ: {test}/10. {body}"


_DAYS = ["2026-12-01"] * 4 + ["2026-12-02"] * 4 + ["2026-12-08"] * 4
_SLOTS = [("08:30", "09:30"), ("09:45", "10:45"), ("13:30", "14:30"), ("14:45", "15:45")] * 3

FORMULA = (
    "Chào Hà,\n\nHội đồng đã phỏng vấn xong 12 bạn vị trí Chuyên viên triển khai phần mềm kế "
    "toán. Em chốt kết quả giúp anh theo cách tính hội đồng đã thống nhất:\n"
    "- Điểm tổng = 40% điểm bài test nghiệp vụ (thang 10, chia đôi để quy về thang 5) + 40% "
    "điểm phiếu đánh giá của anh + 20% điểm phiếu đánh giá của em.\n"
    "- Đạt khi điểm tổng từ 3,5 trở lên và không thành viên hội đồng nào đề xuất loại (reject).\n"
    "- Gửi offer cho các bạn đạt theo thứ tự điểm tổng từ cao xuống thấp cho đến khi đủ chỉ "
    "tiêu của vị trí (nhớ trừ người đã nhận việc). Mức lương offer bằng mức lương mong muốn "
    "ghi trong CV; cao hơn khung lương đã duyệt thì offer mức trần, thấp hơn khung thì offer "
    "mức sàn. Ngày bắt đầu làm việc: thứ Hai 04/01/2027.\n"
    "- Các bạn đạt nhưng chưa có suất thì giữ nguyên ở vòng phỏng vấn làm dự phòng, chưa gửi "
    "thư gì. Bạn không đạt thì loại và gửi thư báo kết quả theo mẫu.\n\n"
    "Xong em gửi anh danh sách các bạn được offer (tên, điểm tổng, mức lương) nhé.\n\nAnh Bảo"
)
CORRECTION = (
    "Hà ơi, anh bổ sung hai việc trước khi em chốt:\n"
    "1. Phiếu đánh giá của anh cho bạn Hà Thị Bích Ngọc anh nhập nhầm 4 điểm, đúng là 5 điểm. "
    "Em tính theo 5 điểm nhé, phiếu trên hệ thống anh sẽ nhờ IT sửa sau.\n"
    "2. Bạn Trương Quỳnh Anh báo cần bàn giao ở công ty cũ đến giữa tháng 1; nếu bạn ấy được "
    "offer thì ngày bắt đầu là thứ Hai 18/01/2027.\n"
    "Các điểm khác giữ nguyên như thư trước.\n\nAnh Bảo"
)


def _candidate(cid: str) -> Record:
    name, _, email, phone, *_ = PEOPLE[cid]
    return candidate_record(cid, name, email, phone, JOB, "interview", "TopCV", _cv(cid))


def _interview(n: int, cid: str) -> Record:
    start, end = _SLOTS[n]
    return interview_record(
        f"PV-02{n + 1:02d}", cid, JOB, _DAYS[n], start, end, "PH-07", [MANAGER, RECRUITER], "panel"
    )


def _evaluations(n: int, cid: str) -> list[Record]:
    _, _, _, _, _, _, m, r, m_rec, r_rec = PEOPLE[cid]
    return [
        evaluation_record(f"DG-02{2 * n + 1:02d}", cid, MANAGER, m, m_rec, _manager_comment(cid)),
        evaluation_record(
            f"DG-02{2 * n + 2:02d}", cid, RECRUITER, r, r_rec, _recruiter_comment(cid)
        ),
    ]


HIRED = "UV-0050"
SEED: dict[str, list[dict[str, Any]]] = {
    "recruitment.job_openings": [
        {
            "id": JOB,
            "title": TITLE,
            "department_id": "PB-KTH",
            "hiring_manager_id": MANAGER,
            "recruiter_id": RECRUITER,
            "headcount": 3,
            "salary_min": LOW,
            "salary_max": HIGH,
            "requirements": "Tốt nghiệp đại học chuyên ngành kế toán; tối thiểu 2 năm triển khai "
            "hoặc hỗ trợ phần mềm kế toán, ERP; sẵn sàng đi công tác tỉnh hằng tháng.",
        }
    ],
    "recruitment.candidates": [
        {
            "id": HIRED,
            "full_name": "Phí Thị Ngọc Mai",
            "email": "ngocmai.phi@gmail.com",
            "phone": "0961 742 305",
            "job_id": JOB,
            "stage": "hired",
            "source": "Giới thiệu nội bộ",
            "cv_text": "PHÍ THỊ NGỌC MAI — Chuyên viên triển khai phần mềm\nKinh nghiệm: 3 năm "
            "triển khai MISA SME tại đại lý MISA Hà Đông\nHọc vấn: Cử nhân Kế toán, Đại học "
            "Thương mại\nMức lương mong muốn: 18 triệu đồng/tháng (gross)",
        },
        *[_candidate(c) for c in PEOPLE],
    ],
    "recruitment.interviews": [
        {
            "id": "PV-0200",
            "candidate_id": HIRED,
            "job_id": JOB,
            "date": "2026-11-17",
            "start": "09:00",
            "end": "10:00",
            "room_id": "PH-07",
            "panel_ids": [MANAGER, RECRUITER],
            "kind": "panel",
            "status": "done",
        },
        *[_interview(n, c) for n, c in enumerate(PEOPLE)],
    ],
    "recruitment.evaluations": [
        {
            "id": "DG-0200",
            "candidate_id": HIRED,
            "evaluator_id": MANAGER,
            "score": 5,
            "recommendation": "hire",
            "comment": "Rất vững nghiệp vụ, đã triển khai nhiều khách hàng; đề xuất tuyển ngay.",
        },
        *[e for n, c in enumerate(PEOPLE) for e in _evaluations(n, c)],
    ],
    "recruitment.offers": [
        {
            "id": "OF-0200",
            "candidate_id": HIRED,
            "job_id": JOB,
            "salary": 18000000,
            "start_date": "2026-12-01",
            "status": "accepted",
            "body": "Chào bạn Phí Thị Ngọc Mai,\n\nChúc mừng bạn đã trúng tuyển vị trí "
            f"{TITLE}. Mức lương: 18.000.000 đồng/tháng (gross). Ngày bắt đầu làm việc: "
            "01/12/2026.\n\nTrân trọng,\nVũ Thu Hà",
        }
    ],
    "mail.messages": [
        {
            "id": "TH-0121",
            "folder": "inbox",
            "sender": MANAGER_MAIL,
            "to": ["havt@saoviet.vn"],
            "subject": f"Chốt kết quả phỏng vấn vị trí {TITLE}",
            "body": FORMULA,
            "sent_at": "2026-12-08T17:20",
            "read": True,
        },
        {
            "id": "TH-0122",
            "folder": "inbox",
            "sender": MANAGER_MAIL,
            "to": ["havt@saoviet.vn"],
            "subject": f"Re: Chốt kết quả phỏng vấn vị trí {TITLE}",
            "body": CORRECTION,
            "sent_at": "2026-12-09T08:05",
            "read": False,
            "in_reply_to": "TH-0121",
        },
    ],
}


def _offer(cid: str, salary: int, start: str) -> list[Call]:
    body = (
        f"Chào {PEOPLE[cid][0]},\n\nChúc mừng bạn đã trúng tuyển vị trí {TITLE}. Mức lương: "
        f"{dong(salary)}/tháng (gross). Ngày bắt đầu làm việc: {vn_date(start)}.\n\n"
        "Trân trọng,\nVũ Thu Hà"
    )
    return [
        send_offer(cid, salary=salary, start_date=start, body=body),
        write_mail(PEOPLE[cid][2], subject=f"[Sao Việt] Thư mời nhận việc — {TITLE}", body=body),
    ]


def _reject(cid: str) -> list[Call]:
    return [
        set_stage(cid, "rejected"),
        write_mail(
            PEOPLE[cid][2],
            subject=f"[Sao Việt] Kết quả ứng tuyển vị trí {TITLE}",
            body=f"Chào {PEOPLE[cid][0]},\n\nCảm ơn bạn đã dành thời gian ứng tuyển và "
            f"tham gia vòng phỏng vấn hội đồng vị trí {TITLE} tại Công ty Cổ phần Công nghệ "
            "Sao Việt. Sau khi cân nhắc kỹ, chúng tôi rất tiếc chưa thể mời bạn tham gia "
            "vòng tiếp theo ở thời điểm này.\n\nHồ sơ của bạn sẽ được lưu trong dữ liệu ứng "
            "viên của công ty và chúng tôi sẽ liên hệ khi có vị trí phù hợp hơn. Chúc bạn "
            "sớm tìm được công việc như mong muốn.\n\nTrân trọng,\nVũ Thu Hà",
        ),
    ]


def _summary(offers: dict[str, tuple[int, str]]) -> Call:
    lines = [
        f"- {PEOPLE[c][0]} ({c}): điểm tổng {str(TOTALS[c]).replace('.', ',')}, mức lương "
        f"{dong(s)}/tháng, bắt đầu {vn_date(d)}"
        for c, (s, d) in offers.items()
    ]
    return write_mail(
        MANAGER_MAIL,
        subject=f"Danh sách offer vị trí {TITLE}",
        body="Chào anh Bảo,\n\nEm gửi anh danh sách các bạn được offer:\n"
        + "\n".join(lines)
        + "\n\nCác bạn không đạt đã được loại và gửi thư báo kết quả; các bạn đạt còn lại "
        "giữ ở vòng phỏng vấn làm dự phòng.\n\nEm cảm ơn anh,\nVũ Thu Hà",
    )


_READS = [
    call("amis_hrm_get_current_user"),
    call("amismail_search_mail", query="chốt kết quả phỏng vấn"),
    call("amismail_read_mail", message_id="TH-0121"),
    call("amismail_read_mail", message_id="TH-0122"),
    call("recruitment_get_job", job_id=JOB),
    call("recruitment_search_candidate", job_id=JOB, limit=50),
    call("document_qa", question="mời nhận việc khung lương"),
    call("amismail_get_template", template_id="MAU-03"),
    call("amismail_get_template", template_id="MAU-06"),
    *[call("recruitment_get_candidate", candidate_id=c) for c in PEOPLE],
]
_OFFERS = [call for c, (s, d) in OFFERS.items() for call in _offer(c, s, d)]
_REJECTS = [call for c in REJECTED for call in _reject(c)]
_RIGHT = [*_OFFERS, *_REJECTS, _summary(OFFERS)]
_TUAN = {QUYNH_ANH: (HIGH, LATE_START), TUAN: (19000000, START)}

_ANTI = [
    {
        "name": "unweighted_mean",
        "why": "averages test/2, manager and recruiter equally: Tuấn (4.25) overtakes Ngọc (4.17)",
        "calls": [
            *[x for c, (s, d) in _TUAN.items() for x in _offer(c, s, d)],
            *_REJECTS,
            _summary(_TUAN),
        ],
        "breaks": ["ngoc_offer", "ngoc_letter", "reserve_kept"],
    },
    {
        "name": "score_correction_missed",
        "why": "keeps Ngọc's recorded 4 from the manager: 3.8, so Tuấn's 4.1 takes the seat",
        "calls": [
            *[x for c, (s, d) in _TUAN.items() for x in _offer(c, s, d)],
            *_REJECTS,
            _summary(_TUAN),
        ],
        "breaks": ["ngoc_offer", "manager_gets_offers"],
    },
    {
        "name": "start_correction_missed",
        "why": "offers Quỳnh Anh the common start date 04/01/2027, not her 18/01/2027",
        "calls": [
            *_offer(QUYNH_ANH, HIGH, START),
            *_offer(NGOC, LOW, START),
            *_REJECTS,
            _summary({QUYNH_ANH: (HIGH, START), NGOC: (LOW, START)}),
        ],
        "breaks": ["quynh_anh_offer", "quynh_anh_letter"],
    },
    {
        "name": "reject_vote_ignored",
        "why": "ranks Huy first on his 4.5 although the recruiter voted 'reject'",
        "calls": [
            *_offer(HUY, 21000000, START),
            *_offer(QUYNH_ANH, HIGH, LATE_START),
            *[x for c in REJECTED if c != HUY for x in _reject(c)],
            _summary({HUY: (21000000, START), QUYNH_ANH: (HIGH, LATE_START)}),
        ],
        "breaks": ["ngoc_offer", "huy_rejected"],
    },
    {
        "name": "headcount_not_net_of_hire",
        "why": "fills all three seats of the opening, forgetting Ngọc Mai already hired",
        "calls": [*_RIGHT, *_offer(TUAN, 19000000, START)],
        "breaks": ["only_two_offers_right", "reserve_kept"],
    },
    {
        "name": "reserves_rejected",
        "why": "rejects everyone not offered, the six who passed too, with letters",
        "calls": [*_RIGHT, *[x for c in RESERVE for x in _reject(c)]],
        "breaks": ["reserve_kept", "van_no_letter", "tuan_no_letter"],
    },
    {
        "name": "threshold_strict",
        "why": "reads 'từ 3,5 trở lên' as above 3.5 and rejects Vân at exactly 3.5",
        "calls": [*_RIGHT, *_reject("UV-0062")],
        "breaks": ["reserve_kept", "van_no_letter"],
    },
    {
        "name": "mid_range_salaries",
        "why": "offers Ngọc the 13 million she asked (refused) then the middle of the range",
        "calls": [
            *_offer(QUYNH_ANH, HIGH, LATE_START),
            *_offer(NGOC, 18000000, START),
            *_REJECTS,
            _summary({QUYNH_ANH: (HIGH, LATE_START), NGOC: (18000000, START)}),
        ],
        "breaks": ["ngoc_offer", "ngoc_letter"],
    },
]

_REJECT_NOTES = {
    "UV-0053": ("huy", "the recruiter voted 'reject' (no provincial travel), whatever his 4.5"),
    "UV-0054": ("tra", "0.2×6.0 + 0.4×4 + 0.2×3 = 3.4, under 3.5"),
    "UV-0057": ("son", "0.2×5.5 + 0.4×3 + 0.2×4 = 3.1"),
    "UV-0061": ("truong", "the manager voted 'reject', and 0.2×9 + 0.4×2 + 0.2×4 = 3.4"),
}
_REJECT_SKILLS: dict[str, Skill] = {
    "UV-0053": "combine_regulations",  # passes the 3.5 bar: only the no-'reject' rule fails him
    "UV-0054": "branch_on_data",
    "UV-0057": "branch_on_data",
    "UV-0061": "branch_on_data",
}
"""What each rejection takes: Huy's needs both conditions of a pass applied together."""

_RESERVE_LETTERS: tuple[tuple[str, str, Skill], ...] = (
    ("tuan", TUAN, "forbid_overreach"),
    ("van", "UV-0062", "branch_on_data"),  # exactly 3.5: 'từ 3,5 trở lên' passes her
    ("huong", "UV-0052", "forbid_overreach"),
)
"""The reserves who get no letter yet, and what keeping each one's letter back takes."""


ASSERTIONS: list[dict[str, Any]] = [
    {
        "id": "quynh_anh_offer",
        "kind": "record_exists",
        "skill": "combine_regulations",
        "table": "recruitment.offers",
        "note": "first at 4.4: asked 24 million, above the range, so the ceiling 22 million; "
        "starts 18/01/2027 per the manager's later mail",
        "where": {
            "candidate_id": QUYNH_ANH,
            "salary": HIGH,
            "start_date": LATE_START,
            "status": "sent",
        },
    },
    {
        "id": "ngoc_offer",
        "kind": "record_exists",
        "skill": "combine_regulations",
        "table": "recruitment.offers",
        "note": "second at 4.2 with the corrected manager score 5: asked 13 million, below the "
        "range, so the floor 14 million; starts 04/01/2027",
        "where": {"candidate_id": NGOC, "salary": LOW, "start_date": START, "status": "sent"},
    },
    {
        "id": "quynh_anh_letter",
        "kind": "mail_sent",
        "skill": "vietnamese_values",
        "note": "Quỳnh Anh's offer letter names 22,000,000 and 18/01/2027",
        "to": [PEOPLE[QUYNH_ANH][2]],
        "body_contains": [HIGH, LATE_START],
    },
    {
        "id": "ngoc_letter",
        "kind": "mail_sent",
        "skill": "vietnamese_values",
        "note": "Ngọc's offer letter names 14,000,000 and 04/01/2027",
        "to": [PEOPLE[NGOC][2]],
        "body_contains": [LOW, START],
    },
    *[
        {
            "id": f"{key}_rejected",
            "kind": "record_field",
            "skill": _REJECT_SKILLS[c],
            "table": "recruitment.candidates",
            "note": f"{PEOPLE[c][0]} fails: {why}; rejected",
            "where": {"id": c},
            "expect": {"stage": "rejected"},
        }
        for c, (key, why) in _REJECT_NOTES.items()
    ],
    *[
        {
            "id": f"{key}_letter",
            "kind": "mail_sent",
            "skill": "branch_on_data",
            "note": f"{PEOPLE[c][0]} gets the result letter",
            "to": [PEOPLE[c][2]],
        }
        for c, (key, _) in _REJECT_NOTES.items()
    ],
    {
        "id": "manager_gets_offers",
        "kind": "mail_sent",
        "skill": "vietnamese_values",
        "note": "the manager gets both offers with their totals and salaries",
        "to": [MANAGER_MAIL],
        "body_contains": [
            ["Quỳnh Anh", QUYNH_ANH],
            ["Bích Ngọc", NGOC],
            HIGH,
            LOW,
            4.4,
            4.2,
        ],
    },
    at_most(
        "only_two_offers_right",
        table="recruitment.offers",
        max=2,
        where={"job_id": JOB, "status": "sent"},
        note="headcount 3 less the hire leaves 2 seats: no third offer, none to Tuấn (4.1)",
        skill="branch_on_data",
    ),
    {
        "id": "reserve_kept",
        "kind": "record_count",
        "skill": "forbid_overreach",
        "table": "recruitment.candidates",
        "negative": True,
        "note": "the six who pass without a seat (Tuấn 4.1, Hương 4.0, Khải 3.8, Minh 3.7, Hậu "
        "3.6, Vân 3.5) stay in 'interview' as reserves",
        "where": {"id": {"in": RESERVE}, "stage": "interview"},
        "count": 6,
    },
    *[
        not_mailed(
            f"{key}_no_letter",
            note=f"{PEOPLE[c][0]} is a reserve: no mail yet",
            recipients=[PEOPLE[c][2]],
            skill=skill,
        )
        for key, c, skill in _RESERVE_LETTERS
    ],
    unchanged(
        "evaluation_left_to_it",
        table="recruitment.evaluations",
        record_id="DG-0211",
        note="the manager's mistyped score on AMIS is his to fix (through IT): untouched",
    ),
    unchanged(
        "hire_untouched",
        table="recruitment.offers",
        record_id="OF-0200",
        note="Ngọc Mai's accepted offer stays as it is",
    ),
]

TASK = {
    "id": "recruitment.expert_implementation_offers",
    "domain": "recruitment",
    "tier": "expert",
    "summary": "The recruiter closes the panel round of 12 implementation consultants by the "
    "hiring manager's mail: weighted totals (40% test/2, 40% manager, 20% recruiter), pass at "
    "3.5 with no 'reject' vote, offers by rank for the 2 seats left after a hire, salary asked "
    "clamped to the range; his later mail corrects Ngọc's score and Quỳnh Anh's start. Two "
    "offers with letters, four rejected with letters, six reserves untouched, list to the "
    "manager.",
    "requester_id": RECRUITER,
    "prompt": "AVA ơi, anh Bảo vừa nhờ chị chốt kết quả vòng phỏng vấn hội đồng vị trí Chuyên "
    "viên triển khai phần mềm kế toán, cách tính và cách xử lý anh ấy ghi trong thư gửi chị "
    "(có thư bổ sung sau). Em làm giúp chị hết theo đúng thư đó và quy trình tuyển dụng nhé: "
    "gửi offer, loại và gửi thư cho những bạn cần, rồi gửi anh Bảo danh sách.",
    "hops": [
        "regulation_before_action",
        "branch_on_data",
        "bridge_tables",
        "combine_regulations",
        "forbid_overreach",
    ],
    "seed": SEED,
    "assertions": ASSERTIONS,
    "oracle": [*_READS, *_RIGHT],
    "anti_oracles": _ANTI,
}
