"""``spotsigs dedup pages/ -o clean/``: a folder of HTML files deduplicated into a folder, each
kept file copied byte for byte to its path, the folder appearing whole or not at all, and what
is refused before any work."""

from __future__ import annotations

import gzip
import os
import shutil
from pathlib import Path

import spotsigs.results.dedup_folder as dedup_folder
from spotsigs.results.dedup_folder import target_name

from .test_dedup import clusters_of, expected_kept, read_jsonl, run


def files_under(folder: Path) -> dict[str, bytes]:
    """Every file under ``folder`` by its posix path relative to it, with its bytes."""
    return {p.relative_to(folder).as_posix(): p.read_bytes()
            for p in sorted(folder.rglob("*")) if p.is_file()}


def gzipped_copy(news_folder: Path) -> Path:
    """The news folder with one more copy of the floods story, stored gzipped."""
    story = (news_folder / "daily" / "floods.html").read_bytes()
    path = news_folder / "wire" / "floods.html.gz"
    path.parent.mkdir()
    path.write_bytes(gzip.compress(story.replace(b"<title>", b"<title>Wire: ", 1), mtime=0))
    return path


def test_kept_pages_are_copied_byte_for_byte_to_their_paths(tmp_path, capsys, news_folder):
    gzipped_copy(news_folder)
    out, mapping = tmp_path / "clean", tmp_path / "map.jsonl"
    code, err = run(["dedup", str(news_folder), "-o", f"{out}/", "--keep", "longest",
                     "--map", str(mapping)], capsys)
    assert code == 0
    oracle = clusters_of([news_folder], tmp_path, capsys)
    kept = expected_kept(oracle, "longest")
    assert len(kept) == 3 and len(oracle) == 8  # floods x4, election x2, transfer, 404
    originals = files_under(news_folder)
    assert files_under(out) == {name: originals[name] for name in kept}
    assert {m["id"] for m in read_jsonl(mapping)} == set(oracle) - kept
    assert "kept 3 (2 clusters, 1 singletons), dropped 5 (4 duplicates, 1 synthetic " \
           "[phrases 1])" in err
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".")] == []


def test_a_gzipped_page_stays_gzipped_and_keeps_its_time(tmp_path, capsys, news_folder):
    wire = gzipped_copy(news_folder)
    for other in news_folder.rglob("*.html"):
        if other.name == "floods.html":
            other.unlink()  # the gzipped copy is the only floods page left
    os.utime(wire, (1_000_000_000, 1_000_000_000))
    out = tmp_path / "clean"
    out.mkdir(mode=0o750)  # an empty folder is a target; its mode is kept
    assert run(["dedup", str(news_folder), "-o", str(out), "-q"], capsys)[0] == 0
    copied = out / "wire" / "floods.html.gz"
    assert copied.read_bytes() == wire.read_bytes()
    assert copied.stat().st_mtime == 1_000_000_000
    assert out.stat().st_mode & 0o777 == 0o750


def test_files_given_one_by_one_go_by_their_name_or_base_name(tmp_path, capsys, news_folder,
                                                              monkeypatch):
    monkeypatch.chdir(news_folder)
    given = ["daily/floods.html", str(news_folder / "herald" / "transfer.html")]
    out = tmp_path / "clean"
    assert run(["dedup", *given, "-o", f"{out}/", "-q"], capsys)[0] == 0
    assert set(files_under(out)) == {"daily/floods.html", "transfer.html"}
    assert target_name(Path("/a/b/c.html"), "../b/c.html").as_posix() == "c.html"


def test_what_a_folder_output_cannot_take_is_refused_before_any_work(tmp_path, capsys,
                                                                     news_folder):
    (tmp_path / "pages.jsonl").write_text('{"id": "a", "html": "<p>x</p>"}\n')
    other = tmp_path / "other" / "daily"
    other.mkdir(parents=True)
    shutil.copy(news_folder / "daily" / "floods.html", other / "floods.html")
    full = tmp_path / "full"
    full.mkdir()
    (full / "keep.txt").write_text("mine")
    before = files_under(tmp_path)
    for argv, message in (
            ([str(tmp_path / "pages.jsonl"), "-o", f"{tmp_path}/clean/"],
             "a folder output holds HTML files"),
            ([str(news_folder), "-o", str(full)], "output folder is not empty"),
            ([str(news_folder), "-o", f"{news_folder}/clean/"], "lies in the input folder"),
            ([str(news_folder), str(tmp_path / "other"), "-o", f"{tmp_path}/clean/"],
             "would both be written to"),
            ([str(news_folder), "-o", f"{tmp_path}/clean/", "--map",
              f"{tmp_path}/clean/map.jsonl"], "the map would go inside the output folder"),
            ([str(news_folder), "-o", f"{tmp_path}/no/such/clean/"],
             "parent does not exist"),
            ([str(news_folder), "-o", str(tmp_path / "clean")],
             "or end it with / for a folder")):
        code, err = run(["dedup", *argv], capsys)
        assert code == 2 and message in err, (argv, err)
    assert files_under(tmp_path) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["full", "news", "other",
                                                          "pages.jsonl"]


def test_a_failed_copy_leaves_no_folder_behind(tmp_path, capsys, news_folder, monkeypatch):
    copied, copy = [], shutil.copy2

    def copy_then_fail(source, target):
        if copied:
            raise OSError(28, "No space left on device")
        copied.append(copy(source, target))

    monkeypatch.setattr(dedup_folder.shutil, "copy2", copy_then_fail)
    code, err = run(["dedup", str(news_folder), "-o", f"{tmp_path}/clean/", "--map",
                     str(tmp_path / "map.jsonl")], capsys)
    assert code == 1 and "no space left on device" in err.lower()
    assert "no output was written" in err and len(copied) == 1
    assert sorted(p.name for p in tmp_path.iterdir()) == ["news"]  # no folder, map or temp
