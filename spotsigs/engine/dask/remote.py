"""A shard column on a URL (``spotsigs.engine.dask.shards``), read by byte ranges: a task that
needs some rows of a column on an object store fetches only their bytes."""

from __future__ import annotations

import numpy as np
from numpy.lib.mixins import NDArrayOperatorsMixin

from spotsigs.columns import bytes_checksum
from spotsigs.engine.dask import workdir
from spotsigs.npy import read_header


class ShardError(RuntimeError):
    """A shard is missing or damaged (the message names it)."""


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
            if len(data) != self.entry["bytes"] or bytes_checksum(data) != self.entry["crc32"]:
                raise ShardError(f"{where} fails its checksum (CRC-32) or size")
            try:
                shape, fortran, dtype, start = read_header(data)
            except ValueError:
                shape, fortran, dtype, start = None, None, None, None
            if (shape, fortran, dtype) != (self.shape, False, self.dtype) or \
                    start != self.start:
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
