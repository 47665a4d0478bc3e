"""The components stage on Dask: connected components of the pair shards on the workers, in
rounds, then the clusters numbered by their first members.

The documents are cut into partitions of whole extract shards, about ``PARTITION_DOCS``
documents each; a partition's labels are a shard of one ``int64`` per document, at first
the document itself. A round is two sets of tasks, one task per partition each:

- **hook**: reads the pairs whose first document is in the partition and the labels of both
  ends (memory-mapped gathers from the label shards), finds the components of the graph
  these pairs make over labels (``scipy``), and proposes each component's least label to
  its other labels; writes the proposals, split by the target label's partition.
- **relabel**: each label becomes the label of its label (pointer jumping), then the least
  proposal for it; returns how many labels changed (all the client sees).

Labels only decrease, never exceed their document and stay inside its component. A round
that changes nothing leaves equal labels on both ends of every pair and every label its own
label, so every document's label is the least document of its component: the first member,
as the one-task components gave.
Rounds grow with the log of the longest path (20 for a 10,000-document path in shuffled
order split in many partitions; 2 when the pairs fit one partition). Then the representative
(largest size, ties to the earliest) of each label: every partition sends its best member
per label to the label's partition, which keeps the best; the documents in pairs get theirs
back in one more gather.

Memory per task: O(documents of its partition + pairs whose first document is in it), never
the corpus. Each final shard holds, for its partition's documents in pairs (``nodes``,
ascending), ``first`` and ``representative``, as ``first_ranks`` and ``output.write_output``
read. A task per extract shard then ranks its clusters' first members (``first_ranks``) and
the client sums the per-shard counts into the clusters' numbers (``label_offsets``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

import numpy as np

from spotsigs.engine.dask.extract import OK_CODE
from spotsigs.engine.dask.shards import Shard, rows, rows_of, write_shard
from spotsigs.engine.dask.soft404 import status_of
from spotsigs.engine.dask.state import Cluster, Sharded
from spotsigs.engine.dask.workdir import remove_folder
from spotsigs.engine.run import Run

# Documents per partition of the components (whole extract shards, so one shard at least):
# bounds each task's memory (labels: 8 bytes a document, plus its pairs).
PARTITION_DOCS = 1 << 18
# Pairs whose labels are gathered at once.
_CHUNK = 1 << 18


def component_partitions(bounds: np.ndarray, docs: int) -> np.ndarray:
    """The extract shards that start a partition (and the shard count last): contiguous
    shards of at most ``docs`` documents together (a bigger shard alone)."""
    starts = [0]
    for s in range(1, len(bounds) - 1):
        if bounds[s + 1] - bounds[starts[-1]] > docs:
            starts.append(s)
    return np.array(starts + [len(bounds) - 1], dtype=np.int64)


def _labels(labels: Sequence[str] | None, starts: np.ndarray, docs: np.ndarray,
            opened: dict[int, np.ndarray] | None = None) -> np.ndarray:
    """The labels of global documents ``docs`` (``docs`` itself before the first round),
    read from the label shards of their partitions (memory-mapped, kept in ``opened``)."""
    docs = np.asarray(docs, dtype=np.int64)
    if labels is None or not len(docs):
        return docs
    opened = {} if opened is None else opened
    where = np.searchsorted(starts, docs, side="right") - 1
    found = np.empty(len(docs), dtype=np.int64)
    for q in np.flatnonzero(np.bincount(where, minlength=len(labels))).tolist():
        if q not in opened:
            opened[q] = Shard(labels[q]).array("label")
        at = np.flatnonzero(where == q)
        found[at] = opened[q][docs[at] - starts[q]]
    return found


def _least(nodes: np.ndarray, rows: np.ndarray, columns: np.ndarray) -> np.ndarray:
    """Per node (ascending) of the graph of edges ``rows``-``columns`` (indices into
    ``nodes``), the least node of its component."""
    from scipy.sparse import coo_matrix
    from scipy.sparse.csgraph import connected_components

    n = len(nodes)
    graph = coo_matrix((np.ones(len(rows), dtype=np.int8), (rows, columns)), shape=(n, n))
    _, component = connected_components(graph, directed=False)
    del graph
    first = np.unique(component, return_index=True)[1]  # nodes ascend: the least
    return nodes[first][component]


def _write_by_partition(out: str, key: np.ndarray, columns: dict[str, np.ndarray],
                        starts: np.ndarray) -> str:
    """Write rows sorted by ``key`` with ``splits`` marking each partition's rows."""
    return write_shard(out, {**columns, "splits": np.searchsorted(key, starts).astype(np.int64)})


