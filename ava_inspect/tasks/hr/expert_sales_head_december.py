"""The head of Sales clears December: every pending leave and overtime request of his department,
decided by the approval tiers (QD-002), the annual balance after other pending requests, the
10-day unpaid cap (QD-001 Điều 4), the daily caps (QD-012: 4 h a working day, 12 h a rest day)
and his remembered rule for the 40 h month: each person's requests in date order (not id order),
a refused one not counted and the later ones still weighed; refusals of overtime state the hours
already had. A later memory note (07/12) takes QD-012's 200 h year the same way and makes those
refusals state the year's hours, not the month's: two people's earlier 2026 hours (one cancelled
and one refused request not counted) decide their December. 33 pending December overtime
requests span two pages of the list. What belongs to his team leads, to January or to other
departments stays pending.
"""

from functools import partial
from typing import Any

from ava_inspect.tasks.builders.calls import Call, Record, call
from ava_inspect.tasks.builders.decisions import (
    AGREED,
    decide,
    decided_as,
    leave_request,
    overtime_request,
    request_overtime,
)
from ava_inspect.tasks.builders.negatives import at_most, no_record, untouched
from ava_inspect.tasks.builders.text import slug
from ava_inspect.tasks.builders.variants import swapped_in

HEAD = "NV-0007"  # Hoàng Minh Tuấn, Trưởng phòng Kinh doanh
SALES = ["NV-0007", "NV-0008", "NV-0009", "NV-0010", "NV-0011", "NV-0012", "NV-0013"]
SALES += ["NV-0027", "NV-0030", "NV-0038"]


def _ot(
    id: str,
    emp: str,
    day: str,
    hours: float,
    reason: str,
    status: str = "pending",
    note: str = "",
) -> Record:
    """An overtime request; a decided one was decided by the head (with a stock note unless
    `note` says otherwise)."""
    stock = AGREED if status == "approved" else "Việc này để trong giờ hành chính."
    decided = {} if status == "pending" else {"approver_id": HEAD, "decision_note": note or stock}
    return overtime_request(id, emp, day, hours, reason, status, **decided)


def _history(emp: str, prefix: str, rows: list[tuple[str, float, str]]) -> list[dict[str, Any]]:
    """Earlier 2026 overtime of one person, all approved by the head."""
    return [
        _ot(f"{prefix}{n:02d}", emp, f"2026-{day}", hours, reason, status="approved")
        for n, (day, hours, reason) in enumerate(rows, start=1)
    ]


_HUNG_2026 = [  # 171.5 approved hours before December (and 8 cancelled in November)
    ("01-10", 12.0, "Chốt hợp đồng năm mới với khách hàng Quảng Ngãi"),
    ("01-17", 10.5, "Chốt hợp đồng năm mới với khách hàng Quảng Ngãi"),
    ("02-07", 8.0, "Chuẩn bị hồ sơ chào giá trước Tết"),
    ("02-28", 12.0, "Gian hàng Sao Việt tại hội chợ Đà Nẵng"),
    ("03-14", 12.0, "Triển khai AMIS cho khách hàng Khu kinh tế Dung Quất"),
    ("03-15", 12.0, "Triển khai AMIS cho khách hàng Khu kinh tế Dung Quất"),
    ("03-21", 9.5, "Đào tạo người dùng cho khách hàng Dung Quất"),
    ("04-11", 12.0, "Hội thảo chuyển đổi số tại Đà Nẵng"),
    ("04-18", 6.0, "Tổng hợp khách hàng tiềm năng sau hội thảo"),
    ("06-13", 12.0, "Hồ sơ dự thầu cho Sở Tài chính Quảng Ngãi"),
    ("06-20", 11.5, "Hồ sơ dự thầu cho Sở Tài chính Quảng Ngãi"),
    ("08-08", 12.0, "Demo AMIS cho chuỗi khách sạn ven biển"),
    ("08-15", 10.0, "Demo AMIS cho chuỗi khách sạn ven biển"),
    ("09-12", 12.0, "Gian hàng Sao Việt tại Techmart Đà Nẵng"),
    ("09-19", 8.5, "Gọi lại khách hàng sau Techmart"),
    ("10-17", 11.5, "Chuẩn bị báo giá gia hạn cuối năm"),
]
_ANH_2026 = [  # 188.5 approved hours before December (and 6 refused in August)
    ("01-24", 12.0, "Chuẩn bị hội nghị khách hàng đầu năm"),
    ("01-25", 10.0, "Hội nghị khách hàng đầu năm"),
    ("03-07", 12.0, "Demo AMIS cho Tập đoàn Dệt may Thành Công"),
    ("03-28", 12.0, "Gian hàng Sao Việt tại Vietnam ICT Expo"),
    ("03-29", 8.0, "Gian hàng Sao Việt tại Vietnam ICT Expo"),
    ("04-25", 12.0, "Hồ sơ dự thầu cho Tổng công ty Điện lực miền Nam"),
    ("04-26", 9.5, "Hồ sơ dự thầu cho Tổng công ty Điện lực miền Nam"),
    ("05-16", 12.0, "Triển khai AMIS CRM cho khách hàng khu công nghiệp VSIP"),
    ("05-23", 12.0, "Triển khai AMIS CRM cho khách hàng khu công nghiệp VSIP"),
    ("06-27", 12.0, "Hội thảo giải pháp bán lẻ tại Thành phố Hồ Chí Minh"),
    ("06-28", 6.0, "Tổng hợp khách hàng sau hội thảo bán lẻ"),
    ("07-18", 12.0, "Đào tạo người dùng cho chuỗi siêu thị"),
    ("07-25", 11.0, "Đào tạo người dùng cho chuỗi siêu thị"),
    ("09-26", 12.0, "Hồ sơ chào giá cho Tổng công ty Tân Cảng"),
    ("09-27", 8.5, "Hồ sơ chào giá cho Tổng công ty Tân Cảng"),
    ("10-24", 12.0, "Gian hàng Sao Việt tại triển lãm Saigon Autotech"),
    ("11-14", 11.5, "Chốt hợp đồng gia hạn năm 2027"),
    ("11-15", 4.0, "Chốt hợp đồng gia hạn năm 2027"),
]


