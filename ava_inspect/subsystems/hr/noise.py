"""Distractors for the hr tables.

Each tempts the mistake a careless agent makes in HR: a colleague with the task's family name in
the same department, last year's leave
balance, leave, shifts and overtime of the same people in other years, weeks or states. None of
them is a second right answer: no repeated or nested full name, no given name a real colleague of
that department already has, no pending or approved 2026 leave and no current overtime for the
people of the task, nothing on the task's own dates.
"""

from __future__ import annotations

import copy
import itertools
import re
from collections.abc import Callable, Iterable
from datetime import date, timedelta
from typing import Any

from ava_inspect.core.noise.context import NoiseContext, generator
from ava_inspect.core.noise.names import FAMILY_NAMES, GIVEN_NAMES, MIDDLE_NAMES, phone
from ava_inspect.core.tools.common import digits, fold, search_terms, working_days
from ava_inspect.core.world.clock import HOLIDAYS, TODAY
from ava_inspect.core.world.tables import TABLES
from ava_inspect.subsystems.crm.records import CrmWorld
from ava_inspect.subsystems.hr.records import HrWorld
from ava_inspect.subsystems.recruitment.records import RecruitmentWorld
from ava_inspect.subsystems.sale.records import SaleWorld

# --- helpers shared with the calendar generators -----------------------------------------


Make = Callable[[list[dict[str, Any]]], dict[str, Any]]
"""Makes the next record of a table (without its id) from the ones made before it."""


def leave_week(day: date) -> bool:
    """Weeks where live noise leave may fall (odd ISO weeks). Noise overtime on working days and
    noise meetings go in the other weeks, so no distractor has someone working overtime or in a
    meeting on a day another distractor gives them off."""
    return day.isocalendar().week % 2 == 1


def series(ctx: NoiseContext, index: int, setup: Callable[[], Make]) -> dict[str, Any]:
    """The index-th record of a table made one after another, each seeing those made before it.

    `setup` runs once per table and task (it reads the world and returns the maker); the records
    made so far live on the context, so index 1..N gives N records that never collide, drawn
    from `ctx.rng` in a fixed order.
    """
    state: dict[str, Any] = ctx.memo.setdefault(series, {"made": [], "make": None})
    made: list[dict[str, Any]] = state["made"]
    while len(made) < index:
        if state["make"] is None:
            state["make"] = setup()
        record = state["make"](made)
        record["id"] = ctx.noise_id(len(made) + 1)
        made.append(record)
    return copy.deepcopy(made[index - 1])


def focus_employees(ctx: NoiseContext) -> list[Any]:
    """The employees of the task: named in it, or named by one of its other records (owner,
    organiser, hiring manager...), in id order."""
    ids = set(ctx.focus.of("hr.employees"))
    for path, spec in TABLES.items():
        if path == "hr.employees":
            continue  # the named people, not their managers
        for record in ctx.focus.records(ctx.world, path):
            for field, target in spec.refs.items():
                if target != "hr.employees":
                    continue
                value = getattr(record, field)
                ids.update(v for v in (value if isinstance(value, list) else [value]) if v)
    return [e for e in HrWorld.of(ctx.world).employees if e.id in ids]


def focus_departments(ctx: NoiseContext) -> list[str]:
    """Department ids of the task: its employees' and any it names, in id order."""
    ids = {e.department_id for e in focus_employees(ctx)} | set(ctx.focus.of("hr.departments"))
    for path, spec in TABLES.items():
        for record in ctx.focus.records(ctx.world, path):
            for field, target in spec.refs.items():
                if target == "hr.departments" and getattr(record, field):
                    ids.add(getattr(record, field))
    return sorted(d for d in ids if ctx.world.get("hr.departments", d) is not None)


def protected_dates(ctx: NoiseContext) -> frozenset[str]:
    """The task's dates, with the days between two of them less than a week apart (a leave from
    14/12 to 18/12 protects 17/12 too)."""
    days = []
    for text in ctx.focus.dates:
        try:
            days.append(date.fromisoformat(text))
        except ValueError:
            continue
    days.sort()
    out = {d.isoformat() for d in days}
    for a, b in itertools.pairwise(days):
        if (b - a).days <= 7:
            out.update((a + timedelta(k)).isoformat() for k in range((b - a).days))
    return frozenset(out)


