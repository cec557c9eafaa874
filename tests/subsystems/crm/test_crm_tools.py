"""The crm tools (customers, contacts, opportunities, activities, invoices and payments): a happy
path per tool, its result and the exact world change (read tools leave the world as it was);
opportunity owners.

The cases are also the baselines of the tests over every tool
(tests/subsystems/test_every_tool.py)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from inspect_ai.tool import ToolDef, ToolError
from tool_calls import (
    ME,
    ReadCase,
    WriteCase,
    call,
    check_read,
    check_write,
    ids,
    item_ids,
    session,
)

from ava_inspect.core.tools.runtime import Session
from ava_inspect.core.world.persist import world_data
from ava_inspect.core.world.tables import merge
from ava_inspect.harness.toolsets import CATALOGUE
from ava_inspect.subsystems import base_company
from ava_inspect.subsystems.crm.records import CrmWorld

BASE = base_company()


READ_CASES: list[ReadCase] = [
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
]


WRITE_CASES: list[WriteCase] = [
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
