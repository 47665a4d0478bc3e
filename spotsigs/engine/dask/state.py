"""What the Dask engine's stages hand each other: the run as its tasks see it (``TaskRun``),
the cluster they run on (``Cluster``: submits tasks, gathers their small results) and what
the stages have written so far (``Sharded``: shard paths and small summaries, nothing
corpus-sized)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import numpy as np

from spotsigs.engine.dask.shards import ShardSet
from spotsigs.engine.run import Run
from spotsigs.outcome import Problems, RunResult
from spotsigs.readers import ReadOptions

SHARD_DOCS = 16384
"""Documents per extract shard at most: bounds what a task holds (and its output records)."""
MISSING_DASK = ("the dask engine needs Dask: pip install 'spotsigs[dask]' from a clone "
                "(dask and distributed)")


@dataclass(frozen=True)
class TaskRun:
    """The run as a task sees it: plain values that pickle small (the method as its
    ``params()``, rebuilt on the worker)."""

    params: dict
    threshold: float
    folder: str
    buckets: int
    formats: tuple[str, str | None]
    batch_size: int
    shard_docs: int
    options: ReadOptions

    @classmethod
    def of(cls, run: Run, folder: str, buckets: int, shard_docs: int) -> TaskRun:
        return cls(run.method.params(), run.threshold, folder, buckets, run.formats,
                   run.batch_size, shard_docs, run.options)

    def path(self, *parts: str) -> str:
        """A path under the run's working folder."""
        return "/".join((self.folder, *parts))


class Cluster:
    """Submits tasks to a Dask client and gathers their (small) results, noting the size of
    each (``received``: what reached the client, in bytes as ``dask.sizeof`` counts)."""

    def __init__(self, client, task_run: TaskRun) -> None:
        from dask.sizeof import sizeof

        self.client, self.sizeof, self.received = client, sizeof, []
        self.run = task_run

    @property
    def workers(self) -> int:
        """Threads of the cluster's workers (at least 1)."""
        return max(1, sum(self.client.nthreads().values()))

    def submit(self, fn: Callable, *args, **kwargs):
        return self.client.submit(fn, *args, pure=False, **kwargs)

    def gather(self, futures: Sequence) -> list:
        results = self.client.gather(list(futures))
        self.received.extend(int(self.sizeof(r)) for r in results)
        return results

    def map(self, fn: Callable, items: Sequence, *args) -> list:
        """``fn(item, *args)`` for each item, as tasks; their results in order."""
        return self.gather([self.submit(fn, item, *args) for item in items])


@dataclass(frozen=True, eq=False)
class Sharded:
    """What the Dask stages have written so far, stage by stage: paths of shards in the
    working folder and small summaries (counts, size histograms, the rare renamed ids)."""

    folder: str = ""
    """The run's working folder (every shard is under it)."""
    shards: ShardSet = field(default_factory=lambda: ShardSet((), np.zeros(1, np.int64)))
    """The extract shards (overlays with the site templates left out, after that stage)."""
    histograms: tuple[dict[int, int], ...] = ()
    """The sizes of the included documents (histograms of groups of shards, together every
    included document once): the join is planned on them."""
    counts: dict[str, int] = field(default_factory=dict)
    """Documents by status (``STATUS``), as extraction found them."""
    problems: Problems = field(default_factory=Problems)
    template_pages: int = 0
    renames: dict[int, str] = field(default_factory=dict)
    """New ids of the repeated ones, by global document index."""
    repeat_pairs: tuple[str, ...] = ()
    """Pair shards (leader, follower, 1.0) of the exact repeats (``repeats``)."""
    n_repeats: int = 0
    pairs: tuple[str, ...] = ()
    """Pair shards the clusters are built from: global (i, j, similarity) sorted, split by
    the extract shard of i."""
    found: tuple[str, ...] = ()
    """Pair shards of every pair found (the same shards as ``pairs`` unless the join kept
    less for the clusters): what ``--pairs`` writes."""
    n_pairs: int = 0
    """Pairs in ``found``."""
    soft404: tuple[str, ...] = ()
    """Shards of the documents the soft-404 rule flagged (with their groups' path counts)."""
    n_soft404: int = 0
    components: tuple[str | None, ...] = ()
    """Per extract shard, its partition's components shard (None: no pairs at all)."""
    ranks: tuple[str, ...] = ()
    """Per extract shard, the rank of each first member of a cluster (clusters numbering)."""
    label_offsets: np.ndarray | None = None
    multi_page_clusters: int = 0
    result: RunResult | None = None

    @property
    def included(self) -> int:
        """Documents that take part in matching."""
        return sum(sum(h.values()) for h in self.histograms)
