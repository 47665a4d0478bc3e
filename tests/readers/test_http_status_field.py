"""A JSONL or Parquet record's ``http_status`` field is its HTTP status, as a WARC response's:
the page model's ``http`` rule reads it, and a value that is no status is noted, not taken."""

from __future__ import annotations

import json

import pytest
from conftest import STORIES, render

from spotsigs.cli import main
from spotsigs.readers import ReadOptions, read_documents
from spotsigs.readers.options import http_status_of

STORY = render("floods", "daily")


@pytest.mark.parametrize("value, status, noted", [
    (None, None, False), (404, 404, False), ("503", 503, False), (" 200 ", 200, False),
    (True, None, True), (99, None, True), (600, None, True), ("abc", None, True),
    (404.0, None, True), ([404], None, True),
])
def test_a_status_is_an_integer_or_digits_in_the_http_range(value, status, noted):
    found, note = http_status_of(value)
    assert found == status and (note is not None) == noted
    if noted:
        assert "field 'http_status' ignored" in note


def records() -> list[dict]:
    return [{"id": "ok", "url": "https://a.example/ok", "html": STORY, "http_status": 200},
            {"id": "gone", "url": "https://a.example/gone", "html": STORY, "http_status": 404},
            {"id": "text-gone", "text": STORIES["election"], "http_status": "410"},
            {"id": "odd", "text": STORIES["transfer"], "http_status": "soon"}]


def test_jsonl_records_carry_their_status_into_the_page_model(tmp_path, capsys):
    path = tmp_path / "crawl.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in records()), encoding="utf-8")
    documents = list(read_documents([path], ReadOptions()))
    assert [d.http_status for d in documents] == [200, 404, 410, None]
    assert "field 'http_status' ignored: 'soon'" in documents[3].note
    out = tmp_path / "c.jsonl"
    assert main(["cluster", str(path), "-o", str(out), "-q"]) == 0
    found = {r["id"]: r for r in map(json.loads, out.read_text("utf-8").splitlines())}
    assert found["gone"]["status"] == "synthetic" and "HTTP 404" in found["gone"]["reason"]
    assert found["text-gone"]["status"] == "synthetic" and "HTTP 410" in found["text-gone"][
        "reason"]
    assert found["ok"]["status"] == found["odd"]["status"] == "ok"
    assert found["gone"]["http_status"] == 404 and found["ok"]["http_status"] == 200


def test_parquet_rows_carry_their_status_and_text_dedup_drops_errors(tmp_path, capsys):
    pa = pytest.importorskip("pyarrow")
    pq = pytest.importorskip("pyarrow.parquet")
    rows = records()[2:] + [{"id": "kept", "text": STORIES["floods"], "http_status": None}]
    path = tmp_path / "texts.parquet"
    pq.write_table(pa.Table.from_pylist(rows), path)
    assert [d.http_status for d in read_documents([path], ReadOptions())] == [410, None, None]
    clean, plan = tmp_path / "clean.jsonl", tmp_path / "map.jsonl"
    assert main(["dedup", str(path), "-o", str(clean), "--map", str(plan), "-q"]) == 0
    kept = [json.loads(line)["id"] for line in clean.read_text("utf-8").splitlines()]
    assert kept == ["odd", "kept"]  # a text archive drops what its status calls an error
    dropped = {r["id"]: r for r in map(json.loads, plan.read_text("utf-8").splitlines())
               if r.get("id") == "text-gone"}
    assert "HTTP 410" in json.dumps(dropped)
