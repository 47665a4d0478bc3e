"""A Dask join task writes every pair of a family in shards of bounded size (issue 28): the
same pairs whatever the shard size, each pair once."""

from __future__ import annotations

import numpy as np
from scipy.sparse import coo_matrix
from scipy.sparse.csgraph import connected_components

from spotsigs import ranks
from spotsigs.engine import LocalEngine, Run
from spotsigs.engine.dask import join as dask_join
from spotsigs.engine.dask.extract import write_extracted
from spotsigs.engine.dask.shards import Shard, ShardSet
from spotsigs.engine.stages import named
from spotsigs.join import all_pairs
from spotsigs.methods import make_method
from spotsigs.readers import Document

STOP = "the a of to in and that was for on with as by at from it is".split()


def family_documents(rng) -> list[Document]:
    """Two families of near-copies (hundreds of pairs) and a few other texts."""
    def text(length):
        return [str(w) for pair in zip(rng.choice(STOP, length // 2),
                                       rng.choice([f"w{k}" for k in range(2000)], length // 2))
                for w in pair]

    texts = []
    for size in (35, 25):
        base = text(200)
        texts += [" ".join(w for w in base if rng.random() > 0.05) for _ in range(size)]
    texts += [" ".join(text(200)) for _ in range(5)]
    order = rng.permutation(len(texts))
    return [Document(doc_id=str(k), url="", content=texts[k]) for k in order]


def read_pairs(written: list[dict]):
    columns = [np.concatenate([np.asarray(Shard(w["shard"]).array(c)) for w in written])
               for c in ("i", "j", "similarity")]
    order = np.lexsort((columns[1], columns[0]))
    return [c[order] for c in columns]


def components(n, i, j):
    graph = coo_matrix((np.ones(len(i)), (i, j)), shape=(n, n))
    labels = connected_components(graph, directed=False)[1]
    first = {}
    return [first.setdefault(label, k) for k, label in enumerate(labels.tolist())]


def test_a_join_task_writes_a_family_in_bounded_shards(tmp_path, monkeypatch):
    documents = family_documents(np.random.default_rng(2))
    run = Run(make_method("spotsigs"), 0.4, documents=documents)
    corpus = LocalEngine().run(run, named("extract"))
    batches = list(corpus.batches(20))
    paths = [write_extracted(str(tmp_path / f"extract-{k}"), [b])["shard"]
             for k, b in enumerate(batches)]
    shards = ShardSet(tuple(paths), np.cumsum([0] + [len(b.documents) for b in batches]))
    expected = all_pairs(corpus.features, 0.4)
    n = len(documents)
    assert len(expected[0]) > 600

    def join(name, every_pair):
        written = dask_join.join_partition(shards, 0, 10**6, 10**6, 0.4,
                                           str(tmp_path / "pairs" / name),
                                           every_pair=every_pair)
        found = [w for w in written if w.get("found", True)]
        links = [w for w in written if w.get("links", True)]
        return found, read_pairs(found), read_pairs(links)

    whole, found, links = join("whole", True)
    monkeypatch.setattr(dask_join, "SHARD_PAIRS", 100)
    monkeypatch.setattr(ranks, "CHUNK_ITEMS", 256)  # the join's parts: a few documents each
    cut, found_cut, links_cut = join("cut", True)
    assert len(whole) == 1 and len(cut) > 5
    assert max(w["pairs"] for w in cut) < 200  # a shard: SHARD_PAIRS and one part more
    for got, cut_got, want in zip(found, found_cut, expected):
        assert np.array_equal(got, want) and np.array_equal(cut_got, want)
    # What the clusters are built from: a spanning forest, the components of every pair.
    _, only_links, linking = join("linking", False)
    truth = components(n, expected[0], expected[1])
    for pairs in (links, links_cut, linking):
        assert len(pairs[0]) < n <= len(expected[0]) / 10
        assert components(n, pairs[0], pairs[1]) == truth
    assert all(np.array_equal(a, b) for a, b in zip(only_links, linking))
