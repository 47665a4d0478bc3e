"""Error, bot-challenge and other synthetic-page phrasing in a page's title and headings.

Real 404 pages often carry enough boilerplate (cookie banners, menus, legal text, product
teasers) to look like content, yet nearly all say what they are where a reader looks first:
"Page Not Found", "Error 404", "Access Denied", "Just a moment..." (a bot challenge). The
phrases live in ``spotsigs/data/synthetic/phrases-<language>.txt``, one file per language of
the shipped stopword lists and of ``PHRASE_ONLY_LANGUAGES`` (format in that folder's README).

Evidence, strongest first:

1. the page's ``<title>``: a phrase anywhere in it; a weak (``=``) phrase as a whole
   segment of it (``Error | Meta Store``, ``404 - Example``); on a short page, a tail
   (``~``) phrase also at a segment's end after a few words (``Sales Channel Not Found``);
2. its first ``MAX_HEADINGS`` non-empty ``<h1>``/``<h2>``: a phrase anywhere in one; a weak
   phrase as the whole heading only on a short page (at most ``SHORT_TEXT_WORDS`` words):
   on a long one, "Sign in", "Connexion" or "Ein Fehler ist aufgetreten!" head a login
   dialog or a form message around the article (5 of 1187 real articles had one); but a
   weak not-found or gone phrase (``FIRST_HEADING_KINDS``) as the whole first heading on
   a page of any length ("Not Found" over a stack trace);
3. the first ``LEAD_WORDS`` words of its visible text, only on a short page: news stories
   may say "404" or "not found" in their body, which is no evidence at all, but a page of
   30 words that says "you've been blocked" is.
4. the first ``MAIN_LINES`` lines of its main content, those of at most ``MAIN_LINE_WORDS``
   words, on a page of any length: a 404 page's own heading set in a ``<div>`` ("The page
   you are looking for cannot be found.") under menus of thousands of words. A phrase
   anywhere in one, weak ones never: the first short lines of a story are its headline,
   standfirst and byline, which its title repeats.

Text and phrases are compared case-folded and without diacritics (``ß`` = ``ss``,
``é`` = ``e``, ``ё`` = ``е``, Turkish ``ı`` = ``i``), so capitals without accents
(``PÁGINA``/``PAGINA``) match too. All phrases of the chosen languages are compiled into one
index at first use (see ``PhraseIndex``).

Pages are parsed by lexbor (selectolax) from the bytes ``spotsigs.html.utf8_html`` makes:
HTML character references are decoded as a browser decodes them; there are no DTDs, no
external entities and no network access. A page with more than
``spotsigs.html.LEXBOR_MAX_TAGS`` tags is read up to that tag only (lexbor's time grows with
tags times nesting depth); its signals then say ``complete=False``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from importlib import resources

from selectolax.lexbor import LexborHTMLParser

from spotsigs.antecedents import LANGUAGES
from spotsigs.characters import token_re
from spotsigs.html import DROPPED_TAGS, LEXBOR_MAX_TAGS, utf8_html
from spotsigs.phrase_index import (
    MAX_TITLE_CHARS,
    Phrase,
    PhraseIndex,
    fold,
    pattern_regex,
)

# The kinds of synthetic page a phrase can name (the ``[kind]`` groups of the phrase files).
KINDS = ("not-found", "gone", "server-error", "unavailable", "access-denied",
         "bot-challenge", "maintenance", "login-wall", "consent-wall", "error")
# Headings read: the first few non-empty <h1>/<h2> in document order.
MAX_HEADINGS = 4
# How the reason of a phrase match opens (``PhraseMatch.reason``): the page model's rule
# ``phrases`` is read back from it (``pagemodel.synthetic_rule``).
REASON_OPENING = "error phrasing in "
# Words of visible text kept as the page's lead, and the most words a page may have for
# phrases in its lead to count.
LEAD_WORDS = 100
SHORT_TEXT_WORDS = 150
FIRST_HEADING_KINDS = frozenset({"not-found", "gone"})
"""Kinds whose weak phrases count as the whole first heading of a page of any length: "Not
Found" or "404" heads the page over a server's stack trace or a documentation site's menus
and testimonials, where no story's headline reads so ("Sign in" or "An error occurred" can
head a dialog or a form message over an article: those count on short pages only)."""
MAIN_LINES = 5
MAIN_LINE_WORDS = 12
LINE_KINDS = frozenset({"not-found", "gone", "server-error", "unavailable", "access-denied",
                        "maintenance", "error"})
"""Kinds whose weak phrases count as the whole of one of a short page's first short lines, as
in a heading: a page without <h1> shows its "503", "Maintenance" or "Access restricted" in a
line of its own. Not the kinds whose words are also a site's own controls or notices: a
"Login" box's line stood in a short stats page's main content ("Just a moment", "Accept")."""
PHRASE_ONLY_LANGUAGES = ("af", "az", "be", "bs", "cy", "eu", "ga", "gu", "hy", "is", "ka", "kk",
                         "mk", "mn", "mr", "pa", "sq", "sw", "ta", "te", "tl")
"""Languages with a phrase file but no stopword list: a crawl's error pages come in more
languages than its spots need lists for (an Icelandic "Síða finnst ekki" and a Kazakh "Бет
табылған жоқ" were missed for want of one)."""
PHRASE_LANGUAGES = tuple(sorted({*LANGUAGES, *PHRASE_ONLY_LANGUAGES}))
"""Every language with a phrase file."""
# English first: words several languages share ("error 404") are reported as English.
DEFAULT_LANGUAGES = ("en", *(language for language in PHRASE_LANGUAGES if language != "en"))

_SPACE = re.compile(r"\s+")


@dataclass(frozen=True)
class PageSignals:
    """What a page says about itself where a reader looks first.

    ``title``: the document's ``<title>`` (not an SVG's), white space collapsed, "" if none;
    ``headings``: the first ``MAX_HEADINGS`` non-empty ``<h1>``/``<h2>`` texts;
    ``lead``: the first ``LEAD_WORDS`` words of the visible text (scripts, styles and the
    other elements of ``spotsigs.html.DROPPED_TAGS`` left out); ``words``: the number of
    words of the visible text read; ``complete``: whether the whole page was read.
    """

    title: str = ""
    headings: tuple[str, ...] = ()
    lead: str = ""
    words: int = 0
    complete: bool = True
    lines: tuple[str, ...] = ()
    """The first short lines of the page's main content (``main_lines``), where known."""


@dataclass(frozen=True)
class PhraseMatch:
    """A phrase found in a page: where (``title``, ``heading``, ``short text`` or ``main
    text``), the words found, and for ``short text`` the number of words the page's text has."""

    phrase: Phrase
    where: str
    found: str
    words: int | None = None

    @property
    def kind(self) -> str:
        return self.phrase.kind

    @property
    def reason(self) -> str:
        """``error phrasing in title: "page not found" (not-found, en)``."""
        where = self.where if self.words is None else f"{self.where} ({self.words} words)"
        return (f'{REASON_OPENING}{where}: "{self.found}" '
                f"({self.phrase.kind}, {self.phrase.language})")


def page_signals(content: bytes | str) -> PageSignals:
    """Title, first headings and lead of a page (bytes in any charset, or text)."""
    data = utf8_html(content)
    if not data or data.isspace():
        return PageSignals()
    complete = True
    cut = _tag_limit(data)
    if cut is not None:
        data, complete = data[:cut], False
    tree = LexborHTMLParser(data, scripting=True)
    title = ""
    for node in tree.css("title"):
        if not _in_foreign_content(node):
            title = _clean(node.text(deep=True))
            break
    headings: list[str] = []
    for node in tree.css("h1, h2"):
        text = _clean(node.text(deep=True, separator=" "))
        if text:
            headings.append(text)
            if len(headings) == MAX_HEADINGS:
                break
    tree.strip_tags(list(DROPPED_TAGS))
    body = tree.body
    text = body.text(deep=True, separator=" ") if body is not None else ""
    lead_end, words = 0, 0
    for words, match in enumerate(token_re().finditer(text), start=1):
        if words == LEAD_WORDS:
            lead_end = match.end()
            break
    else:
        lead_end = len(text)
    if words == LEAD_WORDS:
        words += sum(1 for _ in token_re().finditer(text, lead_end))
    return PageSignals(title=title, headings=tuple(headings),
                       lead=_SPACE.sub(" ", text[:lead_end]).strip(), words=words,
                       complete=complete)


def error_match(signals: PageSignals, text_words: int | None = None,
                languages: Iterable[str] = DEFAULT_LANGUAGES) -> PhraseMatch | None:
    """The first error, challenge or other synthetic-page phrase found, strongest place first.

    ``text_words``: the number of words of the page's main text when the caller knows it
    (else ``signals.words`` counts, if the whole page was read); the lead is searched only
    when it is at most ``SHORT_TEXT_WORDS``.
    """
    matcher = _matcher(_language_key(languages))
    words = text_words if text_words is not None else (
        signals.words if signals.complete else None)
    short = words is not None and words <= SHORT_TEXT_WORDS
    for title in _spellings(signals.title):
        found = matcher.anywhere(title) or matcher.segments(title, tails=short)
        if found is not None:
            return PhraseMatch(found[0], "title", found[1])
    for number, heading in enumerate(signals.headings):
        found = matcher.anywhere(heading) or (
            matcher.whole(heading, tails=True) if short else
            matcher.whole(heading, kinds=FIRST_HEADING_KINDS) if number == 0 else None)
        if found is not None:
            return PhraseMatch(found[0], "heading", found[1])
    if signals.lead and short:
        found = matcher.anywhere(signals.lead)
        if found is not None:
            return PhraseMatch(found[0], "short text", found[1], words)
    read = {signals.title, *signals.headings}
    for line in signals.lines:
        if line in read:  # a heading that main content holds too: read already
            continue
        found = matcher.anywhere(line) or (
            matcher.whole(line, tails=True, kinds=LINE_KINDS) if short else None)
        if found is not None:
            return PhraseMatch(found[0], "main text", found[1])
    return None


def main_lines(text: str) -> tuple[str, ...]:
    """The lines among the first MAIN_LINES of a main text (one block a line) that have at
    most MAIN_LINE_WORDS words: where a page's own heading stands when no ``<h1>`` holds it."""
    return tuple(line for line in text.split("\n", MAIN_LINES)[:MAIN_LINES]
                 if line.strip() and len(line.split()) <= MAIN_LINE_WORDS)


_CAMEL_JOINT = re.compile(r"(?<=[a-z])(?=[A-Z])|(?<=[A-Za-z])(?=[0-9])|(?<=[0-9])(?=[A-Za-z])")


def _spellings(title: str) -> tuple[str, ...]:
    """A title as written and, when it glues words in camel case or a word to a number
    ("PageNotFound", a CMS's template name; "Error404"), with them apart: the phrases are
    written word by word."""
    if not title:
        return ()
    apart = _CAMEL_JOINT.sub(" ", title)
    return (title,) if apart == title else (title, apart)


def error_phrase(signals: PageSignals, text_words: int | None = None,
                 languages: Iterable[str] = DEFAULT_LANGUAGES) -> str | None:
    """Why a page looks synthetic by its wording (``PhraseMatch.reason``), or None."""
    match = error_match(signals, text_words, languages)
    return None if match is None else match.reason


def load_phrases(language: str) -> tuple[Phrase, ...]:
    """The phrases shipped for a language (ISO 639-1 code of ``PHRASE_LANGUAGES``)."""
    return _load_phrases(language)


@cache
def _load_phrases(language: str) -> tuple[Phrase, ...]:
    if language not in PHRASE_LANGUAGES:
        raise ValueError(f"no phrase list for language {language!r}; "
                         f"shipped: {', '.join(PHRASE_LANGUAGES)}")
    text = resources.files("spotsigs").joinpath(
        f"data/synthetic/phrases-{language}.txt").read_text(encoding="utf-8")
    return parse_phrases(text, language)


def parse_phrases(text: str, language: str = "") -> tuple[Phrase, ...]:
    """The phrases of a phrase file's text; ValueError names the first bad line.

    Bad: a phrase before any ``[kind]``, an unknown kind, an empty or unbalanced pattern,
    or a pattern that repeats an earlier one of the file (after case folding).
    """
    phrases: list[Phrase] = []
    kind = None
    seen: dict[str, int] = {}
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        where = f"phrases-{language or '?'}.txt line {number}"
        if line.startswith("[") and line.endswith("]"):
            kind = line[1:-1].strip()
            if kind not in KINDS:
                raise ValueError(f"{where}: unknown kind {kind!r}; known: {', '.join(KINDS)}")
            continue
        if kind is None:
            raise ValueError(f"{where}: phrase {line!r} before the first [kind]")
        tail = line.startswith("~")
        weak = tail or line.startswith("=")
        pattern = _SPACE.sub(" ", line[1:] if weak else line).strip()
        key = fold(pattern)
        if key in seen:
            raise ValueError(f"{where}: {pattern!r} repeats line {seen[key]}")
        seen[key] = number
        phrases.append(Phrase(kind, language, pattern, weak,
                              pattern_regex(pattern, where, fillers=not weak),
                              number, tail))
    return tuple(phrases)


@cache
def _matcher(languages: tuple[str, ...]) -> PhraseIndex:
    phrases: list[Phrase] = []
    seen: set[tuple[str, bool, bool]] = set()
    for language in languages:
        for phrase in _load_phrases(language):
            key = (phrase.regex, phrase.weak, phrase.tail)
            if key not in seen:  # the same words in two languages: the first one names it
                seen.add(key)
                phrases.append(phrase)
    return PhraseIndex(phrases)


def _language_key(languages: Iterable[str]) -> tuple[str, ...]:
    key = (languages,) if isinstance(languages, str) else tuple(languages)
    unknown = [language for language in key if language not in PHRASE_LANGUAGES]
    if unknown or not key:
        raise ValueError(f"no phrase list for {unknown or 'no language'}; "
                         f"shipped: {', '.join(PHRASE_LANGUAGES)}")
    return key


def _tag_limit(data: bytes) -> int | None:
    """Where the page's LEXBOR_MAX_TAGS-th tag starts, if it has more tags than that."""
    if data.count(b"<") <= LEXBOR_MAX_TAGS:
        return None
    position = -1
    for _ in range(LEXBOR_MAX_TAGS):
        position = data.find(b"<", position + 1)
    return position


def _in_foreign_content(node) -> bool:
    """Whether an element sits inside ``<svg>`` or ``<math>`` (an SVG ``<title>``)."""
    parent = node.parent
    while parent is not None:
        if parent.tag in ("svg", "math"):
            return True
        parent = parent.parent
    return False


def _clean(text: str | None) -> str:
    return _SPACE.sub(" ", text or "").strip()[:MAX_TITLE_CHARS]
