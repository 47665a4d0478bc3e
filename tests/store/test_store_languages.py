"""Each indexed document's language: stored, kept through merges and reopening, returned with
the matches; indexes written before languages (format 2) still open, answer and grow."""

from __future__ import annotations

import json
import pickle

import numpy as np
import pytest

import spotsigs
from spotsigs import store
from spotsigs.store import CorruptIndexError, Index, Match, files

from .helpers import edit_in_place, random_batch, rewrite_manifest, run, segment_file

LANGS = ["en", "de", "fr", "und", "pt", None]  # None: added as a Signature without one
GERMAN = ("Der Bürgermeister sagte am Montag, dass die Stadt nach dem Hochwasser zwei "
          "Notunterkünfte für Familien geöffnet habe, die ihre Häuser verlassen mussten. Die "
          "Feuerwehr arbeitete die ganze Nacht, und das Wetteramt warnte, dass in dieser Woche "
          "noch mehr Regen erwartet wird, weil der Sturm nicht über die Berge gezogen ist.")


def _languages(n: int, seed: int) -> list[str | None]:
    return [LANGS[k] for k in np.random.default_rng(seed).integers(0, len(LANGS), n)]


def _build(root, batch, ids, langs, step: int) -> Index:
    """An index of ``batch`` with ``langs``, ``step`` documents per save (merges included)."""
    index = Index.create(root, min_signatures=0)
    for start in range(0, len(ids), step):
        part = np.arange(start, min(start + step, len(ids)))
        index.add_many([ids[k] for k in part], batch.take(part), [langs[k] for k in part])
        index.save()
    return index


def _assert_languages(index: Index, batch, expected: dict[str, str | None]) -> None:
    """Every match of every document's query carries that document's language, and every
    saved segment holds each document's language at its (by size) position."""
    for query in batch:
        matches = index.query(query, 0.3)
        assert matches and all(isinstance(m, Match) for m in matches)
        assert [m.lang for m in matches] == [expected[m.id] for m in matches]
    for stored in index._stored:
        docs = np.arange(len(stored.segment))
        assert stored.segment.doc_langs(docs) == [expected[i] for i in stored.segment.doc_ids(docs)]


def test_languages_are_kept_through_saves_merges_and_reopening(tmp_path):
    batch = random_batch(np.random.default_rng(30), 3 * store.MERGE_FACTOR + 3)
    ids = [f"doc{k}" for k in range(len(batch))]
    langs = _languages(len(batch), 31)
    expected = dict(zip(ids, langs))
    index = _build(tmp_path / "index", batch, ids, langs, step=2)
    entries = json.loads((tmp_path / "index" / "manifest.json").read_text())["segments"]
    merged = [e for e in entries if e["documents"] > 2]
    assert merged and len(entries) < len(batch) // 2  # saves were merged
    # The merged documents were stored by size: not in the order they were added.
    segment = next(s.segment for s in index._stored if s.entry["name"] == merged[0]["name"])
    order = [int(i[3:]) for i in segment.doc_ids(np.arange(len(segment)))]
    assert order != sorted(order)
    assert all(set(e["languages"]) <= set(LANGS) for e in entries)
    _assert_languages(index, batch, expected)
    reopened = Index.open(tmp_path / "index")
    _assert_languages(reopened, batch, expected)
    extra = random_batch(np.random.default_rng(32), 4)
    reopened.add_many(["p0", "p1", "p2", "p3"], extra, ["ja", None, "en", "ja"])
    for k, query in enumerate(extra):  # pending additions answer with their languages too
        assert {m.id: m.lang for m in reopened.query(query, 1.0)}[f"p{k}"] == \
            ["ja", None, "en", "ja"][k]


def test_a_match_is_still_the_id_and_similarity_pair(tmp_path):
    match = Match("a.html", 0.75, "de")
    doc_id, similarity = match
    assert (doc_id, similarity) == ("a.html", 0.75) == match and len(match) == 2
    assert (match.id, match.similarity, match.lang) == ("a.html", 0.75, "de")
    copy = pickle.loads(pickle.dumps([match]))[0]
    assert copy == match and copy.lang == "de" and type(copy) is Match
    assert repr(match) == "Match('a.html', 0.75, lang='de')"


