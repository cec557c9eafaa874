"""Unit tests of the scoring rule and of every assertion kind, on tiny hand-made worlds.

The rule: false→true passed, false→false failed, true→true kept (left out of the denominator),
true→false broken (counts as failed).
"""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import TypeAdapter, ValidationError

from ava_inspect.core.world.tables import World, merge
from ava_inspect.schema.assertions import Assertion
from ava_inspect.schema.evaluation import holds
from ava_inspect.scorers.grading import Grade, grade, outcome
from ava_inspect.subsystems import base_company
from ava_inspect.subsystems.hr.records import HrWorld

ASSERTION: TypeAdapter[Any] = TypeAdapter(Assertion)
BASE = base_company()

REQUEST = {
    "id": "DNP-0101",
    "employee_id": "NV-0004",
    "leave_type": "annual",
    "start_date": "2026-12-14",
    "end_date": "2026-12-15",
    "days": 2.0,
    "reason": "Về quê có việc gia đình",
    "status": "pending",
}
"""A leave request no base-company record resembles (NV-0004 has none in December)."""
LAN_FROM_DECEMBER = {"employee_id": "NV-0004", "start_date": {"gte": "2026-12-01"}}
"""Her requests from December on (her approved leave of earlier months is in the history)."""

SENT = {
    "id": "TH-0101",
    "folder": "sent",
    "sender": "ngocntb@saoviet.vn",
    "to": ["namhv@saoviet.vn"],
    "cc": ["baotq@saoviet.vn"],
    "subject": "Re: Hỏi về tạm ứng công tác phí",
    "body": "Chào anh Nam, anh được tạm ứng tối đa 10.000.000 đồng.",
    "sent_at": "2026-12-10T09:00",
    "in_reply_to": "TH-0001",
}
"""A reply in the Sent folder (the base company has only TH-0004 there, to khaidv)."""


def make(**fields: Any) -> Any:
    """An assertion from its fields (id defaults to `a`, skill to `branch_on_data`)."""
    return ASSERTION.validate_python({"id": "a", "skill": "branch_on_data", **fields})


def world(seed: dict[str, list[dict[str, Any]]] | None = None) -> World:
    return merge(BASE, seed or {})


def with_request(**changes: Any) -> World:
    return world({"hr.leave_requests": [{**REQUEST, **changes}]})


def with_sent(**changes: Any) -> World:
    return world({"mail.messages": [{**SENT, **changes}]})


def true_on(assertion: Any, final: World, initial: World = BASE) -> bool:
    ok, _ = holds(assertion, final, initial)
    return ok


def outcome_of(assertion: Any, initial: World, final: World) -> str:
    [result] = grade([assertion], initial, final).results
    return result.outcome


EXISTS = make(kind="record_exists", table="hr.leave_requests", where={"id": "DNP-0101"})
NOT_EXISTS = make(kind="record_not_exists", table="hr.leave_requests", where={"id": "DNP-0101"})


# ---------------------------------------------------------------- the four-row rule


@pytest.mark.parametrize(
    ("at_start", "at_end", "expected"),
    [
        (False, True, "passed"),
        (False, False, "failed"),
        (True, True, "kept"),
        (True, False, "broken"),
    ],
)
def test_outcome_table(at_start: bool, at_end: bool, expected: str) -> None:
    assert outcome(at_start, at_end) == expected


def test_row_false_to_true_is_passed() -> None:
    assert outcome_of(EXISTS, world(), with_request()) == "passed"


def test_row_false_to_false_is_failed() -> None:
    assert outcome_of(EXISTS, world(), world()) == "failed"


def test_row_true_to_true_is_kept() -> None:
    assert outcome_of(EXISTS, with_request(), with_request()) == "kept"


def test_row_true_to_false_is_broken() -> None:
    final = with_request()
    final.set_table(
        "hr.leave_requests", [r for r in HrWorld.of(final).leave_requests if r.id != "DNP-0101"]
    )
    assert outcome_of(EXISTS, with_request(), final) == "broken"


