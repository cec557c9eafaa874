"""A run's numbers as one plain record: a row of RESULTS.md, and the totals JSON of the public
release (`logs/full100/*.json`), which RESULTS.md of the release is made from.

The JSON names no task: only totals, per domain and per tier.
"""

from __future__ import annotations

import json
import math
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from ava_inspect.report.runs import DEFAULT_REDUCER, TLS_OFF_MARK
from ava_inspect.report.summary import Summary, min_scored

TOTALS_KIND = "avabench-totals"
"""The `kind` of a totals JSON file (how `read_totals` knows one)."""


@dataclass
class Row:
    """What the report shows for one run."""

    label: str
    model: str
    solver: str | None
    task_set: str
    task_version: str
    noise: int
    epochs: int
    ssl_verify: bool | None
    tasks: int
    """Tasks scored."""
    intended: int
    """Tasks the run set out to do."""
    samples: int
    samples_scored: int
    skipped: int
    truncated: int
    pass_rate: float
    pass_rate_95ci_wilson: tuple[float, float]
    pass_rate_truncations_as_failures: float
    tasks_truncations_as_failures: int
    partial_credit: float
    by_domain: dict[str, dict[str, float]]
    """Per domain: `pass_rate` and `tasks` (each task counted once, whatever the epochs)."""
    by_tier: dict[str, dict[str, float]]
    negatives_broken: int
    tasks_with_broken_negatives: int
    collateral_writes: int
    tokens_per_sample: float
    wall_seconds: float | None
    pass_k: list[float]
    ranked: bool
    reproduce: str
    log: str
    """The log file the numbers come from (its name)."""
    eval_id: str
    skipped_reasons: dict[str, int] = field(default_factory=dict)
    reducer: str = DEFAULT_REDUCER
    """The epochs reducer of the run."""
    tool_users: int | None = None
    """Scored samples that called a tool (None: the log does not say)."""
    kind: str = TOTALS_KIND

    @property
    def tls_off(self) -> bool:
        return self.ssl_verify is False

    @property
    def needed(self) -> int:
        return min_scored(self.intended)

    def to_json(self) -> str:
        data = asdict(self)
        if self.tls_off:
            data["warning"] = f"{TLS_OFF_MARK} TLS certificate verification was off for this run"
        return json.dumps(_nan_to_none(data), ensure_ascii=False, indent=2) + "\n"

    @classmethod
    def from_json(cls, text: str) -> Row:
        data = json.loads(text)
        known = {f.name for f in fields(cls)}
        row = cls(**{k: v for k, v in data.items() if k in known})
        row.pass_rate_95ci_wilson = tuple(_none_to_nan(x) for x in row.pass_rate_95ci_wilson)  # type: ignore[assignment]
        for name in (
            "pass_rate",
            "pass_rate_truncations_as_failures",
            "partial_credit",
            "tokens_per_sample",
        ):
            setattr(row, name, _none_to_nan(getattr(row, name)))
        return row


def row_of(s: Summary, task_set: str, wall: bool = True) -> Row:
    """The row of one summarised run; `wall=False` for a run cut down to some of its samples
    (its wall time is the whole run's)."""
    r = s.run
    return Row(
        label=r.label,
        model=r.model,
        solver=r.solver,
        task_set=task_set,
        task_version=str(r.task_version),
        noise=r.noise,
        epochs=r.epochs,
        ssl_verify=r.ssl_verify,
        tasks=s.tasks,
        intended=s.intended,
        samples=s.samples,
        samples_scored=s.samples_scored,
        skipped=sum(s.skipped.values()),
        truncated=s.truncated,
        pass_rate=s.pass_rate,
        pass_rate_95ci_wilson=s.interval,
        pass_rate_truncations_as_failures=s.lower_bound,
        tasks_truncations_as_failures=s.lower_tasks,
        partial_credit=s.partial,
        by_domain={d: {"pass_rate": v, "tasks": n} for d, (v, n) in s.by_domain.items()},
        by_tier={t: {"pass_rate": v, "tasks": n} for t, (v, n) in s.by_tier.items()},
        negatives_broken=s.negatives_broken,
        tasks_with_broken_negatives=s.tasks_with_broken_negatives,
        collateral_writes=s.collateral,
        tokens_per_sample=s.tokens_per_sample,
        wall_seconds=r.wall_seconds if wall else None,
        pass_k=s.pass_k,
        ranked=s.ranked,
        reproduce=r.reproduce(),
        log=r.name,
        eval_id=r.eval_id,
        skipped_reasons=dict(s.skipped.most_common()),
        reducer=r.reducer,
        tool_users=s.tool_users,
    )


def read_totals(location: str) -> list[Row]:
    """Every totals JSON file under a directory (what a public release ships for the full
    set), oldest file name first; other JSON files are left alone."""
    root = Path(location)
    if not root.is_dir():
        return []
    rows = []
    for path in sorted(root.rglob("*.json")):
        try:
            text = path.read_text(encoding="utf-8")
            if json.loads(text).get("kind") == TOTALS_KIND:
                rows.append(Row.from_json(text))
        except (OSError, ValueError, TypeError, AttributeError):
            continue
    return rows


def _nan_to_none(value: Any) -> Any:
    if isinstance(value, float) and math.isnan(value):
        return None
    if isinstance(value, dict):
        return {k: _nan_to_none(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_nan_to_none(v) for v in value]
    return value


def _none_to_nan(value: Any) -> float:
    return math.nan if value is None else float(value)
