"""Values a real system refuses although they look well formed: a day the calendar lacks, a phone
number too short for its country, a name with a Cyrillic look-alike letter, overtime finer than
QD-012's half hours, one SKU on two order lines. Each is refused with a Vietnamese message naming
the parameter, and the world is left as it was."""

from __future__ import annotations

from typing import Any

import inspect_ai
import pytest
from inspect_ai.model import ChatMessageTool, get_model
from inspect_ai.tool import ToolError
from scripted_calls import tool_call_outputs

from ava_inspect.core.tools.arguments import NATIONAL_DIGITS, check_phone, phone_number
from ava_inspect.core.tools.runtime import Session, call_op
from ava_inspect.core.world.persist import world_data
from ava_inspect.core.world.tables import merge
from ava_inspect.harness.catalog import definitions
from ava_inspect.harness.sample_info import final_world_data, initial_world_data
from ava_inspect.harness.toolsets import CATALOGUE
from ava_inspect.subsystems import base_company
from ava_inspect.subsystems.crm.records import CrmWorld
from ava_inspect.subsystems.helpdesk.records import HelpdeskWorld
from ava_inspect.subsystems.hr.records import HrWorld
from ava_inspect.subsystems.hr.tools import OVERTIME_STEP
from ava_inspect.subsystems.recruitment.records import RecruitmentWorld
from ava_inspect.subsystems.sale.records import SaleWorld
from ava_inspect.subsystems.sale.tools import OrderItem
from ava_inspect.suite import ava_task

ME = "NV-0004"
HEAD = "NV-0017"
"""Trưởng phòng Công nghệ thông tin, who files overtime for his staff."""


def _session(user_id: str | None = ME) -> Session:
    return Session(world=merge(base_company(), {}), user_id=user_id)


def _refused(s: Session, name: str, **args: Any) -> str:
    """Call `name`; it must refuse and leave the world exactly as it was."""
    before = world_data(s.world)
    with pytest.raises(ToolError) as refusal:
        call_op(CATALOGUE[name].op, s, args)
    assert world_data(s.world) == before, f"a refused {name} call changed the world"
    return refusal.value.message


def _call(s: Session, name: str, **args: Any) -> Any:
    return call_op(CATALOGUE[name].op, s, args)


# --- days, months and times that do not exist ---------------------------------------------------

OVERTIME = {"employee_id": "NV-0018", "hours": 2, "reason": "Sao lưu dữ liệu"}


@pytest.mark.parametrize(
    ("day", "why"),
    [
        ("2026-02-30", "tháng 02/2026 có 28 ngày"),
        ("2026-04-31", "tháng 04/2026 có 30 ngày"),
        ("2026-12-00", "tháng 12/2026 có 31 ngày"),
        ("2026-02-29", "năm 2026 không phải năm nhuận"),
        ("2026-13-01", "không có tháng 13"),
        ("2026-00-10", "không có tháng 00"),
    ],
)
def test_a_day_the_calendar_lacks_is_told_it_does_not_exist(day: str, why: str) -> None:
    message = _refused(
        _session(HEAD), "amis_timekeeping_create_overtime_request", **OVERTIME, date=day
    )
    assert message.startswith(f"date {day} là ngày không tồn tại")
    assert why in message
    assert "phải là ngày dạng" not in message, "the form was right: only the day is wrong"


def test_a_leap_day_exists_in_a_leap_year() -> None:
    s = _session()
    assert _call(s, "amis_hrm_list_leave_requests", from_date="2028-02-29") is not None
    message = _refused(s, "amis_hrm_list_leave_requests", from_date="2027-02-29")
    assert message.startswith("from_date 2027-02-29 là ngày không tồn tại")


@pytest.mark.parametrize("month", ["2026-13", "2026-00"])
def test_a_month_past_twelve_is_told_it_does_not_exist(month: str) -> None:
    message = _refused(_session(HEAD), "amis_timekeeping_list_overtime_requests", month=month)
    assert message.startswith(f"month {month} là tháng không tồn tại")
    assert "tháng chỉ từ 01 đến 12" in message


