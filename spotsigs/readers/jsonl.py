"""JSON lines: one document per line, ``{"id", "url"?, "html" | "text"}``, plain or gzipped."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import BinaryIO

from spotsigs.readers.base import (
    CHUNK,
    GZIP_ERRORS,
    MAX_DOCUMENT_BYTES,
    Document,
    failed,
    gzip_reason,
    maybe_gunzip,
)
from spotsigs.readers.options import ReadOptions, record_document

SUFFIXES = (".jsonl", ".jsonl.gz")
_MAX_LINE_BYTES = 8 * MAX_DOCUMENT_BYTES
"""Longest JSONL line parsed (JSON escapes make a line longer than its text)."""


def read(stream: BinaryIO, name: str, source: str, options: ReadOptions, *,
         first_line: int = 1, whole: bool = True) -> Iterator[Document]:
    """The documents of one JSONL file (gunzipped when its name ends in .gz).

    A part of a longer stream (standard input spooled in pieces) starts at line
    ``first_line`` of it, so that ids and messages number lines as in the whole stream;
    ``whole`` False: other parts hold the rest, so a part without records says nothing."""
    return _read_jsonl(maybe_gunzip(stream, source.lower()), name, source, options,
                       first_line, whole)


def _read_jsonl(stream: BinaryIO, name: str, source: str, options: ReadOptions,
                first_line: int = 1, whole: bool = True) -> Iterator[Document]:
    """One document per JSON line ({"id", "url"?, "html" | "text"}); blank lines skipped."""
    line_no = first_line - 1
    records = 0
    try:
        for line_no, line in enumerate(lines(stream), start=first_line):
            if line is None:
                records += 1
                yield failed(f"{name}:{line_no}", source,
                              f"{source} line {line_no}: longer than {_MAX_LINE_BYTES} bytes")
            elif line.strip():
                records += 1
                if line_no == 1:
                    line = line.removeprefix(b"\xef\xbb\xbf")
                yield _jsonl_document(line, f"{name}:{line_no}", f"{source} line {line_no}",
                                      source, options)
    except GZIP_ERRORS as exc:
        yield failed(f"{name}:{line_no + 1}", source,
                      f"{gzip_reason(exc, source)} after line {line_no}")
        return
    if not records and whole:
        yield failed(name, source, f"no JSON records in {source} "
                                    f"({'empty file' if not line_no else 'only blank lines'})")


def lines(stream: BinaryIO) -> Iterator[bytes | None]:
    """Yield each line, or None for one over _MAX_LINE_BYTES (skipped, to bound memory); the
    lines the reader numbers (``spotsigs dedup`` copies them by that number)."""
    while line := stream.readline(_MAX_LINE_BYTES + 1):
        if len(line) > _MAX_LINE_BYTES and not line.endswith(b"\n"):
            while (rest := stream.readline(CHUNK)) and not rest.endswith(b"\n"):
                pass
            yield None
        else:
            yield line


def _jsonl_document(line: bytes, fallback_id: str, where: str, source: str,
                    options: ReadOptions) -> Document:
    """Parse one JSONL line into a Document, or an error Document naming file and line."""
    notes = []
    try:
        text = line.decode("utf-8")
    except UnicodeDecodeError as exc:  # keep the record: its bad bytes become U+FFFD
        text = line.decode("utf-8", errors="replace")
        notes.append(f"invalid UTF-8 replaced with U+FFFD ({exc.reason} at byte {exc.start})")
    try:
        record = json.loads(text)
    except ValueError as exc:
        return failed(fallback_id, source, f"{where}: not valid JSON ({exc})")
    except RecursionError:
        return failed(fallback_id, source, f"{where}: not valid JSON (nested too deeply)")
    if not isinstance(record, dict):
        return failed(fallback_id, source, f"{where}: not a JSON object")
    return record_document(record, options, fallback_id, where, source, notes)
