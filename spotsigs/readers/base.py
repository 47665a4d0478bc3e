"""What every reader shares: the ``Document`` record, failure records, capped reads, and the
check that tells binary payloads from text.

Every problem with the input becomes a ``Document`` with ``error`` set, so that callers can
count and report it; nothing raises and nothing is silently dropped. Reading is lazy: one
record at a time, each at most MAX_DOCUMENT_BYTES.
"""

from __future__ import annotations

import gzip
import re
import zlib
from dataclasses import dataclass
from typing import BinaryIO

MAX_DOCUMENT_BYTES: int = 10 * 1024 * 1024
"""Largest document kept; longer payloads are cut to this size and get a note."""

CHUNK = 1 << 16
_SURROGATE = re.compile("[\ud800-\udfff]")
GZIP_ERRORS = (EOFError, OSError, zlib.error)
# File signatures of formats that are never a page (checked on the first bytes of a payload).
_MAGIC = (
    (b"\x89PNG\r\n\x1a\n", "PNG image"), (b"\xff\xd8\xff", "JPEG image"),
    (b"GIF87a", "GIF image"), (b"GIF89a", "GIF image"), (b"%PDF-", "PDF document"),
    (b"\x1f\x8b", "gzip data"), (b"PK\x03\x04", "zip archive"), (b"\xfd7zXZ\x00", "xz data"),
    (b"\x28\xb5\x2f\xfd", "zstd data"), (b"7z\xbc\xaf\x27\x1c", "7z archive"),
    (b"\x7fELF", "ELF executable"), (b"\x00asm", "WebAssembly"), (b"wOFF", "WOFF font"),
    (b"wOF2", "WOFF2 font"), (b"\xd0\xcf\x11\xe0", "OLE document"), (b"OggS", "Ogg media"),
    (b"ID3", "MP3 audio"), (b"\x1a\x45\xdf\xa3", "Matroska/WebM media"),
    (b"SQLite format 3\x00", "SQLite database"),
)
_TAR_AT_257 = b"ustar"  # a tar header: names and octal numbers in ASCII, padded with NUL
_NOT_NUL = re.compile(rb"[^\x00]")
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
    """One input document, or the reason one could not be read (``error``, content None).

    ``skipped`` says why a record is no page (a redirect, an image, a revisit): it is
    counted, never matched and never an error. Archive records carry their HTTP status
    (``http_status``; None for inputs without HTTP), their archive's own id (``record_id``,
    the WARC-Record-ID without angle brackets) and what the page model may use of their
    headers (``metadata``: e.g. "charset" from Content-Type, "location"; WARC records also
    their place in the file, "warc_record", "warc_offset", "warc_length"), all None otherwise.
    """

    doc_id: str
    url: str
    content: bytes | str | None
    is_text: bool = False
    error: str | None = None
    note: str | None = None
    source: str = ""
    http_status: int | None = None
    record_id: str | None = None
    skipped: str | None = None
    metadata: dict[str, str | int] | None = None


def maybe_gunzip(stream: BinaryIO, lowered_name: str) -> BinaryIO:
    """Wrap ``stream`` in a gzip reader when the file name ends in .gz."""
    return gzip.GzipFile(fileobj=stream, mode="rb") if lowered_name.endswith(".gz") else stream


def failed(doc_id: str, source: str, error: str, url: str = "") -> Document:
    """A Document that records why an input could not be read."""
    return Document(doc_id=doc_id, url=url, content=None, error=error, source=source)


def gzip_reason(exc: Exception, source: str) -> str:
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


def read_capped(stream: BinaryIO) -> tuple[bytes, str | None]:
    """Read at most MAX_DOCUMENT_BYTES from ``stream``, with a note when there was more."""
    chunks, size = [], 0
    while size <= MAX_DOCUMENT_BYTES:
        chunk = stream.read(min(CHUNK, MAX_DOCUMENT_BYTES + 1 - size))
        if not chunk:
            break
        chunks.append(chunk)
        size += len(chunk)
    return b"".join(chunks)[:MAX_DOCUMENT_BYTES], _truncation_note(size)


def cap_bytes(data: bytes) -> tuple[bytes, str | None]:
    """Cut ``data`` to MAX_DOCUMENT_BYTES, with a note when it was longer."""
    return data[:MAX_DOCUMENT_BYTES], _truncation_note(len(data))


def cap_text(text: str) -> tuple[str, str | None]:
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

    Known file signatures first (PNG, PDF, gzip...), then the share of control bytes in the
    4 KB from the first byte that is not NUL, NUL bytes left out: a page padded with NUL
    runs is shown by a browser (the html stage drops them; counted, they made it binary).
    One NUL every other byte is UTF-16 text.
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
    if data[257:262] == _TAR_AT_257:
        return "tar archive"
    first = _NOT_NUL.search(data)
    head = data[first.start():first.start() + 4096] if first else b""
    odd_nuls, even_nuls = head[1::2].count(0), head[0::2].count(0)
    if min(odd_nuls, even_nuls) <= len(head) // 100 and \
            max(odd_nuls, even_nuls) >= len(head) // 4:
        return None  # UTF-16 without BOM: ASCII markup puts a NUL in every other byte
    sample = head.replace(b"\x00", b"")
    unusual = len(sample) - len(sample.translate(None, _CONTROL))
    return "binary data" if unusual > _BINARY_SHARE * len(sample) else None
