"""Segment folders on disk: ``.npy`` arrays written with their checksums, memory-mapped back,
and verified against those checksums once, before their first use.

Opening checks only what is cheap (regular files inside the folder, sizes, headers, lengths);
the first query, lookup or merge that touches a segment reads its files through once and
compares their checksums (crc32 since format version 2, sha256 before), so that a same-size
edit is reported as damage instead of giving wrong answers or odd exceptions.
"""

from __future__ import annotations

import contextlib
import mmap
import os
import shutil
import stat
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from spotsigs.columns import CHECKSUMS
from spotsigs.npy import HEADER_BYTES, read_header
from spotsigs.store.segment import Segment

SEGMENT_PREFIX = "seg-"
# Segment arrays: dtype and length in terms of documents n, entries e, keys k, id bytes b.
_ARRAYS: dict[str, tuple[type, str]] = {
    "offsets": (np.int64, "n+1"),      # document d owns hashes[offsets[d]:offsets[d + 1]]
    "hashes": (np.uint64, "e"),        # sorted unique signature hashes per document
    "counts": (np.uint32, "e"),        # their multiplicities
    "sizes": (np.int64, "n"),          # multiset sizes, ascending: documents stored by size
    "id_bytes": (np.uint8, "b"),       # the ids, UTF-8, concatenated
    "id_offsets": (np.int64, "n+1"),   # document d's id is id_bytes[id_offsets[d]:...[d + 1]]
    "id_keys": (np.uint64, "n"),       # stable hashes of the ids, sorted
    "id_docs": (np.int64, "n"),        # the document of each id key
    "keys": (np.uint64, "k"),          # the segment's distinct signature hashes, sorted
    "key_offsets": (np.int64, "k+1"),  # key j is held by postings[key_offsets[j]:...[j + 1]]
    "postings": (np.uint32, "e"),      # documents (ascending, so by size) per key
    "lang_codes": (np.uint16, "n"),    # document d's language: languages[lang_codes[d]]
}
FILE_NAMES = frozenset(f"{name}.npy" for name in _ARRAYS)  # the only files a segment may list
# Segments of format 1 and 2 lack the languages: their entries list neither this file nor the
# "languages" table (the manifest lists both or neither), and their documents have None.
LANG_FILE = "lang_codes.npy"
REQUIRED_FILES = FILE_NAMES - {LANG_FILE}
_CHUNK = 1 << 22  # bytes read at a time while checksumming: stays in the CPU caches
_THREADS = 2      # files checksummed at once (zlib and hashlib release the GIL)
_OPEN_FLAGS = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)


class CorruptIndexError(ValueError):
    """An index folder whose files are missing, truncated, damaged or inconsistent."""


# CHECKSUMS (spotsigs.columns) are the kinds a manifest may record per file (the key next to
# "bytes"); CHECKSUM is the kind new segments get.
CHECKSUM = "crc32"


def checksum_kind(record: dict) -> str:
    """The checksum kind of a file's manifest record (the one key besides ``bytes``)."""
    return next(k for k in record if k != "bytes")


def _expected_length(rule: str, counts: dict[str, int]) -> int:
    base = {"n": counts["documents"], "e": counts["entries"], "k": counts["keys"],
            "b": counts["id_bytes"]}[rule[0]]
    return base + (1 if rule.endswith("+1") else 0)


class _HashingWriter:
    """A binary file that checksums what goes through it (np.save writes to it in chunks)."""

    def __init__(self, stream) -> None:
        self.stream = stream
        self.digest = CHECKSUMS[CHECKSUM][0]()
        self.size = 0

    def write(self, data) -> int:
        data = memoryview(data).cast("B")
        self.digest.update(data)
        self.size += len(data)
        return self.stream.write(data)


def fsync_folder(folder: Path) -> None:
    """Make a rename or a new file in ``folder`` durable (no-op where folders cannot be opened)."""
    with contextlib.suppress(OSError):
        handle = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(handle)
        finally:
            os.close(handle)


