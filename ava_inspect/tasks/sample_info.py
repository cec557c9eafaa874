"""The typed metadata every AVABench sample carries (plain JSON: logs re-grade without code)."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict

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


def initial_world_data(metadata: dict[str, Any]) -> dict[str, list[dict[str, Any]]]:
    """The mutable tables of the world the sample started from, as written into its store."""
    data = metadata.get(INITIAL_WORLD_KEY)
    if not isinstance(data, dict):
        raise ValueError("sample metadata has no initial world; was it made by ava_inspect?")
    return data
