"""The components computed in rounds by partition tasks equal scipy's connected components,
with the one-task engine's first member and representative, whatever the partition size."""

from __future__ import annotations

import numpy as np
import pytest
from scipy.sparse import coo_matrix
from scipy.sparse.csgraph import connected_components

from spotsigs.engine.dask import components as dask_components
from spotsigs.engine.dask.components import component_partitions, find_components
from spotsigs.engine.dask.shards import Shard, write_pairs, write_shard


class InlineTasks:
    """Runs every task at once in this process; counts them."""

    def __init__(self) -> None:
        self.count = 0

    def submit(self, fn, *args, **kwargs):
        self.count += 1
        return fn(*args, **kwargs)

    def gather(self, results: list) -> list:
        return list(results)


def _corpus(folder, rng, n: int, i: np.ndarray, j: np.ndarray, pair_shards: int = 3):
    """Extract shards (sizes only) of random lengths over ``n`` documents and the pairs
    (i < j) spread over ``pair_shards`` shards sorted by (i, j), split per extract shard."""
    cuts = np.unique(np.concatenate([[0, n], rng.integers(1, max(2, n), max(1, n // 40))]))
    bounds = cuts.astype(np.int64)
    sizes = rng.integers(1, 6, n).astype(np.int64)
    shards = [write_shard(f"{folder}/extract/s{k:05d}", {"sizes": sizes[lo:hi]})
              for k, (lo, hi) in enumerate(zip(bounds[:-1], bounds[1:]))]
    owner = rng.integers(0, pair_shards, len(i))
    pairs = [write_pairs(f"{folder}/pairs/p{p}", i[owner == p], j[owner == p],
                         np.ones(int((owner == p).sum())), bounds)["shard"] for p in range(pair_shards)]
    return shards, bounds, pairs, sizes


def _expected(n: int, i: np.ndarray, j: np.ndarray, sizes: np.ndarray):
    """(nodes, first, representative) as the one-task components gave them."""
    graph = coo_matrix((np.ones(len(i), dtype=np.int8), (i, j)), shape=(n, n))
    count, label = connected_components(graph, directed=False)
    docs = np.arange(n)
    first = np.full(count, n)
    np.minimum.at(first, label, docs)
    order = np.lexsort((docs, -sizes, label))
    starts = np.flatnonzero(np.diff(label[order], prepend=-1))
    representative = np.empty(count, dtype=np.int64)
    representative[label[order][starts]] = order[starts]
    nodes = np.unique(np.concatenate([i, j]))
    return nodes, first[label[nodes]], representative[label[nodes]], len(np.unique(label[nodes]))


def _found(tasks, folder, shards, bounds, pairs):
    found = find_components(tasks, pairs, shards, bounds, f"{folder}/components")
    assert len(found["shards"]) == len(shards)
    finals = list(dict.fromkeys(found["shards"]))  # one per partition, in document order
    columns = [np.concatenate([np.asarray(Shard(path).array(name)) for path in finals])
               for name in ("nodes", "first", "representative")]
    return (*columns, found["components"], found["rounds"])


def _edges(kind: str, rng, n: int) -> tuple[np.ndarray, np.ndarray]:
    if kind == "path":  # the worst case of label propagation: a long chain in random order
        order = rng.permutation(n)
        a, b = order[:-1], order[1:]
    elif kind == "star":
        centre = n // 3
        a = np.delete(np.arange(n), centre)
        b = np.full(n - 1, centre)
    elif kind == "small":  # many components of 2 to 4 documents, some documents alone
        groups = rng.integers(0, n // 3, n)
        a, b = [], []
        for g in np.unique(groups):
            members = np.flatnonzero(groups == g)
            a.extend(members[:-1])
            b.extend(members[1:])
        a, b = np.array(a, dtype=np.int64), np.array(b, dtype=np.int64)
    else:  # random sparse graph
        a, b = rng.integers(0, n, n), rng.integers(0, n, n)
        keep = a != b
        a, b = a[keep], b[keep]
    i, j = np.minimum(a, b).astype(np.int64), np.maximum(a, b).astype(np.int64)
    unique = np.unique(np.stack([i, j], axis=1), axis=0)
    return unique[:, 0].copy(), unique[:, 1].copy()


@pytest.mark.parametrize("kind,n,docs", [
    ("path", 10_000, 1500), ("path", 300, 1), ("star", 2000, 50), ("small", 3000, 100),
    ("random", 3000, 100), ("random", 3000, 10**9)])
def test_components_in_rounds_equal_scipys(tmp_path, monkeypatch, kind, n, docs):
    monkeypatch.setattr(dask_components, "PARTITION_DOCS", docs)
    rng = np.random.default_rng(len(kind) * n + docs % 97)
    i, j = _edges(kind, rng, n)
    shards, bounds, pairs, sizes = _corpus(tmp_path, rng, n, i, j)
    nodes, first, representative, components, rounds = _found(
        InlineTasks(), tmp_path, shards, bounds, pairs)
    e_nodes, e_first, e_representative, e_components = _expected(n, i, j, sizes)
    assert np.array_equal(nodes, e_nodes)
    assert np.array_equal(first, e_first)
    assert np.array_equal(representative, e_representative)
    assert components == e_components
    if docs >= n:  # one partition: its task joins everything, a second round confirms
        assert rounds == 2
    else:
        assert len(np.unique(component_partitions(bounds, docs))) > 2


def test_a_shuffled_path_needs_rounds_logarithmic_in_its_length(tmp_path, monkeypatch):
    monkeypatch.setattr(dask_components, "PARTITION_DOCS", 500)
    rng = np.random.default_rng(5)
    i, j = _edges("path", rng, 10_000)
    shards, bounds, pairs, _ = _corpus(tmp_path, rng, 10_000, i, j)
    *_, components, rounds = _found(InlineTasks(), tmp_path, shards, bounds, pairs)
    assert components == 1
    assert rounds <= 3 * np.log2(10_000)  # propagation alone needs ~5,000


def test_no_pairs_leave_every_document_alone(tmp_path, monkeypatch):
    monkeypatch.setattr(dask_components, "PARTITION_DOCS", 7)
    rng = np.random.default_rng(2)
    empty = np.empty(0, np.int64)
    shards, bounds, pairs, _ = _corpus(tmp_path, rng, 200, empty, empty)
    nodes, first, representative, components, rounds = _found(
        InlineTasks(), tmp_path, shards, bounds, pairs)
    assert len(nodes) == len(first) == len(representative) == components == 0
    assert rounds == 1


def test_partitions_are_whole_shards_within_the_document_limit():
    bounds = np.array([0, 3, 5, 20, 21, 22, 30])
    starts = component_partitions(bounds, 6)
    assert starts.tolist() == [0, 2, 3, 5, 6]  # [0, 5), 15 documents alone, [20, 22), [22, 30)
    assert component_partitions(bounds, 10**6).tolist() == [0, 6]
    assert component_partitions(np.array([0, 4]), 1).tolist() == [0, 1]


def test_finished_rounds_leave_no_intermediate_shards(tmp_path, monkeypatch):
    monkeypatch.setattr(dask_components, "PARTITION_DOCS", 100)
    rng = np.random.default_rng(9)
    i, j = _edges("path", rng, 1000)
    shards, bounds, pairs, _ = _corpus(tmp_path, rng, 1000, i, j)
    *_, rounds = _found(InlineTasks(), tmp_path, shards, bounds, pairs)
    assert rounds >= 3
    kept = sorted(p.parent.name for p in (tmp_path / "components").glob("r*/labels-*"))
    assert set(kept) <= {f"r{rounds - 1:03d}", f"r{rounds:03d}"}


def test_components_on_an_fsspec_url_working_folder(tmp_path, monkeypatch):
    """Label, proposal and final shards on a URL (memory://): the same components, and the
    spent rounds removed through fsspec."""
    from spotsigs.engine.dask.workdir import filesystem

    monkeypatch.setattr(dask_components, "PARTITION_DOCS", 100)
    rng = np.random.default_rng(11)
    i, j = _edges("path", rng, 1000)
    shards, bounds, pairs, sizes = _corpus(tmp_path, rng, 1000, i, j)
    nodes, first, representative, components, rounds = _found(
        InlineTasks(), "memory://components-url", shards, bounds, pairs)
    e_nodes, e_first, e_representative, e_components = _expected(1000, i, j, sizes)
    assert np.array_equal(nodes, e_nodes) and np.array_equal(first, e_first)
    assert np.array_equal(representative, e_representative) and components == e_components
    fs, root = filesystem("memory://components-url/components")
    rounds_left = {p.rstrip("/").rsplit("/", 1)[-1] for p in fs.ls(root, detail=False)
                   if p.rstrip("/").rsplit("/", 1)[-1].startswith("r")}
    assert rounds >= 3 and rounds_left <= {f"r{rounds - 1:03d}", f"r{rounds:03d}"}
