"""Unique document ids: the ids stage of both engines, and of every command that names
documents (an id seen twice gets ``#2``, ``#3``, ... so that every output line names one
document)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import replace

from spotsigs.engine.extraction import ExtractedBatch
from spotsigs.readers import Document

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


def renaming(document: Document, new_id: str) -> str:
    """How a renamed id is reported: ``'a' in f.jsonl -> 'a#2'``."""
    return f"{document.doc_id!r} in {document.source or 'input'} -> {new_id!r}"
