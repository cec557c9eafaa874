"""The CRM and accounting world: the base data adds up, the task invariants hold, and the CRM
tools enforce their business rules (a refused call changes nothing)."""

from __future__ import annotations

from collections import Counter
from datetime import date, timedelta
from typing import Any

import pytest
from inspect_ai.tool import ToolError

from ava_inspect.tools import CATALOGUE
from ava_inspect.tools.common import fold
from ava_inspect.tools.runtime import Session, call_op
from ava_inspect.world.clock import TODAY
from ava_inspect.world.company import base_company
from ava_inspect.world.state import WorldState, check_references, merge

BASE = base_company()
SALES_STAFF = {
    "NV-0009",
    "NV-0010",
    "NV-0011",
    "NV-0012",
    "NV-0013",
    "NV-0027",
    "NV-0030",
    "NV-0038",
}
SOON = TODAY + timedelta(days=7)


def session(user_id: str | None = "NV-0004", seed: dict[str, Any] | None = None) -> Session:
    return Session(world=merge(BASE, seed or {}), user_id=user_id)


def call(s: Session, name: str, **args: Any) -> Any:
    return call_op(CATALOGUE[name].op, s, args)


def refused(s: Session, name: str, phrase: str, **args: Any) -> str:
    """Call a tool that must refuse: its message contains `phrase` and the world is unchanged."""
    before = s.world.model_dump()
    with pytest.raises(ToolError) as err:
        call(s, name, **args)
    assert phrase in err.value.message
    assert s.world.model_dump() == before, f"{name} changed the world and then failed"
    return err.value.message


def bucket(due_date: str) -> str:
    due = date.fromisoformat(due_date)
    return "overdue" if due < TODAY else "due_within_7_days" if due <= SOON else "not_yet_due"


def payments_by_invoice(world: WorldState) -> Counter[str]:
    paid: Counter[str] = Counter()
    for p in world.crm.payments:
        paid[p.invoice_id] += p.amount
    return paid


# --- the base data --------------------------------------------------------------------------


def test_sizes_and_references() -> None:
    crm = BASE.crm
    assert (len(crm.customers), len(crm.invoices)) == (25, 50)
    assert [c.id for c in crm.customers] == [f"KH-{n:04d}" for n in range(1, 26)]
    assert [i.id for i in crm.invoices] == [f"HD-{n:04d}" for n in range(1, 51)]
    assert len(crm.contacts) >= 50 and len(crm.opportunities) >= 15 and len(crm.activities) >= 20
    assert check_references(BASE) == []


def test_every_invoice_adds_up_with_its_payments() -> None:
    paid = payments_by_invoice(BASE)
    invoices = {i.id: i for i in BASE.crm.invoices}
    for inv in BASE.crm.invoices:
        assert inv.paid_amount == paid[inv.id], inv.id
        if inv.status == "cancelled":
            assert paid[inv.id] == 0, inv.id
            continue
        expected = (
            "paid" if paid[inv.id] == inv.amount else "partially_paid" if paid[inv.id] else "unpaid"
        )
        assert inv.status == expected, inv.id
        assert inv.issue_date < inv.due_date <= "2027-03-31", inv.id
        assert inv.issue_date <= TODAY.isoformat(), inv.id
    for p in BASE.crm.payments:
        assert invoices[p.invoice_id].issue_date <= p.date <= TODAY.isoformat(), p.id
        assert p.amount > 0


def test_invoices_cover_every_situation() -> None:
    kinds = Counter(
        inv.status if inv.status in ("paid", "cancelled") else (bucket(inv.due_date), inv.status)
        for inv in BASE.crm.invoices
    )
    assert kinds["cancelled"] == 1
    assert kinds["paid"] >= 10
    assert kinds[("overdue", "unpaid")] >= 6
    assert kinds[("overdue", "partially_paid")] >= 4
    assert (
        kinds[("due_within_7_days", "unpaid")] + kinds[("due_within_7_days", "partially_paid")] >= 5
    )
    assert kinds[("not_yet_due", "unpaid")] >= 5
    # the boundaries of "due within 7 days" are both used: due today and due in exactly 7 days
    due_dates = {inv.due_date for inv in BASE.crm.invoices if inv.status == "unpaid"}
    assert {TODAY.isoformat(), SOON.isoformat()} <= due_dates


