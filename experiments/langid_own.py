"""The own language identifier that experiments/langid.py measures beside the packages (not
used by spotsigs, whose ``spotsigs.language`` wraps the winner): the language of each text of a
batch from its script, its telling letters and the stopword lists spotsigs ships; offline, no
model to load, numpy over the whole batch.

A script written by one language names it (Hangul: Korean, Thai, Hebrew, Greek...); kana among
Han characters make Japanese; letters only Urdu or Persian writes tell those from Arabic.
In Latin and Cyrillic script the shipped stopword lists vote: every token in a list counts for
its language, a word in k lists 1/k for each, and letters only one language of the set
writes (ř for Czech, ľ for Slovak, ő for Hungarian, ơ for Vietnamese, ї for Ukrainian...)
add their share. A text with too few words or letters, or whose best language wins by too
little, is ``und``. Every list under ``spotsigs/data/stopwords`` takes part, whatever ships.
Accuracy and speed beside the packages: experiments/results/langid.md.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass
from importlib import resources
from importlib.resources.abc import Traversable

import numpy as np
from scipy.sparse import csr_matrix

from spotsigs.tokenize import code_points, hash_strings, hash_text_batch

UNKNOWN = "und"
MAX_CHARS = 2000
"""Only the beginning of a text is read: 2,000 characters hold about 300 words."""
MIN_LETTERS = 12
"""Fewer letters than this say nothing: ``und``."""
MIN_VOTES = 2.0
"""A Latin or Cyrillic text needs this many stopword and letter votes for its best language."""
MIN_MARGIN = 1.0
"""... and this many more than the second best."""
LETTER_WEIGHT = 0.5
"""One telling letter counts as much as this share of a stopword."""
KANA_SHARE = 0.05
"""Han text with at least this share of kana is Japanese."""

# Scripts by Unicode block: (name, first, last, language or "" when stopwords decide).
_SCRIPT_RANGES = (
    ("latin", 0x0041, 0x024F, ""), ("latin", 0x1E00, 0x1EFF, ""),
    ("greek", 0x0370, 0x03FF, "el"), ("greek", 0x1F00, 0x1FFF, "el"),
    ("cyrillic", 0x0400, 0x052F, ""), ("armenian", 0x0530, 0x058F, "hy"),
    ("hebrew", 0x0590, 0x05FF, "he"), ("arabic", 0x0600, 0x06FF, "ar"),
    ("arabic", 0x0750, 0x077F, "ar"), ("arabic", 0xFB50, 0xFDFF, "ar"),
    ("arabic", 0xFE70, 0xFEFF, "ar"), ("devanagari", 0x0900, 0x097F, "hi"),
    ("bengali", 0x0980, 0x09FF, "bn"), ("gurmukhi", 0x0A00, 0x0A7F, "pa"),
    ("gujarati", 0x0A80, 0x0AFF, "gu"), ("oriya", 0x0B00, 0x0B7F, "or"),
    ("tamil", 0x0B80, 0x0BFF, "ta"), ("telugu", 0x0C00, 0x0C7F, "te"),
    ("kannada", 0x0C80, 0x0CFF, "kn"), ("malayalam", 0x0D00, 0x0D7F, "ml"),
    ("sinhala", 0x0D80, 0x0DFF, "si"), ("thai", 0x0E00, 0x0E7F, "th"),
    ("lao", 0x0E80, 0x0EFF, "lo"), ("tibetan", 0x0F00, 0x0FFF, "bo"),
    ("myanmar", 0x1000, 0x109F, "my"), ("georgian", 0x10A0, 0x10FF, "ka"),
    ("hangul", 0x1100, 0x11FF, "ko"), ("ethiopic", 0x1200, 0x137F, "am"),
    ("khmer", 0x1780, 0x17FF, "km"), ("hangul", 0x3130, 0x318F, "ko"),
    ("hangul", 0xAC00, 0xD7AF, "ko"), ("kana", 0x3040, 0x30FF, "ja"),
    ("kana", 0x31F0, 0x31FF, "ja"), ("kana", 0xFF66, 0xFF9F, "ja"),
    ("han", 0x3400, 0x4DBF, "zh"), ("han", 0x4E00, 0x9FFF, "zh"),
    ("han", 0xF900, 0xFAFF, "zh"), ("han", 0x20000, 0x2FA1F, "zh"),
)
SCRIPTS = tuple(dict.fromkeys(name for name, *_ in _SCRIPT_RANGES))
_SCRIPT_LANGUAGE = {name: language for name, _, _, language in _SCRIPT_RANGES}
# Scripts where the stopword lists (and telling letters) decide.
_VOTING_SCRIPTS = ("latin", "cyrillic")

# Letters only one or two languages of a script write (lower case) -> those languages. Each
# occurrence votes LETTER_WEIGHT, split among them.
TELLING_LETTERS = {
    "řůě": "cs", "ľĺŕ": "sk", "őű": "hu", "łąęśźż": "pl", "ń": "pl", "șț": "ro", "ğı": "tr",
    "ñ": "es", "ãõ": "pt", "ß": "de", "āēīļķņģ": "lv", "ėįų": "lt", "ŀ": "ca", "æø": "da no",
    "ơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ": "vi", "þð": "is",
    "їєґ": "uk", "і": "uk", "ў": "be", "ыэ": "ru", "ъ": "bg", "јљњћђџ": "sr", "ѓќѕ": "mk",
    "әғқңөұүһ": "kk",
}
# Arabic script: letters of Urdu, of Persian (and Urdu), of Arabic alone.
_URDU = "ٹڈڑںےۓ"
_PERSIAN = "پچژگیک"
_ARABIC = "يكةى"


@dataclass(frozen=True)
class StopwordModel:
    """The shipped stopword lists as one vote matrix: hashes of all their words (sorted) and,
    per word, its weight for each language (1/k for a word in k lists)."""

    languages: tuple[str, ...]
    hashes: np.ndarray
    votes: csr_matrix


def shipped_lists() -> dict[str, frozenset[str]]:
    """Every stopword list under ``spotsigs/data/stopwords`` by language code."""
    return read_lists(resources.files("spotsigs").joinpath("data/stopwords"))


def read_lists(folder: Traversable) -> dict[str, frozenset[str]]:
    """The word lists of a folder (``<code>.txt``, one word a line, ``#`` comments) by code."""
    lists = {}
    for entry in sorted(folder.iterdir(), key=lambda e: e.name):
        if entry.name.endswith(".txt") and not entry.name.startswith("LICENSE"):
            words = set()
            for line in entry.read_text(encoding="utf-8").splitlines():
                words.update(w.lower() for w in line.split("#", 1)[0].split())
            lists[entry.name.removesuffix(".txt")] = frozenset(words)
    return lists


def stopword_model(lists: dict[str, frozenset[str]]) -> StopwordModel:
    """The vote matrix of some stopword lists (language code -> words)."""
    lettered = {language for group in TELLING_LETTERS.values() for language in group.split()}
    languages = tuple(sorted(set(lists) | lettered))
    words = sorted(set().union(*lists.values())) if lists else []
    hashes = hash_strings(words)
    order = np.argsort(hashes)
    rows, cols = [], []
    column = {language: k for k, language in enumerate(languages)}
    for row, word in enumerate(words):
        for language, members in lists.items():
            if word in members:
                rows.append(row)
                cols.append(column[language])
    rows_, cols_ = np.array(rows, dtype=np.int64), np.array(cols, dtype=np.int64)
    lists_per_word = np.bincount(rows_, minlength=len(words))
    weights = 1.0 / lists_per_word[rows_]
    rank = np.empty(len(words), dtype=np.int64)
    rank[order] = np.arange(len(words))
    votes = csr_matrix((weights, (rank[rows_], cols_)), shape=(len(words), len(languages)))
    return StopwordModel(languages, hashes[order], votes)


@functools.cache
def _shipped_model() -> StopwordModel:
    return stopword_model(shipped_lists())


@functools.cache
def _tables(languages: tuple[str, ...]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Per code point its script (index into SCRIPTS, -1 for none) and its telling-letter
    group (index into TELLING_LETTERS + 1, 0 for none; upper case as lower case); per group,
    its votes for each of ``languages``."""
    script = np.full(0x110000, -1, dtype=np.int8)
    for name, first, last, _ in _SCRIPT_RANGES:
        script[first:last + 1] = SCRIPTS.index(name)
    # Signs among the Latin letters: [\\]^_` {|}~, the Latin-1 punctuation, × and ÷.
    script[0x5B:0x61] = -1
    script[0x7B:0xC0] = -1
    script[[0xD7, 0xF7]] = -1
    group = np.zeros(0x110000, dtype=np.int16)
    votes = np.zeros((len(TELLING_LETTERS) + 1, len(languages)))
    for k, (letters, owners) in enumerate(TELLING_LETTERS.items(), start=1):
        for letter in letters + letters.upper():
            if len(letter) == 1:  # upper case of ß is two letters
                group[ord(letter)] = k
        for language in owners.split():
            votes[k, languages.index(language)] = LETTER_WEIGHT / len(owners.split())
    return script, group, votes


def identify(texts: Sequence[str], with_confidence: bool = False,
             model: StopwordModel | None = None):
    """``(codes, scores)`` for a batch of texts: ISO 639-1 codes (``und`` when unknown) and
    each answer's share of the votes of the two best languages (1.0 where the script alone
    decides); with ``with_confidence`` also whether each answer clears the thresholds above
    by a wide margin. ``model``: other lists than the shipped ones (``stopword_model``)."""
    texts = [text[:MAX_CHARS] for text in texts]
    model = model or _shipped_model()
    languages = model.languages
    script_table, group_table, group_votes = _tables(languages)
    n = len(texts)
    codes = np.full(n, UNKNOWN, dtype=object)
    scores = np.zeros(n)
    confident = np.zeros(n, dtype=bool)
    if not n:
        return (codes, scores, confident) if with_confidence else (codes, scores)

    joined = "".join(texts) + " "
    points = code_points(joined)[:-1]
    lengths = np.fromiter(map(len, texts), dtype=np.int64, count=n)
    owner = np.repeat(np.arange(n), lengths)
    scripts = script_table[points].astype(np.int64)
    lettered = scripts >= 0
    script_counts = np.bincount(owner[lettered] * len(SCRIPTS) + scripts[lettered],
                                minlength=n * len(SCRIPTS)).reshape(n, len(SCRIPTS))
    letters = script_counts.sum(axis=1)
    han_kana = script_counts[:, SCRIPTS.index("han")] + script_counts[:, SCRIPTS.index("kana")]
    # Han and kana together are one script here: Japanese mixes them.
    ranked = script_counts.copy()
    ranked[:, SCRIPTS.index("han")] = han_kana
    ranked[:, SCRIPTS.index("kana")] = 0
    dominant = ranked.argmax(axis=1)

    groups = group_table[points].astype(np.int64)
    marked = groups > 0
    letter_votes = np.bincount(owner[marked] * len(group_votes) + groups[marked],
                               minlength=n * len(group_votes)
                               ).reshape(n, len(group_votes)) @ group_votes

    for k, script in enumerate(dominant.tolist()):
        if letters[k] < MIN_LETTERS:
            continue
        name = SCRIPTS[script]
        if name in _VOTING_SCRIPTS:
            continue
        codes[k], scores[k], confident[k] = _LETTER_RULES.get(name, _by_script)(
            name, joined, int(lengths[:k].sum()), int(lengths[k]), script_counts[k])

    voting = [k for k in range(n) if letters[k] >= MIN_LETTERS
              and SCRIPTS[dominant[k]] in _VOTING_SCRIPTS]
    if voting:
        votes = _stopword_votes(model, [texts[k] for k in voting])
        votes += letter_votes[voting]
        order = np.argsort(-votes, axis=1, kind="stable")
        best = votes[np.arange(len(voting)), order[:, 0]]
        second = votes[np.arange(len(voting)), order[:, 1]]
        lead = (best - second) / np.maximum(best, 1e-9)
        known = (best >= MIN_VOTES) & (best - second >= MIN_MARGIN)
        for row, k in enumerate(voting):
            scores[k] = lead[row]
            if known[row]:
                codes[k] = languages[order[row, 0]]
                confident[k] = best[row] - second[row] >= 2 * MIN_MARGIN and lead[row] >= 0.25
    return (codes, scores, confident) if with_confidence else (codes, scores)


def _stopword_votes(model: StopwordModel, texts: list[str]) -> np.ndarray:
    """Per text and language: the weighted count of its tokens in that language's list."""
    token_hashes, offsets = hash_text_batch(texts)
    if not len(model.hashes):
        return np.zeros((len(texts), len(model.languages)))
    where = np.searchsorted(model.hashes, token_hashes)
    np.minimum(where, len(model.hashes) - 1, out=where)
    hit = model.hashes[where] == token_hashes
    owner = np.repeat(np.arange(len(texts)), np.diff(offsets))[hit]
    counts = csr_matrix((np.ones(int(hit.sum())), (owner, where[hit])),
                        shape=(len(texts), len(model.hashes)))
    return np.asarray((counts @ model.votes).todense())


def _by_script(name: str, joined: str, start: int, length: int, counts: np.ndarray
               ) -> tuple[str, float, bool]:
    """The one language a script is written in (``und`` for scripts of many)."""
    language = _SCRIPT_LANGUAGE.get(name, "")
    return (language, 1.0, True) if language else (UNKNOWN, 0.0, False)


def _han(name: str, joined: str, start: int, length: int, counts: np.ndarray
         ) -> tuple[str, float, bool]:
    """Japanese when kana are a fair share of the Han and kana, else Chinese."""
    kana = counts[SCRIPTS.index("kana")]
    share = kana / max(kana + counts[SCRIPTS.index("han")], 1)
    return ("ja", 1.0, True) if share >= KANA_SHARE else ("zh", 1.0, share == 0)


def _arabic(name: str, joined: str, start: int, length: int, counts: np.ndarray
            ) -> tuple[str, float, bool]:
    """Urdu, Persian or Arabic by the letters only they write."""
    text = joined[start:start + length]
    urdu = sum(text.count(c) for c in _URDU)
    persian = sum(text.count(c) for c in _PERSIAN)
    arabic = sum(text.count(c) for c in _ARABIC)
    letters = counts[SCRIPTS.index("arabic")]
    if urdu >= max(2, 0.01 * letters):
        return "ur", 1.0, urdu >= 0.02 * letters
    share = persian / max(persian + arabic, 1)
    return ("fa", share, share >= 0.8) if share >= 0.5 else ("ar", 1 - share, share <= 0.2)


_LETTER_RULES = {"han": _han, "kana": _han, "arabic": _arabic}
