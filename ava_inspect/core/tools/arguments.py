"""Typed tool arguments: what a value means, checked once for every tool before it runs.

A tool says what a parameter holds with an annotated type (`email: Email`, `phone: Phone`,
`date: Day`, `quantity: Quantity`); a plain `str`, `int` or `float` gets the default check of its
type. `check_arguments` checks every argument of a call (list items and object fields too) before
the tool function runs, so a refused call changes nothing, and hands the tool normalised values
(NFC text, dates and addresses without surrounding spaces). Every refusal is a Vietnamese
`ToolError` naming the parameter, what is wrong and what is accepted.

- text (every string): at most `MAX_TEXT` characters, no control character other than tab and
  line breaks, no invisible format character (zero-width spaces and joiners, bidirectional
  controls such as the right-to-left override, byte-order marks, soft hyphens), no private-use
  character, lone surrogate, Unicode line/paragraph separator or replacement character `�`.
  Vietnamese with diacritics, punctuation and emoji (joined emoji sequences too) are text.
- `Line`: text on one line (names, titles, subjects, addresses, labels), no word mixing Latin
  with Cyrillic or Greek look-alike letters ("Nguyễn" with a Cyrillic "е").
- `Email`: an ASCII address `local@domain.tld`.
- `Phone`: one real phone number: a Vietnamese mobile (10 digits, 03/05/07/08/09), landline
  (11 digits, 02...), 1800/1900 line, `+84 ...`, or an international `+<country> ...` number
  of the length its country's plan allows (`NATIONAL_DIGITS`; E.164's 8-15 digits elsewhere).
- `Day` / `Month`: ISO `YYYY-MM-DD` / `YYYY-MM` within `FIRST_DAY`..`LAST_DAY` around today;
  one the calendar lacks (`2026-02-30`, `2026-13`) is told it does not exist, as is a time of
  day past the clock (`24:00`) by `check_clock`.
- numbers: `Quantity` (1..`MAX_QUANTITY`), `Amount` (0..`MAX_AMOUNT` đồng), `Range(...)` for a
  tool's own bounds, and by default any `int` within ±`MAX_INTEGER` and any `float` finite within
  ±`MAX_NUMBER`.

Tool parameters whose names say what they hold (`email`, `*_phone`, `*_date`, `month`,
`quantity`, `amount`, `price`) must carry the matching type: `ava_tool` refuses to
register a tool that forgets (`check_declaration`), so a new tool cannot skip the check.
"""

from __future__ import annotations

import calendar
import inspect
import json
import math
import re
import types
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date
from functools import cache
from typing import Annotated, Any, Literal, NoReturn, Union, get_args, get_origin, get_type_hints

from inspect_ai.tool import ToolError
from pydantic import BaseModel

from ava_inspect.core.world.clock import TODAY

MAX_TEXT = 20_000
"""The longest string a tool accepts in one argument (a long mail body is ~5,000 characters)."""
MAX_ITEMS = 200
"""The longest list a tool accepts in one argument."""
FIRST_DAY = date(TODAY.year - 10, 1, 1)
LAST_DAY = date(TODAY.year + 2, 12, 31)
"""The dates any tool accepts: ten years of history back, two years of plans ahead of today."""
MAX_QUANTITY = 999
"""The most units of one item on one order line."""
MAX_AMOUNT = 100_000_000_000
"""The largest sum of money (đồng) one argument may hold: 100 tỷ đồng."""
MAX_INTEGER = 1_000_000_000
MAX_NUMBER = 1_000_000.0
"""Bounds of a plain `int` / `float` argument (limits, counts, scores, hours)."""


def _fail(message: str) -> NoReturn:
    raise ToolError(message)


# --- how values are shown in messages -----------------------------------------------------


def _number(value: float) -> str:
    """`100000000000` -> `100.000.000.000`; `0.5` -> `0,5`; huge or odd values as Python shows them."""
    if isinstance(value, float) and not value.is_integer():
        return f"{value:g}".replace(".", ",") if math.isfinite(value) else str(value)
    if abs(value) >= 10**18:
        return f"{value:.3g}"
    return f"{int(value):,}".replace(",", ".")


_ESCAPES = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}


def _shown(text: str, limit: int = 60) -> str:
    """The value as the model can read it: hidden characters escaped, long values cut."""
    out = "".join(
        _ESCAPES.get(ch) or (ch if _hidden_category(ch) is None else f"\\u{ord(ch):04x}")
        for ch in text
    )
    return out if len(out) <= limit else out[:limit] + "…"


_JSON_TYPES: tuple[tuple[type | None, str], ...] = (
    (type(None), "null"),
    (bool, "true/false"),
    (int, "số"),
    (float, "số"),
    (str, "chuỗi"),
    (list, "mảng"),
    (dict, "đối tượng"),
)


