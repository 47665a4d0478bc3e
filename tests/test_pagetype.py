"""The page-type signal: home and listing pages are synthetic, named by their signals, and
the ``pagetype`` rule can be switched off and named by ``dedup --drop``."""

import gzip
import json
from pathlib import Path

import pytest

from spotsigs.cli import main
from spotsigs.content import read_page
from spotsigs.pagemodel import (
    DEFAULT_RULES,
    FeatureWords,
    PageFacts,
    check_rules,
    synthetic_reason,
    synthetic_rule,
)
from spotsigs.pagetype import (
    LISTING_MAX_WORDS,
    MAX_LD_CHARS,
    PageType,
    listing_reason,
    root_url,
)

DATA = Path(__file__).parent / "data"
HOME = DATA / "pagetype" / "mediacloud-sydney-home.html.gz"
LISTING = DATA / "pagetype" / "gerapy-hsqhfunds-list.html.gz"
ARTICLES = sorted((DATA / "content").glob("*.html.gz"))
WORDS = FeatureWords("spot", "spots", "too little text")


def reason(page: bytes, rules=DEFAULT_RULES) -> str | None:
    return synthetic_reason(PageFacts.of(100, read_page(page), {}), 0, WORDS, rules)


def test_a_home_page_is_flagged_by_its_root_canonical_url_and_says_so():
    text = reason(gzip.open(HOME).read())
    assert text is not None and synthetic_rule(text) == "pagetype"
    assert text.startswith("page type: home page (canonical URL https://www.sydney.edu.au is "
                           "the site's root, 95 words of text (< 200)")
    assert "og:type website" in text  # what it declares instead of an article


def test_a_listing_is_flagged_by_its_link_text_and_says_how_much():
    page = read_page(gzip.open(LISTING).read())
    assert page.kind is not None and page.kind.root_url == ""
    assert page.kind.link_share >= 0.7 and page.main_words < LISTING_MAX_WORDS
    text = reason(gzip.open(LISTING).read())
    assert text is not None and synthetic_rule(text) == "pagetype"
    assert f"{page.kind.link_share:.0%} of its {page.kind.words} words are link text" in text
    assert f"{page.main_words} words of text (< {LISTING_MAX_WORDS})" in text


@pytest.mark.parametrize("path", [HOME, LISTING])
def test_without_the_rule_the_other_rules_keep_these_pages(path):
    others = tuple(r for r in DEFAULT_RULES if r != "pagetype")
    assert reason(gzip.open(path).read(), others) is None


@pytest.mark.parametrize("path", ARTICLES, ids=lambda p: p.name[:30])
def test_real_articles_are_not_flagged(path):
    page = read_page(gzip.open(path).read())
    facts = PageFacts.of(100, page, {})
    assert synthetic_reason(facts, 0, WORDS, ("pagetype",)) is None


def test_a_page_that_declares_an_article_is_never_a_listing():
    home = PageType(og_type="website", root_url="https://a.example/")
    assert listing_reason(home, 20) is not None
    for declared in (PageType(og_type="article", root_url="https://a.example/"),
                     PageType(ld_types=("newsarticle",), root_url="https://a.example/"),
                     PageType(ld_types=("blogposting",), link_words=99, words=100)):
        assert listing_reason(declared, 20) is None
    links = PageType(link_words=80, words=100)
    assert listing_reason(links, LISTING_MAX_WORDS - 1) is not None
    assert listing_reason(links, LISTING_MAX_WORDS) is None  # enough text: a story
    assert listing_reason(PageType(link_words=60, words=100), 10) is None


def test_a_long_page_naming_its_root_is_not_a_home_page():
    """Sites whose every page names the root as canonical: a story on one keeps its text."""
    home = PageType(root_url="https://a.example/")
    assert listing_reason(home, 199) is not None and listing_reason(home, 200) is None


