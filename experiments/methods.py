"""SpotSigs against its baselines: F1 by threshold, Webis ranking, 404 filtering, runtime.

Every method registered in ``spotsigs.methods.METHODS`` runs with its default parameters on
the labelled syndication corpora (see ``experiments/syndication.py``), on the Webis S3 judged
pairs, and on growing corpus sizes. Writes ``experiments/results/methods.md``,
``methods.csv`` and ``methods-f1.png`` (F1 against threshold, every method on one plot):

    python experiments/syndication.py out/syndication --seed 1 --stories 100 --copies 2 5 \
        --originals 1000 --pages-404 50          # and seeds 2, 3 into syndication-2, -3
    python experiments/methods.py out/syndication out/syndication-2 out/syndication-3
"""

from __future__ import annotations

import argparse
import csv
import sys
import time
from pathlib import Path

import numpy as np
from corpora import ROOT, WEBIS, Corpus, load_corpus, read_webis, without_site_templates
from plots import pyplot, save
from provenance import defaults_line, header

from spotsigs.cluster import connected_clusters
from spotsigs.evaluate import evaluate, pair_ranking
from spotsigs.methods import METHODS, make_method
from spotsigs.pagemodel import PageFacts

THRESHOLDS = tuple(round(t, 2) for t in np.arange(0.10, 0.951, 0.05))
# Methods whose pairs the threshold does not move get one operating point, named here: simhash
# pairs within its Hamming radius (k = 3 bits: similarity >= 0.953, above every τ swept; its
# radius is swept in experiments/simhash_imatch.py), I-Match pairs equal digests.
SINGLE_POINT = {"simhash": "Hamming <= 3", "imatch": "equal digest"}


def kept_pages(method, sizes, texts) -> np.ndarray:
    """Indices of the pages the page model lets into matching (not synthetic)."""
    return np.array([k for k, (size, text) in enumerate(zip(np.asarray(sizes).tolist(), texts))
                     if method.synthetic_reason(PageFacts(size, text)) is None], dtype=np.int64)


def run_corpus(corpus: Corpus, name: str, params: dict | None = None) -> list[dict]:
    """Figures of one method (with ``params``, else its defaults) on one corpus at every
    threshold."""
    method = make_method(name, **(params or {}))
    started = time.perf_counter()
    features = method.from_texts(corpus.texts)
    extract_seconds = time.perf_counter() - started
    sizes = np.asarray(features.sizes)
    kept = kept_pages(method, sizes, corpus.texts)
    included = np.zeros(len(sizes), dtype=bool)
    included[kept] = True
    features = without_site_templates(features, corpus, included,
                                      getattr(method, "template_share", 0.0))
    sizes = np.asarray(features.sizes)
    real = corpus.kind != "404"
    rows = []
    for threshold in THRESHOLDS:
        started = time.perf_counter()
        i, j, _ = method.pairs(features.take(kept), threshold)
        match_seconds = time.perf_counter() - started
        clusters = connected_clusters(len(sizes), kept[i], kept[j], sizes, included)
        predicted = {k: (int(label) if label >= 0 else None)
                     for k, label in zip(corpus.ids, clusters.labels.tolist())}
        result = evaluate(corpus.gold, predicted)
        rows.append({
            "corpus": corpus.name, "method": name, "threshold": threshold,
            "pair_precision": result.pair_precision, "pair_recall": result.pair_recall,
            "pair_f1": result.pair_f1, "macro_precision": result.macro_precision,
            "macro_recall": result.macro_recall, "macro_f1": result.macro_f1,
            "ari": result.ari, "pairs": float(len(i)),
            "flagged_404": float((~included[~real]).mean()) if (~real).any() else 0.0,
            "flagged_articles": float((~included[real]).mean()),
            "flagged_english": float((~included[real & corpus.english]).mean()),
            "extract_seconds": extract_seconds, "match_seconds": match_seconds,
        })
        if name in SINGLE_POINT:
            break
    return rows


def pair_similarity(method, left: str, right: str) -> float:
    """The method's similarity of two texts: its lowest-threshold pair, 0 when none."""
    features = method.from_texts([left, right])
    for threshold in (1e-6, 0.01, 0.1):
        try:
            _, _, similarity = method.pairs(features, threshold)
        except ValueError:  # a method may refuse thresholds outside its range
            continue
        return float(similarity[0]) if len(similarity) else 0.0
    return 0.0