def write_segment(segment: Segment, folder: Path) -> dict:
    """Write a segment's arrays into the new ``folder`` and fsync them all (concurrently: the
    file system then commits them together); returns its manifest entry. The folder counts
    only once a manifest names it."""
    shutil.rmtree(folder, ignore_errors=True)  # left by a save that failed before its manifest
    folder.mkdir(parents=True)
    files, streams = {}, []
    try:
        for name in _ARRAYS:
            array = getattr(segment, name)
            if array is None:  # an optional array the segment lacks
                continue
            stream = open(folder / f"{name}.npy", "wb")  # noqa: SIM115 - closed below
            streams.append(stream)
            writer = _HashingWriter(stream)
            np.save(writer, np.ascontiguousarray(array), allow_pickle=False)
            stream.flush()
            files[f"{name}.npy"] = {"bytes": writer.size, CHECKSUM: writer.digest.hexdigest()}
        with ThreadPoolExecutor(len(streams) + 2) as pool:
            synced = [pool.submit(os.fsync, s.fileno()) for s in streams]
            synced += [pool.submit(fsync_folder, f) for f in (folder, folder.parent)]
            for done in synced:
                done.result()
    finally:
        for stream in streams:
            stream.close()
    entry = {"name": folder.name, **segment.counts_of(), "files": files}
    if segment.lang_codes is not None:
        entry["languages"] = list(segment.languages)
    return entry


@dataclass(frozen=True)
class _MappedFile:
    """One array file as memory-mapped: the checksum it must have, and which file (device,
    inode) the mapping shows."""

    path: Path
    mapping: mmap.mmap = field(repr=False)
    identity: tuple[int, int]
    kind: str
    recorded: str


@dataclass(eq=False)
class StoredSegment:
    """A segment memory-mapped from its folder, checked against its checksums on its first
    use through the index that opened it (reopening checks again)."""

    entry: dict
    segment: Segment
    files: tuple[_MappedFile, ...]
    verified: bool = False


def _identity(info: os.stat_result) -> tuple[int, int]:
    return info.st_dev, info.st_ino


def _open_regular(path: Path) -> int:
    """A descriptor of ``path``, refused (CorruptIndexError) unless it is a regular file: no
    link out of the index, no FIFO or device to block on or to read without end."""
    try:
        handle = os.open(path, _OPEN_FLAGS)
    except FileNotFoundError:
        raise CorruptIndexError(f"{path}: missing (the index is incomplete)") from None
    except OSError as exc:  # ELOOP: a symbolic link
        kind = "a symbolic link" if os.path.islink(path) else f"unreadable ({exc.strerror})"
        raise CorruptIndexError(f"{path}: not a regular file in the index ({kind})") from None
    if not stat.S_ISREG(os.fstat(handle).st_mode):
        os.close(handle)
        raise CorruptIndexError(f"{path}: not a regular file in the index")
    return handle


def _map_array(path: Path, record: dict, dtype: type, length: int
               ) -> tuple[np.ndarray, _MappedFile]:
    """Memory-map one array file, checking its size, header, dtype and length."""
    handle = _open_regular(path)
    try:
        info = os.fstat(handle)
        if info.st_size != record["bytes"]:
            raise CorruptIndexError(f"{path}: {info.st_size} bytes, the manifest says "
                                    f"{record['bytes']} (truncated or overwritten)")
        try:
            mapping = mmap.mmap(handle, 0, access=mmap.ACCESS_READ)
        except (OSError, ValueError) as exc:
            raise CorruptIndexError(f"{path}: not a readable numpy array ({exc})") from None
    finally:
        os.close(handle)
    try:
        shape, _, found, start = read_header(mapping[:HEADER_BYTES])  # 1-D: order is moot
        if found == np.dtype(dtype) and shape == (length,) and \
                start + length * found.itemsize != len(mapping):
            raise ValueError("the data does not fill the file")
    except ValueError as exc:
        raise CorruptIndexError(f"{path}: not a readable numpy array ({exc})") from None
    if found != np.dtype(dtype) or shape != (length,):
        raise CorruptIndexError(f"{path}: holds {found} {shape}, expected {np.dtype(dtype)} "
                                f"({length},)")
    array = np.frombuffer(mapping, dtype, count=length, offset=start)
    kind = checksum_kind(record)
    return array, _MappedFile(path, mapping, _identity(info), kind, record[kind])


