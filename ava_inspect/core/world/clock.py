"""The company's calendar: the fixed "today" and the public holidays."""

from datetime import date

TODAY = date(2026, 12, 9)
"""Wednesday 9 December 2026: every task's world is seen on this day."""

NOW_TIME = "10:00"
"""The time of day the agent works at: mail it sends is stamped with it."""

NOW = f"{TODAY.isoformat()}T{NOW_TIME}"
"""The moment every task's world is seen (`2026-12-09T10:00`): no seeded mail is sent later."""

HOLIDAYS = frozenset(
    {
        "2024-01-01", *(f"2024-02-{d:02d}" for d in range(8, 15)), "2024-04-18", "2024-04-29",
        "2024-04-30", "2024-05-01", "2024-09-02", "2024-09-03",
        "2025-01-01", *(f"2025-01-{d:02d}" for d in range(25, 32)), "2025-02-01", "2025-02-02",
        "2025-04-07", "2025-04-30", "2025-05-01", "2025-09-01", "2025-09-02",
        "2026-01-01", *(f"2026-02-{d:02d}" for d in range(14, 23)), "2026-04-27", "2026-04-30",
        "2026-05-01", "2026-09-01", "2026-09-02", "2027-01-01",
    }
)  # fmt: skip
"""Vietnamese public holidays (Tết Dương lịch, Tết Nguyên đán, Giỗ Tổ, 30/4-1/5, Quốc khánh), ISO
dates: no leave day is counted on them, nobody registers a shift on them."""

WEEKDAYS_VI = ("Thứ Hai", "Thứ Ba", "Thứ Tư", "Thứ Năm", "Thứ Sáu", "Thứ Bảy", "Chủ Nhật")


def vi_date(day: date) -> str:
    """`Thứ Tư, ngày 09/12/2026`."""
    return f"{WEEKDAYS_VI[day.weekday()]}, ngày {day:%d/%m/%Y}"
