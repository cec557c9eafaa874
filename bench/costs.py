"""What the harness costs beside the model, in one run: `uv run python bench/costs.py`.

Prints, side by side:
- per tool call, AVABench's tools against a no-op tool in the same Inspect agent loop (the floor),
  at noise 0, 8 and 64: (eval time - the same eval answering at once) / calls;
- `avabench selftest` wall time over all tasks at noise 0 and 8;
- `inspect score ... --scorer ava_inspect/assertions_scorer` re-grading time per sample, beside
  the same command with a scorer that reads nothing (Inspect's own floor);
- log bytes per sample on disk;
- peak memory of a 100-sample eval at 16 concurrent samples with the instant scripted model.
"""

from __future__ import annotations

import argparse
import os
import resource
import subprocess
import sys
import tempfile
import time

import inspect_ai
from inspect_ai.dataset import Sample
from inspect_ai.event import ModelEvent
from inspect_ai.log import EvalLog, read_eval_log, write_eval_log
from noop_scorer import noop_scorer
from scripted import Behaviour, make_task, model, samples

from ava_inspect.harness.catalog import definitions
from ava_inspect.harness.sample_info import SampleInfo
from ava_inspect.scorers.scorer import assertions_scorer
from ava_inspect.selftest import run_selftest

TARGET_RATIO = {0: None, 8: 1.5, 64: 2.0}
SCORER = "ava_inspect/assertions_scorer"


def timed_eval(
    dataset: list[Sample], behaviour: Behaviour, log_dir: str, **kw: object
) -> tuple[float, EvalLog]:
    start = time.perf_counter()
    [log] = inspect_ai.eval(
        make_task(dataset, behaviour),
        model=model(behaviour),
        log_dir=log_dir,
        display="none",
        score_display=False,
        **kw,  # type: ignore[arg-type]
    )
    elapsed = time.perf_counter() - start
    assert log.status == "success", log.error
    return elapsed, log


def tool_call_costs(noises: list[int], repeat: int, log_dir: str) -> dict[int, EvalLog]:
    tasks = list(definitions().values())
    calls = sum(len(t.oracle_calls) for t in tasks)
    print(f"\n## Per tool call, in Inspect's agent loop ({len(tasks)} tasks, {calls} calls)\n")
    print("| noise | floor (no-op tool) | AVABench tools | ratio | target |")
    print("|---:|---:|---:|---:|---:|")
    logs = {}
    for noise in noises:
        dataset = samples(tasks, noise)
        best: dict[str, float] = {}
        for _ in range(repeat):
            for behaviour in ("silent", "noop", "play"):
                elapsed, log = timed_eval(dataset, behaviour, f"{log_dir}/calls-{noise}")
                best[behaviour] = min(best.get(behaviour, elapsed), elapsed)
                if behaviour == "play":
                    logs[noise] = log
        floor = (best["noop"] - best["silent"]) / calls * 1000
        ours = (best["play"] - best["silent"]) / calls * 1000
        target = TARGET_RATIO.get(noise)
        print(
            f"| {noise} | {floor:.2f} ms | {ours:.2f} ms | {ours / floor:.2f}x | "
            f"{f'≤ {target:.1f}x' if target else '-'} |"
        )
    return logs


def selftest_times(noises: list[int], log_dir: str) -> None:
    print("\n## `avabench selftest`, all tasks (references and anti-oracles)\n")
    print("| noise | solutions | wall time | target |")
    print("|---:|---:|---:|---:|")
    for noise in noises:
        start = time.perf_counter()
        verdicts, _ = run_selftest(noise, f"{log_dir}/selftest")
        elapsed = time.perf_counter() - start
        bad = sum(not v.ok for v in verdicts)
        status = "" if not bad else f" ({bad} FAILED)"
        target = "< 60 s" if noise == 8 else "-"
        print(f"| {noise} | {len(verdicts)}{status} | {elapsed:.1f} s | {target} |")


NOOP_SCORER = f"{os.path.dirname(os.path.abspath(__file__))}/noop_scorer.py@noop_scorer"


