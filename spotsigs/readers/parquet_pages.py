"""The page headers of a Parquet column chunk, read from the file without pyarrow: what its
dictionary page holds and how its data pages are encoded.

pyarrow says neither (its metadata lists a chunk's encodings, not which pages use them), and
the Parquet reader needs both to read a column safely: a chunk whose data pages all look
values up in a dictionary is read dictionary-encoded (a huge value repeated down the rows is
held once); any other is read as plain values, in batches small enough for its biggest value.
Page headers are Thrift structs in the compact protocol; only the few fields used are kept,
every other is skipped by its type.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import BinaryIO

DATA_PAGE, INDEX_PAGE, DICTIONARY_PAGE, DATA_PAGE_V2 = 0, 1, 2, 3
DICTIONARY_ENCODINGS = (2, 8)
"""PLAIN_DICTIONARY and RLE_DICTIONARY: data pages of dictionary indices."""
_MAX_PAGES = 1 << 20
"""Page headers read per chunk at most (a damaged file must not loop for ever)."""
_MAX_NESTING = 32
_BOOL_TRUE, _BOOL_FALSE, _BYTE, _I16, _I32, _I64, _DOUBLE, _BINARY, _LIST, _SET, _MAP, \
    _STRUCT = range(1, 13)


class PageError(ValueError):
    """A page header that cannot be read: the file is damaged."""


@dataclass(frozen=True, slots=True)
class ChunkPages:
    """What the page headers of one column chunk say: the dictionary page's uncompressed
    size (0 without one), whether every data page holds dictionary indices, and the
    biggest uncompressed data page."""

    dictionary_bytes: int
    all_dictionary: bool
    largest_data_page: int


def chunk_pages(stream: BinaryIO, start: int, length: int) -> ChunkPages:
    """Read the page headers of the column chunk at ``start`` (``length`` bytes,
    compressed), seeking over the pages themselves."""
    dictionary_bytes, all_dictionary, largest, position = 0, True, 0, start
    for _ in range(_MAX_PAGES):
        if position >= start + length:
            break
        stream.seek(position)
        header = _Reader(stream)
        page_type, uncompressed, compressed, encoding = header.page_header()
        position = stream.tell() + compressed
        if page_type == DICTIONARY_PAGE:
            dictionary_bytes = max(dictionary_bytes, uncompressed)
        elif page_type in (DATA_PAGE, DATA_PAGE_V2):
            all_dictionary &= encoding in DICTIONARY_ENCODINGS
            largest = max(largest, uncompressed)
    return ChunkPages(dictionary_bytes, all_dictionary and dictionary_bytes > 0, largest)


class _Reader:
    """A Thrift compact-protocol reader over a stream (only what page headers need)."""

    def __init__(self, stream: BinaryIO) -> None:
        self.stream = stream

    def page_header(self) -> tuple[int, int, int, int | None]:
        """(type, uncompressed size, compressed size, data encoding) of a PageHeader."""
        fields: dict[int, int] = {}
        encoding = None
        for field_id, kind in self._fields():
            if field_id in (1, 2, 3) and kind == _I32:
                fields[field_id] = self._int()
            elif field_id in (5, 8) and kind == _STRUCT:  # DataPageHeader (V2)
                encoding = self._struct_int(2 if field_id == 5 else 4)
            else:
                self._skip(kind, 0)
        if len(fields) < 3 or fields[2] < 0 or fields[3] < 0:
            raise PageError("a page header without its type and sizes")
        return fields[1], fields[2], fields[3], encoding

    def _fields(self):
        """(field id, type) of each field of a struct, up to its end."""
        field_id = 0
        while True:
            byte = self._byte()
            kind = byte & 0x0F
            if kind == 0:
                return
            delta = byte >> 4
            field_id = field_id + delta if delta else _zigzag(self._varint())
            yield field_id, kind

    def _struct_int(self, wanted: int) -> int | None:
        """The integer field ``wanted`` of a nested struct, the rest skipped."""
        value = None
        for field_id, kind in self._fields():
            if field_id == wanted and kind == _I32:
                value = self._int()
            else:
                self._skip(kind, 1)
        return value

    def _skip(self, kind: int, depth: int) -> None:
        """Skip one value of ``kind``."""
        if depth > _MAX_NESTING:
            raise PageError("a page header nested too deeply")
        if kind in (_BOOL_TRUE, _BOOL_FALSE):
            return
        if kind == _BYTE:
            self._read(1)
        elif kind in (_I16, _I32, _I64):
            self._varint()
        elif kind == _DOUBLE:
            self._read(8)
        elif kind == _BINARY:
            self.stream.seek(self._varint(), 1)
        elif kind in (_LIST, _SET):
            byte = self._byte()
            size = byte >> 4 if byte >> 4 != 15 else self._varint()
            for _ in range(size):
                self._skip_element(byte & 0x0F, depth + 1)
        elif kind == _MAP:
            size = self._varint()
            types = self._byte() if size else 0
            for _ in range(size):
                self._skip_element(types >> 4, depth + 1)
                self._skip_element(types & 0x0F, depth + 1)
        elif kind == _STRUCT:
            for _, inner in self._fields():
                self._skip(inner, depth + 1)
        else:
            raise PageError(f"a page header with a field of unknown type {kind}")

    def _skip_element(self, kind: int, depth: int) -> None:
        """Skip one element of a list, set or map (a boolean there is a byte of its own)."""
        if kind in (_BOOL_TRUE, _BOOL_FALSE):
            self._read(1)
        else:
            self._skip(kind, depth)

    def _int(self) -> int:
        return _zigzag(self._varint())

    def _varint(self) -> int:
        value, shift = 0, 0
        while shift < 70:
            byte = self._byte()
            value |= (byte & 0x7F) << shift
            if not byte & 0x80:
                return value
            shift += 7
        raise PageError("a page header with an overlong number")

    def _byte(self) -> int:
        return self._read(1)[0]

    def _read(self, size: int) -> bytes:
        data = self.stream.read(size)
        if len(data) < size:
            raise PageError("a page header cut short")
        return data


def _zigzag(value: int) -> int:
    return (value >> 1) ^ -(value & 1)
