"""The documentation: the command reference matches the parsers, the README stays short and
points only at files a clone has."""

from __future__ import annotations

import argparse
import importlib.util
import re
from pathlib import Path

from spotsigs.cli import build_parser

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
MAX_README_LINES = 250


def _generator():
    spec = importlib.util.spec_from_file_location("gen_commands", ROOT / "docs" / "gen_commands.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _parsers(parser: argparse.ArgumentParser, prog: str = "spotsigs"):
    """Every parser under ``parser`` with its command line (``spotsigs index build``)."""
    yield prog, parser
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, sub in action.choices.items():
                yield from _parsers(sub, f"{prog} {name}")


def test_command_reference_is_what_the_parsers_generate_now():
    generator = _generator()
    committed = (ROOT / "docs" / "commands.md").read_text(encoding="utf-8")
    assert committed == generator.render(), (
        f"docs/commands.md is out of date with the options: run `{generator.COMMAND}` and "
        "commit the page")


def test_command_reference_has_every_command_action_and_option():
    page = _generator().render()
    for prog, parser in _parsers(build_parser()):
        if prog != "spotsigs":
            assert re.search(rf"^#+ {prog}$", page, re.MULTILINE), prog
        if parser.description and prog != "spotsigs":
            assert parser.description.split()[0] in page
        for action in parser._actions:
            for flag in action.option_strings:
                if flag not in ("-h", "--help", "--version"):
                    assert re.search(rf"`[^`]*{re.escape(flag)}\b", page), (prog, flag)


def test_readme_stays_short():
    lines = README.read_text(encoding="utf-8").count("\n")
    assert lines <= MAX_README_LINES, (
        f"README.md has {lines} lines (at most {MAX_README_LINES}): move reference material "
        "into docs/")


def test_readme_links_name_files_of_the_repository():
    text = README.read_text(encoding="utf-8")
    targets = [t for t in re.findall(r"\]\(([^)\s]+)\)", text) if "://" not in t]
    assert targets, "the README links no page of docs/"
    for target in targets:
        path = target.split("#")[0]
        assert path and (ROOT / path).exists(), f"README.md links a missing file: {target}"


def test_readme_and_docs_install_from_a_clone_and_need_no_shared_folder():
    pages = [README, *sorted((ROOT / "docs").glob("*.md"))]
    for page in pages:
        text = page.read_text(encoding="utf-8")
        assert not re.search(r"pip install '?spotsigs", text), f"{page.name}: not on PyPI"
        assert "](../shared" not in text and "`../shared/data/" not in text, page.name
