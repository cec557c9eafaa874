"""A company's uniform order for thirteen branches: one parcel per branch, each with its own staff
list (a combo per person, a shirt or a skirt alone for some), its own free-shipping and COD
decision and fee; several branches written under their old provinces, two off the fee table, and
a later message that drops, adds, resizes and trims staff in five branches."""

from collections.abc import Sequence
from typing import Any

from ava_inspect.schema.skills import Skill
from ava_inspect.tasks.builders.calls import Call, call
from ava_inspect.tasks.builders.negatives import at_most, no_record
from ava_inspect.tasks.builders.orders import (
    BASE_ORDER_IDS,
    confirm_order,
    draft_order,
    hand_off,
    item,
    one_each,
    payment_qr,
)
from ava_inspect.tasks.builders.variants import replacing, with_args

_COMBO = "COMBO-CONGSO-2"
_PRICE = 499000
_SHIRT_PRICE = 259000
_SKIRT_PRICE = 319000


def _b(name: str, phone: str, address: str, province: str) -> dict[str, Any]:
    return {"name": name, "phone": phone, "address": address, "province": province}


_HN = _b("Vũ Thị Phương Thảo", "0913482615", "Tầng 6, số 34 Láng Hạ, phường Láng, Hà Nội", "Hà Nội")
_HCM = _b(
    "Lâm Ngọc Bích",
    "0937160824",
    "Số 80 Lê Văn Sỹ, phường Nhiêu Lộc, TP. Hồ Chí Minh",
    "TP. Hồ Chí Minh",
)
_DN = _b(
    "Hồ Thị Kim Oanh", "0905713296", "Số 22 Nguyễn Văn Linh, phường Hải Châu, Đà Nẵng", "Đà Nẵng"
)
_CT = _b("Trương Mỹ Duyên", "0939458102", "Số 9 đường 30/4, phường Ninh Kiều, Cần Thơ", "Cần Thơ")
_HP = _b(
    "Phạm Thị Ngọc", "0984117352", "Số 56 Trần Hưng Đạo, phường Hải Dương, Hải Dương", "Hải Dương"
)
_BN = _b(
    "Nguyễn Thị Huyền", "0962408715", "Số 21 Xương Giang, phường Bắc Giang, Bắc Giang", "Bắc Giang"
)
_NA = _b("Lê Thị Phương", "0915236847", "Số 102 Lê Lợi, phường Thành Vinh, Nghệ An", "Nghệ An")
_TH = _b("Mai Thị Lan", "0948372619", "Số 25 Lê Hoàn, phường Hạc Thành, Thanh Hóa", "Thanh Hóa")
_DNAI = _b(
    "Trần Thị Kiều", "0919604273", "Số 14 Phạm Văn Thuận, phường Tam Hiệp, Đồng Nai", "Đồng Nai"
)
_QN = _b(
    "Bùi Thị Hải Yến",
    "0983250416",
    "Số 31 Trần Hưng Đạo, phường Hồng Gai, Quảng Ninh",
    "Quảng Ninh",
)
_VT = _b(
    "Ngô Thị Diễm",
    "0933718054",
    "Số 19 Thùy Vân, phường Vũng Tàu, Bà Rịa - Vũng Tàu",
    "Bà Rịa - Vũng Tàu",
)
_DAK_LAK_PHONE = "0978325416"
_DAK_LAK_NAME = "H'Linh Niê"
_QUY_NHON_PHONE = "0906541238"
_QUY_NHON_NAME = "Đào Thị Mỹ Lệ"


def _sizes(*pairs: str) -> list[str]:
    """Combo choices for staff given as 'shirt/skirt' sizes ("S/M")."""
    shirts = [f"SMLN-TR-{p.split('/')[0]}" for p in pairs]
    skirts = [f"CVA-DE-{p.split('/')[1]}" for p in pairs]
    return shirts + skirts


def _shirt(size: str) -> str:
    return f"SMLN-TR-{size}"


def _skirt(size: str) -> str:
    return f"CVA-DE-{size}"


