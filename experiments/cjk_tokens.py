"""Tokens for scripts without spaces (issue 24): one token per character or a segmenter's words.

Chinese, Japanese and Thai have no spaces, so today's tokenizer (``spotsigs.tokenize``, letters
and digits between non-word characters) makes a whole clause one token. This script measures,
without changing the package, which tokens serve near-duplicate detection there: each page's
main content is extracted once (``spotsigs.pages.document_page``), NFKC-normalized (format
characters dropped, combining marks kept inside words, lower-cased: the tokenizer the package
is getting) and cut into tokens by

- ``words``: today's tokens (``spotsigs.tokenize.tokens`` of the text as extracted): the
  baseline;
- ``chars``: one token per Han, kana, Thai, Lao, Khmer or Myanmar character (with its
  combining marks), other words whole; for Korean, Hangul syllables too (``ko`` only);
- a segmenter's words: jieba and rjieba (jieba-rs) for Chinese, MeCab (fugashi with
  unidic-lite) and Sudachi (sudachipy, small dictionary, short units) for Japanese, pythainlp
  (newmm) and nlpo3 (newmm in Rust, pythainlp's word list) for Thai, ICU's dictionary word
  breaks (pyicu-wheels) for all three; Kiwi (kiwipiepy) for Korean morphemes;
- Korean ``spaced``: words between spaces (eojeols), and ``particles``: the longest particle of
  ``ko-particles.txt`` split off each eojeol's end as a token of its own;

and clustered per language (the gold ``lang``) with SpotSigs, shingles and MinHash fed the
token lists (``Method.from_token_lists``). SpotSigs takes the tokenization's own antecedents,
which its chains also skip: the function characters (``zh-characters.txt``, ``ja-characters``,
the one-character entries of ``th.txt`` and, for Korean characters, of ``ko.txt`` and the
particles) for characters, the word lists (``zh.txt``, ``ja.txt``, ``th.txt``, ``ko.txt`` and
the particles) for words; today's tokens also get the default (English) antecedents. Every
method runs at its defaults and over a small grid (thresholds 0.3-0.6, SpotSigs d=1..3 and
c=1..4, shingle sizes 2-8), tuned on the first corpus and checked on the second at the tuned
setting. Pages the page model flags (error pages) are left out as the engines leave them out,
and set features lose their site's template (``spotsigs.templates``) as in a run; the soft-404
rule, a rule of the whole run, is not applied.

A mixed run over all pages of each corpus, every language together with character tokens
for the unspaced scripts, asks which shingle size serves all languages at once (one
tokenization, one k). Speed: CPU seconds per page of each tokenization of the pages'
main-content texts, as a ratio to ``spotsigs.content.read_document`` of the same pages in the
same run (best of ``--rounds``); memory, start-up time and files written or network reached by
each segmenter in a fresh interpreter; installed size of each package.

    pip install jieba rjieba fugashi unidic-lite sudachipy sudachidict-small pythainlp \\
        nlpo3 pyicu-wheels kiwipiepy
    python experiments/cjk_tokens.py ../corpora/out/ml \
        --sentences language-testdata/sentences

``--sentences`` adds a synthetic check for Thai, which has one page in the corpora: texts of
real sentences with lightly edited copies, from lingua-py's test data (Leipzig Wortschatz web
corpora; ``git --git-dir <lingua-py snapshot> archive HEAD language-testdata | tar -x``).

Writes ``experiments/results/cjk-tokens.md``: the tables, then the findings written by hand
under ``NOTES``, which a new run keeps.
"""

from __future__ import annotations

import argparse
import functools
import itertools
import json
import os
import re
import subprocess
import sys
import tempfile
import time
import unicodedata
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from langid import NETWORK_EVENTS, installed_mb

from spotsigs.antecedents import extra_list, stopwords
from spotsigs.checks import DEFAULT_THRESHOLD
from spotsigs.cluster import connected_clusters
from spotsigs.content import read_document
from spotsigs.evaluate import evaluate
from spotsigs.methods import MinHash, Shingles, SpotSigs
from spotsigs.methods.base import DEFAULT_SHINGLE_SIZE
from spotsigs.methods.spotsigs import DEFAULT_CHAIN_LENGTH, DEFAULT_SPOT_DISTANCE
from spotsigs.pages import document_page, page_facts
from spotsigs.readers import read_documents
from spotsigs.soft404 import url_keys
from spotsigs.templates import site_templates
from spotsigs.tokenize import HashSet, hash_words, tokens

CORPORA = ("ml-transplant-1", "ml-syndication-2")
"""Tuned on the first, checked on the second (a different recipe and seed)."""
LANGUAGES = ("zh", "ja", "ko", "th")
THRESHOLDS = (0.3, 0.4, 0.5, 0.6)
DISTANCES = (1, 2, 3)
CHAINS = (1, 2, 3, 4)
SHINGLE_SIZES = (2, 3, 4, 5, 6, 7, 8)
MIXED_SIZES = (3, 4, 5, 6, 7, 8)
MIN_PAIRS = 40
"""Languages with at least this many gold pairs carry the issue's targets."""

# ----------------------------------------------------------------------------- tokens

UNSPACED = ("\u0e00-\u0eff"  # Thai, Lao
            "\u1000-\u109f\ua9e0-\ua9ff\uaa60-\uaa7f"  # Myanmar
            "\u1780-\u17ff\u19e0-\u19ff"  # Khmer
            "\u3005-\u3007\u3040-\u30ff\u31f0-\u31ff"  # 々〆〇, kana
            "\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\U00020000-\U0003134f")  # Han
"""Scripts written without spaces between words: one token per character at character level."""
HANGUL = "\u1100-\u11ff\u3130-\u318f\uac00-\ud7af"


def _class_of(category: str) -> str:
    """A regex character class body of every code point whose Unicode category starts with
    ``category``, as ranges."""
    ranges, start = [], None
    for code in range(0x110001):
        inside = code < 0x110000 and unicodedata.category(chr(code)).startswith(category)
        if inside and start is None:
            start = code
        elif not inside and start is not None:
            ranges.append(f"{re.escape(chr(start))}-{re.escape(chr(code - 1))}")
            start = None
    return "".join(ranges)