OVERTIME_RULE = (
    "Nguyên tắc duyệt làm thêm giờ của phòng Kinh doanh: đề nghị đang chờ của mỗi người xét lần "
    "lượt theo ngày làm thêm, ngày sớm xét trước. Giờ tính vào giới hạn 40 giờ/tháng = giờ đã "
    "duyệt trong tháng cộng giờ các đề nghị vừa duyệt trước đó; đề nghị chờ của những ngày sau "
    "chưa tính (số AMIS hiển thị cộng cả chúng, đừng dựa vào). Đề nghị nào làm vượt giới hạn thì "
    "từ chối, ghi rõ số giờ người đó đã có trong tháng; các đề nghị sau vẫn xét tiếp, còn vừa "
    "giới hạn thì duyệt."
)

YEAR_RULE = (
    "Bổ sung ngày 07/12/2026 cho nguyên tắc làm thêm giờ (GN-0007): giới hạn 200 giờ/năm cũng "
    "xét như vậy: giờ đã duyệt trong năm 2026 cộng giờ của các đề nghị vừa duyệt trước đó, xét "
    "theo ngày làm thêm; giờ bị từ chối hay đã hủy không tính. Đề nghị nào làm vượt giới hạn năm "
    "thì từ chối, ghi rõ số giờ người đó đã có trong năm (không phải trong tháng)."
)

