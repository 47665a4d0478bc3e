"""MinHash sketches and LSH banding: estimates, the S-curve, determinism, CLI."""

from __future__ import annotations

import json
import subprocess
import sys
from itertools import combinations

import numpy as np
import pytest
from conftest import render

import spotsigs
from spotsigs.cli import main
from spotsigs.features import EMPTY_SKETCH as EMPTY
from spotsigs.features import SignatureBatch, Sketches
from spotsigs.methods import from_params, make_method
from spotsigs.methods.minhash import MinHash, bucket_pairs, hash_family, minhash, optimal_bands

TEXTS = [render("floods", "daily"), render("floods", "herald"), render("election", "post"),
         "short text", render("transfer", "herald")]


def sets_batch(sets: list[np.ndarray]) -> SignatureBatch:
    """A batch of sets of uint64 elements (counts 1)."""
    offsets = np.zeros(len(sets) + 1, np.int64)
    np.cumsum([len(s) for s in sets], out=offsets[1:])
    hashes = np.concatenate(sets).astype(np.uint64) if sets else np.empty(0, np.uint64)
    return SignatureBatch(offsets, hashes, np.ones(len(hashes), np.uint32))


def pair_with_jaccard(rng: np.random.Generator, jaccard: float, union: int = 200
                      ) -> tuple[np.ndarray, np.ndarray]:
    """Two sets of random 64-bit elements whose Jaccard is exactly ``jaccard``."""
    elements = rng.integers(0, 2**63, size=union, dtype=np.int64).astype(np.uint64)
    shared = round(jaccard * union)
    rest = elements[shared:]
    return elements[: shared + len(rest) // 2], np.concatenate(
        [elements[:shared], rest[len(rest) // 2:]])


def test_identical_documents_have_similarity_one():
    page = render("floods", "daily")
    assert spotsigs.similarity(page, page, method="minhash") == 1.0
    m = MinHash()
    i, j, similarity = m.pairs(m.signatures([page, page]), 1.0)
    assert (i.tolist(), j.tolist(), similarity.tolist()) == ([0], [1], [1.0])


def test_estimate_is_close_to_the_true_jaccard():
    rng = np.random.default_rng(3)
    m = MinHash(num_perm=1024, seed=5)
    for jaccard in (0.1, 0.3, 0.5, 0.8, 0.95):
        a, b = pair_with_jaccard(rng, jaccard, union=400)
        sketches = minhash(sets_batch([a, b]), *hash_family(m.num_perm, m.seed))
        estimate = np.mean(sketches[0] == sketches[1])
        # binomial standard deviation at p = 1024 is at most 0.016: 4 sigma
        assert estimate == pytest.approx(jaccard, abs=0.065)


def test_errors_average_out_over_many_pairs():
    rng = np.random.default_rng(4)
    a_mul, b_add = hash_family(128, 9)
    errors = []
    for _ in range(200):
        a, b = pair_with_jaccard(rng, 0.5, union=100)
        sketches = minhash(sets_batch([a, b]), a_mul, b_add)
        errors.append(np.mean(sketches[0] == sketches[1]) - 0.5)
    # unbiased: the mean error over 200 pairs (sd 0.044 / sqrt(200)) is near zero
    assert abs(np.mean(errors)) < 0.015
    assert np.std(errors) == pytest.approx(np.sqrt(0.25 / 128), rel=0.3)


@pytest.mark.parametrize("bands, rows", [(20, 5), (8, 3)])
def test_lsh_candidate_probability_follows_the_s_curve(bands, rows):
    rng = np.random.default_rng(bands)
    m = MinHash(num_perm=bands * rows, bands=bands, rows=rows, seed=2)
    trials = 300
    for jaccard in (0.2, 0.4, 0.5, 0.6, 0.8):
        sets = [s for _ in range(trials) for s in pair_with_jaccard(rng, jaccard)]
        features = Sketches(minhash(sets_batch(sets), m._a, m._b),
                            np.array([len(s) for s in sets]))
        codes = np.unique(np.concatenate(list(m.candidates(features, 0.5))))
        first = (codes >> np.uint64(32)).astype(np.int64)
        second = (codes & np.uint64(0xFFFFFFFF)).astype(np.int64)
        own_pair = (first % 2 == 0) & (second == first + 1)
        empirical = own_pair.sum() / trials
        theory = 1 - (1 - jaccard**rows) ** bands
        # binomial standard deviation over 300 trials is at most 0.029: about 3.5 sigma
        assert empirical == pytest.approx(theory, abs=0.1), jaccard


def test_pairs_keep_exactly_the_candidates_that_agree_enough():
    rng = np.random.default_rng(11)
    sets = [rng.integers(0, 40, size=30).astype(np.uint64) for _ in range(30)]
    m = MinHash(num_perm=64, bands=64, rows=1)  # one row per band: nearly every pair
    features = Sketches(minhash(sets_batch(sets), m._a, m._b), np.array([30] * 30))
    agree = (features.sketches[:, None, :] == features.sketches[None, :, :]).mean(axis=2)
    for threshold in (0.3, 0.5, 0.7):
        i, j, similarity = m.pairs(features, threshold)
        expected = {(a, b) for a, b in combinations(range(30), 2)
                    if agree[a, b] >= threshold - 1e-12}
        assert set(zip(i.tolist(), j.tolist())) == expected
        assert np.allclose(similarity, agree[i, j])
        assert np.all(i < j)


def test_k_of_p_rule_finds_every_pair_that_agrees_in_k_entries():
    rng = np.random.default_rng(12)
    base = rng.integers(0, 2**62, size=50).astype(np.uint64)
    sets = [np.unique(np.where(rng.random(50) < 0.1, rng.integers(0, 2**62, size=50)
                               .astype(np.uint64), base)) for _ in range(40)]
    m = MinHash(num_perm=100, agree=90)
    features = Sketches(minhash(sets_batch(sets), m._a, m._b), np.array([len(s) for s in sets]))
    agree = (features.sketches[:, None, :] == features.sketches[None, :, :]).sum(axis=2)
    expected = {(a, b) for a, b in combinations(range(40), 2) if agree[a, b] >= 90}
    assert expected  # the test needs pairs near the rule
    i, j, similarity = m.pairs(features, 0.5)  # the rule replaces the threshold
    assert set(zip(i.tolist(), j.tolist())) == expected
    assert np.all(similarity >= 0.9)


def test_empty_documents_match_nothing():
    m = MinHash(num_perm=16, k=5)
    features = m.from_texts(["", "", "one two three four five six seven"])
    assert features.sizes.tolist() == [0, 0, 3]
    assert np.all(features.sketches[:2] == EMPTY)
    assert len(m.pairs(features, 0.1)[0]) == 0
    assert m.similarity(features, 0, 1) == 0.0


def test_giant_buckets_are_emitted_in_bounded_chunks(monkeypatch):
    import spotsigs.methods.buckets as module

    monkeypatch.setattr(module, "CHUNK_ITEMS", 100)
    chunks = list(bucket_pairs(np.zeros(50, np.uint64), np.arange(50)))
    assert all(len(c) <= 100 + 49 for c in chunks) and len(chunks) > 1
    codes = np.concatenate(chunks)
    assert len(np.unique(codes)) == len(codes) == 50 * 49 // 2


def test_sketches_do_not_depend_on_the_batch_or_chunk_size(monkeypatch):
    import spotsigs.methods.minhash as module

    m = MinHash(num_perm=32)
    together = m.from_texts(TEXTS)
    monkeypatch.setattr(module, "CHUNK_ITEMS", 50)  # documents now span several chunks
    one_by_one = Sketches.concatenate([m.from_texts([t]) for t in TEXTS])
    assert np.array_equal(together.sketches, one_by_one.sketches)
    assert np.array_equal(together.sizes, one_by_one.sizes)
    assert np.array_equal(together.take([4, 0]).sketches, together.sketches[[4, 0]])


def test_sketches_are_the_same_in_another_process():
    m = MinHash(num_perm=16, seed=7)
    here = m.from_texts(TEXTS).sketches
    code = ("import sys, json; from spotsigs.methods.minhash import MinHash; "
            "texts = json.load(sys.stdin); "
            "print(json.dumps(MinHash(num_perm=16, seed=7).from_texts(texts).sketches"
            ".astype(str).tolist()))")
    result = subprocess.run([sys.executable, "-c", code], input=json.dumps(TEXTS),
                            capture_output=True, text=True, check=True,
                            env={"PYTHONHASHSEED": "123", "PATH": ""} | {
                                "PYTHONPATH": ":".join(sys.path)})
    there = np.array(json.loads(result.stdout), dtype=np.uint64)
    assert np.array_equal(here, there)
    assert not np.array_equal(here, MinHash(num_perm=16, seed=8).from_texts(TEXTS).sketches)


def test_save_and_load_round_trip(tmp_path):
    features = MinHash(num_perm=8).from_texts(TEXTS)
    features.save(tmp_path / "s")
    loaded = Sketches.load(tmp_path / "s")
    assert np.array_equal(loaded.sketches, features.sketches)
    assert np.array_equal(loaded.sizes, features.sizes)


def test_banding_is_chosen_from_the_threshold():
    assert optimal_bands(0.5, 128) == (25, 5)
    bands, rows = optimal_bands(0.9, 128)
    assert bands * rows <= 128 and rows > 5
    assert [len(c) for c in MinHash(num_perm=100, agree=90).banding(0.5)] == [10] + [9] * 10
    assert [len(c) for c in MinHash(num_perm=12, bands=3, rows=2).banding(0.5)] == [2, 2, 2]


@pytest.mark.parametrize("params, message", [
    ({"num_perm": 0}, "num_perm"), ({"num_perm": 2.5}, "num_perm"),
    ({"bands": 30, "rows": 5}, "bands \\* rows"), ({"bands": 3}, "bands and rows"),
    ({"agree": 0}, "agree"), ({"agree": 129}, "agree"), ({"seed": -1}, "seed"),
    ({"k": 0}, "shingle size")])
def test_bad_parameters_are_refused_by_name(params, message):
    with pytest.raises(ValueError, match=message):
        MinHash(**params)


def test_parameters_round_trip():
    extractor = make_method("minhash", num_perm=64, k=3, bands=8, rows=8, seed=4, agree=None)
    assert from_params(extractor.params()).params() == extractor.params()


def test_cluster_api_with_minhash():
    result = spotsigs.cluster(TEXTS, threshold=0.5, method="minhash", jobs=2, batch_size=2)
    assert result.status == ["ok", "ok", "ok", "synthetic", "ok"]
    assert result.labels[0] == result.labels[1] != result.labels[2]


def test_cli_clusters_the_floods_stories_with_minhash(news_folder, tmp_path, capsys):
    out, pairs = tmp_path / "c.jsonl", tmp_path / "p.jsonl"
    code = main(["cluster", str(news_folder), "--method", "minhash", "--num-perm", "64",
                 "--seed", "3", "-o", str(out), "--pairs", str(pairs), "-q"])
    assert code == 0
    records = {r["id"]: r for r in map(json.loads, out.read_text().splitlines())}
    floods = {records[f"{t}/floods.html"]["cluster"] for t in ("daily", "herald", "post")}
    assert len(floods) == 1 and None not in floods
    assert records["herald/transfer.html"]["cluster"] not in floods
    assert records["daily/election.html"]["cluster"] not in floods
    assert records["missing.html"]["cluster"] not in floods
    assert all(p["similarity"] >= 0.5 for p in map(json.loads, pairs.read_text().splitlines()))


@pytest.mark.parametrize("argv, message", [
    (["--num-perm", "0"], "--num-perm"), (["--bands", "30", "--rows", "5"], "bands * rows"),
    (["--bands", "4"], "bands and rows"), (["--agree", "500"], "agree"),
    (["--seed", "x"], "--seed")])
def test_cli_bad_parameters_exit_2_with_a_message(news_folder, capsys, argv, message):
    try:
        code = main(["cluster", str(news_folder), "--method", "minhash", *argv])
    except SystemExit as exit_info:
        code = exit_info.code
    assert code == 2
    assert message in capsys.readouterr().err
