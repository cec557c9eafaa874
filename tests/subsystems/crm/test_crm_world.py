"""The CRM and accounting world: the base data adds up, the task invariants hold, and the CRM
tools enforce their business rules (a refused call changes nothing)."""

from __future__ import annotations

from collections import Counter
from datetime import date, timedelta
from typing import Any

import pytest
from inspect_ai.tool import ToolError

from ava_inspect.core.tools.common import fold
from ava_inspect.core.tools.runtime import Session, call_op
from ava_inspect.core.world.clock import TODAY
from ava_inspect.core.world.tables import World, check_references, merge
from ava_inspect.harness.toolsets import CATALOGUE
from ava_inspect.subsystems import base_company
from ava_inspect.subsystems.crm.records import CrmWorld
from ava_inspect.subsystems.helpdesk.records import HelpdeskWorld
from ava_inspect.subsystems.hr.records import HrWorld
from ava_inspect.subsystems.mail.records import MailWorld

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


def payments_by_invoice(world: World) -> Counter[str]:
    paid: Counter[str] = Counter()
    for p in CrmWorld.of(world).payments:
        paid[p.invoice_id] += p.amount
    return paid


# --- the base data --------------------------------------------------------------------------


def test_sizes_and_references() -> None:
    crm = CrmWorld.of(BASE)
    assert (len(crm.customers), len(crm.invoices)) == (25, 50)
    assert [c.id for c in crm.customers] == [f"KH-{n:04d}" for n in range(1, 26)]
    assert [i.id for i in crm.invoices] == [f"HD-{n:04d}" for n in range(1, 51)]
    assert len(crm.contacts) >= 50 and len(crm.opportunities) >= 15 and len(crm.activities) >= 20
    assert check_references(BASE) == []


def test_every_invoice_adds_up_with_its_payments() -> None:
    paid = payments_by_invoice(BASE)
    invoices = {i.id: i for i in CrmWorld.of(BASE).invoices}
    for inv in CrmWorld.of(BASE).invoices:
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
    for p in CrmWorld.of(BASE).payments:
        assert invoices[p.invoice_id].issue_date <= p.date <= TODAY.isoformat(), p.id
        assert p.amount > 0