def workday(ctx: NoiseContext, first: date, last: date, avoid: Iterable[str] = ()) -> date:
    """A random Monday-to-Friday, non-holiday day in [first, last], none of `avoid`."""
    skip = set(avoid) | HOLIDAYS
    days = [d for d in working_days(first, last) if d.isoformat() not in skip]
    if not days:
        raise RuntimeError(f"no working day between {first} and {last}")
    return ctx.rng.choice(days)


def employees_in(ctx: NoiseContext, department_id: str) -> list[Any]:
    return [e for e in HrWorld.of(ctx.world).employees if e.department_id == department_id]


def with_manager(people: Iterable[Any]) -> list[Any]:
    """Active people who have a manager to decide on their requests."""
    return [e for e in people if e.manager_id and e.status == "active"]


def colleagues(ctx: NoiseContext) -> tuple[list[Any], list[Any]]:
    """(the task's people, other people of their departments) who have a manager; without a
    department in the task, everyone counts as a colleague."""
    focus = with_manager(focus_employees(ctx))
    focus_ids = {e.id for e in focus}
    depts = focus_departments(ctx)
    pool = (
        [e for d in depts for e in employees_in(ctx, d)]
        if depts
        else HrWorld.of(ctx.world).employees
    )
    mates = [e for e in with_manager(pool) if e.id not in focus_ids]
    if not mates:
        mates = [e for e in with_manager(HrWorld.of(ctx.world).employees) if e.id not in focus_ids]
    if not focus and not mates:
        raise RuntimeError(f"{ctx.task_id}: no employee with a manager to give requests to")
    return focus, mates


def tries(
    ctx: NoiseContext, what: str, attempt: Callable[[], dict[str, Any] | None]
) -> dict[str, Any]:
    """The first record `attempt` accepts (it returns None to draw again)."""
    for _ in range(400):
        record = attempt()
        if record is not None:
            return record
    raise RuntimeError(f"{ctx.task_id}: could not make a distinct {what} distractor")


# hr.departments is the company's fixed structure (a lookup table): no distractor, since a
# department is its people and N departments cannot be staffed from N noise employees (an empty
# "Chi nhánh ..." unit only read as filler). The look-alike colleagues below join real departments.


# --- hr.employees -------------------------------------------------------------------------

TITLES = {
    "BGD": ("Trợ lý Tổng Giám đốc", "Thư ký Ban Giám đốc"),
    "KT": ("Kế toán viên", "Kế toán kho", "Kế toán ngân hàng", "Thực tập sinh Kế toán"),
    "KD": (
        "Nhân viên kinh doanh", "Nhân viên kinh doanh dự án", "Nhân viên hỗ trợ kinh doanh",
        "Thực tập sinh Kinh doanh",
    ),
    "NS": ("Chuyên viên nhân sự tổng hợp", "Thực tập sinh Nhân sự"),
    "KTH": (
        "Lập trình viên", "Lập trình viên Frontend", "Lập trình viên Mobile",
        "Thực tập sinh Lập trình",
    ),
    "MKT": ("Chuyên viên nội dung", "Chuyên viên SEO", "Thực tập sinh Marketing"),
    "HC": ("Nhân viên văn thư", "Nhân viên lái xe"),
    "CSKH": ("Nhân viên tổng đài", "Thực tập sinh Chăm sóc khách hàng"),
}  # fmt: skip
"""Staff titles below head level that no single real person holds alone."""
DEFAULT_TITLES = ("Chuyên viên", "Nhân viên")

_EMAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
_PHONE_DIGITS = re.compile(r"(?<!\d)0\d{9}(?!\d)")


def people_names(ctx: NoiseContext) -> list[str]:
    """Every person's full name in the world: employees, contacts, candidates, shop customers."""
    w = ctx.world
    return [
        *(e.full_name for e in HrWorld.of(w).employees),
        *(c.full_name for c in CrmWorld.of(w).contacts),
        *(c.full_name for c in RecruitmentWorld.of(w).candidates),
        *(o.customer_name for o in SaleWorld.of(w).orders),
    ]