@pytest.mark.parametrize("url, root", [
    ("https://a.example", True), ("https://a.example/", True), ("http://a.example/en/", True),
    ("https://a.example/de-at", True), ("https://a.example/index.html", True),
    ("https://a.example/home.html", True), ("https://a.example/news/story-1", False),
    ("https://a.example/?p=12", False), ("https://.tramino.de", False), ("", False),
    ("not a url", False), ("https://[bad", False), ("ftp://", False)])
def test_root_urls(url, root):
    assert bool(root_url(url)) == root


def markup(head: str = "", body: str = "") -> bytes:
    return f"<html><head><title>t</title>{head}</head><body>{body}</body></html>".encode()


LINKS = "<ul>" + "".join(f'<li><a href="/s{k}">headline number {k} of the day</a></li>'
                         for k in range(60)) + "</ul><p>Short intro text.</p>"


def test_json_ld_types_are_read_from_graphs_and_lists_and_bad_blocks_are_skipped():
    ld = ('<script type="application/ld+json">{"@graph": [{"@type": "WebPage"}, '
          '{"@type": ["NewsArticle"]}]}</script>'
          '<script type="application/ld+json">{not json</script>'
          f'<script type="application/ld+json">{{"@type": "Article", "x": "{"y" * MAX_LD_CHARS}"}}'
          '</script>')
    page = read_page(markup(ld, LINKS))
    assert page.kind is not None and page.kind.ld_types == ("newsarticle", "webpage")
    assert page.kind.declares_item() == "JSON-LD @type newsarticle"
    assert reason(markup(ld, LINKS), ("pagetype",)) is None
    assert reason(markup("", LINKS), ("pagetype",)) is not None


def test_a_story_the_extractor_missed_counts_as_text():
    """Main content empty, but the page's paragraphs (read whole) hold a story: not a
    listing; the rule reads the text features come from, not the main-content count."""
    links = PageType(link_words=900, words=1000)
    story = " ".join(["word"] * LISTING_MAX_WORDS)
    missed = PageFacts(100, story, words=0, page_words=1000, kind=links)
    assert synthetic_reason(missed, 0, WORDS, ("pagetype",)) is None
    empty = PageFacts(100, "menu", words=1, page_words=1000, kind=links)
    assert synthetic_reason(empty, 0, WORDS, ("pagetype",)) is not None


def test_a_found_story_among_many_links_is_not_a_listing():
    story = "".join(f"<p>{' '.join(['word'] * 25)} {k}.</p>" for k in range(6))
    page = read_page(markup("", LINKS + story + LINKS))
    assert page.kind is not None and page.kind.link_share >= 0.7  # links hold most words
    assert reason(markup("", LINKS + story + LINKS), ("pagetype",)) is None


def test_the_rule_is_named_and_switched_by_the_cli(tmp_path):
    pages = tmp_path / "pages"
    pages.mkdir()
    (pages / "home.html.gz").write_bytes(HOME.read_bytes())
    (pages / "list.html.gz").write_bytes(LISTING.read_bytes())
    out = tmp_path / "c.jsonl"
    assert main(["cluster", str(pages), "-o", str(out), "-q"]) == 0
    records = [json.loads(line) for line in out.read_text().splitlines()]
    assert [r["status"] for r in records] == ["synthetic", "synthetic"]
    assert all(synthetic_rule(r["reason"]) == "pagetype" for r in records)
    assert main(["cluster", str(pages), "-o", str(out), "-q",
                 "--synthetic", "http,phrases,words,soft404"]) == 0
    assert {json.loads(line)["status"] for line in out.read_text().splitlines()} == {"ok"}
    assert check_rules("pagetype,words") == ("words", "pagetype")
    kept = tmp_path / "kept"
    assert main(["dedup", str(pages), "-o", f"{kept}/", "-q", "--drop", "phrases"]) == 0
    assert sorted(p.name for p in kept.rglob("*.gz")) == ["home.html.gz", "list.html.gz"]
    gone = tmp_path / "gone"
    assert main(["dedup", str(pages), "-o", f"{gone}/", "-q", "--drop", "pagetype"]) == 0
    assert not list(gone.rglob("*.gz"))
