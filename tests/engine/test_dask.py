"""The Dask engine gives the local engine's clusters and pairs, byte for byte, with a client
that receives no corpus-sized object; its shards are written atomically and checked."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from conftest import dask_outputs

from spotsigs.cli import main
from spotsigs.engine.dask import components as dask_components
from spotsigs.engine.dask.extract import file_groups
from spotsigs.engine.dask.io import copy_text_shard
from spotsigs.engine.dask.join import partition_pairs, partition_tasks
from spotsigs.engine.dask.shards import Shard, ShardError, write_shard
from spotsigs.features import SignatureBatch
from spotsigs.join import all_pairs

DATA = Path(__file__).resolve().parents[1] / "data"
DEMO = Path(__file__).resolve().parents[2] / "data" / "demo" / "pages"


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


def test_relative_inputs_are_read_by_workers_started_in_another_folder(
        scheduler, news_folder, tmp_path, monkeypatch, capsys):
    """The workers' working folder is theirs, not the client's: a relative input path is
    read from where the command was run, and named as the user gave it."""
    monkeypatch.chdir(news_folder.parent)
    relative = news_folder.name
    outputs = {}
    for engine in ("local", "dask"):
        out = tmp_path / f"{engine}.jsonl"
        flags = ["--engine", "dask", "--scheduler", scheduler] if engine == "dask" else []
        assert main(["cluster", relative, "-o", str(out), "-q", *flags]) == 0
        outputs[engine] = out.read_bytes()
    assert outputs["dask"] == outputs["local"]
    assert b'"status": "error"' not in outputs["dask"]


def test_scheduler_without_dask_engine_is_refused(news_folder, capsys):
    assert main(["cluster", str(news_folder), "--scheduler", "tcp://127.0.0.1:1"]) == 2
    assert "--engine dask" in capsys.readouterr().err
    assert main(["cluster", str(news_folder), "--work-dir", str(news_folder)]) == 2
    assert "--work-dir needs --engine dask" in capsys.readouterr().err


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


def _cluster_outputs(inputs: list[str], folder: Path, options: list[str], suffix: str
                     ) -> tuple[bytes, bytes]:
    out, pairs = folder / f"c{suffix}", folder / f"p{suffix}"
    assert main(["cluster", *inputs, "-o", str(out), "--pairs", str(pairs), "-q",
                 *options]) == 0
    return out.read_bytes(), pairs.read_bytes()


@pytest.mark.parametrize("method, options, suffix", [
    ("spotsigs", [], ".jsonl"), ("spotsigs", ["-t", "0.2"], ".csv"),
    ("shingles", [], ".jsonl"), ("minhash", [], ".jsonl"),
    ("minhash", ["--agree", "100"], ".csv"), ("simhash", [], ".jsonl"),
    ("simhash", ["-t", "0.99"], ".jsonl"), ("imatch", [], ".jsonl")])
def test_every_method_on_dask_writes_the_local_engines_bytes(
        scheduler, news_folder, tmp_path, monkeypatch, method, options, suffix):
    """With the components cut into a partition per extract shard (of the 8 or so), and
    (spotsigs) also in one partition."""
    inputs = [str(news_folder), str(DEMO), str(DATA / "syndication"), str(DATA / "io")]
    args = ["-m", method, *options]
    (tmp_path / "local").mkdir()
    local = _cluster_outputs(inputs, tmp_path / "local", args, suffix)
    assert local[1].count(b"\n") >= 10
    sizes = (1, dask_components.PARTITION_DOCS) if method == "spotsigs" else (1,)
    for partition_docs in sizes:
        monkeypatch.setattr(dask_components, "PARTITION_DOCS", partition_docs)
        folder = tmp_path / f"dask-{partition_docs}"
        folder.mkdir()
        dask = _cluster_outputs(inputs, folder,
                                [*args, "--engine", "dask", "--scheduler", scheduler], suffix)
        assert dask == local
        assert not [p for p in folder.iterdir() if p.name.startswith("spotsigs-")]


def _jsonl(path: Path, records: list[tuple[str, str]]) -> None:
    path.write_text("".join(json.dumps({"id": i, "url": f"https://x/{i}", "text": t}) + "\n"
                            for i, t in records), encoding="utf-8")


STORY = ("the river rose above its banks and the town was flooded while the mayor said that "
         "the army would help and the crews were working through the night as it rained on")


def test_repeated_ids_and_many_shards_match_the_local_engine(scheduler, tmp_path, monkeypatch):
    """Ids repeated across files (also ones that look like a renaming, a#2) get the local
    engine's #N, whatever the shard size (and components partitions of 2 documents, or one
    shard); the client's results stay small."""
    from spotsigs.engine.ids import unique_ids
    from spotsigs.methods import make_method
    from spotsigs.readers import Document

    folder = tmp_path / "in"
    folder.mkdir()
    words = STORY.split()
    texts = [" ".join(words[k % 7:] + words[:k % 7]) + f" story{k // 3}" for k in range(40)]
    ids = ["a", "a", "a#2", "b", "a", "a#2", "c#1", "c", "c", "a#3"] * 4
    _jsonl(folder / "1.jsonl", list(zip(ids[:17], texts[:17])))
    _jsonl(folder / "2.jsonl", list(zip(ids[17:], texts[17:])))
    (folder / "3.html").write_text("<html><body>404 not found</body></html>")
    expected = tmp_path / "local.jsonl"
    expected_pairs = tmp_path / "local-pairs.csv"
    assert main(["cluster", str(folder), "-o", str(expected), "--pairs", str(expected_pairs),
                 "-q", "-t", "0.3"]) == 0
    params = make_method("spotsigs").params()
    renamed = sum(d.doc_id != i for d, i in zip(
        unique_ids(Document(i, "", None) for i in ids), ids))
    monkeypatch.setattr(dask_components, "PARTITION_DOCS", 2)
    for shard_docs in (1, 3, 1000):
        clusters, pairs, result = dask_outputs([str(folder)], 0.3, params, scheduler,
                                               work_dir=tmp_path, pairs_format="csv",
                                               shard_docs=shard_docs)
        assert clusters == expected.read_text(encoding="utf-8")
        assert pairs == expected_pairs.read_text(encoding="utf-8")
        assert result.problems.n_renamed == renamed
        # The second 'a' skips the real ids a#2 and a#3 of the input.
        assert result.problems.renamed[0].startswith("'a' in ") and \
            result.problems.renamed[0].endswith("1.jsonl -> 'a#4'")
        assert max(result.received) < 20_000
    assert "a#2#2" in expected.read_text(encoding="utf-8")
    names = [json.loads(line)["id"] for line in expected.read_text(
        encoding="utf-8").splitlines()]
    assert names[:10] == ["a", "a#4", "a#2", "b", "a#5", "a#2#2", "c#1", "c", "c#2", "a#3"]


