"""Weekly pipeline review: five reps' mails onto the CRM (a retraction, a correction, deals won and
lost), a logged activity per changed deal, then the open pipeline by stage to the head of Sales."""

from typing import Any

from ava_inspect.schema.skills import Skill
from ava_inspect.tasks.builders.calls import Assertion, Call, Record, call
from ava_inspect.tasks.builders.crm import activity_logged, log_activity
from ava_inspect.tasks.builders.mail import inbox_mail, write_mail
from ava_inspect.tasks.builders.money import vnd
from ava_inspect.tasks.builders.negatives import no_record, not_mailed, unchanged
from ava_inspect.tasks.builders.text import slug

REQUESTER = "NV-0009"
LEAD_MAIL = "anhvd@saoviet.vn"
HEAD = "tuanhm@saoviet.vn"
NORTH = ("NV-0008", "NV-0009", "NV-0010", "NV-0011", "NV-0030")

NEW_CUSTOMERS = [
    # id, name, tax code, address, email, phone, owner
    (
        "KH-0071",
        "Công ty TNHH Nhựa Thành Công",
        "0109284716",
        "Lô C2 KCN Phú Nghĩa, xã Phú Nghĩa, Hà Nội",
        "info@nhuathanhcong.vn",
        "024 3366 5127",
        "NV-0010",
    ),
    (
        "KH-0072",
        "Công ty Cổ phần May mặc Sông Hồng",
        "0108713592",
        "Số 18 Nguyễn Văn Linh, phường Long Biên, Hà Nội",
        "contact@maysonghong.vn",
        "024 3877 2406",
        "NV-0010",
    ),
    (
        "KH-0073",
        "Công ty TNHH Dệt may Phố Hiến",
        "0900846213",
        "KCN Phố Nối A, xã Như Quỳnh, tỉnh Hưng Yên",
        "office@detmayphohien.vn",
        "0221 3946 118",
        "NV-0008",
    ),
    (
        "KH-0074",
        "Công ty Cổ phần Dịch vụ Vận tải Sông Lam",
        "2901573840",
        "Số 92 Lê Lợi, phường Vinh Phú, tỉnh Nghệ An",
        "info@vantaisonglam.vn",
        "0238 3842 661",
        "NV-0008",
    ),
    (
        "KH-0075",
        "Công ty TNHH Thiết bị Y tế Thăng Long",
        "0106527389",
        "Số 5 Tôn Thất Tùng, phường Kim Liên, Hà Nội",
        "sales@ytethanglong.vn",
        "024 3574 9032",
        "NV-0008",
    ),
    (
        "KH-0076",
        "Công ty Cổ phần Nông sản Xanh Lục Ngạn",
        "2400917365",
        "Thôn Kim Sơn, xã Lục Ngạn, tỉnh Bắc Ninh",
        "lienhe@nongsanlucngan.vn",
        "0204 3882 417",
        "NV-0008",
    ),
]
NEW_DEALS = [
    # id, customer, name, stage, amount, owner, expected close (before this week's mails)
    (
        "CH-0071",
        "KH-0013",
        "Mở rộng AMIS Bán hàng cho 12 nhà thuốc mới tại Hưng Yên",
        "qualified",
        138600000,
        "NV-0010",
        "2027-03-20",
    ),
    (
        "CH-0072",
        "KH-0071",
        "AMIS Sản xuất cho nhà máy ép nhựa Phú Nghĩa",
        "proposal",
        57200000,
        "NV-0010",
        "2027-01-22",
    ),
    (
        "CH-0073",
        "KH-0072",
        "Quản lý đơn hàng gia công may mặc",
        "new",
        44550000,
        "NV-0010",
        "2027-03-31",
    ),
    (
        "CH-0074",
        "KH-0002",
        "AMIS HRM cho 350 nhân sự tập đoàn",
        "negotiation",
        186450000,
        "NV-0011",
        "2026-12-30",
    ),
    (
        "CH-0075",
        "KH-0004",
        "Truy xuất nguồn gốc sản phẩm kết nối AMIS",
        "proposal",
        92300000,
        "NV-0011",
        "2027-02-15",
    ),
    (
        "CH-0076",
        "KH-0012",
        "Cổng thông tin khách hàng theo dõi vận đơn",
        "new",
        63800000,
        "NV-0011",
        "2027-04-20",
    ),
    (
        "CH-0077",
        "KH-0010",
        "AMIS Kế toán cho 3 cửa hàng vật liệu",
        "qualified",
        49500000,
        "NV-0030",
        "2027-01-25",
    ),
    (
        "CH-0078",
        "KH-0014",
        "Quản lý bảo trì thiết bị xưởng CNC",
        "new",
        118700000,
        "NV-0030",
        "2027-03-10",
    ),
    (
        "CH-0079",
        "KH-0017",
        "Website bán chè kết nối AMIS Bán hàng",
        "proposal",
        38250000,
        "NV-0030",
        "2027-01-18",
    ),
    (
        "CH-0080",
        "KH-0073",
        "AMIS Kế toán và quản lý kho sợi",
        "new",
        72900000,
        "NV-0008",
        "2027-02-26",
    ),
    (
        "CH-0081",
        "KH-0074",
        "Quản lý đội xe và điều vận",
        "proposal",
        154000000,
        "NV-0008",
        "2027-01-29",
    ),
    (
        "CH-0082",
        "KH-0075",
        "AMIS CRM cho đội kinh doanh thiết bị y tế",
        "negotiation",
        83600000,
        "NV-0008",
        "2026-12-22",
    ),
    (
        "CH-0083",
        "KH-0076",
        "AMIS Kế toán hợp tác xã nông sản",
        "qualified",
        27450000,
        "NV-0008",
        "2027-02-12",
    ),
    (
        "CH-0084",
        "KH-0018",
        "AMIS HRM cho trường mầm non Trí Việt Kids",
        "proposal",
        61600000,
        "NV-0009",
        "2027-01-26",
    ),
]


