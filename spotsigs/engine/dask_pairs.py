"""Dask tasks that find the pairs of the sharded engine (``spotsigs.engine.dask``), by the
method's matcher: the exact join by length partition, MinHash LSH bands, simhash permuted
tables and I-Match digests, each shuffled through buckets of shards."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from spotsigs.checks import EPS, GOLDEN
from spotsigs.engine.dask_tasks import OK_CODE
from spotsigs.engine.shards import (
    Shard,
    concat_rows,
    rows_of,
    write_shard,
)
from spotsigs.features import SignatureBatch
from spotsigs.join import all_pairs, length_partitions
from spotsigs.methods import from_params
from spotsigs.methods.buckets import equal_digest_pairs, grouped_pairs
from spotsigs.methods.hamming import BITS, popcount, table_permutations
from spotsigs.methods.idf import IdfTable, normalized_idf
from spotsigs.tokenize import mix64

JOIN_DOCS = 1 << 19
"""Members of a length partition one join task holds at most: a bigger partition (documents
of similar lengths, most of a corpus at a low threshold) is cut into blocks of shards and
joined block pair by block pair (about 1.5 KB a document at the join's peak: ~800 MB)."""

# ------------------------------------------------------------------------------- pairs

def _pair_splits(i: np.ndarray, bounds: np.ndarray) -> np.ndarray:
    return np.searchsorted(i, bounds, side="left").astype(np.int64)


def write_pairs(path: str, i: np.ndarray, j: np.ndarray, similarity: np.ndarray,
                bounds: np.ndarray) -> dict:
    """Write pairs (global indices) sorted by (i, j), with the rows per extract shard."""
    order = np.lexsort((j, i))
    i, j, similarity = i[order], j[order], similarity[order]
    write_shard(path, {"i": i.astype(np.int64), "j": j.astype(np.int64),
                       "similarity": similarity.astype(np.float64),
                       "splits": _pair_splits(i, bounds)})
    return {"shard": path, "pairs": len(i)}


def _bucket_of(key: np.ndarray, salt: np.ndarray, buckets: int) -> np.ndarray:
    with np.errstate(over="ignore"):
        return (mix64(key ^ (salt.astype(np.uint64) * GOLDEN)) % np.uint64(buckets)).astype(
            np.int64)


def host_buckets(host: np.ndarray, buckets: int) -> np.ndarray:
    """The bucket of each host key: a host's rows all meet in one bucket task."""
    return _bucket_of(host, np.zeros_like(host), buckets)


def pair_buckets(host: np.ndarray, key: np.ndarray, buckets: int) -> np.ndarray:
    """The bucket of each (host, key) pair: the rows of a pair meet in one bucket task, and
    one host's keys spread over all of them (a crawl of one site is not one task)."""
    return _bucket_of(key, host, buckets)


def _write_split(path: str, columns: dict[str, np.ndarray], part: np.ndarray,
                 parts: int) -> dict:
    """Write rows grouped by ``part`` (stable), with ``splits`` marking each part's rows."""
    order = np.argsort(part, kind="stable")
    splits = np.searchsorted(part[order], np.arange(parts + 1), side="left").astype(np.int64)
    write_shard(path, {**{k: v[order] for k, v in columns.items()}, "splits": splits})
    return {"shard": path, "rows": len(order)}


def partition_bounds(sizes: np.ndarray, threshold: float, largest: int
                     ) -> list[tuple[int, int, int]]:
    """(lo, hi, reach) per length partition of the included ``sizes``: a partition owns the
    sizes in [lo, hi] and meets the sizes up to ``reach`` (hi / threshold, at most
    ``largest``)."""
    bounds = []
    for lo, hi in length_partitions(np.asarray(sizes), threshold):
        reach = int(np.floor(min(int(hi) / threshold + EPS, largest)))  # tiny t: inf
        bounds.append((int(lo), int(hi), reach))
    return bounds


def partition_pairs(signatures: SignatureBatch, members: np.ndarray, owners: np.ndarray,
                    threshold: float) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Pairs among ``members`` whose shorter side (by size, then index) is an owner."""
    i, j, similarity = all_pairs(signatures.take(members), threshold)
    i, j = members[i], members[j]
    sizes = signatures.sizes
    shorter = np.where((sizes[i] < sizes[j]) | ((sizes[i] == sizes[j]) & (i < j)), i, j)
    keep = np.isin(shorter, owners)
    return i[keep], j[keep], similarity[keep]


def partition_tasks(sizes: np.ndarray, included: np.ndarray, threshold: float
                    ) -> list[tuple[np.ndarray, np.ndarray]]:
    """(members, owners) per length partition: owners in [lo, hi], members up to reach."""
    tasks = []
    kept_sizes = np.where(included, sizes, -1)
    for lo, hi, reach in partition_bounds(sizes[included], threshold, int(sizes.max(initial=0))):
        owners = np.flatnonzero((kept_sizes >= lo) & (kept_sizes <= hi))
        members = np.flatnonzero((kept_sizes >= lo) & (kept_sizes <= reach))
        if len(owners):
            tasks.append((members, owners))
    return tasks


def _members(shard: Shard, lo: int, reach: int) -> np.ndarray:
    """Positions of a shard's included documents of sizes in [lo, reach]."""
    sizes = shard.array("sizes")
    return np.flatnonzero((shard.array("status") == OK_CODE) & (sizes >= lo) & (sizes <= reach))


def partition_members(path: str, ranges: Sequence[tuple[int, int]]) -> list[int]:
    """Task: how many included documents of a shard have sizes in each [lo, reach]."""
    shard = Shard(path)
    return [len(_members(shard, lo, reach)) for lo, reach in ranges]


def join_blocks(counts: Sequence[int], max_docs: int) -> list[tuple[int, int]]:
    """The blocks of a length partition: ranges [first, stop) of consecutive extract shards
    holding at most ``max_docs // 2`` of its members each (a bigger shard alone), from each
    shard's count of members (``partition_members``). One block: one task."""
    if sum(counts) <= max_docs:
        return [(0, len(counts))]
    blocks, start, held = [], 0, 0
    for k, count in enumerate(counts):
        if held and count and held + count > max_docs // 2:
            blocks.append((start, k))
            start, held = k, 0
        held += count
    blocks.append((start, len(counts)))
    return blocks


def join_partition(shards: Sequence[str], bounds: np.ndarray, lo: int, hi: int, reach: int,
                   threshold: float, out: str,
                   blocks: Sequence[tuple[int, int]] | None = None) -> dict:
    """Task: the pairs of one length partition. Reads from every shard only the included
    documents of sizes in [lo, reach], joins them exactly, and keeps the pairs whose shorter
    side (by size, then input order) has a size in [lo, hi].

    With ``blocks`` (one or two shard ranges of ``join_blocks``) it reads only their shards;
    of two blocks it keeps only the pairs between them, so the tasks of every pair of blocks
    (a block with itself included) find each pair once, each holding two blocks at most."""
    members, batches = [], []
    ranges = [(0, len(shards))] if blocks is None else list(blocks)
    chosen = sorted({k for first, stop in ranges for k in range(first, stop)})
    for path, start in zip([shards[k] for k in chosen], bounds[chosen].tolist()):
        shard = Shard(path)
        positions = _members(shard, lo, reach)
        if len(positions):
            batches.append(shard.features(positions))
            members.append(start + positions)
    if not members:
        return write_pairs(out, np.empty(0, np.int64), np.empty(0, np.int64), np.empty(0),
                           bounds)
    members = np.concatenate(members)
    batch = SignatureBatch.concatenate(batches)
    del batches
    i, j, similarity = all_pairs(batch, threshold)  # local indices, i < j as members are
    sizes = batch.sizes
    shorter = np.where((sizes[i] < sizes[j]) | ((sizes[i] == sizes[j]) & (i < j)), i, j)
    keep = sizes[shorter] <= hi
    if len(ranges) == 2 and ranges[0] != ranges[1]:  # pairs across the two blocks only
        in_first = members < bounds[ranges[0][1]]
        keep &= in_first[i] != in_first[j]
    return write_pairs(out, members[i[keep]], members[j[keep]], similarity[keep], bounds)


def _included(shard: Shard, positive: bool = False) -> np.ndarray:
    keep = np.asarray(shard.array("status")) == OK_CODE
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
    return _write_split(out, {"key": key, "band": band, "doc": doc},
                        _bucket_of(key, band, buckets), buckets)


def _dense_groups(*columns: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """An order over rows by ``columns`` (last is primary) and a dense group id per row of
    that order, equal exactly when all columns are equal."""
    order = np.lexsort(columns)
    new = np.zeros(len(order), dtype=bool)
    new[:1] = True
    for column in columns:
        ordered = column[order]
        new[1:] |= ordered[1:] != ordered[:-1]
    return order, np.cumsum(new).astype(np.uint64)


def lsh_bucket(key_shards: Sequence[str], bucket: int, bounds: np.ndarray, out: str) -> dict:
    """Task: candidate pairs of documents sharing a (band, key) of one bucket, split by the
    shard of their first document."""
    key, band, doc = concat_rows(key_shards, bucket, ("key", "band", "doc"),
                                  (np.uint64, np.int32, np.int64))
    order, group = _dense_groups(key, band)
    i, j = grouped_pairs(group, doc[order])
    part = np.searchsorted(bounds, i, side="right") - 1
    return _write_split(out, {"i": i, "j": j}, part, len(bounds) - 1)


def lsh_verify(candidate_shards: Sequence[str], part: int, shards: Sequence[str],
               bounds: np.ndarray, params: dict, threshold: float, out: str) -> dict:
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
        own = np.asarray(Shard(shards[part]).array("f_sketches"))
        partners, partner_at = np.unique(j, return_inverse=True)
        theirs = rows_of(shards, bounds, partners, "f_sketches", cache)
        step = max(1, (1 << 22) // max(own.shape[1], 1))
        for lo in range(0, len(i), step):
            piece = slice(lo, lo + step)
            agree[piece] = (own[i[piece] - bounds[part]] == theirs[partner_at[piece]]).sum(1)
    keep, similarity = method.verified(agree, threshold)
    return write_pairs(out, i[keep], j[keep], similarity[keep], bounds)


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
    return _write_split(out, merged, _bucket_of(merged["key"], merged["table"], buckets),
                        buckets)


def hamming_bucket(key_shards: Sequence[str], bucket: int, radius: int, blocks: int,
                   bounds: np.ndarray, out: str) -> dict:
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
        order, group = _dense_groups(key[rows])
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
    return write_pairs(out, i, j, 1.0 - distance / BITS, bounds)


def imatch_frequencies(path: str, buckets: int, out: str) -> dict:
    """Task: the document frequency of every term of a shard's included documents, split
    by term bucket."""
    shard = Shard(path)
    features = shard.features(_included(shard))
    terms, df = np.unique(features.hashes, return_counts=True)
    return _write_split(out, {"term": terms, "df": df.astype(np.int64)},
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
    return _write_split(out, {"d0": digest[:, 0].copy(), "d1": digest[:, 1].copy(), "doc": doc},
                        (digest[:, 0] % np.uint64(buckets)).astype(np.int64), buckets)


def imatch_bucket(digest_shards: Sequence[str], bucket: int, bounds: np.ndarray,
                  out: str) -> dict:
    """Task: every pair of documents with equal digests in one bucket (similarity 1)."""
    d0, d1, doc = concat_rows(digest_shards, bucket, ("d0", "d1", "doc"),
                               (np.uint64, np.uint64, np.int64))
    order = np.argsort(doc, kind="stable")
    digest = np.stack([d0[order], d1[order]], axis=1) if len(order) else \
        np.empty((0, 2), np.uint64)
    i, j = equal_digest_pairs(digest, np.ones(len(order), dtype=bool))
    doc = doc[order]
    return write_pairs(out, doc[i], doc[j], np.ones(len(i)), bounds)
