"""`avabench selftest`: every reference solution must score 1.0, every wrong one must fail.

All solutions run through the same Inspect pipeline a model run uses (setup, tools, scorer), with
the `oracle` solver playing the scripted calls.
"""

from __future__ import annotations

import fnmatch
import multiprocessing
import os
import re
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from itertools import repeat

import inspect_ai
from inspect_ai import Task
from inspect_ai.dataset import MemoryDataset
from inspect_ai.log import EvalSample
from inspect_ai.scorer import Score

from ava_inspect.core.world.persist import world_from_data
from ava_inspect.harness.catalog import definitions
from ava_inspect.harness.dataset import public_ids, to_samples
from ava_inspect.harness.sample_info import SampleInfo, final_world_data
from ava_inspect.harness.setup import world_setup
from ava_inspect.harness.version import TASK_SET_VERSION
from ava_inspect.oracles.solver import REFERENCE, oracle
from ava_inspect.schema.assertions import RecordCount, RecordExists, RecordField, RecordNotExists
from ava_inspect.schema.evaluation import selected
from ava_inspect.schema.task import TaskDefinition
from ava_inspect.scorers.scorer import COMPLETED, SKIPPED, assertions_scorer

SCORER = "assertions_scorer"
NOISE_ID = re.compile(r"-N\d+$")


@dataclass(frozen=True)
class Verdict:
    """The outcome of one scripted solution."""

    task_id: str
    play: str
    ok: bool
    message: str


def selftest_task(tasks: list[TaskDefinition], noise: int = 0) -> Task:
    """One sample per (task, scripted solution), each world with `noise` distractors per table."""
    public = public_ids()
    samples = []
    for t in tasks:
        plays = [REFERENCE, *(a.name for a in t.anti_oracles)]
        samples.extend(to_samples(t, t.id in public, plays, noise))
    return Task(
        name="avabench_selftest",
        dataset=MemoryDataset(samples, name="selftest"),
        setup=world_setup(),
        solver=oracle(),
        scorer=assertions_scorer(),
        score_on_error=True,
        fail_on_error=False,
        version=TASK_SET_VERSION,
    )


def judge(sample: EvalSample, task: TaskDefinition) -> Verdict:
    """Whether one played solution scored as it must."""
    info = SampleInfo.model_validate(sample.metadata)
    play = info.play or REFERENCE
    score = (sample.scores or {}).get(SCORER)
    if score is None:
        error = sample.error.message if sample.error else "the sample did not finish"
        return Verdict(task.id, play, False, f"no score: {error}")
    value = score.value if isinstance(score.value, dict) else {}
    if value.get(SKIPPED):
        return Verdict(task.id, play, False, f"not scored: {score.reason}")
    results = {r["id"]: r for r in (score.metadata or {}).get("assertions", [])}
    if play == REFERENCE:
        if value.get(COMPLETED) == 1:
            return Verdict(task.id, play, True, f"1.0 ({score.metadata['counted']} counted)")  # type: ignore[index]
        bad = [
            f"{r['id']} {r['outcome']} ({r['detail']})"
            for r in results.values()
            if r["outcome"] in ("failed", "broken")
        ]
        return Verdict(
            task.id,
            play,
            False,
            "reference did not score 1.0: " + "; ".join(bad) + _noise_involved(sample, score, task),
        )
    anti = task.anti_oracle(play)
    unmet = [
        b for b in anti.breaks if results.get(b, {}).get("outcome") not in ("failed", "broken")
    ]
    if value.get(COMPLETED) == 1:
        return Verdict(task.id, play, False, "wrong solution scored 1.0 (grading too loose)")
    if unmet:
        return Verdict(
            task.id,
            play,
            False,
            "failed, but not on the assertions meant to catch it: "
            + ", ".join(unmet)
            + _noise_involved(sample, score, task),
        )
    return Verdict(task.id, play, True, "fails on " + ", ".join(anti.breaks))


def _noise_involved(sample: EvalSample, score: Score, task: TaskDefinition) -> str:
    """The noise records the failed play changed, and those its failed assertions match."""
    info = SampleInfo.model_validate(sample.metadata)
    if not info.noise:
        return ""
    involved = {
        f"{c['table']} {c['id']}"
        for c in (score.metadata or {}).get("changes", [])
        if NOISE_ID.search(c["id"])
    }
    failed = {
        r["id"]
        for r in (score.metadata or {}).get("assertions", [])
        if r["outcome"] in ("failed", "broken")
    }
    final = world_from_data(final_world_data(sample.metadata, sample.store))
    for a in task.assertions:
        if a.id in failed and isinstance(
            a, RecordExists | RecordNotExists | RecordCount | RecordField
        ):
            involved |= {f"{a.table} {r.id}" for r in selected(final, a) if NOISE_ID.search(r.id)}
    shown = ", ".join(sorted(involved)) or "none changed or matched"
    return f" [noise {info.noise}; noise records involved: {shown}]"


def run_selftest(
    noise: int = 0,
    log_dir: str = "logs/selftest",
    only: Sequence[str] = (),
    workers: int | None = None,
) -> tuple[list[Verdict], list[str]]:
    """Play every scripted solution of every task (or of those whose id matches a glob in `only`)
    through Inspect and judge each score. Returns the verdicts and the eval logs' locations.

    The tasks are split over `workers` processes (default: one per core, at most 4), each running
    one Inspect eval: an eval runs its samples on one core, and a selftest is all harness work.
    """
    tasks = [
        t
        for t in definitions().values()
        if not only or any(fnmatch.fnmatchcase(t.id, pattern) for pattern in only)
    ]
    if not tasks:
        raise ValueError(f"no task id matches {', '.join(only)}")
    count = workers or min(os.cpu_count() or 1, MAX_WORKERS)
    chunks = [[t.id for t in tasks[k::count]] for k in range(count) if tasks[k::count]]
    if len(chunks) == 1:
        results = [_run_chunk(chunks[0], noise, log_dir)]
    else:
        with ProcessPoolExecutor(
            len(chunks), mp_context=multiprocessing.get_context("spawn")
        ) as pool:
            results = list(pool.map(_run_chunk, chunks, repeat(noise), repeat(log_dir)))
    verdicts = [v for chunk, _ in results for v in chunk]
    expected = sum(1 + len(t.anti_oracles) for t in tasks)
    if len(verdicts) != expected:
        verdicts.append(
            Verdict("*", "*", False, f"only {len(verdicts)} of {expected} solutions were run")
        )
    order = {t.id: i for i, t in enumerate(tasks)}
    verdicts.sort(key=lambda v: (order.get(v.task_id, len(order)), v.play))
    return verdicts, [location for _, location in results]


MAX_WORKERS = 4


def _run_chunk(task_ids: list[str], noise: int, log_dir: str) -> tuple[list[Verdict], str]:
    """One eval over some tasks' solutions (in a worker process when there are several)."""
    tasks = [definitions()[i] for i in task_ids]
    [log] = inspect_ai.eval(
        selftest_task(tasks, noise),
        model="none",
        log_dir=log_dir,
        display="none",
        score_display=False,
        log_realtime=False,  # nobody watches a selftest live: its sample buffer costs a third
    )
    by_id = {t.id: t for t in tasks}
    verdicts = [
        judge(s, by_id[SampleInfo.model_validate(s.metadata).task_id]) for s in log.samples or []
    ]
    return verdicts, log.location
