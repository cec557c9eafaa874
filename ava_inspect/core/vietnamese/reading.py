"""What a Vietnamese text states: amounts, dates, date spans, clock times and phone numbers.

`read(text)` scans an NFC string once (memoised) and returns every value it mentions, each with
its place in the text and what kind of mention it is:

* **Amounts** carry a value, a canonical unit ("ngày", "giờ", "đồng", "%", "người", ... or None)
  and whether they are a *standalone quantity*. A number that is part of an id ("HD-0015"), a
  code, a phone number, an account number, a clause or label ("khoản 2", "Điều 6.1", "tầng 3",
  "thứ 2"), a list marker, a range ("10-15 ngày"), an approximate count ("vài", "hai ba ngày")
  or a longer number ("1 500 000đ") is not one.
* Money is read as people write it: "60tr", "1tr2", "2 triệu 5" (2,500,000), "2 triệu 350",
  "3 tỷ 2", "60 củ", "1.2M", "1.200k", "12 450 000 đồng", "một triệu hai trăm nghìn".
  Number words count before a unit ("ba ngày", "hai ngày làm việc", "nửa ngày") and never as a
  day name, an ordinal or a name ("thứ Hai", "mồng hai", "anh Hai", "Hai Bà Trưng").
* "N giờ" / "Nh" is a clock time unless the words around it make it a duration ("tối đa 16
  giờ", "còn 16h", "40 giờ/tháng"); "tiếng" is always a duration. Clock times take their part
  of the day ("2h chiều" 14:00, "12h đêm" 00:00, "9:30 PM" 21:30, "9 giờ kém 15" 08:45).
* Dates: "14/12", "14/12/2026", "14-12-2026", "14.12", "2026-12-14", "ngày 14 tháng 12",
  "14 thg 12", "T2 14.12", "thứ 2 ngày 14/12", "Dec 14"; spans "16-18/12", "16/12 - 18/12",
  "từ 16 đến 18/12", "16, 17 và 18/12".
* Phones: 0 / 84 / +84 / 0084 forms with any grouping ("(+84) 903-418-652", "0903.418.652").
"""

from __future__ import annotations

import re
from datetime import date
from decimal import Decimal, InvalidOperation
from functools import lru_cache
from itertools import pairwise
from typing import NamedTuple

from ava_inspect.core.vietnamese.numbers import CTX, tidy, words_value
from ava_inspect.core.vietnamese.words import (
    APPROXIMATE,
    CLOCK_BEFORE,
    COMPOUND_ONLY,
    CURRENCIES,
    DAY_PARTS,
    DIGIT_WORDS,
    DURATION_AFTER,
    DURATION_BEFORE,
    DURATIONS,
    HALF_AFTER,
    HOUR_WORDS,
    KINSHIP,
    LABELS,
    NOT_LABEL_AFTER,
    NUMBER_WORDS,
    ORDINAL_LABELS,
    SCALES,
    TIME_LABELS,
    UNIT_OF,
    WORD_SCALES,
    nfc,
)

MEMO = 16384
"""How many texts `read` keeps: grading reads the same values in every record and both worlds."""

YMD = tuple[int | None, int, int]
"""(year or None, month, day)."""


class Amount(NamedTuple):
    start: int
    end: int  # after the unit word, if any
    value: Decimal
    unit: str | None  # canonical unit (vn_words.UNITS), another word after it, or None
    standalone: bool  # a definite quantity of its own
    counted: bool  # a number the text states (False: part of an id, code or phone)
    scale: Decimal | None = None  # the multiplier written ("triệu"), for "1 triệu 500 nghìn"
    num_end: int = -1  # after the number and its multiplier, before the unit word


class DateMention(NamedTuple):
    start: int
    end: int
    ymd: YMD


class Span(NamedTuple):
    first: YMD
    last: YMD


class Clock(NamedTuple):
    start: int
    end: int
    hour: int
    minute: int


class Phone(NamedTuple):
    start: int
    end: int
    digits: str  # national form: "0903418652"


class Reading(NamedTuple):
    amounts: tuple[Amount, ...]
    dates: tuple[DateMention, ...]  # every date mentioned, the first days of ranges included
    spans: tuple[Span, ...]  # multi-day spans
    in_span: frozenset[int]  # starts of the date mentions that belong to a multi-day span
    clocks: tuple[Clock, ...]
    phones: tuple[Phone, ...]


# --- patterns ---------------------------------------------------------------------------------
# Written with three placeholders: \h a horizontal space, <B> "no letter follows", <A> "no
# letter precedes". `_p` expands them; `_rx` compiles (NFC, case-insensitive).

_SPACE = r"[ \t\u00a0]"


def _p(pattern: str) -> str:
    return nfc(
        pattern.replace(r"\h", _SPACE)
        .replace("<B>", r"(?![^\W\d_])")
        .replace("<A>", r"(?<![^\W\d_])")
    )


def _rx(pattern: str) -> re.Pattern[str]:
    return re.compile(_p(pattern), re.IGNORECASE)


def _alt(words: object) -> str:
    return "|".join(re.escape(nfc(w)) for w in sorted(words, key=len, reverse=True))  # type: ignore[call-overload]


_MONTHS = (
    r"jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?"
    r"|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?"
)
_EN_MONTH = {
    m: i + 1
    for i, m in enumerate(
        ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")
    )
}
_WEEKDAY = (
    r"(?:th(?:ứ|u)\h+(?:[2-7]|hai|ba|tư|tu|năm|nam|sáu|sau|bảy|bay|bẩy)|t[2-7]|cn"
    r"|ch(?:ủ|u)\h+nh(?:ậ|a)t)"
)
_THANG = r"(?:th(?:á|a)ng|thg\.?|th\.?)"
_WORD = r"(?:" + _alt(NUMBER_WORDS) + r")<B>"

_PHONE_RE = _rx(
    r"(?<![\w+.,])(?P<pre>\(\h*\+?\h*84\h*\)|\+\h?84|0084|84(?=[ .\-]?[35789])|\(0\d{1,3}\)|0)"
    r"(?:[ .\-]?\(0\))?(?:[ .\-]{0,2}\d){7,11}(?!\d|[.,]\d)"
    r"|(?<![\w+.,])1[89]00(?:[ .\-]?\d){4,6}(?!\d|[.,]\d)"
)
_HOTLINE_BEFORE_RE = _rx(
    r"(?:hotline|tổng đài|sđt|số điện thoại|điện thoại|đt|gọi|liên hệ|tel)\W*$"
)
_MOBILE_RE = re.compile(r"0[35789]\d{8}|02\d{9}")
_MONEY_AFTER_RE = _rx(r"\h*(?:₫|đ|vnđ|vnd|đồng|dong)(?!\w)")
"""A currency unit right after the digits: '84.300.000.000đ' is an amount, not +84 300 000 000."""
_HOTLINE_RE = re.compile(r"1[89]00\d{4}(?:\d{2})?")

