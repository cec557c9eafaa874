"""Tests over every tool of the catalogue: a happy path each (the cases are in each subsystem's
tests/subsystems/<name>/test_<name>_tools.py), a schema-driven fuzz of every tool, and every
string and number parameter refusing what a real system refuses (hidden characters, emails,
phones, dates, months, bounds, line breaks) while taking what a Vietnamese office writes."""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Sequence
from datetime import date, timedelta
from typing import Any, Literal, get_args, get_origin, get_type_hints

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from inspect_ai.tool import ToolDef, ToolError
from pydantic import BaseModel
from tool_calls import ME, ReadCase, WriteCase, call, happy_paths, session

from ava_inspect.core.tools import arguments as arg_types
from ava_inspect.core.tools.runtime import Session, call_op
from ava_inspect.core.world.persist import world_data, world_from_data
from ava_inspect.core.world.tables import check_references, merge
from ava_inspect.harness.toolsets import CATALOGUE
from ava_inspect.subsystems import base_company
from ava_inspect.subsystems.crm.records import CrmWorld
from ava_inspect.subsystems.hr.records import HrWorld
from ava_inspect.subsystems.sale.records import SaleWorld
from ava_inspect.subsystems.sale.tools import OrderItem


def _happy_paths() -> tuple[list[ReadCase], list[WriteCase]]:
    """Every subsystem's happy-path cases, read cases and write cases, in subsystem order."""
    cases = happy_paths().values()
    return [c for read, _ in cases for c in read], [c for _, write in cases for c in write]


def test_every_tool_has_a_happy_path() -> None:
    read = {n for n, t in CATALOGUE.items() if not t.writes}
    write = {n for n, t in CATALOGUE.items() if t.writes}
    read_cases, write_cases = _happy_paths()
    assert {c[0] for c in read_cases} == read
    assert {c[0] for c in write_cases} == write
    assert len(CATALOGUE) >= 50


@pytest.mark.parametrize(
    ("name", "args", "phrase"),
    [
        (
            "meeting_room_check_availability",
            {"date": "2026-12-11", "start": "0٩:00", "end": "10:00"},
            "HH:MM",
        ),
        (
            "meeting_room_book",
            {
                "room_id": "PH-01",
                "date": "2026-12-14",
                "start": "09:00",
                "end": "1٠:00",
                "title": "Họp",
                "attendees": 2,
            },
            "HH:MM",
        ),
        (
            "recruitment_schedule_interview",
            {
                "candidate_id": "UV-0001",
                "date": "2026-12-14",
                "start": "0٩:00",
                "end": "10:00",
                "panel_ids": ["NV-0016"],
            },
            "HH:MM",
        ),
    ],
)
def test_times_need_ascii_digits(name: str, args: dict[str, Any], phrase: str) -> None:
    s = session()
    before = s.world.model_dump()
    with pytest.raises(ToolError, match=phrase):
        call(s, name, **args)
    assert s.world.model_dump() == before


# --- fuzz: every tool, arguments from its own schema ------------------------------------------

BASE = base_company()
ID_POOLS = {path: [r.id for r in records] for path, records in BASE.tables()}
SKUS = [v.sku for p in SaleWorld.of(BASE).products for v in p.variants] + [
    c.sku for c in SaleWorld.of(BASE).combos
]
EMAILS = [e.email for e in HrWorld.of(BASE).employees[:8]] + [
    c.email for c in CrmWorld.of(BASE).contacts[:3] if c.email
]
DATES = ["2026-12-09", "2026-12-10", "2026-12-11", "2026-12-14", "2026-12-17", "2027-01-04"]

