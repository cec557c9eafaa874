"""How much of each sample's first prompt a server's prefix cache can reuse from the previous
sample: `uv run python bench/prefix_share.py` (a few seconds; not part of the tests).

Each sample's first request (system message, tool definitions, the conversation so far) is
rendered with a Qwen2.5-style chat template (written below: ChatML, the tools as JSON lines in
the system turn after the system prompt, as Qwen2.5/Qwen3 and Hermes-style templates do), in the
order Inspect starts the samples (dataset order), and compared with the previous sample's. The
share is the common prefix over the sample's prompt, in characters (~3.2 characters a token on
this text with Qwen's and Gemma's tokenizers). Llama.cpp keeps the previous prompt of a slot and
re-processes from the first differing token; vLLM's and SGLang's caches work by prefix too.

"before" is the layout up to this change (the requester named in the system prompt, before the
tool block); "after" is the current one (the requester opens the first user turn).
"""

from __future__ import annotations

import itertools
import json
import statistics
from collections.abc import Sequence
from typing import Any

import jinja2
from inspect_ai.model import ChatMessage, ChatMessageAssistant
from inspect_ai.tool import ToolDef

from ava_inspect.core.world.clock import TODAY, vi_date
from ava_inspect.core.world.persist import world_from_data
from ava_inspect.core.world.tables import World
from ava_inspect.harness.catalog import get_definition
from ava_inspect.harness.dataset import build_dataset, select_tasks
from ava_inspect.harness.sample_info import SampleInfo, initial_world_data
from ava_inspect.harness.setup import requester_note, system_prompt, with_requester_note
from ava_inspect.harness.toolsets import toolset
from ava_inspect.schema.task import TaskDefinition
from ava_inspect.subsystems import COMPANY_NAME

QWEN_TEMPLATE = """\
{%- if tools %}
{{- '<|im_start|>system\\n' }}
{%- if messages[0].role == 'system' %}{{- messages[0].content }}{%- endif %}
{{- '\\n\\n# Tools\\n\\nYou may call one or more functions to assist with the user query.\\n\\n'
    'You are provided with function signatures within <tools></tools> XML tags:\\n<tools>' }}
{%- for tool in tools %}{{- '\\n' }}{{- tool | tojson }}{%- endfor %}
{{- '\\n</tools>\\n\\nFor each function call, return a json object with function name and '
    'arguments within <tool_call></tool_call> XML tags:\\n<tool_call>\\n{"name": '
    '<function-name>, "arguments": <args-json-object>}\\n</tool_call><|im_end|>\\n' }}
{%- elif messages[0].role == 'system' %}
{{- '<|im_start|>system\\n' + messages[0].content + '<|im_end|>\\n' }}
{%- endif %}
{%- for message in messages %}
{%- if message.role in ('user', 'assistant') %}
{{- '<|im_start|>' + message.role + '\\n' + message.content + '<|im_end|>\\n' }}
{%- endif %}
{%- endfor %}
{{- '<|im_start|>assistant\\n' }}"""

BEFORE_OFFICE_PROMPT = """Bạn là AVA, trợ lý AI của MISA, làm việc trong bộ phần mềm MISA AMIS của {company}.
Hôm nay là {today}.
Người đang trao đổi với bạn: {name} — {title}, {department}.

Cách làm việc:
- Dùng công cụ để tra cứu dữ liệu thật (nhân viên, khách hàng, hóa đơn, quy chế...) trước khi ghi; không đoán mã, số liệu, địa chỉ email.
- Tuân thủ quy chế, quy định của công ty (tra bằng document_qa) khi yêu cầu có liên quan.
- Chỉ làm đúng việc được yêu cầu; không thay đổi dữ liệu ngoài phạm vi yêu cầu.
- Khi đã xong, trả lời ngắn gọn bằng tiếng Việt những gì bạn đã làm."""
"""The office system prompt before this change (`tasks/setup.py` at the previous commit)."""

CHARS_PER_TOKEN = 3.2