MARKS = _class_of("M")
WORD_TOKEN = re.compile(f"(?:[^\\W_]|[{MARKS}])+")
"""A word: letters and digits with the combining marks among them (Thai, Devanagari)."""
CHAR_TOKEN = re.compile(f"[{UNSPACED}][{MARKS}]*|(?:[^\\W_{UNSPACED}]|[{MARKS}])+")
"""One token per unspaced character (with its marks), other words whole."""
SYLLABLE_TOKEN = re.compile(
    f"[{UNSPACED}{HANGUL}][{MARKS}]*|(?:[^\\W_{UNSPACED}{HANGUL}]|[{MARKS}])+")
"""As ``CHAR_TOKEN``, Hangul syllables one token each too."""
FORMAT = dict.fromkeys(ord(c) for c in map(chr, range(0x110000))
                       if unicodedata.category(c) == "Cf")


def prepared(text: str) -> str:
    """NFKC, format characters (zero-width joiners, soft hyphens, marks of direction) dropped,
    lower-cased: what the package's coming tokenizer reads."""
    return unicodedata.normalize("NFKC", text).translate(FORMAT).lower()


def word_tokens(text: str) -> list[str]:
    """Words between non-word characters, combining marks kept inside them."""
    return WORD_TOKEN.findall(prepared(text))


def character_tokens(text: str) -> list[str]:
    """One token per unspaced character, other words whole."""
    return CHAR_TOKEN.findall(prepared(text))


def syllable_tokens(text: str) -> list[str]:
    """``character_tokens`` with every Hangul syllable a token too."""
    return SYLLABLE_TOKEN.findall(prepared(text))


def segmented(cut: Callable[[str], Iterable[str]]) -> Callable[[str], list[str]]:
    """Tokens of a segmenter: its words of each line, cut again into ``WORD_TOKEN``s (which
    drops punctuation and spaces, and splits a 'word' the segmenter glued over a symbol)."""
    def split(text: str) -> list[str]:
        out: list[str] = []
        for line in prepared(text).split("\n"):
            if line.strip():
                for piece in cut(line):
                    out.extend(WORD_TOKEN.findall(piece))
        return out
    return split


def _pieces(line: str, size: int = 4000) -> Iterator[str]:
    """A line in pieces of at most ``size`` characters, for segmenters that cap their input."""
    return (line[k:k + size] for k in range(0, len(line), size))


def _jieba() -> Callable[[str], Iterable[str]]:
    import logging

    import jieba

    jieba.setLogLevel(logging.WARNING)
    jieba.initialize()
    return jieba.lcut


def _rjieba() -> Callable[[str], Iterable[str]]:
    import rjieba

    return rjieba.cut


def _mecab() -> Callable[[str], Iterable[str]]:
    import fugashi  # with unidic-lite, its default dictionary

    tagger = fugashi.Tagger()
    return lambda line: [word.surface for word in tagger(line)]


def _sudachi() -> Callable[[str], Iterable[str]]:
    from sudachipy import Dictionary, SplitMode

    tokenizer = Dictionary(dict="small").tokenizer(mode=SplitMode.A)
    return lambda line: [m.surface() for piece in _pieces(line)
                         for m in tokenizer.tokenize(piece)]


def _pythainlp() -> Callable[[str], Iterable[str]]:
    from pythainlp.tokenize import word_tokenize

    return lambda line: word_tokenize(line, engine="newmm", keep_whitespace=False)


def _nlpo3() -> Callable[[str], Iterable[str]]:
    import nlpo3
    import pythainlp

    nlpo3.load_dict(str(Path(pythainlp.__file__).parent / "corpus" / "words_th.txt"), "th")
    return lambda line: nlpo3.segment(line, "th")


def _icu() -> Callable[[str], Iterable[str]]:
    import icu

    breaks = icu.BreakIterator.createWordInstance(icu.Locale.getRoot())

    def cut(line: str) -> list[str]:
        breaks.setText(line)
        units = line.encode("utf-16-le")  # ICU's offsets count UTF-16 units
        bounds = [0, *breaks]
        return [units[2 * a:2 * b].decode("utf-16-le") for a, b in itertools.pairwise(bounds)]
    return cut


def _kiwi() -> Callable[[str], Iterable[str]]:
    from kiwipiepy import Kiwi

    kiwi = Kiwi()
    return lambda line: [token.form for token in kiwi.tokenize(line)]


@functools.cache
def _particles_longest_first() -> tuple[str, ...]:
    return tuple(sorted(extra_list("ko-particles"), key=len, reverse=True))


def particle_tokens(text: str) -> list[str]:
    """Korean words with the longest listed particle split off each one's end (when something
    is left before it): ``정부는`` -> ``정부``, ``는``."""
    out: list[str] = []
    for word in word_tokens(text):
        particle = next((p for p in _particles_longest_first()
                         if word.endswith(p) and len(word) > len(p)), None)
        out.extend((word[:-len(particle)], particle) if particle else (word,))
    return out


def one_character(words: Iterable[str]) -> frozenset[str]:
    """The entries of a list that are one character with its combining marks."""
    return frozenset(w for w in words if len(CHAR_TOKEN.findall(w)) == 1
                     and len(re.sub(f"[{MARKS}]", "", w)) == 1)


def character_list(lang: str) -> frozenset[str]:
    """Function characters of a language, for character tokens."""
    if lang in ("zh", "ja"):
        return extra_list(f"{lang}-characters")
    if lang == "ko":
        return one_character(stopwords("ko") | extra_list("ko-particles"))
    return one_character(stopwords(lang))


def word_list(lang: str) -> frozenset[str]:
    """Function words of a language, for a segmenter's words (Korean: with its particles)."""
    return stopwords(lang) | (extra_list("ko-particles") if lang == "ko" else frozenset())


