"""The sale tools (Mây Store's catalogue, orders, payments and hand-offs): a happy path per tool,
its result and the exact world change (read tools leave the world as it was); the sale rules;
the customer's words for products.

The cases are also the baselines of the tests over every tool
(tests/subsystems/test_every_tool.py)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from inspect_ai.tool import ToolError
from tool_calls import (
    Matches,
    ReadCase,
    WriteCase,
    call,
    changes,
    check_read,
    check_write,
    pick,
    session,
)

from ava_inspect.core.tools.common import search_text_matches
from ava_inspect.core.tools.runtime import Session
from ava_inspect.core.world.persist import world_data
from ava_inspect.core.world.tables import merge
from ava_inspect.subsystems import base_company
from ava_inspect.subsystems.sale.records import SaleWorld
from ava_inspect.subsystems.sale.tools import OrderItem

BASE = base_company()


def _draft_order(s: Session, **overrides: Any) -> dict[str, Any]:
    call(s, "search_product", query="áo sơ mi lụa")
    args: dict[str, Any] = {
        "customer_name": "Nguyễn Thị Mai",
        "phone": "0912 345 678",
        "address": "Số 1 Duy Tân, Cầu Giấy",
        "province": "Hà Nội",
        "items": [OrderItem(sku="SMLD-TR-M", quantity=2)],
        "shipping_fee": 25000,
        "note": "Giao giờ hành chính",
    }
    return call(s, "create_draft_order", **{**args, **overrides})  # type: ignore[no-any-return]


def _confirmed_order(s: Session) -> dict[str, Any]:
    order = _draft_order(s)
    return call(s, "confirm_order", order_id=order["order_id"])  # type: ignore[no-any-return]


DRAFT_CODE = Matches(r"DRAFT-[0-9A-F]{6}")


READ_CASES: list[ReadCase] = [
    (
        "search_product",
        {"query": "ao so mi lua tay dai"},
        lambda r: (
            [p["id"] for p in r["products"]],
            len(r["products"][0]["variants"]),
            r["combos"],
        ),
        (["SP-01", "SP-07"], 9, []),
    ),
    (
        "calculate_shipping_fee",
        {"province": "TP HCM"},
        lambda r: r,
        {"province": "TP. Hồ Chí Minh", "fee": 30000, "eta_days": 3},
    ),
    (
        "search_orders_by_phone",
        {"phone": "0904 771 326"},
        lambda r: [(x["order_id"], x["payment_status"]) for x in r],
        [("DH-0001", "paid"), ("DH-0006", "unpaid")],
    ),
    (
        "get_order",
        {"order_id": "DH-0001", "phone": "0904.771.326"},
        pick("order_id", "status", "total"),
        {"order_id": "DH-0001", "status": "confirmed", "total": 344000},
    ),
    (
        "get_product_detail",
        {"product_id": " smld-xn-m "},
        lambda r: (r["id"], r["colors"], r["sizes"], r["in_stock_count"], r["combos"][0]["sku"]),
        ("SP-01", ["Trắng", "Xanh nhạt", "Hồng phấn"], ["S", "M", "L"], 9, "COMBO-CONGSO-3"),
    ),
    (
        "get_combo_detail",
        {"combo_sku": "COMBO-CONGSO-3"},
        lambda r: (
            r["price"],
            r["separate_price"],
            [(c["product_id"], c["choices_needed"]) for c in r["components"]],
        ),
        (799000, 927000, [("SP-01", 2), ("SP-03", 1)]),
    ),
]


WRITE_CASES: list[WriteCase] = [
    (
        "create_draft_order",
        None,
        lambda s: call(s, "search_product", query="áo sơ mi lụa"),
        {
            "customer_name": " Nguyễn  Thị Mai ",
            "phone": "0912 345 678",
            "address": "Số 1 Duy Tân,  Cầu Giấy",
            "province": "HN",
            "items": [OrderItem(sku="SMLD-TR-M", quantity=2)],
            "shipping_fee": 25000,
            "note": "Giao giờ hành chính",
        },
        {
            "sale.orders": {
                "added": [
                    {
                        "id": "DH-0008",
                        "draft_code": DRAFT_CODE,
                        "status": "draft",
                        "payment_status": "unpaid",
                        "customer_name": "Nguyễn Thị Mai",
                        "phone": "0912345678",
                        "address": "Số 1 Duy Tân, Cầu Giấy",
                        "province": "Hà Nội",
                        "lines": [
                            {
                                "sku": "SMLD-TR-M",
                                "name": "Áo sơ mi lụa nữ tay dài — Trắng, M",
                                "quantity": 2,
                                "unit_price": 289000,
                                "combo_choices": [],
                            }
                        ],
                        "subtotal": 578000,
                        "discount": 0,
                        "shipping_fee": 25000,
                        "total": 603000,
                        "note": "Giao giờ hành chính",
                    }
                ]
            }
        },
    ),
    (
        "confirm_order",
        None,
        _draft_order,
        {"order_id": " DH-0008 "},
        {"sale.orders": {"changed": {"DH-0008": {"status": "confirmed"}}}},
    ),
    (
        "create_payment_qr",
        None,
        _confirmed_order,
        {"order_id": "DH-0008"},
        {
            "sale.payment_qrs": {
                "added": [
                    {
                        "id": "QR-0004",
                        "order_id": "DH-0008",
                        "amount": 603000,
                        "transfer_note": "DH-0008",
                    }
                ]
            }
        },
    ),
    (
        "cancel_order",
        None,
        _draft_order,
        {"order_id": "DH-0008", "phone": "0912.345.678", "reason": "Khách đổi ý"},
        {
            "sale.orders": {
                "changed": {
                    "DH-0008": {
                        "status": "cancelled",
                        "note": "Giao giờ hành chính\nHủy: Khách đổi ý",
                    }
                }
            }
        },
    ),
    (
        "update_draft_order",
        None,
        _draft_order,
        {
            "order_id": "DH-0008",
            "customer_name": "Trần Thu Hà",
            "address": "Số 12 Lê Lợi, Hải Châu",
            "province": "Đà Nẵng",
            "items": [
                OrderItem(sku="SMLD-TR-M", quantity=2),
                OrderItem(sku="SMLD-XN-M", quantity=1),
            ],
            "shipping_fee": 0,
        },
        {
            "sale.orders": {
                "changed": {
                    "DH-0008": {
                        "customer_name": "Trần Thu Hà",
                        "address": "Số 12 Lê Lợi, Hải Châu",
                        "province": "Đà Nẵng",
                        "lines": [
                            {
                                "sku": "SMLD-TR-M",
                                "name": "Áo sơ mi lụa nữ tay dài — Trắng, M",
                                "quantity": 2,
                                "unit_price": 289000,
                                "combo_choices": [],
                            },
                            {
                                "sku": "SMLD-XN-M",
                                "name": "Áo sơ mi lụa nữ tay dài — Xanh nhạt, M",
                                "quantity": 1,
                                "unit_price": 289000,
                                "combo_choices": [],
                            },
                        ],
                        "subtotal": 867000,
                        "shipping_fee": 0,
                        "total": 867000,
                    }
                }
            }
        },
    ),
    (
        "update_order",
        None,
        None,
        {
            "order_id": "DH-0003",
            "phone": "0915.608.233",
            "new_phone": "0988 120 455",
            "address": "Số 25 ngõ 4 Phương Mai, Đống Đa, Hà Nội",
            "province": "Hà Nội",
        },
        {
            "sale.orders": {
                "changed": {
                    "DH-0003": {
                        "phone": "0988120455",
                        "address": "Số 25 ngõ 4 Phương Mai, Đống Đa, Hà Nội",
                        "province": "Hà Nội",
                        "shipping_fee": 25000,
                        "total": 713000,
                    }
                }
            }
        },
    ),
    (
        "transfer_to_human",
        None,
        None,
        {
            "reason": "Khách muốn hủy đơn đã thanh toán",
            "summary": "Khách Lê Thị Thảo muốn hủy DH-0001 và hoàn tiền.",
            "order_id": "DH-0001",
            "phone": "0904 771 326",
        },
        {
            "sale.handoffs": {
                "added": [
                    {
                        "id": "CT-0001",
                        "reason": "Khách muốn hủy đơn đã thanh toán",
                        "order_id": "DH-0001",
                        "phone": "0904771326",
                        "summary": "Khách Lê Thị Thảo muốn hủy DH-0001 và hoàn tiền.",
                    }
                ]
            }
        },
    ),
    (
        "ask_customer",
        None,
        None,
        {
            "question": "Chị cho shop xin họ tên và địa chỉ nhận hàng nhé.",
            "missing_fields": ["name", "address", "name"],
        },
        {
            "sale.questions": {
                "added": [
                    {
                        "id": "CH-KH-0001",
                        "question": "Chị cho shop xin họ tên và địa chỉ nhận hàng nhé.",
                        "missing_fields": ["name", "address"],
                    }
                ]
            }
        },
    ),
]


@pytest.mark.parametrize(
    ("name", "args", "project", "expected"), READ_CASES, ids=[c[0] for c in READ_CASES]
)
def test_read_tool(
    name: str, args: dict[str, Any], project: Callable[[Any], Any], expected: Any
) -> None:
    check_read(name, args, project, expected)


@pytest.mark.parametrize(
    ("name", "user", "prepare", "args", "expected"), WRITE_CASES, ids=[c[0] for c in WRITE_CASES]
)
def test_write_tool(
    name: str,
    user: str | None,
    prepare: Callable[[Session], Any] | None,
    args: dict[str, Any],
    expected: dict[str, Any],
) -> None:
    check_write(name, user, prepare, args, expected)


def test_search_product_remembers_skus_for_the_conversation() -> None:
    s = session(None)
    call(s, "search_product", query="túi tote")
    call(s, "search_product", query="tote")
    tote = ["TOTE-BE", "TOTE-DE", "TOTEM-KE", "TOTEM-DE", "TOTEM-XR"]
    assert s.seen_skus == [*tote, "COMBO-DAM-TOTE"]


def test_combo_order_with_the_right_variant_counts() -> None:
    s = session(None)
    call(s, "search_product", query="combo")
    call(s, "search_product", query="áo sơ mi lụa tay dài")
    call(s, "search_product", query="quần tây")
    before = merge(s.world, {})
    choices = ["SMLD-TR-M", "SMLD-XN-M", "SMLD-TR-L", "SMLD-HP-S", "QTOD-DE-27", "QTOD-XA-28"]
    result = call(
        s,
        "create_draft_order",
        customer_name="Phạm Thu Trang",
        phone="0987654321",
        address="12 Lê Lợi, Hải Châu",
        province="Đà Nẵng",
        items=[OrderItem(sku="COMBO-CONGSO-3", quantity=2, combo_choices=choices)],
        shipping_fee=35000,
    )
    [order] = changes(before, s.world)["sale.orders"]["added"]
    assert order["lines"] == [
        {
            "sku": "COMBO-CONGSO-3",
            "name": "Combo Công sở 3 món",
            "quantity": 2,
            "unit_price": 799000,
            "combo_choices": choices,
        }
    ]
    assert (order["subtotal"], order["total"], order["province"]) == (1598000, 1633000, "Đà Nẵng")
    assert result["order_id"] == order["id"]


def test_free_shipping_is_allowed() -> None:
    s = session(None)
    order = _draft_order(s, items=[OrderItem(sku="SMLD-TR-M", quantity=3)], shipping_fee=0)
    assert (order["subtotal"], order["shipping_fee"], order["total"]) == (867000, 0, 867000)


def _searched(s: Session) -> None:
    for query in ("áo sơ mi lụa", "quần tây", "combo", "túi tote"):
        call(s, "search_product", query=query)


def _order_args(**overrides: Any) -> dict[str, Any]:
    args: dict[str, Any] = {
        "customer_name": "Nguyễn Thị Mai",
        "phone": "0912345678",
        "address": "Số 1 Duy Tân, Cầu Giấy",
        "province": "Hà Nội",
        "items": [OrderItem(sku="SMLD-TR-M", quantity=1)],
        "shipping_fee": 25000,
    }
    return {**args, **overrides}


def _combo(quantity: int, *choices: str) -> list[OrderItem]:
    return [OrderItem(sku="COMBO-CONGSO-3", quantity=quantity, combo_choices=list(choices))]


SKU_RULE = "không có trong kết quả search_product"


NOT_A_NAME = "cách xưng hô, không phải họ tên"


DRAFT_RULE = "là mã nháp (DRAFT-...)"


PHONE_RULE = "Số điện thoại không khớp"


NO_FEE = "không có trong bảng phí vận chuyển"


ORDER_RULES: list[tuple[str, dict[str, Any], str]] = [
    # SKU only from a search_product result of this conversation
    ("sku_invented", {"items": [OrderItem(sku="SMLD-TR-XXL", quantity=1)]}, SKU_RULE),
    ("sku_lower_case", {"items": [OrderItem(sku="smld-tr-m", quantity=1)]}, SKU_RULE),
    # missing recipient details are asked for, never filled in
    ("name_missing", {"customer_name": ""}, "Thiếu họ tên"),
    ("name_blank", {"customer_name": "  "}, "Thiếu họ tên"),
    ("name_punctuation", {"customer_name": "..."}, "Thiếu họ tên"),
    ("phone_missing", {"phone": ""}, "Thiếu số điện thoại"),
    ("phone_no_digits", {"phone": " - "}, "Thiếu số điện thoại"),
    ("phone_unicode_digits", {"phone": "0٩12345678"}, "không hợp lệ"),
    ("address_missing", {"address": ""}, "Thiếu địa chỉ"),
    ("address_blank", {"address": " \n "}, "Thiếu địa chỉ"),
    ("address_punctuation", {"address": ", ."}, "Thiếu địa chỉ"),
    # a form of address is not a name
    *(
        (f"name_is_{form}", {"customer_name": form}, NOT_A_NAME)
        for form in (
            "bạn",
            "mình",
            "anh",
            "chị",
            "shop",
            "  Chị ",
            "BẠN",
            "anh chị",
            "Anh/Chị",
            "chị.",
            "khách hàng",
        )
    ),
    # combo variant counts equal component quantities
    ("combo_too_few_shirts", {"items": _combo(1, "SMLD-TR-M", "QTOD-DE-27")}, "cần đúng 2 lựa"),
    (
        "combo_too_many_shirts",
        {"items": _combo(1, "SMLD-TR-M", "SMLD-TR-M", "SMLD-TR-L", "QTOD-DE-27")},
        "cần đúng 2 lựa",
    ),
    (
        "combo_x2_counts_once",
        {"items": _combo(2, "SMLD-TR-M", "SMLD-TR-L", "QTOD-DE-27")},
        "cần đúng 4 lựa",
    ),
    ("combo_no_trousers", {"items": _combo(1, "SMLD-TR-M", "SMLD-TR-L")}, "cần đúng 1 lựa"),
    ("combo_no_choices", {"items": _combo(1)}, "cần đúng"),
    (
        "combo_foreign_product",
        {"items": _combo(1, "SMLD-TR-M", "SMLD-TR-L", "QTOD-DE-27", "TOTE-BE")},
        "không thuộc combo",
    ),
    (
        "choices_on_plain_sku",
        {"items": [OrderItem(sku="TOTE-BE", quantity=1, combo_choices=["TOTE-DE"])]},
        "không phải combo",
    ),
    # no fee estimate outside the fee table
    ("unknown_province", {"province": "Lào Cai", "shipping_fee": 30000}, NO_FEE),
    ("invented_fee", {"shipping_fee": 20000}, "shipping_fee phải theo bảng phí"),
]
"""Draft orders that break a rule, after a search that showed every SKU they use."""


@pytest.mark.parametrize(
    ("overrides", "phrase"), [c[1:] for c in ORDER_RULES], ids=[c[0] for c in ORDER_RULES]
)
def test_draft_order_rule_broken(overrides: dict[str, Any], phrase: str) -> None:
    s = session(None)
    _searched(s)
    before = s.world.model_dump()
    with pytest.raises(ToolError) as err:
        call(s, "create_draft_order", **_order_args(**overrides))
    assert phrase in err.value.message
    assert s.world.model_dump() == before


def _only(query: str) -> Callable[[Session], Any]:
    return lambda s: call(s, "search_product", query=query)


SALE_RULES: list[tuple[str, Callable[[Session], Any] | None, str, dict[str, Any], str]] = [
    # SKU only from a search_product result of this conversation
    ("sku_never_searched", None, "create_draft_order", _order_args(), SKU_RULE),
    ("sku_from_other_search", _only("túi tote"), "create_draft_order", _order_args(), SKU_RULE),
    (
        "combo_choice_never_searched",
        _only("combo"),
        "create_draft_order",
        _order_args(items=_combo(1, "SMLD-TR-M", "SMLD-TR-L", "QTOD-DE-27")),
        "không phải SKU biến thể có trong kết quả search_product",
    ),
    # a DRAFT- code is only for the customer's eyes
    ("confirm_with_draft_code", _draft_order, "confirm_order", {"order_id": "DRAFT-"}, DRAFT_RULE),
    ("confirm_draft_lower", _draft_order, "confirm_order", {"order_id": " draft-1a2b"}, DRAFT_RULE),
    (
        "qr_with_draft_code",
        _confirmed_order,
        "create_payment_qr",
        {"order_id": "DRAFT-"},
        DRAFT_RULE,
    ),
    (
        "cancel_with_draft_code",
        _draft_order,
        "cancel_order",
        {"order_id": "DRAFT-", "phone": "0912345678"},
        DRAFT_RULE,
    ),
    (
        "qr_for_unconfirmed_order",
        _draft_order,
        "create_payment_qr",
        {"order_id": "DH-0008"},
        "Chỉ tạo mã QR cho đơn đã xác nhận",
    ),
    # acting on an order needs the phone it was placed with
    (
        "cancel_wrong_phone",
        _draft_order,
        "cancel_order",
        {"order_id": "DH-0008", "phone": "0912345679"},
        PHONE_RULE,
    ),
    (
        "cancel_no_phone",
        _draft_order,
        "cancel_order",
        {"order_id": "DH-0008", "phone": ""},
        PHONE_RULE,
    ),
    (
        "cancel_other_order",
        None,
        "cancel_order",
        {"order_id": "DH-0001", "phone": "0912345678"},
        PHONE_RULE,
    ),
    (
        "view_wrong_phone",
        None,
        "get_order",
        {"order_id": "DH-0001", "phone": "0912345678"},
        PHONE_RULE,
    ),
    # a paid order is never cancelled by the assistant
    (
        "cancel_paid_order",
        None,
        "cancel_order",
        {"order_id": "DH-0001", "phone": "0904 771 326"},
        "Đơn đã thanh toán: trợ lý không được hủy",
    ),
    # no fee estimate outside the fee table
    ("fee_unknown_province", None, "calculate_shipping_fee", {"province": "Lào Cai"}, NO_FEE),
    ("fee_empty_province", None, "calculate_shipping_fee", {"province": ""}, NO_FEE),
]
"""Other sale calls that break a rule, each after its own preparation."""


@pytest.mark.parametrize(
    ("prepare", "name", "args", "phrase"),
    [c[1:] for c in SALE_RULES],
    ids=[c[0] for c in SALE_RULES],
)
def test_sale_rule_broken(
    prepare: Callable[[Session], Any] | None, name: str, args: dict[str, Any], phrase: str
) -> None:
    s = session(None)
    if prepare:
        prepare(s)
    before = s.world.model_dump()
    with pytest.raises(ToolError) as err:
        call(s, name, **args)
    assert phrase in err.value.message
    assert s.world.model_dump() == before


def test_sale_rules_do_not_block_a_real_name_or_a_second_search() -> None:
    """The rules are not over-eager: 'Chị Lan' is a name; SKUs from earlier searches still count."""
    s = session(None)
    _searched(s)
    call(s, "search_product", query="chân váy")
    order = call(s, "create_draft_order", **_order_args(customer_name="Chị Lan"))
    assert order["customer_name"] == "Chị Lan"


def _product_hits(query: str) -> list[str]:
    s = session(None)
    return [p["id"] for p in call(s, "search_product", query=query, limit=10)["products"]]


@pytest.mark.parametrize(
    ("customer_words", "shop_words"),
    [
        ("áo sơ mi cộc tay", "áo sơ mi tay ngắn"),
        ("áo tay cộc đen", "áo tay ngắn đen"),
        ("somi lụa", "sơ mi lụa"),
        ("sơmi", "sơ mi"),
        ("quần âu ống đứng", "quần tây ống đứng"),
        ("quần bò", "quần jean"),
        ("váy liền cổ vuông", "đầm cổ vuông"),
        ("áo phông cổ tròn", "áo thun cổ tròn"),
        ("áo vest dáng suông", "áo blazer dáng suông"),
        ("ghi lê len", "gile len"),
        ("giỏ xách công sở", "túi xách công sở"),
        ("dây nịt da", "thắt lưng da"),
        ("chân váy chữ A navy XL", "chân váy chữ A xanh than XL"),
        ("đầm tay lửng", "đầm tay lỡ"),
    ],
)
def test_search_product_knows_what_customers_call_things(
    customer_words: str, shop_words: str
) -> None:
    """The customer's words find what the shop's words find, plus only what the words found
    before (accent-free prefixes: "phông" still starts "phòng" of an office description)."""
    hits, shop = _product_hits(customer_words), _product_hits(shop_words)
    assert shop and set(shop) <= set(hits)
    literal = {
        p.id
        for p in SaleWorld.of(BASE).products
        if search_text_matches(customer_words, p.name, p.category, p.description)
        or any(search_text_matches(customer_words, p.name, v.color, v.size) for v in p.variants)
    }
    assert set(hits) == set(shop) | literal


def test_a_synonym_does_not_make_a_look_alike_a_hit() -> None:
    """Navy XL exists only for the short A-line skirt: the midi look-alike stays out."""
    assert _product_hits("chân váy chữ A navy XL") == ["SP-14"]
    assert _product_hits("áo cộc tay") == _product_hits("áo tay ngắn")
    assert "SP-17" not in _product_hits("váy"), "'váy' alone is a skirt, not a dress"
    assert _product_hits("giỏ") == [], "'giỏ' alone is a basket"


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_a_synonym_finds_exactly_what_the_shops_wording_finds(data: st.DataObject) -> None:
    """Any query with a customer phrase in it matches the same products and variants as the
    query in the shop's wording, so no synonym creates a hit of its own."""
    from ava_inspect.core.tools.common import query_variants
    from ava_inspect.subsystems.sale.tools import PRODUCT_SYNONYMS

    phrase = data.draw(st.sampled_from(sorted(PRODUCT_SYNONYMS)), label="phrase")
    words = [w for p in SaleWorld.of(BASE).products for w in p.name.split()] + [
        "màu",
        "XL",
        "M",
        "đen",
    ]
    before = data.draw(st.lists(st.sampled_from(words), max_size=2), label="before")
    after = data.draw(st.lists(st.sampled_from(words), max_size=2), label="after")
    customer = " ".join([*before, phrase, *after])
    shop = " ".join([*before, PRODUCT_SYNONYMS[phrase], *after])
    rewritten = query_variants(customer, PRODUCT_SYNONYMS)[-1]
    for p in SaleWorld.of(BASE).products:
        for fields in [(p.name, p.category, p.description)] + [
            (p.name, v.color, v.size) for v in p.variants
        ]:
            assert search_text_matches(rewritten, *fields) == search_text_matches(shop, *fields)


