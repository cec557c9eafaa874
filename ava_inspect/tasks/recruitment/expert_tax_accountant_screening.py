"""The recruiter screens the 22 new files of the tax accountant opening against its four
must-haves: months of accounting work summed over the CV (internships and other jobs do not
count), a university degree in accounting, auditing or finance, MISA, full time in Hà Nội. Two
people applied twice (one by the same mail, one by the same phone): per the recruiter's note in
AVA's memory only the later file is judged and the earlier one is withdrawn; one applicant wrote
in to withdraw. Nine pass to 'screening', ten are rejected with the template letter, the
hiring manager gets the list; nobody else is touched.
"""

from typing import Any

from ava_inspect.tasks.builders.calls import Call, Record, call
from ava_inspect.tasks.builders.mail import write_mail
from ava_inspect.tasks.builders.negatives import at_most, not_mailed
from ava_inspect.tasks.builders.recruitment import candidate_record, set_stage
from ava_inspect.tasks.builders.variants import swapped_in

JOB = "VT-0007"
RECRUITER = "NV-0016"  # Bùi Văn Toàn
MANAGER_MAIL = "nguyetltm@saoviet.vn"  # Lê Thị Minh Nguyệt, Kế toán trưởng
TITLE = "Kế toán thuế – hóa đơn điện tử"

REQUIREMENTS = (
    "Yêu cầu bắt buộc: (1) tốt nghiệp đại học chuyên ngành kế toán, kiểm toán hoặc tài chính "
    "(bằng cao đẳng, trung cấp không đạt); (2) tổng cộng tối thiểu 24 tháng kinh nghiệm ở vị "
    "trí kế toán (cộng thời gian các vị trí kế toán trong CV; không tính thực tập và các công "
    "việc không phải kế toán); (3) sử dụng thành thạo phần mềm kế toán MISA (MISA SME hoặc MISA "
    "AMIS); (4) làm việc toàn thời gian tại văn phòng Hà Nội. Có chứng chỉ đại lý thuế là lợi "
    "thế."
)

