"""Every private Inspect API AVABench relies on, in this one module.

Inspect's public API (`inspect_ai`, `inspect_ai.model`, `.solver`, `.tool`, `.scorer`, `.log`,
`.util`, `.hooks`, `.event`, `.dataset`) covers almost everything; what it does not is imported
or touched here and nowhere else, so an Inspect upgrade that moves or changes one of these breaks
`tests/core/test_inspect_internals.py` by name instead of a run in the middle of an evaluation.

- `PrerequisiteError`: the error Inspect's CLI prints as a plain message, without a traceback
  (bad `-T` arguments and bad settings are reported that way).
- `connect_timeout`, `default_client_kwargs`: the HTTP client defaults Inspect gives its
  OpenAI-compatible providers; a client AVABench builds for a provider keeps them.
- `provider_http_client`, `replace_provider_http_client`, `provider_client_timeout`: an
  OpenAI-compatible provider's `http_client`, its `client_timeout` (`-M client_timeout=...`)
  and its `initialize()`, which rebuilds the provider's OpenAI client around `http_client`.
- `MODEL_GENERATE_ERROR`: the dotted name a traceback gives the error Inspect wraps a failed
  model call in (an unscored sample's reason looks past it for the root cause).
- `tool_params`: how Inspect types a model's JSON tool-call arguments for a tool function.
- `set_tool_canonical_arguments`: a tool's canonical-arguments hook, which Inspect applies to a
  model's JSON arguments before its schema validation and type conversion (the tools check the
  model's JSON there).
- `registry_lookup`: a registered object by kind and name (tests check the entry point).
- `register_bare_name`: also register a package's object under its name without the package
  (`registry_add`, `registry_info`, `registry_unqualified_name`): Inspect records a scorer in
  the log by that bare name, and `inspect score LOG` without `--scorer` looks it up by it.
- `resolve_scorers`: the scorers `inspect score` builds for a log (tests re-grade with it).
- `cached_models`: Inspect's memo of model instances (tests clear their loopback stubs from it).
- `sample_state`: the running sample's `TaskState` (the benchmarks' scripted model reads it).
- `override_should_retry`, `override_max_tokens`: replace a provider instance's
  `should_retry` / `max_tokens` (public `ModelAPI` methods, overridden on the evaluated model's
  instance; Inspect calls them for every generate).
- `override_generate`: pass what a provider instance's `generate` returns (its `ModelOutput`
  and `ModelCall`) through a function before Inspect records it (the public `ModelAPI.generate`,
  overridden on the evaluated model's instance).
- `override_chat_choices`: pass the `ChatCompletion` an OpenAI-compatible provider got through a
  function before the provider parses its choices (`chat_choices_from_completion`, the hook
  `OpenAICompatibleAPI` offers its subclasses, overridden on the instance).
- `exit_inspect_cli`: end an `inspect eval` / `eval-retry` process with a status from a run-end
  hook (Inspect's CLI exits 0 whatever its logs say and swallows a hook's exceptions; a
  `SystemExit` passes through, and its asyncio loop is told to let that one pass quietly).
- `EpochsCheckedTask`: a `Task` that checks its epochs reducer against its epochs whenever one
  is set. Inspect resolves a run's `--epochs` and `--epochs-reducer` onto a per-run copy of the
  task (`epochs` first, then `epochs_reducer`) before it creates the task's log: a
  `PrerequisiteError` raised there ends the run before it starts, with no log, as Inspect's own
  reducer check does.
- `openai_chat_tools`: the tool list as Inspect's OpenAI providers send it (tests check that
  `avabench play` shows the player exactly that).
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from inspect_ai import Task
from inspect_ai._eval.score import resolve_scorers
from inspect_ai._util.error import PrerequisiteError
from inspect_ai._util.http_defaults_httpx2 import connect_timeout, default_client_kwargs
from inspect_ai._util.registry import (
    RegistryType,
    registry_add,
    registry_info,
    registry_lookup,
    registry_unqualified_name,
)
from inspect_ai.model._call_tools import tool_params
from inspect_ai.model._model import ModelGenerateError
from inspect_ai.model._model import _models as cached_models
from inspect_ai.model._openai import openai_chat_tools
from inspect_ai.scorer import ScoreReducer
from inspect_ai.scorer._reducer import reducer_log_names
from inspect_ai.solver._task_state import sample_state
from inspect_ai.tool._tool_canonical import set_tool_canonical_arguments

MODEL_GENERATE_ERROR = f"{ModelGenerateError.__module__}.{ModelGenerateError.__qualname__}"

__all__ = [
    "MODEL_GENERATE_ERROR",
    "EpochsCheckedTask",
    "PrerequisiteError",
    "cached_models",
    "connect_timeout",
    "default_client_kwargs",
    "exit_inspect_cli",
    "openai_chat_tools",
    "override_chat_choices",
    "override_generate",
    "override_max_tokens",
    "override_should_retry",
    "provider_client_timeout",
    "provider_http_client",
    "register_bare_name",
    "registry_lookup",
    "replace_provider_http_client",
    "resolve_scorers",
    "sample_state",
    "set_tool_canonical_arguments",
    "tool_params",
]


def register_bare_name(kind: RegistryType, obj: object) -> None:
    """Make `obj`, registered as `package/name`, findable by its bare `name` as well (unless
    that name is already taken). The object keeps its own, qualified, name: what it creates is
    recorded as before."""
    info = registry_info(obj)
    bare = registry_unqualified_name(info.name)
    if bare == info.name or registry_lookup(kind, bare) is not None:
        return
    registry_add(obj, info.model_copy(update={"name": bare}))
    registry_add(obj, info)  # registry_add tags the object: give it back its qualified name


def provider_http_client(api: Any) -> Any | None:
    """The HTTP client of an OpenAI-compatible provider (`openai`, `openai-api`, `vllm`,
    `sglang`, ...), or None when the provider has none that `initialize()` rebuilds around."""
    if hasattr(api, "http_client") and callable(getattr(api, "initialize", None)):
        return api.http_client
    return None


def provider_client_timeout(api: Any) -> float | None:
    """The provider's `client_timeout` (set with `-M client_timeout=...`), or None."""
    timeout = getattr(api, "client_timeout", None)
    return float(timeout) if timeout is not None else None


