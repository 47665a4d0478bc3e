"""Effectiveness against threshold, on whole pages (the paper's setting) and on main content.

SpotSigs at today's defaults and with the paper's antecedent sets and chain parameters
(``paper`` a(1,2), ``small`` a(2,3), ``java`` a(1,1); numbers as chain words, fewer than 4
signatures synthetic, no site templates: ../shared/SPOTSIGS.md), shingling, I-Match and LSH-S
(the paper's bands over the default SpotSigs signatures, ``lshs.py``); pairwise and
per-cluster precision, recall and F1 against each corpus's ``gold.jsonl``, averaged over the
corpora. Writes ``experiments/results/paper/effectiveness.md``, ``.csv`` and ``.png``:

    python experiments/paper/effectiveness.py out/syndication out/syndication-2 out/syndication-3
"""

from __future__ import annotations

import argparse
import dataclasses
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent), str(HERE.parents[1])]

import numpy as np
from corpora import Corpus, load_corpus, without_site_templates
from lshs import lsh_s, sketch
from methods import THRESHOLDS, kept_pages, summarize
from plots import pyplot, save, write_results
from provenance import defaults_line, header

from spotsigs.cluster import connected_clusters
from spotsigs.evaluate import evaluate
from spotsigs.methods import make_method
from spotsigs.pages import document_page
from spotsigs.readers import read_documents

RESULTS = HERE.parent / "results" / "paper"
PAPER = {"numbers": "words", "min_signatures": 4, "template_share": 0.0}
SETTINGS: dict[str, tuple[str, dict]] = {
    "spotsigs (defaults)": ("spotsigs", {}),
    "spotsigs paper a(1,2)": ("spotsigs", {"antecedents": "paper", "spot_distance": 1,
                                            "chain_length": 2, **PAPER}),
    "spotsigs small a(2,3)": ("spotsigs", {"antecedents": "small", "spot_distance": 2,
                                            "chain_length": 3, **PAPER}),
    "spotsigs java a(1,1)": ("spotsigs", {"antecedents": "java", "spot_distance": 1,
                                           "chain_length": 1, **PAPER}),
    "shingles (defaults)": ("shingles", {}),
    "imatch (defaults)": ("imatch", {}),
    "LSH-S (l=32, k=6)": ("lsh-s", {}),
}


class LshS:
    """LSH-S with the method interface this script needs (features, filter, pairs)."""

    template_share = 0.0

    def __init__(self) -> None:
        self.spotsigs = make_method("spotsigs", template_share=0.0)
        self.lsh = lsh_s()

    def from_texts(self, texts: list[str]):
        return sketch(self.spotsigs.from_texts(texts), self.lsh)

    def synthetic_reason(self, facts):
        return self.spotsigs.synthetic_reason(facts)

    def pairs(self, features, threshold: float):
        return self.lsh.pairs(features, threshold)


def whole_pages(corpus: Corpus, folder: Path) -> Corpus:
    """The corpus with every page's whole text instead of its main content."""
    texts = [document_page(d, whole_page=True).text for d in read_documents([folder / "pages"])]
    return dataclasses.replace(corpus, texts=texts)


def run(corpus: Corpus, label: str, text: str) -> list[dict]:
    """Figures of one setting on one corpus at every threshold."""
    name, params = SETTINGS[label]
    method = LshS() if name == "lsh-s" else make_method(name, **params)
    features = method.from_texts(corpus.texts)
    kept = kept_pages(method, features.sizes, corpus.texts)
    included = np.zeros(len(corpus.ids), dtype=bool)
    included[kept] = True
    features = without_site_templates(features, corpus, included, method.template_share)
    rows = []
    for threshold in THRESHOLDS:
        i, j, _ = method.pairs(features.take(kept), threshold)
        labels = connected_clusters(len(corpus.ids), kept[i], kept[j], features.sizes,
                                    included).labels.tolist()
        result = evaluate(corpus.gold, {k: (int(c) if c >= 0 else None)
                                        for k, c in zip(corpus.ids, labels)})
        rows.append({"corpus": corpus.name, "method": f"{label}, {text}", "threshold": threshold,
                     "pair_precision": result.pair_precision, "pair_recall": result.pair_recall,
                     "pair_f1": result.pair_f1, "macro_precision": result.macro_precision,
                     "macro_recall": result.macro_recall, "macro_f1": result.macro_f1})
        if name == "imatch":
            rows += [dict(rows[-1], threshold=t) for t in THRESHOLDS[1:]]
            break
    return rows


