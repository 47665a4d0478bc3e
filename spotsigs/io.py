"""Input stage: read documents from HTML files, folders, WARC archives and JSONL files.

Every problem with the input (a missing file, a corrupt gzip, a bad JSON line, a truncated
WARC, binary data where a page should be, a file with no document in it) becomes a
``Document`` with ``error`` set, so that callers can count and report it; nothing raises and
nothing is silently dropped. Reading is lazy: one record at a time, each at most
MAX_DOCUMENT_BYTES.
"""

from __future__ import annotations

import gzip
import io
import json
import os
import re
import zlib
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO

from warcio.archiveiterator import ArchiveIterator
from warcio.exceptions import ArchiveLoadFailed
from warcio.recordloader import ArcWarcRecord

MAX_DOCUMENT_BYTES: int = 10 * 1024 * 1024
"""Largest document kept; longer payloads are cut to this size and get a note."""

SUPPORTED_SUFFIXES = (
    ".html", ".htm", ".html.gz", ".htm.gz", ".warc", ".warc.gz", ".jsonl", ".jsonl.gz",
)
HTML_MEDIA_TYPES = ("", "text/html", "application/xhtml+xml")
"""WARC response media types read as pages ("" is a response without Content-Type)."""

_MAX_LINE_BYTES = 8 * MAX_DOCUMENT_BYTES
"""Longest JSONL line parsed (JSON escapes make a line longer than its text)."""
_CHUNK = 1 << 16
_GZIP_MAGIC = b"\x1f\x8b"
_SURROGATE = re.compile("[\ud800-\udfff]")
_GZIP_ERRORS = (EOFError, OSError, zlib.error)
# File signatures of formats that are never a page (checked on the first bytes of a payload).
_MAGIC = (
    (b"\x89PNG\r\n\x1a\n", "PNG image"), (b"\xff\xd8\xff", "JPEG image"),
    (b"GIF87a", "GIF image"), (b"GIF89a", "GIF image"), (b"%PDF-", "PDF document"),
    (b"\x1f\x8b", "gzip data"), (b"PK\x03\x04", "zip archive"), (b"\xfd7zXZ\x00", "xz data"),
    (b"\x28\xb5\x2f\xfd", "zstd data"), (b"7z\xbc\xaf\x27\x1c", "7z archive"),
    (b"\x7fELF", "ELF executable"), (b"\x00asm", "WebAssembly"), (b"wOFF", "WOFF font"),
    (b"wOF2", "WOFF2 font"), (b"\xd0\xcf\x11\xe0", "OLE document"), (b"OggS", "Ogg media"),
    (b"ID3", "MP3 audio"), (b"\x1a\x45\xdf\xa3", "Matroska/WebM media"),
)
_BZIP2 = re.compile(rb"BZh[1-9]1AY&SY")
_MEDIA_AT_4 = (b"ftyp",)  # ISO media (MP4, MOV, HEIC) name their type from byte 4
_RIFF = re.compile(rb"RIFF....(WEBP|WAVE|AVI )", re.DOTALL)
_UNICODE_BOMS = (b"\xef\xbb\xbf", b"\xff\xfe", b"\xfe\xff")
# Bytes that plain text, in any charset a page uses, hardly ever holds (C0 controls but tab,
# newlines, form feed and escape): over this share of the first 4 KB, the payload is binary.
_CONTROL = bytes([*range(1, 9), 11, *range(14, 27), *range(28, 32), 127])
_BINARY_SHARE = 0.05  # random bytes hold about 11%, text pages about none


@dataclass(frozen=True, slots=True)
class Document:
    """One input document, or the reason one could not be read (``error``, content None)."""

    doc_id: str
    url: str
    content: bytes | str | None
    is_text: bool = False
    error: str | None = None
    note: str | None = None
    source: str = ""


def read_documents(paths: Sequence[str | os.PathLike]) -> Iterator[Document]:
    """Yield every document of the given files and folders, in a deterministic order."""
    for path, name in iter_input_files(paths):
        yield from read_file(path, name)


def iter_input_files(paths: Sequence[str | os.PathLike]) -> Iterator[tuple[Path, str]]:
    """Yield (file, name) to read: files as given, folders expanded to their supported files.

    ``name`` is the path as given, or for a file found in a folder its posix path relative
    to that folder. Paths that do not exist and folders that cannot be listed are yielded
    too, so that reading them reports the problem. A single path is taken as a list of one.
    """
    if isinstance(paths, str | bytes | os.PathLike):
        paths = [paths]
    for given in paths:
        path = Path(given)
        if os.path.isdir(path):
            yield from _folder_files(path)
        else:
            yield path, os.fsdecode(given)


