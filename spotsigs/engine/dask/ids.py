"""The ids stage on Dask: tasks over buckets of id hashes find the hashes seen more than once;
a task per shard returns the documents whose id has such a hash, or whose id is a ``#N`` name
a repeat could take (``a#2`` when ``a`` repeats: a real id the repeat must skip); the client
runs ``ids.unique_ids`` on these alone (every name a repeat of ``a`` can take or must avoid is
among them): the same names as the local engine."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

import numpy as np

from spotsigs.columns import decode_strings
from spotsigs.engine.dask.shards import Shard
from spotsigs.engine.dask.state import Cluster, Sharded
from spotsigs.engine.ids import renaming, unique_ids
from spotsigs.engine.run import Run
from spotsigs.outcome import SAMPLES
from spotsigs.readers import Document


def repeated_id_hashes(bucket: int, shards: Sequence[str], buckets: int) -> list[int]:
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


def ids_stage(run: Run, cluster: Cluster, state: Sharded) -> Sharded:
    """The new ids of the repeated ones (``Sharded.renames``), and what was renamed."""
    shards = state.shards
    if not len(shards):
        return state
    repeated = np.array(sorted(h for part in cluster.map(
        repeated_id_hashes, range(cluster.run.buckets), shards.paths, cluster.run.buckets)
        for h in part), dtype=np.uint64)
    if not len(repeated):
        return state
    involved = sorted(d for part in cluster.gather([
        cluster.submit(involved_documents, path, shards.start(k), repeated)
        for k, path in enumerate(shards.paths)]) for d in part)
    renamed: list[str] = []
    made = unique_ids([Document(doc_id=i, url="", content=None, source=src)
                       for _, i, src in involved],
                      lambda d, new: renamed.append(renaming(d, new)))
    renames = {doc: document.doc_id for (doc, old, _), document in zip(involved, made)
               if document.doc_id != old}
    problems = replace(state.problems, renamed=renamed[:SAMPLES], n_renamed=len(renamed))
    return replace(state, renames=renames, problems=problems)
