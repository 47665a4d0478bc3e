"""Word tokens and their stable 64-bit hashes, for whole batches of texts at once.

A token is a run of letters and digits with the combining marks that follow them (the vowel
signs of Devanagari or Bengali stay in their word); in the scripts written without spaces
between words (Han, kana, Thai, Lao, Khmer, Myanmar) every letter is a token of its own, with
its marks, as a word is elsewhere (``spotsigs.characters``, which also normalizes a text).

Hashes are FNV-1a over the token's code points followed by the splitmix64 finaliser: the
same on every process and machine (never Python's salted ``hash``).
"""

from __future__ import annotations

import functools
import hashlib
import re
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from spotsigs.characters import (
    ALONE,
    JOINS,
    MARK,
    NOT_WORD,
    char_classes,
    every_code_point,
    token_re,
    word_characters,
)
from spotsigs.checks import GOLDEN
from spotsigs.features import SignatureBatch, multisets

FNV_OFFSET = np.uint64(0xCBF29CE484222325)
FNV_PRIME = np.uint64(0x100000001B3)
# Tokens longer than this are hashed one by one (they are rare: URLs, base64 blobs).
MAX_VECTOR_CHARS = 48


def tokens(text: str) -> list[str]:
    """Lower-cased word tokens of a text."""
    return token_re().findall(text.lower())


def token_spans(text: str) -> tuple[list[str], np.ndarray, np.ndarray]:
    """The tokens of ``tokens(text)`` with their start and end character offsets in ``text``."""
    lowered = text.lower()
    words = token_re().findall(lowered)
    gaps = np.fromiter(map(len, token_re().split(lowered)), dtype=np.int64,
                       count=len(words) + 1)
    lengths = np.fromiter(map(len, words), dtype=np.int64, count=len(words))
    starts = np.cumsum(gaps[:-1]) + np.cumsum(lengths) - lengths
    ends = starts + lengths
    if len(lowered) != len(text):  # a few letters lower-case to two characters (İ -> i̇)
        widths = np.fromiter(map(len, map(str.lower, text)), dtype=np.int64, count=len(text))
        source = np.repeat(np.arange(len(text), dtype=np.int64), widths)
        starts, ends = source[starts], source[ends - 1] + 1
    return words, starts, ends


def mix64(x: np.ndarray) -> np.ndarray:
    """splitmix64 finaliser: spreads every input bit over all 64 output bits (uint64, wraps)."""
    x = np.asarray(x, dtype=np.uint64)
    with np.errstate(over="ignore"):
        x = (x ^ (x >> np.uint64(30))) * np.uint64(0xBF58476D1CE4E5B9)
        x = (x ^ (x >> np.uint64(27))) * np.uint64(0x94D049BB133111EB)
    return x ^ (x >> np.uint64(31))


def _hash_long(token: str) -> np.uint64:
    digest = hashlib.blake2b(token.encode("utf-8", "surrogatepass"), digest_size=8).digest()
    return np.frombuffer(digest, dtype="<u8")[0]


def hash_strings(strings: Sequence[str]) -> np.ndarray:
    """Stable 64-bit hashes of strings, one vectorized pass per character column."""
    strings = list(strings)
    lengths = np.fromiter(map(len, strings), dtype=np.int64, count=len(strings))
    out = np.empty(len(strings), dtype=np.uint64)
    short = lengths <= MAX_VECTOR_CHARS
    short_strings = np.array([s for s, ok in zip(strings, short) if ok], dtype=str)
    width = short_strings.dtype.itemsize // 4
    h = np.full(len(short_strings), FNV_OFFSET, dtype=np.uint64)
    if width and len(short_strings):
        codes = short_strings.view(np.uint32).reshape(-1, width)
        with np.errstate(over="ignore"):
            for column in codes.T:
                stepped = (h ^ column.astype(np.uint64)) * FNV_PRIME
                h = np.where(column != 0, stepped, h)
    out[short] = mix64(h)
    for i in np.flatnonzero(~short):
        out[i] = _hash_long(strings[i])
    return out


