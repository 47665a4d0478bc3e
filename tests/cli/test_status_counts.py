"""The documents by status in 'show' and in the report's overview: ok, synthetic, skipped and
errors add up to the documents read (issue 23: skipped records were left out of both)."""

from __future__ import annotations

import io
import json
import re
from pathlib import Path

from warcio.statusandheaders import StatusAndHeaders
from warcio.warcwriter import WARCWriter

from spotsigs.cli import main
from spotsigs.results.show import render_clusters, status_counts

IO = Path(__file__).resolve().parents[1] / "data" / "io"


def crawl_with_skipped_records(path: Path) -> Path:
    """tests/data/io/warcfile.warc (16 HTML responses: ok and synthetic pages) followed by
    three records that are no page: an image, a redirect and a revisit."""
    stream = io.BytesIO()
    writer = WARCWriter(stream, gzip=False)
    image = StatusAndHeaders("200 OK", [("Content-Type", "image/png")], protocol="HTTP/1.1")
    writer.write_record(writer.create_warc_record(
        "http://a.example/logo.png", "response",
        payload=io.BytesIO(b"\x89PNG\r\n\x1a\n" + bytes(200)), http_headers=image))
    moved = StatusAndHeaders("301 Moved Permanently", [("Location", "/new")],
                             protocol="HTTP/1.1")
    writer.write_record(writer.create_warc_record(
        "http://a.example/old", "response", payload=io.BytesIO(b""), http_headers=moved))
    writer.write_record(writer.create_revisit_record(
        "http://a.example/", digest="sha1:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
        refers_to_uri="http://a.example/", refers_to_date="2026-01-01T00:00:00Z"))
    path.write_bytes((IO / "warcfile.warc").read_bytes() + stream.getvalue())
    return path


def test_show_and_the_report_count_every_document_of_a_crawl(tmp_path, capsys):
    crawl = crawl_with_skipped_records(tmp_path / "crawl.warc")
    inputs = [str(crawl), str(IO / "clipped.warc.gz")]  # the clipped record: an error
    clusters, report = tmp_path / "c.jsonl", tmp_path / "r.html"
    assert main(["cluster", *inputs, "-o", str(clusters), "-q"]) == 0
    records = [json.loads(line) for line in clusters.read_text().splitlines()]
    statuses = [r["status"] for r in records]
    expected = {s: statuses.count(s) for s in ("ok", "synthetic", "skipped", "error")}
    # synthetic: one short page, and http://0755krk.com/76104/list_4_1.html, a list of links
    # (the pagetype rule)
    assert expected == {"ok": 14, "synthetic": 2, "skipped": 3, "error": 1}
    capsys.readouterr()

    assert main(["show", str(clusters)]) == 0
    text = capsys.readouterr().out
    assert text.splitlines()[0].startswith("20 documents: 14 ok, 2 synthetic, 3 skipped, "
                                           "1 errors;")
    assert "skipped records (no page): 3" in text
    assert "http://a.example/logo.png: non-HTML content type: image/png" in text

    assert main(["report", str(clusters), "-i", *inputs, "-o", str(report)]) == 0
    page = report.read_text(encoding="utf-8")
    counts = {name: int(n.replace(",", "")) for name, n in
              re.findall(r"<tr><th>([^<]+)</th><td>([\d,]+)</td></tr>", page)}
    assert {k: counts[k] for k in ("documents", "ok", "synthetic", "skipped", "errors")} == {
        "documents": 20, "ok": 14, "synthetic": 2, "skipped": 3, "errors": 1}
    assert "Skipped records (no page): 3" in page
    assert "HTTP 301 redirect to /new" in page


def record(doc_id: str, status: str | None) -> dict:
    return {"id": doc_id, "cluster": 0 if status == "ok" else None, "representative": "a",
            "status": status, "reason": "why", "signatures": 10}


def test_a_status_the_pipeline_never_writes_is_counted_too():
    records = [record("a", "ok"), record("b", "skipped"), record("c", "pending"),
               record("d", None)]
    assert status_counts(records) == {"ok": 1, "synthetic": 0, "skipped": 1, "error": 0,
                                      "other": 2}
    header = render_clusters(records).splitlines()[0]
    assert header.startswith("4 documents: 1 ok, 0 synthetic, 1 skipped, 0 errors, "
                             "2 of another status;")
    assert render_clusters(records[:1]).startswith("1 documents: 1 ok, 0 synthetic, 0 errors;")
