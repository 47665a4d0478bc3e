"""``spotsigs dedup`` end to end: WARC to WARC byte for byte with the records that belong to the
kept responses, JSONL and Parquet round trips with every field, conversions, the keep rules,
the map, and what is refused."""

from __future__ import annotations

import gzip
import io
import json
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq
import pytest
from conftest import NOT_FOUND, render
from warcio.archiveiterator import ArchiveIterator
from warcio.statusandheaders import StatusAndHeaders
from warcio.warcwriter import WARCWriter

import spotsigs.cli.dedup as dedup_command
from spotsigs.cli import main

# (story, template): floods x3, election x2, transfer alone
PAGES = [("floods", "herald"), ("election", "daily"), ("floods", "daily"),
         ("transfer", "herald"), ("floods", "post"), ("election", "post")]


def run(argv: list[str], capsys) -> tuple[int, str]:
    code = main(argv)
    return code, capsys.readouterr().err


def read_jsonl(path: Path) -> list[dict]:
    opener = gzip.open if path.name.endswith(".gz") else open
    with opener(path, "rt", encoding="utf-8") as stream:
        return [json.loads(line) for line in stream]


def clusters_of(inputs: list[Path], tmp_path: Path, capsys) -> dict[str, dict]:
    """``spotsigs cluster``'s record per id: the oracle for what dedup keeps."""
    out = tmp_path / "clusters.jsonl"
    assert run(["cluster", *map(str, inputs), "-o", str(out), "-q"], capsys)[0] == 0
    return {r["id"]: r for r in read_jsonl(out)}


def expected_kept(records: dict[str, dict], keep: str, singletons: bool = True) -> set[str]:
    members: dict[int, list[dict]] = {}
    for record in records.values():  # in input order
        if record["cluster"] is not None:
            members.setdefault(record["cluster"], []).append(record)
    chosen = set()
    for group in members.values():
        if len(group) == 1 and not singletons:
            continue
        if keep == "representative":
            chosen.add(group[0]["representative"])
        elif keep == "first":
            chosen.add(group[0]["id"])
        else:
            chosen.add(max(group, key=lambda r: r["signatures"])["id"])  # max: the first
    return chosen


# --- WARC -----------------------------------------------------------------------------------


def crawl_warc(path: Path, gzipped: bool) -> Path:
    """A crawl as crawlers write it: warcinfo; per page a request and its response (the
    request naming the response by WARC-Concurrent-To for even pages, only right before it
    for odd ones) and a metadata record naming the response; a redirect, a 404 page, an
    image and a revisit in between."""
    stream = io.BytesIO()
    writer = WARCWriter(stream, gzip=gzipped)
    writer.write_record(writer.create_warcinfo_record(path.name, {"software": "test-crawler"}))

    def fetch(url: str, body: bytes, status: str = "200 OK", kind: str = "text/html",
              headers: tuple = (), concurrent: bool = True) -> None:
        http = StatusAndHeaders(status, [("Content-Type", kind), *headers], protocol="HTTP/1.1")
        response = writer.create_warc_record(url, "response", payload=io.BytesIO(body),
                                             http_headers=http)
        response_id = response.rec_headers.get_header("WARC-Record-ID")
        request = writer.create_warc_record(url, "request", http_headers=StatusAndHeaders(
            f"GET {url} HTTP/1.1", [("Host", "example")], is_http_request=True))
        if concurrent:
            request.rec_headers.add_header("WARC-Concurrent-To", response_id)
        metadata = writer.create_warc_record(url, "metadata", payload=io.BytesIO(
            f"fetchTimeMs: 12\r\nurl: {url}\r\n".encode()),
            warc_content_type="application/warc-fields")
        metadata.rec_headers.add_header("WARC-Concurrent-To", response_id)
        for record in (request, response, metadata):
            writer.write_record(record)

    for k, (story, template) in enumerate(PAGES):
        fetch(f"http://{template}.example/{story}", render(story, template).encode(),
              concurrent=k % 2 == 0)
        if k == 2:
            fetch("http://daily.example/old", render("floods", "daily").encode(),
                  "301 Moved Permanently", headers=(("Location", "http://daily.example/new"),))
            fetch("http://daily.example/missing", NOT_FOUND.encode(), "404 Not Found")
            fetch("http://daily.example/logo.png", b"\x89PNG\r\n\x1a\n" + bytes(300),
                  kind="image/png")
            writer.write_record(writer.create_revisit_record(
                "http://post.example/floods", digest="sha1:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
                refers_to_uri="http://post.example/floods",
                refers_to_date="2026-01-01T00:00:00Z"))
    path.write_bytes(stream.getvalue())
    return path


