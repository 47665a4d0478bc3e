"""Hostile input and faults: nothing crashes the run, nothing is lost, nothing gets in.

The corpus ``tests/data/hostile/`` (written by ``tests/data/make_hostile.py``, expectations in
its EXPECTED.json) runs end to end; huge inputs are built here in a temporary folder.
"""

from __future__ import annotations

import contextlib
import errno
import gzip
import importlib.util
import json
import multiprocessing
import os
import re
import signal
import socket
import stat
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

import spotsigs.cli
import spotsigs.engine.run
import spotsigs.results.files
import spotsigs.results.records
from spotsigs.cli import main
from spotsigs.html import LEXBOR_MAX_TAGS, html_to_text, strip_markup
from spotsigs.methods.spotsigs import SpotSigs
from spotsigs.readers import MAX_DOCUMENT_BYTES, binary_kind, read_documents, read_file

DATA = Path(__file__).parent / "data"
HOSTILE = DATA / "hostile"
EXPECTED = json.loads((HOSTILE / "EXPECTED.json").read_text(encoding="utf-8"))
SUMMARY_RE = re.compile(
    r"(?P<documents>\d+) documents read: (?P<ok>\d+) ok, (?P<synthetic>\d+) synthetic, "
    r"(?:(?P<skipped>\d+) skipped, )?"  # said only when some archive record was skipped
    r"(?P<errors>\d+) errors; (?P<pairs>\d+) pairs, (?P<clusters>\d+) clusters "
    r"\((?P<multi_page_clusters>\d+) with 2\+ pages\)")
STORY = ("The mayor said that the town had opened two shelters for families who were forced "
         "to leave their homes, and the army was sent to help with the rescue. Officials "
         "have warned that more rain is expected later in the week.")


def expected_records() -> list[tuple[str, str, str | None]]:
    """(id, status, what its reason says) of every record of the corpus, in output order."""
    return [tuple(r) for f in EXPECTED["files"].values() for r in f["records"]]


