"""The Dask engine: the flow's stages (``engine.stages``) as tasks on a Dask cluster, with a
client that holds no corpus.

Every stage's distributed form is a set of tasks that read and write shards (``shards``) in a
working folder that every worker and the client reach (a path, or an fsspec URL:
``workdir``); only small summaries (counts, size histograms, the rare repeated ids) come back
to the client. The modules are the stages' distributed forms, by the stage's name
(``extract``, ``templates``, ``ids``, ``pairs`` with ``join``, ``soft404``, ``components``,
``output``), and what they share: ``state`` (what a stage hands the next), ``shards`` and
``remote`` (columns on disk), ``io`` (standard input spooled in, records streamed out) and
``workdir``. Output equals the local engine's byte for byte, whatever the number of workers.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterator, Sequence

from spotsigs.engine.dask.extract import read_extracted
from spotsigs.engine.dask.state import MISSING_DASK, SHARD_DOCS, Cluster, Sharded, TaskRun
from spotsigs.engine.dask.workdir import make_run_folder, remove_folder
from spotsigs.engine.run import Run
from spotsigs.outcome import Extracted, RunResult

__all__ = ["MISSING_DASK", "SHARD_DOCS", "DaskEngine"]


def _client(scheduler: str | None):
    """A Dask client: of the scheduler at ``scheduler``, or of a new local cluster."""
    try:
        from distributed import Client, LocalCluster
    except ImportError:
        raise RuntimeError(MISSING_DASK) from None
    if scheduler:
        return Client(scheduler), None
    import dask

    with dask.config.set(worker_environ()):
        cluster = LocalCluster(n_workers=min(2, os.cpu_count() or 1), threads_per_worker=1,
                               processes=True, dashboard_address=None)
    return Client(cluster), cluster


WORKER_ENVIRON = {"MALLOC_MMAP_THRESHOLD_": 1 << 25}
"""The environment of the workers of the engine's own local cluster. Dask sets glibc's
MALLOC_TRIM_THRESHOLD_ in its workers, which turns off glibc's adaptive mmap threshold: every
numpy array over 128 KB was then mapped and faulted in afresh, and a join in a worker spent
4.4 of its 10.4 s in the kernel (a local process: 0.3 s). Arrays under 32 MB come from the heap
again with this (1.4 s in the kernel, 7.0 s in all). Workers started elsewhere want it too
(docs/engines.md)."""


def worker_environ() -> dict[str, int]:
    """The Dask configuration that gives new workers ``WORKER_ENVIRON``."""
    return {f"distributed.nanny.pre-spawn-environ.{k}": v for k, v in WORKER_ENVIRON.items()}


class DaskEngine:
    """Runs stages on the Dask scheduler at ``scheduler`` (default: a local cluster of two
    worker processes), in a new folder under ``work_dir`` (a path or an fsspec URL; default:
    the system's temporary folder) that every worker and this process must reach, in extract
    shards of at most ``shard_docs`` documents. The folder is removed when the result is
    closed (or at once when the run fails), unless ``keep``. ``received`` lists the size of
    every result the client gathered in the last run (bytes, as ``dask.sizeof`` counts)."""

    name = "dask"

    def __init__(self, scheduler: str | None = None, work_dir: str | os.PathLike | None = None,
                 shard_docs: int = SHARD_DOCS, keep: bool = False) -> None:
        self.scheduler, self.work_dir = scheduler, work_dir
        self.shard_docs, self.keep = max(1, shard_docs), keep
        self.received: list[int] = []

    def run(self, run: Run, stages: Sequence | None = None) -> Sharded:
        """Run ``stages`` (default: the whole flow) in order; their final state."""
        from spotsigs.engine import stages as flow

        folder = make_run_folder(self.work_dir)
        client, local_cluster = _client(self.scheduler)
        try:
            workers = max(1, sum(client.nthreads().values()))
            cluster = Cluster(client, TaskRun.of(run, folder, max(2, 2 * workers),
                                                 self.shard_docs))
            state = Sharded(folder=folder)
            for stage in flow.STAGES if stages is None else stages:
                state = stage.dask(run, cluster, state)
            self.received = cluster.received
            if state.result is not None:
                state.result.records.keep = self.keep
            return state
        except BaseException:
            if not self.keep:
                remove_folder(folder)
            raise
        finally:
            client.close()
            if local_cluster is not None:
                local_cluster.close()

    def cluster(self, run: Run) -> RunResult:
        """The whole flow; the result streams its records from the working folder."""
        return self.run(run).result

    @contextlib.contextmanager
    def extracted(self, run: Run) -> Iterator[Extracted]:
        """The extraction stages on the cluster; their batches read back here one shard at
        a time (the working folder is removed on leaving, unless kept)."""
        from spotsigs.engine.stages import named

        state = self.run(run, named("extract", "ids"))
        try:
            yield Extracted(read_extracted(state.shards, state.renames), state.problems)
        finally:
            if not self.keep:
                remove_folder(state.folder)