def warc_records(path: Path) -> list[tuple[str, str, str, str | None, bytes]]:
    """(type, target URI, record id, concurrent-to, the record's bytes gunzipped) of a WARC."""
    data = path.read_bytes()
    records = ArchiveIterator(io.BytesIO(data), no_record_parse=True)
    found = []
    for record in records:
        headers = record.rec_headers
        offset, length = records.get_record_offset(), records.get_record_length()
        block = data[offset:offset + length]
        found.append((record.rec_type, headers.get_header("WARC-Target-URI"),
                      headers.get_header("WARC-Record-ID"),
                      headers.get_header("WARC-Concurrent-To"),
                      gzip.decompress(block) if block[:2] == b"\x1f\x8b"
                      else block + b"\r\n\r\n"))  # warcio's length leaves the end out
    return found


@pytest.mark.parametrize(("source", "target"), [("crawl.warc.gz", "clean.warc.gz"),
                                                ("crawl.warc", "clean.warc"),
                                                ("crawl.warc.gz", "clean.warc")])
def test_warc_to_warc_keeps_one_response_per_cluster_whole_with_its_records(
        tmp_path, capsys, source, target):
    crawl = crawl_warc(tmp_path / source, source.endswith(".gz"))
    out = tmp_path / target
    code, err = run(["dedup", str(crawl), "-o", str(out)], capsys)
    assert code == 0
    oracle = clusters_of([crawl], tmp_path, capsys)
    kept_urls = {oracle[i]["url"] for i in expected_kept(oracle, "representative")}
    assert len(kept_urls) == 3  # floods, election, transfer
    records = warc_records(out)  # readable by warcio, record by record
    responses = [r for r in records if r[0] == "response"]
    assert {r[1] for r in responses} == kept_urls and len(responses) == 3
    assert not {r[1] for r in responses} & {"http://daily.example/old",
                                            "http://daily.example/missing",
                                            "http://daily.example/logo.png"}
    assert "revisit" not in {r[0] for r in records}
    # Each record is the input's, byte for byte, in input order: the warcinfo, and for each
    # kept response its request (by WARC-Concurrent-To or right before it) and metadata.
    originals = warc_records(crawl)
    kept_ids = {r[2] for r in originals if r[0] == "response" and r[1] in kept_urls}
    wanted = [r for r in originals if r[0] == "warcinfo" or r[2] in kept_ids
              or (r[0] in ("request", "metadata") and r[1] in kept_urls)]
    assert any(r[0] == "request" and r[3] is None for r in wanted)  # taken by its place
    assert [r[4] for r in records] == [r[4] for r in wanted]
    assert len(records) == 1 + 3 * 3
    if source.endswith(".gz") and target.endswith(".gz"):  # gzip members copied as they are
        assert out.read_bytes() in crawl.read_bytes() or \
            all(member in crawl.read_bytes() for member in _members(out.read_bytes()))
    assert "kept 3 (2 clusters, 1 singletons), dropped 7 (3 duplicates, 1 synthetic " \
           "[http 1], 3 skipped)" in err


def _members(data: bytes) -> list[bytes]:
    records = ArchiveIterator(io.BytesIO(data), no_record_parse=True)
    spans = [(records.get_record_offset(), records.get_record_length()) for _ in records]
    return [data[o:o + n] for o, n in spans]


