"""Antecedent sets (the words that mark spots) and stopword lists, shipped with the package.

Everything here works offline: the lists live in ``spotsigs/data/stopwords/<language>.txt``
(sources and licences in that folder's README). NLTK's stopwords corpus may be used as a
source with ``nltk:<language>`` when it is installed; it is never required.
"""

from __future__ import annotations

from functools import cache
from importlib import resources
from pathlib import Path

from spotsigs.characters import token_re

# The SpotSigs paper's best set: articles plus the forms of be, can, will, have and do.
PAPER = frozenset("""a an the
be am is are was were been being
can could cannot
will would
have has had having
do does did done doing""".split())
# A smaller set used elsewhere in the work (with d=2, c=3).
SMALL = frozenset("a there was said the is".split())
# The default set of the public Java code (with d=1, c=1).
JAVA = frozenset("""the be is are was will would shall should can could has have had do did
does done""".split())

FIXED_SETS = {"paper": PAPER, "small": SMALL, "java": JAVA}
LANGUAGE_NAMES = {
    "ar": "Arabic", "bg": "Bulgarian", "bn": "Bengali", "ca": "Catalan", "cs": "Czech",
    "da": "Danish", "de": "German", "el": "Greek", "en": "English", "es": "Spanish",
    "et": "Estonian", "fa": "Persian", "fi": "Finnish", "fr": "French", "he": "Hebrew",
    "hi": "Hindi", "hr": "Croatian", "hu": "Hungarian", "id": "Indonesian", "it": "Italian",
    "ja": "Japanese", "ko": "Korean", "lt": "Lithuanian", "lv": "Latvian", "ms": "Malay",
    "nl": "Dutch", "no": "Norwegian", "pl": "Polish", "pt": "Portuguese", "ro": "Romanian",
    "ru": "Russian", "sk": "Slovak", "sl": "Slovenian", "sr": "Serbian", "sv": "Swedish",
    "th": "Thai", "tr": "Turkish", "uk": "Ukrainian", "ur": "Urdu", "vi": "Vietnamese",
    "zh": "Chinese",
}
LANGUAGES = tuple(sorted(LANGUAGE_NAMES))
# Lists for tokenizations other than words between spaces (see the stopword folder's README):
# function characters for one token per character, and Korean particles to split off.
EXTRA_LISTS = {
    "zh-characters": "Chinese function characters, for one token per Han character",
    "ja-characters": "Japanese particles and auxiliaries of one kana, for character tokens",
    "ko-particles": "Korean particles that end an eojeol, to split off or use as antecedents",
}


def parse_word_list(text: str) -> frozenset[str]:
    """Lower-cased words of a word-list file: whitespace separated, ``#`` starts a comment."""
    words: set[str] = set()
    for line in text.splitlines():
        words.update(w.lower() for w in line.split("#", 1)[0].split())
    return frozenset(words)


@cache
def stopwords(language: str = "en") -> frozenset[str]:
    """The shipped stopword list of a language (ISO 639-1 code, e.g. ``en``, ``de``)."""
    if language not in LANGUAGE_NAMES:
        raise ValueError(f"no stopword list for language {language!r}; "
                         f"shipped: {', '.join(LANGUAGES)}")
    text = resources.files("spotsigs").joinpath(f"data/stopwords/{language}.txt") \
        .read_text(encoding="utf-8")
    return parse_word_list(text)


@cache
def extra_list(name: str) -> frozenset[str]:
    """One of ``EXTRA_LISTS`` (``zh-characters``, ``ja-characters``, ``ko-particles``)."""
    if name not in EXTRA_LISTS:
        raise ValueError(f"no list {name!r}; shipped: {', '.join(EXTRA_LISTS)}")
    text = resources.files("spotsigs").joinpath(f"data/stopwords/{name}.txt") \
        .read_text(encoding="utf-8")
    return parse_word_list(text)


PAGE_LISTS = {"zh": "zh-characters", "ja": "ja-characters"}
"""Languages whose pages are read a letter at a time (``spotsigs.characters``): their list of
function characters serves them, not their word list (which needs a segmenter)."""
LETTER_LISTS = ("th",)
"""Languages read a letter at a time (a letter with its marks a token) whose word list serves
with its one-token entries only: Thai's ก็ ณ ที่ นี่ นี้ ผู้ มี (experiments/results/cjk-tokens.md)."""


@cache
def page_stopwords(language: str) -> frozenset[str] | None:
    """The stopwords that serve a page of ``language`` (its antecedents and what its chains
    skip): the language's shipped list, the function characters of Chinese and Japanese,
    the one-letter words of Thai; None when none ships (the page then gets spots without
    stopwords)."""
    if language in PAGE_LISTS:
        return extra_list(PAGE_LISTS[language])
    if language in LETTER_LISTS:
        return frozenset(word for word in stopwords(language) if token_re().fullmatch(word))
    if language in LANGUAGE_NAMES:
        return stopwords(language)
    return None


def nltk_stopwords(language: str) -> frozenset[str]:
    """NLTK's stopword list for a language (``english``, ``german``...), if its corpus is here."""
    try:
        from nltk.corpus import stopwords as nltk_corpus

        return frozenset(w.lower() for w in nltk_corpus.words(language))
    except (LookupError, OSError) as err:
        raise ValueError(f"NLTK's stopwords corpus for {language!r} is not installed here "
                         f"(nothing is downloaded at run time); use the shipped list "
                         f"'stopwords-<code>' instead ({err.__class__.__name__})") from None


def named_sets() -> list[str]:
    """Names ``--antecedents`` accepts besides file paths and ``nltk:<language>``."""
    return [*FIXED_SETS, "stopwords", *(f"stopwords-{code}" for code in LANGUAGES)]


def read_word_file(path: str | Path) -> frozenset[str]:
    """Words of a user's antecedent file, with a clear error when it is missing or empty."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise ValueError(f"antecedent file {str(path)!r} does not exist") from None
    except (OSError, UnicodeDecodeError) as err:
        raise ValueError(f"cannot read antecedent file {str(path)!r}: {err}") from None
    words = parse_word_list(text)
    if not words:
        raise ValueError(f"antecedent file {str(path)!r} holds no words")
    return words


def load_antecedents(spec: str) -> frozenset[str]:
    """An antecedent set by name (``paper``, ``stopwords-de``...), ``nltk:<language>`` or path."""
    if spec in FIXED_SETS:
        return FIXED_SETS[spec]
    if spec == "stopwords":
        return stopwords("en")
    if spec.startswith("stopwords-") and spec[len("stopwords-"):] in LANGUAGE_NAMES:
        return stopwords(spec[len("stopwords-"):])
    if spec.startswith("nltk:"):
        return nltk_stopwords(spec[len("nltk:"):])
    if Path(spec).exists() or "/" in spec or spec.endswith(".txt"):
        return read_word_file(spec)
    raise ValueError(f"unknown antecedent set {spec!r}: give a file of words or one of "
                     f"{', '.join(named_sets())}, or nltk:<language>")


def available() -> list[str]:
    """Names of the shipped antecedent sets (for help texts)."""
    return named_sets()
