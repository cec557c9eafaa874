"""Job openings, candidates with their CVs, interviews, evaluations and offers.

Process (QD-004): a phone round by the opening's recruiter while the candidate is in "screening",
then a panel round (hiring manager + recruiter, a room with at least 6 seats) once the candidate
is in "interview"; each panel member files one evaluation per candidate after the panel round.
Only panel interviews carry evaluations. Today is Wednesday 2026-12-09.
"""

from typing import Any

JOB_OPENINGS = [
    {
        "id": "VT-0001",
        "title": "Lập trình viên Backend (Java)",
        "department_id": "PB-KTH",
        "hiring_manager_id": "NV-0017",
        "recruiter_id": "NV-0016",
        "headcount": 2,
        "salary_min": 20000000,
        "salary_max": 30000000,
        "requirements": "Tối thiểu 2 năm kinh nghiệm Java/Spring Boot; thành thạo SQL; "
        "có kinh nghiệm microservices là lợi thế.",
    },
    {
        "id": "VT-0002",
        "title": "Kiểm thử viên phần mềm",
        "department_id": "PB-KTH",
        "hiring_manager_id": "NV-0017",
        "recruiter_id": "NV-0015",
        "headcount": 1,
        "salary_min": 12000000,
        "salary_max": 18000000,
        "requirements": "Tối thiểu 1 năm kiểm thử thủ công; biết viết test case; "
        "biết kiểm thử tự động là lợi thế.",
    },
    {
        "id": "VT-0003",
        "title": "Kế toán tổng hợp",
        "department_id": "PB-KT",
        "hiring_manager_id": "NV-0003",
        "recruiter_id": "NV-0016",
        "headcount": 1,
        "salary_min": 14000000,
        "salary_max": 20000000,
        "requirements": "Tốt nghiệp đại học chuyên ngành kế toán; tối thiểu 3 năm kinh nghiệm "
        "kế toán tổng hợp; sử dụng thành thạo phần mềm MISA.",
    },
    {
        "id": "VT-0004",
        "title": "Chuyên viên Marketing nội dung",
        "department_id": "PB-MKT",
        "hiring_manager_id": "NV-0021",
        "recruiter_id": "NV-0015",
        "headcount": 1,
        "salary_min": 12000000,
        "salary_max": 17000000,
        "requirements": "Tối thiểu 2 năm viết nội dung B2B; có portfolio.",
    },
    {
        "id": "VT-0005",
        "title": "Chuyên viên Chăm sóc khách hàng",
        "department_id": "PB-CSKH",
        "hiring_manager_id": "NV-0025",
        "recruiter_id": "NV-0015",
        "headcount": 2,
        "salary_min": 9000000,
        "salary_max": 13000000,
        "requirements": "Tốt nghiệp cao đẳng trở lên; tối thiểu 1 năm kinh nghiệm chăm sóc khách "
        "hàng hoặc tổng đài hỗ trợ (ưu tiên lĩnh vực phần mềm); giọng nói rõ ràng, không nói "
        "ngọng; sử dụng thành thạo phần mềm CRM; làm việc theo ca sáng hoặc ca chiều.",
    },
    {
        "id": "VT-0006",
        "title": "Nhân viên kinh doanh giải pháp phần mềm",
        "department_id": "PB-KD",
        "hiring_manager_id": "NV-0007",
        "recruiter_id": "NV-0016",
        "headcount": 3,
        "salary_min": 10000000,
        "salary_max": 15000000,
        "requirements": "Tối thiểu 1 năm kinh doanh B2B, ưu tiên phần mềm hoặc giải pháp CNTT "
        "cho doanh nghiệp; kỹ năng tư vấn, đàm phán, thuyết trình tốt; có xe máy, sẵn sàng đi "
        "gặp khách hàng tại Hà Nội và các tỉnh lân cận. Khung lương là lương cứng, chưa gồm "
        "hoa hồng doanh số.",
    },
]

