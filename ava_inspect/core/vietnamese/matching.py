"""Meaning-aware value matching for AVABench assertions.

What a text states is read by `vn_reading.read` (memoised): amounts with their units, dates and
date spans, clock times and phone numbers, the way Vietnamese office staff and shop customers
write them. This module compares those values with what an assertion expects:

* a **number** needle (`15`, `60000000`) matches a *standalone quantity* of that value: never a
  number inside an id ("HD-0015"), a code, a phone, a clause or label ("khoản 2", "Điều 6.1",
  "thứ 2"), a date ("14/12"), a clock time ("16h"), a range ("10-15 ngày") or a longer number
  ("1 500 000đ" is not 500);
* a **quantity** needle `Quantity(2, "ngày")` (in a task: `{"amount": 2, "unit": "ngày"}`)
  matches only that number written with that unit ("2 ngày", "02 ngày làm việc", "hai ngày",
  "Số ngày: 2"; not "2 tuần", not "thứ 2 ngày 14/12"); money ("đồng") may be written without a
  unit; hours and minutes convert ("90 phút" is 1.5 giờ); with `stated_as="owed"` / `"paid"` the
  words of its clause must say so ("còn nợ 7,7 triệu" / "đã thanh toán 7,7 triệu");
* a **date span** needle `DateSpan(first, last)` (`{"from": "2026-12-16", "to": "2026-12-18"}`)
  matches that span written as one ("16-18/12", "16/12 - 18/12", "từ 16 đến 18/12", "16, 17 và
  18/12"); a one-day span matches that date written on its own, not as the end of a longer span;
* a **date** needle (a `date`, "2026-12-14", "14/12") matches any mention of that day;
* a **clock time** needle ("10:00", "10h", "2 giờ chiều") matches that time of day;
* a **phone** needle matches the same number in any grouping and 0 / 84 / +84 form;
* any other string matches on word boundaries after NFC normalisation, case folding, whitespace
  collapsing and one placement of the tone mark in "oa", "oe", "uy" ("hoà" is "hòa").
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from datetime import date, datetime
from decimal import Decimal
from functools import lru_cache
from typing import NamedTuple

from ava_inspect.core.vietnamese.numbers import CTX
from ava_inspect.core.vietnamese.reading import MEMO, YMD, Amount, Reading, read, valid_ymd
from ava_inspect.core.vietnamese.roles import role_of
from ava_inspect.core.vietnamese.words import ROLES, UNIT_OF, UNITS, nfc

__all__ = [
    "DateSpan",
    "Quantity",
    "as_date",
    "as_number",
    "needle_of",
    "normalize_text",
    "parse_dates",
    "parse_numbers",
    "text_contains",
    "values_equal",
]

_APPROX_REL = Decimal("1e-12")  # relative tolerance used only when a float is involved
_MAX_SINGLE_LEN = 200  # longest string considered as "exactly one number / date / time"
_MAX_DEPTH = 50  # nesting limit for list / dict comparison
_MINUTES_PER_HOUR = Decimal(60)


# --- needles ----------------------------------------------------------------------------------


@dataclass(frozen=True, init=False)
class Quantity:
    """A number with its unit: `Quantity(2, "ngày")` is "2 ngày", "02 ngày làm việc", "hai ngày".

    `unit` is one of `UNITS` (canonical names); `stated_as` ("owed"/"paid") also requires the
    amount's clause to say it is still owed / already paid. Any finite number is taken as the
    amount; it is kept as a Decimal.
    """

    amount: Decimal
    unit: str
    stated_as: str | None = None

    def __init__(
        self, amount: Decimal | int | float, unit: str, stated_as: str | None = None
    ) -> None:
        if isinstance(amount, bool) or not isinstance(amount, int | float | Decimal):
            raise ValueError(f"amount must be a number, not {amount!r}")
        number = as_number(amount)
        if number is None:
            raise ValueError(f"amount must be a finite number, not {amount!r}")
        object.__setattr__(self, "amount", number)
        object.__setattr__(self, "unit", unit)
        object.__setattr__(self, "stated_as", stated_as)
        if self.unit not in UNITS:
            raise ValueError(f"unknown unit {self.unit!r}; units are: {', '.join(UNITS)}")
        if self.stated_as is not None and self.stated_as not in ROLES:
            raise ValueError(
                f"stated_as must be one of {', '.join(ROLES)} (or left out), not {self.stated_as!r}"
            )


@dataclass(frozen=True)
class DateSpan:
    """The days `first`..`last` written as one span; `first == last` is that day on its own."""

    first: date
    last: date

    def __post_init__(self) -> None:
        for name in ("first", "last"):
            value = getattr(self, name)
            if isinstance(value, datetime) or not isinstance(value, date):
                raise ValueError(f"{name} must be a date, not {value!r}")
        if self.last < self.first:
            raise ValueError(f"the span ends ({self.last}) before it starts ({self.first})")


_QUANTITY_KEYS = {"amount", "unit", "stated_as"}
_SPAN_KEYS = {"from", "to"}


def needle_of(value: object) -> object:
    """A needle as `text_contains` reads it: dicts become `Quantity` / `DateSpan`.

    `{"amount": 2, "unit": "ngày"}` (optionally `"stated_as": "owed"`) is a quantity;
    `{"from": "2026-12-16", "to": "2026-12-18"}` a date span. Raises ValueError naming the fix
    for any other dict; other values are returned as they are.
    """
    if not isinstance(value, dict):
        return value
    keys = set(value)
    if "amount" in keys or "unit" in keys:
        unknown = keys - _QUANTITY_KEYS
        if unknown or not {"amount", "unit"} <= keys:
            raise ValueError(
                "a quantity needle is {'amount': <number>, 'unit': <unit>} with an optional "
                f"'stated_as' ('owed' or 'paid'); got keys {sorted(keys)}; units are: "
                f"{', '.join(UNITS)}"
            )
        return Quantity(value["amount"], value["unit"], value.get("stated_as"))
    if keys == _SPAN_KEYS:
        return DateSpan(_iso_day(value["from"], "from"), _iso_day(value["to"], "to"))
    raise ValueError(
        "a needle dict is a quantity {'amount': 2, 'unit': 'ngày'} or a date span "
        f"{{'from': '2026-12-16', 'to': '2026-12-18'}}; got keys {sorted(keys)}"
    )


def _iso_day(value: object, name: str) -> date:
    if isinstance(value, date) and not isinstance(value, datetime):
        return value
    if isinstance(value, str):
        try:
            return date.fromisoformat(value)
        except ValueError:
            pass
    raise ValueError(f"'{name}' must be a date written YYYY-MM-DD, not {value!r}")


# --- text -------------------------------------------------------------------------------------

# Old and new tone placement: "hòa"/"hoà", "khỏe"/"khoẻ", "thủy"/"thuỷ" (an open syllable; in
# NFD the tone follows its vowel). Both sides of a comparison are moved to the second vowel.
_OLD_TONE_RE = re.compile("([ou])([\u0300\u0301\u0303\u0309\u0323])([aey])(?![^\\W\\d_])")


def normalize_text(value: str) -> str:
    """NFC-normalise, case-fold, collapse runs of whitespace and strip."""
    if value is None:
        return ""
    return _normalize(value if isinstance(value, str) else str(value))


@lru_cache(maxsize=MEMO)
def _normalize(value: str) -> str:
    folded = unicodedata.normalize("NFD", nfc(value).casefold())
    folded = _OLD_TONE_RE.sub(r"\1\3\2", folded)
    return " ".join(nfc(folded).split())


def _reading(text: str) -> Reading:
    return read(nfc(text))


# --- single values ----------------------------------------------------------------------------

_CURRENCY_PREFIX_RE = re.compile(nfc(r"\s*(?:(?:[$€₫]|usd|vnd|vnđ)\s*)?"), re.IGNORECASE)
_CURRENCY_SUFFIX_RE = re.compile(
    nfc(r"\s*(?:%|[$€₫]|đ|vnđ|vnd|đồng|dong|usd|eur|euro)?\s*"), re.IGNORECASE
)
_ONE_WORD_RE = re.compile(r"\s*[^\W\d_]+\s*")
_DATE_FILLER_RE = re.compile(
    nfc(
        r"\s*(?:(?:thứ\s+(?:[2-7]|\w+)|t[2-7]|cn|chủ\s+nhật)\s*,?\s*)?(?:\(?\s*)?"
        r"(?:ngày|hôm|mồng|mùng)?\s*"
    ),
    re.IGNORECASE,
)
_DATE_TIME_GAP_RE = re.compile(nfc(r"\s*(?:,|-|lúc|luc|vào lúc|t)?\s*"), re.IGNORECASE)
_CLOCK_FILLER_RE = re.compile(nfc(r"\s*(?:lúc|vào lúc)?\s*"), re.IGNORECASE)
_PHONE_FILLER_RE = re.compile(
    nfc(r"\s*(?:(?:sđt|số điện thoại|điện thoại|đt|tel|phone|hotline|mobile)\s*:?\s*)?"),
    re.IGNORECASE,
)
_ISO_DATETIME_RE = re.compile(r"\d{4}-\d{2}-\d{2}[T ]\d")


def _alone(reading: Reading) -> bool:
    return not reading.dates and not reading.clocks and not reading.phones


def _single_text(value: str) -> str | None:
    """`value` ready to be read as one value, or None when it is empty or too long."""
    text = nfc(value).strip()
    return text if text and len(text) <= _MAX_SINGLE_LEN else None


def _amount_in(text: str, reading: Reading, lenient: bool) -> tuple[Decimal, str | None] | None:
    counted = [a for a in reading.amounts if a.counted]
    if len(counted) != 1 or len(reading.amounts) != 1 or not _alone(reading):
        return None
    amount = counted[0]
    if not _CURRENCY_PREFIX_RE.fullmatch(text, 0, amount.start):
        return None
    if _CURRENCY_SUFFIX_RE.fullmatch(text, amount.num_end):
        unit = amount.unit if amount.unit in ("%", "đồng", "usd", "eur") else None
        return amount.value, unit
    if not lenient:
        return None
    if not text[amount.end :].strip():
        return amount.value, amount.unit
    if amount.unit is None and _ONE_WORD_RE.fullmatch(text, amount.end):
        return amount.value, normalize_text(text[amount.end :])
    return None


def _ymd_in(text: str, reading: Reading) -> tuple[YMD, tuple[int, int] | None] | None:
    if _ISO_DATETIME_RE.match(text):
        try:
            parsed = datetime.fromisoformat(text)
        except ValueError:
            return None
        return (parsed.year, parsed.month, parsed.day), (parsed.hour, parsed.minute)
    if len(reading.dates) != 1 or reading.spans or reading.phones or len(reading.clocks) > 1:
        return None
    found = reading.dates[0]
    if not _DATE_FILLER_RE.fullmatch(text, 0, found.start):
        return None
    if not reading.clocks:
        return (found.ymd, None) if not text[found.end :].strip() else None
    clock = reading.clocks[0]
    if clock.start < found.end or not _DATE_TIME_GAP_RE.fullmatch(text, found.end, clock.start):
        return None
    if text[clock.end :].strip():
        return None
    return found.ymd, (clock.hour, clock.minute)


def _clock_in(text: str, reading: Reading) -> tuple[int, int] | None:
    if len(reading.clocks) != 1 or reading.dates or reading.phones or reading.amounts:
        return None
    clock = reading.clocks[0]
    if not _CLOCK_FILLER_RE.fullmatch(text, 0, clock.start) or text[clock.end :].strip():
        return None
    return clock.hour, clock.minute


def _phone_in(text: str, reading: Reading) -> str | None:
    if len(reading.phones) != 1:
        return None
    phone = reading.phones[0]
    if not _PHONE_FILLER_RE.fullmatch(text, 0, phone.start) or text[phone.end :].strip(" .;"):
        return None
    return phone.digits


@lru_cache(maxsize=MEMO)
def _single_amount(value: str, lenient: bool = False) -> tuple[Decimal, str | None] | None:
    """Value and unit of a string holding exactly one number expression.

    Currency marks and "%" may stand around the number (unit None, "%" or the currency). With
    ``lenient``, any unit word ("1,5 ngày", "ba ngày") or one trailing word is allowed too.
    """
    text = _single_text(value)
    return None if text is None else _amount_in(text, read(text), lenient)


@lru_cache(maxsize=MEMO)
def _single_ymd(value: str) -> tuple[YMD, tuple[int, int] | None] | None:
    """The date (and time, if written) of a string holding exactly one date."""
    text = _single_text(value)
    return None if text is None else _ymd_in(text, read(text))


@lru_cache(maxsize=MEMO)
def _single_clock(value: str) -> tuple[int, int] | None:
    """(hour, minute) of a string holding exactly one clock time ("10:00", "10h", "2h chiều")."""
    text = _single_text(value)
    return None if text is None else _clock_in(text, read(text))


@lru_cache(maxsize=MEMO)
def _single_phone(value: str) -> str | None:
    """The national digits of a string holding exactly one phone number."""
    text = _single_text(value)
    return None if text is None else _phone_in(text, read(text))


def _ymd_match(a: YMD, b: YMD) -> bool:
    """Same day and month; years compared only when both are known."""
    return a[1:] == b[1:] and (a[0] is None or b[0] is None or a[0] == b[0])


def _num_eq(a: Decimal, b: Decimal, approx: bool = False) -> bool:
    if a == b:
        return True
    if not approx:
        return False
    diff = CTX.abs(CTX.subtract(a, b))
    return diff <= CTX.multiply(max(CTX.abs(a), CTX.abs(b)), _APPROX_REL)


def _is_number(value: object) -> bool:
    return isinstance(value, int | float | Decimal) and not isinstance(value, bool)


# --- public parsing ---------------------------------------------------------------------------


def parse_numbers(text: str) -> list[Decimal]:
    """Every number ``text`` states, by value, in order: not the digits of dates, clock times,
    phones, ids or codes (labels and range ends are numbers the text states)."""
    if not isinstance(text, str):
        return []
    return [a.value for a in _reading(text).amounts if a.counted]


def parse_dates(text: str, default_year: int | None = None) -> list[date]:
    """Every date written in ``text``, in order (the first day of "28-31/12" too); year-less
    dates take ``default_year`` and are skipped when it is None."""
    if not isinstance(text, str):
        return []
    found: list[date] = []
    for mention in _reading(text).dates:
        year, month, day = mention.ymd
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
    one number expression ("60tr", "1,5", "60.000.000đ", "2 triệu 5", "10%"); bool and
    anything else give None.
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
            single = _single_amount(value)
            return single[0] if single else None
    except Exception:
        return None
    return None


def as_date(value: object, default_year: int | None = None) -> date | None:
    """``value`` as a date, or None.

    date/datetime convert directly; a str must hold exactly one date ("2026-12-14",
    "14/12/2026", "ngày 14 tháng 12 năm 2026", "thứ Hai 14/12", optionally followed by a time).
    A year-less date takes ``default_year`` (None when that is not given).
    """
    try:
        if isinstance(value, datetime):
            return value.date()
        if isinstance(value, date):
            return value
        if isinstance(value, str):
            single = _single_ymd(value)
            if single is None:
                return None
            year, month, day = single[0]
            year = default_year if year is None else year
            return None if year is None else date(year, month, day)
    except Exception:
        return None
    return None


# --- equality ---------------------------------------------------------------------------------


def values_equal(expected: object, actual: object) -> bool:
    """Whether ``actual`` has the meaning of ``expected``: numbers by value ("2 triệu 5" is
    2500000), quantities with their unit ("ba ngày" is "3 ngày"), dates, clock times ("10:00"
    is "10h"), phone numbers by their digits, text after normalisation. Never raises."""
    try:
        return _values_equal(expected, actual, 0)
    except Exception:
        return False


def _number_of_actual(actual: object) -> Decimal | None:
    if isinstance(actual, str):
        single = _single_amount(actual, lenient=True)
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
    if isinstance(expected, Quantity):
        return _quantity_equal(expected, actual)
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


def _quantity_equal(expected: Quantity, actual: object) -> bool:
    if _is_number(actual):
        act = as_number(actual)
        return act is not None and _num_eq(expected.amount, act, isinstance(actual, float))
    if not isinstance(actual, str):
        return False
    single = _single_amount(actual, lenient=True)
    return single is not None and _same_quantity(expected, single[0], single[1])


class _Profile(NamedTuple):
    """What one string holds when read as a single value (each None when it is not one)."""

    date: tuple[YMD, tuple[int, int] | None] | None
    number: Decimal | None
    clock: tuple[int, int] | None
    phone: str | None
    quantity: tuple[Decimal, str | None] | None
    text: str


_RECORD_ID_RE = re.compile(r"[A-Za-z]{1,8}-\d{1,8}|[^\s@]+@[^\s@]+")
"""Record ids ("NV-0004", "HD-0031") and mail addresses: no value to read in them."""
_ISO_DAY_RE = re.compile(r"(\d{4})-(\d{2})-(\d{2})")


@lru_cache(maxsize=MEMO)
def _profile(value: str) -> _Profile:
    text = _single_text(value)
    normal = normalize_text(value)
    if text is None or _RECORD_ID_RE.fullmatch(text):
        return _Profile(None, None, None, None, None, normal)
    if iso := _ISO_DAY_RE.fullmatch(text):  # most dates in records
        ymd = (int(iso[1]), int(iso[2]), int(iso[3]))
        if valid_ymd(*ymd):
            return _Profile((ymd, None), None, None, None, None, normal)
    reading = read(text)
    if not (reading.amounts or reading.dates or reading.clocks or reading.phones):
        return _Profile(None, None, None, None, None, normal)
    strict = _amount_in(text, reading, False)
    return _Profile(
        _ymd_in(text, reading),
        strict[0] if strict else None,
        _clock_in(text, reading),
        _phone_in(text, reading),
        _amount_in(text, reading, True),
        normal,
    )


def _str_equal(expected: str, actual: object) -> bool:
    if actual is None or isinstance(actual, bool | list | tuple | dict):
        return False
    if actual == expected:
        return True
    exp = _profile(expected)
    act = _profile(actual) if isinstance(actual, str) else None
    if exp.date is not None:
        act_date: tuple[YMD, tuple[int, int] | None] | None
        if isinstance(actual, datetime):
            act_date = (actual.year, actual.month, actual.day), (actual.hour, actual.minute)
        elif isinstance(actual, date):
            act_date = (actual.year, actual.month, actual.day), None
        else:
            act_date = act.date if act is not None else None
        if act_date is not None:
            same_time = exp.date[1] is None or act_date[1] is None or exp.date[1] == act_date[1]
            return _ymd_match(exp.date[0], act_date[0]) and same_time
    if exp.number is not None:
        act_num = act.number if act is not None else as_number(actual)
        if act_num is not None:
            return _num_eq(exp.number, act_num, isinstance(actual, float))
    if act is None:
        return False
    if exp.clock is not None and act.clock is not None:
        return exp.clock == act.clock
    if exp.phone is not None and act.phone is not None:
        return exp.phone == act.phone
    if exp.quantity is not None and act.quantity is not None and exp.quantity[1] == act.quantity[1]:
        return _num_eq(exp.quantity[0], act.quantity[0])
    return exp.text == act.text


# --- containment ------------------------------------------------------------------------------


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
    """Whether ``haystack`` mentions ``needle`` (see the module docstring for each kind).

    ``haystack`` may be a str or a list of str (joined with newlines); ``needle`` a number, a
    `Quantity`, a `DateSpan`, a date, a string, or a dict `needle_of` reads. Never raises.
    """
    try:
        return _text_contains(haystack, needle_of(needle))
    except Exception:
        return False


def _text_contains(haystack: object, needle: object) -> bool:
    raw = _as_text(haystack)
    if raw is None or needle is None or isinstance(needle, bool):
        return False
    text = nfc(raw)
    if _is_number(needle):
        target = as_number(needle)
        if target is None:
            return False
        approx = isinstance(needle, float)
        return any(a.standalone and _num_eq(target, a.value, approx) for a in read(text).amounts)
    if isinstance(needle, Quantity):
        return _contains_quantity(text, needle)
    if isinstance(needle, DateSpan):
        return _contains_span(text, needle)
    if isinstance(needle, date):
        wanted: YMD = (needle.year, needle.month, needle.day)
        return any(_ymd_match(wanted, d.ymd) for d in read(text).dates)
    if not isinstance(needle, str):
        return False
    needle_date = _single_ymd(needle)
    if needle_date is not None:
        return any(_ymd_match(needle_date[0], d.ymd) for d in read(text).dates)
    clock = _single_clock(needle)
    if clock is not None:
        return any((c.hour, c.minute) == clock for c in read(text).clocks)
    phone = _single_phone(needle)
    if phone is not None:
        return any(p.digits == phone for p in read(text).phones)
    single = _single_amount(needle, lenient=True)
    if single is not None:
        value, unit = single
        if unit is None:
            return any(a.standalone and _num_eq(value, a.value) for a in read(text).amounts)
        if unit in UNITS:
            return _contains_quantity(text, Quantity(value, unit))
    return _contains_words(normalize_text(text), normalize_text(needle))


def _same_quantity(q: Quantity, value: Decimal, unit: str | None) -> bool:
    if unit == q.unit or (unit is None and q.unit == "đồng"):
        return _num_eq(q.amount, value)
    if {unit, q.unit} == {"giờ", "phút"}:
        minutes = value if unit == "phút" else CTX.multiply(value, _MINUTES_PER_HOUR)
        wanted = q.amount if q.unit == "phút" else CTX.multiply(q.amount, _MINUTES_PER_HOUR)
        return _num_eq(wanted, minutes)
    return False


def _contains_quantity(text: str, q: Quantity) -> bool:
    amounts: tuple[Amount, ...] = read(text).amounts
    for a in amounts:
        if not a.standalone:
            continue
        unit = a.unit
        if unit is None and a.end == a.num_end:
            unit = _label_unit(text, a.start)  # "Số người tham dự: 4"
        if not _same_quantity(q, a.value, unit):
            continue
        if q.stated_as is None or role_of(text, a.start, a.end) == q.stated_as:
            return True
    return False


_LABEL_UNIT_RE = re.compile(
    nfc(
        r"(?:^|[\n;(|])[^\n;(|:]{0,40}?(?<!\w)(?P<u>"
        + "|".join(
            re.escape(w)
            for w in sorted(UNIT_OF, key=len, reverse=True)
            if len(w) > 1 and w[0].isalpha()
        )
        + r")(?!\w)[^\n;(|:]{0,30}:[ \t]*$"
    ),
    re.IGNORECASE,
)


_COUNT_LABEL_RE = re.compile(
    nfc(r"(?<!\w)(?:số|tổng|còn|thời hạn|thời gian|tối đa|tối thiểu)(?!\w)|\(\s*[^\W\d_]+\s*\)"),
    re.IGNORECASE,
)


@lru_cache(maxsize=MEMO)
def _label_unit(text: str, start: int) -> str | None:
    """The unit a field label names before a bare number: "Số người tham dự: 4", "Số ngày phép
    còn lại: 2,5", "Thời hạn quyết toán (ngày): 15"."""
    if start == 0 or text[:start].rstrip(" \t")[-1:] != ":":
        return None
    m = _LABEL_UNIT_RE.search(text, max(0, start - 80), start)
    if m is None or not _COUNT_LABEL_RE.search(m.group()):
        return None  # "Ngày: 15" names a day, not a count of days
    return UNIT_OF[nfc(m["u"].casefold())]


def _contains_span(text: str, span: DateSpan) -> bool:
    reading = read(text)
    first: YMD = (span.first.year, span.first.month, span.first.day)
    last: YMD = (span.last.year, span.last.month, span.last.day)
    if span.first == span.last:
        return any(
            _ymd_match(first, d.ymd) and d.start not in reading.in_span for d in reading.dates
        )
    return any(_ymd_match(first, s.first) and _ymd_match(last, s.last) for s in reading.spans)


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
