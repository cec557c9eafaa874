"""The score explanation: what a failed assertion asked for and its nearest miss, on real worlds.

The worlds are the end states of the tasks' own anti-oracles (each one's calls played through the
real tools on the task's initial world), so every failed assertion below failed for a known
reason, and its explanation must name the record that reason made and the fields that differ.
"""

from __future__ import annotations

import contextlib
import copy
import json
import math
import re
from functools import cache
from pathlib import Path
from typing import Any

import inspect_ai
import pytest
from inspect_ai.log import EvalLog, read_eval_log, write_eval_log
from inspect_ai.model import ModelOutput, ModelUsage, get_model
from inspect_ai.tool import ToolError
from pydantic import TypeAdapter

from ava_inspect.core.inspect_internals import resolve_scorers
from ava_inspect.core.tools.runtime import CATALOGUE, Session, call_op, typed_args
from ava_inspect.core.world.persist import world_data, world_from_data
from ava_inspect.core.world.tables import merge
from ava_inspect.harness.catalog import definitions, get_definition
from ava_inspect.harness.checks import check_all
from ava_inspect.harness.dataset import to_sample
from ava_inspect.harness.discovery import RawTask
from ava_inspect.harness.sample_info import INITIAL_WORLD_KEY, initial_world_data
from ava_inspect.harness.worlds import initial_world
from ava_inspect.schema.assertions import (
    Assertion,
    ConversationAssertion,
    MailNotSent,
    MailSent,
    TableAssertion,
)
from ava_inspect.schema.evaluation import holds, mail_matches, matching, sent_mails
from ava_inspect.schema.task import TaskDefinition
from ava_inspect.scorers.collateral import Collateral
from ava_inspect.scorers.diff import RecordChange, world_changes
from ava_inspect.scorers.explanation import explain, md, why_false
from ava_inspect.scorers.grading import grade
from ava_inspect.scorers.nearest import (
    mail_candidates,
    mail_conditions,
    matching_records,
    nearest_record,
    origins,
)
from ava_inspect.scorers.validity import error_summary
from ava_inspect.subsystems import base_company
from ava_inspect.suite import ava_task
from ava_inspect.tasks.hr.leave_split_unpaid import TASK as LEAVE_TASK

ASSERTION: TypeAdapter[Any] = TypeAdapter(Assertion)


# ---------------------------------------------------------------- real graded worlds


class Played:
    """A task's anti-oracle played on its initial world: both worlds, the agent's changes, and
    the explanation lines of one assertion."""

    def __init__(self, task: TaskDefinition, anti: str) -> None:
        world = initial_world(task)
        rows = world_data(world)
        self.task = task
        self.initial = world_from_data(rows)
        session = Session(world=world, user_id=task.requester_id)
        for call in task.anti_oracle(anti).tool_calls:
            # a wrong solution may make a call the tool refuses, as a model would
            with contextlib.suppress(ToolError):
                call_op(CATALOGUE[call.tool].op, session, typed_args(call.tool, call.args))
        final_rows = world_data(world)
        self.final = world_from_data(final_rows)
        self.changes: list[RecordChange] = world_changes(rows, final_rows)
        self.found = origins(self.changes)
        self.grade = grade(task.assertions, self.initial, self.final)

    def assertion(self, assertion_id: str) -> Any:
        return next(a for a in self.task.assertions if a.id == assertion_id)

    def outcome(self, assertion_id: str) -> str:
        return next(r.outcome for r in self.grade.results if r.id == assertion_id)

    def lines(self, assertion_id: str) -> list[str]:
        return why_false(self.assertion(assertion_id), self.initial, self.final, self.found)

    def text(self) -> str:
        return explain(
            self.task.assertions,
            self.grade,
            self.initial,
            self.final,
            self.changes,
            Collateral(count=0),
        )


@cache
def played(task_id: str, anti: str) -> Played:
    return Played(get_definition(task_id), anti)


def one_line(lines: list[str], *fragments: str) -> str:
    """The one line holding every fragment."""
    hits = [line for line in lines if all(f in line for f in fragments)]
    assert len(hits) == 1, (fragments, lines)
    return hits[0]


# ---------------------------------------------------------------- each assertion kind


