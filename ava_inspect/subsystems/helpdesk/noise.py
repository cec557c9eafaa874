"""Distractors for the helpdesk tables.

`helpdesk.tickets`: resolved or closed tickets on the task's subject, filed by colleagues with no
part in the task (a finished unpaid-leave ticket of someone else, a fixed projector in another
room). `helpdesk.memory`: notes AVA keeps for other colleagues, never for a person of the task.
"""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any

from ava_inspect.core.noise.context import NoiseContext, generator
from ava_inspect.subsystems.mail.noise import (
    CITIES,
    OfficeScope,
    dept_name,
    mentions_task,
    money,
    office_scope,
    pick_date,
    topic_person,
)

# the department whose people work each team's tickets
TEAM_DEPARTMENT = {
    "hr": "PB-NS",
    "accounting": "PB-KT",
    "admin": "PB-HC",
    "sales": "PB-KD",
    "it": "PB-HC",
}
IT_SUPPORT_TITLE = "CNTT"


def _handler(scope: OfficeScope, team: str, requester: Any, rng: Any) -> Any | None:
    """A bystander of the team's department (IT: the IT support staff) other than the
    requester."""
    dept = TEAM_DEPARTMENT[team]
    people = [
        e
        for e in scope.bystanders
        if e.department_id == dept
        and e is not requester
        and (team != "it" or IT_SUPPORT_TITLE in e.title)
    ]
    return rng.choice(people) if people else None