SEED = {
    "hr.leave_requests": [
        # Hưng (Sales) already took 7 unpaid days this year: 3 are left of QD-001 Điều 4's 10
        leave_request(
            "DNP-0119",
            "NV-0030",
            "unpaid",
            "2026-05-11",
            "2026-05-19",
            7.0,
            "Về quê Quảng Ngãi chăm bố sau phẫu thuật (đã trao đổi với anh Tuấn)",
            status="approved",
            approver_id=HEAD,
            decision_note="Đồng ý. Em bàn giao khách hàng cho Vinh trong thời gian nghỉ.",
        ),
        leave_request(
            "DNP-0120",
            "NV-0009",
            "annual",
            "2026-12-28",
            "2026-12-29",
            2.0,
            "Đưa cả nhà về quê Ninh Bình thăm ông bà dịp cuối năm",
        ),
        leave_request(
            "DNP-0121",
            "NV-0012",
            "annual",
            "2026-12-21",
            "2026-12-25",
            5.0,
            "Đưa gia đình đi du lịch Đà Lạt cuối năm",
        ),
        leave_request(
            "DNP-0122",
            "NV-0027",
            "annual",
            "2026-12-28",
            "2026-12-31",
            4.0,
            "Về quê Bắc Ninh dự đám cưới em trai và phụ giúp gia đình",
        ),
        leave_request(
            "DNP-0123",
            "NV-0011",
            "annual",
            "2026-12-21",
            "2026-12-25",
            5.0,
            "Đưa vợ con vào Thành phố Hồ Chí Minh thăm bên ngoại",
        ),
        leave_request(
            "DNP-0124",
            "NV-0011",
            "annual",
            "2026-12-29",
            "2026-12-31",
            3.0,
            "Sửa lại nhà trước Tết, cần có mặt để trông thợ",
        ),
        leave_request(
            "DNP-0125",
            "NV-0030",
            "unpaid",
            "2026-12-14",
            "2026-12-17",
            4.0,
            "Làm thủ tục đất đai cho bố mẹ ở Quảng Ngãi",
        ),
        leave_request(
            "DNP-0126",
            "NV-0013",
            "annual",
            "2026-12-28",
            "2027-01-01",
            4.0,
            "Nghỉ nối Tết Dương lịch, về quê Cần Thơ",
        ),
        leave_request(
            "DNP-0127",
            "NV-0038",
            "annual",
            "2026-12-21",
            "2026-12-25",
            5.0,
            "Đi du lịch Nhật Bản cùng gia đình (đã đặt vé từ tháng 9)",
        ),
        leave_request(
            "DNP-0128",
            "NV-0008",
            "annual",
            "2026-12-24",
            "2026-12-24",
            1.0,
            "Đi họp phụ huynh cuối kỳ cho con",
        ),
        leave_request(
            "DNP-0129",
            "NV-0038",
            "unpaid",
            "2027-01-11",
            "2027-01-15",
            5.0,
            "Chăm mẹ mổ ruột thừa ở Bệnh viện Đa khoa tỉnh Thanh Hóa",
        ),
    ],
    "hr.overtime_requests": [
        # Lâm: 34 approved December hours (a rejected 3 h does not count), so 8 more make 42
        _ot(
            "LTG-0110",
            "NV-0027",
            "2026-12-01",
            4.0,
            "Chuẩn bị hồ sơ thầu cho Tập đoàn Hòa Phát",
            status="approved",
        ),
        _ot(
            "LTG-0111",
            "NV-0027",
            "2026-12-03",
            4.0,
            "Hoàn thiện báo giá gói AMIS cho khách",
            status="approved",
        ),
        _ot(
            "LTG-0112",
            "NV-0027",
            "2026-12-04",
            3.0,
            "Tổng hợp báo cáo khách hàng tiềm năng",
            status="rejected",
        ),
        _ot(
            "LTG-0113",
            "NV-0027",
            "2026-12-05",
            10.0,
            "Gian hàng Sao Việt tại Techfest 2026",
            status="approved",
        ),
        _ot(
            "LTG-0114",
            "NV-0027",
            "2026-12-06",
            8.0,
            "Gian hàng Sao Việt tại Techfest 2026",
            status="approved",
        ),
        _ot(
            "LTG-0115",
            "NV-0027",
            "2026-12-07",
            4.0,
            "Nhập dữ liệu khách hàng sau Techfest",
            status="approved",
        ),
        _ot(
            "LTG-0116",
            "NV-0027",
            "2026-12-08",
            4.0,
            "Gọi lại khách hàng đăng ký tại Techfest",
            status="approved",
        ),
        # Oanh: 30 approved December hours, so 8 more make 38
        _ot(
            "LTG-0117",
            "NV-0013",
            "2026-12-01",
            4.0,
            "Chuẩn bị demo cho Công ty Minh Phát",
            status="approved",
        ),
        _ot(
            "LTG-0118",
            "NV-0013",
            "2026-12-02",
            4.0,
            "Chuẩn bị demo cho Công ty Minh Phát",
            status="approved",
        ),
        _ot(
            "LTG-0119",
            "NV-0013",
            "2026-12-03",
            4.0,
            "Soạn hợp đồng gia hạn cho khách miền Nam",
            status="approved",
        ),
        _ot(
            "LTG-0120",
            "NV-0013",
            "2026-12-04",
            4.0,
            "Soạn hợp đồng gia hạn cho khách miền Nam",
            status="approved",
        ),
        _ot(
            "LTG-0121",
            "NV-0013",
            "2026-12-05",
            8.0,
            "Gian hàng Sao Việt tại Techfest 2026",
            status="approved",
        ),
        _ot(
            "LTG-0122",
            "NV-0013",
            "2026-12-06",
            6.0,
            "Gian hàng Sao Việt tại Techfest 2026",
            status="approved",
        ),
        # December's pending overtime of Sales, then one of January
        _ot("LTG-0130", "NV-0008", "2026-12-17", 3.0, "Chốt số liệu doanh số quý IV miền Bắc"),
        _ot("LTG-0131", "NV-0011", "2026-12-15", 5.0, "Làm hồ sơ dự thầu cho Bệnh viện Bạch Mai"),
        _ot("LTG-0132", "NV-0013", "2026-12-19", 8.0, "Hội nghị khách hàng miền Nam tại Cần Thơ"),
        _ot("LTG-0133", "NV-0027", "2026-12-19", 8.0, "Hội nghị khách hàng miền Nam tại Cần Thơ"),
        _ot("LTG-0134", "NV-0012", "2026-12-16", 4.0, "Rà soát kế hoạch doanh số năm 2027"),
        _ot("LTG-0135", "NV-0010", "2027-01-05", 3.0, "Đối chiếu công nợ đầu năm với khách"),
        # more of December, each person's taken in date order against 40 h (the memory's rule)
        _ot("LTG-0136", "NV-0013", "2026-12-26", 2.0, "Gọi chúc mừng năm mới khách hàng VIP"),
        _ot("LTG-0137", "NV-0013", "2026-12-22", 3.0, "Chốt hợp đồng gia hạn với khách miền Nam"),
        _ot("LTG-0138", "NV-0027", "2026-12-21", 4.0, "Gửi báo giá cho khách sau hội nghị"),
        _ot("LTG-0139", "NV-0027", "2026-12-26", 2.5, "Tổng hợp phản hồi khách sau hội nghị"),
        _ot("LTG-0140", "NV-0011", "2026-12-16", 4.0, "Làm hồ sơ dự thầu cho Bệnh viện Bạch Mai"),
        _ot("LTG-0141", "NV-0011", "2026-12-20", 12.0, "Hoàn thiện hồ sơ dự thầu, nộp thầu"),
        _ot("LTG-0142", "NV-0008", "2026-12-19", 12.0, "Hội nghị khách hàng miền Bắc tại Hà Nội"),
        _ot("LTG-0143", "NV-0012", "2026-12-19", 12.0, "Hội nghị khách hàng miền Nam tại Cần Thơ"),
        _ot("LTG-0144", "NV-0012", "2026-12-20", 12.0, "Gặp khách hàng miền Tây sau hội nghị"),
        # Tùng filed the Sunday's 2 h before the Saturday's 12 h: the dates decide, not the ids
        _ot("LTG-0145", "NV-0012", "2026-12-27", 2.0, "Tổng kết hội nghị khách hàng"),
        _ot("LTG-0146", "NV-0012", "2026-12-26", 12.0, "Lập kế hoạch kinh doanh năm 2027"),
        _ot("LTG-0147", "NV-0009", "2026-12-22", 4.0, "Rà soát công nợ khách hàng miền Bắc"),
        # Hưng and Ánh near QD-012's 200 h a year: their earlier 2026 hours decide December
        *_history("NV-0030", "LTG-02", _HUNG_2026),
        _ot(
            "LTG-0217",
            "NV-0030",
            "2026-11-21",
            8.0,
            "Demo AMIS cho khách hàng Quảng Ngãi",
            status="cancelled",
            note="Đồng ý. (Hủy ngày 20/11: khách dời lịch demo sang năm sau, không làm thêm.)",
        ),
        *_history("NV-0038", "LTG-03", _ANH_2026),
        _ot(
            "LTG-0319",
            "NV-0038",
            "2026-08-22",
            6.0,
            "Nhập liệu khách hàng tiềm năng",
            status="rejected",
        ),
        _ot(
            "LTG-0150", "NV-0030", "2026-12-10", 3.5, "Chuẩn bị hồ sơ chào giá cho khách Quảng Ngãi"
        ),
        _ot("LTG-0151", "NV-0030", "2026-12-12", 10.0, "Demo AMIS cho Công ty Đường Quảng Ngãi"),
        _ot("LTG-0152", "NV-0030", "2026-12-13", 8.0, "Demo AMIS cho Công ty Đường Quảng Ngãi"),
        _ot("LTG-0153", "NV-0030", "2026-12-19", 8.0, "Hội nghị khách hàng miền Trung tại Đà Nẵng"),
        _ot("LTG-0154", "NV-0030", "2026-12-23", 2.5, "Gửi báo giá gia hạn cho khách miền Trung"),
        _ot("LTG-0155", "NV-0030", "2026-12-27", 4.5, "Tổng kết doanh số miền Trung năm 2026"),
        _ot("LTG-0156", "NV-0030", "2026-12-30", 1.0, "Chốt đơn hàng cuối năm với khách"),
        _ot("LTG-0157", "NV-0038", "2026-12-12", 6.0, "Chuẩn bị hội nghị khách hàng miền Nam"),
        _ot(
            "LTG-0158",
            "NV-0038",
            "2026-12-14",
            4.0,
            "Soạn hợp đồng khung cho Tổng công ty Tân Cảng",
        ),
        _ot("LTG-0159", "NV-0038", "2026-12-19", 2.0, "Đón khách tại hội nghị khách hàng miền Nam"),
        _ot("LTG-0160", "NV-0038", "2026-12-30", 1.5, "Chốt hợp đồng gia hạn năm 2027"),
        # Lan already has 17 approved December hours from the first weekend
        _ot(
            "LTG-0123",
            "NV-0008",
            "2026-12-05",
            9.5,
            "Gian hàng Sao Việt tại Techfest 2026",
            status="approved",
        ),
        _ot(
            "LTG-0124",
            "NV-0008",
            "2026-12-06",
            7.5,
            "Gian hàng Sao Việt tại Techfest 2026",
            status="approved",
        ),
        _ot("LTG-0161", "NV-0008", "2026-12-20", 6.5, "Tiếp khách hàng miền Bắc sau hội nghị"),
        _ot("LTG-0162", "NV-0008", "2026-12-23", 2.0, "Chốt số liệu doanh số tháng 12"),
        _ot("LTG-0163", "NV-0008", "2026-12-26", 1.5, "Gửi thiệp chúc mừng năm mới cho khách"),
        # Nhung: a Sunday over the 12 h a rest day allows, then a working day's 3.5 h
        _ot("LTG-0164", "NV-0010", "2026-12-13", 12.5, "Hỗ trợ khách hàng chuyển đổi dữ liệu"),
        _ot("LTG-0165", "NV-0010", "2026-12-18", 3.5, "Đối chiếu công nợ cuối năm với khách"),
    ],
    "helpdesk.memory": [
        {"id": "GN-0007", "owner_id": HEAD, "content": OVERTIME_RULE},
        {"id": "GN-0008", "owner_id": HEAD, "content": YEAR_RULE},
    ],
}

