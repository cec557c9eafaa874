"""Tests for `avabench validate`: every check catches its mistake, names the task and the fix.

Each test deep-copies a real task, makes exactly one mistake, and runs it through the same path
`avabench validate` uses (`check_all`), so a check that is lost or silently weakened fails here.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

import pytest

from ava_inspect import cli
from ava_inspect.harness import checks
from ava_inspect.harness.checks import check_all
from ava_inspect.harness.discovery import RawTask, discover, parse
from ava_inspect.harness.problems import Problem
from ava_inspect.harness.worlds import initial_world
from ava_inspect.noise.inject import add_noise, safe_tables
from ava_inspect.schema.assertions import tables_touched
from ava_inspect.schema.evaluation import holds
from ava_inspect.tasks.hr.leave_split_unpaid import TASK as LEAVE_TASK

TASK_ID = LEAVE_TASK["id"]
SHIPPED_TASKS = 10

LEAVE_REQUEST = {
    "id": "DNP-0900",
    "employee_id": "NV-0004",
    "leave_type": "annual",
    "start_date": "2026-11-02",
    "end_date": "2026-11-03",
    "days": 2,
    "reason": "Khám sức khoẻ",
}
"""A valid seeded leave request that leaves the task's assertions untouched."""


def leave_task(mutate: Callable[[dict[str, Any]], object] | None = None) -> dict[str, Any]:
    """A deep copy of the real leave task, with a valid seed, after `mutate` (if given)."""
    task = copy.deepcopy(LEAVE_TASK)
    task["seed"] = {"hr.leave_requests": [dict(LEAVE_REQUEST)]}
    if mutate is not None:
        mutate(task)
    return task


def raw(task: dict[str, Any], folder: str | None = None, slug: str = "probe") -> RawTask:
    folder = folder or str(task["domain"])
    return RawTask(f"ava_inspect.tasks.{folder}.{slug}", folder, task)


def validate(*raws: RawTask) -> list[Problem]:
    """The problems `avabench validate` reports for exactly these raw tasks."""
    _, problems = check_all(list(raws))
    return problems


def assert_reported(problems: list[Problem], *fragments: str, task_id: str = TASK_ID) -> None:
    """Some problem is reported, every one names the task, and one message has every fragment."""
    shown = "\n".join(str(p) for p in problems)
    assert problems, "expected a problem, validation passed"
    assert all(p.task == task_id for p in problems), f"a problem does not name {task_id}:\n{shown}"
    assert any(all(f in p.message for f in fragments) for p in problems), (
        f"no message contains all of {fragments}:\n{shown}"
    )


def seed_record(task: dict[str, Any]) -> dict[str, Any]:
    record: dict[str, Any] = task["seed"]["hr.leave_requests"][0]
    return record


# --- the baseline ---------------------------------------------------------------------------


def test_the_unbroken_copy_is_valid() -> None:
    """Every test below differs from this task by one mistake; this proves the mistake matters."""
    defs, problems = check_all([raw(leave_task())])
    assert problems == []
    assert list(defs) == [TASK_ID]


# --- one test per check ---------------------------------------------------------------------


def test_unregistered_tool_in_oracle() -> None:
    def mutate(t: dict[str, Any]) -> None:
        t["oracle"][0]["tool"] = "amis_hrm_get_curent_user"

    assert_reported(
        validate(raw(leave_task(mutate))),
        "oracle call 1",
        "'amis_hrm_get_curent_user' is not registered",
        "did you mean 'amis_hrm_get_current_user'",
    )


def test_unregistered_tool_in_anti_oracle() -> None:
    def mutate(t: dict[str, Any]) -> None:
        t["anti_oracles"][1]["calls"][1]["tool"] = "amis_hrm_get_leave_balanse"

    assert_reported(
        validate(raw(leave_task(mutate))),
        "anti-oracle 'refuse_short_balance' call 2",
        "'amis_hrm_get_leave_balanse' is not registered",
        "did you mean 'amis_hrm_get_leave_balance'",
    )


