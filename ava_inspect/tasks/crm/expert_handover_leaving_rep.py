"""A sales rep leaves: every customer and open deal moves by the team lead's plan and its correction."""

from typing import Any

from ava_inspect.schema.skills import Skill
from ava_inspect.tasks.builders.calls import Call, call
from ava_inspect.tasks.builders.crm import log_activity
from ava_inspect.tasks.builders.mail import write_mail
from ava_inspect.tasks.builders.negatives import no_record, not_mailed
from ava_inspect.tasks.builders.text import slug
from ava_inspect.tasks.builders.variants import with_args

REQUESTER = "NV-0012"
LAM, OANH, ANH, TUNG = "NV-0027", "NV-0013", "NV-0038", "NV-0012"
OANH_MAIL, ANH_MAIL = "oanhdtk@saoviet.vn", "anhptn@saoviet.vn"
NORTH_LEAD = "anhvd@saoviet.vn"
TEAM = ["oanhdtk@saoviet.vn", "anhptn@saoviet.vn", "lamtv@saoviet.vn"]

PLAN = (
    "Chào cả nhóm,\n\n"
    "Lâm nghỉ việc từ ngày 16/12/2026. Anh chốt phương án nhận bàn giao khách của Lâm như sau:\n"
    "- Khách có địa chỉ tại TP. Hồ Chí Minh: Oanh nhận.\n"
    "- Khách ở các tỉnh, thành miền Tây (Cần Thơ, An Giang, Vĩnh Long, Đồng Tháp, Cà Mau): Ánh "
    "nhận.\n"
    "- Riêng Hoa Binh Corp đang đàm phán gia hạn thuê bao năm 2027, anh trực tiếp nhận.\n"
    "- Các khách còn lại anh nhận.\n"
    "Cơ hội đang mở của khách nào thì đi theo người nhận khách đó; cơ hội đã thắng hoặc đã thua "
    "giữ nguyên để lưu lịch sử.\n\n"
    "Lâm chuẩn bị hồ sơ từng khách, bàn giao xong trước 15/12 nhé.\n\nAnh Tùng"
)
CORRECTION = (
    "Anh sửa một chỗ: Mekong Xanh giao Oanh chứ không phải Ánh, vì chị Tuyền bên đó đã làm việc "
    "với Oanh từ đợt triển khai kho nguyên liệu, đổi người lúc này không tiện. Các khách khác "
    "giữ như phương án trên.\n\nAnh Tùng"
)