def test_record_exists_names_the_agents_record_and_the_fields_that_differ() -> None:
    """One 5-day annual request instead of 2 + 3: the annual one is 4 of 6 conditions away."""
    p = played("hr.leave_split_unpaid", "one_annual_request")
    assert p.outcome("annual_request") == "failed"
    lines = p.lines("annual_request")
    head = one_line(lines, "nearest miss")
    assert "**DNP-0020** (created by the agent), meets 4 of 6" in head
    misses = [line.strip() for line in lines if line.startswith("  - ") and "meets:" not in line]
    assert misses == [
        "- end_date is 2026-12-18, should be 2026-12-15",
        "- days is 5, should be 2",
    ]
    assert "employee_id NV-0004; leave_type annual; start_date 2026-12-14; status pending" in (
        one_line(lines, "meets:")
    )


def test_nearest_miss_is_deterministic_and_prefers_the_agents_records() -> None:
    """Most conditions met first; on a tie the agent's record before an untouched one, then by
    id; a record meeting every condition is a match, never a miss."""
    base = base_company()
    request = {
        "employee_id": "NV-0004",
        "leave_type": "annual",
        "start_date": "2026-12-14",
        "end_date": "2026-12-15",
        "days": 2.0,
        "reason": "Về quê",
        "status": "pending",
    }
    seeded = merge(
        base,
        {
            "hr.leave_requests": [
                {**request, "id": "DNP-0901", "days": 3.0},
                {**request, "id": "DNP-0902", "end_date": "2026-12-16", "days": 3.0},
                {**request, "id": "DNP-0903", "end_date": "2026-12-16", "days": 3.0},
            ]
        },
    )
    where = [(k, v) for k, v in request.items() if k != "reason"]
    table = "hr.leave_requests"

    def nearest(found: dict[tuple[str, str], str], skip: list[str], conditions: Any = where) -> str:
        near = nearest_record(seeded, table, conditions, found, skip)
        assert near is not None
        return near.candidate.record_id

    made = {(table, "DNP-0903"): "created"}
    # DNP-0901 meets 5 of 6; the others 4 of 6 (end_date and days differ)
    near = nearest_record(seeded, table, where, {})
    assert near is not None and (near.candidate.met, near.candidate.total) == (5, 6)
    assert nearest({}, []) == "DNP-0901"
    assert nearest(made, []) == "DNP-0901"  # the agent's record at 4 of 6 does not beat 5 of 6
    assert nearest(made, ["DNP-0901"]) == "DNP-0903"  # on a tie, the agent's record first
    assert nearest({}, ["DNP-0901"]) == "DNP-0902"  # among untouched ones, the smaller id
    # DNP-0901 meets every condition of this filter: a match, never the nearest miss
    exact = [(k, 3.0 if k == "days" else v) for k, v in where]
    assert nearest({}, [], exact) == "DNP-0902"


def test_record_not_exists_names_the_record_that_broke_it() -> None:
    p = played("hr.leave_split_unpaid", "namesake")
    assert p.outcome("namesake_untouched") == "broken"
    lines = p.lines("namesake_untouched")
    assert lines[0] == "- broken by:"
    assert one_line(lines, "DNP-0020").strip() == (
        "- **DNP-0020** (created by the agent): employee_id is NV-0008, start_date is 2026-12-14"
    )


def test_record_count_too_few_lists_the_matches_and_the_nearest_miss() -> None:
    p = played("recruitment.screen_sales_applicants", "keyword_software")
    lines = p.lines("three_rejected")
    assert lines[0] == "- found: 2 matching, should be exactly 3"
    assert "**UV-0019** (changed by the agent): stage is rejected" in lines[1]
    assert "**UV-0092** (changed by the agent): stage is rejected" in lines[2]
    assert "nearest miss: **UV-0091** (changed by the agent)" in one_line(lines, "nearest miss")
    assert "  - stage is screening, should be rejected" in lines


def test_record_count_too_many_names_the_extra_record_first() -> None:
    p = played("sale.draft_code_change_size", "new_order")
    assert p.outcome("single_order") == "broken"
    lines = p.lines("single_order")
    assert lines[:3] == [
        "- found: 2 matching, should be exactly 1",
        "  - **DH-0051** (created by the agent): phone is 0387640291",
        "  - **DH-0050** (already there, not touched by the agent): phone is 0387640291",
    ]