def read_file(path: str | os.PathLike, name: str | None = None) -> Iterator[Document]:
    """Yield the documents of one input file, chosen by its suffix (HTML when unknown)."""
    path = Path(path)
    name = os.fsdecode(path) if name is None else name
    source = str(path)
    try:
        stream = _open_input(path)
    except OSError as exc:
        yield _failed(name, source, f"{(exc.strerror or str(exc)).lower()}: {source}")
        return
    with stream:
        suffix = path.name.lower()
        if suffix.endswith((".warc", ".warc.gz")):
            yield from _read_warc(stream, name, source)
        elif suffix.endswith((".jsonl", ".jsonl.gz")):
            yield from _read_jsonl(_maybe_gunzip(stream, suffix), name, source)
        else:
            yield _read_html(_maybe_gunzip(stream, suffix), name, source)


def _folder_files(root: Path) -> list[tuple[Path, str]]:
    """Supported, non-hidden files under ``root`` (and folders it could not list), sorted."""
    found: list[Path] = []
    unlistable: list[OSError] = []
    seen: set[str] = set()
    for folder, subfolders, files in os.walk(root, onerror=unlistable.append, followlinks=True):
        real = os.path.realpath(folder)
        if real in seen:  # reached again through a symlink (maybe a loop): walked already
            subfolders.clear()
            continue
        seen.add(real)
        subfolders[:] = [d for d in subfolders if not d.startswith(".")]
        for file in files:
            if not file.startswith(".") and file.lower().endswith(SUPPORTED_SUFFIXES):
                found.append(Path(folder, file))
    found += [Path(exc.filename) for exc in unlistable]
    named = [(p, os.path.relpath(p, root).replace(os.sep, "/")) for p in found]
    named = [(p, os.fsdecode(root) if rel == "." else rel) for p, rel in named]
    return sorted(named, key=lambda item: item[1])


def _open_input(path: Path) -> BinaryIO:
    """Open a file for reading; for a folder, raise the reason it could not be listed."""
    if os.path.isdir(path):
        os.scandir(path).close()
    return path.open("rb")


def _maybe_gunzip(stream: BinaryIO, lowered_name: str) -> BinaryIO:
    """Wrap ``stream`` in a gzip reader when the file name ends in .gz."""
    return gzip.GzipFile(fileobj=stream, mode="rb") if lowered_name.endswith(".gz") else stream


def _failed(doc_id: str, source: str, error: str, url: str = "") -> Document:
    """A Document that records why an input could not be read."""
    return Document(doc_id=doc_id, url=url, content=None, error=error, source=source)


def _gzip_reason(exc: Exception, source: str) -> str:
    """Name a gzip failure: cut short, not gzip at all, or damaged."""
    if isinstance(exc, EOFError):
        return f"truncated gzip: {source} ({exc})"
    if isinstance(exc, gzip.BadGzipFile) and str(exc).startswith("Not a gzipped file"):
        return f"not gzip: {source} ({exc})"
    if isinstance(exc, gzip.BadGzipFile | zlib.error):
        return f"corrupt gzip: {source} ({exc})"
    return f"{(getattr(exc, 'strerror', None) or str(exc)).lower()}: {source}"


def _truncation_note(size: int) -> str | None:
    """The note for a payload of ``size`` bytes, when it is over the limit."""
    return f"truncated to {MAX_DOCUMENT_BYTES} bytes" if size > MAX_DOCUMENT_BYTES else None


def _read_capped(stream: BinaryIO) -> tuple[bytes, str | None]:
    """Read at most MAX_DOCUMENT_BYTES from ``stream``, with a note when there was more."""
    chunks, size = [], 0
    while size <= MAX_DOCUMENT_BYTES:
        chunk = stream.read(min(_CHUNK, MAX_DOCUMENT_BYTES + 1 - size))
        if not chunk:
            break
        chunks.append(chunk)
        size += len(chunk)
    return b"".join(chunks)[:MAX_DOCUMENT_BYTES], _truncation_note(size)


def _cap_text(text: str) -> tuple[str, str | None]:
    """Cut ``text`` to MAX_DOCUMENT_BYTES of UTF-8 and replace lone surrogates (unencodable)."""
    notes = []
    try:
        data = text.encode("utf-8")
    except UnicodeEncodeError:
        text = _SURROGATE.sub("\ufffd", text)
        data = text.encode("utf-8")
        notes.append("lone surrogates replaced with U+FFFD")
    if note := _truncation_note(len(data)):
        cut = MAX_DOCUMENT_BYTES
        while data[cut] & 0xC0 == 0x80:  # step back to the start of a character
            cut -= 1
        text = data[:cut].decode("utf-8")
        notes.append(note)
    return text, "; ".join(notes) or None