def hook(pair_shards: Sequence[str], shard_range: tuple[int, int],
         labels: Sequence[str] | None, starts: np.ndarray, out: str) -> dict:
    """Task: for every label this partition's pairs join to a smaller one, the least label
    they join it to; memory: its pairs (about 64 bytes a pair at the peak)."""
    lo, hi = shard_range
    spans = [(s, int(s.array("splits")[lo]), int(s.array("splits")[hi]))
             for s in map(Shard, pair_shards)]
    total = sum(b - a for _, a, b in spans)
    opened: dict[int, np.ndarray] = {}  # label arrays by partition

    def ends(name: str) -> np.ndarray:
        """The labels of one end of the pairs, gathered a chunk at a time."""
        found, filled = np.empty(total, dtype=np.int64), 0
        for shard, a, b in spans:
            for c in range(a, b, _CHUNK):
                docs = np.asarray(shard.array(name)[c:min(b, c + _CHUNK)], dtype=np.int64)
                found[filled:filled + len(docs)] = _labels(labels, starts, docs, opened)
                filled += len(docs)
        return found

    li, lj = ends("i"), ends("j")
    differ = li != lj
    li = li[differ]
    lj = lj[differ]
    del differ
    keys = np.concatenate([li, lj])  # the labels joined, without np.unique's extra copies
    keys.sort()
    target = keys[np.flatnonzero(np.diff(keys, prepend=-1))]
    del keys
    index = np.int32 if len(target) < 2**31 else np.int64
    rows = np.searchsorted(target, li).astype(index)
    del li
    columns = np.searchsorted(target, lj).astype(index)
    del lj
    least = _least(target, rows, columns)
    lower = least < target
    target, least = target[lower], least[lower]
    path = _write_by_partition(out, target, {"target": target, "value": least}, starts)
    reached = np.unique(np.searchsorted(starts, target, side="right") - 1)
    return {"shard": path, "hooks": len(target), "parts": reached.tolist()}


def relabel(hook_shards: Sequence[str], labels: Sequence[str] | None, starts: np.ndarray,
            part: int, out: str, discard: Sequence[str] = ()) -> int:
    """Task: the partition's labels after one round (the label of its label, then the least
    proposal); returns how many changed. Removes ``discard`` (shards no task reads again).
    Memory: the partition's labels and one hook shard's rows for it at a time."""
    for path in discard:
        remove_folder(path)
    lo, hi = int(starts[part]), int(starts[part + 1])
    docs = np.arange(lo, hi, dtype=np.int64)
    old = docs if labels is None else np.asarray(Shard(labels[part]).array("label"))
    new = docs.copy() if labels is None else _labels(labels, starts, old)
    for path in hook_shards:
        target, value = rows(Shard(path), part, ("target", "value"))
        np.minimum.at(new, target - lo, value)
    write_shard(out, {"label": new})
    return int(np.count_nonzero(new != old))


def _sizes(shards: Sequence[str], shard_range: tuple[int, int]) -> np.ndarray:
    return np.concatenate([np.empty(0, np.int64)] + [
        np.asarray(Shard(path).array("sizes"), dtype=np.int64)
        for path in shards[shard_range[0]:shard_range[1]]])


def candidates(shards: Sequence[str], shard_range: tuple[int, int], labels: Sequence[str],
               starts: np.ndarray, part: int, out: str) -> str:
    """Task: per label of the partition's documents labelled by another, the best of them
    (largest size, then earliest), split by the label's partition; memory: the partition."""
    label = np.asarray(Shard(labels[part]).array("label"))
    docs = np.arange(int(starts[part]), int(starts[part + 1]), dtype=np.int64)
    moved = np.flatnonzero(label != docs)
    label, size, doc = label[moved], _sizes(shards, shard_range)[moved], docs[moved]
    order = np.lexsort((doc, -size, label))
    label, size, doc = label[order], size[order], doc[order]
    best = np.flatnonzero(np.diff(label, prepend=-1))
    label, size, doc = label[best], size[best], doc[best]
    return _write_by_partition(out, label, {"label": label, "size": size, "doc": doc}, starts)


def choose(candidate_shards: Sequence[str], shards: Sequence[str], shard_range: tuple[int, int],
           labels: Sequence[str], starts: np.ndarray, part: int, out: str) -> dict:
    """Task: the representative of each label in the partition (the best candidate, or the
    label itself), and which documents are in pairs; returns how many components."""
    lo = int(starts[part])
    label = np.asarray(Shard(labels[part]).array("label"))
    docs = np.arange(lo, lo + len(label), dtype=np.int64)
    best_size, best_doc = _sizes(shards, shard_range), docs.copy()
    received = np.zeros(len(label), dtype=bool)
    for path in candidate_shards:
        their, size, doc = rows(Shard(path), part, ("label", "size", "doc"))
        at = their - lo
        better = (size > best_size[at]) | ((size == best_size[at]) & (doc < best_doc[at]))
        best_size[at[better]], best_doc[at[better]] = size[better], doc[better]
        received[at] = True
    write_shard(out, {"representative": best_doc, "in_pairs": received | (label != docs)})
    return {"shard": out, "components": int(received.sum())}


