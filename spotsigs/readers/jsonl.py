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
    cap_text,
    failed,
    gzip_reason,
    maybe_gunzip,
)

SUFFIXES = (".jsonl", ".jsonl.gz")
_MAX_LINE_BYTES = 8 * MAX_DOCUMENT_BYTES
"""Longest JSONL line parsed (JSON escapes make a line longer than its text)."""


def read(stream: BinaryIO, name: str, source: str) -> Iterator[Document]:
    """The documents of one JSONL file (gunzipped when its name ends in .gz)."""
    return _read_jsonl(maybe_gunzip(stream, source.lower()), name, source)


def _read_jsonl(stream: BinaryIO, name: str, source: str) -> Iterator[Document]:
    """One document per JSON line ({"id", "url"?, "html" | "text"}); blank lines skipped."""
    line_no = records = 0
    try:
        for line_no, line in enumerate(_lines(stream), start=1):
            if line is None:
                records += 1
                yield failed(f"{name}:{line_no}", source,
                              f"{source} line {line_no}: longer than {_MAX_LINE_BYTES} bytes")
            elif line.strip():
                records += 1
                if line_no == 1:
                    line = line.removeprefix(b"\xef\xbb\xbf")
                yield _jsonl_document(line, f"{name}:{line_no}", f"{source} line {line_no}",
                                      source)
    except GZIP_ERRORS as exc:
        yield failed(f"{name}:{line_no + 1}", source,
                      f"{gzip_reason(exc, source)} after line {line_no}")
        return
    if not records:
        yield failed(name, source, f"no JSON records in {source} "
                                    f"({'empty file' if not line_no else 'only blank lines'})")


def _lines(stream: BinaryIO) -> Iterator[bytes | None]:
    """Yield each line, or None for one over _MAX_LINE_BYTES (skipped, to bound memory)."""
    while line := stream.readline(_MAX_LINE_BYTES + 1):
        if len(line) > _MAX_LINE_BYTES and not line.endswith(b"\n"):
            while (rest := stream.readline(CHUNK)) and not rest.endswith(b"\n"):
                pass
            yield None
        else:
            yield line


def _jsonl_document(line: bytes, fallback_id: str, where: str, source: str) -> Document:
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
    doc_id = record.get("id")
    if doc_id is None:
        return failed(fallback_id, source, f"{where}: missing field 'id'")
    if isinstance(doc_id, bool) or not isinstance(doc_id, str | int):
        return failed(fallback_id, source,
                       f"{where}: field 'id' must be a string or integer, not {_kind(doc_id)}")
    doc_id = str(doc_id)
    for field in ("url", "html", "text"):
        if record.get(field) is not None and not isinstance(record[field], str):
            return failed(doc_id, source,
                           f"{where}: field '{field}' must be a string, not {_kind(record[field])}")
    url = record.get("url") or ""
    is_text = record.get("html") is None
    content = record.get("text") if is_text else record["html"]
    if content is None:
        return failed(doc_id, source, f"{where}: missing field 'html' or 'text'", url)
    content, note = cap_text(content)
    note = "; ".join(notes + [note] if note else notes) or None
    return Document(doc_id, url, content, is_text=is_text, note=note, source=source)


def _kind(value: object) -> str:
    """The JSON name of a value's type, for messages."""
    names = {bool: "boolean", int: "number", float: "number", str: "string", list: "array",
             dict: "object", type(None): "null"}
    return names.get(type(value), type(value).__name__)
