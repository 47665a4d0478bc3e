"""``.npy`` files read without numpy's header parser.

numpy parses a ``.npy`` header with ``ast.literal_eval``, and CPython 3.11 (gh-106905)
builds Python AST objects with one recursion counter shared by every thread: two threads
parsing at once (Dask workers opening columns) fail now and then with ``SystemError: AST
constructor recursion depth mismatch``. The headers numpy writes are one fixed dict
literal, so they are read here with a pattern instead, and arrays are mapped or read at the
offset it gives: the same arrays ``np.load`` returns, from any number of threads.
"""

from __future__ import annotations

import os
import re

import numpy as np

_MAGIC = b"\x93NUMPY"
_LENGTH_BYTES = {1: 2, 2: 4, 3: 4}  # header-length field by major version
_HEADER = re.compile(r"\{'descr': '([^']+)', 'fortran_order': (True|False), "
                     r"'shape': \(((?:\d+, ?)*\d*)\),? ?\}\s*")
HEADER_BYTES = 1 << 16
"""Bytes read to find a header: more than any header numpy writes (its limit is 10,000)."""


def read_header(data: bytes) -> tuple[tuple[int, ...], bool, np.dtype, int]:
    """(shape, Fortran order, dtype, where the data start) of the ``.npy`` bytes that begin
    ``data``; ValueError when they are no ``.npy`` header numpy writes for a plain dtype."""
    if data[:6] != _MAGIC or len(data) < 8 or data[6] not in _LENGTH_BYTES:
        raise ValueError("not a version 1, 2 or 3 .npy header")
    width = _LENGTH_BYTES[data[6]]
    length = int.from_bytes(data[8:8 + width], "little")
    start = 8 + width + length
    if len(data) < start:
        raise ValueError(f"a .npy header of {length} bytes ends past the {len(data)} read")
    text = data[8 + width:start].decode("utf-8" if data[6] == 3 else "latin1")
    match = _HEADER.fullmatch(text)
    if match is None:
        raise ValueError(f"not a .npy header of a plain dtype: {text[:80]!r}")
    descr, fortran, dims = match.groups()
    shape = tuple(int(d) for d in dims.replace(" ", "").split(",") if d)
    try:
        dtype = np.dtype(descr)
    except TypeError as exc:
        raise ValueError(f"a .npy header with an unknown dtype {descr!r}") from exc
    if dtype.hasobject:
        raise ValueError("a .npy file of Python objects (not read: pickles can run code)")
    return shape, fortran == "True", dtype, start


def load_npy(path: str | os.PathLike, mmap: bool = False) -> np.ndarray:
    """The array in the ``.npy`` file ``path``, as ``np.load(path, mmap_mode="r" if mmap
    else None, allow_pickle=False)`` gives it (read-only memory map with ``mmap``); empty
    arrays are read, not mapped (a map cannot be empty)."""
    with open(path, "rb") as stream:
        shape, fortran, dtype, start = read_header(stream.read(HEADER_BYTES))
        count = int(np.prod(shape, dtype=np.int64))
        if mmap and count:
            return np.memmap(stream, dtype=dtype, mode="r", offset=start, shape=shape,
                             order="F" if fortran else "C")
        stream.seek(start)
        array = np.fromfile(stream, dtype=dtype, count=count)
    if array.size != count:
        raise ValueError(f"{path}: {array.size} of {count} values (truncated)")
    return array.reshape(shape, order="F" if fortran else "C")
