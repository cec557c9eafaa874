"""Month-end receivables run for the whole South sales team: bank lines, an import, promises, reminders."""

from ava_inspect.tasks.builders.calls import Call, call
from ava_inspect.tasks.builders.crm import log_activity, record_payment
from ava_inspect.tasks.builders.mail import write_mail
from ava_inspect.tasks.builders.negatives import (
    no_record,
    not_mailed,
    paid_once,
    unchanged,
)
from ava_inspect.tasks.builders.variants import without

REQUESTER = "NV-0005"
TUNG, TUAN, ANH = "tungpt@saoviet.vn", "tuanhm@saoviet.vn", "anhptn@saoviet.vn"
DONG_A = "binh.ttt@dongaconstruction.vn"
HAI_AU = "diem.vt@haiauhotel.vn"
GIO_NUI_NEW = "kieu.lt@gionuicoffee.vn"
GIO_NUI_LEFT = "tram.ntn@gionuicoffee.vn"
OANH, LAM = "oanhdtk@saoviet.vn", "lamtv@saoviet.vn"
SG_XANH = "han.ttn@insaigonxanh.vn"
BAO_LOC = "thao.ltt@chebaoloc.vn"
SOC_TRANG = "sarin.tt@gaosoctrangxanh.vn"
QUY_NHON = "nhan.pth@noithatquynhon.vn"
CUU_LONG = "tran.ntb@duoccuulong.vn"
SUBSIDIARY = "tam.vm@logistics.saoviet.vn"
ALLOWED_DOMAINS = [
    "saoviet.vn",
    "dongaconstruction.vn",
    "haiauhotel.vn",
    "gionuicoffee.vn",
    "mekongxanh.com.vn",
    "hoabinhcorp.com",
    "minhphatjsc.com",
    "insaigonxanh.vn",
    "chebaoloc.vn",
    "gaosoctrangxanh.vn",
    "noithatquynhon.vn",
    "duoccuulong.vn",
]
REMINDER_WORDS = [["quá hạn", "nhắc"]]
"""A reminder mentions that the invoice is overdue or that this is a reminder."""

PLAN = (
    "Khải ơi,\n\n"
    "Đợt thu nợ cuối tháng này em làm giúp chị toàn bộ khách của nhóm Kinh doanh miền Nam (nhóm "
    "anh Tùng, tính cả khách anh Tùng trực tiếp phụ trách) nhé. Khách của nhóm miền Bắc chị Lan "
    "lo, kể cả các khoản tiền về của họ.\n\n"
    "1. Trước khi nhắc, em đối chiếu sổ phụ ngân hàng Ngọc gửi: tiền đã về thì ghi nhận vào đúng "
    "hóa đơn; khoản nào hệ thống đã tự import rồi thì đừng ghi thêm lần nữa, chỉ chốt hóa đơn. "
    "Hóa đơn đã thu đủ thì không nhắc nữa.\n"
    "2. Khách nào đã hẹn với bạn kinh doanh một ngày thanh toán cụ thể (có ghi trong hoạt động "
    "trên CRM) mà chưa tới ngày hẹn thì đợt này chưa gửi thư nhắc; em ghi một hoạt động loại ghi "
    "chú (note) trên CRM cho khách đó, nêu số tiền còn phải thu và ngày hẹn, để bạn phụ trách theo "
    "dõi. Hẹn đã qua mà "
    "khách vẫn chưa trả thì nhắc như bình thường.\n"
    "3. Còn lại thì nhắc đúng Quy trình thu hồi công nợ: thư gửi kế toán bên khách, CC bạn phụ "
    "trách và quản lý trực tiếp của bạn ấy, gửi xong ghi hoạt động nhắc nợ.\n"
    "4. Đơn vị nội bộ (chi nhánh, công ty con) thì không nhắc nợ, cuối quý Kế toán đối trừ.\n\n"
    "Chị Nguyệt"
)
BANK = (
    "Anh Khải ơi,\n\n"
    "Em gửi anh các khoản tiền về trên sổ phụ Vietcombank ngày 08/12/2026 liên quan đến công nợ "
    "phải thu:\n"
    "1. 10.000.000đ — CTCP THUY SAN MEKONG XANH CK THANH TOAN MOT PHAN HD0033\n"
    "2. 9.350.000đ — HOA BINH CORP PAYMENT INV HD-0050 TRAINING FEE\n"
    "3. 30.800.000đ — MINH PHAT JSC TT HD0008 PHI BAN QUYEN 2026 (khoản này hệ thống đã tự "
    "import vào AMIS sáng nay, nhưng em thấy hóa đơn vẫn đang treo)\n"
    "4. 13.200.000đ — CONG TY TNHH GOM SU KIM SON TT HD0045 (khách miền Bắc, em đã chuyển chị "
    "Lan)\n"
    "5. 10.000.000đ — CTCP CHE BAO LOC TT MOT PHAN HD0104\n"
    "6. 27.500.000đ — CONG TY TNHH GAO SOC TRANG XANH TT HD0105\n\n"
    "Khoản 1, 2, 5 và 6 em chưa ghi nhận vào AMIS, anh xử lý giúp em nhé.\n\nNgọc"
)


def _reminder(to: str, cc: list[str], customer: str, lines: str, total: str) -> list[Call]:
    return [
        write_mail(
            to,
            cc=cc,
            subject=f"[Sao Việt] Nhắc thanh toán công nợ quá hạn — {customer}",
            body="Kính gửi Quý công ty,\n\nCông ty Cổ phần Công nghệ Sao Việt trân trọng "
            f"thông báo các hóa đơn sau của Quý công ty đã quá hạn thanh toán:\n{lines}\n"
            f"Tổng số tiền còn phải thanh toán: {total}.\n\nKính đề nghị Quý công ty thu xếp "
            "thanh toán trong thời gian sớm nhất. Nếu Quý công ty đã thanh toán, xin vui lòng "
            "bỏ qua thư này.\n\nTrân trọng,\nĐỗ Văn Khải\nKế toán công nợ — Phòng Kế toán\n"
            "Công ty Cổ phần Công nghệ Sao Việt",
        )
    ]


