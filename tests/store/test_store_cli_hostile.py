"""``spotsigs index`` on hostile input: SIGTERM mid-build, bad ids, ids unsafe to print."""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import wait_for_handler

from spotsigs.store import Index

from .helpers import run

ROOT = Path(__file__).resolve().parents[2]
# What must never reach a terminal raw: C0 and C1 controls, bidi overrides, lone surrogates.
UNSAFE = re.compile("[\x00-\x09\x0b-\x1f\x7f-\x9f\u200e\u200f\u202a-\u202e\u2066-\u2069"
                    "\ud800-\udfff]")


def write_jsonl(path: Path, records: list[dict]) -> Path:
    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    return path


@pytest.mark.parametrize("action", ["build", "add"])
def test_sigterm_mid_build_or_add_leaves_the_index_as_before(tmp_path, news_folder, action,
                                                            capsys):
    index = tmp_path / "index"
    page = (news_folder / "daily" / "floods.html").read_text()
    if action == "add":
        assert run(["index", "build", str(index), str(news_folder), "-q"], capsys)[0] == 0
    process = subprocess.Popen(  # pages on standard input, kept open: surely mid-way
        [sys.executable, "-m", "spotsigs.cli", "index", action, str(index), "-",
         "--format", "jsonl"], cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)},
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    process.stdin.write("".join(json.dumps({"id": f"p{k}", "html": page}) + "\n"
                                for k in range(3)))
    process.stdin.flush()
    wait_for_handler(process.pid, signal.SIGTERM)
    process.send_signal(signal.SIGTERM)
    _, err = process.communicate(timeout=60)
    assert process.returncode == 128 + signal.SIGTERM
    assert "terminated" in err and "Traceback" not in err
    if action == "build":
        assert not index.exists()  # re-running the build works
        assert run(["index", "build", str(index), str(news_folder), "-q"], capsys)[0] == 0
    assert len(Index.open(index)) == 6 and "p0" not in Index.open(index)


@pytest.mark.parametrize("action", ["build", "add"])
def test_a_record_with_an_empty_id_is_an_error_and_the_others_are_indexed(tmp_path,
                                                                          news_folder,
                                                                          action, capsys):
    index = tmp_path / "index"
    if action == "add":
        assert run(["index", "build", str(index), str(news_folder / "post"), "-q"],
                   capsys)[0] == 0
    pages = [(news_folder / "daily" / f"{s}.html").read_text() for s in ("floods", "election")]
    records = write_jsonl(tmp_path / "pages.jsonl", [
        {"id": "", "html": pages[0]}, {"id": "kept", "html": pages[1]}])
    code, _, err = run(["index", action, str(index), str(records)], capsys)
    assert code == 0
    assert "2 documents read: 1 ok, 0 synthetic, 1 errors; 1 added" in err
    assert "empty document id" in err
    assert "kept" in Index.open(index)
    assert len(Index.open(index)) == (1 if action == "build" else 3)


@pytest.fixture
def unsafe_ids(tmp_path, news_folder) -> tuple[Path, Path, list[str]]:
    """An index of one story under ids with a lone surrogate, terminal escapes, C1 controls
    and bidi overrides, and a JSONL of queries with such ids too."""
    ids = ["a\udcff.html", "esc\x1b[2J\x1b]0;owned\x07.html", "c1\x9b31m.html",
           "bidi\u202egnp.exe", "line\nbreak", "tab\there"]
    pages = [(news_folder / t / "floods.html").read_text() for t in ("daily", "herald", "post")]
    records = [{"id": doc_id, "html": pages[k % 3]} for k, doc_id in enumerate(ids)]
    index = tmp_path / "index"
    assert main_ok(["index", "build", str(index),
                    str(write_jsonl(tmp_path / "index.jsonl", records)), "-q"])
    queries = write_jsonl(tmp_path / "q\x1b[31m.jsonl", [{**r, "id": "q-" + r["id"]}
                                                         for r in records])
    return index, queries, ids


def main_ok(argv: list[str]) -> bool:
    from spotsigs.cli import main

    return main(argv) == 0


def test_query_prints_ids_with_surrogates_and_controls_escaped(unsafe_ids, capsys):
    index, queries, _ = unsafe_ids
    code, out, err = run(["index", "query", str(index), str(queries)], capsys)
    assert code == 0 and "6 documents read: 6 ok" in err
    out.encode("utf-8")  # no lone surrogate left
    assert not UNSAFE.search(out.replace("\n", "")) and not UNSAFE.search(err.replace("\n", ""))
    assert out.count("\n") == 6 + 6 * 6  # a line per query and per match: no forged lines
    assert "  1.000  en   a\\udcff.html" in out and "esc\\x1b[2J\\x1b]0;owned\\x07.html" in out
    assert "bidi\\u202egnp.exe" in out and "c1\\x9b31m.html" in out
    assert "line\\nbreak" in out and "tab\\there" in out


def test_query_json_stays_valid_json_that_round_trips_the_ids(unsafe_ids, capsys):
    index, queries, ids = unsafe_ids
    code, out, _ = run(["index", "query", str(index), str(queries), "--json"], capsys)
    assert code == 0
    out.encode("utf-8")
    assert not UNSAFE.search(out.replace("\n", ""))
    records = [json.loads(line) for line in out.splitlines()]
    assert [r["id"] for r in records] == ["q-" + i for i in ids]
    assert all(sorted(m["id"] for m in r["matches"]) == sorted(ids) for r in records)


@pytest.mark.parametrize("code, said", [
    (30, "the file system is read-only; build the index on a writable disk"),
    (13, "permission denied; name a folder you may write to"),
    (28, "no space left on the device"),
])
def test_build_onto_a_read_only_folder_names_it_and_what_to_do(tmp_path, news_folder, capsys,
                                                               monkeypatch, code, said):
    """``[Errno 30] Read-only file system`` was all ``index build`` said (root writes
    anywhere: the system's refusal is simulated where the index writes its first file)."""
    import spotsigs.store.index

    def refuse(root, body):
        raise OSError(code, os.strerror(code), str(root / "manifest.json"))

    monkeypatch.setattr(spotsigs.store.index, "write_manifest", refuse)
    index = tmp_path / "ro" / "index"
    status, _, err = run(["index", "build", str(index), str(news_folder)], capsys)
    assert status == 1
    assert f"error: cannot write the index in {index}: {said}" in err
    assert "Errno" not in err and not index.exists()
