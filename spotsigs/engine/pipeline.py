"""The whole flow for a corpus: documents -> text -> signatures -> pairs -> clusters.

Extraction runs in batches, optionally over worker processes; batches come back in input
order, so results never depend on the batch size or the number of workers.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import replace

import numpy as np

from spotsigs.checks import DEFAULT_THRESHOLD, check_threshold
from spotsigs.cluster import connected_clusters
from spotsigs.engine.extraction import ExtractedBatch, extract_batch, without_content
from spotsigs.engine.workers import extract_in_workers
from spotsigs.features import SignatureBatch
from spotsigs.methods import Method, make_method
from spotsigs.outcome import ClusterResult
from spotsigs.pagemodel import OK, SYNTHETIC
from spotsigs.readers import Document, batched
from spotsigs.soft404 import (
    SOFT404_MAX_WORDS,
    document_url_keys,
    soft_404_groups,
    soft_404_reason,
    without_documents,
)
from spotsigs.templates import site_templates

DEFAULT_BATCH_SIZE = 256


def extract(documents: Iterable[Document], extractor: Method, jobs: int = 1,
            batch_size: int = DEFAULT_BATCH_SIZE) -> Iterator[ExtractedBatch]:
    """Extract batches in input order, over ``jobs`` worker processes when jobs > 1.

    The documents of a batch come back without their content: a run holds the signatures of
    the whole input, never its pages, so archives larger than memory stream through."""
    if jobs < 1 or batch_size < 1:
        raise ValueError("jobs and batch_size must be at least 1")
    batches = batched(documents, batch_size)
    if jobs == 1:
        for batch in batches:
            yield without_content(extract_batch(extractor, batch))
        return
    for batch in extract_in_workers(batches, extractor, jobs):
        yield without_content(batch)


Renamed = Callable[[Document, str], None]
"""Told of each renamed document and its new id."""


def unique_names(ids: Sequence[str]) -> list[str]:
    """The ids made unique: the first of a repeated id keeps it, each later one takes the
    first ``id#N`` (N = 2, 3, ...) that is no id of ``ids`` and not given yet. A real id
    always keeps its name, so the names need every id first (a later ``a#2`` in the input
    keeps ``a#2``: the second ``a`` becomes ``a#3``)."""
    real = set(ids)
    seen: set[str] = set()
    given: set[str] = set()
    next_number: dict[str, int] = {}
    names: list[str] = []
    for doc_id in ids:
        if doc_id not in seen:
            seen.add(doc_id)
            names.append(doc_id)
            continue
        number = next_number.get(doc_id, 2)
        while (name := f"{doc_id}#{number}") in real or name in given:
            number += 1
        next_number[doc_id] = number + 1
        given.add(name)
        names.append(name)
    return names


def unique_ids(documents: Iterable[Document], renamed: Renamed | None = None
               ) -> list[Document]:
    """Documents with ids made unique by ``unique_names`` (all held: every id is needed
    before the first name is sure; call it on documents without content, as extraction
    leaves them)."""
    documents = list(documents)
    names = unique_names([d.doc_id for d in documents])
    out = []
    for document, name in zip(documents, names):
        if name != document.doc_id:
            if renamed is not None:
                renamed(document, name)
            document = replace(document, doc_id=name)
        out.append(document)
    return out


def unique_batches(batches: list[ExtractedBatch], renamed: Renamed | None = None
                   ) -> list[ExtractedBatch]:
    """Extracted batches with their documents' ids made unique over all of them."""
    documents = unique_ids((d for b in batches for d in b.documents), renamed)
    out, start = [], 0
    for batch in batches:
        stop = start + len(batch.documents)
        out.append(replace(batch, documents=documents[start:stop]))
        start = stop
    return out


def as_documents(items: Iterable[Document | bytes | str]) -> Iterator[Document]:
    """Wrap raw HTML/text items as Documents numbered by input position."""
    for k, item in enumerate(items):
        if isinstance(item, Document):
            yield item
        else:
            yield Document(doc_id=str(k), url="", content=item)


def cluster(documents: Iterable[Document | bytes | str], threshold: float = DEFAULT_THRESHOLD,
            jobs: int = 1, batch_size: int = DEFAULT_BATCH_SIZE,
            progress: Callable[[int], None] | None = None, **params) -> ClusterResult:
    """Cluster documents (HTML, text, or ``Document``s) into near-duplicate groups.

    ``params`` choose the ``method`` (default ``spotsigs``) and go to its class
    (for SpotSigs: antecedents, spot_distance, chain_length, ...). ``jobs`` processes extract
    and as many threads match; the clusters are the same for any number.
    """
    threshold = check_threshold(threshold)
    if params.get("extractor") is not None:
        extractor = params.pop("extractor")
    else:
        params.pop("extractor", None)
        extractor = make_method(params.pop("method", "spotsigs"), **params)
    batches: list[ExtractedBatch] = []
    for batch in extract(as_documents(documents), extractor, jobs=jobs,
                         batch_size=batch_size):
        batches.append(batch)
        if progress is not None:
            progress(len(batch.documents))
    return cluster_extracted(batches, threshold, extractor, jobs)


def cluster_extracted(batches: list[ExtractedBatch], threshold: float,
                      extractor: Method | None = None, workers: int = 1,
                      renamed: Renamed | None = None) -> ClusterResult:
    """Join and cluster already extracted batches; synthetic and error documents stay out.

    ``extractor`` supplies the matcher (its ``pairs`` method, on ``workers`` threads);
    SpotSigs' exact index by default. Repeated ids are made unique at assembly (``renamed`` is
    told of each)."""
    extractor = extractor or make_method("spotsigs")
    share = getattr(extractor, "template_share", 0.0)  # site templates: SpotSigs, shingles
    # Both run-level rules group pages by host: the URLs are parsed once, when either runs.
    hosts, paths = url_keys_of(batches) if share or "soft404" in extractor.synthetic \
        else (None, None)
    signatures, template_pages = site_templates(concatenated(batches), hosts,
                                                included_mask(batches), share=share)
    # Left-out documents join nothing: match on the included ones and map indices back.
    kept = np.flatnonzero(included_mask(batches))
    i, j, similarity = extractor.pairs(signatures.take(kept), threshold, workers)
    pairs = (kept[i], kept[j], similarity)
    if "soft404" in extractor.synthetic:
        batches, pairs = without_soft_404s(batches, pairs, hosts, paths)
    return replace(assemble(batches, pairs, signatures, renamed), template_pages=template_pages)


def url_keys_of(batches: list[ExtractedBatch]) -> tuple[np.ndarray, np.ndarray]:
    """Host and (host, path) keys of every document (``soft404.document_url_keys``)."""
    documents = [d for b in batches for d in b.documents]
    return document_url_keys([d.url for d in documents], [d.doc_id for d in documents])


def without_soft_404s(batches: list[ExtractedBatch],
                      pairs: tuple[np.ndarray, np.ndarray, np.ndarray],
                      host: np.ndarray, path: np.ndarray
                      ) -> tuple[list[ExtractedBatch], tuple[np.ndarray, np.ndarray, np.ndarray]]:
    """The batches with their soft-404 pages made synthetic (``spotsigs.soft404``), and the
    pairs without them; ``host``, ``path``: ``url_keys_of(batches)``."""
    short = np.concatenate([np.empty(0, np.int64)] + [b.words for b in batches]) \
        < SOFT404_MAX_WORDS
    flagged, paths = soft_404_groups(pairs[0], pairs[1], host, path, short)
    if not len(flagged):
        return batches, pairs
    paths_of = dict(zip(flagged.tolist(), paths.tolist()))
    out, start = [], 0
    for batch in batches:
        status, reasons = list(batch.status), list(batch.reasons)
        for k, document in enumerate(batch.documents):
            if (group_paths := paths_of.get(start + k)) is not None:
                status[k] = SYNTHETIC
                reasons[k] = soft_404_reason(document.url or document.doc_id, group_paths,
                                             reasons[k])
        out.append(replace(batch, status=status, reasons=reasons))
        start += len(status)
    return out, without_documents(pairs, flagged)


def concatenated(batches: list[ExtractedBatch]) -> SignatureBatch:
    """The features of all batches as one batch, in input order."""
    if not batches:
        return SignatureBatch.concatenate([])
    return type(batches[0].signatures).concatenate([b.signatures for b in batches])


def included_mask(batches: list[ExtractedBatch]) -> np.ndarray:
    """True for the documents that take part in matching (status ok)."""
    return np.array([s == OK for b in batches for s in b.status], dtype=bool)


def assemble(batches: list[ExtractedBatch], pairs: tuple[np.ndarray, np.ndarray, np.ndarray],
             signatures: SignatureBatch | None = None, renamed: Renamed | None = None
             ) -> ClusterResult:
    """A ClusterResult from extracted batches and the pairs (global indices) found among
    them, with repeated ids made unique (``unique_ids``: here every id is known)."""
    docs = unique_ids((d for b in batches for d in b.documents), renamed)
    status = [s for b in batches for s in b.status]
    reasons = [r for b in batches for r in b.reasons]
    signatures = signatures if signatures is not None else concatenated(batches)
    i, j, _ = pairs
    clusters = connected_clusters(len(docs), i, j, signatures.sizes, included_mask(batches))
    return ClusterResult(docs, status, reasons, signatures, pairs, clusters)
