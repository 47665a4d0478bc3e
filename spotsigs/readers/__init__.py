"""Input stage: documents from HTML files, folders, WARC/ARC archives and JSONL files.

One module per format behind a suffix registry (``FORMATS``): each has ``SUFFIXES`` and
``read(stream, name, source)``. A file of unknown suffix is read as HTML. Every problem with
the input becomes a ``Document`` with ``error`` set, and an archive record that is no page
(a redirect, an image, a revisit) one with ``skipped`` set; nothing raises and nothing is
silently dropped.
"""

from __future__ import annotations

import errno
import io
import os
import stat
import sys
from collections.abc import Iterable, Iterator, Sequence
from itertools import islice
from pathlib import Path
from typing import BinaryIO

from spotsigs.readers import html_files, jsonl, parquet, warc
from spotsigs.readers.base import MAX_DOCUMENT_BYTES, Document, binary_kind, failed
from spotsigs.readers.options import STDIN_FORMATS, ReadOptions

FORMATS = (warc, jsonl, parquet, html_files)
"""The readers by suffix, the first whose suffix a file name ends in reads it."""
SUPPORTED_SUFFIXES = tuple(suffix for reader in FORMATS for suffix in reader.SUFFIXES)
STDIN = "-"
"""The input name that reads standard input (its format given by ``ReadOptions``)."""
STDIN_SOURCE = "standard input"
"""The ``source`` of documents read from standard input."""
_BY_NAME = {"warc": warc, "jsonl": jsonl, "parquet": parquet, "html": html_files}

__all__ = ["FORMATS", "MAX_DOCUMENT_BYTES", "STDIN", "STDIN_FORMATS", "STDIN_SOURCE",
           "SUPPORTED_SUFFIXES", "Document", "ReadOptions", "SkippedLink", "batched",
           "binary_kind", "iter_input_files", "skipped_link",
           "read_documents", "read_file", "read_jsonl_range", "read_stdin"]


class SkippedLink(type(Path())):
    """A symbolic link found in an input folder that is not read (``skipped``: why): one out
    of the folder, unless links are followed, or a loop. Reading it gives a skipped record,
    so that it is counted and named, never silently left out."""

    __slots__ = ("skipped",)

    def __reduce__(self):  # keep the reason through pickling (worker processes)
        return skipped_link, (os.fspath(self), self.skipped)


def skipped_link(path: str | os.PathLike, reason: str) -> SkippedLink:
    """``path`` as a SkippedLink for ``reason``."""
    link = SkippedLink(path)
    link.skipped = reason
    return link


def read_documents(paths: Sequence[str | os.PathLike], options: ReadOptions = ReadOptions()
                   ) -> Iterator[Document]:
    """Yield every document of the given files and folders (``-``: standard input), in a
    deterministic order."""
    for path, name in iter_input_files(paths, options.follow_links):
        yield from read_file(path, name, options)


def batched(items: Iterable, size: int) -> Iterator[list]:
    """Consecutive lists of ``size`` items (the last may be shorter): documents in batches."""
    iterator = iter(items)
    while batch := list(islice(iterator, size)):
        yield batch


def iter_input_files(paths: Sequence[str | os.PathLike], follow_links: bool = False
                     ) -> Iterator[tuple[Path, str]]:
    """Yield (file, name) to read: files as given, folders expanded to their supported files.

    ``name`` is the path as given, or for a file found in a folder its posix path relative
    to that folder. Paths that do not exist and folders that cannot be listed are yielded
    too, so that reading them reports the problem, and so are the symbolic links of a
    folder that lead out of it (unless ``follow_links``) or loop, as SkippedLink. A path
    given is read wherever it leads. A single path is taken as a list of one.
    """
    if isinstance(paths, str | bytes | os.PathLike):
        paths = [paths]
    for given in paths:
        path = Path(given)
        if os.fspath(given) == STDIN:
            yield path, STDIN
        elif os.path.isdir(path):
            yield from _folder_files(path, follow_links)
        else:
            yield path, os.fsdecode(given)


