"""spotsigs.language: the language of each text of a batch, on real main-content texts."""

from pathlib import Path

import numpy as np
import pytest

from spotsigs.language import (
    UNKNOWN,
    identify,
    read_lists,
    shipped_lists,
    stopword_model,
)

TEXTS = Path(__file__).parent / "data" / "language"
LANGUAGES = sorted(p.stem for p in TEXTS.glob("*.txt"))
# Scripts that name their language without any list.
BY_SCRIPT = {"ar", "ja", "ko", "zh"}


def text(language: str) -> str:
    return (TEXTS / f"{language}.txt").read_text(encoding="utf-8")


def test_the_test_texts_are_there():
    assert len(LANGUAGES) == 17


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_real_page_text_gets_its_language_or_unknown_never_another(language):
    codes, scores = identify([text(language)])
    if language in shipped_lists() or language in BY_SCRIPT:
        assert codes[0] == language
        assert scores[0] > 0
    else:  # no list ships for it (yet): unknown is right, another language wrong
        assert codes[0] in (language, UNKNOWN)


def test_every_listed_or_scripted_language_is_told_apart_in_one_batch():
    known = [lang for lang in LANGUAGES if lang in shipped_lists() or lang in BY_SCRIPT]
    codes, _ = identify([text(lang) for lang in known])
    assert list(codes) == known


def test_a_batch_answers_as_its_texts_one_by_one():
    texts = [text(lang) for lang in LANGUAGES] + ["", "ok", "1234 5678"]
    codes, scores = identify(texts)
    for k, single in enumerate(texts):
        one_codes, one_scores = identify([single])
        assert one_codes[0] == codes[k] and one_scores[0] == pytest.approx(scores[k])


@pytest.mark.parametrize("short", ["", "   ", "OK", "Home | Login", "12.03.2024 – 14:05",
                                   "★★★★☆", "Die"])
def test_a_text_of_a_few_words_or_none_is_unknown(short):
    codes, scores = identify([short])
    assert codes[0] == UNKNOWN and scores[0] < 1


def test_a_story_keeps_its_language_inside_a_template_of_another():
    menu = "Home\nNews\nSport\nWeather\nContact us\nPrivacy policy\nSign in\nSubscribe\n"
    codes, _ = identify([menu + text("fr") + "\nShare this article\nRead more\n" + menu])
    assert codes[0] == "fr"


def test_a_few_menu_lines_in_another_script_do_not_outvote_the_story():
    codes, _ = identify(["Главная Новости Контакты\n" + text("ja") + "\nHome News About"])
    assert codes[0] == "ja"


def test_kana_tell_japanese_from_chinese():
    codes, _ = identify([text("ja"), text("zh")])
    assert list(codes) == ["ja", "zh"]


def test_letters_of_one_language_decide_where_no_list_ships():
    # Written for this test: the same sentence in Vietnamese, and in Serbian Cyrillic.
    vietnamese = ("Chính phủ đã công bố một loạt biện pháp mới để hỗ trợ những người nông dân "
                  "bị ảnh hưởng bởi đợt hạn hán kéo dài nhiều tháng ở miền nam đất nước.")
    codes, _ = identify([vietnamese], model=stopword_model({}))
    assert codes[0] == "vi"


def test_urdu_persian_and_arabic_by_their_own_letters():
    # Written for this test: "this is a new law of the government" in each.
    urdu = "یہ حکومت کا نیا قانون ہے اور اس پر بحث ہو رہی ہے۔ لوگوں نے کہا کہ یہ اچھا ہے"
    persian = "این قانون جدید دولت است و درباره آن بحث می‌شود. مردم گفتند که این خوب است"
    arabic = "هذا قانون جديد للحكومة ويجري النقاش حوله. قال الناس إن هذا جيد للبلاد"
    codes, _ = identify([urdu, persian, arabic])
    assert list(codes) == ["ur", "fa", "ar"]


def test_other_lists_make_another_model(tmp_path):
    (tmp_path / "xx.txt").write_text("# a made-up language\nfoo\nbar baz\n", encoding="utf-8")
    (tmp_path / "yy.txt").write_text("qux\nquux\nbar\n", encoding="utf-8")
    lists = read_lists(tmp_path)
    assert lists == {"xx": frozenset({"foo", "bar", "baz"}), "yy": frozenset({"qux", "quux",
                                                                              "bar"})}
    model = stopword_model(lists)
    codes, _ = identify(["foo baz foo baz bar lorem ipsum dolor", "qux quux qux bar sit amet x"],
                        model=model)
    assert list(codes) == ["xx", "yy"]


def test_every_shipped_list_takes_part():
    model = stopword_model(shipped_lists())
    assert set(shipped_lists()) <= set(model.languages)
    assert np.all(np.diff(model.hashes.astype(np.float64)) >= 0)


def test_scores_and_confidence_come_with_every_answer():
    texts = [text("de"), text("en"), "Die"]
    codes, scores, confident = identify(texts, with_confidence=True)
    assert list(codes) == ["de", "en", UNKNOWN]
    assert confident.tolist() == [True, True, False]
    assert np.all((scores >= 0) & (scores <= 1))


def test_no_texts_no_answers():
    codes, scores = identify([])
    assert len(codes) == 0 and len(scores) == 0
