"""Hostile tool calls through the real pipeline: whatever a model (or its server) sends, the run
goes on, the sample is scored on the world, and the model gets a Vietnamese refusal it can act on.

Over real HTTP (tests/openai_stub, `openai-api/stub/...`): a lone UTF-16 surrogate in a tool
call's arguments and in the reply's text, tool-call arguments sent as a JSON object, numbers far
outside a tool's bounds, and a certificate that does not verify (one handshake, not three). Then
a fuzz test sends arbitrary JSON for every parameter of every tool through Inspect's own tool
execution (`execute_tools`, the path a model's call takes).
"""

from __future__ import annotations

import asyncio
import json
import math
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import inspect_ai
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from inspect_ai.log import EvalLog, EvalSample, read_eval_log
from inspect_ai.model import ChatMessageAssistant, ChatMessageTool, ModelOutput, get_model
from inspect_ai.model import execute_tools as inspect_execute_tools
from inspect_ai.tool import ToolCall, ToolDef
from inspect_ai.util import store
from openai.types.chat import ChatCompletion
from openai.types.chat import ChatCompletionMessageFunctionToolCall as FunctionToolCall
from openai_stub import (
    CertFiles,
    Reply,
    Request,
    StubServer,
    completion,
    have_openssl,
    make_ca_and_cert,
)

from ava_inspect.core.tools.runtime import start_session
from ava_inspect.core.world.live import open_world
from ava_inspect.core.world.persist import world_data
from ava_inspect.endpoints import SSL_VERIFY_ENV, arguments_as_json_text, without_lone_surrogates
from ava_inspect.harness.catalog import get_definition
from ava_inspect.harness.toolsets import CATALOGUE
from ava_inspect.scorers.scorer import SKIPPED
from ava_inspect.subsystems import base_company

MODEL = "openai-api/stub/stub-model"
SCORER = "assertions_scorer"
LEAVE = "hr.leave_split_unpaid"
ROOM = "hr.book_room_basic"
SALE = "sale.ask_name_referrer"

INSPECT_WORDS = (
    "validation errors parsing tool input",
    "is not of type",
    "Unable to convert",
    "Required parameter",
    "Additional properties",
    "is a required property",
    "validation error for",
)
"""How Inspect's own argument checks word a refusal: none of it may reach the model."""


# ---------------------------------------------------------------- helpers


