"""Tests for meaning-aware value matching (numbers, dates, text)."""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from datetime import date, datetime
from decimal import Decimal
from typing import Final

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ava_inspect.core.vietnamese.matching import (
    DateSpan,
    Quantity,
    as_date,
    as_number,
    normalize_text,
    parse_dates,
    parse_numbers,
    text_contains,
    values_equal,
)

NFD: Final = "NFD"


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
        ("14.12", 2026, [DEC_14]),  # how many write a date
        ("14-12", 2026, [DEC_14]),  # 14 > 12: no range of numbers, a date
        ("10-12", 2026, []),  # a range "from 10 to 12", not 10 December
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


# --- robustness ---------------------------------------------------------------------------

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


@pytest.mark.slow  # drives Inspect or a real process end to end
@pytest.mark.parametrize("text", PATHOLOGICAL, ids=range(len(PATHOLOGICAL)))
def test_megabyte_inputs_are_read_without_inventing_values(text: str) -> None:
    """How long they take is measured by `bench/matching_speed.py`, not timed here."""
    parse_numbers(text)
    parse_dates(text, 2026)
    assert text_contains(text, 123_456_789) is False
    assert text_contains(text, "aa b") is False
    assert values_equal(text, 5) is False
    assert as_number(text) is None
    assert as_date(text) is None


# --- properties -------------------------------------------------------------------------------


def test_an_amount_starting_with_84_is_no_phone() -> None:
    """'84.300.000.000đ' has the shape of +84 300 000 000; the currency unit says it is money."""
    assert text_contains("Tổng: 84.300.000.000đ", 84_300_000_000)
    assert text_contains("84.300.000.000 đồng", 84_300_000_000)
    assert not text_contains("Gọi 84 903 418 652 nhé", 84_903_418_652)
    assert text_contains("Gọi 84 903 418 652 nhé", "0903418652")


@settings(max_examples=300, deadline=None)
@given(st.integers(min_value=0, max_value=10**30))
def test_property_dotted_thousands_and_plain_digits(n: int) -> None:
    """Dotted thousands with a currency are money; plain digits are the number, unless they have
    a phone's shape (84 and nine digits: '84700000000' is the phone 0700 000 000)."""
    assert text_contains(f"Tổng: {n:,}đ".replace(",", "."), n)
    digits = str(n)
    if not values_equal(n, digits):
        assert len(digits) == 11 and digits.startswith("84"), digits
        assert values_equal("0" + digits[2:], digits)


def test_plain_digits_of_a_phones_shape_are_the_phone() -> None:
    """Found by the property above (a random draw in CI): an 11-digit string starting with 84 is
    a phone without its '+', never 84 billion; with dots and a currency it is money."""
    assert not values_equal(84_700_000_000, "84700000000")
    assert values_equal("0700 000 000", "84700000000")
    assert text_contains("Tổng: 84.700.000.000đ", 84_700_000_000)


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


# --- realistic writing ------------------------------------------------------------------------
# How office staff and shop customers write amounts, counts, dates, times and phones, and the
# traps that must not match. Every row must be read right.

Q = Quantity
D = DateSpan

# (how it is written, the amount it states)
AMOUNTS = [
    # 1,200,000 in every office and chat form
    ("Tổng tiền: 1.200.000đ", 1_200_000),
    ("Đơn giá 1.200.000 VNĐ", 1_200_000),
    ("Amount: 1,200,000 VND", 1_200_000),
    ("VND 1,200,000", 1_200_000),
    ("phí 1.200.000 đồng/tháng", 1_200_000),
    ("thanh toán 1 200 000 đ", 1_200_000),
    ("chuyển 1 200 000đ nhé", 1_200_000),
    ("giá 1tr2 chị ơi", 1_200_000),
    ("1,2 triệu", 1_200_000),
    ("1.2 triệu", 1_200_000),
    ("khoảng 1,2tr", 1_200_000),
    ("1.2tr", 1_200_000),
    ("1tr200", 1_200_000),
    ("1 triệu 2", 1_200_000),
    ("1 triệu 200", 1_200_000),
    ("1 triệu 200 nghìn", 1_200_000),
    ("1 triệu 200k", 1_200_000),
    ("1 triệu hai", 1_200_000),
    ("một triệu hai", 1_200_000),
    ("một triệu hai trăm nghìn", 1_200_000),
    ("1 triệu hai trăm nghìn đồng", 1_200_000),
    ("1.200k", 1_200_000),
    ("1200k", 1_200_000),
    ("budget 1.2M", 1_200_000),
    ("1200 nghìn", 1_200_000),
    ("1,2 củ", 1_200_000),
    ("1 củ 2", 1_200_000),
    ("1200000", 1_200_000),
    ("1.200.000,00 đ", 1_200_000),
    ("1.200.000₫", 1_200_000),
    ("₫1.200.000", 1_200_000),
    # 2,500,000
    ("2 triệu 5", 2_500_000),
    ("2tr5", 2_500_000),
    ("2,5 triệu", 2_500_000),
    ("2 triệu rưỡi", 2_500_000),
    ("hai triệu rưỡi", 2_500_000),
    ("hai triệu năm trăm nghìn", 2_500_000),
    ("2.500.000đ", 2_500_000),
    ("2 500 000 đồng", 2_500_000),
    ("2.5tr", 2_500_000),
    ("2500k", 2_500_000),
    ("2 triệu 500 nghìn", 2_500_000),
    ("2tr500", 2_500_000),
    # 2,350,000
    ("2 triệu 350", 2_350_000),
    ("2tr350", 2_350_000),
    ("2.350.000", 2_350_000),
    ("2 triệu 350 nghìn", 2_350_000),
    ("hai triệu ba trăm năm mươi nghìn", 2_350_000),
    ("2,35 triệu", 2_350_000),
    # billions
    ("3 tỷ 2", 3_200_000_000),
    ("3,2 tỷ", 3_200_000_000),
    ("3 tỷ 200 triệu", 3_200_000_000),
    ("ba tỷ hai", 3_200_000_000),
    ("3.200.000.000đ", 3_200_000_000),
    ("3.2 tỷ", 3_200_000_000),
    ("3 tỉ 2", 3_200_000_000),
    # 60,000,000
    ("lương 60 củ", 60_000_000),
    ("60tr", 60_000_000),
    ("60 triệu", 60_000_000),
    ("sáu mươi triệu", 60_000_000),
    ("60.000.000", 60_000_000),
    ("60M", 60_000_000),
    # 12,450,000
    ("12 450 000 đồng", 12_450_000),
    ("12.450.000đ", 12_450_000),
    ("12tr450", 12_450_000),
    ("12,45 triệu", 12_450_000),
    ("12 triệu 450 nghìn", 12_450_000),
    ("12 triệu 450", 12_450_000),
    ("mười hai triệu bốn trăm năm mươi nghìn đồng", 12_450_000),
    # smaller amounts
    ("500k", 500_000),
    ("500 nghìn", 500_000),
    ("nửa triệu", 500_000),
    ("năm trăm nghìn", 500_000),
    ("5 trăm nghìn", 500_000),
    ("500.000đ", 500_000),
    ("0,5 triệu", 500_000),
    ("350k", 350_000),
    ("ba trăm năm mươi nghìn", 350_000),
    ("25k", 25_000),
    ("hai lăm nghìn", 25_000),
    ("hai mươi lăm nghìn", 25_000),
    ("7tr7", 7_700_000),
    ("7 triệu 7", 7_700_000),
    ("7,7 triệu", 7_700_000),
    ("bảy triệu bảy", 7_700_000),
    ("7700k", 7_700_000),
    ("200 ngàn", 200_000),
    ("hai trăm nghìn", 200_000),
    ("200K", 200_000),
    ("phí ship 30k", 30_000),
    ("30.000đ", 30_000),
    ("ba mươi nghìn", 30_000),
    ("-1.500.000đ", -1_500_000),
    # plain counts
    ("Phòng mình có 4 người", 4),
    ("tối đa 10 ngày làm việc", 10),
    ("quyết toán trong vòng 15 ngày", 15),
    ("Số lượng: 3", 3),
    ("em đặt 2 cái", 2),
    ("40 - 24 = 16 giờ", 16),
    # a list item after a line ending in an amount is no range
    ("còn lại: 0đ\n- 58.300.000đ cho HD-0021", 58_300_000),
    ("tổng 10.000.000đ\n\n- 58.300.000 đồng", 58_300_000),
]