@dataclass(frozen=True)
class Tokenization:
    """One way to cut a page's text into tokens: for which languages, with which antecedents
    (which the chains also skip), through which packages."""

    name: str
    languages: tuple[str, ...]
    make: Callable[[], Callable[[str], list[str]]]
    """Builds the tokenizer (loading a segmenter's dictionary happens here, once)."""
    antecedents: Callable[[str], frozenset[str]]
    packages: tuple[str, ...] = ()
    note: str = ""

    @functools.cached_property
    def split(self) -> Callable[[str], list[str]]:
        return self.make()


TOKENIZATIONS = (
    Tokenization("words", LANGUAGES, lambda: tokens, stopwords,
                 note="today's tokens: letters and digits between other characters"),
    Tokenization("chars", ("zh", "ja", "th"), lambda: character_tokens, character_list,
                 note="one token per Han, kana, Thai character (with its marks)"),
    Tokenization("chars", ("ko",), lambda: syllable_tokens, character_list,
                 note="one token per Hangul syllable"),
    Tokenization("spaced", ("ko",), lambda: word_tokens, word_list,
                 note="words between spaces, NFKC, marks kept"),
    Tokenization("particles", ("ko",), lambda: particle_tokens, word_list,
                 note="eojeols with their final particle split off"),
    Tokenization("jieba", ("zh",), lambda: segmented(_jieba()), word_list, ("jieba",)),
    Tokenization("rjieba", ("zh",), lambda: segmented(_rjieba()), word_list, ("rjieba",)),
    Tokenization("mecab", ("ja",), lambda: segmented(_mecab()), word_list,
                 ("fugashi", "unidic-lite")),
    Tokenization("sudachi", ("ja",), lambda: segmented(_sudachi()), word_list,
                 ("sudachipy", "sudachidict-small")),
    Tokenization("pythainlp", ("th",), lambda: segmented(_pythainlp()), word_list,
                 ("pythainlp",)),
    Tokenization("nlpo3", ("th",), lambda: segmented(_nlpo3()), word_list,
                 ("nlpo3", "pythainlp")),
    Tokenization("icu", ("zh", "ja", "th"), lambda: segmented(_icu()), word_list,
                 ("pyicu-wheels",)),
    Tokenization("kiwi", ("ko",), lambda: segmented(_kiwi()), word_list,
                 ("kiwipiepy", "kiwipiepy-model")),
)
SAMPLES = {
    "zh": "国务院今天在北京召开常务会议，研究部署进一步促进消费的政策措施。",
    "ja": "政府は今日、東京で新しい経済対策を発表し、消費の回復を目指すと述べた。",
    "ko": "정부는 오늘 서울에서 새로운 경제 대책을 발표했다.",
    "th": "รัฐบาลประกาศมาตรการเศรษฐกิจใหม่ในกรุงเทพฯ เมื่อวันนี้",
}
"""One sentence per language (written for this script) for the start-up probes."""


def tokenizations(lang: str) -> list[Tokenization]:
    """The tokenizations measured on a language, ``words`` first."""
    return [t for t in TOKENIZATIONS if lang in t.languages]


def installed(tokenization: Tokenization) -> bool:
    """Whether a tokenization's packages are installed here."""
    try:
        for package in tokenization.packages:
            metadata.distribution(package)
    except metadata.PackageNotFoundError:
        return False
    return True


# ----------------------------------------------------------------------------- pages


