"""Antecedent sets and stopword lists: shipped, offline, with clear errors."""

import gzip
import json
import re
import unicodedata
from importlib import resources
from pathlib import Path

import numpy as np
import pytest

from spotsigs import SpotSigs
from spotsigs.antecedents import (
    EXTRA_LISTS,
    JAVA,
    LANGUAGE_NAMES,
    LANGUAGES,
    PAPER,
    SMALL,
    extra_list,
    load_antecedents,
    named_sets,
    parse_word_list,
    stopwords,
)

SENTENCES = Path(__file__).parent / "data" / "phrases" / "sentences-lingua.json.gz"
# Languages written without spaces: today's tokens are whole clauses, so their word lists
# find (almost) no spots until the tokenizer cuts words or characters (see the README).
UNSPACED = ("ja", "th", "zh")


def test_papers_best_set_is_articles_and_forms_of_be_can_will_have_do():
    assert {"a", "an", "the", "is", "was", "were", "can", "could", "will", "would",
            "has", "had", "does", "did"} <= PAPER
    assert "said" not in PAPER and "there" not in PAPER


def test_small_and_java_sets_are_the_ones_of_the_work():
    assert SMALL == {"a", "there", "was", "said", "the", "is"}
    assert len(JAVA) == 18 and "shall" in JAVA and "a" not in JAVA


@pytest.mark.parametrize("code", ["en", "de", "fr", "es", "it", "nl", "pt", "sv", "da", "no",
                                  "fi", "ru", "pl"])
def test_major_european_languages_ship_a_list_of_lower_case_single_tokens(code):
    words = stopwords(code)
    assert len(words) >= 90
    assert all(w == w.lower() and w.isalnum() for w in words)


def test_lists_hold_their_languages_function_words():
    assert {"the", "of", "and"} <= stopwords("en")
    assert {"der", "die", "und"} <= stopwords("de")
    assert {"le", "la", "et"} <= stopwords("fr")
    assert {"и", "в", "не"} <= stopwords("ru")


def test_every_named_set_loads():
    for name in named_sets():
        assert load_antecedents(name), name
    assert load_antecedents("stopwords") == stopwords("en")
    assert load_antecedents("stopwords-de") == stopwords("de")
    assert len(LANGUAGES) >= 12


def test_a_word_file_may_hold_comments_and_mixed_case(tmp_path):
    path = tmp_path / "mine.txt"
    path.write_text("# my set\nThe a  # trailing\n\nWAS\n", encoding="utf-8")
    assert load_antecedents(str(path)) == {"the", "a", "was"}
    assert parse_word_list("x y\n#z\n") == {"x", "y"}


@pytest.mark.parametrize("content, message", [(None, "does not exist"),
                                               ("# only a comment\n", "holds no words"),
                                               (b"\xff\xfe\x00bad", "cannot read")])
def test_bad_word_files_are_named_in_the_error(tmp_path, content, message):
    path = tmp_path / "words.txt"
    if isinstance(content, str):
        path.write_text(content, encoding="utf-8")
    elif content is not None:
        path.write_bytes(content)
    with pytest.raises(ValueError, match=message) as err:
        load_antecedents(str(path))
    assert "words.txt" in str(err.value)


def test_unknown_names_list_the_choices():
    with pytest.raises(ValueError, match="paper.*stopwords-de"):
        load_antecedents("no-such-set")
    with pytest.raises(ValueError, match="no stopword list"):
        stopwords("xx")


def test_nltk_source_without_its_corpus_fails_clearly_or_loads(monkeypatch, tmp_path):
    # Point NLTK at an empty data folder: the corpus is absent, and nothing may be fetched.
    monkeypatch.setenv("NLTK_DATA", str(tmp_path))
    import nltk

    monkeypatch.setattr(nltk.data, "path", [str(tmp_path)])
    with pytest.raises(ValueError, match="not installed here"):
        load_antecedents("nltk:english")


def test_a_language_set_makes_chains_skip_that_languages_stopwords():
    text = "der Hund und die Katze spielen im Garten mit dem Ball der Nachbarn"
    german = SpotSigs(antecedents="stopwords-de", chain_length=2, min_signatures=0)
    assert german.chain_language == "de"
    english_chains = SpotSigs(antecedents="stopwords-de", chain_length=2, min_signatures=0,
                              stopword_language="en")
    # With German stopwords skipped, "der" chains over content words only.
    assert german.signature(text).size != english_chains.signature(text).size or \
        not (german.signature(text).hashes == english_chains.signature(text).hashes).all()


def _readme_rows() -> dict[str, tuple[str, int]]:
    """The README table of the stopword folder: code -> (language, words)."""
    text = resources.files("spotsigs").joinpath("data/stopwords/README.md").read_text("utf-8")
    rows = re.findall(r"^\| `([a-z]{2})` \| ([^|]+) \| (\d+) \|", text, re.MULTILINE)
    return {code: (name.strip(), int(words)) for code, name, words in rows}


def test_the_30_languages_of_a_news_crawl_ship_a_list():
    wanted = {"en", "ru", "de", "es", "fr", "ja", "zh", "it", "pt", "pl", "nl", "id", "tr", "vi",
              "ar", "ko", "fa", "cs", "uk", "sv", "hu", "ro", "el", "da", "fi", "he", "th", "hi",
              "bg", "sk", "no", "hr"}
    assert wanted <= set(LANGUAGES)


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_shipped_list_loads_and_has_its_readme_row(code):
    words = stopwords(code)
    assert load_antecedents(f"stopwords-{code}") == words
    assert len(words) >= 90
    # One token each once combining marks stay in words: NFC, lower-case, letters, digits and
    # marks (Devanagari, Bengali and Thai vowel signs) only.
    assert all(w == unicodedata.normalize("NFC", w).lower() for w in words)
    assert all(c.isalnum() or unicodedata.category(c).startswith("M") for w in words for c in w)
    assert _readme_rows()[code] == (LANGUAGE_NAMES[code], len(words))


