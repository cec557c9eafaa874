"""Tests for meaning-aware value matching (numbers, dates, text)."""

from __future__ import annotations

import time
import unicodedata
from datetime import date, datetime
from decimal import Decimal

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ava_inspect.scorers.matching import (
    as_date,
    as_number,
    normalize_text,
    parse_dates,
    parse_numbers,
    text_contains,
    values_equal,
)

NFD = "NFD"


def nfd(text: str) -> str:
    return unicodedata.normalize(NFD, text)


# --- normalize_text ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("  Nguyễn   Văn  A ", "nguyễn văn a"),
        ("NGUYỄN\tVĂN\nA", "nguyễn văn a"),
        ("Straße", "strasse"),
        ("", ""),
        ("\u00a0x\u2003y\u00a0", "x y"),
    ],
)
def test_normalize_text(raw: str, expected: str) -> None:
    assert normalize_text(raw) == expected


def test_normalize_text_composes_nfd() -> None:
    decomposed = nfd("Nguyễn")
    assert decomposed != "Nguyễn"
    assert normalize_text(decomposed) == "nguyễn"
    assert normalize_text(decomposed) == normalize_text("NGUYỄN")


# --- parse_numbers ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("1,5 ngày", ["1.5"]),
        ("1.5", ["1.5"]),
        ("2,25", ["2.25"]),
        ("1.500", ["1500"]),
        ("1,500", ["1500"]),
        ("1.234.567", ["1234567"]),
        ("1,234,567", ["1234567"]),
        ("1.234.567,89", ["1234567.89"]),
        ("1,234,567.89", ["1234567.89"]),
        ("1.5000", ["1.5"]),
        ("0.500", ["0.5"]),
        ("12345.678", ["12345.678"]),
        ("1234.567", ["1234.567"]),
        ("60.000.000đ", ["60000000"]),
        ("60.000.000 VNĐ", ["60000000"]),
        ("60,000,000", ["60000000"]),
        ("60 triệu", ["60000000"]),
        ("60tr", ["60000000"]),
        ("60 tr", ["60000000"]),
        ("60 Tr", ["60000000"]),
        ("1tr5", ["1500000"]),
        ("1tr25", ["1250000"]),
        ("1,5 triệu", ["1500000"]),
        ("1.5tr", ["1500000"]),
        ("1 triệu 500 nghìn", ["1500000"]),
        ("1 triệu rưỡi", ["1500000"]),
        ("1.500.000đ", ["1500000"]),
        ("200k", ["200000"]),
        ("200K", ["200000"]),
        ("2k5", ["2500"]),
        ("200 nghìn", ["200000"]),
        ("200 ngàn", ["200000"]),
        ("200.000đ", ["200000"]),
        ("2 tỷ", ["2000000000"]),
        ("2 tỉ", ["2000000000"]),
        ("2 TỶ đồng", ["2000000000"]),
        ("2 tỷ 300 triệu", ["2300000000"]),
        ("5 trăm nghìn", ["500000"]),
        ("1.5 million", ["1500000"]),
        ("10%", ["10"]),
        ("3 ngày", ["3"]),
        ("nghỉ 3 ngày không lương", ["3"]),
        ("-5 độ", ["-5"]),
        ("10-15 ngày", ["10", "15"]),
        ("5kg và 3 km", ["5", "3"]),
        ("60 trẻ em", ["60"]),
        ("mã NV001", []),
        ("60\u00a0000\u00a0000 đ", ["60000000"]),
        ("Lương 60tr, thưởng 2 tỷ, phụ cấp 200k.", ["60000000", "2000000000", "200000"]),
        ("không có số", []),
        ("", []),
    ],
)
def test_parse_numbers(text: str, expected: list[str]) -> None:
    assert parse_numbers(text) == [Decimal(v) for v in expected]


