"""The feature containers every method produces and the join reads: plain numpy arrays.

A ``SignatureBatch`` holds many multisets of 64-bit keys in CSR form (SpotSigs, shingles, the
word features of simhash and I-Match); ``Sketches`` holds MinHash sketches and
``FingerprintBatch`` simhash fingerprints. Every batch has ``sizes``, ``take`` and
``concatenate``, and its columnar form (``columns``, ``from_columns``: the arrays it is
stored as, by name), so the engines move and store any method's features the same way;
``FEATURE_KINDS`` names the containers (a stored batch says its ``kind``).
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import ClassVar

import numpy as np

from spotsigs.npy import load_npy

EMPTY_SKETCH = np.uint64(0xFFFFFFFFFFFFFFFF)
"""The MinHash sketch entry of an empty set (no shingle); such documents match nothing."""



@dataclass(frozen=True, eq=False)
class Signature:
    """A multiset of signature hashes: sorted unique ``hashes`` (uint64) with ``counts`` (uint32)."""

    hashes: np.ndarray
    counts: np.ndarray

    @property
    def size(self) -> int:
        """Multiset size |A|: the total count."""
        return int(self.counts.sum(dtype=np.int64))

    def __len__(self) -> int:
        return self.size


@dataclass(frozen=True, eq=False)
class SignatureBatch:
    """Many multisets in CSR form: document ``k`` owns ``hashes[offsets[k]:offsets[k + 1]]``."""

    kind: ClassVar[str] = "signatures"
    offsets: np.ndarray
    hashes: np.ndarray
    counts: np.ndarray
    sizes: np.ndarray = field(init=False)

    def __post_init__(self) -> None:
        running = np.zeros(len(self.counts) + 1, dtype=np.int64)
        np.cumsum(self.counts, out=running[1:])
        object.__setattr__(self, "sizes", running[self.offsets[1:]] - running[self.offsets[:-1]])

    def __len__(self) -> int:
        return len(self.offsets) - 1

    def __getitem__(self, k: int) -> Signature:
        lo, hi = self.offsets[k], self.offsets[k + 1]
        return Signature(self.hashes[lo:hi], self.counts[lo:hi])

    def __iter__(self) -> Iterator[Signature]:
        return (self[k] for k in range(len(self)))

    def take(self, indices: np.ndarray) -> SignatureBatch:
        """A batch of the documents at ``indices``, in that order."""
        indices = np.asarray(indices, dtype=np.int64)
        lo, hi = self.offsets[indices], self.offsets[indices + 1]
        _, entries = expand_ranges(lo, hi)
        offsets = np.zeros(len(indices) + 1, dtype=np.int64)
        np.cumsum(hi - lo, out=offsets[1:])
        return SignatureBatch(offsets, self.hashes[entries], self.counts[entries])

    @classmethod
    def from_signatures(cls, signatures: Iterable[Signature]) -> SignatureBatch:
        """Pack single signatures (or another batch) into one batch."""
        if isinstance(signatures, SignatureBatch):
            return signatures
        signatures = list(signatures)
        lengths = [len(s.hashes) for s in signatures]
        offsets = np.zeros(len(signatures) + 1, dtype=np.int64)
        np.cumsum(lengths, out=offsets[1:])
        hashes = np.concatenate([np.asarray(s.hashes, np.uint64) for s in signatures]) if \
            signatures else np.empty(0, np.uint64)
        counts = np.concatenate([np.asarray(s.counts, np.uint32) for s in signatures]) if \
            signatures else np.empty(0, np.uint32)
        return cls(offsets, hashes, counts)

    def columns(self) -> dict[str, np.ndarray]:
        """The batch as named arrays: ``offsets``, ``hashes``, ``counts``."""
        return {"offsets": self.offsets, "hashes": self.hashes, "counts": self.counts}

    @classmethod
    def from_columns(cls, columns: Mapping[str, np.ndarray],
                     positions: np.ndarray | None = None) -> SignatureBatch:
        """The documents at ``positions`` (all by default) of a batch stored as ``columns``;
        columns may be memory-mapped: only those documents' entries are read."""
        offsets = columns["offsets"]
        if positions is None:
            return cls(np.asarray(offsets), np.asarray(columns["hashes"]),
                       np.asarray(columns["counts"]))
        positions = np.asarray(positions, dtype=np.int64)
        lo, hi = np.asarray(offsets[positions]), np.asarray(offsets[positions + 1])
        _, entries = expand_ranges(lo, hi)
        new_offsets = np.zeros(len(positions) + 1, dtype=np.int64)
        np.cumsum(hi - lo, out=new_offsets[1:])
        return cls(new_offsets, np.asarray(columns["hashes"][entries]),
                   np.asarray(columns["counts"][entries]))

    def save(self, path: str | os.PathLike) -> None:
        """Write the batch as plain numpy arrays: ``offsets.npy``, ``hashes.npy`` and
        ``counts.npy`` in the folder ``path`` (created if needed)."""
        save_columns(self.columns(), path)

    @classmethod
    def load(cls, path: str | os.PathLike, mmap: bool = False) -> SignatureBatch:
        """Read a batch written by ``save``; with ``mmap`` the arrays stay on disk (read-only)."""
        folder = Path(path)
        arrays = load_columns(folder, ("offsets", "hashes", "counts"), mmap)
        offsets, hashes, counts = arrays["offsets"], arrays["hashes"], arrays["counts"]
        if (offsets.dtype != np.int64 or hashes.dtype != np.uint64 or counts.dtype != np.uint32
                or offsets.ndim != 1 or len(offsets) < 1 or len(hashes) != len(counts)
                or offsets[0] != 0 or offsets[-1] != len(hashes)):
            raise ValueError(f"{folder} holds no SignatureBatch (bad dtypes or offsets)")
        return cls(offsets, hashes, counts)

    @classmethod
    def concatenate(cls, batches: Sequence[SignatureBatch]) -> SignatureBatch:
        """One batch holding the documents of several, in order."""
        if not batches:
            return cls.from_signatures([])
        shifts = np.cumsum([0] + [len(b.hashes) for b in batches[:-1]])
        offsets = np.concatenate(
            [np.zeros(1, np.int64)] + [b.offsets[1:] + s for b, s in zip(batches, shifts)])
        return cls(offsets, np.concatenate([b.hashes for b in batches]),
                   np.concatenate([b.counts for b in batches]))