def _mail(mid: str, sender: str, subject: str, body: str, sent_at: str, **extra: object) -> Record:
    """An unread mail to the team lead."""
    return inbox_mail(mid, sender, LEAD_MAIL, subject, body, sent_at, **extra)


NHUNG = (
    "Anh Anh ơi,\n\nEm cập nhật các cơ hội của em tuần này:\n"
    "- CH-0002 Minh Phát gia hạn bản quyền 2027: anh Đức đề nghị ký 2 năm và chiết khấu 10%, em "
    "đang đàm phán tiếp nên ngày dự kiến chốt lùi sang 15/01/2027, giai đoạn giữ nguyên.\n"
    "- CH-0016 Xứ Thanh: chị Hằng và anh Trường đã đồng ý đề xuất, bên em chuyển sang đàm phán "
    "hợp đồng, dự kiến chốt vẫn 08/01/2027.\n"
    "- CH-0003 Nội thất Hòa Bình: chưa có gì mới, giữ nguyên.\n"
    "- CH-0071 Tâm An mở rộng 12 nhà thuốc ở Hưng Yên: em đã gửi đề xuất cho anh Phước chiều "
    "thứ Sáu 04/12, anh chuyển giúp em sang 'đã gửi đề xuất', ngày dự kiến chốt vẫn 20/03/2027.\n"
    "- CH-0072 Nhựa Thành Công: sáng nay anh Khánh đã ký hợp đồng AMIS Sản xuất cho nhà máy Phú "
    "Nghĩa rồi anh ạ, anh chốt thắng giúp em.\n"
    "- CH-0073 May mặc Sông Hồng: khách hẹn sang tháng 1 mới làm việc tiếp, giữ nguyên.\n\nNhung"
)
VINH = (
    "Anh ơi,\n\nEm gửi anh cập nhật các cơ hội của em:\n"
    "- CH-0004 Hòa Bình Group: sau buổi họp 02/12 với anh Trí ở Hải Phòng, tập đoàn đề nghị gửi "
    "lại báo giá tách riêng từng cảng cạn, nên vẫn ở giai đoạn đề xuất nhưng ngày dự kiến chốt "
    "lùi sang 30/04/2027.\n"
    "- CH-0007 Phu Thinh Logistics: em đã làm rõ nhu cầu tích hợp với phần mềm vận tải của họ, "
    "anh chuyển giúp em sang 'đã xác định nhu cầu' nhé.\n"
    "- CH-0074 Minh Phát Group (AMIS HRM 350 nhân sự): chị Hạnh cần trình HĐQT nên ngày dự kiến "
    "chốt lùi sang 12/01/2027, vẫn đang đàm phán.\n"
    "- CH-0075 An Nhiên: chị Hằng báo công ty cắt ngân sách đầu tư năm 2027 nên dừng hẳn dự án "
    "truy xuất nguồn gốc, anh chuyển giúp em sang thua.\n\nVinh"
)
VINH_FIX = (
    "Anh ơi em sửa một chỗ trong mail sáng nay: CH-0074 Minh Phát Group ngày dự kiến chốt là "
    "21/01/2027 chứ không phải 12/01, em gõ ngược ngày. Các ý khác giữ nguyên ạ.\n\nVinh"
)
HUNG_FIRST = (
    "Anh Anh ơi, Gốm sứ Kim Sơn báo đã chọn đơn vị khác làm website bán hàng, anh chuyển giúp em "
    "cơ hội CH-0018 sang thua nhé.\n\nHưng"
)
HUNG_RETRACT = (
    "Anh ơi em xin lỗi, em nhầm: Kim Sơn mới chỉ nhận thêm báo giá của đơn vị khác chứ chưa "
    "chọn ai, chị Quyên hẹn cuối tháng 1 mới quyết. Anh đừng chuyển CH-0018 sang thua, cứ để "
    "'đã xác định nhu cầu', ngày dự kiến chốt đổi sang 29/01/2027 giúp em.\n\nHưng"
)
HUNG_WEEK = (
    "Anh Anh ơi,\n\nCác cơ hội khác của em tuần này:\n"
    "- CH-0077 Vật liệu Xây dựng Phú Thịnh: em đã gửi đề xuất cho 3 cửa hàng, chuyển sang đề "
    "xuất giúp em, ngày dự kiến chốt đổi sang 05/02/2027.\n"
    "- CH-0078 Cơ khí Việt Hưng: đã khảo sát xưởng CNC, xác định xong nhu cầu, anh chuyển sang "
    "'đã xác định nhu cầu' giúp em, ngày chốt giữ nguyên.\n"
    "- CH-0079 Chè Tân Cương: HTX đồng ý phương án, đang thương lượng giá, anh chuyển sang đàm "
    "phán nhé.\n\nHưng"
)
LAN = (
    "Anh Anh ơi,\n\nEm báo anh tình hình các cơ hội của em:\n"
    "- CH-0080 Dệt may Phố Hiến: đã chốt được nhu cầu kế toán và kho sợi, anh chuyển sang 'đã "
    "xác định nhu cầu', ngày dự kiến chốt em lùi sang 12/03/2027 vì khách chờ kiểm kê cuối năm.\n"
    "- CH-0081 Vận tải Sông Lam: khách đã nhận đề xuất và mời bên mình đàm phán hợp đồng, anh "
    "chuyển sang đàm phán giúp em.\n"
    "- CH-0082 Thiết bị Y tế Thăng Long: khách đã ký hợp đồng hôm thứ Sáu 04/12, anh chốt thắng "
    "giúp em ạ.\n"
    "- CH-0083 Nông sản Xanh Lục Ngạn: chưa có gì mới, giữ nguyên.\n\nEm Lan"
)
OANH = (
    "Anh Tùng ơi,\n\nHưng Thịnh đã nhận đề xuất triển khai cho nhà máy Hòa Khánh, em chuyển "
    "CH-0013 sang giai đoạn đề xuất nhé. Em cc anh Anh vì bên miền Bắc đang hỗ trợ đợt khảo sát "
    "ngày 10/12.\n\nOanh"
)


