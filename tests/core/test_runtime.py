"""The tool runtime's own guards: every argument is checked by its type (tools/arguments.py)
before it reaches the world, and a tool whose parameters are not typed cannot register."""

from __future__ import annotations

from typing import Any

import pytest
from inspect_ai.tool import ToolError

from ava_inspect.core.tools import arguments
from ava_inspect.core.tools.arguments import (
    MAX_ITEMS,
    MAX_TEXT,
    check_value,
    is_email,
    phone_number,
)
from ava_inspect.core.tools.runtime import Session, ava_tool, call_op
from ava_inspect.core.world.tables import merge
from ava_inspect.harness.toolsets import CATALOGUE
from ava_inspect.subsystems import base_company


def _session() -> Session:
    return Session(world=merge(base_company(), {}), user_id="NV-0006")


def test_a_huge_string_is_refused_and_changes_nothing() -> None:
    s = _session()
    before = s.world.model_dump()
    args = {"to": ["havt@saoviet.vn"], "subject": "Báo cáo", "body": "x" * (MAX_TEXT + 1)}
    with pytest.raises(ToolError, match="body quá dài"):
        call_op(CATALOGUE["amismail_write_mail"].op, s, args)
    assert s.world.model_dump() == before


def test_a_string_at_the_limit_is_accepted() -> None:
    s = _session()
    args = {"to": ["havt@saoviet.vn"], "subject": "Báo cáo", "body": "x" * MAX_TEXT}
    result = call_op(CATALOGUE["amismail_write_mail"].op, s, args)
    assert result["sent"] is True


def test_too_many_list_items_are_refused() -> None:
    s = _session()
    ids = ["TH-0001"] * (MAX_ITEMS + 1)
    with pytest.raises(ToolError, match="quá nhiều phần tử"):
        call_op(CATALOGUE["amismail_mark_read"].op, s, {"message_ids": ids})


def test_a_huge_string_inside_a_list_is_refused() -> None:
    s = _session()
    args = {"to": ["a" * (MAX_TEXT + 1) + "@x.vn"], "subject": "s", "body": "b"}
    with pytest.raises(ToolError, match="to quá dài"):
        call_op(CATALOGUE["amismail_write_mail"].op, s, args)


# --- the typed argument checks (tools/arguments.py) -------------------------------------------


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        ("0903418652", "0903418652"),
        ("0903.418.652", "0903418652"),
        ("0903 418 652", "0903418652"),
        ("0903-418-652", "0903418652"),
        ("+84 903 418 652", "0903418652"),
        ("+84903418652", "0903418652"),
        ("(+84) 903 418 652", "0903418652"),
        ("+84 (0) 903 418 652", "0903418652"),
        ("024 3872 6619", "02438726619"),
        ("(028) 3822 1234", "02838221234"),
        ("1900 6789", "19006789"),
        ("1800 1234 56", "1800123456"),
        ("+65 6123 4567", "+6561234567"),
        ("+1 202 555 0143", "+12025550143"),
        ("' OR '1'='1'; DROP TABLE employees; --", None),
        ("11", None),
        ("0912 345", None),
        ("84903418652", None),
        ("0123456789", None),
        ("0000000000", None),
        ("0903418652 / 0912345678", None),
        ("0903418652 ext 12", None),
        ("0٩03418652", None),
        ("+0903418652", None),
        ("+84 123", None),
    ],
)
def test_phone_number_is_one_real_number(text: str, canonical: str | None) -> None:
    assert phone_number(text) == canonical


@pytest.mark.parametrize(
    ("text", "ok"),
    [
        ("hoa.nt@saoviet.vn", True),
        ("Huong.PT@noithathoabinh.vn", True),
        ("ketoan+hoadon@congty.com.vn", True),
        ("a@b.vn", True),
        ("hoa.nt\u200b@saoviet.vn", False),
        ("hoa.nt@saoviet.vn\u202e", False),
        ("hoa🙂@saoviet.vn", False),
        ("hoa\x00@saoviet.vn", False),
        ("hòa.nt@saoviet.vn", False),
        ("hoa nt@saoviet.vn", False),
        ("hoa..nt@saoviet.vn", False),
        ("hoa@saoviet", False),
        ("hoa@@saoviet.vn", False),
    ],
)
def test_an_email_is_an_ascii_address(text: str, ok: bool) -> None:
    assert is_email(text) is ok


