"""The crawler's API: open-or-create, statuses instead of exceptions, add_if_new."""

from __future__ import annotations

import pytest

from spotsigs import store
from spotsigs.pagemodel import PageFacts
from spotsigs.store import (
    ADDED,
    DUPLICATE_ID,
    NEAR_DUPLICATE,
    SYNTHETIC,
    DuplicateIdError,
    Index,
    InvalidIdError,
    Status,
    SyntheticPageError,
)


def test_open_with_create_makes_a_missing_or_empty_folder_an_index(news_folder, tmp_path):
    index = Index.open(tmp_path / "new", create=True, chain_length=3)
    assert len(index) == 0 and index.params["chain_length"] == 3
    (tmp_path / "empty").mkdir()
    assert len(Index.open(tmp_path / "empty", create=True)) == 0
    # An existing index is opened (its parameters checked), not replaced.
    assert index.add("a", (news_folder / "daily" / "floods.html").read_bytes())
    index.save()
    again = Index.open(tmp_path / "new", create=True, chain_length=3)
    assert "a" in again
    with pytest.raises(store.ParameterMismatchError):
        Index.open(tmp_path / "new", create=True, chain_length=2)
    # A folder holding something else is still refused; without create, a missing one too.
    (tmp_path / "other").mkdir()
    (tmp_path / "other" / "notes.txt").write_text("x")
    with pytest.raises((FileNotFoundError, store.CorruptIndexError)):
        Index.open(tmp_path / "other", create=True)
    with pytest.raises(FileNotFoundError, match="no index"):
        Index.open(tmp_path / "missing")
    assert not (tmp_path / "missing").exists()


def test_add_answers_with_a_status_and_the_page_models_reason(news_folder, tmp_path):
    index = Index.create(tmp_path / "index")
    page = (news_folder / "daily" / "floods.html").read_text()
    missing = (news_folder / "missing.html").read_text()
    result = index.add("a", page)
    assert result.status is ADDED and result and result.reason is None
    assert index.add("a", page).status is DUPLICATE_ID
    synthetic = index.add("b", missing)
    assert synthetic.status is SYNTHETIC and not synthetic and "b" not in index
    size = len(index.extractor.signature(missing).hashes)
    # The page model's decision as cluster makes it: the 404 title's wording.
    assert synthetic.reason == 'error phrasing in title: "404 not found" (not-found, en)'
    assert index.extractor.synthetic_reason(PageFacts(size, missing)) is not None
    # The page model decides, not a size comparison: an HTTP error status is synthetic too.
    http = index.add("c", page, metadata={"http_status": 404})
    assert http.status is SYNTHETIC and http.reason == "HTTP 404"
    assert Status.ADDED == "added" and str(Status.DUPLICATE_ID) == "duplicate id"
    for bad in ("", None, 3):
        with pytest.raises(InvalidIdError):
            index.add(bad, page)
    assert len(index) == 1


def test_add_if_new_adds_only_a_page_it_has_not_seen(news_folder, tmp_path):
    index = Index.open(tmp_path / "index", create=True)
    floods = (news_folder / "daily" / "floods.html").read_bytes()
    copy = (news_folder / "herald" / "floods.html").read_bytes()
    election = (news_folder / "daily" / "election.html").read_bytes()
    first = index.add_if_new("daily/floods", floods)
    assert first.status is ADDED and first.matches == []
    seen = index.add_if_new("herald/floods", copy, threshold=0.5)
    assert seen.status is NEAR_DUPLICATE and not seen
    assert seen.matches == index.query(copy, 0.5) and seen.matches[0][0] == "daily/floods"
    assert "herald/floods" not in index
    assert index.add_if_new("daily/election", election).status is ADDED
    again = index.add_if_new("daily/election", election)
    assert again.status is DUPLICATE_ID and again.matches[0] == ("daily/election", 1.0)
    missing = index.add_if_new("m", (news_folder / "missing.html").read_bytes())
    assert missing.status is SYNTHETIC and missing.matches == []
    with pytest.raises(ValueError, match="threshold"):
        index.add_if_new("x", floods, threshold=0)
    index.save()
    assert sorted(Index.open(tmp_path / "index").present(["daily/floods", "daily/election",
                                                          "herald/floods"])) == [
        False, True, True]


def test_add_many_raises_typed_value_errors_and_adds_nothing(news_folder, tmp_path):
    index = Index.create(tmp_path / "index")
    page = (news_folder / "daily" / "floods.html").read_text()
    index.add_many(["a"], [page])
    with pytest.raises(DuplicateIdError, match="already in the index"):
        index.add_many(["b", "a"], [page, page])
    with pytest.raises(DuplicateIdError, match="twice"):
        index.add_many(["e", "e"], [page, page])
    with pytest.raises(SyntheticPageError, match="'d' is synthetic: error phrasing in title"):
        index.add_many(["c", "d"], [page, (news_folder / "missing.html").read_text()])
    with pytest.raises(InvalidIdError):
        index.add_many(["f", ""], [page, page])
    assert issubclass(SyntheticPageError, ValueError) and issubclass(InvalidIdError, ValueError)
    assert len(index) == 1
