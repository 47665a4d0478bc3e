"""Pairs of documents that share a key: what every method that matches by hashing needs
(MinHash LSH bands, simhash table keys, I-Match digests), on one machine or per bucket of a
distributed run."""

from __future__ import annotations

from collections.abc import Iterator

import numpy as np

from spotsigs.features import expand_ranges
from spotsigs.methods.hamming import cross_pairs

CHUNK_ITEMS = 1 << 22
"""Pairs emitted at once at most (a bucket of n documents has n(n-1)/2 of them)."""


def dense_groups(*columns: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """An order over rows by ``columns`` (last is primary) and a dense group id per row of
    that order (from 1), equal exactly when all columns are equal."""
    order = np.lexsort(columns)
    new = np.zeros(len(order), dtype=bool)
    new[:1] = True
    for column in columns:
        ordered = np.asarray(column)[order]
        new[1:] |= ordered[1:] != ordered[:-1]
    return order, np.cumsum(new).astype(np.uint64)


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


def grouped_pairs(group: np.ndarray, doc: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Pairs (i < j, ascending) of documents sharing a group key, each pair once."""
    codes = [np.unique(c) for c in bucket_pairs(group, doc.astype(np.uint64))]
    codes = np.unique(np.concatenate([np.empty(0, np.uint64)] + codes))
    return (codes >> np.uint64(32)).astype(np.int64), \
        (codes & np.uint64(0xFFFFFFFF)).astype(np.int64)


def equal_digest_pairs(digest: np.ndarray, usable: np.ndarray
                       ) -> tuple[np.ndarray, np.ndarray]:
    """Every pair (i < j) of usable documents with equal digests (rows of ``digest``),
    sorted by (i, j)."""
    members = np.flatnonzero(usable)
    order = np.lexsort((members, digest[members, 1], digest[members, 0]))
    members, ordered = members[order], digest[members[order]]
    start = np.flatnonzero(np.r_[True, np.any(ordered[1:] != ordered[:-1], axis=1)])
    count = np.diff(np.append(start, len(members)))
    start, count = start[count > 1], count[count > 1]
    i, j = cross_pairs(members, start, count, start, count)
    i, j = i[i < j], j[i < j]
    order = np.lexsort((j, i))
    return i[order], j[order]