# Each branch as the later message leaves it: combo sizes, then the pieces taken alone.
_HN_SIZES = ["S/S", "M/M"]  # Thảo, Mai (Hương left; Ngân takes only the shirt)
_HN_ALONE = [_shirt("S")]  # Ngân's shirt
_HCM_SIZES = ["M/M", "L/L", "S/S", "M/L", "S/M"]  # Bích, Trinh, Quyên, Hạnh, Thư
_DN_SIZES = ["M/M"]  # Oanh
_CT_SIZES = ["S/S", "L/M"]  # Duyên, Loan
_HP_SIZES = ["M/M"]  # Ngọc
_HP_ALONE = [_skirt("M")]  # Hằng's skirt
_BN_SIZES = ["S/S", "M/L"]  # Huyền, and Vy who joined
_NA_SIZES = ["L/L", "M/M", "S/S", "L/L"]  # Phương, Thủy, Trang, Nga (now L/L)
_TH_ALONE = [_shirt("S"), _shirt("M")]  # Lan, Hà: shirts only (they have the skirts)
_DNAI_SIZES = ["M/S", "L/L", "S/S", "M/M"]  # Kiều, Xuân, Hạnh, Thơ
_DNAI_ALONE = [_shirt("L")]  # Lụa's shirt
_QN_ALONE = [_skirt("M")]  # Yến takes only the skirt
_VT_SIZES = ["S/M", "M/M"]  # Diễm, Nhi


def _goods(sizes: list[str], alone: Sequence[str] = ()) -> int:
    return len(sizes) * _PRICE + sum(
        _SHIRT_PRICE if sku.startswith("SMLN") else _SKIRT_PRICE for sku in alone
    )


_HN_GOODS = _goods(_HN_SIZES, _HN_ALONE)  # 1.257.000
_HCM_GOODS = _goods(_HCM_SIZES)  # 2.495.000
_HP_GOODS = _goods(_HP_SIZES, _HP_ALONE)  # 818.000
_BN_GOODS = _goods(_BN_SIZES)  # 998.000
_NA_GOODS = _goods(_NA_SIZES)  # 1.996.000
_TH_GOODS = _goods([], _TH_ALONE)  # 518.000
_DNAI_GOODS = _goods(_DNAI_SIZES, _DNAI_ALONE)  # 2.255.000
_QN_GOODS = _goods([], _QN_ALONE)  # 319.000
_VT_GOODS = _goods(_VT_SIZES)  # 998.000

_READS = [
    call("search_product", query="combo công sở 2 món"),
    call("search_product", query="áo sơ mi lụa nữ tay ngắn"),
    call("search_product", query="chân váy chữ A dáng midi"),
    call("get_combo_detail", combo_sku=_COMBO),
    call("document_qa", question="miễn phí vận chuyển"),
    call("document_qa", question="COD áp dụng cho đơn có tổng tiền"),
    call("document_qa", question="tỉnh chưa có trong bảng phí vận chuyển"),
    *[
        call("calculate_shipping_fee", province=p)
        for p in (
            "Hà Nội",
            "TP. Hồ Chí Minh",
            "Đà Nẵng",
            "Cần Thơ",
            "Hải Dương",
            "Bắc Giang",
            "Nghệ An",
            "Thanh Hóa",
            "Đồng Nai",
            "Quảng Ninh",
            "Bà Rịa - Vũng Tàu",
        )
    ],
]


def _order(branch: dict[str, Any], sizes: list[str], fee: int, alone: Sequence[str] = ()) -> Call:
    items: list[dict[str, Any]] = []
    if sizes:
        items.append(item(_COMBO, len(sizes), choices=_sizes(*sizes)))
    items += one_each(*alone)
    return draft_order(
        customer_name=branch["name"],
        phone=branch["phone"],
        address=branch["address"],
        province=branch["province"],
        items=items,
        shipping_fee=fee,
        note="Đồng phục Công ty Dược Hòa An.",
    )