def test_warc_map_names_every_document_and_why(tmp_path, capsys):
    crawl = crawl_warc(tmp_path / "crawl.warc.gz", gzipped=True)
    out, mapping = tmp_path / "clean.warc.gz", tmp_path / "map.jsonl"
    assert run(["dedup", str(crawl), "-o", str(out), "--map", str(mapping), "-q"],
               capsys)[0] == 0
    oracle = clusters_of([crawl], tmp_path, capsys)
    kept = expected_kept(oracle, "representative")
    mapped = read_jsonl(mapping)
    assert {m["id"] for m in mapped} | kept == set(oracle)  # complete
    assert not {m["id"] for m in mapped} & kept
    for entry in mapped:
        record = oracle[entry["id"]]
        if entry["kept"] is not None:  # a duplicate: names its cluster's kept page
            assert oracle[entry["kept"]]["cluster"] == record["cluster"]
            assert entry["kept"] in kept
        else:
            assert entry["reason"] == record["status"] in ("synthetic", "skipped", "error")
            assert entry["detail"] == record["reason"]
    assert {m["reason"] for m in mapped if m["kept"] is None} == {"synthetic", "skipped"}


# --- JSONL and Parquet ----------------------------------------------------------------------


def jsonl_input(path: Path) -> list[bytes]:
    """JSONL lines with fields of every kind, written in odd ways (key order, spacing, escapes),
    two of them sharing an id; a blank line in between."""
    lines = []
    for k, (story, template) in enumerate(PAGES):
        record = {"lang": "en", "id": "shared" if k in (1, 2) else f"{template}/{story}",
                  "html": render(story, template), "meta": {"rank": k, "tags": ["a", "é"]},
                  "score": k / 3, "ok": k % 2 == 0, "nothing": None}
        ascii_only = k % 2 == 1
        lines.append(json.dumps(record, ensure_ascii=ascii_only,
                                separators=(",", ":") if ascii_only else (", ", ": ")
                                ).encode() + b"\n")
    lines.append(json.dumps({"id": "404", "html": NOT_FOUND}).encode() + b"\n")
    path.write_bytes(lines[0] + b"\n" + b"".join(lines[1:]))
    return lines


@pytest.mark.parametrize("keep", ["representative", "first", "longest"])
def test_jsonl_lines_are_copied_as_they_were_for_each_keep_rule(tmp_path, capsys, keep):
    source = tmp_path / "pages.jsonl"
    lines = jsonl_input(source)
    out = tmp_path / "clean.jsonl"
    assert run(["dedup", str(source), "-o", str(out), "--keep", keep, "-q"], capsys)[0] == 0
    oracle = clusters_of([source], tmp_path, capsys)
    ids = list(oracle)  # in input order: line k of the input is document k
    kept = expected_kept(oracle, keep)
    assert out.read_bytes() == b"".join(lines[k] for k, i in enumerate(ids) if i in kept)


def test_the_keep_rules_pick_different_pages(tmp_path, capsys):
    source = tmp_path / "pages.jsonl"
    jsonl_input(source)
    oracle = clusters_of([source], tmp_path, capsys)
    picks = {keep: expected_kept(oracle, keep) for keep in ("first", "longest")}
    assert picks["first"] != picks["longest"]  # so the test above tells them apart
    assert {oracle[i]["cluster"] for i in picks["first"]} == \
        {oracle[i]["cluster"] for i in picks["longest"]}


def test_repeated_ids_are_matched_by_position_not_by_id(tmp_path, capsys):
    source = tmp_path / "pages.jsonl"
    lines = jsonl_input(source)  # lines 1 and 2 both have id "shared": election and floods
    out, mapping = tmp_path / "clean.jsonl.gz", tmp_path / "map.jsonl"
    assert run(["dedup", str(source), "-o", str(out), "--keep", "first", "--map", str(mapping),
                "-q"], capsys)[0] == 0
    with gzip.open(out, "rb") as stream:
        copied = stream.read().splitlines(keepends=True)
    assert copied == [lines[0], lines[1], lines[3]]  # floods, election ("shared"), transfer
    assert {"id": "shared#2", "kept": "herald/floods"} in read_jsonl(mapping)


def test_drop_singletons_keeps_only_pages_with_near_duplicates(tmp_path, capsys):
    source = tmp_path / "pages.jsonl"
    lines = jsonl_input(source)
    out, mapping = tmp_path / "clean.jsonl", tmp_path / "map.jsonl"
    code, err = run(["dedup", str(source), "-o", str(out), "--drop-singletons", "--keep",
                     "first", "--map", str(mapping)], capsys)
    assert code == 0
    assert out.read_bytes() == lines[0] + lines[1]  # transfer (alone) is gone
    assert {"id": "herald/transfer", "kept": None, "reason": "singleton",
            "detail": "no near-duplicate (--drop-singletons)"} in read_jsonl(mapping)
    assert "kept 2 (2 clusters, 0 singletons), dropped 5 (3 duplicates, 1 synthetic " \
           "[phrases 1], 1 singletons)" in err


