"""Cyrillic and Greek look-alikes of Latin letters read as the Latin letters they imitate, in
the words that mix them with Latin: Unicode's confusable skeleton (TR39) for what a copy
disguised with look-alikes needs, and no more.

A copy of an English story with some ``a``, ``e``, ``o`` typed as Cyrillic ``а``, ``е``,
``о`` looks the same to a reader and shared no word with the original (similarity 0, issue
25). TR39 calls a word that mixes scripts this way a mixed-script confusable; its skeleton
maps each look-alike to the letter it imitates. Here the look-alikes are the Cyrillic and
Greek letters whose skeleton is one ASCII letter (``data/confusables/latin.txt``, taken
from Unicode's confusables.txt, 77 letters), with the accented letters made of them
(``ё`` reads ``ë``); a capital keeps its case (``Ι``, ``І`` read ``I``, where TR39 maps Latin
``I`` and ``l`` alike to ``l``; the text is lower-cased later). Only look-alikes in words of
Latin letters and look-alikes alone, with at least one Latin letter, change: a Russian or
Greek word stays as written (one with a Latin letter in it too), so a page's language and
its stopwords do not move. Words of look-alikes alone
(``\u0456\u0455``, "is" in Cyrillic, met on a real page) are read as Latin too in a text
whose Cyrillic and Greek letters are nearly all look-alikes (``in_disguise``), which no
Russian or Greek prose is. The text is Unicode NFKC already: fullwidth letters and
compatibility forms are plain letters by then.

Everything works on a text's code points as numpy arrays: a table of script classes, one
lookup per code point shared with ``spotsigs.characters.normalize_text``'s own, and for the
texts that hold both a Latin letter and a look-alike, word runs found by a cumulative sum.
"""

from __future__ import annotations

import functools
import unicodedata
from importlib import resources

import numpy as np

# Script classes of code points: not part of a word, Latin letter, look-alike of a Latin
# letter (Cyrillic or Greek), other Cyrillic or Greek letter, joiner (a digit or combining
# mark: inside a word, of no script). ``spotsigs.characters`` adds its own class (DROPPED).
OTHER, LATIN, LOOKALIKE, CYRILLIC_GREEK, JOINER = 0, 2, 3, 4, 5
# Look-alikes that keep their case: TR39 maps capital iota and Cyrillic capital I to "l".
_CASE_KEPT = {0x0399: ord("I"), 0x0406: ord("I")}
_SCRIPTS = ("CYRILLIC", "GREEK")


def _parse(text: str) -> dict[int, int]:
    """The mapping of ``latin.txt`` (lines ``SOURCE ; TARGET ; MA # ...``, hex code points)."""
    mapping = {}
    for line in text.splitlines():
        fields = line.split("#", 1)[0].split(";")
        if len(fields) >= 2 and fields[0].strip():
            mapping[int(fields[0], 16)] = int(fields[1], 16)
    return mapping


@functools.cache
def lookalikes() -> dict[int, int]:
    """Per look-alike code point, the Latin letter it is read as: the shipped letters, a
    capital's case kept, and the letters made of one of them and combining marks whose
    Latin counterpart is one code point too (``ё`` -> ``ë``, ``ό`` -> ``ó``)."""
    text = resources.files("spotsigs").joinpath("data/confusables/latin.txt") \
        .read_text(encoding="utf-8")
    mapping = {**_parse(text), **_CASE_KEPT}
    for point in (*range(0x0370, 0x0530), *range(0x1F00, 0x2000)):
        decomposed = unicodedata.normalize("NFD", chr(point))
        base = ord(decomposed[0])
        if len(decomposed) > 1 and base in mapping and point not in mapping:
            latin = unicodedata.normalize("NFC", chr(mapping[base]) + decomposed[1:])
            if len(latin) == 1:
                mapping[point] = ord(latin)
    return mapping


def script_classes() -> np.ndarray:
    """Per code point (all of Unicode, uint8): its class (OTHER, LATIN, LOOKALIKE,
    CYRILLIC_GREEK, JOINER). Letters by their Unicode names, below U+10000 (no Latin,
    Cyrillic or Greek letter lies above); about 35 ms. Not kept: ``spotsigs.characters``
    keeps the table it makes of it, once per process."""
    table = np.zeros(0x110000, dtype=np.uint8)
    for point in range(0x10000):
        char = chr(point)
        category = unicodedata.category(char)
        if category[0] == "L":
            name = unicodedata.name(char, "")
            if name.startswith("LATIN"):
                table[point] = LATIN
            elif name.startswith(_SCRIPTS):
                table[point] = CYRILLIC_GREEK
        elif category[0] == "M" or category == "Nd":
            table[point] = JOINER
    table[list(lookalikes())] = LOOKALIKE
    return table


@functools.cache
def latin_of() -> np.ndarray:
    """Per code point below U+10000 (uint32): the Latin letter a look-alike is read as, the
    code point itself for any other."""
    table = np.arange(0x10000, dtype=np.uint32)
    mapping = lookalikes()
    table[list(mapping)] = list(mapping.values())
    return table


# A text whose Cyrillic and Greek letters are look-alikes but for less than this share is a
# Latin text in disguise (its words of look-alikes alone are read as Latin too): real
# Russian, Greek or Bulgarian prose has about half its letters outside the look-alikes (42
# to 52% on the benchmark's pages), even in capitals about a quarter.
MAX_OTHER_SHARE = 0.1


def in_disguise(classes: np.ndarray) -> bool:
    """Whether a text given as its ``script_classes`` is a Latin text in disguise: its
    Cyrillic and Greek letters are all but a few look-alikes."""
    lookalike = np.count_nonzero(classes == LOOKALIKE)
    other = np.count_nonzero(classes == CYRILLIC_GREEK)
    return other < MAX_OTHER_SHARE * (lookalike + other)


def lookalikes_to_read(classes: np.ndarray, whole_words: bool = False) -> np.ndarray:
    """Per character of a text given as its ``script_classes``: whether it is a look-alike
    read as Latin, in a word (a run of letters and joiners) of Latin letters and look-alikes
    alone that holds a Latin letter, or with ``whole_words`` none: ``\u0456\u0455`` ("is" in
    Cyrillic letters) in a disguised text. A word with any other Cyrillic or Greek letter is
    no Latin word (``Moсква``, a Russian word with a Latin o) and stays as it is."""
    in_word = classes >= LATIN
    starts = in_word & ~np.concatenate(([False], in_word[:-1]))
    word = np.cumsum(starts) - 1
    count = int(word[-1]) + 1 if len(word) else 0
    read = np.bincount(word[classes == CYRILLIC_GREEK], minlength=count) == 0
    if not whole_words:
        read &= np.bincount(word[classes == LATIN], minlength=count) > 0
    return (classes == LOOKALIKE) & read[word]


def latin_skeleton(codes: np.ndarray, classes: np.ndarray) -> np.ndarray | None:
    """A text's code points (uint32, with their ``script_classes``) with its look-alikes read
    as Latin letters in its mixed-script words, and in its words of look-alikes alone when
    it is a Latin text in disguise; None when none changes (as for a text without Latin)."""
    if not (classes == LATIN).any():
        return None
    targets = lookalikes_to_read(classes, in_disguise(classes))
    if not targets.any():
        return None
    out = codes.copy()
    out[targets] = latin_of()[codes[targets]]
    return out