# (how it is written, an amount it must NOT be read as)
AMOUNT_TRAPS = [
    ("1 500 000đ", 500),
    ("1 500 000đ", 1),
    ("12 450 000 đồng", 450),
    ("2 triệu 5", 5),
    ("2 triệu 5", 2_000_000),
    ("2tr5", 2_000_000),
    ("2 triệu 350", 350),
    ("3 tỷ 2", 3_000_000_000),
    ("60 củ", 60),
    ("1.2M", 1.2),
    ("cao 1m2", 1_200_000),
    ("1.200k", 1200),
    ("Tổng 160.000.000", 60),
    ("Tổng 60.000.000", 60),
    # ids and codes
    ("hóa đơn HD-0015", 15),
    ("theo QD-002", 2),
    ("nhân viên NV-0012", 12),
    ("QĐ-011 §4", 11),
    ("phòng PH-05", 5),
    ("mẫu #CV226", 226),
    ("mã CV226", 226),
    ("SKU AT-102-XL", 102),
    ("đơn DNP-0090", 90),
    ("mail TH-0090", 90),
    ("mã NV001", 1),
    ("nv0012@saoviet.vn", 12),
    ("căn hộ 12B", 12),
    # phones
    ("0912 345 678", 345),
    ("0912 345 678", 678),
    ("0912 345 678", 912),
    ("0912.345.678", 345),
    ("(+84) 903-418-652", 418),
    ("+84 903 418 652", 903),
    ("hotline 1900 1234", 1234),
    ("gọi 0903 418", 418),
    # clauses, labels, ordinals
    ("Điều 6.1", 6.1),
    ("Điều 6.1", 6),
    ("theo khoản 2", 2),
    ("QĐ-011 §4", 4),
    ("§ 4", 4),
    ("mục 3", 3),
    ("điểm b khoản 2 Điều 5", 2),
    ("điểm b khoản 2 Điều 5", 5),
    ("Chương 2", 2),
    ("tầng 3", 3),
    ("phòng 10", 10),
    ("Số 15, ngõ 42 Trần Duy Hưng", 15),
    ("Số 15, ngõ 42 Trần Duy Hưng", 42),
    ("42 Trần Duy Hưng", 42),
    ("thứ 2", 2),
    ("Thứ 7 này", 7),
    ("mồng 2 Tết", 2),
    ("quý 4", 4),
    ("lần 2", 2),
    ("vòng 2", 2),
    ("Review sprint 48", 48),
    ("version 2", 2),
    ("năm 2026", 2026),
    ("tháng 12 em đã làm", 12),
    ("ngày 15 em đi", 15),
    ("1. Tổng giờ làm thêm", 1),
    ("- 2) Làm thêm ngày nghỉ", 2),
    ("3/4 số lượng", 3),
    ("8/10 điểm", 8),
    ("hỗ trợ 24/7", 24),
    ("tỷ lệ 1:2", 1),
    ("x2 lương", 2),
    # dates and times
    ("họp ngày 14/12", 14),
    ("họp ngày 14/12/2026", 12),
    ("họp ngày 14/12/2026", 2026),
    ("ngày 14 tháng 12 năm 2026", 14),
    ("lúc 16h", 16),
    ("lúc 14:30", 14),
    ("14h30", 30),
    ("9 giờ sáng", 9),
    ("16h ngày 11/12", 16),
    ("2 giờ chiều", 2),
    # ranges and approximate counts
    ("10-15 ngày", 15),
    ("10-15 ngày", 10),
    ("từ 10 đến 15 ngày", 15),
    ("2 hoặc 3 ngày", 3),
    ("1-2 triệu", 2_000_000),
    ("vài ngày", 2),
    # number words that are names, days, ordinals
    ("thứ Hai", 2),
    ("thứ ba", 3),
    ("Thứ Năm", 5),
    ("thứ Bảy", 7),
    ("anh Hai", 2),
    ("chị Ba gửi em", 3),
    ("Hai Bà Trưng", 2),
    ("quận Ba Đình", 3),
    ("hai bên đã thống nhất", 2),
    ("năm nay", 5),
    ("tư vấn", 4),
    ("ba mẹ em", 3),
    ("tháng hai", 2),
    ("lần hai", 2),
]

# (text, Quantity needle) that must match
QUANTITIES = [
    ("tối đa 10 ngày làm việc mỗi năm", Q(10, "ngày")),
    ("trước ít nhất 02 ngày làm việc", Q(2, "ngày")),
    ("trước ít nhất 2 ngày", Q(2, "ngày")),
    ("hai ngày làm việc", Q(2, "ngày")),
    ("ba ngày", Q(3, "ngày")),
    ("nghỉ 3 ngày phép", Q(3, "ngày")),
    ("2 ngày công", Q(2, "ngày")),
    ("2 ngày rưỡi", Q(2.5, "ngày")),
    ("hai ngày rưỡi", Q(2.5, "ngày")),
    ("nửa ngày", Q(0.5, "ngày")),
    ("0,5 ngày", Q(0.5, "ngày")),
    ("1,5 ngày", Q(1.5, "ngày")),
    ("một ngày rưỡi", Q(1.5, "ngày")),
    ("mười ngày", Q(10, "ngày")),
    ("mười lăm ngày", Q(15, "ngày")),
    ("10 ngày/năm", Q(10, "ngày")),
    ("trong vòng 15 ngày kể từ ngày về", Q(15, "ngày")),
    ("đã quá hạn 30 ngày", Q(30, "ngày")),
    ("30 ngày quá hạn", Q(30, "ngày")),
    ("trễ 30 hôm rồi", Q(30, "ngày")),
    ("mỗi năm 12 ngày phép", Q(12, "ngày")),
    ("nghỉ 2 ngày 14-15/12", Q(2, "ngày")),
    ("Thứ Hai ngày 14/12 em nghỉ 1 ngày", Q(1, "ngày")),
    ("nghỉ 5 ngày (14/12 - 18/12)", Q(5, "ngày")),
    ("tối đa 16 giờ", Q(16, "giờ")),
    ("em còn 16h làm thêm", Q(16, "giờ")),
    ("còn được đăng ký 16h", Q(16, "giờ")),
    ("16 tiếng", Q(16, "giờ")),
    ("16 tiếng đồng hồ", Q(16, "giờ")),
    ("mười sáu tiếng", Q(16, "giờ")),
    ("không quá 40 giờ/tháng", Q(40, "giờ")),
    ("đã có 24 giờ làm thêm", Q(24, "giờ")),
    ("1 tiếng rưỡi", Q(1.5, "giờ")),
    ("1 tiếng 30 phút", Q(1.5, "giờ")),
    ("90 phút", Q(1.5, "giờ")),
    ("nửa tiếng", Q(30, "phút")),
    ("30 phút", Q(0.5, "giờ")),
    ("mất 1h30", Q(1.5, "giờ")),
    ("2 tuần", Q(2, "tuần")),
    ("hai tuần", Q(2, "tuần")),
    ("6 tháng", Q(6, "tháng")),
    ("sáu tháng cuối năm", Q(6, "tháng")),
    ("1 năm", Q(1, "năm")),
    ("3 năm kinh nghiệm", Q(3, "năm")),
    ("4 người tham dự", Q(4, "người")),
    ("bốn người", Q(4, "người")),
    ("4 bạn", Q(4, "người")),
    ("04 người", Q(4, "người")),
    ("4 thành viên", Q(4, "người")),
    ("4 nhân viên", Q(4, "người")),
    ("phòng 4 người", Q(4, "người")),
    ("10%", Q(10, "%")),
    ("10 %", Q(10, "%")),
    ("10 phần trăm", Q(10, "%")),
    ("mười phần trăm", Q(10, "%")),
    ("tính 200% lương", Q(200, "%")),
    ("hai trăm phần trăm", Q(200, "%")),
    ("2 lần", Q(2, "lần")),
    ("hai lần", Q(2, "lần")),
    ("mỗi năm hai lần", Q(2, "lần")),
    ("tối đa 3 ý", Q(3, "ý")),
    ("3 gạch đầu dòng", Q(3, "ý")),
    ("7.700.000đ", Q(7_700_000, "đồng")),
    ("7,7 triệu", Q(7_700_000, "đồng")),
    ("7.700.000", Q(7_700_000, "đồng")),
]

