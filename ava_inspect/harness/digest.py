"""What a sample put before the agent, as digests: re-grading judges only worlds the agent saw.

A sample records `setup_parts`, one digest per thing the agent could see, and `setup`, the digest
of them all:

- `prompt`: the system prompt of the task's domain;
- `tools`: the tools offered, as the model reads them (name, description, parameter schema), in
  the order offered;
- `company`: the base company, every table: regulations and policies, products, rooms, records;
- `request`: the task's request (prompt and requester), its seeded records and, in a conversation
  task, its user (what the user will say); alone, prompt, requester and seed are the `setup` of
  logs made before the parts were recorded;
- `world`: the world the sample started from as the agent met it, distractors included.

Assertions, solutions and notes are left out: fixing those is what re-grading is for.

Each digest is the SHA-256 of canonical JSON (sorted keys, no whitespace, UTF-8), cut to 16 hex
digits: the same on every machine, process and Python version (no `hash()`, no paths). The
prompt, tools and company are digested once per process (per domain), the request once per
sample; the world is digested where the sample is made, from the JSON it stores anyway, and
remembered, so the scorer of the same run finds it. Re-grading in another process rebuilds the
task's world at the sample's noise level once per (task, noise): about 45 ms per task without
distractors, 0.2-0.4 s with them (noise 1-8), measured on a 2-core machine.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from inspect_ai.tool import ToolDef

from ava_inspect import subsystems as company
from ava_inspect.core.world.persist import world_data
from ava_inspect.core.world.tables import TABLES
from ava_inspect.harness.sample_info import SampleInfo, encode_world
from ava_inspect.harness.setup import system_prompt
from ava_inspect.harness.toolsets import toolset
from ava_inspect.harness.version import TASK_SET_VERSION
from ava_inspect.harness.worlds import initial_world
from ava_inspect.noise import add_noise
from ava_inspect.schema.task import TaskDefinition

PART_NAMES: dict[str, str] = {
    "prompt": "the system prompt",
    "tools": "the tools offered (names, descriptions, parameters)",
    "company": "the base company (regulations, policies, products, records)",
    "request": "the request, requester or seeded records",
    "world": "the world the sample started from (its records or distractors)",
}
"""Each part of the setup, in the words a re-grade's reason uses."""


def digest(value: Any) -> str:
    """The SHA-256 of `value` as canonical JSON, in 16 hex digits."""
    text = json.dumps(value, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def request_digest(task: TaskDefinition) -> str:
    """The task's request (prompt and requester) and seeded records."""
    parts = {"requester_id", "prompt", "seed"} | ({"user"} if task.user is not None else set())
    return digest(task.model_dump(mode="json", include=parts))


@lru_cache(maxsize=8)
def tools_digest(domain: str) -> str:
    """The tools a domain offers, as the model reads them, in order."""
    offered = []
    for spec in toolset(domain):
        tool = ToolDef(spec.factory())
        offered.append(
            {
                "name": tool.name,
                "description": tool.description,
                "parameters": tool.parameters.model_dump(mode="json", exclude_none=True),
            }
        )
    return digest(offered)


@lru_cache(maxsize=1)
def company_digest() -> str:
    """The whole base company: every lookup table (regulations included) and every record."""
    return digest(world_data(company.base_company(), tuple(TABLES)))


def world_digest(encoded: Mapping[str, str]) -> str:
    """A starting world in its stored form (`encode_world`: one JSON string per table)."""
    h = hashlib.sha256()
    for table in sorted(encoded):
        h.update(f"{table}\0{encoded[table]}\0".encode())
    return h.hexdigest()[:16]


_WORLDS: dict[tuple[str, int], str] = {}
"""World digests by (digest of the whole task definition, noise level), for this process."""


def _world_key(task: TaskDefinition, noise: int) -> tuple[str, int]:
    # the whole definition: which tables get distractors depends on the assertions too
    return digest(task.model_dump(mode="json")), noise


def remember_world(task: TaskDefinition, noise: int, encoded: Mapping[str, str]) -> str:
    """The digest of the world just built for `task` at `noise`, kept for this process."""
    key = _world_key(task, noise)
    _WORLDS[key] = world_digest(encoded)
    return _WORLDS[key]


def current_world_digest(task: TaskDefinition, noise: int) -> str:
    """The digest of the world the current definition of `task` starts from at `noise`."""
    key = _world_key(task, noise)
    if key not in _WORLDS:
        world, _ = add_noise(initial_world(task), task, noise)
        _WORLDS[key] = world_digest(encode_world(world_data(world)))
    return _WORLDS[key]


def setup_parts(task: TaskDefinition, world: str) -> dict[str, str]:
    """Every part of what `task` puts before the agent, `world` being its starting world's digest."""
    return {
        "prompt": digest(system_prompt(task)),
        "tools": tools_digest(task.domain),
        "company": company_digest(),
        "request": request_digest(task),
        "world": world,
    }


def combined(parts: Mapping[str, str]) -> str:
    """The one `setup` digest of all the parts."""
    return digest(dict(parts))


def changes_since_run(
    info: SampleInfo, task: TaskDefinition, log_task_version: int | None = None
) -> tuple[list[str], dict[str, str]]:
    """What differs between what the agent saw and what the current definition of its task puts
    before an agent (empty: nothing), and the current setup parts.

    The task version comes from the sample, else `log_task_version` (the log header's); a log
    of another version, or of none known, differs. Within the version, the parts the sample
    recorded are compared; a sample from before the parts has only the request to compare (the
    version vouches for the rest), one from before the digest nothing more."""
    now = setup_parts(task, current_world_digest(task, info.noise))
    version = info.task_version if info.task_version is not None else log_task_version
    changes: list[str] = []
    if version is None:
        changes.append(
            "the sample does not say which task set version it was made with (logs record it "
            "in each sample from now on): `avabench rescore` reads it from the log header "
            "(`inspect score`: -S log_task_version=N, N the header's task_version)"
        )
    elif version != TASK_SET_VERSION:
        made = f"task set version {version}" + (
            " (before versions were recorded)" if version == 0 else ""
        )
        changes.append(
            f"the run was made with {made} and this is version {TASK_SET_VERSION}: the prompt, "
            "tools, company or task may differ from what the agent saw"
        )
    if info.setup_parts:
        changes += [
            f"{PART_NAMES.get(name, name)} changed ({then} in the log, {now.get(name)} now)"
            for name, then in sorted(info.setup_parts.items())
            if now.get(name) != then
        ]
    elif info.setup is not None and info.setup != now["request"]:
        changes.append(
            f"{PART_NAMES['request']} changed ({info.setup} in the log, {now['request']} now)"
        )
    return changes, now