def test_negative_assertion_false_at_start_can_only_fail() -> None:
    # A "must not" that is already false at the start is an ordinary target: failed, not broken.
    neg_count = make(
        kind="record_count",
        table="hr.leave_requests",
        negative=True,
        where=LAN_FROM_DECEMBER,
        count=1,
    )
    three = world(
        {
            "hr.leave_requests": [
                REQUEST,
                {**REQUEST, "id": "DNP-0102", "start_date": "2026-12-21", "end_date": "2026-12-21"},
            ]
        }
    )
    assert outcome_of(neg_count, world(), three) == "failed"
    assert outcome_of(neg_count, world(), with_request()) == "passed"


# ---------------------------------------------------------------- the two numbers


def _grade(*pairs: tuple[Any, World, World]) -> Grade:
    """Grade assertions that each have their own initial/final world, as one sample would."""
    results = []
    for assertion, initial, final in pairs:
        results.extend(grade([assertion], initial, final).results)
    return Grade(results=results)


PASSED = (EXISTS, world(), with_request())
FAILED = (EXISTS, world(), world())
KEPT = (NOT_EXISTS, world(), world())
BROKEN = (NOT_EXISTS, world(), with_request())


def test_partial_credit_is_passed_over_counted() -> None:
    g = _grade(PASSED, PASSED, FAILED, KEPT, KEPT)
    assert [r.outcome for r in g.results] == ["passed", "passed", "failed", "kept", "kept"]
    assert (g.passed, g.counted) == (2, 3)
    assert g.partial_credit == pytest.approx(2 / 3)
    assert g.task_completed_correctly == 0


def test_kept_assertions_leave_the_denominator() -> None:
    g = _grade(PASSED, KEPT, KEPT, KEPT)
    assert g.counted == 1
    assert g.partial_credit == 1.0
    assert g.task_completed_correctly == 1


def test_completed_only_when_every_counted_assertion_passed() -> None:
    assert _grade(PASSED, PASSED, KEPT).task_completed_correctly == 1
    assert _grade(PASSED, PASSED, FAILED).task_completed_correctly == 0


def test_nothing_counted_is_full_credit() -> None:
    g = _grade(KEPT)
    assert (g.counted, g.partial_credit, g.task_completed_correctly) == (0, 1.0, 1)


def test_broken_negative_fails_the_task() -> None:
    g = _grade(PASSED, PASSED, BROKEN)
    assert [r.outcome for r in g.results] == ["passed", "passed", "broken"]
    assert g.results[2].negative
    assert g.negatives_broken == 1
    assert (g.passed, g.counted) == (2, 3)
    assert g.partial_credit == pytest.approx(2 / 3)
    assert g.task_completed_correctly == 0


def test_grade_on_one_pair_of_worlds() -> None:
    # The same pair of worlds for all assertions, as the scorer uses it.
    assertions = [
        EXISTS,
        NOT_EXISTS,
        make(kind="record_exists", table="hr.leave_requests", where={"id": "DNP-0999"}),
        make(kind="record_not_exists", table="hr.leave_requests", where={"id": "DNP-0999"}),
    ]
    g = grade(assertions, world(), with_request())
    assert [r.outcome for r in g.results] == ["passed", "broken", "failed", "kept"]
    assert (g.passed, g.counted, g.negatives_broken) == (1, 3, 1)


# ---------------------------------------------------------------- assertion kinds


def test_record_exists() -> None:
    assert true_on(EXISTS, with_request())
    assert not true_on(EXISTS, world())


def test_record_not_exists_is_negative_by_default() -> None:
    assert NOT_EXISTS.negative
    assert true_on(NOT_EXISTS, world())
    assert not true_on(NOT_EXISTS, with_request())


TWO_REQUESTS = world(
    {
        "hr.leave_requests": [
            REQUEST,
            {**REQUEST, "id": "DNP-0102", "start_date": "2026-12-21", "end_date": "2026-12-21"},
        ]
    }
)