def json_shown(value: Any) -> str:
    """A value as JSON, with what kind of JSON value it is: `"5" (chuỗi)`, `null`, `[1] (mảng)`."""
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        text = repr(value)
    kind = next((name for t, name in _JSON_TYPES if t is not None and isinstance(value, t)), "")
    return _shown(text) if kind in ("null", "true/false", "") else f"{_shown(text)} ({kind})"


# --- text ---------------------------------------------------------------------------------

_ALLOWED_CONTROLS = frozenset("\t\n\r")
_ZWJ = "\u200d"
_EMOJI_TAILS = frozenset({"\ufe0f", *map(chr, range(0x1F3FB, 0x1F400))})
"""Characters that may sit between an emoji and a joiner (variation selector, skin tones)."""
_KIND_OF_CHARACTER = {
    "Cc": "ký tự điều khiển",
    "Cf": "ký tự định dạng vô hình (zero-width, đổi chiều chữ RTL/LTR, BOM, gạch nối mềm)",
    "Co": "ký tự vùng dùng riêng (private use)",
    "Cs": "nửa cặp surrogate (lỗi mã hóa)",
    "Zl": "ký tự ngắt dòng Unicode",
    "Zp": "ký tự ngắt đoạn Unicode",
    "replacement": "ký tự thay thế '�' (dấu hiệu lỗi mã hóa)",
    "nonchar": "mã không phải ký tự (noncharacter)",
}


def _hidden_category(ch: str) -> str | None:
    """Why `ch` may not appear in text (a key of `_KIND_OF_CHARACTER`), or None."""
    if ch in _ALLOWED_CONTROLS:
        return None
    category = unicodedata.category(ch)
    if category in ("Cc", "Cf", "Co", "Cs", "Zl", "Zp"):
        return category
    if ch == "\ufffd":
        return "replacement"
    code = ord(ch)
    if 0xFDD0 <= code <= 0xFDEF or code & 0xFFFE == 0xFFFE:
        return "nonchar"
    return None


def _joins_emoji(text: str, i: int) -> bool:
    """A zero-width joiner inside an emoji sequence (👩‍💻), where it belongs."""
    before = i - 1
    while before >= 0 and text[before] in _EMOJI_TAILS:
        before -= 1
    return (
        before >= 0
        and i + 1 < len(text)
        and unicodedata.category(text[before]) == "So"
        and unicodedata.category(text[i + 1]) == "So"
    )


def check_text(field: str, value: str, *, lines: bool = True) -> str:
    """Any string argument: bounded, free of hidden characters, returned in NFC (`lines`: the
    refusal lists line breaks among what is accepted)."""
    if len(value) > MAX_TEXT:
        _fail(f"{field} quá dài ({len(value)} ký tự; tối đa {MAX_TEXT}). Hãy viết ngắn gọn hơn.")
    if not value.isprintable() or "\ufffd" in value:
        for i, ch in enumerate(value):
            why = _hidden_category(ch)
            if why is None or (ch == _ZWJ and _joins_emoji(value, i)):
                continue
            name = unicodedata.name(ch, "")
            _fail(
                f"{field} chứa {_KIND_OF_CHARACTER[why]} U+{ord(ch):04X}"
                f"{' ' + name if name else ''} ở vị trí {i + 1}: '{_shown(value)}'. Hãy bỏ ký tự "
                "đó và gửi lại; chỉ nhận chữ (kể cả tiếng Việt có dấu), chữ số, dấu câu, khoảng "
                f"trắng{', xuống dòng' if lines else ''} và emoji."
            )
    return unicodedata.normalize("NFC", value)


_LOOKALIKE_SCRIPTS = {"LATIN": "Latin", "CYRILLIC": "Kirin (Cyrillic)", "GREEK": "Hy Lạp (Greek)"}
"""Scripts whose letters look alike (Latin `e`, Cyrillic `е`, Greek `ο`), named in Vietnamese."""


def _lookalike_script(ch: str) -> str | None:
    """`LATIN`, `CYRILLIC` or `GREEK` for a letter of that script, else None."""
    script = unicodedata.name(ch, "").partition(" ")[0]
    return script if script in _LOOKALIKE_SCRIPTS else None


def _words(text: str) -> list[tuple[int, str]]:
    """(position, word) of every run of letters and their combining marks."""
    words: list[tuple[int, str]] = []
    start: int | None = None
    for i, ch in enumerate(text):
        if unicodedata.category(ch)[0] in "LM":
            start = i if start is None else start
        elif start is not None:
            words.append((start, text[start:i]))
            start = None
    return words if start is None else [*words, (start, text[start:])]