CANDIDATES = [
    {
        "id": "UV-0001",
        "full_name": "Phạm Quang Huy",
        "email": "huy.phamquang@gmail.com",
        "phone": "0968 204 557",
        "job_id": "VT-0001",
        "stage": "screening",
        "source": "TopCV",
        "cv_text": "PHẠM QUANG HUY — Lập trình viên Java\nKinh nghiệm: 3 năm tại Công ty CP Phần mềm "
        "Bắc Hà (2023–nay): phát triển API Spring Boot cho hệ thống thanh toán, PostgreSQL, Kafka.\n"
        "Học vấn: Kỹ sư CNTT, Đại học Bách khoa Hà Nội (2022).\nKỹ năng: Java 17, Spring Boot, "
        "Docker, Redis.",
    },
    {
        "id": "UV-0002",
        "full_name": "Phạm Quang Huy",
        "email": "quanghuy.qa95@gmail.com",
        "phone": "0359 771 402",
        "job_id": "VT-0002",
        "stage": "screening",
        "source": "ITviec",
        "cv_text": "PHẠM QUANG HUY — Kiểm thử viên\nKinh nghiệm: 2 năm kiểm thử phần mềm ngân hàng "
        "tại Công ty TNHH Giải pháp Số Tràng An; viết test case, kiểm thử API bằng Postman.\n"
        "Học vấn: Cử nhân Hệ thống thông tin, Học viện Bưu chính Viễn thông (2019).",
    },
    {
        "id": "UV-0003",
        "full_name": "Đỗ Thị Mai Anh",
        "email": "maianh.do@gmail.com",
        "phone": "0983 552 170",
        "job_id": "VT-0003",
        "stage": "screening",
        "source": "Giới thiệu",
        "cv_text": "ĐỖ THỊ MAI ANH — Kế toán tổng hợp\nKinh nghiệm: 4 năm kế toán tổng hợp tại Công "
        "ty CP Thương mại Hồng Hà; lập báo cáo tài chính, quyết toán thuế TNDN; dùng MISA SME.\n"
        "Học vấn: Cử nhân Kế toán, Học viện Tài chính (2020).",
    },
    {
        "id": "UV-0004",
        "full_name": "Đỗ Mai Anh",
        "email": "anh.domai@outlook.com",
        "phone": "0904 661 285",
        "job_id": "VT-0004",
        "stage": "screening",
        "source": "LinkedIn",
        "cv_text": "ĐỖ MAI ANH — Content Marketing\nKinh nghiệm: 3 năm viết nội dung cho các thương "
        "hiệu phần mềm B2B; quản lý blog và fanpage.\nHọc vấn: Cử nhân Báo chí, Học viện Báo chí "
        "và Tuyên truyền (2021).",
    },
    {
        "id": "UV-0005",
        "full_name": "Nguyễn Hoàng Long",
        "email": "longnh.dev@gmail.com",
        "phone": "0971 338 096",
        "job_id": "VT-0001",
        "stage": "interview",
        "source": "TopCV",
        "cv_text": "NGUYỄN HOÀNG LONG — Backend Developer\nKinh nghiệm: 2 năm Java/Spring tại Công ty "
        "TNHH Công nghệ Lạc Việt; xây dựng dịch vụ đặt lịch.\nHọc vấn: Kỹ sư CNTT, Đại học Công nghệ "
        "— ĐHQGHN (2023).",
    },
    {
        "id": "UV-0006",
        "full_name": "Trần Đức Mạnh",
        "email": "manh.tranduc@gmail.com",
        "phone": "0916 452 738",
        "job_id": "VT-0001",
        "stage": "offer",
        "source": "ITviec",
        "cv_text": "TRẦN ĐỨC MẠNH — Senior Java Developer\nKinh nghiệm: 5 năm. Công ty CP Công nghệ "
        "Tài chính Việt Á (2022–nay): trưởng nhóm backend 4 người, thiết kế microservices Spring "
        "Cloud cho ví điện tử, tối ưu truy vấn PostgreSQL giảm 40% thời gian phản hồi. Công ty "
        "TNHH Phần mềm Hòa Lạc (2021–2022): phát triển API Java cho hệ thống quản lý kho.\n"
        "Học vấn: Kỹ sư Khoa học máy tính, Đại học Bách khoa Hà Nội (2020).\nKỹ năng: Java 17, "
        "Spring Boot, Spring Cloud, PostgreSQL, Kafka, Kubernetes; tiếng Anh đọc hiểu tài liệu "
        "tốt (TOEIC 780).",
    },
    {
        "id": "UV-0007",
        "full_name": "Lê Văn Quý",
        "email": "quy.lv2003@gmail.com",
        "phone": "0387 615 920",
        "job_id": "VT-0001",
        "stage": "applied",
        "source": "TopCV",
        "cv_text": "LÊ VĂN QUÝ — Thực tập sinh lập trình web\nKinh nghiệm: 6 tháng thực tập lập "
        "trình PHP (Laravel) tại Công ty TNHH Thiết kế Web Sông Hồng (01/2026–06/2026): sửa giao "
        "diện, viết trang quản trị đơn giản; chưa làm dự án Java.\nHọc vấn: Sinh viên năm cuối "
        "ngành Công nghệ thông tin, Trường Đại học Công nghiệp Hà Nội (dự kiến tốt nghiệp 2027).\n"
        "Kỹ năng: PHP, Laravel, MySQL cơ bản, HTML/CSS; đang tự học Java.",
    },
    {
        "id": "UV-0008",
        "full_name": "Nguyễn Thu Trang",
        "email": "thutrang.nguyen.sales@gmail.com",
        "phone": "0904 318 562",
        "job_id": "VT-0006",
        "stage": "applied",
        "source": "LinkedIn",
        "cv_text": "NGUYỄN THU TRANG — Sales Executive\nKinh nghiệm: 2 năm kinh doanh B2B tại Công "
        "ty CP Giải pháp Hóa đơn điện tử Việt Tín (2024–nay): tìm kiếm và chăm sóc khách hàng "
        "doanh nghiệp vừa và nhỏ, tư vấn hóa đơn điện tử và chữ ký số, đạt 115% chỉ tiêu doanh số "
        "năm 2025.\nHọc vấn: Cử nhân Marketing, Đại học Thương mại (2024).\nKỹ năng: tư vấn giải "
        "pháp, thuyết trình, đàm phán; sử dụng CRM; có xe máy.",
    },
    {
        "id": "UV-0009",
        "full_name": "Hồ Thị Ngọc Diệp",
        "email": "diep.hongoc@gmail.com",
        "phone": "0934 218 675",
        "job_id": "VT-0002",
        "stage": "interview",
        "source": "ITviec",
        "cv_text": "HỒ THỊ NGỌC DIỆP — Kiểm thử viên phần mềm\nKinh nghiệm: 4 năm. Công ty CP Giải "
        "pháp Bảo hiểm số An Phú (2023–nay): kiểm thử ứng dụng bảo hiểm trên web và di động, viết "
        "và duy trì hơn 600 test case, quản lý lỗi trên Jira, tham gia viết kịch bản kiểm thử tự "
        "động. Công ty TNHH Dịch vụ Phần mềm Kim Mã (2022–2023): kiểm thử thủ công hệ thống bán "
        "lẻ.\nHọc vấn: Cử nhân Công nghệ thông tin, Đại học Thủy lợi (2022).\nKỹ năng: thiết kế "
        "test case, kiểm thử API bằng Postman, SQL, Selenium WebDriver (Java) cơ bản; chứng chỉ "
        "ISTQB Foundation.",
    },
    {
        "id": "UV-0010",
        "full_name": "Đinh Công Thắng",
        "email": "thang.dinhcong@outlook.com",
        "phone": "0972 503 184",
        "job_id": "VT-0002",
        "stage": "rejected",
        "source": "VietnamWorks",
        "cv_text": "ĐINH CÔNG THẮNG — Nhân viên kiểm thử\nKinh nghiệm: 8 tháng nhân viên kỹ thuật "
        "tại cửa hàng máy tính Hải Long (2025–2026): cài đặt phần mềm, kiểm tra lỗi máy cho khách; "
        "3 tháng cộng tác kiểm thử game di động theo dự án, báo lỗi qua Google Sheets.\nHọc vấn: "
        "Cao đẳng Tin học ứng dụng, Cao đẳng FPT Polytechnic (2024).\nKỹ năng: tin học văn phòng; "
        "đã học khóa kiểm thử phần mềm trực tuyến 2 tháng.",
    },
    {
        "id": "UV-0011",
        "full_name": "Lê Hoàng Yến",
        "email": "yen.lehoang97@gmail.com",
        "phone": "0945 716 203",
        "job_id": "VT-0002",
        "stage": "screening",
        "source": "TopCV",
        "cv_text": "LÊ HOÀNG YẾN — Tester (CV gửi tháng 11/2026)\nKinh nghiệm: 1 năm 5 tháng kiểm thử thủ công tại Công "
        "ty CP Công nghệ Giáo dục Trí Việt (06/2025–nay): kiểm thử hệ thống học trực tuyến, viết "
        "test case, báo lỗi trên Redmine.\nHọc vấn: Cử nhân Toán tin, Đại học Sư phạm Hà Nội "
        "(2025).\nKỹ năng: viết test case, kiểm thử giao diện web, SQL cơ bản.",
    },
    {
        "id": "UV-0012",
        "full_name": "Lê Hoàng Yến",
        "email": "lhyen.qa@outlook.com",
        "phone": "0945 716 203",
        "job_id": "VT-0002",
        "stage": "applied",
        "source": "Email ứng tuyển",
        "cv_text": "LÊ HOÀNG YẾN — Kiểm thử viên phần mềm (CV cập nhật tháng 12/2026)\nKinh "
        "nghiệm: 1 năm 6 tháng kiểm thử tại Công ty CP Công nghệ Giáo dục Trí Việt (06/2025–nay): "
        "kiểm thử hệ thống học trực tuyến và ứng dụng di động dành cho phụ huynh, kiểm thử hồi quy "
        "trước mỗi đợt phát hành, báo lỗi trên Redmine.\nHọc vấn: Cử nhân Toán tin, Đại học Sư "
        "phạm Hà Nội (2025).\nKỹ năng: viết test case, kiểm thử API bằng Postman, SQL; vừa hoàn "
        "thành khóa Automation Test với Selenium (11/2026).",
    },
    {
        "id": "UV-0013",
        "full_name": "Phùng Thị Thu Hiền",
        "email": "hien.phungthu@gmail.com",
        "phone": "0983 470 615",
        "job_id": "VT-0003",
        "stage": "interview",
        "source": "VietnamWorks",
        "cv_text": "PHÙNG THỊ THU HIỀN — Kế toán tổng hợp\nKinh nghiệm: 6 năm. Công ty CP Xây lắp "
        "Điện Đông Anh (2021–nay): kế toán tổng hợp, lập báo cáo tài chính năm, quyết toán thuế "
        "TNDN và TNCN, làm việc với kiểm toán độc lập. Công ty TNHH Thương mại Hoàng Long "
        "(2020–2021): kế toán công nợ và thuế.\nHọc vấn: Cử nhân Kế toán, Đại học Kinh tế Quốc "
        "dân (2019).\nKỹ năng: MISA SME, MISA AMIS Kế toán, Excel nâng cao; chứng chỉ Kế toán "
        "trưởng (2023).",
    },
    {
        "id": "UV-0014",
        "full_name": "Trịnh Văn Lực",
        "email": "luctv.kt@gmail.com",
        "phone": "0868 239 514",
        "job_id": "VT-0003",
        "stage": "applied",
        "source": "TopCV",
        "cv_text": "TRỊNH VĂN LỰC — Kế toán kho\nKinh nghiệm: 1 năm kế toán kho tại Công ty TNHH "
        "Vật liệu Xây dựng Phú Thịnh (2025–nay): lập phiếu nhập xuất, đối chiếu tồn kho cuối "
        "tháng.\nHọc vấn: Cao đẳng Kế toán doanh nghiệp, Trường Cao đẳng Kinh tế Kỹ thuật Thương "
        "mại (2024).\nKỹ năng: phần mềm kế toán FAST, Excel; chưa sử dụng MISA.",
    },
    {
        "id": "UV-0015",
        "full_name": "Tạ Minh Châu",
        "email": "chau.taminh@gmail.com",
        "phone": "0398 152 647",
        "job_id": "VT-0004",
        "stage": "rejected",
        "source": "LinkedIn",
        "cv_text": "TẠ MINH CHÂU — Content Creator\nKinh nghiệm: 2 năm viết nội dung mạng xã hội "
        "cho chuỗi mỹ phẩm và thời trang (2024–nay): lên kịch bản video ngắn, viết bài quảng cáo "
        "Facebook; chưa làm nội dung cho doanh nghiệp phần mềm hay khách hàng B2B.\nHọc vấn: Cử "
        "nhân Quan hệ công chúng, Đại học Khoa học Xã hội và Nhân văn — ĐHQGHN (2023).\nKỹ năng: "
        "viết quảng cáo, Canva, CapCut; portfolio gồm các bài đăng fanpage.",
    },
    {
        "id": "UV-0016",
        "full_name": "Nguyễn Thị Thu Trang",
        "email": "trangntt.cskh@gmail.com",
        "phone": "0977 584 306",
        "job_id": "VT-0005",
        "stage": "hired",
        "source": "TopCV",
        "cv_text": "NGUYỄN THỊ THU TRANG — Chuyên viên Chăm sóc khách hàng\nKinh nghiệm: 4 năm. "
        "Công ty CP Phần mềm Quản trị Doanh nghiệp Tây Hồ (2023–nay): hỗ trợ khách hàng dùng phần "
        "mềm kế toán qua điện thoại, email và Zalo, trung bình 60 cuộc gọi mỗi ngày, điểm hài lòng "
        "4,8/5. Công ty TNHH Dịch vụ Khách hàng Kết Nối Việt (2022–2023): nhân viên trực tổng "
        "đài.\nHọc vấn: Cử nhân Quản trị kinh doanh, Học viện Ngân hàng (2022).\nKỹ năng: xử lý "
        "khiếu nại, sử dụng CRM (Salesforce, AMIS CRM), soạn email chuyên nghiệp.",
    },
    {
        "id": "UV-0017",
        "full_name": "Bùi Khánh Linh",
        "email": "khanhlinh.bui@gmail.com",
        "phone": "0962 340 819",
        "job_id": "VT-0005",
        "stage": "interview",
        "source": "Facebook tuyển dụng",
        "cv_text": "BÙI KHÁNH LINH — Nhân viên chăm sóc khách hàng\nKinh nghiệm: 1 năm 8 tháng tại "
        "Công ty CP Điện máy Thành Đô (04/2025–nay): trực hotline bảo hành, tiếp nhận và theo dõi "
        "khiếu nại trên hệ thống CRM nội bộ, gọi lại khảo sát sau bảo hành.\nHọc vấn: Cao đẳng "
        "Quản trị văn phòng, Trường Cao đẳng Thương mại và Du lịch Hà Nội (2024).\nKỹ năng: giao "
        "tiếp qua điện thoại, xử lý tình huống, tin học văn phòng; sẵn sàng làm theo ca.",
    },
    {
        "id": "UV-0018",
        "full_name": "Đoàn Thị Hương Giang",
        "email": "giangdth.96@gmail.com",
        "phone": "0356 927 401",
        "job_id": "VT-0005",
        "stage": "screening",
        "source": "TopCV",
        "cv_text": "ĐOÀN THỊ HƯƠNG GIANG — Nhân viên hỗ trợ khách hàng\nKinh nghiệm: Công ty CP "
        "Thương mại điện tử Sen Vàng (03/2025–nay): trả lời chat và email của khách hàng, xử lý "
        "yêu cầu đổi trả. Trung tâm Ngoại ngữ Ánh Dương (2023–2025): tư vấn khóa học qua điện "
        "thoại, chăm sóc học viên cũ.\nHọc vấn: Cử nhân Ngôn ngữ Anh, Trường Đại học Hà Nội "
        "(2023).\nKỹ năng: tiếng Anh giao tiếp tốt (IELTS 6.5), sử dụng Zendesk, gõ phím nhanh.",
    },
    {
        "id": "UV-0019",
        "full_name": "Vương Đình Phong",
        "email": "phongvd.neu@gmail.com",
        "phone": "0335 604 971",
        "job_id": "VT-0006",
        "stage": "applied",
        "source": "Ngày hội việc làm NEU",
        "cv_text": "VƯƠNG ĐÌNH PHONG — Sinh viên mới tốt nghiệp\nKinh nghiệm: chưa có kinh nghiệm "
        "kinh doanh chính thức; 6 tháng làm thêm bán hàng tại cửa hàng điện thoại di động (2024), "
        "cộng tác viên bán khóa học trực tuyến.\nHọc vấn: Cử nhân Kinh tế quốc tế, Đại học Kinh "
        "tế Quốc dân (2026).\nKỹ năng: giao tiếp, tiếng Anh TOEIC 650, tin học văn phòng.",
    },
    {
        "id": "UV-0020",
        "full_name": "Hà Quốc Khánh",
        "email": "khanh.haquoc@gmail.com",
        "phone": "0912 706 348",
        "job_id": "VT-0006",
        "stage": "screening",
        "source": "Giới thiệu nội bộ",
        "cv_text": "HÀ QUỐC KHÁNH — Chuyên viên kinh doanh phần mềm doanh nghiệp\nKinh nghiệm: "
        "5 năm. Công ty CP Giải pháp ERP Bình Minh (2022–nay): tư vấn và bán phần mềm ERP, HRM "
        "cho doanh nghiệp sản xuất tại Hà Nội, Bắc Ninh, Hải Phòng; quản lý 45 khách hàng, doanh "
        "số 3,2 tỷ đồng năm 2025. Công ty TNHH Thiết bị Văn phòng Đại Phát (2021–2022): nhân viên "
        "kinh doanh dự án.\nHọc vấn: Cử nhân Quản trị kinh doanh, Đại học Thương mại (2021).\n"
        "Kỹ năng: tư vấn giải pháp, lập đề xuất và báo giá, thuyết trình, đàm phán hợp đồng; có "
        "xe máy.",
    },
]