def test_record_count_of_a_set_that_shrank_names_the_records_that_left_first() -> None:
    """Archiving an inbox mail it should have kept: the mail that left the "rest of the inbox"
    is why the count is short, so it comes first; it accounts for the whole shortfall, so no
    nearest miss is offered (before: an untouched sent mail, outside the inbox)."""
    p = played("mail.archive_answered_mails", "archives_by_sender")
    assert p.outcome("rest_of_inbox_stays") == "broken"
    lines = p.lines("rest_of_inbox_stays")
    assert lines[:4] == [
        "- found: 27 matching, should be exactly 28",
        "- no longer matching (matched at the start): TH-0093",
        "  - **TH-0093** (changed by the agent): folder is archive, should be inbox",
        "- still matching:",
    ]
    assert all("folder is inbox" in line for line in lines[4:10]), lines
    assert not any("nearest miss" in line or "folder is sent" in line for line in lines), lines


def _quote_mails() -> tuple[Any, Assertion]:
    """The base company with a quote in the inbox and one sent with the same subject and body,
    and a count that wants two such quotes in the inbox."""
    mail = {
        "sender": "ngocntb@saoviet.vn",
        "to": ["namhv@saoviet.vn"],
        "subject": "Báo giá phần mềm quý 4",
        "body": "Gửi anh báo giá.",
        "sent_at": "2026-12-08T09:00",
    }
    world = merge(
        base_company(),
        {
            "mail.messages": [
                {**mail, "id": "TH-0901", "folder": "inbox"},
                {**mail, "id": "TH-0902", "folder": "sent"},
            ]
        },
    )
    count = ASSERTION.validate_python(
        {
            "id": "quotes_in_inbox",
            "kind": "record_count",
            "skill": "branch_on_data",
            "table": "mail.messages",
            "where": {
                "folder": "inbox",
                "subject": {"contains": "Báo giá phần mềm quý 4"},
                "body": {"contains": "Gửi anh báo giá"},
            },
            "count": 2,
        }
    )
    return world, count


@pytest.mark.parametrize("origin", ["untouched", "created"])
def test_an_inbox_count_never_offers_a_sent_mail_as_its_nearest_miss(origin: str) -> None:
    """The folder says which set a count is about: a sent mail, left alone or the agent's own,
    is outside it, however well it matches the rest; the nearest miss is an inbox mail."""
    world, count = _quote_mails()
    found = {} if origin == "untouched" else {("mail.messages", "TH-0902"): "created"}
    lines = why_false(count, world, world, found)
    assert lines[0] == "- found: 1 matching, should be exactly 2"
    assert not any("TH-0902" in line for line in lines), lines
    near = one_line(lines, "nearest miss")
    assert "meets 1 of 3" in near  # the sent mail meets 2 of 3
    record = world.get("mail.messages", near.split("**")[1])
    assert record is not None and record.folder == "inbox"


def test_an_untouched_record_of_another_kind_is_no_nearest_miss_but_the_agents_is() -> None:
    """Asking for a draft: a mail sent long ago is of another set, not a near miss; the agent's
    own sent mail is (it sent what it should have drafted)."""
    world, _ = _quote_mails()
    draft = ASSERTION.validate_python(
        {
            "id": "quote_drafted",
            "kind": "record_exists",
            "skill": "branch_on_data",
            "table": "mail.messages",
            "where": {
                "folder": "drafts",
                "subject": {"contains": "Báo giá phần mềm quý 4"},
                "body": {"contains": "Gửi anh báo giá"},
            },
        }
    )
    untouched = why_false(draft, world, world, {})
    assert not any("TH-0902" in line or "TH-0901" in line for line in untouched), untouched
    made = why_false(draft, world, world, {("mail.messages", "TH-0902"): "created"})
    assert "**TH-0902** (created by the agent), meets 2 of 3" in one_line(made, "nearest miss")


