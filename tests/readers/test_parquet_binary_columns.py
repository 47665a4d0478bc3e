"""Parquet html and text columns of type binary (common in crawl exports): each value is the
page's bytes, decoded by the charset rules of pages (BOM, <meta>, UTF-8, cp1252)."""

from __future__ import annotations

import json

import pyarrow as pa
import pyarrow.parquet as pq
import pytest
from conftest import STORIES

from spotsigs.cli import main
from spotsigs.pages import document_text
from spotsigs.readers import read_file

STORY = STORIES["floods"]
LATIN1_PAGE = ("<html><head><meta charset='iso-8859-1'></head><body><p>Le café du port. "
               f"{STORY}</p></body></html>").encode("latin-1")
UTF8_PAGE = f"<html><body><p>Un café très naïf. {STORY}</p></body></html>".encode()
PNG = b"\x89PNG\r\n\x1a\n" + bytes(200)


@pytest.mark.parametrize("kind", [pa.binary(), pa.large_binary()])
def test_a_binary_html_column_is_read_as_the_pages_bytes(tmp_path, kind):
    path = tmp_path / "crawl.parquet"
    pq.write_table(pa.table({"id": ["latin1", "utf8", "image"], "url": ["u1", "u2", "u3"],
                             "html": pa.array([LATIN1_PAGE, UTF8_PAGE, PNG], kind)}), path)
    latin1, utf8, image = read_file(path)
    assert (latin1.content, latin1.is_text, latin1.error) == (LATIN1_PAGE, False, None)
    assert "Le café du port." in document_text(latin1, whole_page=True)
    assert "Un café très naïf." in document_text(utf8, whole_page=True)
    assert image.doc_id == "image" and image.content is None
    assert image.error == f"{path} row 3: binary content, not HTML (PNG image)"


def test_a_binary_text_column_is_read_as_text_of_any_charset(tmp_path):
    path = tmp_path / "texts.parquet"
    texts = [f"Un café très naïf. {STORY}".encode(), f"Le café. {STORY}".encode("cp1252"),
             "\ufeffA BOM first. ".encode("utf-16") + STORY.encode("utf-16-le")]
    pq.write_table(pa.table({"id": ["utf8", "cp1252", "utf16"], "text": texts}), path)
    documents = list(read_file(path))
    assert [(d.is_text, d.error, d.content) for d in documents] == \
        [(True, None, text) for text in texts]
    assert [document_text(d).split(".")[0] for d in documents] == \
        ["Un café très naïf", "Le café", "A BOM first"]


def test_binary_columns_are_clustered_and_converted_by_dedup(tmp_path, capsys):
    path = tmp_path / "crawl.parquet"
    pq.write_table(pa.table({"id": ["a", "b", "c"], "url": ["u1", "u2", "u3"],
                             "html": [LATIN1_PAGE, UTF8_PAGE, UTF8_PAGE]}), path)
    clusters, clean = tmp_path / "c.jsonl", tmp_path / "clean.jsonl"
    assert main(["cluster", str(path), "-o", str(clusters), "-q"]) == 0
    records = [json.loads(line) for line in clusters.read_text(encoding="utf-8").splitlines()]
    assert [r["status"] for r in records] == ["ok"] * 3
    assert main(["dedup", str(path), "-o", str(clean), "-q"]) == 0
    kept = [json.loads(line) for line in clean.read_text(encoding="utf-8").splitlines()]
    assert all("café" in record["html"] for record in kept)
