"""The same flow as ``pipeline`` on a Dask cluster, with a client that holds no corpus.

Every stage is a set of tasks that read and write shards (``spotsigs.engine.shards``) in a
working folder that every worker and the client reach; only small summaries (counts, size
histograms, the rare repeated ids) come back to the client.

1. **extract**: a task per contiguous group of input files writes shards of at most
   ``shard_docs`` documents (ids, URLs, status, reasons, sizes, id hashes and the features)
   and returns counts, the sizes of its included documents (a histogram) and a few error
   samples. Document ``k`` of shard ``s`` is global document ``start[s] + k``: input order.
   **templates** (methods with a non-zero ``template_share``; ``dask_templates``): a task
   per shard counts its included pages per host, split by host bucket; a task per host
   bucket keeps the hosts with enough pages; a task per shard counts its pages of those
   hosts alone per (host, key), split by bucket of the pair; a task per pair bucket adds
   its pairs' counts up and writes their template keys (one site's keys spread over every
   bucket); when there are any, a task per shard drops its hosts' keys from its features,
   written as an overlay of the shard (new features and sizes, every other column the
   shard's) that every later stage reads, and returns the new size histogram the join is
   planned from.
2. **ids**: tasks over buckets of id hashes return the hashes seen more than once; a task
   per shard returns the documents whose id has such a hash, or whose id is a ``#N`` name
   a repeat could take (``a#2`` when ``a`` repeats: a real id the repeat must skip); the
   client runs ``unique_ids`` on these alone (every name a repeat of ``a`` can take or must
   avoid is among them): the same names as the local engine, which renames at assembly.
3. **pairs**, by the method's matcher, each writing pair shards sorted by (i, j) with the
   rows of each extract shard's documents marked (``splits``):
   ``join``: a task per length partition of the Jaccard bound reads, from every shard, the
   included documents of the sizes it needs (its band and the longer ones its bound
   reaches) and keeps the pairs whose shorter side is in its band; a partition of more than
   ``dask_pairs.JOIN_DOCS`` such documents is cut into blocks of shards, a task per pair of
   blocks (so a task's memory is bounded whatever the lengths). ``lsh``: band keys
   shuffled into buckets, candidates of a bucket split by the shard of their first
   document, verified per shard on the sketches. ``hamming``: Manku's permuted-table keys
   shuffled into buckets; a pair is kept only in the first table whose key it shares.
   ``digest``: document frequencies reduced per term bucket, digests per shard, equal
   digests grouped per digest bucket.
4. **clusters**: tasks per partition of documents compute the components of the pair graph
   in rounds (``dask_components``: min-label hooking and pointer jumping, then the
   representatives), leaving per partition its documents in pairs (everyone else is a
   cluster of one) with their first member and representative; a task per shard ranks
   its clusters' first members; the client sums
   the per-shard counts into offsets, and a task per shard writes its output records
   (clusters, and the pairs of its documents) as text shards.
5. The client copies the text shards, in order, into the output files (Parquet parts: their
   rows, a row group at a time, into one file: ``dask_io``).

Standard input is spooled by the client into the working folder as parts the extraction
tasks read like files (``dask_io``).

Output equals the local engine's byte for byte, whatever the number of workers.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np

from spotsigs.checks import check_threshold
from spotsigs.engine import dask_pairs
from spotsigs.engine.dask_components import find_components
from spotsigs.engine.dask_io import copy_parquet_shards, input_parts
from spotsigs.engine.dask_pairs import (
    hamming_bucket,
    hamming_keys,
    imatch_bucket,
    imatch_digests,
    imatch_frequencies,
    imatch_frequency_sum,
    join_blocks,
    join_partition,
    lsh_bucket,
    lsh_keys,
    lsh_verify,
    partition_bounds,
    partition_members,
    partition_pairs,
    partition_tasks,
)
from spotsigs.engine.dask_soft404 import soft404_bucket, soft404_candidates, soft404_filter
from spotsigs.engine.dask_tasks import (
    MAX_TASK_BYTES,
    MISSING_DASK,
    SAMPLES,
    SHARD_DOCS,
    STATUS,
    extract_group,
    first_ranks,
    involved_documents,
    repeated_id_hashes,
    write_output,
)
from spotsigs.engine.dask_templates import (
    template_bucket,
    template_counts,
    template_filter,
    template_hosts,
    template_pages,
)
from spotsigs.engine.pipeline import DEFAULT_BATCH_SIZE, unique_ids
from spotsigs.engine.shards import (
    ShardError,
    copy_text_shard,
)
from spotsigs.engine.workdir import make_run_folder, remove_folder
from spotsigs.methods import from_params
from spotsigs.methods.hamming import choose_blocks
from spotsigs.pagemodel import ERROR, OK, SKIPPED, SYNTHETIC
from spotsigs.readers import Document, ReadOptions
from spotsigs.results.records import (
    CLUSTER_FIELDS,
    PAIR_FIELDS,
    write_records,
)

__all__ = ["ShardedResult", "cluster_files", "file_groups", "partition_pairs", "partition_tasks"]

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
        if fmt == "parquet":  # a binary stream: the parts' rows, a row group at a time
            copy_parquet_shards(entries, fields, stream)
            return
        if not entries and fmt == "csv":
            write_records(iter(()), fields, stream, fmt)
        for k, entry in enumerate(entries):
            copy_text_shard(entry, stream, skip_first_line=fmt == "csv" and k > 0)

    def write_clusters(self, stream) -> None:
        """Copy the cluster records, in input order, to a text stream (binary for Parquet)."""
        self._write(self.cluster_shards, self.formats[0], CLUSTER_FIELDS, stream)

    def write_pairs(self, stream) -> None:
        """Copy the pair records, sorted by (a, b) in input order, to a text stream (binary
        for Parquet)."""
        if self.formats[1] is None:
            raise ValueError("this run wrote no pairs (pairs_format was None)")
        self._write(self.pair_shards, self.formats[1], PAIR_FIELDS, stream)

    def close(self) -> None:
        """Remove the run's working folder (unless it was asked to be kept)."""
        if not self.keep:
            remove_folder(self.folder)

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
                  keep: bool = False, options: ReadOptions = ReadOptions()) -> ShardedResult:
    """Cluster the documents of ``inputs`` (``-``: standard input, spooled there too) on Dask;
    the output records, byte for byte the local engine's, are left as shards (text, or
    Parquet parts) in a new folder under ``work_dir`` (a path or an fsspec URL; default: the
    system's temporary folder), which every worker and the client must reach."""
    threshold = check_threshold(threshold)
    extractor = from_params(params)
    params = extractor.params()
    folder = make_run_folder(work_dir)
    client, local_cluster = _client(scheduler)
    try:
        tasks = _Tasks(client)
        result = _run(tasks, extractor, params, inputs, threshold, batch_size, folder,
                      (cluster_format, pairs_format), max(1, shard_docs), options)
        result.received = tasks.received
        result.keep = keep
        return result
    except BaseException:
        if not keep:
            remove_folder(folder)
        raise
    finally:
        client.close()
        if local_cluster is not None:
            local_cluster.close()


