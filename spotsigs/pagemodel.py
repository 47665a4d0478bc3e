"""The page model: one place decides whether a page is synthetic (an error, navigation or
listing page rather than running text) and says why.

Every method and the persistent index ask this module: the rule is ``PageFacts`` in, a reason
(or None) out, so richer rules (HTTP status, error phrasing, main-content size) land here.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from spotsigs.characters import token_text
from spotsigs.content import SHORT_PAGE_WORDS, PageContent, count_words
from spotsigs.pagetype import PAGETYPE_OPENING, PageType, listing_reason
from spotsigs.phrases import (
    REASON_OPENING,
    SHORT_TEXT_WORDS,
    PageSignals,
    error_phrase,
    main_lines,
)
from spotsigs.soft404 import SOFT404_OPENING

OK, SYNTHETIC, ERROR, SKIPPED = "ok", "synthetic", "error", "skipped"
"""A document's status: matched, left out as synthetic, unreadable, or no page at all (an
archive record its reader set aside: a redirect, an image, a revisit)."""
LEAD_CHARS = 2000
"""Characters of the text the phrase rule reads as a page's lead (its first words)."""
DEFAULT_MIN_SIGNATURES = 8
"""Fewer features than this: no natural-language text (404, navigation, listing pages).
Chosen by experiments/params.py on three seeded syndication corpora (README, "Choosing the
defaults")."""


RULES = ("http", "phrases", "words", "pagetype", "features", "soft404")
"""The rules of the synthetic decision, tried in this order; each names itself in the reason.
``http``: an HTTP error status (4xx, 5xx); ``phrases``: error, challenge, login-wall or
consent-wall wording in the title, the first headings, a short text or the first short lines
of the main content (``spotsigs.phrases``); ``words``: too few words of text (main content
by default); ``pagetype``: a home or listing page by its declared type, its canonical URL and
its share of link text (``spotsigs.pagetype``), as sites answer a missing URL; ``features``:
too few features (spot signatures, shingles, words) for the method to match the page on;
``soft404``: one of several short, near-identical pages of one host under different paths
(``spotsigs.soft404``: a run's rule, decided on the pairs, not page by page)."""
DEFAULT_MIN_WORDS = 30
"""Fewer words of main content than this, on a page of fewer than SHORT_PAGE_WORDS words:
too little to be an article. With error phrasing, flags 96% and 92% of two halves of real
404 and challenge pages and 0.3% of 1,187 real articles (experiments/synthetic_rules.py)."""
DEFAULT_RULES = ("http", "phrases", "words", "pagetype", "soft404")
"""The rules on by default; ``features`` (too few spot signatures) flags 16% of real
articles from their main content (non-English pages, short ones), so it is off. ``pagetype``
flags no real article the others do not (experiments/results/pagetype.md)."""
_OPENINGS = ((re.compile(r"HTTP \d{3}\b"), "http"),
             (re.compile(re.escape(REASON_OPENING)), "phrases"),
             (re.compile(r"only \d+ words? of main content \(< "), "words"),
             (re.compile(re.escape(SOFT404_OPENING)), "soft404"),
             (re.compile(re.escape(PAGETYPE_OPENING)), "pagetype"),
             (re.compile(r"only \d+ "), "features"))
"""How each rule's reason opens, the more specific first (``words`` before ``features``:
a method whose features are words says "only 5 words (< 8)")."""


