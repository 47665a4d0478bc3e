"""HTTP bodies as archives hold them: the chunked transfer coding and every content coding a
server may send (gzip, deflate, br, zstd), undone here rather than by the archive library.

Decoding is ours so that it is strict and quiet: a body cut short or damaged raises
``BodyError`` naming the coding (never a shorter page, never a message printed by a library),
a coding whose library is missing names that library, and no body decodes to more than
MAX_DOCUMENT_BYTES (decompression bombs stop there, with a note).
"""

from __future__ import annotations

import zlib

from spotsigs.readers import base

_GZIP_MAGIC = b"\x1f\x8b"
_IDENTITY = ("", "identity")
_FEED = 1 << 14  # brotli input per call when its output cannot be bounded (brotli < 1.2)
_ZSTD_FEED = 1 << 10  # zstd input per call: 1 KB makes at most about 32 MB
_ZSTD_MAGIC = b"\x28\xb5\x2f\xfd"


class BodyError(Exception):
    """A body that cannot be decoded; the message is the reason. ``at_start``: the data was
    not in the coding from its first byte on (rather than cut short or damaged later)."""

    def __init__(self, reason: str, at_start: bool = False) -> None:
        super().__init__(reason)
        self.at_start = at_start


def media_type(content_type: str | None) -> str:
    """The media type of a Content-Type value, lower case without parameters."""
    return (content_type or "").split(";")[0].strip().lower()


def charset_of(content_type: str | None) -> str | None:
    """The ``charset`` parameter of a Content-Type value (unquoted), None when absent."""
    for parameter in (content_type or "").split(";")[1:]:
        name, _, value = parameter.partition("=")
        if name.strip().lower() == "charset" and value.strip().strip("\"'").strip():
            return value.strip().strip("\"'").strip()
    return None


def decode_body(body: bytes, transfer_encoding: str | None, content_encoding: str | None,
                complete: bool = True) -> tuple[bytes, str | None]:
    """The payload of an HTTP body: de-chunked, then its content codings undone (last first).

    ``complete`` is False when ``body`` is only the first part of a longer one (cut at the
    size limit): running out of data is then expected, not an error. Returns the payload (at
    most MAX_DOCUMENT_BYTES) and a note when it was cut; raises BodyError.
    """
    limit = base.MAX_DOCUMENT_BYTES
    if "chunked" in _codings(transfer_encoding):
        body = _dechunk(body, complete)
    note = None
    codings = [c for c in _codings(content_encoding) if c not in _IDENTITY]
    if body and codings:
        for coding in reversed(codings):
            try:
                body, cut = _decode(coding, body, limit, complete)
            except BodyError as exc:
                # Some archivers (ClueWeb09's among them) stored bodies decoded and kept the
                # header: text that is not in the coding from its first byte on is the page
                # (no note: the page is whole, and such archives hold nothing else).
                if not exc.at_start or base.binary_kind(body) is not None:
                    raise
                break
            complete = complete and not cut
            if cut:
                note = f"truncated to {limit} bytes"
    if len(body) > limit:
        body, note = body[:limit], f"truncated to {limit} bytes"
    return body, note


def _codings(header: str | None) -> list[str]:
    """The codings a Content-Encoding or Transfer-Encoding value lists, in order applied."""
    return [c.strip().lower() for c in (header or "").split(",") if c.strip()]


def _decode(coding: str, data: bytes, limit: int, complete: bool) -> tuple[bytes, bool]:
    """Undo one content coding; returns the data and whether it was cut at ``limit``."""
    if coding in ("gzip", "x-gzip"):
        return _inflate(data, limit, complete, coding, 31)
    if coding == "deflate":  # zlib-wrapped as the standard says, or raw as some servers send
        wrapped = len(data) >= 2 and data[0] & 0x0F == 8 and (data[0] << 8 | data[1]) % 31 == 0
        return _inflate(data, limit, complete, coding, 15 if wrapped else -15)
    if coding == "br":
        return _unbrotli(data, limit, complete)
    if coding == "zstd":
        return _unzstd(data, limit, complete)
    raise BodyError(f"unsupported content encoding: {coding}")


