"""The extract stage on Dask: a task per contiguous group of input files reads them and writes
shards of at most ``shard_docs`` documents (ids, URLs, status, reasons, sizes, id hashes, host
keys and the features); the client gets counts, the sizes of the included documents (a
histogram per shard: what the join is planned on) and a few samples of problems. Document
``k`` of shard ``s`` is global document ``bounds[s] + k``: input order."""

from __future__ import annotations

import hashlib
from collections.abc import Iterator, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import replace

import numpy as np

from spotsigs.columns import decode_strings, encode_strings
from spotsigs.engine.dask.io import (
    InputFile,
    StdinPart,
    input_parts,
    is_plain_jsonl,
    jsonl_parts,
    line_range,
    read_input,
)
from spotsigs.engine.dask.shards import Shard, ShardSet, feature_columns, write_shard
from spotsigs.engine.dask.state import Cluster, Sharded, TaskRun
from spotsigs.engine.extraction import ExtractedBatch
from spotsigs.engine.local import corpus_of, extract
from spotsigs.engine.run import Run
from spotsigs.methods import from_params
from spotsigs.outcome import SAMPLES, Problems
from spotsigs.pagemodel import ERROR, OK, SKIPPED, SYNTHETIC
from spotsigs.readers import Document
from spotsigs.soft404 import document_url_keys

MAX_TASK_BYTES = 64 * 2**20
"""Input bytes per extraction task at most (a bigger file is a task of its own)."""
SPLIT_MIN_BYTES = 4 * 2**20
"""A JSON-lines file is cut in parts for extraction only past this size (and past a task's
share of the input)."""
STATUS = (OK, SYNTHETIC, ERROR, SKIPPED)
"""The status codes of the shards' ``status`` column."""
OK_CODE = 0


def hash_text(text: str) -> int:
    """A stable 64-bit hash of a string (ids; never Python's ``hash``)."""
    return int.from_bytes(hashlib.blake2b(text.encode("utf-8", "surrogatepass"),
                                          digest_size=8).digest(), "little")


def _ancestors(doc_id: str) -> list[str]:
    """Every prefix of an id before a ``#``: the ids it could be a ``#N`` renaming of."""
    return [doc_id[:k] for k, char in enumerate(doc_id) if char == "#"]


def _id_columns(ids: list[str]) -> dict[str, np.ndarray]:
    """The ids, their hashes and the hashes of the ids each could be a renaming of."""
    ancestors = [[hash_text(a) for a in _ancestors(i)] if "#" in i else [] for i in ids]
    ancestor_offsets = np.zeros(len(ids) + 1, dtype=np.int64)
    np.cumsum([len(a) for a in ancestors], out=ancestor_offsets[1:])
    id_data, id_offsets, _ = encode_strings(ids)
    return {"id_data": id_data, "id_offsets": id_offsets,
            "id_hash": np.array([hash_text(i) for i in ids], dtype=np.uint64),
            "ancestor_offsets": ancestor_offsets,
            "ancestor_hashes": np.array([h for a in ancestors for h in a], dtype=np.uint64)}


def size_histogram(sizes: np.ndarray, status: np.ndarray) -> dict[str, list[int]]:
    """The sizes of a shard's included documents, as ``sizes`` and their ``size_counts``:
    what the client plans the join's length partitions from."""
    included_sizes, size_counts = np.unique(sizes[status == OK_CODE], return_counts=True)
    return {"sizes": included_sizes.tolist(), "size_counts": size_counts.tolist()}


def write_extracted(folder: str, batches: list[ExtractedBatch]) -> dict:
    """Write extracted batches as one shard; returns its summary (counts, size histogram,
    error and note samples)."""
    corpus = corpus_of(batches)
    documents, status, reasons = corpus.documents, corpus.status, corpus.reasons
    sizes = np.asarray(corpus.features.sizes, dtype=np.int64)
    codes = np.array([STATUS.index(s) for s in status], dtype=np.uint8)
    ids = [d.doc_id for d in documents]
    sources = list(dict.fromkeys(d.source for d in documents))
    source_index = {s: k for k, s in enumerate(sources)}
    url_data, url_offsets, _ = encode_strings([d.url for d in documents])
    reason_data, reason_offsets, reason_present = encode_strings(reasons)
    lang_data, lang_offsets, _ = encode_strings(corpus.languages)
    host_hash, path_hash = document_url_keys([d.url for d in documents], ids)
    write_shard(folder, {
        **_id_columns(ids), "url_data": url_data, "url_offsets": url_offsets,
        "reason_data": reason_data, "reason_offsets": reason_offsets,
        "reason_present": reason_present, "lang_data": lang_data, "lang_offsets": lang_offsets,
        "source": np.array([source_index[d.source] for d in documents], dtype=np.int32),
        "status": codes, "sizes": sizes, **feature_columns(corpus.features),
        "http_status": np.array([-1 if d.http_status is None else d.http_status
                                 for d in documents], dtype=np.int32),
        "words": corpus.words, "host_hash": host_hash, "path_hash": path_hash,
    }, {"kind": corpus.features.kind, "documents": len(documents), "sources": sources})
    errors = [(d, r) for d, s, r in zip(documents, status, reasons) if s == ERROR]
    noted = [d for d, s in zip(documents, status) if d.note and s != ERROR]
    return {"shard": folder, "documents": len(documents),
            "counts": {name: status.count(name) for name in STATUS},
            **size_histogram(sizes, codes), "errors": errors[:SAMPLES], "n_errors": len(errors),
            "noted": noted[:SAMPLES], "n_noted": len(noted)}


