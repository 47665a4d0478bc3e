"""WARC and ARC files as crawlers write them: HTTP status, charset and codings, non-pages.

Every archive is built here with warcio's writer (ARC by hand), so each test shows the record
it reads. The statuses: a page is ``ok`` or ``synthetic`` (4xx/5xx: the page model's
"HTTP 404"), a record that is no page is ``skipped`` with its reason, a record that cannot
be read is an ``error`` of its own, and reading goes on after it.
"""

from __future__ import annotations

import gzip
import io
import json
import random
import sys
import zlib
from pathlib import Path

import brotli
import pytest
import zstandard
from warcio.statusandheaders import StatusAndHeaders
from warcio.warcwriter import WARCWriter

import spotsigs.readers.base as readers_base
from spotsigs.cli import main
from spotsigs.engine import cluster
from spotsigs.pagemodel import (
    DEFAULT_MIN_SIGNATURES,
    RULES,
    SKIPPED,
    FeatureWords,
    PageFacts,
    synthetic_reason,
)
from spotsigs.pages import document_text
from spotsigs.readers import Document, read_documents

STORIES = [
    ("Heavy rain caused floods across the northern valley on Monday, and the river rose above "
    "its banks for the first time in a decade. The mayor said that the town had opened two "
    "shelters for families who were forced to leave their homes. Emergency crews worked "
    "through the night, and the army was sent to help with the rescue. Officials have warned "
    "that more rain is expected later in the week."),
    ("The governing party won the regional election on Sunday with a narrow majority, "
    "according to official results published overnight. Turnout was higher than at the last "
    "vote, and the opposition leader said she would accept the outcome. The new government is "
    "expected to present its budget in the spring, and analysts said it was a test for the "
    "prime minister."),
    ("The football club has signed the young striker in a deal that could be worth a record "
    "fee, the club said in a statement on Friday. The player, who was the top scorer in the "
    "youth league last season, will join the squad for the summer tour. The coach said he was "
    "delighted with the signing and that the team had been watching the forward for years."),
]
NOT_FOUND = (b"<html><head><title>404 Not Found</title></head><body><h1>Not Found</h1>"
             b"<p>The requested URL was not found on this server.</p></body></html>")
WORDS = FeatureWords("spot signature", "spot signatures", "no running text")


def page(story: str, site: str = "Daily") -> bytes:
    return (f"<html><head><title>{site}</title></head><body><nav>Home World Sport</nav>"
            f"<article><p>{story}</p></article><footer>{site} news</footer></body></html>"
            ).encode()