QUANTITY_TRAPS = [
    ("2 tuần", Q(2, "ngày")),
    ("14 ngày", Q(2, "tuần")),
    ("2 ngày", Q(2, "tuần")),
    ("2 giờ", Q(2, "ngày")),
    ("200%", Q(200, "đồng")),
    ("200.000đ", Q(200_000, "%")),
    ("10", Q(10, "%")),
    ("lúc 16h", Q(16, "giờ")),
    ("16h", Q(16, "giờ")),
    ("hẹn 16 giờ", Q(16, "giờ")),
    ("16 giờ chiều", Q(16, "giờ")),
    ("trước 16h thứ Sáu", Q(16, "giờ")),
    ("16h30", Q(16, "giờ")),
    ("thứ 2 ngày 14/12", Q(2, "ngày")),
    ("Thứ Hai ngày 14/12", Q(2, "ngày")),
    ("thứ hai ngày 14/12", Q(2, "ngày")),
    ("T2 ngày 14/12", Q(2, "ngày")),
    ("tháng 12 năm 2026", Q(12, "năm")),
    ("tháng 12 năm 2026", Q(2026, "năm")),
    ("tháng hai năm 2026", Q(2, "năm")),
    ("khoản 2 Điều 5", Q(2, "ngày")),
    ("10-15 ngày", Q(15, "ngày")),
    ("từ 10 đến 15 ngày", Q(10, "ngày")),
    ("2-3 ngày", Q(3, "ngày")),
    ("hai ba ngày", Q(3, "ngày")),
    ("một hai hôm", Q(2, "ngày")),
    ("dăm ba ngày", Q(3, "ngày")),
    ("vài ngày", Q(2, "ngày")),
    ("một số ngày", Q(1, "ngày")),
    ("một ngày nào đó", Q(1, "ngày")),
    ("chị Ba ngày mai gửi", Q(3, "ngày")),
    ("cô Sáu người miền Tây", Q(6, "người")),
    ("anh Hai người Huế", Q(2, "người")),
    ("phòng 4", Q(4, "người")),
    ("lần 2", Q(2, "lần")),
    ("1 500 000đ", Q(500, "đồng")),
    ("7.700.000 USD", Q(7_700_000, "đồng")),
    ("HD-0010 ngày 14/12", Q(10, "ngày")),
]

DEC_14_ISO = "2026-12-14"
DATES = [
    "14/12",
    "14/12/2026",
    "14-12-2026",
    "14.12.2026",
    "hẹn 14.12 nhé",
    "ngày 14 tháng 12",
    "ngày 14 tháng 12 năm 2026",
    "14 tháng 12",
    "14 thg 12",
    "14 thg 12, 2026",
    "14 Th12",
    "thứ 2 ngày 14/12",
    "thứ Hai, 14/12",
    "T2 14/12",
    "T2 (14/12)",
    "T2 14.12",
    "thứ 2 14-12",
    "2026-12-14",
    "14/12/26",
    "14 Dec",
    "Dec 14, 2026",
    "14 December 2026",
    "ngày 14-12",
    "hôm 14/12",
    "họp 14-12",
    "từ 14/12 đến 18/12",
    "14-18/12",
    "12-14/12",
    "14, 15 và 16/12",
    "thứ Hai 14/12/2026 lúc 9h",
    "2026-12-14T09:00:00",
    "14/12/2026 09:00",
    "mùng 14/12",
]
DATE_TRAPS = [
    ("15/12", DEC_14_ISO),
    ("14/11", DEC_14_ISO),
    ("14/12/2025", DEC_14_ISO),
    ("14.12 triệu", DEC_14_ISO),
    ("tăng 14.12%", DEC_14_ISO),
    ("Điều 14.12", DEC_14_ISO),
    ("nghỉ 1/2 ngày", "2026-02-01"),
    ("đạt 8/10 điểm", "2026-10-08"),
    ("10-12 ngày", "2026-12-10"),
    ("Giá 10-12/2026", "2026-12-10"),
    ("1.500", "2026-05-01"),
    ("mã 14/12A", DEC_14_ISO),
]

# (written, "HH:MM" it states)
CLOCKS = [
    ("14h30", "14:30"),
    ("14g30", "14:30"),
    ("14:30", "14:30"),
    ("14 giờ 30", "14:30"),
    ("14 giờ 30 phút", "14:30"),
    ("2 giờ 30 chiều", "14:30"),
    ("2h30 chiều", "14:30"),
    ("2:30 PM", "14:30"),
    ("2:30 pm", "14:30"),
    ("14h30'", "14:30"),
    ("14H30", "14:30"),
    ("2 rưỡi chiều", "14:30"),
    ("2 giờ rưỡi chiều", "14:30"),
    ("hai giờ rưỡi chiều", "14:30"),
    ("lúc 14.30", "14:30"),
    ("9 giờ rưỡi", "09:30"),
    ("9h30 sáng", "09:30"),
    ("09:30", "09:30"),
    ("9:30 AM", "09:30"),
    ("9:30 PM", "21:30"),
    ("10 giờ kém 30", "09:30"),
    ("12h đêm", "00:00"),
    ("0h", "00:00"),
    ("0 giờ", "00:00"),
    ("12 giờ đêm", "00:00"),
    ("12h khuya", "00:00"),
    ("12h trưa", "12:00"),
    ("12 giờ trưa", "12:00"),
    ("12:00 PM", "12:00"),
    ("12 AM", "00:00"),
    ("9am", "09:00"),
    ("9 AM", "09:00"),
    ("9h sáng", "09:00"),
    ("9 giờ sáng", "09:00"),
    ("chín giờ sáng", "09:00"),
    ("sáng 9h", "09:00"),
    ("sáng mai lúc 9h", "09:00"),
    ("2h chiều", "14:00"),
    ("2 giờ chiều", "14:00"),
    ("chiều 2h", "14:00"),
    ("chiều nay lúc 2 giờ", "14:00"),
    ("hai giờ chiều", "14:00"),
    ("1h trưa", "13:00"),
    ("14h", "14:00"),
    ("14 giờ", "14:00"),
    ("8h tối", "20:00"),
    ("8 giờ tối", "20:00"),
    ("tối 8h", "20:00"),
    ("11h đêm", "23:00"),
    ("1h sáng", "01:00"),
    ("2 giờ đêm", "02:00"),
    ("10h00", "10:00"),
    ("10h", "10:00"),
    ("10 giờ", "10:00"),
    ("16h ngày 14/12", "16:00"),
    ("8h45", "08:45"),
    ("9 giờ kém 15", "08:45"),
    ("9h kém 15 phút", "08:45"),
    ("từ 8h đến 17h30", "08:00"),
    ("từ 8h đến 17h30", "17:30"),
    ("8h-17h", "17:00"),
    ("13:30–15:30", "15:30"),
    ("lúc 9 giờ 5 phút", "09:05"),
    ("2026-12-14T09:00:00", "09:00"),
]
CLOCK_TRAPS = [
    ("2 giờ chiều", "02:00"),
    ("12h đêm", "12:00"),
    ("12h trưa", "00:00"),
    ("còn 16 giờ", "16:00"),
    ("16 tiếng", "16:00"),
    ("40 giờ/tháng", "16:00"),
    ("14/12", "14:12"),
    ("1.430.000", "14:30"),
    ("Phòng 10 tầng 3", "10:00"),
    ("Giao 14gói hàng", "14:00"),
    ("Họp 2 giờ (sáng).", "14:00"),
    ("14h30", "14:00"),
    ("9h", "09:30"),
    ("HD-0930", "09:30"),
    ("9:30 PM", "09:30"),
    ("mất 1h30", "01:30"),
]

