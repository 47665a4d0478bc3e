"""The Dask engine's ends: standard input spooled into the working folder as parts the
extraction tasks read like files, and output records as shards (text, or Parquet parts
that the client streams into one file, a row group at a time).

Standard input is read by the client in blocks and written to ``stdin/part-NNNNNN`` files
of about ``SPOOL_BYTES`` each, never held whole. JSON lines are cut after a newline, and
each part knows the number of its first line, so ids (``-:17``) and messages number lines
as the local engine does. WARC, Parquet and HTML go to one part, whole: a WARC's record
numbers (``- #record7`` for records without a URL) and its "no response records" and
"truncated after N records" errors belong to the whole stream, gzipped WARCs can only be
cut at record boundaries after decompressing them, and Parquet and HTML are one unit
anyway; the worker that reads the part still holds one record at a time.
"""

from __future__ import annotations

import io
import os
import sys
import uuid
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import BinaryIO

from spotsigs.columns import bytes_checksum
from spotsigs.engine.dask import workdir
from spotsigs.engine.dask.remote import ShardError
from spotsigs.engine.dask.workdir import is_url, open_file, remove_file
from spotsigs.readers import (
    STDIN,
    Document,
    ReadOptions,
    SkippedLink,
    iter_input_files,
    read_file,
    read_jsonl_range,
    read_stdin,
    skipped_link,
)
from spotsigs.results.records import PARQUET_ROWS, ParquetRows, write_records

SPOOL_BYTES = 64 * 2**20
"""Bytes of standard input per spooled part (about; JSON lines end a part at a newline)."""
_BLOCK = 1 << 20
_BLANK = b" \t\n\r\x0b\x0c"  # what bytes.strip() removes: a line of these is no record


@dataclass(frozen=True)
class StdinPart:
    """A piece of standard input spooled to ``path`` (None: nothing to read, the format is
    missing), its first line's number in the stream, and whether it is the whole stream."""

    path: str | None
    size: int = 0
    first_line: int = 1
    whole: bool = True


@dataclass(frozen=True)
class InputFile:
    """An input file as a worker reads it: by its absolute ``path`` (a worker's working
    folder is not the client's), named in messages by the ``source`` the user gave;
    ``skipped``: why it is not read (a symbolic link out of its input folder).

    A part of a big JSON-lines file is its bytes from ``start`` (where line ``first_line``
    starts) to ``stop`` (None: the end); ``first_line`` None: the whole file."""

    path: str
    source: str
    skipped: str | None = None
    start: int = 0
    stop: int | None = None
    first_line: int | None = None


def read_input(item: InputFile | StdinPart | str, name: str, options: ReadOptions
               ) -> Iterator[Document]:
    """Task side: the documents of an input file (or of a path), or of a spooled part of
    standard input (named and numbered as the local engine names standard input's
    documents)."""
    if isinstance(item, InputFile) and item.first_line is not None:
        yield from read_jsonl_range(item.path, name, options, item.source, item.start,
                                    item.stop, item.first_line)
        return
    if not isinstance(item, StdinPart):
        path, source = (item.path, item.source) if isinstance(item, InputFile) else (item, None)
        if isinstance(item, InputFile) and item.skipped is not None:
            path = skipped_link(path, item.skipped)
        yield from read_file(path, name, options, source=source)
        return
    with (open_file(item.path, "rb") if item.path else io.BytesIO()) as stream:
        yield from read_stdin(options, stream, item.first_line, item.whole)