VALID: dict[str, list[str]] = {
    "employee_id": ID_POOLS["hr.employees"],
    "panel_ids": ID_POOLS["hr.employees"],
    "department_id": ID_POOLS["hr.departments"],
    "request_id": [
        *ID_POOLS["hr.leave_requests"],
        BASE.next_id("hr.leave_requests"),
        *ID_POOLS["hr.overtime_requests"],
    ],
    "room_id": ID_POOLS["calendar.rooms"],
    "booking_id": [*ID_POOLS["calendar.bookings"], BASE.next_id("calendar.bookings")],
    "shift_id": ID_POOLS["hr.shifts"],
    "registration_id": ID_POOLS["hr.shift_registrations"],
    "event_id": ID_POOLS["calendar.events"],
    "attendee_ids": ID_POOLS["hr.employees"],
    "month": ["2026-11", "2026-12", "2027-01"],
    "customer_id": ID_POOLS["crm.customers"],
    "invoice_id": ID_POOLS["crm.invoices"],
    "contact_id": ID_POOLS["crm.contacts"],
    "opportunity_id": ID_POOLS["crm.opportunities"],
    "owner_id": ["NV-0009", "NV-0010", "NV-0011", "NV-0027", "NV-0030", "NV-0038"],
    "email": ["ketoan@noithathoabinh.vn", "Huong.PT@noithathoabinh.vn", "lan.dt@gmail.com"],
    "document_id": ID_POOLS["helpdesk.documents"],
    "message_id": ID_POOLS["mail.messages"],
    "message_ids": ID_POOLS["mail.messages"],
    "ticket_id": ID_POOLS["helpdesk.tickets"],
    "note_id": ["", *ID_POOLS["helpdesk.memory"]],
    "label": ["công nợ", "Cần xử lý", "tất niên"],
    "template_id": ID_POOLS["mail.templates"],
    "job_id": ID_POOLS["recruitment.job_openings"],
    "candidate_id": ID_POOLS["recruitment.candidates"],
    "interview_id": ID_POOLS["recruitment.interviews"],
    "order_id": [*ID_POOLS["sale.orders"], "DH-0008", "DH-0009"],
    "product_id": [*ID_POOLS["sale.products"], "SMLD-TR-M", "TOTE-BE"],
    "combo_sku": [c.sku for c in SaleWorld.of(BASE).combos],
    "new_phone": ["0988120455", "0904 771 326"],
    "date": DATES,
    "start_date": DATES,
    "end_date": DATES,
    "from_date": DATES,
    "to_date": DATES,
    "payment_date": DATES,
    "start": ["08:00", "09:00", "09:30", "13:30", "14:00"],
    "end": ["10:00", "11:00", "15:30", "16:00", "17:30"],
    "phone": ["0904771326", "0904 771 326", "0912345678", "0912.345.678"],
    "province": [f.province for f in SaleWorld.of(BASE).shipping_fees]
    + ["HN", "tp hcm", "Sài Gòn"],
    "to": EMAILS,
    "cc": EMAILS,
    "customer_name": ["Nguyễn Thị Mai", "Chị Lan", "Lê Văn Hòa"],
    "address": ["Số 1 Duy Tân, Cầu Giấy, Hà Nội", "12 Lê Lợi, Hải Châu"],
    "sku": SKUS,
    "combo_choices": SKUS,
    "query": ["Minh Phát", "máy chiếu", "áo sơ mi", "combo", "backend", "kế toán", "Trần Thị Lan"],
    "question": ["tạm ứng công tác", "nghỉ phép", "đổi trả"],
    "status": ["open", "closed", "all", "pending", "approved", "paid", "unpaid", "partially_paid"],
    "stage": ["screening", "interview", "offer"],
    "folder": ["inbox", "sent", "all", "trash"],
}
"""Values a careful model would pass, by parameter name."""

FAR_DATES = ["0001-01-01", "9999-12-31", "2026-02-29", "2026-12-32", "2026-W50-3", "2026-12-9"]
ODD_TIMES = ["24:00", "9:00", "23:59", "00:00", "0٩:30", "12:60"]
EDGE: dict[str, list[str]] = {
    **{k: FAR_DATES for k in ("date", "start_date", "end_date", "from_date", "to_date")},
    "payment_date": FAR_DATES,
    "start": ODD_TIMES,
    "end": ODD_TIMES,
    "phone": ["+84904771326", "123", "0" * 10, "0٩12345678", "0904771326 / 0912345678"],
    "province": ["Lào Cai", "Hà Nội, Việt Nam", "Ha Noi Ha Noi"],
    "customer_name": ["chị", "bạn", "shop", "Anh/Chị", "...", "mình"],
    "order_id": ["DRAFT-18B4A9", "draft-0a1b2c", " DH-0008 ", "dh-0008"],
    "employee_id": ["NV-9999", " NV-0004", "nv-0004"],
    "to": ["not-an-email", "KHAIDV@SAOVIET.VN", "a@b"],
    "cc": ["not-an-email", "khaidv@saoviet.vn"],
    "sku": ["smld-tr-m", "SMLD-TR-XXL", "COMBO"],
}
"""Well-typed values a careless model might pass, by parameter name."""

TEXT = ["Họp", "Nội dung cần xử lý", "Nhắc thanh toán"]
JUNK = [
    "",
    " ",
    "\t\n",
    "x" * 3000,
    "ab " * 800,
    "NV-9999",
    "DH-9999",
    "DRAFT-000000",
    "{ten_khach_hang}",
    "-1",
    "null",
    "12/12/2026",
    "25:00",
    "Ω≈ç√ 🙂",
    "  NV-0004 ",
    "٠٩:٣٠",
]
"""Strings of any meaning, for any parameter."""

INTS = [0, 1, 2, 3, 5, 8, 10, 20, 40, 50, 51, -1, -5, 25000, 30000, 16950000, 10**12]
INT_POOLS: dict[str, list[int]] = {
    "attendees": [1, 3, 5, 8, 12],
    "min_seats": [1, 4, 8, 40],
    "limit": [1, 5, 10, 50],
    "offset": [0, 1, 5],
    "amount": [1, 10000000, 16950000, 48400000, 52000000],
    "shipping_fee": [0, 25000, 30000, 35000, 40000],
    "quantity": [1, 2, 3],
    "score": [1, 3, 4, 5],
    "salary": [9000000, 14000000, 18000000, 28000000],
}

