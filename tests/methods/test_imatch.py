"""I-Match: digests of in-band term sets, equal digests as duplicates, the CLI."""

from __future__ import annotations

import itertools
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from spotsigs.cli import main
from spotsigs.methods import make_method
from spotsigs.methods.idf import normalized_idf
from spotsigs.methods.imatch import IMatch, digests, equal_digest_pairs, term_idf
from spotsigs.pagemodel import DEFAULT_MIN_SIGNATURES, DEFAULT_RULES, PageFacts
from spotsigs.tokenize import hash_words

ALL_TERMS = (0.0, 1.0)


def test_identical_documents_have_similarity_one():
    method = IMatch(idf_band=ALL_TERMS)
    batch = method.from_texts(["the river rose above its banks", "a different story here",
                               "The river rose above its banks"])
    i, j, similarity = method.pairs(batch, 0.9)
    assert (i.tolist(), j.tolist(), similarity.tolist()) == ([0], [2], [1.0])


def test_digest_is_of_the_term_set_not_order_or_counts():
    method = IMatch(idf_band=ALL_TERMS, min_signatures=0)
    batch = method.from_texts(["a b c", "c b a b a", "a b", "a b c d"])
    digest, counts = method.digests(batch)
    assert counts.tolist() == [3, 3, 2, 4]
    assert (digest[0] == digest[1]).all()
    assert len({tuple(d) for d in digest.tolist()}) == 3


def test_corpus_idf_is_normalized_log_of_document_frequency():
    batch = IMatch().from_texts(["a b", "a c", "a b d"])
    idf = dict(zip(batch.hashes.tolist(), term_idf(batch).tolist()))
    a, b, d = hash_words(["a", "b", "d"]).tolist()
    assert idf[a] == pytest.approx(np.log(4 / 3) / np.log(4))
    assert idf[b] == pytest.approx(np.log(4 / 2) / np.log(4))
    assert idf[d] == pytest.approx(1.0)
    assert normalized_idf(np.array([1]), 1).tolist() == [1.0]


def test_only_terms_inside_the_band_count(tmp_path):
    table = tmp_path / "idf.tsv"
    table.write_text("story 0.5\nwords 0.6\nmenu 0.1\n", encoding="utf-8")
    method = IMatch(idf_band=(0.2, 0.8), idf=table, min_signatures=0)
    # 'menu' is too common and unseen words count as rarest (idf 1): both are ignored.
    batch = method.from_texts(["story words menu", "story words typo", "story menu",
                               "menu typo"])
    i, j, _ = method.pairs(batch, 0.5)
    assert (i.tolist(), j.tolist()) == ([0], [1])
    assert method.digests(batch)[1].tolist() == [2, 2, 1, 0]


def test_documents_with_no_term_in_the_band_match_nothing():
    method = IMatch(idf_band=(0.0, 0.1), min_signatures=0)
    batch = method.from_texts(["unique words", "other terms", ""])
    assert method.digests(batch)[1].tolist() == [0, 0, 0]
    assert len(method.pairs(batch, 0.5)[0]) == 0


def test_random_sets_get_distinct_digests_and_equal_sets_equal_ones():
    rng = np.random.default_rng(5)
    sizes = rng.integers(1, 30, 3000)
    offsets = np.concatenate([[0], np.cumsum(sizes)])
    terms = rng.integers(0, 400, offsets[-1]).astype(np.uint64)
    texts = [" ".join(f"w{t}" for t in terms[lo:hi]) for lo, hi in itertools.pairwise(offsets)]
    texts += texts[:100]
    batch = IMatch().from_texts(texts)
    digest, _ = digests(batch, ALL_TERMS)
    sets = [frozenset(t.split()) for t in texts]
    by_set: dict[frozenset, list[int]] = {}
    for k, s in enumerate(sets):
        by_set.setdefault(s, []).append(k)
    expected = sorted((g[x], g[y]) for g in by_set.values() for x in range(len(g))
                      for y in range(x + 1, len(g)))
    i, j = equal_digest_pairs(digest, np.ones(len(texts), dtype=bool))
    assert list(zip(i.tolist(), j.tolist())) == expected
    assert len(expected) >= 100


def test_groups_of_equal_digests_give_all_their_pairs():
    digest = np.array([[1, 2], [3, 4], [1, 2], [1, 2], [3, 4], [5, 6]], dtype=np.uint64)
    usable = np.array([True, True, True, True, False, True])
    i, j = equal_digest_pairs(digest, usable)
    assert list(zip(i.tolist(), j.tolist())) == [(0, 2), (0, 3), (2, 3)]


DIGESTS = ("from spotsigs.methods.imatch import IMatch\n"
           "m = IMatch(idf_band=(0.0, 1.0))\n"
           "print(m.digests(m.from_texts(['the river rose above its banks', 'x y z']))[0]"
           ".tolist())")


