"""How long the value matcher takes on megabyte inputs: `uv run python bench/matching_speed.py`.

A model can put anything in a reply or a tool argument, and the grader reads all of it. For each
pathological input of the test suite (`tests/core/test_matching.py PATHOLOGICAL`: a million digits,
separators, dates, units...), prints the seconds that the number and date parsers, `text_contains`,
`values_equal`, `as_number` and `as_date` take together, and the worst case. The matcher is linear
in its input: every figure should be a few seconds at most on one core.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "core"))

from test_matching import PATHOLOGICAL

from ava_inspect.core.vietnamese.matching import (
    as_date,
    as_number,
    parse_dates,
    parse_numbers,
    text_contains,
    values_equal,
)


def seconds(text: str) -> float:
    start = time.perf_counter()
    parse_numbers(text)
    parse_dates(text, 2026)
    text_contains(text, 123_456_789)
    text_contains(text, "aa b")
    values_equal(text, 5)
    as_number(text)
    as_date(text)
    return time.perf_counter() - start


def main() -> None:
    worst = 0.0
    for number, text in enumerate(PATHOLOGICAL):
        took = seconds(text)
        worst = max(worst, took)
        print(f"input {number:2d} ({len(text):>9,} chars, {text[:12]!r}...): {took:6.2f} s")
    print(f"worst: {worst:.2f} s")


if __name__ == "__main__":
    main()
