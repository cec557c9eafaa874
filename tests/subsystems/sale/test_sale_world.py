"""Mây Store's world and the sales agent's detail and edit tools: the catalogue, combos, fee table
and orders hold together, the look-alikes differ where they should, and every rule of
`update_draft_order` / `update_order` holds (a refused call changes nothing)."""

from __future__ import annotations

import hashlib
import json
import re
from collections import Counter
from collections.abc import Callable
from typing import Any

import inspect_ai
import pytest
from current_wards import CURRENT_WARDS
from inspect_ai.model import ChatMessageTool, get_model
from inspect_ai.tool import ToolError
from scripted_calls import tool_call_outputs

from ava_inspect.core.tools.common import fold
from ava_inspect.core.tools.runtime import Session, call_op
from ava_inspect.core.world.tables import check_references, merge
from ava_inspect.harness.catalog import get_definition
from ava_inspect.harness.sample_info import final_world_data, initial_world_data
from ava_inspect.harness.toolsets import CATALOGUE
from ava_inspect.schema.assertions import RecordCount, RecordExists, RecordField, RecordNotExists
from ava_inspect.subsystems import base_company
from ava_inspect.subsystems.crm.noise import _LOCALITIES
from ava_inspect.subsystems.crm.records import CrmWorld
from ava_inspect.subsystems.helpdesk.records import HelpdeskWorld
from ava_inspect.subsystems.sale.company import OUTSIDE_FEE_TABLE
from ava_inspect.subsystems.sale.noise import ADDRESSES as NOISE_ADDRESSES
from ava_inspect.subsystems.sale.places import FORMER_PROVINCES, MERGED, PROVINCES, UNCHANGED
from ava_inspect.subsystems.sale.records import SaleWorld
from ava_inspect.subsystems.sale.tools import FREE_SHIPPING_FROM, OrderItem
from ava_inspect.suite import ava_task

BASE = base_company()
SALE = SaleWorld.of(BASE)
ALL_SKUS = [v.sku for p in SALE.products for v in p.variants] + [c.sku for c in SALE.combos]


def session() -> Session:
    return Session(world=merge(BASE, {}), user_id=None)


def call(s: Session, name: str, **args: Any) -> Any:
    return call_op(CATALOGUE[name].op, s, args)


def draft_code(order_id: str) -> str:
    return "DRAFT-" + hashlib.sha1(order_id.encode()).hexdigest()[:6].upper()


def product(product_id: str) -> Any:
    return BASE.get("sale.products", product_id)


# --- the catalogue ------------------------------------------------------------------------------


def test_catalogue_has_sixty_plus_unique_skus_across_the_categories() -> None:
    assert len(ALL_SKUS) == len(set(ALL_SKUS))
    assert len(ALL_SKUS) - len(SALE.combos) >= 60
    categories = {fold(p.category) for p in SALE.products}
    for wanted in ("ao so mi", "quan", "vay", "dam", "ao khoac", "phu kien"):
        assert wanted in categories, wanted
    sold_out = [v.sku for p in SALE.products for v in p.variants if not v.in_stock]
    assert len(sold_out) >= 5
    for p in SALE.products:
        prefixes = {v.sku.split("-")[0] for v in p.variants}
        assert len(prefixes) == 1, f"{p.id} mixes SKU prefixes {prefixes}"
        assert any(v.in_stock for v in p.variants), f"{p.id} is sold out entirely"
        for v in p.variants:
            assert v.price % 1000 == 0 and 100000 <= v.price <= 2000000, v.sku
            assert v.color, v.sku


def test_task_fixtures_of_the_catalogue_are_unchanged() -> None:
    """sale.combo_office_colours relies on these."""
    smld = product("SP-01")
    assert [v.color for v in smld.variants if v.size == "M"] == ["Trắng", "Xanh nhạt", "Hồng phấn"]
    qtod = {v.sku: v for v in product("SP-03").variants}
    assert qtod["QTOD-DE-28"].in_stock and qtod["QTOD-DE-28"].color == "Đen"
    [cb] = [c for c in SALE.combos if c.sku == "COMBO-CONGSO-3"]
    assert cb.price == 799000
    assert [(k.product_id, k.quantity) for k in cb.components] == [("SP-01", 2), ("SP-03", 1)]
    assert FREE_SHIPPING_FROM == 700000
    assert "700.000đ" in BASE.record("helpdesk.documents", _sales_policy_id()).content


def _sales_policy_id() -> str:
    return next(d.id for d in HelpdeskWorld.of(BASE).documents if "Chính sách bán hàng" in d.title)


LOOK_ALIKES = [
    # (query, the product that has the variant, its look-alike, colour, size)
    ("áo sơ mi lụa tay dài", "SP-01", "SP-07", "Xanh nhạt", None),
    ("chân váy chữ A", "SP-14", "SP-05", None, "XL"),
    ("đầm suông tay lỡ", "SP-17", "SP-18", "Đỏ đô", None),
    ("túi tote canvas", "SP-04", "SP-25", "Be", None),
    ("áo blazer nữ", "SP-21", "SP-22", "Be", None),
]


@pytest.mark.parametrize(("query", "has", "lacks", "color", "size"), LOOK_ALIKES)
def test_look_alike_products_differ_in_one_variant(
    query: str, has: str, lacks: str, color: str | None, size: str | None
) -> None:
    found = [p["id"] for p in call(session(), "search_product", query=query)["products"]]
    assert {has, lacks} <= set(found)

    def offers(product_id: str) -> bool:
        return any(
            (color is None or v.color == color) and (size is None or v.size == size)
            for v in product(product_id).variants
        )

    assert offers(has) and not offers(lacks)
    words = set(fold(product(has).name).split()) & set(fold(product(lacks).name).split())
    assert len(words) >= 3, "look-alikes share most of their name"


def test_combos_have_variant_components_and_a_real_discount() -> None:
    assert len(SALE.combos) >= 6
    for combo in SALE.combos:
        parts = 0
        for k in combo.components:
            comp = product(k.product_id)
            assert 1 <= k.quantity <= 3, combo.sku
            assert len(comp.variants) >= 2, f"{combo.sku}: {comp.id} has nothing to choose"
            assert len({v.price for v in comp.variants}) == 1
            parts += k.quantity * comp.variants[0].price
        assert combo.price < parts, combo.sku
        assert combo.price % 1000 == 0
        assert combo.sku.startswith("COMBO-")
    assert any(k.quantity == 3 for c in SALE.combos for k in c.components)


