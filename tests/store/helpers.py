"""Helpers of the index tests: random multisets, a brute-force reference, index builders."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import numpy as np

from spotsigs.cli import main
from spotsigs.features import Signature, SignatureBatch, multisets
from spotsigs.join import jaccard
from spotsigs.store import Index
from spotsigs.tokenize import mix64


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


def segment_file(root: Path, name: str) -> Path:
    return next(root.glob(f"seg-*/{name}"))


def run(argv: list[str], capsys) -> tuple[int, str, str]:
    code = main(argv)
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def edit_in_place(path: Path, where: float = 0.5) -> None:
    """Flip one byte of a ``.npy`` file's data, keeping its size and inode (a same-size edit)."""
    with open(path, "r+b") as stream:
        header = 128 if path.stat().st_size >= 128 else 0  # np.save pads headers to 64 bytes
        size = path.stat().st_size
        at = header + int((size - header - 1) * where)
        stream.seek(at)
        byte = stream.read(1)
        stream.seek(at)
        stream.write(bytes([byte[0] ^ 0x5A]))


def rewrite_manifest(root: Path, edit) -> None:
    """Apply ``edit`` to the manifest and write it back with a matching checksum (a crafted
    manifest, which the manifest's own checksum cannot tell from a genuine one)."""
    manifest = json.loads((root / "manifest.json").read_text())
    manifest.pop("checksum")
    edit(manifest)
    text = json.dumps(manifest, sort_keys=True).encode("utf-8")
    manifest["checksum"] = hashlib.sha256(text).hexdigest()
    (root / "manifest.json").write_text(json.dumps(manifest))