_ISO = (
    r"(?P<iso>(?<![\w.,/:])(?P<iso_y>\d{4})(?P<iso_sep>[-/.])(?P<iso_m>\d{1,2})"
    r"(?P=iso_sep)(?P<iso_d>\d{1,2})(?!\d))"
)
_DMY = (
    r"(?P<dmy>(?<![\w.,/:])(?P<dmy_d>\d{1,2})(?P<dmy_sep>[-/.])(?P<dmy_m>\d{1,2})"
    r"(?P=dmy_sep)(?P<dmy_y>\d{4}|\d{2})(?!\d|[.,]\d))"
)
_VIET = (
    r"(?P<viet>(?<![\w.,/:])(?P<viet_d>\d{1,2})\h{1,3}" + _THANG + r"\h{0,3}(?P<viet_m>\d{1,2})"
    r"(?!\d|[.,]\d)(?:(?:\h*[,/]\h*|\h+n(?:ă|a)m\h+)(?P<viet_y>\d{4})(?!\d))?)"
)
_CUE = (  # "ngày 14-12", "T2 14.12", "thứ Hai, 14-12" (without a cue these read as numbers)
    r"(?P<cue><A>(?:ng(?:à|a)y|h(?:ô|o)m|" + _WEEKDAY + r")\h*,?\h*\(?\h*"
    r"(?P<cue_d>\d{1,2})(?P<cue_sep>[-.])(?P<cue_m>\d{1,2})(?!\d|[-./,]\d))"
)
_DM = (  # "14/12"; "14-12" only when it cannot be a range ("10-12" is one)
    r"(?P<dm>(?<![\w.,/:])(?P<dm_d>\d{1,2})(?P<dm_sep>/|-(?=\d{1,2}(?!\d|[-/.,]\d)))"
    r"(?P<dm_m>\d{1,2})(?![\d/]|[.,]\d|[^\W\d_]))"
)
_EN = (
    r"(?P<en>(?<![\w.,/:])(?P<en_d>\d{1,2})(?:st|nd|rd|th)?\h+(?P<en_m>" + _MONTHS + r")\.?"
    r"(?:,?\h+(?P<en_y>\d{4}))?<B>)"
)
_EM = (  # "Dec 14": never "may 2 cái áo"
    r"(?P<em><A>(?P<em_m>" + _MONTHS.replace("|may|", "|") + r")\.?\h+(?P<em_d>\d{1,2})"
    r"(?:st|nd|rd|th)?(?:,?\h+(?P<em_y>\d{4}))?(?!\d)<B>)"
)
_COLON = r"(?P<colon>(?<![\d.,:])(?P<co_h>[01]?\d|2[0-4]):(?P<co_m>[0-5]\d)(?::[0-5]\d)?(?!\d|:\d))"
_NUM = (
    r"(?P<num>(?<![\w.,])(?P<neg>[-−](?=\d))?"
    r"(?:(?P<d_grp>[1-9]\d{0,2}(?P<gs>[.,\u00a0\u202f])\d{3}(?:(?P=gs)\d{3})*(?!\d)"
    r"(?:(?!(?P=gs))[.,]\d+)?)"
    r"|(?P<d_sp>[1-9]\d{0,2}(?:\x20\d{3})+(?!\d|[.,]\d))"
    r"|(?P<d_plain>\d+(?:[.,]\d+)?)))"
)
_WORDS = r"(?P<words><A>" + _WORD + r"(?:\h+" + _WORD + r")*)"
_INITIALS = "".join(sorted({w[0] for w in NUMBER_WORDS} | set("nhtcjfmasod")))
_TOKEN_RE = _rx(
    r"(?=[\d(+−-])(?:(?=\d{1,4}[-/.:]|\d{1,2}\h{1,3}[^\W\d_]|\d{1,2}(?:st|nd|rd|th))(?:"
    + "|".join((_ISO, _DMY, _VIET, _DM, _EN, _COLON))
    + r")|"
    + _NUM
    + r")|<A>(?=["
    + re.escape(_INITIALS + _INITIALS.upper())
    + r"])(?:"
    + "|".join((_CUE, _EM, _WORDS))
    + r")"
)
_NUM_RE = _rx(_NUM)

_SCALE_RE = _rx(r"\h{0,2}(?P<w>" + _alt(SCALES) + r")<B>")
_FRAC_ATTACHED_RE = re.compile(r"(?P<f>\d{1,3})(?![\d:/]|[.,]\d)")
_FRAC_SPACED_RE = re.compile(r"\x20(?P<f>\d{1,3})(?![\d:/]|[.,]\d|\x20?\d)")
_FRAC_WORD_RE = _rx(r"\x20(?P<f>" + _alt({*DIGIT_WORDS, "mốt", "tư", "lăm"} - {"không"}) + r")<B>")
_HALF_RE = _rx(r"\h{1,2}(?:" + _alt(HALF_AFTER) + r")<B>")
_UNIT_RE = _rx(
    r"\h{0,2}(?P<u>"
    + "|".join(
        re.escape(u) + ("<B>" if u[-1].isalpha() else "")
        for u in sorted(UNIT_OF, key=len, reverse=True)
    )
    + r")"
)
_G_HOUR_RE = _rx(r"(?P<u>g)(?=[0-5]\d(?!\d)|\h*(?:sáng|trưa|chiều|tối|đêm)<B>)")  # "14g30"
_PAREN_NUMBER_RE = _rx(r"\h{0,2}\(\h*(?:\d{1,4}|" + _WORD + r"(?:\h+" + _WORD + r")*)\h*\)")
_CURRENCY_BEFORE_RE = _rx(r"(?:vnđ|vnd|usd|\$|€|₫)\h{0,2}$")
_TOMORROW_RE = _rx(r"\h+mai<B>")
_SOMEDAY_RE = _rx(r"\h+(?:nào|kia|đẹp trời)<B>")
_LETTERS_RE = re.compile(r"[^\W\d_]+")
_WEAK_DATE_RE = re.compile(r"\d{1,2}\.\d{2}")
_DIGIT_AFTER_RE = re.compile(r"[ \t]*\d")
_LAST_WORD_RE = _rx(r"\h+\S+$")
_WORD_AFTER_RE = re.compile(r"\x20?(?P<w>[^\W\d_]+)")

