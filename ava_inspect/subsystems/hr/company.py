"""Departments, employees, leave balances and requests, shifts."""

import random
from datetime import date, timedelta
from typing import Any

from ava_inspect.core.world.clock import HOLIDAYS
from ava_inspect.subsystems.crm.company import ACTIVITIES


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

# annual_entitled: 12 days, +1 per full 5 years of service; annual_used: the days of the approved
# 2026 annual leave requests (those below and the archived `LEAVE_HISTORY`)
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

LEAVE_REQUESTS: list[dict[str, Any]] = [
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
    {
        "id": "DNP-0004",
        "employee_id": "NV-0010",
        "leave_type": "annual",
        "start_date": "2026-12-21",
        "end_date": "2026-12-23",
        "days": 3.0,
        "reason": "Về quê Thanh Hóa dự đám cưới em họ",
        "status": "rejected",
        "approver_id": "NV-0009",
        "decision_note": "Em đã nghỉ đủ 12/12 ngày phép năm 2026, số ngày phép năm còn lại là 0 "
        "nên anh không duyệt được đơn phép năm. Em làm đơn nghỉ không hưởng lương thay thế nhé.",
    },
    {
        "id": "DNP-0005",
        "employee_id": "NV-0010",
        "leave_type": "unpaid",
        "start_date": "2026-12-21",
        "end_date": "2026-12-23",
        "days": 3.0,
        "reason": "Về quê Thanh Hóa dự đám cưới em họ (đã hết phép năm 2026)",
        "status": "pending",
    },
    {
        "id": "DNP-0006",
        "employee_id": "NV-0018",
        "leave_type": "annual",
        "start_date": "2026-11-23",
        "end_date": "2026-11-24",
        "days": 2.0,
        "reason": "Đưa bố đi tái khám tại Bệnh viện Hữu nghị Việt Đức",
        "status": "approved",
        "approver_id": "NV-0017",
        "decision_note": "Đồng ý. Em bàn giao việc review code cho Hưng trong hai ngày nghỉ.",
    },
    {
        "id": "DNP-0007",
        "employee_id": "NV-0029",
        "leave_type": "annual",
        "start_date": "2026-12-04",
        "end_date": "2026-12-04",
        "days": 0.5,
        "reason": "Nghỉ buổi chiều để làm thủ tục sang tên xe máy",
        "status": "approved",
        "approver_id": "NV-0017",
        "decision_note": "Đồng ý.",
    },
    {
        "id": "DNP-0008",
        "employee_id": "NV-0035",
        "leave_type": "sick",
        "start_date": "2026-11-30",
        "end_date": "2026-12-01",
        "days": 2.0,
        "reason": "Viêm họng, sốt cao; có giấy khám của Phòng khám Đa khoa Medlatec",
        "status": "approved",
        "approver_id": "NV-0025",
        "decision_note": "Đã nhận giấy khám bệnh. Em nghỉ ngơi cho khỏe.",
    },
    {
        "id": "DNP-0009",
        "employee_id": "NV-0022",
        "leave_type": "annual",
        "start_date": "2026-12-28",
        "end_date": "2026-12-29",
        "days": 2.0,
        "reason": "Đưa con về quê ngoại ở Nam Định dịp cuối năm",
        "status": "pending",
    },
    {
        "id": "DNP-0010",
        "employee_id": "NV-0032",
        "leave_type": "wedding",
        "start_date": "2027-01-11",
        "end_date": "2027-01-13",
        "days": 3.0,
        "reason": "Nghỉ cưới: lễ cưới tổ chức Chủ nhật 10/01/2027 tại Nam Định",
        "status": "pending",
    },
    {
        "id": "DNP-0011",
        "employee_id": "NV-0021",
        "leave_type": "annual",
        "start_date": "2026-12-31",
        "end_date": "2026-12-31",
        "days": 1.0,
        "reason": "Nghỉ nối kỳ nghỉ Tết Dương lịch, về quê Phú Thọ",
        "status": "pending",
    },
    {
        "id": "DNP-0012",
        "employee_id": "NV-0027",
        "leave_type": "annual",
        "start_date": "2026-11-16",
        "end_date": "2026-11-20",
        "days": 5.0,
        "reason": "Du lịch Phú Quốc cùng gia đình",
        "status": "cancelled",
    },
    {
        "id": "DNP-0013",
        "employee_id": "NV-0036",
        "leave_type": "annual",
        "start_date": "2026-12-28",
        "end_date": "2026-12-30",
        "days": 3.0,
        "reason": "Về quê Nghệ An thăm bố mẹ cuối năm",
        "status": "pending",
    },
    {
        "id": "DNP-0014",
        "employee_id": "NV-0040",
        "leave_type": "annual",
        "start_date": "2026-11-09",
        "end_date": "2026-11-13",
        "days": 5.0,
        "reason": "Du lịch Nhật Bản cùng gia đình (đã đặt vé từ tháng 8)",
        "status": "approved",
        "approver_id": "NV-0021",
        "decision_note": "Đồng ý. Em bàn giao file thiết kế banner tháng 11 cho Khang trước khi nghỉ.",
    },
    {
        "id": "DNP-0015",
        "employee_id": "NV-0037",
        "leave_type": "bereavement",
        "start_date": "2026-11-02",
        "end_date": "2026-11-04",
        "days": 3.0,
        "reason": "Bố đẻ mất, về quê Thái Bình lo hậu sự",
        "status": "approved",
        "approver_id": "NV-0023",
        "decision_note": "Phòng Hành chính xin chia buồn cùng gia đình em.",
    },
    {
        "id": "DNP-0016",
        "employee_id": "NV-0016",
        "leave_type": "annual",
        "start_date": "2026-12-24",
        "end_date": "2026-12-24",
        "days": 1.0,
        "reason": "Đưa con đi tiêm phòng và khám sức khỏe định kỳ",
        "status": "pending",
    },
    {
        "id": "DNP-0017",
        "employee_id": "NV-0031",
        "leave_type": "unpaid",
        "start_date": "2027-01-18",
        "end_date": "2027-01-22",
        "days": 5.0,
        "reason": "Vào Huế chăm mẹ phẫu thuật thay khớp gối",
        "status": "pending",
    },
    {
        "id": "DNP-0018",
        "employee_id": "NV-0038",
        "leave_type": "annual",
        "start_date": "2026-12-10",
        "end_date": "2026-12-11",
        "days": 2.0,
        "reason": "Giải quyết việc gia đình đột xuất",
        "status": "rejected",
        "approver_id": "NV-0012",
        "decision_note": "Đơn tạo ngày 09/12 cho ngày nghỉ 10/12, chưa đủ 02 ngày làm việc báo "
        "trước theo Điều 5 Quy chế nghỉ phép. Em tạo lại đơn từ ngày 14/12 trở đi nhé.",
    },
    {
        "id": "DNP-0019",
        "employee_id": "NV-0026",
        "leave_type": "annual",
        "start_date": "2026-11-27",
        "end_date": "2026-11-27",
        "days": 1.0,
        "reason": "Đi họp phụ huynh và đưa con đi khám mắt",
        "status": "approved",
        "approver_id": "NV-0003",
        "decision_note": "Đồng ý.",
    },
]
"""Leave from November to January in every state; approved annual days are counted in
`annual_used` above. NV-0004 has none of these, and NV-0008 none from 14/12."""

