"""Word shingling (Broder 1997): a document as the set of its k-word shingles, exact Jaccard.

Every run of ``k`` consecutive tokens is one shingle, hashed to 64 bits by mixing its token
hashes; a document's shingles form a set (a ``SignatureBatch`` with counts 1), so the exact
SpotSigs index (``spotsigs.index.all_pairs``) finds every pair with set Jaccard >= tau.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import numpy as np

from spotsigs.signatures import (
    DEFAULT_MIN_SIGNATURES,
    Signature,
    SignatureBatch,
    as_text,
    multisets,
)
from spotsigs.tokenize import hash_text_batch, hash_token_batch, mix64

DEFAULT_SHINGLE_SIZE = 3
MAX_SHINGLE_SIZE = 100
_SHINGLE_MULTIPLIER = np.uint64(0x9E3779B97F4A7C15)


def check_integer(name: str, value, low: int, high: int | None = None) -> int:
    """``value`` as an int in [low, high], else a ValueError that names the parameter."""
    if isinstance(value, bool) or not isinstance(value, (int, np.integer)) or value < low \
            or (high is not None and value > high):
        allowed = f">= {low}" if high is None else f"in [{low}, {high}]"
        raise ValueError(f"{name} must be an integer {allowed}, got {value!r}")
    return int(value)


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
            key = mix64(key * _SHINGLE_MULTIPLIER + token_hashes[starts + m])
    return doc, key


def shingle_sets(token_lists: Sequence[list[str]], k: int) -> SignatureBatch:
    """The k-shingle set of every document as a batch (sorted unique hashes, counts 1)."""
    vocabulary_hashes, token_index, offsets = hash_token_batch(token_lists)
    return _shingle_set_batch(vocabulary_hashes[token_index], offsets, k)


def text_shingle_sets(texts: Sequence[str], k: int) -> SignatureBatch:
    """``shingle_sets`` of the ``tokens`` of plain texts, hashed on the whole batch's
    characters at once (no Python string per token)."""
    return _shingle_set_batch(*hash_text_batch(texts), k)


def _shingle_set_batch(token_hashes: np.ndarray, offsets: np.ndarray, k: int) -> SignatureBatch:
    """The k-shingle sets of documents given as token hashes with document offsets."""
    doc, key = shingle_hashes(token_hashes, offsets, k)
    batch = multisets(doc, key, len(offsets) - 1)
    return SignatureBatch(batch.offsets, batch.hashes, np.ones(len(batch.hashes), np.uint32))


class Shingles:
    """Shingling extractor: the set of word k-shingles of each document, exact set Jaccard.

    Broder, "On the resemblance and containment of documents", 1997.

    >>> s = Shingles(k=2)
    >>> s.signature("a rose is a rose is a rose").size  # {a rose, rose is, is a}
    3
    """

    method = "shingles"

    def __init__(self, k: int = DEFAULT_SHINGLE_SIZE,
                 min_signatures: int = DEFAULT_MIN_SIGNATURES) -> None:
        self.k = check_integer("k (shingle size)", k, 1, MAX_SHINGLE_SIZE)
        self.min_signatures = check_integer("min_signatures", min_signatures, 0)

    def params(self) -> dict:
        """The parameters that determine the shingles."""
        return {"method": self.method, "k": self.k, "min_signatures": self.min_signatures}

    def synthetic_reason(self, size: int) -> str:
        """Why a document with ``size`` shingles is left out of matching."""
        return (f"only {size} shingle{'s' if size != 1 else ''} of {self.k} words "
                f"(< {self.min_signatures}): too little running text "
                "(error, navigation or listing page?)")

    def from_token_lists(self, token_lists: Sequence[list[str]]) -> SignatureBatch:
        """Shingle sets of already tokenized documents, in one vectorized pass."""
        return shingle_sets(token_lists, self.k)

    def from_texts(self, texts: Sequence[str]) -> SignatureBatch:
        """Shingle sets of plain texts."""
        return text_shingle_sets(texts, self.k)

    def pairs(self, features: SignatureBatch, threshold: float, workers: int = 1
              ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """Every pair (i < j) with set Jaccard >= threshold, exactly (the SpotSigs index, on
        ``workers`` threads)."""
        from spotsigs.index import all_pairs

        return all_pairs(features, threshold, workers)

    def signatures(self, documents: Iterable[bytes | str]) -> SignatureBatch:
        """Shingle sets of many documents (HTML bytes, HTML strings or plain text)."""
        return self.from_texts([as_text(d) for d in documents])

    def signature(self, document: bytes | str) -> Signature:
        """Shingle set of one document (HTML bytes, HTML string or plain text)."""
        return self.signatures([document])[0]
