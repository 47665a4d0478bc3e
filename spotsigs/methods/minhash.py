"""MinHash sketches of shingle sets with LSH banding (Broder 1997; Indyk and Motwani 1998).

Each document's k-shingle set becomes ``num_perm`` minima of seeded multiply-add hashes
``(a x + b) mod 2^64`` (a odd: a permutation of the 64-bit shingle hashes); two sketches agree
in an entry with probability equal to the sets' Jaccard. Candidates are pairs that agree in a
whole band of ``rows`` entries for at least one of ``bands`` bands; they are then verified on
the sketches (fraction of agreeing entries).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

import numpy as np

from spotsigs.checks import EPS, GOLDEN, check_integer, check_threshold
from spotsigs.features import EMPTY_SKETCH, SignatureBatch, Sketches
from spotsigs.methods.base import PAGE_PARAMS, SHINGLE_SIZE, Method, Pairs, Param, shingle_words
from spotsigs.methods.buckets import bucket_pairs
from spotsigs.pagemodel import FeatureWords
from spotsigs.tokenize import TextTokens, mix64, shingle_sets, text_shingle_sets

DEFAULT_NUM_PERM = 128
DEFAULT_SEED = 1
MAX_NUM_PERM = 4096
# Upper bound on hashed entries (shingles x permutations) or pair comparisons held at once.
CHUNK_ITEMS = 1 << 22


def hash_family(num_perm: int, seed: int) -> tuple[np.ndarray, np.ndarray]:
    """Multipliers (odd) and addends of ``num_perm`` hashes, from splitmix64 of the seed
    (the same on every process, machine and numpy version)."""
    with np.errstate(over="ignore"):
        stream = mix64(mix64(np.uint64(seed)) +
                       np.arange(1, 2 * num_perm + 1, dtype=np.uint64) * GOLDEN)
    return stream[:num_perm] | np.uint64(1), stream[num_perm:]


def minhash(sets: SignatureBatch, a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """Sketch (n, p) of every set of a batch: per document and hash, min((a x + b) mod 2^64).

    One ``np.minimum.reduceat`` per chunk of shingles (chunks bound memory; a document may
    span chunks); empty sets get ``EMPTY_SKETCH`` everywhere.
    """
    n, p = len(sets), len(a)
    out = np.full((n, p), EMPTY_SKETCH, dtype=np.uint64)
    total = len(sets.hashes)
    step = max(1, CHUNK_ITEMS // max(p, 1))
    for start in range(0, total, step):
        stop = min(start + step, total)
        bounds = np.unique(np.concatenate(
            [[start], sets.offsets[(sets.offsets > start) & (sets.offsets < stop)]]))
        owners = np.searchsorted(sets.offsets, bounds, side="right") - 1
        with np.errstate(over="ignore"):
            hashed = sets.hashes[start:stop, None] * a[None, :] + b[None, :]
        partial = np.minimum.reduceat(hashed, bounds - start, axis=0)
        out[owners] = np.minimum(out[owners], partial)
    return out


def false_rates(threshold: float, bands: np.ndarray, rows: np.ndarray, grid: int = 1001
                ) -> tuple[np.ndarray, np.ndarray]:
    """Areas under the LSH S-curve 1 - (1 - s^r)^b below tau (false positives) and above it
    (false negatives), for every (bands, rows) given; as datasketch's ``_optimal_param``."""
    s_low = np.linspace(0.0, threshold, grid)
    s_high = np.linspace(threshold, 1.0, grid)
    b, r = bands[:, None].astype(float), rows[:, None].astype(float)
    fp = _trapezoid(1 - (1 - s_low[None, :] ** r) ** b, s_low)
    fn = _trapezoid((1 - s_high[None, :] ** r) ** b, s_high)
    return fp, fn


def _trapezoid(y: np.ndarray, x: np.ndarray) -> np.ndarray:
    """Trapezoid-rule integral of each row of ``y`` over ``x`` (np.trapezoid needs numpy 2)."""
    return ((y[:, 1:] + y[:, :-1]) * np.diff(x)[None, :] / 2).sum(axis=1)