def test_parse_numbers_nfd_units() -> None:
    assert parse_numbers(nfd("60 triệu và 2 tỷ")) == [Decimal(60_000_000), Decimal(2 * 10**9)]


@pytest.mark.parametrize(
    "text",
    [
        "họp ngày 14/12",
        "họp ngày 14/12/2026",
        "2026-12-14",
        "14-12-2026",
        "14.12.2026",
        "ngày 14 tháng 12 năm 2026",
        "14 tháng 12",
        "lúc 14:30",
        "lúc 14h30",
        "14:30:00",
        "2026-12-14T14:30:00",
    ],
)
def test_dates_and_times_are_not_numbers(text: str) -> None:
    assert parse_numbers(text) == []


def test_invalid_date_digits_stay_numbers() -> None:
    assert parse_numbers("31/02/2026") == [Decimal(31), Decimal(2), Decimal(2026)]
    assert parse_numbers("25:99") == [Decimal(25), Decimal(99)]


def test_parse_numbers_keeps_numbers_next_to_dates() -> None:
    text = "Ngày 14/12/2026 chuyển 60.000.000đ lúc 9:30 cho 3 người"
    assert parse_numbers(text) == [Decimal(60_000_000), Decimal(3)]


def test_parse_numbers_non_str() -> None:
    assert parse_numbers(None) == []  # type: ignore[arg-type]


# --- parse_dates ------------------------------------------------------------------------------

DEC_14 = date(2026, 12, 14)
JAN_4 = date(2027, 1, 4)


@pytest.mark.parametrize(
    ("text", "default_year", "expected"),
    [
        ("14/12/2026", None, [DEC_14]),
        ("14/12", 2026, [DEC_14]),
        ("14-12-2026", None, [DEC_14]),
        ("2026-12-14", None, [DEC_14]),
        ("ngày 14 tháng 12 năm 2026", None, [DEC_14]),
        ("Ngày 14 Tháng 12 Năm 2026", None, [DEC_14]),
        ("14 tháng 12", 2026, [DEC_14]),
        ("14 tháng 12, 2026", None, [DEC_14]),
        ("14.12.2026", None, [DEC_14]),
        ("4/1/2027", None, [JAN_4]),
        ("04/01/2027", None, [JAN_4]),
        ("họp ngày 14/12 lúc 9h", 2026, [DEC_14]),
        ("ngày 14-12", 2026, [DEC_14]),
        ("14/12/26", None, [DEC_14]),
        ("2026-12-14T09:00:00", None, [DEC_14]),
        ("từ 1/12-14/12", 2026, [date(2026, 12, 1), DEC_14]),
        ("14/12/2026 và 4/1/2027", None, [DEC_14, JAN_4]),
        ("14/12/2026", 1999, [DEC_14]),
        ("14/12", None, []),
        ("31/02/2026", None, []),
        ("29/2", 2025, []),
        ("29/2", 2024, [date(2024, 2, 29)]),
        ("14.12", 2026, []),
        ("14-12", 2026, []),
        ("32/12/2026", None, []),
        ("không có ngày", 2026, []),
    ],
)
def test_parse_dates(text: str, default_year: int | None, expected: list[date]) -> None:
    assert parse_dates(text, default_year) == expected


def test_parse_dates_nfd() -> None:
    assert parse_dates(nfd("ngày 14 tháng 12 năm 2026")) == [DEC_14]


# --- as_number / as_date ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        (60, Decimal(60)),
        (1.5, Decimal("1.5")),
        (Decimal("2.25"), Decimal("2.25")),
        ("60tr", Decimal(60_000_000)),
        ("1,5", Decimal("1.5")),
        ("60.000.000đ", Decimal(60_000_000)),
        ("60.000.000 VNĐ", Decimal(60_000_000)),
        ("  200k ", Decimal(200_000)),
        ("$1,200.50", Decimal("1200.50")),
        ("10%", Decimal(10)),
        ("-1 triệu 500 nghìn", Decimal(-1_500_000)),
        ("1.500", Decimal(1500)),
        (True, None),
        (False, None),
        (None, None),
        (float("nan"), None),
        (float("inf"), None),
        (Decimal("NaN"), None),
        ({"a": 1}, None),
        ([1], None),
        ("", None),
        ("abc", None),
        ("5 6", None),
        ("3 ngày", None),
        ("14/12", None),
        ("2026-12-14", None),
        ("x" * 1_000_000, None),
    ],
)
def test_as_number(value: object, expected: Decimal | None) -> None:
    assert as_number(value) == expected


