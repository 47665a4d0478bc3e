"""Error, bot-challenge and other synthetic-page phrasing in a page's title and headings.

Real 404 pages often carry enough boilerplate (cookie banners, menus, legal text, product
teasers) to look like content, yet nearly all say what they are where a reader looks first:
"Page Not Found", "Error 404", "Access Denied", "Just a moment..." (a bot challenge). The
phrases live in ``spotsigs/data/synthetic/phrases-<language>.txt``, one file per language of
the shipped stopword lists (format in that folder's README).

Evidence, strongest first:

1. the page's ``<title>``: a phrase anywhere in it; a weak (``=``) phrase as a whole
   segment of it (``Error | Meta Store``, ``404 - Example``);
2. its first ``MAX_HEADINGS`` non-empty ``<h1>``/``<h2>``: a phrase anywhere in one; a weak
   phrase as the whole heading only on a short page (at most ``SHORT_TEXT_WORDS`` words):
   on a long one, "Sign in", "Connexion" or "Ein Fehler ist aufgetreten!" head a login
   dialog or a form message around the article (5 of 1187 real articles had one);
3. the first ``LEAD_WORDS`` words of its visible text, only on a short page: news stories
   may say "404" or "not found" in their body, which is no evidence at all, but a page of
   30 words that says "you've been blocked" is.

Text and phrases are compared case-folded and without diacritics (``ß`` = ``ss``,
``é`` = ``e``, ``ё`` = ``е``, Turkish ``ı`` = ``i``), so capitals without accents
(``PÁGINA``/``PAGINA``) match too. All phrases of the chosen languages are compiled into one
index at first use (see ``_Matcher``).

Pages are parsed by lexbor (selectolax) from the bytes ``spotsigs.html.utf8_html`` makes:
HTML character references are decoded as a browser decodes them; there are no DTDs, no
external entities and no network access. A page with more than
``spotsigs.html.LEXBOR_MAX_TAGS`` tags is read up to that tag only (lexbor's time grows with
tags times nesting depth); its signals then say ``complete=False``.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from importlib import resources

from selectolax.lexbor import LexborHTMLParser

from spotsigs.antecedents import LANGUAGES
from spotsigs.characters import is_spaceless, token_re
from spotsigs.html import DROPPED_TAGS, LEXBOR_MAX_TAGS, utf8_html

# The kinds of synthetic page a phrase can name (the ``[kind]`` groups of the phrase files).
KINDS = ("not-found", "gone", "server-error", "unavailable", "access-denied",
         "bot-challenge", "maintenance", "login-wall", "error")
# Headings read: the first few non-empty <h1>/<h2> in document order.
MAX_HEADINGS = 4
# Characters of a title or heading kept (more is no title; bounds the matching work).
MAX_TITLE_CHARS = 300
# Words of visible text kept as the page's lead, and the most words a page may have for
# phrases in its lead to count.
LEAD_WORDS = 100
SHORT_TEXT_WORDS = 150
# English first: words several languages share ("error 404") are reported as English.
DEFAULT_LANGUAGES = ("en", *(language for language in LANGUAGES if language != "en"))

_SPACE = re.compile(r"\s+")
# Title segment separators: "Page not found | Example", "404 - Example", "Error: Example".
_TITLE_SEPARATOR = re.compile(r"\s*\|+\s*|\s+(?:[•·»]|[-–—:]+)\s+|:\s+")
_NOT_WORD = r"[\W_]"
_WORD_CHAR = r"[^\W_]"


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


@dataclass(frozen=True)
class Phrase:
    """One line of a phrase file: ``pattern`` as written (without ``=``), compiled to ``regex``."""

    kind: str
    language: str
    pattern: str
    weak: bool
    regex: str
    line: int = 0


@dataclass(frozen=True)
class PhraseMatch:
    """A phrase found in a page: where (``title``, ``heading`` or ``short text``), the words
    found, and for ``short text`` the number of words the page's text has."""

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
        return (f'error phrasing in {where}: "{self.found}" '
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
    if signals.title:
        found = matcher.anywhere(signals.title) or matcher.segments(signals.title)
        if found is not None:
            return PhraseMatch(found[0], "title", found[1])
    words = text_words if text_words is not None else (
        signals.words if signals.complete else None)
    short = words is not None and words <= SHORT_TEXT_WORDS
    for heading in signals.headings:
        found = matcher.anywhere(heading) or (matcher.whole(heading) if short else None)
        if found is not None:
            return PhraseMatch(found[0], "heading", found[1])
    if signals.lead and short:
        found = matcher.anywhere(signals.lead)
        if found is not None:
            return PhraseMatch(found[0], "short text", found[1], words)
    return None


def error_phrase(signals: PageSignals, text_words: int | None = None,
                 languages: Iterable[str] = DEFAULT_LANGUAGES) -> str | None:
    """Why a page looks synthetic by its wording (``PhraseMatch.reason``), or None."""
    match = error_match(signals, text_words, languages)
    return None if match is None else match.reason


def load_phrases(language: str) -> tuple[Phrase, ...]:
    """The phrases shipped for a language (ISO 639-1 code of ``spotsigs.antecedents``)."""
    return _load_phrases(language)


@cache
def _load_phrases(language: str) -> tuple[Phrase, ...]:
    if language not in LANGUAGES:
        raise ValueError(f"no phrase list for language {language!r}; "
                         f"shipped: {', '.join(LANGUAGES)}")
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
        weak = line.startswith("=")
        pattern = _SPACE.sub(" ", line[1:] if weak else line).strip()
        key = fold(pattern)
        if key in seen:
            raise ValueError(f"{where}: {pattern!r} repeats line {seen[key]}")
        seen[key] = number
        phrases.append(Phrase(kind, language, pattern, weak, _pattern_regex(pattern, where),
                              number))
    return tuple(phrases)


def fold(text: str) -> str:
    """Text as phrases are compared: compatibility-decomposed, without diacritics, case-folded."""
    if text.isascii():
        return text.casefold()
    decomposed = unicodedata.normalize("NFKD", text)
    stripped = "".join(c for c in decomposed if not unicodedata.combining(c))
    return stripped.casefold().replace("ı", "i")


def _pattern_regex(pattern: str, where: str) -> str:
    """The regular expression of a phrase pattern (see the phrase files' README)."""
    body = fold(pattern)
    parts: list[str] = []
    depth = 0
    i = 0
    while i < len(body):
        char = body[i]
        if body.startswith("...", i):
            parts.append(r"\.\.\.")
            i += 3
            continue
        if char == "(":
            depth += 1
            parts.append("(?:")
        elif char == ")":
            depth -= 1
            if depth < 0:
                raise ValueError(f"{where}: unbalanced ')' in {pattern!r}")
            parts.append(")")
            if body.startswith(")?", i):
                parts.append("?")
                i += 1
        elif char == "|":
            if depth == 0:
                raise ValueError(f"{where}: '|' outside parentheses in {pattern!r}")
            parts.append("|")
        elif char == " ":
            parts.append(f"{_NOT_WORD}+")
        elif char == "'":
            parts.append(f"{_NOT_WORD}{{0,2}}")
        else:
            parts.append(re.escape(char))
        i += 1
    if depth != 0:
        raise ValueError(f"{where}: unbalanced '(' in {pattern!r}")
    if not token_re().search(body):
        raise ValueError(f"{where}: {pattern!r} has no letter or digit")
    # Words of a spaceless script (Chinese, Japanese, Thai) have no boundary to check.
    before = "" if is_spaceless(body[0]) else f"(?<!{_WORD_CHAR})"
    after = "" if is_spaceless(body[-1]) else f"(?!{_WORD_CHAR})"
    regex = before + "".join(parts) + after
    try:
        _compiled(regex)
    except re.error as error:
        raise ValueError(f"{where}: {pattern!r} is no valid pattern ({error})") from None
    return regex


_compiled = cache(re.compile)  # a phrase's expression compiled once, for its check and use


class _Matcher:
    """All phrases of some languages, indexed by a word each needs (its anchor).

    One regular expression of all ~900 phrases as alternatives took 10 ms a page (Python's
    engine tries every alternative at every position); a text's words select the few phrases
    that can match it, and only their expressions run.
    """

    def __init__(self, phrases: list[Phrase]) -> None:
        # Ties between equal matches go to the longer pattern (the more specific one).
        self._phrases = sorted(phrases, key=lambda p: -len(p.regex))
        self._search = [_compiled(p.regex) for p in self._phrases]
        self._strong_index: dict[str, list[int]] = {}
        self._whole_index: dict[str, list[int]] = {}
        self._strong_always: list[int] = []
        self._whole_always: list[int] = []
        # What a phrase without an anchor needs in a text: cheap substring tests before its
        # regular expression runs (11 such phrases were 90% of the rule's time on news text).
        self._needs = [_needs(p.pattern) for p in self._phrases]
        for number, phrase in enumerate(self._phrases):
            anchor = _anchor(phrase.pattern)
            anchors = (anchor,) if anchor is not None else _group_anchors(phrase.pattern)
            targets = [(self._whole_index, self._whole_always)]
            if not phrase.weak:
                targets.append((self._strong_index, self._strong_always))
            for index, always in targets:
                if not anchors:
                    always.append(number)
                for word in anchors:
                    index.setdefault(word, []).append(number)

    def _candidates(self, folded: str, index: dict[str, list[int]], always: list[int]
                    ) -> list[int]:
        found = {n for n in always
                 if all(any(s in folded for s in choice) for choice in self._needs[n])}
        for word in set(token_re().findall(folded)):
            found.update(index.get(word, ()))
        return sorted(found)

    def anywhere(self, text: str) -> tuple[Phrase, str] | None:
        """A strong phrase anywhere in a text: the leftmost, of those the longest match
        ("diese Seite existiert nicht mehr" is gone, not "... existiert nicht"), of those
        the longest pattern."""
        text = text[:MAX_TITLE_CHARS * 4]
        folded = fold(text)
        best: tuple[int, re.Match[str]] | None = None
        for number in self._candidates(folded, self._strong_index, self._strong_always):
            match = self._search[number].search(folded)
            if match is not None and (best is None or _before(match, best[1])):
                best = (number, match)
        if best is None:
            return None
        return self._phrases[best[0]], _found(text, best[1])

    def whole(self, text: str) -> tuple[Phrase, str] | None:
        """A phrase that is the whole text, punctuation around it aside."""
        text = text[:MAX_TITLE_CHARS]
        folded = fold(text)
        for number in self._candidates(folded, self._whole_index, self._whole_always):
            # Compiled on first use (few are): all of them were a third of every start-up.
            match = _compiled(f"{_NOT_WORD}*({self._phrases[number].regex}){_NOT_WORD}*"
                              ).fullmatch(folded)
            if match is not None:
                return self._phrases[number], _found(text, match, 1)
        return None

    def segments(self, title: str) -> tuple[Phrase, str] | None:
        """A phrase that is a whole segment of a title."""
        for segment in _TITLE_SEPARATOR.split(title[:MAX_TITLE_CHARS]):
            if segment:
                found = self.whole(segment)
                if found is not None:
                    return found
        return None


def _before(match: re.Match[str], other: re.Match[str]) -> bool:
    """Whether a match starts before another, or as early and ends later."""
    return match.start() < other.start() or (
        match.start() == other.start() and match.end() > other.end())


def _anchor(pattern: str) -> str | None:
    """The longest word a phrase's every match holds as a whole word, if it has one.

    Words outside parentheses, between spaces or the ends of the pattern, made of letters
    and digits only (``can't`` also matches ``cant``, so neither ``can`` nor ``t`` is one).
    """
    folded = fold(pattern)
    chunks: list[str] = [""]  # the text outside parentheses, split where a group stood
    depth = 0
    for char in folded:
        if char == "(":
            if depth == 0:
                chunks.append("")
            depth += 1
        elif char == ")":
            depth -= 1
        elif depth == 0:
            chunks[-1] += char
    words: list[str] = []
    for position, chunk in enumerate(chunks):
        if position > 0:
            chunk = chunk.removeprefix("?")  # the mark that made the group before optional
        pieces = chunk.split(" ")
        first = 1 if position > 0 else 0  # glued to the group before it
        last = len(pieces) - 1 if position < len(chunks) - 1 else len(pieces)  # or after
        for word in pieces[first:last]:
            if token_re().fullmatch(word):
                words.append(word)
            elif word and "".join(found := token_re().findall(word)) == word:
                words += found  # a run of a spaceless script: each letter a token
    return max(words, key=len) if words else None


def _token_of(text: str) -> str | None:
    """The longest token a piece of a pattern holds whole (a word between spaces, or a
    letter of a spaceless script), if any: what a text must hold for the piece to match."""
    tokens: list[str] = []
    for word in text.split(" "):
        found = token_re().findall(word)
        if "".join(found) == word and word:
            tokens += [word] if len(found) == 1 else found
    return max(tokens, key=len) if tokens else None


def _group_anchors(pattern: str) -> tuple[str, ...]:
    """Words one of which every match of a phrase holds: from its first group that is not
    optional and holds no group, one word of each alternative (none when some alternative
    has none, or no such group exists)."""
    folded = fold(pattern)
    depth, start = 0, 0
    for at, char in enumerate(folded):
        if char == "(":
            if depth == 0:
                start = at + 1
            depth += 1
        elif char == ")":
            depth -= 1
            group = folded[start:at]
            if depth == 0 and not folded.startswith(")?", at) and "(" not in group:
                anchors = [_token_of(alternative.strip()) for alternative in group.split("|")]
                if all(anchors):
                    return tuple(dict.fromkeys(anchors))
    return ()


_LETTERS = re.compile(r"[^\W_]+")


def _needs(pattern: str) -> tuple[tuple[str, ...], ...]:
    """Substrings every match of a phrase holds (folded): each entry a choice of which one
    must be in the text. Letter and digit runs outside parentheses are in every match; of a
    group that is not optional (and holds no group), each alternative's longest run is."""
    folded = fold(pattern)
    needs: list[tuple[str, ...]] = []
    depth, start, outside = 0, 0, [""]
    for at, char in enumerate(folded):
        if char == "(":
            if depth == 0:
                start = at + 1
                outside.append("")
            depth += 1
        elif char == ")":
            depth -= 1
            group = folded[start:at]
            if depth == 0 and not folded.startswith(")?", at) and "(" not in group:
                runs = [max(_LETTERS.findall(a), key=len, default="") for a in group.split("|")]
                if all(runs):
                    needs.append(tuple(runs))
        elif depth == 0:
            outside[-1] += char
    needs += [(run,) for chunk in outside for run in _LETTERS.findall(chunk)]
    return tuple(needs)


@cache
def _matcher(languages: tuple[str, ...]) -> _Matcher:
    phrases: list[Phrase] = []
    seen: set[tuple[str, bool]] = set()
    for language in languages:
        for phrase in _load_phrases(language):
            key = (phrase.regex, phrase.weak)
            if key not in seen:  # the same words in two languages: the first one names it
                seen.add(key)
                phrases.append(phrase)
    return _Matcher(phrases)


def _language_key(languages: Iterable[str]) -> tuple[str, ...]:
    key = (languages,) if isinstance(languages, str) else tuple(languages)
    unknown = [language for language in key if language not in LANGUAGES]
    if unknown or not key:
        raise ValueError(f"no phrase list for {unknown or 'no language'}; "
                         f"shipped: {', '.join(LANGUAGES)}")
    return key


def _found(text: str, match: re.Match[str], group: int = 0) -> str:
    """The words of ``text`` a match of its folded form covers, lower-cased."""
    start, end = match.span(group)
    if text.isascii():
        found = text[start:end]
    else:
        offsets = [i for i, char in enumerate(text) for _ in fold(char)]
        found = (text[offsets[start]:offsets[end - 1] + 1]
                 if len(offsets) == len(fold(text)) and end > start else match.group(group))
    return _SPACE.sub(" ", found).strip().lower()


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