def input_parts(inputs: Sequence[str | os.PathLike], folder: str, options: ReadOptions,
                stdin: BinaryIO | None = None
                ) -> tuple[list[InputFile | StdinPart], list[str], list[int]]:
    """(items, names, sizes) of the inputs in order: files as ``iter_input_files`` finds them
    (by absolute path: a relative one means this process's working folder), standard input
    (``-``) spooled into ``folder``/stdin as parts."""
    items: list[InputFile | StdinPart] = []
    names: list[str] = []
    sizes: list[int] = []
    for path, name in iter_input_files(inputs, options.follow_links):
        if name == STDIN and os.fspath(path) == STDIN:
            parts = spool_stdin(sys.stdin.buffer if stdin is None else stdin,
                                f"{folder}/stdin/{len(items):06d}", options.stdin_format)
            items += parts
            names += [STDIN] * len(parts)
            sizes += [p.size for p in parts]
        else:
            skipped = path.skipped if isinstance(path, SkippedLink) else None
            items.append(InputFile(os.path.abspath(path), str(path), skipped))
            names.append(name)
            sizes.append(0 if skipped else _file_size(str(path)))
    return items, names, sizes


def is_plain_jsonl(item: InputFile | StdinPart) -> bool:
    """Whether an input is a whole JSON-lines file that is not gzipped: one that can be read
    in parts cut at newlines."""
    return (isinstance(item, InputFile) and item.skipped is None and item.first_line is None
            and item.source.lower().endswith(".jsonl"))


def line_range(path: str, begin: int, end: int | None) -> tuple[int, int | None, int, bool] | None:
    """Task: the lines of a JSON-lines file that the bytes from ``begin`` to ``end`` (None: its
    end) stand for, those that start in them, as (start, stop, newlines, any non-blank
    byte): each bound moved to the start of the line it falls in (past the next newline).
    None when the file cannot be read (read whole, it then reports why)."""
    try:
        with open(path, "rb") as handle:
            start = _line_start(handle, begin)
            stop = None if end is None else _line_start(handle, end)
            handle.seek(start)
            left = None if stop is None else stop - start
            newlines, content = 0, False
            while left is None or left > 0:
                block = handle.read(_BLOCK if left is None else min(_BLOCK, left))
                if not block:
                    break
                newlines += block.count(b"\n")
                content = content or bool(block.translate(None, _BLANK))
                if left is not None:
                    left -= len(block)
    except OSError:
        return None
    return start, stop, newlines, content


def _line_start(handle: BinaryIO, at: int) -> int:
    """The first start of a line at or after byte ``at``: ``at`` itself when it is 0 or
    follows a newline, else past the next newline (the file's size when none follows)."""
    if at <= 0:
        return 0
    handle.seek(at - 1)
    position = at - 1
    while block := handle.read(_BLOCK):
        newline = block.find(b"\n")
        if newline >= 0:
            return position + newline + 1
        position += len(block)
    return position


def jsonl_parts(item: InputFile, ranges: Sequence[tuple[int, int | None, int, bool] | None]
                ) -> list[InputFile]:
    """A JSON-lines file as parts, from the ``line_range`` of each of its cuts in order: each
    part numbered from the newlines before it, empty ones left out. The file whole when a
    range could not be read or none holds a record (its reader then says why)."""
    if any(r is None for r in ranges) or not any(r[3] for r in ranges):
        return [item]
    parts, first_line = [], 1
    for start, stop, newlines, _ in ranges:
        if stop is None or stop > start:
            parts.append(replace(item, start=start, stop=stop, first_line=first_line))
        first_line += newlines
    return parts


def _file_size(path: str) -> int:
    """Bytes of a file, 0 when it cannot be read (its task then reports why)."""
    try:
        return os.path.getsize(path)
    except OSError:
        return 0