def _pay(invoice_id: str, amount: int, note: str) -> Call:
    return record_payment(invoice_id, amount, "2026-12-08", method="bank_transfer", note=note)


BOOKINGS = [
    _pay("HD-0033", 10000000, "Sổ phụ Vietcombank 08/12/2026: Mekong Xanh thanh toán một phần"),
    _pay("HD-0050", 9350000, "Sổ phụ Vietcombank 08/12/2026: Hoa Binh Corp thanh toán HD-0050"),
    call("amis_accounting_update_invoice_status", invoice_id="HD-0008", status="paid"),
    _pay("HD-0104", 10000000, "Sổ phụ Vietcombank 08/12/2026: Chè Bảo Lộc thanh toán một phần"),
    _pay("HD-0105", 27500000, "Sổ phụ Vietcombank 08/12/2026: Gạo Sóc Trăng Xanh thanh toán"),
]
DONG_A_MAIL = _reminder(
    DONG_A,
    [TUNG, TUAN],
    "Công ty Cổ phần Xây dựng Đông Á",
    "- HD-0011 (đến hạn 25/10/2026): 74.000.000đ, đã thanh toán 40.000.000đ, còn phải thanh "
    "toán 34.000.000đ",
    "34.000.000đ",
)
HAI_AU_MAIL = _reminder(
    HAI_AU,
    [TUNG, TUAN],
    "Công ty TNHH Khách sạn Hải Âu Nha Trang",
    "- HD-0091 (đến hạn 19/11/2026): 16.500.000đ, đã thanh toán 6.500.000đ, còn phải thanh "
    "toán 10.000.000đ",
    "10.000.000đ",
)
GIO_NUI_MAIL = _reminder(
    GIO_NUI_NEW,
    [ANH, TUNG],
    "Công ty TNHH Cà phê Gió Núi",
    "- HD-0092 (đến hạn 04/11/2026): còn phải thanh toán 8.250.000đ",
    "8.250.000đ",
)
SG_XANH_MAIL = _reminder(
    SG_XANH,
    [OANH, TUNG],
    "Công ty TNHH In ấn Sài Gòn Xanh",
    "- HD-0101 (đến hạn 20/10/2026): 45.100.000đ, đã thanh toán 15.000.000đ, còn phải thanh "
    "toán 30.100.000đ\n- HD-0102 (đến hạn 19/11/2026): còn phải thanh toán 12.760.000đ",
    "42.860.000đ",
)
BAO_LOC_MAIL = _reminder(
    BAO_LOC,
    [ANH, TUNG],
    "Công ty Cổ phần Chè Bảo Lộc",
    "- HD-0104 (đến hạn 04/11/2026): 18.480.000đ, đã thanh toán 10.000.000đ ngày 08/12/2026, "
    "còn phải thanh toán 8.480.000đ",
    "8.480.000đ",
)
CUU_LONG_MAIL = _reminder(
    CUU_LONG,
    [OANH, TUNG],
    "Công ty Cổ phần Dược phẩm Cửu Long",
    "- HD-0107 (đến hạn 04/11/2026): còn phải thanh toán 16.940.000đ",
    "16.940.000đ",
)
MORE_LOGS = [
    log_activity(
        "KH-0081", "reminder", "Gửi thư nhắc nợ HD-0101 và HD-0102, còn phải thu 42.860.000đ."
    ),
    log_activity("KH-0082", "reminder", "Gửi thư nhắc nợ HD-0104, còn phải thu 8.480.000đ."),
    log_activity("KH-0085", "reminder", "Gửi thư nhắc nợ HD-0107, còn phải thu 16.940.000đ."),
    log_activity(
        "KH-0084",
        "note",
        "Rà soát công nợ cuối tháng: HD-0106 còn phải thu 23.660.000đ; khách hẹn thanh toán "
        "ngày 18/12/2026, chưa gửi thư nhắc.",
    ),
]
LOGS = [
    log_activity("KH-0005", "reminder", "Gửi thư nhắc nợ HD-0011, còn phải thu 34.000.000đ."),
    log_activity("KH-0016", "reminder", "Gửi thư nhắc nợ HD-0091, còn phải thu 10.000.000đ."),
    log_activity("KH-0022", "reminder", "Gửi thư nhắc nợ HD-0092, còn phải thu 8.250.000đ."),
    log_activity(
        "KH-0015",
        "note",
        "Rà soát công nợ cuối tháng: HD-0033 còn phải thu 17.300.000đ sau khoản 10.000.000đ "
        "ngày 08/12; khách hẹn thanh toán nốt ngày 28/12/2026, chưa gửi thư nhắc.",
    ),
]
RIGHT_WORK = [
    *BOOKINGS,
    *DONG_A_MAIL,
    *HAI_AU_MAIL,
    *GIO_NUI_MAIL,
    *SG_XANH_MAIL,
    *BAO_LOC_MAIL,
    *CUU_LONG_MAIL,
    *LOGS,
    *MORE_LOGS,
]
NEW_CUSTOMERS = [
    # id, name, kind, tax code, address, email, phone, owner
    (
        "KH-0081",
        "Công ty TNHH In ấn Sài Gòn Xanh",
        "external",
        "0316925874",
        "Số 27 Lê Văn Sỹ, phường Tân Sơn Hòa, TP. Hồ Chí Minh",
        "info@insaigonxanh.vn",
        "028 3845 6271",
        "NV-0013",
    ),
    (
        "KH-0082",
        "Công ty Cổ phần Chè Bảo Lộc",
        "external",
        "5801382694",
        "Số 14 Trần Phú, phường 1 Bảo Lộc, tỉnh Lâm Đồng",
        "info@chebaoloc.vn",
        "0263 3864 219",
        "NV-0038",
    ),
    (
        "KH-0083",
        "Công ty TNHH Gạo Sóc Trăng Xanh",
        "external",
        "2201573846",
        "Số 8 Hùng Vương, phường Phú Lợi, Cần Thơ",
        "info@gaosoctrangxanh.vn",
        "0299 3821 560",
        "NV-0027",
    ),
    (
        "KH-0084",
        "Công ty TNHH Nội thất Gỗ Quy Nhơn",
        "external",
        "4101628375",
        "Lô A5 KCN Phú Tài, phường Quy Nhơn Bắc, tỉnh Gia Lai",
        "info@noithatquynhon.vn",
        "0256 3741 802",
        "NV-0012",
    ),
    (
        "KH-0085",
        "Công ty Cổ phần Dược phẩm Cửu Long",
        "external",
        "1500427318",
        "Số 150 đường 14 Tháng 9, phường Long Châu, tỉnh Vĩnh Long",
        "info@duoccuulong.vn",
        "0270 3822 746",
        "NV-0013",
    ),
    (
        "KH-0086",
        "Công ty TNHH Sao Việt Logistics Miền Nam",
        "internal",
        "",
        "Tầng 3, 68 Nguyễn Huệ, phường Sài Gòn, TP. Hồ Chí Minh",
        "logistics@saoviet.vn",
        "028 3915 2207",
        "NV-0027",
    ),
]
NEW_CONTACTS = [
    ("LH-0101", "KH-0081", "Trần Thị Ngọc Hân", "Kế toán", SG_XANH, "0903 726 415"),
    ("LH-0102", "KH-0082", "Lê Thị Thu Thảo", "Kế toán trưởng", BAO_LOC, "0918 364 502"),
    ("LH-0103", "KH-0083", "Thạch Thị Sa Rin", "Kế toán", SOC_TRANG, "0939 518 274"),
    ("LH-0104", "KH-0084", "Phạm Thị Hồng Nhạn", "Kế toán", QUY_NHON, "0914 273 680"),
    ("LH-0105", "KH-0085", "Nguyễn Thị Bảo Trân", "Kế toán", CUU_LONG, "0907 481 263"),
    ("LH-0106", "KH-0085", "Trương Văn Tài", "Giám đốc", "tai.tv@duoccuulong.vn", "0913 652 470"),
    ("LH-0107", "KH-0086", "Võ Minh Tâm", "Kế toán", SUBSIDIARY, "0908 215 736"),
]
NEW_INVOICES = [
    (
        "HD-0101",
        "KH-0081",
        "2026-09-10",
        "2026-10-20",
        45100000,
        15000000,
        "partially_paid",
        "Phí triển khai AMIS Kế toán cho xưởng in",
    ),
    (
        "HD-0102",
        "KH-0081",
        "2026-10-20",
        "2026-11-19",
        12760000,
        0,
        "unpaid",
        "Phí tích hợp máy in hóa đơn",
    ),
    (
        "HD-0103",
        "KH-0081",
        "2026-12-02",
        "2026-12-31",
        20000000,
        0,
        "unpaid",
        "Phí bản quyền AMIS Kế toán năm 2027",
    ),
    (
        "HD-0104",
        "KH-0082",
        "2026-10-20",
        "2026-11-04",
        18480000,
        0,
        "unpaid",
        "Phí đào tạo kế toán vùng nguyên liệu chè",
    ),
    (
        "HD-0105",
        "KH-0083",
        "2026-10-20",
        "2026-11-19",
        27500000,
        0,
        "unpaid",
        "Phí triển khai AMIS Kế toán cho nhà máy xay xát",
    ),
    (
        "HD-0106",
        "KH-0084",
        "2026-10-20",
        "2026-11-19",
        33660000,
        10000000,
        "partially_paid",
        "Phí triển khai AMIS Sản xuất cho xưởng gỗ",
    ),
    (
        "HD-0107",
        "KH-0085",
        "2026-10-20",
        "2026-11-04",
        16940000,
        0,
        "unpaid",
        "Phí hỗ trợ kết nối hóa đơn điện tử",
    ),
    (
        "HD-0108",
        "KH-0086",
        "2026-11-10",
        "2026-11-25",
        5500000,
        0,
        "unpaid",
        "Phí dịch vụ CNTT nội bộ tháng 10/2026",
    ),
]