def cli_score_seconds(location: str, scorer: str, out: str) -> float:
    """Wall time of `inspect score` re-grading a log (a fresh process, as a user runs it)."""
    command = [
        sys.executable, "-m", "inspect_ai", "score", location, "--scorer", scorer,
        "--action", "overwrite", "--output-file", out, "--display", "none",
    ]  # fmt: skip
    if os.path.exists(out):
        os.remove(out)
    start = time.perf_counter()
    subprocess.run(command, check=True, capture_output=True, stdin=subprocess.DEVNULL)
    return time.perf_counter() - start


def per_sample_ms(whole: str, one: str, n: int, scorer: str, log_dir: str) -> float:
    """`inspect score` time per sample: (whole log - one-sample log) / (samples - 1), so the
    process start is not counted; the best of two runs."""
    times = []
    for _ in range(2):
        w = cli_score_seconds(whole, scorer, f"{log_dir}/regraded.eval")
        o = cli_score_seconds(one, scorer, f"{log_dir}/regraded-one.eval")
        times.append((w - o) / (n - 1) * 1000)
    return min(times)


def scorer_share_child(location: str) -> None:
    """Print AVABench's scorer share per sample: `inspect_ai.score` on the log in memory (no
    process start, no log write) with it, minus the same with the no-op scorer. Each scorer first
    grades a one-sample log (its one-time costs: loading the task set and the base company); a
    fresh process, so nothing graded before warms AVABench's caches for the other samples."""
    elapsed = {}
    for name, make in (("noop", noop_scorer), ("ours", assertions_scorer)):
        log = read_eval_log(location)
        samples = log.samples or []
        first = log.model_copy(update={"samples": samples[:1]})
        inspect_ai.score(first, make(), action="overwrite", display="none")
        start = time.perf_counter()
        inspect_ai.score(log, make(), action="overwrite", display="none", copy=False)
        elapsed[name] = (time.perf_counter() - start) / len(samples) * 1000
        del log, samples, first
    print(elapsed["ours"] - elapsed["noop"])


def scorer_share_ms(location: str) -> float:
    command = [sys.executable, os.path.abspath(__file__), "--share-child", location]
    done = subprocess.run(command, check=True, capture_output=True, text=True)
    return float(done.stdout.strip().splitlines()[-1])


def regrade_and_size(logs: dict[int, EvalLog], log_dir: str) -> None:
    print(
        "\n## Re-grading with `inspect score` and log size (the reference run in the agent loop)\n"
    )
    print(
        "Per sample: (time for the whole log - time for a one-sample log) / (samples - 1), so "
        "the process start is not counted. The floor is the same command with a scorer that "
        "reads nothing (`bench/noop_scorer.py`): what Inspect itself spends reading, resolving "
        "and rewriting a sample. AVABench's share is measured in one process "
        "(`inspect_ai.score` on the log in memory, AVABench's scorer minus the no-op one), "
        "which the subprocess timings are too coarse for.\n"
    )
    print(
        "| noise | samples | `inspect score`, AVABench scorer | Inspect's floor (no-op scorer) "
        "| AVABench's share | log per sample | targets |"
    )
    print("|---:|---:|---:|---:|---:|---:|---:|")
    for noise, log in logs.items():
        assert log.location
        n = len(log.samples or [])
        first = SampleInfo.model_validate((log.samples or [])[0].metadata).task_id
        [one] = inspect_ai.eval(
            make_task(samples([definitions()[first]], noise), "play"),
            model=model("play"),
            log_dir=f"{log_dir}/one-{noise}",
            display="none",
            score_display=False,
        )
        assert one.location
        ours = per_sample_ms(log.location, one.location, n, SCORER, log_dir)
        floor = per_sample_ms(log.location, one.location, n, NOOP_SCORER, log_dir)
        share = scorer_share_ms(log.location)
        size = os.path.getsize(log.location) / n / 1024
        target = "< 50 ms, < 150 KB" if noise == 8 else "-"
        print(
            f"| {noise} | {n} | {ours:.1f} ms | {floor:.1f} ms | {share:.1f} ms "
            f"| {size:.1f} KB | {target} |"
        )


