"""Parquet input, field names of JSONL and Parquet records, and standard input."""

from __future__ import annotations

import io
import json
import sys

import pyarrow as pa
import pyarrow.parquet as pq
import pytest
from conftest import STORIES

from spotsigs.cli import main
from spotsigs.readers import ReadOptions, read_documents
from spotsigs.readers import parquet as parquet_reader

STORY = next(iter(STORIES.values()))


def write_parquet(path, rows):
    pq.write_table(pa.Table.from_pylist(rows), path)


def test_parquet_rows_are_documents_in_order_with_html_or_text(tmp_path):
    path = tmp_path / "pages.parquet"
    write_parquet(path, [{"id": "a", "url": "http://a", "html": f"<p>{STORY}</p>", "text": None,
                          "extra": 1},
                         {"id": "b", "url": None, "html": None, "text": STORY, "extra": 2},
                         {"id": "7", "url": "", "html": None, "text": "short", "extra": 3}])
    docs = list(read_documents([path]))
    assert [(d.doc_id, d.url, d.is_text, d.error) for d in docs] == [
        ("a", "http://a", False, None), ("b", "", True, None), ("7", "", True, None)]
    assert docs[0].content == f"<p>{STORY}</p>" and docs[1].content == STORY


def test_bad_parquet_rows_and_files_are_error_records_not_crashes(tmp_path):
    path = tmp_path / "rows.parquet"
    write_parquet(path, [{"id": None, "text": STORY}, {"id": "b", "text": STORY}])
    numbers = tmp_path / "numbers.parquet"
    write_parquet(numbers, [{"id": 5, "text": STORY, "url": 3}])
    docs = list(read_documents([path, numbers]))
    assert [d.doc_id for d in docs] == [f"{path}:1", "b", "5"]
    assert "row 1: missing field 'id'" in docs[0].error
    assert docs[1].error is None
    assert "field 'url' must be a string, not number" in docs[2].error
    cut = tmp_path / "cut.parquet"
    cut.write_bytes(path.read_bytes()[:40])
    empty = tmp_path / "empty.parquet"
    write_parquet(empty, [])
    [broken] = read_documents([cut])
    assert "not a readable Parquet file" in broken.error
    [nothing] = read_documents([empty])
    assert "no rows" in nothing.error


def test_missing_pyarrow_is_named_for_parquet_input(tmp_path, monkeypatch):
    path = tmp_path / "p.parquet"
    write_parquet(path, [{"id": "a", "text": STORY}])
    monkeypatch.setitem(sys.modules, "pyarrow.parquet", None)  # import fails as if absent
    [doc] = read_documents([path])
    assert parquet_reader.MISSING_PYARROW in doc.error


@pytest.mark.parametrize("suffix", [".jsonl", ".parquet"])
def test_field_names_are_chosen_by_options_and_cli(tmp_path, capsys, suffix):
    rows = [{"doc": f"d{k}", "link": f"http://x/{k}", "content": STORY} for k in range(3)]
    path = tmp_path / f"export{suffix}"
    if suffix == ".parquet":
        write_parquet(path, rows)
    else:
        path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    # Default names: every record is an error naming the missing field.
    assert all("missing field 'id'" in d.error for d in read_documents([path]))
    options = ReadOptions(id_field="doc", url_field="link", text_field="content")
    docs = list(read_documents([path], options))
    assert [(d.doc_id, d.url, d.error) for d in docs] == [
        (f"d{k}", f"http://x/{k}", None) for k in range(3)]
    out = tmp_path / "c.jsonl"
    assert main(["cluster", str(path), "--id-field", "doc", "--url-field", "link",
                 "--text-field", "content", "-o", str(out)]) == 0
    records = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert [r["id"] for r in records] == ["d0", "d1", "d2"]
    assert len({r["cluster"] for r in records}) == 1  # three copies of one story


@pytest.mark.parametrize("fmt", ["jsonl", "html", "warc", "parquet"])
def test_standard_input_is_read_in_the_format_given(tmp_path, monkeypatch, capsys, fmt):
    if fmt == "jsonl":
        data = "".join(json.dumps({"id": f"s{k}", "text": STORY}) + "\n" for k in range(2))
        data = data.encode()
    elif fmt == "html":
        data = f"<html><body><p>{STORY}</p></body></html>".encode()
    elif fmt == "parquet":
        sink = io.BytesIO()
        pq.write_table(pa.Table.from_pylist([{"id": "p", "text": STORY}]), sink)
        data = sink.getvalue()
    else:
        from warcio.warcwriter import WARCWriter
        sink = io.BytesIO()
        writer = WARCWriter(sink, gzip=True)
        writer.write_record(writer.create_warc_record(
            "http://example.org/a", "resource", payload=io.BytesIO(
                f"<p>{STORY}</p>".encode()), warc_content_type="text/html"))
        data = sink.getvalue()
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(data)))
    out = tmp_path / "c.jsonl"
    assert main(["cluster", "-", "--format", fmt, "-o", str(out)]) == 0
    records = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert records and all(r["status"] == "ok" for r in records)


def test_standard_input_without_a_format_is_an_error_record(monkeypatch, tmp_path, capsys):
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b"<p>x</p>")))
    [doc] = read_documents(["-"])
    assert "--format warc|jsonl|parquet|html" in doc.error
    assert main(["cluster", "-", "-o", str(tmp_path / "c.jsonl")]) == 1
