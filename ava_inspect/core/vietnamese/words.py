"""The Vietnamese words value matching reads: units, number words, labels and cues.

Plain data (lower case, NFC), used by `vn_reading`. Each list says what it is for; adding a
synonym is adding a word here.
"""

from __future__ import annotations

import unicodedata
from decimal import Decimal


def nfc(text: str) -> str:
    return unicodedata.normalize("NFC", text)


# --- units ------------------------------------------------------------------------------------

UNITS: dict[str, tuple[str, ...]] = {
    "đồng": ("đồng", "dong", "vnđ", "vnd", "đ", "₫"),
    "usd": ("usd", "$", "đô la", "đô"),
    "eur": ("eur", "euro", "€"),
    "%": ("%", "phần trăm", "phan tram", "percent"),
    "ngày": ("ngày làm việc", "ngày công", "ngày phép", "ngày", "hôm", "days", "day"),
    "tuần": ("tuần", "weeks", "week"),
    "tháng": ("tháng", "months", "month"),
    "năm": ("năm", "years", "year"),
    "giờ": ("tiếng đồng hồ", "tiếng", "giờ", "gio", "h", "hours", "hour", "hrs"),
    "phút": ("phút", "phut", "p", "minutes", "minute", "mins", "min", "'"),
    "người": (
        "người",
        "nhân viên",
        "nhân sự",
        "thành viên",
        "anh chị em",
        "anh chị",
        "anh em",
        "bạn",
        "khách",
        "suất",
        "vị",
        "pax",
        "people",
        "persons",
    ),
    "lần": ("lần", "times"),
    "buổi": ("buổi",),
    "ý": (
        "ý chính",
        "ý",
        "điểm chính",
        "gạch đầu dòng",
        "gạch",
        "mục",
        "bullet points",
        "bullets",
        "bullet",
        "points",
    ),
    "cái": ("sản phẩm", "cái", "chiếc", "món", "sp"),
    "đơn": ("đơn hàng", "đơn"),
}
"""Canonical unit -> the words written for it. The canonical names are what a needle states."""

UNIT_OF: dict[str, str] = {nfc(word): unit for unit, words in UNITS.items() for word in words}

CURRENCIES = frozenset({"đồng", "usd", "eur"})
DURATIONS = frozenset({"ngày", "tuần", "tháng", "năm", "giờ", "phút"})
"""Units a trailing "rưỡi" adds half of ("2 ngày rưỡi" is 2.5 days)."""

HOUR_WORDS = frozenset({"giờ", "gio", "h", "g"})
"""Hour words that may be a clock time ("9 giờ", "16h") rather than a duration ("16 tiếng")."""

SCALES: dict[str, Decimal] = {
    nfc(word): Decimal(scale)
    for words, scale in (
        (("k", "nghìn", "nghin", "ngàn", "ngan", "thousand"), 10**3),
        (("tr", "triệu", "trieu", "củ", "million", "m"), 10**6),
        (("tỷ", "tỉ", "ty", "billion", "bn"), 10**9),
        (("trăm", "tram"), 10**2),
        (("chục",), 10),
    )
    for word in words
}
"""Multipliers after a number. "m" counts only as a capital M ("1.2M"): "1m7" is a height."""

# --- number words -----------------------------------------------------------------------------

DIGIT_WORDS: dict[str, int] = {
    "không": 0,
    "một": 1,
    "hai": 2,
    "ba": 3,
    "bốn": 4,
    "năm": 5,
    "sáu": 6,
    "bảy": 7,
    "bẩy": 7,
    "tám": 8,
    "chín": 9,
}
COMPOUND_ONLY: dict[str, int] = {"mốt": 1, "tư": 4, "lăm": 5, "nhăm": 5}
"""Digit words written only after tens ("hai mươi mốt", "hai lăm"), never alone."""
TEN_WORDS = frozenset({"mười"})
TENS_MARK = frozenset({"mươi"})
ZERO_TENS = frozenset({"linh", "lẻ"})
WORD_SCALES: dict[str, int] = {
    "trăm": 100,
    "nghìn": 1000,
    "ngàn": 1000,
    "triệu": 10**6,
    "tỷ": 10**9,
    "tỉ": 10**9,
    "củ": 10**6,
}
HALF_AFTER = frozenset({"rưỡi", "ruoi"})
HALF_BEFORE = frozenset({"nửa"})