def test_fee_table_covers_a_dozen_provinces_and_leaves_the_mountains_out() -> None:
    provinces = [f.province for f in SALE.shipping_fees]
    assert len(provinces) >= 12 and len(set(provinces)) == len(provinces)
    s = session()
    for province in provinces:
        assert call(s, "calculate_shipping_fee", province=province)["province"] == province
    for left_out in ("Lào Cai", "Sơn La", "Điện Biên", "Lai Châu", "Cao Bằng", "Gia Lai"):
        with pytest.raises(ToolError, match="không có trong bảng phí"):
            call(s, "calculate_shipping_fee", province=left_out)


# --- Vietnam's provinces since 1 July 2025 ------------------------------------------------------


def test_the_reorganisation_is_the_34_provinces_of_resolution_202() -> None:
    assert set(UNCHANGED) == {
        "Hà Nội", "Huế", "Lai Châu", "Điện Biên", "Sơn La", "Lạng Sơn", "Quảng Ninh",
        "Thanh Hóa", "Nghệ An", "Hà Tĩnh", "Cao Bằng",
    }  # fmt: skip
    assert len(MERGED) == 23 and len(PROVINCES) == len(set(PROVINCES)) == 34
    old = [*UNCHANGED, *(o for olds in MERGED.values() for o in olds)]
    assert len(old) == len(set(old)) == 63, "each of the 63 old provinces lands in one new one"
    assert all(olds[0] == new for new, olds in MERGED.items()), "a merged province keeps a name"
    assert sorted(len(o) for o in MERGED.values()).count(3) == 6  # the six three-way mergers
    expected = {
        "Bình Dương": "TP. Hồ Chí Minh", "Bà Rịa - Vũng Tàu": "TP. Hồ Chí Minh",
        "Nam Định": "Ninh Bình", "Hà Nam": "Ninh Bình", "Quảng Nam": "Đà Nẵng",
        "Hà Giang": "Tuyên Quang", "Kiên Giang": "An Giang", "Yên Bái": "Lào Cai",
        "Bắc Kạn": "Thái Nguyên", "Vĩnh Phúc": "Phú Thọ", "Hòa Bình": "Phú Thọ",
        "Bắc Giang": "Bắc Ninh", "Thái Bình": "Hưng Yên", "Hải Dương": "Hải Phòng",
        "Quảng Bình": "Quảng Trị", "Kon Tum": "Quảng Ngãi", "Bình Định": "Gia Lai",
        "Ninh Thuận": "Khánh Hòa", "Đắk Nông": "Lâm Đồng", "Bình Thuận": "Lâm Đồng",
        "Phú Yên": "Đắk Lắk", "Bình Phước": "Đồng Nai", "Long An": "Tây Ninh",
        "Sóc Trăng": "Cần Thơ", "Hậu Giang": "Cần Thơ", "Bến Tre": "Vĩnh Long",
        "Trà Vinh": "Vĩnh Long", "Tiền Giang": "Đồng Tháp", "Bạc Liêu": "Cà Mau",
    }  # fmt: skip
    assert len(expected) == 29
    assert {k: FORMER_PROVINCES[k] for k in expected} == expected


def test_the_fee_table_is_of_current_provinces_and_keeps_its_outside_ones() -> None:
    inside = {f.province for f in SALE.shipping_fees}
    assert inside <= set(PROVINCES)
    assert inside.isdisjoint(OUTSIDE_FEE_TABLE)
    assert inside | set(OUTSIDE_FEE_TABLE) == set(PROVINCES)


@pytest.mark.parametrize("former", sorted(FORMER_PROVINCES))
def test_an_old_province_is_priced_as_the_province_it_now_belongs_to(former: str) -> None:
    now = FORMER_PROVINCES[former]
    fees = {f.province: f for f in SALE.shipping_fees}
    s = session()
    if now in fees:
        result = call(s, "calculate_shipping_fee", province=former)
        assert (result["province"], result["fee"]) == (now, fees[now].fee)
        assert former in result["province_note"] and now in result["province_note"]
    else:
        with pytest.raises(ToolError, match=f"nay thuộc {now}.*không có trong bảng phí"):
            call(s, "calculate_shipping_fee", province=former)


def test_a_current_province_carries_no_note() -> None:
    result = call(session(), "calculate_shipping_fee", province="TP HCM")
    assert result == {"province": "TP. Hồ Chí Minh", "fee": 30000, "eta_days": 3}


def test_an_order_to_an_old_province_is_placed_under_the_current_one() -> None:
    s = session()
    _searched(s)
    args = {**_order_args(), "address": "Số 8 Yersin, phường Thủ Dầu Một, Bình Dương"}
    with pytest.raises(ToolError, match=re.escape("30000đ cho TP. Hồ Chí Minh")):
        call(s, "create_draft_order", **{**args, "province": "Bình Dương", "shipping_fee": 25000})
    made = call(
        s, "create_draft_order", **{**args, "province": "Bình Dương", "shipping_fee": 30000}
    )
    assert made["province"] == "TP. Hồ Chí Minh" and "Bình Dương" in made["province_note"]
    with pytest.raises(ToolError, match="nay thuộc Tuyên Quang"):
        call(s, "update_draft_order", order_id=made["order_id"], province="Hà Giang")


def _province_of(address: str) -> str:
    return next(p for p in PROVINCES if address.endswith(f", {p}"))


_DISTRICT_LEVEL = re.compile(
    r"\b(?:quận|huyện|thị xã|thị trấn|phường \d+|(?:tp\.?|thành phố) (?!hồ chí minh))",
    re.IGNORECASE,
)
_WARD = re.compile(r"\b(?:phường|xã) [^,]+")


def _check_address(address: str) -> None:
    """A current address: a ward (if named) of its province, the province last, no district."""
    province = _province_of(address)
    assert not _DISTRICT_LEVEL.search(address), address
    for ward in _WARD.findall(address):
        assert ward in CURRENT_WARDS[province], (ward, province)