def check_scripts(field: str, text: str) -> None:
    """Refuse a word that mixes Latin with Cyrillic or Greek letters ("Nguyễn" with a Cyrillic
    "е"), which reads like the real name and matches no search for it. A whole word in one script
    (a Russian or Greek name, Chinese text) is fine."""
    for start, word in _words(text):
        scripts = [_lookalike_script(ch) for ch in word]
        counts = {s: scripts.count(s) for s in _LOOKALIKE_SCRIPTS if s in scripts}
        if len(counts) < 2:
            continue
        main = max(counts, key=lambda s: (counts[s], s == "LATIN"))
        at = next(i for i, s in enumerate(scripts) if s not in (None, main))
        odd, odd_script = word[at], scripts[at]
        assert odd_script is not None  # `at` is a letter of a script other than the main one
        _fail(
            f"{field} có từ '{_shown(word)}' trộn hai bảng chữ: ký tự '{odd}' U+{ord(odd):04X} "
            f"{unicodedata.name(odd)} ở vị trí {start + at + 1} là chữ "
            f"{_LOOKALIKE_SCRIPTS[odd_script]}, chỉ trông giống chữ {_LOOKALIKE_SCRIPTS[main]}: "
            f"'{_shown(text)}'. Hãy gõ lại từ đó bằng một bảng chữ (tiếng Việt dùng chữ Latin); "
            "tên viết trọn bằng chữ Nga hay Hy Lạp vẫn được nhận."
        )


def check_line(field: str, value: str) -> str:
    """Text on one line: line breaks or tabs inside are refused (around it they are trimmed), and
    so is a word mixing look-alike scripts (`check_scripts`)."""
    text = check_text(field, value, lines=False)
    if any(ch in text.strip() for ch in "\n\r\t"):
        _fail(
            f"{field} phải viết trên một dòng (không xuống dòng, không tab ở giữa), nhận "
            f"'{_shown(text)}'."
        )
    if not text.isascii():
        check_scripts(field, text)
    return text


# --- e-mail addresses ---------------------------------------------------------------------

_LOCAL = re.compile(r"[A-Za-z0-9_%+-]+(\.[A-Za-z0-9_%+-]+)*", re.ASCII)
_DOMAIN = re.compile(r"([A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,24}", re.ASCII)


def is_email(text: str) -> bool:
    """An ASCII address `local@domain.tld` (no dot at either end of the local part, none doubled)."""
    local, at, domain = text.rpartition("@")
    return (
        bool(at)
        and len(text) <= 254
        and len(local) <= 64
        and _LOCAL.fullmatch(local) is not None
        and _DOMAIN.fullmatch(domain) is not None
    )


def check_email(field: str, value: str) -> str:
    """An e-mail address, trimmed; empty stays empty (the tool decides whether it may be)."""
    text = check_line(field, value).strip()
    if text and not is_email(text):
        _fail(
            f"{field}: '{_shown(text)}' không phải địa chỉ email hợp lệ. Địa chỉ email chỉ gồm "
            "chữ Latin không dấu, chữ số và . _ % + - trước @, rồi tên miền như saoviet.vn (ví "
            "dụ hoa.nt@saoviet.vn); không dấu tiếng Việt, khoảng trắng, emoji hay ký tự ẩn."
        )
    return text


# --- phone numbers ------------------------------------------------------------------------

_PHONE_CHARS = re.compile(r"\(?\+?[0-9 .()-]+", re.ASCII)
_VIETNAMESE_PHONE = re.compile(r"0[35789]\d{8}|02\d{9}|1[89]00(\d{4}|\d{6})", re.ASCII)
_PHONE_RULE = (
    "Nhận một số điện thoại: di động 10 chữ số (ví dụ 0903 418 652, 0903.418.652 hoặc +84 903 "
    "418 652), số cố định 11 chữ số bắt đầu bằng 02 (ví dụ 024 3872 6619), tổng đài 1800/1900, "
    "hoặc số nước ngoài dạng +mã nước (ví dụ +65 6123 4567); chỉ gồm chữ số, khoảng trắng và "
    ". - ( ) +."
)


NATIONAL_DIGITS: dict[str, tuple[str, int, int]] = {
    "1": ("Mỹ, Canada", 10, 10),
    "33": ("Pháp", 9, 9),
    "44": ("Anh", 9, 10),
    "49": ("Đức", 5, 13),
    "61": ("Úc", 9, 9),
    "65": ("Singapore", 8, 8),
    "66": ("Thái Lan", 8, 9),
    "81": ("Nhật Bản", 9, 10),
    "82": ("Hàn Quốc", 8, 10),
    "86": ("Trung Quốc", 10, 11),
}
"""Country code -> (country, fewest and most digits after it) of the numbers people and companies
have there (landline, mobile, toll-free), per each country's numbering plan; Germany's longest is
E.164's 15 digits in all. None of these numbers starts with 0 after the code, so a 0 written
there (`+44 (0)20 ...`) is the trunk prefix and is dropped. +84 follows the Vietnamese rules."""
E164_DIGITS = (8, 15)
"""Digits of any other international number, country code included (E.164: at most 15)."""
_NANP = re.compile(r"[2-9]\d\d[2-9]\d{6}", re.ASCII)
"""+1: a three-digit area code and exchange, neither starting with 0 or 1, then four digits."""


