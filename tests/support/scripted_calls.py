"""Scripted `mockllm` outputs for tests that play fixed tool calls through Inspect: one output a
call (ids `call-0`, `call-1`, ...), then the final answer. Every output sets `usage`, so
`mockllm` never downloads a tokenizer."""

from __future__ import annotations

from typing import Any

from inspect_ai.model import ModelOutput, ModelUsage

USAGE = ModelUsage(input_tokens=1, output_tokens=1, total_tokens=2)


def tool_call_outputs(calls: list[tuple[str, dict[str, Any]]], answer: str) -> list[ModelOutput]:
    """The model's outputs: each `(tool, arguments)` of `calls` in turn, then `answer`."""
    outputs = []
    for i, (name, args) in enumerate(calls):
        out = ModelOutput.for_tool_call("mockllm/model", name, args, tool_call_id=f"call-{i}")
        out.usage = USAGE
        outputs.append(out)
    done = ModelOutput.from_content("mockllm/model", answer)
    done.usage = USAGE
    outputs.append(done)
    return outputs