PHONE = "0903418652"
PHONES = [
    "0903 418 652",
    "0903.418.652",
    "0903-418-652",
    "0903418652",
    "+84 903 418 652",
    "+84903418652",
    "(+84) 903-418-652",
    "(+84) 903 418 652",
    "84 903 418 652",
    "84903418652",
    "+84 (0) 903 418 652",
    "090 341 8652",
    "0903 41 86 52",
    "SĐT: 0903.418.652",
    "sđt 0903418652.",
    "ĐT: (+84) 903.418.652",
    "Gọi em 0903 418 652 nhé",
]
LANDLINE = "02438234567"
LANDLINES = ["024 3823 4567", "(024) 3823 4567", "024.3823.4567", "+84 24 3823 4567"]
PHONE_TRAPS = [
    ("0903 418 65", PHONE),
    ("0903 418 6521", PHONE),
    ("0903 418", PHONE),
    ("0913 418 652", PHONE),
    ("Tổng 903.418.652đ", PHONE),
]

SPAN_16_18 = D(date(2026, 12, 16), date(2026, 12, 18))
SPANS = [
    "16/12 - 18/12",
    "16/12-18/12",
    "16-18/12",
    "16 – 18/12/2026",
    "từ 16/12 đến 18/12",
    "từ ngày 16/12/2026 đến hết ngày 18/12/2026",
    "từ 16 đến 18/12",
    "16, 17 và 18/12",
    "16/12, 17/12 và 18/12",
    "thứ Tư 16/12 – thứ Sáu 18/12",
    "từ thứ 4 (16/12) đến thứ 6 (18/12)",
    "16.12 - 18.12",
    "16-18 tháng 12",
    "từ ngày 16 đến ngày 18 tháng 12",
    "2026-12-16 đến 2026-12-18",
    "16/12 → 18/12",
    "nghỉ không lương 3 ngày, từ 16/12/2026 đến 18/12/2026 (sau 2 ngày phép 14-15/12)",
]
SPAN_TRAPS = [
    "14/12 - 18/12",
    "3 ngày trong đợt 14/12 - 18/12",
    "16/12 - 17/12",
    "16-17/12",
    "16/12",
    "18/12",
    "16/12 và 18/12",
    "16/12 - 18/11",
]
DAY_25 = D(date(2026, 12, 25), date(2026, 12, 25))
ONE_DAY = [
    "25/12",
    "thứ Sáu 25/12/2026",
    "ngày 25 tháng 12",
    "nghỉ phép 24/12, không lương 25/12",
    "không lương 1 ngày, thứ Sáu 25/12/2026 (sau 3 ngày nghỉ cưới 21-23/12 và 1 ngày phép 24/12)",
]
ONE_DAY_TRAPS = [
    "21/12 - 25/12",
    "21-25/12",
    "24-25/12",
    "24/12 và 25/12",
    "24, 25/12",
    "1 ngày không lương trong đợt nghỉ 21/12 - 25/12",
]

OWED = Q(7_700_000, "đồng", "owed")
OWED_ROWS = [
    "còn nợ 7.700.000đ",
    "Còn nợ: 7,7 triệu",
    "số tiền còn lại 7.700.000 đồng",
    "khách còn thiếu 7tr7",
    "7.700.000đ chưa thanh toán",
    "dư nợ 7,7tr",
    "HD-0031 tổng 15.400.000đ, đã thanh toán 7.700.000đ, còn nợ 7.700.000đ",
    "Khách hẹn chuyển khoản 7.700.000đ vào thứ Sáu 11/12",
    "công nợ HD-0031: 7.700.000đ",
    "cần thanh toán 7.700.000đ",
    "15.400.000 - 7.700.000 = 7.700.000đ còn lại",
    "| Hóa đơn | Tổng | Đã thanh toán | Còn nợ |\n|---|---|---|---|\n| HD-0031 | 15.400.000 | 7.700.000 | 7.700.000 |",
    "Nhắc nợ 7.700.000đ phí bảo trì HD-0031",
]
OWED_TRAPS = [
    "đã thanh toán 7.700.000đ",
    "HD-0031 15.400.000đ (đã TT 7.700.000đ)",
    "Khách đã chuyển 7,7 triệu hồi tháng 9",
    "tổng 15.400.000đ, đã trả 7.700.000đ",
    "7.700.000đ đã thanh toán ngày 15/09",
    "| Hóa đơn | Tổng | Đã thanh toán |\n|---|---|---|\n| HD-0031 | 15.400.000 | 7.700.000 |",
    "HD-0031: 7.700.000đ",
    "Gọi nhắc chị Hòa HD-0031 phí bảo trì 15.400.000đ (khách đã thanh toán 7.700.000đ ngày 15/09)",
]

EQUAL = [
    ("10:00", "10h"),
    ("10:00", "10 giờ"),
    ("14:00", "2 giờ chiều"),
    ("00:00", "12h đêm"),
    ("09:30", "9 giờ rưỡi"),
    ("21:30", "9:30 PM"),
    (2_500_000, "2 triệu 5"),
    (2_500_000, "2tr5"),
    ("2500000", "2,5 triệu"),
    (3, "ba ngày"),
    ("3 ngày", "ba ngày"),
    ("2 ngày", "2 ngày làm việc"),
    ("10%", "10 phần trăm"),
    ("2026-12-14", "thứ Hai, 14/12"),
    ("2026-12-14", "14 thg 12"),
    ("2026-12-14", "T2 14.12"),
    ("0903418652", "(+84) 903-418-652"),
    ("0903 418 652", "+84 903 418 652"),
    ("+84 903 418 652", "0903.418.652"),
    (12_450_000, "12 450 000 đồng"),
]
NOT_EQUAL = [
    ("14:00", "2h"),
    ("12:00", "12h đêm"),
    (2, "thứ Hai"),
    ("3 ngày", "3 tuần"),
    ("2026-12-14T10:00", "2026-12-14T11:00"),
    ("0903418652", "0903418653"),
    (16, "16h"),
    (500, "1 500 000đ"),
    (2_000_000, "2 triệu 5"),
]


