"""Shingle size for shingling and MinHash, and MinHash's sketch size, on the syndication corpora.

Shingling with word k-shingles, k = 1..8: best pairwise (micro) F1 over the thresholds,
macro F1 there, and the Webis S3 ROC AUC. MinHash at the chosen k with 32..256 min-wise
hashes: the same figures, the share of shingling's exact pairs (at the same τ) that LSH
banding finds, and CPU seconds. Writes ``experiments/results/shingling.md``. Build the
corpora first (see ``experiments/methods.py``), then:

    python experiments/shingling.py out/syndication out/syndication-2 out/syndication-3
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

import numpy as np
from corpora import WEBIS, load_corpus, read_webis
from methods import THRESHOLDS, method_ranking, run_corpus, summarize
from provenance import defaults_line, header

from spotsigs.methods import make_method
from spotsigs.methods.base import DEFAULT_SHINGLE_SIZE
from spotsigs.methods.minhash import DEFAULT_NUM_PERM

RESULTS = Path(__file__).resolve().parent / "results"
SHINGLE_SIZES = (1, 2, 3, 4, 5, 6, 8)
NUM_PERMS = (32, 64, 128, 256)


def best(summary: list[dict]) -> dict:
    """The row of the best mean pairwise F1."""
    return max(summary, key=lambda r: (r["pair_f1"], -r["threshold"]))


def pair_keys(i: np.ndarray, j: np.ndarray, n: int) -> np.ndarray:
    """Pairs as sorted int64 keys i * n + j with i < j."""
    return np.sort(np.minimum(i, j).astype(np.int64) * n + np.maximum(i, j))


def lsh_recall(corpora, k: int, num_perm: int, thresholds: tuple[float, ...]) -> list[float]:
    """Per threshold, the share of the exact shingle pairs (Jaccard >= threshold) that
    MinHash reports at that threshold."""
    shingles = make_method("shingles", k=k)
    minhash = make_method("minhash", k=k, num_perm=num_perm)
    found, total = np.zeros(len(thresholds)), np.zeros(len(thresholds))
    for corpus in corpora:
        n = len(corpus.texts)
        exact = shingles.from_texts(corpus.texts)
        sketch = minhash.from_texts(corpus.texts)
        for m, threshold in enumerate(thresholds):
            truth = pair_keys(*shingles.pairs(exact, threshold)[:2], n)
            ours = pair_keys(*minhash.pairs(sketch, threshold)[:2], n)
            found[m] += np.isin(truth, ours).sum()
            total[m] += len(truth)
    return [f / t if t else 1.0 for f, t in zip(found, total)]


def cpu_seconds(corpora, name: str, params: dict, threshold: float) -> float:
    """CPU seconds of features + all pairs over every page of the corpora."""
    texts = [t for c in corpora for t in c.texts]
    method = make_method(name, **params)
    started = time.process_time()
    features = method.from_texts(texts)
    kept = np.flatnonzero(np.asarray(features.sizes) >= method.min_signatures)
    method.pairs(features.take(kept), threshold)
    return time.process_time() - started


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("corpora", nargs="+", type=Path, help="folders built by syndication.py")
    parser.add_argument("--webis", type=Path, default=WEBIS, help="Webis S3 folder ('' skips)")
    parser.add_argument("--results", type=Path, default=RESULTS)
    args = parser.parse_args(argv)
    started = time.perf_counter()
    corpora = [load_corpus(folder) for folder in args.corpora]
    webis = read_webis(args.webis) if str(args.webis) not in ("", ".") and \
        args.webis.exists() else None
    f = "{:.3f}".format

    def figures(name: str, params: dict) -> tuple[dict, str]:
        summary = summarize([row for c in corpora for row in run_corpus(c, name, params)])
        top = best(summary)
        auc = f(method_ranking(make_method(name, **params), *webis)[0]) if webis else "–"
        return top, auc

    lines = ["# Shingle size and sketch size", "",
             ("{header} Corpora: "
              + ", ".join(f"`{c.name}`" for c in corpora) + f"; thresholds "
              f"{THRESHOLDS[0]:.2f}-{THRESHOLDS[-1]:.2f}; figures are means over the corpora."),
             "", "## Shingling: words per shingle", "",
             "| k | best τ | micro P | micro R | micro F1 | macro F1 | Webis ROC AUC |",
             "|---|---|---|---|---|---|---|"]
    for k in SHINGLE_SIZES:
        top, auc = figures("shingles", {"k": k})
        mark = " (default)" if k == DEFAULT_SHINGLE_SIZE else ""
        lines.append(f"| {k}{mark} | {top['threshold']:.2f} | {f(top['pair_precision'])} "
                     f"| {f(top['pair_recall'])} | **{f(top['pair_f1'])}** "
                     f"| {f(top['macro_f1'])} | {auc} |")
        print(f"shingles k={k} done at {time.perf_counter() - started:.0f} s", file=sys.stderr)
    exact_seconds = cpu_seconds(corpora, "shingles", {}, 0.45)
    lines += ["", f"## MinHash: sketch size (k = {DEFAULT_SHINGLE_SIZE})", "",
              ("LSH recall: the share of shingling's exact pairs at τ (Jaccard >= τ) that "
               "MinHash reports at the same τ. CPU seconds: sketches and all pairs at τ 0.45 "
               f"over all {sum(len(c.texts) for c in corpora)} pages (exact shingling: "
               f"{exact_seconds:.1f} s)."), "",
              ("| hashes | best τ | micro P | micro R | micro F1 | macro F1 | Webis ROC AUC "
              "| LSH recall at 0.45 | at 0.7 | CPU s |"),
              "|---|---|---|---|---|---|---|---|---|---|"]
    for num_perm in NUM_PERMS:
        params = {"num_perm": num_perm}
        top, auc = figures("minhash", params)
        mark = " (default)" if num_perm == DEFAULT_NUM_PERM else ""
        recall = lsh_recall(corpora, DEFAULT_SHINGLE_SIZE, num_perm, (0.45, 0.7))
        seconds = cpu_seconds(corpora, "minhash", params, 0.45)
        lines.append(f"| {num_perm}{mark} | {top['threshold']:.2f} "
                     f"| {f(top['pair_precision'])} | {f(top['pair_recall'])} "
                     f"| **{f(top['pair_f1'])}** | {f(top['macro_f1'])} | {auc} "
                     f"| {recall[0]:.1%} | {recall[1]:.1%} | {seconds:.1f} |")
        print(f"minhash P={num_perm} done at {time.perf_counter() - started:.0f} s",
              file=sys.stderr)
    lines[2] = lines[2].replace("{header}", header(time.perf_counter() - started))
    lines.insert(3, "\n" + defaults_line(["shingles", "minhash"]))
    text = "\n".join(lines) + "\n"
    args.results.mkdir(parents=True, exist_ok=True)
    (args.results / "shingling.md").write_text(text, encoding="utf-8")
    print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