def read_file(path: str | os.PathLike, name: str | None = None,
              options: ReadOptions = ReadOptions(), source: str | None = None
              ) -> Iterator[Document]:
    """Yield the documents of one input file, chosen by its suffix (HTML when unknown);
    ``source``, the file's name in the documents and messages, defaults to ``path``."""
    if os.fspath(path) == STDIN:
        yield from read_stdin(options)
        return
    if isinstance(path, SkippedLink):
        name = os.fsdecode(path) if name is None else name
        yield Document(name, "", None, skipped=path.skipped,
                       source=str(path) if source is None else source)
        return
    path = Path(path)
    name = os.fsdecode(path) if name is None else name
    source = str(path) if source is None else source
    try:
        stream = _open_input(path)
    except OSError as exc:
        yield _unreadable(name, source, exc)
        return
    with stream:
        lowered = path.name.lower()
        reader = next((r for r in FORMATS if lowered.endswith(r.SUFFIXES)), html_files)
        yield from reader.read(stream, name, source, options)


def read_stdin(options: ReadOptions, stream: BinaryIO | None = None, first_line: int = 1,
               whole: bool = True) -> Iterator[Document]:
    """The documents of standard input, in the format the options name.

    ``stream``: a copy of it spooled to a file (the Dask engine), or of a part of it: JSON
    lines from line ``first_line``, ``whole`` False when other parts hold the rest (see
    ``jsonl.read``); named as standard input all the same."""
    reader = _BY_NAME.get(options.stdin_format or "")
    if reader is None:
        yield failed(STDIN, STDIN_SOURCE, "reading standard input needs its format: "
                                          f"--format {'|'.join(STDIN_FORMATS)}")
        return
    if stream is None:
        stream = sys.stdin.buffer
        if reader is parquet:  # Parquet needs to seek: read it whole
            stream = io.BytesIO(stream.read())
    if reader is not parquet and not hasattr(stream, "peek"):  # WARC peeks at the start
        stream = io.BufferedReader(stream)
    if reader is jsonl:
        yield from jsonl.read(stream, STDIN, STDIN_SOURCE, options, first_line=first_line,
                              whole=whole)
    else:
        yield from reader.read(stream, STDIN, STDIN_SOURCE, options)


def read_jsonl_range(path: str | os.PathLike, name: str, options: ReadOptions, source: str,
                     start: int, stop: int | None, first_line: int) -> Iterator[Document]:
    """The documents of the lines of a plain JSON-lines file from byte ``start`` (where line
    ``first_line`` starts) to ``stop`` (None: its end), named and numbered as reading the
    whole file names them: a part of a big file, read beside the others (the Dask engine).
    A part without records says nothing; the whole file's "no JSON records" is its own."""
    try:
        handle = _open_input(Path(path))
    except OSError as exc:
        yield _unreadable(name, source, exc)
        return
    with handle:
        handle.seek(start)
        window = io.BufferedReader(_Window(handle, None if stop is None else stop - start))
        yield from jsonl.read(window, name, source, options, first_line=first_line,
                              whole=False)


def _unreadable(name: str, source: str, exc: OSError) -> Document:
    """The error Document of an input file that could not be opened."""
    return failed(name, source, f"{(exc.strerror or str(exc)).lower()}: {source}")


class _Window(io.RawIOBase):
    """At most ``limit`` bytes (None: all) of a stream, from where it stands."""

    def __init__(self, stream: BinaryIO, limit: int | None) -> None:
        self._stream, self._left = stream, limit

    def readable(self) -> bool:
        return True

    def readinto(self, buffer) -> int:
        view = memoryview(buffer).cast("B")
        if self._left is not None:
            view = view[:self._left]
        count = self._stream.readinto(view) or 0
        if self._left is not None:
            self._left -= count
        return count