def test_world_addresses_use_the_current_units() -> None:
    """Customers, orders, the noise that makes more of them, and the company's own address."""
    addresses = [c.address for c in CrmWorld.of(BASE).customers if c.address]
    addresses += [o.address for o in SALE.orders]
    addresses += [a.format(n=12, m=3) for options in NOISE_ADDRESSES.values() for a in options]
    addresses += [a for *_, streets in _LOCALITIES for a in streets]
    assert len(addresses) > 60
    for address in addresses:
        _check_address(address)
    for o in SALE.orders:
        assert o.province == _province_of(o.address) and o.province in PROVINCES, o.id
    for province, options in NOISE_ADDRESSES.items():
        assert all(_province_of(a) == province for a in options), province
    invite = BASE.record("mail.templates", "MAU-02").body
    assert "18 Duy Tân, phường Cầu Giấy, Hà Nội" in invite


@pytest.mark.parametrize(
    "address",
    [
        "Số 3 Lạch Tray, Ngô Quyền, Quận Ngô Quyền, Hải Phòng",
        "Số 112 Trần Phú, phường Điện Biên, TP. Thanh Hóa, Thanh Hóa",
        "Số 14 Hai Bà Trưng, Phường 6, Lâm Đồng",
        "Số 1 Lê Lợi, phường Vĩnh Ninh, Huế",
    ],
)
def test_the_address_check_refuses_old_units(address: str) -> None:
    with pytest.raises((AssertionError, KeyError, StopIteration)):
        _check_address(address)


# --- the orders already placed ------------------------------------------------------------------


def test_orders_cover_every_state() -> None:
    states = {(o.status, o.payment_status) for o in SALE.orders}
    assert {
        ("draft", "unpaid"),
        ("confirmed", "unpaid"),
        ("confirmed", "paid"),
        ("cancelled", "unpaid"),
    } <= states


@pytest.mark.parametrize("order", SALE.orders, ids=[o.id for o in SALE.orders])
def test_each_order_is_what_create_draft_order_would_have_made(order: Any) -> None:
    """Lines, names, prices, subtotal, fee and total, rebuilt through the real tool."""
    s = session()
    s.seen_skus = list(ALL_SKUS)
    made = call(
        s,
        "create_draft_order",
        customer_name=order.customer_name,
        phone=order.phone,
        address=order.address,
        province=order.province,
        items=[
            OrderItem(sku=li.sku, quantity=li.quantity, combo_choices=li.combo_choices)
            for li in order.lines
        ],
        shipping_fee=order.shipping_fee,
    )
    for key in ("customer_name", "phone", "address", "province", "lines", "subtotal", "total"):
        assert made[key] == order.model_dump(mode="json")[key], key
    assert order.discount == 0
    assert order.draft_code == draft_code(order.id)
    free = order.subtotal >= FREE_SHIPPING_FROM
    assert (order.shipping_fee == 0) == free, "shipping follows the sales policy"


def test_qr_codes_match_their_orders() -> None:
    orders = {o.id: o for o in SALE.orders}
    by_order = Counter(q.order_id for q in SALE.payment_qrs)
    assert max(by_order.values()) == 1
    for qr in SALE.payment_qrs:
        order = orders[qr.order_id]
        assert order.status == "confirmed"
        assert (qr.amount, qr.transfer_note) == (order.total, order.id)
    for order in SALE.orders:
        if order.payment_status == "paid":
            assert by_order[order.id] == 1, f"{order.id} is paid without a QR"
    assert any(o.payment_status == "unpaid" and by_order[o.id] for o in SALE.orders)
    assert check_references(BASE) == []


def test_sale_tasks_still_have_one_right_outcome() -> None:
    phones = {o.phone for o in SALE.orders}
    assert "0912345678" not in phones and "0987654321" not in phones
    assert SALE.questions == [] and SALE.handoffs == []
    next_order = BASE.next_id("sale.orders")
    combo = get_definition("sale.combo_office_colours")
    calls = [c for c in combo.oracle_calls if c.tool in ("confirm_order", "create_payment_qr")]
    assert {c.args["order_id"] for c in calls} == {next_order}
    [qr_check] = [a for a in combo.assertions if a.id == "qr_amount"]
    assert isinstance(qr_check, RecordExists | RecordNotExists | RecordCount | RecordField)
    assert qr_check.where["order_id"] == next_order
    [draft] = [a for a in combo.anti_oracles if a.name == "draft_code"]
    assert {c.args["order_id"] for c in draft.tool_calls if "order_id" in c.args} == {
        draft_code(next_order)
    }


# --- get_product_detail and get_combo_detail ----------------------------------------------------


def test_product_detail_by_id_or_sku_and_its_combos() -> None:
    s = session()
    by_id = call(s, "get_product_detail", product_id="SP-25")
    assert by_id == call(s, "get_product_detail", product_id="totem-de")
    assert by_id["colors"] == ["Kem", "Đen", "Xanh rêu"] and by_id["sizes"] == []
    assert by_id["in_stock_count"] == 2 and by_id["combos"] == []
    shirts = call(s, "get_product_detail", product_id="SP-01")["combos"]
    assert [(c["sku"], c["quantity"]) for c in shirts] == [
        ("COMBO-CONGSO-3", 2),
        ("COMBO-SOMI-5", 3),
    ]
    json.dumps(by_id)


def test_combo_detail_counts_the_choices() -> None:
    s = session()
    detail = call(s, "get_combo_detail", combo_sku=" cb-06 ")
    assert detail["sku"] == "COMBO-SOMI-5"
    assert [(c["product_id"], c["choices_needed"]) for c in detail["components"]] == [
        ("SP-01", 3),
        ("SP-02", 2),
    ]
    assert (detail["price"], detail["separate_price"], detail["saving"]) == (
        1190000,
        1385000,
        195000,
    )
    assert "3 SKU của 'Áo sơ mi lụa nữ tay dài'" in detail["how_to_order"]
    tote = call(s, "get_combo_detail", combo_sku="COMBO-DAM-TOTE")["components"][1]
    assert (tote["sizes"], len(tote["variants"])) == ([], 2)


@pytest.mark.parametrize(
    ("name", "args", "phrase"),
    [
        ("get_product_detail", {"product_id": "SP-99"}, "search_product"),
        ("get_product_detail", {"product_id": " "}, "không được để trống"),
        ("get_product_detail", {"product_id": "COMBO-CONGSO-3"}, "get_combo_detail"),
        ("get_combo_detail", {"combo_sku": "COMBO-CONGSO-4"}, "search_product"),
        ("get_combo_detail", {"combo_sku": "SMLD-TR-M"}, "get_product_detail"),
        ("get_combo_detail", {"combo_sku": "SP-01"}, "get_product_detail"),
        ("get_combo_detail", {"combo_sku": ""}, "không được để trống"),
    ],
)
def test_detail_lookups_that_fail_say_what_to_do(
    name: str, args: dict[str, Any], phrase: str
) -> None:
    with pytest.raises(ToolError) as err:
        call(session(), name, **args)
    assert phrase in err.value.message