@pytest.fixture(autouse=True)
def stub_service(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """`openai-api/stub/...` reads STUB_API_KEY and STUB_BASE_URL; each test its own server."""
    monkeypatch.setenv("STUB_API_KEY", "test-key")
    monkeypatch.delenv(SSL_VERIFY_ENV, raising=False)
    monkeypatch.delenv("SSL_CERT_FILE", raising=False)
    monkeypatch.delenv("SSL_CERT_DIR", raising=False)
    yield


def run(
    server: StubServer,
    monkeypatch: pytest.MonkeyPatch,
    log_dir: Path,
    task: str,
    sample_id: str | list[str],
) -> EvalLog:
    """`inspect eval ava_inspect/<task> --model openai-api/stub/stub-model --sample-id ...`."""
    monkeypatch.setenv("STUB_BASE_URL", server.base_url)
    [log] = inspect_ai.eval(
        f"ava_inspect/{task}",
        model=get_model(MODEL, memoize=False),
        sample_id=sample_id,
        log_dir=str(log_dir),
        display="none",
    )
    return log


def scored_sample(log: EvalLog, sample_id: str) -> EvalSample:
    """The sample, which ran without error and got a score (the model's failure is a 0)."""
    assert log.status == "success", log.error
    [sample] = [s for s in log.samples or [] if s.id == sample_id]
    assert sample.error is None, sample.error
    assert sample.scores is not None and SCORER in sample.scores
    value = sample.scores[SCORER].value
    assert isinstance(value, dict) and value[SKIPPED] == 0, sample.scores[SCORER].reason
    return sample


def tool_errors(sample: EvalSample) -> list[str]:
    return [m.error.message for m in sample.messages if isinstance(m, ChatMessageTool) and m.error]


def prompt_of(task_id: str) -> str:
    prompt = get_definition(task_id).prompt
    assert isinstance(prompt, str)
    return prompt[:60]


def arguments_as_object(reply: Reply) -> Reply:
    """The reply with each tool call's `arguments` a JSON object instead of JSON text."""
    assert reply.body is not None
    for choice in reply.body["choices"]:
        for call in choice["message"].get("tool_calls") or []:
            call["function"]["arguments"] = json.loads(call["function"]["arguments"])
    return reply


# ---------------------------------------------------------------- 1. lone surrogates


def test_a_lone_surrogate_from_the_model_neither_ends_the_run_nor_loses_a_sample(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """JSON can carry `\\ud800`; a log cannot. It used to end the whole run when the sample was
    written (PydanticSerializationError), losing every sample, again on eval-retry."""
    room_prompt = prompt_of(ROOM)

    def script(request: Request) -> Reply:
        if room_prompt not in request.prompt:
            return completion("Dạ, em chưa làm được ạ.")
        if request.turn == 0:
            return completion(
                "Em tìm ph\ud800òng ạ.",
                tool_calls=[
                    ("amis_hrm_search_employee", {"query": "Tu\ud800n"}),
                    ("meeting_room_search", {"query": "Ph\udfffòng \ud83d\ude00 Mai"}),
                ],
            )
        return completion("Dạ xong ạ \udfff.")

    with StubServer(script) as server:
        log = run(server, monkeypatch, tmp_path, "hr", [ROOM, LEAVE])
    sample = scored_sample(log, ROOM)
    scored_sample(log, LEAVE)  # the other sample of the run was not lost
    errors = tool_errors(sample)
    assert len(errors) == 2
    assert errors[0].startswith("query chứa ký tự thay thế '�'") and "Tu\\ufffdn" in errors[0]
    assert "lỗi mã hóa" in errors[1]
    # The reply's text is in the log, each lone half replaced, the pair made whole again.
    [first, *_] = [m for m in sample.messages if isinstance(m, ChatMessageAssistant)]
    assert first.text == "Em tìm ph\ufffdòng ạ."
    assert first.tool_calls is not None
    assert first.tool_calls[1].arguments == {"query": "Ph\ufffdòng 😀 Mai"}
    reread = read_eval_log(log.location)
    assert reread.samples is not None and len(reread.samples) == 2


def test_without_lone_surrogates_keeps_clean_values_as_they_are() -> None:
    output = ModelOutput.for_tool_call("m", "t", {"k\ud800": ["a\udc00", {"x": "ok"}]})
    output.choices[0].message.content = "xin ch\ud83d\ude00ào"
    clean = without_lone_surrogates(output)
    assert clean is output
    message = output.choices[0].message
    assert message.content == "xin ch😀ào"
    assert message.tool_calls is not None
    assert message.tool_calls[0].arguments == {"k\ufffd": ["a\ufffd", {"x": "ok"}]}
    text = "Nguyễn Thị Hòa 👩‍💻"
    assert without_lone_surrogates(text) is text


# ---------------------------------------------------------------- 3. arguments as a JSON object


def test_tool_call_arguments_sent_as_an_object_are_read_as_json(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Some servers send `arguments` as an object: it used to end the sample with
    AttributeError("'dict' object has no attribute 'strip'") before any tool ran."""
    calls = get_definition(LEAVE).oracle_calls

    def script(request: Request) -> Reply:
        if request.turn < len(calls):
            call = calls[request.turn]
            return arguments_as_object(completion(tool_calls=[(call.tool, call.args)]))
        return completion("Dạ, em đã làm xong.")

    with StubServer(script) as server:
        log = run(server, monkeypatch, tmp_path, "hr", LEAVE)
    sample = scored_sample(log, LEAVE)
    assert tool_errors(sample) == []
    assert sample.scores is not None
    value = sample.scores[SCORER].value
    assert isinstance(value, dict) and value["task_completed_correctly"] == 1


def test_only_non_text_arguments_are_rewritten() -> None:
    reply = completion(tool_calls=[("a", {"x": 1}), ("b", {"y": "ý"})]).body
    assert reply is not None
    parsed = ChatCompletion.model_validate(reply)
    calls = [
        c for c in parsed.choices[0].message.tool_calls or [] if isinstance(c, FunctionToolCall)
    ]
    text = calls[1].function.arguments
    object.__setattr__(calls[0].function, "arguments", {"x": 1})
    arguments_as_json_text(parsed)
    assert calls[0].function.arguments == '{"x": 1}'
    assert calls[1].function.arguments is text


# ---------------------------------------------------------------- 2. numbers out of bounds


def test_numbers_far_out_of_bounds_are_refused_with_the_tools_own_bounds(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """`quantity: 1e30` used to fail Inspect's conversion (pydantic int_parsing_size) before
    AVABench's checks: the sample ended unscored, the model's failure counted as a harness's."""
    values = [1e30, 1e19, -1e30, 1e308, 2.5, "3", True, None]

    def order(quantity: Any) -> dict[str, Any]:
        return {
            "customer_name": "Nguyễn Thị Mai",
            "phone": "0912345678",
            "address": "Số 1 Duy Tân, Cầu Giấy, Hà Nội",
            "province": "Hà Nội",
            "items": [{"sku": "TOTE-BE", "quantity": quantity}],
            "shipping_fee": 25000,
        }

    def script(request: Request) -> Reply:
        if request.turn == 0:
            return completion(tool_calls=[("create_draft_order", order(v)) for v in values])
        return completion("Dạ, em chưa tạo được đơn ạ.")

    with StubServer(script) as server:
        log = run(server, monkeypatch, tmp_path, "sale", SALE)
    errors = tool_errors(scored_sample(log, SALE))
    assert len(errors) == len(values)
    for error in errors:
        assert error.startswith("items[0].quantity phải là số nguyên từ 1 đến 999, nhận "), error
        assert not any(words in error for words in INSPECT_WORDS), error
    assert errors[0].endswith("nhận 1e+30.") and errors[4].endswith("nhận 2,5.")
    assert errors[5].endswith('nhận "3" (chuỗi).') and errors[7].endswith("nhận null.")


# ---------------------------------------------------------------- 6. refusals the model can act on

WORLD_USER = "NV-0004"


@pytest.fixture(scope="module")
def tool_defs() -> dict[str, ToolDef]:
    """Every tool as Inspect sees it, on a world opened in the current store."""
    world = open_world(store(), world_data(base_company()))
    start_session(store(), world, WORLD_USER)
    return {name: ToolDef(spec.factory()) for name, spec in CATALOGUE.items()}


def call_tool(
    tool_defs: dict[str, ToolDef], name: str, arguments: dict[str, Any]
) -> ChatMessageTool:
    """One tool call as a model makes it, through Inspect's own tool execution."""
    message = ChatMessageAssistant(
        content="", tool_calls=[ToolCall(id="call-1", function=name, arguments=arguments)]
    )
    result = asyncio.run(inspect_execute_tools([message], list(tool_defs.values())))
    [answer] = result.messages
    assert isinstance(answer, ChatMessageTool)
    return answer


@pytest.mark.parametrize(
    ("tool", "arguments", "phrases"),
    [
        ("amis_hrm_search_employee", {"query": None}, ["query phải là chuỗi ký tự", "null"]),
        ("amis_hrm_search_employee", {"limit": math.nan}, ["limit phải là số nguyên", "nhận nan"]),
        ("amis_hrm_search_employee", {"limit": math.inf}, ["limit", "nhận inf"]),
        ("amis_hrm_search_employee", {"limit": "5"}, ["limit", 'nhận "5" (chuỗi)']),
        ("amis_hrm_search_employee", {"limit": [5]}, ["limit", "nhận [5] (mảng)"]),
        ("amis_hrm_search_employee", {"query": {"a": 1}}, ["query", '{"a": 1} (đối tượng)']),
        ("amis_hrm_search_employee", {"qurey": "Lan"}, ["không có tham số 'qurey'", "query"]),
        (
            "amis_hrm_get_leave_balance",
            {},
            ["thiếu tham số bắt buộc 'employee_id'", "chuỗi ký tự"],
        ),
        (
            "amis_hrm_create_leave_request",
            {
                "employee_id": "NV-0004",
                "leave_type": "holiday",
                "start_date": "2026-12-21",
                "end_date": "2026-12-21",
            },
            ['leave_type phải là một trong "annual", "unpaid"', 'nhận "holiday" (chuỗi)'],
        ),
        (
            "create_draft_order",
            {
                "customer_name": "Mai",
                "phone": "0912345678",
                "address": "Số 1 Duy Tân",
                "province": "Hà Nội",
                "items": [{"sku": "TOTE-BE", "quantity": 1, "color": "be"}],
                "shipping_fee": 25000,
            },
            ['items[0] không có trường "color"', '"sku", "quantity", "combo_choices"'],
        ),
        (
            "create_draft_order",
            {
                "customer_name": "Mai",
                "phone": "0912345678",
                "address": "Số 1 Duy Tân",
                "province": "Hà Nội",
                "items": "TOTE-BE x1",
                "shipping_fee": 25000,
            },
            ["items phải là một mảng JSON", "đối tượng JSON với các trường", "(chuỗi)"],
        ),
        (
            "amis_timekeeping_create_overtime_request",
            {"employee_id": "NV-0004", "date": "2026-12-19", "hours": "3", "reason": "x"},
            ["hours phải là một số lớn hơn 0 và không quá 12", 'nhận "3" (chuỗi)'],
        ),
    ],
)
def test_a_refused_argument_is_named_in_vietnamese(
    tool_defs: dict[str, ToolDef], tool: str, arguments: dict[str, Any], phrases: list[str]
) -> None:
    """Inspect's schema check would answer `None is not of type 'string'`, naming nothing."""
    answer = call_tool(tool_defs, tool, arguments)
    assert answer.error is not None and answer.error.type == "unknown", answer.error
    for phrase in phrases:
        assert phrase in answer.error.message, answer.error.message
    assert not any(words in answer.error.message for words in INSPECT_WORDS)


def test_a_refused_call_is_recorded_with_the_models_own_arguments(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """The call goes on as a stand-in the schema accepts; its tool event keeps what was sent."""
    sent = {"query": None, "limit": "5"}

    def script(request: Request) -> Reply:
        if request.turn == 0:
            return completion(tool_calls=[("amis_hrm_search_employee", sent)])
        return completion("Dạ.")

    with StubServer(script) as server:
        log = run(server, monkeypatch, tmp_path, "hr", ROOM)
    sample = scored_sample(log, ROOM)
    [event] = [e for e in sample.events if e.event == "tool"]
    assert event.arguments == sent
    assert event.error is not None and event.error.message.startswith("query phải là chuỗi")


# ---------------------------------------------------------------- fuzz: any JSON, any parameter

JSON_LEAVES = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(10**30), max_value=10**30),
    st.sampled_from([1e30, -1e30, 1e19, 1e308, 2.5, 1e3, 0.0, -0.0, math.nan, math.inf]),
    st.floats(),
    st.text(max_size=12),
    st.sampled_from(["", "NV-0004", "2026-12-14", "0912345678", "TOTE-BE", "annual", "Tu\ufffdn"]),
)
JSON_VALUES = st.recursive(
    JSON_LEAVES,
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3)
    ),
    max_leaves=8,
)


