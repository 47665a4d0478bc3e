"""Antecedent sets and stopword lists: shipped, offline, with clear errors."""

import pytest

from spotsigs import SpotSigs
from spotsigs.antecedents import (
    JAVA,
    LANGUAGES,
    PAPER,
    SMALL,
    load_antecedents,
    named_sets,
    parse_word_list,
    stopwords,
)


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
    assert german.stopword_language == "de"
    english_chains = SpotSigs(antecedents="stopwords-de", chain_length=2, min_signatures=0,
                              stopword_language="en")
    # With German stopwords skipped, "der" chains over content words only.
    assert german.signature(text).size != english_chains.signature(text).size or \
        not (german.signature(text).hashes == english_chains.signature(text).hashes).all()
