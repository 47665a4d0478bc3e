"""Simhash: Charikar fingerprints, exact Hamming search by permuted tables, the method, the CLI."""

from __future__ import annotations

import itertools
import json
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from spotsigs.cli import main
from spotsigs.features import FingerprintBatch
from spotsigs.methods import make_method
from spotsigs.methods.hamming import (
    all_pairs_hamming,
    block_widths,
    build_tables,
    hamming,
    popcount,
    query,
    query_many,
    table_permutations,
)
from spotsigs.methods.idf import read_idf_table
from spotsigs.methods.simhash import SimHash, fingerprints, hamming_radius
from spotsigs.pagemodel import DEFAULT_MIN_SIGNATURES, DEFAULT_RULES, PageFacts
from spotsigs.tokenize import hash_words, word_features

STORY = ("Heavy rain caused floods across the northern valley on Monday and the river rose above "
         "its banks for the first time in a decade while the mayor opened two shelters for the "
         "families who were forced to leave their homes and emergency crews worked all night")


def brute_force(f: np.ndarray, k: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    distance = popcount(f[:, None] ^ f[None, :]).astype(np.int64)
    i, j = np.nonzero(np.triu(distance <= k, 1))
    return i, j, distance[i, j]


def planted(n: int, seed: int) -> np.ndarray:
    """Random fingerprints with exact copies and copies 1..6 bits away planted among them."""
    rng = np.random.default_rng(seed)
    f = rng.integers(0, 2**64, size=n, dtype=np.uint64)
    for flips in range(7):
        source = rng.integers(0, n, n // 20)
        target = rng.integers(0, n, n // 20)
        noise = np.zeros(len(source), dtype=np.uint64)
        for _ in range(flips):
            noise |= np.uint64(1) << rng.integers(0, 64, len(source)).astype(np.uint64)
        f[target] = f[source] ^ noise
    return f


def test_identical_documents_have_similarity_one():
    method = SimHash()
    other = "Completely unrelated words about a football transfer fee and a young striker"
    batch = method.from_texts([STORY, other, STORY])
    i, j, similarity = method.pairs(batch, 0.5)
    assert (i.tolist(), j.tolist(), similarity.tolist()) == ([0], [2], [1.0])


def test_one_changed_word_stays_within_a_few_bits():
    batch = SimHash().from_texts([STORY, STORY.replace("Monday", "Tuesday")])
    assert 0 < hamming(*batch.fingerprints) <= 6


def test_a_single_feature_is_its_own_fingerprint_and_weights_decide_majorities():
    a, b = hash_words(["alpha", "beta"])
    batch = SimHash(min_signatures=0).from_texts(["alpha", "beta beta alpha", "", "alpha beta"])
    assert batch.fingerprints[0] == a and batch.fingerprints[1] == b
    assert batch.fingerprints[2] == 0 and batch.sizes.tolist() == [1, 3, 0, 2]
    # Two equal weights: a bit is set only where both hashes agree on 1 (ties give 0).
    assert batch.fingerprints[3] == a & b


def test_fingerprints_of_csr_features_match_a_plain_loop():
    rng = np.random.default_rng(7)
    offsets = np.array([0, 5, 5, 40, 41, 100], dtype=np.int64)
    hashes = rng.integers(0, 2**64, size=100, dtype=np.uint64)
    weights = rng.integers(1, 1000, size=100)
    expected = []
    for lo, hi in itertools.pairwise(offsets):
        bits = (hashes[lo:hi, None] >> np.arange(64, dtype=np.uint64)) & np.uint64(1)
        vote = ((2 * bits.astype(np.int64) - 1) * weights[lo:hi, None]).sum(axis=0)
        expected.append(sum(1 << b for b in range(64) if vote[b] > 0))
    assert fingerprints(hashes, weights, offsets).tolist() == expected


def test_idf_weights_silence_words_with_zero_idf(tmp_path):
    table = tmp_path / "idf.tsv"
    table.write_text("# test\nbeta\t0.0\nalpha 0.5\n", encoding="utf-8")
    a = hash_words(["alpha"])[0]
    plain = SimHash(min_signatures=0).from_texts(["alpha beta beta beta"]).fingerprints[0]
    weighted = SimHash(idf=table, min_signatures=0).from_texts(["alpha beta beta beta"])
    assert weighted.fingerprints[0] == a and plain == hash_words(["beta"])[0]
    assert read_idf_table(table).lookup(hash_words(["gamma"])).tolist() == [1.0]


def test_word_shingles_are_features_and_short_documents_have_none():
    batch = SimHash(shingle=3, min_signatures=0).from_texts(["a b c d", "a b", "a b c d"])
    assert batch.sizes.tolist() == [2, 0, 2]
    assert batch.fingerprints[0] == batch.fingerprints[2] != hash_words(["a"])[0]


@pytest.mark.parametrize("k", [0, 1, 2, 3, 4, 6])
def test_permuted_tables_find_exactly_the_brute_force_pairs(k):
    f = planted(4000, seed=k)
    expected = brute_force(f, k)
    assert len(expected[0]) > 100
    for blocks in (None, k + 1, k + 2, k + 3):
        found = all_pairs_hamming(f, k, blocks=blocks)
        for got, want in zip(found, expected):
            np.testing.assert_array_equal(got, want)


def test_large_radius_and_tiny_inputs():
    f = planted(500, seed=11)
    for k in (12, 40):
        for got, want in zip(all_pairs_hamming(f, k), brute_force(f, k)):
            np.testing.assert_array_equal(got, want)
    assert [len(x) for x in all_pairs_hamming(np.empty(0, np.uint64), 3)] == [0, 0, 0]
    assert [len(x) for x in all_pairs_hamming(np.array([5], np.uint64), 3)] == [0, 0, 0]


def test_every_table_layout_keeps_the_leading_blocks_and_inverts():
    assert block_widths(6) == (11, 11, 11, 11, 10, 10)
    assert len(table_permutations(3, 6)) == 20
    x = np.random.default_rng(1).integers(0, 2**64, size=1000, dtype=np.uint64)
    for permutation in table_permutations(2, 5):
        assert np.array_equal(permutation.apply(permutation.apply(x), inverse=True), x)
        assert np.array_equal(popcount(permutation.apply(x)), popcount(x))


@pytest.mark.parametrize("k, blocks", [(0, None), (1, 3), (3, None), (3, 4), (3, 6), (5, 7)])
def test_query_agrees_with_all_pairs(k, blocks):
    f = planted(3000, seed=100 + k)
    tables = build_tables(f, k, blocks)
    i, j, _ = all_pairs_hamming(f, k)
    for x in range(0, len(f), 17):
        indices, distances = query(tables, f[x])
        mine = indices != x
        neighbours = np.sort(np.concatenate([j[i == x], i[j == x]]))
        np.testing.assert_array_equal(indices[mine], neighbours)
        assert x in indices and np.array_equal(distances, hamming(f[indices], f[x]))
    if k:  # a smaller radius on the same tables
        indices, _ = query(tables, f[0], k - 1)
        assert np.array_equal(indices, np.flatnonzero(hamming(f, f[0]) <= k - 1))
        with pytest.raises(ValueError, match="up to"):
            query(tables, f[0], k + 1)


@pytest.mark.parametrize("k, blocks", [(0, None), (3, None), (3, 5), (5, 7)])
def test_many_queries_at_once_agree_with_one_at_a_time(k, blocks):
    f = planted(2000, seed=200 + k)
    tables = build_tables(f, k, blocks)
    queries = np.concatenate([f[::9], planted(300, seed=7)])
    qi, xi, d = query_many(tables, queries)
    for position, fingerprint in enumerate(queries):
        indices, distances = query(tables, fingerprint)
        mine = qi == position
        np.testing.assert_array_equal(xi[mine], indices)
        np.testing.assert_array_equal(d[mine], distances)
    assert len(qi) >= len(f[::9])  # each table fingerprint finds itself
    assert [len(x) for x in query_many(tables, np.empty(0, np.uint64))] == [0, 0, 0]


def test_byte_table_popcount_matches_numpy(monkeypatch):
    x = np.random.default_rng(3).integers(0, 2**64, size=1000, dtype=np.uint64)
    expected = np.array([int(v).bit_count() for v in x])
    assert np.array_equal(popcount(x), expected)
    monkeypatch.delattr(np, "bitwise_count", raising=False)
    assert np.array_equal(popcount(x), expected)
    assert np.array_equal(popcount(x.reshape(10, 100)), expected.reshape(10, 100))
    assert popcount(np.uint64(7)) == 3 and popcount(np.uint64(7)).shape == ()


def test_threshold_maps_to_a_hamming_radius():
    assert hamming_radius(0.5, 3) == 3
    assert hamming_radius(61 / 64, None) == 3
    assert hamming_radius(0.99, 3) == 0
    assert hamming_radius(0.5, None) == 32
    f = np.array([0, 0b1, 0b111, 0b1111], dtype=np.uint64)
    batch = FingerprintBatch(f, np.ones(4, np.int64))
    assert SimHash(k_bits=None).pairs(batch, 1 - 3 / 64)[0].tolist() == [0, 0, 1, 1, 2]
    i, j, s = SimHash().pairs(batch, 0.97)
    assert (i.tolist(), j.tolist(), s.tolist()) == ([0, 2], [1, 3], [1 - 1 / 64] * 2)


def test_batches_take_and_concatenate_in_order():
    method = SimHash(min_signatures=0)
    one, two = method.from_texts(["a b c", "d e"]), method.from_texts(["f g h i"])
    both = FingerprintBatch.concatenate([one, two])
    assert len(both) == 3 and both.sizes.tolist() == [3, 2, 4]
    picked = both.take(np.array([2, 0]))
    assert picked.fingerprints.tolist() == [both.fingerprints[2], both.fingerprints[0]]
    assert len(FingerprintBatch.concatenate([])) == 0


@pytest.mark.parametrize("params, message", [
    ({"k_bits": 33}, "k_bits"), ({"k_bits": -1}, "k_bits"), ({"k_bits": 2.5}, "k_bits"),
    ({"shingle": 0}, "shingle"), ({"min_signatures": -1}, "min_signatures"),
    ({"idf": "no/such/table.tsv"}, "cannot read idf table"),
])
def test_bad_parameters_are_named(params, message):
    with pytest.raises(ValueError, match=message):
        SimHash(**params)


def test_malformed_idf_table_names_the_line(tmp_path):
    table = tmp_path / "idf.tsv"
    table.write_text("alpha 0.5\nbeta two\n", encoding="utf-8")
    with pytest.raises(ValueError, match="line 2"):
        SimHash(idf=table)
    with pytest.raises(ValueError, match="shingle 1"):
        SimHash(idf=tmp_path / "x", shingle=2)


def test_params_rebuild_the_same_method():
    method = make_method("simhash", k_bits=5, shingle=2)
    rebuilt = make_method(**{k: v for k, v in method.params().items() if k != "method"},
                          name="simhash")
    assert rebuilt.params() == method.params() == {
        "method": "simhash", "k_bits": 5, "shingle": 2, "idf": None,
        "whole_page": False, "min_signatures": DEFAULT_MIN_SIGNATURES,
        "min_words": 30, "synthetic": list(DEFAULT_RULES)}


# Run here and in fresh processes: fingerprints of a story as words and as word 3-grams.
FINGERPRINTS = ("from spotsigs.methods.simhash import SimHash\n"
                "print([SimHash(shingle=w).from_texts([STORY, 'x y z w']).fingerprints.tolist()"
                " for w in (1, 3)])")


def test_fingerprints_are_the_same_in_processes_with_other_hash_seeds():
    code = f"STORY = {STORY!r}\n{FINGERPRINTS}"
    outputs = set()
    for seed in ("0", "4242"):
        env = {**os.environ, "PYTHONHASHSEED": seed}
        done = subprocess.run([sys.executable, "-c", code],
                              env=env, capture_output=True, text=True, timeout=120,
                              check=True)
        outputs.add(done.stdout)
    here = [SimHash(shingle=w).from_texts([STORY, "x y z w"]).fingerprints.tolist()
            for w in (1, 3)]
    assert outputs == {f"{here}\n"}


def read_jsonl(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def test_cli_clusters_the_news_folder_with_simhash(news_folder, tmp_path, capsys):
    out, pairs = tmp_path / "c.jsonl", tmp_path / "p.jsonl"
    # The whole pages (the paper's setting): the main content of one template keeps a
    # 7-word banner, which on 114 words moves the fingerprint by more than 3 bits.
    assert main(["cluster", str(news_folder), "-m", "simhash", "--whole-page", "-o", str(out),
                 "--pairs", str(pairs)]) == 0
    records = {r["id"]: r for r in read_jsonl(out)}
    floods = {records[f"{t}/floods.html"]["cluster"] for t in ("daily", "herald", "post")}
    assert len(floods) == 1 and None not in floods
    assert records["daily/election.html"]["cluster"] == records["post/election.html"]["cluster"]
    assert records["daily/election.html"]["cluster"] not in floods
    assert all(p["similarity"] >= 1 - 3 / 64 for p in read_jsonl(pairs))
    assert "7 documents read" in capsys.readouterr().err


def test_cli_writes_an_idf_table_that_cluster_reads(news_folder, tmp_path, capsys):
    table = tmp_path / "idf.tsv"
    assert main(["idf", str(news_folder), "-o", str(table)]) == 0
    assert "7 documents" in capsys.readouterr().err
    assert len(read_idf_table(table).hashes) > 100
    out = tmp_path / "c.jsonl"
    assert main(["cluster", str(news_folder), "-m", "simhash", "--idf", str(table), "-o",
                 str(out), "-q", "--hamming", "10", "-t", "0.5"]) == 0
    assert len(read_jsonl(out)) == 7


@pytest.mark.parametrize("argv, message", [
    (["--hamming", "33"], "hamming"), (["--hamming", "x"], "hamming"),
    (["--shingle", "0"], "shingle"), (["--idf", "no/such.tsv"], "cannot read idf table"),
    (["--idf", "x.tsv", "--shingle", "2"], "shingle 1"),
])
def test_bad_simhash_options_exit_2(argv, message, news_folder, capsys):
    try:
        code = main(["cluster", str(news_folder), "-m", "simhash", *argv])
    except SystemExit as exit_info:
        code = exit_info.code
    assert code == 2 and message in capsys.readouterr().err


def test_pages_with_too_few_features_are_explained_in_words():
    rule = {"synthetic": "features"}  # the size rule, off by default
    assert SimHash(min_signatures=8, **rule).synthetic_reason(PageFacts(1)).startswith(
        "only 1 word (< 8)")
    assert "3 word 2-grams" in SimHash(shingle=2, **rule).synthetic_reason(PageFacts(3))


def test_word_features_are_the_multisets_of_token_hashes():
    from collections import Counter

    rng = np.random.default_rng(9)
    words = [f"w{k}" for k in range(300)]
    token_lists = [[words[x] for x in rng.integers(0, 300, n)] for n in (0, 5, 700, 0, 1, 90)]
    got = word_features(token_lists, 1)
    for k, token_list in enumerate(token_lists):  # reference: a Counter of word hashes
        counted = Counter(hash_words(token_list).tolist())
        assert got[k].hashes.tolist() == sorted(counted)
        assert got[k].counts.tolist() == [counted[h] for h in sorted(counted)]


@pytest.mark.parametrize("shingle", [1, 3])
def test_texts_hashed_in_one_batch_give_the_features_of_their_token_lists(shingle):
    from spotsigs.methods.imatch import IMatch
    from spotsigs.tokenize import text_word_features, tokens

    texts = [STORY, "", "Ünïcode wörds, straße & ÉCOLE: l'été 2024!", "one", STORY * 3,
             "x_y tab\tnew\nline", "   "]
    token_lists = [tokens(t) for t in texts]
    for name in ("offsets", "hashes", "counts"):
        np.testing.assert_array_equal(getattr(text_word_features(texts, shingle), name),
                                      getattr(word_features(token_lists, shingle), name))
    method = SimHash(shingle=shingle, min_signatures=0)
    np.testing.assert_array_equal(method.from_texts(texts).fingerprints,
                                  method.from_token_lists(token_lists).fingerprints)
    if shingle == 1:
        imatch = IMatch()
        assert imatch.digests(imatch.from_texts(texts))[0].tolist() == \
            imatch.digests(imatch.from_token_lists(token_lists))[0].tolist()


def test_similarity_of_two_documents_ignores_the_radius():
    method = SimHash(k_bits=0)
    batch = method.from_texts([STORY, STORY.replace("Monday", "Tuesday"), STORY])
    d = int(hamming(batch.fingerprints[0], batch.fingerprints[1]))
    assert method.similarity(batch, 0, 1) == 1 - d / 64 < 1.0
    assert method.similarity(batch, 0, 2) == 1.0


def test_one_shingle_size_option_with_a_default_per_method():
    from spotsigs.cli import build_parser
    from spotsigs.cli.common import method_params
    from spotsigs.methods import METHODS

    def params(*argv):  # the parameters of the method the command line builds
        args = build_parser().parse_args(["cluster", "x", *argv])
        return make_method(args.method, **method_params(args, METHODS[args.method])).params()

    assert params("-m", "simhash")["shingle"] == 1  # single words, as Manku et al.
    assert params("-m", "shingles")["k"] == params("-m", "minhash")["k"] == 3
    for option in ("--shingle", "--shingle-size"):  # the same option under both names
        assert params("-m", "simhash", option, "4")["shingle"] == 4
        assert params("-m", "shingles", option, "4")["k"] == 4
        assert params("-m", "minhash", option, "4")["k"] == 4