def test_a_scripted_user_waiting_for_a_tool_the_agent_lacks() -> None:
    """A user turn or fact that waits for a mistyped tool would never fire: refused, with the
    tool meant."""
    from ava_inspect.tasks.sale.chat_sister_second_order import TASK as CHAT

    task = copy.deepcopy(CHAT)
    task["user"]["turns"][0]["when"]["after_tool"] = "confrim_order"
    task["user"]["facts"][4]["after_tool"] = "amis_hrm_create_leave_request"
    problems = validate(raw(task))
    assert_reported(
        problems,
        "turn 1 waits for tool 'confrim_order'",
        "did you mean 'confirm_order'",
        task_id=CHAT["id"],
    )
    assert_reported(
        problems,
        "fact 'confirm' waits for tool 'amis_hrm_create_leave_request'",
        "the sale agent does not have",
        task_id=CHAT["id"],
    )


def test_assertion_on_unknown_table() -> None:
    def mutate(t: dict[str, Any]) -> None:
        t["assertions"][0]["table"] = "hr.leave_request"

    assert_reported(
        validate(raw(leave_task(mutate))),
        "assertion 'annual_request'",
        "unknown table 'hr.leave_request'",
        "did you mean 'hr.leave_requests'",
    )


def test_wrongly_typed_seed_value() -> None:
    def mutate(t: dict[str, Any]) -> None:
        seed_record(t)["days"] = "2"

    assert_reported(
        validate(raw(leave_task(mutate))),
        "hr.leave_requests[DNP-0900]",
        "'days'",
        "'2'",
        "without quotes",
    )


def test_unknown_field_in_seeded_record() -> None:
    def mutate(t: dict[str, Any]) -> None:
        seed_record(t)["dayz"] = seed_record(t).pop("days")

    assert_reported(
        validate(raw(leave_task(mutate))),
        "hr.leave_requests[DNP-0900]",
        "unknown field 'dayz'",
        "did you mean 'days'",
    )


def test_seeded_mail_sent_after_the_worlds_now() -> None:
    def mutate(t: dict[str, Any]) -> None:
        t["seed"]["mail.messages"] = [
            {
                "id": "TH-0900",
                "folder": "inbox",
                "sender": "anhvd@saoviet.vn",
                "to": ["hant@saoviet.vn"],
                "subject": "Lịch họp chiều nay",
                "body": "Chiều nay họp lúc 14:00 nhé.",
                "sent_at": "2026-12-09T10:50",
            }
        ]

    assert_reported(
        validate(raw(leave_task(mutate))),
        "mail.messages[TH-0900]",
        "'2026-12-09T10:50' is after the world's now (2026-12-09T10:00",
    )


def test_seed_on_unknown_table() -> None:
    def mutate(t: dict[str, Any]) -> None:
        t["seed"] = {"hr.leave_request": t["seed"]["hr.leave_requests"]}

    assert_reported(
        validate(raw(leave_task(mutate))),
        "unknown table 'hr.leave_request'",
        "did you mean 'hr.leave_requests'",
    )


def test_task_satisfied_on_its_initial_state() -> None:
    """The seed already holds the work the agent must do, so nothing is left to change."""
    done = [
        {**LEAVE_REQUEST, "id": "DNP-0901", "start_date": "2026-12-14", "end_date": "2026-12-15"},
        {
            **LEAVE_REQUEST,
            "id": "DNP-0902",
            "leave_type": "unpaid",
            "start_date": "2026-12-16",
            "end_date": "2026-12-18",
            "days": 3,
        },
    ]
    ticket = {
        "id": "YC-0900",
        "requester_id": "NV-0004",
        "team": "hr",
        "title": "Nghỉ không hưởng lương",
        "description": "3 ngày nghỉ không hưởng lương, từ 16/12 đến 18/12/2026",
        "created_date": "2026-12-01",
    }

    def mutate(t: dict[str, Any]) -> None:
        t["seed"] = {"hr.leave_requests": done, "helpdesk.tickets": [ticket]}

    assert_reported(
        validate(raw(leave_task(mutate))),
        "already true on the initial world",
        "add an assertion on what the agent must change",
    )


