"""The sample's live world and the changes kept in its store: what the store holds always rebuilds
the live world exactly, a failed call leaves both untouched, and anything that replaces the stored
changes is honoured."""

from __future__ import annotations

from typing import Any

import pytest
from inspect_ai.tool import ToolError
from inspect_ai.util import Store

from ava_inspect.core.tools.runtime import Session, run_on_store, start_session, typed_args
from ava_inspect.core.world.live import live_world, open_world
from ava_inspect.core.world.persist import (
    CHANGES_KEY,
    LEGACY_CHANGES_KEY,
    apply_changes,
    stored_changes,
    table_changes,
    world_data,
)
from ava_inspect.core.world.tables import MissingRecordError
from ava_inspect.harness.catalog import definitions
from ava_inspect.harness.setup import requester_note
from ava_inspect.harness.toolsets import CATALOGUE
from ava_inspect.harness.worlds import initial_world
from ava_inspect.subsystems.hr.records import HrWorld

TASKS = sorted(definitions())


def opened(task_id: str) -> tuple[Store, dict[str, list[dict[str, Any]]]]:
    store = Store()
    initial = world_data(initial_world(definitions()[task_id]))
    world = open_world(store, initial, lambda: world_data(initial_world(definitions()[task_id])))
    start_session(store, world, definitions()[task_id].requester_id)
    return store, initial


def play(store: Store, tool: str, args: dict[str, Any]) -> None:
    """One call the way the Inspect tool runs it, minus the transcript."""
    spec = CATALOGUE[tool]
    run_on_store(spec.op, spec.writes, store, typed_args(tool, args))


@pytest.mark.parametrize("task_id", TASKS)
def test_stored_changes_rebuild_the_live_world_after_every_call(task_id: str) -> None:
    task = definitions()[task_id]
    store, initial = opened(task_id)
    for call in task.oracle_calls:
        play(store, call.tool, call.args)
        live = live_world(store)
        assert apply_changes(initial, stored_changes(store)) == world_data(live.world)
    assert initial == world_data(initial_world(task)), "the initial rows were modified"


def test_a_refused_write_changes_neither_the_world_nor_the_store() -> None:
    store, _ = opened("hr.leave_split_unpaid")
    play(
        store,
        "amis_hrm_create_leave_request",
        {
            "employee_id": "NV-0004",
            "leave_type": "annual",
            "start_date": "2026-12-14",
            "end_date": "2026-12-15",
            "reason": "Việc gia đình",
        },
    )
    before_world = world_data(live_world(store).world)
    before_store = stored_changes(store)
    with pytest.raises(ToolError):
        play(store, "amis_hrm_cancel_leave_request", {"request_id": "DNP-9999"})
    assert world_data(live_world(store).world) == before_world
    assert stored_changes(store) is before_store


def test_a_write_that_fails_midway_is_undone(monkeypatch: pytest.MonkeyPatch) -> None:
    store, initial = opened("hr.leave_split_unpaid")

    def half_done(s: Session) -> None:
        HrWorld.of(s.world).leave_requests[0].status = "cancelled"
        HrWorld.of(s.world).leave_requests.pop()
        raise ToolError("boom")

    with pytest.raises(ToolError):
        run_on_store(half_done, True, store, {})
    assert world_data(live_world(store).world) == initial
    assert stored_changes(store) == {}


def test_changes_put_in_the_store_by_someone_else_are_honoured() -> None:
    store, initial = opened("hr.leave_split_unpaid")
    first = initial["hr.leave_requests"][0]
    store.set(CHANGES_KEY, {"hr.leave_requests": {first["id"]: {**first, "reason": "Đổi lý do"}}})
    rebuilt = live_world(store).world.record("hr.leave_requests", first["id"])
    assert rebuilt.reason == "Đổi lý do"


