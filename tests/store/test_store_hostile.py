"""Hostile indexes: same-size edits found before use, damage never merged, crafted manifests."""

from __future__ import annotations

import hashlib
import json
import os

import numpy as np
import pytest

from spotsigs import store
from spotsigs.cli import main
from spotsigs.store import CorruptIndexError, Index, files

from .helpers import brute_force, edit_in_place, random_batch, rewrite_manifest, segment_file

ARRAY_FILES = [f"{name}.npy" for name in files._ARRAYS]


@pytest.mark.parametrize("name", ARRAY_FILES)
def test_a_same_size_edit_of_any_array_is_found_before_the_array_is_used(saved_index, name):
    root, batch, _ = saved_index
    edit_in_place(segment_file(root, name))
    index = Index.open(root)  # opening stays cheap: sizes, dtypes, lengths only
    with pytest.raises(CorruptIndexError, match=rf"{name}: checksum mismatch"):
        index.query(batch[0], 0.1)
    with pytest.raises(CorruptIndexError, match=rf"{name}: checksum mismatch"):
        "doc0" in Index.open(root)  # noqa: B015 - the lookup is what is tested
    with pytest.raises(CorruptIndexError, match=rf"{name}: checksum mismatch"):
        Index.open(root).add("new", batch[1])


def test_segments_are_verified_once_by_the_index_that_opened_them(saved_index, monkeypatch):
    root, batch, _ = saved_index
    checked = []
    real = files._file_checksum
    monkeypatch.setattr(files, "_file_checksum", lambda *a: checked.append(1) or real(*a))
    index = Index.open(root)
    assert not checked  # opening reads no array through
    index.query(batch[0], 0.5)
    assert len(checked) == len(ARRAY_FILES)
    index.query(batch[1], 0.5)
    assert "doc3" in index and len(checked) == len(ARRAY_FILES)
    index.add("new", batch[2])
    index.save()  # no merge: the segment is not read again
    assert len(checked) == len(ARRAY_FILES)
    edit_in_place(segment_file(root, "counts.npy"))
    with pytest.raises(CorruptIndexError, match=r"counts\.npy: checksum mismatch"):
        Index.open(root).query(batch[0], 0.5)  # opened again: checked again


def test_a_damaged_segment_is_never_merged_into_fresh_checksums(tmp_path, capsys):
    root = tmp_path / "index"
    batch = random_batch(np.random.default_rng(20), 8)
    index = Index.create(root, min_signatures=0)
    for k in range(7):  # seven one-document segments: the eighth save merges all of them
        index.add(f"doc{k}", batch[k])
        index.save()
    index = Index.open(root)
    index.add("doc7", batch[7])  # checks the segments: all intact so far
    damaged = root / "seg-000001" / "sizes.npy"
    edit_in_place(damaged)  # damaged after the check, before the merge reads it
    with pytest.raises(CorruptIndexError, match=r"seg-000001/sizes\.npy: checksum mismatch"):
        index.save()
    assert len(Index.open(root)) == 7  # nothing was saved
    with pytest.raises(CorruptIndexError, match=r"sizes\.npy: checksum mismatch"):
        Index.open(root).verify()
    assert main(["index", "info", str(root), "--verify"]) == 1
    assert "sizes.npy: checksum mismatch" in capsys.readouterr().err


def test_indexes_written_with_sha256_checksums_still_open_verify_and_grow(saved_index):
    root, batch, ids = saved_index

    def as_version_1(manifest):  # what spotsigs wrote before the crc32 checksums
        manifest["version"] = 1
        for entry in manifest["segments"]:
            for name, record in entry["files"].items():
                data = (root / entry["name"] / name).read_bytes()
                entry["files"][name] = {"bytes": record["bytes"],
                                        "sha256": hashlib.sha256(data).hexdigest()}

    rewrite_manifest(root, as_version_1)
    index = Index.open(root)
    assert index.query(batch[0], 0.5) == brute_force(batch[0], ids, batch, 0.5)
    assert index.verify() == len(ARRAY_FILES)
    extra = random_batch(np.random.default_rng(21), 3)
    index.add_many(["x0", "x1", "x2"], extra)
    index.save()
    manifest = json.loads((root / "manifest.json").read_text())
    assert manifest["version"] == store.FORMAT_VERSION
    kinds = [sorted(set(r) - {"bytes"}) for e in manifest["segments"] for r in e["files"].values()]
    assert kinds == [["sha256"]] * len(ARRAY_FILES) + [["crc32"]] * len(ARRAY_FILES)
    assert Index.open(root).verify() == 2 * len(ARRAY_FILES)
    edit_in_place(segment_file(root, "hashes.npy"))  # the first, sha256 segment
    with pytest.raises(CorruptIndexError, match=r"hashes\.npy: checksum mismatch"):
        Index.open(root).query(batch[0], 0.5)


@pytest.mark.parametrize("name", ["../../outside.npy", "/dev/zero", "sub/hashes.npy",
                                  "extra.npy", ".", ""])