# id: (name, email, phone, source, cv lines after the headline, verdict)
# verdict: "pass", "fail" or "withdrawn"
FILES: dict[str, tuple[str, str, str, str, str, list[str], str]] = {
    "UV-0021": (
        "Nguyễn Thị Hồng Nhung",
        "hongnhung.nguyen96@gmail.com",
        "0986 214 530",
        "TopCV",
        "Kế toán thuế",
        [
            "Kinh nghiệm: Kế toán thuế tại Công ty TNHH Thương mại Phú Điền (2 năm 4 tháng, đến nay): kê khai thuế GTGT, TNCN hằng tháng, lập hóa đơn điện tử",
            "Học vấn: Cử nhân Kế toán, Học viện Tài chính (2021)",
            "Kỹ năng: MISA SME, Excel, phần mềm HTKK",
            "Mong muốn: làm việc toàn thời gian tại Hà Nội",
        ],
        "pass",
    ),
    "UV-0022": (
        "Lương Văn Tài",
        "tai.luongvan@gmail.com",
        "0913 508 742",
        "VietnamWorks",
        "Kế toán viên",
        [
            "Kinh nghiệm: Kế toán kho tại Công ty CP Vật liệu xây dựng Sông Đà (11 tháng); Kế toán công nợ tại Công ty TNHH Điện máy Hoàng Long (1 năm, đến nay)",
            "Học vấn: Cử nhân Kế toán, Đại học Kinh tế Quốc dân (2023)",
            "Kỹ năng: MISA SME, Excel nâng cao",
            "Mong muốn: làm việc toàn thời gian tại Hà Nội",
        ],
        "fail",
    ),
    "UV-0023": (
        "Vũ Thị Lan Phương",
        "lanphuong.vu@outlook.com",
        "0977 361 084",
        "TopCV",
        "Kế toán tổng hợp",
        [
            "Kinh nghiệm: Thực tập sinh kế toán tại Công ty Kiểm toán An Việt (6 tháng); Kế toán tổng hợp tại Công ty TNHH In Bao bì Tân Mai (1 năm 5 "
            "tháng); Kế toán thuế tại Công ty CP Dược phẩm Hà Tây (7 tháng, đến nay)",
            "Học vấn: Cử nhân Kiểm toán, Đại học Thương mại (2024)",
            "Kỹ năng: MISA AMIS, kê khai thuế GTGT và TNDN",
            "Mong muốn: làm việc toàn thời gian tại Hà Nội",
        ],
        "pass",
    ),
    "UV-0024": (
        "Trần Minh Đức",
        "ducminh.tran.kt@gmail.com",
        "0368 145 902",
        "TopCV",
        "Kế toán công nợ",
        [
            "Kinh nghiệm: Kế toán công nợ tại Công ty CP Thực phẩm Hà Thành (1 năm 10 tháng, đến nay)",
            "Học vấn: Cử nhân Kế toán, Học viện Ngân hàng (2024)",
            "Kỹ năng: MISA SME, Excel",
            "Mong muốn: làm việc toàn thời gian tại Hà Nội",
        ],
        "withdrawn",
    ),
    "UV-0025": (
        "Hoàng Thị Thảo",
        "thao.hoangthi91@gmail.com",
        "0945 782 613",
        "Email ứng tuyển",
        "Kế toán tổng hợp",
        [
            "Kinh nghiệm: Kế toán tổng hợp tại Công ty TNHH Nội thất Gia Lâm (4 năm 2 tháng, đến nay)",
            "Học vấn: Cao đẳng Kế toán, Cao đẳng Kinh tế – Kỹ thuật Thương mại (2021)",
            "Kỹ năng: MISA SME, lập báo cáo tài chính, quyết toán thuế",
            "Mong muốn: làm việc toàn thời gian tại Hà Nội",
        ],
        "fail",
    ),
    "UV-0026": (
        "Đặng Quốc Việt",
        "viet.dangquoc@gmail.com",
        "0912 637 458",
        "LinkedIn",
        "Kế toán thuế",
        [
            "Kinh nghiệm: Kế toán thuế tại Công ty CP Logistics Đình Vũ (3 năm, đến nay)",
            "Học vấn: Cử nhân Kế toán, Đại học Hải Phòng (2023)",
            "Kỹ năng: Fast Accounting, Bravo, Excel nâng cao; chưa dùng MISA",
            "Mong muốn: làm việc toàn thời gian tại Hà Nội",
        ],
        "fail",
    ),
    "UV-0027": (
        "Phan Thu Hà",
        "thuha.phan@yahoo.com",
        "0904 219 376",
        "VietnamWorks",
        "Kế toán viên",
        [
            "Kinh nghiệm: Kế toán viên tại Công ty TNHH May mặc Thanh Trì (5 năm, đến nay)",
            "Học vấn: Cao đẳng Kế toán, Cao đẳng Tài chính – Quản trị kinh doanh (2019)",
            "Kỹ năng: MISA SME, kê khai thuế",
            "Mong muốn: làm việc toàn thời gian tại Hà Nội",
        ],
        "withdrawn",
    ),
    "UV-0028": (
        "Nguyễn Thị Hồng Nhung",
        "nhungnth.bank@gmail.com",
        "0356 802 417",
        "TopCV",
        "Chuyên viên tài chính",
        [
            "Kinh nghiệm: Giao dịch viên tại Ngân hàng TMCP Đông Nam Á (3 năm); "
            "Kế toán nội bộ tại Công ty TNHH Du lịch Hồ Tây (8 tháng, đến nay)",
            "Học vấn: Cử nhân Tài chính – Ngân hàng, Học viện Ngân hàng (2022)",
            "Kỹ năng: MISA AMIS, Excel",
            "Mong muốn: làm việc toàn thời gian tại Hà Nội",
        ],
        "fail",
    ),
    "UV-0029": (
        "Bùi Thanh Tùng",
        "tung.buithanh@gmail.com",
        "0987 450 139",
        "ITviec",
        "Kế toán tổng hợp",
        [
            "Kinh nghiệm: Kế toán tổng hợp tại Công ty CP Xây lắp Điện Bắc Ninh (2 năm 2 tháng, đến nay)",
            "Học vấn: Cử nhân Kiểm toán, Học viện Tài chính (2024)",
            "Kỹ năng: MISA SME, hóa đơn điện tử, Excel",
            "Mong muốn: làm việc toàn thời gian tại Hà Nội",
        ],
        "pass",
    ),
    "UV-0030": (
        "Lê Thị Kim Oanh",
        "kimoanh.le88@gmail.com",
        "0983 174 625",
        "Giới thiệu nội bộ",
        "Kế toán thuế",
        [
            "Kinh nghiệm: Kế toán thuế tại Công ty TNHH Gốm sứ Bát Tràng Xanh (6 năm, đến nay)",
            "Học vấn: Cử nhân Kế toán, Đại học Kinh tế Quốc dân (2010)",
            "Kỹ năng: MISA SME, MISA AMIS, quyết toán thuế TNDN",
            "Mong muốn: chỉ làm bán thời gian buổi sáng (đang chăm con nhỏ)",
        ],
        "fail",
    ),
    "UV-0031": (
        "Mạc Văn Khôi",
        "khoi.macvan@outlook.com",
        "0396 517 208",
        "TopCV",
        "Kế toán bán hàng",
        [
            "Kinh nghiệm: Kế toán bán hàng tại Công ty CP Phân phối Thiết bị Y tế Minh An (1 năm "
            "3 tháng); Kế toán thanh toán tại Công ty TNHH Cơ khí Đông Anh "
            "(8 tháng, đến nay)",
            "Học vấn: Cử nhân Kế toán, Đại học Công nghiệp Hà Nội (2023)",
            "Kỹ năng: MISA SME, Excel",
            "Mong muốn: làm việc toàn thời gian tại Hà Nội",
        ],
        "fail",
    ),
    "UV-0032": (
        "Trịnh Ngọc Ánh",
        "ngocanh.trinh@gmail.com",
        "0965 283 471",
        "VietnamWorks",
        "Kế toán thuế",
        [
            "Kinh nghiệm: Kế toán bán hàng tại Công ty TNHH Mỹ phẩm Hoa Sen (10 tháng); Kế toán thuế tại Công ty CP Tư vấn Thuế Việt Tín (1 năm 2 tháng, đến nay)",
            "Học vấn: Cử nhân Kế toán, Đại học Lao động – Xã hội (2024)",
            "Kỹ năng: MISA AMIS, hóa đơn điện tử, HTKK",
            "Mong muốn: làm việc toàn thời gian tại Hà Nội",
        ],
        "pass",
    ),
    "UV-0033": (
        "Đinh Quang Vinh",
        "vinh.dinhquang@gmail.com",
        "0916 740 382",
        "TopCV",
        "Kế toán thuế",
        [
            "Kinh nghiệm: Kế toán thuế tại Công ty CP Nhựa Thiếu niên Tiền Phong – chi nhánh Hà "
            "Nội (3 năm 5 tháng, đến nay)",
            "Học vấn: Cử nhân Kế toán, Đại học Kinh tế Quốc dân (2023)",
            "Kỹ năng: MISA SME, kê khai và quyết toán thuế",
            "Mong muốn: làm việc toàn thời gian tại Hà Nội",
        ],
        "withdrawn",
    ),
    "UV-0034": (
        "Tạ Thị Hải Yến",
        "haiyen.ta@gmail.com",
        "0972 516 038",
        "LinkedIn",
        "Kế toán thuế",
        [
            "Kinh nghiệm: Kế toán thuế tại Công ty TNHH Kiểm toán và Tư vấn Đông Á (3 năm 1 "
            "tháng, đến nay)",
            "Học vấn: Cử nhân Kế toán, Đại học Thương mại (2023)",
            "Kỹ năng: MISA AMIS, hóa đơn điện tử; có chứng chỉ đại lý thuế",
            "Mong muốn: làm việc toàn thời gian tại Hà Nội",
        ],
        "pass",
    ),
    "UV-0035": (
        "Quách Văn Lâm",
        "lam.quachvan@gmail.com",
        "0359 624 781",
        "TopCV",
        "Kế toán viên",
        [
            "Kinh nghiệm: Kế toán viên tại Công ty TNHH Thương mại Dịch vụ Lâm Phát (3 năm 2 "
            "tháng, đến nay)",
            "Học vấn: Cử nhân Quản trị kinh doanh, Đại học Mở Hà Nội (2023)",
            "Kỹ năng: MISA SME, Excel",
            "Mong muốn: làm việc toàn thời gian tại Hà Nội",
        ],
        "fail",
    ),
    "UV-0036": (
        "Ngô Thị Thu Thủy",
        "thuthuy.ngo@gmail.com",
        "0938 417 265",
        "VietnamWorks",
        "Kế toán thuế",
        [
            "Kinh nghiệm: Kế toán thuế tại Công ty CP Thủy sản Cửu Long (4 năm, đến nay)",
            "Học vấn: Cử nhân Kế toán, Đại học Kinh tế TP. Hồ Chí Minh (2022)",
            "Kỹ năng: MISA SME, hóa đơn điện tử",
            "Mong muốn: làm việc tại TP. Hồ Chí Minh, không chuyển ra Hà Nội",
        ],
        "fail",
    ),
    "UV-0037": (
        "Trần Minh Đức",
        "ducminh.tran.kt@gmail.com",
        "0942 806 315",
        "Email ứng tuyển",
        "Kế toán công nợ – thuế",
        [
            "Kinh nghiệm: Kế toán thuế tại Công ty TNHH Dịch vụ Kế toán Tâm Minh (4 tháng); Kế "
            "toán công nợ tại Công ty CP Thực phẩm Hà Thành (1 năm 10 tháng, đến nay)",
            "Học vấn: Cử nhân Kế toán, Học viện Ngân hàng (2024)",
            "Kỹ năng: MISA SME, Excel, HTKK",
            "Mong muốn: làm việc toàn thời gian tại Hà Nội",
        ],
        "pass",
    ),
    "UV-0038": (
        "Châu Thị Diễm My",
        "diemmy.chau@gmail.com",
        "0961 358 740",
        "TopCV",
        "Kế toán viên",
        [
            "Kinh nghiệm: Thực tập sinh kế toán tại Công ty TNHH Kiểm toán Sao Mai (9 tháng); Kế toán viên tại Công ty CP Thương mại Điện tử Bắc Việt (1 năm 5 "
            "tháng, đến nay)",
            "Học vấn: Cử nhân Kế toán, Học viện Tài chính (2025)",
            "Kỹ năng: MISA AMIS, Excel",
            "Mong muốn: làm việc toàn thời gian tại Hà Nội",
        ],
        "fail",
    ),
    "UV-0039": (
        "Kiều Văn Hưng",
        "hung.kieuvan@gmail.com",
        "0389 741 526",
        "ITviec",
        "Kế toán tổng hợp",
        [
            "Kinh nghiệm: Kế toán tổng hợp tại Công ty TNHH Sản xuất Giấy Phúc Lâm (2 năm, đến nay)",
            "Học vấn: Cử nhân Tài chính doanh nghiệp, Học viện Tài chính (2024)",
            "Kỹ năng: MISA SME, lập tờ khai thuế GTGT",
            "Mong muốn: làm việc toàn thời gian tại Hà Nội",
        ],
        "pass",
    ),
    "UV-0040": (
        "Phan Thu Hà",
        "hapt.ketoan@gmail.com",
        "0904 219 376",
        "TopCV",
        "Kế toán viên",
        [
            "Kinh nghiệm: Kế toán viên tại Công ty TNHH May mặc Thanh Trì (5 năm, đến nay)",
            "Học vấn: Cử nhân Kế toán (hệ liên thông), Đại học Kinh tế Quốc dân (2025); Cao đẳng "
            "Kế toán, Cao đẳng Tài chính – Quản trị kinh doanh (2019)",
            "Kỹ năng: MISA SME, kê khai thuế, hóa đơn điện tử",
            "Mong muốn: làm việc toàn thời gian tại Hà Nội",
        ],
        "pass",
    ),
    "UV-0041": (
        "Đoàn Minh Quang",
        "quang.doanminh@gmail.com",
        "0979 205 863",
        "VietnamWorks",
        "Kế toán thanh toán",
        [
            "Kinh nghiệm: Nhân viên kinh doanh tại Công ty CP Ô tô Thành Công Hà Nội (2 năm); Kế toán thanh toán tại Công ty TNHH Vận tải Hưng Thịnh (1 năm 1 "
            "tháng, đến nay)",
            "Học vấn: Cử nhân Tài chính – Ngân hàng, Đại học Thương mại (2022)",
            "Kỹ năng: MISA SME, Excel",
            "Mong muốn: làm việc toàn thời gian tại Hà Nội",
        ],
        "fail",
    ),
    "UV-0042": (
        "Lò Thị Hoa",
        "hoalt.tb@gmail.com",
        "0348 269 157",
        "Email ứng tuyển",
        "Kế toán viên",
        [
            "Kinh nghiệm: Kế toán viên tại Công ty CP Chè Mộc Châu – văn phòng Hà Nội (2 năm 6 "
            "tháng, đến nay)",
            "Học vấn: Cử nhân Kế toán, Đại học Tây Bắc (2023)",
            "Kỹ năng: MISA SME, Excel, hóa đơn điện tử",
            "Mong muốn: làm việc toàn thời gian tại Hà Nội (đã thuê nhà ở phường Cầu Giấy)",
        ],
        "pass",
    ),
}
PASS = [k for k, v in FILES.items() if v[6] == "pass"]
FAIL = [k for k, v in FILES.items() if v[6] == "fail"]
CLOSED = [k for k, v in FILES.items() if v[6] == "withdrawn"]
DUPLICATES = {"UV-0024": "UV-0037", "UV-0027": "UV-0040"}  # earlier file -> later file
WITHDREW = "UV-0033"