def hash_token_batch(token_lists: Sequence[list[str]]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Hash the tokens of many documents at once.

    Returns ``(vocabulary_hashes, token_vocabulary_index, offsets)``: the hash of each distinct
    word of the batch, the index of every token (documents concatenated) into that vocabulary,
    and document offsets (``len + 1`` entries). Callers classify words once per distinct word
    and gather per token.
    """
    lengths = np.fromiter((len(t) for t in token_lists), dtype=np.int64, count=len(token_lists))
    offsets = np.zeros(len(token_lists) + 1, dtype=np.int64)
    np.cumsum(lengths, out=offsets[1:])
    flat = [token for token_list in token_lists for token in token_list]
    vocabulary = list(dict.fromkeys(flat))
    position = {word: i for i, word in enumerate(vocabulary)}
    inverse = np.fromiter(map(position.__getitem__, flat), dtype=np.int64, count=len(flat))
    return hash_strings(vocabulary), inverse, offsets


def hash_words(words: Sequence[str]) -> np.ndarray:
    """Hashes of individual words (for stopword and antecedent lists), same function as tokens."""
    return hash_strings([w.lower() for w in words])


def code_points(text: str) -> np.ndarray:
    """The code points of a string as uint32, lone surrogates kept as their own values.

    numpy copies the string's code points in C, a fifth of the time of ``encode("utf-32")``.
    Never ends in NUL (numpy would drop it): callers end the string with a space.
    """
    return np.array([text]).view(np.uint32) if text else np.empty(0, dtype=np.uint32)


# Code points whose lower case ``str.lower`` does not give one character at a time: İ lowers
# to two characters, Σ to σ or ς by its neighbours.
_CONTEXT_CASED = (0x130, 0x3A3)
_NEEDS_STR_LOWER = np.uint32(0xFFFFFFFF)


@functools.cache
def lowered_word_characters() -> np.ndarray:
    """Per code point (uint32): its lower case if that is a word character (or a mark), else
    0, and _NEEDS_STR_LOWER for the code points in _CONTEXT_CASED.

    One gather through this table lower-cases a text and tells its word characters together,
    exactly as ``str.lower`` and ``word_characters`` would (every other code point lower-cases
    to one code point whatever surrounds it). About 50 ms, once per process.
    """
    every = every_code_point().replace("\u0130", "I")
    lowered = code_points(every.lower() + " ")[:-1].copy()
    lowered[~word_characters()[lowered]] = 0
    lowered[list(_CONTEXT_CASED)] = _NEEDS_STR_LOWER
    return lowered


def token_batch(texts: Sequence[str]) -> tuple[str, np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """The tokens of ``tokens(t)`` for every text at once, as spans of one string.

    Returns ``(joined, codes, starts, ends, offsets)``: the texts each followed by a space (no
    word character, so no token crosses two texts, and no lower-casing context either), the
    lower-cased code points of the tokens there (0 between them), every token's start and
    end, and per text the index of its first token (``len + 1`` entries);
    ``joined[start:end].lower()`` is the token. No Python object per token: two table lookups
    per character, where ``token_re().findall`` and a dictionary per token took four times as
    long. Texts holding İ or Σ are lower-cased by ``str.lower`` first (a slower path).
    """
    joined = " ".join([*texts, ""])
    points = code_points(joined)
    codes = np.take(lowered_word_characters(), points)
    if (codes == _NEEDS_STR_LOWER).any():  # İ or Σ: str.lower (its output holds neither)
        texts = [text.lower() for text in texts]
        joined = " ".join([*texts, ""])
        points = code_points(joined)
        codes = np.take(lowered_word_characters(), points)
    starts, ends = token_bounds(np.take(char_classes(), points))
    lengths = np.fromiter(map(len, texts), dtype=np.int64, count=len(texts))
    text_starts = np.zeros(len(texts) + 1, dtype=np.int64)
    np.cumsum(lengths + 1, out=text_starts[1:])
    return joined, codes, starts, ends, np.searchsorted(starts, text_starts)


def token_bounds(classes: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(starts, ends) of the tokens of a text given as its characters' ``char_classes``
    (ends exclusive; the last character must be NOT_WORD, as a space ending the text is)."""
    if not np.any(classes >= MARK):  # letters and digits only: runs of them
        is_word = np.zeros(len(classes) + 1, dtype=bool)  # a non-word before the first
        np.not_equal(classes, NOT_WORD, out=is_word[1:])
        edges = np.flatnonzero(is_word[1:] != is_word[:-1])
        return edges[0::2], edges[1::2]
    # A mark takes the class of the character before it that is no mark.
    base = np.where(classes != MARK, np.arange(len(classes)), -1)
    np.maximum.accumulate(base, out=base)
    effective = np.where(base >= 0, classes[np.maximum(base, 0)], NOT_WORD)
    before = np.concatenate([[NOT_WORD], effective[:-1]])
    start = (classes == ALONE) | ((classes == JOINS) & (before != JOINS))
    inside = effective != NOT_WORD
    end = inside & (np.append(start[1:], True) | ~np.append(inside[1:], False))
    return np.flatnonzero(start), np.flatnonzero(end) + 1


def count_tokens(text: str) -> tuple[int, int]:
    """How many tokens ``tokens(text)`` has, by table lookups (no Python object per token):
    (words, letters of spaceless scripts)."""
    if not text:
        return 0, 0
    _, classes, starts = _token_starts(text)
    alone = int(np.count_nonzero(classes[starts] == ALONE))
    return len(starts) - alone, alone


def _token_starts(text: str) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """A text's code points and ``char_classes`` (a space appended) and its tokens' starts."""
    points = code_points(text + " ")
    classes = np.take(char_classes(), points)
    return points, classes, token_bounds(classes)[0]


def count_line_tokens(text: str) -> tuple[np.ndarray, np.ndarray]:
    """``count_tokens`` of each line of a text (its ``split("\\n")``) in one pass: per line,
    (words, letters of spaceless scripts). A newline is no word character, so no token
    crosses two lines."""
    points, classes, starts = _token_starts(text)
    newlines = np.flatnonzero(points == 0x0A)
    line = np.searchsorted(newlines, starts)
    alone = classes[starts] == ALONE
    lines = len(newlines) + 1
    return (np.bincount(line[~alone], minlength=lines), np.bincount(line[alone], minlength=lines))


def hash_spans(joined: str, codes: np.ndarray, starts: np.ndarray, ends: np.ndarray
               ) -> np.ndarray:
    """``hash_strings`` of the lower-cased substrings ``joined[starts[k]:ends[k]]`` (their code
    points lowered in ``codes``), without making them.

    Spans of one length at a time: their characters are gathered as one (length, n) array and
    FNV-1a steps over its rows. Spans over MAX_VECTOR_CHARS go through ``_hash_long``.
    """
    lengths = ends - starts
    by_length = np.minimum(lengths, MAX_VECTOR_CHARS + 1).astype(np.int16)
    order = np.argsort(by_length, kind="stable")  # a radix sort for 16-bit keys
    bounds = np.searchsorted(by_length[order], np.arange(1, MAX_VECTOR_CHARS + 2)).tolist()
    ordered_starts = starts[order]
    h = np.full(len(starts), FNV_OFFSET, dtype=np.uint64)
    with np.errstate(over="ignore"):
        for length in range(1, MAX_VECTOR_CHARS + 1):
            lo, hi = bounds[length - 1], bounds[length]
            if lo == hi:
                continue
            group = h[lo:hi]  # a view: the steps below write into h
            for column in codes[ordered_starts[lo:hi] + np.arange(length)[:, None]]:
                group ^= column
                group *= FNV_PRIME
    out = np.empty(len(starts), dtype=np.uint64)
    out[order] = mix64(h)
    for k in order[bounds[MAX_VECTOR_CHARS]:].tolist():
        out[k] = _hash_long(joined[starts[k]:ends[k]].lower())
    return out


def hash_text_batch(texts: Sequence[str]) -> tuple[np.ndarray, np.ndarray]:
    """``(token_hashes, offsets)`` of many texts: the hash of every token of ``tokens(t)``
    (texts concatenated) and per text the index of its first token (``len + 1`` entries).

    Texts go through ``token_batch`` in runs of about CHUNK_CHARS characters: memory stays
    that of a run (about 20 bytes a character) whatever the batch, and the arrays stay in
    cache longer.
    """
    token_hashes, _, offsets = _hashed_runs(texts, numbers=False)
    return token_hashes, offsets


def hash_text_batch_numbers(texts: Sequence[str]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """``hash_text_batch`` and, per token, whether it is a number (``is_number``)."""
    return _hashed_runs(texts, numbers=True)


@dataclass(frozen=True, eq=False)
class TextTokens:
    """The tokens of a batch of texts, hashed once for every use (the page's language and
    the method's features): per token its hash and whether it is a number; per text the
    index of its first token (``len + 1`` entries)."""

    hashes: np.ndarray
    numbers: np.ndarray
    offsets: np.ndarray

    @property
    def documents(self) -> np.ndarray:
        """The text of each token."""
        return np.repeat(np.arange(len(self.offsets) - 1, dtype=np.int64),
                         np.diff(self.offsets))


def text_tokens(texts: Sequence[str]) -> TextTokens:
    """``hash_text_batch_numbers`` of texts, as one object."""
    return TextTokens(*hash_text_batch_numbers(texts))


def _hashed_runs(texts: Sequence[str], numbers: bool
                 ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Token hashes, number flags (empty unless ``numbers``) and offsets, a run at a time."""
    texts = list(texts)
    hashes, flags, offsets = [], [], [np.zeros(1, dtype=np.int64)]
    for lo, hi in _runs(np.fromiter(map(len, texts), dtype=np.int64, count=len(texts))):
        joined, codes, starts, ends, run_offsets = token_batch(texts[lo:hi])
        hashes.append(hash_spans(joined, codes, starts, ends))
        if numbers:  # digits have no case: the lowered first code point is the first character
            flags.append(decimal_digits()[codes[starts]])
        offsets.append(run_offsets[1:] + offsets[-1][-1])
    return (np.concatenate(hashes) if hashes else np.empty(0, dtype=np.uint64),
            np.concatenate(flags) if flags else np.empty(0, dtype=bool),
            np.concatenate(offsets))


@functools.cache
def decimal_digits() -> np.ndarray:
    """Per code point (all of Unicode): whether it is a decimal digit (``\\d``: 0-9 and the
    digits of other scripts). Built by running the regex over every code point, once."""
    table = np.zeros(0x110000, dtype=bool)
    for match in re.finditer(r"\d", every_code_point()):
        table[match.start()] = True
    return table


def is_number(token_lists: Sequence[list[str]]) -> np.ndarray:
    """Per token (documents concatenated), whether it is a number: its first character is a
    decimal digit ("1985", "4th", "000" of "7,800,000"), as ``hash_text_batch_numbers``."""
    initials = "".join(token[:1] or " " for token_list in token_lists for token in token_list)
    return decimal_digits()[code_points(initials + " ")[:-1]]


CHUNK_CHARS = 1 << 20


def _runs(lengths: np.ndarray) -> list[tuple[int, int]]:
    """Consecutive ``(lo, hi)`` ranges of texts of about CHUNK_CHARS characters together (a
    longer text alone); none when there are no texts."""
    ends = np.cumsum(lengths)
    runs, lo, start = [], 0, 0
    while lo < len(lengths):
        hi = max(lo + 1, int(np.searchsorted(ends, start + CHUNK_CHARS, side="right")))
        runs.append((lo, hi))
        start, lo = int(ends[hi - 1]), hi
    return runs


@dataclass(frozen=True)
class HashSet:
    """A set of 64-bit hashes that tells membership of millions of values in a few passes.

    A lookup table on one window of the hash bits, chosen so that no two members share a
    slot, names the one member a value can equal; np.isin sorted all the values instead.
    Without such a window (very large sets) it falls back to a binary search.
    """

    members: np.ndarray
    shift: int
    lookup: np.ndarray | None

    @classmethod
    def of(cls, hashes: np.ndarray) -> HashSet:
        """The set of ``hashes`` (any order, repeats allowed)."""
        members = np.unique(np.asarray(hashes, dtype=np.uint64))
        for bits in (12, 16, 20):
            if len(members) > (1 << bits) // 8:
                continue
            for shift in range(0, 64 - bits + 1, 4):
                slots = ((members >> np.uint64(shift)) & np.uint64((1 << bits) - 1)).astype(np.int64)
                if len(np.unique(slots)) == len(slots):
                    lookup = np.zeros(1 << bits, dtype=np.int32)  # empty slot: member 0, whose
                    lookup[slots] = np.arange(len(members), dtype=np.int32)  # slot differs
                    return cls(members, shift, lookup)
        return cls(members, 0, None)

    def contains(self, values: np.ndarray) -> np.ndarray:
        """Per value (uint64), whether it is a member."""
        if not len(self.members):
            return np.zeros(len(values), dtype=bool)
        if self.lookup is None:
            index = np.searchsorted(self.members, values)
            np.minimum(index, len(self.members) - 1, out=index)
        else:
            slots = (values >> np.uint64(self.shift)) & np.uint64(len(self.lookup) - 1)
            index = self.lookup[slots.astype(np.intp)]
        return self.members[index] == values


# ----------------------------------------------------------------------------- word n-grams
# Shared by the methods: shingle sets (shingles, MinHash) and word (n-gram) multisets
# (simhash, I-Match), all hashed from the batch tokenizer's token hashes.

def shingle_hashes(token_hashes: np.ndarray, offsets: np.ndarray, k: int
                   ) -> tuple[np.ndarray, np.ndarray]:
    """``(document, hash)`` of every k-token window that lies inside one document.

    The k token hashes are folded with ``mix64`` (one numpy pass per position, not per shingle);
    a document shorter than ``k`` tokens has no shingle.
    """
    lengths = np.diff(offsets)
    windows = np.maximum(lengths - k + 1, 0)
    doc = np.repeat(np.arange(len(lengths), dtype=np.int64), windows)
    first = np.cumsum(windows) - windows
    starts = np.arange(len(doc), dtype=np.int64) - first[doc] + offsets[:-1][doc]
    key = token_hashes[starts]
    with np.errstate(over="ignore"):
        for m in range(1, k):
            key = mix64(key * GOLDEN + token_hashes[starts + m])
    return doc, key


def shingle_sets(token_lists: Sequence[list[str]], k: int) -> SignatureBatch:
    """The k-shingle set of every document as a batch (sorted unique hashes, counts 1)."""
    vocabulary_hashes, token_index, offsets = hash_token_batch(token_lists)
    return _shingle_set_batch(vocabulary_hashes[token_index], offsets, k)


def text_shingle_sets(texts: Sequence[str] | TextTokens, k: int) -> SignatureBatch:
    """``shingle_sets`` of the ``tokens`` of plain texts (or of their ``TextTokens``), hashed
    on the whole batch's characters at once (no Python string per token)."""
    if isinstance(texts, TextTokens):
        return _shingle_set_batch(texts.hashes, texts.offsets, k)
    return _shingle_set_batch(*hash_text_batch(texts), k)


def _shingle_set_batch(token_hashes: np.ndarray, offsets: np.ndarray, k: int) -> SignatureBatch:
    """The k-shingle sets of documents given as token hashes with document offsets."""
    doc, key = shingle_hashes(token_hashes, offsets, k)
    batch = multisets(doc, key, len(offsets) - 1)
    return SignatureBatch(batch.offsets, batch.hashes, np.ones(len(batch.hashes), np.uint32))


def word_features(token_lists: Sequence[list[str]], shingle: int = 1) -> SignatureBatch:
    """Per document, the multiset of its word ``shingle``-grams as 64-bit hashes (single
    words hash as ``hash_words``); shingles never cross documents."""
    vocabulary_hashes, token_index, offsets = hash_token_batch(token_lists)
    return _word_feature_batch(vocabulary_hashes[token_index], offsets, shingle)


def text_word_features(texts: Sequence[str] | TextTokens, shingle: int = 1) -> SignatureBatch:
    """``word_features`` of the ``tokens`` of plain texts (or of their ``TextTokens``),
    hashed on the whole batch's characters at once (no Python string per token)."""
    if isinstance(texts, TextTokens):
        return _word_feature_batch(texts.hashes, texts.offsets, shingle)
    return _word_feature_batch(*hash_text_batch(texts), shingle)


def _word_feature_batch(token_hashes: np.ndarray, offsets: np.ndarray, shingle: int
                        ) -> SignatureBatch:
    """Word ``shingle``-gram multisets of documents given as token hashes with offsets (the
    k-grams hash as ``shingle_hashes``)."""
    n_docs = len(offsets) - 1
    if shingle == 1:
        doc = np.repeat(np.arange(n_docs, dtype=np.int64), np.diff(offsets))
        return multisets(doc, token_hashes, n_docs)
    return multisets(*shingle_hashes(token_hashes, offsets, shingle), n_docs)
