"""The hostile corpus ``tests/data/hostile/`` end to end (written by
``tests/data/make_hostile.py``, expectations in its EXPECTED.json): every record gets
the status and reason it declares, in process and in a subprocess, and reading it never
raises."""

from __future__ import annotations

import importlib.util
import re
import subprocess
import sys
from pathlib import Path

from hostile_inputs import (
    DATA,
    EXPECTED,
    HOSTILE,
    expected_records,
    implied_pairs,
    read_jsonl,
)

from spotsigs.cli import main
from spotsigs.readers import read_documents

SUMMARY_RE = re.compile(
    r"(?P<documents>\d+) documents read: (?P<ok>\d+) ok, (?P<synthetic>\d+) synthetic, "
    r"(?:(?P<skipped>\d+) skipped, )?"  # said only when some archive record was skipped
    r"(?P<errors>\d+) errors; (?P<pairs>\d+) pairs, (?P<clusters>\d+) clusters "
    r"\((?P<multi_page_clusters>\d+) with 2\+ pages\)")


def summary_counts(stderr: str) -> dict[str, int]:
    match = SUMMARY_RE.search(stderr)
    assert match, stderr
    return {k: int(v or 0) for k, v in match.groupdict().items()}


def check_corpus_output(out: Path, pairs: Path, stderr: str) -> None:
    """The clusters and pairs files of the corpus are exactly as EXPECTED.json says."""
    records = read_jsonl(out)
    expected = expected_records()
    assert [(r["id"], r["status"]) for r in records] == [(i, s) for i, s, _ in expected]
    for record, (_, _, reason) in zip(records, expected):
        if reason is None:
            assert record["reason"] is None, record
        else:
            assert reason in record["reason"], record
        assert (record["cluster"] is None) == (record["status"] != "ok"), record
    counts = summary_counts(stderr)
    n_pairs = counts.pop("pairs")
    assert counts == EXPECTED["summary"]
    label = {r["id"]: r["cluster"] for r in records}
    groups = [{label[doc_id] for doc_id in group} for group in EXPECTED["clusters"]]
    assert all(len(g) == 1 for g in groups), groups
    assert len(set().union(*groups)) == len(groups)
    pair_records = read_jsonl(pairs)
    assert len(pair_records) == n_pairs
    assert all(label[p["a"]] == label[p["b"]] is not None for p in pair_records)
    assert len(implied_pairs(pair_records)) == EXPECTED["implied_pairs"]


def load_make_hostile():
    spec = importlib.util.spec_from_file_location("make_hostile", DATA / "make_hostile.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while being built
    spec.loader.exec_module(module)
    return module


def test_corpus_files_are_what_make_hostile_writes(tmp_path):
    total = load_make_hostile().write_corpus(tmp_path / "hostile")
    assert total < 300_000
    written = sorted(p.name for p in (tmp_path / "hostile").iterdir())
    assert written == sorted(p.name for p in HOSTILE.iterdir())
    for name in written:
        assert (tmp_path / "hostile" / name).read_bytes() == (HOSTILE / name).read_bytes(), name


def test_every_corpus_file_has_expected_records():
    files = sorted(p.name for p in HOSTILE.iterdir() if p.name != "EXPECTED.json")
    assert files == sorted(EXPECTED["files"])
    assert all(EXPECTED["files"][name]["records"] for name in files)
    assert all(reason for _, status, reason in expected_records() if status != "ok")


def test_hostile_corpus_in_process_gives_exact_statuses_and_counts(tmp_path, capsys):
    out, pairs = tmp_path / "c.jsonl", tmp_path / "p.jsonl"
    code = main(["cluster", str(HOSTILE), "-o", str(out), "--pairs", str(pairs)])
    err = capsys.readouterr().err
    assert code == 0, err
    check_corpus_output(out, pairs, err)
    assert "Traceback" not in err


def test_hostile_corpus_in_a_subprocess_gives_exact_statuses_and_counts(tmp_path):
    out, pairs = tmp_path / "c.jsonl", tmp_path / "p.jsonl"
    done = subprocess.run([sys.executable, "-m", "spotsigs.cli", "cluster", str(HOSTILE),
                           "-o", str(out), "--pairs", str(pairs)],
                          capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    check_corpus_output(out, pairs, done.stderr)


def test_reading_a_folder_of_hostile_files_never_raises():
    documents = list(read_documents([HOSTILE, HOSTILE / "nope", DATA / "io"]))
    assert len(documents) > EXPECTED["summary"]["documents"]