def extract_group(paths: Sequence[InputFile | StdinPart | str], names: Sequence[str], spec: TaskRun,
                  group: int) -> dict:
    """Task: read a group of input files (or spooled parts of standard input) in order and
    write their features as shards of at most ``spec.shard_docs`` documents; returns one
    summary of them all (the shards in order with their document counts, the counts by
    status, the size histogram, the first samples), whose size does not grow with them.

    The work runs on a thread of its own. A Dask worker's profiler takes the frames of its
    task threads (``sys._current_frames``, every 10 ms) and lets them go on its event loop's
    thread; a Resiliparse tree is bound to the thread that made it, and one whose last
    reference went with such a frame could not be freed there: it leaked, with a warning
    (tests/engine/test_dask_threads.py). The profiler does not sample this thread."""
    with ThreadPoolExecutor(1, thread_name_prefix="spotsigs-extract") as own:
        return own.submit(_extract_group, paths, names, spec, group).result()


def _extract_group(paths: Sequence[InputFile | StdinPart | str], names: Sequence[str], spec: TaskRun,
                   group: int) -> dict:
    """``extract_group``'s work, on the thread it runs it on."""
    method = from_params(spec.params)
    summaries: list[dict] = []
    pending: list[ExtractedBatch] = []
    held = 0
    for path, name in zip(paths, names):
        for batch in extract(read_input(path, name, spec.options), method,
                             batch_size=spec.batch_size):
            pending.append(batch)
            held += len(batch.documents)
            if held >= spec.shard_docs:
                summaries.append(write_extracted(
                    spec.path("extract", f"g{group:06d}-{len(summaries):04d}"), pending))
                pending, held = [], 0
    if pending:
        summaries.append(write_extracted(
            spec.path("extract", f"g{group:06d}-{len(summaries):04d}"), pending))
    sizes: dict[int, int] = {}
    for s in summaries:
        for size, count in zip(s["sizes"], s["size_counts"]):
            sizes[size] = sizes.get(size, 0) + count
    return {"shards": [(s["shard"], s["documents"]) for s in summaries],
            "documents": sum(s["documents"] for s in summaries),
            "counts": {name: sum(s["counts"][name] for s in summaries) for name in STATUS},
            "sizes": sorted(sizes.items()),
            "errors": [e for s in summaries for e in s["errors"]][:SAMPLES],
            "n_errors": sum(s["n_errors"] for s in summaries),
            "noted": [d for s in summaries for d in s["noted"]][:SAMPLES],
            "n_noted": sum(s["n_noted"] for s in summaries)}


