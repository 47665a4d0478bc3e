"""WARC and ARC archives (plain, gzipped per record or as one member), read as crawlers write
them: every response, resource and revisit record becomes one Document.

warcio frames the records and parses their HTTP headers; the body is read raw and decoded
here (``readers.http``), so that the HTTP rules apply and no library prints or guesses:
- a 3xx response is skipped ("HTTP 301 redirect to <Location>"), so are 1xx, 204, 205 and
  304 responses, revisit records, non-HTML media types and binary payloads;
- a 4xx or 5xx response is read as a page with its ``http_status`` (the page model calls it
  synthetic);
- the charset of the HTTP Content-Type header goes to the html stage (``metadata``);
- a body that does not decode (cut short, corrupt, unknown coding) is an error of its record
  alone, and reading goes on.
Records that describe the crawl rather than capture a document (warcinfo, request,
metadata, the ARC file header) yield nothing; they are named when a file has no document.
A file cut short or damaged stops with one error Document after the records before it.
"""

from __future__ import annotations

import gzip
import io
from collections import Counter
from collections.abc import Iterator
from dataclasses import replace

from warcio.archiveiterator import ArchiveIterator
from warcio.exceptions import ArchiveLoadFailed
from warcio.recordloader import ArcWarcRecord
from warcio.statusandheaders import StatusAndHeaders

from spotsigs.readers import base
from spotsigs.readers.base import CHUNK, Document, binary_kind, failed
from spotsigs.readers.http import BodyError, charset_of, decode_body, media_type
from spotsigs.readers.options import ReadOptions

SUFFIXES = (".warc", ".warc.gz", ".arc", ".arc.gz")
HTML_MEDIA_TYPES = ("", "text/html", "application/xhtml+xml")
"""Media types read as pages ("" is a response without Content-Type)."""
CRAWL_RECORDS = ("warcinfo", "request", "metadata", "arc_header")
"""Record types that describe the crawl, not a captured document: they yield no Document."""
_GZIP_MAGIC = b"\x1f\x8b"
_NO_BODY = {204: "no content", 205: "reset content", 304: "not modified"}


def read(stream: io.BufferedReader, name: str, source: str, options: ReadOptions
         ) -> Iterator[Document]:
    """The documents of one WARC or ARC file."""
    return _read_warc(stream, name, source)


def _read_warc(stream: io.BufferedReader, name: str, source: str) -> Iterator[Document]:
    """Every response, resource and revisit record (plain or gzipped); stops with an error at
    the first damaged record header or where the file is cut short.

    A file without any such record (empty, or only requests and metadata) yields one error
    Document, so that every input file shows up in the output.
    """
    count = documents = 0
    held: Counter[str] = Counter()
    try:
        if stream.peek(2)[:2] == _GZIP_MAGIC:  # also reads a WARC gzipped as one member
            stream = _WarcGzipFile(fileobj=stream, mode="rb")
        records = _ArchiveReader(stream)
        for record in records:
            document = None
            if record.rec_type in CRAWL_RECORDS:
                held[record.rec_type] += 1
            else:
                document = _record_document(record, f"{name} #record{count}", source)
            _read_to_end(record)
            if document is not None:
                documents += 1
                yield _with_position(document, count, records)
            count += 1
        if records.cut_short:
            raise _Truncated("the file ends inside a record header")
    # warcio fails on damaged input in many ways (even AttributeError): report them all.
    except Exception as exc:  # noqa: BLE001
        reason = exc if isinstance(exc, _Truncated | ArchiveLoadFailed) else repr(exc)
        yield failed(f"{name} #record{count}", source,
                      f"truncated or corrupt WARC after {count} records: {reason}")
        return
    if not documents:
        kinds = ", ".join(f"{n} {kind}" for kind, n in sorted(held.items())) or "empty file"
        yield failed(name, source, f"no response records in WARC {source} ({kinds})")


class _Truncated(Exception):
    """A WARC that ends early (not EOFError, which warcio takes for a clean end of file)."""


class _WarcGzipFile(gzip.GzipFile):
    """A gzip stream that reports a cut-off end as _Truncated, so warcio does not swallow it.

    Reads return at most one gzip member's data (``read1``): a full ``read`` would go on into
    the next member, and a cut there would lose the whole records before it.
    """

    def read(self, size: int = -1) -> bytes:
        """Read as GzipFile does, but stop short at the end of a gzip member."""
        try:
            return super().read1(size) if size is not None and size > 0 else super().read(size)
        except EOFError as exc:
            raise _Truncated(f"truncated gzip ({exc})") from exc


class _ArchiveReader(ArchiveIterator):
    """warcio's ArchiveIterator, noting an input that ends inside a record header (which
    warcio takes for the end of the file, silently)."""

    cut_short = False

    def record_span(self) -> tuple[int, int]:
        """(offset, length) of the record just read to the end of its block, in the stream
        warcio reads (gunzipped), as ``get_record_offset``/``get_record_length`` give them,
        but without reading on into the next record: a cut there must not lose this one."""
        end = self.fh.tell() - self.reader.rem_length()
        return self.offset, end - self.offset

    def close(self) -> None:
        """Check the input ended where the last whole record did, then close as usual."""
        if self.reader is not None:
            self.cut_short = self.fh.tell() - self.reader.rem_length() != self.offset
        super().close()


