"""Main content of a page: the text of its article, without menus, teasers, banners and comments.

SpotSigs takes spots from a page's text; on heavily templated pages most of that text is
boilerplate shared with unrelated pages, which dilutes the similarity of two copies of one
story. Resiliparse's main-content extraction (lexbor parse, rules on tags, class names and
link density, all in C++) keeps the story: against human labels it gave F1 0.87 (trafilatura
snippets) and 0.93 (scrapinghub article tokens) at 0.78 times the speed of lxml's parse and
``text_content`` (0.69-0.88 in earlier runs on a loaded machine), where shallow text features
in Python gave 0.82/0.81 at 0.3x and jusText and trafilatura were at 0.1x
(experiments/results/content.md). Decoding is ``spotsigs.html``'s; lexbor
decodes character references but knows no entities or DTDs and never touches the network.

Speed: Resiliparse's parse and main-content text are the floor of any extraction on this
extractor, and alone cost more than lxml's parse and ``text_content``. ``python -m
benchmarks.profile_steps --only content`` times each step of ``read_page`` beside them;
``python -m benchmarks.peers`` times the whole flow against the floor and against pipelines on
trafilatura's text (docs/benchmarks.md).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from itertools import islice

import numpy as np
from resiliparse.extract.html2text import extract_plain_text
from resiliparse.parse.html import HTMLParserException, HTMLTree

from spotsigs.attributes import MAX_ATTRIBUTES
from spotsigs.characters import normalize_text
from spotsigs.feeds import FEED_SELECTOR, mark_feeds
from spotsigs.html import (
    LEXBOR_MAX_TAGS,
    html_to_text,
    looks_like_html,
    more_tags_than,
    utf8_html,
    utf8_markup,
)
from spotsigs.pagetype import PageType, page_type, root_url, type_wanted
from spotsigs.related import without_related
from spotsigs.soft404 import url_parts
from spotsigs.tokenize import count_line_tokens, count_tokens

# A newline followed by empty or white-space-only lines: the blank lines between blocks.
_BLANK_LINES = re.compile(r"\n(?:[^\S\n]*\n)+")
SHORT_PAGE_WORDS = 200
"""A page under this many words, whose main content is short too, says little: the page
model's ``words`` rule needs both (experiments/results/synthetic-rules.md)."""
MIN_MAIN_WORDS = 30
"""A page of SHORT_PAGE_WORDS or more whose main content has fewer words is read whole for
its features (its paragraphs, ``prose_lines``): the extractor missed its story (a template
it does not know). Its word counts stay its main content's, for the page model. Pairwise F1
of the worst of eight corpora 0.925 to 0.954 (experiments/results/languages.md); at 50 words
short Reuters stories were lost to their template."""
PROSE_LINE_WORDS = 20
"""Of a page read whole, the lines (text blocks) of this many words or more (``prose_lines``):
paragraphs, where menus, teasers and link lists are short lines. The whole text made two
stories on one host a pair through their shared template (Russian F1 0.82 to 0.65); lines of
15-25 words gave the same F1 on every corpus."""
# Where a page names its own URL, in order of trust.
_CANONICAL = (('link[rel="canonical"]', "href"), ('meta[property="og:url"]', "content"))
_ABSOLUTE_URL = re.compile(r"(?i)https?://[^\s/?#]+(?:[/?#]\S*)?\Z")
MAX_URL_CHARS = 2048
"""A longer canonical URL is not taken: no real one is."""
# How many h1/h2 headings PageContent keeps: the first ones name the story.
MAX_HEADINGS = 3
# Comment sections, share bars, related posts and cookie notices by the ids and classes of
# WordPress, Disqus and their common plugins, which resiliparse's own rules let through
# (exact ids and class names: a substring such as ``comment`` also matches ``<body
# class="comments-open">``). They raised precision by 0.02 on both label sets, recall unchanged.
# Author boxes (a bio under every story of a site) by 0.001 more; on reuters they were most of
# the template text left in short stories (experiments/results/reuters-errors.md).
# Cookie-consent dialogs by the documented root ids and classes of the common consent
# frameworks (CookieLawInfo/CookieYes, OneTrust, Cookiebot, Quantcast Choice, Didomi,
# Usercentrics, Osano, Termly, TrustArc, Complianz, Borlabs, iubenda, Osano's and orestbida's
# cookieconsent, Cookie Script, tarteaucitron, Moove GDPR, consentmanager, Axeptio, CookieFirst,
# Cookie Information, Civic, Evidon): the same long lines on every page of a site, which paired
# short stories of one host once lone long lines were read (``prose_lines``). Left out of a
# short main content and of a page read whole (PAGE_PROSE_SKIPPED).
CONSENT_ELEMENTS = (
    "#cookie-law-info-bar", "#cookie-law-info-again", "#cliSettingsPopup", ".cli-modal",
    ".cky-consent-container", ".cky-modal",
    "#onetrust-consent-sdk", "#onetrust-banner-sdk", "#onetrust-pc-sdk", "#optanon",
    ".optanon-alert-box-wrapper",
    "#CybotCookiebotDialog", "#CookiebotWidget",
    "#qc-cmp2-container", ".qc-cmp2-container", "#qcCmpUi", ".qc-cmp-ui-container",
    "#didomi-host", "#didomi-notice", ".didomi-popup",
    "#usercentrics-root", "#usercentrics-cmp-ui", "#uc-banner",
    ".osano-cm-window", ".osano-cm-dialog", "#termly-code-snippet-support",
    "#truste-consent-track", "#consent_blackbar", "#cmplz-cookiebanner-container",
    ".cmplz-cookiebanner", "#BorlabsCookieBox", "#iubenda-cs-banner", ".cc-window", "#cc-main",
    "#cookiescript_injected", "#tarteaucitronRoot", "#moove_gdpr_cookie_info_bar",
    "#moove_gdpr_cookie_modal", "#cmpbox", "#cmpbox2", "#axeptio_overlay", ".cookiefirst-root",
    "#coiOverlay", "#ccc", "#_evidon_banner",
)
# Author boxes by any name that holds "author-box" or "author-bio" (a real site's
# "author-bio-thing": its bio, longer than a short story, paired copies on its pages), and
# blocks of recommendations by any name holding "recommend" (a Chinese portal's
# "row-recommend": six teasers of a headline and an unlinked summary each, too few and too
# little linked for a feed, and Resiliparse's own rule only knows "recommended"); but not an
# element that merely "has-recommendations" (a real Austrian page's <article>); and the
# items of sliders ("slider_item", "slider-item": sina's carousel of teasers, each a
# headline, a summary cut with "..." and a date, cloned by the carousel), not the sliders
# themselves: "has_ae_slider" marks the <body> of 98 of 3,049 real pages.
SKIPPED_ELEMENTS = (
    "#comments", "#respond", ".comments", ".comment-respond", ".comments-area",
    "#disqus_thread", ".sharedaddy", ".related-posts", "#cookie-notice", ".cookie-notice",
    ".newsletter", "[class*=author-box]", "[class*=author-bio]", ".article-author",
    "[class*=recommend]:not([class*=has-recommend])", "[class*=slider_item]",
    "[class*=slider-item]",
)
FOOTER_ELEMENTS = ("footer", "#footer", ".site-footer", "#colophon")
"""Page footers, left out of a page read whole (``_with_page_prose``): a site's blurb there is
a long line on every page of the site (it paired short stories of one host on a held-out
Reuters corpus); main-content extraction leaves footers out already."""
PAGE_PROSE_SKIPPED = SKIPPED_ELEMENTS + CONSENT_ELEMENTS + FOOTER_ELEMENTS
"""What a page read whole leaves out. Main content leaves consent dialogs out only where it
is short (SHORT_PAGE_WORDS) and the page holds one: each selector costs every page (the 45
on every page cost 1.15x the extraction time of 0820be7, against 1.04x without them), and
main-content extraction drops a dialog beside a story of its own."""


