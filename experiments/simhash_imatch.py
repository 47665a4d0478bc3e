"""Simhash and I-Match settings on labelled syndication corpora, SpotSigs' default beside them.

Simhash: word W-grams (W = 1..4) and tf-idf words, Hamming radius k from 3 (Manku et al.) to
20; I-Match: several normalized-IDF bands. Per setting, pairwise (micro) and per-cluster
(macro) F1 and ARI against ``gold.jsonl``, averaged over the corpora. Writes
``experiments/results/simhash-imatch.md``. Build the corpora first:

    python experiments/syndication.py out/syndication --seed 1 --stories 100 --copies 2 5 \
        --originals 1000 --pages-404 50          # and --seed 2 into out/syndication-2
    python experiments/simhash_imatch.py out/syndication out/syndication-2
"""

from __future__ import annotations

import argparse
import io
import sys
import tempfile
import time
from pathlib import Path

import numpy as np
from provenance import defaults_line, header

from spotsigs.checks import DEFAULT_THRESHOLD
from spotsigs.cluster import connected_clusters
from spotsigs.evaluate import evaluate, read_clusters
from spotsigs.methods import make_method
from spotsigs.methods.idf import write_idf_table
from spotsigs.pages import document_text
from spotsigs.readers import read_documents

RESULTS = Path(__file__).resolve().parent / "results"
IDF = "corpus idf"  # placeholder replaced by each corpus's own table
SETTINGS: list[tuple[str, dict]] = (
    [("spotsigs", {})]
    + [("simhash", {"shingle": w, "k_bits": k}) for w in (1, 2, 3, 4) for k in (3, 6, 10, 14, 16, 20)]
    + [("simhash", {"idf": IDF, "k_bits": k}) for k in (3, 6, 10, 14, 16, 20)]
    + [("imatch", {"idf_band": band}) for band in ((0.2, 0.8), (0.1, 0.9), (0.3, 0.7),
                                                   (0.0, 0.5), (0.5, 1.0))]
)


def load(folder: Path) -> tuple[list[str], list[str], dict]:
    """Page ids, their texts and the gold clusters of a corpus folder."""
    ids, texts = [], []
    for document in read_documents([folder / "pages"]):
        ids.append(document.doc_id)
        texts.append(document_text(document))
    return ids, texts, read_clusters(folder / "gold.jsonl")


def score(name: str, params: dict, ids: list[str], texts: list[str], gold: dict) -> dict:
    """Micro and macro F1 and ARI of one setting, clustered as ``spotsigs cluster`` does."""
    method = make_method(name, **params)
    features = method.from_texts(texts)
    kept = np.flatnonzero(features.sizes >= method.min_signatures)
    i, j, _ = method.pairs(features.take(kept), DEFAULT_THRESHOLD)
    included = np.zeros(len(ids), dtype=bool)
    included[kept] = True
    labels = connected_clusters(len(ids), kept[i], kept[j], features.sizes, included).labels
    result = evaluate(gold, {k: int(c) if c >= 0 else None for k, c in zip(ids, labels)})
    return {"pairs": len(i), "precision": result.pair_precision, "recall": result.pair_recall,
            "f1": result.pair_f1, "macro_f1": result.macro_f1, "ari": result.ari}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("corpora", nargs="+", type=Path, help="folders from syndication.py")
    parser.add_argument("-o", "--output", type=Path, default=RESULTS / "simhash-imatch.md")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    rows: dict[str, list[dict]] = {}
    with tempfile.TemporaryDirectory() as scratch:
        for number, folder in enumerate(args.corpora):
            ids, texts, gold = load(folder)
            table = Path(scratch) / f"idf-{number}.tsv"
            with open(table, "w", encoding="utf-8") as stream:
                write_idf_table(texts, stream)
            for name, params in SETTINGS:
                given = {k: (str(table) if v == IDF else v) for k, v in params.items()}
                label = name + " " + " ".join(f"{k}={v}" for k, v in params.items())
                rows.setdefault(label, []).append(score(name, given, ids, texts, gold))
                print(label, rows[label][-1], file=sys.stderr, flush=True)
    out = io.StringIO()
    out.write(f"# Simhash and I-Match on syndication corpora ({len(args.corpora)} corpora, "
              f"threshold {DEFAULT_THRESHOLD})\n\n"
              f"{header(time.perf_counter() - started)} Figures are means over the corpora; "
              "pages are read as `load` reads them (main content, site templates kept).\n\n"
              f"{defaults_line(['spotsigs', 'simhash', 'imatch'])}\n\n"
              "| setting | pairs | precision | recall | micro F1 | macro F1 | ARI |\n"
              "|---|---:|---:|---:|---:|---:|---:|\n")
    for label, scores in rows.items():
        mean = {k: float(np.mean([s[k] for s in scores])) for k in scores[0]}
        out.write(f"| {label.strip()} | {mean['pairs']:.0f} | {mean['precision']:.3f} | "
                  f"{mean['recall']:.3f} | {mean['f1']:.3f} | {mean['macro_f1']:.3f} | "
                  f"{mean['ari']:.3f} |\n")
    args.output.parent.mkdir(parents=True, exist_ok=True)
    args.output.write_text(out.getvalue(), encoding="utf-8")
    print(out.getvalue())
    return 0


if __name__ == "__main__":
    sys.exit(main())
