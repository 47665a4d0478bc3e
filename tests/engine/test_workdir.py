"""The Dask engine's working folder on an fsspec URL (file://, memory://, object stores):
the local engine's bytes, shards written without a rename and never read half-written,
slices read by byte ranges, and a clear refusal of a protocol that cannot be used."""

from __future__ import annotations

import importlib
import io
import json
import subprocess
import sys
import uuid
from pathlib import Path

import numpy as np
import pytest

from spotsigs.cli import main
from spotsigs.engine.dask import workdir
from spotsigs.engine.dask.io import copy_text_shard, write_text_shard
from spotsigs.engine.dask.remote import RemoteColumn
from spotsigs.engine.dask.shards import Shard, ShardError, write_shard

fsspec = pytest.importorskip("fsspec", reason="fsspec comes with Dask, a test dependency")
from fsspec.implementations.memory import MemoryFileSystem  # noqa: E402

DATA = Path(__file__).resolve().parents[1] / "data"
DEMO = Path(__file__).resolve().parents[2] / "data" / "demo" / "pages"


def _cluster(processes: bool):
    distributed = pytest.importorskip("distributed",
                                      reason="Dask is a test dependency; install .[test]")
    return distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=processes,
                                    dashboard_address=":0")


@pytest.fixture(scope="module")
def processes():
    """A LocalCluster of two worker processes (they share the disk, as file:// needs)."""
    with _cluster(True) as cluster:
        yield cluster.scheduler_address


@pytest.fixture(scope="module")
def threads():
    """A LocalCluster of two worker threads in this process (memory:// is per process)."""
    with _cluster(False) as cluster:
        yield cluster.scheduler_address


def memory_url() -> str:
    return f"memory://spotsigs-test-{uuid.uuid4().hex[:8]}"


def _outputs(inputs: list[str], folder: Path, options: list[str]) -> tuple[bytes, bytes]:
    out, pairs = folder / "c.jsonl", folder / "p.jsonl"
    assert main(["cluster", *inputs, "-o", str(out), "--pairs", str(pairs), "-q",
                 *options]) == 0
    return out.read_bytes(), pairs.read_bytes()


@pytest.mark.parametrize("method, kind", [
    ("spotsigs", "file"), ("minhash", "file"), ("shingles", "file"), ("simhash", "file"),
    ("imatch", "file"), ("spotsigs", "memory"), ("minhash", "memory")])
def test_dask_on_a_url_work_dir_writes_the_local_engines_bytes(
        request, news_folder, tmp_path, method, kind):
    inputs = [str(news_folder), str(DEMO), str(DATA / "syndication"), str(DATA / "io")]
    (tmp_path / "local").mkdir()
    (tmp_path / "dask").mkdir()
    local = _outputs(inputs, tmp_path / "local", ["-m", method])
    scheduler = request.getfixturevalue("processes" if kind == "file" else "threads")
    work = (tmp_path / "work").as_uri() if kind == "file" else memory_url()
    dask = _outputs(inputs, tmp_path / "dask", ["-m", method, "--engine", "dask",
                                                "--scheduler", scheduler, "--work-dir", work])
    assert dask == local
    assert local[1].count(b"\n") >= 10
    # The run's folder was made and removed through fsspec: nothing is left.
    fs, root = workdir.filesystem(work)
    assert fs.find(root) == []


def test_a_kept_url_run_leaves_manifests_naming_unique_array_files(threads, news_folder):
    from spotsigs.engine import Run
    from spotsigs.engine.dask import DaskEngine
    from spotsigs.methods import make_method

    work = memory_url()
    engine = DaskEngine(threads, work, keep=True)
    with engine.cluster(Run(make_method("spotsigs"), 0.45, inputs=[str(news_folder)])) as result:
        run_folder = result.records.folder
        assert run_folder.startswith(work + "/spotsigs-dask-")
        fs, folder = workdir.filesystem(run_folder)
        manifests = fs.glob(f"{folder}/extract/*/manifest.json")
        assert manifests
        entries = json.loads(fs.cat_file(manifests[0]))["arrays"]
        assert {e["file"].split(".")[0] for e in entries.values()} == set(entries)
        assert len({e["file"].split(".")[1] for e in entries.values()}) == 1
    assert fs.exists(folder)
    workdir.remove_folder(run_folder)
    assert not fs.exists(folder)


