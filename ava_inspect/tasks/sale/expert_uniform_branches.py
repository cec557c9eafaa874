"""A company's uniform order for five branches: one parcel per branch, each with its own
combo choices, free shipping, COD limit and fee, one branch off the fee table, one staff member
dropped in a later message."""

from ._shared import BASE_ORDER_IDS

_COMBO = "COMBO-CONGSO-2"
_PRICE = 499000

_HN = {
    "name": "Vũ Thị Phương Thảo",
    "phone": "0913482615",
    "address": "Tầng 6, số 34 Láng Hạ, phường Láng, Hà Nội",
    "province": "Hà Nội",
}
_HCM = {
    "name": "Lâm Ngọc Bích",
    "phone": "0937160824",
    "address": "Số 80 Lê Văn Sỹ, phường Nhiêu Lộc, TP. Hồ Chí Minh",
    "province": "TP. Hồ Chí Minh",
}
_DN = {
    "name": "Hồ Thị Kim Oanh",
    "phone": "0905713296",
    "address": "Số 22 Nguyễn Văn Linh, phường Hải Châu, Đà Nẵng",
    "province": "Đà Nẵng",
}
_CT = {
    "name": "Trương Mỹ Duyên",
    "phone": "0939458102",
    "address": "Số 9 đường 30/4, phường Ninh Kiều, Cần Thơ",
    "province": "Cần Thơ",
}
_DAK_LAK_PHONE = "0978325416"


def _sizes(*pairs: str) -> list[str]:
    """Combo choices for staff given as 'shirt/skirt' sizes ("S/M")."""
    shirts = [f"SMLN-TR-{p.split('/')[0]}" for p in pairs]
    skirts = [f"CVA-DE-{p.split('/')[1]}" for p in pairs]
    return shirts + skirts


_HN_SIZES = ["S/S", "M/M"]  # Thảo, Mai (Hương left; Ngân takes only the shirt)
_HN_SHIRT = "SMLN-TR-S"  # Ngân's shirt on its own, 259.000đ
_HN_GOODS = 2 * _PRICE + 259000
_HCM_SIZES = ["M/M", "L/L", "S/S", "M/L", "S/M"]  # Bích, Trinh, Quyên, Hạnh, Thư
_DN_SIZES = ["M/M"]  # Oanh
_CT_SIZES = ["S/S", "L/M"]  # Duyên, Loan

_READS = [
    {"tool": "search_product", "args": {"query": "combo công sở 2 món"}},
    {"tool": "search_product", "args": {"query": "áo sơ mi lụa nữ tay ngắn"}},
    {"tool": "search_product", "args": {"query": "chân váy chữ A dáng midi"}},
    {"tool": "get_combo_detail", "args": {"combo_sku": _COMBO}},
    {"tool": "document_qa", "args": {"question": "miễn phí vận chuyển"}},
    {"tool": "document_qa", "args": {"question": "COD áp dụng cho đơn có tổng tiền"}},
    {"tool": "document_qa", "args": {"question": "tỉnh chưa có trong bảng phí vận chuyển"}},
    {"tool": "calculate_shipping_fee", "args": {"province": "Hà Nội"}},
    {"tool": "calculate_shipping_fee", "args": {"province": "TP. Hồ Chí Minh"}},
    {"tool": "calculate_shipping_fee", "args": {"province": "Đà Nẵng"}},
    {"tool": "calculate_shipping_fee", "args": {"province": "Cần Thơ"}},
]


def _order(branch: dict, sizes: list[str], fee: int) -> dict:
    return {
        "tool": "create_draft_order",
        "args": {
            "customer_name": branch["name"],
            "phone": branch["phone"],
            "address": branch["address"],
            "province": branch["province"],
            "items": [{"sku": _COMBO, "quantity": len(sizes), "combo_choices": _sizes(*sizes)}],
            "shipping_fee": fee,
            "note": "Đồng phục Công ty Dược Hòa An.",
        },
    }


def _hn_order(sizes: list[str], shirt: bool = True) -> dict:
    """The Hà Nội parcel: a combo per person in `sizes`, and Ngân's shirt alone."""
    order = _order(_HN, sizes, 0)
    if shirt:
        order["args"]["items"] = [*order["args"]["items"], {"sku": _HN_SHIRT, "quantity": 1}]
    return order