def test_a_real_id_keeps_its_name_on_dask_as_locally(scheduler, tmp_path):
    """dup, dup, dup#2, dup (issue 17): dup#2 stays dup#2, the repeats become dup#3 and
    dup#4, on Dask as in the local engine, whatever the shard size, byte for byte."""
    from spotsigs.methods import make_method

    folder = tmp_path / "in"
    folder.mkdir()
    ids = ["dup", "dup", "dup#2", "dup"]
    _jsonl(folder / "1.jsonl", [(i, f"{STORY} {k}") for k, i in enumerate(ids[:2])])
    _jsonl(folder / "2.jsonl", [(i, f"{STORY} {k}") for k, i in enumerate(ids[2:], 2)])
    expected, expected_pairs = tmp_path / "local.jsonl", tmp_path / "local-pairs.jsonl"
    assert main(["cluster", str(folder), "-o", str(expected), "--pairs", str(expected_pairs),
                 "-q"]) == 0
    local = expected.read_text(encoding="utf-8")
    assert [json.loads(line)["id"] for line in local.splitlines()] == [
        "dup", "dup#3", "dup#2", "dup#4"]
    for shard_docs in (1, 1000):
        clusters, pairs, result = dask_outputs([str(folder)], 0.45,
                                               make_method("spotsigs").params(), scheduler,
                                               work_dir=tmp_path, shard_docs=shard_docs)
        assert clusters == local
        assert pairs == expected_pairs.read_text(encoding="utf-8")
        assert result.problems.n_renamed == 2
        assert result.problems.renamed[0].endswith("-> 'dup#3'")


