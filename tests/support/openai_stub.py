"""A scripted OpenAI-compatible server on loopback, for tests over real HTTP (and TLS).

It speaks just enough of `POST /v1/chat/completions` (non-streaming) for Inspect's `openai-api`
provider and the `openai` client: each request is handed to a script, which returns the reply
(a completion, an HTTP error, raw text). Every request body is recorded in `requests`.

Like llama.cpp (and vLLM), it reports the prompt it was sent in `usage`: a completion without an
explicit `usage` gets `prompt_tokens` = the request's messages and tools as JSON, at
`CHARS_PER_TOKEN` characters a token (what Qwen's and Gemma's tokenizers give on this text).
`llama_error(...)` shapes an error as llama-server does.

    with StubServer(script) as server:
        monkeypatch.setenv("STUB_BASE_URL", server.base_url)   # openai-api/stub/<model>

TLS: `make_ca_and_cert(dir)` signs a loopback certificate with a private CA (via `openssl`);
`StubServer(script, tls=certs)` serves https with it.
"""

from __future__ import annotations

import json
import shutil
import ssl
import subprocess
import threading
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any


@dataclass
class Request:
    """One chat completion request as the server saw it."""

    body: dict[str, Any]
    index: int
    """0 for the first request the server received, and so on."""

    @property
    def messages(self) -> list[dict[str, Any]]:
        return list(self.body.get("messages") or [])

    @property
    def prompt(self) -> str:
        """The text of the first user message (identifies the sample)."""
        for m in self.messages:
            if m.get("role") == "user":
                content = m.get("content")
                if isinstance(content, list):
                    return "\n".join(str(p.get("text", "")) for p in content)
                return str(content or "")
        return ""

    @property
    def turn(self) -> int:
        """How many assistant replies the conversation already holds (0 on the first call)."""
        return sum(1 for m in self.messages if m.get("role") == "assistant")


@dataclass
class Reply:
    """What the server answers: a JSON body (or raw text) with a status and headers."""

    status: int = 200
    body: dict[str, Any] | None = None
    text: str | None = None
    headers: dict[str, str] = field(default_factory=dict)
    drop: bool = False
    """Close the connection without answering (a connection reset)."""


Script = Callable[[Request], Reply]

USAGE = {"prompt_tokens": 1000, "completion_tokens": 20, "total_tokens": 1020}
"""A fixed usage (tests that count tokens); the default is measured from the request."""

CHARS_PER_TOKEN = 3.2
COMPLETION_TOKENS = 20


def measured_usage(body: dict[str, Any]) -> dict[str, int]:
    """The usage a real server reports for `body`: its prompt (messages and tools) in tokens."""
    text = json.dumps([body.get("messages"), body.get("tools")], ensure_ascii=False)
    prompt = int(len(text) / CHARS_PER_TOKEN)
    return {
        "prompt_tokens": prompt,
        "completion_tokens": COMPLETION_TOKENS,
        "total_tokens": prompt + COMPLETION_TOKENS,
    }


def completion(
    content: str | None = None,
    tool_calls: list[tuple[str, dict[str, Any]]] | None = None,
    finish_reason: str | None = None,
    reasoning_content: str | None = None,
    model: str = "stub-model",
    usage: dict[str, int] | None = None,
) -> Reply:
    """A chat completion in OpenAI's shape (vLLM's `reasoning_content` when given); `usage`
    defaults to the one measured from the request (`measured_usage`)."""
    message: dict[str, Any] = {"role": "assistant", "content": content}
    if tool_calls:
        message["tool_calls"] = [
            {
                "id": f"call_{i}_{name}",
                "type": "function",
                "function": {"name": name, "arguments": json.dumps(args, ensure_ascii=False)},
            }
            for i, (name, args) in enumerate(tool_calls)
        ]
    if reasoning_content is not None:
        message["reasoning_content"] = reasoning_content
    if finish_reason is None:
        finish_reason = "tool_calls" if tool_calls else "stop"
    return Reply(
        body={
            "id": "chatcmpl-stub",
            "object": "chat.completion",
            "created": 1_765_238_400,
            "model": model,
            "choices": [{"index": 0, "message": message, "finish_reason": finish_reason}],
            "usage": usage,
        }
    )


def error(status: int, message: str, headers: dict[str, str] | None = None) -> Reply:
    """An HTTP error with OpenAI's error body."""
    return Reply(
        status=status,
        body={"error": {"message": message, "type": "server_error", "code": status}},
        headers=dict(headers or {}),
    )


LLAMA_ERROR_TYPES = {
    400: "invalid_request_error",
    401: "authentication_error",
    403: "permission_error",
    404: "not_found_error",
    500: "server_error",
    501: "not_supported_error",
    503: "unavailable_error",
}


