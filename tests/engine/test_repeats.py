"""Exact repeats are matched once per group (``spotsigs.repeats``): the clusters are exactly
those of every pair, the pairs name each follower once (with its leader, similarity 1.0), and
both engines write the same bytes."""

from __future__ import annotations

import io
import json

import numpy as np
import pytest
from conftest import NOT_FOUND, dask_outputs, render

from spotsigs.engine import LocalEngine, Run
from spotsigs.engine import stages as flow
from spotsigs.features import SignatureBatch
from spotsigs.methods import METHODS, make_method
from spotsigs.repeats import follower_pairs, leaders, row_digests

SHORT = ("<html><body><article><p>The shop is closed for the holidays and will open again in "
         "the new year, when all of the orders will be sent to the customers who have been "
         "waiting for them since the start of the month, as the owner said in a letter to "
         "the town.</p></article></body></html>")


def repeats_corpus(folder) -> str:
    """JSONL pages: stories under three templates, one story repeated 12 times on five hosts,
    a short page repeated under five paths of one host (a soft 404) and two paths of another,
    and a 404 page repeated; returns its path."""
    records = []
    for story in ("floods", "election", "transfer"):
        for template in ("daily", "herald", "post"):
            records.append((f"https://{template}.example/{story}", render(story, template)))
    for k in range(12):
        records.append((f"https://mirror{k % 5}.example/copy/{k}", render("floods", "daily")))
    for k in range(5):
        records.append((f"https://shop.example/item/{k}", SHORT))
    for k in range(2):
        records.append((f"https://store.example/item/{k}", SHORT))
        records.append((f"https://gone.example/{k}", NOT_FOUND))
    rng = np.random.default_rng(7)
    order = rng.permutation(len(records))
    path = folder / "repeats.jsonl"
    path.write_text("".join(json.dumps({"id": f"d{n}", "url": records[k][0],
                                        "html": records[k][1]}) + "\n"
                            for n, k in enumerate(order.tolist())), encoding="utf-8")
    return str(path)


def local_outputs(inputs: list[str], method: str, stages=None) -> tuple[str, str, dict]:
    run = Run(make_method(method), 0.4, inputs=inputs)
    corpus = LocalEngine().run(run, stages or flow.STAGES)
    clusters, pairs = io.StringIO(), io.StringIO()
    corpus.result.records.write_clusters(clusters, "jsonl")
    corpus.result.records.write_pairs(pairs, "jsonl")
    return clusters.getvalue(), pairs.getvalue(), corpus.result.counts()


def without_repeats():
    return tuple(s for s in flow.STAGES if s.name != "repeats")


def pair_set(text: str) -> set[tuple[str, str, float]]:
    return {(p["a"], p["b"], p["similarity"]) for p in map(json.loads, text.splitlines())}


@pytest.mark.parametrize("method", sorted(METHODS))
def test_clusters_are_those_of_every_pair_and_each_follower_pairs_once(tmp_path, method):
    inputs = [repeats_corpus(tmp_path)]
    clusters, pairs, counts = local_outputs(inputs, method)
    every_clusters, every_pairs, every_counts = local_outputs(inputs, method, without_repeats())
    assert clusters == every_clusters
    assert pair_set(pairs) <= pair_set(every_pairs)
    if method == "imatch":  # its IDF is the batch's: repeats are matched as any document
        assert pairs == every_pairs
        return
    records = [json.loads(line) for line in clusters.splitlines()]
    soft404 = [r["id"] for r in records if (r["reason"] or "").startswith("soft 404")]
    assert len(soft404) == 5  # the short page's five paths of one host, a whole group
    # The 12 copies (and the daily floods page they copy) are one group: 12 follower pairs
    # instead of 13 * 12 / 2, each at 1.0 with the group's first.
    assert counts["pairs"] < every_counts["pairs"] - 60
    followers = [p for p in map(json.loads, pairs.splitlines()) if p["similarity"] == 1.0]
    leaders_of = {p["b"]: p["a"] for p in followers}
    assert len(leaders_of) == len(followers)  # a follower pairs with one leader


def test_both_engines_write_the_same_bytes_with_repeats(tmp_path, scheduler):
    inputs = [repeats_corpus(tmp_path)]
    for method in ("spotsigs", "minhash", "simhash"):
        clusters, pairs, _ = local_outputs(inputs, method)
        params = make_method(method).params()
        assert dask_outputs(inputs, 0.4, params, scheduler, shard_docs=8)[:2] == \
            (clusters, pairs), method


def test_leaders_are_the_first_of_equal_keys():
    keys = (np.array([5, 3, 5, 5, 3], np.uint64), np.array([1, 1, 1, 2, 1], np.uint64))
    docs = np.array([10, 11, 12, 13, 14])
    assert leaders(keys, docs).tolist() == [10, 11, 10, 13, 11]
    i, j, s = follower_pairs(docs, leaders(keys, docs))
    assert (i.tolist(), j.tolist(), s.tolist()) == ([10, 11], [12, 14], [1.0, 1.0])
    shuffled = np.array([4, 2, 0, 3, 1])  # rows in any order: the same leader per document
    assert leaders(tuple(k[shuffled] for k in keys), docs[shuffled]).tolist() == \
        np.array([10, 11, 10, 13, 11])[shuffled].tolist()


def test_digests_tell_multisets_apart_by_counts_and_lengths():
    def batch(*rows):
        offsets = np.cumsum([0] + [len(r) for r in rows])
        hashes = np.array([h for r in rows for h, _ in r], np.uint64)
        counts = np.array([c for r in rows for _, c in r], np.uint32)
        return SignatureBatch(offsets, hashes, counts)

    digests = row_digests(batch([(1, 1), (2, 1)], [(1, 1), (2, 1)], [(1, 2), (2, 1)],
                                [(1, 1)], [(1, 1), (2, 1), (3, 1)], []))
    rows = {tuple(d) for d in digests.tolist()}
    assert len(rows) == 5 and (digests[0] == digests[1]).all()