_MINUTES_RE = _rx(r"\h{0,2}(?P<m>[0-5]?\d)(?!\d|[.,]\d)(?:\h{0,2}(?P<mu>phút|phut|p|')<B>)?")
_KEM_RE = _rx(r"\h{1,2}kém\h{1,2}(?P<k>\d{1,2})(?!\d)(?:\h{0,2}(?:phút|p|'))?")
_DAY_PART_RE = _rx(r"\h{0,2}(?P<dp>sáng|trưa|chiều|tối|đêm|khuya|a\.m\.|p\.m\.|am|pm)<B>")
_DAY_PART_BEFORE_RE = _rx(
    r"(?P<dp>sáng|trưa|chiều|tối|đêm|khuya)(?:\h+(?:nay|mai|qua|hôm nay|" + _WEEKDAY + r"))?"
    r"(?:\h*,)?(?:\h+(?:lúc|vào lúc|khoảng|tầm))?\h*$"
)
_CLOCK_BEFORE_RE = _rx(r"(?:^|[^\w])(?:" + _alt(CLOCK_BEFORE) + r")\h*$")
_LUC_BEFORE_RE = _rx(r"(?<!\w)l(?:ú|u)c\h*$")
_DURATION_BEFORE_RE = _rx(
    r"(?:^|[^\w])(?:" + _alt(DURATION_BEFORE) + r")(?:\h+[^\W\d_]+){0,2}\h*:?\h*$"
)
_DURATION_LABEL_RE = _rx(r"(?:số giờ|tổng|làm thêm|tăng ca|thời lượng|\bot\b)[^\n:]{0,30}:\h*$")
_DURATION_AFTER_RE = _rx(r"\h*(?:" + _alt(DURATION_AFTER) + r")")

_DAY_RANGE_RE = _rx(  # "28-31/12", "28 – 31/12/2026", "từ 28 đến hết ngày 31/12", "16-18 tháng 12"
    r"(?<![\d/.,:])(?P<d1>\d{1,2})(?:\h*[-–—~]\h*|\h+(?:đến|den|tới|toi)\h+(?:hết\h+)?(?:ngày\h+)?)"
    r"(?P<d2>\d{1,2})(?:(?P<sep>[/.])(?P<m>\d{1,2})(?:(?P=sep)(?P<y>\d{4}|\d{2}))?"
    r"|\h+" + _THANG + r"\h*(?P<m2>\d{1,2})(?:\h+n(?:ă|a)m\h+(?P<y2>\d{4}))?)(?!\d|[.,]\d)"
)
_DAY_LIST_RE = _rx(  # "16, 17 và 18/12"
    r"(?<![\d/.,:])(?P<days>\d{1,2}(?:\h*(?:,|và|&)\h*\d{1,2})+)"
    r"(?P<sep>[/.])(?P<m>\d{1,2})(?:(?P=sep)(?P<y>\d{4}))?(?!\d|[.,]\d)"
)
_DAY_LIST_SPLIT_RE = _rx(r"\h*(?:,|và|&)\h*")
_SPAN_GAP_NOISE_RE = _rx(r"\(|\)|,|" + _WEEKDAY + r"|ng(?:à|a)y|hết|h(?:ô|o)m|cho|\s+")
_SPAN_CONNECTORS = frozenset({"-", "–", "—", "~", "→", "->", "=>", "đến", "tới", "den", "toi"})
_DATE_LIST_GAP_RE = _rx(r"\s*(?:,|và|&|;)?\s*(?:ng(?:à|a)y\s*)?")
_RANGE_GAP_RE = _rx(r"\s*(?:[-–—~]\s*|(?:đến|tới|den|toi|hoặc|hay)\s+)")
_LIST_JOIN_RE = _rx(r"\s*(?:,|và|&|[-–])\s*")
_FRAGMENT_GAP_RE = re.compile(r"[ .\-]")
_LIST_MARKER_BEFORE_RE = re.compile(r"(?:^|\n)[ \t]*(?:[-*•+][ \t]*)?\(?$")
_WORDY = "%'$€₫"  # what may begin a unit besides a letter
_FRACTION_NOUNS = frozenset(
    {"ngày", "điểm", "sao", "câu", "phần", "người", "lần", "số", "tháng", "năm", "giờ"}
)
_WORD_LABELS = frozenset({"tháng", "ngày", "số", "lần", "tầng", "phòng", "ca", "đợt", "vòng", "kỳ"})
"""Before number words, a label: "tháng hai" (February), "lần hai" (the second time)."""
_SENTENCE_START = ".!?:\n-•*(\"'"


# --- small helpers ----------------------------------------------------------------------------


def valid_ymd(year: int | None, month: int, day: int) -> bool:
    """Whether the day exists (a year-less 29/2 does)."""
    try:
        date(2000 if year is None else year, month, day)  # 2000 is a leap year: 29/2 is fine
    except ValueError:
        return False
    return True


def _ordinal(ymd: YMD) -> int:
    return date(2000 if ymd[0] is None else ymd[0], ymd[1], ymd[2]).toordinal()


def _inherit_year(first: YMD, last: YMD) -> YMD:
    """ "28/12 - 04/01/2027": the first day takes the year of the last (or the one before)."""
    if first[0] is None and last[0] is not None:
        year = last[0] if (first[1], first[2]) <= (last[1], last[2]) else last[0] - 1
        return (year, first[1], first[2])
    return first


def _words_before(text: str, start: int) -> tuple[str, str]:
    """The two words just before `start` (separated by spaces only), case-folded."""
    j = start - 1
    while j >= 0 and text[j] in " \t\u00a0":
        j -= 1
    if j < 0 or not (text[j].isalpha() or text[j] in "§="):
        return "", ""
    words: list[str] = []
    for part in reversed(text[max(0, start - 40) : start].split()[-2:]):
        if not (part.isalpha() or part in ("§", "=")):
            break
        words.append(part.casefold())
    words += [""] * (2 - len(words))
    return words[0], words[1]


def _label_of(w1: str, w2: str) -> str:
    """The label the two words before a number name ("phòng họp", "tầng"), or ""."""
    two = f"{w2} {w1}" if w2 else ""
    if two in LABELS or two in APPROXIMATE:
        return two
    if w1 in NOT_LABEL_AFTER and w2 in NOT_LABEL_AFTER[w1]:
        return ""  # "trong vòng 15 ngày", "một số"
    return w1 if w1 in LABELS or w1 in ORDINAL_LABELS or w1 in APPROXIMATE else ""


def _back(text: str, start: int) -> str:
    """The last character before `start` after at most two spaces, or ""."""
    j = start - 1
    while j >= 0 and start - j <= 3 and text[j] in " \t\u00a0":
        j -= 1
    return text[j] if j >= 0 and start - j <= 3 else ""