Mode = Literal["valid", "edge", "junk"]
"""How wild the arguments are: "valid", "edge" (valid or odd values) or "junk" (anything)."""
MODES: list[Mode] = ["valid", "edge", "junk"]


def _text(name: str, mode: Mode) -> st.SearchStrategy[str]:
    valid = st.sampled_from(VALID.get(name, TEXT))
    if mode == "valid":
        return valid
    edge = st.sampled_from(EDGE.get(name, JUNK))
    if mode == "edge":
        return st.one_of(valid, edge)
    return st.one_of(valid, edge, st.sampled_from(JUNK), st.text(max_size=30))


def _integer(name: str, mode: Mode) -> st.SearchStrategy[int]:
    valid = st.sampled_from(INT_POOLS.get(name, INTS))
    if mode == "valid":
        return valid
    if mode == "edge":
        return st.one_of(valid, st.sampled_from(INTS))
    return st.one_of(valid, st.sampled_from(INTS), st.integers())


NUMBERS = [0.0, 0.25, 1.0, 4.0, 12.0, 12.5, 24.0, -2.0, 1e12]
NUMBER_POOLS: dict[str, list[float]] = {"hours": [0.5, 1.0, 2.5, 3.0, 4.0, 8.0, 12.0]}


def _number(name: str, mode: Mode) -> st.SearchStrategy[float]:
    valid = st.sampled_from(NUMBER_POOLS.get(name, NUMBERS))
    if mode == "valid":
        return valid
    if mode == "edge":
        return st.one_of(valid, st.sampled_from(NUMBERS), st.integers(-5, 30))
    return st.one_of(valid, st.sampled_from(NUMBERS), st.floats(), st.integers())


def _from_schema(name: str, schema: Any, mode: Mode) -> st.SearchStrategy[Any]:
    """Values of the type the schema allows, as wild as `mode` says."""
    if schema.anyOf:
        return st.one_of([_from_schema(name, option, mode) for option in schema.anyOf])
    if schema.enum:
        return st.sampled_from(schema.enum)
    if schema.type == "string":
        return _text(name, mode)
    if schema.type == "integer":
        return _integer(name, mode)
    if schema.type == "number":
        return _number(name, mode)
    if schema.type == "boolean":
        return st.booleans()
    if schema.type == "null":
        return st.none()
    if schema.type == "array":
        at_least = 1 if mode == "valid" and name != "combo_choices" else 0
        return st.lists(_from_schema(name, schema.items, mode), min_size=at_least, max_size=5)
    if schema.type == "object":
        return _object(schema.properties or {}, schema.required or [], mode)
    raise AssertionError(f"no strategy for schema type {schema.type} ({name})")


def _object(props: dict[str, Any], required: list[str], mode: Mode) -> st.SearchStrategy[Any]:
    return st.fixed_dictionaries(
        {k: _from_schema(k, v, mode) for k, v in props.items() if k in required},
        optional={k: _from_schema(k, v, mode) for k, v in props.items() if k not in required},
    )


def _arguments(name: str, mode: Mode) -> st.SearchStrategy[dict[str, Any]]:
    params = ToolDef(CATALOGUE[name].factory()).parameters
    return _object(params.properties, params.required, mode)


def _as_python(op: Callable[..., Any], args: dict[str, Any]) -> dict[str, Any]:
    """JSON arguments as Inspect hands them to the tool (objects become their pydantic model)."""
    hints = get_type_hints(op)
    out = {}
    for key, value in args.items():
        hint = hints[key]
        hint = next((a for a in get_args(hint) if get_origin(a) is list), hint)  # list[X] | None
        item = get_args(hint)[0] if get_origin(hint) is list else None
        if isinstance(item, type) and issubclass(item, BaseModel) and value is not None:
            value = [item(**v) for v in value]
        out[key] = value
    return out


FUZZ_SEED: dict[str, list[dict[str, Any]]] = {
    "sale.orders": [
        {
            "id": "DH-0008",
            "draft_code": "DRAFT-0A1B2C",
            "customer_name": "Nguyễn Thị Mai",
            "phone": "0912345678",
            "address": "Số 1 Duy Tân, Cầu Giấy, Hà Nội",
            "province": "Hà Nội",
            "lines": [
                {
                    "sku": "TOTE-BE",
                    "name": "Túi tote canvas — Be",
                    "quantity": 1,
                    "unit_price": 159000,
                }
            ],
            "subtotal": 159000,
            "shipping_fee": 25000,
            "total": 184000,
        },
        {
            "id": "DH-0009",
            "draft_code": "DRAFT-3D4E5F",
            "status": "confirmed",
            "customer_name": "Nguyễn Thị Mai",
            "phone": "0912345678",
            "address": "Số 1 Duy Tân, Cầu Giấy, Hà Nội",
            "province": "Hà Nội",
            "lines": [
                {
                    "sku": "TOTE-DE",
                    "name": "Túi tote canvas — Đen",
                    "quantity": 1,
                    "unit_price": 159000,
                }
            ],
            "subtotal": 159000,
            "shipping_fee": 25000,
            "total": 184000,
        },
    ],
    "calendar.bookings": [
        {
            "id": BASE.next_id("calendar.bookings"),
            "room_id": "PH-01",
            "date": "2026-12-14",
            "start": "09:00",
            "end": "10:00",
            "title": "Họp kế toán",
            "organizer_id": ME,
            "attendees": 3,
        }
    ],
    "hr.leave_requests": [
        {
            "id": BASE.next_id("hr.leave_requests"),
            "employee_id": "NV-0008",
            "leave_type": "annual",
            "start_date": "2027-01-04",
            "end_date": "2027-01-05",
            "days": 2.0,
        }
    ],
}
FUZZ_WORLD = merge(BASE, FUZZ_SEED)
"""The base company plus a draft order, a confirmed unpaid order, a booking of ME's, and a pending
annual leave in a year without a balance, so more calls get past the lookups."""
USERS = [ME, "NV-0017", "NV-0006", None]