_ERRANDS = (
    "Đưa con đi khám răng", "Đưa con đi tiêm phòng", "Họp phụ huynh cho con",
    "Đi khám sức khỏe tổng quát", "Làm thủ tục giấy tờ nhà đất", "Đưa bố đi tái khám",
    "Đưa mẹ đi khám ở Bệnh viện Bạch Mai", "Việc riêng", "Giải quyết việc gia đình",
)  # fmt: skip
_TRIPS = (
    "Về quê ăn giỗ ông nội", "Về quê dự đám cưới em họ", "Chuyển nhà", "Về quê thăm bố mẹ",
    "Giải quyết việc gia đình",
)  # fmt: skip
_SUMMER_TRIPS = (
    "Nghỉ hè cùng gia đình ở Cửa Lò", "Du lịch Đà Lạt cùng gia đình", "Đi du lịch Sa Pa với nhóm bạn",
    "Đưa con đi trại hè", "Du lịch Phú Quốc cùng gia đình",
)  # fmt: skip
"""Why people took the leave: an errand for a day or less, a trip for longer (summer: holidays)."""
_HISTORY_CHUNKS = (2, 1, 3, 1, 2, 5, 1, 2, 1, 3)
"""The lengths of past leave (working days), taken in turn until an employee's days are used."""
HISTORY_FIRST, HISTORY_LAST = date(2026, 1, 5), date(2026, 10, 30)
"""The period of the archived 2026 leave (nothing of it meets December's data)."""


