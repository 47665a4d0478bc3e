"""An index on disk: segment folders of ``.npy`` arrays, the manifest, checksums, the lock.

Segment folders are immutable once a manifest names them; the manifest is replaced atomically
(temporary file, fsync, rename, fsync of the folder), so a crash leaves the previous state.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import re
import shutil
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import numpy as np

from spotsigs.store.segment import Segment

FORMAT = "spotsigs-index"
FORMAT_VERSION = 1
MANIFEST = "manifest.json"
LOCK = "lock"  # held (flock) by a writer while it saves
SEGMENT_PREFIX = "seg-"
_CHUNK = 1 << 24
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
}


class CorruptIndexError(ValueError):
    """An index folder whose files are missing, truncated, damaged or inconsistent."""


def _expected_length(rule: str, counts: dict[str, int]) -> int:
    base = {"n": counts["documents"], "e": counts["entries"], "k": counts["keys"],
            "b": counts["id_bytes"]}[rule[0]]
    return base + (1 if rule.endswith("+1") else 0)


class _HashingWriter:
    """A binary file that hashes what goes through it (np.save writes to it in chunks)."""

    def __init__(self, stream) -> None:
        self.stream = stream
        self.digest = hashlib.sha256()
        self.size = 0

    def write(self, data) -> int:
        data = memoryview(data).cast("B")
        self.digest.update(data)
        self.size += len(data)
        return self.stream.write(data)


def _fsync_folder(folder: Path) -> None:
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
            stream = open(folder / f"{name}.npy", "wb")  # noqa: SIM115 - closed below
            streams.append(stream)
            writer = _HashingWriter(stream)
            np.save(writer, np.ascontiguousarray(getattr(segment, name)), allow_pickle=False)
            stream.flush()
            files[f"{name}.npy"] = {"bytes": writer.size, "sha256": writer.digest.hexdigest()}
        with ThreadPoolExecutor(len(streams) + 2) as pool:
            synced = [pool.submit(os.fsync, s.fileno()) for s in streams]
            synced += [pool.submit(_fsync_folder, f) for f in (folder, folder.parent)]
            for done in synced:
                done.result()
    finally:
        for stream in streams:
            stream.close()
    return {"name": folder.name, **segment.counts_of(), "files": files}


def load_segment(root: Path, entry: dict) -> Segment:
    """Memory-map a segment listed in the manifest, checking what is cheap to check: files
    present with the recorded sizes, dtypes and lengths, and the CSR end points."""
    if not re.fullmatch(rf"{SEGMENT_PREFIX}\d+", str(entry["name"])):
        raise CorruptIndexError(f"{root / MANIFEST}: bad segment name {entry['name']!r}")
    folder = root / entry["name"]
    arrays = {}
    for name, (dtype, rule) in _ARRAYS.items():
        path = folder / f"{name}.npy"
        recorded = entry["files"][f"{name}.npy"]["bytes"]
        try:
            actual = path.stat().st_size
        except OSError:
            raise CorruptIndexError(f"{path}: missing (the index is incomplete)") from None
        if actual != recorded:
            raise CorruptIndexError(f"{path}: {actual} bytes, the manifest says {recorded} "
                                    "(truncated or overwritten)")
        length = _expected_length(rule, entry)
        try:
            array = np.load(path, mmap_mode="r" if length else None, allow_pickle=False)
        except (ValueError, OSError, EOFError) as exc:
            raise CorruptIndexError(f"{path}: not a readable numpy array ({exc})") from None
        if array.dtype != np.dtype(dtype) or array.shape != (length,):
            raise CorruptIndexError(f"{path}: holds {array.dtype} {array.shape}, expected "
                                    f"{np.dtype(dtype)} ({length},)")
        arrays[name] = array.view(np.ndarray)  # still on disk, without memmap's slow indexing
    for name, total in (("offsets", "hashes"), ("id_offsets", "id_bytes"),
                        ("key_offsets", "postings")):
        ends = (int(arrays[name][0]), int(arrays[name][-1]))
        if ends != (0, len(arrays[total])):
            raise CorruptIndexError(f"{folder / (name + '.npy')}: runs {ends[0]}..{ends[1]}, "
                                    f"expected 0..{len(arrays[total])}")
    return Segment(**arrays)


def _manifest_checksum(body: dict) -> str:
    return hashlib.sha256(json.dumps(body, sort_keys=True).encode("utf-8")).hexdigest()


def write_manifest(root: Path, body: dict) -> None:
    """Replace ``manifest.json`` atomically (temporary file, fsync, rename, fsync folder)."""
    text = json.dumps({**body, "checksum": _manifest_checksum(body)}, indent=1, sort_keys=True)
    temporary = root / f".{MANIFEST}.tmp"
    with open(temporary, "w", encoding="utf-8") as stream:
        stream.write(text + "\n")
        stream.flush()
        os.fsync(stream.fileno())
    os.replace(temporary, root / MANIFEST)
    _fsync_folder(root)


def read_manifest(root: Path) -> dict:
    """The manifest of the index at ``root``, checked for format, version and its checksum."""
    path = root / MANIFEST
    if not root.is_dir():
        raise FileNotFoundError(f"no index at {root}: not a folder")
    if not path.exists():
        raise FileNotFoundError(f"no index at {root}: {MANIFEST} is missing")
    try:
        manifest = json.loads(path.read_text(encoding="utf-8"))
    except (ValueError, UnicodeDecodeError) as exc:
        raise CorruptIndexError(f"{path}: not valid JSON ({exc})") from None
    if not isinstance(manifest, dict) or manifest.get("format") != FORMAT:
        raise CorruptIndexError(f"{path}: not a spotsigs index manifest")
    if manifest.get("version") != FORMAT_VERSION:
        raise CorruptIndexError(f"{path}: format version {manifest.get('version')!r}, this "
                                f"spotsigs reads version {FORMAT_VERSION}")
    body = {k: v for k, v in manifest.items() if k != "checksum"}
    if manifest.get("checksum") != _manifest_checksum(body):
        raise CorruptIndexError(f"{path}: checksum mismatch (the manifest was edited or damaged)")
    segments = manifest.get("segments")
    if not isinstance(segments, list) or manifest.get("documents") != sum(
            s.get("documents", 0) for s in segments):
        raise CorruptIndexError(f"{path}: document counts do not add up")
    return manifest


def load_state(root: Path, attempts: int = 3) -> tuple[dict, list[Segment]]:
    """The manifest and memory-mapped segments of the index at ``root``; retried when a
    writer replaced the manifest (and removed merged segments) while they were being read."""
    for attempt in range(attempts):
        manifest = read_manifest(root)
        try:
            return manifest, [load_segment(root, entry) for entry in manifest["segments"]]
        except (KeyError, TypeError) as exc:
            raise CorruptIndexError(f"{root / MANIFEST}: malformed segment entry ({exc})") \
                from None
        except CorruptIndexError:
            if attempt + 1 == attempts or \
                    read_manifest(root)["generation"] == manifest["generation"]:
                raise
    raise AssertionError("unreachable")


@contextlib.contextmanager
def writer_lock(root: Path) -> Iterator[None]:
    """Hold the index's writer lock (an advisory flock on ``root/lock``) while saving."""
    try:
        import fcntl
    except ImportError:  # no flock here: keeping to one writer is the caller's job
        yield
        return
    with open(root / LOCK, "a+b") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def _sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as stream:
        while chunk := stream.read(_CHUNK):
            digest.update(chunk)
    return digest.hexdigest()