@pytest.mark.parametrize(
    ("bounds", "expected"),
    [
        ({"count": 2}, True),
        ({"count": 1}, False),
        ({"count": 3}, False),
        ({"min": 2}, True),
        ({"min": 3}, False),
        ({"max": 2}, True),
        ({"max": 1}, False),
        ({"min": 1, "max": 2}, True),
        ({"min": 3, "max": 5}, False),
    ],
)
def test_record_count(bounds: dict[str, int], expected: bool) -> None:
    a = make(kind="record_count", table="hr.leave_requests", where=LAN_FROM_DECEMBER, **bounds)
    assert true_on(a, TWO_REQUESTS) is expected


def test_record_count_zero() -> None:
    a = make(kind="record_count", table="hr.leave_requests", where=LAN_FROM_DECEMBER, count=0)
    assert true_on(a, world())
    assert not true_on(a, with_request())


def test_record_field_passes_and_fails_on_expect() -> None:
    good = make(
        kind="record_field",
        table="hr.leave_requests",
        where={"id": "DNP-0101"},
        expect={"days": 2, "leave_type": "annual", "end_date": "2026-12-15"},
    )
    bad = make(
        kind="record_field", table="hr.leave_requests", where={"id": "DNP-0101"}, expect={"days": 3}
    )
    assert true_on(good, with_request())
    ok, detail = holds(bad, with_request(), BASE)
    assert not ok
    assert "days=2.0" in detail


def test_record_field_needs_exactly_one_match() -> None:
    a = make(
        kind="record_field",
        table="hr.leave_requests",
        where=LAN_FROM_DECEMBER,
        expect={"status": "pending"},
    )
    assert true_on(a, with_request())
    assert not true_on(a, world())  # none
    assert not true_on(a, TWO_REQUESTS)  # two


def test_record_field_dotted_path() -> None:
    # DH-0001 (base company) has one line, SKU CVA-DE-M.
    def order(expect: dict[str, Any]) -> Any:
        return make(
            kind="record_field", table="sale.orders", where={"id": "DH-0001"}, expect=expect
        )

    assert true_on(order({"lines.0.sku": "CVA-DE-M"}), world())
    assert not true_on(order({"lines.0.sku": "CVA-DE-S"}), world())
    assert not true_on(order({"lines.1.sku": "CVA-DE-M"}), world())  # no second line
    assert not true_on(order({"lines.x.sku": "CVA-DE-M"}), world())
    assert true_on(order({"lines.0.quantity": {"gte": 1}}), world())
    assert not true_on(order({"lines.0.quantity": {"gt": 1}}), world())


def test_record_field_dotted_path_in_where() -> None:
    a = make(kind="record_exists", table="sale.orders", where={"lines.0.sku": "CVA-DE-M"})
    b = make(kind="record_exists", table="sale.orders", where={"lines.0.sku": "CVA-DE-L"})
    assert true_on(a, world())
    assert not true_on(b, world())


def test_record_field_list_equality_ignores_order() -> None:
    # PV-0001's panel is [NV-0017, NV-0016].
    def panel(expected: list[str]) -> Any:
        return make(
            kind="record_field",
            table="recruitment.interviews",
            where={"id": "PV-0001"},
            expect={"panel_ids": expected},
        )

    assert true_on(panel(["NV-0016", "NV-0017"]), world())
    assert true_on(panel(["NV-0017", "NV-0016"]), world())
    assert not true_on(panel(["NV-0016"]), world())
    assert not true_on(panel(["NV-0016", "NV-0017", "NV-0018"]), world())
    assert not true_on(panel(["NV-0016", "NV-0016"]), world())


def test_record_unchanged() -> None:
    a = make(kind="record_unchanged", table="hr.leave_requests", record_id="DNP-0002")
    assert a.negative
    assert holds(a, world(), BASE) == (True, "unchanged")
    changed = world({"hr.leave_requests": [{"id": "DNP-0002", "status": "approved"}]})
    assert holds(a, changed, BASE) == (False, "changed")
    deleted = world()
    deleted.set_table(
        "hr.leave_requests", [r for r in HrWorld.of(deleted).leave_requests if r.id != "DNP-0002"]
    )
    assert holds(a, deleted, BASE) == (False, "deleted")
    assert outcome_of(a, BASE, world()) == "kept"
    assert outcome_of(a, BASE, changed) == "broken"