def _approver(employee: dict[str, Any], days: float) -> str | None:
    """QD-002: up to 3 days the direct manager, more the department head; a head's own leave goes
    to the deputy director's (hers to the director); the director's own is approved by himself."""
    heads = {d["manager_id"]: d["id"] for d in DEPARTMENTS}
    if employee["id"] == "NV-0001":
        return "NV-0001"
    if employee["id"] in heads:
        return "NV-0002" if employee["id"] != "NV-0002" else "NV-0001"
    if days <= 3:
        return employee["manager_id"]  # type: ignore[no-any-return]
    return next(d["manager_id"] for d in DEPARTMENTS if d["id"] == employee["department_id"])


def _leave_history() -> list[dict[str, Any]]:
    """The approved annual leave of January to October 2026 behind each `annual_used`.

    The rule (a real HRM's): an employee's 2026 `annual_used` is the sum of the days of their
    approved 2026 annual leave requests; nothing is carried over from 2025 (QD-001 Điều 2.2).
    The requests taken before the base data's own are archived here under `DNP-H...` ids (so the
    ids tools give new requests do not move): whole weekdays within one week, no holiday, none on a
    day of the employee's customer activity, a half day where the total has one.
    """
    rng = random.Random(2026)
    busy = {(a["created_by"], a["date"]) for a in ACTIVITIES}
    days_of = [
        d
        for d in (HISTORY_FIRST + timedelta(n) for n in range((HISTORY_LAST - HISTORY_FIRST).days))
        if d.weekday() < 5 and d.isoformat() not in HOLIDAYS
    ]
    requests: list[dict[str, Any]] = []
    for k, employee in enumerate(EMPLOYEES):
        _, used = _LEAVE_USED[employee["id"]]
        listed = sum(
            r["days"]
            for r in LEAVE_REQUESTS
            if r["employee_id"] == employee["id"]
            and r["leave_type"] == "annual"
            and r["status"] == "approved"
        )
        left, chunks, taken = used - listed, [], set()
        turn = k
        while left > 0:
            size = (
                0.5 if left == 0.5 else min(_HISTORY_CHUNKS[turn % len(_HISTORY_CHUNKS)], int(left))
            )
            chunks.append(size)
            left -= size
            turn += 1
        for size in chunks:
            for _ in range(200):
                start = rng.choice(days_of)
                span = [start + timedelta(i) for i in range(max(1, int(size)))]
                if start.weekday() + len(span) > 5 or any(
                    d.isoformat() in HOLIDAYS
                    or (employee["id"], d.isoformat()) in busy
                    or d in taken
                    or d - timedelta(1) in taken
                    or d + timedelta(1) in taken
                    for d in span
                ):
                    continue
                break
            else:
                raise RuntimeError(f"no room for {employee['id']}'s past leave")
            taken.update(span)
            approver = _approver(employee, size)
            requests.append(
                {
                    "employee_id": employee["id"],
                    "leave_type": "annual",
                    "start_date": span[0].isoformat(),
                    "end_date": span[-1].isoformat(),
                    "days": float(size),
                    "reason": rng.choice(
                        _ERRANDS
                        if size <= 1
                        else _SUMMER_TRIPS
                        if 6 <= start.month <= 8
                        else _TRIPS
                    ),
                    "status": "approved",
                    "approver_id": approver,
                    "decision_note": "Đồng ý."
                    if approver != employee["id"]
                    else "Đơn của Tổng Giám đốc, hệ thống tự duyệt.",
                }
            )
    requests.sort(key=lambda r: (r["start_date"], r["employee_id"]))
    return [{"id": f"DNP-H{n:03d}", **r} for n, r in enumerate(requests, start=1)]


LEAVE_HISTORY = _leave_history()

SHIFTS = [
    {"id": "CA-HC", "name": "Ca hành chính", "start": "08:00", "end": "17:30"},
    {"id": "CA-S", "name": "Ca sáng", "start": "06:00", "end": "14:00"},
    {"id": "CA-C", "name": "Ca chiều", "start": "14:00", "end": "22:00"},
]


def _week(monday: int, days: int, *people_shifts: tuple[str, str]) -> list[tuple[str, str, str]]:
    """(employee, shift, date) for each person on each of `days` days from 12/`monday`."""
    return [
        (emp, shift, f"2026-12-{monday + d:02d}")
        for d in range(days)
        for emp, shift in people_shifts
    ]


