"""How inputs are read: which fields of a JSONL record or Parquet row hold the id, URL, text
and HTML, and the format of standard input; and a record (a dict) as a ``Document``."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from spotsigs.readers.base import Document, binary_kind, cap_bytes, cap_text, failed

STDIN_FORMATS = ("warc", "jsonl", "parquet", "html")
HTTP_STATUS_FIELD = "http_status"
"""A record's HTTP status, when it has one (as ``cluster`` writes it, and crawl exports
hold it): the page model's ``http`` rule reads it as for a WARC response."""


@dataclass(frozen=True)
class ReadOptions:
    """Field names of records (JSONL lines, Parquet rows), the format of standard input, and
    whether symbolic links out of an input folder are followed."""

    id_field: str = "id"
    url_field: str = "url"
    text_field: str = "text"
    html_field: str = "html"
    stdin_format: str | None = None
    follow_links: bool = False


def kind_of(value: object) -> str:
    """The JSON name of a value's type, for messages."""
    names = {bool: "boolean", int: "number", float: "number", str: "string", list: "array",
             dict: "object", type(None): "null"}
    return names.get(type(value), type(value).__name__)


def record_document(record: Mapping, options: ReadOptions, fallback_id: str, where: str,
                    source: str, notes: list[str] | None = None) -> Document:
    """A record's Document (HTML in the html field, else text in the text field), or an error
    Document naming the record and the field at fault. HTML or text as bytes (a Parquet
    binary column) is kept as bytes, decoded by the charset rules of pages."""
    notes = list(notes or [])
    doc_id = record.get(options.id_field)
    if doc_id is None:
        return failed(fallback_id, source, f"{where}: missing field '{options.id_field}'")
    if isinstance(doc_id, bool) or not isinstance(doc_id, str | int):
        return failed(fallback_id, source, f"{where}: field '{options.id_field}' must be a "
                                           f"string or integer, not {kind_of(doc_id)}")
    doc_id = str(doc_id)
    for field in (options.url_field, options.html_field, options.text_field):
        value = record.get(field)
        if value is not None and not isinstance(value, str) and \
                not (isinstance(value, bytes) and field != options.url_field):
            return failed(doc_id, source, f"{where}: field '{field}' must be a string, not "
                                          f"{kind_of(value)}")
    url = record.get(options.url_field) or ""
    is_text = record.get(options.html_field) is None
    content = record.get(options.text_field) if is_text else record[options.html_field]
    if content is None:
        return failed(doc_id, source, f"{where}: missing field '{options.html_field}' or "
                                      f"'{options.text_field}'", url)
    if isinstance(content, bytes):  # a binary column: the page's bytes, decoded later
        if kind := binary_kind(content):
            return failed(doc_id, source, f"{where}: binary content, not "
                                          f"{'text' if is_text else 'HTML'} ({kind})", url)
        content, note = cap_bytes(content)
    else:
        content, note = cap_text(content)
    status, problem = http_status_of(record.get(HTTP_STATUS_FIELD))
    notes += [problem] if problem else []
    note = "; ".join(notes + [note] if note else notes) or None
    return Document(doc_id, url, content, is_text=is_text, note=note, source=source,
                    http_status=status)


def http_status_of(value: object) -> tuple[int | None, str | None]:
    """A record's ``http_status`` field as a status code (an integer or a string of digits in
    100-599; None when absent), or None with a note saying why it was not taken."""
    if value is None:
        return None, None
    if isinstance(value, str) and value.strip().isdigit():
        value = int(value)
    if isinstance(value, int) and not isinstance(value, bool) and 100 <= value <= 599:
        return value, None
    return None, f"field '{HTTP_STATUS_FIELD}' ignored: {value!r:.40} is no HTTP status code"
