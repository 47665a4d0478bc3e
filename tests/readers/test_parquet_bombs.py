"""Parquet dictionary bombs: a small file whose one dictionary value repeats down many rows.
Each row over the document limit is an error naming its row and size, the rows around it are
kept, and neither reading nor ``spotsigs dedup`` turns the repeated value into rows (memory
checked in a subprocess under an address-space limit: a regression fails with MemoryError)."""

from __future__ import annotations

from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq
import pytest
from conftest import render
from hostile_inputs import run_in_limited_memory

from spotsigs.readers import MAX_DOCUMENT_BYTES, read_file
from spotsigs.readers import parquet as parquet_reader

OVERSIZED = MAX_DOCUMENT_BYTES + (1 << 20)
"""A value 1 MiB over the document limit."""
GOOD_PAGES = [("floods", "herald"), ("election", "daily"), ("transfer", "post")]


def dictionary_array(values: list) -> pa.DictionaryArray:
    """``values`` dictionary-encoded without copying them: each distinct value held once."""
    codes: dict = {}
    indices = [codes.setdefault(value, len(codes)) for value in values]
    return pa.DictionaryArray.from_arrays(pa.array(indices, pa.int32()), pa.array(list(codes)))


def write_bomb(path: Path, bad_rows: int, column: str = "html",
               value_bytes: int = OVERSIZED, arrow_schema: bool = True) -> Path:
    """Three good pages, ``bad_rows`` rows whose ``column`` is one value of ``value_bytes``
    (held once, in the file's dictionary), the three good pages again; zstd-compressed, so
    the file is small. Ids are ``good0``..``good5`` and ``bad0``..., with a ``crawl`` column
    of row numbers. Without ``arrow_schema`` the file says its columns are strings, as
    Spark's files do (with it, pyarrow reads them as dictionaries of its own accord)."""
    huge = "<p>" + "a" * (value_bytes - 7) + "</p>"
    good = [render(story, template) for story, template in GOOD_PAGES]
    ids = [f"good{k}" for k in range(3)] + [f"bad{k}" for k in range(bad_rows)] + \
        [f"good{k}" for k in range(3, 6)]
    rows = {"id": ids, "url": [f"http://x.example/{i}" for i in ids],
            "html": good + ["<p>not read</p>"] * bad_rows + good}
    rows[column] = rows[column][:3] + [huge] * bad_rows + rows[column][3 + bad_rows:]
    table = pa.table({name: dictionary_array(values) for name, values in rows.items()}
                     | {"crawl": pa.array(range(len(ids)))})
    pq.write_table(table, path, compression="zstd", dictionary_pagesize_limit=1 << 30,
                   store_schema=arrow_schema)
    return path


def test_a_dictionary_bomb_keeps_the_good_rows_and_names_each_bad_row(tmp_path):
    bomb = write_bomb(tmp_path / "bomb.parquet", bad_rows=20)
    assert bomb.stat().st_size < 64 * 1024
    documents = list(read_file(bomb))
    assert [d.doc_id for d in documents] == \
        [f"good{k}" for k in range(3)] + [f"bad{k}" for k in range(20)] + \
        [f"good{k}" for k in range(3, 6)]
    pages = [render(story, template) for story, template in GOOD_PAGES] * 2
    assert [d.content for d in documents if d.doc_id.startswith("good")] == pages
    bad = [d for d in documents if d.doc_id.startswith("bad")]
    assert all(d.content is None and d.url == f"http://x.example/{d.doc_id}" for d in bad)
    assert bad[0].error == (f"{bomb} row 4: field 'html' is {OVERSIZED} bytes, over the "
                            f"limit of {MAX_DOCUMENT_BYTES} bytes")
    assert bad[-1].error.startswith(f"{bomb} row 23: field 'html' is {OVERSIZED} bytes")