def _candidate(cid: str) -> Record:
    name, email, phone, source, headline, lines, _ = FILES[cid]
    cv = "\n".join([f"{name.upper()} — {headline}", *lines])
    return candidate_record(cid, name, email, phone, JOB, "applied", source, cv)


WITHDRAWAL = (
    "Chào anh/chị phụ trách tuyển dụng,\n\nEm là Đinh Quang Vinh, em có nộp hồ sơ vị trí Kế "
    "toán thuế – hóa đơn điện tử qua TopCV tuần trước. Hiện em đã nhận lời làm việc ở một công "
    "ty gần nhà nên em xin phép rút hồ sơ ạ. Em cảm ơn anh/chị và mong có dịp hợp tác trong "
    "tương lai.\n\nTrân trọng,\nĐinh Quang Vinh\n0916 740 382"
)
DUPLICATE_RULE = (
    "Hồ sơ nộp trùng (cùng một vị trí, trùng email hoặc trùng số điện thoại): chỉ xét bản nộp "
    "sau cùng (mã ứng viên lớn hơn); bản nộp trước chuyển sang 'withdrawn' (hồ sơ được thay "
    "thế), không gửi thư cho bản đó."
)

SEED: dict[str, list[dict[str, Any]]] = {
    "recruitment.job_openings": [
        {
            "id": JOB,
            "title": TITLE,
            "department_id": "PB-KT",
            "hiring_manager_id": "NV-0003",
            "recruiter_id": RECRUITER,
            "headcount": 2,
            "salary_min": 13000000,
            "salary_max": 19000000,
            "requirements": REQUIREMENTS,
        }
    ],
    "recruitment.candidates": [_candidate(cid) for cid in FILES],
    "helpdesk.memory": [{"id": "GN-0007", "owner_id": RECRUITER, "content": DUPLICATE_RULE}],
    "mail.messages": [
        {
            "id": "TH-0120",
            "folder": "inbox",
            "sender": "vinh.dinhquang@gmail.com",
            "to": ["tuyendung@saoviet.vn"],
            "subject": "Xin rút hồ sơ ứng tuyển vị trí Kế toán thuế",
            "body": WITHDRAWAL,
            "sent_at": "2026-12-08T20:45",
            "read": False,
        }
    ],
}


