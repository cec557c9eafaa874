"""The private Inspect APIs AVABench relies on (`ava_inspect.core.inspect_internals`) still work.

An Inspect upgrade that moves, renames or changes one of them fails here, by name, rather than
in the middle of a run. No other module may reach into Inspect's private parts.
"""

from __future__ import annotations

import asyncio
import inspect as pyinspect
import re
from pathlib import Path
from typing import Any

import httpx2
import pytest
from inspect_ai import Epochs, Task, eval
from inspect_ai.dataset import Sample
from inspect_ai.model import (
    ChatMessageAssistant,
    ChatMessageTool,
    ModelAPI,
    execute_tools,
    get_model,
)
from inspect_ai.model._providers.openai_compatible import OpenAICompatibleAPI
from inspect_ai.solver import Generate, Solver, TaskState, solver
from inspect_ai.tool import Tool, ToolCall, tool
from openai import DefaultAsyncHttpxClient

from ava_inspect.core import inspect_internals as internals
from ava_inspect.harness.arguments import TaskArgumentError
from ava_inspect.harness.toolsets import CATALOGUE

ROOT = Path(__file__).resolve().parents[2]
PRIVATE_IMPORT = re.compile(r"^\s*(from|import)\s+inspect_ai(\.[a-z]\w*)*\._")
PRIVATE_ATTRIBUTE = re.compile(r"\.(http_client|client_timeout)\b(?![\"'])")
"""An attribute read, not a key such as `model_args.client_timeout` inside a string."""


def _python_files() -> list[Path]:
    return sorted(p for d in ("ava_inspect", "tests", "bench") for p in (ROOT / d).rglob("*.py"))


def test_no_other_module_touches_a_private_inspect_api() -> None:
    offenders = []
    for path in _python_files():
        if path.name in ("inspect_internals.py", Path(__file__).name):
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if PRIVATE_IMPORT.search(line) or PRIVATE_ATTRIBUTE.search(line):
                offenders.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()}")
    assert not offenders, "move these into ava_inspect/inspect_internals.py:\n" + "\n".join(
        offenders
    )


def test_every_name_the_module_lists_exists() -> None:
    for name in internals.__all__:
        assert getattr(internals, name, None) is not None, name
    assert internals.MODEL_GENERATE_ERROR.endswith(".ModelGenerateError")


def test_prerequisite_error_carries_the_message_inspect_prints() -> None:
    error = TaskArgumentError("noise='abc' is not allowed")
    assert isinstance(error, internals.PrerequisiteError)
    assert error.message == "noise='abc' is not allowed"  # what Inspect's CLI prints
    assert set(pyinspect.signature(internals.PrerequisiteError).parameters) == {"message"}


def test_http_client_defaults_accept_verify_and_timeout() -> None:
    assert internals.connect_timeout() > 0
    kwargs = internals.default_client_kwargs(verify=False, timeout=httpx2.Timeout(timeout=5.0))
    assert kwargs["verify"] is False
    assert kwargs["timeout"].read == 5.0
    client = DefaultAsyncHttpxClient(**kwargs)  # what AVABENCH_SSL_VERIFY=0 builds
    assert isinstance(client, httpx2.AsyncClient)
    asyncio.run(client.aclose())