def test_details_do_not_count_as_a_search() -> None:
    """The SKU of an order must come from search_product: a detail view is not enough."""
    s = session()
    call(s, "get_product_detail", product_id="SP-04")
    call(s, "get_combo_detail", combo_sku="COMBO-DAM-TOTE")
    assert s.seen_skus == []
    with pytest.raises(ToolError, match="search_product"):
        call(s, "create_draft_order", **_order_args(items=[OrderItem(sku="TOTE-BE", quantity=1)]))


# --- update_draft_order ----------------------------------------------------------------------------


def _order_args(**overrides: Any) -> dict[str, Any]:
    args: dict[str, Any] = {
        "customer_name": "Phạm Thu Trang",
        "phone": "0977 334 120",
        "address": "Số 18 Nguyễn Trãi, Thanh Xuân, Hà Nội",
        "province": "Hà Nội",
        "items": [OrderItem(sku="SMLD-TR-M", quantity=2)],
        "shipping_fee": 25000,
    }
    return {**args, **overrides}


def _searched(s: Session) -> None:
    for query in ("áo sơ mi lụa", "quần tây", "combo", "túi tote", "blazer", "áo len"):
        call(s, "search_product", query=query)


def _new_draft(s: Session) -> str:
    """A fresh draft (Hà Nội, 578.000đ of goods + 25.000đ shipping); returns its order id."""
    _searched(s)
    return call(s, "create_draft_order", **_order_args())["order_id"]  # type: ignore[no-any-return]


def _new_confirmed(s: Session) -> str:
    order_id = _new_draft(s)
    call(s, "confirm_order", order_id=order_id)
    return order_id


def test_update_draft_order_changes_only_what_is_given() -> None:
    s = session()
    order_id = _new_draft(s)
    before = s.world.record("sale.orders", order_id).model_dump()
    result = call(s, "update_draft_order", order_id=order_id, customer_name=" Phạm  Thu Trang ")
    assert result["order_id"] == order_id
    assert s.world.record("sale.orders", order_id).model_dump() == before  # same name, normalised
    call(s, "update_draft_order", order_id=order_id, phone="0977.334.121", note="Gọi trước 30p")
    after = s.world.record("sale.orders", order_id).model_dump()
    assert {k: v for k, v in after.items() if before[k] != v} == {
        "phone": "0977334121",
        "note": "Gọi trước 30p",
    }
    assert after["draft_code"] == draft_code(order_id) and after["status"] == "draft"


def test_update_draft_order_reprices_new_lines_and_combos() -> None:
    s = session()
    order_id = _new_draft(s)
    choices = ["SMLD-TR-S", "SMLD-HP-S", "QTOD-XA-27"]
    result = call(
        s,
        "update_draft_order",
        order_id=order_id,
        items=[
            OrderItem(sku="COMBO-CONGSO-3", quantity=1, combo_choices=choices),
            OrderItem(sku="TOTE-DE", quantity=1),
        ],
        shipping_fee=0,
    )
    assert [li["sku"] for li in result["lines"]] == ["COMBO-CONGSO-3", "TOTE-DE"]
    assert (result["subtotal"], result["shipping_fee"], result["total"]) == (958000, 0, 958000)
    assert check_references(s.world) == []


def test_update_draft_order_moves_a_draft_to_another_province() -> None:
    s = session()
    order_id = _new_draft(s)
    result = call(
        s,
        "update_draft_order",
        order_id=order_id,
        address="Số 7 Lê Lợi, Hải Châu, Đà Nẵng",
        province="đà nẵng",
        shipping_fee=35000,
    )
    assert (result["province"], result["shipping_fee"], result["total"]) == (
        "Đà Nẵng",
        35000,
        613000,
    )


def test_update_draft_order_on_a_draft_from_an_earlier_chat() -> None:
    """DH-0002 (base company): the customer settles on beige; its old line needs no new search."""
    s = session()
    call(s, "search_product", query="áo blazer dáng suông")
    call(s, "update_draft_order", order_id="DH-0002", customer_name="Đỗ Minh Ngọc Anh")
    result = call(
        s, "update_draft_order", order_id="DH-0002", items=[OrderItem(sku="BZDS-BE-M", quantity=1)]
    )
    assert result["lines"][0]["name"] == "Áo blazer nữ dáng suông — Be, M"
    assert (result["customer_name"], result["total"]) == ("Đỗ Minh Ngọc Anh", 629000)


NOT_A_DRAFT = "không còn là đơn nháp"

DRAFT_RULES: list[tuple[str, dict[str, Any], str]] = [
    ("draft_code", {"order_id": "DRAFT-B156F4", "customer_name": "Lan"}, "là mã nháp (DRAFT-...)"),
    ("unknown_order", {"order_id": "DH-0999", "customer_name": "Lan"}, "Không tìm thấy đơn hàng"),
    ("confirmed_order", {"order_id": "DH-0003", "customer_name": "Lan"}, "update_order"),
    ("paid_order", {"order_id": "DH-0001", "customer_name": "Lan"}, NOT_A_DRAFT),
    ("cancelled_order", {"order_id": "DH-0005", "customer_name": "Lan"}, NOT_A_DRAFT),
    ("nothing_to_change", {"order_id": "DH-0002"}, "Không có thay đổi nào"),
    ("blank_is_no_change", {"order_id": "DH-0002", "phone": "  ", "note": " "}, "Không có thay"),
    ("generic_name", {"order_id": "DH-0002", "customer_name": "Chị"}, "cách xưng hô"),
    ("punctuation_name", {"order_id": "DH-0002", "customer_name": "..."}, "Thiếu họ tên"),
    ("bad_phone", {"order_id": "DH-0002", "phone": "0912 345"}, "không hợp lệ"),
    ("punctuation_phone", {"order_id": "DH-0002", "phone": " - "}, "Thiếu số điện thoại"),
    ("punctuation_address", {"order_id": "DH-0002", "address": ", .", "province": "HN"}, "Thiếu"),
    ("address_no_province", {"order_id": "DH-0002", "address": "Số 2 Tràng Tiền"}, "province"),
    ("province_off_table", {"order_id": "DH-0002", "province": "Lào Cai"}, "bảng phí"),
    ("old_fee_new_province", {"order_id": "DH-0002", "province": "Đà Nẵng"}, "35000đ"),
    ("invented_fee", {"order_id": "DH-0002", "shipping_fee": 20000}, "theo bảng phí"),
    ("negative_fee", {"order_id": "DH-0002", "shipping_fee": -1}, "theo bảng phí"),
    ("empty_items", {"order_id": "DH-0002", "items": []}, "items không được để trống"),
    (
        "sku_not_searched",
        {"order_id": "DH-0002", "items": [OrderItem(sku="DSCV-DD-M", quantity=1)]},
        "search_product",
    ),
    (
        "sold_out",
        {"order_id": "DH-0002", "items": [OrderItem(sku="BZDS-BE-S", quantity=1)]},
        "hết hàng",
    ),
    (
        "zero_quantity",
        {"order_id": "DH-0002", "items": [OrderItem(sku="BZDS-BE-M", quantity=0)]},
        "quantity",
    ),
    (
        "combo_short",
        {
            "order_id": "DH-0002",
            "items": [
                OrderItem(sku="COMBO-BLAZER", quantity=2, combo_choices=["BZDS-DE-M", "QTOS-DE-27"])
            ],
        },
        "cần đúng 2 lựa chọn",
    ),
]
"""Edits of a draft that break a rule of create_draft_order (after searches for every SKU used but
DSCV-DD-M)."""


