"""Scripted runs of a conversation: the agent's outputs from a reference conversation's steps,
plain replies, and what the sample recorded of the user's side."""

from __future__ import annotations

from typing import Any

from inspect_ai.log import EvalLog, EvalSample
from inspect_ai.model import Model, ModelOutput, get_model
from scripted_calls import USAGE

from ava_inspect.schema.task import Call

MOCK = "mockllm/model"
SCORER = "assertions_scorer"


def outputs(steps: list[Any]) -> list[ModelOutput]:
    """One model output per step: a tool call, or a plain reply to the user."""
    made = []
    for i, step in enumerate(steps):
        if isinstance(step, Call):
            out = ModelOutput.for_tool_call(MOCK, step.tool, dict(step.args), tool_call_id=f"c{i}")
        else:
            out = ModelOutput.from_content(MOCK, step.say)
        out.usage = USAGE
        made.append(out)
    return made


def replies(*texts: str) -> list[ModelOutput]:
    made = []
    for text in texts:
        out = ModelOutput.from_content(MOCK, text)
        out.usage = USAGE
        made.append(out)
    return made


def mock(script: list[ModelOutput]) -> Model:
    return get_model(MOCK, custom_outputs=script, memoize=False)


def only_sample(log: EvalLog) -> EvalSample:
    assert log.status == "success", log.error
    [sample] = log.samples or []
    return sample


def user_turns(sample: EvalSample) -> list[str]:
    return [m.text for m in sample.messages if m.role == "user"][1:]