def _read_phone(text: str) -> tuple[str | None, str]:
    """The canonical digits of one phone number (see `phone_number`), or None and why not (empty
    when the general rule says it)."""
    text = text.strip()
    if (
        _PHONE_CHARS.fullmatch(text) is None
        or text.count("+") > 1
        or text.count("(") != text.count(")")
        or text.count("(") > 1
    ):
        return None, ""
    digits = re.sub(r"[^0-9]", "", text)
    if not text.lstrip("(").startswith("+"):
        return (digits if _VIETNAMESE_PHONE.fullmatch(digits) else None), ""
    if digits.startswith("84"):
        national = "0" + digits[2:].removeprefix("0")  # +84 (0) 903 ...
        return (national if _VIETNAMESE_PHONE.fullmatch(national) else None), ""
    code = next((c for c in NATIONAL_DIGITS if digits.startswith(c)), None)
    if code is None:
        low, high = E164_DIGITS
        if digits.startswith("0") or not low <= len(digits) <= high:
            return None, (
                f"số quốc tế gồm mã nước (không bắt đầu bằng 0) và số trong nước, tổng {low}–"
                f"{high} chữ số (chuẩn E.164), nhận {len(digits)}"
            )
        return "+" + digits, ""
    country, low, high = NATIONAL_DIGITS[code]
    national = digits[len(code) :]
    national = national if code == "1" else national.removeprefix("0")
    if not low <= len(national) <= high:
        wanted = f"đúng {low}" if low == high else f"từ {low} đến {high}"
        why = f"số +{code} ({country}) có {wanted} chữ số sau mã nước, nhận {len(national)}"
        return None, why
    if code == "1" and _NANP.fullmatch(national) is None:
        return (
            None,
            "số +1 có mã vùng 3 chữ số rồi 7 chữ số, mã vùng và chữ số thứ tư không là 0 hay 1",
        )
    return "+" + code + national, ""


def phone_number(text: str) -> str | None:
    """The canonical digits of one phone number, or None when `text` is not one.

    Vietnamese numbers come back in national form (`+84 903 418 652` -> `0903418652`), others as
    `+` and their digits (`+65 6123 4567` -> `+6561234567`), a written trunk 0 dropped; an
    international number must have the length its country's plan allows (`NATIONAL_DIGITS`).
    """
    return _read_phone(text)[0]


def check_phone(field: str, value: str) -> str:
    """A phone number as written, trimmed. A value with neither digit nor letter (empty, ' - ')
    is left for the tool, which knows whether the number may be missing."""
    text = check_line(field, value).strip()
    if not any(ch.isalnum() for ch in text):
        return text
    number, why = _read_phone(text)
    if number is None:
        _fail(
            f"{field} '{_shown(text)}' không hợp lệ: đây không phải số điện thoại"
            f"{f' ({why})' if why else ''}. {_PHONE_RULE}"
        )
    return text


# --- dates --------------------------------------------------------------------------------


_ISO_DAY = re.compile(r"(\d{4})-(\d{2})-(\d{2})", re.ASCII)
_ISO_MONTH = re.compile(r"(\d{4})-(\d{2})", re.ASCII)
_CLOCK = re.compile(r"(\d{2}):(\d{2})", re.ASCII)


def _no_such(field: str, text: str, what: str, why: str, form: str) -> NoReturn:
    """Refuse a value written in the right form that names no real day, month or time."""
    _fail(
        f"{field} {text} là {what} không tồn tại: {why}. Dạng {form} đã đúng; hãy kiểm tra lại "
        f"{what}."
    )


def _outside_window(field: str, text: str, what: str, low: str, high: str) -> NoReturn:
    _fail(
        f"{field} {text} nằm ngoài khoảng {what} hệ thống nhận ({low} đến {high}; hôm nay là "
        f"{TODAY.isoformat()}). Kiểm tra lại năm."
    )