@pytest.mark.parametrize(
    ("model", "env"),
    [
        ("openai-api/loopback/m", {"LOOPBACK_BASE_URL": "http://127.0.0.1:9/v1"}),
        ("openai/gpt-4.1", {"OPENAI_BASE_URL": "http://127.0.0.1:9/v1"}),
    ],
)
def test_a_replaced_provider_http_client_carries_the_calls(
    model: str, env: dict[str, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The provider keeps `http_client`, reads `client_timeout`, and its `initialize()`
    rebuilds the OpenAI client around a replaced `http_client` (the TLS switch relies on it)."""
    for key, value in env.items():
        monkeypatch.setenv(key, value)
    monkeypatch.setenv("LOOPBACK_API_KEY", "test")
    monkeypatch.setenv("OPENAI_API_KEY", "test")
    api: Any = get_model(model, memoize=False, client_timeout=7).api
    assert internals.provider_http_client(api) is not None
    assert internals.provider_client_timeout(api) == 7.0

    seen: list[str] = []

    def answer(request: httpx2.Request) -> httpx2.Response:
        seen.append(str(request.url))
        return httpx2.Response(200, json={"object": "list", "data": []})

    replacement = DefaultAsyncHttpxClient(transport=httpx2.MockTransport(answer))
    assert internals.replace_provider_http_client(api, replacement)
    assert internals.provider_http_client(api) is replacement

    async def list_models() -> None:
        await api.client.models.list()

    asyncio.run(list_models())
    assert seen == ["http://127.0.0.1:9/v1/models"]


def test_a_provider_without_an_http_client_is_left_alone() -> None:
    api = get_model("mockllm/model", memoize=False).api
    assert internals.provider_http_client(api) is None
    assert internals.replace_provider_http_client(api, object()) is False


def test_tool_params_types_a_models_json_arguments() -> None:
    typed = internals.tool_params(
        {"query": "Mai", "min_seats": 6}, CATALOGUE["meeting_room_search"].factory()
    )
    assert typed == {"query": "Mai", "min_seats": 6}
    order = internals.tool_params(
        {
            "customer_name": "Lan",
            "phone": "0903418652",
            "address": "12 Hàng Bông",
            "province": "Hà Nội",
            "items": [{"sku": "X-1", "quantity": 2}],
            "shipping_fee": 30000,
        },
        CATALOGUE["create_draft_order"].factory(),
    )
    (item,) = order["items"]
    assert (type(item).__name__, item.sku, item.quantity) == ("OrderItem", "X-1", 2)


def test_a_tools_canonical_arguments_come_before_inspects_schema_check() -> None:
    """Inspect hands the hook the model's JSON as it is, then validates and runs what it returns."""
    seen: list[dict[str, Any]] = []

    @tool
    def double() -> Tool:
        async def execute(n: int) -> str:
            """Double a number.

            Args:
                n: The number.
            """
            return str(2 * n)

        def canonical(arguments: dict[str, Any]) -> dict[str, Any]:
            seen.append(arguments)
            return {"n": 5} if arguments.get("n") == "five" else arguments

        internals.set_tool_canonical_arguments(execute, canonical)
        return execute

    call = ToolCall(id="c1", function="double", arguments={"n": "five"})
    message = ChatMessageAssistant(content="", tool_calls=[call])
    [answer] = asyncio.run(execute_tools([message], [double()])).messages
    assert isinstance(answer, ChatMessageTool)
    assert (answer.error, answer.text) == (None, "10")
    assert seen == [{"n": "five"}]


def test_generate_and_chat_choices_can_be_overridden_on_an_instance() -> None:
    """`ModelAPI.generate` and `OpenAICompatibleAPI.chat_choices_from_completion` are the calls
    Inspect makes, with these parameters."""
    assert list(pyinspect.signature(ModelAPI.generate).parameters) == [
        "self",
        "input",
        "tools",
        "tool_choice",
        "config",
    ]
    assert list(
        pyinspect.signature(OpenAICompatibleAPI.chat_choices_from_completion).parameters
    ) == [
        "self",
        "completion",
        "tools",
    ]

    class Provider:
        async def generate(self, **kwargs: Any) -> str:
            return f"output {kwargs['input']}"

        def chat_choices_from_completion(self, completion: str, tools: list[Any]) -> str:
            return f"choices of {completion}"

    api = Provider()
    internals.override_generate(api, lambda result: result.upper())
    assert asyncio.run(api.generate(input="x")) == "OUTPUT X"
    assert internals.override_chat_choices(api, lambda completion: completion + "!")
    assert api.chat_choices_from_completion("c", []) == "choices of c!"
    assert not internals.override_chat_choices(object(), lambda completion: completion)


def test_registry_lookup_finds_the_entry_points() -> None:
    for kind, name in [
        ("task", "ava_inspect/hr"),
        ("solver", "ava_inspect/oracle"),
        ("scorer", "ava_inspect/assertions_scorer"),
        ("tool", "ava_inspect/amis_hrm_create_leave_request"),
    ]:
        assert internals.registry_lookup(kind, name) is not None, name  # type: ignore[arg-type]


def test_cached_models_hold_memoised_models(monkeypatch: pytest.MonkeyPatch) -> None:
    """Tests that start loopback servers forget their models through this dict."""
    monkeypatch.setenv("LOOPBACK_API_KEY", "test")
    model = get_model("openai-api/loopback/cache-probe", base_url="http://127.0.0.1:9/v1")
    keys = [k for k, m in internals.cached_models.items() if m is model]
    assert len(keys) == 1 and "cache-probe" in keys[0]
    del internals.cached_models[keys[0]]
    assert (
        get_model("openai-api/loopback/cache-probe", base_url="http://127.0.0.1:9/v1") is not model
    )
    for key in [k for k in internals.cached_models if "cache-probe" in k]:
        del internals.cached_models[key]


def test_sample_state_and_resolve_scorers(tmp_path: Path) -> None:
    seen: list[bool] = []

    @solver
    def look() -> Solver:
        async def solve(state: TaskState, generate: Generate) -> TaskState:
            seen.append(internals.sample_state() is state)
            return state

        return solve

    assert internals.sample_state() is None  # outside a sample
    (log,) = eval(
        Task(dataset=[Sample(input="x")], solver=look()),
        model="mockllm/model",
        log_dir=str(tmp_path),
        display="none",
    )
    assert log.status == "success" and seen == [True]
    (scorer,) = internals.resolve_scorers(log, "ava_inspect/assertions_scorer")
    assert callable(scorer)


def test_an_epochs_checked_task_sees_the_runs_epochs_and_reducer_before_its_log(
    tmp_path: Path,
) -> None:
    # Inspect sets `epochs` and then `epochs_reducer` on the run's copy of the task before it
    # creates the log: the check sees the run's --epochs, and its error leaves no log.
    seen: list[tuple[list[str] | None, int]] = []

    def check(names: list[str] | None, epochs: int) -> None:
        seen.append((names, epochs))
        if names and "at_least_2" in names[0]:
            raise TaskArgumentError(f"refused {names[0]} at {epochs} epochs")

    def make() -> Task:
        return internals.EpochsCheckedTask(
            dataset=[Sample(input="x")], solver=_noop(), check_epochs=check
        )

    [log] = eval(
        make(), model="none", epochs=Epochs(3, "at_least_3"), log_dir=str(tmp_path), display="none"
    )
    assert log.status == "success" and seen[-1] == (["at_least_3"], 3)
    with pytest.raises(ValueError, match="refused at_least_2 at 3 epochs"):
        eval(
            make(),
            model="none",
            epochs=Epochs(3, "at_least_2"),
            log_dir=str(tmp_path / "x"),
            display="none",
        )
    assert seen[-1] == (["at_least_2"], 3)
    assert not (tmp_path / "x").exists() or not any((tmp_path / "x").iterdir())


@solver
def _noop() -> Solver:
    async def solve(state: TaskState, generate: Generate) -> TaskState:
        return state

    return solve


def test_register_bare_name_keeps_the_qualified_name() -> None:
    """The scorer is found by its bare name (the one a log records) and by its qualified one,
    and what it creates still carries the qualified name."""
    from inspect_ai.util import registry_create, registry_info

    from ava_inspect.scorers.scorer import assertions_scorer

    assert internals.registry_lookup("scorer", "assertions_scorer") is assertions_scorer
    assert internals.registry_lookup("scorer", "ava_inspect/assertions_scorer") is assertions_scorer
    made = registry_create("scorer", "assertions_scorer")
    assert registry_info(made).name == "ava_inspect/assertions_scorer"
    internals.register_bare_name("scorer", assertions_scorer)  # twice: a no-op
    assert internals.registry_lookup("scorer", "assertions_scorer") is assertions_scorer