def test_an_unusable_url_is_refused_before_any_work_naming_what_to_install(
        news_folder, tmp_path, capsys, monkeypatch):
    from fsspec.registry import known_implementations

    from spotsigs.engine import dask as engine

    def no_cluster(*args):
        raise AssertionError("a Dask client was started")

    monkeypatch.setattr(engine, "_client", no_cluster)
    missing = [(protocol, entry["err"]) for protocol, entry in known_implementations.items()
               if "err" in entry and importlib.util.find_spec(
                   entry["class"].split(".")[0]) is None]
    protocol, install = next(((p, e) for p, e in missing if p == "s3"), missing[0])
    out = tmp_path / "c.jsonl"
    for url, expected in ((f"{protocol}://bucket/work", install),
                          ("nosuchprotocol://bucket/work", "nosuchprotocol")):
        assert main(["cluster", str(news_folder), "-o", str(out), "--engine", "dask",
                     "--work-dir", url]) == 2
        err = capsys.readouterr().err
        assert "error: the working folder" in err and url in err and expected in err
    assert not out.exists()


# ------------------------------------------------------------------ shards on a URL

def test_a_shard_whose_manifest_was_never_written_is_never_read(tmp_path):
    """A task killed (SIGKILL) as it puts the manifest leaves arrays no manifest names; the
    shard reads as missing, with its name."""
    target = (tmp_path / "shards" / "s1").as_uri()
    code = f"""
import os, signal, numpy as np
import spotsigs.engine.dask.shards as shards
write = shards.workdir.write_bytes
def killed(url, data):
    if url.endswith("manifest.json"):
        os.kill(os.getpid(), signal.SIGKILL)
    write(url, data)
shards.workdir.write_bytes = killed
shards.write_shard({target!r}, {{"x": np.arange(100000), "y": np.ones(5)}})
"""
    process = subprocess.run([sys.executable, "-c", code], cwd=Path(__file__).parents[2])
    assert process.returncode == -9
    assert sorted(p.name.split(".")[0] for p in (tmp_path / "shards" / "s1").iterdir()) == \
        ["x", "y"]
    with pytest.raises(ShardError, match="missing shard file://.*s1 .no manifest.json"):
        Shard(target)


def test_a_missing_or_corrupt_shard_on_a_url_gives_a_clear_error():
    root = memory_url()
    fs = MemoryFileSystem()
    arrays = {"x": np.arange(50000, dtype=np.int64), "y": np.ones(3)}
    for name in ("flipped", "short", "gone", "torn", "small"):
        write_shard(f"{root}/{name}", arrays, {"n": 1})

    def file_of(shard: str, column: str) -> str:
        entry = json.loads(fs.cat_file(f"{root}/{shard}/manifest.json"))["arrays"][column]
        return f"{root}/{shard}/{entry['file']}"

    data = bytearray(fs.cat_file(file_of("flipped", "x")))
    data[-3] ^= 0xFF
    fs.pipe_file(file_of("flipped", "x"), bytes(data))
    fs.pipe_file(file_of("short", "x"), bytes(data[:1000]))
    fs.rm(file_of("gone", "y"))
    small = bytearray(fs.cat_file(file_of("small", "y")))
    small[-1] ^= 0x01
    fs.pipe_file(file_of("small", "y"), bytes(small))
    fs.pipe_file(f"{root}/torn/manifest.json", fs.cat_file(f"{root}/torn/manifest.json")[:-9])
    flipped = Shard(f"{root}/flipped")  # sizes agree: the checksum is checked on reading
    with pytest.raises(ShardError, match=r"corrupt shard .*flipped: x\.\w+\.npy fails its "
                                         r"checksum"):
        np.asarray(flipped.array("x"))
    with pytest.raises(ShardError, match=r"corrupt shard .*small: y\.\w+\.npy fails its "
                                         r"checksum"):
        Shard(f"{root}/small").array("y")[0]
    with pytest.raises(ShardError, match=r"corrupt shard .*short: x\.\w+\.npy holds 1000 bytes"):
        Shard(f"{root}/short")
    with pytest.raises(ShardError, match=r"corrupt shard .*gone: y\.\w+\.npy is missing"):
        Shard(f"{root}/gone")
    with pytest.raises(ShardError, match=r"corrupt shard .*torn: unreadable manifest\.json"):
        Shard(f"{root}/torn")
    with pytest.raises(ShardError, match=r"missing shard memory://.*nowhere"):
        Shard(f"{root}/nowhere")
    fine = Shard(write_shard(f"{root}/fine", arrays, {"n": 1}))
    assert fine.meta == {"n": 1} and np.asarray(fine.array("x")).tolist() == list(range(50000))
    entry = write_text_shard(f"{root}/out/clusters.txt", "one\ntwo\n")
    text = io.StringIO()
    copy_text_shard(entry, text, skip_first_line=True)
    assert text.getvalue() == "two\n" and entry["path"] != f"{root}/out/clusters.txt"
    fs.rm(entry["path"])
    with pytest.raises(ShardError, match=r"missing shard memory://.*/out/clusters\.\w+\.txt"):
        copy_text_shard(entry, io.StringIO())