def test_negative_count_false_on_the_initial_world() -> None:
    """'Exactly two requests' marked negative: false at the start, it could never be broken."""

    def mutate(t: dict[str, Any]) -> None:
        t["assertions"].append(
            {
                "id": "two_requests",
                "kind": "record_count",
                "skill": "forbid_overreach",
                "table": "hr.leave_requests",
                "negative": True,
                "where": {"employee_id": "NV-0004", "start_date": {"gte": "2026-12-14"}},
                "count": 2,
                "note": "Lan has exactly two leave requests from 14/12 on",
            }
        )

    assert_reported(
        validate(raw(leave_task(mutate))),
        "assertion 'two_requests' is a 'must not' (negative) but is false on the initial world",
        "(0 matching)",
        "write max: 2 instead of count: 2",
        "set negative: false",
    )


def test_record_not_exists_matching_at_start_is_refused_unless_it_is_a_requirement() -> None:
    """A record_not_exists is a 'must not' by default; one that matches the seed must say that
    the agent is to remove the record (negative: false)."""
    gone = {
        "id": "seeded_request_gone",
        "kind": "record_not_exists",
        "skill": "branch_on_data",
        "table": "hr.leave_requests",
        "where": {"id": "DNP-0900", "status": "pending"},
        "note": "the seeded pending request DNP-0900 is gone",
    }

    def mutate(t: dict[str, Any]) -> None:
        t["assertions"].append(dict(gone))

    assert_reported(
        validate(raw(leave_task(mutate))),
        "assertion 'seeded_request_gone' is a 'must not' (negative)",
        "(1 matching)",
        "narrow its filter",
    )

    def as_requirement(t: dict[str, Any]) -> None:
        t["assertions"].append({**gone, "negative": False})

    assert validate(raw(leave_task(as_requirement))) == []


def test_every_shipped_negative_holds_at_the_start_at_any_noise() -> None:
    """Why the check runs at noise 0 only: noise never enters a table an assertion reads, so every
    assertion is as true at the start of a noisy world as of the plain one."""
    defs, _ = check_all()
    for task in defs.values():
        assert not set(safe_tables(task)) & tables_touched(task.assertions), task.id
    for task_id in ("hr.client_meeting_memory_room", "mail.reply_refund_amount_vinh"):
        task = defs[task_id]
        plain = initial_world(task)
        noisy, _ = add_noise(plain, task, 8)
        for a in task.assertions:
            assert holds(a, noisy, noisy)[0] == holds(a, plain, plain)[0], (task_id, a.id)
            if a.negative:
                assert holds(a, noisy, noisy)[0], (task_id, a.id)


def test_mistyped_assertion_key() -> None:
    def mutate(t: dict[str, Any]) -> None:
        t["assertions"].append(
            {
                "id": "told_hr",
                "kind": "mail_sent",
                "skill": "regulation_before_action",
                "body_contain": ["nghỉ không hưởng lương"],
            }
        )

    assert_reported(
        validate(raw(leave_task(mutate))),
        f"assertions[{len(LEAVE_TASK['assertions'])}]",
        "unknown key 'body_contain'",
        "did you mean 'body_contains'",
    )


def test_an_assertion_without_a_skill_is_refused() -> None:
    def mutate(t: dict[str, Any]) -> None:
        del t["assertions"][1]["skill"]

    assert_reported(
        validate(raw(leave_task(mutate))),
        "assertions[1]",
        "required key is missing: name the skill the assertion tests, one of "
        "regulation_before_action, branch_on_data",
        "hold_conversation (docs/writing-tasks.md, 'Skills')",
    )


