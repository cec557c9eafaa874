"""Reading a folder of logs into the runs a report shows: one per run, labelled apart.

`read_runs` reads every AVABench log (`runs.read_run`), keeps each run's latest complete file
(`dedup.latest`), and labels each run by the generation fields whose values differ among the runs
shown (`distinguish`).
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import replace
from typing import Any

from ava_inspect.report.dedup import latest
from ava_inspect.report.labels import DEFAULT, sort_key
from ava_inspect.report.runs import LogProblem, Run, log_paths, read_run


def differing(runs: list[Run]) -> list[str]:
    """The generation fields whose values are not the same in every run that calls a model."""
    calling = [r for r in runs if r.calls_model]
    keys = {k for r in calling for k in r.generation}
    return sorted(
        (k for k in keys if len({r.generation.get(k, DEFAULT) for r in calling}) > 1),
        key=sort_key,
    )


def distinguish(runs: list[Run]) -> list[Run]:
    """The runs, each labelled by the generation fields that differ among them (`detail`).

    A run that calls no model (`--model none`) shows none: nothing generates. When the runs'
    epochs reducers differ, each shows its own. Runs still alike after that (same label, noise,
    epochs, task version and tasks) get their start time.
    """
    keys = differing(runs)
    reducers = len({r.reducer for r in runs}) > 1

    def detail(r: Run) -> str:
        shown = [f"{k}={r.generation.get(k, DEFAULT)}" for k in keys] if r.calls_model else []
        return ", ".join([*shown, *([f"reducer={r.reducer}"] if reducers else [])])

    labelled = [replace(r, detail=detail(r)) for r in runs]
    alike: dict[tuple[Any, ...], list[int]] = defaultdict(list)
    for i, r in enumerate(labelled):
        alike[(r.label, r.noise, r.epochs, str(r.task_version), r.intended_ids)].append(i)
    for indexes in alike.values():
        if len(indexes) < 2:
            continue
        starts = [labelled[i].created[:16].replace("T", " ") for i in indexes]
        for i, start in zip(indexes, starts, strict=True):
            r = labelled[i]
            when = f"started {start}" if starts.count(start) == 1 else f"eval {r.eval_id[:8]}"
            labelled[i] = replace(r, detail=", ".join(x for x in (r.detail, when) if x))
    return labelled


def read_runs(location: str) -> tuple[list[Run], list[str]]:
    """Every AVABench run under a directory (recursively) or in one log file, oldest first,
    one per run (its latest complete file), labelled apart; and a note for each log left out
    that is not an AVABench run."""
    runs: list[Run] = []
    notes: list[str] = []
    for path in log_paths(location):
        try:
            runs.append(read_run(path))
        except LogProblem as ex:
            notes.append(str(ex))
    kept = sorted(latest(runs), key=lambda r: (r.created, r.path))
    return distinguish(kept), notes
