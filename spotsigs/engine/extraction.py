"""Extraction of one batch: text, features and the page model's status for each document.

Every failure becomes an error status with its reason, never a raise: one bad page must not
stop the run.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import numpy as np

from spotsigs.content import PageContent
from spotsigs.features import SignatureBatch
from spotsigs.methods import Method
from spotsigs.pagemodel import ERROR, OK, SKIPPED, SYNTHETIC
from spotsigs.pages import NO_PAGE, document_page, page_facts
from spotsigs.readers import Document
from spotsigs.tokenize import text_tokens


@dataclass(frozen=True, eq=False)
class ExtractedBatch:
    """Signatures of a batch of documents with a status and reason for each."""

    documents: list[Document]
    signatures: SignatureBatch
    status: list[str]
    reasons: list[str | None]
    words: np.ndarray
    """Words of each document's text (main content by default): the soft-404 rule's "short"."""
    languages: list[str]
    """Each document's language (ISO 639-1, ``und`` when unknown), as its features read it."""


def extract_batch(extractor: Method, documents: list[Document]) -> ExtractedBatch:
    """Text and signatures of a batch; every failure becomes an error status, never a raise.

    Documents their reader set aside (``skipped``: redirects, images, revisits) are not
    extracted: their status is skipped, their reason the reader's."""
    pages: list[PageContent] = []
    reasons: list[str | None] = []
    for document in documents:
        if document.skipped is not None or document.error is not None:
            pages.append(NO_PAGE)
            reasons.append(document.skipped or document.error)
            continue
        try:
            pages.append(document_page(document, extractor.whole_page))
            reasons.append(None)
        except Exception as exc:  # noqa: BLE001 - one bad page must not stop the run
            pages.append(NO_PAGE)
            reasons.append(str(exc) or type(exc).__name__)
    texts = [page.text for page in pages]
    tokens = text_tokens(texts)  # hashed once: for the pages' languages and the features
    languages = extractor.languages_of(texts, tokens, [page.title for page in pages])
    signatures = extractor.from_pages(texts, languages, tokens)
    status: list[str] = []
    for k, (reason, size) in enumerate(zip(reasons, signatures.sizes.tolist())):
        if documents[k].skipped is not None:
            status.append(SKIPPED)
        elif reason is not None:
            status.append(ERROR)
        elif synthetic := extractor.synthetic_reason(page_facts(documents[k], size, pages[k])):
            status.append(SYNTHETIC)
            reasons[k] = synthetic
        else:
            status.append(OK)
            reasons[k] = _joined(extractor.page_note(languages[k]), pages[k].note())
        reasons[k] = _joined(reasons[k], documents[k].note)
    words = np.array([page.main_words for page in pages], dtype=np.int64)
    # A saved page has no URL but often names its own: its host groups it for the site
    # templates and soft-404 rules, and the outputs show it.
    documents = [replace(d, url=page.canonical) if not d.url and page.canonical else d
                 for d, page in zip(documents, pages)]
    return ExtractedBatch(documents, signatures, status, reasons, words, languages)


def without_content(batch: ExtractedBatch) -> ExtractedBatch:
    """The batch with its documents' pages dropped (ids, URLs and errors kept)."""
    return replace(batch, documents=[d if d.content is None else replace(d, content=None)
                                     for d in batch.documents])


def _joined(*notes: str | None) -> str | None:
    """The notes given, in order, ``; `` between them (None when there are none)."""
    return "; ".join(note for note in notes if note) or None