TASK = {
    "id": "crm.expert_month_end_south_team",
    "domain": "crm",
    "tier": "expert",
    "summary": "Month-end receivables run for the South team (Tùng and his three reports) over "
    "thirteen overdue customers: book four bank lines (two part payments, two full), close an "
    "invoice an import already paid without booking it twice, leave two promises not yet due as "
    "notes and remind the two whose promise passed, skip two internal units and the North "
    "customer's bank line, and remind six customers at the outstanding amounts (overdue invoices "
    "only), each to its current accountant, cc the owner and the owner's own manager, each logged.",
    "requester_id": REQUESTER,
    "prompt": "AVA ơi, chị Nguyệt giao anh đợt thu nợ cuối tháng cho khách của nhóm Kinh doanh "
    "miền Nam, chị ấy gửi hướng dẫn qua mail tối qua, sáng nay Ngọc cũng gửi sổ phụ ngân hàng rồi. "
    "Em làm giúp anh trọn đợt này theo đúng hướng dẫn của chị Nguyệt và quy trình thu hồi công nợ "
    "nhé, xong tóm tắt lại cho anh khách nào đã xử lý thế nào.",
    "hops": [
        "regulation_before_action",
        "bridge_tables",
        "branch_on_data",
        "combine_regulations",
        "forbid_overreach",
    ],
    "seed": {
        "mail.messages": [
            {
                "id": "TH-0091",
                "folder": "inbox",
                "sender": "nguyetltm@saoviet.vn",
                "to": ["khaidv@saoviet.vn"],
                "subject": "Đợt thu nợ cuối tháng 12 — khách nhóm miền Nam",
                "body": PLAN,
                "sent_at": "2026-12-08T17:10",
                "read": False,
            },
            {
                "id": "TH-0092",
                "folder": "inbox",
                "sender": "ngocntb@saoviet.vn",
                "to": ["khaidv@saoviet.vn"],
                "subject": "Sổ phụ Vietcombank 08/12 — các khoản tiền về chưa khớp hóa đơn",
                "body": BANK,
                "sent_at": "2026-12-09T08:20",
                "read": False,
            },
        ],
        "crm.customers": [
            dict(
                zip(
                    ("id", "name", "kind", "tax_code", "address", "email", "phone", "owner_id"),
                    c,
                    strict=True,
                )
            )
            for c in NEW_CUSTOMERS
        ],
        "crm.contacts": [
            *[
                dict(
                    zip(
                        ("id", "customer_id", "full_name", "title", "email", "phone"),
                        c,
                        strict=True,
                    )
                )
                for c in NEW_CONTACTS
            ],
            {"id": "LH-0053", "title": "Kế toán (đã nghỉ việc từ 01/12/2026)"},
            {
                "id": "LH-0091",
                "customer_id": "KH-0022",
                "full_name": "Lương Thị Kiều",
                "title": "Kế toán",
                "email": GIO_NUI_NEW,
                "phone": "0263 3821 447",
            },
        ],
        "crm.invoices": [
            {
                "id": "HD-0091",
                "customer_id": "KH-0016",
                "issue_date": "2026-10-20",
                "due_date": "2026-11-19",
                "amount": 16500000,
                "paid_amount": 6500000,
                "status": "partially_paid",
                "description": "Phí đào tạo lễ tân sử dụng phần mềm quản lý khách sạn",
            },
            {
                "id": "HD-0092",
                "customer_id": "KH-0022",
                "issue_date": "2026-10-20",
                "due_date": "2026-11-04",
                "amount": 8250000,
                "description": "Phí chuyển đổi dữ liệu bán hàng sang AMIS Kế toán",
            },
            {
                "id": "HD-0093",
                "customer_id": "KH-0024",
                "issue_date": "2026-11-10",
                "due_date": "2026-11-25",
                "amount": 7500000,
                "description": "Phí thuê thiết bị trình diễn hội thảo khách hàng tháng 11/2026",
            },
            *[
                dict(
                    zip(
                        (
                            "id",
                            "customer_id",
                            "issue_date",
                            "due_date",
                            "amount",
                            "paid_amount",
                            "status",
                            "description",
                        ),
                        i,
                        strict=True,
                    )
                )
                for i in NEW_INVOICES
            ],
        ],
        "crm.payments": [
            {
                "id": "PT-0091",
                "invoice_id": "HD-0008",
                "amount": 30800000,
                "date": "2026-12-08",
                "method": "bank_transfer",
                "note": "Import sổ phụ Vietcombank 08/12: MINH PHAT JSC TT HD0008 PHI BAN QUYEN "
                "2026",
            },
            {
                "id": "PT-0092",
                "invoice_id": "HD-0091",
                "amount": 6500000,
                "date": "2026-11-18",
                "note": "Thanh toán một phần phí đào tạo",
            },
            {
                "id": "PT-0093",
                "invoice_id": "HD-0101",
                "amount": 15000000,
                "date": "2026-10-20",
                "note": "Thanh toán đợt 1",
            },
            {
                "id": "PT-0094",
                "invoice_id": "HD-0106",
                "amount": 10000000,
                "date": "2026-11-25",
                "note": "Thanh toán một phần",
            },
        ],
        "crm.activities": [
            {
                "id": "HDG-0091",
                "customer_id": "KH-0016",
                "kind": "call",
                "content": "Chị Võ Thị Diễm hẹn thanh toán nốt 10.000.000đ của HD-0091 trước "
                "ngày 05/12/2026.",
                "date": "2026-11-25",
                "created_by": "NV-0012",
            },
            {
                "id": "HDG-0092",
                "customer_id": "KH-0022",
                "kind": "note",
                "content": "Chị Nguyễn Thị Ngọc Trâm nghỉ việc từ 01/12/2026; kế toán mới là chị "
                "Lương Thị Kiều, đã thêm vào danh bạ liên hệ.",
                "date": "2026-12-02",
                "created_by": "NV-0038",
            },
            {
                "id": "HDG-0093",
                "customer_id": "KH-0015",
                "kind": "call",
                "content": "Chị Trần Thị Mộng Tuyền báo đã chuyển trước 10.000.000đ cho HD-0033; "
                "phần còn lại hẹn chuyển ngày 28/12/2026.",
                "date": "2026-12-08",
                "created_by": "NV-0027",
            },
            {
                "id": "HDG-0094",
                "customer_id": "KH-0084",
                "kind": "call",
                "content": "Chị Phạm Thị Hồng Nhạn hẹn thanh toán nốt 23.660.000đ của HD-0106 vào "
                "ngày 18/12/2026, sau khi nhận tiền hàng của đối tác Hàn Quốc.",
                "date": "2026-12-02",
                "created_by": "NV-0012",
            },
            {
                "id": "HDG-0095",
                "customer_id": "KH-0085",
                "kind": "call",
                "content": "Anh Trương Văn Tài (Giám đốc) hẹn chuyển khoản HD-0107 trước ngày "
                "02/12/2026.",
                "date": "2026-11-25",
                "created_by": "NV-0013",
            },
        ],
    },
    "assertions": [
        {
            "id": "mekong_part_payment",
            "kind": "record_exists",
            "skill": "branch_on_data",
            "table": "crm.payments",
            "note": "the 10M bank line is booked once against HD-0033, dated 08/12",
            "where": {"invoice_id": "HD-0033", "amount": 10000000, "date": "2026-12-08"},
        },
        {
            "id": "mekong_invoice_part_paid",
            "kind": "record_field",
            "skill": "branch_on_data",
            "table": "crm.invoices",
            "note": "HD-0033 now has 30M of 47.3M received: still partly paid",
            "where": {"id": "HD-0033"},
            "expect": {"paid_amount": 30000000, "status": "partially_paid"},
        },
        {
            "id": "hoa_binh_corp_paid",
            "kind": "record_field",
            "skill": "branch_on_data",
            "table": "crm.invoices",
            "note": "the 9.35M bank line pays HD-0050 in full",
            "where": {"id": "HD-0050"},
            "expect": {"paid_amount": 9350000, "status": "paid"},
        },
        {
            "id": "minh_phat_jsc_closed",
            "kind": "record_field",
            "skill": "branch_on_data",
            "table": "crm.invoices",
            "note": "HD-0008 is closed as paid on the imported 30.8M",
            "where": {"id": "HD-0008"},
            "expect": {"paid_amount": 30800000, "status": "paid"},
        },
        {
            "id": "dong_a_recipients",
            "kind": "mail_sent",
            "skill": "regulation_before_action",
            "note": "Đông Á: to its chief accountant Bình, cc the owner Tùng and his manager Tuấn",
            "to": [DONG_A],
            "cc": [TUNG, TUAN],
            "only_recipients": True,
        },
        {
            "id": "dong_a_outstanding",
            "kind": "mail_sent",
            "skill": "branch_on_data",
            "note": "Đông Á's reminder names HD-0011 at what is left, 34M (74M less 40M paid)",
            "to": [DONG_A],
            "body_contains": ["HD-0011", 34000000],
            "body_not_contains": ["HD-0012"],
        },
        {
            "id": "hai_au_recipients",
            "kind": "mail_sent",
            "skill": "branch_on_data",
            "note": "Hải Âu (the promised 05/12 has passed): to its accountant Diễm, cc Tùng and Tuấn",
            "to": [HAI_AU],
            "cc": [TUNG, TUAN],
            "only_recipients": True,
        },
        {
            "id": "hai_au_outstanding",
            "kind": "mail_sent",
            "skill": "branch_on_data",
            "note": "Hải Âu's reminder names HD-0091 at 10M, without HD-0036 (due 16/12)",
            "to": [HAI_AU],
            "body_contains": ["HD-0091", 10000000],
            "body_not_contains": ["HD-0036"],
        },
        {
            "id": "gio_nui_recipients",
            "kind": "mail_sent",
            "skill": "bridge_tables",
            "note": "Gió Núi: to the new accountant Kiều, cc the owner Ánh and her manager Tùng",
            "to": [GIO_NUI_NEW],
            "cc": [ANH, TUNG],
            "only_recipients": True,
        },
        {
            "id": "gio_nui_outstanding",
            "kind": "mail_sent",
            "skill": "resist_look_alikes",
            "note": "Gió Núi's reminder names HD-0092 at 8.25M",
            "to": [GIO_NUI_NEW],
            "body_contains": ["HD-0092", 8250000],
        },
        {
            "id": "sg_xanh_recipients",
            "kind": "mail_sent",
            "skill": "regulation_before_action",
            "note": "Sài Gòn Xanh: to its accountant Hân, cc the owner Oanh and her manager Tùng",
            "to": [SG_XANH],
            "cc": [OANH, TUNG],
            "only_recipients": True,
        },
        {
            "id": "sg_xanh_outstanding",
            "kind": "mail_sent",
            "skill": "regulation_before_action",
            "note": "Sài Gòn Xanh's reminder: HD-0101 at 30.1M left and HD-0102 12.76M, 42.86M in "
            "all, without the not-yet-due HD-0103",
            "to": [SG_XANH],
            "body_contains": ["HD-0101", 30100000, "HD-0102", 12760000, 42860000],
            "body_not_contains": ["HD-0103"],
        },
        {
            "id": "bao_loc_part_payment",
            "kind": "record_field",
            "skill": "branch_on_data",
            "table": "crm.invoices",
            "note": "bank line 5 books 10M on Chè Bảo Lộc's HD-0104: still partly paid",
            "where": {"id": "HD-0104"},
            "expect": {"paid_amount": 10000000, "status": "partially_paid"},
        },
        {
            "id": "bao_loc_recipients",
            "kind": "mail_sent",
            "skill": "regulation_before_action",
            "note": "Chè Bảo Lộc: to its chief accountant Thảo, cc the owner Ánh and her manager Tùng",
            "to": [BAO_LOC],
            "cc": [ANH, TUNG],
            "only_recipients": True,
        },
        {
            "id": "bao_loc_outstanding",
            "kind": "mail_sent",
            "skill": "combine_regulations",
            "note": "Chè Bảo Lộc's reminder names HD-0104 at the 8.48M left after the bank line",
            "to": [BAO_LOC],
            "body_contains": ["HD-0104", 8480000],
        },
        {
            "id": "soc_trang_paid",
            "kind": "record_field",
            "skill": "branch_on_data",
            "table": "crm.invoices",
            "note": "bank line 6 pays Gạo Sóc Trăng Xanh's HD-0105 in full",
            "where": {"id": "HD-0105"},
            "expect": {"paid_amount": 27500000, "status": "paid"},
        },
        {
            "id": "cuu_long_recipients",
            "kind": "mail_sent",
            "skill": "branch_on_data",
            "note": "Dược phẩm Cửu Long (its 02/12 promise passed): to its accountant Trân, cc Oanh "
            "and Tùng",
            "to": [CUU_LONG],
            "cc": [OANH, TUNG],
            "only_recipients": True,
        },
        {
            "id": "cuu_long_outstanding",
            "kind": "mail_sent",
            "skill": "branch_on_data",
            "note": "Cửu Long's reminder names HD-0107 at 16.94M",
            "to": [CUU_LONG],
            "body_contains": ["HD-0107", 16940000],
        },
        *[
            {
                "id": f"{key}_logged",
                "kind": "record_exists",
                "skill": "regulation_before_action",
                "table": "crm.activities",
                "note": f"a reminder activity for {name} ({cid}) by Khải today",
                "where": {
                    "customer_id": cid,
                    "kind": "reminder",
                    "created_by": REQUESTER,
                    "date": "2026-12-09",
                },
            }
            for key, name, cid in (
                ("sg_xanh", "Sài Gòn Xanh", "KH-0081"),
                ("bao_loc", "Chè Bảo Lộc", "KH-0082"),
                ("cuu_long", "Dược phẩm Cửu Long", "KH-0085"),
            )
        ],
        {
            "id": "quy_nhon_promise_noted",
            "kind": "record_exists",
            "skill": "branch_on_data",
            "table": "crm.activities",
            "note": "Gỗ Quy Nhơn promised 18/12 to Tùng: a note today with the 23.66M owed and that "
            "date",
            "where": {
                "customer_id": "KH-0084",
                "kind": "note",
                "created_by": REQUESTER,
                "date": "2026-12-09",
                "content": {"contains": [23660000, "2026-12-18"]},
            },
        },
        not_mailed(
            "quy_nhon_not_reminded",
            note="Gỗ Quy Nhơn's promised 18/12 is not reached: no reminder mail to its accountant",
            recipients=[QUY_NHON],
            body_contains=REMINDER_WORDS,
            skill="branch_on_data",
        ),
        not_mailed(
            "soc_trang_not_reminded",
            note="Gạo Sóc Trăng Xanh has paid HD-0105: no reminder mail to its accountant",
            recipients=[SOC_TRANG],
            body_contains=REMINDER_WORDS,
            skill="branch_on_data",
        ),
        not_mailed(
            "subsidiary_not_mailed",
            note="Sao Việt Logistics Miền Nam is an internal unit: its HD-0108 is not chased",
            recipients=[SUBSIDIARY],
            skill="branch_on_data",
        ),
        unchanged(
            "subsidiary_invoice_left",
            table="crm.invoices",
            record_id="HD-0108",
            note="the subsidiary's internal HD-0108 is left for the quarter-end offset",
        ),
        {
            "id": "dong_a_logged",
            "kind": "record_exists",
            "skill": "regulation_before_action",
            "table": "crm.activities",
            "note": "a reminder activity for Đông Á (KH-0005) by Khải today",
            "where": {
                "customer_id": "KH-0005",
                "kind": "reminder",
                "created_by": REQUESTER,
                "date": "2026-12-09",
            },
        },
        {
            "id": "hai_au_logged",
            "kind": "record_exists",
            "skill": "regulation_before_action",
            "table": "crm.activities",
            "note": "a reminder activity for Hải Âu (KH-0016) by Khải today",
            "where": {
                "customer_id": "KH-0016",
                "kind": "reminder",
                "created_by": REQUESTER,
                "date": "2026-12-09",
            },
        },
        {
            "id": "gio_nui_logged",
            "kind": "record_exists",
            "skill": "regulation_before_action",
            "table": "crm.activities",
            "note": "a reminder activity for Gió Núi (KH-0022) by Khải today",
            "where": {
                "customer_id": "KH-0022",
                "kind": "reminder",
                "created_by": REQUESTER,
                "date": "2026-12-09",
            },
        },
        {
            "id": "mekong_promise_noted",
            "kind": "record_exists",
            "skill": "branch_on_data",
            "table": "crm.activities",
            "note": "Mekong Xanh promised 28/12: a note today with the 17.3M still owed and that date",
            "where": {
                "customer_id": "KH-0015",
                "kind": "note",
                "created_by": REQUESTER,
                "date": "2026-12-09",
                "content": {"contains": [17300000, "2026-12-28"]},
            },
        },
        paid_once(
            "import_not_booked_twice",
            "HD-0008",
            note="the imported PT-0091 stays the only payment of HD-0008",
        ),
        no_record(
            "no_extra_reminders",
            table="crm.activities",
            where={
                "kind": "reminder",
                "date": "2026-12-09",
                "customer_id": {
                    "not_in": ["KH-0005", "KH-0016", "KH-0022", "KH-0081", "KH-0082", "KH-0085"]
                },
            },
            note="no reminder logged today for anyone but Đông Á, Hải Âu, Gió Núi, Sài Gòn "
            "Xanh, Chè Bảo Lộc and Cửu Long",
        ),
        not_mailed(
            "mekong_not_reminded",
            note="Mekong Xanh's promised 28/12 is not reached: no reminder mail to its accountant",
            recipients=["tuyen.ttm@mekongxanh.com.vn"],
            body_contains=REMINDER_WORDS,
            skill="branch_on_data",
        ),
        not_mailed(
            "hoa_binh_corp_not_reminded",
            note="Hoa Binh Corp has paid HD-0050: no reminder mail to its accountant Quỳnh",
            recipients=["quynh.lam@hoabinhcorp.com"],
            body_contains=REMINDER_WORDS,
            skill="branch_on_data",
        ),
        not_mailed(
            "minh_phat_jsc_not_reminded",
            note="Minh Phat JSC has paid HD-0008: no reminder mail to its accountant Khoa",
            recipients=["accounting@minhphatjsc.com"],
            body_contains=REMINDER_WORDS,
            skill="branch_on_data",
        ),
        not_mailed(
            "branch_not_mailed",
            note="the HCM branch is an internal unit: its overdue HD-0093 is not chased by mail",
            recipients=["diep.ttn@hcm.saoviet.vn"],
            skill="branch_on_data",
        ),
        not_mailed(
            "left_accountant_not_mailed",
            note="Gió Núi's former accountant Trâm, who left on 01/12, gets nothing",
            recipients=[GIO_NUI_LEFT],
            skill="resist_look_alikes",
        ),
        not_mailed(
            "nothing_outside",
            note="no mail to any domain but Sao Việt's and the South customers' concerned",
            recipient_outside=ALLOWED_DOMAINS,
        ),
        unchanged(
            "north_bank_line_left",
            table="crm.invoices",
            record_id="HD-0045",
            note="the North customer Kim Sơn's bank line is Lan's: HD-0045 stays as it is",
        ),
        unchanged(
            "branch_invoice_left",
            table="crm.invoices",
            record_id="HD-0093",
            note="the branch's internal invoice HD-0093 is left for the quarter-end offset",
        ),
    ],
    "oracle": [
        call("amismail_search_mail", query="thu nợ"),
        call("amismail_read_mail", message_id="TH-0091"),
        call("amismail_read_mail", message_id="TH-0092"),
        call("document_get", document_id="QD-005"),
        call("amis_hrm_get_employee", employee_id="NV-0012"),
        call("amis_hrm_search_employee", query="", department_id="PB-KD"),
        call("amis_accounting_get_receivables"),
        call("amis_accounting_get_invoice", invoice_id="HD-0008"),
        call("amis_accounting_get_invoice", invoice_id="HD-0033"),
        call("amis_accounting_get_invoice", invoice_id="HD-0050"),
        call("amis_crm_get_customer", customer_id="KH-0005"),
        call("amis_crm_get_customer", customer_id="KH-0015"),
        call("amis_crm_get_customer", customer_id="KH-0016"),
        call("amis_crm_get_customer", customer_id="KH-0022"),
        call("amis_crm_get_customer", customer_id="KH-0024"),
        *[call("amis_crm_get_customer", customer_id=f"KH-00{n}") for n in range(81, 87)],
        call("amismail_get_template", template_id="MAU-01"),
        *RIGHT_WORK,
    ],
    "anti_oracles": [
        {
            "name": "receivables_at_face",
            "why": "reminds every overdue South customer straight from the receivables list, "
            "before booking the bank lines or reading the promises and the branch note",
            "calls": [
                *DONG_A_MAIL,
                *HAI_AU_MAIL,
                *GIO_NUI_MAIL,
                *_reminder(
                    "tuyen.ttm@mekongxanh.com.vn",
                    ["lamtv@saoviet.vn", TUNG],
                    "Công ty Cổ phần Thủy sản Mekong Xanh",
                    "- HD-0033: còn phải thanh toán 27.300.000đ",
                    "27.300.000đ",
                ),
                *_reminder(
                    "quynh.lam@hoabinhcorp.com",
                    ["lamtv@saoviet.vn", TUNG],
                    "Hoa Binh Corp",
                    "- HD-0050: còn phải thanh toán 9.350.000đ",
                    "9.350.000đ",
                ),
                *_reminder(
                    "accounting@minhphatjsc.com",
                    ["oanhdtk@saoviet.vn", TUNG],
                    "Minh Phat JSC",
                    "- HD-0008: còn phải thanh toán 30.800.000đ",
                    "30.800.000đ",
                ),
                *_reminder(
                    "diep.ttn@hcm.saoviet.vn",
                    [TUNG, TUAN],
                    "Chi nhánh TP. Hồ Chí Minh",
                    "- HD-0093: còn phải thanh toán 7.500.000đ",
                    "7.500.000đ",
                ),
                *LOGS[:3],
                log_activity("KH-0015", "reminder", "Gửi thư nhắc nợ HD-0033."),
                log_activity("KH-0009", "reminder", "Gửi thư nhắc nợ HD-0050."),
                log_activity("KH-0003", "reminder", "Gửi thư nhắc nợ HD-0008."),
                log_activity("KH-0024", "reminder", "Gửi thư nhắc nợ HD-0093."),
            ],
            "breaks": [
                "mekong_part_payment",
                "hoa_binh_corp_paid",
                "minh_phat_jsc_closed",
                "mekong_promise_noted",
                "no_extra_reminders",
                "mekong_not_reminded",
                "hoa_binh_corp_not_reminded",
                "minh_phat_jsc_not_reminded",
                "branch_not_mailed",
                "nothing_outside",
            ],
        },
        {
            "name": "not_due_invoice_listed",
            "why": "lists Sài Gòn Xanh's not-yet-due HD-0103 in its reminder too",
            "calls": [
                *without(RIGHT_WORK, SG_XANH_MAIL[0]),
                *_reminder(
                    SG_XANH,
                    [OANH, TUNG],
                    "Công ty TNHH In ấn Sài Gòn Xanh",
                    "- HD-0101: 30.100.000đ\n- HD-0102: 12.760.000đ\n- HD-0103 (đến hạn "
                    "31/12/2026): 20.000.000đ",
                    "62.860.000đ",
                ),
            ],
            "breaks": ["sg_xanh_outstanding"],
        },
        {
            "name": "reminds_before_booking",
            "why": "reminds Chè Bảo Lộc at the 18.48M of the receivables list before booking line 5",
            "calls": [
                *without(RIGHT_WORK, BAO_LOC_MAIL[0]),
                *_reminder(
                    BAO_LOC,
                    [ANH, TUNG],
                    "Công ty Cổ phần Chè Bảo Lộc",
                    "- HD-0104: còn phải thanh toán 18.480.000đ",
                    "18.480.000đ",
                ),
            ],
            "breaks": ["bao_loc_outstanding"],
        },
        {
            "name": "second_promise_missed",
            "why": "reminds Gỗ Quy Nhơn although Tùng's call note has it promising 18/12",
            "calls": [
                *without(RIGHT_WORK, MORE_LOGS[3]),
                *_reminder(
                    QUY_NHON,
                    [TUNG, TUAN],
                    "Công ty TNHH Nội thất Gỗ Quy Nhơn",
                    "- HD-0106: còn phải thanh toán 23.660.000đ",
                    "23.660.000đ",
                ),
                log_activity("KH-0084", "reminder", "Gửi thư nhắc nợ HD-0106, còn 23.660.000đ."),
            ],
            "breaks": ["quy_nhon_promise_noted", "quy_nhon_not_reminded", "no_extra_reminders"],
        },
        {
            "name": "passed_promise_spared",
            "why": "spares Cửu Long for its promise although 02/12 has passed",
            "calls": [
                *without(RIGHT_WORK, CUU_LONG_MAIL[0], MORE_LOGS[2]),
                log_activity("KH-0085", "note", "Khách hẹn chuyển khoản HD-0107 trước 02/12."),
            ],
            "breaks": ["cuu_long_recipients", "cuu_long_outstanding", "cuu_long_logged"],
        },
        {
            "name": "subsidiary_chased",
            "why": "reminds the internal Sao Việt Logistics Miền Nam like an outside customer",
            "calls": [
                *RIGHT_WORK,
                *_reminder(
                    SUBSIDIARY,
                    [LAM, TUNG],
                    "Công ty TNHH Sao Việt Logistics Miền Nam",
                    "- HD-0108: còn phải thanh toán 5.500.000đ",
                    "5.500.000đ",
                ),
                log_activity("KH-0086", "reminder", "Gửi thư nhắc nợ HD-0108."),
            ],
            "breaks": ["subsidiary_not_mailed", "no_extra_reminders"],
        },
        {
            "name": "books_the_import_again",
            "why": "records Minh Phat JSC's 30.8M from the bank mail although the import already "
            "booked it",
            "calls": [
                _pay("HD-0008", 30800000, "Sổ phụ 08/12"),
                *without(RIGHT_WORK, BOOKINGS[2]),
            ],
            "breaks": ["import_not_booked_twice"],
        },
        {
            "name": "reminds_despite_promise",
            "why": "books Mekong Xanh's 10M, then reminds the 17.3M left although the customer "
            "promised 28/12",
            "calls": [
                *without(RIGHT_WORK, LOGS[3]),
                *_reminder(
                    "tuyen.ttm@mekongxanh.com.vn",
                    ["lamtv@saoviet.vn", TUNG],
                    "Công ty Cổ phần Thủy sản Mekong Xanh",
                    "- HD-0033: còn phải thanh toán 17.300.000đ",
                    "17.300.000đ",
                ),
                log_activity("KH-0015", "reminder", "Gửi thư nhắc nợ HD-0033, còn 17.300.000đ."),
            ],
            "breaks": ["mekong_promise_noted", "mekong_not_reminded", "no_extra_reminders"],
        },
        {
            "name": "old_accountant",
            "why": "mails Gió Núi's first 'Kế toán' contact, who left on 01/12, not the new one",
            "calls": [
                *without(RIGHT_WORK, GIO_NUI_MAIL[0]),
                *_reminder(
                    GIO_NUI_LEFT,
                    [ANH, TUNG],
                    "Công ty TNHH Cà phê Gió Núi",
                    "- HD-0092: còn phải thanh toán 8.250.000đ",
                    "8.250.000đ",
                ),
            ],
            "breaks": ["gio_nui_recipients", "gio_nui_outstanding", "left_accountant_not_mailed"],
        },
        {
            "name": "team_lead_for_everyone",
            "why": "copies the team lead's manager Tuấn on every reminder, not each owner's own "
            "manager (Ánh's is Tùng)",
            "calls": [
                *without(RIGHT_WORK, GIO_NUI_MAIL[0]),
                *_reminder(
                    GIO_NUI_NEW,
                    [ANH, TUAN],
                    "Công ty TNHH Cà phê Gió Núi",
                    "- HD-0092: còn phải thanh toán 8.250.000đ",
                    "8.250.000đ",
                ),
            ],
            "breaks": ["gio_nui_recipients"],
        },
        {
            "name": "promise_already_passed_skipped",
            "why": "treats Hải Âu's promise (05/12, already passed) like a live one and only notes it",
            "calls": [
                *without(RIGHT_WORK, HAI_AU_MAIL[0], LOGS[1]),
                log_activity(
                    "KH-0016", "note", "Khách hẹn thanh toán HD-0091 10.000.000đ trước 05/12."
                ),
            ],
            "breaks": ["hai_au_recipients", "hai_au_outstanding", "hai_au_logged"],
        },
        {
            "name": "books_every_bank_line",
            "why": "books all four bank lines, the North customer's too",
            "calls": [
                _pay("HD-0045", 13200000, "Sổ phụ 08/12: Gốm sứ Kim Sơn"),
                *RIGHT_WORK,
            ],
            "breaks": ["north_bank_line_left"],
        },
        {
            "name": "face_value",
            "why": "reminds Đông Á and Hải Âu at invoice face value, ignoring what they paid",
            "calls": [
                *without(RIGHT_WORK, DONG_A_MAIL[0], HAI_AU_MAIL[0]),
                *_reminder(
                    DONG_A,
                    [TUNG, TUAN],
                    "Công ty Cổ phần Xây dựng Đông Á",
                    "- HD-0011: 74.000.000đ",
                    "74.000.000đ",
                ),
                *_reminder(
                    HAI_AU,
                    [TUNG, TUAN],
                    "Công ty TNHH Khách sạn Hải Âu Nha Trang",
                    "- HD-0091: 16.500.000đ",
                    "16.500.000đ",
                ),
            ],
            "breaks": ["dong_a_outstanding", "hai_au_outstanding"],
        },
    ],
}