# QD-013: the customer-care team covers ca sáng and ca chiều Monday to Saturday with two people
# each, rotating weekly (nobody goes from a ca chiều to the next morning's ca sáng); IT support
# (NV-0037) works ca hành chính. Week of 14/12 is fully registered (deadline Friday 11/12);
# week of 21/12 only partly (deadline Friday 18/12).
_SHIFT_PLAN = [
    *_week(
        14, 6, ("NV-0028", "CA-S"), ("NV-0035", "CA-S"), ("NV-0036", "CA-C"), ("NV-0025", "CA-C")
    ),
    *[("NV-0037", "CA-HC", f"2026-12-{d}") for d in (14, 15, 16, 17, 18)],
    ("NV-0037", "CA-C", "2026-12-18"),
    *_week(21, 4, ("NV-0036", "CA-S")),
    *_week(21, 6, ("NV-0028", "CA-C")),
    *[("NV-0037", "CA-HC", f"2026-12-{d}") for d in (21, 22, 23, 24)],
]
_SHIFTS_CANCELLED = {("NV-0037", "CA-HC", "2026-12-18")}
"""NV-0037 swapped Friday 18/12 to ca chiều for the evening switchboard upgrade."""

SHIFT_REGISTRATIONS = [
    {
        "id": f"DKC-{n:04d}",
        "employee_id": emp,
        "shift_id": shift,
        "date": day,
        "status": "cancelled" if (emp, shift, day) in _SHIFTS_CANCELLED else "registered",
    }
    for n, (emp, shift, day) in enumerate(_SHIFT_PLAN, start=1)
]

OVERTIME_REQUESTS = [
    {
        "id": "LTG-0001",
        "employee_id": "NV-0013",
        "date": "2026-11-28",
        "hours": 4.0,
        "reason": "Demo phần mềm cho khách hàng tại văn phòng khách (khách chỉ sắp xếp được thứ Bảy)",
        "status": "approved",
        "approver_id": "NV-0007",
        "decision_note": "Đồng ý.",
    },
    {
        "id": "LTG-0002",
        "employee_id": "NV-0005",
        "date": "2026-11-30",
        "hours": 3.0,
        "reason": "Đối chiếu công nợ cuối tháng 11 với khách hàng, chốt số liệu gửi kế toán trưởng",
        "status": "approved",
        "approver_id": "NV-0003",
        "decision_note": "Đồng ý.",
    },
    {
        "id": "LTG-0003",
        "employee_id": "NV-0029",
        "date": "2026-12-05",
        "hours": 6.0,
        "reason": "Nâng cấp PostgreSQL trên máy chủ ứng dụng nội bộ, phải dừng hệ thống ngoài giờ",
        "status": "approved",
        "approver_id": "NV-0017",
        "decision_note": "Đồng ý, nhớ sao lưu dữ liệu trước khi nâng cấp.",
    },
    {
        "id": "LTG-0004",
        "employee_id": "NV-0028",
        "date": "2026-12-07",
        "hours": 2.0,
        "reason": "Xử lý tồn đọng yêu cầu hỗ trợ của khách hàng sau đợt Black Friday",
        "status": "approved",
        "approver_id": "NV-0025",
        "decision_note": "Đồng ý.",
    },
    {
        "id": "LTG-0005",
        "employee_id": "NV-0018",
        "date": "2026-12-10",
        "hours": 3.0,
        "reason": "Sửa lỗi đồng bộ đơn hàng trước khi phát hành phiên bản 2.4 ngày 11/12",
        "status": "pending",
    },
    {
        "id": "LTG-0006",
        "employee_id": "NV-0037",
        "date": "2026-12-12",
        "hours": 6.0,
        "reason": "Nâng cấp tường lửa và máy chủ VPN từ 20h00 thứ Bảy 12/12 đến 02h00 Chủ nhật "
        "13/12 (đã thông báo toàn công ty)",
        "status": "pending",
    },
    {
        "id": "LTG-0007",
        "employee_id": "NV-0029",
        "date": "2026-12-12",
        "hours": 6.0,
        "reason": "Phối hợp nâng cấp tường lửa và máy chủ VPN, kiểm tra lại các dịch vụ nội bộ "
        "sau bảo trì",
        "status": "pending",
    },
    {
        "id": "LTG-0008",
        "employee_id": "NV-0006",
        "date": "2026-12-30",
        "hours": 2.5,
        "reason": "Đối chiếu sổ phụ ngân hàng và chốt sổ quỹ cuối năm",
        "status": "pending",
    },
]
"""Within QD-012: at most 4 hours on a working day, 12 on a weekend, 40 a month."""

HR = {
    "departments": DEPARTMENTS,
    "employees": EMPLOYEES,
    "leave_balances": LEAVE_BALANCES,
    "leave_requests": [*LEAVE_HISTORY, *LEAVE_REQUESTS],
    "shifts": SHIFTS,
    "shift_registrations": SHIFT_REGISTRATIONS,
    "overtime_requests": OVERTIME_REQUESTS,
}
