"""What every result file states first: the command, the commit and the defaults it ran with.

``header`` is the "Written by `...` at commit X" line; ``defaults_line`` is the
machine-readable ``Defaults: `{...}``` line (each method's ``params()``) that
``tests/test_result_files.py`` checks against today's defaults, so a result file that cites
defaults that are no longer the defaults fails the tests until it is run again.
"""

from __future__ import annotations

import json
import shlex
import subprocess
import sys
from pathlib import Path

from spotsigs.methods import make_method

ROOT = Path(__file__).resolve().parents[1]
DEFAULTS_PREFIX = "Defaults: `"


def commit() -> str:
    """The short commit of the checkout, with "with uncommitted changes" when dirty."""
    def git(*args: str) -> str:
        return subprocess.run(["git", "-C", str(ROOT), *args], capture_output=True, text=True,
                              check=False).stdout.strip()
    head = git("rev-parse", "--short", "HEAD") or "unknown"
    # Result files are outputs: rewriting them leaves the code as committed.
    dirty = git("status", "--porcelain", "--untracked-files=no", "--", "spotsigs", "experiments",
                ":!experiments/results", "Makefile")
    return head + (" with uncommitted changes" if dirty else "")


def command(argv: list[str] | None = None) -> str:
    """The command line that ran this script, paths inside the checkout made relative."""
    argv = list(sys.argv if argv is None else argv)
    script = Path(argv[0]).resolve()
    try:
        argv[0] = str(script.relative_to(ROOT))
    except ValueError:
        pass
    return "python " + " ".join(shlex.quote(a) for a in argv)


def header(seconds: float | None = None, argv: list[str] | None = None) -> str:
    """The provenance sentence: command, commit and (when given) run time."""
    took = f" in {seconds:.0f} s" if seconds is not None else ""
    return f"Written by `{command(argv)}` at commit {commit()} (do not edit by hand){took}."


def defaults(names: list[str]) -> dict[str, dict]:
    """Today's default parameters of the named methods."""
    return {name: make_method(name).params() for name in names}


def defaults_line(names: list[str]) -> str:
    """The machine-readable line of the defaults a result file ran with."""
    return DEFAULTS_PREFIX + json.dumps(defaults(names), sort_keys=True) + "`"


def read_defaults(text: str) -> dict[str, dict] | None:
    """The defaults a result file states, None when it has no such line."""
    for line in text.splitlines():
        if line.startswith(DEFAULTS_PREFIX):
            return json.loads(line[len(DEFAULTS_PREFIX):].rstrip().rstrip("`"))
    return None
