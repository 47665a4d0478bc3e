"""Input stage: documents from HTML files, folders, WARC/ARC archives and JSONL files.

One module per format behind a suffix registry (``FORMATS``): each has ``SUFFIXES`` and
``read(stream, name, source)``. A file of unknown suffix is read as HTML. Every problem with
the input becomes a ``Document`` with ``error`` set, and an archive record that is no page
(a redirect, an image, a revisit) one with ``skipped`` set; nothing raises and nothing is
silently dropped.
"""

from __future__ import annotations

import os
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import BinaryIO

from spotsigs.readers import html_files, jsonl, warc
from spotsigs.readers.base import MAX_DOCUMENT_BYTES, Document, binary_kind, failed

FORMATS = (warc, jsonl, html_files)
"""The readers by suffix, the first whose suffix a file name ends in reads it."""
SUPPORTED_SUFFIXES = tuple(suffix for reader in FORMATS for suffix in reader.SUFFIXES)

__all__ = ["FORMATS", "MAX_DOCUMENT_BYTES", "SUPPORTED_SUFFIXES", "Document", "binary_kind",
           "iter_input_files", "read_documents", "read_file"]


def read_documents(paths: Sequence[str | os.PathLike]) -> Iterator[Document]:
    """Yield every document of the given files and folders, in a deterministic order."""
    for path, name in iter_input_files(paths):
        yield from read_file(path, name)


def iter_input_files(paths: Sequence[str | os.PathLike]) -> Iterator[tuple[Path, str]]:
    """Yield (file, name) to read: files as given, folders expanded to their supported files.

    ``name`` is the path as given, or for a file found in a folder its posix path relative
    to that folder. Paths that do not exist and folders that cannot be listed are yielded
    too, so that reading them reports the problem. A single path is taken as a list of one.
    """
    if isinstance(paths, str | bytes | os.PathLike):
        paths = [paths]
    for given in paths:
        path = Path(given)
        if os.path.isdir(path):
            yield from _folder_files(path)
        else:
            yield path, os.fsdecode(given)


def read_file(path: str | os.PathLike, name: str | None = None) -> Iterator[Document]:
    """Yield the documents of one input file, chosen by its suffix (HTML when unknown)."""
    path = Path(path)
    name = os.fsdecode(path) if name is None else name
    source = str(path)
    try:
        stream = _open_input(path)
    except OSError as exc:
        yield failed(name, source, f"{(exc.strerror or str(exc)).lower()}: {source}")
        return
    with stream:
        lowered = path.name.lower()
        reader = next((r for r in FORMATS if lowered.endswith(r.SUFFIXES)), html_files)
        yield from reader.read(stream, name, source)


def _folder_files(root: Path) -> list[tuple[Path, str]]:
    """Supported, non-hidden files under ``root`` (and folders it could not list), sorted."""
    found: list[Path] = []
    unlistable: list[OSError] = []
    seen: set[str] = set()
    for folder, subfolders, files in os.walk(root, onerror=unlistable.append, followlinks=True):
        real = os.path.realpath(folder)
        if real in seen:  # reached again through a symlink (maybe a loop): walked already
            subfolders.clear()
            continue
        seen.add(real)
        subfolders[:] = [d for d in subfolders if not d.startswith(".")]
        for file in files:
            if not file.startswith(".") and file.lower().endswith(SUPPORTED_SUFFIXES):
                found.append(Path(folder, file))
    found += [Path(exc.filename) for exc in unlistable]
    named = [(p, os.path.relpath(p, root).replace(os.sep, "/")) for p in found]
    named = [(p, os.fsdecode(root) if rel == "." else rel) for p, rel in named]
    return sorted(named, key=lambda item: item[1])


def _open_input(path: Path) -> BinaryIO:
    """Open a file for reading; for a folder, raise the reason it could not be listed."""
    if os.path.isdir(path):
        os.scandir(path).close()
    return path.open("rb")
