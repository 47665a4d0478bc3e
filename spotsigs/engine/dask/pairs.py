"""The pairs stage on Dask, by the method's matcher (``Method.matcher``): the exact join by
length partition (``join``), MinHash LSH bands, simhash permuted tables and I-Match digests,
each shuffled through buckets; every matcher writes pair shards sorted by (i, j) with the
rows of each extract shard's documents marked (``shards.write_pairs``).

``lsh``: band keys shuffled into buckets, candidates of a bucket split by the shard of their
first document, verified per shard on the sketches. ``hamming``: Manku's permuted-table keys
shuffled into buckets; a pair is kept only in the first table whose key it shares.
``digest``: document frequencies reduced per term bucket, digests per shard, equal digests
grouped per digest bucket.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

import numpy as np

from spotsigs.engine.dask.join import join_tasks
from spotsigs.engine.dask.repeats import matching
from spotsigs.engine.dask.shards import (
    Shard,
    ShardSet,
    bucket_of,
    concat_rows,
    write_pairs,
    write_shard,
    write_split,
)
from spotsigs.engine.dask.state import Cluster, Sharded
from spotsigs.engine.run import Run
from spotsigs.methods import from_params
from spotsigs.methods.buckets import dense_groups, equal_digest_pairs, grouped_pairs
from spotsigs.methods.hamming import BITS, choose_blocks, popcount, table_permutations
from spotsigs.methods.idf import IdfTable, normalized_idf


def _included(shard: Shard, positive: bool = False) -> np.ndarray:
    keep = matching(shard)
    if positive:
        keep &= np.asarray(shard.array("sizes")) > 0
    return np.flatnonzero(keep)


def lsh_keys(path: str, start: int, params: dict, threshold: float, buckets: int,
             out: str) -> dict:
    """Task: the LSH band keys (``MinHash.band_keys`` at the match threshold ``threshold``)
    of a shard's included documents (non-empty sketches), as (band, key, document) rows split
    by bucket."""
    method = from_params(params)
    shard = Shard(path)
    docs = _included(shard, positive=True)
    keys = list(method.band_keys(np.asarray(shard.array("f_sketches")[docs]), threshold))
    key = np.concatenate([np.empty(0, np.uint64)] + keys)
    band = np.repeat(np.arange(len(keys), dtype=np.int32), len(docs))
    doc = np.tile(start + docs, len(keys)).astype(np.int64)
    return write_split(out, {"key": key, "band": band, "doc": doc},
                        bucket_of(key, band, buckets), buckets)


def lsh_bucket(key_shards: Sequence[str], bucket: int, bounds: np.ndarray, out: str) -> dict:
    """Task: candidate pairs of documents sharing a (band, key) of one bucket, split by the
    shard of their first document."""
    key, band, doc = concat_rows(key_shards, bucket, ("key", "band", "doc"),
                                  (np.uint64, np.int32, np.int64))
    order, group = dense_groups(key, band)
    i, j = grouped_pairs(group, doc[order])
    part = np.searchsorted(bounds, i, side="right") - 1
    return write_split(out, {"i": i, "j": j}, part, len(bounds) - 1)


def lsh_verify(candidate_shards: Sequence[str], part: int, shards: ShardSet, params: dict,
               threshold: float, out: str) -> list[dict]:
    """Task: the candidates whose first document is in shard ``part``, deduplicated across
    bands and verified on the sketches (``MinHash.verified`` at the match threshold)."""
    method = from_params(params)
    i, j = concat_rows(candidate_shards, part, ("i", "j"), (np.int64, np.int64))
    codes = np.unique((i.astype(np.uint64) << np.uint64(32)) | j.astype(np.uint64))
    i = (codes >> np.uint64(32)).astype(np.int64)
    j = (codes & np.uint64(0xFFFFFFFF)).astype(np.int64)
    agree = np.zeros(len(i), dtype=np.int64)
    if len(i):
        cache: dict[str, Shard] = {}
        own = np.asarray(Shard(shards.paths[part]).array("f_sketches"))
        partners, partner_at = np.unique(j, return_inverse=True)
        theirs = shards.rows_of(partners, "f_sketches", cache)
        step = max(1, (1 << 22) // max(own.shape[1], 1))
        for lo in range(0, len(i), step):
            piece = slice(lo, lo + step)
            agree[piece] = (own[i[piece] - shards.start(part)] ==
                            theirs[partner_at[piece]]).sum(1)
    keep, similarity = method.verified(agree, threshold)
    return [write_pairs(out, i[keep], j[keep], similarity[keep], shards.bounds)]


def _table_key(permutation, prints: np.ndarray) -> np.ndarray:
    """The key of fingerprints in a permuted table: their leading blocks."""
    return permutation.apply(prints) >> permutation.shift


def hamming_keys(path: str, start: int, radius: int, blocks: int, buckets: int,
                 out: str) -> dict:
    """Task: per permuted table, the key (leading blocks) of each included fingerprint, as
    (table, key, fingerprint, document) rows split by bucket."""
    shard = Shard(path)
    docs = _included(shard)
    prints = np.asarray(shard.array("f_fingerprints")[docs])
    columns: dict[str, list[np.ndarray]] = {"key": [], "table": [], "print": [], "doc": []}
    for table, permutation in enumerate(table_permutations(radius, blocks)):
        columns["key"].append(_table_key(permutation, prints))
        columns["table"].append(np.full(len(docs), table, dtype=np.int32))
        columns["print"].append(prints)
        columns["doc"].append(start + docs)
    dtypes = {"key": np.uint64, "table": np.int32, "print": np.uint64, "doc": np.int64}
    merged = {k: np.concatenate([np.empty(0, dtypes[k])] + v).astype(dtypes[k])
              for k, v in columns.items()}
    return write_split(out, merged, bucket_of(merged["key"], merged["table"], buckets),
                        buckets)


def hamming_bucket(key_shards: Sequence[str], bucket: int, radius: int, blocks: int,
                   bounds: np.ndarray, out: str) -> list[dict]:
    """Task: pairs within ``radius`` among the fingerprints sharing a table key in one
    bucket, each kept only in the first table whose key it shares (so exactly once)."""
    key, table, prints, doc = concat_rows(key_shards, bucket, ("key", "table", "print", "doc"),
                                           (np.uint64, np.int32, np.uint64, np.int64))
    permutations = table_permutations(radius, blocks)
    found_i, found_j, found_d = [], [], []
    known, first = np.unique(doc, return_index=True)
    print_of = prints[first]
    for t in np.unique(table).tolist():
        rows = np.flatnonzero(table == t)
        order, group = dense_groups(key[rows])
        i, j = grouped_pairs(group, doc[rows][order])
        pi, pj = print_of[np.searchsorted(known, i)], print_of[np.searchsorted(known, j)]
        distance = popcount(pi ^ pj).astype(np.int64)
        keep = distance <= radius
        for earlier in permutations[:t]:
            keep &= _table_key(earlier, pi) != _table_key(earlier, pj)
        found_i.append(i[keep])
        found_j.append(j[keep])
        found_d.append(distance[keep])
    i, j, distance = (np.concatenate([np.empty(0, np.int64)] + f)
                      for f in (found_i, found_j, found_d))
    return [write_pairs(out, i, j, 1.0 - distance / BITS, bounds)]


def imatch_frequencies(path: str, buckets: int, out: str) -> dict:
    """Task: the document frequency of every term of a shard's included documents, split
    by term bucket."""
    shard = Shard(path)
    features = shard.features(_included(shard))
    terms, df = np.unique(features.hashes, return_counts=True)
    return write_split(out, {"term": terms, "df": df.astype(np.int64)},
                        (terms % np.uint64(buckets)).astype(np.int64), buckets)


def imatch_frequency_sum(df_shards: Sequence[str], bucket: int, out: str) -> dict:
    """Task: the corpus document frequency of the terms of one bucket."""
    terms, df = concat_rows(df_shards, bucket, ("term", "df"), (np.uint64, np.int64))
    unique, inverse = np.unique(terms, return_inverse=True)
    total = np.bincount(inverse.reshape(-1), weights=df, minlength=len(unique)).astype(
        np.int64)
    write_shard(out, {"term": unique, "df": total})
    return {"shard": out, "terms": len(unique)}


def imatch_digests(path: str, start: int, params: dict, kept: int,
                   sum_shards: Sequence[str] | None, buckets: int, out: str) -> dict:
    """Task: the I-Match digest of a shard's included documents (the IDF of the table given,
    or of the corpus's included documents), as rows split by digest bucket."""
    method = from_params(params)
    shard = Shard(path)
    docs = _included(shard)
    features = shard.features(docs)
    table = method.idf_table
    if table is None:
        terms = np.unique(features.hashes)
        df = np.zeros(len(terms), dtype=np.int64)
        bucket = (terms % np.uint64(buckets)).astype(np.int64)
        for b in np.unique(bucket).tolist():
            summed = Shard(sum_shards[b])
            known, counts = summed.array("term"), summed.array("df")
            at = np.flatnonzero(bucket == b)
            df[at] = counts[np.searchsorted(known, terms[at])]
        table = IdfTable(terms, normalized_idf(df, kept))
    digest, counts = method.digests(features, table)
    usable = counts > 0
    digest, doc = digest[usable], (start + docs)[usable]
    return write_split(out, {"d0": digest[:, 0].copy(), "d1": digest[:, 1].copy(), "doc": doc},
                        (digest[:, 0] % np.uint64(buckets)).astype(np.int64), buckets)