def regrade_by_toolset(log: EvalLog, log_dir: str) -> None:
    """`inspect score` per sample for the sales agent's samples and the office ones apart: Inspect
    logs every tool schema offered on each model call, and reads and rewrites them all."""
    assert log.location
    noise = SampleInfo.model_validate((log.samples or [])[0].metadata).noise
    print(f"\nBy tool set offered, noise {noise}:\n")
    print("| samples | tools offered | `inspect score`, AVABench scorer | Inspect's floor |")
    print("|---|---:|---:|---:|")
    full = read_eval_log(log.location)
    for label, is_sale in (("sale", True), ("office (hr, crm, recruitment, mail)", False)):
        picked = [
            s
            for s in full.samples or []
            if (SampleInfo.model_validate(s.metadata).domain == "sale") == is_sale
        ]
        model_calls = [e for s in picked for e in s.events if isinstance(e, ModelEvent)]
        tools = max(len(e.tools) for e in model_calls)
        path = f"{log_dir}/{'sale' if is_sale else 'office'}.eval"
        one = f"{log_dir}/{'sale' if is_sale else 'office'}-one.eval"
        write_eval_log(full.model_copy(update={"samples": picked}), path)
        write_eval_log(full.model_copy(update={"samples": picked[:1]}), one)
        ours = per_sample_ms(path, one, len(picked), SCORER, log_dir)
        floor = per_sample_ms(path, one, len(picked), NOOP_SCORER, log_dir)
        print(f"| {label}: {len(picked)} | {tools} | {ours:.1f} ms | {floor:.1f} ms |")


def memory_child(n_samples: int, noise: int, log_dir: str) -> None:
    tasks = list(definitions().values())
    copies = -(-n_samples // len(tasks))
    dataset = samples(tasks, noise, copies=copies)[:n_samples]
    elapsed, log = timed_eval(dataset, "play", log_dir, max_samples=16)
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"{len(log.samples or [])} {elapsed:.1f} {rss:.0f}")


def peak_memory(n_samples: int, noise: int, log_dir: str) -> None:
    print(f"\n## Peak memory: {n_samples} samples, 16 at a time, noise {noise}\n")
    out = subprocess.run(
        [
            sys.executable,
            __file__,
            "--memory-child",
            str(n_samples),
            "--noise",
            str(noise),
            "--log-dir",
            log_dir,
        ],
        check=True,
        capture_output=True,
        text=True,
    ).stdout.split()
    done, elapsed, rss = int(out[-3]), float(out[-2]), float(out[-1])
    print(f"{done} samples in {elapsed:.1f} s; peak resident memory {rss:.0f} MB")


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawTextHelpFormatter
    )
    parser.add_argument("--repeat", type=int, default=2, help="runs per measurement (best kept)")
    parser.add_argument("--skip", nargs="*", default=[], choices=["calls", "selftest", "memory"])
    parser.add_argument("--memory-child", type=int, help=argparse.SUPPRESS)
    parser.add_argument("--share-child", help=argparse.SUPPRESS)
    parser.add_argument("--noise", type=int, default=8, help=argparse.SUPPRESS)
    parser.add_argument("--log-dir", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.share_child:
        scorer_share_child(args.share_child)
        return
    if args.memory_child:
        memory_child(args.memory_child, args.noise, args.log_dir)
        return
    print(f"# AVABench harness costs ({os.cpu_count()} cores, {len(definitions())} tasks)")
    with tempfile.TemporaryDirectory() as log_dir:
        if "calls" not in args.skip:
            logs = tool_call_costs([0, 8, 64], args.repeat, log_dir)
            regrade_and_size(logs, log_dir)
            regrade_by_toolset(logs[8], log_dir)
        if "selftest" not in args.skip:
            selftest_times([0, 8], log_dir)
        if "memory" not in args.skip:
            peak_memory(100, 8, log_dir)


if __name__ == "__main__":
    main()