def test_record_field_with_one_match_names_the_differing_field() -> None:
    p = played("sale.draft_code_change_size", "confirms_unasked")
    assert p.outcome("still_draft") == "broken"
    assert p.lines("still_draft") == [
        "- the record: **DH-0050** (changed by the agent)",
        "  - status is confirmed, should be draft",
    ]


def test_record_field_without_a_match_gives_the_nearest_record() -> None:
    """The mail was sent instead of drafted: the one condition it misses is its folder."""
    p = played("mail.draft_advance_request_cashier", "sends_it")
    lines = p.lines("draft_content")
    assert lines[0] == "- found: no record matches the filter"
    assert "**TH-0038** (created by the agent), meets 2 of 3" in lines[1]
    assert lines[2].strip() == "- folder is sent, should be drafts"


def test_record_unchanged_lists_each_changed_field() -> None:
    p = played("hr.leave_approve_dept_week", "approve_all_next_week")
    assert p.outcome("sales_namesake_untouched") == "broken"
    lines = p.lines("sales_namesake_untouched")
    assert lines[0] == "- changed by the agent:"
    assert "  - status: pending → approved" in lines


def test_mail_sent_names_the_reply_and_what_its_recipients_lack() -> None:
    """The reply went to Nam cc the wrong manager: to, the folder and in_reply_to are met."""
    p = played("mail.reply_advance_policy", "wrong_manager")
    assert p.outcome("reply_recipients") == "failed"
    lines = p.lines("reply_recipients")
    assert "**TH-0038** (created by the agent), meets 3 of 5" in lines[0]
    assert one_line(lines, "Cc is").strip() == (
        "- Cc is nguyetltm@saoviet.vn, should include baotq@saoviet.vn"
    )
    assert "it also went to nguyetltm@saoviet.vn" in one_line(lines, "should go to exactly")
    met = one_line(lines, "meets:")
    for fragment in ("Sent folder", "To includes namhv@saoviet.vn", "replies to TH-0001"):
        assert fragment in met


def test_mail_not_sent_names_the_mail_that_broke_it() -> None:
    p = played("mail.draft_advance_request_cashier", "sends_it")
    assert p.outcome("not_sent") == "broken"
    lines = p.lines("not_sent")
    assert lines[0] == "- broken by:"
    assert lines[1].startswith("  - **TH-0038** (created by the agent): To tailv@saoviet.vn;")


def test_a_missing_figure_shows_the_figures_the_text_has() -> None:
    p = played("mail.reply_advance_policy", "wrong_limit")
    lines = p.lines("reply_figures")
    assert "  - the body does not mention 10000000 (it mentions 2000000, 5)" in lines


def test_the_explanation_reads_without_tables_or_emoji() -> None:
    text = played("hr.leave_split_unpaid", "one_annual_request").text()
    assert text.startswith("**Not completed**: 0 of 4 counted assertions passed")
    assert "**FAILED** `annual_request`: the 2 remaining annual days, first" in text
    assert "| " not in text
    assert not re.search("[\U0001f300-\U0001faff\u2600-\u27bf]", text)


def test_markdown_in_values_is_escaped() -> None:
    assert md("a *b* [c](d) <i> x|y `z`") == r"a \*b\* \[c\](d) \<i\> x\|y \`z\`"
    assert md("employee_id _x_") == r"employee_id \_x\_"


# ---------------------------------------------------------------- agreement with the grader


@cache
def every_anti_oracle() -> list[Played]:
    return [Played(t, a.name) for t in definitions().values() for a in t.anti_oracles]