def settle(chosen: Sequence[str], labels: Sequence[str], starts: np.ndarray, part: int,
           out: str) -> str:
    """Task: the final shard of the partition: its documents in pairs, their first member
    and their representative (gathered from the first member's partition)."""
    nodes = int(starts[part]) + np.flatnonzero(Shard(chosen[part]).array("in_pairs"))
    first = np.asarray(Shard(labels[part]).array("label"))[nodes - int(starts[part])]
    representative = rows_of(chosen, starts, first, "representative") if len(nodes) else first
    return write_shard(out, {"nodes": nodes, "first": first,
                             "representative": np.asarray(representative, dtype=np.int64)})


def find_components(tasks, pair_shards: Sequence[str], shards: Sequence[str],
                    bounds: np.ndarray, folder: str) -> dict:
    """The components of the pair graph, computed by tasks in rounds (``tasks`` submits and
    gathers, as the engine's ``_Tasks``): the final shard of every extract shard (its
    partition's), the number of components with two documents or more, and the rounds."""
    first_shards = component_partitions(np.asarray(bounds), PARTITION_DOCS)
    starts = np.asarray(bounds, dtype=np.int64)[first_shards]
    ranges = list(zip(first_shards[:-1].tolist(), first_shards[1:].tolist()))
    parts = range(len(ranges))
    labels: list[str] | None = None
    discard: list[list[str]] = [[] for _ in parts]
    rounds = 0
    while True:
        rounds += 1
        hooked = tasks.gather([tasks.submit(
            hook, pair_shards, ranges[p], labels, starts,
            f"{folder}/r{rounds:03d}/hooks-{p:05d}") for p in parts])
        hooks = [h["shard"] for h in hooked]
        reaching: list[list[str]] = [[] for _ in parts]  # the hook shards with rows for p
        for h in hooked:
            for p in h["parts"]:
                reaching[p].append(h["shard"])
        new = [f"{folder}/r{rounds:03d}/labels-{p:05d}" for p in parts]
        changed = sum(tasks.gather([tasks.submit(
            relabel, reaching[p], labels, starts, p, new[p], discard[p]) for p in parts]))
        discard = [[hooks[p]] + ([labels[p]] if labels else []) for p in parts]
        labels = new
        if not changed:
            break
    found = [f"{folder}/candidates-{p:05d}" for p in parts]
    tasks.gather([tasks.submit(candidates, shards, ranges[p], labels, starts, p, found[p])
                  for p in parts])
    chosen = tasks.gather([tasks.submit(choose, found, shards, ranges[p], labels, starts, p,
                                        f"{folder}/chosen-{p:05d}") for p in parts])
    final = tasks.gather([tasks.submit(settle, [c["shard"] for c in chosen], labels, starts,
                                       p, f"{folder}/components-{p:05d}") for p in parts])
    return {"shards": [final[p] for p, (lo, hi) in enumerate(ranges) for _ in range(lo, hi)],
            "components": sum(c["components"] for c in chosen), "rounds": rounds}


def component_slice(component_shard: Shard, start: int, stop: int
                    ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(positions, first, representative) of the shard's documents [start, stop) in pairs."""
    nodes = component_shard.array("nodes")
    lo, hi = np.searchsorted(nodes, [start, stop])
    return (np.asarray(nodes[lo:hi]) - start, np.asarray(component_shard.array("first")[lo:hi]),
            np.asarray(component_shard.array("representative")[lo:hi]))


def first_ranks(path: str, start: int, component_shard: str | None, out: str,
                soft404: Sequence[str] = ()) -> int:
    """Task: which of a shard's documents are the first members of their clusters, ranked;
    returns how many (clusters are numbered by first member in input order). Without a
    component shard (no pairs) every included document is first."""
    shard = Shard(path)
    is_first = status_of(shard, start, soft404) == OK_CODE
    if component_shard is not None:
        positions, first, _ = component_slice(Shard(component_shard), start,
                                              start + len(is_first))
        is_first[positions] &= first == start + positions
    rank = np.cumsum(is_first, dtype=np.int64) - 1
    write_shard(out, {"rank": rank})
    return int(is_first.sum())


def components_stage(run: Run, cluster: Cluster, state: Sharded) -> Sharded:
    """The components of the pair graph, each extract shard's first members ranked, and the
    clusters' numbers per shard (``label_offsets``)."""
    shards = state.shards
    components: tuple[str | None, ...] = (None,) * len(shards)
    multi = 0
    if state.n_pairs:
        found = find_components(cluster, state.pairs, shards.paths, shards.bounds,
                                cluster.run.path("components"))
        components, multi = tuple(found["shards"]), found["components"]
    ranks = tuple(cluster.run.path("ranks", f"r{k:06d}") for k in range(len(shards)))
    firsts = cluster.gather([cluster.submit(first_ranks, path, shards.start(k), components[k],
                                            ranks[k], state.soft404)
                             for k, path in enumerate(shards.paths)])
    return replace(state, components=components, ranks=ranks, multi_page_clusters=multi,
                   label_offsets=np.concatenate([[0], np.cumsum(firsts)]).astype(np.int64))