def test_customers_owners_and_contacts() -> None:
    employees = {e.id: e for e in BASE.hr.employees}
    kinds = Counter(c.kind for c in BASE.crm.customers)
    assert kinds["internal"] >= 3 and kinds["external"] >= 20
    for c in BASE.crm.customers:
        assert c.owner_id in SALES_STAFF and employees[c.owner_id].status == "active", c.id
        assert c.address and c.phone and c.email, c.id
        if c.kind == "external":
            assert len(c.tax_code) == 10 and c.tax_code.isdigit(), c.id
        contacts = [x for x in BASE.crm.contacts if x.customer_id == c.id]
        assert len(contacts) >= 2, c.id
        assert any("kế toán" in x.title.lower() for x in contacts), c.id
    assert sum(bool(c.note) for c in BASE.crm.customers) >= 8
    emails = [x.email for x in BASE.crm.contacts]
    assert len(emails) == len(set(emails))


def test_opportunities_in_every_stage_with_sensible_dates() -> None:
    stages = Counter(o.stage for o in BASE.crm.opportunities)
    assert set(stages) == {"new", "qualified", "proposal", "negotiation", "won", "lost"}
    for o in BASE.crm.opportunities:
        if o.stage in ("won", "lost"):
            assert o.expected_close <= TODAY.isoformat(), o.id
        else:
            assert o.expected_close >= TODAY.isoformat(), o.id
        assert o.owner_id in SALES_STAFF


def test_activities_are_in_the_past_and_in_order() -> None:
    acts = BASE.crm.activities
    assert all(a.date <= TODAY.isoformat() for a in acts)
    assert [a.date for a in acts] == sorted(a.date for a in acts)
    assert {a.kind for a in acts} == {"call", "meeting", "email", "note", "reminder"}


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("Minh Phát", ["KH-0001", "KH-0002", "KH-0003"]),
        ("Hòa Bình", ["KH-0007", "KH-0008", "KH-0009"]),
        ("Phú Thịnh", ["KH-0010", "KH-0011", "KH-0012"]),
        ("Sao Việt", ["KH-0006", "KH-0024", "KH-0025"]),
    ],
)
def test_look_alike_families(query: str, expected: list[str]) -> None:
    hits = call(session(), "amis_crm_search_customer", query=query, limit=50)
    assert [x["id"] for x in hits["items"]] == expected


# --- invariants the existing tasks rely on ----------------------------------------------------


def test_minh_phat_invariants() -> None:
    crm = BASE.crm
    assert [i.id for i in crm.invoices if i.customer_id == "KH-0001"] == [
        "HD-0001",
        "HD-0002",
        "HD-0003",
        "HD-0004",
    ]
    accountants = [
        x.id
        for x in crm.contacts
        if "ke toan" in fold(x.title)
        and "minh phat" in fold(next(c.name for c in crm.customers if c.id == x.customer_id))
    ]
    assert accountants == ["LH-0001", "LH-0003", "LH-0004"]
    assert not [a for a in crm.activities if a.customer_id in ("KH-0001", "KH-0002")]
    assert next(e for e in BASE.hr.employees if e.id == "NV-0010").manager_id == "NV-0009"


def test_an_nhien_invariants() -> None:
    crm = BASE.crm
    assert [c.id for c in crm.customers if "an nhien" in fold(c.name)] == ["KH-0004"]
    mine = [(i.id, i.amount, i.status) for i in crm.invoices if i.customer_id == "KH-0004"]
    assert mine == [("HD-0006", 45600000, "unpaid"), ("HD-0007", 12300000, "unpaid")]


