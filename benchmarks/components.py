"""Components of the Dask engine: rounds of partition tasks against the former one task.

A pair graph like a crawl's: families of 1 to 9 near-duplicate documents (each pair of a
family kept with probability 0.7; a fifth of the families chained in runs of 10), their documents
spread over the whole input order, written as the engine's shards (extract shards of 16,384
documents holding ``sizes``; four pair shards sorted by (i, j), split per extract shard).
Both ways run every task in this process, one after another, each under ``tracemalloc``
(numpy's arrays included; memory-mapped shard pages are not: they are the page cache's):
the peak of the largest task and the total wall time, in the same run, and the outputs
compared (nodes, first member, representative). ``--dask`` also times both on a LocalCluster
of two worker processes.

    python -m benchmarks.components --documents 1000000 --dask > benchmarks/results-components.md
"""

from __future__ import annotations

import argparse
import platform
import sys
import tempfile
import time
import tracemalloc

import numpy as np

from spotsigs.engine.dask import components as dask_components
from spotsigs.engine.dask.components import component_partitions, find_components
from spotsigs.engine.dask.shards import Shard, rows_of, write_pairs, write_shard

SHARD_DOCS = 16384
RUN = 10


def one_task_components(pair_shards, shards, bounds, out: str) -> dict:
    """The engine's step 4 before issue 16 (the baseline): one task reads every pair and
    computes the components of all the documents in pairs."""
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
    first_at = np.unique(label, return_index=True)[1]
    first = nodes[first_at][label]
    sizes = rows_of(shards, bounds, nodes, "sizes") if n else np.empty(0, np.int64)
    order = np.lexsort((nodes, -sizes, label))
    starts = np.flatnonzero(np.diff(label[order], prepend=-1))
    representative = np.empty(count, dtype=np.int64)
    representative[label[order][starts]] = nodes[order][starts]
    write_shard(out, {"nodes": nodes, "first": first, "representative": representative[label]})
    return {"shard": out, "nodes": n, "components": int(count)}


