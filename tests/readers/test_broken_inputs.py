"""Inputs that are not what they claim: binary payloads, archives cut mid-member, files
without documents, JSON lines nested too deep or not UTF-8, missing paths and named
pipes each become an error (or a note) and reading goes on."""

from __future__ import annotations

import gzip
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from hostile_inputs import DATA, HOSTILE, RIVER_STORY, pages, read_jsonl

from spotsigs.cli import main
from spotsigs.readers import binary_kind, read_documents, read_file


@pytest.mark.parametrize("data, kind", [
    (b"\x89PNG\r\n\x1a\n\x00\x00", "PNG image"), (b"%PDF-1.7\n", "PDF document"),
    (gzip.compress(b"x" * 100, mtime=0), "gzip data"), (bytes(range(256)) * 4, "binary data"),
    (b"<p>text</p>", None), ("<p>\u043f\u0440\u0438</p>".encode("utf-16-le"), None),
    ("<p>\u043f\u0440\u0438</p>".encode("cp1251"), None), (b"", None),
    (b"<p>a\x00b and some more words</p>" * 20, None),
    # NUL runs padding a page (a browser shows it), also UTF-16 text; NUL alone is no page
    (b"\x00" * 5000 + b"<p>words</p>" * 20 + b"\x00" * 3000, None),
    (b"\x00" * 3001 + "<p>\u043f\u0440\u0438</p>".encode("utf-16-le") * 30, None),
    (b"\x00" * 5000, None), (b"\x00" * 9000 + bytes(range(256)) * 4, "binary data"),
    (b"a.html".ljust(257, b"\x00") + b"ustar\x0000" + b"\x00" * 250, "tar archive"),
    (b"SQLite format 3\x00\x10\x00", "SQLite database"),
])
def test_binary_payloads_are_told_from_pages(data, kind):
    assert binary_kind(data) == kind


def test_a_page_padded_with_nul_bytes_is_read_and_kept_by_dedup(tmp_path, capsys):
    """NUL padding made the page 'binary content, not HTML' and dedup dropped it."""
    folder = tmp_path / "in"
    folder.mkdir()
    page = f"<html><body><p>{RIVER_STORY}</p></body></html>".encode()
    (folder / "padded.html").write_bytes(b"\x00" * 6000 + page + b"\x00" * 6000)
    assert main(["dedup", str(folder), "-o", f"{tmp_path / 'clean'}/"]) == 0
    assert "kept 1 (0 clusters, 1 singletons)" in capsys.readouterr().err
    assert (tmp_path / "clean" / "padded.html").read_bytes() == \
        (folder / "padded.html").read_bytes()


def test_cut_inside_any_gzip_member_loses_no_complete_record(tmp_path):
    data = (DATA / "io" / "warcfile.warc.gz").read_bytes()
    members, position = [], 0
    while position < len(data):  # gzip member boundaries
        stream = gzip.zlib.decompressobj(31)
        stream.decompress(data[position:])
        end = len(data) - len(stream.unused_data)
        members.append(end)
        position = end
    whole = [d.doc_id for d in read_file(DATA / "io" / "warcfile.warc.gz")]
    for k in (5, 20, 33, 48):
        cut = tmp_path / f"cut{k}.warc.gz"
        cut.write_bytes(data[: members[k] + 40])
        docs = list(read_file(cut))
        complete = [d.doc_id for d in read_file(_write(tmp_path / f"ok{k}.warc.gz",
                                                       data[: members[k]]))
                    if d.error is None]
        assert [d.doc_id for d in docs[:-1]] == complete == whole[: len(complete)]
        assert docs[-1].error.startswith("truncated or corrupt WARC")


def _write(path: Path, data: bytes) -> Path:
    path.write_bytes(data)
    return path


@pytest.mark.parametrize("name, data, reason", [
    ("empty.warc", b"", "no response records in WARC"),
    ("empty.warc.gz", gzip.compress(b"", mtime=0), "no response records in WARC"),
    ("empty.jsonl", b"", "no JSON records"),
    ("blank.jsonl", b"\n  \n\n", "no JSON records"),
    ("empty.jsonl.gz", gzip.compress(b"", mtime=0), "no JSON records"),
])
def test_a_file_without_documents_still_yields_one_error(tmp_path, name, data, reason):
    [document] = list(read_file(_write(tmp_path / name, data)))
    assert document.error is not None and reason in document.error
    assert document.doc_id == str(tmp_path / name)


def test_jsonl_lines_nested_deep_or_not_utf8_are_handled_and_reading_goes_on(tmp_path):
    path = _write(tmp_path / "x.jsonl", b"[" * 100_000 + b"\n"
                  + b'{"id": "latin", "html": "<p>caf\xe9</p>"}\n'
                  + b'{"id": "after", "text": "still here"}\n')
    docs = list(read_file(path))
    assert [d.doc_id for d in docs] == [f"{path}:1", "latin", "after"]
    assert "nested too deeply" in docs[0].error
    assert docs[1].error is None and docs[1].content == "<p>caf\ufffd</p>"
    assert "invalid UTF-8" in docs[1].note


def test_missing_input_path_is_an_error_record_and_the_run_goes_on(tmp_path, capsys):
    out = tmp_path / "c.jsonl"
    code = main(["cluster", str(tmp_path / "nope.html"), str(HOSTILE / "utf16-bom.html"),
                 "-o", str(out)])
    err = capsys.readouterr().err
    assert code == 0
    records = read_jsonl(out)
    assert [r["status"] for r in records] == ["error", "ok"]
    assert "no such file" in records[0]["reason"].lower() and "nope.html" in err


@pytest.mark.parametrize("given", ["folder", "directly"])
def test_a_named_pipe_is_an_error_record_not_a_hang(tmp_path, given):
    folder = pages(tmp_path / "in", 2)
    os.mkfifo(folder / "page.html")
    target = folder if given == "folder" else folder / "page.html"
    done = subprocess.run([sys.executable, "-m", "spotsigs.cli", "cluster", str(target)],
                          check=False, capture_output=True, text=True, timeout=60)
    records = [json.loads(line) for line in done.stdout.splitlines()]
    fifo = [r for r in records if r["id"].endswith("page.html")]
    assert len(fifo) == 1 and fifo[0]["status"] == "error"
    assert "not a regular file (named pipe)" in fifo[0]["reason"]
    assert len(records) == (3 if given == "folder" else 1)


def test_reading_stops_at_no_special_file_in_a_folder(tmp_path):
    folder = pages(tmp_path / "in", 1)
    os.mkfifo(folder / "a.jsonl")
    docs = list(read_documents([folder]))
    assert [(d.doc_id, d.error is not None) for d in docs] == [("a.jsonl", True),
                                                              ("p0.html", False)]