@pytest.mark.parametrize(
    ("args", "phrase"), [c[1:] for c in DRAFT_RULES], ids=[c[0] for c in DRAFT_RULES]
)
def test_update_draft_order_rule_broken(args: dict[str, Any], phrase: str) -> None:
    s = session()
    _searched(s)
    call(s, "search_product", query="quần tây ống suông")
    before = s.world.model_dump()
    with pytest.raises(ToolError) as err:
        call(s, "update_draft_order", **args)
    assert phrase in err.value.message
    assert s.world.model_dump() == before


# --- update_order --------------------------------------------------------------------------------


def test_update_order_reprices_shipping_and_reissues_the_qr() -> None:
    s = session()
    order_id = _new_confirmed(s)
    qr = call(s, "create_payment_qr", order_id=order_id)
    assert qr["amount"] == 603000
    result = call(
        s,
        "update_order",
        order_id=order_id,
        phone="0977334120",
        address="Số 7 Lê Lợi, Hải Châu, Đà Nẵng",
        province="Đà Nẵng",
    )
    assert (result["province"], result["shipping_fee"], result["total"]) == (
        "Đà Nẵng",
        35000,
        613000,
    )
    assert result["payment_qr"] == {**qr, "amount": 613000}
    [stored] = [q for q in SaleWorld.of(s.world).payment_qrs if q.order_id == order_id]
    assert (stored.id, stored.amount) == (qr["id"], 613000)
    assert check_references(s.world) == []


def test_update_order_keeps_free_shipping_and_the_fee_within_a_province() -> None:
    s = session()
    free = call(
        s,
        "update_order",
        order_id="DH-0007",
        phone="0393 117 508",
        address="Số 2 Tràng Tiền, Hoàn Kiếm, Hà Nội",
        province="Hà Nội",
    )
    assert (free["shipping_fee"], free["total"], free["payment_qr"]) == (0, 849000, None)
    same = call(
        s,
        "update_order",
        order_id="DH-0003",
        phone="0915608233",
        address="Số 40 Lê Lai, phường Điện Biên, TP. Thanh Hóa",
        province="TP Thanh Hóa",
    )
    assert (same["province"], same["shipping_fee"], same["total"]) == ("Thanh Hóa", 35000, 723000)
    unchanged_qr = call(
        s,
        "update_order",
        order_id="DH-0006",
        phone="0904771326",
        address="Số 10 Nguyễn Huệ, Bến Nghé, Quận 1, TP. Hồ Chí Minh",
        province="TP HCM",
    )
    assert unchanged_qr["payment_qr"]["amount"] == unchanged_qr["total"] == 1150000


def test_update_order_new_phone_is_needed_afterwards() -> None:
    s = session()
    call(s, "update_order", order_id="DH-0003", phone="0915608233", new_phone="0988 120 455")
    assert call(s, "get_order", order_id="DH-0003", phone="0988120455")["phone"] == "0988120455"
    with pytest.raises(ToolError, match="không khớp"):
        call(s, "get_order", order_id="DH-0003", phone="0915608233")


PAID = "Đơn đã thanh toán: trợ lý không được sửa"
ORDER_RULES: list[tuple[str, Callable[[Session], Any] | None, dict[str, Any], str]] = [
    ("draft_code", None, {"order_id": "DRAFT-6B16A1", "phone": "0915608233"}, "mã nháp"),
    ("wrong_phone", None, {"order_id": "DH-0003", "phone": "0915608234"}, "không khớp"),
    ("no_phone", None, {"order_id": "DH-0003", "phone": ""}, "không khớp"),
    ("paid_order", None, {"order_id": "DH-0001", "phone": "0904771326"}, PAID),
    ("paid_by_qr", None, {"order_id": "DH-0004", "phone": "0936 442 187"}, PAID),
    ("draft_order", None, {"order_id": "DH-0002", "phone": "0978213546"}, "update_draft_order"),
    ("cancelled", None, {"order_id": "DH-0005", "phone": "0868350972"}, "đã bị hủy"),
    (
        "nothing_to_change",
        None,
        {"order_id": "DH-0003", "phone": "0915608233", "customer_name": " "},
        "Không có thay đổi nào",
    ),
    (
        "generic_name",
        None,
        {"order_id": "DH-0003", "phone": "0915608233", "customer_name": "bạn"},
        "cách xưng hô",
    ),
    (
        "bad_new_phone",
        None,
        {"order_id": "DH-0003", "phone": "0915608233", "new_phone": "84915608233"},
        "không hợp lệ",
    ),
    (
        "address_no_province",
        None,
        {"order_id": "DH-0003", "phone": "0915608233", "address": "Số 1 Lê Lợi"},
        "province",
    ),
    (
        "province_off_table",
        None,
        {
            "order_id": "DH-0003",
            "phone": "0915608233",
            "address": "Số 5 Hoàng Liên, Cốc Lếu, Lào Cai",
            "province": "Lào Cai",
        },
        "transfer_to_human",
    ),
    (
        "new_confirmed_wrong_phone",
        _new_confirmed,
        {"order_id": "DH-0008", "phone": "0912345678", "customer_name": "Phạm Thu Trang"},
        "không khớp",
    ),
]
"""Edits of a confirmed order that break a rule; each must change nothing."""


