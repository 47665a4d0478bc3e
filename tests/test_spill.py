"""Pairs in bounded memory (issue 28): sorted runs spilled to disk and merged back, and the
spanning forest the clusters are built from."""

import json
from pathlib import Path

import numpy as np
import pytest
from scipy.sparse import coo_matrix
from scipy.sparse.csgraph import connected_components

from spotsigs import spill
from spotsigs.cli import main
from spotsigs.spill import SortedPairs, SpanningPairs, spanning_forest


def random_pairs(rng, n=300, count=5000):
    """Distinct pairs (i < j) of n documents in random order, with similarities."""
    i, j = rng.integers(0, n, (2, count * 2))
    key = np.unique(np.minimum(i, j) * n + np.maximum(i, j))
    key = rng.permutation(key[key // n != key % n])[:count]
    return key // n, key % n, rng.random(len(key))


def sorted_reference(pairs):
    i, j, s = pairs
    order = np.lexsort((j, i))
    return i[order], j[order], s[order]


def in_parts(rng, pairs, parts=17):
    cuts = np.sort(rng.integers(0, len(pairs[0]), parts))
    return zip(*(np.split(column, cuts) for column in pairs))


@pytest.mark.parametrize("run_pairs, size", [(10**9, 64), (97, 64), (1, 1000), (500, 7)])
def test_sorted_pairs_read_back_sorted_whatever_the_runs(run_pairs, size):
    rng = np.random.default_rng(run_pairs)
    pairs = random_pairs(rng)
    store = SortedPairs(run_pairs)
    for part in in_parts(rng, pairs):
        store.add(part)
    assert len(store) == len(pairs[0])
    chunks = list(store.chunks(size))
    merged = [np.concatenate(c) for c in zip(*chunks)]
    for got, want in zip(merged, sorted_reference(pairs)):
        assert np.array_equal(got, want)
    assert all(np.array_equal(a, b) for a, b in zip(store.arrays(), merged))
    spilled = store.runs is not None
    assert spilled == (run_pairs < len(pairs[0]))
    if spilled:  # the chunks are bounded by the read size, not by the pairs
        assert max(len(c[0]) for c in chunks) <= size * (len(store.runs.paths) + 1)
        folder = store.runs.folder
        assert folder.is_dir()
        store.close()
        assert not folder.exists()


def test_without_leaves_out_the_pairs_of_documents_and_counts_the_rest():
    rng = np.random.default_rng(1)
    pairs = random_pairs(rng)
    store = SortedPairs(300)
    store.add(pairs)
    store.add(([5], [6], [0.5]))  # held after the runs
    dropped = np.array([3, 5, 40, 299])
    view = store.without(dropped)
    i, j, s = sorted_reference(tuple(np.append(c, v) for c, v in zip(pairs, (5, 6, 0.5))))
    keep = ~(np.isin(i, dropped) | np.isin(j, dropped))
    assert len(view) == keep.sum() < len(store)
    assert all(np.array_equal(a, b[keep]) for a, b in zip(view.arrays(), (i, j, s)))
    assert len(store.arrays()[0]) == len(i)  # the view leaves the store as it was


def components(n, i, j):
    graph = coo_matrix((np.ones(len(i)), (i, j)), shape=(n, n))
    labels = connected_components(graph, directed=False)[1]
    # The same partition whatever the numbering: each node's label as its first member.
    first = {}
    return np.array([first.setdefault(label, k) for k, label in enumerate(labels)])


@pytest.mark.parametrize("run_pairs", [10**9, 50])
def test_spanning_pairs_keep_the_components_and_every_pair_of_the_others(run_pairs):
    rng = np.random.default_rng(run_pairs)
    n = 300
    pairs = random_pairs(rng, n, 600)
    reducible = rng.random(n) < 0.9
    links = SpanningPairs(reducible, run_pairs)
    for part in in_parts(rng, pairs):
        links.add(part)
    i, j, s = links.pairs()
    assert np.array_equal(components(n, i, j), components(n, pairs[0], pairs[1]))
    key = dict(zip(zip(pairs[0].tolist(), pairs[1].tolist()), pairs[2].tolist()))
    assert all(key[(a, b)] == c for a, b, c in zip(i.tolist(), j.tolist(), s.tolist()))
    assert np.all(np.lexsort((j, i)) == np.arange(len(i)))
    others = ~(reducible[pairs[0]] & reducible[pairs[1]])
    kept = set(zip(i.tolist(), j.tolist()))
    assert all(p in kept for p in zip(pairs[0][others].tolist(), pairs[1][others].tolist()))
    assert len(i) <= n - 1 + others.sum() < len(pairs[0])


def test_a_spanning_forest_is_a_subset_with_the_same_components():
    rng = np.random.default_rng(3)
    i, j, s = random_pairs(rng, 200, 400)
    fi, fj, fs = spanning_forest(i, j, s, 200)
    assert np.array_equal(components(200, fi, fj), components(200, i, j))
    assert len(fi) == 200 - len(set(components(200, i, j).tolist()))
    assert len(spanning_forest(i[:0], j[:0], s[:0], 200)[0]) == 0


def family_corpus(path: Path) -> Path:
    """Two families of near-copies (hundreds of pairs), exact repeats, and a site's short
    error page under 6 paths (soft 404s: their pairs are dropped from the output)."""
    rng = np.random.default_rng(5)
    words = [f"w{k}" for k in range(3000)]
    stop = "the a of to in and that was for on with as by at from it is".split()

    def text(length):  # a stopword before every other word: spots everywhere
        return [str(w) for pair in zip(rng.choice(stop, length // 2),
                                       rng.choice(words, length // 2)) for w in pair]

    records = []
    for f, size in enumerate((45, 30)):
        base = text(220)
        for k in range(size):
            copy = [w for w in base if rng.random() > 0.05] + [f"x{v}" for v in
                                                               rng.integers(0, 9999, 3)]
            records.append({"id": f"https://s{k}.example/f{f}", "text": " ".join(copy)})
    records += [dict(records[3], id=f"https://mirror{k}.example/f0") for k in range(4)]
    error = " ".join(text(50))
    records += [{"id": f"https://shop.example/p{k}", "text": error + f" p{k}"}
                for k in range(6)]
    path.write_text("".join(json.dumps(r) + "\n" for r in rng.permutation(records)))
    return path


def test_spilled_pairs_write_the_same_files(tmp_path, monkeypatch):
    source = family_corpus(tmp_path / "in.jsonl")
    outputs = {}
    for run_pairs in (spill.RUN_PAIRS, 13):
        monkeypatch.setattr(spill, "RUN_PAIRS", run_pairs)
        out, pairs = tmp_path / f"{run_pairs}.jsonl", tmp_path / f"{run_pairs}.pairs.csv"
        assert main(["cluster", str(source), "-q", "-j", "2", "-o", str(out),
                     "--pairs", str(pairs)]) == 0
        outputs[run_pairs] = (out.read_bytes(), pairs.read_bytes())
    assert outputs[13] == outputs[spill.RUN_PAIRS]
    clusters, pairs = outputs[13]
    records = [json.loads(line) for line in clusters.decode().splitlines()]
    assert sum(r["status"] == "synthetic" for r in records) >= 6
    assert b"shop.example" not in pairs  # the soft 404s' pairs are left out
    assert len(pairs.splitlines()) - 1 > 1000  # header, then most of the families' 1,611