def check_day(field: str, value: str) -> str:
    """An ISO date within FIRST_DAY..LAST_DAY, trimmed; empty stays empty. A date in the right
    form that the calendar lacks (`2026-02-30`, `2026-13-01`) is told it does not exist."""
    text = check_line(field, value).strip()
    if not text:
        return text
    parts = _ISO_DAY.fullmatch(text)
    if parts is None:
        _fail(f"{field} phải là ngày dạng YYYY-MM-DD (ví dụ 2026-12-14), nhận '{_shown(text)}'.")
    year, month, day = (int(part) for part in parts.groups())
    if year == 0:
        _outside_window(field, text, "ngày", FIRST_DAY.isoformat(), LAST_DAY.isoformat())
    if not 1 <= month <= 12:
        _no_such(
            field, text, "ngày", f"không có tháng {month:02d} (tháng từ 01 đến 12)", "YYYY-MM-DD"
        )
    days = calendar.monthrange(year, month)[1]
    if not 1 <= day <= days:
        why = (
            f"năm {year} không phải năm nhuận nên tháng 02 chỉ có 28 ngày"
            if month == 2 and day == 29
            else f"tháng {month:02d}/{year} có {days} ngày (từ 01 đến {days})"
        )
        _no_such(field, text, "ngày", why, "YYYY-MM-DD")
    if not FIRST_DAY <= date(year, month, day) <= LAST_DAY:
        _outside_window(field, text, "ngày", FIRST_DAY.isoformat(), LAST_DAY.isoformat())
    return text


def check_month(field: str, value: str) -> str:
    """An ISO month `YYYY-MM` within the months of FIRST_DAY..LAST_DAY; empty stays empty. A
    month number past 12 (`2026-13`) is told it does not exist."""
    text = check_line(field, value).strip()
    if not text:
        return text
    parts = _ISO_MONTH.fullmatch(text)
    if parts is None:
        _fail(f"{field} phải có dạng YYYY-MM (ví dụ 2026-12), nhận '{_shown(text)}'.")
    if not 1 <= int(parts.group(2)) <= 12:
        _no_such(field, text, "tháng", "tháng chỉ từ 01 đến 12", "YYYY-MM")
    if not FIRST_DAY.isoformat()[:7] <= text <= LAST_DAY.isoformat()[:7]:
        _outside_window(field, text, "tháng", FIRST_DAY.isoformat()[:7], LAST_DAY.isoformat()[:7])
    return text


def check_clock(field: str, value: str) -> str:
    """A time of day `HH:MM` (00:00 to 23:59). One in that form past the clock (`24:00`, `09:60`)
    is told it does not exist."""
    parts = _CLOCK.fullmatch(value) if isinstance(value, str) else None
    if parts is None:
        _fail(f"{field} phải là giờ dạng HH:MM (ví dụ 09:30), nhận '{_shown(str(value))}'.")
    hour, minute = (int(part) for part in parts.groups())
    if hour > 23 or minute > 59:
        why = "giờ từ 00 đến 23, phút từ 00 đến 59 (nửa đêm là 00:00 của ngày hôm sau)"
        _no_such(field, value, "giờ", why, "HH:MM")
    return value


# --- the kinds of argument ----------------------------------------------------------------


@dataclass(frozen=True)
class Kind:
    """What a string parameter holds, and its check (`check(field, value) -> value`)."""

    name: str
    check: Callable[[str, str], str]


@dataclass(frozen=True)
class Range:
    """A number within bounds: integers from `low` to `high`, or (`integer=False`) any finite
    number from `low` (excluded when `low_open`) to `high`."""

    low: float
    high: float
    integer: bool = True
    low_open: bool = False
    unit: str = ""

    def accepted(self) -> str:
        """What the parameter takes: `số nguyên từ 1 đến 999`."""
        if self.low_open:
            return f"một số lớn hơn {_number(self.low)} và không quá {_number(self.high)}"
        what = "một số"
        if self.integer:
            what = f"số tiền nguyên ({self.unit})" if self.unit else "số nguyên"
        return f"{what} từ {_number(self.low)} đến {_number(self.high)}"

    def check(self, field: str, value: Any) -> Any:
        """`value` within the bounds (an integral float such as `1e3` counts as the integer it
        is); otherwise a refusal that names the bounds."""
        bounds = (
            f"lớn hơn {_number(self.low)} và không quá {_number(self.high)}"
            if self.low_open
            else f"là {self.accepted()}"
        )
        if isinstance(value, bool) or not isinstance(value, int | float):
            _fail(f"{field} phải {bounds}, nhận {json_shown(value)}.")
        if self.integer and isinstance(value, float):
            if not (math.isfinite(value) and value.is_integer()):
                _fail(f"{field} phải {bounds}, nhận {_number(value)}.")
            value = int(value)
        low_ok = value > self.low if self.low_open else value >= self.low
        if not (math.isfinite(value) and low_ok and value <= self.high):
            _fail(f"{field} phải {bounds}, nhận {_number(value)}.")
        return value


TEXT = Kind("text", check_text)
LINE = Kind("Line", check_line)
EMAIL = Kind("Email", check_email)
PHONE = Kind("Phone", check_phone)
DAY = Kind("Day", check_day)
MONTH = Kind("Month", check_month)
QUANTITY = Range(1, MAX_QUANTITY)
AMOUNT = Range(0, MAX_AMOUNT, unit="đồng")
INTEGER = Range(-MAX_INTEGER, MAX_INTEGER)
NUMBER = Range(-MAX_NUMBER, MAX_NUMBER, integer=False)