@dataclass(frozen=True)
class PageContent:
    """What a page says: its title, first headings, main text, and how much of it is main."""

    title: str
    headings: tuple[str, ...]
    text: str
    main_words: int
    page_words: int
    canonical: str = ""
    """The URL the page names as its own (``<link rel="canonical">``, else ``og:url``):
    absolute http(s) only, empty when it names none. Saved pages have no other URL."""
    read_whole: bool = False
    """Whether ``text`` is the whole page's prose for want of main content (MIN_MAIN_WORDS)."""
    elements_cut: int = 0
    """Elements of the page read with their first MAX_ATTRIBUTES attributes only (more cost
    the parser quadratic time: ``spotsigs.attributes``)."""
    title_closed: bool = False
    """Whether the page was read again with its title ended at its first tag (``closed_title``:
    an unclosed ``<title>`` had swallowed the page)."""
    kind: PageType | None = None
    """Its page-type facts (``spotsigs.pagetype``), read when the page model's ``pagetype``
    rule could use them (``pagetype.type_wanted``), else None."""
    article_paragraphs: int = 0
    """Paragraphs of the page's ``<article>`` added to a short main content that held none of
    them (``_with_article_paragraphs``)."""
    with_comments: bool = False
    """Whether the main content was read with the blocks Resiliparse takes for comments: it
    held no paragraph without them (``_with_commented_prose``: a live blog's entries)."""

    def note(self) -> str | None:
        """What a record's reason says of how its text was read (None: as usual)."""
        notes = []
        if self.read_whole:
            notes.append(f"main content of {self.main_words} words (< {MIN_MAIN_WORDS}) on a "
                         f"page of {self.page_words}: features from the whole page's paragraphs")
        if self.elements_cut:
            one = self.elements_cut == 1
            notes.append(f"{self.elements_cut} element{'' if one else 's'} with over "
                         f"{MAX_ATTRIBUTES} attributes read with {'its' if one else 'their'} "
                         f"first {MAX_ATTRIBUTES}")
        if self.article_paragraphs:
            one = self.article_paragraphs == 1
            notes.append(f"main content of {self.main_words} words held none of the page's "
                         f"<article> paragraphs: {self.article_paragraphs} "
                         f"paragraph{'' if one else 's'} added")
        if self.with_comments:
            notes.append("main content held no paragraph but in blocks taken for comments "
                         "(a live blog's entries?): read with them")
        if self.title_closed:
            notes.append("unclosed <title> held the page: read again with the title ended at "
                         "its first tag")
        return "; ".join(notes) or None


