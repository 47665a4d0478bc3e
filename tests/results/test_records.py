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