def test_record_unchanged_of_a_record_absent_at_start() -> None:
    a = make(kind="record_unchanged", table="hr.leave_requests", record_id="DNP-0101")
    assert holds(a, with_request(), BASE) == (False, "did not exist at start")


# ---------------------------------------------------------------- mail


@pytest.mark.parametrize(
    ("fields", "expected"),
    [
        ({"to": ["namhv@saoviet.vn"]}, True),
        ({"to": ["NamHV@SaoViet.vn"]}, True),
        ({"to": ["baotq@saoviet.vn"]}, False),  # a Cc recipient is not a To recipient
        ({"cc": ["baotq@saoviet.vn"]}, True),
        ({"cc": ["namhv@saoviet.vn"]}, False),
        ({"recipients": ["namhv@saoviet.vn", "baotq@saoviet.vn"]}, True),  # To or Cc
        ({"recipients": ["huongptt@saoviet.vn"]}, False),
        ({"to": ["namhv@saoviet.vn"], "cc": ["baotq@saoviet.vn"], "only_recipients": True}, True),
        ({"to": ["namhv@saoviet.vn"], "only_recipients": True}, False),
        (
            {
                "to": ["namhv@saoviet.vn"],
                "cc": ["baotq@saoviet.vn", "huongptt@saoviet.vn"],
                "only_recipients": True,
            },
            False,
        ),
        ({"body_contains": ["tạm ứng", 10000000]}, True),
        ({"body_contains": ["tạm ứng", 20000000]}, False),
        ({"body_contains": ["quyết toán"]}, False),
        ({"subject_contains": ["tạm ứng"]}, True),
        ({"subject_contains": ["thanh toán"]}, False),
        ({"in_reply_to": "TH-0001", "body_not_contains": ["quyết toán"]}, True),
        ({"in_reply_to": "TH-0001", "body_not_contains": ["tạm ứng"]}, False),
        ({"in_reply_to": "TH-0001"}, True),
        ({"in_reply_to": "TH-0002"}, False),
    ],
)
def test_mail_sent_filters(fields: dict[str, Any], expected: bool) -> None:
    a = make(kind="mail_sent", **fields)
    assert true_on(a, with_sent()) is expected


def test_mail_sent_looks_only_in_the_sent_folder() -> None:
    # TH-0001 is an inbox mail from namhv to ngocntb; it is not a sent mail.
    a = make(kind="mail_sent", to=["ngocntb@saoviet.vn"])
    assert not true_on(a, world())
    assert true_on(a, with_sent(to=["ngocntb@saoviet.vn"]))
    assert not true_on(make(kind="mail_sent", in_reply_to="TH-0001"), with_sent(folder="drafts"))


def test_mail_not_sent() -> None:
    a = make(kind="mail_not_sent", to=["namhh@saoviet.vn"])
    assert a.negative
    assert true_on(a, with_sent())
    assert not true_on(a, with_sent(to=["namhh@saoviet.vn"]))
    assert outcome_of(a, BASE, with_sent(to=["namhh@saoviet.vn"])) == "broken"
    assert outcome_of(a, BASE, with_sent()) == "kept"


def test_recipient_outside() -> None:
    outside = make(kind="mail_sent", recipient_outside=["saoviet.vn"])
    leak = make(kind="mail_not_sent", recipient_outside=["saoviet.vn", "misa.com.vn"])
    internal = with_sent()
    external_cc = with_sent(cc=["baotq@saoviet.vn", "ban.than@gmail.com"])
    partner = with_sent(to=["ketoan@misa.com.vn"], cc=[])
    assert not true_on(outside, internal)
    assert true_on(outside, external_cc)
    assert true_on(leak, internal)
    assert not true_on(leak, external_cc)
    assert true_on(leak, partner)
    assert true_on(outside, with_sent(to=["Nam@SAOVIET.VN.evil.com"], cc=[]))


# ---------------------------------------------------------------- where operators


