"""I-Match (Chowdhury, Frieder, Grossman, McCabe, ACM TOIS 2002): one digest per document over
its distinct terms whose normalized IDF lies in a band; equal digests are duplicates.

The digest is a 128-bit hash of the *set* of kept terms (two independent sums of mixed term
hashes, so no sort is needed and a whole batch is one ``np.add.reduceat``). The IDF comes from
the documents being matched (those passed to ``pairs``), or from a table when one is given.
"""

from __future__ import annotations

import os
from collections.abc import Sequence

import numpy as np

from spotsigs.checks import check_threshold
from spotsigs.features import SignatureBatch
from spotsigs.methods.base import IDF_TABLE, PAGE_PARAMS, Method, Pairs, Param
from spotsigs.methods.buckets import equal_digest_pairs
from spotsigs.methods.idf import IdfTable, document_frequencies, normalized_idf, read_idf_table
from spotsigs.pagemodel import FeatureWords
from spotsigs.tokenize import TextTokens, mix64, text_word_features, word_features

# The normalized-IDF band of the public SpotSigs Java code's term filter.
DEFAULT_IDF_BAND = (0.2, 0.8)
# Two salts give two independent 64-bit lanes of the set hash.
_LANE_SALTS = (np.uint64(0x243F6A8885A308D3), np.uint64(0x13198A2E03707344))


def term_idf(features: SignatureBatch, table: IdfTable | None = None) -> np.ndarray:
    """Normalized IDF of every (document, term) entry: from ``table``, else from the batch."""
    if table is not None:
        return table.lookup(features.hashes)
    terms, df = document_frequencies(features)
    return normalized_idf(df, len(features))[np.searchsorted(terms, features.hashes)]


def digests(features: SignatureBatch, band: tuple[float, float] = DEFAULT_IDF_BAND,
            table: IdfTable | None = None) -> tuple[np.ndarray, np.ndarray]:
    """Per document, the 128-bit digest (n x 2 uint64) of its terms with IDF in ``band``
    (inclusive) and how many terms that is; a document with none gets digest 0."""
    idf = term_idf(features, table)
    kept = (idf >= band[0]) & (idf <= band[1])
    n_docs = len(features)
    entry_doc = np.repeat(np.arange(n_docs, dtype=np.int64), np.diff(features.offsets))
    docs, hashes = entry_doc[kept], features.hashes[kept]
    counts = np.bincount(docs, minlength=n_docs)
    out = np.zeros((n_docs, 2), dtype=np.uint64)
    if len(docs):
        starts = np.flatnonzero(np.diff(docs, prepend=-1))
        for lane, salt in enumerate(_LANE_SALTS):
            out[docs[starts], lane] = np.add.reduceat(mix64(hashes ^ salt), starts)
        out[:, 0] = mix64(out[:, 0] ^ counts.astype(np.uint64))
    return out, counts


def _checked_band(band: Sequence[float]) -> tuple[float, float]:
    """An IDF band as (lo, hi) with 0 <= lo <= hi <= 1; ValueError naming the parameter."""
    try:
        lo, hi = (float(x) for x in band)
    except (TypeError, ValueError):
        raise ValueError(f"idf_band must be two numbers LO HI, got {band!r}") from None
    if not 0.0 <= lo <= hi <= 1.0:
        raise ValueError(f"idf_band must satisfy 0 <= LO <= HI <= 1, got {lo} {hi}")
    return lo, hi


class IMatch(Method):
    """I-Match near-duplicates: documents whose in-band term sets are equal (similarity 1).

    ``idf_band`` = (lo, hi) keeps terms with lo <= normalized IDF <= hi, the IDF taken from
    the documents matched together, or from ``idf`` (a ``word<TAB>idf`` file). Documents with
    no term in the band match nothing. The threshold of ``pairs`` has no effect.

    >>> m = IMatch(idf_band=(0.0, 1.0), min_signatures=0)
    >>> m.pairs(m.from_texts(["a b c", "c b a b", "a b d"]), 0.5)[2].tolist()
    [1.0]
    """

    name = "imatch"
    matcher = "digest"
    PARAMS = (
        Param("idf_band", DEFAULT_IDF_BAND, "digest the distinct words with LO <= normalized "
              "IDF <= HI", kind=float, nargs=2, metavar=("LO", "HI"),
              check=_checked_band),
        IDF_TABLE,
        *PAGE_PARAMS,
    )

    def setup(self) -> None:
        self.idf = None if self.idf is None else os.fspath(self.idf)
        self._idf_table: IdfTable | None = None if self.idf is None else \
            read_idf_table(self.idf)

    def feature_words(self) -> FeatureWords:
        return FeatureWords("word", "words", "too little text for a digest (error, navigation "
                                             "or empty page?)")

    def from_token_lists(self, token_lists: Sequence[list[str]]) -> SignatureBatch:
        """Per document, its distinct word hashes with their counts (size: word count)."""
        return word_features(token_lists, 1)

    def from_texts(self, texts: Sequence[str]) -> SignatureBatch:
        """Distinct words of plain texts."""
        return text_word_features(texts, 1)

    def from_pages(self, texts: Sequence[str], languages: Sequence[str],
                   tokens: TextTokens | None = None) -> SignatureBatch:
        """Distinct words of pages, from their tokens when hashed already."""
        return text_word_features(texts if tokens is None else tokens, 1)

    @property
    def idf_table(self) -> IdfTable | None:
        """The IDF table given (``idf``); None when the IDF comes from the documents matched."""
        return self._idf_table

    def digests(self, features: SignatureBatch, table: IdfTable | None = None
                ) -> tuple[np.ndarray, np.ndarray]:
        """Digests (n x 2 uint64) and in-band term counts of a batch matched together: the
        IDF of ``table``, else of the table given, else of the batch itself."""
        return digests(features, self.idf_band, table if table is not None else self._idf_table)

    def similarity(self, features: SignatureBatch, i: int, j: int) -> float:
        """1.0 when documents ``i`` and ``j`` have equal, non-empty digests, else 0.0. The IDF
        is the batch's own unless a table was given: for two documents alone, give one."""
        digest, counts = self.digests(features)
        return float(counts[i] > 0 and bool((digest[i] == digest[j]).all()))

    def pairs_with_copy(self, features: SignatureBatch) -> np.ndarray:
        """None: a digest keeps the terms of an IDF band that, without a table given, the
        whole batch decides, so repeats are matched as any other document."""
        return np.zeros(len(features), dtype=bool)

    def pairs(self, features: SignatureBatch, threshold: float, workers: int = 1) -> Pairs:
        """Every pair (i < j) with equal digests, similarity 1.0 (one sort: ``workers`` is
        accepted for the common interface and not needed)."""
        check_threshold(threshold)
        digest, counts = self.digests(features)
        i, j = equal_digest_pairs(digest, counts > 0)
        return i, j, np.ones(len(i))