def _letter(cid: str) -> Call:
    name = FILES[cid][0]
    return write_mail(
        FILES[cid][1],
        subject=f"[Sao Việt] Kết quả ứng tuyển vị trí {TITLE}",
        body=f"Chào {name},\n\nCảm ơn bạn đã dành thời gian ứng tuyển và tham gia vòng "
        f"sàng lọc hồ sơ vị trí {TITLE} tại Công ty Cổ phần Công nghệ Sao Việt. Sau khi cân "
        "nhắc kỹ, chúng tôi rất tiếc chưa thể mời bạn tham gia vòng tiếp theo ở thời điểm "
        "này.\n\nHồ sơ của bạn sẽ được lưu trong dữ liệu ứng viên của công ty và chúng tôi "
        "sẽ liên hệ khi có vị trí phù hợp hơn. Chúc bạn sớm tìm được công việc như mong "
        "muốn.\n\nTrân trọng,\nBùi Văn Toàn\nChuyên viên tuyển dụng — Công ty Cổ phần Công "
        "nghệ Sao Việt",
    )


def _summary(ids: list[str]) -> Call:
    return write_mail(
        MANAGER_MAIL,
        subject=f"Kết quả sàng lọc hồ sơ vị trí {TITLE}",
        body="Chào chị Nguyệt,\n\nEm gửi chị danh sách ứng viên vị trí "
        f"{TITLE} đã qua vòng sàng lọc hồ sơ:\n"
        + "\n".join(f"- {FILES[c][0]} ({c})" for c in ids)
        + "\n\nCác hồ sơ còn lại chưa đáp ứng yêu cầu bắt buộc nên đã được loại; hai hồ sơ "
        "nộp trùng và một hồ sơ ứng viên xin rút đã được đóng.\n\nEm cảm ơn chị,\nBùi Văn "
        "Toàn",
    )