def imatch_bucket(digest_shards: Sequence[str], bucket: int, bounds: np.ndarray,
                  out: str) -> list[dict]:
    """Task: every pair of documents with equal digests in one bucket (similarity 1)."""
    d0, d1, doc = concat_rows(digest_shards, bucket, ("d0", "d1", "doc"),
                               (np.uint64, np.uint64, np.int64))
    order = np.argsort(doc, kind="stable")
    digest = np.stack([d0[order], d1[order]], axis=1) if len(order) else \
        np.empty((0, 2), np.uint64)
    i, j = equal_digest_pairs(digest, np.ones(len(order), dtype=bool))
    doc = doc[order]
    return [write_pairs(out, doc[i], doc[j], np.ones(len(i)), bounds)]


def lsh_tasks(run: Run, cluster: Cluster, state: Sharded) -> list:
    """Futures of the MinHash matcher's verification tasks (keys, then buckets first)."""
    shards, spec, threshold = state.shards, cluster.run, run.method.match_threshold(run.threshold)
    key_shards = [k["shard"] for k in cluster.gather([cluster.submit(
        lsh_keys, path, shards.start(k), spec.params, threshold, spec.buckets,
        spec.path("lsh", f"keys-{k:06d}")) for k, path in enumerate(shards.paths)])]
    candidate_shards = [c["shard"] for c in cluster.gather([cluster.submit(
        lsh_bucket, key_shards, b, shards.bounds, spec.path("lsh", f"candidates-{b:05d}"))
        for b in range(spec.buckets)])]
    return [cluster.submit(lsh_verify, candidate_shards, k, shards, spec.params, threshold,
                           spec.path("pairs", f"lsh-{k:06d}")) for k in range(len(shards))]