def _ahead(text: str, p: int, stop: int) -> str:
    """The first character at `p` after at most two spaces, or ""."""
    q = p
    while q < stop and q - p < 3 and text[q] in " \t\u00a0":
        q += 1
    return text[q] if q < stop and q - p < 3 else ""


def _wordy(lead: str) -> bool:
    return lead.isalpha() or (lead != "" and lead in _WORDY)


def _unit_name(word: str) -> str:
    return UNIT_OF.get(nfc(word.casefold()), word.casefold())


def _phones(text: str) -> list[Phone]:
    found = []
    for m in _PHONE_RE.finditer(text):
        raw = m.group()
        if _MONEY_AFTER_RE.match(text, m.end()):
            continue
        digits = re.sub(r"\D", "", raw)
        pre = m["pre"] or ""
        if "84" in pre:
            rest = digits[len(re.sub(r"\D", "", pre)) :]
            national = "0" + (rest[1:] if rest.startswith("0") else rest)  # "+84 (0) 903 ..."
        else:
            national = digits
        if _HOTLINE_RE.fullmatch(national):
            # a hotline is "1900 6868", or "19006868" after a word saying it is one
            window = max(0, m.start() - 24)
            if raw[4:5].isdigit() and not _HOTLINE_BEFORE_RE.search(text, window, m.start()):
                continue
        elif not _MOBILE_RE.fullmatch(national):
            continue
        found.append(Phone(m.start(), m.end(), national))
    return found


def _date_of(m: re.Match[str]) -> tuple[int, YMD] | None:
    """(start of the date's digits, ymd) of a date token, or None when the date is invalid."""
    year: int | None = None
    kind = m.lastgroup
    start = m.start()
    if kind == "iso":
        year, month, day = int(m["iso_y"]), int(m["iso_m"]), int(m["iso_d"])
    elif kind == "dmy":
        raw = m["dmy_y"]
        year = int(raw) + (2000 if len(raw) == 2 else 0)
        month, day = int(m["dmy_m"]), int(m["dmy_d"])
    elif kind == "viet":
        year = int(m["viet_y"]) if m["viet_y"] else None
        month, day = int(m["viet_m"]), int(m["viet_d"])
    elif kind == "cue":
        month, day = int(m["cue_m"]), int(m["cue_d"])
        start = m.start("cue_d")
    elif kind == "dm":
        month, day = int(m["dm_m"]), int(m["dm_d"])
        if m["dm_sep"] == "-" and day <= month:
            return None  # "10-12": a range of numbers; "14-12" cannot be one
    elif kind == "en":
        day, month = int(m["en_d"]), _EN_MONTH[m["en_m"][:3].casefold()]
        year = int(m["en_y"]) if m["en_y"] else None
    else:  # "em"
        day, month = int(m["em_d"]), _EN_MONTH[m["em_m"][:3].casefold()]
        year = int(m["em_y"]) if m["em_y"] else None
    if not valid_ymd(year, month, day):
        return None
    return start, (year, month, day)


def _is_fraction(text: str, m: re.Match[str]) -> bool:
    """ "1/2 ngày", "8/10 điểm", "3/4 số": a fraction or a score, not a date."""
    if m.lastgroup != "dm" or m["dm_sep"] != "/" or int(m["dm_d"]) >= int(m["dm_m"]):
        return False
    after = _WORD_AFTER_RE.match(text, m.end())
    return after is not None and after["w"].casefold() in _FRACTION_NOUNS


def _clock_value(hour: int, minute: int, part: str | None) -> tuple[int, int] | None:
    """(hour, minute) on a 24-hour clock, given the part of the day written with it."""
    kind = DAY_PARTS.get(part.casefold()) if part else None
    if kind in ("pm", "afternoon", "evening") and hour < 12:
        hour += 12
    elif kind == "am" and hour == 12:
        hour = 0
    elif kind == "noon" and 1 <= hour <= 4:  # "1h trưa" is 13:00
        hour += 12
    elif kind == "evening" and hour == 12:
        hour = 0
    elif kind == "night":  # "12h đêm" 00:00, "2 giờ đêm" 02:00, "11h đêm" 23:00
        if hour == 12:
            hour = 0
        elif 6 <= hour < 12:
            hour += 12
    if hour == 24:
        hour = 0
    if not (0 <= hour <= 23 and 0 <= minute <= 59):
        return None
    return hour, minute


def _part_before(text: str, start: int) -> str | None:
    """A part of the day written just before a clock time: "chiều nay lúc 3h", "tối 8 giờ"."""
    window = max(0, start - 40)
    cut = max(text.rfind(c, window, start) for c in "\n.;!?")
    m = _DAY_PART_BEFORE_RE.search(text, max(window, cut + 1), start)
    return m["dp"] if m else None


def _hour_cue(text: str, start: int, end: int) -> str | None:
    """'clock', 'duration' or None from the words around "N giờ" / "Nh"."""
    before = text[max(0, start - 30) : start]
    if _CLOCK_BEFORE_RE.search(before):
        return "clock"
    if (
        _DURATION_AFTER_RE.match(text, end)
        or _DURATION_BEFORE_RE.search(before)
        or _DURATION_LABEL_RE.search(before)
    ):
        return "duration"
    return None


class _Raw(NamedTuple):
    """A number as scanned, before the flags that need its neighbours."""

    start: int
    end: int
    value: Decimal
    unit: str | None
    scale: Decimal | None
    num_end: int
    code: bool  # uppercase letters attached ("12B"): a code
    leading_zero: bool  # "0015", "0903": a code or a phone group
    words: bool  # written in words


# --- the scan ---------------------------------------------------------------------------------