def test_directory_namesakes_stay_employees_only() -> None:
    hits = call(session(), "amismail_search_directory", query="Vũ Thu Hà")
    assert {x["kind"] for x in hits} == {"employee"}


# --- receivables ------------------------------------------------------------------------------


def test_receivables_add_up_over_all_customers() -> None:
    result = call(session(), "amis_accounting_get_receivables")
    assert result["as_of"] == TODAY.isoformat()
    open_invoices = [i for i in BASE.crm.invoices if i.status in ("unpaid", "partially_paid")]
    expected: Counter[str] = Counter()
    for inv in open_invoices:
        expected[bucket(inv.due_date)] += inv.amount - inv.paid_amount
    totals = result["totals"]
    assert {k: totals[k] for k in expected} == dict(expected)
    assert totals["total"] == sum(expected.values())
    for row in result["customers"]:
        assert row["total"] == row["overdue"] + row["due_within_7_days"] + row["not_yet_due"] > 0
        assert row["total"] == sum(i["outstanding"] for i in row["invoices"])
        for i in row["invoices"]:
            assert isinstance(i["outstanding"], int)
            assert i["bucket"] == bucket(i["due_date"])
    listed = {r["customer_id"] for r in result["customers"]}
    assert listed == {i.customer_id for i in open_invoices}
    assert "KH-0022" not in listed  # paid up


def test_receivables_boundaries_and_cancelled() -> None:
    s = session()
    rows = {r["customer_id"]: r for r in call(s, "amis_accounting_get_receivables")["customers"]}
    by_invoice = {i["invoice_id"]: i for r in rows.values() for i in r["invoices"]}
    assert by_invoice["HD-0040"]["bucket"] == "due_within_7_days"  # due today
    assert by_invoice["HD-0036"]["bucket"] == "due_within_7_days"  # due in exactly 7 days
    assert by_invoice["HD-0049"]["bucket"] == "not_yet_due"
    assert by_invoice["HD-0045"]["bucket"] == "overdue"
    assert by_invoice["HD-0045"]["days_overdue"] == 4
    assert "HD-0019" not in by_invoice  # cancelled
    assert "HD-0018" in by_invoice and by_invoice["HD-0018"]["outstanding"] == 46800000


def test_receivables_follow_a_recorded_payment() -> None:
    s = session()
    call(
        s,
        "amis_accounting_record_payment",
        invoice_id="HD-0006",
        amount=45600000,
        payment_date="2026-12-09",
    )
    [row] = call(s, "amis_accounting_get_receivables", customer_id="KH-0004")["customers"]
    assert (row["not_yet_due"], row["total"]) == (12300000, 12300000)
    [row] = call(s, "amis_accounting_get_receivables", customer_id="KH-0022")["customers"]
    assert (row["total"], row["invoices"]) == (0, [])
    refused(s, "amis_accounting_get_receivables", "Không tìm thấy khách hàng", customer_id="KH-9")


# --- invoice status ---------------------------------------------------------------------------


def test_invoice_marked_paid_only_when_payments_cover_it() -> None:
    s = session()
    message = refused(
        s,
        "amis_accounting_update_invoice_status",
        "Chưa thể đánh dấu",
        invoice_id="HD-0006",
        status="paid",
    )
    assert "45.600.000đ" in message and "amis_accounting_record_payment" in message
    refused(
        s,
        "amis_accounting_update_invoice_status",
        "còn thiếu 16.950.000đ",
        invoice_id="HD-0002",
        status="paid",
    )
    refused(
        s,
        "amis_accounting_update_invoice_status",
        "đã ở trạng thái paid",
        invoice_id="HD-0004",
        status="paid",
    )


def test_invoice_marked_paid_when_recorded_payments_already_cover_it() -> None:
    """A payment imported from the bank covers HD-0006 but the invoice was left unpaid."""
    seed = {
        "crm.payments": [
            {"id": "PT-0900", "invoice_id": "HD-0006", "amount": 45600000, "date": "2026-12-08"}
        ]
    }
    s = session(seed=seed)
    result = call(s, "amis_accounting_update_invoice_status", invoice_id="HD-0006", status="paid")
    assert (result["status"], result["paid_amount"], result["outstanding"]) == ("paid", 45600000, 0)
    assert s.world.get("crm.invoices", "HD-0007").status == "unpaid"


