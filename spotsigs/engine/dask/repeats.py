"""The repeats stage on Dask (``spotsigs.repeats``), between the ids and the pairs.

1. ``repeat_keys``, a task per extract shard: the group key (feature digest, and host and
   "short" with the soft-404 rule on) of each included document an exact copy would pair
   with, split by a bucket of the digest.
2. ``repeat_groups``, a task per bucket: each key's leader (its first document); the
   followers as pairs (leader, follower, 1.0) and as documents split by extract shard.
3. Only when some document follows: ``repeat_overlay``, a task per extract shard, marks its
   followers (column ``follower``) in an overlay, and every matcher leaves them out
   (``matching``). The pairs stage adds the follower pairs to the matcher's.

The same groups as the local engine's ``local.repeats_stage``, so the output is the same byte
for byte.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

import numpy as np

from spotsigs.engine.dask.extract import OK_CODE
from spotsigs.engine.dask.shards import (
    Shard,
    concat_rows,
    write_overlay,
    write_pairs,
    write_split,
)
from spotsigs.engine.dask.state import Cluster, Sharded
from spotsigs.engine.run import Run
from spotsigs.methods import from_params
from spotsigs.repeats import follower_pairs, group_keys, leaders, row_digests
from spotsigs.soft404 import SOFT404_MAX_WORDS

FOLLOWER = "follower"
"""The overlay column marking a shard's followers (1): they skip the matchers."""
_KEYS = ("d0", "d1", "host", "short")


def matching(shard: Shard) -> np.ndarray:
    """Which of a shard's documents the matcher joins: included (status ok), not a follower."""
    keep = np.asarray(shard.array("status")) == OK_CODE
    if FOLLOWER in shard:
        keep &= np.asarray(shard.array(FOLLOWER)) == 0
    return keep


def repeat_keys(path: str, start: int, params: dict, soft404: bool, buckets: int,
                out: str) -> dict:
    """Task: the group keys of a shard's included documents that pair with a copy, as
    (d0, d1, host, short, doc) rows split by a bucket of the digest."""
    shard = Shard(path)
    docs = np.flatnonzero(np.asarray(shard.array("status")) == OK_CODE)
    features = shard.features(docs)
    copies = from_params(params).pairs_with_copy(features)
    docs = docs[copies]
    digests = row_digests(features.take(np.flatnonzero(copies)))
    keys = group_keys(digests, np.asarray(shard.array("host_hash"))[docs],
                      np.asarray(shard.array("words"))[docs] < SOFT404_MAX_WORDS) \
        if soft404 else group_keys(digests)
    columns = {name: np.asarray(key, np.uint64) for name, key in zip(_KEYS, keys)}
    columns["doc"] = (start + docs).astype(np.int64)
    return write_split(out, columns, (columns["d0"] % np.uint64(buckets)).astype(np.int64),
                       buckets)


def repeat_groups(key_shards: Sequence[str], bucket: int, bounds: np.ndarray, out: str
                  ) -> dict:
    """Task: the groups of one bucket's keys; their followers as pairs (leader, follower,
    1.0) at ``out`` and as documents split by extract shard at ``out`` + ``-followers``."""
    *keys, doc = concat_rows(key_shards, bucket, (*_KEYS, "doc"), (np.uint64,) * 4 + (np.int64,))
    i, j, similarity = follower_pairs(doc, leaders(keys, doc))
    written = write_pairs(out, i, j, similarity, bounds)
    part = np.searchsorted(bounds, j, side="right") - 1
    write_split(f"{out}-followers", {"doc": j}, part, len(bounds) - 1)
    return {**written, "followers": f"{out}-followers"}


def repeat_overlay(path: str, part: int, start: int, stop: int,
                   follower_shards: Sequence[str], out: str) -> str:
    """Task: an overlay of extract shard ``part`` marking its followers."""
    (docs,) = concat_rows(follower_shards, part, ("doc",), (np.int64,))
    follower = np.zeros(stop - start, np.uint8)
    follower[docs - start] = 1
    return write_overlay(out, path, {FOLLOWER: follower})


def repeats_stage(run: Run, cluster: Cluster, state: Sharded) -> Sharded:
    """Group exact repeats: the follower pairs, and overlays marking the followers."""
    shards, spec = state.shards, cluster.run
    if not state.included:
        return state
    soft404 = "soft404" in run.method.synthetic
    key_shards = [k["shard"] for k in cluster.gather([cluster.submit(
        repeat_keys, path, shards.start(k), spec.params, soft404, spec.buckets,
        spec.path("repeats", f"keys-{k:06d}")) for k, path in enumerate(shards.paths)])]
    groups = cluster.gather([cluster.submit(
        repeat_groups, key_shards, b, shards.bounds, spec.path("repeats", f"pairs-{b:05d}"))
        for b in range(spec.buckets)])
    followers = sum(g["pairs"] for g in groups)
    if not followers:
        return state
    follower_shards = [g["followers"] for g in groups]
    paths = cluster.gather([cluster.submit(
        repeat_overlay, path, k, shards.start(k), shards.stop(k), follower_shards,
        spec.path("repeats", f"overlay-{k:06d}")) for k, path in enumerate(shards.paths)])
    return replace(state, shards=shards.replaced(paths),
                   repeat_pairs=tuple(g["shard"] for g in groups), n_repeats=followers)
