"""Output files under faults and signals: a full disk, Ctrl-C or SIGTERM while reading or
writing leaves no half file and no temporary, only outputs that are complete, and never
an earlier run's file beside this run's."""

from __future__ import annotations

import errno
import json
import multiprocessing
import os
import signal
import subprocess
import sys

import pytest
from conftest import wait_for_handler
from hostile_inputs import (
    HOSTILE,
    RIVER_STORY,
    expected_records,
    hidden_files,
    pages,
    read_jsonl,
    temporaries,
)

import spotsigs.cli.cluster
import spotsigs.engine.run
import spotsigs.results.files
import spotsigs.results.records
from spotsigs.cli import main


@pytest.mark.parametrize("existing", [False, True])
def test_full_disk_mid_write_leaves_no_half_file_and_no_temporary(tmp_path, capsys,
                                                                  monkeypatch, existing):
    real = spotsigs.results.records.write_records

    def fill_disk(records, fields, stream, fmt="jsonl"):
        def some_then_full():
            for k, record in enumerate(records):
                if k == 5:
                    stream.flush()
                    raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
                yield record
        return real(some_then_full(), fields, stream, fmt)

    monkeypatch.setattr(spotsigs.results.records, "write_records", fill_disk)
    out = tmp_path / "c.jsonl"
    if existing:
        out.write_text("previous run\n", encoding="utf-8")
    code = main(["cluster", str(HOSTILE), "-o", str(out), "-q"])
    err = capsys.readouterr().err
    assert code == 1
    assert "No space left on device" in err and "cannot write output" in err
    assert temporaries(tmp_path) == []
    if existing:
        assert out.read_text(encoding="utf-8") == "previous run\n"
    else:
        assert not out.exists()


def test_full_disk_at_flush_leaves_no_half_file(tmp_path, capsys, monkeypatch):
    def full(fd):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(spotsigs.results.files.os, "fsync", full)
    out = tmp_path / "c.jsonl"
    assert main(["cluster", str(HOSTILE), "-o", str(out), "-q"]) == 1
    assert "No space left on device" in capsys.readouterr().err
    assert not out.exists() and temporaries(tmp_path) == []


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_ctrl_c_while_reading_writes_nothing_and_says_so(tmp_path, capsys, monkeypatch, jobs):
    real = spotsigs.engine.run.read_documents

    def interrupted(paths, options):
        for k, document in enumerate(real(paths, options)):
            if k == 9:
                raise KeyboardInterrupt
            yield document

    monkeypatch.setattr(spotsigs.engine.run, "read_documents", interrupted)
    out, pairs = tmp_path / "c.jsonl", tmp_path / "p.jsonl"
    code = main(["cluster", str(HOSTILE), "-o", str(out), "--pairs", str(pairs), "-j", jobs,
                 "--batch-size", "2"])
    err = capsys.readouterr().err
    assert code == 130
    assert "interrupted" in err and "no output was written" in err
    assert not out.exists() and not pairs.exists() and temporaries(tmp_path) == []
    assert multiprocessing.active_children() == []  # the workers were ended


def test_ctrl_c_while_writing_removes_the_temporary(tmp_path, capsys, monkeypatch):
    def interrupted(records, fields, stream, fmt="jsonl"):
        stream.write("partial\n")
        raise KeyboardInterrupt

    monkeypatch.setattr(spotsigs.results.records, "write_records", interrupted)
    out = tmp_path / "c.jsonl"
    assert main(["cluster", str(HOSTILE), "-o", str(out), "-q"]) == 130
    assert "no output was written" in capsys.readouterr().err
    assert not out.exists() and temporaries(tmp_path) == []