def optimal_bands(threshold: float, num_perm: int, false_positive_weight: float = 0.5
                  ) -> tuple[int, int]:
    """(bands, rows) with bands * rows <= num_perm whose S-curve turns at ``threshold``:
    the least weighted sum of false positive and false negative areas."""
    b = np.concatenate([np.arange(1, num_perm // r + 1) for r in range(1, num_perm + 1)])
    r = np.concatenate([np.full(num_perm // r, r) for r in range(1, num_perm + 1)])
    fp, fn = false_rates(threshold, b, r)
    error = false_positive_weight * fp + (1 - false_positive_weight) * fn
    best = int(np.argmin(error))
    return int(b[best]), int(r[best])


def band_columns(num_perm: int, bands: int, rows: int | None) -> list[np.ndarray]:
    """Column indices of each band: ``bands`` bands of ``rows`` columns, or, with rows None,
    all ``num_perm`` columns split into ``bands`` nearly equal bands."""
    if rows is None:
        return np.array_split(np.arange(num_perm), bands)
    return [np.arange(k * rows, (k + 1) * rows) for k in range(bands)]


def agreements(sketches: np.ndarray, i: np.ndarray, j: np.ndarray) -> np.ndarray:
    """Number of equal entries of sketches i[k] and j[k], chunked."""
    out = np.empty(len(i), dtype=np.int64)
    step = max(1, CHUNK_ITEMS // max(sketches.shape[1], 1))
    for start in range(0, len(i), step):
        part = slice(start, start + step)
        out[part] = (sketches[i[part]] == sketches[j[part]]).sum(axis=1)
    return out


class MinHash(Method):
    """MinHash extractor: ``num_perm`` min-wise hashes of each document's word k-shingles.

    Broder, "On the resemblance and containment of documents", 1997. Similarity is the
    fraction of agreeing sketch entries, an unbiased estimate of the shingle sets' Jaccard.
    Candidates by LSH banding: ``bands`` x ``rows`` chosen from the threshold unless given.
    ``agree`` is Broder's k-of-p rule: pairs that agree in at least ``agree`` of ``num_perm``
    entries (the threshold becomes agree / num_perm); its default banding splits all entries
    into num_perm - agree + 1 bands, so by pigeonhole no such pair is missed.

    >>> m = MinHash(num_perm=64)
    >>> f = m.from_texts(["the quick brown fox jumps over the lazy dog"] * 2)
    >>> m.similarity(f, 0, 1)
    1.0
    """

    name = "minhash"
    matcher = "lsh"
    exact = False
    PARAMS = (
        Param("num_perm", DEFAULT_NUM_PERM, "min-wise hashes per sketch", low=1,
              high=MAX_NUM_PERM, metavar="P"),
        SHINGLE_SIZE,
        Param("bands", None, "LSH bands, with --rows; B * R <= P (default: chosen from -t so "
              "that the S-curve turns at the threshold)", low=1, optional=True, metavar="B"),
        Param("rows", None, "sketch entries per LSH band, with --bands", low=1, optional=True,
              metavar="R"),
        Param("seed", DEFAULT_SEED, "seed of the hash family", low=0, high=2**64 - 1,
              metavar="S"),
        Param("agree", None, "Broder's K-of-P rule: pairs whose sketches agree in at least K "
              "of P entries, found without loss (replaces -t)", low=1, optional=True,
              metavar="K"),
        *PAGE_PARAMS,
    )

    def setup(self) -> None:
        if (self.bands is None) != (self.rows is None):
            raise ValueError("bands and rows go together: give both or neither")
        if self.bands is not None and self.bands * self.rows > self.num_perm:
            raise ValueError(f"bands * rows must be at most num_perm ({self.num_perm}), got "
                             f"{self.bands} * {self.rows} = {self.bands * self.rows}")
        if self.agree is not None:
            check_integer(f"agree (of num_perm={self.num_perm})", self.agree, 1, self.num_perm)
        self._a, self._b = hash_family(self.num_perm, self.seed)

    def feature_words(self) -> FeatureWords:
        return shingle_words(self.k)

    def from_token_lists(self, token_lists: Sequence[list[str]]) -> Sketches:
        """Sketches of already tokenized documents, in one vectorized pass."""
        return self._sketches(shingle_sets(token_lists, self.k))

    def from_texts(self, texts: Sequence[str]) -> Sketches:
        """Sketches of plain texts."""
        return self._sketches(text_shingle_sets(texts, self.k))

    def from_pages(self, texts: Sequence[str], languages: Sequence[str],
                   tokens: TextTokens | None = None) -> Sketches:
        """Sketches of pages, from their tokens when hashed already."""
        return self._sketches(text_shingle_sets(texts if tokens is None else tokens, self.k))

    def _sketches(self, sets: SignatureBatch) -> Sketches:
        """Sketches of shingle sets, with the sets' sizes."""
        return Sketches(minhash(sets, self._a, self._b), sets.sizes)

    def similarity(self, features: Sketches, i: int, j: int) -> float:
        """Fraction of agreeing entries of two sketches (0.0 when either set is empty)."""
        if features.sizes[i] == 0 or features.sizes[j] == 0:
            return 0.0
        return float(np.mean(features.sketches[i] == features.sketches[j]))

    def banding(self, threshold: float) -> list[np.ndarray]:
        """Sketch columns of each LSH band used at ``threshold``."""
        if self.bands is not None:
            return band_columns(self.num_perm, self.bands, self.rows)
        if self.agree is not None:
            return band_columns(self.num_perm, self.num_perm - self.agree + 1, None)
        bands, rows = optimal_bands(threshold, self.num_perm)
        return band_columns(self.num_perm, bands, rows)

    def match_threshold(self, threshold: float) -> float:
        """The share of agreeing entries pairs must reach: ``threshold``, or agree / num_perm
        under Broder's k-of-p rule."""
        return check_threshold(threshold) if self.agree is None else self.agree / self.num_perm

    def band_keys(self, sketches: np.ndarray, threshold: float) -> Iterator[np.ndarray]:
        """Per LSH band used at ``threshold`` (a match threshold), the key of each sketch row:
        rows that share a key in some band are candidates."""
        for columns in self.banding(threshold):
            key = np.full(len(sketches), np.uint64(len(columns)), dtype=np.uint64)
            with np.errstate(over="ignore"):
                for column in columns:
                    key = mix64(key * GOLDEN + sketches[:, column])
            yield key

    def verified(self, agree: np.ndarray, threshold: float) -> tuple[np.ndarray, np.ndarray]:
        """Which candidate pairs, whose sketches agree in ``agree`` entries, meet the match
        threshold ``threshold``, and their similarity (the share of agreeing entries)."""
        needed = int(np.ceil(threshold * self.num_perm - EPS))
        return agree >= needed, agree / self.num_perm

    def candidates(self, features: Sketches, threshold: float) -> Iterator[np.ndarray]:
        """Candidate pairs ``i << 32 | j`` band by band (a pair may repeat across bands);
        empty sets take no part (they would all share one bucket)."""
        docs = np.flatnonzero(features.sizes > 0)
        for key in self.band_keys(features.sketches[docs], threshold):
            yield from bucket_pairs(key, docs)

    def pairs(self, features: Sketches, threshold: float, workers: int = 1) -> Pairs:
        """Pairs (i < j) among the LSH candidates whose sketches agree in at least
        ``threshold`` of their entries (``agree`` / num_perm when set); on one thread
        (``workers`` is accepted for the common interface)."""
        threshold = self.match_threshold(threshold)
        seen = np.empty(0, np.uint64)
        found = []
        for codes in self.candidates(features, threshold):
            codes = np.unique(codes)
            codes = codes[~np.isin(codes, seen, assume_unique=True)]
            if not len(codes):
                continue
            seen = np.union1d(seen, codes)
            i = (codes >> np.uint64(32)).astype(np.int64)
            j = (codes & np.uint64(0xFFFFFFFF)).astype(np.int64)
            keep, similarity = self.verified(agreements(features.sketches, i, j), threshold)
            found.append((i[keep], j[keep], similarity[keep]))
        if not found:
            return np.empty(0, np.int64), np.empty(0, np.int64), np.empty(0, np.float64)
        i, j, s = (np.concatenate(x) for x in zip(*found))
        order = np.lexsort((j, i))
        return i[order], j[order], s[order]
