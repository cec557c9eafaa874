"""Distractors for the mail tables.

`mail.messages`: the requester's mailbox fills with near-misses: unread internal mail on the
task's topic from colleagues who are not part of the task, newsletters, and older read threads.
Every one is in the requester's mailboxes (addressed to them, to a group address they belong to,
or to all@). Never in the Sent folder (sent mail is what mail assertions grade), never from a
person of the task, never about the task's own records (its customers, rooms, openings,
candidates, dates).

The office helpers here (`office_scope`, `pick_date`) are shared with the helpdesk generators.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import date, timedelta
from typing import Any

from ava_inspect.core.noise.context import NoiseContext, generator, per_table
from ava_inspect.core.noise.names import FAMILY_NAMES, MIDDLE_NAMES, person_name
from ava_inspect.core.tools.common import fold
from ava_inspect.subsystems.calendar.records import CalendarWorld
from ava_inspect.subsystems.crm.records import CrmWorld
from ava_inspect.subsystems.hr.records import HrWorld
from ava_inspect.subsystems.mail.records import Mailboxes, MailWorld
from ava_inspect.subsystems.recruitment.records import RecruitmentWorld
from ava_inspect.subsystems.sale.records import SaleWorld

Topic = str
"""One of "accounting", "leave", "room", "recruitment", "sale", "general"."""

ALL = "all@saoviet.vn"
CITIES = ("Đà Nẵng", "Hải Phòng", "TP. Hồ Chí Minh", "Cần Thơ", "Nha Trang", "Quảng Ninh", "Vinh")


# ------------------------------------------------------------------ what the task is about


def definition_texts(ctx: NoiseContext) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Every string of the task's definition, and its assertion tables."""
    return tuple(ctx.focus.strings()), tuple(sorted(ctx.focus.touched))


@dataclass(frozen=True)
class OfficeScope:
    """The people and things of the task (to stay away from) and its topic."""

    topic: Topic
    requester: Any | None
    bystanders: tuple[Any, ...]  # active employees with no part in the task
    avoid_text: tuple[str, ...]  # folded names and dates a distractor must never mention
    customers: tuple[Any, ...]  # customers with no part in the task
    rooms: tuple[Any, ...]  # rooms with no part in the task
    openings: tuple[Any, ...]  # job openings with no part in the task
    taken_names: frozenset[str]  # folded full names of every real person


def _topic(ctx: NoiseContext, tables: set[str]) -> Topic:
    domain = ctx.task_id.split(".", 1)[0]
    if domain == "recruitment" or any(t.startswith("recruitment.") for t in tables):
        return "recruitment"
    if tables & {"hr.leave_requests", "hr.leave_balances"}:
        return "leave"
    if tables & {"calendar.bookings", "calendar.rooms", "calendar.events"}:
        return "room"
    if domain == "crm" or any(t.startswith("crm.") for t in tables):
        return "accounting"
    if domain == "sale":
        return "sale"
    if domain == "hr":
        return "leave"
    return "general"


