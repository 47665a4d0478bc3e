"""``spotsigs dedup``: the archive that holds the documents a clustering keeps
(``dedup_plan``).

The clustering (pass 1, on either engine, or a clusters file) holds signatures, never pages;
the archive is written in a second pass that reads the inputs again with the same readers in
the same order, and matches each document to the clustering's record at its position in that
order (its id checked). Records are copied as they were where the output has the
input's format: WARC records whole (``dedup_warc``), JSONL lines as they were, Parquet rows
with every column and the schema. Anything else is converted to records of ``id``, ``url``,
``html`` or ``text`` (and ``http_status`` when known).

| output | from |
|---|---|
| .warc, .warc.gz | WARC (.warc, .warc.gz): records copied whole, with their request, metadata and warcinfo records |
| .jsonl, .jsonl.gz | JSONL: lines copied; HTML files, WARC, ARC, Parquet: converted |
| .parquet | Parquet (one schema): rows copied; HTML files, WARC, ARC, JSONL: converted |
| a folder (``clean/``) | HTML files: each file copied, to its path under its input folder (``dedup_folder``) |
"""

from __future__ import annotations

import gzip
import json
import os
import re
from collections.abc import Iterable, Iterator, Sequence
from pathlib import Path
from typing import BinaryIO

from spotsigs.html import declared_charset
from spotsigs.readers import (
    FORMATS,
    STDIN,
    Document,
    ReadOptions,
    html_files,
    jsonl,
    parquet,
    read_file,
    warc,
)
from spotsigs.readers.base import maybe_gunzip
from spotsigs.results.dedup_folder import is_folder_output
from spotsigs.results.dedup_plan import Decision
from spotsigs.results.dedup_warc import RecordMismatch, copy_warc_records

OUTPUT_SUFFIXES = {".warc": "warc", ".warc.gz": "warc", ".jsonl": "jsonl",
                   ".jsonl.gz": "jsonl", ".parquet": "parquet"}
CONVERTED_FIELDS = ("id", "url", "html", "text", "http_status")
_ROW_GROUP_ROWS = 1024
_ROW_GROUP_BYTES = 32 << 20
_SURROGATE = re.compile("[\ud800-\udfff]")


class InputChanged(Exception):
    """The second pass did not read what the first did: an input changed in between."""


# --- formats --------------------------------------------------------------------------------


def output_format(path: str | os.PathLike) -> str | None:
    """``warc``, ``jsonl`` or ``parquet`` by the output's suffix, ``folder`` for a path
    ending with a slash or naming a folder; None for any other."""
    if is_folder_output(path):
        return "folder"
    name = str(path).lower()
    return next((fmt for suffix, fmt in OUTPUT_SUFFIXES.items() if name.endswith(suffix)),
                None)


def input_kind(path: str | os.PathLike) -> str:
    """The reader of an input file, as ``read_file`` picks it: ``warc`` (also ARC: ``arc``),
    ``jsonl``, ``parquet`` or ``html``."""
    name = Path(path).name.lower()
    reader = next((r for r in FORMATS if name.endswith(r.SUFFIXES)), html_files)
    if reader is warc:
        return "arc" if name.endswith((".arc", ".arc.gz")) else "warc"
    return {jsonl: "jsonl", parquet: "parquet"}.get(reader, "html")


def conversion_problem(files: Sequence[Path], output: str | os.PathLike) -> str | None:
    """Why the inputs cannot go into ``output`` (None when they can), before any work."""
    fmt = output_format(output)
    if fmt is None:
        return (f"cannot tell the output format of {output}: name it .warc, .warc.gz, .jsonl, "
                ".jsonl.gz or .parquet, or end it with / for a folder of HTML files")
    if any(str(f) == STDIN for f in files):
        return "dedup reads its inputs twice: save standard input to a file first"
    kinds = {f: input_kind(f) for f in files}
    if fmt == "warc":
        other = next((f for f, k in kinds.items() if k != "warc"), None)
        if other is not None:
            return (f"WARC output needs WARC inputs (.warc, .warc.gz), and {other} is "
                    f"{kinds[other].upper()}: write .jsonl or .parquet instead")
    if fmt == "parquet" and "parquet" in kinds.values():
        if set(kinds.values()) != {"parquet"}:
            return ("Parquet output copies the rows of Parquet inputs, so every input must "
                    "be Parquet (or none: the others are converted); write .jsonl instead")
        return _schema_problem([f for f in files if os.path.isfile(f)])
    return None