NEW_OWNER = {
    "KH-0009": TUNG,
    "KH-0015": OANH,
    "KH-0061": OANH,
    "KH-0062": ANH,
    "KH-0063": ANH,
    "KH-0064": TUNG,
    "KH-0065": OANH,
    "KH-0066": OANH,
    "KH-0067": OANH,
    "KH-0068": ANH,
    "KH-0069": ANH,
    "KH-0070": TUNG,
    "KH-0071": ANH,
    "KH-0072": TUNG,
    "KH-0073": ANH,
    "KH-0074": ANH,
}
"""Lâm's sixteen customers and who takes each over."""
OPEN_DEALS = {
    "CH-0005": TUNG,
    "CH-0010": OANH,
    "CH-0061": OANH,
    "CH-0063": ANH,
    "CH-0065": TUNG,
    "CH-0066": OANH,
    "CH-0068": ANH,
    "CH-0069": TUNG,
    "CH-0070": ANH,
}
CLOSED_DEALS = ["CH-0062", "CH-0064", "CH-0067"]
MORE_CUSTOMERS = [
    # id, name, tax code, address, email, phone
    (
        "KH-0066",
        "Công ty TNHH Nhựa Bình Dương Xanh",
        "3702518846",
        "Số 9 Đại lộ Bình Dương, phường Thủ Dầu Một, TP. Hồ Chí Minh",
        "info@nhuabinhduongxanh.vn",
        "0274 3822 516",
    ),
    (
        "KH-0067",
        "Công ty Cổ phần Du lịch Biển Vũng Tàu",
        "3501728354",
        "Số 15 Thùy Vân, phường Vũng Tàu, TP. Hồ Chí Minh",
        "booking@dulichbienvungtau.vn",
        "0254 3852 119",
    ),
    (
        "KH-0068",
        "Công ty TNHH Trái cây Vĩnh Long",
        "1501184627",
        "Số 21 Phạm Thái Bường, phường Phước Hậu, tỉnh Vĩnh Long",
        "info@traicayvinhlong.vn",
        "0270 3823 645",
    ),
    (
        "KH-0069",
        "Công ty Cổ phần Thủy sản Rạch Giá",
        "1700628153",
        "Số 7 Lê Lợi, phường Rạch Giá, tỉnh An Giang",
        "ketoan@thuysanrachgia.vn",
        "0297 3862 408",
    ),
    (
        "KH-0070",
        "Công ty TNHH Cơ khí Trảng Bàng",
        "3901327465",
        "Lô B3 KCN Trảng Bàng, phường Trảng Bàng, tỉnh Tây Ninh",
        "office@cokhitrangbang.vn",
        "0276 3881 207",
    ),
    (
        "KH-0071",
        "Công ty TNHH Dừa Xanh Bến Tre",
        "1300962518",
        "Số 3 Đồng Khởi, phường An Hội, tỉnh Vĩnh Long",
        "info@duaxanhbentre.vn",
        "0275 3824 731",
    ),
    (
        "KH-0072",
        "Công ty Cổ phần Gạch men Đồng Xoài",
        "3801294637",
        "Số 88 Phú Riềng Đỏ, phường Đồng Xoài, tỉnh Đồng Nai",
        "sales@gachmendongxoai.vn",
        "0271 3879 152",
    ),
    (
        "KH-0073",
        "Công ty TNHH Tôm giống Cà Mau",
        "2001463582",
        "Số 45 Lý Thường Kiệt, phường An Xuyên, tỉnh Cà Mau",
        "info@tomgiongcamau.vn",
        "0290 3831 486",
    ),
    (
        "KH-0074",
        "Công ty TNHH Trái cây Mỹ Tho",
        "1201583947",
        "Số 12 Ấp Bắc, phường Mỹ Tho, tỉnh Đồng Tháp",
        "info@traicaymytho.vn",
        "0273 3872 630",
    ),
]
MORE_DEALS = [
    # id, customer, name, stage, amount, expected close
    ("CH-0066", "KH-0066", "AMIS Sản xuất cho nhà máy ép nhựa", "proposal", 88000000, "2027-02-12"),
    (
        "CH-0067",
        "KH-0067",
        "Phần mềm quản lý khách sạn kết nối AMIS Kế toán",
        "lost",
        52000000,
        "2026-11-18",
    ),
    (
        "CH-0068",
        "KH-0068",
        "AMIS Kế toán và truy xuất vùng trồng",
        "qualified",
        64500000,
        "2027-03-05",
    ),
    ("CH-0069", "KH-0070", "AMIS Kế toán cho xưởng cơ khí", "new", 47000000, "2027-04-08"),
    (
        "CH-0070",
        "KH-0073",
        "Quản lý trại giống kết nối AMIS Kế toán",
        "negotiation",
        58300000,
        "2027-01-15",
    ),
]
MORE_INVOICES = [
    # id, customer, issued, due, amount, paid, status, description
    (
        "HD-0065",
        "KH-0066",
        "2026-10-31",
        "2026-11-30",
        42350000,
        20000000,
        "partially_paid",
        "Phí khảo sát dây chuyền ép nhựa",
    ),
    (
        "HD-0066",
        "KH-0068",
        "2026-11-20",
        "2026-12-20",
        18700000,
        0,
        "unpaid",
        "Phí tư vấn quy trình thu mua trái cây",
    ),
    (
        "HD-0067",
        "KH-0069",
        "2026-10-21",
        "2026-11-20",
        36080000,
        20000000,
        "partially_paid",
        "Phí bản quyền AMIS Kế toán năm 2027",
    ),
    (
        "HD-0068",
        "KH-0072",
        "2026-12-08",
        "2027-01-07",
        27500000,
        0,
        "unpaid",
        "Phí triển khai AMIS Kế toán",
    ),
    (
        "HD-0069",
        "KH-0074",
        "2026-11-05",
        "2026-12-05",
        9900000,
        0,
        "unpaid",
        "Phí đào tạo kế toán kho lạnh",
    ),
]
MORE_PAYMENTS = [
    ("PT-0093", "HD-0065", 20000000, "2026-11-30"),
    ("PT-0094", "HD-0067", 12000000, "2026-11-20"),
    ("PT-0095", "HD-0067", 8000000, "2026-12-04"),
]
NAMES = {TUNG: "anh Tùng", OANH: "Oanh", ANH: "Ánh"}


def _owner(customer_id: str, owner_id: str) -> Call:
    return call("amis_crm_update_customer", customer_id=customer_id, owner_id=owner_id)


