"""The Dask engine's ends: Parquet output and standard input give the local engine's output
byte for byte; standard input is spooled in parts cut at line ends, numbered as one stream."""

from __future__ import annotations

import gzip
import io
import json
import sys
from pathlib import Path

import pyarrow.parquet as pq
import pytest

from spotsigs.cli import main
from spotsigs.engine.dask import extract
from spotsigs.engine.dask import io as dask_io
from spotsigs.engine.dask.io import read_input, spool_stdin
from spotsigs.readers import ReadOptions, read_file, read_stdin
from spotsigs.results import records

DATA = Path(__file__).resolve().parents[1] / "data"
DEMO = Path(__file__).resolve().parents[2] / "data" / "demo" / "pages"
STORY = ("the river rose above its banks and the town was flooded while the mayor said that "
         "the army would help and the crews were working through the night as it rained on")


def jsonl_stream() -> bytes:
    """JSON lines with what numbering must get right: a BOM, blank lines, broken lines, an
    id-less record, repeated ids and near-duplicate stories."""
    words = STORY.split()
    lines = []
    for k in range(80):
        lines.append(json.dumps({"id": f"d{k % 30}", "url": f"https://x{k}.example/",
                                 "text": " ".join(words[k % 6:] + words[:k % 6]) + f" s{k // 4}"}))
        if k % 11 == 0:
            lines += ["", "   "]
        if k % 17 == 3:
            lines.append("{not json")
        if k % 23 == 5:
            lines.append(json.dumps({"text": STORY}))
    return ("\ufeff" + "\n".join(lines) + "\n").encode()


def documents(items) -> list[tuple]:
    return [(d.doc_id, d.url, d.content, d.error, d.source, d.note) for d in items]


# ---------------------------------------------------------------------------- spooling

@pytest.mark.parametrize("part_bytes", [1, 37, 500, 4096, 1 << 30])
def test_spooled_json_lines_read_as_the_whole_stream(tmp_path, part_bytes):
    """Parts end at a newline past the size; read part by part, the documents (ids, line
    numbers in messages, sources) are those of the stream read whole."""
    data = jsonl_stream()
    options = ReadOptions(stdin_format="jsonl")
    parts = spool_stdin(io.BytesIO(data), str(tmp_path / "p"), "jsonl", part_bytes)
    assert b"".join(Path(p.path).read_bytes() for p in parts) == data
    assert [p.size for p in parts] == [Path(p.path).stat().st_size for p in parts]
    assert all(Path(p.path).read_bytes().endswith(b"\n") for p in parts)
    assert all(p.size >= part_bytes for p in parts[:-1])
    if part_bytes >= len(data):
        assert len(parts) == 1 and parts[0].whole
    else:
        assert len(parts) > 1 and not any(p.whole for p in parts)
    spooled = [d for p in parts for d in read_input(p, "-", options)]
    whole = list(read_stdin(options, io.BytesIO(data)))
    assert documents(spooled) == documents(whole)
    assert any(d.doc_id == "-:98" and "standard input line 98: missing field" in d.error
               for d in whole if d.error)


@pytest.mark.parametrize("part_bytes", [37, 1 << 30])
def test_spooling_to_an_fsspec_url_reads_as_the_whole_stream(part_bytes):
    """The working folder on an fsspec URL (here memory://): the parts are written and read
    through fsspec, with the documents of the stream read whole."""
    from spotsigs.engine.dask.workdir import filesystem

    data = jsonl_stream()
    options = ReadOptions(stdin_format="jsonl")
    prefix = f"memory://spool-{part_bytes}/stdin/p"
    parts = spool_stdin(io.BytesIO(data), prefix, "jsonl", part_bytes)
    fs, _ = filesystem(prefix)
    assert b"".join(fs.cat_file(p.path.removeprefix("memory://")) for p in parts) == data
    spooled = [d for p in parts for d in read_input(p, "-", options)]
    assert documents(spooled) == documents(list(read_stdin(options, io.BytesIO(data))))
    blank = spool_stdin(io.BytesIO(b"\n \n" * 40), f"memory://spool-{part_bytes}/b", "jsonl", 8)
    assert len(blank) == 1 and blank[0].size == 120
    assert len(fs.ls(f"/spool-{part_bytes}")) == 2  # stdin/ and the one blank part


