"""A scripted, instant model for measurements: it plays each sample's scripted solution through
Inspect's real agent loop (`generate(tool_calls="loop")`), one tool call per model turn.

`make_task(...)` builds the samples (one per task and play) and the task around them; `model(...)`
is the matching `mockllm` model. Three behaviours:

- "play": the sample's solution (reference or the anti-oracle its metadata names);
- "noop": as many calls, but each to a tool that does nothing (Inspect's own floor);
- "silent": answer at once, no tool call (setup and scoring only).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Literal

from inspect_ai import Task
from inspect_ai.dataset import MemoryDataset, Sample
from inspect_ai.model import ChatMessage, Model, ModelOutput, ModelUsage, get_model
from inspect_ai.solver import Generate, Solver, TaskState, solver
from inspect_ai.tool import Tool, tool

from ava_inspect.core.inspect_internals import sample_state
from ava_inspect.harness.catalog import get_definition
from ava_inspect.harness.dataset import public_ids, to_samples
from ava_inspect.harness.sample_info import SampleInfo
from ava_inspect.harness.setup import world_setup
from ava_inspect.oracles.solver import REFERENCE
from ava_inspect.schema.task import Call, TaskDefinition
from ava_inspect.scorers.scorer import assertions_scorer
from ava_inspect.suite import MESSAGE_LIMIT, default_agent

Behaviour = Literal["play", "noop", "silent"]
MOCK = "mockllm/model"
USAGE = ModelUsage(input_tokens=10, output_tokens=10, total_tokens=20)


@tool
def noop() -> Tool:
    async def execute() -> str:
        """Do nothing (the measurement floor)."""
        return "{}"

    return execute


@solver
def offer_noop() -> Solver:
    """Add the no-op tool beside the task's own tools."""

    async def solve(state: TaskState, generate: Generate) -> TaskState:
        state.tools.append(noop())
        return state

    return solve


def calls_of(task: TaskDefinition, play: str | None) -> list[Call]:
    steps = task.oracle if play in (None, REFERENCE) else task.anti_oracle(play).calls
    return [s for s in steps if isinstance(s, Call)]


def _output(behaviour: Behaviour, calls: list[Call], made: int) -> ModelOutput:
    if behaviour == "silent" or made >= len(calls):
        output = ModelOutput.from_content(MOCK, "Dạ, em đã xử lý xong.")
    elif behaviour == "noop":
        output = ModelOutput.for_tool_call(MOCK, "noop", {})
    else:
        output = ModelOutput.for_tool_call(MOCK, calls[made].tool, dict(calls[made].args))
    output.usage = USAGE
    return output


def model(behaviour: Behaviour) -> Model:
    """The instant model that plays each sample's script (see the module docstring)."""

    def generate(input: list[ChatMessage], *_: Any) -> ModelOutput:
        state = sample_state()
        assert state is not None, "the scripted model only runs inside a sample"
        info = SampleInfo.model_validate(state.metadata)
        calls = calls_of(get_definition(info.task_id), info.play)
        made = sum(1 for m in input if m.role == "tool")
        return _output(behaviour, calls, made)

    return get_model(MOCK, custom_outputs=generate, memoize=False)


def samples(
    tasks: Sequence[TaskDefinition], noise: int, plays: bool = False, copies: int = 1
) -> list[Sample]:
    """One sample per task (and per anti-oracle when `plays`), `copies` times over."""
    public = public_ids()
    built = []
    for t in tasks:
        names = [REFERENCE, *(a.name for a in t.anti_oracles)] if plays else [REFERENCE]
        built.extend(to_samples(t, t.id in public, names, noise))
    if copies == 1:
        return built
    out = []
    for k in range(copies):
        for s in built:
            copy = s.model_copy(deep=False)
            copy.id = f"{s.id}@{k}"
            out.append(copy)
    return out


def make_task(dataset: list[Sample], behaviour: Behaviour) -> Task:
    """The benchmark's own setup, agent loop and scorer over `dataset`."""
    agent = [offer_noop(), default_agent()] if behaviour == "noop" else default_agent()
    return Task(
        dataset=MemoryDataset(dataset, name="bench"),
        setup=world_setup(),
        solver=agent,
        scorer=assertions_scorer(),
        message_limit=MESSAGE_LIMIT,
        score_on_error=True,
        fail_on_error=False,
    )
