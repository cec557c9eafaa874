"""Baseline solvers that need no model: the floor of every leaderboard.

- `idle` answers at once without acting: it must score 0 and break nothing.
- `shotgun` acts on every candidate record it can find: it must fail most tasks through broken
  "must not" assertions, which proves they bite.

Shotgun is generic: it reads the request, looks records up with the sample's own read tools and
then calls every offered writing tool on every record it found of the table that tool's id
parameter names, filling the other parameters from the request (dates, times, phones, numbers,
the text itself). No task definition, reference solution or per-task script is consulted, and
every step is deterministic. All calls go through Inspect's tool execution, so the trace shows
them; refused calls are part of it.
"""

from __future__ import annotations

import inspect
import json
import re
import typing
from dataclasses import dataclass, field
from datetime import date, timedelta
from typing import Any

from inspect_ai.model import (
    ChatMessage,
    ChatMessageAssistant,
    ChatMessageTool,
    ChatMessageUser,
    ModelOutput,
    execute_tools,
)
from inspect_ai.solver import Generate, Solver, TaskState, solver
from inspect_ai.tool import Tool, ToolCall
from inspect_ai.util import registry_info
from pydantic import BaseModel

from ava_inspect.conversation.agent import record_step
from ava_inspect.core.tools.runtime import CATALOGUE, ToolSpec
from ava_inspect.core.world.clock import TODAY
from ava_inspect.core.world.live import live_world
from ava_inspect.core.world.tables import TABLES, World
from ava_inspect.harness.catalog import get_definition
from ava_inspect.harness.sample_info import SampleInfo
from ava_inspect.harness.setup import without_requester_note

IDLE_ANSWER = "Dạ, em đã ghi nhận yêu cầu ạ."
SHOTGUN_ANSWER = "Dạ, em đã xử lý tất cả các bản ghi liên quan."

MAX_QUERIES = 6
"""Name-like phrases of the request searched for."""
MAX_SEARCHES = 16
"""Search calls (each search tool with each phrase or phone, in the request's order)."""
MAX_LISTS = 10
"""List calls (read tools with no required parameter)."""
MAX_DETAILS = 12
"""Detail calls on records the searches found."""
DIRECTORY = ("amismail_search_directory",)
"""Read tools used in every office domain: where mail addresses are found."""
PER_TOOL = 10
"""Records one writing tool is called on (the first found)."""
MAX_LIST = 20
"""Items put in one list argument (recipients, message ids)."""
TEXT_LIMIT = 400
"""Characters of the request used as free text (a mail body, a note)."""


@solver
def idle() -> Solver:
    """Answer at once without calling a tool (the floor: scores 0, breaks nothing)."""

    async def solve(state: TaskState, generate: Generate) -> TaskState:
        state.output = ModelOutput.from_content("idle", IDLE_ANSWER)
        state.messages.append(state.output.message)
        return state

    return solve


@solver
def shotgun(max_calls: int = 250) -> Solver:
    """Act on every candidate record found: every writing tool on every found record it takes.

    Args:
        max_calls: The most tool calls made in one sample (reads and writes).
    """

    async def solve(state: TaskState, generate: Generate) -> TaskState:
        run = _Run(state=state, max_calls=max_calls)
        await run.explore()
        await run.act()
        state.output = ModelOutput.from_content("shotgun", SHOTGUN_ANSWER)
        state.messages.append(state.output.message)
        run.record(state.output.message, [])
        return state

    return solve


# --- reading the request -------------------------------------------------------------------

WORD = re.compile(r"\w+|[.!?\n]")
PHONE = re.compile(r"(?<!\d)(?:\+84\s?|0)\d(?:[ .]?\d){7,9}(?!\d)")
DAY_MONTH = re.compile(r"(?<!\d)(\d{1,2})/(\d{1,2})(?:/(\d{4}))?(?!\d)")
CLOCK = re.compile(r"(?<!\d)(\d{1,2})(?:h|:|giờ\s*)(\d{2})?(?!\d)")
NUMBER = re.compile(r"(?<![\d/])\d{1,3}(?:[.,]\d{3})+(?![\d/])|(?<![\d/.,])\d+(?![\d/.,:h])")
QUOTED = re.compile(r'"([^"]+)"')
IGNORED_PHRASES = {"AVA", "Dạ", "Em", "Anh", "Chị", "Bạn", "Shop", "Mình", "Cảm", "Ok"}


