"""WARC records copied whole for ``spotsigs dedup``: which records go with a kept response, and
their raw bytes, byte for byte.

A kept response (or resource) takes along:
- every request or metadata record whose WARC-Concurrent-To or WARC-Refers-To names its
  WARC-Record-ID (wherever it lies in the file);
- the request right before it for the same WARC-Target-URI, when that request names no
  record of its own (crawlers that write no WARC-Concurrent-To);
- the warcinfo records of its file.
Records are copied in file order. From a WARC.gz gzipped per record, each record's gzip member
is copied as it is (into a .warc.gz) or gunzipped (into a .warc); a plain WARC's records get a
gzip member each when the output is gzipped. A WARC.gz gzipped as one member is read through
gzip, its records are cut from the gunzipped stream.
"""

from __future__ import annotations

import contextlib
import gzip
import os
import zlib
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from typing import BinaryIO

from warcio.archiveiterator import ArchiveIterator
from warcio.exceptions import ArchiveLoadFailed

_GZIP_MAGIC = b"\x1f\x8b"
_CHUNK = 1 << 20
_RECORD_END = b"\r\n\r\n"
"""What ends a WARC record; warcio's length of a record in a plain WARC leaves it out."""
_TAKEN_ALONG = ("request", "metadata")


class RecordMismatch(Exception):
    """A WARC no longer holds the record read in the first pass (changed in between)."""


@dataclass(frozen=True, slots=True)
class RecordHead:
    """What the grouping needs of one record: its number in the file, type, id, the ids it
    names (WARC-Concurrent-To, WARC-Refers-To) and its target URI."""

    number: int
    rec_type: str
    record_id: str | None
    refers_to: tuple[str, ...]
    target_uri: str


def records_to_copy(heads: Iterable[RecordHead], kept: Mapping[int, str | None]
                    ) -> Iterator[int]:
    """The numbers of the records to copy, in file order: the kept documents' records
    (``kept``: record number -> WARC-Record-ID read in the first pass), the request and
    metadata records that belong to them, and the warcinfo records.

    Raises RecordMismatch when a kept number holds another record, or the file ends first.
    """
    kept_ids = {record_id for record_id in kept.values() if record_id}
    pending: RecordHead | None = None  # a request naming no record, waiting for its response
    seen = 0
    for head in heads:
        if pending is not None:
            if head.number in kept and head.target_uri == pending.target_uri:
                yield pending.number
            pending = None
        if head.number in kept:
            expected = kept[head.number]
            if expected is not None and head.record_id != expected:
                raise RecordMismatch(f"record {head.number} is {head.record_id}, not "
                                     f"{expected} as in the first pass")
            seen += 1
            yield head.number
        elif head.rec_type == "warcinfo":
            yield head.number
        elif head.rec_type in _TAKEN_ALONG:
            if kept_ids.intersection(head.refers_to):
                yield head.number
            elif head.rec_type == "request" and not head.refers_to:
                pending = head
    if seen < len(kept):
        raise RecordMismatch(f"the file ends after {seen} of the {len(kept)} records kept")


def _head(number: int, record) -> RecordHead:
    headers = record.rec_headers
    named = tuple(value.strip().strip("<>") for name, value in headers.headers
                  if name.lower() in ("warc-concurrent-to", "warc-refers-to"))
    record_id = (headers.get_header("WARC-Record-ID") or "").strip().strip("<>") or None
    return RecordHead(number, record.rec_type or "", record_id, named,
                      headers.get_header("WARC-Target-URI") or "")


def _scan(stream: BinaryIO) -> Iterator[tuple[RecordHead, int, int]]:
    """Every record's head, offset and length in ``stream`` (warcio's: in a WARC.gz gzipped
    per record, its gzip member's place in the file)."""
    records = ArchiveIterator(stream, no_record_parse=True)
    for number, record in enumerate(records):
        head = _head(number, record)
        yield head, records.get_record_offset(), records.get_record_length()


def _ranges(stream: BinaryIO, kept: Mapping[int, str | None]) -> list[tuple[int, int]]:
    """(offset, length) of each record to copy from ``stream``, in file order."""
    places: dict[int, tuple[int, int]] = {}

    def heads() -> Iterator[RecordHead]:
        for head, offset, length in _scan(stream):
            places[head.number] = (offset, length)
            yield head
            # only the records still wanted stay (a request waits for the next record)
            for number in [n for n in places if n < head.number]:
                del places[number]

    ranges = []
    for number in records_to_copy(heads(), kept):
        ranges.append(places[number])
    return ranges


def copy_warc_records(path: str | os.PathLike, kept: Mapping[int, str | None],
                      out: BinaryIO, gzipped_out: bool) -> int:
    """Copy the records of the WARC at ``path`` that ``records_to_copy`` picks to ``out``;
    returns how many. ``kept``: record number -> WARC-Record-ID of the documents kept."""
    with open(path, "rb") as raw:
        members = raw.read(2) == _GZIP_MAGIC
        raw.seek(0)
        if members:
            try:
                ranges = _ranges(raw, kept)
            except ArchiveLoadFailed:  # one gzip member for many records: read it gunzipped
                members = False
        if not members:
            with _plain(path) as stream:
                ranges = _ranges(stream, kept)
        if members:
            for offset, length in ranges:
                _copy_member(raw, offset, length, out, gzipped_out)
        else:
            with _plain(path) as stream:
                for offset, length in ranges:
                    _copy_plain(stream, offset, length, out, gzipped_out)
    return len(ranges)


@contextlib.contextmanager
def _plain(path: str | os.PathLike) -> Iterator[BinaryIO]:
    """The WARC stream of ``path``, gunzipped when it is gzipped."""
    with open(path, "rb") as raw:
        if raw.read(2) != _GZIP_MAGIC:
            raw.seek(0)
            yield raw
            return
        raw.seek(0)
        with gzip.GzipFile(fileobj=raw, mode="rb") as stream:
            yield stream


def _chunks(stream: BinaryIO, offset: int, length: int) -> Iterator[bytes]:
    """``length`` bytes of ``stream`` from ``offset``, in chunks (a short read is an error)."""
    if stream.tell() != offset:
        stream.seek(offset)  # forward only in a gzip stream: records are copied in order
    left = length
    while left:
        chunk = stream.read(min(_CHUNK, left))
        if not chunk:
            raise RecordMismatch(f"the file ends inside a record at offset {offset}")
        left -= len(chunk)
        yield chunk


def _copy_member(raw: BinaryIO, offset: int, length: int, out: BinaryIO,
                 gzipped_out: bool) -> None:
    """One record's gzip member: as it is, or gunzipped."""
    if gzipped_out:
        for chunk in _chunks(raw, offset, length):
            out.write(chunk)
        return
    inflate = zlib.decompressobj(wbits=31)
    for chunk in _chunks(raw, offset, length):
        out.write(inflate.decompress(chunk))
    out.write(inflate.flush())


def _copy_plain(stream: BinaryIO, offset: int, length: int, out: BinaryIO,
                gzipped_out: bool) -> None:
    """One record of a plain WARC stream, ended as a record ends; in a gzip member of its own
    when the output is gzipped."""
    chunks = _chain(_chunks(stream, offset, length), _RECORD_END)
    if not gzipped_out:
        for chunk in chunks:
            out.write(chunk)
        return
    deflate = zlib.compressobj(6, zlib.DEFLATED, 31)
    for chunk in chunks:
        out.write(deflate.compress(chunk))
    out.write(deflate.flush())


def _chain(chunks: Iterator[bytes], end: bytes) -> Iterator[bytes]:
    yield from chunks
    yield end
