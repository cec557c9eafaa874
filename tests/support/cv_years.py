"""A CV's stated experience against its dates, read as a recruiter reads them.

A CV states durations ("5 năm", "1 năm 6 tháng", "8 tháng") and dates its jobs ("(2022–nay)",
"(06/2025–nay)", "(01/2026–06/2026)"); it also dates the degree ("Đại học ... (2020)"). The
rules (`problems` returns every broken one):

- A job dated in years lasts the years between them ("2020–2022": 2 years); dated in months, the
  months it covers ("01/2026–06/2026": 6 months). "nay" is the CV's own month ("CV cập nhật /
  gửi tháng MM/YYYY" in its headline, otherwise the world's today), and counts the full months
  worked before it ("06/2025–nay" in December 2026: 1 năm 6 tháng).
- Stated durations name the jobs they precede: as many durations as jobs, each its own job's
  length; one duration (before the jobs), the total of them all. Whole years ("5 năm") against
  jobs dated in years must be equal; against months they are the full years. A duration with
  months must be exact against months, within a year against years ("8 tháng (2025–2026)").
- Nobody has more experience than the time since their degree (taken in June) and a year of work
  while studying, nor a job that began more than a year before the degree year.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ava_inspect.core.world.clock import TODAY

DURATION = re.compile(r"(?<![\d/])(?:(\d+) năm(?: (\d+) tháng)?|(\d+) tháng)(?![\w/])")
PERIOD = re.compile(r"\((?:(\d{2})/)?(\d{4})\s*[–-]\s*(?:(?:(\d{2})/)?(\d{4})|nay)\)")
CV_MONTH = re.compile(r"CV (?:cập nhật|gửi)(?: tháng)? (\d{2})/(\d{4})")
DEGREE_YEAR = re.compile(r"\((?:dự kiến tốt nghiệp )?(\d{4})\)")


@dataclass(frozen=True)
class Period:
    """A dated job: its length in months and whether it was dated to the month."""

    start_year: int
    months: int
    exact: bool


def _now(cv: str) -> tuple[int, int]:
    headline = cv.splitlines()[0]
    found = CV_MONTH.search(headline)
    return (int(found.group(2)), int(found.group(1))) if found else (TODAY.year, TODAY.month)


def periods(cv: str) -> list[Period]:
    """The dated jobs of the experience section."""
    year, month = _now(cv)
    out = []
    for m1, y1, m2, y2 in PERIOD.findall(experience(cv)):
        start_y = int(y1)
        end_y = int(y2) if y2 else year
        if m1:
            start_m = int(m1)
            if y2:  # a closed range covers its last month
                months = (end_y - start_y) * 12 + int(m2 or 12) - start_m + 1
            else:  # up to now: the full months before this one
                months = (end_y - start_y) * 12 + month - start_m
            out.append(Period(start_y, months, True))
        else:
            out.append(Period(start_y, (end_y - start_y) * 12, False))
    return out


def experience(cv: str) -> str:
    """The text of the "Kinh nghiệm" section."""
    for line in cv.splitlines():
        if line.startswith("Kinh nghiệm:"):
            return line
    return ""


def stated(cv: str) -> list[tuple[int, bool]]:
    """Every duration the experience section states: (months, whether it names months)."""
    out = []
    for years, extra, only in DURATION.findall(experience(cv)):
        if only:
            out.append((int(only), True))
        else:
            out.append((int(years) * 12 + int(extra or 0), bool(extra)))
    return out


def degree_year(cv: str) -> int | None:
    """The year of the degree (expected, for a student)."""
    for line in cv.splitlines():
        if line.startswith("Học vấn:"):
            found = DEGREE_YEAR.findall(line)
            if found:
                return int(found[-1])
    return None


def _agrees(said: tuple[int, bool], jobs: list[Period]) -> bool:
    months, names_months = said
    total = sum(p.months for p in jobs)
    if all(p.exact for p in jobs):
        return months == total if names_months else months == total // 12 * 12
    if names_months:
        return abs(months - total) < 12
    return months == total


def problems(cv: str) -> list[str]:
    """Every way the CV's stated experience disagrees with its dates (empty: consistent)."""
    found: list[str] = []
    jobs, said = periods(cv), stated(cv)
    if jobs and said:
        if len(said) == len(jobs) > 1:
            pairs = [(s, [p]) for s, p in zip(said, jobs, strict=True)]
        else:
            pairs = [(said[0], jobs)]
        for s, covered in pairs:
            if not _agrees(s, covered):
                total = sum(p.months for p in covered)
                found.append(f"states {s[0]} months, its dates give {total}")
    degree = degree_year(cv)
    if degree is not None:
        now_year, now_month = _now(cv)
        # a degree is taken in June; a year of work while studying is usual, not more
        longest = (now_year - degree) * 12 + now_month - 6 + 12
        if said and max(s[0] for s in said) > longest:
            found.append(f"states {max(s[0] for s in said)} months, degree {degree}")
        if jobs and min(p.start_year for p in jobs) < degree - 1:
            found.append(f"a job from {min(p.start_year for p in jobs)}, degree {degree}")
    return found