def main_content_text(content: bytes | str) -> str:
    """The text of a page's main-content blocks, one block a line (empty when it has none)."""
    tree = _parse(content)
    if isinstance(tree, str):
        return tree
    return _main_text(tree)


def read_page(content: bytes | str, whole_page: bool = False,
              http_charset: str | None = None) -> PageContent:
    """One parse of a page: its title, first headings, and the text features come from: the
    main content (the whole page's paragraphs when that is under MIN_MAIN_WORDS on a long page),
    or with ``whole_page`` the whole page as ``html_to_text`` reads it (the SpotSigs paper's
    setting). ``main_words`` counts the main content; ``page_words`` the whole page's, for
    pages whose main content is under SHORT_PAGE_WORDS (else as main_words)."""
    data, elements_cut = utf8_markup(content, http_charset)
    data, tree, title_closed = _parse_closing_title(data)
    if whole_page:
        text = html_to_text(data)
    elif isinstance(tree, str):
        text = tree
    else:
        text = _main_text(tree)
    text = normalize_text(text)
    words = count_words(text)
    if isinstance(tree, str):
        return PageContent("", (), text, words, words, elements_cut=elements_cut,
                           title_closed=title_closed)
    skipped = SKIPPED_ELEMENTS
    if not whole_page and words < SHORT_PAGE_WORDS and _has_consent_dialog(tree):
        skipped = SKIPPED_ELEMENTS + CONSENT_ELEMENTS
        text = normalize_text(_main_text(tree, skipped))
        words = count_words(text)
    commented = not whole_page and words < SHORT_PAGE_WORDS and \
        (found := _with_commented_prose(text, tree, skipped)) is not None
    if commented:
        text = normalize_text(found)
        words = count_words(text)
    page_words = words if whole_page else _page_words(tree, words)
    read_whole = not whole_page and words < MIN_MAIN_WORDS and page_words >= SHORT_PAGE_WORDS
    if read_whole:
        text = _with_page_prose(text, tree)
    added = 0
    canonical = _canonical_url(tree)
    # A site's home page holds teasers, not a story to recover: their words would hide it
    # from the page-type rule (a news home page's one <article>, 134 words to 491).
    if not whole_page and not read_whole and words < SHORT_PAGE_WORDS and \
            not root_url(canonical):
        text, added = _with_article_paragraphs(text, tree)
    kind = page_type(tree, page_words, canonical, count_words) if type_wanted(words) else None
    return PageContent(_one_line(tree.title or ""), _headings(tree), text, words, page_words,
                       canonical, read_whole, elements_cut, title_closed, kind, added,
                       commented)


