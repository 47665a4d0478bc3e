"""Pairs in bounded memory: gathered in any order, read back sorted by (i, j).

A family of n near-copies has n(n - 1)/2 pairs, and ``--pairs`` writes them all: 40,000 texts
in families of 150-450 copies have 6.4 M, 400,000 have ten times more. ``SortedPairs`` holds
at most ``run_pairs`` of them; past that it sorts what it holds and spills it to disk as a
run (two ``.npy`` files: the pair packed as ``i << 32 | j``, and the similarity), and reading
merges the runs, a block of each at a time (an external merge sort). ``SpanningPairs`` keeps
what the clusters need of the same pairs: a spanning forest of them, plus every pair of the
documents a later rule may take out of clustering.
"""

from __future__ import annotations

import shutil
import tempfile
import weakref
from collections.abc import Iterator
from pathlib import Path

import numpy as np
from scipy.sparse import coo_matrix
from scipy.sparse.csgraph import minimum_spanning_tree

from spotsigs.npy import load_npy

Pairs = tuple[np.ndarray, np.ndarray, np.ndarray]
RUN_PAIRS = 1 << 21
"""Pairs held before a run is spilled: 2 M pairs (48 MB, about as much again to sort them)."""
READ_PAIRS = 1 << 16
"""Pairs read from each run at a time when they are merged."""
_LOW = np.uint64(0xFFFFFFFF)


def no_pairs() -> Pairs:
    return np.empty(0, np.int64), np.empty(0, np.int64), np.empty(0, np.float64)


def _packed(i: np.ndarray, j: np.ndarray) -> np.ndarray:
    """(i, j) as one sortable key ``i << 32 | j`` (document indices below 2**32)."""
    return (np.asarray(i, np.uint64) << np.uint64(32)) | np.asarray(j, np.uint64)


def _unpacked(key: np.ndarray, similarity: np.ndarray) -> Pairs:
    return ((key >> np.uint64(32)).astype(np.int64), (key & _LOW).astype(np.int64),
            np.asarray(similarity, np.float64))


class _Runs:
    """The run files of a ``SortedPairs`` in a temporary folder, deleted with the last user
    (or at exit): views of the same pairs (``SortedPairs.without``) share them."""

    def __init__(self, folder: str | None) -> None:
        self.folder = Path(tempfile.mkdtemp(prefix="spotsigs-pairs-", dir=folder))
        self.paths: list[tuple[Path, Path]] = []
        self._finalizer = weakref.finalize(self, shutil.rmtree, self.folder, True)

    def write(self, key: np.ndarray, similarity: np.ndarray) -> None:
        k = len(self.paths)
        paths = (self.folder / f"keys-{k:05d}.npy", self.folder / f"similarity-{k:05d}.npy")
        np.save(paths[0], key)
        np.save(paths[1], similarity)
        self.paths.append(paths)

    def opened(self) -> list[tuple[np.ndarray, np.ndarray]]:
        return [(load_npy(a, mmap=True), load_npy(b, mmap=True)) for a, b in self.paths]

    def close(self) -> None:
        self._finalizer()


class SortedPairs:
    """Pairs (i < j, no pair twice) added in any order, read back sorted by (i, j) in chunks;
    at most ``run_pairs`` held in memory, the rest in sorted runs under ``folder`` (default:
    the system's temporary folder, ``TMPDIR``)."""

    def __init__(self, run_pairs: int | None = None, folder: str | None = None) -> None:
        self.run_pairs = RUN_PAIRS if run_pairs is None else max(1, run_pairs)
        self.folder = folder
        self.held: list[tuple[np.ndarray, np.ndarray]] = []
        self.held_pairs = 0
        self.runs: _Runs | None = None
        self.dropped = np.empty(0, np.int64)
        self.count = 0

    def __len__(self) -> int:
        return self.count

    def add(self, pairs: Pairs) -> None:
        """Add pairs (i, j, similarity), i < j."""
        i, j, similarity = pairs
        if not len(i):
            return
        self.held.append((_packed(i, j), np.asarray(similarity, np.float64)))
        self.held_pairs += len(i)
        self.count += len(i)
        if self.held_pairs >= self.run_pairs:
            if self.runs is None:
                self.runs = _Runs(self.folder)
            self.runs.write(*self._held_sorted())
            self.held, self.held_pairs = [], 0

    def _held_sorted(self) -> tuple[np.ndarray, np.ndarray]:
        key = np.concatenate([np.empty(0, np.uint64)] + [k for k, _ in self.held])
        similarity = np.concatenate([np.empty(0)] + [s for _, s in self.held])
        order = np.argsort(key, kind="stable")
        return key[order], similarity[order]

    def chunks(self, size: int = READ_PAIRS) -> Iterator[Pairs]:
        """The pairs sorted by (i, j), in chunks of about ``size`` per run, without those of
        the documents left out (``without``)."""
        runs = [self._held_sorted()]
        if self.runs is not None:
            runs = self.runs.opened() + runs
        for key, similarity in _merged(runs, size):
            if len(self.dropped):
                keep = self._kept(key)
                key, similarity = key[keep], similarity[keep]
            if len(key):
                yield _unpacked(key, similarity)

    def _kept(self, key: np.ndarray) -> np.ndarray:
        """Which packed pairs name none of the documents left out."""
        return ~(np.isin(key >> np.uint64(32), self.dropped) |
                 np.isin(key & _LOW, self.dropped))

    def arrays(self) -> Pairs:
        """Every pair at once, sorted (what the Python API's result holds)."""
        parts = [no_pairs(), *self.chunks()]
        i, j, similarity = (np.concatenate(column) for column in zip(*parts))
        return i, j, similarity

    def without(self, documents: np.ndarray) -> SortedPairs:
        """The same pairs without those naming one of ``documents`` (a view sharing the runs;
        counting them reads the keys once, in storage order: no merge)."""
        view = SortedPairs(self.run_pairs, self.folder)
        view.held, view.held_pairs, view.runs = list(self.held), self.held_pairs, self.runs
        view.dropped = np.union1d(self.dropped, np.asarray(documents, np.int64))
        keys = [key for key, _ in self.held]
        if self.runs is not None:
            keys += [key for key, _ in self.runs.opened()]
        view.count = sum(int(view._kept(key[start:start + READ_PAIRS]).sum())
                         for key in keys for start in range(0, len(key), READ_PAIRS))
        return view

    def close(self) -> None:
        """Delete the runs on disk (they are also deleted when no view holds them)."""
        if self.runs is not None:
            self.runs.close()


