"""Tests of the multilingual corpus tools: the language of a text, and the corpus builder on
the labelled fixture pages of tests/data (no fetched repositories, no trafilatura)."""

import gzip
import importlib.util
import json
import sys
from pathlib import Path

import pytest

from spotsigs.html import html_to_text

ROOT = Path(__file__).resolve().parents[1]
BUILDERS = ROOT / "tests" / "data" / "builders"
SYNDICATION = ROOT / "tests" / "data" / "syndication"
sys.path.insert(0, str(ROOT / "experiments"))  # the builders import syndication.py by name


def _load(name: str):
    spec = importlib.util.spec_from_file_location(f"experiments_{name}",
                                                  ROOT / "experiments" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


sources = _load("multilingual_sources")
multilingual = _load("multilingual")
LISTS = sources.word_lists()

GERMAN = ("Die Stadt hat am Montag beschlossen, dass die neue Brücke über den Fluss erst im "
          "nächsten Jahr gebaut wird, weil die Kosten höher sind als geplant und der Rat noch "
          "auf eine Antwort des Landes wartet. ") * 3
SPANISH = ("El ayuntamiento decidió el lunes que el nuevo puente sobre el río se construirá "
           "el próximo año, porque los costes son más altos de lo previsto y el consejo todavía "
           "espera una respuesta de la región. ") * 3
INDONESIAN = ("Pemerintah kota memutuskan pada hari Senin bahwa jembatan baru di atas sungai "
              "akan dibangun tahun depan karena biaya yang lebih tinggi dari rencana dan dewan "
              "masih menunggu jawaban dari provinsi untuk proyek tersebut. ") * 3


@pytest.mark.parametrize(("text", "lang"), [
    ("市议会周一决定，这座横跨河流的新桥将推迟到明年建造，因为费用高于计划，议会仍在等待省政府的答复。" * 3,
     "zh"),
    ("市議会は月曜日、川に架かる新しい橋の建設を来年に延期すると決めた。費用が計画より高く、"
     "議会は県からの回答を待っている。" * 3, "ja"),
    ("시의회는 월요일 강을 가로지르는 새 다리를 내년에 짓기로 결정했다. 비용이 계획보다 높고 "
     "의회는 아직 도의 답변을 기다리고 있다. " * 3, "ko"),
    ("قرر المجلس البلدي يوم الاثنين أن الجسر الجديد فوق النهر سيبنى في العام المقبل لأن التكلفة "
     "أعلى من المخطط وما زال المجلس ينتظر ردا من المحافظة. " * 3, "ar"),
    ("شورای شهر روز دوشنبه تصمیم گرفت که پل جدید روی رودخانه سال آینده ساخته شود چون هزینه‌ها "
     "بیشتر از برنامه است و شورا هنوز منتظر پاسخ استان است. " * 3, "fa"),
    (GERMAN, "de"), (SPANISH, "es"), (INDONESIAN, "id"),
])
def test_text_language_by_script_and_words(text, lang):
    assert sources.text_language(text, "", "", LISTS).lang == lang


def test_declared_language_does_not_override_the_text():
    """Pages often declare ``en`` whatever their language: the text decides."""
    assert sources.text_language(GERMAN, "en", "com", LISTS).lang == "de"


def test_short_or_unclear_text_is_left_undecided():
    assert sources.text_language("Die Brücke wird gebaut.", "de", "de", LISTS).lang is None
    numbers = " ".join(str(n) for n in range(300))
    assert sources.text_language("x " + numbers, "", "", LISTS).lang is None


def test_site_of_archived_urls_is_the_archived_host():
    assert sources.site_of("https://web.archive.org/web/2022/https://www.jpnn.com/news/a") == \
        "jpnn.com"
    assert sources.site_of("https://www.kompas.com/read/1") == "kompas.com"
    assert sources.site_of("") == ""


@pytest.fixture(scope="module")
def gathered(tmp_path_factory) -> Path:
    """A sources folder as multilingual_sources.py writes it, from the labelled trafilatura
    fixture pages with an article long enough, each given a site; two of them stand for one
    language and one for another (the builder trusts the manifest), plus an exact copy of
    one page under another site (an unplanned duplicate) and one page whose article was not located."""
    folder = tmp_path_factory.mktemp("sources")
    (folder / "pages").mkdir()
    pages = BUILDERS / "pages" / "trafilatura"
    evaldata = json.loads((pages / "evaldata.json").read_text("utf-8"))
    labels = {r["file"]: (r.get("with", []), r.get("without", [])) for r in evaldata.values()}
    records = []
    for file in sorted(pages.glob("*.html.gz")):
        with gzip.open(file) as handle:
            raw = handle.read()
        page = sources.Page(raw, "fixture", file.name, "Apache-2.0",
                            labels=labels[file.name.removesuffix(".gz")])
        record = sources.decide(page, LISTS)  # None: an article under MIN_ARTICLE_CHARS
        if record is not None:
            assert record["usable"] and record["article"] == "labels", file.name
            number = len(records)
            record.update(lang="xx" if number < 2 else "yy", site=f"site{number}.example")
            records.append((record, raw))
    assert len(records) == 3
    duplicate = dict(records[0][0], key="duplicate-of-0", site="other.example")
    hidden = dict(records[1][0], key="not-located", site="hidden.example", usable=False,
                  container="")
    records += [(duplicate, records[0][1]), (hidden, records[1][1])]
    with open(folder / "manifest.jsonl", "w", encoding="utf-8") as handle:
        for record, raw in records:
            record["file"] = f"pages/{record['key']}.html.gz"
            with gzip.GzipFile(folder / record["file"], "wb", mtime=0) as page_file:
                page_file.write(raw)
            handle.write(json.dumps(record, ensure_ascii=False) + "\n")
    return folder


def _build(gathered: Path, out: Path, recipe: str = "transplant") -> dict:
    return multilingual.build(gathered, out, data=SYNDICATION, recipe=recipe, seed=3,
                              stories=5, copies=(1, 2), dense_below=1, singletons=5,
                              pages_404=1)


def _files(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*"))
            if p.is_file()}


def test_multilingual_same_seed_same_bytes(gathered, tmp_path):
    for recipe in multilingual.RECIPES:
        _build(gathered, tmp_path / f"{recipe}-a", recipe)
        _build(gathered, tmp_path / f"{recipe}-b", recipe)
        assert _files(tmp_path / f"{recipe}-a") == _files(tmp_path / f"{recipe}-b")


@pytest.mark.parametrize("recipe", multilingual.RECIPES)
def test_multilingual_gold(gathered, tmp_path, recipe):
    _build(gathered, tmp_path, recipe)
    gold = [json.loads(line) for line in (tmp_path / "gold.jsonl").read_text("utf-8")
            .splitlines()]
    ids = [r["id"] for r in gold]
    assert ids == sorted(ids)
    assert set(ids) == {str(p.relative_to(tmp_path / "pages"))
                        for p in (tmp_path / "pages").rglob("*.html")}
    manifest = {r["key"]: r for r in map(json.loads, (gathered / "manifest.jsonl")
                                          .read_text("utf-8").splitlines())}
    by_id = {r["id"]: r for r in gold}
    copies = [r for r in gold if r["kind"] == "copy"]
    assert copies
    for record in copies:
        story, host = manifest[record["source"]], manifest[record["host"]]
        assert record["lang"] == story["lang"] == host["lang"]
        assert story["site"] != host["site"] and host["usable"] and story["usable"]
        assert by_id[f"originals/{story['key']}.html"]["cluster"] == record["cluster"]
        text = set(html_to_text((tmp_path / "pages" / record["id"]).read_bytes()).split())
        first_words = story["paragraphs"][0].split()  # edits drop at most 2% of words
        assert sum(w in text for w in first_words) >= 0.9 * len(first_words)
    # The exact copy under another site is the same article: one cluster, marked unplanned.
    first = next(k for k in manifest if k != "duplicate-of-0"
                 and manifest[k]["paragraphs"] == manifest["duplicate-of-0"]["paragraphs"]
                 and k != "not-located")
    pair = [by_id.get(f"originals/{k}.html") for k in (first, "duplicate-of-0")]
    assert all(pair) and pair[0]["cluster"] == pair[1]["cluster"] and pair[0]["unplanned"]
    assert all(r["host"] != "not-located" and r["source"] != "not-located" for r in copies)
    assert [r["kind"] for r in gold if r["id"].startswith("404/")] == ["404"]
