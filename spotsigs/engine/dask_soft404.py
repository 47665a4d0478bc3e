"""Dask tasks of the soft-404 rule (``spotsigs.soft404``), between the pairs and the clusters.

1. ``soft404_candidates``, a task per pair shard: the pairs between short pages of one host,
   split by a bucket of the host.
2. ``soft404_bucket``, a task per bucket: the soft-404 groups of its hosts, written as a
   shard of documents (ascending) with their group's path count. A task holds the candidate
   pairs of its hosts only: short pages of one host near-identical to another.
3. When any page is flagged, ``soft404_filter``, a task per pair shard: the pair shard
   without the flagged pages, in the same format. ``flagged_in`` tells the output tasks
   which of their documents became synthetic (``dask_tasks.flagged_in``).

Same decision as the local engine's ``pipeline.without_soft_404s``, so the output is the same
byte for byte.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from spotsigs.engine.dask_pairs import _write_split, host_buckets, write_pairs
from spotsigs.engine.shards import Shard, concat_rows, rows_of, write_shard
from spotsigs.soft404 import (
    SOFT404_MAX_WORDS,
    candidate_pairs,
    groups_by_paths,
    without_documents,
)


def soft404_candidates(pair_shard: str, shards: Sequence[str], bounds: np.ndarray,
                       buckets: int, out: str) -> dict:
    """Task: the pairs of a pair shard between short pages of one host, split by host bucket."""
    shard = Shard(pair_shard)
    i, j = np.asarray(shard.array("i")), np.asarray(shard.array("j"))
    if len(i):
        docs, inverse = np.unique(np.concatenate([i, j]), return_inverse=True)
        cache: dict[str, Shard] = {}
        host = rows_of(shards, bounds, docs, "host_hash", cache)[inverse]
        short = (rows_of(shards, bounds, docs, "words", cache) < SOFT404_MAX_WORDS)[inverse]
        n = len(i)
        keep = candidate_pairs(host[:n], host[n:], short[:n], short[n:])
        i, j, host = i[keep], j[keep], host[:n][keep]
    else:
        host = np.empty(0, np.uint64)
    return _write_split(out, {"i": i, "j": j}, host_buckets(host, buckets), buckets)


def soft404_bucket(candidate_shards: Sequence[str], bucket: int, shards: Sequence[str],
                   bounds: np.ndarray, out: str) -> dict:
    """Task: the soft-404 documents of a host bucket (ascending) and their groups' paths."""
    i, j = concat_rows(candidate_shards, bucket, ("i", "j"), (np.int64, np.int64))
    cache: dict[str, Shard] = {}
    docs, paths = groups_by_paths(i, j, lambda nodes: rows_of(shards, bounds, nodes,
                                                              "path_hash", cache))
    write_shard(out, {"docs": docs, "paths": paths})
    return {"shard": out, "flagged": len(docs)}


def _flagged(flagged_shards: Sequence[str]) -> np.ndarray:
    parts = [np.asarray(Shard(path).array("docs")) for path in flagged_shards]
    return np.concatenate([np.empty(0, np.int64)] + parts)


def soft404_filter(pair_shard: str, flagged_shards: Sequence[str], bounds: np.ndarray,
                   out: str) -> dict:
    """Task: a pair shard without the pairs of flagged documents (the same format)."""
    shard = Shard(pair_shard)
    pairs = (np.asarray(shard.array("i")), np.asarray(shard.array("j")),
             np.asarray(shard.array("similarity")))
    return write_pairs(out, *without_documents(pairs, _flagged(flagged_shards)), bounds)
