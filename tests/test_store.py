"""The persistent index: exact queries, reopening, atomic saves, damage detection, the CLI."""

from __future__ import annotations

import json
import os
from pathlib import Path

import numpy as np
import pytest

from spotsigs import store
from spotsigs.cli import main
from spotsigs.index import all_pairs, jaccard
from spotsigs.signatures import Signature, SignatureBatch, multisets
from spotsigs.store import (
    CorruptIndexError,
    Index,
    ParameterMismatchError,
    files,
    merge_count,
    segment,
)
from spotsigs.store import index as index_module
from spotsigs.tokenize import mix64

THRESHOLDS = [1e-300, 0.1, 0.3, 0.5, 0.75, 0.9, 1.0]


@pytest.fixture(autouse=True)
def no_fsync(monkeypatch):
    """fsync costs milliseconds on shared disks and no test can observe it: skip it here."""
    monkeypatch.setattr(os, "fsync", lambda fd: None)


def random_batch(rng: np.random.Generator, n_docs: int, vocabulary: int = 50,
                 longest: int = 40) -> SignatureBatch:
    """Random multisets (repeated keys give counts above 1) of sizes 1..longest."""
    sizes = rng.integers(1, longest + 1, n_docs)
    doc = np.repeat(np.arange(n_docs), sizes)
    keys = mix64(rng.integers(0, vocabulary, len(doc)).astype(np.uint64))  # all 64 bits used
    return multisets(doc, keys, n_docs)


def brute_force(query: Signature, ids: list[str], batch: SignatureBatch, threshold: float
                ) -> list[tuple[str, float]]:
    """Every indexed document with Jaccard >= threshold, by direct comparison over a dense
    count matrix (sum of min counts over sum of max counts)."""
    keys = np.union1d(batch.hashes, query.hashes)
    dense = np.zeros((len(batch), len(keys)), np.int64)
    owner = np.repeat(np.arange(len(batch)), np.diff(batch.offsets))
    dense[owner, np.searchsorted(keys, batch.hashes)] = batch.counts
    mine = np.zeros(len(keys), np.int64)
    mine[np.searchsorted(keys, query.hashes)] = query.counts
    union = np.maximum(dense, mine).sum(axis=1)
    similarity = np.minimum(dense, mine).sum(axis=1) / np.maximum(union, 1)
    found = [(ids[k], float(similarity[k])) for k in np.flatnonzero(
        (similarity >= threshold) & (union > 0))]
    assert all(s == jaccard(query, batch[ids.index(i)]) for i, s in found[:3])
    return sorted(found, key=lambda m: (-m[1], m[0]))


def build(path: Path, batch: SignatureBatch, ids: list[str], step: int, save_every: int = 1
          ) -> Index:
    """An index of ``batch`` added ``step`` documents at a time, saved every few additions."""
    index = Index.create(path, min_signatures=0)
    for number, start in enumerate(range(0, len(ids), step)):
        part = np.arange(start, min(start + step, len(ids)))
        index.add_many([ids[k] for k in part], batch.take(part))
        if number % save_every == 0:
            index.save()
    return index


@pytest.mark.parametrize("seed", range(6))
def test_query_equals_brute_force_over_everything_added(tmp_path, seed):
    rng = np.random.default_rng(seed)
    n_docs = int(rng.integers(20, 150))
    batch = random_batch(rng, n_docs, vocabulary=int(rng.integers(5, 80)))
    ids = [f"page-{k:03d}" for k in rng.permutation(n_docs)]
    # Several saves (segments and merges) and a pending tail that is not saved.
    index = build(tmp_path / "index", batch, ids, step=int(rng.integers(4, 16)), save_every=2)
    queries = SignatureBatch.concatenate([batch.take(rng.choice(n_docs, 25)),
                                          random_batch(rng, 5)])
    for threshold in THRESHOLDS + [float(rng.uniform(0.05, 1.0))]:
        for query in queries:
            assert index.query(query, threshold) == brute_force(query, ids, batch, threshold)


def test_queries_of_every_document_give_the_pairs_of_all_pairs(tmp_path):
    rng = np.random.default_rng(11)
    batch = random_batch(rng, 120, vocabulary=30)
    ids = [str(k) for k in range(len(batch))]
    build(tmp_path / "index", batch, ids, step=7).save()
    index = Index.open(tmp_path / "index")
    for threshold in (0.3, 0.6):
        i, j, similarity = all_pairs(batch, threshold)
        expected = {(a, b): s for a, b, s in zip(i.tolist(), j.tolist(), similarity.tolist())}
        found = {(k, int(other)): s for k in range(len(batch))
                 for other, s in index.query(batch[k], threshold) if int(other) > k}
        assert found == expected


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