@pytest.mark.parametrize(
    ("kind", "value", "phrases"),
    [
        (arguments.Email, "hoa\u200b@saoviet.vn", ["email", "U+200B", "ZERO WIDTH SPACE", "bỏ"]),
        (arguments.Email, "hòa@saoviet.vn", ["email hợp lệ", "không dấu", "ví dụ hoa.nt@"]),
        (arguments.Phone, "' OR '1'='1'", ["đây không phải số điện thoại", "+84 903 418 652"]),
        (arguments.Day, "9999-12-31", ["nằm ngoài khoảng ngày", "2016-01-01 đến 2028-12-31"]),
        (arguments.Day, "0001-01-01", ["Kiểm tra lại năm", "hôm nay là 2026-12-09"]),
        (arguments.Day, "09/12/2026", ["YYYY-MM-DD", "ví dụ 2026-12-14"]),
        (arguments.Month, "9999-12", ["nằm ngoài khoảng tháng"]),
        (arguments.Quantity, 10**30, ["số nguyên từ 1 đến 999", "nhận 1e+30"]),
        (arguments.Amount, -5, ["số tiền nguyên (đồng) từ 0 đến 100.000.000.000"]),
        (int, 10**12, ["số nguyên từ -1.000.000.000 đến 1.000.000.000"]),
        (float, float("nan"), ["một số", "nhận nan"]),
        (int, True, ["phải là một số"]),
        (arguments.Line, "Nguyễn\nThị Hòa", ["một dòng", "Nguyễn\\nThị Hòa"]),
        (str, "Báo cáo\x1b[31m", ["ký tự điều khiển", "U+001B"]),
        (str, "Lan\u2028Anh", ["ngắt dòng Unicode"]),
        (str, "Ph\ufffdm", ["lỗi mã hóa"]),
        (str, "a\u200db", ["U+200D ZERO WIDTH JOINER"]),
        (str, "👍🏽\u200d", ["U+200D"]),
    ],
)
def test_a_refusal_says_what_is_wrong_and_what_is_accepted(
    kind: Any, value: Any, phrases: list[str]
) -> None:
    with pytest.raises(ToolError) as refusal:
        check_value("x" if kind not in (arguments.Email,) else "email", kind, value)
    for phrase in phrases:
        assert phrase in refusal.value.message


@pytest.mark.parametrize(
    ("kind", "value", "checked"),
    [
        (str, "Nguye\u0302\u0303n Thi\u0323 Ho\u0300a", "Nguyễn Thị Hòa"),
        (
            str,
            "Chào chị 👩\u200d💻👨\u200d👩\u200d👧 👍🏽❤️",
            "Chào chị 👩\u200d💻👨\u200d👩\u200d👧 👍🏽❤️",
        ),
        (str, "Dòng 1\r\nDòng 2\n\tthụt lề", "Dòng 1\r\nDòng 2\n\tthụt lề"),
        (str, "Số\u00a0tiền 45.600.000đ", "Số\u00a0tiền 45.600.000đ"),
        (arguments.Line, "  Nguyễn Thị Hòa \n", "  Nguyễn Thị Hòa \n"),
        (arguments.Email, " Hoa.NT@saoviet.vn ", "Hoa.NT@saoviet.vn"),
        (arguments.Phone, " +84 903 418 652 ", "+84 903 418 652"),
        (arguments.Phone, " - ", "-"),
        (arguments.Day, " 2026-12-14 ", "2026-12-14"),
        (arguments.Day, "", ""),
        (arguments.Quantity, 999, 999),
        (arguments.Amount, 100_000_000_000, 100_000_000_000),
    ],
)
def test_legitimate_values_pass_normalised(kind: Any, value: Any, checked: Any) -> None:
    assert check_value("text", kind, value) == checked


def test_a_tool_that_does_not_type_a_phone_cannot_register() -> None:
    """`phone: str` would skip the phone check: ava_tool refuses it, naming the fix."""
    before = dict(CATALOGUE)

    def probe_lookup(s: Session, phone: str, start_date: str = "") -> dict[str, Any]:
        """Probe."""
        return {}

    with pytest.raises(TypeError, match="parameter 'phone' holds a phone number; type it `Phone`"):
        ava_tool("sale", writes=False)(probe_lookup)
    assert before == CATALOGUE


def test_a_typed_tool_registers_and_checks_its_arguments() -> None:
    def probe_typed(
        s: Session, phone: arguments.Phone, visit_date: arguments.Day | None = None
    ) -> dict[str, Any]:
        """Probe."""
        return {"phone": phone, "visit_date": visit_date}

    try:
        ava_tool("sale", writes=False)(probe_typed)
        op = CATALOGUE["probe_typed"].op
        assert call_op(op, _session(), {"phone": " 0903.418.652 "}) == {
            "phone": "0903.418.652",
            "visit_date": None,
        }
        with pytest.raises(ToolError, match="visit_date 1999-01-01 nằm ngoài"):
            call_op(op, _session(), {"phone": "0903418652", "visit_date": "1999-01-01"})
    finally:
        CATALOGUE.pop("probe_typed", None)


def test_every_catalogue_parameter_named_for_a_kind_carries_it() -> None:
    """The registration check holds for the whole catalogue (it would not import otherwise);
    spelled out here: every email, phone, date, month, quantity and amount is typed."""
    from ava_inspect.core.tools.arguments import NAMED_KINDS, _declared, parameter_hints

    named = 0
    for spec in CATALOGUE.values():
        for name, hint in parameter_hints(spec.op).items():
            for pattern, kind, _, _ in NAMED_KINDS:
                if pattern.search(name):
                    named += 1
                    assert kind in _declared(hint), (spec.name, name)
    assert named >= 40
