"""The typed metadata every AVABench sample carries (plain JSON: logs re-grade without code)."""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from pydantic import BaseModel, ConfigDict

from ..world.persist import Rows, apply_changes, stored_changes
from .reference import ReferenceChanges

INITIAL_WORLD_KEY = "initial_world"


class SampleInfo(BaseModel):
    """What a sample is: which task, which variant of the world, which solution is played."""

    model_config = ConfigDict(extra="ignore", frozen=True)

    task_id: str
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


def encode_world(rows: Rows) -> str:
    """The initial world as it goes into sample metadata: one compact JSON string, which Inspect
    copies and logs as a single value instead of walking thousands of records."""
    return json.dumps(rows, ensure_ascii=False, separators=(",", ":"))


def initial_world_data(metadata: Mapping[str, Any]) -> Rows:
    """The mutable tables of the world the sample started from."""
    data = metadata.get(INITIAL_WORLD_KEY)
    if isinstance(data, str):
        data = json.loads(data)
    if not isinstance(data, dict):
        raise ValueError("sample metadata has no initial world; was it made by ava_inspect?")
    return data


def final_world_data(metadata: Mapping[str, Any], store: Mapping[str, Any]) -> Rows:
    """The mutable tables of the world the sample ended with: its initial world and the changes
    in its store (a live store or the store read back from a log)."""
    return apply_changes(initial_world_data(metadata), stored_changes(store))
