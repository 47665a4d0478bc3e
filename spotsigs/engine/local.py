"""The local engine: every stage of the flow in this process, with the run's columns in
memory (the documents without their pages, statuses, features, pairs).

Extraction runs in batches over ``run.jobs`` worker processes (``workers``); batches come
back in input order, so results never depend on the batch size or the number of workers,
and a run holds the signatures of its input, never its pages. Matching runs on ``run.jobs``
threads. Each ``*_stage`` function is one stage's local form (``stages.STAGES`` names them
in order, beside their Dask forms).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass, replace

import numpy as np

from spotsigs.cluster import Clusters, connected_clusters
from spotsigs.engine.extraction import ExtractedBatch, extract_batch, without_content
from spotsigs.engine.ids import renaming, unique_ids
from spotsigs.engine.run import DEFAULT_BATCH_SIZE, Run
from spotsigs.engine.workers import extract_in_workers
from spotsigs.features import SignatureBatch
from spotsigs.join import merged_pairs
from spotsigs.methods import Method
from spotsigs.methods.base import Pairs
from spotsigs.outcome import ClusterResult, Problems, RunResult
from spotsigs.pagemodel import OK, SYNTHETIC
from spotsigs.readers import Document, batched
from spotsigs.repeats import follower_pairs, group_keys, leaders, row_digests
from spotsigs.results.records import MemoryRecords
from spotsigs.soft404 import (
    SOFT404_MAX_WORDS,
    document_url_keys,
    may_be_flagged,
    soft_404_groups,
    soft_404_reason,
    without_documents,
)
from spotsigs.spill import SortedPairs, SpanningPairs
from spotsigs.templates import site_templates

NO_PAIRS: Pairs = (np.empty(0, np.int64), np.empty(0, np.int64), np.empty(0, np.float64))


@dataclass(frozen=True, eq=False)
class Corpus:
    """The local engine's state between stages: the run's documents (without their pages)
    and their columns in input order, then its pairs, clusters and result."""

    documents: list[Document]
    status: list[str]
    reasons: list[str | None]
    features: SignatureBatch
    """The features of every document (any method's container: sets, sketches, prints)."""
    words: np.ndarray
    """Words of each document's text: the soft-404 rule's "short"."""
    languages: list[str]
    """Each document's language (``und``: unknown)."""
    hosts: np.ndarray | None = None
    """Host and (host, path) keys of every document, once a run-level rule needs them."""
    paths: np.ndarray | None = None
    template_pages: int = 0
    renamed: tuple[str, ...] = ()
    leaders: np.ndarray | None = None
    """Per document, the leader of its group of exact repeats (``repeats``): itself unless it
    follows one; None before that stage."""
    pairs: Pairs = NO_PAIRS
    """The pairs the clusters are built from (every pair, or a subset with its components)."""
    found: SortedPairs | None = None
    """Every pair, when the run writes them (``streamed_pairs``)."""
    clusters: Clusters | None = None
    result: RunResult | None = None

    @property
    def included(self) -> np.ndarray:
        """True for the documents that take part in matching (status ok)."""
        return np.array([s == OK for s in self.status], dtype=bool)

    def batches(self, size: int) -> Iterator[ExtractedBatch]:
        """The corpus again as extracted batches of ``size`` documents, in input order."""
        for start in range(0, len(self.documents), size):
            stop = min(start + size, len(self.documents))
            yield ExtractedBatch(self.documents[start:stop],
                                 self.features.take(np.arange(start, stop)),
                                 self.status[start:stop], self.reasons[start:stop],
                                 self.words[start:stop], self.languages[start:stop])

    def with_url_keys(self) -> Corpus:
        """The corpus with the host and (host, path) keys of every document
        (``soft404.document_url_keys``): the URLs are parsed once for both run-level rules."""
        if self.hosts is not None:
            return self
        hosts, paths = document_url_keys([d.url for d in self.documents],
                                         [d.doc_id for d in self.documents])
        return replace(self, hosts=hosts, paths=paths)


def extract(documents: Iterable[Document], method: Method, jobs: int = 1,
            batch_size: int = DEFAULT_BATCH_SIZE) -> Iterator[ExtractedBatch]:
    """Extract batches in input order, over ``jobs`` worker processes when jobs > 1.

    The documents of a batch come back without their content: a run holds the signatures of
    the whole input, never its pages, so archives larger than memory stream through."""
    if jobs < 1 or batch_size < 1:
        raise ValueError("jobs and batch_size must be at least 1")
    batches = batched(documents, batch_size)
    if jobs == 1:
        for batch in batches:
            yield without_content(extract_batch(method, batch))
        return
    for batch in extract_in_workers(batches, method, jobs):
        yield without_content(batch)


def corpus_of(batches: list[ExtractedBatch]) -> Corpus:
    """The columns of extracted batches, concatenated in input order."""
    features = type(batches[0].signatures).concatenate([b.signatures for b in batches]) \
        if batches else SignatureBatch.concatenate([])
    return Corpus([d for b in batches for d in b.documents],
                  [s for b in batches for s in b.status],
                  [r for b in batches for r in b.reasons], features,
                  np.concatenate([np.empty(0, np.int64)] + [b.words for b in batches]),
                  [lang for b in batches for lang in b.languages])


def extract_stage(run: Run, _: Corpus | None = None) -> Corpus:
    """Read and extract every document of the run."""
    batches = []
    for batch in extract(run.read(), run.method, run.jobs, run.batch_size):
        batches.append(batch)
        run.counted(len(batch.documents))
    return corpus_of(batches)


def templates_stage(run: Run, corpus: Corpus) -> Corpus:
    """Leave out of every page the features of its site's template (``templates``)."""
    share = run.method.template_share
    if share or "soft404" in run.method.synthetic:
        corpus = corpus.with_url_keys()
    features, changed = site_templates(corpus.features, corpus.hosts, corpus.included,
                                       share=share)
    return replace(corpus, features=features, template_pages=changed)


def ids_stage(run: Run, corpus: Corpus) -> Corpus:
    """Make repeated ids unique (``ids.unique_ids``: every id is known here)."""
    renamed: list[str] = []
    documents = unique_ids(corpus.documents, lambda d, new: renamed.append(renaming(d, new)))
    return replace(corpus, documents=documents, renamed=tuple(renamed))


def repeats_stage(run: Run, corpus: Corpus) -> Corpus:
    """Group exact repeats (``repeats``): each document's leader, itself unless it repeats
    the features of an earlier one the method would pair it with."""
    included = np.flatnonzero(corpus.included)
    features = corpus.features.take(included)
    copies = run.method.pairs_with_copy(features)
    docs = included[copies]
    leader = np.arange(len(corpus.documents), dtype=np.int64)
    if len(docs) > 1:
        digests = row_digests(features.take(np.flatnonzero(copies)))
        if "soft404" in run.method.synthetic:
            corpus = corpus.with_url_keys()
            keys = group_keys(digests, corpus.hosts[docs],
                              corpus.words[docs] < SOFT404_MAX_WORDS)
        else:
            keys = group_keys(digests)
        leader[docs] = leaders(keys, docs)
    return replace(corpus, leaders=leader)


def pairs_stage(run: Run, corpus: Corpus) -> Corpus:
    """Every pair of included documents the method finds at the threshold (the left-out ones
    join nothing: matching runs on the included ones, indices mapped back); a repeat's
    follower joins as the pair (leader, follower, 1.0) instead."""
    documents = np.arange(len(corpus.documents))
    leader = corpus.leaders if corpus.leaders is not None else documents
    kept = np.flatnonzero(corpus.included & (leader == documents))
    features = corpus.features.take(kept)
    followers = follower_pairs(documents, leader)
    corpus = corpus.with_url_keys() if "soft404" in run.method.synthetic else corpus
    if run.wants_pairs:
        return replace(corpus, **streamed_pairs(run, corpus, kept, features, followers))
    i, j, similarity = run.method.linking_pairs(features, run.threshold, run.jobs,
                                                linkable(run, corpus)[kept])
    pairs = (kept[i], kept[j], similarity)
    if len(followers[0]):
        pairs = merged_pairs(pairs, followers)
    return replace(corpus, pairs=pairs)


def streamed_pairs(run: Run, corpus: Corpus, kept: np.ndarray, features,
                   followers: Pairs) -> dict:
    """Every pair, as the method finds them, into ``found`` (sorted runs spilled to disk past
    ``spill.RUN_PAIRS``) and ``pairs`` (what the clusters need: ``SpanningPairs``), so that
    memory stays bounded however many pairs a family of near-copies has."""
    found, links = SortedPairs(), SpanningPairs(linkable(run, corpus))
    for i, j, similarity in run.method.pair_parts(features, run.threshold, run.jobs):
        part = (kept[i], kept[j], similarity)
        found.add(part)
        links.add(part)
    found.add(followers)
    links.add(followers)
    return {"found": found, "pairs": links.pairs()}


def linkable(run: Run, corpus: Corpus) -> np.ndarray:
    """Per document, whether matching may leave out its pairs inside a family already linked:
    not when the soft-404 rule may later take it out (a short page with a host), since the
    rule needs those pairs and the others must not stay linked only through it."""
    if "soft404" not in run.method.synthetic:
        return np.ones(len(corpus.documents), dtype=bool)
    return ~may_be_flagged(corpus.words, corpus.hosts)


def soft404_stage(run: Run, corpus: Corpus) -> Corpus:
    """Make the run's soft-404 pages synthetic (``soft404``) and drop their pairs."""
    if "soft404" not in run.method.synthetic:
        return corpus
    corpus = corpus.with_url_keys()
    flagged, paths = soft_404_groups(corpus.pairs[0], corpus.pairs[1], corpus.hosts,
                                     corpus.paths, corpus.words < SOFT404_MAX_WORDS)
    if not len(flagged):
        return corpus
    status, reasons = list(corpus.status), list(corpus.reasons)
    for k, group_paths in zip(flagged.tolist(), paths.tolist()):
        document = corpus.documents[k]
        status[k] = SYNTHETIC
        reasons[k] = soft_404_reason(document.url or document.doc_id, group_paths, reasons[k])
    found = corpus.found.without(flagged) if corpus.found is not None else None
    return replace(corpus, status=status, reasons=reasons,
                   pairs=without_documents(corpus.pairs, flagged), found=found)


def components_stage(run: Run, corpus: Corpus) -> Corpus:
    """The clusters: connected components of the pairs, each with its representative."""
    i, j, _ = corpus.pairs
    clusters = connected_clusters(len(corpus.documents), i, j, corpus.features.sizes,
                                  corpus.included)
    return replace(corpus, clusters=clusters)


def output_stage(run: Run, corpus: Corpus) -> Corpus:
    """The run's result: its records held in memory, written when a command asks."""
    clusters = ClusterResult(corpus.documents, corpus.status, corpus.reasons, corpus.features,
                             corpus.pairs, corpus.clusters, corpus.template_pages,
                             corpus.languages, corpus.found)
    problems = Problems.of(corpus.documents, corpus.status, corpus.reasons,
                           list(corpus.renamed))
    return replace(corpus, result=RunResult(clusters.counts(), problems,
                                            MemoryRecords(clusters)))
