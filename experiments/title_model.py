"""Would a learned model of error-page wording have named what the phrase lists missed? (issue 26)

The phrase lists name only wording someone has read, so each new kind of page (block pages,
Anubis's challenge in 28 locales) comes in far under the bar on its first run. This asks
whether a model trained on the pages gathered before a session would have named the misses of
the sets gathered in it, and at what cost in real articles, before anything of the kind is
built into the page model.

The model: L2-regularized logistic regression over hashed character 3- to 5-grams (2^19
buckets, present or not) of what the phrase rule reads, folded as it folds (``fold``): the
title, the first three headings and the first three lines of the main content. Positives: the
pages of the sets up to ``--train-through`` and the shared 50; negatives: every second real
article of ``phrase_checks.article_pages``, each distinct signal once (those collections hold
the same pages over again). The threshold is the score that flags
``--articles-flagged`` of a quarter of the other articles (calibration); the figures are on the
last quarter (evaluation), which nothing chose, and on the later sets: all their pages, and the
pages their first runs missed (read from each result file's first commit). Its cost on
collections it never saw is measured by ``title_model_cost.py``. One-off; nothing here is used
by the page model.

    python experiments/title_model.py --out out --data ../shared/data --train-through 33 \\
        -o experiments/results/title-model.md
"""

from __future__ import annotations

import argparse
import gzip
import sys
import time
import zlib
from pathlib import Path

import numpy as np
from phrase_checks import article_pages
from provenance import defaults_line, header
from scipy import sparse
from scipy.optimize import minimize
from unseen404 import first_run_misses, gathered_pages, set_folder
from unseen404_sources import SETS

from spotsigs.content import read_page
from spotsigs.phrase_index import fold

ROOT = Path(__file__).resolve().parents[1]
BUCKETS = 1 << 19
GRAMS = (3, 4, 5)
SIGNAL_CHARS = 600
L2 = 1.0


def signal(raw: bytes) -> str:
    """What the phrase rule reads of a page, folded: title, first headings, first lines."""
    try:
        page = read_page(raw)
    except (ValueError, RuntimeError):
        return ""
    lines = [line for line in page.text.splitlines() if line.strip()][:3]
    return fold(" | ".join([page.title, *page.headings[:3], *lines]))[:SIGNAL_CHARS]


def features(texts: list[str]) -> sparse.csr_matrix:
    """Hashed character n-grams of each text, present or not."""
    rows, cols = [], []
    for row, text in enumerate(texts):
        text = f" {' '.join(text.split())} "
        grams = {zlib.crc32(text[k:k + n].encode()) % BUCKETS
                 for n in GRAMS for k in range(len(text) - n + 1)}
        rows += [row] * len(grams)
        cols += sorted(grams)
    return sparse.csr_matrix((np.ones(len(rows)), (rows, cols)), shape=(len(texts), BUCKETS))


def fit(x: sparse.csr_matrix, y: np.ndarray) -> np.ndarray:
    """Weights (bias last) of L2-regularized logistic regression."""
    def loss(w: np.ndarray) -> tuple[float, np.ndarray]:
        z = x @ w[:-1] + w[-1]
        value = np.sum(y * np.logaddexp(0, -z) + (1 - y) * np.logaddexp(0, z))
        error = 1 / (1 + np.exp(-z)) - y
        return (value + L2 * w[:-1] @ w[:-1] / 2,
                np.r_[x.T @ error + L2 * w[:-1], error.sum()])
    return minimize(loss, np.zeros(BUCKETS + 1), jac=True, method="L-BFGS-B",
                    options={"maxiter": 300}).x


def scores(w: np.ndarray, texts: list[str]) -> np.ndarray:
    return 1 / (1 + np.exp(-(features(texts) @ w[:-1] + w[-1])))


def gathered(out: Path, number: int) -> list[tuple[str, str]]:
    """(key, signal) of each page of a set."""
    return [(record["key"], signal(raw))
            for record, raw in gathered_pages(out / set_folder(number))]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", type=Path, default=Path("out"))
    parser.add_argument("--data", type=Path, default=ROOT.parent / "shared" / "data")
    parser.add_argument("--train-through", type=int, default=33)
    parser.add_argument("--articles-flagged", type=float, default=0.003)
    parser.add_argument("-o", "--output", type=Path,
                        default=ROOT / "experiments" / "results" / "title-model.md")
    args = parser.parse_args(argv)
    started = time.time()
    names = list(SETS)
    numbers = [k + 1 for k in range(len(names)) if (args.out / set_folder(k + 1)).is_dir()]
    train = [t for n in numbers if n <= args.train_through for _, t in gathered(args.out, n)]
    train += [signal(gzip.decompress(p.read_bytes()))
              for p in sorted((args.data / "404").glob("*.html.gz"))]
    # Distinct signals only: the collections repeat pages (5,665 articles, 1,881 signals), and
    # a repeat on both sides of the split measures a page the model learned, not a new one.
    articles = list(dict.fromkeys(signal(raw) for raw in article_pages(args.out)))
    negatives, calibration, evaluation = articles[0::2], articles[1::4], articles[3::4]
    w = fit(features(train + negatives),
            np.r_[np.ones(len(train)), np.zeros(len(negatives))])
    threshold = float(np.quantile(scores(w, calibration), 1 - args.articles_flagged))
    evaluated = scores(w, evaluation)
    lines = [f"# {__doc__.splitlines()[0]}", "",
             header(time.time() - started, argv), "", defaults_line(["spotsigs"]), "",
             f"Trained on the {len(train)} pages of sets 1 to {args.train_through} and the "
             f"shared 50, and {len(negatives)} real articles; threshold {threshold:.4f}, the "
             f"score that flags {args.articles_flagged:.1%} of {len(calibration)} calibration "
             "articles.", "",
             f"**Evaluation articles flagged: {int((evaluated >= threshold).sum())} of "
             f"{len(evaluation)} ({np.mean(evaluated >= threshold):.2%})** (the bar for real "
             "articles is 0.3%).", "",
             "| set | pages | flagged by the model | first-run misses | of them flagged by the "
             "model | first run with the model beside the rules |", "|---|---|---|---|---|---|"]
    caught = total = pages_all = 0
    for n in numbers:
        if n <= args.train_through:
            continue
        pages = gathered(args.out, n)
        found = scores(w, [t for _, t in pages]) >= threshold if pages else np.zeros(0, bool)
        misses = first_run_misses(n)
        hit = sum(int(f) for (key, _), f in zip(pages, found) if key in misses)
        caught, total, pages_all = caught + hit, total + len(misses), pages_all + len(pages)
        both = len(pages) - len(misses) + hit
        lines.append(f"| {names[n - 1]} | {len(pages)} | {int(found.sum())} | {len(misses)} | "
                     f"{hit} | {both} of {len(pages)} |")
    lines += ["", f"**First-run misses of the later sets flagged by the model: {caught} of "
              f"{total}**; with the model beside the rules, their first runs would have flagged "
              f"{pages_all - total + caught} of {pages_all} pages "
              f"({(pages_all - total + caught) / max(pages_all, 1):.1%}) instead of "
              f"{pages_all - total} ({(pages_all - total) / max(pages_all, 1):.1%}).", "",
              "## Evaluation articles flagged", ""]
    lines += [f"- {s:.3f} `{t[:120]}`" for s, t in zip(evaluated, evaluation) if s >= threshold]
    args.output.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"wrote {args.output}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