def test_the_readme_lists_no_language_that_is_not_shipped():
    assert set(_readme_rows()) == set(LANGUAGES)


@pytest.mark.parametrize("code, words", [
    ("ar", "في من على أن إلى"), ("bn", "এবং থেকে জন্য"), ("el", "και το να του της"),
    ("et", "ja on ei et ka"), ("fa", "در و به از که"), ("he", "של את על הוא"),
    ("hi", "के में की है और"), ("hr", "i u je se na"), ("id", "yang dan di dengan itu"),
    ("ja", "の に は を が"), ("ko", "그리고 또는 및 등"), ("lt", "ir su kad yra į"),
    ("lv", "un ir ar par kas"), ("ms", "yang dan di pada ini"), ("sl", "je in v na se"),
    ("sr", "је и у се на je i u se na"), ("th", "ที่ และ ใน ของ"), ("ur", "کے کی ہے میں سے"),
    ("vi", "và các có của là"), ("zh", "的 了 是 在 我们"),
])
def test_new_lists_hold_their_languages_most_frequent_function_words(code, words):
    assert set(words.split()) <= stopwords(code)


def test_greek_is_modern_greek():
    # The earlier file was an Ancient Greek list (polytonic, final sigma as σ).
    assert {"και", "το", "να", "του", "της", "που", "είναι", "ή"} <= stopwords("el")
    assert not any("σ" == w[-1] for w in stopwords("el"))


@pytest.mark.parametrize("code, removed", [
    ("id", "tahun hari waktu"), ("sl", "dan leto sobota"), ("fa", "سال بزرگ جدید"),
    ("bn", "বছর সময় নতুন"), ("el", "αύριο πρώτη"), ("vi", "năm người nhà"),
])
def test_content_words_of_the_source_lists_are_not_stopwords(code, removed):
    assert not set(removed.split()) & stopwords(code)


def test_extra_lists_for_character_tokens_and_korean_particles_load():
    assert set(EXTRA_LISTS) == {"zh-characters", "ja-characters", "ko-particles"}
    chars = extra_list("zh-characters")
    assert {"的", "了", "是", "在", "和"} <= chars and all(len(c) == 1 for c in chars)
    kana = extra_list("ja-characters")
    assert {"の", "は", "が", "を", "に", "で", "と", "も"} <= kana and all(len(c) == 1 for c in kana)
    particles = extra_list("ko-particles")
    assert {"은", "는", "이", "가", "을", "를", "의", "에서"} <= particles
    assert all("\uac00" <= c <= "\ud7a3" for p in particles for c in p)  # Hangul syllables
    with pytest.raises(ValueError, match="no list"):
        extra_list("xx-characters")


@pytest.mark.parametrize("code", [c for c in LANGUAGES if c not in (*UNSPACED, "en")])
def test_a_languages_own_list_finds_more_spots_in_its_prose_than_english(code):
    text = " ".join(json.loads(gzip.decompress(SENTENCES.read_bytes()))[code][:20])
    own = SpotSigs(antecedents=f"stopwords-{code}", min_signatures=0)
    assert own.chain_language == code
    english = SpotSigs(min_signatures=0, stopword_language="en")
    assert own.signature(text).size > english.signature(text).size
    # By default each page is read in its own language (identified): as with its own list.
    page_language = SpotSigs(min_signatures=0)
    if page_language.languages_of([text]) == [code]:
        assert page_language.signature(text).size == own.signature(text).size


def test_a_traditional_chinese_story_finds_as_many_spots_as_its_simplified_form():
    """The function characters ship in both scripts: a Taiwanese or Hong Kong story anchored
    on half as many spots as the same story in Simplified script, so a Simplified template
    around it outweighed it."""
    simplified = ("这是我们对他们说的话。为了让这个会议能够顺利进行，他们还没有给出答复，"
                  "我们将从明天起与对方进行谈判，并且应该在下周之前完成，这样对大家都好吗？")
    traditional = ("這是我們對他們說的話。為了讓這個會議能夠順利進行，他們還沒有給出答復，"
                   "我們將從明天起與對方進行談判，並且應該在下週之前完成，這樣對大家都好嗎？")
    chars = extra_list("zh-characters")
    assert {c for c in simplified if c in chars} and \
        len({c for c in traditional if c in chars}) == len({c for c in simplified if c in chars})
    method = SpotSigs(min_signatures=0)  # each page read in its language, identified
    assert method.languages_of([simplified, traditional]) == ["zh", "zh"]
    assert method.signature(traditional).size == method.signature(simplified).size


@pytest.mark.parametrize("code", ["zh", "ja", "th", "de"])
def test_a_forced_language_reads_a_page_as_an_identified_one(code):
    """``-l LANG`` forces the page language: the spots are those of a page identified in it
    (Chinese and Japanese anchor on function characters, Thai on its one-token words), not
    those of the segmenter's word list that ``-a stopwords-LANG`` names."""
    text = " ".join(json.loads(gzip.decompress(SENTENCES.read_bytes()))[code][:20])
    identified = SpotSigs(min_signatures=0)
    assert identified.languages_of([text]) == [code]
    forced = SpotSigs(min_signatures=0, stopword_language=code)
    assert np.array_equal(forced.signature(text).hashes, identified.signature(text).hashes)
