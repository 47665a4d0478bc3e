"""Shards: what the Dask engine's tasks write to the shared working folder and read back.

A shard is a folder of plain ``.npy`` arrays (one column each) and a ``manifest.json``:

    {"format": "spotsigs-shard/1", "meta": {...},
     "arrays": {"<name>": {"dtype": "<u8", "shape": [n], "bytes": 1234, "crc32": 5678}}}

The working folder is a local path (a mount every worker shares) or an fsspec URL
(``spotsigs.engine.workdir``); a task killed on the way never leaves a shard a reader opens
(readers name the shards a finished task reported), and a missing or damaged shard raises
``ShardError`` naming it.

- **Path**: a shard is written into a temporary folder (``.<name>.tmp-<random>``) and renamed
  to its name when every array and the manifest are complete. Readers check every array's
  size, and its CRC-32 the first time a process opens the shard; arrays are memory-mapped,
  so a task reading a slice pages in only that slice.
- **URL** (object stores have no rename): arrays are written under names of their own
  (``<name>.<random>.npy``, the manifest's ``"file"``) and the manifest last, in one put: a
  killed task leaves arrays no manifest names. Readers check every array's size (one
  listing); a column read whole (any small one, or any use but indexing) is checked against
  its CRC-32; a slice or a selection of rows reads only its byte ranges, located by the
  manifest (the column's size is checked, not its checksum, which needs every byte).

An overlay (``write_overlay``) is a shard holding a few columns of another one anew (the
site-templates filter's features and sizes): it reads as its base for every other column.

Strings (ids, URLs, reasons) are columns too: their UTF-8 bytes (lone surrogates kept, as
``surrogatepass``) in one ``uint8`` array with ``int64`` offsets, and a presence mask for
columns that may hold None.
"""

from __future__ import annotations

import io
import json
import os
import shutil
import uuid
import zlib
from collections.abc import Sequence
from pathlib import Path

import numpy as np
from numpy.lib.mixins import NDArrayOperatorsMixin

from spotsigs.engine import workdir
from spotsigs.engine.workdir import is_url
from spotsigs.features import FEATURE_KINDS

FORMAT = "spotsigs-shard/1"
MANIFEST = "manifest.json"
BASE = "base"
"""The meta key of an overlay shard naming the shard it reads its other columns from."""
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


def _write_npy(stream, name: str, array: np.ndarray) -> dict:
    """Write one column as ``.npy`` to ``stream``; returns its manifest entry."""
    array = np.ascontiguousarray(array)
    if array.dtype == object:
        raise TypeError(f"shard column {name!r} holds Python objects")
    writer = _Checksummed(stream)
    np.lib.format.write_array(writer, array, allow_pickle=False)
    return {"dtype": array.dtype.str, "shape": list(array.shape), "bytes": writer.size,
            "crc32": writer.crc}


def _manifest_bytes(entries: dict, meta: dict | None) -> bytes:
    return json.dumps({"format": FORMAT, "meta": meta or {}, "arrays": entries}).encode("utf-8")


def write_shard(folder: str | os.PathLike, arrays: dict[str, np.ndarray],
                meta: dict | None = None) -> str:
    """Write ``arrays`` (and JSON-able ``meta``) as the shard ``folder``, atomically.

    Returns the folder's path. A shard of that name that already exists (a task run twice:
    tasks are deterministic) is kept as it is."""
    if is_url(folder):
        return _write_shard_url(str(folder).rstrip("/"), arrays, meta)
    final = Path(folder)
    final.parent.mkdir(parents=True, exist_ok=True)
    temporary = final.parent / f".{final.name}.tmp-{uuid.uuid4().hex}"
    temporary.mkdir()
    try:
        entries = {}
        for name, array in arrays.items():
            with open(temporary / f"{name}.npy", "wb") as stream:
                entries[name] = _write_npy(stream, name, array)
        (temporary / MANIFEST).write_bytes(_manifest_bytes(entries, meta))
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


