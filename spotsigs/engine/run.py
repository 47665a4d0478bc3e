"""One run of the flow: what it reads, how it matches, how it runs and what it writes, in one
object that every stage of either engine is given (instead of a dozen parameters each)."""

from __future__ import annotations

import os
import warnings
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field

from spotsigs.checks import DEFAULT_THRESHOLD, check_threshold
from spotsigs.methods import Method
from spotsigs.readers import Document, ReadOptions, read_documents

DEFAULT_BATCH_SIZE = 256
"""Documents extracted together: one numpy pass over a batch's tokens."""


@dataclass(frozen=True, eq=False)
class Run:
    """What a run is asked to do.

    ``inputs`` are files and folders (``-``: standard input) read with ``options``; the local
    engine also takes ``documents`` given directly (the Python API). ``formats`` are the
    record formats of the clusters and the pairs (``jsonl``, ``csv``, ``parquet``; pairs
    None: no pairs are written). ``progress`` is told how many documents each extracted
    batch held."""

    method: Method
    threshold: float = DEFAULT_THRESHOLD
    inputs: Sequence[str] = ()
    options: ReadOptions = field(default_factory=ReadOptions)
    documents: Iterable[Document] | None = None
    batch_size: int = DEFAULT_BATCH_SIZE
    jobs: int = 1
    formats: tuple[str, str | None] = ("jsonl", "jsonl")
    progress: Callable[[int], None] | None = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "threshold", check_threshold(self.threshold))
        if self.jobs < 1 or self.batch_size < 1:
            raise ValueError("jobs and batch_size must be at least 1")
        jobs, why = capped_jobs(self.jobs)
        if why:
            warnings.warn(why, stacklevel=3)
            object.__setattr__(self, "jobs", jobs)

    @property
    def wants_pairs(self) -> bool:
        """Whether the run writes its pairs: without, matching keeps only the pairs its
        clusters need (``Method.linking_pairs``), and the summary cannot count them all."""
        return self.formats[1] is not None

    def read(self) -> Iterator[Document]:
        """The documents of the run, in input order."""
        if self.documents is not None:
            return iter(self.documents)
        return read_documents(self.inputs, self.options)

    def counted(self, documents: int) -> None:
        """Tell ``progress`` of a batch of ``documents`` done."""
        if self.progress is not None:
            self.progress(documents)


def available_cpus() -> int:
    """The CPUs this process may run on (its affinity: a container's share, not the host's)."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # no affinity on this platform (macOS)
        return max(1, os.cpu_count() or 1)


def capped_jobs(jobs: int) -> tuple[int, str | None]:
    """``jobs`` at most the CPUs available, and what to tell when it was more: a worker
    process a job, so ``-j 10000`` would fork thousands on a few cores for the same output."""
    cpus = available_cpus()
    if jobs <= cpus:
        return jobs, None
    return cpus, f"-j {jobs} is more than the {cpus} CPUs available: {cpus} jobs used"