MORE_AMOUNTS = [
    ("Em gửi chị báo giá: áo sơ mi 350.000đ/chiếc, quần 420k", 420_000),
    ("Em gửi chị báo giá: áo sơ mi 350.000đ/chiếc, quần 420k", 350_000),
    ("Chuyển khoản giúp em 2.350.000 VND vào STK 0011004455667 Vietcombank", 2_350_000),
    ("Giảm 50k cho đơn từ 500k", 50_000),
    ("Tổng: 1.250.000đ (đã gồm VAT 10%)", 1_250_000),
    ("Phí ship 30.000đ, COD 1.180.000đ", 1_180_000),
    ("Đơn 2 áo x 350k = 700k", 700_000),
    ("Đơn 2 áo x 350k = 700k", 2),
    ("Số lượng: 2", 2),
    ("SL 2", 2),
    ("tổng cộng 3 người, 2 đêm", 2),
    ("mức lương 18,5 triệu/tháng", 18_500_000),
    ("lương cứng 18tr5", 18_500_000),
    ("offer 18.500.000 gross", 18_500_000),
    ("thưởng Tết 1 tháng lương", 1),
]
MORE_TRAPS: list[tuple[str, int | float]] = [
    ("Vietcombank STK 1903 5678 9012", 5678),
    ("STK 190356789012", 190356789012),
    ("mã số thuế 0101234567", 101234567),
    ("CCCD: 001090012345", 1090012345),
    ("Quyết định số 15/2026/QĐ-SV", 15),
    ("Quyết định số 15/2026/QĐ-SV", 2026),
    ("Nghị định 145/2020/NĐ-CP", 145),
    ("COVID-19", 19),
    ("Top 10 sản phẩm", 10),
    ("Phường 7, Quận 3", 7),
    ("Phường 7, Quận 3", 3),
    ("lô B2", 2),
    ("giấy A4", 4),
    ("Phòng họp 2 (tầng 3)", 2),
    ("thứ 2, 3, 4", 3),
    ("thứ 2, 3 và 4", 4),
    ("Điều 5, 6", 6),
    ("size 38", 38),
    ("năm học 2026-2027", 2027),
    ("Tháng 12/2026", 12),
    ("Q4/2026", 4),
    ("ba lô", 3),
    ("Bà Năm bán hàng", 5),
    ("chú Tư", 4),
    ("một cách", 1),
    ("0903418652/0912345678", 912345678),
]
MORE_QUANTITIES = [
    ("02 (hai) ngày làm việc", Q(2, "ngày")),
    ("ba (03) ngày", Q(3, "ngày")),
    ("đăng ký 04 (bốn) người", Q(4, "người")),
    ("40h/tháng", Q(40, "giờ")),
    ("8h/ngày", Q(8, "giờ")),
    ("làm 8 tiếng mỗi ngày", Q(8, "giờ")),
    ("OT 3h", Q(3, "giờ")),
    ("tăng ca 3 giờ", Q(3, "giờ")),
    ("đăng ký thêm 16h", Q(16, "giờ")),
    ("Tổng giờ làm thêm tháng 12: 24h", Q(24, "giờ")),
    ("Số giờ: 8h", Q(8, "giờ")),
    ("team 4 người", Q(4, "người")),
    ("4 anh em", Q(4, "người")),
    ("nghỉ 1/2 ngày", Q(0.5, "ngày")),
    ("Giảm 50%", Q(50, "%")),
    ("VAT 10%", Q(10, "%")),
    ("tăng 5,5%", Q(5.5, "%")),
    ("giảm 15 %", Q(15, "%")),
    ("hai mươi phần trăm", Q(20, "%")),
    ("năm người", Q(5, "người")),
    ("bảy ngày", Q(7, "ngày")),
    ("2.5 days", Q(2.5, "ngày")),
    ("3 hours", Q(3, "giờ")),
    ("10 percent", Q(10, "%")),
    ("quá hạn 30 ngày (từ 09/11 đến 09/12)", Q(30, "ngày")),
]
MORE_QUANTITY_TRAPS = [
    ("nghỉ 1/2 ngày", Q(2, "ngày")),
    ("nghỉ 1/2 ngày", Q(1, "ngày")),
    ("ngày 2/12", Q(2, "ngày")),
    ("Giờ họp: 9h", Q(9, "giờ")),
    ("Thời gian: 9h", Q(9, "giờ")),
    ("tầng 3, 4 người", Q(3, "người")),
]
MORE_CLOCKS = [
    ("Lịch phỏng vấn: 10h00 thứ Ba 15/12/2026 tại phòng Cúc", "10:00"),
    ("Deadline: 5PM ngày 11/12", "17:00"),
    ("14h00-15h00", "15:00"),
    ("từ 9:00 đến 11:30", "11:30"),
    ("9h-11h30", "11:30"),
    ("10h30 sáng mai", "10:30"),
    ("lúc 3 giờ chiều ngày 15/12", "15:00"),
    ("3g chiều", "15:00"),
    ("9h15'", "09:15"),
    ("9h15p", "09:15"),
    ("9:15 sáng", "09:15"),
    ("tám giờ sáng", "08:00"),
    ("Giờ họp: 9h", "09:00"),
]
MORE_DATES = [
    ("Hạn thanh toán: 09/11/2026", "2026-11-09"),
    ("Lịch phỏng vấn: 10h00 thứ Ba 15/12/2026 tại phòng Cúc", "2026-12-15"),
    ("Ngày hiệu lực: 01/01/2027", "2027-01-01"),
    ("Deadline: 5PM ngày 11/12", "2026-12-11"),
    ("(ngày 11.12.2026)", "2026-12-11"),
]
MORE_SPANS = [
    ("Em xin nghỉ từ T2 14/12 đến T6 18/12", D(date(2026, 12, 14), date(2026, 12, 18))),
    ("Nghỉ phép: 14/12/2026 – 15/12/2026", D(date(2026, 12, 14), date(2026, 12, 15))),
    ("28/12/2026 - 04/01/2027", D(date(2026, 12, 28), date(2027, 1, 4))),
]
MORE_PHONES = [
    ("Liên hệ: 0946 127 880 (anh Thành)", "0946127880"),
    ("Hotline: 1900 6868", "1900 6868"),
    ("+84-903-418-652", PHONE),
    ("0903418652/0912345678", "0912345678"),
    ("0903 418 652 - 0912 345 678", "0912345678"),
]

