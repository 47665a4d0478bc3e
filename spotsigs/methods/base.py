"""The method contract: what every near-duplicate method declares and implements.

A method declares its parameters (``PARAMS``: name, type, range, default, help); validation,
``params()``, the command-line options and the engines' choices all derive from them. It turns
texts into a batch of features (``from_texts``), compares two of them (``similarity``), finds
every pair at a threshold (``pairs``), and names its features for the page model, which alone
decides whether a page is synthetic.
"""

from __future__ import annotations

import os
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

import numpy as np

from spotsigs.content import SHORT_PAGE_WORDS, page_text
from spotsigs.features import SignatureBatch
from spotsigs.join import all_pairs, jaccard, linking_pairs, pair_parts
from spotsigs.language import page_languages
from spotsigs.pagemodel import (
    DEFAULT_MIN_SIGNATURES,
    DEFAULT_MIN_WORDS,
    DEFAULT_RULES,
    RULES,
    FeatureWords,
    PageFacts,
    check_rules,
    synthetic_reason,
)
from spotsigs.templates import TEMPLATE_MIN_PAGES, TEMPLATE_SHARE
from spotsigs.tokenize import TextTokens, text_tokens

Pairs = tuple[np.ndarray, np.ndarray, np.ndarray]
"""``(i, j, similarity)``: indices i < j into a batch, sorted by (i, j)."""


@dataclass(frozen=True)
class Param:
    """One declared parameter: its checks, its default, its help and its command-line option.

    ``kind`` is int, float or str (str values are checked by the method itself); ``optional``
    lets None through (it means "the method chooses"); ``flags`` are the option spellings
    (default ``--name-with-dashes``); methods that declare the same flag share one option.
    """

    name: str
    default: Any
    help: str
    kind: type = int
    low: float | None = None
    high: float | None = None
    optional: bool = False
    nargs: int | None = None
    choices: tuple[str, ...] | None = None
    flags: tuple[str, ...] = ()
    metavar: str | tuple[str, ...] | None = None
    label: str | None = None
    check: Callable[[Any], Any] | None = None

    @property
    def options(self) -> tuple[str, ...]:
        """The command-line spellings of the parameter."""
        return self.flags or ("--" + self.name.replace("_", "-"),)

    @property
    def dest(self) -> str:
        """The attribute that argparse stores the option under."""
        return next(f for f in self.options if f.startswith("--"))[2:].replace("-", "_")

    def validated(self, value: Any) -> Any:
        """``value`` checked against the declaration; ValueError naming the parameter."""
        if value is None and self.optional:
            return None
        if self.check is not None:
            return self.check(value)
        label = self.label or self.name
        if self.kind is int:
            if isinstance(value, bool) or not isinstance(value, (int, np.integer)) \
                    or (self.low is not None and value < self.low) \
                    or (self.high is not None and value > self.high):
                raise ValueError(f"{label} must be an integer {self.allowed()}, got {value!r}")
            return int(value)
        if self.kind is bool:
            if not isinstance(value, (bool, np.bool_)):
                raise ValueError(f"{label} must be true or false, got {value!r}")
            return bool(value)
        if self.kind is float:
            if isinstance(value, bool) or not isinstance(value, (int, float, np.number)) \
                    or (self.low is not None and value < self.low) \
                    or (self.high is not None and value > self.high):
                raise ValueError(f"{label} must be a number {self.allowed()}, got {value!r}")
            return float(value)
        if self.choices is not None and value not in self.choices:
            raise ValueError(f"{label} must be one of {', '.join(self.choices)}, got {value!r}")
        return value

    def allowed(self) -> str:
        """The allowed range in words: ``>= 1`` or ``in [0, 32]``."""
        low, high = _number(self.low), _number(self.high)
        if self.high is None:
            return f">= {low}" if self.low is not None else "(any)"
        return f"in [{low}, {high}]" if self.low is not None else f"<= {high}"


def _number(value: float | None) -> str:
    """A bound as written: integers without a decimal point."""
    return str(int(value)) if value is not None and float(value).is_integer() else f"{value}"


MIN_SIGNATURES = Param(
    "min_signatures", DEFAULT_MIN_SIGNATURES, "pages with fewer features (spot signatures, "
    "shingles, words) than N are flagged synthetic (rule features)", low=0, metavar="N")