def webis_ranking(left: list[str], right: list[str], labels: np.ndarray) -> dict[str, tuple]:
    """Per method: ROC AUC, best F1 and its threshold of the similarity for label >= 1."""
    return {name: method_ranking(make_method(name), left, right, labels) for name in METHODS}


def method_ranking(method, left: list[str], right: list[str], labels: np.ndarray) -> tuple:
    """ROC AUC, best F1 and its threshold of one method's similarity on judged pairs."""
    scores = np.array([pair_similarity(method, a, b) for a, b in zip(left, right)])
    return pair_ranking(scores, labels)


def runtime(corpora: list[Corpus], sizes: tuple[int, ...]) -> list[dict]:
    """CPU seconds per method (extraction + all pairs at τ 0.45) by corpus size.

    CPU time of this process, not wall time: the figures stay comparable on a busy machine
    (every method here runs on one core).
    """
    texts = [t for c in corpora for t in c.texts]
    # A seeded sample of distinct pages: repeating pages would time exact copies, whose pairs
    # grow as n^2.
    order = np.random.default_rng(0).permutation(len(texts))
    rows = []
    for size in sizes:
        sample = [texts[k] for k in order[:size]]
        for name in METHODS:
            method = make_method(name)
            started = time.process_time()
            features = method.from_texts(sample)
            kept = kept_pages(method, features.sizes, sample)
            extracted = time.process_time()
            method.pairs(features.take(kept), 0.45)
            done = time.process_time()
            rows.append({"method": name, "documents": size, "extract_seconds": extracted - started,
                         "match_seconds": done - extracted, "seconds": done - started})
    return rows


def summarize(rows: list[dict]) -> list[dict]:
    """Figures averaged over the corpora, one row per (method, threshold)."""
    groups: dict[tuple, list[dict]] = {}
    for row in rows:
        groups.setdefault((row["method"], row["threshold"]), []).append(row)
    numeric = [k for k, v in rows[0].items() if isinstance(v, float) and k != "threshold"]
    out = []
    for (name, threshold), members in groups.items():
        merged = {"method": name, "threshold": threshold}
        merged.update({k: float(np.mean([m[k] for m in members])) for k in numeric})
        out.append(merged)
    return out


def best_rows(summary: list[dict]) -> list[dict]:
    """Per method, the threshold of its best mean pairwise F1."""
    best: dict[str, dict] = {}
    for row in summary:
        if row["method"] not in best or row["pair_f1"] > best[row["method"]]["pair_f1"] + 1e-12:
            best[row["method"]] = row
    return sorted(best.values(), key=lambda r: -r["pair_f1"])


def markdown(summary: list[dict], webis: dict, timing: list[dict], corpora: list[Corpus],
             seconds: float) -> str:
    """The results page."""
    f = "{:.3f}".format
    names = ", ".join(f"`{c.name}` ({len(c.ids)} pages)" for c in corpora)
    lines = ["# SpotSigs and its baselines", "",
             (f"{header(seconds)} "
             f"Corpora: {names}; figures are means over them. Every method runs with its "
             "default parameters; pages with fewer features than the method's "
             "`min_signatures` are left out as synthetic."), "", defaults_line(list(METHODS)), "",
             "## Best threshold per method (syndication corpora)", "",
             ("| method | best τ | micro P | micro R | micro F1 | macro P | macro R | macro F1 "
             "| ARI | 404 flagged | articles flagged | English flagged |"),
             "|---|---|---|---|---|---|---|---|---|---|---|---|"]
    for r in best_rows(summary):
        tau = SINGLE_POINT.get(r["method"], f"{r['threshold']:.2f}")
        lines.append(
            f"| {r['method']} | {tau} | {f(r['pair_precision'])} | {f(r['pair_recall'])} "
            f"| **{f(r['pair_f1'])}** | {f(r['macro_precision'])} | {f(r['macro_recall'])} "
            f"| {f(r['macro_f1'])} | {f(r['ari'])} | {r['flagged_404']:.0%} "
            f"| {r['flagged_articles']:.1%} | {r['flagged_english']:.1%} |")
    methods = [m for m in METHODS if m not in SINGLE_POINT]
    lines += ["", "## Micro F1 (macro F1) by threshold", "",
              "| τ | " + " | ".join(methods) + " |", "|---" * (len(methods) + 1) + "|"]
    for threshold in THRESHOLDS:
        cells = []
        for name in methods:
            row = next(r for r in summary if r["method"] == name and r["threshold"] == threshold)
            cells.append(f"{f(row['pair_f1'])} ({f(row['macro_f1'])})")
        lines.append(f"| {threshold:.2f} | " + " | ".join(cells) + " |")
    if webis:
        lines += ["", "## Webis S3 judged pairs (label >= 1 is a near-duplicate)", "",
                  "| method | ROC AUC | best F1 | at similarity >= |", "|---|---|---|---|"]
        for name, (auc, f1, t) in sorted(webis.items(), key=lambda kv: -kv[1][0]):
            lines.append(f"| {name} | {f(auc)} | {f(f1)} | {t:.3f} |")
    if timing:
        sizes = sorted({r["documents"] for r in timing})
        lines += ["", "## Runtime: extraction + all pairs at τ 0.45 (CPU seconds, texts already extracted from HTML)", "",
                  "| method | " + " | ".join(f"{s} docs" for s in sizes) + " | docs/s at "
                  f"{sizes[-1]} |", "|---" * (len(sizes) + 2) + "|"]
        for name in METHODS:
            cells = [next(r for r in timing if r["method"] == name and r["documents"] == s)
                     for s in sizes]
            lines.append(f"| {name} | " + " | ".join(f"{c['seconds']:.2f}" for c in cells)
                         + f" | {sizes[-1] / cells[-1]['seconds']:.0f} |")
    return "\n".join(lines) + "\n"