MORE_AMOUNTS += [
    ("2,5tr", 2_500_000),
    ("2.500.000 đồng chẵn", 2_500_000),
    ("Hai triệu năm trăm nghìn đồng chẵn", 2_500_000),
    ("(Bằng chữ: Hai triệu năm trăm nghìn đồng)", 2_500_000),
    ("1,500,000đ", 1_500_000),
    ("1,5tr", 1_500_000),
    ("1.5 triệu", 1_500_000),
    ("15 triệu 400 nghìn", 15_400_000),
    ("15tr4", 15_400_000),
    ("15.4M", 15_400_000),
    ("15,4 triệu đồng", 15_400_000),
    ("mười lăm triệu bốn trăm nghìn", 15_400_000),
    ("1k", 1000),
    ("1k5", 1500),
    ("20 nghìn đồng", 20_000),
    ("USD 1,200", 1200),
    ("1.200 USD", 1200),
    ("$1,200", 1200),
    ("tổng 48.400.000đ, hạn 15/10/2026", 48_400_000),
    ("còn 54.000.000 (60.500.000 - 6.500.000)", 54_000_000),
    ("60.500.000 | đã TT 6.500.000 | còn 54.000.000", 6_500_000),
    ("Số tiền: 39.600.000 VNĐ.", 39_600_000),
    ("thu 12.650.000đ ngày 03/12", 12_650_000),
    ("Tổng 101.450.000đ", 101_450_000),
    ("tạm ứng tối đa 10.000.000 đồng cho mỗi chuyến", 10_000_000),
    ("mười triệu đồng", 10_000_000),
    ("10 củ", 10_000_000),
    ("10tr", 10_000_000),
    ("800.000 đồng/người/đêm", 800_000),
    ("300.000 đồng/người/ngày", 300_000),
    ("nghỉ 3 ngày không lương", 3),
    ("4 người", 4),
    ("đơn 02 cái", 2),
    ("COD 1.180.000đ", 1_180_000),
    ("- 2 áo size M", 2),
    ("Số lượng: 12", 12),
    ("đã thu 58.300.000/60.500.000đ", 58_300_000),
    ("đã thu 58.300.000/60.500.000đ", 60_500_000),
    ("còn nợ 7.700.000đ/15.400.000đ", 7_700_000),
]
MORE_TRAPS += [
    ("mã OTP 123456", 123_456),
    ("đơn hàng #12345", 12_345),
    ("ĐH12345", 12_345),
    ("Mã vận đơn: GHN123456789", 123_456_789),
    ("Phòng 302", 302),
    ("biển số 51F-123.45", 123.45),
    ("ngõ 42/15", 15),
    ("số 15/3 Lê Lợi", 3),
    ("Quốc lộ 1A", 1),
    ("lớp 12", 12),
    ("HĐ số 01/2026/HĐLĐ", 2026),
    ("Điều 2.3", 2.3),
    ("đây là lần thứ hai", 2),
    ("Năm mới vui vẻ", 5),
    ("chị Sáu", 6),
    ("bà Tám", 8),
    ("0084 903 418 652", 903_418_652),
    ("(090) 341-8652", 341),
    ("STK 0011004455667", 11_004_455_667),
    ("tầng 03", 3),
    ("ca 2", 2),
    ("đợt 1", 1),
    ("mục 3.2", 3.2),
    ("vòng 2 phỏng vấn", 2),
    ("SK-0004", 4),
    ("HD-0031", 31),
    ("KH-0014", 14),
    ("LTG-0095", 95),
    ("Quyết định số 12/2026/QĐ-SV ngày 02/01/2026", 12),
    ("tháng 12/2026", 2026),
    ("9h", 9),
    ("lúc 9 giờ", 9),
    ("từ 8h đến 17h", 17),
    ("8h-17h", 8),
    ("13:30–15:30", 30),
]
MORE_QUANTITIES += [
    ("trong 3 ngày tới", Q(3, "ngày")),
    ("3 ngày sau", Q(3, "ngày")),
    ("2 tuần (10 ngày làm việc)", Q(10, "ngày")),
    ("bảo hành 12 tháng", Q(12, "tháng")),
    ("0,5%", Q(0.5, "%")),
    ("đặt cọc 50%", Q(50, "%")),
    ("hai người bạn", Q(2, "người")),
    ("phòng 8 chỗ, 8 người", Q(8, "người")),
    ("ngày thường 150%", Q(150, "%")),
    ("ngày lễ, Tết: 300%", Q(300, "%")),
    ("12 ngày phép năm", Q(12, "ngày")),
    ("còn 2,5 ngày phép", Q(2.5, "ngày")),
    ("còn -1,5 ngày", Q(-1.5, "ngày")),
    ("3,5 ngày", Q(3.5, "ngày")),
    ("03 ngày", Q(3, "ngày")),
    ("một ngày", Q(1, "ngày")),
    ("01 ngày", Q(1, "ngày")),
    ("5 ngày làm việc (thứ Hai đến thứ Sáu)", Q(5, "ngày")),
    ("40 giờ trong một tháng", Q(40, "giờ")),
    ("không quá 200 giờ trong một năm", Q(200, "giờ")),
    ("còn được làm thêm mười sáu giờ", Q(16, "giờ")),
    ("tối đa 5 ý", Q(5, "ý")),
    ("3 điểm chính", Q(3, "ý")),
]
MORE_QUANTITIES += [  # a field label names the unit of a bare number
    ("Số người tham dự: 4", Q(4, "người")),
    ("Số ngày phép còn lại: 2,5", Q(2.5, "ngày")),
    ("Thời hạn quyết toán (ngày): 15", Q(15, "ngày")),
    ("Tổng giờ làm thêm: 24", Q(24, "giờ")),
    ("Số người: 4\nNgày: 25/12", Q(4, "người")),
]
MORE_QUANTITY_TRAPS += [
    ("Ngày: 15", Q(15, "ngày")),
    ("Giờ: 9", Q(9, "giờ")),
    ("Số lượng: 4", Q(4, "người")),
    ("Số người tham dự: 4", Q(4, "ngày")),
]
MORE_QUANTITY_TRAPS += [
    ("bảo hành 12 tháng", Q(12, "năm")),
    ("300 km", Q(300, "ngày")),
    ("HD-0003 ngày 05/12", Q(3, "ngày")),
    ("Điều 3 ngày nghỉ", Q(3, "ngày")),
    ("thứ 6 ngày 18/12", Q(6, "ngày")),
    ("T6 ngày 18/12", Q(6, "ngày")),
    ("tầng 3 ngày mai", Q(3, "ngày")),
    ("mồng 2 ngày Tết", Q(2, "ngày")),
    ("khoảng 2-3 tuần", Q(3, "tuần")),
    ("tối đa 16 giờ", Q(16, "ngày")),
    ("ngày 16 giờ 9", Q(16, "giờ")),
]
MORE_CLOCKS += [
    ("10g sáng", "10:00"),
    ("10 giờ 00", "10:00"),
    ("10h00'", "10:00"),
    ("10:00:00", "10:00"),
    ("22:00", "22:00"),
    ("10 giờ tối", "22:00"),
    ("7h tối", "19:00"),
    ("6h chiều", "18:00"),
    ("5 giờ chiều", "17:00"),
    ("17h", "17:00"),
    ("5PM", "17:00"),
    ("5 PM", "17:00"),
    ("17 giờ", "17:00"),
    ("tầm 3h chiều", "15:00"),
    ("khoảng 9h", "09:00"),
    ("9h sáng thứ Hai", "09:00"),
    ("9h ngày 14/12", "09:00"),
    ("đúng 9h", "09:00"),
    ("9 giờ 30 sáng", "09:30"),
    ("lúc 16h", "16:00"),
]
CLOCK_TRAPS += [
    ("10 giờ tối", "10:00"),
    ("7h tối", "07:00"),
    ("5PM", "05:00"),
    ("tối đa 16 giờ", "16:00"),
    ("OT 3h", "03:00"),
    ("8h/ngày", "08:00"),
]
DATES += [
    "Thứ Hai, ngày 14 tháng 12 năm 2026",
    "14/12 (thứ Hai)",
    "sáng thứ Hai 14/12",
    "14/12 tới",
    "từ 14-18/12/2026",
    "Dec 14th",
    "14th Dec",
    "2026/12/14",
    "ngày 14/12/2026",
    "hạn chót 14/12",
]
DATE_TRAPS += [
    ("quý 4/2026", "2026-04-01"),
    ("Nghị định 145/2020/NĐ-CP", "2020-02-14"),
    ("số 15/3 Lê Lợi", "2026-03-15"),
    ("ngõ 42/15", "2026-03-15"),
    ("tỷ lệ 3/4", "2026-04-03"),
]
PHONES += [
    "0903 418 652 (Zalo)",
    "zalo 0903418652",
    "0903418652 - anh Nam",
    "+84 903418652",
    "0084 903 418 652",
    "(090) 341-8652",
]
PHONE_TRAPS += [
    ("0903 418 652", "0903 418 653"),
    ("+84 903 418 652", "0913 418 652"),
    ("STK 0903418652123", PHONE),
]
SPAN_TRAPS += ["16/12", "17-18/12", "16/12 - 19/12", "15-18/12"]
EQUAL += [
    ("10:00", "10:00:00"),
    ("14:30", "2h30 chiều"),
    ("17:00", "5PM"),
    (1_200_000, "1tr2"),
    (1_200_000, "một triệu hai"),
    (60_000_000, "60 củ"),
    (0.5, "nửa ngày"),
    ("2026-12-14", "2026-12-14T09:00:00"),
    ("02438234567", "(024) 3823 4567"),
    ("Hòa Bình", "Hoà Bình"),
]
NOT_EQUAL += [
    ("10:00", "22:00"),
    ("10:00", "10 giờ tối"),
    (1_200_000, "1m2"),
    ("2026-12-14", "14/11"),
    ("0903418652", "0903 418 65"),
    (3, "HD-0003"),
    (2, "khoản 2"),
]

AMOUNTS += MORE_AMOUNTS
AMOUNT_TRAPS += MORE_TRAPS
QUANTITIES += MORE_QUANTITIES
QUANTITY_TRAPS += MORE_QUANTITY_TRAPS
CLOCKS += MORE_CLOCKS


def _ids(rows: Sequence[tuple[object, ...] | str]) -> list[str]:
    return [" | ".join(map(str, r)) if isinstance(r, tuple) else r for r in rows]


@pytest.mark.parametrize(("text", "value"), AMOUNTS, ids=_ids(AMOUNTS))
def test_amount_as_written(text: str, value: float) -> None:
    assert text_contains(text, value)
    assert text_contains(nfd(text), value)


@pytest.mark.parametrize(("text", "value"), AMOUNT_TRAPS, ids=_ids(AMOUNT_TRAPS))
def test_amount_trap(text: str, value: float) -> None:
    assert not text_contains(text, value)


@pytest.mark.parametrize(("text", "needle"), QUANTITIES, ids=_ids(QUANTITIES))
def test_quantity_as_written(text: str, needle: Quantity) -> None:
    assert text_contains(text, needle)
    as_dict = {"amount": needle.amount, "unit": needle.unit}
    assert text_contains(text, as_dict)


@pytest.mark.parametrize(("text", "needle"), QUANTITY_TRAPS, ids=_ids(QUANTITY_TRAPS))
def test_quantity_trap(text: str, needle: Quantity) -> None:
    assert not text_contains(text, needle)