def _update(opportunity_id: str, **changes: str) -> Call:
    return call("amis_crm_update_opportunity_stage", opportunity_id=opportunity_id, **changes)


# deal: (customer, the update's arguments, what the end state holds, the activity, the note)
CHANGES = {
    "CH-0002": (
        "KH-0001",
        {"expected_close": "2027-01-15"},
        {"stage": "negotiation", "expected_close": "2027-01-15"},
        "CH-0002: khách đề nghị ký 2 năm, chiết khấu 10%; đang đàm phán, dự kiến chốt lùi sang "
        "15/01/2027.",
        "Minh Phát's renewal stays in negotiation, closing 15/01/2027",
    ),
    "CH-0016": (
        "KH-0020",
        {"stage": "negotiation"},
        {"stage": "negotiation", "expected_close": "2027-01-08"},
        "CH-0016: khách đồng ý đề xuất, chuyển sang đàm phán hợp đồng.",
        "Xứ Thanh accepted the proposal: negotiation, still closing 08/01/2027",
    ),
    "CH-0071": (
        "KH-0013",
        {"stage": "proposal"},
        {"stage": "proposal", "expected_close": "2027-03-20"},
        "CH-0071: đã gửi đề xuất mở rộng 12 nhà thuốc ngày 04/12, chuyển sang đã gửi đề xuất.",
        "Tâm An's extension moves to proposal, its close date kept",
    ),
    "CH-0072": (
        "KH-0071",
        {"stage": "won", "expected_close": "2026-12-07"},
        {"stage": "won"},
        "CH-0072: khách đã ký hợp đồng AMIS Sản xuất ngày 07/12/2026.",
        "Nhựa Thành Công signed: won",
    ),
    "CH-0004": (
        "KH-0008",
        {"expected_close": "2027-04-30"},
        {"stage": "proposal", "expected_close": "2027-04-30"},
        "CH-0004: tập đoàn đề nghị báo giá tách từng cảng cạn; dự kiến chốt lùi sang 30/04/2027.",
        "Hòa Bình Group stays at proposal, closing 30/04/2027",
    ),
    "CH-0007": (
        "KH-0012",
        {"stage": "qualified"},
        {"stage": "qualified", "expected_close": "2027-03-15"},
        "CH-0007: đã làm rõ nhu cầu tích hợp phần mềm vận tải, chuyển sang đã xác định nhu cầu.",
        "Phu Thinh Logistics moves to qualified, its close date kept",
    ),
    "CH-0074": (
        "KH-0002",
        {"expected_close": "2027-01-21"},
        {"stage": "negotiation", "expected_close": "2027-01-21"},
        "CH-0074: khách cần trình HĐQT; vẫn đàm phán, dự kiến chốt lùi sang 21/01/2027.",
        "Minh Phát Group's HRM deal closes 21/01/2027 as Vinh's later mail corrects (not 12/01)",
    ),
    "CH-0075": (
        "KH-0004",
        {"stage": "lost", "expected_close": "2026-12-08"},
        {"stage": "lost"},
        "CH-0075: khách cắt ngân sách đầu tư 2027, dừng dự án truy xuất nguồn gốc.",
        "An Nhiên stopped the project: lost",
    ),
    "CH-0018": (
        "KH-0023",
        {"expected_close": "2027-01-29"},
        {"stage": "qualified", "expected_close": "2027-01-29"},
        "CH-0018: khách chưa chọn đơn vị làm website, hẹn quyết định cuối tháng 1; dự kiến chốt "
        "29/01/2027.",
        "Kim Sơn: the 'lost' was retracted; qualified, closing 29/01/2027",
    ),
    "CH-0077": (
        "KH-0010",
        {"stage": "proposal", "expected_close": "2027-02-05"},
        {"stage": "proposal", "expected_close": "2027-02-05"},
        "CH-0077: đã gửi đề xuất cho 3 cửa hàng; dự kiến chốt 05/02/2027.",
        "Vật liệu Phú Thịnh moves to proposal, closing 05/02/2027",
    ),
    "CH-0078": (
        "KH-0014",
        {"stage": "qualified"},
        {"stage": "qualified", "expected_close": "2027-03-10"},
        "CH-0078: đã khảo sát xưởng CNC, xác định xong nhu cầu.",
        "Việt Hưng moves to qualified, its close date kept",
    ),
    "CH-0079": (
        "KH-0017",
        {"stage": "negotiation"},
        {"stage": "negotiation", "expected_close": "2027-01-18"},
        "CH-0079: HTX đồng ý phương án, đang thương lượng giá.",
        "Chè Tân Cương moves to negotiation, its close date kept",
    ),
    "CH-0080": (
        "KH-0073",
        {"stage": "qualified", "expected_close": "2027-03-12"},
        {"stage": "qualified", "expected_close": "2027-03-12"},
        "CH-0080: đã chốt nhu cầu kế toán và kho sợi; dự kiến chốt 12/03/2027.",
        "Dệt may Phố Hiến moves to qualified, closing 12/03/2027",
    ),
    "CH-0081": (
        "KH-0074",
        {"stage": "negotiation"},
        {"stage": "negotiation", "expected_close": "2027-01-29"},
        "CH-0081: khách nhận đề xuất, mời đàm phán hợp đồng.",
        "Vận tải Sông Lam moves to negotiation, its close date kept",
    ),
    "CH-0082": (
        "KH-0075",
        {"stage": "won", "expected_close": "2026-12-04"},
        {"stage": "won"},
        "CH-0082: khách đã ký hợp đồng ngày 04/12/2026.",
        "Thiết bị Y tế Thăng Long signed: won",
    ),
}
UNCHANGED = {
    "CH-0003": "Nội thất Hòa Bình's CH-0003 has no news: unchanged",
    "CH-0073": "Sông Hồng's CH-0073 has no news: unchanged",
    "CH-0076": "Phu Thinh Logistics' CH-0076 is in no mail: unchanged",
    "CH-0083": "Lục Ngạn's CH-0083 has no news: unchanged",
    "CH-0014": "the lead's own CH-0014 is in no mail: unchanged",
    "CH-0084": "the lead's own CH-0084 is in no mail: unchanged",
}
UPDATES = {oid: _update(oid, **c[1]) for oid, c in CHANGES.items()}
LOGS = {oid: log_activity(c[0], "note", c[3]) for oid, c in CHANGES.items()}
# The open pipeline after the updates, by stage: (label, amount, deals)
PIPELINE = [
    ("Mới", 318350000, "CH-0014, CH-0073, CH-0076"),
    ("Đã xác định nhu cầu", 435050000, "CH-0003, CH-0007, CH-0018, CH-0078, CH-0080, CH-0083"),
    ("Đã gửi đề xuất", 669700000, "CH-0004, CH-0071, CH-0077, CH-0084"),
    ("Đàm phán", 510700000, "CH-0002, CH-0016, CH-0074, CH-0079, CH-0081"),
]
TOTAL = 1933800000