def _inflate(data: bytes, limit: int, complete: bool, coding: str,
             wbits: int) -> tuple[bytes, bool]:
    """gzip (every member) or deflate, at most ``limit`` + 1 bytes out."""
    out: list[bytes] = []
    size = 0
    while True:
        stream = zlib.decompressobj(wbits)
        try:
            chunk = stream.decompress(data, limit + 1 - size)
        except zlib.error as exc:
            raise BodyError(f"{coding} content encoding: corrupt data ({exc}, "
                            f"{size} bytes decoded before)",
                            at_start=not out and _fails(zlib.decompressobj(wbits).decompress,
                                                        data[:16], zlib.error)) from None
        out.append(chunk)
        size += len(chunk)
        if size > limit:
            return b"".join(out), True
        if not stream.eof:
            if complete:
                raise BodyError(f"{coding} content encoding: body cut short "
                                f"({size} bytes decoded)")
            return b"".join(out), False
        data = stream.unused_data
        if wbits != 31 or not data.startswith(_GZIP_MAGIC):
            return b"".join(out), False  # bytes after the end of the stream are ignored


def _unbrotli(data: bytes, limit: int, complete: bool) -> tuple[bytes, bool]:
    """brotli (the ``brotli`` package), at most about ``limit`` + 1 bytes out."""
    try:
        import brotli
    except ImportError:
        raise BodyError("br content encoding needs the brotli package "
                        "(pip install brotli)") from None
    decompressor = brotli.Decompressor()
    try:
        try:
            out = decompressor.process(data, output_buffer_limit=limit + 1)
        except TypeError:  # brotli < 1.2: no output limit, so feed the input in pieces
            pieces, size = [], 0
            for start in range(0, len(data), _FEED):
                pieces.append(decompressor.process(data[start:start + _FEED]))
                size += len(pieces[-1])
                if size > limit:
                    break
            out = b"".join(pieces)
    except brotli.error as exc:
        raise BodyError(f"br content encoding: corrupt data ({exc})",
                        at_start=_fails(brotli.Decompressor().process, data[:16],
                                        brotli.error)) from None
    if len(out) > limit:
        return out, True
    if not decompressor.is_finished():
        if complete:
            raise BodyError(f"br content encoding: body cut short ({len(out)} bytes decoded)")
        return out, False
    return out, False


def _unzstd(data: bytes, limit: int, complete: bool) -> tuple[bytes, bool]:
    """zstd (the ``zstandard`` package), every frame; the input goes in small pieces, so that
    a frame that expands hugely stops soon after ``limit``."""
    try:
        import zstandard
    except ImportError:
        raise BodyError("zstd content encoding needs the zstandard package "
                        "(pip install zstandard)") from None
    pieces: list[bytes] = []
    size = 0
    try:
        while True:
            stream = zstandard.ZstdDecompressor().decompressobj()
            for start in range(0, len(data), _ZSTD_FEED):
                pieces.append(stream.decompress(data[start:start + _ZSTD_FEED]))
                size += len(pieces[-1])
                if size > limit:
                    return b"".join(pieces), True
                if stream.eof:
                    break
            if not stream.eof:
                if complete:
                    raise BodyError(f"zstd content encoding: body cut short ({size} bytes "
                                    "decoded)")
                return b"".join(pieces), False
            data = stream.unused_data + data[start + _ZSTD_FEED:]
            if not data.startswith(_ZSTD_MAGIC):
                return b"".join(pieces), False  # bytes after the last frame are ignored
    except zstandard.ZstdError as exc:
        raise BodyError(f"zstd content encoding: corrupt data ({exc})",
                        at_start=not any(pieces) and not data.startswith(_ZSTD_MAGIC)) from None


def _fails(decode, data: bytes, error: type[Exception]) -> bool:
    """Whether ``decode`` fails on ``data`` (the first bytes of a body)."""
    try:
        decode(data)
    except error:
        return True
    return False


def _dechunk(data: bytes, complete: bool) -> bytes:
    """The data of a chunked body (trailers dropped). A body whose first line is no chunk
    size was de-chunked by its archiver already (who kept the header): it is returned as is."""
    out: list[bytes] = []
    position = 0
    while True:
        end = data.find(b"\n", position)
        line = data[position:end if end >= 0 else len(data)].split(b";")[0].strip()
        try:
            size = int(line, 16)
            if size < 0 or not line:
                raise ValueError
        except ValueError:
            if position == 0:
                return data
            if end < 0 and not complete:
                break
            raise BodyError(f"chunked transfer coding: bad chunk size {line[:20]!r} at byte "
                            f"{position}") from None
        if end < 0:  # a size line with no end of line: the body stops inside it
            if complete:
                raise BodyError("chunked transfer coding: body cut short")
            break
        if size == 0:
            break
        start = end + 1
        out.append(data[start:start + size])
        if start + size > len(data):
            if complete:
                raise BodyError(f"chunked transfer coding: body cut short (chunk of {size} "
                                f"bytes has {len(data) - start})")
            break
        position = start + size
        if data.startswith(b"\r\n", position):
            position += 2
        elif data.startswith(b"\n", position):
            position += 1
    return b"".join(out)