def _run(tasks: _Tasks, extractor, params: dict, inputs, threshold: float, batch_size: int,
         folder: str, formats: tuple[str, str | None], shard_docs: int,
         options: ReadOptions) -> ShardedResult:
    client = tasks.client
    paths, names, input_sizes = input_parts(inputs, folder, options)
    workers = max(1, sum(client.nthreads().values()))
    groups = file_groups(input_sizes, workers)
    summaries = tasks.gather([
        tasks.submit(extract_group, paths[g], names[g], params, folder, k, batch_size,
                     shard_docs, options) for k, g in enumerate(groups)])
    shards = [path for s in summaries for path, _ in s["shards"]]
    bounds = np.concatenate([[0], np.cumsum([n for s in summaries for _, n in s["shards"]])]
                            ).astype(np.int64)
    buckets = max(2, 2 * workers)
    # Ids: repeated hashes per bucket, then the documents they touch, renamed here.
    repeated_futures = [tasks.submit(repeated_id_hashes, shards, b, buckets)
                        for b in range(buckets)] if shards else []
    histograms = [dict(s["sizes"]) for s in summaries]
    share = getattr(extractor, "template_share", 0.0)
    template_pages = 0
    if share and shards:  # site templates: the features every later stage reads
        shards, histograms, template_pages = _template_tasks(tasks, shards, share, buckets,
                                                             folder, histograms)
    # Pairs, by the method's matcher (started before the ids come back).
    sizes: dict[int, int] = {}
    for histogram in histograms:
        for size, count in histogram.items():
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
    soft404: list[str] = []
    n_soft404 = 0
    if n_pairs and "soft404" in extractor.synthetic:
        pair_shards, n_pairs, soft404, n_soft404 = _soft404_tasks(
            tasks, pair_shards, n_pairs, shards, bounds, buckets, folder)
    component: list[str | None] = [None] * len(shards)
    multi = 0
    if n_pairs:
        found = find_components(tasks, pair_shards, shards, bounds, f"{folder}/components")
        component, multi = found["shards"], found["components"]
    rank_shards = [f"{folder}/ranks/r{k:06d}" for k in range(len(shards))]
    firsts = tasks.gather([tasks.submit(first_ranks, path, int(bounds[k]), component[k],
                                        rank_shards[k], soft404)
                           for k, path in enumerate(shards)])
    label_offsets = np.concatenate([[0], np.cumsum(firsts)]).astype(np.int64)
    written = tasks.gather([tasks.submit(
        write_output, k, shards, bounds, component[k], rank_shards, label_offsets,
        pair_shards, renames, formats, f"{folder}/output", soft404)
        for k in range(len(shards))])
    counts = {name: sum(s["counts"][name] for s in summaries) for name in STATUS}
    counts[OK] -= n_soft404
    counts[SYNTHETIC] += n_soft404
    summary = {"documents": int(bounds[-1]), OK: counts[OK], SYNTHETIC: counts[SYNTHETIC],
               SKIPPED: counts[SKIPPED], "errors": counts[ERROR], "pairs": n_pairs,
               "clusters": int(label_offsets[-1]), "multi_page_clusters": multi,
               "template_pages": template_pages}
    return ShardedResult(
        folder, summary, [w[0] for w in written], [w[1] for w in written], formats,
        errors=[e for s in summaries for e in s["errors"]][:SAMPLES],
        n_errors=sum(s["n_errors"] for s in summaries),
        noted=[d for s in summaries for d in s["noted"]][:SAMPLES],
        n_noted=sum(s["n_noted"] for s in summaries),
        renamed=renamed[:1], n_renamed=len(renamed))


