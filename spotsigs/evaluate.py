"""Evaluation against gold clusters: pairwise (micro) and per-cluster (macro) P/R/F1, and ARI.

Micro figures count pairs of documents placed in the same cluster; macro figures average,
over the gold clusters of two or more documents, the precision and recall of each one's
best-matching predicted cluster (the SpotSigs paper, SIGIR 2008, reports both kinds).
"""

from __future__ import annotations

import json
import math
import os
from collections.abc import Hashable, Mapping, Sequence
from dataclasses import asdict, dataclass

import numpy as np

LEFT_OUT = (None, -1)
"""Predicted labels meaning "left out" (synthetic or unreadable): the document is a singleton."""


@dataclass(frozen=True)
class Evaluation:
    """Agreement of a predicted clustering with a gold one, over the ids both name.

    Pair (micro) figures: a pair is two documents in the same cluster; precision is the share
    of predicted pairs that are gold pairs, recall the share of gold pairs predicted. With no
    predicted (gold) pairs, precision (recall) is 1.0: nothing claimed, nothing wrong.
    Macro figures: for each gold cluster G with |G| >= 2, the predicted cluster P with the
    largest F1 = 2|G & P| / (|G| + |P|) (left-out documents are singletons) gives precision
    |G & P| / |P| and recall |G & P| / |G|; these are averaged over the gold clusters (1.0
    each when there is no such cluster). ``macro_f1`` is the mean of the per-cluster F1s.
    ARI is the adjusted Rand index (Hubert and Arabie), 1.0 when both sides are trivial.
    """

    pair_precision: float
    pair_recall: float
    pair_f1: float
    macro_precision: float
    macro_recall: float
    macro_f1: float
    ari: float
    documents: int
    gold_clusters: int
    predicted_clusters: int
    left_out: int
    true_pairs: int
    predicted_pairs: int
    correct_pairs: int
    missing_in_predicted: tuple[str, ...] = ()
    missing_in_gold: tuple[str, ...] = ()

    def as_dict(self) -> dict:
        """The figures as a plain dict (for JSON and tables)."""
        return asdict(self)


def _codes(labels: Sequence[Hashable]) -> np.ndarray:
    """Dense integer codes of hashable labels, numbered by first appearance."""
    index: dict[Hashable, int] = {}
    return np.array([index.setdefault(label, len(index)) for label in labels], dtype=np.int64)


def _singleton_codes(labels: Sequence[object]) -> np.ndarray:
    """Dense codes of cluster labels, every left-out document a singleton label of its own."""
    return _codes([("left out", k) if _is_left_out(label) else ("label", label)
                   for k, label in enumerate(labels)])


def _is_left_out(label: object) -> bool:
    return label is None or (isinstance(label, (int, np.integer)) and not isinstance(label, bool)
                             and label == -1)


