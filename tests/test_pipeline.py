"""The Python API over a whole corpus: cluster(), similarity(), batching and workers."""

from __future__ import annotations

import numpy as np
import pytest
from conftest import NOT_FOUND, render

import spotsigs
from spotsigs.io import Document
from spotsigs.pipeline import ERROR, OK, SYNTHETIC, batched, unique_ids

PAGES = [render("floods", "daily"), render("election", "daily"), render("floods", "herald"),
         NOT_FOUND, render("floods", "post"), render("election", "post")]


def test_cluster_labels_pairs_and_representatives():
    result = spotsigs.cluster(PAGES, threshold=0.5)
    assert result.status == [OK, OK, OK, SYNTHETIC, OK, OK]
    labels = result.labels
    assert labels[0] == labels[2] == labels[4] != labels[1] == labels[5]
    assert labels[3] == -1
    i, j, similarity = result.pairs
    assert set(zip(i.tolist(), j.tolist())) == {(0, 2), (0, 4), (2, 4), (1, 5)}
    assert np.all(similarity >= 0.5) and np.all(similarity <= 1.0)
    sizes = result.signatures.sizes
    rep = result.representatives
    assert sizes[rep[0]] == sizes[[0, 2, 4]].max()
    assert rep[3] == -1
    assert result.counts()["multi_page_clusters"] == 2


def test_cluster_is_the_same_for_any_batch_size_and_jobs():
    reference = spotsigs.cluster(PAGES)
    for jobs, batch_size in ((1, 1), (2, 1), (2, 4), (1, 1000)):
        other = spotsigs.cluster(PAGES, jobs=jobs, batch_size=batch_size)
        assert np.array_equal(other.labels, reference.labels)
        assert all(np.array_equal(a, b) for a, b in zip(other.pairs, reference.pairs))
        assert np.array_equal(other.signatures.hashes, reference.signatures.hashes)


def test_higher_threshold_never_adds_pairs():
    low = spotsigs.cluster(PAGES, threshold=0.3).pairs
    high = spotsigs.cluster(PAGES, threshold=0.95).pairs
    assert set(zip(*high[:2])) <= set(zip(*low[:2]))
    assert np.all(high[2] >= 0.95)


def test_errors_are_kept_with_a_reason():
    docs = [Document("a", "", b""), Document("b", "", None, error="unreadable: x"),
            Document("c", "", render("floods", "daily"))]
    result = spotsigs.cluster(docs)
    assert result.status == [ERROR, ERROR, OK]
    assert result.reasons[0] == "empty document" and result.reasons[1] == "unreadable: x"
    assert result.labels.tolist() == [-1, -1, 0]


def test_similarity_of_two_documents():
    assert spotsigs.similarity(PAGES[0], PAGES[0]) == 1.0
    same_story = spotsigs.similarity(PAGES[0], PAGES[2])
    other_story = spotsigs.similarity(PAGES[0], PAGES[1])
    assert same_story > 0.8
    assert 0.0 <= other_story < 0.2
    assert spotsigs.similarity(PAGES[2], PAGES[0]) == same_story


def test_bad_threshold_is_rejected():
    for threshold in (0, 1.5, float("nan")):
        with pytest.raises(ValueError, match="threshold"):
            spotsigs.cluster(PAGES, threshold=threshold)


def test_unique_ids_renames_repeats_in_order():
    docs = [Document("x", "", "t"), Document("x", "", "t"), Document("y", "", "t"),
            Document("x", "", "t")]
    renamed: list[str] = []
    ids = [d.doc_id for d in unique_ids(docs, lambda d, new: renamed.append(new))]
    assert ids == ["x", "x#2", "y", "x#3"] and renamed == ["x#2", "x#3"]


def test_batched_keeps_order():
    assert list(batched(range(7), 3)) == [[0, 1, 2], [3, 4, 5], [6]]