def _finds(query: list[str], words: list[str]) -> bool:
    """`search_text_matches` on words already split: every query word starts a word."""
    return all(any(w.startswith(q) for w in words) for q in query)


def name_clashes(name: str, others: Iterable[list[str]]) -> bool:
    """True if a search for either name finds the other: the same name, or one inside the other
    ("Trần Thị Lan" and "Trần Thị Lành", "Lê Thị Lan" and "Lê Thị Lan Anh"). `others` are names
    split by `search_terms`."""
    words = search_terms(name)
    return any(_finds(o, words) or _finds(words, o) for o in others if o)


def world_phones(ctx: NoiseContext) -> set[str]:
    """Every phone number written anywhere in the world, as digits."""
    text = re.sub(r"(?<=\d)[ .](?=\d)", "", ctx.world.model_dump_json())
    return set(_PHONE_DIGITS.findall(text))


@generator("hr.employees")
def employee(ctx: NoiseContext, index: int) -> dict[str, Any]:
    """A colleague sharing the family name and the department of a person in the task (or of
    the requester): tempts the agent that picks the first "Trần ..." of Phòng Kế toán. The given
    name is one no real person of that department has (nor starts like), and no search for a real
    person's full name finds the distractor; the manager is the department's real head."""

    def setup() -> Make:
        focus = focus_employees(ctx)
        models = focus or [
            e for e in HrWorld.of(ctx.world).employees if e.department_id != "PB-BGD"
        ]
        taken_names = [search_terms(n) for n in people_names(ctx)]
        emails = set(_EMAIL.findall(ctx.world.model_dump_json()))
        locals_taken = {search_terms(e.split("@")[0])[0] for e in emails if search_terms(e)}
        phones = world_phones(ctx)

        named = [e for e in focus if e.id in ctx.focus.of("hr.employees")]

        def make(made: list[dict[str, Any]]) -> dict[str, Any]:
            # the people the task names come first, each once, so even a little noise has
            # their look-alikes (unless their department leaves no distinct name); then any
            # person of the task
            if len(made) < len(named):
                try:
                    return make_like(named[len(made)], made, first=True)
                except RuntimeError:
                    pass
            return make_like(ctx.rng.choice(models), made, first=False)

        def make_like(model: Any, made: list[dict[str, Any]], first: bool) -> dict[str, Any]:
            dept = ctx.world.record("hr.departments", model.department_id)
            mates = employees_in(ctx, dept.id)
            mate_given = {fold(e.full_name.split()[-1]) for e in mates}
            taken_locals = locals_taken | {search_terms(m["email"])[0] for m in made}

            def attempt() -> dict[str, Any] | None:
                gender = ctx.rng.choice(("nam", "nữ"))
                family = model.full_name.split()[0]
                if not focus or (not first and ctx.rng.random() < 0.2):
                    family = ctx.rng.choice(FAMILY_NAMES)
                middle = ctx.rng.choice(MIDDLE_NAMES[gender])
                given = ctx.rng.choice(GIVEN_NAMES[gender])
                name = f"{family} {middle} {given}"
                words = search_terms(name)
                # no word of the name starts like a real colleague's given name ("Hằng" vs "Hà")
                if any(w.startswith(g) or g.startswith(w) for w in words[1:] for g in mate_given):
                    return None
                if any(w.startswith(g) for w in words[:1] for g in mate_given):
                    return None
                if name_clashes(name, taken_names):
                    return None
                initials = "".join(search_terms(part)[0][0] for part in (family, middle))
                local = f"{search_terms(given)[0]}{initials}"
                if any(t.startswith(local) or local.startswith(t) for t in taken_locals):
                    return None
                written = phone(ctx.rng)
                if digits(written) in phones | {digits(m["phone"]) for m in made}:
                    return None
                title = ctx.rng.choice(TITLES.get(dept.code, DEFAULT_TITLES))
                status = ctx.rng.choices(("active", "on_leave", "resigned"), (8, 1, 1))[0]
                return {
                    "full_name": name,
                    "gender": gender,
                    "department_id": dept.id,
                    "title": title,
                    "manager_id": dept.manager_id or model.manager_id or model.id,
                    "email": f"{local}@saoviet.vn",
                    "phone": written,
                    "status": status,
                }

            record = tries(ctx, "employee", attempt)
            taken_names.append(search_terms(record["full_name"]))
            return record

        return make

    return series(ctx, index, setup)