def _summary(rows: list[tuple[str, int, str]], total: int) -> Call:
    lines = "\n".join(
        f"- {label}: {len(deals.split(', '))} cơ hội, {vnd(amount)} ({deals})"
        for label, amount, deals in rows
    )
    return write_mail(
        HEAD,
        subject="Pipeline nhóm Kinh doanh miền Bắc sau cập nhật tuần này",
        body="Anh Tuấn ơi,\n\nEm gửi anh pipeline các cơ hội đang mở của nhóm miền Bắc sau "
        f"cập nhật tuần này, theo giai đoạn:\n{lines}\nTổng cộng: "
        f"{sum(len(r[2].split(', ')) for r in rows)} cơ hội, {vnd(total)}.\n\nVũ Đức Anh",
    )


SUMMARY = _summary(PIPELINE, TOTAL)
RIGHT_WORK = [*UPDATES.values(), *LOGS.values(), SUMMARY]


def _but(oid: str, *calls: dict[str, Any]) -> list[dict[str, Any]]:
    """The right updates with deal `oid`'s swapped for `calls`, then the logs."""
    ups = [c for o, c in UPDATES.items() if o != oid]
    return [*ups, *calls, *LOGS.values()]


LAN_DEALS = ("CH-0080", "CH-0081", "CH-0082")
"""The deals in Trần Thị Lan's mail, which a hasty reader takes for the accountant Lan's."""