def _phone(
    id: str, candidate: str, job: str, day: str, start: str, end: str, recruiter: str, status: str
) -> dict[str, Any]:
    """A phone round (QD-004 step 2): the recruiter alone, no room."""
    return {
        "id": id,
        "candidate_id": candidate,
        "job_id": job,
        "date": day,
        "start": start,
        "end": end,
        "room_id": None,
        "panel_ids": [recruiter],
        "kind": "phone",
        "status": status,
    }


def _panel(
    id: str,
    candidate: str,
    job: str,
    day: str,
    start: str,
    end: str,
    room: str,
    panel: list[str],
    status: str,
) -> dict[str, Any]:
    """A panel round (QD-004 step 3): hiring manager + recruiter, a room of 6 seats or more."""
    return {
        "id": id,
        "candidate_id": candidate,
        "job_id": job,
        "date": day,
        "start": start,
        "end": end,
        "room_id": room,
        "panel_ids": panel,
        "kind": "panel",
        "status": status,
    }


# fmt: off
INTERVIEWS = [
    _panel("PV-0001", "UV-0005", "VT-0001", "2026-12-10", "15:00", "16:00", "PH-02", ["NV-0017", "NV-0016"], "scheduled"),
    _phone("PV-0002", "UV-0005", "VT-0001", "2026-12-02", "09:30", "10:00", "NV-0016", "done"),
    _phone("PV-0003", "UV-0006", "VT-0001", "2026-11-24", "10:00", "10:30", "NV-0016", "done"),
    _panel("PV-0004", "UV-0006", "VT-0001", "2026-11-27", "14:00", "15:30", "PH-03", ["NV-0017", "NV-0016"], "done"),
    _phone("PV-0005", "UV-0009", "VT-0002", "2026-12-04", "15:00", "15:30", "NV-0015", "done"),
    _panel("PV-0006", "UV-0009", "VT-0002", "2026-12-15", "10:00", "11:00", "PH-02", ["NV-0017", "NV-0015"], "scheduled"),
    _phone("PV-0007", "UV-0010", "VT-0002", "2026-11-23", "16:00", "16:30", "NV-0015", "done"),
    _panel("PV-0008", "UV-0010", "VT-0002", "2026-11-30", "09:00", "10:00", "PH-02", ["NV-0017", "NV-0015"], "done"),
    _phone("PV-0009", "UV-0013", "VT-0003", "2026-12-01", "10:00", "10:30", "NV-0016", "done"),
    _panel("PV-0010", "UV-0013", "VT-0003", "2026-12-07", "14:00", "15:00", "PH-02", ["NV-0003", "NV-0016"], "done"),
    _phone("PV-0011", "UV-0015", "VT-0004", "2026-11-26", "10:00", "10:30", "NV-0015", "done"),
    _panel("PV-0012", "UV-0015", "VT-0004", "2026-12-03", "09:30", "10:30", "PH-03", ["NV-0021", "NV-0015"], "done"),
    _phone("PV-0013", "UV-0016", "VT-0005", "2026-11-18", "14:00", "14:30", "NV-0015", "done"),
    _panel("PV-0014", "UV-0016", "VT-0005", "2026-11-23", "10:00", "11:00", "PH-02", ["NV-0025", "NV-0015"], "done"),
    _phone("PV-0015", "UV-0017", "VT-0005", "2026-12-03", "15:00", "15:30", "NV-0015", "done"),
    _panel("PV-0016", "UV-0017", "VT-0005", "2026-12-14", "14:00", "15:00", "PH-02", ["NV-0025", "NV-0015"], "scheduled"),
    _phone("PV-0017", "UV-0018", "VT-0005", "2026-12-10", "10:00", "10:30", "NV-0015", "scheduled"),
    _phone("PV-0018", "UV-0020", "VT-0006", "2026-12-10", "14:00", "14:30", "NV-0016", "scheduled"),
    _phone("PV-0019", "UV-0011", "VT-0002", "2026-12-08", "16:00", "16:30", "NV-0015", "cancelled"),
    _phone("PV-0020", "UV-0001", "VT-0001", "2026-12-04", "09:00", "09:30", "NV-0016", "done"),
]
# fmt: on