def request_text(state: TaskState) -> str:
    """What the user (or the shop's customer) wrote."""
    return "\n".join(
        without_requester_note(m.text) for m in state.messages if isinstance(m, ChatMessageUser)
    )


def name_phrases(text: str) -> list[str]:
    """Capitalised phrases (people, companies, places), in order, without the usual greetings
    and without a lone capitalised word that only starts a sentence."""
    out: list[str] = []
    phrase: list[str] = []
    sentence_start = True
    starts_sentence = False

    def flush() -> None:
        first = phrase[0] if len(phrase) == 1 else None
        if starts_sentence and len(phrase) > 1:
            phrase.pop(0)  # the sentence's capitalised first word is not part of the name
        joined = " ".join(phrase)
        lone_opener = len(phrase) == 1 and starts_sentence and joined == first
        if phrase and joined not in IGNORED_PHRASES and not lone_opener and joined not in out:
            out.append(joined)
        phrase.clear()

    for token in WORD.findall(text):
        if token in ".!?\n":
            flush()
            sentence_start = True
            continue
        if (token[0].isupper() and len(token) > 1) or (token[0].isupper() and phrase):
            if not phrase:
                starts_sentence = sentence_start
            phrase.append(token)
        else:
            flush()
        sentence_start = False
    flush()
    return out[:MAX_QUERIES]


def phones(text: str) -> list[str]:
    """Phone numbers as digits, `+84` written as `0`."""
    out: list[str] = []
    for written in PHONE.findall(text):
        digits = re.sub(r"\D", "", written)
        digits = "0" + digits[2:] if written.startswith("+84") else digits
        if digits not in out:
            out.append(digits)
    return out


def dates(text: str) -> list[str]:
    """ISO dates written as dd/mm(/yyyy), in the world's year when none is given."""
    out = []
    for d, m, y in DAY_MONTH.findall(text):
        try:
            out.append(date(int(y or TODAY.year), int(m), int(d)).isoformat())
        except ValueError:
            continue
    return out


def clock_times(text: str) -> list[str]:
    return [f"{int(h):02d}:{m or '00'}" for h, m in CLOCK.findall(text) if int(h) < 24]


def numbers(text: str) -> list[int]:
    return [int(re.sub(r"[.,]", "", n)) for n in NUMBER.findall(PHONE.sub(" ", text))]


# --- the run -------------------------------------------------------------------------------


DOMAIN_SUBSYSTEMS = {
    "hr": ("hr", "calendar", "helpdesk", "mail"),
    "crm": ("crm", "mail"),
    "recruitment": ("recruitment", "calendar", "mail"),
    "mail": ("mail", "helpdesk"),
    "sale": ("sale",),
}
"""Where shotgun looks and acts in each domain (the office domains all report by mail)."""


