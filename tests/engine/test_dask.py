"""The Dask engine gives the local engine's clusters and pairs, byte for byte."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from spotsigs.cli import main
from spotsigs.engine.dask import file_groups, partition_pairs, partition_tasks
from spotsigs.features import SignatureBatch
from spotsigs.join import all_pairs

DATA = Path(__file__).resolve().parents[1] / "data"


def random_batch(rng: np.random.Generator, n: int) -> SignatureBatch:
    offsets = np.concatenate([[0], np.cumsum(rng.integers(0, 40, n))])
    hashes, counts = [], []
    for k in range(n):
        size = offsets[k + 1] - offsets[k]
        base = rng.integers(0, 3) * 1000
        hashes.append(np.sort(rng.choice(60, size, replace=False)).astype(np.uint64) + base)
        counts.append(rng.integers(1, 3, size).astype(np.uint32))
    return SignatureBatch(offsets.astype(np.int64), np.concatenate(hashes),
                          np.concatenate(counts))


@pytest.mark.parametrize("threshold", [5e-324, 1e-9, 0.2, 0.5, 0.8, 1.0])
def test_partition_tasks_cover_every_pair_exactly_once(threshold):
    rng = np.random.default_rng(7)
    batch = random_batch(rng, 120)
    included = rng.random(120) > 0.1
    kept = np.flatnonzero(included)
    i, j, _ = all_pairs(batch.take(kept), threshold)
    expected = set(zip(kept[i].tolist(), kept[j].tolist()))
    found: list[tuple[int, int]] = []
    with np.errstate(all="raise"):  # no overflow on the way
        tasks = partition_tasks(batch.sizes, included, threshold)
    for members, owners in tasks:
        pi, pj, _ = partition_pairs(batch, members, owners, threshold)
        found.extend(zip(pi.tolist(), pj.tolist()))
    assert len(found) == len(set(found))
    assert set(found) == expected


def test_dask_engine_equals_local_engine(news_folder, tmp_path, capsys):
    pytest.importorskip("distributed", reason="Dask is a test dependency; install .[test]")
    inputs = [str(news_folder), str(DATA / "io")]
    outputs = {}
    for engine in ("local", "dask"):
        out, pairs = tmp_path / f"{engine}.jsonl", tmp_path / f"{engine}-pairs.jsonl"
        code = main(["cluster", *inputs, "-o", str(out), "--pairs", str(pairs), "-q",
                     "--engine", engine])
        assert code == 0
        outputs[engine] = (out.read_bytes(), pairs.read_bytes())
    assert outputs["dask"] == outputs["local"]
    assert outputs["local"][1].count(b"\n") >= 4


def test_scheduler_without_dask_engine_is_refused(news_folder, capsys):
    assert main(["cluster", str(news_folder), "--scheduler", "tcp://127.0.0.1:1"]) == 2
    assert "--engine dask" in capsys.readouterr().err


@pytest.mark.parametrize("seed", range(5))
def test_file_groups_cover_the_files_in_order_within_the_byte_limit(seed):
    rng = np.random.default_rng(seed)
    sizes = rng.integers(0, 1000, rng.integers(0, 200)).tolist()
    groups = file_groups(sizes, workers=2, max_bytes=1500)
    covered = [k for g in groups for k in range(len(sizes))[g]]
    assert covered == list(range(len(sizes)))
    assert all(g.stop > g.start for g in groups)
    # A group over the limit holds a single file; with 4 groups per worker as the target,
    # many small files still end up in a few tasks.
    assert all(sum(sizes[g]) <= 1500 or g.stop - g.start == 1 for g in groups)
    if sum(sizes) >= 8 * 1500:
        assert len(groups) <= 2 * sum(sizes) // 1500 + 1


def test_file_groups_of_small_files_give_about_four_tasks_per_worker():
    assert 8 <= len(file_groups([10] * 2025, workers=2)) <= 9
    assert file_groups([], workers=2) == []
