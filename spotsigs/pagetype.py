"""What kind of page a parsed page is: an article, or a home, listing or directory page.

Sites that answer a missing URL with their home page (or a directory page) say no error
anywhere: the page model's phrase lists never see them. What gives them away is the page's
type: its links hold most of its words, it declares itself a website (``og:type``) rather than
an article (``og:type`` article, JSON-LD ``NewsArticle``/``Article``/``BlogPosting``), it holds
several ``<article>`` teasers, or its canonical URL is its site's root. ``page_type`` reads
those facts from the lexbor tree once; ``listing_reason`` (the page model's ``pagetype`` rule)
decides on them and names every one it used (experiments/results/pagetype.md).
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass
from urllib.parse import urlsplit

from resiliparse.parse.html import HTMLTree

ARTICLE_TYPES = frozenset({
    "article", "newsarticle", "blogposting", "reportagenewsarticle", "analysisnewsarticle",
    "opinionnewsarticle", "reviewnewsarticle", "backgroundnewsarticle", "scholarlyarticle",
    "techarticle", "socialmediaposting", "liveblogposting", "posting", "report", "review",
    "recipe", "howto", "question", "qapage", "medicalwebpage", "video", "videoobject",
    "product", "event", "jobposting", "book", "movie", "musicrecording", "podcastepisode",
    "creativework", "discussionforumposting", "claimreview"})
"""JSON-LD ``@type`` values (lower-cased) that declare one item: a story, a post, a product.
A page that declares one is not a listing, whatever its links."""
ARTICLE_OG_TYPES = ("article", "video", "music", "book", "product", "profile")
"""``og:type`` prefixes that declare one item (``article``, ``video.movie``, ...)."""
MAX_LD_SCRIPTS = 8
MAX_LD_CHARS = 100_000
"""JSON-LD read per page: page content is untrusted, so only the first MAX_LD_SCRIPTS blocks
of at most MAX_LD_CHARS characters each are parsed."""
MAX_LD_TYPES = 64
MAX_LINKS = 5_000
"""Links read per page for the link share (a page with more is a link list anyway)."""
PAGETYPE_OPENING = "page type: "
"""How the ``pagetype`` rule's reasons open (``pagemodel.synthetic_rule`` reads it)."""
HOME_MAX_WORDS = 200
"""A page that declares no item, names its site's root as its canonical URL and has fewer
words of text than this is a home page (a longer one may be a story on a site whose every
page names its root: transplanted stories on such templates were flagged without it)."""
LISTING_MAX_WORDS = 75
LISTING_MIN_LINK_SHARE = 0.7
"""A page that declares no item, with fewer than LISTING_MAX_WORDS words of text and at least
LISTING_MIN_LINK_SHARE of its words in links, is a listing or home page. Both chosen on one
half of the real articles and of the home and listing pages of data/pagetype (no article of
that half flagged that the other rules do not flag already), reported on the other
(experiments/results/pagetype.md)."""
_HOST = re.compile(r"[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+\Z")
_LANGUAGE_ROOT = re.compile(
    r"/(?:[a-z]{2}(?:[-_][a-z]{2,4})?|(?:index|home|start|default)(?:\.[a-z]{3,5})?)?/?\Z",
    re.IGNORECASE)


@dataclass(frozen=True)
class PageType:
    """The page-type facts of one page: its declared types and how much of it is links."""

    og_type: str = ""
    """``<meta property="og:type">``, lower-cased ('' when none)."""
    ld_types: tuple[str, ...] = ()
    """JSON-LD ``@type`` values, lower-cased, sorted, unique."""
    articles: int = 0
    """``<article>`` elements on the page."""
    link_words: int = 0
    """Words of the page's link texts."""
    words: int = 0
    """Words of the page's text (``content.count_words`` of its plain text)."""
    root_url: str = ""
    """The page's canonical URL when it is its site's root (``https://site/``, ``/en/``)."""

    @property
    def link_share(self) -> float:
        """Share of the page's words inside links (0 when it has none)."""
        return self.link_words / self.words if self.words else 0.0

    def declares_item(self) -> str:
        """How the page declares itself one item (an article, a post, a product), or ''."""
        if self.og_type.startswith(ARTICLE_OG_TYPES):
            return f"og:type {self.og_type}"
        found = [t for t in self.ld_types if t in ARTICLE_TYPES]
        return f"JSON-LD @type {found[0]}" if found else ""

    def undeclared(self) -> str:
        """What the page declares instead of an item, for a reason."""
        declared = ([f"og:type {self.og_type}"] if self.og_type else []) + \
            ([f"JSON-LD @type {', '.join(self.ld_types[:3])}"] if self.ld_types else [])
        return "no article declared" + (f": {'; '.join(declared)}" if declared else "")


