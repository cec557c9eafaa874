"""Real endpoints over real HTTP: a scripted OpenAI-compatible server on loopback (tests/openai_stub),
reached through Inspect's `openai-api/<service>/<model>` provider and the `openai` client, exactly
as README's model commands do (`STUB_BASE_URL`, `STUB_API_KEY`).

Covered: proper tool calls, 503 then success, always 500, truncation and context overflow before
any tool call, tool calls returned as text (the parser warning), reasoning_content, limits that end
a runaway sample, TLS with a private CA (fails by default; `SSL_CERT_FILE`; `AVABENCH_SSL_VERIFY=0`),
the safe defaults and their overrides, and an interrupted run resumed with eval-retry.
"""

from __future__ import annotations

import json
import math
import os
import signal
import subprocess
import sys
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import inspect_ai
import pytest
from inspect_ai import Epochs
from inspect_ai.event import InfoEvent, ModelEvent
from inspect_ai.log import EvalLog, EvalSample, read_eval_log, resolve_sample_attachments
from inspect_ai.model import ChatMessageAssistant, ContentReasoning, get_model
from inspect_ai.scorer import Score
from openai_stub import (
    CertFiles,
    Reply,
    Request,
    Script,
    StubServer,
    completion,
    error,
    have_openssl,
    llama_error,
    make_ca_and_cert,
)

from ava_inspect.endpoints import (
    DEFAULT_MAX_TOKENS,
    INSECURE_NOTICE,
    SSL_VERIFY_ENV,
    prepare_model,
    run_warnings,
)
from ava_inspect.harness.catalog import get_definition
from ava_inspect.scorers.keys import SKIPPED_STATUS, STATUS
from ava_inspect.scorers.scorer import COMPLETED, PARTIAL, SKIPPED
from ava_inspect.scorers.validity import bare_json_call, error_summary, parser_warning
from ava_inspect.suite import (
    ATTEMPT_TIMEOUT,
    MAX_RETRIES,
    MESSAGE_LIMIT,
    TIMEOUT,
    TOKEN_LIMIT,
    ava_task,
)

LEAVE = "hr.leave_split_unpaid"
ROOM = "hr.book_room_basic"
MODEL = "openai-api/stub/stub-model"
SCORER = "assertions_scorer"
FAST = {"retry-after-ms": "5"}
"""Tells the openai client to retry after 5 ms (its own backoff is 0.5 s and up)."""


# ---------------------------------------------------------------- helpers


def score_dict(score: Score) -> dict[str, Any]:
    """The keys of an AVABench score (always a dict), by name."""
    return score.as_dict()


def oracle_script(final: str = "Dạ, em đã làm xong.", **extra: Any) -> Script:
    """Each sample's reference solution as tool calls, one per turn, then a short answer."""

    def script(request: Request) -> Reply:
        calls = get_definition(task_id_of(request)).oracle_calls
        if request.turn < len(calls):
            call = calls[request.turn]
            return completion(tool_calls=[(call.tool, call.args)], **extra)
        return completion(final, **extra)

    return script


def task_id_of(request: Request) -> str:
    """Which task a request belongs to, from the user prompt."""
    for task_id in (LEAVE, ROOM, *HR_OTHERS):
        if prompt_of(task_id) in request.prompt:
            return task_id
    raise AssertionError(f"unknown prompt: {request.prompt[:80]}")


def prompt_of(task_id: str) -> str:
    prompt = get_definition(task_id).prompt
    assert isinstance(prompt, str)
    return prompt[:60]


HR_OTHERS = ("hr.leave_use_remaining", "hr.leave_move_dates")