def spool_stdin(stream: BinaryIO, prefix: str, fmt: str | None,
                part_bytes: int | None = None) -> list[StdinPart]:
    """Copy ``stream`` to files ``prefix``-NNNNNN in blocks: JSON lines in parts of about
    ``part_bytes`` (default SPOOL_BYTES) cut after a newline, any other format whole.
    Without a format nothing is read (the part then reads as the local engine's error)."""
    if fmt is None:
        return [StdinPart(None)]
    limit = SPOOL_BYTES if part_bytes is None else max(1, part_bytes)
    split = fmt == "jsonl"
    parts: list[StdinPart] = []
    lines = 0  # newlines before the current part
    content = False  # a non-blank byte seen: some line is a record
    sink, size, newlines = None, 0, 0

    def close() -> None:
        nonlocal sink, lines
        sink.close()
        parts.append(StdinPart(f"{prefix}-{len(parts):06d}", size, lines + 1, whole=False))
        lines += newlines

    try:
        while True:
            block = stream.read(_BLOCK)
            if sink is None and (block or not parts):
                sink, size, newlines = open_file(f"{prefix}-{len(parts):06d}", "wb"), 0, 0
            if not block:
                break
            content = content or bool(block.translate(None, _BLANK))
            view, at = memoryview(block), 0
            while at < len(block):
                end = len(block)
                if split and size + end - at >= limit:  # end the part at a newline past it
                    newline = block.find(b"\n", at + max(0, limit - size - 1))
                    end = len(block) if newline < 0 else newline + 1
                sink.write(view[at:end])
                size += end - at
                newlines += block.count(b"\n", at, end)
                at = end
                if split and size >= limit and block[end - 1] == 0x0A:
                    close()
                    sink = None
                    if at < len(block):
                        sink, size, newlines = open_file(f"{prefix}-{len(parts):06d}", "wb"), 0, 0
        if sink is not None:
            close()
    except BaseException:
        if sink is not None:
            sink.close()
        raise
    if len(parts) > 1 and not content:  # only blank lines: one part tells it, as locally
        whole = f"{prefix}-all"
        _join([p.path for p in parts], whole)
        return [StdinPart(whole, sum(p.size for p in parts))]
    if len(parts) == 1:
        return [StdinPart(parts[0].path, parts[0].size)]
    return parts


def _join(paths: Sequence[str], joined: str) -> None:
    """Copy files one after the other into ``joined`` in blocks, removing them (object
    stores cannot append)."""
    with open_file(joined, "wb") as sink:
        for path in paths:
            with open_file(path, "rb") as source:
                while block := source.read(_BLOCK):
                    sink.write(block)
            remove_file(path)


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
        return {"path": final, "bytes": len(data), "crc32": bytes_checksum(data)}
    final = Path(path)
    final.parent.mkdir(parents=True, exist_ok=True)
    temporary = final.parent / f".{final.name}.tmp-{uuid.uuid4().hex}"
    try:
        temporary.write_bytes(data)
        os.replace(temporary, final)
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise
    return {"path": str(final), "bytes": len(data), "crc32": bytes_checksum(data)}


def shard_bytes(entry: dict) -> bytes:
    """The bytes of a shard file ``write_text_shard`` described; a missing, short or damaged
    one raises ShardError naming it."""
    path = entry["path"]
    try:
        data = workdir.read_bytes(path) if is_url(path) else Path(path).read_bytes()
    except FileNotFoundError:
        raise ShardError(f"missing shard {path}") from None
    if len(data) != entry["bytes"] or bytes_checksum(data) != entry["crc32"]:
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


def write_record_shard(records: Iterator[dict], fields: tuple[str, ...], fmt: str,
                       path: str) -> dict:
    """Task side: output records as one shard in the output's format (a whole Parquet file
    for Parquet, text otherwise); returns what ``shard_bytes`` checks it by."""
    if fmt == "parquet":
        data = io.BytesIO()
        write_records(records, fields, data, fmt)
        return write_text_shard(f"{path}.parquet", data.getvalue())
    text = io.StringIO()
    write_records(records, fields, text, fmt)
    return write_text_shard(f"{path}.txt", text.getvalue())


def copy_parquet_shards(entries: Sequence[dict | None], fields: tuple[str, ...],
                        stream: BinaryIO) -> int:
    """Client side: the rows of Parquet record shards, in order, as one Parquet file on
    ``stream``, the local engine's bytes; holds one shard's file and one row group."""
    import pyarrow.parquet as pq

    writer = ParquetRows(stream, fields)
    for entry in entries:
        part = pq.ParquetFile(io.BytesIO(shard_bytes(entry)))
        for batch in part.iter_batches(batch_size=PARQUET_ROWS):
            writer.write_table(batch)
    return writer.close()
