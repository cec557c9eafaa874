"""Distractors for the crm tables.

Look-alike companies (sharing a brand word with the task's customers, never their legal name nor
the phrase the prompt uses), accountants with the same family names at those companies, their
opportunities and logged activities, invoices (for the task's customers only paid ones or ones
not due within the next 7 days) and the payments behind every paid amount.

Noise customer, contact, opportunity and activity number i belong together (contact i works at
noise customer i). Odd noise invoices carry a paid amount and even ones none; the payments
generator, which sees every noise invoice, spreads exactly N payments over the odd ones.
"""

from __future__ import annotations

import re
from collections.abc import Set as AbstractSet
from datetime import date, timedelta
from typing import Any

from ava_inspect.core.noise.context import GENERATORS, NoiseContext, generator, per_table
from ava_inspect.core.noise.names import FAMILY_NAMES, GIVEN_NAMES, MIDDLE_NAMES, phone
from ava_inspect.core.tools.common import fold
from ava_inspect.core.world.clock import TODAY
from ava_inspect.subsystems.crm.records import CrmWorld
from ava_inspect.subsystems.hr.records import HrWorld
from ava_inspect.subsystems.recruitment.records import RecruitmentWorld

MAX_NOISE = 64
"""Indexes run 1..N with N at most this; unique values are owned by index (i + k * MAX_NOISE)."""

# --- helpers shared with the recruitment generators ------------------------------------------


def prompt_text(ctx: NoiseContext) -> str:
    """The task's prompt, folded (accent-free, lower case)."""
    return fold(ctx.focus.prompt())


@per_table
def task_numbers(ctx: NoiseContext) -> frozenset[int]:
    """Every whole number the task's definition mentions (amounts a distractor must not repeat)."""
    found: set[int] = set()

    def walk(value: Any) -> None:
        if isinstance(value, bool):
            return
        if isinstance(value, int):
            found.add(value)
        elif isinstance(value, str):
            found.update(int(m.replace(".", "")) for m in re.findall(r"\d[\d.]{4,}\d", value))
        elif isinstance(value, dict):
            for v in value.values():
                walk(v)
        elif isinstance(value, list | tuple):
            for v in value:
                walk(v)

    walk(ctx.focus.definition)
    return frozenset(found)


def will_get_noise(ctx: NoiseContext, table: str) -> bool:
    """Whether `table` gets noise for this task too: neither it nor a table its generator needs is
    touched by the task's assertions."""
    touched = ctx.focus.touched

    def safe(t: str) -> bool:
        needs = GENERATORS[t].needs if t in GENERATORS else ()
        return t not in touched and all(safe(n) for n in needs)

    return safe(table)


@per_table
def person_names(ctx: NoiseContext) -> frozenset[str]:
    """Folded full names of every real person: employees, contacts, candidates."""
    world = ctx.world
    names = {e.full_name for e in HrWorld.of(world).employees}
    names |= {c.full_name for c in CrmWorld.of(world).contacts}
    names |= {c.full_name for c in RecruitmentWorld.of(world).candidates}
    return frozenset(fold(n) for n in names)


def name_ok(name: str, real: frozenset[str], focus: list[str]) -> bool:
    """Not a real person's full name, and neither inside nor containing a focus person's name."""
    f = fold(name)
    if f in real:
        return False
    return not any(p in f or f in p for p in (fold(x) for x in focus))