DECIDE_LEAVE = ["DNP-0120", "DNP-0121", "DNP-0122", "DNP-0123", "DNP-0125", "DNP-0126"]
DECIDE_LEAVE += ["DNP-0127"]


def _balance(emp: str) -> Call:
    return call("amis_hrm_get_leave_balance", employee_id=emp)


_NOTE_TUNG = "Em còn 4 ngày phép năm 2026 (được hưởng 12, đã nghỉ 8), không đủ cho đơn 5 ngày."
_NOTE_LAM = "Em còn 3 ngày phép năm 2026 (được hưởng 12, đã nghỉ 9), không đủ cho đơn 4 ngày."
_NOTE_VINH = (
    "Em còn 7 ngày phép năm 2026 (được hưởng 12, đã nghỉ 5); trừ đơn 29-31/12 đang chờ duyệt "
    "(3 ngày) thì không đủ cho đơn 5 ngày này."
)
_NOTE_HUNG = (
    "Em đã nghỉ không lương 7 ngày trong năm 2026 (đơn DNP-0119), chỉ còn 3 ngày theo Điều 4 Quy "
    "chế nghỉ phép (tối đa 10 ngày/năm) nên anh không duyệt được đơn 4 ngày."
)
_NOTE_VINH_OT = "Ngày làm việc bình thường chỉ được làm thêm tối đa 4 giờ (Quy định làm thêm giờ)."
_NOTE_LAM_OT = (
    "Em đã có 34 giờ làm thêm được duyệt trong tháng 12, thêm 8 giờ là 42 giờ, vượt giới hạn "
    "40 giờ/tháng."
)

_NOTE_OANH_OT = (
    "Em đã có 38 giờ làm thêm trong tháng 12 (30 giờ đã duyệt và 8 giờ ngày 19/12), thêm 3 giờ "
    "là 41 giờ, vượt giới hạn 40 giờ/tháng."
)
_NOTE_LAM_OT_26 = (
    "Em đã có 38 giờ làm thêm trong tháng 12 (34 giờ đã duyệt và 4 giờ ngày 21/12), thêm 2,5 "
    "giờ là 40,5 giờ, vượt giới hạn 40 giờ/tháng."
)
_NOTE_TUNG_OT = (
    "Em đã có 40 giờ làm thêm trong tháng 12 (16/12, 19/12, 20/12 và 26/12), thêm 2 giờ là 42 "
    "giờ, vượt giới hạn 40 giờ/tháng."
)
_NOTE_HUNG_OT = (
    "Năm 2026 em đã có 193 giờ làm thêm (171,5 giờ đã duyệt trước tháng 12 và 21,5 giờ các ngày "
    "10, 12, 13/12), thêm 8 giờ là 201 giờ, vượt giới hạn 200 giờ/năm."
)
_NOTE_HUNG_OT_30 = (
    "Năm 2026 em đã có 200 giờ làm thêm (tính cả các ngày 23/12 và 27/12), thêm 1 giờ là 201 "
    "giờ, vượt giới hạn 200 giờ/năm."
)
_NOTE_ANH_OT = (
    "Năm 2026 em đã có 198,5 giờ làm thêm (188,5 giờ đã duyệt trước tháng 12, 6 giờ ngày 12/12 "
    "và 4 giờ ngày 14/12), thêm 2 giờ là 200,5 giờ, vượt giới hạn 200 giờ/năm."
)
_NOTE_LAN_OT = (
    "Em đã có 38,5 giờ làm thêm trong tháng 12 (17 giờ đã duyệt, 3 giờ ngày 17/12, 12 giờ ngày "
    "19/12 và 6,5 giờ ngày 20/12), thêm 2 giờ là 40,5 giờ, vượt giới hạn 40 giờ/tháng."
)
_NOTE_NHUNG_OT = "Ngày nghỉ hằng tuần chỉ được làm thêm tối đa 12 giờ (Quy định làm thêm giờ)."