@pytest.mark.parametrize("text", DATES)
def test_date_as_written(text: str) -> None:
    assert text_contains(text, DEC_14_ISO)
    assert text_contains(text, DEC_14)
    assert text_contains(text, "14/12")


@pytest.mark.parametrize(
    ("text", "needle"), DATE_TRAPS + MORE_DATES, ids=_ids(DATE_TRAPS + MORE_DATES)
)
def test_date_trap_or_other_date(text: str, needle: str) -> None:
    assert text_contains(text, needle) is ((text, needle) in MORE_DATES)


@pytest.mark.parametrize(("text", "clock"), CLOCKS, ids=_ids(CLOCKS))
def test_clock_time_as_written(text: str, clock: str) -> None:
    assert text_contains(text, clock)


@pytest.mark.parametrize(("text", "clock"), CLOCK_TRAPS, ids=_ids(CLOCK_TRAPS))
def test_clock_time_trap(text: str, clock: str) -> None:
    assert not text_contains(text, clock)


@pytest.mark.parametrize("text", PHONES)
def test_phone_as_written(text: str) -> None:
    for needle in (PHONE, "0903 418 652", "+84 903 418 652", "(+84) 903-418-652"):
        assert text_contains(text, needle)


@pytest.mark.parametrize("text", LANDLINES)
def test_landline_as_written(text: str) -> None:
    assert text_contains(text, LANDLINE)


@pytest.mark.parametrize(("text", "needle"), MORE_PHONES, ids=_ids(MORE_PHONES))
def test_more_phones(text: str, needle: str) -> None:
    assert text_contains(text, needle)


@pytest.mark.parametrize(("text", "needle"), PHONE_TRAPS, ids=_ids(PHONE_TRAPS))
def test_phone_trap(text: str, needle: str) -> None:
    assert not text_contains(text, needle)


@pytest.mark.parametrize("text", SPANS)
def test_span_as_written(text: str) -> None:
    assert text_contains(text, SPAN_16_18)
    assert text_contains(text, {"from": "2026-12-16", "to": "2026-12-18"})


@pytest.mark.parametrize("text", SPAN_TRAPS)
def test_span_trap(text: str) -> None:
    assert not text_contains(text, SPAN_16_18)


@pytest.mark.parametrize(("text", "span"), MORE_SPANS, ids=_ids(MORE_SPANS))
def test_more_spans(text: str, span: DateSpan) -> None:
    assert text_contains(text, span)


@pytest.mark.parametrize("text", ONE_DAY)
def test_one_day_on_its_own(text: str) -> None:
    assert text_contains(text, DAY_25)
    assert text_contains(text, "2026-12-25")


@pytest.mark.parametrize("text", ONE_DAY_TRAPS)
def test_one_day_only_inside_a_longer_span(text: str) -> None:
    assert not text_contains(text, DAY_25)
    assert text_contains(text, "2026-12-25")  # a plain date needle still finds the day


@pytest.mark.parametrize("text", OWED_ROWS)
def test_amount_stated_as_owed(text: str) -> None:
    assert text_contains(text, OWED)


@pytest.mark.parametrize("text", OWED_TRAPS)
def test_amount_not_stated_as_owed(text: str) -> None:
    assert not text_contains(text, OWED)
    assert text_contains(text, 7_700_000) or "7,7" in text  # the amount itself is there


FACE_VALUE_OWED = Q(60_500_000, "đồng", "owed")
STATEMENT_ROWS = [  # (statement text, whether it presents 60.5M as what is owed)
    ("60.500.000 | đã TT 6.500.000 | còn 54.000.000", False),
    ("Tổng giá trị hóa đơn 60.500.000đ, đã thanh toán 6.500.000đ, còn nợ 54.000.000đ", False),
    ("HD-0021: 60.500.000đ (đã thanh toán 6.500.000đ) - còn lại 54.000.000đ", False),
    ("Tổng công nợ: 60.500.000đ", True),
    ("Số tiền phải thanh toán: 60.500.000đ", True),
    ("tổng nợ 60.500.000", True),
    ("Quý khách còn nợ 60,5 triệu đồng", True),
]


@pytest.mark.parametrize(("text", "owed"), STATEMENT_ROWS, ids=_ids(STATEMENT_ROWS))
def test_face_value_presented_as_owed(text: str, owed: bool) -> None:
    assert text_contains(text, FACE_VALUE_OWED) is owed
    assert text_contains(text, 60_500_000)


@pytest.mark.parametrize(
    "text",
    [
        "đã thanh toán 7,7tr",
        "Khách đã chuyển 7.700.000đ",
        "7.700.000đ đã TT",
        "trả trước 7,7 triệu",
    ],
)
def test_amount_stated_as_paid(text: str) -> None:
    assert text_contains(text, Q(7_700_000, "đồng", "paid"))
    assert not text_contains(text, OWED)


@pytest.mark.parametrize(("expected", "actual"), EQUAL, ids=_ids(EQUAL))
def test_equal_as_written(expected: object, actual: object) -> None:
    assert values_equal(expected, actual)


@pytest.mark.parametrize(("expected", "actual"), NOT_EQUAL, ids=_ids(NOT_EQUAL))
def test_not_equal_as_written(expected: object, actual: object) -> None:
    assert not values_equal(expected, actual)


# (written, needle, whether it is there): sentences mixing several kinds of values
MIXED = [
    ("1 tr 2", 1200000, True),
    ("Tổng: 40.000.000 - 6.500.000 = 33.500.000", 33500000, True),
    ("Tổng: 40.000.000 - 6.500.000 = 33.500.000", 6500000, True),
    ("từ 5 đến 10 triệu", 10000000, False),
    ("3.500.000đ x 2 = 7.000.000đ", 7000000, True),
    ("Giá: 350k/cái", 350000, True),
    ("thanh toán 50% (1.250.000đ)", 1250000, True),
    ("VAT 8%: 200.000đ", 200000, True),
    ("giảm 10% còn 900k", 900000, True),
    ("thứ 6, 11/12", "2026-12-11", True),
    ("T6 (11/12)", "2026-12-11", True),
    ("11/12 (T6)", "2026-12-11", True),
    ("ngày 11 tháng 12 năm 2026 (thứ Sáu)", "2026-12-11", True),
    ("2026.12.11", "2026-12-11", True),
    ("0903 418652", "0903418652", True),
    ("090.341.8652", "0903418652", True),
    ("(+84)903418652", "0903418652", True),
    ("84-903-418-652", "0903418652", True),
    ("9h tối nay", "21:00", True),
    ("13h30 chiều", "13:30", True),
    ("7h30 sáng mai", "07:30", True),
    ("8:00-17:00", "17:00", True),
    ("8h00 – 17h00", "17:00", True),
    ("từ 8 giờ đến 17 giờ", "17:00", True),
    ("14:00 ngày 15/12", "14:00", True),
    ("3 PM", "15:00", True),
    ("3pm", "15:00", True),
    ("15h00", "15:00", True),
    ("1,5 giờ", Q(1.5, "giờ"), True),
    ("1.5h", Q(1.5, "giờ"), True),
    ("2,5 tiếng", Q(2.5, "giờ"), True),
    ("8 tiếng/ngày", Q(8, "giờ"), True),
    ("nghỉ trưa 1 tiếng", Q(1, "giờ"), True),
    ("hai năm", Q(2, "năm"), True),
    ("mười năm kinh nghiệm", Q(10, "năm"), True),
    ("mười một ngày", Q(11, "ngày"), True),
    ("hai mươi năm", Q(20, "năm"), True),
    ("năm năm", Q(5, "năm"), True),
    ("hai mươi lăm ngày", Q(25, "ngày"), True),
    ("ba mươi ngày", Q(30, "ngày"), True),
    ("Ba mươi ngày", Q(30, "ngày"), True),
    ("Tối đa 10 ngày làm việc/năm", Q(10, "ngày"), True),
    ("tạm ứng 10tr, quyết toán trong 15 ngày", Q(15, "ngày"), True),
    ("quyết toán trong 15 ngày làm việc", Q(15, "ngày"), True),
    ("14/12/2026 - 18/12/2026", D(date(2026, 12, 14), date(2026, 12, 18)), True),
    ("từ ngày 14 đến ngày 18/12", D(date(2026, 12, 14), date(2026, 12, 18)), True),
    ("Thứ Hai 14/12 đến Thứ Sáu 18/12", D(date(2026, 12, 14), date(2026, 12, 18)), True),
    ("14/12 tới 18/12", D(date(2026, 12, 14), date(2026, 12, 18)), True),
    ("14/12 đến hết 18/12", D(date(2026, 12, 14), date(2026, 12, 18)), True),
    ("còn lại: 7.700.000đ", Q(7700000, "đồng", "owed"), True),
    ("Số tiền chưa thanh toán: 7.700.000 VNĐ", Q(7700000, "đồng", "owed"), True),
    ("Đã thanh toán: 7.700.000đ; Còn nợ: 7.700.000đ", Q(7700000, "đồng", "owed"), True),
    ("Đã thanh toán: 7.700.000đ; Còn nợ: 7.700.000đ", Q(7700000, "đồng", "paid"), True),
    ("đã thanh toán 7.700.000đ/15.400.000đ", Q(7700000, "đồng", "owed"), False),
    ("phần còn phải thu là 7,7 triệu đồng", Q(7700000, "đồng", "owed"), True),
    ("HD-0015 và HD-0016", 16, False),
    ("Tầng 15, tòa nhà Sao Việt", 15, False),
    ("phòng 1502", 1502, False),
    ("lầu 3", 3, False),
    ("P.302", 302, False),
    ("năm thứ 3", 3, False),
    ("tuần thứ 2", 2, False),
    ("giai đoạn 2", 2, False),
    ("bước 1", 1, False),
    ("ảnh 1/3", 3, False),
    ("Q.1", 1, False),
    ("3-4 ngày", Q(4, "ngày"), False),
    ("khoảng 3 - 4 tiếng", Q(3, "giờ"), False),
    ("tầm 2-3 người", Q(3, "người"), False),
    ("15' nữa", Q(15, "phút"), True),
    ("Mã PIN 1234", 1234, False),
    ("10% VAT", Q(10, "ngày"), False),
    ("ngày 10", Q(10, "ngày"), False),
    ("10 ngày", Q(10, "ngày"), True),
    ("2 giờ", "14:00", False),
    ("trong 2 giờ", Q(2, "giờ"), True),
    ("mồng 1 Tết", 1, False),
    ("mùng 1", 1, False),
    ("ba lô 2 ngăn", 3, False),
    ("Hai bên thống nhất 2 điều", 2, True),
    ("Điều 5 khoản 2 QD-001", 5, False),
]


