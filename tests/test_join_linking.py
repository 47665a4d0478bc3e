"""linking_pairs: the pairs clusters need, without every pair inside a family (issue 28)."""

import numpy as np
import pytest
from scipy.sparse import coo_matrix
from scipy.sparse.csgraph import connected_components

from spotsigs import join
from spotsigs.features import Signature, SignatureBatch
from spotsigs.join import all_pairs, linking_pairs


def families(rng, sizes, vocabulary=20000, length=(60, 140), common=200):
    """Near-copy families: each copy of a base drops 5% of its elements and adds 3 new ones;
    every base also holds a few of ``common`` elements shared across families."""
    docs, family = [], []
    for f, size in enumerate(sizes):
        base = np.concatenate([rng.integers(common, vocabulary, rng.integers(*length)),
                               rng.integers(0, common, 8)])
        for _ in range(size):
            kept = base[rng.random(len(base)) > 0.05]
            values = np.concatenate([kept, rng.integers(common, vocabulary, 3)])
            keys, counts = np.unique(values.astype(np.uint64), return_counts=True)
            docs.append(Signature(keys, counts.astype(np.uint32)))
            family.append(f)
    order = rng.permutation(len(docs))
    return [docs[k] for k in order], np.asarray(family)[order]


def components(n, pairs):
    i, j, _ = pairs
    graph = coo_matrix((np.ones(len(i)), (i, j)), shape=(n, n))
    return connected_components(graph, directed=False)[1]


def same_partition(a, b):
    return len(set(zip(a.tolist(), b.tolist()))) == len(set(a.tolist())) == len(set(b.tolist()))


def as_set(pairs):
    i, j, similarity = pairs
    return {(a, b): s for a, b, s in zip(i.tolist(), j.tolist(), similarity.tolist())}


@pytest.mark.parametrize("threshold", [0.3, 0.5, 0.8])
@pytest.mark.parametrize("seed", [0, 1])
def test_dense_families_give_the_components_of_every_pair_from_far_fewer(threshold, seed):
    rng = np.random.default_rng(seed)
    docs, _ = families(rng, rng.integers(40, 90, 8).tolist() + [1] * 30 + [2] * 10)
    every, linking = all_pairs(docs, threshold), linking_pairs(docs, threshold)
    assert same_partition(components(len(docs), every), components(len(docs), linking))
    found, full = as_set(linking), as_set(every)
    assert found.items() <= full.items()  # the same pairs, the same similarity
    assert len(found) < len(full) / 5  # families linked, not paid pair by pair
    assert list(zip(linking[0].tolist(), linking[1].tolist())) == sorted(found)


def test_sparse_corpora_get_every_pair():
    rng = np.random.default_rng(3)
    docs, _ = families(rng, [1, 2, 3] * 40)
    assert as_set(linking_pairs(docs, 0.5)) == as_set(all_pairs(docs, 0.5))


def test_documents_not_linkable_keep_all_their_pairs():
    rng = np.random.default_rng(4)
    docs, _ = families(rng, [60, 50, 70])
    linkable = rng.random(len(docs)) > 0.2
    every = as_set(all_pairs(docs, 0.5))
    found = as_set(linking_pairs(docs, 0.5, linkable=linkable))
    touching = {p for p in every if not (linkable[p[0]] and linkable[p[1]])}
    assert touching and touching <= found.keys()
    # Without the documents not linkable (as the soft-404 rule takes them out), the pairs
    # left still connect what every pair left connects.
    kept = np.flatnonzero(linkable)
    index = {d: k for k, d in enumerate(kept.tolist())}

    def restricted(pairs):
        pairs = [(index[a], index[b]) for a, b in pairs if a in index and b in index]
        i, j = (np.array([p[k] for p in pairs], np.int64) for k in (0, 1))
        return components(len(kept), (i, j, None))

    assert same_partition(restricted(every), restricted(found))


@pytest.mark.parametrize("seed", [0, 5])
@pytest.mark.parametrize("labels", [2, 6])
def test_blocks_leave_out_exactly_the_pairs_inside_them(seed, labels):
    """The blocked join against all_pairs: every pair across blocks, none inside, whatever
    the blocks (here random ones, not the seed links')."""
    rng = np.random.default_rng(seed)
    docs, _ = families(rng, [30, 25, 1, 1, 12, 2])
    batch = SignatureBatch.from_signatures(docs)
    state = join._Join(batch, 0.4, 1)
    slot_blocks = rng.integers(0, labels, len(docs))
    input_blocks = np.empty(len(docs), np.int64)
    input_blocks[state.by_length] = slot_blocks
    expected = {p: s for p, s in as_set(all_pairs(docs, 0.4)).items()
                if input_blocks[p[0]] != input_blocks[p[1]]}
    assert expected and as_set(state.pairs(slot_blocks)) == expected


def test_linking_pairs_do_not_depend_on_the_workers():
    rng = np.random.default_rng(6)
    docs, _ = families(rng, [80, 60, 1, 1])
    one, two = linking_pairs(docs, 0.4, 1), linking_pairs(docs, 0.4, 2)
    assert all(np.array_equal(a, b) for a, b in zip(one, two))


def test_below_the_blocked_share_the_plain_join_runs(monkeypatch):
    rng = np.random.default_rng(7)
    docs, _ = families(rng, [40, 40])
    monkeypatch.setattr(join, "MIN_BLOCKED_PAIRS", 1e9)
    assert as_set(linking_pairs(docs, 0.5)) == as_set(all_pairs(docs, 0.5))