FUZZ_EXAMPLES = 12
"""Examples per tool in the default run; CI's slow run draws `DEEP_FUZZ_EXAMPLES` more."""
DEEP_FUZZ_EXAMPLES = 100


@pytest.mark.parametrize("name", list(CATALOGUE))
@settings(max_examples=FUZZ_EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_fuzz_tool(name: str, data: st.DataObject) -> None:
    """Any arguments the schema allows: a JSON result, or a ToolError that changed nothing."""
    fuzz_tool(name, data)


@pytest.mark.slow  # the same fuzzing, many more examples per tool
@pytest.mark.parametrize("name", list(CATALOGUE))
@settings(
    max_examples=DEEP_FUZZ_EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
@given(data=st.data())
def test_fuzz_tool_deeply(name: str, data: st.DataObject) -> None:
    fuzz_tool(name, data)


def fuzz_tool(name: str, data: st.DataObject) -> None:
    """One drawn call of tool `name` on the fuzz world: a JSON result, or a `ToolError` that
    changed nothing."""
    spec = CATALOGUE[name]
    s = session(data.draw(st.sampled_from(USERS), label="user"), FUZZ_WORLD)
    if data.draw(st.booleans(), label="searched"):
        s.seen_skus = list(SKUS)
    mode = data.draw(st.sampled_from(MODES), label="mode")
    args = _as_python(spec.op, data.draw(_arguments(name, mode), label="args"))
    before = s.world.model_dump()
    try:
        result = call_op(spec.op, s, args)
    except ToolError:
        assert s.world.model_dump() == before, "a failed call changed the world"
        return
    json.dumps(result, ensure_ascii=False)
    if not spec.writes:
        assert s.world.model_dump() == before, "a read tool changed the world"
    else:
        assert check_references(s.world) == []
        stored = world_from_data(world_data(s.world))
        assert stored.model_dump() == s.world.model_dump(), "the change does not survive the store"


# --- hostile input: every tool, every string and number parameter ----------------------------

VIETNAMESE = (
    "aăâbcdđeêghiklmnoôơpqrstuưvxyàảãáạằẳẵắặầẩẫấậèẻẽéẹềểễếệìỉĩíịòỏõóọồổỗốộờởỡớợùủũúụừửữứựỳỷỹýỵ"
    "AĂÂBCDĐEÊGHIKLMNOÔƠPQRSTUƯVXYÀÁẠẢÃẦẤẬẨẪÈÉẸẺẼỀẾỆỂỄÌÍỊỈĨÒÓỌỎÕỒỐỘỔỖỜỚỢỞỠÙÚỤỦŨỪỨỰỬỮỲÝỴỶỸ"
)
LINE_TEXT = st.text(alphabet=VIETNAMESE + "0123456789 .,;:!?()/-–—'\"%&+#@*“”…\u00a0", max_size=40)
"""One-line Vietnamese text with the punctuation people type (and a no-break space)."""
EMOJI = ["🙂", "👍", "❤️", "🎉", "👩\u200d💻", "👨\u200d👩\u200d👧", "🇻🇳", "✅", "👍🏽"]
MULTILINE_TEXT = st.lists(
    st.one_of(LINE_TEXT, st.sampled_from(["\n", "\r\n", "\t", "\n\n", *EMOJI])), max_size=8
).map("".join)
"""Mail bodies, notes, comments: lines, tabs, emoji (joined emoji sequences too)."""

HIDDEN = {
    "NUL": "\x00",
    "bell": "\x07",
    "escape": "\x1b",
    "vertical tab": "\x0b",
    "DEL": "\x7f",
    "C1 next line": "\x85",
    "C1 CSI": "\x9b",
    "zero-width space": "\u200b",
    "zero-width non-joiner": "\u200c",
    "lone zero-width joiner": "\u200d",
    "word joiner": "\u2060",
    "left-to-right mark": "\u200e",
    "right-to-left mark": "\u200f",
    "Arabic letter mark": "\u061c",
    "right-to-left embedding": "\u202b",
    "right-to-left override": "\u202e",
    "pop directional formatting": "\u202c",
    "right-to-left isolate": "\u2067",
    "pop directional isolate": "\u2069",
    "byte-order mark": "\ufeff",
    "soft hyphen": "\u00ad",
    "line separator": "\u2028",
    "paragraph separator": "\u2029",
    "replacement character": "\ufffd",
    "private use": "\ue000",
    "private use, plane 15": "\U000f0001",
    "lone surrogate": "\ud800",
    "noncharacter": "\uffff",
    "tag character": "\U000e0041",
    "interlinear annotation": "\ufff9",
}
"""Characters no tool stores: controls, invisible format characters, broken encodings."""


def _slots(hint: Any, path: str) -> list[tuple[str, Any]]:
    """(path, kind) of every string or number inside a parameter typed `hint`: `to[]` is an item
    of the list `to`, `items[].quantity` a field of its objects; the kind is the annotated
    arguments.Kind / Range, or str / int / float / Literal."""
    from typing import Annotated, Union

    from ava_inspect.core.tools.arguments import Kind, Range, _field_hint

    origin = get_origin(hint)
    if origin is Annotated:
        markers = [m for m in hint.__metadata__ if isinstance(m, Kind | Range)]
        return [(path, markers[0])] if markers else _slots(get_args(hint)[0], path)
    if origin is Union or str(origin) == "<class 'types.UnionType'>":
        return [s for a in get_args(hint) if a is not type(None) for s in _slots(a, path)]
    if origin is list:
        return _slots(get_args(hint)[0], f"{path}[]")
    if origin is Literal:
        return [(path, Literal)]
    if isinstance(hint, type) and issubclass(hint, BaseModel):
        return [
            s
            for f, info in hint.model_fields.items()
            for s in _slots(_field_hint(info), f"{path}.{f}")
        ]
    return [(path, hint)] if hint in (str, int, float) else []


def _all_slots() -> list[tuple[str, str, Any]]:
    from ava_inspect.core.tools.arguments import parameter_hints

    return [
        (name, path, kind)
        for name, spec in CATALOGUE.items()
        for param, hint in parameter_hints(spec.op).items()
        for path, kind in _slots(hint, param)
    ]


SLOTS = _all_slots()
"""Every (tool, argument path, kind): 264 slots over the 83 tools that take arguments."""


def _baseline(name: str) -> tuple[str | None, dict[str, Any]]:
    """Who calls the tool and with what, in its subsystem's happy-path case."""
    read_cases, write_cases = _happy_paths()
    for case in write_cases:
        if case[0] == name:
            return case[1], dict(case[3])
    for read_case in read_cases:
        if read_case[0] == name:
            return ME, dict(read_case[1])
    return ME, {}


def _with(args: dict[str, Any], path: str, value: Any) -> dict[str, Any]:
    """`args` with the slot at `path` holding `value` (a list slot holds just that item)."""
    args = dict(args)
    head, _, field = path.partition(".")
    if not field:
        args[head.removesuffix("[]")] = [value] if head.endswith("[]") else value
        return args
    param = head.removesuffix("[]")
    items = list(args.get(param) or [OrderItem(sku="TOTE-BE", quantity=1)])
    items[0] = items[0].model_copy(
        update={field.removesuffix("[]"): [value] if field.endswith("[]") else value}
    )
    args[param] = items
    return args


def _field(path: str) -> str:
    """The parameter name a message gives for a slot (`items[].quantity` -> `items.quantity`)."""
    return path.replace("[]", "")


_SESSIONS: dict[str, tuple[Session, dict[str, Any]]] = {}


def _refused_unchanged(name: str, args: dict[str, Any]) -> str:
    """Call `name` on its own (cached) session; it must refuse and leave the world as it was."""
    user, _ = _baseline(name)
    if name not in _SESSIONS:
        s = session(user, FUZZ_WORLD)
        s.seen_skus = list(SKUS)
        _SESSIONS[name] = (s, world_data(s.world))
    s, before = _SESSIONS[name]
    with pytest.raises(ToolError) as refusal:
        call_op(CATALOGUE[name].op, s, args)
    assert world_data(s.world) == before, f"a refused {name} call changed the world"
    return refusal.value.message


STRING_SLOTS = [s for s in SLOTS if s[2] not in (int, float) and not hasattr(s[2], "low")]


@pytest.mark.parametrize(
    ("name", "path"), [s[:2] for s in STRING_SLOTS], ids=[f"{s[0]}:{s[1]}" for s in STRING_SLOTS]
)
@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_hidden_characters_are_refused_in_every_string(
    name: str, path: str, data: st.DataObject
) -> None:
    """NUL, controls, zero-width and bidirectional characters, broken encodings: refused with a
    message naming the parameter and the character, wherever they hide in a valid value."""
    what = data.draw(st.sampled_from(sorted(HIDDEN)), label="class")
    valid = VALID.get(_field(path).split(".")[-1], TEXT)
    base = data.draw(st.one_of(st.sampled_from(valid), LINE_TEXT), label="base")
    at = data.draw(st.integers(0, len(base)), label="at")
    _, args = _baseline(name)
    message = _refused_unchanged(name, _with(args, path, base[:at] + HIDDEN[what] + base[at:]))
    assert message.startswith(_field(path)) and f"U+{ord(HIDDEN[what]):04X}" in message


def _of_kind(*kinds: Any) -> list[tuple[str, str, Any]]:
    return [s for s in SLOTS if any(s[2] is k for k in kinds)]


def _typed(kinds: Sequence[Any]) -> pytest.MarkDecorator:
    slots = _of_kind(*kinds)
    return pytest.mark.parametrize(
        ("name", "path"), [s[:2] for s in slots], ids=[f"{s[0]}:{s[1]}" for s in slots]
    )


FUZZ = settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])

