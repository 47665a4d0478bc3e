"""Word shingling (Broder 1997): a document as the set of its k-word shingles, exact Jaccard.

Every run of ``k`` consecutive tokens is one shingle, hashed to 64 bits by mixing its token
hashes; a document's shingles form a set (a ``SignatureBatch`` with counts 1), so the exact
join (``spotsigs.join.all_pairs``) finds every pair with set Jaccard >= tau.
"""

from __future__ import annotations

from collections.abc import Sequence

from spotsigs.features import SignatureBatch
from spotsigs.methods.base import (
    PAGE_PARAMS,
    SHINGLE_SIZE,
    SITE_TEMPLATES,
    JoinedMethod,
    shingle_words,
)
from spotsigs.pagemodel import FeatureWords
from spotsigs.tokenize import TextTokens, shingle_sets, text_shingle_sets


class Shingles(JoinedMethod):
    """Shingling extractor: the set of word k-shingles of each document, exact set Jaccard.

    Broder, "On the resemblance and containment of documents", 1997.

    >>> s = Shingles(k=2)
    >>> s.signature("a rose is a rose is a rose").size  # {a rose, rose is, is a}
    3
    """

    name = "shingles"
    PARAMS = (SHINGLE_SIZE, *PAGE_PARAMS, SITE_TEMPLATES)

    def feature_words(self) -> FeatureWords:
        return shingle_words(self.k)

    def from_token_lists(self, token_lists: Sequence[list[str]]) -> SignatureBatch:
        """Shingle sets of already tokenized documents, in one vectorized pass."""
        return shingle_sets(token_lists, self.k)

    def from_texts(self, texts: Sequence[str]) -> SignatureBatch:
        """Shingle sets of plain texts."""
        return text_shingle_sets(texts, self.k)

    def from_pages(self, texts: Sequence[str], languages: Sequence[str],
                   tokens: TextTokens | None = None) -> SignatureBatch:
        """Shingle sets of pages, from their tokens when hashed already."""
        return text_shingle_sets(texts if tokens is None else tokens, self.k)