def read_jsonl(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


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
    assert summary_counts(stderr) == EXPECTED["summary"]
    label = {r["id"]: r["cluster"] for r in records}
    groups = [{label[doc_id] for doc_id in group} for group in EXPECTED["clusters"]]
    assert all(len(g) == 1 for g in groups), groups
    assert len(set().union(*groups)) == len(groups)
    assert len(pairs.read_text(encoding="utf-8").splitlines()) == EXPECTED["summary"]["pairs"]


def load_make_hostile():
    spec = importlib.util.spec_from_file_location("make_hostile", DATA / "make_hostile.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while being built
    spec.loader.exec_module(module)
    return module


# --- the corpus end to end ---------------------------------------------------------------


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


# --- html: hostile markup ------------------------------------------------------------------


def test_external_entities_are_never_expanded_nor_fetched(monkeypatch):
    def no_network(*args, **kwargs):
        raise AssertionError("network access")

    monkeypatch.setattr(socket.socket, "connect", no_network)
    monkeypatch.setattr(socket, "create_connection", no_network)
    marker = EXPECTED["passwd_marker"]
    for name in ("xxe-file.html", "xxe-http.html"):
        text = html_to_text((HOSTILE / name).read_bytes())
        assert marker not in text and "root:" not in text
        assert "governing party" in text
    page = ('<?xml version="1.0"?><!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">'
            '<!ENTITY y SYSTEM "http://127.0.0.1:9/">]><r><p>&x;&y;</p></r>')
    for variant in (page, page.encode()):
        assert "root:" not in html_to_text(variant)
        assert "root:" not in strip_markup(page)


def test_entity_bomb_is_not_expanded():
    data = (HOSTILE / "billion-laughs.html").read_bytes()
    started = time.perf_counter()
    text = html_to_text(data)
    assert time.perf_counter() - started < 2
    assert "lollol" not in text and len(text) < 2 * len(data)
    assert "governing party" in text


def test_nesting_deeper_than_libxml2_builds_keeps_the_text():
    text = html_to_text((HOSTILE / "deep-nesting.html").read_bytes())
    assert "governing party won the regional election" in " ".join(text.split())


@pytest.mark.parametrize("opening, closing", [
    (b"<div>", b"</div>"), (b"<b>", b"</b>"), (b"<span><i>", b""), (b"<table><tr><td>", b""),
])
def test_a_million_nested_elements_take_bounded_time_and_keep_the_text(opening, closing):
    n = 1_000_000 // opening.count(b"<")
    data = opening * n + f"<p>{STORY}</p>".encode() + closing * n + b"<p>after all</p>"
    started = time.perf_counter()
    text = html_to_text(data)
    assert time.perf_counter() - started < 20
    assert "forced to leave their homes" in " ".join(text.split())
    assert "after all" in text


@pytest.mark.parametrize("opening, closing", [
    (b"<div>", b""), (b"<ul><li>", b""), (b"<select>", b"<option>"), (b"<span>", b"</x>"),
    (b"<table><tr><td>", b""), (b"<b><i>", b"</b></i>"),
])
def test_worst_nesting_lexbor_is_given_takes_bounded_time_and_keeps_the_text(opening, closing):
    # HTML5 tree building walks the stack of open elements: time grows with tags times depth.
    n = (LEXBOR_MAX_TAGS - 10) // (opening.count(b"<") + closing.count(b"<"))
    data = f"<p>{STORY}</p>".encode() + opening * n + closing * n + b"<p>after all</p>"
    assert data.count(b"<") <= LEXBOR_MAX_TAGS
    started = time.perf_counter()
    text = html_to_text(data)
    assert time.perf_counter() - started < 10
    assert "forced to leave their homes" in " ".join(text.split())


def test_a_million_flat_elements_take_bounded_time():
    data = b"<p>" + b"<p>word" * 1_000_000
    started = time.perf_counter()
    text = html_to_text(data)
    assert time.perf_counter() - started < 20
    assert text.split() == ["word"] * 1_000_000


def test_fallback_stripper_drops_scripts_comments_and_keeps_block_breaks():
    text = strip_markup("<title>T</title><script>var x = '<p>no</p>';</script><!-- gone -->"
                        "<div>alpha</div><div>beta</div><p>gam<b>ma</b> a < b &amp; &boom;"
                        "</p><svg><text>no</text></svg>tail<style>unclosed")
    assert text.split() == ["T", "alpha", "beta", "gamma", "a", "<", "b", "&", "&boom;", "tail"]


def test_fallback_stripper_is_linear_on_unclosed_markup():
    for bad in ("<script>", "<!--", "<a", "<div x='"):
        started = time.perf_counter()
        strip_markup(bad * 200_000 + "end")
        assert time.perf_counter() - started < 5, bad


@pytest.mark.parametrize("charset", [
    "base64", "hex", "zlib", "rot13", "bz2", "uu", "quopri", "idna", "punycode", "undefined",
    "unicode_escape", "raw_unicode_escape", "utf-7", "utf-16", "utf-32", "no-such-charset",
])
def test_any_declared_charset_decodes_without_raising(charset):
    page = f'<meta charset="{charset}"><p>caf\u00e9 {STORY} \\u0041</p>'
    for data in (page.encode("utf-8"), page.encode("cp1252")):
        text = html_to_text(data)
        assert "forced to leave their homes" in text
        assert "\\u0041" in text  # escape codecs never rewrite the text
        assert SpotSigs().signature(data).size > 0


def test_block_elements_break_words_on_both_sides():
    assert html_to_text("x<div>y</div>z<p>w").split() == ["x", "y", "z", "w"]


def test_noncharacters_do_not_drop_text():
    text = html_to_text("<div><p>a\ufffeb</p>c\uffff</div>d")
    assert [t for t in re.split(r"\W+", text) if t] == ["a", "b", "c", "d"]


def test_encodings_read_the_same_words():
    words = html_to_text(f"<p>{STORY}</p>").split()
    assert html_to_text(f"<p>{STORY}</p>".encode("utf-16")).split() == words
    assert html_to_text(f"<p>{STORY}</p>".encode("utf-16-le")).split() == words
    assert html_to_text(f"<p>{STORY}</p>".encode("utf-16-be")).split() == words
    assert html_to_text(f"<p>{STORY.replace(' ', chr(0) + ' ')}</p>".encode()).split() == words
    assert html_to_text(f"<p>{STORY}</p>".encode() + b"\xff\xfe\xc3\x28").split()[:-1] == words


def test_right_to_left_and_cjk_text_survive_extraction():
    rtl = html_to_text((HOSTILE / "rtl.html").read_bytes())
    assert "\u0627\u0644\u0633\u0644\u0627\u0645" in rtl and "\u05e9\u05dc\u05d5\u05dd" in rtl
    cjk = html_to_text((HOSTILE / "cjk.html").read_bytes())
    assert "\u5927\u96e8" in cjk and "\ud55c\uad6d\uc5b4" in cjk
    assert SpotSigs().signature((HOSTILE / "cjk.html").read_bytes()).size == 0


# --- io: binary payloads, huge pages, broken archives ------------------------------------


@pytest.mark.parametrize("data, kind", [
    (b"\x89PNG\r\n\x1a\n\x00\x00", "PNG image"), (b"%PDF-1.7\n", "PDF document"),
    (gzip.compress(b"x" * 100, mtime=0), "gzip data"), (bytes(range(256)) * 4, "binary data"),
    (b"<p>text</p>", None), ("<p>\u043f\u0440\u0438</p>".encode("utf-16-le"), None),
    ("<p>\u043f\u0440\u0438</p>".encode("cp1251"), None), (b"", None),
    (b"<p>a\x00b and some more words</p>" * 20, None),
])
def test_binary_payloads_are_told_from_pages(data, kind):
    assert binary_kind(data) == kind


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


def test_cut_inside_any_gzip_member_loses_no_complete_record(tmp_path):
    data = (DATA / "io" / "warcfile.warc.gz").read_bytes()
    members, position = [], 0
    while position < len(data):  # gzip member boundaries
        stream = gzip.zlib.decompressobj(31)
        stream.decompress(data[position:])
        end = len(data) - len(stream.unused_data)
        members.append(end)
        position = end
    whole = [d.doc_id for d in read_file(DATA / "io" / "warcfile.warc.gz")]
    for k in (5, 20, 33, 48):
        cut = tmp_path / f"cut{k}.warc.gz"
        cut.write_bytes(data[: members[k] + 40])
        docs = list(read_file(cut))
        complete = [d.doc_id for d in read_file(_write(tmp_path / f"ok{k}.warc.gz",
                                                       data[: members[k]]))
                    if d.error is None]
        assert [d.doc_id for d in docs[:-1]] == complete == whole[: len(complete)]
        assert docs[-1].error.startswith("truncated or corrupt WARC")


def _write(path: Path, data: bytes) -> Path:
    path.write_bytes(data)
    return path


@pytest.mark.parametrize("name, data, reason", [
    ("empty.warc", b"", "no response records in WARC"),
    ("empty.warc.gz", gzip.compress(b"", mtime=0), "no response records in WARC"),
    ("empty.jsonl", b"", "no JSON records"),
    ("blank.jsonl", b"\n  \n\n", "no JSON records"),
    ("empty.jsonl.gz", gzip.compress(b"", mtime=0), "no JSON records"),
])
def test_a_file_without_documents_still_yields_one_error(tmp_path, name, data, reason):
    [document] = list(read_file(_write(tmp_path / name, data)))
    assert document.error is not None and reason in document.error
    assert document.doc_id == str(tmp_path / name)


def test_jsonl_lines_nested_deep_or_not_utf8_are_handled_and_reading_goes_on(tmp_path):
    path = _write(tmp_path / "x.jsonl", b"[" * 100_000 + b"\n"
                  + b'{"id": "latin", "html": "<p>caf\xe9</p>"}\n'
                  + b'{"id": "after", "text": "still here"}\n')
    docs = list(read_file(path))
    assert [d.doc_id for d in docs] == [f"{path}:1", "latin", "after"]
    assert "nested too deeply" in docs[0].error
    assert docs[1].error is None and docs[1].content == "<p>caf\ufffd</p>"
    assert "invalid UTF-8" in docs[1].note


def test_missing_input_path_is_an_error_record_and_the_run_goes_on(tmp_path, capsys):
    out = tmp_path / "c.jsonl"
    code = main(["cluster", str(tmp_path / "nope.html"), str(HOSTILE / "utf16-bom.html"),
                 "-o", str(out)])
    err = capsys.readouterr().err
    assert code == 0
    records = read_jsonl(out)
    assert [r["status"] for r in records] == ["error", "ok"]
    assert "no such file" in records[0]["reason"].lower() and "nope.html" in err


# --- parameters ----------------------------------------------------------------------------


@pytest.mark.parametrize("argv, option", [
    (["-t", "0"], "--threshold"), (["-t", "1.5"], "--threshold"), (["-t", "nan"], "--threshold"),
    (["-t", "inf"], "--threshold"), (["-t", "-0.5"], "--threshold"),
    (["-t", "half"], "--threshold"), (["-c", "0"], "--chain-length"),
    (["-d", "0"], "--spot-distance"), (["-j", "0"], "--jobs"), (["-j", "-3"], "--jobs"),
    (["--batch-size", "0"], "--batch-size"), (["--min-signatures", "-1"], "--min-signatures"),
])
def test_out_of_range_parameters_are_usage_errors_naming_the_option(argv, option, tmp_path,
                                                                      capsys):
    out = tmp_path / "c.jsonl"
    with pytest.raises(SystemExit) as exit_info:
        main(["cluster", str(HOSTILE), "-o", str(out), *argv])
    assert exit_info.value.code == 2
    assert option in capsys.readouterr().err
    assert not out.exists()


@pytest.mark.parametrize("option", ["-o", "--pairs"])
def test_output_in_a_missing_folder_is_refused_before_any_work(tmp_path, capsys, option):
    out = tmp_path / "missing" / "c.jsonl"
    assert main(["cluster", str(HOSTILE), option, str(out)]) == 2
    assert "output folder does not exist" in capsys.readouterr().err
    assert not (tmp_path / "missing").exists()


@pytest.mark.parametrize("option", ["-o", "--pairs"])
def test_output_that_is_a_folder_is_refused_before_any_work(tmp_path, capsys, option,
                                                             monkeypatch):
    monkeypatch.setattr(spotsigs.engine.run, "read_documents", None)  # any work would fail
    assert main(["cluster", str(HOSTILE), option, str(tmp_path)]) == 2
    assert "output is a folder" in capsys.readouterr().err
    assert list(tmp_path.iterdir()) == []


# --- faults while writing and reading --------------------------------------------------------


def leftovers(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.endswith(".tmp"))


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
    assert leftovers(tmp_path) == []
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
    assert not out.exists() and leftovers(tmp_path) == []


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
    assert not out.exists() and not pairs.exists() and leftovers(tmp_path) == []
    assert multiprocessing.active_children() == []  # the workers were ended


def test_ctrl_c_while_writing_removes_the_temporary(tmp_path, capsys, monkeypatch):
    def interrupted(records, fields, stream, fmt="jsonl"):
        stream.write("partial\n")
        raise KeyboardInterrupt

    monkeypatch.setattr(spotsigs.results.records, "write_records", interrupted)
    out = tmp_path / "c.jsonl"
    assert main(["cluster", str(HOSTILE), "-o", str(out), "-q"]) == 130
    assert "no output was written" in capsys.readouterr().err
    assert not out.exists() and leftovers(tmp_path) == []


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
    assert not pairs.exists() and leftovers(tmp_path) == []


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


def test_output_file_gets_the_usual_permissions(tmp_path, capsys):
    out = tmp_path / "c.jsonl"
    old = os.umask(0o022)
    try:
        assert main(["cluster", str(HOSTILE / "utf16-bom.html"), "-o", str(out), "-q"]) == 0
    finally:
        os.umask(old)
    assert out.stat().st_mode & 0o777 == 0o644


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


def test_reading_a_folder_of_hostile_files_never_raises():
    documents = list(read_documents([HOSTILE, HOSTILE / "nope", DATA / "io"]))
    assert len(documents) > EXPECTED["summary"]["documents"]


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
    assert leftovers(tmp_path) == []


def test_output_through_a_symlink_replaces_its_target_and_keeps_its_mode(tmp_path, capsys):
    real, link = tmp_path / "real.jsonl", tmp_path / "link.jsonl"
    real.write_text("old\n", encoding="utf-8")
    real.chmod(0o600)
    link.symlink_to(real)
    assert main(["cluster", str(HOSTILE / "utf16-bom.html"), "-o", str(link), "-q"]) == 0
    assert link.is_symlink()
    assert json.loads(real.read_text(encoding="utf-8"))["status"] == "ok"
    assert real.stat().st_mode & 0o777 == 0o600


# --- terminals, outputs that name inputs, truncation warnings, worker processes ------------


def test_warnings_never_send_control_characters_to_the_terminal(tmp_path, capsys):
    folder = tmp_path / "in"
    folder.mkdir()
    (folder / "\x1b[2J\x1b]0;owned\x07.html").write_bytes(b"")
    (folder / "ok.html").write_text(f"<p>{STORY}</p>", encoding="utf-8")
    main(["cluster", str(folder), "-o", str(tmp_path / "c.jsonl")])
    err = capsys.readouterr().err
    assert "empty document" in err
    assert not re.search("[\x00-\x08\x0b-\x1f\x7f-\x9f]", err), repr(err)


def test_output_that_is_an_input_file_is_refused(tmp_path, capsys):
    data = tmp_path / "in.jsonl"
    original = f'{{"id": "a", "text": "{STORY}"}}\n'
    data.write_text(original, encoding="utf-8")
    code = main(["cluster", str(data), "-o", str(data), "-q"])
    assert code == 2
    assert data.read_text(encoding="utf-8") == original


def test_output_that_is_a_file_in_an_input_folder_is_refused(tmp_path, capsys):
    folder = tmp_path / "crawl"
    (folder / "sub").mkdir(parents=True)
    data = folder / "sub" / "pages.jsonl"
    original = f'{{"id": "a", "text": "{STORY}"}}\n'
    data.write_text(original, encoding="utf-8")
    link = tmp_path / "link.jsonl"
    link.symlink_to(data)
    for argv in (["-o", str(data)], ["-o", str(link)], ["--pairs", str(data)]):
        code = main(["cluster", str(folder), *argv])
        assert code == 2, argv
        assert "output file is also an input" in capsys.readouterr().err
        assert data.read_text(encoding="utf-8") == original
    other = folder / "sub" / "clusters.csv"  # never read as input: may be replaced
    other.write_text("old\n", encoding="utf-8")
    assert main(["cluster", str(folder), "-o", str(other), "-q"]) == 0
    assert other.read_text(encoding="utf-8").startswith("id,url,cluster")


@pytest.mark.parametrize("argv", [["--pairs", "-"], ["-o", "-", "--pairs", "-"]])
def test_clusters_and_pairs_both_to_standard_output_are_refused(argv, capsys):
    assert main(["cluster", str(HOSTILE / "utf16-bom.html"), *argv]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and "the same file" in captured.err


def test_clusters_and_pairs_to_one_path_are_refused(tmp_path, capsys):
    out = tmp_path / "same.jsonl"
    code = main(["cluster", str(HOSTILE / "utf16-bom.html"), "-o", str(out), "--pairs",
                 str(tmp_path / "." / "same.jsonl"), "-q"])
    assert code == 2
    assert "clusters and pairs would go to the same file" in capsys.readouterr().err
    assert not out.exists()


def test_truncated_pages_are_warned_about_on_stderr(tmp_path, capsys, monkeypatch):
    monkeypatch.setattr("spotsigs.readers.base.MAX_DOCUMENT_BYTES", 1000)
    big = tmp_path / "big.html"
    big.write_text(f"<p>{STORY}</p>" * 20, encoding="utf-8")
    assert main(["cluster", str(big), "-o", str(tmp_path / "c.jsonl")]) == 0
    [record] = read_jsonl(tmp_path / "c.jsonl")
    assert "truncated to 1000 bytes" in record["reason"]  # in the output already
    assert "truncated" in capsys.readouterr().err


def test_ctrl_c_at_a_terminal_with_workers_prints_no_worker_tracebacks(tmp_path):
    line = "<p>The quick brown fox was seen by the farmer, and the dog is a friend.</p>\n"
    page = line * (MAX_DOCUMENT_BYTES // 2 // len(line))
    out = tmp_path / "c.jsonl"
    # Pages on standard input, kept open: the workers extract the first ones while the run
    # waits for more, so Ctrl-C surely lands mid-run (a folder of big pages could be done
    # before it on a fast machine).
    process = subprocess.Popen(
        [sys.executable, "-m", "spotsigs.cli", "cluster", "-", "--format", "jsonl", "-o",
         str(out), "-j", "2", "--batch-size", "1"],
        stdin=subprocess.PIPE, stderr=subprocess.PIPE, start_new_session=True)
    for k in range(3):
        process.stdin.write((json.dumps({"id": f"big{k}", "html": page}) + "\n").encode())
    process.stdin.flush()
    children = Path(f"/proc/{process.pid}/task/{process.pid}/children")
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline and not children.read_text().split():
        time.sleep(0.05)
    time.sleep(0.5)
    os.killpg(process.pid, signal.SIGINT)  # what a terminal does on Ctrl-C
    try:
        _, err = process.communicate(timeout=60)
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGKILL)
    err = err.decode()
    assert process.returncode == 130 and "no output was written" in err
    assert not out.exists() and leftovers(tmp_path) == []
    assert "Traceback" not in err, err


def _big_pages(folder: Path, count: int) -> None:
    line = b"<p>The quick brown fox was seen by the farmer, and the dog is a friend.</p>\n"
    for k in range(count):
        (folder / f"big{k}.html").write_bytes(line * (MAX_DOCUMENT_BYTES // len(line)))


def _children(pid: int) -> list[int]:
    return [int(c) for c in Path(f"/proc/{pid}/task/{pid}/children").read_text().split()]


def _running(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state not in ("Z", "X")


@pytest.mark.skipif(not Path("/proc/self/task").exists(), reason="needs Linux /proc")
def test_workers_exit_when_the_main_process_is_killed(tmp_path):
    _big_pages(tmp_path, 6)
    process = subprocess.Popen(
        [sys.executable, "-m", "spotsigs.cli", "cluster", str(tmp_path), "-o",
         str(tmp_path / "c.jsonl"), "-j", "2", "--batch-size", "1", "-q"],
        stderr=subprocess.DEVNULL, start_new_session=True)
    try:
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline and len(_children(process.pid)) < 2:
            time.sleep(0.05)
        workers = _children(process.pid)
        assert len(workers) == 2
        process.kill()  # no chance to end its workers itself
        process.wait(timeout=30)
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline and any(map(_running, workers)):
            time.sleep(0.1)
        assert not any(map(_running, workers)), "orphaned workers wait for ever"
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGKILL)
