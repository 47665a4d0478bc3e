"""What ``spotsigs dedup`` drops of the synthetic pages (``--drop``): by default every rule's
on HTML pages and only the errors' on extracted text, whose short stories are real; the
summary counts each rule kept and dropped, and the map names the rule of every page left out."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from conftest import NOT_FOUND, STORIES, render

from spotsigs.cli import main

# Wire briefs of under 30 words: real stories, and near-identical to each other by template.
BRIEFS = {
    "brief/acme": "ACME CORP SETS QUARTERLY\n\nQtly div 17 cts vs 17 cts prior\n"
                  "Pay April 13\nRecord March 25\nReuter",
    "brief/zenith": "ZENITH INC SETS QUARTERLY\n\nQtly div 17 cts vs 17 cts prior\n"
                    "Pay May 1\nRecord April 2\nReuter",
}
BLOCKED = "Access denied. Sorry, you have been blocked from this site."


def text_records() -> list[dict]:
    """An archive of extracted text: a story twice, another once, two briefs, a block page."""
    return [{"id": "floods/1", "text": STORIES["floods"]},
            {"id": "floods/2", "text": STORIES["floods"]},
            {"id": "election", "text": STORIES["election"]},
            *({"id": key, "text": text} for key, text in BRIEFS.items()),
            {"id": "blocked", "text": BLOCKED}]


def write_jsonl(path: Path, records: list[dict]) -> Path:
    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    return path


def read_jsonl(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def dedup(inputs: list[Path], tmp_path: Path, capsys, *options: str
          ) -> tuple[list[str], dict[str, dict], str]:
    """The ids kept, the map by id and the summary line of one dedup run to JSONL."""
    out, mapping = tmp_path / "clean.jsonl", tmp_path / "map.jsonl"
    code = main(["dedup", *map(str, inputs), "-o", str(out), "--map", str(mapping),
                 *options])
    err = capsys.readouterr().err
    assert code == 0, err
    kept = [r["id"] for r in read_jsonl(out)]
    return kept, {m["id"]: m for m in read_jsonl(mapping)}, err


def test_text_input_keeps_its_short_stories_at_the_defaults(tmp_path, capsys):
    source = write_jsonl(tmp_path / "stories.jsonl", text_records())
    kept, mapped, err = dedup([source], tmp_path, capsys)
    assert kept == ["floods/1", "election", *BRIEFS]  # each brief kept, alone
    assert mapped["floods/2"] == {"id": "floods/2", "kept": "floods/1"}
    assert mapped["blocked"]["rule"] == "phrases"  # an error page is still dropped
    assert set(mapped) == {"floods/2", "blocked"}
    assert "kept 4 (1 clusters, 1 singletons, 2 synthetic [words 2]), dropped 2 " \
           "(1 duplicates, 1 synthetic [phrases 1])" in err


def test_the_clusters_keep_the_short_stories_synthetic_and_unmatched(tmp_path, capsys):
    """A kept brief is not matched: near-identical briefs of two companies both stay."""
    source = write_jsonl(tmp_path / "stories.jsonl", text_records())
    out = tmp_path / "clusters.jsonl"
    assert main(["cluster", str(source), "-o", str(out), "-q"]) == 0
    records = {r["id"]: r for r in read_jsonl(out)}
    for key in BRIEFS:
        assert records[key]["status"] == "synthetic" and records[key]["cluster"] is None
        assert records[key]["reason"].startswith("only ")
    kept, _, _ = dedup([source], tmp_path, capsys, "--clusters", str(out))
    assert kept == ["floods/1", "election", *BRIEFS]


@pytest.mark.parametrize(("drop", "kept_briefs", "kept_blocked"), [
    ("words", False, True), ("none", True, True), ("all", False, False),
    ("phrases,http", True, False), (" words , phrases ", False, False)])
def test_drop_chooses_the_rules_whose_pages_are_left_out(tmp_path, capsys, drop, kept_briefs,
                                                         kept_blocked):
    source = write_jsonl(tmp_path / "stories.jsonl", text_records())
    kept, mapped, err = dedup([source], tmp_path, capsys, "--drop", drop)
    assert (set(BRIEFS) <= set(kept)) is kept_briefs
    assert ("blocked" in kept) is kept_blocked
    assert set(kept) | set(mapped) == {r["id"] for r in text_records()}  # nothing lost
    assert not set(kept) & set(mapped)
    for key in BRIEFS:
        if not kept_briefs:
            assert mapped[key]["kept"] is None and mapped[key]["reason"] == "synthetic"
            assert mapped[key]["rule"] == "words"
            assert mapped[key]["detail"].startswith("only ")
    kept_part, dropped_part = err.split("dropped")
    assert ("words 2" in kept_part) is kept_briefs and ("words 2" in dropped_part) is not \
        kept_briefs
    assert ("phrases 1" in kept_part) is kept_blocked


def test_page_input_still_drops_error_and_short_pages_by_default(tmp_path, capsys,
                                                                 news_folder):
    (news_folder / "empty.html").write_text("<html><body><p>Home | Contact</p></body></html>",
                                            encoding="utf-8")
    kept, mapped, err = dedup([news_folder], tmp_path, capsys)
    assert mapped["missing.html"]["rule"] == "phrases"
    assert "not found" in mapped["missing.html"]["detail"].lower()
    assert mapped["empty.html"]["rule"] == "words"
    assert len(kept) == 3 and "dropped 5 (3 duplicates, 2 synthetic [phrases 1, words 1])" in err
    kept, mapped, err = dedup([news_folder], tmp_path, capsys, "--drop", "phrases")
    assert "empty.html" in kept and "missing.html" in mapped
    assert "1 synthetic [words 1]" in err.split("dropped")[0]


def test_the_input_kind_is_each_records_own(tmp_path, capsys):
    """One JSONL file of HTML and text records: a short page is dropped, a short text kept."""
    records = [{"id": "page/floods", "html": render("floods", "daily")},
               {"id": "page/short", "html": "<html><body><p>Home | Contact</p></body></html>"},
               {"id": "page/missing", "html": NOT_FOUND},
               *({"id": key, "text": text} for key, text in BRIEFS.items())]
    source = write_jsonl(tmp_path / "mixed.jsonl", records)
    kept, mapped, _ = dedup([source], tmp_path, capsys)
    assert kept == ["page/floods", *BRIEFS]
    assert {key: m["rule"] for key, m in mapped.items()} == {"page/short": "words",
                                                             "page/missing": "phrases"}


def test_drop_singletons_drops_a_kept_synthetic_page_as_a_page_without_duplicate(
        tmp_path, capsys):
    source = write_jsonl(tmp_path / "stories.jsonl", text_records())
    kept, mapped, _ = dedup([source], tmp_path, capsys, "--drop-singletons")
    assert kept == ["floods/1"]
    assert mapped["brief/acme"] == {"id": "brief/acme", "kept": None, "reason": "singleton",
                                    "rule": "words",
                                    "detail": "no near-duplicate (--drop-singletons)"}


@pytest.mark.parametrize("drop", ["short", "words,short", "", ",", "all,words", "none,all"])
def test_an_unknown_rule_is_a_usage_error_naming_the_valid_ones(tmp_path, capsys, drop):
    source = write_jsonl(tmp_path / "stories.jsonl", text_records())
    out = tmp_path / "clean.jsonl"
    with pytest.raises(SystemExit) as stopped:
        main(["dedup", str(source), "-o", str(out), "--drop", drop])
    assert stopped.value.code == 2
    err = capsys.readouterr().err
    assert "argument --drop:" in err
    assert "http, phrases, words, pagetype, features, soft404" in err and "all or none" in err
    assert not out.exists()
