"""Endpoint refusals that will never change on a retry, and how to fix each.

A server that answers "tools param requires --jinja flag", a 400 for a parameter it does not
accept, a 404 for the model, a 401/403 for the key, or a certificate the client cannot verify
will answer the same way every time: retrying only burns minutes per sample. `refusal_of(ex)`
classifies a live exception (the retry decision), `refusal_in(message, traceback)` the error a
log recorded (the scorer's reason, the end-of-run notice); both read the same table.

Transient failures are not refusals: 408, 409, 429, a 5xx without a known deterministic message
(an out-of-memory 500, 502, 503, 504), connection resets and timeouts stay retried. A prompt
longer than the model's context is not one either (see `scorers.validity.CONTEXT_LENGTH`).
"""

from __future__ import annotations

import re
import ssl
from dataclasses import dataclass

CONTEXT_LENGTH = re.compile(
    r"maximum context length|context_length_exceeded|longer than the model's context length"
    r"|exceeds? the (?:model's )?(?:maximum )?context|exceeds the available context size"
    r"|larger than the max context size|exceed_context_size_error",
    re.IGNORECASE,
)
"""How OpenAI, vLLM, SGLang and llama.cpp word a prompt that does not fit the model's context."""


@dataclass(frozen=True)
class Refusal:
    """A deterministic refusal: what it is and how to fix it."""

    kind: str
    """`jinja`, `tools_unsupported`, `tool_parser_flags`, `max_tokens`, `bad_request`, `auth`,
    `not_found`, `not_supported` or `tls`."""
    fix: str


JINJA = Refusal(
    "jinja",
    "start llama-server with --jinja, so that it renders the tools with the model's chat "
    "template; if the model's own template cannot carry tools, also give it one that can "
    "(--chat-template-file <template.jinja>)",
)
TOOLS_UNSUPPORTED = Refusal(
    "tools_unsupported",
    "the server says this model cannot take tools: serve a model (or a chat template, "
    "llama.cpp: --jinja --chat-template-file) that supports tool calling",
)
TOOL_PARSER_FLAGS = Refusal(
    "tool_parser_flags",
    "start vLLM with --enable-auto-tool-choice --tool-call-parser <parser> (e.g. hermes for Qwen)",
)
MAX_TOKENS = Refusal(
    "max_tokens",
    "the server rejects the output cap: pass a smaller --max-tokens (the model's own output "
    "limit or less)",
)
BAD_REQUEST = Refusal(
    "bad_request",
    "the server rejects a parameter of the request: drop the option it names (e.g. "
    "--reasoning-effort, -M ...), or serve a model/server version that accepts it",
)
AUTH = Refusal(
    "auth",
    "the server refuses the credentials: set <SERVICE>_API_KEY (for openai-api/<service>/...) "
    "to a key the server accepts",
)
NOT_FOUND = Refusal(
    "not_found",
    "the server does not know this model or path: the model name must be one the server "
    "serves (GET <base url>/models lists them) and <SERVICE>_BASE_URL should end in /v1",
)
NOT_SUPPORTED = Refusal(
    "not_supported", "the server does not implement this request: use its OpenAI-compatible /v1 API"
)
TLS = Refusal(
    "tls",
    "the server's certificate is not trusted: set SSL_CERT_FILE to the PEM of the CA that "
    "signed it (see docs/running.md, TLS)",
)

_BY_TEXT: tuple[tuple[re.Pattern[str], Refusal], ...] = (
    (re.compile(r"(?:tools|tool_choice) param requires --jinja", re.I), JINJA),
    (re.compile(r"does not support tools|tools? (?:are|is) not supported", re.I), TOOLS_UNSUPPORTED),
    (re.compile(r"requires --enable-auto-tool-choice|--tool-call-parser to be set", re.I), TOOL_PARSER_FLAGS),
    (re.compile(r"max_tokens.{0,40}too large|max_tokens.{0,60}(?:at most|maximum)", re.I), MAX_TOKENS),
    (re.compile(r"unsupported param", re.I), BAD_REQUEST),
    (re.compile(r"CERTIFICATE_VERIFY_FAILED|SSLCertVerificationError|certificate verify failed", re.I), TLS),
)  # fmt: skip
"""Deterministic whatever the status code (llama.cpp answers the --jinja refusal with a 500)."""

_BY_STATUS: dict[int, Refusal] = {
    400: BAD_REQUEST,
    401: AUTH,
    403: AUTH,
    404: NOT_FOUND,
    405: NOT_FOUND,
    413: BAD_REQUEST,
    415: BAD_REQUEST,
    422: BAD_REQUEST,
    501: NOT_SUPPORTED,
}
"""Deterministic statuses; the others (408, 409, 429, 500, 502, 503, 504, ...) may pass."""

_STATUS_IN_TEXT = re.compile(r"Error code: (\d{3})")


def classify(status: int | None, text: str) -> Refusal | None:
    """The refusal a reply (its HTTP status, if any, and its text) is, or None if it may pass."""
    if CONTEXT_LENGTH.search(text):
        return None  # the conversation's length, not the server's configuration
    for pattern, refusal in _BY_TEXT:
        if pattern.search(text):
            return refusal
    return _BY_STATUS.get(status) if status is not None else None


def refusal_of(ex: BaseException) -> Refusal | None:
    """The refusal a live exception from a model call is: the openai client's error, or the one
    Inspect wrapped (a provider error it does not retry becomes a `ModelGenerateError` raised
    from it)."""
    import openai

    for current in exception_chain(ex):
        if isinstance(current, openai.APIStatusError):
            return classify(current.status_code, f"{current.message}\n{current.body}")
        if isinstance(current, openai.APIConnectionError):
            return TLS if _certificate_failure(current) else None
    return None


def exception_chain(ex: BaseException) -> list[BaseException]:
    chain: list[BaseException] = []
    current: BaseException | None = ex
    while current is not None and current not in chain:
        chain.append(current)
        current = current.__cause__ or current.__context__
    return chain


def refusal_in(message: str | None, traceback: str | None) -> Refusal | None:
    """The refusal a logged error (its message and traceback) records, or None."""
    text = f"{message or ''}\n{traceback or ''}"
    found = _STATUS_IN_TEXT.search(text)
    return classify(int(found.group(1)) if found else None, text)


def _certificate_failure(ex: BaseException) -> bool:
    return any(
        isinstance(c, ssl.SSLCertVerificationError) or "CERTIFICATE_VERIFY_FAILED" in str(c)
        for c in exception_chain(ex)
    )