BAD_EMAILS = st.one_of(
    st.builds(
        # Inside the address: a space at either end is trimmed, as the tools promise.
        lambda e, at, junk: e[: 1 + at] + junk + e[1 + at :],
        st.sampled_from([*EMAILS, "hoa.nt@saoviet.vn"]),
        st.integers(0, 8),
        st.sampled_from(["🙂", "ò", "đ", " ", "@", "＠", ",", ";", "<", '"', "(", "\u0301"]),
    ),
    st.sampled_from(
        [
            "hoa.nt@saoviet",
            "hoa..nt@saoviet.vn",
            ".hoa@saoviet.vn",
            "hoa.@saoviet.vn",
            "hoa@saoviet..vn",
            "hoa@-saoviet.vn",
            "hòa.nt@saoviet.vn",
            "hoa@sàigòn.vn",
            "hoa.nt@saoviet.vn, lan@saoviet.vn",
            "Hòa <hoa.nt@saoviet.vn>",
            "mailto:hoa.nt@saoviet.vn",
            "@saoviet.vn",
            "hoa.nt@",
        ]
    ),
)
"""Addresses with emoji, diacritics, spaces, a second @, or no proper domain."""


@_typed([arg_types.EMAIL])
@FUZZ
@given(value=BAD_EMAILS)
def test_email_parameters_refuse_what_is_no_address(name: str, path: str, value: str) -> None:
    message = _refused_unchanged(name, _with(_baseline(name)[1], path, value))
    assert message.startswith(_field(path)) and "không phải địa chỉ email hợp lệ" in message


