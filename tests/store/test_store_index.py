"""The Index: reopening, adding, merging, ids, parameters, concurrent writers."""

from __future__ import annotations

import numpy as np
import pytest

from spotsigs import store
from spotsigs.features import SignatureBatch
from spotsigs.store import Index, ParameterMismatchError

from .helpers import brute_force, build, random_batch


def test_reopened_index_holds_the_same_documents_and_answers(tmp_path):
    rng = np.random.default_rng(3)
    batch = random_batch(rng, 60)
    ids = [f"doc{k}" for k in range(60)]
    index = build(tmp_path / "index", batch, ids, step=9)
    index.save()
    before = [index.query(q, 0.4) for q in batch]
    reopened = Index.open(tmp_path / "index")
    assert len(reopened) == 60
    assert all(doc_id in reopened for doc_id in ids) and "doc60" not in reopened
    assert [reopened.query(q, 0.4) for q in batch] == before
    assert reopened.params == index.params
    assert reopened.info()["documents"] == 60 and reopened.info()["pending"] == 0


def test_adding_after_reopening_keeps_old_and_new_documents(tmp_path):
    rng = np.random.default_rng(4)
    batch = random_batch(rng, 80)
    ids = [f"doc{k}" for k in range(80)]
    first = build(tmp_path / "index", batch.take(np.arange(50)), ids[:50], step=50)
    first.save()
    index = Index.open(tmp_path / "index")
    rest = np.arange(50, 80)
    index.add_many(ids[50:], batch.take(rest))
    for q in batch:  # pending additions are queried too
        assert index.query(q, 0.5) == brute_force(q, ids, batch, 0.5)
    index.save()
    reopened = Index.open(tmp_path / "index")
    assert len(reopened) == 80
    for q in batch:
        assert reopened.query(q, 0.5) == brute_force(q, ids, batch, 0.5)


def test_many_small_saves_are_merged_into_few_segments(tmp_path):
    rng = np.random.default_rng(5)
    batch = random_batch(rng, 70)
    ids = [f"doc{k}" for k in range(70)]
    index = build(tmp_path / "index", batch, ids, step=1)
    segments = index.info()["segments"]
    assert segments < 2 * store.MERGE_FACTOR
    folders = [p for p in (tmp_path / "index").iterdir() if p.is_dir()]
    assert len(folders) == segments  # merged segments are deleted
    for q in batch.take(np.arange(0, 70, 9)):
        assert Index.open(tmp_path / "index").query(q, 0.5) == brute_force(q, ids, batch, 0.5)


def test_html_pages_are_found_by_their_templated_copies(news_folder, tmp_path):
    index = Index.create(tmp_path / "index")
    pages = sorted(news_folder.glob("*/*.html"))
    daily = [p for p in pages if p.parent.name == "daily"]
    for page in daily:
        index.add(page.name, page.read_bytes())
    index.save()
    index = Index.open(tmp_path / "index")
    matches = index.query((news_folder / "herald" / "floods.html").read_text(), 0.5)
    assert [doc_id for doc_id, _ in matches] == ["floods.html"]
    assert matches[0][1] == 1.0  # the main content of both is the story alone
    assert index.query(daily[0].read_bytes(), 1.0) == [(daily[0].name, 1.0)]
    whole = Index.create(tmp_path / "whole", whole_page=True)  # the templates count too
    for page in daily:
        whole.add(page.name, page.read_bytes())
    matches = whole.query((news_folder / "herald" / "floods.html").read_text(), 0.5)
    assert [doc_id for doc_id, _ in matches] == ["floods.html"]
    assert 0.5 <= matches[0][1] < 1.0


def test_repeated_ids_and_synthetic_pages_are_refused_and_nothing_is_added(news_folder,
                                                                          tmp_path):
    index = Index.create(tmp_path / "index")
    page = (news_folder / "daily" / "floods.html").read_text()
    index.add("a", page)
    index.save()
    index = Index.open(tmp_path / "index")
    with pytest.raises(ValueError, match="already in the index"):
        index.add_many(["b", "a"], [page, page])
    with pytest.raises(ValueError, match="synthetic"):
        index.add_many(["c", "d"], [page, (news_folder / "missing.html").read_text()])
    with pytest.raises(ValueError, match="twice"):
        index.add_many(["e", "e"], [page, page])
    assert len(index) == 1 and "b" not in index and "c" not in index


