"""Departments, employees, leave balances and requests, shifts."""

from typing import Any


def _emp(
    id: str,
    name: str,
    gender: str,
    dept: str,
    title: str,
    manager: str | None,
    email: str,
    phone: str,
) -> dict[str, Any]:
    return {
        "id": id,
        "full_name": name,
        "gender": gender,
        "department_id": dept,
        "title": title,
        "manager_id": manager,
        "email": f"{email}@saoviet.vn",
        "phone": phone,
    }


DEPARTMENTS = [
    {"id": "PB-BGD", "name": "Ban Giám đốc", "code": "BGD", "manager_id": "NV-0001"},
    {"id": "PB-KT", "name": "Phòng Kế toán", "code": "KT", "manager_id": "NV-0003"},
    {"id": "PB-KD", "name": "Phòng Kinh doanh", "code": "KD", "manager_id": "NV-0007"},
    {"id": "PB-NS", "name": "Phòng Nhân sự", "code": "NS", "manager_id": "NV-0014"},
    {"id": "PB-KTH", "name": "Phòng Kỹ thuật", "code": "KTH", "manager_id": "NV-0017"},
    {"id": "PB-MKT", "name": "Phòng Marketing", "code": "MKT", "manager_id": "NV-0021"},
    {"id": "PB-HC", "name": "Phòng Hành chính", "code": "HC", "manager_id": "NV-0023"},
    {"id": "PB-CSKH", "name": "Phòng Chăm sóc khách hàng", "code": "CSKH", "manager_id": "NV-0025"},
]