def test_digests_are_the_same_in_processes_with_other_hash_seeds():
    outputs = set()
    for seed in ("0", "777"):
        done = subprocess.run([sys.executable, "-c", DIGESTS],
                              env={**os.environ, "PYTHONHASHSEED": seed},
                              capture_output=True, text=True, timeout=120, check=True)
        outputs.add(done.stdout)
    m = IMatch(idf_band=(0.0, 1.0))
    here = m.digests(m.from_texts(["the river rose above its banks", "x y z"]))[0].tolist()
    assert outputs == {f"{here}\n"}


@pytest.mark.parametrize("params, message", [
    ({"idf_band": (0.9, 0.2)}, "LO <= HI"), ({"idf_band": (0.0, 1.5)}, "LO <= HI"),
    ({"idf_band": (0.1,)}, "two numbers"), ({"idf_band": ("x", 1)}, "two numbers"),
    ({"min_signatures": -1}, "min_signatures"), ({"idf": "no/such.tsv"}, "cannot read"),
])
def test_bad_parameters_are_named(params, message):
    with pytest.raises(ValueError, match=message):
        IMatch(**params)


def test_params_rebuild_the_same_method():
    method = make_method("imatch", idf_band=(0.1, 0.9))
    params = method.params()
    assert params == {"method": "imatch", "idf_band": [0.1, 0.9], "idf": None,
                      "whole_page": False, "min_signatures": DEFAULT_MIN_SIGNATURES,
        "min_words": 30, "synthetic": list(DEFAULT_RULES)}
    assert make_method(params.pop("method"), **params).params() == method.params()


def read_jsonl(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def test_cli_pairs_exact_copies_on_the_news_folder(news_folder, tmp_path, capsys):
    shutil.copy(news_folder / "daily" / "floods.html", news_folder / "copy-of-floods.html")
    outputs = []
    for batch_size in ("1", "256"):
        out, pairs = tmp_path / f"c{batch_size}.jsonl", tmp_path / f"p{batch_size}.jsonl"
        assert main(["cluster", str(news_folder), "-m", "imatch", "--whole-page", "-o",
                     str(out), "--pairs", str(pairs), "--batch-size", batch_size]) == 0
        outputs.append((out.read_bytes(), pairs.read_bytes()))
    assert outputs[0] == outputs[1]  # the IDF is the whole corpus's, whatever the batches
    records = {r["id"]: r for r in read_jsonl(tmp_path / "c1.jsonl")}
    assert len(records) == 8
    assert records["copy-of-floods.html"]["cluster"] == records["daily/floods.html"]["cluster"]
    pairs = read_jsonl(tmp_path / "p1.jsonl")
    assert {(p["a"], p["b"]) for p in pairs} == {("copy-of-floods.html", "daily/floods.html")}
    assert pairs[0]["similarity"] == 1.0
    assert "8 documents read" in capsys.readouterr().err
    # From the main content, the story in the daily and herald templates is an exact copy too.
    assert main(["cluster", str(news_folder), "-m", "imatch", "-q", "-o", str(out)]) == 0
    records = {r["id"]: r for r in read_jsonl(out)}
    assert records["herald/floods.html"]["cluster"] == records["daily/floods.html"]["cluster"]


@pytest.mark.parametrize("argv, message", [
    (["--idf-band", "0.9", "0.3"], "LO <= HI"), (["--idf-band", "x", "1"], "idf-band"),
    (["--idf-band", "0", "2"], "LO <= HI"), (["--idf-band", "0.5"], "idf-band"),
    (["--idf", "no/such.tsv"], "cannot read idf table"),
])
def test_bad_imatch_options_exit_2(argv, message, news_folder, capsys):
    try:
        code = main(["cluster", str(news_folder), "-m", "imatch", *argv])
    except SystemExit as exit_info:
        code = exit_info.code
    assert code == 2 and message in capsys.readouterr().err


def test_pages_with_too_few_words_are_explained():
    assert IMatch(min_signatures=8, synthetic="features").synthetic_reason(
        PageFacts(2)).startswith("only 2 words (< 8)")


def test_similarity_is_one_for_equal_digests_only(tmp_path):
    table = tmp_path / "idf.tsv"
    table.write_text("river 0.5\nbanks 0.5\n", encoding="utf-8")
    method = IMatch(idf=table, min_signatures=0)
    batch = method.from_texts(["the river banks", "river banks again", "the river", "x"])
    assert method.similarity(batch, 0, 1) == 1.0
    assert method.similarity(batch, 0, 2) == 0.0
    assert method.similarity(batch, 3, 3) == 0.0  # no term in the band: no digest