@dataclass(frozen=True)
class PageFacts:
    """What the page model knows of a page: how many features a method extracted from it, the
    text they came from and its word count, the page's title and first headings, and what its
    reader recorded (e.g. HTTP status and headers of a WARC record)."""

    features: int
    text: str = ""
    metadata: Mapping[str, object] = field(default_factory=dict)
    title: str = ""
    headings: tuple[str, ...] = ()
    words: int | None = None
    """Words of ``text`` (None: counted when a rule needs them)."""
    page_words: int | None = None
    """Words of the whole page (None: as ``words``)."""
    kind: PageType | None = None
    """Its page-type facts (None: not read, the ``pagetype`` rule does not apply)."""

    @classmethod
    def of(cls, features: int, page: PageContent, metadata: Mapping[str, object]) -> PageFacts:
        """The facts of a page as ``content.read_page`` read it."""
        return cls(features, page.text, metadata, page.title, page.headings, page.main_words,
                   page.page_words, page.kind)

    def word_count(self) -> int:
        return self.words if self.words is not None else count_words(self.text)


@dataclass(frozen=True)
class FeatureWords:
    """How a method names its features in a reason: ``noun`` (singular, plural) and a hint of
    what too few of them means."""

    singular: str
    plural: str
    hint: str

    def count(self, n: int) -> str:
        return f"{n} {self.singular if n == 1 else self.plural}"


def check_rules(rules: str | Iterable[str]) -> tuple[str, ...]:
    """Rule names as given (``"http,phrases"`` or a sequence), checked, in RULES order."""
    names = [r.strip() for r in rules.split(",")] if isinstance(rules, str) else list(rules)
    names = [r for r in names if r]
    unknown = sorted(set(names) - set(RULES))
    if unknown:
        raise ValueError(f"unknown synthetic-page rule {', '.join(unknown)}; the rules are "
                         f"{', '.join(RULES)}")
    return tuple(r for r in RULES if r in names)


def synthetic_rule(reason: str | None) -> str | None:
    """The rule a synthetic page's reason names (None: no rule's reason), so a page can be
    judged by its rule from its cluster record alone (``spotsigs dedup --drop``)."""
    return next((rule for opening, rule in _OPENINGS if opening.match(reason or "")), None)


def text_signals(title: str, headings: tuple[str, ...], text: str, words: int
                 ) -> PageSignals:
    """What the phrase rule reads of a page known by its main ``text`` of ``words`` words:
    its title and headings, the text's lead where the text is short (at most
    SHORT_TEXT_WORDS words: else it is not read) and its first short lines (``main_lines``)."""
    lead = token_text(text[:LEAD_CHARS]) if words <= SHORT_TEXT_WORDS else ""
    return PageSignals(title, headings, lead, words, lines=main_lines(text))


def synthetic_reason(page: PageFacts, min_features: int, words: FeatureWords,
                     rules: Iterable[str] = DEFAULT_RULES, min_words: int = DEFAULT_MIN_WORDS
                     ) -> str | None:
    """Why ``page`` is synthetic (None when it is not), by the first of ``rules`` that fires:
    an HTTP error status (the server said the page is not there, whatever its body holds),
    error phrasing, fewer than ``min_words`` words of main content on a short page, a home or
    listing page (``spotsigs.pagetype``), fewer than ``min_features`` features."""
    rules = set(rules)
    status = page.metadata.get("http_status")
    if "http" in rules and isinstance(status, int) and 400 <= status <= 599:
        return f"HTTP {status}"
    if "phrases" in rules and (page.title or page.headings or page.text):
        count = page.word_count()
        if found := error_phrase(text_signals(page.title, page.headings, page.text, count),
                                 count):
            return found
    known = page.words is not None or page.text  # signatures given alone: no text to judge
    if "words" in rules and min_words and known and (count := page.word_count()) < min_words:
        whole = page.page_words if page.page_words is not None else count
        if whole < SHORT_PAGE_WORDS:
            return (f"only {count} word{'' if count == 1 else 's'} of main content (< "
                    f"{min_words}) on a page of {whole} (< {SHORT_PAGE_WORDS}): too little to "
                    "be an article (error, navigation or listing page?)")
    if "pagetype" in rules and page.kind is not None and \
            (found := listing_reason(page.kind, count_words(page.text))):
        return found
    if "features" in rules and page.features < min_features:
        return f"only {words.count(page.features)} (< {min_features}): {words.hint}"
    return None