@pytest.mark.parametrize("threshold", [0.3, 0.6])
def test_labels_apart_give_every_pair_across_them_and_none_inside_on_a_sparse_corpus(
        threshold):
    """A Dask task of two blocks of a length partition wants only the pairs across them: with
    ``apart``, pair_parts finds exactly those, and so does linking_pairs on a sparse corpus
    (no family worth a block), rather than joining each block's inside again."""
    rng = np.random.default_rng(8)
    docs, _ = families(rng, [1, 2, 3, 4] * 30)
    sides = (rng.random(len(docs)) < 0.4).astype(np.int64)
    across = {p: s for p, s in as_set(all_pairs(docs, threshold)).items()
              if sides[p[0]] != sides[p[1]]}
    parts = [as_set(part) for part in join.pair_parts(docs, threshold, 2, sides)]
    assert across and {p: s for part in parts for p, s in part.items()} == across
    assert sum(map(len, parts)) == len(across)  # no pair in two parts
    assert as_set(linking_pairs(docs, threshold, apart=sides)) == across


@pytest.mark.parametrize("sizes", [[1, 2, 3, 4] * 25, [60, 50, 1, 1, 2]])
@pytest.mark.parametrize("share", [0.0, 0.2, 0.5, 0.9])
def test_max_shorter_leaves_out_exactly_the_pairs_of_longer_shorter_sides(sizes, share):
    """A Dask task of one length partition keeps the pairs whose shorter side is its own
    (at most ``max_shorter`` elements): the join finds exactly those, with or without labels
    apart, and linking_pairs (its families blocked or not) keeps what the task keeps."""
    rng = np.random.default_rng(len(sizes))
    docs, _ = families(rng, sizes)
    lengths = SignatureBatch.from_signatures(docs).sizes
    bound = int(np.quantile(lengths, share))
    sides = (rng.random(len(docs)) < 0.5).astype(np.int64)

    def own(pairs, across=False):
        return {p: s for p, s in as_set(pairs).items()
                if min(lengths[p[0]], lengths[p[1]]) <= bound
                and (not across or sides[p[0]] != sides[p[1]])}

    every = all_pairs(docs, 0.4)
    for labels, across in ((None, False), (sides, True)):
        found = {}
        for part in join.pair_parts(docs, 0.4, 2, labels, bound):
            found.update(as_set(part))
        assert found == own(every, across)
        kept = own(linking_pairs(docs, 0.4, apart=labels, max_shorter=bound), across)
        assert kept == own(linking_pairs(docs, 0.4), across)


def test_labels_apart_on_dense_families_keep_the_pairs_across_them():
    """Where families are blocked, linking_pairs with two labels ``apart`` joins only across
    labels (the seed links still come back whole): the pairs across the labels are those of
    the join without them."""
    rng = np.random.default_rng(9)
    docs, _ = families(rng, [60, 50, 1, 1])
    sides = (rng.random(len(docs)) < 0.5).astype(np.int64)

    def across(pairs):
        return {p: s for p, s in as_set(pairs).items() if sides[p[0]] != sides[p[1]]}

    apart, together = linking_pairs(docs, 0.5, apart=sides), linking_pairs(docs, 0.5)
    assert across(apart) and across(apart) == across(together)


@pytest.mark.parametrize("seed", [0, 5])
def test_sides_beside_blocks_leave_out_the_pairs_inside_either(seed):
    """Blocks and sides together: every pair across blocks and across sides, no other."""
    rng = np.random.default_rng(seed)
    docs, _ = families(rng, [30, 25, 1, 1, 12, 2])
    state = join._Join(SignatureBatch.from_signatures(docs), 0.4, 1)
    slot_blocks = rng.integers(0, 6, len(docs))
    slot_sides = rng.integers(0, 2, len(docs))
    blocks, sides = np.empty(len(docs), np.int64), np.empty(len(docs), np.int64)
    blocks[state.by_length], sides[state.by_length] = slot_blocks, slot_sides
    expected = {p: s for p, s in as_set(all_pairs(docs, 0.4)).items()
                if blocks[p[0]] != blocks[p[1]] and sides[p[0]] != sides[p[1]]}
    met_apart, met_together = [], []
    assert expected and as_set(state.pairs(slot_blocks, tally=met_apart,
                                           sides=slot_sides)) == expected
    state.pairs(slot_blocks, tally=met_together)
    assert sum(m for m, _ in met_apart) < sum(m for m, _ in met_together)  # fewer meetings


@pytest.mark.parametrize("key_bits", [62, 0])
def test_sides_keep_their_pairs_where_the_index_key_has_no_bit_for_them(monkeypatch, key_bits):
    """Sides alone (one range an entry, keyed by side) and beside blocks give every pair
    across, none inside; where a key has no bit to spare (forced here), sides alone are
    joined as two blocks and beside blocks filter the meetings, with the same pairs."""
    from spotsigs import candidates

    monkeypatch.setattr(candidates, "KEY_BITS", key_bits)
    rng = np.random.default_rng(10)
    docs, _ = families(rng, [30, 25, 1, 1, 12, 2])
    state = join._Join(SignatureBatch.from_signatures(docs), 0.4, 1)
    slot_blocks, slot_sides = rng.integers(0, 6, len(docs)), rng.integers(0, 2, len(docs))
    blocks, sides = np.empty(len(docs), np.int64), np.empty(len(docs), np.int64)
    blocks[state.by_length], sides[state.by_length] = slot_blocks, slot_sides
    every = as_set(all_pairs(docs, 0.4))
    across = {p: s for p, s in every.items() if sides[p[0]] != sides[p[1]]}
    assert across and as_set(state.pairs(sides=slot_sides)) == across
    assert as_set(state.pairs(slot_blocks, sides=slot_sides)) == {
        p: s for p, s in across.items() if blocks[p[0]] != blocks[p[1]]}