"""The page model's size rule, declared by every method."""
PAGE_PARAMS = (
    Param("whole_page", False, "take features from the whole page text, menus and all (the "
          "SpotSigs paper's setting; default: the page's main content only)", kind=bool),
    MIN_SIGNATURES,
    Param("min_words", DEFAULT_MIN_WORDS, "pages with fewer words of main content than N, "
          f"on a page of fewer than {SHORT_PAGE_WORDS} words, are flagged synthetic (rule "
          "words)", low=0, metavar="N"),
    Param("synthetic", DEFAULT_RULES, "the rules that flag synthetic pages, comma-separated, "
          f"from {','.join(RULES)} ('' turns them all off)", kind=str, metavar="RULES",
          check=check_rules),
)
"""The page model's parameters, declared by every method: where the text comes from, and
which rules with which bounds flag a page synthetic."""
SITE_TEMPLATES = Param(
    "template_share", TEMPLATE_SHARE, "leave out the features that at least this share of "
    f"a host's pages hold, on hosts with at least {TEMPLATE_MIN_PAGES} pages in the run: its "
    "template (0 keeps them; pages without a URL are never touched)", kind=float, low=0,
    high=1, metavar="S")
"""Site templates (``spotsigs.templates``), declared by the methods whose features are sets
the engines can filter after extraction (SpotSigs, shingles)."""
IDF_TABLE = Param(
    "idf", None, "normalized IDF of words from FILE ('word idf' lines, as "
    "written by 'spotsigs idf'): simhash weighs words by tf-idf (default: tf alone), imatch "
    "filters by it (default: IDF over the documents clustered)", kind=str, optional=True,
    metavar="FILE", check=lambda value: value)
"""A table of normalized IDF, declared by simhash and I-Match alike."""
DEFAULT_SHINGLE_SIZE = 3
MAX_SHINGLE_SIZE = 100
SHINGLE_SIZE = Param("k", DEFAULT_SHINGLE_SIZE, "words per shingle", low=1,
                     high=MAX_SHINGLE_SIZE, flags=("--shingle-size", "--shingle"),
                     metavar="K", label="k (shingle size)")
"""Words per shingle, declared by shingles and MinHash alike."""


def shingle_words(k: int) -> FeatureWords:
    """How shingles of ``k`` words are named in a reason (shingles and MinHash)."""
    return FeatureWords(f"shingle of {k} words", f"shingles of {k} words",
                        "too little running text (error, navigation or listing page?)")


def plain(value: Any) -> Any:
    """A parameter value as JSON has it: sets sorted into lists, tuples as lists, paths as str."""
    if isinstance(value, (set, frozenset)):
        return sorted(value)
    if isinstance(value, tuple):
        return list(value)
    if isinstance(value, os.PathLike):
        return os.fspath(value)
    return value