def test_the_client_never_receives_a_corpus_sized_object(scheduler, tmp_path):
    """The largest result the client gathers does not grow with the corpus (4x the
    documents), and stays far below the features the workers hold."""
    from spotsigs.engine import Run
    from spotsigs.engine.dask import DaskEngine
    from spotsigs.methods import make_method

    rng = np.random.default_rng(3)
    words = np.array(STORY.split() * 10 + [f"w{k}" for k in range(3000)])
    largest, features = {}, {}
    for n in (400, 1600):
        folder = tmp_path / f"in-{n}"
        folder.mkdir()
        for f in range(4):
            _jsonl(folder / f"{f}.jsonl", [
                (f"{f}-{k}", " ".join(words[rng.integers(0, len(words), 300)]))
                for k in range(n // 4)])
        engine = DaskEngine(scheduler, tmp_path / str(n), shard_docs=100, keep=True)
        with engine.cluster(Run(make_method("spotsigs"), 0.45, inputs=[str(folder)])) as result:
            assert result.counts()["documents"] == n
            largest[n] = max(engine.received)
        features[n] = sum((Path(s) / f"{name}.npy").stat().st_size
                          for s in (tmp_path / str(n)).glob("spotsigs-dask-*/extract/*")
                          for name in ("f_hashes", "f_counts", "f_offsets", "id_data"))
    assert features[1600] > 3.5 * features[400]
    assert largest[1600] <= 1.25 * largest[400] + 1_000, largest
    assert 20 * largest[1600] < features[1600]


def test_a_shard_of_a_killed_task_is_never_read(tmp_path):
    """A task killed (SIGKILL) just before its shard's rename leaves only a temporary folder;
    the shard reads as missing, with its name."""
    target = tmp_path / "shards" / "s1"
    code = f"""
import os, signal, numpy as np
import spotsigs.engine.dask.shards as shards
shards.os.rename = lambda *a: os.kill(os.getpid(), signal.SIGKILL)
shards.write_shard({str(target)!r}, {{"x": np.arange(100000)}})
"""
    process = subprocess.run([sys.executable, "-c", code], cwd=Path(__file__).parent.parent)
    assert process.returncode == -9
    assert not target.exists()
    assert [p.name for p in target.parent.iterdir()][0].startswith(".s1.tmp-")
    with pytest.raises(ShardError, match="missing shard .*s1"):
        Shard(target)


def test_a_missing_or_corrupt_shard_gives_a_clear_error(tmp_path):
    arrays = {"x": np.arange(5000, dtype=np.int64), "y": np.ones(3)}
    for name in ("flipped", "short", "gone"):
        write_shard(tmp_path / name, arrays, {"n": 1})
    data = bytearray((tmp_path / "flipped" / "x.npy").read_bytes())
    data[-3] ^= 0xFF
    (tmp_path / "flipped" / "x.npy").write_bytes(bytes(data))
    with open(tmp_path / "short" / "x.npy", "r+b") as stream:
        stream.truncate(1000)
    os.unlink(tmp_path / "gone" / "y.npy")
    with pytest.raises(ShardError, match=r"corrupt shard .*flipped: x.npy fails its checksum"):
        Shard(tmp_path / "flipped")
    with pytest.raises(ShardError, match=r"corrupt shard .*short: x.npy holds 1000 bytes"):
        Shard(tmp_path / "short")
    with pytest.raises(ShardError, match=r"corrupt shard .*gone: y.npy is missing"):
        Shard(tmp_path / "gone")
    with pytest.raises(ShardError, match=r"missing shard .*nowhere"):
        Shard(tmp_path / "nowhere")
    written = write_shard(tmp_path / "fine", arrays, {"n": 1})
    shard = Shard(written)
    assert shard.meta == {"n": 1} and shard.array("x").tolist() == list(range(5000))
    with pytest.raises(ShardError, match="missing shard .*out.txt"):
        copy_text_shard({"path": str(tmp_path / "out.txt"), "bytes": 1, "crc32": 0},
                        io.StringIO())


def test_a_lost_output_shard_fails_the_run_naming_it(scheduler, news_folder, tmp_path,
                                                      capsys, monkeypatch):
    """The client checks each output shard's size and checksum as it copies it: a shard lost
    between the tasks and the copy stops the run with its name, and no output appears."""
    from spotsigs.engine.dask.output import ShardRecords

    original = ShardRecords.write_clusters

    def lose_first(self, stream, fmt):
        os.unlink(self.clusters[0]["path"])
        return original(self, stream, fmt)

    monkeypatch.setattr(ShardRecords, "write_clusters", lose_first)
    out = tmp_path / "c.jsonl"
    assert main(["cluster", str(news_folder), "-o", str(out), "--engine", "dask",
                 "--scheduler", scheduler]) == 1
    assert "missing shard" in capsys.readouterr().err
    assert not out.exists()


def test_soft_404_pages_are_flagged_on_dask_as_locally(scheduler, tmp_path):
    """The soft-404 rule (short near-identical pages of one host under >= 4 paths) gives
    the local engine's statuses, reasons, clusters and pairs, whatever the shard size, also
    with the working folder on an fsspec URL."""
    from spotsigs.methods import make_method

    error = ("sorry the page you asked for is not here and we have looked for it in all of "
             "the places where it could be but it is gone so try the home page or the "
             "search box of the site")
    records = [{"id": f"e{k}", "url": f"https://acme.com/{p}", "text": f"{error} {p}"}
               for k, p in enumerate(["a", "b/c", "d", "e", "b/c?x=1", "f"])]
    records += [{"id": f"s{k}", "url": f"https://acme.com/story?utm={k}", "text": STORY}
                for k in range(3)]
    records += [{"id": f"l{k}", "url": f"https://other{k}.com/long", "text": STORY * 6}
                for k in range(3)]
    records += [{"id": "n1", "text": error}, {"id": "n2", "text": error}]
    folder = tmp_path / "in"
    folder.mkdir()
    for part, chunk in enumerate((records[:5], records[5:])):
        (folder / f"{part}.jsonl").write_text(
            "".join(json.dumps(r) + "\n" for r in chunk), encoding="utf-8")
    expected = tmp_path / "local.jsonl"
    expected_pairs = tmp_path / "local-pairs.jsonl"
    assert main(["cluster", str(folder), "-o", str(expected), "--pairs", str(expected_pairs),
                 "-q"]) == 0
    local = [json.loads(line) for line in expected.read_text(encoding="utf-8").splitlines()]
    assert [r["status"] for r in local[:6]] == ["synthetic"] * 6
    assert all(r["reason"].startswith("soft 404") for r in local[:6])
    assert {r["status"] for r in local[6:]} == {"ok"}
    assert len({r["cluster"] for r in local[6:9]}) == 1
    params = make_method("spotsigs").params()
    for shard_docs, work_dir in ((1, tmp_path), (4, tmp_path), (1000, tmp_path),
                                 (4, f"file://{tmp_path}/url")):
        clusters, pairs, result = dask_outputs([str(folder)], 0.5, params, scheduler,
                                               work_dir=work_dir, shard_docs=shard_docs)
        assert clusters == expected.read_text(encoding="utf-8")
        assert pairs == expected_pairs.read_text(encoding="utf-8")
        assert result.counts()["synthetic"] == 6


def test_join_blocks_hold_at_most_half_the_limit_each():
    from spotsigs.engine.dask.join import join_blocks

    counts = [3, 4, 2, 6, 0]
    assert join_blocks(counts, 100) == [(0, 5)]  # 15 members: one task
    assert join_blocks(counts, 12) == [(0, 1), (1, 3), (3, 5)]  # 3 | 4+2 | 6 and an empty
    assert join_blocks(counts, 2) == [(0, 1), (1, 2), (2, 3), (3, 5)]


@pytest.mark.parametrize("method", ["spotsigs", "shingles"])
def test_a_partition_cut_into_blocks_gives_the_local_engines_bytes(
        scheduler, news_folder, tmp_path, monkeypatch, method):
    """A length partition over the limit is joined block pair by block pair: the same pairs
    and clusters as the local engine (small shards and a tiny limit force many blocks)."""
    from spotsigs.engine.dask import join as dask_pairs
    from spotsigs.methods import make_method

    monkeypatch.setattr(dask_pairs, "JOIN_SIGNATURES", 600)
    inputs = [str(news_folder), str(DEMO), str(DATA / "syndication")]
    (tmp_path / "local").mkdir()
    clusters, pairs = _cluster_outputs(inputs, tmp_path / "local", ["-m", method, "-t", "0.3"],
                                       ".jsonl")
    assert pairs.count(b"\n") >= 10
    got_clusters, got_pairs, _ = dask_outputs(inputs, 0.3, make_method(method).params(),
                                              scheduler, work_dir=tmp_path, shard_docs=3)
    assert got_pairs.encode() == pairs
    assert got_clusters.encode() == clusters
    # Without pairs, each block pair's task keeps the cross links of its two blocks only.
    got_clusters, _, result = dask_outputs(inputs, 0.3, make_method(method).params(), scheduler,
                                           work_dir=tmp_path / "links", shard_docs=3,
                                           pairs_format=None, keep=True)
    assert got_clusters.encode() == clusters
    assert len(list(Path(result.folder, "pairs").glob("join-*-0000-0005*"))) >= 1  # blocks


@pytest.mark.parametrize("drop", [None, "none", "all", "words,soft404"])
def test_dedup_on_dask_keeps_and_drops_what_it_does_locally(scheduler, news_folder, tmp_path,
                                                            drop):
    """The archive and the map of dedup, at each --drop choice, of HTML pages (a 404 among
    them) and of extracted text (short stories, a soft-404 group), on either engine."""
    error = ("sorry the page you asked for is not here and we have looked for it in all of "
             "the places where it could be but it is gone so try the home page")
    records = [{"id": f"e{k}", "url": f"https://acme.com/{p}", "text": error}
               for k, p in enumerate(["a", "b", "c", "d"])]
    records += [{"id": f"brief{k}", "text": f"Qtly div {k} cts vs {k} cts prior"}
                for k in range(3)]
    records += [{"id": f"s{k}", "text": STORY} for k in range(2)]
    texts = tmp_path / "texts.jsonl"
    texts.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    options = ["--drop", drop] if drop is not None else []
    outputs = {}
    for engine in ("local", "dask"):
        out, mapping = tmp_path / f"{engine}.jsonl", tmp_path / f"{engine}-map.jsonl"
        flags = ["--engine", "dask", "--scheduler", scheduler] if engine == "dask" else []
        assert main(["dedup", str(news_folder), str(texts), "-o", str(out), "--map",
                     str(mapping), "-q", *options, *flags]) == 0
        outputs[engine] = (out.read_bytes(), mapping.read_bytes())
    assert outputs["dask"] == outputs["local"]
    kept = [json.loads(line)["id"] for line in outputs["local"][0].splitlines()]
    assert ({"brief0", "brief1", "brief2"} <= set(kept)) is (drop in (None, "none"))
    assert any(k.endswith("missing.html") for k in kept) is (drop in ("none", "words,soft404"))
    assert ("e0" in kept) is (drop == "none")


def test_the_engines_own_local_cluster_gives_its_workers_the_mmap_threshold():
    import os

    from spotsigs.engine.dask import WORKER_ENVIRON, _client

    client, cluster = _client(None)
    try:
        seen = client.run(lambda: os.environ.get("MALLOC_MMAP_THRESHOLD_"))
    finally:
        client.close()
        cluster.close()
    assert seen and set(seen.values()) == {str(WORKER_ENVIRON["MALLOC_MMAP_THRESHOLD_"])}