@pytest.mark.parametrize(
    ("value", "default_year", "expected"),
    [
        (DEC_14, None, DEC_14),
        (datetime(2026, 12, 14, 9, 30), None, DEC_14),
        ("2026-12-14", None, DEC_14),
        ("14/12/2026", None, DEC_14),
        ("ngày 14/12/2026", None, DEC_14),
        ("ngày 14 tháng 12 năm 2026", None, DEC_14),
        ("2026-12-14T09:00:00+07:00", None, DEC_14),
        ("14/12/2026 14:30", None, DEC_14),
        ("14/12", 2026, DEC_14),
        ("14/12", None, None),
        ("14/12/2026 và 5", None, None),
        ("14/12/2026 15/12/2026", None, None),
        ("20261214", None, None),
        ("2026-02-30", None, None),
        ("2026-12-14Tjunk", None, None),
        (20261214, None, None),
        (None, None, None),
        ("", None, None),
        ({"d": "2026-12-14"}, None, None),
    ],
)
def test_as_date(value: object, default_year: int | None, expected: date | None) -> None:
    assert as_date(value, default_year) == expected


# --- values_equal -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("expected", "actual"),
    [
        (1.5, "1,5 ngày"),
        (1.5, "1.5"),
        (1.5, Decimal("1.5")),
        (Decimal("1.5"), 1.5),
        (3, 3.0),
        (3, "3"),
        (3, "3 ngày"),
        (1500, "1.500"),
        (1500000, "1tr5"),
        (1500000, "1 triệu 500 nghìn"),
        (60000000, "60tr"),
        (60000000, "60.000.000đ"),
        (60000000, "60 triệu đồng"),
        (200000, "200k"),
        (2000000000, "2 tỷ"),
        (10, "10%"),
        (0.1 + 0.2, "0.3"),
        ("60tr", "60.000.000 VNĐ"),
        ("60tr", 60000000),
        ("1,5 ngày", "1.5 ngày"),
        (DEC_14, "14/12/2026"),
        (DEC_14, "14/12"),
        (DEC_14, "2026-12-14"),
        (DEC_14, datetime(2026, 12, 14, 8, 0)),
        ("2026-12-14", "ngày 14 tháng 12 năm 2026"),
        ("2026-12-14", DEC_14),
        ("2026-12-14", "14/12"),
        ("14/12/2026", "14.12.2026"),
        (datetime(2026, 12, 14, 9, 0), datetime(2026, 12, 14, 9, 0)),
        ("Nguyễn Văn A", "  nguyễn   VĂN a "),
        ("Nguyễn Văn A", nfd("Nguyễn Văn A")),
        (nfd("Nguyễn"), "NGUYỄN"),
        (True, True),
        (False, False),
        (None, None),
        ([1, "a", DEC_14], (1.0, "A", "14/12/2026")),
        ([], []),
        ({"days": 3, "name": "Lan"}, {"days": "3", "name": "lan"}),
    ],
)
def test_values_equal_true(expected: object, actual: object) -> None:
    assert values_equal(expected, actual) is True


