"""Files on disk: damage detection naming the file, atomic saves that survive a crash."""

from __future__ import annotations

import json

import numpy as np
import pytest

from spotsigs.cli import main
from spotsigs.store import CorruptIndexError, Index, files
from spotsigs.store import index as index_module

from .helpers import brute_force, random_batch, segment_file


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
    lambda m: m["params"].update(chain_length=m["params"]["chain_length"] + 1),
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
