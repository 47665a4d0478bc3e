"""Sweep SpotSigs parameters on labelled syndication corpora and the Webis S3 judged pairs.

For every antecedent set, spot distance d and chain length c the signatures are extracted
once (texts and tokens are computed once per corpus); all pairs at the lowest threshold are
found once with the exact index, and every higher threshold and every ``min_signatures`` is
a filter over them, so the whole grid costs a few dozen extractions. Per setting it reports
pairwise (micro) and per-cluster (macro) F1 and ARI against ``gold.jsonl``, signatures per
page, and the share of 404 pages and of real articles flagged synthetic; on Webis S3 the
ROC AUC of the similarity for the human label >= 1. Build the corpora first:

    python experiments/syndication.py out/syndication --seed 1 --stories 100 --copies 2 5 \
        --originals 1000 --pages-404 50
    python experiments/params.py out/syndication out/syndication-2
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

import numpy as np
from corpora import ROOT, WEBIS, Corpus, load_corpus, read_webis
from plots import pyplot, save
from provenance import defaults_line
from provenance import header as provenance

from spotsigs.cluster import connected_clusters
from spotsigs.evaluate import evaluate, pair_ranking
from spotsigs.join import all_pairs, jaccard
from spotsigs.methods.spotsigs import (
    DEFAULT_ANTECEDENTS,
    DEFAULT_CHAIN_LENGTH,
    DEFAULT_NUMBERS,
    DEFAULT_SPOT_DISTANCE,
    SpotSigs,
)
from spotsigs.pagemodel import DEFAULT_MIN_SIGNATURES

SETS = ("paper", "small", "java", "stopwords")
DISTANCES = (1, 2, 3)
CHAINS = (1, 2, 3)
MIN_SIGNATURES = (2, 4, 8, 16)
THRESHOLDS = tuple(round(t, 2) for t in np.arange(0.10, 0.901, 0.05))
# The library's defaults, its former defaults, the Java code's and the small set with d=2, c=3.
DEFAULT = (DEFAULT_ANTECEDENTS, DEFAULT_SPOT_DISTANCE, DEFAULT_CHAIN_LENGTH,
           DEFAULT_MIN_SIGNATURES)
REFERENCE = (DEFAULT, ("paper", 1, 2, 4), ("java", 1, 1, 4), ("small", 2, 3, 4))


def sweep_corpus(corpus: Corpus, antecedents: str, distance: int, chain: int) -> list[dict]:
    """Rows of figures for every threshold and min_signatures of one extraction setting."""
    extractor = SpotSigs(antecedents=antecedents, spot_distance=distance, chain_length=chain,
                         min_signatures=0)
    batch = extractor.from_token_lists(corpus.token_lists)
    sizes = batch.sizes
    candidates = np.flatnonzero(sizes >= min(MIN_SIGNATURES))
    i, j, similarity = all_pairs(batch.take(candidates), min(THRESHOLDS))
    i, j = candidates[i], candidates[j]
    real = corpus.kind != "404"
    english_real = real & corpus.english
    rows = []
    for min_signatures in MIN_SIGNATURES:
        included = sizes >= min_signatures
        both = included[i] & included[j]
        for threshold in THRESHOLDS:
            keep = both & (similarity >= threshold - 1e-9)
            clusters = connected_clusters(len(sizes), i[keep], j[keep], sizes, included)
            labels = clusters.labels.tolist()
            predicted = {k: (label if label >= 0 else None) for k, label in zip(corpus.ids, labels)}
            result = evaluate(corpus.gold, predicted)
            rows.append({
                "corpus": corpus.name, "antecedents": antecedents, "d": distance, "c": chain,
                "min_signatures": min_signatures, "threshold": threshold,
                "pair_precision": result.pair_precision, "pair_recall": result.pair_recall,
                "pair_f1": result.pair_f1, "macro_f1": result.macro_f1, "ari": result.ari,
                "signatures_mean": float(sizes[real].mean()),
                "signatures_median": float(np.median(sizes[real])),
                "flagged_404": float((~included[~real]).mean()) if (~real).any() else 0.0,
                "flagged_articles": float((~included[real]).mean()),
                "flagged_english": float((~included[english_real]).mean()),
            })
    return rows


def webis_auc(left: list[str], right: list[str], labels: np.ndarray, antecedents: str,
              distance: int, chain: int, numbers: str = DEFAULT_NUMBERS
              ) -> tuple[float, float, float]:
    """ROC AUC, best F1 and its threshold of SpotSigs similarity on the judged pairs."""
    extractor = SpotSigs(antecedents=antecedents, spot_distance=distance, chain_length=chain,
                         numbers=numbers, min_signatures=0)
    a, b = extractor.from_texts(left), extractor.from_texts(right)
    scores = np.array([jaccard(a[k], b[k]) if a[k].size + b[k].size else 0.0
                       for k in range(len(labels))])
    return pair_ranking(scores, labels)


def summarize(rows: list[dict]) -> list[dict]:
    """Figures averaged over the corpora, one row per (set, d, c, min_signatures, threshold)."""
    groups: dict[tuple, list[dict]] = {}
    for row in rows:
        key = (row["antecedents"], row["d"], row["c"], row["min_signatures"], row["threshold"])
        groups.setdefault(key, []).append(row)
    numeric = [k for k, v in rows[0].items() if isinstance(v, float) and k != "threshold"]
    out = []
    for key, members in groups.items():
        merged = dict(zip(("antecedents", "d", "c", "min_signatures", "threshold"), key))
        merged.update({k: float(np.mean([m[k] for m in members])) for k in numeric})
        merged["pair_f1_by_corpus"] = [m["pair_f1"] for m in members]
        out.append(merged)
    return out


def best_per_setting(summary: list[dict]) -> list[dict]:
    """Per (set, d, c, min_signatures): the threshold of the best mean pairwise F1."""
    best: dict[tuple, dict] = {}
    for row in summary:
        key = (row["antecedents"], row["d"], row["c"], row["min_signatures"])
        if key not in best or row["pair_f1"] > best[key]["pair_f1"] + 1e-12:
            best[key] = row
    for key, row in best.items():
        curve = [r for r in summary if (r["antecedents"], r["d"], r["c"],
                                        r["min_signatures"]) == key]
        good = [r["threshold"] for r in curve if r["pair_f1"] >= row["pair_f1"] - 0.02]
        row["plateau"] = (min(good), max(good))
    return sorted(best.values(), key=lambda r: -r["pair_f1"])


def _span(plateau: tuple) -> str:
    return f"{plateau[0]:.2f}–{plateau[1]:.2f}" if plateau[0] != "" else "–"


def _fmt(value: float) -> str:
    return f"{value:.3f}"


def markdown(summary: list[dict], best: list[dict], webis: dict, corpora: list[Corpus],
             seconds: float) -> str:
    """The results as Markdown tables."""
    lines = ["# SpotSigs parameter sweep", "",
             f"{provenance(seconds)} Corpora: " + ", ".join(
                 f"`{c.name}` ({len(c.ids)} pages: {int((c.kind == 'copy').sum())} copies, "
                 f"{int((c.kind == 'original').sum())} originals, "
                 f"{int((c.kind == '404').sum())} 404)" for c in corpora)
             + ". Figures are means over the corpora.", "", defaults_line(["spotsigs"]), "",
             ("Micro F1: pairwise; macro F1: mean over gold clusters (size >= 2) of the F1 of "
             "the best-matching predicted cluster; flagged: share with fewer than "
             "`min_signatures` signatures (left out as synthetic); articles: all real pages "
             "(copies and originals), English: those whose marked article passes the English "
             "test. Plateau: thresholds within 0.02 of the best micro F1."), ""]
    header = ("| antecedents | d | c | min sigs | best τ | plateau | micro P | micro R | "
              "micro F1 | macro F1 | ARI | sigs/page (median) | 404 flagged | articles flagged"
              " | English flagged | F1 per corpus |")
    rule = "|" + "---|" * (header.count("|") - 1)

    def table(rows: list[dict]) -> list[str]:
        out = [header, rule]
        for r in rows:
            out.append(
                f"| {r['antecedents']} | {r['d']} | {r['c']} | {r['min_signatures']} | "
                f"{r['threshold']:.2f} | {_span(r['plateau'])} | "
                f"{_fmt(r['pair_precision'])} | {_fmt(r['pair_recall'])} | "
                f"**{_fmt(r['pair_f1'])}** | {_fmt(r['macro_f1'])} | {_fmt(r['ari'])} | "
                f"{r['signatures_mean']:.0f} ({r['signatures_median']:.0f}) | "
                f"{r['flagged_404']:.0%} | {r['flagged_articles']:.1%} | "
                f"{r['flagged_english']:.1%} | "
                + " / ".join(_fmt(f) for f in r["pair_f1_by_corpus"]) + " |")
        return out

    lines += ["## Top 20 settings by micro F1 (best threshold each)", ""] + table(best[:20])
    per_set = [next(r for r in best if r["antecedents"] == s) for s in SETS]
    lines += ["", "## Best setting per antecedent set", ""] + table(per_set)
    lines += ["", "## Reference settings at τ = 0.5 and at their best τ", "",
              (f"The library's defaults ({', '.join(map(str, DEFAULT))}), its former ones "
               "(paper, d=1, c=2, min 4, τ 0.5), the Java code's (java, d=1, c=1) and the "
               "small set with d=2, c=3 used elsewhere."), ""]
    reference = []
    for key in REFERENCE:
        reference.append(next(r for r in summary if (r["antecedents"], r["d"], r["c"],
                                                     r["min_signatures"], r["threshold"])
                              == (*key, 0.5)) | {"plateau": ("", "")})
        reference.append(next(r for r in best if (r["antecedents"], r["d"], r["c"],
                                                  r["min_signatures"]) == key))
    lines += table(reference)
    lines += ["", "## Every (set, d, c) at its best min_signatures and threshold", ""]
    seen, rows = set(), []
    for r in best:
        key = (r["antecedents"], r["d"], r["c"])
        if key not in seen:
            seen.add(key)
            rows.append(r)
    lines += table(rows)
    lines += ["", "## Synthetic filter: min_signatures (flagged shares per (set, d, c))", "",
              "| antecedents | d | c | " + " | ".join(
                  f"404 / articles / English flagged at {m}" for m in MIN_SIGNATURES) + " |",
              "|---|---|---|" + "---|" * len(MIN_SIGNATURES)]
    for s in SETS:
        for d in DISTANCES:
            for c in CHAINS:
                cells = []
                for m in MIN_SIGNATURES:
                    r = next(x for x in summary if (x["antecedents"], x["d"], x["c"],
                                                    x["min_signatures"]) == (s, d, c, m))
                    cells.append(f"{r['flagged_404']:.0%} / {r['flagged_articles']:.1%} / "
                                 f"{r['flagged_english']:.1%}")
                lines.append(f"| {s} | {d} | {c} | " + " | ".join(cells) + " |")
    top = best[0]
    lines += ["", (f"## Micro F1 by threshold, best setting ({top['antecedents']}, "
              f"d={top['d']}, c={top['c']}) and each min_signatures"), "",
              "| τ | " + " | ".join(f"min {m}" for m in MIN_SIGNATURES) + " |",
              "|---|" + "---|" * len(MIN_SIGNATURES)]
    for t in THRESHOLDS:
        cells = []
        for m in MIN_SIGNATURES:
            r = next(x for x in summary if (x["antecedents"], x["d"], x["c"], x["min_signatures"],
                                            x["threshold"]) == (top["antecedents"], top["d"],
                                                                top["c"], m, t))
            cells.append(f"{_fmt(r['pair_f1'])} (macro {_fmt(r['macro_f1'])})")
        lines.append(f"| {t:.2f} | " + " | ".join(cells) + " |")
    if webis:
        lines += ["", "## Webis S3 judged pairs (label >= 1 is a near-duplicate)", "",
                  "ROC AUC of the SpotSigs similarity, and the best F1 of `similarity >= t`.", "",
                  "| antecedents | d | c | ROC AUC | best F1 | at t |", "|---|---|---|---|---|---|"]
        for (s, d, c), (auc, f1, t) in sorted(webis.items(), key=lambda kv: -kv[1][0]):
            lines.append(f"| {s} | {d} | {c} | {_fmt(auc)} | {_fmt(f1)} | {t:.2f} |")
    return "\n".join(lines) + "\n"


def plot(summary: list[dict], best: list[dict], path: Path) -> bool:
    """PNG of micro and macro F1 by threshold: best setting per set and the default."""
    plt = pyplot()
    if plt is None:
        return False
    figure, axes = plt.subplots(1, 2, figsize=(11, 4.2), sharey=True)
    # The best setting of each antecedent set, and the library's default extraction.
    chosen = [next(r for r in best if r["antecedents"] == s) for s in SETS]
    default = next(r for r in best if (r["antecedents"], r["d"], r["c"],
                                       r["min_signatures"]) == REFERENCE[0])
    chosen.append(default | {"label": "default: "})
    for r in chosen:
        key = (r["antecedents"], r["d"], r["c"], r["min_signatures"])
        curve = sorted((x for x in summary if (x["antecedents"], x["d"], x["c"],
                                               x["min_signatures"]) == key),
                       key=lambda x: x["threshold"])
        label = f"{r.get('label', '')}{key[0]} d={key[1]} c={key[2]} min={key[3]}"
        for axis, metric in zip(axes, ("pair_f1", "macro_f1")):
            axis.plot([x["threshold"] for x in curve], [x[metric] for x in curve], marker="o",
                      markersize=3, label=label, linestyle="--" if "label" in r else "-")
    for axis, title in zip(axes, ("micro (pairwise) F1", "macro (per-cluster) F1")):
        axis.set_title(title)
        axis.set_xlabel("threshold τ")
        axis.grid(alpha=0.3)
    axes[0].set_ylabel("F1")
    axes[0].legend(fontsize=8, loc="lower left")
    return save(plt, figure, path)


def main(argv: list[str] | None = None) -> int:
    """Command line: sweep the grid on the given corpora and write the results."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("corpora", type=Path, nargs="+", help="folders built by syndication.py")
    parser.add_argument("--webis", type=Path, default=WEBIS, help="Webis S3 folder ('' skips)")
    parser.add_argument("--results", type=Path, default=ROOT / "experiments" / "results")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    corpora = [load_corpus(folder) for folder in args.corpora]
    print(f"loaded {sum(len(c.ids) for c in corpora)} pages in "
          f"{time.perf_counter() - started:.1f} s", file=sys.stderr)
    rows: list[dict] = []
    webis: dict = {}
    judged = read_webis(args.webis) if str(args.webis) and args.webis.exists() else None
    for s in SETS:
        for d in DISTANCES:
            for c in CHAINS:
                for corpus in corpora:
                    rows.extend(sweep_corpus(corpus, s, d, c))
                if judged is not None:
                    webis[(s, d, c)] = webis_auc(*judged, s, d, c)
        print(f"{s} done at {time.perf_counter() - started:.0f} s", file=sys.stderr)
    summary = summarize(rows)
    best = best_per_setting(summary)
    args.results.mkdir(parents=True, exist_ok=True)
    seconds = time.perf_counter() - started
    (args.results / "params.md").write_text(markdown(summary, best, webis, corpora, seconds),
                                            encoding="utf-8")
    columns = [k for k in summary[0] if k != "pair_f1_by_corpus"]
    with open(args.results / "params.csv", "w", encoding="utf-8") as handle:
        handle.write(",".join(columns) + "\n")
        handle.writelines(",".join(f"{r[k]:.4f}" if isinstance(r[k], float) else str(r[k])
                                   for k in columns) + "\n" for r in summary)
    if not plot(summary, best, args.results / "params-f1.png"):
        print("matplotlib not installed: no plot", file=sys.stderr)
    print(json.dumps(best[0]), file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
