"""Exact repeats: documents whose features are identical, matched once per group.

A crawl fetches one page many times (calendars, session-id URLs, a site's error template,
mirrors); identical features pair with each other at similarity 1.0 and with every other
document alike, so the join needs one member of each group, its *leader* (the first in input
order). The others, its *followers*, skip the join; each rejoins as the pair (leader,
follower, 1.0), so the clusters (connected components) are exactly those of every pair, and
``--pairs`` writes n - 1 lines for a group of n, not n(n - 1)/2.

Groups are keyed by a 128-bit BLAKE2b digest of a document's features (its columnar form),
and, when the run's soft-404 rule is on, by the host and "short" flag of short pages: that
rule connects short pages of one host, so a group never spans what it tells apart and it
flags a whole group or none of it. A method joins repeats only where an exact copy of a
document would pair with it (``Method.pairs_with_copy``: not an empty set)."""

from __future__ import annotations

import hashlib
from collections.abc import Sequence

import numpy as np

from spotsigs.methods.buckets import dense_groups

DIGEST_BYTES = 16
"""Digest size: 128 bits, so two different feature sets share one with probability ~2^-128."""


def row_digests(features) -> np.ndarray:
    """Per document, the digest of its features (n x 2 uint64): equal when the features are
    (BLAKE2b over each document's rows of every column of ``features.columns()``)."""
    columns = features.columns()
    n = len(features)
    offsets = columns.get("offsets")
    if offsets is not None:
        offsets = np.asarray(offsets, np.int64)
        entries = int(offsets[-1]) if len(offsets) else 0
    parts = []
    for name in sorted(columns):
        if name == "offsets":
            continue
        array = np.ascontiguousarray(columns[name])
        per_entry = offsets is not None and array.ndim == 1 and len(array) == entries \
            and name != "sizes"
        parts.append((array, per_entry))
    out = np.empty((n, 2), np.uint64)
    view = out.view(np.uint8).reshape(n, DIGEST_BYTES)
    for k in range(n):  # one hash a document: per document, not per token
        digest = hashlib.blake2b(digest_size=DIGEST_BYTES)
        for array, per_entry in parts:
            row = array[offsets[k]:offsets[k + 1]] if per_entry else array[k]
            digest.update(np.ascontiguousarray(row).tobytes())
            digest.update(b"\x00")  # column boundary: rows of other lengths never collide
        view[k] = np.frombuffer(digest.digest(), np.uint8)
    return out


def group_keys(digests: np.ndarray, hosts: np.ndarray | None = None,
               short: np.ndarray | None = None) -> tuple[np.ndarray, ...]:
    """The columns a repeat group is keyed by: the digest's two halves, the host of short
    pages (0 for the others) and ``short``; with the soft-404 rule off (no ``hosts``) the last
    two are 0, so only the digest tells groups apart."""
    n = len(digests)
    if hosts is None:
        hosts, short = np.zeros(n, np.uint64), np.zeros(n, bool)
    short = np.asarray(short, bool)
    return (digests[:, 0], digests[:, 1],
            np.where(short, np.asarray(hosts, np.uint64), np.uint64(0)).astype(np.uint64),
            short.astype(np.uint64))


def leaders(keys: Sequence[np.ndarray], docs: np.ndarray) -> np.ndarray:
    """Per row (document ``docs[r]`` with key columns ``keys``), the document that leads its
    group: the smallest of ``docs`` with equal keys (itself when it is the first)."""
    docs = np.asarray(docs, np.int64)
    if not len(docs):
        return docs.copy()
    order, group = dense_groups(*keys[::-1])
    group = group.astype(np.int64) - 1
    first = np.minimum.reduceat(docs[order], np.flatnonzero(np.diff(group, prepend=-1)))
    out = np.empty(len(docs), np.int64)
    out[order] = first[group]
    return out


def follower_pairs(docs: np.ndarray, leader: np.ndarray
                   ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The pairs (leader, follower, 1.0) of ``leaders``' output, sorted by (leader, follower):
    what a group of repeats adds to the pairs its leader was joined in."""
    docs, leader = np.asarray(docs, np.int64), np.asarray(leader, np.int64)
    follows = leader != docs
    i, j = leader[follows], docs[follows]
    order = np.lexsort((j, i))
    return i[order], j[order], np.ones(len(order))