@per_table
def office_scope(ctx: NoiseContext) -> OfficeScope:
    """What a distractor of the office tables must stay close to, and away from."""
    strings, touched = definition_texts(ctx)
    text = fold(" ".join(strings))
    focus_tables = set(ctx.focus.ids)
    topic = _topic(ctx, focus_tables | set(touched))
    w = ctx.world
    focus_emp = set(ctx.focus.of("hr.employees"))
    requester = w.get("hr.employees", ctx.focus.requester_id or "")
    task_people = [
        e
        for e in HrWorld.of(w).employees
        if e.id in focus_emp or e.email in strings or fold(e.full_name) in text or e is requester
    ]
    task_names = {fold(e.full_name) for e in task_people}
    bystanders = tuple(
        e
        for e in HrWorld.of(w).employees
        if e.status == "active" and e not in task_people and fold(e.full_name) not in task_names
    )

    def far(name: str, record_id: str, table: str) -> bool:
        key = fold(name)
        return record_id not in ctx.focus.ids.get(table, ()) and key not in text

    customers = tuple(c for c in CrmWorld.of(w).customers if far(c.name, c.id, "crm.customers"))
    rooms = tuple(
        r
        for r in CalendarWorld.of(w).rooms
        if r.id not in ctx.focus.ids.get("calendar.rooms", ()) and fold(r.name) not in text
    )
    openings = tuple(
        j
        for j in RecruitmentWorld.of(w).job_openings
        if far(j.title, j.id, "recruitment.job_openings")
    )
    avoid: set[str] = set(task_names)
    for table in ("crm.customers", "recruitment.candidates", "recruitment.job_openings"):
        for record in ctx.focus.records(w, table):
            avoid.add(fold(getattr(record, "name", "") or getattr(record, "full_name", "")))
            if table == "recruitment.job_openings":
                avoid.add(fold(record.title))
    for record in ctx.focus.records(w, "calendar.rooms"):
        avoid.add(fold(record.name))
    for iso in ctx.focus.dates:
        d = date.fromisoformat(iso)
        avoid.update({f"{d:%d/%m}", f"{d.day}/{d.month}", iso})
    taken = {fold(e.full_name) for e in HrWorld.of(w).employees}
    taken |= {fold(c.full_name) for c in RecruitmentWorld.of(w).candidates}
    taken |= {fold(c.full_name) for c in CrmWorld.of(w).contacts}
    taken |= {fold(o.customer_name) for o in SaleWorld.of(w).orders}
    return OfficeScope(
        topic,
        requester,
        bystanders,
        tuple(a for a in avoid if a),
        customers,
        rooms,
        openings,
        frozenset(taken),
    )


TOPIC_DEPARTMENTS = {
    "accounting": ("PB-KT", "PB-KD", "PB-CSKH"),
    "recruitment": ("PB-NS",),
    "sale": ("PB-KT", "PB-KD", "PB-CSKH"),
}
"""Where the colleagues who write about a topic work (other topics: anyone)."""


def topic_person(rng: random.Random, scope: OfficeScope) -> Any:
    """A bystander who would plausibly write about the task's topic."""
    depts = TOPIC_DEPARTMENTS.get(scope.topic)
    heads = {e.manager_id for e in scope.bystanders}
    pool = [
        e
        for e in scope.bystanders
        if depts is None
        or e.department_id in depts
        or (scope.topic == "recruitment" and e.id in heads)
    ]
    return rng.choice(pool or list(scope.bystanders))


def mentions_task(scope: OfficeScope, *texts: str) -> bool:
    """Whether any text names a person, record or date of the task."""
    folded = fold(" ".join(texts))
    return any(a in folded for a in scope.avoid_text)


def pick_date(rng: random.Random, scope_dates: frozenset[str], first: date, last: date) -> date:
    """A working day in [first, last] that is none of the task's dates."""
    span = (last - first).days
    for _ in range(100):
        d = first + timedelta(days=rng.randrange(span + 1))
        if d.weekday() < 5 and d.isoformat() not in scope_dates:
            return d
    raise RuntimeError("no free working day in range")


