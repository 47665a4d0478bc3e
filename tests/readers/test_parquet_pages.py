"""How the Parquet reader plans a row group from its page headers: columns whose data pages
all index a dictionary are read dictionary-encoded, others (plain, or a dictionary that
overflowed into plain pages) in batches small enough for their biggest page or dictionary,
and a chunk whose headers cannot be read one row at a time."""

from __future__ import annotations

import io

import pyarrow as pa
import pyarrow.parquet as pq
import pytest
from hostile_inputs import run_in_limited_memory

from spotsigs.readers import MAX_DOCUMENT_BYTES
from spotsigs.readers.parquet import bounded_batches, read_plan
from spotsigs.readers.parquet_pages import chunk_pages

OVERSIZED = MAX_DOCUMENT_BYTES + (1 << 20)


def parquet_bytes(table: pa.Table, **options) -> io.BytesIO:
    sink = io.BytesIO()
    pq.write_table(table, sink, **options)
    sink.seek(0)
    return sink


def plan_of(stream: io.BytesIO) -> tuple[list[str], int]:
    metadata = pq.ParquetFile(stream).metadata
    return read_plan(stream, metadata.row_group(0), list(range(metadata.num_columns)))


@pytest.mark.parametrize("version", ["1.0", "2.0"])
def test_columns_of_dictionary_pages_only_are_read_as_dictionaries(version):
    table = pa.table({"id": [f"d{k}" for k in range(2000)], "n": range(2000),
                      "lang": ["en", "de"] * 1000})
    stream = parquet_bytes(table, data_page_version=version)
    assert plan_of(stream) == (["id", "lang"], 1024)


def test_a_dictionary_overflowing_into_plain_pages_is_read_plain_in_small_batches():
    pages = [f"<p>{k} " + "word " * 20_000 + "</p>" for k in range(300)]  # 100 KB each
    stream = parquet_bytes(pa.table({"html": pages}), write_batch_size=16)  # 1 MiB limit
    chunk = pq.ParquetFile(stream).metadata.row_group(0).column(0)
    found = chunk_pages(stream, chunk.dictionary_page_offset, chunk.total_compressed_size)
    assert found.dictionary_bytes > 0 and not found.all_dictionary
    dictionary, rows = plan_of(stream)
    assert dictionary == [] and rows * found.largest_data_page <= 64 << 20
    stream.seek(0)
    assert [b.num_rows for b in bounded_batches(stream)] == \
        [rows] * (300 // rows) + ([300 % rows] if 300 % rows else [])


def test_unreadable_page_headers_give_one_row_batches_of_plain_values():
    data = bytearray(parquet_bytes(pa.table({"html": ["<p>a</p>", "<p>b</p>"]})).getvalue())
    chunk = pq.ParquetFile(io.BytesIO(bytes(data))).metadata.row_group(0).column(0)
    data[chunk.dictionary_page_offset] = 0x0F  # a field of unknown type
    assert plan_of(io.BytesIO(bytes(data))) == ([], 1)


def test_a_plain_compression_bomb_is_read_in_bounded_memory(tmp_path):
    """Plain values (no dictionary) of one repeated string compress to almost nothing too;
    read a few pages at a time (a page a value here: pyarrow decompresses pages whole)."""
    bomb = tmp_path / "plain.parquet"
    huge = "a" * OVERSIZED
    pq.write_table(pa.table({"id": [f"r{k}" for k in range(100)], "html": [huge] * 100}),
                   bomb, compression="zstd", use_dictionary=False, write_batch_size=1)
    assert bomb.stat().st_size < 4 << 20
    result = run_in_limited_memory(
        "from spotsigs.readers import read_file\n"
        f"reasons = [d.error for d in read_file({str(bomb)!r})]\n"
        "result = {'reasons': sorted(set(r.split(': ', 1)[1] for r in reasons))}\n")
    assert result["reasons"] == [f"field 'html' is {OVERSIZED} bytes, over the limit of "
                                 f"{MAX_DOCUMENT_BYTES} bytes"]