Line = Annotated[str, LINE]
"""Text on one line: a person's or company's name, a title, a subject, an address, a label."""
Email = Annotated[str, EMAIL]
"""An e-mail address (`hoa.nt@saoviet.vn`)."""
Phone = Annotated[str, PHONE]
"""One phone number (`0903.418.652`, `+84 903 418 652`, `024 3872 6619`)."""
Day = Annotated[str, DAY]
"""A date `YYYY-MM-DD` within FIRST_DAY..LAST_DAY."""
Month = Annotated[str, MONTH]
"""A month `YYYY-MM` within FIRST_DAY..LAST_DAY."""
Quantity = Annotated[int, QUANTITY]
"""Units of one item: 1..MAX_QUANTITY."""
Amount = Annotated[int, AMOUNT]
"""A sum of money in whole đồng: 0..MAX_AMOUNT."""

_MARKERS = (Kind, Range)


# --- applying the kinds to a call ---------------------------------------------------------


def _markers(hint: Any) -> list[Kind | Range]:
    return [m for m in getattr(hint, "__metadata__", ()) if isinstance(m, _MARKERS)]


def _field_hint(info: Any) -> Any:
    """A pydantic field's annotation with its metadata (where a kind lives) put back."""
    return Annotated[(info.annotation, *info.metadata)] if info.metadata else info.annotation


def _fits(hint: Any, value: Any) -> bool:
    """Whether `value` is of the (outer) type `hint` names: picks the arm of a union."""
    origin = get_origin(hint)
    if origin is Annotated:
        return _fits(get_args(hint)[0], value)
    if origin is list:
        return isinstance(value, list)
    if origin is Literal:
        return value in get_args(hint)
    if hint is float:
        return isinstance(value, int | float) and not isinstance(value, bool)
    return isinstance(hint, type) and isinstance(value, hint)


def check_value(field: str, hint: Any, value: Any) -> Any:
    """`value` of a parameter typed `hint`, checked and normalised (or a `ToolError`)."""
    if value is None:
        return None
    origin = get_origin(hint)
    if origin is Annotated:
        markers = _markers(hint)
        if not markers:
            return check_value(field, get_args(hint)[0], value)
        for marker in markers:
            if isinstance(marker, Kind) and not isinstance(value, str):
                _fail(f"{field} phải là chuỗi ký tự, nhận {value!r}.")
            value = marker.check(field, value)
        return value
    if origin in (Union, types.UnionType):
        arms = [a for a in get_args(hint) if a is not type(None)]
        arm = next((a for a in arms if _fits(a, value)), arms[0])
        return check_value(field, arm, value)
    if origin in (list, tuple) or isinstance(value, list | tuple):
        if not isinstance(value, list | tuple):
            _fail(f"{field} phải là một danh sách, nhận {value!r}.")
        if len(value) > MAX_ITEMS:
            _fail(f"{field} có quá nhiều phần tử (tối đa {MAX_ITEMS}).")
        item = get_args(hint)[0] if get_args(hint) else Any
        return [check_value(field, item, v) for v in value]
    if isinstance(value, BaseModel):
        fields = type(value).model_fields
        checked = {
            k: check_value(f"{field}.{k}", _field_hint(i), getattr(value, k))
            for k, i in fields.items()
        }
        changed = {k: v for k, v in checked.items() if v is not getattr(value, k)}
        return value.model_copy(update=changed) if changed else value
    if isinstance(value, dict):
        return {k: check_value(f"{field}.{k}", Any, v) for k, v in value.items()}
    if isinstance(value, str):
        return check_text(field, value)
    if isinstance(value, bool):
        if hint in (int, float):
            _fail(f"{field} phải là một số, nhận {value!r}.")
        return value
    if hint is int or (hint is Any and isinstance(value, int)):
        return INTEGER.check(field, value)
    if hint is float or isinstance(value, float):
        return NUMBER.check(field, value)
    return value


@cache
def parameter_hints(op: Callable[..., Any]) -> dict[str, Any]:
    """The parameters of a tool function (after the session) with their annotated types."""
    hints = get_type_hints(op, include_extras=True)
    names = list(inspect.signature(op).parameters)[1:]
    return {name: hints.get(name, Any) for name in names}


def check_arguments(op: Callable[..., Any], args: dict[str, Any]) -> dict[str, Any]:
    """Every argument of a call to `op`, checked and normalised, before the tool runs."""
    hints = parameter_hints(op)
    return {name: check_value(name, hints.get(name, Any), value) for name, value in args.items()}


