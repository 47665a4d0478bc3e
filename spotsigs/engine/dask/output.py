"""The output stage on Dask: a task per extract shard writes the output records of its
documents (clusters, and the pairs whose first document is one of them) as shards in the
output's format; the client streams them, in order, into the output files
(``ShardRecords``), never holding them."""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from typing import IO

import numpy as np

from spotsigs.columns import decode_strings
from spotsigs.engine.dask.components import component_slice
from spotsigs.engine.dask.extract import OK_CODE, STATUS
from spotsigs.engine.dask.io import (
    copy_parquet_shards,
    copy_text_shard,
    shard_bytes,
    write_record_shard,
)
from spotsigs.engine.dask.shards import Shard, ShardSet, concat_rows
from spotsigs.engine.dask.soft404 import flagged_in, status_of
from spotsigs.engine.dask.state import Cluster, Sharded
from spotsigs.engine.dask.workdir import remove_folder
from spotsigs.engine.run import Run
from spotsigs.outcome import RunResult
from spotsigs.pagemodel import ERROR, OK, SKIPPED, SYNTHETIC
from spotsigs.results.records import (
    CLUSTER_FIELDS,
    PAIR_FIELDS,
    cluster_record,
    pair_record,
    write_records,
)
from spotsigs.soft404 import soft_404_reason


@dataclass(frozen=True, eq=False)
class OutputPlan:
    """What an output task reads: the shards and what the stages wrote of their documents."""

    shards: ShardSet
    components: tuple[str | None, ...]
    ranks: tuple[str, ...]
    label_offsets: np.ndarray
    pairs: tuple[str, ...]
    renames: dict[int, str]
    soft404: tuple[str, ...]
    formats: tuple[str, str | None]
    folder: str


def _labels(plan: OutputPlan, part: int, included: np.ndarray
            ) -> tuple[np.ndarray, np.ndarray]:
    """Per document of shard ``part``: its cluster's number (-1 when left out) and the
    global index of its cluster's representative."""
    start, stop = plan.shards.start(part), plan.shards.stop(part)
    docs = np.arange(start, stop, dtype=np.int64)
    labels = np.full(len(docs), -1, dtype=np.int64)
    representative = np.where(included, docs, -1)
    own_rank = np.asarray(Shard(plan.ranks[part]).array("rank"))
    labels[included] = plan.label_offsets[part] + own_rank[included]
    if plan.components[part] is not None:
        positions, first, rep = component_slice(Shard(plan.components[part]), start, stop)
        representative[positions] = rep
        where = plan.shards.shard_of(first)
        for s in np.unique(where).tolist():
            at = np.flatnonzero(where == s)
            ranks = np.asarray(Shard(plan.ranks[s]).array("rank")[first[at] -
                                                                   plan.shards.start(s)])
            labels[positions[at]] = plan.label_offsets[s] + ranks
    return labels, representative


def _cluster_records(plan: OutputPlan, part: int, ids: list[str],
                     cache: dict[str, Shard]) -> Iterator[dict]:
    """The cluster records of shard ``part``'s documents, in input order."""
    shard = cache[plan.shards.paths[part]]
    start, stop = plan.shards.start(part), plan.shards.stop(part)
    n = stop - start
    urls = decode_strings(shard.array("url_data"), shard.array("url_offsets"), np.arange(n))
    reasons = decode_strings(shard.array("reason_data"), shard.array("reason_offsets"),
                             np.arange(n), np.asarray(shard.array("reason_present")))
    status = status_of(shard, start, plan.soft404)
    for k, paths in zip(*map(np.ndarray.tolist, flagged_in(plan.soft404, start, stop))):
        reasons[k] = soft_404_reason(urls[k] or ids[k], paths, reasons[k])
    included = status == OK_CODE
    labels, representative = _labels(plan, part, included)
    rep_names: list[str | None] = [None] * n
    rep_ids = plan.shards.ids(representative[included], plan.renames, cache)
    for k, name in zip(np.flatnonzero(included).tolist(), rep_ids):
        rep_names[k] = name
    sizes = np.asarray(shard.array("sizes")).tolist()
    label_list = labels.tolist()
    http = [None if h < 0 else h for h in np.asarray(shard.array("http_status")).tolist()]
    languages = decode_strings(shard.array("lang_data"), shard.array("lang_offsets"),
                               np.arange(n))
    return (cluster_record(ids[k], urls[k], label_list[k], rep_names[k], STATUS[status[k]],
                           reasons[k], sizes[k], http[k], languages[k]) for k in range(n))


