"""The Python API over a whole corpus: cluster(), similarity(), batching and workers."""

from __future__ import annotations

import multiprocessing
import os
import signal
import time

import numpy as np
import pytest
from conftest import NOT_FOUND, render

import spotsigs
from spotsigs.engine import extraction, local, workers
from spotsigs.engine.ids import unique_ids, unique_names
from spotsigs.methods.spotsigs import SpotSigs
from spotsigs.pagemodel import ERROR, OK, SYNTHETIC
from spotsigs.readers import Document, batched

PAGES = [render("floods", "daily"), render("election", "daily"), render("floods", "herald"),
         NOT_FOUND, render("floods", "post"), render("election", "post")]


def test_cluster_labels_pairs_and_representatives():
    result = spotsigs.cluster(PAGES, threshold=0.5)
    assert result.status == [OK, OK, OK, SYNTHETIC, OK, OK]
    labels = result.labels
    assert labels[0] == labels[2] == labels[4] != labels[1] == labels[5]
    assert labels[3] == -1
    i, j, similarity = result.pairs
    # Floods pages 0 and 2 have the same features: exact repeats, 2 paired once with 0
    # (spotsigs.repeats), and (2, 4) is implied by (0, 4), not listed.
    assert set(zip(i.tolist(), j.tolist())) == {(0, 2), (0, 4), (1, 5)}
    assert similarity[(i == 0) & (j == 2)].tolist() == [1.0]
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


@pytest.mark.parametrize("ids, expected", [
    (["dup", "dup", "dup#2", "dup"], ["dup", "dup#3", "dup#2", "dup#4"]),
    (["a#2", "a", "a", "a#2"], ["a#2", "a", "a#3", "a#2#2"]),
    (["a", "a", "a#3", "a#2#2", "a#2", "a#2", "a"], ["a", "a#4", "a#3", "a#2#2", "a#2",
                                                    "a#2#3", "a#5"]),
    (["c#1", "c", "c", "c#02"], ["c#1", "c", "c#2", "c#02"]),
])
def test_repeated_ids_never_take_the_name_of_a_real_id(ids, expected):
    """A real id keeps its name, wherever it comes in the input; a repeat takes the first
    #N that is no real id and not given yet."""
    assert unique_names(ids) == expected
    assert len(set(expected)) == len(expected)
    renamed: list[tuple[str, str]] = []
    docs = unique_ids([Document(i, "", "t") for i in ids],
                      lambda d, new: renamed.append((d.doc_id, new)))
    assert [d.doc_id for d in docs] == expected
    assert renamed == [(i, e) for i, e in zip(ids, expected) if i != e]


def test_cluster_renames_repeated_ids_after_extraction():
    ids = ["dup", "dup", "dup#2", "dup"]
    result = spotsigs.cluster([Document(i, "", PAGES[0]) for i in ids], batch_size=1)
    assert [d.doc_id for d in result.documents] == ["dup", "dup#3", "dup#2", "dup#4"]


def test_batched_keeps_order():
    assert list(batched(range(7), 3)) == [[0, 1, 2], [3, 4, 5], [6]]


@pytest.mark.parametrize("jobs", [1, 2])
def test_extracted_batches_hold_no_pages_so_a_run_streams(jobs):
    documents = [Document(f"d{k}", "u", page) for k, page in enumerate(PAGES * 3)]
    documents.append(Document("bad", "", None, error="unreadable"))
    batches = list(local.extract(documents, SpotSigs(), jobs=jobs, batch_size=4))
    out = [d for b in batches for d in b.documents]
    assert [(d.doc_id, d.url, d.error) for d in out] == \
        [(d.doc_id, d.url, d.error) for d in documents]
    assert all(d.content is None for d in out)
    assert [s for b in batches for s in b.status].count(OK) >= 10


# --- worker processes (fork copies the monkeypatched extract_batch into the workers) -------


def _docs(n: int) -> list[Document]:
    return [Document(f"d{k}", "", PAGES[k % len(PAGES)]) for k in range(n)]


def _patch_workers(monkeypatch, special: str, action) -> None:
    """Workers run ``action()`` before extracting a batch holding the document ``special``."""
    real, parent = extraction.extract_batch, os.getpid()

    def patched(extractor, documents):
        if os.getpid() != parent and any(d.doc_id == special for d in documents):
            action()
        return real(extractor, documents)

    monkeypatch.setattr(workers, "extract_batch", patched)


@pytest.mark.skipif("fork" not in multiprocessing.get_all_start_methods(), reason="needs fork")
def test_a_slow_batch_delays_none_of_the_later_ones_and_order_is_kept(monkeypatch):
    _patch_workers(monkeypatch, "d0", lambda: time.sleep(1.5))
    batches = list(local.extract(_docs(60), SpotSigs(), jobs=2, batch_size=1))
    assert [d.doc_id for b in batches for d in b.documents] == [f"d{k}" for k in range(60)]
    assert [s for b in batches for s in b.status] == [
        s for b in local.extract(_docs(60), SpotSigs()) for s in b.status]


@pytest.mark.skipif("fork" not in multiprocessing.get_all_start_methods(), reason="needs fork")
def test_a_worker_that_dies_fails_its_batch_only_and_the_run_goes_on(monkeypatch):
    _patch_workers(monkeypatch, "d5", lambda: os.kill(os.getpid(), signal.SIGKILL))
    result = spotsigs.cluster(_docs(12), jobs=2, batch_size=2)
    assert result.status[4] == result.status[5] == ERROR
    assert "worker process died" in result.reasons[5] and "SIGKILL" in result.reasons[5]
    reference = spotsigs.cluster(_docs(12))
    assert result.status[:4] + result.status[6:] == reference.status[:4] + reference.status[6:]
    assert len(set(result.labels[[0, 2, 6, 8]].tolist())) == 1


@pytest.mark.skipif("fork" not in multiprocessing.get_all_start_methods(), reason="needs fork")
def test_an_exception_in_a_worker_is_raised_in_the_caller(monkeypatch):
    def fail():
        raise MemoryError("no room")

    _patch_workers(monkeypatch, "d3", fail)
    with pytest.raises(MemoryError, match="no room"):
        spotsigs.cluster(_docs(8), jobs=2, batch_size=1)