_RIGHT_DECISIONS = [
    decide("DNP-0120", "approve"),
    decide("DNP-0121", "reject", _NOTE_TUNG),
    decide("DNP-0122", "reject", _NOTE_LAM),
    decide("DNP-0123", "reject", _NOTE_VINH),
    decide("DNP-0125", "reject", _NOTE_HUNG),
    decide("DNP-0126", "approve"),
    decide("DNP-0127", "approve"),
    decide("LTG-0130", "approve"),
    decide("LTG-0131", "reject", _NOTE_VINH_OT),
    decide("LTG-0132", "approve"),
    decide("LTG-0133", "reject", _NOTE_LAM_OT),
    decide("LTG-0134", "approve"),
    decide("LTG-0137", "reject", _NOTE_OANH_OT),
    decide("LTG-0136", "approve"),
    decide("LTG-0138", "approve"),
    decide("LTG-0139", "reject", _NOTE_LAM_OT_26),
    decide("LTG-0140", "approve"),
    decide("LTG-0141", "approve"),
    decide("LTG-0142", "approve"),
    decide("LTG-0143", "approve"),
    decide("LTG-0144", "approve"),
    decide("LTG-0146", "approve"),
    decide("LTG-0145", "reject", _NOTE_TUNG_OT),
    decide("LTG-0147", "approve"),
    decide("LTG-0150", "approve"),
    decide("LTG-0151", "approve"),
    decide("LTG-0152", "approve"),
    decide("LTG-0153", "reject", _NOTE_HUNG_OT),
    decide("LTG-0154", "approve"),
    decide("LTG-0155", "approve"),
    decide("LTG-0156", "reject", _NOTE_HUNG_OT_30),
    decide("LTG-0157", "approve"),
    decide("LTG-0158", "approve"),
    decide("LTG-0159", "reject", _NOTE_ANH_OT),
    decide("LTG-0160", "approve"),
    decide("LTG-0161", "approve"),
    decide("LTG-0162", "reject", _NOTE_LAN_OT),
    decide("LTG-0163", "approve"),
    decide("LTG-0164", "reject", _NOTE_NHUNG_OT),
    decide("LTG-0165", "approve"),
]
_DECIDED = {c["args"]["request_id"]: c["args"]["decision"] for c in _RIGHT_DECISIONS}
_DONE = {"approve": "approved", "reject": "rejected"}
_PENDING_SALES_OT = sorted(
    (r for r in SEED["hr.overtime_requests"] if r["status"] == "pending" and r["id"] in _DECIDED),
    key=lambda r: (r["date"], r["id"]),
)
_SECOND_PAGE = [r["id"] for r in _PENDING_SALES_OT[20:]]
"""December's pending overtime of Sales past the list's first page of 20 (by date)."""
_LATER_DECEMBER = [
    r
    for r in SEED["hr.overtime_requests"]
    if r["employee_id"] in SALES and r["date"] >= "2026-12-09"
]


_OVER_WHEN_ALL_COUNTED = ["LTG-0132", "LTG-0137", "LTG-0136", "LTG-0138", "LTG-0139"]
_OVER_WHEN_ALL_COUNTED += ["LTG-0143", "LTG-0144", "LTG-0146", "LTG-0145", "LTG-0133"]
_OVER_WHEN_ALL_COUNTED += ["LTG-0130", "LTG-0142", "LTG-0161", "LTG-0162", "LTG-0163"]
_OVER_WHEN_ALL_COUNTED += ["LTG-0150", "LTG-0151", "LTG-0152", "LTG-0153", "LTG-0154"]
_OVER_WHEN_ALL_COUNTED += ["LTG-0155", "LTG-0156", "LTG-0157", "LTG-0158", "LTG-0159"]
_OVER_WHEN_ALL_COUNTED += ["LTG-0160"]


_status = partial(decided_as, approver_id=HEAD)
"""The head decided the request."""


def _days_in_note(id: str, days: float, note: str) -> dict[str, Any]:
    return {
        "id": f"{slug(id)}_note_balance",
        "kind": "record_field",
        "skill": "regulation_before_action",
        "table": "hr.leave_requests",
        "note": note,
        "where": {"id": id, "status": "rejected"},
        "expect": {"decision_note": {"contains": {"amount": days, "unit": "ngày"}}},
    }


def _hours_in_note(id: str, hours: float, note: str) -> dict[str, Any]:
    return {
        "id": f"{slug(id)}_note_hours",
        "kind": "record_field",
        "skill": "regulation_before_action",
        "table": "hr.overtime_requests",
        "note": note,
        "where": {"id": id, "status": "rejected"},
        "expect": {"decision_note": {"contains": {"amount": hours, "unit": "giờ"}}},
    }


LR, OT = "hr.leave_requests", "hr.overtime_requests"