def _deal(opportunity_id: str, owner_id: str) -> Call:
    return call(
        "amis_crm_update_opportunity_stage", opportunity_id=opportunity_id, owner_id=owner_id
    )


def _note(customer_id: str, owner_id: str) -> Call:
    return log_activity(
        customer_id,
        "note",
        f"Bàn giao khách hàng: anh Trần Văn Lâm nghỉ việc từ 16/12/2026, "
        f"{NAMES[owner_id]} nhận phụ trách khách hàng này theo phương án của anh Tùng.",
    )


def _brief(to: str, name: str, lines: str) -> Call:
    return write_mail(
        to,
        subject="Khách hàng nhận bàn giao từ anh Lâm",
        body=f"Chào {name},\n\nTheo phương án của anh Tùng, em nhận phụ trách các khách "
        f"hàng sau của anh Lâm (đã cập nhật trên CRM):\n{lines}\n\nAVA (thay anh Tùng)",
    )


OANH_BRIEF = _brief(
    OANH_MAIL,
    "Oanh",
    "1. Công ty Cổ phần Thủy sản Mekong Xanh (KH-0015): còn phải thu 49.080.000đ (HD-0033 "
    "27.300.000đ quá hạn, HD-0034 21.780.000đ); cơ hội đang mở CH-0010 Số hóa quy trình thu mua "
    "nguyên liệu (đã gửi đề xuất, 156.000.000đ).\n"
    "2. Công ty Cổ phần Bao bì Phước Long (KH-0061): còn phải thu 16.500.000đ (HD-0061); cơ hội "
    "đang mở CH-0061 Triển khai AMIS Kế toán cho nhà máy bao bì (mới, 95.000.000đ).\n"
    "3. Công ty Cổ phần Điện máy Gò Vấp (KH-0065): không còn công nợ, không có cơ hội đang mở.\n"
    "4. Công ty TNHH Nhựa Bình Dương Xanh (KH-0066): còn phải thu 22.350.000đ (HD-0065, quá "
    "hạn); cơ hội đang mở CH-0066 AMIS Sản xuất cho nhà máy ép nhựa (đã gửi đề xuất, "
    "88.000.000đ).\n"
    "5. Công ty Cổ phần Du lịch Biển Vũng Tàu (KH-0067): không còn công nợ, không có cơ hội đang "
    "mở.",
)
ANH_BRIEF = _brief(
    ANH_MAIL,
    "Ánh",
    "1. Công ty TNHH Nông sản Tây Đô (KH-0062): còn phải thu 14.300.000đ (HD-0062, quá hạn); cơ "
    "hội đang mở CH-0063 AMIS Kế toán và hóa đơn điện tử (đã xác định nhu cầu, 72.000.000đ).\n"
    "2. Công ty TNHH Chế biến Thủy sản Long Xuyên (KH-0063): còn phải thu 29.000.000đ (HD-0063, "
    "đã trả 30.000.000đ trên 59.000.000đ); không có cơ hội đang mở.\n"
    "3. Công ty TNHH Trái cây Vĩnh Long (KH-0068): còn phải thu 18.700.000đ (HD-0066); cơ hội "
    "đang mở CH-0068 AMIS Kế toán và truy xuất vùng trồng (đã xác định nhu cầu, 64.500.000đ).\n"
    "4. Công ty Cổ phần Thủy sản Rạch Giá (KH-0069): còn phải thu 16.080.000đ (HD-0067, quá "
    "hạn); không có cơ hội đang mở.\n"
    "5. Công ty TNHH Dừa Xanh Bến Tre (KH-0071): không còn công nợ, không có cơ hội đang mở.\n"
    "6. Công ty TNHH Tôm giống Cà Mau (KH-0073): không còn công nợ; cơ hội đang mở CH-0070 Quản "
    "lý trại giống kết nối AMIS Kế toán (đàm phán, 58.300.000đ).\n"
    "7. Công ty TNHH Trái cây Mỹ Tho (KH-0074): còn phải thu 9.900.000đ (HD-0069, quá hạn); không "
    "có cơ hội đang mở.",
)
RIGHT_WORK = [
    *[_owner(c, o) for c, o in NEW_OWNER.items()],
    *[_deal(d, o) for d, o in OPEN_DEALS.items()],
    *[_note(c, o) for c, o in NEW_OWNER.items()],
    OANH_BRIEF,
    ANH_BRIEF,
]