@pytest.mark.parametrize(
    ("prepare", "args", "phrase"), [c[1:] for c in ORDER_RULES], ids=[c[0] for c in ORDER_RULES]
)
def test_update_order_rule_broken(
    prepare: Callable[[Session], Any] | None, args: dict[str, Any], phrase: str
) -> None:
    s = session()
    if prepare:
        prepare(s)
    args = {"customer_name": "Hoàng Thị Phương Linh", **args}
    before = s.world.model_dump()
    with pytest.raises(ToolError) as err:
        call(s, "update_order", **args)
    assert phrase in err.value.message
    assert s.world.model_dump() == before


# --- through Inspect: JSON arguments reach the edit tools as typed values -----------------------


def test_edit_tools_through_inspect(tmp_path: Any) -> None:
    calls: list[tuple[str, dict[str, Any]]] = [
        ("search_product", {"query": "áo blazer dáng suông"}),
        ("get_product_detail", {"product_id": "SP-21"}),
        (
            "update_draft_order",
            {"order_id": "DH-0002", "items": [{"sku": "BZDS-BE-M", "quantity": 1}]},
        ),
        ("update_draft_order", {"order_id": "DH-0002", "shipping_fee": None, "note": "Màu be"}),
        (
            "update_order",
            {"order_id": "DH-0001", "phone": "0904771326", "address": "Số 1 Tràng Thi"},
        ),
    ]
    model = get_model(
        "mockllm/model",
        custom_outputs=tool_call_outputs(calls, "Dạ em đã cập nhật đơn ạ."),
        memoize=False,
    )
    [log] = inspect_ai.eval(
        ava_task("sale"),
        model=model,
        sample_id="sale.ask_name_tote",
        log_dir=str(tmp_path),
        display="none",
        score_display=False,
    )
    assert log.status == "success"
    [sample] = log.samples or []
    assert sample.error is None
    results = {m.tool_call_id: m for m in sample.messages if isinstance(m, ChatMessageTool)}
    errors = {cid: m.error.message if m.error else None for cid, m in results.items()}
    assert [errors[f"call-{i}"] for i in range(4)] == [None] * 4
    assert errors["call-4"] is not None and "trợ lý không được sửa" in errors["call-4"]
    final = {o["id"]: o for o in final_world_data(sample.metadata, sample.store)["sale.orders"]}
    initial = {o["id"]: o for o in initial_world_data(sample.metadata)["sale.orders"]}
    assert final["DH-0002"]["lines"][0]["sku"] == "BZDS-BE-M"
    assert final["DH-0002"]["note"] == "Màu be"
    assert {k: v for k, v in final.items() if k != "DH-0002"} == {
        k: v for k, v in initial.items() if k != "DH-0002"
    }
    assert json.loads(results["call-2"].text)["total"] == 629000


# --- base facts the expert tasks rely on --------------------------------------------------------


def _variant(sku: str) -> Any:
    return next(v for p in SALE.products for v in p.variants if v.sku == sku)


def _fee(province: str) -> int | None:
    return next((f.fee for f in SALE.shipping_fees if f.province == province), None)


def test_expert_family_parcels_relies_on_stock_fees_and_the_cod_limit() -> None:
    """sale.expert_family_parcels: grey coat L sold out (black and brown L in stock), the burgundy
    square-neck dress M in stock, Hải Phòng 30k and TP. Hồ Chí Minh in the table, Gia Lai out of
    it, COD up to 2.000.000đ, the draft it seeds is the next order id; the blazer and T-shirt
    combos' choices and the other relatives' items in stock, Bắc Ninh, Nghệ An (35k) and TP. Hồ
    Chí Minh (30k) in the table, Huế (Thừa Thiên Huế) out of it."""
    for sku in ("BZDS-XT-M", "QTOS-DE-27", "ATCT-TR-S", "ATCT-DE-S", "ATCT-BE-S", "TOTEM-KE"):
        assert _variant(sku).in_stock, sku
    for sku in ("ALCT-XA-Freesize", "KLV-DD", "CDLM-KE-Freesize", "DSMD-TR-M"):
        assert _variant(sku).in_stock, sku
    assert BASE.record("sale.combos", "CB-03").price == 849000
    assert BASE.record("sale.combos", "CB-04").price == 399000
    assert _fee("Bắc Ninh") and _fee("Nghệ An") == 35000
    assert _fee("Huế") is None and FORMER_PROVINCES["Thừa Thiên Huế"] == "Huế"
    assert not _variant("KDDD-XA-L").in_stock
    for sku in ("KDDD-DE-L", "KDDD-NA-L", "DSCV-DD-M", "KLV-BE", "TOTE-DE", "CDLM-KE-Freesize"):
        assert _variant(sku).in_stock, sku
    for sku in ("SMLD-TR-M", "SMLD-XN-M", "QTOD-DE-28"):
        assert _variant(sku).in_stock, sku
    assert _fee("Hải Phòng") == 30000 and _fee("TP. Hồ Chí Minh") == 30000
    assert _fee("Gia Lai") is None and FORMER_PROVINCES["Bình Định"] == "Gia Lai"
    assert FORMER_PROVINCES["Hải Dương"] == "Hải Phòng"
    assert FORMER_PROVINCES["Vũng Tàu"] == "TP. Hồ Chí Minh"
    assert FREE_SHIPPING_FROM == 700_000
    payment = BASE.record("helpdesk.documents", "QD-014").content
    assert "COD áp dụng cho đơn có tổng tiền đến 2.000.000đ" in payment
    assert BASE.next_id("sale.orders") == "DH-0008"


def test_play_selects_the_expert_tier_for_expert_tasks() -> None:
    """`avabench play` runs the expert sale tasks: their samples are only in `tier=expert`."""
    from ava_inspect.play.channel import SessionConfig
    from ava_inspect.play.server import eval_task

    def config(*ids: str) -> SessionConfig:
        return SessionConfig(player="p", task_ids=list(ids), log_dir="logs")

    name, args, ids = eval_task(config("sale.expert_family_parcels"))
    assert (name, args.get("tier"), ids) == (
        "ava_inspect/sale",
        "expert",
        ["sale.expert_family_parcels"],
    )
    _, args, _ = eval_task(config("sale.ask_name_tote"))
    assert "tier" not in args


