"""The mechanism every AVABench tool shares.

A tool is written once, as a plain function over a `Session` (the typed world plus who is asking):

    @ava_tool("hr", writes=False)
    def amis_hrm_get_leave_balance(s: Session, employee_id: str) -> dict: ...

`ava_tool` turns it into a registered Inspect `@tool` whose parameters and docstring are the
function's own (minus the session). Each call reads the world from the sample's store, runs the
function on the sample's live world (`world/live.py`); a writing call records what it changed in
the store if it returned normally and is undone if it did not: a call applies completely or not
at all. Every argument is checked by its type before the function runs (`arguments`: hidden
characters, e-mail addresses, phone numbers, date windows, bounded numbers). Business errors are
`ToolError`s, returned to the model; results are JSON.

A model's call is checked twice. First as the JSON it sent (`check_json_arguments`), by the
tool's canonical-arguments hook, which Inspect runs before its own schema validation and type
conversion: a wrong name, a missing parameter, a wrong JSON type or a number out of the tool's
bounds is refused in Vietnamese, naming the parameter, instead of in Inspect's words (or by a
crash in its conversion). A refused call goes on as a stand-in that the schema accepts
(`stand_in_arguments`), so that Inspect records it like any other call (its tool event keeps the
model's own arguments), and the tool answers it with the refusal without running. Then, typed,
by `call_op` (`check_arguments`), which also normalises the values.
"""

from __future__ import annotations

import inspect
import json
from collections.abc import Callable
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import Any, NoReturn, get_type_hints

from inspect_ai.tool import Tool, ToolError, tool
from inspect_ai.util import Store, StoreModel, store
from pydantic import Field, ValidationError

from ava_inspect.core.inspect_internals import set_tool_canonical_arguments, tool_params
from ava_inspect.core.tools.arguments import (  # noqa: F401  (MAX_ITEMS, MAX_TEXT: the runtime's limits, re-exported)
    MAX_ITEMS,
    MAX_TEXT,
    check_arguments,
    check_declaration,
    check_json_arguments,
    parameter_hints,
    stand_in_arguments,
)
from ava_inspect.core.world.clock import TODAY
from ava_inspect.core.world.live import live_world
from ava_inspect.core.world.tables import World


class SessionState(StoreModel):
    """Who is asking and what the conversation has shown, in the sample's store (the typed keys
    `SessionState:user_id` and `SessionState:seen_skus`)."""

    user_id: str | None = None
    seen_skus: list[str] = Field(default_factory=list)


@dataclass
class Session:
    """What a tool sees: the world, the person asking, and the conversation's own memory."""

    world: World
    user_id: str | None = None
    seen_skus: list[str] = field(default_factory=list)

    @property
    def today(self) -> str:
        return TODAY.isoformat()


def start_session(st: Store, world: World, user_id: str | None) -> None:
    """Record who is asking (the world itself is opened by `live.open_world`)."""
    state = SessionState(store=st)
    state.user_id = user_id
    state.seen_skus = []


def load_session(state: SessionState, world: World) -> Session:
    return Session(world=world, user_id=state.user_id, seen_skus=list(state.seen_skus))


def save_session(state: SessionState, session: Session) -> None:
    """Keep what a call changed of the session (only what changed: the store logs each set)."""
    if state.user_id != session.user_id:
        state.user_id = session.user_id
    if state.seen_skus != session.seen_skus:
        state.seen_skus = list(session.seen_skus)


@dataclass(frozen=True)
class ToolSpec:
    """A catalogue entry."""

    name: str
    subsystem: str
    writes: bool
    summary: str
    op: Callable[..., Any]
    factory: Callable[[], Tool]


CATALOGUE: dict[str, ToolSpec] = {}
"""Every tool, by name, in definition order."""

_REFUSED_CALL: ContextVar[str | None] = ContextVar("ava_refused_call", default=None)
"""The refusal of the tool call in progress, set by its canonical-arguments hook (Inspect runs
each tool call in a task of its own, hook and tool alike, so one call never sees another's)."""


