"""LSH-S, the SpotSigs paper's LSH baseline: MinHash bands over the spot signatures.

The paper hashes each page's spot signatures with l = 32 bands of k = 6 min-wise hashes
(``K_ROWS``, ``L_BANDS``; ../shared/SPOTSIGS.md) and compares the pages that share a band.
Here the signatures are SpotSigs' own (``SpotSigs.from_pages`` or any ``SignatureBatch``);
sketching and banding are ``spotsigs.methods.minhash``'s building blocks. A multiset is
sketched as the set of its (signature, occurrence) pairs, so two sketches agree in an entry
with probability the multiset Jaccard that ``spotsigs.join.all_pairs`` computes exactly;
candidates are verified on the sketches (the share of agreeing entries), as ``-m minhash``
does.
"""

from __future__ import annotations

import numpy as np

from spotsigs.checks import GOLDEN
from spotsigs.features import SignatureBatch, Sketches
from spotsigs.methods.base import Pairs
from spotsigs.methods.minhash import MinHash, minhash
from spotsigs.tokenize import mix64

K_ROWS = 6
L_BANDS = 32


def occurrence_sets(batch: SignatureBatch) -> SignatureBatch:
    """Each multiset as the set of its (signature, occurrence number) pairs, hashed: their
    set Jaccard is the multiset Jaccard of the signatures."""
    counts = batch.counts.astype(np.int64)
    entry = np.repeat(np.arange(len(counts)), counts)
    first = np.cumsum(counts) - counts
    occurrence = np.arange(len(entry)) - np.repeat(first, counts)
    with np.errstate(over="ignore"):
        hashes = mix64(batch.hashes[entry] + occurrence.astype(np.uint64) * GOLDEN)
    offsets = np.concatenate([[0], np.cumsum(counts)])[batch.offsets]
    return SignatureBatch(offsets.astype(np.int64), hashes, np.ones(len(hashes), np.uint32))


def lsh_s(rows: int = K_ROWS, bands: int = L_BANDS, seed: int = 1) -> MinHash:
    """The MinHash method that bands and verifies LSH-S's sketches."""
    return MinHash(num_perm=rows * bands, bands=bands, rows=rows, seed=seed)


def sketch(batch: SignatureBatch, method: MinHash) -> Sketches:
    """LSH-S sketches of spot signature multisets."""
    return Sketches(minhash(occurrence_sets(batch), method._a, method._b), batch.sizes)


def pairs(sketches: Sketches, threshold: float, method: MinHash) -> Pairs:
    """Pairs (i < j) that share a band and whose sketches agree in >= threshold of entries."""
    return method.pairs(sketches, threshold)


def recall(truth: Pairs, found: Pairs, n: int) -> tuple[float, float]:
    """Share of the exact pairs found, and share of the found pairs that are exact pairs."""
    exact = truth[0].astype(np.int64) * n + truth[1]
    ours = found[0].astype(np.int64) * n + found[1]
    hit = np.isin(exact, ours).sum()
    return (hit / len(exact) if len(exact) else 1.0,
            np.isin(ours, exact).sum() / len(ours) if len(ours) else 1.0)
