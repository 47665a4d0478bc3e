"""Shards: what the Dask engine's tasks write to the shared working folder and read back.

A shard is a folder of plain ``.npy`` arrays (one column each) and a ``manifest.json``:

    {"format": "spotsigs-shard/1", "meta": {...},
     "arrays": {"<name>": {"dtype": "<u8", "shape": [n], "bytes": 1234, "crc32": 5678}}}

The working folder is a local path (a mount every worker shares) or an fsspec URL
(``spotsigs.engine.dask.workdir``); a task killed on the way never leaves a shard a reader opens
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

Columns are written and checked by ``spotsigs.columns``, as the persistent index's are;
strings (ids, URLs, reasons) are columns of UTF-8 bytes with offsets there, and a presence
mask for columns that may hold None.
"""

from __future__ import annotations

import io
import json
import os
import shutil
import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from spotsigs.checks import GOLDEN
from spotsigs.columns import decode_strings, file_checksum, write_column
from spotsigs.engine.dask import workdir
from spotsigs.engine.dask.remote import RemoteColumn, ShardError
from spotsigs.engine.dask.workdir import is_url
from spotsigs.features import FEATURE_KINDS
from spotsigs.npy import load_npy
from spotsigs.tokenize import mix64

FORMAT = "spotsigs-shard/1"
MANIFEST = "manifest.json"
BASE = "base"
"""The meta key of an overlay shard naming the shard it reads its other columns from."""
# Shards whose checksums this process has verified: (path, size, mtime) of the manifest.
_VERIFIED: set[tuple[str, int, int]] = set()


def _write_npy(stream, array: np.ndarray) -> dict:
    """Write one column as ``.npy`` to ``stream``; returns its manifest entry."""
    written = write_column(stream, array)
    return {"dtype": written.dtype, "shape": list(written.shape), "bytes": written.bytes,
            "crc32": written.checksum}


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
                entries[name] = _write_npy(stream, array)
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
            entry = _write_npy(buffer, array)
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
                if file_checksum(path) != entry["crc32"]:
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
        array = load_npy(path, mmap=entry["bytes"] > 4096)
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


def rows(shard: Shard, part: int, names: Sequence[str]) -> list[np.ndarray]:
    """The rows of split ``part`` of a split shard, for the columns ``names``."""
    splits = shard.array("splits")
    lo, hi = int(splits[part]), int(splits[part + 1])
    return [np.asarray(shard.array(name)[lo:hi]) for name in names]


def concat_rows(paths: Sequence[str], part: int, names: Sequence[str],
                dtypes: Sequence[type]) -> list[np.ndarray]:
    """The rows of split ``part`` of several split shards, one after the other."""
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
        shard = opened(shards[s], cache)
        at = np.flatnonzero(where == s)
        values = np.asarray(shard.array(column)[docs[at] - bounds[s]])
        if result is None:
            result = np.empty((len(docs),) + values.shape[1:], dtype=values.dtype)
        result[at] = values
    return result


def write_split(path: str, columns: dict[str, np.ndarray], part: np.ndarray,
                parts: int) -> dict:
    """Write rows grouped by ``part`` (stable), with ``splits`` marking each part's rows
    (``rows`` reads one part back); returns the shard and its row count."""
    order = np.argsort(part, kind="stable")
    splits = np.searchsorted(part[order], np.arange(parts + 1), side="left").astype(np.int64)
    write_shard(path, {**{k: v[order] for k, v in columns.items()}, "splits": splits})
    return {"shard": path, "rows": len(order)}


def bucket_of(key: np.ndarray, salt: np.ndarray, buckets: int) -> np.ndarray:
    """The bucket of each (salt, key) row: equal rows meet in one bucket task."""
    with np.errstate(over="ignore"):
        return (mix64(key ^ (salt.astype(np.uint64) * GOLDEN)) % np.uint64(buckets)).astype(
            np.int64)


def host_buckets(host: np.ndarray, buckets: int) -> np.ndarray:
    """The bucket of each host key: a host's rows all meet in one bucket task."""
    return bucket_of(host, np.zeros_like(host), buckets)


def pair_buckets(host: np.ndarray, key: np.ndarray, buckets: int) -> np.ndarray:
    """The bucket of each (host, key) pair: the rows of a pair meet in one bucket task, and
    one host's keys spread over all of them (a crawl of one site is not one task)."""
    return bucket_of(key, host, buckets)


@dataclass(frozen=True, eq=False)
class ShardSet:
    """A run's extract shards in input order: global document ``d`` is row
    ``d - bounds[s]`` of shard ``paths[s]`` (an overlay's rows are its base's)."""

    paths: tuple[str, ...]
    bounds: np.ndarray

    def __len__(self) -> int:
        return len(self.paths)

    @property
    def documents(self) -> int:
        """Documents in all the shards."""
        return int(self.bounds[-1])

    def start(self, k: int) -> int:
        """The global index of shard ``k``'s first document."""
        return int(self.bounds[k])

    def stop(self, k: int) -> int:
        """The global index after shard ``k``'s last document."""
        return int(self.bounds[k + 1])

    def shard_of(self, docs: np.ndarray) -> np.ndarray:
        """The shard of each global document."""
        return np.searchsorted(self.bounds, docs, side="right") - 1

    def replaced(self, paths: Sequence[str]) -> ShardSet:
        """The same documents read from other shards (overlays of these), in order."""
        return ShardSet(tuple(paths), self.bounds)

    def rows_of(self, docs: np.ndarray, column: str, cache: dict[str, Shard] | None = None
                ) -> np.ndarray:
        """The rows of ``column`` of global documents ``docs`` (any order)."""
        return rows_of(self.paths, self.bounds, docs, column, cache)

    def ids(self, docs: np.ndarray, renames: dict[int, str],
            cache: dict[str, Shard] | None = None) -> list[str]:
        """The ids of global documents ``docs``, repeated ids as ``renames`` made them."""
        docs = np.asarray(docs, dtype=np.int64)
        cache = {} if cache is None else cache
        out: list[str] = [""] * len(docs)
        where = self.shard_of(docs)
        for s in np.unique(where).tolist():
            shard = opened(self.paths[s], cache)
            at = np.flatnonzero(where == s)
            names = decode_strings(shard.array("id_data"), shard.array("id_offsets"),
                                   docs[at] - self.bounds[s])
            for k, name in zip(at.tolist(), names):
                out[k] = name
        for k, doc in enumerate(docs.tolist()):
            if doc in renames:
                out[k] = renames[doc]
        return out


def opened(path: str, cache: dict[str, Shard]) -> Shard:
    """The shard at ``path``, opened once per ``cache``."""
    if path not in cache:
        cache[path] = Shard(path)
    return cache[path]


def write_pairs(path: str, i: np.ndarray, j: np.ndarray, similarity: np.ndarray,
                bounds: np.ndarray) -> dict:
    """Write pairs (global indices) sorted by (i, j), with ``splits`` marking the rows whose
    first document is in each extract shard (``bounds``: their first documents); returns the
    shard and its pair count."""
    order = np.lexsort((j, i))
    i, j, similarity = i[order], j[order], similarity[order]
    write_shard(path, {"i": i.astype(np.int64), "j": j.astype(np.int64),
                       "similarity": similarity.astype(np.float64),
                       "splits": np.searchsorted(i, bounds, side="left").astype(np.int64)})
    return {"shard": path, "pairs": len(i)}
