"""The same flow as ``pipeline`` on a Dask cluster, with a client that holds no corpus.

Every stage is a set of tasks that read and write shards (``spotsigs.engine.shards``) in a
working folder that every worker and the client reach; only small summaries (counts, size
histograms, the rare repeated ids) come back to the client.

1. **extract**: a task per contiguous group of input files writes shards of at most
   ``shard_docs`` documents (ids, URLs, status, reasons, sizes, id hashes and the features)
   and returns counts, the sizes of its included documents (a histogram) and a few error
   samples. Document ``k`` of shard ``s`` is global document ``start[s] + k``: input order.
2. **ids**: tasks over buckets of id hashes return the hashes seen more than once; a task
   per shard returns the documents whose id (or an id it could be renamed into, ``a#2``)
   has such a hash; the client runs ``unique_ids`` on these alone: the same ``#2``, ``#3``
   as the local engine.
3. **pairs**, by the method's matcher, each writing pair shards sorted by (i, j) with the
   rows of each extract shard's documents marked (``splits``):
   ``join``: a task per length partition of the Jaccard bound reads, from every shard, the
   included documents of the sizes it needs (its band and the longer ones its bound
   reaches) and keeps the pairs whose shorter side is in its band. ``lsh``: band keys
   shuffled into buckets, candidates of a bucket split by the shard of their first
   document, verified per shard on the sketches. ``hamming``: Manku's permuted-table keys
   shuffled into buckets; a pair is kept only in the first table whose key it shares.
   ``digest``: document frequencies reduced per term bucket, digests per shard, equal
   digests grouped per digest bucket.
4. **clusters**: one task computes the components of the pair graph (over the documents
   in pairs only; everyone else is a cluster of one), each with its first member and its
   representative; a task per shard ranks its clusters' first members; the client sums
   the per-shard counts into offsets, and a task per shard writes its output records
   (clusters, and the pairs of its documents) as text shards.
5. The client copies the text shards, in order, into the output files.

Output equals the local engine's byte for byte, whatever the number of workers.
"""

from __future__ import annotations

import hashlib
import io
import os
import shutil
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from spotsigs.checks import EPS, GOLDEN, check_threshold
from spotsigs.engine.extraction import ExtractedBatch
from spotsigs.engine.pipeline import DEFAULT_BATCH_SIZE, concatenated, extract, unique_ids
from spotsigs.engine.shards import (
    Shard,
    ShardError,
    copy_text_shard,
    decode_strings,
    encode_strings,
    write_shard,
    write_text_shard,
)
from spotsigs.features import FingerprintBatch, SignatureBatch, Sketches, expand_ranges
from spotsigs.join import all_pairs, length_partitions
from spotsigs.methods import from_params
from spotsigs.methods.hamming import BITS, choose_blocks, popcount, table_permutations
from spotsigs.methods.idf import IdfTable, normalized_idf
from spotsigs.methods.imatch import digests, equal_digest_pairs
from spotsigs.methods.minhash import bucket_pairs
from spotsigs.methods.simhash import hamming_radius
from spotsigs.pagemodel import ERROR, OK, SYNTHETIC
from spotsigs.readers import Document, iter_input_files, read_file
from spotsigs.results.records import CLUSTER_FIELDS, PAIR_FIELDS, write_records
from spotsigs.tokenize import mix64

# Input bytes per extraction task at most (a bigger file is a task of its own).
MAX_TASK_BYTES = 64 * 2**20
# Documents per extract shard at most: bounds what a task holds (and its output records).
SHARD_DOCS = 16384
# Error and note samples an extraction task returns (the command line shows 20).
SAMPLES = 20
STATUS = (OK, SYNTHETIC, ERROR)
OK_CODE = 0
MISSING_DASK = ("the dask engine needs Dask: pip install 'spotsigs[dask]' "
                "(dask and distributed)")


def _client(scheduler: str | None):
    """A Dask client: of the scheduler at ``scheduler``, or of a new local cluster."""
    try:
        from distributed import Client, LocalCluster
    except ImportError:
        raise RuntimeError(MISSING_DASK) from None
    if scheduler:
        return Client(scheduler), None
    cluster = LocalCluster(n_workers=min(2, os.cpu_count() or 1), threads_per_worker=1,
                           processes=True, dashboard_address=None)
    return Client(cluster), cluster


