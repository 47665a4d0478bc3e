"""What a page of many attributes (or deep nesting) costs to read, against a normal page of
its size: issue 25, "one page can stall the run".

    python -m benchmarks.attribute_cost [--baseline DIR] [--repeats 3] [--cap 600]

Each page is built here and timed in a fresh process: CPU seconds of ``read_page`` (what the
extraction reads of a page: decoding, the attribute cut, lexbor, the main content), the
median of ``--repeats`` runs, beside a normal page of the same size (a news page's markup,
repeated) in the same process; the figure is their ratio. With ``--baseline``, the same in a
checkout of an earlier commit (one run each: the slowest took minutes), each page given
``--cap`` seconds at most.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import subprocess
import sys
import tempfile
from pathlib import Path

from benchmarks.corpus import ROOT

DEFAULT_OUTPUT = ROOT / "benchmarks" / "results-attributes.md"
STORY = "".join(
    f"<p>Paragraph {k}: heavy rain caused floods across the northern valley, and the mayor "
    "said that the town had opened two shelters for families who were forced to leave their "
    "homes.</p>" for k in range(8))
NEWS_UNIT = ('<div class="teaser"><h3><a href="/story/1">Floods hit the valley</a></h3><p>The '
             'mayor said that the town had opened two shelters, <b>officials</b> said.</p>'
             '<img src="/img/1.jpg" alt="A flooded street" width="300" height="200"></div>\n')
LEXBOR_BUDGET = 20_000 - 100
"""Tags just under the budget past which pages skip lexbor (spotsigs.html.LEXBOR_MAX_TAGS)."""

# Timed in a fresh interpreter whose path starts with the checkout measured.
_TIMED = """
import json, statistics, sys, time
from spotsigs.content import read_page
repeats = int(sys.argv[3])
read_page(b"<p>warm up</p>")
def timed(path):
    data = open(path, "rb").read()
    runs = []
    for _ in range(repeats):
        start = time.process_time()
        read_page(data)
        runs.append(time.process_time() - start)
    return statistics.median(runs)
print(json.dumps({"normal": timed(sys.argv[2]), "page": timed(sys.argv[1])}))
"""


def element(attributes: int, value: str = "x", tag: str = "div") -> str:
    """An element of ``attributes`` distinct attributes ``aK="value"``."""
    return f"<{tag}" + "".join(f' a{k}="{value}"' for k in range(attributes)) + f"></{tag}>"


def cases() -> dict[str, bytes]:
    """The pages timed, by what they hold."""
    pages = {f"one element of {n:,} attributes": element(n) + STORY
             for n in (10_000, 40_000, 80_000, 150_000)}
    pages["50 elements of 2,000 attributes"] = element(2000) * 50 + STORY
    pages["400 elements of 1,024 attributes (kept whole)"] = element(1024) * 400 + STORY
    pages[f"{LEXBOR_BUDGET:,} tags of 50 attributes"] = element(50, tag="i") * (
        LEXBOR_BUDGET // 2) + STORY
    pages["one attribute value of 9 MB"] = (
        '<div title="' + "word " * 1_800_000 + '"></div>' + STORY)
    pages[f"{LEXBOR_BUDGET:,} unclosed <div> (nesting)"] = STORY + "<div>" * LEXBOR_BUDGET
    pages[f"{LEXBOR_BUDGET // 3:,} nested <table><tr><td>"] = (
        STORY + "<table><tr><td>" * (LEXBOR_BUDGET // 3))
    return {name: page.encode() for name, page in pages.items()}


def normal_page(size: int) -> bytes:
    """A news page of ``size`` bytes: the story, then teasers."""
    return (STORY + NEWS_UNIT * (size // len(NEWS_UNIT) + 1)).encode()[:size]


def time_pages(checkout: Path, page: Path, normal: Path, repeats: int,
               cap: float | None) -> dict | None:
    """Median CPU seconds of read_page on ``page`` and ``normal`` in ``checkout``'s spotsigs
    (a fresh process); None when it took over ``cap`` seconds."""
    env = dict(os.environ, PYTHONPATH=str(checkout))
    try:
        done = subprocess.run([sys.executable, "-c", _TIMED, str(page), str(normal),
                               str(repeats)], env=env, cwd=checkout, capture_output=True,
                              text=True, check=True, timeout=cap)
    except subprocess.TimeoutExpired:
        return None
    return json.loads(done.stdout.strip().splitlines()[-1])


def commit_of(checkout: Path) -> str:
    """The short commit of a git checkout; the folder's name for an exported one."""
    return subprocess.run(["git", "-C", str(checkout), "rev-parse", "--short", "HEAD"],
                          capture_output=True, text=True).stdout.strip() or checkout.name


def row(name: str, size: int, current: dict, baseline: dict | None | bool, cap: float) -> str:
    """A table row: the page, its size, the normal page's and its seconds, their ratio."""
    cells = [name, f"{size / 1e6:.2f} MB", f"{current['normal']:.3f}", f"{current['page']:.3f}",
             f"{current['page'] / current['normal']:.1f}x"]
    if baseline is None:
        cells += [f"> {cap:.0f}", f"> {cap / current['normal']:.0f}x"]
    elif baseline is not False:
        cells += [f"{baseline['page']:.3f}", f"{baseline['page'] / baseline['normal']:.1f}x"]
    return "| " + " | ".join(cells) + " |"


def report(rows: list[str], command: str, base_commit: str | None, repeats: int) -> str:
    head = ["page", "size", "normal page (s)", "page (s)", "ratio"]
    if base_commit is not None:
        head += [f"page at {base_commit} (s)", f"ratio at {base_commit}"]
    lines = [
        "# Pages of many attributes against normal pages of their size (issue 25)",
        "",
        f"Written by `{command}` at commit {commit_of(ROOT)}"
        + (f" (baseline {base_commit})" if base_commit else "")
        + f"; machine: {os.cpu_count()} cores, Python {platform.python_version()}. "
        "Do not edit by hand.",
        "",
        "CPU seconds of `read_page` (decoding, the attribute cut, lexbor, the main content), "
        f"the median of {repeats} runs in a fresh process (the baseline: one run), beside a "
        "normal page of the same size (a news page's markup repeated) in the same process; "
        "ratio = page / normal page.",
        "",
        "| " + " | ".join(head) + " |",
        "|" + "---|" * len(head),
        *rows,
    ]
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--baseline", type=Path, help="a checkout of an earlier commit")
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--cap", type=float, default=600.0,
                        help="seconds a baseline page may take before it is given up")
    parser.add_argument("-o", "--output", type=Path, default=DEFAULT_OUTPUT)
    args = parser.parse_args(argv)
    rows = []
    with tempfile.TemporaryDirectory() as folder:
        for name, page in cases().items():
            page_path, normal_path = Path(folder) / "page.html", Path(folder) / "normal.html"
            page_path.write_bytes(page)
            normal_path.write_bytes(normal_page(len(page)))
            current = time_pages(ROOT, page_path, normal_path, args.repeats, None)
            baseline = False if args.baseline is None else time_pages(
                args.baseline.resolve(), page_path, normal_path, 1, args.cap)
            rows.append(row(name, len(page), current, baseline, args.cap))
            print(rows[-1], file=sys.stderr)
    command = "python -m benchmarks.attribute_cost " + " ".join(argv or sys.argv[1:])
    base = None if args.baseline is None else commit_of(args.baseline)
    text = report(rows, command, base, args.repeats)
    args.output.write_text(text, encoding="utf-8")
    sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