@pytest.mark.slow  # drives Inspect or a real process end to end
def test_the_conditions_checked_one_by_one_agree_with_the_grader() -> None:
    """On every anti-oracle's end state: the records meeting each condition of an assertion are
    exactly the records the assertion matches (so a nearest miss is never a match, and the
    fields it names are the ones that failed); every failed or broken assertion is explained (a conversation assertion by the grader's
    own detail, as the conversation is what it reads)."""
    for p in every_anti_oracle():
        for a in p.task.assertions:
            label = f"{p.task.id} {a.id}"
            if isinstance(a, MailSent | MailNotSent):
                conds = mail_conditions(a)
                ranked = mail_candidates(p.final, conds, p.found)
                ours = {c.record_id for c in ranked if c.matches}
                theirs = {m.id for m in sent_mails(p.final) if mail_matches(a, m)}
                assert ours == theirs, label
            elif isinstance(a, TableAssertion):
                conditions = list(a.where.items())
                ours = {c.record_id for c in matching_records(p.final, a.table, conditions, {})}
                theirs = {r.id for r in matching(p.final, a.table, a.where)}
                assert ours == theirs, label
                near = nearest_record(p.final, a.table, conditions, p.found)
                assert near is None or near.candidate.record_id not in theirs, label
        text = p.text()
        for r in p.grade.results:
            if r.ok:
                continue
            label = f"{p.task.id} {r.id}: no explanation"
            if isinstance(p.assertion(r.id), ConversationAssertion):
                # what the agent said is read from the conversation: the grader's detail says it
                assert r.detail and f"found: {md(r.detail)}" in text, label
            else:
                assert p.lines(r.id), label
        assert text


def test_a_passing_assertion_is_not_worked_out() -> None:
    """Only failed and broken assertions get the nearest-miss search."""
    reference = get_definition("hr.leave_split_unpaid")
    world = initial_world(reference)
    rows = world_data(world)
    initial = world_from_data(rows)
    session = Session(world=world, user_id=reference.requester_id)
    for call in reference.oracle_calls:
        call_op(CATALOGUE[call.tool].op, session, typed_args(call.tool, call.args))
    final_rows = world_data(world)
    final = world_from_data(final_rows)
    result = grade(reference.assertions, initial, final)
    text = explain(
        reference.assertions,
        result,
        initial,
        final,
        world_changes(rows, final_rows),
        Collateral(count=0),
    )
    assert text.startswith("**Completed**: 4 of 4")
    assert "nearest miss" not in text and "asked:" not in text


def test_holds_and_the_explanation_agree_on_a_hand_made_mail() -> None:
    """A draft with every right field is a near miss of a mail_sent (it was never sent)."""
    draft = {
        "id": "TH-0901",
        "folder": "drafts",
        "sender": "ngocntb@saoviet.vn",
        "to": ["namhv@saoviet.vn"],
        "subject": "Re: tạm ứng",
        "body": "Tối đa 10.000.000đ.",
        "sent_at": "2026-12-10T09:00",
    }
    final = merge(base_company(), {"mail.messages": [draft]})
    a = ASSERTION.validate_python(
        {
            "id": "a",
            "kind": "mail_sent",
            "skill": "branch_on_data",
            "to": ["namhv@saoviet.vn"],
            "body_contains": [10000000],
        }
    )
    assert holds(a, final, base_company())[0] is False
    found = {("mail.messages", "TH-0901"): "created"}
    lines = why_false(a, base_company(), final, found)
    assert "**TH-0901** (created by the agent), meets 2 of 3" in lines[0]
    assert lines[1].strip() == "- it is in drafts, never sent"


# ---------------------------------------------------------------- every assertion has a note


def _leave_raw(mutate: Any) -> RawTask:
    task = copy.deepcopy(LEAVE_TASK)
    mutate(task)
    return RawTask("ava_inspect.tasks.hr.probe", "hr", task)


def test_every_shipped_assertion_has_a_one_line_note() -> None:
    for task in definitions().values():
        for a in task.assertions:
            assert a.note.strip() and "\n" not in a.note, f"{task.id} {a.id}"


@pytest.mark.parametrize("note", [None, "", "   "])
def test_validate_requires_a_note(note: str | None) -> None:
    def drop(task: dict[str, Any]) -> None:
        if note is None:
            del task["assertions"][0]["note"]
        else:
            task["assertions"][0]["note"] = note

    _, problems = check_all([_leave_raw(drop)])
    assert [p.task for p in problems] == ["hr.leave_split_unpaid"]
    assert "assertion 'annual_request': has no note" in problems[0].message
    assert '"note"' in problems[0].message  # names the fix


def test_validate_rejects_a_note_of_several_lines() -> None:
    def split(task: dict[str, Any]) -> None:
        task["assertions"][1]["note"] = "the other 3 days\nas unpaid leave"

    _, problems = check_all([_leave_raw(split)])
    assert [p.message for p in problems] == [
        "assertion 'unpaid_request': the note spans several lines; keep it to one line"
    ]