DIGITS = st.text(alphabet="0123456789", min_size=1, max_size=4)
BAD_PHONES = st.one_of(
    st.sampled_from(
        [
            "' OR '1'='1'; DROP TABLE employees; --",
            "0903418652'; DROP TABLE orders; --",
            "1; DELETE FROM customers",
            "<script>alert(1)</script>",
            "0903418652 / 0912345678",
            "0903418652, 0912345678",
            "0903418652 hoặc 0912345678",
            "84903418652",
            "0084 903 418 652",
            "0٩03418652",
            "０９０３４１８６５２",
            "0123456789",
            "0203418652",
            "0903418652 ext 12",
            "++84 903 418 652",
            "((0903)) 418 652",
            "0903418652#",
        ]
    ),
    st.builds(lambda a, b: f"{a} số {b}", DIGITS, DIGITS),
    st.text(alphabet="0123456789 .-", min_size=1, max_size=7).filter(
        lambda t: any(c.isdigit() for c in t)
    ),
    st.text(alphabet="0123456789", min_size=12, max_size=20),
    st.tuples(
        st.sampled_from(["00", "01", "04", "06"]), st.text("0123456789", min_size=8, max_size=8)
    ).map("".join),
    st.text(alphabet="abcxyzđ' ;=-", min_size=1, max_size=12).filter(
        lambda t: any(c.isalpha() for c in t)
    ),
)
"""Junk with a few digits, injection strings, two numbers, too short, too long, wrong prefix."""


@_typed([arg_types.PHONE])
@FUZZ
@given(value=BAD_PHONES)
def test_phone_parameters_refuse_what_is_no_phone(name: str, path: str, value: str) -> None:
    message = _refused_unchanged(name, _with(_baseline(name)[1], path, value))
    assert message.startswith(_field(path)) and "đây không phải số điện thoại" in message


OUT_OF_WINDOW = st.one_of(
    st.dates(max_value=arg_types.FIRST_DAY - timedelta(days=1)),
    st.dates(min_value=arg_types.LAST_DAY + timedelta(days=1)),
)
BAD_DAYS = st.one_of(
    OUT_OF_WINDOW.map(date.isoformat),
    st.sampled_from(
        [
            "12/12/2026",
            "2026-12-9",
            "2026-13-01",
            "2026-02-30",
            "２０２６-12-14",
            "2026-12-14T10:00",
        ]
    ),
)


@_typed([arg_types.DAY])
@FUZZ
@given(value=BAD_DAYS)
def test_date_parameters_refuse_years_out_of_the_window(name: str, path: str, value: str) -> None:
    message = _refused_unchanged(name, _with(_baseline(name)[1], path, value))
    assert message.startswith(_field(path))
    assert "nằm ngoài khoảng ngày" in message or "YYYY-MM-DD" in message