def _merged(runs: list[tuple[np.ndarray, np.ndarray]], size: int
            ) -> Iterator[tuple[np.ndarray, np.ndarray]]:
    """Sorted runs of (key, similarity) merged: each step reads the next ``size`` keys of every
    run and passes on those no greater than the least of their last keys (every key that
    sorts before what any run still holds), so every step finishes one run's block."""
    at = [0] * len(runs)
    while True:
        live = [k for k, (key, _) in enumerate(runs) if at[k] < len(key)]
        if not live:
            return
        blocks = {k: runs[k][0][at[k]:at[k] + size] for k in live}
        bound = min(block[-1] for block in blocks.values())
        keys, similarities = [], []
        for k, block in blocks.items():
            take = int(np.searchsorted(block, bound, side="right"))
            keys.append(np.asarray(block[:take]))
            similarities.append(np.asarray(runs[k][1][at[k]:at[k] + take]))
            at[k] += take
        key = np.concatenate(keys)
        order = np.argsort(key, kind="stable")
        yield key[order], np.concatenate(similarities)[order]


class SpanningPairs:
    """What the clusters need of pairs added in any order: a spanning forest of the pairs
    between ``reducible`` documents (the same connected components as all of them), and
    every pair naming another document (a rule such as soft 404s may still need them all).
    At most about ``run_pairs`` pairs are held beyond the forest."""

    def __init__(self, reducible: np.ndarray, run_pairs: int | None = None) -> None:
        self.reducible = np.asarray(reducible, bool)
        self.run_pairs = RUN_PAIRS if run_pairs is None else max(1, run_pairs)
        self.kept: list[Pairs] = []
        self.forest: Pairs = no_pairs()
        self.pending: list[Pairs] = []
        self.pending_pairs = 0

    def add(self, pairs: Pairs) -> None:
        i, j, similarity = pairs
        reduce = self.reducible[i] & self.reducible[j]
        if not reduce.all():
            self.kept.append((i[~reduce], j[~reduce], similarity[~reduce]))
        if reduce.any():
            self.pending.append((i[reduce], j[reduce], similarity[reduce]))
            self.pending_pairs += int(reduce.sum())
            if self.pending_pairs >= max(self.run_pairs, len(self.reducible)):
                self._reduce()

    def _reduce(self) -> None:
        i, j, similarity = (np.concatenate(c) for c in zip(self.forest, *self.pending))
        self.forest, self.pending, self.pending_pairs = spanning_forest(
            i, j, similarity, len(self.reducible)), [], 0

    def pairs(self) -> Pairs:
        """The pairs kept, sorted by (i, j)."""
        self._reduce()
        i, j, similarity = (np.concatenate(c) for c in zip(self.forest, *self.kept))
        order = np.lexsort((j, i))
        return i[order], j[order], similarity[order]


def spanning_forest(i: np.ndarray, j: np.ndarray, similarity: np.ndarray, n: int) -> Pairs:
    """Pairs among (i, j) that span the same connected components of n documents (a minimum
    spanning forest: a subset of the pairs, at most n - 1). Each pair weighs its position
    plus one, so the forest's weights say which pairs it took (no pair is given twice)."""
    if not len(i):
        return no_pairs()
    graph = coo_matrix((np.arange(1, len(i) + 1, dtype=np.float64), (i, j)), shape=(n, n))
    at = minimum_spanning_tree(graph.tocsr()).data.astype(np.int64) - 1
    return i[at].astype(np.int64), j[at].astype(np.int64), similarity[at]