def test_a_shard_written_twice_on_a_url_keeps_the_first_unless_torn(monkeypatch):
    fs = MemoryFileSystem()
    folder = f"{memory_url()}/s"
    write_shard(folder, {"x": np.arange(3)})
    first = fs.cat_file(f"{folder}/manifest.json")
    write_shard(folder, {"x": np.arange(3)})
    assert fs.cat_file(f"{folder}/manifest.json") == first
    assert np.asarray(Shard(folder).array("x")).tolist() == [0, 1, 2]
    # A manifest torn by a killed put (where a put is not atomic) is written anew.
    fs.pipe_file(f"{folder}/manifest.json", first[:20])
    write_shard(folder, {"x": np.arange(4)})
    assert np.asarray(Shard(folder).array("x")).tolist() == [0, 1, 2, 3]


def test_a_write_that_fails_half_way_leaves_nothing(monkeypatch):
    fs = MemoryFileSystem()
    folder = f"{memory_url()}/s"
    write = workdir.write_bytes

    def fail_on_y(url, data):
        if "/y." in url:
            raise OSError("no space left")
        write(url, data)

    monkeypatch.setattr(workdir, "write_bytes", fail_on_y)
    with pytest.raises(OSError, match="no space"):
        write_shard(folder, {"x": np.arange(3), "y": np.arange(3)})
    assert fs.find(workdir.filesystem(folder)[1]) == []
    with pytest.raises(ShardError, match="missing shard"):
        Shard(folder)


@pytest.fixture
def counted(monkeypatch) -> list[int]:
    """The sizes of every read of the memory filesystem, in order."""
    reads: list[int] = []
    original = MemoryFileSystem.cat_file

    def cat_file(self, path, start=None, end=None, **kwargs):
        data = original(self, path, start, end, **kwargs)
        reads.append(len(data))
        return data

    monkeypatch.setattr(MemoryFileSystem, "cat_file", cat_file)
    return reads


def test_slices_and_rows_read_exactly_their_rows_and_only_their_bytes(counted):
    rng = np.random.default_rng(5)
    arrays = {"ids": rng.integers(0, 2**63, 100_000, dtype=np.uint64),
              "sketches": rng.integers(0, 2**32, (3000, 64), dtype=np.uint64),
              "small": np.arange(10, dtype=np.int32)}
    folder = f"{memory_url()}/s"
    write_shard(folder, arrays)
    shard = Shard(folder)
    fs, root = workdir.filesystem(folder)
    manifest = json.loads(fs.cat_file(f"{root}/manifest.json"))["arrays"]
    expected = {name: np.load(io.BytesIO(fs.cat_file(f"{root}/{entry['file']}")))
                for name, entry in manifest.items()}
    ids, sketches = shard.array("ids"), shard.array("sketches")
    assert isinstance(ids, RemoteColumn) and len(ids) == 100_000
    counted.clear()
    assert np.array_equal(ids[40_000:40_500], expected["ids"][40_000:40_500])
    assert counted == [500 * 8]  # the header is not read: the manifest locates the rows
    counted.clear()
    assert np.array_equal(sketches[1200:1203, 5], expected["sketches"][1200:1203, 5])
    assert counted == [3 * 64 * 8]
    rows = np.array([70_000, 10, 11, 99_999, 10, 50_000, -1])
    counted.clear()
    assert np.array_equal(ids[rows], expected["ids"][rows])
    assert sorted(counted) == [8, 8, 8, 16]  # rows 10 and 11 in one range, repeats once
    for _ in range(30):  # any key numpy takes on the rows, same rows as numpy
        n = len(ids)
        key = (slice(*sorted(rng.integers(-n, n, 2).tolist()), int(rng.integers(1, 5))),
               rng.integers(-n, n, int(rng.integers(0, 50))),
               rng.random(n) < 0.001, int(rng.integers(-n, n)))[int(rng.integers(4))]
        assert np.array_equal(ids[key], expected["ids"][key])
    counted.clear()
    assert np.array_equal(np.asarray(ids), expected["ids"])  # whole, checksummed
    assert counted == [manifest["ids"]["bytes"]]
    copy = np.array(ids)
    copy[0] += 1  # a copy asked for is a writable one; the column stays as read
    assert ids[0] == expected["ids"][0] and copy.flags.writeable
    counted.clear()
    assert np.array_equal(ids[5:9], expected["ids"][5:9]) and counted == []  # kept once read
    assert (shard.array("small") >= 5).tolist() == (expected["small"] >= 5).tolist()
    with pytest.raises(IndexError):
        sketches[3000]
