"""One run of the flow: what it reads, how it matches, how it runs and what it writes, in one
object that every stage of either engine is given (instead of a dozen parameters each)."""

from __future__ import annotations

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

    def read(self) -> Iterator[Document]:
        """The documents of the run, in input order."""
        if self.documents is not None:
            return iter(self.documents)
        return read_documents(self.inputs, self.options)

    def counted(self, documents: int) -> None:
        """Tell ``progress`` of a batch of ``documents`` done."""
        if self.progress is not None:
            self.progress(documents)