_READS = [
    call("amis_hrm_get_current_user"),
    call("get_memory"),
    call("recruitment_search_job", query="kế toán thuế"),
    call("recruitment_get_job", job_id=JOB),
    call("document_qa", question="quy trình tuyển dụng sàng lọc hồ sơ"),
    call("amismail_search_mail", query="rút hồ sơ"),
    call("amismail_read_mail", message_id="TH-0120"),
    call("amismail_list_templates"),
    call("recruitment_search_candidate", job_id=JOB, stage="applied", limit=50),
    *[call("recruitment_get_candidate", candidate_id=c) for c in FILES],
]
_DECIDE = [
    *[set_stage(c, "screening") for c in PASS],
    *[set_stage(c, "rejected") for c in FAIL],
    *[set_stage(c, "withdrawn") for c in CLOSED],
]
_LETTERS = [_letter(c) for c in FAIL]
_RIGHT = [*_DECIDE, *_LETTERS, _summary(PASS)]


_ANTI = [
    {
        "name": "internship_counted",
        "why": "counts Diễm My's nine months as an accounting intern: 26 months, she passes",
        "calls": [
            *swapped_in(_DECIDE, set_stage("UV-0038", "screening"), on="candidate_id"),
            *[_letter(c) for c in FAIL if c != "UV-0038"],
            _summary([*PASS, "UV-0038"]),
        ],
        "breaks": ["my_rejected", "my_letter"],
    },
    {
        "name": "other_jobs_counted",
        "why": "counts Quang's two years in sales and Nhung (the banker)'s three as a teller",
        "calls": [
            *swapped_in(
                swapped_in(_DECIDE, set_stage("UV-0041", "screening"), on="candidate_id"),
                set_stage("UV-0028", "screening"),
                on="candidate_id",
            ),
            *[_letter(c) for c in FAIL if c not in ("UV-0041", "UV-0028")],
            _summary([*PASS, "UV-0041", "UV-0028"]),
        ],
        "breaks": ["quang_rejected", "quang_letter", "nhung_bank_rejected", "nhung_bank_letter"],
    },
    {
        "name": "one_short_rounded_up",
        "why": "rounds Tài's and Khôi's 23 months up to two years: both pass",
        "calls": [
            *swapped_in(
                swapped_in(_DECIDE, set_stage("UV-0022", "screening"), on="candidate_id"),
                set_stage("UV-0031", "screening"),
                on="candidate_id",
            ),
            *[_letter(c) for c in FAIL if c not in ("UV-0022", "UV-0031")],
            _summary([*PASS, "UV-0022", "UV-0031"]),
        ],
        "breaks": ["tai_rejected", "tai_letter", "khoi_rejected", "khoi_letter"],
    },
    {
        "name": "earlier_duplicate_judged",
        "why": "judges the earlier file of each duplicate (Đức's 22 months, Hà's college "
        "degree): rejects them and closes the later files",
        "calls": [
            *swapped_in(
                swapped_in(
                    swapped_in(
                        swapped_in(_DECIDE, set_stage("UV-0024", "rejected"), on="candidate_id"),
                        set_stage("UV-0027", "rejected"),
                        on="candidate_id",
                    ),
                    set_stage("UV-0037", "withdrawn"),
                    on="candidate_id",
                ),
                set_stage("UV-0040", "withdrawn"),
                on="candidate_id",
            ),
            *_LETTERS,
            _letter("UV-0024"),
            _letter("UV-0027"),
            _summary([c for c in PASS if c not in ("UV-0037", "UV-0040")]),
        ],
        "breaks": ["duc_later_screening", "ha_later_screening", "duc_earlier_no_letter"],
    },
    {
        "name": "duplicates_both_kept",
        "why": "judges both files of each duplicate on their own: Đức's earlier file rejected "
        "with a letter, Hà's earlier one rejected too, instead of closing them as replaced",
        "calls": [
            *swapped_in(
                swapped_in(_DECIDE, set_stage("UV-0024", "rejected"), on="candidate_id"),
                set_stage("UV-0027", "rejected"),
                on="candidate_id",
            ),
            *_LETTERS,
            _letter("UV-0024"),
            _letter("UV-0027"),
            _summary(PASS),
        ],
        "breaks": ["duc_earlier_withdrawn", "ha_earlier_withdrawn", "duc_earlier_no_letter"],
    },
    {
        "name": "withdrawal_missed",
        "why": "never reads the mailbox: screens Vinh, who wrote in to withdraw",
        "calls": [
            *swapped_in(_DECIDE, set_stage(WITHDREW, "screening"), on="candidate_id"),
            *_LETTERS,
            _summary([*PASS, WITHDREW]),
        ],
        "breaks": ["vinh_withdrawn"],
    },
    {
        "name": "withdrawal_as_rejection",
        "why": "closes Vinh's file as rejected and sends him the rejection letter",
        "calls": [
            *swapped_in(_DECIDE, set_stage(WITHDREW, "rejected"), on="candidate_id"),
            *_LETTERS,
            _letter(WITHDREW),
            _summary(PASS),
        ],
        "breaks": ["vinh_withdrawn", "vinh_no_letter"],
    },
    {
        "name": "no_letters",
        "why": "rejects the ten on AMIS but sends none of them the result letter",
        "calls": [*_DECIDE, _summary(PASS)],
        "breaks": ["tai_letter", "thao_letter", "viet_letter", "my_letter"],
    },
    {
        "name": "straight_to_interview",
        "why": "moves those who pass straight to 'interview' instead of 'screening' (QD-004)",
        "calls": [
            *[set_stage(c, "interview") for c in PASS],
            *[set_stage(c, "rejected") for c in FAIL],
            *[set_stage(c, "withdrawn") for c in CLOSED],
            *_LETTERS,
            _summary(PASS),
        ],
        "breaks": ["nhung_screening", "hoa_screening", "nobody_to_interview"],
    },
    {
        "name": "everyone_applied_screened",
        "why": "also sweeps the other openings' new applicants into screening",
        "calls": [
            *_RIGHT,
            *[set_stage(c, "screening") for c in ("UV-0007", "UV-0012", "UV-0014", "UV-0019")],
        ],
        "breaks": ["other_openings_untouched"],
    },
]

