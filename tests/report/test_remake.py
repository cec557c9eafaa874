"""`python -m ava_inspect.report.remake`: RESULTS.md's logs are not in a clone, so one command
re-runs its no-model rows and writes it again; the numbers must come out the same."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from report_runs import run

from ava_inspect.oracles.solver import oracle
from ava_inspect.report.reading import read_runs
from ava_inspect.report.remake import main, reproduce_commands
from ava_inspect.report.render import markdown_report

ROOT = Path(__file__).resolve().parents[2]
REMAKE = "uv run python -m ava_inspect.report.remake"


def test_results_md_names_the_command_that_makes_it_again() -> None:
    text = (ROOT / "RESULTS.md").read_text(encoding="utf-8")
    header = text.split("\n## ", 1)[0]
    assert REMAKE in header
    made = markdown_report([], "logs/results", chart="RESULTS.svg")
    assert header == made.split("\nNo run over the full set")[0]
    assert (ROOT / "RESULTS.svg").exists()  # the chart RESULTS.md shows is beside it


def test_every_row_of_results_md_is_re_run_by_the_command() -> None:
    """RESULTS.md's rows are the scripted baselines: each of its commands is re-run once (the
    public rows are cut from the full-set runs: the same commands), none needs an endpoint."""
    text = (ROOT / "RESULTS.md").read_text(encoding="utf-8")
    commands = reproduce_commands(text)
    listed = {line for line in text.splitlines() if line.startswith("uv run inspect eval ")}
    assert {c.command for c in commands} == listed
    assert commands and not [c for c in commands if c.needs_model]
    assert all("--log-dir" not in c.arguments for c in commands)


def _numbers(markdown: str) -> str:
    """A report with what a new run changes taken out: log paths and names, wall times."""
    text = re.sub(r"\S*\d{4}-\d{2}-\d{2}T[\w-]+\.eval", "LOG", markdown)
    text = re.sub(r"--log-dir \S+|report \S+ --write", "DIR", text)
    return re.sub(r"\| [\d.]+ (s|min|h) \|", "| WALL |", text)


@pytest.mark.slow  # drives Inspect or a real process end to end
def test_remake_re_runs_the_rows_and_writes_the_same_numbers(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    first = tmp_path / "first"
    run(first, oracle(), sample=2)
    runs, _ = read_runs(str(first))
    results = tmp_path / "RESULTS.md"
    endpoint_row = "uv run inspect eval ava_inspect/hr --model openai-api/misa/m --log-dir x"
    results.write_text(
        markdown_report(runs, str(first)).replace(
            "```\n", f"# a model's row\n{endpoint_row}\n```\n", 1
        ),
        encoding="utf-8",
    )
    again = tmp_path / "again"
    assert main(["--results", str(results), "--log-dir", str(again)]) == 0
    out = capsys.readouterr().out
    assert f"not re-run (it calls a model endpoint): {endpoint_row}" in out
    assert len(list(again.glob("*.eval"))) == 1
    remade = results.read_text(encoding="utf-8")
    assert _numbers(remade) == _numbers(markdown_report(runs, str(first), chart="RESULTS.svg"))
    assert (tmp_path / "RESULTS.svg").exists()  # the chart is remade beside it
    assert "pass rate" in remade and "100.0%" in remade

    # a directory that already holds logs would add their runs to the report: refused
    assert main(["--results", str(results), "--log-dir", str(again)]) == 2
    assert "already holds logs" in capsys.readouterr().out
