"""The soft-404 stage on Dask (``spotsigs.soft404``), between the pairs and the clusters.

1. ``soft404_candidates``, a task per pair shard: the pairs between short pages of one host,
   split by a bucket of the host.
2. ``soft404_bucket``, a task per bucket: the soft-404 groups of its hosts, written as a
   shard of documents (ascending) with their group's path count. A task holds the candidate
   pairs of its hosts only: short pages of one host near-identical to another.
3. When any page is flagged, ``soft404_filter``, a task per pair shard: the pair shard
   without the flagged pages, in the same format. ``flagged_in`` tells the output tasks
   which of their documents became synthetic.

Same decision as the local engine's ``local.soft404_stage``, so the output is the same byte
for byte.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

import numpy as np

from spotsigs.engine.dask.extract import STATUS
from spotsigs.engine.dask.shards import (
    Shard,
    ShardSet,
    concat_rows,
    host_buckets,
    write_pairs,
    write_shard,
    write_split,
)
from spotsigs.engine.dask.state import Cluster, Sharded
from spotsigs.engine.run import Run
from spotsigs.pagemodel import SYNTHETIC
from spotsigs.soft404 import (
    SOFT404_MAX_WORDS,
    candidate_pairs,
    groups_by_paths,
    without_documents,
)


def soft404_candidates(pair_shard: str, shards: ShardSet, buckets: int, out: str) -> dict:
    """Task: the pairs of a pair shard between short pages of one host, split by host bucket."""
    shard = Shard(pair_shard)
    i, j = np.asarray(shard.array("i")), np.asarray(shard.array("j"))
    if len(i):
        docs, inverse = np.unique(np.concatenate([i, j]), return_inverse=True)
        cache: dict[str, Shard] = {}
        host = shards.rows_of(docs, "host_hash", cache)[inverse]
        short = (shards.rows_of(docs, "words", cache) < SOFT404_MAX_WORDS)[inverse]
        n = len(i)
        keep = candidate_pairs(host[:n], host[n:], short[:n], short[n:])
        i, j, host = i[keep], j[keep], host[:n][keep]
    else:
        host = np.empty(0, np.uint64)
    return write_split(out, {"i": i, "j": j}, host_buckets(host, buckets), buckets)


def soft404_bucket(candidate_shards: Sequence[str], bucket: int, shards: ShardSet,
                   out: str) -> dict:
    """Task: the soft-404 documents of a host bucket (ascending) and their groups' paths."""
    i, j = concat_rows(candidate_shards, bucket, ("i", "j"), (np.int64, np.int64))
    cache: dict[str, Shard] = {}
    docs, paths = groups_by_paths(i, j, lambda nodes: shards.rows_of(nodes, "path_hash",
                                                                     cache))
    write_shard(out, {"docs": docs, "paths": paths})
    return {"shard": out, "flagged": len(docs)}


def flagged_in(flagged_shards: Sequence[str], start: int, stop: int
               ) -> tuple[np.ndarray, np.ndarray]:
    """(positions in [start, stop), group paths) of the soft-404 documents of that range,
    from the shards ``soft404_bucket`` wrote."""
    positions, paths = [], []
    for path in flagged_shards:
        shard = Shard(path)
        docs = shard.array("docs")
        lo, hi = np.searchsorted(docs, [start, stop])
        positions.append(np.asarray(docs[lo:hi]) - start)
        paths.append(np.asarray(shard.array("paths")[lo:hi]))
    positions = np.concatenate([np.empty(0, np.int64)] + positions)
    paths = np.concatenate([np.empty(0, np.int64)] + paths)
    order = np.argsort(positions, kind="stable")
    return positions[order], paths[order]


def status_of(shard: Shard, start: int, soft404: Sequence[str]) -> np.ndarray:
    """A shard's status codes (``extract.STATUS``), with its soft-404 pages synthetic."""
    status = np.array(shard.array("status"))
    if soft404:
        positions, _ = flagged_in(soft404, start, start + len(status))
        status[positions] = STATUS.index(SYNTHETIC)
    return status


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


def soft404_stage(run: Run, cluster: Cluster, state: Sharded) -> Sharded:
    """The pair shards (``pairs`` and ``found``) without the flagged pages, the count of
    those found, and the shards naming the flagged pages (none when no page is flagged)."""
    if not state.n_pairs or "soft404" not in run.method.synthetic:
        return state
    spec = cluster.run
    candidates = [c["shard"] for c in cluster.gather([cluster.submit(
        soft404_candidates, path, state.shards, spec.buckets,
        spec.path("soft404", f"candidates-{k:06d}")) for k, path in enumerate(state.pairs)])]
    groups = cluster.gather([cluster.submit(
        soft404_bucket, candidates, b, state.shards, spec.path("soft404", f"flagged-{b:05d}"))
        for b in range(spec.buckets)])
    flagged = tuple(g["shard"] for g in groups if g["flagged"])
    if not flagged:
        return state
    shards = list(dict.fromkeys(state.pairs + state.found))  # often the same ones
    kept = dict(zip(shards, cluster.gather([cluster.submit(
        soft404_filter, path, flagged, state.shards.bounds,
        spec.path("soft404", f"pairs-{k:06d}")) for k, path in enumerate(shards)])))
    return replace(state, pairs=tuple(kept[p]["shard"] for p in state.pairs),
                   found=tuple(kept[p]["shard"] for p in state.found),
                   n_pairs=sum(kept[p]["pairs"] for p in state.found), soft404=flagged,
                   n_soft404=sum(g["flagged"] for g in groups))