def _template_tasks(tasks: _Tasks, shards: list[str], share: float, buckets: int,
                    folder: str, histograms: list[dict[int, int]]
                    ) -> tuple[list[str], list[dict[int, int]], int]:
    """The site-templates filter (``dask_templates``): the shards to read the features from
    (overlays where pages lost template keys), their size histograms and how many pages lost
    some; the shards and ``histograms`` as they are (and 0) when no host has a template."""
    pages = tasks.gather([tasks.submit(template_pages, path, buckets,
                                       f"{folder}/templates/counts-{k:06d}/pages")
                          for k, path in enumerate(shards)])
    page_shards = [p["shard"] for p in pages if p["rows"]]
    if not page_shards:  # no included page has a host
        return shards, histograms, 0
    tables = tasks.gather([tasks.submit(template_hosts, page_shards, b,
                                        f"{folder}/templates/hosts-{b:05d}")
                           for b in range(buckets)])
    by_bucket = [t["shard"] if t["hosts"] else None for t in tables]
    host_tables = [t for t in by_bucket if t is not None]
    if not host_tables:  # no host has enough pages to have a template
        return shards, histograms, 0
    counts = tasks.gather([tasks.submit(template_counts, path, by_bucket, buckets,
                                        f"{folder}/templates/counts-{k:06d}/keys")
                           for k, path in enumerate(shards)])
    key_shards = [c["keys"] for c in counts if c["rows"]]
    if not key_shards:  # the big hosts' pages have no signature
        return shards, histograms, 0
    found = tasks.gather([tasks.submit(template_bucket, key_shards, b, host_tables, share,
                                       buckets, f"{folder}/templates/keys-{b:05d}")
                          for b in range(buckets)])
    template_shards = [f["shard"] for f in found if f["templates"]]
    if not template_shards:
        return shards, histograms, 0
    filtered = tasks.gather([tasks.submit(template_filter, path, template_shards, buckets,
                                          f"{folder}/templates/features-{k:06d}")
                             for k, path in enumerate(shards)])
    return ([f["shard"] for f in filtered],
            [dict(zip(f["sizes"], f["size_counts"])) for f in filtered],
            sum(f["changed"] for f in filtered))


