"""Distractors for the recruitment tables.

Openings with look-alike titles (closed in the same department, open only in another one), other
applicants sharing the family names of the task's candidates, and a self-contained history for
the noise applicants: noise candidate i has exactly one interview (noise interview i). Odd noise
candidates are late-stage applicants of noise opening i (offer, hired or rejected after a panel
round), so they carry two evaluations and two offers (an earlier withdrawn one and the current
one); even noise candidates are early-stage applicants of real openings (screening, interview,
rejected after the phone round). Applicants that fill a headcount (hired, accepted offer) only
ever belong to noise openings, so they never close a real opening.
"""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any

from ava_inspect.core.noise.context import NoiseContext, generator
from ava_inspect.core.noise.names import phone
from ava_inspect.core.tools.common import fold
from ava_inspect.core.world.clock import TODAY
from ava_inspect.subsystems.calendar.records import CalendarWorld
from ava_inspect.subsystems.crm.noise import (
    MAX_NOISE,
    family_of,
    name_ok,
    person_names,
    slug,
    unique_person,
)
from ava_inspect.subsystems.hr.noise import leave_week
from ava_inspect.subsystems.hr.records import HrWorld
from ava_inspect.subsystems.recruitment.records import JobOpening, RecruitmentWorld

# --- openings --------------------------------------------------------------------------------

# (title, department, may be open, salary min, salary max, requirements)
# Same-department look-alikes of the real openings are always closed; the ones marked open
# resemble an opening of another department.
_OPENINGS = (
    ("Lập trình viên Backend (Node.js)", "PB-KTH", False, 18, 28, "Tối thiểu 2 năm Node.js; thành thạo PostgreSQL; biết Docker."),
    ("Kỹ sư kiểm thử tự động", "PB-KTH", False, 16, 24, "Tối thiểu 2 năm kiểm thử tự động với Selenium hoặc Cypress."),
    ("Kế toán công nợ", "PB-KT", False, 11, 16, "Tối thiểu 2 năm kế toán công nợ; thành thạo MISA và Excel."),
    ("Chuyên viên kiểm thử nghiệp vụ kế toán", "PB-KT", True, 13, 19, "Hiểu nghiệp vụ kế toán doanh nghiệp; từng kiểm thử phần mềm kế toán là lợi thế."),
    ("Chuyên viên Marketing sự kiện", "PB-MKT", False, 11, 16, "Tối thiểu 1 năm tổ chức hội thảo, sự kiện doanh nghiệp."),
    ("Chuyên viên nội dung đào tạo", "PB-NS", True, 12, 17, "Tối thiểu 2 năm biên soạn tài liệu, bài giảng đào tạo nội bộ."),
    ("Nhân viên tổng đài hỗ trợ phần mềm", "PB-CSKH", False, 8, 12, "Giọng nói rõ ràng; làm việc theo ca; ưu tiên từng hỗ trợ phần mềm."),
    ("Chuyên viên chăm sóc đối tác", "PB-KD", True, 10, 15, "Tối thiểu 1 năm chăm sóc đại lý hoặc đối tác phân phối phần mềm."),
    ("Trưởng nhóm kinh doanh miền Trung", "PB-KD", False, 18, 28, "Tối thiểu 3 năm kinh doanh phần mềm B2B, 1 năm quản lý nhóm."),
    ("Chuyên viên tư vấn giải pháp phần mềm", "PB-KTH", True, 14, 22, "Tối thiểu 2 năm tư vấn triển khai ERP hoặc phần mềm kế toán."),
    ("Kế toán thuế", "PB-KT", False, 12, 18, "Tối thiểu 2 năm kê khai, quyết toán thuế doanh nghiệp."),
    ("Lập trình viên phát triển báo cáo", "PB-KT", True, 15, 22, "Thành thạo SQL và Power BI; hiểu báo cáo tài chính là lợi thế."),
    ("Kỹ sư DevOps", "PB-KTH", False, 22, 35, "Tối thiểu 2 năm vận hành Kubernetes, CI/CD."),
    ("Chuyên viên truyền thông nội bộ", "PB-HC", True, 11, 16, "Tối thiểu 1 năm viết tin nội bộ, tổ chức sự kiện nhân viên."),
    ("Nhân viên kinh doanh dự án", "PB-KD", False, 10, 16, "Tối thiểu 1 năm kinh doanh dự án CNTT; sẵn sàng đi công tác."),
    ("Chuyên viên hỗ trợ kỹ thuật khách hàng", "PB-CSKH", True, 11, 17, "Hiểu cơ sở dữ liệu, biết đọc log; ưu tiên từng hỗ trợ phần mềm kế toán."),
)  # fmt: skip
_PLACES = ("", " (TP. Hồ Chí Minh)", " (Đà Nẵng)", " (Hải Phòng)")


