"""A returning customer's whole order book in one chat, twelve orders over two phones: cancel,
move, re-phone, rename, move every order of hers bound for home to her office (a paid one handed
off, two drafts and a COD order edited, a cancelled one left), trim one draft and move its belt
into the other (which stays just under 700k), cancel her husband's order, leave an unmentioned paid
order alone, and place a new COD order for a friend."""

from typing import Any

from ava_inspect.tasks.builders.calls import Call, call
from ava_inspect.tasks.builders.negatives import at_most, no_record, unchanged
from ava_inspect.tasks.builders.orders import (
    BASE_ORDER_IDS,
    cancel_order,
    confirm_order,
    draft_order,
    hand_off,
    item,
    one_each,
    order_line,
    order_record,
    payment_qr,
)
from ava_inspect.tasks.builders.variants import replacing, with_args, without

_PHONE = "0977405318"
_NAME = "Đặng Thị Thu Hiền"
_HOME = "Số 25 ngõ 64 Nguyễn Lương Bằng, phường Đống Đa, Hà Nội"
_HUSBAND_PHONE = "0868219374"
_NHUNG_PHONE = "0345618920"
_NGOC_PHONE = "0389552671"
_NGOC_NAME = "Lương Thị Ngọc"
_NEW_ID = "DH-0020"
_OFFICE = "Số 12 Trần Thái Tông, phường Cầu Giấy, Hà Nội"
_HUSBAND = "Phan Quốc Trung"
_MIL_ADDRESS = "Số 7 Hàn Thuyên, phường Nam Định, Ninh Bình"
_COMBO_DRAFT_CHOICES = ["SMLN-DE-M", "CVA-BE-M"]
_THUN = ["ATCT-TR-M", "ATCT-TR-M", "ATCT-TR-M", "ATCT-DE-M", "ATCT-DE-M", "ATCT-BE-M"]
_SPLITS = [
    (["ATCT-TR-M"] * 3, ["ATCT-DE-M", "ATCT-DE-M", "ATCT-BE-M"]),
    (["ATCT-TR-M", "ATCT-TR-M", "ATCT-DE-M"], ["ATCT-TR-M", "ATCT-DE-M", "ATCT-BE-M"]),
    (["ATCT-TR-M", "ATCT-TR-M", "ATCT-BE-M"], ["ATCT-TR-M", "ATCT-DE-M", "ATCT-DE-M"]),
]
"""The ways to split the six T-shirts into two combos of three."""
_COMBO_SHAPES = [
    {
        "lines.0.sku": "COMBO-THUN-3",
        "lines.0.quantity": 2,
        "lines.0.combo_choices": _THUN,
    },
    *(
        {
            "lines.0.sku": "COMBO-THUN-3",
            "lines.0.quantity": 1,
            "lines.0.combo_choices": first,
            "lines.1.sku": "COMBO-THUN-3",
            "lines.1.quantity": 1,
            "lines.1.combo_choices": second,
        }
        for split in _SPLITS
        for first, second in (split, split[::-1])
    ),
]
"""One line of two combos, or two lines of one (either split, either order)."""
_QN_ADDRESS = "Số 8 Trần Hưng Đạo, phường Hồng Gai, Quảng Ninh"

_QR = "Khách chuyển khoản qua mã QR."
_COD = "Thanh toán khi nhận hàng (COD)."


_DRAFT_LINES = [
    order_line("QCUL-DE-M", "Quần culottes lưng cao — Đen, M", 329000),
    order_line("AKCV-TR-M", "Áo kiểu cổ vuông tay bồng — Trắng, M", 249000),
    order_line("TLDV-DE", "Thắt lưng da khóa vuông — Đen", 189000),
]

