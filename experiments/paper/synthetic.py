"""Synthetic pages: the paper's minimum-signature rule against today's page model.

The paper flags a page with fewer than 4 spot signatures as synthetic (404 pages, navigation
pages, listings) and keeps it out of matching; today's page model flags HTTP errors, error
phrasing, too few main-content words and soft 404s (``docs/page-model.md``). Each setting runs
``spotsigs cluster`` on every corpus's pages: the paper's (whole pages, ``-a paper -d 1 -c 2
--numbers words``, rule ``features`` at 4 signatures, no site templates) and today's defaults.
Per kind of page (gold ``kind``: copies, originals, 404), the share flagged synthetic, and the
pairwise F1 against ``gold.jsonl``. Writes ``experiments/results/paper/synthetic.md``,
``synthetic.csv`` and ``synthetic.png``:

    python experiments/paper/synthetic.py out/syndication out/syndication-2 out/syndication-3
"""

from __future__ import annotations

import argparse
import csv
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE.parent), str(HERE.parents[1])]

from plots import pyplot, save
from provenance import ROOT, defaults_line, header

from spotsigs.evaluate import evaluate, read_clusters

RESULTS = HERE.parent / "results" / "paper"
SETTINGS = {
    "paper: whole page, paper a(1,2), < 4 signatures": [
        "--whole-page", "-a", "paper", "-d", "1", "-c", "2", "--numbers", "words",
        "--min-signatures", "4", "--synthetic", "features", "--template-share", "0"],
    "today's defaults": [],
}
KINDS = ("404", "copy", "original")
KIND_NAMES = {"404": "404 pages", "copy": "copies", "original": "originals"}


def run(pages: Path, options: list[str], output: Path) -> list[dict]:
    """The clusters file records of one ``spotsigs cluster`` run."""
    subprocess.run([sys.executable, "-m", "spotsigs.cli", "cluster", str(pages), "-o",
                    str(output), *options], cwd=ROOT, check=True, capture_output=True)
    return [json.loads(line) for line in output.read_text("utf-8").splitlines() if line]


def figures(folder: Path, options: list[str], scratch: Path) -> dict:
    """Counts of flagged pages per kind and the pairwise F1 of one setting on one corpus."""
    gold = {r["id"]: r for r in map(json.loads, (folder / "gold.jsonl").read_text().splitlines())}
    records = run(folder / "pages", options, scratch / f"{folder.name}.jsonl")
    out = {kind: [0, 0] for kind in KINDS}
    for record in records:
        kind = gold[record["id"]]["kind"]
        out[kind][0] += record["status"] == "synthetic"
        out[kind][1] += 1
    result = evaluate({k: r["cluster"] for k, r in gold.items()},
                      read_clusters(scratch / f"{folder.name}.jsonl"))
    return {"flagged": out, "f1": result.pair_f1}


def shares(results: list[dict]) -> dict[str, tuple[int, int]]:
    """Pages flagged and pages, per kind, summed over the corpora."""
    return {kind: (sum(r["flagged"][kind][0] for r in results),
                   sum(r["flagged"][kind][1] for r in results)) for kind in KINDS}


def markdown(rows: dict[str, list[dict]], corpora: list[str], seconds: float) -> str:
    """Flagged shares per kind (summed over the corpora) and mean pairwise F1."""
    lines = ["# Synthetic pages: the paper's minimum-signature rule against today's page model",
             "", (f"{header(seconds)} Corpora: {', '.join(f'`{c}`' for c in corpora)}; flagged: "
                  "pages `spotsigs cluster` marks synthetic, summed over the corpora; F1: "
                  "pairwise, mean over the corpora (at each setting's default τ 0.4)."), "",
             defaults_line(["spotsigs"]), "",
             "| setting | 404 pages flagged | copies flagged | originals flagged | pairwise F1 |",
             "|---|---|---|---|---|"]
    for label, results in rows.items():
        cells = [f"{flagged}/{total} = {flagged / total:.1%}" if total else "no such pages"
                 for flagged, total in shares(results).values()]
        f1 = sum(r["f1"] for r in results) / len(results)
        lines.append(f"| {label} | " + " | ".join(cells) + f" | {f1:.3f} |")
    return "\n".join(lines) + "\n"


def write_csv(rows: dict[str, list[dict]], corpora: list[str], path: Path) -> None:
    """One line per setting and corpus: pages and flagged pages per kind, pairwise F1."""
    with open(path, "w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle)
        writer.writerow(["setting", "corpus", *(f"{k}_{c}" for k in KINDS
                                                 for c in ("flagged", "pages")), "pair_f1"])
        for label, results in rows.items():
            for corpus, result in zip(corpora, results):
                writer.writerow([label, corpus, *(n for k in KINDS for n in result["flagged"][k]),
                                 f"{result['f1']:.6f}"])


def plot(rows: dict[str, list[dict]], corpora: list[str], path: Path) -> bool:
    """Share of each kind of page flagged synthetic, a bar per setting."""
    plt = pyplot()
    if plt is None:
        return False
    kinds = [k for k in KINDS if any(shares(r)[k][1] for r in rows.values())]
    figure, axis = plt.subplots(figsize=(8, 4.5))
    width = 0.8 / len(rows)
    for k, (label, results) in enumerate(rows.items()):
        counts = shares(results)
        x = [n + (k - (len(rows) - 1) / 2) * width for n in range(len(kinds))]
        bars = axis.bar(x, [counts[kind][0] / counts[kind][1] for kind in kinds], width,
                        color=f"C{k}", label=label)
        axis.bar_label(bars, labels=[f"{counts[kind][0]}/{counts[kind][1]}" for kind in kinds],
                       fontsize=8)
    axis.set_xticks(range(len(kinds)), [KIND_NAMES[kind] for kind in kinds])
    axis.set_ylabel("share flagged synthetic")
    axis.set_ylim(0, 1.1)
    axis.set_title(", ".join(corpora))
    axis.grid(alpha=0.3, axis="y")
    axis.legend(fontsize=8, loc="upper right")
    return save(plt, figure, path)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("corpora", nargs="+", type=Path, help="corpus folders (pages/, gold)")
    parser.add_argument("--results", type=Path, default=RESULTS)
    args = parser.parse_args(argv)
    started = time.perf_counter()
    rows: dict[str, list[dict]] = {}
    with tempfile.TemporaryDirectory() as scratch:
        for label, options in SETTINGS.items():
            rows[label] = [figures(f.resolve(), options, Path(scratch)) for f in args.corpora]
            print(f"{label} done at {time.perf_counter() - started:.0f} s", file=sys.stderr)
    corpora = [f.name for f in args.corpora]
    text = markdown(rows, corpora, time.perf_counter() - started)
    args.results.mkdir(parents=True, exist_ok=True)
    (args.results / "synthetic.md").write_text(text, encoding="utf-8")
    write_csv(rows, corpora, args.results / "synthetic.csv")
    if not plot(rows, corpora, args.results / "synthetic.png"):
        print("matplotlib not installed: no plot", file=sys.stderr)
    print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
