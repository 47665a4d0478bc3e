"""Shards: what the Dask engine's tasks write to the shared working folder and read back.

A shard is a folder of plain ``.npy`` arrays (one column each) and a ``manifest.json``:

    {"format": "spotsigs-shard/1", "meta": {...},
     "arrays": {"<name>": {"dtype": "<u8", "shape": [n], "bytes": 1234, "crc32": 5678}}}

A shard is written into a temporary folder (``.<name>.tmp-<random>``) and renamed to its name
only when every array and the manifest are complete: a task killed on the way leaves only a
temporary folder, which no reader ever opens (readers name the shards a finished task
reported). Readers check that every array file exists with the manifest's size, and its
CRC-32 the first time a process opens the shard; a missing or damaged shard raises
``ShardError`` naming it. Arrays are memory-mapped, so a task reading a slice of a shard
pages in only that slice.

Strings (ids, URLs, reasons) are columns too: their UTF-8 bytes (lone surrogates kept, as
``surrogatepass``) in one ``uint8`` array with ``int64`` offsets, and a presence mask for
columns that may hold None.
"""

from __future__ import annotations

import json
import os
import shutil
import uuid
import zlib
from collections.abc import Sequence
from pathlib import Path

import numpy as np

FORMAT = "spotsigs-shard/1"
MANIFEST = "manifest.json"
_CHUNK = 1 << 20
# Shards whose checksums this process has verified: (path, size, mtime) of the manifest.
_VERIFIED: set[tuple[str, int, int]] = set()


class ShardError(RuntimeError):
    """A shard is missing or damaged (the message names it)."""


class _Checksummed:
    """A binary file that counts and checksums what is written to it."""

    def __init__(self, stream) -> None:
        self.stream, self.size, self.crc = stream, 0, 0

    def write(self, data) -> int:
        view = memoryview(data).cast("B")
        self.crc = zlib.crc32(view, self.crc)
        self.size += len(view)
        return self.stream.write(view)


def write_shard(folder: str | os.PathLike, arrays: dict[str, np.ndarray],
                meta: dict | None = None) -> str:
    """Write ``arrays`` (and JSON-able ``meta``) as the shard ``folder``, atomically.

    Returns the folder's path. A shard of that name that already exists (a task run twice:
    tasks are deterministic) is kept as it is."""
    final = Path(folder)
    final.parent.mkdir(parents=True, exist_ok=True)
    temporary = final.parent / f".{final.name}.tmp-{uuid.uuid4().hex}"
    temporary.mkdir()
    try:
        entries = {}
        for name, array in arrays.items():
            array = np.ascontiguousarray(array)
            if array.dtype == object:
                raise TypeError(f"shard column {name!r} holds Python objects")
            with open(temporary / f"{name}.npy", "wb") as stream:
                writer = _Checksummed(stream)
                np.lib.format.write_array(writer, array, allow_pickle=False)
            entries[name] = {"dtype": array.dtype.str, "shape": list(array.shape),
                             "bytes": writer.size, "crc32": writer.crc}
        manifest = {"format": FORMAT, "meta": meta or {}, "arrays": entries}
        (temporary / MANIFEST).write_text(json.dumps(manifest), encoding="utf-8")
        try:
            os.rename(temporary, final)
        except OSError:
            if not (final / MANIFEST).is_file():
                raise
            shutil.rmtree(temporary, ignore_errors=True)
    except BaseException:
        shutil.rmtree(temporary, ignore_errors=True)
        raise
    return str(final)


def _crc32(path: Path) -> int:
    crc = 0
    with open(path, "rb") as stream:
        while chunk := stream.read(_CHUNK):
            crc = zlib.crc32(chunk, crc)
    return crc