def _played(task_id: str, calls: list[dict[str, Any]]) -> dict[str, bool]:
    """Each assertion of the task on the world `calls` leave (every call must succeed)."""
    from ava_inspect.harness.worlds import initial_world
    from ava_inspect.schema.evaluation import holds

    task = get_definition(task_id)
    s = Session(world=initial_world(task), user_id=None)
    for c in calls:
        args = dict(c["args"])
        if "items" in args:
            args["items"] = [OrderItem(**i) for i in args["items"]]
        call(s, c["tool"], **args)
    initial = initial_world(task)
    return {a.id: holds(a, s.world, initial)[0] for a in task.assertions}


def _swap_items(calls: list[dict[str, Any]], order_ids: set[str]) -> list[dict[str, Any]]:
    """The calls with the items (and combo choices) of the named orders' edits given backwards."""
    out = []
    for c in calls:
        args = dict(c["args"])
        if "items" in args and (args.get("order_id") in order_ids or "order_id" not in args):
            args["items"] = [
                {**i, "combo_choices": i.get("combo_choices", [])[::-1]} for i in args["items"]
            ][::-1]
        out.append({"tool": c["tool"], "args": args})
    return out


def test_expert_family_parcels_accepts_any_item_and_choice_order() -> None:
    """sale.expert_family_parcels: the tote before the combo, the combo's choices in another
    order, the aunt's coats the other way round: still the one right end state."""
    oracle = [c.model_dump() for c in get_definition("sale.expert_family_parcels").oracle]
    results = _played("sale.expert_family_parcels", _swap_items(oracle, {"DH-0008"}))
    assert all(results.values()), results


def test_expert_order_book_accepts_two_combo_lines() -> None:
    """sale.expert_order_book_changes: two T-shirt combos as two lines of one, in any split."""
    task = get_definition("sale.expert_order_book_changes")
    oracle = [c.model_dump() for c in task.oracle_calls]
    two_lines = []
    for c in oracle:
        if c["tool"] == "create_draft_order":
            items = [
                {"sku": "COMBO-THUN-3", "quantity": 1, "combo_choices": choices}
                for choices in (
                    ["ATCT-DE-M", "ATCT-TR-M", "ATCT-BE-M"],
                    ["ATCT-TR-M", "ATCT-DE-M", "ATCT-TR-M"],
                )
            ]
            c = {"tool": c["tool"], "args": {**c["args"], "items": items}}
        two_lines.append(c)
    results = _played("sale.expert_order_book_changes", two_lines)
    assert all(results.values()), results
    assert all(_played("sale.expert_order_book_changes", _swap_items(oracle, set())).values())


def test_expert_order_book_changes_relies_on_stock_fees_and_policies() -> None:
    """sale.expert_order_book_changes: the T-shirts M in stock, Quảng Ninh 35k and Hà Nội 25k,
    Nam Định now in Ninh Bình, paid orders handed off and unpaid ones cancelled by phone; its
    seeded orders take the ids after the base's."""
    for sku in ("ATCT-TR-M", "ATCT-DE-M", "ATCT-BE-M", "QCUL-DE-M", "AKCV-TR-M", "BZDS-XT-M"):
        assert _variant(sku).in_stock, sku
    assert _fee("Quảng Ninh") == 35000 and _fee("Hà Nội") == 25000 and _fee("Đà Nẵng") == 35000
    assert FORMER_PROVINCES["Nam Định"] == "Ninh Bình"
    returns = BASE.record("helpdesk.documents", "QD-009").content
    assert "Khách được hủy đơn chưa thanh toán khi cung cấp đúng số điện thoại" in returns
    assert "Đơn đã thanh toán không được trợ lý tự hủy" in returns
    for sku in ("SMLN-DE-M", "CVA-BE-M", "TLDV-DE"):
        assert _variant(sku).in_stock, sku
    combo_draft = 499000 + _variant("TLDV-DE").price
    assert combo_draft < FREE_SHIPPING_FROM < combo_draft + _fee("Hà Nội")
    seeded = {o["id"] for o in get_definition("sale.expert_order_book_changes").seed["sale.orders"]}
    assert not seeded & {o.id for o in SALE.orders}


def test_expert_uniform_branches_accepts_one_line_per_person() -> None:
    """sale.expert_uniform_branches: each staff member's combo as its own line (shirt and skirt
    choices side by side, lines in another order) is the same parcel as one line of n combos."""
    task = get_definition("sale.expert_uniform_branches")
    per_person = []
    for c in (c.model_dump() for c in task.oracle_calls):
        if c["tool"] == "create_draft_order":
            combos = [i for i in c["args"]["items"] if i.get("combo_choices")]
            alone = [i for i in c["args"]["items"] if not i.get("combo_choices")]
            lines = []
            for item in combos:
                n = item["quantity"]
                shirts, skirts = item["combo_choices"][:n], item["combo_choices"][n:]
                lines += [
                    {"sku": item["sku"], "quantity": 1, "combo_choices": [skirt, shirt]}
                    for shirt, skirt in zip(shirts, skirts, strict=True)
                ]
            c = {"tool": c["tool"], "args": {**c["args"], "items": [*alone, *lines][::-1]}}
        per_person.append(c)
    results = _played("sale.expert_uniform_branches", per_person)
    assert all(results.values()), results


def test_a_star_step_gathers_a_field_over_every_list_item() -> None:
    """`lines.*.combo_choices` reads every line's choices as one list (the expert sale tasks)."""
    from ava_inspect.schema.evaluation import MISSING, field_value

    order = {"lines": [{"combo_choices": ["A", "B"]}, {"combo_choices": []}, {"sku": "X"}]}
    assert field_value(order, "lines.*.combo_choices") == ["A", "B"]
    assert field_value(order, "lines.*.sku") == ["X"]
    assert field_value(order, "lines.*") == order["lines"]
    assert field_value({"lines": "text"}, "lines.*.sku") is MISSING


