"""The second hostile round: inputs that are no regular file, outputs of two runs, SIGTERM,
outputs refused before any work, CSV rows a carriage return would split."""

from __future__ import annotations

import csv
import json
import os
import signal
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
from conftest import wait_for_handler

import spotsigs.cli.cluster
import spotsigs.engine.run
import spotsigs.results.records
from spotsigs.cli import main
from spotsigs.readers import read_documents

STORY = ("The mayor said that the town had opened two shelters for families who were forced "
         "to leave their homes, and the river was expected to stay high for days. ") * 3


def pages(folder: Path, count: int = 4) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    for k in range(count):
        (folder / f"p{k}.html").write_text(f"<p>{STORY} {k}</p>", encoding="utf-8")
    return folder


def leftovers(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.startswith("."))


@pytest.mark.parametrize("given", ["folder", "directly"])
def test_a_named_pipe_is_an_error_record_not_a_hang(tmp_path, given):
    folder = pages(tmp_path / "in", 2)
    os.mkfifo(folder / "page.html")
    target = folder if given == "folder" else folder / "page.html"
    done = subprocess.run([sys.executable, "-m", "spotsigs.cli", "cluster", str(target)],
                          capture_output=True, text=True, timeout=60)
    records = [json.loads(line) for line in done.stdout.splitlines()]
    fifo = [r for r in records if r["id"].endswith("page.html")]
    assert len(fifo) == 1 and fifo[0]["status"] == "error"
    assert "not a regular file (named pipe)" in fifo[0]["reason"]
    assert len(records) == (3 if given == "folder" else 1)


