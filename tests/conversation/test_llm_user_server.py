"""The LLM user over real HTTP: a model bound to the `user` role (`--model-role user=...`) is an
OpenAI-compatible server on loopback (tests/support/openai_stub), as a vLLM or llama.cpp user
would be. The agent is scripted; the server words the user's turns."""

from __future__ import annotations

import math
from collections.abc import Iterator
from pathlib import Path

import inspect_ai
import pytest
from conversation_run import SCORER, mock, only_sample, outputs, user_turns
from conversation_task import registered
from inspect_ai.log import EvalLog
from inspect_ai.model import get_model
from openai_stub import Reply, Request, StubServer, completion, error

from ava_inspect.conversation.llm_user import INSTRUCTIONS
from ava_inspect.core.inspect_internals import cached_models
from ava_inspect.harness.catalog import get_definition
from ava_inspect.suite import ava_task

TASK = "sale.chat_tote_colour_change"
USER_MODEL = "openai-api/stub/user-model"
FAST = {"retry-after-ms": "5"}


@pytest.fixture(autouse=True)
def conversation_task(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setenv("STUB_API_KEY", "test-key")
    with registered():
        yield
    for key in [k for k in cached_models if "stub" in k]:
        del cached_models[key]


def run_with_user(server: StubServer, monkeypatch: pytest.MonkeyPatch, log_dir: Path) -> EvalLog:
    monkeypatch.setenv("STUB_BASE_URL", server.base_url)
    task = get_definition(TASK)
    [log] = inspect_ai.eval(
        ava_task("sale", tier="conversation"),
        model=mock(outputs(task.oracle)),
        model_roles={"user": get_model(USER_MODEL, memoize=False)},
        sample_id=TASK,
        log_dir=str(log_dir),
        display="none",
        max_retries=1,
    )
    return log


def worded(request: Request) -> Reply:
    """The user's message, in 'its own words': the content the script asked for, marked."""
    system = str(request.messages[0].get("content") or "")
    content = system.split("«", 1)[1].split("»", 1)[0]
    return completion(f"(chị Hà) {content}", model="user-model")


def test_a_server_in_the_user_role_words_every_turn(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    task = get_definition(TASK)
    assert task.user is not None
    with StubServer(worded) as server:
        sample = only_sample(run_with_user(server, monkeypatch, tmp_path))
    scripted = [
        task.user.fact("name").answer,
        task.user.turns[0].text,
        task.user.fact("confirm").answer,
        task.user.turns[1].text,
    ]
    assert user_turns(sample) == [f"(chị Hà) {text}" for text in scripted]
    assert len(server.requests) == len(scripted), "one request per user turn"
    first = server.requests[0]
    assert first.body["model"] == "user-model" and "tools" not in first.body
    system = str(first.messages[0]["content"])
    assert system.startswith(INSTRUCTIONS.split("{", 1)[0]) and task.user.persona in system
    # The user sees the agent's words to them, never a tool call or the agent's system prompt.
    assert all(m["role"] != "tool" for r in server.requests for m in r.messages)
    assert sample.store["Conversation:user"] == f"model:{USER_MODEL}"
    assert sample.store["Conversation:end"] == "goodbye"
    assert sample.scores is not None
    score = sample.scores[SCORER]
    assert isinstance(score.value, dict) and score.value["task_completed_correctly"] == 1


def test_a_user_server_that_always_fails_leaves_the_sample_unscored_not_zero(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """The user's server is the harness's side: its failure is the sample's error, with the
    server's reason, never a 0 for the agent."""

    def down(request: Request) -> Reply:
        return error(503, "user model overloaded", headers=FAST)

    with StubServer(down) as server:
        log = run_with_user(server, monkeypatch, tmp_path)
    [sample] = log.samples or []
    assert len(server.requests) > 1, "a 503 is retried"
    assert sample.error is not None
    score = (sample.scores or {})[SCORER]
    assert isinstance(score.value, dict) and score.value["skipped"] == 1
    assert math.isnan(score.value["task_completed_correctly"])
    assert "503 - user model overloaded" in (score.reason or ""), score.reason
