"""Spot signatures (Theobald, Siddharth, Paepcke, SIGIR 2008), extracted for whole batches.

For every occurrence of an antecedent word, the signature is the antecedent plus a chain of
``chain_length`` non-stopwords taken every ``spot_distance`` non-stopwords after it
(notation ``a(d, c)``). A document's signatures form a multiset, stored as sorted unique
64-bit hashes with counts. By default numbers are antecedents too (``numbers``): tables and
price lists, which have hardly a stopword, then have spots of their own.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from spotsigs.antecedents import LANGUAGES, load_antecedents, page_stopwords, stopwords
from spotsigs.checks import GOLDEN
from spotsigs.features import Signature, SignatureBatch, multisets
from spotsigs.language import stopword_set
from spotsigs.methods.base import PAGE_PARAMS, SITE_TEMPLATES, JoinedMethod, Param
from spotsigs.pagemodel import FeatureWords
from spotsigs.tokenize import (
    HashSet,
    TextTokens,
    hash_token_batch,
    hash_words,
    is_number,
    mix64,
    text_tokens,
    token_spans,
)

# Defaults chosen by experiments/defaults.py as the best worst-corpus pairwise F1 over five
# corpora built differently (three syndication corpora, articles transplanted into
# trafilatura templates, Reuters-21578's own repeated stories), on main-content text, among
# the settings that keep F1 >= 0.90 at thresholds 0.3 and 0.6 (README, "Choosing the
# defaults"): stopwords, numbers as antecedents, d=1, c=2 at threshold 0.40.
DEFAULT_ANTECEDENTS = "stopwords"
DEFAULT_SPOT_DISTANCE = 1
DEFAULT_CHAIN_LENGTH = 2
# Numbers as antecedents (the first token of each): earnings and price tables ("Shr 18 cts vs
# 16 cts") have no stopwords, so without them their pages are told apart by template text
# alone (experiments/results/reuters-errors.md). "words": chain words only, as in the paper.
NUMBERS = ("antecedents", "words")
DEFAULT_NUMBERS = "antecedents"
_CHAIN_MULTIPLIER = GOLDEN


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


def number_antecedents(is_number: np.ndarray, offsets: np.ndarray) -> np.ndarray:
    """Per token, whether it starts a run of number tokens within its document: one antecedent
    per number however the tokenizer splits it ("7,800,000" is 7 800 000, a time stamp
    "2014/01/01 20:31" five tokens), so long figures and dates do not outweigh the words."""
    follows_number = np.zeros(len(is_number), dtype=bool)
    follows_number[1:] = is_number[:-1]
    starts = offsets[:-1]
    follows_number[starts[starts < len(is_number)]] = False
    return is_number & ~follows_number


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
class WordClasses:
    """The words of a page's language that anchor spots and that chains skip, as hash sets;
    None for a language with no list: every word anchors a spot and none is skipped, so a
    spot is a word and the ``c`` words after it (word shingles)."""

    antecedents: HashSet | None
    stopwords: HashSet | None

    @classmethod
    def of(cls, antecedents: frozenset[str] | None, stops: frozenset[str] | None
           ) -> WordClasses:
        def hashed(words: frozenset[str] | None) -> HashSet | None:
            return None if words is None else HashSet.of(hash_words(sorted(words)))
        return cls(hashed(antecedents), hashed(stops))

    def mark(self, token_hashes: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """(is antecedent, is stopword) of each token."""
        if self.antecedents is None:
            return np.ones(len(token_hashes), dtype=bool), np.zeros(len(token_hashes), bool)
        return self.antecedents.contains(token_hashes), self.stopwords.contains(token_hashes)


@functools.cache
def _language_classes(language: str) -> WordClasses:
    """A page language's antecedents and chain stopwords: its list (``page_stopwords``) for
    both, none when no list serves it."""
    words = stopword_set(language)
    return WordClasses(words, words)


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


class SpotSigs(JoinedMethod):
    """SpotSigs extractor: HTML or text in, multisets of spot-signature hashes out.

    >>> s = SpotSigs(antecedents={"a"}, spot_distance=1, chain_length=2)
    >>> s.signature("at a rally to kick off a weeklong campaign").size
    2
    """

    name = "spotsigs"
    PARAMS = (
        Param("antecedents", DEFAULT_ANTECEDENTS,
              "antecedent set: stopwords (the stopword list of each page's language; of -l's "
              "with -l), stopwords-LANG, small, paper, java (the paper's English sets), "
              "nltk:LANGUAGE or a file of words (# comments); LANG is one of "
              + " ".join(LANGUAGES), kind=str, flags=("-a", "--antecedents"),
              metavar="NAME|FILE", check=lambda value: value),
        Param("spot_distance", DEFAULT_SPOT_DISTANCE,
              "take every D-th non-stopword after an antecedent", low=1, high=100,
              flags=("-d", "--spot-distance"), metavar="D"),
        Param("chain_length", DEFAULT_CHAIN_LENGTH, "non-stopwords per signature chain",
              low=1, high=100, flags=("-c", "--chain-length"), metavar="C"),
        Param("numbers", DEFAULT_NUMBERS, "numbers (runs of tokens starting with a digit) "
              "are 'antecedents' too, so tables and price lists have spots, or chain 'words' "
              "only (the SpotSigs paper's setting)", kind=str, choices=NUMBERS, metavar="HOW"),
        Param("stopword_language", None, "the language of every page, instead of each page's "
              "own (identified from its text): its stopwords are the antecedents of "
              "-a stopwords and what chains skip (default for a fixed set: the language of a "
              "stopwords-LANG set, else en)", kind=str, optional=True, choices=LANGUAGES,
              flags=("-l", "--language"), metavar="LANG", check=lambda value: value),
        *PAGE_PARAMS,
        SITE_TEMPLATES,
    )

    def setup(self) -> None:
        spec = self.antecedents
        self.per_page = spec == "stopwords" and self.stopword_language is None
        self.antecedents_name = spec if isinstance(spec, str) else "custom"
        if self.per_page:  # each page's own language's list, when its language is known
            return
        words = load_antecedents(spec) if isinstance(spec, str) else \
            frozenset(w.lower() for w in spec)
        if not words:
            raise ValueError("antecedents must name at least one word")
        if spec == "stopwords":  # -l: the list a page identified in that language gets
            words = page_stopwords(self.stopword_language) or stopwords(self.stopword_language)
        self.antecedents = frozenset(words)
        named = spec if isinstance(spec, str) else ""
        code = named.removeprefix("stopwords-")
        self.chain_language = self.stopword_language or (
            code if named.startswith("stopwords-") and code in LANGUAGES else "en")
        # Chains skip stopwords; an antecedent that is no stopword may itself be a chain word.
        chain_words = self.antecedents if spec == "stopwords" else stopwords(self.chain_language)
        self._fixed = WordClasses.of(self.antecedents, chain_words)

    def page_language(self) -> str | None:
        """``-l``'s language, when given."""
        return self.stopword_language

    def page_note(self, language: str) -> str | None:
        if not self.per_page:
            return None
        if page_stopwords(language) is None:
            return (f"no stopword list for language {language}: every word anchors a spot "
                    "(word shingles)")
        return None

    def word_classes(self, language: str) -> WordClasses:
        """The antecedents and chain stopwords of a page of ``language``: the fixed set's, or
        in per-page mode its language's list (none: every word anchors, none is skipped)."""
        if not self.per_page:
            return self._fixed
        return _language_classes(language)

    def feature_words(self) -> FeatureWords:
        return FeatureWords("spot signature", "spot signatures",
                            "too little running text in the antecedents' language (error, "
                            "navigation or listing page?)")

    def _marked(self, token_hashes: np.ndarray, numbers: np.ndarray, offsets: np.ndarray,
                languages: Sequence[str] | None) -> tuple[np.ndarray, np.ndarray]:
        """Per token of a batch (documents concatenated, ``offsets``): is it an antecedent, is
        it a stopword, by its document's language (``languages``; identified when None)."""
        is_antecedent = np.zeros(len(token_hashes), dtype=bool)
        is_stopword = np.zeros(len(token_hashes), dtype=bool)
        groups = [(self._fixed, None)] if not self.per_page else [
            (_language_classes(language), np.repeat(
                np.asarray(languages) == language, np.diff(offsets)))
            for language in sorted(set(languages))]
        for classes, mask in groups:
            hashes = token_hashes if mask is None else token_hashes[mask]
            antecedent, stopword = classes.mark(hashes)
            if mask is None:
                is_antecedent, is_stopword = antecedent, stopword
            else:
                is_antecedent[mask], is_stopword[mask] = antecedent, stopword
        if self.numbers == "antecedents":
            is_antecedent |= number_antecedents(numbers, offsets)
        return is_antecedent, is_stopword

    def _classified(self, token_lists: Sequence[list[str]],
                    languages: Sequence[str] | None = None
                    ) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
        """Per token of a batch: hash, is-antecedent and is-stopword masks; document offsets."""
        vocabulary_hashes, token_index, offsets = hash_token_batch(token_lists)
        token_hashes = vocabulary_hashes[token_index]
        if self.per_page and languages is None:
            languages = self.languages_of([" ".join(tokens) for tokens in token_lists])
        is_antecedent, is_stopword = self._marked(token_hashes, is_number(token_lists),
                                                  offsets, languages)
        return token_hashes, is_antecedent, is_stopword, offsets

    def from_token_lists(self, token_lists: Sequence[list[str]]) -> SignatureBatch:
        """Signatures of already tokenized documents, in one vectorized pass."""
        token_hashes, is_antecedent, is_stopword, offsets = self._classified(token_lists)
        return spot_chains(token_hashes, is_antecedent, is_stopword, offsets,
                           self.spot_distance, self.chain_length)

    def spot_spans(self, texts: Sequence[str]) -> list[SpotSpans]:
        """Where each text's signatures sit (for highlighting them), one vectorized pass.

        Same tokens, positions and hashes as ``from_pages``: both go through
        ``spot_positions`` and ``chain_keys``, in each text's language.
        """
        located = [token_spans(t) for t in texts]
        token_hashes, is_antecedent, is_stopword, offsets = self._classified(
            [words for words, _, _ in located], self.languages_of(texts))
        spots, chains = spot_positions(is_antecedent, is_stopword, offsets, self.spot_distance,
                                       self.chain_length)
        keys = chain_keys(token_hashes, spots, chains)
        bounds = np.searchsorted(spots, offsets)
        return [SpotSpans(starts, ends, spots[lo:hi] - base, chains[lo:hi] - base, keys[lo:hi])
                for (_, starts, ends), lo, hi, base in zip(
                    located, bounds[:-1], bounds[1:], offsets[:-1])]

    def from_pages(self, texts: Sequence[str], languages: Sequence[str],
                   tokens: TextTokens | None = None) -> SignatureBatch:
        """Signatures of pages' texts in their languages, computed on the whole batch's
        characters at once without a Python string per token (or from their tokens)."""
        tokens = text_tokens(texts) if tokens is None else tokens
        is_antecedent, is_stopword = self._marked(tokens.hashes, tokens.numbers,
                                                  tokens.offsets, languages)
        return spot_chains(tokens.hashes, is_antecedent, is_stopword, tokens.offsets,
                           self.spot_distance, self.chain_length)

    def from_texts(self, texts: Sequence[str]) -> SignatureBatch:
        """Signatures of plain texts (in per-page mode, each in its identified language)."""
        tokens = text_tokens(texts)
        return self.from_pages(texts, self.languages_of(texts, tokens) if self.per_page else
                               ["und"] * len(texts), tokens)