_HANDOFF = hand_off(
    reason="Hai chi nhánh Buôn Ma Thuột (Đắk Lắk) và Quy Nhơn (Bình Định, nay thuộc Gia "
    "Lai) không có trong bảng phí vận chuyển",
    summary="Chị Vũ Thị Phương Thảo (0913482615, Công ty Dược Hòa An) đặt đồng phục Combo "
    "Công sở 2 món, công ty muốn COD. (1) Gửi H'Linh Niê, 0978 325 416, số 15 Lê Thánh Tông, "
    "phường Buôn Ma Thuột, Đắk Lắk: 2 combo (áo M + váy M; áo L + váy L). (2) Gửi Đào Thị Mỹ "
    "Lệ, 0906 541 238, số 8 Nguyễn Huệ, phường Quy Nhơn, Gia Lai: 2 combo (áo S + váy M; áo M "
    "+ váy M). Cần báo phí ship và lên hai đơn này.",
    phone="0913482615",
)

_HN_ORDER = _order(_HN, _HN_SIZES, 0, _HN_ALONE)
_HCM_ORDER = _order(_HCM, _HCM_SIZES, 0)
_DN_ORDER = _order(_DN, _DN_SIZES, 35000)
_CT_ORDER = _order(_CT, _CT_SIZES, 0)
_HP_ORDER = _order(_HP, _HP_SIZES, 0, _HP_ALONE)
_BN_ORDER = _order(_BN, _BN_SIZES, 0)
_NA_ORDER = _order(_NA, _NA_SIZES, 0)
_TH_ORDER = _order(_TH, [], 35000, _TH_ALONE)
_DNAI_ORDER = _order(_DNAI, _DNAI_SIZES, 0, _DNAI_ALONE)
_QN_ORDER = _order(_QN, [], 35000, _QN_ALONE)
_VT_ORDER = _order(_VT, _VT_SIZES, 0)

_RIGHT = [
    _HN_ORDER,
    confirm_order("DH-0008"),
    _HCM_ORDER,
    confirm_order("DH-0009"),
    payment_qr("DH-0009"),
    _DN_ORDER,
    confirm_order("DH-0010"),
    _CT_ORDER,
    confirm_order("DH-0011"),
    _HP_ORDER,
    confirm_order("DH-0012"),
    _BN_ORDER,
    confirm_order("DH-0013"),
    _NA_ORDER,
    confirm_order("DH-0014"),
    _TH_ORDER,
    confirm_order("DH-0015"),
    _DNAI_ORDER,
    confirm_order("DH-0016"),
    payment_qr("DH-0016"),
    _QN_ORDER,
    confirm_order("DH-0017"),
    _VT_ORDER,
    confirm_order("DH-0018"),
    _HANDOFF,
]
_NEW_IDS = [f"DH-{n:04d}" for n in range(8, 19)]


_NEW = {"id": {"not_in": BASE_ORDER_IDS}}


def _branch(branch: dict[str, Any]) -> dict[str, Any]:
    return {"phone": branch["phone"], **_NEW}


def _choices(
    key: str,
    branch: dict[str, Any],
    sizes: list[str],
    goods: int,
    alone: Sequence[str],
    note: str,
    *,
    skill: Skill,
) -> dict[str, Any]:
    """The branch's parcel holds exactly its staff's combo choices and pieces alone."""
    expect: dict[str, Any] = {
        "lines.*.combo_choices": _sizes(*sizes) if sizes else [],
        "subtotal": goods,
    }
    for sku in alone:
        expect.setdefault("lines.*.sku", {"contains": []})["contains"].append(sku)
    return {
        "id": f"{key}_choices",
        "note": note,
        "kind": "record_field",
        "skill": skill,
        "table": "sale.orders",
        "where": _branch(branch),
        "expect": expect,
    }


def _totals(
    key: str,
    branch: dict[str, Any],
    fee: int,
    goods: int,
    note: str,
    *,
    skill: Skill,
    **more: object,
) -> dict[str, Any]:
    return {
        "id": f"{key}_total",
        "note": note,
        "kind": "record_field",
        "skill": skill,
        "table": "sale.orders",
        "where": _branch(branch),
        "expect": {"status": "confirmed", "shipping_fee": fee, "total": goods + fee, **more},
    }