@pytest.mark.parametrize("column", ["id", "url"])
def test_an_oversized_id_or_url_is_refused_without_reading_it(tmp_path, column):
    bomb = write_bomb(tmp_path / "bomb.parquet", bad_rows=2, column=column)
    documents = list(read_file(bomb))
    assert [d.error is None for d in documents] == [True] * 3 + [False] * 2 + [True] * 3
    assert f"{bomb} row 4: field '{column}' is {OVERSIZED} bytes" in documents[3].error
    fallback = f"{bomb}:4" if column == "id" else "bad0"
    assert documents[3].doc_id == fallback


def test_a_bomb_in_the_text_column_is_refused_as_in_the_html_column(tmp_path):
    path = tmp_path / "text.parquet"
    huge = pa.DictionaryArray.from_arrays(pa.array([0, 1, 1, 0], pa.int32()),
                                          pa.array(["a short text", "b" * OVERSIZED]))
    pq.write_table(pa.table({"id": ["a", "b", "c", "d"], "text": huge}), path,
                   compression="zstd", dictionary_pagesize_limit=1 << 30)
    documents = list(read_file(path))
    assert [d.content for d in documents] == ["a short text", None, None, "a short text"]
    assert f"row 3: field 'text' is {OVERSIZED} bytes" in documents[2].error


def test_a_nested_column_is_refused_by_its_type_without_reading_it(tmp_path):
    path = tmp_path / "nested.parquet"
    pq.write_table(pa.table({"id": ["a", "b"], "html": [["<p>x</p>"], None],
                             "text": [None, "some text"]}), path)
    first, second = read_file(path)
    assert "row 1: field 'html' must be a string, not array" in first.error
    assert first.doc_id == "a" and second.error is None and second.content == "some text"


def test_a_failure_without_a_message_still_has_a_reason(tmp_path, monkeypatch):
    path = write_bomb(tmp_path / "small.parquet", bad_rows=0)

    def out_of_memory(*args, **kwargs):
        raise MemoryError()

    monkeypatch.setattr(pq.ParquetFile, "iter_batches", out_of_memory)
    [document] = read_file(path)
    assert document.error == (f"not a readable Parquet file after 0 rows: {path} "
                              "(out of memory: MemoryError)")
    assert parquet_reader.failure_text(KeyError()) == "KeyError"  # no message either


def test_reading_a_big_dictionary_bomb_stays_in_bounded_memory(tmp_path):
    bomb = write_bomb(tmp_path / "bomb.parquet", bad_rows=20_000, arrow_schema=False)
    result = run_in_limited_memory(
        "from spotsigs.readers import read_file\n"
        f"documents = list(read_file({str(bomb)!r}))\n"
        "result = {'ok': [d.doc_id for d in documents if d.error is None],\n"
        "          'errors': sum(d.error is not None for d in documents),\n"
        "          'reasons': [d.error for d in documents if d.error][:1]}\n")
    assert result["ok"] == [f"good{k}" for k in range(6)]
    assert result["errors"] == 20_000
    assert f"row 4: field 'html' is {OVERSIZED} bytes" in result["reasons"][0]


@pytest.mark.parametrize("arrow_schema", [True, False])
def test_dedup_copies_the_good_rows_of_a_bomb_in_bounded_memory(tmp_path, arrow_schema):
    bomb = write_bomb(tmp_path / "bomb.parquet", bad_rows=5_000, value_bytes=48 << 20,
                      arrow_schema=arrow_schema)
    out = tmp_path / "clean.parquet"
    result = run_in_limited_memory(
        "from spotsigs.cli import main\n"
        f"result = {{'code': main(['dedup', {str(bomb)!r}, '-o', {str(out)!r}, '-q'])}}\n")
    assert result["code"] == 0
    written = pq.read_table(out).to_pylist()
    assert pq.read_schema(out).equals(pq.read_schema(bomb))  # dictionary types kept, but
    assert out.stat().st_size < 64 * 1024  # their dictionaries without the bomb's value
    good = [render(story, template) for story, template in GOOD_PAGES]
    assert sorted(row["html"] for row in written) == sorted(good)  # one of each pair
    row_of = {f"good{k}": k if k < 3 else 5_000 + k for k in range(6)}
    assert all(row["crawl"] == row_of[row["id"]] for row in written)  # every column copied