def _soft404_tasks(tasks: _Tasks, pair_shards: list[str], n_pairs: int, shards: list[str],
                   bounds: np.ndarray, buckets: int, folder: str
                   ) -> tuple[list[str], int, list[str], int]:
    """The soft-404 rule (``dask_soft404``): the pair shards without the flagged pages, their
    pair count, the shards naming the flagged pages (empty when none is) and how many."""
    candidates = [c["shard"] for c in tasks.gather([
        tasks.submit(soft404_candidates, path, shards, bounds, buckets,
                     f"{folder}/soft404/candidates-{k:06d}")
        for k, path in enumerate(pair_shards)])]
    groups = tasks.gather([tasks.submit(soft404_bucket, candidates, b, shards, bounds,
                                        f"{folder}/soft404/flagged-{b:05d}")
                           for b in range(buckets)])
    flagged = [g["shard"] for g in groups if g["flagged"]]
    if not flagged:
        return pair_shards, n_pairs, [], 0
    kept = tasks.gather([tasks.submit(soft404_filter, path, flagged, bounds,
                                      f"{folder}/soft404/pairs-{k:06d}")
                         for k, path in enumerate(pair_shards)])
    return ([k["shard"] for k in kept], sum(k["pairs"] for k in kept), flagged,
            sum(g["flagged"] for g in groups))


def _pair_tasks(tasks: _Tasks, extractor, params: dict, threshold: float, shards: list[str],
                bounds: np.ndarray, sizes: dict[int, int], kept: int, buckets: int,
                folder: str) -> list:
    """Futures of the tasks that write the pair shards, by the method's matcher."""
    matcher = extractor.matcher
    parts = len(shards)
    if matcher == "join":
        included = np.array(sorted(sizes), dtype=np.int64)
        futures = []
        parts = partition_bounds(included, threshold, int(included.max(initial=0)))
        limit = dask_pairs.JOIN_DOCS
        members = [sum(n for size, n in sizes.items() if lo <= size <= reach)
                   for lo, _, reach in parts]
        counts = tasks.gather([  # per shard, only when some partition is over the limit
            tasks.submit(partition_members, path, [(lo, reach) for lo, _, reach in parts])
            for path in shards]) if max(members, default=0) > limit else None
        for k, (lo, hi, reach) in enumerate(parts):
            blocks = [(0, len(shards))] if members[k] <= limit else \
                join_blocks([c[k] for c in counts], limit)
            futures += [tasks.submit(join_partition, shards, bounds, lo, hi, reach, threshold,
                                     f"{folder}/pairs/join-{k:05d}-{a:04d}-{b:04d}",
                                     None if len(blocks) == 1 else (blocks[a], blocks[b]))
                        for a in range(len(blocks)) for b in range(a, len(blocks))]
        return futures
    if matcher == "lsh":
        t = extractor.match_threshold(threshold)
        keys = [tasks.submit(lsh_keys, path, int(bounds[k]), params, t, buckets,
                             f"{folder}/lsh/keys-{k:06d}") for k, path in enumerate(shards)]
        key_shards = [k["shard"] for k in tasks.gather(keys)]
        candidates = [tasks.submit(lsh_bucket, key_shards, b, bounds,
                                   f"{folder}/lsh/candidates-{b:05d}") for b in range(buckets)]
        candidate_shards = [c["shard"] for c in tasks.gather(candidates)]
        return [tasks.submit(lsh_verify, candidate_shards, k, shards, bounds, params, t,
                             f"{folder}/pairs/lsh-{k:06d}")
                for k in range(parts)]
    if matcher == "hamming":
        radius = extractor.radius(threshold)
        blocks = choose_blocks(kept, radius)
        keys = [tasks.submit(hamming_keys, path, int(bounds[k]), radius, blocks, buckets,
                             f"{folder}/hamming/keys-{k:06d}") for k, path in enumerate(shards)]
        key_shards = [k["shard"] for k in tasks.gather(keys)]
        return [tasks.submit(hamming_bucket, key_shards, b, radius, blocks, bounds,
                             f"{folder}/pairs/hamming-{b:05d}") for b in range(buckets)]
    if matcher == "digest":
        sum_shards = None
        if extractor.idf_table is None:
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
