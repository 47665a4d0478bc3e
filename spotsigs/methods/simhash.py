"""Simhash (Charikar, STOC 2002): 64-bit fingerprints of weighted word features, pairs within
Hamming distance k found by Manku et al.'s permuted tables (``spotsigs.methods.hamming``).

Bit b of a document's 64-bit fingerprint is set when the features whose hash has bit b set
outweigh those where it is clear (weights: term frequency, or tf-idf with an IDF table).
"""

from __future__ import annotations

import math
import os
from collections.abc import Sequence

import numpy as np

from spotsigs.checks import EPS, check_threshold
from spotsigs.features import FingerprintBatch, SignatureBatch
from spotsigs.methods.base import IDF_TABLE, PAGE_PARAMS, Method, Pairs, Param
from spotsigs.methods.hamming import BITS, DEFAULT_HAMMING, all_pairs_hamming, hamming
from spotsigs.methods.idf import IdfTable, read_idf_table
from spotsigs.pagemodel import FeatureWords
from spotsigs.tokenize import TextTokens, text_word_features, word_features

# tf-idf weights in fixed point: integer sums are exact, so fingerprints never depend on
# the order or the batch in which features are added.
IDF_SCALE = 1 << 16
_CHUNK_ENTRIES = 1 << 15  # features unpacked to bits at once (x 64 x 8 bytes)


def fingerprints(hashes: np.ndarray, weights: np.ndarray, offsets: np.ndarray) -> np.ndarray:
    """Charikar fingerprints of weighted feature sets in CSR form (document d owns entries
    offsets[d]:offsets[d+1]); bit b is set when the weight of hashes with bit b set exceeds
    half the document's total weight. A document without features gets 0."""
    hashes = np.asarray(hashes, dtype=np.uint64)
    weights = np.asarray(weights, dtype=np.int64)
    offsets = np.asarray(offsets, dtype=np.int64)
    n_docs = len(offsets) - 1
    ones = np.zeros((n_docs, BITS), dtype=np.int64)
    entry_doc = np.repeat(np.arange(n_docs, dtype=np.int64), np.diff(offsets))
    for lo in range(0, len(hashes), _CHUNK_ENTRIES):
        hi = min(lo + _CHUNK_ENTRIES, len(hashes))
        bits = np.unpackbits(hashes[lo:hi].astype("<u8").view(np.uint8).reshape(-1, 8),
                             axis=1, bitorder="little")  # column b holds bit b
        docs = entry_doc[lo:hi]
        starts = np.flatnonzero(np.diff(docs, prepend=-1))
        ones[docs[starts]] += np.add.reduceat(bits * weights[lo:hi, None], starts, axis=0)
    running = np.concatenate([np.zeros(1, np.int64), np.cumsum(weights)])
    totals = running[offsets[1:]] - running[offsets[:-1]]
    set_bits = 2 * ones > totals[:, None]
    return np.packbits(set_bits, axis=1, bitorder="little").view("<u8").reshape(-1).astype(
        np.uint64)


def hamming_radius(threshold: float, k_bits: int | None) -> int:
    """The Hamming radius for a similarity threshold: similarity = 1 - d/64 >= threshold
    means d <= floor((1 - threshold) * 64); a given ``k_bits`` caps it."""
    radius = math.floor((1.0 - threshold) * BITS + EPS)
    return radius if k_bits is None else min(radius, k_bits)