def _record_document(record: ArcWarcRecord, fallback_id: str, source: str) -> Document:
    """A response, resource or revisit record as a Document: a page, skipped, or an error.

    Its id is its target URL (``fallback_id`` when it has none); the record id, HTTP status
    and the headers the page model uses are fields of their own.
    """
    headers = record.rec_headers
    url = headers.get_header("WARC-Target-URI") or headers.get_header("uri") or ""
    record_id = (headers.get_header("WARC-Record-ID") or "").strip().strip("<>") or None
    http = record.http_headers
    status = _status_code(http)

    def document(skipped: str | None = None, error: str | None = None,
                 content: bytes | None = None, note: str | None = None,
                 metadata: dict[str, str] | None = None) -> Document:
        return Document(url or fallback_id, url, content, error=error, note=note,
                        source=source, http_status=status, record_id=record_id,
                        skipped=skipped, metadata=metadata or None)

    problem, content_type = _not_a_page(record, url, status)
    if problem is not None:
        return document(**problem)
    kind = media_type(content_type)
    if kind not in HTML_MEDIA_TYPES or (record.rec_type == "resource" and not kind):
        return document(skipped=f"non-HTML content type: {kind or 'none declared'}")
    raw, raw_note = base.read_capped(record.raw_stream)
    try:
        content, note = decode_body(raw, _header(http, "Transfer-Encoding"),
                                    _header(http, "Content-Encoding"), complete=raw_note is None)
    except BodyError as exc:
        return document(error=str(exc))
    if binary := binary_kind(content):
        return document(skipped=f"binary content, not HTML ({binary})")
    charset = charset_of(content_type)
    return document(content=content, note=note or raw_note,
                    metadata={"charset": charset} if charset else None)


def _not_a_page(record: ArcWarcRecord, url: str, status: int | None
                ) -> tuple[dict | None, str | None]:
    """Why a record is no page, as its Document's ``skipped`` or ``error`` (and metadata), or
    None with the content type it declares: a revisit, a request or metadata record, an HTTP
    response without a status line or with a redirect, 304 or other non-page status."""
    headers, http = record.rec_headers, record.http_headers
    if record.rec_type == "revisit":
        profile = (headers.get_header("WARC-Profile") or "").rstrip("/").rsplit("/", 1)[-1]
        refers = headers.get_header("WARC-Refers-To-Target-URI") or url
        return {"skipped": f"revisit record ({profile or 'no profile'}): the payload of "
                           f"{refers} was archived before"}, None
    if record.rec_type not in ("response", "resource"):
        return {"skipped": f"{record.rec_type or 'untyped'} record, not a page"}, None
    if http is not None and record.rec_type == "response":
        if status is None:
            return {"error": f"no HTTP status line (found {http.protocol[:40]!r})"}, None
        location = http.get_header("Location")
        if reason := _no_page_status(status, location):
            return {"skipped": reason,
                    "metadata": {"location": location} if location else None}, None
        return None, http.get_header("Content-Type")
    if record.rec_type == "response" and media_type(record.content_type) == "application/http":
        return {"error": "empty HTTP response (no status line, no body)"}, None
    return None, record.content_type  # a resource, or a response without HTTP (dns:, ftp:)


def _with_position(document: Document, count: int, records: _ArchiveReader) -> Document:
    """``document`` with where its record lies in the file (``metadata``): ``warc_record``,
    its number among the file's records (warcinfo, requests... counted), ``warc_offset`` and
    ``warc_length``, its place in the (gunzipped) WARC stream; ``spotsigs dedup`` copies
    records by them."""
    offset, length = records.record_span()
    position = {"warc_record": count, "warc_offset": offset, "warc_length": length}
    return replace(document, metadata={**(document.metadata or {}), **position})


def _header(http: StatusAndHeaders | None, name: str) -> str | None:
    return http.get_header(name) if http is not None else None


def _status_code(http: StatusAndHeaders | None) -> int | None:
    """The status code of an HTTP response's status line, None when it has none."""
    if http is None or not http.protocol.upper().startswith("HTTP/"):
        return None
    code = http.get_statuscode()
    return int(code) if len(code) == 3 and code.isdigit() else None


def _no_page_status(status: int, location: str | None) -> str | None:
    """Why a response of this status holds no page (None when it may)."""
    if 300 <= status < 400 and status != 304:
        return (f"HTTP {status} redirect to {location}" if location
                else f"HTTP {status} redirect without a Location header")
    if status < 200:
        return f"HTTP {status} informational response"
    if status in _NO_BODY:
        return f"HTTP {status} {_NO_BODY[status]}"
    return None


def _read_to_end(record: ArcWarcRecord) -> None:
    """Read the rest of a record's block; raise _Truncated when it is shorter than declared."""
    record_id = record.rec_headers.get_header("WARC-Record-ID") or "(no WARC-Record-ID)"
    length = record.rec_headers.get_header("Content-Length") or ""
    if record.format == "warc" and not length.strip().isdigit():
        raise _Truncated(f"record {record_id} has no valid Content-Length (header cut short?)")
    while record.raw_stream.read(CHUNK):
        pass
    if missing := getattr(record.raw_stream, "limit", 0):
        raise _Truncated(f"record {record_id} ends {missing} bytes short of its length")