def test_invoice_cancellation_rules() -> None:
    s = session()
    for invoice_id in ("HD-0002", "HD-0004", "HD-0027"):  # partly paid, paid, partly paid
        refused(
            s,
            "amis_accounting_update_invoice_status",
            "Không thể hủy",
            invoice_id=invoice_id,
            status="cancelled",
            reason="Sai thông tin",
        )
    refused(
        s,
        "amis_accounting_update_invoice_status",
        "lý do hủy",
        invoice_id="HD-0020",
        status="cancelled",
        reason="  ",
    )
    refused(
        s,
        "amis_accounting_update_invoice_status",
        "đã bị hủy",
        invoice_id="HD-0019",
        status="paid",
    )
    for status in ("unpaid", "partially_paid", "Paid", ""):
        refused(
            s,
            "amis_accounting_update_invoice_status",
            "chỉ nhận 'cancelled'",
            invoice_id="HD-0020",
            status=status,
        )
    result = call(
        s,
        "amis_accounting_update_invoice_status",
        invoice_id="HD-0020",
        status="cancelled",
        reason="Trùng với hợp đồng khảo sát",
    )
    assert result["status"] == "cancelled" and result["outstanding"] == 0
    refused(
        s,
        "amis_accounting_record_payment",
        "cancelled",
        invoice_id="HD-0020",
        amount=1000,
        payment_date="2026-12-09",
    )
    rows = call(s, "amis_accounting_get_receivables", customer_id="KH-0008")["customers"]
    assert [i["invoice_id"] for i in rows[0]["invoices"]] == ["HD-0018", "HD-0021"]


# --- opportunities ----------------------------------------------------------------------------


def test_closed_opportunities_stay_closed() -> None:
    s = session("NV-0010")
    for opp, stage in (("CH-0008", "negotiation"), ("CH-0009", "proposal"), ("CH-0015", "won")):
        refused(s, "amis_crm_update_opportunity_stage", "đã đóng", opportunity_id=opp, stage=stage)
    refused(
        s,
        "amis_crm_update_opportunity_stage",
        "đã ở giai đoạn",
        opportunity_id="CH-0002",
        stage="negotiation",
    )
    refused(
        s,
        "amis_crm_update_opportunity_stage",
        "không được trước hôm nay",
        opportunity_id="CH-0002",
        stage="proposal",
        expected_close="2026-12-01",
    )
    refused(
        s,
        "amis_crm_update_opportunity_stage",
        "không được sau hôm nay",
        opportunity_id="CH-0002",
        stage="won",
        expected_close="2026-12-28",
    )
    won = call(
        s,
        "amis_crm_update_opportunity_stage",
        opportunity_id="CH-0002",
        stage="won",
        expected_close="2026-12-09",
    )
    assert (won["stage"], won["previous_stage"], won["expected_close"]) == (
        "won",
        "negotiation",
        "2026-12-09",
    )
    refused(
        s,
        "amis_crm_update_opportunity_stage",
        "đã đóng",
        opportunity_id="CH-0002",
        stage="negotiation",
    )


def test_list_opportunities_filters() -> None:
    s = session()
    mine = call(s, "amis_crm_list_opportunities", owner_id="NV-0030")["items"]
    assert [o["id"] for o in mine] == ["CH-0009", "CH-0017", "CH-0018"]
    hb = call(s, "amis_crm_list_opportunities", customer_id="KH-0008", stage="proposal")
    assert [o["id"] for o in hb["items"]] == ["CH-0004"]
    refused(s, "amis_crm_list_opportunities", "không hợp lệ", stage="closed")
    refused(s, "amis_crm_list_opportunities", "Không tìm thấy nhân viên", owner_id="NV-9999")