def canonical_arguments(name: str, op: Callable[..., Any]) -> Callable[[dict[str, Any]], Any]:
    """The canonical-arguments hook of tool `name`: the model's arguments as they are when
    `check_json_arguments` accepts them; otherwise the refusal is kept for the tool to answer
    with, and the call goes on as a stand-in its schema accepts."""

    def canonical(arguments: dict[str, Any]) -> dict[str, Any]:
        try:
            check_json_arguments(name, op, arguments)
        except ToolError as refusal:
            _REFUSED_CALL.set(refusal.message)
            return stand_in_arguments(op)
        _REFUSED_CALL.set(None)
        return arguments

    return canonical


def call_op(op: Callable[..., Any], session: Session, args: dict[str, Any]) -> Any:
    """Run a tool function on a session: its arguments checked and normalised first (see
    `arguments`), invalid values turned into a `ToolError`."""
    args = check_arguments(op, args)
    try:
        return op(session, **args)
    except ValidationError as ex:
        problems = "; ".join(
            f"{'.'.join(str(p) for p in e['loc']) or 'value'}: {e['msg']}" for e in ex.errors()
        )
        raise ToolError(f"Giá trị không hợp lệ ({problems}).") from None


def run_on_store(op: Callable[..., Any], writes: bool, st: Store, args: dict[str, Any]) -> Any:
    """One tool call on a sample: the op runs on the sample's live world; a writing call records
    the tables it changed in the store, or restores them if it failed (all or nothing)."""
    live = live_world(st)
    state = SessionState(store=st)
    session = load_session(state, live.world)
    if not writes:
        result = call_op(op, session, args)
    else:
        try:
            result = call_op(op, session, args)
        except BaseException:
            live.restore(live.changed_tables())
            raise
        changed = live.changed_tables()
        if changed:
            live.commit(st, changed)
    save_session(state, session)
    return result


def typed_args(name: str, args: dict[str, Any]) -> dict[str, Any]:
    """JSON arguments of catalogue tool `name`, typed as Inspect types a model's tool call."""
    return tool_params(dict(args), CATALOGUE[name].factory())


def to_json(result: Any) -> str:
    return json.dumps(result, ensure_ascii=False, separators=(",", ":"))


def ava_tool(subsystem: str, *, writes: bool) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Register a session function as an Inspect tool of `subsystem`."""

    def decorate(op: Callable[..., Any]) -> Callable[..., Any]:
        name = op.__name__
        signature = inspect.signature(op)
        params = list(signature.parameters.values())[1:]
        hints = {k: v for k, v in get_type_hints(op).items() if k in {p.name for p in params}}
        check_declaration(name, parameter_hints(op))
        doc = inspect.getdoc(op) or ""

        async def execute(**kwargs: Any) -> str:
            refusal = _REFUSED_CALL.get()
            if refusal is not None:
                _REFUSED_CALL.set(None)
                raise ToolError(refusal)
            return to_json(run_on_store(op, writes, store(), kwargs))

        execute.__signature__ = signature.replace(  # type: ignore[attr-defined]
            parameters=params, return_annotation=str
        )
        execute.__annotations__ = {**hints, "return": str}
        execute.__doc__ = doc
        execute.__name__ = name
        set_tool_canonical_arguments(execute, canonical_arguments(name, op))

        def factory() -> Tool:
            return execute

        factory.__name__ = factory.__qualname__ = name
        factory.__module__ = op.__module__
        factory.__doc__ = doc
        registered = tool(name=name, parallel=not writes)(factory)
        CATALOGUE[name] = ToolSpec(
            name=name,
            subsystem=subsystem,
            writes=writes,
            summary=doc.splitlines()[0] if doc else "",
            op=op,
            factory=registered,
        )
        return op

    return decorate


def fail(message: str) -> NoReturn:
    """Stop the call with a `ToolError`; `message` is written for the model to act on."""
    raise ToolError(message)


def require(condition: object, message: str) -> None:
    """`fail(message)` unless `condition` holds."""
    if not condition:
        fail(message)