def type_wanted(main_words: int) -> bool:
    """Whether ``listing_reason`` could flag a page of ``main_words`` words of main content:
    only then are its page-type facts read (its links cost time)."""
    return main_words < HOME_MAX_WORDS


def listing_reason(kind: PageType, text_words: int, home_max_words: int = HOME_MAX_WORDS,
                   listing_max_words: int = LISTING_MAX_WORDS,
                   min_link_share: float = LISTING_MIN_LINK_SHARE) -> str | None:
    """Why a page is a home or listing page rather than an article (None: it is not), naming
    each signal and its value: a short page whose canonical URL is its site's root, or one
    whose links hold most of its words around little text; never a page that declares one
    item. ``text_words``: words of the text its features come from (main content, or the
    page's paragraphs when that is empty), so a story the extractor missed still counts.
    The limits are the defaults' (experiments/pagetype.py tries others)."""
    if kind.declares_item():
        return None
    if kind.root_url and text_words < home_max_words:
        return (f"{PAGETYPE_OPENING}home page (canonical URL {kind.root_url} is the site's "
                f"root, {text_words} words of text (< {home_max_words}); {kind.undeclared()})")
    if text_words < listing_max_words and kind.words and kind.link_share >= min_link_share:
        return (f"{PAGETYPE_OPENING}listing or home page ({kind.link_share:.0%} of its "
                f"{kind.words} words are link text (>= {min_link_share:.0%}), "
                f"{text_words} words of text (< {listing_max_words}); {kind.undeclared()})")
    return None


def page_type(tree: HTMLTree, words: int, canonical: str,
              count_words: Callable[[str], int]) -> PageType:
    """The page-type facts of a parsed page of ``words`` words (its text as the page model
    counts it, without scripts and styles), ``canonical`` its own URL ('' when unknown);
    ``count_words`` counts its link text as ``words`` was counted."""
    head, body = tree.head, tree.body
    og = head.query_selector('meta[property="og:type"]') if head is not None else None
    og_type = " ".join((og.getattr("content") or "").split()).lower()[:40] if og else ""
    root = tree.document
    ld_types = _ld_types(root.query_selector_all('script[type="application/ld+json"]').values())
    if body is None:
        return PageType(og_type, ld_types, root_url=root_url(canonical))
    links = body.query_selector_all("a[href]").values()
    link_words = count_words(" ".join(a.text for a in links[:MAX_LINKS]))
    return PageType(og_type, ld_types, len(body.query_selector_all("article")),
                    link_words, max(link_words, words), root_url(canonical))


def root_url(url: str) -> str:
    """``url`` when it names its site's root (no path, or a language or index page, no
    query), else ''."""
    try:
        parts = urlsplit(url)
    except ValueError:
        return ""
    host = parts.hostname or ""
    if not _HOST.match(host) or parts.query or not _LANGUAGE_ROOT.match(parts.path or "/"):
        return ""
    return url


def _ld_types(scripts) -> tuple[str, ...]:
    """The ``@type`` values of a page's JSON-LD blocks (malformed blocks are skipped)."""
    found: set[str] = set()
    for script in scripts[:MAX_LD_SCRIPTS]:
        text = script.text
        if len(text) > MAX_LD_CHARS:
            continue
        try:
            data = json.loads(text)
        except (ValueError, RecursionError):
            continue
        _collect_types(data, found, 0)
    return tuple(sorted(found)[:MAX_LD_TYPES])


def _collect_types(data: object, found: set[str], depth: int) -> None:
    """Every ``@type`` of a JSON-LD value, top-level items and ``@graph`` members only."""
    if depth > 3 or len(found) >= MAX_LD_TYPES:
        return
    if isinstance(data, list):
        for item in data[:MAX_LD_TYPES]:
            _collect_types(item, found, depth + 1)
    elif isinstance(data, dict):
        kind = data.get("@type")
        for name in (kind if isinstance(kind, list) else [kind])[:MAX_LD_TYPES]:
            if isinstance(name, str) and name.strip():
                found.add(name.strip().rsplit("/", 1)[-1].lower()[:40])
        if "@graph" in data:
            _collect_types(data["@graph"], found, depth + 1)