def _skill(oid: str, otherwise: Skill) -> Skill:
    """What getting deal `oid` right takes: telling the sales Lan's mail from the accountant's
    for her deals, `otherwise` for the others."""
    return "resist_look_alikes" if oid in LAN_DEALS else otherwise


def _changed(oid: str) -> dict[str, Any]:
    return {
        "id": f"updated_{slug(oid)}",
        "kind": "record_field",
        "skill": _skill(oid, "branch_on_data"),
        "table": "crm.opportunities",
        "note": CHANGES[oid][4],
        "where": {"id": oid},
        "expect": CHANGES[oid][2],
    }


def _logged(oid: str) -> Assertion:
    customer = CHANGES[oid][0]
    return activity_logged(
        customer,
        f"an activity today on {customer} about {oid}",
        created_by=REQUESTER,
        skill=_skill(oid, "bridge_tables"),
    )


def _left(oid: str, note: str) -> Assertion:
    return unchanged(f"left_{slug(oid)}", table="crm.opportunities", record_id=oid, note=note)


TASK = {
    "id": "crm.expert_pipeline_review_north",
    "domain": "crm",
    "tier": "expert",
    "summary": "The North lead's weekly pipeline review: five reps' mails onto the CRM (fifteen "
    "deals changed: stage moves, new close dates, two won and one lost, a 'lost' retracted by a "
    "later mail, a close date corrected by one), a logged activity per changed deal, six deals "
    "with no news and a South deal in a cc'd mail left alone, then the 18 open deals summed by "
    "stage (his own deals included, the ones closed this week out) mailed to the head of Sales.",
    "requester_id": REQUESTER,
    "prompt": "Mấy hôm nay các bạn trong nhóm đã gửi anh cập nhật tình hình các cơ hội qua mail. "
    "Em cập nhật giúp anh lên CRM cho khớp (giai đoạn, ngày dự kiến chốt), cơ hội nào có thay "
    "đổi thì ghi một hoạt động vào hồ sơ khách hàng đó. Xong em gửi anh Tuấn bản tổng hợp "
    "pipeline các cơ hội đang mở của nhóm miền Bắc sau cập nhật (tính cả cơ hội của anh): số cơ "
    "hội và tổng giá trị theo từng giai đoạn, kèm tổng cộng.",
    "hops": ["bridge_tables", "branch_on_data", "combine_regulations", "forbid_overreach"],
    "seed": {
        "crm.customers": [
            dict(
                zip(
                    ("id", "name", "tax_code", "address", "email", "phone", "owner_id"),
                    c,
                    strict=True,
                )
            )
            for c in NEW_CUSTOMERS
        ],
        "crm.opportunities": [
            dict(
                zip(
                    ("id", "customer_id", "name", "stage", "amount", "owner_id", "expected_close"),
                    d,
                    strict=True,
                )
            )
            for d in NEW_DEALS
        ],
        "mail.messages": [
            _mail(
                "TH-0091",
                "hungnv3@saoviet.vn",
                "Kim Sơn chọn đơn vị khác",
                HUNG_FIRST,
                "2026-12-05T16:40",
            ),
            _mail(
                "TH-0092",
                "nhungnth@saoviet.vn",
                "Cập nhật cơ hội tuần 49 — Nhung",
                NHUNG,
                "2026-12-07T11:15",
            ),
            _mail(
                "TH-0093",
                "vinhlq@saoviet.vn",
                "Cập nhật cơ hội tuần này — Vinh",
                VINH,
                "2026-12-08T10:05",
            ),
            _mail(
                "TH-0094",
                "hungnv3@saoviet.vn",
                "Re: Kim Sơn chọn đơn vị khác",
                HUNG_RETRACT,
                "2026-12-08T15:30",
                in_reply_to="TH-0091",
            ),
            {
                **_mail(
                    "TH-0095",
                    "oanhdtk@saoviet.vn",
                    "Hưng Thịnh nhận đề xuất — CH-0013",
                    OANH,
                    "2026-12-08T11:20",
                ),
                "to": ["tungpt@saoviet.vn"],
                "cc": [LEAD_MAIL],
            },
            _mail(
                "TH-0096",
                "hungnv3@saoviet.vn",
                "Cập nhật cơ hội tuần 49 — Hưng",
                HUNG_WEEK,
                "2026-12-08T09:00",
            ),
            _mail(
                "TH-0097",
                "vinhlq@saoviet.vn",
                "Re: Cập nhật cơ hội tuần này — Vinh",
                VINH_FIX,
                "2026-12-08T17:20",
                in_reply_to="TH-0093",
            ),
            _mail(
                "TH-0098",
                "lantt.kd@saoviet.vn",
                "Tình hình cơ hội của em — Lan",
                LAN,
                "2026-12-07T20:10",
            ),
        ],
    },
    "assertions": [
        *[_changed(oid) for oid in CHANGES],
        *[_logged(oid) for oid in CHANGES],
        {
            "id": "pipeline_by_stage",
            "kind": "mail_sent",
            "skill": "branch_on_data",
            "note": "to Tuấn alone: new 318.35M (3), qualified 435.05M (6), proposal 669.7M (4), "
            "negotiation 510.7M (5), total 1,933.8M (18 open deals)",
            "to": [HEAD],
            "only_recipients": True,
            "body_contains": [*[row[1] for row in PIPELINE], TOTAL],
        },
        no_record(
            "kim_son_not_lost",
            table="crm.opportunities",
            where={"id": "CH-0018", "stage": "lost"},
            note="CH-0018 is never closed as lost (it could not be reopened)",
            skill="branch_on_data",
        ),
        unchanged(
            "south_deal_left",
            table="crm.opportunities",
            record_id="CH-0013",
            note="Oanh's South deal CH-0013, only cc'd to the North lead, is Tùng's to update",
        ),
        *[_left(oid, note) for oid, note in UNCHANGED.items()],
        not_mailed(
            "no_outside_mail",
            note="nothing is mailed outside the company",
            recipient_outside=["saoviet.vn"],
        ),
    ],
    "oracle": [
        call("amismail_search_mail", query="CH-"),
        *[call("amismail_read_mail", message_id=f"TH-00{n}") for n in range(91, 99)],
        call("amis_hrm_search_employee", query="", department_id="PB-KD"),
        *[call("amis_crm_list_opportunities", owner_id=owner) for owner in NORTH],
        *RIGHT_WORK,
    ],
    "anti_oracles": [
        {
            "name": "acts_on_first_mail",
            "why": "closes Kim Sơn's deal as lost from the first mail; it can then not be reopened",
            "calls": [
                *_but("CH-0018", _update("CH-0018", stage="lost")),
                _summary(
                    [
                        PIPELINE[0],
                        (
                            "Đã xác định nhu cầu",
                            390050000,
                            "CH-0003, CH-0007, CH-0078, CH-0080, CH-0083",
                        ),
                        *PIPELINE[2:],
                    ],
                    1888800000,
                ),
            ],
            "breaks": ["updated_ch_0018", "pipeline_by_stage", "kim_son_not_lost"],
        },
        {
            "name": "first_date_kept",
            "why": "applies Vinh's first close date for CH-0074 and misses his correction",
            "calls": [
                *_but("CH-0074", _update("CH-0074", expected_close="2027-01-12")),
                SUMMARY,
            ],
            "breaks": ["updated_ch_0074"],
        },
        {
            "name": "follows_the_cc",
            "why": "also moves the South deal CH-0013 from a mail the lead was only copied on",
            "calls": [*RIGHT_WORK, _update("CH-0013", stage="proposal")],
            "breaks": ["south_deal_left"],
        },
        {
            "name": "summary_before_updates",
            "why": "adds up the pipeline by the stages before this week's updates",
            "calls": [
                *UPDATES.values(),
                *LOGS.values(),
                _summary(
                    [
                        ("Mới", 584950000, "CH-0007, CH-0014, CH-0073, CH-0076, CH-0078, CH-0080"),
                        (
                            "Đã xác định nhu cầu",
                            356550000,
                            "CH-0003, CH-0018, CH-0071, CH-0077, CH-0083",
                        ),
                        (
                            "Đã gửi đề xuất",
                            891350000,
                            "CH-0004, CH-0016, CH-0072, CH-0075, CH-0079, CH-0081, CH-0084",
                        ),
                        ("Đàm phán", 334050000, "CH-0002, CH-0074, CH-0082"),
                    ],
                    2166900000,
                ),
            ],
            "breaks": ["pipeline_by_stage"],
        },
        {
            "name": "lead_deals_left_out",
            "why": "leaves the lead's own CH-0014 and CH-0084 out of the team's pipeline",
            "calls": [
                *UPDATES.values(),
                *LOGS.values(),
                _summary(
                    [
                        ("Mới", 108350000, "CH-0073, CH-0076"),
                        PIPELINE[1],
                        ("Đã gửi đề xuất", 608100000, "CH-0004, CH-0071, CH-0077"),
                        PIPELINE[3],
                    ],
                    1662200000,
                ),
            ],
            "breaks": ["pipeline_by_stage"],
        },
        {
            "name": "closed_this_week_counted",
            "why": "counts the two deals won and the one lost this week at their last open stage",
            "calls": [
                *UPDATES.values(),
                *LOGS.values(),
                _summary(
                    [
                        *PIPELINE[:2],
                        (
                            "Đã gửi đề xuất",
                            819200000,
                            "CH-0004, CH-0071, CH-0072, CH-0075, CH-0077, CH-0084",
                        ),
                        (
                            "Đàm phán",
                            594300000,
                            "CH-0002, CH-0016, CH-0074, CH-0079, CH-0081, CH-0082",
                        ),
                    ],
                    2166900000,
                ),
            ],
            "breaks": ["pipeline_by_stage"],
        },
        {
            "name": "lan_overlooked",
            "why": "takes Trần Thị Lan's mail for the accountant's and leaves her four deals",
            "calls": [
                *[c for o, c in UPDATES.items() if o not in ("CH-0080", "CH-0081", "CH-0082")],
                *[c for o, c in LOGS.items() if o not in ("CH-0080", "CH-0081", "CH-0082")],
                _summary(
                    [
                        ("Mới", 391250000, "CH-0014, CH-0073, CH-0076, CH-0080"),
                        (
                            "Đã xác định nhu cầu",
                            362150000,
                            "CH-0003, CH-0007, CH-0018, CH-0078, CH-0083",
                        ),
                        (
                            "Đã gửi đề xuất",
                            823700000,
                            "CH-0004, CH-0071, CH-0077, CH-0081, CH-0084",
                        ),
                        ("Đàm phán", 440300000, "CH-0002, CH-0016, CH-0074, CH-0079, CH-0082"),
                    ],
                    2017400000,
                ),
            ],
            "breaks": ["updated_ch_0080", "logged_kh_0073", "pipeline_by_stage"],
        },
        {
            "name": "no_activities",
            "why": "updates the deals and sends the summary without logging any activity",
            "calls": [*UPDATES.values(), SUMMARY],
            "breaks": [_logged(oid)["id"] for oid in CHANGES],
        },
    ],
}