@pytest.mark.parametrize("fault, code, message", [
    (KeyboardInterrupt, 130, "interrupted while writing; complete: "),
    (OSError(errno.ENOSPC, os.strerror(errno.ENOSPC)), 1, "No space left on device; complete: "),
])
def test_fault_while_writing_pairs_keeps_the_complete_clusters_and_names_them(
        tmp_path, capsys, monkeypatch, fault, code, message):
    real = spotsigs.results.records.write_records

    def pairs_fail(records, fields, stream, fmt="jsonl"):
        if fields == spotsigs.results.records.PAIR_FIELDS:
            stream.write('{"a": "half')
            raise fault
        return real(records, fields, stream, fmt)

    monkeypatch.setattr(spotsigs.results.records, "write_records", pairs_fail)
    out, pairs = tmp_path / "c.jsonl", tmp_path / "p.jsonl"
    assert main(["cluster", str(HOSTILE), "-o", str(out), "--pairs", str(pairs), "-q"]) == code
    assert f"{message}{out} " in capsys.readouterr().err
    assert [(r["id"], r["status"]) for r in read_jsonl(out)] == [
        (i, s) for i, s, _ in expected_records()]  # complete and valid JSONL
    assert not pairs.exists() and temporaries(tmp_path) == []


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
    (folder / "p9.html").write_text(f"<p>{RIVER_STORY} new</p>", encoding="utf-8")
    assert main(["cluster", str(folder), "-o", str(out), "--pairs", str(pairs), "-q"]) == 1
    assert f"complete: {out} " in capsys.readouterr().err
    assert len(out.read_text(encoding="utf-8").splitlines()) == 5  # this run's clusters
    assert not pairs.exists() and hidden_files(tmp_path) == []  # not the earlier run's pairs


def test_sigterm_while_reading_stops_like_ctrl_c_and_leaves_nothing(tmp_path):
    out = tmp_path / "c.jsonl"
    process = subprocess.Popen(
        [sys.executable, "-m", "spotsigs.cli", "cluster", "-", "--format", "jsonl", "-o",
         str(out), "--pairs", str(tmp_path / "p.jsonl")],
        stdin=subprocess.PIPE, stderr=subprocess.PIPE)
    process.stdin.write((json.dumps({"id": "a", "text": RIVER_STORY}) + "\n").encode())
    process.stdin.flush()  # the run now waits for more input: surely mid-run
    wait_for_handler(process.pid, signal.SIGTERM)
    process.send_signal(signal.SIGTERM)
    err = process.communicate(timeout=60)[1].decode()
    assert process.returncode == 143
    assert "terminated" in err and "Traceback" not in err
    assert not out.exists() and hidden_files(tmp_path) == []


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
    assert not out.exists() and hidden_files(tmp_path) == []


KILLED_WHILE_STAGING = """
import os, signal, sys
from spotsigs.results.files import staged, staged_folder
with staged(sys.argv[1]), staged_folder(sys.argv[2]):
    os.kill(os.getpid(), signal.SIGKILL)  # no handler, no cleanup: temporaries stay
"""


def test_sigkill_leftover_temporaries_are_removed_by_the_next_run_of_that_output(tmp_path,
                                                                                capsys):
    """SIGKILL left a hidden 0-byte ``.c.jsonl.XXXX.tmp`` that no later run removed. A
    temporary now carries its host and process id; the next run staging the same output
    removes those of dead processes, and nothing else."""
    out, clean = tmp_path / "c.jsonl", tmp_path / "clean"
    killed = subprocess.run([sys.executable, "-c", KILLED_WHILE_STAGING, str(out), str(clean)])
    assert killed.returncode == -signal.SIGKILL
    left = hidden_files(tmp_path)
    assert len(left) == 2 and all(name.endswith(".tmp") for name in left)
    host_pid = left[0].split(".")[-3]
    kept = [f".c.jsonl.{host_pid.rsplit('-', 1)[0]}-{os.getpid()}.abcdefgh.tmp",  # alive
            ".c.jsonl.abcdefgh.tmp",  # not our pattern (an older version's, or anyone's)
            f".other.jsonl.{host_pid}.abcdefgh.tmp",  # another output's
            f".c.jsonl.elsewhere-{host_pid.rsplit('-', 1)[1]}.abcdefgh.tmp",  # another host
            f".c.jsonl.{host_pid}.abcdefgh.tmp.bak"]
    for name in kept:
        (tmp_path / name).write_text("")
    folder = pages(tmp_path / "in")
    assert main(["cluster", str(folder), "-o", str(out), "-q"]) == 0
    assert hidden_files(tmp_path) == sorted(kept + [n for n in left if n.startswith(".clean")])
    assert main(["dedup", str(folder), "-o", f"{clean}/", "-q"]) == 0
    assert hidden_files(tmp_path) == sorted(kept)
