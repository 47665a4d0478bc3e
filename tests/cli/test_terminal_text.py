"""What the commands print for people: warnings and show's lines with control
characters, bidi overrides and lone surrogates escaped, and truncated pages warned
about."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys

from hostile_inputs import STORY, read_jsonl

from spotsigs.cli import main


def test_warnings_never_send_control_characters_to_the_terminal(tmp_path, capsys):
    folder = tmp_path / "in"
    folder.mkdir()
    (folder / "\x1b[2J\x1b]0;owned\x07.html").write_bytes(b"")
    (folder / "ok.html").write_text(f"<p>{STORY}</p>", encoding="utf-8")
    main(["cluster", str(folder), "-o", str(tmp_path / "c.jsonl")])
    err = capsys.readouterr().err
    assert "empty document" in err
    assert not re.search("[\x00-\x08\x0b-\x1f\x7f-\x9f]", err), repr(err)


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
                          check=False, capture_output=True, timeout=60, env={**os.environ,
                                                                "PYTHONIOENCODING": "utf-8"})
    assert done.returncode == 0, done.stderr
    out = done.stdout.decode("utf-8")
    assert "\x1b" not in out and "\u202e" not in out and "\x07" not in out
    assert "evil\\x1b]0;pwned\\x07\\u202e.html" in out and "copy\\udcff" in out
    assert "bad\\ttab: HTTP 404\\x1b[2J" in out


def test_truncated_pages_are_warned_about_on_stderr(tmp_path, capsys, monkeypatch):
    monkeypatch.setattr("spotsigs.readers.base.MAX_DOCUMENT_BYTES", 1000)
    big = tmp_path / "big.html"
    big.write_text(f"<p>{STORY}</p>" * 20, encoding="utf-8")
    assert main(["cluster", str(big), "-o", str(tmp_path / "c.jsonl")]) == 0
    [record] = read_jsonl(tmp_path / "c.jsonl")
    assert "truncated to 1000 bytes" in record["reason"]  # in the output already
    assert "truncated" in capsys.readouterr().err