def test_parquet_rows_keep_every_column_and_the_schema(tmp_path, capsys):
    rows = [{"id": f"{t}/{s}", "url": f"http://{t}.example/{s}", "html": render(s, t),
             "crawl": 7, "score": k / 3, "tags": ["x", str(k)], "fetched": None if k % 2 else k}
            for k, (s, t) in enumerate(PAGES)]
    table = pa.Table.from_pylist(rows).replace_schema_metadata({"origin": "test crawl"})
    sources = [tmp_path / "a.parquet", tmp_path / "b.parquet"]
    pq.write_table(table.slice(0, 3), sources[0], row_group_size=2)
    pq.write_table(table.slice(3), sources[1])
    out = tmp_path / "clean.parquet"
    assert run(["dedup", *map(str, sources), "-o", str(out), "--keep", "longest", "-q"],
               capsys)[0] == 0
    oracle = clusters_of(sources, tmp_path, capsys)
    kept = expected_kept(oracle, "longest")
    written = pq.read_table(out)
    assert written.schema.equals(pq.read_schema(sources[0]), check_metadata=True)
    assert written.schema.metadata[b"origin"] == b"test crawl"
    assert written.to_pylist() == [r for r in rows if r["id"] in kept]


# --- conversions ----------------------------------------------------------------------------


def test_html_files_and_warc_become_records_of_id_url_html(tmp_path, capsys, news_folder):
    crawl = crawl_warc(tmp_path / "crawl.warc.gz", gzipped=True)
    for out in (tmp_path / "clean.jsonl", tmp_path / "clean.parquet"):
        assert run(["dedup", str(news_folder), str(crawl), "-o", str(out), "-q"],
                   capsys)[0] == 0
        oracle = clusters_of([news_folder, crawl], tmp_path, capsys)
        records = read_jsonl(out) if out.suffix == ".jsonl" else pq.read_table(out).to_pylist()
        kept = expected_kept(oracle, "representative")
        assert [r["id"] for r in records] == [i for i in oracle if i in kept]
        for record in records:
            url = oracle[record["id"]]["url"]
            assert record["url"] == url
            assert "<html" in record["html"] and record.get("text") is None
            assert record.get("http_status") == (200 if url else None)
    assert list(read_jsonl(tmp_path / "clean.jsonl")[0]) in (
        ["id", "url", "html"], ["id", "url", "html", "http_status"])


def test_unsupported_outputs_are_refused_before_any_work(tmp_path, capsys, news_folder):
    source = tmp_path / "pages.jsonl"
    jsonl_input(source)
    for argv, message in (
            ([str(news_folder), "-o", str(tmp_path / "o.warc")], "WARC output needs WARC"),
            ([str(source), "-o", str(source)], "output file is also an input"),
            ([str(source), "-o", str(tmp_path / "o.csv")], "cannot tell the output format"),
            (["-", "-o", str(tmp_path / "o.jsonl")], "save standard input to a file"),
            ([str(source), "-o", str(tmp_path / "o.jsonl"), "--map", str(tmp_path / "o.jsonl")],
             "the same file")):
        code, err = run(["dedup", *argv], capsys)
        assert code == 2 and message in err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["news", "pages.jsonl"]


def test_an_input_changed_between_the_passes_writes_nothing(tmp_path, capsys, monkeypatch):
    source = tmp_path / "pages.jsonl"
    lines = jsonl_input(source)
    clustered = dedup_command.run_engine  # pass 1

    def cluster_then_edit(*args, **kwargs):
        result = clustered(*args, **kwargs)
        source.write_bytes(lines[3] + b"".join(lines))  # a line more at the top
        return result

    monkeypatch.setattr(dedup_command, "run_engine", cluster_then_edit)
    out = tmp_path / "clean.jsonl"
    code, err = run(["dedup", str(source), "-o", str(out), "--map", str(tmp_path / "m.jsonl")],
                    capsys)
    assert code == 1 and "the inputs changed while dedup ran" in err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["pages.jsonl"]