@dataclass
class _Run:
    state: TaskState
    max_calls: int
    calls: int = 0
    found: dict[str, list[str]] = field(default_factory=dict)
    """Record ids found, by table, in the order found."""
    emails: list[str] = field(default_factory=list)
    skus: list[str] = field(default_factory=list)
    index: dict[str, list[str]] | None = None
    """Record id -> tables, built once before the first write."""
    named: set[str] = field(default_factory=set)
    """Ids the searches for the request's names and phones returned."""

    def __post_init__(self) -> None:
        self.text = request_text(self.state)
        self.offered: dict[str, Tool] = {
            registry_info(t).name.split("/", 1)[-1]: t for t in self.state.tools
        }
        domain = str(self.state.metadata.get("domain", ""))
        scope = DOMAIN_SUBSYSTEMS.get(domain) or tuple({s.subsystem for s in CATALOGUE.values()})
        self.specs = [
            CATALOGUE[n] for n in self.offered if n in CATALOGUE and CATALOGUE[n].subsystem in scope
        ]
        self.script = get_definition(self.state.metadata_as(SampleInfo).task_id).user
        """A conversation task's user: the calls are recorded as a model's are, so the
        conversation's assertions judge them (the shotgun never waits for an answer)."""

    def record(self, message: ChatMessageAssistant, results: list[ChatMessage]) -> None:
        if self.script is not None:
            record_step(self.state, self.script, message, results)

    @property
    def world(self) -> World:
        return live_world(self.state.store).world

    def budget(self) -> int:
        """Tool calls left: the sample's message limit, less one message per batch and the answer."""
        limit = self.state.message_limit or 80
        return max(0, min(self.max_calls - self.calls, limit - len(self.state.messages) - 2))

    async def batch(self, calls: list[tuple[str, dict[str, Any]]]) -> list[Any | None]:
        """Calls made in one assistant message, through Inspect's tool execution (in order: the
        writing tools are not parallel); each parsed result, None if refused or not made."""
        calls = calls[: self.budget()]
        if not calls:
            return []
        tool_calls = []
        for name, args in calls:
            self.calls += 1
            tool_calls.append(ToolCall(id=f"shotgun-{self.calls}", function=name, arguments=args))
        message = ChatMessageAssistant(content="", tool_calls=tool_calls, model="shotgun")
        self.state.messages.append(message)
        tools = [self.offered[n] for n in dict.fromkeys(name for name, _ in calls)]
        result = await execute_tools(self.state.messages, tools)
        self.state.messages.extend(result.messages)
        self.record(message, result.messages)
        replies = {m.tool_call_id: m for m in result.messages if isinstance(m, ChatMessageTool)}
        out: list[Any | None] = []
        for tc in tool_calls:
            reply = replies.get(tc.id)
            try:
                out.append(None if reply is None or reply.error else json.loads(reply.text))
            except ValueError:
                out.append(None)
        return out

    def note(self, value: Any) -> None:
        """Remember every record id and mail address in a tool result."""
        if self.index is None:
            self.index = _id_index(self.world)
        for text in _strings(value):
            for table in self.index.get(text, ()):
                ids = self.found.setdefault(table, [])
                if text not in ids:
                    ids.append(text)
            if "@" in text and " " not in text and text not in self.emails:
                self.emails.append(text)
        for sku in _values_of(value, "sku"):
            if sku not in self.skus:
                self.skus.append(sku)

    async def explore(self) -> None:
        """Search for the request's names and phones, read what the tools say about each record
        found, then read every list the tools offer: three batches. Records are kept in the
        order found, so those the request names come first."""
        reads = [s for s in self.specs if not s.writes] + [
            CATALOGUE[n] for n in DIRECTORY if n in self.offered
        ]
        searches: list[tuple[str, dict[str, Any]]] = []
        for phrase in name_phrases(self.text):
            searches += [(s.name, {"query": phrase}) for s in reads if "query" in _params(s)]
        for phone in phones(self.text):
            searches += [(s.name, {"phone": phone}) for s in reads if _required(s) == ["phone"]]
        for value in await self.batch(searches[:MAX_SEARCHES]):
            self.note(value)
        searched = {t: list(ids) for t, ids in self.found.items()}
        self.named = {rid for ids in searched.values() for rid in ids}
        details: list[tuple[str, dict[str, Any]]] = []
        for table, ids in searched.items():
            for rid in ids[:3]:
                details += [
                    (spec.name, {pname: rid})
                    for spec in reads
                    for pname in _params(spec)
                    if table in _tables_of(pname) and set(_required(spec)) <= {pname}
                ]
        for value in await self.batch(details[:MAX_DETAILS]):
            self.note(value)
        lists: list[tuple[str, dict[str, Any]]] = [
            (s.name, {}) for s in reads if not _required(s) and _params(s)
        ]
        for value in await self.batch(lists[:MAX_LISTS]):
            self.note(value)

    async def act(self) -> None:
        """Every writing tool on every found record of the table its id parameter names, round
        robin (each tool's first record, then each tool's second, ...) so every tool gets a turn
        within the message limit."""
        queues: list[list[tuple[str, dict[str, Any]]]] = []
        for spec in (s for s in self.specs if s.writes):
            params = _params(spec)
            target = _target(params)
            records = sorted(
                (
                    (table, rid)
                    for table in (_tables_of(target) if target else [])
                    for rid in self.found.get(table, [])
                ),
                key=lambda tr: not self.is_named(*tr),
            )
            queue: list[tuple[str, dict[str, Any]]] = []
            if target is None or target.endswith("_ids"):
                first = _get(self.world, *records[0]) if records else None
                args = self.fill(spec, params, target, first)
                if args is not None and (target is None or records):
                    if target is not None:
                        args[target] = [rid for _, rid in records][:MAX_LIST]
                    queue.append((spec.name, args))
            else:
                for table, rid in records[:PER_TOOL]:
                    args = self.fill(spec, params, target, _get(self.world, table, rid))
                    if args is not None:
                        queue.append((spec.name, {target: rid, **args}))
            queues.append(queue)
        calls = [q[i] for i in range(PER_TOOL) for q in queues if i < len(q)]
        await self.batch(calls)

    def is_named(self, table: str, rid: str) -> bool:
        """The record was found by a search, or refers to one that was (stable sort key)."""
        if rid in self.named:
            return True
        record = _get(self.world, table, rid)
        values = record.model_dump().values() if record is not None else ()
        for value in values:
            items = value if isinstance(value, list) else [value]
            if any(isinstance(item, str) and item in self.named for item in items):
                return True
        return False

    def fill(
        self,
        spec: ToolSpec,
        params: dict[str, inspect.Parameter],
        target: str | None,
        record: Any,
    ) -> dict[str, Any] | None:
        """Arguments for the required parameters (None: one cannot be filled)."""
        hints = typing.get_type_hints(spec.op)
        args: dict[str, Any] = {}
        for name in _required(spec):
            if name == target:
                continue
            value = self.value_for(spec, name, hints.get(name), record)
            if value is None:
                return None
            args[name] = value
        for name, p in params.items():
            if p.default == "" and name not in args and name != target and _is_free_text(name):
                args[name] = self.text[:TEXT_LIMIT]
        return args

    def value_for(self, spec: ToolSpec, name: str, hint: Any, record: Any) -> Any:
        current = getattr(record, name, None) if record is not None else None
        choices = _literal_choices(hint)
        if choices:
            different = [c for c in choices if c != current]
            return (different or choices)[0]
        origin = typing.get_origin(hint)
        if origin is list:
            (inner,) = typing.get_args(hint) or (str,)
            if _literal_choices(inner):
                return list(_literal_choices(inner))
            if isinstance(inner, type) and issubclass(inner, BaseModel):
                item = self.model_for(spec, inner)
                return None if item is None else [item]
            if inner is not str:
                return None
            if name in ("to", "cc"):
                return self.emails[:MAX_LIST] or None
            tables = _param_tables(spec, name)
            ids = [rid for t in tables for rid in self.found.get(t, [])]
            return ids[:5] or None
        if hint in (int, float):
            if current is not None and isinstance(current, int | float):
                return hint(current)
            outstanding = _outstanding(record)
            if name == "amount" and outstanding:
                return outstanding
            found = numbers(self.text)
            return hint(found[0]) if found else hint(1)
        if hint is not str:
            return None
        tables = _param_tables(spec, name)
        if tables:
            ids = [rid for t in tables for rid in self.found.get(t, [])]
            return ids[0] if ids else None
        if name == "date" or name.endswith("_date") or name == "expected_close":
            days = dates(self.text) or [(TODAY + timedelta(days=1)).isoformat()]
            return days[-1] if name.startswith("end") else days[0]
        if name in ("start", "end"):
            times = clock_times(self.text) or ["09:00"]
            start = times[0]
            end = times[1] if len(times) > 1 else f"{min(int(start[:2]) + 1, 23):02d}:{start[3:]}"
            return start if name == "start" else end
        if "phone" in name:
            phone = getattr(record, "phone", None)
            return phone or next(iter(phones(self.text)), None)
        if name == "sku" or name.endswith("_sku"):
            return self.skus[0] if self.skus else None
        example = _example(spec, name)
        if name == "status" and example:
            return example
        return self.text[:TEXT_LIMIT] or "."

    def model_for(self, spec: ToolSpec, model: type[BaseModel]) -> dict[str, Any] | None:
        """One item of a list-of-objects parameter, its required fields filled like parameters."""
        item: dict[str, Any] = {}
        for fname, info in model.model_fields.items():
            if not info.is_required():
                continue
            value = self.value_for(spec, fname, info.annotation, None)
            if value is None:
                return None
            item[fname] = value
        return item


