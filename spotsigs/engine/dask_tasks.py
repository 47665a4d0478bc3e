"""Dask tasks of the sharded engine (``spotsigs.engine.dask``): extraction into shards, the
ids that repeat, the cluster numbering and the output records, each reading and writing
shards in the working folder (the components are ``dask_components``)."""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor

import numpy as np

from spotsigs.engine.dask_io import StdinPart, read_input, write_record_shard
from spotsigs.engine.extraction import ExtractedBatch
from spotsigs.engine.pipeline import DEFAULT_BATCH_SIZE, concatenated, extract
from spotsigs.engine.shards import (
    Shard,
    concat_rows,
    decode_strings,
    encode_strings,
    feature_columns,
    write_shard,
)
from spotsigs.methods import from_params
from spotsigs.pagemodel import ERROR, OK, SKIPPED, SYNTHETIC
from spotsigs.readers import ReadOptions
from spotsigs.results.records import (
    CLUSTER_FIELDS,
    PAIR_FIELDS,
    cluster_record,
    pair_record,
)
from spotsigs.soft404 import document_url_keys, soft_404_reason

# Input bytes per extraction task at most (a bigger file is a task of its own).
MAX_TASK_BYTES = 64 * 2**20
# Documents per extract shard at most: bounds what a task holds (and its output records).
SHARD_DOCS = 16384
# Error and note samples an extraction task returns (the command line shows 20).
SAMPLES = 20
STATUS = (OK, SYNTHETIC, ERROR, SKIPPED)
OK_CODE = 0
MISSING_DASK = ("the dask engine needs Dask: pip install 'spotsigs[dask]' "
                "(dask and distributed)")


# --------------------------------------------------------------------------- extraction

def _hash_text(text: str) -> int:
    """A stable 64-bit hash of a string (ids; never Python's ``hash``)."""
    return int.from_bytes(hashlib.blake2b(text.encode("utf-8", "surrogatepass"),
                                          digest_size=8).digest(), "little")


def _ancestors(doc_id: str) -> list[str]:
    """Every prefix of an id before a ``#``: the ids it could be a ``#N`` renaming of."""
    return [doc_id[:k] for k, char in enumerate(doc_id) if char == "#"]


def _write_extracted(folder: str, batches: list[ExtractedBatch]) -> dict:
    """Write extracted batches as one shard; returns its summary (counts, size histogram,
    error and note samples)."""
    documents = [d for b in batches for d in b.documents]
    status = [s for b in batches for s in b.status]
    reasons = [r for b in batches for r in b.reasons]
    features = concatenated(batches)
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
    host_hash, path_hash = document_url_keys([d.url for d in documents], ids)
    write_shard(folder, {
        "id_data": id_data, "id_offsets": id_offsets,
        "id_hash": np.array([_hash_text(i) for i in ids], dtype=np.uint64),
        "ancestor_offsets": ancestor_offsets,
        "ancestor_hashes": np.array([h for a in ancestors for h in a], dtype=np.uint64),
        "url_data": url_data, "url_offsets": url_offsets,
        "reason_data": reason_data, "reason_offsets": reason_offsets,
        "reason_present": reason_present,
        "source": np.array([source_index[d.source] for d in documents], dtype=np.int32),
        "status": codes, "sizes": sizes, **feature_columns(features),
        "http_status": np.array([-1 if d.http_status is None else d.http_status
                                 for d in documents], dtype=np.int32),
        "words": np.concatenate([np.empty(0, np.int64)] + [b.words for b in batches]),
        "host_hash": host_hash, "path_hash": path_hash,
    }, {"kind": features.kind, "documents": len(documents), "sources": sources})
    errors = [(d, r) for d, s, r in zip(documents, status, reasons) if s == ERROR]
    noted = [d for d, s in zip(documents, status) if d.note and s != ERROR]
    return {"shard": folder, "documents": len(documents),
            "counts": {name: status.count(name) for name in STATUS},
            **size_histogram(sizes, codes), "errors": errors[:SAMPLES], "n_errors": len(errors),
            "noted": noted[:SAMPLES], "n_noted": len(noted)}


def size_histogram(sizes: np.ndarray, status: np.ndarray) -> dict[str, list[int]]:
    """The sizes of a shard's included documents, as ``sizes`` and their ``size_counts``:
    what the client plans the join's length partitions from."""
    included_sizes, size_counts = np.unique(sizes[status == OK_CODE], return_counts=True)
    return {"sizes": included_sizes.tolist(), "size_counts": size_counts.tolist()}