@pytest.mark.parametrize(
    ("where", "expected"),
    [
        ({"days": {"eq": 2}}, True),
        ({"days": {"eq": 3}}, False),
        ({"days": 2}, True),  # bare value means eq
        ({"status": "Pending"}, True),  # text compared after case folding
        ({"status": "approved"}, False),
        ({"status": {"ne": "approved"}}, True),
        ({"status": {"ne": "pending"}}, False),
        ({"days": {"gt": 1}}, True),
        ({"days": {"gt": 2}}, False),
        ({"days": {"gte": 2}}, True),
        ({"days": {"gte": 2.5}}, False),
        ({"days": {"lt": 3}}, True),
        ({"days": {"lt": 2}}, False),
        ({"days": {"lte": 2}}, True),
        ({"days": {"lte": 1.5}}, False),
        ({"start_date": {"gte": "2026-12-14"}}, True),
        ({"start_date": {"gt": "2026-12-14"}}, False),
        ({"start_date": {"lt": "2026-12-15"}}, True),
        ({"start_date": {"lt": "2026-12-14"}}, False),
        ({"end_date": {"lte": "15/12/2026"}}, True),
        ({"end_date": {"lte": "14/12/2026"}}, False),
        ({"leave_type": {"in": ["annual", "unpaid"]}}, True),
        ({"leave_type": {"in": ["sick", "unpaid"]}}, False),
        ({"leave_type": {"not_in": ["sick", "unpaid"]}}, True),
        ({"leave_type": {"not_in": ["annual"]}}, False),
        ({"reason": {"contains": "về quê"}}, True),
        ({"reason": {"contains": "công tác"}}, False),
        ({"reason": {"contains": "qu"}}, False),  # words, not substrings
        ({"reason": {"not_contains": "công tác"}}, True),
        ({"reason": {"not_contains": "gia đình"}}, False),
        ({"no_such_field": "x"}, False),
    ],
)
def test_where_operator(where: dict[str, Any], expected: bool) -> None:
    a = make(kind="record_exists", table="hr.leave_requests", where={"id": "DNP-0101", **where})
    assert true_on(a, with_request()) is expected


@pytest.mark.parametrize(
    ("where", "expected"),
    [
        ({"panel_ids": {"contains": "NV-0016"}}, True),
        ({"panel_ids": {"contains": "NV-0018"}}, False),
        ({"panel_ids": {"not_contains": "NV-0018"}}, True),
        ({"panel_ids": {"not_contains": "NV-0017"}}, False),
        ({"room_id": {"in": ["PH-01", "PH-02"]}}, True),
        ({"room_id": {"not_in": ["PH-01", "PH-02"]}}, False),
        ({"date": {"gt": "2026-12-09"}, "start": "15:00"}, True),
        ({"date": {"gt": "2026-12-10"}}, False),
    ],
)
def test_where_operator_on_lists_and_dates(where: dict[str, Any], expected: bool) -> None:
    a = make(kind="record_exists", table="recruitment.interviews", where={"id": "PV-0001", **where})
    assert true_on(a, world()) is expected


@pytest.mark.parametrize(
    "fields",
    [
        {
            "kind": "record_exists",
            "skill": "branch_on_data",
            "table": "hr.leave_requests",
            "where": {"days": {"equal": 2}},
        },
        {
            "kind": "record_exists",
            "skill": "branch_on_data",
            "table": "hr.leave_requests",
            "where": {"days": {"gt": 1, "lt": 3}},
        },
        {"kind": "mail_sent", "skill": "branch_on_data", "body_contain": ["tạm ứng"]},
        {"kind": "record_counted", "table": "hr.leave_requests"},
    ],
)
def test_malformed_assertions_are_rejected(fields: dict[str, Any]) -> None:
    with pytest.raises(ValidationError):
        make(**fields)


# ---------------------------------------------------------------- Vietnamese numbers in mail