_TITLE_START = re.compile(rb"<title\b[^>]*>", re.IGNORECASE)
_MARKUP = re.compile(r"<[A-Za-z/!]")


def closed_title(data: bytes, tree: HTMLTree | str) -> bytes | None:
    """The page with its title ended at the first tag after ``<title>``, when the title holds
    markup and the body no text: an unclosed ``<title>`` or a mangled end tag (``</titlevalue=
    "true" -->``), after which HTML5 reads the whole page as the title. None otherwise."""
    if isinstance(tree, str) or not _MARKUP.search(tree.title or ""):
        return None
    if tree.body is not None and tree.body.text.strip():
        return None
    start = _TITLE_START.search(data)
    end = data.find(b"<", start.end()) if start else -1
    if end < 0:
        return None
    return data[:end] + b"</title>" + data[end:]


def _with_page_prose(main: str, tree: HTMLTree) -> str:
    """A page's main content (first: the page model reads its lead) and then the whole
    page's other paragraphs (``prose_lines``), without its footers and consent dialogs."""
    lines = main.split("\n") if main else []
    whole = normalize_text(_without_blank_lines(extract_plain_text(
        tree, alt_texts=False, list_bullets=False,
        skip_elements=list(PAGE_PROSE_SKIPPED))))
    kept = set(lines)
    return "\n".join(lines + [line for line in prose_lines(whole.split("\n"))
                              if line not in kept])


def _with_article_paragraphs(main: str, tree: HTMLTree) -> tuple[str, int]:
    """A short main content and then the ``<p>`` paragraphs of the page's one ``<article>``,
    when it holds none of them (else as it is), and how many were added.

    Resiliparse drops a block of short paragraphs beside the longer blocks of a page: a
    Reuters earnings brief ("Shr five cts vs 29 cts", seven lines) on a real LA Times page
    left a main content of the reporter's bio and newsletter lines alone, the same on every
    story of the host, so three briefs paired (held-out reuters-3 0.991, 0.998 with them).
    Where the main content holds one of the article's paragraphs it found the story, and
    adding the rest brought a host's own story into copies placed on it (transplant-3 0.978
    to 0.975): it is left as it is. Word counts stay the main content's, for the page model."""
    body = tree.body
    articles = body.query_selector_all("article").values() if body is not None else []
    if len(articles) != 1:
        return main, 0
    found = (" ".join(p.text.split()) for p in articles[0].query_selector_all("p").values())
    paragraphs = normalize_text("\n".join(filter(None, found))).split("\n")
    if not paragraphs[0] or not set(paragraphs).isdisjoint(
            " ".join(line.split()) for line in main.split("\n")):
        return main, 0
    return "\n".join(filter(None, [main, *paragraphs])), len(paragraphs)


def prose_lines(lines: list[str]) -> list[str]:
    """The lines of PROSE_LINE_WORDS words or more, lone ones too: a short story may be one
    paragraph. Reading only runs of long lines (a template's cookie notice and blurb stand
    alone) cost Russian and Arabic F1 0.99-1.00 to 0.89-0.97; leaving consent dialogs
    (CONSENT_ELEMENTS) and footers out keeps those template lines away instead."""
    words = line_words("\n".join(lines))
    return [line for line, count in zip(lines, words.tolist()) if count >= PROSE_LINE_WORDS]


def read_document(document: bytes | str, whole_page: bool = False,
                  http_charset: str | None = None, is_text: bool = False) -> PageContent:
    """A document as features see it: markup (bytes or an HTML string) through
    ``read_page``; plain text (or any string with ``is_text``) as it is, its words counted
    (text as bytes decoded as pages are: BOM, then UTF-8, then cp1252)."""
    if not is_text and (isinstance(document, bytes) or looks_like_html(document)):
        return read_page(document, whole_page, http_charset)
    if isinstance(document, bytes):
        document = utf8_html(document, http_charset).decode("utf-8")
    text = normalize_text(document)
    words = count_words(text)
    return PageContent("", (), text, words, words)