NUMBER_WORDS = frozenset(
    {
        *DIGIT_WORDS,
        *COMPOUND_ONLY,
        *TEN_WORDS,
        *TENS_MARK,
        *ZERO_TENS,
        *WORD_SCALES,
        *HALF_AFTER,
        *HALF_BEFORE,
    }
)

APPROXIMATE = frozenset({"vài", "dăm", "mấy", "dăm ba", "độ"})
"""Words before a number that make it no definite quantity ("vài ngày", "mấy ngày")."""

KINSHIP = frozenset(
    {"anh", "chị", "cô", "chú", "bác", "ông", "bà", "dì", "cậu", "mợ", "thím", "dượng", "út"}
)
"""Before a number word, a name: "anh Hai", "chị Ba", "cô Sáu", "chú Bảy"."""

# --- what comes before a number ---------------------------------------------------------------

ORDINAL_LABELS = frozenset(
    {"thứ", "mồng", "mùng", "hạng", "top", "điều", "chương", "mục", "tiết", "§"}
)
"""A number after these is never a quantity, even with a unit after it: "thứ 2 ngày 14/12",
"mồng 2", "hạng 3", "Điều 3 ngày nghỉ" (a clause, then what it is about)."""

TIME_LABELS = frozenset(
    {
        "ngày",
        "tháng",
        "năm",
        "tuần",
        "hôm",
        "kỳ",
        "đợt",
        "lần",
        "ca",
        "vòng",
        "buổi",
        "quý",
        "mồng",
        "mùng",
    }
)
"""Labels a date may follow ("ngày 15/3", "đợt 15/12"); after any other label ("số 15/3",
"ngõ 42/15") "d/m" is an address or a reference, not a date."""

LABELS = frozenset(
    {
        # regulations and documents
        "điều",
        "khoản",
        "mục",
        "điểm",
        "chương",
        "phần",
        "tiết",
        "trang",
        "dòng",
        "câu",
        "bài",
        "bước",
        "phụ lục",
        "biểu mẫu",
        "mẫu",
        "số",
        "no",
        "nghị định",
        "thông tư",
        "quyết định",
        "luật",
        "version",
        "ver",
        "phiên bản",
        "phòng họp",
        "tỷ lệ",
        "tỉ lệ",
        "stk",
        "tk",
        "tài khoản",
        "mst",
        "cccd",
        "cmnd",
        "hộ chiếu",
        "bản",
        "giai đoạn",
        # places
        "tầng",
        "lầu",
        "phòng",
        "ngõ",
        "ngách",
        "hẻm",
        "kiệt",
        "đường",
        "phố",
        "phường",
        "xã",
        "quận",
        "huyện",
        "lô",
        "block",
        "tòa",
        "toà",
        "căn",
        "nhà",
        "kho",
        "khu",
        "ấp",
        "thôn",
        "tổ",
        "đội",
        "ô",
        "cửa",
        "cổng",
        "bàn",
        "ghế",
        "ca",
        # things with numbers
        "mã",
        "otp",
        "pin",
        "size",
        "cỡ",
        "model",
        "tập",
        "lớp",
        "khóa",
        "khoá",
        "khối",
        "vòng",
        "sprint",
        "đợt",
        "kỳ",
        "quý",
        "lần",
        "hóa đơn",
        "hoá đơn",
        # time nouns: "ngày 15", "tháng 12", "năm 2026", "tuần 2"
        "ngày",
        "tháng",
        "năm",
        "tuần",
        "hôm",
    }
)
"""A number after these without a unit is a label, not a quantity: "khoản 2", "Điều 6.1",
"tầng 3", "số 15", "tháng 12". With a unit it is a quantity again ("khoản 2 triệu", "mỗi năm 12
ngày", "phòng 4 người")."""