_SEED_ORDERS = [
    order_record(
        "DH-0008",
        "confirmed",
        [order_line("DSMD-TR-M", "Đầm sơ mi dáng dài thắt eo — Trắng, M", 489000)],
        40000,
        _QR,
        customer_name="Đặng Văn Tâm",
        phone=_PHONE,
        address="Số 51 Mậu Thân, phường Ninh Kiều, Cần Thơ",
        province="Cần Thơ",
        paid=False,
    ),
    order_record(
        "DH-0009",
        "confirmed",
        [
            order_line("DSCT-XT-M", "Đầm suông cổ tròn tay lỡ — Xanh than, M", 439000),
            order_line("KLV-XT", "Khăn lụa vuông họa tiết — Xanh than", 129000),
        ],
        35000,
        _COD,
        customer_name="Lê Thị Hồng Nhung",
        phone=_PHONE,
        address="Số 14 Lê Duẩn, phường Hải Châu, Đà Nẵng",
        province="Đà Nẵng",
        paid=False,
    ),
    order_record(
        "DH-0010",
        "confirmed",
        [
            order_line("DOCD-DE-M", "Đầm ôm công sở có đai eo — Đen, M", 529000),
            order_line("TLDV-NA", "Thắt lưng da khóa vuông — Nâu", 189000),
        ],
        0,
        "Khách đã chuyển khoản qua mã QR.",
        customer_name=_NAME,
        phone=_PHONE,
        address=_HOME,
        province="Hà Nội",
        paid=True,
    ),
    order_record(
        "DH-0011",
        "confirmed",
        [order_line("BZDS-XT-M", "Áo blazer nữ dáng suông — Xanh than, M", 599000)],
        30000,
        _QR,
        customer_name="Đặng Minh Khoa",
        phone=_PHONE,
        address="Số 30 Tô Hiệu, phường Lê Chân, Hải Phòng",
        province="Hải Phòng",
        paid=False,
    ),
    order_record(
        "DH-0012",
        "draft",
        _DRAFT_LINES,
        0,
        "",
        customer_name=_NAME,
        phone=_PHONE,
        address=_HOME,
        province="Hà Nội",
        paid=False,
    ),
    order_record(
        "DH-0013",
        "confirmed",
        [order_line("KDDD-DE-L", "Áo khoác dạ dáng dài — Đen, L", 1150000)],
        0,
        _COD,
        customer_name="Phan Quốc Trung",
        phone=_HUSBAND_PHONE,
        address=_HOME,
        province="Hà Nội",
        paid=False,
    ),
    order_record(
        "DH-0014",
        "confirmed",
        [order_line("BZDL-KE-M", "Áo blazer nữ dáng lửng — Kem, M", 559000)],
        25000,
        "Khách đã chuyển khoản qua mã QR.",
        customer_name="Phan Quốc Trung",
        phone=_HUSBAND_PHONE,
        address=_HOME,
        province="Hà Nội",
        paid=True,
    ),
    order_record(
        "DH-0015",
        "confirmed",
        [order_line("CDLM-XA-Freesize", "Áo cardigan len mỏng cúc ngọc — Xám, Freesize", 349000)],
        30000,
        _QR,
        customer_name="Vũ Thị Lành",
        phone=_PHONE,
        address=_MIL_ADDRESS,
        province="Ninh Bình",
        paid=False,
    ),
    order_record(
        "DH-0016",
        "draft",
        [
            {
                "sku": "COMBO-CONGSO-2",
                "name": "Combo Công sở 2 món",
                "quantity": 1,
                "unit_price": 499000,
                "combo_choices": _COMBO_DRAFT_CHOICES,
            }
        ],
        25000,
        "",
        customer_name=_NAME,
        phone=_PHONE,
        address=_HOME,
        province="Hà Nội",
        paid=False,
    ),
    order_record(
        "DH-0017",
        "confirmed",
        [order_line("ALCT-KE-Freesize", "Áo len cổ tròn dệt kim mỏng — Kem, Freesize", 299000)],
        25000,
        _COD,
        customer_name=_NAME,
        phone=_PHONE,
        address=_HOME,
        province="Hà Nội",
        paid=False,
    ),
    order_record(
        "DH-0018",
        "cancelled",
        [order_line("CVBC-DE-S", "Chân váy bút chì xẻ sau — Đen, S", 299000)],
        25000,
        "Hủy: Khách đặt nhầm size, đã đổi sang đơn khác.",
        customer_name=_NAME,
        phone=_PHONE,
        address=_HOME,
        province="Hà Nội",
        paid=False,
    ),
    order_record(
        "DH-0019",
        "confirmed",
        [order_line("GLCV-XT-Freesize", "Áo gile len cổ V — Xanh than, Freesize", 249000)],
        35000,
        "Khách đã chuyển khoản qua mã QR.",
        customer_name="Lê Thị Thắm",
        phone=_PHONE,
        address="Số 60 Lê Hoàn, phường Hạc Thành, Thanh Hóa",
        province="Thanh Hóa",
        paid=True,
    ),
]

