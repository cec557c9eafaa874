"""The fixed "today" of the simulated company."""

from datetime import date

TODAY = date(2026, 12, 9)
"""Wednesday 9 December 2026: every task's world is seen on this day."""

WEEKDAYS_VI = ("Thứ Hai", "Thứ Ba", "Thứ Tư", "Thứ Năm", "Thứ Sáu", "Thứ Bảy", "Chủ Nhật")


def vi_date(day: date) -> str:
    """`Thứ Tư, ngày 09/12/2026`."""
    return f"{WEEKDAYS_VI[day.weekday()]}, ngày {day:%d/%m/%Y}"