@_typed([arg_types.MONTH])
@FUZZ
@given(value=st.one_of(OUT_OF_WINDOW.map(lambda d: d.isoformat()[:7]), st.just("12/2026")))
def test_month_parameters_refuse_years_out_of_the_window(name: str, path: str, value: str) -> None:
    message = _refused_unchanged(name, _with(_baseline(name)[1], path, value))
    assert message.startswith(_field(path))
    assert "nằm ngoài khoảng tháng" in message or "YYYY-MM" in message


def _out_of(kind: Any) -> st.SearchStrategy[Any]:
    """Numbers a range refuses: beyond either bound up to ±10^30, or (floats) NaN and infinity."""
    if kind is float or not getattr(kind, "integer", True):
        low, high = (-1e6, 1e6) if kind is float else (kind.low, kind.high)
        return st.one_of(
            st.sampled_from([math.nan, math.inf, -math.inf, 1e30]),
            st.floats(min_value=high, max_value=1e300, exclude_min=True),
            st.floats(
                max_value=low,
                min_value=-1e300,
                exclude_max=not kind.low_open if kind is not float else True,
            ),
        )
    low, high = (-(10**9), 10**9) if kind is int else (int(kind.low), int(kind.high))
    return st.one_of(
        st.integers(high + 1, 10**30), st.integers(-(10**30), low - 1), st.just(10**30)
    )


NUMBER_SLOTS = [s for s in SLOTS if s[2] in (int, float) or hasattr(s[2], "low")]


@pytest.mark.parametrize(
    ("name", "path", "kind"), NUMBER_SLOTS, ids=[f"{s[0]}:{s[1]}" for s in NUMBER_SLOTS]
)
@FUZZ
@given(data=st.data())
def test_number_parameters_refuse_values_out_of_bounds(
    name: str, path: str, kind: Any, data: st.DataObject
) -> None:
    """An order quantity of 10^30, a payment of minus a billion, NaN hours: refused by bounds."""
    value = data.draw(_out_of(kind), label="value")
    message = _refused_unchanged(name, _with(_baseline(name)[1], path, value))
    assert message.startswith(_field(path)) and " phải " in message


@_typed([arg_types.LINE, arg_types.EMAIL, arg_types.PHONE, arg_types.DAY, arg_types.MONTH])
@FUZZ
@given(data=st.data())
def test_one_line_parameters_refuse_a_line_break_inside(
    name: str, path: str, data: st.DataObject
) -> None:
    """A name, title, subject or address that spans lines: refused ("một dòng")."""
    left = data.draw(st.sampled_from(["Nguyễn", "Báo cáo", "Số 12", "0903", "hoa.nt"]))
    right = data.draw(st.sampled_from(["Thị Hòa", "tháng 12", "Lê Lợi", "418 652", "@saoviet.vn"]))
    brk = data.draw(st.sampled_from(["\n", "\r\n", "\t", "\r"]))
    message = _refused_unchanged(name, _with(_baseline(name)[1], path, f"{left}{brk}{right}"))
    assert message.startswith(_field(path)) and "một dòng" in message


# legitimate input: every slot accepts what a careful Vietnamese user writes, unchanged

GOOD_EMAILS = st.one_of(
    st.sampled_from([*EMAILS, "hoa.nt@saoviet.vn", "Huong.PT@noithathoabinh.vn", "a@b.vn"]),
    st.builds(
        "{}@{}.{}".format,
        st.from_regex(r"[a-z0-9][a-z0-9_%+-]{0,10}(\.[a-z0-9_%+-]{1,6}){0,2}", fullmatch=True),
        st.from_regex(r"[a-z0-9]([a-z0-9-]{0,8}[a-z0-9])?", fullmatch=True),
        st.sampled_from(["vn", "com", "com.vn", "edu.vn", "net", "io"]),
    ),
)


def _grouped(digits: str, seps: list[str]) -> str:
    """`0903418652` written in groups (4-3-3) with the given separators."""
    parts = [digits[:4], digits[4:7], digits[7:]]
    return parts[0] + seps[0] + parts[1] + seps[1] + parts[2]


SEPARATORS = st.lists(st.sampled_from(["", " ", ".", "-"]), min_size=2, max_size=2)
MOBILES = st.tuples(st.sampled_from("35789"), st.text("0123456789", min_size=8, max_size=8)).map(
    lambda t: "0" + t[0] + t[1]
)
GOOD_PHONES = st.one_of(
    st.builds(_grouped, MOBILES, SEPARATORS),
    st.builds(lambda d, s: "+84 " + _grouped(d, s)[1:], MOBILES, SEPARATORS),
    st.builds(lambda d: f"(+84) {d[1:4]} {d[4:7]} {d[7:]}", MOBILES),
    st.builds(
        lambda d: f"02{d[:1]} {d[1:5]} {d[5:]}", st.text("0123456789", min_size=9, max_size=9)
    ),
    st.sampled_from(
        ["0903.418.652", "+84 903 418 652", "024 3872 6619", "1900 6789", "+65 6123 4567"]
    ),
)
IN_WINDOW = st.dates(min_value=arg_types.FIRST_DAY, max_value=arg_types.LAST_DAY)