@dataclass(frozen=True, eq=False)
class Pages:
    """Pages of a corpus: ids, main-content texts, gold clusters and languages, whether the
    page model lets each into matching, each one's host key (site templates) and raw page."""

    ids: list[str]
    texts: list[str]
    gold: list[str]
    lang: list[str]
    included: np.ndarray
    hosts: np.ndarray | None
    """Host keys (None: unknown, no site templates)."""
    raw: list[tuple[bytes | str, str | None, bool]]
    """What ``read_document`` reads: content, HTTP charset, plain text or not."""

    def of(self, lang: str) -> Pages:
        """The pages of one gold language."""
        keep = [k for k, value in enumerate(self.lang) if value == lang]
        return Pages([self.ids[k] for k in keep], [self.texts[k] for k in keep],
                     [self.gold[k] for k in keep], [lang] * len(keep), self.included[keep],
                     self.hosts[keep], [self.raw[k] for k in keep])

    def gold_pairs(self) -> int:
        _, counts = np.unique(self.gold, return_counts=True)
        return int((counts * (counts - 1) // 2).sum())


def load_pages(corpus: Path) -> Pages:
    """Every page of a corpus built by ``multilingual.py``, its text extracted once; the page
    model (SpotSigs' defaults: its rules do not count features) decides which pages match."""
    gold = {r["id"]: r for r in map(json.loads,
                                    (corpus / "gold.jsonl").read_text("utf-8").splitlines())}
    judge = SpotSigs()
    ids, texts, urls, included, raw = [], [], [], [], []
    for document in read_documents([corpus / "pages"]):
        if document.doc_id not in gold:
            continue
        try:
            page = document_page(document)
        except ValueError:
            continue  # unreadable: a singleton in the run, not a page of this experiment
        ids.append(document.doc_id)
        texts.append(page.text)
        urls.append(document.url or page.canonical)
        included.append(judge.synthetic_reason(page_facts(document, 0, page)) is None)
        raw.append((document.content, (document.metadata or {}).get("charset"),
                    document.is_text))
    return Pages(ids, texts, [gold[k]["cluster"] for k in ids], [gold[k]["lang"] for k in ids],
                 np.array(included, dtype=bool), url_keys(urls)[0], raw)


# ----------------------------------------------------------------------------- clustering


def spotsigs_method(words: frozenset[str] | str, spot_distance: int, chain_length: int
                    ) -> SpotSigs:
    """SpotSigs with ``words`` as antecedents and as the stopwords its chains skip (the package
    takes the chain stopwords by language name only: a set is set here); ``"stopwords"``: the
    package's defaults (English)."""
    method = SpotSigs(antecedents=words, spot_distance=spot_distance, chain_length=chain_length)
    if isinstance(words, str):
        return method
    if hasattr(method, "_fixed"):  # word classes of a fixed set (the per-page SpotSigs)
        method._fixed = type(method._fixed).of(frozenset(words), frozenset(words))
    else:
        method._stopword_hashes = np.unique(hash_words(sorted(words)))
        method._stopword_set = HashSet.of(method._stopword_hashes)
    return method


def clusters(method, features, pages: Pages, threshold: float) -> list[int | None]:
    """Predicted cluster of every page as a run makes it: site templates left out of set
    features, pairs among the included pages, connected components (None: left out)."""
    features, _ = site_templates(features, pages.hosts, pages.included,
                                 share=method.template_share)
    kept = np.flatnonzero(pages.included)
    i, j, _ = method.pairs(features.take(kept), threshold)
    labels = connected_clusters(len(pages.ids), kept[i], kept[j], features.sizes,
                                pages.included).labels
    return [None if label < 0 else int(label) for label in labels.tolist()]


def scores(pages: Pages, predicted: list[int | None], langs: Sequence[str] | None = None
           ) -> dict:
    """Pairwise P/R/F1 over the pages (of some gold languages)."""
    keep = [k for k in range(len(pages.ids)) if langs is None or pages.lang[k] in langs]
    result = evaluate({pages.ids[k]: pages.gold[k] for k in keep},
                      {pages.ids[k]: predicted[k] for k in keep})
    return {"p": result.pair_precision, "r": result.pair_recall, "f1": result.pair_f1,
            "pairs": result.true_pairs, "left_out": result.left_out}


def variants(tokenization: Tokenization, lang: str) -> Iterable[tuple[str, dict, Callable]]:
    """Every method setting measured on a tokenization: ``(method, parameters, make)``."""
    for d in DISTANCES:
        for c in CHAINS:
            yield "spotsigs", {"d": d, "c": c}, functools.partial(
                spotsigs_method, tokenization.antecedents(lang), d, c)
            if tokenization.name == "words":
                yield "spotsigs-en", {"d": d, "c": c}, functools.partial(
                    spotsigs_method, "stopwords", d, c)
    for k in SHINGLE_SIZES:
        yield "shingles", {"k": k}, functools.partial(Shingles, k=k)
        yield "minhash", {"k": k}, functools.partial(MinHash, k=k)


def sweep(pages: Pages, lang: str, tokenization: Tokenization) -> list[dict]:
    """Figures of every method setting and threshold on one language's pages."""
    token_lists = [tokenization.split(text) for text in pages.texts]
    rows = []
    for method_name, params, make in variants(tokenization, lang):
        method = make()
        features = method.from_token_lists(token_lists)
        for threshold in THRESHOLDS:
            rows.append({"lang": lang, "tokens": tokenization.name, "method": method_name,
                         **params, "t": threshold,
                         **scores(pages, clusters(method, features, pages, threshold))})
    return rows


def mixed(pages: Pages) -> list[dict]:
    """Shingles and MinHash over every page at once: today's tokens and the same normalized
    (NFKC, format characters dropped, marks kept) with k=3, character tokens for the unspaced
    scripts with k in MIXED_SIZES; figures per language and overall."""
    rows = []
    runs = [("words", DEFAULT_SHINGLE_SIZE), ("normalized", DEFAULT_SHINGLE_SIZE)] + \
        [("chars", k) for k in MIXED_SIZES]
    lists = {"words": [tokens(t) for t in pages.texts],
             "normalized": [word_tokens(t) for t in pages.texts],
             "chars": [character_tokens(t) for t in pages.texts]}
    for name, k in runs:
        for method in (Shingles(k=k), MinHash(k=k)):
            predicted = clusters(method, method.from_token_lists(lists[name]), pages,
                                 DEFAULT_THRESHOLD)
            for lang in [*sorted(set(pages.lang)), "all"]:
                rows.append({"tokens": name, "k": k, "method": method.name, "lang": lang,
                             **scores(pages, predicted, None if lang == "all" else [lang])})
    return rows


WRONG_K = 3
"""The shingle size whose wrong pairs ``wrong_pairs`` lists (character tokens)."""


def wrong_pairs(pages: Pages, lang: str) -> list[dict]:
    """The false and missed pairs of shingles of WRONG_K characters at the default threshold
    on one language's pages, with their similarity and the main-content characters of both
    pages: is what remains a matter of tokens or of the text extracted?"""
    tokenization = next(t for t in tokenizations(lang) if t.name == "chars")
    method = Shingles(k=WRONG_K)
    features = method.from_token_lists([tokenization.split(t) for t in pages.texts])
    predicted = clusters(method, features, pages, DEFAULT_THRESHOLD)
    rows = []
    for i, j in zip(*np.triu_indices(len(pages.ids), 1)):
        gold = pages.gold[i] == pages.gold[j]
        together = predicted[i] is not None and predicted[i] == predicted[j]
        if gold != together:
            rows.append({"kind": "missed" if gold else "false",
                         "similarity": method.similarity(features, i, j),
                         "pages": [(pages.ids[k], len(pages.texts[k])) for k in (i, j)]})
    return sorted(rows, key=lambda r: (r["kind"], r["similarity"]))


# ----------------------------------------------------------------------------- sentences

TEXT_CHARS = 800
"""A synthetic text: consecutive sentences up to at least this many characters."""
SYNTHETIC_TEXTS = 40
SEPARATION_SIZES = (2, 3, 4, 5, 6, 8)


def sentence_texts(sentences: list[str], count: int) -> list[list[str]]:
    """``count`` texts of consecutive sentences, each of at least TEXT_CHARS characters."""
    texts: list[list[str]] = [[]]
    for sentence in sentences:
        if sum(map(len, texts[-1])) >= TEXT_CHARS:
            if len(texts) == count:
                break
            texts.append([])
        texts[-1].append(sentence)
    return texts if sum(map(len, texts[-1])) >= TEXT_CHARS else texts[:-1]


def edited(sentences: list[str], lang: str, other: str, rng: np.random.Generator) -> str:
    """A copy with ``multilingual.py``'s light edits (recipe transplant): keep 70-90% of the
    sentences, drop 2% of the characters (of the words where words are spaced), prepend a
    time stamp, insert another text's first sentence; each drawn on its own."""
    copy = list(sentences)
    if len(copy) >= 5 and rng.random() < 0.35:
        copy = copy[:max(3, round(len(copy) * rng.uniform(0.7, 0.9)))]
    if rng.random() < 0.4:
        spaced = lang not in ("zh", "ja", "th")
        pieces = [s.split(" ") if spaced else list(s) for s in copy]
        copy = [(" " if spaced else "").join(p for p in parts if rng.random() >= 0.02)
                for parts in pieces]
    if rng.random() < 0.5:
        copy.insert(0, f"{rng.integers(2019, 2025)}-{rng.integers(1, 13):02d}-"
                       f"{rng.integers(1, 29):02d} {rng.integers(0, 24):02d}:"
                       f"{rng.integers(0, 60):02d}")
    if rng.random() < 0.4:
        copy.insert(int(rng.integers(1, len(copy) + 1)), other)
    return "\n".join(copy)


def sentence_pages(path: Path, lang: str, seed: int = 24) -> Pages:
    """A synthetic corpus of one language from real sentences (one a line): SYNTHETIC_TEXTS
    texts of consecutive sentences; every other text gets 1-3 edited copies (its cluster)."""
    rng = np.random.default_rng(seed)
    texts = sentence_texts([line.strip() for line in path.read_text("utf-8").splitlines()
                            if line.strip()], SYNTHETIC_TEXTS)
    ids, bodies, gold = [], [], []
    for k, sentences in enumerate(texts):
        ids.append(f"{lang}-{k}")
        bodies.append("\n".join(sentences))
        gold.append(f"{lang}-{k}")
        if k % 2 == 0:
            for copy in range(int(rng.integers(1, 4))):
                other = texts[(k + 1 + copy) % len(texts)][0]
                ids.append(f"{lang}-{k}-copy-{copy}")
                bodies.append(edited(sentences, lang, other, rng))
                gold.append(f"{lang}-{k}")
    return Pages(ids, bodies, gold, [lang] * len(ids), np.ones(len(ids), dtype=bool), None,
                 [])


def separation(pages: Pages, tokenization: Tokenization) -> list[dict]:
    """Per shingle size, the set Jaccard of shingles of the gold pairs (lowest, median) and
    of the other pairs (median, highest): how far apart copies and other texts lie."""
    token_lists = [tokenization.split(text) for text in pages.texts]
    gold = np.array(pages.gold)
    upper = np.triu_indices(len(gold), 1)
    together = gold[upper[0]] == gold[upper[1]]
    rows = []
    for k in SEPARATION_SIZES:
        method = Shingles(k=k)
        features = method.from_token_lists(token_lists)
        similarity = np.array([method.similarity(features, i, j) for i, j in zip(*upper)])
        rows.append({"tokens": tokenization.name, "k": k,
                     "gold": (similarity[together].min(), np.median(similarity[together])),
                     "other": (np.median(similarity[~together]), similarity[~together].max())})
    return rows


# ----------------------------------------------------------------------------- speed


def timed(pages: Pages, found: list[Tokenization], rounds: int) -> dict[str, float]:
    """Best-round CPU seconds of ``read_document`` (``read``), of the normalization alone
    (``nfkc``) and of each tokenization over the pages' main-content texts."""
    clock = time.process_time
    jobs: dict[str, Callable[[], object]] = {
        "read": lambda: [read_document(c, False, charset, is_text)
                         for c, charset, is_text in pages.raw],
        "nfkc": lambda: [prepared(t) for t in pages.texts]}
    for tokenization in found:
        tokenization.split("")  # loaded before the clock runs
        jobs[tokenization.name] = functools.partial(
            lambda split: [split(t) for t in pages.texts], tokenization.split)
    best = dict.fromkeys(jobs, float("inf"))
    for _ in range(rounds):
        for name, job in jobs.items():
            started = clock()
            job()
            best[name] = min(best[name], clock() - started)
    return best


def probe(name: str, lang: str) -> None:
    """In a fresh interpreter: build one tokenization and cut one sentence; print the RSS
    gained, the seconds it took, and the network use and files written meanwhile (JSON)."""
    events: list[str] = []

    def hook(event: str, args: tuple) -> None:
        if event in NETWORK_EVENTS:
            events.append(f"{event} {str(args)[:80]}")
        elif event == "tempfile.mkstemp" or (event == "open" and isinstance(args[1], str)
                                             and any(m in args[1] for m in "wax+")):
            events.append(f"write {args[0]}")

    tokenization = next(t for t in tokenizations(lang) if t.name == name)
    before = _rss()
    sys.addaudithook(hook)
    started = time.perf_counter()
    tokenization.split(SAMPLES[lang])
    print(json.dumps({"seconds": time.perf_counter() - started,
                      "rss_mb": (_rss() - before) / 2 ** 20, "events": sorted(set(events))}))


def _rss() -> int:
    with open("/proc/self/statm") as handle:
        return int(handle.read().split()[1]) * 4096


def footprint(tokenization: Tokenization, lang: str) -> dict:
    """``probe`` of a tokenization run in a fresh interpreter, with its packages' size."""
    with tempfile.TemporaryDirectory() as scratch:  # a cache a segmenter writes shows
        run = subprocess.run([sys.executable, __file__, "--probe", tokenization.name, lang],
                             capture_output=True, text=True, check=False,
                             env={**os.environ, "TMPDIR": scratch})
    found = json.loads(run.stdout.strip().splitlines()[-1]) if run.returncode == 0 else \
        {"seconds": float("nan"), "rss_mb": float("nan"), "events": [run.stderr[-200:]]}
    found["installed_mb"] = sum(installed_mb(p) for p in tokenization.packages)
    return found


# ----------------------------------------------------------------------------- tables


def best(rows: list[dict]) -> dict:
    """The row of highest F1; ties go to the threshold nearest the default, then to the
    smallest parameters (SpotSigs' d and c, the shingle size)."""
    return max(rows, key=lambda r: (round(r["f1"], 3), -abs(r["t"] - DEFAULT_THRESHOLD),
                                    -r.get("d", 0) - r.get("c", 0) - r.get("k", 0)))


def setting(row: dict) -> str:
    """A row's parameters as written in the tables."""
    params = f"d={row['d']} c={row['c']}" if "d" in row else f"k={row['k']}"
    return f"{params} t={row['t']:.1f}"


def same(rows: list[dict], like: dict) -> dict:
    """The row of ``rows`` with the same tokens, method, parameters and threshold."""
    keys = ("tokens", "method", "d", "c", "k", "t")
    return next(r for r in rows if all(r.get(k) == like.get(k) for k in keys))


def cell(row: dict) -> str:
    return f"{row['p']:.2f} / {row['r']:.2f} / **{row['f1']:.2f}**"


def is_default(row: dict) -> bool:
    """Whether a row is its method's default setting (threshold 0.4, d=1 c=2, k=3)."""
    if row["t"] != DEFAULT_THRESHOLD:
        return False
    if "d" in row:
        return row["d"] == DEFAULT_SPOT_DISTANCE and row["c"] == DEFAULT_CHAIN_LENGTH
    return row["k"] == DEFAULT_SHINGLE_SIZE


METHOD_ORDER = ("spotsigs", "spotsigs-en", "shingles", "minhash")


def defaults_table(tune: list[dict], check: list[dict], lang: str) -> list[str]:
    """Each tokenization and method at its defaults, on both corpora."""
    lines = ["| tokens | method | " + " | ".join(CORPORA) + " |", "|---|---|---|---|"]
    for row in tune:
        if row["lang"] == lang and is_default(row):
            lines.append(f"| {row['tokens']} | {row['method']} | {cell(row)} | "
                         f"{cell(same([r for r in check if r['lang'] == lang], row))} |")
    return lines


def tuned_table(tune: list[dict], check: list[dict], lang: str) -> list[str]:
    """Each tokenization and method at its best setting on the tuning corpus, that setting on
    the check corpus, and the check corpus's own best (what tuning there would give)."""
    lines = [(f"| tokens | method | best on {CORPORA[0]} | F1 there | F1 on {CORPORA[1]} "
             "(P / R) | best on it |"), "|---|---|---|---|---|---|"]
    groups: dict[tuple[str, str], list[dict]] = {}
    for row in tune:
        if row["lang"] == lang:
            groups.setdefault((row["tokens"], row["method"]), []).append(row)
    for (name, method), rows in groups.items():
        chosen = best(rows)
        theirs = [r for r in check if r["lang"] == lang and r["tokens"] == name
                  and r["method"] == method]
        held = same(theirs, chosen)
        top = best(theirs)
        lines.append(f"| {name} | {method} | {setting(chosen)} | {chosen['f1']:.2f} | "
                     f"{held['p']:.2f} / {held['r']:.2f} / **{held['f1']:.2f}** | "
                     f"{top['f1']:.2f} ({setting(top)}) |")
    return lines


def grid_table(tune: list[dict], check: list[dict], lang: str, name: str) -> list[str]:
    """SpotSigs' F1 over d and c on one tokenization, at each cell's best threshold on the
    tuning corpus: tuning / check corpus (threshold)."""
    lines = ["| d \\ c | " + " | ".join(map(str, CHAINS)) + " |",
             "|---|" + "---|" * len(CHAINS)]
    for d in DISTANCES:
        cells = []
        for c in CHAINS:
            mine = [r for r in tune if r["lang"] == lang and r["tokens"] == name
                    and r["method"] == "spotsigs" and r["d"] == d and r["c"] == c]
            chosen = best(mine)
            held = same([r for r in check if r["lang"] == lang], chosen)
            cells.append(f"{chosen['f1']:.2f} / {held['f1']:.2f} ({chosen['t']:.1f})")
        lines.append(f"| {d} | " + " | ".join(cells) + " |")
    return lines


def size_table(rows_by_corpus: dict[str, list[dict]], lang: str, name: str) -> list[str]:
    """Shingles' and MinHash's F1 by shingle size on one tokenization at the default
    threshold, on both corpora."""
    lines = ["| method | corpus | " + " | ".join(f"k={k}" for k in SHINGLE_SIZES) + " |",
             "|---|---|" + "---|" * len(SHINGLE_SIZES)]
    for method in ("shingles", "minhash"):
        for corpus, rows in rows_by_corpus.items():
            figures = {r["k"]: r["f1"] for r in rows if r["lang"] == lang
                       and r["tokens"] == name and r["method"] == method
                       and r["t"] == DEFAULT_THRESHOLD}
            lines.append(f"| {method} | {corpus} | "
                         + " | ".join(f"{figures[k]:.2f}" for k in SHINGLE_SIZES) + " |")
    return lines


def mixed_table(rows: list[dict], pairs: dict[str, int]) -> list[str]:
    """F1 per language of the mixed runs (languages with MIN_PAIRS gold pairs, and all)."""
    langs = [lang for lang in sorted(pairs, key=lambda x: -pairs[x]) if pairs[lang] >= MIN_PAIRS]
    runs = list(dict.fromkeys((r["tokens"], r["k"], r["method"]) for r in rows))
    lines = ["| tokens | k | method | " + " | ".join(langs) + " | all |",
             "|---|---|---|" + "---|" * (len(langs) + 1)]
    for name, k, method in runs:
        figures = {r["lang"]: r["f1"] for r in rows
                   if (r["tokens"], r["k"], r["method"]) == (name, k, method)}
        lines.append(f"| {name} | {k} | {method} | "
                     + " | ".join(f"{figures[lang]:.2f}" for lang in [*langs, "all"]) + " |")
    return lines


def synthetic_table(rows: list[dict]) -> list[str]:
    """Each tokenization and method on a synthetic corpus: at its defaults, and its best
    setting of the grid."""
    lines = ["| tokens | method | defaults | best of the grid |", "|---|---|---|---|"]
    groups: dict[tuple[str, str], list[dict]] = {}
    for row in rows:
        groups.setdefault((row["tokens"], row["method"]), []).append(row)
    for (name, method), members in groups.items():
        default = next(r for r in members if is_default(r))
        top = best(members)
        lines.append(f"| {name} | {method} | {cell(default)} | {top['f1']:.2f} "
                     f"({setting(top)}) |")
    return lines


def separation_table(rows: list[dict]) -> list[str]:
    """``separation``'s figures, a row per tokenization and shingle size."""
    lines = ["| tokens | k | gold pairs: lowest, median | other pairs: median, highest |",
             "|---|---|---|---|"]
    for row in rows:
        lines.append(f"| {row['tokens']} | {row['k']} | {row['gold'][0]:.2f}, "
                     f"{row['gold'][1]:.2f} | {row['other'][0]:.2f}, {row['other'][1]:.2f} |")
    return lines


def wrong_table(rows: list[dict]) -> list[str]:
    """``wrong_pairs`` as a table."""
    if not rows:
        return ["None."]
    lines = ["| pair | Jaccard | page (main-content characters) | page |", "|---|---|---|---|"]
    for row in rows:
        (a, length_a), (b, length_b) = row["pages"]
        lines.append(f"| {row['kind']} | {row['similarity']:.2f} | `{a}` ({length_a}) | "
                     f"`{b}` ({length_b}) |")
    return lines


def speed_lines(speed: dict[str, dict], found: dict[str, list[Tokenization]],
                counts: dict[str, int], sizes: dict[str, dict], probes: dict) -> list[str]:
    """Per language and tokenization: ms per page, ratio to read_document, tokens per page,
    start-up, memory, installed size, files written and network reached."""
    lines = [("| language | pages | tokens | ms per page | x read_document | tokens per page "
             "(median) | start-up s | memory MB | installed MB | writes, network |"),
             "|---|---|---|---|---|---|---|---|---|---|"]
    for lang, best_seconds in speed.items():
        read = best_seconds["read"]
        for name in ["read", "nfkc", *(t.name for t in found[lang])]:
            seconds = best_seconds[name]
            found_probe = probes.get((lang, name), {})
            events = "; ".join(found_probe.get("events", [])) or "none"
            lines.append(
                f"| {lang} | {counts[lang]} | {name if name != 'read' else 'read_document'} | "
                f"{1000 * seconds / counts[lang]:.2f} | {seconds / read:.2f} | "
                f"{sizes[lang].get(name, '–')} | "
                + (f"{found_probe['seconds']:.2f} | {found_probe['rss_mb']:.0f} | "
                   f"{found_probe['installed_mb']:.0f} | {events} |" if found_probe
                   else "– | – | – | – |"))
    return lines


NOTES = "## Findings (written by hand"
"""Where the result file's hand-written part starts: kept as it is when the tables are
written again."""


def kept_notes(output: Path) -> str:
    """The hand-written findings of an earlier result file (from ``NOTES`` on), or a heading
    to write them under."""
    text = output.read_text("utf-8") if output.exists() else ""
    start = text.find(NOTES)
    return text[start:].rstrip() if start >= 0 else f"{NOTES} from the tables above)"


# ----------------------------------------------------------------------------- main


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("folder", type=Path, nargs="?",
                        help="where the corpora are (ml-transplant-1, ml-syndication-2)")
    parser.add_argument("-o", "--output", type=Path,
                        default=HERE / "results" / "cjk-tokens.md")
    parser.add_argument("--rounds", type=int, default=3, help="speed rounds (the best counts)")
    parser.add_argument("--sentences", type=Path,
                        help="a folder of <lang>.txt files of real sentences, one a line "
                        "(lingua-py's language-testdata/sentences): a synthetic check")
    parser.add_argument("--probe", nargs=2, metavar=("TOKENS", "LANG"), help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.probe:
        probe(*args.probe)
        return 0
    if args.folder is None:
        parser.error("the folder of the corpora is needed")
    started = time.perf_counter()
    command = " ".join(["python experiments/cjk_tokens.py",
                        *(sys.argv[1:] if argv is None else argv)])
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, check=False,
                            capture_output=True, text=True).stdout.strip()
    found = {lang: [t for t in tokenizations(lang) if installed(t)] for lang in LANGUAGES}
    missing = sorted({t.name for t in TOKENIZATIONS if not installed(t)})
    results: dict[str, list[dict]] = {}
    mixed_rows: dict[str, list[dict]] = {}
    pair_counts: dict[str, dict[str, int]] = {}
    page_counts: dict[str, dict[str, int]] = {}
    loaded: dict[str, Pages] = {}
    for corpus in CORPORA:
        pages = loaded[corpus] = load_pages(args.folder / corpus)
        pair_counts[corpus] = {lang: pages.of(lang).gold_pairs() for lang in set(pages.lang)}
        page_counts[corpus] = {lang: pages.lang.count(lang) for lang in set(pages.lang)}
        results[corpus] = [row for lang in LANGUAGES for t in found[lang]
                           for row in sweep(pages.of(lang), lang, t)]
        mixed_rows[corpus] = mixed(pages)
        print(f"{corpus}: {time.perf_counter() - started:.0f} s", file=sys.stderr, flush=True)
    synthetic: dict[str, tuple[Pages, list[dict], list[dict]]] = {}
    for lang in LANGUAGES:
        if args.sentences and (args.sentences / f"{lang}.txt").exists():
            pages = sentence_pages(args.sentences / f"{lang}.txt", lang)
            synthetic[lang] = (pages, [row for t in found[lang] for row in sweep(pages, lang, t)],
                               [row for t in found[lang] for row in separation(pages, t)])
    # Speed: the pages of each language, both corpora, each distinct page once.
    speed, counts, sizes, probes = {}, {}, {}, {}
    for lang in LANGUAGES:
        both = [loaded[c].of(lang) for c in CORPORA]
        seen: dict[str, tuple] = {}
        for part in both:
            for k, page_id in enumerate(part.ids):
                seen.setdefault(page_id, (part.texts[k], part.raw[k]))
        texts = [text for text, _ in seen.values()]
        pages = Pages(list(seen), texts, [""] * len(texts), [lang] * len(texts),
                      np.ones(len(texts), bool), np.zeros(len(texts), np.uint64),
                      [raw for _, raw in seen.values()])
        speed[lang] = timed(pages, found[lang], args.rounds)
        counts[lang] = len(texts)
        sizes[lang] = {t.name: int(np.median([len(t.split(x)) for x in texts]))
                       for t in found[lang]}
        for tokenization in found[lang]:
            if tokenization.packages:
                probes[(lang, tokenization.name)] = footprint(tokenization, lang)
    tune, check = results[CORPORA[0]], results[CORPORA[1]]
    lines = [
        "# Tokens for scripts without spaces (issue 24): characters or a segmenter", "",
        (f"Written by `{command}` (do not edit by hand) at commit {commit}; {{seconds}} s in "
        "all. What is measured and how: the docstring of `experiments/cjk_tokens.py`."), "",
        ("Pairwise precision / recall / F1 against each corpus's `gold.jsonl`, over the pages of "
        "one gold language clustered alone (every method on the same pages and texts). "
        f"Tuned on `{CORPORA[0]}`, checked on `{CORPORA[1]}`. Pages and gold pairs:"), "",
        "| corpus | " + " | ".join(LANGUAGES) + " |", "|---|" + "---|" * len(LANGUAGES)]
    for corpus in CORPORA:
        lines.append(f"| {corpus} | " + " | ".join(
            f"{page_counts[corpus].get(lang, 0)} pages, {pair_counts[corpus].get(lang, 0)} pairs"
            for lang in LANGUAGES) + " |")
    if missing:
        lines += ["", f"Not installed here, so not measured: {', '.join(missing)}."]
    versions = sorted({p for t in TOKENIZATIONS if installed(t) for p in t.packages})
    lines += ["", "Packages: " + ", ".join(f"{p} {metadata.version(p)}" for p in versions)
              + "."]
    lines += ["", "Tokenizations: " + "; ".join(
        f"`{t.name}` ({'/'.join(t.languages)}): {t.note or ', '.join(t.packages)}"
        for t in TOKENIZATIONS) + ".", ""]
    for lang in LANGUAGES:
        if max(pair_counts[c].get(lang, 0) for c in CORPORA) == 0:
            lines += [f"## {lang}", "", ("No gold pair in either corpus: accuracy cannot be "
                      "measured (speed below)."), ""]
            continue
        lines += [f"## {lang}", "", ("At the defaults (threshold 0.4; SpotSigs d=1 c=2; k=3). "
                  "`spotsigs`: the tokenization's own antecedents; `spotsigs-en`: the package's "
                  "default (English) ones."), "", *defaults_table(tune, check, lang), "",
                  (f"Tuned on `{CORPORA[0]}` (d=1..3, c=1..4, k=2..8, threshold 0.3-0.6), that "
                  f"setting on `{CORPORA[1]}`."), "", *tuned_table(tune, check, lang), ""]
        lines += [(f"SpotSigs on `chars` by d and c: F1 on `{CORPORA[0]}` / on "
                  f"`{CORPORA[1]}` (threshold chosen on the first)."), "",
                  *grid_table(tune, check, lang, "chars"), "",
                  "Shingle size on `chars` (threshold 0.4): F1.", "",
                  *size_table(results, lang, "chars"), "",
                  (f"Wrong pairs of shingles of {WRONG_K} characters (threshold 0.4) on "
                   f"`{CORPORA[0]}`:"), "",
                  *wrong_table(wrong_pairs(loaded[CORPORA[0]].of(lang), lang)), ""]
    lines += ["## One tokenization and one shingle size for every language", "",
              ("Shingles and MinHash over all the pages of each corpus at once (threshold 0.4): "
              "today's tokens with k=3, the same normalized (`normalized`: NFKC, format "
              "characters dropped, marks kept) with k=3, and character tokens for the "
              "unspaced scripts "
              "(`chars`, the same on every page: other words stay whole) with k=3..8. F1 per "
              f"language with >= {MIN_PAIRS} gold pairs, and over all pages."), ""]
    for corpus in CORPORA:
        lines += [f"### {corpus}", "", *mixed_table(mixed_rows[corpus], pair_counts[corpus]), ""]
    if synthetic:
        lines += ["## Synthetic copies of real sentences", "",
                  (f"Texts of consecutive sentences (at least {TEXT_CHARS} characters each) from "
                   f"`{args.sentences.name}/<lang>.txt`, the first {SYNTHETIC_TEXTS} of each "
                   "language; every other text has 1-3 copies with `multilingual.py`'s light "
                   "edits (recipe transplant: truncate, drop 2% of the characters or, in Korean, "
                   "words, a time stamp, another text's first sentence). No template: this asks "
                   "only how well each tokenization tells a lightly edited copy from another "
                   "text of the same language, the one measure here that Thai has."), ""]
        for lang, (pages, rows, separated) in synthetic.items():
            lines += [f"### {lang}: {len(pages.ids)} texts, {pages.gold_pairs()} gold pairs", "",
                      *synthetic_table(rows), "",
                      "Set Jaccard of the shingles (exact) by shingle size:", "",
                      *separation_table(separated), ""]
    lines += ["## Speed, memory, size", "",
              ("CPU time per page of each tokenization of the pages' main-content texts (both "
              f"corpora, each page once), best of {args.rounds} rounds, and its ratio to "
              "`read_document` of the same pages (parsing the HTML and extracting the main "
              "content) in the same run; `nfkc`: the normalization alone, which every "
              "tokenization but `words` includes. Start-up (seconds to build the tokenizer and "
              "cut one sentence) and memory (resident set gained) in a fresh interpreter; "
              "installed MB: the files of the packages it needs; writes, network: files "
              "opened for writing and network use seen meanwhile (audit hooks)."), "",
              *speed_lines(speed, found, counts, sizes, probes), ""]
    lines += [kept_notes(args.output), ""]
    text = "\n".join(lines).replace("{seconds}", f"{time.perf_counter() - started:.0f}")
    args.output.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