class SimHash(Method):
    """Simhash near-duplicates: 64-bit Charikar fingerprints of word (shingle) features, pairs
    within Hamming distance ``k_bits`` (Manku et al.: k = 3 for 64 bits), similarity 1 - d/64.

    ``pairs(features, threshold)`` returns the pairs with distance <= min(k_bits,
    floor((1 - threshold) * 64)), so both the radius and the threshold hold; ``k_bits=None``
    leaves the threshold alone to set the radius. Weights are term frequencies, or tf-idf
    with ``idf`` (a ``word<TAB>idf`` file, single words only).

    >>> s = SimHash()
    >>> batch = s.from_texts(["the cat sat on the mat", "the cat sat on the mat"])
    >>> s.pairs(batch, 0.9)[2].tolist()
    [1.0]
    """

    name = "simhash"
    matcher = "hamming"
    PARAMS = (
        Param("k_bits", DEFAULT_HAMMING, "pairs differ in at most K of 64 fingerprint bits "
              "(-t also caps it at floor((1 - t) * 64), since similarity is 1 - distance/64)",
              low=0, high=32, optional=True, flags=("--hamming",), metavar="K",
              label="k_bits (Hamming distance)"),
        Param("shingle", 1, "words per shingle (1: single words)", low=1, high=20,
              flags=("--shingle-size", "--shingle"), metavar="K"),
        IDF_TABLE,
        *PAGE_PARAMS,
    )

    def setup(self) -> None:
        if self.idf is not None and self.shingle != 1:
            raise ValueError("an idf table weighs single words: use it with shingle 1")
        self.idf = None if self.idf is None else os.fspath(self.idf)
        self._idf_table: IdfTable | None = None if self.idf is None else \
            read_idf_table(self.idf)

    def feature_words(self) -> FeatureWords:
        unit = "word" if self.shingle == 1 else f"word {self.shingle}-gram"
        return FeatureWords(unit, unit + "s", "too little text for a fingerprint (error, "
                                              "navigation or empty page?)")

    def from_token_lists(self, token_lists: Sequence[list[str]]) -> FingerprintBatch:
        """Fingerprints of already tokenized documents, in one vectorized pass."""
        return self._fingerprints(word_features(token_lists, self.shingle))

    def _fingerprints(self, features: SignatureBatch) -> FingerprintBatch:
        """Fingerprints of word-feature multisets: tf weights, times IDF with a table."""
        weights = features.counts.astype(np.int64)
        if self._idf_table is not None:
            scaled = np.round(self._idf_table.lookup(features.hashes) * IDF_SCALE)
            weights = weights * scaled.astype(np.int64)
        return FingerprintBatch(fingerprints(features.hashes, weights, features.offsets),
                                features.sizes)

    def from_texts(self, texts: Sequence[str]) -> FingerprintBatch:
        """Fingerprints of plain texts (``from_token_lists`` of their ``tokens``, hashed on
        the batch's characters at once)."""
        return self._fingerprints(text_word_features(texts, self.shingle))

    def from_pages(self, texts: Sequence[str], languages: Sequence[str],
                   tokens: TextTokens | None = None) -> FingerprintBatch:
        """Fingerprints of pages, from their tokens when hashed already."""
        return self._fingerprints(text_word_features(texts if tokens is None else tokens,
                                                     self.shingle))

    def similarity(self, features: FingerprintBatch, i: int, j: int) -> float:
        """1 - hamming/64 of documents ``i`` and ``j`` of a batch, whatever ``k_bits``."""
        return 1.0 - int(hamming(features.fingerprints[i], features.fingerprints[j])) / BITS

    def radius(self, threshold: float) -> int:
        """The Hamming radius of pairs at ``threshold``: min(k_bits, floor((1 - t) * 64))."""
        return hamming_radius(check_threshold(threshold), self.k_bits)

    def pairs_with_copy(self, features: FingerprintBatch) -> np.ndarray:
        """Every document: an equal fingerprint is at Hamming distance 0, empty text or not."""
        return np.ones(len(features), dtype=bool)

    def pairs(self, features: FingerprintBatch, threshold: float, workers: int = 1) -> Pairs:
        """Every pair (i < j) within the Hamming radius (see the class), with 1 - d/64; on one
        thread (``workers`` is accepted for the common interface)."""
        radius = self.radius(threshold)
        i, j, distance = all_pairs_hamming(features.fingerprints, radius)
        return i, j, 1.0 - distance / BITS