_SEED_QRS = [
    {"id": "QR-0004", "order_id": "DH-0008", "amount": 529000, "transfer_note": "DH-0008"},
    {"id": "QR-0005", "order_id": "DH-0011", "amount": 629000, "transfer_note": "DH-0011"},
    {"id": "QR-0006", "order_id": "DH-0010", "amount": 718000, "transfer_note": "DH-0010"},
    {"id": "QR-0007", "order_id": "DH-0014", "amount": 584000, "transfer_note": "DH-0014"},
    {"id": "QR-0008", "order_id": "DH-0015", "amount": 379000, "transfer_note": "DH-0015"},
    {"id": "QR-0009", "order_id": "DH-0019", "amount": 284000, "transfer_note": "DH-0019"},
]

_READS = [
    call("search_orders_by_phone", phone="0977 405 318"),
    call("search_orders_by_phone", phone="0868 219 374"),
    call("document_qa", question="hủy đơn đã thanh toán"),
    call("document_qa", question="miễn phí vận chuyển"),
    call("document_qa", question="COD thanh toán khi nhận hàng"),
    call("calculate_shipping_fee", province="Quảng Ninh"),
    call("calculate_shipping_fee", province="Hà Nội"),
    call("calculate_shipping_fee", province="Nam Định"),
    call("search_product", query="quần culottes"),
    call("search_product", query="áo kiểu cổ vuông tay bồng"),
    call("search_product", query="combo áo thun"),
    call("search_product", query="áo thun cổ tròn cotton basic"),
    call("get_combo_detail", combo_sku="COMBO-THUN-3"),
    call("search_product", query="combo công sở 2 món"),
    call("search_product", query="áo sơ mi lụa nữ tay ngắn"),
    call("search_product", query="chân váy chữ A dáng midi"),
    call("search_product", query="thắt lưng da khóa vuông"),
]

_CANCEL_CAN_THO = cancel_order("DH-0008", _PHONE, reason="Khách đổi ý, không lấy nữa")
_CANCEL_DA_NANG = cancel_order("DH-0009", _PHONE, reason="Khách yêu cầu hủy")
_REPHONE_DA_NANG = call("update_order", order_id="DH-0009", phone=_PHONE, new_phone="0345 618 920")
_MOVE_HAI_PHONG = call(
    "update_order", order_id="DH-0011", phone=_PHONE, address=_QN_ADDRESS, province="Quảng Ninh"
)
_HANDOFF_PAID = hand_off(
    reason="Khách muốn đổi địa chỉ giao của đơn đã thanh toán DH-0010",
    summary="Khách Đặng Thị Thu Hiền (0977405318) muốn đổi địa chỉ giao đơn DH-0010 (đã "
    "chuyển khoản) sang Số 12 Trần Thái Tông, phường Cầu Giấy, Hà Nội.",
    order_id="DH-0010",
    phone=_PHONE,
)


def _trim_draft(fee: int | None, address: str = _OFFICE) -> Call:
    args: dict[str, Any] = {
        "order_id": "DH-0012",
        "items": one_each("QCUL-DE-M", "AKCV-TR-M"),
    }
    if address:
        args |= {"address": address, "province": "Hà Nội"}
    if fee is not None:
        args["shipping_fee"] = fee
    return call("update_draft_order", **args)