EVALUATIONS = [
    {
        "id": "DG-0001",
        "candidate_id": "UV-0006",
        "evaluator_id": "NV-0017",
        "score": 5,
        "recommendation": "hire",
        "comment": "Nắm chắc Spring Boot và thiết kế microservices, trả lời tốt phần xử lý giao "
        "dịch phân tán và tối ưu truy vấn. Có kinh nghiệm dẫn nhóm, phù hợp vị trí Backend chính.",
    },
    {
        "id": "DG-0002",
        "candidate_id": "UV-0006",
        "evaluator_id": "NV-0016",
        "score": 4,
        "recommendation": "hire",
        "comment": "Giao tiếp rõ ràng, thái độ cầu thị. Mức lương mong muốn 28 triệu, nằm trong "
        "khung đã duyệt; có thể đi làm từ đầu tháng 01/2027 sau khi bàn giao ở công ty cũ.",
    },
    {
        "id": "DG-0003",
        "candidate_id": "UV-0010",
        "evaluator_id": "NV-0017",
        "score": 2,
        "recommendation": "reject",
        "comment": "Chưa từng tự viết bộ test case hoàn chỉnh; bài tập thiết kế test case cho màn "
        "hình đăng nhập chỉ nêu được 3 trường hợp. Chưa đạt yêu cầu tối thiểu 1 năm kiểm thử.",
    },
    {
        "id": "DG-0004",
        "candidate_id": "UV-0010",
        "evaluator_id": "NV-0015",
        "score": 2,
        "recommendation": "reject",
        "comment": "Kinh nghiệm chủ yếu là hỗ trợ kỹ thuật tại cửa hàng, chưa làm kiểm thử trong "
        "quy trình phát triển phần mềm. Đề nghị gửi thư cảm ơn và lưu hồ sơ.",
    },
    {
        "id": "DG-0005",
        "candidate_id": "UV-0013",
        "evaluator_id": "NV-0003",
        "score": 4,
        "recommendation": "hire",
        "comment": "Vững nghiệp vụ tổng hợp và quyết toán thuế, đã dùng MISA nhiều năm. Bài test "
        "lập bảng cân đối phát sinh làm đúng, còn chậm ở phần đối chiếu công nợ.",
    },
    {
        "id": "DG-0006",
        "candidate_id": "UV-0015",
        "evaluator_id": "NV-0021",
        "score": 2,
        "recommendation": "reject",
        "comment": "Bài mẫu thiên về quảng cáo bán lẻ; bài test viết case study về phần mềm kế "
        "toán cho doanh nghiệp chưa đạt. Chưa có kinh nghiệm nội dung B2B như yêu cầu.",
    },
    {
        "id": "DG-0007",
        "candidate_id": "UV-0015",
        "evaluator_id": "NV-0015",
        "score": 3,
        "recommendation": "consider",
        "comment": "Thái độ tốt, học hỏi nhanh, viết câu chữ mạch lạc; tuy vậy còn thiếu kinh "
        "nghiệm B2B. Có thể cân nhắc cho vị trí cộng tác viên nội dung nếu mở sau này.",
    },
    {
        "id": "DG-0008",
        "candidate_id": "UV-0016",
        "evaluator_id": "NV-0025",
        "score": 5,
        "recommendation": "hire",
        "comment": "Đã hỗ trợ khách hàng dùng phần mềm kế toán 3 năm, xử lý tình huống khiếu nại "
        "rất tốt trong phần nhập vai. Giọng nói rõ ràng, nhận làm ca chiều.",
    },
    {
        "id": "DG-0009",
        "candidate_id": "UV-0016",
        "evaluator_id": "NV-0015",
        "score": 4,
        "recommendation": "hire",
        "comment": "Hồ sơ đầy đủ, kỳ vọng lương 11,5 triệu phù hợp khung. Có thể nhận việc từ "
        "14/12/2026.",
    },
]