def test_manifest_files_other_than_the_segment_arrays_are_never_read(saved_index, name,
                                                                       capsys):
    root, _, _ = saved_index
    outside = root.parent / "outside.npy"
    outside.write_bytes(b"secret")
    record = {"bytes": 6, "sha256": hashlib.sha256(b"secret").hexdigest()}
    rewrite_manifest(root, lambda m: m["segments"][0]["files"].update({name: record}))
    with pytest.raises(CorruptIndexError, match=r"manifest\.json: .*files"):
        Index.open(root)
    assert main(["index", "info", str(root), "--verify"]) == 1
    assert "manifest.json" in capsys.readouterr().err


@pytest.mark.parametrize("kind", ["symlink", "fifo", "folder symlink"])
def test_segment_files_that_are_not_regular_files_in_the_folder_are_refused(saved_index, kind):
    root, batch, _ = saved_index
    path = segment_file(root, "hashes.npy")
    elsewhere = root.parent / "elsewhere"
    elsewhere.mkdir()
    if kind == "folder symlink":  # the whole segment folder moved out and linked back
        os.rename(path.parent, elsewhere / path.parent.name)
        os.symlink(elsewhere / path.parent.name, path.parent)
    else:
        os.rename(path, elsewhere / path.name)
        if kind == "symlink":  # a link to an identical copy: same bytes, but outside the index
            os.symlink(elsewhere / path.name, path)
        else:
            os.mkfifo(path)  # reading it would wait forever
    with pytest.raises(CorruptIndexError, match="not a regular"):
        Index.open(root).query(batch[0], 0.5)


def _set_documents(manifest, value):
    manifest["segments"][0]["documents"] = value
    manifest["documents"] = value


MALFORMED = {
    "no params": lambda m: m.pop("params"),
    "params a list": lambda m: m.update(params=["chain_length", 2]),
    "no chain_length": lambda m: m["params"].pop("chain_length"),
    "chain_length a string": lambda m: m["params"].update(chain_length="2"),
    "antecedents a name": lambda m: m["params"].update(antecedents="paper"),  # a file to read
    "no antecedents": lambda m: m["params"].update(antecedents=[]),
    "language a path": lambda m: m["params"].update(stopword_language="../../etc"),
    "unknown parameter": lambda m: m["params"].update(unknown=1),
    "no generation": lambda m: m.pop("generation"),
    "generation a string": lambda m: m.update(generation="7"),
    "segments a dict": lambda m: m.update(segments={"seg-000001": 1}),
    "documents a string": lambda m: _set_documents(m, "40"),
    "documents negative": lambda m: _set_documents(m, -1),
    "no keys count": lambda m: m["segments"][0].pop("keys"),
    "name a list": lambda m: m["segments"][0].update(name=["seg-000001"]),
    "files a list": lambda m: m["segments"][0].update(files=[]),
    "no bytes": lambda m: m["segments"][0]["files"]["hashes.npy"].pop("bytes"),
    "bytes a bool": lambda m: m["segments"][0]["files"]["hashes.npy"].update(bytes=True),
    "two checksums": lambda m: m["segments"][0]["files"]["hashes.npy"].update(crc32=12),
    "record a string": lambda m: m["segments"][0]["files"].update({"hashes.npy": "ok"}),
    "a file missing": lambda m: m["segments"][0]["files"].pop("postings.npy"),
    "languages without codes": lambda m: m["segments"][0]["files"].pop("lang_codes.npy"),
    "codes without languages": lambda m: m["segments"][0].pop("languages"),
    "languages a string": lambda m: m["segments"][0].update(languages="en"),
    "page language a path": lambda m: m["segments"][0].update(languages=["../../etc"]),
    "language twice": lambda m: m["segments"][0].update(languages=["en", "en"]),
    "segment twice": lambda m: m["segments"].append(m["segments"][0]) or m.update(documents=80),
}


@pytest.mark.parametrize("edit", MALFORMED.values(), ids=MALFORMED.keys())
def test_a_manifest_with_missing_or_malformed_fields_is_a_corrupt_index(saved_index, edit,
                                                                         capsys):
    root, _, _ = saved_index
    rewrite_manifest(root, edit)
    with pytest.raises(CorruptIndexError, match=r"manifest\.json"):
        Index.open(root)
    for argv in (["index", "info", str(root)], ["index", "info", str(root), "--verify"]):
        assert main(argv) == 1
        assert "error:" in capsys.readouterr().err


@pytest.mark.parametrize("action", ["query", "add"])
def test_the_cli_reports_damage_found_on_first_use_without_a_traceback(saved_index,
                                                                        news_folder, action,
                                                                        capsys):
    root, _, _ = saved_index
    edit_in_place(segment_file(root, "postings.npy"))
    assert main(["index", action, str(root), str(news_folder), "--min-signatures", "0"]) == 1
    err = capsys.readouterr().err
    assert "error: " in err and "postings.npy: checksum mismatch" in err
    assert len(Index.open(root)) == 40  # nothing was added
