"""Parquet files (datatrove-style exports): one document per row, read in row batches through
pyarrow (the ``parquet`` extra); the id, URL, text and HTML columns are named by the options.

A small Parquet file can hold huge rows: one dictionary value repeated down a million rows
turns 10 KB into terabytes (a dictionary bomb), and plain values compress as well. So each
row group is planned from its page headers (``parquet_pages``): a string or binary column
whose data pages all index a dictionary is read dictionary-encoded (its values held once),
any other in batches that its biggest page or dictionary bounds (``bounded_batches``, which
``spotsigs dedup`` copies rows with too). Every value is measured in Arrow before any row
becomes Python objects, a few megabytes of them at a time: a row with a value over
MAX_DOCUMENT_BYTES, or a nested value (a list, a struct) in a field read, is an error naming
its row, field and size, and the rows around it are kept. HTML or text in a binary column
is the page's bytes, decoded by the charset rules of pages.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, BinaryIO

from spotsigs.readers.base import MAX_DOCUMENT_BYTES, Document, failed
from spotsigs.readers.options import HTTP_STATUS_FIELD, ReadOptions, record_document
from spotsigs.readers.parquet_pages import ChunkPages, PageError, chunk_pages

if TYPE_CHECKING:
    import pyarrow as pa
    import pyarrow.parquet as pq

SUFFIXES = (".parquet",)
MISSING_PYARROW = "reading Parquet needs pyarrow: pip install 'spotsigs[parquet]'"
_ROWS_PER_BATCH = 1024
_BATCH_BYTES = 64 << 20
"""Bytes of values per batch at most, as page headers bound them (bigger values, fewer rows
per batch)."""
_PYTHON_BYTES = 32 << 20
"""Bytes of values turned into Python objects at once (at least one row)."""


def read(stream: BinaryIO, name: str, source: str, options: ReadOptions) -> Iterator[Document]:
    """The documents of one Parquet file, a row at a time (only the four columns are read)."""
    try:
        import pyarrow.parquet  # noqa: F401 - the extra is installed
    except ImportError:
        yield failed(name, source, f"{MISSING_PYARROW} ({source})")
        return
    row = 0
    try:
        for batch in bounded_batches(stream, lambda names: wanted_columns(names, options)):
            for document in _batch_documents(batch, row, name, source, options):
                row += 1
                yield document
    except Exception as exc:  # noqa: BLE001 - pyarrow fails on damaged files in many ways
        yield failed(f"{name}:{row + 1}", source, f"not a readable Parquet file after {row} "
                                                  f"rows: {source} ({failure_text(exc)})")
        return
    if not row:
        yield failed(name, source, f"no rows in Parquet file {source}")


def failure_text(exc: BaseException) -> str:
    """An exception as a reason, never empty: its message, else its type (MemoryError and
    KeyError may come without a message)."""
    text = str(exc) or type(exc).__name__
    return f"out of memory: {text}" if isinstance(exc, MemoryError) else text


def wanted_columns(names: list[str], options: ReadOptions) -> list[str]:
    """The columns of the file that the options name (id, URL, text, HTML) and its HTTP
    status, each once."""
    fields = (options.id_field, options.url_field, options.text_field, options.html_field,
              HTTP_STATUS_FIELD)
    return [f for f in dict.fromkeys(fields) if f in names]


def bounded_batches(stream: BinaryIO, choose: Callable[[list[str]], list[str]] | None = None
                    ) -> Iterator[pa.RecordBatch]:
    """The rows of a Parquet file in batches, a row group at a time, each batch within
    _BATCH_BYTES however the file repeats its values: a string or binary column whose data
    pages all index a dictionary is read dictionary-encoded (its values held once), any
    other in batches as small as its biggest page or dictionary entry needs. ``choose``
    picks the columns to read from the file's column names (all by default)."""
    import pyarrow.parquet as pq

    footer = pq.ParquetFile(stream)
    metadata = footer.metadata
    columns = None if choose is None else choose(footer.schema_arrow.names)
    leaves = [i for i in range(metadata.num_columns)
              if columns is None or _under(metadata.schema.column(i).path, columns)]
    for group in range(metadata.num_row_groups):
        dictionary, rows = read_plan(stream, metadata.row_group(group), leaves)
        table = pq.ParquetFile(stream, metadata=metadata, read_dictionary=dictionary)
        yield from table.iter_batches(batch_size=rows, row_groups=[group], columns=columns)