@pytest.mark.parametrize(
    ("expected", "actual"),
    [
        (60, "160.000.000"),
        (60, "60.000.000"),
        (14, "ngày 14/12"),
        (14, "14/12"),
        (1.5, "1.500"),
        (1500, "1,5"),
        (3, "nghỉ 3 ngày không lương"),
        (3, "4"),
        (3, True),
        (1, True),
        (True, 1),
        (False, 0),
        (False, None),
        (None, 0),
        (None, ""),
        (0, None),
        (3, {"a": 3}),
        (3, [3]),
        (float("nan"), float("nan")),
        ("3 ngày", "3 tuần"),
        ("Lan", "Lanh"),
        ("abc", 5),
        ("abc", None),
        ("", None),
        ("5", True),
        (DEC_14, "15/12/2026"),
        (DEC_14, "14/12/2025"),
        (DEC_14, "không rõ"),
        (DEC_14, None),
        ("2026-12-14", "2026-12-15"),
        (datetime(2026, 12, 14, 9, 0), datetime(2026, 12, 14, 10, 0)),
        ([1, 2], [1]),
        ([1, 2], [1, 3]),
        ([1], "1"),
        ({"a": 1}, {"b": 1}),
        ({"a": 1}, [1]),
        ({1, 2}, {1, 2}),
        (object(), object()),
    ],
)
def test_values_equal_false(expected: object, actual: object) -> None:
    assert values_equal(expected, actual) is False


def test_values_equal_huge_and_recursive_inputs() -> None:
    huge = "60tr " * 200_000
    assert values_equal(60_000_000, huge) is False
    assert values_equal("abc", huge) is False
    assert values_equal(huge, huge) is True
    loop: list[object] = []
    loop.append(loop)
    assert values_equal(loop, loop) is False


# --- text_contains ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("haystack", "needle"),
    [
        ("Thời gian: 1,5 ngày", 1.5),
        ("Lương 60.000.000đ", 60000000),
        ("Lương 60.000.000 VNĐ", 60000000),
        ("Lương 60,000,000", 60000000),
        ("Lương 60 triệu", 60000000),
        ("Lương 60tr", 60000000),
        ("Lương 60 tr/tháng", 60000000),
        ("Thưởng 1tr5", 1500000),
        ("Thưởng 1,5 triệu", 1500000),
        ("Thưởng 1.5tr", 1500000),
        ("Thưởng 1 triệu 500 nghìn", 1500000),
        ("Thưởng 1.500.000đ", 1500000),
        ("Phụ cấp 200k", 200000),
        ("Phụ cấp 200K", 200000),
        ("Phụ cấp 200 nghìn", 200000),
        ("Phụ cấp 200 ngàn", 200000),
        ("Phụ cấp 200.000đ", 200000),
        ("Vốn 2 tỷ", 2000000000),
        ("Vốn 2 tỉ", 2000000000),
        ("Tăng 10%", 10),
        ("nghỉ 3 ngày không lương", 3),
        ("Nghỉ 3 ngày", Decimal(3)),
        ("Nghỉ 3 ngày", 3.0),
        ("Số lượng: 1.500", 1500),
        ("Họp ngày 14/12, 5 người", 5),
        ("Lương 60tr", "60.000.000đ"),
        ("Lương 60.000.000đ", "60tr"),
        (["dòng một", "tổng 60tr"], 60000000),
        (("dòng một", "tổng 60tr"), "60 triệu"),
        (60000000, 60000000),
        ("họp ngày 14/12/2026", DEC_14),
        ("họp ngày 14/12", DEC_14),
        ("họp 14-12-2026", DEC_14),
        ("họp 2026-12-14", DEC_14),
        ("họp ngày 14 tháng 12 năm 2026", DEC_14),
        ("họp 14 tháng 12", DEC_14),
        ("họp 14.12.2026", DEC_14),
        ("hạn 4/1/2027", JAN_4),
        ("hạn 04/01/2027", JAN_4),
        ("hạn 4/1", datetime(2027, 1, 4, 9, 0)),
        ("họp ngày 14/12", "14/12/2026"),
        ("họp ngày 14 tháng 12 năm 2026", "2026-12-14"),
        ("họp ngày 14/12/2026", "14/12"),
        ("chị Lan ơi", "Lan"),
        ("chị Lan, ơi", "lan"),
        ("(Lan)", "Lan"),
        ("Công ty Minh Phát Group", "Minh Phát"),
        ("CÔNG TY  MINH   PHÁT", "công ty minh phát"),
        (nfd("Gửi anh Nguyễn Văn A"), "nguyễn văn a"),
        ("Gửi anh Nguyễn Văn A", nfd("Nguyễn Văn A")),
        ("Mã đơn: HD-001.", "HD-001"),
        ("xem mục (a)", "(a)"),
    ],
)
def test_text_contains_true(haystack: object, needle: object) -> None:
    assert text_contains(haystack, needle) is True