# --- a model's JSON arguments -------------------------------------------------------------
#
# Inspect validates a tool call against the tool's JSON schema and converts it to the function's
# types before the function runs; its refusals name no parameter ("nan is not of type
# 'integer'") and a value the schema lets through can still fail the conversion (`1e30` for an
# integer field of an object). `check_json_arguments` runs first, on the JSON the model sent, and
# refuses everything either would, in the words of the checks above.

_KIND_ACCEPTED = {
    "text": "chuỗi ký tự",
    "Line": "chuỗi ký tự trên một dòng",
    "Email": "chuỗi địa chỉ email (ví dụ hoa.nt@saoviet.vn)",
    "Phone": "chuỗi số điện thoại (ví dụ 0903 418 652)",
    "Day": "chuỗi ngày dạng YYYY-MM-DD (ví dụ 2026-12-14)",
    "Month": "chuỗi tháng dạng YYYY-MM (ví dụ 2026-12)",
}


def accepted(hint: Any) -> str:
    """What a parameter typed `hint` takes, as a refusal says it (`x phải là <accepted>`)."""
    origin = get_origin(hint)
    if origin is Annotated:
        for marker in _markers(hint):
            if isinstance(marker, Range):
                return marker.accepted()
            return _KIND_ACCEPTED.get(marker.name, "chuỗi ký tự")
        return accepted(get_args(hint)[0])
    if origin in (Union, types.UnionType):
        arms = [a for a in get_args(hint) if a is not type(None)]
        nullable = len(arms) < len(get_args(hint))
        return " hoặc ".join([accepted(a) for a in arms] + (["null"] if nullable else []))
    if origin is Literal:
        return "một trong " + ", ".join(json.dumps(c, ensure_ascii=False) for c in get_args(hint))
    if origin in (list, tuple):
        item = get_args(hint)[0] if get_args(hint) else Any
        return f"một mảng JSON (tối đa {MAX_ITEMS} phần tử), mỗi phần tử là {accepted(item)}"
    if isinstance(hint, type) and issubclass(hint, BaseModel):
        fields = ", ".join(f'"{k}"' for k in hint.model_fields)
        return f"một đối tượng JSON với các trường {fields}"
    if hint is str:
        return _KIND_ACCEPTED["text"]
    if hint is bool:
        return "true hoặc false"
    if hint is int:
        return INTEGER.accepted()
    if hint is float:
        return NUMBER.accepted()
    if hint is dict:
        return "một đối tượng JSON"
    return "một giá trị JSON"


def _json_fits(hint: Any, value: Any) -> bool:
    """Whether the JSON `value` is of the (outer) type `hint` names; numbers are left to their
    range, which says what is wrong with them."""
    origin = get_origin(hint)
    if origin is Annotated:
        return _json_fits(get_args(hint)[0], value)
    if origin in (Union, types.UnionType):
        return any(_json_fits(a, value) for a in get_args(hint))
    if hint is type(None):
        return value is None
    if origin is Literal:
        return any(type(c) is type(value) and c == value for c in get_args(hint))
    if origin in (list, tuple):
        return isinstance(value, list)
    if isinstance(hint, type) and issubclass(hint, BaseModel):
        return isinstance(value, dict)
    if hint in (int, float):
        return isinstance(value, int | float) and not isinstance(value, bool)
    if hint in (str, bool, dict):
        return isinstance(value, hint)
    return True


def check_json_value(field: str, hint: Any, value: Any, *, optional: bool = False) -> None:
    """The JSON `value` of a parameter typed `hint`, checked as the tool's own checks would
    check it once typed (`optional`: the parameter has a default, which leaving it out uses)."""
    origin = get_origin(hint)
    if not _json_fits(hint, value):
        default = " (hoặc bỏ tham số này để dùng giá trị mặc định)" if optional else ""
        _fail(f"{field} phải là {accepted(hint)}{default}, nhận {json_shown(value)}.")
    if origin in (Union, types.UnionType):
        if value is not None:
            arm = next(a for a in get_args(hint) if a is not type(None) and _json_fits(a, value))
            check_json_value(field, arm, value)
    elif origin is Annotated:
        markers = _markers(hint)
        if not markers:
            check_json_value(field, get_args(hint)[0], value)
        for marker in markers:
            value = marker.check(field, value)
    elif origin in (list, tuple):
        if len(value) > MAX_ITEMS:
            _fail(f"{field} có quá nhiều phần tử ({len(value)}; tối đa {MAX_ITEMS}).")
        item = get_args(hint)[0] if get_args(hint) else Any
        for i, v in enumerate(value):
            check_json_value(f"{field}[{i}]", item, v)
    elif isinstance(hint, type) and issubclass(hint, BaseModel):
        _check_json_object(field, hint, value)
    elif hint in (int, float):
        (INTEGER if hint is int else NUMBER).check(field, value)
    elif hint is not bool and origin is not Literal:
        check_value(field, Any, value)