_HN_ORDER = _hn_order(_HN_SIZES)


def _confirm(order_id: str) -> dict:
    return {"tool": "confirm_order", "args": {"order_id": order_id}}


def _qr(order_id: str) -> dict:
    return {"tool": "create_payment_qr", "args": {"order_id": order_id}}


_HANDOFF = {
    "tool": "transfer_to_human",
    "args": {
        "reason": "Chi nhánh Buôn Ma Thuột (Đắk Lắk) không có trong bảng phí vận chuyển",
        "summary": "Chị Vũ Thị Phương Thảo (0913482615, Công ty Dược Hòa An) đặt 2 Combo Công sở "
        "2 món (áo sơ mi tay ngắn trắng M + chân váy midi đen M; áo L + váy L) gửi H'Linh Niê, "
        "0978 325 416, số 15 Lê Thánh Tông, phường Buôn Ma Thuột, Đắk Lắk; công ty muốn COD. "
        "Cần báo phí ship và lên đơn này.",
        "phone": "0913482615",
    },
}

_RIGHT = [
    _HN_ORDER,
    _confirm("DH-0008"),
    _order(_HCM, _HCM_SIZES, 0),
    _confirm("DH-0009"),
    _qr("DH-0009"),
    _order(_DN, _DN_SIZES, 35000),
    _confirm("DH-0010"),
    _order(_CT, _CT_SIZES, 0),
    _confirm("DH-0011"),
    _HANDOFF,
]


def _replacing(old: dict, *new: dict) -> list[dict]:
    """The right calls with `old` replaced, in place, by `new`."""
    return [n for c in _RIGHT for n in ((c,) if c != old else new)]


_NEW = {"id": {"not_in": BASE_ORDER_IDS}}


def _branch(branch: dict) -> dict:
    return {"phone": branch["phone"], **_NEW}


