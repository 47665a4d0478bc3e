import itertools
from pathlib import Path

import numpy as np
import pytest

from spotsigs.features import Signature, SignatureBatch
from spotsigs.join import all_pairs, jaccard, length_partitions
from spotsigs.methods.spotsigs import SpotSigs


def signature(values) -> Signature:
    keys, counts = np.unique(np.asarray(values, dtype=np.uint64), return_counts=True)
    return Signature(keys, counts.astype(np.uint32))


def brute_force(signatures, threshold):
    """Every pair by direct multiset Jaccard with Python dictionaries (the reference)."""
    found = []
    for i, j in itertools.combinations(range(len(signatures)), 2):
        a = dict(zip(signatures[i].hashes.tolist(), signatures[i].counts.tolist()))
        b = dict(zip(signatures[j].hashes.tolist(), signatures[j].counts.tolist()))
        keys = a.keys() | b.keys()
        union = sum(max(a.get(k, 0), b.get(k, 0)) for k in keys)
        if union == 0:
            continue
        similarity = sum(min(a.get(k, 0), b.get(k, 0)) for k in keys) / union
        if similarity >= threshold:
            found.append((i, j, similarity))
    return found


def random_corpus(rng, n_docs, vocabulary, max_length):
    """Random multisets with planted near-duplicates (edited copies of a few bases)."""
    bases = [rng.integers(0, vocabulary, size=rng.integers(0, max_length))
             for _ in range(max(1, n_docs // 3))]
    docs = []
    for _ in range(n_docs):
        base = bases[rng.integers(len(bases))]
        keep = base[rng.random(len(base)) > rng.random() * 0.4]
        extra = rng.integers(0, vocabulary, size=rng.integers(0, 4))
        docs.append(signature(np.concatenate([keep, extra])))
    return docs


THRESHOLDS = [0.05, 0.2, 1 / 3, 0.5, 0.6, 2 / 3, 0.75, 0.8, 0.85, 0.9, 0.95, 1.0]


@pytest.mark.parametrize("seed", range(40))
def test_all_pairs_equals_brute_force_on_random_multisets(seed):
    rng = np.random.default_rng(seed)
    docs = random_corpus(rng, int(rng.integers(2, 70)), int(rng.integers(3, 60)),
                         int(rng.integers(1, 40)))
    for threshold in THRESHOLDS + [float(rng.uniform(0.01, 1.0))]:
        i, j, s = all_pairs(docs, threshold)
        expected = brute_force(docs, threshold)
        assert list(zip(i.tolist(), j.tolist())) == [(a, b) for a, b, _ in expected], threshold
        assert np.allclose(s, [x for _, _, x in expected])


@pytest.mark.parametrize("threshold", [1e-9, 1e-300, 5e-324])
def test_tiny_thresholds_equal_brute_force_and_never_pair_a_page_with_itself(threshold):
    docs = random_corpus(np.random.default_rng(3), 40, 30, 25)
    with np.errstate(all="raise"):  # no overflow on the way
        i, j, _ = all_pairs(docs, threshold)
    assert np.all(i < j)
    assert list(zip(i.tolist(), j.tolist())) == [(a, b) for a, b, _ in brute_force(docs,
                                                                                   threshold)]


def test_all_pairs_accepts_a_batch_and_a_list_alike():
    docs = random_corpus(np.random.default_rng(7), 30, 20, 15)
    from_list = all_pairs(docs, 0.5)
    from_batch = all_pairs(SignatureBatch.from_signatures(docs), 0.5)
    for x, y in zip(from_list, from_batch):
        assert np.array_equal(x, y)


def test_multiplicity_counts_in_the_similarity():
    a = signature([1, 1, 1, 2])
    b = signature([1, 2])
    assert jaccard(a, b) == pytest.approx(2 / 4)
    assert all_pairs([a, b], 0.5)[2].tolist() == [0.5]
    assert len(all_pairs([a, b], 0.51)[0]) == 0


def test_identical_documents_pair_at_threshold_one_and_empty_ones_never_pair():
    a = signature([5, 6, 7])
    empty = signature([])
    i, j, s = all_pairs([a, empty, a, empty], 1.0)
    assert list(zip(i.tolist(), j.tolist(), s.tolist())) == [(0, 2, 1.0)]


@pytest.mark.parametrize("workers", [1, 2])
def test_a_corpus_of_only_empty_documents_or_none_has_no_pairs(workers):
    for docs in ([signature([]), signature([])], []):
        i, j, s = all_pairs(docs, 0.5, workers=workers)
        assert len(i) == len(j) == len(s) == 0


@pytest.mark.parametrize("threshold", [0, -0.1, 1.5, float("nan"), "0.5", True])
def test_absurd_thresholds_are_refused_with_the_parameter_named(threshold):
    with pytest.raises(ValueError, match="threshold"):
        all_pairs([signature([1])], threshold)


def test_length_partitions_follow_the_papers_rule():
    sizes = np.arange(4, 1001)
    ranges = length_partitions(sizes, 0.85)
    assert ranges[0][0] == 4 and ranges[-1][1] == 1000
    assert all(hi - lo > 0.15 * hi >= hi - 1 - lo - 0.15 for lo, hi in ranges[:-1])
    assert all(b[0] == a[1] + 1 for a, b in zip(ranges, ranges[1:]))
    assert len(ranges) == 27


def test_large_clusters_of_copies_are_found_completely():
    base = np.arange(200)
    docs = [signature(np.append(base, 1000 + k)) for k in range(300)]
    i, j, s = all_pairs(docs, 0.9)
    assert len(i) == 300 * 299 // 2


DEMO_PAGES = Path(__file__).resolve().parents[1] / "data" / "demo" / "pages"


@pytest.mark.parametrize("antecedents, chain", [("small", 2), ("paper", 1)])
def test_all_pairs_equals_brute_force_on_real_pages(antecedents, chain):
    # The demo's 43 real pages (6 stories across templates, 404s) and their pairwise-joined
    # copies: real signature-size spread, real overlaps from shared templates.
    pages = [p.read_bytes() for p in sorted(DEMO_PAGES.rglob("*.html"))]
    batch = SpotSigs(antecedents=antecedents, chain_length=chain, min_signatures=0) \
        .signatures(pages + [a + b for a, b in zip(pages[::2], pages[1::2])])
    docs = list(batch)
    assert len(docs) == 64
    every_pair = brute_force(docs, 0.0)  # computed once, filtered per threshold below
    for threshold in [0.05, 0.2, 0.3, 0.45, 0.6, 0.8, 1.0]:
        i, j, s = all_pairs(batch, threshold)
        expected = [p for p in every_pair if p[2] >= threshold]
        assert list(zip(i.tolist(), j.tolist())) == [(a, b) for a, b, _ in expected], threshold
        assert np.allclose(s, [x for _, _, x in expected])
        assert threshold > 0.5 or len(expected) > 20  # the check is not vacuous


EDGE_THRESHOLDS = [1e-300, 0.05, 1 / 3, 0.5, 0.8, 0.95, 1.0]


@pytest.mark.parametrize("path", ["default", "all hashes collide", "some hashes collide",
                                  "tiny chunks", "lexsort", "int64 indices",
                                  "collide in tiny pieces", "two workers"])
@pytest.mark.parametrize("seed", range(6))
def test_every_internal_path_equals_brute_force(monkeypatch, path, seed):
    # The fast paths have exact fallbacks: elements regrouped by key where the grouping hash
    # collides (every element, or keys 2m and 2m + 1 only), work split into chunks, rows too
    # wide to pack, and int64 element indices (int32 below 2**31 elements); hash collisions
    # are also checked across the boundaries of the pieces that whole-array steps are cut
    # into, and with two workers (parts on threads, the clash check beside the sort).
    from spotsigs import ranks as index

    if path == "all hashes collide":
        monkeypatch.setattr(index, "_MIX_KEY", np.uint64(0))
        monkeypatch.setattr(index, "_MIX_OCCURRENCE", np.uint64(0))
    elif path in ("some hashes collide", "two workers"):  # the hash is the key, whose low
        monkeypatch.setattr(index, "_MIX_KEY", np.uint64(1))  # bit it ignores
        monkeypatch.setattr(index, "_MIX_OCCURRENCE", np.uint64(0))
    elif path == "collide in tiny pieces":
        monkeypatch.setattr(index, "_MIX_KEY", np.uint64(0))
        monkeypatch.setattr(index, "_MIX_OCCURRENCE", np.uint64(0))
        monkeypatch.setattr(index, "CHUNK_ITEMS", 1)
    if path in ("tiny chunks", "two workers"):
        monkeypatch.setattr(index, "CHUNK_ITEMS", 7)
    elif path == "lexsort":
        monkeypatch.setattr(index, "_PACKED_BITS", 0)
    elif path == "int64 indices":
        monkeypatch.setattr(index, "index_dtype", lambda count: np.int64)
    rng = np.random.default_rng(100 + seed)
    docs = random_corpus(rng, 45, int(rng.integers(5, 50)), 30)
    if seed % 2:  # sets: every count 1
        docs = [Signature(d.hashes, np.ones(len(d.hashes), np.uint32)) for d in docs]
    if path in ("some hashes collide", "two workers"):
        spread = [(d.hashes >> np.uint64(1) << np.uint64(40)) | (d.hashes & np.uint64(1))
                  for d in docs]
        docs = [Signature(h, d.counts) for h, d in zip(spread, docs)]
    every_pair = brute_force(docs, 0.0)
    workers = 2 if path == "two workers" else 1  # the clash check runs beside the sort
    for threshold in EDGE_THRESHOLDS:
        i, j, s = all_pairs(docs, threshold, workers=workers)
        expected = [p for p in every_pair if p[2] >= threshold]
        assert list(zip(i.tolist(), j.tolist())) == [(a, b) for a, b, _ in expected], threshold
        assert s.tolist() == [x for _, _, x in expected]


def test_hashes_of_any_dtype_are_keyed_by_value():
    docs = random_corpus(np.random.default_rng(5), 30, 25, 20)
    batch = SignatureBatch.from_signatures(docs)
    as_float = SignatureBatch(batch.offsets, batch.hashes.astype(np.float64), batch.counts)
    as_signed = SignatureBatch(batch.offsets, batch.hashes.astype(np.int64), batch.counts)
    for threshold in [0.2, 0.6, 1.0]:
        expected = all_pairs(batch, threshold)
        for other in (as_float, as_signed):
            for x, y in zip(all_pairs(other, threshold), expected):
                assert np.array_equal(x, y)


def test_frequency_ranks_are_rare_first_with_ties_by_group_on_both_paths():
    from spotsigs.ranks import _frequency_ranks

    rng = np.random.default_rng(3)
    for high in (50, 200_000):  # a radix sort of 16 bits below 2**16, packed rows above
        frequency = rng.integers(1, high, 5_000)
        expected = np.empty(len(frequency), np.int64)
        expected[np.argsort(frequency, kind="stable")] = np.arange(len(frequency))
        assert _frequency_ranks(frequency).tolist() == expected.tolist()


@pytest.mark.parametrize("threshold", [0.3, 0.6, 0.9])
def test_every_subset_of_the_pruning_rules_finds_the_same_pairs_from_more_candidates(threshold):
    from spotsigs.join import PRUNING_RULES

    rng = np.random.default_rng(11)
    docs = random_corpus(rng, 120, 300, 60)
    base: dict = {}
    expected = all_pairs(docs, threshold, 1, PRUNING_RULES, base)
    assert base["pairs"] == len(expected[0]) and base["candidates"] >= base["pairs"]
    for off in [(rule,) for rule in PRUNING_RULES] + [PRUNING_RULES]:
        counts: dict = {}
        rules = [r for r in PRUNING_RULES if r not in off]
        found = all_pairs(docs, threshold, 2, rules, counts)
        assert all(np.array_equal(a, b) for a, b in zip(found, expected)), off
        assert counts["pairs"] == base["pairs"]
        assert counts["candidates"] >= base["candidates"] and \
            counts["meetings"] >= base["meetings"], off
    assert counts["candidates"] > base["candidates"]  # with no rule, pruning shows


def test_an_unknown_pruning_rule_is_refused():
    with pytest.raises(ValueError, match="no pruning rule suffix"):
        all_pairs([signature([1, 2])], 0.5, rules=("prefix", "suffix"))