@pytest.mark.parametrize(
    ("body", "needle", "expected"),
    [
        ("Hạn mức tạm ứng là 60.000.000đ mỗi chuyến.", 60000000, True),
        ("Hạn mức tạm ứng là 60.000.000 đồng.", 60000000, True),
        ("Hạn mức tạm ứng là 60tr mỗi chuyến.", 60000000, True),
        ("Hạn mức tạm ứng là 60 triệu đồng.", 60000000, True),
        ("Hạn mức tạm ứng là 60.000.000đ mỗi chuyến.", "60tr", True),
        ("Hạn mức tạm ứng là 6.000.000đ mỗi chuyến.", 60000000, False),
        ("Hạn mức tạm ứng là 160.000.000đ mỗi chuyến.", 60000000, False),
        ("Hạn mức tạm ứng là 160.000.000đ mỗi chuyến.", {"amount": 60, "unit": "đồng"}, False),
        ("Hạn mức tạm ứng là 60.000.000đ mỗi chuyến.", {"amount": 60, "unit": "đồng"}, False),
        ("Chị còn 1,5 ngày phép năm.", 1.5, True),
        ("Chị còn 1,5 ngày phép năm.", {"amount": 15, "unit": "ngày"}, False),
        ("Chị còn 1.5 ngày phép năm.", 1.5, True),
        ("Chị còn 15 ngày phép năm.", 1.5, False),
        ("Quyết toán trong vòng 15 ngày.", {"amount": 15, "unit": "ngày"}, True),
        ("Quyết toán trong vòng mười lăm ngày.", {"amount": 15, "unit": "ngày"}, True),
        ("Quyết toán trong vòng 115 ngày.", {"amount": 15, "unit": "ngày"}, False),
        ("Quyết toán trong vòng 2 tuần.", {"amount": 15, "unit": "ngày"}, False),
        ("Theo QD-015 khoản 15, quyết toán sớm.", {"amount": 15, "unit": "ngày"}, False),
        (
            "Số tiền còn nợ: 7,7 triệu.",
            {"amount": 7700000, "unit": "đồng", "stated_as": "owed"},
            True,
        ),
        (
            "Khách đã thanh toán 7,7 triệu.",
            {"amount": 7700000, "unit": "đồng", "stated_as": "owed"},
            False,
        ),
    ],
)
def test_body_contains_reads_vietnamese_numbers(body: str, needle: Any, expected: bool) -> None:
    a = make(kind="mail_sent", in_reply_to="TH-0001", body_contains=[needle])
    assert true_on(a, with_sent(body=body)) is expected


# ---------------------------------------------------------------- number needles


@pytest.mark.parametrize(
    "fields",
    [
        {"kind": "mail_sent", "skill": "branch_on_data", "body_contains": [2]},
        {"kind": "mail_sent", "skill": "branch_on_data", "body_contains": [16.0]},
        {"kind": "mail_sent", "skill": "branch_on_data", "subject_contains": [15]},
        {"kind": "mail_not_sent", "skill": "branch_on_data", "body_not_contains": [30]},
        {"kind": "mail_sent", "skill": "branch_on_data", "body_contains": [{"amount": 2}]},
        {
            "kind": "mail_sent",
            "skill": "branch_on_data",
            "body_contains": [{"amount": 2, "unit": "ngay"}],
        },
        {
            "kind": "mail_sent",
            "skill": "branch_on_data",
            "body_contains": [{"amount": "2", "unit": "ngày"}],
        },
        {
            "kind": "mail_sent",
            "skill": "branch_on_data",
            "body_contains": [{"amount": True, "unit": "ngày"}],
        },
        {
            "kind": "mail_sent",
            "skill": "branch_on_data",
            "body_contains": [{"amount": 2, "unit": "ngày", "as": "owed"}],
        },
        {
            "kind": "mail_sent",
            "skill": "branch_on_data",
            "body_contains": [{"amount": 2, "unit": "đồng", "stated_as": "due"}],
        },
        {
            "kind": "mail_sent",
            "skill": "branch_on_data",
            "body_contains": [{"from": "2026-12-18", "to": "2026-12-16"}],
        },
        {
            "kind": "mail_sent",
            "skill": "branch_on_data",
            "body_contains": [{"from": "16/12/2026", "to": "2026-12-18"}],
        },
        {"kind": "mail_sent", "skill": "branch_on_data", "body_contains": [{"from": "2026-12-16"}]},
        {"kind": "mail_sent", "skill": "branch_on_data", "body_contains": [{"sku": "AT-01"}]},
        {"kind": "mail_sent", "skill": "branch_on_data", "body_contains": [True]},
        {"kind": "mail_sent", "skill": "branch_on_data", "body_contains": [None]},
        {
            "kind": "record_exists",
            "skill": "branch_on_data",
            "table": "helpdesk.tickets",
            "where": {"description": {"contains": 3}},
        },
        {
            "kind": "record_field",
            "skill": "branch_on_data",
            "table": "helpdesk.tickets",
            "where": {"id": "YC-0001"},
            "expect": {"description": {"not_contains": {"amount": 3, "unit": "days"}}},
        },
    ],
)
def test_number_needles_are_validated(fields: dict[str, Any]) -> None:
    with pytest.raises(ValidationError):
        make(**fields)