def big_page(size: int) -> bytes:
    """A page of about ``size`` bytes of words in random order: its gzip is long too."""
    rng = random.Random(7)
    words = " ".join(STORIES).split()
    text = " ".join(rng.choice(words) for _ in range(size // 6))
    return f"<html><body><article><p>{text}</p></article></body></html>".encode()


class Archive:
    """A WARC built record by record with warcio's writer."""

    def __init__(self, path: Path, gzipped: bool = False) -> None:
        self.path, self.gzipped = path, gzipped
        self.stream = io.BytesIO()
        self.writer = WARCWriter(self.stream, gzip=gzipped)

    def response(self, url: str, body: bytes, status: str = "200 OK",
                 headers: list[tuple[str, str]] | None = None,
                 content_type: str | None = "text/html") -> Archive:
        fields = ([("Content-Type", content_type)] if content_type else []) + (headers or [])
        http = StatusAndHeaders(status, fields, protocol="HTTP/1.1")
        self.writer.write_record(self.writer.create_warc_record(
            url, "response", payload=io.BytesIO(body), http_headers=http))
        return self

    def record(self, url: str, rec_type: str, body: bytes = b"",
               content_type: str = "application/warc-fields") -> Archive:
        self.writer.write_record(self.writer.create_warc_record(
            url, rec_type, payload=io.BytesIO(body), warc_content_type=content_type))
        return self

    def request(self, url: str) -> Archive:
        http = StatusAndHeaders("GET / HTTP/1.1", [("Host", "a.example")], is_http_request=True)
        self.writer.write_record(self.writer.create_warc_record(url, "request",
                                                                http_headers=http))
        return self

    def revisit(self, url: str) -> Archive:
        self.writer.write_record(self.writer.create_revisit_record(
            url, digest="sha1:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", refers_to_uri=url,
            refers_to_date="2026-01-01T00:00:00Z"))
        return self

    def write(self) -> Path:
        self.path.write_bytes(self.stream.getvalue())
        return self.path


def read(*paths: Path) -> list[Document]:
    return list(read_documents([str(p) for p in paths]))


def outcome(document: Document) -> tuple:
    """(id, http status, what it is: page / skipped / error, and why)."""
    if document.error is not None:
        return document.doc_id, document.http_status, "error", document.error
    if document.skipped is not None:
        return document.doc_id, document.http_status, "skipped", document.skipped
    return document.doc_id, document.http_status, "page", None


def statuses(path: Path) -> list[tuple[str, str, str | None]]:
    """(id, status, reason) of every document of ``path`` after clustering."""
    result = cluster(read_documents([str(path)]))
    return [(d.doc_id, s, r) for d, s, r in zip(result.documents, result.status, result.reasons)]


# --- ids ------------------------------------------------------------------------------------


def test_a_record_is_named_by_its_url_with_record_id_and_source_as_fields(tmp_path):
    path = Archive(tmp_path / "a.warc.gz", gzipped=True).response(
        "http://a.example/story", page(STORIES[0])).write()
    [document] = read(path)
    assert document.doc_id == document.url == "http://a.example/story"  # was "URL <urn:...>"
    assert document.record_id.startswith("urn:uuid:") and " " not in document.record_id
    assert document.source == str(path)
    assert document.http_status == 200


# --- HTTP status ----------------------------------------------------------------------------


def test_http_status_decides_redirects_not_modified_and_error_pages(tmp_path):
    article = page(STORIES[0])
    path = (Archive(tmp_path / "s.warc")
            .response("http://a.example/ok", article)
            .response("http://a.example/moved", article, "301 Moved Permanently",
                      [("Location", "https://a.example/new")])
            .response("http://a.example/found", b"", "302 Found", [("Location", "/elsewhere")],
                      content_type=None)
            .response("http://a.example/same", b"", "304 Not Modified", content_type=None)
            .response("http://a.example/missing", page(STORIES[1]), "404 Not Found")
            .response("http://a.example/gone", page(STORIES[2]), "410 Gone")
            .response("http://a.example/broken", NOT_FOUND, "500 Internal Server Error")
            .write())
    assert statuses(path) == [
        ("http://a.example/ok", "ok", None),
        # A redirect is skipped by its status, even with an article-sized body.
        ("http://a.example/moved", "skipped", "HTTP 301 redirect to https://a.example/new"),
        ("http://a.example/found", "skipped", "HTTP 302 redirect to /elsewhere"),
        ("http://a.example/same", "skipped", "HTTP 304 not modified"),
        # Error responses are pages the page model calls synthetic, whatever their body.
        ("http://a.example/missing", "synthetic", "HTTP 404"),
        ("http://a.example/gone", "synthetic", "HTTP 410"),
        ("http://a.example/broken", "synthetic", "HTTP 500"),
    ]
    moved = read(path)[1]
    assert moved.http_status == 301 and moved.metadata["location"] == "https://a.example/new"
    assert moved.metadata["warc_record"] == 1  # and its place in the file, for dedup
    assert moved.content is None


def test_identical_not_found_bodies_do_not_form_a_cluster(tmp_path):
    archive = Archive(tmp_path / "nf.warc")
    for k in range(5):  # a server's one "Not Found" page, long enough to have spots
        archive.response(f"http://a.example/missing/{k}", page(STORIES[1], "Not Found"),
                         "404 Not Found")
    archive.response("http://a.example/story", page(STORIES[0]))
    result = cluster(read_documents([str(archive.write())]))
    assert result.status == ["synthetic"] * 5 + ["ok"]
    assert result.counts()["multi_page_clusters"] == 0 and result.counts()["pairs"] == 0


def test_an_error_response_without_a_body_is_synthetic_not_an_error(tmp_path):
    path = Archive(tmp_path / "e.warc").response("http://a.example/x", b"", "503 Service "
                                                 "Unavailable").write()
    assert statuses(path) == [("http://a.example/x", "synthetic", "HTTP 503")]


def test_page_model_flags_http_errors_before_counting_features():
    rich = PageFacts(features=500, text="many words", metadata={"http_status": 404})
    assert synthetic_reason(rich, DEFAULT_MIN_SIGNATURES, WORDS) == "HTTP 404"
    assert synthetic_reason(PageFacts(500, "", {"http_status": 200}), 8, WORDS) is None
    assert synthetic_reason(PageFacts(500, "", {"http_status": 399}), 8, WORDS) is None
    assert synthetic_reason(PageFacts(2, "", {}), 8, WORDS, RULES).startswith(
        "only 2 spot signatures")


# --- charset ----------------------------------------------------------------------------------


def test_charset_declared_only_in_the_http_header_is_honoured(tmp_path):
    russian = "Сильный дождь вызвал наводнения в северной долине в понедельник"
    body = f"<html><body><p>{russian}</p></body></html>".encode("koi8-r")
    path = (Archive(tmp_path / "c.warc")
            .response("http://a.example/ru", body, content_type="text/html; charset=KOI8-R")
            .response("http://a.example/quoted", body,
                      content_type='text/html; charset="koi8-r"')
            .write())
    documents = read(path)
    assert documents[0].metadata["charset"] == "KOI8-R"
    for document in documents:
        assert russian in document_text(document)  # was cp1252 mojibake


def test_an_http_header_charset_outside_the_web_s_labels_is_ignored(tmp_path):
    """``charset=cp037`` (EBCDIC) read a page with one byte that is no UTF-8 as EBCDIC: other
    letters, no words; a browser ignores the label and so does the reader now."""
    story = "The mayor said the town had opened two shelters for the caf\u00e9 owners"
    body = f"<html><body><p>{story}</p></body></html>".encode("cp1252")
    path = Archive(tmp_path / "e.warc").response(
        "http://a.example/", body, content_type="text/html; charset=cp037").write()
    document = read(path)[0]
    assert document.metadata["charset"] == "cp037"
    assert story in document_text(document)


def test_a_bom_still_wins_over_the_http_header_charset(tmp_path):
    body = b"\xef\xbb\xbf<p>" + "naïve café".encode() + b"</p>"
    path = Archive(tmp_path / "b.warc").response(
        "http://a.example/", body, content_type="text/html; charset=koi8-r").write()
    assert "naïve café" in document_text(read(path)[0])


# --- Content-Encoding and Transfer-Encoding -----------------------------------------------------


def chunked(data: bytes, size: int = 1000) -> bytes:
    parts = [data[k:k + size] for k in range(0, len(data), size)]
    return b"".join(b"%x\r\n%s\r\n" % (len(p), p) for p in parts) + b"0\r\n\r\n"


def raw_deflate(data: bytes) -> bytes:
    compressor = zlib.compressobj(wbits=-15)
    return compressor.compress(data) + compressor.flush()


ARTICLE = page(STORIES[2])
ENCODED = {
    "gzip": ([("Content-Encoding", "gzip")], gzip.compress(ARTICLE)),
    "x-gzip": ([("Content-Encoding", "x-gzip")], gzip.compress(ARTICLE)),
    "deflate (zlib)": ([("Content-Encoding", "deflate")], zlib.compress(ARTICLE)),
    "deflate (raw)": ([("Content-Encoding", "deflate")], raw_deflate(ARTICLE)),
    "br": ([("Content-Encoding", "br")], brotli.compress(ARTICLE)),
    "zstd": ([("Content-Encoding", "zstd")], zstandard.ZstdCompressor().compress(ARTICLE)),
    "identity": ([("Content-Encoding", "identity")], ARTICLE),
    "gzip, br (stacked)": ([("Content-Encoding", "gzip, br")],
                           brotli.compress(gzip.compress(ARTICLE))),
    "chunked": ([("Transfer-Encoding", "chunked")], chunked(ARTICLE)),
    "chunked gzip": ([("Transfer-Encoding", "chunked"), ("Content-Encoding", "GZIP")],
                     chunked(gzip.compress(ARTICLE), 100)),
    "chunked, stored de-chunked": ([("Transfer-Encoding", "chunked")], ARTICLE),
    "gzip, stored decoded (ClueWeb09)": ([("Content-Encoding", "gzip")], ARTICLE),
}


@pytest.mark.parametrize("coding", list(ENCODED))
def test_every_coding_a_server_sends_decodes_to_the_page(tmp_path, coding):
    headers, body = ENCODED[coding]
    path = Archive(tmp_path / "enc.warc").response("http://a.example/", body,
                                                   headers=headers).write()
    [document] = read(path)
    assert outcome(document) == ("http://a.example/", 200, "page", None)
    assert document.content == ARTICLE and document.note is None


def test_a_brotli_record_does_not_end_the_file(tmp_path):
    archive = Archive(tmp_path / "br.warc.gz", gzipped=True)
    archive.response("http://a.example/0", page(STORIES[0]))
    archive.response("http://a.example/br", brotli.compress(ARTICLE),
                     headers=[("Content-Encoding", "br")])
    for k in (1, 2):
        archive.response(f"http://a.example/{k}", page(STORIES[k]))
    documents = read(archive.write())
    assert [outcome(d) for d in documents] == [
        (f"http://a.example/{k}", 200, "page", None) for k in ("0", "br", "1", "2")]
    assert documents[1].content == ARTICLE


@pytest.mark.parametrize("coding, package", [("br", "brotli"), ("zstd", "zstandard")])
def test_a_missing_decoder_library_is_named_for_that_record_alone(tmp_path, monkeypatch,
                                                                  coding, package):
    monkeypatch.setitem(sys.modules, package, None)  # import now raises ImportError
    path = (Archive(tmp_path / "m.warc")
            .response("http://a.example/x", b"\x1b\x2e\x00\xf8" * 10,
                      headers=[("Content-Encoding", coding)])
            .response("http://a.example/next", ARTICLE).write())
    assert [outcome(d) for d in read(path)] == [
        ("http://a.example/x", 200, "error",
         f"{coding} content encoding needs the {package} package (pip install {package})"),
        ("http://a.example/next", 200, "page", None)]


def corrupted(data: bytes, at: int) -> bytes:
    return data[:at] + bytes(b ^ 0x5A for b in data[at:at + 64]) + data[at + 64:]


def test_cut_or_corrupt_bodies_are_errors_of_their_record_and_print_nothing(tmp_path, capfd):
    large = big_page(400_000)
    packed = gzip.compress(large)
    assert len(packed) > 60_000  # the damage lies well past the first 16 KB
    brotli_packed = brotli.compress(large)
    zstd_packed = zstandard.ZstdCompressor().compress(large)
    path = (Archive(tmp_path / "bad.warc.gz", gzipped=True)
            .response("http://a.example/first", page(STORIES[0]))
            .response("http://a.example/cut", packed[: len(packed) // 2],
                      headers=[("Content-Encoding", "gzip")])
            .response("http://a.example/corrupt", corrupted(packed, 3 * len(packed) // 4),
                      headers=[("Content-Encoding", "gzip")])
            .response("http://a.example/bad-crc", packed[:-8] + b"\0\0\0\0" + packed[-4:],
                      headers=[("Content-Encoding", "gzip")])
            .response("http://a.example/cut-br", brotli_packed[: len(brotli_packed) // 2],
                      headers=[("Content-Encoding", "br")])
            .response("http://a.example/cut-zstd", zstd_packed[: len(zstd_packed) // 2],
                      headers=[("Content-Encoding", "zstd")])
            .response("http://a.example/cut-deflate", zlib.compress(large)[:5000],
                      headers=[("Content-Encoding", "deflate")])
            .response("http://a.example/cut-chunks", chunked(large)[:50_000],
                      headers=[("Transfer-Encoding", "chunked")])
            .response("http://a.example/compress", b"\x1f\x9d\x90<html>",
                      headers=[("Content-Encoding", "compress")])
            .response("http://a.example/last", page(STORIES[1]))
            .write())
    documents = read(path)
    found = [outcome(d) for d in documents]
    assert [f[0].rsplit("/", 1)[1] for f in found] == [
        "first", "cut", "corrupt", "bad-crc", "cut-br", "cut-zstd", "cut-deflate",
        "cut-chunks", "compress", "last"]  # nothing after a bad record is lost
    assert found[0][2] == found[-1][2] == "page"
    reasons = {f[0].rsplit("/", 1)[1]: f[3] for f in found[1:-1]}
    assert all(f[2] == "error" for f in found[1:-1]), found
    assert reasons["cut"].startswith("gzip content encoding: body cut short")
    assert reasons["corrupt"].startswith("gzip content encoding: corrupt data")
    assert reasons["bad-crc"].startswith("gzip content encoding: corrupt data (Error -3 "
                                         "while decompressing data: incorrect data check")
    assert reasons["cut-br"].startswith("br content encoding: body cut short")
    assert reasons["cut-zstd"].startswith("zstd content encoding: body cut short")
    assert reasons["cut-deflate"].startswith("deflate content encoding: body cut short")
    assert reasons["cut-chunks"].startswith("chunked transfer coding: body cut short")
    assert reasons["compress"] == "unsupported content encoding: compress"
    captured = capfd.readouterr()
    assert captured.err == "" and captured.out == ""  # warcio printed "Error -3 ..." here


def test_a_decompression_bomb_stops_at_the_size_limit_with_a_note(tmp_path, monkeypatch):
    monkeypatch.setattr(readers_base, "MAX_DOCUMENT_BYTES", 1000)
    bomb = b"<p>" + b"the cat was here " * 100_000
    path = Archive(tmp_path / "bomb.warc")
    for coding, body in [("gzip", gzip.compress(bomb)), ("br", brotli.compress(bomb)),
                         ("zstd", zstandard.ZstdCompressor().compress(bomb))]:
        path.response(f"http://a.example/{coding}", body, headers=[("Content-Encoding", coding)])
    for document in read(path.write()):
        assert len(document.content) == 1000, document.doc_id
        assert document.note == "truncated to 1000 bytes"


# --- records that are no page -----------------------------------------------------------------


def test_non_pages_are_skipped_and_crawl_records_yield_nothing(tmp_path):
    png = b"\x89PNG\r\n\x1a\n" + bytes(200)
    path = (Archive(tmp_path / "n.warc")
            .record("", "warcinfo", b"software: test\r\n")
            .request("http://a.example/")
            .response("http://a.example/", page(STORIES[0]))
            .record("http://a.example/", "metadata", b"fetchTimeMs: 12\r\n")
            .response("http://a.example/logo.png", png, content_type="image/png")
            .response("http://a.example/r.pdf", b"%PDF-1.4\n", content_type="application/pdf")
            .response("http://a.example/fake.html", png)
            .revisit("http://a.example/")
            .record("http://a.example/c", "conversion", b"text", "text/plain")
            .write())
    assert [outcome(d) for d in read(path)] == [
        ("http://a.example/", 200, "page", None),
        ("http://a.example/logo.png", 200, "skipped", "non-HTML content type: image/png"),
        ("http://a.example/r.pdf", 200, "skipped", "non-HTML content type: application/pdf"),
        ("http://a.example/fake.html", 200, "skipped", "binary content, not HTML (PNG image)"),
        ("http://a.example/", None, "skipped",
         ("revisit record (identical-payload-digest): the payload of http://a.example/ was "
          "archived before")),
        ("http://a.example/c", None, "skipped", "conversion record, not a page"),
    ]


def test_skipped_records_are_counted_never_extracted_nor_errors(tmp_path):
    path = (Archive(tmp_path / "k.warc")
            .response("http://a.example/", page(STORIES[0]))
            .response("http://a.example/i.png", b"\x89PNG\r\n\x1a\n", content_type="image/png")
            .revisit("http://a.example/").write())
    result = cluster(read_documents([str(path)]))
    assert result.status == ["ok", SKIPPED, SKIPPED]
    assert result.labels.tolist()[1:] == [-1, -1]
    counts = result.counts()
    assert (counts["ok"], counts["skipped"], counts["errors"]) == (1, 2, 0)


def test_a_warc_of_only_crawl_records_is_still_reported(tmp_path):
    path = Archive(tmp_path / "r.warc").record("", "warcinfo").request("http://a.example/")
    [document] = read(path.write())
    assert "no response records in WARC" in document.error
    assert "(1 request, 1 warcinfo)" in document.error


# --- ARC ----------------------------------------------------------------------------------------


def arc_record(url: str, block: bytes, content_type: str = "text/html") -> bytes:
    return f"{url} 192.0.2.1 20260101000000 {content_type} {len(block)}\n".encode() + block \
        + b"\n"


def arc_file(gzipped: bool) -> bytes:
    header = b"1 0 spotsigs tests\nURL IP-address Archive-date Content-type Archive-length\n"
    records = [
        arc_record("filedesc://test.arc", header, "text/plain"),
        arc_record("http://a.example/", b"HTTP/1.0 200 OK\r\nContent-Type: text/html; "
                   b"charset=koi8-r\r\n\r\n" + page(STORIES[0])),
        arc_record("http://a.example/old", b"HTTP/1.0 301 Moved\r\nLocation: /new\r\n\r\n"),
        arc_record("http://a.example/missing", b"HTTP/1.0 404 Not Found\r\n\r\n" + NOT_FOUND),
        arc_record("http://a.example/next", b"HTTP/1.0 200 OK\r\n\r\n" + page(STORIES[1])),
        arc_record("dns:a.example", b"20260101000000\na.example. 300 IN A 192.0.2.1\n",
                   "text/dns"),
    ]
    if gzipped:
        return b"".join(gzip.compress(r, mtime=0) for r in records)
    return b"".join(records)


@pytest.mark.parametrize("name", ["crawl.arc", "crawl.arc.gz"])
def test_arc_files_are_read_record_by_record_with_the_same_rules(tmp_path, name):
    path = tmp_path / name
    path.write_bytes(arc_file(name.endswith(".gz")))
    documents = read(path)  # was one merged page (given directly) or nothing (in a folder)
    assert [outcome(d) for d in documents] == [
        ("http://a.example/", 200, "page", None),
        ("http://a.example/old", 301, "skipped", "HTTP 301 redirect to /new"),
        ("http://a.example/missing", 404, "page", None),
        ("http://a.example/next", 200, "page", None),
        ("dns:a.example", None, "skipped", "non-HTML content type: text/dns"),
    ]
    assert documents[0].metadata["charset"] == "koi8-r" and documents[0].record_id is None
    assert [d.doc_id for d in read(tmp_path)] == [d.doc_id for d in documents]  # in a folder
    assert [s for _, s, _ in statuses(path)] == ["ok", "skipped", "synthetic", "ok", "skipped"]


def test_a_cut_arc_ends_with_an_error_after_its_whole_records(tmp_path):
    data = arc_file(gzipped=False)
    path = tmp_path / "cut.arc"
    path.write_bytes(data[: data.index(b"http://a.example/next") + 60])
    found = [outcome(d) for d in read(path)]
    assert [f[2] for f in found] == ["page", "skipped", "page", "error"]
    assert found[-1][3].startswith("truncated or corrupt WARC after 4 records")


# --- the command line ---------------------------------------------------------------------------


def crawl(tmp_path: Path) -> Path:
    """A small crawl: 3 pages (2 copies of one story), a 404, a redirect, an image, a revisit,
    a cut gzip body, with the requests and metadata a crawler writes."""
    archive = Archive(tmp_path / "crawl.warc.gz", gzipped=True).record("", "warcinfo")
    pages = [("a", page(STORIES[0], "Daily")), ("b", page(STORIES[0], "Herald")),
             ("c", page(STORIES[1]))]
    for name, body in pages:
        archive.request(f"http://news.example/{name}")
        archive.response(f"http://news.example/{name}", gzip.compress(body),
                         headers=[("Content-Encoding", "gzip")])
    archive.response("http://news.example/gone", NOT_FOUND, "404 Not Found")
    archive.response("http://news.example/old", b"", "301 Moved Permanently",
                     [("Location", "http://news.example/a")])
    archive.response("http://news.example/i.png", b"\x89PNG\r\n\x1a\n", content_type="image/png")
    archive.revisit("http://news.example/a")
    archive.response("http://news.example/cut", gzip.compress(ARTICLE)[:100],
                     headers=[("Content-Encoding", "gzip")])
    archive.response("http://news.example/last", page(STORIES[2]))
    return archive.write()


def test_cluster_command_counts_skipped_records(tmp_path, capsys):
    out = tmp_path / "c.jsonl"
    code = main(["cluster", str(crawl(tmp_path)), "-o", str(out)])
    err = capsys.readouterr().err
    assert code == 0, err
    # No pairs asked: matching keeps only what the clusters need, so none are counted.
    assert ("9 documents read: 4 ok, 1 synthetic, 3 skipped, 1 errors; 3 clusters "
            "(1 with 2+ pages);") in err
    assert main(["cluster", str(crawl(tmp_path)), "-o", str(tmp_path / "d.jsonl"), "--pairs",
                 str(tmp_path / "p.jsonl")]) == 0
    assert ("9 documents read: 4 ok, 1 synthetic, 3 skipped, 1 errors; 1 pairs, 3 clusters "
            "(1 with 2+ pages);") in capsys.readouterr().err
    assert (tmp_path / "d.jsonl").read_bytes() == out.read_bytes()
    records = [json.loads(line) for line in out.read_text().splitlines()]
    assert [(r["id"].rsplit("/", 1)[1], r["status"], r["http_status"]) for r in records] == [
        ("a", "ok", 200), ("b", "ok", 200), ("c", "ok", 200), ("gone", "synthetic", 404),
        ("old", "skipped", 301), ("i.png", "skipped", 200), ("a#2", "skipped", None),
        ("cut", "error", 200), ("last", "ok", 200)]
    by_id = {r["id"]: r for r in records}
    assert by_id["http://news.example/gone"]["reason"] == "HTTP 404"
    assert by_id["http://news.example/old"]["reason"] == \
        "HTTP 301 redirect to http://news.example/a"
    assert by_id["http://news.example/a"]["cluster"] == by_id["http://news.example/b"]["cluster"]
    assert list(records[0])[-2:] == ["http_status", "lang"]
    assert "warning" in err and "gzip content encoding: body cut short" in err


def test_cluster_command_fails_only_when_nothing_could_be_read(tmp_path, capsys):
    path = (Archive(tmp_path / "bad.warc")
            .response("http://a.example/", b"\x1f\x8b\x08\x00", headers=[("Content-Encoding",
                                                                          "gzip")]).write())
    assert main(["cluster", str(path), "-q", "-o", str(tmp_path / "o.jsonl")]) == 1
    only_skipped = Archive(tmp_path / "img.warc").response(
        "http://a.example/i.png", b"\x89PNG\r\n\x1a\n", content_type="image/png").write()
    assert main(["cluster", str(only_skipped), "-o", str(tmp_path / "p.jsonl")]) == 0
    assert "1 documents read: 0 ok, 0 synthetic, 1 skipped, 0 errors;" in capsys.readouterr().err


def test_index_build_counts_skipped_records(tmp_path, capsys):
    code = main(["index", "build", str(tmp_path / "idx"), str(crawl(tmp_path))])
    err = capsys.readouterr().err
    assert code == 0, err
    assert "9 documents read: 4 ok, 1 synthetic, 3 skipped, 1 errors" in err
