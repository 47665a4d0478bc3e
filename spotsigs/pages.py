"""A document's page as features see it: the text they come from (a page's main content, or
all its text), its title and headings, and what the page model is told of it.

Shared by the engines' extraction, the report and ``spotsigs idf``: one place decides which
text of a document the methods read.
"""

from __future__ import annotations

from spotsigs.content import PageContent, read_document
from spotsigs.pagemodel import PageFacts
from spotsigs.readers import Document

NO_PAGE = PageContent("", (), "", 0, 0)
"""The page of a document that could not be read (it gets no features)."""


def document_page(document: Document, whole_page: bool = False) -> PageContent:
    """The text of a document features come from (a page's main content, or all its text
    with ``whole_page``; plain text as it is), with the page's title and first headings;
    raises ValueError for content that holds nothing to read."""
    content = document.content
    if content is None:
        raise ValueError(document.error or "no content")
    if not content or content.isspace():  # as ``not content.strip()``, without a copy
        if _http_error(document):  # an error response without a body: the page model
            return NO_PAGE         # says what it is
        raise ValueError("empty document")
    return read_document(content, whole_page, (document.metadata or {}).get("charset"),
                         document.is_text)


def document_text(document: Document, whole_page: bool = False) -> str:
    """``document_page``'s text alone."""
    return document_page(document, whole_page).text


def _http_error(document: Document) -> bool:
    """Whether a document is an HTTP error response (4xx, 5xx)."""
    return document.http_status is not None and 400 <= document.http_status <= 599


def page_facts(document: Document, features: int, page: PageContent) -> PageFacts:
    """What the page model is told of a document: its features, text, title and headings,
    HTTP status and headers."""
    metadata = dict(document.metadata or {})
    if document.http_status is not None:
        metadata["http_status"] = document.http_status
    return PageFacts.of(features, page, metadata)