def test_pages_get_the_language_cluster_gives_them_or_the_one_given(news_folder, tmp_path):
    index = Index.create(tmp_path / "index")
    page = (news_folder / "daily" / "floods.html").read_bytes()
    assert index.add("floods", page)
    assert index.add("german", GERMAN)
    assert index.add("tagged", GERMAN + " Ja.", lang="fr")  # a language given wins
    signature = index.signatures([page])[0]
    seen = index.add_if_new("signature", signature, 1.0)
    assert seen.status is store.NEAR_DUPLICATE and seen.matches[0].lang == "en"
    found = {m.id: m.lang for m in index.query(page, 0.5)}
    assert found == {"floods": "en"}
    assert spotsigs.cluster([page, GERMAN]).languages == ["en", "de"]
    assert {m.id: m.lang for m in index.query(GERMAN, 0.5)} == {"german": "de", "tagged": "fr"}
    index.add("bare", signature)
    index.add("bare-de", signature, lang="de")
    index.save()
    found = {m.id: m.lang for m in Index.open(tmp_path / "index").query(signature, 1.0)}
    assert found == {"floods": "en", "bare": None, "bare-de": "de"}
    for bad in ("EN", "english", "", "e", 3):
        with pytest.raises(ValueError, match="language"):
            index.add("bad", signature, lang=bad)
        with pytest.raises(ValueError, match="language"):
            index.add_many(["bad"], [signature], [bad])
    with pytest.raises(ValueError, match="2 languages for 1 documents"):
        index.add_many(["bad"], [signature], ["en", "de"])
    assert "bad" not in index


def as_format_2(root) -> None:
    """Make a saved index what spotsigs wrote before languages: the same arrays without
    ``lang_codes.npy``, entries without ``languages``, version 2 (the other files and
    fields are byte for byte what that version wrote: compared once against its code)."""
    def edit(manifest):
        manifest["version"] = 2
        for entry in manifest["segments"]:
            del entry["languages"], entry["files"]["lang_codes.npy"]
            (root / entry["name"] / "lang_codes.npy").unlink()

    rewrite_manifest(root, edit)


def test_an_index_written_before_languages_answers_with_none_and_grows(tmp_path, capsys):
    root = tmp_path / "index"
    batch = random_batch(np.random.default_rng(40), store.MERGE_FACTOR + 4)
    ids = [f"old{k}" for k in range(len(batch))]
    old = store.MERGE_FACTOR - 1  # one-document segments: the next save merges them all
    _build(root, batch.take(np.arange(old)), ids[:old], ["en"] * old, step=1)
    as_format_2(root)
    index = Index.open(root)
    assert index.info()["version"] == 2
    assert index.verify() == old * (len(files._ARRAYS) - 1)
    expected = dict.fromkeys(ids[:old])
    _assert_languages(index, batch.take(np.arange(old)), expected)
    index.add_many(ids[old:], batch.take(np.arange(old, len(batch))), ["de"] * (len(ids) - old))
    index.save()  # merged with the old segments: their documents keep no language
    expected.update(dict.fromkeys(ids[old:], "de"))
    manifest = json.loads((root / "manifest.json").read_text())
    assert manifest["version"] == store.FORMAT_VERSION == 3
    assert [e["languages"] for e in manifest["segments"]] == [["de", None]]
    reopened = Index.open(root)
    _assert_languages(reopened, batch, expected)
    assert reopened.verify() == len(files._ARRAYS)


def test_the_cli_prints_each_match_language_null_or_dash_when_unknown(news_folder, tmp_path,
                                                                      capsys):
    root = tmp_path / "index"
    herald = str(news_folder / "herald" / "floods.html")
    assert run(["index", "build", str(root), str(news_folder / "daily"), "-q"], capsys)[0] == 0
    code, out, _ = run(["index", "query", str(root), herald, "--json", "-q"], capsys)
    assert code == 0
    assert json.loads(out)["matches"] == [{"id": "floods.html", "similarity": 1.0, "lang": "en"}]
    code, out, _ = run(["index", "query", str(root), herald, "-q"], capsys)
    assert out.splitlines()[1:] == ["  1.000  en   floods.html"]
    as_format_2(root)
    code, out, _ = run(["index", "query", str(root), herald, "--json", "-q"], capsys)
    record = json.loads(out)
    assert code == 0 and record["lang"] == "en"  # the query page's own: identified
    assert record["matches"] == [{"id": "floods.html", "similarity": 1.0, "lang": None}]
    code, out, _ = run(["index", "query", str(root), herald, "-q"], capsys)
    assert out.splitlines()[1:] == ["  1.000  -    floods.html"]
    code, _, err = run(["index", "add", str(root), str(news_folder)], capsys)
    assert code == 0 and "6 added" in err
    code, out, _ = run(["index", "query", str(root), herald, "--json", "-q", "-t", "0.5"],
                       capsys)
    assert {m["id"]: m["lang"] for m in json.loads(out)["matches"]} == {
        "floods.html": None, "daily/floods.html": "en", "herald/floods.html": "en",
        "post/floods.html": "en"}


def test_verify_finds_a_damaged_language_column(saved_index, capsys):
    root, _, _ = saved_index
    path = segment_file(root, "lang_codes.npy")
    edit_in_place(path)
    index = Index.open(root)  # its size and header are intact: only the checksum tells
    with pytest.raises(CorruptIndexError, match=r"lang_codes\.npy: checksum mismatch"):
        index.verify()
    assert run(["index", "info", str(root), "--verify"], capsys)[0] == 1
    path.write_bytes(path.read_bytes()[:-1])
    with pytest.raises(CorruptIndexError, match=r"lang_codes\.npy.*truncated"):
        Index.open(root)
