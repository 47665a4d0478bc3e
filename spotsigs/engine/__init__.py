"""The engines: the flow's stages (``stages.STAGES``) run in this process (``LocalEngine``) or
on a Dask cluster (``dask.DaskEngine``), each given a ``Run`` and returning one
``outcome.RunResult`` (counts, problems, records), whatever ran it.

An engine only schedules the stages it is given, in order; what a stage does is its own
(``local.*_stage`` and ``dask.<stage>``). ``cluster`` is the Python API of the local flow.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import Protocol

from spotsigs.checks import DEFAULT_THRESHOLD
from spotsigs.engine import stages as flow
from spotsigs.engine.extraction import ExtractedBatch
from spotsigs.engine.local import Corpus, corpus_of
from spotsigs.engine.run import DEFAULT_BATCH_SIZE, Run
from spotsigs.engine.stages import Stage, named
from spotsigs.methods import Method, make_method
from spotsigs.outcome import ClusterResult, Extracted, Problems, RunResult
from spotsigs.readers import Document

__all__ = ["DEFAULT_BATCH_SIZE", "Engine", "LocalEngine", "Run", "cluster",
           "cluster_extracted", "make_engine"]


EXTRACTION = ("extract", "ids")
"""The stages a page-by-page command runs (the persistent index)."""


class Engine(Protocol):
    """What every engine offers: the whole flow of a run, one result type; or the first
    stages of it, for commands that go on page by page."""

    name: str

    def cluster(self, run: Run) -> RunResult: ...

    def extracted(self, run: Run) -> contextlib.AbstractContextManager[Extracted]: ...


class LocalEngine:
    """Runs stages in this process: extraction on ``run.jobs`` worker processes, matching on
    as many threads, the run's columns in memory."""

    name = "local"

    def run(self, run: Run, stages: Sequence[Stage] | None = None, state: Corpus | None = None
            ) -> Corpus:
        """Run ``stages`` in order from ``state`` (default: the whole flow from nothing)."""
        for stage in flow.STAGES if stages is None else stages:
            state = stage.local(run, state)
        return state

    def cluster(self, run: Run) -> RunResult:
        """The whole flow; the result holds its records in memory."""
        return self.run(run).result

    @contextlib.contextmanager
    def extracted(self, run: Run) -> Iterator[Extracted]:
        """The extraction stages (``EXTRACTION``); their batches, of ``run.batch_size``."""
        corpus = self.run(run, named(*EXTRACTION))
        yield Extracted(corpus.batches(run.batch_size),
                        Problems.of(corpus.documents, corpus.status, corpus.reasons,
                                    list(corpus.renamed)))


def make_engine(name: str = "local", scheduler: str | None = None, work_dir=None,
                **options) -> Engine:
    """The engine ``name`` (``local`` or ``dask``: ``scheduler``, ``work_dir`` and the
    ``DaskEngine`` options apply to it alone)."""
    if name == "local":
        return LocalEngine()
    if name == "dask":
        from spotsigs.engine.dask import DaskEngine

        return DaskEngine(scheduler, work_dir, **options)
    raise ValueError(f"unknown engine {name!r}: local or dask")


def as_documents(items: Iterable[Document | bytes | str]) -> Iterator[Document]:
    """Wrap raw HTML/text items as Documents numbered by input position."""
    for k, item in enumerate(items):
        if isinstance(item, Document):
            yield item
        else:
            yield Document(doc_id=str(k), url="", content=item)


def _method(params: dict) -> Method:
    """The method of the Python API's ``params``: ``extractor`` (a Method) or ``method``
    (a name) with the class's parameters."""
    extractor = params.pop("extractor", None)
    if extractor is not None:
        return extractor
    return make_method(params.pop("method", "spotsigs"), **params)


def cluster(documents: Iterable[Document | bytes | str], threshold: float = DEFAULT_THRESHOLD,
            jobs: int = 1, batch_size: int = DEFAULT_BATCH_SIZE,
            progress: Callable[[int], None] | None = None, **params) -> ClusterResult:
    """Cluster documents (HTML, text, or ``Document``s) into near-duplicate groups.

    ``params`` choose the ``method`` (default ``spotsigs``) and go to its class
    (for SpotSigs: antecedents, spot_distance, chain_length, ...). ``jobs`` processes extract
    and as many threads match; the clusters are the same for any number.
    """
    run = Run(_method(params), threshold, documents=as_documents(documents),
              batch_size=batch_size, jobs=jobs, progress=progress)
    return LocalEngine().cluster(run).records.result


def cluster_extracted(batches: list[ExtractedBatch], threshold: float,
                      method: Method | None = None, jobs: int = 1) -> ClusterResult:
    """The flow after extraction, on batches already extracted (``local.extract``): one
    extraction clustered at several thresholds, as the experiments do."""
    run = Run(method or make_method("spotsigs"), threshold, jobs=jobs)
    return LocalEngine().run(run, flow.STAGES[1:], corpus_of(batches)).result.records.result
