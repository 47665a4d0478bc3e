"""Extraction of one batch: text, features and the page model's status for each document.

Every failure becomes an error status with its reason, never a raise: one bad page must not
stop the run.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from spotsigs.features import SignatureBatch
from spotsigs.html import as_text
from spotsigs.methods import Method
from spotsigs.pagemodel import ERROR, OK, SYNTHETIC, PageFacts
from spotsigs.readers import Document


@dataclass(frozen=True, eq=False)
class ExtractedBatch:
    """Signatures of a batch of documents with a status and reason for each."""

    documents: list[Document]
    signatures: SignatureBatch
    status: list[str]
    reasons: list[str | None]


def document_text(document: Document) -> str:
    """Plain text of a document; raises ValueError for content that holds nothing to read."""
    content = document.content
    if content is None:
        raise ValueError(document.error or "no content")
    if not content or content.isspace():  # as ``not content.strip()``, without a copy
        raise ValueError("empty document")
    return content if document.is_text else as_text(content)


def extract_batch(extractor: Method, documents: list[Document]) -> ExtractedBatch:
    """Text and signatures of a batch; every failure becomes an error status, never a raise."""
    texts: list[str] = []
    reasons: list[str | None] = []
    for document in documents:
        if document.error is not None:
            texts.append("")
            reasons.append(document.error)
            continue
        try:
            texts.append(document_text(document))
            reasons.append(None)
        except Exception as exc:  # noqa: BLE001 - one bad page must not stop the run
            texts.append("")
            reasons.append(str(exc) or type(exc).__name__)
    signatures = extractor.from_texts(texts)
    status: list[str] = []
    for k, (reason, size) in enumerate(zip(reasons, signatures.sizes.tolist())):
        if reason is not None:
            status.append(ERROR)
        elif synthetic := extractor.synthetic_reason(PageFacts(size, texts[k])):
            status.append(SYNTHETIC)
            reasons[k] = synthetic
        else:
            status.append(OK)
        note = documents[k].note
        if note:
            reasons[k] = f"{reasons[k]}; {note}" if reasons[k] else note
    return ExtractedBatch(documents, signatures, status, reasons)


def without_content(batch: ExtractedBatch) -> ExtractedBatch:
    """The batch with its documents' pages dropped (ids, URLs and errors kept)."""
    return replace(batch, documents=[d if d.content is None else replace(d, content=None)
                                     for d in batch.documents])
