"""The scores of a fixed scripted run, sample by sample, to prove a harness change scores nothing
differently: `uv run python bench/fingerprint.py OUT.json` before the change, then
`uv run python bench/fingerprint.py NEW.json --compare OUT.json` after it.

Every task's reference and every anti-oracle are played by the instant scripted model through
Inspect's agent loop, at the given noise.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from pathlib import Path

import inspect_ai
from scripted import make_task, model, samples

from ava_inspect.harness.catalog import definitions


def fingerprint(noise: int) -> dict[str, object]:
    dataset = samples(list(definitions().values()), noise, plays=True)
    with tempfile.TemporaryDirectory() as log_dir:
        [log] = inspect_ai.eval(
            make_task(dataset, "play"),
            model=model("play"),
            log_dir=log_dir,
            display="none",
            score_display=False,
        )
        read = log.samples or []
    out: dict[str, object] = {}
    for s in read:
        score = (s.scores or {}).get("assertions_scorer")
        out[str(s.id)] = (
            None
            if score is None
            else {
                "value": score.value,
                "assertions": {
                    r["id"]: r["outcome"] for r in (score.metadata or {}).get("assertions", [])
                },
                "collateral": (score.metadata or {}).get("collateral"),
                "collateral_records": (score.metadata or {}).get("collateral_records"),
            }
        )
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("out", type=Path, help="where to write this run's scores (JSON)")
    parser.add_argument("--noise", type=int, default=8)
    parser.add_argument("--compare", type=Path, help="an earlier run's scores to compare with")
    args = parser.parse_args()
    now = fingerprint(args.noise)
    args.out.write_text(json.dumps(now, ensure_ascii=False, indent=1, sort_keys=True))
    print(f"{len(now)} samples scored at noise {args.noise}; written to {args.out}")
    if not args.compare:
        return 0
    before = json.loads(args.compare.read_text())
    differ = sorted(k for k in set(now) | set(before) if now.get(k) != before.get(k))
    for key in differ:
        print(f"✗ {key}: {before.get(key)} → {now.get(key)}")
    print(f"{len(now) - len(differ)}/{len(now)} samples scored identically")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