def task_bytes(sizes: Sequence[int], workers: int, max_bytes: int = MAX_TASK_BYTES) -> int:
    """Input bytes an extraction task aims at: about 4 tasks a worker, at most ``max_bytes``."""
    return max(1, min(max_bytes, -(-sum(sizes) // max(1, 4 * workers))))


def file_groups(sizes: Sequence[int], workers: int, max_bytes: int = MAX_TASK_BYTES
                ) -> list[slice]:
    """Contiguous groups of files, about 4 per worker and at most ``max_bytes`` each (a
    bigger file is a group of its own): a task per small file costs more to schedule than
    to run, and contiguous groups keep the input order."""
    target = task_bytes(sizes, workers, max_bytes)
    groups, start, filled = [], 0, 0
    for k, size in enumerate(sizes):
        if k > start and filled + size > target:
            groups.append(slice(start, k))
            start, filled = k, 0
        filled += size
    if start < len(sizes):
        groups.append(slice(start, len(sizes)))
    return groups


def byte_cuts(size: int, target: int) -> list[tuple[int, int | None]]:
    """A file of ``size`` bytes cut into equal ranges of at most about ``target`` bytes, the
    last open-ended (a file that grew is read to its end, as the local engine reads it)."""
    count = max(1, -(-size // max(1, target)))
    bounds = [size * k // count for k in range(count + 1)]
    return [(bounds[k], bounds[k + 1] if k + 1 < count else None) for k in range(count)]


def split_big_files(cluster: Cluster, items: list, names: list[str], sizes: list[int],
                    min_bytes: int | None = None) -> tuple[list, list[str], list[int]]:
    """(items, names, sizes) with every plain JSON-lines file bigger than a task's share
    (``task_bytes``, and ``min_bytes``, default SPLIT_MIN_BYTES) cut into parts at newlines,
    so that one big file is extracted on every worker, not on one. A task per part finds its lines; the client adds
    up their newlines so that each part numbers its lines (ids, messages) as the whole
    file's reader does."""
    target = max(SPLIT_MIN_BYTES if min_bytes is None else min_bytes,
                 task_bytes(sizes, cluster.workers))
    split = [k for k, item in enumerate(items) if is_plain_jsonl(item) and sizes[k] > target]
    if not split:
        return items, names, sizes
    cuts = {k: byte_cuts(sizes[k], target) for k in split}
    futures = {k: [cluster.submit(line_range, items[k].path, begin, end) for begin, end in c]
               for k, c in cuts.items()}
    ranges = {k: cluster.gather(f) for k, f in futures.items()}
    out_items, out_names, out_sizes = [], [], []
    for k, item in enumerate(items):
        parts = jsonl_parts(item, ranges[k]) if k in ranges else [item]
        out_items += parts
        out_names += [names[k]] * len(parts)
        out_sizes += [sizes[k] if p.first_line is None
                      else (sizes[k] if p.stop is None else p.stop) - p.start for p in parts]
    return out_items, out_names, out_sizes


def extract_stage(run: Run, cluster: Cluster, state: Sharded) -> Sharded:
    """Extract every input file on the cluster (standard input spooled into the working
    folder first, big JSON-lines files cut in parts), a task per group of files, as they
    finish told to ``run.progress``."""
    if run.documents is not None:
        raise ValueError("the dask engine reads input files: give inputs, not documents")
    paths, names, input_sizes = split_big_files(
        cluster, *input_parts(run.inputs, cluster.run.folder, run.options))
    futures = [cluster.submit(extract_group, paths[g], names[g], cluster.run, k)
               for k, g in enumerate(file_groups(input_sizes, cluster.workers))]
    for future in _as_completed(futures):
        run.counted(future.result()["documents"])
    summaries = cluster.gather(futures)
    shards = [shard for s in summaries for shard in s["shards"]]
    bounds = np.concatenate([[0], np.cumsum([n for _, n in shards])]).astype(np.int64)
    problems = Problems(
        [e for s in summaries for e in s["errors"]][:SAMPLES],
        sum(s["n_errors"] for s in summaries),
        [d for s in summaries for d in s["noted"]][:SAMPLES], sum(s["n_noted"] for s in summaries))
    return replace(state, shards=ShardSet(tuple(path for path, _ in shards), bounds),
                   histograms=tuple(dict(s["sizes"]) for s in summaries),
                   counts={name: sum(s["counts"][name] for s in summaries)
                           for name in STATUS},
                   problems=problems)


def read_extracted(shards: ShardSet, renames: dict[int, str]) -> Iterator[ExtractedBatch]:
    """The extract shards read back as batches, one shard at a time, in input order (ids as
    the ids stage made them; documents without their pages)."""
    for k, path in enumerate(shards.paths):
        shard = Shard(path)
        n = shards.stop(k) - shards.start(k)
        everyone = np.arange(n)
        ids = shards.ids(np.arange(shards.start(k), shards.stop(k)), renames, {path: shard})
        urls = decode_strings(shard.array("url_data"), shard.array("url_offsets"), everyone)
        reasons = decode_strings(shard.array("reason_data"), shard.array("reason_offsets"),
                                 everyone, np.asarray(shard.array("reason_present")))
        sources = shard.meta["sources"]
        source = np.asarray(shard.array("source")).tolist()
        http = np.asarray(shard.array("http_status")).tolist()
        documents = [Document(ids[d], urls[d], None, source=sources[source[d]],
                              http_status=None if http[d] < 0 else http[d]) for d in range(n)]
        yield ExtractedBatch(documents, shard.features(),
                             [STATUS[c] for c in np.asarray(shard.array("status")).tolist()],
                             reasons, np.asarray(shard.array("words")),
                             decode_strings(shard.array("lang_data"),
                                            shard.array("lang_offsets"), everyone))


def _as_completed(futures: list):
    """The futures as they finish (``distributed.as_completed``), imported on use."""
    if not futures:
        return iter(())
    from distributed import as_completed

    return as_completed(futures)
