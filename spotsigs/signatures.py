"""Spot signatures (Theobald, Siddharth, Paepcke, SIGIR 2008), extracted for whole batches.

For every occurrence of an antecedent word, the signature is the antecedent plus a chain of
``chain_length`` non-stopwords taken every ``spot_distance`` non-stopwords after it
(notation ``a(d, c)``). A document's signatures form a multiset, stored as sorted unique
64-bit hashes with counts.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from spotsigs.antecedents import LANGUAGES, load_antecedents, stopwords
from spotsigs.html import html_to_text, looks_like_html
from spotsigs.tokenize import (
    HashSet,
    hash_text_batch,
    hash_token_batch,
    hash_words,
    mix64,
    token_spans,
)

# Fewer spot signatures than this: no natural-language text (404, navigation, listing pages).
# Defaults chosen by experiments/params.py on three seeded syndication corpora (README,
# "Choosing the defaults"): the small set with d=1, c=2 is within 0.003 F1 of the best
# setting and keys on two words, which keeps unrelated pages apart in large corpora.
DEFAULT_ANTECEDENTS = "small"
DEFAULT_SPOT_DISTANCE = 1
DEFAULT_CHAIN_LENGTH = 2
DEFAULT_MIN_SIGNATURES = 8
_CHAIN_MULTIPLIER = np.uint64(0x9E3779B97F4A7C15)
# The arrays a SignatureBatch is saved as, one ``.npy`` file each.
_ARRAYS = ("offsets", "hashes", "counts")


@dataclass(frozen=True, eq=False)
class Signature:
    """A multiset of signature hashes: sorted unique ``hashes`` (uint64) with ``counts`` (uint32)."""

    hashes: np.ndarray
    counts: np.ndarray

    @property
    def size(self) -> int:
        """Multiset size |A|: the total count."""
        return int(self.counts.sum(dtype=np.int64))

    def __len__(self) -> int:
        return self.size


@dataclass(frozen=True, eq=False)
class SignatureBatch:
    """Many multisets in CSR form: document ``k`` owns ``hashes[offsets[k]:offsets[k + 1]]``."""

    offsets: np.ndarray
    hashes: np.ndarray
    counts: np.ndarray
    sizes: np.ndarray = field(init=False)

    def __post_init__(self) -> None:
        running = np.zeros(len(self.counts) + 1, dtype=np.int64)
        np.cumsum(self.counts, out=running[1:])
        object.__setattr__(self, "sizes", running[self.offsets[1:]] - running[self.offsets[:-1]])

    def __len__(self) -> int:
        return len(self.offsets) - 1

    def __getitem__(self, k: int) -> Signature:
        lo, hi = self.offsets[k], self.offsets[k + 1]
        return Signature(self.hashes[lo:hi], self.counts[lo:hi])

    def __iter__(self) -> Iterator[Signature]:
        return (self[k] for k in range(len(self)))

    def take(self, indices: np.ndarray) -> SignatureBatch:
        """A batch of the documents at ``indices``, in that order."""
        indices = np.asarray(indices, dtype=np.int64)
        lo, hi = self.offsets[indices], self.offsets[indices + 1]
        _, entries = expand_ranges(lo, hi)
        offsets = np.zeros(len(indices) + 1, dtype=np.int64)
        np.cumsum(hi - lo, out=offsets[1:])
        return SignatureBatch(offsets, self.hashes[entries], self.counts[entries])

    @classmethod
    def from_signatures(cls, signatures: Iterable[Signature]) -> SignatureBatch:
        """Pack single signatures (or another batch) into one batch."""
        if isinstance(signatures, SignatureBatch):
            return signatures
        signatures = list(signatures)
        lengths = [len(s.hashes) for s in signatures]
        offsets = np.zeros(len(signatures) + 1, dtype=np.int64)
        np.cumsum(lengths, out=offsets[1:])
        hashes = np.concatenate([np.asarray(s.hashes, np.uint64) for s in signatures]) if \
            signatures else np.empty(0, np.uint64)
        counts = np.concatenate([np.asarray(s.counts, np.uint32) for s in signatures]) if \
            signatures else np.empty(0, np.uint32)
        return cls(offsets, hashes, counts)

    def save(self, path: str | os.PathLike) -> None:
        """Write the batch as plain numpy arrays: ``offsets.npy``, ``hashes.npy`` and
        ``counts.npy`` in the folder ``path`` (created if needed)."""
        folder = Path(path)
        folder.mkdir(parents=True, exist_ok=True)
        for name in _ARRAYS:
            np.save(folder / f"{name}.npy", getattr(self, name), allow_pickle=False)

    @classmethod
    def load(cls, path: str | os.PathLike, mmap: bool = False) -> SignatureBatch:
        """Read a batch written by ``save``; with ``mmap`` the arrays stay on disk (read-only)."""
        folder = Path(path)
        arrays = {name: np.load(folder / f"{name}.npy", mmap_mode="r" if mmap else None,
                                allow_pickle=False) for name in _ARRAYS}
        offsets, hashes, counts = arrays["offsets"], arrays["hashes"], arrays["counts"]
        if (offsets.dtype != np.int64 or hashes.dtype != np.uint64 or counts.dtype != np.uint32
                or offsets.ndim != 1 or len(offsets) < 1 or len(hashes) != len(counts)
                or offsets[0] != 0 or offsets[-1] != len(hashes)):
            raise ValueError(f"{folder} holds no SignatureBatch (bad dtypes or offsets)")
        return cls(offsets, hashes, counts)

    @classmethod
    def concatenate(cls, batches: Sequence[SignatureBatch]) -> SignatureBatch:
        """One batch holding the documents of several, in order."""
        if not batches:
            return cls.from_signatures([])
        shifts = np.cumsum([0] + [len(b.hashes) for b in batches[:-1]])
        offsets = np.concatenate(
            [np.zeros(1, np.int64)] + [b.offsets[1:] + s for b, s in zip(batches, shifts)])
        return cls(offsets, np.concatenate([b.hashes for b in batches]),
                   np.concatenate([b.counts for b in batches]))


def expand_ranges(lo: np.ndarray, hi: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """All (owner, value) with lo[owner] <= value < hi[owner], without a Python loop."""
    lengths = hi - lo
    owner = np.repeat(np.arange(len(lo), dtype=np.int64), lengths)
    starts = np.cumsum(lengths) - lengths
    value = np.arange(int(lengths.sum()), dtype=np.int64) - np.repeat(starts, lengths)
    return owner, value + lo[owner]


def multisets(doc_ids: np.ndarray, keys: np.ndarray, n_docs: int) -> SignatureBatch:
    """Group (document, key) occurrences into per-document sorted unique keys with counts."""
    order = np.lexsort((keys, doc_ids))
    doc_ids, keys = doc_ids[order], keys[order]
    starts = np.ones(len(keys), dtype=bool)
    starts[1:] = (doc_ids[1:] != doc_ids[:-1]) | (keys[1:] != keys[:-1])
    first = np.flatnonzero(starts)
    counts = np.diff(np.append(first, len(keys))).astype(np.uint32)
    offsets = np.searchsorted(doc_ids[first], np.arange(n_docs + 1), side="left")
    return SignatureBatch(offsets.astype(np.int64), keys[first], counts)


def spot_positions(is_antecedent: np.ndarray, is_stopword: np.ndarray, offsets: np.ndarray,
                   spot_distance: int, chain_length: int) -> tuple[np.ndarray, np.ndarray]:
    """Token positions of every complete spot: its antecedent (n,) and its chain words (n, c).

    Chains never cross a document boundary; a spot whose chain runs past the end of its
    document is left out. The one place that decides where a signature's words are.
    """
    n_docs = len(offsets) - 1
    doc_of_token = np.repeat(np.arange(n_docs, dtype=np.int64), np.diff(offsets))
    content = np.flatnonzero(~is_stopword)
    spots = np.flatnonzero(is_antecedent)
    # Index into `content` of the k-th chain word: first content word after the spot, then every d-th.
    first = np.searchsorted(content, spots, side="right")
    steps = np.arange(1, chain_length + 1, dtype=np.int64) * spot_distance - 1
    chain = first[:, None] + steps[None, :]
    last = chain[:, -1]
    inside = last < len(content)
    inside[inside] = doc_of_token[content[last[inside]]] == doc_of_token[spots[inside]]
    return spots[inside], content[chain[inside]].reshape(-1, chain_length)


def chain_keys(token_hashes: np.ndarray, spots: np.ndarray, chains: np.ndarray) -> np.ndarray:
    """The 64-bit signature hash of each spot: its antecedent's hash mixed with its chain's."""
    key = token_hashes[spots]
    with np.errstate(over="ignore"):
        for k in range(chains.shape[1]):
            key = mix64(key * _CHAIN_MULTIPLIER + token_hashes[chains[:, k]])
    return key


def spot_chains(token_hashes: np.ndarray, is_antecedent: np.ndarray, is_stopword: np.ndarray,
                offsets: np.ndarray, spot_distance: int, chain_length: int) -> SignatureBatch:
    """Spot signatures of a batch of token streams given as hashes and word-class masks.

    Chains never cross a document boundary; a spot whose chain runs past the end of its
    document gives no signature.
    """
    n_docs = len(offsets) - 1
    spots, chains = spot_positions(is_antecedent, is_stopword, offsets, spot_distance,
                                   chain_length)
    doc_of_spot = np.searchsorted(offsets, spots, side="right") - 1
    return multisets(doc_of_spot, chain_keys(token_hashes, spots, chains), n_docs)


@dataclass(frozen=True, eq=False)
class SpotSpans:
    """Where a text's spot signatures sit: each token's character span in the text, and per
    signature its antecedent's token index, its chain words' token indices and its hash."""

    token_starts: np.ndarray
    token_ends: np.ndarray
    antecedents: np.ndarray
    chains: np.ndarray
    hashes: np.ndarray

    def signature(self) -> Signature:
        """The multiset these spots form (equal to ``SpotSigs.signature`` of the text)."""
        hashes, counts = np.unique(self.hashes, return_counts=True)
        return Signature(hashes.astype(np.uint64), counts.astype(np.uint32))


class SpotSigs:
    """SpotSigs extractor: HTML or text in, multisets of spot-signature hashes out.

    >>> s = SpotSigs(antecedents={"a"}, spot_distance=1, chain_length=2)
    >>> s.signature("at a rally to kick off a weeklong campaign").size
    2
    """

    method = "spotsigs"

    def __init__(self, antecedents: str | Iterable[str] = DEFAULT_ANTECEDENTS,
                 spot_distance: int = DEFAULT_SPOT_DISTANCE,
                 chain_length: int = DEFAULT_CHAIN_LENGTH, stopword_language: str | None = None,
                 min_signatures: int = DEFAULT_MIN_SIGNATURES) -> None:
        for name, value, low in (("spot_distance", spot_distance, 1),
                                 ("chain_length", chain_length, 1),
                                 ("min_signatures", min_signatures, 0)):
            if isinstance(value, bool) or not isinstance(value, (int, np.integer)) or value < low:
                raise ValueError(f"{name} must be an integer >= {low}, got {value!r}")
        if spot_distance > 100 or chain_length > 100:
            raise ValueError("spot_distance and chain_length must be at most 100")
        words = load_antecedents(antecedents) if isinstance(antecedents, str) else \
            frozenset(w.lower() for w in antecedents)
        if not words:
            raise ValueError("antecedents must name at least one word")
        self.antecedents = frozenset(words)
        self.antecedents_name = antecedents if isinstance(antecedents, str) else "custom"
        self.spot_distance = int(spot_distance)
        self.chain_length = int(chain_length)
        if stopword_language is None:  # a stopwords-<lang> set implies its language
            named = antecedents if isinstance(antecedents, str) else ""
            code = named.removeprefix("stopwords-")
            stopword_language = code if named.startswith("stopwords-") and code in LANGUAGES \
                else "en"
        self.stopword_language = stopword_language
        self.min_signatures = int(min_signatures)
        # Chains skip stopwords; an antecedent that is no stopword may itself be a chain word.
        self._stopword_hashes = np.unique(hash_words(sorted(stopwords(stopword_language))))
        self._antecedent_hashes = np.unique(hash_words(sorted(self.antecedents)))
        self._stopword_set = HashSet.of(self._stopword_hashes)
        self._antecedent_set = HashSet.of(self._antecedent_hashes)

    def params(self) -> dict:
        """The parameters that determine the signatures (stored with indexes and outputs)."""
        return {"method": "spotsigs", "antecedents": sorted(self.antecedents),
                "spot_distance": self.spot_distance, "chain_length": self.chain_length,
                "stopword_language": self.stopword_language,
                "min_signatures": self.min_signatures}

    def _classified(self, token_lists: Sequence[list[str]]
                    ) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
        """Per token of a batch: hash, is-antecedent and is-stopword masks; document offsets."""
        vocabulary_hashes, token_index, offsets = hash_token_batch(token_lists)
        is_stopword = np.isin(vocabulary_hashes, self._stopword_hashes)[token_index]
        is_antecedent = np.isin(vocabulary_hashes, self._antecedent_hashes)[token_index]
        return vocabulary_hashes[token_index], is_antecedent, is_stopword, offsets

    def from_token_lists(self, token_lists: Sequence[list[str]]) -> SignatureBatch:
        """Signatures of already tokenized documents, in one vectorized pass."""
        token_hashes, is_antecedent, is_stopword, offsets = self._classified(token_lists)
        return spot_chains(token_hashes, is_antecedent, is_stopword, offsets,
                           self.spot_distance, self.chain_length)

    def spot_spans(self, texts: Sequence[str]) -> list[SpotSpans]:
        """Where each text's signatures sit (for highlighting them), one vectorized pass.

        Same tokens, positions and hashes as ``from_texts``: both go through ``spot_positions``
        and ``chain_keys``.
        """
        located = [token_spans(t) for t in texts]
        token_hashes, is_antecedent, is_stopword, offsets = self._classified(
            [words for words, _, _ in located])
        spots, chains = spot_positions(is_antecedent, is_stopword, offsets, self.spot_distance,
                                       self.chain_length)
        keys = chain_keys(token_hashes, spots, chains)
        bounds = np.searchsorted(spots, offsets)
        return [SpotSpans(starts, ends, spots[lo:hi] - base, chains[lo:hi] - base, keys[lo:hi])
                for (_, starts, ends), lo, hi, base in zip(
                    located, bounds[:-1], bounds[1:], offsets[:-1])]

    def from_texts(self, texts: Sequence[str]) -> SignatureBatch:
        """Signatures of plain texts: ``from_token_lists`` of their ``tokens``, computed on the
        whole batch's characters at once without a Python string per token."""
        token_hashes, offsets = hash_text_batch(texts)
        is_stopword = self._stopword_set.contains(token_hashes)
        is_antecedent = self._antecedent_set.contains(token_hashes)
        return spot_chains(token_hashes, is_antecedent, is_stopword, offsets,
                           self.spot_distance, self.chain_length)

    def pairs(self, features: SignatureBatch, threshold: float, workers: int = 1
              ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """Every pair (i < j) with multiset Jaccard >= threshold, exactly, on ``workers``
        threads."""
        from spotsigs.index import all_pairs

        return all_pairs(features, threshold, workers)

    def signatures(self, documents: Iterable[bytes | str]) -> SignatureBatch:
        """Signatures of many documents (HTML bytes, HTML strings or plain text)."""
        return self.from_texts([as_text(d) for d in documents])

    def signature(self, document: bytes | str) -> Signature:
        """Signature of one document (HTML bytes, HTML string or plain text)."""
        return self.signatures([document])[0]


def as_text(document: bytes | str) -> str:
    """Plain text of a document: bytes and markup go through the HTML stage, text passes."""
    if isinstance(document, bytes) or looks_like_html(document):
        return html_to_text(document)
    return document
