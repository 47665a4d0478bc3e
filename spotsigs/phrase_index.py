"""The phrase patterns of ``spotsigs.phrases`` compiled, and indexed by the words a match
needs: folding (case, diacritics), a pattern's regular expression, and ``PhraseIndex``, which
runs only the phrases a text's words can match.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Collection
from dataclasses import dataclass
from functools import cache

from spotsigs.characters import spaceless_class, token_re

# Characters of a title or heading kept (more is no title; bounds the matching work).
MAX_TITLE_CHARS = 300

# Title segment separators: "Page not found | Example", "404 - Example", "Error: Example",
# "エラー｜Example" (Japanese titles use a full-width bar without spaces).
_SPACE = re.compile(r"\s+")
_TITLE_SEPARATOR = re.compile(r"\s*[|｜]+\s*|\s+(?:[•·»>›/]|[-–—:]+)\s+|:\s+")
_NOT_WORD = r"[\W_]"
_WORD_CHAR = r"[^\W_]"
_SPACELESS = f"[{spaceless_class()}]"


@dataclass(frozen=True)
class Phrase:
    """One line of a phrase file: ``pattern`` as written (without ``=``), compiled to ``regex``."""

    kind: str
    language: str
    pattern: str
    weak: bool
    regex: str
    line: int = 0
    tail: bool = False
    """A weak phrase written ``~``: on a short page it may also end a title segment or a
    heading after up to TAIL_WORDS words that say what is missing ("Sales Channel Not
    Found", "Gesucht und nicht gefunden?")."""


_OTHER_DIGIT = re.compile(r"(?![0-9])\d")
"""A decimal digit of another script than ASCII's ("خطای ۴۰۳", Persian for "error 403")."""


def fold(text: str) -> str:
    """Text as phrases are compared: compatibility-decomposed, without diacritics, case-folded,
    every script's decimal digits as ASCII digits (one character each)."""
    if text.isascii():
        return text.casefold()
    decomposed = unicodedata.normalize("NFKD", text)
    stripped = "".join(c for c in decomposed if not unicodedata.combining(c))
    folded = stripped.casefold().replace("ı", "i")
    return _OTHER_DIGIT.sub(lambda digit: str(unicodedata.decimal(digit.group())), folded)


TAIL_WORDS = 3
"""Words a tail phrase (``Phrase.tail``) may follow in a title segment: the missing thing's
name ("Short Link", "Page or File"), not a headline's clause ("Body of missing hiker not
found" is a story)."""
TAIL_SPACELESS_CHARS = 16
"""Characters a tail phrase of a spaceless script may follow, about as much as TAIL_WORDS
words ("プロフィールは" before "見つかりませんでした")."""

FILLER_MIN_WORDS = 4
"""Words a strong phrase needs in every match from which one more word may stand in each of
its gaps ("the page you are looking for is no longer", "is helaas niet gevonden"): error
pages reword their clauses, and a clause this long does not occur in a story by chance."""
NEGATIONS = (
    "not", "never", "no", "nor", "nicht", "nie", "niemals", "kein", "keine", "keinen", "keiner",
    "pas", "jamais", "non", "ne", "nunca", "jamas", "nao", "nem", "mai", "niet", "nooit", "geen",
    "inte", "ikke", "aldrig", "aldri", "ej", "nigdy", "nikdy", "ei", "koskaan", "soha",
    "nu", "niciodata", "degil", "asla", "tidak", "tak", "bukan", "belum", "khong", "chua",
    "не", "ни", "нет", "никогда", "ніколи", "δεν", "μην", "ποτε", "لا", "لم", "لن", "ليس", "לא")
"""Words (folded) that may not be the extra word: "Why you have not been blocked" and "You
have never been blocked" say the opposite of "you have been blocked"."""


_NOT_NEGATION = f"(?!(?:{'|'.join(sorted(set(NEGATIONS), key=len, reverse=True))}){_NOT_WORD})"


def pattern_regex(pattern: str, where: str, fillers: bool = False) -> str:
    """The regular expression of a phrase pattern (see the phrase files' README); with
    ``fillers``, a pattern of FILLER_MIN_WORDS needed words or more (a spaced script) lets
    one more word stand in each gap between its words."""
    body = fold(pattern)
    gap = f"{_NOT_WORD}+"
    if fillers and len(needs(pattern)) >= FILLER_MIN_WORDS and \
            compiled(_SPACELESS).search(body) is None:
        gap = f"{_NOT_WORD}+(?:{_NOT_NEGATION}{_WORD_CHAR}+{_NOT_WORD}+)?"
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
            parts.append(gap)
        elif char == "'":
            parts.append(f"{_NOT_WORD}{{0,2}}")
        else:
            parts.append(re.escape(char))
        i += 1
    if depth != 0:
        raise ValueError(f"{where}: unbalanced '(' in {pattern!r}")
    if not token_re().search(body):
        raise ValueError(f"{where}: {pattern!r} has no letter or digit")
    # Words of a spaceless script (Chinese, Japanese, Thai) have no boundary to check: each
    # letter is a token (``token_re``), so a pattern written in one may start or end its
    # match at any letter, wherever its optional opening or closing parts leave it
    # ("(お探しの)?ページが..." in "おさがしのページが...", "404( )?错误" in "404错误信息").
    spaceless = compiled(_SPACELESS).search(body) is not None
    before = "" if spaceless else f"(?<!{_WORD_CHAR})"
    after = "" if spaceless else f"(?!{_WORD_CHAR})"
    regex = before + "".join(parts) + after
    try:
        compiled(loose_regex(regex))  # its syntax; the negation test is one known expression
    except re.error as error:
        raise ValueError(f"{where}: {pattern!r} is no valid pattern ({error})") from None
    return regex


compiled = cache(re.compile)  # a phrase's expression compiled once, for its check and use


def loose_regex(regex: str) -> str:
    """A phrase's expression without the test that its fillers are no negation: it matches
    all that the phrase matches, and compiles in a fraction of the time (the test, written
    out in each gap, was three quarters of compiling the phrases a real page set met first).
    Where it matches, the whole expression decides (``PhraseIndex``)."""
    return regex.replace(_NOT_NEGATION, "")


class PhraseIndex:
    """All phrases of some languages, indexed by a word each needs (its anchor).

    One regular expression of all ~900 phrases as alternatives took 10 ms a page (Python's
    engine tries every alternative at every position); a text's words select the few phrases
    that can match it, and only their expressions run.
    """

    def __init__(self, phrases: list[Phrase]) -> None:
        # Ties between equal matches go to the longer pattern (the more specific one).
        self._phrases = sorted(phrases, key=lambda p: -len(p.regex))
        self._search = [compiled(loose_regex(p.regex)) for p in self._phrases]
        self._negating = [_NOT_NEGATION in p.regex for p in self._phrases]
        self._strong_index: dict[str, list[int]] = {}
        self._whole_index: dict[str, list[int]] = {}
        self._strong_always: list[int] = []
        self._whole_always: list[int] = []
        # What a phrase without an anchor needs in a text: cheap substring tests before its
        # regular expression runs (11 such phrases were 90% of the rule's time on news text).
        self._required = [needs(p.pattern) for p in self._phrases]
        # Of those, the ones an ASCII text can meet (none of their needs is wholly non-ASCII:
        # most are Chinese, Japanese or Thai clauses): most titles and lines are ASCII.
        self._ascii_ok = [all(any(s.isascii() for s in choice) for choice in required)
                          for required in self._required]
        for number, phrase in enumerate(self._phrases):
            word = anchor(phrase.pattern)
            anchors = (word,) if word is not None else group_anchors(phrase.pattern)
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
        ascii_text = folded.isascii()
        found = {n for n in always if (self._ascii_ok[n] or not ascii_text)
                 and _holds_all(folded, self._required[n])}
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
            if match is not None and self._negating[number]:
                match = compiled(self._phrases[number].regex).search(folded)
            if match is not None and (best is None or starts_before(match, best[1])):
                best = (number, match)
        if best is None:
            return None
        return self._phrases[best[0]], found_words(text, best[1])

    def whole(self, text: str, tails: bool = False, kinds: Collection[str] | None = None
              ) -> tuple[Phrase, str] | None:
        """A phrase that is the whole text, punctuation around it aside; with ``tails``, a
        tail phrase also after the few words of what is missing (``whole_regex``); only of
        ``kinds`` when given."""
        text = text[:MAX_TITLE_CHARS]
        folded = fold(text)
        for number in self._candidates(folded, self._whole_index, self._whole_always):
            phrase = self._phrases[number]
            if kinds is not None and phrase.kind not in kinds:
                continue
            # Compiled on first use (few are): all of them were a third of every start-up.
            match = compiled(loose_whole_regex(phrase, tails)).fullmatch(folded)
            if match is not None and self._negating[number]:
                match = compiled(whole_regex(phrase, tails)).fullmatch(folded)
            if match is not None:
                return phrase, found_words(text, match, 1)
        return None

    def segments(self, title: str, tails: bool = False) -> tuple[Phrase, str] | None:
        """A phrase that is a whole segment of a title (``whole``)."""
        for segment in _TITLE_SEPARATOR.split(title[:MAX_TITLE_CHARS]):
            if segment:
                found = self.whole(segment, tails)
                if found is not None:
                    return found
        return None


_STATUS_AFTER = rf"(?:{_NOT_WORD}*\([45][0-9][0-9]\))?"
"""An error status in parentheses that may follow a phrase in a whole text: "Forbidden
(403)", "دسترسی غیرمجاز (403)" (Persian for "unauthorized access")."""


@cache
def whole_regex(phrase: Phrase, tails: bool = False) -> str:
    """The expression that holds a phrase as the whole of a text, punctuation around it and
    an error status in parentheses after it (``_STATUS_AFTER``) aside; with ``tails``, a tail
    phrase after up to TAIL_WORDS words (TAIL_SPACELESS_CHARS characters in a spaceless
    script) too. Its group 1 is what the reason quotes. Built once per phrase (``whole`` asks
    for it on every candidate of every title segment)."""
    before = ""
    if tails and phrase.tail:
        spaceless = compiled(_SPACELESS).search(fold(phrase.pattern)) is not None
        before = (f".{{0,{TAIL_SPACELESS_CHARS}}}?" if spaceless
                  else f"(?:{_WORD_CHAR}+{_NOT_WORD}+){{0,{TAIL_WORDS}}}?")
    return f"{_NOT_WORD}*({before}{phrase.regex}){_STATUS_AFTER}{_NOT_WORD}*"


@cache
def loose_whole_regex(phrase: Phrase, tails: bool = False) -> str:
    """``whole_regex`` without the negation test (``loose_regex``)."""
    return loose_regex(whole_regex(phrase, tails))


def _holds_all(text: str, required: tuple[tuple[str, ...], ...]) -> bool:
    """Whether ``text`` holds one substring of each choice of ``required`` (plain loops: the
    generators of ``all(any(...))`` were most of the check's time)."""
    for choice in required:
        for substring in choice:
            if substring in text:
                break
        else:
            return False
    return True


def starts_before(match: re.Match[str], other: re.Match[str]) -> bool:
    """Whether a match starts before another, or as early and ends later."""
    return match.start() < other.start() or (
        match.start() == other.start() and match.end() > other.end())


def anchor(pattern: str) -> str | None:
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


def token_of(text: str) -> str | None:
    """The longest token a piece of a pattern holds whole (a word between spaces, or a
    letter of a spaceless script), if any: what a text must hold for the piece to match."""
    tokens: list[str] = []
    for word in text.split(" "):
        found = token_re().findall(word)
        if "".join(found) == word and word:
            tokens += [word] if len(found) == 1 else found
    return max(tokens, key=len) if tokens else None


def group_anchors(pattern: str) -> tuple[str, ...]:
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
                anchors = [token_of(alternative.strip()) for alternative in group.split("|")]
                if all(anchors):
                    return tuple(dict.fromkeys(anchors))
    return ()


_LETTERS = re.compile(r"[^\W_]+")


def needs(pattern: str) -> tuple[tuple[str, ...], ...]:
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


def found_words(text: str, match: re.Match[str], group: int = 0) -> str:
    """The words of ``text`` a match of its folded form covers, lower-cased."""
    start, end = match.span(group)
    if text.isascii():
        found = text[start:end]
    else:
        offsets = [i for i, char in enumerate(text) for _ in fold(char)]
        found = (text[offsets[start]:offsets[end - 1] + 1]
                 if len(offsets) == len(fold(text)) and end > start else match.group(group))
    return _SPACE.sub(" ", found).strip().lower()
