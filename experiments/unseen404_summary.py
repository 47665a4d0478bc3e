"""Every gathered set of real error pages at once: first runs and now, per set and per kind.

Each set of ``unseen404_sources.SETS`` was committed and measured once before any page of it
was read (``unseen404.py``); that first run is its result file's first commit, and the file as
it stands is the page model of now. This reads both (the pages each leaves unflagged) and the
set's manifest (each page's kind: 404, soft404, error, challenge, block), without running the
page model, and writes per set and, over the sets from FIRST_BLIND on, per kind: pages,
flagged on the first run, flagged now. The first runs of the sets from FIRST_BLIND on are the
figure for pages the rules never saw (issue 26's bar: 95%).

    python experiments/unseen404_summary.py --out out -o experiments/results/unseen404-summary.md
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from pathlib import Path

from provenance import defaults_line, header
from unseen404 import (
    RESULTS,
    TARGET,
    first_run_misses,
    manifest,
    missed_keys,
    result_file,
    set_folder,
)
from unseen404_sources import SETS

FIRST_BLIND = 12
"""The first set gathered after the rules were last read on their predecessors: from it on,
each set's first run is of pages unlike any the rules were written from (docs/page-model.md).
The first runs of earlier sets were overwritten or followed rules tuned on their own
predecessors' pages in the same round."""
KINDS = ("404", "soft404", "error", "challenge", "block")


def share(flagged: int, pages: int) -> str:
    return f"{flagged:,} of {pages:,} ({flagged / pages:.1%})" if pages else "–"


def kinds_of(folder: Path) -> dict[str, str]:
    """Each page's kind, by its key, from a set's manifest."""
    return {record["key"]: record["kind"] for record in manifest(folder)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", type=Path, default=Path("out"),
                        help="the folder holding the gathered sets (404-unseen, 404-unseen-N)")
    parser.add_argument("-o", "--output", type=Path, default=RESULTS / "unseen404-summary.md")
    args = parser.parse_args(argv)
    started = time.time()
    rows = []
    pages_of, first_of, now_of = Counter(), Counter(), Counter()
    totals = Counter()
    for number, name in enumerate(SETS, start=1):
        folder = args.out / set_folder(number)
        if not folder.is_dir() or not result_file(number).is_file():
            continue
        kinds = kinds_of(folder)
        first = first_run_misses(number)
        now = missed_keys(result_file(number).read_text("utf-8"))
        pages = len(kinds)
        rows.append(f"| {name} | {pages:,} | {share(pages - len(first), pages)} | "
                    f"{share(pages - len(now), pages)} |")
        if number < FIRST_BLIND:
            continue
        totals.update(pages=pages, first=pages - len(first), now=pages - len(now))
        for key, kind in kinds.items():
            pages_of[kind] += 1
            first_of[kind] += key not in first
            now_of[kind] += key not in now
    kinds = [k for k in KINDS if pages_of[k]] + sorted(set(pages_of) - set(KINDS))
    lines = [f"# {__doc__.splitlines()[0]}", "", header(time.time() - started, argv), "",
             defaults_line(["spotsigs"]), "",
             f"Sets from the {list(SETS)[FIRST_BLIND - 1]} on (pages the rules never saw "
             f"before their first run): first runs flagged **{share(totals['first'], totals['pages'])}**; "
             f"now {share(totals['now'], totals['pages'])}. The bar is {TARGET:.0%} on first runs.",
             "", f"## Per kind, sets from the {list(SETS)[FIRST_BLIND - 1]} on", "",
             "| kind | pages | flagged on the first run | flagged now |", "|---|---|---|---|",
             *(f"| {kind} | {pages_of[kind]:,} | {share(first_of[kind], pages_of[kind])} | "
               f"{share(now_of[kind], pages_of[kind])} |" for kind in kinds), "",
             "## Per set", "",
             "First run: the set's result file at its first commit; now: the file as it stands "
             "(`python experiments/unseen404.py --all out` writes them all). Before the "
             f"{list(SETS)[FIRST_BLIND - 1]} set a first commit is not always a first run: "
             "`TUNED_ON` in experiments/unseen404.py says where it is not.", "",
             "| set | pages | flagged on the first run | flagged now |", "|---|---|---|---|",
             *rows, ""]
    args.output.write_text("\n".join(lines), encoding="utf-8")
    print("\n".join(lines[6:20]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
