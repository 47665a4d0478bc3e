"""LSH-S (experiments/paper/lshs.py): MinHash bands over spot signature multisets."""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "experiments" / "paper"))

from lshs import K_ROWS, L_BANDS, lsh_s, occurrence_sets, pairs, recall, sketch

from spotsigs.features import Signature, SignatureBatch
from spotsigs.join import all_pairs, jaccard


def batch_of(*multisets: dict[int, int]) -> SignatureBatch:
    """A batch of multisets given as {signature: count}."""
    return SignatureBatch.from_signatures(
        [Signature(np.array(list(m), np.uint64), np.array(list(m.values()), np.uint32))
         for m in multisets])


def test_occurrence_sets_turn_multiset_jaccard_into_set_jaccard() -> None:
    batch = batch_of({1: 3, 2: 1}, {1: 1, 2: 1, 3: 2})
    sets = occurrence_sets(batch)
    assert sets.sizes.tolist() == [4, 4]
    left, right = set(sets[0].hashes.tolist()), set(sets[1].hashes.tolist())
    assert len(left & right) / len(left | right) == jaccard(batch[0], batch[1]) == 2 / 6


def test_lsh_s_uses_the_paper_bands_and_finds_close_pairs() -> None:
    method = lsh_s()
    assert (method.bands, method.rows, method.num_perm) == (L_BANDS, K_ROWS, 32 * 6)
    rng = np.random.default_rng(0)
    base = {int(k): 1 for k in rng.integers(1, 2**62, 200)}
    near = dict(list(base.items())[:190]) | {7: 1}
    far = {int(k): 1 for k in rng.integers(1, 2**62, 200)}
    batch = batch_of(base, near, far)
    truth = all_pairs(batch, 0.8)
    found = pairs(sketch(batch, method), 0.8, method)
    assert list(zip(*found[:2])) == list(zip(*truth[:2])) == [(0, 1)]
    assert recall(truth, found, len(batch)) == (1.0, 1.0)