def _ticket_content(
    ctx: NoiseContext, scope: OfficeScope, requester: Any, when: date
) -> tuple[str, str, str, str]:
    """(team, title, description, resolution) of a finished request on the task's topic."""
    rng = ctx.rng
    dept = dept_name(ctx, requester)
    name = requester.full_name
    topic = scope.topic
    if topic == "leave":
        days = rng.choice((1, 2, 3))
        start = when + timedelta(days=rng.randrange(3, 10))
        while start.weekday() > 4 - (days - 1):
            start += timedelta(days=1)
        end = start + timedelta(days=days - 1)
        month = start.month
        options = [
            (
                "hr",
                f"Nghỉ không hưởng lương - {name} ({dept})",
                f"Em nghỉ không hưởng lương {days} ngày, từ {start:%d/%m/%Y} đến {end:%d/%m/%Y}"
                f", vì đã dùng hết phép năm. Nhờ phòng Nhân sự trừ lương kỳ tháng {month}.",
                f"Đã ghi nhận {days} ngày nghỉ không lương vào bảng công tháng {month}.",
            ),
            (
                "hr",
                f"Điều chỉnh số ngày phép năm - {name}",
                "Số ngày phép năm trên AMIS của em đang thiếu 1 ngày phép thâm niên, nhờ phòng "
                "Nhân sự kiểm tra và cập nhật giúp em.",
                "Đã cộng 1 ngày phép thâm niên, em kiểm tra lại trên AMIS nhé.",
            ),
            (
                "hr",
                f"Hủy đơn nghỉ phép ngày {start:%d/%m}",
                f"Em đã gửi đơn nghỉ phép ngày {start:%d/%m/%Y} nhưng công việc thay đổi nên xin "
                "hủy đơn, nhờ phòng Nhân sự trả lại ngày phép cho em.",
                "Đơn đã hủy, ngày phép đã được hoàn lại.",
            ),
            (
                "hr",
                f"Xác nhận ngày nghỉ ốm {start:%d/%m} để hưởng BHXH",
                f"Em nghỉ ốm ngày {start:%d/%m/%Y}, có giấy ra viện đính kèm. Nhờ phòng Nhân sự "
                "làm hồ sơ hưởng chế độ ốm đau BHXH giúp em.",
                "Hồ sơ đã nộp cơ quan BHXH, tiền chế độ sẽ trả cùng kỳ lương tới.",
            ),
        ]
    elif topic == "room" and scope.rooms:
        room = rng.choice(scope.rooms)
        options = [
            (
                "it",
                f"Máy chiếu {room.name} không nhận laptop",
                f"Máy chiếu ở {room.name} (tầng {room.floor}) không nhận tín hiệu từ laptop, "
                "đã thử cả cáp HDMI và VGA.",
                "Đã thay cáp HDMI mới và cập nhật driver, máy chiếu hoạt động bình thường.",
            ),
            (
                "admin",
                f"{room.name} bị trùng lịch đặt ngày {when:%d/%m}",
                f"Sáng {when:%d/%m/%Y} nhóm em đến {room.name} thì đã có nhóm khác họp, trên hệ "
                "thống lại hiện phòng trống. Nhờ Hành chính kiểm tra giúp.",
                "Lỗi do lịch đặt cũ chưa được hủy trên hệ thống, đã xử lý xong.",
            ),
            (
                "admin",
                f"Đề nghị bổ sung bảng trắng cho {room.name}",
                f"{room.name} hay dùng để họp nhóm nhưng chưa có bảng trắng, nhờ Hành chính bổ "
                "sung giúp.",
                f"Đã lắp bảng trắng và bút cho {room.name}.",
            ),
            (
                "it",
                f"Thiết bị họp trực tuyến {room.name} bị rè tiếng",
                f"Loa của thiết bị họp trực tuyến ở {room.name} bị rè khi họp với khách hàng.",
                "Đã thay micro và cân chỉnh lại âm thanh.",
            ),
        ]
    elif topic == "accounting" and scope.customers:
        customer = rng.choice(scope.customers).name
        amount = rng.randrange(6, 40) * 100_000
        options = [
            (
                "accounting",
                f"Thanh toán chi phí tiếp khách {customer} ngày {when:%d/%m}",
                f"Em chi tiếp khách {customer} ngày {when:%d/%m/%Y} hết {money(amount // 2)}, đã "
                "có phê duyệt trước của trưởng phòng. Nhờ phòng Kế toán thanh toán lại cho em.",
                "Đã thanh toán cùng kỳ lương.",
            ),
            (
                "accounting",
                f"Hoàn ứng công tác phí {rng.choice(CITIES)}",
                f"Em nộp chứng từ hoàn ứng chuyến công tác kết thúc ngày {when:%d/%m/%Y}, tổng "
                f"chi {money(amount * 2)}.",
                "Đã quyết toán tạm ứng, phần chênh lệch đã chuyển khoản cho em.",
            ),
            (
                "accounting",
                f"Xuất hóa đơn cho {customer}",
                f"Nhờ phòng Kế toán xuất hóa đơn điện tử cho {customer} theo biên bản nghiệm thu "
                f"ký ngày {when:%d/%m/%Y}.",
                "Đã xuất hóa đơn và gửi khách qua email.",
            ),
            (
                "accounting",
                f"Cấp lại biên bản đối chiếu công nợ {customer}",
                f"Khách {customer} làm mất biên bản đối chiếu công nợ tháng {when.month}, nhờ "
                "phòng Kế toán in lại bản có chữ ký.",
                "Đã gửi lại bản scan và bản gốc qua đường bưu điện.",
            ),
        ]
    elif topic == "recruitment" and scope.openings:
        job = rng.choice(scope.openings).title
        options = [
            (
                "hr",
                f"Đăng tin tuyển dụng {job}",
                f"Nhờ phòng Nhân sự đăng tin tuyển vị trí {job} trên các trang tuyển dụng, mô tả "
                "công việc em gửi kèm.",
                "Tin đã đăng, hạn nhận hồ sơ 30 ngày.",
            ),
            (
                "it",
                f"Chuẩn bị máy tính cho nhân viên mới vị trí {job}",
                f"Nhân viên mới vị trí {job} đi làm từ ngày {when:%d/%m/%Y}, nhờ IT chuẩn bị máy "
                "tính và tài khoản email.",
                "Đã bàn giao máy tính và tài khoản.",
            ),
            (
                "hr",
                f"Bổ sung người vào hội đồng phỏng vấn {job}",
                f"Vòng 2 vị trí {job} cần thêm một người chuyên môn trong hội đồng, nhờ phòng Nhân "
                "sự cập nhật.",
                "Đã cập nhật hội đồng và gửi lịch cho các thành viên.",
            ),
        ]
    elif topic == "sale":
        options = [
            (
                "accounting",
                f"Đối soát tiền thu hộ COD tháng {when.month}",
                f"Đơn vị vận chuyển gửi bảng đối soát COD tháng {when.month}, nhờ phòng Kế toán "
                "đối chiếu với đơn hàng Mây Store.",
                "Đã đối soát khớp, tiền COD đã về tài khoản.",
            ),
            (
                "accounting",
                "Hoàn tiền đơn hàng khách hủy sau khi chuyển khoản",
                f"Một khách chuyển khoản {money(rng.randrange(3, 12) * 100_000 + 89_000)} rồi hủy "
                "đơn vì hết size, nhờ Kế toán hoàn tiền cho khách.",
                "Đã hoàn tiền cho khách qua chuyển khoản.",
            ),
            (
                "it",
                "Trang bán hàng không hiện mã QR thanh toán",
                "Một số khách báo không thấy mã QR sau khi xác nhận đơn, nhờ IT kiểm tra.",
                "Lỗi bộ nhớ đệm của trang, đã xử lý.",
            ),
        ]
    else:
        options = _general_tickets(ctx, requester, when)
    return rng.choice(options)