def hamming_tasks(run: Run, cluster: Cluster, state: Sharded) -> list:
    """Futures of the simhash matcher's bucket tasks (table keys first)."""
    shards, spec = state.shards, cluster.run
    radius = run.method.radius(run.threshold)
    blocks = choose_blocks(state.included, radius)
    key_shards = [k["shard"] for k in cluster.gather([cluster.submit(
        hamming_keys, path, shards.start(k), radius, blocks, spec.buckets,
        spec.path("hamming", f"keys-{k:06d}")) for k, path in enumerate(shards.paths)])]
    return [cluster.submit(hamming_bucket, key_shards, b, radius, blocks, shards.bounds,
                           spec.path("pairs", f"hamming-{b:05d}")) for b in range(spec.buckets)]


def digest_tasks(run: Run, cluster: Cluster, state: Sharded) -> list:
    """Futures of the I-Match matcher's bucket tasks (the corpus's document frequencies
    first, when no IDF table was given)."""
    shards, spec = state.shards, cluster.run
    sum_shards = None
    if run.method.idf_table is None:
        df_shards = [f["shard"] for f in cluster.gather([cluster.submit(
            imatch_frequencies, path, spec.buckets, spec.path("imatch", f"df-{k:06d}"))
            for k, path in enumerate(shards.paths)])]
        sum_shards = [f["shard"] for f in cluster.gather([cluster.submit(
            imatch_frequency_sum, df_shards, b, spec.path("imatch", f"dfsum-{b:05d}"))
            for b in range(spec.buckets)])]
    digest_shards = [d["shard"] for d in cluster.gather([cluster.submit(
        imatch_digests, path, shards.start(k), spec.params, state.included, sum_shards,
        spec.buckets, spec.path("imatch", f"digests-{k:06d}"))
        for k, path in enumerate(shards.paths)])]
    return [cluster.submit(imatch_bucket, digest_shards, b, shards.bounds,
                           spec.path("pairs", f"imatch-{b:05d}")) for b in range(spec.buckets)]


MATCHERS = {"join": join_tasks, "lsh": lsh_tasks, "hamming": hamming_tasks,
            "digest": digest_tasks}
"""The distributed form of each matcher a method may declare (``Method.matcher``)."""


def pairs_stage(run: Run, cluster: Cluster, state: Sharded) -> Sharded:
    """Every pair the method finds at the threshold, as pair shards (``found``), and the
    shards the clusters are built from (``pairs``: the same, or what the join's tasks kept
    of them, ``join.join_partition``)."""
    matcher = MATCHERS.get(run.method.matcher)
    if matcher is None:
        raise ValueError(f"the dask engine has no matcher {run.method.matcher!r}")
    if not state.included:
        return state
    written = [shard for task in cluster.gather(matcher(run, cluster, state)) for shard in task]
    found = [w for w in written if w.get("found", True)]
    links = tuple(w["shard"] for w in written if w.get("links", True)) + state.repeat_pairs
    return replace(state, pairs=links,
                   found=tuple(w["shard"] for w in found) + state.repeat_pairs,
                   n_pairs=sum(w["pairs"] for w in found) + state.n_repeats)
