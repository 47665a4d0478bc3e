"""Result files you can trust: each names its command, and none cites a default that is gone.

Every result file the docs link must say how it was made. A result file with a ``Defaults:``
line (``experiments/provenance.py``) must state today's defaults, else it is stale and must
be run again (``make results``); one without it must be listed in ``docs/defaults.md`` under
"Result files older than their Defaults line". The defaults table of ``docs/defaults.md``
must give today's values.
"""

from __future__ import annotations

import json
import re
import shlex
from pathlib import Path

import pytest

from spotsigs.checks import DEFAULT_THRESHOLD
from spotsigs.methods import METHODS, make_method

ROOT = Path(__file__).resolve().parents[1]
DOCS = [*sorted((ROOT / "docs").glob("*.md")), ROOT / "README.md"]
LINK = re.compile(r"\]\(((?:\.\./)*(?:experiments/results|benchmarks)/[^)#\s]+\.md)")
PROVENANCE = re.compile(r"Written by `|Made by `|Command: `|^`python |`python -m ")
DEFAULTS_PREFIX = "Defaults: `"
HISTORICAL = "## Result files older than their Defaults line"


def linked_results() -> list[str]:
    """Result files (paths from the repository root) that a docs page or the README links."""
    found = set()
    for page in DOCS:
        for target in LINK.findall(page.read_text("utf-8")):
            found.add(re.sub(r"^(\.\./)+", "", target))
    return sorted(found)


def stated_defaults(text: str) -> dict | None:
    """The ``Defaults:`` line's parameters per method, None without one."""
    for line in text.splitlines():
        if line.startswith(DEFAULTS_PREFIX):
            return json.loads(line[len(DEFAULTS_PREFIX):].rstrip().rstrip("`"))
    return None


def historical() -> set[str]:
    """Result files docs/defaults.md lists as older than their Defaults line."""
    text = (ROOT / "docs" / "defaults.md").read_text("utf-8")
    section = text.split(HISTORICAL, 1)[1].split("\n## ", 1)[0] if HISTORICAL in text else ""
    return {re.sub(r"^(\.\./)+", "", t) for t in LINK.findall(section)}


def test_docs_link_result_files() -> None:
    assert len(linked_results()) >= 10
    for path in linked_results():
        assert (ROOT / path).is_file(), f"the docs link {path}, which does not exist"


@pytest.mark.parametrize("path", linked_results())
def test_result_file_names_its_command(path: str) -> None:
    head = (ROOT / path).read_text("utf-8").splitlines()[:8]
    assert any(PROVENANCE.search(line) for line in head), \
        f"{path} does not say which command wrote it"


@pytest.mark.parametrize("path", linked_results())
def test_result_file_defaults_are_today_s(path: str) -> None:
    stated = stated_defaults((ROOT / path).read_text("utf-8"))
    if stated is None:
        assert path in historical(), (
            f"{path} has no Defaults line: run its script again, or list it in "
            f"docs/defaults.md under {HISTORICAL!r}")
        return
    for name, params in stated.items():
        assert params == make_method(name).params(), (
            f"{path} ran {name} with defaults that are no longer the defaults: run it again "
            "(make results)")


def test_historical_list_names_existing_files() -> None:
    listed = historical()
    assert listed, "docs/defaults.md lists no historical result files"
    for path in listed:
        assert (ROOT / path).is_file(), path


def default_values() -> dict[str, list[str]]:
    """Each command-line option's default value(s) as written, over every method."""
    values: dict[str, list[str]] = {"-t": [f"{DEFAULT_THRESHOLD:g}"],
                                    "--threshold": [f"{DEFAULT_THRESHOLD:g}"]}
    for cls in METHODS.values():
        for param in cls.PARAMS:
            value = param.default
            written = ([" ".join(f"{v:g}" if isinstance(v, float) else str(v) for v in value),
                        ",".join(str(v) for v in value)] if isinstance(value, (list, tuple))
                       else [f"{value:g}" if isinstance(value, float) else str(value)])
            for option in param.options:
                values.setdefault(option, []).extend(written)
    return values


def cited_options(cell: str) -> list[tuple[str, str]]:
    """``(option, value)`` pairs of the backticked command-line options in a table cell."""
    pairs = []
    for code in re.findall(r"`([^`]+)`", cell):
        words = shlex.split(code)
        for k, word in enumerate(words):
            if word.startswith("-") and not word.lstrip("-").replace(".", "").isdigit():
                value = []
                for nxt in words[k + 1:]:
                    if nxt.startswith("-") and not nxt.lstrip("-").replace(".", "").isdigit():
                        break
                    value.append(nxt)
                if value:
                    pairs.append((word, " ".join(value)))
    return pairs


def test_defaults_page_gives_today_s_defaults() -> None:
    text = (ROOT / "docs" / "defaults.md").read_text("utf-8")
    defaults = default_values()
    rows = [line for line in text.splitlines() if line.startswith("| ") and "`-" in line]
    checked = 0
    for row in rows:
        value = row.split("|")[2]
        for option, cited in cited_options(value):
            if option not in defaults:
                continue
            assert cited in defaults[option], (
                f"docs/defaults.md gives {option} {cited}; the default is "
                f"{' or '.join(sorted(set(defaults[option])))}")
            checked += 1
    assert checked >= 8
