"""HTML files, plain or gzipped: one page per file, kept as raw bytes (decoding is the html
stage's job)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import BinaryIO

from spotsigs.readers.base import (
    GZIP_ERRORS,
    Document,
    binary_kind,
    failed,
    gzip_reason,
    maybe_gunzip,
    read_capped,
)
from spotsigs.readers.options import ReadOptions

SUFFIXES = (".html", ".htm", ".html.gz", ".htm.gz")


def read(stream: BinaryIO, name: str, source: str, options: ReadOptions) -> Iterator[Document]:
    """The page of one HTML file (gunzipped when its name ends in .gz)."""
    yield _read_html(maybe_gunzip(stream, source.lower()), name, source)


def _read_html(stream: BinaryIO, name: str, source: str) -> Document:
    """One HTML file (plain or gzipped) as raw bytes; decoding is the html stage's job."""
    try:
        content, note = read_capped(stream)
    except GZIP_ERRORS as exc:
        return failed(name, source, gzip_reason(exc, source))
    if kind := binary_kind(content):
        return failed(name, source, f"binary content, not HTML ({kind}): {source}")
    return Document(doc_id=name, url="", content=content, note=note, source=source)
