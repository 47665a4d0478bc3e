"""Symbolic links in input folders: those that lead out of the folder are not followed
unless asked (``--follow-links``), loops never, each a skipped record naming why; a link
given as an input is read wherever it leads. Issue 25: a ``../..`` loop read the parent
tree (a previous run's output among it), and ``dedup -o clean/`` copied a link to
/etc/passwd into its output."""

from __future__ import annotations

import pickle
from pathlib import Path

import pytest
from hostile_inputs import RIVER_STORY, STORY, read_jsonl

from spotsigs.cli import main
from spotsigs.readers import ReadOptions, iter_input_files, read_documents, skipped_link

SECRET = "root:x:0:0:root:/root:/bin/bash"


def crawl(tmp_path: Path) -> Path:
    """``in/`` with a page, and links: to a secret file and a folder of pages outside it, up
    two levels, to a page inside it; beside it ``out/`` with a previous run's output."""
    folder, outside = tmp_path / "in", tmp_path / "outside"
    (folder / "sub").mkdir(parents=True)
    (outside / "pages").mkdir(parents=True)
    (folder / "page.html").write_text(f"<p>{RIVER_STORY}</p>", encoding="utf-8")
    (outside / "passwd").write_text(SECRET, encoding="utf-8")
    (outside / "pages" / "other.html").write_text(f"<p>{STORY}</p>", encoding="utf-8")
    (tmp_path / "out").mkdir()
    (tmp_path / "out" / "clusters.jsonl").write_text('{"id": "old"}\n', encoding="utf-8")
    (folder / "passwd.html").symlink_to(outside / "passwd")
    (folder / "pages").symlink_to(outside / "pages")
    (folder / "sub" / "up").symlink_to("../..")
    (folder / "sub" / "copy.html").symlink_to("../page.html")
    return folder


def by_id(paths, follow_links: bool = False) -> dict[str, str | None]:
    """Per document id, why it was skipped (None: read)."""
    return {d.doc_id: d.skipped for d in read_documents(paths, ReadOptions(
        follow_links=follow_links))}


def test_links_out_of_the_folder_and_loops_are_skipped_records_naming_why(tmp_path):
    found = by_id([crawl(tmp_path)])
    assert sorted(found) == ["page.html", "pages", "passwd.html", "sub/copy.html", "sub/up"]
    assert found["page.html"] is None and found["sub/copy.html"] is None  # inside: read
    assert found["passwd.html"].startswith("symbolic link out of the input folder, to ")
    assert "--follow-links" in found["passwd.html"] and "--follow-links" in found["pages"]
    assert found["sub/up"].startswith("symbolic link loop, to ")  # ../.. holds the link


def test_follow_links_reads_what_they_lead_to_but_never_a_loop(tmp_path):
    found = by_id([crawl(tmp_path)], follow_links=True)
    assert sorted(found) == ["page.html", "pages/other.html", "passwd.html", "sub/copy.html",
                             "sub/up"]
    assert found["sub/up"].startswith("symbolic link loop")  # the parent tree is not read
    assert [k for k, why in found.items() if why is not None] == ["sub/up"]


def test_a_second_link_to_a_folder_read_already_is_skipped(tmp_path):
    folder = crawl(tmp_path)
    (folder / "again").symlink_to(tmp_path / "outside" / "pages")
    found = by_id([folder], follow_links=True)
    assert "again/other.html" in found and "pages/other.html" not in found  # by name
    assert "a folder read already" in found["pages"]


def test_a_link_given_as_an_input_is_followed(tmp_path):
    folder = crawl(tmp_path)
    found = by_id([folder / "passwd.html", folder / "pages"])
    assert found == {str(folder / "passwd.html"): None, "other.html": None}


def test_cluster_counts_skipped_links_and_never_reads_them(tmp_path, capsys):
    out = tmp_path / "out" / "c.jsonl"
    assert main(["cluster", str(crawl(tmp_path)), "-o", str(out)]) == 0
    err = capsys.readouterr().err
    assert "5 documents read: 2 ok, 0 synthetic, 3 skipped, 0 errors" in err
    records = {r["id"]: r for r in read_jsonl(out)}
    assert {k for k, r in records.items() if r["status"] == "skipped"} == \
        {"passwd.html", "pages", "sub/up"}
    assert "old" not in records  # the previous run's output, up two levels, was not read


def test_dedup_into_a_folder_never_copies_a_link_out_of_the_input(tmp_path, capsys):
    clean = tmp_path / "clean"
    assert main(["dedup", str(crawl(tmp_path)), "-o", f"{clean}/", "-q"]) == 0
    copied = sorted(p.relative_to(clean).as_posix() for p in clean.rglob("*") if p.is_file())
    assert copied == ["page.html"]  # sub/copy.html is its duplicate
    assert all(SECRET not in p.read_text() for p in clean.rglob("*") if p.is_file())


def test_follow_links_on_the_command_line(tmp_path, capsys):
    out = tmp_path / "c.jsonl"
    assert main(["cluster", str(crawl(tmp_path)), "-o", str(out), "--follow-links", "-q"]) == 0
    assert {r["id"]: r["status"] for r in read_jsonl(out)}["pages/other.html"] == "ok"


@pytest.mark.parametrize("follow", [False, True])
def test_the_output_check_sees_the_files_read(tmp_path, capsys, follow):
    """An output reached only through a link that is not followed is not an input."""
    folder = crawl(tmp_path)
    target = tmp_path / "outside" / "pages" / "other.html"
    code = main(["cluster", str(folder), "-o", str(target), "-q",
                 *(["--follow-links"] if follow else [])])
    assert code == (2 if follow else 0)


def test_a_skipped_link_keeps_its_reason_through_pickling_and_the_dask_inputs(tmp_path):
    from spotsigs.engine.dask.io import input_parts, read_input

    link = pickle.loads(pickle.dumps(skipped_link(tmp_path / "x.html", "why")))
    assert link.skipped == "why" and link == tmp_path / "x.html"
    folder = crawl(tmp_path)
    items, names, _ = input_parts([str(folder)], str(tmp_path / "work"), ReadOptions())
    assert [name for _, name in iter_input_files([folder])] == names
    documents = [d for item, name in zip(items, names)
                 for d in read_input(item, name, ReadOptions())]
    assert {d.doc_id: d.skipped for d in documents} == by_id([folder])
