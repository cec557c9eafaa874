"""A scorer that reads nothing: `inspect score` with it costs what Inspect itself costs per sample
(reading, resolving and rewriting the log), the floor AVABench's scorer is compared with."""

from inspect_ai.scorer import Score, Scorer, Target, mean, scorer
from inspect_ai.solver import TaskState


@scorer(metrics=[mean()])
def noop_scorer() -> Scorer:
    async def score(state: TaskState, target: Target) -> Score:
        return Score(value=1)

    return score