def plot(summary: list[dict], path: Path) -> bool:
    """F1 against threshold, micro solid and macro dashed, every method on one plot."""
    plt = pyplot()
    if plt is None:
        return False
    figure, axes = plt.subplots(figsize=(8, 5))
    for k, name in enumerate(METHODS):
        rows = sorted((r for r in summary if r["method"] == name), key=lambda r: r["threshold"])
        color = f"C{k}"
        if name in SINGLE_POINT:
            axes.axhline(rows[0]["pair_f1"], color=color,
                         label=f"{name}, {SINGLE_POINT[name]} (micro)")
            axes.axhline(rows[0]["macro_f1"], color=color, linestyle="--")
            continue
        x = [r["threshold"] for r in rows]
        axes.plot(x, [r["pair_f1"] for r in rows], color=color, marker="o", markersize=3,
                  label=f"{name} (micro)")
        axes.plot(x, [r["macro_f1"] for r in rows], color=color, linestyle="--")
    axes.set_xlabel("similarity threshold τ")
    axes.set_ylabel("F1 (solid: micro/pairwise, dashed: macro/per cluster)")
    axes.set_title("Syndicated copies across real templates: F1 by threshold")
    axes.set_ylim(0, 1)
    axes.grid(alpha=0.3)
    axes.legend(loc="lower left")
    return save(plt, figure, path, dpi=120)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("corpora", nargs="+", type=Path, help="folders built by syndication.py")
    parser.add_argument("--webis", type=Path, default=WEBIS, help="Webis S3 folder ('' skips)")
    parser.add_argument("--sizes", type=int, nargs="*", default=[250, 500, 1000, 2000],
                        help="corpus sizes for the runtime table, at most the pages of the "
                             "corpora (none skips it)")
    parser.add_argument("--results", type=Path, default=ROOT / "experiments" / "results")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    corpora = [load_corpus(folder) for folder in args.corpora]
    loaded = sum(len(c.ids) for c in corpora)
    print(f"loaded {loaded} pages", file=sys.stderr)
    if args.sizes and max(args.sizes) > loaded:
        parser.error(f"--sizes: {max(args.sizes)} is more than the {loaded} pages loaded")
    rows = []
    for name in METHODS:
        for corpus in corpora:
            rows += run_corpus(corpus, name)
        print(f"{name} done at {time.perf_counter() - started:.0f} s", file=sys.stderr)
    summary = summarize(rows)
    webis = {}
    if str(args.webis) not in ("", ".") and args.webis.exists():
        webis = webis_ranking(*read_webis(args.webis))
    timing = runtime(corpora, tuple(args.sizes)) if args.sizes else []
    args.results.mkdir(parents=True, exist_ok=True)
    with open(args.results / "methods.csv", "w", newline="", encoding="utf-8") as handle:
        writer = csv.DictWriter(handle, fieldnames=list(rows[0]))
        writer.writeheader()
        writer.writerows(rows)
    text = markdown(summary, webis, timing, corpora, time.perf_counter() - started)
    (args.results / "methods.md").write_text(text, encoding="utf-8")
    if not plot(summary, args.results / "methods-f1.png"):
        print("matplotlib not installed: no plot (pip install '.[experiments]')", file=sys.stderr)
    print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