def _write_shard_url(folder: str, arrays: dict[str, np.ndarray], meta: dict | None) -> str:
    """``write_shard`` without a rename: arrays under names of their own, the manifest (one
    put) last, so a reader sees the whole shard or none."""
    manifest = f"{folder}/{MANIFEST}"
    if workdir.exists(manifest):
        try:
            Shard(folder)
            return folder
        except ShardError:  # torn by a killed put where puts are not atomic: write anew
            pass
    token = uuid.uuid4().hex[:12]
    entries: dict[str, dict] = {}
    try:
        for name, array in arrays.items():
            buffer = io.BytesIO()
            entry = _write_npy(buffer, name, array)
            entry["file"] = f"{name}.{token}.npy"
            workdir.write_bytes(f"{folder}/{entry['file']}", buffer.getvalue())
            entries[name] = entry
        workdir.write_bytes(manifest, _manifest_bytes(entries, meta))
    except BaseException:
        workdir.remove_files([f"{folder}/{e['file']}" for e in entries.values()])
        raise
    return folder


def _file_name(name: str, entry: dict) -> str:
    return entry.get("file", f"{name}.npy")


def _crc32(path: Path) -> int:
    crc = 0
    with open(path, "rb") as stream:
        while chunk := stream.read(_CHUNK):
            crc = zlib.crc32(chunk, crc)
    return crc


class Shard:
    """A shard opened for reading: ``meta``, and ``array(name)``: memory-mapped (read-only)
    on a path, a ``RemoteColumn`` on a URL."""

    def __init__(self, folder: str | os.PathLike) -> None:
        self.url = is_url(folder)
        self.folder = str(folder).rstrip("/") if self.url else Path(folder)
        manifest, key = self._read_manifest()
        if not isinstance(manifest, dict) or manifest.get("format") != FORMAT:
            raise ShardError(f"corrupt shard {self.folder}: not a {FORMAT} manifest")
        self.meta: dict = manifest.get("meta", {})
        self.entries: dict = manifest.get("arrays", {})
        self._columns: dict[str, RemoteColumn] = {}
        self._base: Shard | None = None
        listed = workdir.file_sizes(self.folder) if self.url else {}
        for name, entry in self.entries.items():
            file = _file_name(name, entry)
            try:
                size = listed[file] if self.url else (self.folder / file).stat().st_size
            except (KeyError, FileNotFoundError):
                raise ShardError(f"corrupt shard {self.folder}: {file} is missing") from None
            if size != entry["bytes"]:
                raise ShardError(f"corrupt shard {self.folder}: {file} holds {size} "
                                 f"bytes, its manifest says {entry['bytes']}")
        if not self.url and key not in _VERIFIED:
            for name, entry in self.entries.items():
                path = self.folder / _file_name(name, entry)
                if _crc32(path) != entry["crc32"]:
                    raise ShardError(f"corrupt shard {self.folder}: {path.name} fails its "
                                     "checksum (CRC-32)")
            _VERIFIED.add(key)

    def _read_manifest(self) -> tuple[object, tuple[str, int, int] | None]:
        """The parsed manifest, and (path, size, mtime) of a local one."""
        try:
            if self.url:
                return json.loads(workdir.read_bytes(f"{self.folder}/{MANIFEST}")), None
            path = self.folder / MANIFEST
            info = path.stat()
            return (json.loads(path.read_text(encoding="utf-8")),
                    (str(path), info.st_size, info.st_mtime_ns))
        except FileNotFoundError:
            raise ShardError(f"missing shard {self.folder} (no {MANIFEST}: its task did not "
                             "finish, or the working folder was changed)") from None
        except (OSError, ValueError) as exc:
            raise ShardError(f"corrupt shard {self.folder}: unreadable {MANIFEST} "
                             f"({exc})") from None

    def array(self, name: str) -> np.ndarray | RemoteColumn:
        """The column ``name``: memory-mapped (read-only) on a path, read by ranges on a URL;
        a column an overlay (``write_overlay``) does not hold is its base shard's."""
        entry = self.entries.get(name)
        if entry is None and BASE in self.meta:
            return self._base_shard().array(name)
        if entry is None:
            raise ShardError(f"corrupt shard {self.folder}: no column {name!r}")
        if self.url:
            if name not in self._columns:
                self._columns[name] = RemoteColumn(self.folder, _file_name(name, entry), entry)
            return self._columns[name]
        path = self.folder / _file_name(name, entry)
        array = np.load(path, mmap_mode="r", allow_pickle=False) if entry["bytes"] > 4096 \
            else np.load(path, allow_pickle=False)
        if array.dtype.str != entry["dtype"] or list(array.shape) != entry["shape"]:
            raise ShardError(f"corrupt shard {self.folder}: {path.name} holds {array.dtype} "
                             f"{array.shape}, its manifest says {entry['dtype']} "
                             f"{entry['shape']}")
        return array

    def features(self, positions: np.ndarray | None = None):
        """The features of the documents at ``positions`` (all by default), read back as the
        container of the shard's ``kind`` from its feature columns (``feature_columns``)."""
        return FEATURE_KINDS[self.meta["kind"]].from_columns(_FeatureColumns(self), positions)

    def __contains__(self, name: str) -> bool:
        return name in self.entries or (BASE in self.meta and name in self._base_shard())

    def _base_shard(self) -> Shard:
        """The shard an overlay reads its other columns from, opened once."""
        if self._base is None:
            self._base = Shard(self.meta[BASE])
        return self._base