def test_a_carriage_return_in_an_id_keeps_its_csv_row_whole(tmp_path):
    lines = [json.dumps({"id": f"doc{k}" + ("\rsplit" if k == 3 else ""), "text": STORY})
             for k in range(13)]
    (tmp_path / "in.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    out = tmp_path / "c.csv"
    assert main(["cluster", str(tmp_path / "in.jsonl"), "-o", str(out), "-q"]) == 0
    with open(out, encoding="utf-8") as stream:  # as people open it: universal newlines
        rows = list(csv.reader(stream))
    assert len(rows) == 14  # the header and 13 documents
    assert rows[4][0] == "doc3\nsplit"  # the field holds it (read back as a newline)


def test_a_failed_pairs_file_never_leaves_the_pairs_of_an_earlier_run(tmp_path, capsys,
                                                                      monkeypatch):
    folder = pages(tmp_path / "in")
    out, pairs = tmp_path / "c.jsonl", tmp_path / "p.jsonl"
    assert main(["cluster", str(folder), "-o", str(out), "--pairs", str(pairs), "-q"]) == 0
    real = spotsigs.results.records.write_records

    def pairs_fail(records, fields, stream, fmt="jsonl"):
        if fields == spotsigs.results.records.PAIR_FIELDS:
            raise OSError(28, "No space left on device")
        return real(records, fields, stream, fmt)

    monkeypatch.setattr(spotsigs.results.records, "write_records", pairs_fail)
    (folder / "p9.html").write_text(f"<p>{STORY} new</p>", encoding="utf-8")
    assert main(["cluster", str(folder), "-o", str(out), "--pairs", str(pairs), "-q"]) == 1
    assert f"complete: {out} " in capsys.readouterr().err
    assert len(out.read_text(encoding="utf-8").splitlines()) == 5  # this run's clusters
    assert not pairs.exists() and leftovers(tmp_path) == []  # not the earlier run's pairs


def test_sigterm_while_reading_stops_like_ctrl_c_and_leaves_nothing(tmp_path):
    out = tmp_path / "c.jsonl"
    process = subprocess.Popen(
        [sys.executable, "-m", "spotsigs.cli", "cluster", "-", "--format", "jsonl", "-o",
         str(out), "--pairs", str(tmp_path / "p.jsonl")],
        stdin=subprocess.PIPE, stderr=subprocess.PIPE)
    process.stdin.write((json.dumps({"id": "a", "text": STORY}) + "\n").encode())
    process.stdin.flush()  # the run now waits for more input: surely mid-run
    wait_for_handler(process.pid, signal.SIGTERM)
    process.send_signal(signal.SIGTERM)
    err = process.communicate(timeout=60)[1].decode()
    assert process.returncode == 143
    assert "terminated" in err and "Traceback" not in err
    assert not out.exists() and leftovers(tmp_path) == []


def test_sigterm_while_writing_removes_the_temporaries(tmp_path, capsys, monkeypatch):
    folder = pages(tmp_path / "in")
    real = spotsigs.results.records.write_records

    def terminated_midway(records, fields, stream, fmt="jsonl"):
        stream.write('{"id": "half')
        os.kill(os.getpid(), signal.SIGTERM)  # the handler main() installed raises here
        return real(records, fields, stream, fmt)

    monkeypatch.setattr(spotsigs.results.records, "write_records", terminated_midway)
    out = tmp_path / "c.jsonl"
    assert main(["cluster", str(folder), "-o", str(out), "-q"]) == 143
    assert "terminated while writing; no output was written" in capsys.readouterr().err
    assert not out.exists() and leftovers(tmp_path) == []


def test_an_output_that_cannot_be_created_is_refused_before_reading(tmp_path, capsys,
                                                                    monkeypatch):
    folder = pages(tmp_path / "in")

    def refuse(*args, **kwargs):  # root writes anywhere: a read-only folder is simulated
        raise PermissionError(13, "Permission denied")

    def no_reading(*args, **kwargs):
        raise AssertionError("inputs were read before the output was checked")

    monkeypatch.setattr(tempfile, "mkstemp", refuse)
    monkeypatch.setattr(spotsigs.engine.run, "read_documents", no_reading)
    assert main(["cluster", str(folder), "-o", str(tmp_path / "c.jsonl")]) == 2
    assert f"cannot create files in {tmp_path}: permission denied" in capsys.readouterr().err


def test_dev_stdout_into_a_pipe_is_written_directly(tmp_path):
    folder = pages(tmp_path / "in")
    done = subprocess.run([sys.executable, "-m", "spotsigs.cli", "cluster", str(folder), "-q",
                           "-o", "/dev/stdout"], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert [json.loads(line)["id"] for line in done.stdout.splitlines()] == \
        [f"p{k}.html" for k in range(4)]


def test_reading_stops_at_no_special_file_in_a_folder(tmp_path):
    folder = pages(tmp_path / "in", 1)
    os.mkfifo(folder / "a.jsonl")
    docs = list(read_documents([folder]))
    assert [(d.doc_id, d.error is not None) for d in docs] == [("a.jsonl", True),
                                                              ("p0.html", False)]


def test_report_onto_its_clusters_pairs_or_an_input_page_is_refused_before_any_work(
        tmp_path, capsys, monkeypatch):
    folder = pages(tmp_path / "in")
    clusters, pairs = tmp_path / "c.jsonl", tmp_path / "p.jsonl"
    assert main(["cluster", str(folder), "-o", str(clusters), "--pairs", str(pairs),
                 "-q"]) == 0
    before = {p: p.read_bytes() for p in (clusters, pairs, folder / "p1.html")}
    # Refused before any work: the clusters file is not even read.
    monkeypatch.setattr("spotsigs.cli.report.read_jsonl", lambda *a: pytest.fail("read"))
    for target, what in ((clusters, "the clusters file"), (pairs, "the pairs file"),
                         (folder / "p1.html", "an input")):
        code = main(["report", str(clusters), "--pairs", str(pairs), "--input", str(folder),
                     "-o", str(target)])
        assert code == 2, target
        assert f"output file is also {what}, it would be replaced" in capsys.readouterr().err
    assert {p: p.read_bytes() for p in before} == before


def test_idf_onto_an_input_jsonl_is_refused_before_any_work(tmp_path, capsys):
    data = tmp_path / "in.jsonl"
    original = json.dumps({"id": "a", "text": STORY}) + "\n"
    data.write_text(original, encoding="utf-8")
    for inputs in ([data], [tmp_path]):
        assert main(["idf", *map(str, inputs), "-o", str(data)]) == 2
        assert "output file is also an input" in capsys.readouterr().err
        assert data.read_text(encoding="utf-8") == original
    assert main(["idf", str(data), "-o", str(tmp_path / "idf.txt")]) == 0


def test_show_writes_ids_without_terminal_escapes_or_lone_surrogates(tmp_path):
    clusters = tmp_path / "c.jsonl"
    records = [{"id": "evil\x1b]0;pwned\x07\u202e.html", "cluster": 0, "representative":
                "evil\x1b]0;pwned\x07\u202e.html", "status": "ok", "reason": None,
                "signatures": 9},
               {"id": "copy\udcff", "cluster": 0, "representative": "evil\x1b]0;pwned\x07"
                "\u202e.html", "status": "ok", "reason": None, "signatures": 9},
               {"id": "bad\ttab", "cluster": None, "representative": None,
                "status": "synthetic", "reason": "HTTP 404\x1b[2J", "signatures": 0}]
    clusters.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "spotsigs.cli", "show", str(clusters)],
                          capture_output=True, timeout=60, env={**os.environ,
                                                                "PYTHONIOENCODING": "utf-8"})
    assert done.returncode == 0, done.stderr
    out = done.stdout.decode("utf-8")
    assert "\x1b" not in out and "\u202e" not in out and "\x07" not in out
    assert "evil\\x1b]0;pwned\\x07\\u202e.html" in out and "copy\\udcff" in out
    assert "bad\\ttab: HTTP 404\\x1b[2J" in out
