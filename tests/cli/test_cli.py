"""The command line end to end: outputs, summary, exit codes, bad input and parameters."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from spotsigs.cli import main

DATA = Path(__file__).resolve().parents[1] / "data"


def read_jsonl(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def run(argv: list[str], capsys) -> tuple[int, str, str]:
    code = main(argv)
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_cluster_groups_same_story_across_templates_and_flags_404(news_folder, tmp_path,
                                                                   capsys):
    out, pairs = tmp_path / "c.jsonl", tmp_path / "p.jsonl"
    code, _, err = run(["cluster", str(news_folder), "-o", str(out), "--pairs", str(pairs)],
                       capsys)
    assert code == 0
    records = {r["id"]: r for r in read_jsonl(out)}
    assert set(records) == {"daily/floods.html", "herald/floods.html", "post/floods.html",
                            "daily/election.html", "post/election.html",
                            "herald/transfer.html", "missing.html"}
    floods = {records[f"{t}/floods.html"]["cluster"] for t in ("daily", "herald", "post")}
    assert len(floods) == 1 and None not in floods
    assert records["daily/election.html"]["cluster"] == records["post/election.html"]["cluster"]
    assert records["daily/election.html"]["cluster"] not in floods
    assert records["missing.html"]["status"] == "synthetic"
    assert records["missing.html"]["cluster"] is None
    assert records["missing.html"]["reason"] == \
        'error phrasing in title: "404 not found" (not-found, en)'  # the page model's rule
    representative = records["daily/floods.html"]["representative"]
    assert records[representative]["signatures"] == max(
        records[f"{t}/floods.html"]["signatures"] for t in ("daily", "herald", "post"))
    pair_records = read_jsonl(pairs)
    # 2 floods pairs (daily and herald have the same features: exact repeats, the pair of
    # herald and post is implied by daily's) + 1 election pair
    assert len(pair_records) == 3
    assert all(p["similarity"] >= 0.5 and p["a"] != p["b"] for p in pair_records)
    assert "7 documents read: 6 ok, 1 synthetic, 0 errors; 3 pairs, 3 clusters" in err


def test_output_lists_every_document_in_input_order(news_folder, capsys):
    code, out, _ = run(["cluster", str(news_folder), "-q"], capsys)
    assert code == 0
    ids = [json.loads(line)["id"] for line in out.splitlines()]
    assert ids == sorted(ids)  # folders are read in sorted path order
    assert len(ids) == 7
    first = json.loads(out.splitlines()[0])
    assert list(first) == ["id", "url", "cluster", "representative", "status", "reason",
                           "signatures", "http_status", "lang"]  # new fields at the end
    assert first["http_status"] is None  # no HTTP for HTML files


def test_quiet_prints_nothing_on_stderr(news_folder, tmp_path, capsys):
    code, _, err = run(["cluster", str(news_folder), "-o", str(tmp_path / "c.jsonl"), "-q"],
                       capsys)
    assert code == 0 and err == ""


def test_csv_output_by_suffix(news_folder, tmp_path, capsys):
    out = tmp_path / "c.csv"
    assert run(["cluster", str(news_folder), "-o", str(out), "-q"], capsys)[0] == 0
    lines = out.read_text().splitlines()
    assert lines[0] == ("id,url,cluster,representative,status,reason,signatures,http_status,"
                        "lang")
    assert len(lines) == 8


def test_warc_samples_end_to_end(tmp_path, capsys):
    out = tmp_path / "c.jsonl"
    code, _, err = run(["cluster", str(DATA / "io"), "-o", str(out)], capsys)
    assert code == 0
    records = read_jsonl(out)
    errors = [r for r in records if r["status"] == "error"]
    assert len(errors) == 1 and "clipped.warc.gz" in errors[0]["id"]
    assert "truncated" in errors[0]["reason"]
    ids = [r["id"] for r in records]
    assert len(ids) == len(set(ids))  # the same record in .warc and .warc.gz gets #2
    assert sum(i.endswith("#2") for i in ids) == sum(
        not i.endswith("#2") and "clipped" not in i for i in ids)
    assert "repeated document ids made unique" in err
    assert f"{len(records)} documents read" in err and "1 errors" in err


def test_same_output_bytes_for_any_jobs_and_batch_size(news_folder, tmp_path, capsys):
    inputs = [str(news_folder), str(DATA / "io")]
    outputs = []
    for k, extra in enumerate((["-j", "1"], ["-j", "2", "--batch-size", "1"],
                               ["-j", "2", "--batch-size", "5"], ["--batch-size", "1000"])):
        out, pairs = tmp_path / f"c{k}.jsonl", tmp_path / f"p{k}.jsonl"
        assert run(["cluster", *inputs, "-o", str(out), "--pairs", str(pairs), "-q", *extra],
                   capsys)[0] == 0
        outputs.append((out.read_bytes(), pairs.read_bytes()))
    assert all(o == outputs[0] for o in outputs)


@pytest.mark.parametrize("argv, message", [
    (["-t", "0"], "threshold"), (["-t", "1.5"], "threshold"), (["-t", "nan"], "threshold"),
    (["-c", "0"], "chain-length"), (["-d", "-1"], "spot-distance"), (["-j", "0"], "jobs"),
    (["--batch-size", "x"], "batch-size"), (["--min-signatures", "-2"], "min-signatures"),
    (["--numbers", "yes"], "numbers"),
])
def test_absurd_parameters_are_usage_errors(argv, message, news_folder, capsys):
    with pytest.raises(SystemExit) as exit_info:
        main(["cluster", str(news_folder), *argv])
    assert exit_info.value.code == 2
    assert message in capsys.readouterr().err


def test_unknown_antecedent_set_is_a_usage_error(news_folder, capsys):
    code, _, err = run(["cluster", str(news_folder), "-a", "no-such-set"], capsys)
    assert code == 2 and "no-such-set" in err


def test_antecedents_from_a_file(news_folder, tmp_path, capsys):
    words = tmp_path / "words.txt"
    words.write_text("# my antecedents\nthe a was\n", encoding="utf-8")
    out = tmp_path / "c.jsonl"
    assert run(["cluster", str(news_folder), "-a", str(words), "-o", str(out), "-q"],
               capsys)[0] == 0
    assert len(read_jsonl(out)) == 7


def test_numbers_words_keeps_tables_out_of_the_spots(tmp_path, capsys):
    table = "Shr 18 cts vs 16 cts\nNet 348,298 vs 308,927\nSales 4,166,750 vs 3,740,970\n"
    pages = tmp_path / "pages"
    pages.mkdir()
    for name in ("a", "b"):
        (pages / f"{name}.jsonl").write_text(json.dumps({"id": name, "text": table}) + "\n")
    for option, expected in (([], 5), (["--numbers", "words"], 0)):  # 6 numbers, 5 chains
        out = tmp_path / "c.jsonl"
        assert run(["cluster", str(pages), "-o", str(out), "--synthetic", "", "-d", "2", "-c",
                    "3", "-q", *option], capsys)[0] == 0
        assert [r["signatures"] for r in read_jsonl(out)] == [expected, expected]


def test_output_folder_missing_is_reported_before_work(news_folder, tmp_path, capsys):
    code, _, err = run(["cluster", str(news_folder), "-o", str(tmp_path / "no" / "c.jsonl")],
                       capsys)
    assert code == 2 and "output folder does not exist" in err


def test_missing_input_counts_as_error_and_the_rest_goes_on(news_folder, tmp_path, capsys):
    out = tmp_path / "c.jsonl"
    code, _, err = run(["cluster", str(tmp_path / "nope.html"), str(news_folder), "-o",
                        str(out)], capsys)
    assert code == 0
    records = read_jsonl(out)
    assert records[0]["status"] == "error" and "no such file" in records[0]["reason"]
    assert len(records) == 8 and "1 errors" in err


def test_nothing_readable_exits_1(tmp_path, capsys):
    code, _, err = run(["cluster", str(tmp_path / "nope.html"), "-o", str(tmp_path / "c")],
                       capsys)
    assert code == 1 and "no document could be read" in err


def test_empty_folder_exits_1(tmp_path, capsys):
    (tmp_path / "empty").mkdir()
    code, _, err = run(["cluster", str(tmp_path / "empty")], capsys)
    assert code == 1 and "no documents found" in err


def test_bad_records_are_kept_with_reasons(tmp_path, capsys):
    folder = tmp_path / "bad"
    folder.mkdir()
    (folder / "empty.html").write_bytes(b"")
    (folder / "broken.html.gz").write_bytes(b"\x1f\x8b\x08\x00garbage")
    (folder / "docs.jsonl").write_text('{"id": "x", "text": "the cat"}\nnot json\n'
                                       '{"id": "y"}\n', encoding="utf-8")
    out = tmp_path / "c.jsonl"
    code, _, err = run(["cluster", str(folder), "-o", str(out)], capsys)
    assert code == 0  # one record (x) was read
    records = read_jsonl(out)
    assert len(records) == 5
    by_status = {r["id"]: r["status"] for r in records}
    assert by_status["empty.html"] == "error"
    assert by_status["x"] == "synthetic"
    assert sum(s == "error" for s in by_status.values()) == 4
    assert all(r["reason"] for r in records)
    assert "4 errors" in err


def test_show_prints_clusters_and_left_out_pages(news_folder, tmp_path, capsys):
    out, pairs = tmp_path / "c.jsonl", tmp_path / "p.jsonl"
    main(["cluster", str(news_folder), "-o", str(out), "--pairs", str(pairs), "-q"])
    capsys.readouterr()
    code, text, _ = run(["show", str(out), "--pairs", str(pairs)], capsys)
    assert code == 0
    assert "(3 pages)" in text and "(2 pages)" in text and "representative" in text
    assert "similarity 0." in text or "similarity 1." in text
    assert "synthetic pages (left out): 1" in text and "missing.html" in text


def test_show_rejects_a_file_that_is_not_jsonl(tmp_path, capsys):
    bad = tmp_path / "bad.jsonl"
    bad.write_text("{oops\n")
    code, _, err = run(["show", str(bad)], capsys)
    assert code == 1 and "bad.jsonl:1" in err


def test_console_script_runs_as_a_module(news_folder):
    done = subprocess.run([sys.executable, "-m", "spotsigs.cli", "cluster", str(news_folder),
                           "-q", "-j", "2"], capture_output=True, text=True, timeout=120,
                          check=False)
    assert done.returncode == 0, done.stderr
    assert len(done.stdout.splitlines()) == 7


def test_eval_scores_clusters_against_gold(news_folder, tmp_path, capsys):
    out = tmp_path / "c.jsonl"
    main(["cluster", str(news_folder), "-o", str(out), "-q"])
    gold = tmp_path / "gold.jsonl"
    gold_clusters = {"daily/floods.html": "f", "herald/floods.html": "f",
                     "post/floods.html": "f", "daily/election.html": "e",
                     "post/election.html": "e", "herald/transfer.html": "t",
                     "missing.html": "404", "extra.html": "x"}
    gold.write_text("".join(json.dumps({"id": k, "cluster": v}) + "\n"
                            for k, v in gold_clusters.items()))
    capsys.readouterr()
    code, text, _ = run(["eval", str(out), "--gold", str(gold)], capsys)
    assert code == 0
    assert "pairwise         1.000   1.000  1.000" in text
    assert "missing in clusters: 1 (extra.html)" in text
    code, text, _ = run(["eval", str(out), "--gold", str(gold), "--json"], capsys)
    figures = json.loads(text)
    assert figures["true_pairs"] == 4 and figures["correct_pairs"] == 4


def test_eval_reports_an_unreadable_gold_file(tmp_path, capsys):
    (tmp_path / "c.jsonl").write_text('{"id": "a", "cluster": 1}\n')
    code, _, err = run(["eval", str(tmp_path / "c.jsonl"), "--gold", str(tmp_path / "no")],
                       capsys)
    assert code == 1 and "no" in err


def test_repeated_ids_never_collide_with_a_real_id_in_cluster_index_and_report(
        tmp_path, capsys):
    """dup, dup, dup#2, dup: the record whose own id is dup#2 keeps it; the repeats take
    #3 and #4, in cluster's output, in an index built in one run, and in the report."""
    from conftest import STORIES

    from spotsigs.store import Index

    data = tmp_path / "in.jsonl"
    ids = ["dup", "dup", "dup#2", "dup"]
    data.write_text("".join(json.dumps({"id": i, "text": f"{STORIES['floods']} {k}"}) + "\n"
                            for k, i in enumerate(ids)), encoding="utf-8")
    expected = ["dup", "dup#3", "dup#2", "dup#4"]
    clusters = tmp_path / "c.jsonl"
    for batch_size in ("1", "256"):
        code, _, err = run(["cluster", str(data), "-o", str(clusters), "--batch-size",
                            batch_size], capsys)
        assert code == 0
        assert [r["id"] for r in read_jsonl(clusters)] == expected
        assert "2 repeated document ids made unique with #N (first: 'dup' in " in err
        assert err.count("-> 'dup#3'") == 1
    code, _, err = run(["index", "build", str(tmp_path / "index"), str(data),
                        "--batch-size", "1"], capsys)
    assert code == 0 and "-> 'dup#3'" in err
    index = Index.open(tmp_path / "index")
    assert len(index) == 4 and all(index.present(expected))
    code, out, _ = run(["index", "query", str(tmp_path / "index"), str(data), "--json", "-q",
                        "-t", "1"], capsys)
    assert [json.loads(line)["id"] for line in out.splitlines()] == expected
    report = tmp_path / "r.html"
    code, _, err = run(["report", str(clusters), "--input", str(data), "-o", str(report)],
                       capsys)
    assert code == 0 and "not found" not in err and "text not available" not in \
        report.read_text(encoding="utf-8")