@pytest.mark.parametrize("data, reason", [
    (b"", "(empty file)"), (b"\n \n\t\n" * 50, "(only blank lines)"),
    (b" " * 300, "(only blank lines)")])
def test_a_stream_without_records_is_one_part_that_says_so(tmp_path, data, reason):
    options = ReadOptions(stdin_format="jsonl")
    parts = spool_stdin(io.BytesIO(data), str(tmp_path / "p"), "jsonl", 16)
    assert len(parts) == 1 and parts[0].whole and parts[0].size == len(data)
    [document] = read_input(parts[0], "-", options)
    [expected] = read_stdin(options, io.BytesIO(data))
    assert documents([document]) == documents([expected])
    assert document.doc_id == "-" and document.error.endswith(reason)
    assert "no JSON records in standard input" in document.error
    assert len(list(tmp_path.iterdir())) == 1


def test_other_formats_spool_whole_and_no_format_reads_nothing(tmp_path):
    data = (DATA / "io" / "warcfile.warc.gz").read_bytes()
    parts = spool_stdin(io.BytesIO(data), str(tmp_path / "w"), "warc", 100)
    assert len(parts) == 1 and Path(parts[0].path).read_bytes() == data
    options = ReadOptions(stdin_format="warc")
    assert documents(read_input(parts[0], "-", options)) == \
        documents(read_stdin(options, io.BytesIO(data)))
    stream = io.BytesIO(b"unread")
    [part] = spool_stdin(stream, str(tmp_path / "none"), None)
    assert stream.tell() == 0 and part.path is None
    [document] = read_input(part, "-", ReadOptions())
    assert "needs its format: --format" in document.error


# ------------------------------------------------------------------ through the engine

def cluster(args: list[str], folder: Path, suffix: str, stdin: bytes | None = None,
            monkeypatch=None) -> tuple[bytes, bytes]:
    out, pairs = folder / f"c{suffix}", folder / f"p{suffix}"
    if stdin is not None:
        monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(stdin)))
    assert main(["cluster", *args, "-o", str(out), "--pairs", str(pairs), "-q"]) == 0
    return out.read_bytes(), pairs.read_bytes()


@pytest.mark.parametrize("method", ["spotsigs", "minhash"])
def test_parquet_output_on_dask_is_the_local_engines_file(scheduler, news_folder, tmp_path,
                                                          monkeypatch, method):
    """Clusters and pairs as Parquet: the same bytes (and so the same table) as the local
    engine's, in row groups cut at the same rows across the workers' parts."""
    monkeypatch.setattr(records, "PARQUET_ROWS", 16)  # several row groups, spanning parts
    inputs = [str(news_folder), str(DEMO), str(DATA / "syndication"), str(DATA / "io")]
    outputs = {}
    for engine in ("local", "dask"):
        (tmp_path / engine).mkdir()
        outputs[engine] = cluster(
            [*inputs, "-m", method, "--engine", engine, "--batch-size", "7"]
            + (["--scheduler", scheduler] if engine == "dask" else []),
            tmp_path / engine, ".parquet")
    assert outputs["dask"] == outputs["local"]
    for name in ("c", "p"):
        local = pq.ParquetFile(tmp_path / "local" / f"{name}.parquet")
        dask = pq.read_table(tmp_path / "dask" / f"{name}.parquet")
        assert dask.equals(local.read())
        assert local.metadata.num_row_groups >= 2
    clusters = pq.read_table(tmp_path / "dask" / "c.parquet").to_pylist()
    assert len(clusters) > 50 and any(r["http_status"] == 200 for r in clusters)
    assert not [p for p in (tmp_path / "dask").iterdir() if p.name.startswith("spotsigs-")]


