"""What a run of the flow leaves: the types every engine and every output writer share.

Below the engines and the writers (``results`` reads these, never an engine). Every engine
returns a ``RunResult``: the counts, samples of what went wrong, and the output records as
a ``RecordSource`` (held in memory by the local engine: a ``ClusterResult``; left as shards
by the Dask engine), which the commands write or read in one stream.
"""

from __future__ import annotations

import functools
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import IO, Protocol

import numpy as np

from spotsigs.cluster import Clusters
from spotsigs.features import SignatureBatch
from spotsigs.pagemodel import ERROR, OK, SKIPPED, SYNTHETIC
from spotsigs.readers import Document
from spotsigs.spill import SortedPairs


@dataclass(frozen=True, eq=False)
class ClusterResult:
    """Outcome of clustering a corpus: per-document status, signatures, pairs and clusters."""

    documents: list[Document]
    status: list[str]
    reasons: list[str | None]
    signatures: SignatureBatch
    links: tuple[np.ndarray, np.ndarray, np.ndarray]
    """The pairs the clusters were built from (a spanning subset of every pair)."""
    clusters: Clusters
    template_pages: int = 0
    """Pages that lost features to their site's template (``spotsigs.templates``)."""
    languages: list[str] | None = None
    """Each document's language (ISO 639-1, ``und`` when unknown)."""
    found: SortedPairs | None = None
    """Every pair at the threshold, when the run asked for them (sorted, in bounded memory);
    None otherwise: then the summary does not count them."""

    @property
    def all_pairs(self) -> bool:
        """Whether the run kept every pair at the threshold (``found``)."""
        return self.found is not None

    @functools.cached_property
    def pairs(self) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """Every pair (i, j, similarity) sorted by (i, j), all in memory; when none were
        asked for, only the ``links``."""
        return self.links if self.found is None else self.found.arrays()

    @property
    def labels(self) -> np.ndarray:
        """Cluster label per document; -1 for synthetic and unreadable documents."""
        return self.clusters.labels

    @property
    def representatives(self) -> np.ndarray:
        """Per document, the index of its cluster's representative (-1 when left out)."""
        return self.clusters.representative_of()

    def counts(self) -> dict[str, int]:
        """Documents per status, pairs and clusters, for summaries."""
        return {"documents": len(self.status), OK: self.status.count(OK),
                SYNTHETIC: self.status.count(SYNTHETIC), SKIPPED: self.status.count(SKIPPED),
                "errors": self.status.count(ERROR),
                "pairs": len(self.found) if self.found is not None else None,
                "clusters": self.clusters.n_clusters,
                "multi_page_clusters": int((np.bincount(self.labels[self.labels >= 0])
                                            > 1).sum()) if self.clusters.n_clusters else 0,
                "template_pages": self.template_pages}


SAMPLES = 20
"""Problems of each kind a run keeps as samples (the command line shows 20)."""


@dataclass(frozen=True)
class Problems:
    """What a run met, as the first ``SAMPLES`` of each kind and how many there were: the
    unreadable documents with their reasons, the documents read with a note (truncated,
    replaced characters), and the repeated ids made unique (``'a' in f.jsonl -> 'a#2'``)."""

    errors: list[tuple[Document, str]] = field(default_factory=list)
    n_errors: int = 0
    noted: list[Document] = field(default_factory=list)
    n_noted: int = 0
    renamed: list[str] = field(default_factory=list)
    n_renamed: int = 0

    @classmethod
    def of(cls, documents: list[Document], status: list[str], reasons: list[str | None],
           renamed: list[str]) -> Problems:
        """The problems of documents in memory."""
        errors = [(d, r) for d, s, r in zip(documents, status, reasons) if s == ERROR]
        noted = [d for d, s in zip(documents, status) if d.note and s != ERROR]
        return cls(errors[:SAMPLES], len(errors), noted[:SAMPLES], len(noted),
                   renamed[:SAMPLES], len(renamed))


class RecordSource(Protocol):
    """A run's output records, wherever they are: written to a stream in a format, or read
    back one cluster record (a dict of ``results.records.CLUSTER_FIELDS``) at a time, in
    input order."""

    def write_clusters(self, stream: IO, fmt: str) -> None: ...

    def write_pairs(self, stream: IO, fmt: str) -> None: ...

    def cluster_records(self) -> Iterator[dict]: ...

    def close(self) -> None: ...


@dataclass(frozen=True)
class Extracted:
    """What the first stages of a run leave for a command that goes on page by page (the
    persistent index): the documents' batches in input order (without their pages, ids
    made unique), and the problems met."""

    batches: Iterator
    problems: Problems


@dataclass
class RunResult:
    """What every engine returns for a run of the whole flow: the counts (``counts()``, as
    the summary line shows them), the problems met and the records; ``close`` frees what
    the records hold (a Dask run's working folder)."""

    summary: dict[str, int]
    problems: Problems
    records: RecordSource

    def counts(self) -> dict[str, int]:
        return dict(self.summary)

    def close(self) -> None:
        self.records.close()

    def __enter__(self) -> RunResult:
        return self

    def __exit__(self, *exc) -> None:
        self.close()