class Method(ABC):
    """A near-duplicate method: declared parameters, features of texts, their similarity, the
    pairs at a threshold. Construct with parameters by name (checked at once)."""

    name: ClassVar[str]
    """The method's name on the command line and in ``params()``."""
    PARAMS: ClassVar[tuple[Param, ...]]
    """The declared parameters, in ``params()`` order."""
    matcher: ClassVar[str] = "join"
    """How ``pairs`` finds pairs: ``join`` (the exact length-partitioned set join, which the
    Dask engine splits by length), ``lsh``, ``hamming`` or ``digest`` (the method's own)."""
    exact: ClassVar[bool] = True
    """Whether ``pairs`` returns exactly the pairs whose ``similarity`` meets the threshold."""
    template_share: float = 0.0
    """Site templates' share (``SITE_TEMPLATES``); 0 for methods whose features are not sets
    the engines can filter after extraction (sketches, fingerprints, digests)."""

    def __init__(self, **params: Any) -> None:
        declared = {p.name: p for p in self.PARAMS}
        unknown = sorted(set(params) - declared.keys())
        if unknown:
            raise TypeError(f"{self.name} has no parameter {', '.join(unknown)} (it has "
                            f"{', '.join(declared)})")
        for param in self.PARAMS:
            setattr(self, param.name, param.validated(params.get(param.name, param.default)))
        self.setup()

    def setup(self) -> None:
        """Checks across parameters and tables derived from them (after each was checked)."""

    def params(self) -> dict:
        """The parameters that determine the features and pairs (stored with indexes and
        outputs; ``make_method(**params)`` rebuilds the method)."""
        return {"method": self.name, **{p.name: plain(getattr(self, p.name))
                                        for p in self.PARAMS}}

    @abstractmethod
    def from_texts(self, texts: Sequence[str]) -> Any:
        """Features of plain texts, one batch in input order (``sizes``, ``take``,
        ``concatenate``, ``[k]``)."""

    def from_token_lists(self, token_lists: Sequence[list[str]]) -> Any:
        """Features of already tokenized documents (tokens joined by spaces tokenize back to
        themselves)."""
        return self.from_texts([" ".join(tokens) for tokens in token_lists])

    def from_pages(self, texts: Sequence[str], languages: Sequence[str],
                   tokens: TextTokens | None = None) -> Any:
        """Features of pages' texts whose languages are known (an ISO 639-1 code each, ``und``
        when unknown), from their ``tokens`` when hashed already: ``from_texts``, unless the
        method's features depend on the language or it reads the tokens given."""
        return self.from_texts(texts)

    def page_language(self) -> str | None:
        """The language every page is taken to be in, when the parameters say so (None: each
        page's own, identified from its text)."""
        return None

    def languages_of(self, texts: Sequence[str], tokens: TextTokens | None = None,
                     titles: Sequence[str] | None = None) -> list[str]:
        """The language of each text: ``page_language`` or, by default, identified (from its
        text and its ``tokens``: ``language.page_languages``)."""
        forced = self.page_language()
        if forced:
            return [forced] * len(texts)
        return page_languages(texts, tokens if tokens is not None else text_tokens(texts),
                              titles)

    def page_note(self, language: str) -> str | None:
        """What a page of ``language`` should tell in its reason about its features (how the
        method read a language it has no word list for), or None."""
        return None

    @abstractmethod
    def similarity(self, features: Any, i: int, j: int) -> float:
        """Similarity in [0, 1] of documents ``i`` and ``j`` of a batch (symmetric)."""

    @abstractmethod
    def pairs(self, features: Any, threshold: float, workers: int = 1) -> Pairs:
        """Every pair (i < j) of a batch at or above ``threshold``, on ``workers`` threads
        where the method can use them (the result never depends on their number)."""

    def pair_parts(self, features: Any, threshold: float, workers: int = 1
                   ) -> Iterator[Pairs]:
        """The pairs of ``pairs`` in parts as the method finds them (each part's i < j,
        unsorted; no pair in two), so that a caller can keep them in bounded memory
        (``--pairs``). By default one part: all of them."""
        yield self.pairs(features, threshold, workers)

    def linking_pairs(self, features: Any, threshold: float, workers: int = 1,
                      linkable: np.ndarray | None = None) -> Pairs:
        """Pairs of ``pairs`` whose connected components are those of all of them, as few
        as the method can, the pairs of documents not ``linkable`` all kept: what clusters
        need when nobody asked for the pairs. By default every pair."""
        return self.pairs(features, threshold, workers)

    def pairs_with_copy(self, features: Any) -> np.ndarray:
        """Per document, whether ``pairs`` would pair it with an exact copy of itself (at
        similarity 1.0, whatever the threshold): the documents whose exact repeats are joined
        once (``spotsigs.repeats``). By default those with a non-empty feature set; a method
        whose pairs depend on more than each pair's own features (I-Match's IDF comes from
        the whole batch) says none."""
        return np.asarray(features.sizes) > 0

    @abstractmethod
    def feature_words(self) -> FeatureWords:
        """How the page model names this method's features in a reason."""

    def synthetic_reason(self, page: PageFacts) -> str | None:
        """Why ``page`` is synthetic (None when it is not): the page model's decision."""
        return synthetic_reason(page, self.min_signatures, self.feature_words(),
                                self.synthetic, self.min_words)

    def signatures(self, documents: Iterable[bytes | str]) -> Any:
        """Features of documents (HTML bytes, HTML strings or plain text): of the main content
        of a page, or of all its text with ``whole_page``, in the page's language."""
        texts = [page_text(d, self.whole_page) for d in documents]
        return self.from_pages(texts, self.languages_of(texts))

    def signature(self, document: bytes | str) -> Any:
        """Features of one document (HTML bytes, HTML string or plain text)."""
        return self.signatures([document])[0]


class JoinedMethod(Method):
    """A method whose features are (multi)sets that the exact join pairs (``spotsigs.join``):
    SpotSigs' spot signatures and shingling's shingles. Subclasses give the features."""

    def similarity(self, features: SignatureBatch, i: int, j: int) -> float:
        """(Multiset) Jaccard of the features of documents ``i`` and ``j``."""
        return jaccard(features[i], features[j])

    def pairs(self, features: SignatureBatch, threshold: float, workers: int = 1) -> Pairs:
        """Every pair (i < j) with (multiset) Jaccard >= threshold, exactly, on ``workers``
        threads."""
        return all_pairs(features, threshold, workers)

    def pair_parts(self, features: SignatureBatch, threshold: float, workers: int = 1
                   ) -> Iterator[Pairs]:
        """The join's pairs part by part, as it verifies them (``join.pair_parts``)."""
        return pair_parts(features, threshold, workers)

    def linking_pairs(self, features: SignatureBatch, threshold: float, workers: int = 1,
                      linkable: np.ndarray | None = None) -> Pairs:
        """Pairs enough for the clusters: none inside a family already linked
        (``join.linking_pairs``)."""
        return linking_pairs(features, threshold, workers, linkable)
