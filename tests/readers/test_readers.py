import gzip
import io
import json
import os
from pathlib import Path

from warcio.statusandheaders import StatusAndHeaders
from warcio.warcwriter import WARCWriter

import spotsigs.readers.base as sio
import spotsigs.readers.jsonl as sio_jsonl
from spotsigs.readers import MAX_DOCUMENT_BYTES, Document, iter_input_files, read_documents

DATA = Path(__file__).resolve().parents[1] / "data" / "io"
# A WARC record's id is its target URL; its WARC-Record-ID is a field of its own.
FIRST_RESPONSE = "http://003338.cn/l41/481397.html"
FIRST_RECORD_ID = "urn:uuid:c4c112a5-3503-4483-abf8-51a0dd86dd53"
LAST_RESPONSE = "http://096355.com/video/11073.html?11073-0-2"


def write(path: Path, data: bytes | str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(data, str):
        data = data.encode()
    path.write_bytes(data)
    return path


def read(*paths) -> list[Document]:
    return list(read_documents([str(p) for p in paths]))


def jsonl(tmp_path: Path, *lines: str | dict, name: str = "data.jsonl") -> Path:
    text = "\n".join(line if isinstance(line, str) else json.dumps(line) for line in lines)
    return write(tmp_path / name, text + "\n")


def http_response(writer: WARCWriter, url: str, body: bytes, content_type: str | None) -> None:
    headers = [("Content-Type", content_type)] if content_type else []
    http = StatusAndHeaders("200 OK", headers, protocol="HTTP/1.1")
    writer.write_record(writer.create_warc_record(url, "response", payload=io.BytesIO(body),
                                                  http_headers=http))


# Files and folders

def test_folder_is_searched_recursively_in_sorted_order_with_ids_relative_to_it(tmp_path):
    write(tmp_path / "b.html", "<p>b</p>")
    write(tmp_path / "a" / "z.htm", "<p>z</p>")
    write(tmp_path / "a" / "x.HTML", "<p>x</p>")
    write(tmp_path / "a-c.html", "<p>ac</p>")
    write(tmp_path / "notes.txt", "not a page")
    docs = read(tmp_path)
    # Sorted by the relative posix path as a string ('-' sorts before '/').
    assert [d.doc_id for d in docs] == ["a-c.html", "a/x.HTML", "a/z.htm", "b.html"]
    assert docs[1].content == b"<p>x</p>"
    assert all(d.error is None and d.url == "" and not d.is_text for d in docs)
    assert docs[0].source == str(tmp_path / "a-c.html")


def test_hidden_files_and_folders_inside_a_folder_are_skipped(tmp_path):
    write(tmp_path / "seen.html", "<p>x</p>")
    write(tmp_path / ".hidden.html", "<p>x</p>")
    write(tmp_path / ".git" / "page.html", "<p>x</p>")
    write(tmp_path / "sub" / ".cache" / "page.html", "<p>x</p>")
    assert [d.doc_id for d in read(tmp_path)] == ["seen.html"]


def test_file_given_directly_is_read_as_html_whatever_its_suffix_with_its_path_as_id(tmp_path):
    page = write(tmp_path / "page.txt", b"<p>\xe9t\xe9</p>")
    [doc] = read(page)
    assert doc.doc_id == str(page)
    assert doc.content == b"<p>\xe9t\xe9</p>"  # bytes are not decoded here


def test_html_gz_is_decompressed(tmp_path):
    write(tmp_path / "page.html.gz", gzip.compress(b"<p>zipped</p>"))
    [doc] = read(tmp_path)
    assert (doc.doc_id, doc.content, doc.error) == ("page.html.gz", b"<p>zipped</p>", None)


def test_missing_path_yields_one_error_document_with_the_path_as_id(tmp_path):
    missing = str(tmp_path / "nope")
    [doc] = read(missing)
    assert doc.doc_id == missing
    assert doc.content is None
    assert doc.error == f"no such file or directory: {missing}"


def test_unreadable_file_yields_a_permission_denied_document(tmp_path, monkeypatch):
    locked = write(tmp_path / "locked.html", "<p>x</p>")
    real_open = os.open  # root reads any file: the refusal is simulated where files open

    def deny(path, *args, **kwargs):
        if os.fspath(path).endswith("locked.html"):
            raise PermissionError(13, "Permission denied", os.fspath(path))
        return real_open(path, *args, **kwargs)

    monkeypatch.setattr(os, "open", deny)
    write(tmp_path / "ok.html", "<p>ok</p>")
    docs = read(tmp_path)
    assert [(d.doc_id, d.error) for d in docs] == [
        ("locked.html", f"permission denied: {locked}"), ("ok.html", None)]


def test_folder_that_cannot_be_listed_yields_a_permission_denied_document(tmp_path, monkeypatch):
    # Listing is refused through os.scandir (what os.walk calls), so the test holds for root too.
    locked = tmp_path / "locked"
    locked.mkdir()
    real_scandir = os.scandir

    def deny(path="."):
        if os.fspath(path) == str(locked):
            raise PermissionError(13, "Permission denied", str(locked))
        return real_scandir(path)

    monkeypatch.setattr(os, "scandir", deny)
    [doc] = read(tmp_path)
    assert (doc.doc_id, doc.error) == ("locked", f"permission denied: {locked}")


def test_truncated_or_non_gzip_html_gz_yields_an_error_document_not_an_exception(tmp_path):
    data = gzip.compress(b"<p>" + bytes(range(256)) * 100)
    write(tmp_path / "cut.html.gz", data[: len(data) // 2])
    write(tmp_path / "plain.html.gz", b"<p>not compressed</p>")
    cut, plain = read(tmp_path)
    assert cut.content is None and cut.error.startswith("truncated gzip: ")
    assert plain.content is None and plain.error.startswith("not gzip: ")


def test_html_over_the_size_limit_is_truncated_with_a_note(tmp_path):
    big = write(tmp_path / "big.html", b"<p>" + b"x" * MAX_DOCUMENT_BYTES)
    [doc] = read(big)
    assert len(doc.content) == MAX_DOCUMENT_BYTES
    assert doc.note == f"truncated to {MAX_DOCUMENT_BYTES} bytes"
    assert doc.error is None


def test_duplicate_ids_are_kept(tmp_path):
    page = write(tmp_path / "page.html", "<p>x</p>")
    assert [d.doc_id for d in read(page, page)] == [str(page), str(page)]


def test_files_are_read_lazily_one_at_a_time(tmp_path):
    write(tmp_path / "a.html", "<p>a</p>")
    second = write(tmp_path / "b.html", "<p>b</p>")
    docs = read_documents([tmp_path])
    assert next(docs).doc_id == "a.html"
    second.unlink()  # gone before it is read: reported, not read up front
    [doc] = list(docs)
    assert doc.error == f"no such file or directory: {second}"


def test_iter_input_files_names_folder_members_relative_and_direct_files_as_given(tmp_path):
    write(tmp_path / "sub" / "a.warc.gz", b"")
    page = write(tmp_path / "page.html", "")
    assert list(iter_input_files([tmp_path / "sub", str(page)])) == [
        (tmp_path / "sub" / "a.warc.gz", "a.warc.gz"), (page, str(page))]


def test_symlinked_folder_loop_is_walked_once_and_named_skipped(tmp_path):
    write(tmp_path / "sub" / "page.html", "<p>x</p>")
    (tmp_path / "sub" / "loop").symlink_to(tmp_path)
    docs = read(tmp_path)
    assert [(d.doc_id, d.skipped is None) for d in docs] == [("sub/loop", False),
                                                              ("sub/page.html", True)]
    assert docs[0].skipped.startswith("symbolic link loop")


# WARC

def test_plain_and_gzipped_warc_yield_the_same_16_html_responses():
    plain, gzipped = read(DATA / "warcfile.warc"), read(DATA / "warcfile.warc.gz")
    # 50 records: warcinfo, 17 requests, 16 text/html responses, 16 metadata.
    assert len(plain) == 16
    assert all(d.error is None for d in plain)
    assert [(d.doc_id, d.url, d.content) for d in plain] == [
        (d.doc_id, d.url, d.content) for d in gzipped]
    first = plain[0]
    assert first.doc_id == FIRST_RESPONSE and first.record_id == FIRST_RECORD_ID
    assert first.url == "http://003338.cn/l41/481397.html" and first.http_status == 200
    assert first.content.startswith(b"<html>") and len(first.content) == 36331
    assert plain[-1].doc_id == LAST_RESPONSE


def test_warc_in_a_folder_is_found_by_its_suffix():
    docs = read(DATA)
    # clipped.warc.gz first (one error), then warcfile.warc and warcfile.warc.gz.
    assert len(docs) == 1 + 16 + 16
    assert docs[0].doc_id == "clipped.warc.gz #record0" and docs[0].error


def test_clipped_warc_yields_one_error_for_its_cut_record():
    [doc] = read(DATA / "clipped.warc.gz")
    assert doc.content is None
    assert doc.doc_id == f"{DATA / 'clipped.warc.gz'} #record0"
    # Its only record, a response, is cut inside the payload, and so is the gzip stream.
    assert doc.error == ("truncated or corrupt WARC after 0 records: truncated gzip "
                         "(Compressed file ended before the end-of-stream marker was reached)")


def test_truncated_warc_yields_the_records_before_the_cut_then_one_error(tmp_path):
    data = (DATA / "warcfile.warc").read_bytes()
    cut = data.index(b"WARC-Record-ID: <urn:uuid:e9e41f63") + 5000  # inside record 5
    warc = write(tmp_path / "cut.warc", data[:cut])
    then = write(tmp_path / "then.html", "<p>next file</p>")
    first, error, after = read(warc, then)
    assert first.doc_id == FIRST_RESPONSE and first.error is None
    assert error.doc_id == f"{warc} #record5"
    assert error.error.startswith("truncated or corrupt WARC after 5 records: record <urn:uuid:e9e")
    assert after.doc_id == str(then) and after.error is None  # the run goes on


def test_truncated_warc_gz_yields_the_records_before_the_cut_then_one_error(tmp_path):
    data = (DATA / "warcfile.warc.gz").read_bytes()
    docs = read(write(tmp_path / "cut.warc.gz", data[: len(data) // 2]))
    assert [d.error is None for d in docs] == [True] * 6 + [False]
    assert docs[-1].error.startswith("truncated or corrupt WARC after 20 records: truncated gzip")


def test_warc_cut_inside_a_record_header_is_reported(tmp_path):
    data = (DATA / "warcfile.warc").read_bytes()
    cut = data.index(b"WARC-Record-ID: <urn:uuid:e9e41f63") + 20
    docs = read(write(tmp_path / "cut.warc", data[:cut]))
    assert [d.error is None for d in docs] == [True, False]
    assert docs[-1].error.startswith("truncated or corrupt WARC after 5 records")


def test_warc_gzipped_as_one_stream_is_read(tmp_path):
    whole = write(tmp_path / "whole.warc.gz", gzip.compress((DATA / "warcfile.warc").read_bytes()))
    docs = read(whole)
    assert len(docs) == 16 and all(d.error is None for d in docs)


def test_file_that_is_not_a_warc_yields_one_error(tmp_path):
    [doc] = read(write(tmp_path / "page.warc", "<html>not a warc</html>"))
    assert doc.error.startswith("truncated or corrupt WARC after 0 records: Unknown archive format")


def test_non_html_records_are_skipped_documents_and_crawl_records_yield_nothing(tmp_path):
    path = tmp_path / "mixed.warc.gz"
    with path.open("wb") as out:
        writer = WARCWriter(out, gzip=True)
        writer.write_record(writer.create_warcinfo_record("mixed.warc.gz", {"software": "test"}))
        request = StatusAndHeaders("GET / HTTP/1.1", [("Host", "a.example")], is_http_request=True)
        writer.write_record(writer.create_warc_record("http://a.example/", "request",
                                                      http_headers=request))
        http_response(writer, "http://a.example/", b"<p>page</p>", "text/html; charset=utf-8")
        http_response(writer, "http://a.example/logo.png", b"\x89PNG", "image/png")
        http_response(writer, "http://a.example/x", b"<p>xhtml</p>", "application/xhtml+xml")
        http_response(writer, "http://a.example/bare", b"<p>bare</p>", None)
        writer.write_record(writer.create_warc_record(
            "http://a.example/", "metadata", payload=io.BytesIO(b"via: x\r\n"),
            warc_content_type="application/warc-fields"))
        writer.write_record(writer.create_warc_record(
            "metadata://log.txt", "resource", payload=io.BytesIO(b"log"),
            warc_content_type="text/plain"))
        writer.write_record(writer.create_warc_record(
            "http://a.example/r", "resource", payload=io.BytesIO(b"<p>resource</p>"),
            warc_content_type="text/html"))
    docs = read(path)
    # Non-HTML responses and resources were errors (a log resource yielded nothing); they are
    # skipped now, counted and never errors. warcinfo, request, metadata: no document.
    assert [(d.url, d.content, d.error, d.skipped) for d in docs] == [
        ("http://a.example/", b"<p>page</p>", None, None),
        ("http://a.example/logo.png", None, None, "non-HTML content type: image/png"),
        ("http://a.example/x", b"<p>xhtml</p>", None, None),
        ("http://a.example/bare", b"<p>bare</p>", None, None),
        ("metadata://log.txt", None, None, "non-HTML content type: text/plain"),
        ("http://a.example/r", b"<p>resource</p>", None, None),
    ]
    assert docs[1].doc_id == "http://a.example/logo.png"
    assert docs[1].record_id.startswith("urn:uuid:")


def test_warc_payload_over_the_size_limit_is_truncated_with_a_note(tmp_path, monkeypatch):
    monkeypatch.setattr(sio, "MAX_DOCUMENT_BYTES", 100)
    path = tmp_path / "big.warc"
    with path.open("wb") as out:
        writer = WARCWriter(out, gzip=False)
        http_response(writer, "http://a.example/big", b"<p>" + b"x" * 1000, "text/html")
        http_response(writer, "http://a.example/small", b"<p>small</p>", "text/html")
    big, small = read(path)
    assert len(big.content) == 100 and big.note == "truncated to 100 bytes"
    assert small.content == b"<p>small</p>" and small.note is None


# JSONL

def test_jsonl_lines_become_documents_with_html_preferred_and_text_flagged(tmp_path):
    path = jsonl(tmp_path,
                 {"id": "a", "url": "http://a.example/", "html": "<p>a</p>"},
                 "",
                 {"id": 7, "text": "plain words"},
                 {"id": "both", "html": "<p>h</p>", "text": "t"},
                 {"id": "a", "html": "<p>again</p>", "url": None})
    docs = read(path)
    assert [(d.doc_id, d.url, d.content, d.is_text, d.error) for d in docs] == [
        ("a", "http://a.example/", "<p>a</p>", False, None),
        ("7", "", "plain words", True, None),
        ("both", "", "<p>h</p>", False, None),
        ("a", "", "<p>again</p>", False, None),
    ]


def test_broken_jsonl_lines_are_error_documents_naming_file_and_line(tmp_path):
    path = jsonl(tmp_path,
                 {"id": "ok", "html": "<p>ok</p>"},
                 "{not json",
                 "[1, 2]",
                 {"html": "<p>no id</p>"},
                 {"id": "no-content", "url": "http://a.example/"},
                 {"id": ["x"], "html": "<p>x</p>"},
                 {"id": True, "html": "<p>x</p>"},
                 {"id": "bad-html", "html": 5},
                 {"id": "bad-url", "html": "<p>x</p>", "url": 3},
                 {"id": "last", "text": "still read"})
    docs = read(path)
    where = f"{path} line"
    bad_json = "Expecting property name enclosed in double quotes: line 1 column 2 (char 1)"
    assert [(d.doc_id, d.error) for d in docs[1:]] == [
        (f"{path}:2", f"{where} 2: not valid JSON ({bad_json})"),
        (f"{path}:3", f"{where} 3: not a JSON object"),
        (f"{path}:4", f"{where} 4: missing field 'id'"),
        ("no-content", f"{where} 5: missing field 'html' or 'text'"),
        (f"{path}:6", f"{where} 6: field 'id' must be a string or integer, not array"),
        (f"{path}:7", f"{where} 7: field 'id' must be a string or integer, not boolean"),
        ("bad-html", f"{where} 8: field 'html' must be a string, not number"),
        ("bad-url", f"{where} 9: field 'url' must be a string, not number"),
        ("last", None),
    ]
    assert docs[0].error is None and all(d.content is None for d in docs[1:-1])


def test_truncated_jsonl_gz_yields_the_lines_before_the_cut_then_an_error(tmp_path):
    lines = "".join(json.dumps({"id": k, "text": f"doc {k} " * 50}) + "\n" for k in range(200))
    data = gzip.compress(lines.encode())
    docs = read(write(tmp_path / "cut.jsonl.gz", data[: len(data) // 2]))
    assert len(docs) > 2
    assert [d.doc_id for d in docs[:-1]] == [str(k) for k in range(len(docs) - 1)]
    assert all(d.error is None for d in docs[:-1])
    assert docs[-1].error.startswith("truncated gzip: ")
    assert docs[-1].error.endswith(f"after line {len(docs) - 1}")


def test_jsonl_gz_is_read(tmp_path):
    data = gzip.compress(b'{"id": 1, "html": "<p>x</p>"}\n')
    [doc] = read(write(tmp_path / "data.jsonl.gz", data))
    assert (doc.doc_id, doc.content) == ("1", "<p>x</p>")


def test_jsonl_text_over_the_limit_is_cut_at_a_character_boundary_with_a_note(
        tmp_path, monkeypatch):
    monkeypatch.setattr(sio, "MAX_DOCUMENT_BYTES", 10)
    [doc] = read(jsonl(tmp_path, {"id": 1, "text": "aaaa\u00e9\u00e9\u00e9\u00e9"}))
    assert doc.content == "aaaa\u00e9\u00e9\u00e9"  # 4 + 3 * 2 = 10 bytes of UTF-8
    assert doc.note == "truncated to 10 bytes"


def test_jsonl_lone_surrogates_are_replaced_so_later_stages_can_encode_the_text(tmp_path):
    [doc] = read(jsonl(tmp_path, '{"id": 1, "text": "a\\ud800b"}'))
    assert doc.content == "a\ufffdb"
    assert doc.note == "lone surrogates replaced with U+FFFD"
    doc.content.encode("utf-8")


def test_jsonl_line_over_the_line_limit_is_an_error_and_reading_goes_on(tmp_path, monkeypatch):
    monkeypatch.setattr(sio_jsonl, "_MAX_LINE_BYTES", 100)
    path = jsonl(tmp_path, {"id": "long", "text": "x" * 500}, {"id": "next", "text": "y"})
    long, following = read(path)
    assert long.doc_id == f"{path}:1" and "longer than 100 bytes" in long.error
    assert (following.doc_id, following.content) == ("next", "y")
