"""The same flow as ``pipeline`` on a Dask cluster, for archives that outgrow one machine.

Extraction runs as one task per input file; matching runs as one task per length partition
(each with the longer documents its Jaccard bound can reach); the client merges the pairs
into components. Output equals the local engine's, pair for pair.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from dataclasses import replace

import numpy as np

from spotsigs.checks import EPS, check_threshold
from spotsigs.engine.extraction import ExtractedBatch
from spotsigs.engine.pipeline import (
    DEFAULT_BATCH_SIZE,
    ClusterResult,
    assemble,
    concatenated,
    extract,
    included_mask,
    unique_ids,
)
from spotsigs.features import SignatureBatch
from spotsigs.join import all_pairs, length_partitions
from spotsigs.methods import from_params
from spotsigs.readers import iter_input_files, read_file

# Input bytes per extraction task at most (a bigger file is a task of its own).
MAX_TASK_BYTES = 64 * 2**20
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


def extract_file(path: str, name: str, params: dict,
                 batch_size: int = DEFAULT_BATCH_SIZE) -> list[ExtractedBatch]:
    """Task: read one input file and extract its documents (content dropped from the result)."""
    return list(extract(read_file(path, name), from_params(params), batch_size=batch_size))


def extract_files(paths: Sequence[str], names: Sequence[str], params: dict,
                  batch_size: int = DEFAULT_BATCH_SIZE) -> list[ExtractedBatch]:
    """Task: ``extract_file`` over a group of input files, in order."""
    return [batch for path, name in zip(paths, names)
            for batch in extract_file(path, name, params, batch_size)]


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


def partition_pairs(signatures: SignatureBatch, members: np.ndarray, owners: np.ndarray,
                    threshold: float) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Task: pairs among ``members`` whose shorter side (by size, then index) is an owner."""
    i, j, similarity = all_pairs(signatures.take(members), threshold)
    i, j = members[i], members[j]
    sizes = signatures.sizes
    shorter = np.where((sizes[i] < sizes[j]) | ((sizes[i] == sizes[j]) & (i < j)), i, j)
    keep = np.isin(shorter, owners)
    return i[keep], j[keep], similarity[keep]


def partition_tasks(sizes: np.ndarray, included: np.ndarray, threshold: float
                    ) -> list[tuple[np.ndarray, np.ndarray]]:
    """(members, owners) per length partition: owners in [lo, hi], members up to hi/threshold."""
    tasks = []
    kept_sizes = np.where(included, sizes, -1)
    for lo, hi in length_partitions(sizes[included], threshold):
        owners = np.flatnonzero((kept_sizes >= lo) & (kept_sizes <= hi))
        reach = int(np.floor(min(int(hi) / threshold + EPS, sizes.max())))  # tiny t: inf
        members = np.flatnonzero((kept_sizes >= lo) & (kept_sizes <= reach))
        if len(owners):
            tasks.append((members, owners))
    return tasks


def cluster_files(inputs: Sequence[str | os.PathLike], threshold: float, params: dict,
                  scheduler: str | None = None, batch_size: int = DEFAULT_BATCH_SIZE
                  ) -> ClusterResult:
    """Cluster the documents of ``inputs`` on Dask; the same result as the local engine."""
    threshold = check_threshold(threshold)
    extractor = from_params(params)
    client, local_cluster = _client(scheduler)
    try:
        files = [(str(path), name) for path, name in iter_input_files(inputs)]
        paths, names = [p for p, _ in files], [n for _, n in files]
        workers = max(1, sum(client.nthreads().values()))
        groups = file_groups([_file_size(p) for p in paths], workers)
        futures = [client.submit(extract_files, paths[g], names[g], params=extractor.params(),
                                 batch_size=batch_size, pure=False) for g in groups]
        batches = [b for result in client.gather(futures) for b in result]
        documents = list(unique_ids(d for b in batches for d in b.documents))
        batches = _renumbered(batches, documents)
        signatures = concatenated(batches)
        included = included_mask(batches)
        if isinstance(signatures, SignatureBatch) and extractor.matcher == "join":
            scattered = client.scatter(signatures, broadcast=True)
            parts = client.gather([
                client.submit(partition_pairs, scattered, members, owners, threshold,
                              pure=False)
                for members, owners in partition_tasks(signatures.sizes, included, threshold)])
        else:  # sketches and fingerprints: the method's own matcher, on the client
            kept = np.flatnonzero(included)
            i, j, similarity = extractor.pairs(signatures.take(kept), threshold)
            parts = [(kept[i], kept[j], similarity)]
    finally:
        client.close()
        if local_cluster is not None:
            local_cluster.close()
    if parts:
        i = np.concatenate([p[0] for p in parts])
        j = np.concatenate([p[1] for p in parts])
        similarity = np.concatenate([p[2] for p in parts])
        order = np.lexsort((j, i))
        pairs = (i[order], j[order], similarity[order])
    else:
        pairs = (np.empty(0, np.int64), np.empty(0, np.int64), np.empty(0, np.float64))
    return assemble(batches, pairs, signatures)


def _renumbered(batches: list[ExtractedBatch], documents: list) -> list[ExtractedBatch]:
    """Batches carrying the documents with their unique ids."""
    out, start = [], 0
    for batch in batches:
        end = start + len(batch.documents)
        out.append(replace(batch, documents=documents[start:end]))
        start = end
    return out
