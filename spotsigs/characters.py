"""What the tokenizer reads as a word: a class per code point (letters and digits that join,
combining marks that go with the letter before them, letters of the scripts written without
spaces between words, which are words of their own), the same rule as a regular expression,
and the normalization a text gets first (NFKC, format characters and optional diacritics
dropped). Issue 24: a whole Chinese clause was one token, a Hindi word was cut at its vowel
signs, and zero-width characters or fullwidth letters disguised a copy.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from collections.abc import Sequence

import numpy as np

from spotsigs.confusables import LOOKALIKE, latin_skeleton, script_classes

# Scripts written without spaces between words: each of their letters is a token.
SPACELESS = (
    (0x0E00, 0x0EFF),    # Thai, Lao
    (0x1000, 0x109F),    # Myanmar
    (0x1780, 0x17FF),    # Khmer
    (0x2E80, 0x2FDF),    # CJK and Kangxi radicals
    (0x3005, 0x3007), (0x3021, 0x3029), (0x3031, 0x3035), (0x3038, 0x303C),  # CJK marks
    (0x3040, 0x30FF),    # Hiragana, Katakana
    (0x3100, 0x312F), (0x31A0, 0x31BF), (0x31F0, 0x31FF),  # Bopomofo, Katakana extension
    (0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xF900, 0xFAFF),  # Han
    (0xFF66, 0xFF9F),    # halfwidth Katakana
    (0x20000, 0x3FFFF),  # Han, supplementary planes
)
# Diacritics a writer may leave out: Arabic harakat and tatweel, Hebrew points (dropped).
OPTIONAL_MARKS = ((0x0591, 0x05BD), (0x05BF, 0x05BF), (0x05C1, 0x05C2), (0x05C4, 0x05C5),
                  (0x05C7, 0x05C7), (0x0610, 0x061A), (0x0640, 0x0640), (0x064B, 0x065F),
                  (0x0670, 0x0670), (0x06D6, 0x06DC), (0x06DF, 0x06E4), (0x06E7, 0x06E8),
                  (0x06EA, 0x06ED))
# Character classes of the tokenizer (``char_classes``).
NOT_WORD, JOINS, MARK, ALONE = 0, 1, 2, 3
# What ``normalize_text`` drops, a class beside the look-alike skeleton's (``confusables``).
DROPPED = 1


def spaceless_class() -> str:
    """The letters of ``SPACELESS`` scripts as a regular expression character class body."""
    return _class(SPACELESS)


def _class(ranges: Sequence[tuple[int, int]]) -> str:
    """A regular expression character class body of code point ranges."""
    return "".join(f"{chr(a)}-{chr(b)}" if a != b else re.escape(chr(a)) for a, b in ranges)


def _ranges(points: Sequence[int]) -> list[tuple[int, int]]:
    """Sorted code points as (first, last) ranges of consecutive ones."""
    ranges: list[tuple[int, int]] = []
    for point in points:
        if ranges and point == ranges[-1][1] + 1:
            ranges[-1] = (ranges[-1][0], point)
        else:
            ranges.append((point, point))
    return ranges


@functools.cache
def _categories() -> tuple[list[tuple[int, int]], list[tuple[int, int]]]:
    """(combining marks, format characters) as code point ranges: Unicode categories M* and
    Cf, which lie below U+20000 but for tags and variation selectors (about 12 ms, once)."""
    marks, formats = [], []
    for point in (*range(0x20000), *range(0xE0000, 0xE01F0)):
        category = unicodedata.category(chr(point))
        if category[0] == "M":
            marks.append(point)
        elif category == "Cf":
            formats.append(point)
    return _ranges(marks), _ranges(formats)


@functools.cache
def token_re() -> re.Pattern[str]:
    """The tokens as a regular expression: a letter of a spaceless script with its marks, or
    a run of other letters and digits and their marks (underscores and punctuation separate
    words). ``char_classes`` is the same rule as a table."""
    marks, spaceless = _class(_categories()[0]), spaceless_class()
    letter = f"[^\\W_{spaceless}]"
    return re.compile(f"(?=[^\\W_])[{spaceless}][{marks}]*|"
                      f"{letter}+(?:[{marks}]+{letter}*)*")


def token_text(text: str) -> str:
    """The text's tokens (``token_re``), one space where anything else stood between two of
    them: punctuation and runs of white space made one space, and letters of a spaceless
    script that follow each other kept together (a clause of Chinese stays as phrases have
    it, ``spotsigs.phrases``)."""
    parts: list[str] = []
    end = -1
    for token in token_re().finditer(text):
        if parts and token.start() != end:
            parts.append(" ")
        parts.append(token.group())
        end = token.end()
    return "".join(parts)


@functools.cache
def _dropped_re() -> re.Pattern[str]:
    """What ``normalize_text`` drops: format characters and optional diacritics."""
    return re.compile(f"[{_class(_categories()[1])}{_class(OPTIONAL_MARKS)}]+")


@functools.cache
def _dropped_table() -> np.ndarray:
    """Per code point, whether ``normalize_text`` drops it (``_dropped_re``'s class as a
    table: a lookup over a text's code points takes a fifth of the expression's time)."""
    table = np.zeros(0x110000, dtype=bool)
    for match in _dropped_re().finditer(every_code_point()):
        table[match.start():match.end()] = True
    return table


@functools.cache
def _normalization_classes() -> np.ndarray:
    """Per code point (uint8): DROPPED for what ``normalize_text`` drops, else its class for
    the look-alike skeleton (``spotsigs.confusables.script_classes``): one lookup tells both."""
    table = script_classes().copy()
    table[_dropped_table()] = DROPPED
    return table


def normalize_text(text: str) -> str:
    """A text as tokens are read from it: Unicode NFKC (compatibility and fullwidth forms as
    their plain letters), without format characters (zero-width spaces and joiners, soft
    hyphens, bidi marks, byte order marks) and the optional diacritics of Arabic and Hebrew,
    and with the Cyrillic and Greek look-alikes of words that mix them with Latin letters
    read as the Latin letters (``spotsigs.confusables``). ASCII texts are returned as they
    are; others pay one table lookup and two comparisons per character, and the texts that
    hold look-alikes (Russian and Greek ones among them) a few passes more."""
    if text.isascii():
        return text
    # NFKC maps these two to plain starters, whatever stands around them; once they are
    # replaced, most texts of real pages are in NFKC already, and the check is a fortieth
    # of the time of normalizing (1,221 main contents of the real pages: 0.108 s to 0.063).
    text = text.replace("\xa0", " ").replace("\u2026", "...")
    if not unicodedata.is_normalized("NFKC", text):
        text = unicodedata.normalize("NFKC", text)
    codes = np.frombuffer(text.encode("utf-32-le", "surrogatepass"), dtype="<u4")
    classes = _normalization_classes()[codes]
    dropped = classes == DROPPED
    changed = bool(dropped.any())
    if changed:
        codes, classes = codes[~dropped], classes[~dropped]
    if (classes == LOOKALIKE).any() and (mapped := latin_skeleton(codes, classes)) is not None:
        codes, changed = mapped, True
    return codes.tobytes().decode("utf-32-le", "surrogatepass") if changed else text


def every_code_point() -> str:
    """The string of all code points in order, surrogates included (a tenth of the time of
    joining ``chr`` of each)."""
    return np.arange(0x110000, dtype="<u4").tobytes().decode("utf-32-le", "surrogatepass")


@functools.cache
def char_classes() -> np.ndarray:
    """Per code point (all of Unicode, uint8): how the tokenizer reads it: NOT_WORD, JOINS
    (a letter or digit of a word), MARK (a combining mark: it goes with the letter before
    it), ALONE (a letter of a spaceless script: a token by itself).

    Letters and digits are found by running ``[^\\W_]`` over every code point, and marks
    and spaceless scripts from ``token_re``'s own ranges, so the table agrees with
    ``token_re`` (``tests/test_tokenize.py`` compares them). About 60 ms, once per process."""
    table = np.zeros(0x110000, dtype=np.uint8)
    for match in re.finditer(r"[^\W_]+", every_code_point()):
        table[match.start():match.end()] = JOINS
    for lo, hi in _categories()[0]:
        table[lo:hi + 1] = MARK
    word = table == JOINS
    for lo, hi in SPACELESS:
        table[lo:hi + 1][word[lo:hi + 1]] = ALONE
    return table


def word_characters() -> np.ndarray:
    """Per code point: whether it is part of a token (a letter, digit or mark)."""
    return char_classes() != NOT_WORD