def test_an_unknown_skill_is_refused_with_the_nearest() -> None:
    def mutate(t: dict[str, Any]) -> None:
        t["assertions"][0]["skill"] = "branch_on_datas"

    assert_reported(
        validate(raw(leave_task(mutate))),
        "assertions[0]",
        "unknown skill 'branch_on_datas'; did you mean 'branch_on_data'?",
    )


def test_where_field_not_in_table_schema() -> None:
    def mutate(t: dict[str, Any]) -> None:
        where = t["assertions"][0]["where"]
        where["employe_id"] = where.pop("employee_id")

    assert_reported(
        validate(raw(leave_task(mutate))),
        "assertion 'annual_request'",
        "field 'employe_id' is not in hr.leave_requests",
        "did you mean 'employee_id'",
    )


def test_expect_field_not_in_table_schema() -> None:
    def mutate(t: dict[str, Any]) -> None:
        a = t["assertions"][0]
        a["kind"] = "record_field"
        a["expect"] = {"leave_kind": "annual"}

    assert_reported(
        validate(raw(leave_task(mutate))),
        "assertion 'annual_request'",
        "field 'leave_kind' is not in hr.leave_requests",
        "did you mean 'leave_type'",
    )


def test_unknown_operator() -> None:
    def mutate(t: dict[str, Any]) -> None:
        t["assertions"][0]["where"]["days"] = {"equal": 2}

    assert_reported(
        validate(raw(leave_task(mutate))),
        "assertions[0]",
        "days: unknown operator 'equal'",
        "use one of eq,",
    )


def test_duplicate_task_ids() -> None:
    problems = validate(
        raw(leave_task(), slug="leave_split_unpaid"), raw(leave_task(), slug="leave_copy")
    )
    assert_reported(
        problems,
        "2 task modules use this id",
        "ava_inspect.tasks.hr.leave_split_unpaid",
        "ava_inspect.tasks.hr.leave_copy",
        "rename",
    )


def test_broken_reference_in_seed() -> None:
    def mutate(t: dict[str, Any]) -> None:
        seed_record(t)["employee_id"] = "NV-9999"

    assert_reported(
        validate(raw(leave_task(mutate))),
        "hr.leave_requests[DNP-0900].employee_id = 'NV-9999' names no record in hr.employees",
        "seed that record",
    )


def test_assertion_on_fixed_lookup_table() -> None:
    def mutate(t: dict[str, Any]) -> None:
        t["assertions"].append(
            {
                "id": "room",
                "kind": "record_exists",
                "skill": "branch_on_data",
                "table": "calendar.rooms",
                "where": {},
            }
        )

    assert_reported(
        validate(raw(leave_task(mutate))),
        "assertion 'room'",
        "'calendar.rooms' is a fixed lookup table",
        "assert on the records the agent creates or changes instead",
    )


def test_anti_oracle_breaks_unknown_assertion_id() -> None:
    def mutate(t: dict[str, Any]) -> None:
        t["anti_oracles"][0]["breaks"].append("annual_requets")

    assert_reported(
        validate(raw(leave_task(mutate))),
        "anti-oracle 'one_annual_request'",
        "unknown assertion ids ['annual_requets']",
        "assertion ids are ['annual_request'",
    )


def test_hard_task_with_fewer_than_three_hops() -> None:
    def mutate(t: dict[str, Any]) -> None:
        t["hops"] = t["hops"][:2]

    assert_reported(validate(raw(leave_task(mutate))), "hard task", "three hops", "'hops'")


def test_hard_task_without_anti_oracle() -> None:
    def mutate(t: dict[str, Any]) -> None:
        t["anti_oracles"] = []

    assert_reported(validate(raw(leave_task(mutate))), "hard task", "at least one anti-oracle")


