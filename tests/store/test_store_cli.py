"""``spotsigs index build|add|query|info``: round trips, refusals, failed builds."""

from __future__ import annotations

import json

from spotsigs.methods.spotsigs import DEFAULT_CHAIN_LENGTH
from spotsigs.store import Index

from .helpers import run


def test_cli_build_query_add_info_round_trip(news_folder, tmp_path, capsys):
    index, daily = str(tmp_path / "index"), str(news_folder / "daily")
    code, _, err = run(["index", "build", index, daily, str(news_folder / "missing.html")],
                       capsys)
    assert code == 0
    assert "3 documents read: 2 ok, 1 synthetic, 0 errors; 2 added" in err
    code, out, err = run(["index", "query", index, str(news_folder / "herald"),
                          str(news_folder / "missing.html")], capsys)
    assert code == 0
    # The same story's main content in two templates: 1.000 (its whole pages differ).
    assert "floods.html: 1 near-duplicate\n  1.000  en   floods.html" in out
    assert "transfer.html: 0 near-duplicates" in out
    assert "missing.html: synthetic" in out
    assert "3 documents read: 2 ok, 1 synthetic, 0 errors; 1 with near-duplicates" in err
    code, out, _ = run(["index", "query", index, str(news_folder / "post"), "--json", "-t",
                        "0.5"], capsys)
    records = {r["id"]: r for r in map(json.loads, out.splitlines())}
    assert [m["id"] for m in records["election.html"]["matches"]] == ["election.html"]
    assert [m["id"] for m in records["floods.html"]["matches"]] == ["floods.html"]
    assert all(0.5 <= m["similarity"] <= 1 for r in records.values() for m in r["matches"])
    code, _, err = run(["index", "add", index, str(news_folder)], capsys)
    assert code == 0
    assert "7 documents read: 6 ok, 1 synthetic, 0 errors; 6 added, 0 already" in err
    code, _, err = run(["index", "add", index, daily], capsys)
    assert code == 0 and "0 added, 2 already in the index" in err
    code, out, _ = run(["index", "query", index, str(news_folder / "post" / "floods.html"),
                        "--json"], capsys)
    matches = [m["id"] for m in json.loads(out)["matches"]]
    assert matches[0] == "post/floods.html" and set(matches) == {
        "post/floods.html", "daily/floods.html", "herald/floods.html", "floods.html"}
    code, out, _ = run(["index", "info", index, "--verify"], capsys)
    assert code == 0
    assert "8 documents" in out and "verified: " in out and "every checksum matches" in out
    code, out, _ = run(["index", "info", index, "--json"], capsys)
    assert json.loads(out)["documents"] == 8


def test_cli_refuses_other_parameters_and_a_second_build(news_folder, tmp_path, capsys):
    index = str(tmp_path / "index")
    assert run(["index", "build", index, str(news_folder), "-q"], capsys)[0] == 0
    code, _, err = run(["index", "query", index, str(news_folder), "-c", "4"], capsys)
    assert code == 2 and \
        f"built with chain_length={DEFAULT_CHAIN_LENGTH}, not chain_length=4" in err
    code, _, err = run(["index", "query", index, str(news_folder), "--numbers", "words"], capsys)
    assert code == 2 and "built with numbers='antecedents', not numbers='words'" in err
    code, _, err = run(["index", "add", index, str(news_folder), "-a", "paper"], capsys)
    assert code == 2 and "antecedents" in err
    code, _, err = run(["index", "build", index, str(news_folder)], capsys)
    assert code == 2 and "already holds an index" in err
    code, _, err = run(["index", "query", str(tmp_path / "none"), str(news_folder)], capsys)
    assert code == 1 and "no index" in err


def test_cli_build_that_reads_nothing_leaves_no_index(tmp_path, news_folder, capsys):
    index = tmp_path / "index"
    code, _, err = run(["index", "build", str(index), str(tmp_path / "typo")], capsys)
    assert code == 1 and "no document could be read" in err
    assert not index.exists()
    index.mkdir()  # an empty folder given by the user stays, empty
    assert run(["index", "build", str(index), str(tmp_path / "typo")], capsys)[0] == 1
    assert index.is_dir() and not list(index.iterdir())
    assert run(["index", "build", str(index), str(news_folder)], capsys)[0] == 0
    assert len(Index.open(index)) == 6


def test_cli_add_warns_once_with_every_id_already_held_whatever_the_batches(
        news_folder, tmp_path, capsys):
    index = str(tmp_path / "index")
    assert run(["index", "build", index, str(news_folder), "-q"], capsys)[0] == 0
    # 6 held ids over batches of 2 (3 ok batches and the synthetic page): one warning, all 6.
    code, _, err = run(["index", "add", index, str(news_folder), "--batch-size", "2"], capsys)
    assert code == 0
    warnings = [line for line in err.splitlines() if "ids already in the index" in line]
    assert warnings == [("spotsigs: warning: 6 ids already in the index, skipped "
                         "(first: 'daily/election.html')")]
    assert "0 added, 6 already in the index" in err


def test_index_build_add_and_query_on_dask_as_locally(news_folder, tmp_path, capsys, scheduler):
    """The extraction stages run on either engine: an index built, added to and queried with
    --engine dask holds and answers what the local engine's does (repeated ids renamed the
    same way, the pages left out reported the same)."""
    pages = tmp_path / "pages.jsonl"
    pages.write_text("".join(json.dumps({"id": "dup", "html": p.read_text()}) + "\n"
                             for p in sorted(news_folder.rglob("*.html"))), encoding="utf-8")
    answers = []
    for engine in (["--engine", "local"], ["--engine", "dask", "--scheduler", scheduler]):
        index = str(tmp_path / f"index-{engine[1]}")
        code, _, err = run(["index", "build", index, str(news_folder / "daily"), *engine],
                           capsys)
        assert code == 0 and "2 added" in err
        code, _, err = run(["index", "add", index, str(pages), "--batch-size", "2", *engine],
                           capsys)
        assert code == 0 and "7 documents read: 6 ok, 1 synthetic" in err
        assert "6 repeated document ids made unique" in err
        code, out, _ = run(["index", "query", index, str(news_folder), "--json", *engine],
                           capsys)
        assert code == 0
        answers.append((out, len(Index.open(index))))
    assert answers[0] == answers[1]
    assert '"dup#2"' in answers[0][0]