def _arguments(tool: ToolDef) -> st.SearchStrategy[dict[str, Any]]:
    """Any JSON for any of the tool's parameters; sometimes an unknown one, or none at all."""
    names = list(tool.parameters.properties)
    return st.dictionaries(
        st.one_of(st.sampled_from(names), st.text(max_size=6)) if names else st.text(max_size=6),
        JSON_VALUES,
        max_size=len(names) + 1,
    )


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_any_json_for_any_parameter_of_any_tool_gets_a_result_or_a_refusal(
    tool_defs: dict[str, ToolDef], data: st.DataObject
) -> None:
    name = data.draw(st.sampled_from(sorted(tool_defs)), label="tool")
    arguments = data.draw(_arguments(tool_defs[name]), label="arguments")
    answer = call_tool(tool_defs, name, arguments)
    if answer.error is not None:
        assert answer.error.type == "unknown", answer.error  # a ToolError: AVABench's own words
        assert not any(words in answer.error.message for words in INSPECT_WORDS)
    else:
        json.loads(answer.text)


# ---------------------------------------------------------------- 7. an untrusted certificate


@pytest.fixture(scope="module")
def certs(tmp_path_factory: pytest.TempPathFactory) -> CertFiles:
    if not have_openssl():
        pytest.skip("the TLS test makes its private CA with `openssl`, which is not installed")
    return make_ca_and_cert(tmp_path_factory.mktemp("tls"))