def test_expert_uniform_branches_relies_on_the_combo_and_the_fee_table() -> None:
    """sale.expert_uniform_branches: the 2-piece combo is one short-sleeve shirt and one midi
    skirt at 499k (259k and 319k alone), white shirts and black skirts S-L in stock, the fees of
    its eleven branches (35k for Đà Nẵng, Thanh Hóa and Quảng Ninh, which pay theirs), its old
    provinces mapped to today's, Đắk Lắk and Gia Lai out of the table."""
    combo = BASE.record("sale.combos", "CB-02")
    assert combo.price == 499000 and combo.sku == "COMBO-CONGSO-2"
    assert [(k.product_id, k.quantity) for k in combo.components] == [("SP-02", 1), ("SP-05", 1)]
    for size in ("S", "M", "L"):
        assert _variant(f"SMLN-TR-{size}").in_stock and _variant(f"CVA-DE-{size}").in_stock
    assert _fee("Đà Nẵng") == 35000 and _fee("Cần Thơ") and _fee("TP. Hồ Chí Minh")
    assert _fee("Đắk Lắk") is None and _fee("Gia Lai") is None
    assert _variant("SMLN-TR-S").price == 259000 and _variant("CVA-DE-M").price == 319000
    assert _fee("Thanh Hóa") == 35000 and _fee("Quảng Ninh") == 35000
    for province in ("Hà Nội", "Hải Phòng", "Bắc Ninh", "Nghệ An", "Đồng Nai"):
        assert _fee(province), province
    assert FORMER_PROVINCES["Hải Dương"] == "Hải Phòng"
    assert FORMER_PROVINCES["Bắc Giang"] == "Bắc Ninh"
    assert FORMER_PROVINCES["Bình Định"] == "Gia Lai"
    assert FORMER_PROVINCES["Bà Rịa - Vũng Tàu"] == "TP. Hồ Chí Minh"
    payment = BASE.record("helpdesk.documents", "QD-014").content
    assert "COD áp dụng cho đơn có tổng tiền đến 2.000.000đ" in payment


def test_expert_gift_parcels_relies_on_the_sold_out_colours() -> None:
    """sale.expert_gift_parcels_fallbacks: ten asked-for variants are sold out and have a black
    one in the same size in stock; three are sold out and the product has no black at all; the
    items kept as asked are in stock; the fees of its nine provinces (four written under their
    old names) and the COD limit its two cash parcels stay within."""
    to_black = {
        "DOCD-HD-S": "DOCD-DE-S",
        "TXCS-NA": "TXCS-DE",
        "CVAN-XT-S": "CVAN-DE-S",
        "TOTEM-XR": "TOTEM-DE",
        "KDDD-XA-L": "KDDD-DE-L",
        "QTOS-NA-30": "QTOS-DE-30",
        "CVXL-XR-L": "CVXL-DE-L",
        "ATCT-BE-XL": "ATCT-DE-XL",
        "BZDS-BE-S": "BZDS-DE-S",
        "QTOS-BE-26": "QTOS-DE-26",
    }
    for asked, black in to_black.items():
        assert not _variant(asked).in_stock and _variant(black).in_stock, asked
    for asked, product_id in (
        ("ALCT-DD-Freesize", "SP-08"),
        ("AKCV-HD-L", "SP-06"),
        ("QJOD-XD-26", "SP-13"),
    ):
        assert not _variant(asked).in_stock
        assert "Đen" not in {v.color for v in product(product_id).variants}
    for sku in ("CDLM-HP-Freesize", "TLDV-NA", "KLV-BE", "GLCV-XA-Freesize", "DSMD-XR-M"):
        assert _variant(sku).in_stock, sku
    assert _variant("CDLM-XA-Freesize").in_stock and _variant("SMCN-DE-S").in_stock
    assert _fee("Hà Nội") == 25000 and _fee("Bắc Ninh") == 30000 and _fee("Thanh Hóa")
    assert _fee("Hưng Yên") == 30000 and _fee("Ninh Bình") == 30000
    assert _fee("Quảng Ninh") == 35000 and _fee("Đà Nẵng") and _fee("TP. Hồ Chí Minh")
    assert FORMER_PROVINCES["Bắc Giang"] == "Bắc Ninh"
    assert FORMER_PROVINCES["Thái Bình"] == "Hưng Yên"
    assert FORMER_PROVINCES["Nam Định"] == "Ninh Bình"
    assert FORMER_PROVINCES["Quảng Nam"] == "Đà Nẵng"
    assert FORMER_PROVINCES["Bình Dương"] == "TP. Hồ Chí Minh"


def test_expert_move_all_orders_relies_on_quang_nam_and_the_edit_rules() -> None:
    """sale.expert_move_all_orders: Quảng Nam is priced as Đà Nẵng (35k); a moved draft must
    carry the new province's fee or 0; a confirmed unpaid order moved by update_order is
    repriced and its QR follows; a paid one is refused. Its seeded orders take the ids after the
    base's, their lines carry the catalogue's prices (the drafts at 697k and 707k sit either side
    of the free-shipping threshold) and the culottes kem S it resizes to is in stock."""
    assert FORMER_PROVINCES["Quảng Nam"] == "Đà Nẵng" and _fee("Đà Nẵng") == 35000
    task = get_definition("sale.expert_move_all_orders")
    seeded = task.seed["sale.orders"]
    assert BASE.next_id("sale.orders") == seeded[0]["id"] == "DH-0008"
    prices = {v.sku: v.price for p in SALE.products for v in p.variants}
    prices |= {c.sku: c.price for c in SALE.combos}
    for order in seeded:
        assert all(line["unit_price"] == prices[line["sku"]] for line in order["lines"]), order
        goods = sum(line["unit_price"] * line["quantity"] for line in order["lines"])
        assert order["subtotal"] == goods and order["total"] == goods + order["shipping_fee"]
    by_id = {o["id"]: o for o in seeded}
    assert by_id["DH-0022"]["subtotal"] < FREE_SHIPPING_FROM <= by_id["DH-0023"]["subtotal"]
    assert _variant("QCUL-KE-S").in_stock
    calls = [c.model_dump() for c in get_definition("sale.expert_move_all_orders").oracle]
    from ava_inspect.harness.worlds import initial_world

    s = Session(world=initial_world(get_definition("sale.expert_move_all_orders")), user_id=None)
    address = "Số 21 Trần Phú, phường Hội An, Quảng Nam"
    with pytest.raises(ToolError):
        call(s, "update_draft_order", order_id="DH-0010", address=address, province="Quảng Nam")
    with pytest.raises(ToolError):
        call(
            s,
            "update_order",
            order_id="DH-0012",
            phone="0965208417",
            address=address,
            province="Quảng Nam",
        )
    assert all(_played("sale.expert_move_all_orders", calls).values())