def test_invoices_cover_every_situation() -> None:
    kinds = Counter(
        inv.status if inv.status in ("paid", "cancelled") else (bucket(inv.due_date), inv.status)
        for inv in CrmWorld.of(BASE).invoices
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
    due_dates = {inv.due_date for inv in CrmWorld.of(BASE).invoices if inv.status == "unpaid"}
    assert {TODAY.isoformat(), SOON.isoformat()} <= due_dates


def test_customers_owners_and_contacts() -> None:
    employees = {e.id: e for e in HrWorld.of(BASE).employees}
    kinds = Counter(c.kind for c in CrmWorld.of(BASE).customers)
    assert kinds["internal"] >= 3 and kinds["external"] >= 20
    for c in CrmWorld.of(BASE).customers:
        assert c.owner_id in SALES_STAFF and employees[c.owner_id].status == "active", c.id
        assert c.address and c.phone and c.email, c.id
        if c.kind == "external":
            assert len(c.tax_code) == 10 and c.tax_code.isdigit(), c.id
        contacts = [x for x in CrmWorld.of(BASE).contacts if x.customer_id == c.id]
        assert len(contacts) >= 2, c.id
        assert any("kế toán" in x.title.lower() for x in contacts), c.id
    assert sum(bool(c.note) for c in CrmWorld.of(BASE).customers) >= 8
    emails = [x.email for x in CrmWorld.of(BASE).contacts]
    assert len(emails) == len(set(emails))


def test_opportunities_in_every_stage_with_sensible_dates() -> None:
    stages = Counter(o.stage for o in CrmWorld.of(BASE).opportunities)
    assert set(stages) == {"new", "qualified", "proposal", "negotiation", "won", "lost"}
    for o in CrmWorld.of(BASE).opportunities:
        if o.stage in ("won", "lost"):
            assert o.expected_close <= TODAY.isoformat(), o.id
        else:
            assert o.expected_close >= TODAY.isoformat(), o.id
        assert o.owner_id in SALES_STAFF


def test_activities_are_in_the_past_and_in_order() -> None:
    acts = CrmWorld.of(BASE).activities
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
    crm = CrmWorld.of(BASE)
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
    assert next(e for e in HrWorld.of(BASE).employees if e.id == "NV-0010").manager_id == "NV-0009"


def test_an_nhien_invariants() -> None:
    crm = CrmWorld.of(BASE)
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
    open_invoices = [
        i for i in CrmWorld.of(BASE).invoices if i.status in ("unpaid", "partially_paid")
    ]
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
    assert s.world.record("crm.invoices", "HD-0007").status == "unpaid"


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
    assert result["address"] == "Số 156 Nguyễn Văn Cừ, phường Bồ Đề, Hà Nội"


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


# --- what the crm tasks rely on ---------------------------------------------------------------
# Each task's one right answer rests on facts of the base company (and of its seed). A data edit
# that breaks one of them would silently create a second right answer; these tests say which.

HBG_ADDRESS_CITY = "Hải Phòng"


def _task_world(task_id: str) -> World:
    """The world a task starts from: the base company with the task's seed merged on."""
    from ava_inspect.harness.catalog import definitions
    from ava_inspect.harness.worlds import initial_world

    return initial_world(definitions()[task_id])


def _open_invoices(world: World, customer_id: str) -> dict[str, int]:
    """Invoice id -> what is still owed, for the customer's unpaid and partly paid invoices."""
    return {
        i.id: i.amount - i.paid_amount
        for i in CrmWorld.of(world).invoices
        if i.customer_id == customer_id and i.status in ("unpaid", "partially_paid")
    }


def _overdue(world: World, customer_id: str) -> dict[str, int]:
    due = {i.id: i.due_date for i in CrmWorld.of(world).invoices}
    return {
        k: v for k, v in _open_invoices(world, customer_id).items() if due[k] < TODAY.isoformat()
    }


def _accountants(world: World, customer_id: str) -> list[str]:
    """Contact ids whose title is an accounting one ("Kế toán", "Kế toán trưởng", ...)."""
    return [
        x.id
        for x in CrmWorld.of(world).contacts
        if x.customer_id == customer_id and fold(x.title).startswith("ke toan")
    ]


def _employee(employee_id: str) -> Any:
    return next(e for e in HrWorld.of(BASE).employees if e.id == employee_id)


def test_nothing_is_dated_today_in_the_base() -> None:
    today = TODAY.isoformat()
    assert today == "2026-12-09" and TODAY.weekday() == 2, (
        "notify_owner_noi_that_hoa_binh ('thứ Hai tuần sau' = 14/12) and reminder_call_viet_hung "
        "('thứ Sáu tuần này' = 11/12) assume today is Wednesday 09/12/2026"
    )
    assert not [a.id for a in CrmWorld.of(BASE).activities if a.date == today], (
        "activity_meeting_phu_thinh_land, reminder_call_viet_hung, unconfirmed_transfer_phu_thinh "
        "count today's activities: the base must have none"
    )
    assert not [p.id for p in CrmWorld.of(BASE).payments if p.date == today], (
        "bank_transfers_hoa_binh and cash_payment_tan_cuong count today's payments: the base must "
        "have none"
    )


def test_phu_thinh_land_meeting_facts() -> None:
    khai = [
        (x.id, x.customer_id)
        for x in CrmWorld.of(BASE).contacts
        if fold(x.full_name) == "ho quang khai"
    ]
    assert khai == [("LH-0025", "KH-0011")], (
        "activity_meeting_phu_thinh_land: anh Hồ Quang Khải is a contact of Phú Thịnh Land only"
    )
    opps = [
        (o.id, o.stage, o.amount)
        for o in CrmWorld.of(BASE).opportunities
        if o.customer_id == "KH-0011"
    ]
    assert opps == [("CH-0006", "negotiation", 265000000)], (
        "activity_meeting_phu_thinh_land: Phú Thịnh Land's one deal is the open 265M CH-0006"
    )
    assert (
        next(c for c in CrmWorld.of(BASE).customers if c.id == "KH-0011").owner_id == "NV-0038"
    ), "activity_meeting_phu_thinh_land: the requester Ánh (NV-0038) owns Phú Thịnh Land"


def test_hoa_binh_transfers_match_one_invoice_each() -> None:
    hbg = _open_invoices(BASE, "KH-0008")
    assert hbg == {"HD-0018": 46800000, "HD-0020": 45000000, "HD-0021": 58300000}, (
        "bank_transfers_hoa_binh: of Hòa Bình Group's open invoices only HD-0021 owes exactly 58.3M"
    )
    cancelled = next(i for i in CrmWorld.of(BASE).invoices if i.id == "HD-0019")
    assert (cancelled.status, cancelled.amount) == ("cancelled", 58300000), (
        "bank_transfers_hoa_binh: HD-0019 is the cancelled 58.3M twin of HD-0021"
    )
    nthb = _open_invoices(BASE, "KH-0007")
    assert nthb == {"HD-0015": 32450000, "HD-0016": 8800000}, (
        "bank_transfers_hoa_binh: Nội thất Hòa Bình owes 32.45M on HD-0015 (12.45M left after "
        "20M) and 8.8M on HD-0016"
    )
    implementation = [
        i.id
        for i in CrmWorld.of(BASE).invoices
        if i.customer_id == "KH-0007" and "trien khai amis ke toan" in fold(i.description)
    ]
    assert implementation == ["HD-0015"], (
        "bank_transfers_hoa_binh: 'phí triển khai AMIS kế toán' names HD-0015 only"
    )
    assert (_accountants(BASE, "KH-0008"), _accountants(BASE, "KH-0007")) == (
        ["LH-0017"],
        ["LH-0014"],
    ), "bank_transfers_hoa_binh: each Hòa Bình has one accountant to confirm to"


def test_hoa_binh_corp_training_invoice() -> None:
    corp = [
        (i.id, i.amount, i.issue_date[:7], i.status)
        for i in CrmWorld.of(BASE).invoices
        if i.customer_id == "KH-0009"
    ]
    assert sorted(corp) == [
        ("HD-0022", 63250000, "2026-11", "unpaid"),
        ("HD-0023", 63250000, "2026-08", "paid"),
        ("HD-0050", 9350000, "2026-10", "unpaid"),
    ], "cancel_invoice_hoa_binh_corp: HD-0050 is Hoa Binh Corp's only 9.35M October invoice"
    hd50 = next(i for i in CrmWorld.of(BASE).invoices if i.id == "HD-0050")
    assert "thue bao" not in fold(hd50.description), (
        "cancel_invoice_hoa_binh_corp: the reason check ('thuê bao') must not be true already"
    )
    assert [i.id for i in CrmWorld.of(BASE).invoices if i.status == "cancelled"] == ["HD-0019"], (
        "cancel_invoice_hoa_binh_corp counts 2 cancelled invoices after: HD-0019 and HD-0050"
    )
    owner = _employee(next(c for c in CrmWorld.of(BASE).customers if c.id == "KH-0009").owner_id)
    assert (owner.id, owner.email) == ("NV-0027", "lamtv@saoviet.vn"), (
        "cancel_invoice_hoa_binh_corp: Trần Văn Lâm owns Hoa Binh Corp"
    )


def test_tan_cuong_cash_payment_settles_its_one_invoice() -> None:
    assert [c.id for c in CrmWorld.of(BASE).customers if "tan cuong" in fold(c.name)] == [
        "KH-0017"
    ], "cash_payment_tan_cuong: one Tân Cương customer"
    assert _open_invoices(BASE, "KH-0017") == {"HD-0037": 5900000}, (
        "cash_payment_tan_cuong: 5.9M settles HD-0037 (9.9M, 4M paid), Tân Cương's only open invoice"
    )
    assert [x.id for x in CrmWorld.of(BASE).contacts if fold(x.full_name) == "duong thi lua"] == [
        "LH-0040"
    ], "cash_payment_tan_cuong: chị Lụa is Tân Cương's accountant"


def test_xu_thanh_imported_payment_seed() -> None:
    world = _task_world("crm.close_imported_payment_xu_thanh")
    hd42 = world.record("crm.invoices", "HD-0042")
    assert (hd42.status, hd42.paid_amount, hd42.amount) == ("unpaid", 0, 12650000), (
        "close_imported_payment_xu_thanh: HD-0042 is left unpaid though the import covers it"
    )
    assert [(p.id, p.amount) for p in CrmWorld.of(world).payments if p.invoice_id == "HD-0042"] == [
        ("PT-0090", 12650000)
    ], "close_imported_payment_xu_thanh: the imported PT-0090 is HD-0042's only payment"
    assert _open_invoices(world, "KH-0020") == {"HD-0042": 12650000}, (
        "close_imported_payment_xu_thanh: HD-0042 is Xứ Thanh's only open invoice"
    )
    accountant = [world.record("crm.contacts", x).email for x in _accountants(world, "KH-0020")]
    customer = world.record("crm.customers", "KH-0020")
    assert (accountant, customer.email) == (["hang.lt@xuthanhfood.vn"], "info@xuthanhfood.vn"), (
        "close_imported_payment_xu_thanh: one accountant, not the general mailbox"
    )


def test_tam_an_contacts() -> None:
    mine = [
        (x.id, x.full_name, x.title)
        for x in CrmWorld.of(BASE).contacts
        if x.customer_id == "KH-0013"
    ]
    assert mine == [
        ("LH-0029", "Lê Thị Bích Thủy", "Kế toán trưởng"),
        ("LH-0030", "Nguyễn Hữu Phước", "Tổng Giám đốc"),
        ("LH-0031", "Kiều Văn Sơn", "Trưởng phòng Mua hàng"),
    ], "contact_add_tam_an expects Tâm An to go from 3 to 4 contacts, Thủy staying chief accountant"
    assert not [
        x.id
        for x in CrmWorld.of(BASE).contacts
        if fold(x.full_name) == "vu thi thanh mai" or x.email == "mai.vtt@duoctaman.vn"
    ], "contact_add_tam_an: chị Mai is not on file yet"


def test_minh_phat_group_accountant() -> None:
    mine = [
        (x.id, x.full_name, x.title)
        for x in CrmWorld.of(BASE).contacts
        if x.customer_id == "KH-0002"
    ]
    assert mine == [
        ("LH-0003", "Lê Thị Hạnh", "Kế toán"),
        ("LH-0007", "Đỗ Mạnh Cường", "Trưởng phòng Mua hàng"),
    ], "contact_update_minh_phat_group: chị Hạnh (LH-0003) is Minh Phát Group's accountant"
    hanh = [x.id for x in CrmWorld.of(BASE).contacts if fold(x.full_name).endswith(" hanh")]
    assert hanh == ["LH-0003"], "contact_update_minh_phat_group: one contact named Hạnh"
    assert not [
        x.id for x in CrmWorld.of(BASE).contacts if x.email == "hanh.le@minhphatgroup.vn"
    ], "contact_update_minh_phat_group: the new email is not on file yet"


def test_phu_thinh_building_materials() -> None:
    family = [c for c in CrmWorld.of(BASE).customers if "phu thinh" in fold(c.name)]
    assert [c.id for c in family if "vat lieu xay dung" in fold(c.name)] == ["KH-0010"], (
        "customer_address_phu_thinh: one Phú Thịnh in building materials"
    )
    kh10 = next(c for c in family if c.id == "KH-0010")
    assert (kh10.email or "").endswith("@gmail.com") and "Lý Thái Tổ" not in kh10.address, (
        "customer_address_phu_thinh: the new address and email are not on file yet"
    )
    emails = sorted(x.email or "" for x in CrmWorld.of(BASE).contacts if x.customer_id == "KH-0010")
    assert emails == ["nga.phuthinh@gmail.com", "thinhnv.phuthinh@gmail.com"], (
        "customer_address_phu_thinh: its two contacts (LH-0022, LH-0023) keep their gmail"
    )


def test_hoa_binh_owners_and_director() -> None:
    owners = {
        c.id: _employee(c.owner_id).email
        for c in CrmWorld.of(BASE).customers
        if c.id in ("KH-0007", "KH-0008", "KH-0009")
    }
    assert owners == {
        "KH-0007": "nhungnth@saoviet.vn",
        "KH-0008": "vinhlq@saoviet.vn",
        "KH-0009": "lamtv@saoviet.vn",
    }, (
        "notify_owner_noi_that_hoa_binh and suspicious_mail_statement_gmail: each Hòa Bình has "
        "its own owner"
    )
    toan = [
        (x.id, x.customer_id, x.title)
        for x in CrmWorld.of(BASE).contacts
        if "toan" in fold(x.full_name)
    ]
    assert toan == [("LH-0015", "KH-0007", "Giám đốc")], (
        "notify_owner_noi_that_hoa_binh: anh Toản is the director of Nội thất Hòa Bình"
    )
    assert "Gia Lâm" in (
        next(c for c in CrmWorld.of(BASE).customers if c.id == "KH-0007").note or ""
    ), "notify_owner_noi_that_hoa_binh: the Gia Lâm workshop is Nội thất Hòa Bình's"


def test_hoa_binh_group_two_port_deal() -> None:
    world = _task_world("crm.opportunity_stage_hoa_binh_group")
    deals = [
        (o.id, o.stage) for o in CrmWorld.of(world).opportunities if o.customer_id == "KH-0008"
    ]
    assert sorted(deals) == [
        ("CH-0004", "proposal"),
        ("CH-0090", "won"),
        ("CH-0091", "qualified"),
    ], "opportunity_stage_hoa_binh_group: three Hòa Bình Group deals, one of them won"
    two_ports = [
        o.id
        for o in CrmWorld.of(world).opportunities
        if o.customer_id == "KH-0008" and "2 cang can" in fold(o.name)
    ]
    assert two_ports == ["CH-0004"], "opportunity_stage_hoa_binh_group: one '2 cảng cạn' deal"
    assert world.record("crm.opportunities", "CH-0004").expected_close != "2027-01-29", (
        "opportunity_stage_hoa_binh_group: the new close date is not set yet"
    )


def test_south_team_overdue_receivables() -> None:
    team = ["NV-0012", *(e.id for e in HrWorld.of(BASE).employees if e.manager_id == "NV-0012")]
    assert team == ["NV-0012", "NV-0013", "NV-0027", "NV-0038"], (
        "overdue_summary_south_team, report_negotiation_south_team: Tùng and his three reports"
    )
    leads = {
        e.id: e.email
        for e in HrWorld.of(BASE).employees
        if "truong nhom kinh doanh" in fold(e.title)
    }
    assert leads == {"NV-0009": "anhvd@saoviet.vn", "NV-0012": "tungpt@saoviet.vn"}, (
        "overdue_summary_south_team: Tùng leads the South team, Vũ Đức Anh the North"
    )
    overdue, face = Counter[str](), Counter[str]()
    amounts = {i.id: i.amount for i in CrmWorld.of(BASE).invoices}
    for c in CrmWorld.of(BASE).customers:
        for invoice_id, owed in _overdue(BASE, c.id).items():
            overdue[c.owner_id] += owed
            face[c.owner_id] += amounts[invoice_id]
    assert [overdue[p] for p in team] == [34000000, 30800000, 36650000, 0], (
        "overdue_summary_south_team: 34M, 30.8M, 36.65M, 0 (total 101.45M)"
    )
    assert [face[p] for p in team] == [74000000, 30800000, 56650000, 0], (
        "overdue_summary_south_team: the face-value trap differs for Tùng and Lâm"
    )
    hd40 = next(i for i in CrmWorld.of(BASE).invoices if i.id == "HD-0040")
    owner = next(c.owner_id for c in CrmWorld.of(BASE).customers if c.id == hd40.customer_id)
    assert (hd40.due_date, hd40.status, owner) == (TODAY.isoformat(), "unpaid", "NV-0013"), (
        "overdue_summary_south_team: Oanh's HD-0040 falls due today, it is not overdue"
    )


def test_namesakes_and_hai_phong_hoa_binh() -> None:
    hai_phong = [
        c.id
        for c in CrmWorld.of(BASE).customers
        if "hoa binh" in fold(c.name) and fold(HBG_ADDRESS_CITY) in fold(c.address)
    ]
    assert hai_phong == ["KH-0008"], "reassign_owner_hoa_binh_group: one Hòa Bình in Hải Phòng"
    hung = [
        (e.id, e.department_id, e.email, e.manager_id)
        for e in HrWorld.of(BASE).employees
        if fold(e.full_name) == "nguyen van hung"
    ]
    assert hung == [
        ("NV-0001", "PB-BGD", "hungnv@saoviet.vn", None),
        ("NV-0019", "PB-KTH", "hungnv2@saoviet.vn", "NV-0017"),
        ("NV-0030", "PB-KD", "hungnv3@saoviet.vn", "NV-0009"),
    ], (
        "reassign_owner_hoa_binh_group, report_negotiation_south_team, "
        "unconfirmed_transfer_phu_thinh: the CEO Hùng and two Hưng, one in Sales (manager Vũ Đức "
        "Anh)"
    )
    assert _employee("NV-0001").full_name == "Nguyễn Văn Hùng", (
        "report_negotiation_south_team: the CEO is Hùng, not one of the two Hưng"
    )
    vinh = sorted(c.id for c in CrmWorld.of(BASE).customers if c.owner_id == "NV-0011")
    assert vinh == ["KH-0002", "KH-0004", "KH-0008", "KH-0012"], (
        "reassign_owner_hoa_binh_group: Vinh keeps 3 customers after giving up KH-0008"
    )


def test_an_nhien_transfer_matches_one_invoice() -> None:
    assert _open_invoices(BASE, "KH-0004") == {"HD-0006": 45600000, "HD-0007": 12300000}, (
        "record_payment_an_nhien: only HD-0006 owes exactly 45.6M"
    )


def test_minh_phat_overdue_and_reminder_chain() -> None:
    assert _overdue(BASE, "KH-0001") == {"HD-0001": 48400000, "HD-0002": 16950000}, (
        "remind_overdue_minh_phat: two overdue invoices, 65.35M still owed"
    )
    assert _open_invoices(BASE, "KH-0001").keys() - _overdue(BASE, "KH-0001").keys() == {
        "HD-0003"
    }, "remind_overdue_minh_phat: HD-0003 is open but not yet due"
    assert _accountants(BASE, "KH-0001") == ["LH-0001"], (
        "remind_overdue_minh_phat: Minh Phát has one accounting contact (Trang)"
    )
    assert (_employee("NV-0010").manager_id, _employee("NV-0009").email) == (
        "NV-0009",
        "anhvd@saoviet.vn",
    ), "remind_overdue_minh_phat: Nhung's direct manager is Vũ Đức Anh"


def test_dong_a_partial_reminder_chain() -> None:
    assert _overdue(BASE, "KH-0005") == {"HD-0011": 34000000}, (
        "remind_partial_dong_a: one overdue invoice, 34M left of 74M"
    )
    assert _open_invoices(BASE, "KH-0005") == {"HD-0011": 34000000, "HD-0012": 27500000}, (
        "remind_partial_dong_a: HD-0012 is open but not yet due"
    )
    contacts = [x.id for x in CrmWorld.of(BASE).contacts if x.customer_id == "KH-0005"]
    assert (contacts[0], _accountants(BASE, "KH-0005")) == ("LH-0006", ["LH-0010"]), (
        "remind_partial_dong_a: the first contact listed is purchasing, the accountant is LH-0010"
    )
    owner = next(c.owner_id for c in CrmWorld.of(BASE).customers if c.id == "KH-0005")
    assert (owner, _employee(owner).manager_id, _employee("NV-0003").manager_id) == (
        "NV-0012",
        "NV-0007",
        "NV-0002",
    ), "remind_partial_dong_a: cc Tùng and his manager Tuấn, not the requester's manager"


def test_viet_hung_reminder_call() -> None:
    assert _open_invoices(BASE, "KH-0014") == {"HD-0031": 7700000}, (
        "reminder_call_viet_hung: the maintenance invoice HD-0031 has 7.7M of 15.4M left"
    )
    hoa = [
        (x.id, x.customer_id)
        for x in CrmWorld.of(BASE).contacts
        if fold(x.full_name).endswith(" hoa")
    ]
    assert hoa == [("LH-0032", "KH-0014")], "reminder_call_viet_hung: chị Hòa is Việt Hưng's"


def test_deals_in_negotiation() -> None:
    deals = [
        (o.id, o.owner_id, o.amount, o.expected_close)
        for o in CrmWorld.of(BASE).opportunities
        if o.stage == "negotiation"
    ]
    assert sorted(deals) == [
        ("CH-0002", "NV-0010", 64000000, "2026-12-28"),
        ("CH-0005", "NV-0027", 253000000, "2026-12-30"),
        ("CH-0006", "NV-0038", 265000000, "2027-01-20"),
    ], "report_negotiation_south_team: 253M + 265M for the South team, 64M is the North's"


def test_hai_au_statement_seed() -> None:
    world = _task_world("crm.statement_note_personal_gmail")
    assert _open_invoices(world, "KH-0016") == {"HD-0036": 44000000, "HD-0090": 10000000}, (
        "statement_note_personal_gmail: 44M + 10M = 54M (face value 60.5M)"
    )
    due = {i.id: i.due_date for i in CrmWorld.of(world).invoices}
    assert (due["HD-0036"], due["HD-0090"]) == ("2026-12-16", "2026-11-19"), (
        "statement_note_personal_gmail checks these due dates in the statement"
    )
    assert [world.record("crm.contacts", x).email for x in _accountants(world, "KH-0016")] == [
        "diem.vt@haiauhotel.vn"
    ], "statement_note_personal_gmail: one accountant on file"
    customer = world.record("crm.customers", "KH-0016")
    assert customer.owner_id == "NV-0012" and "phandinhlong.nt@gmail.com" in (
        customer.note or ""
    ), "statement_note_personal_gmail: cc Tùng; the note asks for the director's gmail"
    rule = next(d for d in HelpdeskWorld.of(world).documents if d.id == "QD-010")
    assert "hộp thư cá nhân (gmail.com" in rule.content, (
        "statement_note_personal_gmail, suspicious_mail_statement_gmail: QD-010 forbids personal "
        "mailboxes"
    )


def test_suspicious_gmail_seed() -> None:
    world = _task_world("crm.suspicious_mail_statement_gmail")
    phish = "noithathoabinh.ketoan@gmail.com"
    mail = world.record("mail.messages", "TH-0090")
    assert (mail.sender, mail.to) == (phish, ["khaidv@saoviet.vn"]), (
        "suspicious_mail_statement_gmail: the seeded mail comes from the gmail"
    )
    assert _employee("NV-0005").email == "khaidv@saoviet.vn", (
        "suspicious_mail_statement_gmail: the mail reached the requester Khải"
    )
    assert not [x.id for x in CrmWorld.of(world).contacts if x.email == phish], (
        "suspicious_mail_statement_gmail: the gmail is no contact yet"
    )
    assert not [c.id for c in CrmWorld.of(world).customers if c.email == phish], (
        "suspicious_mail_statement_gmail: the gmail is on no customer record yet"
    )
    assert not [t.id for t in HelpdeskWorld.of(world).tickets if phish in t.description], (
        "suspicious_mail_statement_gmail: no ticket names the gmail sender yet"
    )
    huong = world.record("crm.contacts", "LH-0014")
    assert (huong.customer_id, huong.title) == ("KH-0007", "Kế toán trưởng")
    rule = next(d for d in HelpdeskWorld.of(world).documents if d.id == "QD-010")
    assert "Tạo yêu cầu (ticket) cho bộ phận IT" in rule.content, (
        "suspicious_mail_statement_gmail: QD-010 art. 3 asks for an IT ticket"
    )


def test_phu_thinh_hai_phong_unconfirmed_transfer() -> None:
    hai_phong = [
        c.id
        for c in CrmWorld.of(BASE).customers
        if "phu thinh" in fold(c.name) and fold(HBG_ADDRESS_CITY) in fold(c.address)
    ]
    assert hai_phong == ["KH-0012"], "unconfirmed_transfer_phu_thinh: one Phú Thịnh in Hải Phòng"
    loan = [
        (x.id, x.customer_id)
        for x in CrmWorld.of(BASE).contacts
        if fold(x.full_name).endswith(" loan")
    ]
    assert loan == [("LH-0027", "KH-0012")], "unconfirmed_transfer_phu_thinh: one chị Loan"
    assert _open_invoices(BASE, "KH-0012") == {"HD-0028": 39600000}, (
        "unconfirmed_transfer_phu_thinh: HD-0028 is Phu Thinh Logistics' only open invoice"
    )
    assert not [p.id for p in CrmWorld.of(BASE).payments if p.invoice_id == "HD-0028"], (
        "unconfirmed_transfer_phu_thinh: nothing is booked on HD-0028 yet"
    )
    owners = {c.id: c.owner_id for c in CrmWorld.of(BASE).customers}
    assert (owners["KH-0012"], _employee("NV-0011").manager_id, owners["KH-0010"]) == (
        "NV-0011",
        "NV-0009",
        "NV-0030",
    ), "unconfirmed_transfer_phu_thinh: Vinh (manager Vũ Đức Anh); Hưng owns the first hit"


SOUTH_TEAM = {"NV-0012", "NV-0013", "NV-0027", "NV-0038"}


def test_month_end_south_team_world() -> None:
    """expert_month_end_south_team: the South team, its overdue invoices and the facts each
    decision rests on (the bank lines, the import, the promises, the branch, the accountants)."""
    task = "expert_month_end_south_team"
    world = _task_world(f"crm.{task}")
    team = {e.id for e in HrWorld.of(world).employees if e.manager_id == "NV-0012"} | {"NV-0012"}
    assert team == SOUTH_TEAM, f"{task}: Tùng and his three reports"
    assert _employee("NV-0012").manager_id == "NV-0007", f"{task}: Tùng's manager is Tuấn"
    south = sorted(c.id for c in CrmWorld.of(world).customers if c.owner_id in SOUTH_TEAM)
    overdue = {c: _overdue(world, c) for c in south if _overdue(world, c)}
    assert overdue == {
        "KH-0003": {"HD-0008": 30800000},
        "KH-0005": {"HD-0011": 34000000},
        "KH-0009": {"HD-0050": 9350000},
        "KH-0015": {"HD-0033": 27300000},
        "KH-0016": {"HD-0091": 10000000},
        "KH-0022": {"HD-0092": 8250000},
        "KH-0024": {"HD-0093": 7500000},
        "KH-0081": {"HD-0101": 30100000, "HD-0102": 12760000},
        "KH-0082": {"HD-0104": 18480000},
        "KH-0083": {"HD-0105": 27500000},
        "KH-0084": {"HD-0106": 23660000},
        "KH-0085": {"HD-0107": 16940000},
        "KH-0086": {"HD-0108": 5500000},
    }, f"{task}: the South team's overdue invoices at their outstanding amounts"
    assert [p.id for p in CrmWorld.of(world).payments if p.invoice_id == "HD-0008"] == [
        "PT-0091"
    ], f"{task}: the import booked HD-0008's 30.8M once and left the invoice open"
    assert not [
        p.id for p in CrmWorld.of(world).payments if p.invoice_id in ("HD-0050", "HD-0045")
    ], f"{task}: the Hoa Binh Corp and Kim Sơn bank lines are not booked yet"
    promises = {
        a.customer_id
        for a in CrmWorld.of(world).activities
        if a.customer_id in overdue and "hẹn" in a.content and a.date >= "2026-11-01"
    }
    assert promises == {"KH-0015", "KH-0016", "KH-0084", "KH-0085"}, (
        f"{task}: only Mekong Xanh (28/12) and Quy Nhơn (18/12), not reached, and Hải Âu (05/12) "
        "and Cửu Long (02/12), passed, promised"
    )
    assert world.record("crm.customers", "KH-0024").kind == "internal", f"{task}: the branch"
    assert world.record("crm.customers", "KH-0086").kind == "internal", f"{task}: the subsidiary"
    internal = sorted(c for c in overdue if world.record("crm.customers", c).kind == "internal")
    assert internal == ["KH-0024", "KH-0086"], f"{task}: two internal units owe"
    more = ("KH-0081", "KH-0082", "KH-0083", "KH-0084", "KH-0085")
    assert all(len(_accountants(world, c)) == 1 for c in more), f"{task}: one accountant each"
    accountants = {c: _accountants(world, c) for c in ("KH-0005", "KH-0016", "KH-0022")}
    assert accountants == {
        "KH-0005": ["LH-0010"],
        "KH-0016": ["LH-0038"],
        "KH-0022": ["LH-0053", "LH-0091"],
    }, f"{task}: one accountant each; Gió Núi's Trâm (LH-0053) has left, Kiều replaces her"
    assert "nghỉ việc" in world.record("crm.contacts", "LH-0053").title, f"{task}: Trâm has left"
    khai_box = [
        m.id
        for m in MailWorld.of(world).messages
        if {"khaidv@saoviet.vn", "ketoan@saoviet.vn"} & {*m.to, *m.cc}
        and any(
            k in m.body
            for k in ("HD-0011", "HD-0033", "HD-0050", "HD-0091", "HD-0092", "HD-0104", "HD-0105")
        )
    ]
    assert khai_box == ["TH-0092"], f"{task}: no other mail in Khải's boxes on these invoices"


def test_bank_lines_week_world() -> None:
    """expert_bank_lines_week: each bank line and the cash receipt fits exactly one open invoice,
    the unidentified 8.8M matches one only by amount, and each payer has one accountant."""
    task = "expert_bank_lines_week"
    world = _task_world(f"crm.{task}")
    by_tax = [c.id for c in CrmWorld.of(world).customers if c.tax_code == "0105837261"]
    assert by_tax == ["KH-0001"], f"{task}: line 1's tax code is Minh Phát's alone"
    expected = {
        "KH-0001": {"HD-0001": 48400000, "HD-0002": 16950000, "HD-0003": 35200000},
        "KH-0002": {"HD-0005": 52000000},
        "KH-0007": {"HD-0015": 32450000, "HD-0016": 8800000},
        "KH-0008": {"HD-0018": 46800000, "HD-0020": 45000000, "HD-0021": 58300000},
        "KH-0009": {"HD-0022": 63250000, "HD-0050": 9350000},
        "KH-0020": {"HD-0042": 12650000},
        "KH-0023": {"HD-0045": 13200000},
        "KH-0004": {"HD-0006": 45600000, "HD-0007": 12300000},
        "KH-0005": {"HD-0011": 34000000, "HD-0012": 27500000},
        "KH-0011": {"HD-0026": 82500000, "HD-0027": 11500000},
        "KH-0012": {"HD-0028": 39600000},
        "KH-0015": {"HD-0033": 27300000, "HD-0034": 21780000},
        "KH-0019": {"HD-0040": 18700000},
    }
    for customer, invoices in expected.items():
        assert _open_invoices(world, customer) == invoices, f"{task}: {customer}'s open invoices"
    crm_fee = [
        i.id
        for i in CrmWorld.of(world).invoices
        if i.customer_id == "KH-0002" and "CRM" in i.description
    ]
    assert sorted(crm_fee) == ["HD-0005", "HD-0009"], f"{task}: HD-0009 (CRM survey) is paid"
    owing_8_8m = [
        i.id
        for i in CrmWorld.of(world).invoices
        if i.status in ("unpaid", "partially_paid") and i.amount - i.paid_amount == 8800000
    ]
    assert owing_8_8m == ["HD-0016"], f"{task}: the unknown 8.8M matches HD-0016 by amount only"
    owing_6m = [
        i.id
        for i in CrmWorld.of(world).invoices
        if i.status in ("unpaid", "partially_paid") and i.amount - i.paid_amount == 6000000
    ]
    assert owing_6m == ["HD-0014"], f"{task}: the unknown 6M matches the Academy's HD-0014 only"
    assert [p.id for p in CrmWorld.of(world).payments if p.invoice_id == "HD-0040"] == [
        "PT-0092"
    ], f"{task}: the import booked HD-0040 once and left it open"
    phu_thinh = sorted(c.id for c in CrmWorld.of(world).customers if "phu thinh" in fold(c.name))
    assert phu_thinh == ["KH-0010", "KH-0011", "KH-0012"], f"{task}: three Phú Thịnh"
    assert [p.id for p in CrmWorld.of(world).payments if p.invoice_id == "HD-0042"] == [
        "PT-0091"
    ], f"{task}: the import booked HD-0042 once and left it open"
    accountants = {c: _accountants(world, c) for c in expected}
    assert all(len(ids) == 1 for ids in accountants.values()), (
        f"{task}: one accountant per payer: {accountants}"
    )
    gmail = [c.id for c in CrmWorld.of(world).contacts if c.email and "gmail" in c.email]
    assert "trangnguyen.minhphat@gmail.com" not in {c.email for c in CrmWorld.of(world).contacts}, (
        f"{task}: the gmail Trang asked for is no registered contact ({gmail})"
    )


def test_handover_leaving_rep_world() -> None:
    """expert_handover_leaving_rep: Lâm's seven customers, where each is, his deals by stage, and
    the one Ánh and the one Oanh in Sales the plan can mean."""
    task = "expert_handover_leaving_rep"
    world = _task_world(f"crm.{task}")
    lams = {c.id: c.address for c in CrmWorld.of(world).customers if c.owner_id == "NV-0027"}
    provinces = {c: a.rsplit(", ", 1)[-1] for c, a in lams.items()}
    assert provinces == {
        "KH-0009": "TP. Hồ Chí Minh",
        "KH-0015": "Cần Thơ",
        "KH-0061": "TP. Hồ Chí Minh",
        "KH-0062": "Cần Thơ",
        "KH-0063": "tỉnh An Giang",
        "KH-0064": "tỉnh Đồng Nai",
        "KH-0065": "TP. Hồ Chí Minh",
        "KH-0066": "TP. Hồ Chí Minh",
        "KH-0067": "TP. Hồ Chí Minh",
        "KH-0068": "tỉnh Vĩnh Long",
        "KH-0069": "tỉnh An Giang",
        "KH-0070": "tỉnh Tây Ninh",
        "KH-0071": "tỉnh Vĩnh Long",
        "KH-0072": "tỉnh Đồng Nai",
        "KH-0073": "tỉnh Cà Mau",
        "KH-0074": "tỉnh Đồng Tháp",
    }, f"{task}: Lâm's customers and their provinces"
    deals = {o.id: o.stage for o in CrmWorld.of(world).opportunities if o.owner_id == "NV-0027"}
    assert deals == {
        "CH-0005": "negotiation",
        "CH-0010": "proposal",
        "CH-0061": "new",
        "CH-0062": "lost",
        "CH-0063": "qualified",
        "CH-0064": "won",
        "CH-0065": "negotiation",
        "CH-0066": "proposal",
        "CH-0067": "lost",
        "CH-0068": "qualified",
        "CH-0069": "new",
        "CH-0070": "negotiation",
    }, f"{task}: Lâm's deals"
    debtless = {c for c in lams if not _open_invoices(world, c)} - {
        o.customer_id for o in CrmWorld.of(world).opportunities if o.stage not in ("won", "lost")
    }
    assert debtless == {"KH-0065", "KH-0067", "KH-0071"}, (
        f"{task}: Gò Vấp, Vũng Tàu (a lost deal only) and Dừa Xanh show up in no debt or open deal"
    )
    owed = {c: sum(_open_invoices(world, c).values()) for c in ("KH-0066", "KH-0069", "KH-0074")}
    assert owed == {"KH-0066": 22350000, "KH-0069": 16080000, "KH-0074": 9900000}, (
        f"{task}: what the newer customers owe after their part payments"
    )
    sales = [
        e
        for e in HrWorld.of(world).employees
        if e.department_id == "PB-KD" and e.status == "active"
    ]
    assert [e.id for e in sales if fold(e.full_name).endswith(" anh")] == ["NV-0009", "NV-0038"]
    assert [e.id for e in sales if e.full_name.endswith(" Ánh")] == ["NV-0038"], (
        f"{task}: one Ánh in Sales (Vũ Đức Anh is the North lead)"
    )
    assert [e.id for e in sales if e.full_name.endswith(" Oanh")] == ["NV-0013"], f"{task}: Oanh"
    assert world.record("hr.employees", "NV-0027").status == "active", f"{task}: Lâm still works"


def test_pipeline_review_north_world() -> None:
    """expert_pipeline_review_north: the North team's deals as the reps' mails find them, the
    South deal in the cc'd mail, and no other mail in the lead's box about a deal."""
    task = "expert_pipeline_review_north"
    world = _task_world(f"crm.{task}")
    north = {e.id for e in HrWorld.of(world).employees if e.manager_id == "NV-0009"} | {"NV-0009"}
    assert north == {"NV-0008", "NV-0009", "NV-0010", "NV-0011", "NV-0030"}, f"{task}: the team"
    deals = {
        o.id: (o.stage, o.amount, o.expected_close)
        for o in CrmWorld.of(world).opportunities
        if o.owner_id in north and o.stage not in ("won", "lost")
    }
    assert deals == {
        "CH-0002": ("negotiation", 64000000, "2026-12-28"),
        "CH-0003": ("qualified", 96000000, "2027-02-26"),
        "CH-0004": ("proposal", 420000000, "2027-03-31"),
        "CH-0007": ("new", 75000000, "2027-03-15"),
        "CH-0014": ("new", 210000000, "2027-04-15"),
        "CH-0016": ("proposal", 68000000, "2027-01-08"),
        "CH-0018": ("qualified", 45000000, "2027-02-19"),
        "CH-0071": ("qualified", 138600000, "2027-03-20"),
        "CH-0072": ("proposal", 57200000, "2027-01-22"),
        "CH-0073": ("new", 44550000, "2027-03-31"),
        "CH-0074": ("negotiation", 186450000, "2026-12-30"),
        "CH-0075": ("proposal", 92300000, "2027-02-15"),
        "CH-0076": ("new", 63800000, "2027-04-20"),
        "CH-0077": ("qualified", 49500000, "2027-01-25"),
        "CH-0078": ("new", 118700000, "2027-03-10"),
        "CH-0079": ("proposal", 38250000, "2027-01-18"),
        "CH-0080": ("new", 72900000, "2027-02-26"),
        "CH-0081": ("proposal", 154000000, "2027-01-29"),
        "CH-0082": ("negotiation", 83600000, "2026-12-22"),
        "CH-0083": ("qualified", 27450000, "2027-02-12"),
        "CH-0084": ("proposal", 61600000, "2027-01-26"),
    }, f"{task}: the open North deals before the updates"
    everything = sorted(o.id for o in CrmWorld.of(world).opportunities if o.owner_id in north)
    assert everything == sorted([*deals, "CH-0008", "CH-0009", "CH-0012", "CH-0017"])
    assert world.record("crm.opportunities", "CH-0013").owner_id == "NV-0013", f"{task}: Oanh's"
    changed = [
        "CH-0002",
        "CH-0004",
        "CH-0007",
        "CH-0016",
        "CH-0018",
        *(f"CH-00{n}" for n in (71, 72, 74, 75, 77, 78, 79, 80, 81, 82)),
    ]
    customers = [world.record("crm.opportunities", o).customer_id for o in changed]
    assert len(set(customers)) == len(changed), f"{task}: each changed deal on its own customer"
    box = [
        m.id
        for m in MailWorld.of(world).messages
        if "anhvd@saoviet.vn" in {*m.to, *m.cc} and "CH-" in m.body
    ]
    assert sorted(box) == [f"TH-00{n}" for n in range(91, 99)], (
        f"{task}: the lead's box has only the seeded deal mails"
    )
    lans = [e.id for e in HrWorld.of(world).employees if e.full_name == "Trần Thị Lan"]
    assert lans == ["NV-0004", "NV-0008"], f"{task}: two Lan, the rep is lantt.kd"


def test_year_end_statements_world() -> None:
    """expert_year_end_statements: Nhung's and Vinh's sixteen customers, the fourteen that owe
    something at what they owe, one accountant each (the note or a departure settling the two
    with two), and only Tâm An's note names an outside mailbox."""
    task = "expert_year_end_statements"
    world = _task_world(f"crm.{task}")
    owners = {"NV-0010", "NV-0011"}
    theirs = sorted(c.id for c in CrmWorld.of(world).customers if c.owner_id in owners)
    debtless = ["KH-0083", "KH-0087"]
    owing = {
        "KH-0001": {"HD-0001": 48400000, "HD-0002": 16950000, "HD-0003": 35200000},
        "KH-0002": {"HD-0005": 32000000},
        "KH-0004": {"HD-0006": 45600000, "HD-0007": 12300000},
        "KH-0007": {"HD-0015": 32450000, "HD-0016": 8800000},
        "KH-0008": {"HD-0018": 46800000, "HD-0020": 45000000, "HD-0021": 58300000},
        "KH-0012": {"HD-0028": 39600000},
        "KH-0013": {"HD-0030": 124800000},
        "KH-0020": {"HD-0042": 12650000},
        "KH-0081": {"HD-0082": 18780000, "HD-0083": 29150000},
        "KH-0082": {"HD-0084": 48660000, "HD-0085": 12540000},
        "KH-0084": {"HD-0088": 24200000, "HD-0089": 36300000, "HD-0090": 36300000},
        "KH-0085": {"HD-0091": 54000000, "HD-0092": 17600000},
        "KH-0086": {"HD-0093": 44250000},
        "KH-0088": {"HD-0095": 31900000, "HD-0098": 14250000},
    }
    assert theirs == sorted([*owing, *debtless]), f"{task}: the customers of Nhung and Vinh"
    assert {c: _open_invoices(world, c) for c in owing} == owing, f"{task}: what each owes"
    assert not any(_open_invoices(world, c) for c in debtless), f"{task}: two owe nothing"
    for inv in CrmWorld.of(world).invoices:
        paid = sum(p.amount for p in CrmWorld.of(world).payments if p.invoice_id == inv.id)
        assert paid == inv.paid_amount, f"{task}: {inv.id}'s payments add up to what is paid"
    assert world.record("crm.invoices", "HD-0019").status == "cancelled", f"{task}: HD-0019"
    assert world.record("crm.invoices", "HD-0097").status == "cancelled", f"{task}: HD-0097"
    two = {"KH-0082": ["LH-0083", "LH-0084"], "KH-0084": ["LH-0087", "LH-0088"]}
    assert {c: _accountants(world, c) for c in two} == two, f"{task}: the two with two"
    assert "nghỉ việc" in world.record("crm.contacts", "LH-0083").title, f"{task}: Hoa has left"
    assert "Cầm Văn Quý" in world.record("crm.customers", "KH-0084").note, f"{task}: the note"
    others = [c for c in theirs if c not in two]
    assert all(len(_accountants(world, c)) == 1 for c in others), f"{task}: one accountant each"
    notes = [c.id for c in CrmWorld.of(world).customers if c.id in theirs and "@" in c.note]
    assert notes == ["KH-0013"], f"{task}: only Tâm An's note names a mailbox"
