"""Problems found in task definitions, worded so the author knows what to fix."""

from __future__ import annotations

import difflib
from typing import NamedTuple, get_args

from pydantic import BaseModel, ValidationError

from ava_inspect.schema.assertions import ASSERTION_KINDS, Assertion
from ava_inspect.schema.skills import SKILLS
from ava_inspect.schema.task import AntiOracle, Call, ChatTurn, TaskDefinition


class Problem(NamedTuple):
    """One problem: which task, and what to do about it."""

    task: str
    message: str

    def __str__(self) -> str:
        return f"{self.task}: {self.message}"


def _keys_by_kind() -> dict[str, set[str]]:
    """The keys each assertion kind takes, read off the `Assertion` union."""
    classes = get_args(get_args(Assertion)[0])
    return {get_args(c.model_fields["kind"].annotation)[0]: set(c.model_fields) for c in classes}


def _all_keys() -> set[str]:
    keys: set[str] = set().union(*_keys_by_kind().values())
    for model in (TaskDefinition, Call, AntiOracle, ChatTurn):
        keys |= set(model.model_fields)
    return keys


def _suggest(word: str, options: set[str] | list[str] | tuple[str, ...]) -> str:
    close = difflib.get_close_matches(word, list(options), n=1)
    return f"; did you mean '{close[0]}'?" if close else ""


def _key_hint(key: str, loc: list[str]) -> str:
    """A close key of the assertion kind in `loc` (or of any definition), never the key itself;
    for a key another kind takes, the keys this kind takes."""
    kinds = [p for p in loc if p in ASSERTION_KINDS]
    allowed = _keys_by_kind().get(kinds[-1], set()) if kinds else set()
    options = (allowed or _all_keys()) - {key}
    hint = _suggest(key, options)
    if allowed and key in _all_keys():
        hint += f" ({kinds[-1]} takes: {', '.join(sorted(allowed))})"
    return hint


def describe_definition_error(ex: ValidationError) -> list[str]:
    """Each pydantic error of a `TaskDefinition`, as a line naming the place and the fix."""
    lines = []
    for err in ex.errors():
        loc = [str(p) for p in err["loc"]]
        where = _place(loc)
        kind = err["type"]
        if kind == "extra_forbidden":
            key = loc[-1]
            lines.append(f"{where}: unknown key '{key}'{_key_hint(key, loc)}")
        elif kind == "union_tag_invalid":
            tag = str((err.get("ctx") or {}).get("tag", "?"))
            lines.append(
                f"{where}: unknown assertion kind '{tag}'{_suggest(tag, ASSERTION_KINDS)} "
                f"(kinds: {', '.join(ASSERTION_KINDS)})"
            )
        elif kind == "missing" and loc[-1] == "skill" and "assertions" in loc:
            lines.append(
                f"{where}: required key is missing: name the skill the assertion tests, one of "
                f"{', '.join(SKILLS)} (docs/writing-tasks.md, 'Skills')"
            )
        elif kind == "missing":
            lines.append(f"{where}: required key is missing")
        elif kind == "literal_error" and loc[-1] == "skill":
            given = str(err.get("input"))
            lines.append(
                f"{where}: unknown skill '{given}'{_suggest(given, SKILLS)} (skills: "
                f"{', '.join(SKILLS)})"
            )
        else:
            msg = err["msg"].removeprefix("Value error, ")
            lines.append(f"{where}: {msg}")
    return lines


def _place(loc: list[str]) -> str:
    """`assertions[2].body_contain` from pydantic's ('assertions', 2, 'mail_sent', 'body_contain')."""
    parts: list[str] = []
    for p in loc:
        if p.isdigit() and parts:
            parts[-1] += f"[{p}]"
        elif p in ASSERTION_KINDS:
            parts[-1] += f"({p})"
        else:
            parts.append(p)
    return ".".join(parts) or "task"


def model_fields(model: type[BaseModel]) -> set[str]:
    return set(model.model_fields)
