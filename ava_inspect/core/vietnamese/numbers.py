"""Numbers written in Vietnamese words, and the decimal arithmetic value matching uses.

"hai mươi lăm" is 25, "một trăm linh năm" 105, "hai lăm" 25, "mười hai triệu bốn trăm năm mươi
nghìn" 12,450,000, "một triệu hai" 1,200,000 (a lone digit after a multiplier is its tenths),
"ba tỷ hai" 3,200,000,000, "nửa triệu" 500,000, "hai trăm rưỡi" 250. A run that is no one
number ("hai ba", "một hai": an approximate count) has no value.
"""

from __future__ import annotations

from decimal import MAX_EMAX, MIN_EMIN, Context, Decimal

from ava_inspect.core.vietnamese.words import (
    COMPOUND_ONLY,
    DIGIT_WORDS,
    HALF_AFTER,
    HALF_BEFORE,
    TEN_WORDS,
    TENS_MARK,
    WORD_SCALES,
    ZERO_TENS,
)

CTX = Context(prec=80, Emax=MAX_EMAX, Emin=MIN_EMIN, traps=[])
"""Generous precision, no exponent limits, never traps (never raises)."""

_UNITS_DIGITS = {**DIGIT_WORDS, **COMPOUND_ONLY}
_AFTER_TEN = frozenset({*DIGIT_WORDS, "lăm", "nhăm", "tư"} - {"không", "năm"})
"""After "mười": "mười một" 11, "mười lăm" 15; "mười năm" is ten years."""
_AFTER_TENS = frozenset({*DIGIT_WORDS, *COMPOUND_ONLY} - {"không", "năm"})
"""After "hai mươi": "hai mươi mốt" 21, "hai mươi lăm" 25; "hai mươi năm" is twenty years."""
_TENTHS = frozenset({*DIGIT_WORDS, *COMPOUND_ONLY} - {"không"})


def tidy(value: Decimal) -> Decimal:
    """Drop a fractional zero tail from an integral value (Decimal('1500000.0') -> 1500000)."""
    exponent = value.as_tuple().exponent
    if isinstance(exponent, int) and exponent < 0 and value.adjusted() < 60:
        integral = value.to_integral_value(context=CTX)
        if integral == value:
            return integral
    return value


def _below_thousand(words: list[str]) -> int | None:
    """Value of number words under 1000 ("hai trăm năm mươi", "mười lăm", "hai lăm")."""
    n = len(words)
    if n == 0:
        return None
    value, i, hundreds = 0, 0, False
    if n >= 2 and words[0] in DIGIT_WORDS and words[1] == "trăm":
        value, i, hundreds = DIGIT_WORDS[words[0]] * 100, 2, True
        if i == n:
            return value
        if words[i] in HALF_AFTER:  # "hai trăm rưỡi"
            return value + 50 if i + 1 == n else None
    w = words[i]
    rest = n - i
    if w in ZERO_TENS:  # "một trăm linh năm"
        if rest == 2 and words[i + 1] in DIGIT_WORDS:
            return value + DIGIT_WORDS[words[i + 1]]
        return None
    if w in TEN_WORDS:  # "mười", "mười lăm"
        if rest == 1:
            return value + 10
        return (
            value + 10 + _UNITS_DIGITS[words[i + 1]]
            if rest == 2 and words[i + 1] in _AFTER_TEN
            else None
        )
    if w not in DIGIT_WORDS:
        return None
    if rest >= 2 and words[i + 1] in TENS_MARK:  # "hai mươi", "hai mươi mốt"
        if DIGIT_WORDS[w] < 2 or rest > 3:
            return None
        tens = value + DIGIT_WORDS[w] * 10
        if rest == 2:
            return tens
        return tens + _UNITS_DIGITS[words[i + 2]] if words[i + 2] in _AFTER_TENS else None
    if rest == 2 and words[i + 1] in COMPOUND_ONLY and DIGIT_WORDS[w] >= 2:  # "hai lăm"
        return value + DIGIT_WORDS[w] * 10 + COMPOUND_ONLY[words[i + 1]]
    if rest == 1:
        if w == "không" and not hundreds:
            return None
        return value + DIGIT_WORDS[w] * (10 if hundreds else 1)  # "một trăm hai" is 120
    return None


def words_value(words: list[str]) -> tuple[Decimal, Decimal | None] | None:
    """Value of a run of (case-folded) number words and the smallest multiplier written."""
    if words and words[0] in HALF_BEFORE:  # "nửa", "nửa triệu"
        if len(words) == 1:
            return Decimal("0.5"), None
        if len(words) == 2 and words[1] in WORD_SCALES:
            unit = Decimal(WORD_SCALES[words[1]])
            return unit / 2, unit
        return None
    if words == ["một", "nửa"]:
        return Decimal("0.5"), None
    value = Decimal(0)
    last: int | None = None
    chunk: list[str] = []
    for w in words:
        if w not in WORD_SCALES or w == "trăm":
            chunk.append(w)
            continue
        scale = WORD_SCALES[w]
        if last is not None and scale >= last:
            return None
        part = _below_thousand(chunk)
        if part is None or (part == 0 and chunk != ["không"]):
            return None
        value += part * scale
        last, chunk = scale, []
    if last is None:
        return _plain(chunk)
    if not chunk:
        return value, Decimal(last)
    return _after_scale(value, Decimal(last), chunk)


def _plain(chunk: list[str]) -> tuple[Decimal, Decimal | None] | None:
    if len(chunk) >= 2 and chunk[-1] in HALF_AFTER:  # "ba trăm rưỡi"
        part = _below_thousand(chunk[:-1])
        if part is None or "trăm" not in chunk:
            return None
        return Decimal(part) + 50, Decimal(100)
    part = _below_thousand(chunk)
    if part is None:
        return None
    return Decimal(part), (Decimal(100) if "trăm" in chunk else None)


def _after_scale(
    value: Decimal, last: Decimal, chunk: list[str]
) -> tuple[Decimal, Decimal | None] | None:
    """What follows the last multiplier: "rưỡi", its tenths ("một triệu hai"), hundredths
    ("một triệu hai lăm"), or the next group implied ("hai triệu ba trăm" is 2,300,000)."""
    if len(chunk) == 1 and chunk[0] in HALF_AFTER:
        return value + last / 2, last
    if len(chunk) == 1 and chunk[0] in _TENTHS:
        return value + _UNITS_DIGITS[chunk[0]] * last / 10, last
    if len(chunk) == 2 and chunk[0] in DIGIT_WORDS and chunk[1] in COMPOUND_ONLY:
        two = DIGIT_WORDS[chunk[0]] * 10 + COMPOUND_ONLY[chunk[1]]
        return value + two * last / 100, last
    part = _below_thousand(chunk)
    if part is None:
        return None
    return value + part * last / 1000, last