def _pair_records(plan: OutputPlan, part: int, ids: list[str],
                  cache: dict[str, Shard]) -> Iterator[dict]:
    """The pair records whose first document is in shard ``part``, sorted by (a, b)."""
    i, j, similarity = concat_rows(plan.pairs, part, ("i", "j", "similarity"),
                                   (np.int64, np.int64, np.float64))
    order = np.lexsort((j, i))
    i, j, similarity = i[order], j[order], similarity[order]
    a_ids = [ids[k] for k in (i - plan.shards.start(part)).tolist()]
    b_ids = plan.shards.ids(j, plan.renames, cache)
    return (pair_record(a, b, s) for a, b, s in zip(a_ids, b_ids, similarity.tolist()))


def write_output(plan: OutputPlan, part: int) -> tuple[dict, dict | None]:
    """Task: the output records of shard ``part``'s documents (and of the pairs whose first
    document is one of them), written as shards in the output's format (``io``)."""
    cache: dict[str, Shard] = {}
    cache[plan.shards.paths[part]] = Shard(plan.shards.paths[part])
    docs = np.arange(plan.shards.start(part), plan.shards.stop(part), dtype=np.int64)
    ids = plan.shards.ids(docs, plan.renames, cache)
    clusters = write_record_shard(_cluster_records(plan, part, ids, cache), CLUSTER_FIELDS,
                                  plan.formats[0], f"{plan.folder}/clusters-{part:06d}")
    if plan.formats[1] is None:
        return clusters, None
    return clusters, write_record_shard(_pair_records(plan, part, ids, cache), PAIR_FIELDS,
                                        plan.formats[1], f"{plan.folder}/pairs-{part:06d}")


class ShardRecords:
    """A Dask run's output records, left as shards (text, or Parquet parts) in its working
    folder: streamed into files in order, never held; ``close`` removes the folder (unless
    it is to be kept)."""

    def __init__(self, folder: str, clusters: Sequence[dict], pairs: Sequence[dict | None],
                 formats: tuple[str, str | None], keep: bool = False) -> None:
        self.folder, self.clusters, self.pairs = folder, list(clusters), list(pairs)
        self.formats, self.keep = formats, keep

    def _write(self, entries: Sequence[dict | None], fmt: str, written: str | None,
               fields: tuple[str, ...], stream: IO) -> None:
        if fmt != written:
            raise ValueError(f"this run wrote its records as {written}, not {fmt}")
        if fmt == "parquet":  # a binary stream: the parts' rows, a row group at a time
            copy_parquet_shards(entries, fields, stream)
            return
        if not entries and fmt == "csv":
            write_records(iter(()), fields, stream, fmt)
        for k, entry in enumerate(entries):
            copy_text_shard(entry, stream, skip_first_line=fmt == "csv" and k > 0)

    def write_clusters(self, stream: IO, fmt: str) -> None:
        """Copy the cluster records, in input order, to a text stream (binary for Parquet)."""
        self._write(self.clusters, fmt, self.formats[0], CLUSTER_FIELDS, stream)

    def write_pairs(self, stream: IO, fmt: str) -> None:
        """Copy the pair records, sorted by (a, b) in input order, to a text stream (binary
        for Parquet)."""
        if self.formats[1] is None:
            raise ValueError("this run wrote no pairs (its pairs format was None)")
        self._write(self.pairs, fmt, self.formats[1], PAIR_FIELDS, stream)

    def cluster_records(self) -> Iterator[dict]:
        """The cluster records, in input order, read back one shard at a time (JSON lines)."""
        if self.formats[0] != "jsonl":
            raise ValueError("cluster records are read back from JSON lines only")
        for entry in self.clusters:
            for line in shard_bytes(entry).decode("utf-8").splitlines():
                yield json.loads(line)

    def close(self) -> None:
        """Remove the run's working folder (unless it was asked to be kept)."""
        if not self.keep:
            remove_folder(self.folder)


def output_stage(run: Run, cluster: Cluster, state: Sharded) -> Sharded:
    """Write every shard's output records; the result streams them."""
    plan = OutputPlan(state.shards, state.components, state.ranks, state.label_offsets,
                      state.found, state.renames, state.soft404, run.formats,
                      cluster.run.path("output"))
    written = cluster.gather([cluster.submit(write_output, plan, k)
                              for k in range(len(state.shards))])
    counts = dict(state.counts)
    summary = {"documents": state.shards.documents, OK: counts[OK] - state.n_soft404,
               SYNTHETIC: counts[SYNTHETIC] + state.n_soft404, SKIPPED: counts[SKIPPED],
               "errors": counts[ERROR], "pairs": state.n_pairs if run.wants_pairs else None,
               "clusters": int(state.label_offsets[-1]),
               "multi_page_clusters": state.multi_page_clusters,
               "template_pages": state.template_pages}
    records = ShardRecords(cluster.run.folder, [w[0] for w in written],
                           [w[1] for w in written], run.formats)
    return replace(state, result=RunResult(summary, state.problems, records))
