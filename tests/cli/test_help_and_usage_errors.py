"""What the command line says to a user who asks or errs: every command's help ends with
examples that its real parser accepts, and a usage error is two lines, the error and which
help to read."""

from __future__ import annotations

import argparse
import shlex

import pytest
from hostile_inputs import HOSTILE

from spotsigs.cli import build_parser, main
from spotsigs.cli.common import HelpFormatter


def command_paths(parser: argparse.ArgumentParser, path: tuple[str, ...] = ()
                  ) -> list[tuple[str, ...]]:
    """The words of every command that has a help page: (), ("cluster",), ("index", "add")..."""
    paths = [path]
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, command in action.choices.items():
                paths += command_paths(command, (*path, name))
    return paths


COMMAND_PATHS = command_paths(build_parser())


def help_page(path: tuple[str, ...], capsys) -> str:
    """What ``spotsigs PATH... --help`` prints."""
    with pytest.raises(SystemExit) as exit_info:
        main([*path, "--help"])
    assert exit_info.value.code == 0
    return capsys.readouterr().out


def examples(page: str) -> list[list[str]]:
    """The arguments after ``spotsigs`` of each example command of a help page (continued
    lines joined; of a pipeline, the stage that runs spotsigs)."""
    assert "\nexamples:\n" in page, page
    section = page.split("\nexamples:\n", 1)[1].split("\n\n", 1)[0]
    commands = []
    for line in section.replace("\\\n", " ").splitlines():
        if line.strip().startswith("#"):
            continue
        words = shlex.split(line)
        stages = [[]]
        for word in words:
            if word == "|":
                stages.append([])
            else:
                stages[-1].append(word)
        [stage] = [s for s in stages if s[:1] == ["spotsigs"]]
        commands.append(stage[1:])
    return commands


def test_every_command_and_index_action_has_a_help_page():
    assert {" ".join(p) for p in COMMAND_PATHS} == {
        "", "cluster", "dedup", "show", "eval", "idf", "report", "index", "index build",
        "index add", "index query", "index info"}


@pytest.mark.parametrize("path", COMMAND_PATHS, ids=[" ".join(p) or "spotsigs"
                                                      for p in COMMAND_PATHS])
def test_every_help_ends_with_examples_that_its_parser_accepts(path, capsys):
    commands = examples(help_page(path, capsys))
    own = 0
    for argv in commands:
        try:
            args = build_parser().parse_args(argv)
        except SystemExit:
            pytest.fail(f"example refused: spotsigs {shlex.join(argv)}\n"
                        f"{capsys.readouterr().err}")
        chosen = (args.command, getattr(args, "action", None))[:len(path)]
        own += chosen == path
    assert own >= 2, commands  # a few, of the command itself


def test_help_fills_descriptions_and_keeps_example_lines_as_written():
    parser = argparse.ArgumentParser(
        prog="p", description="word " * 40, epilog="examples:\n  # a comment\n  p " + "x " * 40,
        formatter_class=lambda prog: HelpFormatter(prog, width=60))
    page = parser.format_help()
    assert all(len(line) <= 60 for line in page.split("examples:")[0].splitlines())
    assert ("\n\nexamples:\n  # a comment\n  p " + "x " * 39 + "x\n") in page