@pytest.mark.parametrize(
    ("haystack", "needle"),
    [
        ("Tổng 160.000.000", 60),
        ("Tổng 60.000.000", 60),
        ("Tổng 160.000.000", "60"),
        ("họp ngày 14/12", 14),
        ("họp ngày 14/12/2026", 12),
        ("họp ngày 14/12/2026", 2026),
        ("họp lúc 14:30", 14),
        ("họp lúc 14h30", 30),
        ("Số lượng: 1.500", 1.5),
        ("Thời gian: 1,5 ngày", 15),
        ("Thưởng 1tr5", 1),
        ("Thưởng 1tr5", 5),
        ("Thưởng 1 triệu 500 nghìn", 500000),
        ("Phụ cấp 200k", 200),
        ("Tăng 10%", 1),
        ("mã NV001", 1),
        ("nghỉ 3 ngày", 4),
        ("họp ngày 14/12/2026", date(2026, 12, 15)),
        ("họp ngày 14/12/2026", date(2025, 12, 14)),
        ("họp ngày 14/12/2026", "15/12/2026"),
        ("Lanh", "Lan"),
        ("Lan", "Lanh"),
        ("Thanh Lan", "Lan Anh"),
        ("Công ty Minh Phátt", "Minh Phát"),
        ("chị Lan ơi", ""),
        ("chị Lan ơi", "   "),
        (None, "Lan"),
        (None, 5),
        ({"a": "Lan"}, "Lan"),
        ("Lan", None),
        ("Lan 1", True),
        ("Lan", {"a": 1}),
        ("Lan", ["Lan"]),
        ("", "Lan"),
        ("", 0),
        ("x" * 1_000_000, 5),
        ("x" * 1_000_000, "y"),
    ],
)
def test_text_contains_false(haystack: object, needle: object) -> None:
    assert text_contains(haystack, needle) is False


def test_text_contains_nfd_haystack_with_numbers_and_dates() -> None:
    text = nfd("Ngày 14 tháng 12 năm 2026, thưởng 2 tỷ")
    assert text_contains(text, DEC_14)
    assert text_contains(text, 2_000_000_000)
    assert not text_contains(text, 14)


def test_text_contains_list_joins_on_new_lines() -> None:
    assert text_contains(["Lan", "Anh"], "Lan")
    assert text_contains(["chị Lan", "Anh"], "Anh")
    assert not text_contains(["chị Lan", "Anh"], "Anhh")
    assert not text_contains(["1 triệu", "500 nghìn"], 1_500_000)
    assert text_contains(["1 triệu", "500 nghìn"], 500_000)


# --- robustness and speed ---------------------------------------------------------------------

PATHOLOGICAL = [
    "1 " * 500_000,
    "1" * 1_000_000,
    "1" + ".000" * 250_000,
    "1." * 500_000,
    "1," * 500_000,
    "11/" * 333_333,
    "1:" * 500_000,
    "-" * 1_000_000,
    "ngày " * 200_000,
    "1" + " " * 1_000_000 + "tr",
    "1 tr " * 200_000,
    "a" * 1_000_000,
]