@pytest.mark.parametrize(
    ("name", "args"),
    [
        (
            "meeting_room_book",
            {"room_id": "PH-04", "date": "2026-12-14", "title": "Họp", "attendees": 2},
        ),
        (
            "recruitment_schedule_interview",
            {"candidate_id": "UV-0001", "date": "2026-12-14", "panel_ids": ["NV-0016"]},
        ),
    ],
)
@pytest.mark.parametrize(
    ("start", "end", "bad"), [("23:00", "24:00", "end"), ("09:60", "10:30", "start")]
)
def test_a_time_past_the_clock_is_told_it_does_not_exist(
    name: str, args: dict[str, Any], start: str, end: str, bad: str
) -> None:
    message = _refused(_session(), name, **args, start=start, end=end)
    value = end if bad == "end" else start
    assert message.startswith(f"{bad} {value} là giờ không tồn tại")
    assert "giờ từ 00 đến 23, phút từ 00 đến 59" in message


def test_a_time_in_the_wrong_form_is_still_told_the_form() -> None:
    message = _refused(
        _session(),
        "meeting_room_check_availability",
        date="2026-12-11",
        start="9:30",
        end="10:00",
    )
    assert message.startswith("start phải là giờ dạng HH:MM")


# --- phone numbers the country's numbering plan has no room for ---------------------------------


def _national(code: str, length: int) -> str:
    """A national number of `length` digits that fits the plan of `code` but for its length."""
    return ("2025550143" + "4" * 20)[:length] if code == "1" else ("2" + "3" * 20)[:length]


PLAN_CASES = [
    (code, length, low <= length <= high)
    for code, (_, low, high) in NATIONAL_DIGITS.items()
    for length in (low - 1, low, high, high + 1)
]


@pytest.mark.parametrize(("code", "length", "fits"), PLAN_CASES)
def test_an_international_number_has_its_countrys_length(
    code: str, length: int, fits: bool
) -> None:
    number = f"+{code} {_national(code, length)}"
    if fits:
        assert check_phone("phone", number) == number
        assert phone_number(number) == f"+{code}{_national(code, length)}"
        return
    with pytest.raises(ToolError) as refusal:
        check_phone("phone", number)
    country, low, high = NATIONAL_DIGITS[code]
    wanted = f"đúng {low}" if low == high else f"từ {low} đến {high}"
    assert refusal.value.message.startswith(f"phone '{number}' không hợp lệ")
    assert f"số +{code} ({country}) có {wanted} chữ số sau mã nước, nhận {length}" in (
        refusal.value.message
    )


def test_the_plan_bounds_are_the_real_ones() -> None:
    """The lengths after the code of the common countries (E.164, each country's plan)."""
    bounds = {code: (low, high) for code, (_, low, high) in NATIONAL_DIGITS.items()}
    assert bounds == {
        "1": (10, 10),
        "33": (9, 9),
        "44": (9, 10),
        "49": (5, 13),
        "61": (9, 9),
        "65": (8, 8),
        "66": (8, 9),
        "81": (9, 10),
        "82": (8, 10),
        "86": (10, 11),
    }


@pytest.mark.parametrize(
    ("number", "phrase"),
    [
        ("+1 2345678", "số +1 (Mỹ, Canada) có đúng 10 chữ số sau mã nước, nhận 7"),
        ("+1 123 456 7890", "mã vùng và chữ số thứ tư không là 0 hay 1"),
        ("+1 202 155 0143", "mã vùng và chữ số thứ tư không là 0 hay 1"),
        ("+65 6123 456", "số +65 (Singapore) có đúng 8 chữ số sau mã nước, nhận 7"),
        ("+380 12 34", "tổng 8–15 chữ số (chuẩn E.164), nhận 7"),
        ("+380 4412 3456 7890 12", "tổng 8–15 chữ số (chuẩn E.164), nhận 17"),
    ],
)
def test_a_phone_too_short_or_long_for_its_country_is_refused(number: str, phrase: str) -> None:
    s = _session("NV-0007")
    message = _refused(s, "amis_crm_update_customer", customer_id="KH-0007", phone=number)
    assert message.startswith(f"phone '{number}' không hợp lệ: đây không phải số điện thoại")
    assert phrase in message


