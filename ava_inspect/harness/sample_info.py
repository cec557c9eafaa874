"""The typed metadata every AVABench sample carries (plain JSON: logs re-grade without code).

Layout, in the order `inspect view` shows it (Info tab, Metadata): the task id and its English
`summary` first, then what variant of the world the sample is (domain, tier, public, requester,
noise), what the reference solution changes, and last `initial_world`, the world the sample
started from, which the scorer and `inspect score` re-grading need. The viewer prints a metadata
string whole (a JSON string pretty-printed, one long block), but folds an object of more than
five keys to one line (`Object(N)`); so the initial world is kept as an object of one compact JSON
string per table: one folded line in the viewer, one table a click away, and nearly the cost of a
single string for Inspect, which copies and logs each value as it is. Logs made before this
layout keep the whole world as one JSON string; `initial_world_data` reads both.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from typing import Any

from pydantic import BaseModel, ConfigDict

from ava_inspect.core.world.persist import Rows, apply_changes, stored_changes
from ava_inspect.harness.reference import ReferenceChanges

INITIAL_WORLD_KEY = "initial_world"


class SampleInfo(BaseModel):
    """What a sample is: which task, which variant of the world, which solution is played."""

    model_config = ConfigDict(extra="ignore", frozen=True)

    task_id: str
    summary: str = ""
    """What the task tests, in one English line (absent in logs made before it was recorded)."""
    domain: str
    tier: str
    public: bool
    requester_id: str | None
    noise: int = 0
    noise_counts: dict[str, int] = {}
    play: str | None = None
    """Selftest only: which scripted solution the oracle solver plays for this sample."""
    reference: ReferenceChanges | None = None
    """What the reference solution changes on this sample's world (for collateral writes);
    absent in logs made before it was recorded, whose scorer plays the reference itself."""
    setup: str | None = None
    """The digest of everything the sample put before the agent (`digest.setup_parts`): re-grading
    refuses a sample whose task has changed any of it. In logs made before the parts were
    recorded, the digest of the request and seed alone; absent in older logs."""
    setup_parts: dict[str, str] = {}
    """The parts of `setup` (system prompt, tools, base company, request, starting world), so a
    refused re-grade says which changed (absent in logs made before they were recorded)."""
    task_version: int | None = None
    """`TASK_SET_VERSION` when the sample was made (absent in logs made before it was recorded
    per sample: the log header's `task_version` says it)."""


def encode_world(rows: Rows) -> dict[str, str]:
    """The initial world as it goes into sample metadata: one compact JSON string per table,
    which Inspect copies and logs as a few values instead of walking thousands of records, and
    the viewer folds into one line."""
    return {
        table: json.dumps(records, ensure_ascii=False, separators=(",", ":"))
        for table, records in rows.items()
    }


def initial_world_data(metadata: Mapping[str, Any]) -> Rows:
    """The mutable tables of the world the sample started from (either layout: an object of one
    JSON string per table, or, in older logs, one JSON string of the whole world)."""
    data = metadata.get(INITIAL_WORLD_KEY)
    if isinstance(data, str):
        data = json.loads(data)
    if not isinstance(data, dict):
        raise ValueError("sample metadata has no initial world; was it made by ava_inspect?")
    return {
        table: json.loads(rows) if isinstance(rows, str) else rows for table, rows in data.items()
    }


def world_fingerprint(metadata: Mapping[str, Any], rows: Rows) -> str:
    """A digest naming a sample's initial world: of its stored form when there is one, else of
    `rows` (the same world read back)."""
    stored = metadata.get(INITIAL_WORLD_KEY)
    if stored is None:
        stored = encode_world(rows)
    text = stored if isinstance(stored, str) else json.dumps(stored, sort_keys=True)
    return hashlib.sha256(text.encode()).hexdigest()


def final_world_data(metadata: Mapping[str, Any], store: Mapping[str, Any]) -> Rows:
    """The mutable tables of the world the sample ended with: its initial world and the changes
    in its store (a live store or the store read back from a log)."""
    return apply_changes(initial_world_data(metadata), stored_changes(store))
