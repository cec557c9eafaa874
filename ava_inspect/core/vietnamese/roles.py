"""What an amount is said to be: still owed ("còn nợ 7,7 triệu") or already paid ("đã thanh
toán 7.700.000đ").

The words of the amount's clause decide: the nearest marker before it ("còn nợ", "còn lại",
"chưa thanh toán", "hẹn chuyển"... / "đã thanh toán", "đã TT", "đã chuyển"...), else the first
one after it ("7,7tr chưa thanh toán"), else, in a "|" table, its column's header. Clauses end at
a line break, ";", "|", brackets, "=", a sentence end, a comma between words, or a spaced dash.
"""

from __future__ import annotations

import re
from functools import lru_cache

from ava_inspect.core.vietnamese.words import OWED_MARKERS, PAID_MARKERS, nfc

_MEMO = 16384
_WINDOW = 160  # how far a clause reaches on each side of the amount
_TABLE_WINDOW = 4000  # how far up a table's header is looked for

_ROLE_RE = re.compile(
    nfc(
        r"(?<!\w)(?:"
        + "|".join(
            re.escape(m) for m in sorted((*OWED_MARKERS, *PAID_MARKERS), key=len, reverse=True)
        )
        + r")(?!\w)"
    ),
    re.IGNORECASE,
)
_ROLE_OF = {nfc(m): "owed" for m in OWED_MARKERS} | {nfc(m): "paid" for m in PAID_MARKERS}
_CLAUSE_END_RE = re.compile(r"[\n;|()\[\]=]|[.!?](?=\s|$)|(?<!\d),|,(?!\d)|\s[-–—]\s")
_RULE_ROW_RE = re.compile(r"[\s|:\-]*")


def _role(match: re.Match[str] | None) -> str | None:
    return None if match is None else _ROLE_OF.get(nfc(match.group().casefold()))


@lru_cache(maxsize=_MEMO)
def role_of(text: str, start: int, end: int) -> str | None:
    """'owed', 'paid' or None for the amount written at `text[start:end]`."""
    cut = max(0, start - _WINDOW)
    for m in _CLAUSE_END_RE.finditer(text, cut, start):
        cut = m.end()
    nearest = None
    for m in _ROLE_RE.finditer(text, cut, start):
        nearest = m
    if nearest is not None:
        return _role(nearest)
    stop = _CLAUSE_END_RE.search(text, end, end + _WINDOW)
    after = _ROLE_RE.search(text, end, stop.start() if stop else min(len(text), end + _WINDOW))
    if after is not None:
        return _role(after)
    return _header_role(text, start)


def _header_role(text: str, start: int) -> str | None:
    """In a "|" table, the role its column's header names."""
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", start)
    line = text[line_start : len(text) if line_end == -1 else line_end]
    if line.count("|") < 2:
        return None
    column = text.count("|", line_start, start)
    header = None
    for previous in reversed(
        text[max(0, line_start - _TABLE_WINDOW) : line_start].split("\n")[:-1]
    ):
        if previous.count("|") < 2:
            break
        if not _RULE_ROW_RE.fullmatch(previous):
            header = previous
    if header is None:
        return None
    if not line.lstrip().startswith("|") and header.lstrip().startswith("|"):
        column += 1
    cells = header.split("|")
    if column >= len(cells):
        return None
    last = None
    for last in _ROLE_RE.finditer(cells[column]):  # noqa: B007 - the last marker in the cell
        pass
    return _role(last)