def _schema_problem(files: Sequence[Path]) -> str | None:
    import pyarrow.parquet as pq

    schemas = []
    for file in files:
        try:
            schemas.append((file, pq.read_schema(file)))
        except Exception:  # noqa: BLE001 - an unreadable file is an error record of its own
            continue
    for file, schema in schemas[1:]:
        if not schema.equals(schemas[0][1], check_metadata=False):
            return (f"Parquet inputs of different schemas cannot go into one Parquet file: "
                    f"{schemas[0][0]} and {file}")
    return None


# --- the second pass ------------------------------------------------------------------------


def second_pass(files: Sequence[tuple[Path, str]], options: ReadOptions,
                decisions: Iterable[Decision]) -> Iterator[tuple[Decision, Path, Document]]:
    """(decision, file, document) of every document read again, in input order; raises
    InputChanged when one is not the document the clustering saw at that position.

    ``decisions`` follow the clustering's records (repeated ids renamed there, once every id
    was known): a document read again matches when its id is the record's or the one that
    was renamed into it (``id#N``). Nothing is held: the documents stream."""
    current: list = [None]

    def documents() -> Iterator[Document]:
        for path, name in files:
            current[0] = path
            yield from read_file(path, name, options)

    expected = iter(decisions)
    position = -1
    for position, document in enumerate(documents()):
        decision = next(expected, None)
        if decision is None:
            raise InputChanged(f"{current[0]} holds more documents than the clustering saw")
        if decision.doc_id != document.doc_id and \
                not decision.doc_id.startswith(f"{document.doc_id}#"):
            raise InputChanged(f"document {position + 1} is {document.doc_id!r} in "
                               f"{document.source}, not {decision.doc_id!r} as in the "
                               "clustering")
        yield decision, current[0], document
    missing = sum(1 for _ in expected)
    if missing:
        raise InputChanged(f"the inputs hold {position + 1} documents, not "
                           f"{position + 1 + missing} as in the clustering")


# --- writing --------------------------------------------------------------------------------


def page_text(document: Document) -> str:
    """A document's content as a string: text as read; bytes decoded by their BOM, HTTP or
    <meta> charset, else UTF-8, else cp1252 (with U+FFFD for what does not decode)."""
    content = document.content
    if isinstance(content, str) or content is None:
        return content or ""
    charset = declared_charset(content, (document.metadata or {}).get("charset"))
    for name in dict.fromkeys(c for c in (charset if charset and charset.startswith(
            ("utf-16", "utf-32")) else None, "utf-8", charset) if c):
        try:
            return content.decode(name).removeprefix("\ufeff")
        except (LookupError, UnicodeError):
            continue
    return content.decode(charset or "cp1252", errors="replace").removeprefix("\ufeff")


def converted_record(document: Document) -> dict:
    """``{"id", "url", "html" | "text", "http_status"?}`` of a document read from a format the
    output does not have."""
    record = {"id": document.doc_id, "url": document.url,
              "text" if document.is_text else "html": page_text(document)}
    if document.http_status is not None:
        record["http_status"] = document.http_status
    return record


def _json_line(record: dict) -> bytes:
    line = json.dumps(record, ensure_ascii=False)
    if _SURROGATE.search(line):  # lone surrogates: written as escapes, read back the same
        line = json.dumps(record)
    return (line + "\n").encode("utf-8")