def test_merge_count_follows_the_logarithmic_rule():
    assert merge_count([5]) == 1
    assert merge_count([1] * 7) == 1
    assert merge_count([1] * 8) == 8
    assert merge_count([1000] + [1] * 8) == 8
    assert merge_count([64] * 7 + [8] * 7 + [1] * 8) == 22  # a cascade through two levels
    assert merge_count([1000, 1]) == 1


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
    assert 0.5 <= matches[0][1] < 1.0
    assert index.query(daily[0].read_bytes(), 1.0) == [(daily[0].name, 1.0)]


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
    with pytest.raises(ParameterMismatchError, match="stopword_language='en', not "):
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


@pytest.fixture
def saved_index(tmp_path) -> tuple[Path, SignatureBatch, list[str]]:
    batch = random_batch(np.random.default_rng(9), 40)
    ids = [f"doc{k}" for k in range(40)]
    index = Index.create(tmp_path / "index", min_signatures=0)
    index.add_many(ids, batch)
    index.save()
    return tmp_path / "index", batch, ids


def segment_file(root: Path, name: str) -> Path:
    return next(root.glob(f"seg-*/{name}"))


def test_truncated_array_is_detected_on_open_naming_the_file(saved_index, news_folder, capsys):
    root, _, _ = saved_index
    path = segment_file(root, "hashes.npy")
    path.write_bytes(path.read_bytes()[:-5])
    with pytest.raises(CorruptIndexError, match=r"hashes\.npy.*truncated"):
        Index.open(root)
    assert main(["index", "query", str(root), str(news_folder)]) == 1
    assert "hashes.npy" in capsys.readouterr().err


def test_missing_array_is_detected_on_open(saved_index):
    root, _, _ = saved_index
    segment_file(root, "postings.npy").unlink()
    with pytest.raises(CorruptIndexError, match=r"postings\.npy: missing"):
        Index.open(root)


def test_array_replaced_by_another_of_the_same_size_is_detected(saved_index):
    root, _, _ = saved_index
    path = segment_file(root, "sizes.npy")
    sizes = np.load(path)
    np.save(path, sizes.astype(np.float64))  # same byte size, other dtype
    with pytest.raises(CorruptIndexError, match=r"sizes\.npy: holds float64"):
        Index.open(root)


@pytest.mark.parametrize("edit", [
    lambda m: m.update(documents=m["documents"] + 1),
    lambda m: m["params"].update(chain_length=3),
    lambda m: m["segments"][0]["files"]["counts.npy"].update(bytes=1),
])
def test_edited_manifest_is_detected(saved_index, edit):
    root, _, _ = saved_index
    manifest = json.loads((root / "manifest.json").read_text())
    edit(manifest)
    (root / "manifest.json").write_text(json.dumps(manifest))
    with pytest.raises(CorruptIndexError, match=r"manifest\.json: checksum mismatch"):
        Index.open(root)


def test_damaged_manifest_is_detected(saved_index):
    root, _, _ = saved_index
    (root / "manifest.json").write_text('{"format": "spotsigs-index", "vers')
    with pytest.raises(CorruptIndexError, match=r"manifest\.json: not valid JSON"):
        Index.open(root)


def test_flipped_byte_is_found_by_verify_naming_the_file(saved_index, capsys):
    root, _, _ = saved_index
    assert Index.open(root).verify() == len(files._ARRAYS)
    path = segment_file(root, "counts.npy")
    data = bytearray(path.read_bytes())
    data[-3] ^= 0x40
    path.write_bytes(bytes(data))
    index = Index.open(root)  # sizes and headers are intact: only the checksum tells
    with pytest.raises(CorruptIndexError, match=r"counts\.npy: checksum mismatch"):
        index.verify()
    assert main(["index", "info", str(root), "--verify"]) == 1
    assert "counts.npy: checksum mismatch" in capsys.readouterr().err


@pytest.mark.parametrize("failing", ["write_manifest", "array"])
def test_crash_during_save_leaves_the_previous_index_usable(saved_index, monkeypatch, failing):
    root, batch, ids = saved_index
    extra = random_batch(np.random.default_rng(10), 5)
    index = Index.open(root)
    index.add_many([f"new{k}" for k in range(5)], extra)

    def crash(*args, **kwargs):
        raise OSError("disk full (simulated)")

    if failing == "write_manifest":
        monkeypatch.setattr(index_module, "write_manifest", crash)
    else:  # the third array file fails half-way through
        real_save, calls = np.save, []

        def save(file, array, **kwargs):
            calls.append(1)
            if len(calls) == 3:
                file.write(b"\x93NUMPY partial")
                raise OSError("disk full (simulated)")
            real_save(file, array, **kwargs)

        monkeypatch.setattr(np, "save", save)
    with pytest.raises(OSError, match="simulated"):
        index.save()
    monkeypatch.undo()
    old = Index.open(root)
    old.verify()
    assert len(old) == 40 and "new0" not in old
    assert old.query(batch[0], 0.5) == brute_force(batch[0], ids, batch, 0.5)
    index.save()  # the additions are still pending and a later save succeeds
    reopened = Index.open(root)
    assert len(reopened) == 45 and "new4" in reopened
    assert not [p for p in root.iterdir() if p.name.startswith(".")]


