"""Outputs refused before any work, with the reason: a missing folder, a folder, a file
that cannot be created, an input (given or in a folder given), the clusters or pairs file
a command reads, clusters and pairs to one place."""

from __future__ import annotations

import json
import tempfile

import pytest
from hostile_inputs import HOSTILE, RIVER_STORY, STORY, pages

import spotsigs.cli.cluster
import spotsigs.engine.run
from spotsigs.cli import main


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
    original = json.dumps({"id": "a", "text": RIVER_STORY}) + "\n"
    data.write_text(original, encoding="utf-8")
    for inputs in ([data], [tmp_path]):
        assert main(["idf", *map(str, inputs), "-o", str(data)]) == 2
        assert "output file is also an input" in capsys.readouterr().err
        assert data.read_text(encoding="utf-8") == original
    assert main(["idf", str(data), "-o", str(tmp_path / "idf.txt")]) == 0


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