def test_transfer_to_human_does_not_turn_an_injection_into_a_phone() -> None:
    s = session(None)
    before = world_data(s.world)
    with pytest.raises(ToolError, match="đây không phải số điện thoại"):
        call(
            s,
            "transfer_to_human",
            reason="Khách yêu cầu",
            summary="Chuyển nhân viên",
            phone="' OR '1'='1'; DROP TABLE employees; --",
        )
    assert world_data(s.world) == before and SaleWorld.of(s.world).handoffs == []


def test_editing_a_draft_may_relist_its_own_skus_without_a_new_search() -> None:
    """The SKUs already on a draft were shown by the tools, not guessed: re-listing them in
    update_draft_order needs no second search_product (a blind player was refused until it
    searched again). A SKU neither searched nor on the order is still refused."""
    s = session(None)
    draft = _draft_order(s)
    s.seen_skus.clear()  # a later turn of the chat, the search long scrolled away
    kept = call(
        s,
        "update_draft_order",
        order_id=draft["order_id"],
        items=[OrderItem(sku="SMLD-TR-M", quantity=3)],
    )
    assert [(line["sku"], line["quantity"]) for line in kept["lines"]] == [("SMLD-TR-M", 3)]
    before = s.world.model_dump()
    with pytest.raises(ToolError) as err:
        call(
            s,
            "update_draft_order",
            order_id=draft["order_id"],
            items=[OrderItem(sku="SMLD-TR-L", quantity=1)],
        )
    assert SKU_RULE in err.value.message
    assert s.world.model_dump() == before