def replace_provider_http_client(api: Any, http_client: Any) -> bool:
    """Rebuild the provider's OpenAI client around `http_client`; False if it has none."""
    if provider_http_client(api) is None:
        return False
    api.http_client = http_client
    api.initialize()
    return True


def override_should_retry(
    api: Any, decide: Callable[[BaseException, Callable[[BaseException], Any]], Any]
) -> None:
    """Make `decide(ex, provider_should_retry)` the provider instance's `should_retry`."""
    provider_should_retry: Callable[[BaseException], Any] = api.should_retry
    api.should_retry = lambda ex: decide(ex, provider_should_retry)


def override_generate(api: Any, after: Callable[[Any], Any]) -> None:
    """Make the provider instance's `generate` return `after(result)` (result: a `ModelOutput`,
    or a `(ModelOutput | Exception, ModelCall)` pair)."""
    provider_generate: Callable[..., Any] = api.generate

    async def generate(*args: Any, **kwargs: Any) -> Any:
        return after(await provider_generate(*args, **kwargs))

    api.generate = generate


def override_chat_choices(api: Any, before: Callable[[Any], Any]) -> bool:
    """Make an OpenAI-compatible provider instance parse `before(completion)` instead of the
    `ChatCompletion` it got; False for a provider without that hook."""
    provider_choices: Callable[..., Any] | None = getattr(api, "chat_choices_from_completion", None)
    if not callable(provider_choices):
        return False
    api.chat_choices_from_completion = lambda completion, tools: provider_choices(
        before(completion), tools
    )
    return True


def override_max_tokens(api: Any, cap: int) -> None:
    """The provider instance's default `max_tokens` becomes `cap` when it has none of its own."""
    provider_max_tokens: Callable[[], int | None] = api.max_tokens
    api.max_tokens = lambda: provider_max_tokens() or cap


def exit_inspect_cli(status: int) -> None:
    """Exit the `inspect eval` / `inspect eval-retry` process with `status` (no-op elsewhere)."""
    argv = sys.argv
    if len(argv) < 2 or Path(argv[0]).stem != "inspect" or argv[1] not in ("eval", "eval-retry"):
        return
    import asyncio

    class RunUnscored(SystemExit):
        pass

    try:
        loop = asyncio.get_running_loop()
    except RuntimeError:
        raise RunUnscored(status) from None

    def quiet(loop: asyncio.AbstractEventLoop, context: dict[str, Any]) -> None:
        ex = context.get("exception")
        if isinstance(ex, RunUnscored) or (
            isinstance(ex, BaseExceptionGroup) and ex.subgroup(RunUnscored) is not None
        ):
            return
        loop.default_exception_handler(context)

    loop.set_exception_handler(quiet)
    raise RunUnscored(status)


EpochsCheck = Callable[[list[str] | None, int], None]
"""Called with the reducers' log names (`ava_inspect/pass_k_5`) and the run's epochs; raises a
`PrerequisiteError` for a reducer the run cannot use."""


class EpochsCheckedTask(Task):
    """A `Task` whose epochs reducer is checked (`check_epochs`) each time one is set: when it
    is built, and when Inspect applies the run's `--epochs-reducer`, before the task's log."""

    def __init__(self, *args: Any, check_epochs: EpochsCheck, **kwargs: Any) -> None:
        self._check_epochs = check_epochs
        super().__init__(*args, **kwargs)

    @property
    def epochs_reducer(self) -> list[ScoreReducer] | None:
        return self._epochs_reducer

    @epochs_reducer.setter
    def epochs_reducer(self, reducers: list[ScoreReducer] | None) -> None:
        if reducers is not None:
            self._check_epochs(reducer_log_names(reducers), self.epochs or 1)
        self._epochs_reducer = reducers
