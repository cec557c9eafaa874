"""Tests for the tools: a happy path per tool, read-only tools, the sale rules, atomicity through
the real Inspect wrapper, and a schema-driven fuzz of every tool."""

from __future__ import annotations

import json
import math
import re
from collections.abc import Callable, Sequence
from datetime import date, timedelta
from typing import Any, Literal, get_args, get_origin, get_type_hints

import inspect_ai
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from inspect_ai.model import ChatMessageTool, get_model
from inspect_ai.tool import ToolDef, ToolError
from pydantic import BaseModel
from scripted_calls import tool_call_outputs

from ava_inspect.core.tools import arguments as arg_types
from ava_inspect.core.tools import runtime as tool_runtime
from ava_inspect.core.tools.common import fold, search_text_matches
from ava_inspect.core.tools.runtime import Session, call_op
from ava_inspect.core.world.persist import world_data, world_from_data
from ava_inspect.core.world.tables import World, check_references, merge
from ava_inspect.harness.sample_info import final_world_data, initial_world_data
from ava_inspect.harness.toolsets import CATALOGUE
from ava_inspect.subsystems import base_company
from ava_inspect.subsystems.calendar.records import CalendarWorld
from ava_inspect.subsystems.crm.records import CrmWorld
from ava_inspect.subsystems.hr.records import HrWorld
from ava_inspect.subsystems.sale.records import SaleWorld
from ava_inspect.subsystems.sale.tools import OrderItem
from ava_inspect.suite import ava_task

ME = "NV-0004"
"""Trần Thị Lan, Phòng Kế toán: the default person asking."""


# --- helpers ----------------------------------------------------------------------------------


def session(user_id: str | None = ME, world: World | None = None) -> Session:
    """A fresh session on its own copy of the world (the base company by default)."""
    return Session(world=merge(world or base_company(), {}), user_id=user_id)


def call(s: Session, name: str, **args: Any) -> Any:
    return call_op(CATALOGUE[name].op, s, args)


def rows(world: World) -> dict[str, dict[str, dict[str, Any]]]:
    return {
        path: {r.id: r.model_dump(mode="json") for r in records} for path, records in world.tables()
    }


def changes(before: World, after: World) -> dict[str, dict[str, Any]]:
    """What changed, by table: whole `added` records, the new values of `changed` fields by id,
    and `removed` ids. Tables that did not change are left out."""
    old, new = rows(before), rows(after)
    out: dict[str, dict[str, Any]] = {}
    for path in new:
        added = [row for rid, row in new[path].items() if rid not in old[path]]
        removed = sorted(rid for rid in old[path] if rid not in new[path])
        changed = {
            rid: {k: v for k, v in row.items() if old[path][rid].get(k) != v}
            for rid, row in new[path].items()
            if rid in old[path] and old[path][rid] != row
        }
        entry = {
            k: v for k, v in (("added", added), ("changed", changed), ("removed", removed)) if v
        }
        if entry:
            out[path] = entry
    return out


class Matches:
    """Equal to any string matching a regular expression (for generated codes)."""

    def __init__(self, pattern: str) -> None:
        self.pattern = pattern

    def __eq__(self, other: object) -> bool:
        return isinstance(other, str) and re.fullmatch(self.pattern, other) is not None

    def __hash__(self) -> int:
        return hash(self.pattern)

    def __repr__(self) -> str:
        return f"Matches({self.pattern!r})"


def ids(result: list[dict[str, Any]]) -> list[str]:
    return [x["id"] for x in result]


def item_ids(result: dict[str, Any]) -> list[str]:
    return [x["id"] for x in result["items"]]


def pick(*keys: str) -> Callable[[dict[str, Any]], dict[str, Any]]:
    return lambda result: {k: result[k] for k in keys}


# --- 1 & 2. read tools: a real answer, and the world untouched --------------------------------

