"""Word shingling: shingle sets, exact set Jaccard through the SpotSigs index, CLI."""

from __future__ import annotations

import json
from itertools import combinations

import numpy as np
import pytest
from conftest import render

import spotsigs
from spotsigs import tokenize
from spotsigs.cli import main
from spotsigs.methods import from_params, make_method
from spotsigs.methods.minhash import MinHash
from spotsigs.methods.shingles import Shingles
from spotsigs.tokenize import hash_words, shingle_hashes

WORDS = [f"w{n}" for n in range(40)]


def set_jaccard(a: set, b: set) -> float:
    return len(a & b) / len(a | b) if a | b else 0.0


def test_shingles_are_the_distinct_k_word_windows():
    s = Shingles(k=2)
    assert s.signature("a rose is a rose is a rose").size == 3  # a rose, rose is, is a
    assert s.signature("a rose").size == 1
    assert s.signature("a").size == 0  # shorter than k: no shingle
    assert np.all(s.signature("a rose is a rose is a rose").counts == 1)


def test_shingle_hash_depends_on_word_order_and_not_on_the_batch():
    s = Shingles(k=3)
    one = s.from_texts(["red green blue", "blue green red"])
    assert one[0].hashes.tolist() != one[1].hashes.tolist()
    alone = s.from_texts(["blue green red"])
    assert alone[0].hashes.tolist() == one[1].hashes.tolist()


@pytest.mark.parametrize("k", [1, 3])
def test_texts_shingle_as_their_token_lists(k):
    texts = ["", "one", "Straße İstanbul ΣΊΣΥΦΟΣ naïve café", "a b c d e f g " * 30,
             "x\x00y\u200bz 北京 大学 2026-11-23 " + "w" * 60, render("floods", "daily")]
    s = Shingles(k=k)
    from_texts = s.from_texts(texts)
    from_tokens = s.from_token_lists([tokenize.tokens(t) for t in texts])
    for name in ("offsets", "hashes", "counts"):
        assert np.array_equal(getattr(from_texts, name), getattr(from_tokens, name))
    m = MinHash(num_perm=16, k=k)
    assert np.array_equal(m.from_texts(texts).sketches,
                          m.from_token_lists([tokenize.tokens(t) for t in texts]).sketches)


def test_windows_never_cross_a_document_boundary():
    hashes = hash_words(["a", "b", "c", "d", "e"])
    offsets = np.array([0, 2, 5])  # "a b" | "c d e"
    doc, _ = shingle_hashes(hashes, offsets, 2)
    assert doc.tolist() == [0, 1, 1]
    doc, _ = shingle_hashes(hashes, offsets, 3)
    assert doc.tolist() == [1]


def test_identical_documents_have_similarity_one():
    page = render("floods", "daily")
    assert spotsigs.similarity(page, page, method="shingles") == 1.0
    i, j, similarity = Shingles().pairs(Shingles().signatures([page, page]), 1.0)
    assert (i.tolist(), j.tolist(), similarity.tolist()) == ([0], [1], [1.0])


def test_pairs_equal_brute_force_set_jaccard_on_random_documents():
    rng = np.random.default_rng(7)
    base = rng.choice(WORDS, 60).tolist()
    texts = []
    for _ in range(40):  # edits of one base text, so that many pairs are near the thresholds
        words = list(base)
        for position in rng.choice(len(words), rng.integers(0, 25), replace=False):
            words[position] = rng.choice(WORDS)
        texts.append(" ".join(words[: rng.integers(30, 61)]))
    k = 2
    sets = [{tuple(t.split()[n:n + k]) for n in range(len(t.split()) - k + 1)} for t in texts]
    extractor = Shingles(k=k)
    features = extractor.from_texts(texts)
    assert features.sizes.tolist() == [len(s) for s in sets]
    for threshold in (0.2, 0.5, 0.8, 1.0):
        i, j, similarity = extractor.pairs(features, threshold)
        expected = {(a, b): set_jaccard(sets[a], sets[b])
                    for a, b in combinations(range(len(sets)), 2)}
        expected = {p: s for p, s in expected.items() if s >= threshold - 1e-12}
        assert dict(zip(zip(i.tolist(), j.tolist()), similarity.tolist())) == \
            pytest.approx(expected)


def test_cluster_api_with_shingles_flags_short_pages():
    pages = [render("floods", "daily"), render("floods", "herald"), "too short to shingle",
             render("election", "post")]
    result = spotsigs.cluster(pages, threshold=0.5, method="shingles", k=4,
                              synthetic="features")  # the size rule, off by default
    assert result.status == ["ok", "ok", "synthetic", "ok"]
    assert "shingle" in result.reasons[2]
    assert result.labels[0] == result.labels[1] != result.labels[3]


def test_parameters_are_validated_and_round_trip():
    for bad in (0, -1, 1.5, True, 101):
        with pytest.raises(ValueError, match="shingle size"):
            Shingles(k=bad)
    with pytest.raises(ValueError, match="min_signatures"):
        Shingles(min_signatures=-1)
    extractor = make_method("shingles", k=7, min_signatures=2)
    assert from_params(extractor.params()).params() == extractor.params()


def test_cli_clusters_with_shingles(news_folder, tmp_path, capsys):
    out = tmp_path / "c.jsonl"
    code = main(["cluster", str(news_folder), "--method", "shingles", "--shingle-size", "4",
                 "-o", str(out), "-q"])
    assert code == 0
    records = {r["id"]: r for r in map(json.loads, out.read_text().splitlines())}
    floods = {records[f"{t}/floods.html"]["cluster"] for t in ("daily", "herald", "post")}
    assert len(floods) == 1 and None not in floods
    assert records["herald/transfer.html"]["cluster"] not in floods


def test_cli_rejects_a_bad_shingle_size(news_folder, capsys):
    with pytest.raises(SystemExit) as exit_info:
        main(["cluster", str(news_folder), "--method", "shingles", "--shingle-size", "0"])
    assert exit_info.value.code == 2
    assert "--shingle-size" in capsys.readouterr().err
    assert main(["cluster", str(news_folder), "--method", "shingles",
                 "--shingle-size", "500"]) == 2
    assert "shingle size" in capsys.readouterr().err