def outside_name(rng: random.Random, scope: OfficeScope, index: int, gender: str) -> str:
    """A Vietnamese full name of no real person, distinct for every index up to 200."""
    a = (7 * index) % len(FAMILY_NAMES)
    middles = MIDDLE_NAMES[gender]
    b = ((index - 1) // len(FAMILY_NAMES) * 3 + a) % len(middles)
    for _ in range(50):
        candidate = person_name(rng, FAMILY_NAMES[a], gender, set())
        given = candidate.split()[-1]
        name = f"{FAMILY_NAMES[a]} {middles[b]} {given}"
        key = fold(name)
        if key not in scope.taken_names and not any(key in t or t in key for t in scope.avoid_text):
            return name
    raise RuntimeError("no free name")


def money(amount: int) -> str:
    """`14.300.000đ`."""
    return f"{amount:,}".replace(",", ".") + "đ"


def short(employee: Any) -> str:
    """The given name colleagues use (`Hoàng Minh Tuấn` -> `Tuấn`)."""
    return str(employee.full_name.split()[-1])


def dept_name(ctx: NoiseContext, employee: Any) -> str:
    dept = ctx.world.get("hr.departments", employee.department_id)
    return str(dept.name) if dept else ""


# ------------------------------------------------------------------ message bodies


def _topic_mail(
    ctx: NoiseContext, scope: OfficeScope, sender: Any, d: date, sent: date
) -> tuple[str, str]:
    """Subject and body of an internal mail on the task's topic, about other records.

    `d` is the day the mail is about (none of the task's dates), `sent` the day it was sent.
    """
    rng = ctx.rng
    day = f"{d:%d/%m/%Y}"
    earlier = sent - timedelta(days=rng.randrange(1, 6))
    month_end = sent.replace(day=1) - timedelta(days=1)
    sign = f"{sender.full_name}\n{dept_name(ctx, sender)}"
    topic = scope.topic
    if topic == "accounting" and scope.customers:
        customer = rng.choice(scope.customers).name
        amount = rng.randrange(8, 180) * 100_000
        options = [
            (
                f"Đề nghị thanh toán chi phí tiếp khách {customer}",
                f"Chào anh chị phòng Kế toán,\n\nEm gửi đề nghị thanh toán chi phí tiếp khách "
                f"{customer} ngày {earlier:%d/%m}, tổng {money(amount // 10)}, hóa đơn đỏ và phiếu đề "
                f"nghị em đã nộp kèm. Nhờ anh chị kiểm tra giúp em.\n\nEm cảm ơn.\n{sign}",
            ),
            (
                f"Đối chiếu công nợ {customer} đến {month_end:%d/%m/%Y}",
                f"Chào anh chị,\n\nKhách {customer} đã ký lại biên bản đối chiếu công nợ đến hết "
                f"ngày {month_end:%d/%m/%Y}, số liệu khớp với sổ bên mình. Em đã lưu bản scan lên thư mục "
                f"Công nợ trên AMIS.\n\n{sign}",
            ),
            (
                f"Khách {customer} hẹn thanh toán hóa đơn tháng {month_end.month}",
                f"Chào anh chị,\n\nKế toán bên {customer} gọi báo sẽ thanh toán hóa đơn tháng "
                f"{month_end.month} "
                f"trong tuần sau, sau khi giám đốc bên đó đi công tác về. Em báo để anh chị theo "
                f"dõi, chưa cần làm gì thêm ạ.\n\n{sign}",
            ),
            (
                f"Xuất hóa đơn điều chỉnh cho {customer}",
                f"Chào anh chị,\n\n{customer} vừa đổi địa chỉ trụ sở theo giấy đăng ký kinh "
                f"doanh mới. Từ hóa đơn tháng {sent.month} nhờ anh chị cập nhật địa chỉ mới giúp em, bản "
                f"sao giấy phép em gửi kèm.\n\n{sign}",
            ),
            (
                f"Hoàn ứng chuyến công tác {rng.choice(CITIES)}",
                f"Chào anh chị,\n\nEm nộp chứng từ hoàn ứng chuyến công tác vừa rồi: vé máy bay, "
                f"khách sạn 2 đêm và taxi, tổng {money(amount)}. Bản gốc em để trong khay tài "
                f"liệu phòng Kế toán.\n\n{sign}",
            ),
            (
                f"Biên bản nghiệm thu hợp đồng với {customer}",
                f"Chào anh chị,\n\nBiên bản nghiệm thu đợt 1 hợp đồng với {customer} đã có đủ chữ "
                f"ký hai bên. Em gửi bản scan để anh chị làm căn cứ xuất hóa đơn đợt tiếp theo."
                f"\n\n{sign}",
            ),
        ]
    elif topic == "leave":
        colleague = rng.choice([e for e in scope.bystanders if e is not sender] or [sender])
        end = d + timedelta(days=rng.choice((0, 1, 2)))
        if end.weekday() >= 5 or any(
            (d + timedelta(days=k)).isoformat() in ctx.focus.dates for k in range(3)
        ):
            end = d
        span = f"{d:%d/%m}" if end == d else f"{d:%d/%m} đến hết {end:%d/%m/%Y}"
        options = [
            (
                f"Bàn giao công việc trong thời gian em nghỉ phép ({d:%d/%m})",
                f"Chào cả nhà,\n\nEm nghỉ phép {span} để về quê có việc gia đình. Trong thời gian "
                f"này việc gấp anh chị liên hệ {colleague.full_name} giúp em nhé, em đã bàn giao "
                f"đầu việc trong file chung.\n\n{sign}",
            ),
            (
                f"Xin nghỉ ốm ngày {sent:%d/%m}",
                f"Chào anh chị,\n\nEm bị sốt từ tối qua nên xin nghỉ ốm hôm nay ({sent:%d/%m}). "
                f"Em sẽ bổ sung giấy khám bệnh khi đi làm lại.\n\n{sign}",
            ),
            (
                f"Đổi lịch trực trong thời gian {short(colleague)} nghỉ phép",
                f"Chào anh chị,\n\n{colleague.full_name} nghỉ phép {span}, em trực thay phần việc "
                f"của bạn ấy. Anh chị cần gì cứ gửi mail hoặc gọi em nhé.\n\n{sign}",
            ),
            (
                f"Hỏi về cách tính ngày phép năm {d.year}",
                f"Chào anh chị,\n\nEm vào công ty giữa năm nên chưa rõ số ngày phép năm của em "
                f"được tính thế nào. Anh chị chỉ giúp em xem ở đâu trên AMIS với ạ.\n\n{sign}",
            ),
            (
                f"Xin nghỉ nửa ngày chiều {d:%d/%m}",
                f"Chào anh chị,\n\nChiều {day} em xin nghỉ nửa ngày để đưa con đi khám định kỳ. "
                f"Việc trong buổi chiều em đã nhờ {colleague.full_name} hỗ trợ.\n\n{sign}",
            ),
        ]
    elif topic == "room" and scope.rooms:
        room = rng.choice(scope.rooms)
        other = rng.choice(scope.rooms)
        hour = rng.choice(("08:30", "09:00", "10:00", "13:30", "14:00", "15:30"))
        options = [
            (
                f"{room.name} hỏng thiết bị trình chiếu",
                f"Chào anh chị,\n\nThiết bị trình chiếu ở {room.name} (tầng {room.floor}) đang "
                f"chập chờn, bên hỗ trợ CNTT đã ghi nhận. Anh chị có lịch họp ở đây nên mang theo "
                f"cáp dự phòng.\n\n{sign}",
            ),
            (
                f"Mời họp giao ban {dept_name(ctx, sender)} — {hour} ngày {d:%d/%m}",
                f"Kính gửi anh chị,\n\nMời anh chị dự họp giao ban lúc {hour} ngày {day} tại "
                f"{room.name}, tầng {room.floor}. Nội dung: rà soát tiến độ công việc cuối năm."
                f"\n\n{sign}",
            ),
            (
                f"Hủy lịch họp ngày {d:%d/%m} tại {room.name}",
                f"Chào anh chị,\n\nBuổi họp lúc {hour} ngày {day} tại {room.name} tạm hoãn vì "
                f"khách hàng đổi lịch, lịch mới em sẽ báo sau.\n\n{sign}",
            ),
            (
                f"Nhắc: trả {other.name} đúng giờ",
                f"Chào anh chị,\n\nGần đây {other.name} thường bị dùng quá giờ, ảnh hưởng lịch "
                f"họp sau. Anh chị họp xong nhớ tắt thiết bị và trả phòng đúng giờ đã đặt giúp em."
                f"\n\n{sign}",
            ),
            (
                f"Đổi phòng họp buổi đào tạo ngày {d:%d/%m}",
                f"Chào anh chị,\n\nBuổi đào tạo nội bộ ngày {day} chuyển từ {other.name} sang "
                f"{room.name} do số người đăng ký tăng. Giờ học giữ nguyên {hour}.\n\n{sign}",
            ),
        ]
    elif topic == "recruitment" and scope.openings:
        job = rng.choice(scope.openings).title
        person = outside_name(rng, scope, rng.randrange(1, 200), rng.choice(("nam", "nữ")))
        options = [
            (
                f"Giới thiệu ứng viên {job}",
                f"Chào anh chị,\n\nEm giới thiệu bạn {person}, bạn học cũ của em, "
                f"ứng tuyển vị trí {job}. CV em gửi kèm, anh chị xem giúp em nhé.\n\n{sign}",
            ),
            (
                f"Lịch phỏng vấn vị trí {job} tuần tới",
                f"Chào anh chị,\n\nVòng 1 vị trí {job} dự kiến phỏng vấn ngày {day}. Anh chị "
                f"trong hội đồng xem lịch và phản hồi giúp em trước thứ Sáu nhé.\n\n{sign}",
            ),
            (
                f"Chuẩn bị câu hỏi phỏng vấn {job}",
                f"Chào anh chị,\n\nEm nhờ anh chị bổ sung bộ câu hỏi chuyên môn cho vị trí {job}, "
                f"mỗi phần khoảng 5 câu, gửi em trước ngày {day}.\n\n{sign}",
            ),
            (
                f"Kết quả vòng hồ sơ vị trí {job}",
                f"Chào anh chị,\n\nVòng hồ sơ vị trí {job} đã lọc xong, có 6 hồ sơ đạt yêu cầu. "
                f"Danh sách em đã cập nhật trên AMIS Tuyển dụng.\n\n{sign}",
            ),
        ]
    else:
        return _general_mail(ctx, sender, d)
    return rng.choice(options)


def _general_mail(ctx: NoiseContext, sender: Any, d: date) -> tuple[str, str]:
    rng = ctx.rng
    sign = f"{sender.full_name}\n{dept_name(ctx, sender)}"
    amount = rng.choice((100_000, 150_000, 200_000))
    options = [
        (
            "Góp quỹ sinh nhật các bạn tháng 12",
            f"Chào cả nhà,\n\nTháng 12 phòng mình có 3 bạn sinh nhật. Mỗi người góp "
            f"{money(amount)} trước ngày {d:%d/%m}, em tổng hợp và đặt bánh nhé.\n\n{sign}",
        ),
        (
            "Đăng ký khám sức khỏe định kỳ năm 2027",
            f"Chào anh chị,\n\nAnh chị đăng ký ngày khám sức khỏe định kỳ trong form em gửi kèm "
            f"trước ngày {d:%d/%m}. Khám buổi sáng, nhớ nhịn ăn sáng giúp em.\n\n{sign}",
        ),
        (
            "Đăng ký đồng phục năm 2027",
            f"Chào anh chị,\n\nCông ty may đồng phục mới cho năm 2027. Anh chị điền size áo vào "
            f"file chung trước {d:%d/%m} để em gửi nhà may.\n\n{sign}",
        ),
        (
            "Giải bóng đá nội bộ cuối năm",
            f"Chào anh chị,\n\nGiải bóng đá nội bộ sẽ đá vào chiều thứ Bảy tại sân Cầu Giấy. Phòng "
            f"nào có đội thì gửi danh sách cầu thủ cho em trước {d:%d/%m} nhé.\n\n{sign}",
        ),
        (
            "Cập nhật số điện thoại trong danh bạ nội bộ",
            f"Chào anh chị,\n\nAnh chị nào đổi số điện thoại trong năm nay vui lòng cập nhật vào "
            f"danh bạ nội bộ trên AMIS giúp em trước {d:%d/%m}.\n\n{sign}",
        ),
        (
            "Vệ sinh điều hòa văn phòng cuối tuần",
            f"Chào anh chị,\n\nCuối tuần này bên kỹ thuật tòa nhà vệ sinh điều hòa các tầng. Anh "
            f"chị cất gọn tài liệu trên bàn trước khi về chiều thứ Sáu giúp em.\n\n{sign}",
        ),
        (
            "Quyên góp áo ấm cho học sinh vùng cao",
            f"Chào cả nhà,\n\nCông đoàn nhận quyên góp áo ấm, sách vở cho học sinh vùng cao đến "
            f"hết ngày {d:%d/%m}. Đồ quyên góp anh chị để ở quầy lễ tân tầng 2.\n\n{sign}",
        ),
    ]
    return rng.choice(options)


NEWSLETTERS = (
    (
        "bantin@ketoanthue.edu.vn",
        "Bản tin Kế toán – Thuế số {n}/2026",
        "Kính gửi Quý độc giả,\n\nBản tin tuần này: hướng dẫn quyết toán thuế TNCN năm 2026, lưu ý "
        "khi lập hóa đơn điện tử điều chỉnh và lịch nộp báo cáo quý IV.\n\nBan biên tập Bản tin Kế "
        "toán – Thuế",
    ),
    (
        "sukien@diendandoanhnghiepso.vn",
        "Mời tham dự hội thảo “Chuyển đổi số cho doanh nghiệp vừa và nhỏ”",
        "Kính gửi Quý doanh nghiệp,\n\nDiễn đàn Doanh nghiệp Số trân trọng mời Quý vị tham dự hội "
        "thảo trực tuyến về ứng dụng phần mềm quản trị, đăng ký miễn phí tại trang sự kiện."
        "\n\nBan tổ chức",
    ),
    (
        "daotao@kynanghathanh.edu.vn",
        "Khai giảng khóa Kỹ năng quản lý thời gian tháng 01/2027",
        "Kính gửi anh chị,\n\nTrung tâm Đào tạo Kỹ năng Hà Thành khai giảng khóa Kỹ năng quản lý "
        "thời gian cho nhân viên văn phòng, học vào tối thứ Ba và thứ Năm.\n\nTrung tâm Đào tạo Kỹ "
        "năng Hà Thành",
    ),
    (
        "cskh@baohiemhungan.vn",
        "Bảo hiểm sức khỏe nhóm 2027 – ưu đãi gia hạn sớm",
        "Kính gửi Quý công ty,\n\nBảo hiểm Hưng An gửi Quý công ty chương trình ưu đãi gia hạn "
        "sớm gói bảo hiểm sức khỏe nhóm năm 2027. Chuyên viên tư vấn sẽ liên hệ trong tuần."
        "\n\nBảo hiểm Hưng An",
    ),
    (
        "tiec@khachsansonghong.vn",
        "Ưu đãi tiệc cuối năm tại khách sạn Sông Hồng",
        "Kính gửi Quý khách,\n\nKhách sạn Sông Hồng giảm 15% thực đơn tiệc cho đoàn từ 30 khách, "
        "áp dụng đến hết tháng 01/2027.\n\nPhòng Kinh doanh – Khách sạn Sông Hồng",
    ),
    (
        "newsletter@congnghetre.vn",
        "Công nghệ trẻ – điểm tin tuần {n}",
        "Chào bạn,\n\nĐiểm tin tuần này: xu hướng điện toán đám mây năm 2027, bảo mật tài khoản "
        "doanh nghiệp và các công cụ làm việc nhóm mới.\n\nBan biên tập Công nghệ trẻ",
    ),
    (
        "info@inantienphong.vn",
        "Báo giá in lịch Tết và thiệp chúc mừng năm mới 2027",
        "Kính gửi Quý công ty,\n\nIn ấn Tiến Phong gửi bảng giá in lịch để bàn, lịch treo tường "
        "và thiệp chúc mừng năm mới 2027, giảm 10% cho đơn đặt trước ngày 20/12.\n\nIn ấn Tiến "
        "Phong",
    ),
)


# ------------------------------------------------------------------ the generator


def shared_address(ctx: NoiseContext, sender: Any) -> str:
    """The group address of the sender's department when the requester belongs to it, else all@
    (so the mail is in the requester's mailboxes either way)."""
    scope = office_scope(ctx)
    if scope.requester is not None:
        box = Mailboxes.of(scope.requester, MailWorld.of(ctx.world).groups)
        for group in MailWorld.of(ctx.world).groups:
            if group.department_ids == [sender.department_id] and group.address in box.addresses:
                return str(group.address)
    return ALL


def _stamp(rng: random.Random, d: date) -> str:
    hour = rng.randrange(7, 19)
    return f"{d.isoformat()}T{hour:02d}:{rng.randrange(60):02d}"


@generator("mail.messages")
def message(ctx: NoiseContext, index: int) -> dict[str, Any]:
    """Every other message is unread mail on the task's topic from a bystander; the rest are
    newsletters and older read mail, some already archived."""
    rng = ctx.rng
    scope = office_scope(ctx)
    me = scope.requester.email if scope.requester is not None else ALL
    kind = ("topic", "newsletter", "topic_old", "general")[(index - 1) % 4]
    sender = topic_person(rng, scope) if kind != "general" else rng.choice(scope.bystanders)
    labels: list[str] = []
    if kind == "newsletter":
        address, subject, body = rng.choice(NEWSLETTERS)
        n = rng.randrange(40, 50)
        subject, body = subject.format(n=n), body.format(n=n)
        sent = pick_date(rng, frozenset(), date(2026, 11, 2), date(2026, 12, 8))
        folder = rng.choice(("inbox", "inbox", "archive"))
        return {
            "id": ctx.noise_id(index),
            "folder": folder,
            "sender": address,
            "to": [me],
            "subject": subject,
            "body": body,
            "sent_at": _stamp(rng, sent),
            "read": folder == "archive" or rng.random() < 0.5,
            "labels": ["bản tin"],
        }
    for _ in range(50):
        if kind == "topic_old":  # an older thread about a day already past
            d = pick_date(rng, ctx.focus.dates, date(2026, 10, 12), date(2026, 12, 4))
            sent = d - timedelta(days=rng.randrange(1, 4))
        else:  # recent mail about a day to come
            d = pick_date(rng, ctx.focus.dates, date(2026, 12, 10), date(2027, 1, 29))
            sent = pick_date(rng, frozenset(), date(2026, 12, 1), date(2026, 12, 8))
        if kind == "general":
            subject, body = _general_mail(ctx, sender, d)
        else:
            subject, body = _topic_mail(ctx, scope, sender, d, sent)
        if not mentions_task(scope, subject, body):
            break
        sender = topic_person(rng, scope)
    else:
        raise RuntimeError(f"{ctx.task_id}: no mail away from the task's records")
    if kind == "topic":
        folder, read = "inbox", False
    else:
        folder, read = rng.choice(("inbox", "archive")), True
        if kind == "topic_old":
            subject = f"Re: {subject}"
    to = [me] if kind == "topic" and scope.requester is not None else [shared_address(ctx, sender)]
    if scope.topic == "accounting" and kind != "general":
        labels = ["kế toán"]
    return {
        "id": ctx.noise_id(index),
        "folder": folder,
        "sender": sender.email,
        "to": to,
        "subject": subject,
        "body": body,
        "sent_at": _stamp(rng, sent),
        "read": read,
        "labels": labels,
    }