# (assertion id, candidate) for each file's own verdict
_PASS_IDS = {
    "UV-0021": "nhung_screening",
    "UV-0023": "phuong_screening",
    "UV-0029": "tung_screening",
    "UV-0032": "anh_screening",
    "UV-0034": "yen_screening",
    "UV-0037": "duc_later_screening",
    "UV-0039": "hung_screening",
    "UV-0040": "ha_later_screening",
    "UV-0042": "hoa_screening",
}
_PASS_NOTES = {
    "UV-0021": "28 months of tax accounting, bachelor in accounting, MISA SME, Hà Nội",
    "UV-0023": "17 + 7 = 24 months (the 6-month internship does not count), auditing degree",
    "UV-0029": "26 months, bachelor in auditing, MISA SME",
    "UV-0032": "10 + 14 = exactly 24 months of accounting, MISA AMIS",
    "UV-0034": "37 months of tax accounting, MISA AMIS",
    "UV-0037": "Đức's later file: 4 + 22 = 26 months (his earlier file left out the 4)",
    "UV-0039": "exactly 24 months, bachelor in corporate finance, MISA SME",
    "UV-0040": "Hà's later file (same phone): bachelor in accounting through liên thông (2025)",
    "UV-0042": "30 months, bachelor in accounting, full time in Hà Nội",
}
_FAIL_IDS = {
    "UV-0022": "tai",
    "UV-0025": "thao",
    "UV-0026": "viet",
    "UV-0028": "nhung_bank",
    "UV-0030": "oanh",
    "UV-0031": "khoi",
    "UV-0035": "lam",
    "UV-0036": "thuy",
    "UV-0038": "my",
    "UV-0041": "quang",
}
_FAIL_NOTES = {
    "UV-0022": "11 + 12 = 23 months of accounting: one short of 24",
    "UV-0025": "college degree only (cao đẳng), though 50 months of experience",
    "UV-0026": "36 months but no MISA (Fast, Bravo only)",
    "UV-0028": "the other Hồng Nhung: 8 months of accounting (the teller years do not count)",
    "UV-0030": "part time only, mornings",
    "UV-0031": "15 + 8 = 23 months: one short",
    "UV-0035": "bachelor in business administration, not accounting/auditing/finance",
    "UV-0036": "will work only in TP. Hồ Chí Minh",
    "UV-0038": "17 months as an accountant (the 9-month internship does not count)",
    "UV-0041": "13 months of accounting (two years in sales do not count)",
}