def test_list_activities_filters() -> None:
    s = session()
    week = call(s, "amis_crm_list_activities", from_date="2026-12-02", to_date="2026-12-04")
    assert [a["id"] for a in week["items"]] == ["HDG-0020", "HDG-0019", "HDG-0018", "HDG-0017"]
    assert week["items"][0]["created_by_name"] == "Vũ Đức Anh"
    assert call(s, "amis_crm_list_activities", customer_id="KH-0001")["total"] == 0
    refused(s, "amis_crm_list_activities", "không hợp lệ", kind="nhắc nợ")
    refused(
        s,
        "amis_crm_list_activities",
        "from_date phải trước",
        from_date="2026-12-05",
        to_date="2026-12-01",
    )


# --- customers and contacts ------------------------------------------------------------------


def test_customer_owner_must_be_an_active_employee() -> None:
    s = session(seed={"hr.employees": [{"id": "NV-0038", "status": "resigned"}]})
    message = refused(
        s,
        "amis_crm_update_customer",
        "không còn làm việc",
        customer_id="KH-0022",
        owner_id="NV-0038",
    )
    assert "Phan Thị Ngọc Ánh" in message
    refused(
        s,
        "amis_crm_update_customer",
        "Không tìm thấy nhân viên",
        customer_id="KH-0022",
        owner_id="NV-9999",
    )
    result = call(s, "amis_crm_update_customer", customer_id="KH-0022", owner_id="NV-0013")
    assert (result["owner_id"], result["owner_name"]) == ("NV-0013", "Đặng Thị Kim Oanh")


def test_customer_update_is_all_or_nothing() -> None:
    s = session()
    refused(
        s,
        "amis_crm_update_customer",
        "không phải địa chỉ email",
        customer_id="KH-0007",
        phone="024 3872 6620",
        email="ketoan(at)noithathoabinh.vn",
    )
    refused(
        s,
        "amis_crm_update_customer",
        "không phải số điện thoại",
        customer_id="KH-0007",
        address="Số 2 Ngọc Lâm, Long Biên, Hà Nội",
        phone="12345",
    )
    refused(s, "amis_crm_update_customer", "Chưa có thông tin", customer_id="KH-0007", note=" ")
    result = call(
        s,
        "amis_crm_update_customer",
        customer_id="KH-0007",
        note="Đổi kế toán trưởng từ 01/2027.",
        email=" KeToan@NoiThatHoaBinh.vn ",
    )
    assert result["updated_fields"] == ["email", "note"]
    assert result["email"] == "ketoan@noithathoabinh.vn"
    assert result["address"] == "Số 156 Nguyễn Văn Cừ, Bồ Đề, Long Biên, Hà Nội"


def test_contacts_are_not_duplicated() -> None:
    s = session()
    refused(
        s,
        "amis_crm_create_contact",
        "đã có người liên hệ",
        customer_id="KH-0007",
        full_name="phùng thị  hương",
        title="Kế toán trưởng",
    )
    refused(
        s,
        "amis_crm_create_contact",
        "đã là email",
        customer_id="KH-0007",
        full_name="Phùng Hương",
        email="HUONG.PT@noithathoabinh.vn",
    )
    refused(
        s,
        "amis_crm_create_contact",
        "full_name không được để trống",
        customer_id="KH-0007",
        full_name=" . ",
    )
    # the same name at another customer is a different person
    other = call(s, "amis_crm_create_contact", customer_id="KH-0009", full_name="Phùng Thị Hương")
    assert (other["id"], other["email"], other["customer_name"]) == (
        "LH-0061",
        None,
        "Hoa Binh Corp",
    )
    refused(
        s,
        "amis_crm_update_contact",
        "đã là email",
        contact_id="LH-0016",
        email="huong.pt@noithathoabinh.vn",
    )
    refused(s, "amis_crm_update_contact", "Chưa có thông tin", contact_id="LH-0016")
    refused(
        s,
        "amis_crm_update_contact",
        "Không tìm thấy người liên hệ",
        contact_id="LH-9999",
        title="Kế toán",
    )
