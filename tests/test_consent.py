"""Consent dialogs and footers stay out of a page's text, so a missed story's lone paragraph
can be read from the whole page (``spotsigs.content``: CONSENT_ELEMENTS, prose_lines)."""

import gzip
import re
from pathlib import Path

import pytest

from spotsigs.characters import normalize_text
from spotsigs.content import (
    CONSENT_ELEMENTS,
    MIN_MAIN_WORDS,
    PROSE_LINE_WORDS,
    SHORT_PAGE_WORDS,
    count_words,
    prose_lines,
    read_page,
)

DATA = Path(__file__).parent / "data"
COOKIELAWINFO = DATA / "content" / "consent-cookielawinfo-612cd2982662.html.gz"
NOTICE = ("We and our partners use cookies and similar technologies to store and access "
          "information on your device, to measure audiences and to show you personalised "
          "content and advertising; you can accept or refuse this at any time.")
STORY = ("The council said the new bridge over the river would open in the spring, after the "
         "water had fallen and the last of the steel had been set in place, and that the old "
         "ferry would run until then.")
MENU = "".join(f"<li><a href='/s{i}'>Section {i}</a></li>" for i in range(120))
"""A long menu: the page is long (SHORT_PAGE_WORDS) and gives no prose line."""


def _element(selector: str, inner: str) -> str:
    """An element that a consent framework's selector (``#id`` or ``.class``) matches."""
    name = selector[1:]
    attribute = f'id="{name}"' if selector.startswith("#") else f'class="banner {name}"'
    return f"<div {attribute}><div><p>{inner}</p><button>Accept</button></div></div>"


def _missed_story_page(story: str, extra: str = "") -> str:
    """A page whose story the extractor misses (it stands in a menu), with ``extra`` after."""
    return (f"<html><body><nav><ul>{MENU}</ul><p>{story}</p></nav>{extra}"
            f"<ul>{MENU}</ul></body></html>")


def test_the_test_page_is_long_and_its_story_missed():
    page = read_page(_missed_story_page(STORY))
    assert page.main_words < MIN_MAIN_WORDS and page.page_words >= SHORT_PAGE_WORDS
    assert count_words(STORY) >= PROSE_LINE_WORDS and count_words(NOTICE) >= PROSE_LINE_WORDS


@pytest.mark.parametrize("selector", CONSENT_ELEMENTS)
def test_a_consent_dialog_of_each_framework_is_left_out(selector):
    """The story's lone paragraph is read from the whole page; the dialog's as long notice
    is not."""
    page = read_page(_missed_story_page(STORY, _element(selector, NOTICE)))
    assert page.read_whole and page.text == STORY


def test_a_consent_notice_of_no_known_framework_is_still_read():
    """Only the frameworks' own ids and classes are left out: a page's ``cookie`` word in a
    class (``cookies-open`` on a body, a story about cookies) keeps its text."""
    page = read_page(_missed_story_page(STORY, _element(".cookies-open", NOTICE)))
    assert page.text.split("\n") == [STORY, NOTICE]


def test_a_footer_blurb_is_left_out_of_a_page_read_whole():
    footer = f'<footer id="colophon" class="site-footer"><div class="site-info">{NOTICE}</div>' \
             f"</footer>"
    for extra in (footer, f'<div id="footer"><p>{NOTICE}</p></div>'):
        page = read_page(_missed_story_page(STORY, extra))
        assert page.read_whole and page.text == STORY


def test_lone_long_lines_are_prose_and_short_lines_are_not():
    short = "Home Sport Weather"
    assert prose_lines([short, STORY, short, NOTICE]) == [STORY, NOTICE]
    assert prose_lines([short, short]) == []


def _real_page(article: str) -> str:
    """The real CookieLawInfo page with its <article> replaced."""
    html = gzip.decompress(COOKIELAWINFO.read_bytes()).decode("utf-8")
    assert 'id="cookie-law-info-bar"' in html and 'id="colophon"' in html
    return re.sub(r"(?s)<article\b.*</article>", article, html, count=1)


def test_a_real_cookielawinfo_page_gives_its_story_and_no_template_line():
    """A short story the extractor misses on a real WordPress page: its paragraph is read,
    the consent bar, the dialog's privacy overview and the site blurb are not (once they
    paired two stories of this template, on a held-out Reuters corpus)."""
    whole = read_page(_real_page("<article><p>Short note.</p></article>"))
    assert whole.read_whole and whole.text == "Short note."
    page = read_page(_real_page(f"<article><p>Short note.</p></article><nav><p>{STORY}</p>"
                                "</nav>"))
    assert page.read_whole and page.text == f"Short note.\n{STORY}"
    full = read_page(gzip.decompress(COOKIELAWINFO.read_bytes()))
    assert not full.read_whole and "Clymer" in full.text
    assert not re.search(r"(?i)cookie|morebikes\.co\.uk features", full.text)


RUSSIAN = ("Городской совет сообщил, что новый мост через реку откроют весной, когда вода "
           "спадёт и рабочие установят последние стальные балки, а старый паром будет "
           "ходить до тех пор, как и прежде.")
CHINESE = ("市议会表示，河上的新桥将在春天开放，届时河水已经退去，最后一批钢梁也已安装到位，"
           "在此之前旧渡轮将照常运行，居民可以继续乘船过河。")


@pytest.mark.parametrize("story", [RUSSIAN, CHINESE], ids=["ru", "zh"])
def test_a_short_russian_or_chinese_story_is_read_from_its_lone_paragraph(story):
    """One paragraph missed by the extractor is the story: read alone, whatever its script
    (Chinese letters count LETTERS_PER_WORD to the word: a line of 40 is a prose line)."""
    assert count_words(story) >= PROSE_LINE_WORDS
    page = read_page(_missed_story_page(story, _element("#onetrust-consent-sdk", NOTICE)))
    assert page.read_whole and page.text == normalize_text(story)
    assert "features from the whole page" in page.note()
