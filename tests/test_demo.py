"""The bundled demo corpus (real pages, real 404s) through the command line, as `make demo` runs it."""

from __future__ import annotations

import json
from pathlib import Path

from spotsigs.cli import main
from spotsigs.evaluate import evaluate, read_clusters

DEMO = Path(__file__).resolve().parents[1] / "data" / "demo"


def test_demo_corpus_clusters_stories_across_templates_and_flags_404s(tmp_path, capsys):
    out, pairs = tmp_path / "c.jsonl", tmp_path / "p.jsonl"
    assert main(["cluster", str(DEMO / "pages"), "-o", str(out), "--pairs", str(pairs)]) == 0
    records = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    gold = {r["id"]: r for r in map(json.loads, (DEMO / "gold.jsonl").read_text().splitlines())}
    assert sorted(r["id"] for r in records) == sorted(gold)  # nothing dropped
    flagged = {r["id"] for r in records if r["status"] == "synthetic"}
    pages_404 = {i for i, g in gold.items() if g["kind"] == "404"}
    assert len(flagged & pages_404) >= 4
    assert all(gold[i]["kind"] == "404" or not gold[i].get("english") for i in flagged)
    scores = evaluate(read_clusters(DEMO / "gold.jsonl"), read_clusters(out))
    assert scores.pair_precision >= 0.95 and scores.pair_recall >= 0.7
    err = capsys.readouterr().err
    assert "43 documents read" in err


def test_demo_output_is_identical_for_two_jobs_and_small_batches(tmp_path):
    one, two = tmp_path / "one.jsonl", tmp_path / "two.jsonl"
    assert main(["cluster", str(DEMO / "pages"), "-o", str(one), "-q"]) == 0
    assert main(["cluster", str(DEMO / "pages"), "-o", str(two), "-q", "-j", "2",
                 "--batch-size", "5"]) == 0
    assert one.read_bytes() == two.read_bytes()