FEATURE_PREFIX = "f_"
"""Feature columns are stored under their container's names with this prefix."""


def feature_columns(features) -> dict[str, np.ndarray]:
    """A feature batch's columns as a shard stores them (``Shard.features`` reads them back);
    ``sizes`` is the shard's own column."""
    return {FEATURE_PREFIX + name: array for name, array in features.columns().items()
            if name != "sizes"}


class _FeatureColumns:
    """A shard's feature columns by their container's names (``sizes``: the shard's)."""

    def __init__(self, shard: Shard) -> None:
        self.shard = shard

    def __getitem__(self, name: str):
        stored = FEATURE_PREFIX + name
        return self.shard.array(stored if stored in self.shard else name)


def write_overlay(folder: str | os.PathLike, base: str, arrays: dict[str, np.ndarray]) -> str:
    """Write ``arrays`` as a shard that reads as the shard ``base`` with those columns
    replaced (its meta and every other column are the base's): a stage that rewrites a few
    columns copies nothing else, atomically as ``write_shard``."""
    meta = {**Shard(base).meta, BASE: str(base)}
    return write_shard(folder, arrays, meta)


_NPY_HEADERS = {(1, 0): np.lib.format.read_array_header_1_0,
                (2, 0): np.lib.format.read_array_header_2_0}