def llama_error(status: int, message: str) -> Reply:
    """An error as llama-server sends it (`format_error_response`: code, message, type)."""
    kind = LLAMA_ERROR_TYPES.get(status, "server_error")
    return Reply(status=status, body={"error": {"code": status, "message": message, "type": kind}})


class StubServer:
    """A threaded HTTP(S) server on 127.0.0.1 (a free port) that answers with `script`."""

    def __init__(self, script: Script, tls: CertFiles | None = None) -> None:
        self.script = script
        self.requests: list[Request] = []
        self._lock = threading.Lock()
        self._httpd = ThreadingHTTPServer(("127.0.0.1", 0), self._handler())
        self._httpd.daemon_threads = True
        # A client that rejects the certificate or drops a connection is expected: no traceback.
        self._httpd.handle_error = lambda *_: None  # type: ignore[method-assign]
        self.scheme = "http"
        if tls is not None:
            context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
            context.load_cert_chain(str(tls.cert), str(tls.key))
            self._httpd.socket = context.wrap_socket(self._httpd.socket, server_side=True)
            self.scheme = "https"
        self._thread = threading.Thread(target=self._httpd.serve_forever, daemon=True)

    @property
    def base_url(self) -> str:
        return f"{self.scheme}://127.0.0.1:{self._httpd.server_address[1]}/v1"

    def __enter__(self) -> StubServer:
        self._thread.start()
        return self

    def __exit__(self, *_: object) -> None:
        self._httpd.shutdown()
        self._httpd.server_close()
        self._thread.join(timeout=5)

    def _record(self, body: dict[str, Any]) -> Request:
        with self._lock:
            request = Request(body=body, index=len(self.requests))
            self.requests.append(request)
            return request

    def _handler(self) -> type[BaseHTTPRequestHandler]:
        server = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *_: Any) -> None:  # quiet
                pass

            def do_POST(self) -> None:
                length = int(self.headers.get("Content-Length") or 0)
                raw = self.rfile.read(length)
                if not self.path.rstrip("/").endswith("/chat/completions"):
                    return self._send(error(404, f"no route {self.path}"))
                body = json.loads(raw or b"{}")
                if body.get("stream"):
                    return self._send(error(400, "the stub server does not stream"))
                try:
                    reply = server.script(server._record(body))
                except Exception as ex:  # a broken script must show up in the test
                    reply = error(599, f"stub script failed: {ex!r}")
                if (
                    reply.body is not None
                    and "choices" in reply.body
                    and not reply.body.get("usage")
                ):
                    reply = replace(reply, body={**reply.body, "usage": measured_usage(body)})
                self._send(reply)

            def _send(self, reply: Reply) -> None:
                if reply.drop:
                    self.close_connection = True
                    self.connection.shutdown(2)
                    return
                if reply.text is not None:
                    payload, kind = reply.text.encode(), "text/plain"
                else:
                    payload, kind = json.dumps(reply.body or {}).encode(), "application/json"
                self.send_response(reply.status)
                self.send_header("Content-Type", kind)
                self.send_header("Content-Length", str(len(payload)))
                for key, value in reply.headers.items():
                    self.send_header(key, value)
                self.end_headers()
                self.wfile.write(payload)

        return Handler


@dataclass(frozen=True)
class CertFiles:
    ca: Path
    """The private CA's certificate: what `SSL_CERT_FILE` points at."""
    cert: Path
    key: Path


def have_openssl() -> bool:
    return shutil.which("openssl") is not None


def make_ca_and_cert(directory: Path) -> CertFiles:
    """A private CA and a certificate for 127.0.0.1/localhost signed by it (EC keys, 2 days)."""

    def run(*args: str) -> None:
        subprocess.run(["openssl", *args], cwd=directory, check=True, capture_output=True)

    ec = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"]
    run("req", "-x509", *ec, "-keyout", "ca.key", "-out", "ca.pem", "-days", "2",
        "-subj", "/CN=AVABench test CA",
        "-addext", "basicConstraints=critical,CA:TRUE",
        "-addext", "keyUsage=critical,keyCertSign,cRLSign")  # fmt: skip
    run("req", *ec, "-keyout", "server.key", "-out", "server.csr", "-subj", "/CN=localhost")
    (directory / "server.ext").write_text(
        "subjectAltName=IP:127.0.0.1,DNS:localhost\n"
        "basicConstraints=CA:FALSE\n"
        "keyUsage=critical,digitalSignature\n"
        "extendedKeyUsage=serverAuth\n"
    )
    run("x509", "-req", "-in", "server.csr", "-CA", "ca.pem", "-CAkey", "ca.key",
        "-CAcreateserial", "-out", "server.pem", "-days", "2", "-extfile", "server.ext")  # fmt: skip
    return CertFiles(
        ca=directory / "ca.pem", cert=directory / "server.pem", key=directory / "server.key"
    )
