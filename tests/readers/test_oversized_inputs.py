"""Inputs too big to hold: a 50 MB page and a gzip bomb are read up to the limit, with a
note, in bounded memory."""

from __future__ import annotations

import gzip
import subprocess
import sys

from hostile_inputs import read_jsonl

from spotsigs.readers import MAX_DOCUMENT_BYTES, read_file


def test_fifty_megabyte_page_is_truncated_with_a_note_in_bounded_memory(tmp_path):
    line = b"<p>The quick brown fox was seen by the farmer, and the dog is a friend.</p>\n"
    big = tmp_path / "big.html"
    big.write_bytes(line * (50 * 1024 * 1024 // len(line) + 1))
    [document] = list(read_file(big))
    assert len(document.content) == MAX_DOCUMENT_BYTES
    assert document.note == f"truncated to {MAX_DOCUMENT_BYTES} bytes"
    del document
    out = tmp_path / "c.jsonl"
    code = ("import resource, sys\nfrom spotsigs.cli import main\n"
            f"code = main(['cluster', {str(big)!r}, '-o', {str(out)!r}, '-q'])\n"
            "print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)\nsys.exit(code)\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    peak_mib = int(done.stdout.split()[-1]) / 1024
    assert peak_mib < 1024, f"peak {peak_mib:.0f} MiB for a 50 MB page"
    [record] = read_jsonl(out)
    assert record["status"] == "ok"
    assert f"truncated to {MAX_DOCUMENT_BYTES} bytes" in record["reason"]


def test_huge_gzip_bomb_is_read_only_up_to_the_limit(tmp_path):
    bomb = tmp_path / "bomb.html.gz"
    with gzip.open(bomb, "wb", compresslevel=9) as stream:
        block = b"<p>" + b"the cat was here " * 4000 + b"</p>"
        for _ in range(3 * MAX_DOCUMENT_BYTES // len(block)):
            stream.write(block)
    [document] = list(read_file(bomb))
    assert len(document.content) == MAX_DOCUMENT_BYTES and "truncated" in document.note