def binary_kind(data: bytes) -> str | None:
    """What a payload is when it is binary data rather than text (None for text).

    Known file signatures first (PNG, PDF, gzip...), then a share of control bytes; NUL
    bytes count only when they do not look like UTF-16 text (one NUL every other byte).
    """
    if data.startswith(_UNICODE_BOMS):
        return None
    for magic, kind in _MAGIC:
        if data.startswith(magic):
            return kind
    if _BZIP2.match(data):
        return "bzip2 data"
    if data[4:8] in _MEDIA_AT_4:
        return "ISO media (MP4/MOV)"
    if match := _RIFF.match(data):
        return f"RIFF {match.group(1).decode().strip()} media"
    sample = data[:4096]
    if not sample:
        return None
    odd_nuls, even_nuls = sample[1::2].count(0), sample[0::2].count(0)
    if min(odd_nuls, even_nuls) <= len(sample) // 100 and \
            max(odd_nuls, even_nuls) >= len(sample) // 4:
        return None  # UTF-16 without BOM: ASCII markup puts a NUL in every other byte
    unusual = len(sample) - len(sample.translate(None, _CONTROL)) + odd_nuls + even_nuls
    return "binary data" if unusual > _BINARY_SHARE * len(sample) else None


def _read_html(stream: BinaryIO, name: str, source: str) -> Document:
    """One HTML file (plain or gzipped) as raw bytes; decoding is the html stage's job."""
    try:
        content, note = _read_capped(stream)
    except _GZIP_ERRORS as exc:
        return _failed(name, source, _gzip_reason(exc, source))
    if kind := binary_kind(content):
        return _failed(name, source, f"binary content, not HTML ({kind}): {source}")
    return Document(doc_id=name, url="", content=content, note=note, source=source)


def _read_jsonl(stream: BinaryIO, name: str, source: str) -> Iterator[Document]:
    """One document per JSON line ({"id", "url"?, "html" | "text"}); blank lines skipped."""
    line_no = records = 0
    try:
        for line_no, line in enumerate(_lines(stream), start=1):
            if line is None:
                records += 1
                yield _failed(f"{name}:{line_no}", source,
                              f"{source} line {line_no}: longer than {_MAX_LINE_BYTES} bytes")
            elif line.strip():
                records += 1
                if line_no == 1:
                    line = line.removeprefix(b"\xef\xbb\xbf")
                yield _jsonl_document(line, f"{name}:{line_no}", f"{source} line {line_no}",
                                      source)
    except _GZIP_ERRORS as exc:
        yield _failed(f"{name}:{line_no + 1}", source,
                      f"{_gzip_reason(exc, source)} after line {line_no}")
        return
    if not records:
        yield _failed(name, source, f"no JSON records in {source} "
                                    f"({'empty file' if not line_no else 'only blank lines'})")


def _lines(stream: BinaryIO) -> Iterator[bytes | None]:
    """Yield each line, or None for one over _MAX_LINE_BYTES (skipped, to bound memory)."""
    while line := stream.readline(_MAX_LINE_BYTES + 1):
        if len(line) > _MAX_LINE_BYTES and not line.endswith(b"\n"):
            while (rest := stream.readline(_CHUNK)) and not rest.endswith(b"\n"):
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
        return _failed(fallback_id, source, f"{where}: not valid JSON ({exc})")
    except RecursionError:
        return _failed(fallback_id, source, f"{where}: not valid JSON (nested too deeply)")
    if not isinstance(record, dict):
        return _failed(fallback_id, source, f"{where}: not a JSON object")
    doc_id = record.get("id")
    if doc_id is None:
        return _failed(fallback_id, source, f"{where}: missing field 'id'")
    if isinstance(doc_id, bool) or not isinstance(doc_id, str | int):
        return _failed(fallback_id, source,
                       f"{where}: field 'id' must be a string or integer, not {_kind(doc_id)}")
    doc_id = str(doc_id)
    for field in ("url", "html", "text"):
        if record.get(field) is not None and not isinstance(record[field], str):
            return _failed(doc_id, source,
                           f"{where}: field '{field}' must be a string, not {_kind(record[field])}")
    url = record.get("url") or ""
    is_text = record.get("html") is None
    content = record.get("text") if is_text else record["html"]
    if content is None:
        return _failed(doc_id, source, f"{where}: missing field 'html' or 'text'", url)
    content, note = _cap_text(content)
    note = "; ".join(notes + [note] if note else notes) or None
    return Document(doc_id, url, content, is_text=is_text, note=note, source=source)


def _kind(value: object) -> str:
    """The JSON name of a value's type, for messages."""
    names = {bool: "boolean", int: "number", float: "number", str: "string", list: "array",
             dict: "object", type(None): "null"}
    return names.get(type(value), type(value).__name__)


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
        yield _failed(f"{name} #record{count}", source,
                      f"truncated or corrupt WARC after {count} records: {reason}")
        return
    if not documents:
        held = ", ".join(f"{n} {kind}" for kind, n in sorted(skipped.items())) or "empty file"
        yield _failed(name, source, f"no response records in WARC {source} ({held})")


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
        return _failed(doc_id, source, f"skipped non-HTML content type: {media_type}", url)
    content, note = _read_capped(record.content_stream())
    if kind := binary_kind(content):
        return _failed(doc_id, source, f"binary content, not HTML ({kind})", url)
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
    while record.raw_stream.read(_CHUNK):
        pass
    if missing := getattr(record.raw_stream, "limit", 0):
        raise _Truncated(f"record {record_id} ends {missing} bytes short of its length")