@pytest.fixture(autouse=True)
def stub_service(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """`openai-api/stub/...` reads STUB_API_KEY (and STUB_BASE_URL, set per server).

    `eval_retry` builds its model with `get_model`, which memoizes it with the base URL it read
    from the environment: forget those, so each test reaches its own server."""
    monkeypatch.setenv("STUB_API_KEY", "test-key")
    monkeypatch.delenv(SSL_VERIFY_ENV, raising=False)
    monkeypatch.delenv("SSL_CERT_FILE", raising=False)
    monkeypatch.delenv("SSL_CERT_DIR", raising=False)
    forget_stub_models()
    yield
    forget_stub_models()


def forget_stub_models() -> None:
    from ava_inspect.core.inspect_internals import cached_models as _models

    for key in [k for k in _models if "stub" in k]:
        del _models[key]


def run(
    server: StubServer,
    monkeypatch: pytest.MonkeyPatch,
    log_dir: Path,
    sample_id: str | list[str] = LEAVE,
    **eval_args: Any,
) -> EvalLog:
    """`inspect eval ava_inspect/hr --model openai-api/stub/stub-model --sample-id ...`."""
    monkeypatch.setenv("STUB_BASE_URL", server.base_url)
    [log] = inspect_ai.eval(
        "ava_inspect/hr",
        model=get_model(MODEL, memoize=False),
        sample_id=sample_id,
        log_dir=str(log_dir),
        display="none",
        **eval_args,
    )
    return log


def sample_of(log: EvalLog, sample_id: str = LEAVE) -> EvalSample:
    [sample] = [s for s in log.samples or [] if s.id == sample_id]
    return sample


def score_of(log: EvalLog, sample_id: str = LEAVE) -> Score:
    sample = sample_of(log, sample_id)
    assert sample.scores is not None and SCORER in sample.scores, sample.error
    return sample.scores[SCORER]


def metric(log: EvalLog, key: str, name: str) -> float:
    assert log.results is not None
    [entry] = [s for s in log.results.scores if s.name == key]
    [value] = [m.value for n, m in entry.metrics.items() if n.split("/")[-1] == name]
    return float(value)


def assert_scored(score: Score, completed: int, partial: float | None = None) -> None:
    value = score.value
    assert isinstance(value, dict), value
    assert value[SKIPPED] == 0, score.reason
    assert value[COMPLETED] == completed
    assert value[STATUS] == ("passed" if completed else "failed")
    if partial is not None:
        assert value[PARTIAL] == pytest.approx(partial)


def assert_unscored(score: Score, reason_start: str) -> None:
    value = score.value
    assert isinstance(value, dict), value
    assert value[SKIPPED] == 1
    assert math.isnan(value[COMPLETED]) and math.isnan(value[PARTIAL])
    assert value[STATUS] == SKIPPED_STATUS  # the viewer's header shows it beside `skipped`
    assert (score.reason or "").startswith(reason_start), score.reason


def prompts_served(server: StubServer, since: int = 0) -> dict[str, int]:
    """Requests per task id, from request number `since` on."""
    counts: dict[str, int] = {}
    for request in server.requests[since:]:
        task_id = task_id_of(request)
        counts[task_id] = counts.get(task_id, 0) + 1
    return counts


@pytest.fixture
def served() -> Iterator[Callable[[Script], StubServer]]:
    """Start stub servers for a test (plain HTTP) and stop them after it."""
    servers: list[StubServer] = []

    def start(script: Script) -> StubServer:
        server = StubServer(script).__enter__()
        servers.append(server)
        return server

    yield start
    for server in servers:
        server.__exit__()


# ---------------------------------------------------------------- proper tool calls, defaults


def test_proper_tool_calls_score_as_the_oracle(
    served: Callable[[Script], StubServer], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    server = served(oracle_script())
    log = run(server, monkeypatch, tmp_path, reasoning_effort="none")
    assert log.status == "success", log.error
    assert log.eval.model == MODEL
    assert_scored(score_of(log), 1, 1.0)
    calls = get_definition(LEAVE).oracle_calls
    assert len(server.requests) == len(calls) + 1
    first = server.requests[0].body
    assert first["model"] == "stub-model"
    assert first["reasoning_effort"] == "none"
    assert "amis_hrm_create_leave_request" in {t["function"]["name"] for t in first["tools"]}
    # The tool results went back to the server as tool messages, one per call.
    assert sum(m["role"] == "tool" for m in server.requests[-1].messages) == len(calls)
    # The safe defaults are in the log; nothing printed a warning.
    config = log.plan.config
    assert (config.max_retries, config.timeout, config.attempt_timeout) == (
        MAX_RETRIES,
        TIMEOUT,
        ATTEMPT_TIMEOUT,
    )
    assert log.eval.config.message_limit == MESSAGE_LIMIT
    assert log.eval.config.token_limit == TOKEN_LIMIT
    assert log.eval.metadata is not None and log.eval.metadata["ssl_verify"] is True
    assert parser_warning(log) is None
    assert run_warnings([log]) == []


def test_cli_values_override_the_safe_defaults(
    served: Callable[[Script], StubServer], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    # eval()'s arguments are what `--max-retries 1 --timeout 60 ...` become on the command line.
    server = served(lambda request: completion("Dạ, chị cần gì ạ?"))
    log = run(
        server,
        monkeypatch,
        tmp_path,
        max_retries=1,
        timeout=60,
        attempt_timeout=30,
        message_limit=12,
        token_limit=50_000,
    )
    config = log.plan.config
    assert (config.max_retries, config.timeout, config.attempt_timeout) == (1, 60, 30)
    assert (log.eval.config.message_limit, log.eval.config.token_limit) == (12, 50_000)
    assert_scored(score_of(log), 0, 0.0)


# ---------------------------------------------------------------- endpoint errors


@pytest.mark.slow  # drives Inspect or a real process end to end
def test_503_then_success_is_retried_and_scored(
    served: Callable[[Script], StubServer], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    # Three 503s outlast the openai client's own two retries, so Inspect retries the call.
    healthy = oracle_script()

    def script(request: Request) -> Reply:
        if request.index < 3:
            return error(503, "Service Unavailable: upstream overloaded", FAST)
        return healthy(request)

    server = served(script)
    log = run(server, monkeypatch, tmp_path)
    assert_scored(score_of(log), 1, 1.0)
    sample = sample_of(log)
    assert sample.error is None
    first_call = next(e for e in sample.events if isinstance(e, ModelEvent))
    assert first_call.retries  # the trace shows the call was retried
    assert len(server.requests) == 3 + len(get_definition(LEAVE).oracle_calls) + 1
    assert metric(log, SKIPPED, "total") == 0


def test_always_500_is_unscored_and_counted(
    served: Callable[[Script], StubServer], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    healthy = oracle_script()

    def script(request: Request) -> Reply:
        if task_id_of(request) == LEAVE:
            return error(500, "Internal Server Error: CUDA out of memory", FAST)
        return healthy(request)

    server = served(script)
    log = run(server, monkeypatch, tmp_path, sample_id=[LEAVE, ROOM], max_retries=0)
    assert log.status == "success", log.error  # the run goes on past the failed sample
    assert sample_of(log).error is not None
    score = score_of(log)
    assert_unscored(score, "error")
    assert "500" in (score.reason or "")
    # Finite retries: the openai client's 3 attempts, and no retry by Inspect (max_retries=0).
    assert prompts_served(server)[LEAVE] == 3
    assert_scored(score_of(log, ROOM), 1, 1.0)
    assert metric(log, SKIPPED, "total") == 1
    assert metric(log, COMPLETED, "mean") == 1.0  # the unscored sample is in no denominator


@pytest.mark.parametrize(
    ("reply", "reason"),
    [
        (completion("Dạ, để em xem quy chế nghỉ phép, theo Điều", finish_reason="length"),
         "truncated before any tool call (stop_reason: max_tokens)"),
        (error(400, "This model's maximum context length is 32768 tokens. However, you "
                    "requested 40213 tokens in the messages. Please reduce the length."),
         "truncated before any tool call (context length: openai.BadRequestError: Error code: 400"),
    ],
    ids=["max_tokens", "context_length"],
)  # fmt: skip
def test_cut_off_before_any_tool_call_is_unscored(
    served: Callable[[Script], StubServer],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    reply: Reply,
    reason: str,
) -> None:
    server = served(lambda request: reply)
    log = run(server, monkeypatch, tmp_path)
    score = score_of(log)
    assert_unscored(score, reason)
    assert metric(log, SKIPPED, "total") == 1
    assert parser_warning(log) is None


def test_runaway_reply_after_tool_calls_is_scored_on_the_world(
    served: Callable[[Script], StubServer], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    # Two of the five reference calls, then a reply that runs on until max_tokens.
    healthy = oracle_script()

    def script(request: Request) -> Reply:
        if request.turn < 2:
            return healthy(request)
        return completion("Dạ, theo quy chế thì " + "chị Lan " * 200, finish_reason="length")

    server = served(script)
    log = run(server, monkeypatch, tmp_path)
    score = score_of(log)
    assert_scored(score, 0, 0.0)
    last = [e for e in sample_of(log).events if isinstance(e, ModelEvent)][-1]
    assert last.output.stop_reason == "max_tokens"  # the trace says why it ended


def test_token_limit_ends_a_runaway_sample_cleanly(
    served: Callable[[Script], StubServer], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    # Every reply reports 20,020 tokens: a 90,000-token limit ends the sample at the fifth reply,
    # after four reference calls (the fourth creates the annual-leave request).
    usage = {"prompt_tokens": 20_000, "completion_tokens": 20, "total_tokens": 20_020}
    server = served(oracle_script(usage=usage))
    log = run(server, monkeypatch, tmp_path, token_limit=90_000)
    sample = sample_of(log)
    assert sample.error is None
    assert sample.limit is not None and sample.limit.type == "token"  # the trace says why
    assert len(server.requests) == 5
    score = score_of(log)
    assert_scored(score, 0)
    # The world as it stands: 1 of the 4 counted assertions (the annual request) holds.
    assert score.as_dict()[PARTIAL] == pytest.approx(1 / 4)


# ---------------------------------------------------------------- the tool-call parser


TEXT_CALL = '<tool_call>\n{"name": "amis_hrm_get_current_user", "arguments": {}}\n</tool_call>'
FUNCTION_CALL = "<function=amis_hrm_get_current_user>\n</function>"


@pytest.mark.parametrize(
    ("reply", "signature"),
    [
        (completion(TEXT_CALL), "'<tool_call>'"),
        (completion(FUNCTION_CALL), "'<function='"),
        (completion(None, finish_reason="tool_calls"), "finish_reason 'tool_calls'"),
        (completion("Dạ.", reasoning_content=TEXT_CALL), "'<tool_call>'"),
    ],
    ids=["tool_call_text", "function_text", "empty_tool_calls", "in_reasoning"],
)
def test_tool_calls_as_text_are_unscored_and_warned_once(
    served: Callable[[Script], StubServer],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    reply: Reply,
    signature: str,
) -> None:
    server = served(lambda request: reply)
    log = run(server, monkeypatch, tmp_path, sample_id=[LEAVE, ROOM])
    for sample_id in (LEAVE, ROOM):
        score = score_of(log, sample_id)
        assert_unscored(score, "tool-call parser")
        assert signature in (score.reason or "")
        assert (score.metadata or {})["invalid_kind"] == "tool_call_parser"
    assert metric(log, SKIPPED, "total") == 2
    assert metric(log, SKIPPED, "parser_suspect") == 2
    warning = parser_warning(log)
    assert warning is not None and "2 of 2 sample(s)" in warning
    assert "tool-call parser is probably misconfigured" in warning
    # Once per run, at the end, on the console.
    printed = capsys.readouterr().err
    assert printed.count("tool-call parser is probably misconfigured") == 1
    # A header-only read (the results' metric) gives the same warning.
    assert parser_warning(log.model_copy(update={"samples": None})) == warning


def test_parser_markers_beside_a_parsed_call_are_not_a_signature(
    served: Callable[[Script], StubServer],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    # The server parsed the calls; the model also wrote a marker in its text: scored as usual.
    healthy = oracle_script()

    def script(request: Request) -> Reply:
        reply = healthy(request)
        assert reply.body is not None
        reply.body["choices"][0]["message"]["content"] = f"Em gọi {TEXT_CALL}"
        return reply

    log = run(served(script), monkeypatch, tmp_path)
    assert_scored(score_of(log), 1, 1.0)
    assert parser_warning(log) is None
    assert "tool-call parser" not in capsys.readouterr().err


def test_reasoning_content_beside_tool_calls_works(
    served: Callable[[Script], StubServer], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    thought = "Chị Lan còn 2 ngày phép năm; phần còn lại là nghỉ không lương."
    log = run(served(oracle_script(reasoning_content=thought)), monkeypatch, tmp_path)
    assert_scored(score_of(log), 1, 1.0)
    replies = [m for m in sample_of(log).messages if isinstance(m, ChatMessageAssistant)]
    assert replies and all(
        isinstance(m.content, list)
        and any(isinstance(c, ContentReasoning) and c.reasoning == thought for c in m.content)
        for m in replies
    )


RETRY_TRACEBACK = """Traceback (most recent call last):
  File "openai/_base_client.py", line 1702, in request
    raise self._make_status_error_from_response(err.response) from None
openai.InternalServerError: Error code: 500 - Internal Server Error: CUDA out of memory

The above exception was the direct cause of the following exception:

Traceback (most recent call last):
  File "tenacity/__init__.py", line 483, in exc_check
    raise retry_exc from fut.exception()
tenacity.RetryError: RetryError[<Future at 0x7f5 state=finished raised InternalServerError>]
"""


@pytest.mark.parametrize(
    ("message", "traceback", "summary"),
    [
        ("RetryError(<Future at 0x7f5 state=finished raised InternalServerError>)",
         RETRY_TRACEBACK,
         "openai.InternalServerError: Error code: 500 - Internal Server Error: CUDA out of memory"),
        ("ModelGenerateError('\\nRequest:\\n... (2306 lines truncated)",
         "inspect_ai.model._model.ModelGenerateError: \nopenai.BadRequestError: Error code: 400 - bad",
         "openai.BadRequestError: Error code: 400 - bad"),
        ("503 Service Unavailable\nretry later", "Traceback ...\nx.<locals>.Boom: 503", "503 Service Unavailable"),
        ("", "Traceback ...\nRuntimeError", "RuntimeError"),
    ],
    ids=["retry_error", "request_dump", "message", "empty_message"],
)  # fmt: skip
def test_error_reasons_name_the_root_cause(message: str, traceback: str, summary: str) -> None:
    assert error_summary(message, traceback) == summary


# ---------------------------------------------------------------- TLS with a private CA


@pytest.fixture(scope="module")
def certs(tmp_path_factory: pytest.TempPathFactory) -> CertFiles:
    if not have_openssl():
        pytest.skip("the TLS tests make their private CA with `openssl`, which is not installed")
    return make_ca_and_cert(tmp_path_factory.mktemp("tls"))


@pytest.fixture
def tls_server(certs: CertFiles) -> Iterator[StubServer]:
    with StubServer(oracle_script(), tls=certs) as server:
        yield server


def test_tls_with_a_private_ca_fails_fast_by_default(
    tls_server: StubServer,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    # The safe defaults (5 retries with backoff from 3 s) would spend ~100 s on a certificate
    # that will never verify: it is a refusal, not a network blip.
    assert tls_server.base_url.startswith("https://")
    log = run(tls_server, monkeypatch, tmp_path)
    sample = sample_of(log)
    assert sample.total_time is not None and sample.total_time < 30, sample.total_time
    assert sample.error is not None
    score = score_of(log)
    assert_unscored(score, "refused by the server (not retried)")
    assert "CERTIFICATE_VERIFY_FAILED" in (score.reason or ""), score.reason
    first_call = next(e for e in sample.events if isinstance(e, ModelEvent))
    assert (
        first_call.retries or 0
    ) <= 2  # the openai client's own two quick attempts; none by Inspect
    assert tls_server.requests == []  # no request got through the handshake
    printed = capsys.readouterr().err
    assert "SSL_CERT_FILE" in printed and "CERTIFICATE_VERIFY_FAILED" in printed


def test_tls_works_with_ssl_cert_file(
    tls_server: StubServer, certs: CertFiles, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("SSL_CERT_FILE", str(certs.ca))
    log = run(tls_server, monkeypatch, tmp_path)
    assert_scored(score_of(log), 1, 1.0)
    assert log.eval.metadata is not None and log.eval.metadata["ssl_verify"] is True


def test_tls_works_with_verification_off_and_says_so(
    tls_server: StubServer,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.setenv(SSL_VERIFY_ENV, "0")
    log = run(tls_server, monkeypatch, tmp_path)
    assert_scored(score_of(log), 1, 1.0)
    # The log says so: the task metadata and each sample's trace.
    assert log.eval.metadata is not None and log.eval.metadata["ssl_verify"] is False
    sample = resolve_sample_attachments(sample_of(log))
    notes = [e for e in sample.events if isinstance(e, InfoEvent)]
    assert [n.data for n in notes] == [INSECURE_NOTICE]
    # The console says so, at the start and at the end of the run.
    assert capsys.readouterr().err.count("TLS certificate verification is OFF") == 2


def test_an_unknown_ssl_verify_value_is_a_clear_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(SSL_VERIFY_ENV, "maybe")
    with pytest.raises(
        ValueError, match=r"AVABENCH_SSL_VERIFY='maybe'.*set it to 0.*SSL_CERT_FILE"
    ):
        ava_task("hr")


# ---------------------------------------------------------------- interrupted runs


def first_broken(healthy: Script, state: dict[str, Any]) -> Script:
    """The second sample to start meets a dead endpoint while `state["down"]`."""

    def script(request: Request) -> Reply:
        task_id = task_id_of(request)
        if task_id not in state["seen"]:
            state["seen"].append(task_id)
        if state["down"] and state["seen"].index(task_id) == 1:
            broken: Script = state["broken"]
            return broken(request)
        return healthy(request)

    return script


RUN_IDS = [LEAVE, ROOM, HR_OTHERS[0]]


def assert_retry_finishes(server: StubServer, log_file: str, done: set[str], log_dir: Path) -> None:
    """`inspect eval-retry LOG` runs only the samples not in `done`; all score as the oracle."""
    before = len(server.requests)
    [retried] = inspect_ai.eval_retry(log_file, log_dir=str(log_dir), display="none")
    assert retried.status == "success", retried.error
    assert set(prompts_served(server, since=before)) == set(RUN_IDS) - done
    for sample_id in RUN_IDS:
        assert_scored(score_of(retried, sample_id), 1, 1.0)
    assert metric(retried, SKIPPED, "total") == 0


@pytest.mark.slow  # drives Inspect or a real process end to end
def test_eval_retry_reruns_only_the_errored_sample(
    served: Callable[[Script], StubServer], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    state: dict[str, Any] = {
        "down": True,
        "seen": [],
        "broken": lambda r: error(502, "Bad Gateway", FAST),
    }
    server = served(first_broken(oracle_script(), state))
    first = run(server, monkeypatch, tmp_path, sample_id=RUN_IDS, max_retries=0, max_samples=1)
    broken = state["seen"][1]
    assert first.status == "success"  # the run finished; one sample is unscored
    assert sample_of(first, broken).error is not None
    assert metric(first, SKIPPED, "total") == 1
    assert first.location
    state["down"] = False
    assert_retry_finishes(server, first.location, set(RUN_IDS) - {broken}, tmp_path)


@pytest.mark.slow  # drives Inspect or a real process end to end
@pytest.mark.skipif(sys.platform == "win32", reason="interrupts the run with SIGINT")
def test_an_interrupted_run_resumes_with_eval_retry(
    served: Callable[[Script], StubServer], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    # `inspect eval` (the real command, one sample at a time) is interrupted with Ctrl-C while
    # its second sample waits on the endpoint; the third never starts.
    reached, release = threading.Event(), threading.Event()

    def hang(request: Request) -> Reply:
        reached.set()
        release.wait(timeout=400)
        return error(503, "gone", FAST)

    state: dict[str, Any] = {"down": True, "seen": [], "broken": hang}
    server = served(first_broken(oracle_script(), state))
    monkeypatch.setenv("STUB_BASE_URL", server.base_url)
    command = [
        str(Path(sys.executable).parent / "inspect"), "eval", "ava_inspect/hr",
        "--model", MODEL, "--sample-id", ",".join(RUN_IDS), "--max-samples", "1",
        "--log-dir", str(tmp_path), "--display", "plain",
    ]  # fmt: skip
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    try:
        # A bound on a hang, not a speed goal: a loaded machine takes minutes to start the run.
        assert reached.wait(timeout=300), "the run never reached its second sample"
        process.send_signal(signal.SIGINT)
        output, _ = process.communicate(timeout=60)
    finally:
        release.set()
        if process.poll() is None:
            process.kill()
    [log_file] = list(tmp_path.glob("*.eval"))
    first = read_eval_log(str(log_file))
    assert first.status == "cancelled", output.decode(errors="replace")[-2000:]
    done = {str(s.id) for s in first.samples or [] if s.error is None}
    assert done == {state["seen"][0]}
    state["down"] = False
    assert_retry_finishes(server, str(log_file), done, tmp_path)


# ---------------------------------------------------------------- what a real llama.cpp showed


def text_reply(request: Request) -> Reply:
    """What a model answers when its prompt has no tools: text, no tool call."""
    return completion("Dạ, em sẽ kiểm tra giúp chị ạ.")


def test_tools_dropped_by_the_chat_template_are_unscored_and_explained(
    served: Callable[[Script], StubServer],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    # llama.cpp's fallback template leaves the tools out: the server counts a 252-token prompt
    # for a call that carries ~50 KB of tool definitions (issue 19: 252 where ~3.8k were due).
    fallback = {"prompt_tokens": 252, "completion_tokens": 20, "total_tokens": 272}
    server = served(lambda request: completion("Dạ, em sẽ kiểm tra ạ.", usage=fallback))
    log = run(server, monkeypatch, tmp_path, sample_id=[LEAVE, ROOM])
    for sample_id in (LEAVE, ROOM):
        score = score_of(log, sample_id)
        assert_unscored(score, "tools not in the prompt")
        assert "252 prompt tokens" in (score.reason or "")
        assert (score.metadata or {})["invalid_kind"] == "tools_dropped"
    assert metric(log, SKIPPED, "tools_dropped") == 2
    printed = capsys.readouterr().err
    assert printed.count("never reached the model") == 1
    assert "--jinja" in printed and "--chat-template-file" in printed
    assert "NOTHING WAS SCORED" in printed


def test_a_prompt_that_holds_the_tools_is_not_flagged(
    served: Callable[[Script], StubServer], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    # The same text reply with the usage a real server measures: an ordinary failed sample.
    server = served(text_reply)
    log = run(server, monkeypatch, tmp_path)
    assert_scored(score_of(log), 0, 0.0)
    prompt = server.requests[0].body
    assert len(prompt["tools"]) > 50  # the office tool block went out


JINJA = "tools param requires --jinja flag"


def test_jinja_refusal_is_not_retried_and_stops_the_run(
    served: Callable[[Script], StubServer],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    # llama-server without --jinja answers every tool request with this 500. With the safe
    # defaults (5 retries) Inspect and the openai client would retry it ~18 times per sample.
    server = served(lambda request: llama_error(500, JINJA))
    ids = [LEAVE, ROOM, *HR_OTHERS]
    log = run(server, monkeypatch, tmp_path, sample_id=ids, max_samples=1)
    ran = [s for s in log.samples or []]
    assert len(ran) == 3  # the first three were refused; the fourth never started
    for sample in ran:
        score = score_of(log, str(sample.id))
        assert_unscored(score, "refused by the server (not retried)")
        assert JINJA in (score.reason or "")
        assert sample.total_time is not None and sample.total_time < 30
    assert len(server.requests) == 3  # one request per sample: no retry at all
    assert log.results is not None and log.results.early_stopping is not None
    [stopped] = log.results.early_stopping.early_stops
    assert stopped.id not in {s.id for s in ran} and "refused" in (stopped.reason or "")
    assert metric(log, SKIPPED, "refused") == 3
    printed = capsys.readouterr().err
    assert printed.count("Fix: start llama-server with --jinja") == 2  # at once, and at the end
    assert "AVABench stops the run" in printed and "NOTHING WAS SCORED" in printed


@pytest.mark.parametrize(
    ("reply", "fix"),
    [
        (llama_error(500, "Unsupported param: parallel_tool_calls"), "drop the option"),
        (error(400, "Unrecognized request argument supplied: reasoning_effort"), "drop the option"),
        (error(404, "The model `stub-model` does not exist."), "GET <base url>/models"),
        (error(401, "Incorrect API key provided"), "<SERVICE>_API_KEY"),
        (error(403, "Forbidden"), "<SERVICE>_API_KEY"),
        (error(400, '"auto" tool choice requires --enable-auto-tool-choice and '
                    "--tool-call-parser to be set"), "--enable-auto-tool-choice"),
        (error(400, "max_tokens is too large: 8192. This model supports at most 4096 "
                    "completion tokens"), "smaller --max-tokens"),
    ],
    ids=["unsupported_param", "400", "404", "401", "403", "vllm_tool_choice", "max_tokens"],
)  # fmt: skip
def test_deterministic_refusals_end_the_sample_at_once(
    served: Callable[[Script], StubServer],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    reply: Reply,
    fix: str,
) -> None:
    server = served(lambda request: reply)
    log = run(server, monkeypatch, tmp_path)
    assert_unscored(score_of(log), "refused by the server (not retried)")
    assert len(server.requests) == 1
    assert fix in capsys.readouterr().err


@pytest.mark.parametrize(
    "transient",
    [error(429, "Too many requests", FAST), error(503, "Loading model", FAST), Reply(drop=True)],
    ids=["429", "503", "connection_reset"],
)
def test_transient_errors_are_still_retried(
    served: Callable[[Script], StubServer],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    transient: Reply,
) -> None:
    healthy = oracle_script()

    def script(request: Request) -> Reply:
        return transient if request.index < 2 else healthy(request)

    server = served(script)
    log = run(server, monkeypatch, tmp_path)
    assert_scored(score_of(log), 1, 1.0)
    assert len(server.requests) == 2 + len(get_definition(LEAVE).oracle_calls) + 1


@pytest.mark.slow  # drives Inspect or a real process end to end
def test_self_hosted_calls_get_the_default_output_cap(
    served: Callable[[Script], StubServer], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    server = served(oracle_script())
    run(server, monkeypatch, tmp_path)
    assert {r.body.get("max_tokens") for r in server.requests} == {DEFAULT_MAX_TOKENS}
    # `--max-tokens` wins.
    forget_stub_models()
    again = served(oracle_script())
    run(again, monkeypatch, tmp_path, max_tokens=1234)
    assert {r.body.get("max_tokens") for r in again.requests} == {1234}


def test_hosted_providers_keep_their_own_output_default(monkeypatch: pytest.MonkeyPatch) -> None:
    # OpenAI rejects a max_tokens above the model's own limit; Inspect sends none by default.
    monkeypatch.setenv("OPENAI_API_KEY", "test-key")
    hosted = get_model("openai/gpt-4.1", memoize=False)
    prepare_model(hosted, verify=True)
    assert hosted.api.max_tokens() is None
    monkeypatch.setenv("STUB_BASE_URL", "http://127.0.0.1:9/v1")
    self_hosted = get_model(MODEL, memoize=False)
    prepare_model(self_hosted, verify=True)
    assert self_hosted.api.max_tokens() == DEFAULT_MAX_TOKENS


# ---------------------------------------------------------------- parser signatures


BARE_CALL = '{"name": "amis_hrm_get_current_user", "arguments": {}}'


@pytest.mark.parametrize(
    ("text", "found"),
    [
        (BARE_CALL, "amis_hrm_get_current_user"),
        ('{"name": "document_qa", "parameters": {"question": "nghỉ phép"}}', "document_qa"),
        (f"[{BARE_CALL}, {BARE_CALL}]", "amis_hrm_get_current_user"),
        (f"Dạ, em gọi: ```json\n{BARE_CALL}\n```", "amis_hrm_get_current_user"),
        ('{"function": {"name": "document_qa", "arguments": "{\\"question\\": \\"x\\"}"}}',
         "document_qa"),
        ('Thông tin: {"name": "Nguyễn Thị Lan", "phone": "0903418652"}', None),
        ('{"name": "Nguyễn Thị Lan", "arguments": {}}', None),
        ('Kết quả {"name": "báo cáo", "parameters": {"month": 12}} như trên', None),
        ("Dạ, em đã tạo đơn nghỉ phép {không có JSON}", None),
    ],
    ids=["arguments", "parameters", "list", "fenced", "openai_shape", "contact_json",
         "unknown_name", "report_json", "braces"],
)  # fmt: skip
def test_bare_json_calls_are_found_and_ordinary_json_is_not(text: str, found: str | None) -> None:
    names = {"amis_hrm_get_current_user", "document_qa"}
    assert bare_json_call(text, names) == found


@pytest.mark.parametrize(
    "text",
    [BARE_CALL, f"[{BARE_CALL}]", "```tool_code\namis_hrm_get_current_user()\n```"],
    ids=["bare_json", "json_list", "tool_code"],
)
def test_bare_json_and_tool_code_replies_are_parser_signatures(
    served: Callable[[Script], StubServer],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    text: str,
) -> None:
    log = run(served(lambda request: completion(text)), monkeypatch, tmp_path)
    score = score_of(log)
    assert_unscored(score, "tool-call parser")
    assert parser_warning(log) is not None


def test_an_ordinary_reply_with_json_is_scored(
    served: Callable[[Script], StubServer], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    reply = 'Dạ, thông tin chị cần: {"name": "Nguyễn Thị Lan", "arguments": "nghỉ phép 3 ngày"}'
    log = run(served(lambda request: completion(reply)), monkeypatch, tmp_path)
    assert_scored(score_of(log), 0, 0.0)
    assert parser_warning(log) is None


# ---------------------------------------------------------------- prefix reuse


def test_everything_before_the_tools_is_the_same_for_every_office_sample(
    served: Callable[[Script], StubServer], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    server = served(oracle_script())
    log = run(server, monkeypatch, tmp_path, sample_id=[LEAVE, ROOM])
    firsts = {task_id_of(r): r.messages for r in server.requests if r.turn == 0}
    systems = {json.dumps(m[0], ensure_ascii=False) for m in firsts.values()}
    assert len(systems) == 1 and firsts[LEAVE][0]["role"] == "system"
    tools = {json.dumps(r.body["tools"], ensure_ascii=False) for r in server.requests}
    assert len(tools) == 1
    # Who asks opens the first user turn, after the tool block, in the user's own message.
    for task_id, messages in firsts.items():
        requester = get_definition(task_id).requester_id
        assert messages[1]["role"] == "user" and [m["role"] for m in messages] == ["system", "user"]
        assert messages[1]["content"].startswith("[Người gửi: ")
        assert prompt_of(task_id) in messages[1]["content"]
        assert requester is not None
    assert_scored(score_of(log, LEAVE), 1, 1.0)
    assert_scored(score_of(log, ROOM), 1, 1.0)


# ---------------------------------------------------------------- epochs


def epoch_script(plans: dict[str, list[str]]) -> Script:
    """Per task, one plan per epoch (in the order the epochs start): `oracle` (the reference),
    `half` (two reference calls, then an answer), `cut` (cut off before any tool call)."""
    started: dict[str, int] = {}
    healthy = oracle_script()

    def script(request: Request) -> Reply:
        task_id = task_id_of(request)
        if request.turn == 0:
            started[task_id] = started.get(task_id, 0) + 1
        plan = plans[task_id][started[task_id] - 1]
        if plan == "cut":
            return completion("Dạ, theo quy chế thì", finish_reason="length")
        if plan == "half" and request.turn >= 2:
            return completion("Dạ, em đã làm xong.")
        return healthy(request)

    return script


EPOCH_PLANS = {LEAVE: ["oracle", "cut", "oracle", "half"], ROOM: ["cut"] * 4}


@pytest.mark.slow  # drives Inspect or a real process end to end
def test_four_epochs_with_a_skipped_epoch_keep_every_key_meaningful(
    served: Callable[[Script], StubServer], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    server = served(epoch_script(EPOCH_PLANS))
    log = run(server, monkeypatch, tmp_path, sample_id=[LEAVE, ROOM], epochs=4, max_samples=1)
    assert log.status == "success", log.error
    assert log.eval.config.epochs_reducer == ["ava_inspect/mean"]
    [reductions] = log.reductions or []
    reduced = {str(s.sample_id): s for s in reductions.samples}
    leave = score_dict(reduced[LEAVE])
    assert leave[COMPLETED] == pytest.approx(2 / 3)  # the cut epoch is in no denominator
    half = [
        score_dict((s.scores or {})[SCORER])[PARTIAL] for s in log.samples or [] if s.id == LEAVE
    ]
    scored = [p for p in half if not math.isnan(p)]
    assert len(scored) == 3 and leave[PARTIAL] == pytest.approx(sum(scored) / 3)
    assert leave[SKIPPED] == 0 and leave[STATUS] == "passed in part"
    assert (reduced[LEAVE].metadata or {})["scored_epochs"] == 3
    room = score_dict(reduced[ROOM])
    assert room[SKIPPED] == 1 and math.isnan(room[COMPLETED]) and math.isnan(room[PARTIAL])
    assert room[STATUS] == SKIPPED_STATUS
    assert metric(log, SKIPPED, "total") == 1  # one whole sample, not 1 + 1/4
    assert metric(log, COMPLETED, "mean") == pytest.approx(2 / 3)


@pytest.mark.slow  # drives Inspect or a real process end to end
def test_avabench_pass_at_k_keeps_partial_credit(
    served: Callable[[Script], StubServer], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    server = served(epoch_script(EPOCH_PLANS))
    log = run(
        server, monkeypatch, tmp_path, sample_id=[LEAVE, ROOM], max_samples=1,
        epochs=Epochs(4, "ava_inspect/pass_at_2"),  # --epochs 4 --epochs-reducer ...
    )  # fmt: skip
    assert log.status == "success", log.error
    [reductions] = log.reductions or []
    leave = score_dict(next(s for s in reductions.samples if s.sample_id == LEAVE))
    assert leave[COMPLETED] == 1.0  # 2 of 3 scored epochs passed: pass@2 is certain
    assert 0 < leave[PARTIAL] < 1  # the mean, not zeroed as Inspect's pass_at_2 would
    assert metric(log, SKIPPED, "total") == 1


def test_inspect_reducers_that_blur_a_key_are_refused(
    served: Callable[[Script], StubServer], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    server = served(oracle_script())
    with pytest.raises(ValueError, match="ava_inspect/pass_at_2"):
        run(server, monkeypatch, tmp_path, epochs=Epochs(2, "pass_at_2"))
    assert server.requests == []  # refused before any sample ran
    assert list(tmp_path.glob("*.eval")) == []  # and before its log was written


# ---------------------------------------------------------------- re-grading, exit status


@pytest.mark.slow  # drives Inspect or a real process end to end
def test_regrading_needs_no_api_key(
    served: Callable[[Script], StubServer], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    log = run(served(oracle_script()), monkeypatch, tmp_path)
    assert log.location
    regraded = tmp_path / "regraded.eval"
    monkeypatch.delenv("STUB_API_KEY")
    monkeypatch.delenv("STUB_BASE_URL")
    command = [
        str(Path(sys.executable).parent / "inspect"), "score", log.location,
        "--scorer", "ava_inspect/assertions_scorer", "--model", "none",
        "--action", "overwrite", "--output-file", str(regraded),
    ]  # fmt: skip
    done = subprocess.run(command, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    again = read_eval_log(str(regraded))
    assert again.eval.model == MODEL  # the log still names the evaluated model
    assert_scored(score_of(again), 1, 1.0)


def cli_eval(
    base_url: str, log_dir: Path, *extra: str, key: bool = True
) -> subprocess.CompletedProcess[str]:
    """`inspect eval ava_inspect/hr --model openai-api/stub/stub-model --sample-id LEAVE ...`."""
    env = {k: v for k, v in os.environ.items() if k not in ("STUB_API_KEY", "STUB_BASE_URL")}
    env["STUB_BASE_URL"] = base_url
    if key:
        env["STUB_API_KEY"] = "test-key"
    command = [
        str(Path(sys.executable).parent / "inspect"), "eval", "ava_inspect/hr", "--model", MODEL,
        "--sample-id", LEAVE, "--log-dir", str(log_dir), "--display", "plain", *extra,
    ]  # fmt: skip
    return subprocess.run(command, capture_output=True, text=True, env=env, timeout=600)


@pytest.mark.slow  # drives Inspect or a real process end to end
def test_a_dead_endpoint_fails_the_command(tmp_path: Path) -> None:
    # Nothing listens on port 9 (discard): every call fails; the run must not look like success.
    done = cli_eval("http://127.0.0.1:9/v1", tmp_path, "--max-retries", "0")
    assert done.returncode == 1, done.stdout[-2000:] + done.stderr[-2000:]
    assert "NOTHING WAS SCORED" in done.stderr
    [log_file] = list(tmp_path.glob("*.eval"))
    assert_unscored(score_of(read_eval_log(str(log_file))), "error")


@pytest.mark.slow  # drives Inspect or a real process end to end
def test_a_missing_key_fails_the_command(tmp_path: Path) -> None:
    done = cli_eval("http://127.0.0.1:9/v1", tmp_path, key=False)
    assert done.returncode != 0
    assert "STUB_API_KEY" in done.stdout + done.stderr


@pytest.mark.slow  # drives Inspect or a real process end to end
def test_a_healthy_command_exits_zero(
    served: Callable[[Script], StubServer], tmp_path: Path
) -> None:
    server = served(oracle_script())
    done = cli_eval(server.base_url, tmp_path)
    assert done.returncode == 0, done.stderr[-2000:]
    assert "NOTHING WAS SCORED" not in done.stderr