def test_parameters_other_than_the_index_are_refused(tmp_path):
    Index.create(tmp_path / "index", chain_length=2, antecedents="paper")
    with pytest.raises(ParameterMismatchError, match="chain_length=2, not chain_length=3"):
        Index.open(tmp_path / "index", chain_length=3)
    with pytest.raises(ParameterMismatchError, match="antecedents=25 words, not antecedents=6"):
        Index.open(tmp_path / "index", antecedents="small")
    with pytest.raises(ParameterMismatchError, match="stopword_language=None, not "):
        Index.open(tmp_path / "index", antecedents="paper", stopword_language="de")
    assert Index.open(tmp_path / "index", chain_length=2, antecedents="paper").params[
        "chain_length"] == 2


def test_create_refuses_an_existing_index(tmp_path):
    Index.create(tmp_path / "index")
    with pytest.raises(FileExistsError, match="already holds an index"):
        Index.create(tmp_path / "index")


def test_opening_a_missing_index_says_so(tmp_path):
    with pytest.raises(FileNotFoundError, match="no index"):
        Index.open(tmp_path / "nothing")


def test_ids_of_any_text_come_back_unchanged(tmp_path):
    batch = random_batch(np.random.default_rng(12), 6, vocabulary=3)  # all near-identical
    ids = ["città/notizia.html", "plain.html", "\u65b0\u95fb.html", "bad-\udcff-byte.html",
           "https://example.org/a?b=c", "e\u0301t\u00e9"]
    index = Index.create(tmp_path / "index", min_signatures=0)
    index.add_many(ids, batch)
    index.save()
    index = Index.open(tmp_path / "index")
    assert all(doc_id in index for doc_id in ids)
    for query in batch:
        assert index.query(query, 0.1) == brute_force(query, ids, batch, 0.1)


def test_saves_of_two_writers_keep_both_additions(saved_index):
    root, batch, ids = saved_index
    first, second = Index.open(root), Index.open(root)
    extra = random_batch(np.random.default_rng(13), 20)
    first.add_many([f"first{k}" for k in range(10)], extra.take(np.arange(10)))
    second.add_many([f"second{k}" for k in range(10)], extra.take(np.arange(10, 20)))
    first.save()
    second.save()  # builds on the state the first writer saved
    reopened = Index.open(root)
    assert len(reopened) == 60 and "first3" in reopened and "second7" in reopened
    reopened.verify()
    both = ids + [f"first{k}" for k in range(10)] + [f"second{k}" for k in range(10)]
    everything = SignatureBatch.concatenate([batch, extra])
    assert reopened.query(extra[3], 0.3) == brute_force(extra[3], both, everything, 0.3)
    late = Index.open(root)
    first.add("same", extra[0])
    late.add("same", extra[1])
    first.save()
    with pytest.raises(ValueError, match="'same' was added by another writer"):
        late.save()
    assert len(Index.open(root)) == 61


def test_an_index_written_before_the_page_model_keeps_its_whole_page_signatures(news_folder,
                                                                             tmp_path):
    import json

    from spotsigs.store.manifest import read_manifest, write_manifest

    index = Index.create(tmp_path / "index", whole_page=True, synthetic="http,features")
    page = (news_folder / "daily" / "floods.html").read_bytes()
    index.add("floods.html", page)
    index.save()
    manifest = read_manifest(tmp_path / "index")  # as an older spotsigs wrote it
    for key in ("whole_page", "min_words", "synthetic"):
        del manifest["params"][key]
    write_manifest(tmp_path / "index", {k: v for k, v in manifest.items() if k != "checksum"})
    assert "whole_page" not in json.loads((tmp_path / "index" / "manifest.json").read_text())[
        "params"]
    reopened = Index.open(tmp_path / "index")
    assert reopened.params["whole_page"] is True
    assert reopened.query(page, 1.0) == [("floods.html", 1.0)]  # the same signatures


def test_an_index_written_before_number_antecedents_keeps_its_signatures(tmp_path):
    from spotsigs.store.manifest import read_manifest, write_manifest

    table = ("The company said its net profit for the year rose sharply, the board told "
             "shareholders at the meeting. Shr 18 cts vs 16 cts Net 348,298 vs 308,927")
    index = Index.create(tmp_path / "index", numbers="words", synthetic="")
    index.add("table", table)
    index.save()
    manifest = read_manifest(tmp_path / "index")  # as a spotsigs without numbers wrote it
    del manifest["params"]["numbers"]
    write_manifest(tmp_path / "index", {k: v for k, v in manifest.items() if k != "checksum"})
    reopened = Index.open(tmp_path / "index")
    assert reopened.params["numbers"] == "words"
    assert reopened.query(table, 1.0) == [("table", 1.0)]  # the same signatures
    with pytest.raises(ParameterMismatchError):
        reopened.check_params({"numbers": "antecedents"})