def run(argv: list[str], capsys) -> tuple[int, str, str]:
    code = main(argv)
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_cli_build_query_add_info_round_trip(news_folder, tmp_path, capsys):
    index, daily = str(tmp_path / "index"), str(news_folder / "daily")
    code, _, err = run(["index", "build", index, daily, str(news_folder / "missing.html")],
                       capsys)
    assert code == 0
    assert "3 documents read: 2 ok, 1 synthetic, 0 errors; 2 added" in err
    code, out, err = run(["index", "query", index, str(news_folder / "herald"),
                          str(news_folder / "missing.html")], capsys)
    assert code == 0
    assert "floods.html: 1 near-duplicate\n  0." in out and "  0." in out
    assert "transfer.html: 0 near-duplicates" in out
    assert "missing.html: synthetic" in out
    assert "3 documents read: 2 ok, 1 synthetic, 0 errors; 1 with near-duplicates" in err
    code, out, _ = run(["index", "query", index, str(news_folder / "post"), "--json", "-t",
                        "0.5"], capsys)
    records = {r["id"]: r for r in map(json.loads, out.splitlines())}
    assert [m["id"] for m in records["election.html"]["matches"]] == ["election.html"]
    assert [m["id"] for m in records["floods.html"]["matches"]] == ["floods.html"]
    assert all(0.5 <= m["similarity"] <= 1 for r in records.values() for m in r["matches"])
    code, _, err = run(["index", "add", index, str(news_folder)], capsys)
    assert code == 0
    assert "7 documents read: 6 ok, 1 synthetic, 0 errors; 6 added, 0 already" in err
    code, _, err = run(["index", "add", index, daily], capsys)
    assert code == 0 and "0 added, 2 already in the index" in err
    code, out, _ = run(["index", "query", index, str(news_folder / "post" / "floods.html"),
                        "--json"], capsys)
    matches = [m["id"] for m in json.loads(out)["matches"]]
    assert matches[0] == "post/floods.html" and set(matches) == {
        "post/floods.html", "daily/floods.html", "herald/floods.html", "floods.html"}
    code, out, _ = run(["index", "info", index, "--verify"], capsys)
    assert code == 0
    assert "8 documents" in out and "verified: " in out and "every checksum matches" in out
    code, out, _ = run(["index", "info", index, "--json"], capsys)
    assert json.loads(out)["documents"] == 8


def test_cli_refuses_other_parameters_and_a_second_build(news_folder, tmp_path, capsys):
    index = str(tmp_path / "index")
    assert run(["index", "build", index, str(news_folder), "-q"], capsys)[0] == 0
    code, _, err = run(["index", "query", index, str(news_folder), "-c", "3"], capsys)
    assert code == 2 and "built with chain_length=2, not chain_length=3" in err
    code, _, err = run(["index", "add", index, str(news_folder), "-a", "paper"], capsys)
    assert code == 2 and "antecedents" in err
    code, _, err = run(["index", "build", index, str(news_folder)], capsys)
    assert code == 2 and "already holds an index" in err
    code, _, err = run(["index", "query", str(tmp_path / "none"), str(news_folder)], capsys)
    assert code == 1 and "no index" in err


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


def test_cli_build_that_reads_nothing_leaves_no_index(tmp_path, news_folder, capsys):
    index = tmp_path / "index"
    code, _, err = run(["index", "build", str(index), str(tmp_path / "typo")], capsys)
    assert code == 1 and "no document could be read" in err
    assert not index.exists()
    index.mkdir()  # an empty folder given by the user stays, empty
    assert run(["index", "build", str(index), str(tmp_path / "typo")], capsys)[0] == 1
    assert index.is_dir() and not list(index.iterdir())
    assert run(["index", "build", str(index), str(news_folder)], capsys)[0] == 0
    assert len(Index.open(index)) == 6


def test_key_lookup_table_agrees_with_binary_search_even_when_low_bits_clash():
    rng = np.random.default_rng(14)
    clashing = (np.arange(1, 40, dtype=np.uint64) << np.uint64(40)) | np.uint64(7)
    keys = np.unique(np.concatenate([clashing, mix64(rng.integers(0, 2**40, 300,
                                                                   dtype=np.int64))]))
    values = np.concatenate([keys, mix64(rng.integers(0, 2**40, 500, dtype=np.int64)),
                             clashing + np.uint64(1 << 41), np.zeros(3, np.uint64)])
    at = np.minimum(np.searchsorted(keys, values), len(keys) - 1)
    assert np.array_equal(segment._positions(keys, values), np.where(keys[at] == values, at, -1))