class RemoteColumn(NDArrayOperatorsMixin):
    """A shard column on a URL. Indexing by an int, a slice, a mask or row numbers reads only
    those rows' bytes (rows less than ``GAP`` bytes apart in one range); anything else (numpy
    functions, operators) reads the whole column once, checked against its CRC-32. Columns
    of at most ``WHOLE`` bytes are always read whole."""

    WHOLE = 1 << 18
    # Rows this close share a range: the pages a memory map would touch anyway. Measured on a
    # join of 20,000 documents (f_hashes 5.5 MB): 10.1 MB needed; 11.9 MB read in 345
    # ranges at 4 KiB, 13.8 MB in 125 at 16 KiB, 16.2 MB in 34 at 64 KiB.
    GAP = 1 << 12

    def __init__(self, folder: str, file: str, entry: dict) -> None:
        self.folder, self.file, self.entry = folder, file, entry
        self.url = f"{folder}/{file}"
        self.dtype = np.dtype(entry["dtype"])
        self.shape = tuple(entry["shape"])
        self.ndim = len(self.shape)
        self.row_bytes = self.dtype.itemsize * int(np.prod(self.shape[1:], dtype=np.int64))
        # The data follow the header: the file's bytes less the array's (C order, as written).
        self.start = entry["bytes"] - (self.shape[0] * self.row_bytes if self.ndim else 0)
        self._whole: np.ndarray | None = None

    def whole(self) -> np.ndarray:
        """The whole column (read once, checked against its size, header and CRC-32)."""
        if self._whole is None:
            data = workdir.read_bytes(self.url)
            where = f"corrupt shard {self.folder}: {self.file}"
            if len(data) != self.entry["bytes"] or zlib.crc32(data) != self.entry["crc32"]:
                raise ShardError(f"{where} fails its checksum (CRC-32) or size")
            stream = io.BytesIO(data)
            read_header = _NPY_HEADERS.get(np.lib.format.read_magic(stream))
            shape, fortran, dtype = read_header(stream) if read_header else (None, None, None)
            if (shape, fortran, dtype) != (self.shape, False, self.dtype) or \
                    stream.tell() != self.start:
                raise ShardError(f"{where} holds {dtype} {shape}, its manifest says "
                                 f"{self.entry['dtype']} {self.entry['shape']}")
            self._whole = np.frombuffer(data, self.dtype, offset=self.start,
                                        count=int(np.prod(self.shape))).reshape(self.shape)
        return self._whole

    def __array__(self, dtype=None, copy=None) -> np.ndarray:
        array = self.whole()
        return array.astype(dtype or array.dtype, copy=bool(copy))

    def __array_ufunc__(self, ufunc, method, *inputs, **kwargs):
        inputs = tuple(x.whole() if isinstance(x, RemoteColumn) else x for x in inputs)
        return getattr(ufunc, method)(*inputs, **kwargs)

    def __len__(self) -> int:
        return self.shape[0]

    def __getitem__(self, key):
        if self._whole is not None or self.entry["bytes"] <= self.WHOLE or not self.ndim:
            return self.whole()[key]
        if isinstance(key, tuple):
            rows = self[key[0]]
            return rows[key[1:]] if np.ndim(rows) < self.ndim else rows[(slice(None),) + key[1:]]
        n = self.shape[0]
        if isinstance(key, slice):
            lo, hi, step = key.indices(n)
            return self._rows(lo, max(lo, hi)) if step == 1 else self.take(np.arange(lo, hi, step))
        if isinstance(key, (int, np.integer)):
            if not -n <= key < n:
                raise IndexError(f"index {key} is out of bounds for {n} rows")
            return self._rows(int(key) % n, int(key) % n + 1)[0]
        key = np.asarray(key)
        if key.dtype == bool:
            if key.shape != (n,):
                raise IndexError(f"a mask of {key.shape} for {n} rows")
            key = np.flatnonzero(key)
        return self.take(key)

    def _rows(self, lo: int, hi: int) -> np.ndarray:
        """Rows [lo, hi): one read of their bytes."""
        if hi <= lo:
            return np.empty((0,) + self.shape[1:], self.dtype)
        data = workdir.read_bytes(self.url, self.start + lo * self.row_bytes,
                                  self.start + hi * self.row_bytes)
        return np.frombuffer(data, self.dtype).reshape((hi - lo,) + self.shape[1:])

    def take(self, rows: np.ndarray) -> np.ndarray:
        """The rows numbered ``rows`` (any order, repeats allowed): their byte ranges only,
        rows closer than ``GAP`` bytes read as one range."""
        rows = np.asarray(rows)
        if rows.dtype.kind not in "iu":
            raise IndexError(f"rows must be integers, not {rows.dtype}")
        n = self.shape[0]
        flat = rows.reshape(-1).astype(np.int64)
        if len(flat) and (flat.min() < -n or flat.max() >= n):
            raise IndexError(f"a row is out of bounds for {n} rows")
        unique, inverse = np.unique(flat % max(n, 1), return_inverse=True)
        if not len(unique):
            return np.empty(rows.shape + self.shape[1:], self.dtype)
        new_run = np.concatenate([[True], (np.diff(unique) - 1) * self.row_bytes > self.GAP])
        first = unique[new_run]
        last = np.append(unique[np.flatnonzero(new_run)[1:] - 1], unique[-1]) + 1
        parts = workdir.read_ranges(self.url, (self.start + first * self.row_bytes).tolist(),
                                    (self.start + last * self.row_bytes).tolist())
        read = np.frombuffer(b"".join(parts), self.dtype).reshape((-1,) + self.shape[1:])
        run = np.cumsum(new_run) - 1
        base = np.concatenate([[0], np.cumsum(last - first)[:-1]])
        return read[base[run] + unique - first[run]][inverse].reshape(
            rows.shape + self.shape[1:])


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
    """Write ``text`` (UTF-8; bytes as they are) as the file ``path`` (on a URL: under a name
    of its own beside it), atomically; returns its path, size and CRC-32 for the reader to
    check."""
    data = text.encode("utf-8") if isinstance(text, str) else bytes(text)
    if is_url(path):
        folder, _, name = str(path).rpartition("/")
        stem, dot, suffix = name.rpartition(".") if "." in name else (name, "", "")
        final = f"{folder}/{stem}.{uuid.uuid4().hex[:12]}{dot}{suffix}"
        workdir.write_bytes(final, data)
        return {"path": final, "bytes": len(data), "crc32": zlib.crc32(data)}
    final = Path(path)
    final.parent.mkdir(parents=True, exist_ok=True)
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
    path = entry["path"]
    try:
        data = workdir.read_bytes(path) if is_url(path) else Path(path).read_bytes()
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
