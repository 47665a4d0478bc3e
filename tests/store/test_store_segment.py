"""Segments: exact queries against brute force and all_pairs, the merge rule, key lookups."""

from __future__ import annotations

import numpy as np
import pytest

from spotsigs.features import SignatureBatch
from spotsigs.join import all_pairs
from spotsigs.store import Index, merge_count, segment
from spotsigs.tokenize import mix64

from .helpers import brute_force, build, random_batch

THRESHOLDS = [1e-300, 0.1, 0.3, 0.5, 0.75, 0.9, 1.0]


@pytest.mark.parametrize("seed", range(6))
def test_query_equals_brute_force_over_everything_added(tmp_path, seed):
    rng = np.random.default_rng(seed)
    n_docs = int(rng.integers(20, 150))
    batch = random_batch(rng, n_docs, vocabulary=int(rng.integers(5, 80)))
    ids = [f"page-{k:03d}" for k in rng.permutation(n_docs)]
    # Several saves (segments and merges) and a pending tail that is not saved.
    index = build(tmp_path / "index", batch, ids, step=int(rng.integers(4, 16)), save_every=2)
    queries = SignatureBatch.concatenate([batch.take(rng.choice(n_docs, 25)),
                                          random_batch(rng, 5)])
    for threshold in THRESHOLDS + [float(rng.uniform(0.05, 1.0))]:
        for query in queries:
            assert index.query(query, threshold) == brute_force(query, ids, batch, threshold)


def test_queries_of_every_document_give_the_pairs_of_all_pairs(tmp_path):
    rng = np.random.default_rng(11)
    batch = random_batch(rng, 120, vocabulary=30)
    ids = [str(k) for k in range(len(batch))]
    build(tmp_path / "index", batch, ids, step=7).save()
    index = Index.open(tmp_path / "index")
    for threshold in (0.3, 0.6):
        i, j, similarity = all_pairs(batch, threshold)
        expected = {(a, b): s for a, b, s in zip(i.tolist(), j.tolist(), similarity.tolist())}
        found = {(k, int(other)): s for k in range(len(batch))
                 for other, s in index.query(batch[k], threshold) if int(other) > k}
        assert found == expected


def test_merge_count_follows_the_logarithmic_rule():
    assert merge_count([5]) == 1
    assert merge_count([1] * 7) == 1
    assert merge_count([1] * 8) == 8
    assert merge_count([1000] + [1] * 8) == 8
    assert merge_count([64] * 7 + [8] * 7 + [1] * 8) == 22  # a cascade through two levels
    assert merge_count([1000, 1]) == 1


def test_key_lookup_table_agrees_with_binary_search_even_when_low_bits_clash():
    rng = np.random.default_rng(14)
    clashing = (np.arange(1, 40, dtype=np.uint64) << np.uint64(40)) | np.uint64(7)
    keys = np.unique(np.concatenate([clashing, mix64(rng.integers(0, 2**40, 300,
                                                                   dtype=np.int64))]))
    values = np.concatenate([keys, mix64(rng.integers(0, 2**40, 500, dtype=np.int64)),
                             clashing + np.uint64(1 << 41), np.zeros(3, np.uint64)])
    at = np.minimum(np.searchsorted(keys, values), len(keys) - 1)
    assert np.array_equal(segment._positions(keys, values), np.where(keys[at] == values, at, -1))