class _Scan:
    """One pass over a text: tokens in order, then date spans, then the amounts' flags."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.raws: list[_Raw] = []
        self.dates: list[DateMention] = []
        self.clocks: list[Clock] = []
        self.phones = _phones(text)
        self.date_parts: list[tuple[int, int]] = []  # where numbers are the days of a range

    def run(self) -> None:
        text, pos = self.text, 0
        phones = iter(self.phones)
        phone = next(phones, None)
        while (m := _TOKEN_RE.search(text, pos)) is not None:
            while phone is not None and phone.end <= m.start():
                phone = next(phones, None)
            if phone is not None and m.end() > phone.start:  # phone digits are no numbers
                pos = max(phone.end, m.start() + 1)
                continue
            pos = self._token(m)

    def _token(self, m: re.Match[str]) -> int:
        kind = m.lastgroup
        if kind == "num":
            return self._number(m)
        if kind == "words":
            return self._words(m)
        if kind == "colon":
            return self._colon(m)
        fraction = _is_fraction(self.text, m)
        if fraction:
            um = _UNIT_RE.match(self.text, m.end())
            if um is not None and _unit_name(um["u"]) in DURATIONS:  # "1/2 ngày": half a day
                value = tidy(CTX.divide(Decimal(m["dm_d"]), Decimal(m["dm_m"])))
                return self._suffix(m.start(), m.end(), value, False)
        found = None if fraction or self._labelled_dm(m) else _date_of(m)
        if found is None:
            return m.start("cue_d") if kind == "cue" else self._digits_of(m)
        start, ymd = found
        self.dates.append(DateMention(start, m.end(), ymd))
        return m.end()

    def _labelled_dm(self, m: re.Match[str]) -> bool:
        """ "số 15/3", "ngõ 42/15", "tỷ lệ 3/4": after a label, "d/m" is no date."""
        if m.lastgroup != "dm":
            return False
        label = _label_of(*_words_before(self.text, m.start()))
        return label != "" and label not in TIME_LABELS and label not in APPROXIMATE

    def _digits_of(self, m: re.Match[str]) -> int:
        """A date-shaped token that is no date ("31/02/2026", "3/45"): read its numbers."""
        pos = m.start()
        while (n := _NUM_RE.search(self.text, pos, m.end())) is not None:
            self._number(n, limit=m.end())
            pos = n.end()
        return m.end()

    def _colon(self, m: re.Match[str]) -> int:
        end = m.end()
        dp = _DAY_PART_RE.match(self.text, end)
        part = dp["dp"] if dp else _part_before(self.text, m.start())
        if dp:
            end = dp.end()
        clock = _clock_value(int(m["co_h"]), int(m["co_m"]), part)
        if clock is not None:
            self.clocks.append(Clock(m.start(), end, *clock))
        return end

    def _number(self, m: re.Match[str], limit: int | None = None) -> int:
        text = self.text
        stop = len(text) if limit is None else limit
        start, end = m.start(), m.end()
        d_sp, d_grp, gs, d_plain, neg = m.group("d_sp", "d_grp", "gs", "d_plain", "neg")
        if d_sp:  # "12 450 000 đồng" is one number; "2 100 người" two
            groups = d_sp.split(" ")
            after = _UNIT_RE.match(text, end, stop)
            money = after is not None and _unit_name(after["u"]) in CURRENCIES
            if len(groups) >= 3 or money or _SCALE_RE.match(text, end, stop):
                digits = "".join(groups)
            else:
                digits = groups[0]
                end = start + len(digits)
        elif d_grp:
            digits = d_grp.replace(gs, "")
        else:
            digits = d_plain
        try:
            value = Decimal(digits.replace(",", "."))
        except InvalidOperation:
            return end
        if neg:
            value = -value
        leading_zero = digits[0] == "0" and len(digits) >= 3 and digits.isdigit()
        lead = _ahead(text, end, stop)
        if (
            not _wordy(lead)
            and lead != "("
            and "." not in digits
            and (start == 0 or _back(text, start) not in "dDđĐ$€₫")
        ):  # a plain number: nothing after it to read
            self.raws.append(_Raw(start, end, value, None, None, end, False, leading_zero, False))
            return end
        count = len(self.raws)
        after_end = self._suffix(start, end, value, leading_zero, limit=limit)
        if (
            d_plain
            and _WEAK_DATE_RE.fullmatch(digits)
            and len(self.raws) == count + 1
            and self.raws[-1].unit is None
            and self.raws[-1].scale is None
            and not _label_of(*_words_before(text, start))
        ):
            day, month = (int(x) for x in digits.split("."))
            if valid_ymd(None, month, day):  # "14.12": a date as well as a number
                self.dates.append(DateMention(start, end, (None, month, day)))
        return after_end

    def _words(self, m: re.Match[str]) -> int:
        text = self.text
        run = m.group()
        words = [w.casefold() for w in run.split()]
        w1, w2 = _words_before(text, m.start())
        before = text[: m.start()].rstrip(" \t")
        sentence_start = not before or before[-1] in _SENTENCE_START
        capital = run[0].isupper()
        if (
            w1 in ORDINAL_LABELS  # "thứ Hai", "mồng hai"
            or (w1 in KINSHIP and not (w1 == "bà" and w2 == "hai"))  # "anh Hai", "chị Ba"
            or (w1 in {"em", "con"} and capital)
            or (capital and not sentence_start)  # "Hai Bà Trưng", "quận Ba Đình"
            or (w1 in _WORD_LABELS and w2 not in NOT_LABEL_AFTER.get(w1, frozenset()))
        ):
            return m.end()
        end = m.end()
        if len(words) >= 2 and words[-1] == "năm" and words[-2] not in WORD_SCALES:
            words = words[:-1]  # "hai năm", "mười năm": the last word is the year
            last = _LAST_WORD_RE.search(run)
            assert last is not None
            end = m.start() + last.start()
        parsed = words_value(words)
        if parsed is None:
            if len(words) > 1 and words[0] == "năm":  # "mỗi năm hai lần": "năm" is the year
                return m.start() + len(run.split()[0])
            return m.end()  # "hai ba ngày", "một hai hôm": an approximate count
        value, scale = parsed
        return self._suffix(m.start(), end, value, False, words=True, scale=scale)

    def _suffix(
        self,
        start: int,
        end: int,
        value: Decimal,
        leading_zero: bool,
        words: bool = False,
        scale: Decimal | None = None,
        limit: int | None = None,
    ) -> int:
        """Read what follows a number (multipliers, fractions, "rưỡi", its unit); record it."""
        text = self.text
        stop = len(text) if limit is None else limit
        p = end
        if not words and _wordy(_ahead(text, p, stop)):
            value, scale, p = self._multiplier(value, p, stop)
        elif scale is not None and (half := _HALF_RE.match(text, p, stop)) is not None:
            value, p = tidy(CTX.add(value, scale / 2)), half.end()  # "hai triệu rưỡi"
        num_end = p
        lead = _ahead(text, p, stop)
        if lead == "(" and (paren := _PAREN_NUMBER_RE.match(text, p, stop)) is not None:
            p = paren.end()  # "02 (hai) ngày", "ba (03) ngày làm việc"
            lead = _ahead(text, p, stop)
        unit: str | None = None
        um = _UNIT_RE.match(text, p, stop) if _wordy(lead) else None
        if um is None and _wordy(lead) and not words and scale is None:
            um = _G_HOUR_RE.match(text, p, stop)
        if um is not None and scale is not None and _unit_name(um["u"]) in ("giờ", "phút"):
            um = None  # "2 triệu h..." is money, not a time
        if um is not None:
            name = _unit_name(um["u"])
            if name in DURATIONS and self._date_chain(start, um.end()):
                um = None  # "tháng 12 năm 2026"
            elif name == "ngày" and (
                _TOMORROW_RE.match(text, um.end()) or (words and _SOMEDAY_RE.match(text, um.end()))
            ):
                um = None  # "ngày mai" is tomorrow; "một ngày nào đó" someday
            elif um["u"].casefold() in HOUR_WORDS and scale is None:
                after_clock = self._hour(start, um, value)
                if after_clock is not None:
                    return after_clock
            if um is not None:
                unit, p = name, um.end()
                if name in DURATIONS and (half := _HALF_RE.match(text, p, stop)) is not None:
                    value, p = CTX.add(value, Decimal("0.5")), half.end()  # "2 ngày rưỡi"
        if unit is None and not words:
            mark = _back(text, start)
            prefix = (
                _CURRENCY_BEFORE_RE.search(text, max(0, start - 8), start)
                if mark and mark in "dDđĐ$€₫"
                else None
            )
            if prefix is not None:  # "VND 1,200,000", "$1,200"
                unit = _unit_name(prefix.group().strip())
            elif scale is None and (_wordy(lead) or "." in text[start:p]):
                after_clock = self._bare_clock(start, p, value)
                if after_clock is not None:
                    return after_clock
        if words and unit is None and scale is None:
            return end  # number words count only before a unit or with a multiplier
        code = False
        if not words and unit is None and p < len(text) and text[p].isalpha():
            tail = _LETTERS_RE.match(text, p)
            code = tail is not None and any(c.isupper() for c in tail.group())  # "12B", "226A"
        self.raws.append(_Raw(start, p, value, unit, scale, num_end, code, leading_zero, words))
        return p

    def _multiplier(self, value: Decimal, p: int, stop: int) -> tuple[Decimal, Decimal | None, int]:
        """ "60tr", "2 triệu 5", "1tr2", "2 triệu rưỡi", "5 trăm nghìn", "1.2M": value, scale, end."""
        text = self.text
        scale: Decimal | None = None
        for _ in range(2):
            sm = _SCALE_RE.match(text, p, stop)
            if sm is None or (sm["w"].casefold() == "m" and sm["w"] != "M"):  # "1m7" is a height
                break
            factor = SCALES[nfc(sm["w"].casefold())]
            scale = factor if scale is None else CTX.multiply(scale, factor)
            p = sm.end()
        if scale is None:
            return value, None, p
        frac = _FRAC_ATTACHED_RE.match(text, p, stop)
        if frac is None and scale >= 1000:
            frac = _FRAC_SPACED_RE.match(text, p, stop)
            if frac is not None and not self._fraction_stands(frac.end()):
                frac = None
        if frac is not None:
            value, p = CTX.add(value, Decimal("0." + frac["f"])), frac.end()
        elif (
            scale >= 1000
            and (word := _FRAC_WORD_RE.match(text, p, stop)) is not None
            and self._fraction_stands(word.end())
        ):  # "1 triệu hai"
            digit = {**DIGIT_WORDS, **COMPOUND_ONLY}[word["f"].casefold()]
            value, p = CTX.add(value, Decimal(digit) / 10), word.end()
        if (half := _HALF_RE.match(text, p, stop)) is not None:
            value, p = CTX.add(value, Decimal("0.5")), half.end()
        return tidy(CTX.multiply(value, scale)), scale, p

    def _fraction_stands(self, pos: int) -> bool:
        """After "2 triệu 5": no unit or multiplier follows, so the 5 is part of the amount."""
        text = self.text
        um = _UNIT_RE.match(text, pos)
        if um is not None and _unit_name(um["u"]) not in CURRENCIES:
            return False
        sm = _SCALE_RE.match(text, pos)
        if sm is not None:
            return sm["w"].casefold() == "m" and sm["w"] != "M"
        return not (pos < len(text) and (text[pos].isalnum() or text[pos] in "/:"))

    def _date_chain(self, start: int, unit_end: int) -> bool:
        """ "tháng 12 năm 2026", "tháng hai năm 2026": the unit word names the next number."""
        w1, _ = _words_before(self.text, start)
        return w1 in {"tháng", "ngày", "mồng", "mùng", "thứ", "năm"} and bool(
            _DIGIT_AFTER_RE.match(self.text, unit_end)
        )

    def _hour(self, start: int, um: re.Match[str], value: Decimal) -> int | None:
        """ "N giờ" / "Nh" (+ minutes, "rưỡi", "kém", part of day): a clock time or a duration.

        Records a clock time and returns where it ends, or returns None after recording a
        duration in hours ("mất 1h30" is 1.5 hours).
        """
        text = self.text
        word = um["u"].casefold()
        p = um.end()
        minute: int | None = None
        half = False
        kem: int | None = None
        mm = _MINUTES_RE.match(text, p)
        if (
            mm is not None
            and (len(mm["m"]) == 2 or mm["mu"])
            and (word != "h" or mm.start("m") - p <= 1)
        ):
            minute, p = int(mm["m"]), mm.end()
        elif (h := _HALF_RE.match(text, p)) is not None:
            half, p = True, h.end()
        elif (k := _KEM_RE.match(text, p)) is not None:
            kem, p = int(k["k"]), k.end()
        dp = _DAY_PART_RE.match(text, p)
        whole = value == value.to_integral_value() and 0 <= value <= 24
        cue = _hour_cue(text, start, p if dp is None else dp.end())
        if not whole or not (
            dp is not None
            or kem is not None
            or cue == "clock"
            or (cue is None and (value <= 23 or minute is not None))
        ):
            if minute is not None:
                hours = CTX.add(value, CTX.divide(Decimal(minute), Decimal(60)))
            else:
                hours = CTX.add(value, Decimal("0.5")) if half else value
            self.raws.append(
                _Raw(start, p, tidy(hours), "giờ", None, um.start(), False, False, False)
            )
            return p
        hour, minute = int(value), 30 if half else (minute or 0)
        if kem is not None:
            hour, minute = hour - 1, 60 - kem
        if dp is not None:
            p = dp.end()
        clock = _clock_value(hour, minute, dp["dp"] if dp else _part_before(text, start))
        if clock is None:
            return None
        self.clocks.append(Clock(start, p, *clock))
        return p

    def _bare_clock(self, start: int, p: int, value: Decimal) -> int | None:
        """ "9am", "9 PM", "9 rưỡi sáng", "lúc 9 rưỡi", "lúc 14.30": a time without an hour word."""
        text = self.text
        if not (value == value.to_integral_value() and 0 <= value <= 24):
            raw = text[start:p]
            if not (
                re.fullmatch(r"\d{1,2}\.[0-5]\d", raw)
                and _LUC_BEFORE_RE.search(text, max(0, start - 12), start)
            ):
                return None
            hour, minute = (int(x) for x in raw.split("."))
            clock = _clock_value(hour, minute, _part_before(text, start))
            end = p
        else:
            half = _HALF_RE.match(text, p)
            q = half.end() if half is not None else p
            dp = _DAY_PART_RE.match(text, q)
            if dp is not None and (
                half is not None or dp["dp"].casefold().replace(".", "") in ("am", "pm")
            ):
                clock, end = _clock_value(int(value), 30 if half else 0, dp["dp"]), dp.end()
            elif half is not None and _CLOCK_BEFORE_RE.search(text[max(0, start - 30) : start]):
                clock, end = _clock_value(int(value), 30, _part_before(text, start)), q
            else:
                return None
        if clock is None:
            return None
        self.clocks.append(Clock(start, end, *clock))
        return end

    # -- spans ---------------------------------------------------------------------------------

    def spans(self) -> tuple[list[Span], set[int]]:
        spans: list[Span] = []
        in_span: set[int] = set()
        self._day_ranges(spans, in_span)
        self._day_lists(spans, in_span)
        text = self.text
        chain: list[DateMention] = []
        for a, b in pairwise(sorted(self.dates, key=lambda d: d.start)):
            gap = text[a.end : b.start]
            if len(gap) <= 40 and a.start not in in_span and b.start not in in_span:
                first = _inherit_year(a.ymd, b.ymd)
                if _SPAN_GAP_NOISE_RE.sub("", gap).casefold() in _SPAN_CONNECTORS and _ordinal(
                    first
                ) < _ordinal(b.ymd):  # "16/12 - 18/12", "từ thứ 4 (16/12) đến thứ 6 (18/12)"
                    _close(chain, spans, in_span)
                    chain = []
                    spans.append(Span(first, b.ymd))
                    in_span.update((a.start, b.start))
                    continue
                if _DATE_LIST_GAP_RE.fullmatch(gap) and _ordinal(b.ymd) - _ordinal(first) == 1:
                    chain = chain or [a]  # "16/12, 17/12 và 18/12"
                    chain.append(b)
                    continue
            _close(chain, spans, in_span)
            chain = []
        _close(chain, spans, in_span)
        return spans, in_span

    def _day_ranges(self, spans: list[Span], in_span: set[int]) -> None:
        """ "28-31/12", "từ 28 đến 31/12/2026": the month written once."""
        ends = {d.end: d for d in self.dates}
        for m in _DAY_RANGE_RE.finditer(self.text):
            raw_year = m["y"] or m["y2"]
            year = None if not raw_year else int(raw_year) + (2000 if len(raw_year) == 2 else 0)
            month, first, last = int(m["m"] or m["m2"]), int(m["d1"]), int(m["d2"])
            if not (
                first < last and valid_ymd(year, month, first) and valid_ymd(year, month, last)
            ):
                continue
            spans.append(Span((year, month, first), (year, month, last)))
            self.dates.append(DateMention(m.start(), m.end("d1"), (year, month, first)))
            self.date_parts.append((m.start(), m.end()))
            end_date = ends.get(m.end())
            if end_date is None:
                end_date = DateMention(m.start("d2"), m.end(), (year, month, last))
                self.dates.append(end_date)
            in_span.update((m.start(), end_date.start))

    def _day_lists(self, spans: list[Span], in_span: set[int]) -> None:
        """ "16, 17 và 18/12": the days of one month, a span when they follow each other."""
        text = self.text
        for m in _DAY_LIST_RE.finditer(text):
            days = [int(d) for d in _DAY_LIST_SPLIT_RE.split(m["days"])]
            year = int(m["y"]) if m["y"] else None
            month = int(m["m"])
            if not all(valid_ymd(year, month, d) for d in days):
                continue
            self.date_parts.append((m.start(), m.start("sep")))
            known = {d.start for d in self.dates}
            pos = m.start()
            for day in days[:-1]:
                pos = text.index(str(day), pos)
                if pos not in known:
                    self.dates.append(DateMention(pos, pos + len(str(day)), (year, month, day)))
                pos += len(str(day))
            if days == list(range(days[0], days[0] + len(days))):
                spans.append(Span((year, month, days[0]), (year, month, days[-1])))
                in_span.update(d.start for d in self.dates if m.start() <= d.start < m.end())

    # -- flags ---------------------------------------------------------------------------------

    def amounts(self) -> list[Amount]:
        text = self.text
        size = len(text)
        raws = self.raws
        if self.date_parts:
            raws = [r for r in raws if not any(s <= r.start < e for s, e in self.date_parts)]
        raws = _merged(text, raws)
        code: list[bool] = []
        labelled: list[bool] = []
        for r in raws:
            start, end = r.start, r.end
            j = start - 1
            while j >= 0 and text[j] in " \t\u00a0":
                j -= 1
            before = text[j] if j >= 0 else ""
            after = text[end] if end < size else ""
            code.append(
                _is_code(text, r)
                if r.code or r.leading_zero or before in "#№@-_" or after in "-_@"
                else False
            )
            wordy = before.isalpha() or before in "§="
            labelled.append(self._labelled(r) if wordy or (after and after in ".) ") else False)
        if any(r.leading_zero for r in raws) or any(r.end - r.start >= 3 for r in raws):
            _mark_fragments(text, raws, code)
        loose = _mark_ranges(text, raws, code)
        for i in range(1, len(raws)):  # a list after a label: "thứ 2, 3 và 4", "Điều 5, 6"
            if (
                labelled[i - 1]
                and not labelled[i]
                and raws[i].unit is None
                and raws[i].start - raws[i - 1].end <= 5
                and _LIST_JOIN_RE.fullmatch(text, raws[i - 1].end, raws[i].start)
            ):
                labelled[i] = True
        out = []
        for i, r in enumerate(raws):
            definite = not (code[i] or loose[i] or labelled[i])
            if definite and (
                (r.start >= 2 and text[r.start - 1] in "/:")
                or (r.num_end + 1 < size and text[r.num_end] in "/:")
            ):
                definite = not _beside_slash(text, r)
            out.append(
                Amount(r.start, r.end, r.value, r.unit, definite, not code[i], r.scale, r.num_end)
            )
        return out

    def _labelled(self, r: _Raw) -> bool:
        """A label, ordinal, list marker, address number or approximate count."""
        text = self.text
        w1, w2 = _words_before(text, r.start)
        if w1:
            label = _label_of(w1, w2)
            if label in ORDINAL_LABELS or label in APPROXIMATE:
                return True
            if r.unit is None and label:
                return True
        elif r.start > 0 and text[r.start - 1] == "§":
            return True
        end = r.end
        if r.unit is None and end < len(text):
            c = text[end]
            if c in ".)":  # "1. Tổng giờ", "2) Làm thêm" at the start of a line
                return (end + 1 == len(text) or text[end + 1].isspace()) and bool(
                    _LIST_MARKER_BEFORE_RE.search(text, max(0, r.start - 12), r.start)
                )
            if c == " " and end + 1 < len(text) and text[end + 1].isupper():
                return True  # "15 Lê Lợi", "42 Trần Duy Hưng"
        return False


def _close(chain: list[DateMention], spans: list[Span], in_span: set[int]) -> None:
    if len(chain) >= 2:
        spans.append(Span(_inherit_year(chain[0].ymd, chain[-1].ymd), chain[-1].ymd))
        in_span.update(d.start for d in chain)


def _is_code(text: str, r: _Raw) -> bool:
    """Part of an id or code: "HD-0015", "#CV226", "0015", "12B", "12-A", "nv0012@"."""
    if r.code or r.leading_zero:
        return True
    start, end = r.start, r.end
    if start > 0:
        c = text[start - 1]
        if c in "#№@" or (
            c in "-_" and start >= 2 and (text[start - 2].isalpha() or text[start - 2] == "_")
        ):
            return True
    if end < len(text):
        c = text[end]
        if c == "@" or (c in "-_" and end + 1 < len(text) and text[end + 1].isalpha()):
            return True
    return False


def _mark_fragments(text: str, raws: list[_Raw], code: list[bool]) -> None:
    """Digit groups beside a leading-zero group ("0903 418") and three or more long groups in a
    row ("1903 5678 9012", an account number) are parts of one code."""
    n = len(raws)
    for i in range(n):
        if not raws[i].leading_zero:
            continue
        for step in (-1, 1):
            k = i + step
            while 0 <= k < n and not raws[k].words:
                left, right = (raws[k], raws[k - step]) if step < 0 else (raws[k - step], raws[k])
                if right.start - left.end != 1 or not _FRAGMENT_GAP_RE.fullmatch(
                    text, left.end, right.start
                ):
                    break
                code[k] = True
                k += step
    i = 0
    while i < n:
        j = i
        while (
            j + 1 < n
            and _long_group(text, raws[j])
            and _long_group(text, raws[j + 1])
            and raws[j + 1].start - raws[j].end == 1
            and text[raws[j].end] in " .-"
        ):
            j += 1
        if j - i >= 2:
            for k in range(i, j + 1):
                code[k] = True
        i = j + 1


def _mark_ranges(text: str, raws: list[_Raw], code: list[bool]) -> list[bool]:
    """Both ends of "10-15 ngày", "từ 10 đến 15 ngày", "2 hoặc 3 ngày": no definite quantity."""
    loose = [False] * len(raws)
    for i in range(len(raws) - 1):
        a, b = raws[i], raws[i + 1]
        if b.start - a.end > 12 or code[i] or code[i + 1]:
            continue
        gap = text[a.end : b.start]
        if gap == " " or not gap.strip() or "\n" in gap or not _RANGE_GAP_RE.fullmatch(gap):
            continue  # a line break before "- 58.300.000đ" starts a list item, not a range
        either = gap.strip().casefold() in ("hoặc", "hay")
        if (a.value < b.value or either) and (a.unit is None or a.unit == b.unit):
            loose[i] = loose[i + 1] = True
            raws[i] = a._replace(unit=b.unit)
    return loose


def _long_group(text: str, r: _Raw) -> bool:
    return (
        not r.words
        and r.unit is None
        and r.scale is None
        and r.end - r.start >= 3
        and text[r.start : r.end].isdigit()
    )


def _beside_slash(text: str, r: _Raw) -> bool:
    """ "3/45", "15/2020/NĐ-CP", "12:5": part of a fraction, ratio or reference. An amount
    written out ("7.700.000đ/15.400.000đ", "58.300.000/60.500.000") stays an amount."""
    if r.unit is not None or r.scale is not None or r.num_end - r.start > 4:
        return False
    if r.start >= 2 and text[r.start - 1] in "/:" and text[r.start - 2].isalnum():
        return True
    end = r.num_end
    return end + 1 < len(text) and text[end] in "/:" and text[end + 1].isdigit()


def _merged(text: str, raws: list[_Raw]) -> list[_Raw]:
    """Join "1 triệu" + "500 nghìn" (descending multipliers) and "1 tiếng" + "30 phút"."""
    out: list[_Raw] = []
    for r in raws:
        left = out[-1] if out else None
        if left is not None and (left.scale is not None or left.unit == "giờ"):
            gap = text[left.end : r.start]
            if (
                left.scale is not None
                and r.scale is not None
                and left.unit is None
                and r.scale < left.scale
                and 0 <= r.value < left.scale
                and not (left.code or r.code)
                and re.fullmatch(r"[ \t]{1,3}", gap)
            ):
                total = (
                    CTX.add(left.value, r.value)
                    if left.value >= 0
                    else CTX.subtract(left.value, r.value)
                )
                out[-1] = left._replace(
                    end=r.end, value=tidy(total), unit=r.unit, scale=r.scale, num_end=r.num_end
                )
                continue
            if (
                left.unit == "giờ"
                and r.unit == "phút"
                and 0 <= r.value < 60
                and re.fullmatch(r"[ \t]{1,3}(?:và[ \t]+)?", gap)
            ):
                hours = CTX.add(left.value, CTX.divide(r.value, Decimal(60)))
                out[-1] = left._replace(end=r.end, value=tidy(hours))
                continue
        out.append(r)
    return out


_NOTHING = Reading((), (), (), frozenset(), (), ())
_DIGIT_RE = re.compile(r"\d")


@lru_cache(maxsize=MEMO)
def read(text: str) -> Reading:
    """Every value an NFC string mentions (see the module docstring)."""
    if _DIGIT_RE.search(text) is None and _TOKEN_RE.search(text) is None:
        return _NOTHING  # most field values: names, statuses, ids without a number to read
    scan = _Scan(text)
    scan.run()
    spans, in_span = scan.spans()
    amounts = scan.amounts()
    return Reading(
        tuple(amounts),
        tuple(sorted(scan.dates, key=lambda d: d.start)),
        tuple(spans),
        frozenset(in_span),
        tuple(scan.clocks),
        tuple(scan.phones),
    )