def _pairs(gender: str) -> list[tuple[str, str]]:
    """Every (middle, given) pair of a gender, spread so that neighbours differ."""
    middles, givens = MIDDLE_NAMES[gender], GIVEN_NAMES[gender]
    total = len(middles) * len(givens)
    stride = next(s for s in (37, 41, 43, 47, 53) if total % s)
    return [
        (middles[(k * stride % total) // len(givens)], givens[(k * stride % total) % len(givens)])
        for k in range(total)
    ]


def unique_person(
    index: int, family: str, gender: str, ok: Any, avoid_given: AbstractSet[str] = frozenset()
) -> str:
    """A full name owned by this index: different indexes never get the same (middle, given).

    `ok(name)` vetoes a name (a real person's, a focus person's); the index then tries the next
    pair it owns. Given names in `avoid_given` (accent-free) are never used.
    """
    avoid = {fold(g) for g in avoid_given}
    pairs = _pairs(gender)
    k = index - 1
    while k < len(pairs):
        middle, given = pairs[k]
        name = f"{family} {middle} {given}"
        if fold(given) not in avoid and fold(middle) not in avoid and ok(name):
            return name
        k += MAX_NOISE
    # every owned pair vetoed (never with the shipped pools): another family, same owned pair
    middle, given = pairs[index - 1]
    for other in FAMILY_NAMES:
        name = f"{other} {middle} {given}"
        if fold(given) not in avoid and ok(name):
            return name
    raise RuntimeError(f"no acceptable noise name for index {index}")


def slug(text: str) -> str:
    """Accent-free lower-case letters and digits only (`Minh Phát` -> `minhphat`)."""
    return re.sub(r"[^a-z0-9]", "", fold(text))


def day(offset: int) -> str:
    """The ISO date `offset` days from today."""
    return (TODAY + timedelta(days=offset)).isoformat()


def workday(offset: int, avoid: frozenset[str]) -> str:
    """The first Monday-Friday date at or after today + offset that is not in `avoid`."""
    d = TODAY + timedelta(days=offset)
    while d.weekday() >= 5 or d.isoformat() in avoid:
        d += timedelta(days=1)
    return d.isoformat()


def family_of(name: str) -> str:
    return name.split()[0]


# --- customers -------------------------------------------------------------------------------

_LEGAL_PREFIXES = (
    "công ty tnhh",
    "công ty cổ phần",
    "hợp tác xã",
    "chi nhánh",
    "trung tâm đào tạo",
    "trung tâm",
    "công ty",
)
_SUFFIXES = {"group", "jsc", "corp", "land", "logistics", "academy", "cloud"}

# (industry, short code for the email domain)
_INDUSTRIES = (
    ("Thương mại và Dịch vụ", "tmdv"),
    ("Xây dựng", "xd"),
    ("Đầu tư", "dt"),
    ("Sản xuất Bao bì", "baobi"),
    ("Vận tải", "vt"),
    ("Thiết bị Y tế", "tbyt"),
    ("Công nghệ", "tech"),
    ("Nội thất", "noithat"),
    ("Thực phẩm", "food"),
    ("Dược phẩm", "pharma"),
    ("Xuất nhập khẩu", "xnk"),
    ("Cơ điện", "codien"),
    ("In ấn", "inan"),
    ("Du lịch", "travel"),
    ("Nông sản", "nongsan"),
    ("Giải pháp Phần mềm", "soft"),
)
_HANOI = (
    "Nguyễn Trãi, phường Thanh Xuân, Hà Nội",
    "Phạm Văn Đồng, phường Xuân Đỉnh, Hà Nội",
    "Giải Phóng, phường Hoàng Liệt, Hà Nội",
    "Lê Duẩn, phường Hai Bà Trưng, Hà Nội",
    "Quang Trung, phường Hà Đông, Hà Nội",
    "Ngô Gia Tự, phường Việt Hưng, Hà Nội",
)
# (locality in the company's name, tax-code province prefix, phone area code, streets); addresses
# name the ward and the province of today (no district since 1 July 2025), whatever the name says
_LOCALITIES = (
    ("", "01", "024", _HANOI),
    ("Hà Nội", "01", "024", _HANOI),
    ("Đông Anh", "01", "024", ("Cao Lỗ, xã Đông Anh, Hà Nội", "Võ Nguyên Giáp, xã Phúc Thịnh, Hà Nội")),
    ("Bắc Ninh", "23", "0222", ("Lý Thái Tổ, phường Từ Sơn, Bắc Ninh", "Nguyễn Gia Thiều, phường Kinh Bắc, Bắc Ninh")),
    ("Hải Phòng", "02", "0225", ("Lạch Tray, phường Gia Viên, Hải Phòng", "Văn Cao, phường Hải An, Hải Phòng")),
    ("Hưng Yên", "09", "0221", ("Nguyễn Văn Linh, phường Phố Hiến, Hưng Yên", "Phố Nối, phường Mỹ Hào, Hưng Yên")),
    ("Thái Bình", "10", "0227", ("Lý Bôn, phường Thái Bình, Hưng Yên", "Trần Thái Tông, phường Trần Hưng Đạo, Hưng Yên")),
    ("Nam Định", "06", "0228", ("Trần Hưng Đạo, phường Nam Định, Ninh Bình", "Điện Biên, phường Thành Nam, Ninh Bình")),
    ("Đà Nẵng", "04", "0236", ("Điện Biên Phủ, phường Thanh Khê, Đà Nẵng", "Nguyễn Văn Linh, phường Hải Châu, Đà Nẵng")),
    ("Sài Gòn", "03", "028", ("Cộng Hòa, phường Tân Sơn Nhất, TP. Hồ Chí Minh", "Nguyễn Thị Minh Khai, phường Xuân Hòa, TP. Hồ Chí Minh")),
    ("Miền Bắc", "01", "024", _HANOI),
    ("Việt Nam", "01", "024", _HANOI),
    ("Thăng Long", "01", "024", _HANOI),
)  # fmt: skip
_LEGAL_FORMS = ("Công ty TNHH", "Công ty Cổ phần", "Công ty TNHH", "Công ty Cổ phần")
_BRAND_WORDS = (
    "Phú", "Phát", "Thịnh", "Hưng", "Tân", "Minh", "An", "Khang", "Thành", "Đạt", "Việt", "Long",
    "Hòa", "Bình", "Thái", "Gia", "Bảo", "Nam", "Quang", "Trường",
)  # fmt: skip
_NOTES = (
    "",
    "",
    "Khách hàng mới, đang tìm hiểu AMIS Kế toán.",
    "Kế toán chỉ nhận hóa đơn điện tử qua email.",
    "Đề nghị gửi báo giá kèm bản thể hiện hợp đồng mẫu.",
    "Không liên quan đến các công ty cùng tên khác; đối chiếu mã số thuế khi xuất hóa đơn.",
    "Thanh toán qua ngân hàng trong 30 ngày kể từ ngày xuất hóa đơn.",
)


def brand_of(name: str) -> str:
    """The brand of a company name: its last two words after the legal form and suffixes."""
    words = name.split()
    lowered = fold(name)
    for prefix in _LEGAL_PREFIXES:
        if lowered.startswith(fold(prefix) + " "):
            words = words[len(prefix.split()) :]
            break
    while words and fold(words[-1]) in _SUFFIXES:
        words = words[:-1]
    return " ".join(words[-2:])


def _named_by_brand(brand: str, prompt: str, names: list[str]) -> bool:
    """Whether the prompt names a customer by this brand alone: the brand appears in it once the
    full legal names (`names`, folded) it spells out are taken away."""
    for name in names:
        prompt = prompt.replace(name, " ")
    return bool(brand) and re.search(rf"\b{re.escape(brand)}\b", prompt) is not None


def _focus_customers(ctx: NoiseContext) -> list[Any]:
    return ctx.focus.records(ctx.world, "crm.customers")


def _protected_phrases(ctx: NoiseContext) -> list[str]:
    """Folded phrases no noise company name may contain: the focus customers' names, and their
    brands when the prompt names them by brand."""
    prompt = prompt_text(ctx)
    names = [fold(c.name) for c in CrmWorld.of(ctx.world).customers]
    phrases = []
    for c in _focus_customers(ctx):
        phrases.append(fold(c.name))
        brand = fold(brand_of(c.name))
        if _named_by_brand(brand, prompt, names):
            phrases.append(brand)
    return phrases


def _brands(ctx: NoiseContext) -> list[tuple[str, bool]]:
    """Brands to imitate, with whether the full brand may appear (False: one word only)."""
    prompt = prompt_text(ctx)
    names = [fold(c.name) for c in CrmWorld.of(ctx.world).customers]
    focus = [c for c in _focus_customers(ctx) if c.kind == "external"]
    sources = focus or [c for c in CrmWorld.of(ctx.world).customers if c.kind == "external"]
    out = []
    for c in sources:
        brand = brand_of(c.name)
        if len(brand.split()) != 2 or fold(brand) == brand.casefold():
            continue  # a one-word brand, or one written without accents ("Minh Phat JSC")
        free = not (focus and _named_by_brand(fold(brand), prompt, names))
        out.append((brand, free))
    return out or [("Minh Phát", True)]


def _sales_staff(ctx: NoiseContext) -> list[str]:
    focus = set(ctx.focus.of("hr.employees"))
    staff = [
        e.id
        for e in HrWorld.of(ctx.world).employees
        if e.department_id == "PB-KD" and e.status == "active" and e.id not in focus
    ]
    return staff or [e.id for e in HrWorld.of(ctx.world).employees if e.department_id == "PB-KD"]


def _company(ctx: NoiseContext, index: int) -> dict[str, Any]:
    """The name parts of noise customer `index`: deterministic and unique per index."""
    rng_brand = _brands(ctx)
    protected = _protected_phrases(ctx)
    real = {fold(c.name) for c in CrmWorld.of(ctx.world).customers}
    k = index - 1
    total = len(_INDUSTRIES) * len(_LOCALITIES)
    while True:
        slot = (k * 29) % total
        industry, code = _INDUSTRIES[slot % len(_INDUSTRIES)]
        locality, tax_prefix, area, streets = _LOCALITIES[slot // len(_INDUSTRIES)]
        brand, free = rng_brand[k % len(rng_brand)]
        words = brand.split()
        if not free or k % 3 == 2:  # share the first word of the brand only
            others = [w for w in _BRAND_WORDS if fold(w) not in {fold(x) for x in words}]
            words = [words[0], others[(k * 7) % len(others)]]
        look = " ".join(words)
        legal = _LEGAL_FORMS[k % len(_LEGAL_FORMS)]
        name = f"{legal} {industry} {look}" + (f" {locality}" if locality else "")
        folded = fold(name)
        if folded not in real and not any(p in folded for p in protected):
            return {
                "name": name,
                "domain": f"{slug(look)}{code}{slug(locality)}",
                "tax_prefix": tax_prefix,
                "area": area,
                "streets": streets,
            }
        k += MAX_NOISE
        if k >= total * 4:
            raise RuntimeError(f"no acceptable look-alike company name for index {index}")


@generator("crm.customers")
def customer(ctx: NoiseContext, index: int) -> dict[str, Any]:
    """A company with a look-alike name: the careless agent takes the first search hit."""
    rng = ctx.rng
    parts = _company(ctx, index)
    area = parts["area"]
    local = f"{rng.randrange(3, 7)}{rng.randrange(100, 1000)} {rng.randrange(1000, 10000)}"
    return {
        "id": ctx.noise_id(index),
        "name": parts["name"],
        "kind": "external",
        "tax_code": f"{parts['tax_prefix']}{rng.randrange(10**4, 10**5)}{index + 100:03d}"[:10],
        "address": f"Số {rng.randrange(2, 300)} {rng.choice(parts['streets'])}",
        "email": f"{rng.choice(('info', 'contact', 'ketoan', 'sales'))}@{parts['domain']}.vn",
        "phone": f"{area} {local}",
        "owner_id": rng.choice(_sales_staff(ctx)),
        "note": rng.choice(_NOTES),
    }


# --- contacts --------------------------------------------------------------------------------

_TITLES = (
    "Kế toán trưởng",
    "Kế toán",
    "Kế toán công nợ",
    "Giám đốc",
    "Trưởng phòng Mua hàng",
    "Phó Giám đốc",
    "Trưởng phòng Hành chính",
)


def _focus_contacts(ctx: NoiseContext) -> list[Any]:
    focus = set(ctx.focus.of("crm.customers"))
    return [c for c in CrmWorld.of(ctx.world).contacts if c.customer_id in focus]


@generator("crm.contacts", needs=("crm.customers",))
def contact(ctx: NoiseContext, index: int) -> dict[str, Any]:
    """A person at noise customer `index`, sharing a family name (and title) with the task's
    contacts: the careless agent mails the accountant of the look-alike company."""
    rng = ctx.rng
    company = ctx.noise["crm.customers"][index - 1]
    models = _focus_contacts(ctx) or CrmWorld.of(ctx.world).contacts
    model = models[(index - 1) % len(models)]
    family = family_of(model.full_name)
    gender = "nữ" if " Thị " in f" {model.full_name} " or index % 2 else "nam"
    real = person_names(ctx)
    focus_names = [c.full_name for c in _focus_contacts(ctx)]
    name = unique_person(index, family, gender, lambda n: name_ok(n, real, focus_names))
    words = name.split()
    initials = "".join(fold(w)[0] for w in words[:-1])
    domain = company["email"].split("@", 1)[1]
    title = model.title if index % 2 else rng.choice(_TITLES)
    return {
        "id": ctx.noise_id(index),
        "customer_id": company["id"],
        "full_name": name,
        "title": title,
        "email": f"{slug(words[-1])}.{initials}@{domain}",
        "phone": phone(rng),
    }


# --- opportunities ---------------------------------------------------------------------------

_DEALS = (
    "Triển khai AMIS Kế toán",
    "Gia hạn bản quyền AMIS Kế toán năm 2027",
    "Triển khai AMIS CRM cho đội kinh doanh",
    "AMIS HRM cho khối văn phòng",
    "Hóa đơn điện tử và chữ ký số",
    "Phân hệ quản lý kho",
    "Tích hợp AMIS với phần mềm bán hàng",
    "Đào tạo người dùng AMIS",
    "Gói AMIS Kế toán doanh nghiệp nhỏ 12 tháng",
)


@generator("crm.opportunities", needs=("crm.customers",))
def opportunity(ctx: NoiseContext, index: int) -> dict[str, Any]:
    """An opportunity of noise customer `index`, with a deal name the task's customers also have."""
    rng = ctx.rng
    company = ctx.noise["crm.customers"][index - 1]
    stage = rng.choice(("new", "qualified", "proposal", "negotiation", "won", "lost"))
    if stage in ("won", "lost"):
        close = day(-rng.randrange(20, 200))
    else:
        close = workday(rng.randrange(14, 140), ctx.focus.dates)
    return {
        "id": ctx.noise_id(index),
        "customer_id": company["id"],
        "name": rng.choice(_DEALS),
        "stage": stage,
        "amount": rng.randrange(12, 400) * 1_000_000 + rng.choice((0, 500_000)),
        "owner_id": company["owner_id"],
        "expected_close": close,
    }


# --- activities ------------------------------------------------------------------------------

_ACTIVITY_TEXT = {
    "call": (
        "Gọi kế toán xác nhận đã nhận hóa đơn tháng trước; khách hẹn thanh toán cuối tháng.",
        "Khách hỏi về chính sách gia hạn bản quyền; đã hẹn gửi báo giá trong tuần.",
        "Gọi chăm sóc sau triển khai, khách phản hồi phần mềm chạy ổn định.",
    ),
    "meeting": (
        "Khảo sát quy trình kế toán kho tại văn phòng khách hàng.",
        "Demo AMIS CRM cho ban giám đốc; khách đề nghị bổ sung báo cáo doanh số theo vùng.",
        "Họp chốt phạm vi triển khai và kế hoạch đào tạo người dùng.",
    ),
    "email": (
        "Gửi báo giá gia hạn bản quyền năm 2027 cho phòng kế toán.",
        "Gửi tài liệu hướng dẫn nhập số dư đầu kỳ.",
        "Gửi lại bản thể hiện hóa đơn theo đề nghị của kế toán.",
    ),
    "note": (
        "Khách đổi người phụ trách kế toán; cập nhật người liên hệ mới.",
        "Khách tạm dừng dự án đến quý II/2027.",
        "Lưu ý: công ty khác với các khách hàng trùng tên; đối chiếu mã số thuế.",
    ),
    "reminder": (
        "Gọi điện nhắc thanh toán phí dịch vụ đã quá hạn.",
        "Gửi thư nhắc công nợ theo quy trình; khách hẹn chuyển khoản tuần sau.",
    ),
}


@generator("crm.activities", needs=("crm.customers",))
def activity(ctx: NoiseContext, index: int) -> dict[str, Any]:
    """A logged interaction with noise customer `index`, e.g. a reminder already sent to the
    look-alike company."""
    rng = ctx.rng
    company = ctx.noise["crm.customers"][index - 1]
    kind = rng.choice(tuple(_ACTIVITY_TEXT))
    when = day(-rng.randrange(1, 120))
    while when in ctx.focus.dates:
        when = day(-rng.randrange(1, 120))
    author = company["owner_id"]
    if kind == "reminder":
        focus = set(ctx.focus.of("hr.employees"))
        clerks = [
            e.id
            for e in HrWorld.of(ctx.world).employees
            if e.title == "Kế toán công nợ" and e.id not in focus
        ]
        author = clerks[0] if clerks else author
    return {
        "id": ctx.noise_id(index),
        "customer_id": company["id"],
        "kind": kind,
        "content": rng.choice(_ACTIVITY_TEXT[kind]),
        "date": when,
        "created_by": author,
    }


# --- invoices and payments -------------------------------------------------------------------

_INVOICE_TEXT = (
    "Phí triển khai AMIS Kế toán",
    "Phí bản quyền AMIS Kế toán năm 2026",
    "Phí gia hạn bản quyền AMIS Kế toán năm 2027",
    "Phí bảo trì phần mềm 6 tháng cuối năm 2026",
    "Phí đào tạo người dùng",
    "Phí thuê bao AMIS CRM quý IV/2026",
    "Phí dịch vụ hóa đơn điện tử quý IV/2026",
    "Phí tư vấn khảo sát quy trình",
    "Phí bổ sung người dùng AMIS CRM",
    "Phí hỗ trợ nhập số dư đầu kỳ",
)


def _avoid_amounts(ctx: NoiseContext) -> set[int]:
    """Amounts a noise invoice or payment must not have: every number of the task, and what the
    task's customers are invoiced or owe."""
    avoid = set(task_numbers(ctx))
    focus = set(ctx.focus.of("crm.customers"))
    for inv in CrmWorld.of(ctx.world).invoices:
        if inv.customer_id in focus:
            avoid |= {inv.amount, inv.amount - inv.paid_amount, inv.paid_amount}
    return avoid


def _amount(ctx: NoiseContext, avoid: set[int]) -> int:
    while True:
        base = ctx.rng.randrange(4, 120) * 500_000
        amount = base * 11 // 10  # VAT 10 % included, as the real invoices
        if amount not in avoid:
            return amount


def invoice_paid(index: int) -> bool:
    """Whether noise invoice `index` carries a paid amount (the payments generator pays these)."""
    return index % 2 == 1


@generator("crm.invoices", needs=("crm.customers",))
def invoice(ctx: NoiseContext, index: int) -> dict[str, Any]:
    """An invoice: overdue or due soon for a look-alike or another customer, and for the task's
    own customers only paid or not yet due (more than 7 days out)."""
    rng = ctx.rng
    focus = [c.id for c in _focus_customers(ctx) if c.kind == "external"]
    brands = {fold(brand_of(c.name)) for c in _focus_customers(ctx)}
    others = [
        c.id
        for c in CrmWorld.of(ctx.world).customers
        if c.kind == "external" and c.id not in set(ctx.focus.of("crm.customers"))
    ]
    lookalikes = [
        c for c in others if fold(brand_of(ctx.world.record("crm.customers", c).name)) in brands
    ]
    slot = index % 4
    if slot == 1 and focus:
        customer_id, for_focus = focus[(index // 4) % len(focus)], True
    elif slot == 0 and others:
        pool = lookalikes or others
        customer_id, for_focus = pool[(index // 4) % len(pool)], False
    else:
        customer_id, for_focus = ctx.noise["crm.customers"][index - 1]["id"], False
    amount = _amount(ctx, _avoid_amounts(ctx))
    paid = invoice_paid(index) and will_get_noise(ctx, "crm.payments")
    term = rng.choice((15, 30, 30, 45))
    issue = day(-rng.randrange(2, 150))
    due = (date.fromisoformat(issue) + timedelta(days=term)).isoformat()
    if paid:
        full = rng.random() < 0.5 or (for_focus and due <= day(7))
        paid_amount = amount if full else amount // 2 // 100_000 * 100_000
        status = "paid" if full else "partially_paid"
    else:
        paid_amount = 0
        status = "cancelled" if rng.random() < 0.1 and not for_focus else "unpaid"
    if for_focus and status != "paid" and due <= day(7):
        # the task's own customer: never overdue nor due within the next 7 days
        issue = day(-rng.randrange(2, 10))
        due = day(rng.randrange(8, 45))
    return {
        "id": ctx.noise_id(index),
        "customer_id": customer_id,
        "issue_date": issue,
        "due_date": due,
        "amount": amount,
        "paid_amount": paid_amount,
        "status": status,
        "description": rng.choice(_INVOICE_TEXT),
    }


def _payment_plan(invoices: list[dict[str, Any]]) -> list[tuple[dict[str, Any], int, int]]:
    """(invoice, part, parts) for exactly len(invoices) payments over the invoices with a paid
    amount: the first ones are paid in two instalments, the rest in one."""
    payable = [inv for inv in invoices if inv["paid_amount"] > 0]
    extra = len(invoices) - len(payable)
    plan: list[tuple[dict[str, Any], int, int]] = []
    for rank, inv in enumerate(payable):
        parts = 2 if rank < extra else 1
        plan.extend((inv, part, parts) for part in range(parts))
    return plan


@generator("crm.payments", needs=("crm.invoices",))
def payment(ctx: NoiseContext, index: int) -> dict[str, Any]:
    """A payment of a noise invoice; each noise invoice's payments sum to its paid amount."""
    rng = ctx.rng
    plan = _payment_plan(ctx.noise["crm.invoices"])
    if len(plan) != len(ctx.noise["crm.invoices"]):
        raise RuntimeError("noise invoices cannot carry one payment per noise record")
    inv, part, parts = plan[index - 1]
    first = inv["paid_amount"] if parts == 1 else inv["paid_amount"] // 2 // 100_000 * 100_000
    amount = first if part == 0 else inv["paid_amount"] - first
    start = date.fromisoformat(inv["issue_date"])
    last = min(TODAY - timedelta(days=1), date.fromisoformat(inv["due_date"]) + timedelta(days=20))
    span = max((last - start).days, 0)
    offset = span * (part + 1) // (parts + 1)
    when = (start + timedelta(days=offset)).isoformat()
    note = "" if parts == 1 else ("Thanh toán đợt 1", "Thanh toán nốt")[part]
    return {
        "id": ctx.noise_id(index),
        "invoice_id": inv["id"],
        "amount": amount,
        "date": when,
        "method": "cash" if rng.random() < 0.1 else "bank_transfer",
        "note": note,
    }
