"""Choose the site-templates share (``--template-share``) by the worst corpus.

For each corpus and method (SpotSigs, shingles: the methods that declare the stage), pages are
extracted once as the engines do (``spotsigs.engine.local.extract``, so a saved page's URL
is the one its head names), then clustered by the engines' own ``cluster_extracted`` at each
share and threshold; pairwise F1 against ``gold.jsonl``. The share chosen is the one whose
worst F1 at the default threshold is highest, ties broken by the mean F1 over every corpus and
threshold; the same for the minimum of pages a host needs (``TEMPLATE_MIN_PAGES``, swept by
giving the local engine's stage another minimum).

    python experiments/templates.py out/syndication out/syndication-2 out/syndication-3 \
        out/transplant out/reuters out/heldout/reuters-2 out/ml/ml-transplant-1 \
        out/ml/ml-syndication-2

writes ``experiments/results/templates.md``.
"""

from __future__ import annotations

import argparse
import functools
import json
import sys
import time
from pathlib import Path

from spotsigs.checks import DEFAULT_THRESHOLD
from spotsigs.engine import cluster_extracted, local
from spotsigs.engine.local import extract
from spotsigs.evaluate import evaluate
from spotsigs.methods import make_method
from spotsigs.readers import read_documents
from spotsigs.templates import TEMPLATE_MIN_KEPT, TEMPLATE_MIN_PAGES, TEMPLATE_SHARE, site_templates

ROOT = Path(__file__).resolve().parents[1]
SHARES = (0.0, 0.3, 0.5, 0.7)
MIN_PAGES = (3, 4, 5, 7, 10)
THRESHOLDS = (0.3, DEFAULT_THRESHOLD, 0.5, 0.6)
METHODS = ("spotsigs", "shingles")


def f1_table(folder: Path, method: str, jobs: int
             ) -> tuple[dict[tuple[float, float], float], dict[int, float]]:
    """Pairwise F1 of one method on one corpus per (share, threshold), and per minimum of
    pages a host needs (``MIN_PAGES``, at the default share and threshold)."""
    gold = {r["id"]: r["cluster"] for r in map(json.loads, (folder / "gold.jsonl")
                                               .read_text("utf-8").splitlines())}
    batches = list(extract(read_documents([folder / "pages"]), make_method(method), jobs=jobs))

    def f1(threshold: float, extractor) -> float:
        result = cluster_extracted(batches, threshold, extractor, jobs)
        predicted = {d.doc_id: (int(label) if status == "ok" else None) for d, label, status
                     in zip(result.documents, result.labels, result.status)}
        return evaluate(gold, predicted).pair_f1

    table = {(share, threshold): f1(threshold, make_method(method, template_share=share))
             for share in SHARES for threshold in THRESHOLDS}
    by_pages = {}
    for pages in MIN_PAGES:  # the local engine's stage, with another minimum
        local.site_templates = functools.partial(site_templates, min_pages=pages)
        by_pages[pages] = f1(DEFAULT_THRESHOLD, make_method(method))
    local.site_templates = site_templates
    return table, by_pages


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("corpora", nargs="+", type=Path, help="built corpus folders")
    parser.add_argument("-j", "--jobs", type=int, default=2)
    parser.add_argument("-o", "--output", type=Path,
                        default=ROOT / "experiments" / "results" / "templates.md")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    names = [c.name for c in args.corpora]
    lines = ["# Site templates: the share of a host's pages that makes a signature its template",
             "", f"Written by `python experiments/templates.py "
             f"{' '.join(str(c) for c in args.corpora)}` (do not edit by hand) in "
             "{seconds} s. The share table: hosts with at least "
             f"{TEMPLATE_MIN_PAGES} pages; a page left with under {TEMPLATE_MIN_KEPT:.0%} of "
             "its signatures keeps them all. Share 0 turns the stage off. Pairwise F1 against "
             f"`gold.jsonl` at τ {', '.join(map(str, THRESHOLDS))}. `reuters-2` was held "
             "out from the first defaults; its failure there (one template's teasers in the "
             "main content) is what this stage is for, so it is a tuning corpus here, and "
             "`experiments/results/heldout.md` checks the choice on three corpora built after "
             "it was made.", ""]
    for method in METHODS:
        found = {c.name: f1_table(c, method, args.jobs) for c in args.corpora}
        tables = {name: table for name, (table, _) in found.items()}
        by_pages = {name: pages for name, (_, pages) in found.items()}
        lines += [f"## {method}", "", "| share | τ | " + " | ".join(names) + " | worst |",
                  "|---|---|" + "---|" * (len(names) + 1)]
        for share in SHARES:
            for threshold in THRESHOLDS:
                cells = [tables[n][share, threshold] for n in names]
                lines.append(f"| {share} | {threshold} | "
                             + " | ".join(f"{v:.3f}" for v in cells) + f" | {min(cells):.3f} |")
        chosen = max(SHARES[1:], key=lambda s: (
            round(min(t[s, DEFAULT_THRESHOLD] for t in tables.values()), 3),
            round(sum(v for t in tables.values() for (share, _), v in t.items() if share == s),
                  6), s))
        lines += ["", f"Chosen by the worst corpus at τ {DEFAULT_THRESHOLD} (ties: the higher "
                  f"mean F1 over every corpus and τ, then the higher share): **{chosen}**.", ""]
        lines += [f"Hosts' minimum of pages at share {TEMPLATE_SHARE} and τ "
                  f"{DEFAULT_THRESHOLD}:", "", "| pages | " + " | ".join(names) + " | worst |",
                  "|---|" + "---|" * (len(names) + 1)]
        for pages in MIN_PAGES:
            cells = [by_pages[n][pages] for n in names]
            lines.append(f"| {pages} | " + " | ".join(f"{v:.3f}" for v in cells)
                         + f" | {min(cells):.3f} |")
        fewest = max(MIN_PAGES, key=lambda m: (
            round(min(p[m] for p in by_pages.values()), 3),
            round(sum(p[m] for p in by_pages.values()), 6), m))
        lines += ["", f"Best by the worst corpus (ties: the higher mean F1, then the larger "
                  f"minimum): **{fewest}** (the default: {TEMPLATE_MIN_PAGES}).", ""]
        print("\n".join(lines[-(len(SHARES) * len(THRESHOLDS) + len(MIN_PAGES) + 12):]),
              flush=True)
    text = "\n".join(lines).replace("{seconds}", f"{time.perf_counter() - started:.0f}")
    args.output.write_text(text + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