_DRAFT_CONFIRM_QR = [
    confirm_order("DH-0012"),
    payment_qr("DH-0012"),
]
_CANCEL_HUSBAND = cancel_order("DH-0013", "0868 219 374", reason="Khách mua chỗ khác")


def _new_order(choices: list[str]) -> Call:
    return draft_order(
        customer_name=_NGOC_NAME,
        phone="0389 552 671",
        address="Số 40 Trần Hưng Đạo, phường Nam Định, Nam Định",
        province="Nam Định",
        items=[item("COMBO-THUN-3", 2, choices=choices)],
        shipping_fee=0,
        note=_COD,
    )


_CONFIRM_NEW = confirm_order(_NEW_ID)
_RENAME_MIL = call(
    "update_order",
    order_id="DH-0015",
    phone=_PHONE,
    customer_name=_HUSBAND,
    new_phone="0868 219 374",
)


def _combo_draft(fee: int, belt: bool = True, address: str = _OFFICE) -> Call:
    items = [item("COMBO-CONGSO-2", choices=_COMBO_DRAFT_CHOICES)]
    if belt:
        items.append(item("TLDV-DE"))
    args: dict[str, Any] = {"order_id": "DH-0016", "items": items, "shipping_fee": fee}
    if address:
        args |= {"address": address, "province": "Hà Nội"}
    return call("update_draft_order", **args)


_COMBO_DRAFT = _combo_draft(25000)
_COMBO_CONFIRM_QR = [
    confirm_order("DH-0016"),
    payment_qr("DH-0016"),
]
_MOVE_SWEATER = call(
    "update_order", order_id="DH-0017", phone=_PHONE, address=_OFFICE, province="Hà Nội"
)

_RIGHT = [
    _CANCEL_CAN_THO,
    _REPHONE_DA_NANG,
    _MOVE_HAI_PHONG,
    _HANDOFF_PAID,
    _trim_draft(25000),
    *_DRAFT_CONFIRM_QR,
    _COMBO_DRAFT,
    *_COMBO_CONFIRM_QR,
    _MOVE_SWEATER,
    _RENAME_MIL,
    _CANCEL_HUSBAND,
    _new_order(_THUN),
    _CONFIRM_NEW,
]


