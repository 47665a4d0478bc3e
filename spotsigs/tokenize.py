"""Word tokens and their stable 64-bit hashes, for whole batches of texts at once.

Hashes are FNV-1a over the token's code points followed by the splitmix64 finaliser: the
same on every process and machine (never Python's salted ``hash``).
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Sequence

import numpy as np

# Letters and digits; underscores and punctuation separate words.
TOKEN_RE = re.compile(r"[^\W_]+")

FNV_OFFSET = np.uint64(0xCBF29CE484222325)
FNV_PRIME = np.uint64(0x100000001B3)
# Tokens longer than this are hashed one by one (they are rare: URLs, base64 blobs).
MAX_VECTOR_CHARS = 48


def tokens(text: str) -> list[str]:
    """Lower-cased word tokens of a text."""
    return TOKEN_RE.findall(text.lower())


def token_spans(text: str) -> tuple[list[str], np.ndarray, np.ndarray]:
    """The tokens of ``tokens(text)`` with their start and end character offsets in ``text``."""
    lowered = text.lower()
    words = TOKEN_RE.findall(lowered)
    gaps = np.fromiter(map(len, TOKEN_RE.split(lowered)), dtype=np.int64, count=len(words) + 1)
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