@pytest.mark.parametrize("text", PATHOLOGICAL, ids=range(len(PATHOLOGICAL)))
def test_megabyte_inputs_stay_fast(text: str) -> None:
    start = time.perf_counter()
    parse_numbers(text)
    parse_dates(text, 2026)
    assert text_contains(text, 123_456_789) is False
    assert text_contains(text, "aa b") is False
    assert values_equal(text, 5) is False
    assert as_number(text) is None
    assert as_date(text) is None
    assert time.perf_counter() - start < 15


# --- properties -------------------------------------------------------------------------------


@settings(max_examples=300, deadline=None)
@given(st.integers(min_value=0, max_value=10**30))
def test_property_dotted_thousands_and_plain_digits(n: int) -> None:
    assert text_contains(f"Tổng: {n:,}đ".replace(",", "."), n)
    assert values_equal(n, str(n))


@pytest.mark.parametrize(
    ("haystack", "needle", "found"),
    [
        ("Hẹn anh lúc 10h00 thứ Sáu.", "10:00", True),
        ("Buổi phỏng vấn 10 giờ sáng.", "10:00", True),
        ("Họp 2 giờ chiều nhé.", "14:00", True),
        ("Họp 2 giờ 30 phút chiều.", "14:30", True),
        ("Lịch 14h30 ngày 15/12.", "14:30", True),
        ("Lúc 9h ạ.", "09:00", True),
        ("Lúc 9h ạ.", "9:30", False),
        ("Họp 2 giờ (sáng).", "14:00", False),
        ("Giao 14gói hàng.", "14:00", False),
        ("Tổng 160.000.000đ", "10:00", False),
        ("Phòng 10 tầng 3", "10:00", False),
        ("Gọi em 0962.817.453 nhé", "0962 817 453", True),
        ("SĐT +84 962 817 453", "0962817453", True),
        ("SĐT 0962-817-453", "+84962817453", True),
        ("Gọi 0962 817 45", "0962 817 453", False),
        ("Gọi 0962 817 4531", "0962 817 453", False),
        ("Công ty Hoà Bình", "Hòa Bình", True),
        ("Chúc chị mạnh khoẻ", "khỏe", True),
        ("Gửi chị Thuỷ", "Thủy", True),
        ("Anh Hoàng", "Hoà", False),
    ],
)
def test_text_contains_times_phones_and_tone_placement(
    haystack: str, needle: str, found: bool
) -> None:
    assert text_contains(haystack, needle) is found


def test_tone_placement_is_one_form_in_equality() -> None:
    assert values_equal("Nội thất Hòa Bình", "Nội thất Hoà Bình")
    assert values_equal("Trần Thị Thủy", "Trần Thị Thuỷ")
    assert not values_equal("Hoàng", "Hòa")


@pytest.mark.parametrize(
    ("haystack", "needle", "found"),
    [
        ("Anh Vinh nghỉ 28-31/12.", "28/12", True),
        ("Anh Vinh nghỉ 28 – 31/12/2026.", "2026-12-28", True),
        ("Nghỉ từ 28 đến 31/12/2026.", "28/12/2026", True),
        ("Nghỉ từ ngày 28 tới 31.12", "28/12", True),
        ("Anh Vinh nghỉ 28-31/12.", "31/12", True),
        ("Anh Vinh nghỉ 28-31/12.", "29/12", False),
        ("Giá 10-12/2026", "10/12", False),
    ],
)
def test_a_range_written_with_one_month_gives_its_first_day(
    haystack: str, needle: str, found: bool
) -> None:
    assert text_contains(haystack, needle) is found


def test_range_starts_keep_their_place_among_dates() -> None:
    assert parse_dates("Nghỉ 28-31/12, đi làm lại 04/01/2027", 2026) == [
        date(2026, 12, 28),
        date(2026, 12, 31),
        date(2027, 1, 4),
    ]