# --- hr.leave_balances --------------------------------------------------------------------


@generator("hr.leave_balances")
def leave_balance(ctx: NoiseContext, index: int) -> dict[str, Any]:
    """A closed earlier year (2025, 2024, 2023) of a real person's annual leave, the task's
    people first: tempts reading last year's days left as this year's. Never a 2026 row."""

    def setup() -> Make:
        focus, mates = colleagues(ctx)
        seen = {(b.employee_id, b.year) for b in HrWorld.of(ctx.world).leave_balances}
        order = focus + [e for e in mates if e not in focus]
        others = [e for e in HrWorld.of(ctx.world).employees if e not in order]
        ctx.rng.shuffle(others)
        plan = [
            (e, year)
            for e in order + others
            for year in (2025, 2024, 2023)
            if (e.id, year) not in seen
        ]

        def make(made: list[dict[str, Any]]) -> dict[str, Any]:
            emp, year = plan[len(made)]
            now = next(
                (
                    b.annual_entitled
                    for b in HrWorld.of(ctx.world).leave_balances
                    if b.employee_id == emp.id and b.year == TODAY.year
                ),
                12.0,
            )
            entitled = max(12.0, now - (TODAY.year - year) // 3)
            used = max(0.0, entitled - ctx.rng.choice((0, 0, 0.5, 1, 1.5, 2, 3, 4, 5)))
            return {
                "employee_id": emp.id,
                "year": year,
                "annual_entitled": float(entitled),
                "annual_used": float(used),
            }

        return make

    return series(ctx, index, setup)


# --- hr.leave_requests --------------------------------------------------------------------

LEAVE_REASONS = {
    "annual": (
        "Về quê thăm bố mẹ", "Đưa con đi khám răng", "Du lịch Đà Lạt cùng gia đình",
        "Giải quyết việc gia đình", "Đưa mẹ đi khám sức khỏe định kỳ",
        "Làm thủ tục nhà đất ở quê", "Đi du lịch Sa Pa với nhóm bạn", "Chuyển nhà",
    ),
    "sick": (
        "Sốt virus, có giấy khám của bệnh viện", "Viêm phế quản, bác sĩ cho nghỉ ngơi",
        "Đau dạ dày cấp, có giấy ra viện", "Nhổ răng khôn, có giấy của phòng khám",
    ),
    "unpaid": ("Chăm con ốm dài ngày", "Đi học lớp nghiệp vụ buổi ngày", "Việc riêng ở quê"),
    "wedding": ("Nghỉ cưới", "Nghỉ kết hôn theo Quy chế nghỉ phép"),
    "bereavement": ("Bố vợ mất, về quê lo hậu sự", "Mẹ chồng mất, về quê chịu tang"),
}  # fmt: skip
APPROVED_NOTES = ("Đồng ý.", "Đồng ý, em bàn giao công việc trước khi nghỉ nhé.", "Ok, duyệt.")
REJECTED_NOTES = (
    "Trùng đợt chốt số liệu cuối tháng, em lùi lịch nghỉ sang tuần sau nhé.",
    "Phòng đang thiếu người trong tuần này, anh/chị chưa duyệt được.",
    "Đơn tạo sát ngày nghỉ, chưa đủ 02 ngày làm việc báo trước theo Điều 5 Quy chế nghỉ phép.",
)
_LENGTHS = {"annual": (1, 1, 2, 2, 3, 5), "sick": (1, 2, 3), "unpaid": (1, 2, 3)}


def _span(
    ctx: NoiseContext, first: date, last: date, length: int, avoid: set[str]
) -> tuple[date, date] | None:
    """(start, end) covering `length` working days from a random start, or None if the range
    runs past `last` or meets a holiday or a protected day."""
    start = workday(ctx, first, last, avoid)
    days: list[date] = []
    day = start
    while len(days) < length:
        if day.weekday() < 5:
            if day.isoformat() in HOLIDAYS or day.isoformat() in avoid or day > last:
                return None
            days.append(day)
        day += timedelta(days=1)
    return days[0], days[-1]


def _live(r: Any) -> bool:
    return r["status"] in ("pending", "approved")


@generator("hr.leave_requests")
def leave_request(ctx: NoiseContext, index: int) -> dict[str, Any]:
    """Leave of the task's colleagues (any state), and of the task's own people only in earlier
    years or rejected/cancelled: tempts the agent that reads someone else's or last year's request
    as the one asked about. Never a pending or approved request of a task person from 2026 on,
    nothing live on the task's dates, no overlap with the same person's live leave, no approved
    2026 annual leave (the balance counts those), days equal to the working days."""

    def setup() -> Make:
        focus, mates = colleagues(ctx)
        protected = set(protected_dates(ctx))
        shift_workers = {r.employee_id for r in HrWorld.of(ctx.world).shift_registrations}
        real = [r.model_dump(mode="json") for r in HrWorld.of(ctx.world).leave_requests]
        balances = {
            b.employee_id: b.annual_entitled - b.annual_used
            for b in HrWorld.of(ctx.world).leave_balances
            if b.year == TODAY.year
        }
        yesterday = TODAY - timedelta(days=1)
        notice = TODAY + timedelta(days=2)

        def make(made: list[dict[str, Any]]) -> dict[str, Any]:
            def attempt() -> dict[str, Any] | None:
                is_focus = not mates or (bool(focus) and ctx.rng.random() < 0.35)
                emp = ctx.rng.choice(focus if is_focus else mates)
                leave_type = ctx.rng.choices(
                    ("annual", "sick", "unpaid", "wedding", "bereavement"), (8, 3, 2, 1, 1)
                )[0]
                when = ctx.rng.choice(("past_year", "this_year", "this_year", "coming"))
                if when == "past_year":
                    year = ctx.rng.choice((2024, 2025))
                    first, last = date(year, 3, 1), date(year, 12, 18)
                    status = ctx.rng.choices(("approved", "rejected", "cancelled"), (6, 2, 1))[0]
                elif when == "this_year":
                    first, last = date(TODAY.year, 3, 2), yesterday
                    status = ctx.rng.choices(("approved", "rejected", "cancelled"), (5, 2, 2))[0]
                else:
                    first, last = notice, date(TODAY.year + 1, 1, 29)
                    status = ctx.rng.choices(("pending", "rejected", "cancelled"), (5, 2, 1))[0]
                if leave_type in ("sick", "bereavement") and when == "coming":
                    return None  # filed when it happens
                if leave_type not in ("annual", "unpaid") and status == "rejected":
                    return None  # leave the law grants is not refused
                live = status in ("pending", "approved")
                from_2026 = last.year >= TODAY.year
                if live and from_2026 and (is_focus or emp.id in shift_workers):
                    return None
                if live and from_2026 and leave_type == "annual" and status == "approved":
                    return None
                length = {"wedding": 3, "bereavement": 3}.get(leave_type)
                length = length or ctx.rng.choice(_LENGTHS[leave_type])
                avoid = protected if (live or is_focus) else set()
                span = _span(ctx, first, last, length, avoid)
                if span is None:
                    return None
                if live and not all(leave_week(d) for d in working_days(*span)):
                    return None
                start, end = (d.isoformat() for d in span)
                if live and leave_type == "annual" and start[:4] > str(TODAY.year):
                    return None  # next year's balance does not exist yet
                if live and any(
                    o["employee_id"] == emp.id
                    and _live(o)
                    and o["start_date"] <= end
                    and start <= o["end_date"]
                    for o in real + made
                ):
                    return None
                if live and start[:4] == str(TODAY.year) and leave_type == "annual":
                    pending = sum(
                        o["days"]
                        for o in real + made
                        if o["employee_id"] == emp.id
                        and o["leave_type"] == "annual"
                        and o["status"] == "pending"
                        and o["start_date"][:4] == start[:4]
                    )
                    if balances.get(emp.id, 0.0) - pending - length < 0:
                        return None
                if live and leave_type == "unpaid":
                    used = sum(
                        o["days"]
                        for o in real + made
                        if o["employee_id"] == emp.id
                        and o["leave_type"] == "unpaid"
                        and _live(o)
                        and o["start_date"][:4] == start[:4]
                    )
                    if used + length > 10:
                        return None
                decided = status in ("approved", "rejected")
                notes = APPROVED_NOTES if status == "approved" else REJECTED_NOTES
                return {
                    "employee_id": emp.id,
                    "leave_type": leave_type,
                    "start_date": start,
                    "end_date": end,
                    "days": float(len(working_days(*span))),
                    "reason": ctx.rng.choice(LEAVE_REASONS[leave_type]),
                    "status": status,
                    "approver_id": emp.manager_id if decided else None,
                    "decision_note": ctx.rng.choice(notes) if decided else "",
                }

            return tries(ctx, "leave request", attempt)

        return make

    return series(ctx, index, setup)


# --- hr.shift_registrations ---------------------------------------------------------------


@generator("hr.shift_registrations")
def shift_registration(ctx: NoiseContext, index: int) -> dict[str, Any]:
    """Earlier weeks of the shift team's rota (the most recent weeks first): tempts counting last
    week's registrations as next week's. Only past days, so next weeks' head counts stay as they
    are; the team rotates weekly (nobody goes from ca chiều to the next morning's ca sáng), one
    shift per person and day, none on the task's dates; a registration on a day of approved leave
    is cancelled."""

    def setup() -> Make:
        regs = HrWorld.of(ctx.world).shift_registrations
        office = sorted({r.employee_id for r in regs if r.shift_id == "CA-HC"})
        team = sorted({r.employee_id for r in regs if r.shift_id in ("CA-S", "CA-C")} - set(office))
        if not team and not office:
            office = sorted(e.id for e in with_manager(HrWorld.of(ctx.world).employees))[:3]
        protected = protected_dates(ctx)
        taken = {(r.employee_id, r.date) for r in regs if r.status == "registered"}
        plan = []
        monday = TODAY - timedelta(days=TODAY.weekday())
        for week in range(12):
            start = monday - timedelta(weeks=week)
            turn = (week + ctx.rng.randrange(len(team))) % len(team) if team else 0
            rota = team[turn:] + team[:turn]
            morning, evening = rota[: (len(rota) + 1) // 2], rota[(len(rota) + 1) // 2 :]
            for offset in range(6):
                day = start + timedelta(days=offset)
                iso = day.isoformat()
                if day >= TODAY or iso in protected or iso in HOLIDAYS:
                    continue
                shifts = [(e, "CA-S") for e in morning] + [(e, "CA-C") for e in evening]
                if offset < 5:
                    shifts += [(e, "CA-HC") for e in office]
                plan += [(e, s, iso) for e, s in shifts if (e, iso) not in taken]
        plan.sort(key=lambda t: (t[2], t[1], t[0]), reverse=True)

        def on_leave(emp: str, day: str) -> bool:
            return any(
                r.employee_id == emp
                and r.status == "approved"
                and r.start_date <= day <= r.end_date
                for r in HrWorld.of(ctx.world).leave_requests
            )

        def make(made: list[dict[str, Any]]) -> dict[str, Any]:
            emp, shift, day = plan[len(made)]
            cancelled = on_leave(emp, day) or ctx.rng.random() < 0.06
            return {
                "employee_id": emp,
                "shift_id": shift,
                "date": day,
                "status": "cancelled" if cancelled else "registered",
            }

        return make

    return series(ctx, index, setup)


# --- hr.overtime_requests -----------------------------------------------------------------

OVERTIME_REASONS = {
    "KT": (
        "Chốt sổ kế toán và lập báo cáo thuế tháng", "Đối chiếu công nợ với khách hàng cuối tháng",
        "Hoàn thiện hồ sơ quyết toán thuế TNCN",
    ),
    "KD": (
        "Chuẩn bị hồ sơ dự thầu gói phần mềm quản lý cho khách hàng",
        "Demo sản phẩm cho khách hàng ngoài giờ hành chính", "Tổng hợp báo cáo doanh số quý",
    ),
    "NS": ("Tính lương và bảo hiểm tháng", "Chuẩn bị hồ sơ tuyển dụng đợt cao điểm"),
    "KTH": (
        "Xử lý sự cố máy chủ ngoài giờ", "Triển khai phiên bản mới cho khách hàng vào buổi tối",
        "Sửa lỗi gấp trước ngày phát hành",
    ),
    "MKT": ("Trực gian hàng sự kiện cuối tuần", "Hoàn thiện nội dung chiến dịch quảng cáo"),
    "HC": ("Hỗ trợ chuyển văn phòng kho lưu trữ", "Trực đón đoàn khách của Ban Giám đốc"),
    "CSKH": ("Xử lý yêu cầu hỗ trợ tồn đọng", "Trực tổng đài đợt khuyến mại"),
}  # fmt: skip
DEFAULT_OVERTIME = ("Hoàn thành công việc tồn đọng cuối tháng", "Hỗ trợ sự kiện của công ty")


@generator("hr.overtime_requests")
def overtime_request(ctx: NoiseContext, index: int) -> dict[str, Any]:
    """Overtime of the task's colleagues, and of the task's own people only in earlier months or
    rejected/cancelled: tempts adding someone else's or last month's hours to this month's total.
    Within QD-012 (4 h a working day, 12 h a rest day, 40 h a month, 200 h a year), one request
    per person and day, none on a day of live leave or on the task's dates."""

    def setup() -> Make:
        focus, mates = colleagues(ctx)
        protected = protected_dates(ctx)
        real = [r.model_dump(mode="json") for r in HrWorld.of(ctx.world).overtime_requests]
        leave = [
            r for r in HrWorld.of(ctx.world).leave_requests if r.status in ("pending", "approved")
        ]
        month_start = TODAY.replace(day=1)

        def make(made: list[dict[str, Any]]) -> dict[str, Any]:
            def attempt() -> dict[str, Any] | None:
                is_focus = not mates or (bool(focus) and ctx.rng.random() < 0.35)
                emp = ctx.rng.choice(focus if is_focus else mates)
                when = ctx.rng.choice(("earlier", "earlier", "this_month", "coming"))
                if when == "earlier":
                    first, last = date(TODAY.year, 6, 1), month_start - timedelta(days=1)
                    status = ctx.rng.choices(("approved", "rejected", "cancelled"), (6, 2, 1))[0]
                elif when == "this_month":
                    first, last = month_start, TODAY - timedelta(days=1)
                    status = ctx.rng.choices(("approved", "rejected", "pending"), (4, 2, 1))[0]
                else:
                    first, last = TODAY + timedelta(days=1), date(TODAY.year, 12, 31)
                    status = ctx.rng.choices(("pending", "rejected", "cancelled"), (5, 1, 1))[0]
                live = status in ("pending", "approved")
                if is_focus and live and when != "earlier":
                    return None
                day = first + timedelta(days=ctx.rng.randrange((last - first).days + 1))
                iso = day.isoformat()
                if iso in protected or iso in HOLIDAYS:
                    return None
                rest_day = day.weekday() >= 5
                if not rest_day and leave_week(day):
                    return None
                steps = range(8, 17) if rest_day else range(2, 9)  # half hours
                hours = ctx.rng.choice(steps) / 2
                if any(o["employee_id"] == emp.id and o["date"] == iso for o in real + made):
                    return None
                if any(
                    r.employee_id == emp.id and r.start_date <= iso <= r.end_date for r in leave
                ):
                    return None
                if live:
                    mine = [o for o in real + made if o["employee_id"] == emp.id and _live(o)]
                    month = sum(o["hours"] for o in mine if o["date"][:7] == iso[:7])
                    year = sum(o["hours"] for o in mine if o["date"][:4] == iso[:4])
                    if month + hours > 40 or year + hours > 200:
                        return None
                dept = ctx.world.get("hr.departments", emp.department_id)
                reasons = OVERTIME_REASONS.get(dept.code if dept else "", DEFAULT_OVERTIME)
                decided = status in ("approved", "rejected")
                note = "Đồng ý." if status == "approved" else "Chưa cần làm thêm, để sang tuần sau."
                return {
                    "employee_id": emp.id,
                    "date": iso,
                    "hours": float(hours),
                    "reason": ctx.rng.choice(reasons),
                    "status": status,
                    "approver_id": emp.manager_id if decided else None,
                    "decision_note": note if decided else "",
                }

            return tries(ctx, "overtime request", attempt)

        return make

    return series(ctx, index, setup)
