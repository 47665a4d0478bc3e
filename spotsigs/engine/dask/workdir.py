"""The Dask engine's working folder: a local path, or any fsspec URL (``file://``,
``memory://``, ``s3://`` with s3fs, ...), reached through these few functions.

A plain path keeps the local fast path (``shards`` renames folders and memory-maps arrays);
a URL goes through fsspec, which comes with Dask, plus the protocol's own package.
"""

from __future__ import annotations

import os
import shutil
import tempfile
import uuid
from pathlib import Path

RUN_PREFIX = "spotsigs-dask-"


def is_url(path: str | os.PathLike) -> bool:
    """Whether ``path`` names a location by URL (``protocol://...``) rather than a path."""
    return "://" in str(path)


def filesystem(url: str):
    """(fsspec filesystem, its path) of ``url``; an unknown protocol or a missing package
    raises RuntimeError naming what to install, before any work."""
    try:
        from fsspec.core import url_to_fs
    except ImportError:
        raise RuntimeError(f"the working folder {url} is a URL, which needs fsspec: "
                           "pip install fsspec") from None
    try:
        return url_to_fs(url)
    except ImportError as exc:
        raise RuntimeError(f"the working folder {url} needs a package that is not "
                           f"installed: {exc}") from None
    except ValueError as exc:
        raise RuntimeError(f"the working folder {url} cannot be used: fsspec knows no "
                           f"filesystem or object store by its protocol ({exc})") from None


def make_run_folder(work_dir: str | os.PathLike | None) -> str:
    """A new folder for one run under ``work_dir`` (default: the system's temporary folder);
    returns its path or URL. On a URL the protocol is checked here, and the folder appears
    with its first file (object stores have no folders; others get theirs made then)."""
    if work_dir is not None and is_url(work_dir):
        filesystem(str(work_dir))
        return f"{str(work_dir).rstrip('/')}/{RUN_PREFIX}{uuid.uuid4().hex[:16]}"
    root = Path(work_dir) if work_dir is not None else Path(tempfile.gettempdir())
    root.mkdir(parents=True, exist_ok=True)
    return tempfile.mkdtemp(prefix=RUN_PREFIX, dir=root)


def remove_folder(folder: str) -> None:
    """Remove a folder and all it holds, ignoring what is already gone."""
    if not is_url(folder):
        shutil.rmtree(folder, ignore_errors=True)
        return
    fs, path = filesystem(folder)
    try:
        fs.rm(path, recursive=True)
    except OSError:  # FileNotFoundError included: nothing was written there
        pass


def remove_files(urls: list[str]) -> None:
    """Remove files, best effort (what a failed write leaves; the run's folder goes anyway)."""
    for url in urls:
        fs, path = filesystem(url)
        try:
            fs.rm_file(path)
        except OSError:
            pass


def exists(url: str) -> bool:
    fs, path = filesystem(url)
    return fs.exists(path)


def read_bytes(url: str, start: int | None = None, end: int | None = None) -> bytes:
    """The bytes [start, end) of the file ``url`` (all of it by default)."""
    fs, path = filesystem(url)
    return fs.cat_file(path, start=start, end=end)


def read_ranges(url: str, starts: list[int], ends: list[int]) -> list[bytes]:
    """Several byte ranges of one file (concurrent requests on object stores)."""
    fs, path = filesystem(url)
    return fs.cat_ranges([path] * len(starts), starts, ends, on_error="raise")


def write_bytes(url: str, data: bytes) -> None:
    """Write ``data`` as the file ``url``: one put, atomic on object stores. Its folder is
    made only where the filesystem asks for one (never on object stores, where making a
    "folder" may create a bucket)."""
    fs, path = filesystem(url)
    try:
        fs.pipe_file(path, data)
    except FileNotFoundError:
        fs.makedirs(path.rpartition("/")[0], exist_ok=True)
        fs.pipe_file(path, data)


def open_file(path: str, mode: str = "rb"):
    """A binary file of the working folder, a path or a URL (``rb`` or ``wb``); for writing,
    its folder is made where the filesystem needs one (as ``write_bytes`` does)."""
    if not is_url(path):
        if "w" in mode:
            os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
        return open(path, mode)
    fs, inner = filesystem(path)
    try:
        return fs.open(inner, mode)
    except FileNotFoundError:
        if "w" not in mode:
            raise
        fs.makedirs(inner.rpartition("/")[0], exist_ok=True)
        return fs.open(inner, mode)


def remove_file(path: str) -> None:
    """Remove one file of the working folder (a path or a URL)."""
    if is_url(path):
        fs, inner = filesystem(path)
        fs.rm_file(inner)
    else:
        os.unlink(path)


def file_sizes(url: str) -> dict[str, int]:
    """The size of every file directly in the folder ``url``, by file name (one listing)."""
    fs, path = filesystem(url)
    fs.invalidate_cache(path)
    try:
        listing = fs.ls(path, detail=True)
    except FileNotFoundError:
        return {}
    return {entry["name"].rstrip("/").rsplit("/", 1)[-1]: int(entry["size"] or 0)
            for entry in listing if entry.get("type") != "directory"}