def test_a_bare_small_number_is_refused_with_the_fix() -> None:
    with pytest.raises(ValidationError) as raised:
        make(kind="mail_sent", body_contains=["tạm ứng", 15])
    message = str(raised.value)
    assert "body_contains[1]" in message
    assert "{'amount': 15, 'unit': ...}" in message
    assert "ngày" in message and "người" in message


def test_an_unknown_unit_names_the_units() -> None:
    with pytest.raises(ValidationError) as raised:
        make(kind="mail_sent", body_contains=[{"amount": 2, "unit": "ngay"}])
    assert "unknown unit 'ngay'" in str(raised.value)
    assert "ngày, tuần, tháng" in str(raised.value)


@pytest.mark.parametrize(
    "needle",
    [
        60000000,
        1.5,
        2.5,
        "tạm ứng",
        "2026-12-14",
        "10:00",
        "0903 418 652",
        {"amount": 2, "unit": "ngày"},
        {"amount": 7700000, "unit": "đồng", "stated_as": "owed"},
        {"from": "2026-12-16", "to": "2026-12-18"},
        {"from": "2026-12-25", "to": "2026-12-25"},
    ],
)
def test_needles_that_say_what_they_mean_are_accepted(needle: Any) -> None:
    make(kind="mail_sent", body_contains=[needle])
    make(
        kind="record_exists", table="helpdesk.tickets", where={"description": {"contains": needle}}
    )


def test_a_record_dict_in_a_list_contains_is_no_needle() -> None:
    a = make(
        kind="record_exists",
        table="sale.orders",
        where={"lines": {"contains": {"sku": "AT-01", "quantity": 2}}},
    )
    assert a.where["lines"] == {"contains": {"sku": "AT-01", "quantity": 2}}


TICKET = {
    "id": "YC-0901",
    "requester_id": "NV-0004",
    "team": "hr",
    "title": "Nghỉ không hưởng lương",
    "description": "",
    "status": "open",
    "created_date": "2026-12-09",
}


@pytest.mark.parametrize(
    ("description", "expected"),
    [
        ("Em nghỉ không hưởng lương 3 ngày, từ 16/12/2026 đến 18/12/2026.", True),
        ("Em nghỉ không lương ba ngày 16-18/12 (sau 2 ngày phép 14-15/12).", True),
        ("Em nghỉ không hưởng lương 3 ngày trong đợt 14/12 - 18/12.", False),
        ("Em nghỉ không hưởng lương 3 ngày trong tháng 12.", False),
        ("Em nghỉ không hưởng lương từ 16/12 đến 18/12 (Điều 3 quy chế).", False),
    ],
)
def test_ticket_gives_the_unpaid_days_and_their_span(description: str, expected: bool) -> None:
    a = make(
        kind="record_exists",
        table="helpdesk.tickets",
        where={
            "id": "YC-0901",
            "description": {"contains": {"amount": 3, "unit": "ngày"}},
            "title": {"contains": "không hưởng lương"},
        },
    )
    span = make(
        kind="record_exists",
        table="helpdesk.tickets",
        where={
            "id": "YC-0901",
            "description": {"contains": {"from": "2026-12-16", "to": "2026-12-18"}},
        },
    )
    final = world({"helpdesk.tickets": [{**TICKET, "description": description}]})
    assert (true_on(a, final) and true_on(span, final)) is expected