def read_plan(stream: BinaryIO, group: pq.RowGroupMetaData, leaves: list[int]
              ) -> tuple[list[str], int]:
    """(the columns to read dictionary-encoded, rows per batch) of a row group, from the page
    headers of its string and binary columns (``leaves``: the columns read)."""
    dictionary, row_bytes = [], 0
    for leaf in leaves:
        chunk = group.column(leaf)
        if chunk.physical_type != "BYTE_ARRAY":
            continue
        pages = _chunk_pages(stream, chunk)
        if pages is not None and pages.all_dictionary:
            dictionary.append(chunk.path_in_schema)
        else:  # a value is no bigger than the page or dictionary that holds it
            row_bytes += _BATCH_BYTES if pages is None else \
                max(pages.dictionary_bytes, pages.largest_data_page)
    return dictionary, max(1, min(_ROWS_PER_BATCH, _BATCH_BYTES // max(row_bytes, 1)))


def _chunk_pages(stream: BinaryIO, chunk: pq.ColumnChunkMetaData) -> ChunkPages | None:
    """What a column chunk's page headers say, None when they cannot be read."""
    start = chunk.data_page_offset
    if chunk.has_dictionary_page and chunk.dictionary_page_offset:
        start = min(start, chunk.dictionary_page_offset)
    try:
        return chunk_pages(stream, start, chunk.total_compressed_size)
    except (PageError, OSError, ValueError, OverflowError):
        return None


def _under(path: str, columns: list[str]) -> bool:
    """Whether a leaf column (by its dotted path) belongs to one of ``columns``."""
    return any(path == c or path.startswith(f"{c}.") for c in columns)


def _batch_documents(batch: pa.RecordBatch, first_row: int, name: str, source: str,
                     options: ReadOptions) -> Iterator[Document]:
    """The documents of a batch, one per row: a row with a refused value as an error, the
    others turned into Python objects a span of rows at a time."""
    sizes = value_sizes(batch)
    refusals = row_refusals(batch, sizes, options)
    flat = batch.select([i for i, f in enumerate(batch.schema) if not _is_nested(f.type)])
    row_bytes = [sum(row) for row in zip(*sizes.values())] or [0] * batch.num_rows
    for start, stop in python_spans(row_bytes, [bool(r) for r in refusals]):
        row = first_row + start + 1
        where = f"{source} row {row}"
        if refusals[start]:
            yield _refused(flat, start, refusals[start], f"{name}:{row}", where, source, options)
            continue
        for offset, record in enumerate(flat.slice(start, stop - start).to_pylist()):
            yield record_document(record, options, f"{name}:{row + offset}",
                                  f"{source} row {row + offset}", source)


def python_spans(row_bytes: list[int], refused: list[bool]) -> Iterator[tuple[int, int]]:
    """(start, stop) of consecutive rows to turn into Python at once: a refused row alone,
    others in spans of at most _PYTHON_BYTES (a bigger row alone)."""
    start, held = 0, 0
    for index, size in enumerate(row_bytes):
        if refused[index] or (index > start and held + size > _PYTHON_BYTES):
            if index > start:
                yield start, index
            start, held = index, 0
            if refused[index]:
                yield index, index + 1
                start = index + 1
                continue
        held += size
    if start < len(row_bytes):
        yield start, len(row_bytes)


def row_refusals(batch: pa.RecordBatch, sizes: dict[str, list[int]], options: ReadOptions
                 ) -> list[dict[str, str]]:
    """Per row, why the fields it cannot read cannot be read (empty when there are none):
    a value over MAX_DOCUMENT_BYTES (``sizes``: ``value_sizes``), or a nested one (a list, a
    struct: never a string)."""
    refusals: list[dict[str, str]] = [{} for _ in range(batch.num_rows)]
    for field, column_sizes in sizes.items():
        for index, size in enumerate(column_sizes):
            if size > MAX_DOCUMENT_BYTES:
                refusals[index][field] = (f"field '{field}' is {size} bytes, over the limit "
                                          f"of {MAX_DOCUMENT_BYTES} bytes")
    for field, column in zip(batch.schema, batch.columns):
        if _is_nested(field.type):
            wanted = "a string or integer" if field.name == options.id_field else "a string"
            reason = f"field '{field.name}' must be {wanted}, not {_kind(field.type)}"
            for index, valid in enumerate(column.is_valid().to_pylist()):
                if valid:
                    refusals[index][field.name] = reason
    return refusals


def value_sizes(batch: pa.RecordBatch) -> dict[str, list[int]]:
    """Bytes of each value (0 for null) of the batch's string and binary columns, by name,
    measured in Arrow: a dictionary's values once, then looked up by row."""
    import pyarrow as pa
    import pyarrow.compute as pc

    sizes = {}
    for field, column in zip(batch.schema, batch.columns):
        if pa.types.is_dictionary(field.type):
            lengths = _byte_lengths(column.dictionary)
            lengths = None if lengths is None else pc.take(lengths, column.indices)
        else:
            lengths = _byte_lengths(column)
        if lengths is not None:
            sizes[field.name] = lengths.fill_null(0).to_pylist()
    return sizes


def _byte_lengths(values: pa.Array) -> pa.Array | None:
    """Bytes of each string or binary value (None for a column of other values)."""
    import pyarrow as pa
    import pyarrow.compute as pc

    kind = values.type
    if str(kind) in ("string_view", "binary_view"):  # no length kernel of their own
        values = values.cast(pa.large_binary())
    elif not (pa.types.is_string(kind) or pa.types.is_large_string(kind) or
              pa.types.is_binary(kind) or pa.types.is_large_binary(kind) or
              pa.types.is_fixed_size_binary(kind)):
        return None
    return pc.binary_length(values)


def _refused(flat: pa.RecordBatch, index: int, refusals: dict[str, str], fallback_id: str,
             where: str, source: str, options: ReadOptions) -> Document:
    """The error Document of a row with refused values: its id and URL when they are
    readable (never a refused value), else the file and row."""
    readable = {f: flat.column(f)[index].as_py() for f in (options.id_field, options.url_field)
                if f in flat.schema.names and f not in refusals}
    doc_id, url = readable.get(options.id_field), readable.get(options.url_field)
    if isinstance(doc_id, bool) or not isinstance(doc_id, str | int):
        doc_id = fallback_id
    return failed(str(doc_id), source, f"{where}: {'; '.join(refusals.values())}",
                  url if isinstance(url, str) else "")


def _is_nested(kind: pa.DataType) -> bool:
    """Whether values of this type hold other values (lists, structs, maps, unions)."""
    import pyarrow as pa

    return pa.types.is_nested(kind)


def _kind(kind: pa.DataType) -> str:
    """The JSON name of a nested Arrow type, for messages (as ``options.kind_of``)."""
    import pyarrow as pa

    return "object" if pa.types.is_struct(kind) or pa.types.is_map(kind) else "array"