TASK = {
    "id": "sale.expert_order_book_changes",
    "domain": "sale",
    "tier": "expert",
    "summary": "A returning customer's twelve orders over two phones: cancel Cần Thơ (not Đà "
    "Nẵng, as she corrects), re-phone Đà Nẵng, move Hải Phòng to Quảng Ninh by update_order (fee "
    "30k -> 35k, QR 634k), rename the mother-in-law's DH-0015 to the husband with his phone (QR "
    "379k kept); every order of hers bound for home goes to her office: the paid DH-0010 handed "
    "off, the sweater DH-0017 by update_order (COD), the two drafts by update_draft_order, the "
    "cancelled DH-0018 left; the belt draft DH-0012 is trimmed under 700k so Hà Nội's 25k fee "
    "returns (QR 603k), the belt goes into the combo draft DH-0016 (688k, still under: 25k, QR "
    "713k); cancel the husband's unpaid coat order by his phone and not his paid one; leave the "
    "paid Thanh Hóa DH-0019 alone; order two T-shirt combos (six choices) free-shipped for COD, "
    "no QR.",
    "requester_id": None,
    "seed": {"sale.orders": _SEED_ORDERS, "sale.payment_qrs": _SEED_QRS},
    "prompt": [
        {
            "role": "customer",
            "text": "Shop ơi c là Hiền, sdt 0977 405 318. Mấy đơn c đặt bên mình từ sáng nay, "
            "e xử lý giúp c mấy việc nhé:\n"
            "- Hủy giúp c đơn gửi Đà Nẵng.\n"
            "- Đơn gửi em trai c ở Hải Phòng: nó chuyển ra Hạ Long rồi, e đổi địa chỉ thành số 8 "
            "Trần Hưng Đạo, p. Hồng Gai, Quảng Ninh, tên với sdt giữ nguyên.\n"
            "- Mấy đơn của c (sdt c) đang giao về nhà c ở Hà Nội thì e chuyển hết lên cơ quan c "
            "cho tiện: số 12 Trần Thái Tông, p. Cầu Giấy, HN.\n"
            "- Đơn nháp có cái thắt lưng thì bỏ thắt lưng ra, cho nó vào đơn nháp combo công sở, "
            "rồi chốt cả 2 đơn nháp luôn, c ck.\n"
            "- Đơn gửi mẹ chồng c ở Nam Định: bà đi vắng cả tháng, e đổi người nhận thành chồng "
            "c, Phan Quốc Trung, sdt 0868 219 374, địa chỉ giữ nguyên.\n"
            "- Chồng c có đặt cái áo khoác dạ bằng sdt anh ấy 0868 219 374, anh ấy mua chỗ khác "
            "rồi nên e hủy giúp c đơn áo khoác đó nhé.",
        },
        {
            "role": "assistant",
            "text": "Dạ em chào chị Hiền, chị đợi em kiểm tra các đơn một chút ạ.",
        },
        {
            "role": "customer",
            "text": "à e ơi c nhầm, đơn Đà Nẵng vẫn giữ nhé, chỉ đổi sdt người nhận thành số "
            "của em dâu c 0345 618 920 thôi. Đơn c cần hủy là đơn gửi bố c ở Cần Thơ cơ",
        },
        {
            "role": "customer",
            "text": "với lại lên thêm cho c 1 đơn mới: 2 combo 3 áo thun basic cho bạn c, 3 cái "
            "trắng 2 cái đen 1 cái be, size M hết. Gửi Lương Thị Ngọc, 0389 552 671, số 40 Trần "
            "Hưng Đạo, p. Nam Định, Nam Định. Bạn c nhận hàng trả tiền mặt, e chốt luôn nha",
        },
    ],
    "hops": [
        "bridge_tables",
        "regulation_before_action",
        "combine_regulations",
        "branch_on_data",
        "forbid_overreach",
    ],
    "assertions": [
        {
            "id": "can_tho_cancelled",
            "note": "the Cần Thơ order to her father (DH-0008) is cancelled, as her correction says",
            "kind": "record_field",
            "skill": "hold_conversation",
            "table": "sale.orders",
            "where": {"id": "DH-0008"},
            "expect": {"status": "cancelled"},
        },
        {
            "id": "da_nang_rephoned",
            "note": "the Đà Nẵng order DH-0009 stays confirmed with the sister-in-law's phone",
            "kind": "record_field",
            "skill": "hold_conversation",
            "table": "sale.orders",
            "where": {"id": "DH-0009"},
            "expect": {
                "status": "confirmed",
                "phone": _NHUNG_PHONE,
                "province": "Đà Nẵng",
                "total": 603000,
            },
        },
        {
            "id": "hai_phong_moved",
            "note": "DH-0011 now goes to Quảng Ninh: 599.000đ < 700.000đ, so Quảng Ninh's "
            "35.000đ fee, total 634.000đ; same recipient and phone",
            "kind": "record_field",
            "skill": "branch_on_data",
            "table": "sale.orders",
            "where": {"id": "DH-0011"},
            "expect": {
                "status": "confirmed",
                "customer_name": "Đặng Minh Khoa",
                "phone": _PHONE,
                "province": "Quảng Ninh",
                "address": {"contains": ["Trần Hưng Đạo", "Hồng Gai"]},
                "shipping_fee": 35000,
                "total": 634000,
            },
        },
        {
            "id": "hai_phong_qr",
            "note": "the QR of DH-0011 now asks for the new total 634.000đ",
            "kind": "record_field",
            "skill": "branch_on_data",
            "table": "sale.payment_qrs",
            "where": {"order_id": "DH-0011"},
            "expect": {"amount": 634000},
        },
        {
            "id": "paid_handed_off",
            "note": "the paid order DH-0010 she wants re-addressed goes to a human (named by "
            "its id, or by her phone)",
            "kind": "record_exists",
            "skill": "regulation_before_action",
            "table": "sale.handoffs",
            "any_of": [
                {"order_id": "DH-0010"},
                {"summary": {"contains": "DH-0010"}},
                {"phone": _PHONE},
                {"summary": {"contains": _PHONE}},
            ],
        },
        {
            "id": "draft_trimmed",
            "note": "the draft DH-0012 loses the belt, goes to her office and is confirmed: "
            "578.000đ < 700.000đ, so Hà Nội's 25.000đ fee applies, total 603.000đ",
            "kind": "record_field",
            "skill": "regulation_before_action",
            "table": "sale.orders",
            "where": {"id": "DH-0012"},
            "expect": {
                "status": "confirmed",
                "address": {"contains": ["Trần Thái Tông", "Cầu Giấy"]},
                "lines": _DRAFT_LINES[:2],
                "subtotal": 578000,
                "shipping_fee": 25000,
                "total": 603000,
            },
        },
        {
            "id": "draft_qr",
            "note": "a QR for DH-0012 for 603.000đ",
            "kind": "record_exists",
            "skill": "regulation_before_action",
            "table": "sale.payment_qrs",
            "where": {"order_id": "DH-0012", "amount": 603000},
        },
        {
            "id": "combo_draft",
            "note": "the combo draft DH-0016 gets the belt, goes to her office and is confirmed: "
            "688.000đ is still under 700.000đ, so 25.000đ, total 713.000đ",
            "kind": "record_field",
            "skill": "regulation_before_action",
            "table": "sale.orders",
            "where": {"id": "DH-0016"},
            "expect": {
                "status": "confirmed",
                "address": {"contains": ["Trần Thái Tông", "Cầu Giấy"]},
                "lines.*.sku": ["COMBO-CONGSO-2", "TLDV-DE"],
                "lines.*.combo_choices": _COMBO_DRAFT_CHOICES,
                "subtotal": 688000,
                "shipping_fee": 25000,
                "total": 713000,
            },
        },
        {
            "id": "combo_draft_qr",
            "note": "a QR for DH-0016 for 713.000đ",
            "kind": "record_exists",
            "skill": "regulation_before_action",
            "table": "sale.payment_qrs",
            "where": {"order_id": "DH-0016", "amount": 713000},
        },
        {
            "id": "sweater_moved",
            "note": "her COD sweater order DH-0017 goes to her office too: same province, same "
            "25.000đ fee, total 324.000đ, still confirmed",
            "kind": "record_field",
            "skill": "branch_on_data",
            "table": "sale.orders",
            "where": {"id": "DH-0017"},
            "expect": {
                "status": "confirmed",
                "address": {"contains": ["Trần Thái Tông", "Cầu Giấy"]},
                "shipping_fee": 25000,
                "total": 324000,
            },
        },
        {
            "id": "mother_in_law_renamed",
            "note": "DH-0015 now goes to the husband with his phone, at the same Nam Định address, "
            "same 379.000đ",
            "kind": "record_field",
            "skill": "bridge_tables",
            "table": "sale.orders",
            "where": {"id": "DH-0015"},
            "expect": {
                "status": "confirmed",
                "customer_name": _HUSBAND,
                "phone": _HUSBAND_PHONE,
                "address": _MIL_ADDRESS,
                "total": 379000,
            },
        },
        {
            "id": "husband_coat_cancelled",
            "note": "the husband's unpaid coat order DH-0013 is cancelled",
            "kind": "record_field",
            "skill": "bridge_tables",
            "table": "sale.orders",
            "where": {"id": "DH-0013"},
            "expect": {"status": "cancelled"},
        },
        {
            "id": "new_order_combos",
            "note": "the friend's order: two T-shirt combos with six choices (3 white, 2 black, 1 "
            "beige, all M), as one line of 2 or two lines of 1, confirmed, to Ninh Bình (Nam "
            "Định's province now)",
            "kind": "record_exists",
            "skill": "bridge_tables",
            "table": "sale.orders",
            "where": {
                "phone": _NGOC_PHONE,
                "status": "confirmed",
                "customer_name": _NGOC_NAME,
                "province": "Ninh Bình",
                "subtotal": 798000,
            },
            "any_of": _COMBO_SHAPES,
        },
        {
            "id": "new_order_free",
            "note": "798.000đ of goods >= 700.000đ: no fee",
            "kind": "record_field",
            "skill": "regulation_before_action",
            "table": "sale.orders",
            "where": {"phone": _NGOC_PHONE},
            "expect": {"subtotal": 798000, "shipping_fee": 0, "total": 798000},
        },
        no_record(
            "no_handoff_husband_paid",
            table="sale.handoffs",
            where={"order_id": "DH-0014"},
            note="the husband's paid blazer order DH-0014 was not asked about: no hand-off "
            "filed for it (a summary may still mention it)",
        ),
        unchanged(
            "cancelled_kept",
            table="sale.orders",
            record_id="DH-0018",
            note="the order cancelled earlier, DH-0018 (bound for home), is not revived or moved",
        ),
        unchanged(
            "unmentioned_paid_kept",
            table="sale.orders",
            record_id="DH-0019",
            note="the paid Thanh Hóa order DH-0019, which she did not mention, stays as it was",
        ),
        no_record(
            "no_handoff_unmentioned_paid",
            table="sale.handoffs",
            where={"order_id": "DH-0019"},
            note="no hand-off is filed for the paid DH-0019 she did not mention",
        ),
        no_record(
            "no_qr_for_cod",
            table="sale.payment_qrs",
            where={"order_id": {"not_in": [*BASE_ORDER_IDS, *(o["id"] for o in _SEED_ORDERS)]}},
            note="the friend pays cash on delivery: no QR for her order",
        ),
        at_most(
            "one_new_order",
            table="sale.orders",
            max=1,
            where={"id": {"not_in": [*BASE_ORDER_IDS, *(o["id"] for o in _SEED_ORDERS)]}},
            note="only the friend's order is new: moved and trimmed orders are edited, not "
            "re-created",
        ),
    ],
    "oracle": [*_READS, *_RIGHT],
    "anti_oracles": [
        {
            "name": "first_message_cancel",
            "why": "cancels the Đà Nẵng order of the first message and misses the correction",
            "calls": [
                *_READS,
                *[
                    c
                    for c in replacing(_RIGHT, _CANCEL_CAN_THO, _CANCEL_DA_NANG)
                    if c != _REPHONE_DA_NANG
                ],
            ],
            "breaks": ["can_tho_cancelled", "da_nang_rephoned"],
        },
        {
            "name": "trimmed_draft_stays_free",
            "why": "drops the belt but keeps the draft's free shipping although 578.000đ < 700.000đ",
            "calls": [
                *_READS,
                *replacing(_RIGHT, _trim_draft(25000), _trim_draft(None)),
            ],
            "breaks": ["draft_trimmed", "draft_qr"],
        },
        {
            "name": "recreate_moved_order",
            "why": "cancels the Hải Phòng order and places a new one to Quảng Ninh",
            "calls": [
                *_READS,
                *without(_RIGHT, _MOVE_HAI_PHONG),
                cancel_order("DH-0011", _PHONE, reason="Đổi địa chỉ"),
                call("search_product", query="áo blazer nữ dáng suông"),
                draft_order(
                    customer_name="Đặng Minh Khoa",
                    phone=_PHONE,
                    address=_QN_ADDRESS,
                    province="Quảng Ninh",
                    items=[item("BZDS-XT-M")],
                    shipping_fee=35000,
                ),
                confirm_order("DH-0021"),
                payment_qr("DH-0021"),
            ],
            "breaks": ["hai_phong_moved", "hai_phong_qr", "one_new_order"],
        },
        {
            "name": "cancels_both_husband_orders",
            "why": "cancels every order on the husband's phone and hands the paid one off",
            "calls": [
                *_READS,
                *_RIGHT,
                hand_off(
                    reason="Khách muốn hủy đơn đã thanh toán DH-0014",
                    summary="Hủy và hoàn tiền đơn DH-0014 của anh Phan Quốc Trung.",
                    order_id="DH-0014",
                ),
                cancel_order("DH-0014", _HUSBAND_PHONE),
            ],
            "breaks": ["no_handoff_husband_paid"],
        },
        {
            "name": "single_combo_choices",
            "why": "orders one T-shirt combo per line of three and drops the sixth choice, or "
            "orders the combo once",
            "calls": [
                *_READS,
                *replacing(
                    _RIGHT,
                    _new_order(_THUN),
                    with_args(
                        _new_order(_THUN),
                        items=[
                            item("COMBO-THUN-3", choices=["ATCT-TR-M", "ATCT-DE-M", "ATCT-BE-M"])
                        ],
                        shipping_fee=30000,
                    ),
                ),
            ],
            "breaks": ["new_order_combos", "new_order_free"],
        },
        {
            "name": "only_the_dress_to_the_office",
            "why": "re-addresses only the paid dress order (handed off) and leaves her other orders "
            "bound for home there",
            "calls": [
                *_READS,
                *[
                    _trim_draft(25000, "")
                    if c == _trim_draft(25000)
                    else _combo_draft(25000, address="")
                    if c == _COMBO_DRAFT
                    else c
                    for c in without(_RIGHT, _MOVE_SWEATER)
                ],
            ],
            "breaks": ["draft_trimmed", "combo_draft", "sweater_moved"],
        },
        {
            "name": "belt_dropped_not_moved",
            "why": "takes the belt out of the first draft but never puts it into the combo draft",
            "calls": [*_READS, *replacing(_RIGHT, _COMBO_DRAFT, _combo_draft(25000, belt=False))],
            "breaks": ["combo_draft", "combo_draft_qr"],
        },
        {
            "name": "combo_draft_free_by_total",
            "why": "ships the combo draft free because its total with the fee (713.000đ) is over "
            "700.000đ, although its goods are 688.000đ",
            "calls": [*_READS, *replacing(_RIGHT, _COMBO_DRAFT, _combo_draft(0))],
            "breaks": ["combo_draft", "combo_draft_qr"],
        },
        {
            "name": "mother_in_law_phone_only",
            "why": "changes the mother-in-law's order's phone but keeps her as the recipient",
            "calls": [
                *_READS,
                *replacing(
                    _RIGHT,
                    _RENAME_MIL,
                    call(
                        "update_order", order_id="DH-0015", phone=_PHONE, new_phone="0868 219 374"
                    ),
                ),
            ],
            "breaks": ["mother_in_law_renamed"],
        },
        {
            "name": "hands_off_every_paid_order",
            "why": "hands the unmentioned paid Thanh Hóa order to a human too",
            "calls": [
                *_READS,
                *_RIGHT,
                hand_off(
                    reason="Đơn đã thanh toán",
                    summary="Khách Đặng Thị Thu Hiền có đơn DH-0019 đã thanh toán.",
                    order_id="DH-0019",
                ),
            ],
            "breaks": ["no_handoff_unmentioned_paid"],
        },
        {
            "name": "qr_for_cod_friend",
            "why": "issues a QR for the friend's cash-on-delivery order",
            "calls": [
                *_READS,
                *_RIGHT,
                payment_qr(_NEW_ID),
            ],
            "breaks": ["no_qr_for_cod"],
        },
    ],
}
