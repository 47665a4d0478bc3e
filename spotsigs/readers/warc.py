"""WARC archives (plain, gzipped per record or as one member): HTML response records."""

from __future__ import annotations

import gzip
import io
from collections import Counter
from collections.abc import Iterator

from warcio.archiveiterator import ArchiveIterator
from warcio.exceptions import ArchiveLoadFailed
from warcio.recordloader import ArcWarcRecord

from spotsigs.readers.base import CHUNK, Document, binary_kind, failed, read_capped
from spotsigs.readers.options import ReadOptions

SUFFIXES = (".warc", ".warc.gz")
HTML_MEDIA_TYPES = ("", "text/html", "application/xhtml+xml")
"""WARC response media types read as pages ("" is a response without Content-Type)."""
_GZIP_MAGIC = b"\x1f\x8b"


def read(stream: io.BufferedReader, name: str, source: str, options: ReadOptions
         ) -> Iterator[Document]:
    """The HTML response records of one WARC file."""
    return _read_warc(stream, name, source)


def _read_warc(stream: io.BufferedReader, name: str, source: str) -> Iterator[Document]:
    """HTML response records of a WARC (plain or gzipped); stops at the first corrupt record.

    A WARC without any response record (empty, or only requests and metadata) yields one
    error Document, so that every input file shows up in the output.
    """
    count = documents = 0
    skipped: Counter[str] = Counter()
    try:
        if stream.peek(2)[:2] == _GZIP_MAGIC:  # also reads a WARC gzipped as one member
            stream = _WarcGzipFile(fileobj=stream, mode="rb")
        records = _ArchiveReader(stream)
        for record in records:
            document = _warc_document(record, source)
            _read_to_end(record)
            if document is not None:
                documents += 1
                yield document
            else:
                skipped[record.rec_type or "untyped"] += 1
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
        held = ", ".join(f"{n} {kind}" for kind, n in sorted(skipped.items())) or "empty file"
        yield failed(name, source, f"no response records in WARC {source} ({held})")


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

    def close(self) -> None:
        """Check the input ended where the last whole record did, then close as usual."""
        if self.reader is not None:
            self.cut_short = self.fh.tell() - self.reader.rem_length() != self.offset
        super().close()


def _warc_document(record: ArcWarcRecord, source: str) -> Document | None:
    """A response record (or an HTML resource record) as a Document; None for other records."""
    media_type = _media_type(record)
    is_page = media_type in HTML_MEDIA_TYPES
    if record.rec_type == "resource" and not (is_page and media_type):
        return None  # resources are pages only when declared HTML (not logs, manifests)
    if record.rec_type not in ("response", "resource"):
        return None
    url = record.rec_headers.get_header("WARC-Target-URI") or ""
    doc_id = f"{url} {record.rec_headers.get_header('WARC-Record-ID') or ''}"
    if not is_page:
        return failed(doc_id, source, f"skipped non-HTML content type: {media_type}", url)
    content, note = read_capped(record.content_stream())
    if kind := binary_kind(content):
        return failed(doc_id, source, f"binary content, not HTML ({kind})", url)
    return Document(doc_id, url, content, note=note, source=source)


def _media_type(record: ArcWarcRecord) -> str:
    """The payload's media type, lower case without parameters ("" when not declared)."""
    headers = record.http_headers if record.http_headers is not None else record.rec_headers
    return (headers.get_header("Content-Type") or "").split(";")[0].strip().lower()


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