def counting_handshakes(server: StubServer) -> list[int]:
    """Every connection the server accepts (each one a TLS handshake) appends to the list."""
    handshakes: list[int] = []
    httpd: Any = server._httpd
    accept: Callable[[], Any] = httpd.get_request

    def get_request() -> Any:
        handshakes.append(1)
        return accept()

    httpd.get_request = get_request
    return handshakes


CONNECT_RETRIES_ENV = "INSPECT_HTTP_CONNECT_RETRIES"
"""Inspect's HTTP transport retries establishing a connection (TCP and TLS) this many times, by
default once, inside a single request."""


@pytest.mark.parametrize(("connect_retries", "handshakes"), [(None, 2), ("0", 1)])
def test_an_untrusted_certificate_is_one_request(
    certs: CertFiles,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    connect_retries: str | None,
    handshakes: int,
) -> None:
    """The openai client retried a failed connection twice by itself (3 requests, each with
    Inspect's transport's own connect retry); a certificate that does not verify will not verify
    on a retry either: one request."""
    if connect_retries is None:
        monkeypatch.delenv(CONNECT_RETRIES_ENV, raising=False)
    else:
        monkeypatch.setenv(CONNECT_RETRIES_ENV, connect_retries)

    def script(request: Request) -> Reply:
        return completion("Dạ.")

    with StubServer(script, tls=certs) as server:
        counted = counting_handshakes(server)
        log = run(server, monkeypatch, tmp_path, "hr", LEAVE)
    [sample] = log.samples or []
    assert sample.scores is not None
    score = sample.scores[SCORER]
    assert (score.reason or "").startswith("refused by the server (not retried)"), score.reason
    assert "CERTIFICATE_VERIFY_FAILED" in (score.reason or "")
    assert len(counted) == handshakes
    assert server.requests == []