def render(messages: list[dict[str, str]], tools: list[dict[str, Any]]) -> str:
    env = jinja2.Environment()
    env.filters["tojson"] = lambda value: json.dumps(value, ensure_ascii=False)
    return env.from_string(QWEN_TEMPLATE).render(messages=messages, tools=tools)


def openai_tools(domain: str) -> list[dict[str, Any]]:
    """The tools as Inspect's openai-api provider sends them."""
    tools = []
    for spec in toolset(domain):
        tool = ToolDef(spec.factory())
        tools.append(
            {
                "type": "function",
                "function": {
                    "name": tool.name,
                    "description": tool.description,
                    "parameters": tool.parameters.model_dump(exclude_none=True),
                },
            }
        )
    return tools


def plain(messages: Sequence[ChatMessage]) -> list[dict[str, str]]:
    return [
        {"role": "assistant" if isinstance(m, ChatMessageAssistant) else "user", "content": m.text}
        for m in messages
    ]


def before_system(task: TaskDefinition, world: World) -> str:
    if task.requester_id is None:
        return system_prompt(task)
    person = world.record("hr.employees", task.requester_id)
    department = world.record("hr.departments", person.department_id)
    return BEFORE_OFFICE_PROMPT.format(
        company=COMPANY_NAME,
        today=vi_date(TODAY),
        name=person.full_name,
        title=person.title,
        department=department.name,
    )


def first_prompts(domain: str | None) -> dict[str, list[tuple[str, str]]]:
    """(task id, rendered first prompt) per layout, in the order the samples start."""
    name = domain or "avabench"
    dataset = build_dataset(name, select_tasks(domain))
    tools = {d: openai_tools(d) for d in ("sale", "hr")}
    out: dict[str, list[tuple[str, str]]] = {"before": [], "after": []}
    for sample in dataset:
        info = SampleInfo.model_validate(sample.metadata)
        task = get_definition(info.task_id)
        world = world_from_data(initial_world_data(sample.metadata or {}))
        conversation = list(sample.input) if not isinstance(sample.input, str) else []
        offered = tools["sale" if task.domain == "sale" else "hr"]
        before = [{"role": "system", "content": before_system(task, world)}, *plain(conversation)]
        noted = list(conversation)
        with_requester_note(noted, requester_note(task, world))
        after = [{"role": "system", "content": system_prompt(task)}, *plain(noted)]
        out["before"].append((task.id, render(before, offered)))
        out["after"].append((task.id, render(after, offered)))
    return out


def shared_prefix(a: str, b: str) -> int:
    n = min(len(a), len(b))
    i = 0
    while i < n and a[i] == b[i]:
        i += 1
    return i


def shares(prompts: list[tuple[str, str]]) -> list[tuple[str, float, int, int]]:
    """(task id, share, shared characters, prompt characters) for each sample after the first."""
    rows = []
    for (_, previous), (task_id, prompt) in itertools.pairwise(prompts):
        common = shared_prefix(previous, prompt)
        rows.append((task_id, common / len(prompt), common, len(prompt)))
    return rows


def summary(rows: list[tuple[str, float, int, int]]) -> str:
    values = [r[1] for r in rows]
    reused = sum(r[2] for r in rows) / sum(r[3] for r in rows)
    return (
        f"mean {statistics.mean(values):6.1%}  median {statistics.median(values):6.1%}  "
        f"min {min(values):6.1%}  of all prompt characters {reused:6.1%}"
    )


def main() -> None:
    print("| run (sample order) | layout | share of each first prompt reused from the previous |")
    print("|---|---|---|")
    for domain in (None, "hr", "crm", "recruitment", "mail", "sale"):
        prompts = first_prompts(domain)
        for layout in ("before", "after"):
            name = f"ava_inspect/{domain or 'avabench'}"
            print(f"| {name} | {layout} | {summary(shares(prompts[layout]))} |")
    office = first_prompts("hr")["after"][0][1]
    print(
        f"\nAn office first prompt: {len(office)} characters (~{len(office) / CHARS_PER_TOKEN:,.0f}"
        " tokens)."
    )


if __name__ == "__main__":
    main()