def _moved(customer_id: str, owner_id: str, why: str, *, skill: Skill) -> dict[str, Any]:
    return {
        "id": f"owner_{slug(customer_id)}",
        "kind": "record_field",
        "skill": skill,
        "table": "crm.customers",
        "note": why,
        "where": {"id": customer_id},
        "expect": {"owner_id": owner_id},
    }


NOTE_SKILLS: dict[str, Skill] = {
    "KH-0015": "combine_regulations",
    "KH-0065": "bridge_tables",
    "KH-0071": "bridge_tables",
}
"""What a handover note takes beyond reading the customer's address by the plan: the plan with
its correction (Mekong Xanh), or finding the customers with neither debt nor deal."""


def _noted(customer_id: str, owner_id: str, who: list[str] | None) -> dict[str, Any]:
    """A handover note today; one for Oanh or Ánh names her (every note may name Tùng, whose
    plan it follows)."""
    content = {"content": {"contains": [who]}} if who else {}
    return {
        "id": f"note_{slug(customer_id)}",
        "kind": "record_exists",
        "skill": NOTE_SKILLS.get(customer_id, "branch_on_data"),
        "table": "crm.activities",
        "note": f"a handover note today on {customer_id}"
        + (f", naming its new owner {owner_id}" if who else ""),
        "where": {
            "customer_id": customer_id,
            "kind": "note",
            "created_by": REQUESTER,
            "date": "2026-12-09",
            **content,
        },
    }


def _with_owner(owners: dict[str, str], deals: dict[str, str]) -> list[dict[str, Any]]:
    """The right work with other owners for some customers or deals."""
    return [
        *[_owner(c, owners.get(c, o)) for c, o in NEW_OWNER.items()],
        *[_deal(d, deals.get(d, o)) for d, o in OPEN_DEALS.items()],
        *[_note(c, owners.get(c, o)) for c, o in NEW_OWNER.items()],
        OANH_BRIEF,
        ANH_BRIEF,
    ]


WHO = {TUNG: None, OANH: ["Oanh", OANH], ANH: ["Ánh", ANH]}