@pytest.mark.parametrize("part_bytes, url", [(None, False), (700, False), (700, True)])
def test_json_lines_on_standard_input_give_the_local_engines_output(
        scheduler, tmp_path, monkeypatch, part_bytes, url):
    """Standard input between two files, spooled whole or in many parts: the same clusters
    and pairs as the local engine (ids -:N numbered over the whole stream, repeats renamed
    across the parts and the files)."""
    data = jsonl_stream()
    spooled = []

    def spy(*args):
        spooled.append(spool_stdin(*args, part_bytes))
        return spooled[-1]

    monkeypatch.setattr(dask_io, "spool_stdin", spy)
    (tmp_path / "in").mkdir()
    before, after = tmp_path / "in" / "a.jsonl", tmp_path / "in" / "b.jsonl"
    before.write_bytes(data[3:2000])
    after.write_bytes(data[-1500:])
    inputs = [str(before), "-", str(after), "--format", "jsonl", "-t", "0.4"]
    (tmp_path / "local").mkdir()
    (tmp_path / "dask").mkdir()
    local = cluster(inputs, tmp_path / "local", ".jsonl", data, monkeypatch)
    work_dir = ["--work-dir", f"file://{tmp_path}/work"] if url else []
    dask = cluster([*inputs, "--engine", "dask", "--scheduler", scheduler, *work_dir],
                   tmp_path / "dask", ".jsonl", data, monkeypatch)
    assert dask == local
    assert len(spooled[0]) == 1 if part_bytes is None else len(spooled[0]) > 5
    assert all(p.path.startswith("file://") == url for p in spooled[0])
    ids = [json.loads(line)["id"] for line in local[0].decode().splitlines()]
    assert "-:98" in ids and "d1#2" in ids and local[1].count(b"\n") > 50


@pytest.mark.parametrize("fmt", ["warc", "parquet", "html"])
def test_other_formats_on_standard_input_give_the_local_engines_output(
        scheduler, tmp_path, monkeypatch, fmt):
    """WARC (records, a truncated one's error), Parquet and HTML on standard input: one part,
    whatever the part size, and the local engine's output."""
    monkeypatch.setattr(dask_io, "SPOOL_BYTES", 64)
    if fmt == "warc":
        data = (DATA / "io" / "warcfile.warc").read_bytes()
        data += (DATA / "io" / "warcfile.warc").read_bytes()[:-100]  # cut short
    elif fmt == "parquet":
        data = _parquet_of_stories()
    else:
        data = f"<html><body><p>{STORY}</p></body></html>".encode()
    outputs = {}
    for engine in ("local", "dask"):
        (tmp_path / engine).mkdir()
        outputs[engine] = cluster(
            ["-", "--format", fmt, "--engine", engine]
            + (["--scheduler", scheduler] if engine == "dask" else []),
            tmp_path / engine, ".jsonl", data, monkeypatch)
    assert outputs["dask"] == outputs["local"]
    if fmt == "warc":
        assert b"truncated or corrupt WARC" in outputs["local"][0]
    assert len(outputs["local"][0].splitlines()) >= 1


def _parquet_of_stories() -> bytes:
    import pyarrow as pa

    sink = io.BytesIO()
    pq.write_table(pa.Table.from_pylist([{"id": f"p{k}", "text": f"{STORY} {k % 3}"}
                                         for k in range(9)]), sink)
    return sink.getvalue()


def test_standard_input_without_a_format_on_dask_is_the_local_error(
        scheduler, tmp_path, monkeypatch, capsys):
    for engine in ("local", "dask"):
        monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b"<p>x</p>")))
        out = tmp_path / f"{engine}.jsonl"
        assert main(["cluster", "-", "-o", str(out), "-q", "--engine", engine]
                    + (["--scheduler", scheduler] if engine == "dask" else [])) == 1
        assert "no document could be read" in capsys.readouterr().err
    assert (tmp_path / "dask.jsonl").read_bytes() == (tmp_path / "local.jsonl").read_bytes()


# ----------------------------------------------------------- big JSON-lines files in parts

class InlineCluster:
    """A cluster that runs each task as it is submitted (the client's split, without Dask)."""

    workers = 2

    def submit(self, fn, *args):
        return fn(*args)

    def gather(self, futures):
        return list(futures)


def split_file(path: Path, min_bytes: int) -> list:
    item = dask_io.InputFile(str(path), str(path))
    items, names, sizes = extract.split_big_files(InlineCluster(), [item], [str(path)],
                                                  [path.stat().st_size], min_bytes)
    assert names == [str(path)] * len(items)
    assert sum(sizes) == path.stat().st_size
    return items