def page_text(document: bytes | str, whole_page: bool = False) -> str:
    """The text features come from (``read_document``'s)."""
    return read_document(document, whole_page).text


def page_content(content: bytes | str) -> PageContent:
    """Title, first h1/h2 headings, main text and word counts (main and whole page) of a page."""
    _, tree, _ = _parse_closing_title(utf8_html(content))
    if isinstance(tree, str):
        text = normalize_text(tree)
        words = count_words(text)
        return PageContent("", (), text, words, words)
    text = normalize_text(_main_text(tree))
    whole = extract_plain_text(tree, alt_texts=False, list_bullets=False)
    return PageContent(_one_line(tree.title or ""), _headings(tree), text, count_words(text),
                       count_words(whole))


def _parse(content: bytes | str) -> HTMLTree | str:
    """The page's lexbor tree, or its text where no tree should be built (empty, huge pages).

    lexbor's time grows with tags times nesting depth: pages over LEXBOR_MAX_TAGS tags are
    not modelled and give their whole text (``html_to_text`` reads them with lxml), so no
    page loses its text or takes unbounded time; so do pages lexbor fails to parse.
    """
    return _parse_utf8(utf8_html(content))


def _parse_closing_title(data: bytes) -> tuple[bytes, HTMLTree | str, bool]:
    """``_parse_utf8``, read again with the title ended when it swallowed the page
    (``closed_title``): the bytes parsed, their tree, and whether the title was ended."""
    tree = _parse_utf8(data)
    repaired = closed_title(data, tree)
    if repaired is None:
        return data, tree, False
    return repaired, _parse_utf8(repaired), True


def _parse_utf8(data: bytes) -> HTMLTree | str:
    """``_parse`` of a page already decoded to UTF-8 (``utf8_html``)."""
    if not data or data.isspace():
        return ""
    if more_tags_than(data, LEXBOR_MAX_TAGS):
        return _without_blank_lines(html_to_text(data))
    try:
        return HTMLTree.parse_from_bytes(data, "utf-8", errors="replace")
    except HTMLParserException:  # lexbor gave up (out of memory); lxml may still read it
        return _without_blank_lines(html_to_text(data))


def _main_text(tree: HTMLTree, skipped: tuple[str, ...] = SKIPPED_ELEMENTS,
               comments: bool = False) -> str:
    """Main-content text of a tree, one block a line, without the ``skipped`` elements and
    without comment sections by Resiliparse's own rules (``comments=False``; its default
    keeps them). Portals' reader comments (163.com's ``post_comment``, which no
    SKIPPED_ELEMENTS names) made a copy of a short Chinese story mostly comments; leaving
    them out raised pairwise F1 on 7 of 18 corpora and lowered it on none
    (docs/page-model.md), and raised precision on both label sets of content.md. Feeds of
    linked headlines (``spotsigs.feeds``) are left out too, and so are blocks of related
    stories under a heading such as "Lire aussi" (``spotsigs.related``)."""
    text = _main_blocks(tree, skipped, comments)
    if mark_feeds(tree, text):
        text = _main_blocks(tree, (*skipped, FEED_SELECTOR), comments)
    return without_related(tree, text, _paragraph_lines)[0]


def _paragraph_lines(text: str) -> np.ndarray:
    """Whether each line of a text is a paragraph (PROSE_LINE_WORDS words or more)."""
    return line_words(text) >= PROSE_LINE_WORDS


def _main_blocks(tree: HTMLTree, skipped: tuple[str, ...], comments: bool = False) -> str:
    """Resiliparse's main-content text of a tree, one block a line, without ``skipped`` (and
    without what its rules take for comment sections, unless ``comments``)."""
    return _without_blank_lines(extract_plain_text(
        tree, main_content=True, alt_texts=False, list_bullets=False, comments=comments,
        skip_elements=list(skipped)))