def load_segment(root: Path, entry: dict) -> StoredSegment:
    """Memory-map a segment listed in the (validated) manifest, checking what is cheap to
    check: regular files in the segment folder with the recorded sizes, dtypes and lengths,
    and the CSR end points. Its checksums are compared on first use (``verify_segments``)."""
    folder = root / entry["name"]
    try:
        is_folder = stat.S_ISDIR(os.lstat(folder).st_mode)
    except OSError:
        raise CorruptIndexError(f"{folder}: missing (the index is incomplete)") from None
    if not is_folder:
        raise CorruptIndexError(f"{folder}: not a regular folder in the index")
    arrays, mapped = {}, []
    for name, (dtype, rule) in _ARRAYS.items():
        if f"{name}.npy" not in entry["files"] and f"{name}.npy" not in REQUIRED_FILES:
            continue  # a segment of format 1 or 2: no languages
        array, file = _map_array(folder / f"{name}.npy", entry["files"][f"{name}.npy"], dtype,
                                 _expected_length(rule, entry))
        arrays[name] = array
        mapped.append(file)
    for name, total in (("offsets", "hashes"), ("id_offsets", "id_bytes"),
                        ("key_offsets", "postings")):
        ends = (int(arrays[name][0]), int(arrays[name][-1]))
        if ends != (0, len(arrays[total])):
            raise CorruptIndexError(f"{folder / (name + '.npy')}: runs {ends[0]}..{ends[1]}, "
                                    f"expected 0..{len(arrays[total])}")
    languages = tuple(entry.get("languages", ()))
    return StoredSegment(entry, Segment(**arrays, languages=languages), tuple(mapped))


def _file_checksum(file: _MappedFile) -> str:
    """The checksum of a mapped file's bytes: read from the file while it is the one mapped
    (faster than through the mapping), else from the mapping (a writer's merge removed it)."""
    digest = CHECKSUMS[file.kind][0]()
    try:
        handle = os.open(file.path, _OPEN_FLAGS)
    except OSError:
        handle = None
    if handle is not None:
        try:
            if _identity(os.fstat(handle)) == file.identity:
                buffer = bytearray(_CHUNK)
                view = memoryview(buffer)
                while size := os.readv(handle, [buffer]):
                    digest.update(view[:size])
                return digest.hexdigest()
        finally:
            os.close(handle)
    view = memoryview(file.mapping)
    try:
        for start in range(0, len(view), _CHUNK):
            digest.update(view[start:start + _CHUNK])
    finally:
        view.release()
    return digest.hexdigest()


def _check_file(file: _MappedFile) -> None:
    try:
        actual = _file_checksum(file)
    except OSError as exc:
        raise CorruptIndexError(f"{file.path}: unreadable ({exc})") from None
    if actual != file.recorded:
        raise CorruptIndexError(f"{file.path}: checksum mismatch (the file is damaged)")


def verify_segments(segments: Sequence[StoredSegment], again: bool = False) -> int:
    """Compare the checksums of the segments' files with the manifest's, on two threads, the
    largest files first; segments already verified are skipped unless ``again``. Raises
    CorruptIndexError naming a damaged file; returns the number of files read."""
    todo = sorted((f for s in segments if again or not s.verified for f in s.files),
                  key=lambda f: -len(f.mapping))
    if len(todo) > 1:
        with ThreadPoolExecutor(_THREADS) as pool:
            checks = [pool.submit(_check_file, f) for f in todo]
            try:
                for done in checks:
                    done.result()  # the first damaged file in size order raises
            except BaseException:
                pool.shutdown(cancel_futures=True)  # no need to read the rest
                raise
    elif todo:
        _check_file(todo[0])
    for segment in segments:
        segment.verified = True
    return len(todo)