def test_table_changes_cover_create_update_delete_and_undo() -> None:
    a, b, c = ({"id": i, "v": 1} for i in "abc")
    assert table_changes([a, b], [a, {**b, "v": 2}, c]) == {"b": {"id": "b", "v": 2}, "c": c}
    assert table_changes([a, b], [b]) == {"a": None}
    assert table_changes([a, b], [a, b]) == {}
    final = apply_changes({"t": [a, b]}, {"t": {"a": None, "c": c, "b": {**b, "v": 3}}})
    assert final == {"t": [{"id": "b", "v": 3}, c]}


def test_unknown_tables_in_stored_changes_are_an_error() -> None:
    with pytest.raises(ValueError, match="unknown table"):
        apply_changes({"hr.leave_requests": []}, {"hr.nope": {}})


def test_a_reference_the_world_lacks_names_its_table_and_id() -> None:
    task = next(t for t in definitions().values() if t.requester_id is not None)
    world = initial_world(task)
    assert task.requester_id is not None
    assert world.record("hr.employees", task.requester_id) is world.get(
        "hr.employees", task.requester_id
    )
    stranger = task.model_copy(update={"requester_id": "NV-9999"})
    with pytest.raises(MissingRecordError, match=r"'NV-9999' in table 'hr\.employees'"):
        requester_note(stranger, world)


def test_a_sample_never_set_up_says_so() -> None:
    with pytest.raises(RuntimeError, match="world_setup"):
        live_world(Store())


def test_an_evicted_world_is_rebuilt_from_the_store(monkeypatch: pytest.MonkeyPatch) -> None:
    from ava_inspect.core.world import live as live_module

    store, initial = opened("hr.leave_split_unpaid")
    first = initial["hr.leave_requests"][0]
    live = live_world(store)
    HrWorld.of(live.world).leave_requests[0].reason = "Đổi lý do"
    live.commit(store, live.changed_tables())
    monkeypatch.setattr(live_module, "MAX_LIVE", 1)
    other, _ = opened("hr.book_room_basic")  # evicts the first sample's world
    assert id(store) not in live_module._LIVE
    assert live_world(store).world.record("hr.leave_requests", first["id"]).reason == "Đổi lý do"
    assert live_world(other) is not None


def test_a_closed_world_is_gone() -> None:
    from ava_inspect.core.world import live as live_module

    store, _ = opened("hr.leave_split_unpaid")
    live_module.close_world(store)
    assert id(store) not in live_module._LIVE
    with pytest.raises(RuntimeError, match="world_setup"):
        live_world(store)


def test_the_store_holds_typed_state_under_stable_keys() -> None:
    """The per-sample state is `SessionState` and `WorldChanges` (Inspect `StoreModel`s): after a
    writing call the store holds exactly their keys, as plain JSON, and the changes only."""
    store, initial = opened("hr.leave_split_unpaid")
    task = definitions()["hr.leave_split_unpaid"]
    for call in task.oracle_calls:
        play(store, call.tool, call.args)
    data = dict(store.items())
    # (Inspect's StoreModel also keeps each model's `instance`, None here.)
    assert set(data) == {
        CHANGES_KEY,
        "WorldChanges:instance",
        "SessionState:user_id",
        "SessionState:seen_skus",
        "SessionState:instance",
    }
    assert data["SessionState:user_id"] == task.requester_id
    changes = stored_changes(store)
    assert changes and set(changes) <= set(initial)
    assert all(isinstance(rows, dict) for rows in changes.values())


def test_logs_from_before_the_typed_store_still_give_their_changes() -> None:
    """A log written before `WorldChanges` kept the changes under `ava:world:changes`: re-grading
    it reads them there; a store with both keys is read by the typed one."""
    old = {"hr.leave_requests": {"DNP-0001": None}}
    assert stored_changes({LEGACY_CHANGES_KEY: old}) == old
    assert stored_changes({CHANGES_KEY: {}, LEGACY_CHANGES_KEY: old}) == {}
    with pytest.raises(ValueError, match="ava:world:changes"):
        stored_changes({LEGACY_CHANGES_KEY: ["not", "a", "mapping"]})