def file_groups(sizes: Sequence[int], workers: int, max_bytes: int = MAX_TASK_BYTES
                ) -> list[slice]:
    """Contiguous groups of files, about 4 per worker and at most ``max_bytes`` each (a
    bigger file is a group of its own): a task per small file costs more to schedule than
    to run, and contiguous groups keep the input order."""
    total = sum(sizes)
    target = max(1, min(max_bytes, -(-total // max(1, 4 * workers))))
    groups, start, filled = [], 0, 0
    for k, size in enumerate(sizes):
        if k > start and filled + size > target:
            groups.append(slice(start, k))
            start, filled = k, 0
        filled += size
    if start < len(sizes):
        groups.append(slice(start, len(sizes)))
    return groups


def _file_size(path: str) -> int:
    """Bytes of a file, 0 when it cannot be read (its task then reports why)."""
    try:
        return os.path.getsize(path)
    except OSError:
        return 0


# --------------------------------------------------------------------------- extraction

def _hash_text(text: str) -> int:
    """A stable 64-bit hash of a string (ids; never Python's ``hash``)."""
    return int.from_bytes(hashlib.blake2b(text.encode("utf-8", "surrogatepass"),
                                          digest_size=8).digest(), "little")


def _ancestors(doc_id: str) -> list[str]:
    """Every prefix of an id before a ``#``: the ids it could be a ``#N`` renaming of."""
    return [doc_id[:k] for k, char in enumerate(doc_id) if char == "#"]


def _feature_columns(features) -> tuple[str, dict[str, np.ndarray]]:
    if isinstance(features, SignatureBatch):
        return "signatures", {"f_offsets": features.offsets, "f_hashes": features.hashes,
                              "f_counts": features.counts}
    if isinstance(features, Sketches):
        sketches = features.sketches
        if sketches.ndim != 2 or (len(sketches) == 0 and sketches.shape[1] == 0):
            sketches = sketches.reshape(len(sketches), -1)
        return "sketches", {"f_sketches": sketches}
    if isinstance(features, FingerprintBatch):
        return "fingerprints", {"f_fingerprints": features.fingerprints}
    raise TypeError(f"the dask engine cannot store {type(features).__name__} features")


def _take_features(shard: Shard, positions: np.ndarray):
    """The features of the documents at ``positions`` of a shard (read through mmap)."""
    positions = np.asarray(positions, dtype=np.int64)
    kind = shard.meta["kind"]
    if kind == "signatures":
        offsets = shard.array("f_offsets")
        lo, hi = np.asarray(offsets[positions]), np.asarray(offsets[positions + 1])
        _, entries = expand_ranges(lo, hi)
        new_offsets = np.zeros(len(positions) + 1, dtype=np.int64)
        np.cumsum(hi - lo, out=new_offsets[1:])
        return SignatureBatch(new_offsets, np.asarray(shard.array("f_hashes")[entries]),
                              np.asarray(shard.array("f_counts")[entries]))
    sizes = np.asarray(shard.array("sizes")[positions])
    if kind == "sketches":
        return Sketches(np.asarray(shard.array("f_sketches")[positions]), sizes)
    return FingerprintBatch(np.asarray(shard.array("f_fingerprints")[positions]), sizes)


def _write_extracted(folder: str, batches: list[ExtractedBatch]) -> dict:
    """Write extracted batches as one shard; returns its summary (counts, size histogram,
    error and note samples)."""
    documents = [d for b in batches for d in b.documents]
    status = [s for b in batches for s in b.status]
    reasons = [r for b in batches for r in b.reasons]
    features = concatenated(batches)
    kind, columns = _feature_columns(features)
    sizes = np.asarray(features.sizes, dtype=np.int64)
    codes = np.array([STATUS.index(s) for s in status], dtype=np.uint8)
    ids = [d.doc_id for d in documents]
    sources = list(dict.fromkeys(d.source for d in documents))
    source_index = {s: k for k, s in enumerate(sources)}
    ancestors = [[_hash_text(a) for a in _ancestors(i)] if "#" in i else [] for i in ids]
    ancestor_offsets = np.zeros(len(ids) + 1, dtype=np.int64)
    np.cumsum([len(a) for a in ancestors], out=ancestor_offsets[1:])
    id_data, id_offsets, _ = encode_strings(ids)
    url_data, url_offsets, _ = encode_strings([d.url for d in documents])
    reason_data, reason_offsets, reason_present = encode_strings(reasons)
    write_shard(folder, {
        "id_data": id_data, "id_offsets": id_offsets,
        "id_hash": np.array([_hash_text(i) for i in ids], dtype=np.uint64),
        "ancestor_offsets": ancestor_offsets,
        "ancestor_hashes": np.array([h for a in ancestors for h in a], dtype=np.uint64),
        "url_data": url_data, "url_offsets": url_offsets,
        "reason_data": reason_data, "reason_offsets": reason_offsets,
        "reason_present": reason_present,
        "source": np.array([source_index[d.source] for d in documents], dtype=np.int32),
        "status": codes, "sizes": sizes, **columns,
    }, {"kind": kind, "documents": len(documents), "sources": sources})
    included_sizes, size_counts = np.unique(sizes[codes == OK_CODE], return_counts=True)
    errors = [(d, r) for d, s, r in zip(documents, status, reasons) if s == ERROR]
    noted = [d for d, s in zip(documents, status) if d.note and s != ERROR]
    return {"shard": folder, "documents": len(documents),
            "counts": {name: status.count(name) for name in STATUS},
            "sizes": included_sizes.tolist(), "size_counts": size_counts.tolist(),
            "errors": errors[:SAMPLES], "n_errors": len(errors),
            "noted": noted[:SAMPLES], "n_noted": len(noted)}


def extract_group(paths: Sequence[str], names: Sequence[str], params: dict, folder: str,
                  group: int, batch_size: int = DEFAULT_BATCH_SIZE,
                  shard_docs: int = SHARD_DOCS) -> dict:
    """Task: read a group of input files in order and write their features as shards of at
    most ``shard_docs`` documents; returns one summary of them all (the shards in order with
    their document counts, the counts by status, the size histogram, the first samples)."""
    extractor = from_params(params)
    summaries: list[dict] = []
    pending: list[ExtractedBatch] = []
    held = 0

    def flush() -> None:
        summaries.append(_write_extracted(
            f"{folder}/extract/g{group:06d}-{len(summaries):04d}", pending))

    for path, name in zip(paths, names):
        for batch in extract(read_file(path, name), extractor, batch_size=batch_size):
            pending.append(batch)
            held += len(batch.documents)
            if held >= shard_docs:
                flush()
                pending, held = [], 0
    if pending:
        flush()
    sizes: dict[int, int] = {}
    for s in summaries:
        for size, count in zip(s["sizes"], s["size_counts"]):
            sizes[size] = sizes.get(size, 0) + count
    return {"shards": [(s["shard"], s["documents"]) for s in summaries],
            "counts": {name: sum(s["counts"][name] for s in summaries) for name in STATUS},
            "sizes": sorted(sizes.items()),
            "errors": [e for s in summaries for e in s["errors"]][:SAMPLES],
            "n_errors": sum(s["n_errors"] for s in summaries),
            "noted": [d for s in summaries for d in s["noted"]][:SAMPLES],
            "n_noted": sum(s["n_noted"] for s in summaries)}


# --------------------------------------------------------------------------------- ids

def repeated_id_hashes(shards: Sequence[str], bucket: int, buckets: int) -> list[int]:
    """Task: the id hashes of bucket ``bucket`` that occur more than once in all shards."""
    parts = []
    for path in shards:
        hashes = np.asarray(Shard(path).array("id_hash"))
        parts.append(hashes[hashes % np.uint64(buckets) == np.uint64(bucket)])
    hashes, counts = np.unique(np.concatenate([np.empty(0, np.uint64)] + parts),
                               return_counts=True)
    return hashes[counts > 1].tolist()


def involved_documents(path: str, start: int, repeated: np.ndarray
                       ) -> list[tuple[int, str, str]]:
    """Task: (global index, id, source) of the shard's documents whose id, or an id it could
    be a ``#N`` renaming of, has a repeated hash: all that ``unique_ids`` can touch."""
    shard = Shard(path)
    hashes = shard.array("id_hash")
    involved = np.isin(hashes, repeated)
    ancestor_hashes = np.asarray(shard.array("ancestor_hashes"))
    if len(ancestor_hashes):
        owner = np.repeat(np.arange(len(hashes)), np.diff(shard.array("ancestor_offsets")))
        involved[owner[np.isin(ancestor_hashes, repeated)]] = True
    positions = np.flatnonzero(involved)
    ids = decode_strings(shard.array("id_data"), shard.array("id_offsets"), positions)
    sources = shard.meta["sources"]
    source = shard.array("source")
    return [(start + int(p), i, sources[int(source[p])]) for p, i in zip(positions, ids)]


# ------------------------------------------------------------------------------- pairs

def _pair_splits(i: np.ndarray, bounds: np.ndarray) -> np.ndarray:
    return np.searchsorted(i, bounds, side="left").astype(np.int64)


def _write_pairs(path: str, i: np.ndarray, j: np.ndarray, similarity: np.ndarray,
                 bounds: np.ndarray) -> dict:
    """Write pairs (global indices) sorted by (i, j), with the rows per extract shard."""
    order = np.lexsort((j, i))
    i, j, similarity = i[order], j[order], similarity[order]
    write_shard(path, {"i": i.astype(np.int64), "j": j.astype(np.int64),
                       "similarity": similarity.astype(np.float64),
                       "splits": _pair_splits(i, bounds)})
    return {"shard": path, "pairs": len(i)}


def _rows(shard: Shard, part: int, names: Sequence[str]) -> list[np.ndarray]:
    """The rows of split ``part`` of a split shard, for the columns ``names``."""
    splits = shard.array("splits")
    lo, hi = int(splits[part]), int(splits[part + 1])
    return [np.asarray(shard.array(name)[lo:hi]) for name in names]


def _concat_rows(paths: Sequence[str], part: int, names: Sequence[str],
                 dtypes: Sequence[type]) -> list[np.ndarray]:
    parts = [_rows(Shard(path), part, names) for path in paths]
    return [np.concatenate([np.empty(0, dtype)] + [p[k] for p in parts])
            for k, dtype in enumerate(dtypes)]


def _bucket_of(key: np.ndarray, salt: np.ndarray, buckets: int) -> np.ndarray:
    with np.errstate(over="ignore"):
        return (mix64(key ^ (salt.astype(np.uint64) * GOLDEN)) % np.uint64(buckets)).astype(
            np.int64)


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


def join_partition(shards: Sequence[str], bounds: np.ndarray, lo: int, hi: int, reach: int,
                   threshold: float, out: str) -> dict:
    """Task: the pairs of one length partition. Reads from every shard only the included
    documents of sizes in [lo, reach], joins them exactly, and keeps the pairs whose shorter
    side (by size, then input order) has a size in [lo, hi]."""
    members, batches = [], []
    for path, start in zip(shards, bounds[:-1].tolist()):
        shard = Shard(path)
        sizes = shard.array("sizes")
        positions = np.flatnonzero((shard.array("status") == OK_CODE) & (sizes >= lo)
                                   & (sizes <= reach))
        if len(positions):
            batches.append(_take_features(shard, positions))
            members.append(start + positions)
    if not members:
        return _write_pairs(out, np.empty(0, np.int64), np.empty(0, np.int64),
                            np.empty(0), bounds)
    members = np.concatenate(members)
    batch = SignatureBatch.concatenate(batches)
    del batches
    i, j, similarity = all_pairs(batch, threshold)  # local indices, i < j as members are
    sizes = batch.sizes
    shorter = np.where((sizes[i] < sizes[j]) | ((sizes[i] == sizes[j]) & (i < j)), i, j)
    keep = sizes[shorter] <= hi
    return _write_pairs(out, members[i[keep]], members[j[keep]], similarity[keep], bounds)


def _included(shard: Shard, positive: bool = False) -> np.ndarray:
    keep = np.asarray(shard.array("status")) == OK_CODE
    if positive:
        keep &= np.asarray(shard.array("sizes")) > 0
    return np.flatnonzero(keep)


def lsh_keys(path: str, start: int, params: dict, threshold: float, buckets: int,
             out: str) -> dict:
    """Task: the LSH band keys of a shard's included documents (non-empty sketches), as
    (band, key, document) rows split by bucket."""
    method = from_params(params)
    shard = Shard(path)
    docs = _included(shard, positive=True)
    sketches = np.asarray(shard.array("f_sketches")[docs])
    keys, bands = [], []
    for band, columns in enumerate(method.banding(threshold)):
        key = np.full(len(docs), np.uint64(len(columns)), dtype=np.uint64)
        with np.errstate(over="ignore"):
            for column in columns:
                key = mix64(key * GOLDEN + sketches[:, column])
        keys.append(key)
        bands.append(np.full(len(docs), band, dtype=np.int32))
    key = np.concatenate([np.empty(0, np.uint64)] + keys)
    band = np.concatenate([np.empty(0, np.int32)] + bands)
    doc = np.tile(start + docs, len(keys)).astype(np.int64)
    return _write_split(out, {"key": key, "band": band, "doc": doc},
                        _bucket_of(key, band, buckets), buckets)


def _grouped_pairs(group_key: np.ndarray, doc: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Pairs (i < j) of documents sharing a group key, deduplicated."""
    codes = [np.unique(c) for c in bucket_pairs(group_key, doc.astype(np.uint64))]
    codes = np.unique(np.concatenate([np.empty(0, np.uint64)] + codes))
    return (codes >> np.uint64(32)).astype(np.int64), \
        (codes & np.uint64(0xFFFFFFFF)).astype(np.int64)


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
    key, band, doc = _concat_rows(key_shards, bucket, ("key", "band", "doc"),
                                  (np.uint64, np.int32, np.int64))
    order, group = _dense_groups(key, band)
    i, j = _grouped_pairs(group, doc[order])
    part = np.searchsorted(bounds, i, side="right") - 1
    return _write_split(out, {"i": i, "j": j}, part, len(bounds) - 1)


def _rows_of(shards: Sequence[str], bounds: np.ndarray, docs: np.ndarray, column: str,
             cache: dict[str, Shard] | None = None) -> np.ndarray:
    """Rows of ``column`` for global documents ``docs`` (any order), read per shard."""
    cache = {} if cache is None else cache
    where = np.searchsorted(bounds, docs, side="right") - 1
    result = None
    for s in np.unique(where).tolist():
        path = shards[s]
        shard = cache[path] if path in cache else cache.setdefault(path, Shard(path))
        at = np.flatnonzero(where == s)
        values = np.asarray(shard.array(column)[docs[at] - bounds[s]])
        if result is None:
            result = np.empty((len(docs),) + values.shape[1:], dtype=values.dtype)
        result[at] = values
    return result


def lsh_verify(candidate_shards: Sequence[str], part: int, shards: Sequence[str],
               bounds: np.ndarray, needed: int, num_perm: int, out: str) -> dict:
    """Task: the candidates whose first document is in shard ``part``, deduplicated across
    bands and verified on the sketches (at least ``needed`` agreeing entries)."""
    i, j = _concat_rows(candidate_shards, part, ("i", "j"), (np.int64, np.int64))
    codes = np.unique((i.astype(np.uint64) << np.uint64(32)) | j.astype(np.uint64))
    i = (codes >> np.uint64(32)).astype(np.int64)
    j = (codes & np.uint64(0xFFFFFFFF)).astype(np.int64)
    agree = np.zeros(len(i), dtype=np.int64)
    if len(i):
        cache: dict[str, Shard] = {}
        own = np.asarray(Shard(shards[part]).array("f_sketches"))
        partners, partner_at = np.unique(j, return_inverse=True)
        theirs = _rows_of(shards, bounds, partners, "f_sketches", cache)
        step = max(1, (1 << 22) // max(num_perm, 1))
        for lo in range(0, len(i), step):
            piece = slice(lo, lo + step)
            agree[piece] = (own[i[piece] - bounds[part]] == theirs[partner_at[piece]]).sum(1)
    keep = agree >= needed
    return _write_pairs(out, i[keep], j[keep], agree[keep] / num_perm, bounds)


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
    key, table, prints, doc = _concat_rows(key_shards, bucket, ("key", "table", "print", "doc"),
                                           (np.uint64, np.int32, np.uint64, np.int64))
    permutations = table_permutations(radius, blocks)
    found_i, found_j, found_d = [], [], []
    known, first = np.unique(doc, return_index=True)
    print_of = prints[first]
    for t in np.unique(table).tolist():
        rows = np.flatnonzero(table == t)
        order, group = _dense_groups(key[rows])
        i, j = _grouped_pairs(group, doc[rows][order])
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
    return _write_pairs(out, i, j, 1.0 - distance / BITS, bounds)


def imatch_frequencies(path: str, buckets: int, out: str) -> dict:
    """Task: the document frequency of every term of a shard's included documents, split
    by term bucket."""
    shard = Shard(path)
    features = _take_features(shard, _included(shard))
    terms, df = np.unique(features.hashes, return_counts=True)
    return _write_split(out, {"term": terms, "df": df.astype(np.int64)},
                        (terms % np.uint64(buckets)).astype(np.int64), buckets)


def imatch_frequency_sum(df_shards: Sequence[str], bucket: int, out: str) -> dict:
    """Task: the corpus document frequency of the terms of one bucket."""
    terms, df = _concat_rows(df_shards, bucket, ("term", "df"), (np.uint64, np.int64))
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
    features = _take_features(shard, docs)
    table = method._idf_table
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
    digest, counts = digests(features, method.idf_band, table)
    usable = counts > 0
    digest, doc = digest[usable], (start + docs)[usable]
    return _write_split(out, {"d0": digest[:, 0].copy(), "d1": digest[:, 1].copy(), "doc": doc},
                        (digest[:, 0] % np.uint64(buckets)).astype(np.int64), buckets)


def imatch_bucket(digest_shards: Sequence[str], bucket: int, bounds: np.ndarray,
                  out: str) -> dict:
    """Task: every pair of documents with equal digests in one bucket (similarity 1)."""
    d0, d1, doc = _concat_rows(digest_shards, bucket, ("d0", "d1", "doc"),
                               (np.uint64, np.uint64, np.int64))
    order = np.argsort(doc, kind="stable")
    digest = np.stack([d0[order], d1[order]], axis=1) if len(order) else \
        np.empty((0, 2), np.uint64)
    i, j = equal_digest_pairs(digest, np.ones(len(order), dtype=bool))
    doc = doc[order]
    return _write_pairs(out, doc[i], doc[j], np.ones(len(i)), bounds)


# ---------------------------------------------------------------------------- clusters

def components(pair_shards: Sequence[str], shards: Sequence[str], bounds: np.ndarray,
               out: str) -> dict:
    """Task: connected components of the pair graph over the documents in pairs: per such
    document (``nodes``, ascending) its component's first member and its representative
    (largest size, ties to the earliest)."""
    from scipy.sparse import coo_matrix
    from scipy.sparse.csgraph import connected_components

    i_parts, j_parts = [], []
    for path in pair_shards:
        shard = Shard(path)
        i_parts.append(np.asarray(shard.array("i")))
        j_parts.append(np.asarray(shard.array("j")))
    i = np.concatenate([np.empty(0, np.int64)] + i_parts)
    j = np.concatenate([np.empty(0, np.int64)] + j_parts)
    del i_parts, j_parts
    nodes = np.unique(np.concatenate([i, j]))
    n = len(nodes)
    graph = coo_matrix((np.ones(len(i), dtype=np.int8),
                        (np.searchsorted(nodes, i), np.searchsorted(nodes, j))), shape=(n, n))
    del i, j
    count, label = connected_components(graph, directed=False)
    del graph
    first_at = np.unique(label, return_index=True)[1]  # nodes ascend: first = smallest
    first = nodes[first_at][label]
    sizes = _rows_of(shards, bounds, nodes, "sizes") if n else np.empty(0, np.int64)
    order = np.lexsort((nodes, -sizes, label))
    starts = np.flatnonzero(np.diff(label[order], prepend=-1))
    representative = np.empty(count, dtype=np.int64)
    representative[label[order][starts]] = nodes[order][starts]
    write_shard(out, {"nodes": nodes, "first": first, "representative": representative[label]})
    return {"shard": out, "nodes": n, "components": int(count)}


def _component_slice(component_shard: Shard, start: int, stop: int
                     ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(positions, first, representative) of the shard's documents [start, stop) in pairs."""
    nodes = component_shard.array("nodes")
    lo, hi = np.searchsorted(nodes, [start, stop])
    return (np.asarray(nodes[lo:hi]) - start, np.asarray(component_shard.array("first")[lo:hi]),
            np.asarray(component_shard.array("representative")[lo:hi]))


def first_ranks(path: str, start: int, component_shard: str, out: str) -> int:
    """Task: which of a shard's documents are the first members of their clusters, ranked;
    returns how many (clusters are numbered by first member in input order)."""
    shard = Shard(path)
    is_first = np.asarray(shard.array("status")) == OK_CODE
    positions, first, _ = _component_slice(Shard(component_shard), start,
                                           start + len(is_first))
    is_first[positions] &= first == start + positions
    rank = np.cumsum(is_first, dtype=np.int64) - 1
    write_shard(out, {"rank": rank})
    return int(is_first.sum())


def _ids(shards: Sequence[str], bounds: np.ndarray, docs: np.ndarray, renames: dict[int, str],
         cache: dict[str, Shard]) -> list[str]:
    """The (unique) ids of global documents ``docs``."""
    docs = np.asarray(docs, dtype=np.int64)
    out: list[str] = [""] * len(docs)
    where = np.searchsorted(bounds, docs, side="right") - 1
    for s in np.unique(where).tolist():
        path = shards[s]
        shard = cache[path] if path in cache else cache.setdefault(path, Shard(path))
        at = np.flatnonzero(where == s)
        names = decode_strings(shard.array("id_data"), shard.array("id_offsets"),
                               docs[at] - bounds[s])
        for k, name in zip(at.tolist(), names):
            out[k] = name
    for k, doc in enumerate(docs.tolist()):
        if doc in renames:
            out[k] = renames[doc]
    return out


def write_output(part: int, shards: Sequence[str], bounds: np.ndarray,
                 component_shard: str | None, rank_shards: Sequence[str],
                 label_offsets: np.ndarray, pair_shards: Sequence[str],
                 renames: dict[int, str], formats: tuple[str, str | None], out: str
                 ) -> tuple[dict, dict | None]:
    """Task: the output records of shard ``part``'s documents (and of the pairs whose first
    document is one of them), written as text shards in the output's format."""
    cache: dict[str, Shard] = {}
    path = shards[part]
    shard = cache.setdefault(path, Shard(path))
    start, stop = int(bounds[part]), int(bounds[part + 1])
    n = stop - start
    docs = np.arange(start, stop, dtype=np.int64)
    ids = _ids(shards, bounds, docs, renames, cache)
    urls = decode_strings(shard.array("url_data"), shard.array("url_offsets"), np.arange(n))
    reasons = decode_strings(shard.array("reason_data"), shard.array("reason_offsets"),
                             np.arange(n), np.asarray(shard.array("reason_present")))
    status = np.asarray(shard.array("status"))
    sizes = np.asarray(shard.array("sizes")).tolist()
    included = status == OK_CODE
    labels = np.full(n, -1, dtype=np.int64)
    representative = np.where(included, docs, -1)
    own_rank = np.asarray(Shard(rank_shards[part]).array("rank"))
    labels[included] = label_offsets[part] + own_rank[included]
    if component_shard is not None:
        positions, first, rep = _component_slice(Shard(component_shard), start, stop)
        representative[positions] = rep
        where = np.searchsorted(bounds, first, side="right") - 1
        for s in np.unique(where).tolist():
            at = np.flatnonzero(where == s)
            ranks = np.asarray(Shard(rank_shards[s]).array("rank")[first[at] - bounds[s]])
            labels[positions[at]] = label_offsets[s] + ranks
    rep_ids = _ids(shards, bounds, representative[included], renames, cache)
    rep_names: list[str | None] = [None] * n
    for k, name in zip(np.flatnonzero(included).tolist(), rep_ids):
        rep_names[k] = name
    label_list = labels.tolist()
    records = ({"id": ids[k], "url": urls[k],
                "cluster": label_list[k] if label_list[k] >= 0 else None,
                "representative": rep_names[k], "status": STATUS[status[k]],
                "reason": reasons[k], "signatures": sizes[k]} for k in range(n))
    text = io.StringIO()
    write_records(records, CLUSTER_FIELDS, text, formats[0])
    clusters = write_text_shard(f"{out}/clusters-{part:06d}.txt", text.getvalue())
    if formats[1] is None:
        return clusters, None
    i, j, similarity = _concat_rows(pair_shards, part, ("i", "j", "similarity"),
                                    (np.int64, np.int64, np.float64))
    order = np.lexsort((j, i))
    i, j, similarity = i[order], j[order], similarity[order]
    a_ids = [ids[k] for k in (i - start).tolist()]
    b_ids = _ids(shards, bounds, j, renames, cache)
    pair_records = ({"a": a, "b": b, "similarity": round(s, 6)}
                    for a, b, s in zip(a_ids, b_ids, similarity.tolist()))
    text = io.StringIO()
    write_records(pair_records, PAIR_FIELDS, text, formats[1])
    return clusters, write_text_shard(f"{out}/pairs-{part:06d}.txt", text.getvalue())


# ------------------------------------------------------------------------------ client

@dataclass
class ShardedResult:
    """What a Dask run leaves: counts, warnings' samples, and the output as text shards in
    the working folder (``write_clusters`` / ``write_pairs`` stream them; ``close`` removes
    the folder). Holds nothing corpus-sized."""

    folder: str
    summary: dict[str, int]
    cluster_shards: list[dict]
    pair_shards: list[dict | None]
    formats: tuple[str, str | None]
    errors: list[tuple[Document, str]] = field(default_factory=list)
    n_errors: int = 0
    noted: list[Document] = field(default_factory=list)
    n_noted: int = 0
    renamed: list[str] = field(default_factory=list)
    n_renamed: int = 0
    received: list[int] = field(default_factory=list)
    """The size (bytes, ``dask.sizeof``) of every result the client gathered."""
    keep: bool = False

    def counts(self) -> dict[str, int]:
        return dict(self.summary)

    def _write(self, entries: Sequence[dict | None], fmt: str, fields: tuple[str, ...],
               stream) -> None:
        if not entries and fmt == "csv":
            write_records(iter(()), fields, stream, fmt)
        for k, entry in enumerate(entries):
            copy_text_shard(entry, stream, skip_first_line=fmt == "csv" and k > 0)

    def write_clusters(self, stream) -> None:
        """Copy the cluster records, in input order, to a text stream."""
        self._write(self.cluster_shards, self.formats[0], CLUSTER_FIELDS, stream)

    def write_pairs(self, stream) -> None:
        """Copy the pair records, sorted by (a, b) in input order, to a text stream."""
        if self.formats[1] is None:
            raise ValueError("this run wrote no pairs (pairs_format was None)")
        self._write(self.pair_shards, self.formats[1], PAIR_FIELDS, stream)

    def close(self) -> None:
        """Remove the run's working folder (unless it was asked to be kept)."""
        if not self.keep:
            shutil.rmtree(self.folder, ignore_errors=True)

    def __enter__(self) -> ShardedResult:
        return self

    def __exit__(self, *exc) -> None:
        self.close()


class _Tasks:
    """Submits tasks and gathers their (small) results, noting the size of each."""

    def __init__(self, client) -> None:
        from dask.sizeof import sizeof

        self.client, self.sizeof, self.received = client, sizeof, []

    def submit(self, fn, *args, **kwargs):
        return self.client.submit(fn, *args, pure=False, **kwargs)

    def gather(self, futures: list) -> list:
        results = self.client.gather(futures)
        self.received.extend(int(self.sizeof(r)) for r in results)
        return results


def cluster_files(inputs: Sequence[str | os.PathLike], threshold: float, params: dict,
                  scheduler: str | None = None, batch_size: int = DEFAULT_BATCH_SIZE,
                  work_dir: str | os.PathLike | None = None, cluster_format: str = "jsonl",
                  pairs_format: str | None = "jsonl", shard_docs: int = SHARD_DOCS,
                  keep: bool = False) -> ShardedResult:
    """Cluster the documents of ``inputs`` on Dask; the output records, byte for byte the
    local engine's, are left as text shards in a new folder under ``work_dir`` (default: the
    system's temporary folder), which every worker and the client must reach."""
    threshold = check_threshold(threshold)
    extractor = from_params(params)
    params = extractor.params()
    root = Path(work_dir) if work_dir is not None else Path(tempfile.gettempdir())
    root.mkdir(parents=True, exist_ok=True)
    folder = tempfile.mkdtemp(prefix="spotsigs-dask-", dir=root)
    client, local_cluster = _client(scheduler)
    try:
        tasks = _Tasks(client)
        result = _run(tasks, extractor, params, inputs, threshold, batch_size, folder,
                      (cluster_format, pairs_format), max(1, shard_docs))
        result.received = tasks.received
        result.keep = keep
        return result
    except BaseException:
        if not keep:
            shutil.rmtree(folder, ignore_errors=True)
        raise
    finally:
        client.close()
        if local_cluster is not None:
            local_cluster.close()


def _run(tasks: _Tasks, extractor, params: dict, inputs, threshold: float, batch_size: int,
         folder: str, formats: tuple[str, str | None], shard_docs: int) -> ShardedResult:
    client = tasks.client
    files = [(str(path), name) for path, name in iter_input_files(inputs)]
    paths, names = [p for p, _ in files], [n for _, n in files]
    workers = max(1, sum(client.nthreads().values()))
    groups = file_groups([_file_size(p) for p in paths], workers)
    summaries = tasks.gather([
        tasks.submit(extract_group, paths[g], names[g], params, folder, k, batch_size,
                     shard_docs) for k, g in enumerate(groups)])
    shards = [path for s in summaries for path, _ in s["shards"]]
    bounds = np.concatenate([[0], np.cumsum([n for s in summaries for _, n in s["shards"]])]
                            ).astype(np.int64)
    buckets = max(2, 2 * workers)
    # Ids: repeated hashes per bucket, then the documents they touch, renamed here.
    repeated_futures = [tasks.submit(repeated_id_hashes, shards, b, buckets)
                        for b in range(buckets)] if shards else []
    # Pairs, by the method's matcher (started before the ids come back).
    sizes = {}
    for s in summaries:
        for size, count in s["sizes"]:
            sizes[size] = sizes.get(size, 0) + count
    kept = sum(sizes.values())
    pair_futures = _pair_tasks(tasks, extractor, params, threshold, shards, bounds, sizes,
                               kept, buckets, folder) if kept else []
    repeated = np.array(sorted(h for part in tasks.gather(repeated_futures) for h in part),
                        dtype=np.uint64)
    renames: dict[int, str] = {}
    renamed: list[str] = []
    if len(repeated):
        involved = sorted(d for part in tasks.gather([
            tasks.submit(involved_documents, path, int(bounds[k]), repeated)
            for k, path in enumerate(shards)]) for d in part)
        documents = [Document(doc_id=i, url="", content=None, source=src)
                     for _, i, src in involved]
        made = unique_ids(documents, lambda d, new: renamed.append(
            f"{d.doc_id!r} in {d.source or 'input'} -> {new!r}"))
        for (doc, old, _), document in zip(involved, made):
            if document.doc_id != old:
                renames[doc] = document.doc_id
    pair_summaries = tasks.gather(pair_futures)
    pair_shards = [p["shard"] for p in pair_summaries]
    n_pairs = sum(p["pairs"] for p in pair_summaries)
    component = None
    multi = 0
    if n_pairs:
        component_summary = tasks.gather([tasks.submit(
            components, pair_shards, shards, bounds, f"{folder}/components")])[0]
        component, multi = component_summary["shard"], component_summary["components"]
    rank_shards = [f"{folder}/ranks/r{k:06d}" for k in range(len(shards))]
    firsts = tasks.gather([tasks.submit(first_ranks, path, int(bounds[k]), component,
                                        rank_shards[k])
                           if component else
                           tasks.submit(first_ranks_alone, path, rank_shards[k])
                           for k, path in enumerate(shards)])
    label_offsets = np.concatenate([[0], np.cumsum(firsts)]).astype(np.int64)
    written = tasks.gather([tasks.submit(
        write_output, k, shards, bounds, component, rank_shards, label_offsets,
        pair_shards, renames, formats, f"{folder}/output") for k in range(len(shards))])
    counts = {name: sum(s["counts"][name] for s in summaries) for name in STATUS}
    summary = {"documents": int(bounds[-1]), OK: counts[OK], SYNTHETIC: counts[SYNTHETIC],
               "errors": counts[ERROR], "pairs": n_pairs, "clusters": int(label_offsets[-1]),
               "multi_page_clusters": multi}
    return ShardedResult(
        folder, summary, [w[0] for w in written], [w[1] for w in written], formats,
        errors=[e for s in summaries for e in s["errors"]][:SAMPLES],
        n_errors=sum(s["n_errors"] for s in summaries),
        noted=[d for s in summaries for d in s["noted"]][:SAMPLES],
        n_noted=sum(s["n_noted"] for s in summaries),
        renamed=renamed[:1], n_renamed=len(renamed))


def first_ranks_alone(path: str, out: str) -> int:
    """Task: ``first_ranks`` when there are no pairs (every included document is first)."""
    is_first = np.asarray(Shard(path).array("status")) == OK_CODE
    write_shard(out, {"rank": np.cumsum(is_first, dtype=np.int64) - 1})
    return int(is_first.sum())


def _pair_tasks(tasks: _Tasks, extractor, params: dict, threshold: float, shards: list[str],
                bounds: np.ndarray, sizes: dict[int, int], kept: int, buckets: int,
                folder: str) -> list:
    """Futures of the tasks that write the pair shards, by the method's matcher."""
    matcher = extractor.matcher
    parts = len(shards)
    if matcher == "join":
        included = np.array(sorted(sizes), dtype=np.int64)
        return [tasks.submit(join_partition, shards, bounds, lo, hi, reach, threshold,
                             f"{folder}/pairs/join-{k:05d}")
                for k, (lo, hi, reach) in enumerate(partition_bounds(
                    included, threshold, int(included.max(initial=0))))]
    if matcher == "lsh":
        t = threshold if extractor.agree is None else extractor.agree / extractor.num_perm
        needed = int(np.ceil(t * extractor.num_perm - EPS))
        keys = [tasks.submit(lsh_keys, path, int(bounds[k]), params, t, buckets,
                             f"{folder}/lsh/keys-{k:06d}") for k, path in enumerate(shards)]
        key_shards = [k["shard"] for k in tasks.gather(keys)]
        candidates = [tasks.submit(lsh_bucket, key_shards, b, bounds,
                                   f"{folder}/lsh/candidates-{b:05d}") for b in range(buckets)]
        candidate_shards = [c["shard"] for c in tasks.gather(candidates)]
        return [tasks.submit(lsh_verify, candidate_shards, k, shards, bounds, needed,
                             extractor.num_perm, f"{folder}/pairs/lsh-{k:06d}")
                for k in range(parts)]
    if matcher == "hamming":
        radius = hamming_radius(threshold, extractor.k_bits)
        blocks = choose_blocks(kept, radius)
        keys = [tasks.submit(hamming_keys, path, int(bounds[k]), radius, blocks, buckets,
                             f"{folder}/hamming/keys-{k:06d}") for k, path in enumerate(shards)]
        key_shards = [k["shard"] for k in tasks.gather(keys)]
        return [tasks.submit(hamming_bucket, key_shards, b, radius, blocks, bounds,
                             f"{folder}/pairs/hamming-{b:05d}") for b in range(buckets)]
    if matcher == "digest":
        sum_shards = None
        if extractor._idf_table is None:
            frequencies = [tasks.submit(imatch_frequencies, path, buckets,
                                        f"{folder}/imatch/df-{k:06d}")
                           for k, path in enumerate(shards)]
            df_shards = [f["shard"] for f in tasks.gather(frequencies)]
            sums = [tasks.submit(imatch_frequency_sum, df_shards, b,
                                 f"{folder}/imatch/dfsum-{b:05d}") for b in range(buckets)]
            sum_shards = [s["shard"] for s in tasks.gather(sums)]
        digest = [tasks.submit(imatch_digests, path, int(bounds[k]), params, kept, sum_shards,
                               buckets, f"{folder}/imatch/digests-{k:06d}")
                  for k, path in enumerate(shards)]
        digest_shards = [d["shard"] for d in tasks.gather(digest)]
        return [tasks.submit(imatch_bucket, digest_shards, b, bounds,
                             f"{folder}/pairs/imatch-{b:05d}") for b in range(buckets)]
    raise ValueError(f"the dask engine has no matcher {matcher!r}")


__all__ = ["ShardError", "ShardedResult", "cluster_files", "file_groups", "partition_bounds",
           "partition_pairs", "partition_tasks"]