@pytest.mark.parametrize("min_bytes", [1, 37, 500, 4096])
def test_a_big_json_lines_file_read_in_parts_reads_as_the_whole_file(tmp_path, min_bytes):
    """Cut at newlines, each part numbered from the newlines before it: the documents (ids
    ``name:line``, messages, the BOM of line 1) are those of the whole file, in order."""
    path = tmp_path / "big.jsonl"
    path.write_bytes(jsonl_stream() + b'{"id": "last", "text": "no newline at the end"}')
    parts = split_file(path, min_bytes)
    if min_bytes >= path.stat().st_size:
        assert len(parts) == 1 and parts[0].first_line is None
    else:
        assert len(parts) > 1 and parts[0].first_line == 1 and parts[-1].stop is None
        assert all(a.stop == b.start for a, b in zip(parts, parts[1:]))
        assert sorted({p.first_line for p in parts}) == [p.first_line for p in parts]
    options = ReadOptions()
    whole = list(read_file(path, str(path), options))
    assert documents(d for p in parts for d in read_input(p, str(path), options)) == \
        documents(whole)
    assert any(d.doc_id == f"{path}:98" and "line 98: missing field" in d.error
               for d in whole if d.error)
    assert whole[0].doc_id == "d0" and whole[-1].doc_id == "last"


def test_a_line_longer_than_a_part_stays_whole_in_one_part(tmp_path):
    path = tmp_path / "long.jsonl"
    long_line = json.dumps({"id": "long", "text": STORY * 40}).encode()
    path.write_bytes(b'{"id": "a", "text": "x"}\n' + long_line + b'\n{"id": "b", "text": "y"}\n')
    parts = split_file(path, 64)
    assert len(parts) < -(-path.stat().st_size // 64)  # cuts inside the long line fold away
    docs = [d for p in parts for d in read_input(p, str(path), ReadOptions())]
    assert [d.doc_id for d in docs] == ["a", "long", "b"]
    assert docs[1].content == STORY * 40


@pytest.mark.parametrize("data, reason", [
    (b"\n \n\t\n" * 50, "(only blank lines)"), (b" " * 300, "(only blank lines)")])
def test_a_big_file_without_records_is_read_whole_and_says_so(tmp_path, data, reason):
    path = tmp_path / "blank.jsonl"
    path.write_bytes(data)
    [item] = split_file(path, 16)
    assert item.first_line is None
    [document] = read_input(item, str(path), ReadOptions())
    assert f"no JSON records in {path}" in document.error and document.error.endswith(reason)


def test_gzipped_and_unreadable_files_are_not_cut(tmp_path):
    gz = tmp_path / "a.jsonl.gz"
    gz.write_bytes(gzip.compress(jsonl_stream()))
    assert split_file(gz, 16)[0].first_line is None
    gone = dask_io.InputFile(str(tmp_path / "gone.jsonl"), "gone.jsonl")
    items, _, _ = extract.split_big_files(InlineCluster(), [gone], ["gone.jsonl"], [10_000], 16)
    assert items == [gone]


def test_a_big_json_lines_file_on_dask_gives_the_local_engines_output(
        scheduler, tmp_path, monkeypatch):
    """One file cut in many parts between two others: the same clusters and pairs as the
    local engine (ids numbered over the whole file, repeated ids renamed across parts)."""
    data = jsonl_stream()
    monkeypatch.setattr(extract, "SPLIT_MIN_BYTES", 300)
    split = []

    def spy(*args, **kwargs):
        split.append(extract_split(*args, **kwargs))
        return split[-1]

    extract_split = extract.split_big_files
    monkeypatch.setattr(extract, "split_big_files", spy)
    (tmp_path / "in").mkdir()
    for name, part in (("a.jsonl", data[3:2000]), ("big.jsonl", data), ("c.jsonl", data[-900:])):
        (tmp_path / "in" / name).write_bytes(part)
    inputs = [str(tmp_path / "in"), "-t", "0.4"]
    (tmp_path / "local").mkdir()
    (tmp_path / "dask").mkdir()
    local = cluster(inputs, tmp_path / "local", ".jsonl")
    dask = cluster([*inputs, "--engine", "dask", "--scheduler", scheduler],
                   tmp_path / "dask", ".jsonl")
    assert dask == local
    [(items, _, _)] = split
    assert sum(1 for i in items if i.source.endswith("big.jsonl")) > 5
    ids = [json.loads(line)["id"] for line in local[0].decode().splitlines()]
    assert "big.jsonl:98" in ids and "d1#2" in ids