# --- the catalogue, read generically ---------------------------------------------------------


def _params(spec: ToolSpec) -> dict[str, inspect.Parameter]:
    return dict(list(inspect.signature(spec.op).parameters.items())[1:])


def _required(spec: ToolSpec) -> list[str]:
    return [n for n, p in _params(spec).items() if p.default is inspect.Parameter.empty]


def _tables_of(param: str) -> list[str]:
    """The tables an `<x>_id`/`<x>_ids` parameter names (`request_id`: both kinds of request)."""
    for suffix in ("_ids", "_id"):
        if param.endswith(suffix):
            stem = param[: -len(suffix)]
            break
    else:
        return []
    plural = stem[:-1] + "ies" if stem.endswith("y") else stem + "s"
    return [
        path
        for path in TABLES
        if (name := path.split(".", 1)[1]) == plural
        or name.endswith("_" + plural)
        or name.startswith(stem + "_")
    ]


def _param_tables(spec: ToolSpec, param: str) -> list[str]:
    """The tables an id parameter names: by its name, else by the table a record field of the
    same name refers to (`panel_ids` -> employees), else by the ids quoted as examples in its
    description (`... ví dụ "NV-0012"`)."""
    named = _tables_of(param)
    if named or not param.endswith(("_id", "_ids")):
        return named
    referenced = sorted({t.refs[param] for t in TABLES.values() if param in t.refs})
    if referenced:
        return referenced
    doc = inspect.getdoc(spec.op) or ""
    match = re.search(rf"^\s*{re.escape(param)}:(.*?)(?:^\s*\w+:|\Z)", doc, re.M | re.S)
    prefixes = set(re.findall(r"\b([A-Z]{2,4})-[A-Z0-9]", match.group(1))) if match else set()
    return [path for path, t in TABLES.items() if t.id_prefix in prefixes]


