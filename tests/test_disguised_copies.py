"""Copies disguised by characters a reader does not see or cannot tell apart read as the
original (issue 25, item 5): zero-width characters, soft hyphens, fullwidth letters, NFD
accents (NFKC and format characters, ``spotsigs.characters``), and Cyrillic or Greek
look-alikes of Latin letters (a TR39 confusable skeleton of mixed-script words,
``spotsigs.confusables``), while Russian and Greek text stays as written."""

from __future__ import annotations

import unicodedata
from importlib import resources
from pathlib import Path

import pytest

import spotsigs
from spotsigs.characters import normalize_text
from spotsigs.confusables import MAX_OTHER_SHARE, in_disguise, lookalikes, script_classes
from spotsigs.content import read_page

LANGUAGE = Path(__file__).parent / "data" / "language"
STORY = (
    "Heavy rain caused floods across the northern valley on Monday, and the river rose above "
    "its banks for the first time in a decade. The mayor said that the town had opened two "
    "shelters for families who were forced to leave their homes. Emergency crews worked "
    "through the night, and the army was sent to help with the rescue. Officials have warned "
    "that more rain is expected later in the week, and the weather service said the storm was "
    "the worst it had seen since records began. The governing party won the regional "
    "election on Sunday with a narrow majority, according to official results.")
CYRILLIC = str.maketrans("aeopcxyisjhAEOPCXYHKMTBI", "аеорсхуіѕјһАЕОРСХУНКМТВІ")
GREEK = str.maketrans("oaivuyABEZHIKMNOPTYX", "οαινυγΑΒΕΖΗΙΚΜΝΟΡΤΥΧ")


def page(text: str) -> str:
    """A page of one paragraph per sentence."""
    return "<html><body><article>" + "".join(
        f"<p>{s}.</p>" for s in text.rstrip(".").split(". ")) + "</article></body></html>"


def words(text: str, change, every: int = 1) -> str:
    """``text`` with every ``every``-th word changed by ``change``."""
    return " ".join(change(w) if k % every == 0 else w for k, w in enumerate(text.split(" ")))


DISGUISES = {
    "zero-width spaces and joiners": lambda t: words(t, "\u200b".join, 2),
    "soft hyphens (&shy;)": lambda t: words(t, lambda w: w[:2] + "&shy;" + w[2:], 1),
    "fullwidth letters": lambda t: words(t, lambda w: "".join(
        chr(ord(c) + 0xFEE0) if c.isascii() and c.isalnum() else c for c in w), 3),
    "Cyrillic look-alikes in every word": lambda t: t.translate(CYRILLIC),
    "Cyrillic look-alikes in a third of the words": lambda t: words(
        t, lambda w: w.translate(CYRILLIC), 3),
    "one Cyrillic o in every other word": lambda t: words(t, lambda w: w.replace("o", "о"), 2),
    "Greek look-alikes in a third of the words": lambda t: words(
        t, lambda w: w.translate(GREEK), 3),
    "Cyrillic and Greek mixed": lambda t: words(
        t.translate(GREEK), lambda w: w.translate(CYRILLIC), 2),
}


@pytest.mark.parametrize("disguise", DISGUISES, ids=list(DISGUISES))
def test_a_disguised_copy_has_similarity_one(disguise):
    copy = DISGUISES[disguise](STORY)
    assert copy != STORY
    assert spotsigs.similarity(page(STORY), page(copy)) == 1.0


def test_nfc_and_nfd_copies_have_similarity_one():
    accented = STORY.replace("mayor", "maire").replace("decade", "décennie café")
    nfc, nfd = (unicodedata.normalize(form, accented) for form in ("NFC", "NFD"))
    assert nfc != nfd
    assert spotsigs.similarity(page(nfc), page(nfd)) == 1.0


def test_look_alikes_read_as_latin_only_in_words_of_latin_letters():
    assert normalize_text("th\u0435 v\u0430ll\u0435y") == "the valley"
    assert normalize_text("\u0399nternational \u0406ndex \u03a1aris") == \
        "International Index Paris"  # capitals keep their case (TR39: I and l both l)
    assert normalize_text("\u0451lka caf\u03ad m\u03ccde") == "\u00eblka caf\u03ad m\u00f3de"
    # Russian and Greek words stay, one with a Latin letter in it too; fullwidth is NFKC's
    assert normalize_text("Москва и London, Мoсква, Αθήνα") == "Москва и London, Мoсква, Αθήνα"
    assert normalize_text("\uff4d\u0430\uff59or") == "mayor"


def test_words_of_look_alikes_alone_read_as_latin_in_a_latin_text_in_disguise():
    """``іѕ`` ("is" in Cyrillic letters), as a real page of the benchmark has it: read as
    Latin where the text's Cyrillic letters are all look-alikes, never in Russian text."""
    assert normalize_text("Your content \u0456\u0455 delivered \u0430 day") == \
        "Your content is delivered a day"
    russian = "Он сказал, что она и он у окна, а не в саду. Your content \u0456\u0455 here"
    assert normalize_text(russian) == russian


@pytest.mark.parametrize("name", ["ru.txt", "pl.txt", "de.txt", "zh.txt", "ja.txt"])
def test_real_text_of_other_languages_is_left_as_nfkc_gives_it(name):
    text = (LANGUAGE / name).read_text(encoding="utf-8")
    assert normalize_text(text) == unicodedata.normalize("NFKC", text)


def test_greek_and_russian_prose_is_far_from_a_latin_text_in_disguise():
    """Real prose has half its Cyrillic or Greek letters outside the look-alikes, even in
    capitals about a quarter: far above MAX_OTHER_SHARE."""
    greek = ("Η κυβέρνηση ανακοίνωσε σήμερα νέα μέτρα για την οικονομία και την ανάπτυξη "
             "της χώρας, ενώ η αντιπολίτευση ζήτησε εκλογές")
    russian = (LANGUAGE / "ru.txt").read_text(encoding="utf-8")
    for text in (greek, greek.upper(), russian, russian.upper()):
        codes = [ord(c) for c in unicodedata.normalize("NFKC", text)]
        assert not in_disguise(script_classes()[codes]), text[:20]
    assert MAX_OTHER_SHARE <= 0.1


def test_the_shipped_look_alikes_are_cyrillic_and_greek_letters_read_as_ascii_letters():
    data = resources.files("spotsigs").joinpath("data/confusables")
    lines = [line for line in data.joinpath("latin.txt").read_text(encoding="utf-8")
             .splitlines() if line and not line.startswith("#")]
    assert len(lines) == 77
    assert "Version: 17.0.0" in data.joinpath("latin.txt").read_text(encoding="utf-8")
    assert "UNICODE LICENSE V3" in data.joinpath("LICENSE-unicode.txt").read_text("utf-8")
    for source, target in lookalikes().items():
        name = unicodedata.name(chr(source))
        assert name.startswith(("CYRILLIC", "GREEK")) and chr(source).isalpha(), name
        assert unicodedata.name(chr(target)).startswith("LATIN"), name
    assert {lookalikes()[ord(c)] for c in "аеорсх"} == set(map(ord, "aeopcx"))


def test_the_page_reads_the_same_words_and_language_as_the_original():
    plain, disguised = read_page(page(STORY)), read_page(page(STORY.translate(CYRILLIC)))
    assert plain.text == disguised.text
    method = spotsigs.SpotSigs()
    assert method.languages_of([plain.text, disguised.text]) == ["en", "en"]
