"""Parquet files (datatrove-style exports): one document per row, read in row batches through
pyarrow (the ``parquet`` extra); the id, URL, text and HTML columns are named by the options."""

from __future__ import annotations

from collections.abc import Iterator
from typing import BinaryIO

from spotsigs.readers.base import Document, failed
from spotsigs.readers.options import ReadOptions, record_document

SUFFIXES = (".parquet",)
MISSING_PYARROW = "reading Parquet needs pyarrow: pip install 'spotsigs[parquet]'"
_ROWS_PER_BATCH = 1024


def read(stream: BinaryIO, name: str, source: str, options: ReadOptions) -> Iterator[Document]:
    """The documents of one Parquet file, a row at a time (only the four columns are read)."""
    try:
        import pyarrow.parquet as pq
    except ImportError:
        yield failed(name, source, f"{MISSING_PYARROW} ({source})")
        return
    row = 0
    try:
        table = pq.ParquetFile(stream)
        present = set(table.schema_arrow.names)
        wanted = [f for f in dict.fromkeys((options.id_field, options.url_field,
                                            options.text_field, options.html_field))
                  if f in present]
        for batch in table.iter_batches(batch_size=_ROWS_PER_BATCH, columns=wanted):
            for record in batch.to_pylist():
                row += 1
                yield record_document(record, options, f"{name}:{row}",
                                      f"{source} row {row}", source)
    except Exception as exc:  # noqa: BLE001 - pyarrow fails on damaged files in many ways
        yield failed(f"{name}:{row + 1}", source,
                     f"not a readable Parquet file after {row} rows: {source} ({exc})")
        return
    if not row:
        yield failed(name, source, f"no rows in Parquet file {source}")
