"""The method contract, checked on every registered method and on a toy method defined here:
declared parameters (round trip, validation, command-line options), similarity (range,
symmetry), pairs (exact where claimed, independent of batching), the synthetic decision."""

from __future__ import annotations

import itertools
import json

import numpy as np
import pytest
from conftest import STORIES

import spotsigs
from spotsigs.cli import build_parser, main
from spotsigs.cli.common import method_params
from spotsigs.features import SignatureBatch
from spotsigs.join import all_pairs, jaccard
from spotsigs.methods import METHODS, Method, from_params, make_method
from spotsigs.methods.base import PAGE_PARAMS
from spotsigs.pagemodel import FeatureWords, PageFacts
from spotsigs.tokenize import text_word_features


class WordSets(Method):
    """A toy method: the set of a document's words, exact Jaccard through the join."""

    name = "wordsets"
    PARAMS = PAGE_PARAMS

    def from_texts(self, texts):
        words = text_word_features(texts, 1)
        return SignatureBatch(words.offsets, words.hashes, np.ones(len(words.hashes), np.uint32))

    def similarity(self, features, i, j):
        return jaccard(features[i], features[j])

    def pairs(self, features, threshold, workers=1):
        return all_pairs(features, threshold, workers)

    def feature_words(self):
        return FeatureWords("word", "words", "too little text")


@pytest.fixture(params=[*METHODS, "wordsets"])
def method_class(request, monkeypatch):
    monkeypatch.setitem(METHODS, "wordsets", WordSets)
    return METHODS[request.param]


# Several stories, edited copies of some (the first words dropped), and short texts.
TEXTS = [*STORIES.values(),
         *(" ".join(s.split()[k:]) for s in STORIES.values() for k in (3, 9)),
         "404 not found", ""]


def test_params_round_trip_and_name_the_method(method_class):
    method = method_class()
    params = method.params()
    assert params["method"] == method_class.name
    assert from_params(json.loads(json.dumps(params))).params() == params
    assert [k for k in params if k != "method"] == [p.name for p in method_class.PARAMS]


def test_every_declared_integer_range_is_enforced_with_the_name(method_class):
    for param in method_class.PARAMS:
        if param.kind is not int:
            continue
        label = param.label or param.name
        bad = [True, 1.5, "3"]
        if param.low is not None:
            bad.append(int(param.low) - 1)
        if param.high is not None:
            bad.append(int(param.high) + 1)
        for value in bad:
            with pytest.raises(ValueError, match=label.split(" ")[0]):
                method_class(**{param.name: value})


def test_unknown_parameters_are_refused(method_class):
    with pytest.raises(TypeError, match="no parameter"):
        method_class(no_such_parameter=1)


def test_similarity_is_symmetric_in_range_and_one_for_a_page_itself(method_class):
    method = method_class(min_signatures=0)
    features = method.from_texts(TEXTS)
    assert len(features) == len(TEXTS)
    for i, j in itertools.combinations(range(len(TEXTS)), 2):
        s = method.similarity(features, i, j)
        assert 0.0 <= s <= 1.0
        assert s == method.similarity(features, j, i)
    for i in range(len(STORIES)):
        assert method.similarity(features, i, i) == 1.0


def test_pairs_are_sorted_and_do_not_depend_on_batching(method_class):
    method = method_class(min_signatures=0)
    whole = method.from_texts(TEXTS)
    parts = type(whole).concatenate([method.from_texts(TEXTS[:5]), method.from_texts(TEXTS[5:])])
    for threshold in (0.3, 0.6, 1.0):
        i, j, s = method.pairs(whole, threshold)
        assert np.all(i < j) and np.all(np.diff(i * len(TEXTS) + j) > 0)
        again = method.pairs(parts, threshold, workers=2)
        assert (i.tolist(), j.tolist(), s.tolist()) == tuple(x.tolist() for x in again)


def test_pairs_with_copy_says_which_documents_pair_with_their_exact_copy(method_class):
    """What the repeats stage relies on: a document it marks pairs, at 1.0, with a copy of
    itself and with every other document exactly as its copy does."""
    method = method_class(min_signatures=0)
    features = method.from_texts(TEXTS)
    marked = method.pairs_with_copy(features)
    assert marked.dtype == bool and marked.shape == (len(TEXTS),)
    for k in np.flatnonzero(marked).tolist():
        doubled = features.take(np.array([*range(len(TEXTS)), k]))
        i, j, s = method.pairs(doubled, 0.5)
        found = {(a, b): c for a, b, c in zip(i.tolist(), j.tolist(), s.tolist())}
        assert found[(k, len(TEXTS))] == 1.0
        for other in range(len(TEXTS)):
            if other != k:
                pair = (min(k, other), max(k, other))
                assert found.get(pair) == found.get((other, len(TEXTS))), (k, other)


@pytest.mark.parametrize("name", [n for n, m in METHODS.items() if m.exact] + ["wordsets"])
def test_exact_methods_return_the_brute_force_pairs(name, monkeypatch):
    monkeypatch.setitem(METHODS, "wordsets", WordSets)
    method_class = METHODS[name]
    method = method_class(min_signatures=0)
    features = method.from_texts(TEXTS)
    for threshold in (0.2, 0.45, 0.7, 1.0):
        brute = {(i, j) for i, j in itertools.combinations(range(len(TEXTS)), 2)
                 if method.similarity(features, i, j) >= threshold}
        if method_class.name == "simhash":  # k_bits caps the radius below the threshold's
            method = method_class(min_signatures=0, k_bits=None)
        i, j, _ = method.pairs(features, threshold)
        assert set(zip(i.tolist(), j.tolist())) == brute


def test_the_page_model_decides_synthetic_from_the_declared_minimum(method_class):
    method = method_class(min_signatures=5, synthetic="features")  # off by default
    reason = method.synthetic_reason(PageFacts(4))
    assert reason.startswith("only 4 ") and "(< 5)" in reason
    assert method.synthetic_reason(PageFacts(5)) is None
    assert method_class(min_signatures=0, synthetic="features").synthetic_reason(
        PageFacts(0)) is None
    assert method_class(min_signatures=5).synthetic_reason(PageFacts(4)) is None  # off


def test_each_parameter_is_a_command_line_option_that_reaches_the_method(method_class):
    args = build_parser().parse_args(["cluster", "x", "-m", method_class.name])
    assert make_method(args.method, **method_params(args, method_class)).params() == \
        method_class().params()
    for param in method_class.PARAMS:
        if param.kind is not int:
            continue
        value = int(param.low or 0) + 1
        args = build_parser().parse_args(["cluster", "x", "-m", method_class.name,
                                          param.options[-1], str(value)])
        assert method_params(args, method_class)[param.name] == value


def test_a_method_added_to_the_registry_runs_through_the_api_and_the_cli(monkeypatch, tmp_path,
                                                                         capsys):
    monkeypatch.setitem(METHODS, "wordsets", WordSets)
    result = spotsigs.cluster(TEXTS, threshold=0.5, method="wordsets")
    assert result.labels[0] == result.labels[len(STORIES)]  # a story and its edited copy
    assert result.status[-2:] == ["synthetic", "error"]  # too few words; empty
    folder = tmp_path / "pages"
    folder.mkdir()
    for k, text in enumerate(TEXTS[:4]):
        (folder / f"{k}.html").write_text(f"<p>{text}</p>", encoding="utf-8")
    assert main(["cluster", str(folder), "-m", "wordsets", "--min-signatures", "1",
                 "-o", str(tmp_path / "c.jsonl")]) == 0
    assert "4 documents read: 4 ok" in capsys.readouterr().err