ASSERTIONS: list[dict[str, Any]] = [
    *[
        {
            "id": _PASS_IDS[c],
            "kind": "record_field",
            # a later duplicate passes only with the memory's duplicate rule and the must-haves
            "skill": "combine_regulations" if c in DUPLICATES.values() else "branch_on_data",
            "table": "recruitment.candidates",
            "note": f"{FILES[c][0]} passes every must-have: {_PASS_NOTES[c]}; into 'screening'",
            "where": {"id": c},
            "expect": {"stage": "screening"},
        }
        for c in PASS
    ],
    *[
        {
            "id": f"{_FAIL_IDS[c]}_rejected",
            "kind": "record_field",
            "skill": "branch_on_data",
            "table": "recruitment.candidates",
            "note": f"{FILES[c][0]} fails: {_FAIL_NOTES[c]}; rejected",
            "where": {"id": c},
            "expect": {"stage": "rejected"},
        }
        for c in FAIL
    ],
    *[
        {
            "id": f"{_FAIL_IDS[c]}_letter",
            "kind": "mail_sent",
            "skill": "branch_on_data",
            "note": f"{FILES[c][0]} ({c}) gets the result letter at {FILES[c][1]}",
            "to": [FILES[c][1]],
        }
        for c in FAIL
    ],
    {
        "id": "duc_earlier_withdrawn",
        "kind": "record_field",
        "skill": "regulation_before_action",
        "table": "recruitment.candidates",
        "note": "Đức's earlier file (same mail as UV-0037) is replaced: 'withdrawn' per the memory",
        "where": {"id": "UV-0024"},
        "expect": {"stage": "withdrawn"},
    },
    {
        "id": "ha_earlier_withdrawn",
        "kind": "record_field",
        "skill": "regulation_before_action",
        "table": "recruitment.candidates",
        "note": "Hà's earlier file (same phone as UV-0040) is replaced: 'withdrawn'",
        "where": {"id": "UV-0027"},
        "expect": {"stage": "withdrawn"},
    },
    {
        "id": "vinh_withdrawn",
        "kind": "record_field",
        "skill": "bridge_tables",
        "table": "recruitment.candidates",
        "note": "Vinh wrote in to withdraw: his file is closed as 'withdrawn', not screened",
        "where": {"id": WITHDREW},
        "expect": {"stage": "withdrawn"},
    },
    {
        "id": "manager_gets_list",
        "kind": "mail_sent",
        "skill": "branch_on_data",
        "note": "the hiring manager Nguyệt gets the nine who passed",
        "to": [MANAGER_MAIL],
        "body_contains": [[FILES[c][0], c] for c in PASS],
    },
    not_mailed(
        "duc_earlier_no_letter",
        note="Đức passes on his later file: no rejection letter reaches his address",
        recipients=["ducminh.tran.kt@gmail.com"],
        skill="regulation_before_action",
    ),
    not_mailed(
        "vinh_no_letter",
        note="Vinh withdrew himself: no result letter",
        recipients=[FILES[WITHDREW][1]],
    ),
    *[
        not_mailed(
            f"{_PASS_IDS[c]}_no_letter",
            note=f"{FILES[c][0]} passed: no mail to her/him in this step",
            recipients=[FILES[c][1]],
        )
        for c in PASS
        if c != "UV-0037"
    ],
    not_mailed(
        "ha_earlier_address_no_letter",
        note="Hà's earlier file was replaced: nothing to its address either",
        recipients=[FILES["UV-0027"][1]],
        skill="regulation_before_action",
    ),
    at_most(
        "nobody_to_interview",
        table="recruitment.candidates",
        max=0,
        where={"id": {"in": list(FILES)}, "stage": {"in": ["interview", "offer", "hired"]}},
        note="no file of the batch skips the phone round into 'interview' or beyond",
    ),
    at_most(
        "no_interview_booked",
        table="recruitment.interviews",
        max=0,
        where={"candidate_id": {"in": list(FILES)}},
        note="nobody asked for interviews: none is scheduled for the batch",
    ),
    {
        "id": "other_openings_untouched",
        "kind": "record_count",
        "skill": "forbid_overreach",
        "table": "recruitment.candidates",
        "negative": True,
        "note": "the other openings' five new applicants stay 'applied'",
        "where": {"job_id": {"ne": JOB}, "stage": "applied"},
        "count": 5,
    },
]