class Shard:
    """A shard opened for reading: ``meta``, and ``array(name)`` memory-mapped."""

    def __init__(self, folder: str | os.PathLike) -> None:
        self.folder = Path(folder)
        manifest_path = self.folder / MANIFEST
        try:
            info = manifest_path.stat()
            manifest = json.loads(manifest_path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            raise ShardError(f"missing shard {self.folder} (no {MANIFEST}: its task did not "
                             "finish, or the working folder was changed)") from None
        except (OSError, ValueError) as exc:
            raise ShardError(f"corrupt shard {self.folder}: unreadable {MANIFEST} "
                             f"({exc})") from None
        if not isinstance(manifest, dict) or manifest.get("format") != FORMAT:
            raise ShardError(f"corrupt shard {self.folder}: not a {FORMAT} manifest")
        self.meta: dict = manifest.get("meta", {})
        self.entries: dict = manifest.get("arrays", {})
        key = (str(manifest_path), info.st_size, info.st_mtime_ns)
        for name, entry in self.entries.items():
            path = self.folder / f"{name}.npy"
            try:
                size = path.stat().st_size
            except FileNotFoundError:
                raise ShardError(f"corrupt shard {self.folder}: {path.name} is missing") \
                    from None
            if size != entry["bytes"]:
                raise ShardError(f"corrupt shard {self.folder}: {path.name} holds {size} "
                                 f"bytes, its manifest says {entry['bytes']}")
        if key not in _VERIFIED:
            for name, entry in self.entries.items():
                path = self.folder / f"{name}.npy"
                if _crc32(path) != entry["crc32"]:
                    raise ShardError(f"corrupt shard {self.folder}: {path.name} fails its "
                                     "checksum (CRC-32)")
            _VERIFIED.add(key)

    def array(self, name: str) -> np.ndarray:
        """The column ``name``, memory-mapped (read-only)."""
        entry = self.entries.get(name)
        if entry is None:
            raise ShardError(f"corrupt shard {self.folder}: no column {name!r}")
        path = self.folder / f"{name}.npy"
        array = np.load(path, mmap_mode="r", allow_pickle=False) if entry["bytes"] > 4096 \
            else np.load(path, allow_pickle=False)
        if array.dtype.str != entry["dtype"] or list(array.shape) != entry["shape"]:
            raise ShardError(f"corrupt shard {self.folder}: {path.name} holds {array.dtype} "
                             f"{array.shape}, its manifest says {entry['dtype']} "
                             f"{entry['shape']}")
        return array

    def __contains__(self, name: str) -> bool:
        return name in self.entries


def encode_strings(values: Sequence[str | None]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Strings as (UTF-8 bytes, offsets, present): None becomes an absent empty string."""
    encoded = [b"" if v is None else v.encode("utf-8", "surrogatepass") for v in values]
    offsets = np.zeros(len(encoded) + 1, dtype=np.int64)
    np.cumsum([len(e) for e in encoded], out=offsets[1:])
    data = np.frombuffer(b"".join(encoded), dtype=np.uint8)
    present = np.array([v is not None for v in values], dtype=bool)
    return data, offsets, present


def decode_strings(data: np.ndarray, offsets: np.ndarray, positions: Sequence[int] | np.ndarray,
                   present: np.ndarray | None = None) -> list[str | None]:
    """The strings at ``positions`` of an encoded column (None where absent)."""
    positions = np.asarray(positions, dtype=np.int64)
    if not len(positions):
        return []
    lo, hi = np.asarray(offsets[positions]), np.asarray(offsets[positions + 1])
    base = int(lo.min())
    raw = bytes(np.asarray(data[base:int(hi.max())]))  # one read of the span, then slices
    out: list[str | None] = [raw[a:b].decode("utf-8", "surrogatepass")
                             for a, b in zip((lo - base).tolist(), (hi - base).tolist())]
    if present is not None:
        absent = np.flatnonzero(~np.asarray(present)[positions]).tolist()
        for k in absent:
            out[k] = None
    return out


def write_text_shard(path: str | os.PathLike, text: str | bytes) -> dict:
    """Write ``text`` (UTF-8; bytes as they are) as the file ``path``, atomically; returns its
    path, size and CRC-32 for the reader to check."""
    final = Path(path)
    final.parent.mkdir(parents=True, exist_ok=True)
    data = text.encode("utf-8") if isinstance(text, str) else bytes(text)
    temporary = final.parent / f".{final.name}.tmp-{uuid.uuid4().hex}"
    try:
        temporary.write_bytes(data)
        os.replace(temporary, final)
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise
    return {"path": str(final), "bytes": len(data), "crc32": zlib.crc32(data)}


def shard_bytes(entry: dict) -> bytes:
    """The bytes of a shard file ``write_text_shard`` described; a missing, short or damaged
    one raises ShardError naming it."""
    path = Path(entry["path"])
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        raise ShardError(f"missing shard {path}") from None
    if len(data) != entry["bytes"] or zlib.crc32(data) != entry["crc32"]:
        raise ShardError(f"corrupt shard {path}: {len(data)} bytes, expected "
                         f"{entry['bytes']} (or a checksum mismatch)")
    return data


def copy_text_shard(entry: dict, stream, skip_first_line: bool = False) -> None:
    """Copy a text shard (as ``write_text_shard`` described it) to a text ``stream``; a missing,
    short or damaged one raises ShardError naming it, before anything of it is written."""
    text = shard_bytes(entry).decode("utf-8")
    if skip_first_line:
        text = text[text.find("\n") + 1:] if "\n" in text else ""
    stream.write(text)


def rows(shard: Shard, part: int, names: Sequence[str]) -> list[np.ndarray]:
    """The rows of split ``part`` of a split shard, for the columns ``names``."""
    splits = shard.array("splits")
    lo, hi = int(splits[part]), int(splits[part + 1])
    return [np.asarray(shard.array(name)[lo:hi]) for name in names]


def concat_rows(paths: Sequence[str], part: int, names: Sequence[str],
                 dtypes: Sequence[type]) -> list[np.ndarray]:
    parts = [rows(Shard(path), part, names) for path in paths]
    return [np.concatenate([np.empty(0, dtype)] + [p[k] for p in parts])
            for k, dtype in enumerate(dtypes)]


def rows_of(shards: Sequence[str], bounds: np.ndarray, docs: np.ndarray, column: str,
             cache: dict[str, Shard] | None = None) -> np.ndarray:
    """Rows of ``column`` for global documents ``docs`` (any order), read per shard."""
    cache = {} if cache is None else cache
    where = np.searchsorted(bounds, docs, side="right") - 1
    result = None
    for s in np.unique(where).tolist():
        path = shards[s]
        shard = cache[path] if path in cache else cache.setdefault(path, Shard(path))
        at = np.flatnonzero(where == s)
        values = np.asarray(shard.array(column)[docs[at] - bounds[s]])
        if result is None:
            result = np.empty((len(docs),) + values.shape[1:], dtype=values.dtype)
        result[at] = values
    return result