def _with_commented_prose(text: str, tree: HTMLTree, skipped: tuple[str, ...]) -> str | None:
    """The main content read with the blocks Resiliparse takes for comments, when the main
    content without them (``text``) holds no paragraph (``_has_paragraph``) and with them it
    does; else None. A live blog's or a live match's entries sit in elements named so
    (sports.fr's ``live-match-comment``): without them such a page is its score box, the
    same on every page of the site. A story's own paragraphs keep reader comments out."""
    if _has_paragraph(text) or tree.body is None or \
            tree.body.query_selector(_COMMENT_NAMED) is None:
        return None
    with_comments = _main_text(tree, skipped, comments=True)
    return with_comments if _has_paragraph(with_comments) else None


_COMMENT_NAMED = "[class*=comment i], [id*=comment i], [class*=reply i], [id*=reply i]"
"""Elements that Resiliparse's comment rule leaves out, as far as its names show (one query
on a page, where reading it again costs a main-content extraction)."""
_NUMBERS = re.compile(r"\d+")


def _has_paragraph(text: str) -> bool:
    """Whether a text has a line of PROSE_LINE_WORDS words that are not numbers (a match's
    list of minutes, "95'88'81'...", is no paragraph)."""
    counts = line_words(_NUMBERS.sub(" ", text))
    return bool((counts >= PROSE_LINE_WORDS).any())


_CONSENT_SELECTOR = ", ".join(CONSENT_ELEMENTS)


def _has_consent_dialog(tree: HTMLTree) -> bool:
    """Whether the page holds a consent framework's dialog (CONSENT_ELEMENTS): one query,
    asked of short main contents only, where a dialog's notice can pass for the story."""
    return tree.body is not None and tree.body.query_selector(_CONSENT_SELECTOR) is not None


def _page_words(tree: HTMLTree, main_words: int) -> int:
    """Words of the whole page when its main content has fewer than SHORT_PAGE_WORDS (how
    long is the page?), else ``main_words``: the page model asks no more."""
    if main_words >= SHORT_PAGE_WORDS:
        return main_words
    return max(main_words, count_words(extract_plain_text(tree, alt_texts=False,
                                                           list_bullets=False)))


def _without_blank_lines(text: str) -> str:
    """Text without its empty and white-space-only lines (a regex: a fifth of a split and join)."""
    return _BLANK_LINES.sub("\n", f"\n{text}\n").strip("\n")


def _canonical_url(tree: HTMLTree) -> str:
    """The page's own URL as its head names it, or '' (none, relative, not http(s), absurd)."""
    head = tree.head
    if head is None:
        return ""
    for selector, attribute in _CANONICAL:
        node = head.query_selector(selector)
        url = (node.getattr(attribute) or "").strip() if node is not None else ""
        if url:
            return url if len(url) <= MAX_URL_CHARS and _ABSOLUTE_URL.match(url) \
                and url_parts(url)[0] else ""  # a host it names (``https://[bad`` has none)
    return ""


def _headings(tree: HTMLTree) -> tuple[str, ...]:
    """The first MAX_HEADINGS non-empty h1/h2 headings of the page body, in page order.

    ``values()`` takes the matches in one call: iterating the list looked each one up anew,
    two thirds of the time of the headings on real pages."""
    if tree.body is None:
        return ()
    found = (_one_line(node.text) for node in tree.body.query_selector_all("h1, h2").values())
    return tuple(islice(filter(None, found), MAX_HEADINGS))


def _one_line(text: str) -> str:
    """Text with runs of white space made one space, ends trimmed."""
    return " ".join(text.split())


LETTERS_PER_WORD = 2
"""Letters of a spaceless script (Chinese, Japanese, Thai...) that count as one word of the
page model's rules: the median Chinese main content holds 1,448 characters where English
holds 643 words (experiments/results/languages.md)."""


def line_words(text: str) -> np.ndarray:
    """``count_words`` of each line of a text (its ``split("\\n")``), counted in one pass."""
    words, letters = count_line_tokens(text)
    return words + -(-letters // LETTERS_PER_WORD)


def count_words(text: str) -> int:
    """Words of a text as ``spotsigs.tokenize`` reads them, by table lookups (a tenth of
    ``findall``'s time); letters of spaceless scripts count LETTERS_PER_WORD to the word."""
    words, letters = count_tokens(text)
    return words + -(-letters // LETTERS_PER_WORD)