@pytest.mark.parametrize(
    "number",
    [
        "+1 202 555 0143",
        "+44 20 7946 0958",
        "+44 (0)20 7946 0958",
        "+86 138 0013 8000",
        "+81 3-1234-5678",
        "+82 2-312-3456",
        "+66 2 123 4567",
        "+61 2 9374 4000",
        "+33 1 42 68 53 00",
        "+49 30 1234567",
        "+65 6123 4567",
        "+380 44 123 4567",
    ],
)
def test_real_international_numbers_go_through(number: str) -> None:
    s = _session("NV-0007")
    updated = _call(s, "amis_crm_update_customer", customer_id="KH-0007", phone=number)
    assert updated["phone"] == number


def test_every_phone_the_world_and_the_tasks_use_is_still_one() -> None:
    world = base_company()
    numbers = [
        r.phone
        for table in (
            HrWorld.of(world).employees,
            CrmWorld.of(world).customers,
            CrmWorld.of(world).contacts,
            RecruitmentWorld.of(world).candidates,
            SaleWorld.of(world).orders,
        )
        for r in table
        if r.phone
    ]
    for task in definitions().values():
        numbers += [
            v
            for c in task.oracle_calls
            for k, v in c.args.items()
            if k.endswith("phone") and v and v.strip()
        ]
    assert len(numbers) > 200
    assert [n for n in numbers if phone_number(n) is None] == []


# --- names mixing look-alike scripts inside one word --------------------------------------------

CYRILLIC_E = "\u0435"
GREEK_OMICRON = "\u03bf"


@pytest.mark.parametrize(
    ("name", "args", "field", "value", "odd", "at"),
    [
        (
            "amis_crm_create_contact",
            {"customer_id": "KH-0007", "title": "Kế toán"},
            "full_name",
            f"Nguy{CYRILLIC_E}n Thị Hòa",
            CYRILLIC_E,
            5,
        ),
        (
            "amis_crm_create_contact",
            {"customer_id": "KH-0007", "full_name": "Nguyễn Thị Hòa"},
            "title",
            f"Kế t{GREEK_OMICRON}án trưởng",
            GREEK_OMICRON,
            5,
        ),
        (
            "amis_crm_update_customer",
            {"customer_id": "KH-0007"},
            "address",
            f"Số 12 Lê L{GREEK_OMICRON}̛̣i, Hà Nội",
            GREEK_OMICRON,
            11,
        ),
    ],
)
def test_a_word_mixing_latin_with_a_look_alike_script_is_refused(
    name: str, args: dict[str, Any], field: str, value: str, odd: str, at: int
) -> None:
    message = _refused(_session("NV-0007"), name, **args, **{field: value})
    assert message.startswith(f"{field} có từ")
    assert f"U+{ord(odd):04X}" in message and f"ở vị trí {at}" in message
    assert "chỉ trông giống chữ Latin" in message


def test_a_customer_name_with_a_cyrillic_letter_makes_no_order() -> None:
    s = _session(None)
    _call(s, "search_product", query="áo sơ mi lụa")
    message = _refused(
        s,
        "create_draft_order",
        customer_name=f"Trần Văn Nam{CYRILLIC_E}",
        phone="0912 345 678",
        address="Số 1 Duy Tân, Cầu Giấy",
        province="Hà Nội",
        items=[OrderItem(sku="SMLD-TR-M", quantity=1)],
        shipping_fee=25000,
    )
    assert message.startswith("customer_name có từ") and "U+0435" in message


@pytest.mark.parametrize(
    "full_name",
    ["Иван Петров", "Αθηνά Παπαδοπούλου", "王伟", "Nguyễn Văn An (Иван)", "ООО Ромашка Việt Nam"],
)
def test_whole_words_in_another_script_are_names(full_name: str) -> None:
    s = _session("NV-0007")
    contact = _call(
        s, "amis_crm_create_contact", customer_id="KH-0007", full_name=full_name, title="Giám đốc"
    )
    assert contact["full_name"] == full_name


