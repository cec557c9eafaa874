"""Whose fault an unscored sample is: the model's own, or the harness's and the server's.

By the brief's rule a sample the scorer cannot score honestly is left out of every denominator
(`skipped`), whoever caused it. The report adds one honest lower bound beside the pass rate: the
pass rate counting the model's *own* unscored samples as failures. Which ones are the model's is
this table, keyed by the scorer's `metadata["invalid_kind"]` (`scorers/validity.py`).
"""

from __future__ import annotations

from typing import Literal

Fault = Literal["model", "harness"]

MODEL: Fault = "model"
HARNESS: Fault = "harness"

UNSCORED = "unscored"
"""The kind of a sample that carries no AVABench score at all (the run stopped, the scorer
never ran)."""

FAULT_OF_KIND: dict[str, Fault] = {
    "truncated": MODEL,  # it ran on until max_tokens or a full context, before any tool call
    "error": HARNESS,  # an error that survived Inspect's retries (endpoint, network, harness)
    "tool_call_parser": HARNESS,  # the server's tool-call parser is misconfigured
    UNSCORED: HARNESS,  # no score at all
}
"""Every kind not listed here (one the scorer adds later: tools dropped by the server's chat
template, a deterministic server refusal, ...) is the harness's or the server's: only a kind
listed as `MODEL` ever counts against the model."""


def fault(kind: str | None) -> Fault:
    """Whose fault a sample left unscored with this `invalid_kind` is."""
    return FAULT_OF_KIND.get(kind or "", HARNESS)


TRUNCATED_REASON = "truncated before any tool call"
"""How the scorer's reason for a truncated sample begins (logs made before `invalid_kind`)."""