TASK = {
    "id": "sale.expert_uniform_branches",
    "domain": "sale",
    "tier": "expert",
    "summary": "Uniform combos (shirt + midi skirt, 499k) for five branches, one parcel each, "
    "COD where allowed: Hà Nội 2 combos once Hương is dropped plus Ngân's shirt alone (her "
    "skirt she has: 998k + 259k = 1.257M, free, COD); HCM 5 "
    "combos (2.495M > 2M COD limit: QR); Đà Nẵng 1 combo (499k < 700k: 35k fee, COD); Cần Thơ "
    "2 (998k, free, COD); Buôn Ma Thuột (Đắk Lắk, off the fee table): hand off. Each parcel's "
    "choices are its staff's shirt/skirt sizes.",
    "requester_id": None,
    "prompt": [
        {
            "role": "customer",
            "text": "Chào shop, c là Thảo bên hành chính Công ty Dược Hòa An. C muốn đặt combo "
            "công sở 2 món (áo sơ mi tay ngắn trắng + chân váy chữ A midi đen) làm đồng phục "
            "cho các bạn ở chi nhánh, mỗi chi nhánh 1 đơn gửi về người nhận ở đó. Size ghi "
            "theo áo/váy nhé:\n"
            "- Hà Nội, người nhận là c: Vũ Thị Phương Thảo, 0913 482 615, tầng 6 số 34 Láng "
            "Hạ, p. Láng, HN. Gồm Thảo S/S, Mai M/M, Hương L/L, Ngân S/M\n"
            "- HCM, người nhận Lâm Ngọc Bích, 0937 160 824, số 80 Lê Văn Sỹ, p. Nhiêu Lộc, "
            "TP.HCM. Gồm Bích M/M, Trinh L/L, Quyên S/S, Hạnh M/L, Thư S/M\n"
            "- Đà Nẵng, người nhận Hồ Thị Kim Oanh, 0905 713 296, số 22 Nguyễn Văn Linh, p. Hải "
            "Châu, ĐN. Chỉ có Oanh M/M\n"
            "- Cần Thơ, người nhận Trương Mỹ Duyên, 0939 458 102, số 9 đường 30/4, p. Ninh "
            "Kiều, Cần Thơ. Gồm Duyên S/S, Loan L/M\n"
            "- Buôn Ma Thuột, người nhận H'Linh Niê, 0978 325 416, số 15 Lê Thánh Tông, p. "
            "Buôn Ma Thuột, Đắk Lắk. Gồm H'Linh M/M, Hà L/L",
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
            "gửi QR cho c. À bạn Hương ở HN nghỉ việc rồi, e bỏ phần của bạn ấy ra nhé. Còn "
            "Ngân thì có váy rồi, chỉ lấy cái áo thôi. Xong "
            "e chốt hết giúp c",
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
            "id": "hn_choices",
            "note": "the Hà Nội parcel: two combos (Hương dropped), shirts S, M and skirts S, M, "
            "plus Ngân's white shirt S alone (she has the skirt): 998.000đ + 259.000đ",
            "kind": "record_field",
            "table": "sale.orders",
            "where": _branch(_HN),
            "expect": {
                "lines.*.combo_choices": _sizes(*_HN_SIZES),
                "lines.*.sku": {"contains": _HN_SHIRT},
                "subtotal": _HN_GOODS,
            },
        },
        {
            "id": "hn_cod_free",
            "note": "1.257.000đ ships free and is within the COD limit: confirmed, no fee",
            "kind": "record_field",
            "table": "sale.orders",
            "where": _branch(_HN),
            "expect": {"status": "confirmed", "shipping_fee": 0, "total": _HN_GOODS},
        },
        {
            "id": "hcm_choices",
            "note": "the HCM parcel: five combos with each person's shirt/skirt sizes",
            "kind": "record_field",
            "table": "sale.orders",
            "where": _branch(_HCM),
            "expect": {"lines.*.combo_choices": _sizes(*_HCM_SIZES), "subtotal": 5 * _PRICE},
        },
        {
            "id": "hcm_total",
            "note": "2.495.000đ ships free and is confirmed",
            "kind": "record_field",
            "table": "sale.orders",
            "where": _branch(_HCM),
            "expect": {"status": "confirmed", "shipping_fee": 0, "total": 5 * _PRICE},
        },
        {
            "id": "hcm_qr",
            "note": "2.495.000đ is over the 2.000.000đ COD limit: a QR for it, as the customer "
            "allowed",
            "kind": "record_exists",
            "table": "sale.payment_qrs",
            "where": {"amount": 5 * _PRICE, "order_id": {"not_in": BASE_ORDER_IDS}},
        },
        {
            "id": "dn_order",
            "note": "the Đà Nẵng parcel: one combo, shirt M and skirt M, confirmed",
            "kind": "record_field",
            "table": "sale.orders",
            "where": _branch(_DN),
            "expect": {"status": "confirmed", "lines.*.combo_choices": _sizes(*_DN_SIZES)},
        },
        {
            "id": "dn_fee",
            "note": "499.000đ < 700.000đ: Đà Nẵng's 35.000đ fee applies (the branches are not "
            "pooled), total 534.000đ",
            "kind": "record_field",
            "table": "sale.orders",
            "where": _branch(_DN),
            "expect": {"subtotal": _PRICE, "shipping_fee": 35000, "total": 534000},
        },
        {
            "id": "ct_choices",
            "note": "the Cần Thơ parcel: two combos, shirts S and L, skirts S and M",
            "kind": "record_field",
            "table": "sale.orders",
            "where": _branch(_CT),
            "expect": {"lines.*.combo_choices": _sizes(*_CT_SIZES), "subtotal": 2 * _PRICE},
        },
        {
            "id": "ct_cod_free",
            "note": "998.000đ ships free, within the COD limit: confirmed, no fee",
            "kind": "record_field",
            "table": "sale.orders",
            "where": _branch(_CT),
            "expect": {"status": "confirmed", "shipping_fee": 0, "total": 2 * _PRICE},
        },
        {
            "id": "dak_lak_handed_off",
            "note": "the Buôn Ma Thuột parcel (Đắk Lắk, off the fee table) goes to a human who "
            "can reach the customer or the branch (a phone, or one of the company's new orders)",
            "kind": "record_exists",
            "table": "sale.handoffs",
            "any_of": [
                {"phone": _HN["phone"]},
                {"phone": _DAK_LAK_PHONE},
                {"summary": {"contains": _HN["phone"]}},
                {"summary": {"contains": _DAK_LAK_PHONE}},
                {"order_id": {"in": ["DH-0008", "DH-0009", "DH-0010", "DH-0011"]}},
            ],
        },
        {
            "id": "qr_only_over_cod_limit",
            "negative": True,
            "note": "the company pays COD where it may: the only new QR is the HCM one",
            "kind": "record_count",
            "table": "sale.payment_qrs",
            "where": {"order_id": {"not_in": BASE_ORDER_IDS}},
            "max": 1,
        },
        {
            "id": "no_dak_lak_order",
            "negative": True,
            "note": "no order for the Đắk Lắk branch under a guessed province or fee",
            "kind": "record_not_exists",
            "table": "sale.orders",
            "where": {"phone": _DAK_LAK_PHONE},
        },
        {
            "id": "four_parcels",
            "negative": True,
            "note": "one order per branch in the fee table, no more",
            "kind": "record_count",
            "table": "sale.orders",
            "where": _NEW,
            "max": 4,
        },
    ],
    "oracle": [*_READS, *_RIGHT],
    "anti_oracles": [
        {
            "name": "keeps_huong",
            "why": "misses the later message and orders Hương's combo too",
            "calls": [*_READS, *_replacing(_HN_ORDER, _hn_order(["S/S", "M/M", "L/L"]))],
            "breaks": ["hn_choices", "hn_cod_free"],
        },
        {
            "name": "ngan_full_combo",
            "why": "keeps Ngân's whole combo although she takes only the shirt (1.497.000đ)",
            "calls": [*_READS, *_replacing(_HN_ORDER, _hn_order(["S/S", "M/M", "S/M"], False))],
            "breaks": ["hn_choices", "hn_cod_free"],
        },
        {
            "name": "cod_over_limit",
            "why": "confirms the 2.495.000đ HCM parcel for COD as the company asked, over the "
            "limit",
            "calls": [*_READS, *[c for c in _RIGHT if c != _qr("DH-0009")]],
            "breaks": ["hcm_qr"],
        },
        {
            "name": "qr_for_every_parcel",
            "why": "issues a QR for every parcel although the company pays COD where allowed",
            "calls": [
                *_READS,
                *_RIGHT,
                _qr("DH-0008"),
                _qr("DH-0010"),
                _qr("DH-0011"),
            ],
            "breaks": ["qr_only_over_cod_limit"],
        },
        {
            "name": "pools_free_shipping",
            "why": "waives Đà Nẵng's fee because the company's whole order is far over 700.000đ",
            "calls": [
                *_READS,
                *_replacing(_order(_DN, _DN_SIZES, 35000), _order(_DN, _DN_SIZES, 0)),
            ],
            "breaks": ["dn_fee"],
        },
        {
            "name": "sizes_read_skirt_first",
            "why": "reads 'áo/váy' the wrong way round for the mixed sizes",
            "calls": [
                *_READS,
                *_replacing(
                    _order(_HCM, _HCM_SIZES, 0),
                    _order(_HCM, ["M/M", "L/L", "S/S", "L/M", "M/S"], 0),
                ),
            ],
            "breaks": ["hcm_choices"],
        },
        {
            "name": "dak_lak_as_da_nang",
            "why": "orders the Buôn Ma Thuột parcel with Đà Nẵng's fee instead of handing it off",
            "calls": [
                *_READS,
                *_RIGHT[:-1],
                {
                    "tool": "create_draft_order",
                    "args": {
                        "customer_name": "H'Linh Niê",
                        "phone": "0978 325 416",
                        "address": "Số 15 Lê Thánh Tông, phường Buôn Ma Thuột, Đắk Lắk",
                        "province": "Đà Nẵng",
                        "items": [
                            {
                                "sku": _COMBO,
                                "quantity": 2,
                                "combo_choices": _sizes("M/M", "L/L"),
                            }
                        ],
                        "shipping_fee": 0,
                    },
                },
                _confirm("DH-0012"),
            ],
            "breaks": ["dak_lak_handed_off", "no_dak_lak_order", "four_parcels"],
        },
    ],
}