@pytest.mark.parametrize(("text", "needle", "found"), MIXED, ids=_ids(MIXED))
def test_mixed_writing(text: str, needle: object, found: bool) -> None:
    assert text_contains(text, needle) is found


def test_the_table_is_large() -> None:
    rows = (
        AMOUNTS
        + AMOUNT_TRAPS
        + QUANTITIES
        + QUANTITY_TRAPS
        + DATES
        + DATE_TRAPS
        + MORE_DATES
        + CLOCKS
        + CLOCK_TRAPS
        + PHONES
        + LANDLINES
        + MORE_PHONES
        + PHONE_TRAPS
        + SPANS
        + SPAN_TRAPS
        + MORE_SPANS
        + ONE_DAY
        + ONE_DAY_TRAPS
        + OWED_ROWS
        + OWED_TRAPS
        + EQUAL
        + NOT_EQUAL
        + MIXED
        + STATEMENT_ROWS
    )
    assert len(rows) >= 700


# --- properties of real writing ---------------------------------------------------------------

_PIECES = st.sampled_from(
    [
        " ",
        "  ",
        "\n",
        ",",
        ".",
        "-",
        "/",
        ":",
        "(",
        ")",
        "%",
        "đ",
        "h",
        "k",
        "tr",
        "triệu",
        "ngày",
        "giờ",
        "tiếng",
        "thứ",
        "Hai",
        "hai",
        "ba",
        "năm",
        "mười",
        "lăm",
        "rưỡi",
        "nửa",
        "còn nợ",
        "đã thanh toán",
        "HD-",
        "NV",
        "+84",
        "0903",
        "418",
        "652",
        "14",
        "12",
        "2026",
        "lúc",
        "chiều",
        "đêm",
        "tháng",
        "đến",
        "và",
        "|",
        "§",
        "Điều",
        "khoản",
        "T2",
        "PM",
    ]
)


@settings(max_examples=400, deadline=None)
@given(st.lists(st.one_of(_PIECES, st.integers(0, 10**7).map(str)), max_size=40))
def test_property_any_writing_reads_without_error(pieces: list[str]) -> None:
    text = "".join(pieces)
    parse_numbers(text)
    parse_dates(text, 2026)
    for needle in (16, 2_500_000, Q(2, "ngày"), Q(7_700_000, "đồng", "owed"), "14:00", PHONE):
        assert text_contains(text, needle) in (True, False)
    assert values_equal(text, text) is True


@settings(max_examples=200, deadline=None)
@given(
    st.sampled_from(["HD", "NV", "QD", "QĐ", "PH", "TH", "KH", "DNP", "LTG"]), st.integers(1, 999)
)
def test_property_an_id_is_never_its_number(prefix: str, n: int) -> None:
    for text in (
        f"{prefix}-{n:04d}",
        f"{prefix}-{n:03d}",
        f"{prefix}{n:04d}",
        f"mã {prefix}-{n:04d}.",
    ):
        assert not text_contains(text, n)
        assert not text_contains(text, Q(n, "ngày"))


@settings(max_examples=200, deadline=None)
@given(
    st.sampled_from(["3", "5", "7", "8", "9"]),
    st.integers(10_000_000, 99_999_999),
    st.sampled_from(["0{}", "+84{}", "+84 {}", "(+84) {}", "84{}", "0084 {}"]),
    st.sampled_from(["", " ", ".", "-"]),
    st.sampled_from([(3, 3, 3), (2, 3, 4), (3, 4, 2), (3, 2, 2, 2)]),
)
def test_property_a_phone_in_any_grouping(
    lead: str, rest: int, prefix: str, sep: str, groups: tuple[int, ...]
) -> None:
    digits = f"{lead}{rest:08d}"  # the nine digits after the leading 0
    parts, pos = [], 0
    for size in groups:
        parts.append(digits[pos : pos + size])
        pos += size
    written = prefix.format(sep.join(parts))
    assert text_contains(f"Gọi em theo số {written} nhé", "0" + digits)
    assert values_equal("0" + digits, written)
    assert not text_contains(f"Gọi em theo số {written} nhé", int(digits[3:6]))


@settings(max_examples=200, deadline=None)
@given(st.integers(1, 999), st.integers(0, 9))
def test_property_money_in_millions(millions: int, tenths: int) -> None:
    value = millions * 1_000_000 + tenths * 100_000
    dotted = f"{value:,}".replace(",", ".")
    spaced = f"{value:,}".replace(",", " ")
    forms = [f"{dotted}đ", f"{spaced} đồng", f"{millions},{tenths} triệu", f"{millions}tr{tenths}"]
    if tenths:
        forms.append(f"{millions} triệu {tenths}")
    for form in forms:
        assert text_contains(f"Tổng tiền: {form}.", value), form
        assert not text_contains(f"Tổng tiền: {form}.", millions) or millions >= 1000


@settings(max_examples=200, deadline=None)
@given(st.integers(1, 99), st.sampled_from(["ngày", "tuần", "tháng", "người", "%", "lần"]))
def test_property_a_quantity_with_its_unit(n: int, unit: str) -> None:
    written = f"{n}{unit}" if unit == "%" else f"{n} {unit}"
    assert text_contains(f"Tối đa {written} thôi.", Q(n, unit))
    other = "tuần" if unit == "ngày" else "ngày"
    assert not text_contains(f"Tối đa {written} thôi.", Q(n, other))
    assert not text_contains(f"Tối đa {n + 1} {unit} thôi.", Q(n, unit))
