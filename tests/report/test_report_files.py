"""`avabench report` over a directory holding files that are not whole Inspect logs: each is
named with what is wrong with it, and the report goes on with the others."""

from __future__ import annotations

import shutil
import zipfile
from pathlib import Path

import pytest
from report_runs import run

from ava_inspect.cli import main
from ava_inspect.oracles.solver import oracle


def test_a_truncated_or_foreign_eval_file_is_named_and_the_others_reported(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    good = Path(run(tmp_path / "made", oracle(), sample=1))
    logs = tmp_path / "logs"
    logs.mkdir()
    shutil.copy(good, logs / "good.eval")
    whole = good.read_bytes()
    (logs / "cut.eval").write_bytes(whole[: len(whole) // 2])  # a copy that stopped halfway
    (logs / "notes.eval").write_text("not a log\n", encoding="utf-8")
    (logs / "empty.eval").write_bytes(b"")
    with zipfile.ZipFile(logs / "other.eval", "w") as archive:  # a zip, but not Inspect's
        archive.writestr("readme.txt", "x")

    assert main(["report", str(logs)]) == 0
    out = capsys.readouterr().out
    assert f"log: {logs / 'good.eval'}" in out  # the whole log is still reported
    left_out = {
        line.removeprefix("(left out: ").split(": ", 1)[0]: line
        for line in out.splitlines()
        if line.startswith("(left out: ")
    }
    assert set(left_out) == {
        str(logs / n) for n in ("cut.eval", "notes.eval", "empty.eval", "other.eval")
    }
    assert "truncated: an .eval log whose end is missing" in left_out[str(logs / "cut.eval")]
    assert "not an Inspect log (an .eval log is a zip archive" in left_out[str(logs / "notes.eval")]
    assert "an empty file (0 bytes), not an Inspect log" in left_out[str(logs / "empty.eval")]
    assert "not a readable Inspect log" in left_out[str(logs / "other.eval")]
    assert "EOCD" not in out