def _manager(ctx: NoiseContext, department_id: str) -> str:
    dept = ctx.world.get("hr.departments", department_id)
    if dept is not None and dept.manager_id:
        return str(dept.manager_id)
    return str(HrWorld.of(ctx.world).employees[0].id)


def _recruiters(ctx: NoiseContext) -> list[str]:
    focus = set(ctx.focus.of("hr.employees"))
    real = sorted({j.recruiter_id for j in RecruitmentWorld.of(ctx.world).job_openings})
    return [r for r in real if r not in focus] or real


@generator("recruitment.job_openings")
def job_opening(ctx: NoiseContext, index: int) -> dict[str, Any]:
    """An opening whose title looks like a real one: closed if in the same department, open only
    in another department. The careless agent files a candidate under the wrong opening."""
    rng = ctx.rng
    title, dept, may_open, low, high, requirements = _OPENINGS[(index - 1) % len(_OPENINGS)]
    place = _PLACES[((index - 1) // len(_OPENINGS)) % len(_PLACES)]
    manager = _manager(ctx, dept)
    recruiters = [r for r in _recruiters(ctx) if r != manager]
    return {
        "id": ctx.noise_id(index),
        "title": f"{title}{place}",
        "department_id": dept,
        "hiring_manager_id": manager,
        "recruiter_id": rng.choice(recruiters),
        "headcount": rng.choice((1, 1, 2, 3)),
        "salary_min": low * 1_000_000,
        "salary_max": high * 1_000_000,
        "requirements": requirements,
        "status": "open" if may_open and rng.random() < 0.5 else "closed",
    }


# --- candidates ------------------------------------------------------------------------------

_CV = {
    "dev": (
        "Lập trình viên",
        (
            "phát triển API cho hệ thống bán hàng trực tuyến, tối ưu truy vấn MySQL",
            "xây dựng dịch vụ thanh toán bằng Spring Boot, tích hợp cổng VNPay",
            "bảo trì hệ thống quản lý kho viết bằng Node.js, chuyển đổi sang Docker",
        ),
        "Java, Spring Boot, SQL, Git, Docker",
    ),
    "test": (
        "Kiểm thử viên",
        (
            "kiểm thử thủ công ứng dụng ngân hàng số, viết test case và báo lỗi trên Jira",
            "kiểm thử API bằng Postman cho hệ thống đặt vé trực tuyến",
            "viết kịch bản kiểm thử tự động bằng Selenium cho phần mềm quản lý nhân sự",
        ),
        "viết test case, Postman, SQL cơ bản, Selenium",
    ),
    "acct": (
        "Kế toán",
        (
            "kế toán tổng hợp tại công ty thương mại, lập báo cáo tài chính năm",
            "kế toán công nợ và thuế, đối chiếu công nợ khách hàng hằng tháng",
            "kế toán kho tại nhà máy sản xuất bao bì, kiểm kê cuối quý",
        ),
        "MISA SME, Excel nâng cao, kê khai thuế",
    ),
    "content": (
        "Chuyên viên nội dung",
        (
            "viết bài blog và kịch bản video cho thương hiệu phần mềm",
            "biên soạn tài liệu hướng dẫn sử dụng và bài giảng đào tạo nội bộ",
            "quản lý fanpage và tổ chức hội thảo trực tuyến cho doanh nghiệp",
        ),
        "viết nội dung B2B, Canva, SEO cơ bản",
    ),
    "care": (
        "Nhân viên chăm sóc khách hàng",
        (
            "trực tổng đài hỗ trợ phần mềm kế toán, xử lý trung bình 50 cuộc gọi mỗi ngày",
            "tiếp nhận khiếu nại qua email và Zalo, theo dõi trên hệ thống CRM",
            "hỗ trợ kỹ thuật từ xa cho khách hàng doanh nghiệp",
        ),
        "giao tiếp qua điện thoại, xử lý khiếu nại, sử dụng CRM",
    ),
    "sales": (
        "Nhân viên kinh doanh",
        (
            "tư vấn và bán phần mềm quản trị cho doanh nghiệp vừa và nhỏ",
            "chăm sóc đại lý phân phối thiết bị văn phòng khu vực phía Bắc",
            "kinh doanh dự án CNTT cho khối trường học và bệnh viện",
        ),
        "tư vấn giải pháp, đàm phán, thuyết trình",
    ),
}
_EMPLOYERS = (
    "Công ty CP Phần mềm Đông Đô",
    "Công ty TNHH Giải pháp Số Hồng Lĩnh",
    "Công ty CP Thương mại Tràng Tiền",
    "Công ty TNHH Công nghệ Bạch Đằng",
    "Công ty CP Dịch vụ Trực tuyến Sông Hàn",
    "Công ty TNHH Sản xuất Bao bì Kinh Bắc",
    "Công ty CP Giáo dục Ánh Sao",
)
_SCHOOLS = (
    "Đại học Bách khoa Hà Nội",
    "Học viện Tài chính",
    "Đại học Kinh tế Quốc dân",
    "Học viện Bưu chính Viễn thông",
    "Đại học Thương mại",
    "Đại học Công nghệ — ĐHQGHN",
    "Học viện Ngân hàng",
    "Đại học Đà Nẵng",
)
_SOURCES = ("TopCV", "VietnamWorks", "ITviec", "LinkedIn", "Giới thiệu nội bộ", "Email ứng tuyển")


def _field(title: str) -> str:
    t = fold(title)
    for key, words in (
        ("test", ("kiem thu",)),
        ("dev", ("lap trinh", "devops", "backend", "ky su")),
        ("acct", ("ke toan",)),
        ("content", ("noi dung", "marketing", "truyen thong")),
        ("care", ("cham soc", "tong dai", "ho tro")),
        ("sales", ("kinh doanh", "tu van")),
    ):
        if any(w in t for w in words):
            return key
    return "sales"


def _since(months: int) -> str:
    """The month a job held for `months` full months up to now began (`06/2025`)."""
    index = TODAY.year * 12 + TODAY.month - months - 1
    return f"{index % 12 + 1:02d}/{index // 12}"


def _duration(months: int) -> str:
    years, rest = divmod(months, 12)
    parts = [f"{years} năm"] if years else []
    return " ".join([*parts, f"{rest} tháng"] if rest else parts)


def _focus_candidates(ctx: NoiseContext) -> list[Any]:
    return ctx.focus.records(ctx.world, "recruitment.candidates")


def _real_openings(ctx: NoiseContext) -> list[str]:
    """Open real openings, those of the task's candidates and openings first."""
    focus = [c.job_id for c in _focus_candidates(ctx)] + ctx.focus.of("recruitment.job_openings")
    open_ids = [j.id for j in RecruitmentWorld.of(ctx.world).job_openings if j.status == "open"]
    first = [j for j in dict.fromkeys(focus) if j in open_ids]
    return first + [j for j in open_ids if j not in first]


def _opening(ctx: NoiseContext, job_id: str) -> dict[str, Any]:
    for job in ctx.noise.get("recruitment.job_openings", []):
        if job["id"] == job_id:
            return job
    opening: JobOpening = ctx.world.record("recruitment.job_openings", job_id)
    return opening.model_dump(mode="json")


def _late(index: int) -> bool:
    """Odd noise candidates are late-stage applicants of noise opening `index`."""
    return index % 2 == 1


@generator("recruitment.candidates", needs=("recruitment.job_openings",))
def candidate(ctx: NoiseContext, index: int) -> dict[str, Any]:
    """Another applicant, sharing the family name of the task's candidates (never their name nor
    their given name): the careless agent moves or invites the first name that matches."""
    rng = ctx.rng
    if _late(index):
        job = ctx.noise["recruitment.job_openings"][index - 1]
        closed = job["status"] == "closed"
        stage = rng.choice(("hired", "rejected") if closed else ("offer", "offer", "rejected"))
    else:
        real = _real_openings(ctx)
        job = _opening(ctx, real[(index // 2 - 1) % len(real)])
        stage = rng.choice(("screening", "screening", "interview", "rejected"))
    focus = _focus_candidates(ctx)
    models = focus or [
        c for c in RecruitmentWorld.of(ctx.world).candidates if c.job_id == job["id"]
    ]
    models = models or RecruitmentWorld.of(ctx.world).candidates
    family = family_of(models[(index - 1) % len(models)].full_name)
    gender = "nữ" if index % 4 in (1, 2) else "nam"
    same_job = [c for c in RecruitmentWorld.of(ctx.world).candidates if c.job_id == job["id"]]
    avoid = {c.full_name.split()[-1] for c in [*focus, *same_job]}
    real_names = person_names(ctx)
    focus_names = [c.full_name for c in focus]
    name = unique_person(
        index, family, gender, lambda n: name_ok(n, real_names, focus_names), avoid
    )
    words = name.split()
    year = rng.randrange(1990, 2004)
    graduated = year + 22
    kind = _field(job["title"])
    role, duties, skills = _CV[kind]
    months = min(rng.randrange(8, 72), (TODAY.year - graduated) * 12 + 5)
    cv = (
        f"{name.upper()} — {role}\nKinh nghiệm: {_duration(months)} tại "
        f"{rng.choice(_EMPLOYERS)} ({_since(months)}–nay): {rng.choice(duties)}.\nHọc vấn: "
        f"{rng.choice(_SCHOOLS)} ({graduated}).\nKỹ năng: {skills}."
    )
    used = {c.email for c in RecruitmentWorld.of(ctx.world).candidates}
    email = f"{slug(words[-1])}.{slug(words[0])}{slug(words[1])[0]}{year % 100:02d}{index:02d}"
    email = f"{email}@{rng.choice(('gmail.com', 'gmail.com', 'outlook.com', 'yahoo.com'))}"
    if email in used:  # never with the shipped company; keeps the key unique regardless
        email = email.replace("@", f".{index:02d}@")
    return {
        "id": ctx.noise_id(index),
        "full_name": name,
        "email": email,
        "phone": phone(rng),
        "job_id": job["id"],
        "stage": stage,
        "cv_text": cv,
        "source": rng.choice(_SOURCES),
    }


# --- interviews ------------------------------------------------------------------------------

_TIMES = (("08:30", 60), ("10:00", 60), ("13:30", 60), ("15:00", 60), ("16:00", 60))


def _slots(first: date, last: date, avoid: frozenset[str]) -> list[tuple[str, str]]:
    """Office-hour slots of the working days first..last in the weeks kept clear of noise leave
    (`leave_week`), outside `avoid`."""
    days = []
    d = first
    while d <= last:
        if d.weekday() < 5 and not leave_week(d) and d.isoformat() not in avoid:
            days.append(d.isoformat())
        d += timedelta(days=1)
    return [(d, t) for d in days for t, _ in _TIMES]


def _end(start: str, minutes: int) -> str:
    h, m = map(int, start.split(":"))
    total = h * 60 + m + minutes
    return f"{total // 60:02d}:{total % 60:02d}"


def _clashes(
    ctx: NoiseContext, day: str, start: str, end: str, room: str | None, people: list[str]
) -> bool:
    """Whether the slot clashes with a real interview, booking or event of the room or a person,
    or falls on a person's pending or approved leave (the leave history included)."""

    def overlaps(other: Any) -> bool:
        return bool(other.date == day and other.start < end and start < other.end)

    busy = set(people)
    for i in RecruitmentWorld.of(ctx.world).interviews:
        if (
            i.status != "cancelled"
            and overlaps(i)
            and ((room and i.room_id == room) or busy & set(i.panel_ids))
        ):
            return True
    for b in CalendarWorld.of(ctx.world).bookings:
        if b.status == "booked" and overlaps(b) and (b.room_id == room or b.organizer_id in busy):
            return True
    for e in CalendarWorld.of(ctx.world).events:
        if e.status == "confirmed" and overlaps(e) and busy & {e.organizer_id, *e.attendee_ids}:
            return True
    return any(
        r.status in ("pending", "approved")
        and r.employee_id in busy
        and r.start_date <= day <= r.end_date
        for r in HrWorld.of(ctx.world).leave_requests
    )


@generator("recruitment.interviews", needs=("recruitment.candidates", "recruitment.job_openings"))
def interview(ctx: NoiseContext, index: int) -> dict[str, Any]:
    """The one interview of noise candidate `index`, as its stage implies: a done panel round for
    late-stage applicants, a phone round or a scheduled panel for early ones. Never on a date the
    task mentions, never clashing with a real interview, booking or event; in the weeks kept
    clear of noise leave and outside the weeks of noise meetings, so no other noise clashes."""
    rng = ctx.rng
    cand = ctx.noise["recruitment.candidates"][index - 1]
    job = _opening(ctx, cand["job_id"])
    stage = cand["stage"]
    if _late(index):
        kind, status = "panel", "done"
    elif stage == "interview":
        kind, status = "panel", "scheduled"
    elif stage == "screening":
        kind, status = "phone", rng.choice(("done", "scheduled"))
    else:
        kind, status = "phone", "done"
    # Outside the weeks around today where the calendar noise puts its meetings and bookings.
    if status == "done":
        slots = _slots(TODAY - timedelta(days=200), TODAY - timedelta(days=22), ctx.focus.dates)
    else:
        slots = _slots(TODAY + timedelta(days=29), TODAY + timedelta(days=130), ctx.focus.dates)
    if kind == "panel":
        people = [job["hiring_manager_id"], job["recruiter_id"]]
        rooms: list[str | None] = [
            r.id for r in CalendarWorld.of(ctx.world).rooms if r.seats >= 6 and r.seats <= 16
        ]
    else:
        people, rooms = [job["recruiter_id"]], [None]
    stride = next(s for s in (97, 101, 103, 107, 109) if len(slots) % s)
    k = index - 1
    while k < len(slots):
        slot_day, start = slots[k * stride % len(slots)]
        end = _end(start, 60 if kind == "panel" else 30)
        free = [r for r in rooms if not _clashes(ctx, slot_day, start, end, r, people)]
        if free:
            room = free[rng.randrange(len(free))]
            return {
                "id": ctx.noise_id(index),
                "candidate_id": cand["id"],
                "job_id": job["id"],
                "date": slot_day,
                "start": start,
                "end": end,
                "room_id": room,
                "panel_ids": people,
                "kind": kind,
                "status": status,
            }
        k += MAX_NOISE
    raise RuntimeError(f"no free interview slot for noise index {index}")


# --- evaluations -----------------------------------------------------------------------------

_COMMENTS = {
    "hire": (
        "Nắm chắc chuyên môn, trả lời tốt các tình huống thực tế. Đề nghị gửi offer.",
        "Kinh nghiệm phù hợp yêu cầu vị trí, giao tiếp tốt, mức lương mong muốn nằm trong khung.",
        "Bài test làm tốt, thái độ cầu thị; có thể nhận việc trong tháng tới.",
    ),
    "consider": (
        "Chuyên môn đạt mức cơ bản, còn thiếu kinh nghiệm thực tế; cân nhắc nếu không có ứng "
        "viên tốt hơn.",
        "Thái độ tốt nhưng kỹ năng chưa đều; cần thêm một vòng kiểm tra chuyên môn.",
    ),
    "reject": (
        "Chưa đáp ứng yêu cầu tối thiểu về kinh nghiệm; đề nghị gửi thư cảm ơn và lưu hồ sơ.",
        "Bài test chưa đạt, mức lương mong muốn vượt khung đã duyệt.",
    ),
}


def _late_pair(index: int) -> tuple[int, int]:
    """(noise candidate, which of two) behind evaluation or offer `index`: two per odd candidate."""
    return (index, 0) if index % 2 == 1 else (index - 1, 1)


@generator("recruitment.evaluations", needs=("recruitment.interviews", "recruitment.candidates"))
def evaluation(ctx: NoiseContext, index: int) -> dict[str, Any]:
    """A panel member's evaluation of a late-stage noise applicant (one per member)."""
    rng = ctx.rng
    cand_index, member = _late_pair(index)
    cand = ctx.noise["recruitment.candidates"][cand_index - 1]
    panel = ctx.noise["recruitment.interviews"][cand_index - 1]["panel_ids"]
    # every late-stage applicant got an offer (rejected ones declined it): a positive panel
    recommendation = "hire" if member == 0 or rng.random() < 0.8 else "consider"
    score = 3 if recommendation == "consider" else rng.choice((4, 4, 5))
    return {
        "id": ctx.noise_id(index),
        "candidate_id": cand["id"],
        "evaluator_id": panel[member],
        "score": score,
        "recommendation": recommendation,
        "comment": rng.choice(_COMMENTS[recommendation]),
    }


# --- offers ----------------------------------------------------------------------------------


def _vnd(amount: int) -> str:
    return f"{amount:,}".replace(",", ".")


@generator(
    "recruitment.offers",
    needs=("recruitment.candidates", "recruitment.job_openings", "recruitment.interviews"),
)
def offer(ctx: NoiseContext, index: int) -> dict[str, Any]:
    """An offer to a late-stage noise applicant: the current one (sent, accepted or declined as
    the stage says) or an earlier one withdrawn and re-issued. Salaries stay in the range."""
    rng = ctx.rng
    cand_index, which = _late_pair(index)
    cand = ctx.noise["recruitment.candidates"][cand_index - 1]
    job = _opening(ctx, cand["job_id"])
    steps = (job["salary_max"] - job["salary_min"]) // 500_000
    salary = job["salary_min"] + rng.randrange(steps + 1) * 500_000
    panel_day = date.fromisoformat(ctx.noise["recruitment.interviews"][cand_index - 1]["date"])
    if which == 1:  # an earlier offer, withdrawn and re-issued
        status = "withdrawn"
        start = (panel_day + timedelta(days=rng.randrange(14, 21))).isoformat()
    elif cand["stage"] == "offer":
        status = "sent"
        start = (TODAY + timedelta(days=rng.randrange(20, 50))).isoformat()
    else:  # hired: accepted; rejected: the applicant declined
        status = "accepted" if cand["stage"] == "hired" else "declined"
        start = (panel_day + timedelta(days=rng.randrange(21, 45))).isoformat()
    shown = date.fromisoformat(start).strftime("%d/%m/%Y")
    body = (
        f"Chào bạn {cand['full_name']},\n\nChúc mừng bạn đã trúng tuyển vị trí {job['title']}. "
        f"Mức lương: {_vnd(salary)} đồng/tháng (gross). Ngày bắt đầu làm việc: {shown}.\n\n"
        "Trân trọng,\nPhòng Nhân sự"
    )
    return {
        "id": ctx.noise_id(index),
        "candidate_id": cand["id"],
        "job_id": job["id"],
        "salary": salary,
        "start_date": start,
        "status": status,
        "body": body,
    }