READ_CASES: list[tuple[str, dict[str, Any], Callable[[Any], Any], Any]] = [
    # calendar
    (
        "meeting_room_search",
        {"query": "máy chiếu", "min_seats": 10},
        ids,
        ["PH-04", "PH-05", "PH-06"],
    ),
    (
        "meeting_room_check_availability",
        {"date": "2026-12-11", "start": "14:00", "end": "15:00"},
        lambda r: {
            x["room_id"]: [c["booking_id"] for c in x["conflicts"]] for x in r if not x["available"]
        },
        {"PH-02": ["DP-0001"], "PH-04": ["DP-0002"], "PH-07": ["DP-0005"]},
    ),
    (
        "meeting_room_list_bookings",
        {"date": "2026-12-11", "room_id": "PH-04"},
        ids,
        ["DP-0002", "DP-0004"],
    ),
    (
        "calendar_list_events",
        {"employee_id": "NV-0017", "from_date": "2026-12-10", "to_date": "2026-12-18"},
        lambda r: [(x["id"], x["organizer_name"]) for x in r["items"]],
        [
            ("SK-0002", "Bùi Văn Toàn"),
            ("SK-0004", "Lưu Thị Phương"),
            ("SK-0005", "Trịnh Quốc Bảo"),
        ],
    ),
    # crm
    (
        "amis_crm_search_customer",
        {"query": "minh phat"},
        lambda r: (r["total"], item_ids(r)),
        (3, ["KH-0001", "KH-0002", "KH-0003"]),
    ),
    (
        "amis_crm_get_customer",
        {"customer_id": "KH-0001"},
        lambda r: (r["owner_name"], ids(r["contacts"]), ids(r["opportunities"])),
        ("Nguyễn Thị Hồng Nhung", ["LH-0001", "LH-0002"], ["CH-0002"]),
    ),
    (
        "amis_crm_search_contact",
        {"query": "kế toán trưởng Minh Phát"},
        lambda r: [(x["id"], x["customer_name"]) for x in r],
        [
            ("LH-0001", "Công ty TNHH Thương mại Minh Phát"),
            ("LH-0004", "Minh Phat JSC"),
        ],
    ),
    (
        "amis_accounting_search_invoice",
        {"customer_id": "KH-0001", "overdue_only": True},
        lambda r: [(x["id"], x["outstanding"], x["overdue"]) for x in r["items"]],
        [("HD-0001", 48400000, True), ("HD-0002", 16950000, True)],
    ),
    (
        "amis_accounting_get_invoice",
        {"invoice_id": "HD-0002"},
        lambda r: (r["customer_name"], r["outstanding"], ids(r["payments"])),
        ("Công ty TNHH Thương mại Minh Phát", 16950000, ["PT-0001"]),
    ),
    (
        "amis_crm_list_opportunities",
        {"stage": "won"},
        lambda r: [(x["id"], x["owner_name"]) for x in r["items"]],
        [
            ("CH-0008", "Nguyễn Thị Hồng Nhung"),
            ("CH-0011", "Phan Thanh Tùng"),
            ("CH-0012", "Vũ Đức Anh"),
            ("CH-0017", "Nguyễn Văn Hưng"),
        ],
    ),
    (
        "amis_crm_list_activities",
        {"kind": "reminder", "from_date": "2026-11-01"},
        lambda r: [(x["id"], x["date"], x["customer_name"]) for x in r["items"]],
        [
            ("HDG-0022", "2026-12-08", "Công ty TNHH Gốm sứ Kim Sơn"),
            ("HDG-0010", "2026-11-20", "Công ty Cổ phần Hòa Bình Group"),
            ("HDG-0004", "2026-11-05", "Công ty TNHH Nội thất Hòa Bình"),
        ],
    ),
    (
        "amis_accounting_get_receivables",
        {"customer_id": "KH-0008"},
        lambda r: [
            (
                (c["overdue"], c["due_within_7_days"], c["not_yet_due"], c["total"]),
                [(i["invoice_id"], i["outstanding"], i["bucket"]) for i in c["invoices"]],
            )
            for c in r["customers"]
        ],
        [
            (
                (105100000, 0, 45000000, 150100000),
                [
                    ("HD-0018", 46800000, "overdue"),
                    ("HD-0020", 45000000, "not_yet_due"),
                    ("HD-0021", 58300000, "overdue"),
                ],
            )
        ],
    ),
    # helpdesk
    (
        "document_qa",
        {"question": "tạm ứng công tác", "limit": 2},
        lambda r: (len(r), r[0]["document_id"], "tạm ứng tối đa" in r[0]["passage"]),
        (2, "QD-006", True),
    ),
    (
        "document_get",
        {"document_id": "QD-003"},
        lambda r: (r["title"], "phòng họp" in r["content"].lower()),
        ("Quy định sử dụng phòng họp", True),
    ),
    (
        "document_list",
        {},
        lambda r: (len(r) >= 9, any("content" in x for x in r), ids(r)[:3]),
        (True, False, ["QD-001", "QD-002", "QD-003"]),
    ),
    ("helpdesk_search_ticket", {"status": "closed"}, item_ids, ["YC-0001", "YC-0003"]),
    (
        "helpdesk_get_ticket",
        {"ticket_id": "YC-0004"},
        lambda r: (r["status"], r["team_name"], r["names"]["NV-0037"], r["your_next_statuses"]),
        ("in_progress", "Hỗ trợ CNTT", "Ngô Văn Quyết", []),
    ),
    ("get_memory", {}, ids, []),
    # hr
    (
        "amis_hrm_get_current_user",
        {},
        pick("id", "department_name", "manager_name"),
        {"id": ME, "department_name": "Phòng Kế toán", "manager_name": "Lê Thị Minh Nguyệt"},
    ),
    (
        "amis_hrm_search_employee",
        {"query": "tran thi lan"},
        lambda r: (
            {"NV-0004", "NV-0008"} <= set(item_ids(r)),
            all("tran thi lan" in fold(x["full_name"]) for x in r["items"]),
        ),
        (True, True),
    ),
    (
        "amis_hrm_get_employee",
        {"employee_id": "NV-0008"},
        pick("full_name", "department_name", "manager_name"),
        {
            "full_name": "Trần Thị Lan",
            "department_name": "Phòng Kinh doanh",
            "manager_name": "Vũ Đức Anh",
        },
    ),
    (
        "amis_hrm_list_departments",
        {},
        lambda r: (
            {"PB-KT", "PB-NS", "PB-KTH"} <= set(ids(r)),
            next(d["manager_name"] for d in r if d["id"] == "PB-KT"),
        ),
        (True, "Lê Thị Minh Nguyệt"),
    ),
    (
        "amis_hrm_get_leave_balance",
        {"employee_id": "NV-0019"},
        pick("annual_entitled", "annual_used", "annual_left_now", "annual_left_after_pending"),
        {
            "annual_entitled": 12,
            "annual_used": 1,
            "annual_left_now": 11,
            "annual_left_after_pending": 9,
        },
    ),
    (
        "amis_hrm_list_leave_requests",
        {"department_id": "PB-KD", "from_date": "2026-12-05"},
        lambda r: [(x["id"], x["department_id"]) for x in r["items"]],
        [
            ("DNP-0003", "PB-KD"),
            ("DNP-0004", "PB-KD"),
            ("DNP-0005", "PB-KD"),
            ("DNP-0018", "PB-KD"),
        ],
    ),
    ("amis_timekeeping_list_shifts", {}, ids, ["CA-HC", "CA-S", "CA-C"]),
    (
        "amis_timekeeping_list_shift_registrations",
        {"department_id": "PB-CSKH", "from_date": "2026-12-19", "to_date": "2026-12-19"},
        lambda r: [(x["employee_id"], x["shift_name"]) for x in r["items"]],
        [
            ("NV-0028", "Ca sáng"),
            ("NV-0035", "Ca sáng"),
            ("NV-0025", "Ca chiều"),
            ("NV-0036", "Ca chiều"),
        ],
    ),
    (
        "amis_timekeeping_list_overtime_requests",
        {"department_id": "PB-KTH", "month": "2026-12"},
        lambda r: (item_ids(r), r["hours_by_status"], r["hours_toward_cap"]),
        (
            ["LTG-0003", "LTG-0005", "LTG-0007"],
            {"pending": 9.0, "approved": 6.0, "rejected": 0.0, "cancelled": 0.0},
            15.0,
        ),
    ),
    # mail
    (
        "amismail_search_mail",
        {"unread_only": True},
        item_ids,
        # Lan's own mailbox and the groups she is in; Ngọc's mail (TH-0001, TH-0002) is not there.
        ["TH-0029", "TH-0028", "TH-0020", "TH-0012", "TH-0010"],
    ),
    # sent on 09/12 or later: the four unread mails of 08/12 stay out
    ("amismail_search_mail", {"unread_only": True, "since": "2026-12-09"}, item_ids, ["TH-0029"]),
    (
        "amismail_read_mail",
        {"message_id": "TH-0001", "as": "NV-0006"},
        lambda r: (r["read"], r["body"].endswith("Nam — Phòng Kỹ thuật")),
        (False, True),
    ),
    (
        "amismail_search_directory",
        {"query": "Vũ Thu Hà"},
        lambda r: [(x["kind"], x["id"], x["email"]) for x in r],
        [
            ("employee", "NV-0015", "havt@saoviet.vn"),
            ("employee", "NV-0022", "havt.mkt@saoviet.vn"),
        ],
    ),
    (
        "amismail_list_templates",
        {},
        lambda r: (ids(r), any("body" in x for x in r)),
        ([f"MAU-{n:02d}" for n in range(1, 11)], False),
    ),
    (
        "amismail_get_template",
        {"template_id": "MAU-02"},
        lambda r: (r["name"], "{vi_tri}" in r["subject"]),
        ("Thư mời phỏng vấn", True),
    ),
    # recruitment
    ("recruitment_search_job", {"query": "backend"}, ids, ["VT-0001"]),
    (
        "recruitment_get_job",
        {"job_id": "VT-0003"},
        pick("hiring_manager_name", "recruiter_name", "salary_max"),
        {
            "hiring_manager_name": "Lê Thị Minh Nguyệt",
            "recruiter_name": "Bùi Văn Toàn",
            "salary_max": 20000000,
        },
    ),
    (
        "recruitment_search_candidate",
        {"query": "Phạm Quang Huy"},
        lambda r: [(x["id"], x["job_title"], "cv_text" in x) for x in r["items"]],
        [
            ("UV-0001", "Lập trình viên Backend (Java)", False),
            ("UV-0002", "Kiểm thử viên phần mềm", False),
        ],
    ),
    (
        "recruitment_get_candidate",
        {"candidate_id": "UV-0005"},
        lambda r: (ids(r["interviews"]), r["cv_text"].startswith("NGUYỄN HOÀNG LONG")),
        (["PV-0001", "PV-0002"], True),
    ),
    (
        "recruitment_skill_sumarize_cv",
        {"candidate_id": "UV-0001"},
        lambda r: (sorted(r["sections"]), r["job_id"], r["sections"]["Kỹ năng"]),
        (["Học vấn", "Kinh nghiệm", "Kỹ năng"], "VT-0001", "Java 17, Spring Boot, Docker, Redis."),
    ),
    ("recruitment_list_interviews", {"date": "2026-12-10"}, ids, ["PV-0001", "PV-0017", "PV-0018"]),
    # VT-0001's applicants UV-0001, UV-0005 and UV-0006; other jobs' interviews stay out
    (
        "recruitment_list_interviews",
        {"job_id": "VT-0001"},
        ids,
        ["PV-0001", "PV-0002", "PV-0003", "PV-0004", "PV-0020"],
    ),
    (
        "recruitment_list_evaluations",
        {"candidate_id": "UV-0006"},
        lambda r: [(x["id"], x["evaluator_name"], x["score"], x["recommendation"]) for x in r],
        [("DG-0001", "Trịnh Quốc Bảo", 5, "hire"), ("DG-0002", "Bùi Văn Toàn", 4, "hire")],
    ),
    # sale
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


@pytest.mark.parametrize(
    ("name", "args", "project", "expected"), READ_CASES, ids=[c[0] for c in READ_CASES]
)
def test_read_tool(
    name: str, args: dict[str, Any], project: Callable[[Any], Any], expected: Any
) -> None:
    args = dict(args)
    s = session(args.pop("as", ME))
    before = s.world.model_dump()
    result = call(s, name, **args)
    json.dumps(result)
    assert project(result) == expected
    assert s.world.model_dump() == before, f"read tool {name} changed the world"


def test_search_product_remembers_skus_for_the_conversation() -> None:
    s = session(None)
    call(s, "search_product", query="túi tote")
    call(s, "search_product", query="tote")
    tote = ["TOTE-BE", "TOTE-DE", "TOTEM-KE", "TOTEM-DE", "TOTEM-XR"]
    assert s.seen_skus == [*tote, "COMBO-DAM-TOTE"]


# --- 1. writing tools: the result and the exact world change ----------------------------------


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

MESSAGE_DEFAULTS = {
    "folder": "sent",
    "draft": False,
    "read": True,
    "labels": [],
    "in_reply_to": None,
    "forwarded_from": None,
    "sent_at": "2026-12-09T10:00",
}

WRITE_CASES: list[
    tuple[str, str | None, Callable[[Session], Any] | None, dict[str, Any], dict[str, Any]]
] = [
    (
        "meeting_room_book",
        ME,
        None,
        {
            "room_id": "PH-03",
            "date": "2026-12-11",
            "start": "09:00",
            "end": "10:00",
            "title": "  Họp nhóm kế toán ",
            "attendees": 5,
        },
        {
            "calendar.bookings": {
                "added": [
                    {
                        "id": "DP-0022",
                        "room_id": "PH-03",
                        "date": "2026-12-11",
                        "start": "09:00",
                        "end": "10:00",
                        "title": "Họp nhóm kế toán",
                        "organizer_id": ME,
                        "attendees": 5,
                        "status": "booked",
                    }
                ]
            }
        },
    ),
    (
        "meeting_room_cancel_booking",
        "NV-0020",
        None,
        {"booking_id": "DP-0001"},
        {"calendar.bookings": {"changed": {"DP-0001": {"status": "cancelled"}}}},
    ),
    (
        "calendar_create_event",
        "NV-0003",
        None,
        {
            "title": " Họp chốt số liệu quyết toán năm 2026 ",
            "date": "2026-12-21",
            "start": "15:00",
            "end": "16:00",
            "attendee_ids": ["NV-0004", "NV-0005", "NV-0006"],
            "location": "Phòng Lan (PH-03), tầng 4",
            "description": "Mang theo bảng đối chiếu công nợ.",
        },
        {
            "calendar.events": {
                "added": [
                    {
                        "id": "SK-0014",
                        "title": "Họp chốt số liệu quyết toán năm 2026",
                        "date": "2026-12-21",
                        "start": "15:00",
                        "end": "16:00",
                        "organizer_id": "NV-0003",
                        "attendee_ids": ["NV-0004", "NV-0005", "NV-0006"],
                        "location": "Phòng Lan (PH-03), tầng 4",
                        "description": "Mang theo bảng đối chiếu công nợ.",
                        "status": "confirmed",
                    }
                ]
            }
        },
    ),
    (
        "calendar_update_event",
        "NV-0017",
        None,
        {
            "event_id": "SK-0005",
            "start": "09:00",
            "end": "10:30",
            "attendee_ids": ["NV-0019", "NV-0020", "NV-0029"],
        },
        {
            "calendar.events": {
                "changed": {
                    "SK-0005": {
                        "start": "09:00",
                        "end": "10:30",
                        "attendee_ids": ["NV-0019", "NV-0020", "NV-0029"],
                    }
                }
            }
        },
    ),
    (
        "calendar_cancel_event",
        "NV-0021",
        None,
        {"event_id": "SK-0008"},
        {"calendar.events": {"changed": {"SK-0008": {"status": "cancelled"}}}},
    ),
    (
        "amis_crm_create_activity",
        "NV-0010",
        None,
        {"customer_id": "KH-0001", "kind": "reminder", "content": " Nhắc thanh toán HD-0001 "},
        {
            "crm.activities": {
                "added": [
                    {
                        "id": "HDG-0024",
                        "customer_id": "KH-0001",
                        "kind": "reminder",
                        "content": "Nhắc thanh toán HD-0001",
                        "date": "2026-12-09",
                        "created_by": "NV-0010",
                    }
                ]
            }
        },
    ),
    (
        "amis_accounting_record_payment",
        ME,
        None,
        {
            "invoice_id": "HD-0002",
            "amount": 16950000,
            "payment_date": "2026-12-08",
            "note": "Đợt 2",
        },
        {
            "crm.payments": {
                "added": [
                    {
                        "id": "PT-0024",
                        "invoice_id": "HD-0002",
                        "amount": 16950000,
                        "date": "2026-12-08",
                        "method": "bank_transfer",
                        "note": "Đợt 2",
                    }
                ]
            },
            "crm.invoices": {"changed": {"HD-0002": {"paid_amount": 26950000, "status": "paid"}}},
        },
    ),
    (
        "amis_crm_update_customer",
        "NV-0010",
        None,
        {"customer_id": "KH-0007", "phone": " 024  3872 6620 ", "owner_id": "NV-0030"},
        {
            "crm.customers": {
                "changed": {"KH-0007": {"phone": "024 3872 6620", "owner_id": "NV-0030"}}
            }
        },
    ),
    (
        "amis_crm_create_contact",
        "NV-0010",
        None,
        {
            "customer_id": "KH-0007",
            "full_name": " Đỗ  Thị Lan ",
            "title": "Kế toán công nợ",
            "email": "Lan.DT@noithathoabinh.vn",
            "phone": "0983 226 417",
        },
        {
            "crm.contacts": {
                "added": [
                    {
                        "id": "LH-0061",
                        "customer_id": "KH-0007",
                        "full_name": "Đỗ Thị Lan",
                        "title": "Kế toán công nợ",
                        "email": "lan.dt@noithathoabinh.vn",
                        "phone": "0983 226 417",
                    }
                ]
            }
        },
    ),
    (
        "amis_crm_update_contact",
        "NV-0010",
        None,
        {"contact_id": "LH-0014", "title": "Giám đốc Tài chính", "phone": "0989.274.131"},
        {
            "crm.contacts": {
                "changed": {"LH-0014": {"title": "Giám đốc Tài chính", "phone": "0989.274.131"}}
            }
        },
    ),
    (
        "amis_crm_update_opportunity_stage",
        "NV-0011",
        None,
        {"opportunity_id": "CH-0004", "stage": "negotiation", "expected_close": "2027-02-26"},
        {
            "crm.opportunities": {
                "changed": {"CH-0004": {"stage": "negotiation", "expected_close": "2027-02-26"}}
            }
        },
    ),
    (
        "amis_accounting_update_invoice_status",
        ME,
        None,
        {"invoice_id": "HD-0020", "status": "cancelled", "reason": " Sai mã số thuế người mua "},
        {
            "crm.invoices": {
                "changed": {
                    "HD-0020": {
                        "status": "cancelled",
                        "description": "Phí khảo sát hiện trạng 2 cảng cạn\nHủy: Sai mã số thuế người mua",
                    }
                }
            }
        },
    ),
    (
        "helpdesk_create_ticket",
        ME,
        None,
        {"team": "it", "title": "Máy in tầng 3 hỏng", "description": "Máy in báo kẹt giấy."},
        {
            "helpdesk.tickets": {
                "added": [
                    {
                        "id": "YC-0010",
                        "requester_id": ME,
                        "team": "it",
                        "title": "Máy in tầng 3 hỏng",
                        "description": "Máy in báo kẹt giấy.",
                        "status": "open",
                        "created_date": "2026-12-09",
                        "comments": [],
                    }
                ]
            }
        },
    ),
    (
        "helpdesk_update_ticket",
        "NV-0037",
        None,
        {"ticket_id": "YC-0008", "status": "in_progress", "note": " Em nhận xử lý. "},
        {
            "helpdesk.tickets": {
                "changed": {
                    "YC-0008": {
                        "status": "in_progress",
                        "comments": [{"author_id": "NV-0037", "text": "Em nhận xử lý."}],
                    }
                }
            }
        },
    ),
    (
        "helpdesk_add_comment",
        "NV-0011",
        None,
        {"ticket_id": "YC-0007", "text": "Em bổ sung số hóa đơn 0004517 ngày 04/12."},
        {
            "helpdesk.tickets": {
                "changed": {
                    "YC-0007": {
                        "comments": [
                            {
                                "author_id": "NV-0011",
                                "text": "Em bổ sung số hóa đơn 0004517 ngày 04/12.",
                            }
                        ]
                    }
                }
            }
        },
    ),
    (
        "edit_memory",
        "NV-0009",
        None,
        {"action": "add", "content": " Họp nhóm miền Bắc chiều thứ Năm hằng tuần. "},
        {
            "helpdesk.memory": {
                "added": [
                    {
                        "id": "GN-0007",
                        "owner_id": "NV-0009",
                        "content": "Họp nhóm miền Bắc chiều thứ Năm hằng tuần.",
                    }
                ]
            }
        },
    ),
    (
        "amis_hrm_create_leave_request",
        ME,
        None,
        {
            "employee_id": ME,
            "leave_type": "annual",
            "start_date": "2026-12-14",
            "end_date": "2026-12-20",
            "reason": "Về quê",
        },
        {
            "hr.leave_requests": {
                "added": [
                    {
                        "id": "DNP-0020",
                        "employee_id": ME,
                        "leave_type": "annual",
                        "start_date": "2026-12-14",
                        "end_date": "2026-12-20",
                        "days": 5.0,
                        "reason": "Về quê",
                        "status": "pending",
                        "approver_id": None,
                        "decision_note": "",
                    }
                ]
            }
        },
    ),
    (
        "amis_hrm_cancel_leave_request",
        "NV-0019",
        None,
        {"request_id": "DNP-0002"},
        {"hr.leave_requests": {"changed": {"DNP-0002": {"status": "cancelled"}}}},
    ),
    (
        "ava_approval",
        "NV-0017",
        None,
        {"request_id": "DNP-0002", "decision": "approve", "note": "Đồng ý"},
        {
            "hr.leave_requests": {
                "changed": {
                    "DNP-0002": {
                        "status": "approved",
                        "approver_id": "NV-0017",
                        "decision_note": "Đồng ý",
                    }
                }
            },
            "hr.leave_balances": {"changed": {"QP-0019-2026": {"annual_used": 3.0}}},
        },
    ),
    (
        "ava_approval",
        "NV-0017",
        None,
        {
            "request_id": "LTG-0007",
            "decision": "reject",
            "note": "Đợt bảo trì này anh Quyết làm là đủ.",
        },
        {
            "hr.overtime_requests": {
                "changed": {
                    "LTG-0007": {
                        "status": "rejected",
                        "approver_id": "NV-0017",
                        "decision_note": "Đợt bảo trì này anh Quyết làm là đủ.",
                    }
                }
            }
        },
    ),
    (
        "amis_hrm_update_leave_request",
        "NV-0019",
        None,
        {
            "request_id": "DNP-0002",
            "end_date": "2026-12-21",
            "reason": "Đưa con đi khám và điều trị",
        },
        {
            "hr.leave_requests": {
                "changed": {
                    "DNP-0002": {
                        "end_date": "2026-12-21",
                        "days": 3.0,
                        "reason": "Đưa con đi khám và điều trị",
                    }
                }
            }
        },
    ),
    (
        "amis_timekeeping_register_shift",
        "NV-0035",
        None,
        {"employee_id": "NV-0035", "shift_id": "CA-C", "date": "2026-12-21"},
        {
            "hr.shift_registrations": {
                "added": [
                    {
                        "id": "DKC-0045",
                        "employee_id": "NV-0035",
                        "shift_id": "CA-C",
                        "date": "2026-12-21",
                        "status": "registered",
                    }
                ]
            }
        },
    ),
    (
        "amis_timekeeping_cancel_shift",
        "NV-0037",
        None,
        {"registration_id": "DKC-0044"},
        {"hr.shift_registrations": {"changed": {"DKC-0044": {"status": "cancelled"}}}},
    ),
    (
        "amis_timekeeping_create_overtime_request",
        "NV-0020",
        None,
        {
            "employee_id": "NV-0020",
            "date": "2026-12-16",
            "hours": 2.5,
            "reason": " Kiểm thử hồi quy bản vá 2.4.1 ",
        },
        {
            "hr.overtime_requests": {
                "added": [
                    {
                        "id": "LTG-0009",
                        "employee_id": "NV-0020",
                        "date": "2026-12-16",
                        "hours": 2.5,
                        "reason": "Kiểm thử hồi quy bản vá 2.4.1",
                        "status": "pending",
                        "approver_id": None,
                        "decision_note": "",
                    }
                ]
            }
        },
    ),
    (
        "amismail_write_mail",
        "NV-0006",
        None,
        {
            "to": [" KhaiDV@saoviet.vn"],
            "cc": ["nguyetltm@saoviet.vn"],
            "subject": "Công nợ tháng 12",
            "body": "Anh Khải ơi, em gửi số liệu công nợ tháng 12.",
        },
        {
            "mail.messages": {
                "added": [
                    {
                        **MESSAGE_DEFAULTS,
                        "id": "TH-0038",
                        "sender": "ngocntb@saoviet.vn",
                        "to": ["khaidv@saoviet.vn"],
                        "cc": ["nguyetltm@saoviet.vn"],
                        "subject": "Công nợ tháng 12",
                        "body": "Anh Khải ơi, em gửi số liệu công nợ tháng 12.",
                    }
                ]
            }
        },
    ),
    (
        "amismail_reply_mail",
        "NV-0006",
        None,
        {"message_id": "TH-0001", "body": "Em được tạm ứng tối đa 10.000.000 đồng."},
        {
            "mail.messages": {
                "added": [
                    {
                        **MESSAGE_DEFAULTS,
                        "id": "TH-0038",
                        "sender": "ngocntb@saoviet.vn",
                        "to": ["namhv@saoviet.vn"],
                        "cc": [],
                        "subject": "Re: Hỏi về tạm ứng công tác phí",
                        "body": "Em được tạm ứng tối đa 10.000.000 đồng.",
                        "in_reply_to": "TH-0001",
                    }
                ],
                "changed": {"TH-0001": {"read": True}},
            }
        },
    ),
    (
        "amismail_forward_mail",
        "NV-0006",
        None,
        {"message_id": "TH-0002", "to": ["khaidv@saoviet.vn"], "note": "Anh xem giúp em"},
        {
            "mail.messages": {
                "added": [
                    {
                        **MESSAGE_DEFAULTS,
                        "id": "TH-0038",
                        "sender": "ngocntb@saoviet.vn",
                        "to": ["khaidv@saoviet.vn"],
                        "cc": [],
                        "subject": "Fwd: Đề nghị thanh toán in ấn brochure",
                        "body": Matches(
                            r"(?s)Anh xem giúp em\n\n-+ Thư chuyển tiếp -+\nTừ: namhh@saoviet\.vn\n"
                            r"Tiêu đề: Đề nghị thanh toán in ấn brochure\n\nChào Ngọc,.*Hải Nam"
                        ),
                        "forwarded_from": "TH-0002",
                    }
                ]
            }
        },
    ),
    (
        "amismail_mark_read",
        "NV-0006",
        None,
        {"message_ids": ["TH-0001", "TH-0002"]},
        {"mail.messages": {"changed": {"TH-0001": {"read": True}, "TH-0002": {"read": True}}}},
    ),
    (
        "amismail_save_draft",
        "NV-0006",
        None,
        {
            "to": ["KhaiDV@saoviet.vn "],
            "subject": " Đối chiếu công nợ tháng 12",
            "body": "Anh Khải ơi, em gửi anh bản nháp đối chiếu công nợ tháng 12.",
        },
        {
            "mail.messages": {
                "added": [
                    {
                        **MESSAGE_DEFAULTS,
                        "id": "TH-0038",
                        "folder": "drafts",
                        "draft": True,
                        "sender": "ngocntb@saoviet.vn",
                        "to": ["khaidv@saoviet.vn"],
                        "cc": [],
                        "subject": "Đối chiếu công nợ tháng 12",
                        "body": "Anh Khải ơi, em gửi anh bản nháp đối chiếu công nợ tháng 12.",
                    }
                ]
            }
        },
    ),
    (
        "amismail_move_mail",
        "NV-0006",
        None,
        {"message_ids": ["TH-0003", "TH-0030"], "folder": "archive"},
        {
            "mail.messages": {
                "changed": {"TH-0003": {"folder": "archive"}, "TH-0030": {"folder": "archive"}}
            }
        },
    ),
    (
        "amismail_add_label",
        "NV-0006",
        None,
        {"message_ids": ["TH-0012", "TH-0020"], "label": "  Cần  Duyệt "},
        {
            "mail.messages": {
                "changed": {
                    "TH-0012": {"labels": ["cần duyệt"]},
                    "TH-0020": {"labels": ["công nợ", "cần duyệt"]},
                }
            }
        },
    ),
    (
        "recruitment_update_candidate_stage",
        "NV-0016",
        None,
        {"candidate_id": "UV-0001", "stage": "interview"},
        {"recruitment.candidates": {"changed": {"UV-0001": {"stage": "interview"}}}},
    ),
    (
        "recruitment_schedule_interview",
        "NV-0016",
        None,
        {
            "candidate_id": "UV-0001",
            "date": "2026-12-14",
            "start": "09:00",
            "end": "10:00",
            "panel_ids": ["NV-0017", "NV-0016"],
            "kind": "technical",
            "room_id": "PH-03",
        },
        {
            "recruitment.interviews": {
                "added": [
                    {
                        "id": "PV-0021",
                        "candidate_id": "UV-0001",
                        "job_id": "VT-0001",
                        "date": "2026-12-14",
                        "start": "09:00",
                        "end": "10:00",
                        "room_id": "PH-03",
                        "panel_ids": ["NV-0017", "NV-0016"],
                        "kind": "technical",
                        "status": "scheduled",
                    }
                ]
            }
        },
    ),
    (
        "recruitment_reschedule_interview",
        "NV-0015",
        None,
        {
            "interview_id": "PV-0006",
            "date": "2026-12-16",
            "start": "09:00",
            "end": "10:00",
            "room_id": "PH-03",
        },
        {
            "recruitment.interviews": {
                "changed": {
                    "PV-0006": {
                        "date": "2026-12-16",
                        "start": "09:00",
                        "end": "10:00",
                        "room_id": "PH-03",
                    }
                }
            }
        },
    ),
    (
        "recruitment_cancel_interview",
        "NV-0015",
        None,
        {"interview_id": "PV-0017"},
        {"recruitment.interviews": {"changed": {"PV-0017": {"status": "cancelled"}}}},
    ),
    (
        "recruitment_add_evaluation",
        "NV-0016",
        None,
        {
            "candidate_id": "UV-0013",
            "score": 4,
            "recommendation": "hire",
            "comment": "Chắc nghiệp vụ, đã dùng MISA 6 năm; kỳ vọng lương 18 triệu.",
        },
        {
            "recruitment.evaluations": {
                "added": [
                    {
                        "id": "DG-0010",
                        "candidate_id": "UV-0013",
                        "evaluator_id": "NV-0016",
                        "score": 4,
                        "recommendation": "hire",
                        "comment": "Chắc nghiệp vụ, đã dùng MISA 6 năm; kỳ vọng lương 18 triệu.",
                    }
                ]
            }
        },
    ),
    (
        "recruitment_send_offer",
        "NV-0016",
        None,
        {
            "candidate_id": "UV-0013",
            "salary": 18000000,
            "start_date": "2027-01-04",
            "body": "Chào bạn Phùng Thị Thu Hiền,\n\nChúc mừng bạn đã trúng tuyển vị trí Kế toán "
            "tổng hợp. Mức lương: 18.000.000 đồng/tháng (gross).",
        },
        {
            "recruitment.offers": {
                "added": [
                    {
                        "id": "OF-0003",
                        "candidate_id": "UV-0013",
                        "job_id": "VT-0003",
                        "salary": 18000000,
                        "start_date": "2027-01-04",
                        "status": "sent",
                        "body": "Chào bạn Phùng Thị Thu Hiền,\n\nChúc mừng bạn đã trúng tuyển vị "
                        "trí Kế toán tổng hợp. Mức lương: 18.000.000 đồng/tháng (gross).",
                    }
                ]
            },
            "recruitment.candidates": {"changed": {"UV-0013": {"stage": "offer"}}},
        },
    ),
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
    ("name", "user", "prepare", "args", "expected"), WRITE_CASES, ids=[c[0] for c in WRITE_CASES]
)
def test_write_tool(
    name: str,
    user: str | None,
    prepare: Callable[[Session], Any] | None,
    args: dict[str, Any],
    expected: dict[str, Any],
) -> None:
    s = session(user)
    if prepare:
        prepare(s)
    before = merge(s.world, {})
    result = call(s, name, **args)
    json.dumps(result)
    diff = changes(before, s.world)
    assert diff == expected
    # the result reports the records the call created or changed, as they now are
    now = rows(s.world)
    touched = {
        rid: now[path][rid]
        for path, entry in diff.items()
        for rid in [r["id"] for r in entry.get("added", [])] + list(entry.get("changed", {}))
    }
    for shown in _reported_records(result):
        record = touched[shown.get("id") or shown["order_id"]]
        assert {k: v for k, v in shown.items() if k in record} == {
            k: record[k] for k in shown if k in record
        }
    assert check_references(s.world) == []


def _reported_records(result: Any) -> list[dict[str, Any]]:
    if isinstance(result, list):
        return [{"id": x} for x in result]
    if "payment" in result:
        return [result["payment"], result["invoice"]]
    return [result]


def test_every_tool_has_a_happy_path() -> None:
    read = {n for n, t in CATALOGUE.items() if not t.writes}
    write = {n for n, t in CATALOGUE.items() if t.writes}
    assert {c[0] for c in READ_CASES} == read
    assert {c[0] for c in WRITE_CASES} == write
    assert len(CATALOGUE) >= 50


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


# --- regressions for bugs the fuzz found -------------------------------------------------------


def test_approving_leave_in_a_year_without_a_balance_is_refused() -> None:
    s = session("NV-0009")
    request = call(
        s,
        "amis_hrm_create_leave_request",
        employee_id="NV-0008",
        leave_type="annual",
        start_date="2027-01-04",
        end_date="2027-01-05",
    )
    before = s.world.model_dump()
    with pytest.raises(ToolError, match="chưa có bảng phép năm 2027"):
        call(s, "ava_approval", request_id=request["id"], decision="approve")
    assert s.world.model_dump() == before


@pytest.mark.parametrize(
    ("start", "end", "phrase"),
    [
        ("9999-12-31", "9999-12-31", "nằm ngoài khoảng ngày"),
        ("2026-12-09", "9999-12-31", "nằm ngoài khoảng ngày"),
        ("0001-01-01", "2026-12-31", "nằm ngoài khoảng ngày"),
        ("2026-12-09", "2028-12-31", "không dài quá"),
    ],
)
def test_far_away_leave_dates_are_refused(start: str, end: str, phrase: str) -> None:
    """A year outside the date window, or a leave longer than a year inside it, is refused."""
    s = session()
    before = s.world.model_dump()
    args = {"employee_id": ME, "leave_type": "unpaid", "start_date": start, "end_date": end}
    with pytest.raises(ToolError, match=phrase):
        call(s, "amis_hrm_create_leave_request", **args)
    assert s.world.model_dump() == before


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


# --- 3. the sale rules --------------------------------------------------------------------------


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


# --- 4. atomicity and argument errors through the real Inspect wrapper -------------------------

OCCUPIED = {"room_id": "PH-02", "date": "2026-12-11", "start": "14:00", "end": "15:00"}
GOOD_BOOKING = {
    "room_id": "PH-04",
    "date": "2026-12-11",
    "start": "09:00",
    "end": "10:30",
    "title": "Họp giao ban phòng Kinh doanh",
    "attendees": 8,
}
PROBE_TITLE = "probe: fails after changing the world"


def test_tool_calls_apply_completely_or_not_at_all(
    tmp_path: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    real_call_op = tool_runtime.call_op

    def probing_call_op(op: Callable[..., Any], s: Session, args: dict[str, Any]) -> Any:
        """Run the op for real, then fail: the world in the session has changed by then."""
        result = real_call_op(op, s, args)
        if args.get("title") == PROBE_TITLE:
            assert CalendarWorld.of(s.world).bookings[-1].title == PROBE_TITLE
            raise ToolError("probe failure after the change")
        return result

    monkeypatch.setattr(tool_runtime, "call_op", probing_call_op)
    calls: list[tuple[str, dict[str, Any]]] = [
        ("meeting_room_book", {**OCCUPIED, "title": "Họp", "attendees": 3}),
        (
            "meeting_room_book",
            {**OCCUPIED, "start": "07:00", "end": "08:00", "title": "Họp", "attendees": "nhiều"},
        ),
        (
            "amis_hrm_create_leave_request",
            {
                "employee_id": "NV-0007",
                "leave_type": "annual",
                "start_date": "2026-12-18",
                "end_date": "2026-12-16",
            },
        ),
        ("meeting_room_book", {**GOOD_BOOKING, "date": "2026-12-14", "title": PROBE_TITLE}),
        ("meeting_room_book", GOOD_BOOKING),
        ("meeting_room_book", {**GOOD_BOOKING, "start": "10:00", "end": "11:00"}),
        ("meeting_room_list_bookings", {"date": "2026-12-11", "room_id": "PH-04"}),
    ]
    model = get_model(
        "mockllm/model", custom_outputs=tool_call_outputs(calls, "Xong."), memoize=False
    )
    [log] = inspect_ai.eval(
        ava_task("hr"),
        model=model,
        sample_id="hr.book_room_basic",
        log_dir=str(tmp_path),
        display="none",
        score_display=False,
    )
    assert log.status == "success"
    [sample] = log.samples or []
    assert sample.error is None, "a tool call crashed the sample"

    results = {m.tool_call_id: m for m in sample.messages if isinstance(m, ChatMessageTool)}
    assert len(results) == len(calls)
    errors = {
        cid: (m.error.type, m.error.message) if m.error else None for cid, m in results.items()
    }
    assert errors["call-0"] is not None and "trùng giờ" in errors["call-0"][1]
    assert errors["call-1"] is not None and errors["call-1"][0] == "unknown"
    assert (
        errors["call-1"][1].startswith("attendees phải là số nguyên")
        and "nhiều" in errors["call-1"][1]
    )
    assert errors["call-2"] is not None and "start_date phải trước" in errors["call-2"][1]
    assert errors["call-3"] == ("unknown", "probe failure after the change")
    assert errors["call-4"] is None
    assert errors["call-5"] is not None and "trùng giờ" in errors["call-5"][1]
    assert errors["call-6"] is None
    booked = json.loads(results["call-4"].text)
    listed = json.loads(results["call-6"].text)
    assert [b["id"] for b in listed] == ["DP-0002", "DP-0004", booked["id"]]

    # the final store is the initial world plus exactly the one successful booking
    initial = initial_world_data(sample.metadata)
    final = final_world_data(sample.metadata, sample.store)
    expected = {path: list(records) for path, records in initial.items()}
    expected["calendar.bookings"] = [
        *initial["calendar.bookings"],
        {**GOOD_BOOKING, "id": booked["id"], "organizer_id": "NV-0007", "status": "booked"},
    ]
    assert final == expected
    # and the session memory is consistent with it
    assert sample.store["ava:session"]["user_id"] == "NV-0007"


# --- 5. fuzz: every tool, arguments from its own schema ---------------------------------------

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


@pytest.mark.parametrize("name", list(CATALOGUE))
@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_fuzz_tool(name: str, data: st.DataObject) -> None:
    """Any arguments the schema allows: a JSON result, or a ToolError that changed nothing."""
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


# --- 6. overtime totals, interview clashes, withdrawals, opportunity owners, synonyms ---------


def _overtime(id_: str, employee: str, day: str, hours: float, status: str) -> dict[str, Any]:
    return {
        "id": id_,
        "employee_id": employee,
        "date": day,
        "hours": hours,
        "reason": "Hỗ trợ triển khai",
        "status": status,
    }


OVERTIME_SEED = {
    "hr.overtime_requests": [
        _overtime("LTG-0090", "NV-0029", "2026-12-01", 4.0, "approved"),
        _overtime("LTG-0091", "NV-0029", "2026-12-02", 3.0, "rejected"),
        _overtime("LTG-0092", "NV-0029", "2026-12-03", 2.0, "cancelled"),
        _overtime("LTG-0093", "NV-0029", "2026-11-28", 8.0, "approved"),
    ]
}


def test_overtime_totals_count_toward_the_cap_only_approved_and_pending() -> None:
    """A rejected or cancelled request never counts toward QD-012's 40 h/month cap."""
    s = session("NV-0017", merge(BASE, OVERTIME_SEED))
    december = call(
        s, "amis_timekeeping_list_overtime_requests", employee_id="NV-0029", month="2026-12"
    )
    # LTG-0003 approved 6 h, LTG-0007 pending 6 h, and the seeded four (one in November)
    assert december["hours_by_status"] == {
        "pending": 6.0,
        "approved": 10.0,
        "rejected": 3.0,
        "cancelled": 2.0,
    }
    assert december["hours_toward_cap"] == 16.0
    assert "total_hours" not in december, "a total that adds rejected hours is gone"
    assert "40 giờ/tháng" in december["hours_note"] and "rejected" in december["hours_note"]
    everyone = call(s, "amis_timekeeping_list_overtime_requests", department_id="PB-KTH", limit=1)
    per_month = {
        (r["employee_id"], r["month"]): r["hours_toward_cap"] for r in everyone["by_employee_month"]
    }
    assert per_month == {
        ("NV-0018", "2026-12"): 3.0,
        ("NV-0029", "2026-11"): 8.0,
        ("NV-0029", "2026-12"): 16.0,
    }
    assert everyone["hours_toward_cap"] == 27.0 and len(everyone["items"]) == 1


def test_overtime_totals_per_year_keep_next_year_apart() -> None:
    """The yearly cap counts one calendar year: a pending January request of the next year is in
    the filter's sum but not in this year's per-person total."""
    seed = {
        "hr.overtime_requests": [
            *OVERTIME_SEED["hr.overtime_requests"],
            _overtime("LTG-0094", "NV-0029", "2027-01-09", 12.0, "pending"),
        ]
    }
    s = session("NV-0017", merge(BASE, seed))
    duc = call(s, "amis_timekeeping_list_overtime_requests", employee_id="NV-0029")
    per_year = {r["year"]: r["hours_toward_cap"] for r in duc["by_employee_year"]}
    assert per_year["2027"] == 12.0
    assert duc["hours_toward_cap"] == per_year["2026"] + 12.0
    assert "by_employee_year" in duc["hours_note"]


def test_overtime_cap_task_reads_34_hours_for_duc() -> None:
    """The hard overtime task's arithmetic is what the tool now says, with no rejected hours."""
    from ava_inspect.harness.catalog import get_definition
    from ava_inspect.harness.worlds import initial_world

    task = get_definition("hr.overtime_month_cap")
    s = session(task.requester_id, initial_world(task))
    duc = call(s, "amis_timekeeping_list_overtime_requests", employee_id="NV-0029", month="2026-12")
    assert duc["hours_toward_cap"] == 34.0
    assert duc["hours_by_status"]["rejected"] == 3.0


INTERVIEW_CLASH_SEED: dict[str, list[dict[str, Any]]] = {
    "calendar.events": [
        {
            "id": "SK-0090",
            "title": "Họp kế hoạch quý I",
            "date": "2026-12-16",
            "start": "09:30",
            "end": "11:00",
            "organizer_id": "NV-0003",
            "attendee_ids": ["NV-0017"],
        }
    ],
    "hr.leave_requests": [
        {
            "id": "DNP-0090",
            "employee_id": "NV-0016",
            "leave_type": "annual",
            "start_date": "2026-12-16",
            "end_date": "2026-12-16",
            "days": 1.0,
            "status": "approved",
        }
    ],
}


def test_interview_reports_the_panels_calendar_and_leave_like_an_event_does() -> None:
    """calendar_create_event saves and reports `busy`; the interview tools do the same."""
    s = session("NV-0015", merge(BASE, INTERVIEW_CLASH_SEED))
    slot = {"date": "2026-12-16", "start": "10:00", "end": "11:00"}
    interview = call(
        s,
        "recruitment_schedule_interview",
        candidate_id="UV-0001",
        **slot,
        panel_ids=["NV-0017", "NV-0016"],
    )
    assert {(b["employee_id"], b["kind"], b["ref"]) for b in interview["busy"]} == {
        ("NV-0017", "event", "SK-0090"),
        ("NV-0016", "leave", "DNP-0090"),
    }
    assert s.world.get("recruitment.interviews", interview["id"]) is not None, "saved anyway"
    event = call(
        session("NV-0015", merge(BASE, INTERVIEW_CLASH_SEED)),
        "calendar_create_event",
        title="Phỏng vấn",
        **slot,
        attendee_ids=["NV-0017", "NV-0016"],
    )
    assert event["busy"] == interview["busy"]
    moved = call(
        s,
        "recruitment_reschedule_interview",
        interview_id=interview["id"],
        date="2026-12-17",
        start="10:00",
        end="11:00",
    )
    assert moved["busy"] == []
    back = call(
        s,
        "recruitment_reschedule_interview",
        interview_id=interview["id"],
        date="2026-12-16",
        start="09:00",
        end="09:45",
    )
    assert {b["ref"] for b in back["busy"]} == {"SK-0090", "DNP-0090"}


def test_an_interview_clash_with_another_interview_is_still_refused() -> None:
    s = session("NV-0015")
    before = world_data(s.world)
    with pytest.raises(ToolError, match="đã ở hội đồng buổi phỏng vấn PV-0006"):
        call(
            s,
            "recruitment_schedule_interview",
            candidate_id="UV-0001",
            date="2026-12-15",
            start="10:30",
            end="11:30",
            panel_ids=["NV-0017"],
        )
    assert world_data(s.world) == before


def test_a_withdrawal_closes_the_file_as_withdrawn() -> None:
    s = session("NV-0015")
    result = call(
        s, "recruitment_update_candidate_stage", candidate_id="UV-0005", stage="withdrawn"
    )
    assert result["stage"] == "withdrawn"
    assert [i["id"] for i in result["scheduled_interviews"]] == ["PV-0001"], "left to cancel"
    found = call(s, "recruitment_search_candidate", stage="withdrawn")
    assert item_ids(found) == ["UV-0005"]
    before = world_data(s.world)
    cases: list[tuple[str, dict[str, Any], str]] = [
        ("recruitment_update_candidate_stage", {"stage": "screening"}, "Hồ sơ đã đóng (withdrawn)"),
        ("recruitment_update_candidate_stage", {"stage": "rejected"}, "Hồ sơ đã đóng"),
        (
            "recruitment_schedule_interview",
            {"date": "2026-12-17", "start": "09:00", "end": "10:00", "panel_ids": ["NV-0016"]},
            "Hồ sơ ứng viên đã đóng (withdrawn)",
        ),
        (
            "recruitment_reschedule_interview",
            {"date": "2026-12-17", "start": "09:00", "end": "10:00"},
            "Hồ sơ ứng viên đã đóng (withdrawn)",
        ),
        (
            "recruitment_send_offer",
            {"salary": 20000000, "start_date": "2027-01-04", "body": "Thư mời"},
            "vòng withdrawn",
        ),
    ]
    for name, args, phrase in cases:
        target = (
            {"interview_id": "PV-0001"} if "reschedule" in name else {"candidate_id": "UV-0005"}
        )
        with pytest.raises(ToolError, match=re.escape(phrase)):
            call(s, name, **target, **args)
    assert world_data(s.world) == before


def test_an_opportunity_changes_owner() -> None:
    s = session("NV-0007")
    result = call(
        s, "amis_crm_update_opportunity_stage", opportunity_id="CH-0004", owner_id="NV-0030"
    )
    assert (result["owner_id"], result["owner_name"], result["stage"]) == (
        "NV-0030",
        "Nguyễn Văn Hưng",
        "proposal",
    )
    assert (result["previous_owner_id"], result["updated_fields"]) == ("NV-0011", ["owner_id"])
    both = call(
        s,
        "amis_crm_update_opportunity_stage",
        opportunity_id="CH-0007",
        stage="qualified",
        owner_id="NV-0030",
    )
    assert both["updated_fields"] == ["owner_id", "stage"]
    owners = {o.id: o.owner_id for o in CrmWorld.of(s.world).opportunities}
    assert owners["CH-0004"] == owners["CH-0007"] == "NV-0030"


def test_a_customers_owner_change_leaves_its_opportunities_to_the_opportunity_tool() -> None:
    s = session("NV-0007")
    call(s, "amis_crm_update_customer", customer_id="KH-0008", owner_id="NV-0030")
    assert s.world.record("crm.opportunities", "CH-0004").owner_id == "NV-0011"
    doc = CATALOGUE["amis_crm_update_customer"].factory()
    assert "amis_crm_update_opportunity_stage (owner_id)" in (
        ToolDef(doc).parameters.properties["owner_id"].description or ""
    )


@pytest.mark.parametrize(
    ("seed", "args", "phrase"),
    [
        ({}, {"opportunity_id": "CH-0008", "owner_id": "NV-0030"}, "đã đóng ở giai đoạn won"),
        (
            {"hr.employees": [{"id": "NV-0030", "status": "resigned"}]},
            {"opportunity_id": "CH-0004", "owner_id": "NV-0030"},
            "không còn làm việc",
        ),
        ({}, {"opportunity_id": "CH-0004", "owner_id": "NV-9999"}, "Không tìm thấy nhân viên"),
        ({}, {"opportunity_id": "CH-0004", "owner_id": "NV-0011"}, "Không có gì thay đổi"),
        ({}, {"opportunity_id": "CH-0004", "stage": "proposal"}, "đã ở giai đoạn proposal"),
        ({}, {"opportunity_id": "CH-0004"}, "Chưa có thông tin nào"),
    ],
)
def test_an_opportunity_owner_change_refused(
    seed: dict[str, Any], args: dict[str, Any], phrase: str
) -> None:
    s = session("NV-0007", merge(BASE, seed))
    before = world_data(s.world)
    with pytest.raises(ToolError, match=phrase):
        call(s, "amis_crm_update_opportunity_stage", **args)
    assert world_data(s.world) == before


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


# --- 7. hostile input: every tool, every string and number parameter -------------------------

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
    """Who calls the tool and with what, in the happy-path case of sections 1 and 2."""
    for case in WRITE_CASES:
        if case[0] == name:
            return case[1], dict(case[3])
    for read_case in READ_CASES:
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


def test_overtime_yearly_total_is_the_whole_year_under_a_month_filter() -> None:
    """A month filter picks the requests listed, not the span of the cap totals: the yearly total
    still counts the person's other months (a careful agent reading `by_employee_year` with
    month=2026-12 once saw only December, and would have approved past 200 h)."""
    s = session("NV-0017", merge(BASE, OVERTIME_SEED))
    december = call(
        s, "amis_timekeeping_list_overtime_requests", employee_id="NV-0029", month="2026-12"
    )
    whole = call(s, "amis_timekeeping_list_overtime_requests", employee_id="NV-0029")
    year = {r["year"]: r for r in december["by_employee_year"]}
    assert year == {r["year"]: r for r in whole["by_employee_year"]}
    assert year["2026"]["hours_toward_cap"] == december["hours_toward_cap"] + 8.0, "November's 8 h"
    months = {r["month"] for r in december["by_employee_month"]}
    assert months == {"2026-12"}, "only the months a listed request falls in"
    pending = call(
        s, "amis_timekeeping_list_overtime_requests", employee_id="NV-0029", status="pending"
    )
    [dec] = pending["by_employee_month"]
    assert dec["hours_toward_cap"] == 16.0, "approved hours count even when listing pending ones"
    assert pending["hours_toward_cap"] == 6.0


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


def test_interviews_of_an_unknown_job_are_refused_by_name() -> None:
    with pytest.raises(ToolError) as err:
        call(session(), "recruitment_list_interviews", job_id="VT-9999")
    assert "VT-9999" in err.value.message


def test_mail_since_must_be_a_day() -> None:
    with pytest.raises(ToolError):
        call(session(), "amismail_search_mail", since="09/12/2026")