def test_unknown_assertion_kind() -> None:
    def mutate(t: dict[str, Any]) -> None:
        t["assertions"][0]["kind"] = "record_exist"

    assert_reported(
        validate(raw(leave_task(mutate))),
        "assertions[0]",
        "unknown assertion kind 'record_exist'",
        "did you mean 'record_exists'",
    )


def test_tool_argument_the_tool_does_not_have() -> None:
    def mutate(t: dict[str, Any]) -> None:
        args = t["oracle"][1]["args"]
        args["employe_id"] = args.pop("employee_id")

    assert_reported(
        validate(raw(leave_task(mutate))),
        "oracle call 2",
        "amis_hrm_get_leave_balance has no parameter 'employe_id'",
        "did you mean 'employee_id'",
    )


def test_requester_is_not_an_employee() -> None:
    def mutate(t: dict[str, Any]) -> None:
        t["requester_id"] = "NV-9999"

    assert_reported(
        validate(raw(leave_task(mutate))),
        "requester_id 'NV-9999' is not an employee id",
        "hr.employees",
    )


def test_domain_does_not_match_folder() -> None:
    assert_reported(
        validate(raw(leave_task(), folder="crm")),
        "lives in the 'crm' folder but says domain 'hr'",
        "move the file or fix the domain",
    )


# --- the shipped task set and the command ---------------------------------------------------


def test_every_shipped_task_validates() -> None:
    raws, discovery_problems = discover()
    assert discovery_problems == []
    defs, problems = check_all()
    assert [str(p) for p in problems] == []
    assert len(defs) == len(raws) >= SHIPPED_TASKS


def test_validate_command_passes_on_shipped_tasks(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["validate"]) == 0
    out = capsys.readouterr().out
    assert "✗" not in out
    assert f"✓ {len(check_all()[0])} tasks valid" in out


def test_validate_command_fails_on_a_broken_task(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def mutate(t: dict[str, Any]) -> None:
        t["oracle"][0]["tool"] = "amis_hrm_get_curent_user"

    broken = raw(leave_task(mutate))
    monkeypatch.setattr(checks, "discover", lambda: ([broken], []))
    assert cli.main(["validate"]) == 1
    out = capsys.readouterr().out
    assert f"✗ {TASK_ID}: oracle call 1: tool 'amis_hrm_get_curent_user' is not registered" in out
    assert "✓" not in out


def test_an_expert_task_must_be_hard_by_scale() -> None:
    """The leave task (a hard one) relabelled expert falls short of every scale rule, each named."""
    task = leave_task(lambda t: t.update(tier="expert", anti_oracles=t["anti_oracles"][:2]))
    problems = validate(raw(task))
    assert_reported(problems, "expert task needs at least 6 reads")
    assert_reported(problems, "at least 10 writes")
    assert_reported(problems, "at least 8 assertions on what the end state must hold")
    assert_reported(problems, "at least 3 anti-oracles")


def test_an_expert_task_with_enough_scale_passes_the_scale_rules() -> None:
    calls = LEAVE_TASK["oracle"]
    reads = [c for c in calls if c["tool"] in ("amis_hrm_get_current_user", "document_qa")]
    task = leave_task(lambda t: t.update(tier="expert"))
    task["oracle"] = reads * 3 + [c for c in calls if c not in reads]
    writes = [c for c in task["oracle"] if c not in reads]
    task["oracle"] += writes * 4  # scale only: duplicates are a grading matter, not this rule
    base = task["assertions"]
    task["assertions"] = base + [
        {**a, "id": f"{a['id']}_{i}"} for i in range(2) for a in base if not a.get("negative")
    ]
    task["anti_oracles"] = task["anti_oracles"][:3]
    messages = [str(p) for p in checks.check_task(parse(raw(task))[0])]  # type: ignore[arg-type]
    assert not [m for m in messages if "an expert task needs" in m], messages