def extract_group(paths: Sequence[str | StdinPart], names: Sequence[str], params: dict,
                  folder: str, group: int, batch_size: int = DEFAULT_BATCH_SIZE,
                  shard_docs: int = SHARD_DOCS, options: ReadOptions = ReadOptions()) -> dict:
    """Task: read a group of input files (or spooled parts of standard input) in order and
    write their features as shards of at most ``shard_docs`` documents; returns one summary
    of them all (the shards in order with their document counts, the counts by status, the
    size histogram, the first samples).

    The work runs on a thread of its own. A Dask worker's profiler takes the frames of its
    task threads (``sys._current_frames``, every 10 ms) and lets them go on its event loop's
    thread; a Resiliparse tree is bound to the thread that made it, and one whose last
    reference went with such a frame could not be freed there: it leaked, with a warning
    (tests/engine/test_dask_threads.py). The profiler does not sample this thread."""
    with ThreadPoolExecutor(1, thread_name_prefix="spotsigs-extract") as own:
        return own.submit(_extract_group, paths, names, params, folder, group, batch_size,
                          shard_docs, options).result()


def _extract_group(paths: Sequence[str | StdinPart], names: Sequence[str], params: dict,
                   folder: str, group: int, batch_size: int, shard_docs: int,
                   options: ReadOptions) -> dict:
    """``extract_group``'s work, on the thread it runs it on."""
    extractor = from_params(params)
    summaries: list[dict] = []
    pending: list[ExtractedBatch] = []
    held = 0

    def flush() -> None:
        summaries.append(_write_extracted(
            f"{folder}/extract/g{group:06d}-{len(summaries):04d}", pending))

    for path, name in zip(paths, names):
        for batch in extract(read_input(path, name, options), extractor,
                             batch_size=batch_size):
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
    be a ``#N`` renaming of, has a repeated hash: the repeats ``unique_ids`` renames and
    the real ids (``a#2`` of a repeated ``a``) their new names must not take."""
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


# ---------------------------------------------------------------------------- clusters

def _component_slice(component_shard: Shard, start: int, stop: int
                     ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(positions, first, representative) of the shard's documents [start, stop) in pairs."""
    nodes = component_shard.array("nodes")
    lo, hi = np.searchsorted(nodes, [start, stop])
    return (np.asarray(nodes[lo:hi]) - start, np.asarray(component_shard.array("first")[lo:hi]),
            np.asarray(component_shard.array("representative")[lo:hi]))


def flagged_in(flagged_shards: Sequence[str], start: int, stop: int
               ) -> tuple[np.ndarray, np.ndarray]:
    """(positions in [start, stop), group paths) of the soft-404 documents of that range,
    from the shards ``dask_soft404.soft404_bucket`` wrote."""
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


def _status(shard: Shard, start: int, soft404: Sequence[str]) -> np.ndarray:
    """A shard's status codes, with its soft-404 pages (``dask_soft404``) synthetic."""
    status = np.array(shard.array("status"))
    if soft404:
        positions, _ = flagged_in(soft404, start, start + len(status))
        status[positions] = STATUS.index(SYNTHETIC)
    return status


def first_ranks(path: str, start: int, component_shard: str | None, out: str,
                soft404: Sequence[str] = ()) -> int:
    """Task: which of a shard's documents are the first members of their clusters, ranked;
    returns how many (clusters are numbered by first member in input order). Without a
    component shard (no pairs) every included document is first."""
    shard = Shard(path)
    is_first = _status(shard, start, soft404) == OK_CODE
    if component_shard is not None:
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
                 renames: dict[int, str], formats: tuple[str, str | None], out: str,
                 soft404: Sequence[str] = ()) -> tuple[dict, dict | None]:
    """Task: the output records of shard ``part``'s documents (and of the pairs whose first
    document is one of them), written as shards in the output's format (``dask_io``)."""
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
    status = _status(shard, start, soft404)
    for k, paths in zip(*map(np.ndarray.tolist, flagged_in(soft404, start, stop))):
        reasons[k] = soft_404_reason(urls[k] or ids[k], paths, reasons[k])
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
    http = [None if h < 0 else h for h in np.asarray(shard.array("http_status")).tolist()]
    records = (cluster_record(ids[k], urls[k], label_list[k], rep_names[k], STATUS[status[k]],
                              reasons[k], sizes[k], http[k]) for k in range(n))
    clusters = write_record_shard(records, CLUSTER_FIELDS, formats[0],
                                  f"{out}/clusters-{part:06d}")
    if formats[1] is None:
        return clusters, None
    i, j, similarity = concat_rows(pair_shards, part, ("i", "j", "similarity"),
                                    (np.int64, np.int64, np.float64))
    order = np.lexsort((j, i))
    i, j, similarity = i[order], j[order], similarity[order]
    a_ids = [ids[k] for k in (i - start).tolist()]
    b_ids = _ids(shards, bounds, j, renames, cache)
    pair_records = (pair_record(a, b, s) for a, b, s in zip(a_ids, b_ids, similarity.tolist()))
    return clusters, write_record_shard(pair_records, PAIR_FIELDS, formats[1],
                                        f"{out}/pairs-{part:06d}")