def markdown(summary: list[dict], corpora: list[str], seconds: float) -> str:
    """Best threshold per setting and text, then pairwise F1 by threshold."""
    f = "{:.3f}".format
    lines = ["# Effectiveness against threshold: whole pages and main content", "",
             (f"{header(seconds)} Corpora: {', '.join(f'`{c}`' for c in corpora)}; figures are "
             "means over them. Micro: pairwise; macro: per gold cluster. The paper's settings "
             "use numbers as chain words, 4 signatures at least and no site-template stage; "
             "I-Match has one operating point (equal digests)."), "",
             defaults_line(["spotsigs", "shingles", "imatch"]), "",
             "## Best threshold per setting", "",
             ("| setting | text | best τ | micro P | micro R | micro F1 | macro P | macro R "
              "| macro F1 |"), "|---" * 9 + "|"]
    best: dict[str, dict] = {}
    for row in summary:
        if row["method"] not in best or row["pair_f1"] > best[row["method"]]["pair_f1"] + 1e-12:
            best[row["method"]] = row
    for row in sorted(best.values(), key=lambda r: -r["pair_f1"]):
        label, text = row["method"].rsplit(", ", 1)
        tau = "equal digest" if label.startswith("imatch") else f"{row['threshold']:.2f}"
        lines.append(f"| {label} | {text} | {tau} | {f(row['pair_precision'])} "
                     f"| {f(row['pair_recall'])} | **{f(row['pair_f1'])}** "
                     f"| {f(row['macro_precision'])} | {f(row['macro_recall'])} "
                     f"| {f(row['macro_f1'])} |")
    labels = [label for label, (name, _) in SETTINGS.items() if name != "imatch"]
    for text in ("whole page", "main content"):
        lines += ["", f"## Micro F1 by threshold, {text}", "",
                  "| τ | " + " | ".join(labels) + " |", "|---" * (len(labels) + 1) + "|"]
        for t in THRESHOLDS:
            cells = [f(next(r["pair_f1"] for r in summary
                            if r["method"] == f"{n}, {text}" and r["threshold"] == t))
                     for n in labels]
            lines.append(f"| {t:.2f} | " + " | ".join(cells) + " |")
    return "\n".join(lines) + "\n"


def plot(summary: list[dict], path: Path) -> bool:
    """Micro F1 against threshold: whole pages (left) and main content (right)."""
    plt = pyplot()
    if plt is None:
        return False
    figure, axes = plt.subplots(1, 2, figsize=(12, 5), sharey=True)
    for axis, text in zip(axes, ("whole page", "main content")):
        for k, label in enumerate(SETTINGS):
            rows = sorted((r for r in summary if r["method"] == f"{label}, {text}"),
                          key=lambda r: r["threshold"])
            axis.plot([r["threshold"] for r in rows], [r["pair_f1"] for r in rows],
                      color=f"C{k}", marker="o", markersize=3, label=label)
        axis.set_title(text)
        axis.set_xlabel("threshold τ")
        axis.set_ylim(0, 1)
        axis.grid(alpha=0.3)
    axes[0].set_ylabel("pairwise F1")
    axes[1].legend(loc="lower left", fontsize=8)
    return save(plt, figure, path)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("corpora", nargs="+", type=Path, help="corpus folders (pages/, gold)")
    parser.add_argument("--results", type=Path, default=RESULTS)
    args = parser.parse_args(argv)
    started = time.perf_counter()
    rows = []
    for folder in args.corpora:
        main_content = load_corpus(folder)
        for text, corpus in (("whole page", whole_pages(main_content, folder)),
                             ("main content", main_content)):
            for label in SETTINGS:
                rows += run(corpus, label, text)
        print(f"{folder.name} done at {time.perf_counter() - started:.0f} s", file=sys.stderr)
    summary = summarize(rows)
    text = markdown(summary, [f.name for f in args.corpora], time.perf_counter() - started)
    write_results(args.results, "effectiveness", rows, text, lambda path: plot(summary, path))
    print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