def _target(params: dict[str, inspect.Parameter]) -> str | None:
    """The required id parameter a writing tool acts on (its first)."""
    for name, p in params.items():
        if p.default is inspect.Parameter.empty and _tables_of(name):
            return name
    return None


def _is_free_text(name: str) -> bool:
    """An optional text parameter shotgun fills with the request (not an id, date, time, phone,
    mail address or code)."""
    coded = ("_id", "_ids", "date", "phone", "email", "start", "end", "status", "sku", "province")
    return not any(part in name for part in coded) and name not in ("expected_close", "month")


def _literal_choices(hint: Any) -> tuple[Any, ...]:
    if typing.get_origin(hint) is typing.Literal:
        return typing.get_args(hint)
    return ()


def _example(spec: ToolSpec, name: str) -> str | None:
    """The first quoted value in the parameter's description in the tool's docstring."""
    doc = inspect.getdoc(spec.op) or ""
    match = re.search(rf"^\s*{re.escape(name)}:(.*?)(?:^\s*\w+:|\Z)", doc, re.M | re.S)
    quoted = QUOTED.findall(match.group(1)) if match else []
    return quoted[0] if quoted else None


def _outstanding(record: Any) -> int | None:
    amount = getattr(record, "amount", None)
    paid = getattr(record, "paid_amount", 0) or 0
    if isinstance(amount, int) and amount > paid:
        return amount - paid
    return None


def _get(world: World, table: str, rid: str) -> Any:
    for record in world.table(table):
        if record.id == rid:
            return record
    return None


def _id_index(world: World) -> dict[str, list[str]]:
    index: dict[str, list[str]] = {}
    for path in TABLES:
        for record in world.table(path):
            index.setdefault(record.id, []).append(path)
    return index


def _values_of(value: Any, key: str) -> list[str]:
    """Every string under `key` anywhere in a JSON value."""
    if isinstance(value, dict):
        own = [value[key]] if isinstance(value.get(key), str) else []
        return own + [s for v in value.values() for s in _values_of(v, key)]
    if isinstance(value, list):
        return [s for v in value for s in _values_of(v, key)]
    return []


def _strings(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for v in value.values() for s in _strings(v)]
    if isinstance(value, list):
        return [s for v in value for s in _strings(v)]
    return []


__all__ = ["idle", "shotgun"]
