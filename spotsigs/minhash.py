"""MinHash sketches of shingle sets with LSH banding (Broder 1997; Indyk and Motwani 1998).

Each document's k-shingle set becomes ``num_perm`` minima of seeded multiply-add hashes
``(a x + b) mod 2^64`` (a odd: a permutation of the 64-bit shingle hashes); two sketches agree
in an entry with probability equal to the sets' Jaccard. Candidates are pairs that agree in a
whole band of ``rows`` entries for at least one of ``bands`` bands; they are then verified on
the sketches (fraction of agreeing entries).
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from spotsigs.index import check_threshold
from spotsigs.shingles import (
    DEFAULT_SHINGLE_SIZE,
    MAX_SHINGLE_SIZE,
    check_integer,
    shingle_sets,
    text_shingle_sets,
)
from spotsigs.signatures import DEFAULT_MIN_SIGNATURES, SignatureBatch, as_text, expand_ranges
from spotsigs.tokenize import mix64

DEFAULT_NUM_PERM = 128
DEFAULT_SEED = 1
MAX_NUM_PERM = 4096
EMPTY = np.uint64(0xFFFFFFFFFFFFFFFF)
"""The sketch entry of an empty set (no shingle); such documents match nothing."""
_GOLDEN = np.uint64(0x9E3779B97F4A7C15)
# Upper bound on hashed entries (shingles x permutations) or pair comparisons held at once.
CHUNK_ITEMS = 1 << 22
_EPS = 1e-9


@dataclass(frozen=True, eq=False)
class Sketches:
    """MinHash sketches of a batch: ``sketches[k]`` (uint64, num_perm) and the set size
    ``sizes[k]`` (distinct shingles) of document k."""

    sketches: np.ndarray
    sizes: np.ndarray = field(default=None)

    def __post_init__(self) -> None:
        sketches = np.asarray(self.sketches, dtype=np.uint64)
        if sketches.ndim != 2:
            raise ValueError("sketches must be a 2-d array (documents x permutations)")
        sizes = np.asarray(self.sizes if self.sizes is not None else
                           (sketches != EMPTY).any(axis=1), dtype=np.int64)
        if sizes.shape != (len(sketches),):
            raise ValueError("sizes must hold one entry per sketch")
        object.__setattr__(self, "sketches", sketches)
        object.__setattr__(self, "sizes", sizes)

    def __len__(self) -> int:
        return len(self.sketches)

    @property
    def num_perm(self) -> int:
        return self.sketches.shape[1]

    def take(self, indices: np.ndarray) -> Sketches:
        """The sketches of the documents at ``indices``, in that order."""
        indices = np.asarray(indices, dtype=np.int64)
        return Sketches(self.sketches[indices], self.sizes[indices])

    @classmethod
    def concatenate(cls, batches: Sequence[Sketches]) -> Sketches:
        """One batch holding the documents of several, in order."""
        if not batches:
            return cls(np.empty((0, 0), np.uint64), np.empty(0, np.int64))
        return cls(np.concatenate([b.sketches for b in batches]),
                   np.concatenate([b.sizes for b in batches]))

    def save(self, path: str | os.PathLike) -> None:
        """Write ``sketches.npy`` and ``sizes.npy`` into the folder ``path`` (created if needed)."""
        folder = Path(path)
        folder.mkdir(parents=True, exist_ok=True)
        np.save(folder / "sketches.npy", self.sketches, allow_pickle=False)
        np.save(folder / "sizes.npy", self.sizes, allow_pickle=False)

    @classmethod
    def load(cls, path: str | os.PathLike) -> Sketches:
        """Read sketches written by ``save``."""
        folder = Path(path)
        sketches = np.load(folder / "sketches.npy", allow_pickle=False)
        sizes = np.load(folder / "sizes.npy", allow_pickle=False)
        if sketches.dtype != np.uint64 or sizes.dtype != np.int64 or sketches.ndim != 2 \
                or sizes.shape != (len(sketches),):
            raise ValueError(f"{folder} holds no Sketches (bad dtypes or shapes)")
        return cls(sketches, sizes)


def hash_family(num_perm: int, seed: int) -> tuple[np.ndarray, np.ndarray]:
    """Multipliers (odd) and addends of ``num_perm`` hashes, from splitmix64 of the seed
    (the same on every process, machine and numpy version)."""
    with np.errstate(over="ignore"):
        stream = mix64(mix64(np.uint64(seed)) +
                       np.arange(1, 2 * num_perm + 1, dtype=np.uint64) * _GOLDEN)
    return stream[:num_perm] | np.uint64(1), stream[num_perm:]


def minhash(sets: SignatureBatch, a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """Sketch (n, p) of every set of a batch: per document and hash, min((a x + b) mod 2^64).

    One ``np.minimum.reduceat`` per chunk of shingles (chunks bound memory; a document may
    span chunks); empty sets get ``EMPTY`` everywhere.
    """
    n, p = len(sets), len(a)
    out = np.full((n, p), EMPTY, dtype=np.uint64)
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


def bucket_pairs(keys: np.ndarray, docs: np.ndarray) -> Iterator[np.ndarray]:
    """Pairs ``i << 32 | j`` (i < j) of documents sharing a key, in chunks of bounded size."""
    order = np.lexsort((docs, keys))
    keys, docs = keys[order], docs[order]
    if len(keys) < 2:
        return
    starts = np.flatnonzero(np.r_[True, keys[1:] != keys[:-1]])
    ends = np.r_[starts[1:], len(keys)]
    group_end = np.repeat(ends, ends - starts)
    lo = np.arange(len(keys), dtype=np.int64) + 1
    has = group_end > lo
    lo, hi, first = lo[has], group_end[has], np.flatnonzero(has)
    weights = hi - lo
    total = np.cumsum(weights)
    start = 0
    while start < len(lo):
        base = total[start - 1] if start else 0
        stop = max(int(np.searchsorted(total, base + CHUNK_ITEMS, side="right")), start + 1)
        owner, partner = expand_ranges(lo[start:stop], hi[start:stop])
        a = docs[first[start:stop][owner]].astype(np.uint64)
        yield (a << np.uint64(32)) | docs[partner].astype(np.uint64)
        start = stop


def agreements(sketches: np.ndarray, i: np.ndarray, j: np.ndarray) -> np.ndarray:
    """Number of equal entries of sketches i[k] and j[k], chunked."""
    out = np.empty(len(i), dtype=np.int64)
    step = max(1, CHUNK_ITEMS // max(sketches.shape[1], 1))
    for start in range(0, len(i), step):
        part = slice(start, start + step)
        out[part] = (sketches[i[part]] == sketches[j[part]]).sum(axis=1)
    return out


class MinHash:
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

    method = "minhash"

    def __init__(self, num_perm: int = DEFAULT_NUM_PERM, k: int = DEFAULT_SHINGLE_SIZE,
                 bands: int | None = None, rows: int | None = None, seed: int = DEFAULT_SEED,
                 agree: int | None = None, min_signatures: int = DEFAULT_MIN_SIGNATURES) -> None:
        self.num_perm = check_integer("num_perm", num_perm, 1, MAX_NUM_PERM)
        self.k = check_integer("k (shingle size)", k, 1, MAX_SHINGLE_SIZE)
        self.seed = check_integer("seed", seed, 0, 2**64 - 1)
        self.min_signatures = check_integer("min_signatures", min_signatures, 0)
        if (bands is None) != (rows is None):
            raise ValueError("bands and rows go together: give both or neither")
        self.bands = None if bands is None else check_integer("bands", bands, 1)
        self.rows = None if rows is None else check_integer("rows", rows, 1)
        if self.bands is not None and self.bands * self.rows > self.num_perm:
            raise ValueError(f"bands * rows must be at most num_perm ({self.num_perm}), got "
                             f"{self.bands} * {self.rows} = {self.bands * self.rows}")
        self.agree = None if agree is None else \
            check_integer(f"agree (of num_perm={self.num_perm})", agree, 1, self.num_perm)
        self._a, self._b = hash_family(self.num_perm, self.seed)

    def params(self) -> dict:
        """The parameters that determine sketches and candidates."""
        return {"method": self.method, "num_perm": self.num_perm, "k": self.k,
                "bands": self.bands, "rows": self.rows, "seed": self.seed,
                "agree": self.agree, "min_signatures": self.min_signatures}

    def synthetic_reason(self, size: int) -> str:
        """Why a document with ``size`` shingles is left out of matching."""
        return (f"only {size} shingle{'s' if size != 1 else ''} of {self.k} words "
                f"(< {self.min_signatures}): too little running text "
                "(error, navigation or listing page?)")

    def from_token_lists(self, token_lists: Sequence[list[str]]) -> Sketches:
        """Sketches of already tokenized documents, in one vectorized pass."""
        return self._sketches(shingle_sets(token_lists, self.k))

    def from_texts(self, texts: Sequence[str]) -> Sketches:
        """Sketches of plain texts."""
        return self._sketches(text_shingle_sets(texts, self.k))

    def _sketches(self, sets: SignatureBatch) -> Sketches:
        """Sketches of shingle sets, with the sets' sizes."""
        return Sketches(minhash(sets, self._a, self._b), sets.sizes)

    def signatures(self, documents: Iterable[bytes | str]) -> Sketches:
        """Sketches of many documents (HTML bytes, HTML strings or plain text)."""
        return self.from_texts([as_text(d) for d in documents])

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

    def candidates(self, features: Sketches, threshold: float) -> Iterator[np.ndarray]:
        """Candidate pairs ``i << 32 | j`` band by band (a pair may repeat across bands);
        empty sets take no part (they would all share one bucket)."""
        docs = np.flatnonzero(features.sizes > 0)
        sketches = features.sketches[docs]
        for columns in self.banding(threshold):
            key = np.full(len(docs), np.uint64(len(columns)), dtype=np.uint64)
            with np.errstate(over="ignore"):
                for column in columns:
                    key = mix64(key * _GOLDEN + sketches[:, column])
            yield from bucket_pairs(key, docs)

    def pairs(self, features: Sketches, threshold: float, workers: int = 1
              ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """Pairs (i < j) among the LSH candidates whose sketches agree in at least
        ``threshold`` of their entries (``agree`` / num_perm when set); on one thread
        (``workers`` is accepted for the common interface)."""
        threshold = check_threshold(threshold) if self.agree is None else \
            self.agree / self.num_perm
        needed = int(np.ceil(threshold * self.num_perm - _EPS))
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
            agree = agreements(features.sketches, i, j)
            keep = agree >= needed
            found.append((i[keep], j[keep], agree[keep] / self.num_perm))
        if not found:
            return np.empty(0, np.int64), np.empty(0, np.int64), np.empty(0, np.float64)
        i, j, s = (np.concatenate(x) for x in zip(*found))
        order = np.lexsort((j, i))
        return i[order], j[order], s[order]