TASK = {
    "id": "crm.expert_handover_leaving_rep",
    "domain": "crm",
    "tier": "expert",
    "summary": "A leaving rep's sixteen customers (the two with neither debt nor deal found only "
    "by listing every customer) "
    "and nine open deals move by the team lead's plan (address rules, a named exception, a later "
    "correction, a catch-all), won and lost deals stay, each customer gets a handover note, and "
    "the two receivers (Ánh, not Vũ Đức Anh) each get their list with what is still owed and the "
    "open deals.",
    "requester_id": REQUESTER,
    "prompt": "Em ơi, Lâm nghỉ từ 16/12, phương án chia khách của Lâm anh đã gửi nhóm qua mail "
    "rồi. Em chuyển giúp anh toàn bộ khách và cơ hội của Lâm trên CRM theo phương án đó, mỗi "
    "khách ghi một hoạt động ghi chú bàn giao (giao cho ai), rồi gửi Oanh và Ánh mỗi bạn một mail "
    "liệt kê "
    "các khách bạn ấy nhận, kèm số công nợ còn phải thu và các cơ hội đang mở của từng khách để "
    "các bạn nắm nhé.",
    "hops": ["bridge_tables", "branch_on_data", "combine_regulations", "forbid_overreach"],
    "seed": {
        "mail.messages": [
            {
                "id": "TH-0091",
                "folder": "sent",
                "sender": "tungpt@saoviet.vn",
                "to": TEAM,
                "subject": "Phương án nhận bàn giao khách hàng của Lâm",
                "body": PLAN,
                "sent_at": "2026-12-07T08:30",
            },
            {
                "id": "TH-0092",
                "folder": "sent",
                "sender": "tungpt@saoviet.vn",
                "to": TEAM,
                "subject": "Re: Phương án nhận bàn giao khách hàng của Lâm",
                "body": CORRECTION,
                "sent_at": "2026-12-08T17:20",
                "in_reply_to": "TH-0091",
            },
        ],
        "crm.customers": [
            {
                "id": "KH-0061",
                "name": "Công ty Cổ phần Bao bì Phước Long",
                "tax_code": "0317248816",
                "address": "Số 18 đường số 7, phường An Khánh, TP. Hồ Chí Minh",
                "email": "info@baobiphuoclong.vn",
                "phone": "028 3740 2218",
                "owner_id": LAM,
            },
            {
                "id": "KH-0062",
                "name": "Công ty TNHH Nông sản Tây Đô",
                "tax_code": "1801672354",
                "address": "Số 56 đường 30 Tháng 4, phường Ninh Kiều, Cần Thơ",
                "email": "ketoan@nongsantaydo.vn",
                "phone": "0292 3836 415",
                "owner_id": LAM,
            },
            {
                "id": "KH-0063",
                "name": "Công ty TNHH Chế biến Thủy sản Long Xuyên",
                "tax_code": "1602218473",
                "address": "Số 12 Trần Hưng Đạo, phường Long Xuyên, tỉnh An Giang",
                "email": "office@thuysanlongxuyen.vn",
                "phone": "0296 3852 774",
                "owner_id": LAM,
            },
            {
                "id": "KH-0064",
                "name": "Công ty TNHH Gỗ Tam Hiệp",
                "tax_code": "3603519882",
                "address": "Lô C7 KCN Biên Hòa 2, phường Tam Hiệp, tỉnh Đồng Nai",
                "email": "sales@gotamhiep.vn",
                "phone": "0251 3836 920",
                "owner_id": LAM,
            },
            {
                "id": "KH-0065",
                "name": "Công ty Cổ phần Điện máy Gò Vấp",
                "tax_code": "0312875409",
                "address": "Số 402 Quang Trung, phường Gò Vấp, TP. Hồ Chí Minh",
                "email": "ketoan@dienmaygovap.vn",
                "phone": "028 3894 1156",
                "owner_id": LAM,
            },
            *[
                dict(
                    zip(("id", "name", "tax_code", "address", "email", "phone"), c, strict=True),
                    owner_id=LAM,
                )
                for c in MORE_CUSTOMERS
            ],
        ],
        "crm.contacts": [
            {
                "id": "LH-0091",
                "customer_id": "KH-0061",
                "full_name": "Hồ Thị Thanh Vân",
                "title": "Kế toán trưởng",
                "email": "van.htt@baobiphuoclong.vn",
                "phone": "0903 518 264",
            },
            {
                "id": "LH-0092",
                "customer_id": "KH-0062",
                "full_name": "Huỳnh Văn Lộc",
                "title": "Giám đốc",
                "email": "loc.hv@nongsantaydo.vn",
                "phone": "0918 227 463",
            },
            {
                "id": "LH-0093",
                "customer_id": "KH-0063",
                "full_name": "Trương Thị Bích Ngọc",
                "title": "Kế toán",
                "email": "ngoc.ttb@thuysanlongxuyen.vn",
                "phone": "0939 614 802",
            },
            {
                "id": "LH-0094",
                "customer_id": "KH-0064",
                "full_name": "Đinh Công Minh",
                "title": "Giám đốc",
                "email": "minh.dc@gotamhiep.vn",
                "phone": "0913 742 158",
            },
            {
                "id": "LH-0095",
                "customer_id": "KH-0065",
                "full_name": "Lý Thị Mai",
                "title": "Kế toán",
                "email": "mai.lt@dienmaygovap.vn",
                "phone": "0908 361 927",
            },
        ],
        "crm.opportunities": [
            {
                "id": "CH-0061",
                "customer_id": "KH-0061",
                "name": "Triển khai AMIS Kế toán cho nhà máy bao bì",
                "stage": "new",
                "amount": 95000000,
                "owner_id": LAM,
                "expected_close": "2027-03-20",
            },
            {
                "id": "CH-0062",
                "customer_id": "KH-0061",
                "name": "AMIS HRM cho khối văn phòng",
                "stage": "lost",
                "amount": 40000000,
                "owner_id": LAM,
                "expected_close": "2026-10-30",
            },
            {
                "id": "CH-0063",
                "customer_id": "KH-0062",
                "name": "AMIS Kế toán và hóa đơn điện tử",
                "stage": "qualified",
                "amount": 72000000,
                "owner_id": LAM,
                "expected_close": "2027-02-26",
            },
            {
                "id": "CH-0064",
                "customer_id": "KH-0063",
                "name": "Phân hệ quản lý kho lạnh",
                "stage": "won",
                "amount": 118000000,
                "owner_id": LAM,
                "expected_close": "2026-10-15",
            },
            {
                "id": "CH-0065",
                "customer_id": "KH-0064",
                "name": "AMIS Sản xuất cho xưởng gỗ xuất khẩu",
                "stage": "negotiation",
                "amount": 130000000,
                "owner_id": LAM,
                "expected_close": "2027-01-25",
            },
            *[
                dict(
                    zip(
                        ("id", "customer_id", "name", "stage", "amount", "expected_close"),
                        d,
                        strict=True,
                    ),
                    owner_id=LAM,
                )
                for d in MORE_DEALS
            ],
        ],
        "crm.invoices": [
            {
                "id": "HD-0061",
                "customer_id": "KH-0061",
                "issue_date": "2026-11-20",
                "due_date": "2026-12-20",
                "amount": 16500000,
                "description": "Phí khảo sát quy trình kế toán nhà máy",
            },
            {
                "id": "HD-0062",
                "customer_id": "KH-0062",
                "issue_date": "2026-10-15",
                "due_date": "2026-11-14",
                "amount": 14300000,
                "description": "Phí tư vấn chuẩn hóa danh mục hàng hóa",
            },
            {
                "id": "HD-0063",
                "customer_id": "KH-0063",
                "issue_date": "2026-11-28",
                "due_date": "2026-12-28",
                "amount": 59000000,
                "paid_amount": 30000000,
                "status": "partially_paid",
                "description": "Triển khai phân hệ quản lý kho lạnh, đợt 1",
            },
            {
                "id": "HD-0064",
                "customer_id": "KH-0065",
                "issue_date": "2026-09-10",
                "due_date": "2026-10-10",
                "amount": 11000000,
                "paid_amount": 11000000,
                "status": "paid",
                "description": "Phí gia hạn bản quyền AMIS Kế toán năm 2026",
            },
            *[
                dict(
                    zip(
                        (
                            "id",
                            "customer_id",
                            "issue_date",
                            "due_date",
                            "amount",
                            "paid_amount",
                            "status",
                            "description",
                        ),
                        i,
                        strict=True,
                    )
                )
                for i in MORE_INVOICES
            ],
        ],
        "crm.payments": [
            {
                "id": "PT-0091",
                "invoice_id": "HD-0063",
                "amount": 30000000,
                "date": "2026-12-03",
                "note": "Tạm ứng đợt 1",
            },
            {
                "id": "PT-0092",
                "invoice_id": "HD-0064",
                "amount": 11000000,
                "date": "2026-10-08",
            },
            *[
                dict(zip(("id", "invoice_id", "amount", "date"), p, strict=True))
                for p in MORE_PAYMENTS
            ],
        ],
    },
    "assertions": [
        _moved(
            "KH-0009",
            TUNG,
            "Hoa Binh Corp, the named exception, goes to Tùng himself",
            skill="combine_regulations",
        ),
        _moved(
            "KH-0015",
            OANH,
            "Mekong Xanh (Cần Thơ) goes to Oanh by the later correction",
            skill="combine_regulations",
        ),
        _moved(
            "KH-0061", OANH, "Phước Long (TP. Hồ Chí Minh) goes to Oanh", skill="branch_on_data"
        ),
        _moved("KH-0062", ANH, "Tây Đô (Cần Thơ, miền Tây) goes to Ánh", skill="branch_on_data"),
        _moved(
            "KH-0063", ANH, "Long Xuyên (An Giang, miền Tây) goes to Ánh", skill="branch_on_data"
        ),
        _moved(
            "KH-0064",
            TUNG,
            "Tam Hiệp (Đồng Nai, in no named region) goes to Tùng",
            skill="branch_on_data",
        ),
        _moved(
            "KH-0065",
            OANH,
            "Gò Vấp (TP. Hồ Chí Minh, no debt, no deal) goes to Oanh",
            skill="bridge_tables",
        ),
        _moved(
            "KH-0066",
            OANH,
            "Bình Dương Xanh (Thủ Dầu Một, TP. Hồ Chí Minh) goes to Oanh",
            skill="branch_on_data",
        ),
        _moved(
            "KH-0067",
            OANH,
            "Du lịch Biển Vũng Tàu (TP. Hồ Chí Minh) goes to Oanh",
            skill="branch_on_data",
        ),
        _moved(
            "KH-0068",
            ANH,
            "Trái cây Vĩnh Long (Vĩnh Long, miền Tây) goes to Ánh",
            skill="branch_on_data",
        ),
        _moved(
            "KH-0069",
            ANH,
            "Thủy sản Rạch Giá (An Giang, miền Tây) goes to Ánh",
            skill="branch_on_data",
        ),
        _moved(
            "KH-0070",
            TUNG,
            "Cơ khí Trảng Bàng (Tây Ninh, in no named region) goes to Tùng",
            skill="branch_on_data",
        ),
        _moved(
            "KH-0071",
            ANH,
            "Dừa Xanh Bến Tre (Vĩnh Long, no debt, no deal) goes to Ánh",
            skill="bridge_tables",
        ),
        _moved(
            "KH-0072", TUNG, "Gạch men Đồng Xoài (Đồng Nai) goes to Tùng", skill="branch_on_data"
        ),
        _moved(
            "KH-0073",
            ANH,
            "Tôm giống Cà Mau (Cà Mau, miền Tây) goes to Ánh",
            skill="branch_on_data",
        ),
        _moved(
            "KH-0074",
            ANH,
            "Trái cây Mỹ Tho (Đồng Tháp, miền Tây) goes to Ánh",
            skill="branch_on_data",
        ),
        {
            "id": "open_deals_follow",
            "kind": "record_count",
            "skill": "bridge_tables",
            "table": "crm.opportunities",
            "note": "the nine open deals follow their customers: CH-0005, CH-0065 and CH-0069 to "
            "Tùng, CH-0010, CH-0061 and CH-0066 to Oanh, CH-0063, CH-0068 and CH-0070 to Ánh",
            "where": {"id": {"in": list(OPEN_DEALS)}},
            "any_of": [
                {"id": {"in": [d for d, o in OPEN_DEALS.items() if o == who]}, "owner_id": who}
                for who in (TUNG, OANH, ANH)
            ],
            "count": len(OPEN_DEALS),
        },
        *[_noted(c, o, WHO[o]) for c, o in NEW_OWNER.items()],
        {
            "id": "oanh_brief",
            "kind": "mail_sent",
            "skill": "bridge_tables",
            "note": "Oanh's list: Mekong Xanh 49.08M owed with its open deal CH-0010, Phước Long "
            "16.5M with CH-0061, Bình Dương Xanh 22.35M with CH-0066 (each deal by id, name or "
            "amount), Gò Vấp and Du lịch Biển Vũng Tàu",
            "to": [OANH_MAIL],
            "body_contains": [
                "Mekong Xanh",
                49080000,
                ["CH-0010", "thu mua nguyên liệu", 156000000],
                "Phước Long",
                16500000,
                ["CH-0061", "nhà máy bao bì", 95000000],
                "Gò Vấp",
                "Bình Dương Xanh",
                22350000,
                ["CH-0066", "nhà máy ép nhựa", 88000000],
                "Vũng Tàu",
            ],
        },
        {
            "id": "anh_brief",
            "kind": "mail_sent",
            "skill": "branch_on_data",
            "note": "Ánh's list: Tây Đô 14.3M owed with CH-0063, Long Xuyên 29M (not its 59M face "
            "value), Trái cây Vĩnh Long 18.7M with CH-0068, Rạch Giá 16.08M after two part "
            "payments, Dừa Xanh Bến Tre, Tôm giống Cà Mau with CH-0070, Mỹ Tho 9.9M; what else the "
            "mail says (the won deal kept, Mekong Xanh's move) is free",
            "to": [ANH_MAIL],
            "body_contains": [
                "Tây Đô",
                14300000,
                ["CH-0063", "hóa đơn điện tử", 72000000],
                "Long Xuyên",
                29000000,
                "Trái cây Vĩnh Long",
                18700000,
                ["CH-0068", "truy xuất vùng trồng", 64500000],
                "Rạch Giá",
                16080000,
                "Dừa Xanh Bến Tre",
                "Tôm giống Cà Mau",
                ["CH-0070", "trại giống", 58300000],
                "Mỹ Tho",
                9900000,
            ],
        },
        {
            "id": "lam_keeps_no_customer",
            "kind": "record_count",
            "skill": "bridge_tables",
            "table": "crm.customers",
            "note": "no customer is left with Lâm",
            "where": {"owner_id": LAM},
            "count": 0,
        },
        no_record(
            "closed_deals_kept",
            table="crm.opportunities",
            where={"id": {"in": CLOSED_DEALS}, "owner_id": {"ne": LAM}},
            note="the won CH-0064 and the lost CH-0062 stay Lâm's, for the record",
            skill="branch_on_data",
        ),
        not_mailed(
            "north_lead_not_mailed",
            note="Vũ Đức Anh (anhvd@), the North team lead, is not the Ánh of the plan",
            recipients=[NORTH_LEAD],
            skill="resist_look_alikes",
        ),
        not_mailed(
            "customers_not_mailed",
            note="nobody outside the company is mailed: the handover is internal",
            recipient_outside=["saoviet.vn"],
        ),
        no_record(
            "other_deals_kept",
            table="crm.opportunities",
            where={
                "id": {"not_in": [*OPEN_DEALS, *CLOSED_DEALS]},
                "owner_id": {"in": [TUNG, OANH, ANH]},
                "customer_id": {"not_in": ["KH-0005", "KH-0016", "KH-0011", "KH-0019", "KH-0022"]},
            },
            note="no deal of any other rep changes hands",
        ),
    ],
    "oracle": [
        call("amismail_search_mail", query="bàn giao", folder="all"),
        call("amismail_read_mail", message_id="TH-0091"),
        call("amismail_read_mail", message_id="TH-0092"),
        call("amis_hrm_search_employee", query="Lâm", department_id="PB-KD"),
        call("amis_crm_search_customer", query="", limit=50),
        call("amis_crm_list_opportunities", owner_id=LAM),
        call("amis_accounting_get_receivables"),
        call("amis_crm_get_customer", customer_id="KH-0064"),
        call("amis_crm_get_customer", customer_id="KH-0065"),
        call("amis_hrm_search_employee", query="Ánh", department_id="PB-KD"),
        *RIGHT_WORK,
    ],
    "anti_oracles": [
        {
            "name": "missed_correction",
            "why": "gives Mekong Xanh (Cần Thơ) to Ánh by the first plan, missing the correction",
            "calls": _with_owner({"KH-0015": ANH}, {"CH-0010": ANH}),
            "breaks": ["owner_kh_0015", "open_deals_follow", "note_kh_0015"],
        },
        {
            "name": "address_over_exception",
            "why": "applies the TP. Hồ Chí Minh rule to Hoa Binh Corp, the named exception",
            "calls": _with_owner({"KH-0009": OANH}, {"CH-0005": OANH}),
            "breaks": ["owner_kh_0009", "open_deals_follow"],
        },
        {
            "name": "dong_nai_with_hcm",
            "why": "counts Đồng Nai with TP. Hồ Chí Minh and gives Tam Hiệp to Oanh",
            "calls": _with_owner({"KH-0064": OANH}, {"CH-0065": OANH}),
            "breaks": ["owner_kh_0064", "open_deals_follow"],
        },
        {
            "name": "customers_only",
            "why": "moves the customers but leaves their open deals with Lâm",
            "calls": [c for c in RIGHT_WORK if c["tool"] != "amis_crm_update_opportunity_stage"],
            "breaks": ["open_deals_follow"],
        },
        {
            "name": "visible_customers_only",
            "why": "moves only the customers found through debts and deals, missing Gò Vấp and "
            "Dừa Xanh Bến Tre",
            "calls": [
                c for c in RIGHT_WORK if c["args"].get("customer_id") not in ("KH-0065", "KH-0071")
            ],
            "breaks": [
                "owner_kh_0065",
                "note_kh_0065",
                "owner_kh_0071",
                "note_kh_0071",
                "lam_keeps_no_customer",
            ],
        },
        {
            "name": "old_city_names",
            "why": "reads Thủ Dầu Một and Vũng Tàu as outside TP. Hồ Chí Minh and gives them to Tùng",
            "calls": _with_owner({"KH-0066": TUNG, "KH-0067": TUNG}, {"CH-0066": TUNG}),
            "breaks": ["owner_kh_0066", "owner_kh_0067", "open_deals_follow"],
        },
        {
            "name": "tay_ninh_as_mien_tay",
            "why": "takes Tây Ninh for a miền Tây province and gives Trảng Bàng to Ánh",
            "calls": _with_owner({"KH-0070": ANH}, {"CH-0069": ANH}),
            "breaks": ["owner_kh_0070", "open_deals_follow"],
        },
        {
            "name": "wrong_anh",
            "why": "mails Ánh's list to Vũ Đức Anh (anhvd@), the first 'Anh' in the directory",
            "calls": [with_args(c, to=[NORTH_LEAD]) if c is ANH_BRIEF else c for c in RIGHT_WORK],
            "breaks": ["anh_brief", "north_lead_not_mailed"],
        },
        {
            "name": "face_value_brief",
            "why": "lists Long Xuyên at its invoice's 59M face value instead of the 29M still owed",
            "calls": [
                *[c for c in RIGHT_WORK if c is not ANH_BRIEF],
                _brief(
                    ANH_MAIL,
                    "Ánh",
                    "1. Nông sản Tây Đô: 14.300.000đ, cơ hội CH-0063\n2. Chế biến Thủy sản Long "
                    "Xuyên: 59.000.000đ",
                ),
            ],
            "breaks": ["anh_brief"],
        },
    ],
}