def _general_tickets(
    ctx: NoiseContext, requester: Any, when: date
) -> list[tuple[str, str, str, str]]:
    floor = ctx.rng.choice((2, 3, 4, 5))
    return [
        (
            "it",
            "Cấp lại mật khẩu email",
            "Em quên mật khẩu email công ty sau kỳ nghỉ, nhờ IT đặt lại giúp em.",
            "Đã đặt lại mật khẩu, em đổi mật khẩu mới khi đăng nhập nhé.",
        ),
        (
            "it",
            f"Máy in tầng {floor} kẹt giấy",
            f"Máy in tầng {floor} báo kẹt giấy liên tục từ sáng {when:%d/%m}.",
            "Đã thay bộ kéo giấy, máy in chạy bình thường.",
        ),
        (
            "admin",
            "Đăng ký thẻ gửi xe máy",
            "Em đăng ký thẻ gửi xe máy theo tháng dưới tầng hầm, biển số đã gửi kèm.",
            "Đã cấp thẻ, em nhận ở quầy lễ tân.",
        ),
        (
            "it",
            "Xin cấp thêm màn hình phụ",
            f"Công việc của em ở {dept_name(ctx, requester)} cần so sánh nhiều bảng tính, nhờ "
            "IT cấp thêm một màn hình phụ.",
            "Đã lắp màn hình 24 inch.",
        ),
        (
            "admin",
            "Sửa điều hòa khu làm việc",
            f"Điều hòa khu làm việc tầng {floor} chảy nước từ ngày {when:%d/%m}.",
            "Kỹ thuật tòa nhà đã vệ sinh và thay ống thoát nước.",
        ),
    ]


@generator("helpdesk.tickets")
def ticket(ctx: NoiseContext, index: int) -> dict[str, Any]:
    """A finished ticket on the task's subject from a colleague with no part in the task."""
    rng = ctx.rng
    scope = office_scope(ctx)
    for _ in range(50):
        requester = topic_person(rng, scope)
        when = pick_date(rng, ctx.focus.dates, date(2026, 9, 1), date(2026, 11, 27))
        team, title, description, resolution = _ticket_content(ctx, scope, requester, when)
        if not mentions_task(scope, title, description, resolution):
            break
    else:
        raise RuntimeError(f"{ctx.task_id}: no ticket away from the task's records")
    comments = []
    handler = _handler(scope, team, requester, rng)
    if handler is not None:
        comments.append({"author_id": handler.id, "text": resolution})
        if rng.random() < 0.4:
            comments.append({"author_id": requester.id, "text": "Đã kiểm tra, cảm ơn anh chị."})
    return {
        "id": ctx.noise_id(index),
        "requester_id": requester.id,
        "team": team,
        "title": title,
        "description": description,
        "status": rng.choice(("resolved", "closed", "closed")),
        "created_date": when.isoformat(),
        "comments": comments,
    }


# ------------------------------------------------------------------ memory