# --- overtime finer than QD-012's half hours ----------------------------------------------------


@pytest.mark.parametrize(("hours", "shown"), [(0.0001, "0,0001"), (2.25, "2,25"), (0.3, "0,3")])
def test_overtime_finer_than_half_hours_is_refused(hours: float, shown: str) -> None:
    message = _refused(
        _session(HEAD),
        "amis_timekeeping_create_overtime_request",
        **{**OVERTIME, "hours": hours},
        date="2026-12-19",
    )
    assert message.startswith("hours phải là bội số của 0,5 giờ")
    assert "QD-012" in message and f"nhận {shown}" in message


@pytest.mark.parametrize("hours", [0.5, 2, 2.5, 11.5, 12])
def test_overtime_in_half_hours_is_filed(hours: float) -> None:
    s = _session(HEAD)
    request = _call(
        s,
        "amis_timekeeping_create_overtime_request",
        **{**OVERTIME, "hours": hours},
        date="2026-12-19",
    )
    assert request["hours"] == hours and request["status"] == "pending"


def test_the_overtime_rule_says_half_hours() -> None:
    rule = next(d.content for d in HelpdeskWorld.of(base_company()).documents if d.id == "QD-012")
    assert "là bội số của 0,5 giờ" in rule
    assert OVERTIME_STEP == 0.5


def test_every_seeded_and_reference_overtime_fits_half_hours() -> None:
    """The base company's, each task's seeded and each reference's (and wrong path's) hours."""
    hours = [r.hours for r in HrWorld.of(base_company()).overtime_requests]
    for task in definitions().values():
        hours += [r["hours"] for r in task.seed.get("hr.overtime_requests", []) if "hours" in r]
        calls = [*task.oracle_calls, *(c for a in task.anti_oracles or [] for c in a.tool_calls)]
        hours += [c.args["hours"] for c in calls if "hours" in c.args]
    assert len(hours) > 100
    assert [h for h in hours if not (h / OVERTIME_STEP).is_integer()] == []


# --- one SKU on two lines of an order -----------------------------------------------------------

ORDER = {
    "customer_name": "Nguyễn Thị Mai",
    "phone": "0912 345 678",
    "address": "Số 1 Duy Tân, Cầu Giấy",
    "province": "Hà Nội",
    "shipping_fee": 0,
}


def _shop() -> Session:
    s = _session(None)
    for query in ("áo sơ mi lụa", "quần tây"):
        _call(s, "search_product", query=query)
    return s


@pytest.mark.parametrize(("quantities", "total"), [((500, 500), 1000), ((999, 1), 1000)])
def test_one_sku_past_the_cap_over_two_lines_of_a_new_order_is_refused(
    quantities: tuple[int, int], total: int
) -> None:
    items = [OrderItem(sku="SMLD-TR-M", quantity=q) for q in quantities]
    message = _refused(_shop(), "create_draft_order", **ORDER, items=items)
    assert message.startswith(
        f"items có SKU 'SMLD-TR-M' ở 2 dòng (dòng 1, 2) với tổng quantity {total}"
    )
    assert "tối đa 999 sản phẩm của một SKU" in message


def test_one_sku_past_the_cap_over_lines_of_an_edited_draft_is_refused() -> None:
    s = _shop()
    order = _call(
        s, "create_draft_order", **ORDER, items=[OrderItem(sku="SMLD-TR-M", quantity=999)]
    )
    items = [
        OrderItem(sku="SMLD-TR-M", quantity=999),
        OrderItem(sku="QTOD-DE-28", quantity=1),
        OrderItem(sku=" SMLD-TR-M", quantity=999),
    ]
    message = _refused(s, "update_draft_order", order_id=order["order_id"], items=items)
    assert message.startswith(
        "items có SKU 'SMLD-TR-M' ở 2 dòng (dòng 1, 3) với tổng quantity 1998"
    )