def _pairs(counts: np.ndarray) -> int:
    """Number of unordered pairs within groups of the given sizes."""
    counts = np.asarray(counts, dtype=np.int64)
    return int((counts * (counts - 1) // 2).sum())


def _ratio(numerator: float, denominator: float) -> float:
    return numerator / denominator if denominator else 1.0


def _f1(precision: float, recall: float) -> float:
    return 2 * precision * recall / (precision + recall) if precision + recall else 0.0


def evaluate(gold: Mapping[str, str | int], predicted: Mapping[str, str | int | None]
             ) -> Evaluation:
    """Compare predicted clusters with gold clusters on the ids both name. A left-out label
    (None or -1) is a singleton on either side: a page of its own, in no pair.

    >>> e = evaluate({"a": 1, "b": 1, "c": 2}, {"a": 0, "b": 0, "c": None})
    >>> e.pair_f1, e.ari
    (1.0, 1.0)
    """
    ids = sorted(set(gold) & set(predicted))
    missing_in_predicted = tuple(sorted(set(gold) - set(predicted), key=str))
    missing_in_gold = tuple(sorted(set(predicted) - set(gold), key=str))
    n = len(ids)
    gold_codes = _singleton_codes([gold[k] for k in ids])
    raw = [predicted[k] for k in ids]
    predicted_codes = _singleton_codes(raw)
    left_out = sum(_is_left_out(label) for label in raw)
    gold_sizes = np.bincount(gold_codes) if n else np.zeros(0, np.int64)
    predicted_sizes = np.bincount(predicted_codes) if n else np.zeros(0, np.int64)
    # Sparse contingency table: one entry (g, p, n_gp) per non-empty cell.
    cells, cell_sizes = np.unique(np.stack([gold_codes, predicted_codes]), axis=1,
                                  return_counts=True)
    cell_gold, cell_predicted = cells
    true_pairs, predicted_pairs = _pairs(gold_sizes), _pairs(predicted_sizes)
    correct_pairs = _pairs(cell_sizes)
    precision = _ratio(correct_pairs, predicted_pairs)
    recall = _ratio(correct_pairs, true_pairs)
    macro = _macro(cell_gold, cell_predicted, cell_sizes, gold_sizes, predicted_sizes)
    return Evaluation(
        pair_precision=precision, pair_recall=recall, pair_f1=_f1(precision, recall),
        macro_precision=macro[0], macro_recall=macro[1], macro_f1=macro[2],
        ari=_adjusted_rand(correct_pairs, true_pairs, predicted_pairs, n),
        documents=n, gold_clusters=len(gold_sizes), predicted_clusters=len(predicted_sizes),
        left_out=left_out, true_pairs=true_pairs, predicted_pairs=predicted_pairs,
        correct_pairs=correct_pairs, missing_in_predicted=missing_in_predicted,
        missing_in_gold=missing_in_gold)


def _macro(cell_gold: np.ndarray, cell_predicted: np.ndarray, cell_sizes: np.ndarray,
           gold_sizes: np.ndarray, predicted_sizes: np.ndarray) -> tuple[float, float, float]:
    """Mean precision, recall and F1 of each gold cluster (size >= 2) and its best match."""
    keep = gold_sizes[cell_gold] >= 2
    g, p, overlap = cell_gold[keep], cell_predicted[keep], cell_sizes[keep].astype(float)
    if not len(g):
        return 1.0, 1.0, 1.0
    f1 = 2 * overlap / (gold_sizes[g] + predicted_sizes[p])
    # Best cell per gold cluster: sort by (gold, -F1, -overlap, predicted) and take the first.
    order = np.lexsort((p, -overlap, -f1, g))
    first = order[np.flatnonzero(np.diff(g[order], prepend=-1))]
    precision = overlap[first] / predicted_sizes[p[first]]
    recall = overlap[first] / gold_sizes[g[first]]
    return float(precision.mean()), float(recall.mean()), float(f1[first].mean())


def _adjusted_rand(index: int, gold_pairs: int, predicted_pairs: int, n: int) -> float:
    """Adjusted Rand index from pair counts of the contingency table, its rows and columns."""
    all_pairs = n * (n - 1) // 2
    if all_pairs == 0:
        return 1.0
    expected = gold_pairs * predicted_pairs / all_pairs
    maximum = (gold_pairs + predicted_pairs) / 2
    if maximum == expected:
        return 1.0
    return float((index - expected) / (maximum - expected))


def read_clusters(path: str | os.PathLike) -> dict[str, str | int | None]:
    """Cluster per id from a JSONL file of ``{"id", "cluster"[, "status"]}`` records.

    A record whose ``status`` is present and not ``ok`` (synthetic, error) maps to None.
    """
    clusters: dict[str, str | int | None] = {}
    with open(path, "rb") as handle:
        for number, raw in enumerate(handle, 1):
            try:
                line = raw.decode("utf-8")
            except UnicodeDecodeError:
                raise ValueError(f"{path}:{number}: not UTF-8 text") from None
            if not line.strip():
                continue
            try:
                record = json.loads(line)
            except ValueError as exc:
                raise ValueError(f"{path}:{number}: not JSON ({exc})") from None
            if not isinstance(record, dict) or "id" not in record or "cluster" not in record:
                raise ValueError(f"{path}:{number}: a record needs 'id' and 'cluster'")
            status = record.get("status", "ok")
            clusters[str(record["id"])] = record["cluster"] if status in ("ok", None) else None
    return clusters


def pair_ranking(scores: Sequence[float] | np.ndarray, labels: Sequence[int] | np.ndarray
                 ) -> tuple[float, float, float]:
    """ROC AUC, best F1 and its threshold for ranking pairs by score (label > 0: positive).

    AUC is the Mann-Whitney statistic with tied scores counted half (NaN with one class).
    The best F1 is taken over "score >= t" for every distinct score t; tied scores always
    fall on the same side. With no positives, best F1 is 0.0 and the threshold NaN.
    """
    scores = np.asarray(scores, dtype=float)
    positive = np.asarray(labels) > 0
    if scores.shape != positive.shape or scores.ndim != 1:
        raise ValueError("scores and labels must be 1-d arrays of the same length")
    n_positive = int(positive.sum())
    n_negative = len(positive) - n_positive
    if n_positive and n_negative:
        from scipy.stats import rankdata  # here: scipy.stats is half of the CLI's start-up

        ranks = rankdata(scores)
        auc = (ranks[positive].sum() - n_positive * (n_positive + 1) / 2) / (
            n_positive * n_negative)
    else:
        auc = math.nan
    if not n_positive:
        return float(auc), 0.0, math.nan
    # Distinct thresholds, high to low; cumulative positives and total at or above each.
    values, inverse = np.unique(-scores, return_inverse=True)
    true_positive = np.cumsum(np.bincount(inverse, weights=positive, minlength=len(values)))
    predicted = np.cumsum(np.bincount(inverse, minlength=len(values)))
    f1 = 2 * true_positive / (predicted + n_positive)
    best = int(np.argmax(f1))
    return float(auc), float(f1[best]), float(-values[best])
