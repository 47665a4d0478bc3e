"""Elements with tens of thousands of attributes (issue 25: parsers take time quadratic in
them): each is cut to its first MAX_ATTRIBUTES before lexbor or lxml sees the page, the page
reads as it would without the rest, the record says so, and real pages lose nothing."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from selectolax.lexbor import LexborHTMLParser

from spotsigs.attributes import (
    MAX_ATTRIBUTES,
    excess_attributes,
    long_start_tags,
    without_excess_attributes,
)
from spotsigs.cli import main
from spotsigs.content import read_page
from spotsigs.html import LEXBOR_MAX_TAGS, html_to_text, utf8_html, utf8_markup
from spotsigs.phrases import page_signals

DEMO = Path(__file__).resolve().parents[1] / "data" / "demo" / "pages"
PARAGRAPHS = [
    f"Paragraph {k}: heavy rain caused floods across the northern valley, and the mayor said "
    "that the town had opened two shelters for families who were forced to leave their homes."
    for k in range(6)
]
QUOTED = ' a{}="x"'
ATTRIBUTE_FORMS = {
    "quoted": QUOTED,
    "single-quoted": " a{}='x'",
    "unquoted": " a{}=x",
    "boolean": " a{}",
    "slash-separated": "/a{}",
    "quoted >": ' a{}="1>0"',
    "quoted <": ' a{}="<"',
    "quoted end tag": ' a{}="</b>"',
    "name with <": " a{}<",
}


def attributes(form: str, count: int, first: int = 0) -> str:
    return "".join(form.format(k) for k in range(first, first + count))


def article(element: str = "<div></div>") -> bytes:
    """A news page with ``element`` between its heading and its story."""
    body = "".join(f"<p>{p}</p>" for p in PARAGRAPHS)
    return (f'<html><head><title>Floods hit the valley</title><link rel="canonical" '
            f'href="https://news.example/floods"></head><body><article><h1>Floods in the valley'
            f"</h1>{element}{body}</article></body></html>").encode()


def element_attributes(data: bytes, tag: str = "div") -> list[str]:
    """The attribute names of the first ``tag`` element as lexbor parses ``data``."""
    return list(LexborHTMLParser(data).css_first(tag).attributes)


@pytest.mark.parametrize("form", list(ATTRIBUTE_FORMS))
def test_an_element_keeps_its_first_max_attributes_attributes(form):
    page = article(f"<div{attributes(ATTRIBUTE_FORMS[form], 5000)}></div>")
    names = element_attributes(utf8_html(page))
    assert len(names) == MAX_ATTRIBUTES
    assert names[:2] == [ATTRIBUTE_FORMS[form].format(k).strip(" /").partition("=")[0]
                         for k in range(2)]


def test_a_page_of_80000_attributes_reads_as_the_page_without_them():
    bomb = article(f"<div{attributes(QUOTED, 80_000)}></div>")
    assert len(bomb) > 800_000
    read, clean = read_page(bomb), read_page(article())
    assert "forced to leave their homes" in read.text
    assert (read.title, read.headings, read.text, read.main_words, read.page_words,
            read.canonical) == (clean.title, clean.headings, clean.text, clean.main_words,
                                clean.page_words, clean.canonical)
    assert read.note() == "1 element with over 1024 attributes read with its first 1024"
    assert clean.note() is None


def test_the_attributes_after_the_first_max_attributes_are_what_leaves_the_page():
    kept = f"<div{attributes(QUOTED, MAX_ATTRIBUTES)}"
    page = article(f"{kept}{attributes(QUOTED, 9, MAX_ATTRIBUTES)} /></div>")
    assert without_excess_attributes(page) == (article(f"{kept} /></div>"), 1)


def test_an_element_of_max_attributes_is_left_as_it_is():
    page = article(f"<div{attributes(' a{}', MAX_ATTRIBUTES)}></div>")
    assert long_start_tags(page).size == 1  # looked at, and found within the bound
    assert excess_attributes(page) == []
    assert utf8_markup(page) == (page, 0)


def test_every_element_over_the_bound_is_cut_and_counted():
    page = article(f"<i{attributes(' a{}', 2000)}></i>" * 50)
    data, cut = utf8_markup(page)
    assert cut == 50
    assert all(len(e.attributes) == MAX_ATTRIBUTES for e in LexborHTMLParser(data).css("i"))
    assert read_page(page).note() == ("50 elements with over 1024 attributes read with their "
                                      "first 1024")


@pytest.mark.parametrize("markup", [
    f"<div></div{attributes(' a{}', 80_000)}>",  # end tags keep no attributes: no cost
    '<div title="' + "x y " * 250_000 + '"></div>',  # one long value: one attribute
    "<p>" + " ".join(["word"] * 200_000) + "</p>",  # long text after a tag
])
def test_long_end_tags_values_and_texts_are_left_as_they_are(markup):
    page = article(markup)
    assert excess_attributes(page) == []
    assert utf8_html(page) == page


def test_a_page_past_the_tag_budget_reaches_lxml_cut_too():
    many_tags = "<b>x</b>" * (LEXBOR_MAX_TAGS // 2 + 10)
    bomb = article(f"<div{attributes(' a{}', 80_000)}></div>{many_tags}")
    assert html_to_text(bomb) == html_to_text(article(f"<div></div>{many_tags}"))
    assert "forced to leave their homes" in html_to_text(bomb)


def test_error_phrases_are_read_from_the_title_of_an_attribute_bomb():
    signals = page_signals(article(f"<div{attributes(' a{}', 80_000)}></div>"))
    assert signals.title == "Floods hit the valley"
    assert signals.headings == ("Floods in the valley",)


def test_the_demo_pages_lose_no_attribute():
    for path in sorted(DEMO.rglob("*.html")):
        data = path.read_bytes()
        assert excess_attributes(data) == [], path.name
        assert utf8_markup(data)[1] == 0, path.name


def bomb_folder(folder: Path) -> Path:
    """Two copies of one story, one of them with an element of 5,000 attributes."""
    folder.mkdir()
    (folder / "bomb.html").write_bytes(article(f"<div{attributes(' a{}', 5000)}></div>"))
    (folder / "copy.html").write_bytes(article())
    return folder


def test_every_command_reads_an_attribute_bomb_as_an_ok_page(tmp_path, capsys):
    pages = bomb_folder(tmp_path / "pages")
    clusters = tmp_path / "c.jsonl"
    assert main(["cluster", str(pages), "-o", str(clusters), "-q"]) == 0
    records = {r["id"]: r for r in map(json.loads, clusters.read_text().splitlines())}
    assert records["bomb.html"]["status"] == "ok"
    assert "with over 1024 attributes read with its first 1024" in records["bomb.html"]["reason"]
    assert records["bomb.html"]["cluster"] == records["copy.html"]["cluster"]

    assert main(["dedup", str(pages), "-o", f"{tmp_path / 'kept'}/", "-q"]) == 0
    assert len(list((tmp_path / "kept").iterdir())) == 1

    report = tmp_path / "r.html"
    assert main(["report", str(clusters), "-i", str(pages), "-o", str(report)]) == 0
    assert "forced to leave their homes" in report.read_text(encoding="utf-8")

    index = tmp_path / "idx"
    assert main(["index", "build", str(index), str(pages / "copy.html"), "-q"]) == 0
    capsys.readouterr()
    assert main(["index", "query", str(index), str(pages / "bomb.html"), "--json"]) == 0
    assert "copy.html" in capsys.readouterr().out