class ArchiveWriter:
    """Writes the kept documents of the second pass into ``stream`` in the output's format.

    ``begin(file)`` before each input file's documents, ``add(document, keep)`` for every
    document (kept or not, in input order: positions in a file are counted), ``close()``
    at the end. Returns of ``close``: records written."""

    def __init__(self, stream: BinaryIO, output: str | os.PathLike,
                 files: Sequence[Path]) -> None:
        self.fmt = output_format(output)
        self.gzipped = str(output).lower().endswith(".gz")
        self.raw = stream
        self.stream = gzip.GzipFile(fileobj=stream, mode="wb", mtime=0) \
            if self.gzipped and self.fmt == "jsonl" else stream
        self.copy_parquet = self.fmt == "parquet" and bool(files) and \
            all(input_kind(f) == "parquet" for f in files)
        self.file: Path | None = None
        self.kind = ""
        self.position = 0  # of the next document in the file
        self.kept_records: dict[int, str | None] = {}
        self.lines: Iterator[bytes | None] | None = None
        self.line_no = 0
        self.rows = _RowCursor(files[0] if self.copy_parquet else None) \
            if self.fmt == "parquet" else None
        self.parquet = None
        self.pending: list = []
        self.pending_bytes = 0
        self.written = 0

    def begin(self, file: Path) -> None:
        """The documents that follow are those of ``file``."""
        self._end_file()
        self.file, self.kind, self.position = file, input_kind(file), 0

    def add(self, document: Document, keep: bool) -> None:
        """The next document of the current file; written (or noted) when kept."""
        position, self.position = self.position, self.position + 1
        if not keep:
            return
        if self.fmt == "warc":
            self.kept_records[int(document.metadata["warc_record"])] = document.record_id
        elif self.fmt == "jsonl" and self.kind == "jsonl":
            self._write(self._line(position))
        elif self.fmt == "jsonl":
            self._write(_json_line(converted_record(document)))
        elif self.copy_parquet:
            self._add_rows(*self.rows.take(self.file, position))
        else:
            self._add_rows([_parquet_safe(converted_record(document))], None)

    def close(self) -> int:
        """Finish the output (the stream stays open); returns the records written."""
        self._end_file()
        if self.fmt == "parquet":
            self._flush_rows(final=True)
        if self.stream is not self.raw:
            self.stream.close()
        return self.written

    # - per format -

    def _write(self, data: bytes) -> None:
        self.stream.write(data)
        self.written += 1

    def _end_file(self) -> None:
        if self.fmt == "warc" and self.kept_records:
            self.written += copy_warc_records(self.file, self.kept_records, self.raw,
                                              self.gzipped)
        self.kept_records = {}
        self.lines, self.line_no = None, 0
        if self.rows is not None:
            self.rows.close()

    def _line(self, position: int) -> bytes:
        """The line of the JSONL document at ``position`` of the file (the reader's count:
        every line but blank ones), as it was."""
        if self.lines is None:
            handle = open(self.file, "rb")  # closed with the generator, at the file's end
            self.lines = _record_lines(handle, str(self.file).lower())
        line = None
        while self.line_no <= position:
            line = next(self.lines, None)
            self.line_no += 1
        if line is None:
            raise InputChanged(f"{self.file} has no record {position + 1}")
        return line if line.endswith(b"\n") else line + b"\n"

    def _add_rows(self, rows, schema) -> None:
        import pyarrow as pa

        batch = rows if schema is not None else \
            pa.RecordBatch.from_pylist(rows, schema=_converted_schema())
        self.pending.append(batch)
        self.pending_bytes += batch.nbytes
        self.written += batch.num_rows
        if sum(b.num_rows for b in self.pending) >= _ROW_GROUP_ROWS or \
                self.pending_bytes >= _ROW_GROUP_BYTES:
            self._flush_rows()

    def _flush_rows(self, final: bool = False) -> None:
        import pyarrow as pa
        import pyarrow.parquet as pq

        schema = self.rows.schema if self.copy_parquet and self.rows.schema is not None \
            else _converted_schema()
        if self.parquet is None and (self.pending or final):
            self.parquet = pq.ParquetWriter(self.raw, schema)
        if self.pending:
            table = pa.Table.from_batches([b.replace_schema_metadata(schema.metadata)
                                           for b in self.pending], schema=schema)
            self.parquet.write_table(table)
            self.pending, self.pending_bytes = [], 0
        if final:
            self.parquet.close()


