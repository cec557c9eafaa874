"""The `avabench` command's own faults: JSON listings, numeric options, a closed pipe."""

from __future__ import annotations

import json
import subprocess
import sys
from collections import Counter

import pytest

from ava_inspect.cli import main
from ava_inspect.harness.catalog import definitions
from ava_inspect.harness.toolsets import CATALOGUE


def test_list_json_has_the_documented_keys(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["list", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    defs = definitions()
    assert len(rows) == len(defs)
    assert all(set(r) == {"id", "domain", "tier", "assertions", "public", "summary"} for r in rows)
    assert all(r["summary"] == defs[r["id"]].summary and r["summary"] for r in rows)
    assert Counter(r["domain"] for r in rows) == Counter(t.domain for t in defs.values())


def test_tools_json_lists_every_tool_with_summary_and_parameters(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["tools", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert [r["name"] for r in rows] == list(CATALOGUE)
    assert all(set(r) == {"name", "subsystem", "writes", "summary", "parameters"} for r in rows)
    assert {r["subsystem"] for r in rows} == {
        "hr",
        "crm",
        "recruitment",
        "mail",
        "calendar",
        "helpdesk",
        "sale",
    }
    by_name = {r["name"]: r for r in rows}
    leave = by_name["amis_hrm_create_leave_request"]
    assert leave["writes"] is True
    assert leave["summary"] == CATALOGUE["amis_hrm_create_leave_request"].summary
    schema = leave["parameters"]
    assert schema["type"] == "object"
    assert set(schema["required"]) <= set(schema["properties"])
    assert schema["required"], "a writing tool has required arguments"
    # every parameter carries the Vietnamese description the model reads
    for row in rows:
        for name, prop in row["parameters"]["properties"].items():
            assert prop.get("description"), f"{row['name']}.{name} has no description"


@pytest.mark.parametrize(
    ("argv", "complaint"),
    [
        (["selftest", "--workers", "0"], "--workers: 0 is less than 1"),
        (["selftest", "--workers", "-3"], "--workers: -3 is less than 1"),
        (["selftest", "--workers", "two"], "--workers: 'two' is not a whole number"),
        (["selftest", "-1"], "noise: -1 is less than 0"),
        (["selftest", "eight"], "noise: 'eight' is not a whole number"),
    ],
)
def test_selftest_refuses_counts_it_cannot_use(
    argv: list[str], complaint: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(argv)
    assert exit_info.value.code == 2
    assert complaint in capsys.readouterr().err


@pytest.mark.slow  # drives Inspect or a real process end to end
@pytest.mark.parametrize("command", ["tools", "list"])
def test_a_closed_pipe_ends_quietly(command: str) -> None:
    """`avabench tools | head`: the reader is gone before the output is; no traceback."""
    code = f"import sys; from ava_inspect.cli import main; sys.exit(main([{command!r}]))"
    writer = subprocess.Popen(
        [sys.executable, "-c", code], stdout=subprocess.PIPE, stderr=subprocess.PIPE
    )
    assert writer.stdout is not None and writer.stderr is not None
    writer.stdout.close()  # the reader leaves (as `head` does once it has its lines)
    err = writer.stderr.read().decode()
    assert writer.wait(timeout=120) == 141, err  # 128 + SIGPIPE, as a Unix tool ends
    assert "Traceback" not in err and "BrokenPipeError" not in err, err


def _subcommands(capsys: pytest.CaptureFixture[str]) -> list[str]:
    """The subcommands `avabench --help` lists (so a new one is checked without a test edit)."""
    with pytest.raises(SystemExit) as exit_info:
        main(["--help"])
    assert exit_info.value.code == 0
    usage = capsys.readouterr().out
    listed = usage[usage.index("{") + 1 : usage.index("}")].split(",")
    assert "play" in listed and "report" in listed
    return listed


def test_every_subcommand_answers_help(capsys: pytest.CaptureFixture[str]) -> None:
    """`avabench X --help` prints X's usage and exits 0, for every X and every play step."""
    from ava_inspect.play.command import STEP_COMMANDS

    commands = [[name] for name in _subcommands(capsys)]
    commands += [["play", step] for step in STEP_COMMANDS]
    for words in commands:
        with pytest.raises(SystemExit) as exit_info:
            main([*words, "--help"])
        captured = capsys.readouterr()
        assert exit_info.value.code == 0, (words, captured.err)
        assert captured.out.startswith(f"usage: avabench {' '.join(words)} "), (words, captured)
        assert "unrecognized arguments" not in captured.err, words


def test_play_takes_an_option_before_the_task_ids(capsys: pytest.CaptureFixture[str]) -> None:
    """`avabench play --noise 2 TASK`: play's own options may come first."""
    assert main(["play", "--noise", "2", "hr.no-such-task"]) == 2
    assert "no task matches 'hr.no-such-task'" in capsys.readouterr().out
