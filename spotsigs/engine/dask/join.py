"""The exact join on Dask, by length partition of the Jaccard bound: a task per partition
reads, from every shard, the included documents of the sizes it needs (its band and the longer
ones its bound reaches) and keeps the pairs whose shorter side is in its band; a partition of
more than ``JOIN_SIGNATURES`` spot signatures is cut into blocks of shards, a task per pair of
blocks (so a task's memory is bounded whatever the lengths)."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from spotsigs.checks import EPS
from spotsigs.engine.dask.repeats import matching
from spotsigs.engine.dask.shards import Shard, ShardSet, write_pairs
from spotsigs.engine.dask.state import Cluster, Sharded
from spotsigs.engine.run import Run
from spotsigs.features import SignatureBatch
from spotsigs.join import all_pairs, length_partitions, linking_pairs, pair_parts
from spotsigs.soft404 import may_be_flagged
from spotsigs.spill import SpanningPairs

JOIN_SIGNATURES = 1 << 25
"""Signatures (the members' sizes added up) of a length partition one join task holds at
most: a bigger partition (documents of similar lengths, most of a corpus at a low threshold)
is cut into blocks of shards and joined block pair by block pair. A join peaked at about 57
bytes a signature (400,000 texts of 233 signatures each: 5.3 GB), so about 1.9 GB; a bound
of 524,288 documents, as it was, let that task outgrow a 6 GB worker."""


def partition_bounds(sizes: np.ndarray, threshold: float, largest: int
                     ) -> list[tuple[int, int, int]]:
    """(lo, hi, reach) per length partition of the included ``sizes``: a partition owns the
    sizes in [lo, hi] and meets the sizes up to ``reach`` (hi / threshold, at most
    ``largest``).

    The partitions whose reach is ``largest`` are one: each would read the same members
    (every size from its lo on) and rank and join them again for its own band. On 150,000
    texts of alike lengths two partitions each read nearly all of them, and the Dask pairs
    stage took 2.7x the local one's time."""
    bounds: list[tuple[int, int, int]] = []
    for lo, hi in length_partitions(np.asarray(sizes), threshold):
        reach = int(np.floor(min(int(hi) / threshold + EPS, largest)))  # tiny t: inf
        if bounds and bounds[-1][2] == reach == largest:
            bounds[-1] = (bounds[-1][0], int(hi), reach)
        else:
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
    return np.flatnonzero(matching(shard) & (sizes >= lo) & (sizes <= reach))


def partition_signatures(path: str, ranges: Sequence[tuple[int, int]]) -> list[int]:
    """Task: the signatures (sizes added up) of a shard's included documents of sizes in
    each [lo, reach]."""
    shard = Shard(path)
    sizes = np.asarray(shard.array("sizes"), dtype=np.int64)
    return [int(sizes[_members(shard, lo, reach)].sum()) for lo, reach in ranges]


def join_blocks(weights: Sequence[int], limit: int) -> list[tuple[int, int]]:
    """The blocks of a length partition: ranges [first, stop) of consecutive extract shards
    holding at most ``limit // 2`` of its members' weight each (a bigger shard alone), from
    each shard's weight (``partition_signatures``: signatures). One block: one task."""
    if sum(weights) <= limit:
        return [(0, len(weights))]
    blocks, start, held = [], 0, 0
    for k, weight in enumerate(weights):
        if held and weight and held + weight > limit // 2:
            blocks.append((start, k))
            start, held = k, 0
        held += weight
    blocks.append((start, len(weights)))
    return blocks


def join_partition(shards: ShardSet, lo: int, hi: int, reach: int, threshold: float, out: str,
                   blocks: Sequence[tuple[int, int]] | None = None, linking: str = "all",
                   every_pair: bool = False, workers: int = 1) -> list[dict]:
    """Task: the pairs of one length partition. Reads from every shard only the included
    documents of sizes in [lo, reach], joins them exactly, and keeps the pairs whose shorter
    side (by size, then input order) has a size in [lo, hi].

    With ``blocks`` (one or two shard ranges of ``join_blocks``) it reads only their shards;
    of two blocks it keeps only the pairs between them, so the tasks of every pair of blocks
    (a block with itself included) find each pair once, each holding two blocks at most.

    Returns pair shards, each marked ``found`` (pairs the run counts and, with
    ``every_pair``, writes: as shards of ``SHARD_PAIRS`` at most, so that no task holds a
    family's n² pairs) or ``links`` (what the clusters are built from: ``SpanningPairs`` of
    the task's pairs, every pair kept of the documents not ``linking``, ``all`` or
    ``soft404``: which documents may be left to a spanning forest). Without ``every_pair``,
    a task joins only the pairs its clusters need (``join.linking_pairs``); of two blocks it
    keeps those that cross them: a link within one block is a real pair, whose ends that
    block's own task connects. The partitions' links still connect what all pairs connect: a
    pair left out here is joined through pairs of these members, each kept here or, when
    its shorter side is longer than ``hi``, owned by a later partition that holds both its
    ends and joins them in turn. ``workers``: threads of the join (the pairs are the same
    for any number)."""
    members, batches, linkable = [], [], []
    ranges = [(0, len(shards))] if blocks is None else list(blocks)
    for k in sorted({k for first, stop in ranges for k in range(first, stop)}):
        shard, start = Shard(shards.paths[k]), shards.start(k)
        positions = _members(shard, lo, reach)
        if len(positions):
            batches.append(shard.features(positions))
            members.append(start + positions)
            linkable.append(np.ones(len(positions), bool) if linking == "all" else
                            ~may_be_flagged(np.asarray(shard.array("words"))[positions],
                                            np.asarray(shard.array("host_hash"))[positions]))
    if not members:
        return [write_pairs(out, np.empty(0, np.int64), np.empty(0, np.int64), np.empty(0),
                            shards.bounds)]
    members, linkable = np.concatenate(members), np.concatenate(linkable)
    batch = SignatureBatch.concatenate(batches)
    del batches
    sizes = batch.sizes
    in_first = members < shards.start(ranges[0][1]) if len(ranges) == 2 \
        and ranges[0] != ranges[1] else None  # then only the pairs across the two blocks
    # The join leaves unmet what this task would drop: pairs whose shorter side is longer
    # than hi (a later partition's), and of two blocks, where most members are the
    # partition's own, the pairs inside one block (each block's own task joins them).
    apart = None if in_first is None or 2 * np.count_nonzero(sizes <= hi) < len(sizes) \
        else in_first.astype(np.int64)
    if not every_pair:  # of two blocks, the cross pairs of the links of both kept below:
        # a link within one block is a real pair, whose ends that block's own task connects
        found = [linking_pairs(batch, threshold, workers, linkable, apart, hi)]
    else:  # every pair, a part at a time as the join verifies them
        found = pair_parts(batch, threshold, workers, apart, hi)
    written, held, held_pairs, links = [], [], 0, SpanningPairs(linkable)
    for i, j, similarity in found:  # local indices, i < j as members are
        shorter = np.where((sizes[i] < sizes[j]) | ((sizes[i] == sizes[j]) & (i < j)), i, j)
        keep = sizes[shorter] <= hi
        if in_first is not None:
            keep &= in_first[i] != in_first[j]
        kept = (i[keep], j[keep], similarity[keep])
        links.add(kept)
        if every_pair:
            held.append(kept)
            held_pairs += len(kept[0])
            if held_pairs >= SHARD_PAIRS:
                written.append(_write_held(out, len(written), held, members, shards.bounds))
                held, held_pairs = [], 0
    if every_pair and (held or not written):
        written.append(_write_held(out, len(written), held, members, shards.bounds))
    linked = _write_held(f"{out}-links", 0, [links.pairs()], members, shards.bounds)
    return [dict(w, links=False) for w in written] + [dict(linked, found=not every_pair)]


SHARD_PAIRS = 1 << 21
"""Pairs a join task holds before it writes them as a shard: with ``--pairs`` a family of
near-copies has n²/2 of them, so a task writes as many shards as it needs."""


def _write_held(out: str, k: int, held: list, members: np.ndarray, bounds: np.ndarray
                ) -> dict:
    """The pairs ``held`` (indices into ``members``) as the task's k-th pair shard (``out``,
    then ``out-0001``...)."""
    i, j, similarity = (np.concatenate([np.empty(0, dtype)] + [h[c] for h in held])
                        for c, dtype in enumerate((np.int64, np.int64, np.float64)))
    return write_pairs(out if k == 0 else f"{out}-{k:04d}", members[i], members[j], similarity,
                       bounds)


def join_tasks(run: Run, cluster: Cluster, state: Sharded) -> list:
    """Futures of the join's tasks: one per length partition, or per pair of blocks of a
    partition over ``JOIN_SIGNATURES`` signatures."""
    shards = state.shards
    sizes: dict[int, int] = {}
    for histogram in state.histograms:
        for size, count in histogram.items():
            sizes[size] = sizes.get(size, 0) + count
    included = np.array(sorted(sizes), dtype=np.int64)
    parts = partition_bounds(included, run.threshold, int(included.max(initial=0)))
    signatures = [sum(size * n for size, n in sizes.items() if lo <= size <= reach)
                  for lo, _, reach in parts]
    per_shard = cluster.map(  # per shard, only when some partition is over the limit
        partition_signatures, shards.paths, [(lo, reach) for lo, _, reach in parts]) \
        if max(signatures, default=0) > JOIN_SIGNATURES else None
    linking = "soft404" if "soft404" in run.method.synthetic else "all"
    tasks = []
    for k, (lo, hi, reach) in enumerate(parts):
        blocks = [(0, len(shards))] if signatures[k] <= JOIN_SIGNATURES else \
            join_blocks([c[k] for c in per_shard], JOIN_SIGNATURES)
        tasks += [(shards, lo, hi, reach, run.threshold,
                   cluster.run.path("pairs", f"join-{k:05d}-{a:04d}-{b:04d}"),
                   None if len(blocks) == 1 else (blocks[a], blocks[b]), linking,
                   run.wants_pairs)
                  for a in range(len(blocks)) for b in range(a, len(blocks))]
    # Fewer tasks than threads (one length partition holds most of a corpus of alike
    # lengths): each task's join takes a share of the threads the others leave.
    threads = max(1, cluster.workers // max(len(tasks), 1))
    return [cluster.submit(join_partition, *task, threads) for task in tasks]