def test_another_methods_option_is_named_and_ignored(news_folder, tmp_path, capsys):
    """An option of another method changes nothing and says so (not silently dropped)."""
    plain, with_foreign = tmp_path / "plain.jsonl", tmp_path / "foreign.jsonl"
    assert run(["cluster", str(news_folder), "-m", "minhash", "-o", str(plain), "-q"],
               capsys)[0] == 0
    code, _, err = run(["cluster", str(news_folder), "-m", "minhash", "--hamming", "3",
                        "--template-share", "0.5", "-d", "2", "-o", str(with_foreign)], capsys)
    assert code == 0
    assert plain.read_bytes() == with_foreign.read_bytes()
    assert "--hamming is an option of simhash, not of minhash: ignored" in err
    assert "--template-share is an option of spotsigs and shingles, not of minhash" in err
    assert "--spot-distance is an option of spotsigs, not of minhash" in err
    code, _, err = run(["cluster", str(news_folder), "-m", "spotsigs", "--template-share",
                        "0.5", "-o", str(with_foreign)], capsys)
    assert code == 0 and "ignored" not in err


def test_the_summary_counts_the_pages_that_lost_their_sites_template(tmp_path, capsys):
    teaser = ("Latest videos from the network you will love to watch at home tonight and "
              "sign in to your profile to get alerts about the newest stories from our editors")
    stories = [f"Company {k} said its quarter net profit rose to {k} mln dlls from {k + 3} "
               f"mln a year earlier on sales of {k * 7} mln in the year" for k in range(12)]
    lines = [json.dumps({"id": f"s{k}", "url": f"https://news.example/{k}",
                         "text": f"{story}\n{teaser}"}) for k, story in enumerate(stories)]
    (tmp_path / "in.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    code, _, err = run(["cluster", str(tmp_path / "in.jsonl"), "-o", str(tmp_path / "o.jsonl")],
                       capsys)
    assert code == 0 and "; site templates left out of 12 pages;" in err
    code, _, err = run(["cluster", str(tmp_path / "in.jsonl"), "-o", str(tmp_path / "o.jsonl"),
                        "--template-share", "0"], capsys)
    assert code == 0 and "site templates" not in err