# fmt: off
EMPLOYEES = [
    _emp("NV-0001", "Nguyễn Văn Hùng", "nam", "PB-BGD", "Tổng Giám đốc", None, "hungnv", "0903 118 226"),
    _emp("NV-0002", "Phạm Thị Thu Hương", "nữ", "PB-BGD", "Phó Tổng Giám đốc", "NV-0001", "huongptt", "0912 447 105"),
    _emp("NV-0003", "Lê Thị Minh Nguyệt", "nữ", "PB-KT", "Kế toán trưởng", "NV-0002", "nguyetltm", "0988 306 214"),
    _emp("NV-0004", "Trần Thị Lan", "nữ", "PB-KT", "Kế toán viên", "NV-0003", "lantt", "0975 220 481"),
    _emp("NV-0005", "Đỗ Văn Khải", "nam", "PB-KT", "Kế toán công nợ", "NV-0003", "khaidv", "0934 561 872"),
    _emp("NV-0006", "Ngô Thị Bích Ngọc", "nữ", "PB-KT", "Kế toán thanh toán", "NV-0003", "ngocntb", "0986 742 019"),
    _emp("NV-0007", "Hoàng Minh Tuấn", "nam", "PB-KD", "Trưởng phòng Kinh doanh", "NV-0001", "tuanhm", "0904 335 768"),
    _emp("NV-0008", "Trần Thị Lan", "nữ", "PB-KD", "Nhân viên kinh doanh", "NV-0009", "lantt.kd", "0967 118 354"),
    _emp("NV-0009", "Vũ Đức Anh", "nam", "PB-KD", "Trưởng nhóm Kinh doanh miền Bắc", "NV-0007", "anhvd", "0913 620 447"),
    _emp("NV-0010", "Nguyễn Thị Hồng Nhung", "nữ", "PB-KD", "Nhân viên kinh doanh", "NV-0009", "nhungnth", "0978 254 690"),
    _emp("NV-0011", "Lê Quang Vinh", "nam", "PB-KD", "Nhân viên kinh doanh", "NV-0009", "vinhlq", "0945 873 102"),
    _emp("NV-0012", "Phan Thanh Tùng", "nam", "PB-KD", "Trưởng nhóm Kinh doanh miền Nam", "NV-0007", "tungpt", "0908 771 536"),
    _emp("NV-0013", "Đặng Thị Kim Oanh", "nữ", "PB-KD", "Nhân viên kinh doanh", "NV-0012", "oanhdtk", "0939 402 815"),
    _emp("NV-0014", "Đinh Thị Mai", "nữ", "PB-NS", "Trưởng phòng Nhân sự", "NV-0002", "maidt", "0915 286 340"),
    _emp("NV-0015", "Vũ Thu Hà", "nữ", "PB-NS", "Chuyên viên C&B", "NV-0014", "havt", "0984 530 271"),
    _emp("NV-0016", "Bùi Văn Toàn", "nam", "PB-NS", "Chuyên viên tuyển dụng", "NV-0014", "toanbv", "0962 817 453"),
    _emp("NV-0017", "Trịnh Quốc Bảo", "nam", "PB-KTH", "Trưởng phòng Kỹ thuật", "NV-0001", "baotq", "0903 694 127"),
    _emp("NV-0018", "Hoàng Văn Nam", "nam", "PB-KTH", "Lập trình viên", "NV-0017", "namhv", "0976 305 882"),
    _emp("NV-0019", "Nguyễn Văn Hưng", "nam", "PB-KTH", "Lập trình viên", "NV-0017", "hungnv2", "0981 447 630"),
    _emp("NV-0020", "Lưu Thị Phương", "nữ", "PB-KTH", "Kiểm thử viên", "NV-0017", "phuonglt", "0917 263 048"),
    _emp("NV-0021", "Hoàng Hải Nam", "nam", "PB-MKT", "Trưởng phòng Marketing", "NV-0002", "namhh", "0909 152 673"),
    _emp("NV-0022", "Vũ Thu Hà", "nữ", "PB-MKT", "Chuyên viên Marketing", "NV-0021", "havt.mkt", "0966 408 215"),
    _emp("NV-0023", "Mai Văn Phúc", "nam", "PB-HC", "Trưởng phòng Hành chính", "NV-0002", "phucmv", "0912 974 306"),
    _emp("NV-0024", "Cao Thị Yến", "nữ", "PB-HC", "Nhân viên hành chính", "NV-0023", "yenct", "0979 615 244"),
    _emp("NV-0025", "Lý Thị Thanh Tâm", "nữ", "PB-CSKH", "Trưởng phòng Chăm sóc khách hàng", "NV-0002", "tamltt", "0936 280 917"),
    _emp("NV-0026", "Nguyễn Thị Thu Hà", "nữ", "PB-KT", "Kế toán thuế", "NV-0003", "hantt", "0983 107 625"),
    _emp("NV-0027", "Trần Văn Lâm", "nam", "PB-KD", "Nhân viên kinh doanh", "NV-0012", "lamtv", "0936 845 210"),
    _emp("NV-0028", "Lê Thị Lan Anh", "nữ", "PB-CSKH", "Chuyên viên Chăm sóc khách hàng", "NV-0025", "anhltl", "0977 362 518"),
    _emp("NV-0029", "Phạm Minh Đức", "nam", "PB-KTH", "Kỹ sư DevOps", "NV-0017", "ducpm", "0914 508 336"),
    _emp("NV-0030", "Nguyễn Văn Hưng", "nam", "PB-KD", "Nhân viên kinh doanh", "NV-0009", "hungnv3", "0965 231 874"),
    _emp("NV-0031", "Đỗ Thị Hồng", "nữ", "PB-HC", "Lễ tân", "NV-0023", "hongdt", "0988 640 152"),
    _emp("NV-0032", "Vũ Minh Khang", "nam", "PB-MKT", "Chuyên viên Digital Marketing", "NV-0021", "khangvm", "0903 772 419"),
    _emp("NV-0033", "Bùi Thị Thanh Huyền", "nữ", "PB-NS", "Chuyên viên đào tạo", "NV-0014", "huyenbtt", "0972 415 063"),
    _emp("NV-0034", "Đặng Quốc Việt", "nam", "PB-KTH", "Trưởng nhóm Phát triển sản phẩm", "NV-0017", "vietdq", "0919 336 507"),
    _emp("NV-0035", "Lý Văn Thành", "nam", "PB-CSKH", "Chuyên viên Chăm sóc khách hàng", "NV-0025", "thanhlv", "0946 127 880"),
    _emp("NV-0036", "Trần Thị Lành", "nữ", "PB-CSKH", "Chuyên viên Chăm sóc khách hàng", "NV-0025", "lanhtt", "0979 053 641"),
    _emp("NV-0037", "Ngô Văn Quyết", "nam", "PB-HC", "Nhân viên hỗ trợ CNTT", "NV-0023", "quyetnv", "0968 714 305"),
    _emp("NV-0038", "Phan Thị Ngọc Ánh", "nữ", "PB-KD", "Nhân viên kinh doanh", "NV-0012", "anhptn", "0938 260 471"),
    _emp("NV-0039", "Lê Văn Tài", "nam", "PB-KT", "Thủ quỹ", "NV-0003", "tailv", "0912 583 046"),
    _emp("NV-0040", "Mai Thị Hoa", "nữ", "PB-MKT", "Chuyên viên thiết kế", "NV-0021", "hoamt", "0985 920 734"),
]