# ---------------------------------------------------------------- the sample's metadata


def test_metadata_layout_summary_first_initial_world_folded_last() -> None:
    task = get_definition("hr.leave_split_unpaid")
    sample = to_sample(task, public=False)
    metadata = sample.metadata or {}
    keys = list(metadata)
    assert keys[:2] == ["task_id", "summary"] and keys[-1] == INITIAL_WORLD_KEY
    assert metadata["summary"] == task.summary
    stored = metadata[INITIAL_WORLD_KEY]
    # an object of one JSON string per table: the viewer folds an object of > 5 keys
    assert isinstance(stored, dict) and len(stored) > 5
    assert all(isinstance(v, str) for v in stored.values())
    assert initial_world_data(metadata) == world_data(initial_world(task))
    # the layout of older logs (one JSON string of the whole world) reads the same
    old = {**metadata, INITIAL_WORLD_KEY: json.dumps(initial_world_data(metadata))}
    assert initial_world_data(old) == initial_world_data(metadata)
    assert sample.target == ""  # see the README: a target would change what Inspect's scorers see


def test_error_summary_is_cut_at_a_word_boundary() -> None:
    message = "upstream said: " + " ".join(f"word{i}" for i in range(200))
    summary = error_summary(message, None)
    assert len(summary) <= 300 and summary.endswith("…")
    assert re.fullmatch(r"upstream said: (word\d+ )*word\d+…", summary), summary
    assert error_summary("short", None) == "short"


# ---------------------------------------------------------------- re-grading a log


USAGE = ModelUsage(input_tokens=10, output_tokens=10, total_tokens=20)


def _output(tool: str | None = None, args: dict[str, Any] | None = None) -> ModelOutput:
    if tool is None:
        output = ModelOutput.from_content("mockllm/model", "Dạ, em đã làm xong ạ.")
    else:
        output = ModelOutput.for_tool_call("mockllm/model", tool, dict(args or {}))
    output.usage = USAGE
    return output


@pytest.fixture(scope="module")
def wrong_log(tmp_path_factory: pytest.TempPathFactory) -> EvalLog:
    """A scripted model plays the leave task's one-annual-request anti-oracle."""
    task = get_definition("hr.leave_split_unpaid")
    calls = [_output(c.tool, c.args) for c in task.anti_oracle("one_annual_request").tool_calls]
    model = get_model("mockllm/model", custom_outputs=[*calls, _output()], memoize=False)
    [log] = inspect_ai.eval(
        ava_task("hr"),
        model=model,
        sample_id=task.id,
        log_dir=str(tmp_path_factory.mktemp("logs")),
        display="none",
    )
    assert log.status == "success", log.error
    return log


def _rescore(path: str, out: Path) -> EvalLog:
    on_disk = read_eval_log(path)
    scorers = resolve_scorers(on_disk, "ava_inspect/assertions_scorer")
    write_eval_log(inspect_ai.score(on_disk, scorers, action="overwrite", display="none"), str(out))
    return read_eval_log(str(out))


def _score(log: EvalLog) -> Any:
    [sample] = log.samples or []
    return (sample.scores or {})["assertions_scorer"]


@pytest.mark.parametrize("layout", ["current", "old"])
def test_regrading_gives_the_same_scores_in_either_layout(
    wrong_log: EvalLog, layout: str, tmp_path: Path
) -> None:
    assert wrong_log.location
    path = wrong_log.location
    if layout == "old":
        old = read_eval_log(path)
        for sample in old.samples or []:
            world = initial_world_data(sample.metadata)
            sample.metadata[INITIAL_WORLD_KEY] = json.dumps(world, ensure_ascii=False)
            sample.metadata.pop("summary")
        path = str(tmp_path / "old.eval")
        write_eval_log(old, path)
    before, after = _score(wrong_log), _score(_rescore(path, tmp_path / "regraded.eval"))
    assert after.value == before.value and not math.isnan(after.value["partial_credit"])
    assert after.metadata["assertions"] == before.metadata["assertions"]
    assert after.explanation == before.explanation
    assert "nearest miss: **DNP-0020** (created by the agent), meets 4 of 6" in after.explanation