TASK = {
    "id": "recruitment.expert_tax_accountant_screening",
    "domain": "recruitment",
    "tier": "expert",
    "summary": "The recruiter has AVA screen the 22 new files of the tax accountant opening "
    "against four must-haves (accounting months summed without internships or other jobs, a "
    "degree in accounting/auditing/finance, MISA, full time in Hà Nội): 9 to 'screening', 10 "
    "rejected with the template letter, two earlier duplicate files (same mail / same phone) "
    "closed as replaced per the memory note, one applicant who wrote in withdrawn; the manager "
    "gets the list.",
    "requester_id": RECRUITER,
    "prompt": "AVA ơi, vị trí Kế toán thuế – hóa đơn điện tử vừa đóng nhận hồ sơ, giờ có hơn "
    "hai chục hồ sơ mới chưa ai xem. Em đối chiếu CV từng bạn với các yêu cầu bắt buộc của vị "
    "trí rồi xử lý theo quy trình tuyển dụng giúp anh: đạt thì cho qua vòng sàng lọc, không đạt "
    "thì loại và gửi thư báo kết quả theo mẫu. Hồ sơ nộp trùng thì làm theo quy ước anh đã dặn "
    "em; bạn nào đã viết thư xin rút thì đóng hồ sơ đúng như bạn ấy muốn, không cần gửi thư báo "
    "kết quả. Xong gửi chị Nguyệt danh sách các bạn đạt nhé.",
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