_PREFERENCES = (
    "Gọi {pronoun} là {pronoun} {given}; trả lời ngắn gọn, gạch đầu dòng.",
    "Báo cáo gửi {pronoun} dạng bảng, số tiền đơn vị nghìn đồng.",
    "Không xếp lịch họp của {pronoun} vào chiều thứ Sáu (đi gặp khách hàng).",
    "Thư gửi ra ngoài công ty luôn ký tên kèm chức danh: {title}.",
    "Lịch họp của {pronoun} ưu tiên buổi sáng, trước 11h00.",
    "Tài liệu gửi {pronoun} bằng file PDF, không gửi file Word.",
    "Nhắc {pronoun} nộp báo cáo tuần trước 17h00 thứ Sáu.",
    "Khi {pronoun} đi công tác, việc gấp chuyển cho {deputy}.",
    "{Pronoun} thích nhận tóm tắt email chưa đọc vào 8h30 mỗi sáng.",
    "Đặt phòng họp cho {pronoun} thì chọn {room} nếu còn trống.",
    "Số điện thoại liên hệ ngoài giờ của {pronoun} chỉ dùng khi thật gấp.",
    "Viết thư cho khách hàng bằng giọng trang trọng, mở đầu bằng 'Kính gửi'.",
)
_TOPIC_NOTES = {
    "accounting": (
        "Chứng từ tiếp khách của {pronoun} nộp kèm phê duyệt của trưởng phòng.",
        "Khách hàng {customer} muốn nhận hóa đơn qua email kế toán, không gửi bản giấy.",
        "Đối chiếu công nợ {customer} vào tuần đầu mỗi quý.",
    ),
    "leave": (
        "{Pronoun} thường nghỉ phép dịp Tết sớm hơn lịch chung 2 ngày để về quê.",
        "Đơn nghỉ của {pronoun} gửi kèm người nhận bàn giao là {deputy}.",
        "Nhắc {pronoun} kiểm tra số ngày phép còn lại vào đầu tháng 12.",
    ),
    "room": (
        "Họp nhóm của {pronoun} thường 6–8 người, cần máy chiếu.",
        "{Pronoun} không thích {room} vì xa thang máy.",
    ),
    "recruitment": (
        "{Pronoun} tham gia hội đồng phỏng vấn vị trí {job}, chỉ nhận lịch buổi chiều.",
        "Thư mời phỏng vấn do {pronoun} gửi luôn cc {deputy}.",
    ),
}


@generator("helpdesk.memory")
def memory(ctx: NoiseContext, index: int) -> dict[str, Any]:
    """A note AVA keeps for a colleague with no part in the task (never the requester)."""
    rng = ctx.rng
    scope = office_scope(ctx)
    missing = [
        key
        for key, present in (
            ("{customer}", scope.customers),
            ("{job}", scope.openings),
            ("{room}", scope.rooms),
        )
        if not present
    ]
    pool = [
        note
        for note in _PREFERENCES + _TOPIC_NOTES.get(scope.topic, ())
        if not any(key in note for key in missing)
    ]
    for _ in range(50):
        owner = rng.choice(scope.bystanders)
        colleagues = [e for e in scope.bystanders if e is not owner]
        deputy = rng.choice(
            [e for e in colleagues if e.department_id == owner.department_id] or colleagues
        )
        pronoun = "anh" if owner.gender == "nam" else "chị"
        values = {
            "pronoun": pronoun,
            "Pronoun": pronoun.capitalize(),
            "given": owner.full_name.split()[-1],
            "title": owner.title,
            "deputy": f"{deputy.full_name} ({deputy.email})",
            "room": rng.choice(scope.rooms).name if scope.rooms else "",
            "customer": rng.choice(scope.customers).name if scope.customers else "",
            "job": rng.choice(scope.openings).title if scope.openings else "",
        }
        first, second = rng.sample(pool, 2)
        content = f"{first.format(**values)} {second.format(**values)}"
        if not mentions_task(scope, content) and all(m["content"] != content for m in ctx.made):
            break
    else:
        raise RuntimeError(f"{ctx.task_id}: no new memory note away from the task's records")
    return {"id": ctx.noise_id(index), "owner_id": owner.id, "content": content}