def _handed_off(
    key: str, phone: str, name: str, places: list[str], note: str, *, skill: Skill
) -> dict[str, Any]:
    return {
        "id": f"{key}_handed_off",
        "note": note,
        "kind": "record_exists",
        "skill": skill,
        "table": "sale.handoffs",
        "any_of": [
            {"phone": phone},
            {"summary": {"contains": phone}},
            {"summary": {"contains": name}},
            {"phone": _HN["phone"], "summary": {"contains": [places]}},
            {"summary": {"contains": [_HN["phone"], places]}},
        ],
    }


TASK = {
    "id": "sale.expert_uniform_branches",
    "domain": "sale",
    "tier": "expert",
    "summary": "Uniform combos (short-sleeve shirt + midi skirt, 499k; shirt 259k, skirt 319k "
    "alone) for thirteen branches, one parcel each, COD where allowed. After the later message: "
    "Hà Nội 2 combos + Ngân's shirt = 1.257M free COD; HCM 5 combos 2.495M > 2M: QR; Đà Nẵng 1 "
    "combo 499k + 35k COD; Cần Thơ 2 combos 998k free; Hải Dương (now Hải Phòng) combo + Hằng's "
    "skirt 818k free; Bắc Giang (now Bắc Ninh) 2 combos with Vy added 998k free; Vinh 4 combos "
    "1.996M free, COD (within 2M), Nga now L/L; Thanh Hóa two shirts only 518k + 35k; Đồng Nai "
    "4 combos + Lụa's shirt 2.255M: QR; Quảng Ninh Yến's skirt only 319k + 35k; Vũng Tàu (now "
    "TP. HCM) 2 combos 998k free. Buôn Ma Thuột (Đắk Lắk) and Quy Nhơn (Bình Định, now Gia Lai) "
    "are off the fee table: handed off, no orders.",
    "requester_id": None,
    "prompt": [
        {
            "role": "customer",
            "text": "Chào shop, c là Thảo bên hành chính Công ty Dược Hòa An. C muốn đặt combo "
            "công sở 2 món (áo sơ mi tay ngắn trắng + chân váy chữ A midi đen) làm đồng phục "
            "cho các bạn ở chi nhánh, mỗi chi nhánh 1 đơn gửi về người nhận ở đó. Size ghi "
            "theo áo/váy nhé, bạn nào chỉ lấy 1 món c ghi riêng:\n"
            "- Hà Nội, người nhận là c: Vũ Thị Phương Thảo, 0913 482 615, tầng 6 số 34 Láng "
            "Hạ, p. Láng, HN. Gồm Thảo S/S, Mai M/M, Hương L/L, Ngân S/M\n"
            "- HCM, người nhận Lâm Ngọc Bích, 0937 160 824, số 80 Lê Văn Sỹ, p. Nhiêu Lộc, "
            "TP.HCM. Gồm Bích M/M, Trinh L/L, Quyên S/S, Hạnh M/L, Thư S/M\n"
            "- Đà Nẵng, người nhận Hồ Thị Kim Oanh, 0905 713 296, số 22 Nguyễn Văn Linh, p. Hải "
            "Châu, ĐN. Chỉ có Oanh M/M\n"
            "- Cần Thơ, người nhận Trương Mỹ Duyên, 0939 458 102, số 9 đường 30/4, p. Ninh "
            "Kiều, Cần Thơ. Gồm Duyên S/S, Loan L/M\n"
            "- Buôn Ma Thuột, người nhận H'Linh Niê, 0978 325 416, số 15 Lê Thánh Tông, p. "
            "Buôn Ma Thuột, Đắk Lắk. Gồm H'Linh M/M, Hà L/L\n"
            "- Hải Dương, người nhận Phạm Thị Ngọc, 0984 117 352, số 56 Trần Hưng Đạo, p. Hải "
            "Dương, Hải Dương. Gồm Ngọc M/M, còn Hằng chỉ lấy váy size M\n"
            "- Bắc Giang, người nhận Nguyễn Thị Huyền, 0962 408 715, số 21 Xương Giang, p. Bắc "
            "Giang, Bắc Giang. Chỉ có Huyền S/S\n"
            "- Vinh, người nhận Lê Thị Phương, 0915 236 847, số 102 Lê Lợi, p. Thành Vinh, Nghệ "
            "An. Gồm Phương L/L, Thủy M/M, Trang S/S, Nga M/M\n"
            "- Quy Nhơn, người nhận Đào Thị Mỹ Lệ, 0906 541 238, số 8 Nguyễn Huệ, p. Quy Nhơn, "
            "Bình Định. Gồm Lệ S/M, Hoa M/M\n"
            "- Thanh Hóa, người nhận Mai Thị Lan, 0948 372 619, số 25 Lê Hoàn, p. Hạc Thành, "
            "Thanh Hóa. Gồm Lan S/S, Hà M/M\n"
            "- Biên Hòa, người nhận Trần Thị Kiều, 0919 604 273, số 14 Phạm Văn Thuận, p. Tam "
            "Hiệp, Đồng Nai. Gồm Kiều M/S, Xuân L/L, Hạnh S/S, Thơ M/M, còn Lụa chỉ lấy áo "
            "size L\n"
            "- Hạ Long, người nhận Bùi Thị Hải Yến, 0983 250 416, số 31 Trần Hưng Đạo, p. Hồng "
            "Gai, Quảng Ninh. Chỉ có Yến M/M\n"
            "- Vũng Tàu, người nhận Ngô Thị Diễm, 0933 718 054, số 19 Thùy Vân, p. Vũng Tàu, Bà "
            "Rịa - Vũng Tàu. Gồm Diễm S/M, Nhi M/M",
        },
        {
            "role": "assistant",
            "text": "Dạ em chào chị Thảo, em ghi nhận đơn đồng phục của công ty mình ạ. Chị cho "
            "em hỏi công ty thanh toán chuyển khoản qua mã QR hay nhận hàng rồi trả tiền (COD) "
            "ạ?",
        },
        {
            "role": "customer",
            "text": "cty muốn COD hết cho kế toán dễ làm, đơn nào k COD được thì c ck trước, e "
            "gửi QR cho c. À c vừa rà lại danh sách với các chi nhánh, e sửa giúp c mấy chỗ:\n"
            "- bạn Hương ở HN nghỉ việc rồi, e bỏ phần của bạn ấy ra nhé. Còn Ngân thì có váy "
            "rồi, chỉ lấy cái áo thôi\n"
            "- Bắc Giang có thêm bạn Vy mới vào, size M/L\n"
            "- Nga ở Vinh đổi sang L/L\n"
            "- 2 bạn Thanh Hóa có váy rồi, chỉ lấy áo thôi, size như cũ\n"
            "- Yến ở Hạ Long cũng chỉ lấy váy\n"
            "Xong e chốt hết giúp c",
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
        _choices(
            "hn",
            _HN,
            _HN_SIZES,
            _HN_GOODS,
            _HN_ALONE,
            "the Hà Nội parcel: two combos (Hương dropped), shirts S, M and skirts S, M, plus "
            "Ngân's white shirt S alone (she has the skirt): 998.000đ + 259.000đ",
            skill="hold_conversation",
        ),
        _totals(
            "hn",
            _HN,
            0,
            _HN_GOODS,
            "1.257.000đ ships free, within the COD limit: confirmed",
            skill="regulation_before_action",
        ),
        _choices(
            "hcm",
            _HCM,
            _HCM_SIZES,
            _HCM_GOODS,
            [],
            "the HCM parcel: five combos with each person's shirt/skirt sizes",
            skill="bridge_tables",
        ),
        _totals(
            "hcm",
            _HCM,
            0,
            _HCM_GOODS,
            "2.495.000đ ships free and is confirmed",
            skill="regulation_before_action",
        ),
        {
            "id": "hcm_qr",
            "note": "2.495.000đ is over the 2.000.000đ COD limit: a QR for it, as the customer "
            "allowed",
            "kind": "record_exists",
            "skill": "regulation_before_action",
            "table": "sale.payment_qrs",
            "where": {"amount": _HCM_GOODS, "order_id": {"not_in": BASE_ORDER_IDS}},
        },
        _choices(
            "dn",
            _DN,
            _DN_SIZES,
            _PRICE,
            [],
            "the Đà Nẵng parcel: one combo, M/M",
            skill="bridge_tables",
        ),
        _totals(
            "dn",
            _DN,
            35000,
            _PRICE,
            "499.000đ < 700.000đ: Đà Nẵng's 35.000đ fee applies (the branches are not pooled), "
            "534.000đ COD",
            skill="regulation_before_action",
        ),
        _choices(
            "ct",
            _CT,
            _CT_SIZES,
            2 * _PRICE,
            [],
            "the Cần Thơ parcel: shirts S, L, skirts S, M",
            skill="bridge_tables",
        ),
        _totals(
            "ct",
            _CT,
            0,
            2 * _PRICE,
            "998.000đ ships free, within the COD limit",
            skill="regulation_before_action",
        ),
        _choices(
            "hp",
            _HP,
            _HP_SIZES,
            _HP_GOODS,
            _HP_ALONE,
            "the Hải Dương parcel: Ngọc's combo M/M and Hằng's skirt M alone (818.000đ)",
            skill="bridge_tables",
        ),
        _totals(
            "hp",
            _HP,
            0,
            _HP_GOODS,
            "Hải Dương is now Hải Phòng; 818.000đ ships free, COD",
            province="Hải Phòng",
            skill="regulation_before_action",
        ),
        _choices(
            "bn",
            _BN,
            _BN_SIZES,
            _BN_GOODS,
            [],
            "the Bắc Giang parcel: Huyền S/S and Vy M/L, added in the later message",
            skill="hold_conversation",
        ),
        _totals(
            "bn",
            _BN,
            0,
            _BN_GOODS,
            "Bắc Giang is now Bắc Ninh; two combos, 998.000đ, ship free (one alone would pay 30k)",
            province="Bắc Ninh",
            skill="regulation_before_action",
        ),
        _choices(
            "na",
            _NA,
            _NA_SIZES,
            _NA_GOODS,
            [],
            "the Vinh parcel: four combos, Nga resized to L/L in the later message",
            skill="hold_conversation",
        ),
        _totals(
            "na",
            _NA,
            0,
            _NA_GOODS,
            "1.996.000đ ships free and is within the 2.000.000đ COD limit",
            province="Nghệ An",
            skill="combine_regulations",
        ),
        _choices(
            "th",
            _TH,
            [],
            _TH_GOODS,
            _TH_ALONE,
            "the Thanh Hóa parcel: only the two shirts, S and M, no combo (518.000đ)",
            skill="hold_conversation",
        ),
        _totals(
            "th",
            _TH,
            35000,
            _TH_GOODS,
            "518.000đ < 700.000đ: Thanh Hóa's 35.000đ fee, 553.000đ",
            skill="regulation_before_action",
        ),
        _choices(
            "dnai",
            _DNAI,
            _DNAI_SIZES,
            _DNAI_GOODS,
            _DNAI_ALONE,
            "the Biên Hòa parcel: four combos and Lụa's shirt L alone (2.255.000đ)",
            skill="bridge_tables",
        ),
        _totals(
            "dnai",
            _DNAI,
            0,
            _DNAI_GOODS,
            "2.255.000đ ships free and is confirmed",
            skill="regulation_before_action",
        ),
        {
            "id": "dnai_qr",
            "note": "2.255.000đ is over the COD limit: a QR for it",
            "kind": "record_exists",
            "skill": "regulation_before_action",
            "table": "sale.payment_qrs",
            "where": {"amount": _DNAI_GOODS, "order_id": {"not_in": BASE_ORDER_IDS}},
        },
        _choices(
            "qn",
            _QN,
            [],
            _QN_GOODS,
            _QN_ALONE,
            "the Hạ Long parcel: Yến's skirt M alone, no combo (319.000đ)",
            skill="hold_conversation",
        ),
        _totals(
            "qn",
            _QN,
            35000,
            _QN_GOODS,
            "319.000đ < 700.000đ: Quảng Ninh's 35.000đ fee, 354.000đ",
            skill="regulation_before_action",
        ),
        _choices(
            "vt",
            _VT,
            _VT_SIZES,
            _goods(_VT_SIZES),
            [],
            "the Vũng Tàu parcel, its own order apart from the HCM branch: S/M and M/M",
            skill="resist_look_alikes",
        ),
        _totals(
            "vt",
            _VT,
            0,
            _VT_GOODS,
            "Vũng Tàu is now TP. Hồ Chí Minh; 998.000đ ships free, COD",
            province="TP. Hồ Chí Minh",
            skill="regulation_before_action",
        ),
        _handed_off(
            "dak_lak",
            _DAK_LAK_PHONE,
            _DAK_LAK_NAME,
            ["Buôn Ma Thuột", "Đắk Lắk"],
            "the Buôn Ma Thuột parcel (Đắk Lắk, off the fee table) goes to a human, naming the "
            "branch (its phone, its recipient, or the customer's phone with the place)",
            skill="regulation_before_action",
        ),
        _handed_off(
            "quy_nhon",
            _QUY_NHON_PHONE,
            _QUY_NHON_NAME,
            ["Quy Nhơn", "Bình Định", "Gia Lai"],
            "the Quy Nhơn parcel (Bình Định, now Gia Lai, off the fee table) goes to a human, "
            "naming the branch",
            skill="regulation_before_action",
        ),
        at_most(
            "qr_only_over_cod_limit",
            table="sale.payment_qrs",
            max=2,
            where={"order_id": {"not_in": BASE_ORDER_IDS}},
            note="the company pays COD where it may: the only new QRs are HCM's and Biên "
            "Hòa's (Vinh's 1.996.000đ is within the limit)",
            skill="combine_regulations",
        ),
        no_record(
            "no_off_table_order",
            table="sale.orders",
            where={"phone": {"in": [_DAK_LAK_PHONE, _QUY_NHON_PHONE]}},
            note="no order for the Đắk Lắk or Quy Nhơn branch under a guessed province or fee",
            skill="regulation_before_action",
        ),
        at_most(
            "eleven_parcels",
            table="sale.orders",
            max=11,
            where=_NEW,
            note="one order per branch in the fee table, no more",
        ),
    ],
    "oracle": [*_READS, *_RIGHT],
    "anti_oracles": [
        {
            "name": "keeps_huong",
            "why": "misses the later message and orders Hương's combo too",
            "calls": [
                *_READS,
                *replacing(_RIGHT, _HN_ORDER, _order(_HN, ["S/S", "M/M", "L/L"], 0, _HN_ALONE)),
            ],
            "breaks": ["hn_choices", "hn_total"],
        },
        {
            "name": "ngan_full_combo",
            "why": "keeps Ngân's whole combo although she takes only the shirt (1.497.000đ)",
            "calls": [
                *_READS,
                *replacing(_RIGHT, _HN_ORDER, _order(_HN, ["S/S", "M/M", "S/M"], 0)),
            ],
            "breaks": ["hn_choices", "hn_total"],
        },
        {
            "name": "misses_vy",
            "why": "orders only Huyền's combo for Bắc Giang (499.000đ + 30.000đ), missing Vy",
            "calls": [*_READS, *replacing(_RIGHT, _BN_ORDER, _order(_BN, ["S/S"], 30000))],
            "breaks": ["bn_choices", "bn_total"],
        },
        {
            "name": "nga_old_size",
            "why": "keeps Nga's first sizes M/M in the Vinh parcel",
            "calls": [
                *_READS,
                *replacing(_RIGHT, _NA_ORDER, _order(_NA, ["L/L", "M/M", "S/S", "M/M"], 0)),
            ],
            "breaks": ["na_choices"],
        },
        {
            "name": "thanh_hoa_combos",
            "why": "orders two combos for Thanh Hóa although both take only the shirt",
            "calls": [*_READS, *replacing(_RIGHT, _TH_ORDER, _order(_TH, ["S/S", "M/M"], 0))],
            "breaks": ["th_choices", "th_total"],
        },
        {
            "name": "yen_full_combo",
            "why": "keeps Yến's combo although she takes only the skirt",
            "calls": [*_READS, *replacing(_RIGHT, _QN_ORDER, _order(_QN, ["M/M"], 35000))],
            "breaks": ["qn_choices", "qn_total"],
        },
        {
            "name": "vinh_qr_near_limit",
            "why": "sends a QR for Vinh's 1.996.000đ as if it were over the COD limit",
            "calls": [*_READS, *_RIGHT, payment_qr("DH-0014")],
            "breaks": ["qr_only_over_cod_limit"],
        },
        {
            "name": "bien_hoa_cod_over_limit",
            "why": "confirms Biên Hòa's 2.255.000đ for COD, forgetting Lụa's shirt pushes it over",
            "calls": [*_READS, *[c for c in _RIGHT if c != payment_qr("DH-0016")]],
            "breaks": ["dnai_qr"],
        },
        {
            "name": "qr_for_every_parcel",
            "why": "issues a QR for every parcel although the company pays COD where allowed",
            "calls": [
                *_READS,
                *_RIGHT,
                *[payment_qr(i) for i in _NEW_IDS if i not in ("DH-0009", "DH-0016")],
            ],
            "breaks": ["qr_only_over_cod_limit"],
        },
        {
            "name": "pools_free_shipping",
            "why": "waives the small parcels' fees because the company's whole order is far over "
            "700.000đ",
            "calls": [
                *_READS,
                *[
                    with_args(c, shipping_fee=0) if c["tool"] == "create_draft_order" else c
                    for c in _RIGHT
                ],
            ],
            "breaks": ["dn_total", "th_total", "qn_total"],
        },
        {
            "name": "vung_tau_into_hcm",
            "why": "puts the Vũng Tàu staff into the HCM branch's parcel since both are TP. HCM",
            "calls": [
                *_READS,
                *[
                    c
                    for c in replacing(
                        _RIGHT, _HCM_ORDER, _order(_HCM, [*_HCM_SIZES, *_VT_SIZES], 0)
                    )
                    if c not in (_VT_ORDER, confirm_order("DH-0018"))
                ],
            ],
            "breaks": ["hcm_choices", "hcm_total", "hcm_qr", "vt_choices", "vt_total"],
        },
        {
            "name": "sizes_read_skirt_first",
            "why": "reads 'áo/váy' the wrong way round for the mixed sizes",
            "calls": [
                *_READS,
                *replacing(
                    _RIGHT, _HCM_ORDER, _order(_HCM, ["M/M", "L/L", "S/S", "L/M", "M/S"], 0)
                ),
            ],
            "breaks": ["hcm_choices"],
        },
        {
            "name": "off_table_as_neighbours",
            "why": "orders the Buôn Ma Thuột and Quy Nhơn parcels under Đà Nẵng's fee instead of "
            "handing them off",
            "calls": [
                *_READS,
                *_RIGHT[:-1],
                draft_order(
                    customer_name=_DAK_LAK_NAME,
                    phone="0978 325 416",
                    address="Số 15 Lê Thánh Tông, phường Buôn Ma Thuột, Đắk Lắk",
                    province="Đà Nẵng",
                    items=[item(_COMBO, 2, choices=_sizes("M/M", "L/L"))],
                    shipping_fee=0,
                ),
                confirm_order("DH-0019"),
                draft_order(
                    customer_name=_QUY_NHON_NAME,
                    phone="0906 541 238",
                    address="Số 8 Nguyễn Huệ, phường Quy Nhơn, Bình Định",
                    province="Đà Nẵng",
                    items=[item(_COMBO, 2, choices=_sizes("S/M", "M/M"))],
                    shipping_fee=0,
                ),
                confirm_order("DH-0020"),
            ],
            "breaks": [
                "dak_lak_handed_off",
                "quy_nhon_handed_off",
                "no_off_table_order",
                "eleven_parcels",
            ],
        },
    ],
}