def _check_json_object(field: str, model: type[BaseModel], value: dict[str, Any]) -> None:
    fields = model.model_fields
    names = ", ".join(f'"{k}"' for k in fields)
    for key in value:
        if key not in fields:
            _fail(f'{field} không có trường "{_shown(str(key))}"; các trường nhận: {names}.')
    for key, info in fields.items():
        if key in value:
            check_json_value(
                f"{field}.{key}", _field_hint(info), value[key], optional=not info.is_required()
            )
        elif info.is_required():
            _fail(f'{field} thiếu trường bắt buộc "{key}" ({accepted(_field_hint(info))}).')


@cache
def required_parameters(op: Callable[..., Any]) -> tuple[str, ...]:
    """The parameters of a tool function a call must give (those without a default)."""
    params = list(inspect.signature(op).parameters.values())[1:]
    return tuple(p.name for p in params if p.default is inspect.Parameter.empty)


def check_json_arguments(tool: str, op: Callable[..., Any], arguments: dict[str, Any]) -> None:
    """A model's JSON arguments for tool `tool` (function `op`), before Inspect types them: no
    parameter the tool lacks, every required one given, each value of its parameter's type and
    kind. Every refusal is a Vietnamese `ToolError` naming the parameter."""
    hints = parameter_hints(op)
    required = required_parameters(op)
    listed = ", ".join(hints) or "(không có)"
    for name in arguments:
        if name not in hints:
            _fail(f"{tool} không có tham số '{_shown(str(name))}'; các tham số của nó: {listed}.")
    for name in required:
        if name not in arguments:
            _fail(f"{tool} thiếu tham số bắt buộc '{name}' ({accepted(hints[name])}).")
    for name, value in arguments.items():
        check_json_value(name, hints[name], value, optional=name not in required)


def stand_in_arguments(op: Callable[..., Any]) -> dict[str, Any]:
    """JSON arguments of `op` that its schema accepts: the required parameters, each with the
    plainest value of its type (`""`, `0`, `false`, `[]`, the first choice, `null`)."""
    hints = parameter_hints(op)
    return {name: _stand_in(hints[name]) for name in required_parameters(op)}


def _stand_in(hint: Any) -> Any:
    origin = get_origin(hint)
    if origin is Annotated:
        return _stand_in(get_args(hint)[0])
    if origin in (Union, types.UnionType):
        arms = get_args(hint)
        return None if type(None) in arms else _stand_in(arms[0])
    if origin is Literal:
        return get_args(hint)[0]
    if origin in (list, tuple):
        return []
    if isinstance(hint, type) and issubclass(hint, BaseModel):
        return {
            k: _stand_in(_field_hint(i)) for k, i in hint.model_fields.items() if i.is_required()
        }
    return {str: "", int: 0, float: 0.0, bool: False, dict: {}}.get(hint)


# --- declarations -------------------------------------------------------------------------

NAMED_KINDS: tuple[tuple[re.Pattern[str], Kind | Range, str, str], ...] = (
    (re.compile(r"(^|_)email$"), EMAIL, "Email", "an e-mail address"),
    (re.compile(r"(^|_)phone$"), PHONE, "Phone", "a phone number"),
    (re.compile(r"(^|_)date$"), DAY, "Day", "a date"),
    (re.compile(r"^month$"), MONTH, "Month", "a month"),
    (re.compile(r"^quantity$"), QUANTITY, "Quantity", "a quantity"),
    (re.compile(r"^(amount|price)$"), AMOUNT, "Amount", "a sum of money"),
)
"""Parameter names that say what they hold, and the type they must then carry."""


def _declared(hint: Any) -> list[Kind | Range]:
    """The kinds a (possibly optional, possibly list) type carries."""
    origin = get_origin(hint)
    if origin is Annotated:
        return _markers(hint)
    if origin in (Union, types.UnionType, list):
        return [m for arg in get_args(hint) for m in _declared(arg)]
    return []


def check_declaration(tool: str, hints: dict[str, Any]) -> None:
    """Refuse a tool whose parameter (or object field) name says email, phone, date, month,
    quantity or money but whose type does not carry the matching check."""
    for name, hint in hints.items():
        for pattern, kind, type_name, what in NAMED_KINDS:
            if pattern.search(name) and kind not in _declared(hint):
                raise TypeError(
                    f"tool {tool}: parameter '{name}' holds {what}; type it "
                    f"`{type_name}` (ava_inspect.core.tools.arguments) so every call is checked"
                )
        for model in _models(hint):
            fields = {k: _field_hint(i) for k, i in model.model_fields.items()}
            check_declaration(f"{tool} ({model.__name__})", fields)


def _models(hint: Any) -> list[type[BaseModel]]:
    if isinstance(hint, type) and issubclass(hint, BaseModel):
        return [hint]
    return [m for arg in get_args(hint) for m in _models(arg)]