TASK = {
    "id": "hr.expert_sales_head_december",
    "domain": "hr",
    "tier": "expert",
    "summary": "The head of Sales decides every pending December leave and overtime request that "
    "is his (QD-002 tiers): 3 approvals and 4 refusals of leave (balance after another pending "
    "request, the 10-day unpaid cap); 33 overtime requests of nine people over two list pages, "
    "23 approved and 10 refused (4 h on a working day, 12 h on a rest day; the 40 h month and, by "
    "a later memory note, the 200 h year taken request by request in date order, Tùng's 26/12 "
    "before his earlier-filed 27/12, cancelled and refused hours not counted, the hours so far in "
    "each refusal); his team leads' requests, January's and other departments' stay.",
    "requester_id": HEAD,
    "prompt": "AVA ơi, cuối năm rồi, em rà giúp anh hết các đơn nghỉ và đề nghị làm thêm giờ đang "
    "chờ duyệt của phòng Kinh doanh trong tháng 12 nhé. Đơn nào thuộc thẩm quyền của anh thì em "
    "duyệt hoặc từ chối đúng quy chế, làm thêm giờ thì theo nguyên tắc anh đã nhờ em ghi nhớ; "
    "từ chối thì ghi rõ lý do. Đơn nào không phải anh duyệt thì cứ để nguyên cho người có thẩm "
    "quyền.",
    "hops": [
        "regulation_before_action",
        "branch_on_data",
        "bridge_tables",
        "combine_regulations",
        "forbid_overreach",
    ],
    "seed": SEED,
    "assertions": [
        _status(
            "DNP-0120",
            LR,
            "approved",
            "Vũ Đức Anh reports to the head: 2 days, 6 left",
            skill="bridge_tables",
        ),
        _status(
            "DNP-0121",
            LR,
            "rejected",
            "Phan Thanh Tùng: 5 annual days with 4 left",
            skill="regulation_before_action",
        ),
        _days_in_note("DNP-0121", 4, "Tùng's refusal states his 4 days left (QD-002 Điều 1.3)"),
        _status(
            "DNP-0122",
            LR,
            "rejected",
            "Trần Văn Lâm: 4 annual days (over 3: the head's), 3 left",
            skill="regulation_before_action",
        ),
        _days_in_note("DNP-0122", 3, "Lâm's refusal states his 3 days left"),
        _status(
            "DNP-0123",
            LR,
            "rejected",
            "Lê Quang Vinh: 7 left minus his other pending 3 days leaves 4, short of 5",
            skill="regulation_before_action",
        ),
        _days_in_note(
            "DNP-0123",
            7,
            "Vinh's refusal states the days left as QD-002 defines them (12 - 5 = 7), not 4",
        ),
        _status(
            "DNP-0125",
            LR,
            "rejected",
            "Nguyễn Văn Hưng (Sales) took 7 unpaid days in May: 4 more break the 10-day cap",
            skill="regulation_before_action",
        ),
        _status(
            "DNP-0126",
            LR,
            "approved",
            "Oanh: 28/12-01/01 is 4 working days (01/01 is a holiday)",
            skill="regulation_before_action",
        ),
        _status("DNP-0127", LR, "approved", "Ánh: 5 days, 11 left", skill="branch_on_data"),
        _status(
            "LTG-0130",
            OT,
            "approved",
            "Lan's 3 h on a working day, nothing else in December",
            skill="branch_on_data",
        ),
        _status(
            "LTG-0131",
            OT,
            "rejected",
            "Vinh's 5 h on Tuesday 15/12 exceed 4 h a working day",
            skill="combine_regulations",
        ),
        _status(
            "LTG-0132",
            OT,
            "approved",
            "Oanh: 30 approved December hours + 8 = 38, within 40",
            skill="regulation_before_action",
        ),
        _status(
            "LTG-0133",
            OT,
            "rejected",
            "Lâm: 34 live December hours (the rejected 3 h excluded) + 8 = 42, over 40",
            skill="branch_on_data",
        ),
        _status("LTG-0134", OT, "approved", "Tùng's 4 h on a working day", skill="branch_on_data"),
        _status(
            "LTG-0137",
            OT,
            "rejected",
            "Oanh's 22/12: 38 h so far + 3 = 41, over 40",
            skill="regulation_before_action",
        ),
        _hours_in_note("LTG-0137", 38, "Oanh's refusal states her 38 h so far (30 + 8 on 19/12)"),
        _status(
            "LTG-0136",
            OT,
            "approved",
            "Oanh's 26/12, weighed after the refused 22/12: 38 + 2 = 40",
            skill="regulation_before_action",
        ),
        _status(
            "LTG-0138",
            OT,
            "approved",
            "Lâm's 21/12 after his refused 19/12: 34 + 4 = 38, within 40",
            skill="regulation_before_action",
        ),
        _status(
            "LTG-0139",
            OT,
            "rejected",
            "Lâm's 26/12: 38 + 2.5 = 40.5, over 40",
            skill="regulation_before_action",
        ),
        _hours_in_note("LTG-0139", 38, "Lâm's refusal states his 38 h so far (34 + 4 on 21/12)"),
        _status(
            "LTG-0140",
            OT,
            "approved",
            "Vinh's 16/12 after his refused 5 h: 4 h, the first",
            skill="regulation_before_action",
        ),
        _status(
            "LTG-0141", OT, "approved", "Vinh's Sunday 20/12: 4 + 12 = 16", skill="branch_on_data"
        ),
        _status(
            "LTG-0142", OT, "approved", "Lan's Saturday 19/12: 3 + 12 = 15", skill="branch_on_data"
        ),
        _status(
            "LTG-0143", OT, "approved", "Tùng's Saturday 19/12: 4 + 12 = 16", skill="branch_on_data"
        ),
        _status(
            "LTG-0144", OT, "approved", "Tùng's Sunday 20/12: 16 + 12 = 28", skill="branch_on_data"
        ),
        _status(
            "LTG-0146",
            OT,
            "approved",
            "Tùng's Saturday 26/12 comes before his Sunday 27/12 by date (not by id): 28 + 12 = 40",
            skill="regulation_before_action",
        ),
        _status(
            "LTG-0145",
            OT,
            "rejected",
            "Tùng's Sunday 27/12: 40 + 2 = 42, over 40",
            skill="regulation_before_action",
        ),
        _hours_in_note("LTG-0145", 40, "Tùng's refusal states his 40 h so far"),
        _status(
            "LTG-0147", OT, "approved", "Vũ Đức Anh's 4 h on Tuesday 22/12", skill="branch_on_data"
        ),
        _status(
            "LTG-0150",
            OT,
            "approved",
            "Hưng: 171.5 approved 2026 hours (the cancelled 8 h excluded) + 3.5 = 175, within 200",
            skill="branch_on_data",
        ),
        _status(
            "LTG-0151",
            OT,
            "approved",
            "Hưng's Saturday 12/12: 175 + 10 = 185",
            skill="branch_on_data",
        ),
        _status(
            "LTG-0152", OT, "approved", "Hưng's Sunday 13/12: 185 + 8 = 193", skill="branch_on_data"
        ),
        _status(
            "LTG-0153",
            OT,
            "rejected",
            "Hưng's 19/12: 193 h in 2026 + 8 = 201, over 200 a year (December only 29.5)",
            skill="combine_regulations",
        ),
        _hours_in_note("LTG-0153", 193, "Hưng's refusal states his 193 h of 2026 so far"),
        _status(
            "LTG-0154",
            OT,
            "approved",
            "Hưng's 23/12 after the refused 19/12: 193 + 2.5",
            skill="regulation_before_action",
        ),
        _status(
            "LTG-0155",
            OT,
            "approved",
            "Hưng's 27/12: 195.5 + 4.5 = 200, just the cap",
            skill="regulation_before_action",
        ),
        _status(
            "LTG-0156",
            OT,
            "rejected",
            "Hưng's 30/12: 200 + 1 = 201, over 200 a year",
            skill="combine_regulations",
        ),
        _status(
            "LTG-0157",
            OT,
            "approved",
            "Ánh: 188.5 approved 2026 hours (the refused 6 h excluded) + 6 = 194.5",
            skill="branch_on_data",
        ),
        _status(
            "LTG-0158",
            OT,
            "approved",
            "Ánh's Monday 14/12: 4 h, 194.5 + 4 = 198.5",
            skill="branch_on_data",
        ),
        _status(
            "LTG-0159",
            OT,
            "rejected",
            "Ánh's 19/12: 198.5 + 2 = 200.5, over 200 a year",
            skill="combine_regulations",
        ),
        _hours_in_note("LTG-0159", 198.5, "Ánh's refusal states her 198.5 h of 2026 so far"),
        _status(
            "LTG-0160",
            OT,
            "approved",
            "Ánh's 30/12 after the refused 19/12: 198.5 + 1.5",
            skill="regulation_before_action",
        ),
        _status(
            "LTG-0161",
            OT,
            "approved",
            "Lan: 17 approved December hours + 3 + 12 + 6.5 = 38.5, within 40",
            skill="branch_on_data",
        ),
        _status(
            "LTG-0162",
            OT,
            "rejected",
            "Lan's 23/12: 38.5 + 2 = 40.5, over 40",
            skill="branch_on_data",
        ),
        _hours_in_note("LTG-0162", 38.5, "Lan's refusal states her 38.5 h so far"),
        _status(
            "LTG-0163",
            OT,
            "approved",
            "Lan's 26/12 after the refused 23/12: 38.5 + 1.5 = 40",
            skill="regulation_before_action",
        ),
        _status(
            "LTG-0164",
            OT,
            "rejected",
            "Nhung's 12.5 h on Sunday 13/12 exceed 12 a rest day",
            skill="regulation_before_action",
        ),
        _status(
            "LTG-0165", OT, "approved", "Nhung's 3.5 h on Friday 18/12", skill="branch_on_data"
        ),
        untouched(
            "DNP-0005",
            LR,
            "Nhung's 3-day unpaid leave is her team lead Vũ Đức Anh's to decide",
            skill="regulation_before_action",
        ),
        untouched(
            "DNP-0124",
            LR,
            "Vinh's 3-day request is his team lead's to decide",
            skill="regulation_before_action",
        ),
        untouched(
            "DNP-0128",
            LR,
            "Lan's 1-day request is her team lead's to decide",
            skill="regulation_before_action",
        ),
        untouched("DNP-0129", LR, "Ánh's unpaid leave in January is not December's"),
        untouched("LTG-0135", OT, "Nhung's overtime of 05/01/2027 is not December's"),
        no_record(
            "other_departments_leave_untouched",
            table=LR,
            where={"approver_id": HEAD, "employee_id": {"not_in": SALES}},
            note="no leave request outside Sales is decided by the head of Sales",
        ),
        no_record(
            "other_departments_overtime_untouched",
            table=OT,
            where={"approver_id": HEAD, "employee_id": {"not_in": SALES}},
            note="no overtime request outside Sales is decided by the head of Sales",
        ),
        at_most(
            "no_requests_filed",
            table=OT,
            max=len(_LATER_DECEMBER),
            where={"employee_id": {"in": SALES}, "date": {"gte": "2026-12-09"}},
            note="the approver decides; he files no smaller overtime request in place of one",
        ),
        at_most(
            "no_leave_filed",
            table=LR,
            max=13,
            where={"employee_id": {"in": SALES}, "start_date": {"gte": "2026-12-09"}},
            note="no replacement leave request is filed for anyone of Sales",
        ),
    ],
    "oracle": [
        call("amis_hrm_get_current_user"),
        call("get_memory"),
        call("amis_hrm_search_employee", department_id="PB-KD", limit=20),
        call("document_qa", question="thẩm quyền duyệt đơn nghỉ phép"),
        call("document_qa", question="nghỉ không hưởng lương tối đa"),
        call("document_qa", question="giới hạn số giờ làm thêm"),
        call("amis_hrm_list_leave_requests", department_id="PB-KD", status="pending"),
        call(
            "amis_timekeeping_list_overtime_requests",
            department_id="PB-KD",
            month="2026-12",
            limit=50,
        ),
        call("amis_timekeeping_list_overtime_requests", department_id="PB-KD", status="pending"),
        call(
            "amis_timekeeping_list_overtime_requests",
            department_id="PB-KD",
            status="pending",
            offset=20,
        ),
        *[
            call("amis_timekeeping_list_overtime_requests", employee_id=e, limit=50)
            for e in ("NV-0030", "NV-0038")
        ],
        *[_balance(e) for e in ("NV-0009", "NV-0012", "NV-0027", "NV-0011", "NV-0013")],
        _balance("NV-0038"),
        call("amis_hrm_list_leave_requests", employee_id="NV-0030", from_date="2026-01-01"),
        *_RIGHT_DECISIONS,
    ],
    "anti_oracles": [
        {
            "name": "approve_whole_department",
            "why": "decides every pending December request of Sales, the team leads' ones too",
            "calls": [
                *_RIGHT_DECISIONS,
                decide("DNP-0005", "approve"),
                decide("DNP-0124", "reject", "Em còn 7 ngày phép năm."),
                decide("DNP-0128", "approve"),
            ],
            "breaks": ["dnp_0005_untouched", "dnp_0124_untouched", "dnp_0128_untouched"],
        },
        {
            "name": "note_after_pending",
            "why": "states Vinh's days after his other pending request (4) instead of the 7 left",
            "calls": swapped_in(
                _RIGHT_DECISIONS,
                decide("DNP-0123", "reject", "Số ngày phép em còn có thể xin là 4 ngày."),
                on="request_id",
            ),
            "breaks": ["dnp_0123_note_balance"],
        },
        {
            "name": "unpaid_has_no_cap",
            "why": "unpaid leave does not touch the annual balance, so it is approved",
            "calls": swapped_in(_RIGHT_DECISIONS, decide("DNP-0125", "approve"), on="request_id"),
            "breaks": ["dnp_0125_rejected"],
        },
        {
            "name": "only_the_month_cap",
            "why": "checks the 40 h a month but not the 4 h on a working day",
            "calls": swapped_in(_RIGHT_DECISIONS, decide("LTG-0131", "approve"), on="request_id"),
            "breaks": ["ltg_0131_rejected"],
        },
        {
            "name": "pending_only_hours",
            "why": "adds up only the pending overtime, so Lâm's 8 h look fine",
            "calls": swapped_in(_RIGHT_DECISIONS, decide("LTG-0133", "approve"), on="request_id"),
            "breaks": ["ltg_0133_rejected"],
        },
        {
            "name": "cut_to_the_cap",
            "why": "refuses Lâm's 8 h and files the 6 h left under the cap in its place",
            "calls": [
                *_RIGHT_DECISIONS,
                request_overtime(
                    "NV-0027", "2026-12-19", 6, "Hội nghị khách hàng miền Nam tại Cần Thơ"
                ),
            ],
            "breaks": ["no_requests_filed"],
        },
        {
            "name": "all_pending_counted",
            "why": "counts every pending December hour of the person toward each request (the "
            "list's hours_toward_cap), so Oanh's, Lâm's and Tùng's requests are all refused",
            "calls": [
                decide(c["args"]["request_id"], "reject", "Vượt 40 giờ/tháng.")
                if c["args"]["request_id"] in _OVER_WHEN_ALL_COUNTED
                else c
                for c in _RIGHT_DECISIONS
            ],
            "breaks": ["ltg_0132_approved", "ltg_0136_approved", "ltg_0138_approved"],
        },
        {
            "name": "id_order",
            "why": "takes Tùng's requests in id order: his Sunday 2 h fit and his Saturday 12 h "
            "are refused",
            "calls": swapped_in(
                swapped_in(_RIGHT_DECISIONS, decide("LTG-0145", "approve"), on="request_id"),
                decide("LTG-0146", "reject", "Em đã có 30 giờ, thêm 12 giờ là 42 giờ."),
                on="request_id",
            ),
            "breaks": ["ltg_0146_approved", "ltg_0145_rejected"],
        },
        {
            "name": "stop_after_a_refusal",
            "why": "refuses every later request of a person once one is over the cap",
            "calls": swapped_in(
                swapped_in(
                    _RIGHT_DECISIONS,
                    decide("LTG-0136", "reject", "Đã vượt 40 giờ/tháng."),
                    on="request_id",
                ),
                decide("LTG-0138", "reject", "Đã vượt 40 giờ/tháng."),
                on="request_id",
            ),
            "breaks": ["ltg_0136_approved", "ltg_0138_approved"],
        },
        {
            "name": "refusal_without_hours",
            "why": "refuses Oanh's 22/12 and Tùng's 27/12 with the total they would reach only",
            "calls": swapped_in(
                swapped_in(
                    _RIGHT_DECISIONS,
                    decide("LTG-0137", "reject", "Thêm 3 giờ sẽ thành 41 giờ, vượt giới hạn."),
                    on="request_id",
                ),
                decide("LTG-0145", "reject", "Thêm 2 giờ sẽ thành 42 giờ, vượt giới hạn."),
                on="request_id",
            ),
            "breaks": ["ltg_0137_note_hours", "ltg_0145_note_hours"],
        },
        {
            "name": "month_cap_only",
            "why": "weighs each request against 40 h a month but not QD-012's 200 h a year, so "
            "Hưng's and Ánh's December requests all fit",
            "calls": [
                decide(i, "approve") if i in ("LTG-0153", "LTG-0156", "LTG-0159") else c
                for c in _RIGHT_DECISIONS
                for i in [c["args"]["request_id"]]
            ],
            "breaks": ["ltg_0153_rejected", "ltg_0156_rejected", "ltg_0159_rejected"],
        },
        {
            "name": "cancelled_counted",
            "why": "counts Hưng's cancelled November 8 h toward his year, so his 13/12 is refused",
            "calls": swapped_in(
                _RIGHT_DECISIONS,
                decide("LTG-0152", "reject", "Năm 2026 em đã có 193 giờ, thêm 8 giờ là 201 giờ."),
                on="request_id",
            ),
            "breaks": ["ltg_0152_approved"],
        },
        {
            "name": "rejected_counted",
            "why": "counts Ánh's refused August 6 h toward her year, so her 12/12 is refused",
            "calls": swapped_in(
                _RIGHT_DECISIONS,
                decide("LTG-0157", "reject", "Năm 2026 em đã có 194,5 giờ, thêm 6 giờ là 200,5."),
                on="request_id",
            ),
            "breaks": ["ltg_0157_approved"],
        },
        {
            "name": "first_page_only",
            "why": "reads only the first page (20) of the pending overtime list and decides those",
            "calls": [c for c in _RIGHT_DECISIONS if c["args"]["request_id"] not in _SECOND_PAGE],
            "breaks": [f"{slug(i)}_{_DONE[_DECIDED[i]]}" for i in _SECOND_PAGE],
        },
        {
            "name": "rest_day_without_daily_cap",
            "why": "checks 4 h on a working day but not 12 h on a rest day",
            "calls": swapped_in(_RIGHT_DECISIONS, decide("LTG-0164", "approve"), on="request_id"),
            "breaks": ["ltg_0164_rejected"],
        },
        {
            "name": "december_pending_only",
            "why": "adds up Lan's pending December hours but not the 17 h already approved",
            "calls": swapped_in(_RIGHT_DECISIONS, decide("LTG-0162", "approve"), on="request_id"),
            "breaks": ["ltg_0162_rejected"],
        },
        {
            "name": "year_refusal_states_month",
            "why": "refuses Hưng's 19/12 and Ánh's 19/12 stating December's hours, not the year's",
            "calls": swapped_in(
                swapped_in(
                    _RIGHT_DECISIONS,
                    decide("LTG-0153", "reject", "Tháng 12 em đã có 21,5 giờ, năm 2026 vượt."),
                    on="request_id",
                ),
                decide("LTG-0159", "reject", "Tháng 12 em đã có 10 giờ, năm 2026 vượt."),
                on="request_id",
            ),
            "breaks": ["ltg_0153_note_hours", "ltg_0159_note_hours"],
        },
        {
            "name": "every_pending_month",
            "why": "decides every pending request of Sales, January's too",
            "calls": [
                *_RIGHT_DECISIONS,
                decide("DNP-0129", "approve"),
                decide("LTG-0135", "approve"),
            ],
            "breaks": ["dnp_0129_untouched", "ltg_0135_untouched"],
        },
        {
            "name": "refusal_without_reason",
            "why": "tries to approve Tùng's 5 days, leaves it pending when the tool refuses, and "
            "refuses Lâm's without the days left",
            "calls": swapped_in(
                swapped_in(_RIGHT_DECISIONS, decide("DNP-0121", "approve"), on="request_id"),
                decide("DNP-0122", "reject", "Không đủ phép."),
                on="request_id",
            ),
            "breaks": ["dnp_0121_rejected", "dnp_0122_note_balance"],
        },
    ],
}
