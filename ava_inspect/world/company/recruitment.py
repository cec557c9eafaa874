"""Job openings and candidates with their CVs."""

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
]

INTERVIEWS = [
    {
        "id": "PV-0001",
        "candidate_id": "UV-0005",
        "job_id": "VT-0001",
        "date": "2026-12-10",
        "start": "15:00",
        "end": "16:00",
        "room_id": "PH-02",
        "panel_ids": ["NV-0017", "NV-0016"],
        "kind": "panel",
    },
]

RECRUITMENT = {
    "job_openings": JOB_OPENINGS,
    "candidates": CANDIDATES,
    "interviews": INTERVIEWS,
    "evaluations": [],
    "offers": [],
}