def pair_graph(n_docs: int, seed: int = 0) -> tuple[np.ndarray, np.ndarray]:
    """Pairs (i < j) of families of near-duplicates spread over the input, some chained."""
    rng = np.random.default_rng(seed)
    copies = rng.integers(1, 10, n_docs)
    copies = copies[: int(np.searchsorted(np.cumsum(copies), n_docs)) + 1]
    family = np.repeat(np.arange(len(copies)), copies)[:n_docs]
    place = rng.permutation(n_docs)  # family members spread over the input order
    starts = np.flatnonzero(np.diff(family, prepend=-1))
    sizes = np.diff(np.append(starts, n_docs))
    a, b = [], []
    for size in range(2, 10):  # all pairs of each family of this size, 70% kept
        first = starts[sizes == size]
        x, y = np.triu_indices(size, 1)
        a.append((first[:, None] + x).ravel())
        b.append((first[:, None] + y).ravel())
    a, b = np.concatenate(a), np.concatenate(b)
    keep = rng.random(len(a)) < 0.7
    a, b = a[keep], b[keep]
    runs = rng.choice(starts, len(starts) // 5 // RUN * RUN, replace=False).reshape(-1, RUN)
    a, b = np.append(a, runs[:, :-1]), np.append(b, runs[:, 1:])  # runs of RUN families
    i, j = place[a], place[b]
    return np.minimum(i, j).astype(np.int64), np.maximum(i, j).astype(np.int64)


def write_corpus(folder: str, n_docs: int, i: np.ndarray, j: np.ndarray, seed: int = 0):
    """The extract shards (sizes) and four pair shards of the graph, as the engine writes them."""
    rng = np.random.default_rng(seed + 1)
    bounds = np.append(np.arange(0, n_docs, SHARD_DOCS), n_docs).astype(np.int64)
    sizes = rng.integers(5, 400, n_docs).astype(np.int64)
    shards = [write_shard(f"{folder}/extract/s{k:05d}", {"sizes": sizes[lo:hi]})
              for k, (lo, hi) in enumerate(zip(bounds[:-1], bounds[1:]))]
    owner = rng.integers(0, 4, len(i))
    pairs = [write_pairs(f"{folder}/pairs/p{p}", i[owner == p], j[owner == p],
                         np.ones(int((owner == p).sum())), bounds)["shard"] for p in range(4)]
    return shards, bounds, pairs


class MeasuredTasks:
    """Runs each task at once in this process, noting its tracemalloc peak (``trace``)."""

    def __init__(self, trace: bool = True) -> None:
        self.trace, self.peaks = trace, []

    def submit(self, fn, *args, **kwargs):
        if not self.trace:
            self.peaks.append((0, fn.__name__))
            return fn(*args, **kwargs)
        tracemalloc.start()
        try:
            result = fn(*args, **kwargs)
            self.peaks.append((tracemalloc.get_traced_memory()[1], fn.__name__))
        finally:
            tracemalloc.stop()
        return result

    def gather(self, results: list) -> list:
        return list(results)


def _timed(fn, *args) -> tuple[object, float]:
    """The result of ``fn(*args)`` and its wall seconds (untraced)."""
    started = time.perf_counter()
    result = fn(*args)
    return result, time.perf_counter() - started


class DaskTasks:
    """Submits to a Dask client and gathers, as the engine does."""

    def __init__(self, client) -> None:
        self.client = client

    def submit(self, fn, *args, **kwargs):
        return self.client.submit(fn, *args, pure=False, **kwargs)

    def gather(self, futures: list) -> list:
        return self.client.gather(futures)


def _columns(paths) -> list[np.ndarray]:
    paths = list(dict.fromkeys(paths))
    return [np.concatenate([np.asarray(Shard(p).array(name)) for p in paths])
            for name in ("nodes", "first", "representative")]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--documents", type=int, default=1_000_000)
    parser.add_argument("--partition-docs", type=int, nargs="+",
                        default=[dask_components.PARTITION_DOCS, 1 << 16])
    parser.add_argument("--dask", action="store_true",
                        help="also time both on a LocalCluster of 2 worker processes")
    args = parser.parse_args(argv)
    i, j = pair_graph(args.documents)
    print(f"# Components: rounds of partition tasks against one task\n\n"
          f"`python -m benchmarks.components {' '.join(sys.argv[1:] if argv is None else argv)}`"
          f" on {platform.machine()}, {args.documents:,} documents, {len(i):,} pairs, "
          f"{len(np.unique(np.concatenate([i, j]))):,} documents in pairs\n")
    print("| components | partitions | rounds | tasks | largest task peak (tracemalloc) "
          "| wall s (in process, untraced) | same output |")
    print("|---|---|---|---|---|---|---|")
    with tempfile.TemporaryDirectory() as folder:
        shards, bounds, pairs = write_corpus(folder, args.documents, i, j)
        tasks = MeasuredTasks()
        expected = tasks.submit(one_task_components, pairs, shards, bounds, f"{folder}/one")
        wall = _timed(one_task_components, pairs, shards, bounds, f"{folder}/one-timed")[1]
        reference = _columns([expected["shard"]])
        one_peak = tasks.peaks[0][0]
        print(f"| one task (before) | 1 | - | 1 | {one_peak / 2**20:.0f} MB | {wall:.2f} | |")
        for docs in args.partition_docs:
            dask_components.PARTITION_DOCS = docs
            tasks = MeasuredTasks()
            found = find_components(tasks, pairs, shards, bounds, f"{folder}/rounds-{docs}")
            wall = _timed(find_components, MeasuredTasks(trace=False), pairs, shards, bounds,
                          f"{folder}/rounds-{docs}-timed")[1]
            same = all(np.array_equal(a, b) for a, b in zip(_columns(found["shards"]),
                                                              reference))
            same &= found["components"] == expected["components"]
            peak, name = max(tasks.peaks)
            parts = len(component_partitions(bounds, docs)) - 1
            print(f"| rounds, {docs:,} documents a partition | {parts} | {found['rounds']} | "
                  f"{len(tasks.peaks)} | {peak / 2**20:.0f} MB ({name}; "
                  f"{peak / one_peak:.2f}x) | {wall:.2f} | {'yes' if same else 'NO'} |")
        if args.dask:
            from distributed import Client, LocalCluster

            with LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                              dashboard_address=None) as cluster, Client(cluster) as client:
                dask_tasks = DaskTasks(client)
                started = time.perf_counter()
                dask_tasks.gather([dask_tasks.submit(one_task_components, pairs, shards,
                                                     bounds, f"{folder}/dask-one")])
                one_wall = time.perf_counter() - started
                print(f"\nOn a LocalCluster of 2 worker processes: one task {one_wall:.2f} s",
                      end="")
                for docs in args.partition_docs:
                    dask_components.PARTITION_DOCS = docs
                    started = time.perf_counter()
                    find_components(dask_tasks, pairs, shards, bounds,
                                    f"{folder}/dask-rounds-{docs}")
                    print(f"; rounds, {docs:,} documents a partition, "
                          f"{time.perf_counter() - started:.2f} s", end="")
                print()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
