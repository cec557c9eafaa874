"""Meaning-aware value matching for AVABench assertions.

Numbers are compared by value across Vietnamese and English writing ("60tr", "60.000.000đ",
"1,5", "200k", "2 tỷ", "1 triệu 500 nghìn"), dates across their usual Vietnamese forms
("14/12/2026", "ngày 14 tháng 12", "2026-12-14"), clock times across their spoken and written
forms ("14:00", "14h", "2 giờ chiều"), phone numbers by their digits ("0903 418 652" is
"0903.418.652" and "+84 903 418 652"), and text after Unicode NFC normalisation, case folding,
whitespace collapsing and one placement of the tone mark in "oa", "oe", "uy" ("hoà" is "hòa").

Tokenising rules:

* Dates and clock times ("14:30", "14h30") are recognised before numbers, and their digits are
  never read as standalone numbers.
* "." or "," followed by exactly three digits (repeated groups allowed) separates thousands,
  provided the leading group is 1-3 digits and not "0"; otherwise "." or "," is the decimal mark.
* A number token is matched whole: "60" never matches inside "160.000.000" or "60.000.000".
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator
from datetime import date, datetime
from decimal import MAX_EMAX, MIN_EMIN, Context, Decimal
from functools import lru_cache
from typing import NamedTuple

_MEMO = 16384
"""How many parsed strings each pure parser keeps: grading reads the same values over and over
(every record against each condition, in the initial and the final world)."""

__all__ = [
    "as_date",
    "as_number",
    "normalize_text",
    "parse_dates",
    "parse_numbers",
    "text_contains",
    "values_equal",
]

# Arithmetic context: generous precision, no exponent limits, never traps (never raises).
_CTX = Context(prec=80, Emax=MAX_EMAX, Emin=MIN_EMIN, traps=[])
_APPROX_REL = Decimal("1e-12")  # relative tolerance used only when a float is involved
_MAX_SINGLE_LEN = 200  # longest string considered as "exactly one number / date"
_MAX_DEPTH = 50  # nesting limit for list / dict comparison


def _nfc(text: str) -> str:
    return unicodedata.normalize("NFC", text)


# --- Regular expressions (compiled once at import) -------------------------------------------

_UNIT_SCALES: dict[str, Decimal] = {
    _nfc(name): Decimal(scale)
    for names, scale in (
        (("k", "nghìn", "nghin", "ngàn", "ngan", "thousand"), 10**3),
        (("tr", "triệu", "trieu", "million"), 10**6),
        (("tỷ", "tỉ", "ty", "billion", "bn"), 10**9),
        (("trăm", "tram"), 10**2),
    )
    for name in names
}
_UNIT_ALT = "|".join(re.escape(u) for u in sorted(_UNIT_SCALES, key=len, reverse=True))

_H = r"[^\S\r\n]"  # horizontal whitespace: tokens never span a line break
_NOT_LETTER = r"(?![^\W\d_])"
_LB_DATE = r"(?<![\w.,/:])"
_NGAY = r"ng(?:à|a)y"
_THANG = r"th(?:á|a)ng"
_NAM = r"n(?:ă|a)m"

# 2026-12-14, 2026/12/14, 2026.12.14
_ISO = (
    rf"(?P<iso>{_LB_DATE}(?P<iso_y>\d{{4}})(?P<iso_sep>[-/.])(?P<iso_m>\d{{1,2}})"
    rf"(?P=iso_sep)(?P<iso_d>\d{{1,2}})(?!\d))"
)
# 14/12/2026, 14-12-2026, 14.12.2026, 14/12/26
_DMY = (
    rf"(?P<dmy>{_LB_DATE}(?P<dmy_d>\d{{1,2}})(?P<dmy_sep>[-/.])(?P<dmy_m>\d{{1,2}})"
    rf"(?P=dmy_sep)(?P<dmy_y>\d{{4}}|\d{{2}})(?!\d|[.,]\d))"
)
# ngày 14 tháng 12 năm 2026, 14 tháng 12, 14 tháng 12, 2026, 14 tháng 12/2026
_VIET = (
    rf"(?P<viet>{_LB_DATE}(?:{_NGAY}{_H}{{1,3}})?(?P<viet_d>\d{{1,2}}){_H}{{1,3}}{_THANG}"
    rf"{_H}{{1,3}}(?P<viet_m>\d{{1,2}})(?!\d)"
    rf"(?:(?:{_H}{{0,3}}[,/]{_H}{{0,3}}|{_H}{{1,3}}{_NAM}{_H}{{1,3}})(?P<viet_y>\d{{4}})(?!\d))?)"
)
# ngày 14-12, ngày 14.12 (without "ngày" these read as a range / a decimal)
_NDM = (
    rf"(?P<ndm>{_LB_DATE}{_NGAY}{_H}{{1,3}}(?P<ndm_d>\d{{1,2}})[-.](?P<ndm_m>\d{{1,2}})"
    rf"(?!\d|[-./,]\d))"
)
# 14/12
_DM = rf"(?P<dm>{_LB_DATE}(?P<dm_d>\d{{1,2}})/(?P<dm_m>\d{{1,2}})(?![\d/]|[.,]\d))"
# 14:30, 9:05:00, 14h30, 14g30 (a bare "14h" is not a time)
_TIME = (
    r"(?P<time>(?<![\d.,:])(?:[01]?\d|2[0-3])"
    r"(?::[0-5]\d(?::[0-5]\d)?|[hg][0-5]\d)(?!\d))"
)
# 60, -5, 1,5, 1.500, 60.000.000, 1.234.567,89, 60tr, 1tr5, 200k, 2 tỷ, 5 trăm nghìn, 1 triệu rưỡi
_NUM = (
    r"(?P<num>(?<![\w.,])(?P<neg>[-−](?=\d))?"
    r"(?P<digits>[1-9]\d{0,2}(?P<gs>[.,\u00a0\u202f])\d{3}(?:(?P=gs)\d{3})*(?!\d)"
    r"(?:(?!(?P=gs))[.,]\d+)?"
    r"|\d+(?:[.,]\d+)?)"
    rf"(?:(?={_H}{{0,2}}[kntmb])(?P<units>(?:{_H}{{0,2}}(?:{_UNIT_ALT}){_NOT_LETTER}){{1,2}})"
    rf"(?:(?P<frac>\d{{1,3}})(?!\d)|{_H}{{1,2}}(?P<half>rưỡi|ruoi){_NOT_LETTER})?)?)"
)

# Cheap look-aheads keep the scan fast: a token starts with a digit, a minus sign or "ngày",
# and date/time alternatives are only tried where a separator or "tháng" follows.
_DATE_GUARD = rf"(?=\d{{1,4}}[-/.:hg]|\d{{1,2}}{_H}{{1,3}}th|ng)"
_TOKEN_RE = re.compile(
    _nfc(rf"(?=\d|[-−]\d|n)(?:{_DATE_GUARD}(?:{_ISO}|{_DMY}|{_VIET}|{_NDM}|{_DM}|{_TIME})|{_NUM})"),
    re.IGNORECASE,
)
_NUM_RE = re.compile(_nfc(_NUM), re.IGNORECASE)
_UNIT_FIND_RE = re.compile(_nfc(_UNIT_ALT), re.IGNORECASE)
_MERGE_GAP_RE = re.compile(rf"{_H}{{1,3}}")
_NUM_PREFIX_RE = re.compile(_nfc(r"\s*(?:(?:[$€₫]|usd|vnd|vnđ)\s*)?"), re.IGNORECASE)
_NUM_SUFFIX_RE = re.compile(
    _nfc(r"\s*(?:%|[$€₫]|đ|vnđ|vnd|đồng|dong|usd|eur|euro)?\s*"), re.IGNORECASE
)
_WORD_SUFFIX_RE = re.compile(r"\s*([^\W\d_]+)\s*")
_DATE_PREFIX_RE = re.compile(_nfc(rf"\s*(?:{_NGAY}\s*)?"), re.IGNORECASE)
_DATE_TIME_GAP_RE = re.compile(_nfc(r"\s*(?:,|-|lúc|luc)?\s*"), re.IGNORECASE)
_ISO_DATETIME_RE = re.compile(r"\d{4}-\d{2}-\d{2}[T ]\d")

# Old and new tone placement: "hòa"/"hoà", "khỏe"/"khoẻ", "thủy"/"thuỷ" (an open syllable; in
# NFD the tone follows its vowel). Both sides of a comparison are moved to the second vowel.
_OLD_TONE_RE = re.compile("([ou])([\u0300\u0301\u0303\u0309\u0323])([aey])(?![^\\W\\d_])")

# A range of days sharing one month: 28-31/12, 28 – 31/12/2026, từ 28 đến 31/12, từ ngày 28 tới 31.12
_DAY_RANGE_RE = re.compile(
    _nfc(
        r"(?<![\d/.,:])(?P<d1>\d{1,2})(?:\s*[-–—]\s*|\s+(?:đến|den|tới|toi)\s+(?:ngày\s+|ngay\s+)?)"
        r"(?P<d2>\d{1,2})(?P<sep>[/.])(?P<m>\d{1,2})(?:(?P=sep)(?P<y>\d{4}|\d{2}))?(?![\d])"
    ),
    re.IGNORECASE,
)

# A clock time in running text: 14:00, 14h, 14h30, 14g, 14 giờ, 2 giờ 30 phút chiều, 9h30'
_CLOCK_RE = re.compile(
    _nfc(
        r"(?<![\d.,:/])(?P<h>[01]?\d|2[0-3])\s*(?:giờ|gio|:|[hg](?![^\W\d_]))\s*"
        r"(?:(?P<m>[0-5]\d)(?!\d)\s*(?:phút|phut|p|')?)?"
        r"(?:\s*(?P<part>sáng|sang|trưa|trua|chiều|chieu|tối|toi|đêm|dem))?"
    ),
    re.IGNORECASE,
)
_CLOCK_NEEDLE_RE = re.compile(r"\s*(?P<h>[01]?\d|2[0-3])(?::|h)(?P<m>[0-5]\d)?\s*", re.IGNORECASE)
_AFTERNOON = {"chiều", "chieu", "tối", "toi", "đêm", "dem"}

# A Vietnamese phone number: 0 or +84 then 8-10 digits, in groups split by spaces, dots or dashes
_PHONE_RE = re.compile(r"(?<![\d+])(?:\+84|0)(?:[ .\-]?\d){8,10}(?!\d)")
_PHONE_NEEDLE_RE = re.compile(r"\s*(?:\+84|0)(?:[ .\-]?\d){8,10}\s*")


# --- Tokeniser --------------------------------------------------------------------------------

_KIND_NUM = 0
_KIND_DATE = 1
_KIND_TIME = 2

_YMD = tuple[int | None, int, int]


class _Tok(NamedTuple):
    kind: int
    start: int
    end: int
    num: Decimal | None = None
    scale: Decimal | None = None  # unit multiplier of a number ("triệu" -> 10**6), if any
    ymd: _YMD | None = None  # (year or None, month, day) of a date


def _tidy(value: Decimal) -> Decimal:
    """Drop a fractional zero tail from an integral value (Decimal('1500000.0') -> 1500000)."""
    exponent = value.as_tuple().exponent
    if isinstance(exponent, int) and exponent < 0 and value.adjusted() < 60:
        integral = value.to_integral_value(context=_CTX)
        if integral == value:
            return integral
    return value


def _num_token(m: re.Match[str]) -> _Tok:
    digits, group_sep, units, neg = m.group("digits", "gs", "units", "neg")
    if group_sep:
        digits = digits.replace(group_sep, "")
    digits = digits.replace(",", ".")
    value = Decimal(digits)
    scale: Decimal | None = None
    if units:
        frac, half = m.group("frac", "half")
        if frac:
            value = _CTX.add(value, Decimal("0." + frac))
        elif half:
            value = _CTX.add(value, Decimal("0.5"))
        scale = Decimal(1)
        for unit in _UNIT_FIND_RE.findall(units):
            scale = _CTX.multiply(scale, _UNIT_SCALES.get(unit.casefold(), Decimal(1)))
        value = _CTX.multiply(value, scale)
        if frac or half or "." in digits:
            value = _tidy(value)
    if neg:
        value = _CTX.minus(value)
    return _Tok(_KIND_NUM, m.start(), m.end(), value, scale)


def _valid_ymd(year: int | None, month: int, day: int) -> bool:
    try:
        date(2000 if year is None else year, month, day)  # 2000 is a leap year: 29/2 is fine
    except ValueError:
        return False
    return True


def _date_from_match(m: re.Match[str]) -> _YMD | None:
    year: int | None = None
    if m["iso"]:
        year, month, day = int(m["iso_y"]), int(m["iso_m"]), int(m["iso_d"])
    elif m["dmy"]:
        raw_year = m["dmy_y"]
        year = int(raw_year) + (2000 if len(raw_year) == 2 else 0)
        month, day = int(m["dmy_m"]), int(m["dmy_d"])
    elif m["viet"]:
        year = int(m["viet_y"]) if m["viet_y"] else None
        month, day = int(m["viet_m"]), int(m["viet_d"])
    elif m["ndm"]:
        month, day = int(m["ndm_m"]), int(m["ndm_d"])
    else:
        month, day = int(m["dm_m"]), int(m["dm_d"])
    return (year, month, day) if _valid_ymd(year, month, day) else None


def _raw_tokens(text: str, numbers: bool = True) -> Iterator[_Tok]:
    """Unmerged tokens; with ``numbers`` False, number tokens are skipped (cheaper)."""
    for m in _TOKEN_RE.finditer(text):
        kind = m.lastgroup  # the outermost named group, i.e. which alternative matched
        if kind == "num":
            if numbers:
                yield _num_token(m)
        elif kind == "time":
            yield _Tok(_KIND_TIME, m.start(), m.end())
        else:
            ymd = _date_from_match(m)
            if ymd is not None:
                yield _Tok(_KIND_DATE, m.start(), m.end(), ymd=ymd)
            elif numbers:  # looked like a date but is not one: read its digits as numbers
                for sub in _NUM_RE.finditer(text, m.start(), m.end()):
                    yield _num_token(sub)


def _merge(text: str, left: _Tok, right: _Tok) -> _Tok | None:
    """Join "1 triệu" + "500 nghìn" into one number when the parts descend in scale."""
    if (
        left.scale is None
        or right.scale is None
        or left.kind != _KIND_NUM
        or right.kind != _KIND_NUM
        or left.num is None
        or right.num is None
        or not right.scale < left.scale
        or not 0 <= right.num < left.scale
        or not _MERGE_GAP_RE.fullmatch(text, left.end, right.start)
    ):
        return None
    total = _CTX.subtract(left.num, right.num) if left.num < 0 else _CTX.add(left.num, right.num)
    return _Tok(_KIND_NUM, left.start, right.end, _tidy(total), right.scale)


def _tokens(text: str) -> Iterator[_Tok]:
    """Number, date and time tokens of an NFC string, in order."""
    pending: _Tok | None = None
    for tok in _raw_tokens(text):
        if pending is not None:
            merged = _merge(text, pending, tok)
            if merged is not None:
                pending = merged
                continue
            yield pending
        pending = tok
    if pending is not None:
        yield pending


def _iter_numbers(text: str) -> Iterator[Decimal]:
    for tok in _tokens(text):
        if tok.kind == _KIND_NUM and tok.num is not None:
            yield tok.num


def _iter_ymd(text: str) -> Iterator[_YMD]:
    """Every date in `text`, and the first day of each range written with the month only once
    ("28-31/12", "từ 28 đến 31/12/2026")."""
    found = [
        (tok.start, tok.ymd)
        for tok in _raw_tokens(text, numbers=False)
        if tok.kind == _KIND_DATE and tok.ymd is not None
    ]
    for m in _DAY_RANGE_RE.finditer(text):
        year = int(m["y"]) + (2000 if len(m["y"]) == 2 else 0) if m["y"] else None
        month, first, last = int(m["m"]), int(m["d1"]), int(m["d2"])
        if first < last and _valid_ymd(year, month, first) and _valid_ymd(year, month, last):
            found.append((m.start(), (year, month, first)))
    for _, ymd in sorted(found, key=lambda item: item[0]):
        yield ymd


# --- Single-value parsing ---------------------------------------------------------------------


@lru_cache(maxsize=_MEMO)
def _single_number(value: str, lenient: bool = False) -> tuple[Decimal, str] | None:
    """Value and unit word of a string holding exactly one number expression.

    Currency marks and "%" are allowed around the number (unit ""). With ``lenient``, one
    trailing word ("1,5 ngày") is allowed too and returned normalised as the unit.
    """
    text = _nfc(value).strip()
    if not text or len(text) > _MAX_SINGLE_LEN:
        return None
    toks: list[_Tok] = []
    for tok in _tokens(text):
        toks.append(tok)
        if len(toks) > 1:
            return None
    if len(toks) != 1 or toks[0].kind != _KIND_NUM or toks[0].num is None:
        return None
    tok = toks[0]
    if not _NUM_PREFIX_RE.fullmatch(text, 0, tok.start):
        return None
    if _NUM_SUFFIX_RE.fullmatch(text, tok.end):
        return tok.num, ""
    if lenient:
        word = _WORD_SUFFIX_RE.fullmatch(text, tok.end)
        if word:
            return tok.num, normalize_text(word[1])
    return None


@lru_cache(maxsize=_MEMO)
def _single_ymd(value: str) -> _YMD | None:
    """(year or None, month, day) of a string holding exactly one date (optionally + time)."""
    text = _nfc(value).strip()
    if not text or len(text) > _MAX_SINGLE_LEN:
        return None
    if _ISO_DATETIME_RE.match(text):
        try:
            parsed = datetime.fromisoformat(text)
        except ValueError:
            return None
        return parsed.year, parsed.month, parsed.day
    toks: list[_Tok] = []
    for tok in _tokens(text):
        toks.append(tok)
        if len(toks) > 2:
            return None
    if not toks or toks[0].kind != _KIND_DATE or toks[0].ymd is None:
        return None
    if len(toks) == 2 and (
        toks[1].kind != _KIND_TIME
        or not _DATE_TIME_GAP_RE.fullmatch(text, toks[0].end, toks[1].start)
    ):
        return None
    if not _DATE_PREFIX_RE.fullmatch(text, 0, toks[0].start) or text[toks[-1].end :].strip():
        return None
    return toks[0].ymd


def _ymd_of(value: object) -> _YMD | None:
    if isinstance(value, datetime):
        return value.year, value.month, value.day
    if isinstance(value, date):
        return value.year, value.month, value.day
    if isinstance(value, str):
        return _single_ymd(value)
    return None


def _ymd_match(a: _YMD, b: _YMD) -> bool:
    """Same day and month; years compared only when both are known."""
    return a[1:] == b[1:] and (a[0] is None or b[0] is None or a[0] == b[0])


def _num_eq(a: Decimal, b: Decimal, approx: bool = False) -> bool:
    if a == b:
        return True
    if not approx:
        return False
    diff = _CTX.abs(_CTX.subtract(a, b))
    return diff <= _CTX.multiply(max(_CTX.abs(a), _CTX.abs(b)), _APPROX_REL)


def _is_number(value: object) -> bool:
    return isinstance(value, int | float | Decimal) and not isinstance(value, bool)


# --- Public API -------------------------------------------------------------------------------


def normalize_text(value: str) -> str:
    """NFC-normalise, case-fold, collapse runs of whitespace and strip."""
    if value is None:
        return ""
    return _normalize(value if isinstance(value, str) else str(value))


@lru_cache(maxsize=_MEMO)
def _normalize(value: str) -> str:
    folded = unicodedata.normalize("NFD", _nfc(value).casefold())
    folded = _OLD_TONE_RE.sub(r"\1\3\2", folded)
    return " ".join(_nfc(folded).split())


def parse_numbers(text: str) -> list[Decimal]:
    """Every number written in ``text``, by value, in order (dates and times excluded)."""
    if not isinstance(text, str):
        return []
    return list(_iter_numbers(_nfc(text)))


def parse_dates(text: str, default_year: int | None = None) -> list[date]:
    """Every date written in ``text``, in order; year-less dates take ``default_year``.

    Year-less dates are skipped when ``default_year`` is None.
    """
    if not isinstance(text, str):
        return []
    found: list[date] = []
    for year, month, day in _iter_ymd(_nfc(text)):
        year = default_year if year is None else year
        if year is None:
            continue
        try:
            found.append(date(year, month, day))
        except (ValueError, TypeError, OverflowError):
            continue
    return found


def as_number(value: object) -> Decimal | None:
    """``value`` as a Decimal, or None.

    int/float/Decimal convert directly (non-finite values give None); a str must hold exactly
    one number expression ("60tr", "1,5", "60.000.000đ", "10%"); bool and anything else give
    None.
    """
    try:
        if isinstance(value, bool):
            return None
        if isinstance(value, int):
            return Decimal(value)
        if isinstance(value, float):
            return Decimal(repr(value)) if value == value and abs(value) != float("inf") else None
        if isinstance(value, Decimal):
            return value if value.is_finite() else None
        if isinstance(value, str):
            single = _single_number(value)
            return single[0] if single else None
    except Exception:
        return None
    return None


def as_date(value: object, default_year: int | None = None) -> date | None:
    """``value`` as a date, or None.

    date/datetime convert directly; a str must hold exactly one date ("2026-12-14",
    "14/12/2026", "ngày 14 tháng 12 năm 2026", optionally followed by a time). A year-less
    date takes ``default_year`` (None when that is not given).
    """
    try:
        if isinstance(value, datetime):
            return value.date()
        if isinstance(value, date):
            return value
        if isinstance(value, str):
            ymd = _single_ymd(value)
            if ymd is None:
                return None
            year = ymd[0] if ymd[0] is not None else default_year
            return None if year is None else date(year, ymd[1], ymd[2])
    except Exception:
        return None
    return None


def values_equal(expected: object, actual: object) -> bool:
    """Whether ``actual`` has the meaning of ``expected`` (numbers by value, dates, text).

    Never raises: odd input simply compares unequal.
    """
    try:
        return _values_equal(expected, actual, 0)
    except Exception:
        return False


def _number_of_actual(actual: object) -> Decimal | None:
    if isinstance(actual, str):
        single = _single_number(actual, lenient=True)
        return single[0] if single else None
    return as_number(actual)


def _values_equal(expected: object, actual: object, depth: int) -> bool:
    if depth > _MAX_DEPTH:
        return False
    if expected is None:
        return actual is None
    if isinstance(expected, bool):
        return isinstance(actual, bool) and actual == expected
    if _is_number(expected):
        exp_num = as_number(expected)
        act_num = _number_of_actual(actual)
        if exp_num is None or act_num is None:
            return False
        approx = isinstance(expected, float) or isinstance(actual, float)
        return _num_eq(exp_num, act_num, approx)
    if isinstance(expected, datetime) and isinstance(actual, datetime):
        return expected == actual
    if isinstance(expected, date):
        exp_date = expected.date() if isinstance(expected, datetime) else expected
        return as_date(actual, default_year=exp_date.year) == exp_date
    if isinstance(expected, str):
        return _str_equal(expected, actual)
    if isinstance(expected, list | tuple):
        return (
            isinstance(actual, list | tuple)
            and len(actual) == len(expected)
            and all(_values_equal(e, a, depth + 1) for e, a in zip(expected, actual, strict=True))
        )
    if isinstance(expected, dict):
        return (
            isinstance(actual, dict)
            and actual.keys() == expected.keys()
            and all(_values_equal(v, actual[k], depth + 1) for k, v in expected.items())
        )
    return False


def _str_equal(expected: str, actual: object) -> bool:
    if actual is None or isinstance(actual, bool | list | tuple | dict):
        return False
    exp_ymd = _single_ymd(expected)
    if exp_ymd is not None:
        act_ymd = _ymd_of(actual)
        if act_ymd is not None:
            return _ymd_match(exp_ymd, act_ymd)
    exp_num = as_number(expected)
    if exp_num is not None:
        act_num = as_number(actual)
        if act_num is not None:
            return _num_eq(exp_num, act_num, isinstance(actual, float))
    if not isinstance(actual, str):
        return False
    exp_qty = _single_number(expected, lenient=True)
    if exp_qty is not None:
        act_qty = _single_number(actual, lenient=True)
        if act_qty is not None and exp_qty[1] == act_qty[1]:
            return _num_eq(exp_qty[0], act_qty[0])
    return normalize_text(expected) == normalize_text(actual)


def _as_text(value: object) -> str | None:
    if isinstance(value, str):
        return value
    if isinstance(value, list | tuple):
        parts = [_as_text(item) for item in value]
        return "\n".join(part for part in parts if part is not None)
    if _is_number(value):
        return str(value)
    return None


def text_contains(haystack: object, needle: object) -> bool:
    """Whether ``haystack`` mentions ``needle``: numbers and dates by value, text on word bounds.

    ``haystack`` may be a str or a list of str (joined with newlines). Never raises.
    """
    try:
        return _text_contains(haystack, needle)
    except Exception:
        return False


def _text_contains(haystack: object, needle: object) -> bool:
    raw = _as_text(haystack)
    if raw is None or needle is None or isinstance(needle, bool):
        return False
    text = _nfc(raw)
    if _is_number(needle):
        target = as_number(needle)
        if target is None:
            return False
        approx = isinstance(needle, float)
        return any(_num_eq(target, found, approx) for found in _iter_numbers(text))
    if isinstance(needle, date):
        wanted: _YMD = (needle.year, needle.month, needle.day)
        return any(_ymd_match(wanted, found) for found in _iter_ymd(text))
    if not isinstance(needle, str):
        return False
    needle_ymd = _single_ymd(needle)
    if needle_ymd is not None:
        return any(_ymd_match(needle_ymd, found) for found in _iter_ymd(text))
    clock = _CLOCK_NEEDLE_RE.fullmatch(needle)
    if clock is not None:
        wanted_time = (int(clock["h"]), int(clock["m"] or 0))
        return wanted_time in _iter_clock_times(text)
    if _PHONE_NEEDLE_RE.fullmatch(needle):
        wanted_phone = _phone_digits(needle)
        return any(_phone_digits(m.group()) == wanted_phone for m in _PHONE_RE.finditer(text))
    needle_num = as_number(needle)
    if needle_num is not None:
        return any(_num_eq(needle_num, found) for found in _iter_numbers(text))
    return _contains_words(normalize_text(text), normalize_text(needle))


def _iter_clock_times(text: str) -> list[tuple[int, int]]:
    """(hour, minute) of every clock time written in `text`, afternoon forms on a 24-hour clock."""
    times = []
    for m in _CLOCK_RE.finditer(text):
        hour, minute = int(m["h"]), int(m["m"] or 0)
        part = (m["part"] or "").casefold()
        if part in _AFTERNOON and hour < 12:
            hour += 12
        times.append((hour, minute))
    return times


def _phone_digits(text: str) -> str:
    """A phone number's digits, "+84" read as the leading "0"."""
    raw = re.sub(r"\D", "", text.strip())
    return "0" + raw[2:] if text.strip().startswith("+84") else raw


def _contains_words(haystack: str, needle: str) -> bool:
    """Substring match whose ends fall on word boundaries (where the needle ends in a word)."""
    if not needle:
        return False
    check_left = needle[0].isalnum()
    check_right = needle[-1].isalnum()
    size = len(needle)
    index = haystack.find(needle)
    while index != -1:
        end = index + size
        left_ok = not check_left or index == 0 or not haystack[index - 1].isalnum()
        right_ok = not check_right or end == len(haystack) or not haystack[end].isalnum()
        if left_ok and right_ok:
            return True
        index = haystack.find(needle, index + 1)
    return False