# (argv, the command that refuses it, the start of its message): missing arguments, bad
# choices, values out of range and unknown options, for every command and index action.
USAGE_ERRORS = [
    ([], "spotsigs", "the following arguments are required: COMMAND"),
    (["clust"], "spotsigs", "argument COMMAND: invalid choice: 'clust'"),
    (["--bogus", "cluster", "x"], "spotsigs", "unrecognized arguments: --bogus"),
    (["cluster"], "spotsigs cluster", "the following arguments are required: INPUT"),
    (["cluster", "x", "-t", "2"], "spotsigs cluster",
     "argument -t/--threshold: must be in (0, 1], got 2"),
    (["cluster", "x", "-m", "nope"], "spotsigs cluster",
     "argument -m/--method: invalid choice: 'nope'"),
    (["cluster", "x", "--engine", "spark"], "spotsigs cluster",
     "argument --engine: invalid choice: 'spark'"),
    (["cluster", "x", "--bogus"], "spotsigs cluster", "unrecognized arguments: --bogus"),
    (["dedup", "x"], "spotsigs dedup", "the following arguments are required: -o/--output"),
    (["dedup", "x", "-o", "y.warc.gz", "--keep", "last"], "spotsigs dedup",
     "argument --keep: invalid choice: 'last'"),
    (["dedup", "x", "-o", "y", "--keep-singletons", "--drop-singletons"], "spotsigs dedup",
     "argument --drop-singletons: not allowed with argument --keep-singletons"),
    (["show"], "spotsigs show", "the following arguments are required: CLUSTERS"),
    (["show", "c.jsonl", "-n", "0"], "spotsigs show",
     "argument -n/--max-clusters: must be at least 1, got 0"),
    (["eval", "c.jsonl"], "spotsigs eval", "the following arguments are required: --gold"),
    (["idf"], "spotsigs idf", "the following arguments are required: INPUT"),
    (["idf", "x", "--format", "csv"], "spotsigs idf",
     "argument --format: invalid choice: 'csv'"),
    (["report", "c.jsonl", "-o", "r.html"], "spotsigs report",
     "the following arguments are required: -i/--input"),
    (["report", "c.jsonl", "-i", "x", "-o", "r.html", "--per-page", "many"], "spotsigs report",
     "argument --per-page: not a whole number: 'many'"),
    (["index"], "spotsigs index", "the following arguments are required: ACTION"),
    (["index", "drop", "idx"], "spotsigs index", "argument ACTION: invalid choice: 'drop'"),
    (["index", "build", "idx"], "spotsigs index build",
     "the following arguments are required: INPUT"),
    (["index", "build", "idx", "x", "-c", "0"], "spotsigs index build",
     "argument -c/--chain-length: must be at least 1, got 0"),
    (["index", "add"], "spotsigs index add",
     "the following arguments are required: INDEX_DIR, INPUT"),
    (["index", "query", "idx", "x", "-t", "0"], "spotsigs index query",
     "argument -t/--threshold: must be in (0, 1], got 0"),
    (["index", "info"], "spotsigs index info",
     "the following arguments are required: INDEX_DIR"),
    (["index", "info", "idx", "--bogus"], "spotsigs index info",
     "unrecognized arguments: --bogus"),
]


@pytest.mark.parametrize("argv, prog, message", USAGE_ERRORS,
                         ids=[" ".join(argv) or "nothing" for argv, _, _ in USAGE_ERRORS])
def test_a_usage_error_is_the_error_and_where_to_look_exit_status_2(argv, prog, message,
                                                                     capsys):
    with pytest.raises(SystemExit) as exit_info:
        main(argv)
    assert exit_info.value.code == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    error, see = captured.err.splitlines()
    assert error.startswith(f"{prog}: error: {message}"), error
    assert see == f"see '{prog} --help'"


def test_a_usage_error_shows_the_arguments_escaped_never_raw(capsys):
    with pytest.raises(SystemExit):
        main(["cluster", "x", "--\x1b]0;owned\x07", "\u202eevil"])
    err = capsys.readouterr().err
    assert err.splitlines()[0] == ("spotsigs cluster: error: unrecognized arguments: "
                                   "--\\x1b]0;owned\\x07 \\u202eevil")


@pytest.mark.parametrize("argv, option", [
    (["-t", "0"], "--threshold"), (["-t", "1.5"], "--threshold"), (["-t", "nan"], "--threshold"),
    (["-t", "inf"], "--threshold"), (["-t", "-0.5"], "--threshold"),
    (["-t", "half"], "--threshold"), (["-c", "0"], "--chain-length"),
    (["-d", "0"], "--spot-distance"), (["-j", "0"], "--jobs"), (["-j", "-3"], "--jobs"),
    (["--batch-size", "0"], "--batch-size"), (["--min-signatures", "-1"], "--min-signatures"),
    # another method's option too (it would be ignored), and with -q (no warning said so)
    (["--idf-band", "5", "1"], "--idf-band"), (["-q", "--idf-band", "0.9", "0.1"], "--idf-band"),
    (["-m", "imatch", "--idf-band", "nan", "1"], "--idf-band"),
    (["-q", "--template-share", "5"], "--template-share"),
    (["-m", "minhash", "--template-share", "-1"], "--template-share"),
])
def test_out_of_range_parameters_are_usage_errors_naming_the_option(argv, option, tmp_path,
                                                                      capsys):
    out = tmp_path / "c.jsonl"
    with pytest.raises(SystemExit) as exit_info:
        main(["cluster", str(HOSTILE), "-o", str(out), *argv])
    assert exit_info.value.code == 2
    assert option in capsys.readouterr().err
    assert not out.exists()