def _legit(kind: Any) -> st.SearchStrategy[Any]:
    if kind is arg_types.EMAIL:
        return GOOD_EMAILS
    if kind is arg_types.PHONE:
        return GOOD_PHONES
    if kind is arg_types.DAY:
        return IN_WINDOW.map(date.isoformat)
    if kind is arg_types.MONTH:
        return IN_WINDOW.map(lambda d: d.isoformat()[:7])
    if kind is arg_types.LINE:
        return LINE_TEXT
    if kind in (str, Literal):
        return MULTILINE_TEXT
    if kind is int:
        return st.integers(-(10**9), 10**9)
    if kind is float:
        return st.floats(-1e6, 1e6)
    if kind.integer:
        return st.integers(int(kind.low), int(kind.high))
    return st.floats(kind.low, kind.high, exclude_min=kind.low_open)


@pytest.mark.parametrize(("name", "path", "kind"), SLOTS, ids=[f"{s[0]}:{s[1]}" for s in SLOTS])
@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_legitimate_vietnamese_input_passes_every_check(
    name: str, path: str, kind: Any, data: st.DataObject
) -> None:
    """Diacritics, punctuation, line breaks and emoji where text may have them, real addresses,
    phones in every common form, dates in the window, numbers in bounds: the checks let them
    through unchanged (text in NFC, addresses, phones and dates trimmed)."""
    import unicodedata

    from ava_inspect.core.tools.arguments import check_arguments

    value = data.draw(_legit(kind), label="value")
    checked = check_arguments(CATALOGUE[name].op, _with({}, path, value))
    head, _, field = path.partition(".")
    got = checked[head.removesuffix("[]")]
    if field:
        got = getattr(got[0], field.removesuffix("[]"))
    if path.endswith("[]"):
        got = got[0]
    if isinstance(value, str):
        trimmed = kind in (arg_types.EMAIL, arg_types.PHONE, arg_types.DAY, arg_types.MONTH)
        assert got == unicodedata.normalize("NFC", value.strip() if trimmed else value)
    else:
        assert got == value or (value != value and got != got)


def test_vietnamese_contacts_orders_and_mail_go_through() -> None:
    """The people, numbers and addresses of a Vietnamese office, end to end."""
    s = session("NV-0007")
    contact = call(
        s,
        "amis_crm_create_contact",
        customer_id="KH-0007",
        full_name="Nguyễn Thị Hòa",
        title="Kế toán trưởng",
        email="Hoa.NT@saoviet.vn",
        phone="0903.418.652",
    )
    assert (contact["full_name"], contact["email"], contact["phone"]) == (
        "Nguyễn Thị Hòa",
        "hoa.nt@saoviet.vn",
        "0903.418.652",
    )
    updated = call(s, "amis_crm_update_contact", contact_id=contact["id"], phone="+84 903 418 652")
    assert updated["phone"] == "+84 903 418 652"
    nfd = unicodedata_nfd("Trần Thị Lành")
    assert (
        call(s, "amis_crm_update_contact", contact_id=contact["id"], full_name=nfd)["full_name"]
        == "Trần Thị Lành"
    ), "decomposed input is stored composed (NFC)"
    sent = call(
        s,
        "amismail_write_mail",
        to=["hoa.nt@saoviet.vn"],
        subject="Đối chiếu công nợ tháng 12 ✅",
        body="Chào chị Hòa,\r\n\nEm gửi chị bảng đối chiếu 👩\u200d💻.\n\tTrân trọng,\nLan",
    )
    assert sent["sent"] is True
    shop = session(None)
    call(shop, "search_product", query="túi tote canvas")
    order = call(
        shop,
        "create_draft_order",
        customer_name="Nguyễn Thị Hòa",
        phone="+84 903 418 652",
        address="Số 12 ngõ 34 Nguyễn Trãi, Thanh Xuân, Hà Nội",
        province="Hà Nội",
        items=[OrderItem(sku="TOTE-BE", quantity=2)],
        shipping_fee=25000,
    )
    assert order["phone"] == "0903418652"
    assert call(shop, "get_order", order_id=order["order_id"], phone="0903 418 652")["phone"]
    assert [
        o["order_id"] for o in call(shop, "search_orders_by_phone", phone="+84 903.418.652")
    ] == [order["order_id"]]
    handoff = call(
        shop,
        "transfer_to_human",
        reason="Khách hỏi xuất hóa đơn",
        summary="Cần VAT",
        phone="0903.418.652",
    )
    assert handoff["phone"] == "0903418652"


def unicodedata_nfd(text: str) -> str:
    import unicodedata

    return unicodedata.normalize("NFD", text)
