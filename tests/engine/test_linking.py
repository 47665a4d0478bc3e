"""Clusters without every pair (issue 28): the same records whether the pairs are asked or
not, on both engines' local form, for every method that uses the join."""

import json

import numpy as np
import pytest

from spotsigs.cli import main
from spotsigs.engine import LocalEngine, Run
from spotsigs.methods import make_method

WORDS = ("the a of to in and that was for on with as by at from it is were has had "
         "council river bridge market school vote police storm museum harbour festival "
         "budget railway hospital library airport stadium theatre factory court").split()


def story(rng, words=160):
    return [str(w) for w in rng.choice(WORDS, words)] + [f"w{k}" for k in
                                                         rng.integers(0, 100000, words // 2)]


def copy_of(rng, base):
    kept = [w for w, drop in zip(base, rng.random(len(base)) < 0.05) if not drop]
    return " ".join(kept + [f"x{k}" for k in rng.integers(0, 100000, 4)])


def corpus(tmp_path):
    """Three families of 40-60 near-copies, a few singletons, and a site's short error page
    served under 6 paths (the soft-404 rule's case, whose pairs must all be found)."""
    rng = np.random.default_rng(0)
    records = []
    for f, size in enumerate((60, 40, 50)):
        base = story(rng)
        records += [{"id": f"https://s{f}x{k}.example/story", "text": copy_of(rng, base)}
                    for k in range(size)]
    records += [{"id": f"https://solo.example/{k}", "text": " ".join(story(rng))}
                for k in range(5)]
    error = story(rng, 30)
    records += [{"id": f"https://shop.example/p{k}", "text": copy_of(rng, error)}
                for k in range(6)]
    order = rng.permutation(len(records))
    path = tmp_path / "in.jsonl"
    path.write_text("".join(json.dumps(records[k]) + "\n" for k in order))
    return path


@pytest.mark.parametrize("method", ["spotsigs", "shingles"])
def test_records_are_the_same_with_and_without_pairs(tmp_path, capsys, method):
    source = corpus(tmp_path)
    base = ["cluster", str(source), "-m", method, "-q"]
    assert main(base + ["-o", str(tmp_path / "a.jsonl")]) == 0
    assert main(base + ["-o", str(tmp_path / "b.jsonl"), "--pairs",
                        str(tmp_path / "p.jsonl")]) == 0
    assert (tmp_path / "a.jsonl").read_bytes() == (tmp_path / "b.jsonl").read_bytes()
    records = [json.loads(line) for line in (tmp_path / "a.jsonl").read_text().splitlines()]
    shop = [r for r in records if "shop.example" in r["id"]]
    assert len(shop) == 6 and all(r["status"] == "synthetic" for r in shop)
    sizes = sorted(np.bincount([r["cluster"] for r in records if r["status"] == "ok"]))
    assert sizes[-3:] == [40, 50, 60]
    pairs = (tmp_path / "p.jsonl").read_text().splitlines()
    assert len(pairs) > 2000  # the families' pairs: all written when asked
    run = Run(make_method(method), inputs=[str(source)], formats=("jsonl", None))
    kept = LocalEngine().cluster(run).records.result
    assert not kept.all_pairs and len(kept.pairs[0]) < len(pairs) / 4


def test_jobs_and_batches_do_not_change_the_records(tmp_path):
    source = corpus(tmp_path)
    outputs = []
    for k, extra in enumerate((["-j", "1"], ["-j", "2", "--batch-size", "7"])):
        out = tmp_path / f"{k}.jsonl"
        assert main(["cluster", str(source), "-q", "-o", str(out)] + extra) == 0
        outputs.append(out.read_bytes())
    assert outputs[0] == outputs[1]


@pytest.mark.parametrize("shard_docs, threshold", [(23, "0.4"), (1000, "0.8"), (23, "0.7")])
def test_dask_keeps_the_local_records_without_pairs(scheduler, tmp_path, shard_docs,
                                                    threshold):
    """Each length partition's task keeps the pairs its clusters need; across partitions
    (families straddle them) the records are still the local engine's."""
    import io

    from spotsigs.engine.dask import DaskEngine

    source = corpus(tmp_path)
    expected = tmp_path / "local.jsonl"
    assert main(["cluster", str(source), "-q", "-o", str(expected), "-t", threshold]) == 0
    engine = DaskEngine(scheduler, tmp_path, shard_docs)
    run = Run(make_method("spotsigs"), float(threshold), inputs=[str(source)],
              formats=("jsonl", None))
    with engine.cluster(run) as result:
        clusters = io.StringIO()
        result.records.write_clusters(clusters, "jsonl")
        assert result.counts()["pairs"] is None
    assert clusters.getvalue() == expected.read_text(encoding="utf-8")


@pytest.mark.parametrize("shard_docs", [23, 1000])
def test_dask_pairs_are_the_local_pairs_and_clusters_come_from_links(scheduler, tmp_path,
                                                                    shard_docs):
    """With ``--pairs`` every join task writes all its pairs (the output) and a spanning
    forest of them (the clusters): the files are the local engine's, soft 404s left out."""
    import io

    from spotsigs.engine.dask import DaskEngine

    source = corpus(tmp_path)
    expected, expected_pairs = tmp_path / "local.jsonl", tmp_path / "local.pairs.jsonl"
    assert main(["cluster", str(source), "-q", "-o", str(expected), "--pairs",
                 str(expected_pairs)]) == 0
    run = Run(make_method("spotsigs"), inputs=[str(source)], formats=("jsonl", "jsonl"))
    with DaskEngine(scheduler, tmp_path, shard_docs).cluster(run) as result:
        clusters, pairs = io.StringIO(), io.StringIO()
        result.records.write_clusters(clusters, "jsonl")
        result.records.write_pairs(pairs, "jsonl")
        assert result.counts()["pairs"] == len(pairs.getvalue().splitlines()) > 2000
    assert clusters.getvalue() == expected.read_text(encoding="utf-8")
    assert pairs.getvalue() == expected_pairs.read_text(encoding="utf-8")
    assert "shop.example" not in pairs.getvalue()