# annual_entitled: 12 days, +1 per full 5 years of service; annual_used: approved days in 2026
_LEAVE_USED = {
    "NV-0001": (14, 6), "NV-0002": (13, 8), "NV-0003": (13, 9), "NV-0004": (12, 10),
    "NV-0005": (12, 4), "NV-0006": (12, 7.5), "NV-0007": (13, 11), "NV-0008": (12, 3),
    "NV-0009": (12, 6), "NV-0010": (12, 12), "NV-0011": (12, 5), "NV-0012": (12, 8),
    "NV-0013": (12, 2), "NV-0014": (13, 7), "NV-0015": (12, 6.5), "NV-0016": (12, 4),
    "NV-0017": (13, 10), "NV-0018": (12, 9), "NV-0019": (12, 1), "NV-0020": (12, 5),
    "NV-0021": (13, 12), "NV-0022": (12, 8), "NV-0023": (12, 6), "NV-0024": (12, 3),
    "NV-0025": (12, 7), "NV-0026": (12, 5), "NV-0027": (12, 9), "NV-0028": (12, 4),
    "NV-0029": (12, 11.5), "NV-0030": (12, 2), "NV-0031": (12, 6), "NV-0032": (12, 8),
    "NV-0033": (12, 3), "NV-0034": (13, 10), "NV-0035": (12, 12), "NV-0036": (12, 7),
    "NV-0037": (12, 5), "NV-0038": (12, 1), "NV-0039": (14, 9), "NV-0040": (12, 6),
}
# fmt: on

LEAVE_BALANCES = [
    {
        "id": f"QP-{emp[3:]}-2026",
        "employee_id": emp,
        "year": 2026,
        "annual_entitled": float(entitled),
        "annual_used": float(used),
    }
    for emp, (entitled, used) in _LEAVE_USED.items()
]

LEAVE_REQUESTS = [
    {
        "id": "DNP-0001",
        "employee_id": "NV-0008",
        "leave_type": "annual",
        "start_date": "2026-12-03",
        "end_date": "2026-12-03",
        "days": 1.0,
        "reason": "Việc gia đình",
        "status": "approved",
        "approver_id": "NV-0009",
    },
    {
        "id": "DNP-0002",
        "employee_id": "NV-0019",
        "leave_type": "annual",
        "start_date": "2026-12-17",
        "end_date": "2026-12-18",
        "days": 2.0,
        "reason": "Đưa con đi khám",
        "status": "pending",
    },
    {
        "id": "DNP-0003",
        "employee_id": "NV-0013",
        "leave_type": "sick",
        "start_date": "2026-12-07",
        "end_date": "2026-12-08",
        "days": 2.0,
        "reason": "Sốt xuất huyết, có giấy của bệnh viện",
        "status": "approved",
        "approver_id": "NV-0012",
    },
]

SHIFTS = [
    {"id": "CA-HC", "name": "Ca hành chính", "start": "08:00", "end": "17:30"},
    {"id": "CA-S", "name": "Ca sáng", "start": "06:00", "end": "14:00"},
    {"id": "CA-C", "name": "Ca chiều", "start": "14:00", "end": "22:00"},
]

HR = {
    "departments": DEPARTMENTS,
    "employees": EMPLOYEES,
    "leave_balances": LEAVE_BALANCES,
    "leave_requests": LEAVE_REQUESTS,
    "shifts": SHIFTS,
    "shift_registrations": [],
    "overtime_requests": [],
}
