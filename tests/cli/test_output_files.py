"""Where outputs go and what they hold: the usual file mode, named pipes, symlinks,
/dev/stdout, a reader that leaves early; ids that are not UTF-8 or hold a carriage
return."""

from __future__ import annotations

import csv
import json
import os
import stat
import subprocess
import sys
import threading

import pytest
from hostile_inputs import HOSTILE, RIVER_STORY, STORY, pages, read_jsonl, temporaries

from spotsigs.cli import main


def test_output_file_gets_the_usual_permissions(tmp_path, capsys):
    out = tmp_path / "c.jsonl"
    old = os.umask(0o022)
    try:
        assert main(["cluster", str(HOSTILE / "utf16-bom.html"), "-o", str(out), "-q"]) == 0
    finally:
        os.umask(old)
    assert out.stat().st_mode & 0o777 == 0o644


def test_output_to_a_named_pipe_writes_through_it_and_leaves_the_pipe(tmp_path, capsys):
    fifo = tmp_path / "pipe.jsonl"
    os.mkfifo(fifo)
    received: list[bytes] = []
    reader = threading.Thread(target=lambda: received.append(fifo.read_bytes()), daemon=True)
    reader.start()
    assert main(["cluster", str(HOSTILE / "utf16-bom.html"), "-o", str(fifo), "-q"]) == 0
    reader.join(timeout=30)
    assert stat.S_ISFIFO(os.stat(fifo).st_mode)
    assert json.loads(received[0])["id"].endswith("utf16-bom.html")
    assert temporaries(tmp_path) == []


def test_output_through_a_symlink_replaces_its_target_and_keeps_its_mode(tmp_path, capsys):
    real, link = tmp_path / "real.jsonl", tmp_path / "link.jsonl"
    real.write_text("old\n", encoding="utf-8")
    real.chmod(0o600)
    link.symlink_to(real)
    assert main(["cluster", str(HOSTILE / "utf16-bom.html"), "-o", str(link), "-q"]) == 0
    assert link.is_symlink()
    assert json.loads(real.read_text(encoding="utf-8"))["status"] == "ok"
    assert real.stat().st_mode & 0o777 == 0o600


def test_dev_stdout_into_a_pipe_is_written_directly(tmp_path):
    folder = pages(tmp_path / "in")
    done = subprocess.run([sys.executable, "-m", "spotsigs.cli", "cluster", str(folder), "-q",
                           "-o", "/dev/stdout"], check=False, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert [json.loads(line)["id"] for line in done.stdout.splitlines()] == \
        [f"p{k}.html" for k in range(4)]


def test_a_reader_that_stops_early_ends_the_run_quietly(tmp_path):
    lines = [json.dumps({"id": f"p{k}", "text": f"{STORY} {k}"}) for k in range(800)]
    (tmp_path / "many.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    process = subprocess.Popen([sys.executable, "-m", "spotsigs.cli", "cluster",
                                str(tmp_path / "many.jsonl"), "-q"],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert json.loads(process.stdout.readline())["id"] == "p0"
    process.stdout.close()  # as ``| head -1`` does
    err = process.stderr.read().decode()
    assert process.wait(timeout=60) == 1
    assert err == ""


@pytest.mark.parametrize("suffix", [".jsonl", ".csv"])
def test_ids_that_are_not_utf8_are_written_escaped_not_crashing(tmp_path, capsys, suffix):
    folder = tmp_path / "in"
    folder.mkdir()
    (folder / os.fsdecode(b"bad\xff.html")).write_bytes(f"<p>{STORY}</p>".encode())
    (folder / "s.jsonl").write_text('{"id": "\\ud800", "url": "\\udfff", "text": "the cat"}\n',
                                    encoding="utf-8")
    out = tmp_path / f"c{suffix}"
    assert main(["cluster", str(folder), "-o", str(out), "-q"]) == 0
    text = out.read_bytes().decode("utf-8")  # valid UTF-8
    if suffix == ".jsonl":
        assert [r["id"] for r in read_jsonl(out)] == ["bad\udcff.html", "\ud800"]
    else:
        assert "bad\\udcff.html" in text and "\\ud800" in text


def test_a_carriage_return_in_an_id_keeps_its_csv_row_whole(tmp_path):
    lines = [json.dumps({"id": f"doc{k}" + ("\rsplit" if k == 3 else ""), "text": RIVER_STORY})
             for k in range(13)]
    (tmp_path / "in.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    out = tmp_path / "c.csv"
    assert main(["cluster", str(tmp_path / "in.jsonl"), "-o", str(out), "-q"]) == 0
    with open(out, encoding="utf-8") as stream:  # as people open it: universal newlines
        rows = list(csv.reader(stream))
    assert len(rows) == 14  # the header and 13 documents
    assert rows[4][0] == "doc3\nsplit"  # the field holds it (read back as a newline)