NOT_LABEL_AFTER = {"vòng": frozenset({"trong"}), "số": frozenset({"một"})}
"""Two-word phrases whose second word is not a label: "trong vòng 15", "một số"."""

# --- clock or duration ------------------------------------------------------------------------

DAY_PARTS: dict[str, str] = {
    "sáng": "morning",
    "sang": "morning",
    "trưa": "noon",
    "trua": "noon",
    "chiều": "afternoon",
    "chieu": "afternoon",
    "tối": "evening",
    "toi": "evening",
    "đêm": "night",
    "dem": "night",
    "khuya": "night",
    "am": "am",
    "a.m.": "am",
    "pm": "pm",
    "p.m.": "pm",
}

DURATION_BEFORE = (
    "làm thêm",
    "tăng ca",
    "ot",
    "tối đa",
    "tối thiểu",
    "tổng cộng",
    "tổng",
    "cộng",
    "còn lại",
    "còn",
    "thêm",
    "mất",
    "trong vòng",
    "trong",
    "hơn",
    "gần",
    "đủ",
    "quá",
    "vượt quá",
    "vượt",
    "không quá",
    "dưới",
    "chỉ",
    "được",
    "làm",
    "có",
    "hết",
    "=",
)
"""Before "N giờ"/"Nh": a duration ("tối đa 16 giờ", "còn 16h")."""

CLOCK_BEFORE = ("lúc", "vào lúc", "hẹn", "từ", "đến", "tới", "trước", "sau", "tầm", "khoảng")
"""Before "N giờ"/"Nh": a clock time ("lúc 9 giờ", "trước 16h"). Wins over duration cues."""

DURATION_AFTER = (
    "/",
    "làm thêm",
    "làm việc",
    "công",
    "đồng hồ",
    "mỗi",
    "nữa",
    "liên tục",
    "một tuần",
    "một tháng",
    "một ngày",
    "trong",
    "trên",
)
"""After "N giờ"/"Nh": a duration ("40 giờ/tháng", "24 giờ làm thêm")."""

# --- what an amount is said to be -------------------------------------------------------------

OWED_MARKERS = (
    "còn nợ",
    "nợ còn lại",
    "còn lại",
    "còn thiếu",
    "còn phải thu",
    "còn phải trả",
    "còn phải thanh toán",
    "phải thanh toán",
    "phải thu",
    "phải trả",
    "cần thu",
    "nợ lại",
    "chưa thanh toán",
    "chưa trả",
    "chưa tt",
    "chưa thu",
    "chưa chuyển",
    "dư nợ",
    "số dư",
    "công nợ",
    "nhắc nợ",
    "nợ",
    "còn",
    "cần thanh toán",
    "cần trả",
    "cần chuyển",
    "thanh toán nốt",
    "trả nốt",
    "nốt",
    "hẹn chuyển khoản",
    "hẹn chuyển",
    "hẹn trả",
    "hẹn thanh toán",
    "sẽ chuyển khoản",
    "sẽ chuyển",
    "sẽ trả",
    "sẽ thanh toán",
    "outstanding",
    "balance",
    "remaining",
    "unpaid",
    "owed",
    "due",
)
PAID_MARKERS = (
    "đã thanh toán được",
    "đã thanh toán",
    "đã trả được",
    "đã trả",
    "đã tt",
    "đã chuyển khoản",
    "đã chuyển",
    "đã nhận được",
    "đã nhận",
    "đã thu",
    "đã nộp",
    "đã đóng",
    "thanh toán được",
    "trả trước",
    "đặt cọc",
    "đã cọc",
    "paid",
    "received",
)
"""Words that say an amount is still owed / already paid ("còn nợ 7,7 triệu", "đã TT 7,7tr")."""

ROLES = ("owed", "paid")