def expand_ranges(lo: np.ndarray, hi: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """All (owner, value) with lo[owner] <= value < hi[owner], without a Python loop."""
    lengths = hi - lo
    owner = np.repeat(np.arange(len(lo), dtype=np.int64), lengths)
    starts = np.cumsum(lengths) - lengths
    value = np.arange(int(lengths.sum()), dtype=np.int64) - np.repeat(starts, lengths)
    return owner, value + lo[owner]


def multisets(doc_ids: np.ndarray, keys: np.ndarray, n_docs: int) -> SignatureBatch:
    """Group (document, key) occurrences into per-document sorted unique keys with counts."""
    order = np.lexsort((keys, doc_ids))
    doc_ids, keys = doc_ids[order], keys[order]
    starts = np.ones(len(keys), dtype=bool)
    starts[1:] = (doc_ids[1:] != doc_ids[:-1]) | (keys[1:] != keys[:-1])
    first = np.flatnonzero(starts)
    counts = np.diff(np.append(first, len(keys))).astype(np.uint32)
    offsets = np.searchsorted(doc_ids[first], np.arange(n_docs + 1), side="left")
    return SignatureBatch(offsets.astype(np.int64), keys[first], counts)


@dataclass(frozen=True, eq=False)
class Sketches:
    """MinHash sketches of a batch: ``sketches[k]`` (uint64, num_perm) and the set size
    ``sizes[k]`` (distinct shingles) of document k."""

    kind: ClassVar[str] = "sketches"
    sketches: np.ndarray
    sizes: np.ndarray = field(default=None)

    def __post_init__(self) -> None:
        sketches = np.asarray(self.sketches, dtype=np.uint64)
        if sketches.ndim != 2:
            raise ValueError("sketches must be a 2-d array (documents x permutations)")
        sizes = np.asarray(self.sizes if self.sizes is not None else
                           (sketches != EMPTY_SKETCH).any(axis=1), dtype=np.int64)
        if sizes.shape != (len(sketches),):
            raise ValueError("sizes must hold one entry per sketch")
        object.__setattr__(self, "sketches", sketches)
        object.__setattr__(self, "sizes", sizes)

    def __len__(self) -> int:
        return len(self.sketches)

    def __getitem__(self, k: int) -> np.ndarray:
        """The sketch of document ``k``."""
        return self.sketches[k]

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

    def columns(self) -> dict[str, np.ndarray]:
        """The batch as named arrays: ``sketches``, ``sizes``."""
        return {"sketches": self.sketches, "sizes": self.sizes}

    @classmethod
    def from_columns(cls, columns: Mapping[str, np.ndarray],
                     positions: np.ndarray | None = None) -> Sketches:
        """The documents at ``positions`` (all by default) of sketches stored as ``columns``."""
        return cls(*_rows(columns, ("sketches", "sizes"), positions))

    def save(self, path: str | os.PathLike) -> None:
        """Write ``sketches.npy`` and ``sizes.npy`` into the folder ``path`` (created if needed)."""
        save_columns(self.columns(), path)

    @classmethod
    def load(cls, path: str | os.PathLike) -> Sketches:
        """Read sketches written by ``save``."""
        folder = Path(path)
        arrays = load_columns(folder, ("sketches", "sizes"))
        sketches, sizes = arrays["sketches"], arrays["sizes"]
        if sketches.dtype != np.uint64 or sizes.dtype != np.int64 or sketches.ndim != 2 \
                or sizes.shape != (len(sketches),):
            raise ValueError(f"{folder} holds no Sketches (bad dtypes or shapes)")
        return cls(sketches, sizes)


@dataclass(frozen=True, eq=False)
class FingerprintBatch:
    """Simhash fingerprints of a batch, with each document's feature count as its size."""

    kind: ClassVar[str] = "fingerprints"
    fingerprints: np.ndarray
    sizes: np.ndarray

    def __len__(self) -> int:
        return len(self.fingerprints)

    def __getitem__(self, k: int) -> np.uint64:
        """The fingerprint of document ``k``."""
        return self.fingerprints[k]

    def take(self, indices: np.ndarray) -> FingerprintBatch:
        """The documents at ``indices``, in that order."""
        indices = np.asarray(indices, dtype=np.int64)
        return FingerprintBatch(self.fingerprints[indices], self.sizes[indices])

    @classmethod
    def concatenate(cls, batches: Sequence[FingerprintBatch]) -> FingerprintBatch:
        """One batch holding the documents of several, in order."""
        return cls(np.concatenate([np.empty(0, np.uint64)] + [b.fingerprints for b in batches]),
                   np.concatenate([np.empty(0, np.int64)] + [b.sizes for b in batches]))

    def columns(self) -> dict[str, np.ndarray]:
        """The batch as named arrays: ``fingerprints``, ``sizes``."""
        return {"fingerprints": self.fingerprints, "sizes": self.sizes}

    @classmethod
    def from_columns(cls, columns: Mapping[str, np.ndarray],
                     positions: np.ndarray | None = None) -> FingerprintBatch:
        """The documents at ``positions`` (all by default) of fingerprints stored as
        ``columns``."""
        return cls(*_rows(columns, ("fingerprints", "sizes"), positions))


FEATURE_KINDS: dict[str, type] = {cls.kind: cls for cls in (SignatureBatch, Sketches,
                                                            FingerprintBatch)}
"""The feature containers by ``kind``: what a stored batch is read back as."""


def _rows(columns: Mapping[str, np.ndarray], names: Sequence[str],
          positions: np.ndarray | None) -> list[np.ndarray]:
    """The rows at ``positions`` (all by default) of the columns ``names``, as arrays."""
    if positions is None:
        return [np.asarray(columns[name]) for name in names]
    positions = np.asarray(positions, dtype=np.int64)
    return [np.asarray(columns[name][positions]) for name in names]


def save_columns(columns: Mapping[str, np.ndarray], path: str | os.PathLike) -> None:
    """Write each column as ``<name>.npy`` into the folder ``path`` (created if needed)."""
    folder = Path(path)
    folder.mkdir(parents=True, exist_ok=True)
    for name, array in columns.items():
        np.save(folder / f"{name}.npy", array, allow_pickle=False)


def load_columns(path: str | os.PathLike, names: Sequence[str], mmap: bool = False
                 ) -> dict[str, np.ndarray]:
    """Read the columns ``names`` written by ``save_columns`` (memory-mapped with ``mmap``)."""
    folder = Path(path)
    return {name: load_npy(folder / f"{name}.npy", mmap) for name in names}