def _folder_files(root: Path, follow_links: bool = False) -> list[tuple[Path, str]]:
    """Supported, non-hidden files under ``root`` (and folders it could not list, and the
    symbolic links not followed, as SkippedLink), sorted by name. Folders are walked real
    ones first, each once: a link to one walked already is skipped, as is a loop."""
    found: list[Path] = []
    unlistable: list[OSError] = []
    inside, seen = os.path.realpath(root), set()
    for folder, subfolders, files in os.walk(root, onerror=unlistable.append, followlinks=True):
        real = os.path.realpath(folder)
        if real in seen:  # reached again through a link: walked once, the link named
            if os.path.islink(folder):
                found.append(skipped_link(folder, f"symbolic link to {real}, a folder read "
                                                  "already: not followed again"))
            subfolders.clear()
            continue
        seen.add(real)
        walked = []
        for name in sorted((d for d in subfolders if not d.startswith(".")),
                           key=lambda d: (os.path.islink(os.path.join(folder, d)), d)):
            path = Path(folder, name)
            if reason := _folder_link_problem(path, real, inside, follow_links):
                found.append(skipped_link(path, reason))
            else:
                walked.append(name)
        subfolders[:] = walked
        for file in files:
            if not file.startswith(".") and file.lower().endswith(SUPPORTED_SUFFIXES):
                path = Path(folder, file)
                reason = _file_link_problem(path, inside, follow_links)
                found.append(skipped_link(path, reason) if reason else path)
    found += [Path(exc.filename) for exc in unlistable]
    named = [(p, os.path.relpath(p, root).replace(os.sep, "/")) for p in found]
    named = [(p, os.fsdecode(root) if rel == "." else rel) for p, rel in named]
    return sorted(named, key=lambda item: item[1])


def _within(path: str, folder: str) -> bool:
    """Whether the real path ``path`` is ``folder`` or lies under it."""
    return os.path.commonpath([path, folder]) == folder


def _file_link_problem(path: Path, inside: str, follow_links: bool) -> str | None:
    """Why a file found in the input folder ``inside`` (a real path) is not read: a
    symbolic link out of it (unless ``follow_links``); None to read it."""
    if follow_links or not path.is_symlink():
        return None
    target = os.path.realpath(path)
    if _within(target, inside):
        return None
    return f"symbolic link out of the input folder, to {target}: not read without " \
           "--follow-links"


def _folder_link_problem(path: Path, holder: str, inside: str, follow_links: bool
                         ) -> str | None:
    """Why a folder found in ``holder`` (a real path) under the input folder ``inside`` is
    not walked: a symbolic link that loops (to a folder holding it) or leads out of the
    input folder (unless ``follow_links``: a ``../..`` read the parent tree, a previous
    run's outputs and all); None to walk it."""
    if not path.is_symlink():
        return None
    target = os.path.realpath(path)
    if _within(holder, target):
        return f"symbolic link loop, to {target}, a folder that holds it: not followed"
    if not follow_links and not _within(target, inside):
        return f"symbolic link out of the input folder, to {target}: not followed without " \
               "--follow-links"
    return None


def _open_input(path: Path) -> BinaryIO:
    """Open a regular file for reading; for a folder, raise the reason it could not be listed;
    anything else (a named pipe, a device, a socket) is refused without a blocking read."""
    if os.path.isdir(path):
        os.scandir(path).close()
    handle = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))  # a FIFO opens at once
    try:
        mode = os.fstat(handle).st_mode
        if not stat.S_ISREG(mode):
            raise OSError(errno.EINVAL, f"not a regular file ({_file_kind(mode)})")
        os.set_blocking(handle, True)
        return os.fdopen(handle, "rb")
    except BaseException:
        os.close(handle)
        raise


def _file_kind(mode: int) -> str:
    """What a file that is not a regular file is, for messages."""
    for test, kind in ((stat.S_ISFIFO, "named pipe"), (stat.S_ISSOCK, "socket"),
                       (stat.S_ISCHR, "character device"), (stat.S_ISBLK, "block device")):
        if test(mode):
            return kind
    return "special file"