def test_one_sku_within_the_cap_may_take_several_lines() -> None:
    """A combo per person on its own line is a fair order (the expert sale tasks accept it)."""
    s = _shop()
    items = [
        OrderItem(sku="SMLD-TR-M", quantity=500),
        OrderItem(sku="QTOD-DE-28", quantity=1),
        OrderItem(sku="SMLD-TR-M", quantity=499),
    ]
    order = _call(s, "create_draft_order", **ORDER, items=items)
    assert [(line["sku"], line["quantity"]) for line in order["lines"]] == [
        ("SMLD-TR-M", 500),
        ("QTOD-DE-28", 1),
        ("SMLD-TR-M", 499),
    ]


# --- through the real pipeline: a scripted model's calls, the tool errors it reads, the world ---


def _play(
    domain: str, sample_id: str, calls: list[tuple[str, dict[str, Any]]], log_dir: str
) -> Any:
    model = get_model(
        "mockllm/model", custom_outputs=tool_call_outputs(calls, "Xong."), memoize=False
    )
    [log] = inspect_ai.eval(
        ava_task(domain),
        model=model,
        sample_id=sample_id,
        log_dir=log_dir,
        display="none",
        score_display=False,
    )
    assert log.status == "success"
    [sample] = log.samples or []
    assert sample.error is None, "a refused value crashed the sample"
    return sample


def _tool_errors(sample: Any) -> dict[str | None, str | None]:
    return {
        m.tool_call_id: m.error.message if m.error else None
        for m in sample.messages
        if isinstance(m, ChatMessageTool)
    }


def test_refused_hr_values_reach_the_model_and_change_nothing(tmp_path: Any) -> None:
    filed = {"employee_id": "NV-0018", "reason": "Chuyển hệ thống", "hours": 2}
    calls: list[tuple[str, dict[str, Any]]] = [
        (
            "amis_timekeeping_create_overtime_request",
            {**filed, "date": "2026-12-19", "hours": 0.0001},
        ),
        ("amis_timekeeping_create_overtime_request", {**filed, "date": "2026-02-30"}),
        ("amis_timekeeping_list_overtime_requests", {"month": "2026-13"}),
    ]
    sample = _play("hr", "hr.overtime_month_cap", calls, str(tmp_path))
    errors = _tool_errors(sample)
    assert len(errors) == len(calls)
    assert (errors["call-0"] or "").startswith("hours phải là bội số của 0,5 giờ")
    assert (errors["call-1"] or "").startswith("date 2026-02-30 là ngày không tồn tại")
    assert (errors["call-2"] or "").startswith("month 2026-13 là tháng không tồn tại")
    assert final_world_data(sample.metadata, sample.store) == initial_world_data(sample.metadata)


def test_refused_sale_values_reach_the_model_and_change_nothing(tmp_path: Any) -> None:
    order = {
        **ORDER,
        "shipping_fee": 25000,
        "items": [{"sku": "SMLD-TR-M", "quantity": 1}],
    }
    calls: list[tuple[str, dict[str, Any]]] = [
        ("search_product", {"query": "áo sơ mi lụa"}),
        ("create_draft_order", {**order, "items": [{"sku": "SMLD-TR-M", "quantity": 999}] * 2}),
        ("create_draft_order", {**order, "customer_name": f"Nguy{CYRILLIC_E}n Thị Mai"}),
        (
            "transfer_to_human",
            {"reason": "Khách cần tư vấn", "summary": "Hỏi size", "phone": "+1 2345678"},
        ),
    ]
    sample = _play("sale", "sale.tote_cream_old_post", calls, str(tmp_path))
    errors = _tool_errors(sample)
    assert len(errors) == len(calls) and errors["call-0"] is None
    assert (errors["call-1"] or "").startswith("items có SKU 'SMLD-TR-M' ở 2 dòng")
    assert (errors["call-2"] or "").startswith("customer_name có từ 'Nguyеn'")
    assert "U+0435" in (errors["call-2"] or "")
    assert (errors["call-3"] or "").startswith("phone '+1 2345678' không hợp lệ")
    assert final_world_data(sample.metadata, sample.store) == initial_world_data(sample.metadata)