OFFERS = [
    {
        "id": "OF-0001",
        "candidate_id": "UV-0006",
        "job_id": "VT-0001",
        "salary": 28000000,
        "start_date": "2027-01-04",
        "status": "sent",
        "body": "Chào bạn Trần Đức Mạnh,\n\nChúc mừng bạn đã trúng tuyển vị trí Lập trình viên "
        "Backend (Java). Mức lương: 28.000.000 đồng/tháng (gross). Ngày bắt đầu làm việc: "
        "04/01/2027.\n\nBạn vui lòng phản hồi xác nhận trước ngày 11/12/2026.\n\nTrân trọng,\n"
        "Bùi Văn Toàn\nChuyên viên tuyển dụng",
    },
    {
        "id": "OF-0002",
        "candidate_id": "UV-0016",
        "job_id": "VT-0005",
        "salary": 11500000,
        "start_date": "2026-12-14",
        "status": "accepted",
        "body": "Chào bạn Nguyễn Thị Thu Trang,\n\nChúc mừng bạn đã trúng tuyển vị trí Chuyên viên "
        "Chăm sóc khách hàng. Mức lương: 11.500.000 đồng/tháng (gross). Ngày bắt đầu làm việc: "
        "14/12/2026.\n\nTrân trọng,\nVũ Thu Hà\nChuyên viên C&B",
    },
]

RECRUITMENT = {
    "job_openings": JOB_OPENINGS,
    "candidates": CANDIDATES,
    "interviews": INTERVIEWS,
    "evaluations": EVALUATIONS,
    "offers": OFFERS,
}