def _record_lines(handle: BinaryIO, name: str) -> Iterator[bytes | None]:
    """The lines of a JSONL file that are records to its reader (blank lines are not)."""
    with handle:
        for line in jsonl.lines(maybe_gunzip(handle, name)):
            if line is None or line.strip():
                yield line


class _RowCursor:
    """Rows of a Parquet file by position, read forward with every column in the reader's
    bounded batches (``parquet.bounded_batches``: a value repeated down the rows is held
    once), each row taken copied out of its batch."""

    def __init__(self, first: Path | None) -> None:
        self.schema = _schema_of(first) if first is not None else None
        self.file: Path | None = None
        self.handle: BinaryIO | None = None
        self.batches: Iterator | None = None
        self.batch = None
        self.start = 0

    def take(self, file: Path, position: int):
        """(a one-row batch of row ``position`` of ``file``, the schema)."""
        import pyarrow.parquet as pq

        if file != self.file:
            self.close()
            self.handle = open(file, "rb")  # closed with the cursor, at the file's end
            if self.schema is None:
                self.schema = pq.read_schema(self.handle)
            self.file = file
            self.batches = parquet.bounded_batches(self.handle)
            self.batch, self.start = None, 0
        while self.batch is None or position >= self.start + self.batch.num_rows:
            if self.batch is not None:
                self.start += self.batch.num_rows
            self.batch = next(self.batches, None)
            if self.batch is None:
                raise InputChanged(f"{file} has no row {position + 1}")
        return detached_row(self.batch, position - self.start, self.schema), self.schema

    def close(self) -> None:
        if self.batches is not None:
            self.batches.close()
        if self.handle is not None:
            self.handle.close()
        self.file, self.handle, self.batches, self.batch = None, None, None, None


def detached_row(batch, index: int, schema):
    """Row ``index`` of ``batch`` as a batch of its own, in ``schema``'s types: its values
    copied, so that neither the batch nor the other values of a dictionary stay held (or get
    written with it)."""
    import pyarrow as pa

    row = batch.take([index])
    if not any(pa.types.is_dictionary(f.type) for f in (*row.schema, *schema)) and \
            row.schema.equals(schema):
        return row
    arrays = [_own_values(row.column(i), field.type) for i, field in enumerate(schema)]
    return pa.RecordBatch.from_arrays(arrays, schema=schema)


def _own_values(array, kind):
    """``array`` (a row's value) in type ``kind``, a dictionary's value decoded from the
    batch's dictionary and, for a dictionary type, encoded in one of its own."""
    import pyarrow as pa

    if pa.types.is_dictionary(array.type):
        array = array.cast(array.type.value_type)
    if pa.types.is_dictionary(kind):
        array = array.dictionary_encode()
    return array if array.type == kind else array.cast(kind)


def _schema_of(file: Path):
    """The Arrow schema of a Parquet file, None when it cannot be read."""
    import pyarrow.parquet as pq

    try:
        return pq.read_schema(file)
    except Exception:  # noqa: BLE001 - an unreadable file is an error record of its own
        return None


def _converted_schema():
    import pyarrow as pa

    return pa.schema([("id", pa.string()), ("url", pa.string()), ("html", pa.string()),
                      ("text", pa.string()), ("http_status", pa.int64())])


def _parquet_safe(record: dict) -> dict:
    """A converted record with lone surrogates escaped (UTF-8 cannot hold them)."""
    return {k: v.encode("utf-8", errors="backslashreplace").decode("utf-8")
            if isinstance(v, str) and _SURROGATE.search(v) else v for k, v in record.items()}


__all__ = ["ArchiveWriter", "InputChanged", "RecordMismatch", "conversion_problem",
           "converted_record", "input_kind", "output_format", "page_text", "second_pass"]
