"""Helpers the tools share: accent-insensitive search, input checks, record views."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Mapping, Sequence
from datetime import date
from functools import lru_cache
from typing import Any, TypeVar

from ava_inspect.core.tools.arguments import check_clock
from ava_inspect.core.tools.runtime import Session, fail, require
from ava_inspect.core.world.clock import HOLIDAYS

T = TypeVar("T")

MAX_LIMIT = 50


@lru_cache(maxsize=16384)
def fold(text: str) -> str:
    """Lower-case, accent-free text for search (`Nguyễn Đức` -> `nguyen duc`); remembered, as a
    search folds the same record texts call after call."""
    decomposed = unicodedata.normalize("NFD", text.replace("đ", "d").replace("Đ", "D"))
    stripped = "".join(c for c in decomposed if not unicodedata.combining(c))
    return " ".join(stripped.casefold().split())


_DIGIT_GAP = re.compile(r"(?<=\d)[ .](?=\d)")
_TOKEN = re.compile(r"\w+")


def search_terms(text: str) -> list[str]:
    """Accent-free lower-case words; digit groups are joined (`0912 345 678` -> `0912345678`)."""
    return list(_terms(text))


@lru_cache(maxsize=16384)
def _terms(text: str) -> tuple[str, ...]:
    return tuple(_TOKEN.findall(_DIGIT_GAP.sub("", fold(text))))


def search_text_matches(query: str, *fields: str | None) -> bool:
    """Every word of the query starts a word of the fields (accent- and case-insensitive).

    Like a real search box: "Minh Phát" finds "Minh Phat JSC", "Lan" finds "Lành", "áo" finds
    "Áo sơ mi" but not "cạp cao".
    """
    words = search_terms(" ".join(f for f in fields if f))
    return all(any(w.startswith(q) for w in words) for q in search_terms(query))


def query_variants(query: str, synonyms: Mapping[str, str]) -> list[str]:
    """The query, and (when it uses a phrase of `synonyms`) the query in the wording each phrase
    stands for: whole words only, accent-free, the longest phrase first (`áo cộc tay` ->
    `["áo cộc tay", "ao tay ngan"]`)."""
    rules = sorted(
        ((search_terms(phrase), search_terms(meaning)) for phrase, meaning in synonyms.items()),
        key=lambda rule: -len(rule[0]),
    )
    terms, rewritten, i = search_terms(query), [], 0
    while i < len(terms):
        rule = next((r for r in rules if terms[i : i + len(r[0])] == r[0]), None)
        if rule is None:
            rewritten.append(terms[i])
            i += 1
        else:
            rewritten.extend(rule[1])
            i += len(rule[0])
    return [query] if rewritten == terms else [query, " ".join(rewritten)]


def page(items: Sequence[T], limit: int, offset: int = 0) -> dict[str, Any]:
    """A page of results with the total, so the model knows when to ask for more."""
    require(1 <= limit <= MAX_LIMIT, f"limit phải từ 1 đến {MAX_LIMIT}.")
    require(offset >= 0, "offset không được âm.")
    chunk = list(items[offset : offset + limit])
    return {
        "total": len(items),
        "offset": offset,
        "items": chunk,
        "has_more": offset + len(chunk) < len(items),
    }


def view(record: Any, *exclude: str) -> dict[str, Any]:
    """A record as JSON-native data."""
    return record.model_dump(mode="json", exclude=set(exclude) or None)  # type: ignore[no-any-return]


def parse_day(value: str, field: str) -> date:
    """An ISO date from tool input, or a `ToolError` saying the expected form."""
    try:
        if len(value) == 10:
            return date.fromisoformat(value)
    except ValueError:
        pass
    fail(f"{field} phải là ngày dạng YYYY-MM-DD (ví dụ 2026-12-14), nhận '{value}'.")


def parse_clock(value: str, field: str) -> str:
    """A time of day from tool input (`arguments.check_clock`)."""
    return check_clock(field, value)


def parse_slot(date: str, start: str, end: str) -> tuple[str, str, str]:
    """A checked (day, start, end) time slot from tool input."""
    day = parse_day(date, "date").isoformat()
    start, end = parse_clock(start, "start"), parse_clock(end, "end")
    require(start < end, "start phải trước end.")
    return day, start, end


def working_days(start: date, end: date) -> list[date]:
    """Monday-to-Friday days from start to end inclusive, public holidays left out."""
    days = (date.fromordinal(n) for n in range(start.toordinal(), end.toordinal() + 1))
    return [day for day in days if day.weekday() < 5 and day.isoformat() not in HOLIDAYS]


def find(rows: Iterable[T], record_id: str, what: str) -> T:
    """The record with this id, or a `ToolError` telling the model how to find one."""
    for row in rows:
        if row.id == record_id:  # type: ignore[attr-defined]
            return row
    fail(f"Không tìm thấy {what} có mã '{record_id}'. Hãy tìm kiếm để lấy đúng mã.")


def current_employee_id(s: Session) -> str:
    require(s.user_id is not None, "Phiên này không gắn với nhân viên nào.")
    return s.user_id  # type: ignore[return-value]


def employee_name(s: Session, employee_id: str | None) -> str | None:
    emp = s.world.get("hr.employees", employee_id) if employee_id else None
    return emp.full_name if emp else None


def digits(phone: str) -> str:
    """The digits of a phone number (`0912 345 678` -> `0912345678`)."""
    return re.sub(r"[^0-9]", "", phone)
